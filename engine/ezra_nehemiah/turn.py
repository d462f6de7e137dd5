"""A week and a work-day turn (rules/ezra_nehemiah.md 1.2-1.5, 4, 10.1).

`Week` is one round: 6 work days on which everybody takes one turn in turn order from the Shofar
holder (the solo Opponent too), then Preparing for Sabbath, the Sabbath and After Sabbath (or, after
the third, final scoring). A person's `Turn`: the turn menu (D02) until the player ends the turn, then
the draw up to the hand size (4.5) and the storage check of every player (8.4, D30).

The turn menu: play a character card (D03), then declare one main action (red Temple & Altar, grey
Rubble, Walls & Gates, blue Torah & Tents), whose banner pool is totalled at that moment (4.4); the
auxiliary action, one merchant, one elder and FA3's bread at any moment; `end` once a card is played
and the main action is over.
"""
from __future__ import annotations

from typing import Any

from ..core.decisions import Decision, Option
from ..core.frames import Frame, Log
from . import hints
from .auxiliary import side_answer, side_options
from .base import Ask, G, card_msg, character_msg, everyone, m, opt, people, player, say, why
from .content import BANNER_COLOURS, CONTENT, HandSize
from .base import hooks
from .state import OPPONENT, TurnState

ACTIONS = CONTENT.rules.actions                   # banner colour -> temple | walls | torah


# --- banners (4.4) -------------------------------------------------------------------------------

def hand_size(g: G, seat: int) -> int:
    return CONTENT.rules.turn.hand_size + sum(hook.extra for _, hook in hooks(g, seat, HandSize))


def unlimited_piles(g: G, seat: int) -> bool:
    return any(hook.unlimited_piles for _, hook in hooks(g, seat, HandSize))


def printed_banners(g: G, seat: int, colour: str) -> int:
    """Banners of a colour on the visible character cards and the top banners of tucked cards."""
    owner = player(g, seat)
    total = 0
    for pile in owner.piles:
        if pile:
            total += sum(b.value for b in CONTENT.character[pile[-1]].banners if b.colour == colour)
    for card in owner.tucked:
        banner = CONTENT.hero[card].banner if card in CONTENT.hero else CONTENT.character[card].banners[0]
        if banner.colour == colour:
            total += banner.value
    return total


def declare(g: G, seat: int, colour: str, log: Log) -> None:
    """Declare the main action of `colour`: its pool is the printed banners, those gained this turn
    (elders, merchants, scrolls) and the wild ones waiting (4.4)."""
    turn = g.turn
    pool = turn.pool
    total = printed_banners(g, seat, colour) + getattr(pool, colour) + pool.wild
    pool.red = pool.grey = pool.blue = pool.wild = 0
    setattr(pool, colour, total)
    turn.main = colour
    say(log, "main", "ev-main", seat, action=m(f"action-{ACTIONS[colour]}"), banners=total,
        colour=m(f"banner-{colour}"))


# --- playing a card (4.2) ---------------------------------------------------------------------------

def pile_refusal(g: G, seat: int, pile: int) -> Any:
    limit = CONTENT.rules.turn.cards_per_pile
    if not unlimited_piles(g, seat) and len(player(g, seat).piles[pile]) >= limit:
        return why("pile-full", pile=pile + 1, n=limit)
    return None


class PlayCard(Ask, kw_only=True):
    """D03: a card from the hand onto a pile (fewer than 2 cards, any with SW18)."""

    def ask(self, g: G) -> Decision:
        owner = player(g, self.seat)
        options = []
        for card in sorted(set(owner.hand)):
            for pile in range(CONTENT.rules.turn.piles):
                top = owner.piles[pile][-1] if owner.piles[pile] else None
                options.append(opt(f"{card}:{pile + 1}", "ezra_nehemiah-opt-play", pile_refusal(g, self.seat, pile),
                                   hint=hints.play(g, self.seat, card, pile), card=character_msg(card), pile=pile + 1,
                                   covers=character_msg(top) if top else m("nothing")))
        options.append(opt("back", "ezra_nehemiah-opt-back"))
        return Decision("", self.seat, m("ask-play"), options=options)

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        if choice == "back":
            return
        card, pile = choice.split(":")
        owner = player(g, self.seat)
        owner.hand.remove(card)
        owner.piles[int(pile) - 1].append(card)
        g.turn.card, g.turn.pile = card, int(pile) - 1
        say(log, "play", "ev-play", self.seat, card=character_msg(card), pile=int(pile))


