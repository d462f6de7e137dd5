"""The Temple's market (shared/rules/temple.md 4.4, R4.1-R4.8; rulebook 4.2-4.5): public declarations
in turn from the Ark holder (the default), the sealed variant (`sealed_market`), affordability at the
running total (R4.5), buying back (R4.7), the no-arbitrage price list (7.1) and the migration of
version-1 games (which were played sealed).

Seats are 0-based (P1 = seat 0). Food is held in lots of 100.
"""
from __future__ import annotations

import dataclasses
import json

import msgspec
import pytest

import engine
from engine.agents import random_agent
from engine.temple import market as M
from engine.temple.content import CONTENT, MARKET_GOODS, ContentError, PriceList, _check, arbitrage

from .answers import kinds, play
from .temple_helpers import (P1, P2, P3, P4, asked, decision, from_phase, goods, holdings, new, refused,
                             start, text)


def sealed(n: int = 3, seed: int = 1):
    return engine.new_game("temple", n, options={"sealed_market": True}, seed=seed)


def declare_in_turn(g, wanted: dict[int, dict[str, int]]):
    """Answer the in-turn questions of one step until it is settled; returns (state, events)."""
    events = []
    while not any(e.kind == "market" for e in events):
        d = decision(g)
        side, good = M.question(d.prompt.key)
        g, new_events = engine.act(g, d.seat, wanted.get(d.seat, {}).get(good, 0))
        events += new_events
    return g, events


@pytest.fixture
def forbid_buy_back(monkeypatch):
    rules = CONTENT.rules
    config = msgspec.structs.replace(rules.config, forbid_sell_and_buy_same_good=True)
    monkeypatch.setattr(CONTENT, "rules", msgspec.structs.replace(rules, config=config))


# --- in turn (the default, rulebook 4.2) ------------------------------------------------------------

def test_r4_2_declarations_are_public_and_in_turn_from_the_ark_holder():
    g = new(4)
    assert g.options["sealed_market"] is False
    g.token = P3
    for seat in g.seats:
        goods(seat, wood=5, stone=5, food=5)
    start(g, M.Market())
    d = decision(g)                                   # only one seat is asked
    assert d.seat == P3 and not d.secret and d.kind == "amount"
    assert d.prompt.key == "temple-ask-sell-wood" and (d.min, d.max) == (0, 5)
    order = []
    g, events = play(g, P3, 2, 0, 1)
    order.append(P3)
    assert [e.kind for e in events] == ["declared"]
    [event] = events
    assert event.private is None and not event.barrier
    assert text(event.public) == ("Player 3 offers 2 wood, 100 food. Offered so far: 2 wood, 100 food; "
                                  "prices: wood 3 D, stone 3 D, food 3 D per 100.")
    while decision(g).seat != P3 and g.market == []:
        s = decision(g).seat
        order.append(s)
        g, _ = play(g, s, 0, 0, 0)
    assert order == [P3, P4, P1, P2]
    assert [r.side for r in g.market] == ["sell"]
    assert decision(g).seat == P3 and decision(g).prompt.key == "temple-ask-buy-wood"


def test_prompts_show_the_running_totals_and_the_price_they_give():
    g = new(3)
    g.token = P1
    for seat in g.seats:
        goods(seat, wood=40, stone=5, food=40)
    start(g, M.Declarations(side="sell"))
    g, _ = play(g, P1, 31, 0, 25)                     # 31 wood: 2 D each; 2500 food: 2 D per 100
    d = decision(g)
    assert d.seat == P2
    assert text(d.prompt) == "Market: how much wood do you sell? Offered so far: 31 wood (2 D each); you have 40."
    g, _ = play(g, P2, 15)
    assert text(decision(g).prompt) == \
        "Market: how much stone do you sell? Offered so far: 0 stone (3 D each); you have 5."
    g, _ = play(g, P2, 0)
    assert text(decision(g).prompt) == ("Market: how much food do you sell, in hundreds? Offered so far: "
                                        "2,500 food (2 D per 100); you have 40 hundred.")
    assert translate_pl(decision(g).prompt) == (
        "Targowisko: ile setek żywności sprzedajesz? Dotychczasowa podaż: 2\xa0500 szt. żywności "
        "(po 2 D za 100 szt.); masz 40 × 100 szt.")
    view = engine.view(g, None)["market_step"]
    assert view["sealed"] is False and view["declaring"] == P2 and view["order"] == [P1, P2, P3]
    assert view["declared"] == [P1]
    assert view["declarations"] == [{"wood": 31, "stone": 0, "food": 2500}, None, None]
    assert view["totals"] == {"wood": 31, "stone": 0, "food": 2500}
    assert view["prices"] == {"wood": 2, "stone": 3, "food": 2}
    assert engine.view(g, P2)["market_step"]["mine"] == [15, 0]      # P2's declaration in progress
    assert "mine" not in engine.view(g, P1)["market_step"]            # P1's is public now
    g, _ = play(g, P2, 12)
    view = engine.view(g, P3)["market_step"]
    assert view["declarations"][P2] == {"wood": 15, "stone": 0, "food": 1200}
    assert view["totals"] == {"wood": 46, "stone": 0, "food": 3700} and view["prices"] == {
        "wood": 1, "stone": 3, "food": 1}
    assert view["mine"] == [] and view["declaring"] == P3


