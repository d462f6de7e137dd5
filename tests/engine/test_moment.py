"""engine.moment: the turn of each game's main structure, where the channel gets a board (issue 12).

Whole random games are played and every answer is classified by what changed: the moment must change
exactly at the ends the rules give (a player's turn; a leader auction's reveal; a Temple phase, an
auction, a market step) and never between two steps of one player's action.
"""
from __future__ import annotations

import pytest

import engine
from engine.agents import random_agent


def answers(game: str, players: int, options: dict, seed: int):
    """(state before, decision answered, state after, events) for every answer of a random game."""
    agent = random_agent(game, seed)
    state = engine.new_game(game, players, options=options, seed=seed)
    while pending := engine.pending(state):
        decision = pending[0]
        after, events = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
        yield state, decision, after, events
        state = after


@pytest.mark.parametrize("players, options, seed", [(2, {}, 1), (3, {}, 2), (4, {"leaders": True}, 3),
                                                    (3, {"leaders": True}, 4)])
def test_nehemiah_a_board_per_turn_and_per_leader_auction(players, options, seed):
    changes = 0
    for before, decision, after, events in answers("nehemiah", players, options, seed):
        kinds = {event.kind for event in events}
        turn_ended = before.players[decision.seat].turns != after.players[decision.seat].turns or any(
            a.turns != b.turns for a, b in zip(before.players, after.players))
        revealed = "auction" in kinds and any(event.barrier for event in events if event.kind == "auction")
        changed = engine.moment(before) != engine.moment(after)
        assert changed == (turn_ended or revealed or before.round != after.round), (decision.prompt, kinds)
        changes += changed
        assert engine.moment(engine.loads(engine.dumps(after))) == engine.moment(after)
    assert changes > 20


def test_nehemiah_steps_of_one_action_share_the_moment():
    """An activation and its paid reuses, a placement and its replacement: one turn, one moment."""
    same_seat_steps = 0
    for before, decision, after, _ in answers("nehemiah", 3, {}, 7):
        still_mine = [d.seat for d in engine.pending(after)] == [decision.seat]
        if still_mine and engine.moment(before) == engine.moment(after):
            same_seat_steps += 1
        if still_mine and after.turn == before.turn:
            assert engine.moment(before) == engine.moment(after)
    assert same_seat_steps > 10


@pytest.mark.parametrize("players, options, seed", [(3, {}, 11), (5, {}, 2), (4, {"sealed_market": True}, 3),
                                                    (6, {"tiebreak": True}, 4)])
def test_temple_a_board_per_phase_auction_and_market_step(players, options, seed):
    phases, auctions, steps = set(), 0, 0
    for before, decision, after, events in answers("temple", players, options, seed):
        kinds = [event.kind for event in events]
        changed = engine.moment(before) != engine.moment(after)
        settled = any(kind in ("sale", "declined", "forced") for kind in kinds)
        stepped = len(after.market) != len(before.market) and after.phase == before.phase == "market"
        moved_on = (before.round, before.phase) != (after.round, after.phase)
        within_auctions = settled and before.phase == after.phase == "auction"
        assert changed == (within_auctions or stepped or moved_on), (before.phase, after.phase, kinds)
        if changed:
            phases.add(before.phase)
            auctions += settled
            steps += stepped
        if before.phase == "auction" and not settled and not moved_on:
            assert not changed          # the bids of one auction, in turn: pings, not boards
        assert engine.moment(engine.loads(engine.dumps(after))) == engine.moment(after)
    assert {"auction", "market", "hiring"} <= phases
    assert auctions > 5 and steps >= 1


def test_temple_boards_are_a_small_share_of_the_answers():
    """A 5-player game: a board for far fewer than a third of the answers."""
    answered = boards = 0
    for before, _, after, _ in answers("temple", 5, {}, 5):
        answered += 1
        boards += engine.moment(before) != engine.moment(after) or not engine.pending(after)
    assert boards < answered / 3
