"""Architects' board at a glance (issue 30): at chat size (kit.CHAT_WIDTH px wide) every number a player
needs is readable (kit.KEY texts at kit.READABLE px or more: each player's goods, silver, virtue, debts,
workers at home and out, captured workers; the workers at each location, the tax stand, the Guildhall),
the header shows the game's real progress (the Guildhall, the Black Market resets) and never a round
number the game does not have, no label is cut, and the last move is said in the header and the alt text
and marked on the board: what changed since the previous picture (view["before"]) is ringed in its
owner's colour, the Rival's moves too; nothing is ringed without a previous picture."""
from __future__ import annotations

import copy

import pytest
from PIL import Image, ImageChops, ImageDraw

import engine
import render
from data.locale import languages
from engine.fuzz import play
from render import architects, kit

from .test_chat_size import LONG, NAMES, check_readable

TABLES = {"solo": (1, {}), "2": (2, {}), "5": (5, {})}
LANGUAGE = {"solo": "fr", "2": "pl", "5": "en"}     # the quick tests: one language each, all in the sweep
NAME_SETS = {"names": NAMES.get, "long": LONG.get}


@pytest.fixture(scope="module")
def games() -> dict:
    out = {}
    for i, (table, (players, options)) in enumerate(TABLES.items()):
        states = [engine.new_game("architects", players, options=options, seed=3000 + i)]
        run = play("architects", players, options, 3000 + i, checks=False, on_step=states.append)
        assert run.failures == [] and states[-1].over
        out[table] = [engine.view(state, None) for state in states]
    return out


