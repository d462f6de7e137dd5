"""Hand-made views of both games: tied places, the largest amounts, names the fonts cannot draw,
the final score columns, abandoned and finished games, an eliminated Temple city."""
from __future__ import annotations

import copy
import os
import random

from data.locale import languages

import pytest
from PIL import Image, ImageChops, ImageDraw

import engine
import render
from engine.fuzz import play
from engine.temple.content import CONTENT, GOODS
from render import kit, nehemiah, temple

from . import pictures

PLAIN = {0: "Ann", 1: "Bob", 2: "Cyd", 3: "Dee", 4: "Eve"}
# what the bundled fonts cannot draw: emoji (no colour emoji font), CJK (the fallback face), Arabic
# (right to left, shaped), a name of zero-width characters only, an empty name
ODD = {0: "Ann 🎲🎲", 1: "山田太郎", 2: "محمد علي", 3: "\u200b\u200d\u2060", 4: ""}


def plain(seat: int) -> str:
    return PLAIN[seat]


def odd(seat: int) -> str:
    return ODD[seat]


def states_of(game: str, players: int, options, seed: int) -> list:
    states = [engine.new_game(game, players, options=options, seed=seed)]
    run = play(game, players, options, seed, checks=False, on_step=states.append)
    assert run.failures == [] and states[-1].over
    return states


@pytest.fixture(scope="module")
def nehemiah_states() -> list:
    return states_of("nehemiah", 4, {"leaders": True}, 541)


@pytest.fixture(scope="module")
def temple_states() -> list:
    return states_of("temple", 4, None, 704)


def middle(states: list):
    """A state in the middle of the game that awaits someone."""
    return next(s for s in states[len(states) // 2:] if engine.pending(s))


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[tuple, str, str]]:
    """Every string drawn on a picture while the test runs: (xy, text, font file name)."""
    calls: list[tuple[tuple, str, str]] = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, *args, **kwargs):
        font = kwargs.get("font")
        calls.append((tuple(xy), text, os.path.basename(getattr(font, "path", "") or "")))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    return calls


def texts(calls) -> list[str]:
    return [text for _, text, _ in calls]


def region(image: Image.Image, box) -> bytes:
    return image.crop(tuple(int(v) for v in box)).tobytes()


# --- (1) tied places: standard competition ranking (1, 1, 3) ------------------------------------

def test_nehemiah_tied_places(nehemiah_states):
    view = engine.view(nehemiah_states[-1], None)
    for p in view["players"]:
        p["vp"] = {0: 30, 1: 30, 2: 20, 3: 10}[p["seat"]]
    tied = dict(view, ranking=[[0, 1], [2], [3]])
    untied = dict(view, ranking=[[0], [1], [2], [3]])
    alt = nehemiah.board_alt(tied, "en", plain)
    assert "1. Ann = Bob 30 VP" in alt and "3. Cyd 20 VP" in alt and "4. Dee 10 VP" in alt
    assert "2. " not in alt
    # the medal of the third player says 3 whether the two ahead are tied or not; the second says 1
    lay = nehemiah.layout(4, len(view["columns"]), True, True)
    a, _ = nehemiah.draw_board(tied, "en", plain)
    b, _ = nehemiah.draw_board(untied, "en", plain)
    band = lambda s: (lay.panel_box(s)[0], lay.panel_box(s)[1], lay.panel_box(s)[2], lay.panel_box(s)[1] + 56)
    assert region(a, band(2)) == region(b, band(2))
    assert region(a, band(3)) == region(b, band(3))
    assert region(a, band(1)) != region(b, band(1))


