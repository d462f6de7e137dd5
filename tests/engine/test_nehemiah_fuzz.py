"""Random-play fuzzing of complete Nehemiah games with every invariant checked at every step.

CI runs a small sample (FUZZ_SEEDS per configuration); `python -m engine fuzz nehemiah --games 1000`
runs the long version.
"""
from __future__ import annotations

import os

import pytest

import engine
from data.locale import translate
from engine.fuzz import play

FUZZ_SEEDS = int(os.environ.get("FUZZ_SEEDS", "4"))
CONFIGS = [(players, leaders) for players in (2, 3, 4) for leaders in (False, True)]


@pytest.mark.slow
@pytest.mark.parametrize("players, leaders", CONFIGS)
@pytest.mark.parametrize("seed", range(FUZZ_SEEDS))
def test_random_games_keep_every_invariant(players, leaders, seed):
    run = play("nehemiah", players, {"leaders": leaders}, 1000 + seed)
    assert run.failures == []
    assert run.final.over and engine.pending(run.final) == []
    result = engine.result(run.final)
    assert sorted(s for group in result.ranking for s in group) == list(range(players))
    assert result.winners == result.ranking[0]
    turns = [p.turns for p in run.final.players]
    assert len(set(turns)) == 1, f"everyone takes the same number of turns: {turns}"


def _messages_of_a_game(players, leaders, seed):
    """Every prompt, option label and event message of one random game."""
    state, events = engine.new_game_with_events("nehemiah", players, options={"leaders": leaders},
                                                seed=seed)
    labels, prompts, messages = [], [], list(events)
    run = play("nehemiah", players, {"leaders": leaders}, seed, checks=False)
    for seat, choice in run.choices:
        for decision in engine.pending(state):
            prompts.append(decision.prompt)
            labels.extend(decision.options)
        state, events = engine.act(state, seat, choice)
        messages.extend(events)
    return labels, prompts, messages


@pytest.mark.parametrize("players, leaders, seed", [(2, True, 1), (3, False, 2), (4, True, 3)])
def test_every_message_is_in_the_english_catalog_and_fits_discord(players, leaders, seed):
    labels, prompts, events = _messages_of_a_game(players, leaders, seed)
    assert labels and prompts and events
    for option in labels:
        assert len(option.id) <= 90
        text = translate(option.label, "en", strict=True)
        assert 0 < len(text) <= 100, text
    for prompt in prompts:
        assert translate(prompt, "en", strict=True)
    for event in events:
        assert translate(event.public, "en", strict=True)
        if event.private is not None:
            assert translate(event.private, "en", strict=True)


def test_card_and_leader_names_have_catalog_entries():
    from data.locale import has
    from engine.nehemiah.content import CONTENT
    for kind in CONTENT.kinds:
        assert has(f"nehemiah-card-{kind}")
    for leader in CONTENT.leaders:
        assert has(f"nehemiah-leader-{leader}") and has(f"nehemiah-leader-{leader}-text")
