"""Boards read in chat (issue 16, point 5). Discord shows a picture about kit.CHAT_WIDTH (550) px wide; the
header band (the game, round, phase, who is awaited or has won, their marks; Ezra and Nehemiah's turn strip
with the last move) and every player's score must then be at least kit.CHAT_MIN_PX (11) px: a font of 32 px
on a 1600 px board. The kit notes every text drawn with a role (kit.measuring(), render.measure()): the
tests draw real boards of random games for every game and player count, mid-game, in a crowded moment and
at the end, in English and Polish, with ordinary and very long names, and check the sizes, that every
player's score is among them, and that the header's texts stay in the band without running into each
other. They also scale a picture to 550 px and look at the pixels, check that measuring draws the same
pixels and that kept panels and cached backgrounds give the same notes as the reference path, and that the
pictures stay within the usual PNG limits. (Timing: `python -m bench --only render`, not here.)"""
from __future__ import annotations

from data.locale import languages
import io

import pytest
from PIL import Image

import engine
import engine.ezra_nehemiah.game  # noqa: F401  (registers the game)
import render
from engine.fuzz import play
from render import architects, ezra_nehemiah, kit, nehemiah, temple

from . import pictures

pytestmark = pytest.mark.slow          # every game, player count and language, drawn at chat size

HOUR, DAY = 3600.0, 86400.0
NAMES = {0: "Zażółć Gęślą", 1: "Jérôme Œuvrè-Çavalière de la Montagne", 2: "Łukasz", 3: "Ann",
         4: "Bartholomew the Builder of Very Long Names", 5: "Ęą"}
LONG = {seat: f"Bartholomew the Builder of Very Long Names {seat}" for seat in range(6)}
NAME_SETS = {"names": NAMES.get, "long": LONG.get}

# every player count of every game: (game, players, options)
TABLES = {
    "nehemiah-2": ("nehemiah", 2, {"leaders": False}),
    "nehemiah-3": ("nehemiah", 3, {"leaders": True}),
    "nehemiah-4": ("nehemiah", 4, {"leaders": True}),
    "temple-3": ("temple", 3, None),
    "temple-4": ("temple", 4, None),
    "temple-5": ("temple", 5, None),
    "temple-6": ("temple", 6, None),
    "architects-solo": ("architects", 1, {}),                     # the player and the Rival
    "architects-2": ("architects", 2, {}),
    "architects-bot2": ("architects", 2, {"variant": "bot2"}),    # two players and the Rival
    "architects-3": ("architects", 3, {}),
    "architects-4": ("architects", 4, {"advanced": True}),
    "architects-5": ("architects", 5, {}),
    "ezra_nehemiah-solo": ("ezra_nehemiah", 1, {}),               # the player and the Opponent
    "ezra_nehemiah-2": ("ezra_nehemiah", 2, {}),
    "ezra_nehemiah-3": ("ezra_nehemiah", 3, {}),
    "ezra_nehemiah-4": ("ezra_nehemiah", 4, {}),
}
MODULES = {"nehemiah": nehemiah, "temple": temple, "architects": architects, "ezra_nehemiah": ezra_nehemiah}
HEADER = tuple(role for role in kit.HEADER_ROLES if role != "turn")


def test_the_rule():
    assert (kit.CHAT_WIDTH, kit.CHAT_MIN_PX) == (550, 11)
    assert kit.READABLE == kit.readable(1600) == 32
    assert kit.chat_px(32, 1600) == 11 and kit.chat_px(31, 1600) < 11
    assert kit.readable(1100) == 22 and kit.readable(550) == 11


@pytest.fixture(scope="module")
def games() -> dict:
    out = {}
    for i, (table, (game, players, options)) in enumerate(TABLES.items()):
        states = [engine.new_game(game, players, options=options, seed=1600 + i)]
        run = play(game, players, options, 1600 + i, checks=False, on_step=states.append)
        assert run.failures == [] and states[-1].over
        out[table] = states
    return out


def crowded(states: list):
    """The first state awaiting the most seats at once (a secret bid, a market, the Sabbath ...)."""
    return max(states[:-1], key=lambda s: len({d.seat for d in engine.pending(s)}))


