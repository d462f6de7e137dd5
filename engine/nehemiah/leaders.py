"""The Construction Leaders variant (rules section 9): the round's auctions and the 15 leader cards.

Timing in an asynchronous game [HOUSE, rules 9.3 and section 12 item 28]: a leader card is offered
  * in its holder's turn menu (any-time, before-your-action and instead-of-your-action cards),
  * in *windows*: before each turn (other players' any-time cards and "run another player's turn"),
    after the active player's action (their any-time and after-your-action cards), after each column
    replacement ("swap 2 cards of the new column" and any-time cards) and before each round scoring
    ("move a cube before scoring" and any-time cards).
A window asks only holders of a card playable at that moment, clockwise from the active player. A
holder may answer "not now, and stop asking me this round" to keep a slow game moving; cards that
can only be played at that very moment (L06, L07) are still offered.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Decision, Option
from ..core.frames import Frame, Log, Question
from ..core.messages import Msg, Player
from . import board as B
from . import hints as H
from . import work as W
from .content import CONTENT
from .state import BOARD_NAMES, Auction, Player as SeatState

if TYPE_CHECKING:
    from . import NehemiahState as G

LEADERS = CONTENT.leaders
RULES = CONTENT.rules.leaders

# Cards a holder may silence for the rest of the round (they could be played at many moments).
SILENCEABLE = {"place", "vp_per_column", "run_turn"}


def effect(leader: str) -> str:
    return LEADERS[leader].effect


def timing(leader: str) -> str:
    return LEADERS[leader].timing


def bonus(player: SeatState, resource: str) -> int:
    """Round-long leader bonus on every card that gives `resource` to its user (L04, L05)."""
    return sum(getattr(LEADERS[leader], resource) for leader in player.leaders
               if LEADERS[leader].effect == "bonus")


def can_act(g: "G", seat: int) -> bool:
    """Has `seat` a legal action: place, activate, or an "instead of your action" card it can use."""
    if B.can_place(g, seat) or B.can_activate(g, seat):
        return True
    return any(timing(card) == "instead" and playable(g, seat, card, "menu", seat)
               for card in g.players[seat].leaders)


def playable(g: "G", seat: int, card: str, moment: str, active: int, column: int = -1) -> bool:
    """Can `seat` play `card` at `moment` ("menu", "turn", "after", "replaced", "scoring")?"""
    kind, when = effect(card), timing(card)
    mine = seat == active
    if when == "any_time":
        if kind == "swap_new_column":
            return moment == "replaced" and column >= 0 and bool(g.columns[column])
        if kind == "place":
            return B.can_place(g, seat)
        return True  # vp_per_column
    if when == "own_turn":
        if not mine or moment not in ("menu", "after"):
            return False
        if kind == "swap_any_workers":
            return len(B.occupied_slots(g)) >= 2
        return bool(B.own_workers(g, seat, exhausted=False)) and bool(B.empty_slots(g))
    if when == "instead":
        if moment != "menu":
            return False
        if kind == "place":
            return B.can_place(g, seat)
        if kind == "activate":
            return B.can_activate(g, seat)
        return bool(B.others_ready_workers(g, seat))
    if when == "other_turn":
        return moment == "turn" and not mine and (B.can_place(g, active) or B.can_activate(g, active))
    if when == "before_scoring":
        return moment == "scoring" and any(any(board) for board in g.boards)
    return False  # immediate and round-long cards are never played by choice


def playable_cards(g: "G", seat: int, moment: str, active: int, column: int = -1) -> list[str]:
    player = g.players[seat]
    cards = [card for card in player.leaders
             if playable(g, seat, card, moment, active, column)]
    if player.quiet and seat != active:
        cards = [card for card in cards if effect(card) not in SILENCEABLE]
    return cards


def card_option(card: str, g: "G | None" = None, seat: int | None = None) -> Option:
    return Option(f"leader:{card}", Msg("nehemiah-opt-leader", {"leader": B.leader_msg(card)}),
                  hint=H.leader_hint(card, g, seat))


def play(g: "G", seat: int, card: str, log: Log, *, active: int | None = None, column: int = -1
         ) -> None:
    """Use a leader card `seat` holds (or has just won, for immediate cards)."""
    player = g.players[seat]
    spec = LEADERS[card]
    if spec.timing != "round":
        if card in player.leaders:
            player.leaders.remove(card)
        g.leader_box.append(card)
    log.add("leader", "nehemiah-ev-leader", seat, leader=B.leader_msg(card))
    kind = spec.effect
    if kind == "cubes":
        for board_name in spec.boards:  # supply cubes go to the boards in the card's order
            W.place_cubes(g, seat, B.board_index(board_name), 1, log, optional=True)
    elif kind == "gate":
        if g.gates:
            value = g.gates.pop(0)
            player.gates.append(value)
            log.add("gate", "nehemiah-ev-gate-free", seat,
                    private=Msg("nehemiah-ev-gate-private", {"vp": value}))
    elif kind == "pairs":
        g.push(Pairs(seat=seat, card=card))
    elif kind == "move_cube":
        g.push(MoveCube(seat=seat))
    elif kind == "swap_new_column":
        g.push(W.Swap(user=seat, card="", what="swap_cards", optional=False, column=column))
    elif kind == "place":
        g.push(W.Picks(user=seat, card="", effect="place", left=spec.count, optional=False))
    elif kind == "vp_per_column":
        columns = {c for c, _ in B.own_workers(g, seat, exhausted=True)}
        points = spec.vp * len(columns)
        W.gain(g, seat, vp=points, source="leaders")
        log.add("vp", "nehemiah-ev-vp-columns", seat, vp=points, columns=len(columns))
    elif kind == "swap_any_workers":
        from .rounds import Replacements
        g.push(Replacements(), SwapAny(seat=seat))
    elif kind == "move_ready":
        g.push(MoveReady(seat=seat))
    elif kind == "activate":
        g.push(Activations(seat=seat, left=spec.count))
    elif kind == "activate_other":
        g.push(ActivateOther(seat=seat))
    elif kind == "run_turn":
        g.push(RunTurn(seat=seat, target=g.turn if active is None else active))


# --- the auction ---------------------------------------------------------------------------------

class RoundStart(Frame):
    """Reveal players + 1 leader cards and open the round's first auction."""

    starter: int

    def run(self, g: "G", log: Log) -> None:
        g.pop(self)
        count = min(g.num_players + RULES.extra_cards, len(g.leader_deck))
        face_up = g.leader_deck[:count]
        del g.leader_deck[:count]
        g.auction = Auction(face_up=face_up, opener=self.starter)
        log.add("leaders", "nehemiah-ev-leaders-revealed", barrier=True,
                leaders=Msg("nehemiah-list", {"items": [B.leader_msg(c) for c in face_up]}))
        next_auction(g, log)


