"""French, like English and Polish: a whole game of every game runs in French through the service,
with every message of the service and of the pictures rendered strictly (a key missing in French or
a variable the catalog does not know fails the test instead of falling back to English)."""
from __future__ import annotations

import pytest

import data.locale as locale
import render
from bot import text as bot_text
from bot.replies import User
from engine.agents import random_agent
import engine

from .conftest import HERE, Table, run

FRENCH = [User(f"f{i}", name, locale="fr") for i, name in enumerate(("Élodie", "Noël", "Gaëlle", "Loïc"))]
GAMES = [("nehemiah", 3, {"leaders": True}), ("temple", 3, {}), ("architects", 2, {}), ("ezra_nehemiah", 2, {}),
         ("ezra_nehemiah", 1, {})]


@pytest.fixture
def strict(monkeypatch):
    """Every message rendered strictly, in the service and in the pictures."""
    original = locale.translate

    def translate(message, language="en", *, names=locale.default_name, strict=False):
        return original(message, language, names=names, strict=True)

    monkeypatch.setattr(bot_text, "translate", translate)
    monkeypatch.setattr(render.kit, "translate", translate)
    render.kit._word.cache_clear()
    yield
    render.kit._word.cache_clear()


@pytest.mark.slow
@pytest.mark.parametrize("game, players, options", GAMES, ids=[f"{g}-{n}" for g, n, _ in GAMES])
def test_a_whole_game_in_french(tmp_path, backend, strict, game, players, options):
    async def go():
        table = Table(tmp_path / "bot.db", renderer=render, backend=backend)
        await table.open()
        service = table.service
        users = FRENCH[:players]
        await service.channel_settings(HERE, User(users[0].id, users[0].name, manager=True), language="fr")
        [lobby] = await service.create(HERE, users[0], game, options, clock={"limit": 24})
        assert lobby.ok and "horloge" in lobby.text.lower(), lobby.text
        for user in users[1:]:
            await service.join(HERE, user)
        replies = await service.start(HERE, users[0], [u.id for u in users])
        agent = random_agent(game, 7)
        seen = list(replies)
        for _ in range(5000):
            game_record = await table.storage.open_game(HERE.channel)
            if game_record is None:
                break
            state = engine.loads(game_record.state)
            pending = engine.pending(state)
            seats = {s.seat: s for s in await table.storage.seats(game_record.id)}
            decision = pending[0]
            user = next(u for u in users if u.id == seats[decision.seat].user)
            [prompt] = await service.prompt(HERE, user)
            assert prompt.ok, prompt.text
            replies = await service.play(HERE, user, agent.choose(state, decision), prompt.prompt.decision)
            assert replies[0].ok, replies[0].text
            seen += replies
        else:
            pytest.fail("the game did not end")
        [status] = await service.status(HERE, users[0])
        [hand] = await service.hand(HERE, users[0])
        [log] = await service.log(HERE, users[0])
        seen += [status, hand, log]
        texts = "\n".join(reply.text for reply in seen)
        assert "Scores finaux" in texts, texts[-500:]
        assert any(reply.image for reply in seen)
        await table.close()
    run(go())
