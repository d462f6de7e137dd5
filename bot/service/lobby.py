"""The lobby: open a table, join, leave, the host's kick and clock, and the start (seat order, a thread
of its own)."""
from __future__ import annotations

import dataclasses
from typing import Awaitable, Callable

import engine
from data.locale.names import visible_name
from engine.core import rules as engine_rules

from .. import seating as S
from ..replies import ADD_BOT, JOIN, LEAVE, LOBBY_SLOT, REMOVE_BOT, START, Place, Reply, User
from ..storage import ABANDONED, LOBBY, ChannelBusy, GameRecord, SeatRecord
from ..text import say
from . import context, moves, posting, tables, weblinks
from .context import Context, Refused, service_call
from .tables import PICTURES, entered_name


@service_call
async def create(ctx: Context, place: Place, user: User, game_id: str, options: dict | None = None, *,
                 thread: bool = False, pictures: str = PICTURES[0],
                 clock: dict[str, int | None] | None = None, bots: int = 0,
                 strength: str = S.STAND_IN) -> list[Reply]:
    """Open a lobby. `thread`: the game goes on in a thread of its own from the start (the front
    end offers it where it may open one; a game begun inside a thread stays there);
    `pictures`: one of PICTURES; `clock`: the move clock, {"limit": hours per decision (0 or
    None: none), "reserve": days per player, "vacation": days per player} (bot/seating.py);
    `bots`: seats played by bots of `strength` from the start (add_bot())."""
    try:
        if place.guild is None:
            raise Refused("bot-need-channel")
        if pictures not in PICTURES:
            raise Refused("bot-bad-pictures", choices=", ".join(PICTURES))
        seating = tables.configured_clock(clock or {})
        try:
            meta = engine.meta(game_id)
            options = engine_rules.get(game_id).normalize_options(options)
        except engine.RuleError as error:
            return await context.rule_refusal(ctx, place, user, error, lambda s: str(s))
        check_strength(strength)
        if not 0 <= bots <= meta.max_players - 1:
            raise Refused("bot-bots-too-many", count=bots, max=meta.max_players - 1)
        if bots:
            bots_allowed(game_id, options, 1 + bots)
        try:
            game = await ctx.storage.create_game(
                guild=place.guild, channel=place.channel, game=meta.id, options=options,
                seed=ctx.seed_source(), host=user.id, host_name=entered_name(user.name), at=ctx.clock.now(),
                parent=place.parent, thread=thread and place.parent is None, pictures=pictures,
                seating=S.dumps(seating))
        except ChannelBusy:
            busy = await ctx.storage.open_game(place.channel)
            raise Refused("bot-channel-busy", game=engine.meta(busy.game).title if busy else "?")
        for number in range(1, bots + 1):
            if not await ctx.storage.add_seat(game.id, S.bot_user(strength, number), "Bot", game.version + number - 1,
                                              ctx.clock.now()):
                raise Refused("bot-board-changed")
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    return [await lobby_reply(ctx, place, await ctx.storage.game(game.id) if bots else game)]


def check_strength(strength: str) -> None:
    if strength not in S.STRENGTHS:
        raise Refused("bot-bad-strength", strength=str(strength)[:30], choices=", ".join(S.STRENGTHS))


def bots_allowed(game_id: str, options: dict, players: int) -> None:
    """Refused when the table's options do not allow `players` seats (a solo variant ...): bots are
    ordinary seats, so the rules' player counts hold for them too."""
    try:
        engine.new_game(game_id, players, options=options, seed=0)
    except engine.RuleError:
        raise Refused("bot-bots-not-allowed", count=players) from None


@service_call
async def add_bot(ctx: Context, place: Place, user: User, strength: str | None = None) -> list[Reply]:
    """The host (or a manager) seats a bot of `strength` in the lobby (None: that of the lobby's last
    bot, else the stand-in's): an ordinary seat that a bot plays from the start (engine/bots.py),
    never pinged, rated per strength."""
    try:
        game = await managed_lobby(ctx, place, user, "bot-bots-started")
        seats = await ctx.storage.seats(game.id)
        if strength is None:
            bots = sorted((s for s in seats if S.bot_strength(s.user)), key=lambda s: s.joined)
            strength = S.bot_strength(bots[-1].user) if bots else S.STAND_IN
        check_strength(strength)
        meta = engine.meta(game.game)
        if len(seats) < meta.max_players:      # (a full lobby is refused as full, by sit_down)
            bots_allowed(game.game, game.options, len(seats) + 1)
        taken = {s.user for s in seats}
        number = next(n for n in range(1, meta.max_players + 1)
                      if not any(u.startswith(S.bot_user(k, n)) for u in taken for k in S.STRENGTHS))
        return await sit_down(ctx, place, game, seats, S.bot_user(strength, number), "Bot")
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)


