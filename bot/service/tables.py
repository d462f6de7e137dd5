"""Finding a channel's game, its seats and names, and building the move to store: what most use cases
start with (tables and seats) and end with (the stored row)."""
from __future__ import annotations

from typing import Callable

import msgspec

import engine
from data.locale import DEFAULT as DEFAULT_LANGUAGE
from data.locale.names import automa_name, bounded, clean, visible_name

from .. import ratings
from .. import reminders as R
from .. import seating as S
from ..replies import Place, User
from ..storage import (ACTIVE, FINISHED, LOBBY, ActionRecord, Finish, GameRecord, Move, ResultRecord,
                       SeatRecord)
from ..text import say
from . import context
from .context import Context, Refused

MAX_LABEL = 100             # Discord shows a choice's label in at most 100 characters
# How often a table's board post carries the picture: at every turn's end (the default), at the first
# turn's end of each round, or only when somebody asks (/game board). The summary and the pings are
# posted either way, and the final board always has its picture.
PICTURES = ("turn", "round", "request")


def fit(label: str) -> str:
    """Shorten a label to Discord's limit (long player names can push a label over it)."""
    return label if len(label) <= MAX_LABEL else label[: MAX_LABEL - 1].rstrip() + "…"


def entered_name(name: str) -> str:
    """A display name as it enters the system: invisible characters removed, at most 32 characters
    (an empty result is shown as "Player N" later, when the seat is known)."""
    return bounded(clean(name))


async def no_game(ctx: Context, place: Place) -> Refused:
    """There is no game here; if the channel's games went on in threads, where they are."""
    threads = await ctx.storage.open_games_under(place.channel)
    if threads:
        return Refused("bot-no-game-threads", threads=", ".join(f"<#{g.channel}>" for g in threads))
    return Refused("bot-no-game")


async def open_game(ctx: Context, place: Place) -> GameRecord:
    game = await ctx.storage.open_game(place.channel)
    if game is None:
        raise await no_game(ctx, place)
    return game


async def viewable_game(ctx: Context, place: Place) -> GameRecord:
    """The channel's open game, else its most recent one (to look at a finished game)."""
    game = await ctx.storage.open_game(place.channel) or await ctx.storage.latest_game(place.channel)
    if game is None:
        raise await no_game(ctx, place)
    return game


async def active_game(ctx: Context, place: Place) -> GameRecord:
    game = await open_game(ctx, place)
    if game.status == LOBBY:
        raise Refused("bot-not-started")
    return game


def names(seats: list[SeatRecord], language: str = DEFAULT_LANGUAGE, game: str | None = None
          ) -> Callable[[int], str]:
    """Each seat's name as shown: invisible characters removed, "Player N" if nothing is left.
    A seat past the people's is the game's own automated opponent (the Architects' Rival)."""
    by_seat = {s.seat: seat_name(s, language) for s in seats if s.seat is not None}
    automa = automa_name(game, language)
    return lambda seat: by_seat.get(seat, automa if seat >= len(by_seat) else f"#{seat + 1}")


def seat_name(seat: SeatRecord, language: str = DEFAULT_LANGUAGE) -> str:
    """A seat's name as shown; a bot seat's says it is a bot and its strength ("Bot 2 (strong)")."""
    return bot_name(seat.user, language) or visible_name(seat.name, seat.seat or 0, language)


def bot_name(user: str, language: str = DEFAULT_LANGUAGE) -> str | None:
    """A bot seat's (or a bot strength's rating's) name in `language`; None for a person."""
    strength = S.bot_strength(user)
    if strength is None:
        return None
    number = user[len(S.SEAT_BOT) + len(strength) + 1:]
    return say("bot-seat-bot", language, number=int(number) if number.isdigit() else 0,
               strength=say(f"bot-strength-{strength}", language))


def seat_of(seats: list[SeatRecord], user: User) -> SeatRecord | None:
    return next((s for s in seats if s.user == user.id), None)


def may_manage(game: GameRecord, user: User) -> bool:
    return user.manager or game.host == user.id


async def interval(ctx: Context, game: GameRecord) -> float:
    return R.interval_seconds(await context.channel_settings(ctx, game.channel, game.parent))


def seating_of(ctx: Context, game: GameRecord, seats: list[SeatRecord]) -> S.Seating:
    """The table's clocks and hands; a game started before they existed gets them now."""
    seating = S.loads(game.seating)
    if game.status != LOBBY and not seating.seats and seats:
        seating = seating.started([(s.user, s.name) for s in seats if s.seat is not None])
        seating = seating.after_move(mover=None, by_bot=False, before=set(),
                                     after=set(game.awaiting), now=ctx.clock.now())
    return seating


def as_stored(state) -> tuple[str, engine.State]:
    """The state's stored text, and the state exactly as it will be loaded again: everything after a
    move (who is awaited, the answers, the pictures) is made from that form."""
    text = engine.dumps(state)
    return text, engine.loads(text)


