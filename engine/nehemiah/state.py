"""Nehemiah's state: plain data. Positions in messages and option ids are 1-based; in code 0-based."""
from __future__ import annotations

import msgspec

from ..core.frames import GameState

WALL, TEMPLE, GUARD = 0, 1, 2
BOARD_NAMES = ("wall", "temple", "guard")


class Worker(msgspec.Struct):
    owner: int                 # the seat the worker belongs to (for a neutral worker: who keeps it)
    neutral: bool = False
    exhausted: bool = False
    spent: bool = False        # activated during the current turn (cannot be refreshed this turn)


class Slot(msgspec.Struct):
    card: str
    worker: Worker | None = None


class Player(msgspec.Struct):
    workers: int               # behind the screen, ready to place or bid
    wood: int
    gold: int
    neutral: int = 0           # 2-player game: neutral workers kept beside the screen
    set_aside: int = 0         # variant: workers in front of the screen until the next round
    vp: dict[str, int] = {}    # victory points by source (hidden behind the screen)
    gates: list[int] = []
    leaders: list[str] = []
    turns: int = 0
    quiet: bool = False        # variant: "don't ask me about any-time cards on others' turns"

    @property
    def score(self) -> int:
        return sum(self.vp.values())


class Auction(msgspec.Struct):
    """The variant's leader auction of the current round (public parts)."""

    face_up: list[str] = []
    opener: int = 0
    number: int = 0            # how many auctions of this round have been opened
    card: str | None = None    # the card being auctioned now
    last: dict | None = None   # the last revealed bids and winner, for the table to see


# Frame classes are imported by the rules module, which builds `NehemiahState` with their union.
class NehemiahBase(GameState, kw_only=True):
    round: int = 1
    decks: list[list[str]] = []
    discard: list[str] = []
    gates: list[int] = []
    columns: list[list[Slot] | None] = []
    boards: list[list[int]] = []          # boards[board][seat] = cubes
    players: list[Player] = []
    turn: int = 0                         # the seat whose turn it is
    acted: bool = False                   # the current turn's action has been taken
    final_turns: int = -1                 # turns left after the game end was triggered (-1: not yet)
    leader_deck: list[str] = []
    leader_box: list[str] = []
    auction: Auction | None = None
    # Columns in which a worker was exhausted on the lowest card during the action under way (rules
    # 4.4): replaced when the action is complete, wherever that worker or card has moved since.
    # Sorted, no repeats (so no set or dict order can reach the outcome).
    to_replace: list[int] = []
