"""Nehemiah column replacement (rules 4.4): the trigger is the *act* of exhausting a worker on the
lowest card of a column. Rulebook: "If a player exhausts a worker on the lowest card of a column,
then the column is replaced." The column is recorded at that moment and replaced when the action is
complete, even if the card's own effect or a leader card moved that worker or that card away; and
[CHOICE] a column whose lowest card holds an exhausted worker at that point is replaced as well,
several columns one by one from left to right [HOUSE].

Also: rules_version 2 and the migration of stored version-1 states.
"""
from __future__ import annotations

import json

import pytest

import engine
from engine.nehemiah.state import Worker

from .test_nehemiah_cards import TURN, answer, asked, column_cards, make_state, options, worker
from .test_nehemiah_scenarios import run_auctions

N = 3                                  # players; each has 7 workers in these games
WORKERS = 7


def supply(g) -> list[int]:
    return [player.workers for player in g.players]


# --- the three ways of moving the trigger away before the action ends ------------------------------

def test_swap_workers_on_position_4_moving_its_own_exhausted_worker_up_still_replaces():
    """(1) SWAP_W on 2.4 swaps its own exhausted worker with the ready one on 2.1: position 4 now
    holds a ready worker, but a worker was exhausted there, so column 2 is replaced."""
    g = make_state(N, {"2.1": "GOLD2 r1", "2.2": "WOOD2 x2", "2.4": "SWAP_W r0"})
    new = g.decks[0][:4]
    g = answer(g, "activate:2.4")
    assert g.to_replace == [1]
    g = answer(g, "column:2", "swap:1-4")
    assert worker(g, "2.1") == Worker(0, exhausted=True, spent=True)
    assert worker(g, "2.4") == Worker(1)                     # ready: not a trigger by itself
    assert options(g) == ["reuse:2.1", "reuse:2.2", "done"]  # still within the action

    # the record is plain data: it survives a round trip through the stored JSON
    text = engine.dumps(g)
    assert '"to_replace":[1]' in text
    g = engine.loads(text)
    assert g.to_replace == [1]

    g = answer(g, "done")
    assert column_cards(g, 2) == new
    assert all(s.worker is None for s in g.columns[1])
    assert supply(g) == [WORKERS] * N                        # all three workers went home
    assert g.to_replace == []
    assert asked(g) == (1, TURN)


def test_swap_cards_on_position_4_moving_itself_to_position_1_still_replaces():
    """(2) SWAP_C on 2.4 swaps itself (with its exhausted worker) to position 1; the card now on
    position 4 holds a ready worker. Column 2 is replaced all the same."""
    g = make_state(N, {"2.1": "GOLD2 r1", "2.4": "SWAP_C r0"})
    old, new = column_cards(g, 2), g.decks[0][:4]
    g, events = engine.act(g, 0, "activate:2.4")
    g, more = engine.act(g, 0, "column:2")
    events += more
    assert options(g) == [f"swap:{a}-{b}" for a, b in ((1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4))]
    g, more = engine.act(g, 0, "swap:1-4")   # nothing is above SWAP_C now: the action is complete
    events += more
    kinds = [e.kind for e in events]
    assert kinds.index("swap") < kinds.index("replace-column")
    assert sorted(g.discard[-4:]) == sorted(old)
    assert column_cards(g, 2) == new
    assert all(s.worker is None for s in g.columns[1])
    assert supply(g) == [WORKERS] * N
    assert asked(g) == (1, TURN)


def test_leader_swap_any_workers_after_the_action_still_replaces():
    """(3) L10 right after exhausting a worker on 2.4: it swaps that worker with a ready one on
    1.1. Column 2 is replaced (its worker goes home); the exhausted worker moved to 1.1 stays."""
    g = make_state(N, {"1.1": "GOLD3 r1", "2.4": "WOOD1 r0", "3.1": "WOOD2 r2"}, leaders=True,
                   held={0: ["L10"]})
    new = g.decks[0][:4]
    g = answer(g, "activate:2.4", "do")
    assert asked(g) == (0, "nehemiah-ask-window-after")
    assert options(g) == ["leader:L10", "keep"]
    assert column_cards(g, 2) != new                        # not replaced before the leader card
    g = answer(g, "leader:L10", "slot:2.4", "slot:1.1")
    assert column_cards(g, 2) == new
    assert all(s.worker is None for s in g.columns[1])
    assert worker(g, "1.1") == Worker(0, exhausted=True)
    assert supply(g) == [WORKERS - 1, WORKERS, WORKERS - 1]
    assert "L10" in g.leader_box and g.to_replace == []
    assert asked(g) == (1, TURN)


