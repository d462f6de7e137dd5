"""The end of the game and final scoring (rules/architects.md 8.2, 8.3; the Rival 13.11): end-game
virtue effects of every player first, then seven categories, then the tie-breakers (virtue, silver)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Result, SeatScore
from ..core.frames import Log
from . import abilities as AB
from . import content as C
from .base import building_msg
from .content import CONTENT
from .goods import change_virtue

if TYPE_CHECKING:
    from . import ArchitectsState as G
    from .state import Player

PARTS = ("buildings", "cathedral", "virtue", "debts", "goods", "silver", "prison")


def finish(g: "G", log: Log) -> None:
    """8.2 step 1 (a): every END_VIRTUE, in player order, with the overflow of 6.2; then the game is
    over (the VP counts are read from the final state by `parts`)."""
    for index, player in enumerate(g.players):
        if player.rival:
            continue                                   # the Rival's buildings have no effects (13.11)
        for card in player.buildings:
            for effect in CONTENT.building[card].effects:
                if isinstance(effect, C.EndVirtue):
                    log.add("end", "architects-ev-end-virtue", index, card=building_msg(card),
                            virtue=effect.n)
                    change_virtue(g, index, effect.n, log)
    g.over = True
    g.phase = "over"
    g.final_round_left = []
    log.add("end", "architects-ev-game-over", None)


def _count(g: "G", player: "Player", effect: C.EndVpPer) -> int:
    if effect.count == "captured":
        return player.captured_total()
    if effect.count in ("gold", "marble", "clay", "silver"):
        return player.get(effect.count)
    if effect.count == "apprentices":
        return len(player.apprentices)
    if effect.count == "paid_debts":
        return player.debts_paid
    if effect.count == "cathedral_level":
        return player.cathedral
    if effect.count == "buildings_with_skill":
        return sum(1 for card in player.buildings if effect.skill in CONTENT.building[card].skills)
    if effect.count == "virtue_above":
        return max(0, player.virtue - (effect.above or 0))
    raise AssertionError(effect.count)


def end_bonus(g: "G", player: "Player", card: str) -> int:
    """The end-game VP of one constructed building's effect (0 for immediate ones)."""
    bonus = 0
    for effect in CONTENT.building[card].effects:
        if isinstance(effect, C.EndVpPer):
            vp = _count(g, player, effect) // effect.per
            bonus += vp if effect.max is None else min(vp, effect.max)
        elif isinstance(effect, C.EndVpIf):
            held = {"virtue_at_least": lambda: player.virtue >= (effect.n or 0),
                    "cathedral_at_least": lambda: player.cathedral >= (effect.n or 0),
                    "no_unpaid_debt": lambda: player.debts_unpaid == 0}[effect.cond]()
            bonus += effect.vp if held else 0
    return bonus


def building_vp(g: "G", player: "Player", card: str) -> int:
    printed = CONTENT.building[card].vp
    if player.rival:
        rival = CONTENT.rival
        adjust = rival.difficulty[g.rival.difficulty].building_vp if g.rival else 0
        return max(rival.instructions.building_vp_min, printed + adjust)
    return printed + end_bonus(g, player, card)


def parts(g: "G", index: int) -> dict[str, int]:
    player = g.players[index]
    score = CONTENT.rules.score
    prisoners = g.prison.get(player.colour, 0)
    return {
        "buildings": sum(building_vp(g, player, card) for card in player.buildings),
        "cathedral": CONTENT.cathedral_level(player.cathedral).vp,
        "virtue": CONTENT.virtue_vp(player.virtue),
        "debts": score.unpaid_debt * player.debts_unpaid,
        "goods": score.gold * player.gold + score.marble * player.marble,
        "silver": player.silver // AB.silver_divisor(player),
        "prison": score.prison_vp * (prisoners // score.prison_per),
    }


def result(g: "G") -> Result:
    scores = []
    for index, player in enumerate(g.players):
        found = parts(g, index)
        scores.append(SeatScore(seat=index, total=sum(found.values()), parts=found,
                                tiebreak=[player.virtue, player.silver]))

    def key(score: SeatScore) -> tuple:
        return (score.total, *score.tiebreak)

    keys = sorted({key(score) for score in scores}, reverse=True)
    ranking: list[list[int]] = []
    for k in keys:
        group = [score.seat for score in scores if key(score) == k]
        rival = g.rival_index()
        if g.mode == "solo" and rival in group and len(group) > 1 and CONTENT.rival.solo_tie_human_wins:
            ranking.append([seat for seat in group if seat != rival])     # a solo tie goes to the person
            ranking.append([rival])
        else:
            ranking.append(group)
    return Result(scores=scores, ranking=ranking, winners=ranking[0])
