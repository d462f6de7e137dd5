"""Bots of three strengths behind one interface: `bot(strength, seed=0, **budget).choose(state, decision)`.

Every bot is pure and deterministic (the same state and the same configured seed give the same choice;
no clock is read unless a time cap is asked for) and sees only its own seat's view: it starts from
`engine.seatbot.blinded(state, seat)`, in which everything the seat cannot see is canonical, so two
states that differ only in another seat's secrets give the same choice.

* ``normal``: `engine.seatbot.SeatBot`, the greedy one-step look-ahead scored with `Rules.evaluate`
  (the configured seed is not used: it has no randomness of its own).
* ``easy``: the same look-ahead, but with probability EASY_SHARE (per game: EASY) it takes, uniformly, one of the
  good answers: the better half of the ranking (the best ceil(n/2) the engine accepts, never a refused
  one) that score within EASY_SLACK (per game: EASY) of the best (so it makes small mistakes, not ruinous ones: a rank
  alone let it hire workers it could not pay and be eliminated in The Temple); otherwise the best.
  The draws come from the blinded copy's random stream mixed with the seed. Like the normal bot, it
  never takes an answer that goes round (`engine.seatbot.goes_round`) when another does not.
* ``strong``: a determinized information-set Monte Carlo tree search (single observer). It first
  scores every answer as the normal bot does (the greedy score, with `Rules.evaluate`) and keeps the
  best WIDTH. It then draws worlds consistent with the seat's view (`Rules.sample(g, seat, rng)`:
  other hands and deck orders dealt at random from the cards the seat has not seen, a fresh random
  stream), and on each world it runs one iteration for each of the root's answers in turn (paired
  samples: the answers are compared on the same worlds, so the luck of a draw does not decide between
  them; with a few dozen iterations per decision, UCB1 at the root left the comparison to chance).
  An iteration:
    - selection: the root's answer given, then at each later decision of the seat's own, UCB1 over
      its answers; a node is keyed by the seat's own answers so far (the other seats' moves belong
      to the sampled world, not to the tree);
    - the other seats' decisions in between are played by the greedy policy (SeatBot's, on the
      sampled world, scoring with the game's cheaper `estimate` where its seat-bot module has one:
      `evaluate` without its look-ahead along the seat's own follow-up questions);
    - expansion: one new node of the seat's own decisions per iteration, once its edge was visited
      EXPAND times (its answers ranked by `estimate`);
    - playout: the greedy policy for every seat until DEPTH decisions after the root (a depth cutoff:
      playing the rest of a game would be far too slow in Python) or the game's end, and on while the
      seat itself is asked (at most QUIET more), so the position is evaluated between its actions;
    - evaluation: `Rules.evaluate(g, seat)`, the seat's projected score minus a share of the best
      opponent's, so the search plays to win, not only to score; or, where the game's seat-bot module
      has `anchored(root, seat)`, the function it returns: the positions compared lie different
      numbers of turns ahead of the root, and a game whose evaluation changes with the time itself
      (Architects: the pressure to end a game that drags on) judges them all from the root's. An
      iteration that comes back to the position it started from (a submenu and its "back") counts as
      the worst reward seen: it made no progress, and a tie with real progress would let the bot go
      round for ever.
  That is the "tree" horizon. With the "turn" horizon (per game: HORIZON; measured with the ladder,
  where the tree search's greedy playouts, a few moves deep and scored with the cheaper `estimate`,
  misjudged the seat's own later moves), a root answer is instead followed on each world to the seat's
  next turn: its own follow-up questions answered as the normal bot would (the greedy policy with
  `Rules.evaluate`), the other seats' decisions by the greedy policy with `estimate`, and there it is
  worth the best greedy score among the seat's answers (`_Search.next_turn`): no tree, many more worlds.
  Either way, it answers the greedy best unless another root answer did better on the same worlds by more
  than CONFIDENCE standard errors of the per-world differences (`_paired_order`), and
  never for an answer that comes straight back to the question (`_Search.comes_back`): with few
  iterations, or no clear evidence, this is the normal bot's choice. Below the root, UCB1 ranks the
  answers by `_values`: the greedy score plus the search's mean correction of it, shrunk towards the
  others' by SHRINK virtual visits. It stops after a fixed budget counted in work, not time, so that it is
  deterministic: at most `iterations` iterations (ITERATIONS) and about `evaluations` scorings
  (`evaluate` or `estimate` calls; STRONG_EVALUATIONS per game, calibrated so a decision takes at
  most about 2 s of one core at the game's largest table, about 1 s typically: a playout's cost varies
  tenfold with the position, so an iteration count would not bound the time); at the "turn" horizon,
  whose full scorings differ far more in cost, about `answers` answers tried (`answered` calls, counted
  by `engine.seatbot.answers_tried`; STRONG_ANSWERS per game, calibrated likewise; `effort` scales
  both, for a machine slower or faster than the one they were calibrated on). When `max_seconds` is
  given it also stops at that time cap: then the choice depends on the machine's speed (off by
  default, and in tests). A decision with a single candidate is answered at once. Memory is bounded:
  one node per iteration at most, each with at most WIDTH answers; the sampled worlds are not kept.
"""
from __future__ import annotations

