"""The table service: games per channel, who may do what, one transaction per move, replies as data.

It knows games, players, channels and users, but not Discord: the Discord and console front ends are
thin translations of it, and most tests drive it directly. Per move, in one transaction: load the game,
check the player and the decision id, `engine.act`, append the action and its events, store the new
state and the reminder time. The board is drawn in a worker thread meanwhile (from the state as it will
be stored; a move that loses a race drops it), then the reply. A refused move writes nothing.
"""
from __future__ import annotations

import asyncio
import dataclasses
import functools
import logging
import random
import secrets
from collections import OrderedDict
from contextvars import ContextVar
from typing import Any, Awaitable, Callable

import msgspec

import engine
from engine import record as records
from engine.seatbot import SeatBot
from data.locale import DEFAULT as DEFAULT_LANGUAGE
from data.locale.names import automa_name, bounded, clean, visible_name
from engine.core import rules as engine_rules

from . import aftergame, guides, ratings
from . import reminders as R
from . import seating as S
from .clock import Clock, SystemClock
from .replies import (BOARD, HAND, JOIN, LEAVE, LOBBY_SLOT, PLAY, START, Attachment, Choice, GuidePage, Place,
                      Prompt, Reply, User)
from .storage import (ABANDONED, ACTIVE, FINISHED, LOBBY, ActionRecord, ChannelBusy, Finish, GameRecord,
                      Move, ResultRecord, SeatRecord, Storage)
from .text import pick_language, render, say
from .typed import TypedRefusal, read_typed, shown_options

log = logging.getLogger(__name__)

LOG_PAGE = 15
MAX_LOG_PAGE = 10**6           # far past any game's log; keeps the SQL limit a small integer
MAX_CHOICES = 25            # Discord shows at most 25 choices ...
MAX_LABEL = 100             # ... each label at most 100 characters
STATUS_EVENTS = 3           # the last things that happened, in /game status
HISTORY_PAGE = 10           # finished games per page of /game history
STATS_TOP = 10              # players per game in a server's leaderboard
STATS_RECENT = 5            # a player's latest results in /stats user:
KEPT_REPLAYS = 8            # replays kept in memory for /game replay (about 1 MB each)
SUMMARY_LINES = 15          # lines of a board's summary of the turn (earlier ones: "see the log")
# How often a table's board post carries the picture: at every turn's end (the default), at the first
# turn's end of each round, or only when somebody asks (/game board). The summary and the pings are
# posted either way, and the final board always has its picture.
PICTURES = ("turn", "round", "request")
MOVE_ATTEMPTS = 8           # a move racing other seats' answers to the same step is tried this often
MAX_BOT_MOVES = 5000        # the bot's moves in one go: more than any game's, when every seat is the bot


def fit(label: str) -> str:
    """Shorten a label to Discord's limit (long player names can push a label over it)."""
    return label if len(label) <= MAX_LABEL else label[: MAX_LABEL - 1].rstrip() + "…"


def entered_name(name: str) -> str:
    """A display name as it enters the system: invisible characters removed, at most 32 characters
    (an empty result is shown as "Player N" later, when the seat is known)."""
    return bounded(clean(name))


# Settings read during one service call, by (scope, target): a move needs the channel's, the guild's
# and the user's several times (interval, languages), and reads them in one query.
_settings_read: ContextVar[dict[tuple[str, str], dict[str, str]] | None] = ContextVar(
    "settings_read", default=None)


def reads_settings_once(method):
    """Within this service call (and the calls it makes), each scope's settings are read once: the
    channel's, the guild's and the user's of its (place, user) arguments all in one query."""
    @functools.wraps(method)
    async def once(self, *args, **kwargs):
        if _settings_read.get() is not None:
            return await method(self, *args, **kwargs)
        token = _settings_read.set({})
        try:
            place = next((a for a in args[:2] if isinstance(a, Place)), None)
            user = next((a for a in args[:2] if isinstance(a, User)), None)
            await self._read_settings(place, user)
            return await method(self, *args, **kwargs)
        finally:
            _settings_read.reset(token)
    return once


