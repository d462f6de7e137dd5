"""Nehemiah card by card: the 20 work-card kinds (rules section 5, 4.6, 4.8), the 15 Construction
Leader cards with their timings (section 9), the 2-player neutral workers (section 8) and the
exceptional situation (section 10), with the HOUSE readings of section 12.

Each test builds its "Given" by editing a fresh state (a msgspec Struct), then plays only through
engine.pending / engine.act with the option ids the engine offers. Seats are 0-based as in the
engine; slots are written "column.position", 1-based, as in the option ids.
"""
from __future__ import annotations

from collections import Counter

import pytest

import engine
from engine.core.frames import Log, advance
from engine.nehemiah.content import CONTENT
from engine.nehemiah.state import GUARD, TEMPLE, WALL, Auction, Worker
from engine.nehemiah.turn import Play
from engine.nehemiah.view import invariants

ALL_LEADERS = sorted(CONTENT.leaders)
TURN = "nehemiah-ask-turn"


# --- helpers ---------------------------------------------------------------------------------------

def card_of(kind: str, n: int = 0) -> str:
    """The id of the n-th work card of `kind` that is in play with every player count."""
    return [c.id for c in CONTENT.cards if c.kind == kind and not c.four_player][n]


def _parse(where: str) -> tuple[int, int]:
    """"c.p" (1-based) -> (c, p) 0-based."""
    c, p = where.split(".")
    return int(c) - 1, int(p) - 1


def _put_card(g, c: int, p: int, card: str) -> None:
    """Move `card` to slot (c, p) by swapping it with the card there, so cards stay conserved."""
    for deck in g.decks:
        if card in deck:
            i = deck.index(card)
            deck[i], g.columns[c][p].card = g.columns[c][p].card, card
            return
    for column in g.columns:
        for slot in column or []:
            if slot.card == card:
                slot.card, g.columns[c][p].card = g.columns[c][p].card, card
                return
    raise AssertionError(f"{card} is not in this game")


def _put_worker(g, c: int, p: int, token: str) -> None:
    """Token "r<seat>" ready, "x<seat>" exhausted, "n<seat>" neutral (exhausted) kept by seat."""
    state, seat = token[0], int(token[1:])
    player = g.players[seat]
    if state == "n":
        player.neutral -= 1
    else:
        player.workers -= 1
    g.columns[c][p].worker = Worker(owner=seat, neutral=state == "n", exhausted=state in "xn")


def make_state(players=3, layout=None, *, leaders=False, turn=0, res=None, held=None, aside=None,
               given=None, seed=3):
    """A game at the start of seat `turn`'s turn (windows included), built from a fresh one.

    layout: {"c.p": "KIND [token]"}, KIND a kind name, a card id or "*" (keep the card dealt),
    token as in _put_worker;
    res: {seat: (wood, gold)}; held: {seat: [leader ids]} (the round-I auction is over and
    nothing else was won); aside: {seat: workers put in front of the screen};
    given: a last callback editing the state before the turn starts.
    """
    g = engine.new_game("nehemiah", players, options={"leaders": leaders}, seed=seed)
    g.frames = []
    if leaders:
        g.leader_deck, g.leader_box, g.auction = list(ALL_LEADERS), [], Auction()
    used: Counter = Counter()
    for where, text in (layout or {}).items():
        c, p = _parse(where)
        name, _, token = text.partition(" ")
        if name != "*":
            card = name if name in CONTENT.card_by_id else card_of(name, used[name])
            used[name] += 1
            _put_card(g, c, p, card)
        if token:
            _put_worker(g, c, p, token)
    for seat, (wood, gold) in (res or {}).items():
        g.players[seat].wood, g.players[seat].gold = wood, gold
    for seat, cards in (held or {}).items():
        for card in cards:
            g.leader_deck.remove(card)
            g.players[seat].leaders.append(card)
    for seat, count in (aside or {}).items():
        g.players[seat].workers -= count
        g.players[seat].set_aside += count
    if given:
        given(g)
    g.turn = turn
    g.push(Play())
    advance(g, Log())
    assert invariants(g) == []
    return g


def ask(g):
    """The one decision pending."""
    decisions = engine.pending(g)
    assert len(decisions) == 1, decisions
    return decisions[0]


def asked(g) -> tuple[int, str]:
    """(seat, prompt key) of the one decision pending."""
    decision = ask(g)
    return decision.seat, decision.prompt.key


def options(g) -> list[str]:
    """The option ids of the one decision pending."""
    return [option.id for option in ask(g).options if option.disabled is None]


def answer(g, *choices):
    """Answer the pending decisions one after another, checking each choice is offered."""
    for choice in choices:
        decision = ask(g)
        if decision.kind == "one":
            assert choice in options(g), (choice, options(g), decision.prompt.key)
        g, _ = engine.act(g, decision.seat, choice)
        assert invariants(g) == []
    return g


def bid(g, seat, workers=0, wood=0, gold=0):
    """`seat` makes its sealed bid in the running auction."""
    for amount in (workers, wood, gold):
        g, _ = engine.act(g, seat, amount)
    return g


def slot(g, where: str):
    """The slot at "c.p"."""
    c, p = _parse(where)
    return g.columns[c][p]


def worker(g, where: str):
    """The worker at "c.p" (None if the card is free)."""
    return slot(g, where).worker


def column_cards(g, column: int) -> list[str]:
    """The card ids of a column (1-based)."""
    return [s.card for s in g.columns[column - 1]]


def board(g, b: int) -> list[int]:
    """Cubes per seat on board b."""
    return list(g.boards[b])


def wood_gold(g, seat: int) -> tuple[int, int]:
    """(wood, gold) of a seat."""
    return g.players[seat].wood, g.players[seat].gold


R, X = Worker(0), Worker(0, exhausted=True)   # seat 0's ready / exhausted worker


# --- (a) gain cards ------------------------------------------------------------------------------

@pytest.mark.parametrize("kind, wood, gold, vp", [
    ("WOOD1", 3, 4, 0), ("WOOD2", 4, 4, 0), ("GOLD2", 2, 6, 0), ("GOLD3", 2, 7, 0),
    ("LUMBER", 5, 3, 0), ("VP1", 2, 4, 1)])
