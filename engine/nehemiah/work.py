"""Work cards: what each kind does, and the decisions that carry it out (rules section 5, 4.3, 4.6, 4.8).

Every effect is optional when a worker is activated ("skip"); a *paid* use (reuse above the activated
card, or Use Occupied Cards) must perform the work it paid for, so it is only offered when the work is
possible. Costs are all-or-nothing: a card whose full cost cannot be paid is not offered.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.decisions import Decision, Option
from ..core.frames import Log, Question
from ..core.messages import Msg, Player
from . import board as B
from . import hints as H
from . import leaders as L
from .rounds import record_trigger
from .state import BOARD_NAMES

if TYPE_CHECKING:
    from . import NehemiahState as G

SKIP = "skip"
DONE = "done"


def _option(option_id: str, key: str, **params: Any) -> Option:
    return Option(option_id, Msg(key, params))


def skip_option() -> Option:
    return _option(SKIP, "nehemiah-opt-skip")


def done_option() -> Option:
    return _option(DONE, "nehemiah-opt-done")


# --- can the work be done? ---------------------------------------------------------------------

def can_afford(g: "G", user: int, card: str, extra_gold: int = 0) -> bool:
    cost = B.kind(card).cost
    player = g.players[user]
    return player.wood >= cost.wood and player.gold >= cost.gold + extra_gold


def can_perform(g: "G", user: int, card: str, extra_gold: int = 0) -> bool:
    """Could `user` carry out this card's work (after paying `extra_gold` to use it)?"""
    kind = B.kind(card)
    if not can_afford(g, user, card, extra_gold):
        return False
    effect = kind.effect
    if effect == "gain":
        return True
    if effect == "influence":
        return B.cubes_available(g, user, B.board_index(kind.board)) >= kind.cubes
    if effect == "gate":
        return bool(g.gates)
    return bool(targets(g, user, effect, card, extra_gold=extra_gold))


def refresh_targets(g: "G", user: int) -> list[tuple[int, int]]:
    return [(c, p) for c, p in B.own_workers(g, user, exhausted=True)
            if not g.columns[c][p].worker.spent]


def use_targets(g: "G", user: int, card: str, extra_gold: int = 0,
                used: tuple[str, ...] = ()) -> list[tuple[int, int]]:
    """Occupied cards `user` may use through Use Occupied Cards (1 gold each, work must be possible)."""
    found = []
    for c, p, slot in B.slots(g):
        if (slot.worker is None or slot.card == card or slot.card in used
                or B.kind(slot.card).effect == "use_occupied"):
            continue
        if can_perform(g, user, slot.card, extra_gold=extra_gold + 1):
            found.append((c, p))
    return found


def targets(g: "G", user: int, effect: str, card: str = "", *, extra_gold: int = 0,
            picked: tuple[str, ...] = ()) -> list[tuple[int, int]] | list[int]:
    """What a pick-type effect can be aimed at: slots (c, p), or columns for placements."""
    player = g.players[user]
    if player.gold < extra_gold:
        return []
    if effect == "refresh":
        return [t for t in refresh_targets(g, user) if B.slot_id(*t) not in picked]
    if effect == "place":
        return B.placeable_columns(g) if player.workers > 0 else []
    if effect == "place_any":
        return B.empty_slots(g) if player.workers > 0 else []
    if effect == "replace":
        if player.workers == 0:
            return []
        return [(c, p) for c, p, slot in B.slots(g) if slot.worker is not None
                and not slot.worker.neutral and slot.worker.owner != user]
    if effect == "use_occupied":
        return use_targets(g, user, card, extra_gold, tuple(picked))
    if effect == "swap_workers":
        return [c for c, column in B.live_columns(g)
                if sum(1 for slot in column if slot.worker is not None) >= 2]
    if effect == "swap_cards":
        return [c for c, _ in B.live_columns(g)]
    raise ValueError(effect)


# --- starting a piece of work ------------------------------------------------------------------

def work_frame(g: "G", user: int, card: str, *, optional: bool) -> Question:
    kind = B.kind(card)
    if kind.effect in ("gain", "influence", "gate"):
        return Work(user=user, card=card, optional=optional)
    if kind.effect in ("swap_workers", "swap_cards"):
        return Swap(user=user, card=card, what=kind.effect, optional=optional)
    return Picks(user=user, card=card, effect=kind.effect, left=kind.count, optional=optional)


