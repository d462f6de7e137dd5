"""Random-play fuzzing of complete Temple games with every invariant checked at every step (a small
sample: 3-6 players, FUZZ_SEEDS seeds each, default 2: Temple games are long). `python -m engine fuzz
temple --games 1000` runs the long one."""
from __future__ import annotations

import os

import pytest

import engine
from engine.fuzz import play


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(1, 1 + int(os.environ.get("FUZZ_SEEDS", "2"))))
def test_random_games_finish_cleanly(players, seed):
    run = play("temple", players, None, seed)
    assert run.failures == []
    final = run.final
    assert final.over and engine.pending(final) == []
    assert final.end_reason in ("final-round", "safety", "last-standing", "max-rounds")
    result = engine.result(final)
    assert sorted(s for group in result.ranking for s in group) == list(range(players))
    assert result.winners == result.ranking[0]
    assert all(final.seats[s].active for s in result.winners)


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 5])
def test_random_games_with_the_sealed_market(players):
    run = play("temple", players, {"sealed_market": True}, players)
    assert run.failures == []
    assert run.final.over and run.final.options["sealed_market"] is True