def next_auction(g: "G", log: Log) -> None:
    auction = g.auction
    if auction.number < g.num_players and len(auction.face_up) >= 2:
        g.push(AuctionOpen(opener=(auction.opener + auction.number) % g.num_players))
        return
    g.leader_box.extend(auction.face_up)
    if auction.face_up:
        log.add("leaders", "nehemiah-ev-leader-boxed", leader=B.leader_msg(auction.face_up[0]))
    auction.face_up = []
    auction.card = None


class AuctionOpen(Question):
    opener: int

    def ask(self, g: "G") -> Decision:
        return Decision("", self.opener, Msg("nehemiah-ask-auction-open"), options=[
            Option(f"leader:{card}", Msg("nehemiah-opt-auction", {"leader": B.leader_msg(card)}),
                   hint=H.leader_hint(card))
            for card in g.auction.face_up])

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        card = choice.split(":")[1]
        g.auction.face_up.remove(card)
        g.auction.card = card
        log.add("auction", "nehemiah-ev-auction-open", seat, leader=B.leader_msg(card))
        g.push(Bids(card=card, opener=seat, parts=[[] for _ in range(g.num_players)],
                    ids=[0] * g.num_players))


BID_PARTS = ("workers", "wood", "gold")


class Bids(Frame):
    """Sealed simultaneous bids: each seat answers workers, wood, gold (secret until all are in)."""

    card: str
    opener: int
    parts: list[list[int]]
    ids: list[int]

    def awaits(self) -> bool:
        return True

    def pushed(self, g: "G") -> None:
        self.ids = [g.new_id() for _ in self.parts]

    def renew(self, g: "G", seat: int) -> None:
        self.ids[seat] = g.new_id()

    def decisions(self, g: "G") -> list[Decision]:
        found = []
        for seat, parts in enumerate(self.parts):
            if len(parts) == len(BID_PARTS):
                continue
            part = BID_PARTS[len(parts)]
            have = getattr(g.players[seat], part)
            found.append(Decision(str(self.ids[seat]), seat, Msg(f"nehemiah-ask-bid-{part}", {
                "leader": B.leader_msg(self.card)}), kind="amount", min=0, max=have, secret=True))
        return found

    def explain(self, g: "G", seat: int, amount: int) -> Msg | None:
        """A bid above what the seat has: say how much it has (its own secret, told to it only)."""
        parts = self.parts[seat]
        if amount < 0 or len(parts) == len(BID_PARTS):
            return None
        part = BID_PARTS[len(parts)]
        return Msg(f"hints-nehemiah-have-{part}", {"count": getattr(g.players[seat], part)})

    def answer(self, g: "G", seat: int, choice: int, log: Log) -> None:
        self.parts[seat].append(choice)
        if len(self.parts[seat]) == len(BID_PARTS):
            log.add("bid", "nehemiah-ev-bid-in", seat, private=Msg("nehemiah-ev-bid-private", dict(
                zip(BID_PARTS, self.parts[seat]))))
        if all(len(parts) == len(BID_PARTS) for parts in self.parts):
            g.pop(self)
            self.reveal(g, log)

    def reveal(self, g: "G", log: Log) -> None:
        n = g.num_players
        winner = auction_winner(self.parts, self.opener, RULES.auction_tiebreak)
        workers, wood, gold = self.parts[winner]
        player = g.players[winner]
        player.workers -= workers
        player.set_aside += workers
        player.wood -= wood
        player.gold -= gold
        player.leaders.append(self.card)
        g.auction.card = None
        g.auction.number += 1
        g.auction.last = {"leader": self.card, "bids": self.parts, "winner": winner}
        bids = [Msg("nehemiah-bid", {"player": Player(s), "workers": self.parts[s][0],
                                     "wood": self.parts[s][1], "gold": self.parts[s][2]})
                for s in [(self.opener + i) % n for i in range(n)]]
        log.add("auction", "nehemiah-ev-auction-won", winner, barrier=True,
                leader=B.leader_msg(self.card), bids=Msg("nehemiah-list", {"items": bids}),
                workers=workers, wood=wood, gold=gold)
        next_auction(g, log)
        if timing(self.card) == "immediate":
            play(g, winner, self.card, log)