def test_temple_tied_places(temple_states):
    view = engine.view(temple_states[-1], None)
    for p in view["players"]:
        p["active"] = True
        p["score"] = {0: 30, 1: 30, 2: 20, 3: 10}[p["seat"]]
    tied = dict(view, ranking=[[0, 1], [2], [3]])
    untied = dict(view, ranking=[[0], [1], [2], [3]])
    alt = temple.board_alt(tied, "en", plain)
    assert "1. Ann = Bob 30 points" in alt and "3. Cyd 20 points" in alt and "4. Dee 10 points" in alt
    assert "2. " not in alt
    lay = temple.layout(4, True)
    a, _ = temple.draw_board(tied, "en", plain)
    b, _ = temple.draw_board(untied, "en", plain)
    band = lambda s: (lay.panel_box(s)[0], lay.panel_box(s)[1], lay.panel_box(s)[2], lay.panel_box(s)[1] + 40)
    assert region(a, band(2)) == region(b, band(2))
    assert region(a, band(1)) != region(b, band(1))


# --- (2) the largest amounts fit their boxes ------------------------------------------------------

# Generous maxima, far above what a Temple game reaches: a few dozen drachmas and goods, food (counted
# x100) a few thousand. The screen must draw these at full size without touching anything else.
MAXIMA = {"drachmas": 999, "wood": 99, "stone": 99, "food": 9900}


