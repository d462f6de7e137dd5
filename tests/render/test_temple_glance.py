"""The Temple at a glance (issue 30): the board shown in chat (550 px wide) reads, and it shows the last move.

- Every number a player needs at a glance is drawn with role kit.KEY at kit.READABLE px or more: each active
  player's goods, site workers, wages and craft workers, the market's stock and prices, the displayed
  concessions' numbers, the high bid and the wage; in English, Polish and French, with long names, early, in
  the middle and at the end of 3 and 6 player games. None runs into another.
- The header's third row says the last move (inside the band) and the alt text says it right after its first
  sentence.
- What changed since view["before"] is ringed in the owner's colour where it changed, and nothing else on the
  board moves; nothing is ringed without a previous picture.
(The full sweep is marked slow; the quick run draws one state per player count and language.)"""
from __future__ import annotations

import copy
import io
from collections import Counter

import pytest
from PIL import Image, ImageChops

import engine
import render
from data.locale import languages
from engine.fuzz import play
from engine.temple.content import GOODS, MARKET_GOODS
from render import kit, temple

from .test_chat_size import LONG, NAMES, check_readable

PLAYERS = (3, 6)
NAME_SETS = {"names": NAMES.get, "long": LONG.get}
LAST_LINES = ["Bartholomew the Builder of Very Long Names 1 hires 3 site workers and employs 2 bakers",
              "Zażółć Gęślą bids 14 D for No. 12 Court of the Priests"]


def states_of(players: int, seed: int) -> list:
    states = [engine.new_game("temple", players, seed=seed)]
    run = play("temple", players, None, seed, checks=False, on_step=states.append)
    assert run.failures == [] and states[-1].over
    return states


@pytest.fixture(scope="module")
def games() -> dict:
    return {players: states_of(players, 3000 + players) for players in PLAYERS}


