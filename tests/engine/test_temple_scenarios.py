"""The scenarios of the Temple rules spec (shared/rules/temple.md, section 6): T1-T17.

Each test builds the "Given" by editing a fresh state, puts the phase in question on the frame stack
(alone, or as the rest of the round with `from_phase`), plays the "When" only through engine.pending /
engine.act, and asserts the "Then". Seats are 0-based: P1 = seat 0, P2 = seat 1 ... Food is held in
lots of 100 (500 food = 5).
"""
from __future__ import annotations

import pytest

import engine
from engine.core.frames import Log, advance
from engine.temple import auction as A
from engine.temple import crafts as C
from engine.temple import gods_hand as GH
from engine.temple import hiring as H
from engine.temple import market as M
from engine.temple import rounds as R
from engine.temple import scoring
from engine.temple import wages as W
from engine.temple.content import CONTENT, Craft, CraftLevel, Goods
from engine.temple.state import Built

from .answers import kinds, play
from .temple_helpers import (P1, P2, P3, P4, asked, decision, drive, from_phase, give, goods,
                             holdings, new, options, own_craft, refused, start, top_god)


def declare(g, side: str, wanted: dict[int, dict[str, int]]):
    """Every active seat declares, in turn from the Ark holder (R4.2), for one step:
    `wanted[seat][good]`, 0 for anything not named. Questions the engine skips are not asked."""
    while engine.pending(g):
        d = decision(g)
        assert not d.secret
        side_asked, good = M.question(d.prompt.key)
        assert d.prompt.key == f"temple-ask-{side}-{good}" and side_asked == side
        g, _ = engine.act(g, d.seat, wanted.get(d.seat, {}).get(good, 0))
    return g


# --- T1-T2: the market examples -------------------------------------------------------------------

def test_t1_five_players_sell_25_stone_at_3_each():
    g = new(5)
    for seat in g.seats:
        goods(seat, drachmas=10, wood=3, stone=7, food=4)
    before = [holdings(seat) for seat in g.seats]
    start(g, M.Declarations(side="sell"))
    g = declare(g, "sell", {s: {"stone": 5} for s in range(5)})
    report = g.market[-1]
    assert report.side == "sell"
    assert report.totals["stone"] == 25
    assert report.prices["stone"] == 3
    for s, seat in enumerate(g.seats):
        assert holdings(seat) == {**before[s], "drachmas": before[s]["drachmas"] + 15,
                                  "stone": before[s]["stone"] - 5}


def test_t2_six_players_buy_1800_food_at_3_per_hundred():
    g = new(6)
    for seat in g.seats:
        goods(seat, drachmas=20, wood=1, stone=1, food=2)
    before = [holdings(seat) for seat in g.seats]
    start(g, M.Declarations(side="buy"))
    g = declare(g, "buy", {s: {"food": 3} for s in range(6)})
    report = g.market[-1]
    assert report.side == "buy"
    assert report.totals["food"] == 18                 # 1800 food
    assert report.prices["food"] == 3                  # per 100
    for s, seat in enumerate(g.seats):
        assert holdings(seat) == {**before[s], "drachmas": before[s]["drachmas"] - 9,
                                  "food": before[s]["food"] + 3}


# --- T3-T4: the final scoring examples ------------------------------------------------------------

def ended(g, built: dict[int, list[int]], unbuilt: dict[int, list[int]] | None = None,
          holy: dict[int, int] | None = None):
    """A finished game whose seats hold exactly these cards."""
    for s, seat in enumerate(g.seats):
        seat.built = [Built(card=card, seq=i + 1 + 10 * s) for i, card in enumerate(built.get(s, []))]
        seat.unbuilt = list((unbuilt or {}).get(s, []))
        seat.bonus = (holy or {}).get(s, 0)
    g.finishers = sorted(holy or {})
    g.frames.clear()
    g.over = True
    return g


