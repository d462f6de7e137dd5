"""Absent players: vacations and coming back, resigning, the host removing a player out of time,
substitutes, the table's answer to a time-out, and the clock sweep that finds them."""
from __future__ import annotations

import engine
from data.locale.names import visible_name

from .. import reminders as R
from .. import seating as S
from ..replies import BOARD, HAND, PLAY, Place, Reply, User
from ..storage import ABANDONED, ACTIVE, GameRecord, SeatRecord
from ..text import say
from . import context, moves, posting, tables
from .context import Context, Refused, service_call
from .tables import entered_name


async def change_seats(ctx: Context, game: GameRecord, state, seated: S.Seating,
                       lines: list[tuple[int, str, dict]], *,
                       new_owner: tuple[int, str, str] | None = None) -> GameRecord:
    """Store a change of clocks or hands (the game's state unchanged), with a line in the game's
    log per (seat, catalog key, parameters); the next board summarises them too. Refused as
    "the board changed" when a move landed meanwhile: nothing is written then."""
    events = [{"kind": "seat", "seat": seat, "barrier": True, "private": None,
               "public": {"key": key, "params": params}} for seat, key, params in lines]
    move, _ = await tables.move_record(ctx, game, state, events, action=None, seated=seated, shown=False,
                                       new_owner=new_owner, keeps_wait=new_owner is None)
    if not await ctx.storage.commit_move(move):
        raise Refused("bot-board-changed")
    return move.applied_to(game)


async def seat_load(ctx: Context, place: Place, user: User):
    """The channel's game in play, its seats and state, the table's seating and the user's seat
    (None for somebody not at the table)."""
    game, seats, state = await tables.load(ctx, place, user)
    if game.status != ACTIVE:
        raise Refused("bot-game-finished")
    return game, seats, state, tables.seating_of(ctx, game, seats), tables.seat_of(seats, user)


async def seat_reply(ctx: Context, place: Place, game: GameRecord, key: str, *, mentions: list[str] = (),
                     buttons: list[str] = (), **params) -> Reply:
    language = await context.channel_language(ctx, place)
    return Reply(say(key, language, **params), kind="info", channel=place.channel, game=game.id,
                 mentions=list(mentions), buttons=list(buttons) or [PLAY, HAND, BOARD])


def target_seat(seats: list[SeatRecord], target: str) -> SeatRecord:
    """The seat of the player a command names (to remove or replace them)."""
    seat = tables.seat_of(seats, User(target, ""))
    if seat is None:
        raise Refused("bot-seat-unknown")
    return seat