@service_call
async def remove_bot(ctx: Context, place: Place, user: User) -> list[Reply]:
    """The host (or a manager) takes the last bot seated in the lobby away."""
    try:
        game = await managed_lobby(ctx, place, user, "bot-bots-started")
        bots = [s for s in await ctx.storage.seats(game.id) if S.bot_strength(s.user) is not None]
        if not bots:
            raise Refused("bot-no-bots")
        last = max(bots, key=lambda s: s.joined)
        if not await ctx.storage.remove_seat(game.id, last.user, game.version, ctx.clock.now()):
            raise Refused("bot-board-changed")
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    return [await lobby_reply(ctx, place, await ctx.storage.game(game.id))]


async def managed_lobby(ctx: Context, place: Place, user: User, started: str) -> GameRecord:
    """The channel's table, for its host or a manager, while it is a lobby; once it started,
    refused with the catalog key `started`."""
    game = await tables.open_game(ctx, place)
    if not tables.may_manage(game, user):
        raise Refused("bot-only-host")
    if game.status != LOBBY:
        raise Refused(started)
    return game


@service_call
async def set_clock(ctx: Context, place: Place, user: User, **clock: int | None) -> list[Reply]:
    """Change the lobby's move clock (the host or a manager): limit (hours), reserve and vacation
    (days); the parts not given are kept."""
    try:
        game = await managed_lobby(ctx, place, user, "bot-clock-started")
        seating = tables.configured_clock(clock, S.loads(game.seating))
        if not await ctx.storage.set_seating(game.id, game.version, S.dumps(seating), ctx.clock.now()):
            raise Refused("bot-board-changed")
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    return [await lobby_reply(ctx, place, await ctx.storage.game(game.id))]


async def lobby_reply(ctx: Context, place: Place, game: GameRecord, note: str = "") -> Reply:
    language = await context.channel_language(ctx, place)
    meta = engine.meta(game.game)
    seats = await ctx.storage.seats(game.id)
    shown = [tables.seat_name(dataclasses.replace(s, seat=i), language) for i, s in enumerate(seats)]
    host = next((name for name, s in zip(shown, seats) if s.user == game.host), "?")
    text = say("bot-lobby", language, host=host, game=meta.title, count=len(seats),
               min=meta.min_players, max=meta.max_players,
               players=", ".join(shown), options=tables.options_text(meta, game.options, language))
    text += "\n" + say("bot-lobby-table", language, thread="yes" if game.thread else "no",
                       pictures=game.pictures)
    text += "\n" + tables.clock_text(S.loads(game.seating), language)
    text = weblinks.with_table_line(ctx, game, language, text)
    return Reply((note + "\n" if note else "") + text, kind="lobby", channel=place.channel,
                 game=game.id, buttons=[JOIN, LEAVE, START, ADD_BOT, REMOVE_BOT])


async def open_lobby(ctx: Context, place: Place, started: str) -> tuple[GameRecord, list[SeatRecord]]:
    """The channel's table while it is a lobby, and its seats; once it started, refused with the
    catalog key `started`."""
    game = await tables.open_game(ctx, place)
    if game.status != LOBBY:
        raise Refused(started)
    return game, await ctx.storage.seats(game.id)


@service_call
async def join(ctx: Context, place: Place, user: User) -> list[Reply]:
    try:
        game, seats = await open_lobby(ctx, place, "bot-already-started")
        if tables.seat_of(seats, user):
            raise Refused("bot-already-joined")
        return await sit_down(ctx, place, game, seats, user.id, entered_name(user.name))
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)


async def sit_down(ctx: Context, place: Place, game: GameRecord, seats: list[SeatRecord], user: str,
                   name: str) -> list[Reply]:
    """A person or a bot takes a free seat of the lobby (refused when it is full); the lobby again."""
    meta = engine.meta(game.game)
    if len(seats) >= meta.max_players:
        raise Refused("bot-lobby-full", max=meta.max_players)
    if not await ctx.storage.add_seat(game.id, user, name, game.version, ctx.clock.now()):
        raise Refused("bot-board-changed")
    return [await lobby_reply(ctx, place, await ctx.storage.game(game.id))]