# --- the turn menu (D02) ---------------------------------------------------------------------------

def main_refusal(g: G) -> Any:
    if g.turn.card is None:
        return why("card-first")
    if g.turn.main is not None:
        return why("one-main")
    return None


class TurnMenu(Ask, kw_only=True):
    """D02: what the player does next this turn."""

    def ask(self, g: G) -> Decision:
        turn = g.turn
        options: list[Option] = []
        if turn.card is None:
            options.append(opt("play", "ezra_nehemiah-opt-play-card"))
        if turn.main is None:
            refusal = main_refusal(g)
            for colour in BANNER_COLOURS:
                options.append(opt(f"main:{colour}", f"ezra_nehemiah-opt-main-{ACTIONS[colour]}", refusal,
                                   banners=printed_banners(g, self.seat, colour)
                                   + getattr(turn.pool, colour) + turn.pool.wild))
        options += side_options(g, self.seat)
        end = None if turn.card is not None and turn.main_done else why("end-early")
        options.append(opt("end", "ezra_nehemiah-opt-end", end))
        return Decision("", self.seat, m("ask-turn", day=g.day, round=g.round), options=options)

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        if choice == "end":
            g.pop(self)
            return
        if choice == "play":
            g.push(PlayCard(seat=self.seat))
            return
        if side_answer(g, self.seat, choice):
            return
        colour = choice.split(":")[1]
        declare(g, self.seat, colour, log)
        from . import temple, torah, walls        # the three main actions (they import this module)
        action = ACTIONS[colour]
        if action == "temple":
            temple.start(g, self.seat, log)
        elif action == "walls":
            walls.start(g, self.seat, log)
        else:
            torah.start(g, self.seat, log)


def end_main(g: G, seat: int, log: Log) -> None:
    """The main action is over: banners left are lost at the end of the turn."""
    g.turn.main_done = True
    say(log, "main", "ev-main-done", seat)


# --- drawing (4.5) ---------------------------------------------------------------------------------

def draw_up(g: G, seat: int, log: Log) -> None:
    """Draw until the hand holds the hand size or the deck is empty (15.19 #18)."""
    owner = player(g, seat)
    drawn = []
    while len(owner.hand) < hand_size(g, seat) and owner.deck:
        card = owner.deck.pop()
        owner.hand.append(card)
        drawn.append(card)
    if drawn:
        log.add("draw", "ezra_nehemiah-ev-draw", seat, n=len(drawn), barrier=True,
                private=m("ev-draw-private", cards=[card_msg(card) for card in drawn]))


# --- a turn and a week ------------------------------------------------------------------------------

class Turn(Frame, kw_only=True):
    """One person's work-day turn (4.1, 10.1)."""

    seat: int
    started: bool = False

    def run(self, g: G, log: Log) -> None:
        if not self.started:
            self.started = True
            g.turn = TurnState(seat=self.seat)
            g.active = self.seat
            say(log, "turn", "ev-turn", self.seat, day=g.day, round=g.round)
            g.push(TurnMenu(seat=self.seat))
            return
        g.pop(self)
        draw_up(g, self.seat, log)
        g.turn = None
        from .storage import check_storage
        check_storage(g)


class Week(Frame, kw_only=True):
    """One round: the work days, then the Sabbath's three steps (10)."""

    taken: int = 0                     # turns taken this round (everybody's, the Opponent's too)
    stage: str = "work"                # work | rest

    def run(self, g: G, log: Log) -> None:
        from .storage import check_storage, excess
        if any(excess(g, seat) for seat in people(g)):      # after the Opponent's turn too (8.4)
            check_storage(g)
            return
        order = everyone(g)
        days = CONTENT.rules.work_days
        if self.stage == "work" and self.taken < days * len(order):
            who = order[self.taken % len(order)]
            g.day = self.taken // len(order) + 1
            g.phase = "work"
            self.taken += 1
            if who == OPPONENT:
                from .opponent import OpponentTurn
                g.active = OPPONENT
                g.push(OpponentTurn())
            else:
                g.push(Turn(seat=who))
            return
        if self.stage == "work":
            self.stage = "rest"
            from .sabbath import AfterSabbath, Prepare, Sabbath
            from .scoring import FinalScoring
            last = FinalScoring() if g.round == CONTENT.rules.rounds else AfterSabbath()
            g.push(last, Sabbath(), Prepare())
            return
        g.pop(self)
        if g.over:
            return
        g.round += 1
        g.day = 1
        g.push(Week())


FRAMES = (Week, Turn, TurnMenu, PlayCard)