def translate_pl(message):
    from data.locale import translate
    return translate(message, "pl", strict=True)


def test_r4_3_one_price_per_good_from_the_final_totals():
    g = new(3)
    g.token = P1
    for seat in g.seats:
        goods(seat, drachmas=0, wood=40, stone=0, food=10)
    start(g, M.Declarations(side="sell"))
    g, events = declare_in_turn(g, {P1: {"wood": 20}, P2: {"wood": 15, "food": 7}, P3: {"wood": 0}})
    report = g.market[-1]
    assert report.totals == {"wood": 35, "stone": 0, "food": 7}
    assert report.prices == {"wood": 2, "stone": 3, "food": 3}       # P1 declared at 3 D, paid at 2 D
    assert [seat.drachmas for seat in g.seats] == [40, 30 + 21, 0]
    assert [seat.wood for seat in g.seats] == [20, 25, 40]
    [settled] = [e for e in events if e.kind == "market"]
    assert not settled.barrier and settled.public.key == "temple-ev-market-turn-sell"
    assert text(settled.public).startswith("Market sales settled. Offered in total: 35 wood, 700 food.")


def test_goods_a_seat_cannot_trade_are_answered_automatically_in_turn():
    g = new(3)
    g.token = P1
    goods(g.seats[P1], wood=0, stone=3, food=0)
    goods(g.seats[P2], wood=0, stone=0, food=0)
    start(g, M.Declarations(side="sell"))
    d = decision(g)
    assert d.seat == P1 and d.prompt.key == "temple-ask-sell-stone"
    g, events = play(g, P1, 2)
    # P1 is done (no food); P2 has nothing: declared 0 at once, with its public event; P3 is asked
    assert [e.seat for e in events if e.kind == "declared"] == [P1, P2]
    assert text(events[1].public).startswith("Player 2 offers nothing.")
    assert decision(g).seat == P3


def test_eliminated_seats_are_not_asked():
    g = new(4)
    g.token = P4
    seat = g.seats[P1]
    seat.active, seat.drachmas, seat.wood, seat.stone, seat.food = False, 0, 0, 0, 0
    seat.eliminated_in = 1
    start(g, M.Declarations(side="sell"))
    seen = []
    while g.market == []:
        d = decision(g)
        seen.append(d.seat)
        g, _ = play(g, d.seat, 0)
    assert list(dict.fromkeys(seen)) == [P4, P2, P3]
    assert engine.view(g, None)["market"][0]["declared"][P1] == {"wood": 0, "stone": 0, "food": 0}


def test_a_fresh_decision_id_for_the_next_declarer():
    g = new(3)
    g.token = P1
    start(g, M.Declarations(side="sell"))
    ids = set()
    while g.market == []:
        d = decision(g)
        assert d.id not in ids
        ids.add(d.id)
        g, _ = play(g, d.seat, 0)


# --- R4.4-R4.5 purchases in turn ----------------------------------------------------------------------

