"""The real bot against simcord's in-memory Discord: no network, no token."""
from __future__ import annotations

import pytest

from bot.clock import FakeClock
from bot.discord_bot.app import TableBot
from bot.storage.sqlite import SqliteStorage


def make_bot(path, clock, renderer="default"):
    return TableBot(SqliteStorage(path), clock=clock, renderer=renderer, run_reminders=False)


class World:
    """A server with one channel, three players, and helpers to read what the bot posted."""

    def __init__(self, env, bot, path, clock):
        self.env, self.bot, self.path, self.clock = env, bot, path, clock
        self.guild = env.create_guild("Table")
        self.channel = self.guild.create_text_channel("games")
        self.users = [self.guild.add_member(env.create_user(name)) for name in ("alice", "bob", "cyd")]

    def public(self, channel=None):
        """What everybody in the channel sees (no ephemeral messages)."""
        return [m for m in (channel or self.channel).history() if not m.flags.ephemeral]

    def custom_ids(self, message):
        ids = []
        for row in message.components:
            for child in getattr(row, "children", []):
                if getattr(child, "custom_id", None):
                    ids.append(child.custom_id)
        return ids


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def simcord_bot(tmp_path, clock):
    """simcord's plugin runs this bot in its `simcord_env` fixture."""
    return make_bot(tmp_path / "bot.db", clock)


@pytest.fixture
async def world(simcord_env, simcord_bot, tmp_path, clock):
    await simcord_bot.tree.sync()
    world = World(simcord_env, simcord_bot, tmp_path / "bot.db", clock)
    yield world
    await world.bot.storage.close()   # simcord detaches the bot without calling close()
