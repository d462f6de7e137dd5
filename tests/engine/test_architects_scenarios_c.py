"""Architects of the West Kingdom, rules/architects.md section 12, scenarios T67-T97: tax avoidance
and refusals at the edges, house cards and abilities, setup variants and the solo Rival.

Each test sets the exact position its scenario gives (harness: architects_scenarios.py) and then plays
through the engine's own `act`, so every move is one the engine offered."""
from __future__ import annotations

import re

import pytest

import engine
from engine.architects import RULES
from engine.architects.content import CONTENT
from engine.architects.goods import as_dict
from engine.architects.guildhall import cathedral_refusal
from engine.architects.market import MarketMode, offer
from engine.architects.scoring import building_vp
from engine.architects.town_centre import location_limit
from engine.architects.workshop import Workshop
from engine.core.rng import Rng

from .architects_scenarios import (BLUE, GREEN, RED, YELLOW, apprentices, display_row, enabled, give_turn, hand,
                                   new, offered, pending, play, set_player)

SOLO_SEED = 2           # a solo deal in which the person (Yellow, index 0) plays first
SOLO_RIVAL_FIRST = 1    # a solo deal in which the Rival (index 1) sits first


# --- small helpers ----------------------------------------------------------------------------------

def workers_at(g, index: int, location: str, count: int) -> None:
    """Put `count` of the player's workers from its board on an open-circle location."""
    g.put(location, g.players[index].colour, count)
    g.players[index].workers -= count


def to_prison(g, index: int, count: int) -> None:
    colour = g.players[index].colour
    g.prison[colour] = g.prison.get(colour, 0) + count
    g.players[index].workers -= count


def capture_for(g, captor: int, owner: int, count: int) -> None:
    """`count` of `owner`'s workers lie in `captor`'s captured area."""
    colour = g.players[owner].colour
    g.players[captor].captured[colour] = g.players[captor].captured.get(colour, 0) + count
    g.players[owner].workers -= count


def built(g, index: int, *cards: str) -> None:
    """The player has constructed these buildings (taken from the building deck)."""
    for card in cards:
        g.building_deck.remove(card)
        g.players[index].buildings.append(card)


def rival_next(g, card: str) -> None:
    """The Rival's next revealed card is `card` (the top of its deck is the last element)."""
    rival = g.rival
    if card in rival.deck:
        rival.deck.remove(card)
    else:
        rival.discard.remove(card)
    rival.deck.append(card)


def consistent(g) -> None:
    assert RULES.invariants(g) == []


def end_game(g, last: int = YELLOW):
    """The final round is down to `last`'s turn: it places a worker at the Quarry (stone scores
    nothing) and the game is scored. Returns the finished state."""
    g.phase = "final_round"
    g.final_round_left = [last]
    give_turn(g, last)
    g, _ = play(g, "quarry")
    assert g.over and engine.pending(g) == []
    return g


def score_of(g, index: int):
    return next(s for s in engine.result(g).scores if s.seat == index)


def label(g, option_id: str):
    return next(o for o in pending(g).options if o.id == option_id).label.params


def solo(seed: int = SOLO_SEED):
    g = new(1, seed=seed)
    assert g.players[1].rival and len(g.rival.deck) == 12      # nothing played yet
    consistent(g)
    return g


# --- T67-T80: edges of the rules ----------------------------------------------------------------------

def test_t67_tax_avoidance_over_repeated_payoffs():
    g = new()
    set_player(g, YELLOW, virtue=0, debts_unpaid=3, silver=12)
    workers_at(g, YELLOW, "guard_house", 2)
    give_turn(g, YELLOW)
    assert g.tax_stand == 4
    consistent(g)
    g, _ = play(g, "guard_house")
    yellow = lambda: g.players[YELLOW]                                     # noqa: E731
    # 1st payoff at virtue 0 (3 icons): the 3 tax coins are ignored, 3 $ to the supply
    assert label(g, "payoff") == {"cost": 3, "tax": 0}
    g, _ = play(g, "payoff")
    assert (yellow().silver, g.tax_stand, yellow().virtue) == (9, 4, 1)
    # 2nd at virtue 1 (2 icons): 1 $ tax + 3 $
    assert label(g, "payoff") == {"cost": 4, "tax": 1}
    g, _ = play(g, "payoff")
    assert (yellow().silver, g.tax_stand, yellow().virtue) == (5, 5, 2)
    # 3rd at virtue 2 (1 icon): 2 $ tax + 3 $
    assert label(g, "payoff") == {"cost": 5, "tax": 2}
    g, _ = play(g, "payoff")
    assert (yellow().silver, g.tax_stand, yellow().virtue) == (0, 7, 3)
    assert (yellow().debts_unpaid, yellow().debts_paid) == (0, 3)
    assert g.active == RED                                                 # 3 actions used: the turn is over
    consistent(g)


