"""Ezra and Nehemiah's board at a glance (issue 30): the solo game (with the Opponent), 2 and 4 players, in
English, Polish and French, with ordinary and very long names, early, in the middle and at the end.

- Every number a player needs at a glance is a KEY text that reads in chat (kit.READABLE px on the 1600 px
  board): each panel's goods, blessings, workers and pile sizes (each in its slot, the view's value as
  drawn), the altar track's spaces and the Temple's progress; none of them overlaps another text.
- The turn strip is one row and no longer says "Turn: <name>" (the header says who is awaited).
- The last move: the header's third row and the alt text (right after its first sentence) say it; each
  part of the board that changed since view["before"] is ringed in its owner's colour (an Opponent's move
  in the Opponent's), and nothing else on the board changes; without "before" nothing is ringed.
- The geometry: perimeter spaces, a gate's connection edge (inside its own space: the capsule that crossed
  the Sheep Gate / W26 border), scroll tiles, city spaces, Temple cells, altar cells, panel slots and the
  prophets' names never overlap; the private screen's cards keep clear of their panel's edges.
- No label is cut mid-word ("…" is for player names) or drawn over another, in any language.
"""
from __future__ import annotations

import copy
import itertools

import pytest
from PIL import Image, ImageChops, ImageDraw

import engine
import engine.ezra_nehemiah.game  # noqa: F401  (registers the game)
import render
from data.locale import languages
from engine.ezra_nehemiah.content import CONTENT
from engine.fuzz import play
from render import ezra_nehemiah as ezra, kit

from .test_chat_size import LONG, NAMES

TABLES = {"solo": (1, 3001), "2": (2, 3002), "4": (4, 3004)}
NAME_SETS = {"names": NAMES.get, "long": LONG.get}
MOVE = "Łukasz places a worker on the Quarry and takes 2 stone"


@pytest.fixture(scope="module")
def games() -> dict:
    out = {}
    for table, (players, seed) in TABLES.items():
        states = [engine.new_game("ezra_nehemiah", players, options={}, seed=seed)]
        run = play("ezra_nehemiah", players, {}, seed, checks=False, on_step=states.append)
        assert run.failures == [] and states[-1].over
        out[table] = states
    return out


def picks(states: list) -> dict[str, int]:
    """The indices of an early state (the first work days), the middle one and the end."""
    first_work = next(i for i, s in enumerate(states) if engine.view(s, None)["phase"] == "work")
    return {"early": first_work + 3, "middle": len(states) // 2, "end": len(states) - 1}


def moved(states: list, i: int, back: int = 5, seat: int = 0) -> dict:
    """The view of states[i] as the bot draws it: the previous picture's view `back` steps before, the
    last move by `seat`."""
    return {**engine.view(states[i], None), "before": engine.view(states[max(0, i - back)], None),
            "last_move": {"seat": seat, "lines": [MOVE, "The Opponent moves"]}}


def overlap(a, b, tolerance: int = 0) -> bool:
    return a[0] < b[2] - tolerance and b[0] < a[2] - tolerance and a[1] < b[3] - tolerance and \
        b[1] < a[3] - tolerance


def inside(a, b) -> bool:
    """Box a within box b."""
    return b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3]


def centre(box) -> tuple[float, float]:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


# --- key numbers read in chat -----------------------------------------------------------------------------

def check_keys(view: dict, measure: kit.Measure) -> None:
    """Nothing to read in chat is too small; each slot of each panel holds its number, as a KEY text; the
    altar's spaces and the Temple's progress are KEY texts; no KEY text overlaps another text."""
    small = measure.unreadable()
    assert not small, [(d.role, d.text, d.size) for d in small]
    texts = measure.texts
    keys = [d for d in texts if d.role == kit.KEY]
    lay = ezra.layout(len(ezra.seats_of(view)), bool(view.get("over")))
    for who in ezra.owners(view):
        opponent = who == ezra.OPPONENT
        data = view["opponent"] if opponent else view["players"][who]
        box = lay.panel_box(len(view["players"]) if opponent else who)
        values = ezra.slot_values(data, opponent)
        goods = ("coin", "gold") if opponent else ("coin", "bread")
        assert values["coin"] == data["coins"] and values[goods[1]] == data["gold" if opponent else "food"]
        for key, slot in ezra.panel_slots(box, data, opponent).items():
            area = ezra.slot_box(slot)
            found = [d.text for d in keys if inside(d.box, area)]
            assert found == [str(values[key])], (who, key, found, values[key])
    for space in range(21):
        x = ezra.altar_x(space)
        cell = (x, ezra.ALTAR_CELL_Y, x + ezra.ALTAR_STEP, ezra.ALTAR_CELL_Y + ezra.ALTAR_CELL_H)
        assert [d.text for d in keys if inside(d.box, cell)] == [str(space)]
    filled, spaces = ezra.temple_progress(view)
    assert [d.text for d in keys if inside(d.box, ezra.TEMPLE_BOX)] == [f"{filled}/{spaces}"]
    for d in keys:
        assert d.size >= kit.READABLE
        assert not any(overlap(d.box, e.box) for e in texts if e is not d), d


