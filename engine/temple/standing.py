"""Where a game of The Temple stands, in words (`engine.standing`), from the public view only.

Everything but a market declaration still being made is public, so a seat's line is its running
score: points, Temple concessions built of those held, drachmas, workers, and what it owes; an
eliminated player's line says since when it is out. The phase is the round's phase; the note says
when the final round is under way or when every concession has been sold.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.messages import Msg
from ..core.rules import Standing
from . import view as V
from .content import CONTENT

if TYPE_CHECKING:
    from . import TempleState as G


def _line(public: dict, owed: int) -> Msg:
    if not public["active"]:
        return Msg("render-temple-eliminated", {"round": public["eliminated_in"] or 0})
    built = len(public["built"])
    line = Msg("standing-temple-player", {
        "score": public["score"], "built": built, "concessions": built + len(public["unbuilt"]),
        "drachmas": public["drachmas"], "workers": public["workers"]})
    if owed:
        line = Msg("standing-temple-player-owes", {"line": line, "amount": owed})
    return line


def standing(g: "G") -> Standing:
    shown = V.view(g, None)
    owed = [0] * shown["players_count"]
    for debt in shown["debts"]:
        owed[debt["debtor"]] += debt["drachmas"]
    note = None
    if not shown["over"]:
        final = shown["final_round"] is not None and shown["round"] >= shown["final_round"]
        if final or shown["round"] >= CONTENT.rules.end.max_rounds:
            note = Msg("render-temple-final-round")
        elif shown["auctions_over"]:
            note = Msg("render-temple-auctions-over")
    return Standing(round=shown["round"], phase=Msg(f"temple-phase-{shown['phase']}"),
                    players=[_line(public, owed[public["seat"]]) for public in shown["players"]], note=note)
