"""Nehemiah's seat bot (engine/nehemiah/seatbot.py with engine/seatbot.py): blind keeps what the seat
sees and hides the rest, and the bot plays whole games."""
from __future__ import annotations

import pytest

import engine
from engine.core import rules as registry
from engine.core.serial import copy
from engine.nehemiah.content import CONTENT
from engine.nehemiah.leaders import Bids
from engine.seatbot import blinded

from .seatbot_checks import assert_credible, bot_game, check_blind_pairs, states_along_a_game

RULES = registry.get("nehemiah")


def test_blind_pairs_three_players():
    assert check_blind_pairs("nehemiah", 3, {}, seed=5) > 0


def test_blind_pairs_two_players_with_leaders():
    assert check_blind_pairs("nehemiah", 2, {"leaders": True}, seed=7) > 0


@pytest.mark.slow
@pytest.mark.parametrize("players, options, seed", [
    (2, {}, 3), (4, {}, 4), (3, {"leaders": True}, 8), (4, {"leaders": True}, 9)])
def test_blind_pairs_more_tables(players, options, seed):
    assert check_blind_pairs("nehemiah", players, options, seed) > 0


@pytest.mark.slow
@pytest.mark.parametrize("players, options, seed", [(2, {}, 1), (3, {}, 2), (4, {"leaders": True}, 3)])
def test_a_whole_game_of_bots(players, options, seed):
    final = bot_game("nehemiah", players, options, seed)
    assert_credible(final)
    assert RULES.invariants(final) == []


def _states(players=3, options=None, seed=11):
    return states_along_a_game("nehemiah", players, options or {}, seed, every=5, most=30)


@pytest.mark.parametrize("players, options", [(3, {}), (2, {"leaders": True}), (4, {"leaders": True})])
def test_blind_keeps_what_the_seat_sees(players, options):
    for state in _states(players, options):
        for seat in range(players):
            mine = blinded(state, seat)
            assert engine.view(mine, seat) == engine.view(state, seat)
            assert RULES.invariants(mine) == []


def test_another_seats_secrets_do_not_reach_the_blinded_state():
    state = _states()[4]
    twin = copy(state)
    twin.players[1].wood += 5
    twin.players[1].gold += 2
    twin.players[1].vp["cards"] = twin.players[1].vp.get("cards", 0) + 3
    twin.decks[1].reverse()
    twin.rng.state += 1
    assert engine.dumps(blinded(twin, 0)) == engine.dumps(blinded(state, 0))
    twin.players[0].wood += 1                       # the seat's own secret does count
    assert engine.dumps(blinded(twin, 0)) != engine.dumps(blinded(state, 0))


def test_gates_held_by_others_are_deduced_from_the_fixed_gate_order():
    state = _states()[6]
    state.gates = list(CONTENT.rules.gates)[3:]     # three gates taken: 2, 2, 3 (top first)
    state.players[0].gates, state.players[1].gates, state.players[2].gates = [2], [3, 2], []
    twin = copy(state)
    twin.players[1].gates = [2, 3]
    mine, theirs = blinded(state, 0), blinded(twin, 0)
    assert engine.dumps(mine) == engine.dumps(theirs)
    assert sorted(mine.players[1].gates) == [2, 3] and mine.players[0].gates == [2]
    assert RULES.invariants(mine) == []


def test_sealed_bids_of_others_become_zeros():
    state = engine.new_game("nehemiah", 3, options={"leaders": True}, seed=2)
    while not any(isinstance(frame, Bids) for frame in state.frames):
        decision = engine.pending(state)[0]
        state, _ = engine.act(state, decision.seat, engine.pending(state)[0].options[0].id
                              if decision.kind == "one" else decision.max, expect=decision.id)
    for _ in range(4):                             # some answers in, from several seats
        decision = engine.pending(state)[0]
        state, _ = engine.act(state, decision.seat, decision.max, expect=decision.id)
    bids = next(frame for frame in blinded(state, 0).frames if isinstance(frame, Bids))
    real = next(frame for frame in state.frames if isinstance(frame, Bids))
    assert bids.parts[0] == real.parts[0]
    assert all(parts == [0] * len(real.parts[s]) for s, parts in enumerate(bids.parts) if s)
