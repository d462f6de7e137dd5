"""The scenarios of the Nehemiah rules spec (shared/rules/nehemiah.md, section 11): E1-E8 and R1-R19.

Each test builds the "Given" by editing a fresh state whose pending decision is the turn menu of the
player to move, then plays the "When" only through engine.pending / engine.act with the option ids the
engine offers, and asserts the "Then". Seats are 0-based: P1 = seat 0, P2 = seat 1 ...; in the
rulebook examples red = seat 0, blue = seat 1, green = seat 2.
"""
from __future__ import annotations

import engine
from engine.core.frames import Log, advance
from engine.nehemiah import board as B
from engine.nehemiah import leaders as L
from engine.nehemiah import work as W
from engine.nehemiah.content import CONTENT
from engine.nehemiah.leaders import AuctionOpen, Bids, Pairs
from engine.nehemiah.rounds import FinalScoring, board_points, score_boards
from engine.nehemiah.state import GUARD, TEMPLE, WALL
from engine.nehemiah.turn import NeutralPlacement, Turn, TurnMenu, Window
from engine.nehemiah.view import invariants

from .answers import kinds, play

P1, P2, P3, P4 = 0, 1, 2, 3
RED, BLUE, GREEN = 0, 1, 2
READY, EXH = False, True
TABLE = {n: CONTENT.players(n).score for n in (2, 3, 4)}


# --- building situations ---------------------------------------------------------------------------

def new(n: int = 4, *, leaders: bool = False, seed: int = 7):
    return engine.new_game("nehemiah", n, options={"leaders": leaders}, seed=seed)


def set_card(g, c: int, p: int, kind: str) -> str:
    """Put a card of `kind` at column c / position p (0-based), swapping it with a card of that kind
    taken from the discard or a deck, so that cards and deck sizes are conserved."""
    for pile in [g.discard, *reversed(g.decks)]:
        for i, card in enumerate(pile):
            if B.kind_name(card) == kind:
                pile[i] = g.columns[c][p].card
                g.columns[c][p].card = card
                return card
    raise AssertionError(f"no spare {kind} card")


def column(g, c: int, *specs) -> list[str]:
    """Lay out column c (1-based): one spec per position, `kind` or (kind, seat, exhausted) or
    (kind, seat, exhausted, "neutral"). Workers come from their owner's supply."""
    cards = []
    for p, spec in enumerate(specs):
        spec = (spec,) if isinstance(spec, str) else spec
        cards.append(set_card(g, c - 1, p, spec[0]))
        if len(spec) > 1:
            B.put_worker(g, spec[1], c - 1, p, exhausted=spec[2], neutral=len(spec) > 3)
    return cards


def set_turn(g, seat: int) -> None:
    """Make `seat` the player to move (the state must be at a turn menu)."""
    turn, menu = g.frames[-2], g.frames[-1]
    assert isinstance(turn, Turn) and isinstance(menu, TurnMenu)
    g.turn = turn.seat = menu.seat = seat


def move_deck_to_discard(g, round_: int) -> None:
    g.discard.extend(g.decks[round_ - 1])
    g.decks[round_ - 1].clear()


# --- playing -----------------------------------------------------------------------------------------

def decision(g):
    """The single pending decision."""
    decisions = engine.pending(g)
    assert len(decisions) == 1, decisions
    return decisions[0]


def options(g) -> set[str]:
    """The ids of the options the pending decision offers."""
    return {o.id for o in decision(g).options if o.disabled is None}


def turn_seats(events) -> list[int]:
    return [e.seat for e in events if e.kind == "turn"]


def where(option) -> tuple[int, int]:
    """(column, position) of a placement option, from its label."""
    params = option.label.params["where"].params
    return params["column"], params["position"]


def worker(g, c: int, p: int):
    return g.columns[c - 1][p - 1].worker


def on_cards(g, seat: int) -> int:
    return sum(1 for _, _, s in B.slots(g) if s.worker and s.worker.owner == seat and not s.worker.neutral)


def gold(g) -> list[int]:
    return [player.gold for player in g.players]


def wood(g) -> list[int]:
    return [player.wood for player in g.players]


def vp(g) -> list[int]:
    return [player.score for player in g.players]


def consistent(g) -> None:
    assert invariants(g) == []


def take_leader(g, seat: int, leader: str) -> None:
    """Give `seat` a leader card, taken from wherever it lies."""
    for pile in (g.leader_deck, g.leader_box, g.auction.face_up, *(p.leaders for p in g.players)):
        if leader in pile:
            pile.remove(leader)
    g.players[seat].leaders.append(leader)


def clear_leaders(g) -> None:
    for player in g.players:
        g.leader_box.extend(player.leaders)
        player.leaders = []


