"""Setting up Ezra and Nehemiah (rules/ezra_nehemiah.md 3.1-3.8, 13.1, 15.1-15.3): the main board, the
player areas, the Levites, the white workers and the solo Opponent (`lay_out`, no choices), then the
gatekeepers (D01, `Gatekeeper`), the only question of the setup.

Readings adopted where the spec leaves a choice to the implementation:

- **The Shofar.** The service seats the players at random, and seat 0 gets the Shofar (16.1, 16.7;
  docs/engine.md "seat 0 starts"): seats 0..n-1 are turn order in round 1, and setup draws no first
  player of its own. Solo: the Opponent holds the Shofar (13.1), seat 0 is the person.
- **Colours.** Seat s plays `rules.colours[s]`; the solo Opponent takes the next colour (colours[1]).
- **Randomness**, all from the state's own Rng, in the rulebook's order: the rubble bag (shuffled once,
  then one cube per rubble icon, perimeter positions clockwise from position 1), the scroll tiles (gold,
  then wood for rows 2 and 3, then stone; each row left to right), the altar card side (option
  `altar_card` = "random": one of the 4 sides), then per seat (seat order) the development tiles (each
  type shuffled once, seat s gets the s-th tile), the character deck and the wall deck; last the
  Opponent's focus deck, planning deck and wall deck. Decks keep their top last.
- **Neutral spaces** (3.1 step 2, 6.7): a space covered by a neutral wall card, or a flipped Muster /
  East gate card at 1-2 players, is `neutral`, `built` (the text: "now rebuilt and neutral"; a neutral
  card stands there), without owner, rubble or coins. The empty corner gate at 3 players is recorded as
  `board.neutral_corner` and has no owner, but its Space is *not* flagged `neutral`: unlike the neutral
  walls it still connects with a rebuilt neighbouring wall (6.6 [CHOICE]).
- **Rubble** is stored on every space as all four cube types (zeros included); cubes left in the bag go
  back to the main supply, which is unlimited and not stored.
- Corner gates are `built` from the start (15.3); the gatekeepers make their owners.
- Unused scroll tiles and undealt development tiles are kept, sorted, in `unused_scrolls` and
  `unused_tiles` (never in any view).
- Gatekeepers (D01): one seat at a time in reverse turn order; at 1-2 players a second pass in the same
  order (3.4 [CHOICE], 15.19 #7); solo: the person twice, then the Opponent's two workers go on the two
  corners left, automatically (13.1 step 4); at 3 players the corner left over is `neutral_corner`.
  The phase is `setup_gatekeepers` until the last gatekeeper stands, then `work` (turn.Week, below
  the gatekeeper questions on the stack, runs the rounds).
"""
from __future__ import annotations

from typing import Any

from ..core.decisions import Decision, Option, OptionSpec
from ..core.errors import RuleError
from ..core.frames import Frame, Log, Question
from ..core.messages import Msg
from ..core.rng import Rng
from ..core.rules import normalize
from . import hints
from .content import CONTENT, COLOURS, RESOURCES, TILE_TYPES
from .state import (OPPONENT, WORKERS, Altar, Board, EzraBase, OpponentState, PlayerState, ScrollTile, Space,
                    Temple, Tile, Workers)

GAME_ID = "ezra_nehemiah"
SCHEMA = 1
RULES_VERSION = 1
WHITE = "white"                        # the occupant of a scroll tile holding a white worker (7.4)

ALTAR_CARDS: tuple[str, ...] = tuple(card.id for card in CONTENT.altar_cards)
SOLO_SIDES: tuple[str, ...] = tuple(side.id for side in CONTENT.solo.side)

# The game's options (16.1), ready for the Rules class when the game is registered.
OPTIONS = [
    OptionSpec("altar_card", "choice", "random", Msg("ezra_nehemiah-option-altar-card"),
               choices=["random", *ALTAR_CARDS]),
    OptionSpec("solo_side", "choice", "A", Msg("ezra_nehemiah-option-solo-side"), choices=list(SOLO_SIDES)),
]


def normalize_options(options: dict[str, Any] | None) -> dict[str, Any]:
    """Every option with its default; unknown names and values refused (as Rules.normalize_options)."""
    return normalize(OPTIONS, options)


def gate_msg(gate: str) -> Msg:
    return Msg(f"ezra_nehemiah-gate-{gate}")


# --- lay_out: everything that is not a choice -------------------------------------------------------

