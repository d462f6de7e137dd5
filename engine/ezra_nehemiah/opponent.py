"""The solo Opponent's work-day turn (rules/ezra_nehemiah.md 13.2-13.7, 15.16-15.17, 15.19 #13, #15,
#25, #26). Its Preparing for Sabbath, Sabbath, After Sabbath and final scoring are in sabbath.py and
scoring.py.

`OpponentTurn` is pushed by turn.Week on each of the Opponent's turns (g.active is "opponent", g.turn
stays None: the Opponent has no banners, card or pool) and plays the whole of 13.3 by itself, never
asking anybody anything:

1. **Focus**: the top focus card is revealed (the last of `focus_shown` is the current one).
2. **Trade or tent**: of the card's two trades, the affordable one (the gatekeeper's coin included)
   that spends the most silver, the lower one on equal spending; none affordable: 1 tent move
   ([CHOICE] 13.3). The gatekeeper's coin goes to the gate's owner (a person), onto the gate card (not
   rebuilt) or to the main supply (neutral gate, the empty corner at 3 players); nothing for its own
   gate. The gains go through the effect interpreter (which converts them, 13.2).
3. **Plan**: the top planning card is revealed.
4. **Act**: the highest row whose prerequisites (workers in its personal supply, its gold) are met and
   which can be carried out; its `then` effects follow the action. No row possible: nothing [HOUSE].

Readings adopted (each also said where it is implemented):

- A row "can be carried out" when its action can: the Temple (always, once the prerequisites are met:
  a Levite can at least make an altar move), a gate or a wall to clear and rebuild (13.6: the first
  legal, affordable space of the walk; "all gates rebuilt" / "no wall with rubble and < 3 gold" fall
  through to the next row), a scroll tile (13.7: nothing affordable -> next row), `pay_gold` (the
  gold is there), `gain` (always). A `clear_wall` row with nothing to clear still does its other
  part, when it has one (P4 row 3 [HOUSE], T74); alone (P1 row 3) it is not possible. The scribe is
  what a P6 row 1 is about: without a tile the row falls through, its coin is not gained alone.
- Perimeter walks start on the focus card's gate itself and go round the whole loop once in the
  arrow's direction (CONTENT.perimeter is clockwise).
- Rebuilding a wall prefers wall spaces with rubble; only when no unbuilt non-neutral wall space
  holds rubble does it take the first unbuilt one (then it needs 3 gold of its own). A space is
  legal only if affordable: gold + the cubes of its rubble (each becomes 1 gold) >= 3, a worker in
  its supply for a gate, a card left in its wall deck for a wall ([CHOICE] 15.19 #26).
- The Temple: the Levite first (2 gold, a worker, fewer than 6 Levites; its row reward is resolved
  before the first Levite acts), then each Levite one at a time (`OpponentTemple` handles one Levite
  per run, so the frames a Levite's placement pushes — row rewards, a section's completion and its
  coins — are resolved before the next Levite chooses).
- The scribe: targets are empty or white-worker tiles that are accessible and reachable by a chain it
  can use (white workers only while it can pay their coins); the chain minimises (your scribes, then
  white workers). The cost is the row's VP value less 1 per completely filled row below (white
  workers do not fill a row).
- After its turn, as after every turn, the storage limit of every person is checked (8.4): a
  connection or the Opponent's branching may have given a person cubes.

Events (keys "ezra_nehemiah-ev-opp-..."; the Opponent is named by the `player` parameter):
    ev-opp-turn        {player} takes its turn (day {day}, round {round}).
    ev-opp-focus       {player} reveals the focus card {card}: {gate}, {arrow}, square in column {column}.
    ev-opp-trade       {player} trades at {gate} (gatekeeper's coin: {keeper}), pays {coins} coins and gains {gain}.
    ev-opp-no-trade    {player} cannot afford a trade at {gate} and makes 1 tent move instead.
    ev-opp-planning    {player} reveals the planning card {card}.
    ev-opp-row         {player} carries out row {row} of {card}: {action}.
    ev-opp-no-row      {player} can carry out no row of {card} and does nothing more.
    ev-opp-levite      {player} pays {gold} gold for a Levite.
    ev-opp-buy-gold    {player}'s Levite {n} turns {coins} coin into {gold} gold.
    ev-opp-altar       {player}'s Levite {n} makes 1 altar move.
    ev-opp-space       {player} works on {space}.
    ev-opp-no-clear    {player} finds no wall space with rubble to clear.
    ev-opp-rebuild     {player} pays {gold} gold to rebuild {space}.
    ev-opp-scribe      {player} pays {gold} gold for a scribe on {tile}.
    ev-opp-pay-gold    {player} pays {gold} gold.
Other messages: opp-action-{temple,build_gate,build_wall,clear_wall,scribe_highest,scribe_lowest,
pay_gold,gain} (the row's action), arrow-{clockwise,counterclockwise}; the keeper-{own,card,supply,
player} messages of auxiliary.py are reused.
"""
from __future__ import annotations

