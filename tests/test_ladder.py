"""The bots' ladder (bench/ladder.py) stops a game that bots keep going and says so, instead of
running for ever; a finished game gives every seat its place."""
from __future__ import annotations

import json

from bench import ladder


def test_a_game_past_the_decision_limit_is_reported_unfinished_not_compared(monkeypatch, capsys):
    sides = ladder._sides(2, 1, "normal", "easy")
    places, took = ladder.play("nehemiah", 2, 1, sides, {}, limit=5)
    assert places is None and took == []
    monkeypatch.setattr(ladder, "MAX_DECISIONS", 5)
    ladder.pairing("nehemiah", 2, "normal", "easy", 2, {})
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["unfinished_seeds"] == [1, 2]
    assert figures["comparisons"] == 0 and figures["win_rate"] == 0.0


def test_a_finished_game_places_every_seat():
    sides = ladder._sides(2, 1, "normal", "easy")
    places, _ = ladder.play("nehemiah", 2, 1, sides, {})
    assert places is not None and sorted(places) in ([1, 2], [1, 1])
