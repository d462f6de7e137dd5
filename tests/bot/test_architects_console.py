"""Architects through the console front end: a whole game of each variant typed as console lines
(side 1, side 2, solo against the Rival, "2 players vs Bot"), the options named in `new`."""
from __future__ import annotations

import io

import pytest

from bot.console import Console
from engine.agents import random_agent

from .conftest import run, type_moves_to_the_end

VARIANTS = [
    (["alice", "bob", "cyd"], ""),
    (["alice", "bob"], "advanced=on"),
    (["alice"], "difficulty=apprentice"),
    (["alice", "bob"], "variant=bot2 difficulty=master"),
]


@pytest.mark.slow
@pytest.mark.parametrize("people, options", VARIANTS)
def test_a_whole_game_typed_at_the_console(table, tmp_path, people, options):
    out = io.StringIO()
    console = Console(table.service, tmp_path / "images", out=out)
    agent = random_agent("architects", 9)

    async def scenario():
        assert await console.handle(f"alice: new architects {options}".strip())
        for name in people[1:]:
            assert await console.handle(f"{name}: join")
        assert await console.handle(f"alice: start {' '.join(people)}")
        return await type_moves_to_the_end(table, console, agent, 3000)

    moves = run(scenario())
    text = out.getvalue()
    assert moves > 20 and "Final scores:" in text
    if len(people) == 1 or "bot2" in options:
        assert "Rival" in text
    assert "Traceback" not in text and "refused" not in text.lower()
