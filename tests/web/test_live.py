"""Live updates: the table's stream of server-sent events says "move" when a move lands, made through
the service (the page then fetches itself again); it ends when the game does."""
from __future__ import annotations

import asyncio

from tests.bot.conftest import ALICE, BOB, CYD, HERE

HANG = 30          # seconds: a bound on a hang, never a measure of speed


async def next_event(response) -> tuple[str, str]:
    """The next event of a stream (its name and data), comments and retry lines skipped."""
    name, data = "message", ""
    while True:
        line = (await asyncio.wait_for(response.content.readline(), HANG)).decode()
        if line in ("\n", ""):
            if data:
                return name, data
            if line == "":
                return "closed", ""
            continue
        if line.startswith("event:"):
            name = line[6:].strip()
        elif line.startswith("data:"):
            data = line[5:].strip()


async def test_a_move_arrives_on_the_stream(web):
    game = await web.game()
    response = await web.client.get(f"/t/{game.web_key}/events?v={game.version}")
    assert response.status == 200 and response.content_type == "text/event-stream"
    assert response.headers["Cache-Control"] == "no-store"
    assert "default-src 'none'" in response.headers["Content-Security-Policy"]
    assert (await response.content.readline()).startswith(b"retry:")
    await web.table.answer_first((await web.table.awaited_users((ALICE, BOB, CYD)))[0])
    name, data = await next_event(response)
    after = await web.game()
    assert name == "move" and int(data) == after.version > game.version
    response.close()


async def test_a_move_before_the_stream_opened_is_not_missed(web):
    game = await web.game()
    await web.table.answer_first((await web.table.awaited_users((ALICE, BOB, CYD)))[0])
    response = await web.client.get(f"/t/{game.web_key}/events?v={game.version}")
    assert (await next_event(response))[0] == "move"
    response.close()


async def test_the_stream_ends_with_the_game(web):
    game = await web.game()
    response = await web.client.get(f"/t/{game.web_key}/events?v={game.version}")
    await web.service.abandon(HERE, ALICE, confirm=True)
    assert (await next_event(response))[0] == "move"
    assert (await next_event(response)) == ("end", "over")
    assert (await next_event(response))[0] == "closed"
    assert web.site.streams.count == 0


async def test_streams_per_address_are_bounded(web):
    game = await web.game()
    web.site.streams.per_address = 2
    opened = [await web.client.get(f"/t/{game.web_key}/events") for _ in range(2)]
    assert all(response.status == 200 for response in opened)
    refused = await web.client.get(f"/t/{game.web_key}/events")
    assert refused.status == 429
    for response in opened:
        response.close()
