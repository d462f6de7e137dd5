"""Ezra and Nehemiah through the console front end: a whole game typed as console lines for 1-4
players (the solo game against the Opponent, both sides of its board), the options named in `new`."""
from __future__ import annotations

import io

import pytest

from bot.console import Console
from engine.agents import random_agent

from .conftest import run, type_moves_to_the_end

TABLES = [
    (["alice"], "solo_side=B"),
    (["alice", "bob"], ""),
    (["alice", "bob", "cyd"], "altar_card=AC2-A"),
    (["alice", "bob", "cyd", "dee"], ""),
]


@pytest.mark.slow
@pytest.mark.parametrize("people, options", TABLES)
def test_a_whole_game_typed_at_the_console(table, tmp_path, people, options):
    out = io.StringIO()
    console = Console(table.service, tmp_path / "images", out=out)
    agent = random_agent("ezra_nehemiah", 9)

    async def scenario():
        assert await console.handle(f"alice: new ezra_nehemiah {options}".strip())
        for name in people[1:]:
            assert await console.handle(f"{name}: join")
        assert await console.handle(f"alice: start {' '.join(people)}")
        return await type_moves_to_the_end(table, console, agent, 5000)

    moves = run(scenario())
    text = out.getvalue()
    assert moves > 50 and "Final scores:" in text
    if len(people) == 1:
        assert "Opponent" in text
    assert "Traceback" not in text and "refused" not in text.lower()