def test_t3_final_scoring_example_1():
    a, b, c = P1, P2, P3
    g = ended(new(3), built={a: [1, 2, 9, 10, 13, 17], b: [5, 6, 11, 14, 15], c: [3, 4, 7, 8, 18, 19]},
              holy={c: 18})
    assert [CONTENT.card[n].points for n in (1, 2, 9, 10, 13, 17)] == [5, 5, 11, 11, 15, 18]
    assert scoring.parts(g.seats[a]) == {"built": 65, "holy": 0, "unbuilt": 0}
    assert scoring.score(g.seats[a]) == 65
    assert scoring.score(g.seats[b]) == 57
    assert scoring.parts(g.seats[c]) == {"built": 62, "holy": 18, "unbuilt": 0}
    assert scoring.score(g.seats[c]) == 80
    result = engine.result(g)
    assert [score.total for score in result.scores] == [65, 57, 80]
    assert result.winners == [c]
    assert result.ranking == [[c], [a], [b]]


def test_t4_final_scoring_example_2_by_point_values():
    # the example needs five 5-point cards and only cards 1-4 are worth 5. Every other value is
    # matched by a distinct card of the same points; C's 5-point element reuses card 1 (also built by
    # A), a fixture that tests the scoring arithmetic only, as the spec recommends.
    a, b, c = P1, P2, P3
    g = ended(new(3),
              built={a: [1, 2, 9, 10, 13, 17, 18], b: [5, 6, 7, 11, 15, 19], c: [1, 8, 16, 20]},
              unbuilt={a: [14], b: [3, 4]}, holy={c: 18})
    by_points = {s: sorted(CONTENT.card[x.card].points for x in g.seats[s].built) for s in (a, b, c)}
    assert by_points == {a: [5, 5, 11, 11, 15, 18, 18], b: [8, 8, 8, 11, 15, 18], c: [5, 8, 15, 18]}
    assert [CONTENT.card[n].points for n in g.seats[a].unbuilt] == [15]
    assert [CONTENT.card[n].points for n in g.seats[b].unbuilt] == [5, 5]
    assert scoring.parts(g.seats[a]) == {"built": 83, "holy": 0, "unbuilt": -15}
    assert scoring.score(g.seats[a]) == 68
    assert scoring.parts(g.seats[b]) == {"built": 68, "holy": 0, "unbuilt": -10}
    assert scoring.score(g.seats[b]) == 58
    assert scoring.parts(g.seats[c]) == {"built": 46, "holy": 18, "unbuilt": 0}
    assert scoring.score(g.seats[c]) == 64
    result = engine.result(g)
    assert [score.total for score in result.scores] == [68, 58, 64]
    assert result.winners == [a]
    assert result.ranking == [[a], [c], [b]]


# --- T5: halving ------------------------------------------------------------------------------------

def test_t5_halving_rounds_half_up_on_the_unit_grid():
    assert GH.half(5) == 3                             # 500 food: lose 300
    assert GH.half(1) == 1                             # 100 food: lose 100
    assert GH.half(0) == 0
    assert GH.half(7) == 4                             # 7 wood: lose 4


def test_t5_drought_takes_300_of_500_food():
    g = new(3)
    goods(g.seats[P1], food=5)
    goods(g.seats[P2], food=1)
    goods(g.seats[P3], food=0)
    others = [holdings(seat) for seat in g.seats]
    top_god(g, "GH01")
    GH.draw(g, Log())
    assert g.gods_card == "GH01"
    assert [seat.food for seat in g.seats] == [2, 0, 0]
    for s, seat in enumerate(g.seats):
        assert {k: v for k, v in holdings(seat).items() if k != "food"} == \
            {k: v for k, v in others[s].items() if k != "food"}


def test_t5_fire_takes_4_of_7_wood():
    g = new(3)
    goods(g.seats[P1], wood=7)
    goods(g.seats[P2], wood=0)
    top_god(g, "GH03")
    GH.draw(g, Log())
    assert g.seats[P1].wood == 3
    assert g.seats[P2].wood == 0


# --- T6: output proportional to workers -------------------------------------------------------------

