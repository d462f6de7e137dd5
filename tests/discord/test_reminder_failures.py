"""A reminder the bot may not post (a missing permission) is tried again later, less and less often;
the game's host is told once, privately; the reminders go on once the permission is back."""
from __future__ import annotations

import discord
from simcord.backend.models import Overwrite
from simcord.enums import OverwriteType

from bot.discord_bot.commands import send_reminders

from .play import awaited
from .test_game import open_lobby

HOUR = 3600


def forbid_sending(world) -> None:
    """Deny the bot Send Messages in the game's channel (as a server admin would)."""
    world.env.backend.set_overwrite(world.channel.id, Overwrite(
        target_id=world.env.backend.bot_user.id, type=OverwriteType.MEMBER,
        deny=discord.Permissions(send_messages=True).value))


def allow_sending(world) -> None:
    world.env.backend.delete_overwrite(world.channel.id, world.env.backend.bot_user.id)


def dms(member) -> list[discord.Message]:
    """What the bot wrote to this member in private."""
    return [m for m in member.user.dm_channel.history() if m.author.bot]


def posts_tried(world) -> int:
    path = f"/channels/{world.channel.id}/messages"
    return sum(1 for r in world.env.http_requests if r.method == "POST" and r.path == path)


async def test_a_forbidden_reminder_is_retried_and_the_host_told_once(world):
    await open_lobby(world)
    host = world.users[0]                                  # alice opened the game
    [member] = await awaited(world)
    storage = world.bot.service.storage
    channel = str(world.channel.id)
    before = len(world.public())
    forbid_sending(world)

    world.clock.advance(25 * HOUR)
    assert await send_reminders(world.bot) == 0
    assert len(world.public()) == before                  # nothing posted
    [told] = dms(host)
    assert f"<#{world.channel.id}>" in told.content and "Send Messages" in told.content
    game = await storage.open_game(channel)
    assert game.next_reminder_at is not None and game.reminders_sent == 0

    world.clock.advance(HOUR / 2)                          # before the back-off: not even tried
    tried = posts_tried(world)
    assert await send_reminders(world.bot) == 0
    assert posts_tried(world) == tried

    world.clock.advance(HOUR)                              # after it, still forbidden: tried again
    assert await send_reminders(world.bot) == 0
    assert posts_tried(world) == tried + 1
    assert len(dms(host)) == 1 and len(world.public()) == before   # no second message to the host

    allow_sending(world)
    world.clock.advance(2 * HOUR)
    assert await send_reminders(world.bot) == 1
    reminder = world.public()[-1]
    assert f"<@{member.id}>" in reminder.content and "waiting for you" in reminder.content
    assert "reminders-failing-since" not in await storage.get_settings("channel", channel)

    world.clock.advance(48 * HOUR)                         # and they go on as before
    assert await send_reminders(world.bot) == 1
    assert len(world.public()) == before + 2 and len(dms(host)) == 1

    forbid_sending(world)                                  # a new failing episode: told again
    world.clock.advance(72 * HOUR)
    assert await send_reminders(world.bot) == 0
    assert len(dms(host)) == 2


async def test_a_host_who_takes_no_private_messages_is_only_logged(world, caplog):
    await open_lobby(world)
    forbid_sending(world)
    world.env.inject_error("POST", "/users/@me/channels", status=403, code=50007,
                           message="Cannot send messages to this user")
    world.clock.advance(25 * HOUR)
    assert await send_reminders(world.bot) == 0
    game = await world.bot.service.storage.open_game(str(world.channel.id))
    assert game.next_reminder_at == world.clock.now() + HOUR     # still retried later
    assert any("direct message" in r.getMessage() for r in caplog.records)