import math
import time
from typing import Any

from .core import rules as registry
from .core import serial
from .core.decisions import Decision, without_hints
from .core.rng import Rng
from .seatbot import (SeatBot, answered, answers_tried, best_of, blinded, candidates, goes_round, not_round,
                      own_decision, position, scored, ways_back)

STRENGTHS = ("easy", "normal", "strong")

EASY_SHARE = 0.35            # how often the easy bot plays a random answer of the better half
EASY_SLACK = 4.0             # ... among those at most this much below the best (evaluation units, ~VP)
# Per game (share, slack), tuned with the ladder (bench/ladder.py) so that normal beats easy and easy
# beats a random player clearly: a game whose greedy moves differ little needs more random ones. The Temple
# plays a random good answer every time, but only among those within 2 of the best: with (0.9, 4.0) easy
# beat random in 89.5 % at 3 players and normal beat easy in 67.7 % at 4 (200 games each); with (1.0, 2.0)
# easy beats random in 91.0 % and 94.8 % at 3 and 4 players, normal beats easy in 68.5 % and 68.1 %.
EASY = {"nehemiah": (0.6, 8.0), "temple": (1.0, 2.0), "architects": (0.8, 10.0), "ezra_nehemiah": (0.6, 8.0)}

# The strong bot's defaults: its budget of scorings (`evaluate` / `estimate` calls) per decision, per
# game, calibrated at each game's largest table (median about 1 s, at most about 2 s of one core).
# Architects' bots have since become 1.7 times faster with the same choices; its budget stays: against
# the normal bot at 2 players neither more nor fewer scorings did better (2,600: 18-16 in 34 games where
# 1,500 went 26-8; 1,000: 35-25 in 60 where 1,500 went 38-22). Nor did playouts judged with the full
# `evaluate` instead of the static `estimate` (as the normal bot judges: 110-70 in 180 games at 2 players,
# with 650-900 scorings for the same time, where the static value went 72-48 in 120; at 3 players only
# 2.7 worlds per decision were left and it went 18-22 in 40 comparisons).
STRONG_EVALUATIONS = {"nehemiah": 2250, "temple": 3000, "architects": 1500, "ezra_nehemiah": 1200}
EVALUATIONS = 600            # a game not listed above
ITERATIONS = 1000            # at most this many iterations, whatever is left of the evaluations
DEPTH = 8                    # decisions after the root before the evaluation (every seat's count)
WIDTH = 6                    # answers searched at a node: the best by the greedy score
EXPLORATION = 0.5            # UCB1's constant, on rewards scaled to [0, 1] by the range seen
SHRINK = 2.0                 # virtual visits of an answer's greedy score (see `_values`)
CONFIDENCE = 2.0             # standard errors by which an answer must beat the greedy one (`_paired_order`)
MIN_WORLDS = 3               # ... on at least this many sampled worlds
# (Giving close calls more worlds did not help either: at Architects' 2 players, up to 3 times the budget
# while an answer led the greedy one by 1 to 2 standard errors went 36-24 on seeds 1-30, where the fixed
# budget went 38-22. Nor did searching only the best 3 answers, each on twice as many worlds: 29-25 on
# seeds 1-27.)
QUIET = 4                    # playout steps past DEPTH while the seat is asked, before the evaluation
EXPAND = 2                   # visits of an answer before the seat's next decision below it gets a node
# How far a sampled world is played from a root answer before it is scored (see the module docstring):
# "tree", the tree search DEPTH decisions deep; "turn", to the seat's next turn. Per game, chosen with
# the ladder (bench/ladder.py): at Nehemiah's 3 players the tree search's greedy playouts won 59.7 % of
# 36 games against the normal bot, the next turn 79.2 % of 24 (and 9 of 10 at 2 players); at Architects'
# 2 players the next turn did no better than the tree search (20-15 in 35 games): 6-7 in 13, and 4-6 in 10
# with the other seat's moves judged one follow-up question deep (and decisions over the 2 s budget).
HORIZONS = ("tree", "turn")
HORIZON = {"nehemiah": "turn"}
TURN_STEPS = 40              # "turn": at most this many decisions before the seat's next turn
# "turn": the budget in answers tried (`engine.seatbot.answers_tried`) per decision, per game. It
# measures the work only where the game's `evaluate` tries its answers with `engine.seatbot.answered`,
# as Nehemiah's does: a game whose `evaluate` copies states itself needs its scorings counted instead.
STRONG_ANSWERS = {"nehemiah": 16000}
ANSWERS = 20000              # a game not listed above
MAX_EFFORT = 10.0            # the largest factor on the default budgets (`bot(..., effort=)`)
_MASK = (1 << 64) - 1


