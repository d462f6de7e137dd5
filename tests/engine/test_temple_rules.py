"""The Temple's explicit rules beyond the section 6 scenarios (shared/rules/temple.md sections 3-5 and
7), and the refusals of bad input: each refused with the exact shortfall, the state untouched.

Seats are 0-based (P1 = seat 0). Food is held in lots of 100.
"""
from __future__ import annotations

import pytest

import engine
from engine.core.frames import Log
from engine.temple import auction as A
from engine.temple import building as B
from engine.temple import crafts as C
from engine.temple import gods_hand as GH
from engine.temple import hiring as H
from engine.temple import rounds as R
from engine.temple import wages as W
from engine.temple.content import CONTENT
from engine.temple.state import Built, Debt

from .answers import kinds, play
from .temple_helpers import (P1, P2, P3, P4, asked, decision, drive, from_phase, give, goods,
                             holdings, new, option, options, own_craft, refused, start, text,
                             top_god)


def answer_all(g, seat_choices: dict[int, list]):
    """Answer several seats' simultaneous questions (hiring, market)."""
    for seat, choices in seat_choices.items():
        g, _ = play(g, seat, *choices)
    return g


# --- setup, content, the round ------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_setup(players):
    g = new(players, seed=11)
    assert g.round == 1 and g.phase == "auction"
    assert len({seat.patron for seat in g.seats}) == players        # one Patron each, all different
    for seat in g.seats:
        # 25 D, 400 food, 4 wood, 4 stone, plus round 1 income (city board + Patron), A-21
        patron = CONTENT.patron[seat.patron].income
        assert holdings(seat) == {"drachmas": 25 + 15 + patron.drachmas, "wood": 4 + 2 + patron.wood,
                                  "stone": 4 + 2 + patron.stone, "food": 4 + 2 + patron.food}
        assert seat.crafts == {} and seat.workers() == 0 and seat.unbuilt == [] and seat.built == []
    assert g.leader == g.token and decision(g).seat == g.token
    assert g.craft_supply == {craft: [4, 3, 2] for craft in ("bakery", "carpentry", "stonemasonry")}
    assert len(g.gods_deck) == 24 and g.gods_discard == []


def test_a_round_runs_the_nine_phases_in_order():
    g = new(3)
    seen = [g.phase]

    def record(state):
        if state.phase != seen[-1]:
            seen.append(state.phase)
        return state.round == 2

    g, events = drive(g, until=record)
    assert seen == ["auction", "market", "crafts", "hiring", "auction"]    # the phases that asked
    order = [kind for kind in kinds(events) if kind in ("forced", "market", "hired", "god", "round")]
    first = [order.index(kind) for kind in ("forced", "market", "hired", "god", "round")]
    assert first == sorted(first)
    assert g.round == 2 and g.gods_card is not None


def test_temple_cards_points_and_the_holy_of_holies():
    tiers = {1: 5, 5: 8, 9: 11, 13: 15, 17: 18}
    for card in CONTENT.cards:
        assert card.points == tiers[max(t for t in tiers if t <= card.number)]
    assert CONTENT.rules.holy_of_holies.points == 18
    assert [CONTENT.card[n].workers for n in (1, 5, 9, 13, 17)] == [2, 3, 3, 4, 5]


def test_price_lists():
    """Spec 7.1: the no-arbitrage tables."""
    price = CONTENT.price
    assert [price("stone", "sell", t) for t in (1, 10, 11, 20, 21, 30, 31, 45, 46, 99)] == \
        [3, 3, 3, 3, 3, 3, 2, 2, 1, 1]
    assert [price("wood", "sell", t) for t in (1, 10, 11, 20, 21, 30, 31, 45, 46, 99)] == \
        [3, 3, 3, 3, 3, 3, 2, 2, 1, 1]
    assert [price("wood", "buy", t) for t in (1, 10, 11, 20, 21, 30, 31, 45, 46)] == [3, 3, 3, 3, 4, 4, 5, 5, 6]
    assert [price("stone", "buy", t) for t in (1, 10, 11, 20, 21, 30, 31, 45, 46)] == [3, 3, 3, 3, 4, 4, 5, 5, 6]
    assert [price("food", "sell", t) for t in (1, 6, 7, 12, 13, 24, 25, 36, 37)] == [3, 3, 3, 3, 3, 3, 2, 2, 1]
    assert [price("food", "buy", t) for t in (1, 12, 13, 24, 25, 36, 37, 99)] == [3, 3, 3, 3, 4, 4, 5, 5]
    assert price("stone", "sell", 25) == 3 and price("food", "buy", 18) == 3     # the rulebook examples


# --- phase 1: start player ---------------------------------------------------------------------------

def test_r1_3_the_ark_stays_at_the_start_of_a_round_with_an_auction():
    g = new(3)
    g.token = P3
    R.start(g, Log())
    assert g.token == P3 and g.leader == P3


def test_r1_2_the_ark_moves_left_before_a_round_without_auction():
    g = new(4)
    g.auctions_over = True
    g.token = P4
    R.start(g, Log())
    assert g.token == P1 and g.leader == P1


def test_r1_4_an_eliminated_token_holder_passes_the_ark_left():
    g = new(4)
    g.token = P2
    W.eliminate(g, P3, Log())
    assert g.token == P2
    W.eliminate(g, P2, Log())
    assert g.token == P4                               # P3 is gone too
    g.auctions_over = True
    R.start(g, Log())
    assert g.token == P1                               # left of P4, skipping nobody


