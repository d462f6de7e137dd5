"""Where a Nehemiah game stands, in words (`engine.standing`), from the public view only.

Victory points are behind the screens until the game is over, so a seat's line is its public
progress: cubes on the three boards, gates held, workers behind the screen (and, in the variant,
leader cards held); once the game is over its VP come first. The phase: the players' turns, the
round's leader auction (variant), a round's scoring or the final scoring.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.messages import Msg
from ..core.rules import Standing
from . import view as V
from .leaders import AuctionOpen, Bids, RoundStart
from .rounds import FinalScoring, RoundEnd

if TYPE_CHECKING:
    from . import NehemiahState as G


def _phase(g: "G") -> Msg:
    if g.over:
        return Msg("render-nehemiah-game-over")
    kinds = {type(frame) for frame in g.frames}
    if FinalScoring in kinds:
        return Msg("standing-nehemiah-phase-final-scoring")
    if RoundEnd in kinds:
        return Msg("standing-nehemiah-phase-scoring")
    if kinds & {RoundStart, AuctionOpen, Bids}:
        return Msg("standing-nehemiah-phase-auction")
    return Msg("standing-nehemiah-phase-turns")


def _line(public: dict, leaders: bool, over: bool) -> Msg:
    cubes = public["cubes"]
    params = {"wall": cubes["wall"], "temple": cubes["temple"], "guard": cubes["guard"],
              "gates": public["gates"], "workers": public["workers"]}
    if leaders:
        line = Msg("standing-nehemiah-player-leaders", {**params, "leaders": len(public["leaders"])})
    else:
        line = Msg("standing-nehemiah-player", params)
    if over:
        line = Msg("standing-nehemiah-player-final", {"vp": public["vp"], "line": line})
    return line


def standing(g: "G") -> Standing:
    shown = V.view(g, None)
    over = bool(shown["over"])
    leaders = bool(shown["variant"]["leaders"])
    note = None
    if not over:
        if shown["final_turns"] is not None:
            note = Msg("standing-nehemiah-final-turns", {"turns": shown["final_turns"]})
        elif shown["round"] >= len(shown["decks"]):
            note = Msg("standing-nehemiah-final-round")
    return Standing(round=shown["round"], phase=_phase(g),
                    players=[_line(public, leaders, over) for public in shown["players"]], note=note)
