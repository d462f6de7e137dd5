"""`python -m bot sync`: globally, into one test server (`--guild`), and removing that server's copies
again (`--guild ID --clear`); each says in one line what it did. No network: the CLI is tested with
the Discord part replaced, `sync_commands` against simcord's in-memory Discord."""
from __future__ import annotations

import discord
import pytest

import bot.__main__ as cli
from bot.__main__ import main
from bot.clock import FakeClock
from bot.discord_bot import app
from bot.discord_bot.app import TableBot, sync_commands
from bot.storage.sqlite import SqliteStorage


@pytest.fixture
def synced(monkeypatch, tmp_path):
    """The CLI with a token, and with Discord replaced by a record of what it was asked to do."""
    calls = []

    async def fake_sync(token, storage, guild, *, clear=False):
        calls.append((guild, clear))
        return 0 if clear else 23

    async def no_check(location):
        return None

    monkeypatch.setattr(cli, "_token", lambda: "token")
    monkeypatch.setattr(cli, "_check_database", no_check)
    monkeypatch.setattr(app, "sync_commands", fake_sync)
    monkeypatch.setenv("BOT_DATABASE", str(tmp_path / "bot.db"))
    return calls


def test_clear_needs_a_guild(capsys, synced):
    assert main(["sync", "--clear"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "--clear" in err and "--guild" in err
    assert synced == []                                    # nothing asked of Discord


def test_a_guild_sync_says_what_it_does_and_the_way_out(capsys, synced):
    assert main(["sync", "--guild", "42"]) == 0
    out = capsys.readouterr().out.strip()
    assert synced == [(42, False)]
    assert len(out.splitlines()) == 1
    assert "23" in out and "42" in out and "twice" in out
    assert "python -m bot sync --guild 42 --clear" in out


def test_clear_removes_the_servers_copies(capsys, synced):
    assert main(["sync", "--guild", "42", "--clear"]) == 0
    out = capsys.readouterr().out.strip()
    assert synced == [(42, True)]
    assert len(out.splitlines()) == 1 and "42" in out and "removed" in out.lower()


def test_a_global_sync_points_to_clear(capsys, synced):
    assert main(["sync"]) == 0
    out = capsys.readouterr().out.strip()
    assert synced == [(None, False)]
    assert "23" in out and "--guild ID --clear" in out


def test_the_messages_exist_in_every_language():
    from bot.text import say
    for language in ("en", "pl", "fr"):
        assert "--guild 42 --clear" in say("bot-cli-sync-guild-copies", language, guild="42")
        assert "--guild ID --clear" in say("bot-cli-sync-all-clear", language)
        assert "42" in say("bot-cli-sync-cleared", language, guild="42")
        assert "--guild" in say("bot-cli-sync-clear-needs-guild", language)


async def test_guild_copies_are_registered_and_cleared_again(tmp_path):
    import simcord
    bot = TableBot(SqliteStorage(tmp_path / "sync.db"), clock=FakeClock(), renderer=None,
                   run_reminders=False)
    async with simcord.run(bot) as env:
        try:
            guild = env.create_guild("Test server")
            server = discord.Object(guild.id)
            await bot.tree.sync()                          # the global commands
            everywhere = len(await bot.tree.fetch_commands())
            assert everywhere > 0
            assert await sync_commands("token", bot.storage, guild.id, bot=bot) == everywhere
            assert len(await bot.tree.fetch_commands(guild=server)) == everywhere   # shown twice
            assert await sync_commands("token", bot.storage, guild.id, clear=True, bot=bot) == 0
            assert await bot.tree.fetch_commands(guild=server) == []
            assert len(await bot.tree.fetch_commands()) == everywhere   # the global ones stay
        finally:
            await bot.storage.close()
