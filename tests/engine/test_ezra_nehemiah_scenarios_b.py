"""Ezra and Nehemiah: refusals (rules/ezra_nehemiah.md 14.2: T43-T57, T60, T61) and edge cases of the
work days (14.5: T77-T79, T82-T84, T90, T91, T92, T94, T95, T99). "Refused" means the option is not
offered (absent, or shown disabled with the reason) and `act` raises RuleError leaving the state byte
for byte unchanged; the reason keys are the engine's `ezra_nehemiah-why-*` messages."""
from __future__ import annotations

import engine
from engine.ezra_nehemiah.content import FreeFlip, Tent
from engine.ezra_nehemiah.setup import WHITE

from .ezra_nehemiah_scenarios import (RED, TURQUOISE, VIOLET, YELLOW, begin, blessings, cards, copy,
                                      dev, disabled, end_turn, frame, gate, give_turn, goods, keys, label, new,
                                      occupants, offered, options, pending, pick_space, play, put_scroll, refused,
                                      resolve_now, rubble, scribe, scrolls, space, temple_fill, to_next_round, wall,
                                      wall_deck, workers)


def reason(g, option_id: str):
    """The message of a disabled option (key and parameters)."""
    return next(o.disabled for o in pending(g).options if o.id == option_id)


def grey_turn(g, seat: int, space_id: str, grey: int, card: str | None = None):
    give_turn(g, seat)
    g, _ = begin(g, seat, card, main="grey", banners=grey)
    g, _ = pick_space(g, seat, space_id)
    return g


def blue_turn(g, seat: int, blue: int, card: str | None = None):
    give_turn(g, seat)
    g, _ = begin(g, seat, card, main="blue", banners=blue)
    return g


def red_turn(g, seat: int, red: int, card: str | None = None):
    give_turn(g, seat)
    g, _ = begin(g, seat, card, main="red", banners=red)
    return g


# --- 14.2 refusals ---------------------------------------------------------------------------------

def test_t43_a_pile_holds_at_most_2_cards():
    g = new()
    cards(g, RED, hand=["C06", "C07", "C08", "C09"], piles=[["C01", "C02"], ["C03", "C04"], ["C05"]], deck=["C10"])
    start = copy(g)
    give_turn(g, RED, day=6)
    if frame(g) == "TurnMenu":
        g, _ = play(g, RED, "play")
    assert frame(g) == "PlayCard"
    assert refused(g, RED, "C06:1") == "ezra_nehemiah-why-pile-full"
    assert reason(g, "C06:1").params == {"pile": 1, "n": 2}
    assert set(options(g)) == {"C06:3", "C07:3", "C08:3", "C09:3", "back"}
    # with SW18 every pile takes a card
    g = start
    scrolls(g, RED, "SW18")
    give_turn(g, RED, day=6)
    if frame(g) == "TurnMenu":
        g, _ = play(g, RED, "play")
    every = {f"{card}:{pile}" for card in ("C06", "C07", "C08", "C09") for pile in (1, 2, 3)}
    assert set(options(g)) == every | {"back"}


def test_t44_no_main_action_before_the_card():
    g = new()
    dev(g, RED, merchant="MR1", elder="EL1", labourer="LA1")
    workers(g, RED, supply=3)
    goods(g, RED, coins=0, stone=1, wood=1, ash=1)
    give_turn(g, RED)
    assert frame(g) == "TurnMenu"
    for colour in ("red", "grey", "blue"):
        assert disabled(g)[f"main:{colour}"] == "ezra_nehemiah-why-card-first"
    assert refused(g, RED, "main:red") == "ezra_nehemiah-why-card-first"
    assert refused(g, RED, "end") == "ezra_nehemiah-why-end-early"
    # a flip, a merchant and an elder before the card are allowed
    g, _ = play(g, RED, "aux", "flip")                  # the labourer tile, the only payable one
    assert g.players[RED].dev["labourer"].developed
    g, _ = play(g, RED, "merchant", "m4", "elder", "e1")
    assert g.players[RED].coins == 4 and g.turn.pool.red == 2 and g.turn.card is None
    assert refused(g, RED, "end") == "ezra_nehemiah-why-end-early"
    g, _ = begin(g, RED)                                # a card, but no main action yet
    assert refused(g, RED, "end") == "ezra_nehemiah-why-end-early"
    g, _ = play(g, RED, "main:blue")
    if frame(g) == "TorahMenu":
        g, _ = play(g, RED, "done")
    assert frame(g) == "TurnMenu" and g.turn.seat == RED and g.turn.main_done
    assert "end" in options(g)
    g, _ = play(g, RED, "end")
    assert g.turn.seat == VIOLET