def test_t6_output_is_proportional_to_staffing_fixture(monkeypatch):
    # The text's example as a test-only data fixture: a level-2 card for at most 2 workers producing
    # 30 a round at full staffing.
    fixture = Craft(produces="wood", supply=[4, 3], levels=[
        CraftLevel(capacity=1, per_worker=10, cost=Goods(drachmas=1)),
        CraftLevel(capacity=2, per_worker=15, cost=Goods(drachmas=1))])
    monkeypatch.setitem(CONTENT.crafts, "carpentry", fixture)
    full = fixture.levels[1].capacity * fixture.levels[1].per_worker
    assert full == 30
    g = new(3)
    g.seats[P1].crafts = {"carpentry": 2}
    g.seats[P1].craft_workers = {"carpentry": 1}
    assert C.output(g.seats[P1]) == {"wood": 15}


@pytest.mark.parametrize("workers, wood", [(0, 0), (1, 5), (2, 10)])
def test_t6_house_carpentry_level_2_income(workers, wood):
    g = new(3)
    own_craft(g, P1, "carpentry", 2, workers)
    seat = g.seats[P1]
    before = holdings(seat)
    patron = CONTENT.patron[seat.patron].income
    board = CONTENT.rules.city_board_income
    R.income(g, Log())
    assert seat.wood - before["wood"] == board.wood + patron.wood + wood
    assert seat.drachmas - before["drachmas"] == board.drachmas + patron.drachmas
    assert seat.stone - before["stone"] == board.stone + patron.stone
    assert seat.food - before["food"] == board.food + patron.food


# --- T7: cards displayed per round -------------------------------------------------------------------

@pytest.mark.parametrize("players, shown", [(3, 2), (4, 2), (5, 3), (6, 4)])
def test_t7_cards_displayed_per_round(players, shown):
    g = new(players)
    assert g.phase == "auction"
    assert g.display == list(range(1, shown + 1))
    assert g.deck == list(range(shown + 1, 21))


def test_t7_after_one_elimination_five_players_display_two():
    g = new(5)
    g.deck = g.display + g.deck                        # a fresh display at the next auction
    g.display = []
    W.eliminate(g, 4, Log())
    start(g, A.AuctionPhase())
    assert g.active_seats() == [0, 1, 2, 3]
    assert g.display == [1, 2]


# --- T8: concession limit ------------------------------------------------------------------------------

def test_t8_two_unbuilt_cannot_bid():
    g = new(3)
    give(g, P1, unbuilt=[19, 20])
    goods(g.seats[P1], drachmas=50)
    g.token = P2
    start(g, A.AuctionPhase())
    g, _ = play(g, P2, "card-1")
    assert g.frames[-1].order == [P2, P3]              # the bidders: P1 is left out
    assert decision(g).seat == P2
    assert refused(g, P1, 5).code == "not-awaited"
    g, _ = play(g, P2, "pass")
    assert decision(g).seat == P3
    assert refused(g, P1, 5).code == "not-awaited"
    g, events = play(g, P3, 3)                         # P3 wins: P1 was never asked
    assert ("sale", P3) in [(e.kind, e.seat) for e in events]
    assert g.seats[P3].unbuilt == [1]
    assert g.seats[P1].unbuilt == [19, 20] and g.seats[P1].drachmas == 50


def test_t8_one_unbuilt_wins_a_card_then_cannot_bid_on_the_next():
    g = new(3)
    give(g, P1, unbuilt=[20])
    goods(g.seats[P1], drachmas=50)
    g.token = P1
    start(g, A.AuctionPhase())
    g, _ = play(g, P1, "card-1", 1)
    g, _ = play(g, P2, "pass")
    g, _ = play(g, P3, "pass")
    assert g.seats[P1].unbuilt == [20, 1]
    assert g.seats[P1].drachmas == 49
    # the Ark passed to P2; card 2 is the only one left, so it is put up at once
    assert g.token == P2 and g.auction.card == 2
    d = decision(g)
    assert d.seat == P2 and d.prompt.key == "temple-ask-first-bid"
    assert g.frames[-1].order == [P2, P3]              # P1 is left out of the next card
    g, _ = play(g, P2, "pass")
    assert asked(g) == [P3]
    g, _ = play(g, P3, "pass")                         # declined: nobody else may bid
    assert g.seats[P1].unbuilt == [20, 1]