def run_auctions(g, picked: list[tuple[int, str]] | None = None):
    """Answer the round's auctions until a turn menu is up: each opener takes the first card that is
    not an immediate one (if any), everybody bids nothing, L03 discards no pairs, and any leader
    window is answered "keep". `picked` collects (opener, card) in order."""
    while not isinstance(g.frames[-1], TurnMenu):
        frame = g.frames[-1]
        d = engine.pending(g)[0]
        if isinstance(frame, AuctionOpen):
            cards = [o.id for o in d.options]
            card = ([c for c in cards if L.timing(c[7:]) != "immediate"] or cards)[0]
            if picked is not None:
                picked.append((d.seat, card[7:]))
            g, _ = engine.act(g, d.seat, card)
        elif isinstance(frame, (Bids, Pairs)):
            g, _ = engine.act(g, d.seat, 0)
        elif isinstance(frame, Window):
            g, _ = engine.act(g, d.seat, "keep")
        else:
            raise AssertionError(f"unexpected decision {type(frame).__name__}")
    return g


def bid(g, bids: list[tuple[int, int, int]]):
    """Every seat bids (workers, wood, gold); returns the state after the reveal."""
    for seat, parts in enumerate(bids):
        g, _ = play(g, seat, *parts)
    return g


# --- 11.1 rulebook examples ------------------------------------------------------------------------

def test_E1_first_placements():
    """E1: only placing, on position 1 of each column; then P2 may also take column 3 position 2."""
    g = new(4)
    d = decision(g)
    assert d.seat == P1
    assert {o.id for o in d.options} == {f"place:{c}" for c in range(1, 6)}
    assert {where(o) for o in d.options} == {(c, 1) for c in range(1, 6)}

    g, _ = play(g, P1, "place:3")
    assert worker(g, 3, 1).owner == P1 and not worker(g, 3, 1).exhausted
    d = decision(g)
    assert d.seat == P2
    assert {o.id for o in d.options} == {f"place:{c}" for c in range(1, 6)}
    assert {where(o) for o in d.options} == {(1, 1), (2, 1), (3, 2), (4, 1), (5, 1)}

    g, _ = play(g, P2, "place:3")
    assert worker(g, 3, 2).owner == P2 and worker(g, 3, 1).owner == P1
    consistent(g)


def example_column(g, red_top: bool, blue_top: bool, red_wall: bool) -> None:
    """The single column of the examples in column 2: WOOD1, GOLD2, WALL1, WOOD1 with red, blue, red,
    green workers in the given states (True = exhausted)."""
    column(g, 2, ("WOOD1", RED, red_top), ("GOLD2", BLUE, blue_top), ("WALL1", RED, red_wall),
           ("WOOD1", GREEN, READY))


def test_E2_no_exhausted_workers_no_reuse():
    """E2: red may activate pos1 or pos3; no paid reuse is offered; building takes 1 wood, +1 Wall cube."""
    g = new(3)
    example_column(g, READY, READY, READY)
    cards = [slot.card for slot in g.columns[1]]
    assert options(g) == {f"place:{c}" for c in (1, 3, 4)} | {"activate:2.1", "activate:2.3"}

    # pos1: the work is offered, then no reuse (the turn passes at once)
    g1, _ = play(g, RED, "activate:2.1")
    assert options(g1) == {"do", "skip"}
    g1, _ = play(g1, RED, "do")
    assert wood(g1)[RED] == 3 and worker(g1, 2, 1).exhausted
    assert decision(g1).seat == BLUE and isinstance(g1.frames[-1], TurnMenu)

    # pos3: build the wall
    g, _ = play(g, RED, "activate:2.3")
    assert options(g) == {"do", "skip"}
    g, events = play(g, RED, "do")
    assert "reuse" not in kinds(events)
    assert decision(g).seat == BLUE and isinstance(g.frames[-1], TurnMenu)
    assert wood(g)[RED] == 1 and gold(g)[RED] == 4
    assert g.boards[WALL][RED] == 1
    assert worker(g, 2, 3).exhausted and worker(g, 2, 3).owner == RED
    assert not worker(g, 2, 1).exhausted and not worker(g, 2, 4).exhausted
    assert [slot.card for slot in g.columns[1]] == cards  # no column replacement
    assert "replace-column" not in kinds(events)
    consistent(g)


def test_E3_reuse_cards_above_own_and_others():
    """E3: wall first, then pay blue 1 gold for pos2 (+2 gold) and the bank 1 gold for pos1 (+1 wood),
    in either order: red 2 wood 4 gold, +1 Wall cube; blue 5 gold; no replacement."""
    g = new(3)
    example_column(g, EXH, EXH, READY)
    cards = [slot.card for slot in g.columns[1]]
    total_gold = sum(gold(g))

    g, _ = play(g, RED, "activate:2.3")
    assert options(g) == {"do", "skip"}  # the main work comes before any reuse
    g, _ = play(g, RED, "do")
    assert decision(g).seat == RED and options(g) == {"reuse:2.1", "reuse:2.2", "done"}

    for order in (["reuse:2.2", "reuse:2.1"], ["reuse:2.1", "reuse:2.2"]):
        after, events = play(g, RED, *order)
        assert wood(after)[RED] == 2 and gold(after)[RED] == 4
        assert gold(after)[BLUE] == 5 and gold(after)[GREEN] == 4
        assert after.boards[WALL][RED] == 1
        assert sum(gold(after)) == total_gold + 2 - 1  # +2 from the bank, 1 paid to the bank
        assert [slot.card for slot in after.columns[1]] == cards
        assert "replace-column" not in kinds(events)
        assert decision(after).seat == BLUE
        consistent(after)


