"""PostgreSQL's half of the storage contract for after the game: a finished game's results and its
players' new ratings (written with the last move, `store_finish`), the channel's history, the
leaderboards and a player's results. `PostgresHistory` is mixed into PostgresStorage
(bot/storage/postgres.py)."""
from __future__ import annotations

from .. import ratings as rating_maths
from .contract import FINISHED, Finish, RatingRecord
from .rows import GAME_COLUMNS, RATING_COLUMNS, RESULT_COLUMNS, result_of


class PostgresHistory:
    async def games_by_status(self, statuses, limit):
        return await self._games(f"SELECT {GAME_COLUMNS} FROM games WHERE status = ANY($1::text[]) "
                                 "ORDER BY id DESC LIMIT $2", list(statuses), limit)

    async def finished_games(self, guild, channel, *, limit, offset=0):
        finished = f"SELECT id FROM games WHERE status = '{FINISHED}'"
        return await self._games(
            f"SELECT {GAME_COLUMNS} FROM games WHERE id IN ("
            f"({finished} AND channel = $1 ORDER BY id DESC LIMIT $2) UNION ALL "
            f"({finished} AND parent = $1 AND channel != $1 ORDER BY id DESC LIMIT $2)) "
            "AND coalesce(guild, '') = $3 ORDER BY id DESC LIMIT $4 OFFSET $5",
            channel, offset + limit, guild, limit, offset)

    async def results_of(self, game_ids):
        if not game_ids:
            return []
        async with self._read() as db:
            rows = await db.fetch(f"SELECT {RESULT_COLUMNS} FROM results WHERE game = ANY($1::bigint[]) "
                                  "ORDER BY game, seat", list(game_ids))
        return [result_of(row) for row in rows]

    async def leaderboard(self, guild, kind, limit):
        async with self._read() as db:
            rows = await db.fetch(f"SELECT {RATING_COLUMNS} FROM ratings WHERE guild = $1 AND kind = $2 "
                                  'ORDER BY rating DESC, games DESC, "user" LIMIT $3', guild, kind, limit)
        return [RatingRecord(*row) for row in rows]

    async def ratings_of(self, guild, user):
        async with self._read() as db:
            rows = await db.fetch(f'SELECT {RATING_COLUMNS} FROM ratings WHERE guild = $1 AND "user" = $2 '
                                  "ORDER BY kind", guild, user)
        return [RatingRecord(*row) for row in rows]

    async def player_results(self, guild, user, limit):
        async with self._read() as db:
            rows = await db.fetch(f'SELECT {RESULT_COLUMNS} FROM results WHERE guild = $1 AND "user" = $2 '
                                  "ORDER BY at DESC, game DESC LIMIT $3", guild, user, limit)
        return [result_of(row) for row in rows]

    async def player_totals(self, guild, user):
        async with self._read() as db:
            rows = await db.fetch('SELECT kind, count(*), sum(won::int) FROM results WHERE guild = $1 '
                                  'AND "user" = $2 GROUP BY kind ORDER BY kind', guild, user)
        return {kind: (games, wins) for kind, games, wins in rows}


async def store_finish(db, game_id: int, finish: Finish, at: float) -> None:
    """A finished game's results, and the new ratings of its rated seats' players: their rows are
    locked while they are read and written, so two games ending at once for the same players both
    count (in the transaction of the game's last move)."""
    await db.executemany(
        'INSERT INTO results (game, seat, guild, kind, "user", name, place, score, won, rated, at) '
        "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        [(game_id, r.seat, finish.guild, finish.kind, r.user, r.name, r.place, r.score, r.won, r.rated, at)
         for r in finish.results])
    rated = [result for result in finish.results if result.rated]
    if len(rated) < rating_maths.MIN_RATED_SEATS:
        return
    users = sorted(r.user for r in rated)      # always locked in the same order: no deadlock
    new_player = rating_maths.initial()
    await db.executemany(
        'INSERT INTO ratings (guild, kind, "user", name, rating, mu, sigma, games, wins, updated_at) '
        "VALUES ($1, $2, $3, '', $4, $5, $6, 0, 0, $7) ON CONFLICT (guild, kind, \"user\") DO NOTHING",
        [(finish.guild, finish.kind, user, new_player.ordinal, new_player.mu, new_player.sigma, at)
         for user in users])
    rows = await db.fetch('SELECT "user", mu, sigma, games, wins FROM ratings WHERE guild = $1 AND kind = $2 '
                          'AND "user" = ANY($3::text[]) ORDER BY "user" FOR UPDATE',
                          finish.guild, finish.kind, users)
    current = {user: rating_maths.Rating(mu, sigma, games, wins) for user, mu, sigma, games, wins in rows}
    new = rating_maths.rate(current, [rating_maths.Outcome(r.user, r.place, r.won) for r in rated])
    await db.executemany(
        'UPDATE ratings SET name = $4, rating = $5, mu = $6, sigma = $7, games = $8, wins = $9, updated_at = $10 '
        'WHERE guild = $1 AND kind = $2 AND "user" = $3',
        [(finish.guild, finish.kind, r.user, r.name, new[r.user].ordinal, new[r.user].mu, new[r.user].sigma,
          new[r.user].games, new[r.user].wins, at) for r in rated])
