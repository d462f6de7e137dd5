"""A game in a thread of its own: the lobby in the channel, the game in a public thread opened at the
start, the result back in the channel; a game begun in a thread stays there; `thread:off`, and a
channel where the bot may not open threads."""
from __future__ import annotations

import random

import discord
import pytest

import engine
from simcord.builders import ChannelHandle

from .conftest import make_bot
from .play import buttons, final_board, private_message, selects
from .play import is_board as has_board_picture


# --- helpers (shared with test_steps.py) ------------------------------------------------------------

def seeded(world, seed: int = 7) -> None:
    """The same game every run: a fixed engine seed and seat order for the next /game new."""
    world.bot.service.seed_source = lambda: seed
    world.bot.service.shuffle = random.Random(seed)


def regular(channel) -> list[discord.Message]:
    """What the bot posted for everybody in a channel: no ephemeral and no system messages (such as
    Discord's own "started a thread" line)."""
    return [m for m in channel.history() if not m.flags.ephemeral and m.type == discord.MessageType.default]


def is_board(message) -> bool:
    """A board post: a picture, or the Play/Board buttons of a board (a ping has Play as well, but
    pings are only ever posted where boards are)."""
    return has_board_picture(message) or any(
        c.startswith(("tbl:play:", "tbl:board:")) for c in buttons(message))


def latest_play(messages) -> discord.Message:
    return next(m for m in reversed(messages) if any(c.startswith("tbl:play:") for c in buttons(m)))


async def game_in(world, channel_id: int):
    return await world.bot.service.storage.open_game(str(channel_id))


async def state_in(world, channel_id: int):
    game = await game_in(world, channel_id)
    return engine.loads(game.state) if game is not None and game.state else None


async def awaited_in(world, channel_id: int, members=None) -> list:
    """The members (with their decisions) whose answer the game in `channel_id` awaits."""
    storage = world.bot.service.storage
    game = await game_in(world, channel_id)
    if game is None or game.state is None:
        return []
    seats = {s.seat: s.user for s in await storage.seats(game.id)}
    by_id = {str(m.id): m for m in (members or world.users)}
    return [(by_id[seats[d.seat]], d) for d in engine.pending(engine.loads(game.state))]


def first_choice(decision: engine.Decision):
    """A deterministic legal answer: the first enabled option, the least amount (a bid: pass)."""
    if decision.kind == "one":
        return next(o.id for o in decision.options if o.disabled is None)
    if decision.kind == "many":
        return [o.id for o in decision.options if o.disabled is None][:max(decision.min, 1)]
    return decision.min


async def answer(world, channel, member, decision: engine.Decision, choice, messages=None):
    """Press Play under the latest board (or ping) of `channel`, then answer the private question the
    way a person does: a choice button, the menu, or the small form for a large amount."""
    board = latest_play(messages if messages is not None else regular(channel))
    shown = await member.click(board, custom_id=next(c for c in buttons(board) if c.startswith("tbl:play:")))
    question = private_message(shown)
    assert question is not None and question.ephemeral, "the question is private"
    ids = buttons(question)
    if isinstance(choice, str):
        button = next((c for c in ids if c.startswith("tbl:opt:") and c.endswith(f":{choice}")), None)
        if button is not None:
            return await member.click(question, custom_id=button)
    menus = selects(question)
    values = [str(v) for v in choice] if isinstance(choice, list) else [str(choice)]
    if menus and all(any(o.value == v for o in menus[0].options) for v in values):
        return await member.select(question, values, custom_id=menus[0].custom_id)
    number = next(c for c in ids if c.startswith("tbl:num:"))
    form = await member.click(question, custom_id=number)
    field = form.modal["components"][0]["components"][0]["custom_id"]
    return await member.submit_modal(form, {field: str(choice)})


async def open_table(world, channel, *, game="nehemiah", players=None, start_by_button=True, **options):
    """The first player opens a lobby with `/game new` (`options` as given), the others join with the
    lobby's button, the host starts it (its button, or `/game start`). Returns the lobby message."""
    players = players or world.users
    host, *others = players
    opened = await host.slash(channel, "game new", game=game, **options)
    assert opened.acknowledged
    lobby = next(m for m in reversed(regular(channel)) if any(c.startswith("tbl:join:") for c in buttons(m)))
    for member in others:
        await member.click(lobby, custom_id=next(c for c in buttons(lobby) if c.startswith("tbl:join:")))
        lobby = next(m for m in regular(channel) if m.id == lobby.id)
    assert f"Players {len(players)}/" in lobby.content, lobby.content
    if start_by_button:
        await host.click(lobby, custom_id=next(c for c in buttons(lobby) if c.startswith("tbl:start:")))
    else:
        await host.slash(channel, "game start")
    return lobby


def only_thread(world) -> ChannelHandle:
    [thread] = world.channel.threads
    return thread


