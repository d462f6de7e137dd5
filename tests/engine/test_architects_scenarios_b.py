"""Architects of the West Kingdom, rules/architects.md section 12, scenarios T34 to T66: buildings,
the Guildhall and the end of the game, scoring, setup and the special rule, refused moves, hidden
information, resets. Each test sets the scenario's position with the harness and plays through the
engine's own questions, so every move is one the engine offered."""
from __future__ import annotations

import msgspec
import pytest

import engine
from engine.architects import RULES
from engine.architects import scoring
from engine.architects.content import CONTENT
from engine.architects.guildhall import cathedral_refusal, guild_options
from engine.core import serial
from engine.core.errors import RuleError
from engine.core.frames import Log

from .architects_scenarios import (BLUE, GREEN, RED, YELLOW, apprentices, enabled, give_turn, hand, keys,
                                   new, offered, pending, play, set_player)


# --- small helpers of this file ------------------------------------------------------------------------

def ok(g) -> None:
    """The position set by hand is a consistent one (spec 10.4)."""
    assert RULES.invariants(g) == []


def off_board(g, colour: str, count: int) -> None:
    """Workers placed by hand somewhere else than an open-circle location leave the player's board."""
    g.players[g.by_colour(colour)].workers -= count


def fill_guildhall(g, colours: list[str]) -> None:
    """The first len(colours) Guildhall spaces hold these workers."""
    for space, colour in enumerate(colours):
        g.guildhall[space] = colour
        off_board(g, colour, 1)


def built(g, index: int, *cards: str) -> None:
    """The player has constructed these buildings (taken out of the deck)."""
    for card in cards:
        g.building_deck.remove(card)
        g.players[index].buildings.append(card)


def reward_on_top(g, card: str) -> None:
    """Put this reward card on top of the reward pile (swapping with the set-aside cards if needed)."""
    if card in g.reward_pile:
        g.reward_pile.remove(card)
    else:
        g.rewards_unused.remove(card)
        g.rewards_unused.append(g.reward_pile.pop(0))
    g.reward_pile.append(card)


def deck_top(g, *cards: str) -> None:
    """These building cards are the next ones drawn, in this order."""
    for card in cards:
        g.building_deck.remove(card)
    g.building_deck.extend(reversed(cards))


def text(thing) -> str:
    """Everything a view or event shows, as one searchable string."""
    return msgspec.json.encode(thing).decode()


def views(g) -> dict:
    return {seat: engine.view(g, seat) for seat in (None, *range(len(g.players)))}


def finish(g):
    """Score the position now (spec 8.2), as the last turn of the final round would."""
    log = Log()
    g.frames = []
    scoring.finish(g, log)
    return log.events


def draft(g):
    """Every seat keeps the first card of each pack; returns the game after the draft and its events."""
    events = []
    while g.phase in ("boards", "draft"):
        decision = engine.pending(g)[0]
        g, more = engine.act(g, decision.seat, decision.options[0].id)
        events += more
    return g, events


def refused(g, seat: int, choice, expect: str | None = None) -> RuleError:
    """The answer is refused and changes nothing."""
    before = serial.dumps(g)
    with pytest.raises(RuleError) as caught:
        engine.act(g, seat, choice, expect=expect)
    assert serial.dumps(g) == before
    return caught.value


# --- Guildhall, Cathedral, buildings ------------------------------------------------------------------

def test_t34_fortress():
    g = new()
    hand(g, RED, "B01")
    apprentices(g, RED, "A03", "A04", "A13")            # Carpentry, Tiling, Masonry
    set_player(g, RED, wood=5, stone=2, gold=2, virtue=7)
    ok(g)
    give_turn(g, RED)
    g, _ = play(g, "guildhall")
    assert enabled(g) == ["build:B01", "cathedral"]
    g, events = play(g, "build:B01")
    red = g.players[RED]
    assert (red.wood, red.stone, red.gold, red.virtue) == (0, 0, 0, 5)
    assert g.tax_stand == 4                               # resources go to the supply
    assert red.buildings == ["B01"] and red.hand == []
    assert "architects-ev-build" in keys(events)
    # at the end, with 7 captured workers: 12 + floor(7/3) = 14
    red.captured = {"yellow": 4, "blue": 3}
    off_board(g, "yellow", 4)
    off_board(g, "blue", 3)
    finish(g)
    ok(g)
    assert engine.result(g).scores[RED].parts["buildings"] == 14


