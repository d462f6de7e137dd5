"""Architects of the West Kingdom: scenarios T01-T33 of rules/architects.md section 12, played through
the engine's own questions (the harness sets the position, `play` answers through engine.act)."""
from __future__ import annotations

import msgspec
import pytest

import engine
from engine.architects import RULES
from engine.architects.content import CONTENT
from engine.architects.goods import change_virtue
from engine.architects.guildhall import guild_options
from engine.architects.market import offer
from engine.architects.scoring import parts
from engine.architects.workshop import can_afford_hire, workshop_options
from engine.core.frames import Log

from .architects_scenarios import (BLUE, GREEN, RED, YELLOW, apprentices, display_row, enabled, give_turn,
                                   hand, keys, new, offered, pending, play, set_player)

COLOURS = ("yellow", "red", "blue", "green", "black")


# --- local helpers ------------------------------------------------------------------------------------

def consistent(g) -> None:
    assert RULES.invariants(g) == []


def move(g, index: int, location: str, count: int) -> None:
    """Put `count` of the player's own workers from its board on an open-circle location."""
    g.put(location, COLOURS[index], count)
    g.players[index].workers -= count


def jail(g, index: int, count: int) -> None:
    g.prison[COLOURS[index]] = g.prison.get(COLOURS[index], 0) + count
    g.players[index].workers -= count


def captive(g, holder: int, index: int, count: int) -> None:
    """`count` workers of player `index` in the captured area of player `holder`."""
    g.players[holder].captured[COLOURS[index]] = g.players[holder].captured.get(COLOURS[index], 0) + count
    g.players[index].workers -= count


def snapshot(g) -> bytes:
    return msgspec.json.encode(g, order="sorted")


def refused(g, choice) -> None:
    """Answering `choice` raises RuleError and the state is unchanged."""
    before = snapshot(g)
    with pytest.raises(engine.RuleError):
        play(g, choice)
    assert snapshot(g) == before


def disabled_reason(g, option_id: str) -> str:
    option = next(o for o in pending(g).options if o.id == option_id)
    assert option.disabled is not None
    return option.disabled.key


def total_silver(g) -> int:
    """Silver outside the supply: players, tax stand, display cards."""
    return (sum(p.silver for p in g.players) + g.tax_stand
            + sum(slot.silver for row in g.display for slot in row))


# --- resource locations ---------------------------------------------------------------------------------

def test_t01_forest_accumulation():
    g = new()
    consistent(g)
    for n, total in ((1, 1), (2, 3), (3, 6)):
        give_turn(g, YELLOW)
        g, _ = play(g, "forest")
        assert g.at("forest", "yellow") == n
        assert g.players[YELLOW].wood == total        # +1, then +2, then +3
    consistent(g)


def test_t02_quarry_second_and_third_worker():
    g = new()
    move(g, YELLOW, "quarry", 1)
    give_turn(g, YELLOW)
    consistent(g)
    g, _ = play(g, "quarry")
    assert g.players[YELLOW].stone == 2
    give_turn(g, YELLOW)
    g, _ = play(g, "quarry")
    assert g.players[YELLOW].stone == 2 + 3
    assert g.at("quarry", "yellow") == 3


def test_t03_opponents_do_not_count():
    g = new()
    move(g, RED, "forest", 3)
    give_turn(g, YELLOW)
    consistent(g)
    g, events = play(g, "forest")
    placed = next(e for e in events if e.public.key == "architects-ev-place")
    assert placed.public.params["n"] == 1
    assert g.players[YELLOW].wood == 1
    assert g.at("forest", "red") == 3


def test_t04_mines_fifth_worker():
    g = new()
    move(g, BLUE, "mines", 4)
    give_turn(g, BLUE)
    consistent(g)
    g, _ = play(g, "mines")
    question = pending(g)
    assert question.seat == BLUE
    assert offered(g) == enabled(g) == ["clay", "gold"]
    counts = {o.id: o.label.params["option"].params["count"] for o in question.options}
    assert counts == {"clay": 6, "gold": 2}
    refused(g, "clay+gold")                            # no mix of the two
    with_clay, _ = play(g, "clay")
    assert (with_clay.players[BLUE].clay, with_clay.players[BLUE].gold) == (6, 0)
    with_gold, _ = play(g, "gold")
    assert (with_gold.players[BLUE].clay, with_gold.players[BLUE].gold) == (0, 2)