def test_t45_one_auxiliary_action_per_turn():
    g = new()
    cards(g, RED, hand=["C03", "C01", "C02", "C04"])
    dev(g, RED, guard="GU1", labourer="LA1", farmer="FA1", merchant="MR1", elder="EL1")
    goods(g, RED, coins=10, gold=0, stone=0, wood=0, ash=0)
    g.players[RED].tent = "P02"
    start = copy(g)
    give_turn(g, RED)
    g, _ = begin(g, RED, "C03")
    g, _ = play(g, RED, "aux", "trade", "upper")        # Valley Gate not rebuilt: the coin goes on its card
    assert g.players[RED].coins == 9 and g.turn.aux_used
    assert disabled(g)["aux"] == "ezra_nehemiah-why-aux-used"
    assert refused(g, RED, "aux") == "ezra_nehemiah-why-aux-used"
    # with SW21 the paid flip is the follow-up of the same trade (D08), at its usual cost
    g = start
    scrolls(g, RED, "SW21")
    give_turn(g, RED)
    g, _ = begin(g, RED, "C03")
    g, _ = play(g, RED, "aux", "trade", "upper")
    assert frame(g) == "AfterTradeAsk" and options(g) == ["coin", "flip"]
    g, _ = play(g, RED, "flip")
    if frame(g) == "FlipPick":
        g, _ = play(g, RED, "guard")
    red = g.players[RED]
    assert red.dev["guard"].developed and red.coins == 9 - 7 + 2 and red.tent == "P03"      # P03: 2 coins
    assert disabled(g)["aux"] == "ezra_nehemiah-why-aux-used"


def test_t46_one_merchant_and_one_elder_per_turn():
    g = new()
    dev(g, RED, merchant="MR1", elder="EL1")
    g.players[RED].workers.merchants = [2]              # placed on an earlier turn
    workers(g, RED, supply=4)
    goods(g, RED, coins=0, gold=0, stone=0, wood=0, ash=0)
    give_turn(g, RED)
    g, _ = play(g, RED, "elder", "e1")
    assert g.players[RED].workers.supply == 3
    assert disabled(g)["elder"] == "ezra_nehemiah-why-role-used"
    assert refused(g, RED, "elder") == "ezra_nehemiah-why-role-used"
    g, _ = play(g, RED, "merchant")
    assert "m2" not in offered(g) and set(options(g)) == {"m1", "m3", "m4", "back"}
    assert refused(g, RED, "m2") == "core-error-unknown-option"
    g, _ = play(g, RED, "m3")
    red = g.players[RED]
    assert red.cubes == {"gold": 0, "stone": 0, "wood": 1, "ash": 1} and red.coins == 1
    assert red.workers.supply == 2 and sorted(red.workers.merchants) == [2, 3]
    assert frame(g) == "PlayCard"        # merchant and elder used, the card not played: asked at once


def test_t47_cubes_the_temple_and_the_altar_refuse():
    g = new()
    workers(g, RED, supply=1, levites=3)
    goods(g, RED, gold=1, stone=1, ash=1)
    g = red_turn(g, RED, 6)
    assert refused(g, RED, "temple:1:ash") == "core-error-unknown-option"
    assert refused(g, RED, "altar:stone") == "core-error-unknown-option"
    assert refused(g, RED, "altar:gold") == "core-error-unknown-option"
    assert {"altar:ash", "temple:1:stone", "temple:1:gold", "temple:5:gold"} <= set(options(g))


def test_t48_each_placement_needs_banners_and_an_unused_levite():
    g = new()
    workers(g, RED, supply=1, levites=2)
    goods(g, RED, coins=0, gold=1, stone=1, ash=1)
    g.players[RED].tent = "P02"
    g = red_turn(g, RED, 4)
    assert refused(g, RED, "temple:5:gold") == "ezra_nehemiah-why-banners"
    assert reason(g, "temple:5:gold").params["need"] == 5 and reason(g, "temple:5:gold").params["have"] == 4
    g, _ = play(g, RED, "temple:4:stone")               # pool 0, 1 unused Levite (row 4: a tent move, P03)
    assert g.turn.pool.red == 0 and g.players[RED].tent == "P03"
    assert refused(g, RED, "altar:ash") == "ezra_nehemiah-why-banners"
    assert reason(g, "altar:ash").params["need"] == 1
    g, _ = play(g, RED, "convert")                      # pool 1, no unused Levite
    assert g.turn.pool.red == 1
    assert refused(g, RED, "altar:ash") == "ezra_nehemiah-why-no-levite"


def test_t49_levite_before_or_after_never_during():
    g = new()
    workers(g, RED, supply=2, levites=3)
    goods(g, RED, food=9, stone=1, wood=0)
    start = copy(g)
    vp = g.players[RED].vp
    g = red_turn(g, RED, 1)
    assert "levite" in options(g)
    g, _ = play(g, RED, "temple:1:stone")
    assert disabled(g)["levite"] == "ezra_nehemiah-why-levite-during"
    assert refused(g, RED, "levite") == "ezra_nehemiah-why-levite-during"
    g, _ = play(g, RED, "done")
    assert frame(g) == "LeviteAfter" and options(g) == ["levite", "skip"]
    g, _ = play(g, RED, "levite")
    red = g.players[RED]
    assert red.food == 5 and red.workers.levites == 4 and red.cubes["wood"] == 1 and red.vp == vp + 1 + 1
    assert g.turn.main_done and frame(g) != "TempleMenu"       # the new Levite works no more this turn
    # placed before the placements: none after
    g = copy(start)
    g = red_turn(g, RED, 1)
    g, _ = play(g, RED, "levite")
    assert g.players[RED].workers.levites == 4 and "levite" not in offered(g)
    g, _ = play(g, RED, "temple:1:stone", "done")
    assert frame(g) != "LeviteAfter" and g.players[RED].workers.levites == 4
    # with 6 Levites: never offered
    g = copy(start)
    workers(g, RED, supply=2, levites=6)
    g = red_turn(g, RED, 1)
    assert "levite" not in offered(g)
    g, _ = play(g, RED, "done")
    assert frame(g) != "LeviteAfter"