def test_t34_fortress_needs_tiling():
    g = new()
    hand(g, RED, "B01", "B02")
    apprentices(g, RED, "A03", "A13")                   # Carpentry and Masonry, no Tiling
    set_player(g, RED, wood=5, stone=2, gold=2)
    give_turn(g, RED)
    g, _ = play(g, "guildhall")
    assert "build:B01" in offered(g) and "build:B01" not in enabled(g)
    assert enabled(g) == ["build:B02", "cathedral"]
    refused(g, RED, "build:B01")


def test_t35_well():
    g = new()
    hand(g, YELLOW, "B02")
    set_player(g, YELLOW, wood=2, stone=2)
    give_turn(g, YELLOW)
    g, events = play(g, "guildhall")                   # the Well is the only thing to do: answered
    yellow = g.players[YELLOW]
    assert (yellow.wood, yellow.stone, yellow.clay) == (0, 0, 4)
    assert yellow.buildings == ["B02"]
    finish(g)
    assert engine.result(g).scores[YELLOW].parts["buildings"] == 3


def test_t36_guildhall_fill_order_4_players():
    g = new()
    assert len(g.guildhall) == 20
    shown = engine.view(g, None)["guildhall"]
    assert (shown["columns"], shown["rows"]) == (5, 4)   # column 6 (5+) is not used with 4 players
    fill_guildhall(g, ["yellow", "red", "blue", "green", "red", "blue"])   # row 1, then row 2 column 1
    hand(g, YELLOW, "B02")
    set_player(g, YELLOW, wood=2, stone=2)
    ok(g)
    give_turn(g, YELLOW)
    g, events = play(g, "guildhall")
    assert g.guildhall[6] == "yellow"                   # row 2, column 2
    assert g.guildhall[7:] == [None] * 13
    placed = next(e for e in events if e.public.key == "architects-ev-place-guildhall")
    assert placed.public.params["space"] == 7


# --- Game end and scoring -----------------------------------------------------------------------------

def test_t37_end_trigger_3_players():
    g = new(3)
    assert len(g.guildhall) == 16
    fill_guildhall(g, ["yellow", "red", "blue"] * 5)
    hand(g, BLUE, "B02")
    set_player(g, BLUE, wood=2, stone=2)
    hand(g, YELLOW, "B03")
    set_player(g, YELLOW, clay=3, wood=1)
    ok(g)
    give_turn(g, BLUE)
    g, events = play(g, "guildhall")
    assert g.guildhall[15] == "blue" and g.players[BLUE].buildings == ["B02"]
    assert g.phase == "final_round" and g.final_round_left == [YELLOW, RED, BLUE]
    assert pending(g).seat == YELLOW                    # Blue's turn has ended
    resets = g.resets
    g, events = play(g, "guildhall")                   # beside the Guildhall, resolves normally
    assert g.beside_guildhall == {"yellow": 1} and g.players[YELLOW].buildings == ["B03"]
    assert g.guildhall[15] == "blue" and None not in g.guildhall
    assert g.resets == resets and "architects-ev-place-beside" in keys(events)
    assert pending(g).seat == RED
    g, _ = play(g, "forest")
    assert pending(g).seat == BLUE and not g.over
    g, events = play(g, "forest")
    assert g.over and engine.pending(g) == [] and "architects-ev-game-over" in keys(events)
    assert engine.result(g) is not None


def test_t38_final_scoring_example():
    g = new()
    built(g, RED, "B13", "B33", "B15", "B08")           # 7 + 13 + 6 + 4 = 30, no end-game effect
    built(g, BLUE, "B20", "B35", "B40", "B21", "B03")   # 9 + 9 + 9 + 6 + 2 = 35
    set_player(g, RED, cathedral=3, virtue=12, debts_unpaid=2, gold=2, marble=1, silver=6)
    set_player(g, BLUE, cathedral=2, virtue=6, debts_unpaid=0, gold=1, marble=0, silver=22)
    g.prison = {"red": 3, "blue": 4}
    off_board(g, "red", 3)
    off_board(g, "blue", 4)
    finish(g)
    ok(g)
    result = engine.result(g)
    assert result.scores[RED].parts == {"buildings": 30, "cathedral": 7, "virtue": 3, "debts": -4,
                                        "goods": 3, "silver": 0, "prison": -1}
    assert result.scores[BLUE].parts == {"buildings": 35, "cathedral": 4, "virtue": 0, "debts": 0,
                                         "goods": 1, "silver": 2, "prison": -2}
    assert (result.scores[RED].total, result.scores[BLUE].total) == (38, 40)
    assert result.winners == [BLUE]


