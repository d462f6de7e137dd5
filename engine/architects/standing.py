"""Where a game of Architects of the West Kingdom stands, in words (`engine.standing`), from the
public view only.

A seat's line is its running score and what drives it: VP as they would be scored now, buildings
constructed, the Cathedral level, virtue and unpaid debts; the Rival (solo, "2 players vs Bot") gets
the same line in `others`. The phase: the draft, choosing boards, the turns, the final round with
the turns left; while the turns go on, the note tells how full the Guildhall (the game's clock) is.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.messages import Msg
from ..core.rules import Standing
from . import view as V

if TYPE_CHECKING:
    from . import ArchitectsState as G


def _phase(shown: dict) -> Msg:
    phase = shown["phase"]
    if shown["over"]:
        return Msg("render-architects-game-over")
    if phase in ("draft", "boards"):
        return Msg(f"render-architects-phase-{phase}")
    if phase == "final_round":
        return Msg("render-architects-phase-final_round", {"count": len(shown["final_round_left"])})
    return Msg("standing-architects-phase-play")


def _line(public: dict) -> Msg:
    return Msg("standing-architects-player", {
        "score": public["score"], "buildings": len(public["buildings"]), "cathedral": public["cathedral"],
        "virtue": public["virtue"], "debts": public["debts_unpaid"]})


def standing(g: "G") -> Standing:
    shown = V.view(g, None)
    people = [public for public in shown["players"] if not public["rival"]]
    others = []
    if shown["rival"] is not None:
        rival = shown["players"][shown["rival"]["index"]]
        others.append(Msg("standing-architects-rival", {
            "difficulty": Msg(f"render-architects-difficulty-{shown['rival']['difficulty']}"),
            "line": _line(rival)}))
    note = None
    if shown["phase"] == "play" and not shown["over"]:
        guildhall = shown["guildhall"]["slots"]
        note = Msg("standing-architects-guildhall", {
            "filled": sum(1 for slot in guildhall if slot is not None), "spaces": len(guildhall)})
    return Standing(round=shown["round"] or None, phase=_phase(shown), players=[_line(p) for p in people],
                    note=note, others=others)
