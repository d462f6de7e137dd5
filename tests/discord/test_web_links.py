"""With BOT_PUBLIC_URL set, the bot's posts link to the table on the web: the lobby, the game's first
board and /game board give the table's page, /hand a private link to one's own screen (bot/web)."""
from __future__ import annotations

import re

import pytest

from .conftest import make_bot
from .play import is_board, private_texts
from .test_game import open_lobby

BASE = "https://table.example.org"
PAGE = re.compile(re.escape(BASE) + r"/t/[0-9a-f]{32}")


@pytest.fixture
def simcord_bot(tmp_path, clock, monkeypatch):
    monkeypatch.setenv("BOT_PUBLIC_URL", BASE)
    monkeypatch.delenv("BOT_WEB_PORT", raising=False)
    return make_bot(tmp_path / "bot.db", clock)


async def test_the_posts_link_to_the_table_on_the_web(world):
    await open_lobby(world)
    public = world.public()
    [lobby] = [m for m in public if "/t/" in m.content and not is_board(m)][:1]
    [page] = PAGE.findall(lobby.content)
    first = next(m for m in public if is_board(m))
    assert page in first.content
    alice = world.users[0]
    hand = await alice.slash(world.channel, "hand")
    assert hand.ephemeral
    [text] = [t for t in private_texts(hand) if "/hand/" in t]
    assert re.search(re.escape(page) + r"/hand/\S+", text)
    await alice.slash(world.channel, "game board")
    assert page in world.public()[-1].content
