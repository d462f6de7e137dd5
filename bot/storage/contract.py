"""The storage contract the service relies on: the records, the statuses, the errors and the abstract
`Storage` (each method one transaction). The backends implement it (`sqlite.SqliteStorage`,
`postgres.PostgresStorage`); this module imports none of them, and they import it rather than the
package, whose `__init__` re-exports these names and picks a backend (`storage_for`)."""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field, replace
from typing import Protocol

LOBBY, ACTIVE, FINISHED, ABANDONED = "lobby", "active", "finished", "abandoned"
OPEN_STATUSES = (LOBBY, ACTIVE)


class ChannelBusy(Exception):
    """The channel already has a game in the lobby or in play."""


class StorageError(Exception):
    """The database cannot be used at all (damaged, unreadable, written by a newer bot): the message
    is one line, `<file>: <reason>`. Raised by `open()`, which closes its connection again and has
    written nothing to a damaged or newer file."""


WEB_KEY_BYTES = 16         # a table's web address: 128 random bits


def new_web_key() -> str:
    return secrets.token_hex(WEB_KEY_BYTES)


@dataclass
class GameRecord:
    id: int
    guild: str | None
    channel: str
    game: str
    options: dict
    seed: int
    status: str
    host: str
    version: int
    state: str | None
    awaiting: list[int]              # seats awaited now
    awaiting_since: float | None
    next_reminder_at: float | None
    reminders_sent: int
    created_at: float
    updated_at: float
    undos: int = 0                   # moves taken back so far (decision ids include it)
    shown_seq: int = 0               # events up to this one were summarised in a posted board
    parent: str | None = None        # the channel a thread game belongs to (its settings apply too)
    thread: bool = False             # the table plays in a thread of its own, opened at the start
    pictures: str = "turn"           # a board picture every "turn", every "round", or on "request"
    seating: str | None = None       # the move clock and who plays each seat (bot/seating.py, JSON)
    seating_due: float | None = None  # when the sweep next has something to do for the seats
    shown_view: bytes | None = None  # the public view of the last board picture posted (packed: archive.pack_view)
    web_key: str | None = None       # the table's unguessable address on the web (128 random bits, hex)

    @property
    def in_own_thread(self) -> bool:
        """Moved to the thread it opened: its lobby and its result are in `parent`."""
        return self.thread and self.parent is not None


@dataclass
class SeatRecord:
    user: str
    name: str
    joined: int                      # join order in the lobby
    seat: int | None                 # seat in the game, from the start on
    muted_version: int | None = None  # reminders muted for the step at this game version


@dataclass
class ActionRecord:
    seq: int
    seat: int
    user: str
    decision: str
    choice: object
    at: float
    undone: bool = False
    before: str | None = None        # the stored state before it, while it may still be taken back


@dataclass
class EventRecord:
    seq: int
    action: int | None
    at: float
    event: dict                      # engine Event as JSON data


@dataclass
class ResultRecord:
    """One seat of a finished game: who held it at the end, where they finished, and whether the game
    counts for their rating (bot/ratings.py). A seat past the people's (an automated opponent such as
    the Architects' Rival) has the user "" and is never rated."""

    seat: int
    user: str
    name: str
    place: int                       # 1 = first; tied seats share a place
    score: int
    won: bool
    rated: bool = False
    game: int = 0                    # the table (games.id); filled in when read back
    kind: str = ""                   # the game played (e.g. "nehemiah"); filled in when read back
    at: float = 0.0


@dataclass
class Finish:
    """A game's end, stored with its last move: every seat's result, and the ratings of the server
    for that game updated from the rated seats (bot/ratings.py), all in the move's transaction."""

    guild: str                       # "" in a direct message
    kind: str                        # the game played (e.g. "nehemiah")
    results: list[ResultRecord]


@dataclass
class RatingRecord:
    """A player's rating for one game on one server (see bot/ratings.py)."""

    user: str
    name: str
    kind: str
    rating: float                    # what is shown and ordered by (the library's ordinal)
    mu: float
    sigma: float
    games: int                       # rated games
    wins: int                        # rated games won