from typing import Any

from ..core.frames import Frame, Log
from . import auxiliary, temple, torah, walls
from .base import G, Who, gate_msg, m, say, space_msg, space_of
from .content import CONTENT, RESOURCES, Focus, Planning, PlanRow, Requires
from .effects import AltarMove, TentMove, effects_msg, resolve
from .setup import WHITE
from .state import OPPONENT, Space
from .storage import check_storage

SOLO = CONTENT.solo.opponent
TEMPLE_ROWS = len(CONTENT.board.temple.row)          # 5, bottom (1) to top
SCROLL_ROWS = CONTENT.board.scroll_row               # bottom (1) to top (4)


# --- the current cards ----------------------------------------------------------------------------

def focus(g: G) -> Focus:
    """The current focus card: the last one revealed."""
    return CONTENT.focus[g.opponent.focus_shown[-1]]


def planning(g: G) -> Planning:
    """The current planning card: the last one revealed."""
    return CONTENT.planning[g.opponent.planning_shown[-1]]


def _reveal(g: G, deck: list[str], shown: list[str]) -> str:
    if not deck:
        # 6 turns a round and After Sabbath reshuffles both decks (13.10): an empty deck is a bug
        raise RuntimeError("the Opponent's deck is empty")
    card = deck.pop()
    shown.append(card)
    return card


def reveal_focus(g: G, log: Log) -> Focus:
    opponent = g.opponent
    card = CONTENT.focus[_reveal(g, opponent.focus_deck, opponent.focus_shown)]
    say(log, "opponent", "ev-opp-focus", OPPONENT, barrier=True, card=card.id, gate=gate_msg(card.gate),
        arrow=m(f"arrow-{card.arrow}"), column=card.column)
    return card


def reveal_planning(g: G, log: Log) -> Planning:
    opponent = g.opponent
    card = CONTENT.planning[_reveal(g, opponent.planning_deck, opponent.planning_shown)]
    say(log, "opponent", "ev-opp-planning", OPPONENT, barrier=True, card=card.id)
    return card


# --- step 2: trade or tent (13.3) ------------------------------------------------------------------

def gate_coin_to(g: G, gate: str) -> Who | str | None:
    """Where the Opponent's gatekeeper coin for `gate` goes (13.3 step 2, 8.2): as for a player."""
    return auxiliary.gate_coin_to(g, OPPONENT, gate)


def trade_cost(g: G, card: Focus, option: str) -> int:
    """Everything the option spends: the gatekeeper's coin (if any) and the coins to the supply."""
    coin = CONTENT.rules.torah.gate_trade_coin if gate_coin_to(g, card.gate) is not None else 0
    return coin + getattr(card, option).pay


def trade_choice(g: G, card: Focus) -> str | None:
    """[CHOICE] 13.3: the affordable option spending the most silver; equal -> the lower one; None if
    neither is affordable."""
    affordable = [option for option in ("upper", "lower") if trade_cost(g, card, option) <= g.opponent.coins]
    if not affordable:
        return None
    return max(affordable, key=lambda option: (trade_cost(g, card, option), option == "lower"))


def trade(g: G, log: Log) -> None:
    """Trade with the current focus card, or make 1 tent move (frames pushed for the gains)."""
    card = focus(g)
    option = trade_choice(g, card)
    if option is None:
        say(log, "opponent", "ev-opp-no-trade", OPPONENT, gate=gate_msg(card.gate))
        g.push(TentMove(who=OPPONENT, left=1))
        return
    opponent = g.opponent
    chosen = getattr(card, option)
    to = auxiliary.pay_gatekeeper(g, OPPONENT, card.gate)   # a person's gate: it pays them (13.2, 15.0 #2)
    opponent.coins -= chosen.pay
    say(log, "opponent", "ev-opp-trade", OPPONENT, gate=gate_msg(card.gate), keeper=auxiliary.keeper_msg(to),
        coins=chosen.pay, gain=effects_msg(chosen.gain))
    resolve(g, OPPONENT, chosen.gain)


