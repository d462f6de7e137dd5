"""The seat bot for Ezra and Nehemiah (engine/ezra_nehemiah/seatbot.py): `blind` hides exactly what the
seat cannot see (tests/engine/seatbot_checks.py), keeps the seat's view, and the bot plays whole games."""
from __future__ import annotations

import pytest

import engine
from engine.core import rules as registry
from engine.core.serial import copy
from engine.ezra_nehemiah.view import invariants
from engine.seatbot import SeatBot, blinded
from tests.engine.seatbot_checks import assert_credible, bot_game, check_blind_pairs, states_along_a_game

GAME = "ezra_nehemiah"


@pytest.mark.parametrize("players,seed", [(1, 11), (2, 12), pytest.param(3, 13, marks=pytest.mark.slow),
                                           pytest.param(4, 14, marks=pytest.mark.slow)])
def test_blind_pairs(players, seed):
    pairs = check_blind_pairs(GAME, players, {}, seed)
    assert pairs or players == 1


def _states(players: int, seed: int):
    return states_along_a_game(GAME, players, {}, seed, every=5, most=30)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_blind_keeps_the_seat_view_and_invariants(players):
    for state in _states(players, 21 + players):
        for seat in range(players):
            mine = blinded(state, seat)
            assert engine.view(mine, seat) == engine.view(state, seat)
            assert invariants(mine) == []


def test_blind_forgets_another_hand():
    rules = registry.get(GAME)
    checked = 0
    for state in _states(3, 5):
        other = state.players[1]
        if not other.hand or not other.deck:
            continue
        twin = copy(state)
        mate = twin.players[1]
        mate.hand[0], mate.deck[0] = mate.deck[0], mate.hand[0]   # another hand, same counts
        assert engine.dumps(twin) != engine.dumps(state)
        assert rules.invariants(twin) == []
        assert engine.dumps(blinded(twin, 0)) == engine.dumps(blinded(state, 0))
        checked += 1
    assert checked


def test_blind_hides_other_wall_knowledge_but_keeps_mine():
    state = _states(2, 3)[-1]
    twin = copy(state)
    mine, theirs = twin.players[0], twin.players[1]
    theirs.wall_known_top = theirs.wall_deck[-1]
    mine.wall_known_top = mine.wall_deck[-1]
    seen = blinded(twin, 0)
    assert seen.players[1].wall_known_top is None
    assert seen.players[0].wall_known_top == mine.wall_deck[-1] == seen.players[0].wall_deck[-1]


def test_evaluate_is_a_number_and_the_choice_is_legal():
    rules = registry.get(GAME)
    bot = SeatBot()
    for state in _states(2, 8)[:8]:
        for decision in engine.pending(state):
            assert isinstance(rules.evaluate(blinded(state, decision.seat), decision.seat), float)
            engine.act(state, decision.seat, bot.choose(state, decision), expect=decision.id)


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_bot_plays_a_whole_game(players):
    assert_credible(bot_game(GAME, players, {}, 7))


def test_closing_the_main_action_does_not_look_past_the_end_of_the_turn():
    """'done' in a main action leads back to the turn menu, where only 'end' and side actions are left:
    its value is that menu's static value, not the end of the turn's, so a main action whose gain the
    look-ahead sees back at the menu (a scribe, a tent move, a placement) is not outbid by closing it."""
    from engine.ezra_nehemiah import seatbot
    from engine.seatbot import answered
    checked = 0
    for players, seed in ((2, 31), (3, 32)):
        for state in states_along_a_game(GAME, players, {}, seed, every=1, most=400):
            for decision in engine.pending(state):
                if decision.prompt.key not in ("ezra_nehemiah-ask-temple", "ezra_nehemiah-ask-walls",
                                               "ezra_nehemiah-ask-torah"):
                    continue
                if not any(o.id == "done" and o.disabled is None for o in decision.options):
                    continue
                seat = decision.seat
                after = answered(blinded(state, seat), seat, "done")
                if after is None or [(d.seat, d.prompt.key) for d in engine.pending(after)] != [
                        (seat, "ezra_nehemiah-ask-turn")]:
                    continue                      # the Levite offered after the placements, or the turn over
                assert after.turn.main_done
                assert seatbot.evaluate(after, seat) == seatbot._static(after, seat)
                checked += 1
    assert checked