@pytest.mark.parametrize("yellow, green, winners", [
    ({"virtue": 9, "gold": 41, "silver": 0}, {"virtue": 11, "gold": 39, "silver": 0}, [GREEN]),
    ({"virtue": 9, "gold": 40, "silver": 14}, {"virtue": 9, "gold": 40, "silver": 12}, [YELLOW]),
    ({"virtue": 9, "gold": 40, "silver": 14}, {"virtue": 9, "gold": 40, "silver": 14}, [YELLOW, GREEN]),
])
def test_t39_tie_breakers(yellow, green, winners):
    g = new()
    set_player(g, YELLOW, **yellow)
    set_player(g, GREEN, **green)
    finish(g)
    result = engine.result(g)
    assert result.scores[YELLOW].total == result.scores[GREEN].total == 41
    assert result.winners == winners and result.ranking[0] == winners


# --- Setup and the special rule -----------------------------------------------------------------------

def test_t40_setup():
    g = engine.new_game("architects", 4, seed=7)
    g, _ = draft(g)
    assert (len(g.reward_pile), len(g.rewards_unused), g.tax_stand) == (9, 2, 4)
    for player in g.players:
        assert (player.workers, player.virtue, player.cathedral, len(player.hand)) == (20, 7, 0, 3)
    assert [g.players[index].silver for index in g.order] == [3, 4, 5, 6]
    assert all(slot.card for row in g.display for slot in row) and len(g.apprentice_deck) == 32
    assert len(g.building_deck) == 40 - 16 + 4 == 28
    assert (len(g.small_pile), len(g.large_pile)) == (10, 0)
    ok(g)


def test_t41_draft():
    g = engine.new_game("architects", 2, seed=3)
    deck_before = list(g.building_deck)
    dealt = set(g.players[0].draft_pack + g.players[1].draft_pack)
    assert len(deck_before) == 32 and len(dealt) == 8
    g, _ = draft(g)
    hands = set(g.players[0].hand + g.players[1].hand)
    assert [len(p.hand) for p in g.players] == [3, 3]
    assert len(g.building_deck) == 34
    assert g.building_deck[2:] == deck_before              # 2 cards added, and only at the bottom
    assert set(g.building_deck[:2]) == dealt - hands


def test_t42_special_rule():
    g = new()
    red = "red"
    g.put("forest", red, 3)
    g.put("quarry", red, 4)
    g.put("mines", red, 4)
    off_board(g, red, 11)
    fill_guildhall(g, [red] * 4)
    g.market[1] = red
    off_board(g, red, 1)
    g.prison = {red: 2}
    off_board(g, red, 2)
    g.players[YELLOW].captured = {red: 2}
    off_board(g, red, 2)
    assert g.players[RED].workers == 0
    ok(g)
    give_turn(g, RED)
    assert pending(g).prompt.key == "architects-ask-retrieve"   # Q04 instead of Q03
    assert offered(g) == ["quarry", "forest", "mines"]
    for elsewhere in ("guildhall", "bm_middle", "prison", "yellow"):
        refused(g, RED, elsewhere)
    before = msgspec.structs.asdict(g.players[RED])
    g, events = play(g, "forest")
    after = msgspec.structs.asdict(g.players[RED])
    assert g.at("forest", red) == 2 and after.pop("workers") == 1
    before.pop("workers")
    assert after == before                                # nothing else happens
    assert keys(events)[0] == "architects-ev-retrieve"
    assert (g.guildhall[:4], g.market[1], g.prison, g.players[YELLOW].captured) == \
        ([red] * 4, red, {red: 2}, {red: 2})
    assert pending(g).seat == BLUE