def start_activation(g: "G", user: int, c: int, p: int, log: Log) -> None:
    """Action 2: lay the worker down, then its card's work, then paid reuse of cards above it."""
    slot = g.columns[c][p]
    worker = slot.worker
    worker.exhausted = True
    worker.spent = True
    if p == B.LAST:
        record_trigger(g, c)
    if worker.owner == user:
        log.add("activate", "nehemiah-ev-activate", user, where=B.where(c, p, slot.card))
    else:
        log.add("activate", "nehemiah-ev-activate-other", user, where=B.where(c, p, slot.card),
                owner=Player(worker.owner))
    g.push(ReuseLoop(user=user, card=slot.card), work_frame(g, user, slot.card, optional=True))


def use_paid(g: "G", user: int, c: int, p: int, log: Log, how: str) -> None:
    """Pay 1 gold (to the worker's owner or the bank) and perform the card's work."""
    slot = g.columns[c][p]
    to = B.pay_for_use(g, user, slot.worker)
    log.add(how, "nehemiah-ev-paid-use", user, where=B.where(c, p, slot.card), to=B.payee_msg(to))
    g.push(work_frame(g, user, slot.card, optional=False))


# --- simple work: gain, influence, gate ----------------------------------------------------------

def gain(g: "G", user: int, *, wood: int = 0, gold: int = 0, vp: int = 0, source: str = "cards"
         ) -> tuple[int, int]:
    """Take wood/gold/VP from the bank, with the round-long leader bonuses for wood and gold."""
    player = g.players[user]
    if wood:
        wood += L.bonus(player, "wood")
    if gold:
        gold += L.bonus(player, "gold")
    player.wood += wood
    player.gold += gold
    if vp:
        player.vp[source] = player.vp.get(source, 0) + vp
    return wood, gold


def place_cubes(g: "G", user: int, board: int, count: int, log: Log, *, optional: bool = False
                ) -> None:
    """Put cubes on a board from the supply; the shortfall is moved from the other boards (4.8)."""
    from_supply = min(count, B.cube_supply(g, user))
    g.boards[board][user] += from_supply
    if from_supply:
        log.add("cubes", "nehemiah-ev-cubes", user, count=from_supply, board=B.board_msg(board))
    if count > from_supply and B.cubes_placed(g, user) - g.boards[board][user] > 0:
        g.push(CubeSource(user=user, board=board, missing=count - from_supply, optional=optional))