def check_strip(view: dict, measure: kit.Measure, language: str, names) -> None:
    """One row, no "Turn:" and no awaited player's name but as the Shofar's holder."""
    turn = measure.of("turn")
    lead = ezra.w("turn", language)
    assert not any(d.text.startswith(lead + kit.colon(language)) for d in turn)
    shown = ezra.player_names(view, names, language)
    holder = shown(view["shofar"]) if view.get("shofar") is not None and not view.get("over") else None
    for seat in kit.awaited(view):
        assert all(d.text != shown(seat) or d.text == holder for d in turn)
    x0, y0, x1, y1 = ezra.STRIP
    assert y1 - y0 <= 60
    for d in turn:
        assert y0 < d.box[1] and d.box[3] < y1 and abs(centre(d.box)[1] - ezra.STRIP_Y) <= 6, d


def test_key_numbers_read_in_chat(games):
    """The middle of each game, in English with long names (the sweep below: every language and moment)."""
    for table, states in games.items():
        view = engine.view(states[picks(states)["middle"]], None)
        measure = render.measure(view, language="en", names=LONG.get)
        check_keys(view, measure)
        check_strip(view, measure, "en", LONG.get)


@pytest.mark.slow                      # every table, language, name set and moment
@pytest.mark.parametrize("table", list(TABLES))
def test_key_numbers_read_in_chat_everywhere(games, table):
    states = games[table]
    for i in picks(states).values():
        view = engine.view(states[i], None)
        for language in languages():
            for names in NAME_SETS.values():
                measure = render.measure(moved(states, i), language=language, names=names)
                check_keys(view, measure)
                check_strip(view, measure, language, names)
                assert measure.of("last")


