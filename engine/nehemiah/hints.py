"""One-line hints on the options a player chooses (help at the point of decision): what a work card
does, what it costs and what it gives, what a leader card does and when, how an influence board
stands; and why a piece of work cannot be done.

Every hint is worded from the content data the rules use (kinds.toml, leaders.toml, rules.toml), one
catalog message per effect (data/locale/*/hints_nehemiah.ftl), so a change in the data changes the
hint. Hints read only public information (the display, the cubes, the top gate card, the leader
cards won) and, for the asking seat's own reasons, that seat's own wood and gold: never another
seat's secrets. They are built when the options are, and change nothing in the game.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import for_people
from ..core.messages import Msg, Player
from . import board as B
from .content import CONTENT, Cost

if TYPE_CHECKING:
    from . import NehemiahState as G

PRICE = 1   # gold per paid use of a card (rules 4.3 and Use Occupied Cards; board.pay_for_use)
CUBES_PER_BOARD = 1   # the cubes a "cubes" leader card puts on each of its boards (leaders.play)


def amount(resource: str, count: int) -> Msg:
    """"2 wood", "3 gold", "1 VP"."""
    return Msg(f"hints-nehemiah-{resource}", {"count": count})


def cost_msg(cost: Cost) -> Msg | None:
    if not (cost.wood or cost.gold):
        return None
    return Msg("hints-nehemiah-cost", {"wood": cost.wood, "gold": cost.gold})


def _gains(wood: int, gold: int, vp: int) -> list[Msg]:
    return [amount(resource, count) for resource, count in (("wood", wood), ("gold", gold), ("vp", vp))
            if count]


# --- work cards ------------------------------------------------------------------------------------

def work_hint(card: str, g: "G | None" = None) -> Msg:
    """What a work card's work does and costs, e.g. "Put 2 cubes on the Guard · cost 2 wood + 2 gold".
    With a game, the Gate card names the value of the top gate card (public)."""
    kind = B.kind(card)
    effect = kind.effect
    if effect == "gain":
        work = Msg("hints-nehemiah-work-gain", {"gains": _gains(kind.wood, kind.gold, kind.vp)})
    elif effect == "influence":
        work = Msg("hints-nehemiah-work-influence", {
            "cubes": kind.cubes, "board": B.board_msg(B.board_index(kind.board))})
    elif effect == "gate":
        gates = CONTENT.rules.gates
        if g is None:
            state, vp = "range", 0
        elif g.gates:
            state, vp = "next", g.gates[0]
        else:
            state, vp = "none", 0
        work = Msg("hints-nehemiah-work-gate", {"state": state, "vp": vp, "low": min(gates),
                                                "high": max(gates)})
    elif effect == "use_occupied":
        work = Msg("hints-nehemiah-work-use_occupied", {"count": kind.count, "price": PRICE})
    elif effect in ("swap_workers", "swap_cards"):
        work = Msg(f"hints-nehemiah-work-{effect}")
    else:  # refresh, place, place_any, replace: up to `count` picks
        work = Msg(f"hints-nehemiah-work-{effect}", {"count": kind.count})
    cost = cost_msg(kind.cost)
    if cost is not None:
        return Msg("hints-nehemiah-with-cost", {"work": work, "cost": cost})
    return work


@for_people
def slot_hint(g: "G", c: int, p: int, *, activate: bool = False, user: int | None = None) -> Msg | None:
    """The hint of an option aimed at the card in slot (c, p). Activating a worker on the lowest card
    also replaces the column once the action is complete (rules 4.4). When `user` (the asking seat,
    who would do the work now) cannot do it, the hint says why instead (from `user`'s own stock).
    None while a bot thinks (`for_people`): it asks for these hints by the hundred thousand."""
    card = g.columns[c][p].card
    hint = None
    if activate and user is not None and B.kind(card).effect in ("gain", "influence", "gate"):
        hint = blocked(g, user, card)
    if hint is None:
        hint = work_hint(card, g)
    if activate and p == B.LAST:
        return Msg("hints-nehemiah-then-replaced", {"hint": hint})
    return hint


def blocked(g: "G", user: int, card: str) -> Msg | None:
    """Why `user` cannot do a gain / influence / gate card's work now (None if it can)."""
    kind = B.kind(card)
    player = g.players[user]
    wood = max(0, kind.cost.wood - player.wood)
    gold = max(0, kind.cost.gold - player.gold)
    if wood or gold:
        return Msg("hints-nehemiah-lack", {"wood": wood, "gold": gold})
    if kind.effect == "influence":
        board = B.board_index(kind.board)
        if B.cubes_available(g, user, board) < kind.cubes:
            return Msg("hints-nehemiah-no-cubes", {"board": B.board_msg(board)})
    if kind.effect == "gate" and not g.gates:
        return Msg("hints-nehemiah-no-gates")
    return None


# --- leader cards ----------------------------------------------------------------------------------

def leader_hint(leader: str, g: "G | None" = None, seat: int | None = None) -> Msg:
    """When a leader card is played and what it does, e.g. "Instead of your action: place up to 2
    workers". With a game and the holder's seat, "VP per column" says what it would give now."""
    spec = CONTENT.leaders[leader]
    effect = spec.effect
    params: dict = {}
    if effect == "cubes":
        params = {"count": len(spec.boards), "cubes": CUBES_PER_BOARD,
                  "boards": [B.board_msg(B.board_index(name)) for name in spec.boards]}
    elif effect == "bonus":
        params = {"bonuses": [Msg(f"hints-nehemiah-bonus-{resource}", {"count": count})
                              for resource, count in (("wood", spec.wood), ("gold", spec.gold))
                              if count]}
    elif effect in ("pairs", "vp_per_column"):
        params = {"vp": spec.vp}
    elif effect in ("place", "activate"):
        params = {"count": spec.count}
    hint = Msg("hints-nehemiah-leader", {
        "timing": Msg(f"hints-nehemiah-timing-{spec.timing}"),
        "effect": Msg(f"hints-nehemiah-leader-{effect}", params)})
    if effect == "vp_per_column" and g is not None and seat is not None:
        columns = {c for c, _ in B.own_workers(g, seat, exhausted=True)}
        return Msg("hints-nehemiah-now-vp", {"hint": hint, "vp": spec.vp * len(columns)})
    return hint


# --- influence boards ------------------------------------------------------------------------------

def board_hint(g: "G", board: int) -> Msg:
    """How a board stands (public): everyone's cubes on it, and what its places score."""
    table = CONTENT.players(g.num_players).score
    return Msg("hints-nehemiah-board", {
        "cubes": [Msg("hints-nehemiah-cubes-of", {"player": Player(seat), "cubes": count})
                  for seat, count in enumerate(g.boards[board])],
        "scores": "/".join(str(vp) for vp in table)})