async def move_record(ctx: Context, game: GameRecord, state, events, *, action: ActionRecord | None,
                      seated: S.Seating, shown: bool = True, keeps_wait: bool = False,
                      new_owner: tuple[int, str, str] | None = None, stored: str | None = None
                      ) -> tuple[Move, engine.State]:
    """The move to store, and the state as stored (`as_stored`; `stored`: the text of a `state`
    already in that form). `seated`: the seats' clocks before the move (the move charges its
    mover's and starts the asked ones'); `keeps_wait`: not a move of the game (a change of clocks):
    the reminders go on as they were."""
    now = ctx.clock.now()
    if stored is None:
        text, state = as_stored(state)
    else:
        text = stored
    pending = context.pending(state)
    awaiting = sorted({d.seat for d in pending})
    over = not pending
    next_at = None if over else now + await interval(ctx, game)
    before = set(game.awaiting) if game.status == ACTIVE else set()
    seating = seated.after_move(mover=action.seat if action else None,
                                by_bot=action is not None and action.user == S.BOT,
                                before=before, after=set(awaiting), now=now)
    due = seating.due()
    if seating.bot_seats() & set(awaiting):      # the bot is to play: at once (or by the sweep)
        due = now
    since = now
    if keeps_wait:
        since, next_at = game.awaiting_since or now, game.next_reminder_at
    return Move(game=game.id, expected_version=game.version, state=text,
                status=FINISHED if over else ACTIVE, awaiting=awaiting, awaiting_since=since,
                next_reminder_at=next_at, action=action, keeps_wait=keeps_wait,
                events=[e if isinstance(e, dict) else msgspec.to_builtins(e) for e in events],
                at=now, shown=shown, seating=S.dumps(seating), seating_due=due,
                new_owner=new_owner, finish=finish(game, state, seating) if over else None), state


def finish(game: GameRecord, state, seating: S.Seating) -> Finish:
    """Every seat's result, stored with the last move; a seat counts for its player's rating only
    when that person made all its moves, and only when two such seats or more are left
    (bot/ratings.py)."""
    result = engine.result(state)
    places = result.places()
    rows = []
    rated_bots: set[str] = set()
    for score in sorted(result.scores, key=lambda score: places[score.seat]):
        seat = score.seat
        person = seat < len(seating.seats)
        owner = seating.seats[seat].owner if person else None
        user = S.rated_as(owner.user) if owner else ""
        rated = person and seating.sole_player(seat) is not None
        if rated and user != owner.user:        # a bot seat: its strength's best-placed seat is rated
            rated, _ = user not in rated_bots, rated_bots.add(user)
        rows.append(ResultRecord(seat=seat, user=user, name=owner.name if owner else "",
                                 place=places[seat], score=score.total, won=seat in result.winners,
                                 rated=rated))
    rows.sort(key=lambda row: row.seat)
    people = [row for row in rows if row.rated and S.bot_strength(row.user) is None]
    if not people or sum(row.rated for row in rows) < ratings.MIN_RATED_SEATS:
        for row in rows:
            row.rated = False
    return Finish(guild=game.guild or "", kind=game.game, results=rows)


def configured_clock(clock: dict[str, int | None], base: S.Seating | None = None) -> S.Seating:
    unknown = set(clock) - {"limit", "reserve", "vacation"}
    if unknown:
        raise Refused("bot-setting-unknown", name=sorted(unknown)[0][:30])
    try:
        if base is None:
            return S.Seating.configured(clock.get("limit"), clock.get("reserve"), clock.get("vacation"))
        return base.changed(clock.get("limit"), clock.get("reserve"), clock.get("vacation"))
    except S.Invalid as invalid:
        raise Refused(invalid.key, **invalid.params) from None


def options_text(meta, options: dict, language: str) -> str:
    """A table's options as the lobby shows them ("base game" when none is chosen)."""
    chosen = [say("bot-option-on", language, option=spec.label)
              for spec in meta.options if options.get(spec.name) is True]
    chosen += [say("bot-option-value", language, option=spec.label,
                   value=engine.Msg(f"{meta.id}-option-{spec.name}-{options[spec.name]}"))
               for spec in meta.options
               if spec.type == "choice" and options.get(spec.name, spec.default) != spec.default]
    return ", ".join(chosen) or say("bot-options-none", language)


async def load(ctx: Context, place: Place, user: User, *, viewing: bool = False):
    """The channel's game in play, its seats (read together) and its state; `viewing`: also the
    channel's latest game when none is open (to look at a finished game)."""
    if viewing:
        game = await viewable_game(ctx, place)
        seats = None
    else:
        game, seats = await ctx.storage.open_game_with_seats(place.channel)
        if game is None:
            raise await no_game(ctx, place)
    if game.state is None:
        raise Refused("bot-not-started" if game.status == LOBBY else "bot-no-game")
    if seats is None:
        seats = await ctx.storage.seats(game.id)
    return game, seats, engine.loads(game.state)


def decision_token(game: GameRecord, decision_id: str) -> str:
    """The decision id shown to players. The engine's ids never repeat within one line of play,
    but an undo replays the game and asks its questions again under the same ids; counting the
    undos in keeps an answer to a question from before an undo from matching one asked after."""
    return decision_id if game.undos == 0 else f"{decision_id}.{game.undos}"


def check_at_seat(seated: S.Seating, seat: int) -> None:
    """The seat's owner plays it themselves now (not the bot, not after resigning)."""
    if seat < len(seated.seats):
        if seated.seats[seat].gone:
            raise Refused("bot-seat-left")
        if seated.seats[seat].bot:
            raise Refused("bot-seat-bot-plays")


def clock_text(seating: S.Seating, language: str) -> str:
    """The table's clock in one line: the limit and reserve (or none), the vacation allowance."""
    vacation = round(seating.vacation / S.DAY)
    if seating.limit is None:
        return say("bot-clock-off", language, vacation=vacation)
    return say("bot-clock", language, hours=round(seating.limit / S.HOUR),
               reserve=round(seating.reserve / S.DAY), vacation=vacation)
