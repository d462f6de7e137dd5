"""Looking at a table: the board, one's own hand, the log, the status at a glance, one's games."""
from __future__ import annotations

import asyncio

import engine

from .. import seating as S
from ..replies import BOARD, HAND, PLAY, Place, Reply, User
from ..storage import ABANDONED, ACTIVE, FINISHED, LOBBY, GameRecord
from ..text import render, say
from . import context, lobby, posting, tables, weblinks
from .context import Context, Refused, service_call

LOG_PAGE = 15
MAX_LOG_PAGE = 10**6           # far past any game's log; keeps the SQL limit a small integer
STATUS_EVENTS = 3           # the last things that happened, in /game status


@service_call
async def board(ctx: Context, place: Place, user: User, *, private: bool = False) -> list[Reply]:
    """The board as it stands: posted for everybody (/game board), or `private`ly for the user
    who asked (the Board button: a look in the middle of one's action floods nobody)."""
    try:
        game, seats, state = await tables.load(ctx, place, user, viewing=True)
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    language = await (context.user_language(ctx, place, user) if private else context.channel_language(ctx, place))
    names = tables.names(seats, language, game.game)
    abandoned = game.status == ABANDONED
    seated = tables.seating_of(ctx, game, seats)
    text = (say("bot-game-abandoned", language, game=engine.meta(game.game).title) if abandoned
            else posting.whose_turn(ctx, state, seats, language, names, seated))
    text = weblinks.with_table_line(ctx, game, language, text)
    reply = Reply(text, kind="board", channel=None if private else place.channel, game=game.id,
                  private=private, user=user.id if private else None,
                  buttons=[] if private else [PLAY, HAND, BOARD] if game.status == ACTIVE else [HAND, BOARD])
    await posting.attach_board(ctx, reply, state, language, names, abandoned=abandoned,
                               seating=None if abandoned else seated)
    return [reply]


@service_call
async def hand(ctx: Context, place: Place, user: User) -> list[Reply]:
    """The user's private view (behind their screen), for them only."""
    try:
        game, seats, state = await tables.load(ctx, place, user, viewing=True)
        mine = tables.seat_of(seats, user)
        if mine is None:
            raise Refused("bot-not-a-player")
        if tables.seating_of(ctx, game, seats).seats[mine.seat].gone:
            raise Refused("bot-seat-left")      # resigned or removed: the seat's secrets are not
                                                # theirs, during the game or after it
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    language = await context.user_language(ctx, place, user)
    names = tables.names(seats, language, game.game)
    view = engine.view(state, mine.seat)
    text = render(view["hand"], language, names)     # each game words its own summary
    link = await weblinks.hand_line(ctx, game, mine.seat, user.id, language)
    text += f"\n{link}" if link else ""
    reply = Reply(text, kind="hand", private=True, user=user.id, game=game.id)
    if ctx.renderer is not None:
        picture = await asyncio.to_thread(ctx.renderer.screen, view, language=language, names=names)
        reply.image, reply.alt = picture.png, picture.alt
    return [reply]