# --- [CHOICE]: an exhausted worker moved onto a lowest card; several columns left to right ---------

def test_exhausted_worker_moved_onto_another_lowest_card_replaces_both_columns_left_to_right():
    """L10 moves the worker just exhausted on 2.4 onto 1.4 (swapping with a ready worker): column 1
    ends the action with an exhausted worker on its lowest card [CHOICE], column 2 was triggered.
    Both are replaced, column 1 first [HOUSE]."""
    g = make_state(N, {"1.4": "GOLD3 r1", "2.4": "WOOD1 r0", "3.1": "WOOD2 r2"}, leaders=True,
                   held={0: ["L10"]})
    deck = list(g.decks[0])
    g = answer(g, "activate:2.4", "do", "leader:L10", "slot:2.4", "slot:1.4")
    assert column_cards(g, 1) == deck[:4]
    assert column_cards(g, 2) == deck[4:8]
    assert g.decks[0] == deck[8:]
    assert all(s.worker is None for c in (0, 1) for s in g.columns[c])
    assert supply(g) == [WORKERS, WORKERS, WORKERS - 1]
    assert asked(g) == (1, TURN)


def test_swap_workers_moving_an_exhausted_worker_down_replaces_that_column():
    """[CHOICE] SWAP_W (on 1.1) moves the exhausted worker on 2.1 down to 2.4 in the same action: no
    worker was exhausted on 2.4, yet column 2 ends the action with one there and is replaced."""
    g = make_state(N, {"1.1": "SWAP_W r0", "2.1": "WOOD1 x1", "2.2": "WOOD2 r2", "2.4": "GOLD2 r2"})
    new = g.decks[0][:4]
    g = answer(g, "activate:1.1")
    assert g.to_replace == []
    g = answer(g, "column:2", "swap:1-4")
    assert column_cards(g, 2) == new
    assert supply(g) == [WORKERS - 1, WORKERS, WORKERS]
    assert asked(g) == (1, TURN)


def test_deck_running_out_part_way_ends_the_round_and_the_next_column_comes_from_the_new_deck():
    """Deck I is empty: replacing column 1 (left first) ends the round and refills it from deck II;
    column 2, triggered on its lowest card and then emptied of that worker, follows from deck II."""
    def deck_one_empty(g):
        g.discard.extend(g.decks[0])
        g.decks[0] = []

    g = make_state(N, {"1.4": "GOLD3 r1", "2.4": "WOOD1 r0", "3.1": "WOOD2 r2"}, leaders=True,
                   held={0: ["L10"]}, given=deck_one_empty)
    deck2 = list(g.decks[1])
    g = answer(g, "activate:2.4", "do", "leader:L10", "slot:2.4", "slot:1.4")
    assert g.round == 2 and column_cards(g, 1) == deck2[:4]
    assert g.to_replace == [1]                              # still due after the round change
    g = run_auctions(g)
    assert column_cards(g, 2) == deck2[4:8]
    assert g.to_replace == []
    assert all(s.worker is None for c in (0, 1) for s in g.columns[c])


# --- rules version 2 and stored version-1 games ------------------------------------------------------

def test_rules_version_is_2():
    text = engine.dumps(make_state(N))
    assert '"rules_version":2' in text and '"to_replace":[]' in text


def test_a_stored_version_1_state_loads_and_plays_on():
    """A version-1 state (no `to_replace` field) loads as version 2 and plays on; a worker
    exhausted on a lowest card after loading triggers the replacement."""
    g = make_state(N, {"2.1": "GOLD2 r1", "2.4": "SWAP_C r0"})
    raw = json.loads(engine.dumps(g))
    raw["rules_version"] = 1
    del raw["to_replace"]
    loaded = engine.loads(json.dumps(raw))
    assert loaded.rules_version == 2 and loaded.to_replace == []
    assert loaded == g
    new = g.decks[0][:4]
    loaded = answer(loaded, "activate:2.4", "column:2", "swap:1-4")
    assert column_cards(loaded, 2) == new


@pytest.mark.parametrize("version", [0, 3])
def test_other_rules_versions_are_refused(version):
    raw = json.loads(engine.dumps(make_state(N)))
    raw["rules_version"] = version
    with pytest.raises(engine.RuleError) as refused:
        engine.loads(json.dumps(raw))
    assert refused.value.code == "rules-version"