def test_gain_cards_give_their_goods(kind, wood, gold, vp):
    g = make_state(3, {"1.1": f"{kind} r0"})
    assert "activate:1.1" in options(g)
    g = answer(g, "activate:1.1", "do")
    assert wood_gold(g, 0) == (wood, gold)
    assert g.players[0].vp.get("cards", 0) == vp
    assert worker(g, "1.1") == X
    assert asked(g) == (1, TURN)


def test_the_work_of_an_activated_card_may_be_skipped():
    g = make_state(3, {"1.1": "GOLD3 r0"})
    g = answer(g, "activate:1.1")
    assert options(g) == ["do", "skip"]
    g = answer(g, "skip")
    assert wood_gold(g, 0) == (2, 4)
    assert worker(g, "1.1") == X
    assert asked(g) == (1, TURN)


# --- (a) influence cards, costs, all-or-nothing ----------------------------------------------------

@pytest.mark.parametrize("kind, wood, gold, target, cubes", [
    ("WALL1", 1, 0, WALL, 1), ("WALL2", 2, 0, WALL, 2), ("GUARD1", 1, 1, GUARD, 1),
    ("GUARD2", 2, 2, GUARD, 2), ("TEMPLE1", 0, 1, TEMPLE, 1), ("TEMPLE2", 0, 2, TEMPLE, 2)])
def test_influence_cards_cost_and_cubes(kind, wood, gold, target, cubes):
    g = make_state(3, {"1.1": f"{kind} r0"}, res={0: (wood + 1, gold + 1)})
    g = answer(g, "activate:1.1", "do")
    assert wood_gold(g, 0) == (1, 1)                     # exactly the printed cost was paid
    for b in (WALL, TEMPLE, GUARD):
        assert board(g, b) == ([cubes, 0, 0] if b == target else [0, 0, 0])


@pytest.mark.parametrize("kind, wood, gold", [
    ("LUMBER", 5, 0), ("WALL1", 0, 9), ("WALL2", 1, 9), ("GUARD1", 0, 9), ("GUARD1", 9, 0),
    ("GUARD2", 1, 9), ("GUARD2", 9, 1), ("TEMPLE1", 9, 0), ("TEMPLE2", 9, 1), ("GATE", 1, 9)])
def test_work_that_cannot_be_paid_in_full_is_not_offered(kind, wood, gold):
    g = make_state(3, {"1.1": f"{kind} r0"}, res={0: (wood, gold)})
    g = answer(g, "activate:1.1")        # only "skip" is left: answered by itself, the turn ends
    assert asked(g) == (1, TURN)
    assert worker(g, "1.1") == X
    assert wood_gold(g, 0) == (wood, gold)
    assert g.players[0].gates == [] and sum(map(sum, g.boards)) == 0


def test_paid_reuse_needs_the_gold_for_the_use_and_the_cost():
    layout = {"1.1": "TEMPLE1 x0", "1.2": "WOOD1 r0"}
    poor = answer(make_state(3, layout, res={0: (0, 1)}), "activate:1.2", "do")
    assert asked(poor) == (1, TURN)                       # 1 gold: TEMPLE1 not reusable
    assert wood_gold(poor, 0) == (1, 1) and board(poor, TEMPLE) == [0, 0, 0]
    g = answer(make_state(3, layout, res={0: (0, 2)}), "activate:1.2", "do")
    assert options(g) == ["reuse:1.1", "done"]
    g = answer(g, "reuse:1.1")           # a paid use must do the work: "do" is forced
    assert wood_gold(g, 0) == (1, 0)     # 1 gold to the bank (own worker) + 1 gold cost
    assert board(g, TEMPLE) == [1, 0, 0]
    assert asked(g) == (1, TURN)


# --- (a) running out of cubes (4.8) ------------------------------------------------------------

def _cubes(wall, temple, guard):
    """A `given` callback putting seat 0's cubes on the three boards."""
    def given(g):
        g.boards[WALL][0], g.boards[TEMPLE][0], g.boards[GUARD][0] = wall, temple, guard
    return given


def test_out_of_cubes_moves_them_from_the_only_other_board():
    g = make_state(3, {"1.1": "WALL2 r0"}, res={0: (2, 0)}, given=_cubes(5, 6, 0))
    g = answer(g, "activate:1.1", "do")  # the source is forced: Temple (never the Wall itself)
    assert (g.boards[WALL][0], g.boards[TEMPLE][0], g.boards[GUARD][0]) == (7, 4, 0)
    assert wood_gold(g, 0) == (0, 0)


def test_out_of_cubes_asks_for_each_missing_cube_never_the_target_board():
    g = make_state(3, {"1.1": "WALL2 r0"}, res={0: (2, 0)}, given=_cubes(5, 5, 1))
    g = answer(g, "activate:1.1", "do")
    assert asked(g)[1] == "nehemiah-ask-cube-source"
    assert options(g) == ["from:temple", "from:guard"]
    g = answer(g, "from:guard")          # the second cube can only come from the Temple now
    assert (g.boards[WALL][0], g.boards[TEMPLE][0], g.boards[GUARD][0]) == (7, 4, 0)
    assert asked(g) == (1, TURN)


def test_supply_cubes_are_used_before_moving_any():
    g = make_state(3, {"1.1": "WALL2 r0"}, res={0: (2, 0)}, given=_cubes(3, 7, 0))
    g = answer(g, "activate:1.1", "do")  # 1 cube from the supply, 1 moved from the Temple
    assert (g.boards[WALL][0], g.boards[TEMPLE][0]) == (5, 6)


def test_not_enough_cubes_anywhere_means_the_card_is_not_offered():
    g = make_state(3, {"1.1": "WALL2 r0"}, res={0: (5, 5)}, given=_cubes(10, 1, 0))
    g = answer(g, "activate:1.1")        # 1 cube off the Wall < 2: only "skip", forced
    assert asked(g) == (1, TURN)
    assert (g.boards[WALL][0], g.boards[TEMPLE][0], wood_gold(g, 0)) == (10, 1, (5, 5))


# --- (a) gates --------------------------------------------------------------------------------

def test_gate_costs_two_wood_and_takes_the_top_gates_in_order():
    g = make_state(3, {"1.1": "GATE x0", "1.2": "GATE r0"}, res={0: (4, 1)})
    g = answer(g, "activate:1.2", "do", "reuse:1.1")
    assert g.players[0].gates == [2, 2]
    assert g.gates == [3, 3, 3, 4, 4, 4]
    assert wood_gold(g, 0) == (0, 0)


