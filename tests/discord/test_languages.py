"""Discord's limits hold in every language (issue 28): a table of each game played in Polish or
French through buttons, menus and forms, the way people click. The `simcord_env` fixture holds every
message, edit, follow-up and form of it to Discord's published limits (tests/discord/contract.py),
where a longer Polish or French text would break them first."""
from __future__ import annotations

import random
import re

import pytest

from .play import awaited, buttons, latest_board, modal_inputs, private_message, selects
from .test_ezra_nehemiah import seeded

# each game in both languages besides English
TABLES = [(game, language, people) for game, people in (("nehemiah", 3), ("temple", 3), ("architects", 3),
                                                       ("ezra_nehemiah", 2)) for language in ("pl", "fr")]
MOVES = 150          # several rounds of every game, its longest texts included
WORDS = {"pl": re.compile(r"[ąćęłńóśźż]"), "fr": re.compile(r"[àâçéèêëîïôûù]")}


async def answer(member, question, rng: random.Random):
    """Click one of the question's choices at random: a button, a menu entry (as many as the menu
    asks for) or the amount form (its least number)."""
    offered = [cid for cid in buttons(question) if cid.startswith(("tbl:opt:", "tbl:num:"))]
    menus = selects(question)
    if menus and (not offered or rng.random() < 0.5):
        menu = menus[0]
        count = max(1, menu.min_values)
        values = [option.value for option in rng.sample(list(menu.options), min(count, len(menu.options)))]
        return await member.select(question, values, custom_id=menu.custom_id)
    picked = rng.choice(offered)
    if picked.startswith("tbl:num:"):
        form = await member.click(question, custom_id=picked)
        [field] = modal_inputs(form.modal)
        low = buttons(question)[picked].split("-")[0]
        return await member.submit_modal(form, {field: low})
    return await member.click(question, custom_id=picked)


def _next_question(result):
    replies = ([result.response] if result.response else []) + result.followups
    return next((r for r in reversed(replies) if r.ephemeral and any(
        c.startswith(("tbl:opt:", "tbl:choose:", "tbl:num:")) for c in buttons(r))), None)


@pytest.mark.slow
@pytest.mark.parametrize("game, language, people", TABLES)
async def test_a_table_in_polish_or_french_keeps_discords_limits(world, game, language, people):
    members = world.users[:people]
    host = members[0]
    seeded(world, 4)
    await host.slash(world.channel, "game new", game=game, thread="off")
    changed = await host.slash(world.channel, "game settings", channel_language=language)   # the host may
    assert "language" in private_message(changed).content     # answered in the host's own language
    for member in members:
        await member.slash(world.channel, "game settings", my_language=language)
    for member in members[1:]:
        await member.slash(world.channel, "game join")
    lobby = next(m for m in reversed(world.public()) if any(c.startswith("tbl:start:") for c in buttons(m)))
    await host.click(lobby, custom_id=next(c for c in buttons(lobby) if c.startswith("tbl:start:")))
    rng = random.Random(language + game)
    question, last, moves = None, None, 0
    while moves < MOVES and (waiting := await awaited(world)):
        member = waiting[0]
        if question is None or member is not last:
            board = latest_board(world.channel)
            shown = await member.click(board, custom_id=next(c for c in buttons(board) if c.startswith("tbl:play:")))
            question = private_message(shown)
        result = await answer(member, question, rng)
        assert result.acknowledged
        question, last, moves = _next_question(result), member, moves + 1
        if moves % 20 == 0:
            await world.env.advance_time(16 * 60)     # discord.py's 15-minute view timers
    finished = (await world.bot.service.storage.latest_game(str(world.channel.id))).status == "finished"
    assert moves == MOVES or finished      # (random players may end The Temple early: all stoned)
    public = "\n".join(m.content for m in world.public())
    assert WORDS[language].search(public), "the table speaks its language"
    assert world.env.recorder.requests                # the fixture checks every one of them