def test_t43_tax_avoidance_on_town_centre():
    g = new()
    set_player(g, BLUE, virtue=3, silver=2)
    g.put("town_centre", "blue", 1)
    g.put("forest", "red", 1)
    g.put("forest", "green", 1)
    for colour in ("blue", "red", "green"):
        off_board(g, colour, 1)
    give_turn(g, BLUE)
    g, _ = play(g, "town_centre", "forest", "red")
    assert (g.players[BLUE].silver, g.tax_stand) == (2, 4)    # the tax coin is ignored
    assert enabled(g) == ["forest", "done"] and "town_centre" in offered(g)   # 4 players: 1 location
    g, _ = play(g, "forest")                            # Green's is the only group left: answered
    assert (g.players[BLUE].silver, g.tax_stand) == (1, 4)    # 1 $ to the supply
    assert g.players[BLUE].captured == {"red": 1, "green": 1}


# --- Refused moves ------------------------------------------------------------------------------------

def test_t44_occupied_black_market_space():
    g = new()
    g.market[1] = "green"
    off_board(g, "green", 1)
    set_player(g, YELLOW, virtue=8, silver=5)
    give_turn(g, YELLOW)
    assert {"bm_left", "bm_right"} <= set(enabled(g)) and "bm_middle" not in enabled(g)
    refused(g, YELLOW, "bm_middle")


def test_t45_black_market_cost_not_affordable():
    g = new()
    set_player(g, YELLOW, virtue=9, silver=2)
    give_turn(g, YELLOW)
    assert "bm_left" in enabled(g) and "bm_middle" in enabled(g) and "bm_right" not in enabled(g)
    refused(g, YELLOW, "bm_right")
    apprentices(g, YELLOW, "A38")                         # the Fixer: 1 $ less
    give_turn(g, YELLOW)
    assert {"bm_left", "bm_middle", "bm_right"} <= set(enabled(g))
    g, _ = play(g, "bm_right")
    assert g.players[YELLOW].silver == 0


def test_t46_guildhall_with_nothing_to_do():
    g = new()
    hand(g, RED, "B02")
    set_player(g, RED, virtue=7, wood=1, stone=2, gold=0)
    give_turn(g, RED)
    assert "guildhall" in offered(g) and "guildhall" not in enabled(g)
    refused(g, RED, "guildhall")
    set_player(g, RED, gold=1)
    give_turn(g, RED)
    assert "guildhall" in enabled(g)
    assert [o.id for o in guild_options(g, RED) if o.disabled is None] == ["cathedral"]
    g, events = play(g, "guildhall")                   # Q13 and Q15 have one option: answered
    assert g.players[RED].cathedral == 1 and g.players[RED].buildings == []
    assert "architects-ev-cathedral" in keys(events)


def test_t47_the_cathedral_needs_a_card():
    g = new()
    set_player(g, BLUE, virtue=8, gold=1)
    give_turn(g, BLUE)
    assert g.players[BLUE].hand == []
    assert cathedral_refusal(g, BLUE).key == "architects-why-cathedral-card"
    option = next(o for o in pending(g).options if o.id == "guildhall")
    assert option.disabled is not None and option.disabled.key == "architects-why-guildhall"


def test_t48_hiring_beyond_reach_needs_extra_silver():
    g = new()
    set_player(g, GREEN, silver=4)
    assert all(slot.silver == 0 for row in g.display for slot in row)
    give_turn(g, GREEN)
    g, _ = play(g, "workshop", "hire")
    assert enabled(g) == ["A1", "B1"]
    cost = {o.id: o.label.params["cost"] for o in pending(g).options}
    assert (cost["A1"], cost["B1"], cost["A2"], cost["B2"]) == (4, 4, 5, 5)   # A2: 1 $ extension + 4 $

    g = new()
    set_player(g, GREEN, silver=5)
    row_a = [slot.card for slot in g.display[0]]
    refill = g.apprentice_deck[-1]
    give_turn(g, GREEN)
    g, _ = play(g, "workshop", "hire")
    assert enabled(g) == ["A1", "A2", "B1", "B2"]
    g, _ = play(g, "A2")
    assert [slot.card for slot in g.display[0]] == [row_a[0], row_a[2], row_a[3], refill]
    assert [slot.silver for slot in g.display[0]] == [1, 0, 0, 0]
    assert g.players[GREEN].silver == 0 and g.players[GREEN].apprentices == [row_a[1]]
    assert g.tax_stand == 6