# --- phase 2: income -----------------------------------------------------------------------------------

def test_r2_income_city_board_patron_and_staffed_crafts():
    g = new(3)
    seat = g.seats[P1]
    seat.patron = "P6"                                 # 200 food + 6 D
    own_craft(g, P1, "bakery", 1, 1)                   # 400 food
    own_craft(g, P1, "stonemasonry", 2, 0)             # unstaffed: nothing
    before = holdings(seat)
    R.income(g, Log())
    assert holdings(seat) == {"drachmas": before["drachmas"] + 15 + 6, "wood": before["wood"] + 2,
                              "stone": before["stone"] + 2, "food": before["food"] + 2 + 2 + 4}


def test_r2_eliminated_players_get_no_income():
    g = new(3)
    W.eliminate(g, P2, Log())
    R.income(g, Log())
    assert holdings(g.seats[P2]) == {"drachmas": 0, "wood": 0, "stone": 0, "food": 0}


@pytest.mark.parametrize("craft, good, level, workers, amount", [
    ("bakery", "food", 1, 1, 4), ("bakery", "food", 3, 2, 12), ("carpentry", "wood", 3, 3, 18),
    ("stonemasonry", "stone", 1, 1, 4), ("stonemasonry", "stone", 2, 1, 5)])
def test_r2_5_craft_output(craft, good, level, workers, amount):
    g = new(3)
    own_craft(g, P1, craft, level, workers)
    assert C.output(g.seats[P1]) == {good: amount}


# --- phase 3: auction ------------------------------------------------------------------------------------

def test_r3_4_open_ascending_bidding_high_bidder_skipped_pass_is_final():
    g = new(3)
    g.token = P1
    start(g, A.AuctionPhase())
    g, _ = play(g, P1, "card-2")
    d = decision(g)
    assert d.seat == P1 and d.prompt.key == "temple-ask-first-bid" and d.min == 1
    g, _ = play(g, P1, 2)
    assert decision(g).seat == P2 and decision(g).min == 3
    g, _ = play(g, P2, "pass")
    g, _ = play(g, P3, 4)
    assert decision(g).seat == P1                      # P2 passed for good; P3 holds the bid
    g, _ = play(g, P1, 6)
    money = g.seats[P3].drachmas
    g, events = play(g, P3, "pass")
    assert [(e.kind, e.seat) for e in events][:2] == [("pass", P3), ("sale", P1)]
    assert g.seats[P1].unbuilt == [2]
    assert g.seats[P3].drachmas == money               # only the winner pays


def test_r3_5_the_winner_pays_the_bid_at_once_and_the_ark_passes():
    g = new(3)
    g.token = P2
    money = g.seats[P3].drachmas
    start(g, A.AuctionPhase())
    g, _ = play(g, P2, "card-1", "pass")
    g, _ = play(g, P3, 7)
    g, events = play(g, P1, "pass")
    assert g.seats[P3].drachmas == money - 7 and g.seats[P3].unbuilt == [1]
    assert g.auction.last == {"card": 1, "winner": P3, "price": 7}
    assert g.token == P3                               # passed to the left of P2
    assert g.display == [2]


def test_r3_6_the_ark_passes_after_the_last_sale_too():
    g = new(3)
    g.token = P1
    start(g, A.AuctionPhase())
    g, _ = play(g, P1, "card-1", 1)
    g, _ = play(g, P2, "pass")
    g, _ = play(g, P3, "pass")
    assert g.token == P2                               # card 2 goes up at once (the only one left)
    g, _ = play(g, P2, 1)
    g, _ = play(g, P3, "pass")
    g, _ = play(g, P1, "pass")
    assert g.display == [] and g.token == P3
    assert g.phase == "auction" and not engine.pending(g)   # only the phase was on the stack


def test_r3_12_no_concessions_may_win_two_cards_in_one_phase():
    g = new(3)
    g.token = P1
    start(g, A.AuctionPhase())
    g, _ = play(g, P1, "card-1", 1)
    g, _ = play(g, P2, "pass")
    g, _ = play(g, P3, "pass")
    g, _ = play(g, P2, "pass")
    g, _ = play(g, P3, "pass")
    g, _ = play(g, P1, 1)
    assert g.seats[P1].unbuilt == [1, 2]


def test_r3_2_after_a_decline_the_next_holder_chooses_another_card():
    g = new(5)                                          # 3 cards on display
    g.token = P1
    start(g, A.AuctionPhase())
    g, _ = play(g, P1, "card-2", "pass")
    for s in (P2, P3, P4, 4):
        g, _ = play(g, s, "pass")
    d = decision(g)
    assert d.seat == P2 and d.prompt.key == "temple-ask-auction-card"
    assert d.option("card-2").disabled.key == "temple-why-just-declined"
    assert options(g) == ["card-1", "card-3"]
    error = refused(g, P2, "card-2")
    assert error.code == "option-disabled" and error.message.key == "temple-why-just-declined"


