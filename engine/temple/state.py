"""The Temple's state: plain data. Card numbers are the printed ones; seats are 0-based in code.
Food is kept in lots of 100 (rules/temple.md 0.3) and shown x100."""
from __future__ import annotations

import msgspec

from ..core.frames import GameState


class Built(msgspec.Struct):
    card: int
    seq: int                       # global build order: the Earthquake takes the highest


class Seat(msgspec.Struct):
    patron: str
    drachmas: int
    wood: int
    stone: int
    food: int                      # lots of 100
    crafts: dict[str, int] = {}    # craft type -> level (1-based)
    craft_workers: dict[str, int] = {}
    site_workers: int = 0
    unbuilt: list[int] = []
    built: list[Built] = []
    forced_this_round: bool = False
    barred: bool = False           # R3.11: no bids and no forced purchase in this round's auction
    bonus: int = 0                 # Holy of Holies share
    active: bool = True
    eliminated_in: int = 0         # the round of elimination (0: still playing)
    built_before_elimination: list[Built] = []   # the record only: the cards left the game (R8.4)

    def workers(self) -> int:
        return sum(self.craft_workers.values()) + self.site_workers

    def get(self, good: str) -> int:
        return getattr(self, good)

    def add(self, good: str, amount: int) -> None:
        setattr(self, good, getattr(self, good) + amount)


class Debt(msgspec.Struct):
    debtor: int
    creditor: int
    drachmas: int


class Auction(msgspec.Struct):
    """The public state of the concession auction in progress."""

    card: int = 0                  # the card under the hammer (0: none)
    high: int = 0
    bidder: int = -1
    passed: list[int] = []
    streak: list[int] = []         # H: seats that held the token since the last sale (R3.7)
    declined: int = 0              # the card just declined (the next holder must choose another)
    last: dict | None = None       # the last result, for the table to see
    held: int = 0                  # auctions settled in this phase (sold, declined or forced)


class MarketReport(msgspec.Struct):
    """The revealed declarations and prices of the last market step."""

    side: str                                  # "sell" or "buy"
    declared: list[dict[str, int]]             # per seat (zeros for eliminated seats)
    settled: list[dict[str, int]]              # what was really traded (purchases may be cut, R4.5)
    totals: dict[str, int]
    prices: dict[str, int]


class Modifiers(msgspec.Struct):
    site_workers_delta: int = 0    # GH10 / GH19
    wage_drachmas: int | None = None   # GH20: None = the normal wage


# Frame classes are imported by the rules module, which builds `TempleState` with their union.
class TempleBase(GameState, kw_only=True):
    round: int = 1
    phase: str = "start"
    token: int = 0                 # the Ark of the Covenant
    leader: int = 0                # the round leader (R1.1)
    seats: list[Seat] = []
    deck: list[int] = []           # Temple cards not yet displayed, top first
    display: list[int] = []
    auctions_over: bool = False
    last_auction_round: int = 0
    final_round: int = 0           # 0 until someone completes all their concessions
    finishers: list[int] = []
    craft_supply: dict[str, list[int]] = {}
    gods_deck: list[str] = []
    gods_discard: list[str] = []
    gods_card: str | None = None   # the card resolved this round
    build_seq: int = 0
    modifiers: Modifiers = msgspec.field(default_factory=Modifiers)
    debts: list[Debt] = []
    removed: list[int] = []        # Temple cards of eliminated players, out of the game (R8.4)
    auction: Auction = msgspec.field(default_factory=Auction)
    market: list[MarketReport] = []   # this round's revealed steps
    end_reason: str | None = None

    def active_seats(self) -> list[int]:
        return [s for s, seat in enumerate(self.seats) if seat.active]

    def clockwise(self, start: int) -> list[int]:
        """Active seats in turn order, starting with `start` (or the next active seat after it)."""
        n = self.num_players
        return [(start + i) % n for i in range(n) if self.seats[(start + i) % n].active]

    def left_of(self, seat: int) -> int:
        """The next active seat clockwise."""
        n = self.num_players
        for i in range(1, n + 1):
            if self.seats[(seat + i) % n].active:
                return (seat + i) % n
        return seat
