"""Final scoring and the result (rules/ezra_nehemiah.md 11, 12.1, 13.11).

`FinalScoring()` is pushed by the round driver after the 3rd Sabbath, with nothing left below it: it
scores everybody in turn order from the Shofar holder (the Opponent included), stores each breakdown in
`g.final` (key str(seat) or "opponent"; part -> VP, the parts summing to the final VP), ends the game and
pops itself. `result(g)` builds the engine's Result from it; `opponent_score(g)` gives the solo
Opponent's total and parts (a SeatScore needs a seat).

Parts, in order: `game` (the VP before final scoring), `silver` (goods converted to silver: 1 VP per 5,
or per 3 with SG1), `tiles` (2 VP per developed tile), `altar` (3 VP for the altar leader), `walls` (the
VP printed on the wall cards of the player's colour on the board), `gates` (the VP printed on the gate
cards of the gates the player rebuilt; corner gates have no card), `scribes` (each scribe's row value)
and `scrolls` (the top-row conditions SG2-SG8; SG1 changes `silver`).

Readings adopted: SG3 counts Levites + gatekeepers + scribes (setup corner gatekeepers included, they
stand on the main board); SG4 counts the player's wall cards on the board + the gate cards they rebuilt
(never the corner gates); SG5 counts Temple rows whose uncovered spaces are all filled; SG8 scores every
character card in hand. The Opponent (13.11) has no tiles, tucked cards or scroll conditions, and its
goods are gold (3) and coins (1). Ranking: total VP, then the altar (`tiebreak` = [-ahead_rank], smaller
rank is ahead), so there is never a tie; solo: the person wins with more VP than the Opponent, or equal
VP and ahead of it on the altar.
"""
from __future__ import annotations

from ..core.decisions import Result, SeatScore
from ..core.frames import Frame, Log
from . import effects as fx
from .base import G, Who, everyone, hooks, is_opponent, name, player, say
from .content import CONTENT, RESOURCES, FinalHand, FinalPer, FinalSilver
from .sabbath import card_vp, own_walls, row_vp
from .state import OPPONENT

PARTS = ("game", "silver", "tiles", "altar", "walls", "gates", "scribes", "scrolls")


def key(who: Who) -> str:
    return OPPONENT if is_opponent(who) else str(who)


def silver(g: G, who: Who) -> int:
    """The value of everything left, in silver (11.1; the Opponent holds only gold and coins)."""
    rates = CONTENT.rules.final.silver
    if is_opponent(who):
        return rates["gold"] * g.opponent.gold + rates["coin"] * g.opponent.coins
    owner = player(g, who)
    return (rates["coin"] * owner.coins + rates["bread"] * owner.food
            + sum(rates[cube] * owner.cubes[cube] for cube in RESOURCES))


def silver_per_vp(g: G, who: Who) -> int:
    per = CONTENT.rules.final.silver_per_vp
    for _, hook in hooks(g, who, FinalSilver):
        per = min(per, hook.silver_per_vp)
    return per


def own_gates(g: G, who: Who) -> list[str]:
    """The gate-card gates `who` rebuilt (their gatekeeper stands there), perimeter order."""
    return [space.id for space in g.board.perimeter
            if space.kind == "gate_card" and not space.neutral and space.built and space.owner == who]


def final_count(g: G, who: Who, kind: str) -> int:
    """What a `final_per` scroll counts (12.1)."""
    workers = g.workers_of(who)
    top = len(CONTENT.board.scroll_row)
    if kind == "blessing_sets":
        return min(fx.blessings_of(g, who).values())
    if kind == "workers_on_board":
        return workers.levites + len(workers.gatekeepers) + len(workers.scribes)
    if kind == "own_builds":
        return len(own_walls(g, who)) + len(own_gates(g, who))
    if kind == "full_temple_rows":
        covered = set(g.board.temple.covered_columns)
        return sum(1 for row in g.board.temple.cells
                   if all(cell is not None for column, cell in enumerate(row, 1) if column not in covered))
    if kind == "lower_scribes":
        return sum(1 for row, _ in workers.scribes if row < top)
    if kind == "top_scribes":
        return sum(1 for row, _ in workers.scribes if row == top)
    raise AssertionError(kind)