@service_call
async def log(ctx: Context, place: Place, user: User, page: int = 0) -> list[Reply]:
    """Recent events, newest page first; a player also sees the hidden half of their own."""
    try:
        game = await tables.viewable_game(ctx, place)
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    seats = await ctx.storage.seats(game.id)
    mine = tables.seat_of(seats, user)
    language = await context.user_language(ctx, place, user)
    names = tables.names(seats, language, game.game)
    page = max(0, page)
    events = await ctx.storage.events(game.id, limit=LOG_PAGE * (min(page, MAX_LOG_PAGE) + 1))
    if page > 0 and len(events) <= LOG_PAGE * page:     # fewer events than the pages before it
        pages = max(1, -(-len(events) // LOG_PAGE))
        return [Reply(say("bot-log-past-end", language, page=page + 1, pages=pages), kind="log",
                      private=True, user=user.id, game=game.id)]
    events = events[: max(0, len(events) - LOG_PAGE * page)][-LOG_PAGE:]
    lines = []
    for record in events:
        event = record.event
        if event.get("kind") == "turn":
            continue
        line = render(event["public"], language, names)
        if event.get("private") and mine is not None and event.get("seat") == mine.seat:
            line += " (" + render(event["private"], language, names) + ")"
        lines.append(line)
    text = "\n".join(lines) if lines else say("bot-log-empty", language)
    return [Reply(text, kind="log", private=True, user=user.id, game=game.id)]


@service_call
async def status(ctx: Context, place: Place, user: User) -> list[Reply]:
    try:
        game = await tables.viewable_game(ctx, place)
        if game.state is None and game.status != LOBBY:
            raise Refused("bot-no-game")      # a lobby that was closed before it started
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    language = await context.user_language(ctx, place, user)
    if game.status == LOBBY:
        return [await lobby.lobby_reply(ctx, place, game)]
    seats = await ctx.storage.seats(game.id)
    names = tables.names(seats, language, game.game)
    state = engine.loads(game.state)
    title = engine.meta(game.game).title
    seated = tables.seating_of(ctx, game, seats)
    if game.status == ABANDONED:
        text = say("bot-game-abandoned", language, game=title)
    elif game.status == FINISHED:
        text = say("bot-status-finished", language, game=title,
                   result=posting.result_text(ctx, state, language, names, seated))
    else:
        text = await status_text(ctx, game, state, seats, seated, language, names)
    return [Reply(text, kind="status", private=True, user=user.id, game=game.id)]


async def status_text(ctx: Context, game: GameRecord, state, seats, seated: S.Seating, language: str, names
                      ) -> str:
    """A game in play at a glance: the game and its options, the round and phase, each player's
    public standing, whose turn and for how long, the move clock, the last things that happened."""
    meta = engine.meta(game.game)
    lines = [say("bot-status-game", language, game=meta.title,
                 options=tables.options_text(meta, game.options, language))]
    lines += standing_lines(state, seated, language, names)
    hours = int((ctx.clock.now() - (game.awaiting_since or ctx.clock.now())) // 3600)
    lines.append(say("bot-status-waiting", language, hours=hours,
                     waiting=posting.whose_turn(ctx, state, seats, language, names, seated)))
    lines += clock_lines(ctx, seated, language, names)
    recent = [render(r.event["public"], language, names) for r in
              await ctx.storage.events(game.id, limit=STATUS_EVENTS * 4) if r.event.get("kind") != "turn"]
    recent = [line for line in recent if line][-STATUS_EVENTS:]
    if recent:
        lines.append(say("bot-status-recent", language) + "\n" + "\n".join(f"- {line}" for line in recent))
    return "\n".join(lines)


def standing_lines(state, seated: S.Seating, language: str, names) -> list[str]:
    """The round and phase, a note, then each player's public standing ("- Ada: ..."), with the bot or
    a vacation marked (/game status, the table's web page)."""
    standing = engine.standing(state)
    lines = []
    phase = render(standing.phase, language, names) if standing.phase is not None else ""
    if standing.round is not None:
        lines.append(say("bot-status-round", language, round=standing.round, phase=phase or "-"))
    elif phase:
        lines.append(say("bot-status-phase", language, phase=phase))
    if standing.note is not None:
        lines.append(render(standing.note, language, names))
    people = len(standing.players)
    for seat, line in enumerate(standing.players + standing.others):
        lines.append(say("bot-status-player", language, player=names(seat),
                         line=render(line, language, names), away="bot" if seat in seated.bot_seats()
                         else "vacation" if seat < people and seated.seats[seat].on_vacation else "no"))
    return lines


def clock_lines(ctx: Context, seating: S.Seating, language: str, names) -> list[str]:
    """The table's move clock, then per seat what is not as usual: the time left of each awaited
    seat, a time-out, a vacation, the bot at the seat."""
    now = ctx.clock.now()
    lines = [tables.clock_text(seating, language)]
    for seat, clock in enumerate(seating.seats):
        if clock.bot:
            key, params = ("bot-clock-seat-gone" if clock.gone else "bot-clock-seat-bot"), {}
        elif clock.on_vacation:
            key, params = "bot-clock-seat-vacation", {"left": S.duration(clock.vacation_until - now)}
        elif clock.timed_out:
            key, params = "bot-clock-seat-timed-out", {}
        elif clock.awaited and seating.limit is not None:
            key, params = "bot-clock-seat-time", {"left": S.duration(seating.time_left(seat, now))}
        else:
            continue
        lines.append(say(key, language, player=names(seat), **params))
    return lines


@service_call
async def my_games(ctx: Context, user: User) -> list[Reply]:
    language = await context.user_language(ctx, None, user)
    lines = []
    for game, seat in await ctx.storage.games_of_user(user.id):
        title = say(f"{game.game}-title", language)
        key = "bot-my-game-turn" if seat.seat in game.awaiting and game.status == ACTIVE else (
            "bot-my-game-lobby" if game.status == LOBBY else "bot-my-game-wait")
        lines.append(say(key, language, game=title, channel=game.channel, guild=game.guild or ""))
    text = "\n".join(lines) if lines else say("bot-my-games-none", language)
    return [Reply(text, kind="games", private=True, user=user.id)]