def auction_winner(bids: list[list[int]], opener: int, tiebreak: str) -> int:
    """Most items; then most workers; then most wood (or wood + gold); then first from the opener."""
    def strength(bid: list[int]) -> tuple[int, int, int]:
        workers, wood, gold = bid
        third = wood if tiebreak == "wood" else wood + gold
        return workers + wood + gold, workers, third

    n = len(bids)
    order = [(opener + i) % n for i in range(n)]
    best = order[0]
    for seat in order[1:]:
        if strength(bids[seat]) > strength(bids[best]):
            best = seat
    return best


# --- leader effects that ask something ------------------------------------------------------------

class Pairs(Question):
    """L03: discard pairs of (supply worker + wood) and (supply worker + gold) for VP each."""

    seat: int
    card: str
    with_wood: int = -1

    def ask(self, g: "G") -> Decision:
        player = g.players[self.seat]
        if self.with_wood < 0:
            return Decision("", self.seat, Msg("nehemiah-ask-pairs-wood"), kind="amount", min=0,
                            max=min(player.workers, player.wood))
        return Decision("", self.seat, Msg("nehemiah-ask-pairs-gold"), kind="amount", min=0,
                        max=min(player.workers - self.with_wood, player.gold))

    def explain(self, g: "G", seat: int, amount: int) -> Msg | None:
        """Too many pairs: each takes a worker from behind the screen and a wood (or gold)."""
        if amount < 0:
            return None
        player = g.players[self.seat]
        if self.with_wood < 0:
            workers, stock = player.workers, H.amount("wood", player.wood)
            limit = min(player.workers, player.wood)
        else:
            workers, stock = player.workers - self.with_wood, H.amount("gold", player.gold)
            limit = min(workers, player.gold)
        return Msg("hints-nehemiah-pairs-limit", {"max": limit, "workers": workers, "stock": stock})

    def answer(self, g: "G", seat: int, choice: int, log: Log) -> None:
        if self.with_wood < 0:
            self.with_wood = choice
            return
        g.pop(self)
        pairs = self.with_wood + choice
        player = g.players[seat]
        player.workers -= pairs
        player.set_aside += pairs
        player.wood -= self.with_wood
        player.gold -= choice
        points = pairs * LEADERS[self.card].vp
        W.gain(g, seat, vp=points, source="leaders")
        log.add("vp", "nehemiah-ev-pairs", seat, pairs=pairs, wood=self.with_wood, gold=choice,
                vp=points)


