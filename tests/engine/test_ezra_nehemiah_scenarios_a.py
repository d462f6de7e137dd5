"""Ezra and Nehemiah: the rules and rulebook examples of the work days (rules/ezra_nehemiah.md 14.1,
T01-T22, and the hero of T41). Each test sets the position the scenario describes and plays it
through `engine.act` with the options the engine offers."""
from __future__ import annotations

import engine
from engine.ezra_nehemiah.effects import ahead_rank, altar_order
from engine.ezra_nehemiah.setup import WHITE
from engine.ezra_nehemiah.storage import storage_limit
from engine.ezra_nehemiah.turn import printed_banners

from .ezra_nehemiah_scenarios import (RED, TURQUOISE, VIOLET, YELLOW, altar, altar_space, begin, blessings, cards,
                                      copy, dev, disabled, end_turn, frame, gate, give_turn, goods, keys, new,
                                      occupants, offered, options, pending, pick_space, play, put_scroll, refused,
                                      rubble, scribe, scrolls, space, temple_fill, wall, wall_deck, workers)

SECTION_ONE = [(column, row) for column in (1, 2, 3) for row in (1, 2, 3, 4, 5)]


# --- 4.4 banners -----------------------------------------------------------------------------------

def test_t01_banner_counting():
    g = new()
    # visible: C01 (R, R2, B) + C02 (R2, G, B) + C05 played now (B, B, G) = 5 red; tucked C08 (top R)
    cards(g, RED, hand=["C05", "C03", "C04", "C06"], piles=[["C01"], ["C02"], []], tucked=["C08"])
    scrolls(g, RED, "SW16")
    dev(g, RED, elder="EL1")                       # slot 1: 2 red banners
    goods(g, RED, coins=0)
    give_turn(g, RED)
    g, _ = begin(g, RED, "C05", 3)
    g, events = play(g, RED, "elder", "e1")
    assert g.players[RED].coins == 1               # SW16's coin
    assert g.turn.pool.red == 2 and g.turn.pool.wild == 2
    g, _ = play(g, RED, "main:red")
    assert g.turn.main == "red"
    assert g.turn.pool.red == 5 + 1 + 2 + 2 == 10  # the player aid's banners are nowhere counted
    assert printed_banners(g, RED, "red") == 6


# --- 5 Temple & Altar -----------------------------------------------------------------------------

def test_t02_levite_costs_by_position():
    g = new()
    levites = {TURQUOISE: 1, RED: 1, VIOLET: 2, YELLOW: 4}
    for seat, n in levites.items():
        workers(g, seat, supply=2, levites=n)
        goods(g, seat, food=9)
        blessings(g, seat, 0, 0, 0)
    expected = {TURQUOISE: (2, {"ash": 1}, 0), RED: (2, {"ash": 1}, 0), VIOLET: (3, {"stone": 1}, 0),
                YELLOW: (5, {}, 2)}
    for seat, (food, gains, vp) in expected.items():
        give_turn(g, seat)
        cubes = dict(g.players[seat].cubes)
        before_vp = g.players[seat].vp
        g, _ = begin(g, seat, main="red")
        assert "levite" in options(g)
        g, _ = play(g, seat, "levite")
        if seat == YELLOW:                          # Levite #5: 1 wild blessing + 2 VP
            assert frame(g) == "WildBlessing" and options(g) == ["orange", "purple", "red"]
            g, _ = play(g, seat, "purple")
            assert g.players[seat].blessings == {"orange": 0, "purple": 1, "red": 0}
        owner = g.players[seat]
        assert owner.food == 9 - food
        assert owner.workers.levites == levites[seat] + 1 and owner.workers.supply == 1
        assert {cube: owner.cubes[cube] - cubes[cube] for cube in cubes if owner.cubes[cube] != cubes[cube]} == gains
        assert owner.vp - before_vp == vp


def test_t03_levites_as_red_banners():
    g = new()
    workers(g, RED, supply=2, levites=3)
    goods(g, RED, stone=2, wood=1)
    give_turn(g, RED)
    g, _ = begin(g, RED, main="red", banners=4)
    g, _ = play(g, RED, "convert", "convert")
    assert g.turn.pool.red == 6 and g.turn.levites_used == 2
    assert "temple:1:stone" in options(g)
    g, _ = play(g, RED, "temple:1:stone")          # the one resource this turn
    assert "convert" not in offered(g)
    assert disabled(g)["temple:2:stone"] == "ezra_nehemiah-why-no-levite"
    assert disabled(g)["altar:wood"] == "ezra_nehemiah-why-no-levite"
    assert refused(g, RED, "temple:2:stone") == "ezra_nehemiah-why-no-levite"
    assert g.players[RED].workers.levites == 3      # used Levites stay on the track