def test_E4_cards_below_cannot_be_reused():
    """E4: blue activates pos2; only pos1 may be reused (pos3 is below); blue 3 wood 5 gold, red 5 gold."""
    g = new(3)
    example_column(g, EXH, READY, EXH)
    set_turn(g, BLUE)

    g, _ = play(g, BLUE, "activate:2.2", "do")
    assert options(g) == {"reuse:2.1", "done"}
    g, _ = play(g, BLUE, "reuse:2.1")
    assert wood(g)[BLUE] == 3 and gold(g)[BLUE] == 5
    assert gold(g)[RED] == 5 and wood(g)[RED] == 2
    assert decision(g).seat == GREEN
    consistent(g)


def test_E5_activation_on_lowest_card_replaces_column():
    """E5: green uses pos4, reuses pos2 and pos1 (never pos3); green 4 wood 4 gold, blue 5, red 5;
    then the column is discarded, its workers go home and 4 new empty cards come from the deck."""
    g = new(3)
    example_column(g, EXH, EXH, READY)
    set_turn(g, GREEN)
    old_cards = [slot.card for slot in g.columns[1]]
    deck = list(g.decks[0])
    supply = [player.workers for player in g.players]

    g, _ = play(g, GREEN, "activate:2.4", "do")
    assert options(g) == {"reuse:2.1", "reuse:2.2", "done"}  # pos3 holds a ready worker
    g, _ = play(g, GREEN, "reuse:2.2")
    assert options(g) == {"reuse:2.1", "done"}
    g, events = play(g, GREEN, "reuse:2.1")
    assert wood(g)[GREEN] == 4 and gold(g)[GREEN] == 4
    assert gold(g)[BLUE] == 5 and gold(g)[RED] == 5

    assert "replace-column" in kinds(events)
    assert g.discard[-4:] == old_cards
    assert [player.workers for player in g.players] == [supply[RED] + 2, supply[BLUE] + 1,
                                                         supply[GREEN] + 1]
    assert [slot.card for slot in g.columns[1]] == deck[:4]
    assert g.decks[0] == deck[4:]
    assert all(slot.worker is None for slot in g.columns[1])
    assert decision(g).seat == RED
    consistent(g)


def test_E6_three_player_temple_scoring():
    """E6: Temple 3/2/0 with 3 players: +4, +2, +0; the leader's cubes 3 -> 2 (back to the supply)."""
    assert board_points([3, 2, 0], TABLE[3]) == [4, 2, 0]
    g = new(3)
    g.boards[TEMPLE] = [3, 2, 0]
    score_boards(g, Log(), remove_cubes=True)
    assert vp(g) == [4, 2, 0]
    assert g.boards[TEMPLE] == [2, 2, 0]
    assert B.cube_supply(g, 0) == 9 and B.cube_supply(g, 1) == 9


def test_E7_four_player_guard_scoring_with_tie():
    """E7: Guard 3/2/1/1 with 4 players: +6, +4, +1, +1 (ceil((2+0)/2)); the leader 3 -> 2."""
    assert board_points([3, 2, 1, 1], TABLE[4]) == [6, 4, 1, 1]
    g = new(4)
    g.boards[GUARD] = [3, 2, 1, 1]
    score_boards(g, Log(), remove_cubes=True)
    assert vp(g) == [6, 4, 1, 1]
    assert g.boards[GUARD] == [2, 2, 1, 1]


def test_E8_end_game_resource_conversion():
    """E8: 5 wood + 5 gold at game end -> 1 + 2 = 3 VP, keeping 2 wood and 1 gold for tie-breaks."""
    g = new(3)
    g.players[0].wood, g.players[0].gold = 5, 5
    g.frames = [FinalScoring()]
    advance(g, Log())
    assert g.over and engine.pending(g) == []
    player = g.players[0]
    assert player.vp["wood"] == 1 and player.vp["gold"] == 2 and player.score == 3
    assert (player.wood, player.gold) == (2, 1)
    score = engine.result(g).scores[0]
    assert score.total == 3 and score.tiebreak == [2, 1]


# --- 11.2 rule-derived checks --------------------------------------------------------------------

def scored(n: int, board: int, counts: list[int]):
    g = new(n)
    g.boards[board] = list(counts)
    score_boards(g, Log(), remove_cubes=True)
    return g


def test_R1_two_way_tie_for_first():
    """R1: Wall 3/3/1/0 -> +5, +5, +2, +0; both leaders 3 -> 2."""
    assert board_points([3, 3, 1, 0], TABLE[4]) == [5, 5, 2, 0]
    g = scored(4, WALL, [3, 3, 1, 0])
    assert vp(g) == [5, 5, 2, 0]
    assert g.boards[WALL] == [2, 2, 1, 0]