def test_t68_reach_silver_is_not_tax():
    g = new()
    set_player(g, GREEN, virtue=1, silver=4)
    display_row(g, 0, "A05", "A13", "A03", "A04")                       # no silver on row A
    give_turn(g, GREEN)
    consistent(g)
    g, _ = play(g, "workshop", "hire")                                     # N = 1
    assert label(g, "A3")["cost"] == 4                                     # 2 reach silver + 2 $ hire
    deck_top = g.apprentice_deck[-1]
    g, _ = play(g, "A3")
    green = g.players[GREEN]
    assert green.silver == 0 and green.apprentices == ["A03"]
    assert g.tax_stand == 4                                                # both tax coins ignored
    row = g.display[0]
    assert [(s.card, s.silver) for s in row] == [("A05", 1), ("A13", 1), ("A04", 0), (deck_top, 0)]
    consistent(g)


def test_t69_empty_apprentice_deck():
    g = new()
    display_row(g, 1, "A05", "A13", "A03", "A04")                       # B1 X, B2 Y, B3 Z, B4 W
    # the rest of the deck is parked with Green: the house limits make an empty deck unreachable in
    # play (40 cards > 8 on display + 4 x 5 hired), so the apprentice limit is the one thing broken
    apprentices(g, GREEN, *g.apprentice_deck)
    assert g.apprentice_deck == []
    assert RULES.invariants(g) == ["green: too many apprentices"]
    set_player(g, RED, silver=4)
    workers_at(g, RED, "workshop", 1)
    give_turn(g, RED)
    g, _ = play(g, "workshop", "hire", "B2")                               # N = 2: column 2 in reach
    assert g.players[RED].apprentices == ["A13"]
    assert [s.card for s in g.display[1]] == ["A05", "A03", "A04", None]
    # B4 is never offered again: not by the Workshop ...
    set_player(g, BLUE, silver=20, virtue=7)
    workers_at(g, BLUE, "workshop", 3)
    give_turn(g, BLUE)
    h, _ = play(g, "workshop", "hire")                                     # N = 4: every column in reach
    assert "B4" not in offered(h) and {"A1", "B1", "B2", "B3"} <= set(enabled(h))
    # ... nor by the middle Black Market space
    give_turn(g, BLUE)
    h, _ = play(g, "bm_middle", "hire")
    assert "B4" not in offered(h) and {"B1", "B2", "B3"} <= set(enabled(h))


def test_t70_short_building_deck():
    g = new()
    built(g, YELLOW, *g.building_deck[1:])                                # the deck keeps 1 card
    assert len(g.building_deck) == 1
    last = g.building_deck[0]
    workers_at(g, BLUE, "workshop", 3)
    give_turn(g, BLUE)
    consistent(g)
    g, events = play(g, "workshop")                                        # N = 4, no silver: draw is forced
    assert g.players[BLUE].hand == [last]                                  # 1 card, not 3
    assert g.building_deck == []
    # with an empty deck neither Q07 nor Q16 offers `draw`
    set_player(g, YELLOW, silver=10)
    give_turn(g, YELLOW)
    assert "draw" not in [o.id for o in Workshop(player=YELLOW, n=1).ask(g).options if o.disabled is None]
    assert "draw" not in [o.id for o in MarketMode(player=YELLOW).ask(g).options if o.disabled is None]
    h, _ = play(g, "workshop")                   # only `hire` left: answered at once, the slot is asked
    assert pending(h).prompt.key == "architects-ask-hire"
    h, _ = play(g, "bm_middle")
    assert pending(h).prompt.key == "architects-ask-hire"


def test_t71_reclaim_by_debt_at_virtue_0():
    g = new()
    set_player(g, RED, virtue=0, debts_unpaid=0, silver=0)
    capture_for(g, YELLOW, RED, 2)
    give_turn(g, RED)
    consistent(g)
    before = g.players[RED].workers
    g, _ = play(g, "guard_house")
    assert "reclaim_silver" in offered(g) and "reclaim_silver" not in enabled(g)
    with pytest.raises(engine.RuleError):                                  # 5 $ it does not have
        play(g, "reclaim_silver")
    g, _ = play(g, "reclaim_debt")
    red = g.players[RED]
    assert (red.debts_unpaid, red.virtue) == (2, 0)        # 1 for the action, 1 for the point below 0
    assert red.workers == before - 1 + 2 and g.players[YELLOW].captured == {}
    consistent(g)


