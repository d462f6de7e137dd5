"""Ezra and Nehemiah: the state, as plain data (rules/ezra_nehemiah.md section 16).

Seats are 0..n-1 and each has a PlayerState; in the solo game the Opponent is not a seat: it lives in
`opponent`, never receives a decision, and is named "opponent" wherever a seat could stand (the
Shofar, the active player, an owner, an altar stack). Every collection the rules iterate is a list or
a dict keyed by strings and is walked in the order the rules define (seats, the perimeter, rows and
columns), never in a mapping's order. Derived values (hand size, scrolls owned, ability flags, column
bonuses) are computed, not stored twice.
"""
from __future__ import annotations

import msgspec

from ..core.frames import GameState
from .content import BLESSINGS, CONTENT, RESOURCES

OPPONENT = "opponent"                      # where a seat could stand: the solo Opponent
WORKERS: int = CONTENT.rules.components.workers   # per colour [TEXT]: 16.6 invariant 1


class Workers(msgspec.Struct, kw_only=True):
    """Where a colour's 16 workers are (16.2): counts, and the places that hold named workers."""

    supply: int = 0                        # the player's own supply, ready to use
    main: int = 0                          # still in the main supply
    levites: int = 0                       # 0-6 on the Levite track
    farmers: int = 0                       # only during Preparing for Sabbath and the Sabbath
    labourers: int = 0
    gatekeepers: list[str] = []            # gate ids
    scribes: list[list[int]] = []          # [row, tile] of each scribe on the scroll grid
    merchants: list[int] = []              # merchant slots 1-4 in use
    elders: list[int] = []                 # elder slots 1-4 in use

    def total(self) -> int:
        return (self.supply + self.main + self.levites + self.farmers + self.labourers
                + len(self.gatekeepers) + len(self.scribes) + len(self.merchants) + len(self.elders))


class Tile(msgspec.Struct):
    """A development tile of a player: which one and whether it has been flipped (developed)."""

    tile: str
    developed: bool = False


class PlayerState(msgspec.Struct, kw_only=True):
    colour: str
    coins: int = 0
    food: int = 0
    cubes: dict[str, int] = msgspec.field(default_factory=lambda: {cube: 0 for cube in RESOURCES})
    workers: Workers = msgspec.field(default_factory=Workers)
    vp: int = 0                            # may be negative; the track shows vp mod 100
    blessings: dict[str, int] = msgspec.field(default_factory=lambda: {colour: 0 for colour in BLESSINGS})
    tent: str = ""                         # a city-plan space id (P01-P12)
    dev: dict[str, Tile] = {}              # development type -> its tile
    hand: list[str] = []                   # character ids: the owner only
    deck: list[str] = []                   # character ids, top last; order hidden from everybody
    piles: list[list[str]] = msgspec.field(default_factory=lambda: [[], [], []])   # bottom -> top, public
    tucked: list[str] = []                 # character or hero ids, in tuck order
    wall_deck: list[str] = []              # wall card ids, top last; order hidden
    wall_known_top: str | None = None      # cards the owner put back on top / at the bottom (owner only)
    wall_known_bottom: str | None = None
    scrolls: list[str] = []                # scroll tiles taken, in order
    heroes: list[str] = []                 # hero cards gained (tucked with the character cards)


class Pool(msgspec.Struct, kw_only=True):
    """The banners of the turn (16.3): wild ones stay apart until a main action is declared."""

    red: int = 0
    grey: int = 0
    blue: int = 0
    wild: int = 0


class TurnState(msgspec.Struct, kw_only=True):
    """The turn in progress (16.3); a new one at the start of each turn."""

    seat: int = 0
    card: str | None = None                # the character played this turn
    pile: int | None = None
    aux_used: bool = False
    aux_followup: bool = False             # SW21: a trade may be followed by a coin or a paid flip
    merchant_used: bool = False
    elder_used: bool = False
    main: str | None = None                # red | grey | blue once declared
    main_done: bool = False
    pool: Pool = msgspec.field(default_factory=Pool)
    levite_before: bool = False            # Temple & Altar (5.1-5.2)
    placing_started: bool = False
    levite_after_offered: bool = False
    levites_used: int = 0
    space: str | None = None               # Rubble, Walls & Gates: the space chosen this turn (6.1)
    rebuilt: bool = False
    scribe_done: bool = False              # Torah & Tents (7.1)
    tent_done: bool = False