def test_t49_a_storehouse_exchange_needs_the_goods():
    g = new()
    set_player(g, YELLOW, clay=1, wood=1, stone=0)
    give_turn(g, YELLOW)
    g, _ = play(g, "storehouse")
    assert offered(g) == ["virtue:C1W1", "done"]
    g, _ = play(g, "virtue:C1W1")
    yellow = g.players[YELLOW]
    assert (yellow.clay, yellow.wood, yellow.virtue) == (0, 0, 8)
    assert pending(g).seat == RED and pending(g).prompt.key == "architects-ask-place"


def test_t50_guard_house_with_nothing_to_do():
    g = new()
    give_turn(g, BLUE)
    assert "guard_house" in enabled(g)
    g, events = play(g, "guard_house")                 # Q12 offers only `done`: answered
    assert g.at("guard_house", "blue") == 1
    assert keys(events) == ["architects-ev-place"]
    assert pending(g).seat == GREEN


def test_t51_reclaim_needs_a_captured_worker():
    g = new()
    g.prison = {"blue": 2}
    off_board(g, "blue", 2)
    set_player(g, BLUE, silver=10)
    give_turn(g, BLUE)
    g, _ = play(g, "guard_house")
    assert offered(g) == ["release", "done"]
    refused(g, BLUE, "reclaim_silver")
    refused(g, BLUE, "reclaim_debt")


def test_t52_out_of_turn_and_stale_answers():
    g = new()
    earlier = pending(g).id
    give_turn(g, YELLOW)                               # the question is asked anew: a new id
    current = pending(g).id
    assert current != earlier
    assert refused(g, RED, "forest").code == "not-awaited"
    assert refused(g, YELLOW, "forest", expect=earlier).code == "stale"
    assert refused(g, YELLOW, "prison", expect=current).code == "unknown-option"
    g, _ = play(g, "forest")                            # the right answer is still accepted
    assert g.players[YELLOW].wood == 1


def test_t53_4_players_capture_at_one_location():
    g = new()
    set_player(g, YELLOW, silver=4)
    g.put("town_centre", "yellow", 1)
    g.put("forest", "red", 3)
    g.put("forest", "green", 1)
    g.put("mines", "blue", 2)
    for colour, count in (("yellow", 1), ("red", 3), ("green", 1), ("blue", 2)):
        off_board(g, colour, count)
    give_turn(g, YELLOW)
    g, _ = play(g, "town_centre", "forest", "red")
    assert enabled(g) == ["forest", "done"] and "mines" in offered(g)    # shown with the limit
    refused(g, YELLOW, "mines")
    assert g.players[YELLOW].captured == {"red": 3}


def test_t54_town_centre_without_silver():
    g = new()
    g.put("forest", "red", 2)
    off_board(g, "red", 2)
    give_turn(g, GREEN)
    assert "town_centre" in enabled(g)
    g, events = play(g, "town_centre")
    assert g.at("town_centre", "green") == 1 and g.players[GREEN].captured == {}
    assert "architects-ev-capture-unaffordable" in keys(events)
    assert pending(g).seat == YELLOW and pending(g).prompt.key == "architects-ask-place"


# --- Hidden information -------------------------------------------------------------------------------

def test_t55_building_hands_are_private():
    g = new()
    hand(g, RED, "B02", "B11", "B20")
    for seat, shown in views(g).items():
        assert shown["players"][RED]["hand_size"] == 3
        if seat != RED:
            assert not any(card in text(shown) for card in ("B02", "B11", "B20"))
    assert engine.view(g, RED)["my_hand"] == ["B02", "B11", "B20"]

    g.put("workshop", "red", 1)
    off_board(g, "red", 1)
    deck_top(g, "B05", "B30")
    deck = len(g.building_deck)
    give_turn(g, RED)
    g, events = play(g, "workshop")                    # no silver: `draw` is the only way
    drawn = next(e for e in events if e.public.key == "architects-ev-draw")
    assert drawn.seat == RED and drawn.public.params["count"] == 2
    assert "B05" not in text(drawn.public) and "B30" not in text(drawn.public)
    assert "B05" in text(drawn.private) and "B30" in text(drawn.private)
    assert not any("B05" in text(e.public) or "B30" in text(e.public) for e in events)
    assert len(g.building_deck) == deck - 2
    for seat, shown in views(g).items():
        assert shown["players"][RED]["hand_size"] == 5 and shown["building_deck"] == deck - 2
        assert ("B05" in text(shown)) == (seat == RED)


