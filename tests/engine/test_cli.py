"""The engine's command line: a random game and a short fuzz run."""
from __future__ import annotations

from engine.__main__ import main


def test_play_random_prints_the_log_and_final_scores(capsys):
    assert main(["play", "nehemiah", "--players", "3", "--seed", "7", "--random"]) == 0
    out = capsys.readouterr().out
    assert "Final scores:" in out and "Red (P1)" in out and "The game is over." in out


def test_fuzz_command_reports_a_clean_summary(capsys):
    assert main(["fuzz", "nehemiah", "--games", "6", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "nehemiah: 6 games" in out and ", 0 failures," in out


def test_bad_player_count_is_a_clear_message(capsys):
    assert main(["play", "nehemiah", "--players", "5", "--random"]) == 2
    assert "2 to 4 players, not 5" in capsys.readouterr().err


def test_architects_plays_in_the_terminal_solo_and_against_the_bot(capsys):
    assert main(["play", "architects", "--players", "1", "--seed", "3", "--random"]) == 0
    out = capsys.readouterr().out
    assert "Final scores:" in out and "Rival" in out
    assert main(["play", "architects", "--players", "2", "--random", "-o", "variant=bot2", "--lang", "pl"]) == 0
    assert "Rywal" in capsys.readouterr().out