async def restart(world, clock) -> None:
    """A new process on the same database (as tests/discord/test_edges.py does it)."""
    old_bot = world.bot
    await world.env.restart_bot(make_bot(world.path, clock))
    await old_bot.storage.close()
    await world.env.bot.tree.sync()
    world.bot = world.env.bot


# --- a game in a thread of its own -------------------------------------------------------------------

async def _start_in_thread(world):
    """A three-player Nehemiah table with the default options, started with the lobby's button."""
    seeded(world)
    lobby = await open_table(world, world.channel)
    assert "The game will go on in a thread of its own" in lobby.content
    thread = only_thread(world)
    return lobby, thread


async def _check_start(world, lobby, thread):
    alice, bob, cyd = world.users
    assert thread.is_thread and thread._channel.type == discord.ChannelType.public_thread.value
    assert thread.id == lobby.id, "the thread is opened on the lobby message"
    assert thread.name == "Nehemiah #1"
    channel = regular(world.channel)
    assert [m.id for m in channel][0] == lobby.id and len(channel) == 2
    assert buttons(channel[0]) == {}, "the lobby's buttons are gone once the game started"
    assert channel[1].content == f"The game of Nehemiah goes on in <#{thread.id}>."
    assert not channel[1].attachments and not buttons(channel[1])
    assert not any(is_board(m) for m in channel)
    # Discord's own "started a thread" line is the only other thing in the channel
    others = [m for m in world.channel.history() if m.type != discord.MessageType.default]
    assert all(m.type == discord.MessageType.thread_created for m in others)
    [first] = regular(thread)
    assert first.attachments and first.attachments[0].filename.endswith(".png")
    assert "The game begins!" in first.content
    assert {u.id for u in first.mentions} == {alice.id, bob.id, cyd.id}, "everybody is called to the thread"
    game = await game_in(world, thread.id)
    assert game.status == "active" and game.channel == str(thread.id) and game.parent == str(world.channel.id)
    assert await game_in(world, world.channel.id) is None, "the channel itself is free again"
    return channel


async def _play_moves(world, thread, moves: int | None, channel_before):
    """Answer the game's questions with deterministic picks through the thread; check a board picture
    exactly when a turn ends, all of it in the thread. Returns the number of moves made."""
    made, boards = 0, len([m for m in regular(thread) if is_board(m)])
    while moves is None or made < moves:
        posted = regular(thread)
        assert len([m for m in posted if is_board(m)]) == boards, "a picture exactly when a turn ends"
        waiting = await awaited_in(world, thread.id)
        if not waiting:
            break
        member, decision = waiting[0]
        before = engine.moment(await state_in(world, thread.id))
        await answer(world, thread, member, decision, first_choice(decision), messages=posted)
        made += 1
        after = await state_in(world, thread.id)
        boards += after is None or engine.moment(after) != before
        if after is not None and (made % 25 == 0 or made == moves):
            assert [m.id for m in regular(world.channel)] == [m.id for m in channel_before], \
                "nothing more in the channel while the game goes on"
            # Every private question's components expire with its interaction after 15 minutes;
            # let them (simcord's clock only moves when told), or simcord gets slower with each one.
            await world.env.advance_time(16 * 60)
        assert made < 1000
    return made


async def test_a_thread_game_starts_and_plays_in_its_thread(world):
    lobby, thread = await _start_in_thread(world)
    channel = await _check_start(world, lobby, thread)
    made = await _play_moves(world, thread, 12, channel)
    assert made == 12
    posted = regular(thread)
    assert len(posted) > 3 and sum(1 for m in posted if m.attachments) >= 3
    assert all(not m.attachments or any(c.startswith("tbl:play:") for c in buttons(m)) for m in posted)
    game = await game_in(world, thread.id)
    assert len(await world.bot.service.storage.actions(game.id)) == 12


@pytest.mark.slow          # a whole game (about 7 s); the test above is its quick part
async def test_a_game_in_its_own_thread(world):
    lobby, thread = await _start_in_thread(world)
    channel = await _check_start(world, lobby, thread)
    made = await _play_moves(world, thread, None, channel)
    assert made > 50
    # the game is over: its final board (with the picture) in the thread ...
    final = final_board(regular(thread))
    assert final.attachments and "Final scores:" in final.content
    assert [c for c in buttons(final) if not c.startswith("tbl:board:")] == [], "no Play button any more"
    # ... and exactly one more message in the channel: the result, naming the thread, without picture
    now = regular(world.channel)
    assert [m.id for m in now[:-1]] == [m.id for m in channel] and len(now) == len(channel) + 1
    result = now[-1]
    first, scores = result.content.split("\n", 1)
    assert first == f"The game of Nehemiah in <#{thread.id}> is over."
    assert scores.startswith("Final scores:\n1. ") and ("Winner: " in scores or "Shared victory: " in scores)
    assert final.content.endswith(scores), "the same scores as the final board"
    assert not result.attachments and not buttons(result) and not result.mentions
    # every board is in the thread, none in the channel
    assert not any(is_board(m) for m in now)
    assert sum(1 for m in regular(thread) if m.attachments) > 20
    storage = world.bot.service.storage
    assert await game_in(world, thread.id) is None
    finished = await storage.latest_game(str(thread.id))
    assert finished.status == "finished" and finished.parent == str(world.channel.id)
    assert len(await storage.actions(finished.id)) == made