def scroll_points(g: G, who: Who) -> int:
    """The conditions of `who`'s top-row scrolls (SG2-SG8); the Opponent has none (13.11)."""
    if is_opponent(who):
        return 0
    total = 0
    for _, hook in hooks(g, who, (FinalPer, FinalHand)):
        if isinstance(hook, FinalPer):
            total += final_count(g, who, hook.count) // hook.every * hook.vp
        else:
            total += sum(card_vp(g, who, card) or 0 for card in player(g, who).hand)
    return total


def final_parts(g: G, who: Who, leader: Who) -> dict[str, int]:
    """The final-scoring breakdown of `who` (11.2), `game` being the VP scored before it."""
    workers = g.workers_of(who)
    developed = 0 if is_opponent(who) else sum(1 for tile in player(g, who).dev.values() if tile.developed)
    return {
        "game": fx.vp_of(g, who),
        "silver": silver(g, who) // silver_per_vp(g, who),
        "tiles": CONTENT.rules.development.vp * developed,
        "altar": CONTENT.rules.sabbath.leader_vp if leader == who else 0,
        "walls": sum(CONTENT.wall_card[card].vp for card in own_walls(g, who)),
        "gates": sum(CONTENT.gate[gate].vp for gate in own_gates(g, who)),
        "scribes": sum(row_vp(row) for row, _ in workers.scribes),
        "scrolls": scroll_points(g, who),
    }


class FinalScoring(Frame, kw_only=True):
    """11: everybody's final points, then the game is over."""

    def run(self, g: G, log: Log) -> None:
        g.phase = "final"
        leader = fx.altar_order(g)[0]
        final: dict[str, dict[str, int]] = {}
        for who in everyone(g):
            parts = final_parts(g, who, leader)
            final[key(who)] = parts
            fx.add_vp(g, who, sum(vp for part, vp in parts.items() if part != "game"))
            say(log, "score", "ev-final-score", who, total=fx.vp_of(g, who), **parts)
        g.final = final
        g.phase = "over"
        g.over = True
        g.pop(self)
        found = result(g)
        assert found is not None
        winner = found.winners[0]
        say(log, "score", "ev-game-over", None, winner=name(OPPONENT if winner == g.num_players and g.opponent
                                                              is not None else winner))


def person_wins(g: G) -> bool:
    """13.11: more VP than the Opponent, or as many and ahead of it on the altar."""
    mine, theirs = player(g, 0).vp, g.opponent.vp
    return mine > theirs or (mine == theirs and fx.ahead_rank(g, 0) < fx.ahead_rank(g, OPPONENT))


def result(g: G) -> Result | None:
    """Scores per seat (parts sum to the total), ranking by VP then the altar; None before the end.
    In the solo game the Opponent is listed too, as the seat after the person's (seat 1, the number
    the front ends name with the game's automa name, like the Architects' Rival): the winner is the
    person only with more VP, or as many and ahead on the altar (13.11), which is the same order."""
    if not g.over or not g.final:
        return None
    scores = [SeatScore(seat=seat, total=player(g, seat).vp, parts=dict(g.final[str(seat)]),
                        tiebreak=[-fx.ahead_rank(g, seat)])
              for seat in range(g.num_players)]
    if g.opponent is not None:
        scores.append(SeatScore(seat=g.num_players, total=g.opponent.vp, parts=dict(g.final[OPPONENT]),
                                tiebreak=[-fx.ahead_rank(g, OPPONENT)]))
    ranked = sorted(scores, key=lambda score: (score.total, *score.tiebreak), reverse=True)
    ranking = [[score.seat] for score in ranked]
    winners = ranking[0]
    if g.opponent is not None:
        assert (winners == [0]) == person_wins(g)
    return Result(scores=scores, ranking=ranking, winners=winners)


def opponent_score(g: G) -> dict:
    """The solo Opponent's final total, parts and tie-break (as a SeatScore would have them); {} when
    there is no Opponent."""
    if g.opponent is None:
        return {}
    return {"total": g.opponent.vp, "parts": dict(g.final.get(OPPONENT, {})),
            "tiebreak": [-fx.ahead_rank(g, OPPONENT)]}


FRAMES = (FinalScoring,)


# --- message keys (ezra_nehemiah-<key>), with the intended English ----------------------------------------
#   ev-final-score   Final scoring, {player}: {silver} VP for goods, {tiles} for developed tiles, {altar} for
#                    the altar lead, {walls} for walls, {gates} for gates, {scribes} for scribes, {scrolls}
#                    for scrolls: {total} VP ({game} before).
#   ev-game-over     The game is over. {winner} wins.
