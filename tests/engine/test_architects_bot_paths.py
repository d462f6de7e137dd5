"""The Guildhall's placement check, which every placement question asks and the bots ask thousands of
times a decision, builds no labels but refuses exactly when no Guildhall option is enabled."""
from __future__ import annotations

import pytest

import engine
from engine.agents import random_agent
from engine.architects.guildhall import guild_options, guild_refusal

GAME = "architects"


def _positions(players: int, seed: int, every: int = 5, steps: int = 400):
    """States of a game of random players, every `every` decisions (the random player reaches states
    the bots avoid: goods short, skills missing, virtue too low for the Cathedral)."""
    state = engine.new_game(GAME, players, seed=seed)
    agent = random_agent(GAME, seed)
    found = []
    for step in range(steps):
        decisions = engine.pending(state)
        if not decisions:
            break
        if step % every == 0:
            found.append(state)
        decision = decisions[0]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
    return found


@pytest.mark.parametrize("players, seed", [(2, 3), (3, 8), (5, 21)])
def test_the_guildhall_is_refused_exactly_when_no_guildhall_option_is_enabled(players, seed):
    refused = allowed = 0
    for state in _positions(players, seed):
        for index, player in enumerate(state.players):
            if player.rival:
                continue
            enabled = any(option.disabled is None for option in guild_options(state, index))
            assert (guild_refusal(state, index) is None) == enabled
            allowed += enabled
            refused += not enabled
    assert refused and allowed                  # both cases met