def bot(strength: str, seed: int = 0, **budget: Any) -> Any:
    """A bot of `strength` (one of STRENGTHS) with a `choose(state, decision)` method.

    `seed` makes the easy and strong bots' own draws differ between bots; `budget` is for the strong
    bot: iterations (ITERATIONS), evaluations (per game, STRONG_EVALUATIONS), answers (at the "turn"
    horizon, instead of evaluations; per game, STRONG_ANSWERS), effort (a factor on those two per-game
    defaults: 0.5 thinks about half as long, on a slow machine; 1.0 by default), depth, width,
    max_seconds (a time cap, off by default), horizon (one of HORIZONS; per game, HORIZON); the easy bot
    takes share and slack (per game, EASY)."""
    if strength not in STRENGTHS:
        raise ValueError(f"unknown bot strength {strength!r}: choose one of {', '.join(STRENGTHS)}")
    allowed = {"easy": {"share", "slack"}, "normal": set(),
               "strong": {"iterations", "evaluations", "depth", "width", "max_seconds", "horizon", "answers",
                          "effort"}}
    unknown = sorted(set(budget) - allowed[strength])
    if unknown:
        raise ValueError(f"the {strength} bot has no setting {', '.join(unknown)}")
    if strength == "normal":
        return SeatBot()
    if strength == "easy":
        return EasyBot(seed, **budget)
    return StrongBot(seed, **budget)


def _mix(seed: int, value: int) -> int:
    """A 64-bit number from the configured seed and a number of the (blinded) state."""
    return Rng.from_seed((value ^ (seed * 0x9E3779B97F4A7C15)) & _MASK).next64()