def test_t05_mines_first_worker():
    g = new()
    give_turn(g, BLUE)
    g, events = play(g, "mines")
    assert g.players[BLUE].clay == 2 and g.players[BLUE].gold == 0
    # no Q05: the turn went straight on to Green's placement
    assert pending(g).seat == GREEN and "quarry" in enabled(g)
    assert "architects-ev-yield" in keys(events)


def test_t06_silversmith_fourth_worker():
    g = new()
    move(g, GREEN, "silversmith", 3)
    set_player(g, GREEN, silver=0)
    give_turn(g, GREEN)
    consistent(g)
    g, _ = play(g, "silversmith")
    assert g.players[GREEN].silver == 5


# --- King's Storehouse ------------------------------------------------------------------------------------

def test_t07_storehouse_fifth_worker_with_merchant_and_trader():
    g = new()
    move(g, YELLOW, "storehouse", 4)
    apprentices(g, YELLOW, "A01", "A03")               # Merchant 2 $ -> 1 G, Trader 3 C -> 1 M
    set_player(g, YELLOW, clay=5, wood=1, stone=2, silver=4, gold=0, marble=0, virtue=7)
    give_turn(g, YELLOW)
    consistent(g)
    g, _ = play(g, "storehouse")
    assert g.turn.n == 5
    g, _ = play(g, "virtue:C2", "marble:S2W1", "trade:A01")
    assert "trade:A01" in enabled(g)                   # the Merchant may be used again
    g, _ = play(g, "trade:A01", "trade:A03")
    me = g.players[YELLOW]
    assert (me.clay, me.wood, me.stone, me.silver, me.gold, me.marble, me.virtue) == (0, 0, 0, 0, 2, 2, 8)
    # no sixth exchange: the action is over and Red is placing
    assert pending(g).seat == RED and "storehouse" in enabled(g)
    consistent(g)


# --- Workshop ------------------------------------------------------------------------------------------------

def t08_position():
    g = new()
    display_row(g, 1, "A05", "A07", "A17", "A09")     # Woodcutter, Swindler, Coin Polisher, Pickpocket
    apprentices(g, BLUE, "A13", "A14")
    move(g, BLUE, "workshop", 1)
    set_player(g, BLUE, silver=10, virtue=7)
    give_turn(g, BLUE)
    consistent(g)
    return g


def test_t08_workshop_reach_extension_silver():
    g = t08_position()
    top_row = [(s.card, s.silver) for s in g.display[0]]
    refill = g.apprentice_deck[-1]
    silver_before = total_silver(g)
    g, _ = play(g, "workshop")
    assert enabled(g) == ["hire", "draw"]
    g, _ = play(g, "hire")
    g, _ = play(g, "B4")
    blue = g.players[BLUE]
    assert blue.silver == 4
    assert g.tax_stand == 6
    assert silver_before - total_silver(g) == 2      # the supply received 2 $
    assert [(s.card, s.silver) for s in g.display[1]] == [("A05", 1), ("A07", 1), ("A17", 0), (refill, 0)]
    assert [(s.card, s.silver) for s in g.display[0]] == top_row
    assert blue.apprentices == ["A13", "A14", "A09"]
    assert blue.virtue == 6
    consistent(g)


def test_t09_workshop_draw_instead():
    g = t08_position()
    deck = len(g.building_deck)
    top_two = g.building_deck[-2:]
    g, _ = play(g, "workshop", "draw")
    blue = g.players[BLUE]
    assert sorted(blue.hand) == sorted(top_two) and len(blue.hand) == 2
    assert len(g.building_deck) == deck - 2
    assert blue.silver == 10 and g.tax_stand == 4