def test_empty_gate_deck_makes_gate_unavailable():
    def no_gates(g):
        g.players[1].gates, g.gates = list(g.gates), []
    g = make_state(3, {"1.1": "GOLD2 x1", "1.2": "GATE x1", "1.3": "GATE r0"}, res={0: (5, 5)},
                   given=no_gates)
    g = answer(g, "activate:1.3")        # no "do" for the gate: the work is skipped by itself
    assert options(g) == ["reuse:1.1", "done"]             # the GATE above is not offered either
    g = answer(g, "done")
    assert wood_gold(g, 0) == (5, 5) and g.players[0].gates == []


# --- (a) refresh ------------------------------------------------------------------------------

def test_refresh_reused_stands_up_to_two_own_workers_but_not_the_one_activated_this_turn():
    layout = {"1.1": "REFRESH x0", "1.3": "WOOD1 r0", "2.1": "GOLD2 x0", "3.1": "WOOD2 x1",
              "4.1": "GOLD3 x2"}
    g = make_state(3, layout, res={0: (2, 1)})
    g = answer(g, "activate:1.3", "skip")
    assert options(g) == ["reuse:1.1", "done"]
    g = answer(g, "reuse:1.1")
    assert asked(g)[1] == "nehemiah-ask-refresh"
    assert options(g) == ["slot:1.1", "slot:2.1"]           # not 1.3 (exhausted now), not others'
    g = answer(g, "slot:2.1")
    assert options(g) == ["slot:1.1", "done"]
    g = answer(g, "slot:1.1")
    assert (worker(g, "1.1"), worker(g, "2.1"), worker(g, "1.3")) == (R, R, X)
    assert worker(g, "3.1") == Worker(1, exhausted=True)
    assert wood_gold(g, 0) == (2, 0) and wood_gold(g, 1) == (2, 4)   # 1 gold to the bank
    assert asked(g) == (1, TURN)


def test_refresh_activated_cannot_stand_its_own_worker():
    g = make_state(3, {"1.1": "REFRESH r0", "2.1": "WOOD1 x0"})
    g = answer(g, "activate:1.1")
    assert options(g) == ["slot:2.1", "skip"]
    g = answer(g, "slot:2.1")            # no target left: "done" is answered by itself
    assert (worker(g, "1.1"), worker(g, "2.1")) == (X, R)
    assert asked(g) == (1, TURN)


# --- (a) placements ---------------------------------------------------------------------------

def test_place2_places_up_to_two_ready_workers_by_the_normal_rule():
    g = make_state(3, {"1.1": "PLACE2 r0"})
    g = answer(g, "activate:1.1")
    assert options(g) == ["place:1", "place:2", "place:3", "place:4", "skip"]
    g = answer(g, "place:2")
    assert options(g) == ["place:1", "place:2", "place:3", "place:4", "done"]
    g = answer(g, "place:2")             # both into the same column: positions 1 and 2
    assert (worker(g, "2.1"), worker(g, "2.2"), worker(g, "2.3")) == (R, R, None)
    assert g.players[0].workers == 4
    assert asked(g) == (1, TURN)


def test_place2_may_stop_after_one():
    g = answer(make_state(3, {"1.1": "PLACE2 r0"}), "activate:1.1", "place:1", "done")
    assert worker(g, "1.2") == R and g.players[0].workers == 5


def test_place_any_on_position_4_replaces_the_column_when_activated():
    g = make_state(3, {"1.1": "PLACE_ANY r0", "2.1": "GOLD2 x1"})
    g = answer(g, "activate:1.1")
    offered = options(g)
    assert "slot:2.4" in offered and "slot:1.4" in offered
    assert "slot:2.1" not in offered and "slot:1.1" not in offered and len(offered) == 15
    g = answer(g, "slot:2.4")
    assert worker(g, "2.4") == R and worker(g, "2.2") is None
    g = answer(g, "place:3")             # seat 1
    g = answer(g, "place:3")             # seat 2
    old, new = column_cards(g, 2), g.decks[0][:4]
    g = answer(g, "activate:2.4", "skip")
    assert options(g) == ["reuse:2.1", "done"]
    g = answer(g, "done")
    assert column_cards(g, 2) == new and all(s.worker is None for s in g.columns[1])
    assert set(old) <= set(g.discard)
    assert g.players[0].workers == 6 and g.players[1].workers == 6   # both back behind the screen


# --- (a) replace ------------------------------------------------------------------------------

@pytest.mark.parametrize("target, exhausted", [("2.1", True), ("2.2", False)])
def test_replace_swaps_in_an_own_worker_in_the_same_state(target, exhausted):
    layout = {"1.1": "REPLACE r0", "2.1": "GOLD2 x1", "2.2": "WOOD1 r2", "3.1": "WOOD2 x0"}
    g = answer(make_state(3, layout), "activate:1.1")
    assert options(g) == ["slot:2.1", "slot:2.2", "skip"]   # never own workers
    owner = worker(g, target).owner
    g = answer(g, f"slot:{target}")
    assert worker(g, target) == Worker(0, exhausted=exhausted)
    assert g.players[0].workers == 7 - 3 and g.players[owner].workers == 7
    assert asked(g) == (1, TURN)


def test_replace_never_targets_neutral_workers():
    g = make_state(2, {"1.1": "REPLACE r0", "2.1": "GOLD2 n1", "2.2": "WOOD1 x1"})
    g = answer(g, "activate:1.1")
    assert options(g) == ["slot:2.2", "skip"]


# --- (a) swaps --------------------------------------------------------------------------------

SWAP_LAYOUT = {"1.1": "GOLD2 x0", "1.2": "SWAP_W r0", "2.1": "WOOD1 x1", "2.2": "WOOD2 r2",
               "2.3": "GOLD3 r1", "2.4": "VP1 r2", "3.1": "LUMBER r1"}


