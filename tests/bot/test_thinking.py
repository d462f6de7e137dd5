"""Where the bots think (bot/thinking.py): in a worker process the strong bot chooses what it chooses in
a thread, a worker that dies is replaced and the decision asked again, and the settings
BOT_THINKING_WORKERS and BOT_STRONG_EFFORT (a factor on the strong bot's work per decision) are read,
and refused when wrong before the bot connects."""
from __future__ import annotations

import asyncio
import os

import pytest

import engine
from bot import thinking
from bot.thinking import Thinking, strong_effort, thinking_workers
from engine import bots
from engine.agents import random_agent

QUICK = 0.02                 # an effort small enough for a test: a few dozen scorings per decision


def _mid_game(game: str = "nehemiah", players: int = 2, seed: int = 3, steps: int = 12):
    agent = random_agent(game, seed)
    state = engine.new_game(game, players, seed=seed)
    for _ in range(steps):
        decision = engine.pending(state)[0]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
    return state, engine.pending(state)[0]


def test_the_settings_and_their_defaults():
    assert thinking_workers({}) == 1 and thinking_workers({"BOT_THINKING_WORKERS": "3"}) == 3
    assert strong_effort({}) == 1.0 and strong_effort({"BOT_STRONG_EFFORT": " 0.5 "}) == 0.5
    for wrong in ("0", "-1", "half", "nan", "inf", "11"):
        with pytest.raises(ValueError, match="BOT_STRONG_EFFORT"):
            strong_effort({"BOT_STRONG_EFFORT": wrong})


def test_the_effort_scales_the_strong_bots_work_per_decision(monkeypatch):
    state, decision = _mid_game()
    used = []
    original = bots._Search.__init__

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        used.append(self)
    monkeypatch.setattr(bots._Search, "__init__", init)
    for effort in (0.01, 0.02):
        bots.bot("strong", effort=effort, horizon="tree").choose(state, decision)
    budget = bots.STRONG_EVALUATIONS["nehemiah"]
    low, high = used[0].used, used[1].used
    assert round(budget * 0.01) <= low < round(budget * 0.02) <= high
    with pytest.raises(ValueError, match="effort"):
        bots.bot("strong", effort=0)


def test_a_strong_bot_chooses_in_a_worker_what_it_chooses_in_a_thread():
    state, decision = _mid_game()
    in_thread = asyncio.run(Thinking(0, QUICK).choose("strong", state, decision))
    pool = Thinking(1, QUICK)
    try:
        in_worker = asyncio.run(pool.choose("strong", state, decision))
    finally:
        pool.close()
    assert in_worker == in_thread == bots.bot("strong", effort=QUICK).choose(state, decision)


def test_a_worker_that_dies_is_replaced_and_the_decision_asked_again(monkeypatch, tmp_path):
    state, decision = _mid_game()
    marker = str(tmp_path / "died")
    pool = Thinking(1, QUICK)
    monkeypatch.setattr(thinking, "_decide_stored", _DieOnce(marker))
    try:
        choice = asyncio.run(pool.choose("strong", state, decision))
    finally:
        pool.close()
    assert os.path.exists(marker) and pool.replaced == 1
    assert choice == bots.bot("strong", effort=QUICK).choose(state, decision)


class _DieOnce:
    """A picklable stand-in for `_decide_stored` whose first call kills its worker (as a crash would)."""

    def __init__(self, marker: str) -> None:
        self.marker = marker

    def __call__(self, strength, stored, decision_id, effort):
        if not os.path.exists(self.marker):
            open(self.marker, "w").close()
            os._exit(1)
        from bot import thinking            # in the worker: the module as it is, not patched
        return thinking._decide_stored(strength, stored, decision_id, effort)


def test_a_bad_effort_setting_is_one_line_before_anything_starts(monkeypatch, capsys):
    from bot.__main__ import main
    monkeypatch.setenv("DISCORD_TOKEN", "not-used")
    monkeypatch.delenv("BOT_SHARD_COUNT", raising=False)
    monkeypatch.delenv("BOT_SHARD_ID", raising=False)
    monkeypatch.setenv("BOT_STRONG_EFFORT", "lots")
    assert main(["run"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "BOT_STRONG_EFFORT (lots)" in err