def test_t04_temple_row_rewards():
    g = new()
    workers(g, RED, supply=1, levites=3)
    goods(g, RED, coins=0, food=0, gold=1, stone=1, wood=1, ash=1)
    give_turn(g, RED)
    g, _ = begin(g, RED, main="red", banners=10)
    assert refused(g, RED, "temple:1:ash") == "core-error-unknown-option"     # never ash in the Temple
    vp, main = g.players[RED].vp, g.players[RED].workers.main
    g, _ = play(g, RED, "temple:5:gold", "temple:3:stone", "temple:2:wood")
    owner = g.players[RED]
    cells = g.board.temple.cells
    assert cells[4][0].cube == "gold" and cells[2][0].cube == "stone" and cells[1][0].cube == "wood"
    assert owner.vp - vp == 2 + 1 + 1
    assert owner.workers.supply == 2 and owner.workers.main == main - 1     # row 5: 1 worker
    assert owner.food == 1 and owner.coins == 1                             # row 3: bread; row 2: coin
    assert g.turn.pool.red == 0
    assert "convert" not in offered(g)
    assert not [o for o in offered(g) if o.startswith(("temple:", "altar:")) and o not in disabled(g)]
    assert refused(g, RED, "altar:ash") == "ezra_nehemiah-why-no-levite"


def section_position(players: int):
    """Section I with one empty space (row 1, column 3); Levites and altar order as in T05."""
    g = new(players)
    temple_fill(g, [cell for cell in SECTION_ONE if cell != (3, 1)], by=TURQUOISE)
    return g


def test_t05_temple_section_completion():
    g = section_position(4)
    for seat, n in {TURQUOISE: 3, RED: 3, VIOLET: 1, YELLOW: 1}.items():
        workers(g, seat, supply=1, levites=n)
    altar(g, {0: [RED, TURQUOISE, VIOLET, YELLOW]})         # bottom = ahead
    assert altar_order(g) == [RED, TURQUOISE, VIOLET, YELLOW]
    goods(g, VIOLET, stone=1)
    before = [(p.vp, p.coins, p.food) for p in g.players]
    give_turn(g, VIOLET)
    g, _ = begin(g, VIOLET, main="red", banners=1)
    g, events = play(g, VIOLET, "temple:1:stone")
    assert g.board.temple.sections_done == [True, False, False]
    delta = [(p.vp - b[0], p.coins - b[1], p.food - b[2]) for p, b in zip(g.players, before)]
    assert delta[VIOLET] == (1, 1, 2)              # the stone's VP, 1 coin per Levite, 2 food
    assert delta[RED] == (2, 3, 0)                 # most Levites, tied with Turquoise, ahead on the altar
    assert delta[YELLOW] == (-1, 1, 0)             # fewest, tied with Violet, further behind
    assert delta[TURQUOISE] == (0, 3, 0)
    order = [k for k in keys(events) if k.startswith("ezra_nehemiah-ev-section")]
    assert order == ["ezra_nehemiah-ev-section", "ezra_nehemiah-ev-section-placer", "ezra_nehemiah-ev-section-most",
                     "ezra_nehemiah-ev-section-fewest"] + ["ezra_nehemiah-ev-section-coins"] * 4


def test_t05_two_players_skip_the_fewest_levites_step():
    g = section_position(2)
    workers(g, TURQUOISE, supply=1, levites=1)
    workers(g, RED, supply=1, levites=3)
    goods(g, TURQUOISE, stone=1)
    before = [p.vp for p in g.players]
    give_turn(g, TURQUOISE)
    g, _ = begin(g, TURQUOISE, main="red", banners=1)
    g, events = play(g, TURQUOISE, "temple:1:stone")
    assert "ezra_nehemiah-ev-section-fewest" not in keys(events)
    assert g.players[TURQUOISE].vp - before[TURQUOISE] == 1 and g.players[RED].vp - before[RED] == 2


def test_t06_altar_movement_and_stacking():
    g = new()
    altar(g, {0: [TURQUOISE, YELLOW], 3: [RED], 6: [VIOLET]})
    workers(g, RED, supply=1, levites=2)
    goods(g, RED, coins=0, wood=1, ash=1)
    vp = g.players[RED].vp
    give_turn(g, RED)
    g, _ = begin(g, RED, main="red", banners=4)
    g, _ = play(g, RED, "altar:wood")               # 3 banners, 2 moves: spaces 4 (1 ash) and 5 (1 coin)
    assert altar_space(g, RED) == 5 and g.players[RED].cubes["ash"] == 2 and g.players[RED].coins == 1
    g, _ = play(g, RED, "altar:ash")                # 1 banner, 1 move: space 6 (1 VP)
    assert g.board.altar.stacks[6] == [VIOLET, RED]
    assert g.players[RED].vp == vp + 1 and g.players[RED].cubes == {"gold": 0, "stone": 0, "wood": 0, "ash": 1}
    assert ahead_rank(g, VIOLET) < ahead_rank(g, RED)
    assert g.turn.pool.red == 0