def test_t72_capture_limit_in_a_2_player_game():
    g = new(2)
    set_player(g, YELLOW, silver=5)
    workers_at(g, YELLOW, "town_centre", 2)
    workers_at(g, RED, "forest", 2)
    workers_at(g, RED, "quarry", 3)
    workers_at(g, YELLOW, "quarry", 1)
    workers_at(g, RED, "mines", 1)
    give_turn(g, YELLOW)
    consistent(g)
    board = g.players[YELLOW].workers
    g, _ = play(g, "town_centre", "forest")                                # N = 3; Red alone there
    assert g.players[YELLOW].silver == 4 and g.tax_stand == 5
    g, _ = play(g, "quarry", "red")
    assert g.players[YELLOW].silver == 3 and g.tax_stand == 5
    # the third capture: a 2nd location is in use, so only the Quarry (Yellow's own group) and done
    assert enabled(g) == ["quarry", "done"] and "mines" in offered(g)     # shown, refused with the limit
    g, _ = play(g, "quarry")                                               # only Yellow's group: forced
    yellow = g.players[YELLOW]
    assert yellow.silver == 2 and yellow.captured == {"red": 5}
    assert yellow.workers == board - 1 + 1 and g.at("quarry", "yellow") == 0
    assert g.tax_stand == 4 + 1                                            # 2 more $ went to the supply
    consistent(g)


def test_t73_empty_small_pile_default_offer():
    g = new()
    g.large_pile = [c for c in g.small_pile if c != "BM07"] + ["BM07"]
    g.small_pile = []
    g.resets = 10
    set_player(g, YELLOW, virtue=8, silver=4)
    give_turn(g, YELLOW)
    consistent(g)
    left, _ = play(g, "bm_left")
    yellow = left.players[YELLOW]
    assert (yellow.silver, yellow.virtue, yellow.marble, yellow.stone) == (3, 7, 1, 1)
    assert (yellow.gold, yellow.clay, yellow.wood) == (0, 0, 0)
    # the alternative: the right space shows BM07's Large side
    right, _ = play(g, "bm_right")
    yellow = right.players[YELLOW]
    assert (yellow.silver, yellow.virtue, yellow.gold, yellow.clay) == (1, 7, 2, 2)
    assert (yellow.marble, yellow.stone, yellow.wood) == (0, 0, 0)


def test_t74_the_first_reset_fills_the_large_pile():
    g = new()
    rest = [c for c in g.small_pile if c not in ("BM03", "BM08")]
    g.small_pile = rest + ["BM08", "BM03"]
    assert g.large_pile == [] and g.resets == 0
    assert _goods(offer(g, "left")) == {"wood": 2, "stone": 1}            # BM03 Small
    assert _goods(offer(g, "right")) == {"gold": 1, "stone": 1, "wood": 2}   # the Large default
    # two spaces taken: Yellow's right-space worker is the third and triggers the first reset
    g.market = ["red", "blue", None]
    g.players[RED].workers -= 1
    g.players[BLUE].workers -= 1
    set_player(g, YELLOW, virtue=8, silver=3)
    give_turn(g, YELLOW)
    consistent(g)
    g, events = play(g, "bm_right")
    yellow = g.players[YELLOW]
    # before the reset the right space gave the default 1 G + 1 S + 2 W
    assert (yellow.gold, yellow.stone, yellow.wood) == (1, 1, 2)
    assert g.resets == 1 and "reset" in [e.kind for e in events]
    assert (len(g.small_pile), len(g.large_pile)) == (9, 1)
    assert g.small_pile[-1] == "BM08" and g.large_pile == ["BM03"]
    assert _goods(offer(g, "left")) == {"marble": 1, "wood": 1}          # BM08 Small
    assert _goods(offer(g, "right")) == {"gold": 2, "wood": 1}           # BM03 Large
    consistent(g)


def _goods(goods) -> dict[str, int]:
    return as_dict(goods)