@dataclass
class Move:
    """Everything one accepted move writes, applied in one transaction or not at all."""

    game: int
    expected_version: int
    state: str
    status: str
    awaiting: list[int]
    awaiting_since: float
    next_reminder_at: float | None
    action: ActionRecord | None
    events: list[dict] = field(default_factory=list)
    at: float = 0.0
    shown: bool = False              # a board summarising every event up to this move's is posted
    shown_view: bytes | None = None  # its picture's public view (packed), kept for the next board's marks
    seating: str | None = None       # the seats' clocks and hands after the move (None: unchanged)
    seating_due: float | None = None
    new_owner: tuple[int, str, str] | None = None   # (seat, user, name): a substitute takes the seat
    keeps_wait: bool = False         # not a move of the game: the reminders go on as they were
    finish: Finish | None = None     # the game ends with this move: its results and the ratings

    def applied_to(self, game: GameRecord) -> GameRecord:
        """The game's record as this move, once committed, leaves it (no need to read it back)."""
        return replace(game, state=self.state, status=self.status, version=self.expected_version + 1,
                       awaiting=list(self.awaiting), awaiting_since=self.awaiting_since,
                       next_reminder_at=self.next_reminder_at, updated_at=self.at,
                       reminders_sent=game.reminders_sent if self.keeps_wait else 0,
                       seating=game.seating if self.seating is None else self.seating,
                       seating_due=game.seating_due if self.seating is None else self.seating_due,
                       shown_view=game.shown_view if self.shown_view is None else self.shown_view)