def test_R2_three_way_tie():
    """R2: Temple 2/2/2/1 -> +4 each for the three tied, +0 for the 4th; the three remove a cube."""
    assert board_points([2, 2, 2, 1], TABLE[4]) == [4, 4, 4, 0]
    g = scored(4, TEMPLE, [2, 2, 2, 1])
    assert vp(g) == [4, 4, 4, 0]
    assert g.boards[TEMPLE] == [1, 1, 1, 1]


def test_R3_rounding_up():
    """R3: Guard 4/2/2/0 -> +6, +3, +3, +0 (ceil((4+2)/2)); only the leader 4 -> 3."""
    assert board_points([4, 2, 2, 0], TABLE[4]) == [6, 3, 3, 0]
    # the house tables always share evenly; a table with an odd sum shows the rounding up
    assert board_points([4, 2, 2, 0], [6, 4, 1, 0]) == [6, 3, 3, 0]      # ceil(5/2)
    assert board_points([3, 1, 1, 1], [6, 4, 2, 1]) == [6, 3, 3, 3]      # ceil(7/3)
    g = scored(4, GUARD, [4, 2, 2, 0])
    assert vp(g) == [6, 3, 3, 0]
    assert g.boards[GUARD] == [3, 2, 2, 0]


def test_R4_all_tied():
    """R4: all tied (3p 2/2/2, or 2p equal) -> nobody scores; [HOUSE] each removes a cube."""
    assert board_points([2, 2, 2], TABLE[3]) == [0, 0, 0]
    assert board_points([3, 3], TABLE[2]) == [0, 0]
    g = scored(3, WALL, [2, 2, 2])
    assert vp(g) == [0, 0, 0]
    assert g.boards[WALL] == [1, 1, 1]
    g = scored(2, WALL, [3, 3])
    assert vp(g) == [0, 0]
    assert g.boards[WALL] == [2, 2]


def test_R5_zero_cubes_never_score():
    """R5: Temple 1/0/0/0 -> +6 for A only (the shared places of B, C, D are worth nothing); A 1 -> 0."""
    assert board_points([1, 0, 0, 0], TABLE[4]) == [6, 0, 0, 0]
    g = scored(4, TEMPLE, [1, 0, 0, 0])
    assert vp(g) == [6, 0, 0, 0]
    assert g.boards[TEMPLE] == [0, 0, 0, 0]


def test_R6_all_or_nothing():
    """R6: with 1 wood and 3 gold, WALL2 and GUARD2 are not offered; the worker is still exhausted."""
    g = new(4)
    column(g, 1, ("WALL2", P1, READY))
    column(g, 2, ("GUARD2", P1, READY))
    g.players[P1].wood, g.players[P1].gold = 1, 3
    assert not W.can_perform(g, P1, g.columns[0][0].card)
    assert not W.can_perform(g, P1, g.columns[1][0].card)

    for c in (1, 2):
        after, events = play(g, P1, f"activate:{c}.1")  # only "skip" is left: answered by itself
        assert worker(after, c, 1).exhausted
        assert "skip" in kinds(events) and "pay" not in kinds(events)
        assert (wood(after)[P1], gold(after)[P1]) == (1, 3)
        assert [board[P1] for board in after.boards] == [0, 0, 0]
        assert decision(after).seat == P2
        consistent(after)

    # control: with the full cost the work is offered
    g.players[P1].wood = 2
    after, _ = play(g, P1, "activate:1.1")
    assert options(after) == {"do", "skip"}
    after, _ = play(after, P1, "do")
    assert after.boards[WALL][P1] == 2 and wood(after)[P1] == 0


def test_R7_refresh_cannot_stand_up_worker_used_this_turn():
    """R7: reusing REFRESH may stand up W and/or the worker on pos1, never the one on pos3; gold -1."""
    g = new(4)
    column(g, 1, ("REFRESH", P1, EXH), ("WOOD1", P2, READY), ("VP1", P1, READY))
    column(g, 2, ("GOLD2", P1, EXH))                        # W
    column(g, 3, ("GOLD3", P1, EXH))                        # a third one: at most 2 stand up
    g.players[P1].gold = 1

    g, _ = play(g, P1, "activate:1.3", "do")
    assert options(g) == {"reuse:1.1", "done"}
    g, _ = play(g, P1, "reuse:1.1")
    assert gold(g)[P1] == 0
    assert options(g) == {"slot:1.1", "slot:2.1", "slot:3.1"}  # not slot:1.3
    g, _ = play(g, P1, "slot:2.1")
    assert options(g) == {"slot:1.1", "slot:3.1", "done"}
    g, _ = play(g, P1, "slot:1.1")                             # the second and last one
    assert not worker(g, 1, 1).exhausted and not worker(g, 2, 1).exhausted
    assert worker(g, 1, 3).exhausted and worker(g, 3, 1).exhausted
    assert g.players[P1].vp == {"cards": 1} and gold(g)[P1] == 0
    assert decision(g).seat == P2
    consistent(g)


