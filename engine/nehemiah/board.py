"""The display: columns of work cards with workers, the influence boards, and small queries on them.

Positions are 0-based in code: column c, position p (p = 0 is the card next to the boards, p = 3
the lowest). Option ids and messages show them 1-based.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from ..core.messages import Msg, Player
from .content import CONTENT, CardKind
from .state import BOARD_NAMES, Slot, Worker

if TYPE_CHECKING:
    from . import NehemiahState as G

CUBES = CONTENT.rules.cubes
COLUMN_SIZE = CONTENT.rules.column_size
LAST = COLUMN_SIZE - 1


def kind(card: str) -> CardKind:
    return CONTENT.kind_of(card)


def kind_name(card: str) -> str:
    return CONTENT.card_by_id[card].kind


def card_msg(card: str) -> Msg:
    return Msg(f"nehemiah-card-{kind_name(card)}")


def board_msg(board: int) -> Msg:
    return Msg(f"nehemiah-board-{BOARD_NAMES[board]}")


def leader_msg(leader: str) -> Msg:
    return Msg(f"nehemiah-leader-{leader}")


def slot_id(c: int, p: int) -> str:
    return f"{c + 1}.{p + 1}"


def parse_slot(text: str) -> tuple[int, int]:
    column, position = text.split(".")
    return int(column) - 1, int(position) - 1


def where(c: int, p: int, card: str) -> Msg:
    return Msg("nehemiah-where", {"column": c + 1, "position": p + 1, "card": card_msg(card)})


# --- the display -------------------------------------------------------------------------------

def live_columns(g: "G") -> Iterator[tuple[int, list[Slot]]]:
    for c, column in enumerate(g.columns):
        if column:
            yield c, column


def slots(g: "G") -> Iterator[tuple[int, int, Slot]]:
    for c, column in live_columns(g):
        for p, slot in enumerate(column):
            yield c, p, slot


def first_free(column: list[Slot]) -> int | None:
    for p, slot in enumerate(column):
        if slot.worker is None:
            return p
    return None


def locate(g: "G", card: str) -> tuple[int, int] | None:
    for c, p, slot in slots(g):
        if slot.card == card:
            return c, p
    return None


def placeable_columns(g: "G") -> list[int]:
    return [c for c, column in live_columns(g) if first_free(column) is not None]


def empty_slots(g: "G") -> list[tuple[int, int]]:
    return [(c, p) for c, p, slot in slots(g) if slot.worker is None]


def occupied_slots(g: "G") -> list[tuple[int, int]]:
    return [(c, p) for c, p, slot in slots(g) if slot.worker is not None]


def own_workers(g: "G", seat: int, *, exhausted: bool) -> list[tuple[int, int]]:
    """`seat`'s own-colour workers on cards in the given state (neutral workers are nobody's)."""
    return [(c, p) for c, p, slot in slots(g)
            if slot.worker is not None and slot.worker.owner == seat and not slot.worker.neutral
            and slot.worker.exhausted == exhausted]


def others_ready_workers(g: "G", seat: int) -> list[tuple[int, int]]:
    return [(c, p) for c, p, slot in slots(g)
            if slot.worker is not None and slot.worker.owner != seat and not slot.worker.neutral
            and not slot.worker.exhausted]


def can_place(g: "G", seat: int) -> bool:
    return g.players[seat].workers > 0 and bool(placeable_columns(g))


def can_activate(g: "G", seat: int) -> bool:
    return bool(own_workers(g, seat, exhausted=False))


def put_worker(g: "G", seat: int, c: int, p: int, *, neutral: bool = False,
               exhausted: bool = False) -> None:
    player = g.players[seat]
    if neutral:
        player.neutral -= 1
    else:
        player.workers -= 1
    g.columns[c][p].worker = Worker(owner=seat, neutral=neutral, exhausted=exhausted)


def send_home(g: "G", worker: Worker) -> None:
    player = g.players[worker.owner]
    if worker.neutral:
        player.neutral += 1
    else:
        player.workers += 1


def payee(user: int, worker: Worker) -> int | None:
    """Who is paid for using a card this worker occupies: its owner, or the bank (None)."""
    if worker.neutral or worker.owner == user:
        return None
    return worker.owner


def pay_for_use(g: "G", user: int, worker: Worker) -> int | None:
    to = payee(user, worker)
    g.players[user].gold -= 1
    if to is not None:
        g.players[to].gold += 1
    return to


def payee_msg(to: int | None) -> Msg | Player:
    return Msg("nehemiah-the-bank") if to is None else Player(to)


# --- influence cubes ---------------------------------------------------------------------------

def cubes_placed(g: "G", seat: int) -> int:
    return sum(board[seat] for board in g.boards)


def cube_supply(g: "G", seat: int) -> int:
    return CUBES - cubes_placed(g, seat)


def cubes_available(g: "G", seat: int, board: int) -> int:
    """Cubes `seat` could put on `board`: the supply plus cubes moved from the other boards."""
    return CUBES - g.boards[board][seat]


def board_index(name: str) -> int:
    return BOARD_NAMES.index(name)
