"""Architects' state model (spec section 10): worker bookkeeping and turn order as plain data."""
from __future__ import annotations

import msgspec
import pytest

from engine.architects.state import ArchitectsBase, Player, Slot
from engine.core.rng import Rng


def table(colours=("red", "blue", "green"), rival=False) -> ArchitectsBase:
    players = [Player(colour=c, workers=20) for c in colours]
    if rival:
        players.append(Player(colour="black", workers=20, rival=True))
    return ArchitectsBase(game="architects", schema=1, rules_version=1, content="test", seed=1,
                          num_players=len(colours), options={}, rng=Rng.from_seed(1), players=players,
                          order=[1, 3, 0, 2] if rival else [1, 2, 0], guildhall=[None] * 12)


def test_every_worker_is_counted_wherever_it_goes():
    g = table()
    red, blue = g.players[0], g.players[1]
    red.workers -= 6
    g.put("forest", "red", 2)
    g.market[2] = "red"
    g.guildhall[0] = "red"
    g.prison["red"] = 1
    blue.captured["red"] = 1                    # captured by an opponent: still a red worker
    assert g.worker_count("red") == 14 + 2 + 1 + 1 + 1 + 1 == 20   # board, forest, market, guildhall, prison, blue
    red.captured["red"] = 5                     # never counted on its own board (not possible in play)
    assert g.worker_count("red") == 20
    assert g.worker_count("green") == 20


def test_an_emptied_location_leaves_no_trace_and_cannot_go_negative():
    g = table()
    g.put("mines", "blue", 1)
    g.put("mines", "blue", -1)
    assert g.locations == {}
    with pytest.raises(ValueError):
        g.put("mines", "blue", -1)


def test_turn_order_and_the_rival_seat():
    g = table(rival=True)
    assert g.humans() == [0, 1, 2] and g.rival_index() == 3
    assert g.after(0) == 2 and g.after(2) == 1          # clockwise through `order`, wrapping
    assert g.clockwise_from(3) == [3, 0, 2, 1]
    assert g.by_colour("black") == 3
    g.players[1].cathedral = 2
    assert g.cathedral_row(2) == [1] and g.cathedral_row(0) == [0, 2, 3]


def test_the_state_survives_a_round_trip_through_json():
    g = table(rival=True)
    g.put("quarry", "green", 3)
    g.display = [[Slot(card=f"A{row}{column}", silver=column) for column in range(4)] for row in range(2)]
    g.players[0].hand = ["B02", "B01"]
    text = msgspec.json.encode(g, order="sorted")
    again = msgspec.json.decode(text, type=ArchitectsBase)
    assert again == g and msgspec.json.encode(again, order="sorted") == text
