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


@pytest.mark.parametrize("players", [2, 3])
def test_the_strong_bots_playouts_judge_a_two_player_table_with_the_full_evaluation(players):
    """At 2 players the playouts judge every seat's answers with `evaluate`, which counts a placement's
    follow-ups (the building a Guildhall worker will raise), on a smaller budget of scorings; at larger
    tables with the static value, on the game's (engine/architects/seatbot.py FULL_TABLE)."""
    from engine.architects import seatbot
    from engine.bots import STRONG_EVALUATIONS, strong_evaluations
    positions = _positions(players, 3, every=7)
    evaluated = [seatbot.evaluate(g, g.active) for g in positions]
    static = [seatbot.static(g, g.active) for g in positions]
    assert evaluated != static                           # the follow-ups count somewhere
    assert [seatbot.estimate(g, g.active) for g in positions] == (evaluated if players == 2 else static)
    assert strong_evaluations(positions[0]) == (seatbot.FULL_EVALUATIONS if players == 2
                                                else STRONG_EVALUATIONS[GAME])
    assert strong_evaluations(engine.new_game("nehemiah", players, seed=1)) == STRONG_EVALUATIONS["nehemiah"]
