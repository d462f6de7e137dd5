"""A portable record of a finished game, and its replay.

A record holds what is needed to play the game again move for move: the game, its options and seed,
the seats, every answer in order (with the engine's decision ids) and the sha256 of the final state,
so a replay proves it reached exactly the same end. Pure like the rest of the engine: times are
strings the caller gives, nothing here reads a clock or a file.

    make_record(final_state, seats=[...], actions=[...]) -> Record
    encode(record) -> bytes;  decode(data) -> Record      # JSON, sorted keys, one action per line
    check_versions(record)                                  # RuleError if this engine differs
    steps(record) -> Iterator[Step]                         # the set-up, then the state after each action
    replay(record) -> State                                 # the final state, checked against the record
    frame_steps(record) -> list[Step]                       # the steps a replay picture shows
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from typing import Any, Iterable, Iterator

import msgspec

from . import act, dumps, moment, new_game, new_game_with_events, pending, result
from .core import rules as registry
from .core.decisions import Event
from .core.errors import RuleError
from .core.frames import GameState
from .core.messages import msg

FORMAT = "builders-table-record"
VERSION = 1


class RecordSeat(msgspec.Struct, kw_only=True):
    seat: int
    name: str                     # the name shown at the table
    user: str                     # the user id that held the seat at the start


class RecordAction(msgspec.Struct, kw_only=True):
    seat: int
    user: str                     # who answered: the seat's owner, a substitute, or the bot
    decision: str                 # the engine's decision id the answer was for
    choice: Any
    at: str                       # ISO-8601 UTC time, as the caller gave it


class Record(msgspec.Struct, kw_only=True, omit_defaults=True):
    format: str
    version: int
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    schema: int
    rules_version: int
    content: str                  # hash of the game's content data (cards, boards) it was played with
    seats: list[RecordSeat]
    actions: list[RecordAction]
    final: str                    # sha256 hex of engine.dumps(final state)
    result: dict | None = None    # engine.result(final state) as plain data, for people reading the file
    started: str | None = None
    finished: str | None = None
    table: dict | None = None     # whatever the table wants to keep (channel, settings ...)


class Step(msgspec.Struct, frozen=True):
    number: int                   # 0: the set-up; n: after the record's n-th action
    state: GameState
    events: list[Event]


def digest(state: GameState) -> str:
    return hashlib.sha256(dumps(state).encode()).hexdigest()


def make_record(final_state: GameState, *, seats: Iterable[RecordSeat | dict],
                actions: Iterable[RecordAction | dict], started: str | None = None,
                finished: str | None = None, table: dict | None = None) -> Record:
    """The record of a finished game; `actions` are its answers in order (undone ones left out)."""
    if pending(final_state):
        raise RuleError("record-unfinished", "core-error-record-unfinished")
    return Record(
        format=FORMAT, version=VERSION, game=final_state.game, players=final_state.num_players,
        options=dict(final_state.options), seed=final_state.seed, schema=final_state.schema,
        rules_version=final_state.rules_version, content=final_state.content,
        seats=[_as(RecordSeat, seat) for seat in seats],
        actions=[_as(RecordAction, action) for action in actions],
        final=digest(final_state), result=msgspec.to_builtins(result(final_state)),
        started=started, finished=finished, table=table)


def _as(kind: type, item: Any) -> Any:
    return item if isinstance(item, kind) else msgspec.convert(item, type=kind)


# --- the file --------------------------------------------------------------------------------------

_compact = msgspec.json.Encoder(order="sorted")


def encode(record: Record) -> bytes:
    """Readable JSON with sorted keys: one line per field, per seat and per action (a long game stays
    small), nested mappings one key per line."""
    return (_layout(msgspec.to_builtins(record, order="sorted", str_keys=True), "") + "\n").encode()


def _layout(value: Any, indent: str) -> str:
    """A mapping one key per line; a list of mappings or lists one item per line; the rest compact."""
    inner = indent + " "
    if isinstance(value, dict) and value:
        lines = [f"{inner}{_compact.encode(key).decode()}: {_layout(item, inner)}"
                 for key, item in value.items()]
        return "{\n" + ",\n".join(lines) + f"\n{indent}}}"
    if isinstance(value, list) and value and isinstance(value[0], (dict, list)):
        lines = [inner + _compact.encode(item).decode() for item in value]
        return "[\n" + ",\n".join(lines) + f"\n{indent}]"
    return _compact.encode(value).decode()


class _Header(msgspec.Struct):
    format: Any = None
    version: Any = None


def decode(data: bytes | str) -> Record:
    """A record from its file; anything else is refused with a RuleError saying what is wrong."""
    try:
        header = msgspec.json.decode(data, type=_Header)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        raise RuleError("bad-record", "core-error-record-bad", detail=str(error)) from None
    if header.format != FORMAT:
        raise RuleError("bad-record", "core-error-record-format")
    if isinstance(header.version, int) and not isinstance(header.version, bool) and header.version > VERSION:
        raise RuleError("bad-record", "core-error-record-newer", found=header.version, expected=VERSION)
    try:
        record = msgspec.json.decode(data, type=Record)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        raise RuleError("bad-record", "core-error-record-bad", detail=str(error)) from None
    if record.version < 1:
        raise RuleError("bad-record", "core-error-record-bad", detail=f"version {record.version}")
    return record


# --- versions --------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _content_hash(game: str) -> str:
    """The hash of the content data this program plays `game` with (a new game stores it)."""
    return new_game(game, registry.get(game).meta.min_players, seed=1).content


def check_versions(record: Record) -> None:
    """Refuse (RuleError) a record whose game this program does not know, or whose state format,
    rules version or content data differ from this program's: its replay could differ."""
    if record.game not in registry.game_ids():
        raise RuleError("record-version", "core-error-record-game", game=record.game)
    rules = registry.get(record.game)
    differences = []
    if record.schema != rules.schema:
        differences.append(msg("core-record-schema", found=record.schema, expected=rules.schema))
    if record.rules_version != rules.rules_version:
        differences.append(msg("core-record-rules-version", found=record.rules_version,
                               expected=rules.rules_version))
    if record.content != _content_hash(record.game):
        differences.append(msg("core-record-content", found=record.content[:12],
                               expected=_content_hash(record.game)[:12]))
    if differences:
        raise RuleError("record-version", "core-error-record-version", game=rules.meta.title,
                        differences=differences)