def test_swap_workers_then_replacement_after_the_action():
    g = make_state(3, SWAP_LAYOUT)
    g = answer(g, "activate:1.2")
    assert options(g) == ["column:1", "column:2", "skip"]   # a column needs 2 workers
    g = answer(g, "column:2")
    assert options(g) == ["swap:1-2", "swap:1-3", "swap:1-4", "swap:2-3", "swap:2-4", "swap:3-4"]
    old, new = column_cards(g, 2), g.decks[0][:4]
    g = answer(g, "swap:1-4")
    # still within the action: the column has not been replaced yet
    assert column_cards(g, 2) == old
    assert worker(g, "2.4") == Worker(1, exhausted=True) and worker(g, "2.1") == Worker(2)
    assert options(g) == ["reuse:1.1", "done"]
    g = answer(g, "done")
    assert column_cards(g, 2) == new
    assert (g.players[1].workers, g.players[2].workers) == (7 - 1, 7)


def test_swap_workers_offers_only_pairs_of_workers():
    layout = dict(SWAP_LAYOUT, **{"2.4": "VP1"})          # 2.4 is free now
    g = answer(make_state(3, layout), "activate:1.2", "column:2")
    assert options(g) == ["swap:1-2", "swap:1-3", "swap:2-3"]


def test_swap_cards_moving_an_exhausted_worker_to_position_4_replaces_the_column():
    g = make_state(3, {"1.1": "SWAP_C r0", "2.1": "WOOD1 r1", "2.2": "GOLD2 x2"})
    g = answer(g, "activate:1.1")
    assert options(g) == ["column:1", "column:2", "column:3", "column:4", "skip"]
    new = g.decks[0][:4]
    g = answer(g, "column:2", "swap:2-4")
    assert column_cards(g, 2) == new and all(s.worker is None for s in g.columns[1])
    assert (g.players[1].workers, g.players[2].workers) == (7, 7)


def test_swap_cards_can_leave_a_free_card_above_occupied_ones():
    g = make_state(3, {"1.1": "SWAP_C r0", "2.1": "WOOD1 r1", "2.2": "GOLD2 x2"})
    cards = column_cards(g, 2)
    g = answer(g, "activate:1.1", "column:2", "swap:1-3")
    assert column_cards(g, 2) == [cards[2], cards[1], cards[0], cards[3]]
    assert worker(g, "2.1") is None and worker(g, "2.3") == Worker(1)
    g = answer(g, "place:2")             # seat 1: the first free card is position 1
    assert worker(g, "2.1") == Worker(1)


def test_reuse_follows_the_activated_card_after_a_card_swap():
    layout = {"1.1": "GOLD2 x1", "1.2": "WOOD1 x2", "1.3": "SWAP_C r0"}
    g = answer(make_state(3, layout), "activate:1.3", "column:1", "swap:2-3")
    assert options(g) == ["reuse:1.1", "done"]             # WOOD1 is below SWAP_C now


# --- (a) use occupied cards ----------------------------------------------------------------------

def test_use_occupied_uses_up_to_two_cards_paying_the_owner_or_the_bank():
    layout = {"1.1": "USE_OCC r0", "2.1": "USE_OCC x1", "3.1": "GOLD3 x1", "3.2": "WOOD2 r0",
              "4.1": "TEMPLE1 r2"}
    g = make_state(3, layout, res={0: (0, 2)})
    g = answer(g, "activate:1.1")
    # not itself, not the other USE_OCC, any position, ready or exhausted workers
    assert options(g) == ["use:3.1", "use:3.2", "use:4.1", "skip"]
    g = answer(g, "use:3.1")             # 1 gold to seat 1, +3 gold
    assert wood_gold(g, 0) == (0, 4) and wood_gold(g, 1) == (2, 5)
    assert options(g) == ["use:3.2", "use:4.1", "done"]
    g = answer(g, "use:3.2")             # own worker: 1 gold to the bank, +2 wood
    assert wood_gold(g, 0) == (2, 3) and wood_gold(g, 1) == (2, 5) and wood_gold(g, 2) == (2, 4)
    assert worker(g, "3.1") == Worker(1, exhausted=True) and worker(g, "3.2") == R
    assert asked(g) == (1, TURN)


def test_use_occupied_offers_only_cards_whose_work_is_affordable_after_paying():
    layout = {"1.1": "USE_OCC r0", "3.1": "GOLD3 x1", "4.1": "TEMPLE1 r2"}
    g = answer(make_state(3, layout, res={0: (0, 1)}), "activate:1.1")
    assert options(g) == ["use:3.1", "skip"]                # TEMPLE1 would need 2 gold


# --- (a) pick-type cards with nothing to pick are not offered -------------------------------------

@pytest.mark.parametrize("layout, res, aside", [
    ({"1.1": "REFRESH r0", "2.1": "WOOD1 x1"}, None, None),          # no exhausted own worker
    ({"1.1": "PLACE2 r0", "4.1": "* r0"}, None, {0: 5}),              # no supply worker
    ({"1.1": "PLACE_ANY r0", "4.1": "* r0"}, None, {0: 5}),
    ({"1.1": "REPLACE r0", "2.1": "WOOD1 x1", "4.1": "* r0"}, None, {0: 5}),
    ({"1.1": "USE_OCC r0", "2.1": "WOOD1 x1"}, {0: (2, 0)}, None),    # no gold to pay a use
    ({"1.1": "SWAP_W r0", "2.1": "WOOD1 x1"}, None, None),            # no column with 2 workers
])
def test_pick_cards_without_a_possible_pick_are_not_offered(layout, res, aside):
    g = make_state(3, layout, res=res, aside=aside)
    before = [[s.worker for s in column] for column in g.columns]
    g = answer(g, "activate:1.1")        # only "skip": answered by itself
    assert asked(g) == (1, TURN)
    before[0][0] = X
    assert [[s.worker for s in column] for column in g.columns] == before


# --- (b) immediate leader cards, resolved right after the auction -----------------------------------

def win_auction(card, bids, given=None):
    """A 3-player leaders game whose first auction (opened by seat 0) is for `card`."""
    g = engine.new_game("nehemiah", 3, options={"leaders": True}, seed=3)
    face_up = g.auction.face_up
    if card not in face_up:
        i = g.leader_deck.index(card)
        g.leader_deck[i], face_up[0] = face_up[0], card
    if given:
        given(g)
    g = answer(g, f"leader:{card}")
    for seat in range(3):
        g = bid(g, seat, *bids.get(seat, (0, 0, 0)))
    assert invariants(g) == []
    return g