def test_t07_end_of_the_altar_track():
    g = new()
    altar(g, {0: [TURQUOISE, VIOLET, YELLOW], 19: [RED]})
    workers(g, RED, supply=1, levites=2)
    goods(g, RED, coins=0, wood=1, ash=1)
    vp = g.players[RED].vp
    give_turn(g, RED)
    g, _ = begin(g, RED, main="red", banners=4)
    g, events = play(g, RED, "altar:wood")
    assert altar_space(g, RED) == 20 and g.players[RED].vp == vp + 3    # space 20: 3 VP
    assert g.players[RED].coins == 1 and "ezra_nehemiah-ev-altar-end" in keys(events)
    g, events = play(g, RED, "altar:ash")           # already on the last space: 1 coin
    assert altar_space(g, RED) == 20 and g.players[RED].coins == 2


def test_t08_golden_tie_break():
    g = new()
    altar(g, {5: [TURQUOISE, VIOLET, RED], 0: [YELLOW]})
    assert altar_order(g)[:3] == [TURQUOISE, VIOLET, RED]
    assert ahead_rank(g, TURQUOISE) < ahead_rank(g, VIOLET) < ahead_rank(g, RED)
    # and it decides the Temple's "most Levites" tie: Turquoise, not Red, gains the 2 VP
    temple_fill(g, [cell for cell in SECTION_ONE if cell != (3, 1)])
    for seat in (TURQUOISE, VIOLET, RED):
        workers(g, seat, supply=1, levites=3)
    goods(g, YELLOW, stone=1)
    vp = [p.vp for p in g.players]
    give_turn(g, YELLOW)
    g, _ = begin(g, YELLOW, main="red", banners=1)
    g, _ = play(g, YELLOW, "temple:1:stone")
    assert g.players[TURQUOISE].vp - vp[TURQUOISE] == 2 and g.players[RED].vp == vp[RED]


# --- 6 Rubble, Walls & Gates ----------------------------------------------------------------------

def grey_turn(g, seat: int, space_id: str, grey: int, card: str | None = None):
    give_turn(g, seat)
    g, _ = begin(g, seat, card, main="grey", banners=grey)
    g, _ = pick_space(g, seat, space_id)
    return g


def test_t09_clearing_rubble_and_the_wall_blessing():
    g = new()
    rubble(g, "W14", ash=1, stone=1, gold=1)        # W14: purple blessing
    goods(g, RED, gold=0, stone=0, wood=0, ash=0)
    blessings(g, RED, 0, 0, 0)
    start = copy(g)
    g = grey_turn(g, RED, "W14", 5)
    assert sorted(o for o in options(g) if o.startswith("clear:")) == ["clear:ash", "clear:gold", "clear:stone"]
    g, events = play(g, RED, "clear:gold", "clear:stone")
    assert g.players[RED].cubes == {"gold": 1, "stone": 1, "wood": 0, "ash": 0}
    assert space(g, "W14").rubble["ash"] == 1
    assert g.players[RED].blessings == {"orange": 0, "purple": 0, "red": 0}
    assert disabled(g)["clear:ash"] == "ezra_nehemiah-why-banners"
    # with 6 grey banners all three go, and the last one gives the purple blessing
    g = grey_turn(copy(start), RED, "W14", 6)
    g, _ = play(g, RED, "clear:ash", "clear:stone", "clear:gold")
    assert g.players[RED].blessings == {"orange": 0, "purple": 1, "red": 0} and g.turn.pool.grey == 0
    # the last cube of a gate never blesses
    g = copy(start)
    rubble(g, "DUNG", ash=1)
    g = grey_turn(g, RED, "DUNG", 1)
    g, events = play(g, RED, "clear:ash")
    assert g.players[RED].blessings == {"orange": 0, "purple": 0, "red": 0}
    assert "ezra_nehemiah-ev-blessing" not in keys(events)


def test_t10_rebuild_discount():
    g = new()
    rubble(g, "W12")                                # W12: 4 grey + 3 stone, cleared
    goods(g, RED, gold=1, stone=1)
    wall_deck(g, RED, "WC03", "WC02", "WC01")
    g = grey_turn(g, RED, "W12", 9)
    g, _ = play(g, RED, "rebuild")
    assert options(g) == ["1:0:1:1", "back"]        # 1 stone, 1 gold and 3 grey for the third stone
    g, _ = play(g, RED, "1:0:1:1", "WC01", "WC02")
    assert g.players[RED].cubes == {"gold": 0, "stone": 0, "wood": 0, "ash": 0}
    assert g.turn.pool.grey == 2
    assert space(g, "W12").built and space(g, "W12").wall_card == ["red", "WC01"]


