"""What the public may see of a table, read from storage: the one place the web pages get their data.

    Reader(storage).game(key) -> GameRecord | None          by its web address (no query for a malformed one)
    Reader.snapshot(game) -> Snapshot                       its seats, actions and events, all of one version
    await language_of(ctx, game) -> str                     the table's language (its channel's)
    board_view(snapshot, frames, k, language, names, seated) -> dict   the public view of frame k's board
    standing(...), waiting(...), result(...), log(...)      the page's texts, in a language

Everything here is made from public things only: engine.view(state, None) (nothing secret in it, by
the engine's contract), engine.standing (public information only), the public half of each event
(never its "private" one), the awaited seats and what they are asked (as the channel is told), the
final result. The game's state goes into those functions and nowhere else.
"""
from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass

import engine

from .. import seating as S
from ..console import plain
from ..replies import Place
from ..service import context, posting, tables, views
from ..storage import ABANDONED, FINISHED, LOBBY, ActionRecord, EventRecord, GameRecord, SeatRecord
from ..text import say
from .history import Frames

KEY = re.compile(r"[0-9a-f]{32}")
KEPT_SNAPSHOTS = 32
READ_ATTEMPTS = 4


@dataclass
class Snapshot:
    game: GameRecord
    seats: list[SeatRecord]
    actions: list[ActionRecord]
    events: list[EventRecord]


class Reader:
    """Tables read from storage; the last read of each (at most `limit` tables) is kept while the
    table's version holds, so a page seen again, or its pictures, cost one query."""

    def __init__(self, storage, limit: int = KEPT_SNAPSHOTS) -> None:
        self.storage = storage
        self.limit = limit
        self._kept: OrderedDict[int, Snapshot] = OrderedDict()

    async def game(self, key: str) -> GameRecord | None:
        if not KEY.fullmatch(key):
            return None
        return await self.storage.game_by_web_key(key)

    async def snapshot(self, game: GameRecord) -> Snapshot:
        kept = self._kept.get(game.id)
        if kept is not None and kept.game.version == game.version and kept.game.undos == game.undos:
            self._kept.move_to_end(game.id)
            return kept
        for _ in range(READ_ATTEMPTS):         # a move landing between the reads: read them again
            seats = await self.storage.seats(game.id)
            actions = await self.storage.actions(game.id) if game.state is not None else []
            events = await self.storage.events_after(game.id, 0) if game.state is not None else []
            again = await self.storage.game(game.id)
            if again is None or (again.version == game.version and again.undos == game.undos):
                break
            game = again
        snapshot = Snapshot(game=game, seats=seats, actions=actions, events=events)
        self._kept[game.id] = snapshot
        self._kept.move_to_end(game.id)
        while len(self._kept) > self.limit:
            self._kept.popitem(last=False)
        return snapshot


def place_of(game: GameRecord) -> Place:
    return Place(channel=game.channel, guild=game.guild, parent=game.parent)


async def language_of(ctx: context.Context, game: GameRecord) -> str:
    """The table's language: its channel's (or server's) setting, as its board posts are written."""
    return await context.channel_language(ctx, place_of(game))


def names_of(snapshot: Snapshot, language: str):
    return tables.names(snapshot.seats, language, snapshot.game.game)


def seating_of(ctx: context.Context, snapshot: Snapshot) -> S.Seating:
    return tables.seating_of(ctx, snapshot.game, snapshot.seats)


def current_state(snapshot: Snapshot):
    return engine.loads(snapshot.game.state)


def board_view(snapshot: Snapshot, frames: Frames, k: int, language: str, names, seated: S.Seating) -> dict:
    """The public view frame k's board is drawn from: as the channel's board at that turn's end was
    (posting.draw_board: the view, the last move's marks against the previous board, the seats the
    bots play); the last frame is the game as it stands now (from the stored state), with who is on
    vacation now and, for an abandoned game, nobody awaited. No move clock: its seconds run on."""
    frame = frames.frames[k]
    current = k == frames.current
    view = engine.view(current_state(snapshot), None) if current else frame.public_view()
    # the set-up's board says no last move (its events are summed up by the lines that start the game)
    happened = [record.event for record in frames.groups[k]] if frames.groups and k else []
    marks = posting.board_marks(frames.frames[k - 1].view if k else None, happened, language, names, frame.mover)
    view = {**view, **marks}
    if seated.seats:
        bots = sorted(seated.bot_seats()) if current else \
            [seat for seat, clock in enumerate(seated.seats) if clock.strength]
        away = [seat for seat, clock in enumerate(seated.seats) if clock.on_vacation] if current else []
        view = {**view, "time_left": {}, "bot_seats": bots, "away_seats": away}
    if current and snapshot.game.status == ABANDONED:
        view = {**view, "abandoned": True, "awaiting": []}
    return view


def board_key(snapshot: Snapshot, frames: Frames, k: int, language: str, names, seated: S.Seating) -> tuple:
    """What decides frame k's picture (for the picture cache)."""
    game = snapshot.game
    people = tuple(names(seat) for seat in range(len(snapshot.seats) + 1))
    key = ("board", game.id, game.undos, frames.frames[k].step, language, people)
    if k == frames.current:
        key += (game.version, game.status)
    return key


def standing(snapshot: Snapshot, seated: S.Seating, language: str, names) -> list[str]:
    """The round and phase, then each player's public standing (as /game status words them)."""
    return [plain(line.removeprefix("- ")) for line in
            views.standing_lines(current_state(snapshot), seated, language, names)]


def waiting(ctx: context.Context, snapshot: Snapshot, seated: S.Seating, language: str, names) -> str:
    """Whose turn it is and for how long (an active game), or how it ended."""
    game = snapshot.game
    if game.status == ABANDONED:
        return say("bot-game-abandoned", language, game=engine.meta(game.game).title)
    state = current_state(snapshot)
    text = posting.whose_turn(ctx, state, snapshot.seats, language, names, seated)
    if game.status == FINISHED:
        return plain(text)
    hours = int((ctx.clock.now() - (game.awaiting_since or ctx.clock.now())) // 3600)
    return plain(say("bot-status-waiting", language, hours=hours, waiting=text))


@dataclass
class Turn:
    frame: int | None           # the frame whose board ends this turn (None: the turn going on)
    round: int
    lines: list[str]


def log(frames: Frames, language: str, names) -> list[Turn]:
    """The public half of every event, grouped by the turn it happened in, oldest first."""
    turns = []
    for k, group in enumerate(frames.groups):
        lines = posting.public_lines([record.event for record in group], language, names)
        if k == len(frames.frames):
            if lines:
                turns.append(Turn(None, frames.frames[-1].round, [plain(line) for line in lines]))
            continue
        turns.append(Turn(k, frames.turn_rounds[k], [plain(line) for line in lines]))
    return turns


def status_word(game: GameRecord) -> str:
    return "lobby" if game.status == LOBBY else game.status
