"""Architects of the West Kingdom: the state, as plain data (rules/architects.md section 10).

Players are indexed like engine seats: the human players are 0..num_players-1 and the Rival (solo
and "2 players vs Bot", spec 13.11) is the last entry of `players`, so a person's seat never depends
on where the Rival sits. Turn order is `order`, clockwise from the start player, Rival included.

Every collection that the rules iterate is a list or a dict keyed by strings (canonical JSON sorts
keys; the rules never depend on a dict's order: they go through LOCATIONS or `order`). Values that
can be derived are not stored: the Cathedral rows come from each player's level, N from `locations`.
"""
from __future__ import annotations

import msgspec

from ..core.frames import GameState
from .content import CONTENT

# The nine open-circle locations, in the board's order (data: rules.toml `locations`, spec 4.1): every N
# is counted there, and ties "in location order" (the Rival, spec 13.11) follow this tuple.
LOCATIONS: tuple[str, ...] = tuple(CONTENT.rules.locations)
MARKET_SPACES: tuple[str, ...] = ("left", "middle", "right")


class Player(msgspec.Struct, kw_only=True):
    """One player's board and what lies on it (spec 10.2); the Rival is a Player with `rival` set."""

    colour: str
    board: str = "side1"                      # or a side-2 board id (spec 13.10)
    rival: bool = False
    workers: int = 0                          # own workers on the player board (20 at the start)
    captured: dict[str, int] = {}             # colour -> opponents' workers in the captured area
    clay: int = 0
    wood: int = 0
    stone: int = 0
    gold: int = 0
    marble: int = 0
    silver: int = 0
    virtue: int = 7
    cathedral: int = 0                        # 0 = below level 1
    hand: list[str] = []                      # building ids: private, its size public
    buildings: list[str] = []                 # constructed, in order
    apprentices: list[str] = []               # hired, in order
    debts_unpaid: int = 0
    debts_paid: int = 0
    draft_pack: list[str] = []                # setup only: private
    draft_kept: list[str] = []

    def get(self, resource: str) -> int:
        return getattr(self, resource)

    def add(self, resource: str, amount: int) -> None:
        setattr(self, resource, getattr(self, resource) + amount)

    def captured_total(self) -> int:
        return sum(self.captured.values())


class Slot(msgspec.Struct):
    """A space of the apprentice display: its card (None: empty) and the silver lying on it."""

    card: str | None = None
    silver: int = 0


class Turn(msgspec.Struct):
    """The action in progress (spec 10.1): cleared at the end of each turn."""

    location: str = ""
    n: int = 0                                # fixed at placement (G16)
    actions_left: int = 0
    captures_left: int = 0
    capture_locations: list[str] = []         # in the order captured (a set kept as a list)
    first_capture_done: bool = False
    reset_due: bool = False
    end_triggered: bool = False               # this turn's Guildhall worker took the last space
    idle: bool = False                        # the special rule found no worker to take back


class Rival(msgspec.Struct):
    """The automated opponent's cards (spec 13.11): the deck's order is hidden, the discards public."""

    deck: list[str] = []                      # top last
    discard: list[str] = []
    difficulty: str = "journeyman"


class ArchitectsBase(GameState, kw_only=True):
    players: list[Player] = []
    order: list[int] = []                     # player indices clockwise, the start player first
    phase: str = "draft"                      # draft | boards | play | final_round | over
    active: int = 0                           # a player index
    mode: str = "standard"                    # standard | solo | bot2 (spec 13.11)
    turns: int = 0                            # turns begun (the channel shows a board per turn)
    round: int = 0                            # full cycles of turns begun, from the start player
    idle_turns: int = 0                       # turns in a row that passed with nothing to do (9.1)
    final_round_left: list[int] = []
    locations: dict[str, dict[str, int]] = {}  # location -> colour -> workers (N)
    market: list[str | None] = msgspec.field(default_factory=lambda: [None] * len(MARKET_SPACES))
                                              # who occupies the left, middle, right space
    small_pile: list[str] = []                # Black Market cards, top last
    large_pile: list[str] = []
    guildhall: list[str | None] = []          # one slot per space, in fill order (spec 13.3)
    beside_guildhall: dict[str, int] = {}     # final-round Guildhall workers
    prison: dict[str, int] = {}
    tax_stand: int = 0
    display: list[list[Slot]] = []            # rows A and B, columns 1..4
    apprentice_deck: list[str] = []           # top last
    building_deck: list[str] = []             # top last, bottom at index 0
    reward_pile: list[str] = []               # top last
    rewards_drawn: list[str] = []
    rewards_unused: list[str] = []            # set aside at setup, hidden for the whole game
    resets: int = 0
    turn: Turn = msgspec.field(default_factory=Turn)
    rival: Rival | None = None

    # --- who is who ------------------------------------------------------------------------------

    def humans(self) -> list[int]:
        return [i for i, player in enumerate(self.players) if not player.rival]

    def rival_index(self) -> int | None:
        return next((i for i, player in enumerate(self.players) if player.rival), None)

    def by_colour(self, colour: str) -> int:
        return next(i for i, player in enumerate(self.players) if player.colour == colour)

    def after(self, index: int) -> int:
        """The next player clockwise ("left", spec 3.1)."""
        position = self.order.index(index)
        return self.order[(position + 1) % len(self.order)]

    def clockwise_from(self, index: int) -> list[int]:
        """Every player in turn order, starting with `index`."""
        position = self.order.index(index)
        return self.order[position:] + self.order[:position]

    # --- where the workers are -------------------------------------------------------------------

    def at(self, location: str, colour: str) -> int:
        return self.locations.get(location, {}).get(colour, 0)

    def put(self, location: str, colour: str, count: int) -> None:
        """Add (or with a negative count remove) workers of `colour` at an open-circle location;
        an emptied entry is dropped, so equal boards are equal data."""
        here = self.locations.setdefault(location, {})
        here[colour] = here.get(colour, 0) + count
        if here[colour] < 0:
            raise ValueError(f"{location}: fewer than 0 {colour} workers")
        if here[colour] == 0:
            del here[colour]
        if not here:
            del self.locations[location]

    def cathedral_row(self, level: int) -> list[int]:
        """The players whose marker is on that Cathedral level (derived, never stored)."""
        return [i for i, player in enumerate(self.players) if player.cathedral == level]

    def worker_count(self, colour: str) -> int:
        """Every worker of `colour`, wherever it is (spec 10.4 invariant 1: always 20)."""
        own = self.players[self.by_colour(colour)].workers
        on_board = sum(self.at(location, colour) for location in LOCATIONS)
        return (own + on_board + self.market.count(colour) + self.guildhall.count(colour)
                + self.beside_guildhall.get(colour, 0) + self.prison.get(colour, 0)
                + sum(player.captured.get(colour, 0) for player in self.players if player.colour != colour))