def picks(states: list) -> dict:
    return {"early": states[len(states) // 5], "middle": states[len(states) // 2], "crowded": crowded(states),
            "end": states[-1]}


def expected_scores(game: str, view: dict) -> list[str]:
    """Every player's score as its panel writes it (Nehemiah's VP are secret until the end)."""
    players = view["players"]
    if game == "nehemiah":
        return [str(p.get("vp", 0)) for p in players] if view.get("over") else []
    if game in ("temple", "architects"):
        return [kit.signed(p.get("score", 0)) if p.get("score", 0) else "0" for p in players]
    vps = [p.get("vp", 0) for p in players] + ([view["opponent"].get("vp", 0)] if view.get("opponent") else [])
    return [str(vp) if vp >= 0 else kit.signed(vp) for vp in vps]


def overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def check_readable(game: str, view: dict, measure: kit.Measure, language: str) -> None:
    """Every header text and score reads in chat, the scores are the players', and the header's texts sit
    in the band (the turn strip's in the strip), inside the margins, none over another."""
    module = MODULES[game]
    width = measure.width
    assert width == module.W == 1600
    small = measure.unreadable()
    assert not small, [(d.role, d.text, d.size, round(d.chat_px(width), 1)) for d in small]
    header = measure.of(*HEADER)
    assert [d.text for d in measure.of("title")] == [kit.msg(f"{game}-title", language)]
    if game != "architects" or view.get("round"):          # Architects' first turns (boards, draft) have none
        assert len(measure.of("round")) == 1
    right = width - kit.HEADER_M + 2            # glyphs may overhang their advance by a pixel or two
    for d in header:
        x0, y0, x1, y1 = d.box
        assert 0 <= y0 and y1 <= kit.HEADER_H - 4 and 0 <= x0 and x1 <= right, (d, right)
    for d in measure.of("turn"):
        x0, y0, x1, y1 = d.box
        sx0, sy0, sx1, sy1 = ezra_nehemiah.STRIP
        assert sx0 <= x0 and x1 <= sx1 and sy0 <= y0 and y1 <= sy1, d
    boxes = [d.box for d in measure.of(*kit.HEADER_ROLES)]
    for i, a in enumerate(boxes):
        assert not any(overlap(a, b) for b in boxes[i + 1:]), (a, boxes)
    awaited = kit.awaited(view)
    if view.get("abandoned"):
        assert [d.text for d in measure.of("status")] == [kit.word("render-abandoned", language)]
    elif awaited and not view.get("over") and not view.get("time_left"):
        assert len(measure.of("who")) == len(awaited)       # every awaited player's name (cut if need be)
    scores = measure.of(kit.SCORE)
    assert sorted(d.text for d in scores) == sorted(expected_scores(game, view))
    for i, d in enumerate(scores):
        assert d.box[1] > kit.HEADER_H and d.box[3] <= measure.height
        assert not any(overlap(d.box, e.box) for e in scores[i + 1:])


@pytest.mark.parametrize("table", list(TABLES))
def test_headers_and_scores_read_in_chat(games, table):
    game = TABLES[table][0]
    for pick, state in picks(games[table]).items():
        view = engine.view(state, None)
        for language in tuple(languages()):
            for names in NAME_SETS.values():
                measure = render.measure(view, language=language, names=names)
                check_readable(game, view, measure, language)


@pytest.mark.parametrize("table", list(TABLES))
def test_the_picture_scaled_to_chat_size(games, table):
    """Scaled to 550 px, every measured text is still ink on its background: its glyph box is at least a
    capital letter's height of an 11 px font, and its pixels still span a wide range of lightness."""
    game = TABLES[table][0]
    view = engine.view(games[table][len(games[table]) // 2], None)
    picture = render.board(view, language="pl", names=NAMES.get)
    measure = render.measure(view, language="pl", names=NAMES.get)
    image = Image.open(io.BytesIO(picture.png)).convert("L")
    scale = kit.CHAT_WIDTH / image.width
    chat = image.resize((kit.CHAT_WIDTH, round(image.height * scale)), Image.LANCZOS)
    texts = measure.of(*kit.CHAT_ROLES)
    assert len(texts) >= 3
    for d in texts:
        x0, y0, x1, y1 = (round(v * scale) for v in d.box)
        if any(c.isupper() or c.isdigit() for c in d.text):
            assert (d.box[3] - d.box[1]) * scale >= 0.7 * kit.CHAT_MIN_PX, d
        low, high = chat.crop((x0, y0, max(x1, x0 + 1), max(y1, y0 + 1))).getextrema()
        assert high - low >= 90, (game, d, low, high)


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("case", ["different", "same", "statuses", "plain"])
def test_six_awaited_players_with_marks(games, language, case):
    """The most crowded header: six awaited Temple players, long names, a clock (and bot / vacation) for
    each. The marks say less and the names are cut, but what is drawn reads in chat."""
    state = next(s for s in games["temple-6"] if not s.over and len({d.seat for d in engine.pending(s)}) == 6)
    view = engine.view(state, None)
    awaited = kit.awaited(view)
    times = [5 * HOUR, 2 * DAY + 3 * HOUR, 1800.0, DAY + 6 * HOUR, 0.0, 99 * DAY]
    marks = {"different": {"time_left": {seat: times[seat] for seat in awaited}},
             "same": {"time_left": {seat: 2 * HOUR for seat in awaited}, "away_seats": [2, 3, 4]},
             "statuses": {"time_left": {seat: times[seat] for seat in awaited}, "bot_seats": [0, 1],
                          "away_seats": [2, 3, 4]},
             "plain": {}}[case]
    for names in NAME_SETS.values():
        marked = {**view, **marks}
        measure = render.measure(marked, language=language, names=names)
        check_readable("temple", marked, measure, language)
        if marks:
            assert measure.of("mark")
        assert all(d.text.strip("…") for d in measure.of("who"))


@pytest.mark.parametrize("game", ["nehemiah", "temple", "architects", "ezra_nehemiah"])
def test_abandoned_and_finished_headers(games, game):
    table = next(t for t, spec in TABLES.items() if spec[0] == game and spec[1] >= 3)
    states = games[table]
    view = engine.view(states[len(states) // 2], None)
    for language in tuple(languages()):
        abandoned = {**view, "abandoned": True, "awaiting": []}
        measure = render.measure(abandoned, language=language, names=LONG.get)
        assert not measure.unreadable()
        assert [d.text for d in measure.of("status")] == [kit.word("render-abandoned", language)]
        check_readable(game, abandoned, measure, language)
        final = engine.view(states[-1], None)
        measure = render.measure(final, language=language, names=LONG.get)
        check_readable(game, final, measure, language)
        assert measure.of("status") and measure.of("who")         # "Game over · Winner:" and the winners


def test_measuring_draws_the_same_pixels_and_notes_on_every_path(games):
    """Measuring changes no pixel; kept panels (pasted) and cached backgrounds give their notes again, so the
    fast path notes what the reference path notes."""
    for table in ("nehemiah-4", "temple-5", "architects-5", "ezra_nehemiah-4"):
        game = TABLES[table][0]
        module = MODULES[game]
        view = engine.view(games[table][len(games[table]) // 2], None)
        plain, _ = module.draw_board(view, "en", NAMES.get)
        with kit.measuring() as measure:
            measured, _ = module.draw_board(view, "en", NAMES.get)
        assert measured.tobytes() == plain.tobytes()
        again = render.measure(view, names=NAMES.get)           # panels kept by the drawings above: pasted
        reference = render.measure(view, names=NAMES.get, fast=False)
        assert again.texts == reference.texts == measure.texts
        assert len(measure.of(kit.SCORE)) == len(expected_scores(game, view))
    assert kit._frames == []


@pytest.mark.parametrize("table", list(TABLES))
def test_pictures_stay_small(games, table):
    """The larger header (and Ezra and Nehemiah's turn strip) keep the PNGs well within the limit."""
    game = TABLES[table][0]
    states = games[table]
    for state in (states[len(states) // 2], states[-1]):
        picture = render.board(engine.view(state, None), language="pl", names=LONG.get)
        pictures.check_png(picture, range(MODULES[game].W, MODULES[game].W + 1), range(500, 2401))
        assert len(picture.png) < 300 * 1024
