"""The real bot against simcord's in-memory Discord: no network, no token."""
from __future__ import annotations

import pytest
import pytest_asyncio
import simcord
from simcord.http import router

import render
from bot.clock import FakeClock
from bot.discord_bot.app import TableBot
from bot.storage.sqlite import SqliteStorage

from .contract import Recorder, interaction_problems, request_problems

# How long the double waits for the bot to finish what an event started. A bound on a hang, not on
# speed: the slowest legitimate step (a whole bot turn with its pictures on a loaded machine) takes a
# few seconds; no test's outcome depends on how fast the machine is.
SETTLE_SECONDS = 600.0


def make_bot(path, clock, renderer=render):
    """The bot on a file, drawing in its own threads (the same pictures as its worker processes
    draw: tests/bot/test_pictures.py)."""
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


@pytest_asyncio.fixture
async def simcord_env(simcord_bot, request, monkeypatch):
    """SimCord's environment (its own fixture, with the `simcord` marker's options), with two more
    checks after every Discord test: every request the bot made keeps within Discord's published
    limits (tests/discord/contract.py), and every interaction was answered, none left "thinking…"."""
    marker = request.node.get_closest_marker("simcord")
    options = {"settle_timeout": SETTLE_SECONDS, **(marker.kwargs if marker else {})}
    recorder = Recorder()
    monkeypatch.setattr(router, "dispatch", recorder.wrap(router.dispatch))
    env = simcord.Env(simcord_bot, **options)
    env.recorder = recorder
    await env.start()
    try:
        yield env
        await env.settle()
        problems = [p for r in recorder.requests for p in request_problems(r)]
        problems += interaction_problems(env.backend, recorder.requests)
        assert not problems, "Discord would refuse or leave hanging:\n" + "\n".join(problems)
    finally:
        await env.shutdown()
        if env.check_errors:
            env._raise_errors_since(env._errors_acknowledged)


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