def test_R8_gate_order():
    """R8: 8 GATE uses (2 wood each) give 2, 2, 3, 3, 3, 4, 4, 4; a 9th use is not offered."""
    g = new(4)
    column(g, 1, ("GATE", P1, READY))
    for expected in [2, 2, 3, 3, 3, 4, 4, 4]:
        g.players[P1].wood = 2
        worker(g, 1, 1).exhausted = False
        set_turn(g, P1)
        g, _ = play(g, P1, "activate:1.1", "do")
        assert g.players[P1].gates[-1] == expected and wood(g)[P1] == 0
    assert g.players[P1].gates == [2, 2, 3, 3, 3, 4, 4, 4] and g.gates == []

    g.players[P1].wood = 2
    worker(g, 1, 1).exhausted = False
    set_turn(g, P1)
    g, events = play(g, P1, "activate:1.1")  # only "skip" remains: answered by itself
    assert "skip" in kinds(events) and "gate" not in kinds(events)
    assert wood(g)[P1] == 2 and len(g.players[P1].gates) == 8
    consistent(g)


def test_R9_place_any_then_early_replacement():
    """R9: PLACE_ANY onto pos4 of a column with only pos1 occupied; activating it later replaces the
    column although pos2 and pos3 are empty; all its workers go home."""
    g = new(4)
    column(g, 1, ("PLACE_ANY", P1, READY))
    column(g, 3, ("GOLD2", P2, READY), "WOOD2", "WOOD2", "WOOD1")
    g, _ = play(g, P1, "activate:1.1")
    assert "slot:3.4" in options(g) and "slot:3.1" not in options(g)
    g, _ = play(g, P1, "slot:3.4")
    assert worker(g, 3, 4).owner == P1 and not worker(g, 3, 4).exhausted
    assert worker(g, 3, 2) is None and worker(g, 3, 3) is None

    for seat in (P2, P3, P4):  # the others place elsewhere
        g, _ = play(g, seat, "place:2")
    old_cards = [slot.card for slot in g.columns[2]]
    deck = list(g.decks[0])
    supply = [player.workers for player in g.players]

    g, events = play(g, P1, "activate:3.4", "do")
    assert "replace-column" in kinds(events)
    assert g.discard[-4:] == old_cards
    assert [slot.card for slot in g.columns[2]] == deck[:4]
    assert all(slot.worker is None for slot in g.columns[2])
    assert g.players[P1].workers == supply[P1] + 1 and g.players[P2].workers == supply[P2] + 1
    consistent(g)


def test_R10_swap_cards_triggers_replacement():
    """R10: SWAP_C moving the card with an exhausted worker from pos2 to pos4 replaces the column after
    the action (pos4 ready, or empty)."""
    for lowest in (("WOOD1", P4, READY), "WOOD1"):
        g = new(4)
        column(g, 1, ("SWAP_C", P1, READY))
        column(g, 3, ("GOLD2", P3, READY), ("WOOD2", P2, EXH), "WALL1", lowest)
        old_cards = [slot.card for slot in g.columns[2]]
        deck = list(g.decks[0])
        supply = [player.workers for player in g.players]

        g, _ = play(g, P1, "activate:1.1", "column:3")
        assert "swap:2-4" in options(g)
        g, events = play(g, P1, "swap:2-4")
        assert "swap" in kinds(events) and "replace-column" in kinds(events)
        assert sorted(g.discard[-4:]) == sorted(old_cards)
        assert [slot.card for slot in g.columns[2]] == deck[:4]
        assert all(slot.worker is None for slot in g.columns[2])
        returned = [player.workers - before for player, before in zip(g.players, supply)]
        p4_home = 1 if isinstance(lowest, tuple) else 0      # P4's ready worker on pos4, if any
        assert returned == [0, 1, 1, p4_home]
        assert decision(g).seat == P2
        consistent(g)


def test_R11_round_end():
    """R11: deck I empty, P2 activates pos4 of column 3: the column goes, the boards are scored (the
    leaders lose a cube), 4 cards of deck II fill column 3, P3 plays next."""
    g = new(4)
    column(g, 3, ("WOOD1", P1, EXH), ("GOLD2", P3, READY), ("WALL1", P4, READY), ("WOOD1", P2, READY))
    move_deck_to_discard(g, 1)
    g.boards[WALL] = [2, 1, 0, 0]
    g.boards[GUARD] = [0, 0, 3, 3]
    set_turn(g, P2)
    old_cards = [slot.card for slot in g.columns[2]]
    deck2 = list(g.decks[1])
    supply = [player.workers for player in g.players]

    g, _ = play(g, P2, "activate:3.4", "do")
    assert options(g) == {"reuse:3.1", "done"}
    g, events = play(g, P2, "done")
    assert "round-end" in kinds(events)
    assert set(old_cards) <= set(g.discard)
    assert [player.workers - before for player, before in zip(g.players, supply)] == [1, 1, 1, 1]
    assert vp(g) == [6, 4, 5, 5]                        # Wall 6/4; Guard tied first: ceil(10/2)
    assert g.boards[WALL] == [1, 1, 0, 0] and g.boards[GUARD] == [0, 0, 2, 2]
    assert g.round == 2
    assert [slot.card for slot in g.columns[2]] == deck2[:4] and g.decks[1] == deck2[4:]
    assert all(slot.worker is None for slot in g.columns[2])
    assert decision(g).seat == P3 and isinstance(g.frames[-1], TurnMenu)
    consistent(g)


