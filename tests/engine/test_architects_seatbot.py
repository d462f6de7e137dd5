"""The Architects seat bot (issue 15): `blind` keeps only what the seat sees, `evaluate` is finite, and
the shared checks of tests/engine/seatbot_checks.py pass for the solo game, 2, 3 (side 2) and 5 players."""
from __future__ import annotations

import math

import pytest

import engine
from engine.agents import random_agent
from engine.architects import RULES
from engine.architects.workshop import DrawKeep
from engine.core.serial import copy
from engine.seatbot import SeatBot, blinded

from .seatbot_checks import assert_credible, bot_game, check_blind_pairs

GAME = "architects"


def _mid_game(players: int, options: dict, seed: int, steps: int):
    state = engine.new_game(GAME, players, options=options, seed=seed)
    agent = random_agent(GAME, seed)
    for _ in range(steps):
        decisions = engine.pending(state)
        if not decisions:
            break
        decision = decisions[0]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
    return state


def _states(players: int, options: dict, seed: int):
    """A few states of a random game: the draft, early, middle, late."""
    return [_mid_game(players, options, seed, steps) for steps in (0, 1, 15, 60, 140)]


# --- blind -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("players, options", [(1, {}), (2, {}), (3, {"advanced": True}), (2, {"variant": "bot2"})])
def test_blind_keeps_the_seat_view_and_the_invariants(players, options):
    for state in _states(players, options, seed=7):
        for seat in range(players):
            mine = blinded(state, seat)
            assert engine.view(mine, seat) == engine.view(state, seat)
            assert RULES.invariants(mine) == []


def test_states_differing_only_in_another_hand_blind_to_the_same_state():
    state = _mid_game(3, {}, seed=11, steps=40)
    twin = copy(state)
    hand = twin.players[1].hand
    assert hand and twin.building_deck
    hand[0], twin.building_deck[-1] = twin.building_deck[-1], hand[0]      # a different card in seat 1's hand
    assert engine.dumps(twin) != engine.dumps(state)
    assert engine.dumps(blinded(twin, 0)) == engine.dumps(blinded(state, 0))
    assert engine.dumps(blinded(twin, 2)) == engine.dumps(blinded(state, 2))
    assert engine.dumps(blinded(twin, 1)) != engine.dumps(blinded(state, 1))   # seat 1 sees its own hand


def test_blind_hides_decks_rewards_and_the_random_stream():
    state = _mid_game(2, {}, seed=5, steps=30)
    twin = copy(state)
    twin.building_deck.reverse()
    twin.apprentice_deck.reverse()
    twin.reward_pile.reverse()
    twin.small_pile[:-1] = list(reversed(twin.small_pile[:-1]))
    twin.rng.state ^= 12345
    twin.seed += 1
    mine, theirs = blinded(state, 0), blinded(twin, 0)
    assert engine.dumps(mine) == engine.dumps(theirs)
    assert mine.rng == theirs.rng


def _until_draw_keep(players: int, seed: int):
    """A random game up to a draw-keep question (None if it ends first)."""
    state = engine.new_game(GAME, players, seed=seed)
    agent = random_agent(GAME, seed)
    while decisions := engine.pending(state):
        if any(isinstance(f, DrawKeep) for f in state.frames):
            return state
        decision = decisions[0]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
    return None


def test_blind_pools_the_cards_another_person_chooses_among():
    state = next(s for seed in range(1, 50) if (s := _until_draw_keep(2, seed)) is not None)
    frame = next(f for f in state.frames if isinstance(f, DrawKeep))
    other = 1 - frame.player
    twin = copy(state)
    mine = next(f for f in twin.frames if isinstance(f, DrawKeep))
    mine.cards[0], twin.building_deck[0] = twin.building_deck[0], mine.cards[0]
    assert engine.dumps(blinded(twin, other)) == engine.dumps(blinded(state, other))
    assert engine.dumps(blinded(twin, frame.player)) != engine.dumps(blinded(state, frame.player))


# --- evaluate --------------------------------------------------------------------------------------