def test_r3_8_the_ark_coming_back_forces_a_purchase_even_when_players_could_bid():
    g = new(3)
    g.token = P1
    start(g, A.AuctionPhase())
    g, _ = play(g, P1, "card-1", "pass")
    for s in (P2, P3):                                 # card 1 declined: the Ark goes to P2
        g, _ = play(g, s, "pass")
    assert g.token == P2 and g.auction.card == 2       # card 2 put up at once: card 1 just declined
    for s in (P2, P3, P1):
        g, _ = play(g, s, "pass")
    assert g.token == P3 and g.auction.card == 1
    for s in (P3, P1, P2):
        g, _ = play(g, s, "pass")
    d = decision(g)                                    # the Ark reached P1 a second time
    assert d.seat == P1 and d.prompt.key == "temple-ask-forced"
    money = g.seats[P1].drachmas
    g, _ = play(g, P1, "card-2")
    assert g.seats[P1].unbuilt == [2] and g.seats[P1].drachmas == money - 1
    assert g.seats[P1].forced_this_round
    # a new streak starts with P2, who chooses (only card 1 is left) and bidding opens again
    assert g.token == P2 and g.auction.streak == [P2]
    assert decision(g).prompt.key == "temple-ask-first-bid"


def test_r3_8_forced_buyer_is_the_next_who_may_be_forced():
    g = new(3)
    give(g, P1, unbuilt=[18, 19, 20])                 # at 3: cannot be forced
    give(g, P2, unbuilt=[16, 17])
    give(g, P3, unbuilt=[14, 15])
    goods(g.seats[P2], drachmas=0)                     # no money: cannot be forced [HOUSE]
    g.token = P1
    start(g, A.AuctionPhase())
    d = decision(g)
    assert d.seat == P3 and d.prompt.key == "temple-ask-forced" and g.token == P3


def test_r3_10_nobody_can_take_a_card_it_stays_and_counts_towards_the_next_display():
    g = new(3)
    give(g, P1, unbuilt=[18, 19, 20])
    give(g, P2, unbuilt=[15, 16, 17])
    give(g, P3, unbuilt=[12, 13, 14])
    g.token = P1
    start(g, A.AuctionPhase())
    assert g.display == [1, 2] and not engine.pending(g)
    assert not g.auctions_over
    for seat in g.seats:
        seat.unbuilt = seat.unbuilt[:1]
    start(g, A.AuctionPhase())
    assert g.display == [1, 2]                         # leftovers count towards N
    assert g.deck[0] == 3


def test_r3_11_a_barred_player_holding_the_ark_still_chooses_the_card():
    g = new(3)
    g.seats[P1].barred = True
    g.token = P1
    start(g, A.AuctionPhase())
    d = decision(g)
    assert d.seat == P1 and d.prompt.key == "temple-ask-auction-card"
    g, _ = play(g, P1, "card-1")
    assert g.frames[-1].order == [P2, P3]              # but does not bid


def test_r3_11_bar_only_with_two_or_more_unbuilt_after_phase_9():
    g = new(3)
    for s, unbuilt in ((P1, [1, 2, 3]), (P2, [4]), (P3, [5, 6])):
        give(g, s, unbuilt=unbuilt)
    g.seats[P1].forced_this_round = g.seats[P2].forced_this_round = True
    g.frames.clear()
    R.end(g, Log())
    assert [seat.barred for seat in g.seats] == [True, False, False]
    assert not any(seat.forced_this_round for seat in g.seats)


def test_r3_9_the_last_card_sold_ends_the_auctions():
    g = new(3)
    g.deck = []
    g.display = [20]
    g.token = P1
    g.round = 10
    start(g, A.AuctionPhase())
    g, _ = play(g, P1, 3)                              # the only card is put up at once
    g, _ = play(g, P2, "pass")
    g, events = play(g, P3, "pass")
    assert g.auctions_over and g.last_auction_round == 10
    assert "auctions-over" in kinds(events)


def test_r3_auction_phase_is_skipped_once_auctions_are_over():
    g = new(3)
    g.deck, g.display, g.auctions_over = [], [], True
    g = from_phase(g, "auction")
    assert g.phase == "market"


# --- bad input: bids ------------------------------------------------------------------------------------

def test_refuse_bid_below_the_current_price():
    g = new(3)
    g.token = P1
    start(g, A.AuctionPhase())
    g, _ = play(g, P1, "card-1", 5)
    error = refused(g, P2, 3)
    assert error.code == "bad-amount"
    assert error.message.key == "temple-refuse-bid-low"
    assert error.message.params == {"amount": 3, "min": 6, "high": 5}
    assert text(error.message) == "A bid must be at least 6 D (the high bid is 5 D); 3 D is too low."
    assert refused(g, P2, 0).message.params["min"] == 6


def test_refuse_first_bid_below_the_opening_price():
    g = new(3)
    g.token = P1
    start(g, A.AuctionPhase())
    g, _ = play(g, P1, "card-1")
    error = refused(g, P1, 0)
    assert error.message.key == "temple-refuse-bid-low" and error.message.params["min"] == 1


def test_refuse_bid_above_the_bidders_money():
    g = new(3)
    goods(g.seats[P2], drachmas=52)
    g.token = P1
    start(g, A.AuctionPhase())
    g, _ = play(g, P1, "card-1", 5)
    error = refused(g, P2, 60)
    assert error.message.key == "temple-refuse-bid-money"
    assert error.message.params == {"amount": 60, "have": 52, "short": 8}
    assert text(error.message) == "You have only 52 D: a bid of 60 D is 8 D more than you have."
    g, _ = play(g, P2, 52)                             # all one has is fine; nobody can outbid it
    assert g.auction.last == {"card": 1, "winner": P2, "price": 52} and g.seats[P2].drachmas == 0


