"""Bots at a Discord table (issue 32): one person and two bots play a whole game of Nehemiah. The host
opens the table with `/game new bots:1`, adds a bot with the lobby's Add bot button (and takes one away
and back), starts; the bots' moves follow on their own, a board per turn; only the person is ever
pinged, and every request keeps within Discord's limits (the conftest checks them)."""
from __future__ import annotations

import json
import random

import pytest

from bot import seating as S

from .play import awaited, buttons, final_board, is_board, take_turn


def lobby_of(world):
    return next(m for m in reversed(world.public()) if any(c.startswith("tbl:start:") for c in buttons(m)))


def click_id(message, action: str) -> str:
    return next(cid for cid in buttons(message) if cid.startswith(f"tbl:{action}:"))


@pytest.mark.slow
async def test_one_person_and_two_bots_play_a_whole_game_of_nehemiah(world):
    alice = world.users[0]
    world.bot.service.shuffle = random.Random(5)
    await alice.slash(world.channel, "game new", game="nehemiah", thread="off", bots=1, strength="easy")
    lobby = lobby_of(world)
    assert "Bot 1 (easy)" in lobby.content
    await alice.click(lobby, custom_id=click_id(lobby, "addbot"))
    assert "Bot 2 (easy)" in lobby_of(world).content
    stranger = world.users[1]
    await stranger.click(lobby_of(world), custom_id=click_id(lobby_of(world), "removebot"))
    assert "Bot 2 (easy)" in lobby_of(world).content              # only the host takes bots away
    await alice.click(lobby_of(world), custom_id=click_id(lobby_of(world), "removebot"))
    assert "Bot 2" not in lobby_of(world).content
    await alice.click(lobby_of(world), custom_id=click_id(lobby_of(world), "addbot"))
    await alice.click(lobby_of(world), custom_id=click_id(lobby_of(world), "start"))
    game = await world.bot.service.storage.open_game(str(world.channel.id))
    bots = {s.user for s in await world.bot.service.storage.seats(game.id) if S.bot_strength(s.user)}
    assert len(bots) == 2
    rng, moves = random.Random(2), 0
    while (members := await awaited(world)):
        assert members == [alice]                                 # the bots never wait for anybody
        await take_turn(world, alice, pick=rng)
        moves += 1
        assert moves < 400
    final = final_board(world.public())
    assert "Final scores:" in final.content and "Bot 1 (easy)" in final.content
    assert sum(1 for m in world.public() if is_board(m)) > moves          # the bots' turns have boards too
    for entry in world.env.http_requests:
        if entry.method == "POST" and entry.path.endswith("/messages") and entry.json:
            payload = entry.json if isinstance(entry.json, dict) else json.loads(entry.json)
            users = {str(u) for u in (payload.get("allowed_mentions") or {}).get("users", [])}
            assert users <= {str(alice.id)}, "only the person is pinged"