# --- T9: forced purchase --------------------------------------------------------------------------------

def test_t9_forced_purchase_and_the_bar_next_round():
    g = new(3)
    g.deck = g.display + g.deck
    g.display = []
    give(g, P1, unbuilt=[15, 16])
    give(g, P2, unbuilt=[17, 18])
    give(g, P3, unbuilt=[19, 20])
    for seat in g.seats:
        goods(seat, drachmas=10)
    g.token = P1
    start(g, A.AuctionPhase())
    c1, c2 = g.display
    # 1. nobody may bid; the Ark comes back to P1, who must buy a card of their choice for 1 D
    d = decision(g)
    assert d.seat == P1 and d.prompt.key == "temple-ask-forced"
    assert [o.id for o in d.options] == [f"card-{c1}", f"card-{c2}"]
    g, events = play(g, P1, f"card-{c1}")
    assert g.seats[P1].unbuilt == [15, 16, c1] and g.seats[P1].drachmas == 9
    assert g.seats[P1].forced_this_round
    # 2. a new streak from P2; nobody may bid on c2, P2 must buy it (the only card: no choice left)
    assert g.seats[P2].unbuilt == [17, 18, c2] and g.seats[P2].drachmas == 9
    assert g.seats[P2].forced_this_round
    assert [(e.kind, e.seat) for e in events if e.kind == "forced"] == [("forced", P1), ("forced", P2)]
    # 3. the Ark passes to P3 and the phase ends with the display empty
    assert g.token == P3
    assert g.display == []
    assert g.seats[P3].unbuilt == [19, 20] and g.seats[P3].drachmas == 10
    # at the end of the round, P1 and P2 still hold at least 2 unbuilt: both are barred next round
    R.end(g, Log())
    assert [seat.barred for seat in g.seats] == [True, True, False]
    assert not any(seat.forced_this_round for seat in g.seats)
    # next auction: even holding the Ark, P1 neither bids nor is forced; P3 (2 unbuilt) is the buyer
    g.token = P1
    advance(g, Log())                                  # round 2: start, income, auction
    assert g.round == 2 and g.display == [3, 4]
    d = decision(g)
    assert d.seat == P3 and d.prompt.key == "temple-ask-forced"
    g, _ = play(g, P3, "card-3")
    assert g.seats[P3].unbuilt == [19, 20, 3]
    # nobody else can take card 4 (P1, P2 barred, P3 at 3): it stays on display (R3.10)
    assert len(g.seats[P1].unbuilt) == 3 and len(g.seats[P2].unbuilt) == 3
    assert g.display == [4]
    assert not any(seat.barred for seat in g.seats)    # the bar lasted one auction phase
    assert g.phase == "market"


# --- T10-T11: God's Hand substitution -------------------------------------------------------------------

def test_t10_locusts_with_substitution_and_waiver():
    g = new(3)
    goods(g.seats[P1], drachmas=10, food=1, wood=0, stone=0)
    goods(g.seats[P2], drachmas=0, food=0, wood=0, stone=0)
    top_god(g, "GH02")
    GH.draw(g, Log())
    assert holdings(g.seats[P1]) == {"drachmas": 5, "wood": 0, "stone": 0, "food": 0}
    assert holdings(g.seats[P2]) == {"drachmas": 0, "wood": 0, "stone": 0, "food": 0}
    assert g.seats[P2].active


def test_t10_pay_demand_reports_what_was_given():
    g = new(3)
    seat = g.seats[P1]
    goods(seat, drachmas=10, food=1, wood=0, stone=0)
    # 100 food and 2 D directly, the missing 100 food as 3 D
    assert GH.pay_demand(seat, {"food": 2, "drachmas": 2}) == {"drachmas": 5, "food": 1}


