"""A whole game in a Discord channel, and the rules of the road: pings, secrets, acknowledgements."""
from __future__ import annotations

import json
import random

import pytest

import engine

from .play import answer_least, awaited, buttons, final_board, is_board, private_texts, take_turn


async def open_lobby(world, options=None):
    alice, bob, cyd = world.users
    await alice.slash(world.channel, "game new", game="nehemiah", thread="off",
                      **({"variant": options} if options else {}))
    lobby = world.public()[-1]
    ids = buttons(lobby)
    join = next(cid for cid in ids if cid.startswith("tbl:join:"))
    await bob.click(lobby, custom_id=join)
    await cyd.slash(world.channel, "game join")
    lobby = next(m for m in world.public() if any(c.startswith("tbl:start:") for c in buttons(m)))
    start = next(cid for cid in buttons(lobby) if cid.startswith("tbl:start:"))
    await alice.click(lobby, custom_id=start)


async def _moment(world):
    """The game's engine.moment, None once it is over."""
    game = await world.bot.service.storage.open_game(str(world.channel.id))
    return engine.moment(engine.loads(game.state)) if game is not None else None


@pytest.mark.slow
async def test_a_whole_three_player_game_in_a_channel(world):
    rng = random.Random(3)
    await open_lobby(world)
    boards = [m for m in world.public() if is_board(m)]
    assert len(boards) == 1 and boards[0].attachments[0].filename.endswith(".png")
    assert boards[0].attachments[0].description        # alt text
    moves, expected_boards = 0, 1
    while (members := await awaited(world)):
        public = world.public()                        # one (slow) history read per move
        boards = [m for m in public if is_board(m)]
        assert len(boards) == expected_boards, "a board picture exactly when a turn ends"
        member = members[0]
        before = await _moment(world)
        if moves % 7 == 3:                             # now and then by /play with autocomplete
            offered = await member.autocomplete(world.channel, "play", "move", "")
            assert 0 < len(offered) <= 25
            result = await member.slash(world.channel, "play", move=rng.choice(offered)["value"])
            assert result.acknowledged and result.ephemeral
        else:
            await take_turn(world, member, pick=rng, board=boards[-1])
        moves += 1
        after = await _moment(world)
        expected_boards += after is None or after != before
        assert moves < 1000
        if moves % 20 == 0:
            await world.env.advance_time(16 * 60)      # discord.py's 15-minute view timers (see test_architects)
    final = final_board(world.public())
    assert "Final scores:" in final.content and final.attachments
    assert moves > 50


async def test_pings_name_only_the_awaited_player(world):
    await open_lobby(world)
    for _ in range(12):
        [member] = await awaited(world)
        await take_turn(world, member)
    creates = [entry for entry in world.env.http_requests
               if entry.method == "POST" and entry.path.endswith("/messages") and entry.json]
    assert creates
    pinged = 0
    for entry in creates:
        payload = entry.json if isinstance(entry.json, dict) else json.loads(entry.json)
        mentions = payload.get("allowed_mentions") or {}
        assert mentions.get("parse", []) == [], "no @everyone, @here or roles"
        assert not mentions.get("roles")
        users = [str(u) for u in mentions.get("users", [])]
        content = payload.get("content") or ""
        for user in users:
            assert f"<@{user}>" in content
        pinged += len(users)
        assert len(users) <= 1
    assert pinged >= 10


async def test_the_board_button_shows_the_board_privately_and_the_command_for_everybody(world):
    await open_lobby(world)
    [member] = await awaited(world)
    board = [m for m in world.public() if is_board(m)][-1]
    before = len(world.public())
    looked = await member.click(board, custom_id=next(c for c in buttons(board) if c.startswith("tbl:board:")))
    shown = looked.response or looked.followups[0]
    assert shown.ephemeral and shown.attachments and "Waiting for" in shown.content
    assert len(world.public()) == before                  # a look in the middle of a turn floods nobody
    posted = await member.slash(world.channel, "game board")
    assert posted.acknowledged
    assert len(world.public()) == before + 1 and world.public()[-1].attachments


@pytest.mark.slow
async def test_nothing_private_in_public_messages(world):
    await open_lobby(world, options="leaders")
    alice, bob, cyd = world.users
    seen = []
    for _ in range(40):
        members = await awaited(world)
        if not members:
            break
        shown, answered = await take_turn(world, members[0], pick=1)
        seen += private_texts(shown) + private_texts(answered)
        hand = await members[0].slash(world.channel, "hand")
        assert hand.ephemeral and private_texts(hand)
        seen += private_texts(hand)
    public = "\n".join(m.content for m in world.public())
    assert "Sealed bid" in "\n".join(seen) and "Behind your screen" in "\n".join(seen)
    for marker in ("Behind your screen", "Your bid", "Sealed bid for", "The gate is worth"):
        assert marker not in public


async def test_every_interaction_is_acknowledged_before_slow_work(world, monkeypatch):
    import render
    slow_calls = []
    original = render.board

    def slow_board(view, **kwargs):          # rendering is the slow part: it must come after the ack
        slow_calls.append(len(world.env.http_requests))
        return original(view, **kwargs)

    monkeypatch.setattr(world.bot.service.renderer, "board", slow_board)
    await open_lobby(world)
    [member] = await awaited(world)
    shown, answered = await take_turn(world, member)
    assert shown.acknowledged and answered.acknowledged
    callbacks = [i for i, e in enumerate(world.env.http_requests) if "/callback" in e.path]
    assert callbacks
    for position in slow_calls:
        assert any(c < position for c in callbacks)
    # in order: the acknowledgement of each interaction is its first request
    log = [(e.method, e.path) for e in world.env.http_requests]
    for i, (method, path) in enumerate(log):
        if "/interactions/" in path:
            assert path.endswith("/callback")


async def test_a_sealed_step_has_one_status_message_and_one_board(world):
    """The leader auction: the opener's choice pings the others (a line, no picture); the sealed bids
    fill one status message, edited in place; the reveal posts one board."""
    await open_lobby(world, "leaders")
    boards_before = len([m for m in world.public() if is_board(m)])
    [opener] = await awaited(world)
    await take_turn(world, opener)                          # choose the leader to auction
    ping = world.public()[-1]
    assert not ping.attachments and "sealed answer" in ping.content
    others = {str(u.id) for u in world.users if u != opener}
    assert {str(u.id) for u in ping.mentions} == others     # only the newly awaited are pinged
    posted = len(world.public())
    bidders = await awaited(world)
    assert len(bidders) == 3
    for member in bidders:
        for _ in range(3):                                  # workers, wood, gold: sealed amounts
            await answer_least(world, member)
    public = world.public()
    status = [m for m in public if "answered. Waiting for" in m.content]
    assert len(status) == 1 and "2 of 3 have answered" in status[0].content   # edited, not reposted
    assert len(public) == posted + 2                        # the status message and the board
    boards = [m for m in public if is_board(m)]
    assert len(boards) == boards_before + 1 and "bids" in boards[-1].content.lower()
