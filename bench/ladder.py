"""The bots' ladder (issue 32): each strength against the one below it, seat-rotated.

For every game, at two tables (2 players, or the game's smallest, and its usual count), three pairings
are played: strong against normal, normal against easy, easy against a random player
(engine.agents.random_agent). Every seed is dealt twice: the seats alternate between the two sides,
seat s playing the upper side when s is even, and in the second game the sides swap seats. So neither
the deal nor the seat favours a side (two equal bots come out at exactly 50 %: with one game per seed,
Architects' normal bot against itself won 20 of 32 for the side that happened to get the luckier seats),
and at an odd table each side has the extra seat in one game of the two. Each (upper seat, lower seat)
pair of a finished game is one comparison, won by the upper side when its place is better, lost when
worse, half a win when tied. The figure gives the upper side's win rate with a 95% Wilson interval (the
comparisons of one game are not independent, so the true interval is somewhat wider), and, for the
strong bot, its median and p99 time per decision (decisions with a single candidate, answered at
once, included), in CPU time of its process: the budget is "2 s of one core", and CPU time barely
grows when games run side by side (--jobs) or the machine is busy (on the 2-core machine: about 3 % at
a load of 4, 20 % at 7). The strong bot's choices never depend on the load: its budget counts work.

A game still running after MAX_DECISIONS decisions is stopped and listed as unfinished (its seed, and
whether the sides were swapped), not compared.

The default is small (LADDER_GAMES games per pairing and table) so that a run takes minutes per game,
not hours: its intervals are wide; ask for more with --games, play games side by side in worker
processes with --jobs, and run part of the ladder with --pairing (e.g. strong/normal) and --players.
"""
from __future__ import annotations

import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

import engine
from engine.agents import random_agent
from engine.bots import ANSWERS, EVALUATIONS, HORIZON, STRONG_ANSWERS, STRONG_EVALUATIONS, bot

from .timing import emit, percentile

LADDER_GAMES = 4
# A game still running after this many decisions is stopped and reported as unfinished, not compared:
# bots alone could keep a game going for ever (Architects 2p, seed 36: a seat whose workers were all
# captured passed every turn while the leading strong bot put off the end, farming gold, until its
# search judged the positions from its root, engine/architects/seatbot.py `anchored`). Games of normal
# bots took 150-760 decisions at the ladder's tables (3 seeds each; the most: The Temple at 4 players),
# so the limit stops only such games.
MAX_DECISIONS = 3000
USUAL = {"nehemiah": 3, "temple": 4, "architects": 3, "ezra_nehemiah": 3}
PAIRINGS = (("strong", "normal"), ("normal", "easy"), ("easy", "random"))
Z95 = 1.959964


def tables(game: str) -> list[int]:
    """2 players (or the game's smallest table) and the game's usual count."""
    meta = engine.meta(game)
    small = max(2, meta.min_players)
    usual = min(max(USUAL.get(game, small), meta.min_players), meta.max_players)
    return sorted({small, usual})


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (`wins` may count ties as halves)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _player(strength: str, game: str, seed: int, budget: dict):
    if strength == "random":
        return random_agent(game, seed)
    return bot(strength, seed=seed, **(budget if strength == "strong" else {}))


def play(game: str, players: int, seed: int, sides: dict[int, str], budget: dict,
         limit: int | None = None) -> tuple[list[int] | None, list[float]]:
    """One game with the strengths of `sides` (seat -> strength): the places (1 = first) per seat, or
    None if it was still running after `limit` (MAX_DECISIONS) decisions, and the strong seats' times
    per decision."""
    took: list[float] = []
    agents = {seat: _player(strength, game, seed * 16 + seat, budget) for seat, strength in sides.items()}
    state = engine.new_game(game, players, seed=seed)
    for _ in range(limit or MAX_DECISIONS):
        decisions = engine.pending(state)
        if not decisions:
            break
        decision = decisions[0]
        started = time.process_time()
        choice = agents[decision.seat].choose(state, decision)
        if sides[decision.seat] == "strong":
            took.append(time.process_time() - started)
        state, _ = engine.act(state, decision.seat, choice, expect=decision.id)
    if engine.pending(state):
        return None, took
    places = engine.result(state).places()
    return [places[seat] for seat in range(players)], took


