"""Animated replays: a game's public boards one after another, captioned, as an animated GIF that fits
Discord's upload limit.

    animate([Frame(view, caption), ...], language="en", names=...) -> Animation    # GIF bytes and size
    animate_record(record, language="en", names=...) -> Animation                  # a game record's replay
    pick(count, limit) -> indices                                                   # which frames to show

At most `max_frames` boards are shown (MAX_FRAMES; evenly spaced, always the first and the last). Each is
the board render.prepare() draws (1600 px wide), scaled to WIDTH px (Lanczos, in RGB) under a caption band:
the caption (readable in chat: kit.CHAT_MIN_PX or more when shown kit.CHAT_WIDTH px wide) and a progress
bar of the frame's place in the replay, so that no two frames are alike (Pillow would merge them). Every
frame is mapped onto one palette of PALETTE_COLOURS colours built from the first, middle and last frames
(no dithering: flat colours stay flat and what did not change keeps its exact index), so that Pillow's GIF
writer crops each frame to what changed and turns the unchanged pixels inside that box transparent (the
256th index stays free for it). The last frame is held longer. When the file is over `max_bytes` it is
made again smaller: narrower step by step down to MIN_WIDTH, then with fewer frames, then, as a last
resort, narrower still with 2 frames and 1 frame. Every frame of a file has the same size.

Thread-safe like render.board(): prepare() draws under render's lock, and so do the captions.
"""
from __future__ import annotations

import io
import math
from dataclasses import dataclass
from typing import Callable, Iterator

from PIL import Image, ImageDraw

import engine
from data.locale import default_name
from engine import record as records

from . import _DRAWING, kit, prepare

MAX_BYTES = 10 * 1024 * 1024 - 256 * 1024   # under Discord's 10 MiB upload limit, with a margin
MAX_FRAMES = 60                              # boards shown at most: ~1 min at 0.9 s a frame
WIDTH = 800                                  # the first try's width (the boards are 1600 px wide)
MIN_WIDTH = 560                              # about chat's width: narrower only as a last resort
WIDTH_STEP = 80
SMALLEST = 64                                # the last resort's narrowest frame
PALETTE_COLOURS = 255                        # the 256th index is the GIF's "unchanged" transparency
CAPTION_SCALE = 0.03                         # the caption's font size over the frame's width (24 px at 800)
CAPTION_LINES = 2


@dataclass
class Frame:
    view: dict          # a public view: engine.view(state, None)
    caption: str        # drawn above the board


@dataclass
class Animation:
    data: bytes
    frames: int         # the frames in the file
    width: int
    height: int
    format: str = "gif"


