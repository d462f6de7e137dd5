"""After the game: its portable record, the score-breakdown picture and the animated replay.

The record (engine/record.py) is made from what the service stored: the game's seed and options (in
its final state), the seats and every action not taken back. The replay replays that record from the
seed and draws the public board of each turn's end (render.animate_record, under Discord's upload
limit). The pictures are drawn in a worker thread by the caller; everything here is synchronous.
"""
from __future__ import annotations

from datetime import datetime, timezone

import engine
from engine import record as records

from .storage import ActionRecord, GameRecord, SeatRecord
from .text import Names


def iso(at: float) -> str:
    """A stored time (seconds since the epoch) as an ISO-8601 UTC time, as records carry it."""
    return datetime.fromtimestamp(at, timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")


def day(at: float) -> str:
    """The day of a stored time (UTC), as listed in the history."""
    return datetime.fromtimestamp(at, timezone.utc).date().isoformat()


def engine_decision(token: str) -> str:
    """The engine's decision id of a token the service showed (which adds ".N" after N undos)."""
    return token.split(".", 1)[0]


def record_of(game: GameRecord, seats: list[SeatRecord], actions: list[ActionRecord], state) -> records.Record:
    """The portable record of a finished game (`state` its final state)."""
    seated = [records.RecordSeat(seat=s.seat, name=s.name, user=s.user) for s in seats if s.seat is not None]
    moves = [records.RecordAction(seat=a.seat, user=a.user, decision=engine_decision(a.decision),
                                  choice=a.choice, at=iso(a.at)) for a in actions]
    return records.make_record(state, seats=sorted(seated, key=lambda s: s.seat), actions=moves,
                               started=iso(game.created_at), finished=iso(game.updated_at),
                               table={"id": game.id, "guild": game.guild, "channel": game.channel})


def file_name(game: GameRecord, kind: str, extension: str) -> str:
    return f"{game.game}-{game.id}-{kind}.{extension}"


def replay(renderer, record: records.Record, language: str, names: Names):
    """The animated replay of a record (the renderer's Animation, see render.animate_record)."""
    return renderer.animate_record(record, language=language, names=names)


def breakdown(renderer, state, language: str, names: Names):
    """The final scores, category by category, as a picture."""
    colours = [player.get("colour") for player in engine.view(state, None)["players"]]
    return renderer.breakdown(state.game, engine.result(state), language=language, names=names,
                              colours=colours)


def can_draw(renderer) -> bool:
    """Whether the renderer draws the after-game pictures too (test doubles may draw boards only)."""
    return renderer is not None and hasattr(renderer, "animate_record") and hasattr(renderer, "breakdown")