def test_t50_levite_food_cost():
    g = new()
    workers(g, VIOLET, supply=1, levites=2)
    goods(g, VIOLET, food=2)
    start = copy(g)
    g = red_turn(g, VIOLET, 0)
    assert refused(g, VIOLET, "levite") == "ezra_nehemiah-why-food"
    assert reason(g, "levite").params == {"need": 3, "have": 2}
    # SW10: 3 - 2 = 1 food
    g = copy(start)
    scrolls(g, VIOLET, "SW10")
    g = red_turn(g, VIOLET, 0)
    assert "levite" in options(g) and label(g, "levite").params["food"] == 1
    g, _ = play(g, VIOLET, "levite")
    assert g.players[VIOLET].food == 1 and g.players[VIOLET].workers.levites == 3
    # ... and Levite #2 would cost 0
    g = copy(start)
    scrolls(g, VIOLET, "SW10")
    workers(g, VIOLET, supply=1, levites=1)
    g = red_turn(g, VIOLET, 0)
    assert label(g, "levite").params["food"] == 0


def spaces_offered(g, seat: int) -> set[str]:
    """Every space D15 offers, edge by edge when it asks for the edge first."""
    edges = [o for o in offered(g) if o in ("top", "right", "bottom", "left")]
    if not edges:
        return set(offered(g))
    found = set()
    for edge in edges:
        after, _ = play(g, seat, edge)
        found |= set(offered(after))
    return found


def test_t51_one_perimeter_space_per_turn():
    g = new(3)
    wall(g, "W01", TURQUOISE)                           # a rebuilt wall
    gate(g, "DUNG", VIOLET)                             # a rebuilt gate
    rubble(g, "W12", ash=1, stone=1)
    start = copy(g)
    g = grey_turn(g, RED, "W12", 3)
    g, _ = play(g, RED, "clear:ash")
    assert refused(g, RED, "W13") == "core-error-unknown-option"
    g = copy(start)
    give_turn(g, RED)
    g, _ = begin(g, RED, main="grey")
    assert frame(g) == "ChooseSpace"
    found = spaces_offered(g, RED)
    assert not found & {"W04", "W05", "W06", "W01", "DUNG", "SHEEP", "HORSE", "FOUNTAIN", "OLD"}
    assert {"W02", "W03", "W12", "W13", "MUSTER", "EAST", "VALLEY", "FISH", "WATER"} <= found
    assert len(found) == 26 - 3 - 1 + 6 - 1


def test_t52_only_a_cleared_space_can_be_rebuilt():
    g = new()
    rubble(g, "W18", gold=1)                            # W18: 3 grey + 2 stone
    goods(g, RED, gold=0, stone=2, wood=0, ash=0)
    wall_deck(g, RED, "WC03", "WC02", "WC01")
    g = grey_turn(g, RED, "W18", 6)
    assert refused(g, RED, "rebuild") == "ezra_nehemiah-why-rubble-left"
    g, _ = play(g, RED, "clear:gold")
    assert g.turn.pool.grey == 3
    g, _ = play(g, RED, "rebuild")
    assert set(options(g)) == {"2:0:0:0", "1:0:1:0", "back"}     # or the cleared gold for a stone
    g, _ = play(g, RED, "2:0:0:0", "WC01", "WC02")
    assert space(g, "W18").built and g.players[RED].cubes == {"gold": 1, "stone": 0, "wood": 0, "ash": 0}
    assert g.turn.pool.grey == 0


def test_t53_grey_banners_are_spent_once():
    g = new()
    rubble(g, "W14", stone=1, wood=1)                   # W14: 3 grey + 2 stone, purple
    goods(g, RED, gold=0, stone=1, wood=0, ash=0)
    dev(g, RED, elder="EL2")
    workers(g, RED, supply=1)
    blessings(g, RED, 0, 0, 0)
    wall_deck(g, RED, "WC03", "WC02", "WC01")
    g = grey_turn(g, RED, "W14", 6)
    g, _ = play(g, RED, "clear:stone", "clear:wood")
    assert g.turn.pool.grey == 2 and g.players[RED].blessings["purple"] == 1
    assert g.players[RED].cubes == {"gold": 0, "stone": 2, "wood": 1, "ash": 0}
    assert refused(g, RED, "rebuild") == "ezra_nehemiah-why-rebuild-cost"
    assert reason(g, "rebuild").params["grey"] == 3 and reason(g, "rebuild").params["have"] == 2
    g, _ = play(g, RED, "elder", "e1")                  # +2 grey in the middle of the action
    assert g.turn.pool.grey == 4
    g, _ = play(g, RED, "rebuild")
    assert options(g) == ["2:0:0:0", "back"]
    g, _ = play(g, RED, "2:0:0:0", "WC01", "WC02")
    assert g.turn.pool.grey == 1                        # wasted at the end of the turn
    assert g.players[RED].cubes == {"gold": 0, "stone": 0, "wood": 1, "ash": 0}