class Space(msgspec.Struct, kw_only=True):
    """One of the 36 perimeter positions (15.1): a wall space, a gate-card gate or a corner gate."""

    id: str
    kind: str                              # wall | gate_card | corner
    neutral: bool = False
    rubble: dict[str, int] = {}            # cube -> count still to clear
    built: bool = False
    owner: int | str | None = None         # a seat, OPPONENT, or None
    wall_card: list[str] | None = None     # [colour, wall card id] once rebuilt
    coins_on_card: int = 0                 # an unbuilt gate-card gate collects trade coins
    connected_ccw: bool = False
    connected_cw: bool = False


class Cell(msgspec.Struct):
    by: int | str                          # a seat or OPPONENT
    cube: str


class Temple(msgspec.Struct, kw_only=True):
    cells: list[list[Cell | None]] = []    # rows 1-5 x columns 1-9 (index 0-based)
    covered_columns: list[int] = []        # columns covered by the Temple Mount at this player count
    sections_done: list[bool] = msgspec.field(default_factory=lambda: [False, False, False])


class Altar(msgspec.Struct, kw_only=True):
    stacks: list[list[int | str]] = []     # spaces 0..end, each bottom -> top of seats / OPPONENT
    zechariah: int = 0                     # the prophets' spaces (Zechariah behind Haggai)
    haggai: int = 0
    card: str = ""                         # the altar card side in play


class ScrollTile(msgspec.Struct):
    scroll: str
    occupant: int | str | None = None      # a seat, OPPONENT, "white" (1-2 players) or None


class Board(msgspec.Struct, kw_only=True):
    perimeter: list[Space] = []
    temple: Temple = msgspec.field(default_factory=Temple)
    altar: Altar = msgspec.field(default_factory=Altar)
    scrolls: list[list[ScrollTile]] = []   # rows 1-4, left to right
    row_food: dict[str, int] = {}          # row ("2", "3", "4") -> food still on it (0 once taken)
    heroes_left: list[str] = []            # taken when a stone scroll is occupied
    neutral_corner: str | None = None      # 3 players: the corner gate nobody keeps
    gate_cards_aside: list[str] = []       # gate cards beside the board (6 in all with the placed ones)


class OpponentState(msgspec.Struct, kw_only=True):
    """The solo Opponent (16.5): never a seat, never asked; its decks' order is hidden."""

    colour: str
    side: str = "A"
    coins: int = 0
    gold: int = 0
    workers: Workers = msgspec.field(default_factory=Workers)
    vp: int = 0
    blessings: dict[str, int] = msgspec.field(default_factory=lambda: {colour: 0 for colour in BLESSINGS})
    tent: str = ""
    wall_deck: list[str] = []
    heroes: list[str] = []
    focus_deck: list[str] = []             # top last
    focus_shown: list[str] = []            # the last one is the current focus card
    planning_deck: list[str] = []
    planning_shown: list[str] = []


class EzraBase(GameState, kw_only=True):
    """Everything but the frame stack (the rules module adds `frames` typed with its frames)."""

    round: int = 1
    phase: str = "setup_gatekeepers"       # setup_gatekeepers | work | prepare | sabbath | final | over
    day: int = 1
    shofar: int | str = 0                  # a seat or OPPONENT
    active: int | str = 0
    turn: TurnState | None = None
    board: Board = msgspec.field(default_factory=Board)
    players: list[PlayerState] = []
    opponent: OpponentState | None = None
    unused_scrolls: list[str] = []         # never in any view
    unused_tiles: list[str] = []           # development tiles not dealt: never in any view
    final: dict[str, dict[str, int]] = {}  # final scoring (11): str(seat) or "opponent" -> part -> VP

    # --- who is who -----------------------------------------------------------------------------

    def seats_from(self, first: int | str) -> list[int | str]:
        """Turn order starting with `first` (a seat or the Opponent): seats clockwise, the Opponent
        (solo) after seat 0."""
        order: list[int | str] = list(range(self.num_players))
        if self.opponent is not None:
            order.append(OPPONENT)
        start = order.index(first)
        return order[start:] + order[:start]

    def workers_of(self, who: int | str) -> Workers:
        return self.opponent.workers if who == OPPONENT else self.players[who].workers  # type: ignore[union-attr,index]

    def colours(self) -> list[str]:
        found = [player.colour for player in self.players]
        if self.opponent is not None:
            found.append(self.opponent.colour)
        return found
