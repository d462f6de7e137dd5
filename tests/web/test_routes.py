"""Every route of the web app, its headers, and bad input: a plain 4xx page, nothing logged as an error,
nothing changed."""
from __future__ import annotations

import asyncio
import io
import logging
import re

import pytest
import render
from PIL import Image

from bot.storage.contract import new_web_key
from bot.web import security
from tests.bot.conftest import ALICE, BOB, CYD, HERE

from .conftest import close_web, open_web

def png_size(data: bytes) -> tuple[int, int]:
    return Image.open(io.BytesIO(data)).size


async def test_a_table_page_has_the_board_whose_turn_the_players_and_the_log(web_both):
    web = web_both
    await web.play_turns(2)
    path = await web.path()
    response, body = await web.get(path)
    assert response.status == 200 and response.content_type == "text/html"
    page = body.decode()
    assert "Nehemiah · table #" in page and 'lang="en"' in page
    assert f'src="{path}/board.png?lang=en&amp;v=' in page           # the board now
    assert 'type="range" id="turn"' in page and 'max="2"' in page     # the history: set-up and 2 turns
    assert "Waiting for" in page and "has waited" in page              # whose turn, for how long
    for name in ("Alice", "Bob", "Cyd"):
        assert name in page
    assert "Turn 1 · round 1" in page and "The set-up" in page         # the log, by turn
    assert f'data-events="{path}/events?v=' in page                    # followed live
    assert "<script" in page and "onclick" not in page and "style=" not in page   # no inline script or style


async def test_the_pictures_of_a_table(web):
    await web.play_turns(1)
    path = await web.path()
    for address in (f"{path}/board.png", f"{path}/turn/0.png", f"{path}/turn/1.png"):
        response, body = await web.get(address)
        assert response.status == 200 and response.content_type == "image/png", address
        assert png_size(body)[0] == 1600                                # full resolution
        again = await web.client.get(address, headers={"If-None-Match": response.headers["ETag"]})
        assert again.status == 304                                      # cached by the browser
    response, _ = await web.get(f"{path}/scores.png")
    assert response.status == 404                                       # the game is not over


async def test_static_files_robots_and_home(web):
    for address, kind in (("/static/table.css", "text/css"), ("/static/table.js", "text/javascript"),
                          ("/static/favicon.svg", "image/svg+xml"), ("/favicon.ico", "image/svg+xml")):
        response, body = await web.get(address)
        assert response.status == 200 and response.content_type == kind and body
    response, body = await web.get("/robots.txt")
    assert response.status == 200 and b"Disallow: /" in body
    response, body = await web.get("/")
    assert response.status == 200 and b"/t/" not in body               # no list of tables


async def test_every_answer_has_the_security_headers(web):
    path = await web.path()
    for address in ("/", f"{path}", f"{path}/board.png", "/static/table.js", "/nothing", f"{path}?lang=xx"):
        response, _ = await web.get(address)
        headers = response.headers
        assert "default-src 'none'" in headers["Content-Security-Policy"], address
        assert "'unsafe-inline'" not in headers["Content-Security-Policy"]
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert headers["Referrer-Policy"] == "no-referrer"
        assert headers["X-Frame-Options"] == "DENY"
        assert "aiohttp" not in headers.get("Server", "")


async def test_the_page_in_each_language(web):
    path = await web.path()
    for language, word in (("pl", "Gracze"), ("fr", "Joueurs"), ("en", "Players")):
        response, body = await web.get(f"{path}?lang={language}")
        assert response.status == 200
        assert f'lang="{language}"'.encode() in body and word.encode() in body
    await web.service.settings(HERE, ALICE, channel={"language": "pl"})
    response, body = await web.get(path)                               # the table's own language
    assert b'<html lang="pl">' in body


async def test_unknown_and_old_addresses_are_the_same_plain_404(web):
    game = await web.game()
    addresses = [f"/t/{new_web_key()}", f"/t/{game.web_key[:-1]}", f"/t/{game.web_key.upper()}",
                 f"/t/{game.id}", "/t/../../etc/passwd", "/static/../bot/web/app.py", "/static/secret.txt",
                 f"/t/{new_web_key()}/board.png", f"/t/{new_web_key()}/turn/1.png", "/nothing/here"]
    bodies = set()
    for address in addresses:
        response, body = await web.get(address)
        assert response.status == 404, address
        bodies.add(body)
    assert len(bodies) == 1                  # not a word on whether such a table exists
    assert b"Nehemiah" not in bodies.pop()


@pytest.mark.parametrize("ask", [
    lambda path: ("POST", path, 405), lambda path: ("PUT", path + "/board.png", 405),
    lambda path: ("DELETE", path, 405), lambda path: ("PATCH", "/", 405), lambda path: ("OPTIONS", path, 405),
    lambda path: ("GET", path + "?lang=xx", 400), lambda path: ("GET", path + "?turn=abc", 400),
    lambda path: ("GET", path + "?turn=-1", 400), lambda path: ("GET", path + "?turn=99999999999", 400),
    lambda path: ("GET", path + "?turn=999", 404), lambda path: ("GET", path + "/turn/999.png", 404),
    lambda path: ("GET", path + "/turn/12345678901234.png", 404),
    lambda path: ("GET", path + "?x=" + "a" * 5000, 414), lambda path: ("GET", path + "/events?v=zz", 400),
    lambda path: ("GET", path + "/hand/" + "a" * 300, 404), lambda path: ("GET", path + "/hand/1.2.3.4.5", 404),
    lambda path: ("GET", path + "/replay.gif", 404),
])
async def test_bad_input_is_a_plain_4xx_and_changes_nothing(web, caplog, ask):
    await web.play_turns(1)
    method, address, status = ask(await web.path())
    before = web.table.dump()
    caplog.set_level(logging.INFO)
    response = await web.client.request(method, address)
    body = await response.read()
    assert response.status == status, (method, address)
    assert response.content_type == "text/html" and b"<h1>" in body and b"Traceback" not in body
    if status == 405:
        assert response.headers["Allow"] == "GET, HEAD"
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert web.table.dump() == before