def test_t54_a_gate_needs_a_worker_for_its_gatekeeper():
    g = new()
    rubble(g, "FISH")
    goods(g, RED, coins=0, gold=0, stone=2, wood=1, ash=0)
    g.players[RED].tent = "P02"
    start = copy(g)
    workers(g, RED, supply=0)
    goods(g, RED, coins=1)                              # a trade keeps the menu open (else only "done" is left)
    g = grey_turn(g, RED, "FISH", 5)
    assert frame(g) == "WallMenu"
    assert refused(g, RED, "rebuild") == "ezra_nehemiah-why-no-gatekeeper"
    g = copy(start)
    workers(g, RED, supply=1)
    g = grey_turn(g, RED, "FISH", 5)
    g, _ = play(g, RED, "rebuild", "2:1:0:0")
    red = g.players[RED]
    assert "FISH" in red.workers.gatekeepers and red.workers.supply == 0
    assert red.tent == "P03" and red.coins == 2          # Fish's worker space: 1 tent move


def test_t55_scribes_access_occupancy_one_per_action_fees():
    g = new(3)                                          # Violet plays the rulebook's Yellow (no Yellow at 3)
    scribe(g, VIOLET, 1, 2)
    put_scroll(g, 2, 2, "SW01")
    workers(g, RED, supply=2)
    goods(g, RED, coins=9, food=0, gold=0)
    goods(g, VIOLET, coins=0)
    start = copy(g)
    g = blue_turn(g, RED, 12)
    g, _ = play(g, RED, "scribe")
    assert {o for o in options(g) if o != "back"} == {"1-1", "1-3", "2-2", "2-3"}
    assert disabled(g)["2-1"] == disabled(g)["2-4"] == "ezra_nehemiah-why-not-accessible"
    assert "1-2" not in offered(g)
    assert refused(g, RED, "1-2") == "core-error-unknown-option"
    assert refused(g, RED, "2-1") == "ezra_nehemiah-why-not-accessible"
    g, _ = play(g, RED, "2-2")
    red = g.players[RED]
    assert g.turn.pool.blue == 7 and red.coins == 5 and g.players[VIOLET].coins == 1 and red.food == 1
    assert disabled(g)["scribe"] == "ezra_nehemiah-why-one-scribe"
    assert refused(g, RED, "scribe") == "ezra_nehemiah-why-one-scribe"
    # the row's cost but not the fee to Violet
    g = copy(start)
    goods(g, RED, coins=3)
    g = blue_turn(g, RED, 12)
    g, _ = play(g, RED, "scribe")
    assert disabled(g)["2-2"] == disabled(g)["2-3"] == "ezra_nehemiah-why-coins"
    assert "1-1" in options(g)


def test_t56_tent_refusals():
    g = new()
    goods(g, RED, coins=0, food=0, gold=0, stone=0, wood=0, ash=0)
    g.players[RED].tent = "P02"
    dev(g, RED, merchant=("MR4", True))                 # its bonus option: 1 tent move
    workers(g, RED, supply=1)
    g = blue_turn(g, RED, 12)
    g, _ = play(g, RED, "tent")
    assert offered(g) == ["1", "2", "3", "4", "back"]
    assert disabled(g)["3"] == disabled(g)["4"] == "ezra_nehemiah-why-tent-cube"
    assert refused(g, RED, "4") == "ezra_nehemiah-why-tent-cube"
    assert refused(g, RED, "5") == "core-error-unknown-option"
    g, _ = play(g, RED, "2")                            # P03 (2 coins), P04 (2 bread)
    assert g.turn.pool.blue == 8 and g.players[RED].tent == "P04"
    assert disabled(g)["tent"] == "ezra_nehemiah-why-one-tent"
    assert refused(g, RED, "tent") == "ezra_nehemiah-why-one-tent"
    g, _ = play(g, RED, "merchant", "m1:b2")           # a free tent move still happens: P05, 1 worker
    assert g.players[RED].tent == "P05" and g.players[RED].workers.supply == 1


