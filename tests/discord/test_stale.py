"""An old button never plays a new move: after an undo, every choice shown before it (buttons, menus,
/play suggestions) is stale."""
from __future__ import annotations

import discord

import engine

from .play import awaited, buttons, latest_board, private_message, private_texts, selects, take_turn
from .test_game import open_lobby


async def open_questions(world) -> list:
    """Every awaited player presses Play: their private questions, with their buttons and menus."""
    questions = []
    for member in await awaited(world):
        board = latest_board(world.channel)
        play = next(c for c in buttons(board) if c.startswith("tbl:play:"))
        question = private_message(await member.click(board, custom_id=play))
        suggested = await member.autocomplete(world.channel, "play", "move", "")
        questions.append((member, question, suggested))
    return questions


async def stored(world):
    storage = world.bot.service.storage
    game = await storage.open_game(str(world.channel.id))
    return game.version, game.state, len(await storage.actions(game.id))


async def test_after_an_undo_every_old_button_and_menu_is_stale(world):
    await open_lobby(world)
    for _ in range(40):                       # a move that can be taken back (no cards drawn by it)
        [mover] = await awaited(world)
        await take_turn(world, mover, pick=0)
        questions = await open_questions(world)
        *_, moves = await stored(world)
        await mover.slash(world.channel, "game undo")
        if (await stored(world))[2] == moves - 1:
            break
    else:
        raise AssertionError("no move could be taken back")
    # played again the same way, the game asks the very same questions under the engine's same ids
    await take_turn(world, mover, pick=0)
    before = await stored(world)
    clicked = 0
    for member, question, suggested in questions:
        for choice in suggested[:3]:                 # /play suggestions carry their question too
            result = await member.slash(world.channel, "play", move=choice["value"])
            assert "board changed" in private_message(result).content, choice
            clicked += 1
        for custom_id in buttons(question):
            if custom_id.startswith(("tbl:opt:", "tbl:num:")):
                result = await member.click(question, custom_id=custom_id)
                texts = private_texts(result) or [m.content for m in result.followups]
                assert any("earlier moment" in t for t in texts), (custom_id, texts)
                clicked += 1
        for menu in selects(question):
            for option in menu.options:
                result = await member.select(question, [option.value], custom_id=menu.custom_id)
                texts = private_texts(result) or [m.content for m in result.followups]
                assert any("earlier moment" in t for t in texts), (menu.custom_id, texts)
                clicked += 1
    assert clicked > 0
    assert await stored(world) == before, "a stale component changed the game"


async def test_position_based_choices_of_earlier_versions_are_stale(world):
    """Earlier versions answered by position ("tbl:pick:<game>:<decision>:<index>"): such a button,
    still in the chat, is answered as stale and plays nothing."""
    await open_lobby(world)
    [member] = await awaited(world)
    game = await world.bot.service.storage.open_game(str(world.channel.id))
    [decision] = engine.pending(engine.loads(game.state))
    old_id = f"tbl:pick:{game.id}:{decision.id}:0"     # the open question's first option, by position
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="old", custom_id=old_id))
    old = await world.bot.get_channel(world.channel.id).send("an old question", view=view)
    before = await stored(world)
    message = next(m for m in world.channel.history() if m.id == old.id)
    result = await member.click(message, custom_id=old_id)
    texts = private_texts(result) or [m.content for m in result.followups]
    assert any("earlier moment" in t for t in texts), texts
    assert await stored(world) == before