def test_t10_slide_left_and_silver_collection():
    g = new()
    x, y = g.apprentice_deck[-3], g.apprentice_deck[-4]
    display_row(g, 1, "A05", "A07", x, y, silver=(1, 1, 0, 0))
    set_player(g, RED, silver=5)
    give_turn(g, RED)
    consistent(g)
    refill = g.apprentice_deck[-1]
    g, _ = play(g, "workshop", "hire", "B1")
    red = g.players[RED]
    assert red.silver == 5 - 4 + 1 == 2
    assert g.tax_stand == 6
    assert red.apprentices == ["A05"]
    assert [(s.card, s.silver) for s in g.display[1]] == [("A07", 1), (x, 0), (y, 0), (refill, 0)]
    consistent(g)

    # with only 3 $ the Woodcutter can't be hired, though 1 $ lies on it
    g = new()
    display_row(g, 1, "A05", "A07", x, y, silver=(1, 1, 0, 0))
    set_player(g, RED, silver=3)
    assert not can_afford_hire(g, RED, 1, 0, 1)
    assert workshop_options(g, RED, 1)[0].disabled is not None   # `hire` is refused
    give_turn(g, RED)
    g, _ = play(g, "workshop")                         # only `draw` is left: answered automatically
    red = g.players[RED]
    assert red.apprentices == [] and red.silver == 3 and len(red.hand) == 1
    assert (g.display[1][0].card, g.display[1][0].silver) == ("A05", 1)


def test_t11_apprentice_limit():
    g = new()
    apprentices(g, GREEN, "A36", "A01", "A03", "A05", "A14")   # A36 Chaplain, hired at +2 V
    display_row(g, 0, "A13")                            # A1: Rockbreaker, hire virtue 0
    set_player(g, GREEN, virtue=9, silver=4)
    give_turn(g, GREEN)
    consistent(g)
    g, _ = play(g, "workshop", "hire")
    assert "A1" in enabled(g)
    g, _ = play(g, "A1")
    question = pending(g)
    assert question.seat == GREEN
    assert enabled(g) == ["A36", "A01", "A03", "A05", "A14"]
    assert g.players[GREEN].silver == 4                 # asked before paying
    g, _ = play(g, "A36")
    green = g.players[GREEN]
    assert g.apprentice_deck[0] == "A36"                # bottom of the apprentice deck
    assert green.virtue == 9                            # the Chaplain's +2 is not undone
    assert green.apprentices == ["A01", "A03", "A05", "A14", "A13"]
    assert len(green.apprentices) == 5
    consistent(g)


def test_t12_hand_limit():
    g = new()
    cards = g.building_deck[:5]
    hand(g, YELLOW, *cards)
    move(g, YELLOW, "workshop", 3)
    give_turn(g, YELLOW)
    consistent(g)
    g, _ = play(g, "workshop")                         # no silver: `draw` is the only choice
    yellow = g.players[YELLOW]
    assert len(yellow.hand) == 8
    question = pending(g)
    assert question.seat == YELLOW and question.kind == "many"
    assert question.min == question.max == 2
    assert sorted(offered(g)) == sorted(yellow.hand)
    refused(g, [yellow.hand[0]])
    refused(g, yellow.hand[:3])
    deck = len(g.building_deck)
    chosen = [yellow.hand[0], yellow.hand[5]]
    g, _ = play(g, chosen)
    yellow = g.players[YELLOW]
    assert len(yellow.hand) == 6 and not set(chosen) & set(yellow.hand)
    assert len(g.building_deck) == deck + 2
    assert sorted(g.building_deck[:2]) == sorted(chosen)
    assert pending(g).seat == RED
    consistent(g)


# --- Town Centre ------------------------------------------------------------------------------------------

def test_t13_town_centre_example_one_four_players():
    g = new()
    move(g, YELLOW, "town_centre", 1)
    set_player(g, YELLOW, silver=5)
    move(g, RED, "forest", 3)
    move(g, GREEN, "forest", 2)
    give_turn(g, YELLOW)
    consistent(g)
    silver_before = total_silver(g)
    g, _ = play(g, "town_centre")
    assert g.turn.n == 2
    assert enabled(g) == ["forest", "town_centre", "done"]
    g, _ = play(g, "forest")
    assert enabled(g) == ["red", "green"]
    g, _ = play(g, "red")
    assert g.players[YELLOW].silver == 4 and g.tax_stand == 5      # the first coin is tax
    assert enabled(g) == ["forest", "done"]            # 4 players: the same location again
    refused(g, "town_centre")
    g, _ = play(g, "forest")                           # only Green is left there: automatic
    yellow = g.players[YELLOW]
    assert yellow.silver == 3 and g.tax_stand == 5
    assert silver_before - total_silver(g) == 1        # the supply gained 1 $
    assert yellow.captured == {"red": 3, "green": 2}
    assert g.at("forest", "red") == 0 and g.at("forest", "green") == 0
    consistent(g)
    give_turn(g, RED)
    g, _ = play(g, "forest")
    assert g.players[RED].wood == 1