@service_call
async def vacation(ctx: Context, place: Place, user: User, days: int) -> list[Reply]:
    """The user's vacation from this game: their clock stops and reminders to them stop for
    `days` days, within the table's allowance; /game back ends it early."""
    try:
        game, seats, state, seated, mine = await seat_load(ctx, place, user)
        if mine is None:
            raise Refused("bot-not-a-player")
        try:
            changed = seated.vacation_start(mine.seat, days, ctx.clock.now())
        except S.Invalid as invalid:
            raise Refused(invalid.key, **invalid.params) from None
        left = int(changed.seats[mine.seat].vacation_left // S.DAY)
        name = visible_name(mine.name, mine.seat)
        game = await change_seats(ctx, game, state, changed, [(mine.seat, "bot-log-vacation",
                                                               {"player": name, "days": days})])
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    return [await seat_reply(ctx, place, game, "bot-vacation-started", player=name, days=days, left=left)]


@service_call
async def back(ctx: Context, place: Place, user: User) -> list[Reply]:
    """The user is back: their vacation ends early (the unused days are kept for later), and if
    the bot played their seat, they play it again from the next decision on."""
    try:
        game, seats, state, seated, mine = await seat_load(ctx, place, user)
        if mine is None:
            raise Refused("bot-not-a-player")
        try:
            changed, ended = seated.back(mine.seat, ctx.clock.now())
        except S.Invalid as invalid:
            raise Refused(invalid.key, **invalid.params) from None
        name = visible_name(mine.name, mine.seat)
        key = "bot-log-back-seat" if "bot" in ended else "bot-log-back-vacation"
        game = await change_seats(ctx, game, state, changed, [(mine.seat, key, {"player": name})])
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    replies = [await seat_reply(ctx, place, game, key.replace("-log-", "-"), player=name)]
    if mine.seat in game.awaiting:         # their question, at once
        replies.append(await posting.prompt_reply(ctx, place, user, game, state, seats))
    return replies


async def leave_for_good(ctx: Context, game: GameRecord, state, seated: S.Seating, seat: SeatRecord,
                         log_key: str) -> tuple[GameRecord, str]:
    """The seat's player is gone (resigned or removed): the bot plays the seat from now on, and the
    log says so. The game as stored, and the player's name."""
    name = visible_name(seat.name, seat.seat)
    game = await change_seats(ctx, game, state, seated.to_bot(seat.seat, gone=True),
                              [(seat.seat, log_key, {"player": name})])
    return game, name


@service_call
async def resign(ctx: Context, place: Place, user: User, confirm: bool = False) -> list[Reply]:
    """The user gives up the game: the bot plays their seat from now on, and the table may hand
    it to a substitute (/game replace). The game goes on."""
    try:
        game, seats, state, seated, mine = await seat_load(ctx, place, user)
        if mine is None:
            raise Refused("bot-not-a-player")
        if seated.seats[mine.seat].gone:
            raise Refused("bot-seat-left")
        if not confirm:
            language = await context.user_language(ctx, place, user)
            return [Reply(say("bot-resign-confirm", language), kind="confirm", private=True,
                          user=user.id, game=game.id, buttons=["resign-confirm"])]
        game, name = await leave_for_good(ctx, game, state, seated, mine, "bot-log-resigned")
        if not tables.seating_of(ctx, game, seats).people_left():
            return await nobody_left(ctx, place, game, name)
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    reply = await seat_reply(ctx, place, game, "bot-resigned", player=name)
    return [reply] + await moves.bots_after(ctx, place, game, state, seats)


@service_call
async def remove(ctx: Context, place: Place, user: User, target: str) -> list[Reply]:
    """The host (or a manager) removes a player whose time ran out: the bot plays the seat from
    now on, and the table may hand it to a substitute."""
    try:
        game, seats, state, seated, mine = await seat_load(ctx, place, user)
        if not tables.may_manage(game, user):
            raise Refused("bot-only-host")
        seat = target_seat(seats, target)
        clock = seated.seats[seat.seat]
        if clock.gone:
            raise Refused("bot-seat-already-left")
        if not clock.timed_out and not clock.bot:
            raise Refused("bot-remove-not-timed-out")
        game, name = await leave_for_good(ctx, game, state, seated, seat, "bot-log-removed")
        if not tables.seating_of(ctx, game, seats).people_left():
            return await nobody_left(ctx, place, game, name)
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    reply = await seat_reply(ctx, place, game, "bot-removed", player=name)
    return [reply] + await moves.bots_after(ctx, place, game, state, seats)


async def nobody_left(ctx: Context, place: Place, game: GameRecord, name: str) -> list[Reply]:
    """The last person at the table left it: a game is not played on by bots alone, it is abandoned."""
    if not await ctx.storage.set_status(game.id, game.version, ABANDONED, ctx.clock.now()):
        raise Refused("bot-board-changed")
    language = await context.channel_language(ctx, place)
    title = engine.meta(game.game).title
    replies = [Reply(say("bot-abandoned-nobody-left", language, player=name, game=title), channel=place.channel,
                     game=game.id)]
    if game.in_own_thread:
        replies.append(Reply(say("bot-abandoned-nobody-left", language, player=name, game=title), kind="result",
                             channel=game.parent, game=game.id))
    return replies


def may_choose(ctx: Context, game: GameRecord, seated: S.Seating, mine: SeatRecord | None, user: User) -> bool:
    """Who may choose for the table: a player still at it (not one the bot plays for after
    resigning), the host or a manager."""
    return tables.may_manage(game, user) or (mine is not None and not seated.seats[mine.seat].gone)


@service_call
async def replace(ctx: Context, place: Place, user: User, target: str, new: User) -> list[Reply]:
    """Hand `target`'s seat to `new`, a substitute who takes it for good (with the seat's private
    view, which `target` loses). Possible when the seat's time ran out, the bot plays it or its
    owner left; or when the owner hands over their own seat."""
    try:
        game, seats, state, seated, mine = await seat_load(ctx, place, user)
        if not may_choose(ctx, game, seated, mine, user):
            raise Refused("bot-not-at-table")
        seat = target_seat(seats, target)
        clock = seated.seats[seat.seat]
        if not (clock.timed_out or clock.bot or clock.gone or target == user.id):
            raise Refused("bot-replace-not-absent", player=visible_name(seat.name, seat.seat))
        if tables.seat_of(seats, new) is not None:
            raise Refused("bot-replace-already-playing", player=entered_name(new.name))
        if new.automated or new.id == S.BOT:
            raise Refused("bot-replace-not-a-person")
        old, name = visible_name(seat.name, seat.seat), entered_name(new.name)
        changed = seated.substitute(seat.seat, new.id, name, ctx.clock.now())
        game = await change_seats(ctx, game, state, changed, [(seat.seat, "bot-log-substitute",
                                                               {"player": old, "substitute": name})],
                                  new_owner=(seat.seat, new.id, name))
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    return [await seat_reply(ctx, place, game, "bot-substitute", mentions=[new.id], player=old,
                             substitute=visible_name(name, seat.seat))]


@service_call
async def timeout_choice(ctx: Context, place: Place, user: User, choice: str) -> list[Reply]:
    """The table's answer to a time-out (for every seat out of time): "wait" (one more limit) or
    "bot" (the bot plays the seat until its owner takes it back). A substitute: `replace`."""
    try:
        game, seats, state, seated, mine = await seat_load(ctx, place, user)
        if not may_choose(ctx, game, seated, mine, user):
            raise Refused("bot-not-at-table")
        out = [seat for seat, clock in enumerate(seated.seats) if clock.timed_out]
        if not out:
            raise Refused("bot-timeout-none")
        if mine is not None and mine.seat in out:      # even the host: they may simply move
            raise Refused("bot-timeout-own")
        if choice not in ("wait", "bot"):
            raise Refused("bot-timeout-bad-choice")
        names = tables.names(seats, game=game.game)
        lines = []
        for seat in out:
            seated = seated.wait(seat, ctx.clock.now()) if choice == "wait" else seated.to_bot(seat)
            lines.append((seat, f"bot-log-timeout-{choice}", {"player": names(seat)}))
        game = await change_seats(ctx, game, state, seated, lines)
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    language = await context.channel_language(ctx, place)
    names = tables.names(seats, language, game.game)
    by_seat = {s.seat: s.user for s in seats}
    reply = await seat_reply(ctx, place, game, f"bot-timeout-{choice}",
                             mentions=[by_seat[seat] for seat in out],
                             players=", ".join(names(seat) for seat in out),
                             count=len(out))
    return [reply] + await moves.bots_play(ctx, place, game, state, seats)


async def sweep_seats(ctx: Context, limit: int = 500) -> list[Reply]:
    """The clock sweep: vacations that ended, seats that ran out of time (the table is told and
    asked to choose), and the bot's moves that a restart interrupted. Public replies only. In the
    channel's quiet hours it waits for their end: a player whose time ran out may still move."""
    replies: list[Reply] = []
    now = ctx.clock.now()
    for game in await ctx.storage.due_seatings(now, limit):
        quiet_end = R.quiet_until(now, await context.channel_settings(ctx, game.channel, game.parent))
        if quiet_end is not None:     # nobody is told anything (nor does the bot move) in quiet hours
            await ctx.storage.reschedule_seating(game.id, game.version, quiet_end)
            continue
        place = Place(channel=game.channel, guild=game.guild, parent=game.parent)
        seats = await ctx.storage.seats(game.id)
        state = engine.loads(game.state)
        seated, happened = tables.seating_of(ctx, game, seats).tick(now)
        if happened:
            names = tables.names(seats, game=game.game)
            lines = [(seat, f"bot-log-{what}", {"player": names(seat)}) for what, seat in happened]
            try:
                game = await change_seats(ctx, game, state, seated, lines)
            except Refused:
                continue             # a move landed meanwhile: the next sweep looks again
            replies += await seat_news(ctx, place, game, seats, happened)
        replies += await moves.bots_play(ctx, place, game, state, seats)
    return [reply for reply in replies if not reply.private]


async def seat_news(ctx: Context, place: Place, game: GameRecord, seats: list[SeatRecord],
                    happened: list[tuple[str, int]]) -> list[Reply]:
    """What the table is told of the sweep's findings: a time-out asks the players still at the
    table (or the host) to choose, with its buttons; a vacation's end is one line."""
    language = await context.channel_language(ctx, place)
    names = tables.names(seats, language, game.game)
    seated = tables.seating_of(ctx, game, seats)
    out = [seat for what, seat in happened if what == "timeout"]
    back = [seat for what, seat in happened if what == "vacation-over"]
    replies = []
    if back:
        replies.append(await seat_reply(ctx, place, game, "bot-vacation-over",
                                        players=", ".join(names(seat) for seat in back),
                                        count=len(back)))
    if out:
        present = [s.user for s in seats if not seated.seats[s.seat].bot]
        replies.append(await seat_reply(ctx, place, game, "bot-timeout", mentions=present,
                                        buttons=["wait", "seatbot"],
                                        players=", ".join(names(seat) for seat in out),
                                        count=len(out)))
    return replies