def t11_position():
    g = new()
    gate(g, "HORSE", TURQUOISE)                     # Violet gives Horse Gate to Turquoise
    gate(g, "OLD", VIOLET)
    gate(g, "EAST", RED)                            # East Gate rebuilt earlier by Red
    rubble(g, "W07")                                # cleared: 4 grey + 3 stone
    rubble(g, "W08", gold=1, stone=1)               # 3 + 2 = 5 grey to clear; purple; 3 grey + 2 stone + 1 wood
    wall_deck(g, RED, "WC03", "WC02", "WC01")
    blessings(g, RED, 0, 0, 0)
    return g


def test_t11_reds_two_wall_options():
    start = t11_position()
    # option 1: the wall next to East Gate, Red's own gate: its reward once
    g = copy(start)
    goods(g, RED, stone=3)
    g = grey_turn(g, RED, "W07", 4)
    g, _ = play(g, RED, "rebuild")
    assert options(g) == ["3:0:0:0", "back"]
    turquoise = dict(g.players[TURQUOISE].cubes)
    g, events = play(g, RED, "3:0:0:0", "WC01", "WC02")
    assert g.players[RED].cubes == {"gold": 0, "stone": 0, "wood": 0, "ash": 2}    # 2 ash, not 4
    assert g.players[TURQUOISE].cubes == turquoise
    assert space(g, "EAST").connected_cw and keys(events).count("ezra_nehemiah-ev-connection") == 1
    # option 2: the wall next to Horse Gate: at least 5 + 3 = 8 grey banners
    g = copy(start)
    goods(g, RED, coins=0, stone=1, wood=1)
    goods(g, TURQUOISE, coins=0, gold=0, stone=0, wood=0, ash=0)
    short = grey_turn(copy(g), RED, "W08", 7)
    short, _ = play(short, RED, "clear:gold", "clear:stone")
    assert disabled(short)["rebuild"] == "ezra_nehemiah-why-rebuild-cost"
    g = grey_turn(g, RED, "W08", 8)
    g, _ = play(g, RED, "clear:gold", "clear:stone")
    assert g.players[RED].blessings["purple"] == 1
    assert g.players[RED].cubes == {"gold": 1, "stone": 2, "wood": 1, "ash": 0}
    g, _ = play(g, RED, "rebuild", "2:1:0:0", "WC01", "WC02")
    assert g.players[RED].cubes == {"gold": 1, "stone": 1, "wood": 0, "ash": 0} and g.players[RED].coins == 1
    assert g.players[TURQUOISE].cubes["stone"] == 1 and g.players[TURQUOISE].coins == 1
    assert space(g, "HORSE").connected_ccw


def test_t12_drawing_wall_cards():
    g = new()
    rubble(g, "W12")
    rubble(g, "W15")
    goods(g, RED, food=0, stone=5, wood=1)
    order = [f"WC{n:02d}" for n in range(1, 13)]    # WC12 on top
    g.players[RED].wall_deck = list(order)
    g = grey_turn(g, RED, "W12", 4)
    g, _ = play(g, RED, "rebuild", "3:0:0:0")
    assert frame(g) == "WallCardPick" and options(g) == ["WC12", "WC11", "WC10"]
    g, _ = play(g, RED, "WC10")                     # 2 bread
    assert g.players[RED].food == 2
    assert sorted(options(g)) == ["WC11", "WC12"]
    g, _ = play(g, RED, "WC11")                     # WC11 back on top, WC12 to the bottom
    deck = g.players[RED].wall_deck
    assert len(deck) == 11 and deck[-1] == "WC11" and deck[0] == "WC12"
    assert g.players[RED].wall_known_top == "WC11" and g.players[RED].wall_known_bottom == "WC12"
    g, _ = end_turn(g, RED)
    g = grey_turn(g, RED, "W15", 4)                  # W15: 4 grey + 2 stone + 1 wood
    g, _ = play(g, RED, "rebuild", "2:1:0:0")
    assert options(g) == ["WC11", "WC09", "WC08"]


