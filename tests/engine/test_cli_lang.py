"""`python -m engine play`: its own words from the catalogs in --lang, places with ties (1, 1, 3),
one line for bad arguments, a quiet stop on Ctrl-C / Ctrl-D."""
from __future__ import annotations

import pytest

import engine
from engine.__main__ import final_scores, main, name_of
from engine.core.decisions import Result, SeatScore


def test_play_in_polish_prints_no_english(capsys):
    assert main(["play", "nehemiah", "--players", "3", "--seed", "7", "--random", "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    for english in ("Final scores", "VP", "tie-break", "Red (P1)", "(P2)", "refused", " from ",
                    "The game is over"):
        assert english not in out, english
    assert "Wyniki końcowe:" in out and "Czerwony (G1)" in out and "rozstrzygnięcie remisu" in out
    assert "  1. " in out and " pkt (" in out


def test_places_follow_competition_ranking(monkeypatch):
    state = engine.new_game("nehemiah", 3, seed=1)
    tied = Result(scores=[SeatScore(0, 20, {"influence": 20}, [1]), SeatScore(1, 20, {"gates": 20}, [1]),
                          SeatScore(2, 5, {}, [0])],
                  ranking=[[0, 1], [2]], winners=[0, 1])
    monkeypatch.setattr(engine, "result", lambda s: tied)
    lines = final_scores(state, name_of(state, "en"), "en")
    assert lines == ["Final scores:",
                     "  1. Red (P1): 20 VP (20 from influence); tie-break 1",
                     "  1. Blue (P2): 20 VP (20 from gates); tie-break 1",
                     "  3. Green (P3): 5 VP (-); tie-break 0"]


@pytest.mark.parametrize("arguments, expected", [
    (["play", "nehemiah", "--players", "3", "--lang", "de"],
     "There is no catalog for the language “de”. Known languages: en, fr, pl."),
    (["play", "chess", "--players", "3"], "There is no game called “chess”."),
    (["play", "temple", "--players", "3", "-o", "leaders=on"], "There is no game option called “leaders”."),
    (["play", "nehemiah", "--players", "3", "-o", "leaders=maybe"],
     "The game option “leaders” has a value it cannot take."),
    (["play", "nehemiah", "--players", "9", "--lang", "pl"],
     "Gra Nehemiasz jest przeznaczona dla 2–4 graczy, nie dla 9."),
    (["play", "nehemiah"], "the following arguments are required: --players"),
])
def test_bad_arguments_are_one_line(capsys, arguments, expected):
    try:
        code = main(arguments)
    except SystemExit as exit:
        code = exit.code
    assert code == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.splitlines()) == 1 and expected in captured.err


@pytest.mark.parametrize("end", [EOFError, KeyboardInterrupt])
def test_ctrl_c_or_ctrl_d_at_a_question_stops_quietly(capsys, monkeypatch, end):
    def no_more(prompt):
        raise end
    monkeypatch.setattr("builtins.input", no_more)
    assert main(["play", "nehemiah", "--players", "2", "--lang", "pl"]) == 130
    captured = capsys.readouterr()
    assert captured.err.strip() == "Przerwano." and "Traceback" not in captured.err
    assert "twój wybór (numer):" not in captured.err


def test_human_prompts_are_translated(capsys, monkeypatch):
    answers = iter(["x", "1"])

    def typed(prompt):
        print(prompt)
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None
    monkeypatch.setattr("builtins.input", typed)
    assert main(["play", "nehemiah", "--players", "2", "--lang", "pl"]) == 130
    out = capsys.readouterr().out
    assert "twój wybór (numer):" in out and "wpisz jeden z numerów powyżej" in out
    assert "your choice" not in out and "please type" not in out
