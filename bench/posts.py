"""What a finished game posts into its channel (issue 12): public messages, pictures and edits.

For every game and player count, a few whole games are played through the service by the demo's
random players (with a renderer that only counts), and every public reply is counted:

- posts: new public messages (boards, pings, lobby and result lines);
- pictures: those carrying a board picture;
- edits: public messages edited in place (a status line of a simultaneous step);
- actions: the answers the players gave, so `pictures_per_action` says how much of the game the
  channel sees as pictures (a board per answer is 1.0);
- pictures_round, pictures_request: the pictures of the same games at the table settings "once a
  round" and "only on request" (their posts and edits are the same: only pictures differ).
"""
from __future__ import annotations

import asyncio
import statistics
import tempfile
from pathlib import Path

import engine

from .service import _service
from .timing import emit

GAMES = 3


class _CountingRenderer:
    """Stands in for `render`: a picture of a few bytes, so counting costs no drawing."""

    class Picture:
        png = b"\x89PNG"
        alt = ""
        width = height = 1

    def board(self, view, **_):
        return self.Picture()

    def screen(self, view, **_):
        return self.Picture()


async def count_game(game: str, players: int, options: dict, seed: int, pictures: str = "turn") -> dict:
    from bot.demo import play_demo
    counts = {"posts": 0, "pictures": 0, "edits": 0}

    def on_reply(reply) -> None:
        if reply.private:
            return
        if getattr(reply, "edit", None):
            counts["edits"] += 1
            return
        counts["posts"] += 1
        counts["pictures"] += reply.image is not None

    with tempfile.TemporaryDirectory() as folder:
        storage, service, _ = await _service(Path(folder) / "posts.db", _CountingRenderer())
        summary = await play_demo(service, game, players, options, seed=seed, channel=f"p{seed}",
                                  on_reply=on_reply, pictures=pictures)
        await storage.close()
    return {**counts, "actions": summary["moves"]}


def run_all(only_game: str | None = None, games: int = GAMES) -> None:
    for game in engine.game_ids():
        if only_game not in (None, game):
            continue
        meta = engine.meta(game)
        for players in range(meta.min_players, meta.max_players + 1):
            runs = [asyncio.run(count_game(game, players, {}, seed)) for seed in range(games)]
            figures = {key: statistics.median(run[key] for run in runs)
                       for key in ("actions", "posts", "pictures", "edits")}
            for setting in ("round", "request"):
                figures[f"pictures_{setting}"] = statistics.median(
                    asyncio.run(count_game(game, players, {}, seed, setting))["pictures"] for seed in range(games))
            emit(f"posts.{game}", players=players, games=games, **figures,
                 pictures_per_action=round(statistics.median(r["pictures"] / r["actions"] for r in runs), 3))