def test_t57_trade_refusals():
    g = new()
    cards(g, RED, hand=["C03", "C01", "C02", "C04"], piles=[["C05"], [], []])
    gate(g, "VALLEY", YELLOW)
    goods(g, RED, coins=1, gold=0, stone=0, wood=0, ash=0)
    goods(g, YELLOW, coins=0)
    start = copy(g)
    give_turn(g, RED)
    g, _ = begin(g, RED, "C03", 2)
    g, _ = play(g, RED, "aux", "trade")
    assert frame(g) == "GateTradeAsk" and g.frames[-1].card == "C03"     # never C05's trade (no D05)
    assert refused(g, RED, "lower") == "ezra_nehemiah-why-coins"
    assert reason(g, "lower").params == {"need": 3, "have": 1}
    g, _ = play(g, RED, "upper")
    assert g.players[RED].coins == 0 and g.players[YELLOW].coins == 1 and g.players[RED].cubes["stone"] == 1
    # with 0 coins no option of C03 is offered
    g = copy(start)
    goods(g, RED, coins=0)
    give_turn(g, RED)
    g, _ = begin(g, RED, "C03", 2)
    assert "aux" not in offered(g)


def test_t60_out_of_turn_and_stale_questions():
    g = new()
    give_turn(g, RED)
    assert refused(g, VIOLET, "play") == "core-error-not-awaited"
    asked = pending(g)
    g2, _ = play(g, RED, "play")
    card = options(g2)[0]
    assert refused(g2, RED, card, expect=asked.id) == "core-error-stale"
    g3, _ = play(g2, RED, card)                           # the current question still takes it
    assert g3.turn.card is not None


def test_t61_flip_refusals():
    g = new()
    dev(g, RED, guard="GU1", labourer="LA1", farmer=("FA1", True), merchant="MR1", elder="EL4")
    goods(g, RED, coins=6, gold=0, stone=1, wood=1, ash=1)
    give_turn(g, RED)
    g, _ = play(g, RED, "aux", "flip")
    assert frame(g) == "FlipPick"
    assert "farmer" not in offered(g)
    assert refused(g, RED, "farmer") == "core-error-unknown-option"
    assert refused(g, RED, "guard") == "ezra_nehemiah-why-flip-cost"
    assert set(options(g)) == {"labourer", "elder"}
    # a free flip with every tile developed is lost
    g = new()
    dev(g, RED, guard=("GU1", True), labourer=("LA1", True), farmer=("FA1", True), merchant=("MR1", True),
        elder=("EL1", True))
    give_turn(g, RED)
    before = engine.dumps(g)
    events = resolve_now(g, RED, [FreeFlip(n=1)])
    assert keys(events) == ["ezra_nehemiah-ev-flip-lost"]
    assert frame(g) == "TurnMenu" and engine.dumps(g) == before      # nothing happens


# --- 14.5 edge cases of the work days --------------------------------------------------------------

def test_t77_a_chain_of_failed_gains():
    g = new()
    blessings(g, RED, 7, 7, 7)
    g.players[RED].tent = "P01"
    rubble(g, "W12")                                    # no gate next to it: no connection
    goods(g, RED, coins=0, stone=3)
    wall_deck(g, RED, "WC02", "WC01", "WC07")
    g = grey_turn(g, RED, "W12", 4)
    g, events = play(g, RED, "rebuild", "3:0:0:0", "WC07")
    assert keys(events).count("ezra_nehemiah-ev-blessing-fails") == 2
    assert g.players[RED].tent == "P03" and g.players[RED].coins == 2


def test_t78_section_completion_at_2_players_and_its_coins():
    g = new(2)                                          # Turquoise plays the rulebook's Violet (no Violet at 2)
    temple_fill(g, [(column, row) for column in (1, 2, 3) for row in (1, 2, 3, 4, 5) if (column, row) != (3, 2)])
    workers(g, RED, supply=1, levites=3)
    workers(g, TURQUOISE, supply=1, levites=1)
    cards(g, RED, hand=["C03", "C01", "C02", "C04"])
    goods(g, RED, coins=0, food=0, gold=0, stone=2, wood=0, ash=0)
    goods(g, TURQUOISE, coins=0)
    vp = [p.vp for p in g.players]
    g = red_turn(g, RED, 5, "C03")
    g, events = play(g, RED, "temple:2:stone")
    assert g.board.temple.cells[1][2].by == RED                 # row 2, column 3
    red = g.players[RED]
    assert red.vp - vp[RED] == 1 + 2 and red.coins == 1 + 3 and red.food == 2
    assert g.players[TURQUOISE].coins == 1 and g.players[TURQUOISE].vp == vp[TURQUOISE]
    assert "ezra_nehemiah-ev-section-fewest" not in keys(events)
    g, _ = play(g, RED, "temple:3:stone")                       # its leftmost empty space is in section II
    assert g.board.temple.cells[2][3].by == RED and g.turn.pool.red == 0
    assert g.players[RED].vp - vp[RED] == 4 and g.players[RED].food == 3
    coins_on_valley = space(g, "VALLEY").coins_on_card
    g, _ = play(g, RED, "aux", "trade", "lower")                # the 4 new coins pay a trade at once
    assert g.players[RED].coins == 1 and g.players[RED].cubes["stone"] == 2
    assert space(g, "VALLEY").coins_on_card == coins_on_valley + 1