def test_evaluate_is_finite_for_every_seat_and_prefers_more_points():
    for state in _states(3, {}, seed=2):
        for seat in range(3):
            assert math.isfinite(RULES.evaluate(state, seat))
    state = _mid_game(2, {}, seed=2, steps=30)
    richer = copy(state)
    richer.players[0].gold += 2
    assert RULES.evaluate(richer, 0) > RULES.evaluate(state, 0)
    assert RULES.evaluate(richer, 1) < RULES.evaluate(state, 1)


# --- the shared checks -----------------------------------------------------------------------------

def test_blind_pairs_solo():
    check_blind_pairs(GAME, 1, {}, 3)


def test_blind_pairs_two():
    assert check_blind_pairs(GAME, 2, {}, 4) > 0


@pytest.mark.slow
def test_blind_pairs_three_side_two():
    assert check_blind_pairs(GAME, 3, {"advanced": True}, 5) > 0


@pytest.mark.slow
def test_blind_pairs_five():
    assert check_blind_pairs(GAME, 5, {}, 6) > 0


@pytest.mark.slow
def test_blind_pairs_two_against_the_rival():
    assert check_blind_pairs(GAME, 2, {"variant": "bot2"}, 8) > 0


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_a_whole_game_of_bots(players):
    assert_credible(bot_game(GAME, players, {}, seed=9))


def test_the_bot_answers_the_draft_and_a_turn():
    bot = SeatBot()
    state = engine.new_game(GAME, 2, seed=1)
    for _ in range(12):
        decision = engine.pending(state)[0]
        state, _ = engine.act(state, decision.seat, bot.choose(state, decision), expect=decision.id)
    assert state.phase in ("play", "final_round")


def test_the_bot_fills_the_last_guildhall_space_of_a_long_game():
    """A long game (a bot had captured every worker of the other seat, who could only pass) with one
    Guildhall space left and the building for it in hand: the bot builds there and so ends the game.
    It used to farm gold for ever, because the end's pull was cut by the many turns it would take
    to afford its next Guildhall building, though none is needed once the end is triggered."""
    bot = SeatBot()
    state = engine.new_game(GAME, 2, seed=1)
    while True:
        decision = engine.pending(state)[0]
        if state.phase == "play" and decision.prompt.key == "architects-ask-place":
            break
        state, _ = engine.act(state, decision.seat, bot.choose(state, decision), expect=decision.id)
    seat = decision.seat
    state.guildhall = ["yellow", "red"] * 5 + ["yellow", None]
    state.turns = 200
    player = state.players[seat]
    player.hand = ["B40"]                                # carpentry and tiling: 2 clay, 3 wood, 2 gold
    player.apprentices = ["A33", "A28"]                  # carpentry, masonry and tiling
    player.clay, player.wood, player.gold = 2, 3, 2
    decision = engine.pending(state)[0]
    assert bot.choose(state, decision) == "guildhall"


def test_the_strong_bots_reward_of_an_ended_game_falls_with_the_time_it_ended():
    """`anchored`: the strong bot's rewards take the pressure to end the game at the search's root and
    charge each turn begun since. With `evaluate` alone a game ended later scored higher than the same
    game ended sooner (the pressure grows with the turns), so a strong bot whose every line of search
    ended the game put the end off for ever, farming gold (the ladder's Architects 2p, seed 36)."""
    from engine.architects import seatbot as SB
    ended = _mid_game(2, {}, seed=3, steps=5000)
    assert ended.over and ended.turns / 2 > SB.LONG_GAME                     # the pressure is on
    later = copy(ended)
    later.turns += 6
    origin = copy(ended)
    origin.turns -= 4
    for seat in range(2):
        assert SB.anchored(ended, seat)(ended, seat) == RULES.evaluate(ended, seat)
        reward = SB.anchored(origin, seat)
        assert reward(later, seat) < reward(ended, seat)
        assert RULES.evaluate(later, seat) > RULES.evaluate(ended, seat)   # the pressure grew with the turns
