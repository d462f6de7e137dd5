"""Shared checks of a game's seat bot (engine/seatbot.py with the game's `blind` and `evaluate`):

* blind: along random games, for every awaited seat s and every other seat o, a copy of the state
  with o's secrets (and everything hidden from all) scrambled by the game's own `scramble_secrets`
  blinds to exactly the same state as the original; scrambling s's own secrets does change it when
  s has any (the bot does use what its owner sees); blinding keeps every invariant and the open
  questions of s.
* choose: the bot's choice is the same in both states of each pair, and the engine accepts it.
* a whole game in which every seat is the bot ends normally.
"""
from __future__ import annotations

import engine
from engine.agents import random_agent
from engine.core import rules as registry
from engine.core.serial import copy
from engine.seatbot import SeatBot, blinded


def states_along_a_game(game: str, players: int, options: dict, seed: int, every: int = 7, most: int = 40):
    """Every `every`-th state of a random game (at most `most`), the final one excluded."""
    agent = random_agent(game, seed)
    state = engine.new_game(game, players, options=options, seed=seed)
    found, step = [], 0
    while (decisions := engine.pending(state)) and len(found) < most:
        if step % every == 0:
            found.append(state)
        decision = decisions[agent.rng.below(len(decisions))]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
        step += 1
    return found


def check_blind_pairs(game: str, players: int, options: dict, seed: int, *, choose: bool = True) -> int:
    """The checks of the module docstring over one random game; returns the number of pairs checked."""
    rules = registry.get(game)
    bot = SeatBot()
    pairs = 0
    for state in states_along_a_game(game, players, options, seed):
        for decision in engine.pending(state):
            seat = decision.seat
            mine = blinded(state, seat)
            assert rules.invariants(mine) == [], rules.invariants(mine)
            assert [d for d in engine.pending(mine) if d.seat == seat][0].options == decision.options
            chosen = bot.choose(state, decision) if choose else None
            if choose:
                engine.act(state, seat, chosen, expect=decision.id)          # legal
            for other in range(state.num_players):
                if other == seat:
                    continue
                twin = copy(state)
                rules.scramble_secrets(twin, other)
                assert engine.dumps(blinded(twin, seat)) == engine.dumps(mine), (game, seat, other)
                if choose:
                    assert bot.choose(twin, decision) == chosen
                pairs += 1
    return pairs


def bot_game(game: str, players: int, options: dict, seed: int):
    """A whole game in which every seat is the bot; returns the final state."""
    bot = SeatBot()
    state = engine.new_game(game, players, options=options, seed=seed)
    for _ in range(20_000):
        decisions = engine.pending(state)
        if not decisions:
            return state
        decision = decisions[0]
        state, _ = engine.act(state, decision.seat, bot.choose(state, decision), expect=decision.id)
    raise AssertionError("the game did not end")


def assert_credible(final) -> None:
    """The game ended, and like a real one: its winner scores well above zero (random moves ended a
    5-player Temple at -26 VP for its winner). The demo seats this bot."""
    result = engine.result(final)
    assert final.over and result is not None
    assert max(score.total for score in result.scores if score.seat in result.winners) > 0, \
        [score.total for score in result.scores]