class EasyBot:
    """The greedy look-ahead with a share of random answers among the better half (module docstring)."""

    def __init__(self, seed: int = 0, share: float | None = None, slack: float | None = None) -> None:
        if share is not None and not 0.0 <= share <= 1.0:
            raise ValueError("share must be between 0 and 1")
        if slack is not None and slack < 0:
            raise ValueError("slack must not be negative")
        self.seed = seed
        self.share = share
        self.slack = slack

    def choose(self, state: Any, decision: Decision) -> Any:
        with without_hints():                    # the bot reads no option's hint
            return self._choose(state, decision)

    def _choose(self, state: Any, decision: Decision) -> Any:
        seat = decision.seat
        world = blinded(state, seat)
        options = candidates(own_decision(world, seat), world)
        if len(options) == 1:
            return options[0]
        scores = scored(world, seat, options)
        if not scores:
            raise RuntimeError(f"no answer of {decision.prompt.key} was accepted")
        rng = Rng.from_seed(_mix(self.seed, world.rng.next64()))
        share, slack = EASY.get(state.game, (EASY_SHARE, EASY_SLACK))
        share = share if self.share is None else self.share
        slack = slack if self.slack is None else self.slack
        if rng.next64() < share * 2.0 ** 64:
            ranked = sorted(range(len(scores)), key=lambda i: (-scores[i][1], i))
            best_score = scores[ranked[0]][1]
            good = sorted(i for i in ranked[:(len(ranked) + 1) // 2] if scores[i][1] >= best_score - slack)
            pick = scores[good[rng.below(len(good))]][0]
        else:
            best = best_of(scores)
            pick = best[rng.below(len(best))]
        # the same position gives the same draws: an answer that goes round would be drawn again
        return not_round(world, seat, scores, pick)


class _Edge:
    __slots__ = ("choice", "prior", "visits", "total", "cycles", "node")

    def __init__(self, choice: Any, prior: float) -> None:
        self.choice = choice
        self.prior = prior                   # the greedy score
        self.visits = 0
        self.total = 0.0                     # of the rewards, but for the iterations that went round
        self.cycles = 0                      # iterations that came back to their start: the worst reward
        self.node: _Node | None = None


class _Node:
    """A decision of the seat's own, reached by its answers so far; its answers with their statistics."""
    __slots__ = ("edges", "visits")

    def __init__(self, edges: list[_Edge]) -> None:
        self.edges = edges
        self.visits = 0


def _key(choice: Any) -> Any:
    return tuple(choice) if isinstance(choice, list) else choice


class StrongBot:
    """Information-set Monte Carlo search over sampled worlds, a tree of the seat's own answers or each
    answer played on to the seat's next turn (see the module docstring)."""

    def __init__(self, seed: int = 0, iterations: int = ITERATIONS, evaluations: int | None = None,
                 depth: int = DEPTH, width: int = WIDTH, max_seconds: float | None = None,
                 horizon: str | None = None, answers: int | None = None, effort: float = 1.0) -> None:
        if iterations < 1 or (evaluations is not None and evaluations < 1) or (answers is not None and answers < 1):
            raise ValueError("iterations, evaluations and answers must be at least 1")
        if not (isinstance(effort, (int, float)) and 0.0 < effort <= MAX_EFFORT):
            raise ValueError(f"effort must be above 0 and at most {MAX_EFFORT:g}")
        if horizon not in (None, *HORIZONS):
            raise ValueError(f"unknown horizon {horizon!r}: choose one of {', '.join(HORIZONS)}")
        if depth < 1 or width < 1:
            raise ValueError("depth and width must be at least 1")
        self.seed = seed
        self.iterations = iterations
        self.evaluations = evaluations
        self.depth = depth
        self.width = width
        self.max_seconds = max_seconds
        self.horizon = horizon
        self.answers = answers
        self.effort = effort

    def choose(self, state: Any, decision: Decision) -> Any:
        with without_hints():                    # the search reads no option's hint
            return self._choose(state, decision)

    def _choose(self, state: Any, decision: Decision) -> Any:
        seat = decision.seat
        world = blinded(state, seat)
        mine = own_decision(world, seat)
        options = candidates(mine, world)
        if len(options) == 1:
            return options[0]
        search = _Search(self, registry.get(state.game), seat, world)
        root = _Node(search.ranked(world, mine, full=True))
        if not root.edges:
            raise RuntimeError(f"no answer of {decision.prompt.key} was accepted")
        if len(root.edges) == 1:
            return root.edges[0].choice
        horizon = self.horizon or HORIZON.get(state.game, "tree")
        # the "turn" horizon's scorings differ a hundredfold in cost, the answers they try do not
        turn = horizon == "turn"
        budget = ((self.answers or self._default(STRONG_ANSWERS.get(state.game, ANSWERS))) if turn
                  else (self.evaluations or self._default(STRONG_EVALUATIONS.get(state.game, EVALUATIONS))))
        tried = answers_tried()
        rng = Rng.from_seed(_mix(self.seed, world.rng.next64()))
        deadline = None if self.max_seconds is None else time.perf_counter() + self.max_seconds
        iterations = 0
        rewards: list[list[tuple[int, float | None]]] = [[] for _ in root.edges]   # (world, reward) per answer

        def spent() -> bool:
            done = answers_tried() - tried if turn else search.used
            return (iterations >= self.iterations or done >= budget
                    or (deadline is not None and time.perf_counter() > deadline))
        while not spent():
            # one sampled world for every root answer in turn: the answers are compared on the same
            # worlds (paired samples), so the luck of the draw does not decide between them
            sample = serial.copy(world)
            search.rules.sample(sample, seat, Rng.from_seed(rng.next64()))
            worlds = iterations
            for number, edge in enumerate(root.edges):
                if spent():
                    break
                # neither changes its world
                reward = search.next_turn(sample, edge.choice) if turn else search.iterate(sample, root, edge)
                if reward is not False:
                    rewards[number].append((worlds, reward))
                iterations += 1
        low = search.bounds[0] if search.bounds[0] <= search.bounds[1] else 0.0
        order = _paired_order(rewards, low)
        fallbacks = [number for number in range(len(root.edges)) if number not in order]
        for number in order + fallbacks:
            choice = root.edges[number].choice
            if number in order and number != 0:
                # never leave the greedy answer for one that may come straight back here (`comes_back`)
                if not search.comes_back(world, choice):
                    return choice
            elif not goes_round(world, seat, choice):
                # the greedy answer, then the next by the greedy score, unless it goes round (as the normal bot)
                return choice
        return root.edges[0].choice

    def _default(self, budget: int) -> int:
        """A per-game default budget, scaled by the effort."""
        return max(1, round(budget * self.effort))


class _Search:
    """One decision's search: the settings, the evaluations used and the range of the values seen."""

    def __init__(self, bot: StrongBot, rules: Any, seat: int, origin: Any) -> None:
        self.rules = rules
        self.estimate = registry.seatbot_hook(type(rules), "estimate") or rules.evaluate
        # the rewards: `Rules.evaluate`, or, where the game's seat-bot module has `anchored`, its
        # evaluation of later positions as judged from the root (`origin`), whose values are comparable
        # however far each position lies from the root
        anchored = registry.seatbot_hook(type(rules), "anchored")
        self.reward = anchored(origin, seat) if anchored is not None else rules.evaluate
        self.seat = seat
        self.depth = bot.depth
        self.width = bot.width
        self.used = 0                        # Rules.evaluate calls so far
        self.bounds = [math.inf, -math.inf]  # the range of the rewards seen
        self.start = b""                     # the position the iteration started from
        self.cycled = False                  # the iteration came back to it

    def scored(self, world: Any, seat: int, options: list[Any], full: bool = False) -> list[tuple[Any, float, Any]]:
        """Each accepted answer with its score (`Rules.evaluate` if `full`, else the game's cheaper
        `estimate`) and the world after it."""
        value = self.rules.evaluate if full else self.estimate
        found = []
        for choice in options:
            after = answered(world, seat, choice)
            if after is not None:
                found.append((choice, value(after, seat), after))
        self.used += len(found)
        return found

    def ranked(self, world: Any, decision: Decision, full: bool = False) -> list[_Edge]:
        """The seat's answers the engine accepts, best WIDTH by score, as fresh edges."""
        scores = self.scored(world, self.seat, candidates(decision, world), full)
        order = sorted(range(len(scores)), key=lambda i: (-scores[i][1], i))[:self.width]
        return [_Edge(scores[i][0], scores[i][1]) for i in order]

    def step(self, g: Any, decision: Decision, full: bool = False) -> Any | None:
        """The world after SeatBot's answer to `decision` on this sampled world (no blinding: the world is
        already one the strong seat may believe in; ties: the first; scored by `estimate`, or by
        `Rules.evaluate` if `full`), or None if nothing is accepted."""
        options = candidates(decision, g)
        if len(options) == 1:
            return answered(g, decision.seat, options[0])
        best, best_score = None, float("-inf")
        for _, score, after in self.scored(g, decision.seat, options, full):
            if score > best_score + 1e-9:
                best, best_score = after, score
        return best

    def iterate(self, g: Any, root: _Node, first: _Edge | None = None) -> float | None | bool:
        """One iteration on the sampled world `g`; `first`: the root's answer to try (else UCB1's).
        Its reward: None if it came back to where it started, False if `first` is not offered here."""
        seat = self.seat
        self.start = position(g)
        self.cycled = False
        path: list[tuple[_Node, _Edge]] = []
        node: _Node | None = root
        steps = 0
        while node is not None:                                  # selection, over the seat's own answers
            decision = own_decision(g, seat)
            if decision is None:
                break
            offered = {_key(c) for c in candidates(decision, g)}
            tried: set[int] = set()
            after = edge = None
            if node is root and first is not None:
                if _key(first.choice) not in offered:
                    return False
                tried = {id(e) for e in root.edges if e is not first}
            while after is None:
                edge = _select(node, offered, tried, self.bounds)
                if edge is None:
                    break
                after = answered(g, seat, edge.choice)
                if after is None:
                    tried.add(id(edge))
            if after is None or edge is None:
                break
            path.append((node, edge))
            g, steps = self.others(after, steps + 1)
            if g.over or steps >= self.depth or own_decision(g, seat) is None or self.back_at_start(g):
                break
            if edge.node is None and edge.visits + 1 >= EXPAND:     # expansion: one node per iteration
                edges = self.ranked(g, own_decision(g, seat))
                if edges:
                    edge.node = _Node(edges)
                break
            node = edge.node
        if not self.cycled:
            g = self.playout(g, steps)
        reward = 0.0
        if not self.cycled:             # else back where the decision was asked: no progress, the worst reward
            reward = self.reward(g, seat)
            self.used += 1
            _widen(self.bounds, reward)
        for at, edge in path:                                    # back-propagation
            at.visits += 1
            edge.visits += 1
            edge.total += reward
            edge.cycles += self.cycled
        return None if self.cycled else reward

    def next_turn(self, g: Any, choice: Any) -> float | None | bool:
        """The "turn" horizon's reward for the root answer `choice` on the sampled world `g` (which it
        does not change): the seat's own follow-up questions answered by the greedy policy with
        `Rules.evaluate` (as the normal bot would), the other seats' decisions by the greedy policy with
        `estimate`, until the seat is asked again after another seat moved: there the best greedy score
        (`Rules.evaluate`) of its answers. At the game's end, or after TURN_STEPS decisions, or when no
        answer is accepted, `Rules.evaluate` of the position reached. None if it came back to where it
        started, False if `choice` is not accepted in this world."""
        seat = self.seat
        self.start = position(g)
        self.cycled = False
        g = answered(g, seat, choice)
        if g is None:
            return False
        moved = False                    # has another seat decided since the root?
        for _ in range(TURN_STEPS):
            decisions = g.frames[-1].decisions(g) if g.frames and not g.over else []
            if not decisions:
                break
            mine = next((d for d in decisions if d.seat == seat), None)
            if mine is not None and moved:
                scores = self.scored(g, seat, candidates(mine, g), full=True)
                if not scores:
                    break
                reward = max(score for _, score, _ in scores)
                _widen(self.bounds, reward)
                return reward
            after = self.step(g, decisions[0]) if mine is None else self.step(g, mine, full=True)
            if after is None:
                break
            g, moved = after, moved or mine is None
            if mine is not None and self.back_at_start(g):
                return None
        reward = self.reward(g, seat)
        self.used += 1
        _widen(self.bounds, reward)
        return reward

    def back_at_start(self, g: Any) -> bool:
        """Is `g` the position the iteration started from (answers that lead round in a circle, a
        submenu and its "back", would otherwise tie with real progress and the bot go round for ever)?"""
        if not self.cycled and position(g) == self.start:
            self.cycled = True
        return self.cycled

    def comes_back(self, world: Any, choice: Any) -> bool:
        """May answering `choice` lead straight back to this very position: does one answer of the
        seat's at the position it leads to come back here (a submenu and its "back" or "none", or the
        menu a "none" goes back to: `engine.seatbot.ways_back`), or do the seat's next answers as the
        plain greedy bot gives them (`engine.seatbot.goes_round`: a menu, a submenu and a "back")?

        The search values a submenu by the best answer below it and a "none" by the best of the menu
        above it, so either may look better than the greedy answer on a few noisy worlds; but leaving the
        greedy answer for them, one decision after the other, the bot went round between a menu and its
        submenu for ever (Ezra and Nehemiah: "buy bread", then "none"). On a way that can come straight
        back the strong bot takes only the answers the normal bot would (the greedy answer, or the next
        best when that goes round), so it goes round no more than the normal bot does."""
        return bool(ways_back(world, self.seat, choice)) or goes_round(world, self.seat, choice)

    def others(self, g: Any, steps: int) -> tuple[Any, int]:
        """The other seats' decisions, by the greedy policy, until the seat is asked again (or the cutoff)."""
        while steps < self.depth and g.frames and not g.over:
            decisions = g.frames[-1].decisions(g)
            if not decisions or any(d.seat == self.seat for d in decisions):
                break
            after = self.step(g, decisions[0])
            if after is None:
                break
            g, steps = after, steps + 1
        return g, steps

    def playout(self, g: Any, steps: int) -> Any:
        """Every seat by the greedy policy until DEPTH decisions after the root or the game's end, and on
        while the seat itself is asked (at most QUIET more): `Rules.evaluate` is cheap and sound there."""
        while g.frames and not g.over and steps < self.depth + QUIET:
            decisions = g.frames[-1].decisions(g)
            if not decisions or (steps >= self.depth and all(d.seat != self.seat for d in decisions)):
                break
            after = self.step(g, decisions[0])
            if after is None:
                break
            g, steps = after, steps + 1
            if self.back_at_start(g):
                break
        return g


def _mean(edge: _Edge, low: float) -> float:
    """The mean reward, an iteration that went round counted as the worst reward seen (`low`)."""
    if not edge.visits:
        return -math.inf
    return (edge.total + edge.cycles * low) / edge.visits


def _widen(bounds: list[float], value: float) -> None:
    if value < bounds[0]:
        bounds[0] = value
    if value > bounds[1]:
        bounds[1] = value


def _paired_order(rewards: list[list[tuple[int, float | None]]], low: float) -> list[int]:
    """The root answers worth playing, best first, the greedy best (index 0) last: those that did
    better than it on the same worlds, on average by more than CONFIDENCE standard errors of the
    per-world differences (at least MIN_WORLDS of them), by their mean gain (ties: the earlier). A
    search's few dozen worlds are noisy; leaving the greedy answer only on clear evidence keeps the bot
    at least as good as the greedy one. An iteration that went round counts as the worst reward seen
    (`low`)."""
    base = {world: low if reward is None else reward for world, reward in rewards[0]}
    better = []
    for number in range(1, len(rewards)):
        gains = [(low if reward is None else reward) - base[world] for world, reward in rewards[number]
                 if world in base]
        if len(gains) < MIN_WORLDS:
            continue
        mean = sum(gains) / len(gains)
        spread = math.sqrt(sum((gain - mean) ** 2 for gain in gains) / (len(gains) - 1))
        if mean > 0.0 and mean > CONFIDENCE * spread / math.sqrt(len(gains)):
            better.append((-mean, number))
    return [number for _, number in sorted(better)] + [0]


def _values(node: _Node, low: float) -> list[float]:
    """Each answer's value, on the rewards' scale: its greedy score plus the search's correction (its
    mean reward minus its greedy score), shrunk towards the mean correction of the node's answers by
    SHRINK virtual visits. Unvisited answers keep the greedy order; with few iterations the choice is
    the greedy one, with many the search's (greedy scores and rewards are measured at different
    moments, so they are compared through the corrections, never directly)."""
    visited = [(edge.visits, _mean(edge, low) - edge.prior) for edge in node.edges if edge.visits]
    total = sum(visits for visits, _ in visited)
    overall = sum(visits * delta for visits, delta in visited) / total if total else 0.0
    return [edge.prior + ((edge.visits * (_mean(edge, low) - edge.prior) if edge.visits else 0.0)
                          + SHRINK * overall) / (edge.visits + SHRINK) for edge in node.edges]


def _select(node: _Node, offered: set, tried: set[int], bounds: list[float]) -> _Edge | None:
    """UCB1 over the node's answers offered in this world (not yet refused in it), on `_values` scaled
    by the range of the rewards seen; None when none is offered."""
    low = bounds[0] if bounds[0] <= bounds[1] else 0.0
    span = (bounds[1] - bounds[0]) if bounds[1] > bounds[0] else 1.0
    log_total = math.log(node.visits + 1)
    best, best_value = None, -math.inf
    for edge, value in zip(node.edges, _values(node, low)):
        if id(edge) in tried or _key(edge.choice) not in offered:
            continue
        value = (value - low) / span + EXPLORATION * math.sqrt(log_total / (edge.visits + 1))
        if value > best_value:
            best, best_value = edge, value
    return best
