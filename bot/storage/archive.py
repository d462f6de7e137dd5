"""A game's events packed into one row when it leaves play (finished or abandoned): its log is read
again only as a whole page or a summary, and packed it takes about a tenth of the space of its rows
(the events of one game repeat the same keys and messages: a 4-player Ezra and Nehemiah game's
1,100 events are about 260 KB of rows, 20 KB packed). Both databases keep the same bytes.

    text(event) -> str           an event as its row keeps it (compact JSON)
    pack(rows) -> bytes          rows: (seq, action, at, event text) in order
    unpack(bytes) -> [EventRecord]
    found(rows, keep) -> [EventRecord]   what a query over the rows and the archive found
    pack_view(view) -> bytes / unpack_view(bytes) -> view   a board picture's public view (games.shown_view)
"""
from __future__ import annotations

import json
import zlib

import msgspec

from .contract import EventRecord

LEVEL = 6           # packed on the final move's path: level 9 is 7% smaller and twice as slow


def text(event: dict) -> str:
    return json.dumps(event, ensure_ascii=False, separators=(",", ":"))


def pack(rows) -> bytes:
    # the events are JSON already: joined as they are, not parsed and written again (the final
    # move packs a whole game's log); a move's events share their time, written once per move
    times: dict[float, str] = {}
    entries = ",".join(f"[{seq},{'null' if action is None else int(action)},"
                       f"{times.get(at) or times.setdefault(at, json.dumps(at))},{event}]"
                       for seq, action, at, event in rows)
    return zlib.compress(f"[{entries}]".encode(), LEVEL)


def unpack(packed: bytes) -> list[EventRecord]:
    return [EventRecord(seq, action, at, event)
            for seq, action, at, event in json.loads(zlib.decompress(packed))]


def found(rows, keep) -> list[EventRecord]:
    """Rows (seq, action, at, event text, packed events) of a query over a game's events and its
    archive: the events found, oldest first, or, if the game has left play (it has no event rows
    then), those of its archive that `keep` keeps."""
    packed = next((row[4] for row in rows if row[4] is not None), None)
    if packed is not None:
        return [record for record in unpack(packed) if keep(record)]
    return sorted((EventRecord(seq, action, at, json.loads(event)) for seq, action, at, event, _ in rows),
                  key=lambda record: record.seq)


VIEW_LEVEL = 6      # packed once per board picture, on the move's path


def pack_view(view: dict) -> bytes:
    """The public view of a board picture, kept with the game until the next picture (compact JSON, packed:
    a few kilobytes)."""
    return zlib.compress(msgspec.json.encode(view, order="sorted"), VIEW_LEVEL)


def unpack_view(packed: bytes | None) -> dict | None:
    return json.loads(zlib.decompress(packed)) if packed else None
