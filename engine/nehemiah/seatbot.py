"""Nehemiah's hooks for the seat bot (engine/seatbot.py): `blind` and `evaluate`.

blind(g, seat): what `seat` cannot see (view.py) is replaced by a canonical arrangement computed from
what it sees:
  * other seats' wood and gold: the start amounts (a fixed estimate; the supply is unlimited, so no
    total constrains them); other seats' VP: none (nothing public tells them);
  * gate values held by others: the gate deck's order is fixed (rules 2), so the gates taken are the
    first ones of that order; what `seat` does not hold itself is dealt to the others in seat order,
    lowest first, as many as each holds (the counts are public);
  * other seats' sealed bids in progress: zeros (as many answers as each has given, which is public);
  * every deck and the leader deck: sorted; the RNG: seeded from public counters only.

sample(g, seat, rng) (the strong bot's draw of a world consistent with what `seat` sees): `blind`, then
what is hidden is drawn from `rng`: the gates `seat` does not hold are dealt at random to the others
(as many as each holds), every deck and the leader deck are shuffled, the random stream is drawn anew.
Other seats' wood, gold and VP keep blind's estimate and sealed bids in progress stay zeros (no cards
to draw them from).

evaluate(g, seat): the seat's projected final score minus OTHERS x the best other seat's, from a
blinded state, after the seat's own follow-up questions of the same action (the work of the card just
activated, paid reuses, picks) are answered as well as they can be, DEPTH answers deep (so that an
activation is worth the work it leads to). `projected(g, s)`, in VP:
  * the VP so far and the gates held (rounds.py scores them at the end);
  * wood and gold at WOOD and GOLD each while they can still be spent, at the end-of-game rates (3 wood
    = 1 VP, 2 gold = 1 VP) once the final turns have begun;
  * for each board, the points its place gives now (rounds.board_points) for the current round's
    scoring and FUTURE x as much for each later one, and CUBE per cube on it;
  * READY x a rough value of the work of each own ready worker on a card, SUPPLY per worker behind
    the screen.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.rng import Rng
from ..seatbot import answered, candidates
from . import board as B
from .content import CONTENT
from .leaders import Bids
from .rounds import board_points

if TYPE_CHECKING:
    from . import NehemiahState as G

END = CONTENT.rules.end
ROUNDS = 3

# Weights of the evaluation (tuned with `python -m bench --only bots --game nehemiah`).
OTHERS = 0.35            # the best other seat's projected score counts against the seat this much
WOOD = 0.5               # VP a wood is worth while it can still be turned into cubes or gates
GOLD = 0.55              # VP a gold is worth likewise
CUBE = 0.25              # VP per cube on a board, on top of the places it gives
FUTURE = 0.6             # weight of the board places in the scorings after the current round's
READY = 0.45             # a ready worker on a card: this share of what activating it would give
SUPPLY = 0.3             # a worker behind the screen (it can still be placed)
DEPTH = 3                # own follow-up questions of the same action looked through
WIDE = 6                 # a question with more answers than this is looked through one level less


def blind(g: "G", seat: int) -> None:
    leaders = bool(g.options.get("leaders"))
    start = CONTENT.rules.leaders.start if leaders else CONTENT.rules.start
    gates = list(CONTENT.rules.gates)
    taken = gates[:len(gates) - len(g.gates)]
    for value in g.players[seat].gates:
        if value in taken:
            taken.remove(value)
    taken.sort()
    for s, player in enumerate(g.players):
        if s == seat:
            continue
        player.wood, player.gold = start.wood, start.gold
        player.vp = {}
        count = len(player.gates)
        player.gates, taken = taken[:count], taken[count:]
    for frame in g.frames:
        if isinstance(frame, Bids):
            for s, parts in enumerate(frame.parts):
                if s != seat:
                    frame.parts[s] = [0] * len(parts)
    for deck in g.decks:
        deck.sort()
    g.leader_deck.sort()
    turns = sum(player.turns for player in g.players)
    public = (((g.round * 1009 + turns) * 1013 + g.turn) * 1019 + seat) * 1000003 + g.next_id
    g.rng = Rng.from_seed(public)


def sample(g: "G", seat: int, rng: Rng) -> None:
    blind(g, seat)
    others = [player for s, player in enumerate(g.players) if s != seat]
    gates = [value for player in others for value in player.gates]
    rng.shuffle(gates)
    for player in others:
        count = len(player.gates)
        player.gates, gates = gates[:count], gates[count:]
    for deck in g.decks:
        rng.shuffle(deck)
    rng.shuffle(g.leader_deck)
    g.rng = Rng.from_seed(rng.next64())


def _work_value(card: str, player, seat: int, g: "G") -> float:
    """A rough value, in VP, of doing the card's work once."""
    kind = B.kind(card)
    cost = kind.cost
    if kind.effect == "gain":
        if player.wood < cost.wood or player.gold < cost.gold:
            return 0.0
        return kind.wood * WOOD + kind.gold * GOLD + kind.vp - cost.wood * WOOD - cost.gold * GOLD
    if kind.effect == "influence":
        if player.wood < cost.wood or player.gold < cost.gold:
            return 0.0
        return max(0.0, kind.cubes * 1.6 - cost.wood * WOOD - cost.gold * GOLD)
    if kind.effect == "gate":
        if player.wood < cost.wood or not g.gates:
            return 0.0
        return g.gates[0] - cost.wood * WOOD
    return 0.6


def projected(g: "G", seat: int) -> float:
    """`seat`'s projected final score: VP so far, gates, resources, the board places it holds now
    (counted for the current round's scoring and, less, for the later ones) and its workers."""
    player = g.players[seat]
    if g.over:
        return float(player.score)
    score = player.score + sum(player.gates)
    last = g.round >= ROUNDS and g.final_turns >= 0
    if last:
        score += player.wood / END.wood_per_vp + player.gold / END.gold_per_vp
    else:
        score += player.wood * WOOD + player.gold * GOLD
    table = CONTENT.players(g.num_players).score
    later = (ROUNDS - g.round) * FUTURE
    for counts in g.boards:
        points = board_points(counts, table)[seat]
        score += points * (1 + later) + CUBE * counts[seat]
    if not last:
        for c, p in B.own_workers(g, seat, exhausted=False):
            score += READY * _work_value(g.columns[c][p].card, player, seat, g)
        score += SUPPLY * player.workers
    return score


def position(g: "G", seat: int) -> float:
    mine = projected(g, seat)
    others = [projected(g, s) for s in range(g.num_players) if s != seat]
    return mine - OTHERS * max(others, default=0.0)


def evaluate(g: "G", seat: int, depth: int = DEPTH) -> float:
    """`position`, after the seat's own follow-up questions of the same action (the work of the card
    just activated, paid reuses, picks) are answered as well as they can be, `depth` answers deep:
    an activation is worth the work it leads to, not the exhausted worker it leaves at once."""
    if depth > 0 and g.frames and not g.over:
        decisions = g.frames[-1].decisions(g)
        if len(decisions) == 1 and decisions[0].seat == seat and g.turn == seat:
            best = None
            options = candidates(decisions[0], g)
            deeper = depth - (1 if len(options) <= WIDE else 2)     # wide questions: less deep
            for choice in options:
                after = answered(g, seat, choice)
                if after is not None:
                    score = evaluate(after, seat, deeper)
                    best = score if best is None or score > best else best
            if best is not None:
                return best
    return position(g, seat)


def estimate(g: "G", seat: int) -> float:
    """A cheaper `evaluate` for the strong bot's playouts (engine/bots.py): one follow-up answer deep."""
    return evaluate(g, seat, 1)