@pytest.mark.parametrize("placement", range(1, 13))
def test_t75_guildhall_in_a_2_player_game(placement):
    layout = CONTENT.guildhall(2)
    assert layout.spaces == 12 and len(layout.columns) == 3 and layout.rows == 4
    g = new(2)
    assert len(g.guildhall) == 12
    g.guildhall[:placement - 1] = ["red"] * (placement - 1)
    g.players[RED].workers -= placement - 1
    hand(g, YELLOW, "B02")
    set_player(g, YELLOW, wood=2, stone=2)
    give_turn(g, YELLOW)
    consistent(g)
    g, events = play(g, "guildhall")                                      # the Well: forced all the way
    assert g.guildhall[placement - 1] == "yellow" and g.players[YELLOW].buildings == ["B02"]
    assert g.resets == (1 if placement in (7, 10) else 0)                  # row 3 col 1, row 4 col 1
    if placement == 12:                                                    # row 4, column 3: the end
        assert g.phase == "final_round" and g.final_round_left == [RED, YELLOW]
    else:
        assert g.phase == "play" and g.final_round_left == []
    consistent(g)


def test_t76_cathedral_rows():
    # The spec puts Blue both at level 1 and at level 4; level 4 is the one the scenario uses, and a
    # 5th player (Black) stands in at level 1 to show a full level 2
    g = new(5)
    set_player(g, RED, cathedral=5)
    for index in (YELLOW, GREEN, 4):
        set_player(g, index, cathedral=1, stone=4, virtue=7)
        hand(g, index, "B01" if index == YELLOW else ("B36" if index == GREEN else "B38"))
    set_player(g, BLUE, cathedral=4, marble=2, gold=2, virtue=9)
    hand(g, BLUE, "B17")                                                   # unbuildable: no skills
    consistent(g)
    give_turn(g, BLUE)
    assert "guildhall" not in enabled(g)                                   # level 5 is full
    with pytest.raises(engine.RuleError):
        play(g, "guildhall")
    assert cathedral_refusal(g, BLUE).key == "architects-why-cathedral-full"
    give_turn(g, YELLOW)
    g, _ = play(g, "guildhall")                                            # cathedral, 4 S, B01: all forced
    assert g.players[YELLOW].cathedral == 2 and g.players[YELLOW].stone == 0
    give_turn(g, GREEN)
    g, _ = play(g, "guildhall")
    assert g.players[GREEN].cathedral == 2
    give_turn(g, 4)                                                        # level 2 has no free space now
    assert "guildhall" not in enabled(g)
    consistent(g)


def test_t77_cathedral_payment_choice():
    g = new()
    set_player(g, RED, cathedral=3, stone=5, wood=6, virtue=8)
    hand(g, RED, "B01")
    give_turn(g, RED)
    consistent(g)
    g, _ = play(g, "guildhall")                                            # only the Cathedral: forced
    assert pending(g).prompt.key == "architects-ask-payment"
    assert enabled(g) == ["S2W6", "S3W5", "S4W4", "S5W3"]
    g, _ = play(g, "S5W3")
    red = g.players[RED]
    assert (red.stone, red.wood, red.cathedral) == (0, 3, 4)
    consistent(g)


def test_t78_hand_limit_with_the_draughtsman():
    g = new()
    six = g.building_deck[-6:]
    hand(g, YELLOW, *six)
    apprentices(g, YELLOW, "A19")
    workers_at(g, YELLOW, "workshop", 1)
    give_turn(g, YELLOW)
    consistent(g)
    g, _ = play(g, "workshop")                                             # no silver: draw is forced
    decision = pending(g)
    assert decision.prompt.key == "architects-ask-hand-discard"
    assert len(g.players[YELLOW].hand) == 9                                # 6 + (1 + 1 + 1)
    assert decision.kind == "many" and decision.min == decision.max == 2   # limit 7
    with pytest.raises(engine.RuleError):
        play(g, [six[0]])
    g, _ = play(g, list(six[:2]))
    assert len(g.players[YELLOW].hand) == 7 and set(g.building_deck[:2]) == set(six[:2])   # the bottom
    assert g.active == RED
    consistent(g)


