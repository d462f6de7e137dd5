"""The packed log of a game that left play (bot/storage/archive.py) gives back its rows exactly."""
from bot.storage import archive


def test_packed_rows_come_back_as_they_were():
    events = [{"kind": "bid", "public": {"key": "temple-ev-bid", "params": {"amount": 3}}, "seat": 1},
              {"kind": "note", "public": {"key": "x", "params": {"name": "Zoë \"Ö\" \\ ł"}}}]
    rows = [(1, None, 1795870800.25, archive.text(events[0])),
            (2, 7, 1795870800.25, archive.text(events[1])),
            (3, 8, 1795870801.0, archive.text(events[0]))]
    unpacked = archive.unpack(archive.pack(rows))
    assert [(r.seq, r.action, r.at, r.event) for r in unpacked] == [
        (1, None, 1795870800.25, events[0]),
        (2, 7, 1795870800.25, events[1]),
        (3, 8, 1795870801.0, events[0])]