def _sides(players: int, swapped: bool, upper: str, lower: str) -> dict[int, str]:
    """The upper side at the even seats and the lower at the odd ones, or the other way round."""
    return {seat: upper if (seat + swapped) % 2 == 0 else lower for seat in range(players)}


def deals(games: int) -> list[tuple[int, bool]]:
    """The (seed, sides swapped) of `games` games: seeds 1, 1, 2, 2, ... each with the sides one way,
    then the other."""
    return [(number // 2 + 1, number % 2 == 1) for number in range(games)]


def _play(job: tuple) -> tuple[list[int] | None, list[float]]:
    game, players, seed, swapped, upper, lower, budget = job
    return play(game, players, seed, _sides(players, swapped, upper, lower), budget)


def pairing(game: str, players: int, upper: str, lower: str, games: int, budget: dict, pool=None) -> None:
    wins = losses = ties = 0
    unfinished: list[list] = []
    took: list[float] = []
    started = time.perf_counter()
    jobs = [(game, players, seed, swapped, upper, lower, budget) for seed, swapped in deals(games)]
    for (_, _, seed, swapped, *_), (places, times) in zip(jobs, (pool.map if pool else map)(_play, jobs)):
        took += times
        if places is None:
            unfinished.append([seed, swapped])
            continue
        sides = _sides(players, swapped, upper, lower)
        for mine in (s for s in sides if sides[s] == upper):
            for other in (s for s in sides if sides[s] == lower):
                wins += places[mine] < places[other]
                losses += places[mine] > places[other]
                ties += places[mine] == places[other]
    comparisons = wins + losses + ties
    rate = (wins + ties / 2) / comparisons if comparisons else 0.0
    low, high = wilson(wins + ties / 2, comparisons)
    figures = dict(players=players, upper=upper, lower=lower, games=games, comparisons=comparisons,
                   wins=wins, losses=losses, ties=ties, win_rate=round(rate, 3),
                   wilson95=[round(low, 3), round(high, 3)], seconds=round(time.perf_counter() - started, 1))
    if unfinished:
        figures.update(unfinished=unfinished,
                       note=f"[seed, sides swapped] of games stopped after {MAX_DECISIONS} decisions, not compared")
    if took:
        figures.update(strong_decisions=len(took), strong_median_ms=round(statistics.median(took) * 1000, 1),
                       strong_p99_ms=round(percentile(took, 0.99) * 1000, 1))
    emit(f"ladder.{game}", **figures)


def _budget(game: str, evaluations: int | None) -> str:
    """The strong bot's budget per decision in `game`: scorings for the tree search, answers tried for
    the look-ahead to the next turn (which `evaluations` does not change)."""
    if HORIZON.get(game, "tree") == "turn":
        return f"{STRONG_ANSWERS.get(game, ANSWERS)} answers tried (to its next turn)"
    return f"{evaluations or STRONG_EVALUATIONS.get(game, EVALUATIONS)} scorings (tree search)"


def run_all(game: str | None, games: int | None = None, evaluations: int | None = None, jobs: int = 1,
            pairings: list[str] | None = None, players: int | None = None) -> None:
    """The ladder for `game` (default: every game), each pairing of PAIRINGS (or those named
    "upper/lower" in `pairings`) at each table of `tables` (or only `players`)."""
    games = games or LADDER_GAMES
    budget = {"evaluations": evaluations} if evaluations else {}
    names = [game] if game else engine.game_ids()
    chosen = [tuple(name.split("/")) for name in pairings] if pairings else list(PAIRINGS)
    unknown = [pair for pair in chosen if pair not in PAIRINGS]
    if unknown:
        raise SystemExit(f"unknown pairing {'/'.join(unknown[0])}: choose from "
                         + ", ".join("/".join(pair) for pair in PAIRINGS))
    emit("ladder", games_per_pairing=games, note=(
        f"{games} games per pairing and table, each seed dealt twice with the sides swapped (small, so it "
        "ends in minutes: wide intervals; --games N for more); win rate = the upper strength's share of "
        "(upper seat, lower seat) comparisons, ties half; strong times in CPU seconds of one core"),
        strong_budget={name: _budget(name, evaluations) for name in names},
        jobs=jobs)
    pool = ProcessPoolExecutor(jobs) if jobs > 1 else None
    try:
        for name in names:
            for count in ([players] if players else tables(name)):
                for upper, lower in chosen:
                    pairing(name, count, upper, lower, games, budget, pool)
    finally:
        if pool is not None:
            pool.shutdown()