def test_l01_puts_a_cube_on_wall_and_temple_before_the_next_auction():
    g = win_auction("L01", {1: (0, 0, 1)})
    assert board(g, WALL) == [0, 1, 0] and board(g, TEMPLE) == [0, 1, 0] and board(g, GUARD) == [0, 0, 0]
    assert wood_gold(g, 1) == (3, 4)
    assert "L01" in g.leader_box and g.players[1].leaders == []
    assert asked(g) == (1, "nehemiah-ask-auction-open") and "leader:L01" not in options(g)


def test_l01_with_an_empty_cube_supply_moves_cubes():
    def full_guard(g):
        g.boards[GUARD][1] = 11
    g = win_auction("L01", {1: (0, 0, 1)}, given=full_guard)
    assert asked(g) == (1, "nehemiah-ask-cube-source")
    assert options(g) == ["from:guard", "skip"]
    g = answer(g, "from:guard")
    assert "from:guard" in options(g)
    g = answer(g, "from:guard")
    assert (board(g, WALL)[1], board(g, TEMPLE)[1], board(g, GUARD)[1]) == (1, 1, 9)
    assert asked(g) == (1, "nehemiah-ask-auction-open")


def test_l02_draws_the_top_gate_for_free():
    g = win_auction("L02", {})           # all bids 0: the opener wins
    assert g.players[0].gates == [2] and len(g.gates) == 7
    assert wood_gold(g, 0) == (3, 5)
    assert g.players[0].leaders == [] and "L02" in g.leader_box


def test_l02_with_an_empty_gate_deck_does_nothing():
    def no_gates(g):
        g.players[2].gates, g.gates = list(g.gates), []
    g = win_auction("L02", {}, given=no_gates)
    assert g.players[0].gates == [] and g.players[0].leaders == [] and "L02" in g.leader_box


def test_l03_pairs_give_two_vp_each_and_set_the_workers_aside():
    g = win_auction("L03", {2: (1, 0, 0)})
    assert asked(g) == (2, "nehemiah-ask-pairs-wood") and ask(g).max == 3     # 6 workers, 3 wood
    g = answer(g, 2)
    assert asked(g) == (2, "nehemiah-ask-pairs-gold") and ask(g).max == 4     # 4 workers left
    g = answer(g, 1)
    player = g.players[2]
    assert player.vp == {"leaders": 6}
    assert (player.workers, player.set_aside, player.wood, player.gold) == (3, 4, 1, 4)
    assert player.leaders == [] and "L03" in g.leader_box
    assert asked(g) == (1, "nehemiah-ask-auction-open")


# --- (b) round-long bonuses L04 / L05 -------------------------------------------------------------

def test_l04_l05_bonus_on_own_and_reused_cards_and_the_cards_stay():
    layout = {"1.1": "GOLD2 x1", "1.2": "WOOD1 r0", "2.1": "LUMBER r0"}
    g = make_state(3, layout, leaders=True, held={0: ["L04", "L05"]}, res={0: (0, 4)})
    g = answer(g, "activate:1.2", "do")
    assert wood_gold(g, 0) == (2, 4)                        # 1 + 1 wood
    g = answer(g, "reuse:1.1")                              # someone else's card: bonus too
    assert wood_gold(g, 0) == (2, 6) and wood_gold(g, 1) == (3, 6)   # -1 + 2 + 1 gold
    assert g.players[0].leaders == ["L04", "L05"]
    g = answer(g, "place:3", "place:3")                     # seats 1 and 2
    g = answer(g, "activate:2.1", "do")                     # LUMBER: 1 gold -> 3 + 1 wood
    assert wood_gold(g, 0) == (6, 5)
    assert g.players[0].leaders == ["L04", "L05"]


def test_l04_l05_bonus_via_use_occupied():
    layout = {"1.1": "USE_OCC r0", "2.1": "WOOD2 x1", "3.1": "GOLD3 r2"}
    g = make_state(3, layout, leaders=True, held={0: ["L04", "L05"]}, res={0: (0, 2)})
    g = answer(g, "activate:1.1", "use:2.1", "use:3.1")
    assert wood_gold(g, 0) == (3, 4)                        # 2+1 wood; 2 - 2 + 3 + 1 gold


def test_no_bonus_for_an_opponent_using_the_holders_card():
    layout = {"1.1": "WOOD2 x0", "1.2": "GOLD2 r1", "2.1": "USE_OCC r1", "3.1": "GOLD3 x0"}
    g = make_state(3, layout, leaders=True, turn=1, held={0: ["L04", "L05"]},
                   res={0: (0, 0), 1: (0, 0)})
    g = answer(g, "activate:1.2", "do", "reuse:1.1")
    assert wood_gold(g, 1) == (2, 1) and wood_gold(g, 0) == (0, 1)
    g = answer(g, "place:4", "place:4")                     # seats 2 and 0
    g = answer(g, "activate:2.1", "use:3.1")
    assert wood_gold(g, 1) == (2, 3) and wood_gold(g, 0) == (0, 2)


# --- (b) L06, before scoring; round end discards the leader cards ---------------------------------

def _round_ending(g):
    """Deck I is empty (its cards discarded); cubes: Wall 2/1/0, Temple 0/1/0, Guard 0/0/3."""
    g.discard.extend(g.decks[0])
    g.decks[0] = []
    g.boards[WALL][:], g.boards[TEMPLE][:], g.boards[GUARD][:] = [2, 1, 0], [0, 1, 0], [0, 0, 3]
    g.players[2].quiet = True


def test_l06_only_before_scoring_and_all_leader_cards_leave_at_round_end():
    g = make_state(3, {"1.4": "WOOD1 r0"}, leaders=True, held={0: ["L06", "L10"], 1: ["L04", "L05"]},
                   given=_round_ending)
    assert asked(g) == (0, TURN) and "leader:L06" not in options(g)
    g = answer(g, "activate:1.4", "skip")
    assert asked(g) == (0, "nehemiah-ask-window-scoring")
    assert options(g) == ["leader:L06", "keep"]
    g = answer(g, "leader:L06")
    assert options(g) == ["from:1.wall", "from:2.wall", "from:2.temple", "from:3.guard"]
    g = answer(g, "from:3.guard")
    assert options(g) == ["to:wall", "to:temple"]
    g = answer(g, "to:wall")
    # scored with Wall 2/1/1, Temple 0/1/0, Guard 0/0/2 (3 players: 4/2/0, ties share rounded up)
    assert [p.vp.get("influence", 0) for p in g.players] == [4, 1 + 4, 1 + 4]
    assert board(g, WALL) == [1, 1, 1] and board(g, TEMPLE) == [0, 0, 0] and board(g, GUARD) == [0, 0, 1]
    assert all(p.leaders == [] for p in g.players)
    assert {"L04", "L05", "L06", "L10"} <= set(g.leader_box)
    assert g.players[2].quiet is False
    assert g.round == 2 and asked(g) == (1, "nehemiah-ask-auction-open")


