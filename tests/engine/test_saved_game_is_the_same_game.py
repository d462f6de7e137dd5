"""A saved game is the same game: nothing may depend on the order a mapping was filled in, because a
stored state comes back with its mappings in key order (engine.dumps sorts keys)."""
from __future__ import annotations

import pytest

import engine
from engine.agents import random_agent
from engine.fuzz import GameRun, same_after_reload
from engine.temple import crafts as C
from engine.temple import hiring as H
from engine.temple.content import CRAFTS

from .temple_helpers import P1, new, own_craft


def test_hiring_asks_about_crafts_in_the_rules_order_not_the_order_they_were_acquired():
    g = new(3)
    own_craft(g, P1, "stonemasonry", 2, 1)              # acquired first
    own_craft(g, P1, "bakery", 1, 1)
    assert list(g.seats[P1].crafts) == ["stonemasonry", "bakery"]
    assert H.steps(g.seats[P1]) == [c for c in CRAFTS if c in ("bakery", "stonemasonry")] + [H.SITE]
    reloaded = engine.loads(engine.dumps(g))
    assert H.steps(reloaded.seats[P1]) == H.steps(g.seats[P1])
    assert list(C.output(g.seats[P1])) == list(C.output(reloaded.seats[P1]))


@pytest.mark.parametrize("game, players, seed", [("temple", 3, 100), ("temple", 5, 7), ("nehemiah", 3, 100)])
def test_a_game_saved_and_loaded_before_every_move_plays_exactly_as_one_never_saved(game, players, seed):
    """The issue's reproduction (Temple, 3 players, seed 100): the state as stored asks the same
    questions and gives the same result for the same answer, at every move of a whole game."""
    state = engine.new_game(game, players, seed=seed)
    agent = random_agent(game, seed)
    run = GameRun(game, players, {}, seed)
    while (decisions := engine.pending(state)):
        decision = decisions[agent.rng.below(len(decisions))]
        choice = agent.choose(state, decision)
        after, events = engine.act(state, decision.seat, choice, expect=decision.id)
        same_after_reload(state, decisions, decision, choice, after, events, run)
        assert not run.failures, run.failures
        run.decisions += 1
        state = after                                  # play on in memory; compare with the stored form
    assert engine.result(state) is not None and run.decisions > 100