class Storage(Protocol):
    async def open(self) -> None: ...
    async def close(self) -> None: ...

    async def create_game(self, *, guild: str | None, channel: str, game: str, options: dict,
                          seed: int, host: str, host_name: str, at: float, parent: str | None = None,
                          thread: bool = False, pictures: str = "turn", seating: str | None = None
                          ) -> GameRecord: ...
    async def open_game(self, channel: str) -> GameRecord | None: ...
    async def game_by_web_key(self, key: str) -> GameRecord | None:
        """The table whose web address is `key` (any status), None for an unknown key."""
    async def open_game_with_seats(self, channel: str) -> tuple[GameRecord | None, list[SeatRecord]]:
        """The channel's open game and its seats (as `seats` gives them) in one query."""
    async def open_games_under(self, parent: str) -> list[GameRecord]:
        """Open games in the threads of a channel (oldest first)."""
    async def move_to_thread(self, game_id: int, thread: str) -> bool:
        """A started game that chose a thread of its own goes on there: its channel becomes the
        thread, its old channel its parent. False if it already moved or did not choose one."""
    async def set_pictures(self, game_id: int, pictures: str) -> bool:
        """Change an open game's picture setting; False if it is not open."""
    async def set_seating(self, game_id: int, expected_version: int, seating: str, at: float) -> bool:
        """Change a lobby's move clock; False if the game moved on or is not in the lobby."""
    async def latest_game(self, channel: str) -> GameRecord | None: ...
    async def game(self, game_id: int) -> GameRecord | None: ...
    async def seats(self, game_id: int) -> list[SeatRecord]: ...
    async def add_seat(self, game_id: int, user: str, name: str, expected_version: int,
                       at: float) -> bool: ...
    async def remove_seat(self, game_id: int, user: str, expected_version: int, at: float) -> bool: ...
    async def start_game(self, game_id: int, expected_version: int, order: list[str], move: Move
                         ) -> bool: ...
    async def commit_move(self, move: Move) -> bool: ...
    async def undo_last(self, game_id: int, seq: int, move: Move) -> bool: ...
    async def set_status(self, game_id: int, expected_version: int, status: str, at: float) -> bool: ...
    async def actions(self, game_id: int, *, include_undone: bool = False) -> list[ActionRecord]: ...
    async def last_action(self, game_id: int) -> ActionRecord | None:
        """The last action not undone, with the state before it if it may still be taken back."""
    async def events(self, game_id: int, *, before: int | None = None, limit: int = 20
                     ) -> list[EventRecord]: ...
    async def events_after(self, game_id: int, seq: int) -> list[EventRecord]:
        """The events after `seq`, in order (what the next board summarises)."""
    async def last_action_events(self, game_id: int, seq: int) -> list[EventRecord]: ...
    async def post_of(self, game_id: int, slot: str) -> str | None:
        """The front end's message id of a game's edited-in-place message (`Reply.edit` slot)."""
    async def remember_post(self, game_id: int, slot: str, message: str) -> None: ...
    async def claim_replays(self, now: float, stale_before: float, *, game_id: int | None = None,
                            limit: int = 10) -> list[int]:
        """Finished games whose replay is not built yet (the final move marks it due), claimed to be
        built now: those nobody claimed, or whose claim is older than `stale_before` (the process
        died); with `game_id`, that game only."""
    async def replay_done(self, game_id: int) -> None:
        """The game's replay is built: it is no longer due."""
    async def mute_seat(self, game_id: int, user: str, version: int | None) -> None: ...
    async def get_settings(self, scope: str, target: str) -> dict[str, str]: ...
    async def get_settings_many(self, wanted: list[tuple[str, str]]
                                ) -> dict[tuple[str, str], dict[str, str]]:
        """Several (scope, target) settings in one query; absent ones are left out."""
    async def set_settings(self, changes: list[tuple[str, str, str, str | None]]) -> None:
        """(scope, target, key, value) rows, all stored or none; a None value removes the key."""
    async def due_reminders(self, now: float, limit: int) -> list[GameRecord]: ...
    async def mark_reminded(self, game_id: int, version: int, sent_before: int,
                            next_at: float | None) -> bool: ...
    async def due_seatings(self, now: float, limit: int) -> list[GameRecord]:
        """Active games whose seats need the sweep by `now` (time-outs, vacations, the bot)."""
    async def reschedule_seating(self, game_id: int, version: int, due: float) -> bool:
        """Look at the game's seats again at `due` (after quiet hours); False if it moved on."""
    async def reschedule_reminder(self, game_id: int, version: int, next_at: float) -> bool: ...
    async def unmark_reminded(self, game_id: int, version: int, sent_after: int, next_at: float) -> bool:
        """Take back a reminder `mark_reminded` counted (the front end could not post it): one fewer
        sent, the next try at `next_at`; False (nothing changed) if the game moved on meanwhile."""
    async def disable_reminders(self, channel: str) -> None: ...
    async def games_of_user(self, user: str) -> list[tuple[GameRecord, SeatRecord]]: ...

    # after the game: results, ratings and history ("" is the guild of a direct message)
    async def games_by_status(self, statuses: tuple[str, ...], limit: int) -> list[GameRecord]:
        """Games of these statuses in every channel, newest first (`python -m bot web` lists them)."""
    async def finished_games(self, guild: str, channel: str, *, limit: int, offset: int = 0
                             ) -> list[GameRecord]:
        """Finished games of a channel and of the threads it opened, newest first."""
    async def results_of(self, game_ids: list[int]) -> list[ResultRecord]:
        """The stored results of these games, by game and seat."""
    async def leaderboard(self, guild: str, kind: str, limit: int) -> list[RatingRecord]:
        """A server's ratings for one game, best first."""
    async def ratings_of(self, guild: str, user: str) -> list[RatingRecord]:
        """A player's ratings on a server, one per game they were rated in."""
    async def player_results(self, guild: str, user: str, limit: int) -> list[ResultRecord]:
        """A player's latest results on a server (rated or not), newest first."""
    async def player_totals(self, guild: str, user: str) -> dict[str, tuple[int, int]]:
        """Per game: (finished games, wins) of a player on a server, rated or not."""