def picks(views: list[dict]) -> dict[str, dict]:
    """Early (first turns after the draft), middle and end."""
    play_views = [v for v in views if v["phase"] in ("play", "final_round")]
    return {"early": play_views[2], "middle": views[len(views) // 2], "end": views[-1]}


def check_glance(view: dict, language: str, names) -> kit.Measure:
    """The chat-size rules of every board (test_chat_size) and Architects' own: the key numbers of each
    player are KEY texts in their panel, the header shows the Guildhall's progress and no round."""
    measure = render.measure(view, language=language, names=names)
    check_readable("architects", view, measure, language)
    assert min(d.size for d in measure.of(kit.KEY)) >= kit.READABLE
    lay = architects.layout(len(view["players"]), bool(view.get("over")))
    keys = measure.of(kit.KEY)
    for p in view["players"]:
        x0, y0, x1, y1 = lay.panel_box(p["index"])
        inside = [d.text for d in keys if x0 <= d.box[0] and d.box[2] <= x1 and y0 <= d.box[1] and d.box[3] <= y1]
        wanted = ["silver", "virtue", "debts_unpaid", "workers"] + ([] if p["rival"] else list(architects.GOODS))
        for key in wanted:
            assert str(p[key]) in inside, (p["index"], key, p[key], inside)
        assert str(architects.placed(view, p["colour"])) in inside
        for n in (p.get("captured") or {}).values():
            assert not n or str(n) in inside
    for location in architects.LOCATIONS:
        for n in (view["locations"].get(location) or {}).values():
            assert not n or str(n) in [d.text for d in keys]
    filled, spaces = architects.progress(view)
    assert f"{filled}/{spaces}" in [d.text for d in keys]
    assert str(view["tax_stand"]) in [d.text for d in keys]
    rounds = measure.of("round")
    assert [d.text for d in rounds] == [kit.word("render-architects-progress", language, filled=filled,
                                                 spaces=spaces)]
    header = " ".join(d.text for d in measure.of(*kit.HEADER_ROLES))
    assert kit.word("render-architects-round", language, round=view["round"]) not in header
    assert kit.word("render-architects-round", language, round=0).split()[0] not in header.split()
    check_spaced(keys)
    return measure


def check_spaced(keys: list[kit.Drawn]) -> None:
    """No key number runs into another, nor into the icon before the next one: on a line, the numbers are
    an icon's width apart at least (every one but the Guildhall's progress follows its icon)."""
    for a in keys:
        for b in keys:
            same_line = min(a.box[3], b.box[3]) - max(a.box[1], b.box[1]) > 4
            if a is not b and same_line and a.box[0] <= b.box[0]:
                assert b.box[0] - a.box[2] >= 16, (a, b)


@pytest.mark.parametrize("table", list(TABLES))
def test_key_numbers_read_in_chat(games, table):
    language = LANGUAGE[table]
    for pick, view in picks(games[table]).items():
        check_glance(view, language, LONG.get if pick == "middle" else NAMES.get)


@pytest.mark.slow                      # every player count's boards, three moments, languages and name sets
@pytest.mark.parametrize("table", list(TABLES))
def test_key_numbers_read_in_chat_everywhere(games, table):
    for view in picks(games[table]).values():
        for language in languages():
            for names in NAME_SETS.values():
                check_glance(view, language, names)


@pytest.fixture
def drawn(monkeypatch) -> list[str]:
    """Every string drawn while the test runs (the cached background and tiles drawn afresh)."""
    calls: list[str] = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, *args, **kwargs):
        calls.append(text)
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    architects._static.cache_clear()
    architects.apprentice_tile.cache_clear()
    yield calls
    architects._static.cache_clear()


def cut_labels(texts: list[str], view: dict, names, language: str) -> list[str]:
    """The drawn texts cut with "…" that are not a player's name (names may be cut, words may not)."""
    shown = architects.player_names(view, names, language)
    whole = [shown(p["index"]) for p in view["players"]] + [" · ".join((view.get("last_move") or {}).get("lines")
                                                                       or [])]
    return [t for t in texts if t.endswith("…") and not any(w.startswith(t[:-1].rstrip()) for w in whole)]


@pytest.mark.parametrize("language", languages())
def test_no_label_is_cut(games, drawn, language):
    """In every language the words of the board (locations, effects, legends, cards, rewards) are whole:
    shrunk, wrapped or left out ("+2"), never cut mid-word."""
    for table in TABLES:
        for view in (games[table][len(games[table]) // 2], games[table][-1]):
            drawn.clear()
            architects._static.cache_clear()
            architects.apprentice_tile.cache_clear()
            kit.clear_regions()
            architects.draw_board(view, language, LONG.get)
            assert len(drawn) > 100
            assert cut_labels(drawn, view, LONG.get, language) == []


# --- the last move ---------------------------------------------------------------------------------

def placements(views: list[dict], rival: bool = False):
    """(before, after, seat, location) of the moves that put a worker of a player (the Rival) at a location."""
    for before, after in zip(views, views[1:]):
        for p in after["players"]:
            if p["rival"] != rival:
                continue
            for location in architects.LOCATIONS:
                old = (before["locations"].get(location) or {}).get(p["colour"], 0)
                if (after["locations"].get(location) or {}).get(p["colour"], 0) > old:
                    yield before, after, p["index"], location


def moved(before: dict, after: dict, seat: int, language: str = "en") -> dict:
    return {**after, "before": before, "last_move": {"seat": seat, "lines": [f"Seat {seat} places a worker"]}}


def ring_pixels(image, box, rgb, pad: int = 9) -> int:
    """Pixels of exactly `rgb` around `box` (the ring kit.changed draws straddles its edge)."""
    x0, y0, x1, y1 = box
    crop = image.crop((x0 - pad, y0 - pad, x1 + pad, y1 + pad))
    r, g, b = ImageChops.difference(crop, Image.new("RGB", crop.size, rgb)).split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b).histogram()[0]


def check_marked(before: dict, after: dict, seat: int, location: str) -> None:
    seats = architects.seats_of(after)
    colour = after["players"][seat]["colour"]
    plain, _ = architects.draw_board(after, "en", NAMES.get)
    marked, alt = architects.draw_board(moved(before, after, seat), "en", NAMES.get)
    box = next(b for c, _, b, _ in architects.location_entries(after, location) if c == colour)
    rgb = seats[seat].colour
    assert ring_pixels(marked, box, rgb) > ring_pixels(plain, box, rgb) + 100, (seat, location)
    changes = architects.board_changes(moved(before, after, seat), seats)
    assert changes[("loc", location, colour)] == seats[seat]
    x0, y0, x1, y1 = box
    assert ImageChops.difference(marked.crop((x0 - 9, y0 - 9, x1 + 9, y1 + 9)),
                                 plain.crop((x0 - 9, y0 - 9, x1 + 9, y1 + 9))).getbbox()
    assert alt.startswith(f"{architects.progress_alt(after, 'en')} Last move: Seat {seat} places a worker.")


@pytest.mark.parametrize("table", ["2", "5"])
def test_a_placed_worker_is_ringed_in_its_colour(games, table):
    found = list(placements(games[table]))
    assert found
    for before, after, seat, location in (found[0], found[len(found) // 2]):
        check_marked(before, after, seat, location)


def test_the_rivals_move_is_ringed_in_its_colour(games):
    found = list(placements(games["solo"], rival=True))
    assert found
    before, after, seat, location = found[len(found) // 2]
    assert after["players"][seat]["rival"]
    check_marked(before, after, seat, location)


def test_the_last_move_is_said_and_nothing_marked_without_a_previous_picture(games):
    views = games["5"]
    before, after, seat, _ = next(placements(views[len(views) // 2:]))
    plain, plain_alt = architects.draw_board(after, "en", NAMES.get)
    told = {**after, "last_move": {"seat": seat, "lines": ["Ann takes 2 stone"]}}
    said, alt = architects.draw_board(told, "en", NAMES.get)
    # the header's third row says it; below the header band nothing changes
    assert said.crop((0, kit.HEADER_H, said.width, said.height)).tobytes() == \
        plain.crop((0, kit.HEADER_H, plain.width, plain.height)).tobytes()
    band = (0, 0, said.width, kit.HEADER_H)
    assert said.crop(band).tobytes() != plain.crop(band).tobytes()
    assert architects.board_changes(told, architects.seats_of(after)) == {}
    assert "Last move: Ann takes 2 stone." in alt and "Last move" not in plain_alt
    first_sentence = architects.progress_alt(after, "en")
    assert alt.startswith(first_sentence + " Last move: Ann takes 2 stone.")
    measure = render.measure(told, names=NAMES.get)
    assert measure.of("last") and not measure.unreadable()


def test_what_changed_in_a_panel_is_ringed(games):
    """A player's goods and silver changed since the previous picture: their panel differs there (ringed in
    their colour), and the kept panel of the picture without "before" is not reused for it."""
    views = games["2"]
    after = views[len(views) // 2]
    before = {**after, "players": [dict(p) for p in after["players"]]}
    before["players"][1]["stone"] += 1
    before["players"][1]["silver"] += 2
    plain, _ = architects.draw_board(after, "en", NAMES.get)
    view = moved(before, after, 1)
    with kit.caching(True):
        fast, _ = architects.draw_board(view, "en", NAMES.get)
    with kit.caching(False):
        reference, _ = architects.draw_board(view, "en", NAMES.get)
    assert fast.tobytes() == reference.tobytes()
    lay = architects.layout(2, False)
    assert architects.panel_changes(before, after, after["players"][1]) == {"stone", "silver"}
    panel = lay.panel_box(1)
    other = lay.panel_box(0)
    assert plain.crop(panel).tobytes() != fast.crop(panel).tobytes()
    assert plain.crop(other).tobytes() == fast.crop(other).tobytes()
    rgb = architects.seats_of(after)[1].colour
    assert ring_pixels(fast, panel, rgb, pad=0) > ring_pixels(plain, panel, rgb, pad=0) + 100


def test_the_largest_numbers_stay_apart(games):
    """Two- and three-digit amounts everywhere (every colour at every location, four colours captured,
    a full hand ...): every number is still drawn whole, readable and apart from the others."""
    for table in ("2", "5"):
        view = copy.deepcopy(games[table][len(games[table]) // 2])
        colours = [p["colour"] for p in view["players"]]
        for p in view["players"]:
            p.update({key: 24 for key in architects.GOODS})
            p.update(silver=129, debts_unpaid=11, debts_paid=12, virtue=14, hand_size=12, hand_limit=12, prison=12,
                     cathedral=5, captured={c: 12 for c in colours if c != p["colour"]})
        view["locations"] = {location: {c: 19 for c in colours} for location in architects.LOCATIONS}
        view.update(prison={c: 12 for c in colours}, tax_stand=23)
        for language in languages():
            keys = render.measure(view, language=language, names=LONG.get).of(kit.KEY)
            assert {"129", "24", "11", "12/12", "19", "23"} <= {d.text for d in keys}
            assert all(d.size >= kit.READABLE for d in keys)
            check_spaced(keys)
