"""The console never crashes on input, lists every command, words the abandon confirmation for a
keyboard, numbers log pages from 1 as on Discord, refuses non-boolean options, leaves quietly on
Ctrl-C / Ctrl-D with the database closed, and speaks --lang."""
from __future__ import annotations

import io
import re
import sqlite3

import pytest

from bot.__main__ import main
from bot.console import Console, run_console
from engine.core.rules import parse_options
from bot.demo import play_demo
from bot.service import LOG_PAGE

from .conftest import run


def console_of(table, tmp_path, language="en"):
    out = io.StringIO()
    return Console(table.service, tmp_path / "images", out=out, language=language), out


def lines_of(console: Console, *lines: str) -> str:
    async def go():
        for line in lines:
            assert await console.handle(line)
    start = len(console.out.getvalue())
    run(go())
    return console.out.getvalue()[start:]


# --- never crashes ---------------------------------------------------------------------------

@pytest.mark.parametrize("line, expected", [
    ("alice: log abc", "Log pages are numbered from 1"),
    ("alice: log 0", "Log pages are numbered from 1"),
    ("alice: log -2", "Log pages are numbered from 1"),
    ('alice: play "2', "A quotation mark is not closed"),
    ("alice: new 'nehemiah", "A quotation mark is not closed"),
    ("alice: play", "Play what? Type `play` and the number"),
    ("alice: new", "Which game? Type `new` and one of: architects, ezra_nehemiah, nehemiah, temple"),
    ("alice: kick", "Whom? Type `kick`"),
    ("alice: settings interval", "Settings are written as KEY=VALUE"),
    ("alice: teleport", "Unknown command “teleport”"),
    ("alice:", "Each line is `name: command`"),
    (":::", "Unknown command “::”"),
])
def test_awkward_input_gets_a_line_not_a_crash(table, tmp_path, line, expected):
    console, _ = console_of(table, tmp_path)
    assert expected in lines_of(console, line)


def test_commands_without_a_game_are_refusals_not_crashes(table, tmp_path):
    console, _ = console_of(table, tmp_path)
    text = lines_of(console, *(f"alice: {verb}" for verb in Console.COMMANDS if verb != "help"))
    assert "There is no game in this channel" in text
    assert "Traceback" not in text


# --- help lists every command ------------------------------------------------------------------

def test_help_lists_every_command(table, tmp_path):
    console, _ = console_of(table, tmp_path)
    text = lines_of(console, "help")
    for verb in [*Console.COMMANDS, "quit"]:
        if verb == "prompt":            # an alias of `options`
            continue
        assert re.search(rf"\b{verb}\b", text), verb
    for verb in ("abandon", "leave", "mute", "kick", "settings", "log", "undo", "games"):
        assert re.search(rf"^\s+{verb}\b", text, re.M) or f", {verb}" in text, verb


def test_every_verb_in_help_is_a_command(table, tmp_path):
    console, _ = console_of(table, tmp_path)
    help_text = lines_of(console, "help")
    verbs = set(re.findall(r"^\s+([a-z]+)", help_text, re.M))
    verbs |= set(re.findall(r"^\s+[a-z]+, ([a-z]+)", help_text, re.M))
    assert verbs >= {"new", "join", "leave", "kick", "start", "play", "log", "abandon", "settings"}
    assert verbs - set(Console.COMMANDS) <= {"quit"}


# --- abandon, options, log pages -----------------------------------------------------------------

def test_abandon_is_confirmed_in_console_words(table, tmp_path):
    console, _ = console_of(table, tmp_path)
    lines_of(console, "alice: new nehemiah", "bob: join", "alice: start alice bob")
    text = lines_of(console, "alice: abandon")
    assert "Type `abandon yes` to confirm." in text and "button" not in text
    assert run(table.storage.open_game("console")) is not None
    assert "abandoned the game of Nehemiah" in lines_of(console, "alice: abandon yes")
    assert run(table.storage.open_game("console")) is None


def test_a_non_boolean_option_is_refused(table, tmp_path):
    console, _ = console_of(table, tmp_path)
    text = lines_of(console, "alice: new nehemiah leaders=maybe")
    assert "The game option “leaders” has a value it cannot take." in text
    assert run(table.storage.open_game("console")) is None
    assert "There is no game option called “tiebreak”" in lines_of(console, "alice: new nehemiah tiebreak=on")
    assert "Construction Leaders" in lines_of(console, "alice: new nehemiah leaders=on")


