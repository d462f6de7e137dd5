"""Building blocks for the Ezra and Nehemiah scenario tests (rules/ezra_nehemiah.md section 14): a
registered game whose gatekeepers are placed (each seat takes the first free corner), a way to give
any seat a fresh work-day turn, setters for the parts of a player and of the board a scenario needs,
and short helpers to read the options offered and to answer through `engine.act`.

Seats follow the rulebook's example colours: seat 0 Turquoise, 1 Red, 2 Violet, 3 Yellow (rules.toml
`colours`); seat 0 holds the Shofar, so turn order is seat order. After `new` (4 players) the corner
gates are kept by Yellow (Sheep), Violet (Horse), Red (Fountain) and Turquoise (Old): reverse turn
order, first free corner each time. With 3 players the corner left (Old Gate) is neutral.

The scenarios set the exact position they need through the state fields and then play through the
engine's own `act`, so every move is checked against what the engine offers."""
from __future__ import annotations

from typing import Any, Iterable

import engine
import engine.ezra_nehemiah.game  # noqa: F401  (registers the game)
from engine.core.frames import Log, advance
from engine.ezra_nehemiah import turn as turn_module
from engine.ezra_nehemiah.content import CONTENT, RESOURCES
from engine.ezra_nehemiah.effects import Resolve
from engine.ezra_nehemiah.setup import WHITE
from engine.ezra_nehemiah.state import OPPONENT, Cell, Tile
from engine.ezra_nehemiah.turn import printed_banners
from engine.ezra_nehemiah.walls import edge_of

TURQUOISE, RED, VIOLET, YELLOW = 0, 1, 2, 3
CHARACTERS = [card.id for card in CONTENT.characters]


# --- games and turns --------------------------------------------------------------------------------

def new(players: int = 4, seed: int = 1, options: dict | None = None):
    """A registered game with every setup gatekeeper placed (first free corner each time): seat 0 is
    at its turn menu (D02) on day 1 of round 1."""
    g = engine.new_game("ezra_nehemiah", players, options=options, seed=seed)
    while g.phase == "setup_gatekeepers":
        decision = pending(g)
        g, _ = engine.act(g, decision.seat, decision.options[0].id, expect=decision.id)
    return g


def give_turn(g, seat: int, *, day: int | None = None) -> list:
    """Make `seat` the active player at the start of a fresh turn, its turn menu open (or, if the
    menu had a single legal answer, the question that answer opens). The week goes on from there:
    it counts the turns already taken so that the next turn is the next seat's, on the same work
    day (`day`, default the current one). Returns the events of that start."""
    order = g.seats_from(g.shofar)
    day = g.day if day is None else day
    g.day = day
    g.phase = "work"
    g.frames = [turn_module.Week(taken=(day - 1) * len(order) + order.index(seat) + 1),
                turn_module.Turn(seat=seat)]
    log = Log()
    advance(g, log)
    return log.events


def to_next_round(g, *, limit: int = 500):
    """End the work days of the round at once (as if every turn had been taken) and answer Preparing
    for Sabbath, the Sabbath and After Sabbath with simple answers (the first items of every menu,
    `done` last; the smallest amounts; the first cards to tuck), until the next round's first turn
    question opens. Returns the new state."""
    g.frames = [turn_module.Week(taken=CONTENT.rules.work_days * len(g.seats_from(g.shofar)))]
    advance(g, Log())
    start = g.round
    for _ in range(limit):
        if g.round != start and g.phase == "work":
            return g
        decision = engine.pending(g)[0]
        enabled = [o.id for o in decision.options if o.disabled is None]
        if decision.kind == "many":
            choice: Any = enabled[:decision.min]
        elif decision.kind == "amount":
            choice = decision.min
        else:
            choice = next((o for o in enabled if o not in ("done", "bread", "back", "skip")), None) or \
                next(o for o in enabled if o in ("done", "skip", "back"))
        g, _ = engine.act(g, decision.seat, choice, expect=decision.id)
    raise AssertionError("the Sabbath did not end")


def resolve_now(g, who, effects: Iterable) -> list:
    """Resolve effects for `who` on top of whatever is open (a unit check of an effect source that
    only the Sabbath phases reach). Returns the events."""
    g.push(Resolve(who=who, effects=list(effects)))
    log = Log()
    advance(g, log)
    return log.events


def copy(g):
    """An independent copy of a state (the setters and `give_turn` change the state they are given)."""
    return engine.loads(engine.dumps(g))


# --- players --------------------------------------------------------------------------------------

def goods(g, seat: int, *, coins: int | None = None, food: int | None = None, **cubes: int) -> None:
    """Set a player's silver, food and cubes; cubes not named are set to 0 when any cube is named."""
    owner = g.players[seat]
    if coins is not None:
        owner.coins = coins
    if food is not None:
        owner.food = food
    if cubes:
        for cube in RESOURCES:
            owner.cubes[cube] = cubes.get(cube, 0)


