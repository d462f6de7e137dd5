"""Rows as both databases return them, decoded into the contract's records (the columns are the same
in SQLite and PostgreSQL; flags come back as 0/1 from one and booleans from the other)."""
from __future__ import annotations

import json

from .contract import GameRecord, ResultRecord

GAME_COLUMNS = ("id, guild, channel, game, options, seed, status, host, version, state, awaiting, "
                "awaiting_since, next_reminder_at, reminders_sent, created_at, updated_at, undos, shown_seq, "
                "parent, thread, pictures, seating, seating_due, shown_view, web_key")
GAME_COLUMNS_OF_G = ", ".join("g." + column.strip() for column in GAME_COLUMNS.split(","))   # games AS g
RESULT_COLUMNS = 'seat, "user", name, place, score, won, rated, game, kind, at'
RATING_COLUMNS = '"user", name, kind, rating, mu, sigma, games, wins'


def game_of(row) -> GameRecord:
    (id_, guild, channel, game, options, seed, status, host, version, state, awaiting,
     awaiting_since, next_reminder_at, reminders_sent, created_at, updated_at, undos, shown_seq,
     parent, thread, pictures, seating, seating_due, shown_view, web_key) = row
    return GameRecord(id_, guild, channel, game, json.loads(options), seed, status, host, version,
                      state, [int(s) for s in awaiting.split()], awaiting_since, next_reminder_at,
                      reminders_sent, created_at, updated_at, undos, shown_seq, parent, bool(thread),
                      pictures, seating, seating_due, bytes(shown_view) if shown_view is not None else None,
                      web_key)


def result_of(row) -> ResultRecord:
    seat, user, name, place, score, won, rated, game, kind, at = row
    return ResultRecord(seat, user, name, place, score, bool(won), bool(rated), game, kind, at)