def test_t13_variant_three_players_second_location():
    g = new(players=3)
    move(g, YELLOW, "town_centre", 1)
    set_player(g, YELLOW, silver=5)
    move(g, RED, "forest", 3)
    move(g, BLUE, "mines", 2)
    give_turn(g, YELLOW)
    consistent(g)
    g, _ = play(g, "town_centre", "forest")
    assert "mines" in enabled(g)                       # 1-3 players: a second location is allowed
    g, _ = play(g, "mines")
    assert g.players[YELLOW].captured == {"red": 3, "blue": 2}
    assert g.players[YELLOW].silver == 3


def test_t14_town_centre_capturing_own_group():
    g = new()
    move(g, RED, "town_centre", 2)
    set_player(g, RED, silver=4)
    move(g, RED, "silversmith", 2)
    move(g, BLUE, "silversmith", 1)
    move(g, YELLOW, "silversmith", 3)
    give_turn(g, RED)
    consistent(g)
    silver_before = total_silver(g)
    workers = g.players[RED].workers
    g, _ = play(g, "town_centre")
    assert g.turn.n == 3
    g, _ = play(g, "silversmith")
    assert enabled(g) == ["yellow", "red", "blue"]
    g, _ = play(g, "red", "silversmith", "blue", "silversmith")   # Yellow's group last: automatic
    red = g.players[RED]
    assert red.silver == 1
    assert g.tax_stand == 5 and silver_before - total_silver(g) == 2   # 1 tax + 2 to the supply
    assert red.workers == workers - 1 + 2              # own group back on the board, available
    assert red.captured == {"blue": 1, "yellow": 3}
    assert "silversmith" not in g.locations
    assert pending(g).seat == BLUE
    consistent(g)


def test_t15_capture_restrictions():
    g = new()
    g.guildhall[0] = "green"
    g.market[0] = "green"
    g.players[GREEN].workers -= 2
    jail(g, GREEN, 1)
    captive(g, YELLOW, GREEN, 1)
    set_player(g, RED, silver=3)
    give_turn(g, RED)
    consistent(g)
    g, _ = play(g, "town_centre")
    assert offered(g) == ["town_centre", "done"]
    for place in ("guildhall", "bm_left", "prison", "yellow", "black_market"):
        refused(g, place)
    workers = g.players[RED].workers
    g, _ = play(g, "town_centre")                      # Q11 has only Red: answered automatically
    red = g.players[RED]
    assert red.workers == workers + 1 and g.at("town_centre", "red") == 0
    assert red.silver == 2 and g.tax_stand == 5
    assert g.guildhall[0] == "green" and g.market[0] == "green"
    assert g.prison["green"] == 1 and g.players[YELLOW].captured == {"green": 1}
    consistent(g)


def test_t16_capture_location_limit_three_players():
    g = new(players=3)
    move(g, BLUE, "town_centre", 2)
    set_player(g, BLUE, silver=5)
    for location in ("quarry", "forest", "mines"):
        move(g, RED, location, 1)
    # (chosen) Yellow groups too, so the Quarry and the Forest still hold a group after Red's is taken
    move(g, YELLOW, "quarry", 1)
    move(g, YELLOW, "forest", 1)
    give_turn(g, BLUE)
    consistent(g)
    g, _ = play(g, "town_centre", "quarry", "red", "forest", "red")
    assert enabled(g) == ["quarry", "forest", "done"]          # the Mines are shown, with the limit
    assert "mines" in offered(g)
    refused(g, "mines")
    g, _ = play(g, "quarry")                           # only Yellow's group is left: automatic
    assert g.players[BLUE].captured == {"red": 2, "yellow": 1}
    assert g.at("mines", "red") == 1
    assert g.players[BLUE].silver == 5 - 3
    consistent(g)


# --- Tax Collector ---------------------------------------------------------------------------------------

