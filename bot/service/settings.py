"""Settings: a channel's (reminder interval, quiet hours, time zone, language; its game's pictures), a
user's own (language, mute), and muting the reminders of one step."""
from __future__ import annotations

from typing import Any

from .. import reminders as R
from ..replies import Place, Reply, User
from ..text import say
from . import context, tables
from .context import Context, Refused, service_call
from .tables import PICTURES


@service_call
async def settings(ctx: Context, place: Place | None, user: User, *, channel: dict[str, Any] | None = None,
                   mine: dict[str, Any] | None = None) -> list[Reply]:
    """Change this channel's settings (reminder interval, quiet hours, time zone, language: the
    channel's managers or its game's host), its open game's picture setting ("pictures", one of
    PICTURES) and the user's own (language, mute). All or nothing: every value is checked before
    any is stored, and one refusal stores none."""
    channel, mine = dict(channel or {}), mine or {}
    pictures = channel.pop("pictures", None)
    try:
        rows: list[tuple[str, str, str, str | None]] = []
        game = None
        if channel or pictures is not None:
            if place is None:
                raise Refused("bot-need-channel")
            game = await ctx.storage.open_game(place.channel)
            if not user.manager and (game is None or game.host != user.id):
                raise Refused("bot-only-manager")
            rows += [("channel", place.channel, key, R.validate_channel_setting(key, value))
                     for key, value in channel.items()]
        if pictures is not None:
            if game is None:
                raise await tables.no_game(ctx, place)
            if pictures not in PICTURES:
                raise Refused("bot-bad-pictures", choices=", ".join(PICTURES))
        rows += [("user", user.id, key, R.validate_user_setting(key, value))
                 for key, value in mine.items()]
        if pictures is not None and not await ctx.storage.set_pictures(game.id, pictures):
            raise Refused("bot-board-changed")
        if rows:
            await ctx.storage.set_settings(rows)
            context.settings_changed()
    except R.BadSetting as bad:
        return await context.refusal(ctx, place, user, Refused(bad.key, **bad.params))
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    return await settings_reply(ctx, place, user)


async def channel_settings(ctx: Context, place: Place, user: User, **changes: str | None) -> list[Reply]:
    return await settings(ctx, place, user, channel=changes)


async def user_settings(ctx: Context, place: Place | None, user: User, **changes: str | None
                        ) -> list[Reply]:
    return await settings(ctx, place, user, mine=changes)


async def settings_reply(ctx: Context, place: Place | None, user: User) -> list[Reply]:
    language = await context.user_language(ctx, place, user)
    channel = await context.channel_settings(ctx, place.channel, place.parent) if place else {}
    mine = await context.scope_settings(ctx, "user", user.id)
    text = say("bot-settings", language, hours=int(R.interval_seconds(channel) // 3600),
               quiet=channel.get("quiet", "-"), timezone=channel.get("timezone", "UTC"),
               language=language, mute=mine.get("mute", "off"))
    game = await ctx.storage.open_game(place.channel) if place else None
    if game is not None:
        text += "\n" + say("bot-settings-pictures", language, pictures=game.pictures)
    return [Reply(text, kind="settings", private=True, user=user.id)]


@service_call
async def mute(ctx: Context, place: Place, user: User) -> list[Reply]:
    """No more reminders for this step of the game (they resume after the next move)."""
    try:
        game = await tables.active_game(ctx, place)
        seats = await ctx.storage.seats(game.id)
        if tables.seat_of(seats, user) is None:
            raise Refused("bot-not-a-player")
        await ctx.storage.mute_seat(game.id, user.id, game.version)
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    language = await context.user_language(ctx, place, user)
    return [Reply(say("bot-muted", language), private=True, user=user.id, game=game.id)]