def test_r4_5_a_purchase_must_be_affordable_at_the_running_total_plus_its_quantity():
    g = new(3)
    g.token = P2
    goods(g.seats[P2], drachmas=200)
    goods(g.seats[P1], drachmas=30)
    start(g, M.Declarations(side="buy"))
    g, _ = play(g, P2, 0, 20, 0)                      # 20 stone demanded so far: still 3 D
    g, _ = play(g, P3, 0, 0, 0)
    assert decision(g).seat == P1
    g, _ = play(g, P1, 0)                             # no wood
    d = decision(g)
    assert text(d.prompt) == ("Market: how much stone do you buy? Demanded so far: 20 stone (3 D each); "
                              "you have 30 D before your purchases.")
    assert d.max == 7                                 # 7 more stone: total 27, 4 D each = 28 D
    error = refused(g, P1, 8)
    assert error.code == "bad-amount" and error.message.key == "temple-refuse-buy-turn"
    assert text(error.message) == ("8 stone would cost 32 D (total demand 28 stone, 4 D each) and you have "
                                   "30 D left: 2 D short.")
    assert translate_pl(error.message) == ("Cena za 8 kamieni to 32 D (łączny popyt: 28 kamieni, po 4 D za "
                                           "sztukę), a zostało ci 30 D: brakuje 2 D.")
    g, _ = play(g, P1, 7)                             # food is not asked: 2 D left, a lot costs 3 D
    assert g.market[-1].settled[P1] == {"wood": 0, "stone": 7, "food": 0}
    assert g.seats[P1].drachmas == 2


def test_r4_5_earlier_goods_of_the_same_declaration_are_counted_at_their_running_price():
    g = new(3)
    g.token = P1
    goods(g.seats[P1], drachmas=40)
    start(g, M.Declarations(side="buy"))
    g, _ = play(g, P1, 10)                            # 30 D
    d = decision(g)
    assert d.max == 3
    # the prompt (public: the channel sees who is asked what) does not tell the wood just declared
    assert d.prompt.params["drachmas"] == 40
    error = refused(g, P1, 4)
    assert error.message.params["have"] == 10 and error.message.params["cost"] == 12


def test_r4_4_sales_money_may_be_spent_and_r4_7_buying_back_is_allowed():
    g = new(3)
    g.token = P1
    for seat in g.seats:
        goods(seat, drachmas=0, wood=10, stone=0, food=0)
    start(g, M.Market())
    g, _ = declare_in_turn(g, {P1: {"wood": 10}})      # 10 wood for 30 D
    assert g.seats[P1].drachmas == 30
    d = decision(g)
    assert d.seat == P1 and d.prompt.key == "temple-ask-buy-wood" and d.max == 10
    g, _ = declare_in_turn(g, {P1: {"wood": 10}})      # bought back, no gain: 30 D paid
    assert holdings(g.seats[P1]) == {"drachmas": 0, "wood": 10, "stone": 0, "food": 0}
    assert g.market[1].settled[P1] == {"wood": 10, "stone": 0, "food": 0}


def test_r4_7_the_option_forbids_buying_back(forbid_buy_back):
    for options in ({}, {"sealed_market": True}):
        g = engine.new_game("temple", 3, options=options, seed=1)
        g.token = P1
        for seat in g.seats:
            goods(seat, drachmas=0, wood=10, stone=0, food=0)
        start(g, M.Market())
        for s in (P1, P2, P3):
            g, _ = play(g, s, 10 if s == P1 else 0)
        assert g.seats[P1].drachmas == 30
        # buying: P1 is not asked about wood (sold this market); P2, P3 have no money at all
        assert asked(g) == [P1]
        d = decision(g, P1)
        assert d.prompt.key.endswith("-buy-stone") and d.max == 10
        g, _ = play(g, P1, 5, 1)
        assert holdings(g.seats[P1]) == {"drachmas": 12, "wood": 0, "stone": 5, "food": 1}


# --- sealed (the option) ---------------------------------------------------------------------------------

def test_sealed_declarations_are_simultaneous_and_secret():
    g = sealed(3)
    start(g, M.Market())
    decisions = engine.pending(g)
    assert sorted(d.seat for d in decisions) == [P1, P2, P3]
    assert all(d.secret and d.kind == "amount" for d in decisions)
    assert all(d.prompt.key == "temple-ask-sealed-sell-wood" for d in decisions)
    g, events = play(g, P1, 1, 1, 1)
    [event] = events
    assert event.public.key == "temple-ev-declared" and event.private.key == "temple-ev-declared-sell"
    public = engine.view(g, None)["market_step"]
    assert public["sealed"] is True and public["declared"] == [P1] and public["declaring"] is None
    assert public["declarations"] == [None, None, None] and public["totals"] is None
    assert public["prices"] is None and "mine" not in public
    assert engine.view(g, P1)["market_step"]["mine"] == [1, 1, 100]
    assert engine.view(g, P2)["market_step"]["mine"] == []