class Work(Question):
    """Perform (or skip) the work of a gain, influence or gate card."""

    user: int
    card: str
    optional: bool = True

    def ask(self, g: "G") -> Decision:
        options = []
        if can_perform(g, self.user, self.card):
            options.append(Option("do", effect_msg(self.card), hint=do_hint(g, self.card)))
        if self.optional or not options:
            options.append(skip_option())
        return Decision("", self.user, Msg("nehemiah-ask-work", {"card": B.card_msg(self.card)}),
                        options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        if choice == SKIP:
            log.add("skip", "nehemiah-ev-skip-work", seat, card=B.card_msg(self.card))
            return
        kind = B.kind(self.card)
        player = g.players[seat]
        player.wood -= kind.cost.wood
        player.gold -= kind.cost.gold
        if kind.effect == "gain":
            wood, gold = gain(g, seat, wood=kind.wood, gold=kind.gold, vp=kind.vp)
            log.add("gain", "nehemiah-ev-gain", seat, card=B.card_msg(self.card), wood=wood,
                    gold=gold, vp=kind.vp, paid=int(bool(kind.cost.wood or kind.cost.gold)),
                    cost=cost_msg(kind.cost.wood, kind.cost.gold))
        elif kind.effect == "influence":
            log.add("pay", "nehemiah-ev-pay", seat, card=B.card_msg(self.card),
                    cost=cost_msg(kind.cost.wood, kind.cost.gold))
            place_cubes(g, seat, B.board_index(kind.board), kind.cubes, log)
        else:  # gate
            value = g.gates.pop(0)
            player.gates.append(value)
            log.add("gate", "nehemiah-ev-gate", seat, cost=cost_msg(kind.cost.wood, kind.cost.gold),
                    private=Msg("nehemiah-ev-gate-private", {"vp": value}))


def do_hint(g: "G", card: str) -> Msg | None:
    """Beyond the label: how the target board stands, or what the top gate card is worth."""
    kind = B.kind(card)
    if kind.effect == "influence":
        return H.board_hint(g, B.board_index(kind.board))
    if kind.effect == "gate":
        return H.work_hint(card, g)
    return None


def cost_msg(wood: int, gold: int) -> Msg:
    return Msg("nehemiah-cost", {"wood": wood, "gold": gold})


def effect_msg(card: str) -> Msg:
    """The label of "perform this card's work", e.g. "Pay 1 wood: 1 cube on the Wall"."""
    kind = B.kind(card)
    cost = cost_msg(kind.cost.wood, kind.cost.gold)
    if kind.effect == "influence":
        return Msg("nehemiah-do-influence", {"cost": cost, "cubes": kind.cubes,
                                             "board": B.board_msg(B.board_index(kind.board))})
    if kind.effect == "gate":
        return Msg("nehemiah-do-gate", {"cost": cost})
    if kind.cost.wood or kind.cost.gold:
        return Msg("nehemiah-do-exchange", {"cost": cost, "wood": kind.wood, "gold": kind.gold})
    return Msg("nehemiah-do-take", {"wood": kind.wood, "gold": kind.gold, "vp": kind.vp})


class CubeSource(Question):
    """Out of cubes: choose the board to take each missing cube from (never the target board)."""

    user: int
    board: int
    missing: int
    optional: bool = False

    def ask(self, g: "G") -> Decision:
        options = [Option(f"from:{BOARD_NAMES[b]}", Msg("nehemiah-opt-cube-from",
                                                        {"board": B.board_msg(b)}),
                          hint=H.board_hint(g, b))
                   for b in range(len(g.boards)) if b != self.board and g.boards[b][self.user] > 0]
        if self.optional or not options:
            options.append(skip_option())
        return Decision("", self.user, Msg("nehemiah-ask-cube-source",
                                           {"board": B.board_msg(self.board), "count": self.missing}),
                        options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        if choice == SKIP:
            g.pop(self)
            return
        source = BOARD_NAMES.index(choice.split(":")[1])
        g.boards[source][seat] -= 1
        g.boards[self.board][seat] += 1
        log.add("move-cube", "nehemiah-ev-move-own-cube", seat, source=B.board_msg(source),
                target=B.board_msg(self.board))
        self.missing -= 1
        if self.missing == 0:
            g.pop(self)


# --- pick-type work: refresh, place, place anywhere, replace, use occupied ----------------------

PICK_PROMPTS = {
    "refresh": "nehemiah-ask-refresh",
    "place": "nehemiah-ask-place",
    "place_any": "nehemiah-ask-place-any",
    "replace": "nehemiah-ask-replace",
    "use_occupied": "nehemiah-ask-use-occupied",
}


class Picks(Question):
    """Up to `left` picks of one effect. `card` is the work card used ("" for a leader card)."""

    user: int
    card: str
    effect: str
    left: int
    optional: bool = True
    picked: list[str] = []

    def _targets(self, g: "G") -> list:
        return targets(g, self.user, self.effect, self.card, picked=tuple(self.picked))

    def ask(self, g: "G") -> Decision:
        options = [self._option(g, t) for t in self._targets(g)]
        if self.picked or not options:
            options.append(done_option())
        elif self.optional:
            options.append(skip_option())
        return Decision("", self.user, Msg(PICK_PROMPTS[self.effect], {"left": self.left}),
                        options=options)

    def _option(self, g: "G", target) -> Option:
        if self.effect == "place":
            column = g.columns[target]
            p = B.first_free(column)
            return Option(f"place:{target + 1}", Msg("nehemiah-opt-place", {
                "where": B.where(target, p, column[p].card)}), hint=H.slot_hint(g, target, p))
        c, p = target
        slot = g.columns[c][p]
        hint = H.slot_hint(g, c, p)
        if self.effect == "use_occupied":
            to = B.payee(self.user, slot.worker)
            return Option(f"use:{B.slot_id(c, p)}", Msg("nehemiah-opt-use", {
                "where": B.where(c, p, slot.card), "to": B.payee_msg(to)}), hint=hint)
        if self.effect == "replace":
            return Option(f"slot:{B.slot_id(c, p)}", Msg("nehemiah-opt-replace", {
                "where": B.where(c, p, slot.card), "owner": Player(slot.worker.owner)}), hint=hint)
        return Option(f"slot:{B.slot_id(c, p)}", Msg(f"nehemiah-opt-{self.effect}", {
            "where": B.where(c, p, slot.card)}), hint=hint)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        if choice in (SKIP, DONE):
            if choice == SKIP and self.card:
                log.add("skip", "nehemiah-ev-skip-work", seat, card=B.card_msg(self.card))
            g.pop(self)
            return
        action, target = choice.split(":")
        if action == "use":  # remember the card: each may be used once, wherever it moves
            c, p = B.parse_slot(target)
            self.picked.append(g.columns[c][p].card)
        else:
            self.picked.append(target)
        self.left -= 1
        if self.left == 0:
            g.pop(self)
        if action == "place":
            c = int(target) - 1
            p = B.first_free(g.columns[c])
            B.put_worker(g, seat, c, p)
            log.add("place", "nehemiah-ev-place", seat, where=B.where(c, p, g.columns[c][p].card))
            return
        c, p = B.parse_slot(target)
        slot = g.columns[c][p]
        if action == "use":
            use_paid(g, seat, c, p, log, "use-occupied")
        elif self.effect == "refresh":
            slot.worker.exhausted = False
            log.add("refresh", "nehemiah-ev-refresh", seat, where=B.where(c, p, slot.card))
        elif self.effect == "place_any":
            B.put_worker(g, seat, c, p)
            log.add("place", "nehemiah-ev-place", seat, where=B.where(c, p, slot.card))
        elif self.effect == "replace":
            removed = slot.worker
            B.send_home(g, removed)
            B.put_worker(g, seat, c, p, exhausted=removed.exhausted)
            slot.worker.spent = removed.spent
            log.add("replace", "nehemiah-ev-replace", seat, where=B.where(c, p, slot.card),
                    owner=Player(removed.owner))


# --- swaps ---------------------------------------------------------------------------------------

def pairs(column_size: int) -> list[tuple[int, int]]:
    return [(a, b) for a in range(column_size) for b in range(a + 1, column_size)]


class Swap(Question):
    """Swap 2 workers or 2 cards within one column: first the column (unless given), then the pair."""

    user: int
    card: str                      # the work card used ("" for the leader card L07)
    what: str                      # "swap_workers" | "swap_cards"
    optional: bool = True
    column: int = -1

    def ask(self, g: "G") -> Decision:
        if self.column < 0:
            options = [Option(f"column:{c + 1}", Msg("nehemiah-opt-column", {"column": c + 1}))
                       for c in targets(g, self.user, self.what)]
            if self.optional or not options:
                options.append(skip_option())
            return Decision("", self.user, Msg(f"nehemiah-ask-{self.what}-column"), options=options)
        column = g.columns[self.column]
        options = []
        for a, b in pairs(len(column)):
            if self.what == "swap_workers" and (column[a].worker is None or column[b].worker is None):
                continue
            options.append(Option(f"swap:{a + 1}-{b + 1}", Msg("nehemiah-opt-swap", {
                "first": B.where(self.column, a, column[a].card),
                "second": B.where(self.column, b, column[b].card)})))
        if not options:
            options.append(skip_option())
        return Decision("", self.user, Msg(f"nehemiah-ask-{self.what}-pair",
                                           {"column": self.column + 1}), options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        if choice == SKIP:
            if self.card:
                log.add("skip", "nehemiah-ev-skip-work", seat, card=B.card_msg(self.card))
            g.pop(self)
            return
        action, value = choice.split(":")
        if action == "column":
            self.column = int(value) - 1
            return
        g.pop(self)
        a, b = (int(x) - 1 for x in value.split("-"))
        column = g.columns[self.column]
        if self.what == "swap_workers":
            column[a].worker, column[b].worker = column[b].worker, column[a].worker
            key = "nehemiah-ev-swap-workers"
        else:
            column[a], column[b] = column[b], column[a]
            key = "nehemiah-ev-swap-cards"
        log.add("swap", key, seat, column=self.column + 1, first=a + 1, second=b + 1)


# --- paid reuse of the cards above the activated one --------------------------------------------

class ReuseLoop(Question):
    """After the main work: pay 1 gold per card above the activated one that holds an exhausted
    worker, and use it; any order, each card at most once (4.3 step 3)."""

    user: int
    card: str                      # the activated card (it may move with Swap 2 Cards)
    used: list[str] = []

    def reusable(self, g: "G") -> list[tuple[int, int]]:
        here = B.locate(g, self.card)
        if here is None:
            return []
        c, below = here
        found = []
        for p in range(below):
            slot = g.columns[c][p]
            if (slot.worker is not None and slot.worker.exhausted and slot.card not in self.used
                    and can_perform(g, self.user, slot.card, extra_gold=1)):
                found.append((c, p))
        return found

    def ask(self, g: "G") -> Decision:
        options = []
        for c, p in self.reusable(g):
            slot = g.columns[c][p]
            options.append(Option(f"reuse:{B.slot_id(c, p)}", Msg("nehemiah-opt-use", {
                "where": B.where(c, p, slot.card),
                "to": B.payee_msg(B.payee(self.user, slot.worker))}), hint=H.slot_hint(g, c, p)))
        options.append(done_option())
        return Decision("", self.user, Msg("nehemiah-ask-reuse"), options=options)

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        if choice == DONE:
            g.pop(self)
            return
        c, p = B.parse_slot(choice.split(":")[1])
        self.used.append(g.columns[c][p].card)
        use_paid(g, seat, c, p, log, "reuse")