def workers(g, seat: int, *, supply: int | None = None, levites: int | None = None,
            main: int | None = None) -> None:
    """Set where a player's workers are; the balance of the 16 goes to (or comes from) the main
    supply unless `main` is given, in which case the supply takes the balance."""
    w = g.players[seat].workers
    if supply is not None:
        w.supply = supply
    if levites is not None:
        w.levites = levites
    placed = w.levites + w.farmers + w.labourers + len(w.gatekeepers) + len(w.scribes) + len(w.merchants) \
        + len(w.elders)
    if main is not None:
        w.main = main
        if supply is None:
            w.supply = 16 - placed - main
    else:
        w.main = 16 - placed - w.supply
    assert w.main >= 0 and w.supply >= 0 and w.total() == 16, w


def cards(g, seat: int, *, hand: Iterable[str] = (), piles: Iterable[Iterable[str]] = ((), (), ()),
          tucked: Iterable[str] = (), deck: Iterable[str] | None = None) -> None:
    """Set a player's character cards; the cards not named make the deck (C01..C10 order, the last
    one on top) unless `deck` is given (top last)."""
    owner = g.players[seat]
    owner.hand = list(hand)
    owner.piles = [list(pile) for pile in piles]
    owner.tucked = list(tucked)
    used = set(owner.hand) | {card for pile in owner.piles for card in pile} | set(owner.tucked)
    owner.deck = list(deck) if deck is not None else [card for card in CHARACTERS if card not in used]


def wall_deck(g, seat: int, *cards_top_last: str) -> None:
    """Set the player's wall deck (top last); the cards not named go underneath, in id order."""
    named = list(cards_top_last)
    rest = [card.id for card in CONTENT.wall_cards if card.id not in named]
    g.players[seat].wall_deck = rest + named


def scrolls(g, seat: int, *ids: str) -> None:
    """Give the player these scroll abilities (as if its scribes stood on them)."""
    g.players[seat].scrolls = list(ids)


def dev(g, seat: int, **tiles: Any) -> None:
    """Set development tiles: guard="GU1" (undeveloped) or guard=("GU1", True) (developed)."""
    for kind, value in tiles.items():
        tile, developed = (value, False) if isinstance(value, str) else value
        g.players[seat].dev[kind] = Tile(tile, developed)


def blessings(g, seat: int, orange: int, purple: int, red: int) -> None:
    g.players[seat].blessings = {"orange": orange, "purple": purple, "red": red}


# --- the board --------------------------------------------------------------------------------------

def space(g, space_id: str):
    return g.board.perimeter[CONTENT.perimeter.index(space_id)]


def rubble(g, space_id: str, **cubes: int) -> None:
    """Set the rubble on a space exactly (nothing named = cleared)."""
    space(g, space_id).rubble = {cube: cubes.get(cube, 0) for cube in RESOURCES}


def wall(g, space_id: str, seat, card: str = "WC01") -> None:
    """A wall space rebuilt earlier by `seat` with that wall card (taken out of its wall deck)."""
    s = space(g, space_id)
    colour = g.players[seat].colour if seat != OPPONENT else g.opponent.colour
    s.built, s.owner, s.wall_card = True, seat, [colour, card]
    s.rubble = {cube: 0 for cube in RESOURCES}
    deck = g.players[seat].wall_deck if seat != OPPONENT else g.opponent.wall_deck
    if card in deck:
        deck.remove(card)


def gate(g, gate_id: str, seat) -> None:
    """`seat` keeps this gate (a corner gate changes hands; a gate card is rebuilt by `seat`, its coins
    gone): the worker comes from the main supply, a former keeper's worker goes back there."""
    s = space(g, gate_id)
    if s.owner is not None:
        old = g.workers_of(s.owner)
        old.gatekeepers.remove(gate_id)
        old.main += 1
    s.owner = seat
    if seat is not None:
        w = g.workers_of(seat)
        w.main -= 1
        w.gatekeepers.append(gate_id)
    if s.kind == "gate_card" and gate_id in g.board.gate_cards_aside:
        g.board.gate_cards_aside.remove(gate_id)
    s.built = True
    s.coins_on_card = 0
    s.rubble = {cube: 0 for cube in RESOURCES}


def altar(g, stacks: dict[int, list]) -> None:
    """Put altar markers: {space: [bottom ... top]}; every marker must be named once."""
    board = g.board.altar
    board.stacks = [[] for _ in board.stacks]
    for where, stack in stacks.items():
        board.stacks[where] = list(stack)


def temple_fill(g, cells: Iterable[tuple[int, int]], by=TURQUOISE, cube: str = "stone") -> None:
    """Fill Temple cells given as (column, row), both from 1."""
    for column, row in cells:
        g.board.temple.cells[row - 1][column - 1] = Cell(by=by, cube=cube)


