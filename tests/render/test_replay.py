"""Animated replays (render.animate, render/replay.py): which frames are shown (pick), a valid GIF with as
many frames as it says, every frame the same size, what Pillow's GIF writer leaves out (unchanged pixels)
still shown as drawn, always under the size limit (smaller frames, then fewer, when it must), captions
that read in chat, identical boards still counted, and the longest games of every game at their largest
tables (slow)."""
from __future__ import annotations

import io
import random
import threading
import time

import pytest
from PIL import Image, ImageChops

import engine
import render
from engine.agents import random_agent
from render import kit, replay

# the largest table of every game
TABLES = {"nehemiah": 4, "temple": 6, "architects": 5, "ezra_nehemiah": 4}


def played(game: str, players: int, seed: int) -> list[replay.Frame]:
    """A random game's public boards: one each time its moment changes, and the final one."""
    state = engine.new_game(game, players, seed=seed)
    agent = random_agent(game, seed)
    frames, last = [], None
    while pending := engine.pending(state):
        moment = engine.moment(state)
        if moment != last:
            frames.append(replay.Frame(engine.view(state, None), f"{game} · round {moment.round} · {len(frames)}"))
            last = moment
        decision = pending[0]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
    frames.append(replay.Frame(engine.view(state, None), f"{game} · game over after {len(frames)} turns"))
    return frames


@pytest.fixture(scope="module")
def nehemiah_frames() -> list[replay.Frame]:
    return played("nehemiah", 3, 11)


def opened(animation: render.Animation) -> Image.Image:
    assert animation.format == "gif" and animation.data.startswith(b"GIF89a")
    image = Image.open(io.BytesIO(animation.data))
    assert image.format == "GIF"
    assert image.size == (animation.width, animation.height)
    assert image.n_frames == animation.frames
    return image


def frames_of(image: Image.Image) -> list[Image.Image]:
    shown = []
    for i in range(image.n_frames):
        image.seek(i)
        shown.append(image.convert("RGB"))
    return shown


# --- pick ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("count, limit", [(0, 60), (1, 60), (59, 60), (60, 60), (61, 60), (62, 60), (119, 60),
                                          (662, 60), (2, 2), (3, 2), (1000, 7), (5, 4)])
def test_pick(count, limit):
    picked = replay.pick(count, limit)
    assert len(picked) == min(count, limit)
    if count <= limit:
        assert picked == list(range(count))
        return
    assert picked[0] == 0 and picked[-1] == count - 1
    assert all(a < b for a, b in zip(picked, picked[1:]))
    gaps = {b - a for a, b in zip(picked, picked[1:])}
    assert max(gaps) - min(gaps) <= 1          # evenly spaced


def test_pick_at_random():
    rng = random.Random(5)
    for _ in range(2000):
        count, limit = rng.randrange(0, 3000), rng.randrange(2, 200)
        picked = replay.pick(count, limit)
        assert len(picked) == min(count, limit) and len(set(picked)) == len(picked)
        assert picked == sorted(picked) and all(0 <= i < count for i in picked)
        if count:
            assert picked[0] == 0 and picked[-1] == count - 1


def test_pick_limits():
    assert replay.pick(10) == list(range(10))
    assert len(replay.pick(100)) == replay.MAX_FRAMES == 60
    assert replay.pick(10, 1) == [9]
    with pytest.raises(ValueError):
        replay.pick(10, 0)
    with pytest.raises(ValueError):
        replay.pick(-1, 10)


# --- animate --------------------------------------------------------------------------------------------

def test_constants():
    assert replay.MAX_BYTES == 10 * 1024 * 1024 - 256 * 1024
    assert render.animate is replay.animate and render.Animation is replay.Animation
    assert render.Frame is replay.Frame


def test_no_frames():
    with pytest.raises(ValueError):
        render.animate([])


def test_a_short_replay(nehemiah_frames):
    frames = nehemiah_frames[:7] + nehemiah_frames[-1:]
    animation = render.animate(frames, language="pl", frame_ms=500, last_ms=3000)
    image = opened(animation)
    assert animation.frames == len(frames) == 8
    assert animation.width == replay.WIDTH and len(animation.data) < replay.MAX_BYTES
    assert image.info.get("loop") == 0
    durations = []
    for i in range(image.n_frames):
        image.seek(i)
        durations.append(image.info["duration"])
    assert durations == [500] * 7 + [3000]
    shown = frames_of(image)
    assert len({frame.tobytes() for frame in shown}) == len(shown)


