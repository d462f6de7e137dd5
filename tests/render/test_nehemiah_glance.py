"""Nehemiah's board at a glance (issue 30): every number a player needs reads in chat, and the last move
is on the board.

Real boards of random games (2 players without the leaders, 4 with them), early, in the middle, during
an auction and at the end, in English, Polish and French, with ordinary and very long names:
- render.measure() finds no text of kit.CHAT_ROLES under kit.CHAT_MIN_PX at 550 px, and the kit.KEY
  texts are the counts of the view where they belong: each board's cubes per player, the cards left
  in the decks, the gates left, the free cards of each column, the last auction's bids, each
  player's workers, cubes, gates, leaders and, at the end, wood and gold (secret before);
- no label is cut (only players' names may be) and no KEY number runs into another;
- with view["before"] and view["last_move"] the header says the last move, the alt text too, and
  what changed is ringed in its owner's colour, nowhere else; without "before" nothing is ringed.
"""
from __future__ import annotations

import copy
import json

import msgspec
import pytest
from PIL import Image, ImageChops, ImageDraw

import engine
import render
from data.locale import languages
from engine.fuzz import play
from render import kit, nehemiah

from .test_chat_size import LONG, NAMES, check_readable

TABLES = {"2-plain": (2, False, 3002), "4-leaders": (4, True, 3004)}
NAME_SETS = {"names": NAMES.get, "long": LONG.get}
LINES = {"en": "Ann sends a worker to column 2", "pl": "Ann wysyła robotnika do kolumny 2",
         "fr": "Ann envoie un ouvrier en colonne 2"}


@pytest.fixture(scope="module")
def games() -> dict:
    out = {}
    for table, (players, leaders, seed) in TABLES.items():
        options = {"leaders": leaders}
        states = [engine.new_game("nehemiah", players, options=options, seed=seed)]
        run = play("nehemiah", players, options, seed, checks=False, on_step=states.append)
        assert run.failures == [] and states[-1].over
        out[table] = states
    return out