async def test_old_buttons_in_the_thread_work_after_a_restart(world, clock):
    lobby, thread = await _start_in_thread(world)
    channel = await _check_start(world, lobby, thread)
    await _play_moves(world, thread, 2, channel)
    storage = world.bot.service.storage
    game = await game_in(world, thread.id)
    actions = len(await storage.actions(game.id))
    [(member, decision)] = await awaited_in(world, thread.id)
    old_board = next(m for m in reversed(regular(thread)) if m.attachments)
    assert any(c.startswith("tbl:play:") for c in buttons(old_board))
    posted = len(regular(thread))
    await restart(world, clock)
    assert world.bot.service.storage is not storage
    result = await answer(world, thread, member, decision, first_choice(decision), messages=[old_board])
    assert result.acknowledged
    storage = world.bot.service.storage
    assert len(await storage.actions(game.id)) == actions + 1, "the move is stored"
    after = regular(thread)
    assert len(after) == posted + 1, "the next public message lands in the thread"
    assert any(c.startswith("tbl:play:") for c in buttons(after[-1]))
    assert [m.id for m in regular(world.channel)] == [m.id for m in channel]
    [(next_member, next_decision)] = await awaited_in(world, thread.id)
    await answer(world, thread, next_member, next_decision, first_choice(next_decision))
    assert len(await storage.actions(game.id)) == actions + 2, "and the game goes on"


async def test_a_game_begun_in_an_existing_thread_stays_there(world):
    alice = world.users[0]
    seeded(world)
    made = world.env.backend.create_thread(world.channel.id, "tavern", alice.id)
    tavern = ChannelHandle(world.env, world.guild, made)
    assert [t.id for t in world.channel.threads] == [tavern.id]
    channel = [m.id for m in regular(world.channel)]
    lobby = await open_table(world, tavern)
    assert "The game is played here" in lobby.content
    assert [t.id for t in world.channel.threads] == [tavern.id], "no new thread"
    assert [m.id for m in regular(world.channel)] == channel, "nothing in the channel"
    posted = regular(tavern)
    assert posted[0].id == lobby.id and buttons(posted[0]) == {}
    assert len(posted) == 2 and posted[1].attachments and "The game begins!" in posted[1].content
    assert "goes on in" not in "\n".join(m.content for m in posted)
    game = await game_in(world, tavern.id)
    assert game.status == "active" and game.channel == str(tavern.id)
    assert game.parent == str(world.channel.id) and not game.thread
    [(member, decision)] = await awaited_in(world, tavern.id)
    await answer(world, tavern, member, decision, first_choice(decision))
    assert len(await world.bot.service.storage.actions(game.id)) == 1
    assert all(not m.attachments for m in regular(world.channel))
    assert len(regular(tavern)) > 2


async def test_thread_off_keeps_the_game_in_the_channel(world):
    seeded(world)
    lobby = await open_table(world, world.channel, thread="off")
    assert "The game is played here" in lobby.content
    assert world.channel.threads == []
    posted = regular(world.channel)
    assert [m.id for m in posted] == [lobby.id, posted[1].id] and buttons(posted[0]) == {}
    assert posted[1].attachments and "The game begins!" in posted[1].content
    assert not any(m.type == discord.MessageType.thread_created for m in world.channel.history())
    game = await game_in(world, world.channel.id)
    assert game.status == "active" and game.parent is None and not game.thread
    [(member, decision)] = await awaited_in(world, world.channel.id)
    await answer(world, world.channel, member, decision, first_choice(decision))
    assert len(regular(world.channel)) > 2 and world.channel.threads == []


async def test_thread_on_without_permission_is_refused(world):
    alice = world.users[0]
    seeded(world)
    locked = world.guild.create_text_channel(
        "no-threads", overwrites={world.guild.me: discord.PermissionOverwrite(create_public_threads=False)})
    refused = await alice.slash(locked, "game new", game="nehemiah", thread="on")
    text = private_message(refused)
    assert text is not None and text.ephemeral
    assert text.content.startswith("I may not open threads here")
    assert await world.bot.service.storage.open_game(str(locked.id)) is None, "nothing was created"
    assert regular(locked) == []
    # without the option the table simply plays in the channel
    lobby = await open_table(world, locked)
    assert "The game is played here" in lobby.content
    assert locked.threads == []
    posted = regular(locked)
    assert len(posted) == 2 and posted[0].id == lobby.id and posted[1].attachments
    assert "could not open a thread" not in posted[1].content
    game = await game_in(world, locked.id)
    assert game.status == "active" and not game.thread and game.parent is None