class Refused(Exception):
    """A request the service declines; carries the catalog key and parameters of the answer."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class TableService:
    def __init__(self, storage: Storage, *, clock: Clock | None = None, renderer: Any = None,
                 seed_source: Callable[[], int] | None = None, shuffle: random.Random | None = None):
        self.storage = storage
        self.clock = clock or SystemClock()
        self.renderer = renderer          # module with board(view, ...) and screen(view, ...), or None
        self.seed_source = seed_source or (lambda: secrets.randbits(48))
        self.shuffle = shuffle or random.SystemRandom()
        self.seat_bot = SeatBot()         # plays the seats of absent players (pure, deterministic)
        self._replays: OrderedDict[tuple[int, str], Any] = OrderedDict()   # (game, language): its replay

    # --- helpers --------------------------------------------------------------------------------

    async def _settings(self, scope: str, target: str) -> dict[str, str]:
        read = _settings_read.get()
        if read is None:
            return await self.storage.get_settings(scope, target)
        if (scope, target) not in read:
            read[(scope, target)] = await self.storage.get_settings(scope, target)
        return read[(scope, target)]

    async def _read_settings(self, place: Place | None, user: User | None) -> None:
        """Read the settings this call will need (channel, guild, user) in one query."""
        read = _settings_read.get()
        wanted = [(scope, target) for scope, target in (
            ("channel", place.channel if place else None), ("channel", place.parent if place else None),
            ("guild", place.guild if place else None), ("user", user.id if user else None))
            if target is not None and (scope, target) not in read]
        if wanted:
            found = await self.storage.get_settings_many(wanted)
            read.update({key: found.get(key, {}) for key in wanted})

    async def _channel_settings(self, channel: str, parent: str | None = None) -> dict[str, str]:
        """A channel's settings; in a thread, its own over those of the channel it belongs to."""
        own = await self._settings("channel", channel)
        return {**await self._settings("channel", parent), **own} if parent else own

    async def _channel_language(self, place: Place) -> str:
        channel = await self._channel_settings(place.channel, place.parent)
        guild = await self._settings("guild", place.guild) if place.guild else {}
        return pick_language(channel.get("language"), guild.get("language"), place.locale)

    async def _user_language(self, place: Place | None, user: User) -> str:
        mine = await self._settings("user", user.id)
        channel = await self._channel_language(place) if place else None
        return pick_language(mine.get("language"), user.locale, channel)

    async def _refusal(self, place: Place | None, user: User, refused: Refused) -> list[Reply]:
        language = await self._user_language(place, user)
        return [Reply(say(refused.key, language, **refused.params), kind="refusal", private=True,
                      user=user.id, ok=False)]

    async def _rule_refusal(self, place: Place, user: User, error: engine.RuleError,
                            names) -> list[Reply]:
        language = await self._user_language(place, user)
        return [Reply(render(error.message, language, names), kind="refusal", private=True,
                      user=user.id, ok=False)]

    async def _no_game(self, place: Place) -> Refused:
        """There is no game here; if the channel's games went on in threads, where they are."""
        threads = await self.storage.open_games_under(place.channel)
        if threads:
            return Refused("bot-no-game-threads", threads=", ".join(f"<#{g.channel}>" for g in threads))
        return Refused("bot-no-game")

    async def _open_game(self, place: Place) -> GameRecord:
        game = await self.storage.open_game(place.channel)
        if game is None:
            raise await self._no_game(place)
        return game

    async def _viewable_game(self, place: Place) -> GameRecord:
        """The channel's open game, else its most recent one (to look at a finished game)."""
        game = await self.storage.open_game(place.channel) or await self.storage.latest_game(place.channel)
        if game is None:
            raise await self._no_game(place)
        return game

    async def _active_game(self, place: Place) -> GameRecord:
        game = await self._open_game(place)
        if game.status == LOBBY:
            raise Refused("bot-not-started")
        return game

    @staticmethod
    def _names(seats: list[SeatRecord], language: str = DEFAULT_LANGUAGE, game: str | None = None
               ) -> Callable[[int], str]:
        """Each seat's name as shown: invisible characters removed, "Player N" if nothing is left.
        A seat past the people's is the game's own automated opponent (the Architects' Rival)."""
        by_seat = {s.seat: visible_name(s.name, s.seat, language) for s in seats if s.seat is not None}
        automa = automa_name(game, language)
        return lambda seat: by_seat.get(seat, automa if seat >= len(by_seat) else f"#{seat + 1}")

    @staticmethod
    def _seat_of(seats: list[SeatRecord], user: User) -> SeatRecord | None:
        return next((s for s in seats if s.user == user.id), None)

    def _may_manage(self, game: GameRecord, user: User) -> bool:
        return user.manager or game.host == user.id

    async def _interval(self, game: GameRecord) -> float:
        return R.interval_seconds(await self._channel_settings(game.channel, game.parent))

    def _seating_of(self, game: GameRecord, seats: list[SeatRecord]) -> S.Seating:
        """The table's clocks and hands; a game started before they existed gets them now."""
        seating = S.loads(game.seating)
        if game.status != LOBBY and not seating.seats and seats:
            seating = seating.started([(s.user, s.name) for s in seats if s.seat is not None])
            seating = seating.after_move(mover=None, by_bot=False, before=set(),
                                         after=set(game.awaiting), now=self.clock.now())
        return seating

    async def _move_record(self, game: GameRecord, state, events, *, action: ActionRecord | None,
                           seated: S.Seating, shown: bool = True, keeps_wait: bool = False,
                           new_owner: tuple[int, str, str] | None = None) -> tuple[Move, engine.State]:
        """The move to store, and the state exactly as it will be stored and loaded again: everything
        after the move (who is awaited, the answers, the pictures) is made from that form. `seated`:
        the seats' clocks before the move (the move charges its mover's and starts the asked ones');
        `keeps_wait`: not a move of the game (a change of clocks): the reminders go on as they were."""
        now = self.clock.now()
        text = engine.dumps(state)
        state = engine.loads(text)
        pending = engine.pending(state)
        awaiting = sorted({d.seat for d in pending})
        over = not pending
        next_at = None if over else now + await self._interval(game)
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
                    new_owner=new_owner, finish=self._finish(game, state, seating) if over else None), state

    @staticmethod
    def _finish(game: GameRecord, state, seating: S.Seating) -> Finish:
        """Every seat's result, stored with the last move; a seat counts for its player's rating only
        when that person made all its moves, and only when two such seats or more are left
        (bot/ratings.py)."""
        result = engine.result(state)
        places = result.places()
        rows = []
        for score in result.scores:
            seat = score.seat
            person = seat < len(seating.seats)
            owner = seating.seats[seat].owner if person else None
            rows.append(ResultRecord(seat=seat, user=owner.user if owner else "", name=owner.name if owner else "",
                                     place=places[seat], score=score.total, won=seat in result.winners,
                                     rated=person and seating.sole_player(seat) is not None))
        if sum(row.rated for row in rows) < ratings.MIN_RATED_SEATS:
            for row in rows:
                row.rated = False
        return Finish(guild=game.guild or "", kind=game.game, results=rows)

    # --- the lobby ------------------------------------------------------------------------------

    @reads_settings_once
    async def create(self, place: Place, user: User, game_id: str, options: dict | None = None, *,
                     thread: bool = False, pictures: str = PICTURES[0],
                     clock: dict[str, int | None] | None = None) -> list[Reply]:
        """Open a lobby. `thread`: the game goes on in a thread of its own from the start (the front
        end offers it where it may open one; a game begun inside a thread stays there);
        `pictures`: one of PICTURES; `clock`: the move clock, {"limit": hours per decision (0 or
        None: none), "reserve": days per player, "vacation": days per player} (bot/seating.py)."""
        try:
            if place.guild is None:
                raise Refused("bot-need-channel")
            if pictures not in PICTURES:
                raise Refused("bot-bad-pictures", choices=", ".join(PICTURES))
            seating = self._configured_clock(clock or {})
            try:
                meta = engine.meta(game_id)
                options = engine_rules.get(game_id).normalize_options(options)
            except engine.RuleError as error:
                return await self._rule_refusal(place, user, error, lambda s: str(s))
            try:
                game = await self.storage.create_game(
                    guild=place.guild, channel=place.channel, game=meta.id, options=options,
                    seed=self.seed_source(), host=user.id, host_name=entered_name(user.name), at=self.clock.now(),
                    parent=place.parent, thread=thread and place.parent is None, pictures=pictures,
                    seating=S.dumps(seating))
            except ChannelBusy:
                busy = await self.storage.open_game(place.channel)
                raise Refused("bot-channel-busy", game=engine.meta(busy.game).title if busy else "?")
        except Refused as refused:
            return await self._refusal(place, user, refused)
        return [await self._lobby_reply(place, game)]

    @staticmethod
    def _configured_clock(clock: dict[str, int | None], base: S.Seating | None = None) -> S.Seating:
        unknown = set(clock) - {"limit", "reserve", "vacation"}
        if unknown:
            raise Refused("bot-setting-unknown", name=sorted(unknown)[0][:30])
        try:
            if base is None:
                return S.Seating.configured(clock.get("limit"), clock.get("reserve"), clock.get("vacation"))
            return base.changed(clock.get("limit"), clock.get("reserve"), clock.get("vacation"))
        except S.Invalid as invalid:
            raise Refused(invalid.key, **invalid.params) from None

    @reads_settings_once
    async def set_clock(self, place: Place, user: User, **clock: int | None) -> list[Reply]:
        """Change the lobby's move clock (the host or a manager): limit (hours), reserve and vacation
        (days); the parts not given are kept."""
        try:
            game = await self._open_game(place)
            if not self._may_manage(game, user):
                raise Refused("bot-only-host")
            if game.status != LOBBY:
                raise Refused("bot-clock-started")
            seating = self._configured_clock(clock, S.loads(game.seating))
            if not await self.storage.set_seating(game.id, game.version, S.dumps(seating), self.clock.now()):
                raise Refused("bot-board-changed")
        except Refused as refused:
            return await self._refusal(place, user, refused)
        return [await self._lobby_reply(place, await self.storage.game(game.id))]

    async def _lobby_reply(self, place: Place, game: GameRecord, note: str = "") -> Reply:
        language = await self._channel_language(place)
        meta = engine.meta(game.game)
        seats = await self.storage.seats(game.id)
        shown = [visible_name(s.name, i, language) for i, s in enumerate(seats)]
        host = next((name for name, s in zip(shown, seats) if s.user == game.host), "?")
        text = say("bot-lobby", language, host=host, game=meta.title, count=len(seats),
                   min=meta.min_players, max=meta.max_players,
                   players=", ".join(shown), options=self._options_text(meta, game.options, language))
        text += "\n" + say("bot-lobby-table", language, thread="yes" if game.thread else "no",
                           pictures=game.pictures)
        text += "\n" + self._clock_text(S.loads(game.seating), language)
        return Reply((note + "\n" if note else "") + text, kind="lobby", channel=place.channel,
                     game=game.id, buttons=[JOIN, LEAVE, START])

    @staticmethod
    def _options_text(meta, options: dict, language: str) -> str:
        """A table's options as the lobby shows them ("base game" when none is chosen)."""
        chosen = [say("bot-option-on", language, option=spec.label)
                  for spec in meta.options if options.get(spec.name) is True]
        chosen += [say("bot-option-value", language, option=spec.label,
                       value=engine.Msg(f"{meta.id}-option-{spec.name}-{options[spec.name]}"))
                   for spec in meta.options
                   if spec.type == "choice" and options.get(spec.name, spec.default) != spec.default]
        return ", ".join(chosen) or say("bot-options-none", language)

    @reads_settings_once
    async def join(self, place: Place, user: User) -> list[Reply]:
        try:
            game = await self._open_game(place)
            if game.status != LOBBY:
                raise Refused("bot-already-started")
            seats = await self.storage.seats(game.id)
            if self._seat_of(seats, user):
                raise Refused("bot-already-joined")
            meta = engine.meta(game.game)
            if len(seats) >= meta.max_players:
                raise Refused("bot-lobby-full", max=meta.max_players)
            if not await self.storage.add_seat(game.id, user.id, entered_name(user.name), game.version,
                                               self.clock.now()):
                raise Refused("bot-board-changed")
        except Refused as refused:
            return await self._refusal(place, user, refused)
        return [await self._lobby_reply(place, await self.storage.game(game.id))]

    @reads_settings_once
    async def leave(self, place: Place, user: User) -> list[Reply]:
        try:
            game = await self._open_game(place)
            if game.status != LOBBY:
                raise Refused("bot-leave-started")
            seats = await self.storage.seats(game.id)
            if not self._seat_of(seats, user):
                raise Refused("bot-not-joined")
            if user.id == game.host:
                if not await self.storage.set_status(game.id, game.version, ABANDONED,
                                                     self.clock.now()):
                    raise Refused("bot-board-changed")
                language = await self._channel_language(place)
                return [Reply(say("bot-lobby-closed", language, host=visible_name(user.name, 0, language)),
                              channel=place.channel, game=game.id, closes=LOBBY_SLOT)]
            if not await self.storage.remove_seat(game.id, user.id, game.version, self.clock.now()):
                raise Refused("bot-board-changed")
        except Refused as refused:
            return await self._refusal(place, user, refused)
        return [await self._lobby_reply(place, await self.storage.game(game.id))]

    @reads_settings_once
    async def kick(self, place: Place, user: User, target: str) -> list[Reply]:
        try:
            game = await self._open_game(place)
            if not self._may_manage(game, user):
                raise Refused("bot-only-host")
            if game.status != LOBBY:
                raise Refused("bot-leave-started")
            seats = await self.storage.seats(game.id)
            if target == game.host or not any(s.user == target for s in seats):
                raise Refused("bot-not-joined")
            if not await self.storage.remove_seat(game.id, target, game.version, self.clock.now()):
                raise Refused("bot-board-changed")
        except Refused as refused:
            return await self._refusal(place, user, refused)
        return [await self._lobby_reply(place, await self.storage.game(game.id))]

    @reads_settings_once
    async def start(self, place: Place, user: User, order: list[str] | None = None, *,
                    open_thread: Callable[[str], Awaitable[str | None]] | None = None) -> list[Reply]:
        """Start the lobby's game. Seat order: random, or the host's `order` of user ids.

        A table that chose a thread of its own goes on in the one `open_thread(name)` opens (the
        front end's; it returns the thread's channel id, or None when it could not open one: then
        the game is played here, and the channel is told why)."""
        try:
            game = await self._open_game(place)
            if game.status != LOBBY:
                raise Refused("bot-already-started")
            if not self._may_manage(game, user):
                raise Refused("bot-only-host")
            seats = await self.storage.seats(game.id)
            meta = engine.meta(game.game)
            if not meta.min_players <= len(seats) <= meta.max_players:
                raise Refused("bot-player-count", game=meta.title, min=meta.min_players,
                              max=meta.max_players, count=len(seats))
            users = [s.user for s in seats]
            if order is None:
                order = list(users)
                self.shuffle.shuffle(order)
            elif sorted(order) != sorted(users):
                raise Refused("bot-bad-order")
            try:
                state, events = engine.new_game_with_events(game.game, len(seats), options=game.options,
                                                            seed=game.seed)
            except engine.RuleError as error:       # options that need another number of players
                return await self._rule_refusal(place, user, error, self._names(seats, game=game.game))
            by_user = {s.user: s for s in seats}
            seated = self._seating_of(game, seats).started([(u, by_user[u].name) for u in order])
            move, state = await self._move_record(game, state, events, action=None, seated=seated)
            if not await self.storage.start_game(game.id, game.version, order, move):
                raise Refused("bot-board-changed")
        except Refused as refused:
            return await self._refusal(place, user, refused)
        game = await self.storage.game(game.id)
        replies = []
        if game.thread and open_thread is not None:
            game, place, note = await self._move_to_thread(place, game, open_thread)
            replies.append(note)
        replies += await self._after_move(place, game, state, events, actor=None, intro="bot-started",
                                          picture=game.pictures != "request", everybody=game.in_own_thread)
        replies[0].closes = LOBBY_SLOT        # the lobby's buttons are done
        return replies

    async def _move_to_thread(self, place: Place, game: GameRecord, open_thread
                              ) -> tuple[GameRecord, Place, Reply]:
        """Open the game's thread and move the game there; a line in the channel says where it went
        (or that it stays here, when no thread could be opened)."""
        language = await self._channel_language(place)
        title = engine.meta(game.game).title
        thread = await open_thread(say("bot-thread-name", language, game=title, number=game.id)[:100])
        if thread is None or not await self.storage.move_to_thread(game.id, thread):
            return game, place, Reply(say("bot-thread-failed", language, game=title), kind="info",
                                      channel=place.channel, game=game.id)
        note = Reply(say("bot-thread-opened", language, game=title, thread=f"<#{thread}>"), kind="info",
                     channel=place.channel, game=game.id)
        return (dataclasses.replace(game, channel=thread, parent=place.channel),
                dataclasses.replace(place, channel=thread, parent=place.channel), note)

    # --- playing --------------------------------------------------------------------------------

    async def _load(self, place: Place, user: User, *, viewing: bool = False):
        game = await (self._viewable_game(place) if viewing else self._active_game(place))
        if game.state is None:
            raise Refused("bot-not-started" if game.status == LOBBY else "bot-no-game")
        seats = await self.storage.seats(game.id)
        state = engine.loads(game.state)
        return game, seats, state

    @staticmethod
    def _read_choice(decision: engine.Decision, choice: Any, typed: bool) -> Any:
        """The engine's choice: what a player `typed` is read by the choices they were shown (a
        number is the N-th of them: bot/typed.py); an option id from a button or menu is taken as it
        is (for a `many` question, ids may come as one comma-separated text)."""
        if typed and isinstance(choice, str):
            try:
                return read_typed(decision, choice)
            except TypedRefusal as refusal:
                raise Refused(refusal.key, **refusal.params) from None
        if decision.kind == "many" and isinstance(choice, str):
            return [part.strip() for part in choice.split(",") if part.strip()]
        return choice

    @staticmethod
    def decision_token(game: GameRecord, decision_id: str) -> str:
        """The decision id shown to players. The engine's ids never repeat within one line of play,
        but an undo replays the game and asks its questions again under the same ids; counting the
        undos in keeps an answer to a question from before an undo from matching one asked after."""
        return decision_id if game.undos == 0 else f"{decision_id}.{game.undos}"

    @reads_settings_once
    async def play(self, place: Place, user: User, choice: Any, decision: str | None = None, *,
                   typed: bool = False) -> list[Reply]:
        """Answer the user's open decision in this channel's game (`decision`: the id of the question
        the user saw, if known; a different or older question is refused as "the board changed").
        `choice` is an option id (a list for `many`, an int for an amount), or, `typed`, the text a
        player typed: a number is then the N-th choice their question shows.

        When another seat's answer lands between loading and storing (a simultaneous step), the move
        is tried again on the new state, as long as this seat's own question is still the same."""
        asked: tuple[str, engine.Decision] | None = None
        try:
            for _ in range(MOVE_ATTEMPTS):
                game, seats, state = await self._load(place, user)
                mine = self._seat_of(seats, user)
                if mine is None:
                    raise Refused("bot-not-a-player")
                seated = self._seating_of(game, seats)
                self._check_at_seat(seated, mine.seat)
                names = self._names(seats, game=game.game)
                open_decisions = engine.pending(state)
                own = next((d for d in open_decisions if d.seat == mine.seat), None)
                if own is None:
                    # this seat's question was answered meanwhile (a racing duplicate), or the
                    # answer is to a question no longer open: the board changed; an answer to
                    # another seat's open question, or none: it is not this player's turn
                    others = {self.decision_token(game, d.id) for d in open_decisions}
                    if asked is not None or (decision is not None and decision not in others):
                        raise Refused("bot-board-changed")
                    waiting = ", ".join(names(d.seat) for d in open_decisions)
                    raise Refused("bot-not-your-turn", players=waiting)
                token = self.decision_token(game, own.id)
                if decision is not None and decision != token:
                    raise Refused("bot-board-changed")
                if asked is not None and asked != (token, own):
                    raise Refused("bot-board-changed")
                asked = (token, own)
                normalized = self._read_choice(own, choice, typed)
                try:
                    new_state, events = engine.act(state, mine.seat, normalized, expect=own.id)
                except engine.RuleError as error:
                    return await self._rule_refusal(place, user, error, names)
                board_due = self._board_due(state, new_state)
                picture = board_due and self._picture_due(game.pictures, state, new_state)
                undoable = not any(event.barrier for event in events)
                action = ActionRecord(seq=0, seat=mine.seat, user=user.id, decision=token,
                                      choice=normalized, at=self.clock.now(),
                                      before=game.state if undoable else None)
                move, new_state = await self._move_record(game, new_state, events, action=action,
                                                          shown=board_due, seated=seated)
                # the board is drawn in a worker thread while the move is stored and its texts are
                # written (most of a move's time); a move that loses a race drops its picture
                language = await self._channel_language(place)
                drawing = self._draw_board(new_state, language, self._names(seats, language, game.game),
                                           seating=S.loads(move.seating)) if picture else None
                try:
                    stored = await self.storage.commit_move(move)
                except BaseException:
                    self._drop(drawing)
                    raise
                if stored:
                    break
                self._drop(drawing)
            else:
                raise Refused("bot-board-changed")
        except Refused as refused:
            return await self._refusal(place, user, refused)
        game = move.applied_to(game)
        replies = await self._after_move(place, game, new_state, events, actor=user,
                                         seats=seats, drawing=drawing, board=board_due, picture=picture,
                                         awaited_before={d.seat for d in open_decisions})
        return replies + await self._bots_play(place, game, new_state, seats)

    @staticmethod
    def _check_at_seat(seated: S.Seating, seat: int) -> None:
        """The seat's owner plays it themselves now (not the bot, not after resigning)."""
        if seat < len(seated.seats):
            if seated.seats[seat].gone:
                raise Refused("bot-seat-left")
            if seated.seats[seat].bot:
                raise Refused("bot-seat-bot-plays")

    async def _bots_play(self, place: Place, game: GameRecord, state, seats: list[SeatRecord]
                         ) -> list[Reply]:
        """The bot answers every open decision of the seats it plays, one move at a time (each its
        own transaction, like a person's), until a person is asked or the game ends. It decides in a
        worker thread, from the seat's own view (engine/seatbot.py). A race with a person's move
        reloads the game and goes on from there."""
        replies: list[Reply] = []
        for _ in range(MAX_BOT_MOVES):
            seated = self._seating_of(game, seats)
            decision = next((d for d in engine.pending(state) if d.seat in seated.bot_seats()), None)
            if decision is None or game.status != ACTIVE:
                break
            choice = await asyncio.to_thread(self.seat_bot.choose, state, decision)
            try:
                new_state, events = engine.act(state, decision.seat, choice, expect=decision.id)
            except engine.RuleError:            # never expected: the bot tries only what is offered
                log.exception("the bot's answer to %s in game %s was refused", decision.id, game.id)
                break
            board_due = self._board_due(state, new_state)
            action = ActionRecord(seq=0, seat=decision.seat, user=S.BOT,
                                  decision=self.decision_token(game, decision.id), choice=choice,
                                  at=self.clock.now())
            move, new_state = await self._move_record(game, new_state, events, action=action,
                                                      shown=board_due, seated=seated)
            if not await self.storage.commit_move(move):
                game = await self.storage.game(game.id)
                if game is None or game.status != ACTIVE:
                    break
                seats, state = await self.storage.seats(game.id), engine.loads(game.state)
                continue
            awaited_before = {d.seat for d in engine.pending(state)}
            picture = board_due and self._picture_due(game.pictures, state, new_state)
            game, state = move.applied_to(game), new_state
            replies += await self._after_move(place, game, state, events, actor=None, seats=seats,
                                              board=board_due, picture=picture,
                                              awaited_before=awaited_before)
        return replies

    @staticmethod
    def _board_due(before, after) -> bool:
        """A board is posted when a turn of the game's main structure ends (engine.moment) and at
        the end of the game; the steps in between get pings, status lines or nothing."""
        return not engine.pending(after) or engine.moment(before) != engine.moment(after)

    @staticmethod
    def _picture_due(setting: str, before, after) -> bool:
        """Whether a board post carries the picture, by the table's setting (PICTURES); the final
        board always does."""
        if setting == "turn" or not engine.pending(after):
            return True
        return setting == "round" and engine.moment(before).round != engine.moment(after).round

    async def _after_move(self, place: Place, game: GameRecord, state, events, *, actor: User | None,
                          intro: str | None = None, seats: list[SeatRecord] | None = None,
                          drawing: asyncio.Future | None = None, board: bool = True,
                          picture: bool = True, everybody: bool = False,
                          awaited_before: set[int] | None = None) -> list[Reply]:
        """The replies to a move: the board post at a turn's end (`picture`: with the picture;
        `everybody`: mention every player, e.g. in a new thread, not only the awaited), else a ping
        or a status line; the secrets of the events to their owners; the actor's next step."""
        seats = seats or await self.storage.seats(game.id)
        language = await self._channel_language(place)
        names = self._names(seats, language, game.game)
        seated = self._seating_of(game, seats)
        if board and picture and drawing is None:
            drawing = self._draw_board(state, language, names, seating=seated)
        pending = engine.pending(state)
        keepsakes = self._draw_keepsakes(state, language, names) if board and not pending \
            else None                      # the game is over: its scores' picture and replay too
        bots = seated.bot_seats()          # nobody to ping there, no secret to send
        by_seat = {s.seat: s for s in seats if s.seat not in bots}
        awaited = [by_seat[d.seat].user for d in pending if d.seat in by_seat]
        if board:
            mentioned = [s.user for s in by_seat.values()] if everybody else awaited
            reply = await self._board_reply(place, game, state, seats, language, names, intro=intro,
                                            awaited=mentioned, actor=actor, over=not pending)
            replies = [reply]
            if not pending and game.in_own_thread:     # the result goes back to the game's channel
                replies.append(Reply(say("bot-thread-result", language, game=engine.meta(game.game).title,
                                         thread=f"<#{game.channel}>") + "\n"
                                     + self._result_text(state, language, names, seated),
                                     kind="result", channel=game.parent, game=game.id))
        else:
            reply = None
            replies = self._between_boards(place, game, state, events, pending, awaited_before or set(),
                                           [s for s in seats if s.seat not in bots], language, names, actor)
        for event in events:   # the hidden half of an event goes only to its player
            if event.private is not None and event.seat in by_seat:
                owner = by_seat[event.seat]
                owner_language = await self._user_language(place, User(owner.user, owner.name))
                replies.append(Reply(render(event.private, owner_language, names), kind="secret",
                                     private=True, user=owner.user, game=game.id))
        if actor is not None and actor.id in awaited:   # a multi-step action: the next step at once
            replies.append(await self._prompt_reply(place, actor, game, state, seats))
        if reply is not None:
            await self._attach(reply, drawing)
            if keepsakes is not None:     # the final board: the scores' picture, then the replay
                replies[1:1] = await self._keepsakes_replies(reply, game, state, seats, keepsakes, language,
                                                             names)
        return replies

    def _draw_keepsakes(self, state, language: str, names) -> asyncio.Future | None:
        """Start drawing a finished game's score breakdown in a worker thread (None when the renderer
        draws boards only); it goes with the final board."""
        if not aftergame.can_draw(self.renderer):
            return None
        return asyncio.ensure_future(asyncio.to_thread(aftergame.breakdown, self.renderer, state, language,
                                                       names))

    async def _keepsakes_replies(self, board: Reply, game: GameRecord, state, seats: list[SeatRecord],
                                 keepsakes: asyncio.Future, language: str, names) -> list[Reply]:
        """The score breakdown goes with the final board. The animated replay takes seconds to draw:
        it is a message of its own that follows (`Reply.later`), so the final move is answered at
        once. A failed drawing costs the pictures, not the move."""
        try:
            scores = await keepsakes
        except Exception:
            log.exception("the score breakdown of game %s failed", game.id)
        else:
            board.files.append(Attachment(aftergame.file_name(game, "scores", "png"), scores.png, scores.alt))

        async def replay() -> list[Reply]:
            actions = await self.storage.actions(game.id)
            try:
                animation = await asyncio.to_thread(
                    lambda: aftergame.replay(self.renderer, aftergame.record_of(game, seats, actions, state),
                                             language, names))
            except Exception:
                log.exception("the replay of game %s failed", game.id)
                return []
            self._keep_replay(game, language, animation)
            return [self._replay_reply(board.channel, game, animation, language)]
        return [Reply("", kind="replay", channel=board.channel, game=game.id, later=replay)]

    def _keep_replay(self, game: GameRecord, language: str, animation) -> None:
        """Remember the latest replays drawn (a finished game never changes): /game replay asked again
        posts the same file without drawing it anew."""
        self._replays[(game.id, language)] = animation
        self._replays.move_to_end((game.id, language))
        while len(self._replays) > KEPT_REPLAYS:
            self._replays.popitem(last=False)

    @staticmethod
    def _replay_reply(channel: str | None, game: GameRecord, animation, language: str) -> Reply:
        title = engine.meta(game.game).title
        return Reply(say("bot-replay-ready", language, game=title, table=str(game.id), count=animation.frames),
                     kind="replay", channel=channel, game=game.id,
                     files=[Attachment(aftergame.file_name(game, "replay", animation.format), animation.data,
                                       say("bot-replay-alt", language, game=title, count=animation.frames))])

    async def _board_reply(self, place: Place, game: GameRecord, state, seats, language, names, *,
                           intro: str | None, awaited: list[str], actor: User | None,
                           over: bool) -> Reply:
        """The board at the end of a turn: everything public since the last board, then whose turn."""
        lines = [say(intro, language, order=", ".join(names(i) for i in range(len(seats))))] if intro else []
        happened = [record.event for record in await self.storage.events_after(game.id, game.shown_seq)]
        lines += self._summary(happened, language, names)
        lines.append(self._whose_turn(state, seats, language, names, self._seating_of(game, seats)))
        mentions = [u for u in awaited if actor is None or u != actor.id]
        return Reply("\n".join(line for line in lines if line), kind="board", channel=place.channel,
                     game=game.id, mentions=mentions, buttons=[BOARD] if over else [PLAY, HAND, BOARD])

    @staticmethod
    def _summary(events: list[dict], language: str, names) -> list[str]:
        """The public lines of `events` in order; a long turn keeps its last SUMMARY_LINES lines and
        says how many earlier ones are in the log."""
        lines = [render(event["public"], language, names) for event in events if event.get("kind") != "turn"]
        lines = [line for line in lines if line]
        if len(lines) <= SUMMARY_LINES:
            return lines
        hidden = len(lines) - SUMMARY_LINES + 1
        return [say("bot-summary-more", language, count=hidden)] + lines[hidden:]

    def _between_boards(self, place: Place, game: GameRecord, state, events, pending,
                        awaited_before: set[int], seats, language, names, actor: User | None) -> list[Reply]:
        """No board is due: a ping for players newly awaited (the next bidder, the next declaration:
        what this answer did, then what is asked of them), a status line edited in place when a
        simultaneous step shrinks, else nothing public (the same player goes on, privately). The
        next board summarises all of it again."""
        by_seat = {s.seat: s for s in seats}
        awaited_now = {d.seat for d in pending}
        newly = [d for d in pending if d.seat not in awaited_before and d.seat in by_seat]
        if newly:
            lines = self._summary([msgspec.to_builtins(event) for event in events], language, names)
            lines += [say("bot-ping-secret" if d.secret else "bot-ping", language, player=names(d.seat),
                          prompt=render(d.prompt, language, names)) for d in newly]
            mentions = [by_seat[d.seat].user for d in newly if actor is None or by_seat[d.seat].user != actor.id]
            return [Reply("\n".join(lines), kind="ping", channel=place.channel, game=game.id, mentions=mentions,
                          buttons=[PLAY, HAND, BOARD])]
        if awaited_now != awaited_before and len(awaited_before) > 1:
            total = sum(1 for p in engine.view(state, None)["players"] if p.get("active", True)
                        and not p.get("rival"))   # an automated opponent never answers
            text = say("bot-step-status", language, done=total - len(awaited_now), total=total,
                       players=", ".join(names(s) for s in sorted(awaited_now)))
            return [Reply(text, kind="step", channel=place.channel, game=game.id,
                          edit=f"step:{engine.moment(state).turn}", buttons=[PLAY, HAND, BOARD])]
        return []

    def _whose_turn(self, state, seats, language, names, seating: S.Seating | None = None) -> str:
        pending = engine.pending(state)
        if not pending:
            return self._result_text(state, language, names, seating)
        if any(d.secret for d in pending):   # sealed answers: only how many are in, never the step
            total = sum(1 for p in engine.view(state, None)["players"] if p.get("active", True)
                        and not p.get("rival"))   # an automated opponent never answers
            return say("bot-waiting-secret", language, done=total - len(pending), total=total,
                       players=", ".join(names(d.seat) for d in pending))
        return "\n".join(say("bot-waiting-for", language, player=names(d.seat),
                             prompt=render(d.prompt, language, names)) for d in pending)

    def _result_text(self, state, language, names, seating: S.Seating | None = None) -> str:
        """The final ranking with each score's parts, the winners, and who played the seats that
        changed hands (a substitute, the bot, the owner's return), with how many moves each made."""
        result = engine.result(state)
        lines = [say("bot-game-over", language)]
        places = result.places()
        for group in result.ranking:
            for seat in group:
                score = result.scores[seat]
                parts = [say(f"{state.game}-part-{name}", language, vp=vp)
                         for name, vp in score.parts.items() if vp]
                lines.append(say("bot-score-line", language, place=places[seat], player=names(seat),
                                 total=score.total, parts=", ".join(parts) or "-"))
        lines.append(say("bot-winners", language, count=len(result.winners),
                         players=", ".join(names(s) for s in result.winners)))
        lines += self._hands_text(seating, language, names) if seating else []
        return "\n".join(lines)

    @staticmethod
    def _hands_text(seating: S.Seating, language: str, names) -> list[str]:
        """A line per seat that changed hands: who played it, in order, with their moves."""
        lines = []
        for seat, stints in seating.changed_hands().items():
            played = [say("bot-hands-bot" if stint.user == S.BOT else "bot-hands-person", language,
                          player=stint.name, moves=stint.moves) for stint in stints]
            lines.append(say("bot-hands", language, player=names(seat), hands=", ".join(played)))
        return lines

    def _draw_board(self, state, language: str, names, *, abandoned: bool = False,
                    seating: S.Seating | None = None) -> asyncio.Future | None:
        """Start drawing the public board in a worker thread (None without a renderer); `_attach`
        waits for it. Pillow releases the interpreter lock for most of a picture (palette mapping,
        PNG encoding), so the caller's own work goes on meanwhile. With the table's `seating`, the
        picture shows each awaited seat's time left and the seats the bot plays."""
        if self.renderer is None:
            return None
        view = engine.view(state, None)
        if seating is not None and seating.seats:
            view = {**view, **self._table_view(seating)}
        if abandoned:            # nobody is to move in an abandoned game, whatever its last question was
            view = {**view, "abandoned": True, "awaiting": []}
        return asyncio.ensure_future(asyncio.to_thread(self.renderer.board, view, language=language,
                                                       names=names))

    def _table_view(self, seating: S.Seating) -> dict:
        """The public part of a table's seating for a picture: "time_left" (seconds, per awaited
        seat, with a move clock), "bot_seats" and "away_seats" (on vacation)."""
        now = self.clock.now()
        return {"time_left": {seat: seating.time_left(seat, now) for seat, clock in enumerate(seating.seats)
                              if clock.awaited and not clock.bot and seating.limit is not None},
                "bot_seats": sorted(seating.bot_seats()),
                "away_seats": [seat for seat, clock in enumerate(seating.seats) if clock.on_vacation]}

    @staticmethod
    async def _attach(reply: Reply, drawing: asyncio.Future | None) -> None:
        if drawing is not None:
            picture = await drawing
            reply.image, reply.alt = picture.png, picture.alt

    @staticmethod
    def _drop(drawing: asyncio.Future | None) -> None:
        """Forget a picture that will not be shown (its thread finishes on its own)."""
        if drawing is not None:
            drawing.cancel()

    async def _attach_board(self, reply: Reply, state, language: str, names, *,
                            abandoned: bool = False, seating: S.Seating | None = None) -> None:
        await self._attach(reply, self._draw_board(state, language, names, abandoned=abandoned,
                                                   seating=seating))

    async def _prompt_reply(self, place: Place, user: User, game: GameRecord, state,
                            seats: list[SeatRecord]) -> Reply:
        language = await self._user_language(place, user)
        names = self._names(seats, language, game.game)
        mine = self._seat_of(seats, user)
        decision = next((d for d in engine.pending(state) if mine and d.seat == mine.seat), None)
        if decision is None:
            return Reply(say("bot-nothing-to-decide", language), kind="prompt", private=True,
                         user=user.id, game=game.id)
        prompt = Prompt(game=game.id, decision=self.decision_token(game, decision.id),
                        seat=decision.seat, kind=decision.kind,
                        text=render(decision.prompt, language, names),
                        choices=[Choice(o.id, fit(render(o.label, language, names)),
                                        hint=fit(render(o.hint, language, names)) if o.hint else "")
                                 for o in shown_options(decision)],
                        min=decision.min, max=decision.max, secret=decision.secret)
        return Reply(prompt.text, kind="prompt", private=True, user=user.id, game=game.id,
                     prompt=prompt)

    @reads_settings_once
    async def prompt(self, place: Place, user: User) -> list[Reply]:
        """The user's open decision with its choices (the "Play" button)."""
        try:
            game, seats, state = await self._load(place, user)
            mine = self._seat_of(seats, user)
            if mine is None:
                raise Refused("bot-not-a-player")
            self._check_at_seat(self._seating_of(game, seats), mine.seat)
        except Refused as refused:
            return await self._refusal(place, user, refused)
        return [await self._prompt_reply(place, user, game, state, seats)]

    @reads_settings_once
    async def choices(self, place: Place, user: User, typed: str = "") -> list[Choice]:
        """Autocomplete: the user's legal options matching what they typed, at most 25, each named
        with its number in the question ("3. Use an elder": typing 3 plays it too); a typed number
        puts its choice first."""
        [reply] = await self.prompt(place, user)
        if reply.prompt is None:
            return []
        typed = typed.strip().lower()
        numbered = [Choice(c.id, fit(f"{number}. {c.label}"), reply.prompt.decision)
                    for number, c in enumerate(reply.prompt.choices, start=1)]
        first = [c for c in numbered if c.label.split(".", 1)[0] == typed]
        found = first + [c for c in numbered
                         if c not in first and (typed in c.label.lower() or typed == c.id.lower())]
        return found[:MAX_CHOICES]

    # --- looking --------------------------------------------------------------------------------

    @reads_settings_once
    async def board(self, place: Place, user: User, *, private: bool = False) -> list[Reply]:
        """The board as it stands: posted for everybody (/game board), or `private`ly for the user
        who asked (the Board button: a look in the middle of one's action floods nobody)."""
        try:
            game, seats, state = await self._load(place, user, viewing=True)
        except Refused as refused:
            return await self._refusal(place, user, refused)
        language = await (self._user_language(place, user) if private else self._channel_language(place))
        names = self._names(seats, language, game.game)
        abandoned = game.status == ABANDONED
        seated = self._seating_of(game, seats)
        text = (say("bot-game-abandoned", language, game=engine.meta(game.game).title) if abandoned
                else self._whose_turn(state, seats, language, names, seated))
        reply = Reply(text, kind="board", channel=None if private else place.channel, game=game.id,
                      private=private, user=user.id if private else None,
                      buttons=[] if private else [PLAY, HAND, BOARD] if game.status == ACTIVE else [HAND, BOARD])
        await self._attach_board(reply, state, language, names, abandoned=abandoned,
                                 seating=None if abandoned else seated)
        return [reply]

    @reads_settings_once
    async def hand(self, place: Place, user: User) -> list[Reply]:
        """The user's private view (behind their screen), for them only."""
        try:
            game, seats, state = await self._load(place, user, viewing=True)
            mine = self._seat_of(seats, user)
            if mine is None:
                raise Refused("bot-not-a-player")
            if self._seating_of(game, seats).seats[mine.seat].gone:
                raise Refused("bot-seat-left")      # resigned or removed: the seat's secrets are not
                                                    # theirs, during the game or after it
        except Refused as refused:
            return await self._refusal(place, user, refused)
        language = await self._user_language(place, user)
        names = self._names(seats, language, game.game)
        view = engine.view(state, mine.seat)
        text = render(view["hand"], language, names)     # each game words its own summary
        reply = Reply(text, kind="hand", private=True, user=user.id, game=game.id)
        if self.renderer is not None:
            picture = await asyncio.to_thread(self.renderer.screen, view, language=language, names=names)
            reply.image, reply.alt = picture.png, picture.alt
        return [reply]

    @reads_settings_once
    async def log(self, place: Place, user: User, page: int = 0) -> list[Reply]:
        """Recent events, newest page first; a player also sees the hidden half of their own."""
        try:
            game = await self._viewable_game(place)
        except Refused as refused:
            return await self._refusal(place, user, refused)
        seats = await self.storage.seats(game.id)
        mine = self._seat_of(seats, user)
        language = await self._user_language(place, user)
        names = self._names(seats, language, game.game)
        page = max(0, page)
        events = await self.storage.events(game.id, limit=LOG_PAGE * (min(page, MAX_LOG_PAGE) + 1))
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

    @reads_settings_once
    async def status(self, place: Place, user: User) -> list[Reply]:
        try:
            game = await self._viewable_game(place)
            if game.state is None and game.status != LOBBY:
                raise Refused("bot-no-game")      # a lobby that was closed before it started
        except Refused as refused:
            return await self._refusal(place, user, refused)
        language = await self._user_language(place, user)
        if game.status == LOBBY:
            return [await self._lobby_reply(place, game)]
        seats = await self.storage.seats(game.id)
        names = self._names(seats, language, game.game)
        state = engine.loads(game.state)
        title = engine.meta(game.game).title
        seated = self._seating_of(game, seats)
        if game.status == ABANDONED:
            text = say("bot-game-abandoned", language, game=title)
        elif game.status == FINISHED:
            text = say("bot-status-finished", language, game=title,
                       result=self._result_text(state, language, names, seated))
        else:
            text = await self._status_text(game, state, seats, seated, language, names)
        return [Reply(text, kind="status", private=True, user=user.id, game=game.id)]

    async def _status_text(self, game: GameRecord, state, seats, seated: S.Seating, language: str, names
                           ) -> str:
        """A game in play at a glance: the game and its options, the round and phase, each player's
        public standing, whose turn and for how long, the move clock, the last things that happened."""
        meta, standing = engine.meta(game.game), engine.standing(state)
        lines = [say("bot-status-game", language, game=meta.title,
                     options=self._options_text(meta, game.options, language))]
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
        hours = int((self.clock.now() - (game.awaiting_since or self.clock.now())) // 3600)
        lines.append(say("bot-status-waiting", language, hours=hours,
                         waiting=self._whose_turn(state, seats, language, names, seated)))
        lines += self._clock_lines(seated, language, names)
        recent = [render(r.event["public"], language, names) for r in
                  await self.storage.events(game.id, limit=STATUS_EVENTS * 4) if r.event.get("kind") != "turn"]
        recent = [line for line in recent if line][-STATUS_EVENTS:]
        if recent:
            lines.append(say("bot-status-recent", language) + "\n" + "\n".join(f"- {line}" for line in recent))
        return "\n".join(lines)

    def _clock_lines(self, seating: S.Seating, language: str, names) -> list[str]:
        """The table's move clock, then per seat what is not as usual: the time left of each awaited
        seat, a time-out, a vacation, the bot at the seat."""
        now = self.clock.now()
        lines = [self._clock_text(seating, language)]
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

    @staticmethod
    def _clock_text(seating: S.Seating, language: str) -> str:
        """The table's clock in one line: the limit and reserve (or none), the vacation allowance."""
        vacation = round(seating.vacation / S.DAY)
        if seating.limit is None:
            return say("bot-clock-off", language, vacation=vacation)
        return say("bot-clock", language, hours=round(seating.limit / S.HOUR),
                   reserve=round(seating.reserve / S.DAY), vacation=vacation)

    @reads_settings_once
    async def my_games(self, user: User) -> list[Reply]:
        language = await self._user_language(None, user)
        lines = []
        for game, seat in await self.storage.games_of_user(user.id):
            title = say(f"{game.game}-title", language)
            key = "bot-my-game-turn" if seat.seat in game.awaiting and game.status == ACTIVE else (
                "bot-my-game-lobby" if game.status == LOBBY else "bot-my-game-wait")
            lines.append(say(key, language, game=title, channel=game.channel, guild=game.guild or ""))
        text = "\n".join(lines) if lines else say("bot-my-games-none", language)
        return [Reply(text, kind="games", private=True, user=user.id)]

    # --- after the game: history, stats, the record and the replay --------------------------------

    @reads_settings_once
    async def history(self, place: Place, user: User, page: int = 0) -> list[Reply]:
        """The finished games of this channel (and of the threads it opened), newest first, with their
        winners and scores, HISTORY_PAGE a page."""
        language = await self._user_language(place, user)
        page = max(0, min(page, MAX_LOG_PAGE))
        games = await self.storage.finished_games(place.guild or "", place.channel, limit=HISTORY_PAGE + 1,
                                                  offset=page * HISTORY_PAGE)
        more, games = len(games) > HISTORY_PAGE, games[:HISTORY_PAGE]
        if not games:
            key = "bot-history-none" if page == 0 else "bot-history-past-end"
            return [Reply(say(key, language, pages=page), kind="history", private=True, user=user.id)]
        results = await self._results(games, language)
        lines = [say("bot-history-title", language, page=page + 1)]
        for game in games:
            rows = sorted(results[game.id], key=lambda row: (row.place, row.seat))
            winners = [row.name for row in rows if row.won]
            lines.append(say("bot-history-line", language, table=str(game.id), game=engine.meta(game.game).title,
                             date=aftergame.day(game.updated_at), count=len(winners),
                             winners=", ".join(winners),
                             scores=", ".join(f"{row.name} {row.score}" for row in rows)))
        if more:
            lines.append(say("bot-history-more", language, page=page + 2))
        return [Reply("\n".join(lines), kind="history", private=True, user=user.id)]

    async def _results(self, games: list[GameRecord], language: str) -> dict[int, list[ResultRecord]]:
        """Each game's stored results with the names as shown (the automated opponent named in the
        reader's language); a game finished before results were stored gets them from its state."""
        found: dict[int, list[ResultRecord]] = {game.id: [] for game in games}
        for row in await self.storage.results_of(list(found)):
            found[row.game].append(row)
        for game in games:
            if not found[game.id]:
                seats = await self.storage.seats(game.id)
                found[game.id] = self._finish(game, engine.loads(game.state),
                                              self._seating_of(game, seats)).results
            for row in found[game.id]:
                row.name = visible_name(row.name, row.seat, language) if row.user else \
                    automa_name(game.game, language)
        return found

    @reads_settings_once
    async def stats(self, place: Place, user: User, target: User | None = None, game: str | None = None
                    ) -> list[Reply]:
        """This server's leaderboard per game (or of one game), or one player's games, wins, ratings
        and latest results here."""
        language = await self._user_language(place, user)
        guild = place.guild or ""
        try:
            kinds = [engine_rules.get(game).meta.id] if game else engine.game_ids()
        except engine.RuleError as error:
            return await self._rule_refusal(place, user, error, lambda seat: "")
        if target is not None:
            return [Reply(await self._player_stats(guild, target, kinds, language), kind="stats",
                          private=True, user=user.id)]
        lines = [say("bot-stats-title", language)]
        for kind in kinds:
            leaders = await self.storage.leaderboard(guild, kind, STATS_TOP)
            if leaders:
                lines.append(say("bot-stats-game", language, game=engine.meta(kind).title))
                lines += [say("bot-stats-leader", language, place=number, player=visible_name(row.name, 0, language),
                              rating=round(row.rating, 1), games=row.games, wins=row.wins)
                          for number, row in enumerate(leaders, start=1)]
        if len(lines) == 1:
            lines = [say("bot-stats-none", language)]
        return [Reply("\n".join(lines), kind="stats", private=True, user=user.id)]

    async def _player_stats(self, guild: str, target: User, kinds: list[str], language: str) -> str:
        totals = await self.storage.player_totals(guild, target.id)
        rated = {row.kind: row for row in await self.storage.ratings_of(guild, target.id)}
        player = visible_name(entered_name(target.name), 0, language)
        lines = [say("bot-stats-player", language, player=player)]
        for kind in kinds:
            if kind not in totals:
                continue
            games, wins = totals[kind]
            rating = rated.get(kind)
            if rating is None:
                lines.append(say("bot-stats-player-game-unrated", language, game=engine.meta(kind).title,
                                 games=games, wins=wins))
            else:
                lines.append(say("bot-stats-player-game", language, game=engine.meta(kind).title, games=games,
                                 wins=wins, rated=rating.games, rating=round(rating.rating, 1)))
        if len(lines) == 1:
            return say("bot-stats-player-none", language, player=player)
        recent = [row for row in await self.storage.player_results(guild, target.id, STATS_RECENT)
                  if row.kind in kinds]
        if recent:
            lines.append(say("bot-stats-recent", language))
            lines += [say("bot-stats-result", language, table=str(row.game), game=engine.meta(row.kind).title,
                          date=aftergame.day(row.at), place=row.place, score=row.score,
                          rated="yes" if row.rated else "no") for row in recent]
        return "\n".join(lines)

    async def _finished_game(self, place: Place, table: int | None) -> GameRecord:
        """A finished game of this channel or of a thread it opened (as /game history lists them): the
        table numbered `table`, else the latest one. Another channel's tables are not found from here
        (a server's channels may be private to some of its members)."""
        guild = place.guild or ""
        if table is None:
            latest = await self.storage.finished_games(guild, place.channel, limit=1)
            if not latest:
                raise Refused("bot-history-none")
            return latest[0]
        game = await self.storage.game(table) if 0 < table < 2**62 else None
        if game is None or (game.guild or "") != guild or place.channel not in (game.channel, game.parent):
            raise Refused("bot-no-such-table", table=str(table))
        if game.status != FINISHED:
            raise Refused("bot-table-not-finished", table=str(table))
        return game

    def _table_players(self, game: GameRecord, seats: list[SeatRecord]) -> set[str]:
        """Everybody who held a seat of the game: its owners now, and whoever played a seat before
        them (a player who resigned or was replaced)."""
        seated = self._seating_of(game, seats)
        return {seat.user for seat in seats} | {stint.user for seat in seated.seats for stint in seat.stints
                                                if stint.user != S.BOT}

    async def _record(self, game: GameRecord):
        seats = await self.storage.seats(game.id)
        return seats, aftergame.record_of(game, seats, await self.storage.actions(game.id),
                                          engine.loads(game.state))

    @reads_settings_once
    async def export(self, place: Place, user: User, table: int | None = None) -> list[Reply]:
        """A finished game's portable record (engine/record.py) as a JSON file, privately: the game,
        its options and seed, the seats and every move, which `python -m engine replay` replays.
        Only for the table's players (whoever played a seat of it): the seed and the moves rebuild
        every hand and deck order, even what the rules never reveal."""
        language = await self._user_language(place, user)
        try:
            game = await self._finished_game(place, table)
            seats = await self.storage.seats(game.id)
            if user.id not in self._table_players(game, seats):
                raise Refused("bot-export-players-only", table=str(game.id))
        except Refused as refused:
            return await self._refusal(place, user, refused)
        _, record = await self._record(game)
        return [Reply(say("bot-export-ready", language, game=engine.meta(game.game).title, table=str(game.id),
                          count=len(record.actions)), kind="record", private=True, user=user.id, game=game.id,
                      files=[Attachment(aftergame.file_name(game, "record", "json"), records.encode(record))])]

    @reads_settings_once
    async def replay(self, place: Place, user: User, table: int | None = None) -> list[Reply]:
        """The animated replay of a finished game, posted in the channel again (drawn in a worker
        thread, in the channel's language)."""
        try:
            game = await self._finished_game(place, table)
            if not aftergame.can_draw(self.renderer):
                raise Refused("bot-replay-no-pictures")
        except Refused as refused:
            return await self._refusal(place, user, refused)
        language = await self._channel_language(place)
        animation = self._replays.get((game.id, language))
        if animation is None:
            seats, record = await self._record(game)
            animation = await asyncio.to_thread(aftergame.replay, self.renderer, record, language,
                                                self._names(seats, language, game.game))
            self._keep_replay(game, language, animation)
        return [self._replay_reply(place.channel, game, animation, language)]

    # --- taking back and giving up --------------------------------------------------------------

    @reads_settings_once
    async def undo(self, place: Place, user: User) -> list[Reply]:
        """Take back one's own last move, unless a barrier (cards dealt, information revealed,
        another player's move) lies in between."""
        try:
            game, seats, state = await self._load(place, user)
            if game.status != ACTIVE:
                raise Refused("bot-game-finished")
            mine = self._seat_of(seats, user)
            if mine is None:
                raise Refused("bot-not-a-player")
            self._check_at_seat(self._seating_of(game, seats), mine.seat)
            last = await self.storage.last_action(game.id)
            if last is None:
                raise Refused("bot-undo-nothing")
            if last.user != user.id:
                raise Refused("bot-undo-not-yours")
            events = await self.storage.last_action_events(game.id, last.seq)
            if any(record.event.get("barrier") for record in events):
                raise Refused("bot-undo-barrier")
            previous = await self._state_before(game, last, len(seats))
            board_due = engine.moment(previous) != engine.moment(state)   # a turn's end taken back
            move, previous = await self._move_record(game, previous, [], action=None, shown=board_due,
                                                     seated=self._seating_of(game, seats))
            if not await self.storage.undo_last(game.id, last.seq, move):
                raise Refused("bot-board-changed")
        except Refused as refused:
            return await self._refusal(place, user, refused)
        game = dataclasses.replace(move.applied_to(game), undos=game.undos + 1)
        language = await self._channel_language(place)
        names = self._names(seats, language, game.game)
        reply = Reply(say("bot-undone", language, player=names(mine.seat)) + "\n"
                      + self._whose_turn(previous, seats, language, names), kind="board" if board_due else "info",
                      channel=place.channel, game=game.id, buttons=[PLAY, HAND, BOARD])
        if board_due and self._picture_due(game.pictures, state, previous):   # the last one is not true now
            await self._attach_board(reply, previous, language, names, seating=self._seating_of(game, seats))
        return [reply, await self._prompt_reply(place, user, game, previous, seats)]

    async def _state_before(self, game: GameRecord, last: ActionRecord, players: int) -> engine.State:
        """The state before the game's last action: kept with the action (undo costs the same at any
        point of a game), else (an action stored by an earlier version) replayed from the seed."""
        if last.before is not None:
            return engine.loads(last.before)
        state = engine.new_game(game.game, players, options=game.options, seed=game.seed)
        for action in (await self.storage.actions(game.id))[:-1]:
            state, _ = engine.act(state, action.seat, action.choice)
        return state

    @reads_settings_once
    async def abandon(self, place: Place, user: User, confirm: bool = False) -> list[Reply]:
        try:
            game = await self._open_game(place)
            if not self._may_manage(game, user):
                raise Refused("bot-only-host")
            if not confirm:
                language = await self._user_language(place, user)
                return [Reply(say("bot-abandon-confirm", language), kind="confirm", private=True,
                              user=user.id, game=game.id, buttons=["abandon-confirm"])]
            if not await self.storage.set_status(game.id, game.version, ABANDONED, self.clock.now()):
                raise Refused("bot-board-changed")
        except Refused as refused:
            return await self._refusal(place, user, refused)
        language = await self._channel_language(place)
        mine = self._seat_of(await self.storage.seats(game.id), user)
        who = visible_name(user.name, mine.seat if mine and mine.seat is not None else 0, language)
        text = say("bot-abandoned", language, player=who, game=engine.meta(game.game).title)
        replies = [Reply(text, channel=place.channel, game=game.id,
                         closes=LOBBY_SLOT if game.status == LOBBY else None)]
        if game.in_own_thread:            # its channel hears how it ended, as it would a result
            replies.append(Reply(say("bot-thread-abandoned", language, player=who, thread=f"<#{game.channel}>",
                                     game=engine.meta(game.game).title), kind="result",
                                 channel=game.parent, game=game.id))
        return replies

    # --- absent players: vacations, time-outs, substitutes and the bot -------------------------

    async def _change_seats(self, game: GameRecord, state, seated: S.Seating,
                            lines: list[tuple[int, str, dict]], *,
                            new_owner: tuple[int, str, str] | None = None) -> GameRecord:
        """Store a change of clocks or hands (the game's state unchanged), with a line in the game's
        log per (seat, catalog key, parameters); the next board summarises them too. Refused as
        "the board changed" when a move landed meanwhile: nothing is written then."""
        events = [{"kind": "seat", "seat": seat, "barrier": True, "private": None,
                   "public": {"key": key, "params": params}} for seat, key, params in lines]
        move, _ = await self._move_record(game, state, events, action=None, seated=seated, shown=False,
                                          new_owner=new_owner, keeps_wait=new_owner is None)
        if not await self.storage.commit_move(move):
            raise Refused("bot-board-changed")
        return move.applied_to(game)

    async def _seat_load(self, place: Place, user: User):
        """The channel's game in play, its seats and state, the table's seating and the user's seat
        (None for somebody not at the table)."""
        game, seats, state = await self._load(place, user)
        if game.status != ACTIVE:
            raise Refused("bot-game-finished")
        return game, seats, state, self._seating_of(game, seats), self._seat_of(seats, user)

    async def _seat_reply(self, place: Place, game: GameRecord, key: str, *, mentions: list[str] = (),
                          buttons: list[str] = (), **params) -> Reply:
        language = await self._channel_language(place)
        return Reply(say(key, language, **params), kind="info", channel=place.channel, game=game.id,
                     mentions=list(mentions), buttons=list(buttons) or [PLAY, HAND, BOARD])

    @reads_settings_once
    async def vacation(self, place: Place, user: User, days: int) -> list[Reply]:
        """The user's vacation from this game: their clock stops and reminders to them stop for
        `days` days, within the table's allowance; /game back ends it early."""
        try:
            game, seats, state, seated, mine = await self._seat_load(place, user)
            if mine is None:
                raise Refused("bot-not-a-player")
            try:
                changed = seated.vacation_start(mine.seat, days, self.clock.now())
            except S.Invalid as invalid:
                raise Refused(invalid.key, **invalid.params) from None
            left = int(changed.seats[mine.seat].vacation_left // S.DAY)
            name = visible_name(mine.name, mine.seat)
            game = await self._change_seats(game, state, changed, [(mine.seat, "bot-log-vacation",
                                                                    {"player": name, "days": days})])
        except Refused as refused:
            return await self._refusal(place, user, refused)
        return [await self._seat_reply(place, game, "bot-vacation-started", player=name, days=days, left=left)]

    @reads_settings_once
    async def back(self, place: Place, user: User) -> list[Reply]:
        """The user is back: their vacation ends early (the unused days are kept for later), and if
        the bot played their seat, they play it again from the next decision on."""
        try:
            game, seats, state, seated, mine = await self._seat_load(place, user)
            if mine is None:
                raise Refused("bot-not-a-player")
            try:
                changed, ended = seated.back(mine.seat, self.clock.now())
            except S.Invalid as invalid:
                raise Refused(invalid.key, **invalid.params) from None
            name = visible_name(mine.name, mine.seat)
            key = "bot-log-back-seat" if "bot" in ended else "bot-log-back-vacation"
            game = await self._change_seats(game, state, changed, [(mine.seat, key, {"player": name})])
        except Refused as refused:
            return await self._refusal(place, user, refused)
        replies = [await self._seat_reply(place, game, key.replace("-log-", "-"), player=name)]
        if mine.seat in game.awaiting:         # their question, at once
            replies.append(await self._prompt_reply(place, user, game, state, seats))
        return replies

    @reads_settings_once
    async def resign(self, place: Place, user: User, confirm: bool = False) -> list[Reply]:
        """The user gives up the game: the bot plays their seat from now on, and the table may hand
        it to a substitute (/game replace). The game goes on."""
        try:
            game, seats, state, seated, mine = await self._seat_load(place, user)
            if mine is None:
                raise Refused("bot-not-a-player")
            if seated.seats[mine.seat].gone:
                raise Refused("bot-seat-left")
            if not confirm:
                language = await self._user_language(place, user)
                return [Reply(say("bot-resign-confirm", language), kind="confirm", private=True,
                              user=user.id, game=game.id, buttons=["resign-confirm"])]
            name = visible_name(mine.name, mine.seat)
            game = await self._change_seats(game, state, seated.to_bot(mine.seat, gone=True),
                                            [(mine.seat, "bot-log-resigned", {"player": name})])
        except Refused as refused:
            return await self._refusal(place, user, refused)
        reply = await self._seat_reply(place, game, "bot-resigned", player=name)
        return [reply] + await self._bots_play(place, game, state, seats)

    @reads_settings_once
    async def remove(self, place: Place, user: User, target: str) -> list[Reply]:
        """The host (or a manager) removes a player whose time ran out: the bot plays the seat from
        now on, and the table may hand it to a substitute."""
        try:
            game, seats, state, seated, mine = await self._seat_load(place, user)
            if not self._may_manage(game, user):
                raise Refused("bot-only-host")
            seat = self._seat_of(seats, User(target, ""))
            if seat is None:
                raise Refused("bot-seat-unknown")
            clock = seated.seats[seat.seat]
            if clock.gone:
                raise Refused("bot-seat-already-left")
            if not clock.timed_out and not clock.bot:
                raise Refused("bot-remove-not-timed-out")
            name = visible_name(seat.name, seat.seat)
            game = await self._change_seats(game, state, seated.to_bot(seat.seat, gone=True),
                                            [(seat.seat, "bot-log-removed", {"player": name})])
        except Refused as refused:
            return await self._refusal(place, user, refused)
        reply = await self._seat_reply(place, game, "bot-removed", player=name)
        return [reply] + await self._bots_play(place, game, state, seats)

    def _may_choose(self, game: GameRecord, seated: S.Seating, mine: SeatRecord | None, user: User) -> bool:
        """Who may choose for the table: a player still at it (not one the bot plays for after
        resigning), the host or a manager."""
        return self._may_manage(game, user) or (mine is not None and not seated.seats[mine.seat].gone)

    @reads_settings_once
    async def replace(self, place: Place, user: User, target: str, new: User) -> list[Reply]:
        """Hand `target`'s seat to `new`, a substitute who takes it for good (with the seat's private
        view, which `target` loses). Possible when the seat's time ran out, the bot plays it or its
        owner left; or when the owner hands over their own seat."""
        try:
            game, seats, state, seated, mine = await self._seat_load(place, user)
            if not self._may_choose(game, seated, mine, user):
                raise Refused("bot-not-at-table")
            seat = self._seat_of(seats, User(target, ""))
            if seat is None:
                raise Refused("bot-seat-unknown")
            clock = seated.seats[seat.seat]
            if not (clock.timed_out or clock.bot or clock.gone or target == user.id):
                raise Refused("bot-replace-not-absent", player=visible_name(seat.name, seat.seat))
            if self._seat_of(seats, new) is not None:
                raise Refused("bot-replace-already-playing", player=entered_name(new.name))
            if new.automated or new.id == S.BOT:
                raise Refused("bot-replace-not-a-person")
            old, name = visible_name(seat.name, seat.seat), entered_name(new.name)
            changed = seated.substitute(seat.seat, new.id, name, self.clock.now())
            game = await self._change_seats(game, state, changed, [(seat.seat, "bot-log-substitute",
                                                                    {"player": old, "substitute": name})],
                                            new_owner=(seat.seat, new.id, name))
        except Refused as refused:
            return await self._refusal(place, user, refused)
        return [await self._seat_reply(place, game, "bot-substitute", mentions=[new.id], player=old,
                                       substitute=visible_name(name, seat.seat))]

    @reads_settings_once
    async def timeout_choice(self, place: Place, user: User, choice: str) -> list[Reply]:
        """The table's answer to a time-out (for every seat out of time): "wait" (one more limit) or
        "bot" (the bot plays the seat until its owner takes it back). A substitute: `replace`."""
        try:
            game, seats, state, seated, mine = await self._seat_load(place, user)
            if not self._may_choose(game, seated, mine, user):
                raise Refused("bot-not-at-table")
            out = [seat for seat, clock in enumerate(seated.seats) if clock.timed_out]
            if not out:
                raise Refused("bot-timeout-none")
            if mine is not None and mine.seat in out:      # even the host: they may simply move
                raise Refused("bot-timeout-own")
            if choice not in ("wait", "bot"):
                raise Refused("bot-timeout-bad-choice")
            names = self._names(seats, game=game.game)
            lines = []
            for seat in out:
                seated = seated.wait(seat, self.clock.now()) if choice == "wait" else seated.to_bot(seat)
                lines.append((seat, f"bot-log-timeout-{choice}", {"player": names(seat)}))
            game = await self._change_seats(game, state, seated, lines)
        except Refused as refused:
            return await self._refusal(place, user, refused)
        language = await self._channel_language(place)
        names = self._names(seats, language, game.game)
        by_seat = {s.seat: s.user for s in seats}
        reply = await self._seat_reply(place, game, f"bot-timeout-{choice}",
                                       mentions=[by_seat[seat] for seat in out],
                                       players=", ".join(names(seat) for seat in out),
                                       count=len(out))
        return [reply] + await self._bots_play(place, game, state, seats)

    async def sweep_seats(self, limit: int = 500) -> list[Reply]:
        """The clock sweep: vacations that ended, seats that ran out of time (the table is told and
        asked to choose), and the bot's moves that a restart interrupted. Public replies only. In the
        channel's quiet hours it waits for their end: a player whose time ran out may still move."""
        replies: list[Reply] = []
        now = self.clock.now()
        for game in await self.storage.due_seatings(now, limit):
            quiet_end = R.quiet_until(now, await self._channel_settings(game.channel, game.parent))
            if quiet_end is not None:     # nobody is told anything (nor does the bot move) in quiet hours
                await self.storage.reschedule_seating(game.id, game.version, quiet_end)
                continue
            place = Place(channel=game.channel, guild=game.guild, parent=game.parent)
            seats = await self.storage.seats(game.id)
            state = engine.loads(game.state)
            seated, happened = self._seating_of(game, seats).tick(now)
            if happened:
                names = self._names(seats, game=game.game)
                lines = [(seat, f"bot-log-{what}", {"player": names(seat)}) for what, seat in happened]
                try:
                    game = await self._change_seats(game, state, seated, lines)
                except Refused:
                    continue             # a move landed meanwhile: the next sweep looks again
                replies += await self._seat_news(place, game, seats, happened)
            replies += await self._bots_play(place, game, state, seats)
        return [reply for reply in replies if not reply.private]

    async def _seat_news(self, place: Place, game: GameRecord, seats: list[SeatRecord],
                         happened: list[tuple[str, int]]) -> list[Reply]:
        """What the table is told of the sweep's findings: a time-out asks the players still at the
        table (or the host) to choose, with its buttons; a vacation's end is one line."""
        language = await self._channel_language(place)
        names = self._names(seats, language, game.game)
        seated = self._seating_of(game, seats)
        out = [seat for what, seat in happened if what == "timeout"]
        back = [seat for what, seat in happened if what == "vacation-over"]
        replies = []
        if back:
            replies.append(await self._seat_reply(place, game, "bot-vacation-over",
                                                  players=", ".join(names(seat) for seat in back),
                                                  count=len(back)))
        if out:
            present = [s.user for s in seats if not seated.seats[s.seat].bot]
            replies.append(await self._seat_reply(place, game, "bot-timeout", mentions=present,
                                                  buttons=["wait", "seatbot"],
                                                  players=", ".join(names(seat) for seat in out),
                                                  count=len(out)))
        return replies

    # --- learning the games -----------------------------------------------------------------------

    @reads_settings_once
    async def rules(self, place: Place | None, user: User, game_id: str, page: str | int | None = None, *,
                    share: bool = False) -> list[Reply]:
        """A page of a game's rules guide (`page`: its id, its number as typed from 1 ("3"), or its
        index from 0 (an int, as the front end's buttons send); the first if None):
        for the user alone, or `share`d in the channel in its language. The last page, the house
        choices, ends with the options of this channel's table of that game, if there is one."""
        try:
            if game_id not in guides.games():
                raise Refused("bot-rules-unknown-game", games=[engine.meta(g).title for g in guides.games()])
            if share and place is None:
                raise Refused("bot-need-channel")
            ids = guides.pages(game_id)
            if page is None:
                index = 0
            elif isinstance(page, int) or (isinstance(page, str) and page.strip().isdigit()):
                index = int(page) if isinstance(page, int) else int(page.strip()) - 1
            else:
                index = ids.index(page) if page in ids else -1
            if not 0 <= index < len(ids):
                language = await self._user_language(place, user)
                raise Refused("bot-rules-unknown-page", pages=", ".join(
                    say(guides.title_key(game_id, p), language) for p in ids))
        except Refused as refused:
            return await self._refusal(place, user, refused)
        language = await (self._channel_language(place) if share else self._user_language(place, user))
        text = self._guide_text(game_id, ids[index], index, len(ids), language)
        if ids[index] == guides.HOUSE and place is not None:
            text += await self._table_choices(place, game_id, language)
        return [Reply(text, kind="rules", private=not share, user=None if share else user.id,
                      channel=place.channel if share else None,
                      guide=GuidePage(game_id, index, len(ids)))]

    @staticmethod
    def _guide_text(game_id: str, page: str, index: int, count: int, language: str) -> str:
        title = say(guides.title_key(game_id, page), language)
        heading = say("bot-rules-heading", language, game=engine.meta(game_id).title, title=title,
                      page=index + 1, pages=count)
        return heading + "\n" + say(guides.text_key(game_id, page), language)

    async def _table_choices(self, place: Place, game_id: str, language: str) -> str:
        """The options and clock of this channel's open table of the game (nothing without one)."""
        game = await self.storage.open_game(place.channel)
        if game is None or game.game != game_id:
            return ""
        options = self._options_text(engine.meta(game_id), game.options, language)
        return "\n\n" + say("bot-rules-this-table", language, options=options) + "\n" + \
            self._clock_text(S.loads(game.seating), language)

    @reads_settings_once
    async def language(self, place: Place | None, user: User) -> str:
        """The language the user is answered in (for a front end's own lists, e.g. autocomplete)."""
        return await self._user_language(place, user)

    # /help in parts, each its own private message: playing here; the commands; absent players and
    # finished games. Every part renders within HELP_PART_MAX characters in every language (tested),
    # well inside Discord's 2,000 per message, with room for a longer translation or list of games.
    HELP_PARTS = ("bot-help-playing", "bot-help-commands", "bot-help-absent")
    HELP_PART_MAX = 1500

    @classmethod
    def help_texts(cls, language: str) -> list[str]:
        """The parts of the help, rendered in `language`, in order."""
        games = [engine.meta(g).title for g in engine.game_ids()]     # a list: rendered, joined by commas
        return [say(key, language, games=games) for key in cls.HELP_PARTS]

    @reads_settings_once
    async def help(self, place: Place | None, user: User) -> list[Reply]:
        """How playing here works and every command, in the user's language: one private reply per
        part of the help (`HELP_PARTS`)."""
        language = await self._user_language(place, user)
        return [Reply(text, kind="help", private=True, user=user.id) for text in self.help_texts(language)]

    # --- words for front ends --------------------------------------------------------------------

    @reads_settings_once
    async def labels(self, place: Place, user: User | None = None) -> dict[str, str]:
        """Button labels, in the channel's language (or the user's, for a private message)."""
        language = await (self._user_language(place, user) if user else self._channel_language(place))
        return {action: say(f"bot-button-{action}", language)
                for action in (JOIN, LEAVE, START, PLAY, HAND, BOARD, "abandon", "resign", "wait", "seatbot",
                               "previous", "next", "share")}

    @reads_settings_once
    async def stale(self, place: Place, user: User) -> list[Reply]:
        """The answer to a button from an earlier moment of the game (or of another game)."""
        return await self._refusal(place, user, Refused("bot-stale-button"))

    @reads_settings_once
    async def cannot_post(self, place: Place, user: User) -> str:
        return say("bot-cannot-post", await self._user_language(place, user))

    @reads_settings_once
    async def cannot_open_thread(self, place: Place, user: User) -> str:
        return say("bot-cannot-open-thread", await self._user_language(place, user))

    @reads_settings_once
    async def apology(self, place: Place | None, user: User) -> str:
        return say("bot-error-unexpected", await self._user_language(place, user))

    # --- settings and reminders -----------------------------------------------------------------

    @reads_settings_once
    async def settings(self, place: Place | None, user: User, *, channel: dict[str, Any] | None = None,
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
                game = await self.storage.open_game(place.channel)
                if not user.manager and (game is None or game.host != user.id):
                    raise Refused("bot-only-manager")
                rows += [("channel", place.channel, key, R.validate_channel_setting(key, value))
                         for key, value in channel.items()]
            if pictures is not None:
                if game is None:
                    raise await self._no_game(place)
                if pictures not in PICTURES:
                    raise Refused("bot-bad-pictures", choices=", ".join(PICTURES))
            rows += [("user", user.id, key, R.validate_user_setting(key, value))
                     for key, value in mine.items()]
            if pictures is not None and not await self.storage.set_pictures(game.id, pictures):
                raise Refused("bot-board-changed")
            if rows:
                await self.storage.set_settings(rows)
                read = _settings_read.get()
                if read is not None:
                    read.clear()
        except R.BadSetting as bad:
            return await self._refusal(place, user, Refused(bad.key, **bad.params))
        except Refused as refused:
            return await self._refusal(place, user, refused)
        return await self._settings_reply(place, user)

    async def channel_settings(self, place: Place, user: User, **changes: str | None) -> list[Reply]:
        return await self.settings(place, user, channel=changes)

    async def user_settings(self, place: Place | None, user: User, **changes: str | None
                            ) -> list[Reply]:
        return await self.settings(place, user, mine=changes)

    async def _settings_reply(self, place: Place | None, user: User) -> list[Reply]:
        language = await self._user_language(place, user)
        channel = await self._channel_settings(place.channel, place.parent) if place else {}
        mine = await self._settings("user", user.id)
        text = say("bot-settings", language, hours=int(R.interval_seconds(channel) // 3600),
                   quiet=channel.get("quiet", "-"), timezone=channel.get("timezone", "UTC"),
                   language=language, mute=mine.get("mute", "off"))
        game = await self.storage.open_game(place.channel) if place else None
        if game is not None:
            text += "\n" + say("bot-settings-pictures", language, pictures=game.pictures)
        return [Reply(text, kind="settings", private=True, user=user.id)]

    @reads_settings_once
    async def mute(self, place: Place, user: User) -> list[Reply]:
        """No more reminders for this step of the game (they resume after the next move)."""
        try:
            game = await self._active_game(place)
            seats = await self.storage.seats(game.id)
            if self._seat_of(seats, user) is None:
                raise Refused("bot-not-a-player")
            await self.storage.mute_seat(game.id, user.id, game.version)
        except Refused as refused:
            return await self._refusal(place, user, refused)
        language = await self._user_language(place, user)
        return [Reply(say("bot-muted", language), private=True, user=user.id, game=game.id)]

    async def remind(self, limit: int = 500) -> list[Reply]:
        """The periodic sweep: first the seats' clocks (time-outs, vacations, the bot's moves), then a
        reminder for every game whose awaited players have been idle too long."""
        return await self.sweep_seats(limit) + await R.sweep(self, limit)

    async def disable_reminders(self, channel: str) -> None:
        """The channel is gone (deleted): stop reminding there. (A missing permission may come back:
        that is `reminder_failed`.)"""
        await self.storage.disable_reminders(channel)

    async def reminder_failed(self, reply: Reply) -> list[Reply]:
        """The front end may not post this reply of `remind` (a missing permission in its channel): a
        reminder is tried again later, with a back-off, and does not count. The first failure in
        that channel since its last successful reminder returns a private message for the game's
        host (the front end sends it directly), naming the channel and the permissions needed."""
        return await R.posting_failed(self, reply)

    async def reminder_posted(self, reply: Reply) -> None:
        """The front end posted this reply of `remind`: a failing channel works again."""
        await R.posted(self, reply)