def test_parse_options():
    assert parse_options(["leaders=on", "a=OFF", "b", "c=yes", "d=0", "e=3", "f=maybe"]) == {
        "leaders": True, "a": False, "b": True, "c": True, "d": False, "e": 3, "f": "maybe"}
    # digits that str.isdigit accepts but int() does not stay text, for the engine to refuse
    assert parse_options(["g=²", "h=-①", "i=-4"]) == {"g": "²", "h": "-①", "i": -4}


def test_the_engine_command_refuses_an_option_in_unicode_digits(capsys):
    from engine.__main__ import main
    assert main(["play", "temple", "--players", "3", "--random", "-o", "tiebreak=²"]) == 2
    assert "tiebreak" in capsys.readouterr().err


def test_log_pages_count_from_one_and_say_when_past_the_end(table, tmp_path):
    console, _ = console_of(table, tmp_path)
    run(play_demo(table.service, "nehemiah", 2, {}, seed=3, channel=console.place.channel))
    game = run(table.storage.latest_game("console"))
    events = run(table.storage.events(game.id, limit=10**6))
    pages = -(-len(events) // LOG_PAGE)
    assert pages >= 3

    def page_text(page):
        [reply] = run(table.service.log(console.place, console.user("alice"), page))
        return "[only for alice] " + reply.text
    assert lines_of(console, "alice: log").strip() == page_text(0).strip()
    assert lines_of(console, "alice: log 1").strip() == page_text(0).strip()
    assert lines_of(console, "alice: log 2").strip() == page_text(1).strip()
    assert page_text(0) != page_text(1)
    last = lines_of(console, f"alice: log {pages}")
    assert "There is no page" not in last and last.strip() == page_text(pages - 1).strip()
    assert lines_of(console, f"alice: log {pages + 1}").strip() == (
        "[only for alice] " f"There is no page {pages + 1}: this game's log has {pages} pages.")


# --- the interactive loop: Ctrl-C, Ctrl-D, --seed, --lang ----------------------------------------

def reader(*lines, end=EOFError):
    feed = iter(lines)

    def read(prompt):
        try:
            return next(feed)
        except StopIteration:
            raise end from None
    return read


@pytest.mark.parametrize("end", [EOFError, KeyboardInterrupt])
def test_ctrl_c_or_ctrl_d_at_the_prompt_leave_quietly(tmp_path, end):
    database, out = tmp_path / "c.db", io.StringIO()
    code = run_console(database, tmp_path / "images", read=reader("alice: new nehemiah", end=end),
                       out=out)
    assert code == 0 and "Alice opened a game of Nehemiah" in out.getvalue()
    assert not database.with_name(database.name + "-wal").exists()
    with sqlite3.connect(database) as db:
        assert db.execute("SELECT status FROM games").fetchall() == [("lobby",)]


def test_ctrl_c_during_a_command_leaves_quietly(tmp_path, monkeypatch):
    database, out = tmp_path / "c.db", io.StringIO()

    async def interrupted(self, line):
        raise KeyboardInterrupt
    monkeypatch.setattr(Console, "handle", interrupted)
    assert run_console(database, tmp_path / "images", read=reader("alice: new nehemiah"), out=out) == 0
    assert not database.with_name(database.name + "-wal").exists()


def test_console_seed_makes_games_reproducible(tmp_path):
    def seat_order(name, seed):
        out = io.StringIO()
        run_console(tmp_path / f"{name}.db", tmp_path / "images", seed=seed, out=out,
                    read=reader("ada: new temple", "bob: join", "cyd: join", "dan: join",
                                "ada: start", "ada: status"))
        return [line for line in out.getvalue().splitlines() if "Seat order" in line
                or "Waiting for" in line]
    first = seat_order("a", 5)
    assert first and first == seat_order("b", 5)
    assert any(seat_order(f"c{seed}", seed) != first for seed in (6, 7, 8))


def test_console_in_polish_prints_no_english(tmp_path, monkeypatch, capsys):
    lines = iter(["alice: new nehemiah leaders=on", "bob: join", "alice: start alice bob",
                  "alice: options", "alice: play 1", "alice: log abc", "alice: play", "help",
                  "alice: teleport", "bob: abandon", "alice: abandon", "alice: settings"])

    def fake_input(prompt):
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None
    monkeypatch.setattr("builtins.input", fake_input)
    assert main(["console", "--lang", "pl", "--no-images", "--db", str(tmp_path / "c.db")]) == 0
    out = capsys.readouterr().out
    for english in ("only for", "a number from", "Unknown command", "Type `help`", "Play what",
                    "Log pages", "press the button", "Press the button", "Each line is",
                    "opened a game", "Waiting for", "Only the game's host", "Reminders every",
                    "console. Type"):
        assert english not in out, english
    for polish in ("Konsola Builders' Table", "[tylko dla: alice]", "liczba od 0 do",
                   "Nie znam polecenia „teleport”", "Jaki ruch?", "Strony dziennika",
                   "Wpisz `abandon yes`", "Każdy wiersz to", "Alice otwiera grę Nehemiasz",
                   "Może to zrobić tylko gospodarz", "Przypomnienia co 24 godziny"):
        assert polish in out, polish


def test_console_unknown_language(tmp_path, capsys):
    assert main(["console", "--lang", "klingon", "--db", str(tmp_path / "c.db")]) == 2
    assert capsys.readouterr().err == (
        "There is no catalog for the language “klingon”. Known languages: en, fr, pl.\n")
    assert not (tmp_path / "c.db").exists()


# --- a console that teaches ---------------------------------------------------------------------

def test_no_discord_markup_reaches_the_console():
    from bot.console import plain
    assert plain("**Alice** plays in <#123>; <@u1> and <@!u2>, __this__ ~~not~~ ||secret||\n-# small") == \
        "Alice plays in #123; @u1 and @u2, this not secret\nsmall"


def test_a_whole_game_at_the_console_shows_no_markdown(table, tmp_path):
    console, out = console_of(table, tmp_path)
    lines_of(console, "alice: new nehemiah", "bob: join", "alice: start", "alice: board", "alice: status")
    run(play_demo(table.service, "nehemiah", 2, {}, seed=3, channel="elsewhere"))
    text = out.getvalue()
    assert "Round 1" in text and "**" not in text and "<#" not in text and "<@" not in text


def test_board_text_is_every_players_standing_and_whose_turn(table, tmp_path):
    console, _ = console_of(table, tmp_path)
    lines_of(console, "alice: new nehemiah", "bob: join", "alice: start")
    text = lines_of(console, "alice: board text")
    assert "Round 1" in text and "- Alice: Cubes: Wall 0" in text and "- Bob: Cubes: Wall 0" in text
    assert lines_of(console, "alice: board") == text          # no pictures here: the same text board


def test_rules_print_the_same_guide_as_the_command(table, tmp_path):
    console, _ = console_of(table, tmp_path)
    assert "Type `rules` and one of: architects, ezra_nehemiah, nehemiah, temple" in lines_of(console, "alice: rules")
    [page] = run(table.service.rules(console.place, console.user("alice"), "temple", "2"))
    assert lines_of(console, "alice: rules temple 2").strip().endswith(page.text.strip().split("\n")[-1])
    assert "The Temple · Setup (2/11)" in lines_of(console, "alice: rules temple 2")
    assert "rules GAME [PAGE]" in lines_of(console, "alice: help")


def test_an_open_game_is_named_at_start_and_before_a_new_one(table, tmp_path):
    console, _ = console_of(table, tmp_path)
    lines_of(console, "alice: new nehemiah")
    assert run(console.open_here())
    assert "waits in its lobby here: `join` to sit down" in console.out.getvalue()
    lines_of(console, "bob: join", "alice: start")
    text = lines_of(console, "alice: new temple")
    assert "A game of Nehemiah (table #1) is going on here: `options` for your next choice" in text
    assert "thread" not in text
    assert not run(Console(table.service, tmp_path, channel="empty", out=io.StringIO()).open_here())


def test_a_message_a_chat_edits_in_place_prints_only_what_is_new(table, tmp_path):
    """A lobby (and a step's status line) is one message that Discord edits: the console prints it once,
    then only its new lines, so nothing is printed twice."""
    console, _ = console_of(table, tmp_path)
    opened = lines_of(console, "alice: new nehemiah")
    assert "opened a game of Nehemiah" in opened and "Players 1/4" in opened
    joined = lines_of(console, "bob: join")
    assert "[updated]" in joined and "Players 2/4 (at least 2): Alice, Bob." in joined
    assert "opened a game" not in joined and "vacations" not in joined
    assert lines_of(console, "cyd: join", "cyd: leave").count("opened a game") == 0
    started = lines_of(console, "alice: start")
    assert started.count("The game begins") == 1
    text = console.out.getvalue()
    assert text.count("opened a game of Nehemiah") == 1