def test_t79_black_market_hire_at_the_apprentice_limit():
    g = new()
    apprentices(g, RED, "A05", "A13", "A15", "A17", "A20")
    display_row(g, 1, "A03", "A04", "A14", "A11", silver=(0, 0, 0, 1))     # B4: a Gatekeeper, 1 $
    set_player(g, RED, virtue=8, silver=2)
    give_turn(g, RED)
    consistent(g)
    refill = g.apprentice_deck[-1]
    g, _ = play(g, "bm_middle")
    red = g.players[RED]
    assert (red.silver, red.virtue) == (0, 7)                              # 2 $, no hire cost, -1 V
    g, _ = play(g, "hire", "B4")
    assert pending(g).prompt.key == "architects-ask-apprentice-discard"
    g, _ = play(g, "A05")
    red = g.players[RED]
    assert red.apprentices == ["A13", "A15", "A17", "A20", "A11"]
    assert g.apprentice_deck[0] == "A05"                                   # the bottom of the deck
    assert (red.silver, red.virtue) == (1, 8)                              # the Gatekeeper's 1 $ and +1 V
    assert g.display[1][3].card == refill
    assert [s.silver for s in g.display[1]] == [0, 0, 0, 0]                # no extension silver laid
    consistent(g)


def test_t80_capturing_your_own_town_centre_group_does_not_reduce_n():
    g = new()
    set_player(g, BLUE, silver=4)
    workers_at(g, BLUE, "town_centre", 1)
    workers_at(g, GREEN, "town_centre", 1)
    give_turn(g, BLUE)
    consistent(g)
    board = g.players[BLUE].workers
    g, _ = play(g, "town_centre", "town_centre", "blue")                   # N = 2: both Blue workers
    assert g.at("town_centre", "blue") == 0
    assert enabled(g) == ["town_centre", "done"]                           # a 2nd capture is still left
    g, _ = play(g, "town_centre")                                          # Green's group: forced
    blue = g.players[BLUE]
    assert blue.silver == 2 and blue.workers == board - 1 + 2
    assert blue.captured == {"green": 1} and g.at("town_centre", "blue") == 0
    assert g.tax_stand == 5
    consistent(g)


# --- T81-T89: house cards and abilities -----------------------------------------------------------------

def test_t81_the_tollhouse_takes_at_most_3():
    g = new()
    g.tax_stand = 2
    hand(g, YELLOW, "B05")
    set_player(g, YELLOW, virtue=7, wood=2, stone=1)
    give_turn(g, YELLOW)
    consistent(g)
    g, _ = play(g, "guildhall")
    yellow = g.players[YELLOW]
    assert yellow.buildings == ["B05"] and (yellow.wood, yellow.stone) == (0, 0)
    assert (yellow.virtue, yellow.silver, g.tax_stand) == (6, 2, 0)
    # with more on the stand it stops at 3
    h = new()
    h.tax_stand = 5
    hand(h, YELLOW, "B05")
    set_player(h, YELLOW, wood=2, stone=1)
    give_turn(h, YELLOW)
    h, _ = play(h, "guildhall")
    assert (h.players[YELLOW].silver, h.tax_stand) == (3, 2)


def test_t82_the_almshouse_pays_off_a_debt_with_a_confessor():
    g = new()
    hand(g, RED, "B18")
    apprentices(g, RED, "A26")
    set_player(g, RED, virtue=6, debts_unpaid=1, wood=3, clay=2, silver=2)
    give_turn(g, RED)
    consistent(g)
    g, _ = play(g, "guildhall")
    red = g.players[RED]
    assert red.buildings == ["B18"]
    assert red.virtue == 10                    # 6 + 2 (building) + 1 (payoff) + 1 (Confessor)
    assert (red.wood, red.clay, red.silver) == (0, 0, 0)
    assert (red.debts_unpaid, red.debts_paid) == (0, 1)
    consistent(g)


def test_t83_the_cooperage_hires_from_column_1():
    g = new()
    hand(g, BLUE, "B24")
    apprentices(g, BLUE, "A05", "A15", "A17", "A19")                        # the Woodcutter: Carpentry
    display_row(g, 0, "A21", "A03", "A04", "A06", silver=(2, 0, 0, 0))     # A1: a Haggler with 2 $
    display_row(g, 1, "A13", "A07", "A08", "A10")                          # B1: a Rockbreaker
    set_player(g, BLUE, wood=5, marble=1, silver=0)
    give_turn(g, BLUE)
    consistent(g)
    refill = g.apprentice_deck[-1]
    g, _ = play(g, "guildhall")
    assert pending(g).prompt.key == "architects-ask-hire"
    assert offered(g) == ["A1", "B1", "decline"] and enabled(g) == ["A1", "B1", "decline"]
    g, _ = play(g, "A1")
    blue = g.players[BLUE]
    assert blue.apprentices[-1] == "A21" and blue.silver == 2             # the card's 2 $, nothing paid
    assert (blue.wood, blue.marble) == (0, 0) and blue.buildings == ["B24"]
    assert [s.card for s in g.display[0]] == ["A03", "A04", "A06", refill]
    assert [s.card for s in g.display[1]] == ["A13", "A07", "A08", "A10"]
    consistent(g)