def test_a_player_who_cannot_outbid_is_passed_over():
    g = new(3)
    goods(g.seats[P2], drachmas=4)
    g.token = P1
    start(g, A.AuctionPhase())
    g, events = play(g, P1, "card-1", 4)
    assert decision(g).seat == P3


# --- phase 4: market: see test_temple_market.py ------------------------------------------------------

# --- phase 5: crafts ------------------------------------------------------------------------------------

def test_r5_build_a_new_craft_at_level_1():
    g = new(3)
    goods(g.seats[P1], drachmas=20, wood=5, stone=5)
    start(g, C.Crafts(order=[P1, P2, P3]))
    assert options(g) == ["build-bakery", "build-carpentry", "build-stonemasonry", "pass"]
    g, events = play(g, P1, "build-stonemasonry")
    assert g.seats[P1].crafts == {"stonemasonry": 1}
    assert (g.seats[P1].drachmas, g.seats[P1].wood, g.seats[P1].stone) == (12, 2, 5)
    assert g.craft_supply["stonemasonry"] == [3, 3, 2]
    assert decision(g).seat == P2


def test_r5_3_the_last_card_goes_to_the_earlier_player():
    g = new(3)
    for s in (P2, P3):
        goods(g.seats[s], drachmas=20, wood=5, stone=5)
    g.craft_supply["bakery"] = [1, 3, 2]
    own_craft(g, P1, "bakery", 1)                       # 3 level-1 cards are elsewhere
    g.craft_supply["bakery"] = [1, 3, 2]
    start(g, C.Crafts(order=[P2, P3, P1]))
    g, _ = play(g, P2, "build-bakery")
    assert g.craft_supply["bakery"][0] == 0
    option_ = option(g, "build-bakery", P3)
    assert option_.disabled.key == "temple-why-no-craft-card"
    error = refused(g, P3, "build-bakery")
    assert error.code == "option-disabled"
    assert text(error.message) == "No Bakery (level 1) card is left in the supply."


def test_r5_upgrade_returns_the_old_card_which_another_may_take():
    g = new(3)
    g.craft_supply["carpentry"] = [1, 3, 2]
    own_craft(g, P1, "carpentry", 1, 1)
    g.craft_supply["carpentry"] = [0, 3, 2]
    goods(g.seats[P1], drachmas=40, wood=10, stone=10)
    goods(g.seats[P2], drachmas=40, wood=10, stone=10)
    start(g, C.Crafts(order=[P2, P1, P3]))
    assert option(g, "build-carpentry", P2).disabled is not None
    g, _ = play(g, P2, "pass")
    g, _ = play(g, P1, "upgrade-carpentry")
    assert g.craft_supply["carpentry"] == [1, 2, 2]
    start(g, C.Crafts(order=[P2]))
    g, _ = play(g, P2, "build-carpentry")
    assert g.seats[P2].crafts == {"carpentry": 1}


def test_r5_no_upgrade_beyond_level_3():
    g = new(3)
    own_craft(g, P1, "carpentry", 3)
    goods(g.seats[P1], drachmas=99, wood=99, stone=99)
    start(g, C.Crafts(order=[P1]))
    assert "upgrade-carpentry" not in [o.id for o in decision(g).options]
    assert refused(g, P1, "upgrade-carpentry").code == "unknown-option"


def test_refuse_a_craft_without_the_cost():
    g = new(3)
    goods(g.seats[P1], drachmas=7, wood=2, stone=2)    # enough for a Bakery only
    start(g, C.Crafts(order=[P1]))
    assert options(g) == ["build-bakery", "pass"]
    error = refused(g, P1, "build-carpentry")          # 8 D + 3 stone
    assert error.code == "option-disabled" and error.message.key == "temple-why-short"
    assert text(error.message) == "You are short of 1 D, 1 stone."


# --- phase 6: hiring ------------------------------------------------------------------------------------

def test_r6_hire_fire_and_site_workers():
    g = new(3)
    own_craft(g, P1, "carpentry", 3, 3)
    own_craft(g, P1, "bakery", 1, 1)
    g.seats[P1].site_workers = 4                        # last round's: gone (R6.4)
    start(g, H.Hiring())
    assert g.seats[P1].site_workers == 0
    assert sorted(asked(g)) == [P1, P2, P3]
    d = decision(g, P1)                                 # crafts in the rules' order: the Bakery first
    assert d.prompt.key == "temple-ask-craft-workers" and (d.min, d.max) == (0, 1)
    assert d.prompt.params["craft"].params["craft"].key == "temple-craft-bakery"
    g, _ = play(g, P1, 0, 1, 2)                        # fire the baker and 2 carpenters; 2 on site
    g = answer_all(g, {P2: [0], P3: [1]})
    assert g.seats[P1].craft_workers == {"carpentry": 1, "bakery": 0}
    assert g.seats[P1].workers() == 3
    assert H.wage_bill(g, g.seats[P1]) == {"drachmas": 15, "food": 3}
    assert g.seats[P3].site_workers == 1