def test_t17_tax_collector_eleven_silver():
    g = new()
    g.tax_stand = 11
    set_player(g, RED, virtue=8, silver=0)
    give_turn(g, RED)
    consistent(g)
    g, _ = play(g, "tax_collector")
    red = g.players[RED]
    assert (red.silver, red.virtue, g.tax_stand) == (11, 6, 0)


def test_t18_empty_tax_stand():
    g = new()
    g.tax_stand = 0
    give_turn(g, YELLOW)
    consistent(g)
    assert "tax_collector" not in enabled(g)
    refused(g, "tax_collector")


# --- Guard House -----------------------------------------------------------------------------------------

def test_t19_guard_house_example():
    g = new()
    move(g, RED, "guard_house", 2)
    captive(g, RED, YELLOW, 3)
    captive(g, RED, GREEN, 2)
    jail(g, RED, 2)
    set_player(g, RED, silver=0)
    give_turn(g, RED)
    consistent(g)
    workers = g.players[RED].workers
    g, _ = play(g, "guard_house")
    assert enabled(g) == ["imprison", "release", "done"]
    g, _ = play(g, "imprison")
    red = g.players[RED]
    assert red.captured == {} and red.silver == 5
    assert g.prison == {"yellow": 3, "green": 2, "red": 2}
    assert enabled(g) == ["release", "done"]
    g, _ = play(g, "release")
    red = g.players[RED]
    assert red.workers == workers - 1 + 2             # free, back on the board
    assert red.silver == 5
    assert g.prison == {"yellow": 3, "green": 2}
    assert pending(g).seat == BLUE                     # the third action could only be `done`
    consistent(g)


def t20_position():
    g = new()
    move(g, BLUE, "guard_house", 1)
    set_player(g, BLUE, silver=12, virtue=7, debts_unpaid=2)
    captive(g, YELLOW, BLUE, 2)
    captive(g, GREEN, BLUE, 1)
    give_turn(g, BLUE)
    consistent(g)
    return g


def test_t20_reclaim_and_pay_off():
    g = t20_position()
    workers = g.players[BLUE].workers
    silver_before = total_silver(g)
    g, _ = play(g, "guard_house")
    assert enabled(g) == ["reclaim_silver", "reclaim_debt", "payoff", "done"]
    g, _ = play(g, "reclaim_silver")
    blue = g.players[BLUE]
    assert blue.workers == workers - 1 + 3
    assert g.players[YELLOW].captured == {} and g.players[GREEN].captured == {}
    assert blue.silver == 7 and g.tax_stand == 6
    assert silver_before - total_silver(g) == 3
    g, _ = play(g, "payoff")
    blue = g.players[BLUE]
    assert blue.silver == 1 and g.tax_stand == 9
    assert (blue.debts_unpaid, blue.debts_paid, blue.virtue) == (1, 1, 8)
    consistent(g)


def test_t20_variant_reclaim_with_a_debt():
    g = t20_position()
    g, _ = play(g, "guard_house", "reclaim_debt")
    blue = g.players[BLUE]
    assert (blue.debts_unpaid, blue.virtue, blue.silver) == (3, 6, 12)
    assert g.players[YELLOW].captured == {} and g.players[GREEN].captured == {}
    assert g.tax_stand == 4
    consistent(g)


# --- Virtue ------------------------------------------------------------------------------------------------

def test_t21_yellow_at_thirteen():
    g = new()
    apprentices(g, YELLOW, "A27")                      # ON_DEBT_PAID +1 G: must not trigger
    set_player(g, YELLOW, virtue=13, debts_unpaid=2, silver=10, clay=6)
    move(g, YELLOW, "storehouse", 2)
    give_turn(g, YELLOW)
    consistent(g)
    for space in ("bm_left", "bm_middle", "bm_right"):
        assert space not in enabled(g)
        assert disabled_reason(g, space) == "architects-why-virtue-market"
    assert parts(g, YELLOW)["virtue"] == 5
    g, _ = play(g, "storehouse", "virtue:C2", "virtue:C2", "virtue:C2")    # +3 V
    yellow = g.players[YELLOW]
    assert yellow.virtue == 14
    assert yellow.debts_unpaid == 0 and yellow.debts_paid == 0   # destroyed, not paid
    assert yellow.gold == 0                            # no ability triggered
    consistent(g)