def first_choice(g):
    """Some legal answer for whoever is asked (to play the final turns out)."""
    d = engine.pending(g)[0]
    if d.kind == "amount":
        return d.seat, d.min
    enabled = [o.id for o in d.options if o.disabled is None]
    return d.seat, next((o for o in enabled if o.startswith("place:")), enabled[0])


def game_end(trigger_seat: int) -> tuple[list[int], list[int]]:
    """Round III with an empty deck; `trigger_seat` closes a column. Returns the seats' turn starts
    after the trigger and the turns each seat took in the game."""
    g = new(4)
    column(g, 1, ("WOOD1", P1, EXH), ("GOLD2", P3, EXH), ("WALL1", P4, EXH), ("WOOD1", trigger_seat, READY))
    for round_ in (1, 2, 3):
        move_deck_to_discard(g, round_)
    g.round = 3
    set_turn(g, trigger_seat)
    for seat, player in enumerate(g.players):
        player.turns = 5 if seat < trigger_seat else 4
    supply = [player.workers for player in g.players]

    g, events = play(g, trigger_seat, "activate:1.4", "skip", "done")
    assert g.columns[0] is None and "remove-column" in kinds(events)
    expected = [1, 0, 1, 1]          # P1, P3, P4 on positions 1-3; the trigger seat on position 4
    expected[trigger_seat] += 1
    assert [player.workers - before for player, before in zip(g.players, supply)] == expected
    seats = turn_seats(events)
    while not g.over:
        g, events = engine.act(g, *first_choice(g))
        seats += turn_seats(events)
    assert engine.pending(g) == [] and engine.result(g) is not None
    assert "gates" in g.players[0].vp  # the final scoring ran
    consistent(g)
    return seats, [player.turns for player in g.players]


def test_R12_game_end_turn_count():
    """R12: trigger on P2's turn -> P3, P4, then P1-P4: extra turns 1, 1, 2, 2, all equal at the end;
    trigger on P4's turn -> P1-P4 each exactly one more turn."""
    seats, turns = game_end(P2)
    assert seats == [P3, P4, P1, P2, P3, P4]
    assert turns == [6, 6, 6, 6]

    seats, turns = game_end(P4)
    assert seats == [P1, P2, P3, P4]
    assert turns == [6, 6, 6, 6]


def test_R13_out_of_cubes():
    """R13: no cubes left: WALL2 pays 2 wood and moves 2 cubes from the Temple (Wall 7, Temple 4);
    with 10 cubes on the Wall and 1 elsewhere WALL2 is not offered."""
    g = new(4)
    column(g, 1, ("WALL2", P1, READY))
    g.boards[TEMPLE][P1], g.boards[WALL][P1] = 6, 5
    assert B.cube_supply(g, P1) == 0

    after, events = play(g, P1, "activate:1.1", "do")  # the Temple is the only source: no question
    assert after.boards[WALL][P1] == 7 and after.boards[TEMPLE][P1] == 4 and after.boards[GUARD][P1] == 0
    assert wood(after)[P1] == 0 and kinds(events).count("move-cube") == 2
    consistent(after)

    # with cubes on two other boards the player chooses, never the Wall itself
    g.boards[TEMPLE][P1], g.boards[GUARD][P1] = 3, 3
    after, _ = play(g, P1, "activate:1.1", "do")
    assert options(after) == {"from:temple", "from:guard"}
    after, _ = play(after, P1, "from:guard", "from:temple")
    assert [board[P1] for board in after.boards] == [7, 2, 2]

    g.boards[WALL][P1], g.boards[TEMPLE][P1], g.boards[GUARD][P1] = 10, 1, 0
    assert not W.can_perform(g, P1, g.columns[0][0].card)
    after, events = play(g, P1, "activate:1.1")  # only "skip": answered by itself
    assert "skip" in kinds(events) and "pay" not in kinds(events)
    assert wood(after)[P1] == 2 and [board[P1] for board in after.boards] == [10, 1, 0]