def test_refuse_hiring_beyond_capacity():
    g = new(3)
    own_craft(g, P1, "stonemasonry", 2, 1)
    start(g, H.Hiring())
    error = refused(g, P1, 5)
    assert error.code == "bad-amount" and error.message.key == "temple-refuse-capacity"
    assert error.message.params["max"] == 2 and error.message.params["amount"] == 5
    assert error.message.params["short"] == 3
    assert text(error.message) == "Your Stonemasonry (level 2) holds at most 2 workers: 5 is 3 too many."


def test_refuse_more_site_workers_than_the_cap():
    # [HOUSE] site_workers_max is a UI bound; the text sets no upper limit (R6.1)
    g = new(3)
    start(g, H.Hiring())
    cap = CONTENT.rules.site_workers_max
    error = refused(g, P1, cap + 1)
    assert error.message.key == "temple-refuse-site-workers" and error.message.params == {"max": cap}
    assert str(cap) in text(error.message)


# --- phase 7: God's Hand ----------------------------------------------------------------------------------

def god(g, card_id: str):
    top_god(g, card_id)
    log = Log()
    GH.draw(g, log)
    return log.events


def test_r7_1_the_card_is_discarded_and_the_pile_reshuffled_when_empty():
    g = new(3)
    g.gods_discard, g.gods_deck = g.gods_deck, []
    events = god(g, "GH16")
    assert "reshuffle" not in kinds(events)           # GH16 was put on top by hand
    g.gods_discard, g.gods_deck = g.gods_discard + g.gods_deck, []
    log = Log()
    GH.draw(g, log)
    assert "reshuffle" in kinds(log.events)
    assert len(g.gods_deck) == 23 and g.gods_discard == [g.gods_card]


@pytest.mark.parametrize("card, before, after", [
    ("GH04", {"stone": 9}, {"stone": 4}),
    ("GH05", {"drachmas": 10}, {"drachmas": 6}),
    ("GH09", {"wood": 1, "stone": 4, "drachmas": 10}, {"wood": 0, "stone": 0, "drachmas": 8}),
    ("GH09", {"wood": 0, "stone": 0, "drachmas": 5}, {"wood": 0, "stone": 0, "drachmas": 1}),
    ("GH12", {"drachmas": 39}, {"drachmas": 36}),
    ("GH13", {"food": 1}, {"food": 4}),
    ("GH14", {"wood": 0}, {"wood": 3}),
    ("GH15", {"stone": 2}, {"stone": 5}),
    ("GH16", {"drachmas": 0}, {"drachmas": 5}),
    # 2 D owed are paid with 1 wood; the 200 food cannot be paid with wood (no chaining): waived
    ("GH02", {"drachmas": 0, "food": 0, "wood": 2, "stone": 0}, {"drachmas": 0, "food": 0, "wood": 1}),
])
def test_r7_god_cards(card, before, after):
    g = new(3)
    goods(g.seats[P1], **{"drachmas": 0, "wood": 0, "stone": 0, "food": 0, **before})
    god(g, card)
    assert {k: v for k, v in holdings(g.seats[P1]).items() if k in after} == after


def test_r7_3_substitution_pays_wood_with_stone_and_food_with_drachmas():
    g = new(3)
    seat = g.seats[P1]
    goods(seat, drachmas=4, wood=1, stone=5, food=0)
    assert GH.pay_demand(seat, {"wood": 3, "food": 2}) == {"wood": 1, "stone": 2, "drachmas": 3}
    assert holdings(seat) == {"drachmas": 1, "wood": 0, "stone": 3, "food": 0}


def test_r7_3_no_chaining_wood_never_pays_for_food():
    g = new(3)
    seat = g.seats[P1]
    goods(seat, drachmas=0, wood=9, stone=9, food=0)
    assert GH.pay_demand(seat, {"food": 2}) == {}
    assert holdings(seat) == {"drachmas": 0, "wood": 9, "stone": 9, "food": 0}


def test_r7_per_worker_cards():
    g = new(3)
    own_craft(g, P1, "bakery", 2, 2)
    g.seats[P1].site_workers = 3
    goods(g.seats[P1], drachmas=10, food=0)
    god(g, "GH06")                                      # Royal Levy: 1 D per worker
    assert g.seats[P1].drachmas == 5
    god(g, "GH18")                                      # Manna: 100 food per worker
    assert g.seats[P1].food == 5


def test_r7_prophets_rebuke_hits_two_or_more_unbuilt():
    g = new(3)
    give(g, P1, unbuilt=[1, 2])
    give(g, P2, unbuilt=[3])
    for seat in g.seats:
        goods(seat, drachmas=10)
    god(g, "GH11")
    assert [seat.drachmas for seat in g.seats] == [5, 10, 10]


def test_r7_repeat_patron_and_crafts():
    g = new(3)
    g.seats[P1].patron = "P4"
    own_craft(g, P1, "carpentry", 2, 2)
    goods(g.seats[P1], drachmas=0, wood=0, stone=0, food=0)
    god(g, "GH17")
    assert holdings(g.seats[P1]) == {"drachmas": 2, "wood": 2, "stone": 2, "food": 0}
    god(g, "GH21")
    assert g.seats[P1].wood == 12