def only_inside(a: Image.Image, b: Image.Image, boxes) -> None:
    """The two pictures differ inside every box and nowhere outside them."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    for box in boxes:
        assert diff.crop(box).getbbox() is not None, f"nothing drawn in {box}"
    mask = Image.new("L", diff.size, 255)
    ImageDraw.Draw(mask).rectangle((0, 0, diff.width, diff.height), fill=255)
    for box in boxes:
        mask.paste(0, box)
    assert Image.composite(diff, Image.new("RGB", diff.size), mask).getbbox() is None


def test_temple_screen_fits_the_largest_amounts(temple_states):
    view = engine.view(middle(temple_states), 0)
    view["market_step"] = None
    low, high = copy.deepcopy(view), copy.deepcopy(view)
    for good in GOODS:
        low["players"][0][good] = 0
        high["players"][0][good] = MAXIMA[good]
    for v, (workers, drachmas, food, score) in ((low, (0, 0, 0, 0)), (high, (99, 99, 9900, -188))):
        v["players"][0].update(workers=workers, score=score, wage_bill={"drachmas": drachmas, "food": food})
    boxes = temple.screen_number_boxes()
    only_inside(temple.draw_screen(low, "en", plain)[0], temple.draw_screen(high, "en", plain)[0],
                list(boxes.values()))
    # and at full size, not shrunk
    for key, value in {**MAXIMA, "workers": 99, "score": -188}.items():
        x0, _, x1, _ = boxes[key]
        assert kit.fit_font(str(value), x1 - x0, 36, 10, True) == 36, key
    for key in ("wage_drachmas", "wage_food"):
        x0, _, x1, _ = boxes[key]
        assert kit.fit_font(str(temple.SCREEN_MAX[key]), x1 - x0, 26, 10, True) == 26, key
    # the boxes do not overlap each other or the divider
    ordered = sorted(boxes.values())
    assert all(a[2] < b[0] for a, b in zip(ordered, ordered[1:]))
    divider = temple.screen_slot("workers")[0] - temple.SCREEN_SLOT_PAD
    assert boxes["food"][2] < divider < boxes["workers"][0]


def test_temple_screen_fits_a_large_declaration(temple_states):
    view = engine.view(middle(temple_states), 0)
    low, high = copy.deepcopy(view), copy.deepcopy(view)
    low["market_step"] = {"side": "buy", "declared": [0], "mine": [0, 0, 0]}
    high["market_step"] = {"side": "buy", "declared": [0], "mine": [99, 99, 9900]}
    only_inside(temple.draw_screen(low, "en", plain)[0], temple.draw_screen(high, "en", plain)[0],
                temple.declared_boxes())


@pytest.mark.parametrize("players", [3, 4])
def test_temple_board_fits_the_largest_goods(temple_states, players):
    view = engine.view(middle(temple_states), None)
    view["players"] = view["players"][:players]
    view["awaiting"] = []
    low, high = copy.deepcopy(view), copy.deepcopy(view)
    for p in low["players"]:
        p.update({good: 0 for good in GOODS})
    for p in high["players"]:
        p.update(MAXIMA)
    lay = temple.layout(players, False)
    boxes = [box for s in range(players) for box in temple.city_goods_boxes(lay.panel_box(s)).values()]
    only_inside(temple.draw_board(low, "en", plain)[0], temple.draw_board(high, "en", plain)[0], boxes)
    for s in range(players):
        for good, (x0, _, x1, _) in temple.city_goods_boxes(lay.panel_box(s)).items():
            assert kit.fit_font(str(MAXIMA[good]), x1 - x0, 21, 10, True) == 21


# --- (3) names the fonts cannot draw ---------------------------------------------------------------

def no_tofu(calls) -> None:
    """Every character drawn is in the cmap of the face that drew it (no .notdef boxes)."""
    for _, text, face in calls:
        if face:
            missing = [c for c in text if not c.isspace() and ord(c) not in kit.cmap(face)]
            assert not missing, (text, face, missing)


def ink(image: Image.Image, box, background) -> int:
    """How many pixels of `box` are not the background colour."""
    part = image.convert("RGB").crop(box)
    return sum(count for count, colour in part.getcolors(part.width * part.height) if colour != background)


def check_names(calls, alt: str, seats) -> None:
    drawn_text = " ".join(texts(calls))
    assert "山田太郎" in drawn_text and "محمد علي" in drawn_text and "Ann ◆◆" in drawn_text
    assert any(text == "山田太郎" and face == "DroidSansFallback.ttf" for _, text, face in calls)
    assert "Player 4" in drawn_text
    assert "\u200b" not in drawn_text and "\u200b" not in alt
    no_tofu(calls)
    for seat in seats:
        shown = {0: "Ann 🎲🎲", 1: "山田太郎", 2: "محمد علي", 3: "Player 4", 4: "Player 5"}[seat]
        assert shown in alt


def test_nehemiah_odd_names(nehemiah_states, drawn):
    kit.name_width.cache_clear()
    state = middle(nehemiah_states)
    picture = render.board(engine.view(state, None), names=odd)
    pictures.check_png(picture, range(1500, 1701), range(400, 2401))
    check_names(drawn, picture.alt, [s for s in range(4) if s in {d.seat for d in engine.pending(state)}])
    final = nehemiah.draw_board(engine.view(nehemiah_states[-1], None), "en", odd)
    assert all(name in final[1] for name in ("Ann 🎲🎲", "山田太郎", "محمد علي", "Player 4"))
    for seat in range(4):
        drawn.clear()
        image, alt = nehemiah.draw_screen(engine.view(state, seat), "pl", odd)
        assert {0: "Ann 🎲🎲", 1: "山田太郎", 2: "محمد علي", 3: "Gracz 4"}[seat] in alt
        no_tofu(drawn)
        # the header's name is drawn (not blank): there is ink beside the badge
        background = kit.darker(kit.seats_of(engine.view(state, seat))[seat].colour, 0.45)
        assert ink(image, (nehemiah.M + 60, 12, nehemiah.M + 300, nehemiah.SCREEN_HEADER_H - 12), background) > 80


def test_nehemiah_empty_name(nehemiah_states, drawn):
    names = {0: "", 1: " \u00ad ", 2: "\u2800", 3: "\ufeff"}.get
    image, alt = nehemiah.draw_board(engine.view(nehemiah_states[-1], None), "en", names)
    assert all(f"Player {seat + 1}" in alt for seat in range(4))
    assert all(f"Player {seat + 1}" in texts(drawn) for seat in range(4))


def test_temple_odd_names(temple_states, drawn):
    state = middle(temple_states)
    view = engine.view(state, None)
    five = copy.deepcopy(view)                      # a fifth player with an empty name
    extra = copy.deepcopy(five["players"][3])
    extra.update(seat=4, colour="purple")
    five["players"].append(extra)
    picture = render.board(five, names=odd)
    pictures.check_png(picture, range(1600, 1601), range(500, 2001))
    assert "Player 5" in picture.alt
    check_names(drawn, picture.alt, [s for s in range(4) if s in {d.seat for d in engine.pending(state)}])
    assert "Player 5" in texts(drawn)
    for seat in range(4):
        drawn.clear()
        image, alt = temple.draw_screen(engine.view(state, seat), "en", odd)
        assert {0: "Ann 🎲🎲", 1: "山田太郎", 2: "محمد علي", 3: "Player 4"}[seat] in alt
        no_tofu(drawn)
        background = kit.darker(kit.seats_of(view)[seat].colour, 0.45)
        assert ink(image, (temple.M + 60, 12, temple.M + 300, temple.SCREEN_HEADER_H - 12), background) > 80


def test_a_missing_glyph_is_a_placeholder():
    assert kit.name_runs("Ann 🎲", True) == (("DejaVuSans-Bold.ttf", "Ann ◆"),)
    # an emoji sequence (family, flag, skin tone) is one placeholder
    assert kit.name_runs("👨\u200d👩\u200d👧 🇵🇱 👍🏽", False) == (("DejaVuSans.ttf", "◆ ◆ ◆"),)
    assert kit.name_runs("Jan 山田", False) == (("DejaVuSans.ttf", "Jan "), ("DroidSansFallback.ttf", "山田"))
    assert kit.name_runs("राहुल", False)[0][0] == "NotoSansDevanagari-Regular.ttf"
    assert "\uE000" not in "".join(part for _, part in kit.name_runs("a\uE000b", False))
    assert kit.face_for("A") == "DejaVuSans.ttf" and kit.face_for("\U0001F3B2") is None


def test_plain_text_runs_equal_the_cluster_walk():
    rng = random.Random(5)
    plain = sorted(kit._plain(False))
    tricky = [" ", "\t", "\u00a0", "\u0301", "\u200d", "\ufe0f", "\U0001F1F5", "\U0001F3FD", "山", "🎲", "\uE000"]
    for _ in range(3000):
        s = "".join(rng.choice(tricky) if rng.random() < 0.2 else rng.choice(plain)
                    for _ in range(rng.randint(0, 10)))
        for bold in (False, True):
            assert kit.name_runs.__wrapped__(s, bold) == kit._walked_runs(s, bold), repr(s)
    assert kit.name_runs("Ann Kowalska · 3 PZ", True) == (("DejaVuSans-Bold.ttf", "Ann Kowalska · 3 PZ"),)
    assert kit.name_runs("a \u0301b", False) == kit._walked_runs("a \u0301b", False) != (("DejaVuSans.ttf", "a \u0301b"),)


def test_names_shrink_then_ellipsize():
    s, size = kit.fit_name("山田太郎" * 10, 120, 22, 14, True)
    assert size == 14 and s.endswith("…") and kit.name_width(s, size, True) <= 120


def test_a_long_text_is_cut_where_a_character_at_a_time_would_cut_it_with_few_widths():
    # the header's last move: hundreds of characters cut to the width left (a width per character
    # was 45 ms of a 70 ms board, each a miss of the width caches)
    text = " · ".join(f"P{n % 4} places stone {n} in the Temple (row {n % 3}, column 2)" for n in range(12))
    for width in (60, 333, 900, 2000):
        widths: list[str] = []

        def fits(part: str) -> bool:
            widths.append(part)
            return kit.text_width(part, 22) <= width
        expected = text
        while expected and kit.text_width(expected + "…", 22) > width:
            expected = expected[:-1]
        assert kit.cut(text, fits) == expected.rstrip() + "…"
        assert len(widths) <= len(text).bit_length() + 1
    assert kit.cut("abc", lambda part: False) == "…"
    assert kit.ellipsize(text, 333, 22) == kit.cut(text, lambda part: kit.text_width(part, 22) <= 333)
    name, size = kit.fit_name(text, 333, 22, 22)
    assert size == 22 and text.startswith(name[:-1]) and kit.name_width(name, 22) <= 333
    assert kit.name_width(text[:len(name)] + "…", 22) > 333         # one character more does not fit


# --- (4) the final score keeps the same columns for every player ---------------------------------

def test_nehemiah_final_columns(nehemiah_states, monkeypatch):
    view = engine.view(nehemiah_states[-1], None)
    view["players"][0]["vp_parts"] = {"influence": 10, "gates": 4, "leaders": 3}
    view["players"][1]["vp_parts"] = {"influence": 12, "cards": 11, "wood": 1}
    view["players"][2]["vp_parts"] = {"influence": 0}
    view["players"][3]["vp_parts"] = {}
    columns = nehemiah.part_columns(view)
    assert columns == ("influence", "gates", "cards", "leaders", "wood")
    rows: list[tuple[int, int]] = []
    original = kit.icon_row

    def spy(canvas, draw, x, y, icon, count, **kwargs):
        if kwargs.get("size") == 20 and kwargs.get("gap") == 4:     # the final score row
            rows.append((x, count))
        return original(canvas, draw, x, y, icon, count, **kwargs)

    monkeypatch.setattr(kit, "icon_row", spy)
    nehemiah.draw_board(view, "en", plain)
    lay = nehemiah.layout(4, len(view["columns"]), True, True)
    for p in view["players"]:
        x0, _, x1, _ = lay.panel_box(p["seat"])
        shown = [count for x, count in rows if x0 <= x < x1]
        assert shown == [p["vp_parts"].get(k, 0) for k in columns]


def test_temple_final_columns(temple_states, drawn):
    view = engine.view(temple_states[-1], None)
    for p in view["players"]:
        p["active"] = True
    view["players"][0]["score_parts"] = {"built": 20, "holy": 10, "unbuilt": -5}
    view["players"][1]["score_parts"] = {"built": 8, "holy": 0, "unbuilt": 0}
    view["players"][2]["score_parts"] = {"built": 0, "unbuilt": -12}
    lay = temple.layout(4, True)
    temple.draw_board(view, "en", plain)
    at = {(round(xy[0]), round(xy[1])): text for xy, text, _ in drawn}
    for p in view["players"]:
        x0, y0, x1, _ = lay.panel_box(p["seat"])
        columns = temple.final_columns(x0, x1, True, "en")
        assert [key for key, *_ in columns] == ["built", "holy", "unbuilt"]
        for key, _, _, number_x in columns:
            value = (p.get("score_parts") or {}).get(key, 0)
            assert at.get((number_x, y0 + temple.PANEL_H + 46)) == kit.signed(value), (p["seat"], key)


# --- (5) abandoned and finished games show nobody to move ----------------------------------------

WAITING_WORDS = ("Waiting for", "to move", "bidding", "declaring", "Czekamy na", "ruch", "licytuje", "deklaruje",
                 "En attente de", "à jouer", "enchérit", "déclare")


def highlight_pixels(image: Image.Image, top: int) -> int:
    part = image.convert("RGB").crop((0, top, image.width, image.height))
    return sum(count for count, colour in part.getcolors(part.width * part.height) if colour == kit.HIGHLIGHT)


@pytest.mark.parametrize("language", languages())
def test_nehemiah_abandoned_and_finished(nehemiah_states, drawn, language):
    state = middle(nehemiah_states)
    view = engine.view(state, None)
    lay = nehemiah.layout(4, len(view["columns"]), True, False)
    waiting, _ = nehemiah.draw_board(view, language, plain)
    assert highlight_pixels(waiting, lay.players_y - 6) > 0       # the awaited player's frame
    assert any(w in t for t in texts(drawn) for w in WAITING_WORDS)
    for abandoned in (True, False):
        drawn.clear()
        image, alt = nehemiah.draw_board(dict(view, awaiting=[], abandoned=abandoned), language, plain)
        assert not any(w in t for t in texts(drawn) for w in WAITING_WORDS), texts(drawn)
        assert highlight_pixels(image, lay.players_y - 6) == 0
        banner = kit.word("render-abandoned", language)
        assert (banner in texts(drawn)) == abandoned
        assert (kit.word("render-alt-abandoned", language) in alt) == abandoned
        assert "Waiting" not in alt and "Czekamy" not in alt
    drawn.clear()
    image, alt = nehemiah.draw_board(engine.view(nehemiah_states[-1], None), language, plain)
    assert not any(w in t for t in texts(drawn) for w in WAITING_WORDS)
    assert "Waiting" not in alt and "Czekamy" not in alt


@pytest.mark.parametrize("language", languages())
def test_temple_abandoned_and_finished(temple_states, drawn, language):
    state = middle(temple_states)
    view = engine.view(state, None)
    assert all(kit.Seat.of(p["seat"], p["colour"]).colour != kit.HIGHLIGHT for p in view["players"])
    waiting, _ = temple.draw_board(view, language, plain)
    assert highlight_pixels(waiting, temple.PLAYERS_Y - 6) > 0
    assert any(w in t for t in texts(drawn) for w in WAITING_WORDS)
    for abandoned in (True, False):
        drawn.clear()
        image, alt = temple.draw_board(dict(view, awaiting=[], abandoned=abandoned), language, plain)
        assert not any(w in t for t in texts(drawn) for w in WAITING_WORDS), texts(drawn)
        assert highlight_pixels(image, temple.PLAYERS_Y - 6) == 0
        assert (kit.word("render-abandoned", language) in texts(drawn)) == abandoned
        assert (kit.word("render-alt-abandoned", language) in alt) == abandoned
        assert "Waiting" not in alt and "Czekamy" not in alt
    drawn.clear()
    final = engine.view(temple_states[-1], None)
    assert final["ranking"]
    image, alt = temple.draw_board(final, language, plain)
    assert not any(w in t for t in texts(drawn) for w in WAITING_WORDS)
    assert "Waiting" not in alt and "Czekamy" not in alt


# --- (6) an eliminated Temple player keeps the record of what they built ----------------------------

def eliminated(view: dict, seat: int, built: list[int]) -> dict:
    view = copy.deepcopy(view)
    p = view["players"][seat]
    p.update(active=False, eliminated_in=3, unbuilt=[], holy=0,
             built=[{"card": card, "seq": i + 1} for i, card in enumerate(built)])
    view["awaiting"] = [a for a in view.get("awaiting") or [] if a["seat"] != seat]
    return view


def test_temple_eliminated_city_shows_what_was_built(temple_states, drawn):
    cards = sorted(CONTENT.card)[:2]
    base = engine.view(middle(temple_states), None)
    with_built = eliminated(base, 1, cards)
    without = eliminated(base, 1, [])
    image, alt = temple.draw_board(with_built, "en", plain)
    assert "Built: 2" in texts(drawn) and "No concessions yet" not in texts(drawn)
    assert "Out of the game since round 3" in texts(drawn)
    other, _ = temple.draw_board(without, "en", plain)
    x0, y0, x1, y1 = temple.layout(4, False).panel_box(1)
    concessions = (x0 + 14, y0 + 258, x1 - 14, y0 + temple.PANEL_H - 10)
    assert region(image, concessions) != region(other, concessions)
    # the screen: the cards, greyed, with the reason
    drawn.clear()
    mine = eliminated(engine.view(middle(temple_states), 1), 1, cards)
    image, alt = temple.draw_screen(mine, "en", plain)
    assert "Built: 2" in texts(drawn) and "No concessions yet" not in texts(drawn)
    assert "Out of the game since round 3" in texts(drawn)
    assert "concessions built: 2" in alt
