"""The seat bot against random players (issue 15: it must beat a random player in at least 80% of 200
two-seat comparisons, for each game and player count).

A comparison is one bot seat against one random seat of the same game: with several people, seats
alternate bot / random (seed by seed, so that every seat position plays both ways) and every (bot,
random) pair of a game is one comparison, won when the bot's place is better; solo, the same seed is
played once by the bot and once by a random player, won when the bot ends with more points. Also the
bot's time per decision."""
from __future__ import annotations

import statistics
import time

import engine
from engine.agents import random_agent
from engine.seatbot import SeatBot

from .timing import emit

TARGET_SHARE = 0.8


def _game(game: str, players: int, seed: int, bots: set[int]) -> tuple[object, list[float]]:
    bot, agent = SeatBot(), random_agent(game, seed)
    state = engine.new_game(game, players, seed=seed)
    took: list[float] = []
    while decisions := engine.pending(state):
        decision = decisions[0]
        if decision.seat in bots:
            started = time.perf_counter()
            choice = bot.choose(state, decision)
            took.append(time.perf_counter() - started)
        else:
            choice = agent.choose(state, decision)
        state, _ = engine.act(state, decision.seat, choice, expect=decision.id)
    return state, took


def compare(game: str, players: int, comparisons: int) -> None:
    won = played = 0
    took: list[float] = []
    seed = 0
    while played < comparisons:
        seed += 1
        if players == 1:
            with_bot, times = _game(game, 1, seed, {0})
            without, _ = _game(game, 1, seed, set())
            took += times
            won += engine.result(with_bot).scores[0].total > engine.result(without).scores[0].total
            played += 1
            continue
        bots = {seat for seat in range(players) if (seat + seed) % 2 == 0}
        final, times = _game(game, players, seed, bots)
        took += times
        places = engine.result(final).places()
        for mine in sorted(bots):
            for other in range(players):
                if other not in bots and played < comparisons:
                    won += places[mine] < places[other]
                    played += 1
    emit(f"bots.{game}", players=players, comparisons=played, bot_wins=won, share=round(won / played, 3),
         target_share=TARGET_SHARE, decision_median_ms=round(statistics.median(took) * 1000, 2),
         decision_max_ms=round(max(took) * 1000, 1))


def run_all(game: str | None, comparisons: int = 200) -> None:
    for name in [game] if game else engine.game_ids():
        meta = engine.meta(name)
        for players in range(meta.min_players, meta.max_players + 1):
            compare(name, players, comparisons)