def test_r7_pestilence_each_player_chooses_the_craft_that_loses_a_worker():
    g = new(3)
    own_craft(g, P1, "carpentry", 2, 2)
    own_craft(g, P1, "bakery", 1, 1)
    own_craft(g, P2, "stonemasonry", 1, 1)
    g.seats[P3].site_workers = 2                        # site workers are not affected
    g.token = P2
    top_god(g, "GH08")
    start(g, R.Round(step=R.PHASES.index("gods_hand")))
    assert g.seats[P2].craft_workers == {"stonemasonry": 0}   # one staffed craft: no choice
    d = decision(g)
    assert d.seat == P1 and d.prompt.key == "temple-ask-pestilence"
    assert [o.id for o in d.options] == ["craft-bakery", "craft-carpentry"]   # the default first
    g, _ = play(g, P1, "craft-carpentry")
    assert g.seats[P1].craft_workers == {"carpentry": 1, "bakery": 1}


def test_r7_6_builder_modifiers_last_one_round():
    g = new(3)
    god(g, "GH10")
    assert B.workers_needed(g, 1) == 3 and B.workers_needed(g, 17) == 6
    g.frames.clear()
    R.end(g, Log())
    assert B.workers_needed(g, 1) == 2
    god(g, "GH19")
    assert B.workers_needed(g, 1) == 1 and B.workers_needed(g, 17) == 4


def test_r7_6_sabbath_wages_cost_only_food():
    g = new(3)
    g.seats[P1].site_workers = 2
    goods(g.seats[P1], drachmas=0, food=2)
    god(g, "GH20")
    assert H.wage_bill(g, g.seats[P1]) == {"food": 2}
    start(g, W.Wages())
    assert g.seats[P1].active and holdings(g.seats[P1])["food"] == 0


def test_r7_7_demolition_takes_the_latest_element_of_active_players():
    g = new(3)
    give(g, P1, built=[1])
    give(g, P2, built=[2])
    give(g, P3, built=[3])
    g.seats[P3].active = False                          # the latest is out of the game
    events = god(g, "GH07")
    assert g.seats[P2].unbuilt == [2] and g.seats[P2].built == []
    assert ("demolish", P2) in [(e.kind, e.seat) for e in events]
    assert [b.card for b in g.seats[P1].built] == [1]


def test_r7_7_demolition_with_nothing_built():
    g = new(3)
    events = god(g, "GH07")
    assert "demolish" in kinds(events)
    assert all(seat.unbuilt == [] for seat in g.seats)


# --- phase 8: wages ------------------------------------------------------------------------------------------

def test_r8_1_every_worker_is_paid_craft_and_site():
    g = new(3)
    own_craft(g, P2, "bakery", 3, 3)
    g.seats[P2].site_workers = 1
    goods(g.seats[P2], drachmas=20, food=4)
    start(g, W.Wages())
    assert (g.seats[P2].drachmas, g.seats[P2].food) == (0, 0)


def test_r8_2_no_partial_payment_and_no_substitution():
    g = new(3)
    g.seats[P1].site_workers = 2
    goods(g.seats[P1], drachmas=50, food=1, wood=20, stone=20)   # short of 100 food only
    start(g, W.Wages())
    d = decision(g)
    assert d.prompt.key == "temple-ask-rescue"
    assert holdings(g.seats[P1]) == {"drachmas": 50, "wood": 20, "stone": 20, "food": 1}


def test_r8_3_rescue_for_a_debt_collected_from_later_income():
    g = new(3)
    g.seats[P1].site_workers = 2
    goods(g.seats[P1], drachmas=4, food=2, wood=0, stone=0)   # 6 D short, nothing to pay with
    goods(g.seats[P2], drachmas=10)
    g.token = P3
    start(g, W.Wages())
    assert decision(g).seat == P2                      # the debtor's left first
    g, _ = play(g, P2, "offer", 6)
    assert decision(g).prompt.key == "temple-ask-price-debt"
    g, _ = play(g, P2, 20)                             # a debt of 20 D
    g, _ = play(g, P1, "accept")
    assert g.seats[P1].active and g.seats[P1].drachmas == 0 and g.seats[P1].food == 0
    assert g.seats[P2].drachmas == 4
    assert g.debts == [Debt(debtor=P1, creditor=P2, drachmas=20)]
    R.income(g, Log())                                  # P1 pays what they have after their income
    income = 15 + CONTENT.patron[g.seats[P1].patron].income.drachmas
    assert g.debts == ([Debt(debtor=P1, creditor=P2, drachmas=20 - income)] if income < 20 else [])
    assert g.seats[P1].drachmas == max(0, income - 20)


def test_r8_3_two_partial_offers_cover_the_shortfall_together():
    g = new(4)
    g.seats[P1].site_workers = 2
    goods(g.seats[P1], drachmas=4, food=0, wood=0, stone=5)    # 6 D and 200 food short
    goods(g.seats[P2], drachmas=3, food=0)
    goods(g.seats[P3], drachmas=10, food=10)
    stone = {s: g.seats[s].stone for s in (P2, P3)}
    g.token = P1
    start(g, W.Wages())
    g, _ = play(g, P2, "offer", 3)                     # 3 D (has no food) for 2 stone
    assert decision(g).prompt.key == "temple-ask-price-stone"
    g, _ = play(g, P2, 2, 0)
    d = decision(g)
    assert d.seat == P1 and d.prompt.key == "temple-ask-accept"
    g, _ = play(g, P1, "accept")
    d = decision(g)
    assert d.seat == P3
    assert [i.params["count"] for i in d.prompt.params["short"].params["items"]] == [3, 200]
    g, _ = play(g, P3, "offer", 3, 2)
    assert decision(g).max == 3                         # stone left after P2's price
    g, _ = play(g, P3, 3, 0)
    g, _ = play(g, P1, "accept")
    assert g.seats[P1].active
    assert holdings(g.seats[P1]) == {"drachmas": 0, "wood": g.seats[P1].wood, "stone": 0, "food": 0}
    assert (g.seats[P2].drachmas, g.seats[P2].stone) == (0, stone[P2] + 2)
    assert (g.seats[P3].drachmas, g.seats[P3].food, g.seats[P3].stone) == (7, 8, stone[P3] + 3)