def lay_out(g: EzraBase, num_players: int, options: dict[str, Any], rng: Rng) -> None:
    """3.1-3.3, 3.5 and 13.1 in the rulebook's order (the gatekeepers, 3.4, are questions)."""
    setup = CONTENT.rules.setup
    n = str(num_players)
    solo = num_players == 1
    board = g.board = Board()
    # 3.1 step 2: gate cards (neutral Muster and East at 1-2 players) and neutral wall cards
    neutral = set(CONTENT.neutral_walls(num_players)) | set(CONTENT.neutral_gates(num_players))
    for space_id in CONTENT.perimeter:
        if space_id in CONTENT.wall:
            kind = "wall"
        else:
            kind = "corner" if CONTENT.gate[space_id].kind == "corner" else "gate_card"
        space = Space(id=space_id, kind=kind, rubble={cube: 0 for cube in RESOURCES})
        if space_id in neutral:
            space.neutral = space.built = True
        elif kind == "corner":
            space.built = True                                     # 15.3: standing from the start
        elif kind == "gate_card":
            space.coins_on_card = setup.gate_card_coins[n]
            board.gate_cards_aside.append(space_id)
        board.perimeter.append(space)
    # step 4: the rubble bag, one random cube per rubble icon of every non-neutral space
    bag = [cube for cube in RESOURCES for _ in range(setup.rubble.get(cube, 0))]
    rng.shuffle(bag)
    for space in board.perimeter:
        if space.neutral:
            continue
        icons = CONTENT.wall[space.id].rubble if space.kind == "wall" else CONTENT.gate[space.id].rubble
        for _ in range(icons):
            space.rubble[bag.pop()] += 1
    # (the cubes left in the bag go back to the unlimited main supply)
    # step 5: scroll tiles by back; rows bottom (1) to top (4), dealt top row first as the rulebook does
    rows = CONTENT.board.scroll_row
    dealt: dict[int, list[str]] = {}
    used: set[str] = set()
    for back in ("gold", "wood", "stone"):
        pool = [tile.id for tile in CONTENT.scrolls_of(back)]
        rng.shuffle(pool)
        for row in sorted((r for r in rows if r.back == back), key=lambda r: -r.r):
            dealt[row.r] = [pool.pop() for _ in range(row.tiles)]
            used.update(dealt[row.r])
    board.scrolls = [[ScrollTile(scroll=scroll) for scroll in dealt[row.r]] for row in rows]
    g.unused_scrolls = sorted(tile.id for tile in CONTENT.scrolls if tile.id not in used)
    # step 6: row food
    board.row_food = {str(row.r): row.food for row in rows if row.food}
    # step 7: the Temple Mount
    board.temple = Temple(cells=[[None] * CONTENT.board.temple.columns for _ in CONTENT.board.temple.row],
                          covered_columns=list(CONTENT.board.temple.mount[n]))
    # step 8: the altar card side and the prophets' round-1 spaces
    card_id = options.get("altar_card", "random")
    if card_id == "random":
        card_id = ALTAR_CARDS[rng.below(len(ALTAR_CARDS))]
    card = CONTENT.altar_card[card_id]
    board.altar = Altar(stacks=[[] for _ in range(CONTENT.altar_end + 1)], zechariah=card.round[0].zechariah,
                        haggai=card.round[0].haggai, card=card_id)
    # step 9: the heroes; step 10: the Shofar (seat 0, or the Opponent in the solo game)
    board.heroes_left = [hero.id for hero in CONTENT.heroes]
    start_space = CONTENT.board.city_space[0].id                  # P01, the top-middle space
    if solo:
        side = CONTENT.solo_side[options.get("solo_side", "A")]
        g.opponent = OpponentState(colour=COLOURS[num_players], side=side.id)
    g.shofar = OPPONENT if solo else 0
    g.active = g.shofar
    # 3.2 player areas
    g.players = [PlayerState(colour=COLOURS[seat], workers=Workers(main=WORKERS)) for seat in range(num_players)]
    tiles = {}
    for kind in TILE_TYPES:
        pool = [tile.id for tile in CONTENT.tiles_of(kind)]
        rng.shuffle(pool)
        tiles[kind] = pool
    for seat, player in enumerate(g.players):
        player.dev = {kind: Tile(tiles[kind][seat]) for kind in TILE_TYPES}
        player.workers.main -= setup.workers_in_supply
        player.workers.supply += setup.workers_in_supply
        player.tent = start_space
        player.vp = setup.vp
        player.deck = [card.id for card in CONTENT.characters]
        rng.shuffle(player.deck)
        player.hand = [player.deck.pop() for _ in range(setup.hand)]
        player.wall_deck = [card.id for card in CONTENT.wall_cards]
        rng.shuffle(player.wall_deck)
        for cube, amount in CONTENT.tile[player.dev["guard"].tile].start.items():   # 3.2 step 3
            player.cubes[cube] += amount
        player.coins = setup.coins
        player.food = setup.bread
    g.unused_tiles = sorted(tile for kind in TILE_TYPES for tile in tiles[kind][num_players:])
    # altar markers: reverse turn order from the bottom, the Shofar holder on top (3.2, 13.1)
    board.altar.stacks[setup.altar_space] = list(reversed(g.seats_from(g.shofar)))
    # 3.3 Levites
    for player in g.players:
        player.workers.main -= setup.levites
        player.workers.levites += setup.levites
    # 13.1 step 3: the Opponent
    if solo:
        opponent = g.opponent
        opponent.focus_deck = [card.id for card in CONTENT.focus_cards]
        rng.shuffle(opponent.focus_deck)
        opponent.planning_deck = [card.id for card in CONTENT.planning_cards]
        rng.shuffle(opponent.planning_deck)
        opponent.workers = Workers(supply=side.workers, levites=CONTENT.solo.opponent.levites,
                                   main=WORKERS - side.workers - CONTENT.solo.opponent.levites)
        opponent.tent = start_space
        opponent.vp = setup.vp
        opponent.wall_deck = [card.id for card in CONTENT.wall_cards]
        rng.shuffle(opponent.wall_deck)
        opponent.coins = side.coins
        opponent.gold = side.gold
    # 3.5 white workers on the outer tiles of the bottom row (1-2 players)
    if num_players <= setup.white_workers_up_to:
        bottom = board.scrolls[0]
        bottom[0].occupant = WHITE
        bottom[-1].occupant = WHITE
    g.phase = "setup_gatekeepers"


