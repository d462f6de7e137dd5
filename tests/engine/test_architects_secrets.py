"""Hidden information in Architects (spec 9.3): what draws, discards and the draft reveal in public
events, and that the invariants of spec 10.4 really catch a broken position."""
from __future__ import annotations

import msgspec

import engine
from engine.agents import random_agent
from engine.architects import RULES
from engine.core import serial


def _walk(value):
    """Every catalog key inside a message (nested messages and lists included)."""
    if isinstance(value, engine.Msg):
        yield value.key
        for param in value.params.values():
            yield from _walk(param)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _walk(item)


def _game_events(players: int, options: dict, seed: int):
    state, events = engine.new_game_with_events("architects", players, options=options, seed=seed)
    agent = random_agent("architects", seed)
    everything = list(events)
    while decisions := engine.pending(state):
        decision = decisions[0]
        state, events = engine.act(state, decision.seat, agent.choose(state, decision))
        everything += events
    return everything


def test_no_public_event_names_a_card_drawn_kept_discarded_or_drafted():
    secret_kinds = {"draw", "discard", "draft"}
    seen = set()
    for players, options in ((3, {}), (2, {"variant": "bot2"}), (1, {"advanced": True})):
        for event in _game_events(players, options, seed=players + 10):
            if event.kind in secret_kinds:
                seen.add(event.kind)
                public = list(_walk(event.public))
                assert not any(key.startswith("architects-building-") for key in public), event
    assert seen == secret_kinds                  # every kind of secret event was met (and checked)


def test_private_event_details_go_to_the_event_seat_only():
    for event in _game_events(3, {}, seed=5):
        if event.private is not None:
            assert event.seat is not None and 0 <= event.seat < 3


def _mid_game(players=3, seed=3, steps=60):
    state = engine.new_game("architects", players, seed=seed)
    agent = random_agent("architects", seed)
    for _ in range(steps):
        decision = engine.pending(state)[0]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision))
    return state


def test_the_invariants_catch_a_lost_worker_a_copied_card_and_a_negative_stock():
    state = _mid_game()
    assert RULES.invariants(state) == []
    lost = serial.copy(state)
    lost.players[0].workers -= 1
    assert any("workers" in problem for problem in RULES.invariants(lost))
    copied = serial.copy(state)
    copied.players[1].hand.append(copied.building_deck[-1])
    assert any("building cards" in problem for problem in RULES.invariants(copied))
    negative = serial.copy(state)
    negative.players[2].stone = -1
    assert any("negative stone" in problem for problem in RULES.invariants(negative))
    off_track = serial.copy(state)
    off_track.players[2].virtue = 15
    assert any("virtue" in problem for problem in RULES.invariants(off_track))


def test_views_hide_hands_decks_and_the_reward_pile():
    state = _mid_game(4, seed=8)
    public = msgspec.json.encode(engine.view(state, None)).decode()
    for player in state.players:
        for card in player.hand:
            assert f'"{card}"' not in public or card in sum((p.buildings for p in state.players), [])
    for card in state.reward_pile + state.rewards_unused:
        assert f'"{card}"' not in public
    mine = engine.view(state, 1)
    assert mine["my_hand"] == state.players[1].hand
    assert "my_hand" not in engine.view(state, None)
    assert all(p["hand_size"] == len(state.players[i].hand) for i, p in enumerate(mine["players"]))