def test_t56_draft_secrecy():
    g = engine.new_game("architects", 3, seed=5)
    packs = {seat: list(g.players[seat].draft_pack) for seat in range(3)}
    seen = {seat: set(packs[seat]) for seat in range(3)}   # every card each seat has been shown
    for seat in range(3):
        shown = engine.view(g, seat)
        assert shown["draft"]["pack"] == packs[seat]
        others = [c for s in range(3) if s != seat for c in packs[s]]
        assert not any(card in text(shown) for card in others)
    public = text(engine.view(g, None))
    assert not any(card in public for pack in packs.values() for card in pack)
    decisions = engine.pending(g)
    assert sorted(d.seat for d in decisions) == [0, 1, 2] and all(d.secret for d in decisions)

    events = []
    for seat in (0, 1):
        decision = next(d for d in engine.pending(g) if d.seat == seat)
        g, more = engine.act(g, seat, decision.options[0].id, expect=decision.id)
        events += more
    assert [d.seat for d in engine.pending(g)] == [2]
    assert g.players[2].draft_pack == packs[2]            # nothing passed yet
    assert g.players[0].draft_pack == packs[0][1:] and g.players[1].draft_pack == packs[1][1:]
    for seat in range(3):
        shown = text(engine.view(g, seat))
        for other in range(3):
            if other != seat:                              # another seat's pick is never shown
                assert not any(card in shown for card in packs[other])
    for event in events:
        assert not any(card in text(event.public) for pack in packs.values() for card in pack)

    decision = engine.pending(g)[0]
    g, more = engine.act(g, 2, decision.options[0].id, expect=decision.id)
    events += more
    for seat in range(3):                                 # now every pack has gone to the left
        assert g.players[g.after(seat)].draft_pack == packs[seat][1:]
        seen[g.after(seat)].update(packs[seat][1:])
    while g.phase == "draft":                             # the rest of the draft, first card each time
        for seat in range(3):
            seen[seat].update(g.players[seat].draft_pack)
        decision = engine.pending(g)[0]
        g, more = engine.act(g, decision.seat, decision.options[0].id)
        events += more
    under = g.building_deck[:3]
    assert len(under) == 3
    # a card went under only from a pack its last holder saw; no view lists it after the draft and
    # no public event ever named it
    for card in under:
        assert any(card in seen[seat] for seat in range(3))
    for seat, shown in views(g).items():
        assert not any(card in text(shown) for card in under)
    for event in events:
        assert not any(card in text(event.public) for card in under)
        if event.private is not None:
            assert not any(card in text(event.private) for card in under)


def test_t57_cathedral_discard_and_reward_reveal():
    g = new()
    hand(g, YELLOW, "B14", "B33")
    set_player(g, YELLOW, virtue=7, gold=1)
    reward_on_top(g, "RW05")
    ok(g)
    give_turn(g, YELLOW)
    g, _ = play(g, "guildhall")                        # only the Cathedral is possible
    assert pending(g).prompt.key == "architects-ask-cathedral-discard"
    assert offered(g) == ["B14", "B33"]
    g, events = play(g, "B14")
    discard = next(e for e in events if e.public.key == "architects-ev-cathedral-discard")
    assert discard.seat == YELLOW and "B14" not in text(discard.public) and "B14" in text(discard.private)
    reward = next(e for e in events if e.public.key == "architects-ev-reward")
    assert reward.public.params["card"].key == "architects-reward-RW05"
    assert g.rewards_drawn == ["RW05"]
    yellow = g.players[YELLOW]
    assert (yellow.gold, yellow.stone, yellow.hand, yellow.cathedral) == (1, 2, ["B33"], 1)
    assert g.building_deck[0] == "B14"
    for shown in views(g).values():
        assert "B14" not in text(shown)
    assert not any("B14" in text(e.public) for e in events)


def test_t58_reward_pile_and_set_aside_cards(monkeypatch):
    g = new()
    assert (len(g.reward_pile), len(g.rewards_unused)) == (9, 2)
    hidden = g.reward_pile + g.rewards_unused
    for seat, shown in views(g).items():
        assert shown["reward_pile"] == {"size": 9, "top": None}
        assert not any(card in text(shown) for card in hidden)
    # the variant: a face-up pile shows its top card, and only that one
    monkeypatch.setattr(CONTENT, "rules", msgspec.structs.replace(CONTENT.rules, reward_pile_face_up=True))
    top = g.reward_pile[-1]
    for seat, shown in views(g).items():
        assert shown["reward_pile"] == {"size": 9, "top": top}
        assert not any(card in text(shown) for card in hidden if card != top)