# --- step 4: which row (13.3-13.4) --------------------------------------------------------------------

def meets(g: G, requires: Requires) -> bool:
    """The row's prerequisites: workers in its personal supply and its gold."""
    workers, gold = g.opponent.workers.supply, g.opponent.gold
    return ((requires.workers_min is None or workers >= requires.workers_min)
            and (requires.workers_max is None or workers <= requires.workers_max)
            and (requires.gold_min is None or gold >= requires.gold_min)
            and (requires.gold_max is None or gold <= requires.gold_max))


def possible(g: G, row: PlanRow) -> bool:
    """Whether the row's action can be carried out now (see the readings above)."""
    action = row.action
    if action == "temple":
        workers = g.opponent.workers
        return workers.levites > 0 or can_buy_levite(g)
    if action == "build_gate":
        return gate_target(g) is not None
    if action == "build_wall":
        return wall_target(g, rebuild=True) is not None
    if action == "clear_wall":
        return wall_target(g, rebuild=False) is not None or bool(row.then)
    if action in ("scribe_highest", "scribe_lowest"):
        return scribe_target(g, highest=action == "scribe_highest") is not None
    if action == "pay_gold":
        return g.opponent.gold >= row.gold
    return True                                          # gain


def choose_row(g: G, card: Planning) -> int | None:
    """The index of the highest row whose prerequisites are met and which can be carried out."""
    for index, row in enumerate(card.row):
        if meets(g, row.requires) and possible(g, row):
            return index
    return None


def act(g: G, row: PlanRow, log: Log) -> None:
    """Carry out the row's action (its `then` effects are the caller's, after it)."""
    opponent = g.opponent
    action = row.action
    if action == "temple":
        g.push(OpponentTemple())
    elif action == "build_gate":
        g.push(OpponentSpace(space=gate_target(g), rebuild=True))
    elif action == "build_wall":
        g.push(OpponentSpace(space=wall_target(g, rebuild=True), rebuild=True))
    elif action == "clear_wall":
        target = wall_target(g, rebuild=False)
        if target is None:
            say(log, "opponent", "ev-opp-no-clear", OPPONENT)
        else:
            g.push(OpponentSpace(space=target, rebuild=False))
    elif action in ("scribe_highest", "scribe_lowest"):
        place_scribe(g, scribe_target(g, highest=action == "scribe_highest"), log)
    elif action == "pay_gold":
        opponent.gold -= row.gold
        say(log, "opponent", "ev-opp-pay-gold", OPPONENT, gold=row.gold)


# --- the Temple (13.5) -----------------------------------------------------------------------------

def can_buy_levite(g: G) -> bool:
    workers = g.opponent.workers
    return (workers.levites < CONTENT.rules.levites.max and workers.supply > 0
            and g.opponent.gold >= SOLO.levite_gold)


def temple_cell(g: G) -> tuple[int, int] | None:
    """Where the Opponent's gold goes (13.5 step 3): the leftmost column that is not complete, its
    lowest empty space. (0-based column, row 1-5), or None when the Temple is full."""
    cells = g.board.temple.cells
    for column in temple.open_columns(g):
        for row in range(1, TEMPLE_ROWS + 1):
            if cells[row - 1][column] is None:
                return column, row
    return None


def place_gold(g: G, log: Log) -> None:
    """1 gold from its supply into the Temple: 2 VP, the row's reward, a section's completion.

    temple.place_in_temple puts the cube in the leftmost empty space of the row. That is the cell
    chosen here: every column left of the chosen one is complete, so the row's spaces left of it are
    all filled, and the chosen space is empty."""
    column, row = temple_cell(g)
    assert temple.next_cell(g, row) == column, (column, row)
    g.opponent.gold -= 1
    temple.place_in_temple(g, OPPONENT, row, "gold", log, vp=SOLO.temple_vp_per_gold)