def picks(states: list) -> dict:
    picked = {"early": states[len(states) // 5], "middle": states[len(states) // 2], "end": states[-1]}
    auction = [s for s in states if (engine.view(s, None).get("leaders") or {}).get("auction")]
    if auction:                                     # the tall leaders' strip, with the last auction's bids
        picked["auction"] = next((s for s in auction if engine.view(s, None)["leaders"]["last"]), auction[0])
    return picked


def public(state) -> dict:
    """The public view as the bot keeps it for the next picture (JSON)."""
    return json.loads(msgspec.json.encode(engine.view(state, None)))


def mover(before_state) -> int | None:
    pending = engine.pending(before_state)
    return pending[0].seat if pending else None


def marked(states: list, i: int, language: str = "en") -> dict:
    """The view of states[i] as posted after the move from states[i - 1]."""
    return {**engine.view(states[i], None), "before": public(states[i - 1]),
            "last_move": {"seat": mover(states[i - 1]), "lines": [LINES.get(language, LINES["en"])]}}


def keys_in(keys: list[kit.Drawn], box) -> list[str]:
    """The KEY texts whose centre is inside `box`."""
    x0, y0, x1, y1 = box
    return [d.text for d in keys if x0 <= (d.box[0] + d.box[2]) / 2 <= x1 and y0 <= (d.box[1] + d.box[3]) / 2 <= y1]


def overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def check_keys(view: dict, measure: kit.Measure) -> None:
    """Every number a player needs is a KEY text where it belongs, readable in chat."""
    lay = nehemiah.layout_of(view)
    assert measure.width == nehemiah.W and measure.height == lay.height <= 2400
    keys = measure.of(kit.KEY)
    assert all(d.size >= kit.READABLE for d in keys)
    for b, name in enumerate(nehemiah.BOARDS):
        for s, count in enumerate(view["boards"][name]):
            assert keys_in(keys, lay.board_row(b, s)) == [str(count)], (name, s)
    supply = keys_in(keys, lay.supply_box())
    assert supply[:4] == [str(v) for v in view["decks"]] + [str(view["discard"])]
    assert supply[4] == str(view["gates_left"])
    for c, column in enumerate(view["columns"]):
        free = [] if not column else [str(sum(slot["worker"] is None for slot in column))]
        assert keys_in(keys, nehemiah._free_box(lay, c)) == free
    for p in view["players"]:
        shown = keys_in(keys, lay.panel_box(p["seat"]))
        expected = [p["workers"], p["cubes_supply"], p["gates"]]
        expected += [p["set_aside"], len(p["leaders"])] if lay.leaders else []
        expected += [p["neutral"]] if lay.players == 2 else []
        if view["over"]:
            expected += [p["wood"], p["gold"]]          # as drawn: public at the end only
        else:
            assert "wood" not in p and "gold" not in p
        assert sorted(shown) == sorted(map(str, expected)), (p["seat"], shown)
    info = view.get("leaders") or {}
    last = info.get("last")
    seats = kit.seats_of(view)
    for s, bid in enumerate((last or {}).get("bids") or []):
        assert keys_in(keys, nehemiah._last_box(lay, seats, last, s)) == [str(v) for v in bid]
    if info.get("auction"):
        assert f"{len(info['auction']['bids_in'])}/{len(seats)}" in [d.text for d in keys]
    for i, d in enumerate(keys):
        assert d.box[1] > kit.HEADER_H and d.box[3] <= measure.height
        assert not any(overlap(d.box, e.box) for e in keys[i + 1:]), (d, keys)


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("table", list(TABLES))
def test_key_numbers_read_in_chat(games, table, language):
    for pick, state in picks(games[table]).items():
        view = engine.view(state, None)
        for names in NAME_SETS.values():
            measure = render.measure(view, language=language, names=names)
            check_readable("nehemiah", view, measure, language)
            check_keys(view, measure)


@pytest.fixture
def drawn(monkeypatch) -> list[str]:
    """Every string drawn while the test runs."""
    calls: list[str] = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, *args, **kwargs):
        calls.append(text)
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    return calls


@pytest.mark.parametrize("language", languages())
def test_labels_are_never_cut(games, drawn, language):
    """Only a player's name may end with "…" (a long one): every label of the board fits its room."""
    for table in TABLES:
        for pick, state in picks(games[table]).items():
            nehemiah._static.cache_clear()          # its labels are drawn again, and seen
            view = marked(games[table], games[table].index(state), language)
            drawn.clear()
            nehemiah.draw_board(view, language, LONG.get)
            shown = [kit.shown_names(LONG.get, language)(s) for s in range(len(view["players"]))]
            cut = [t for t in drawn if "…" in t and not any(name.startswith(t.rstrip("…")) for name in shown)]
            assert not cut, (table, pick, cut)
    nehemiah._static.cache_clear()


def test_pictures_fit_one_picture():
    """2-4 players, with or without the leaders, during an auction and at the end: 1600 px wide and well
    under 2400 px tall."""
    for players in (2, 3, 4):
        for leaders in (False, True):
            for over in (False, True):
                for auction in (False, True):
                    lay = nehemiah.layout(players, 4 if players == 3 else 5, leaders, over, auction)
                    assert lay.height <= 2000, (players, leaders, over, auction, lay.height)
                    assert lay.players_y + lay.panel_h + nehemiah.M == lay.height


# --- the last move -----------------------------------------------------------------------------------

def rgb(image) -> Image.Image:
    return image.convert("RGB")


def changed(a: Image.Image, b: Image.Image) -> Image.Image:
    """A mask of the pixels that differ in any channel (255) between two rgb() pictures."""
    red, green, blue = ImageChops.difference(a, b).split()
    return ImageChops.lighter(ImageChops.lighter(red, green), blue).point(lambda v: 255 if v else 0)


def any_in(mask: Image.Image, box) -> bool:
    return mask.crop(tuple(box)).getbbox() is not None


def grow(box, by: int = 14) -> tuple[int, int, int, int]:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def ring_near(image: Image.Image, plain: Image.Image, box, seat: kit.Seat) -> bool:
    """Is there a new ring in `seat`'s colour around `box` (kit.changed) in `image`, that the `plain`
    drawing has not (both rgb())?"""
    x0, y0, x1, y1 = grow(box, 10)
    part, before = image.crop((x0, y0, x1, y1)).tobytes(), plain.crop((x0, y0, x1, y1)).tobytes()
    colour = bytes(seat.colour)
    new = sum(1 for i in range(0, len(part), 3) if part[i:i + 3] == colour and before[i:i + 3] != colour)
    return new >= (x1 - x0) + (y1 - y0)


def count_box(lay, seat: int, key: str) -> tuple[int, int, int, int]:
    cx, cy, _ = next(slot for slot in nehemiah._count_slots(lay, seat) if slot[2] == key)
    return (cx, cy - 16, cx + 80, cy + 16)


def expected_marks(view: dict, before: dict, lay, seats) -> list[tuple[str, tuple, kit.Seat]]:
    """The parts the picture must ring in their owner's colour: cubes placed or taken (the cube's
    owner), workers placed, activated or moved (the worker's), gates built and leaders hired (the
    player's), sealed bids made (the bidder's)."""
    marks = []
    for b, name in enumerate(nehemiah.BOARDS):
        for s, (new, old) in enumerate(zip(view["boards"][name], before["boards"][name])):
            if new != old:
                marks.append((f"{name} cubes of seat {s}", lay.board_row(b, s), seats[s]))
    for c, (new, old) in enumerate(zip(view["columns"], before["columns"])):
        if not new or not old or all(a["card"] != o["card"] for a, o in zip(new, old)):
            continue
        for p, (a, o) in enumerate(zip(new, old)):
            worker = a.get("worker")
            if a != o and a["card"] == o["card"] and worker and not worker["neutral"]:
                marks.append((f"worker on column {c + 1}, card {p + 1}", lay.card_box(c, p), seats[worker["seat"]]))
    for p, q in zip(view["players"], before["players"]):
        for key in ("gates", "leaders"):
            if p[key] != q[key]:
                marks.append((f"{key} of seat {p['seat']}", count_box(lay, p["seat"], key), seats[p["seat"]]))
    auction, was = (view.get("leaders") or {}).get("auction"), (before.get("leaders") or {}).get("auction")
    if auction and was and auction["leader"] == was["leader"]:
        for s in set(auction["bids_in"]) - set(was["bids_in"]):
            marks.append((f"bid of seat {s}", nehemiah._bids_in_box(lay, s), seats[s]))
    return marks


def may_ring(view: dict, before: dict, lay, seats) -> list[tuple]:
    """Every part a ring may be around: the expected marks, a column dealt anew or removed, a card moved
    or a neutral worker placed, the gates left, the last auction's winning bid."""
    boxes = [box for _, box, _ in expected_marks(view, before, lay, seats)]
    for c, (new, old) in enumerate(zip(view["columns"], before["columns"])):
        if new != old:
            boxes += [lay.column_box(c)]
    if view["gates_left"] != before["gates_left"]:
        boxes.append(nehemiah._gates_box(lay))
    last = (view.get("leaders") or {}).get("last")
    if last and last != (before.get("leaders") or {}).get("last"):
        boxes.append(nehemiah._last_box(lay, seats, last, last["winner"]))
    return boxes


def check_last_move(states: list, i: int, language: str = "en") -> list[str]:
    """Draw states[i] with and without the move from states[i - 1]; returns what was ringed."""
    view = marked(states, i, language)
    plain = engine.view(states[i], None)
    drawn, alt = nehemiah.draw_board(view, language, NAMES.get)
    plain_drawn, plain_alt = nehemiah.draw_board(plain, language, NAMES.get)
    with_move, without = rgb(drawn), rgb(plain_drawn)
    lay, seats = nehemiah.layout_of(view), kit.seats_of(view)
    # the header's third row and the alt text say the last move
    assert LINES.get(language, LINES["en"]) in alt and kit.last_move_alt(view, language) in alt
    assert LINES.get(language, LINES["en"]) not in plain_alt
    diff = changed(with_move, without)
    width, height = diff.size
    assert any_in(diff, (0, kit.LAST_RULE_Y, width, kit.HEADER_H - 4))
    # rings where something changed, in its owner's colour
    marks = expected_marks(view, view["before"], lay, seats)
    for what, box, seat in marks:
        assert any_in(diff, grow(box)), what
        assert ring_near(with_move, without, box, seat), what
    # and nowhere else on the board
    stray = diff.copy()
    blank = ImageDraw.Draw(stray)
    blank.rectangle((0, 0, width, kit.HEADER_H - 1), fill=0)
    for box in may_ring(view, view["before"], lay, seats):
        x0, y0, x1, y1 = grow(box, 24)
        blank.rectangle((max(0, x0), max(0, y0), x1 - 1, y1 - 1), fill=0)
    assert stray.getbbox() is None, stray.getbbox()
    # without a previous picture: the last move in the header, no ring
    alone, _ = nehemiah.draw_board({**plain, "last_move": view["last_move"]}, language, NAMES.get)
    alone = changed(rgb(alone), without)
    assert not any_in(alone, (0, kit.HEADER_H, width, height))
    assert any_in(alone, (0, kit.LAST_RULE_Y, width, kit.HEADER_H - 4))
    return [what for what, _, _ in marks]


def kinds(marks: list[str]) -> set[str]:
    return {what.split(" ")[0] for what in marks}


@pytest.mark.parametrize("table", list(TABLES))
def test_the_last_move_is_ringed(games, table):
    """Moves of every kind, early and late: each change is ringed in its owner's colour."""
    states = games[table]
    seen: set[str] = set()
    needed = {"worker", "wall", "temple", "guard", "gates"} | ({"leaders", "bid"} if TABLES[table][1] else set())
    for i in range(1, len(states)):
        view, before = engine.view(states[i], None), engine.view(states[i - 1], None)
        lay = nehemiah.layout_of(view)
        new = kinds(m for m, _, _ in expected_marks(view, before, lay, kit.seats_of(view))) - seen
        if new & needed:
            seen |= kinds(check_last_move(states, i))
        if needed <= seen:
            break
    assert needed <= seen, needed - seen


@pytest.mark.parametrize("language", languages())
def test_the_last_move_in_every_language(games, language):
    states = games["4-leaders"]
    for i in (len(states) // 5, len(states) // 2, len(states) - 1):
        check_last_move(states, i, language)
        measure = render.measure(marked(states, i, language), language=language, names=LONG.get)
        assert not measure.unreadable()
        assert measure.of("last")


def test_wood_and_gold_changed_at_the_end(games):
    """Both pictures at the end show wood and gold: a change of them is ringed in the player's colour."""
    final = engine.view(games["4-leaders"][-1], None)
    before = copy.deepcopy(final)
    before["players"][2]["wood"] += 3
    before["players"][1]["gold"] += 2
    image = rgb(nehemiah.draw_board({**final, "before": before}, "en", NAMES.get)[0])
    plain = rgb(nehemiah.draw_board(final, "en", NAMES.get)[0])
    lay, seats = nehemiah.layout_of(final), kit.seats_of(final)
    assert ring_near(image, plain, count_box(lay, 2, "wood"), seats[2])
    assert ring_near(image, plain, count_box(lay, 1, "gold"), seats[1])
    assert not ring_near(image, plain, count_box(lay, 0, "wood"), seats[0])
    # a picture before the end shows neither: nothing to compare, nothing ringed
    hidden = copy.deepcopy(before)
    for p in hidden["players"]:
        del p["wood"], p["gold"]
    image = rgb(nehemiah.draw_board({**final, "before": hidden}, "en", NAMES.get)[0])
    assert not any_in(changed(image, plain), (0, lay.players_y, image.width, image.height))


def test_marks_on_the_fast_path(games):
    """Rings are drawn over kept panels, never kept in them: consecutive marked boards drawn with the
    panels kept are the reference drawings, and measure the same texts."""
    states = games["4-leaders"]
    middle = len(states) // 2
    kit.clear_regions()
    for i in range(middle, middle + 10):
        view = marked(states, i)
        with kit.caching(True):
            fast, _ = nehemiah.draw_board(view, "en", NAMES.get)
        with kit.caching(False):
            reference, _ = nehemiah.draw_board(view, "en", NAMES.get)
        assert fast.tobytes() == reference.tobytes(), i
        assert render.measure(view, names=NAMES.get).texts == render.measure(view, names=NAMES.get, fast=False).texts


@pytest.mark.slow
@pytest.mark.parametrize("table", list(TABLES))
def test_every_move_of_a_game(games, table):
    """Every 4th board of a whole game, marked: readable in chat, every KEY number in place, every
    change ringed."""
    states = games[table]
    for i in range(1, len(states), 4):
        check_last_move(states, i)
        view = marked(states, i)
        measure = render.measure(view, language="pl", names=LONG.get)
        assert not measure.unreadable()
        check_keys(view, measure)