def test_l06_declined_scores_the_boards_as_they_are():
    g = make_state(3, {"1.4": "WOOD1 r0"}, leaders=True, held={0: ["L06"]}, given=_round_ending)
    g = answer(g, "activate:1.4", "skip", "keep")
    assert [p.vp.get("influence", 0) for p in g.players] == [4, 2 + 4, 4]
    assert "L06" in g.leader_box


# --- (b) L07, right after a column replacement ------------------------------------------------------

def test_l07_swaps_two_cards_of_the_new_column_right_after_the_replacement():
    g = make_state(3, {"1.4": "WOOD1 r0"}, leaders=True, held={1: ["L07"]},
                   given=lambda g: setattr(g.players[1], "quiet", True))
    assert asked(g) == (0, TURN)         # not offered before the turn
    new = g.decks[0][:4]
    g = answer(g, "activate:1.4", "skip")
    assert asked(g) == (1, "nehemiah-ask-window-replaced")  # even though seat 1 said "quiet"
    assert options(g) == ["leader:L07", "keep"]
    g = answer(g, "leader:L07")
    assert len(options(g)) == 6
    g = answer(g, "swap:1-4")
    assert column_cards(g, 1) == [new[3], new[1], new[2], new[0]]
    assert g.players[1].leaders == [] and "L07" in g.leader_box
    assert asked(g) == (1, TURN)


def test_l07_is_not_in_the_turn_menu():
    g = make_state(3, {"1.1": "WOOD1 r0"}, leaders=True, held={0: ["L07"]})
    assert not any(o.startswith("leader:") for o in options(g))


# --- (b) L08 / L09, any time -------------------------------------------------------------------

def test_l08_from_the_turn_menu_is_not_the_action():
    g = make_state(3, leaders=True, held={0: ["L08"]})
    assert "leader:L08" in options(g)
    g = answer(g, "leader:L08")
    assert options(g) == ["place:1", "place:2", "place:3", "place:4"]
    g = answer(g, "place:2")
    assert asked(g) == (0, TURN) and "leader:L08" not in options(g)
    g = answer(g, "place:2")
    assert (worker(g, "2.1"), worker(g, "2.2")) == (R, R)
    assert g.players[0].workers == 5 and "L08" in g.leader_box
    assert asked(g) == (1, TURN)


def test_l08_before_another_players_turn():
    g = make_state(3, leaders=True, held={1: ["L08"]})
    assert asked(g) == (1, "nehemiah-ask-window-turn")
    assert options(g) == ["leader:L08", "keep", "quiet"]
    g = answer(g, "leader:L08", "place:3")
    assert worker(g, "3.1") == Worker(1)
    assert asked(g) == (0, TURN)
    g = answer(g, "place:3")
    assert worker(g, "3.2") == R
    assert asked(g) == (1, TURN) and g.players[1].turns == 0


def test_keep_asks_again_next_time_but_quiet_silences_for_the_round():
    g = make_state(3, leaders=True, held={1: ["L08", "L09"]})
    assert options(g) == ["leader:L08", "leader:L09", "keep", "quiet"]
    kept = answer(g, "keep", "place:1", "place:1")          # seat 0, then seat 1's own turn
    assert asked(kept) == (1, "nehemiah-ask-window-after")  # after its own action
    kept = answer(kept, "keep")
    assert asked(kept) == (1, "nehemiah-ask-window-turn")   # before seat 2's turn: asked again
    g = answer(g, "quiet")
    assert g.players[1].quiet and asked(g) == (0, TURN)
    g = answer(g, "place:1")
    assert asked(g) == (1, TURN)                            # own turn: still offered
    assert {"leader:L08", "leader:L09"} <= set(options(g))
    g = answer(g, "place:1", "keep")                        # the after-action window: own turn
    assert asked(g) == (2, TURN)                            # not asked before seat 2's turn


def test_l09_one_vp_per_column_with_an_own_exhausted_worker():
    layout = {"1.1": "WOOD1 x0", "1.2": "WOOD2 x0", "2.1": "GOLD2 r0", "3.1": "GOLD3 x0",
              "4.1": "VP1 n0", "5.1": "LUMBER x1"}
    g = make_state(2, layout, leaders=True, held={0: ["L09"]})
    g = answer(g, "leader:L09")          # columns 1 and 3; not the neutral's, not the ready one
    assert g.players[0].vp == {"leaders": 2}
    assert asked(g) == (0, TURN) and g.players[0].leaders == [] and "L09" in g.leader_box


# --- (b) L10 / L11, own turn before or after the action ------------------------------------------

L10_LAYOUT = {"1.1": "GOLD2 x1", "2.1": "WOOD1 r0", "2.2": "WOOD2 r2", "2.3": "GOLD3 r1",
              "2.4": "VP1 r2"}


def test_l10_swaps_any_two_workers_and_may_replace_a_column():
    g = make_state(3, L10_LAYOUT, leaders=True, held={0: ["L10"]})
    g = answer(g, "leader:L10")
    assert options(g) == ["slot:1.1", "slot:2.1", "slot:2.2", "slot:2.3", "slot:2.4"]
    new = g.decks[0][:4]
    g = answer(g, "slot:1.1", "slot:2.4")
    assert worker(g, "1.1") == Worker(2)
    assert column_cards(g, 2) == new and all(s.worker is None for s in g.columns[1])
    assert [p.workers for p in g.players] == [7, 7, 6]
    assert asked(g) == (0, TURN) and "L10" in g.leader_box  # the action is still to come


def test_l10_not_on_other_players_turns_but_after_own_action():
    g = make_state(3, L10_LAYOUT, leaders=True, held={1: ["L10"]})
    assert asked(g) == (0, TURN)         # seat 1 is not asked before seat 0's turn
    g = answer(g, "place:3")
    assert asked(g) == (1, TURN) and "leader:L10" in options(g)
    g = answer(g, "place:3")
    assert asked(g) == (1, "nehemiah-ask-window-after")
    assert options(g) == ["leader:L10", "keep"]


