"""Options' hints are for people: while a bot thinks (`without_hints`) the costly ones are left out, and
the questions are otherwise the same (Architects' placements, Nehemiah's cards in the columns, Ezra and
Nehemiah's cards to play and wall spaces); they come back afterwards, after a failure too, and every bot
leaves them as it found them."""
from __future__ import annotations

import pytest

import engine
from engine.agents import random_agent
from engine.architects.turn import Place, place_options
from engine.bots import bot
from engine.core.decisions import hints_wanted, without_hints
from engine.core.serial import copy


def _first(game: str, players: int, seed: int, wanted, steps: int = 200):
    """The first state of a random game whose open question `wanted(state)` accepts."""
    state = engine.new_game(game, players, seed=seed)
    agent = random_agent(game, seed)
    for _ in range(steps):
        if wanted(state):
            return state
        decision = engine.pending(state)[0]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
    raise AssertionError(f"no such question in the first {steps} decisions")


def _same_but_hints(full, bare):
    assert [option.hint for option in bare] == [None] * len(full)
    assert [(option.id, option.label, option.disabled) for option in bare] == \
           [(option.id, option.label, option.disabled) for option in full]


def test_an_architects_placement_asked_while_a_bot_thinks_leaves_out_only_the_hints():
    state = _first("architects", 3, 5, lambda g: isinstance(g.frames[-1], Place))
    index = state.frames[-1].player
    full = place_options(state, index)
    assert hints_wanted() and all(option.hint is not None for option in full)
    with without_hints():
        assert not hints_wanted()
        bare = place_options(state, index)
    _same_but_hints(full, bare)
    assert place_options(state, index) == full   # the hints are back


def test_a_nehemiah_question_on_the_columns_asked_while_a_bot_thinks_leaves_out_only_the_hints():
    def on_columns(g):
        options = engine.pending(g)[0].options
        return len(options) > 1 and all(option.hint is not None for option in options)
    state = _first("nehemiah", 3, 2, on_columns)
    full = engine.pending(state)[0].options
    with without_hints():
        bare = engine.pending(state)[0].options
    _same_but_hints(full, bare)
    assert engine.pending(state)[0].options == full


@pytest.mark.parametrize("prompt", ["ezra_nehemiah-ask-play", "ezra_nehemiah-ask-space"])
def test_an_ezra_and_nehemiah_question_asked_while_a_bot_thinks_leaves_out_only_the_hints(prompt):
    state = _first("ezra_nehemiah", 3, 2, lambda g: engine.pending(g)[0].prompt.key == prompt)
    full = engine.pending(state)[0].options
    assert sum(option.hint is not None for option in full) > 1
    with without_hints():
        bare = engine.pending(state)[0].options
    _same_but_hints(full, bare)
    assert engine.pending(state)[0].options == full


def test_the_hints_come_back_after_a_failure_and_after_a_bots_decision():
    with pytest.raises(ZeroDivisionError):
        with without_hints():
            1 / 0
    assert hints_wanted()
    state = _first("architects", 2, 4, lambda g: isinstance(g.frames[-1], Place))
    decision = engine.pending(state)[0]
    before = copy(state)
    for strength in ("easy", "normal"):
        choice = bot(strength, seed=1).choose(state, decision)
        assert decision.option(choice) is not None and decision.option(choice).disabled is None
        assert hints_wanted()
    assert engine.dumps(state) == engine.dumps(before)
    assert all(option.hint is not None for option in engine.pending(state)[0].options)