@service_call
async def leave(ctx: Context, place: Place, user: User) -> list[Reply]:
    try:
        game, seats = await open_lobby(ctx, place, "bot-leave-started")
        if not tables.seat_of(seats, user):
            raise Refused("bot-not-joined")
        if user.id == game.host:
            if not await ctx.storage.set_status(game.id, game.version, ABANDONED,
                                                ctx.clock.now()):
                raise Refused("bot-board-changed")
            language = await context.channel_language(ctx, place)
            return [Reply(say("bot-lobby-closed", language, host=visible_name(user.name, 0, language)),
                          channel=place.channel, game=game.id, closes=LOBBY_SLOT)]
        if not await ctx.storage.remove_seat(game.id, user.id, game.version, ctx.clock.now()):
            raise Refused("bot-board-changed")
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    return [await lobby_reply(ctx, place, await ctx.storage.game(game.id))]


@service_call
async def kick(ctx: Context, place: Place, user: User, target: str) -> list[Reply]:
    try:
        game = await managed_lobby(ctx, place, user, "bot-leave-started")
        seats = await ctx.storage.seats(game.id)
        if target == game.host or not any(s.user == target for s in seats):
            raise Refused("bot-not-joined")
        if not await ctx.storage.remove_seat(game.id, target, game.version, ctx.clock.now()):
            raise Refused("bot-board-changed")
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    return [await lobby_reply(ctx, place, await ctx.storage.game(game.id))]


@service_call
async def start(ctx: Context, place: Place, user: User, order: list[str] | None = None, *,
                open_thread: Callable[[str], Awaitable[str | None]] | None = None) -> list[Reply]:
    """Start the lobby's game. Seat order: random, or the host's `order` of user ids.

    A table that chose a thread of its own goes on in the one `open_thread(name)` opens (the
    front end's; it returns the thread's channel id, or None when it could not open one: then
    the game is played here, and the channel is told why)."""
    try:
        game = await tables.open_game(ctx, place)
        if game.status != LOBBY:
            raise Refused("bot-already-started")
        if not tables.may_manage(game, user):
            raise Refused("bot-only-host")
        seats = await ctx.storage.seats(game.id)
        meta = engine.meta(game.game)
        if not meta.min_players <= len(seats) <= meta.max_players:
            raise Refused("bot-player-count", game=meta.title, min=meta.min_players,
                          max=meta.max_players, count=len(seats))
        users = [s.user for s in seats]
        if order is None:
            order = list(users)
            ctx.shuffle.shuffle(order)
        elif sorted(order) != sorted(users):
            raise Refused("bot-bad-order")
        try:
            state, events = engine.new_game_with_events(game.game, len(seats), options=game.options,
                                                        seed=game.seed)
        except engine.RuleError as error:       # options that need another number of players
            return await context.rule_refusal(ctx, place, user, error, tables.names(seats, game=game.game))
        by_user = {s.user: s for s in seats}
        seated = tables.seating_of(ctx, game, seats).started([(u, by_user[u].name) for u in order])
        move, state = await tables.move_record(ctx, game, state, events, action=None, seated=seated)
        if game.pictures != "request":       # the first picture: the next one marks what changed since
            posting.keep_view(ctx, move, state)
        if not await ctx.storage.start_game(game.id, game.version, order, move):
            raise Refused("bot-board-changed")
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    game = await ctx.storage.game(game.id)
    replies = []
    if game.thread and open_thread is not None:
        game, place, note = await move_to_thread(ctx, place, game, open_thread)
        replies.append(note)
    replies += await posting.after_move(ctx, place, game, state, events, actor=None, intro="bot-started",
                                        picture=game.pictures != "request", everybody=game.in_own_thread)
    replies[0].closes = LOBBY_SLOT        # the lobby's buttons are done
    return replies + await moves.bots_after(ctx, place, game, state, await ctx.storage.seats(game.id))


async def move_to_thread(ctx: Context, place: Place, game: GameRecord, open_thread
                         ) -> tuple[GameRecord, Place, Reply]:
    """Open the game's thread and move the game there; a line in the channel says where it went
    (or that it stays here, when no thread could be opened)."""
    language = await context.channel_language(ctx, place)
    title = engine.meta(game.game).title
    thread = await open_thread(say("bot-thread-name", language, game=title, number=game.id)[:100])
    if thread is None or not await ctx.storage.move_to_thread(game.id, thread):
        return game, place, Reply(say("bot-thread-failed", language, game=title), kind="info",
                                  channel=place.channel, game=game.id)
    note = Reply(say("bot-thread-opened", language, game=title, thread=f"<#{thread}>"), kind="info",
                 channel=place.channel, game=game.id)
    return (dataclasses.replace(game, channel=thread, parent=place.channel),
            dataclasses.replace(place, channel=thread, parent=place.channel), note)
