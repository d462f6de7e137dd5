"""Reminders: the periodic sweep (the seats' clocks first, then a reminder for every game whose awaited
players have been idle too long) and what the front end reports back: a reminder it could not post
(a missing permission: tried again with a back-off, the host told once) or one it posted. The policy
itself (intervals, quiet hours, back-off) is bot/reminders.py."""
from __future__ import annotations

import engine

from .. import aftergame
from .. import reminders as R
from ..replies import PLAY, Place, Reply, User
from ..seating import duration
from ..text import catalog_language, say
from . import absent, context, posting, tables
from .context import Context


async def sweep(ctx: Context, limit: int) -> list[Reply]:
    """A reminder for every game due one (outside its channel's quiet hours), naming the awaited
    players who are not away, muted or played by the bot."""
    storage = ctx.storage
    now = ctx.clock.now()
    replies: list[Reply] = []
    ctx.reminders_marked = marked = {}
    channel_cache: dict[str, dict[str, str]] = {}

    async def channel_settings(channel: str) -> dict[str, str]:
        if channel not in channel_cache:
            channel_cache[channel] = await storage.get_settings("channel", channel)
        return channel_cache[channel]

    for game in await storage.due_reminders(now, limit):
        settings = await channel_settings(game.channel)     # a thread's own over its channel's
        if game.parent is not None:
            settings = {**await channel_settings(game.parent), **settings}
        quiet_end = R.quiet_until(now, settings)
        if quiet_end is not None:
            await storage.reschedule_reminder(game.id, game.version, quiet_end)
            continue
        seats = await storage.seats(game.id)
        seating = tables.seating_of(ctx, game, seats)
        away = seating.away()          # on vacation, or the bot plays the seat: no reminder
        targets = []
        for seat in seats:
            if seat.seat not in game.awaiting or seat.muted_version == game.version or seat.seat in away:
                continue
            if (await storage.get_settings("user", seat.user)).get("mute") == "on":
                continue
            targets.append(seat)
        next_at = R.next_reminder(now, R.interval_seconds(settings), game.reminders_sent + 1)
        if not await storage.mark_reminded(game.id, game.version, game.reminders_sent, next_at):
            continue   # the game moved on meanwhile, or another sweep already sent this one
        if not targets:
            continue
        language = catalog_language(settings.get("language")) or "en"
        hours = int((now - (game.awaiting_since or now)) // 3600)
        text = say("bot-reminder", language, players=", ".join(s.name for s in targets), hours=hours,
                   game=engine.meta(game.game).title)
        if seating.limit is not None:    # with a move clock: how long each of them has left
            for seat in targets:
                text += "\n" + say("bot-clock-seat-time", language, player=seat.name,
                                   left=duration(seating.time_left(seat.seat, now)))
        marked[game.id] = (game.version, game.reminders_sent + 1)
        replies.append(Reply(text, kind="reminder", channel=game.channel, game=game.id,
                             mentions=[s.user for s in targets], buttons=[PLAY]))
    return replies


async def remind(ctx: Context, limit: int = 500) -> list[Reply]:
    """The periodic sweep: first the seats' clocks (time-outs, vacations, the bot's moves), then a
    reminder for every game whose awaited players have been idle too long, then the replays of
    finished games that a restart kept from being drawn."""
    return await absent.sweep_seats(ctx, limit) + await sweep(ctx, limit) + await due_replays(ctx)


async def due_replays(ctx: Context, limit: int = 10) -> list[Reply]:
    """The animated replay of every finished game whose replay is due but was never drawn (the bot
    stopped in between), each to follow in its game's channel (`Reply.later`); none without a
    renderer that draws replays."""
    if not aftergame.can_draw(ctx.renderer):
        return []
    now = ctx.clock.now()
    replies = []
    for game_id in await ctx.storage.claim_replays(now, now - posting.REPLAY_CLAIM_SECONDS, limit=limit):
        game = await ctx.storage.game(game_id)
        seats = await ctx.storage.seats(game_id)
        place = Place(channel=game.channel, guild=game.guild, parent=game.parent)
        language = await context.channel_language(ctx, place)
        replies.append(posting.replay_follows(ctx, game, seats, engine.loads(game.state), game.channel,
                                              language, tables.names(seats, language, game.game), claimed=True))
    return replies


async def disable_reminders(ctx: Context, channel: str) -> None:
    """The channel is gone (deleted): stop reminding there. (A missing permission may come back:
    that is `reminder_failed`.)"""
    await ctx.storage.disable_reminders(channel)


async def reminder_failed(ctx: Context, reply: Reply) -> list[Reply]:
    """The front end may not post this reply of `remind` (a missing permission in its channel). A
    reminder is taken back (it does not count) and tried again after the back-off, unless the game
    moved on meanwhile (then the move's schedule stands). The first failure in that channel since
    its last successful reminder returns a private message for the game's host (the front end
    sends it directly), naming the channel and the permissions needed; none afterwards, until a
    post there succeeds."""
    storage = ctx.storage
    now = ctx.clock.now()
    state = await storage.get_settings("channel", reply.channel)
    try:
        since = float(state[R.FAILING])
    except (KeyError, ValueError):
        since = None
    if since is None:
        await storage.set_settings([("channel", reply.channel, R.FAILING, repr(now))])
    if reply.kind == "reminder" and reply.game in ctx.reminders_marked:
        version, sent = ctx.reminders_marked.pop(reply.game)
        retry_at = now + R.retry_delay(now, now if since is None else since)
        await storage.unmark_reminded(reply.game, version, sent, retry_at)
    if since is not None or reply.game is None:
        return []                                   # the host knows already (or there is no game)
    game = await storage.game(reply.game)
    if game is None:
        return []
    place = Place(channel=game.channel, guild=game.guild, parent=game.parent)
    language = await context.user_language(ctx, place, User(game.host, ""))
    text = say("bot-reminders-failing", language, channel=f"<#{reply.channel}>",
               game=engine.meta(game.game).title)
    return [Reply(text, kind="reminder-failing", private=True, user=game.host, game=game.id)]


async def reminder_posted(ctx: Context, reply: Reply) -> None:
    """The front end posted this reply of `remind`: a failing channel works again."""
    if reply.kind == "reminder":
        ctx.reminders_marked.pop(reply.game, None)
    if R.FAILING in await ctx.storage.get_settings("channel", reply.channel):
        await ctx.storage.set_settings([("channel", reply.channel, R.FAILING, None)])