def test_sealed_one_price_per_good_and_the_reveal_is_a_barrier():
    g = sealed(3)
    for seat in g.seats:
        goods(seat, drachmas=0, wood=40, stone=0, food=10)
    start(g, M.Declarations(side="sell"))
    g, _ = play(g, P1, 20, 0)
    g, _ = play(g, P2, 15, 7)
    g, events = play(g, P3, 0, 0)
    [settled] = [e for e in events if e.kind == "market"]
    assert settled.barrier and settled.public.key == "temple-ev-market-sell"
    report = g.market[-1]
    assert report.totals == {"wood": 35, "stone": 0, "food": 7}
    assert report.prices == {"wood": 2, "stone": 3, "food": 3}
    assert [seat.drachmas for seat in g.seats] == [40, 51, 0]


def test_sealed_affordability_counts_only_ones_own_quantity():
    g = sealed(3)
    goods(g.seats[P1], drachmas=12)
    for s in (P2, P3):
        goods(g.seats[s], drachmas=200)
    start(g, M.Declarations(side="buy"))
    g, _ = play(g, P2, 10, 10, 0)                     # sealed: P1 does not see these
    d = decision(g, P1)
    assert d.max == 4                                  # 4 wood at 3 D, by P1's own total alone
    error = refused(g, P1, 5)
    assert error.message.key == "temple-refuse-buy"
    assert text(error.message) == "5 wood would cost 15 D and you have 12 D left: 3 D short."
    # P1: 2 wood + 2 stone (12 D) at their own prices; the others push both prices to 4
    g, _ = play(g, P1, 2, 2, 0)                       # sealed: food is asked even with 0 D left
    g, _ = play(g, P3, 10, 10, 0)
    report = g.market[-1]
    assert report.totals["wood"] == 22 and report.prices == {"wood": 4, "stone": 4, "food": 3}
    assert report.settled[P1] == {"wood": 1, "stone": 2, "food": 0}     # stone first, then wood
    assert g.seats[P1].drachmas == 0


def test_sealed_refusals():
    g = sealed(3)
    goods(g.seats[P1], wood=4, stone=3, food=2)
    start(g, M.Declarations(side="sell"))
    error = refused(g, P1, 9)
    assert error.code == "bad-amount" and error.message.key == "temple-refuse-sell"
    assert text(error.message) == "You cannot sell 9 wood: you have 4 wood, 5 wood short."
    assert translate_pl(error.message) == "Nie możesz sprzedać: 9 drewna – masz tylko 4 drewna (brakuje: 5 drewna)."
    g, _ = play(g, P1, 4, 3)
    assert text(refused(g, P1, 5).message) == "You cannot sell 500 food: you have 200 food, 300 food short."
    assert refused(g, P2, -1).message.key == "core-error-amount"


def test_in_turn_refusals():
    g = new(3)
    g.token = P1
    goods(g.seats[P1], wood=4, stone=3, food=2)
    start(g, M.Declarations(side="sell"))
    assert text(refused(g, P1, 9).message) == "You cannot sell 9 wood: you have 4 wood, 5 wood short."
    assert refused(g, P1, -1).message.key == "core-error-amount"
    assert refused(g, P2, 0).code == "not-awaited"


# --- the option ----------------------------------------------------------------------------------------

def test_the_sealed_market_option():
    spec = {o.name: o for o in engine.meta("temple").options}["sealed_market"]
    assert spec.type == "bool" and spec.default is False
    assert text(spec.label).startswith("Sealed market")
    for value in (True, False):
        assert engine.new_game("temple", 3, options={"sealed_market": value}, seed=1).options["sealed_market"] \
            is value
    for bad in ("yes", 1, None):
        with pytest.raises(engine.RuleError):
            engine.new_game("temple", 3, options={"sealed_market": bad}, seed=1)