def pick(count: int, limit: int = MAX_FRAMES) -> list[int]:
    """The indices of the candidates to show out of `count`: all of them when count <= limit, else
    `limit` evenly spaced ones, the first and the last among them, strictly increasing (limit 1: the
    last alone)."""
    if count < 0 or limit < 1:
        raise ValueError(f"cannot pick {limit} of {count}")
    if count <= limit:
        return list(range(count))
    if limit == 1:
        return [count - 1]
    # round(i * (count - 1) / (limit - 1)), half up, in integers: steps over 1 never repeat an index
    span, steps = count - 1, limit - 1
    return [(2 * i * span + steps) // (2 * steps) for i in range(limit)]


def animate(frames: list[Frame], *, language: str = "en", names: Callable[[int], str] = default_name,
            max_bytes: int = MAX_BYTES, max_frames: int = MAX_FRAMES, frame_ms: int = 900,
            last_ms: int = 4000) -> Animation:
    """The frames' boards as an animated GIF under `max_bytes` (see the module's doc). Raises ValueError
    without frames, or when not even one frame SMALLEST px wide fits in `max_bytes`."""
    if not frames:
        raise ValueError("no frames to animate")
    chosen = [frames[i] for i in pick(len(frames), max_frames)]
    boards = _boards([frame.view for frame in chosen], language, names)
    captions = [frame.caption for frame in chosen]
    width, count = WIDTH, len(chosen)
    while True:
        count = min(count, _bar_room(width))
        keep = pick(len(chosen), count)
        durations = [frame_ms] * (len(keep) - 1) + [last_ms]
        data, size = _gif(_frames([boards[i] for i in keep], [captions[i] for i in keep], width), durations)
        if len(data) <= max_bytes:
            return Animation(data=data, frames=len(keep), width=size[0], height=size[1])
        width, count = _smaller(width, count, len(data) / max_bytes)


def _smaller(width: int, count: int, over: float) -> tuple[int, int]:
    """The next try's width and frame count for a file `over` times too big: first narrower (bytes go
    with the area), then fewer frames, then narrower still with 2 frames, then 1 frame."""
    def narrower(floor: int) -> int:
        guess = int(width / math.sqrt(over) * 0.95) // 8 * 8
        return max(floor, min(width - WIDTH_STEP, guess))
    if width > MIN_WIDTH:
        return narrower(MIN_WIDTH), count
    if count > 2:
        return width, max(2, min(count - 1, int(count / over * 0.9)))
    if width > SMALLEST:
        return narrower(SMALLEST), count
    if count > 1:
        return width, 1
    raise ValueError("not even one frame of the animation fits the size limit")


def animate_record(record, *, language: str = "en", names: Callable[[int], str] = default_name,
                   max_bytes: int = MAX_BYTES, max_frames: int = MAX_FRAMES) -> Animation:
    """The animated replay of a finished game's record (engine.record): the public board of the start,
    of every turn's end (the boards the channel was shown, engine.record.frame_steps) and of the end,
    at most `max_frames` of them, each captioned with the game, the round and how far the game has
    come. The record is replayed from its seed, never checked against this program's versions (the
    caller decides whether to trust it)."""
    # Two replays rather than one that keeps every turn's state, and each shown state turned into its
    # (much smaller) view at once: a long game has hundreds of turns, and a large heap makes each of
    # Python's full garbage collections, which stop every thread (the event loop's too), longer. The
    # first pass keeps only where turns end.
    ends = [step.number for step in records.iter_frames(records.steps(record, check=False))]
    shown = {ends[index] for index in pick(len(ends), max_frames)}
    title = engine.meta(record.game).title
    last = ends[-1]
    frames = []
    for step in records.steps(record, check=False):
        if step.number not in shown:
            continue
        if step.number == 0:
            caption = kit.msg("render-replay-caption-setup", language, game=title)
        elif step.number == last:
            caption = kit.msg("render-replay-caption-end", language, game=title, moves=last)
        else:
            caption = kit.msg("render-replay-caption", language, game=title,
                              round=engine.moment(step.state).round, move=step.number, moves=last)
        frames.append(Frame(view=engine.view(step.state, None), caption=caption))
    return animate(frames, language=language, names=names, max_bytes=max_bytes, max_frames=max_frames)


# --- the boards, at WIDTH px on one palette ----------------------------------------------------------

def _boards(views: list[dict], language: str, names: Callable[[int], str]) -> list[Image.Image]:
    """Each view's board scaled to WIDTH px, in "P" mode on one palette built from the first, middle
    and last boards (and a caption band's colours)."""
    samples = sorted({0, len(views) // 2, len(views) - 1})
    scaled = {i: _scale(prepare(views[i], "board", language=language, names=names)[0], WIDTH) for i in samples}
    palette = _palette(list(scaled.values()), WIDTH)
    boards = []
    for i, view in enumerate(views):
        if i not in scaled:
            scaled[i] = _scale(prepare(view, "board", language=language, names=names)[0], WIDTH)
        boards.append(_map(scaled.pop(i), palette))
    return boards


def _scale(image: Image.Image, width: int) -> Image.Image:
    """An RGB copy `width` px wide (Lanczos)."""
    image = image.convert("RGB")
    if image.width == width:
        return image
    return image.resize((width, _height(image, width)), Image.Resampling.LANCZOS)


def _height(image: Image.Image, width: int) -> int:
    """An image's height once scaled to `width` px."""
    return max(1, round(image.height * width / image.width))


def _palette(images: list[Image.Image], width: int) -> Image.Image:
    """PALETTE_COLOURS colours for `images` and a caption band `width` px wide (fast octree of every
    other pixel of every other row), as a 1 x 1 "P" image to map onto."""
    band = _band("Aa 0", 0, 2, width, 1)
    stack = Image.new("RGB", (width, band.height + sum(image.height for image in images)))
    stack.paste(band, (0, 0))
    y = band.height
    for image in images:
        stack.paste(image, (0, y))
        y += image.height
    sample = stack.resize((max(1, width // 2), max(1, stack.height // 2)), Image.Resampling.NEAREST)
    reduced = sample.quantize(PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    palette = Image.new("P", (1, 1))
    palette.putpalette(reduced.getpalette()[:3 * PALETTE_COLOURS])
    return palette


def _map(image: Image.Image, palette: Image.Image) -> Image.Image:
    return image.quantize(palette=palette, dither=Image.Dither.NONE)


# --- frames ----------------------------------------------------------------------------------------

def caption_px(width: int) -> int:
    """The caption's font size on a frame `width` px wide (never under what reads in chat)."""
    return max(kit.readable(width), round(width * CAPTION_SCALE))


def _pad(width: int) -> int:
    return max(2, round(width * 0.02))


def _bar_h(width: int) -> int:
    return max(2, round(width / 160))


def _bar_room(width: int) -> int:
    """The progress bar's length in px: at most this many frames, each a bar of its own length."""
    return max(1, width - 2 * _pad(width))


def _band(caption: str, index: int, count: int, width: int, lines: int) -> Image.Image:
    """The caption band of frame `index` of `count`: the caption on `lines` lines at most (cut with "…")
    and a progress bar under it, (index + 1) / count of its length filled."""
    size, pad, bar_h = caption_px(width), _pad(width), _bar_h(width)
    line_h = kit.line_height(size)
    height = pad + lines * line_h + pad // 2 + bar_h + pad // 2
    image = Image.new("RGB", (width, height), kit.SAND)
    draw = ImageDraw.Draw(image)
    with _DRAWING:
        for n, line in enumerate(kit.wrap(caption, width - 2 * pad, size, lines)):
            kit.text(draw, (pad, pad + n * line_h + line_h // 2), line, size, anchor="lm", role="caption")
    room = _bar_room(width)
    y = height - pad // 2 - bar_h
    draw.rectangle((pad, y, pad + room - 1, y + bar_h - 1), fill=kit.LINE)
    draw.rectangle((pad, y, pad + room * (index + 1) // count - 1, y + bar_h - 1), fill=kit.ACCENT)
    return image


def _lines(captions: list[str], width: int) -> int:
    size = caption_px(width)
    with _DRAWING:
        wrapped = [kit.wrap(caption, width - 2 * _pad(width), size, CAPTION_LINES) for caption in captions]
    return max(1, max(len(lines) for lines in wrapped))


def _frames(boards: list[Image.Image], captions: list[str], width: int) -> Iterator[Image.Image]:
    """The frames at `width` px, one at a time (the GIF writer keeps what it needs): a caption band over
    each board (WIDTH px, on one palette), all as tall as the tallest, on one palette; a shorter board is
    padded with its own bottom-left colour."""
    lines = _lines(captions, width)
    if width == WIDTH:
        palette = boards[0]
        scaled = iter(boards)
        board_h = max(board.height for board in boards)
    else:
        ends = sorted({0, len(boards) // 2, len(boards) - 1})
        palette = _palette([_scale(boards[i], width) for i in ends], width)
        scaled = (_map(_scale(board, width), palette) for board in boards)
        board_h = max(_height(board, width) for board in boards)
    colours = palette.getpalette()
    for i, (board, caption) in enumerate(zip(scaled, captions)):
        band = _map(_band(caption, i, len(captions), width, lines), palette)
        frame = Image.new("P", (width, band.height + board_h), board.getpixel((0, board.height - 1)))
        frame.putpalette(colours)
        frame.paste(band, (0, 0))
        frame.paste(board, (0, band.height))
        yield frame


def _gif(frames: Iterator[Image.Image], durations: list[int]) -> tuple[bytes, tuple[int, int]]:
    """The frames as an animated GIF that loops, and their size."""
    first = next(frames)
    out = io.BytesIO()
    first.save(out, format="GIF", save_all=True, append_images=frames, duration=durations, loop=0, disposal=1,
               optimize=True)
    return out.getvalue(), first.size
