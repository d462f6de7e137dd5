"""A table's history: the state at the end of every turn, replayed from the stored actions.

    History(limit).frames(game, seats, actions) -> Frames     (async; the replay runs in a worker thread)

The game is played again from its seed with engine.new_game_with_events + engine.act over the actions
not taken back. A turn ends where engine.moment changes, as the channel's boards are posted
(bot/service/posting.board_due); frame 0 is the set-up, and the last frame is the game as it stands now
(the end of the last turn, or the middle of the one being played). Each frame keeps its state (packed)
and its public view (packed as the posted board's "before" is), so drawing frame k needs no replay.

Replays are cached per table, at most `limit` tables (least recently used first out), and extended
when moves were added since (the same actions first, the same number of undos): a move costs the
replay of that move only. One replay runs at a time, so a burst of requests never takes more than a
core from the bot. Only public things leave this module: views of the public (engine.view(state,
None)); the states stay inside and are used for nothing else.
"""
from __future__ import annotations

import asyncio
import bisect
import zlib
from collections import OrderedDict
from dataclasses import dataclass, field

import engine

from ..storage import ActionRecord, EventRecord, GameRecord, SeatRecord
from ..storage.archive import pack_view, unpack_view

KEPT_TABLES = 32


@dataclass(frozen=True)
class Frame:
    step: int                  # actions played so far (0: the set-up)
    round: int                 # the round of the game at that moment (engine.moment)
    mover: int | None          # the seat of the frame's last action (None at the set-up)
    state: bytes               # zlib(engine.dumps(state)): only to draw its public view
    view: bytes                # archive.pack_view(engine.view(state, None))

    def public_view(self) -> dict:
        """The frame's public view, made from its state (exactly as the posted board's)."""
        return engine.view(engine.loads(zlib.decompress(self.state).decode()), None)

    def packed_view(self) -> dict:
        """The public view as a board keeps it for the next picture's marks ("before")."""
        return unpack_view(self.view)


@dataclass
class Replayed:
    undos: int
    seqs: list[int]                        # the actions replayed (their seq), in order
    setup_events: int                      # events the set-up made (the first ones stored)
    ends: list[Frame]                      # frame 0 and every turn's end
    state: engine.State                    # after the last action replayed
    last: Frame | None = None              # the last step, when it is not a turn's end
    version: int = -1                      # the game's version this replay is of


@dataclass
class Frames:
    """What the web shows of a table's history."""

    frames: list[Frame]                    # 0 .. current
    groups: list[list[EventRecord]] = field(default_factory=list)   # events per frame (the turn that ended there), then those since
    turn_rounds: list[int] = field(default_factory=list)   # the round each frame's turn was played in

    @property
    def current(self) -> int:
        return len(self.frames) - 1


def _frame(step: int, state, mover: int | None) -> Frame:
    return Frame(step=step, round=engine.moment(state).round, mover=mover,
                 state=zlib.compress(engine.dumps(state).encode(), 6),
                 view=pack_view(engine.view(state, None)))


def _players(seats: list[SeatRecord]) -> int:
    return sum(1 for seat in seats if seat.seat is not None)


def replay(game: GameRecord, seats: list[SeatRecord], actions: list[ActionRecord],
           kept: Replayed | None) -> Replayed:
    """The replay of `actions`, going on from `kept` when it is a beginning of them (synchronous)."""
    seqs = [action.seq for action in actions]
    if kept is not None and kept.undos == game.undos and seqs[:len(kept.seqs)] == kept.seqs:
        done = kept
        ends = list(kept.ends)
    else:
        state, events = engine.new_game_with_events(game.game, _players(seats), options=game.options,
                                                    seed=game.seed)
        ends = [_frame(0, state, None)]
        done = Replayed(undos=game.undos, seqs=[], setup_events=len(events), ends=ends, state=state)
    state = done.state
    before = engine.moment(state)
    step = len(done.seqs)
    for action in actions[len(done.seqs):]:
        state, _ = engine.act(state, action.seat, action.choice)
        step += 1
        now = engine.moment(state)
        if now != before or not engine.pending(state):      # a board is due (posting.board_due)
            ends.append(_frame(step, state, action.seat))
        before = now
    last = None
    if step and ends[-1].step != step:                       # in the middle of a turn
        last = done.last if done.last is not None and done.last.step == step else \
            _frame(step, state, actions[-1].seat)
    return Replayed(undos=game.undos, seqs=seqs, setup_events=done.setup_events, ends=ends, state=state,
                    last=last, version=game.version)


def group(replayed: Replayed, frames: list[Frame], actions: list[ActionRecord],
          events: list[EventRecord]) -> list[list[EventRecord]]:
    """The stored events by the turn they belong to: group k holds what the board of frame k summed
    up (what happened since frame k-1), and one more group what happened since the last frame. An
    event of an action belongs to that action's turn; one of no action (the set-up's first, then a
    change of hands) to the next board after the moves before it."""
    step_of = {action.seq: number for number, action in enumerate(actions, 1)}
    steps = [frame.step for frame in frames]
    groups: list[list[EventRecord]] = [[] for _ in range(len(frames) + 1)]
    played = 0
    for index, record in enumerate(events):
        if record.action is not None and record.action in step_of:
            played = step_of[record.action]
            target = bisect.bisect_left(steps, played)          # the first frame at or after it
        elif record.action is None and index < replayed.setup_events and played == 0:
            target = 0
        else:                                   # after `played` moves: the next board says it
            target = bisect.bisect_right(steps, played)
        groups[min(target, len(frames))].append(record)
    return groups


class History:
    def __init__(self, limit: int = KEPT_TABLES) -> None:
        self.limit = limit
        self._kept: OrderedDict[int, Replayed] = OrderedDict()
        self._lock = asyncio.Lock()

    def _remember(self, game_id: int, replayed: Replayed) -> None:
        self._kept[game_id] = replayed
        self._kept.move_to_end(game_id)
        while len(self._kept) > self.limit:
            self._kept.popitem(last=False)

    async def replayed(self, game: GameRecord, seats: list[SeatRecord], actions: list[ActionRecord]
                       ) -> Replayed:
        kept = self._kept.get(game.id)
        if kept is not None and kept.version == game.version and kept.undos == game.undos:
            self._kept.move_to_end(game.id)
            return kept
        async with self._lock:               # one replay at a time
            kept = self._kept.get(game.id)
            if kept is None or kept.version != game.version:
                kept = await asyncio.to_thread(replay, game, seats, actions, kept)
                self._remember(game.id, kept)
            return kept

    def cached(self, game: GameRecord) -> Replayed | None:
        """The table's replay if it is of this very version (no need to read the actions again)."""
        kept = self._kept.get(game.id)
        return kept if kept is not None and kept.version == game.version else None

    async def frames(self, game: GameRecord, seats: list[SeatRecord], actions: list[ActionRecord],
                     events: list[EventRecord] | None = None) -> Frames:
        replayed = await self.replayed(game, seats, actions)
        frames = replayed.ends + ([replayed.last] if replayed.last is not None else [])
        rounds = [frames[0].round] + [frames[k - 1].round for k in range(1, len(frames))]
        groups = group(replayed, frames, actions, events) if events is not None else []
        return Frames(frames=frames, groups=groups, turn_rounds=rounds)
