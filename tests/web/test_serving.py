"""Serving: `python -m bot web` prints each game's address and serves it; the bot starts its web server
when BOT_WEB_PORT is set, logs where it listens, and goes on without it when it cannot start."""
from __future__ import annotations

import asyncio
import logging
import os
import re
import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from bot.web.app import start_in_bot
from tests.bot.conftest import ALICE, BOB, HERE, Table

ROOT = Path(__file__).resolve().parents[2]
HANG = 120          # seconds: a bound on a hang


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def serve_and_fetch(database: Path, expected_games: int) -> list[str]:
    """Run `python -m bot web --db DATABASE --port 0`, read the addresses it prints, fetch each page,
    stop it with Ctrl-C; the lines it printed."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("BOT_PUBLIC_URL", None)
    process = subprocess.Popen([sys.executable, "-m", "bot", "web", "--db", str(database), "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)
    lines = []
    try:
        for line in process.stdout:
            lines.append(line.rstrip("\n"))
            if line.startswith("Serving the tables on"):
                break
        addresses = [found for line in lines for found in re.findall(r"http://127\.0\.0\.1:\d+/t/[0-9a-f]{32}", line)]
        assert len(addresses) == expected_games, lines
        for address in addresses:
            with urllib.request.urlopen(address, timeout=HANG) as response:
                assert response.status == 200 and b"Builders&#x27; Table" in response.read()
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(HANG)
        finally:
            process.kill()
    assert process.returncode == 0, process.stderr.read()
    return lines


def test_python_m_bot_web_prints_every_game_and_serves_it(tmp_path):
    async def two_tables():
        table = Table(tmp_path / "bot.db")
        await table.open()
        await table.started()
        other = HERE.__class__(channel="chan-2", guild="guild-1")
        await table.service.create(other, ALICE, "temple")
        await table.service.join(other, BOB)
        await table.close()
    asyncio.run(two_tables())
    lines = serve_and_fetch(tmp_path / "bot.db", 2)
    assert "Nehemiah #1 (in play)" in lines[1] and "The Temple #2 (in the lobby)" in lines[0]


def test_python_m_bot_web_refuses_a_missing_database(tmp_path):
    result = subprocess.run([sys.executable, "-m", "bot", "web", "--db", str(tmp_path / "none.db")],
                            capture_output=True, text=True, cwd=ROOT, timeout=HANG)
    assert result.returncode == 3 and "none.db" in result.stderr and not (tmp_path / "none.db").exists()


@pytest.mark.slow
def test_after_the_demo(tmp_path):
    """The README's way: a demo, then its games on the web."""
    result = subprocess.run([sys.executable, "-m", "bot", "demo", "nehemiah", "--random", "--no-images",
                             "--db", str(tmp_path / "demo.db")], capture_output=True, text=True, cwd=ROOT,
                            timeout=600)
    assert result.returncode == 0, result.stderr
    lines = serve_and_fetch(tmp_path / "demo.db", 1)
    assert "(finished)" in lines[0]


async def test_the_bot_starts_its_web_server_and_says_where(tmp_path, monkeypatch, caplog):
    table = Table(tmp_path / "bot.db")
    await table.open()
    try:
        caplog.set_level(logging.INFO)
        monkeypatch.delenv("BOT_WEB_PORT", raising=False)
        assert await start_in_bot(table.service) is None
        port = free_port()
        monkeypatch.setenv("BOT_WEB_PORT", str(port))
        monkeypatch.setenv("BOT_WEB_HOST", "127.0.0.1")
        server = await start_in_bot(table.service)
        assert server is not None and server.url == f"http://127.0.0.1:{port}"
        assert any(f"listening on http://127.0.0.1:{port}" in r.getMessage() for r in caplog.records)
        # the port is taken now: a second server cannot start, which is logged, and nothing raises
        assert await start_in_bot(table.service) is None
        assert any(r.levelno == logging.ERROR and "could not start" in r.getMessage() for r in caplog.records)
        await server.close()
    finally:
        await table.close()


async def test_a_failing_request_touches_nothing_of_the_bot(tmp_path, monkeypatch):
    """A bug in a page is a 500 for that request; the service plays on."""
    from .conftest import close_web, open_web
    web = await open_web(tmp_path)
    try:
        await web.table.started()
        from bot.web import public

        def broken(*args, **kwargs):
            raise RuntimeError("a bug in the page")
        monkeypatch.setattr(public, "standing", broken)
        response = await web.client.get(await web.path())
        assert response.status == 500
        [reply] = await web.service.status(HERE, ALICE)
        assert reply.ok
        monkeypatch.undo()
        assert (await web.client.get(await web.path())).status == 200
    finally:
        await close_web(web)


async def test_the_games_listed_newest_first_on_both_databases(web_both):
    from bot.web.app import addresses
    other = HERE.__class__(channel="chan-2", guild="guild-1")
    await web_both.service.create(other, BOB, "temple")
    games = await web_both.storage.games_by_status(("lobby", "active", "finished"), 10)
    assert [(g.game, g.status) for g in games] == [("temple", "lobby"), ("nehemiah", "active")]
    assert await web_both.storage.games_by_status(("finished",), 10) == []
    shown, more = await addresses(web_both.storage, "https://x.example")
    assert more == 0 and shown[1][3] == f"https://x.example/t/{games[1].web_key}"