def test_t11_missing_drachmas_paid_with_wood_then_food():
    g = new(3)
    goods(g.seats[P1], drachmas=0, wood=1, stone=0, food=2)
    top_god(g, "GH05")
    GH.draw(g, Log())
    assert holdings(g.seats[P1]) == {"drachmas": 0, "wood": 0, "stone": 0, "food": 1}


# --- T12: wages --------------------------------------------------------------------------------------------

def test_t12_two_craft_and_two_site_workers_cost_20_d_and_400_food():
    g = new(3)
    own_craft(g, P1, "carpentry", 2, 0)
    goods(g.seats[P1], drachmas=30, food=10)
    start(g, H.Hiring())
    g, _ = play(g, P1, 2, 2)                           # carpentry: 2 workers; site: 2 workers
    for s in (P2, P3):
        g, _ = play(g, s, 0)
    assert g.seats[P1].workers() == 4
    start(g, W.Wages())
    assert g.seats[P1].drachmas == 10
    assert g.seats[P1].food == 6


# --- T13: insolvency, rescue, elimination ------------------------------------------------------------------

def insolvent(players: int = 5):
    """P1 with 3 workers (2 in a level-2 Bakery, 1 on site), 12 D, 500 food, 4 stone: owes 15 D + 300
    food, 3 D short. Everyone else has no workers. The display is emptied for the next auction."""
    g = new(players)
    g.deck = g.display + g.deck
    g.display = []
    own_craft(g, P1, "bakery", 2, 2)
    g.seats[P1].site_workers = 1
    give(g, P1, unbuilt=[20], built=[19])
    goods(g.seats[P1], drachmas=12, food=5, wood=0, stone=4)
    for s in range(1, players):
        goods(g.seats[s], drachmas=20, food=5)
    g.token = P2
    return g


def test_t13_nobody_rescues_the_debtor_is_eliminated():
    g = insolvent(5)
    supply = {craft: list(levels) for craft, levels in g.craft_supply.items()}
    g = from_phase(g, "wages")
    d = decision(g)
    assert d.seat == P2 and d.prompt.key == "temple-ask-rescue"
    assert d.prompt.params["short"].params["items"][0].params == {"count": 3}
    for s in (P2, P3, P4, 4):                          # every other player declines (or times out)
        g, events = play(g, s, "decline")
    seat = g.seats[P1]
    assert not seat.active and seat.eliminated_in == 1
    assert "eliminated" in kinds(events)
    supply["bakery"][1] += 1
    assert g.craft_supply == supply                    # the Bakery card is back in the supply
    assert seat.crafts == {} and seat.workers() == 0
    assert seat.unbuilt == [] and seat.built == []
    assert sorted(g.removed) == [19, 20]               # out of the game, not auctioned again
    assert 19 not in g.deck and 20 not in g.deck
    assert holdings(seat) == {"drachmas": 0, "wood": 0, "stone": 0, "food": 0}
    # the next round's display is for 4 players: 2 cards, not 3
    assert g.round == 2 and g.phase == "auction"
    assert g.display == [1, 2]


def test_t13_rescue_three_drachmas_for_four_stone():
    g = insolvent(5)
    q = P2
    start(g, W.Wages())
    g, _ = play(g, q, "offer", 3)                      # Q gives 3 D (no food is missing)
    d = decision(g)
    assert d.seat == q and d.prompt.key == "temple-ask-price-stone" and d.max == 4
    g, _ = play(g, q, 4)                               # the price: the debtor's 4 stone
    g, _ = play(g, q, 0, 0)                            # no spare food, no debt
    d = decision(g)
    assert d.seat == P1 and d.prompt.key == "temple-ask-accept"
    g, events = play(g, P1, "accept")
    debtor = g.seats[P1]
    assert debtor.active
    assert holdings(debtor) == {"drachmas": 0, "wood": 0, "stone": 0, "food": 2}   # paid 15 D + 300 food
    assert holdings(g.seats[q]) == {"drachmas": 17, "wood": g.seats[q].wood, "stone": g.seats[q].stone,
                                    "food": 5}
    assert "rescue-accepted" in kinds(events)
    assert g.debts == []