def test_R14_forced_actions():
    """R14: no ready worker -> only placing; no supply -> only activating; neither -> automatic pass
    that counts as a turn."""
    g = new(4)
    column(g, 1, ("WOOD1", P1, EXH), ("WOOD1", P1, EXH), ("GOLD2", P2, EXH), ("GOLD2", P3, READY))
    column(g, 2, ("GOLD3", P1, EXH), ("GOLD3", P1, EXH), ("WOOD2", P2, EXH), ("WOOD2", P3, READY))
    column(g, 3, ("WALL1", P2, EXH), ("WALL1", P2, EXH), ("VP1", P2, READY))
    column(g, 4, ("TEMPLE1", P2, EXH))
    assert g.players[P1].workers == 2 and g.players[P2].workers == 0
    assert options(g) == {"place:3", "place:4", "place:5"}

    # P2: no supply worker and a single ready worker: activating it is all that is possible
    set_turn(g, P2)
    assert options(g) == {"activate:3.3"}
    set_turn(g, P1)
    g, _ = play(g, P1, "place:5")
    assert decision(g).seat == P2 and options(g) == {"do", "skip"}  # the activation was forced
    assert worker(g, 3, 3).exhausted

    # P2 again, now with every worker exhausted: the turn passes by itself and counts
    g, _ = play(g, P2, "do", "done")
    for seat in (P3, P4):
        g, _ = play(g, seat, "place:5")
    turns = g.players[P2].turns
    g, events = play(g, P1, "place:5")
    assert "pass" in kinds(events) and turn_seats(events) == [P2, P3]
    assert g.players[P2].turns == turns + 1
    assert decision(g).seat == P3
    consistent(g)


def test_R15_two_player_neutral_placement():
    """R15: after placing in column 2, a neutral worker goes exhausted on the first free card of another
    column whose first free card is pos 1-3; if only column 2 and a pos4 column have room, none."""
    g = new(2)
    column(g, 1, ("WOOD1", P2, EXH, "n"), ("WOOD1", P2, EXH, "n"), ("GOLD2", P2, EXH, "n"), "GOLD2")
    column(g, 4, ("WOOD2", P2, READY), "GOLD3", "GOLD3", "WOOD2")
    column(g, 5, ("WALL1", P1, READY), ("WALL1", P1, READY), ("VP1", P2, READY), ("VP1", P2, READY))
    after, _ = play(g, P1, "place:2")
    assert isinstance(after.frames[-1], NeutralPlacement) and decision(after).seat == P1
    assert options(after) == {"neutral:3", "neutral:4"}
    after, _ = play(after, P1, "neutral:4")
    neutral = worker(after, 4, 2)
    assert neutral.neutral and neutral.exhausted and neutral.owner == P1
    assert after.players[P1].neutral == 5 and decision(after).seat == P2
    consistent(after)

    # only column 2 and a column whose first free card is pos4 have room: no neutral worker
    column(g, 3, ("GATE", P1, EXH, "n"), ("GATE", P1, EXH, "n"), ("TEMPLE1", P1, EXH, "n"),
           ("TEMPLE1", P2, READY))
    for p in (1, 2, 3):
        B.put_worker(g, P1, 3, p)                            # column 4 full
    assert g.players[P1].workers == 1 and g.players[P1].neutral == 3
    after, events = play(g, P1, "place:2")
    assert "neutral" not in kinds(events) and after.players[P1].neutral == 3
    assert decision(after).seat == P2
    consistent(after)


def test_R15_neutral_reuse_and_card_placements():
    """R15 (and): reusing a neutral worker's card pays the bank; PLACE2 and PLACE_ANY add no neutral."""
    g = new(2)
    column(g, 1, ("GOLD2", P2, EXH, "n"), ("VP1", P1, READY))
    column(g, 2, ("PLACE2", P1, READY))
    column(g, 3, ("PLACE_ANY", P1, READY))
    g, _ = play(g, P1, "activate:1.2", "do")
    reuse = decision(g).option("reuse:1.1")
    assert reuse.label.params["to"] == engine.Msg("nehemiah-the-bank")
    g, _ = play(g, P1, "reuse:1.1")
    assert gold(g) == [4 - 1 + 2, 4]

    g, _ = play(g, P2, "place:4")           # P2's own action: a neutral worker follows
    g, _ = play(g, P2, "neutral:5")
    assert g.players[P2].neutral == 4

    g, _ = play(g, P1, "activate:2.1", "place:4", "place:4")
    assert g.players[P1].neutral == 6 and worker(g, 4, 2).owner == P1 and worker(g, 4, 3).owner == P1
    assert decision(g).seat == P2 and isinstance(g.frames[-1], TurnMenu)
    g, _ = play(g, P2, "place:5")
    assert "neutral:4" not in options(g)                      # column 4's first free card is pos4
    g, _ = play(g, P2, "neutral:3")
    g, events = play(g, P1, "activate:3.1", "slot:1.4")
    assert worker(g, 1, 4).owner == P1 and not worker(g, 1, 4).neutral
    assert g.players[P1].neutral == 6 and "neutral" not in kinds(events)
    assert decision(g).seat == P2
    consistent(g)


def test_R15_leader_placements_add_no_neutral():
    """R15 (and): placements with L08 and L12 never add a neutral worker (2 players, leaders)."""
    g = run_auctions(new(2, leaders=True))
    clear_leaders(g)
    take_leader(g, P1, "L08")
    take_leader(g, P1, "L12")
    set_turn(g, P1)
    assert {"leader:L08", "leader:L12"} <= options(g)

    g, events = play(g, P1, "leader:L08", "place:1")
    assert decision(g).seat == P1 and isinstance(g.frames[-1], TurnMenu)  # the action is still to come
    g, more = play(g, P1, "leader:L12", "place:1", "place:2")
    events += more
    assert [worker(g, 1, 1).owner, worker(g, 1, 2).owner, worker(g, 2, 1).owner] == [P1, P1, P1]
    assert "neutral" not in kinds(events) and g.players[P1].neutral == 6
    assert on_cards(g, P1) == 3 and decision(g).seat == P2
    consistent(g)