def test_t79_sw04_adds_one_space_to_a_move_of_2_or_more():
    g = new()
    scrolls(g, RED, "SW04")
    g.players[RED].tent = "P01"
    goods(g, RED, coins=0, food=0, stone=1)
    blessings(g, RED, 0, 0, 0)
    workers(g, RED, supply=1, levites=1)
    start = copy(g)
    g = blue_turn(g, RED, 4)
    g, _ = play(g, RED, "tent", "2")
    assert frame(g) == "WildBlessing"                          # P02
    g, _ = play(g, RED, "red")
    red = g.players[RED]
    assert red.tent == "P04" and red.blessings["red"] == 1 and red.coins == 2 and red.food == 2
    assert g.turn.pool.blue == 0
    # a single free tent move (Temple row 4) stays 1 space
    g = copy(start)
    g.players[RED].tent = "P03"
    g = red_turn(g, RED, 4)
    g, _ = play(g, RED, "temple:4:stone")
    assert g.players[RED].tent == "P04"
    # a free movement of 2 spaces (SW07's, at Preparing for Sabbath) becomes 3
    g = copy(start)
    g.players[RED].tent = "P02"
    resolve_now(g, RED, [Tent(n=2)])
    assert g.players[RED].tent == "P05"


def test_t82_coins_pile_up_on_an_unbuilt_gate():
    g = new()                                           # 4 players: no setup coins
    assert space(g, "DUNG").coins_on_card == 0
    for seat in (RED, VIOLET, TURQUOISE):
        cards(g, seat, hand=["C06", "C01", "C02", "C04"])
        goods(g, seat, coins=3)
        give_turn(g, seat)
        g, _ = begin(g, seat, "C06")
        g, _ = play(g, seat, "aux", "trade", "upper")
        assert g.players[seat].coins == 2
    assert space(g, "DUNG").coins_on_card == 3
    # Yellow rebuilds Dung Gate
    rubble(g, "DUNG")
    workers(g, YELLOW, supply=1)
    goods(g, YELLOW, coins=0, gold=0, stone=2, wood=1, ash=0)
    g = grey_turn(g, YELLOW, "DUNG", 3)
    g, events = play(g, YELLOW, "rebuild", "2:1:0:0")
    yellow = g.players[YELLOW]
    assert yellow.coins == 3 and yellow.cubes["gold"] == 1 and "DUNG" in yellow.workers.gatekeepers
    assert space(g, "DUNG").coins_on_card == 0 and "ezra_nehemiah-ev-connection" not in keys(events)
    # later C06 trades: Red pays Yellow; Yellow pays nobody
    cards(g, RED, hand=["C06", "C01", "C02", "C04"])
    give_turn(g, RED)
    g, _ = begin(g, RED, "C06")
    g, _ = play(g, RED, "aux", "trade", "upper")
    assert g.players[RED].coins == 1 and g.players[YELLOW].coins == 4
    cards(g, YELLOW, hand=["C06", "C01", "C02", "C04"])
    give_turn(g, YELLOW)
    g, _ = begin(g, YELLOW, "C06")
    g, _ = play(g, YELLOW, "aux", "trade", "upper")
    assert g.players[YELLOW].coins == 4 and g.players[YELLOW].cubes["stone"] == 1


def test_t83_three_players_muster_gate_connects_on_one_side_only():
    g = new(3)
    assert space(g, "W04").neutral and space(g, "MUSTER").coins_on_card == 1
    wall(g, "W03", VIOLET)
    rubble(g, "MUSTER")
    workers(g, RED, supply=1)
    goods(g, RED, coins=0, food=0, gold=0, stone=2, wood=1, ash=0)
    goods(g, VIOLET, food=0, gold=0, stone=0, wood=0, ash=0)
    blessings(g, RED, 0, 0, 0)
    g = grey_turn(g, RED, "MUSTER", 3)
    g, events = play(g, RED, "rebuild", "2:1:0:0")
    assert frame(g) == "WildBlessing"                  # Muster's worker space
    g, events2 = play(g, RED, "orange")
    events += events2
    red, violet = g.players[RED], g.players[VIOLET]
    assert red.coins == 1 and "MUSTER" in red.workers.gatekeepers and red.blessings["orange"] == 1
    assert red.food == 1 and red.cubes["ash"] == 1
    assert violet.food == 1 and violet.cubes["ash"] == 1
    assert keys(events).count("ezra_nehemiah-ev-connection") == 1
    assert space(g, "MUSTER").connected_ccw and not space(g, "MUSTER").connected_cw