# --- D01: the gatekeepers ---------------------------------------------------------------------------

def free_corners(g: EzraBase) -> list[str]:
    """The corner gates nobody keeps yet, in perimeter order."""
    return [space.id for space in g.board.perimeter if space.kind == "corner" and space.owner is None
            and space.id != g.board.neutral_corner]


def space_of(g: EzraBase, space_id: str) -> Space:
    for space in g.board.perimeter:
        if space.id == space_id:
            return space
    raise KeyError(space_id)


def place_gatekeeper(g: EzraBase, who: int | str, gate: str) -> None:
    """A worker of `who` from the main supply onto a corner gate: its owner from now on."""
    workers = g.workers_of(who)
    workers.main -= 1
    workers.gatekeepers.append(gate)
    space_of(g, gate).owner = who


class Gatekeeper(Question, kw_only=True):
    """D01: `seat` puts a worker from the main supply on a free corner gate (3.4); `number` of
    `total` of this seat's setup gatekeepers."""

    seat: int
    number: int = 1
    total: int = 1

    def ask(self, g: EzraBase) -> Decision:
        return Decision("", self.seat, Msg("ezra_nehemiah-ask-gatekeeper", {"number": self.number,
                                                                            "total": self.total}),
                        options=[Option(gate, Msg("ezra_nehemiah-opt-gate", {"gate": gate_msg(gate)}),
                                        hint=hints.corner(gate))
                                 for gate in free_corners(g)])

    def answer(self, g: EzraBase, seat: int, choice: Any, log: Log) -> None:
        if choice not in free_corners(g):
            raise RuleError("bad-choice", "ezra_nehemiah-error-gate-not-free", gate=str(choice))
        g.pop(self)
        place_gatekeeper(g, self.seat, choice)
        log.add("setup", "ezra_nehemiah-ev-gatekeeper", self.seat, gate=gate_msg(choice))
        if not any(isinstance(frame, Gatekeeper) for frame in g.frames):  # type: ignore[attr-defined]
            finish_gatekeepers(g, log)


def finish_gatekeepers(g: EzraBase, log: Log) -> None:
    """After the last person's gatekeeper: the Opponent's on the corners left (13.1 step 4), or the
    neutral corner at 3 players (3.4); then the work days."""
    if g.opponent is not None:
        for gate in free_corners(g)[:CONTENT.solo.opponent.gatekeepers]:
            place_gatekeeper(g, OPPONENT, gate)
            log.add("setup", "ezra_nehemiah-ev-gatekeeper-opponent", None, gate=gate_msg(gate))
    left = free_corners(g)
    if len(left) == 1:
        g.board.neutral_corner = left[0]
        log.add("setup", "ezra_nehemiah-ev-neutral-corner", None, gate=gate_msg(left[0]))
    g.phase = "work"


FRAMES = (Gatekeeper,)


def first_frames(g: EzraBase, options: dict[str, Any]) -> list[Frame]:
    """The frames setup pushes, bottom first (the last one is asked first): D01 for every person's
    gatekeeper, one seat at a time in reverse turn order, twice round at 1-2 players."""
    passes = CONTENT.rules.setup.gatekeepers[str(g.num_players)]
    order = [seat for seat in reversed(g.seats_from(g.shofar)) if seat != OPPONENT]
    asked = [Gatekeeper(seat=seat, number=k + 1, total=passes) for k in range(passes) for seat in order]
    return list(reversed(asked))


# --- a state to play the setup with (the game is not registered yet) ---------------------------------

class EzraState(EzraBase, kw_only=True):
    frames: list[Gatekeeper] = []


def start(num_players: int, options: dict[str, Any] | None, seed: int) -> EzraState:
    """What the Rules' `setup` will do: a state laid out, with the setup questions on the stack."""
    if not CONTENT.rules.players.min <= num_players <= CONTENT.rules.players.max:
        raise RuleError("player-count", "core-error-player-count", game=Msg("ezra_nehemiah-title"),
                        min=CONTENT.rules.players.min, max=CONTENT.rules.players.max, count=str(num_players))
    options = normalize_options(options)
    rng = Rng.from_seed(seed)
    g = EzraState(game=GAME_ID, schema=SCHEMA, rules_version=RULES_VERSION, content=CONTENT.hash, seed=seed,
                  num_players=num_players, options=options, rng=rng)
    lay_out(g, num_players, options, rng)
    g.push(*first_frames(g, options))
    return g
