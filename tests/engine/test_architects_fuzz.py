"""Random-play fuzzing of complete Architects games with every invariant of spec 10.4, every view's
secrecy, the saved-game check and refused made-up answers at every step (a sample covering 1-5
players, sides 1 and 2 with boards dealt and chosen, solo at each difficulty and "2 players vs Bot";
FUZZ_SEEDS seeds each, default 1). `python -m engine fuzz architects --games 1000` runs the long one."""
from __future__ import annotations

import os

import pytest

import engine
from engine.fuzz import play

SAMPLE = [
    (1, {"difficulty": "apprentice"}),
    (1, {"advanced": True, "difficulty": "master"}),
    (2, {"variant": "bot2", "difficulty": "master"}),
    (2, {"advanced": True, "choose_boards": True}),
    (3, {}),
    (4, {"advanced": True}),
    (5, {}),
]


@pytest.mark.slow
@pytest.mark.parametrize("players, options", SAMPLE, ids=[f"{p}p-{'-'.join(map(str, o.values())) or 'side1'}"
                                                          for p, o in SAMPLE])
@pytest.mark.parametrize("seed", range(1, 1 + int(os.environ.get("FUZZ_SEEDS", "1"))))
def test_random_games_finish_cleanly(players, options, seed):
    run = play("architects", players, options, seed)
    assert run.failures == []
    final = run.final
    assert final.over and engine.pending(final) == []
    result = engine.result(final)
    everybody = len(final.players)                       # the Rival has a seat of its own
    assert everybody == players + (1 if players == 1 or options.get("variant") == "bot2" else 0)
    assert sorted(s for group in result.ranking for s in group) == list(range(everybody))
    assert result.winners == result.ranking[0]
    assert [score.total for score in result.scores] == [sum(score.parts.values()) for score in result.scores]


def test_the_fuzz_sample_covers_every_mode_and_side():
    modes = {(options.get("variant", "solo" if players == 1 else "standard"), bool(options.get("advanced")))
             for players, options in SAMPLE}
    assert {"solo", "bot2", "standard"} == {mode for mode, _ in modes}
    assert {True, False} == {side for _, side in modes}
    assert {players for players, _ in SAMPLE} == {1, 2, 3, 4, 5}
