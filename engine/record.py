"""A portable record of a finished game, and its replay.

A record holds what is needed to play the game again move for move: the game, its options and seed,
the seats, every answer in order (with the engine's decision ids) and the sha256 of the final state,
so a replay proves it reached exactly the same end. Pure like the rest of the engine: times are
strings the caller gives, nothing here reads a clock or a file.

    make_record(final_state, seats=[...], actions=[...]) -> Record
    encode(record) -> bytes;  decode(data) -> Record      # JSON, sorted keys, one action per line;
                                                            # decode refuses a file past MAX_BYTES, MAX_DEPTH ...
    check_versions(record)                                  # RuleError if this engine differs
    steps(record) -> Iterator[Step]                         # the set-up, then the state after each action
    replay(record) -> State                                 # the final state, checked against the record
    frame_steps(record) -> list[Step]                       # the steps a replay picture shows
"""
from __future__ import annotations

import hashlib
import re
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


# --- the limits of a file ---------------------------------------------------------------------------
# A record file may come from anywhere, so decode refuses one past these bounds, in one sentence and
# quickly, before anything recurses into it or spends time on it. Real records are far within them: the
# longest games (about 1000 moves) make files under 100 kB, nested 6 levels deep, whose longest string
# is a 64-character hash, whose seats are at most 6 and whose numbers are small.

MAX_BYTES = 10_000_000        # the whole file (10 MB)
MAX_DEPTH = 64                # lists and mappings inside each other (the record itself is level 1)
MAX_TEXT = 1_000              # characters in any one string or key (names are cut to 32 when shown)
MAX_ACTIONS = 100_000         # moves
MAX_SEATS = 100               # players and seats; a seat number is below it (past the players: automata)
MAX_VERSION = 2 ** 31 - 1     # schema and rules version numbers
INTEGERS = (-2 ** 63, 2 ** 64 - 1)   # any other whole number, the seed too: what a game state can hold
                                     # (engine.dumps writes 64-bit integers; the Rng uses 64 bits)

_ESCAPE = re.compile(rb"\\.", re.DOTALL)
_STRING = re.compile(rb'"[^"]*"')
_NOT_A_BRACKET = bytes(b for b in range(256) if b not in b"[]{}")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,39}")


def _too_deep(data: bytes, limit: int) -> bool:
    """Whether the JSON text nests lists and mappings more than `limit` deep: one pass over its
    brackets outside strings, no recursion. Escapes go first (so no quote is escaped), then strings.
    In text that is not JSON the count may go wrong, but only after the first error, where the
    decoder stops anyway: the decoder never goes deeper than this count."""
    brackets = _STRING.sub(b"", _ESCAPE.sub(b"", data)).translate(None, _NOT_A_BRACKET)
    depth = 0
    for byte in brackets:
        if byte == 0x5B or byte == 0x7B:           # [ {
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


def _refuse(key: str, **params) -> RuleError:
    return RuleError("bad-record", key, **params)


def _field(path: tuple) -> str:
    """A field's place in the file for a message, on one line: seats[0].name, options.leaders."""
    text = ""
    for step in path:
        if isinstance(step, int):
            text += f"[{step}]"
        elif _NAME.fullmatch(step):
            text += f".{step}" if text else step
        else:                                      # a key from the file: escaped, short
            text += "[" + (ascii(step) if len(step) <= 24 else ascii(step[:20])[:-1] + "…'") + "]"
    return text


def _number(path: tuple, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        raise _refuse("core-cli-replay-out-of-range", field=_field(path), min=low, max=high)


def _check_limits(record: Record) -> None:
    """Refuse numbers out of range, too many seats or moves and too long strings, anywhere in the
    record, naming the field."""
    _number(("players",), record.players, 1, MAX_SEATS)
    _number(("seed",), record.seed, *INTEGERS)
    _number(("schema",), record.schema, 0, MAX_VERSION)
    _number(("rules_version",), record.rules_version, 0, MAX_VERSION)
    for name, items, limit in (("seats", record.seats, MAX_SEATS), ("actions", record.actions, MAX_ACTIONS)):
        if len(items) > limit:
            raise _refuse("core-cli-replay-too-many", field=name, limit=limit)
        for number, item in enumerate(items):
            _number((name, number, "seat"), item.seat, 0, MAX_SEATS - 1)
    _check_values(record)


_STRUCTS = (Record, RecordSeat, RecordAction)


def _check_values(top: Record) -> None:
    """Every string and key at most MAX_TEXT long, every whole number within INTEGERS: a loop over
    the record, its seats and actions and the lists and mappings in them, breadth first, without
    recursion and without a tuple per value (a file of millions of tiny values stays quick). A
    field's path is only put together to name it."""
    low, high = INTEGERS
    parents, keys, containers = [-1], [None], [top]       # the containers met, where each one is

    def path(index: int, *last) -> tuple:
        steps = list(last)
        while index > 0:
            steps.append(keys[index])
            index = parents[index]
        return tuple(reversed(steps))

    index = 0
    while index < len(containers):
        container = containers[index]
        if type(container) in _STRUCTS:
            items = ((field, getattr(container, field)) for field in container.__struct_fields__)
        elif type(container) is dict:
            if container and max(map(len, container)) > MAX_TEXT:
                key = next(key for key in container if len(key) > MAX_TEXT)
                raise _refuse("core-cli-replay-too-long", field=_field(path(index, key)), limit=MAX_TEXT)
            items = container.items()
        else:
            items = enumerate(container)
        for key, value in items:
            kind = type(value)
            if kind is str:
                if len(value) > MAX_TEXT:
                    raise _refuse("core-cli-replay-too-long", field=_field(path(index, key)), limit=MAX_TEXT)
            elif kind is int:
                if not low <= value <= high:
                    raise _refuse("core-cli-replay-out-of-range", field=_field(path(index, key)),
                                  min=low, max=high)
            elif (kind is dict or kind is list or kind in _STRUCTS) and value:    # an empty one: nothing to see
                parents.append(index)
                keys.append(key)
                containers.append(value)
        index += 1


class _Header(msgspec.Struct):
    format: Any = None
    version: Any = None


def decode(data: bytes | str) -> Record:
    """A record from its file; anything else is refused with a RuleError saying what is wrong (in one
    sentence: see the limits above)."""
    if len(data) > MAX_BYTES:
        raise _refuse("core-cli-replay-too-large", megabytes=MAX_BYTES // 1_000_000)
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")     # a lone surrogate: not UTF-8, refused below
        if len(data) > MAX_BYTES:
            raise _refuse("core-cli-replay-too-large", megabytes=MAX_BYTES // 1_000_000)
    if _too_deep(data, MAX_DEPTH):
        raise _refuse("core-cli-replay-too-deep", limit=MAX_DEPTH)
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
    _check_limits(record)
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
