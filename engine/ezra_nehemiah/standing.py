"""Where a game of Ezra and Nehemiah stands, in words (`engine.standing`), from the public view only.

A seat's line is its running score and what it has built: VP, silver and bread, the walls and gates
it has rebuilt, its cubes in the Temple; the solo Opponent gets its own line in `others` (VP, silver,
gold and the same building progress). The phase: the setup's gatekeepers, the work day of six, Preparing
for Sabbath, the Sabbath, the final scoring; the note marks the third, final round.
"""
from __future__ import annotations

from typing import Any

from ..core.messages import Msg
from ..core.rules import Standing
from . import view as V
from .content import CONTENT
from .state import OPPONENT


def _phase(shown: dict) -> Msg:
    phase = shown["phase"]
    if phase == "work":
        return Msg("standing-ezra_nehemiah-day", {"day": shown["day"], "days": CONTENT.rules.work_days})
    return Msg(f"render-ezra_nehemiah-phase-{phase}")


def _built(shown: dict, who: int | str) -> dict[str, int]:
    """The walls and gate cards' gates `who` has rebuilt, and its cubes in the Temple."""
    board = shown["board"]
    walls = gates = 0
    for space in board["perimeter"]:
        if space["built"] and not space["neutral"] and space["owner"] == who:
            walls += space["kind"] == "wall"
            gates += space["kind"] == "gate_card"
    temple = sum(1 for row in board["temple"]["cells"] for cell in row if cell is not None and cell["by"] == who)
    return {"walls": walls, "gates": gates, "temple": temple}


def _player(shown: dict, public: dict) -> Msg:
    return Msg("standing-ezra_nehemiah-player", {
        "vp": public["vp"], "coins": Msg("ezra_nehemiah-good-coin", {"n": public["coins"]}),
        "food": Msg("ezra_nehemiah-good-bread", {"n": public["food"]}), **_built(shown, public["seat"])})


def _opponent(shown: dict, opponent: dict[str, Any]) -> Msg:
    return Msg("standing-ezra_nehemiah-opponent", {
        "vp": opponent["vp"], "coins": Msg("ezra_nehemiah-good-coin", {"n": opponent["coins"]}),
        "gold": Msg("ezra_nehemiah-good-gold", {"n": opponent["gold"]}), **_built(shown, OPPONENT)})


def standing(g: Any) -> Standing:
    shown = V.view(g, None)
    over = shown["over"]
    others = [_opponent(shown, shown["opponent"])] if shown["opponent"] is not None else []
    note = Msg("standing-ezra_nehemiah-final-round") if (
        not over and shown["round"] == CONTENT.rules.rounds and shown["phase"] != "final") else None
    return Standing(round=shown["round"], phase=_phase(shown),
                    players=[_player(shown, public) for public in shown["players"]], note=note, others=others)