def test_t59_black_market_draw_5_privacy():
    g = new()
    set_player(g, BLUE, virtue=8, silver=3)
    spare = g.building_deck[:-12]                        # the deck holds 12: the rest is built elsewhere
    for k, card in enumerate(spare):
        built(g, (YELLOW, RED, GREEN)[k % 3], card)
    assert len(g.building_deck) == 12
    five = g.building_deck[-5:]
    ok(g)
    give_turn(g, BLUE)
    g, events = play(g, "bm_middle", "draw")
    assert pending(g).seat == BLUE and pending(g).prompt.key == "architects-ask-keep"
    assert sorted(engine.view(g, BLUE)["choosing"]) == sorted(five)
    for seat, shown in views(g).items():
        if seat != BLUE:
            assert not shown.get("choosing") and not any(card in text(shown) for card in five)
    kept = five[0]
    g, more = play(g, kept)
    events += more
    public = [e.public for e in events if e.kind == "draw"]
    assert [(m.key, m.params.get("count"), m.params.get("keep")) for m in public][0] == \
        ("architects-ev-draw-keep", 5, 1)
    assert (public[1].key, public[1].params["kept"], public[1].params["under"]) == ("architects-ev-kept", 1, 4)
    assert not any(card in text(e.public) for e in events for card in five)
    assert len(g.building_deck) == 11 and g.players[BLUE].hand == [kept]
    assert (g.players[BLUE].silver, g.players[BLUE].virtue) == (1, 7)


def test_t60_black_market_piles_show_their_tops():
    g = new()
    rest = [card for card in g.small_pile if card not in ("BM04", "BM09")]
    g.small_pile = rest[:6] + ["BM04"]
    g.large_pile = rest[6:] + ["BM09"]
    ok(g)
    for seat, shown in views(g).items():
        market = {space["space"]: space["offer"] for space in shown["market"]}
        assert market["left"] == {"clay": 1, "marble": 1}
        assert market["right"] == {"clay": 2, "gold": 1, "marble": 1}
        assert shown["small_pile"] == {"top": "BM04", "size": 7}
        assert shown["large_pile"] == {"top": "BM09", "size": 3}
        assert not any(card in text(shown) for card in rest)


# --- Virtue, resets and the end of the game -------------------------------------------------------------

def test_t61_reset_with_nobody_in_prison():
    g = new()
    fill_guildhall(g, ["yellow", "blue", "green"] * 3 + ["yellow"])
    hand(g, RED, "B02")
    set_player(g, RED, wood=2, stone=2)
    ok(g)
    give_turn(g, RED)
    g, events = play(g, "guildhall")
    assert g.guildhall[10] == "red" and g.players[RED].buildings == ["B02"]
    assert (g.resets, len(g.small_pile), len(g.large_pile)) == (1, 9, 1)
    assert "architects-ev-reset" in keys(events)
    assert all(p.virtue == 7 and p.debts_unpaid == 0 for p in g.players)
    assert not any(e.kind == "debt" for e in events)


def test_t62_a_reset_pushes_a_player_below_0():
    g = new()
    g.market = [None, "red", "blue"]
    off_board(g, "red", 1)
    off_board(g, "blue", 1)
    g.prison = {"green": 3}
    off_board(g, "green", 3)
    set_player(g, GREEN, virtue=0)
    set_player(g, YELLOW, virtue=8, silver=2)
    ok(g)
    reward = msgspec.structs.asdict(CONTENT.black_market[g.small_pile[-1]].small)
    give_turn(g, YELLOW)
    g, events = play(g, "bm_left")
    yellow = g.players[YELLOW]
    assert {k: yellow.get(k) for k, n in reward.items() if n} == {k: n for k, n in reward.items() if n}
    assert g.prison == {"green": 3, "red": 1, "blue": 1, "yellow": 1}
    assert g.market == [None, None, None]
    assert (g.players[GREEN].virtue, g.players[GREEN].debts_unpaid) == (0, 2)
    assert [p.debts_unpaid for p in g.players[:3]] == [0, 0, 0]
    assert (g.players[YELLOW].silver, g.players[YELLOW].virtue) == (1, 7)
    assert "architects-ev-reset-crowd" in keys(events) and "architects-ev-debt-prison" in keys(events)


