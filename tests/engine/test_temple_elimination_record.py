"""A player knocked out keeps the record of what they had built (on the board and in the view), while
the cards themselves leave the game and score nothing (rules/temple.md R8.4)."""
from __future__ import annotations

import engine
from engine.temple import gods_hand as GH
from engine.temple import wages as W
from engine.core.frames import Log

from .temple_helpers import P1, P2, give, new


def test_an_eliminated_player_keeps_the_record_of_their_built_elements():
    g = new(4)
    give(g, P1, unbuilt=[9], built=[1, 4, 6])
    W.eliminate(g, P1, Log())
    seat = g.seats[P1]
    assert seat.built == [] and seat.unbuilt == []            # nothing left to score or lose
    assert sorted(g.removed) == [1, 4, 6, 9]                   # the cards left the game
    for who in (None, P1, P2):
        shown = engine.view(g, who)["players"][P1]
        assert not shown["active"]
        assert [b["card"] for b in shown["built"]] == [1, 4, 6]
        assert shown["unbuilt"] == []
    assert engine.loads(engine.dumps(g)) == g
    assert not engine.core.rules.get("temple").invariants(g)


def test_the_record_is_not_scored_and_is_safe_from_the_earthquake():
    g = new(3)
    give(g, P2, built=[5])
    give(g, P1, built=[2, 3])                                  # built later than P2's element
    W.eliminate(g, P1, Log())
    GH.demolish(g, Log())                                      # the Earthquake takes the latest built
    assert g.seats[P2].built == [] and g.seats[P2].unbuilt == [5]
    assert [b.card for b in g.seats[P1].built_before_elimination] == [2, 3]
