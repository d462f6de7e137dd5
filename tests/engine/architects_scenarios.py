"""Building blocks for the Architects scenario tests (rules/architects.md section 12): a game after
its draft with the spec's default table (4 players, Yellow seat 0, Red, Blue, Green clockwise), a way
to give any player the turn, and short helpers to answer questions and read the options offered.

The scenarios set the exact position they need with `set_player`, `g.put`, `g.prison` ... and then
play through the engine's own `act`, so every move is validated against what the engine offered."""
from __future__ import annotations

from typing import Any

import engine
from engine.architects.content import CONTENT
from engine.architects.state import Slot
from engine.architects.turn import PlayerTurn
from engine.core.frames import Log, advance

YELLOW, RED, BLUE, GREEN = 0, 1, 2, 3


def new(players: int = 4, *, seed: int = 1, options: dict | None = None, draft: bool = True,
        clear: bool = True):
    """A game whose draft is done (every player keeps its pack's first cards), turn order by seat
    from seat 0 (the Rival, if any, last), seat 0 to play. With `clear`, every hand is emptied
    (back under the deck) and every player has 0 silver, so a scenario starts from nothing."""
    g = engine.new_game("architects", players, options=options, seed=seed)
    while draft and g.phase in ("boards", "draft"):
        decision = engine.pending(g)[0]
        if decision.kind == "many":
            choice = [o.id for o in decision.options[:decision.min]]
        else:
            choice = decision.options[0].id
        g, _ = engine.act(g, decision.seat, choice)
    g.order = list(range(len(g.players)))
    if clear:
        for player in g.players:
            g.building_deck[:0] = player.hand
            player.hand = []
            player.silver = 0
    give_turn(g, 0)
    return g


def give_turn(g, index: int) -> list:
    """Make `index` the active player at the start of a fresh turn (its first question open, or the
    Rival's turn played). Returns the events of that start."""
    g.frames = [PlayerTurn(player=index)]
    log = Log()
    advance(g, log)
    return log.events


def set_player(g, index: int, **fields: Any) -> None:
    player = g.players[index]
    for name, value in fields.items():
        if not hasattr(player, name):
            raise AttributeError(name)
        setattr(player, name, value)


def hand(g, index: int, *cards: str) -> None:
    """Give the player exactly these building cards (taken out of the deck)."""
    player = g.players[index]
    g.building_deck[:0] = player.hand
    player.hand = []
    for card in cards:
        if card in g.building_deck:
            g.building_deck.remove(card)
        else:                                  # it is in another hand or constructed: take it back
            for other in g.players:
                for pile in (other.hand, other.buildings):
                    if card in pile:
                        pile.remove(card)
        player.hand.append(card)


def apprentices(g, index: int, *cards: str) -> None:
    """Give the player exactly these apprentices (taken from the deck or the display)."""
    player = g.players[index]
    g.apprentice_deck[:0] = player.apprentices
    player.apprentices = []
    for card in cards:
        if card in g.apprentice_deck:
            g.apprentice_deck.remove(card)
        else:
            for row in g.display:
                for slot in row:
                    if slot.card == card:
                        slot.card = g.apprentice_deck.pop()
        player.apprentices.append(card)


def display_row(g, row: int, *cards: str | None, silver: tuple[int, ...] = ()) -> None:
    """Set one display row (0 = A, 1 = B) to these cards, left to right, with the silver on them;
    the cards come out of the deck (or another slot, which is refilled from the deck)."""
    for column, card in enumerate(cards):
        if card is not None and card in g.apprentice_deck:
            g.apprentice_deck.remove(card)
        elif card is not None:
            for r, slots in enumerate(g.display):
                for c, slot in enumerate(slots):
                    if slot.card == card and (r, c) != (row, column):
                        slot.card = g.apprentice_deck.pop()
        old = g.display[row][column].card
        if old is not None and old not in cards:
            g.apprentice_deck.insert(0, old)
        g.display[row][column] = Slot(card=card, silver=silver[column] if column < len(silver) else 0)


def pending(g):
    decisions = engine.pending(g)
    assert len(decisions) == 1, decisions
    return decisions[0]


def enabled(g) -> list[str]:
    """The ids of the options the open question offers (enabled ones)."""
    return [o.id for o in pending(g).options if o.disabled is None]


def offered(g) -> list[str]:
    """Every option id shown, disabled ones included."""
    return [o.id for o in pending(g).options]


def play(g, *choices: Any):
    """Answer the open questions in turn with these choices; returns (state, events of all)."""
    events = []
    for choice in choices:
        decision = pending(g)
        g, more = engine.act(g, decision.seat, choice, expect=decision.id)
        events += more
    return g, events


def keys(events) -> list[str]:
    return [event.public.key for event in events]


def colour(index: int) -> str:
    return CONTENT.rules.colours[index]