def test_every_frame_is_shown_as_drawn(nehemiah_frames):
    """Pillow writes each frame as the box of what changed, unchanged pixels transparent: decoded, every
    frame is the picture drawn, pixel for pixel; the boards' heights may differ, the frames' do not."""
    views = nehemiah_frames[:5] + nehemiah_frames[-2:]
    boards = replay._boards([frame.view for frame in views], "en", kit.shown_names(lambda s: f"P{s}", "en"))
    assert {board.width for board in boards} == {replay.WIDTH}
    for width in (replay.WIDTH, 600):
        drawn = list(replay._frames(boards, [frame.caption for frame in views], width))
        assert len({frame.size for frame in drawn}) == 1 and drawn[0].width == width
        assert len({bytes(frame.getpalette()) for frame in drawn}) == 1
        assert len(drawn[0].getpalette()) == 3 * replay.PALETTE_COLOURS
        assert all(frame.histogram()[255] == 0 for frame in drawn)     # the index left for "unchanged"
        data, size = replay._gif(iter(drawn), [900] * len(drawn))
        assert size == drawn[0].size
        shown = frames_of(Image.open(io.BytesIO(data)))
        assert len(shown) == len(drawn)
        for mine, theirs in zip(drawn, shown):
            assert ImageChops.difference(mine.convert("RGB"), theirs).getbbox() is None


def test_the_same_board_again_is_still_a_frame(nehemiah_frames):
    same = [replay.Frame(nehemiah_frames[3].view, "the same caption")] * 5
    animation = render.animate(same)
    assert opened(animation).n_frames == animation.frames == 5


@pytest.mark.slow
def test_fewer_bytes_make_smaller_frames(nehemiah_frames):
    frames = nehemiah_frames[:12]
    full = render.animate(frames)
    assert full.frames == 12 and full.width == replay.WIDTH
    limit = len(full.data) // 3
    small = render.animate(frames, max_bytes=limit)
    assert len(small.data) <= limit
    assert small.width < replay.WIDTH and small.height < full.height
    opened(small)
    assert len({frame.size for frame in frames_of(opened(small))}) == 1
    # then fewer frames, then narrower still
    for limit in (40_000, 8_000):
        tiny = render.animate(frames, max_bytes=limit)
        assert len(tiny.data) <= limit and 1 <= tiny.frames < 12
        assert len({frame.size for frame in frames_of(opened(tiny))}) == 1
    with pytest.raises(ValueError):
        render.animate(frames, max_bytes=100)


def test_max_frames(nehemiah_frames):
    animation = render.animate(nehemiah_frames, max_frames=9)
    assert opened(animation).n_frames == animation.frames == 9


def test_captions_read_in_chat():
    long = "Nehemiah · Round 3 · move 104 of 109 · Zażółć gęślą jaźń Łukaszewiczówna and friends " * 2
    for width in (replay.WIDTH, replay.MIN_WIDTH):
        for caption in ("Nehemiah · round 1 · move 0", long):
            with kit.measuring() as measure:
                band = replay._band(caption, 3, 10, width, replay._lines([caption], width))
            texts = measure.of("caption")
            assert texts and measure.unreadable(width, roles=("caption",)) == []
            assert all(0 <= t.box[0] and t.box[2] <= width and t.box[3] <= band.height for t in texts)
            assert len(texts) <= replay.CAPTION_LINES
        assert kit.chat_px(replay.caption_px(width), width) >= kit.CHAT_MIN_PX
    assert len(texts) == 2 and texts[-1].text.endswith("…")


def test_animate_in_threads(nehemiah_frames):
    results, errors = [], []

    def run(frames):
        try:
            results.append(render.animate(frames))
            render.board(frames[-1].view)
        except Exception as error:      # noqa: BLE001  (reported below)
            errors.append(error)
    threads = [threading.Thread(target=run, args=(nehemiah_frames[i:i + 6],)) for i in (0, 10, 20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and len(results) == 3
    for animation in results:
        assert opened(animation).n_frames == 6


# --- the longest games (slow) ------------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("game", TABLES)
def test_the_longest_games_fit(game):
    frames = played(game, TABLES[game], 2024)
    start = time.perf_counter()
    animation = render.animate(frames, language="fr", names=lambda seat: f"Joueuse n° {seat + 1} Éléonore")
    took = time.perf_counter() - start
    assert len(animation.data) < replay.MAX_BYTES
    assert animation.frames == min(len(frames), replay.MAX_FRAMES)
    image = opened(animation)
    assert animation.width == replay.WIDTH
    print(f"{game}: {len(frames)} boards, {animation.frames} frames {animation.width}x{animation.height}, "
          f"{len(animation.data) / 1024:.0f} KB in {took:.1f} s")
    image.seek(image.n_frames - 1)
    assert image.size == (animation.width, animation.height)
