"""The console front end: several users at one keyboard, same service and database."""
from __future__ import annotations

import io
import re

import pytest

from bot.console import Console
from bot.demo import play_demo
from bot.text import say
from data.locale import languages

from .conftest import run


def test_console_plays_a_lobby_and_moves(table, tmp_path):
    out = io.StringIO()
    console = Console(table.service, tmp_path / "images", out=out)

    async def scenario():
        for line in ["alice: new nehemiah leaders=off", "bob: join", "bob: join", "alice: start alice bob",
                     "alice: options", "alice: play 2", "alice: play 1", "bob: hand", "carol: play 1", "help",
                     "alice: teleport"]:
            assert await console.handle(line)
        assert not await console.handle("quit")
    run(scenario())
    text = out.getvalue()
    assert "Alice opened a game of Nehemiah" in text
    assert "You are already in this game." in text
    assert "Seat order: Alice, Bob" in text
    # the placement and its neutral worker are one action: one board (with both lines) at its end
    assert text.index("Place your neutral worker") < text.index("Alice sends a worker to column 2")
    assert "@bob Alice sends a worker to column 2" in text and "Alice lays a neutral worker" in text
    assert "[only for bob] Behind your screen: 2 wood, 4 gold" in text
    assert "You are not playing in this game." in text
    assert "Unknown command" in text and "new nehemiah" in text


def test_demo_plays_to_the_end(table):
    async def scenario():
        replies = []
        summary = await play_demo(table.service, "nehemiah", 4, {"leaders": True}, seed=2,
                                  channel="demo", on_reply=replies.append)
        assert summary["game"].status == "finished" and summary["moves"] > 100
        assert any("Final scores:" in r.text for r in replies if not r.private)
    run(scenario())


def test_demo_command_prints_where_things_are(tmp_path, capsys):
    from bot.__main__ import main
    assert main(["demo", "nehemiah", "--players", "2", "--no-images", "--db", str(tmp_path / "d.db")]) == 0
    out = capsys.readouterr().out
    assert "Played" in out and f"Database: {tmp_path / 'd.db'}" in out
    assert "Winner" in out or "Shared victory" in out


def test_console_sets_the_tables_pictures(table, tmp_path):
    out = io.StringIO()
    console = Console(table.service, tmp_path / "images", out=out)

    async def scenario():
        for line in ["alice: new nehemiah leaders=on pictures=request", "alice: settings pictures=round",
                     "alice: settings pictures=never"]:
            assert await console.handle(line)
        game = await table.storage.open_game(console.place.channel)
        assert game.options == {"leaders": True} and game.pictures == "round"
    run(scenario())
    text = out.getvalue()
    assert "board pictures only on request (/game board)" in text
    assert "shows board pictures once a round" in text
    assert "Board pictures can be: turn, round, request." in text


@pytest.mark.parametrize("language", languages())
def test_help_names_every_console_command(language):
    """`help` prints the catalog's text, not the command table: every command must be in it."""
    keys = ("bot-console-help", "bot-console-help-absent", "bot-console-help-after")
    text = "\n".join(say(key, language) for key in keys)
    words = set(re.findall(r"[a-z]+", text))
    assert [verb for verb in Console.COMMANDS if verb not in words] == []