async def test_head_answers_without_a_body(web):
    path = await web.path()
    response = await web.client.head(path)
    assert response.status == 200 and await response.read() == b""


async def test_a_malformed_request_line_is_refused_and_logs_no_error(web, caplog):
    caplog.set_level(logging.DEBUG)
    reader, writer = await asyncio.open_connection(web.client.host, web.client.port)
    writer.write(b"GET /\x00\x01 HTTP/9.9\r\nHost: x\r\n\r\n")
    await writer.drain()
    answer = await asyncio.wait_for(reader.read(200), 10)
    writer.close()
    assert answer.split(b"\r\n")[0].endswith(b" 400 Bad Request")
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_the_rate_limit_per_address(tmp_path):
    ticks = [0.0]
    web = await open_web(tmp_path, limiter=security.Limiter(rate=1.0, burst=5, clock=lambda: ticks[0]))
    try:
        statuses = [(await web.client.get("/robots.txt")).status for _ in range(7)]
        assert statuses == [200] * 5 + [429] * 2
        ticks[0] += 2.0                                 # two seconds later: two more
        statuses = [(await web.client.get("/robots.txt")).status for _ in range(3)]
        assert statuses == [200, 200, 429]
        response = await web.client.get("/robots.txt")
        assert response.headers["Retry-After"] and b"Too many requests" in await response.read()
    finally:
        await close_web(web)


def test_the_limiter_and_the_forwarded_address_are_bounded():
    limiter = security.Limiter(rate=1.0, burst=2, kept=3, clock=lambda: 0.0)
    for number in range(10):
        assert limiter.allow(f"10.0.0.{number}")
    assert len(limiter) == 3

    class Request:
        def __init__(self, remote, forwarded):
            self.remote, self.headers = remote, {"X-Forwarded-For": forwarded}
    assert security.client_address(Request("127.0.0.1", "1.2.3.4, 5.6.7.8")) == "5.6.7.8"   # the proxy's own
    assert security.client_address(Request("172.17.0.1", "1.2.3.4")) == "1.2.3.4"   # Docker's bridge
    assert security.client_address(Request("9.9.9.9", "1.2.3.4")) == "9.9.9.9"      # not from a proxy here
    assert security.client_address(Request("127.0.0.1", "not an address")) == "127.0.0.1"


async def test_a_lobby_has_a_page_without_pictures(tmp_path):
    web = await open_web(tmp_path)
    try:
        [lobby] = await web.service.create(HERE, ALICE, "nehemiah")
        path = await web.path()
        assert f"https://table.example.org{path}" in lobby.text         # the lobby links to it
        response, body = await web.get(path)
        assert response.status == 200 and b"has not started yet" in body and b"Alice" in body
        assert (await web.client.get(f"{path}/board.png")).status == 404
        assert (await web.client.get(f"{path}?turn=1")).status == 404
    finally:
        await close_web(web)


async def test_the_caches_are_bounded(web):
    await web.play_turns(3)
    path = await web.path()
    site = web.site
    site.pictures.max_items = 2
    for k in range(4):
        assert (await web.client.get(f"{path}/turn/{k}.png")).status == 200
    assert len(site.pictures) == 2 and site.pictures.size <= site.pictures.max_bytes
    site.history.limit = 1
    site.reader.limit = 1
    await web.service.create(HERE.__class__(channel="other", guild="guild-1"), BOB, "nehemiah")
    for channel in ("chan-1",):
        assert (await web.client.get(await web.path())).status == 200
    assert len(site.history._kept) <= 1 and len(site.reader._kept) <= 1


@pytest.mark.slow
async def test_a_finished_game_shows_its_scores_and_replay(tmp_path):
    from engine.agents import random_agent
    web = await open_web(tmp_path)
    try:
        await web.table.started((ALICE, BOB))
        web.service.renderer = None                     # no pictures while playing: quicker
        agent = random_agent("nehemiah", 3)
        users = {"u1": ALICE, "u2": BOB}
        import engine
        for _ in range(2000):
            game = await web.storage.open_game(HERE.channel)
            if game is None:
                break
            state = engine.loads(game.state)
            decision = engine.pending(state)[0]
            seats = {s.seat: s.user for s in await web.storage.seats(game.id)}
            choice = agent.choose(state, decision)
            await web.service.play(HERE, users[seats[decision.seat]], choice)
        web.service.renderer = render
        path = await web.path()
        response, body = await web.get(path)
        assert response.status == 200 and b"Finished" in body and b"scores.png" in body and b"replay.gif" in body
        assert b"data-events" not in body                                 # nothing more to follow
        response, body = await web.get(f"{path}/scores.png")
        assert response.status == 200 and response.content_type == "image/png"
        response, body = await web.get(f"{path}/replay.gif")
        assert response.status == 200 and response.content_type == "image/gif" and body[:6] == b"GIF89a"
        response = await web.client.get(f"{path}/events")
        assert response.status == 204                                     # the browser stops asking
    finally:
        await close_web(web)


def test_the_page_has_no_address_of_elsewhere():
    """No CDN, no external font or script: the page and its assets name no other server."""
    from importlib.resources import files
    for name in ("table.css", "table.js"):
        text = files("bot.web").joinpath("static", name).read_text()
        assert not re.search(r"https?://|//[a-z0-9.-]+\.[a-z]{2,}/|@import|url\(", text), name
