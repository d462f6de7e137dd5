"""Pictures drawn in worker processes (bot/pictures.py): the same bytes as drawn in the bot's own
threads, a worker killed while it draws costs neither the move nor its picture, and the setting."""
from __future__ import annotations

import asyncio
import os
import signal

import pytest

import engine
import render
from bot.pictures import PicturePool, picture_workers
from data.locale import default_name
from engine.fuzz import play
from render import palette

from .conftest import ALICE, BOB, CYD, Table, run

pytestmark = pytest.mark.slow          # worker processes take a second or two to start


def boards(game: str, players: int, count: int) -> list[dict]:
    views: list[dict] = []
    play(game, players, {}, 3, checks=False, on_step=lambda state: views.append(engine.view(state, None)))
    return views[:: max(1, len(views) // count)][:count] + [views[-1]]


@pytest.fixture(scope="module")
def pool():
    made = PicturePool(1)
    yield made
    made.close()


def test_pictures_from_a_worker_are_the_in_thread_ones_byte_for_byte(pool):
    """One worker draws a sequence of pictures as the bot's own thread does from fresh palettes."""
    views = boards("ezra_nehemiah", 3, 4) + boards("temple", 4, 3)
    names = {0: "Ala", 1: "Bożena", 2: "Cyd", 3: "Dan"}.get
    palette.clear()
    here = [render.board(view, language="pl", names=names) for view in views]
    there = [pool.board(view, language="pl", names=names) for view in views]
    assert [(p.png, p.alt, p.width, p.height) for p in there] == [(p.png, p.alt, p.width, p.height) for p in here]
    screen = engine.view(engine.new_game("nehemiah", 3, seed=4), 1)
    palette.clear()
    assert pool.screen(screen, language="en", names=default_name).png == \
        render.screen(screen, language="en", names=default_name).png


class KillsItsWorkers:
    """A process pool whose workers are killed right after the first picture is asked of it (the
    worker dies before or while it draws)."""

    def __init__(self, pool):
        self.pool = pool
        self.killed = False

    def submit(self, *args):
        future = self.pool.submit(*args)
        if not self.killed:
            self.killed = True
            for process in list(self.pool._processes.values()):
                os.kill(process.pid, signal.SIGKILL)
        return future

    def shutdown(self, **kwargs):
        self.pool.shutdown(**kwargs)


def test_a_killed_worker_is_replaced_and_the_picture_is_drawn_again():
    pool = PicturePool(1)
    try:
        view = boards("nehemiah", 3, 1)[0]
        pool.board(view, language="en", names=default_name)          # the worker is up
        pool._pool = KillsItsWorkers(pool._pool)
        picture = pool.board(view, language="en", names=default_name)
        palette.clear()
        assert picture.png.startswith(b"\x89PNG") and picture.alt == render.board(view).alt
        assert pool.replaced == 1 and pool.worker_pids()
    finally:
        pool.close()


def test_a_move_whose_worker_dies_is_stored_and_posted_with_its_picture(tmp_path):
    pool = PicturePool(1)
    table = Table(tmp_path / "bot.db", renderer=pool)
    run(table.open())
    try:
        async def scenario():
            await table.started((ALICE, BOB, CYD))
            pool._pool = KillsItsWorkers(pool._pool)
            game = await table.storage.open_game("chan-1")
            # answer until a turn ends (a board with its picture)
            for _ in range(20):
                [mover] = await table.awaited_users((ALICE, BOB, CYD))
                replies = await table.answer_first(mover)
                assert replies[0].ok, replies[0].text
                posted = [reply for reply in replies if reply.image]
                if posted:
                    return game, posted
            raise AssertionError("no board in 20 moves")
        game, posted = run(scenario())
        assert posted[0].image.startswith(b"\x89PNG") and pool.replaced == 1
        assert run(table.storage.game(game.id)).version > game.version          # the moves are stored
    finally:
        run(table.close())
        pool.close()


def test_the_number_of_workers_is_a_setting():
    assert picture_workers({}) == (os.cpu_count() or 1)
    assert picture_workers({"BOT_PICTURE_WORKERS": "3"}) == 3
    assert picture_workers({"BOT_PICTURE_WORKERS": "0"}) == 0
    with pytest.raises(ValueError):
        picture_workers({"BOT_PICTURE_WORKERS": "-1"})
    with pytest.raises(ValueError):
        PicturePool(0)


def test_the_discord_bot_draws_in_worker_processes_unless_told_otherwise(monkeypatch, tmp_path):
    from bot.discord_bot.app import TableBot
    from bot.storage.sqlite import SqliteStorage
    monkeypatch.setenv("BOT_PICTURE_WORKERS", "0")
    assert TableBot(SqliteStorage(tmp_path / "a.db"), run_reminders=False).renderer is render
    monkeypatch.setenv("BOT_PICTURE_WORKERS", "1")
    bot = TableBot(SqliteStorage(tmp_path / "b.db"), run_reminders=False)
    assert isinstance(bot.renderer, PicturePool) and bot.renderer.workers == 1

    async def closing():
        await bot.storage.open()
        picture = await asyncio.to_thread(bot.renderer.board, boards("temple", 3, 1)[0], language="en",
                                          names=default_name)
        assert picture.png.startswith(b"\x89PNG")
        pids = bot.renderer.worker_pids()
        await bot.close()
        return pids
    for pid in run(closing()):                 # the workers are gone after the bot closed
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
