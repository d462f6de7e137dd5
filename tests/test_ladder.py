"""The bots' ladder (bench/ladder.py) deals every seed twice with the sides swapped, so that two equal
bots come out even; it stops a game that bots keep going and says so, instead of running for ever; a
finished game gives every seat its place."""
from __future__ import annotations

import json

from bench import ladder


def test_a_game_past_the_decision_limit_is_reported_unfinished_not_compared(monkeypatch, capsys):
    sides = ladder._sides(2, False, "normal", "easy")
    places, took = ladder.play("nehemiah", 2, 1, sides, {}, limit=5)
    assert places is None and took == []
    monkeypatch.setattr(ladder, "MAX_DECISIONS", 5)
    ladder.pairing("nehemiah", 2, "normal", "easy", 2, {})
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["unfinished"] == [[1, False], [1, True]]
    assert figures["comparisons"] == 0 and figures["win_rate"] == 0.0


def test_every_seed_is_dealt_twice_with_the_sides_swapped():
    assert ladder.deals(5) == [(1, False), (1, True), (2, False), (2, True), (3, False)]
    assert ladder._sides(3, False, "strong", "normal") == {0: "strong", 1: "normal", 2: "strong"}
    assert ladder._sides(3, True, "strong", "normal") == {0: "normal", 1: "strong", 2: "normal"}


def test_two_equal_bots_come_out_even(monkeypatch, capsys):
    # "twin" plays as the normal bot does; with one game per seed the side dealt the luckier seat would win
    player = ladder._player
    monkeypatch.setattr(ladder, "_player", lambda strength, *rest: player(
        "normal" if strength == "twin" else strength, *rest))
    ladder.pairing("nehemiah", 2, "normal", "twin", 2, {})
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["comparisons"] == 2 and figures["win_rate"] == 0.5


def test_a_finished_game_places_every_seat():
    sides = ladder._sides(2, False, "normal", "easy")
    places, _ = ladder.play("nehemiah", 2, 1, sides, {})
    assert places is not None and sorted(places) in ([1, 2], [1, 1])