def test_r8_3_refused_offers_and_the_rescue_amount_bounds():
    g = new(3)
    g.seats[P1].site_workers = 1
    goods(g.seats[P1], drachmas=0, food=1, wood=0, stone=2)
    goods(g.seats[P2], drachmas=10)
    start(g, W.Wages())
    g, _ = play(g, P2, "offer")
    error = refused(g, P2, 6)                           # only 5 D are missing
    assert error.message.key == "temple-refuse-rescue-amount"
    assert error.message.params == {"max": 5, "amount": 6}
    g, _ = play(g, P2, 5)
    error = refused(g, P2, 3)                           # the debtor has 2 stone
    assert error.message.params == {"max": 2, "amount": 3}
    g, _ = play(g, P2, 2, 0)                           # 2 stone, no debt
    g, _ = play(g, P1, "refuse")
    assert decision(g).seat == P3
    g, events = play(g, P3, "decline")
    assert not g.seats[P1].active
    assert g.seats[P2].drachmas == 10                   # a refused offer changes nothing


def test_7_12_an_unpaid_debtor_cannot_give_what_their_own_wages_need():
    g = new(4)
    for s in (P1, P2, P3, P4):
        goods(g.seats[s], drachmas=3, food=5, wood=0, stone=0)
    g.seats[P2].site_workers = 1                        # owes 5 D: a debtor
    g.seats[P4].site_workers = 1                        # owes 5 D: a debtor, handled first
    g.token = P3
    start(g, W.Wages())
    g, events = play(g, P1, "decline")
    # P2 owes 5 D with 3 D in hand: nothing to spare, so "offer" is disabled and P2 declines by force
    assert any(e.kind == "rescue-declined" and e.seat == P2 for e in events)
    d = decision(g)
    assert d.seat == P3 and d.prompt.params["debtor"].seat == P4


def test_r8_2_debtors_are_handled_clockwise_from_the_ark_after_everyone_who_can_pay():
    g = new(4)
    for s in (P1, P2, P3, P4):
        goods(g.seats[s], drachmas=3, food=5, wood=0, stone=0)
        g.seats[s].site_workers = 1
    goods(g.seats[P1], drachmas=10)                     # the only one who can pay
    g.token = P3
    start(g, W.Wages())
    assert g.seats[P1].drachmas == 5                    # paid before any rescue window
    order = []
    while engine.pending(g):
        d = decision(g)
        if d.prompt.key == "temple-ask-rescue":
            order.append(d.prompt.params["debtor"].seat)
        g, _ = play(g, d.seat, "decline")
    assert list(dict.fromkeys(order)) == [P3, P4, P2]
    assert [seat.active for seat in g.seats] == [True, False, False, False]


def test_r8_4_the_last_one_standing_wins_at_once():
    g = new(3)
    for s in (P1, P2):
        g.seats[s].site_workers = 1
        goods(g.seats[s], drachmas=0, food=0)
    goods(g.seats[P3], drachmas=0, food=0, wood=0, stone=0)   # cannot help
    g = from_phase(g, "wages")
    g, _ = drive(g)
    assert g.over and g.end_reason == "last-standing"
    result = engine.result(g)
    assert result.winners == [P3]
    assert result.ranking[0] == [P3] and sorted(s for [s] in result.ranking[1:]) == [P1, P2]
    assert result.scores[P1].parts == {"eliminated": 1}


# --- phase 9: building ------------------------------------------------------------------------------------------

def test_r9_build_several_elements_each_worker_once():
    g = new(3)
    give(g, P1, unbuilt=[3, 4, 5])
    goods(g.seats[P1], wood=20, stone=20)
    g.seats[P1].site_workers = 5
    own_craft(g, P1, "carpentry", 3, 3)                # craft workers do not build
    g.token = P1
    start(g, B.Building(order=[P1, P2, P3]))
    assert decision(g).prompt.params == {"free": 5}
    g, _ = play(g, P1, "build-5")                      # 3 workers
    assert options(g) == ["build-3", "build-4", "done"]
    g, _ = play(g, P1, "build-3")                      # 2 workers: none left
    assert not engine.pending(g)
    assert sorted(g.seats[P1].unbuilt) == [4]
    assert [b.card for b in g.seats[P1].built] == [5, 3]
    assert holdings(g.seats[P1])["wood"] == 20 - 6 - 4 and holdings(g.seats[P1])["stone"] == 20 - 7 - 4
    assert all(seat.site_workers == 0 for seat in g.seats)   # R9.4: all site workers leave
    assert g.seats[P1].craft_workers == {"carpentry": 3}


