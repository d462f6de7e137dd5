"""Nothing secret on a public page or picture: for each game, a table and its twin whose stored state
differs only in something hidden (a player's hand, the order of a deck) give byte-identical public
pages and pictures, and no page shows the hidden half of an event."""
from __future__ import annotations

import itertools
import json
import sqlite3

import pytest

import engine
from bot.text import render as words
from tests.bot.conftest import ALICE, BOB, CYD, HERE

from .conftest import close_web, open_web, play_random, start_game

GAMES = [("nehemiah", (ALICE, BOB, CYD)), ("temple", (ALICE, BOB, CYD)), ("architects", (ALICE, BOB)),
         ("ezra_nehemiah", (ALICE, BOB))]
HIDDEN_LISTS = ("deck", "pile", "hand")


def _lists(data, path=()):
    if isinstance(data, list):
        yield path, data
        for index, item in enumerate(data):
            yield from _lists(item, path + (index,))
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from _lists(value, path + (key,))


def _at(data, path):
    for part in path:
        data = data[part]
    return data


def hidden_twins(state) -> dict[str, tuple[str, engine.State]]:
    """States that differ from `state` only in what the public may not see: a deck (or hand) in another
    order, two players' hidden holdings swapped. {kind: (what changed, the twin)}."""
    data = json.loads(engine.dumps(state))
    public = engine.view(state, None)
    seats = len(public["players"])
    mine = [engine.view(state, seat) for seat in range(seats)]
    twins: dict[str, tuple[str, engine.State]] = {}

    def keep(kind: str, what: str, changed: dict) -> None:
        try:
            twin = engine.loads(json.dumps(changed))
            engine.pending(twin)
        except Exception:
            return
        if twin != state and engine.view(twin, None) == public and kind not in twins:
            if kind == "hand" and all(engine.view(twin, s) == mine[s] for s in range(seats)):
                return                           # a hand must be one a player sees changed
            twins[kind] = (what, twin)

    for path, items in _lists(data):
        named = [part for part in path if isinstance(part, str)]
        if named and any(word in named[-1] for word in HIDDEN_LISTS) and len({json.dumps(i) for i in items}) > 1:
            changed = json.loads(json.dumps(data))
            _at(changed, path).reverse()
            keep("hand" if "hand" in named[-1] else "deck", "/".join(map(str, path)) + " reversed", changed)
    players = next((key for key in ("players", "seats") if isinstance(data.get(key), list)), None)
    for field in (data[players][0] if players else {}):
        for first, second in itertools.combinations(range(len(data[players])), 2):
            changed = json.loads(json.dumps(data))
            one, two = changed[players][first], changed[players][second]
            one[field], two[field] = two[field], one[field]
            keep("hand", f"{players}/{first},{second}/{field} swapped", changed)
        if isinstance(data[players][0][field], int) and not isinstance(data[players][0][field], bool):
            changed = json.loads(json.dumps(data))
            changed[players][0][field] += 1                  # one more of something behind a screen
            keep("hand", f"{players}/0/{field} + 1", changed)
    return twins


def public_addresses(path: str, frames: int) -> list[str]:
    found = [path, f"{path}?lang=pl", f"{path}?lang=fr", f"{path}?turn=0", f"{path}?turn={frames}",
             f"{path}/board.png", f"{path}/board.png?lang=fr", f"{path}/turn/0.png", f"{path}/turn/{frames}.png"]
    return found + [f"{path}/turn/{k}.png" for k in range(1, frames)]


@pytest.mark.parametrize("game, users", GAMES, ids=[game for game, _ in GAMES])
async def test_hidden_differences_give_the_same_public_pages(tmp_path, game, users):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    web = await open_web(tmp_path / "a")
    twin_web = None
    try:
        await start_game(web, game, users)
        web.service.renderer = None                      # no pictures while playing: quicker
        await play_random(web, users, boards=3)
        web.service.renderer = web.table.renderer
        record = await web.game()
        state = engine.loads(record.state)
        twins = hidden_twins(state)
        assert "deck" in twins or "hand" in twins, "nothing hidden found to change"
        if game != "temple":
            assert "hand" in twins, "no hidden hand found to change"
        path = await web.path()
        page = await (await web.client.get(path)).text()
        frames = int(page.split('id="turn" name="turn" min="0" max="')[1].split('"')[0])
        addresses = public_addresses(path, frames)
        seen = {}
        for address in addresses:
            response = await web.client.get(address)
            assert response.status == 200, address
            seen[address] = await response.read()
        # the hidden half of every event is on no page
        for event in await web.storage.events_after(record.id, 0):
            if event.event.get("private") and event.event.get("seat") is not None:
                secret = words(event.event["private"], "en", lambda seat: f"#{seat + 1}")
                shown = words(event.event["public"], "en", lambda seat: f"#{seat + 1}")
                if secret and secret not in shown and len(secret) > 12:
                    assert secret.encode() not in seen[path], secret
        for kind, (what, twin) in twins.items():
            with sqlite3.connect(tmp_path / "a" / "bot.db") as source, \
                    sqlite3.connect(tmp_path / "b" / "bot.db") as copy:
                source.backup(copy)
                copy.execute("UPDATE games SET state = ? WHERE id = ?", (engine.dumps(twin), record.id))
            twin_web = await open_web(tmp_path / "b")
            for address in addresses:
                response = await twin_web.client.get(address)
                assert response.status == 200
                assert await response.read() == seen[address], f"{address} differs when {what} ({kind})"
            await close_web(twin_web)
            twin_web = None
            (tmp_path / "b" / "bot.db").unlink()
    finally:
        await close_web(web)
        if twin_web is not None:
            await close_web(twin_web)