def test_t84_a_gate_between_two_walls():
    start = new()
    rubble(start, "WATER")
    workers(start, RED, supply=1)
    goods(start, RED, coins=0, food=0, gold=0, stone=2, wood=1, ash=0)
    goods(start, VIOLET, food=0, gold=0, stone=0, wood=0, ash=0)
    g = copy(start)
    wall(g, "W10", RED)
    wall(g, "W11", RED, "WC02")
    g = grey_turn(g, RED, "WATER", 3)
    g, events = play(g, RED, "rebuild", "2:1:0:0")
    assert keys(events).count("ezra_nehemiah-ev-connection") == 2
    assert g.players[RED].cubes == {"gold": 0, "stone": 0, "wood": 2, "ash": 2} and g.players[RED].food == 2
    # W11 Violet's: Red still twice, Violet once
    g = copy(start)
    wall(g, "W10", RED)
    wall(g, "W11", VIOLET)
    g = grey_turn(g, RED, "WATER", 3)
    g, _ = play(g, RED, "rebuild", "2:1:0:0")
    assert g.players[RED].cubes == {"gold": 0, "stone": 0, "wood": 2, "ash": 2}
    assert g.players[VIOLET].cubes == {"gold": 0, "stone": 0, "wood": 1, "ash": 1}


def simple_turn(g, seat: int, day: int, pile: int):
    """A turn that plays the first card in hand onto `pile` and declares an empty Torah & Tents."""
    give_turn(g, seat, day=day)
    g, _ = begin(g, seat, pile=pile, main="blue", banners=0)
    if frame(g) == "TorahMenu":
        g, _ = play(g, seat, "done")
    return end_turn(g, seat)[0]


def test_t90_hand_size_5_with_sw18():
    g = new()
    cards(g, RED, hand=["C03", "C04", "C05", "C06"], piles=[["C01"], ["C02"], []],
          deck=["C07", "C08", "C09", "C10"])
    scribe(g, RED, 1, 1)
    put_scroll(g, 2, 1, "SW18")
    workers(g, RED, supply=1)
    goods(g, RED, coins=3)
    # turn 3: the scribe on SW18, then the hand fills to 5
    give_turn(g, RED, day=3)
    g, _ = begin(g, RED, "C03", 3, main="blue", banners=5)
    g, _ = play(g, RED, "scribe", "2-1")
    assert "SW18" in g.players[RED].scrolls
    if frame(g) == "TorahMenu":
        g, _ = play(g, RED, "done")
    g, _ = end_turn(g, RED)
    red = g.players[RED]
    assert len(red.hand) == 5 and len(red.deck) == 2
    # turns 4 and 5 draw 1 each; any pile takes a third card now
    g = simple_turn(g, RED, 4, 1)
    assert len(g.players[RED].hand) == 5 and len(g.players[RED].deck) == 1
    give_turn(g, RED, day=5)
    if frame(g) == "TurnMenu":
        g, _ = play(g, RED, "play")
    assert f"{g.players[RED].hand[0]}:1" in options(g)          # pile 1 holds 2 cards
    g = simple_turn(g, RED, 5, 1)
    assert len(g.players[RED].piles[0]) == 3
    assert len(g.players[RED].hand) == 5 and len(g.players[RED].deck) == 0
    g = simple_turn(g, RED, 6, 2)
    assert len(g.players[RED].hand) == 4 and len(g.players[RED].deck) == 0
    assert sum(len(pile) for pile in g.players[RED].piles) == 6
    # After Sabbath 1: 1 card tucked, the other 5 reshuffled, 1 drawn
    g = to_next_round(g)
    red = g.players[RED]
    assert len(red.tucked) == 1 and len(red.hand) == 5 and len(red.deck) == 4


def test_t91_discounts_with_gold_and_sw13():
    g = new()
    rubble(g, "FISH")
    workers(g, RED, supply=1)
    goods(g, RED, coins=0, gold=1, stone=0, wood=1, ash=0)
    g.players[RED].tent = "P02"
    start = copy(g)
    scrolls(g, RED, "SW13")
    g = grey_turn(g, RED, "FISH", 3)
    g, _ = play(g, RED, "rebuild")
    assert options(g) == ["0:1:1:0", "back"]             # 3 grey + 1 wood + 1 stone, the stone by the gold
    g, _ = play(g, RED, "0:1:1:0")
    assert g.players[RED].cubes == {"gold": 0, "stone": 0, "wood": 0, "ash": 0} and g.turn.pool.grey == 0
    assert space(g, "FISH").built
    # without SW13 the second stone needs 3 more grey banners
    g = grey_turn(copy(start), RED, "FISH", 3)
    assert refused(g, RED, "rebuild") == "ezra_nehemiah-why-rebuild-cost"


def test_t92_a_white_worker_whose_two_upper_tiles_are_taken():
    start = new(2)                                      # Turquoise plays the rulebook's Violet
    assert occupants(start, 1) == [WHITE, None, WHITE]
    scribe(start, RED, 2, 1)
    scribe(start, TURQUOISE, 2, 2)
    workers(start, TURQUOISE, supply=1)
    goods(start, TURQUOISE, coins=2)

    def place(g):
        g = blue_turn(g, TURQUOISE, 3)
        g, events = play(g, TURQUOISE, "scribe", "1-1")
        if frame(g) in ("WildBlessing", "ResourcePick"):
            g, _ = play(g, TURQUOISE, options(g)[0])
        return g, events

    g, _ = place(copy(start))
    assert occupants(g, 1)[0] == TURQUOISE and occupants(g, 3)[:2] == [WHITE, None]
    g = copy(start)
    scribe(g, RED, 3, 1)
    g, _ = place(g)
    assert occupants(g, 3)[:2] == [RED, WHITE]
    g = copy(start)
    scribe(g, RED, 3, 1)
    scribe(g, RED, 3, 2)
    g, events = place(g)
    assert "ezra_nehemiah-ev-white-out" in keys(events)
    assert sum(slot.occupant == WHITE for row in g.board.scrolls for slot in row) == 1


