"""Ezra and Nehemiah's state model (spec section 16): worker bookkeeping, turn order with the solo
Opponent, and a round trip through canonical JSON."""
from __future__ import annotations

import msgspec

from engine.core.rng import Rng
from engine.ezra_nehemiah.state import (OPPONENT, WORKERS, Cell, EzraBase, OpponentState, PlayerState,
                                        Space, Workers)


def table(players=2, solo=False) -> EzraBase:
    colours = ["turquoise", "red", "violet", "yellow"]
    return EzraBase(game="ezra_nehemiah", schema=1, rules_version=1, content="test", seed=1,
                    num_players=players, options={}, rng=Rng.from_seed(1),
                    players=[PlayerState(colour=colours[s], workers=Workers(main=WORKERS))
                             for s in range(players)],
                    opponent=OpponentState(colour=colours[players], workers=Workers(main=WORKERS))
                    if solo else None)


def test_every_worker_of_a_colour_is_counted_wherever_it_is():
    workers = Workers(supply=2, main=3, levites=4, gatekeepers=["old", "sheep"], scribes=[[1, 2]],
                      merchants=[1, 3], elders=[2], farmers=1)
    assert workers.total() == 2 + 3 + 4 + 2 + 1 + 2 + 1 + 1 == WORKERS


def test_turn_order_puts_the_solo_opponent_after_seat_0():
    g = table(1, solo=True)
    assert g.seats_from(OPPONENT) == [OPPONENT, 0]
    assert g.seats_from(0) == [0, OPPONENT]
    assert g.workers_of(OPPONENT) is g.opponent.workers
    assert g.colours() == ["turquoise", "red"]
    g = table(3)
    assert g.seats_from(2) == [2, 0, 1] and g.workers_of(1) is g.players[1].workers


def test_the_state_survives_canonical_json():
    g = table(2, solo=False)
    g.board.perimeter = [Space(id="W01", kind="wall", rubble={"stone": 1, "ash": 2}, owner=1,
                               wall_card=["red", "WC03"])]
    g.board.temple.cells = [[Cell(by=0, cube="gold"), None]]
    g.players[0].hand = ["C03", "C01"]
    g.players[1].piles[2] = ["C05"]
    text = msgspec.json.encode(g, order="sorted")
    again = msgspec.json.decode(text, type=EzraBase)
    assert again == g and msgspec.json.encode(again, order="sorted") == text