class MoveCube(Question):
    """L06: before scoring, move 1 cube of any player from its board to a different board."""

    seat: int
    source: str = ""

    def ask(self, g: "G") -> Decision:
        if not self.source:
            options = [Option(f"from:{owner + 1}.{BOARD_NAMES[b]}", Msg("nehemiah-opt-cube-of", {
                "owner": Player(owner), "board": B.board_msg(b)}), hint=H.board_hint(g, b))
                for b in range(len(g.boards)) for owner in range(g.num_players) if g.boards[b][owner]]
            return Decision("", self.seat, Msg("nehemiah-ask-move-cube-from"), options=options)
        source = BOARD_NAMES.index(self.source.split(".")[1])
        options = [Option(f"to:{BOARD_NAMES[b]}", Msg("nehemiah-opt-board", {"board": B.board_msg(b)}),
                          hint=H.board_hint(g, b))
                   for b in range(len(g.boards)) if b != source]
        return Decision("", self.seat, Msg("nehemiah-ask-move-cube-to"), options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        action, value = choice.split(":")
        if action == "from":
            self.source = value
            return
        g.pop(self)
        owner_text, source_name = self.source.split(".")
        owner, source, target = int(owner_text) - 1, BOARD_NAMES.index(source_name), BOARD_NAMES.index(value)
        g.boards[source][owner] -= 1
        g.boards[target][owner] += 1
        log.add("move-cube", "nehemiah-ev-move-cube", seat, owner=Player(owner),
                source=B.board_msg(source), target=B.board_msg(target))


class SwapAny(Question):
    """L10: swap any 2 workers on work cards (any columns); they keep their states."""

    seat: int
    first: str = ""

    def ask(self, g: "G") -> Decision:
        options = []
        for c, p in B.occupied_slots(g):
            if B.slot_id(c, p) == self.first:
                continue
            worker = g.columns[c][p].worker
            options.append(Option(f"slot:{B.slot_id(c, p)}", Msg("nehemiah-opt-worker-at", {
                "where": B.where(c, p, g.columns[c][p].card), "owner": Player(worker.owner),
                "neutral": int(worker.neutral), "exhausted": int(worker.exhausted)}),
                hint=H.slot_hint(g, c, p)))
        key = "nehemiah-ask-swap-any-second" if self.first else "nehemiah-ask-swap-any-first"
        return Decision("", self.seat, Msg(key), options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        target = choice.split(":")[1]
        if not self.first:
            self.first = target
            return
        g.pop(self)
        (c1, p1), (c2, p2) = B.parse_slot(self.first), B.parse_slot(target)
        one, two = g.columns[c1][p1], g.columns[c2][p2]
        one.worker, two.worker = two.worker, one.worker
        log.add("swap", "nehemiah-ev-swap-any", seat, first=B.where(c1, p1, one.card),
                second=B.where(c2, p2, two.card))


class MoveReady(Question):
    """L11: move one of your ready workers to any unoccupied card; it stays ready."""

    seat: int
    source: str = ""

    def ask(self, g: "G") -> Decision:
        if not self.source:
            options = [Option(f"slot:{B.slot_id(c, p)}", Msg("nehemiah-opt-worker-on", {
                "where": B.where(c, p, g.columns[c][p].card)}), hint=H.slot_hint(g, c, p))
                for c, p in B.own_workers(g, self.seat, exhausted=False)]
            return Decision("", self.seat, Msg("nehemiah-ask-move-ready-from"), options=options)
        options = [Option(f"slot:{B.slot_id(c, p)}", Msg("nehemiah-opt-slot", {
            "where": B.where(c, p, g.columns[c][p].card)}), hint=H.slot_hint(g, c, p))
            for c, p in B.empty_slots(g)]
        return Decision("", self.seat, Msg("nehemiah-ask-move-ready-to"), options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        target = choice.split(":")[1]
        if not self.source:
            self.source = target
            return
        g.pop(self)
        (c1, p1), (c2, p2) = B.parse_slot(self.source), B.parse_slot(target)
        g.columns[c2][p2].worker, g.columns[c1][p1].worker = g.columns[c1][p1].worker, None
        log.add("move", "nehemiah-ev-move-ready", seat, first=B.where(c1, p1, g.columns[c1][p1].card),
                second=B.where(c2, p2, g.columns[c2][p2].card))


def activation_options(g: "G", seat: int) -> list[Option]:
    return [Option(f"activate:{B.slot_id(c, p)}", Msg("nehemiah-opt-activate", {
        "where": B.where(c, p, g.columns[c][p].card)}),
        hint=H.slot_hint(g, c, p, activate=True, user=seat))
        for c, p in B.own_workers(g, seat, exhausted=False)]


class Activations(Question):
    """L13: activate up to `left` of your workers, each a full Action 2, column replacements between."""

    seat: int
    left: int
    done: int = 0

    def ask(self, g: "G") -> Decision:
        options = activation_options(g, self.seat)
        if self.done or not options:
            options.append(W.done_option())
        return Decision("", self.seat, Msg("nehemiah-ask-activations", {"left": self.left}),
                        options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        from .rounds import Replacements
        if choice == W.DONE:
            g.pop(self)
            return
        self.left -= 1
        self.done += 1
        if self.left == 0:
            g.pop(self)
        c, p = B.parse_slot(choice.split(":")[1])
        g.push(Replacements())
        W.start_activation(g, seat, c, p, log)


class ActivateOther(Question):
    """L14: activate another player's ready worker; you get the work and may reuse cards above."""

    seat: int

    def ask(self, g: "G") -> Decision:
        options = [Option(f"activate:{B.slot_id(c, p)}", Msg("nehemiah-opt-activate-other", {
            "where": B.where(c, p, g.columns[c][p].card), "owner": Player(g.columns[c][p].worker.owner)}),
            hint=H.slot_hint(g, c, p, activate=True, user=self.seat))
            for c, p in B.others_ready_workers(g, self.seat)]
        return Decision("", self.seat, Msg("nehemiah-ask-activate-other"), options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        c, p = B.parse_slot(choice.split(":")[1])
        W.start_activation(g, seat, c, p, log)


class RunTurn(Question):
    """L15: name the card the target must place on, or which of their ready workers they activate."""

    seat: int
    target: int

    def ask(self, g: "G") -> Decision:
        target = Player(self.target)
        options = []
        if g.players[self.target].workers:
            for c in B.placeable_columns(g):
                p = B.first_free(g.columns[c])
                options.append(Option(f"place:{c + 1}", Msg("nehemiah-opt-force-place", {
                    "target": target, "where": B.where(c, p, g.columns[c][p].card)}),
                    hint=H.slot_hint(g, c, p)))
        options += [Option(f"activate:{B.slot_id(c, p)}", Msg("nehemiah-opt-force-activate", {
            "target": target, "where": B.where(c, p, g.columns[c][p].card)}),
            hint=H.slot_hint(g, c, p, activate=True))
            for c, p in B.own_workers(g, self.target, exhausted=False)]
        return Decision("", self.seat, Msg("nehemiah-ask-run-turn", {"target": Player(self.target)}),
                        options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        from .turn import Turn
        g.pop(self)
        turn = next(frame for frame in reversed(g.frames) if isinstance(frame, Turn))
        turn.forced = choice
        log.add("run-turn", "nehemiah-ev-run-turn", seat, target=Player(self.target))