# --- replay ----------------------------------------------------------------------------------------

def steps(record: Record, *, check: bool = True) -> Iterator[Step]:
    """Step 0 is the set-up, then the state after each action. The versions are checked and the game
    set up at once (refusals raise here); a refused action raises while iterating, naming its number."""
    if check:
        check_versions(record)
    state, events = new_game_with_events(record.game, record.players, options=record.options,
                                         seed=record.seed)
    return _steps(record, Step(0, state, events))


def _steps(record: Record, first: Step) -> Iterator[Step]:
    yield first
    state = first.state
    for number, action in enumerate(record.actions, 1):
        try:
            state, events = act(state, action.seat, action.choice, expect=action.decision)
        except RuleError as error:
            raise RuleError("record-refused", "core-error-record-refused", number=number,
                            reason=error.message) from None
        yield Step(number, state, events)


def check_final(record: Record, state: GameState, moves: int) -> None:
    """Raise "core-error-record-diverged" unless `state`, reached after `moves` actions, is over and
    identical to the record's final state."""
    if pending(state):
        raise RuleError("record-diverged", "core-error-record-diverged",
                        why=msg("core-record-not-over", moves=moves))
    if digest(state) != record.final:
        raise RuleError("record-diverged", "core-error-record-diverged", why=msg("core-record-other-end"))


def replay(record: Record, *, check: bool = True) -> GameState:
    """The final state of the record's game, played again and checked against the record."""
    last = None
    for last in steps(record, check=check):
        pass
    check_final(record, last.state, last.number)
    return last.state


def iter_frames(all_steps: Iterable[Step]) -> Iterator[Step]:
    """The steps a replay picture shows, as they come: the first, each step whose moment differs from
    the step before (a turn of the game ended: the bot posts a board), and the last (once). A frame's
    events are everything that happened since the previous frame; nothing else is kept."""
    last: Step | None = None
    before = None
    shown = False
    gathered: list[Event] = []
    for step in all_steps:
        now = moment(step.state)
        gathered.extend(step.events)
        shown = last is None or now != before
        if shown:
            yield Step(step.number, step.state, gathered)
            gathered = []
        last, before = step, now
    if last is not None and not shown:
        yield Step(last.number, last.state, gathered)


def frame_steps(record: Record, *, check: bool = True) -> list[Step]:
    return list(iter_frames(steps(record, check=check)))