def test_t22_red_at_eleven_steals_taxes():
    g = new()
    set_player(g, RED, virtue=11, silver=5)
    give_turn(g, RED)
    assert not {"bm_left", "bm_middle", "bm_right"} & set(enabled(g))
    g, _ = play(g, "tax_collector")
    assert g.players[RED].virtue == 9
    give_turn(g, RED)
    assert {"bm_left", "bm_middle", "bm_right"} <= set(enabled(g))


def test_t23_green_at_one():
    g = new()
    hand(g, GREEN, "B01")                              # unbuildable (skills)
    display_row(g, 0, "A13")
    set_player(g, GREEN, virtue=1, silver=6, gold=1)
    give_turn(g, GREEN)
    consistent(g)
    cathedral = next(o for o in guild_options(g, GREEN) if o.id == "cathedral")
    assert cathedral.disabled is not None and cathedral.disabled.key == "architects-why-virtue-cathedral"
    assert "guildhall" not in enabled(g)
    assert parts(g, GREEN)["virtue"] == -8
    silver_before = total_silver(g)
    g, _ = play(g, "workshop", "hire", "A1")
    green = g.players[GREEN]
    assert green.silver == 4 and g.tax_stand == 4
    assert silver_before - total_silver(g) == 2
    assert green.apprentices == ["A13"]


def test_t24_falling_below_zero():
    g = new()
    set_player(g, BLUE, virtue=1, debts_unpaid=0)
    change_virtue(g, BLUE, -3, Log())                  # the path of every virtue loss
    assert (g.players[BLUE].virtue, g.players[BLUE].debts_unpaid) == (0, 2)
    # through play: a building's printed virtue change (Gambling Den, -2 V) at virtue 1
    g = new()
    hand(g, BLUE, "B21")
    apprentices(g, BLUE, "A05")                        # carpentry
    set_player(g, BLUE, virtue=1, wood=3, gold=1)
    give_turn(g, BLUE)
    consistent(g)
    g, _ = play(g, "guildhall")
    blue = g.players[BLUE]
    assert blue.buildings == ["B21"]
    assert (blue.virtue, blue.debts_unpaid) == (0, 1)


# --- Black Market and resets -----------------------------------------------------------------------------

def test_t25_black_market_reset_example():
    g = new()
    g.market[0], g.market[1] = "red", "blue"
    g.players[RED].workers -= 1
    g.players[BLUE].workers -= 1
    jail(g, YELLOW, 2)
    jail(g, BLUE, 2)
    apprentices(g, BLUE, "A11")                        # Gatekeeper
    set_player(g, RED, virtue=9, silver=3)
    give_turn(g, RED)
    consistent(g)
    top_small = g.small_pile[-1]
    small, large = len(g.small_pile), len(g.large_pile)
    virtues = [p.virtue for p in g.players]
    g, events = play(g, "bm_right")
    assert g.players[RED].virtue == 8 and g.players[RED].silver == 0       # the space itself
    assert g.prison == {"yellow": 2, "red": 2, "blue": 1}
    assert g.large_pile[-1] == top_small and len(g.small_pile) == small - 1 and len(g.large_pile) == large + 1
    assert [p.virtue for p in g.players] == [virtues[0], 8, virtues[2], virtues[3]]   # step 4: nobody
    assert [p.debts_unpaid for p in g.players] == [1, 1, 0, 0]
    assert g.market == [None, None, None]
    released = [e for e in events if e.public.key == "architects-ev-reset-release"]
    assert [(e.seat, e.public.params["count"]) for e in released] == [(BLUE, 2)]   # step 3: 2 of 3
    consistent(g)


def test_t26_black_market_left_space():
    g = new()
    # the left space offers 1 M + 1 S only from an empty Small pile (its printed default, 13.6)
    g.large_pile, g.small_pile = list(reversed(g.small_pile)), []
    set_player(g, YELLOW, virtue=9, silver=6)
    give_turn(g, YELLOW)
    consistent(g)
    assert CONTENT.rules.market.default_small == offer(g, "left")
    g, _ = play(g, "bm_left")
    yellow = g.players[YELLOW]
    assert (yellow.silver, yellow.virtue, yellow.marble, yellow.stone) == (5, 8, 1, 1)
    assert g.tax_stand == 4