def test_t13_rebuilding_a_gate():
    g = new(3)                                      # Turquoise plays the rulebook's Yellow (no Yellow at 3)
    valley = space(g, "VALLEY")
    rubble(g, "VALLEY")
    valley.coins_on_card = 1 + 2                    # the setup coin and 2 coins from trades
    wall(g, "W18", VIOLET)
    wall(g, "W19", TURQUOISE)
    workers(g, RED, supply=1)
    goods(g, RED, coins=0, stone=2, wood=1)
    goods(g, VIOLET, coins=0, gold=0, stone=0, wood=0, ash=0)
    goods(g, TURQUOISE, coins=0, gold=0, stone=0, wood=0, ash=0)
    altar(g, {0: [TURQUOISE, VIOLET, RED]})
    dev(g, RED, guard=("GU1", True))
    g = grey_turn(g, RED, "VALLEY", 3)
    g, _ = play(g, RED, "rebuild")
    assert options(g) == ["2:1:0:0", "back"]
    g, events = play(g, RED, "2:1:0:0")
    red = g.players[RED]
    assert red.workers.supply == 0 and "VALLEY" in red.workers.gatekeepers
    assert valley.coins_on_card == 3 and space(g, "VALLEY").coins_on_card == 0
    assert red.coins == 3 + 1                                       # the card's coins, the worker space's coin
    assert altar_space(g, RED) == 1                                  # 1 altar move
    assert red.cubes == {"gold": 0, "stone": 2, "wood": 0, "ash": 2}  # Valley's reward twice
    for seat in (VIOLET, TURQUOISE):
        assert g.players[seat].cubes == {"gold": 0, "stone": 1, "wood": 0, "ash": 1}
    assert space(g, "VALLEY").connected_ccw and space(g, "VALLEY").connected_cw
    assert "VALLEY" not in g.board.gate_cards_aside
    # each connection is announced just before its rewards: W18's pair first (perimeter order), then W19's
    told = [e.public.params["wall"].params["wall"] if e.public.key == "ezra_nehemiah-ev-connection" else e.seat
            for e in events if e.public.key in ("ezra_nehemiah-ev-connection", "ezra_nehemiah-ev-gain")]
    assert told[-6:] == ["W18", VIOLET, RED, "W19", TURQUOISE, RED]


# --- 7 Torah & Tents --------------------------------------------------------------------------------

def blue_turn(g, seat: int, blue: int):
    give_turn(g, seat)
    g, _ = begin(g, seat, main="blue", banners=blue)
    return g


def option_for(g, payee: int) -> str:
    """The D23 option paying `payee`."""
    for option in engine.pending(g)[0].options:
        if [p.seat for p in option.label.params["payees"]] == [payee]:
            return option.id
    raise AssertionError(payee)


def test_t14_scribe_branching_fees():
    g = new()
    scribe(g, VIOLET, 1, 2)
    scribe(g, TURQUOISE, 2, 2)
    scribe(g, YELLOW, 2, 3)
    scribe(g, VIOLET, 3, 2)
    put_scroll(g, 4, 2, "SG1")                       # no "+1 VP now" on the tiles used
    put_scroll(g, 3, 3, "SW01")
    start = copy(g)
    # Turquoise in the top row
    workers(g, TURQUOISE, supply=1)
    goods(g, TURQUOISE, coins=2, gold=2)
    goods(g, VIOLET, coins=0)
    g = blue_turn(g, TURQUOISE, 7)
    g, _ = play(g, TURQUOISE, "scribe")
    top = [o for o in options(g) if o.startswith("4-")]
    assert top == ["4-2", "4-3"]
    g, _ = play(g, TURQUOISE, "4-2")                 # one chain, one set of payees: asked by itself
    assert g.players[VIOLET].coins == 2
    assert g.players[TURQUOISE].coins == 0 and g.players[TURQUOISE].cubes["gold"] == 0
    assert g.turn.pool.blue == 0 and g.board.scrolls[3][1].occupant == TURQUOISE
    # Violet on (3,3): through his own (1,2), then Turquoise's (2,2) or Yellow's (2,3)
    g = copy(start)
    workers(g, VIOLET, supply=1)
    goods(g, VIOLET, coins=1, gold=1)
    goods(g, TURQUOISE, coins=0)
    goods(g, YELLOW, coins=0)
    g = blue_turn(g, VIOLET, 6)
    g, _ = play(g, VIOLET, "scribe", "3-3")
    assert frame(g) == "ScribeChain" and len(options(g)) == 2
    g, _ = play(g, VIOLET, option_for(g, YELLOW))
    assert g.players[YELLOW].coins == 1 and g.players[TURQUOISE].coins == 0
    assert g.players[VIOLET].coins == 0 and g.players[VIOLET].cubes["gold"] == 0 and g.turn.pool.blue == 0


