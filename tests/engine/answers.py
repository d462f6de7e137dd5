"""Answering decisions in engine tests, shared by every game's tests."""
from __future__ import annotations

import engine


def play(g, seat: int, *choices):
    """Answer `seat`'s decisions one after another; returns the new state and all events."""
    events = []
    for choice in choices:
        g, new_events = engine.act(g, seat, choice)
        events += new_events
    return g, events


def kinds(events) -> list[str]:
    return [e.kind for e in events]
