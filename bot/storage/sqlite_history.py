"""Sqlite's half of the storage contract for after the game: a finished game's results and its players'
new ratings (written with the last move, `store_finish`), the channel's history, the leaderboards and
a player's results. `SqliteHistory` is mixed into SqliteStorage (bot/storage/sqlite.py)."""
from __future__ import annotations

from .. import ratings as rating_maths
from .contract import FINISHED, Finish, RatingRecord
from .rows import GAME_COLUMNS, RATING_COLUMNS, RESULT_COLUMNS, game_of, result_of
from .sqlite_trips import all_rows as _all, run as _run


class SqliteHistory:
    async def games_by_status(self, statuses, limit):
        marks = ", ".join("?" for _ in statuses)
        async with self._read() as db:
            rows = await _all(db, f"SELECT {GAME_COLUMNS} FROM games WHERE status IN ({marks}) "
                                  "ORDER BY id DESC LIMIT ?", (*statuses, limit))
        return [game_of(row) for row in rows]

    async def finished_games(self, guild, channel, *, limit, offset=0):
        # Two indexed lookups, each cut to the page's end, rather than one OR that SQLite answers
        # by scanning every game newest first.
        finished = f"SELECT id FROM games WHERE status = '{FINISHED}'"
        async with self._read() as db:
            rows = await _all(db,
                f"SELECT {GAME_COLUMNS} FROM games WHERE id IN ("
                f"SELECT id FROM ({finished} AND channel = ? ORDER BY id DESC LIMIT ?) UNION ALL "
                f"SELECT id FROM ({finished} AND parent = ? AND channel != ? ORDER BY id DESC LIMIT ?)) "
                "AND coalesce(guild, '') = ? ORDER BY id DESC LIMIT ? OFFSET ?",
                (channel, offset + limit, channel, channel, offset + limit, guild, limit, offset))
        return [game_of(row) for row in rows]

    async def results_of(self, game_ids):
        if not game_ids:
            return []
        marks = ", ".join("?" * len(game_ids))
        async with self._read() as db:
            rows = await _all(db, f"SELECT {RESULT_COLUMNS} FROM results WHERE game IN ({marks}) "
                                  "ORDER BY game, seat", tuple(game_ids))
        return [result_of(row) for row in rows]

    async def leaderboard(self, guild, kind, limit):
        async with self._read() as db:
            rows = await _all(db, f"SELECT {RATING_COLUMNS} FROM ratings WHERE guild = ? AND kind = ? "
                                  "ORDER BY rating DESC, games DESC, user LIMIT ?", (guild, kind, limit))
        return [RatingRecord(*row) for row in rows]

    async def ratings_of(self, guild, user):
        async with self._read() as db:
            rows = await _all(db, f"SELECT {RATING_COLUMNS} FROM ratings WHERE guild = ? AND user = ? "
                                  "ORDER BY kind", (guild, user))
        return [RatingRecord(*row) for row in rows]

    async def player_results(self, guild, user, limit):
        async with self._read() as db:
            rows = await _all(db, f"SELECT {RESULT_COLUMNS} FROM results WHERE guild = ? AND user = ? "
                                  "ORDER BY at DESC, game DESC LIMIT ?", (guild, user, limit))
        return [result_of(row) for row in rows]

    async def player_totals(self, guild, user):
        async with self._read() as db:
            rows = await _all(db, "SELECT kind, count(*), sum(won) FROM results WHERE guild = ? AND user = ? "
                                  "GROUP BY kind ORDER BY kind", (guild, user))
        return {kind: (games, wins) for kind, games, wins in rows}


async def store_finish(db, game_id: int, finish: Finish, at: float) -> None:
    """A finished game's results, and the new ratings of its rated seats' players (read and written
    in the caller's transaction, so two games ending at once both count)."""
    for result in finish.results:
        await _run(db, "INSERT INTO results (game, seat, guild, kind, user, name, place, score, won, rated, at) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                   (game_id, result.seat, finish.guild, finish.kind, result.user, result.name, result.place,
                    result.score, int(result.won), int(result.rated), at))
    rated = [result for result in finish.results if result.rated]
    if len(rated) < rating_maths.MIN_RATED_SEATS:
        return
    marks = ", ".join("?" * len(rated))
    rows = await _all(db, f"SELECT user, mu, sigma, games, wins FROM ratings WHERE guild = ? AND kind = ? "
                          f"AND user IN ({marks})", (finish.guild, finish.kind, *(r.user for r in rated)))
    current = {user: rating_maths.Rating(mu, sigma, games, wins) for user, mu, sigma, games, wins in rows}
    new = rating_maths.rate(current, [rating_maths.Outcome(r.user, r.place, r.won) for r in rated])
    for result in rated:
        rating = new[result.user]
        await _run(db, "INSERT INTO ratings (guild, kind, user, name, rating, mu, sigma, games, wins, updated_at) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild, kind, user) DO UPDATE SET "
                       "name = excluded.name, rating = excluded.rating, mu = excluded.mu, "
                       "sigma = excluded.sigma, games = excluded.games, wins = excluded.wins, "
                       "updated_at = excluded.updated_at",
                   (finish.guild, finish.kind, result.user, result.name, rating.ordinal, rating.mu,
                    rating.sigma, rating.games, rating.wins, at))