def test_t15_white_workers():
    g = new(2)
    assert occupants(g, 1) == [WHITE, None, WHITE]
    put_scroll(g, 2, 1, "SW01")
    put_scroll(g, 2, 4, "SW02")
    put_scroll(g, 3, 1, "SW13")
    for seat in (TURQUOISE, RED):
        workers(g, seat, supply=3)
        goods(g, seat, coins=10, food=0, gold=1)
    # Turquoise on (1,1): only the row's cost; the white worker moves to (2,1)
    g = blue_turn(g, TURQUOISE, 3)
    g, _ = play(g, TURQUOISE, "scribe", "1-1")
    assert g.players[TURQUOISE].coins == 8 and g.turn.pool.blue == 0
    assert occupants(g, 1) == [TURQUOISE, None, WHITE] and occupants(g, 2)[0] == WHITE
    assert g.board.row_food["2"] == 1
    # Red on (2,4), branching from the white worker on (1,3): 1 coin to the main supply
    g = blue_turn(g, RED, 5)
    turquoise = g.players[TURQUOISE].coins
    g, _ = play(g, RED, "scribe", "2-4")
    assert g.players[RED].coins == 10 - 3 - 1 and g.players[TURQUOISE].coins == turquoise
    assert g.players[RED].food == 1 and g.board.row_food["2"] == 0
    # Turquoise replaces the white worker on (2,1): it moves to (3,1), the row food stays
    g = blue_turn(g, TURQUOISE, 5)
    g, _ = play(g, TURQUOISE, "scribe", "2-1")
    assert occupants(g, 2)[0] == TURQUOISE and occupants(g, 3)[0] == WHITE
    assert g.board.row_food["3"] == 2
    # ... and on (3,1): the white worker would enter the top row, so it leaves the game
    g = blue_turn(g, TURQUOISE, 6)
    g, events = play(g, TURQUOISE, "scribe", "3-1")
    assert "ezra_nehemiah-ev-white-out" in keys(events)
    assert sum(slot.occupant == WHITE for row in g.board.scrolls for slot in row) == 1     # the one on (1,3)
    assert g.players[TURQUOISE].food == 2 and g.board.row_food["3"] == 0


def test_t16_tent_movement_is_one_move():
    g = new()
    g.players[RED].tent = "P01"
    goods(g, RED, coins=0, food=0, ash=1)
    workers(g, RED, supply=0)
    blessings(g, RED, 0, 0, 0)
    g = blue_turn(g, RED, 12)
    g, _ = play(g, RED, "tent")
    assert offered(g) == ["1", "2", "3", "4", "back"]      # never 5
    g, _ = play(g, RED, "4")                               # the only cube (ash) is taken by itself
    assert frame(g) == "WildBlessing"                       # P02
    g, _ = play(g, RED, "orange")
    red = g.players[RED]
    assert red.tent == "P05" and red.cubes["ash"] == 0 and g.turn.pool.blue == 2
    assert red.blessings["orange"] == 1 and red.coins == 2 and red.food == 2 and red.workers.supply == 1
    assert disabled(g)["tent"] == "ezra_nehemiah-why-one-tent"          # one movement per action
    assert refused(g, RED, "tent") == "ezra_nehemiah-why-one-tent"


def test_t17_city_plan_special_rule():
    g = new()
    workers(g, RED, supply=14, levites=1)          # + Fountain's gatekeeper: none left in the main supply
    assert g.players[RED].workers.main == 0
    g.players[RED].tent = "P02"
    goods(g, RED, coins=0, gold=1)
    give_turn(g, RED)
    g, _ = begin(g, RED, main="red", banners=5)
    g, events = play(g, RED, "temple:5:gold")
    assert "ezra_nehemiah-ev-worker-fails" in keys(events)
    assert g.players[RED].tent == "P03" and g.players[RED].coins == 2 and g.players[RED].workers.supply == 14
    # the three blessing tracks at their end: a wild blessing is a tent move (Levite #5)
    g = new()
    workers(g, RED, supply=1, levites=4)
    goods(g, RED, coins=0, food=5)
    blessings(g, RED, 7, 7, 7)
    g.players[RED].tent = "P02"
    vp = g.players[RED].vp
    give_turn(g, RED)
    g, _ = begin(g, RED, main="red")
    g, events = play(g, RED, "levite")
    assert "ezra_nehemiah-ev-blessing-fails" in keys(events)
    assert g.players[RED].tent == "P03" and g.players[RED].coins == 2 and g.players[RED].vp == vp + 2


# --- 8 trades, flips, storage -----------------------------------------------------------------------

def trade_turn(g, seat: int, card: str):
    give_turn(g, seat)
    g, _ = begin(g, seat, card, 1)
    return play(g, seat, "aux", "trade")