# --- the price list (7.1): no arbitrage ---------------------------------------------------------------

def test_no_sell_then_buy_round_trip_gains_money_whatever_the_totals():
    price = CONTENT.price
    same_unit = [("wood", "wood"), ("stone", "stone"), ("food", "food"), ("wood", "stone"), ("stone", "wood")]
    for sold, bought in same_unit:
        for sell_total in range(1, 121):
            received = price(sold, "sell", sell_total)
            for buy_total in range(1, 121):
                # sell one unit (of a lot) of `sold`, buy one back of `bought`: never a profit
                assert received <= price(bought, "buy", buy_total), (sold, sell_total, bought, buy_total)
    # whole quantities too: selling q at one total and buying q at any total
    for q in (1, 5, 10, 25, 46):
        for good in MARKET_GOODS:
            for others in range(0, 60, 7):
                assert q * price(good, "sell", others + q) <= q * price(good, "buy", others + q)
                assert q * price(good, "sell", q) <= M.cost(good, q, others)


def test_a_table_with_arbitrage_is_refused():
    bad = dict(CONTENT.market)
    bad["stone"] = PriceList(sell=[[10, 5], [0, 3]], buy=[[10, 3], [0, 4]])
    with pytest.raises(ContentError, match="no arbitrage"):
        _check(dataclasses.replace(CONTENT, market=bad))
    cross = dict(CONTENT.market)
    cross["wood"] = PriceList(sell=[[10, 3], [0, 2]], buy=[[10, 4], [0, 5]])
    cross["stone"] = PriceList(sell=[[10, 4], [0, 3]], buy=[[10, 4], [0, 5]])   # sell stone 4, buy wood 4: ok
    assert arbitrage(cross) == []
    cross["wood"] = PriceList(sell=[[10, 3], [0, 2]], buy=[[30, 3], [0, 5]])    # sell stone 4, buy wood 3
    assert arbitrage(cross) and "stone sells for up to 4 D but wood" in arbitrage(cross)[0]
    assert arbitrage(CONTENT.market) == []


# --- versions: games stored under rules version 1 (sealed market) -------------------------------------

def _v1_mid_market() -> tuple[str, object]:
    """A game as version 1 stored it in the middle of a sealed market (no `sealed_market` option), and
    the same game as this version plays it."""
    g = sealed(4, seed=3)
    for seat in g.seats:
        goods(seat, drachmas=40, wood=8, stone=8, food=8)
    from_phase(g, "market")
    g, _ = play(g, P1, 3, 2, 1)
    g, _ = play(g, P3, 1)
    raw = json.loads(engine.dumps(g))
    del raw["options"]["sealed_market"]
    raw["rules_version"] = 1
    return json.dumps(raw), g


def test_a_version_1_game_in_the_middle_of_a_market_loads_sealed_and_plays_on():
    text_v1, expected = _v1_mid_market()
    g = engine.loads(text_v1)
    assert g.rules_version == 2 and g.options["sealed_market"] is True
    assert engine.dumps(g) == engine.dumps(expected)
    decisions = engine.pending(g)
    assert sorted(d.seat for d in decisions) == [P2, P3, P4] and all(d.secret for d in decisions)
    assert decision(g, P3).prompt.key == "temple-ask-sealed-sell-stone"
    g, _ = play(g, P2, 0, 0, 0)
    g, _ = play(g, P3, 0, 0)
    g, events = play(g, P4, 2, 0, 0)
    assert "market" in kinds(events)
    assert g.market[-1].totals == {"wood": 6, "stone": 2, "food": 1}
    # the buy step follows, sealed too, and the game goes on to the end
    assert all(d.secret for d in engine.pending(g))
    agent = random_agent("temple", 7)
    for _ in range(5000):
        decisions = engine.pending(g)
        if not decisions:
            break
        d = decisions[0]
        g, _ = engine.act(g, d.seat, agent.choose(g, d))
    assert g.over and engine.result(g) is not None


def test_an_unknown_rules_version_is_refused():
    raw = json.loads(engine.dumps(new(3)))
    raw["rules_version"] = 99
    with pytest.raises(engine.RuleError) as caught:
        engine.loads(json.dumps(raw))
    assert caught.value.code == "rules-version"