def test_t13_rescue_goods_change_hands():
    g = insolvent(5)
    q = P2
    wood, stone = g.seats[q].wood, g.seats[q].stone
    start(g, W.Wages())
    g, _ = play(g, q, "offer", 3, 4, 0, 0)
    g, _ = play(g, P1, "accept")
    assert (g.seats[q].drachmas, g.seats[q].wood, g.seats[q].stone) == (17, wood, stone + 4)


# --- T14: Holy of Holies and the final round ----------------------------------------------------------------

def last_auction_round(players: int = 3):
    """Round 10 of a game whose last concession was auctioned this round, at phase 9."""
    g = new(players)
    g.round = 10
    g.deck, g.display = [], []
    g.auctions_over, g.last_auction_round = True, 10
    top_god(g, "GH16")                                 # a harmless card for the final round
    for seat in g.seats:
        goods(seat, drachmas=40, wood=0, stone=0, food=5)
    return g


def test_t14_one_finisher_gets_18_and_one_more_round_is_played():
    g = last_auction_round(3)
    g.seats[P1].unbuilt, g.seats[P1].built = [1, 2, 3, 4, 5, 6, 7], [Built(8, 1)]
    g.seats[P2].unbuilt, g.seats[P2].built = [9], [Built(10, 2), Built(11, 3)]
    g.seats[P3].unbuilt, g.seats[P3].built = [12, 13, 14, 15, 16, 17, 18, 19, 20], []
    goods(g.seats[P2], wood=7, stone=12)
    g.seats[P2].site_workers = 3
    g.token = P3
    g = from_phase(g, "building")
    assert decision(g).seat == P2                      # P3 and P1 cannot build anything
    g, events = play(g, P2, "build-9")              # no worker left: finishing is automatic
    assert g.seats[P2].bonus == 18 and g.finishers == [P2]
    assert [s.bonus for s in g.seats] == [0, 18, 0]
    assert g.final_round == 11
    # round 11: no auction; the Ark moved one seat to the left before phase 1
    assert g.round == 11 and g.leader == P1 and g.token == P1
    assert "display" not in kinds(events) and g.phase == "market"
    g, events = drive(g)
    assert "display" not in kinds(events) and "auction-open" not in kinds(events)
    assert g.over and g.end_reason == "final-round" and g.round == 11
    result = engine.result(g)
    assert result.scores[P2].parts == {"built": 33, "holy": 18, "unbuilt": 0}
    assert result.winners == [P2]


def test_t14_two_simultaneous_finishers_get_9_each():
    g = last_auction_round(3)
    g.seats[P1].unbuilt, g.seats[P1].built = [1], [Built(2, 1)]
    g.seats[P2].unbuilt, g.seats[P2].built = [9, 10], [Built(11, 2)]
    g.seats[P3].unbuilt, g.seats[P3].built = [3], []
    for s in (P1, P3):
        goods(g.seats[s], wood=4, stone=6)
        g.seats[s].site_workers = 2
    g.token = P2
    g = from_phase(g, "building")
    g, _ = play(g, P3, "build-3")
    g, _ = play(g, P1, "build-1")
    assert [s.bonus for s in g.seats] == [9, 0, 9]
    assert g.finishers == [P1, P3] and g.final_round == 11


def test_t14_four_simultaneous_finishers_get_5_each():
    g = last_auction_round(4)
    for s in range(4):
        g.seats[s].unbuilt, g.seats[s].built = [], [Built(s + 1, s + 1)]
    R.end(g, Log())
    assert [s.bonus for s in g.seats] == [5, 5, 5, 5]
    assert g.final_round == 11


@pytest.mark.parametrize("finishers, share", [(1, 18), (2, 9), (3, 6), (4, 5), (5, 4), (6, 3)])
def test_t14_holy_of_holies_shares(finishers, share):
    assert scoring.holy_share(finishers) == share