def test_r9_4_unused_site_workers_leave_too():
    g = new(3)
    give(g, P1, unbuilt=[3])
    goods(g.seats[P1], wood=20, stone=20)
    g.seats[P1].site_workers = 4
    start(g, B.Building(order=[P1, P2, P3]))
    g, _ = play(g, P1, "done")
    assert g.seats[P1].site_workers == 0 and g.seats[P1].unbuilt == [3]


def test_refuse_building_without_materials():
    g = new(3)
    give(g, P1, unbuilt=[3, 9])
    goods(g.seats[P1], wood=5, stone=4)
    g.seats[P1].site_workers = 2
    start(g, B.Building(order=[P1]))
    error = refused(g, P1, "build-9")                  # 12 stone, 7 wood, 3 workers
    assert error.code == "option-disabled" and error.message.key == "temple-why-build-short"
    assert error.message.params["workers"] == 1
    assert [i.params["count"] for i in error.message.params["short"].params["items"]] == [2, 8]
    assert text(error.message) == "You are short of 2 wood, 8 stone and 1 site worker."
    g, _ = play(g, P1, "build-3")
    assert g.seats[P1].built[-1].card == 3


def test_refuse_building_without_site_workers_only():
    g = new(3)
    give(g, P1, unbuilt=[3, 5])
    goods(g.seats[P1], wood=20, stone=20)
    g.seats[P1].site_workers = 2
    start(g, B.Building(order=[P1]))
    error = refused(g, P1, "build-5")
    assert error.message.key == "temple-why-build-workers"
    assert error.message.params["workers"] == 1


def test_refuse_building_without_site_workers_only_reads_well():
    g = new(3)
    give(g, P1, unbuilt=[3, 5])
    goods(g.seats[P1], wood=20, stone=20)
    g.seats[P1].site_workers = 2
    start(g, B.Building(order=[P1]))
    assert "nothing" not in text(refused(g, P1, "build-5").message)


def test_refuse_unknown_or_not_owned_card():
    g = new(3)
    give(g, P1, unbuilt=[3])
    goods(g.seats[P1], wood=20, stone=20)
    g.seats[P1].site_workers = 2
    start(g, B.Building(order=[P1]))
    assert refused(g, P1, "build-4").code == "unknown-option"
    assert refused(g, P2, "build-3").code == "not-awaited"


# --- end of the game ---------------------------------------------------------------------------------------------

def at_round_end(players: int = 3, round_: int = 10, last_auction: int = 10):
    g = new(players)
    g.round = round_
    g.deck, g.display = [], []
    g.auctions_over, g.last_auction_round = last_auction > 0, last_auction
    g.frames.clear()
    return g


def test_a14_no_completion_check_before_the_last_auction_round():
    g = new(3)
    give(g, P1, built=[1])
    g.frames.clear()
    R.end(g, Log())
    assert g.seats[P1].bonus == 0 and g.final_round == 0 and g.round == 2


def test_a14_a_finisher_needs_a_built_element():
    g = at_round_end()
    give(g, P2, unbuilt=[])
    R.end(g, Log())
    assert all(seat.bonus == 0 for seat in g.seats) and g.final_round == 0


def test_a32_a_finisher_may_qualify_at_the_first_check_without_building_that_round():
    g = at_round_end()
    g.seats[P3].built = [Built(4, 1)]
    g.seats[P1].unbuilt = [5]
    R.end(g, Log())
    assert [seat.bonus for seat in g.seats] == [0, 0, 18] and g.final_round == 11


def test_r10_later_completions_earn_nothing_and_the_bonus_survives_demolition():
    g = at_round_end()
    g.seats[P1].built = [Built(1, 1)]
    g.seats[P2].unbuilt = [2]
    R.end(g, Log())
    assert g.seats[P1].bonus == 18 and g.round == 11
    g.seats[P1].unbuilt, g.seats[P1].built = [1], []   # demolished
    g.seats[P2].unbuilt, g.seats[P2].built = [], [Built(2, 2)]
    g.frames.clear()
    R.end(g, Log())
    assert g.over and g.end_reason == "final-round"
    assert [seat.bonus for seat in g.seats] == [18, 0, 0]
    assert [score.total for score in engine.result(g).scores] == [18 - 5, 5, 0]


def test_r10_4_safety_limit_five_rounds_after_the_last_auction():
    g = at_round_end(round_=14, last_auction=9)
    R.end(g, Log())
    assert g.over and g.end_reason == "safety" and g.finishers == []
    g = at_round_end(round_=13, last_auction=9)
    R.end(g, Log())
    assert not g.over and g.round == 14


def test_r10_6_ties_are_shared_unless_the_tiebreak_option_is_on():
    for tiebreak, ranking in ((False, [[P1, P2], [P3]]), (True, [[P2], [P1], [P3]])):
        g = engine.new_game("temple", 3, seed=1, options={"tiebreak": tiebreak})
        g.seats[P1].built = [Built(9, 1)]                   # 11
        g.seats[P2].built = [Built(1, 2), Built(2, 3)]      # 10
        g.seats[P2].bonus = 1                                # 11: a tie with P1, with more elements
        g.finishers = [P2]
        g.seats[P3].built = [Built(3, 4)]
        g.frames.clear()
        g.over = True
        result = engine.result(g)
        assert result.ranking == ranking
        assert result.winners == ranking[0]


def test_scores_may_be_negative():
    g = at_round_end()
    g.seats[P1].unbuilt = [17, 18]
    g.over = True
    assert engine.result(g).scores[P1].total == -36