def test_t84_the_masons_lodge_counts_itself():
    g = new()
    built(g, YELLOW, "B09", "B11", "B13", "B02", "B25")
    assert building_vp(g, g.players[YELLOW], "B25") == 7 + 4
    g = end_game(g)
    # Watchtower 4, Smithy 6 (+0: no gold), Gatehouse 7, Well 3, Lodge 11
    assert score_of(g, YELLOW).parts["buildings"] == 4 + 6 + 7 + 3 + 11


def test_t85_the_steward_changes_silver_scoring():
    g = new()
    apprentices(g, GREEN, "A32")
    set_player(g, GREEN, silver=23)
    set_player(g, BLUE, silver=23)                                         # the same without a Steward
    g = end_game(g)
    assert score_of(g, GREEN).parts["silver"] == 4
    assert score_of(g, BLUE).parts["silver"] == 2


def test_t86_the_pickpocket_steals_per_group():
    g = new(3)
    apprentices(g, YELLOW, "A09")
    set_player(g, YELLOW, silver=3)
    set_player(g, RED, silver=0)
    set_player(g, BLUE, silver=4)
    workers_at(g, YELLOW, "town_centre", 1)
    workers_at(g, RED, "forest", 2)
    workers_at(g, BLUE, "forest", 1)
    give_turn(g, YELLOW)
    consistent(g)
    g, _ = play(g, "town_centre", "forest", "red")
    assert (g.players[YELLOW].silver, g.players[RED].silver) == (2, 0)     # 1 $ tax, nothing stolen
    g, _ = play(g, "forest")                                               # Blue's group: forced
    yellow = g.players[YELLOW]
    assert yellow.silver == 2 and g.players[BLUE].silver == 3              # -1 $, +1 $ from Blue
    assert yellow.captured == {"red": 2, "blue": 1}
    assert g.tax_stand == 5
    consistent(g)


def test_t87_the_bounty_hunters_cap():
    g = new()
    apprentices(g, RED, "A24")
    set_player(g, RED, silver=0)
    capture_for(g, RED, YELLOW, 3)
    capture_for(g, RED, BLUE, 2)
    give_turn(g, RED)
    consistent(g)
    g, _ = play(g, "guard_house", "imprison")
    red = g.players[RED]
    assert red.silver == 5 + 3 and red.captured == {}
    assert g.prison == {"yellow": 3, "blue": 2}
    consistent(g)


def test_t88_the_prospector_rounds_up():
    g = new()
    apprentices(g, BLUE, "A16")
    workers_at(g, BLUE, "mines", 2)
    give_turn(g, BLUE)
    consistent(g)
    g, _ = play(g, "mines", "gold")
    assert g.players[BLUE].gold == 2 and g.players[BLUE].clay == 0        # ceil(3/2), not 1


def test_t89_prison_pairs_at_scoring():
    g = new()
    to_prison(g, YELLOW, 5)
    to_prison(g, RED, 1)
    consistent(g)
    g = end_game(g, last=GREEN)
    assert score_of(g, YELLOW).parts["prison"] == -2
    assert score_of(g, RED).parts["prison"] == 0
    assert score_of(g, BLUE).parts["prison"] == 0


# --- T90-T97: setup variants and the solo opponent ----------------------------------------------------

def _draft(g):
    """Every person keeps the first cards of its packs (as the harness does), the state returned."""
    while g.phase in ("boards", "draft"):
        decision = engine.pending(g)[0]
        choice = [o.id for o in decision.options[:decision.min]] if decision.kind == "many" \
            else decision.options[0].id
        g, _ = engine.act(g, decision.seat, choice)
    return g


def test_t90_five_player_setup():
    g = engine.new_game("architects", 5, seed=3)
    assert len(g.reward_pile) == 11 and g.rewards_unused == []
    assert [g.players[index].silver for index in g.order] == [3, 4, 5, 6, 7]
    g = _draft(g)
    assert len(g.building_deck) == 25 and all(len(p.hand) == 3 for p in g.players)
    layout = CONTENT.guildhall(5)
    assert len(g.guildhall) == layout.spaces == 24
    assert list(layout.resets) == [13, 19] and layout.final == 24
    assert all(location_limit(g, index) == 1 for index in range(5))