def put_scroll(g, row: int, tile: int, scroll: str) -> None:
    """Put a scroll tile on (row, tile), swapping it with wherever it was (grid or unused)."""
    slot = g.board.scrolls[row - 1][tile - 1]
    if slot.scroll == scroll:
        return
    for other_row in g.board.scrolls:
        for other in other_row:
            if other.scroll == scroll:
                other.scroll, slot.scroll = slot.scroll, scroll
                return
    g.unused_scrolls.remove(scroll)
    g.unused_scrolls.append(slot.scroll)
    g.unused_scrolls.sort()
    slot.scroll = scroll


def scribe(g, who, row: int, tile: int) -> None:
    """A scribe placed earlier (a worker from the main supply; its scroll's ability is owned; the
    row's food was taken by the first coloured scribe). `who` may be WHITE."""
    slot = g.board.scrolls[row - 1][tile - 1]
    slot.occupant = who
    if who == WHITE:
        return
    w = g.workers_of(who)
    w.main -= 1
    w.scribes.append([row, tile])
    if str(row) in g.board.row_food:
        g.board.row_food[str(row)] = 0
    if who != OPPONENT:
        g.players[who].scrolls.append(slot.scroll)


def occupants(g, row: int) -> list:
    return [slot.occupant for slot in g.board.scrolls[row - 1]]


# --- reading and answering ---------------------------------------------------------------------------

def pending(g):
    decisions = engine.pending(g)
    assert len(decisions) == 1, decisions
    return decisions[0]


def frame(g) -> str:
    """The type of the open question (TurnMenu, TempleMenu, ...)."""
    return type(g.frames[-1]).__name__


def options(g) -> list[str]:
    """The ids of the enabled options of the open decision."""
    return [o.id for o in pending(g).options if o.disabled is None]


def offered(g) -> list[str]:
    """Every option id shown, disabled ones included."""
    return [o.id for o in pending(g).options]


def disabled(g) -> dict[str, str]:
    """{option id: reason key} of the disabled options of the open decision."""
    return {o.id: o.disabled.key for o in pending(g).options if o.disabled is not None}


def label(g, option_id: str):
    return next(o.label for o in pending(g).options if o.id == option_id)


def play(g, seat: int, *choices: Any):
    """Answer `seat`'s open questions with these choices in turn; returns (state, events of all)."""
    events = []
    for choice in choices:
        decision = next((d for d in engine.pending(g) if d.seat == seat), None)
        assert decision is not None, f"seat {seat} has no open question ({frame(g)}) for {choice!r}"
        g, more = engine.act(g, seat, choice, expect=decision.id)
        events += more
    return g, events


def refused(g, seat: int, choice: Any, *, expect: str | None = None) -> str:
    """Assert that `choice` is refused and leaves the state byte for byte unchanged; returns the key
    of the message the player is told."""
    before = engine.dumps(g)
    try:
        engine.act(g, seat, choice, expect=expect)
    except engine.RuleError as error:
        assert engine.dumps(g) == before
        return error.message.key
    raise AssertionError(f"{choice!r} was accepted")


def keys(events) -> list[str]:
    return [event.public.key for event in events]


# --- common openings -----------------------------------------------------------------------------------

def begin(g, seat: int, card: str | None = None, pile: int | None = None, main: str | None = None,
          banners: int | None = None):
    """Play `card` (default: the first in hand) onto `pile` (1-3; default: the first pile with the
    fewest cards) and, with `main`, declare that main action (red, grey, blue); with `banners`, its
    pool is exactly that many (set before the declaration, so that the action's menu opens with it)."""
    owner = g.players[seat]
    card = card or owner.hand[0]
    if pile is None:
        pile = min(range(3), key=lambda p: len(owner.piles[p])) + 1
    events = []
    if frame(g) == "TurnMenu":
        g, events = play(g, seat, "play")
    g, more = play(g, seat, f"{card}:{pile}")
    events += more
    if main is not None:
        if banners is not None:
            pool = g.turn.pool
            extra = banners - printed_banners(g, seat, main) - pool.wild
            setattr(pool, main, extra)
        g, more = play(g, seat, f"main:{main}")
        events += more
    return g, events


def pick_space(g, seat: int, space_id: str):
    """Answer D15 with a perimeter space (its edge first when the question asks for the edge)."""
    if space_id in offered(g):
        return play(g, seat, space_id)
    return play(g, seat, edge_of(space_id), space_id)


def end_turn(g, seat: int):
    """End the turn if the turn menu still waits for it (with only `end` left it ends by itself)."""
    if frame(g) == "TurnMenu" and g.frames[-1].seat == seat:
        return play(g, seat, "end")
    return g, []


def pool(g, **banners: int) -> None:
    """Set banners of the turn's pool (red, grey, blue, wild) directly."""
    for colour, n in banners.items():
        setattr(g.turn.pool, colour, n)


def altar_space(g, who) -> int:
    return next(space for space, stack in enumerate(g.board.altar.stacks) if who in stack)
