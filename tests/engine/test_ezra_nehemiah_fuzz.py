"""Random-play fuzzing of complete Ezra and Nehemiah games with every invariant of spec 16.6, every
view's secrecy, the saved-game check and refused made-up answers at every step (a sample covering 1-4
players, every altar card side and both sides of the solo board; FUZZ_SEEDS seeds each, default 1).
`python -m engine fuzz ezra_nehemiah --games 1000` runs the long one."""
from __future__ import annotations

import os

import pytest

import engine
from engine.ezra_nehemiah.effects import altar_order
from engine.ezra_nehemiah.setup import ALTAR_CARDS, SOLO_SIDES
from engine.fuzz import play

SAMPLE = [
    (1, {"altar_card": "AC1-A", "solo_side": "A"}),
    (1, {"altar_card": "AC2-B", "solo_side": "B"}),
    (2, {"altar_card": "AC1-B"}),
    (3, {"altar_card": "AC2-A"}),
    (4, {"altar_card": "AC2-B"}),
    (4, {}),
]


@pytest.mark.slow
@pytest.mark.parametrize("players, options", SAMPLE, ids=[f"{p}p-{'-'.join(o.values()) or 'random'}"
                                                          for p, o in SAMPLE])
@pytest.mark.parametrize("seed", range(1, 1 + int(os.environ.get("FUZZ_SEEDS", "1"))))
def test_random_games_finish_cleanly(players, options, seed):
    run = play("ezra_nehemiah", players, options, seed)
    assert run.failures == []
    final = run.final
    assert final.over and engine.pending(final) == []
    assert final.round == 3 and final.phase == "over"
    result = engine.result(final)
    everybody = players + (1 if players == 1 else 0)            # solo: the Opponent is listed as seat 1
    assert sorted(s for group in result.ranking for s in group) == list(range(everybody))
    assert all(len(group) == 1 for group in result.ranking)      # the altar track breaks every tie
    assert [score.total for score in result.scores][:players] == [final.players[s].vp for s in range(players)]
    assert [score.total for score in result.scores] == [sum(score.parts.values()) for score in result.scores]
    assert result.winners == result.ranking[0]
    if players == 1:
        person, opponent = final.players[0].vp, final.opponent.vp
        ahead = altar_order(final).index(0) < altar_order(final).index("opponent")
        assert result.winners == ([0] if person > opponent or (person == opponent and ahead) else [1])


def test_the_fuzz_sample_covers_every_count_and_side():
    assert {players for players, _ in SAMPLE} == {1, 2, 3, 4}
    assert {o["altar_card"] for _, o in SAMPLE if "altar_card" in o} == set(ALTAR_CARDS)
    assert {o["solo_side"] for _, o in SAMPLE if "solo_side" in o} == set(SOLO_SIDES)