def test_t91_side_2_setup():
    g = engine.new_game("architects", 3, options={"advanced": True, "choose_boards": True}, seed=4)
    boards = ["SB1", "SB3", "SB2"]                         # by turn position: Pilgrim, Joiner, Fence
    while g.phase == "boards":
        decision = pending(g)
        g, _ = play(g, boards[g.order.index(decision.seat)])
    g = _draft(g)
    first, second, third = (g.players[index] for index in g.order)
    assert (first.board, first.silver, first.virtue) == ("SB1", 3 - 1, 10)
    assert (second.board, second.silver, second.virtue, second.wood) == ("SB3", 4, 7, 2)
    assert (third.board, third.silver, third.virtue) == ("SB2", 5 + 3, 4)
    consistent(g)
    p0, p1, p2 = g.order
    # the Pilgrim may not use the Black Market until its virtue drops below 10
    give_turn(g, p0)
    assert not {"bm_left", "bm_middle", "bm_right"} & set(enabled(g))
    with pytest.raises(engine.RuleError):
        play(g, "bm_left")
    set_player(g, p0, virtue=9)
    give_turn(g, p0)
    assert {"bm_left", "bm_middle"} <= set(enabled(g))
    # the Fence may not work on the Cathedral until its virtue reaches 5
    set_player(g, p2, gold=1)
    hand(g, p2, "B01")
    give_turn(g, p2)
    assert "guildhall" not in enabled(g)
    set_player(g, p2, virtue=5)
    give_turn(g, p2)
    assert "guildhall" in enabled(g)
    # the Joiner counts as having Carpentry: the Stable with no apprentice
    hand(g, p1, "B08")
    set_player(g, p1, wood=4, apprentices=[])
    give_turn(g, p1)
    g, _ = play(g, "guildhall")
    joiner = g.players[p1]
    assert joiner.buildings == ["B08"] and (joiner.wood, joiner.stone) == (0, 2)
    consistent(g)


def test_t92_solo_setup():
    g = engine.new_game("architects", 1, options={"difficulty": "journeyman"}, seed=SOLO_RIVAL_FIRST)
    rival = g.rival_index()
    assert rival == 1 and g.players[rival].colour == "red" and g.players[0].colour == "yellow"
    assert g.order == [rival, 0]                                           # the Rival sits first
    assert len(g.players) == 2 and g.rival.difficulty == "journeyman"
    assert len(g.reward_pile) == 5 and len(g.guildhall) == 12
    assert location_limit(g, 0) == 2 == location_limit(g, rival)
    assert (g.players[rival].silver, g.players[0].silver) == (3, 4)
    assert sorted(g.rival.deck) == [f"RV{k:02}" for k in range(1, 13)] and g.rival.discard == []
    assert g.rival.deck != sorted(g.rival.deck)                            # shuffled
    for seat in (0, None):                                # only the deck's size is shown, to anyone
        seen = engine.view(g, seat)
        assert seen["rival"]["deck"] == 12 and not re.search(r"RV\d\d", str(seen))
    # Yellow is dealt 4 cards, keeps 3 and puts 1 under the deck
    decision = pending(g)
    assert decision.secret and decision.kind == "many" and decision.min == decision.max == 1
    assert len(decision.options) == 4
    rival_next(g, "RV12")                                 # its first turn (Quarry) takes no card
    under = decision.options[0].id
    g, _ = engine.act(g, 0, [under])
    assert len(g.players[0].hand) == 3 and under not in g.players[0].hand
    assert len(g.building_deck) == 37 and g.building_deck[0] == under
    assert g.players[rival].hand == [] and g.players[rival].silver == 3 and g.players[0].silver == 4
    consistent(g)


def test_t93_the_rival_captures_the_largest_groups():
    g = solo()
    rival = 1
    set_player(g, rival, silver=2)
    workers_at(g, rival, "town_centre", 1)
    workers_at(g, YELLOW, "forest", 3)
    workers_at(g, YELLOW, "quarry", 2)
    workers_at(g, YELLOW, "mines", 1)
    rival_next(g, "RV04")
    consistent(g)
    stand = g.tax_stand
    give_turn(g, rival)
    red = g.players[rival]
    assert g.rival.discard[-1] == "RV04"
    assert g.at("town_centre", "red") == 2                                 # CAPTURE was executable
    assert red.captured == {"yellow": 5} and red.silver == 1
    assert g.at("forest", "yellow") == 0 and g.at("quarry", "yellow") == 0 and g.at("mines", "yellow") == 1
    assert g.tax_stand == stand + 1
    assert pending(g).seat == YELLOW
    consistent(g)