# --- T15: demolition -------------------------------------------------------------------------------------------

def test_t15_earthquake_returns_the_latest_element_which_may_be_rebuilt():
    g = new(3)
    give(g, P2, built=[1])
    give(g, P1, unbuilt=[5, 6], built=[2])
    give(g, P3, built=[3])
    give(g, P1, built=[7])                              # the most recent element in the game
    goods(g.seats[P1], drachmas=30, food=10, wood=7, stone=6)
    g.seats[P1].site_workers = 3
    top_god(g, "GH07")
    g.token = P1
    g = from_phase(g, "gods_hand")
    # card 7 is an unbuilt concession again: P1 holds 3, which is allowed
    assert sorted(g.seats[P1].unbuilt) == [5, 6, 7]
    assert [b.card for b in g.seats[P1].built] == [2]
    assert [b.card for b in g.seats[P3].built] == [3] and [b.card for b in g.seats[P2].built] == [1]
    # wages are paid, then P1 rebuilds it in this round's phase 9
    d = decision(g)
    assert d.seat == P1 and d.prompt.key == "temple-ask-build"
    assert "build-7" in options(g)
    g, _ = play(g, P1, "build-7")                    # its 3 site workers are used up
    assert sorted(g.seats[P1].unbuilt) == [5, 6]
    assert [b.card for b in g.seats[P1].built] == [2, 7]
    assert g.seats[P1].built[-1].seq == 5


# --- T16: crafts ----------------------------------------------------------------------------------------------

def test_t16_upgrade_carpentry_to_level_2():
    g = new(3)
    own_craft(g, P1, "carpentry", 1, 1)
    goods(g.seats[P1], drachmas=40, wood=10, stone=10)
    supply = list(g.craft_supply["carpentry"])
    start(g, C.Crafts(order=[P1, P2, P3]))
    assert "upgrade-carpentry" in options(g)
    error = refused(g, P1, "build-carpentry")          # one craft of each type
    assert error.code == "unknown-option"
    g, _ = play(g, P1, "upgrade-carpentry")
    seat = g.seats[P1]
    assert seat.crafts == {"carpentry": 2}
    assert seat.craft_workers == {"carpentry": 1}      # R5.4: the worker stays
    assert (seat.drachmas, seat.wood, seat.stone) == (25, 6, 4)
    assert g.craft_supply["carpentry"] == [supply[0] + 1, supply[1] - 1, supply[2]]
    # P1 may do nothing else this round: the turn has passed to P2
    assert decision(g).seat == P2
    assert refused(g, P1, "build-bakery").code == "not-awaited"


# --- T17: a purchase cut by a rising price ------------------------------------------------------------------------

def test_t17_purchase_cut_when_the_final_price_rises():
    g = new(3)
    g.token = P1                                       # P1 declares first: nothing demanded yet
    goods(g.seats[P1], drachmas=30)
    goods(g.seats[P2], drachmas=100)
    goods(g.seats[P3], drachmas=100)
    before = g.seats[P1].stone
    start(g, M.Declarations(side="buy"))
    g, _ = play(g, P1, 0)                              # no wood
    d = decision(g)
    assert d.seat == P1 and d.prompt.key == "temple-ask-buy-stone"
    # declaring 10 stone is affordable at the price the total would give then: 10 stone, 3 D
    assert CONTENT.price("stone", "buy", 10) == 3 and d.max == 10
    g, _ = play(g, P1, 10)
    g = declare(g, "buy", {P2: {"stone": 10}, P3: {"stone": 5}})
    report = g.market[-1]
    assert report.totals["stone"] == 25 and report.prices["stone"] == 4
    assert report.declared[P1]["stone"] == 10 and report.settled[P1]["stone"] == 7
    assert g.seats[P1].stone == before + 7
    assert g.seats[P1].drachmas == 2                   # paid 28 D
    assert g.seats[P2].drachmas == 60                  # the others got all they declared