def test_t94_sw14_copies_a_neighbouring_wall():
    g = new()
    scrolls(g, RED, "SW14")
    wall(g, "W13", VIOLET, "WC03")                      # 2 coins
    wall(g, "W11", YELLOW, "WC08")                      # 1 gold
    rubble(g, "W12")
    rubble(g, "W14")
    goods(g, RED, coins=0, food=0, gold=0, stone=5, wood=0, ash=0)
    wall_deck(g, RED, "WC01", "WC02", "WC10")
    start = copy(g)
    g = grey_turn(g, RED, "W12", 4)
    g, _ = play(g, RED, "rebuild", "3:0:0:0", "WC10")
    assert g.players[RED].food == 2
    assert frame(g) == "CopyWallPick" and options(g) == ["W11", "W13"]
    g, _ = play(g, RED, "W13")
    assert g.players[RED].coins == 2 and g.players[RED].cubes["gold"] == 0
    # W14 is not W13's neighbour: Fountain Gate lies between
    g = grey_turn(copy(start), RED, "W14", 3)
    g, events = play(g, RED, "rebuild", "2:0:0:0", "WC10", "WC02")
    assert "CopyWallPick" not in [type(f).__name__ for f in g.frames]
    assert g.players[RED].coins == 0 and "ezra_nehemiah-ev-copy-wall" not in keys(events)


def test_t95_a_conversion_trade_is_one_auxiliary_action():
    g = new()
    cards(g, RED, hand=["C10", "C01", "C02", "C04"])   # C10: stone 2 coins, gold 3 coins
    goods(g, RED, coins=0, gold=1, stone=3, wood=0, ash=0)
    give_turn(g, RED)
    g, _ = begin(g, RED, "C10")
    g, _ = play(g, RED, "aux", "trade", 2, 1)
    assert g.players[RED].coins == 7 and g.players[RED].cubes == {"gold": 0, "stone": 1, "wood": 0, "ash": 0}
    assert disabled(g)["aux"] == "ezra_nehemiah-why-aux-used"
    assert refused(g, RED, "aux") == "ezra_nehemiah-why-aux-used"


def test_t99_wild_banners_and_the_main_action():
    start = new()
    cards(start, RED, hand=["C03", "C01", "C02", "C04"])      # C03: G, G2, R
    dev(start, RED, elder="EL4")                                # slot 1: 1 wild banner + 1 coin
    workers(start, RED, supply=2)
    goods(start, RED, coins=0)
    for main, colour, total in (("grey", "grey", 4), ("red", "red", 2)):
        g = copy(start)
        give_turn(g, RED)
        g, _ = begin(g, RED, "C03")
        g, _ = play(g, RED, "elder", "e1")
        assert g.turn.pool.wild == 1 and g.players[RED].coins == 1
        g, _ = play(g, RED, f"main:{main}")
        assert getattr(g.turn.pool, colour) == total and g.turn.pool.wild == 0
    # after the main action the wild banner is wasted
    g = copy(start)
    give_turn(g, RED)
    g, _ = begin(g, RED, "C03", main="blue")
    if frame(g) == "TorahMenu":
        g, _ = play(g, RED, "done")
    g, events = play(g, RED, "elder", "e1")
    assert "ezra_nehemiah-ev-banners-lost" in keys(events)
    assert g.turn.pool.wild == 0 and g.turn.pool.blue == 0 and g.players[RED].coins == 1


def test_a_gate_kept_by_seat_0_also_takes_its_gatekeeper_coin():
    """Regression (found by the long fuzz): seat 0 keeps a gate like anybody; a trade there costs the
    gatekeeper's coin on top, so with no coin even the free upper option of C05 (Old Gate) is refused."""
    g = new()
    assert g.board.perimeter[[s.id for s in g.board.perimeter].index("OLD")].owner == TURQUOISE
    cards(g, RED, hand=["C05", "C01", "C02", "C03"])
    goods(g, RED, coins=0)
    give_turn(g, RED)
    g, _ = begin(g, RED, "C05")
    assert "aux" not in options(g)                       # no trade possible, and nothing to flip for free
    goods(g, RED, coins=1)
    g, _ = play(g, RED, "aux", "trade")
    assert set(options(g)) == {"upper", "back"}          # the lower one needs 1 + 4 coins
    turquoise = g.players[TURQUOISE].coins
    g, _ = play(g, RED, "upper")
    assert g.players[RED].coins == 0 and g.players[TURQUOISE].coins == turquoise + 1
    assert g.players[RED].cubes["wood"] >= 1