def test_t94_the_rival_advances_on_the_cathedral():
    g = solo()
    rival = 1
    built(g, rival, "B02", "B03")
    set_player(g, rival, virtue=7, cathedral=0)
    rival_next(g, "RV01")
    pile = list(g.reward_pile)
    silver = g.players[rival].silver
    consistent(g)
    give_turn(g, rival)
    red = g.players[rival]
    assert red.cathedral == 1 and red.virtue == 8 and red.silver == silver
    assert g.reward_pile == pile[:-1] and g.rewards_drawn == [pile[-1]]   # removed, its effects unused
    assert red.buildings == ["B02", "B03"] and g.guildhall[0] == "red"
    consistent(g)


def test_t94_variant_with_no_building_it_takes_the_top_card():
    g = solo()
    rival = 1
    g.building_deck.remove("B21")
    g.building_deck.append("B21")                          # the Gambling Den: -2 V
    rival_next(g, "RV01")
    give_turn(g, rival)
    red = g.players[rival]
    assert red.buildings == ["B21"] and red.virtue == 7 - 2 and red.cathedral == 0
    assert g.guildhall[0] == "red" and "B21" not in g.building_deck
    consistent(g)


def test_t95_the_rival_skips_what_it_cannot_do():
    g = solo()
    rival = 1
    set_player(g, rival, virtue=10)
    g.tax_stand = 2
    rival_next(g, "RV08")
    silver = g.players[rival].silver
    give_turn(g, rival)
    red = g.players[rival]
    assert g.market == [None, None, None] and g.tax_stand == 2             # neither MARKET nor TAX
    assert g.at("mines", "red") == 1 and g.rival.discard[-1] == "RV08"
    assert red.silver == silver and red.virtue == 10
    assert (red.clay, red.gold) == (0, 0)
    consistent(g)


def test_t96_a_solo_tie_goes_to_the_human():
    g = solo()
    rival = 1
    # Yellow: 39 G + 1 VP of silver; the Rival: Fortress 12 + Town Hall 12 + Great Hall 13, level 1
    # (2 VP) + 1 VP of silver: 40 each, both at virtue 9 (0 VP) with 12 $
    set_player(g, YELLOW, gold=39, silver=12, virtue=9)
    built(g, rival, "B01", "B29", "B33")
    set_player(g, rival, cathedral=1, silver=12, virtue=9)
    consistent(g)
    g = end_game(g)
    yellow, red = score_of(g, YELLOW), score_of(g, rival)
    assert yellow.total == red.total == 40
    assert yellow.tiebreak == red.tiebreak == [9, 12]
    outcome = engine.result(g)
    assert outcome.winners == [YELLOW] and outcome.ranking == [[YELLOW], [rival]]


def test_t97_worker_conservation():
    g = new()
    red = g.players[RED]
    workers_at(g, RED, "forest", 3)
    g.phase = "final_round"
    g.final_round_left = [YELLOW, RED, BLUE, GREEN]
    g.guildhall = ["red"] * 4 + ["blue"] * (len(g.guildhall) - 4)
    g.players[BLUE].workers -= len(g.guildhall) - 4
    g.beside_guildhall = {"red": 1}
    g.market = [None, "red", None]
    to_prison(g, RED, 2)
    capture_for(g, YELLOW, RED, 2)
    red.workers -= 4 + 1 + 1
    assert red.workers == 7
    assert 7 + 3 + 4 + 1 + 1 + 2 + 2 == g.worker_count("red") == 20
    consistent(g)
    red.workers += 1                                                       # one too many: caught
    assert RULES.invariants(g) == ["red: 21 workers, not 20"]


@pytest.mark.parametrize("players, options", [
    (4, {}), (3, {"advanced": True}), (1, {}), (2, {"variant": "bot2"}), (5, {"advanced": True,
                                                                            "choose_boards": True})])
def test_t97_conservation_holds_after_every_step_of_random_play(players, options):
    g = engine.new_game("architects", players, options=options, seed=11)
    rng = Rng.from_seed(97)
    for _ in range(400):
        assert RULES.invariants(g) == []
        assert all(g.worker_count(p.colour) == 20 for p in g.players)
        if g.over:
            break
        decision = engine.pending(g)[0]
        ids = [o.id for o in decision.options if o.disabled is None]
        if decision.kind == "many":
            rng.shuffle(ids)
            choice = ids[:decision.min]
        else:
            choice = ids[rng.below(len(ids))]
        g, _ = engine.act(g, decision.seat, choice)