def picks(states: list) -> dict:
    return {"early": states[len(states) // 5], "middle": states[len(states) // 2], "end": states[-1]}


def with_last_move(view: dict, before: dict | None, seat: int | None = 1) -> dict:
    return {**view, "before": before, "last_move": {"seat": seat, "lines": LAST_LINES}}


def inside(box, area, slack: int = 0) -> bool:
    return (area[0] - slack <= box[0] and box[2] <= area[2] + slack and area[1] - slack <= box[1]
            and box[3] <= area[3] + slack)


def overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def expected_panel(p: dict) -> list[str]:
    """An active player's key numbers as their panel draws them: goods, site workers, wages, the workers
    of each craft they have."""
    bill = p.get("wage_bill") or {}
    numbers = [p.get(good, 0) for good in GOODS] + [p.get("site_workers", 0), bill.get("drachmas", 0),
                                                   bill.get("food", 0)]
    numbers += [info.get("workers", 0) for info in (p.get("crafts") or {}).values() if info.get("level")]
    return sorted(str(n) for n in numbers)


def expected_market(view: dict) -> list[str]:
    cells = [cell for cell in temple.market_cells(view).values() if cell is not None]
    return sorted([str(total) for total, _, _ in cells] + [str(price) for _, price, _ in cells])


def check_key_numbers(view: dict, measure: kit.Measure) -> None:
    """The key numbers read in chat, are the view's, each where it belongs, none over another."""
    assert not measure.unreadable(), [(d.role, d.text, d.size) for d in measure.unreadable()]
    keys = measure.of(kit.KEY)
    assert all(d.size >= kit.READABLE for d in keys)
    lay = temple.layout(len(view["players"]), bool(view.get("over")))
    for p in view["players"]:
        box = lay.panel_box(p["seat"])
        drawn = sorted(d.text for d in keys if inside(d.box, box))
        assert drawn == (expected_panel(p) if p.get("active", True) else []), (p["seat"], drawn)
    market = sorted(d.text for d in keys if inside(d.box, temple.MARKET_BOX))
    assert market == expected_market(view)
    auction = view.get("auction") or {}
    shown = Counter(d.text for d in keys if inside(d.box, temple.AUCTION_BOX))
    assert Counter(str(n) for n in view.get("display") or []) <= shown
    if auction.get("card") and auction.get("bidder") is not None:
        assert shown[str(auction.get("high") or 0)] >= 1
    wage = view.get("wage") or {}
    assert sorted(d.text for d in keys if inside(d.box, temple.GODS_BOX)) == sorted(
        [str(wage.get("drachmas", 0)), str(wage.get("food", 0))])
    for i, d in enumerate(keys):
        assert d.box[1] > kit.HEADER_H and d.box[3] <= measure.height and 0 <= d.box[0] and d.box[2] <= measure.width
        assert not [e for e in keys[i + 1:] if overlap(d.box, e.box)], d


def check_last_row(measure: kit.Measure) -> None:
    last = measure.of("last")
    assert last, "no last move in the header"
    for d in last:
        x0, y0, x1, y1 = d.box
        assert kit.LAST_RULE_Y < y0 and y1 <= kit.HEADER_H - 4 and 0 <= x0 and x1 <= temple.W - kit.HEADER_M + 2


def check_contrast(view: dict, picture: render.Picture, measure: kit.Measure) -> None:
    """Scaled to chat size, every key and header text is still ink on its background (rings and all)."""
    image = Image.open(io.BytesIO(picture.png)).convert("L")
    scale = kit.CHAT_WIDTH / image.width
    chat = image.resize((kit.CHAT_WIDTH, round(image.height * scale)), Image.LANCZOS)
    lay = temple.layout(len(view["players"]), bool(view.get("over")))
    out = [lay.panel_box(p["seat"]) for p in view["players"] if not p.get("active", True)]
    for d in measure.of(*kit.CHAT_ROLES):
        if any(inside(d.box, box) for box in out):
            continue                          # an eliminated player's panel is greyed, score and all
        x0, y0, x1, y1 = (round(v * scale) for v in d.box)
        low, high = chat.crop((x0, y0, max(x1, x0 + 1), max(y1, y0 + 1))).getextrema()
        assert high - low >= 90, (d, low, high)


# --- reading in chat --------------------------------------------------------------------------------

@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("players", PLAYERS)
def test_key_numbers_read_in_chat(games, players, language):
    states = games[players]
    view = engine.view(states[len(states) // 2], None)
    marked = with_last_move(view, engine.view(states[len(states) // 2 - 1], None))
    measure = render.measure(marked, language=language, names=LONG.get)
    check_key_numbers(view, measure)
    check_readable("temple", marked, measure, language)
    check_last_row(measure)


@pytest.mark.slow
@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("players", PLAYERS)
def test_key_numbers_read_in_chat_all_game_long(games, players, language):
    states = games[players]
    for pick, state in picks(states).items():
        i = states.index(state)
        view = engine.view(state, None)
        for names in NAME_SETS.values():
            for marked in (view, with_last_move(view, engine.view(states[i - 1], None), seat=None)):
                measure = render.measure(marked, language=language, names=names)
                check_key_numbers(view, measure)
                check_readable("temple", marked, measure, language)
                if marked is not view:
                    check_last_row(measure)
                    check_contrast(view, render.board(marked, language=language, names=names), measure)


def test_every_player_count_fits_one_picture():
    for players in (3, 4, 5, 6):
        for over in (False, True):
            lay = temple.layout(players, over)
            assert lay.height < 2400 and lay.width == temple.W == 1600
            last = lay.panel_box(players - 1)
            assert last[3] + temple.M == lay.height


MAXIMA = {"drachmas": 999, "wood": 99, "stone": 99, "food": 9900}


@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_largest_goods_fit_at_key_size(games, players):
    """Goods far above what a game reaches are drawn at full key size in their boxes, nowhere else."""
    states = games[6]
    view = engine.view(states[len(states) // 2], None)
    view["players"] = view["players"][:players]
    view["awaiting"] = []
    low, high = copy.deepcopy(view), copy.deepcopy(view)
    for p in low["players"]:
        p.update({good: 0 for good in GOODS}, active=True)
    for p in high["players"]:
        p.update(MAXIMA, active=True)
    lay = temple.layout(players, False)
    boxes = [box for s in range(players) for box in temple.city_goods_boxes(lay.panel_box(s)).values()]
    diff = ImageChops.difference(temple.draw_board(low, "en", NAMES.get)[0],
                                 temple.draw_board(high, "en", NAMES.get)[0])
    for box in boxes:
        assert diff.crop(box).getbbox() is not None
    mask = Image.new("L", diff.size, 255)
    for box in boxes:
        mask.paste(0, box)
    assert Image.composite(diff, Image.new("RGB", diff.size), mask).getbbox() is None
    for s in range(players):
        for good, (x0, _, x1, _) in temple.city_goods_boxes(lay.panel_box(s)).items():
            assert kit.text_width(str(MAXIMA[good]), temple.KEY_SIZE, True) <= x1 - x0
    measure = render.measure(high, names=NAMES.get)
    check_key_numbers(high, measure)


def test_a_crowded_market_reads_in_chat(games):
    """Large totals on both sides of the market, every price: key size, none over another."""
    states = games[6]
    view = engine.view(states[len(states) // 2], None)
    view["market_step"] = None
    view["market"] = [{"side": side, "totals": {"wood": 99, "stone": 99, "food": 12000},
                       "prices": {good: 6 for good in MARKET_GOODS}} for side in ("sell", "buy")]
    measure = render.measure(view, language="fr", names=LONG.get)
    check_key_numbers(view, measure)


# --- the last move and what changed -----------------------------------------------------------------

def transition(states: list, wanted) -> tuple[dict, dict]:
    """The first (before, after) public views of consecutive states that `wanted(before, after)`."""
    views = [engine.view(s, None) for s in states]
    for before, after in zip(views, views[1:]):
        if wanted(before, after):
            return before, after
    pytest.fail("no such move in the game")


def city_changes(before: dict, after: dict) -> dict[int, list]:
    old = {p["seat"]: p for p in before["players"]}
    return {p["seat"]: keys for p in after["players"]
            if (keys := kit.changed_keys(old[p["seat"]], p, temple._city_parts))}


def only(before: dict, after: dict, *, city: bool = False, auction: bool = False, market: bool = False) -> bool:
    """Did exactly these parts of the board change (and God's Hand not)?"""
    return (bool(city_changes(before, after)) == city
            and bool(kit.changed_keys(before, after, temple._auction_parts)) == auction
            and bool(kit.changed_keys(before, after, temple._market_parts)) == market
            and not kit.changed_keys(before, after, temple._gods_parts))


def hired(before: dict, after: dict) -> bool:
    changes = city_changes(before, after)
    return (only(before, after, city=True) and len(changes) == 1
            and any(key[0] == "craft" for key in next(iter(changes.values())) if isinstance(key, tuple)))


def bid(before: dict, after: dict) -> bool:
    return only(before, after, auction=True) and "bid" in kit.changed_keys(before, after, temple._auction_parts)


def declared(before: dict, after: dict) -> bool:
    step = after.get("market_step") or {}
    return (only(before, after, market=True) and step.get("sealed") is False
            and any(key[0] == "sell" for key in kit.changed_keys(before, after, temple._market_parts)))


def boards(before: dict, after: dict, seat: int | None) -> tuple[Image.Image, Image.Image, str]:
    """The board with the last move and what changed, the board with the last move alone, the first's alt."""
    marked, alt = temple.draw_board(with_last_move(after, before, seat), "en", NAMES.get)
    plain, _ = temple.draw_board(with_last_move(after, None, seat), "en", NAMES.get)
    return marked, plain, alt


def changed_area(a: Image.Image, b: Image.Image) -> tuple[int, int, int, int] | None:
    """Where two boards differ under the header band."""
    diff = ImageChops.difference(a, b).crop((0, kit.HEADER_H, a.width, a.height)).getbbox()
    return None if diff is None else (diff[0], diff[1] + kit.HEADER_H, diff[2], diff[3] + kit.HEADER_H)


def colour_pixels(image: Image.Image, box, colour) -> int:
    part = image.crop(tuple(round(v) for v in box))
    return sum(count for count, c in part.getcolors(part.width * part.height) if c == colour)


def check_ring(marked: Image.Image, plain: Image.Image, box, seat: kit.Seat) -> None:
    """A ring in the seat's colour was drawn around `box` (more of its pixels there than before)."""
    around = (box[0] - 12, box[1] - 12, box[2] + 12, box[3] + 12)
    assert colour_pixels(marked, around, seat.colour) > colour_pixels(plain, around, seat.colour) + 100


@pytest.mark.parametrize("players", PLAYERS)
def test_a_hired_worker_is_ringed_in_its_owner_colour(games, players):
    before, after = transition(games[players], hired)
    (s, keys), = city_changes(before, after).items()
    seat = kit.seats_of(after)[s]
    marked, plain, alt = boards(before, after, s)
    panel = temple.layout(players, False).panel_box(s)
    area = changed_area(marked, plain)
    assert area is not None and inside(area, panel, slack=16), (area, panel)     # the mover's panel only
    craft = next(key[1] for key in keys if isinstance(key, tuple) and key[0] == "craft")
    check_ring(marked, plain, temple.craft_boxes(panel)[craft], seat)
    assert kit.last_move_alt(after, "en") == ""          # the plain view has no last move ...
    assert kit.last_move_alt(with_last_move(after, before, s), "en") in alt


@pytest.mark.parametrize("players", PLAYERS)
def test_a_bid_is_ringed_in_the_bidder_colour(games, players):
    before, after = transition(games[players], bid)
    bidder = after["auction"]["bidder"]
    marked, plain, _ = boards(before, after, bidder)
    area = changed_area(marked, plain)
    assert area is not None and inside(area, temple.AUCTION_BOX, slack=16), area
    x0, _, x1, _ = temple.AUCTION_BOX
    check_ring(marked, plain, (x0 + 16, temple.BID_Y - 20, x1 - 16, temple.BID_Y + 20), kit.seats_of(after)[bidder])


@pytest.mark.parametrize("players", PLAYERS)
def test_a_market_declaration_is_ringed_in_the_declarer_colour(games, players):
    before, after = transition(games[players], declared)
    earlier = (before["market_step"] or {}).get("declared") or []
    seat = next(s for s in after["market_step"]["declared"] if s not in earlier)
    marked, plain, _ = boards(before, after, None)        # the mover unknown: whoever declared owns the ring
    area = changed_area(marked, plain)
    assert area is not None and inside(area, temple.MARKET_BOX, slack=16), area
    rows = [r for r, good in enumerate(MARKET_GOODS)
            if ("sell", good) in kit.changed_keys(before, after, temple._market_parts)]
    check_ring(marked, plain, temple.market_side_box("sell", rows), kit.seats_of(after)[seat])


def won(before: dict, after: dict) -> bool:
    winner = (after["auction"].get("last") or {}).get("winner")
    return (winner is not None and "last" in kit.changed_keys(before, after, temple._auction_parts)
            and list(city_changes(before, after)) == [winner]
            and not kit.changed_keys(before, after, temple._market_parts))


def only_in(a: Image.Image, b: Image.Image, boxes, slack: int = 16) -> None:
    """Two boards differ under the header only inside these boxes (give or take `slack` px)."""
    diff = ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v else 0)
    diff.paste(0, (0, 0, diff.width, kit.HEADER_H))
    for x0, y0, x1, y1 in boxes:
        diff.paste(0, (x0 - slack, y0 - slack, x1 + slack, y1 + slack))
    assert diff.getbbox() is None, diff.getbbox()


@pytest.mark.parametrize("players", PLAYERS)
def test_a_concession_taken_is_ringed_in_the_winner_colour(games, players):
    before, after = transition(games[players], won)
    winner = after["auction"]["last"]["winner"]
    seat = kit.seats_of(after)[winner]
    marked, plain, _ = boards(before, after, winner)
    panel = temple.layout(players, False).panel_box(winner)
    only_in(marked, plain, [temple.AUCTION_BOX, panel])
    x0, _, x1, _ = temple.AUCTION_BOX
    check_ring(marked, plain, (x0 + 12, temple.BID_Y - 18, x1 - 12, temple.PASSED_Y + 16), seat)
    p = after["players"][winner]
    debts = [d for d in after.get("debts") or [] if d["debtor"] == winner]
    cards = temple.concession_cards(p, temple.concessions_box(panel), temple.has_notes(p, debts))
    new = set(p.get("unbuilt") or []) - set(before["players"][winner].get("unbuilt") or [])
    assert new
    for number, _, box in cards:
        if number in new:
            check_ring(marked, plain, box, seat)


@pytest.mark.parametrize("players", PLAYERS)
def test_nothing_is_marked_without_a_previous_picture(games, players):
    states = games[players]
    view = engine.view(states[len(states) // 2], None)
    before = engine.view(states[len(states) // 2 - 40], None)
    bare, bare_alt = temple.draw_board(view, "en", NAMES.get)
    told, told_alt = temple.draw_board(with_last_move(view, None), "en", NAMES.get)
    assert changed_area(bare, told) is None                      # the header says it, nothing else changes
    assert ImageChops.difference(bare, told).getbbox()[3] <= kit.HEADER_H
    assert told_alt != bare_alt and kit.last_move_alt(with_last_move(view, None), "en") in told_alt
    marked, _ = temple.draw_board(with_last_move(view, before), "en", NAMES.get)
    assert changed_area(marked, told) is not None                # 40 moves later much has changed


def test_the_alt_text_says_the_last_move_after_its_first_sentence(games):
    states = games[3]
    for state in (states[len(states) // 2], states[-1]):
        view = with_last_move(engine.view(state, None), engine.view(states[states.index(state) - 1], None))
        for language in ("en", "pl"):
            plain = temple.board_alt({**view, "last_move": None}, language, NAMES.get)
            alt = temple.board_alt(view, language, NAMES.get)
            said = kit.last_move_alt(view, language)
            assert said and said in alt and said not in plain
            assert alt.replace(" " + said, "", 1) == plain          # added, nothing else changed
            head = alt[:alt.index(said)].strip()
            if not view["over"]:                                   # right after the first sentence
                assert head == kit.word("render-temple-alt-round", language, round=view["round"],
                                        phase=temple.phase_name(view["phase"], language))
            else:                                                  # right after the final ranking
                assert head.startswith(kit.word("render-temple-alt-over", language, round=view["round"],
                                                ranking="")[:12]) and head.endswith(".")


def test_marks_are_the_same_on_the_fast_path(games):
    """Rings are drawn over kept panels, never kept in them: the fast drawing (panels drawn, then pasted)
    is the reference drawing, and a board without marks after them has none."""
    states = games[3]
    pairs = [transition(states, hired), transition(states, bid), transition(states, declared)]
    kit.clear_regions()
    for before, after in pairs:
        view = with_last_move(after, before, 0)
        with kit.caching(False):
            reference = temple.draw_board(view, "en", NAMES.get)[0].tobytes()
        for _ in range(2):
            with kit.caching(True):
                assert temple.draw_board(view, "en", NAMES.get)[0].tobytes() == reference
    with kit.caching(True):
        again = temple.draw_board(pairs[0][1], "en", NAMES.get)[0]       # the same panels, no marks
    with kit.caching(False):
        assert again.tobytes() == temple.draw_board(pairs[0][1], "en", NAMES.get)[0].tobytes()
