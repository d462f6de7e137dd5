"""The Workshop (rules/architects.md 4.5): hiring apprentices from the display with reach and its
extension silver, the apprentice limit, drawing building cards; and the hires and draws that other
places share (the middle Black Market space, HIRE_FREE, DRAW, DRAW_KEEP)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.decisions import Decision
from ..core.frames import Log
from ..core.messages import Msg
from . import abilities as AB
from . import hints as H
from .base import Ask, apprentice_msg, building_msg, opt, parse_slot, slot_id, why
from .content import CONTENT, DrawBonus, HireDiscount
from .goods import change_virtue, gain, goods_msg, silver_due
from .state import Slot

if TYPE_CHECKING:
    from . import ArchitectsState as G


# --- the display ---------------------------------------------------------------------------------

def refill_row(g: "G", row: int, column: int) -> None:
    """A card left the slot: the cards to its right slide left with their silver, and column 4 takes
    the top of the apprentice deck (or stays empty with an empty deck, G14)."""
    slots = g.display[row]
    del slots[column]
    slots.append(Slot(card=g.apprentice_deck.pop() if g.apprentice_deck else None))


def top_up(g: "G") -> None:
    """Fill empty display slots from the deck (after a discard made the empty deck non-empty)."""
    for slots in g.display:
        for slot in slots:
            if slot.card is None and g.apprentice_deck:
                slot.card = g.apprentice_deck.pop()


def discard_apprentice(g: "G", index: int, card: str, log: Log) -> None:
    """Face down to the bottom of the apprentice deck; the hire virtue is not undone (4.5.1)."""
    g.players[index].apprentices.remove(card)
    g.apprentice_deck.insert(0, card)
    log.add("discard", "architects-ev-apprentice-discarded", index, card=apprentice_msg(card))
    top_up(g)


# --- hiring --------------------------------------------------------------------------------------

def hire_price(g: "G", index: int, row: int, column: int, n: int) -> tuple[int, int, int]:
    """(extension silver, plain, tax) of a Workshop hire from (row, column) with N workers."""
    player = g.players[index]
    extension = max(0, column + 1 - AB.reach(player, n)) * CONTENT.rules.display.reach_silver
    price = CONTENT.rules.hire
    plain = max(0, price.silver - price.tax - AB.total(player, HireDiscount))
    plain, tax = silver_due(player, plain, price.tax)
    return extension, plain, tax


def can_afford_hire(g: "G", index: int, row: int, column: int, n: int) -> bool:
    extension, plain, tax = hire_price(g, index, row, column, n)
    return g.players[index].silver >= extension + plain + tax


def workshop_hires(g: "G", index: int, n: int) -> list[tuple[int, int]]:
    return [(r, c) for r, slots in enumerate(g.display) for c, slot in enumerate(slots)
            if slot.card is not None and can_afford_hire(g, index, r, c, n)]


def take_apprentice(g: "G", index: int, row: int, column: int, log: Log, *, how: str,
                    paid: tuple[int, int] = (0, 0), extension: int = 0) -> None:
    """The card and all silver on it go to the player; its hire virtue applies; the row refills."""
    player = g.players[index]
    slot = g.display[row][column]
    card = slot.card
    assert card is not None
    player.apprentices.append(card)
    player.silver += slot.silver
    log.add("hire", f"architects-ev-hire-{how}", index, card=apprentice_msg(card), slot=slot_id(row, column),
            silver=slot.silver, paid=paid[0] + paid[1] + extension, tax=paid[1], extension=extension)
    refill_row(g, row, column)
    if CONTENT.apprentice[card].hire_virtue:
        change_virtue(g, index, CONTENT.apprentice[card].hire_virtue, log)


def hire(g: "G", index: int, row: int, column: int, mode: str, n: int, log: Log,
         price: tuple[int, int, int] | None = None) -> None:
    """Pay (a Workshop hire only: extension silver on the row's first cards, then the price) and
    take the card; collected silver arrives after paying (4.5.1 step 5). `price` is the one fixed
    when the card was chosen (a discard for the apprentice limit comes between: it does not change
    what the hire costs [CHOICE])."""
    if mode == "workshop":
        extension, plain, tax = price or hire_price(g, index, row, column, n)
        player = g.players[index]
        player.silver -= extension + plain + tax
        g.tax_stand += tax
        for c in range(extension // CONTENT.rules.display.reach_silver):
            g.display[row][c].silver += CONTENT.rules.display.reach_silver
        take_apprentice(g, index, row, column, log, how="workshop", paid=(plain, tax), extension=extension)
    else:
        take_apprentice(g, index, row, column, log, how="free" if mode.startswith("free") else "market")


class HireTarget(Ask):
    """Q08 (Workshop), Q17 (middle Black Market space), Q19 (HIRE_FREE, with `decline`)."""

    mode: str                         # workshop | market | free_any | free_col1
    n: int = 0                        # Workshop N
    fallback: dict[str, int] = {}     # HIRE_FREE: gained when declined or impossible

    def slots(self, g: "G") -> list[tuple[int, int]]:
        columns = (0,) if self.mode == "free_col1" else range(CONTENT.rules.display.columns)
        return [(r, c) for r in range(len(g.display)) for c in columns if g.display[r][c].card is not None]

    def ask(self, g: "G") -> Decision:
        options = []
        for r, c in self.slots(g):
            slot = g.display[r][c]
            card = slot.card
            if self.mode == "workshop":
                extension, plain, tax = hire_price(g, self.player, r, c, self.n)
                total = extension + plain + tax
                short = total - g.players[self.player].silver
                disabled = why("architects-why-silver", need=total, short=short) if short > 0 else None
                options.append(opt(slot_id(r, c), "architects-opt-hire", disabled, card=apprentice_msg(card),
                                   slot=slot_id(r, c), cost=total, silver=slot.silver,
                                   virtue=CONTENT.apprentice[card].hire_virtue, hint=H.apprentice_hint(card)))
            else:
                options.append(opt(slot_id(r, c), "architects-opt-hire", card=apprentice_msg(card),
                                   slot=slot_id(r, c), cost=0, silver=slot.silver,
                                   virtue=CONTENT.apprentice[card].hire_virtue, hint=H.apprentice_hint(card)))
        if self.mode.startswith("free"):
            options.append(opt("decline", "architects-opt-decline", fallback=goods_msg(self.fallback)))
        return Decision("", self.player, Msg("architects-ask-hire"), options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        if choice == "decline":
            log.add("hire", "architects-ev-hire-declined", self.player, fallback=goods_msg(self.fallback))
            gain(g, self.player, self.fallback, log)
            return
        row, column = parse_slot(choice)
        player = g.players[self.player]
        if len(player.apprentices) >= AB.apprentice_limit(player):
            price = list(hire_price(g, self.player, row, column, self.n)) if self.mode == "workshop" else []
            g.push(HireDiscard(player=self.player, slot=choice, mode=self.mode, n=self.n, price=price))
        else:
            hire(g, self.player, row, column, self.mode, self.n, log)


class HireDiscard(Ask):
    """Q09: the hire would exceed the apprentice limit: which apprentice goes (before paying)."""

    slot: str
    mode: str
    n: int = 0
    price: list[int] = []             # (extension, plain, tax) of a Workshop hire, fixed at the choice

    def ask(self, g: "G") -> Decision:
        player = g.players[self.player]
        new = g.display[parse_slot(self.slot)[0]][parse_slot(self.slot)[1]].card
        return Decision("", self.player, Msg("architects-ask-apprentice-discard",
                                             {"card": apprentice_msg(new), "limit": AB.apprentice_limit(player)}),
                        options=[opt(card, "architects-opt-apprentice", card=apprentice_msg(card),
                                     skills=[Msg(f"architects-skill-{s}") for s in CONTENT.apprentice[card].skills]
                                     or Msg("architects-none"), hint=H.apprentice_hint(card))
                                 for card in _distinct(player.apprentices)])

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        row, column = parse_slot(self.slot)
        card = g.display[row][column].card
        discard_apprentice(g, self.player, choice, log)
        # the discard may have refilled an empty slot, never the chosen one (it holds a card)
        assert g.display[row][column].card == card
        hire(g, self.player, row, column, self.mode, self.n, log,
             price=tuple(self.price) if self.price else None)  # type: ignore[arg-type]


def _distinct(cards: list[str]) -> list[str]:
    seen: list[str] = []
    for card in cards:
        if card not in seen:
            seen.append(card)
    return seen


# --- drawing building cards ------------------------------------------------------------------------

def draw(g: "G", index: int, count: int) -> list[str]:
    """Take up to `count` cards from the top of the building deck (as many as remain, G14)."""
    drawn = []
    for _ in range(min(count, len(g.building_deck))):
        drawn.append(g.building_deck.pop())
    return drawn


def draw_to_hand(g: "G", index: int, count: int, log: Log, how: str = "draw") -> None:
    cards = draw(g, index, count)
    g.players[index].hand.extend(cards)
    log.add("draw", f"architects-ev-{how}", index, count=len(cards), barrier=True,
            private=Msg("architects-ev-drew-cards", {"cards": [building_msg(c) for c in cards]}))


def workshop_draw_count(g: "G", index: int, n: int) -> int:
    return CONTENT.rules.draw(n) + AB.total(g.players[index], DrawBonus)


def put_under(g: "G", cards: list[str]) -> None:
    """Face down to the bottom of the building deck (index 0 is the bottom), in the given order."""
    for card in cards:
        g.building_deck.insert(0, card)


class DrawKeep(Ask):
    """Q18: of the cards drawn (draw 5 keep 1 on the Black Market, DRAW_KEEP), keep one at a time;
    the rest go under the deck. The cards are the player's secret."""

    cards: list[str]
    keep_left: int
    kept: int = 0

    def ask(self, g: "G") -> Decision:
        return Decision("", self.player, Msg("architects-ask-keep", {"count": self.keep_left}),
                        options=[opt(card, "architects-opt-building", card=building_msg(card),
                                     hint=H.building_hint(card))
                                 for card in self.cards])

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        self.cards.remove(choice)
        g.players[self.player].hand.append(choice)
        self.keep_left -= 1
        self.kept += 1
        if self.keep_left and self.cards:
            return
        g.pop(self)
        put_under(g, self.cards)
        log.add("draw", "architects-ev-kept", self.player, kept=self.kept, under=len(self.cards),
                private=Msg("architects-ev-kept-private", {
                    "card": building_msg(choice),
                    "under": [building_msg(c) for c in self.cards] or Msg("architects-nothing")}))


def start_draw_keep(g: "G", index: int, n: int, keep: int, log: Log) -> None:
    cards = draw(g, index, n)
    log.add("draw", "architects-ev-draw-keep", index, count=len(cards), keep=min(keep, len(cards)),
            barrier=True, private=Msg("architects-ev-drew-cards", {"cards": [building_msg(c) for c in cards]}))
    if cards:
        g.push(DrawKeep(player=index, cards=cards, keep_left=min(keep, len(cards))))


class Workshop(Ask):
    """Q07: hire or draw (only the possible ones are enabled; the caller checks one is)."""

    n: int

    def ask(self, g: "G") -> Decision:
        return Decision("", self.player, Msg("architects-ask-workshop", {"n": self.n}),
                        options=workshop_options(g, self.player, self.n))

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        if choice == "hire":
            g.push(HireTarget(player=self.player, mode="workshop", n=self.n))
        else:
            draw_to_hand(g, self.player, workshop_draw_count(g, self.player, self.n), log)


def hire_refusal(g: "G", index: int, n: int) -> Msg | None:
    """Why no Workshop hire is possible: the cheapest card's price and the silver missing, or an
    empty display."""
    prices = [sum(hire_price(g, index, r, c, n)) for r, slots in enumerate(g.display)
              for c, slot in enumerate(slots) if slot.card is not None]
    if not prices:
        return why("architects-why-no-hire")
    cheapest = min(prices)
    short = cheapest - g.players[index].silver
    return why("architects-why-silver", need=cheapest, short=short) if short > 0 else None


def workshop_options(g: "G", index: int, n: int):
    return [opt("hire", "architects-opt-workshop-hire", hire_refusal(g, index, n),
                hint=H.workshop_hire_hint(g, index, n)),
            opt("draw", "architects-opt-workshop-draw",
                None if g.building_deck else why("architects-why-deck-empty"),
                count=min(workshop_draw_count(g, index, n), len(g.building_deck)))]


def resolve_workshop(g: "G", index: int, n: int, log: Log) -> None:
    options = workshop_options(g, index, n)
    if all(option.disabled is not None for option in options):
        log.add("nothing", "architects-ev-workshop-idle", index)
        return
    g.push(Workshop(player=index, n=n))


def free_hire(g: "G", index: int, scope: str, fallback: dict[str, int], log: Log) -> None:
    """HIRE_FREE: optional (Q19 with `decline`); impossible -> the fallback."""
    frame = HireTarget(player=index, mode=f"free_{scope}", fallback=fallback)
    if not frame.slots(g):
        gain(g, index, fallback, log)
        return
    g.push(frame)