def test_l11_moves_a_ready_worker_anywhere_even_position_4():
    g = make_state(3, {"1.1": "GOLD3 r0", "2.1": "WOOD1 x1", "2.4": "GOLD2"}, leaders=True,
                   held={0: ["L11"]})
    g = answer(g, "leader:L11")          # the only ready worker is chosen by itself
    assert asked(g)[1] == "nehemiah-ask-move-ready-to" and "slot:2.4" in options(g)
    g = answer(g, "slot:2.4")
    assert worker(g, "1.1") is None and worker(g, "2.4") == R
    assert asked(g) == (0, TURN) and "L11" in g.leader_box
    new = g.decks[0][:4]
    g = answer(g, "activate:2.4", "do", "reuse:2.1")
    assert wood_gold(g, 0) == (4, 6)     # 3 + 1 wood; 5 + 2 - 1 gold
    assert column_cards(g, 2) == new


def test_l11_needs_a_ready_worker():
    g = make_state(3, {"1.1": "GOLD3 x0"}, leaders=True, held={0: ["L11"]})
    assert "leader:L11" not in options(g)


# --- (b) L12, L13, L14: instead of the action ---------------------------------------------------

def test_l12_places_up_to_two_workers_as_the_action():
    g = make_state(3, leaders=True, held={0: ["L12"]})
    g = answer(g, "leader:L12", "place:1", "place:4")
    assert (worker(g, "1.1"), worker(g, "4.1")) == (R, R)
    assert g.players[0].workers == 5 and g.players[0].turns == 1
    assert g.players[0].leaders == [] and "L12" in g.leader_box
    assert asked(g) == (1, TURN)


def test_l13_replaces_the_first_column_before_the_second_activation():
    layout = {"1.1": "GOLD2 x1", "1.4": "WOOD1 r0", "2.1": "GOLD3 r0"}
    g = make_state(3, layout, leaders=True, held={0: ["L13"]}, res={0: (0, 1)})
    g = answer(g, "leader:L13")
    assert options(g) == ["activate:1.4", "activate:2.1"]
    new = g.decks[0][:4]
    g = answer(g, "activate:1.4", "do", "reuse:1.1")
    assert column_cards(g, 1) == new and g.players[1].workers == 7
    assert asked(g)[1] == "nehemiah-ask-activations"
    assert options(g) == ["activate:2.1", "done"]
    g = answer(g, "activate:2.1", "do")
    assert wood_gold(g, 0) == (1, 5)     # +1 wood; 1 - 1 (to seat 1) + 2 + 3 gold
    assert wood_gold(g, 1) == (3, 6)
    assert g.players[0].leaders == [] and "L13" in g.leader_box
    assert asked(g) == (1, TURN)


def test_l13_second_activation_cannot_refresh_the_first():
    layout = {"1.1": "WOOD1 r0", "2.1": "REFRESH r0", "3.1": "GOLD2 x0"}
    g = make_state(3, layout, leaders=True, held={0: ["L13"]})
    g = answer(g, "leader:L13", "activate:1.1", "skip", "activate:2.1")
    assert options(g) == ["slot:3.1", "skip"]


def test_l14_activates_another_players_ready_worker():
    layout = {"1.1": "WOOD2 x1", "1.2": "GOLD3 r1", "1.3": "GOLD2 r2", "2.1": "WOOD1 x0"}
    g = make_state(3, layout, leaders=True, held={0: ["L14"]})
    g = answer(g, "leader:L14")
    assert options(g) == ["activate:1.2", "activate:1.3"]
    g = answer(g, "activate:1.2", "do")
    assert wood_gold(g, 0) == (3, 8)
    assert options(g) == ["reuse:1.1", "done"]
    g = answer(g, "reuse:1.1")
    assert wood_gold(g, 0) == (5, 7) and wood_gold(g, 1) == (3, 6)
    assert worker(g, "1.2") == Worker(1, exhausted=True)
    assert g.players[1].workers == 5 and g.players[0].turns == 1
    assert g.players[0].leaders == [] and "L14" in g.leader_box
    assert asked(g) == (1, TURN)


def test_l14_on_position_4_replaces_the_column_and_can_save_a_forced_pass():
    g = make_state(3, {"1.1": "WOOD1 x0", "2.4": "GOLD2 r1"}, leaders=True,
                   held={0: ["L14"]}, aside={0: 6})
    assert options(g) == ["leader:L14", "pass"]
    new = g.decks[0][:4]
    g = answer(g, "leader:L14", "do")    # the only target is chosen by itself
    assert wood_gold(g, 0) == (3, 7)
    assert column_cards(g, 2) == new and g.players[1].workers == 7


# --- (b) L15, before another player's turn -------------------------------------------------------

def test_l15_runs_another_players_turn_without_costing_the_holders_turn():
    layout = {"1.1": "GOLD3 r0", "2.1": "WOOD1 r0"}
    g = make_state(3, layout, leaders=True, held={0: ["L05"], 2: ["L15"]})
    assert asked(g) == (2, "nehemiah-ask-window-turn")
    assert options(g) == ["leader:L15", "keep", "quiet"]
    g = answer(g, "leader:L15")
    assert asked(g) == (2, "nehemiah-ask-run-turn")
    assert options(g) == ["place:1", "place:2", "place:3", "place:4", "activate:1.1", "activate:2.1"]
    g = answer(g, "activate:1.1")
    assert asked(g) == (0, "nehemiah-ask-work")             # the target decides the rest
    g = answer(g, "do")
    assert wood_gold(g, 0) == (3, 9)     # 5 + 3, + 1 from the target's own L05
    assert worker(g, "1.1") == X and g.players[0].turns == 1
    assert "L15" in g.leader_box and g.players[2].leaders == []
    assert asked(g) == (1, TURN)
    g = answer(g, "place:3")
    assert asked(g) == (2, TURN) and g.players[2].turns == 0


def test_l15_naming_a_column_leaves_the_neutral_worker_to_the_target():
    g = make_state(2, leaders=True, held={1: ["L15"]})
    g = answer(g, "leader:L15", "place:3")
    assert worker(g, "3.1") == R
    assert asked(g) == (0, "nehemiah-ask-neutral")
    assert options(g) == ["neutral:1", "neutral:2", "neutral:4", "neutral:5"]