def test_the_strip_says_what_the_turn_holds(games):
    """A turn with everything in it: the card, the main action, the pool, the Levites used and the Shofar,
    on one row, in every language; the words give way to icons where they do not fit."""
    states = games["4"]
    state = next(s for s in states[len(states) // 3:] if (engine.view(s, None)["turn"] or {}).get("card"))
    view = copy.deepcopy(engine.view(state, None))
    view["turn"].update(main="grey", levites_used=2, pool={"red": 2, "grey": 11, "blue": 3, "wild": 1})
    for language in languages():
        for names in NAME_SETS.values():
            measure = render.measure(view, language=language, names=names)
            check_strip(view, measure, language, names)
            texts = [d.text for d in measure.of("turn")]
            card = ezra.name_of("character", view["turn"]["card"], language)
            assert any(card in t for t in texts) and ezra.w("main-grey", language) in texts
            assert "11" in texts
            players = [names(seat) for seat in range(4)]
            assert all(any(p.startswith(t[:-1]) for p in players) for t in texts if t.endswith("…"))


# --- the last move --------------------------------------------------------------------------------------

def expected_changes(before: dict, after: dict) -> list[tuple[str, tuple, object]]:
    """What changed, worked out here from the views: (kind, box near it, owner)."""
    found = []
    old = {s["id"]: s for s in before["board"]["perimeter"]}
    for space in after["board"]["perimeter"]:
        box = ezra.space_box(ezra.SPACE_POS[space["id"]])
        prev = old[space["id"]]
        if space["wall_card"] and prev["wall_card"] != space["wall_card"]:
            found.append(("wall", box, space["owner"]))
        elif space["kind"] != "wall" and space["owner"] is not None and prev["owner"] != space["owner"]:
            found.append(("gatekeeper", box, space["owner"]))
    for r, row in enumerate(after["board"]["temple"]["cells"], 1):
        for c, cell in enumerate(row, 1):
            if cell and not before["board"]["temple"]["cells"][r - 1][c - 1]:
                found.append(("temple", ezra.temple_cell(r, c), cell["by"]))
    for r, row in enumerate(after["board"]["scrolls"], 1):
        for t, tile in enumerate(row, 1):
            occupant = tile["occupant"]
            if occupant not in (None, ezra.WHITE_WORKER) and before["board"]["scrolls"][r - 1][t - 1]["occupant"] \
                    != occupant:
                found.append(("scroll", ezra.scroll_tile(r, t), occupant))
    stacks = after["board"]["altar"]["stacks"]
    spots, old_spots = ezra.tent_spots(after), ezra.tent_spots(before)
    lay = ezra.layout(len(ezra.seats_of(after)), bool(after.get("over")))
    for who in ezra.owners(after):
        space = ezra.altar_space(after, who)
        if space != ezra.altar_space(before, who):
            x, y = ezra.altar_marker(space, stacks[space].index(who))
            found.append(("altar", (x - 11, y - 11, x + 11, y + 11), who))
        if who in spots and spots[who] != old_spots.get(who):
            x, y = spots[who]
            found.append(("tent", (x - 11, y - 11, x + 11, y + 11), who))
        opponent = who == ezra.OPPONENT
        data, prev = (after["opponent"], before["opponent"]) if opponent else \
            (after["players"][who], before["players"][who])
        box = lay.panel_box(len(after["players"]) if opponent else who)
        slots = ezra.panel_slots(box, data, opponent)
        new, old_values = ezra.slot_values(data, opponent), ezra.slot_values(prev, opponent)
        for good in ("coin", "gold") if opponent else ezra.GOODS:
            if new[good] != old_values[good]:
                found.append(("goods", ezra.slot_box(slots[good]), who))
    return found


def grown(box, by: int) -> tuple[int, int, int, int]:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def colour_count(image: Image.Image, box, colour) -> int:
    crop = image.crop(tuple(round(v) for v in box)).convert("RGB")
    return sum(n for n, c in crop.getcolors(crop.width * crop.height) if c == colour)


def body(image: Image.Image) -> Image.Image:
    """The picture under the header band (the last move's row is in the header)."""
    return image.crop((0, kit.HEADER_H, image.width, image.height))


def check_marks(view: dict, language: str = "en") -> set[str]:
    """Drawn with "before", the board differs from the one without it only near what changed, and there a
    ring in the owner's colour surrounds it; returns the kinds of change seen."""
    plain = {k: v for k, v in view.items() if k != "before"}
    marked, _ = ezra.draw_board(view, language, NAMES.get)
    unmarked, _ = ezra.draw_board(plain, language, NAMES.get)
    seats = ezra.seats_of(view)
    expected = expected_changes(view["before"], view)
    for kind, box, owner in expected:
        seat = ezra.seat_of(owner, seats)
        area = grown(box, 14)
        assert ImageChops.difference(marked.crop(area), unmarked.crop(area)).getbbox(), (kind, box)
        assert colour_count(marked, area, seat.colour) - colour_count(unmarked, area, seat.colour) >= 40, \
            (kind, box, owner)
    # nothing else changes: outside every ring (and its badge), the pictures are the same
    lay = ezra.layout(len(seats), bool(view.get("over")))
    mask = Image.new("L", marked.size, 255)
    cover = ImageDraw.Draw(mask)
    for box, _, _ in ezra.changes(view, lay):
        cover.rectangle(grown(box, 26), fill=0)
    difference = ImageChops.difference(body(marked), body(unmarked)).convert("L")
    assert not ImageChops.multiply(difference, body(mask)).getbbox()
    return {kind for kind, _, _ in expected}


def test_what_changed_is_ringed(games):
    """Over a 4-player game, every kind of change is ringed in its owner's colour: a wall card rebuilt, a
    gatekeeper, a Temple cube, a scroll tile's occupant, an altar marker, a tent, a player's goods."""
    states = games["4"]
    seen: set[str] = set()
    wanted = {"wall", "gatekeeper", "temple", "scroll", "altar", "tent", "goods"}
    for i in range(8, len(states), 9):
        view = moved(states, i, back=8, seat=engine.view(states[i - 1], None).get("active") or 0)
        kinds = {kind for kind, _, _ in expected_changes(view["before"], view)}
        if kinds - seen:
            seen |= check_marks(view)
        if seen >= wanted:
            break
    assert seen >= wanted, wanted - seen


def test_the_opponents_moves_are_ringed_in_its_colour(games):
    states = games["solo"]
    for i in range(len(states) // 3, len(states)):
        view = moved(states, i, back=6)
        opponent = [(kind, box) for kind, box, who in expected_changes(view["before"], view) if who == "opponent"]
        if any(kind in ("temple", "altar", "scroll", "gatekeeper", "wall") for kind, _ in opponent):
            break
    else:
        pytest.fail("the Opponent placed nothing in the sampled game")
    check_marks(view, "pl")
    rings = [who for _, who, _ in ezra.changes(view, ezra.layout(2, bool(view.get("over"))))]
    assert "opponent" in rings


def test_nothing_is_ringed_without_before(games):
    states = games["2"]
    view = moved(states, len(states) // 2)
    plain = engine.view(states[len(states) // 2], None)
    without = {k: v for k, v in view.items() if k != "before"}
    assert ezra.changes(without, ezra.layout(2, False)) == []
    with_move, _ = ezra.draw_board(without, "fr", NAMES.get)
    bare, _ = ezra.draw_board(plain, "fr", NAMES.get)
    assert body(with_move).tobytes() == body(bare).tobytes()
    assert with_move.crop((0, 0, with_move.width, kit.HEADER_H)).tobytes() != \
        bare.crop((0, 0, bare.width, kit.HEADER_H)).tobytes()          # the last move's row


def test_the_last_move_is_in_the_header_and_the_alt_text(games):
    states = games["solo"]
    view = moved(states, len(states) // 2)
    for language in languages():
        measure = render.measure(view, language=language, names=NAMES.get)
        last = [d.text for d in measure.of("last")]
        assert last[0] == kit.word("render-last-move", language) + kit.colon(language)
        assert last[1].startswith(MOVE[:20])
        alt = render.board(view, language=language, names=NAMES.get).alt
        first = ezra.w("alt-round", language, round=view["round"], phase=ezra._phase_label(view, language))
        assert alt.startswith(f"{first} {kit.last_move_alt(view, language)} ")
    # the Opponent as the mover ("opponent", or the seat after the players'): its badge, its lines
    for seat in ("opponent", 1):
        opponent = {**view, "last_move": {"seat": seat, "lines": ["The Opponent moves"]}}
        assert ezra.mover(opponent) == "opponent"
        assert ezra._last_move_view(opponent)["last_move"]["seat"] == 1
    over = {**engine.view(states[-1], None), "last_move": view["last_move"]}
    assert kit.last_move_alt(over, "en") in render.board(over, names=NAMES.get).alt


# --- geometry ---------------------------------------------------------------------------------------------

def disjoint(boxes: list) -> bool:
    return not any(overlap(a, b) for a, b in itertools.combinations(boxes, 2))


def test_the_boards_parts_do_not_overlap():
    spaces = {pos: ezra.space_box(pos) for pos in range(1, 37)}
    assert disjoint(list(spaces.values())) and all(inside(box, ezra.BOARD) for box in spaces.values())
    for pos, box in spaces.items():
        inner = (box[0] + 2, box[1] + 2, box[2] - 2, box[3] - 2)
        for side in ("ccw", "cw"):
            link = ezra.link_box(pos, side)
            assert inside(link, inner), (pos, side)      # never across the line between two spaces
            assert not any(overlap(link, other) for p, other in spaces.items() if p != pos)
    parts = [ezra.LEVITE_BOX, ezra.TEMPLE_BOX, ezra.SCROLL_BOX, ezra.ALTAR_BOX, ezra.CITY_BOX, ezra.INFO_BOX]
    assert disjoint(parts + list(spaces.values()))
    assert ezra.STRIP[3] < ezra.BOARD[1] and ezra.STRIP[1] > kit.HEADER_H
    tiles = [ezra.scroll_tile(row.r, t) for row in CONTENT.board.scroll_row for t in range(1, row.tiles + 1)]
    assert disjoint(tiles) and all(inside(t, ezra.SCROLL_BOX) for t in tiles)
    city = [ezra.city_box(i) for i in range(len(CONTENT.board.city_space))]
    assert disjoint(city) and all(inside(b, ezra.CITY_BOX) for b in city)
    cells = [ezra.temple_cell(r, c) for r in range(1, 6) for c in range(1, CONTENT.board.temple.columns + 1)]
    assert disjoint([(x0 + 1, y0 + 1, x1 - 1, y1 - 1) for x0, y0, x1, y1 in cells])
    assert all(inside(c, ezra.TEMPLE_BOX) for c in cells)
    altar = [(ezra.altar_x(s) + 2, ezra.ALTAR_CELL_Y, ezra.altar_x(s) + ezra.ALTAR_STEP - 2,
              ezra.ALTAR_CELL_Y + ezra.ALTAR_CELL_H) for s in range(21)]
    assert disjoint(altar) and all(inside(c, ezra.ALTAR_BOX) for c in altar)
    top = ezra.altar_marker(0, 3)[1] - ezra.ALTAR_BADGE // 2         # a stack of four markers
    assert top > ezra.ALTAR_BOX[1] + 28


@pytest.mark.parametrize("language", languages())
def test_the_prophets_names_fit(language):
    x0, y0, x1, y1 = ezra.ALTAR_BOX
    for zechariah, haggai in itertools.combinations(range(21), 2):
        pawns = [(ezra.altar_x(s) + ezra.ALTAR_STEP // 2 - 12, ezra.ALTAR_PROPHET_Y - 12,
                  ezra.altar_x(s) + ezra.ALTAR_STEP // 2 + 12, ezra.ALTAR_PROPHET_Y + 12) for s in (zechariah, haggai)]
        boxes = []
        for (x, y), label, anchor in ezra._prophet_labels(zechariah, haggai, language):
            width = kit.text_width(label, ezra.PROPHET_LABEL, True)
            left = x if anchor == "lm" else x - width
            boxes.append((left, y - 8, left + width, y + 8))
        assert all(inside(b, (x0, y0, x1, y1)) for b in boxes)
        assert disjoint(boxes + pawns), (zechariah, haggai)
    assert len(ezra._prophet_labels(3, 12, language)) == 2


def test_panel_slots_do_not_overlap(games):
    view = engine.view(games["solo"][len(games["solo"]) // 2], None)
    lay = ezra.layout(2, True)
    player = copy.deepcopy(view["players"][0])
    player["workers"].update(farmers=2, labourers=1)
    for data, opponent, index in ((player, False, 0), (view["players"][0], False, 0), (view["opponent"], True, 1)):
        box = lay.panel_box(index)
        slots = [ezra.slot_box(slot) for slot in ezra.panel_slots(box, data, opponent).values()]
        assert disjoint(slots) and all(inside(s, box) for s in slots)
        assert all(s[1] > box[1] + 52 for s in slots)                 # under the band
    # the hand, deck and wall deck beside the piles, not on them
    box = lay.panel_box(0)
    piles = (box[0] + 14, box[1] + ezra.PILES_Y, box[0] + 14 + 3 * ezra.PILE_W + 16,
             box[1] + ezra.PILES_Y + ezra.PILES_H)
    counts = ezra.panel_slots(box, player)
    assert not any(overlap(ezra.slot_box(counts[f"count-{k}"]), piles) for k in ("hand", "deck", "wall-deck"))


def test_a_connection_stays_inside_its_gate(games):
    """The Sheep Gate (the top-left corner) connected to W26 below it and to W01: W26's and W01's spaces
    are drawn the same as without the connection."""
    view = copy.deepcopy(engine.view(games["2"][len(games["2"]) // 2], None))
    sheep = next(s for s in view["board"]["perimeter"] if ezra.SPACE_POS.get(s["id"]) == 1)
    sheep["connections"] = {"ccw": False, "cw": False}
    plain, _ = ezra.draw_board(view, "en", NAMES.get)
    sheep["connections"] = {"ccw": True, "cw": True}
    linked, _ = ezra.draw_board(view, "en", NAMES.get)
    for pos in (2, 36):             # W01 and W26
        box = ezra.space_box(pos)
        assert plain.crop(box).tobytes() == linked.crop(box).tobytes()
    gate = ezra.space_box(1)
    assert ImageChops.difference(plain.crop(gate), linked.crop(gate)).getbbox()


def test_the_screens_cards_keep_clear_of_the_panel(games):
    row = ezra.PER_ROW * ezra.CARD_W + (ezra.PER_ROW - 1) * ezra.CARD_GAP
    for width in (ezra.CARD_W, ezra.MINI_W):
        first, last = ezra.card_x(0, width), ezra.card_x(ezra.PER_ROW - 1, width) + width
        assert first - ezra.M >= 20 and ezra.SCREEN_W - ezra.M - last >= 20
        assert last - first <= row
    states = games["2"]
    state = next(s for s in states if len(engine.view(s, 0)["private"]["deck"]) >= ezra.PER_ROW)
    view = engine.view(state, 0)
    image, _ = ezra.draw_screen(view, "en", NAMES.get)
    hand_rows = max(1, -(-len(view["private"]["hand"]) // ezra.PER_ROW))
    hand_top = ezra.SCREEN_HEADER_H + 16 + 96 + ezra.G
    deck_top = hand_top + 50 + hand_rows * ezra.CARD_H + (hand_rows - 1) * 12 + 16 + ezra.G
    cards = deck_top + 50, deck_top + 50 + ezra.MINI_H     # the deck's first row: PER_ROW cards
    edge = image.crop((ezra.SCREEN_W - ezra.M - 18, cards[0], ezra.SCREEN_W - ezra.M - 3, cards[1]))
    assert {colour for _, colour in edge.convert("RGB").getcolors(1 << 16)} == {kit.PAPER}
    left = image.crop((ezra.M + 3, cards[0], ezra.M + 18, cards[1]))
    assert {colour for _, colour in left.convert("RGB").getcolors(1 << 16)} == {kit.PAPER}


# --- labels: none cut, none over another --------------------------------------------------------------------

@pytest.fixture
def drawn(monkeypatch):
    """Every text drawn: (the size of the image drawn on, the words, their box)."""
    calls = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, fill=None, font=None, anchor=None, *args, **kwargs):
        calls.append((self.im.size, text, self.textbbox(xy, text, font=font, anchor=anchor)))
        return original(self, xy, text, fill, font, anchor, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    return calls


def check_labels(view: dict, language: str, names, drawn: list) -> None:
    drawn.clear()
    ezra._static.cache_clear()
    kit.clear_regions()
    with kit.caching(False):
        image, _ = ezra.draw_board(view, language, names)
    texts = [(text, box) for size, text, box in drawn if size == image.size]
    players = [ezra.player_names(view, names, language)(who) for who in ezra.owners(view)]
    for text, box in texts:
        in_last_row = box[1] > kit.LAST_RULE_Y and box[3] <= kit.HEADER_H      # kit.last_move's own lines
        if text.endswith("…") and not in_last_row:
            assert any(name.startswith(text[:-1].rstrip()) for name in players), text
    for (a, box_a), (b, box_b) in itertools.combinations(texts, 2):
        assert not overlap(box_a, box_b, tolerance=1), (a, box_a, b, box_b)


def test_no_label_is_cut_or_overlaps(games, drawn):
    check_labels(moved(games["4"], len(games["4"]) // 2), "fr", LONG.get, drawn)


@pytest.mark.slow                      # every table, language and moment
@pytest.mark.parametrize("language", languages())
def test_no_label_is_cut_or_overlaps_anywhere(games, drawn, language):
    for states in games.values():
        for i in picks(states).values():
            for names in NAME_SETS.values():
                check_labels(moved(states, i), language, names, drawn)
    for make, cards in ((ezra.character_card, CONTENT.characters), (ezra.mini_card, CONTENT.characters),
                        (ezra.wall_card_tile, CONTENT.wall_cards)):
        for card in cards:
            drawn.clear()
            make.cache_clear()
            with kit.caching(False):
                image = make(card.id, "red", language)
            texts = [(text, box) for size, text, box in drawn if size == image.size]
            assert not any(text.endswith("…") for text, _ in texts), (make.__name__, card.id, texts)
            assert all(inside(box, (0, 0, image.width, image.height)) for _, box in texts), card.id
            for (a, box_a), (b, box_b) in itertools.combinations(texts, 2):
                assert not overlap(box_a, box_b, tolerance=1), (card.id, a, b)