def test_t26_black_market_middle_space_hire():
    g = new()
    g.display[1][3].silver = 2                         # silver lying on B4 (chosen)
    card = g.display[1][3].card
    set_player(g, YELLOW, virtue=9, silver=6)
    give_turn(g, YELLOW)
    g, _ = play(g, "bm_middle")
    assert enabled(g) == ["hire", "draw"]
    g, _ = play(g, "hire")
    assert set(enabled(g)) == {f"{r}{c}" for r in "AB" for c in "1234"}   # any card, no reach
    g, _ = play(g, "B4")
    yellow = g.players[YELLOW]
    hire_virtue = CONTENT.apprentice[card].hire_virtue
    assert yellow.apprentices == [card]
    assert yellow.silver == 6 - 2 + 2                  # the space's 2 $, then the card's silver
    assert yellow.virtue == 8 + hire_virtue
    assert g.tax_stand == 4
    consistent(g)


def test_t26_black_market_middle_space_draw():
    g = new()
    set_player(g, YELLOW, virtue=9, silver=6)
    give_turn(g, YELLOW)
    top_five = g.building_deck[-5:]
    deck = len(g.building_deck)
    g, _ = play(g, "bm_middle", "draw")
    assert sorted(offered(g)) == sorted(top_five)
    keep = top_five[2]
    g, _ = play(g, keep)
    yellow = g.players[YELLOW]
    assert yellow.hand == [keep]
    assert sorted(g.building_deck[:4]) == sorted(c for c in top_five if c != keep)
    assert len(g.building_deck) == deck - 1
    assert (yellow.silver, yellow.virtue, g.tax_stand) == (4, 8, 4)
    consistent(g)


def test_t26_black_market_right_space():
    g = new()
    assert g.large_pile == []                          # before the first reset: the printed default
    set_player(g, YELLOW, virtue=9, silver=6)
    give_turn(g, YELLOW)
    g, _ = play(g, "bm_right")
    yellow = g.players[YELLOW]
    assert (yellow.silver, yellow.virtue) == (3, 8)
    assert (yellow.gold, yellow.stone, yellow.wood) == (1, 1, 2)
    assert g.tax_stand == 4


def test_t27_black_market_ban():
    g = new()
    set_player(g, GREEN, virtue=10, silver=10)
    give_turn(g, GREEN)
    consistent(g)
    assert not {"bm_left", "bm_middle", "bm_right"} & set(enabled(g))
    for space in ("bm_left", "bm_middle", "bm_right"):
        refused(g, space)


def test_t28_guildhall_trigger_of_a_reset():
    g = new()
    assert len(g.guildhall) == 20
    for space in range(10):
        index = space % 4
        g.guildhall[space] = COLOURS[index]
        g.players[index].workers -= 1
    g.market[0] = "yellow"
    g.players[YELLOW].workers -= 1
    hand(g, RED, "B02")
    set_player(g, RED, wood=2, stone=2)
    give_turn(g, RED)
    consistent(g)
    assert g.prison == {}
    top_small = g.small_pile[-1]
    g, events = play(g, "guildhall")                   # Q13 (Well only) and the payment are automatic
    red = g.players[RED]
    assert g.guildhall[10] == "red"
    assert red.buildings == ["B02"] and (red.wood, red.stone, red.clay) == (0, 0, 4)
    order = keys(events)
    assert order.index("architects-ev-build") < order.index("architects-ev-reset")
    assert g.prison == {"yellow": 1} and g.market == [None, None, None]
    assert g.large_pile == [top_small] and g.resets == 1
    assert [p.debts_unpaid for p in g.players] == [1, 0, 0, 0]
    assert [p.virtue for p in g.players] == [7, 7, 7, 7]
    consistent(g)


def test_t29_small_pile_exhausted():
    g = new()
    g.large_pile, g.small_pile = list(reversed(g.small_pile)), []
    g.market[0], g.market[1] = "red", "blue"
    g.players[RED].workers -= 1
    g.players[BLUE].workers -= 1
    set_player(g, YELLOW, silver=3)
    give_turn(g, YELLOW)
    consistent(g)
    g, events = play(g, "bm_right")
    assert (len(g.small_pile), len(g.large_pile)) == (9, 1)
    assert sorted(g.small_pile + g.large_pile) == sorted(c.id for c in CONTENT.market_cards)
    assert g.large_pile[0] not in g.small_pile
    # Small side up: the left space now offers the new Small top's small side
    assert offer(g, "left") == CONTENT.black_market[g.small_pile[-1]].small
    reset_event = next(e for e in events if e.public.key == "architects-ev-reset")
    assert reset_event.public.params["shuffled"] == 1
    consistent(g)