class OpponentTemple(Frame, kw_only=True):
    """13.5: the Levite (2 gold), then its Levites one per run: gold into the Temple, else 1 coin for
    1 gold, else 1 altar move. `left` is -1 before the Levite step."""

    left: int = -1

    def run(self, g: G, log: Log) -> None:
        opponent = g.opponent
        workers = opponent.workers
        if self.left < 0:
            if can_buy_levite(g):
                opponent.gold -= SOLO.levite_gold
                say(log, "opponent", "ev-opp-levite", OPPONENT, gold=SOLO.levite_gold)
                temple.place_levite(g, OPPONENT, log)          # its row reward: pushed, runs first
            self.left = workers.levites
            return
        if not self.left:
            g.pop(self)
            return
        number = workers.levites - self.left + 1
        self.left -= 1
        if opponent.gold and temple_cell(g) is not None:
            place_gold(g, log)
        elif opponent.coins:
            opponent.coins -= 1
            opponent.gold += 1
            say(log, "opponent", "ev-opp-buy-gold", OPPONENT, n=number, coins=1, gold=1)
        else:
            say(log, "opponent", "ev-opp-altar", OPPONENT, n=number)
            g.push(AltarMove(who=OPPONENT, left=1))


# --- Rubble, Walls & Gates (13.6) ----------------------------------------------------------------------

def walk(g: G) -> list[Space]:
    """The whole perimeter once, from the focus card's gate in its arrow's direction."""
    card = focus(g)
    ring = CONTENT.perimeter
    start = ring.index(card.gate)
    step = 1 if card.arrow == "clockwise" else -1
    return [space_of(g, ring[(start + k * step) % len(ring)]) for k in range(len(ring))]


def rubble(space: Space) -> int:
    return sum(space.rubble.values())


def affordable(g: G, space: Space) -> bool:
    """3 gold, counting the gold its rubble will give ([CHOICE] 15.19 #26)."""
    return g.opponent.gold + rubble(space) * SOLO.gold_per_cube >= SOLO.rebuild_gold


def gate_target(g: G) -> str | None:
    """The named gate if it can be rebuilt, else the first such gate along the arrow."""
    if not g.opponent.workers.supply:
        return None
    for space in walk(g):
        if space.kind == "gate_card" and not space.built and not space.neutral and affordable(g, space):
            return space.id
    return None


def wall_target(g: G, *, rebuild: bool) -> str | None:
    """The first unbuilt, non-neutral wall space with rubble along the arrow; for a rebuild, only when
    there is none anywhere, the first unbuilt one; a rebuild must be affordable."""
    if rebuild and not g.opponent.wall_deck:
        return None
    open_walls = [space for space in walk(g) if space.kind == "wall" and not space.built and not space.neutral]
    with_rubble = [space for space in open_walls if rubble(space)]
    for space in (with_rubble if with_rubble or not rebuild else open_walls):
        if not rebuild or affordable(g, space):
            return space.id
    return None


class OpponentSpace(Frame, kw_only=True):
    """Clear all the rubble of `space` (13.6; the cubes become gold, a wall's blessing), then, once
    the clearing's own frames are done, rebuild it for 3 gold if `rebuild`."""

    space: str
    rebuild: bool
    cleared: bool = False

    def run(self, g: G, log: Log) -> None:
        space = space_of(g, self.space)
        if not self.cleared:
            self.cleared = True
            say(log, "opponent", "ev-opp-space", OPPONENT, space=space_msg(space.id))
            for cube in RESOURCES:
                while space.rubble.get(cube, 0):
                    walls.clear_cube(g, OPPONENT, space, cube, log)
            return
        g.pop(self)
        if not self.rebuild:
            return
        opponent = g.opponent
        if opponent.gold < SOLO.rebuild_gold:
            raise RuntimeError(f"the Opponent cannot pay for {space.id}")
        opponent.gold -= SOLO.rebuild_gold
        say(log, "opponent", "ev-opp-rebuild", OPPONENT, gold=SOLO.rebuild_gold, space=space_msg(space.id))
        if space.kind == "wall":
            card = opponent.wall_deck.pop()                       # always the top card (13.6)
            g.push(walls.Connections(who=OPPONENT, space=space.id))
            walls.place_wall(g, OPPONENT, space, card, log)
        else:
            walls.rebuild_gate(g, OPPONENT, space, log)


# --- Torah (13.7) ------------------------------------------------------------------------------------

def row_filled(g: G, row: int) -> bool:
    """Every tile of the row holds a coloured worker (white workers do not fill a row)."""
    return all(tile.occupant is not None and tile.occupant != WHITE for tile in g.board.scrolls[row - 1])