def test_l15_not_in_the_holders_own_turn_menu():
    g = make_state(3, leaders=True, turn=2, held={2: ["L15"]})
    assert asked(g) == (2, TURN) and "leader:L15" not in options(g)


# --- (c) 2-player neutral workers ----------------------------------------------------------------

def test_neutral_worker_after_a_placement_action():
    layout = {"3.1": "WOOD1 x1", "3.2": "GOLD2 x1", "3.3": "WOOD2 x1"}
    g = make_state(2, layout)
    g = answer(g, "place:2")
    assert asked(g) == (0, "nehemiah-ask-neutral")
    # a different column, never one whose first free card is position 4; no way to skip
    assert options(g) == ["neutral:1", "neutral:4", "neutral:5"]
    g = answer(g, "neutral:4")
    assert worker(g, "2.1") == R and worker(g, "4.1") == Worker(0, neutral=True, exhausted=True)
    assert (g.players[0].workers, g.players[0].neutral) == (5, 5)
    assert asked(g) == (1, TURN)


def test_no_neutral_worker_when_no_column_is_eligible():
    tokens = iter(["n1"] * 6 + ["r1"] * 6)   # seat 1: all neutral and own workers on cards
    layout = {f"{c}.{p}": f"* {next(tokens)}" for c in (1, 3, 4, 5) for p in (1, 2, 3)}
    g = make_state(2, layout)
    g = answer(g, "place:2")             # the others' first free card is position 4
    assert worker(g, "2.1") == R
    assert g.players[0].neutral == 6 and asked(g) == (1, TURN)


def test_the_only_eligible_column_gets_the_neutral_worker_without_asking():
    tokens = iter(["n1"] * 6 + ["r1"] * 6)
    layout = {f"{c}.{p}": f"* {next(tokens)}" for c in (1, 3, 4) for p in (1, 2, 3)}
    g = answer(make_state(2, layout), "place:2")
    assert worker(g, "5.1") == Worker(0, neutral=True, exhausted=True)
    assert asked(g) == (1, TURN)


def test_no_neutral_worker_when_none_is_left():
    layout = {f"{c}.{p}": "* n0" for c in (1, 3, 4) for p in (1, 2)}   # all 6 of seat 0's
    g = answer(make_state(2, layout), "place:2")
    assert worker(g, "2.1") == R and g.players[0].neutral == 0
    assert worker(g, "5.1") is None and asked(g) == (1, TURN)


@pytest.mark.parametrize("kind, picks", [
    ("PLACE2", ["place:2", "place:3"]), ("PLACE_ANY", ["slot:2.3"])])
def test_no_neutral_worker_after_card_placements(kind, picks):
    g = make_state(2, {"1.1": f"{kind} r0"})
    g = answer(g, "activate:1.1", *picks)
    assert asked(g) == (1, TURN) and g.players[0].neutral == 6
    assert not any(s.worker and s.worker.neutral for column in g.columns for s in column)


@pytest.mark.parametrize("card, picks", [("L08", ["place:2"]), ("L12", ["place:2", "place:3"])])
def test_no_neutral_worker_after_leader_placements(card, picks):
    g = make_state(2, leaders=True, held={0: [card]})
    g = answer(g, f"leader:{card}", *picks)
    assert g.players[0].neutral == 6 and g.players[0].workers == 6 - len(picks)
    assert not any(s.worker and s.worker.neutral for column in g.columns for s in column)


def test_using_a_neutral_card_pays_the_bank():
    layout = {"1.1": "GOLD2 n1", "1.2": "WOOD1 r0", "2.1": "USE_OCC r0", "3.1": "GOLD3 n1"}
    g = make_state(2, layout)
    g = answer(g, "activate:1.2", "do", "reuse:1.1")
    assert wood_gold(g, 0) == (3, 5) and wood_gold(g, 1) == (2, 4)
    g = answer(g, "place:4", "neutral:5")                 # seat 1's turn
    g = answer(g, "activate:2.1", "use:3.1", "done")
    assert wood_gold(g, 0) == (3, 7) and wood_gold(g, 1) == (2, 4)


def test_neutral_workers_cannot_be_activated_or_refreshed():
    g = make_state(2, {"1.1": "REFRESH r0", "2.1": "GOLD2 n0", "3.1": "WOOD1 n1"})
    assert [o for o in options(g) if o.startswith("activate:")] == ["activate:1.1"]
    g = answer(g, "activate:1.1")        # nothing to refresh: the work is skipped by itself
    assert worker(g, "2.1") == Worker(0, neutral=True, exhausted=True)
    assert asked(g) == (1, TURN)


# --- (d) the exceptional situation ---------------------------------------------------------------

EXCEPTIONAL = {"1.1": "WOOD1 x0", "2.1": "WOOD2 x1", "3.1": "GOLD2 x2"}


def test_nobody_can_act_replaces_the_two_leftmost_columns():
    seen = {}

    def record(g):
        seen.update(deck=list(g.decks[0]), third=column_cards(g, 3))
    g = make_state(3, EXCEPTIONAL, leaders=True, aside={0: 6, 1: 6, 2: 6}, given=record)
    deck = seen["deck"]
    assert column_cards(g, 1) == deck[:4] and column_cards(g, 2) == deck[4:8]
    assert g.decks[0] == deck[8:]
    assert all(s.worker is None for c in (0, 1) for s in g.columns[c])
    assert column_cards(g, 3) == seen["third"] and worker(g, "3.1") == Worker(2, exhausted=True)
    assert [p.workers for p in g.players] == [1, 1, 0]
    assert asked(g) == (0, TURN) and options(g) == ["place:1", "place:2", "place:3", "place:4"]


def test_one_player_able_to_act_means_the_others_just_pass():
    seen = {}
    g = make_state(3, EXCEPTIONAL, leaders=True, aside={0: 6, 1: 6, 2: 5},
                   given=lambda g: seen.update(deck=list(g.decks[0])))
    assert asked(g) == (2, TURN)         # seats 0 and 1 passed by themselves
    assert [p.turns for p in g.players] == [1, 1, 0]
    assert worker(g, "1.1") == X and g.decks[0] == seen["deck"]
