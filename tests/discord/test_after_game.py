"""After the game on Discord: the final board carries the score breakdown, the replay follows as an
animated picture, and /stats, /game history, /game export and /game replay answer."""
from __future__ import annotations

import io
import json
import random

import pytest
from PIL import Image

import engine
from bot.replies import Place, User
from engine import record as records
from engine.agents import random_agent


def _place(world) -> Place:
    return Place(channel=str(world.channel.id), guild=str(world.guild.id))


async def _open(world, players):
    first, *others = players
    await first.slash(world.channel, "game new", game="nehemiah", thread="off")
    for member in others:
        await member.slash(world.channel, "game join")
    await first.slash(world.channel, "game start")


async def play_but_the_last_move(world, players, seed: int = 5):
    """Play a whole game through the bot's service (the same database) up to its last move, then
    return who makes it and the option id: the test makes that move on Discord."""
    service, storage, place = world.bot.service, world.bot.service.storage, _place(world)
    users = {str(m.id): User(str(m.id), m.name) for m in players}
    agent, rng = random_agent("nehemiah", seed), random.Random(seed)
    while True:
        game = await storage.open_game(place.channel)
        state = engine.loads(game.state)
        seats = {s.seat: s.user for s in await storage.seats(game.id)}
        decision = rng.choice(engine.pending(state))
        choice = agent.choose(state, decision)
        after, _ = engine.act(state, decision.seat, choice, expect=decision.id)
        if not engine.pending(after) and isinstance(choice, str):
            return next(m for m in players if str(m.id) == seats[decision.seat]), choice
        replies = await service.play(place, users[seats[decision.seat]], choice,
                                     service.decision_token(game, decision.id))
        assert replies[0].ok, replies[0].text


async def _read(attachment) -> bytes:
    return await attachment.read()


@pytest.mark.slow
async def test_the_end_of_a_game_posts_the_breakdown_and_the_replay_and_the_commands_answer(world):
    alice, bob, cyd = world.users
    await _open(world, (alice, bob))
    member, option = await play_but_the_last_move(world, (alice, bob))
    before = len(world.public())
    result = await member.slash(world.channel, "play", move=option)
    assert result.acknowledged
    posted = world.public()[before:]
    final = next(m for m in posted if "Final scores:" in m.content)
    names = [a.filename for a in final.attachments]
    assert len(names) == 2 and names[0].endswith(".png") and names[1].endswith("-scores.png")
    assert final.attachments[1].description                       # the breakdown's alt text
    scores = Image.open(io.BytesIO(await _read(final.attachments[1])))
    assert scores.format == "PNG"
    [replay] = [m for m in posted if any(a.filename.endswith("-replay.gif") for a in m.attachments)]
    assert posted.index(replay) == posted.index(final) + 1        # right after the final board
    data = await _read(replay.attachments[0])
    assert len(data) < 10 * 1024 * 1024
    animation = Image.open(io.BytesIO(data))
    frames = animation.n_frames
    assert animation.format == "GIF" and frames >= 3 and f"{frames} pictures" in replay.content

    # /game history: the finished game with its winner
    game = await world.bot.service.storage.latest_game(str(world.channel.id))
    history = await bob.slash(world.channel, "game history")
    text = "\n".join(m.content for m in [history.response, *history.followups] if m is not None)
    assert history.ephemeral and f"#{game.id} · Nehemiah" in text

    # /stats: the leaderboard of this server, and one player's line
    leaderboard = await cyd.slash(world.channel, "stats")
    text = "\n".join(m.content for m in [leaderboard.response, *leaderboard.followups] if m is not None)
    assert "Ratings on this server" in text and alice.name in text and bob.name in text
    mine = await cyd.slash(world.channel, "stats", user=alice)
    text = "\n".join(m.content for m in [mine.response, *mine.followups] if m is not None)
    assert "1 game," in text and f"#{game.id}" in text

    # /game export: a private file that replays to the same final state
    exported = await bob.slash(world.channel, "game export")
    [message] = [m for m in [exported.response, *exported.followups] if m is not None and m.attachments]
    assert message.ephemeral
    data = await _read(message.attachments[0])
    assert json.loads(data)["game"] == "nehemiah"
    assert engine.dumps(records.replay(records.decode(data))) == game.state

    # /game replay: the animation again, in the channel
    before = len(world.public())
    again = await cyd.slash(world.channel, "game replay", table=game.id)
    assert again.acknowledged
    [posted] = world.public()[before:]
    assert posted.attachments[0].filename.endswith("-replay.gif")
    assert Image.open(io.BytesIO(await _read(posted.attachments[0]))).n_frames == frames


async def test_refusals_of_the_after_game_commands_are_private(world):
    alice, bob, _ = world.users
    result = await alice.slash(world.channel, "game export", table=987654)
    assert result.ephemeral
    texts = [m.content for m in [result.response, *result.followups] if m is not None]
    assert any("no table #987654" in t for t in texts)
    result = await alice.slash(world.channel, "game replay")
    texts = [m.content for m in [result.response, *result.followups] if m is not None]
    assert any("No game has been finished" in t for t in texts)
    assert not [m for m in world.public() if m.attachments]