def scribe_cost(g: G, row: int) -> int:
    """The row's VP value, 1 gold less per completely filled row below it."""
    filled = sum(1 for below in range(1, row) if row_filled(g, below))
    return max(0, SCROLL_ROWS[row - 1].vp - SOLO.scribe_filled_row_discount * filled)


def best_chain(g: G, row: int, tile: int) -> tuple | None:
    """The payees of the chain the Opponent uses to reach (row, tile): fewest of your scribes, then
    fewest white workers, white workers only while it can pay them; None if it cannot reach it."""
    coins = g.opponent.coins
    best = None
    for chain in torah.chains(g, row, tile):
        payees = torah.fees(g, OPPONENT, chain)
        whites = sum(1 for payee in payees if payee == "supply")
        if whites * SOLO.white_worker_coin > coins:
            continue
        key = (len(payees) - whites, whites)
        if best is None or key < best[0]:
            best = (key, tuple(payees))
    return best[1] if best else None


def choose_option(options: list, column: int) -> Any:
    """13.7: one of 1-6 options (left to right) by the focus square's column (1-4)."""
    options = list(options)
    if len(options) == 5:
        options = options[:2] + options[3:]              # ignore the middle one
    elif len(options) == 6:
        options = options[:2] + options[4:]              # ignore the two middle ones
    n = len(options)
    if n == 1:
        return options[0]
    if n == 2:
        return options[0 if column <= 2 else 1]
    if n == 3:
        return options[0 if column == 1 else 2 if column == 4 else 1]
    if n == 4:
        return options[column - 1]
    raise ValueError(f"{n} options")


def scribe_options(g: G, row: int) -> list[tuple[int, tuple]]:
    """(tile, payees) of every tile of the row the Opponent could take, left to right."""
    found = []
    for tile in range(1, SCROLL_ROWS[row - 1].tiles + 1):
        holder = torah.occupant(g, row, tile)
        if holder is not None and holder != WHITE:
            continue
        if not torah.accessible(g, row, tile):
            continue
        payees = best_chain(g, row, tile)
        if payees is not None:
            found.append((tile, payees))
    return found


def scribe_target(g: G, *, highest: bool) -> tuple[int, int, tuple, int] | None:
    """(row, tile, payees, gold) for the highest (or lowest) row with a tile it can reach and pay."""
    if not g.opponent.workers.supply:
        return None
    rows = [row.r for row in SCROLL_ROWS]
    for row in (reversed(rows) if highest else rows):
        options = scribe_options(g, row)
        cost = scribe_cost(g, row)
        if options and cost <= g.opponent.gold:
            tile, payees = choose_option(options, focus(g).column)
            return row, tile, payees, cost
    return None


def place_scribe(g: G, target: tuple[int, int, tuple, int], log: Log) -> None:
    row, tile, payees, cost = target
    g.opponent.gold -= cost
    say(log, "opponent", "ev-opp-scribe", OPPONENT, gold=cost, tile=m("grid-tile", row=row, n=tile))
    torah.pay_fees(g, OPPONENT, payees, log)
    torah.place_scribe(g, OPPONENT, row, tile, log)


# --- the turn ------------------------------------------------------------------------------------

class OpponentTurn(Frame, kw_only=True):
    """The Opponent's whole work-day turn (13.3): focus and trade, plan and act, then its row's other
    effects. `stage`: focus -> plan -> then -> end; `row` is the planning row carried out (0-based)."""

    stage: str = "focus"
    row: int = -1

    def run(self, g: G, log: Log) -> None:
        if self.stage == "focus":
            say(log, "opponent", "ev-opp-turn", OPPONENT, day=g.day, round=g.round)
            reveal_focus(g, log)
            self.stage = "plan"
            trade(g, log)                                  # its gains run before the plan
            return
        if self.stage == "plan":
            card = reveal_planning(g, log)
            index = choose_row(g, card)
            if index is None:
                say(log, "opponent", "ev-opp-no-row", OPPONENT, card=card.id)
                self.stage = "end"
                return
            self.row = index
            row = card.row[index]
            say(log, "opponent", "ev-opp-row", OPPONENT, card=card.id, row=index + 1,
                action=m(f"opp-action-{row.action}"))
            self.stage = "then"
            act(g, row, log)
            return
        if self.stage == "then":
            self.stage = "end"
            resolve(g, OPPONENT, planning(g).row[self.row].then)
            return
        g.pop(self)
        check_storage(g)


FRAMES = (OpponentTurn, OpponentTemple, OpponentSpace)
