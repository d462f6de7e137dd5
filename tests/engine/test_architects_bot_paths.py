"""The short cuts the bots take through Architects' questions give what the full questions give: the
Guildhall's placement check asks for no labels but refuses exactly when no Guildhall option is enabled,
and a placement question asked while a bot thinks (`without_hints`) is the same question without the
hints, which come back afterwards."""
from __future__ import annotations

import pytest

import engine
from engine.agents import random_agent
from engine.architects.guildhall import guild_options, guild_refusal
from engine.architects.turn import Place, place_options
from engine.bots import bot
from engine.core.decisions import hints_wanted, without_hints
from engine.core.serial import copy

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


def _place_question(players: int, seed: int):
    for state in _positions(players, seed, every=1, steps=200):
        frame = state.frames[-1] if state.frames else None
        if isinstance(frame, Place):
            return state, frame.player
    raise AssertionError("no placement question in the first 200 decisions")


def test_a_placement_asked_while_a_bot_thinks_leaves_out_only_the_hints():
    state, index = _place_question(3, 5)
    full = place_options(state, index)
    assert hints_wanted() and all(option.hint is not None for option in full)
    with without_hints():
        assert not hints_wanted()
        bare = place_options(state, index)
    assert [option.hint for option in bare] == [None] * len(full)
    assert [(option.id, option.label, option.disabled) for option in bare] == \
           [(option.id, option.label, option.disabled) for option in full]
    assert place_options(state, index) == full   # the hints are back


def test_the_hints_come_back_after_a_failure_and_after_a_bots_decision():
    with pytest.raises(ZeroDivisionError):
        with without_hints():
            1 / 0
    assert hints_wanted()
    state, index = _place_question(2, 4)
    decision = engine.pending(state)[0]
    before = copy(state)
    for strength in ("easy", "normal"):
        choice = bot(strength, seed=1).choose(state, decision)
        assert decision.option(choice) is not None and decision.option(choice).disabled is None
        assert hints_wanted()
    assert engine.dumps(state) == engine.dumps(before)
    assert all(option.hint is not None for option in engine.pending(state)[0].options)