def test_R16_auction_tie_breaks():
    """R16: equal totals -> most workers -> most wood: P1 wins, pays 1 wood + 1 gold, 1 worker goes in
    front of the screen, the others keep their bids; a full tie goes clockwise from the opener P2."""
    first = [[1, 1, 1], [0, 2, 1], [1, 0, 2], [0, 0, 2]]
    assert L.auction_winner(first, P2, "wood") == P1
    assert L.auction_winner(first, P2, "wood_and_gold") == P3   # the Polish reading (item 26)
    assert L.auction_winner([[1, 0, 1], [0, 0, 1], [1, 0, 1], [0, 0, 0]], P2, "wood") == P3

    g = new(4, leaders=True)
    card = next(o.id for o in decision(g).options if L.timing(o.id[7:]) != "immediate")
    g, _ = play(g, P1, card)                                     # auction 1, opened by P1
    g = bid(g, [(0, 0, 0)] * 4)
    d = decision(g)
    assert isinstance(g.frames[-1], AuctionOpen) and d.seat == P2  # auction 2, opened by P2
    card = next(o.id for o in d.options if L.timing(o.id[7:]) != "immediate")
    g, _ = play(g, P2, card)
    g = bid(g, [tuple(b) for b in first])
    assert g.auction.last["winner"] == P1 and card[7:] in g.players[P1].leaders
    p1 = g.players[P1]
    assert (p1.workers, p1.set_aside, p1.wood, p1.gold) == (5, 1, 2, 4)
    for seat in (P2, P3, P4):
        player = g.players[seat]
        assert (player.workers, player.set_aside, player.wood, player.gold) == (6, 0, 3, 5)
        assert card[7:] not in player.leaders


def test_R17_all_zero_bids():
    """R17: everyone bids nothing: the opener wins the card and pays nothing."""
    assert L.auction_winner([[0, 0, 0]] * 4, P3, "wood") == P3
    g = new(4, leaders=True)
    for opener in (P1, P2):
        d = decision(g)
        assert d.seat == opener
        card = next(o.id for o in d.options if L.timing(o.id[7:]) != "immediate")
        g, _ = play(g, opener, card)
        g = bid(g, [(0, 0, 0)] * 4)
        assert g.auction.last["winner"] == opener and card[7:] in g.players[opener].leaders
    for player in g.players:
        assert (player.workers, player.set_aside, player.wood, player.gold) == (6, 0, 3, 5)


def end_round_one(g, active: int):
    """Round I ends in `active`'s turn: deck I is empty and they close column 1 (worker on pos4)."""
    column(g, 1, "WOOD1", "WOOD1", "GOLD2", ("GOLD2", active, READY))
    move_deck_to_discard(g, 1)
    set_turn(g, active)
    g, _ = play(g, active, "activate:1.4", "skip")
    return g


def test_R18_variant_income():
    """R18: at the start of round II, 2 set-aside workers come back, +1 wood and +1 gold (0/1 -> 1/2),
    before the round II auction."""
    g = run_auctions(new(4, leaders=True))
    clear_leaders(g)
    player = g.players[P2]
    player.workers, player.set_aside, player.wood, player.gold = 4, 2, 0, 1
    before = [(p.wood, p.gold) for p in g.players]
    g = end_round_one(g, P1)
    assert g.round == 2 and isinstance(g.frames[-1], AuctionOpen) and g.auction.number == 0
    player = g.players[P2]
    assert (player.workers, player.set_aside, player.wood, player.gold) == (6, 0, 1, 2)
    for seat in (P1, P3, P4):
        assert (g.players[seat].wood, g.players[seat].gold) == (before[seat][0] + 1, before[seat][1] + 1)
    consistent(g)


def test_R19_variant_round_start_order():
    """R19: round I ends in P3's turn: P4, P1, P2, P3 open the round II auctions, the 5th card goes to
    the box, and P4 takes the first turn of round II."""
    g = run_auctions(new(4, leaders=True))
    clear_leaders(g)
    g = end_round_one(g, P3)
    assert g.round == 2 and g.auction.number == 0
    revealed = list(g.auction.face_up)
    assert len(revealed) == 5
    assert [(p.wood, p.gold) for p in g.players] == [(4, 6)] * 4      # 3/5 + round II income

    picked: list[tuple[int, str]] = []
    g = run_auctions(g, picked)
    assert [seat for seat, _ in picked] == [P4, P1, P2, P3]
    (fifth,) = set(revealed) - {card for _, card in picked}
    assert fifth in g.leader_box and not any(fifth in p.leaders for p in g.players)
    assert g.auction.face_up == [] and g.auction.number == 4
    assert g.turn == P4 and decision(g).seat == P4
    turn = next(f for f in reversed(g.frames) if isinstance(f, Turn))
    assert turn.seat == P4
    consistent(g)
