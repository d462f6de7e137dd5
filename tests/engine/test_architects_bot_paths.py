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


def test_the_strong_bots_playouts_judge_architects_seats_with_the_full_evaluation():
    """Architects has no cheaper `estimate`: judged by the static value, a placement's follow-ups (the
    building a Guildhall worker will raise) were not counted, and the playouts' seats played otherwise
    than the normal bot does (engine/architects/seatbot.py)."""
    from engine.bots import StrongBot, _Search
    from engine.core import rules as registry
    state = engine.new_game(GAME, 2, seed=1)
    rules = registry.get(GAME)
    search = _Search(StrongBot(), rules, 0, state)
    assert search.estimate == rules.evaluate
    nehemiah = registry.get("nehemiah")
    assert _Search(StrongBot(), nehemiah, 0, engine.new_game("nehemiah", 2, seed=1)).estimate != nehemiah.evaluate
