"""The web app on a table service (tests/bot/conftest.py's Table: a fake clock, fixed seeds), served by
aiohttp's test server and asked with its test client, all on the test's own event loop."""
from __future__ import annotations

from dataclasses import dataclass

import pytest
from aiohttp.test_utils import TestClient, TestServer

import engine
import render
from bot.web.app import RUNNER, SITE, make_app
from tests.backends import postgres_problem
from tests.bot.conftest import ALICE, BOB, CYD, HERE, Table

BASE = "https://table.example.org"


@dataclass
class Web:
    table: Table
    client: TestClient
    app: object

    @property
    def service(self):
        return self.table.service

    @property
    def storage(self):
        return self.table.storage

    @property
    def site(self):
        return self.app[SITE]

    async def game(self, place=HERE):
        return await self.storage.latest_game(place.channel)

    async def path(self, place=HERE) -> str:
        return f"/t/{(await self.game(place)).web_key}"

    async def get(self, path: str, **kwargs):
        response = await self.client.get(path, **kwargs)
        return response, await response.read()

    async def play_turns(self, turns: int, users=(ALICE, BOB, CYD), place=HERE) -> list:
        """Answer the first choice of whoever is awaited until `turns` boards were posted; the replies."""
        replies = []
        boards = 0
        for _ in range(500):
            if boards >= turns:
                break
            [user] = (await self.table.awaited_users(users, place))[:1]
            got = await self.table.answer_first(user, place)
            replies += got
            boards += sum(1 for reply in got if reply.kind == "board")
        return replies


async def start_game(web: Web, game: str, users, place=HERE, options=None) -> None:
    await web.service.create(place, users[0], game, options or {})
    for user in users[1:]:
        await web.service.join(place, user)
    [reply, *_] = await web.service.start(place, users[0], [u.id for u in users])
    assert reply.ok, reply.text


async def play_random(web: Web, users, *, boards: int | None = None, moves: int = 5000, place=HERE,
                      seed: int = 3) -> list:
    """Random moves of whoever is asked, through the service, until `boards` board posts (or the end,
    or `moves` moves); the replies."""
    from engine.agents import random_agent
    by_id = {user.id: user for user in users}
    replies, posted = [], 0
    agent = None
    for _ in range(moves):
        game = await web.storage.open_game(place.channel)
        if game is None or game.status != "active" or (boards is not None and posted >= boards):
            break
        agent = agent or random_agent(game.game, seed)
        state = engine.loads(game.state)
        decision = engine.pending(state)[0]
        seats = {s.seat: s.user for s in await web.storage.seats(game.id)}
        got = await web.service.play(place, by_id[seats[decision.seat]], agent.choose(state, decision))
        assert all(reply.ok for reply in got), [reply.text for reply in got if not reply.ok]
        replies += got
        posted += sum(1 for reply in got if reply.kind == "board")
    return replies


async def open_web(tmp_path, backend: str = "sqlite", renderer=render, poll: float = 0.02, **app) -> Web:
    table = Table(tmp_path / "bot.db", renderer=renderer, backend=backend)
    await table.open()
    table.service.web_url = BASE
    application = make_app(table.service, poll=poll, **app)
    server = TestServer(application)
    await server.start_server(**RUNNER)            # as the bot runs it: no access log, quiet on bad requests
    client = TestClient(server)
    await client.start_server()
    return Web(table, client, application)


async def close_web(web: Web) -> None:
    await web.client.close()
    await web.table.close()
    web.table.drop()


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request) -> str:
    if request.param == "postgres" and (problem := postgres_problem()):
        pytest.skip(problem)
    return request.param


@pytest.fixture
async def web(tmp_path):
    """The web app on a SQLite table with a started Nehemiah game (Alice, Bob, Cyd)."""
    found = await open_web(tmp_path)
    await found.table.started()
    yield found
    await close_web(found)


@pytest.fixture
async def web_both(tmp_path, backend):
    """As `web`, on SQLite and on PostgreSQL."""
    found = await open_web(tmp_path, backend)
    await found.table.started()
    yield found
    await close_web(found)


def state_of(game) -> engine.State:
    return engine.loads(game.state)