def test_t63_overflow_with_nothing_to_destroy():
    g = new()
    set_player(g, BLUE, virtue=13, clay=6)
    g.put("storehouse", "blue", 2)
    off_board(g, "blue", 2)
    give_turn(g, BLUE)
    g, _ = play(g, "storehouse", "virtue:C2", "virtue:C2", "virtue:C2")
    blue = g.players[BLUE]
    assert (blue.virtue, blue.clay, blue.debts_unpaid, blue.debts_paid) == (14, 0, 0, 0)
    assert pending(g).seat == GREEN


def test_t64_end_game_virtue_effects_come_first():
    g = new()
    built(g, RED, "B23", "B29")
    set_player(g, RED, virtue=13, debts_unpaid=1)
    events = finish(g)
    red = g.players[RED]
    assert (red.virtue, red.debts_unpaid) == (14, 0)
    assert "architects-ev-debts-destroyed" in keys(events)
    parts = engine.result(g).scores[RED].parts
    assert (parts["buildings"], parts["virtue"], parts["debts"]) == (6 + 12 + 4, 7, 0)


def test_t65_special_rule_with_no_eligible_worker():
    g = new()
    fill_guildhall(g, ["green"] * 6)
    g.market[0] = "green"
    off_board(g, "green", 1)
    g.prison = {"green": 8}
    off_board(g, "green", 8)
    g.players[YELLOW].captured = {"green": 5}
    off_board(g, "green", 5)
    assert g.players[GREEN].workers == 0
    ok(g)
    events = give_turn(g, GREEN)
    assert "architects-ev-no-retrieve" in keys(events)
    assert pending(g).seat == YELLOW and pending(g).prompt.key == "architects-ask-place"
    assert g.guildhall[:6] == ["green"] * 6 and g.prison == {"green": 8}
    assert g.players[YELLOW].captured == {"green": 5} and g.market[0] == "green"


def test_t66_final_round_in_a_4_player_game():
    g = new()
    fill_guildhall(g, ["yellow", "blue", "green", "red"] * 4 + ["yellow", "blue", "green"])
    g.market = ["yellow", "green", None]
    off_board(g, "yellow", 1)
    off_board(g, "green", 1)
    hand(g, RED, "B02")
    set_player(g, RED, wood=2, stone=2)
    set_player(g, BLUE, silver=3)
    hand(g, GREEN, "B01")                                 # not constructible: only the Cathedral
    set_player(g, GREEN, gold=1)
    reward_on_top(g, "RW02")
    ok(g)
    give_turn(g, RED)
    g, _ = play(g, "guildhall")
    assert g.guildhall[19] == "red" and g.players[RED].buildings == ["B02"]
    assert g.phase == "final_round" and g.final_round_left == [BLUE, GREEN, YELLOW, RED]

    assert pending(g).seat == BLUE
    g, events = play(g, "bm_right")                    # the third Black Market worker
    assert "architects-ev-reset" in keys(events) and g.resets == 1
    assert g.market == [None, None, None]
    assert g.prison == {"yellow": 1, "green": 1, "blue": 1}
    assert [p.debts_unpaid for p in g.players] == [1, 0, 1, 1]

    assert pending(g).seat == GREEN
    guildhall = list(g.guildhall)
    g, events = play(g, "guildhall")
    assert g.beside_guildhall == {"green": 1} and g.guildhall == guildhall
    assert g.players[GREEN].cathedral == 1 and g.rewards_drawn == ["RW02"]
    assert g.resets == 1 and "architects-ev-reset" not in keys(events)
    assert g.phase == "final_round"

    assert pending(g).seat == YELLOW
    g, _ = play(g, "forest")
    assert pending(g).seat == RED
    g, events = play(g, "forest")
    assert engine.pending(g) == [] and g.over and g.phase == "over"
    result = engine.result(g)
    assert result is not None and sorted(s.seat for s in result.scores) == [0, 1, 2, 3]
    assert result.scores[RED].parts["buildings"] == 3