def test_t18_gate_trade():
    start = new()
    cards(start, RED, hand=["C03", "C01", "C02", "C04"])
    goods(start, RED, coins=5, stone=0)
    goods(start, YELLOW, coins=0)
    # Yellow keeps Valley Gate: 1 coin to Yellow, 2 to the supply, 2 stone
    g = copy(start)
    gate(g, "VALLEY", YELLOW)
    g, _ = trade_turn(g, RED, "C03")
    assert frame(g) == "GateTradeAsk" and options(g) == ["upper", "lower", "back"]
    g, _ = play(g, RED, "lower")
    assert g.players[RED].coins == 2 and g.players[YELLOW].coins == 1 and g.players[RED].cubes["stone"] == 2
    # not rebuilt: the coin goes on the Valley Gate card
    g, _ = trade_turn(copy(start), RED, "C03")
    g, _ = play(g, RED, "lower")
    assert g.players[RED].coins == 2 and space(g, "VALLEY").coins_on_card == 1
    # Red keeps Valley Gate: no gatekeeper's coin
    g = new()
    cards(g, RED, hand=["C03", "C01", "C02", "C04"])
    goods(g, RED, coins=5, stone=0)
    gate(g, "VALLEY", RED)
    g, _ = trade_turn(g, RED, "C03")
    g, _ = play(g, RED, "lower")
    assert g.players[RED].coins == 3 and g.players[RED].cubes["stone"] == 2
    # a neutral gate (3 players: the empty Old Gate, named by C05): the coin goes to the main supply
    g = new(3)
    assert g.board.neutral_corner == "OLD"
    cards(g, RED, hand=["C05", "C01", "C02", "C04"])
    goods(g, RED, coins=5)
    coins = [p.coins for p in g.players]
    g, _ = trade_turn(g, RED, "C05")
    g, _ = play(g, RED, "upper")                    # 1 coin (gatekeeper) + nothing more: 1 wood
    assert g.players[RED].coins == 4 and [p.coins for p in g.players][0::2] == coins[0::2]


def test_t19_conversion_trade():
    g = new()
    cards(g, RED, hand=["C08", "C01", "C02", "C04"])     # C08: ash 1 coin, wood 2 coins
    goods(g, RED, coins=0, ash=3, wood=2)
    others = [p.coins for p in g.players]
    g, _ = trade_turn(g, RED, "C08")
    assert frame(g) == "ConvertAsk"
    g, _ = play(g, RED, 3, 2)
    assert g.players[RED].coins == 7 and g.players[RED].cubes["ash"] == 0 and g.players[RED].cubes["wood"] == 0
    assert [p.coins for i, p in enumerate(g.players) if i != RED] == [c for i, c in enumerate(others) if i != RED]


def test_t20_flipping_development_tiles():
    g = new()
    dev(g, RED, guard="GU1", farmer="FA1", elder="EL1", merchant="MR1")
    goods(g, RED, coins=9, food=0, ash=5, wood=2)
    g.players[RED].tent = "P02"
    workers(g, RED, supply=3)
    give_turn(g, RED)
    g, _ = play(g, RED, "aux", "flip")                   # before the card: allowed
    assert {"guard", "farmer"} <= set(options(g))
    g, _ = play(g, RED, "guard")
    red = g.players[RED]
    assert red.dev["guard"].developed and red.coins == 9 - 7 + 2 and red.tent == "P03"
    assert storage_limit(g, RED) is None
    g, _ = begin(g, RED, main="blue")
    g, _ = play(g, RED, "done")
    g, _ = end_turn(g, RED)
    # another turn: the farmer tile
    give_turn(g, RED)
    g, _ = play(g, RED, "aux", "flip", "farmer")
    assert g.players[RED].dev["farmer"].developed and g.players[RED].cubes["ash"] == 0
    assert g.players[RED].food == 1
    # an elder tile flipped under a worker on its 2nd slot: the worker stays and gains nothing more
    g = new()
    dev(g, RED, elder="EL1", merchant="MR1")
    g.players[RED].workers.elders = [2]
    g.players[RED].workers.merchants = [1]
    workers(g, RED, supply=1)
    goods(g, RED, coins=0, wood=2, ash=1)
    give_turn(g, RED)
    g, _ = begin(g, RED)
    g, _ = play(g, RED, "aux", "flip")               # the elder tile is the only one payable: flipped at once
    assert frame(g) == "RetrievePick" and options(g) == ["m1", "e2"]      # the flip reward: a retrieval
    g, _ = play(g, RED, "m1")
    red = g.players[RED]
    assert red.dev["elder"].developed and red.workers.elders == [2]
    assert red.cubes == {"gold": 0, "stone": 0, "wood": 0, "ash": 0}
    assert g.turn.pool.red == 0 and g.turn.pool.wild == 0