# --- Guildhall, Cathedral, buildings --------------------------------------------------------------------

def put_reward_on_top(g, card: str) -> None:
    if card in g.reward_pile:
        g.reward_pile.remove(card)
    else:                                              # set aside at setup: swap it with a pile card
        g.rewards_unused.remove(card)
        g.rewards_unused.append(g.reward_pile.pop(0))
    g.reward_pile.append(card)


def test_t30_cathedral_example():
    g = new()
    put_reward_on_top(g, "RW01")
    hand(g, YELLOW, "B01", "B36")                      # neither can be constructed (skills)
    set_player(g, YELLOW, virtue=7, gold=1, cathedral=0)
    give_turn(g, YELLOW)
    consistent(g)
    pile = len(g.reward_pile)
    g, _ = play(g, "guildhall")                        # `cathedral` is the only option: automatic
    question = pending(g)
    assert question.seat == YELLOW and sorted(offered(g)) == ["B01", "B36"]   # Q15
    g, _ = play(g, "B36")
    yellow = g.players[YELLOW]
    assert yellow.hand == ["B01"] and g.building_deck[0] == "B36"
    assert yellow.cathedral == 1
    assert (yellow.virtue, yellow.gold) == (8, 1)
    assert "RW01" not in g.reward_pile and g.rewards_drawn == ["RW01"] and len(g.reward_pile) == pile - 1
    assert parts(g, YELLOW)["cathedral"] == 2
    consistent(g)


def test_t31_cathedral_blocked():
    g = new()
    hand(g, GREEN, "B02", "B03")                       # two buildable cards, so Q13 is asked
    set_player(g, GREEN, cathedral=1, virtue=7, wood=3, stone=4, clay=3)
    set_player(g, RED, cathedral=2)
    set_player(g, BLUE, cathedral=2)
    give_turn(g, GREEN)
    consistent(g)
    g2, _ = play(g, "guildhall")
    assert "cathedral" not in enabled(g2)
    assert enabled(g2) == ["build:B02", "build:B03"]
    assert disabled_reason(g2, "cathedral") == "architects-why-cathedral-full"
    refused(g2, "cathedral")
    # once Red moves up to level 3, Green may advance
    set_player(g, RED, cathedral=3)
    g3, _ = play(g, "guildhall")
    assert "cathedral" in enabled(g3)


def test_t32_cathedral_banned_by_low_virtue():
    g = new()
    hand(g, GREEN, "B01")                              # not constructible (skills)
    set_player(g, GREEN, virtue=4, gold=1, clay=2)
    give_turn(g, GREEN)
    consistent(g)
    assert "guildhall" not in enabled(g)
    assert disabled_reason(g, "guildhall") == "architects-why-guildhall"
    refused(g, "guildhall")
    g, _ = play(g, "storehouse", "virtue:C2")          # +1 V: virtue 5
    assert g.players[GREEN].virtue == 5
    give_turn(g, GREEN)
    assert "guildhall" in enabled(g)
    assert [o.id for o in guild_options(g, GREEN) if o.disabled is None] == ["cathedral"]
    g, _ = play(g, "guildhall")                        # Q13 with `cathedral` alone: automatic
    green = g.players[GREEN]
    assert green.cathedral == 1 and green.hand == [] and len(g.rewards_drawn) == 1
    consistent(g)


def test_t33_empty_reward_pile():
    g = new()
    g.rewards_unused += g.reward_pile
    g.reward_pile = []
    hand(g, BLUE, "B01")
    set_player(g, BLUE, virtue=8, gold=1)
    give_turn(g, BLUE)
    consistent(g)
    g, events = play(g, "guildhall")
    blue = g.players[BLUE]
    assert blue.cathedral == 1
    assert blue.virtue == 9
    assert g.rewards_drawn == [] and blue.gold == 0
    assert "architects-ev-reward-pile-empty" in keys(events)
    consistent(g)