def test_t21_storage_limit_between_turns():
    g = new()
    dev(g, TURQUOISE, guard="GU1")                       # storage 5
    goods(g, TURQUOISE, stone=2, wood=1, ash=2)
    gate(g, "EAST", TURQUOISE)                           # Turquoise keeps East Gate (2 ash per connection)
    rubble(g, "W07")
    dev(g, RED, guard=("GU1", True))
    goods(g, RED, stone=3)
    wall_deck(g, RED, "WC03", "WC02", "WC01")
    g = grey_turn(g, RED, "W07", 4)
    g, _ = play(g, RED, "rebuild", "3:0:0:0", "WC01", "WC02")
    assert sum(g.players[TURQUOISE].cubes.values()) == 7               # over the limit during Red's turn
    g, _ = play(g, RED, "done")
    g, _ = end_turn(g, RED)
    assert frame(g) == "Discard" and pending(g).seat == TURQUOISE
    g, _ = play(g, TURQUOISE, 0, 1)                      # gold forced 0; stone 0; wood 1; ash 1 forced
    assert g.players[TURQUOISE].cubes == {"gold": 0, "stone": 2, "wood": 0, "ash": 3}
    assert frame(g) == "TurnMenu" and g.turn.seat == VIOLET
    # during Turquoise's own turn the limit may be exceeded freely
    goods(g, TURQUOISE, stone=2, wood=1, ash=2)
    dev(g, TURQUOISE, merchant="MR1")
    workers(g, TURQUOISE, supply=1)
    give_turn(g, TURQUOISE)
    g, _ = play(g, TURQUOISE, "merchant", "m2")          # 1 stone + 1 wood: 7 cubes
    assert frame(g) == "TurnMenu" and sum(g.players[TURQUOISE].cubes.values()) == 7
    g, _ = begin(g, TURQUOISE, main="blue")
    g, _ = play(g, TURQUOISE, "done")
    g, _ = end_turn(g, TURQUOISE)
    assert frame(g) == "Discard" and pending(g).seat == TURQUOISE


# --- 9 blessings --------------------------------------------------------------------------------------

def test_t22_blessing_column_bonuses():
    g = new()
    blessings(g, RED, 2, 0, 1)
    goods(g, RED, coins=0)
    altar(g, {0: [TURQUOISE, VIOLET, YELLOW, RED]})
    for wall_id in ("W14", "W23", "W12"):                 # purple, purple, red
        rubble(g, wall_id, ash=1)
    g = grey_turn(g, RED, "W14", 1)
    g, events = play(g, RED, "clear:ash")
    assert g.players[RED].blessings == {"orange": 2, "purple": 1, "red": 1}
    assert altar_space(g, RED) == 1 and "ezra_nehemiah-ev-blessing-bonus" in keys(events)   # column 1
    g = grey_turn(g, RED, "W23", 1)
    g, events = play(g, RED, "clear:ash")
    assert g.players[RED].blessings == {"orange": 2, "purple": 2, "red": 1}
    assert "ezra_nehemiah-ev-blessing-bonus" not in keys(events) and altar_space(g, RED) == 1
    g = grey_turn(g, RED, "W12", 1)
    g, events = play(g, RED, "clear:ash")
    assert g.players[RED].blessings == {"orange": 2, "purple": 2, "red": 2}
    assert g.players[RED].coins == 2                      # column 2: 2 coins


# --- 12.3 heroes --------------------------------------------------------------------------------------

def test_t41_hero_reward_by_round():
    for round_, extra in ((1, {}), (2, {"blessing": 1}), (3, {"blessing": 1, "worker": 1, "vp": 2})):
        g = new()
        g.round = round_
        put_scroll(g, 1, 2, "SS2")                        # Ezra
        workers(g, RED, supply=1)
        goods(g, RED, coins=2, ash=0)
        blessings(g, RED, 0, 0, 0)
        vp, main = g.players[RED].vp, g.players[RED].workers.main
        g = blue_turn(g, RED, 3)
        blue = printed_banners(g, RED, "blue")
        g, _ = play(g, RED, "scribe", "1-2")
        if "blessing" in extra:
            assert frame(g) == "WildBlessing"
            g, _ = play(g, RED, "red")
        red = g.players[RED]
        assert red.cubes["ash"] == 1                     # the left reward in every round
        assert "HE" in red.tucked and "HE" in red.heroes and "HE" not in g.board.heroes_left
        assert sum(red.blessings.values()) == extra.get("blessing", 0)
        assert red.workers.main == main - extra.get("worker", 0)
        assert red.vp - vp == extra.get("vp", 0)
        assert printed_banners(g, RED, "blue") == blue + 2     # Ezra's top banner (B2) counts from now on
