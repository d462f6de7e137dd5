"""Ezra and Nehemiah on Discord: a whole 2-player game and a whole solo game played by clicking
(buttons, menus, amounts in a menu or a small form), a board picture exactly when a turn or a Sabbath
step ends, the Opponent's turns played without anybody clicking and told under its name, and nothing
said to one player privately ever shown in the channel."""
from __future__ import annotations

import json
import random

import pytest

import engine
from bot.discord_bot.components import option_tag
from bot.text import render

from .play import awaited, buttons, final_board, is_board, latest_board, private_message, selects

GAME = "ezra_nehemiah"


def seeded(world, seed: int) -> None:
    world.bot.service.seed_source = lambda: seed
    world.bot.service.shuffle = random.Random(seed)


async def _game(world):
    return await world.bot.service.storage.open_game(str(world.channel.id))


async def _state(world):
    game = await _game(world)
    return engine.loads(game.state) if game is not None else None


async def open_table(world, seed: int, people: int) -> None:
    seeded(world, seed)
    host, *others = world.users[:people]
    await host.slash(world.channel, "game new", game=GAME, thread="off")
    for member in others:
        await member.slash(world.channel, "game join")
    lobby = next(m for m in reversed(world.public()) if any(c.startswith("tbl:start:") for c in buttons(m)))
    result = await host.click(lobby, custom_id=next(c for c in buttons(lobby) if c.startswith("tbl:start:")))
    assert result.acknowledged


def _carries(custom_id: str, option_id: str) -> bool:
    _, _, game, decision, tag = custom_id.split(":", 4)
    return tag == option_tag(int(game), decision, option_id)


async def click(member, question, decision, choice, names):
    """Answer the private question the way a person does: a button, a menu entry, or the form."""
    menus = selects(question)
    if decision.kind == "amount":
        if menus:
            [menu] = menus
            assert [int(o.value) for o in menu.options] == list(range(decision.min, decision.max + 1))
            return await member.select(question, [str(choice)], custom_id=menu.custom_id)
        form = await member.click(question, custom_id=next(c for c in buttons(question) if c.startswith("tbl:num:")))
        field = form.modal["components"][0]["components"][0]["custom_id"]
        return await member.submit_modal(form, {field: str(choice)})
    offered = {o.id: render(o.label, "en", names) for o in decision.options if o.disabled is None}
    if decision.kind == "one" and not menus:
        shown = {cid: label for cid, label in buttons(question).items() if cid.startswith("tbl:opt:")}
        assert sorted(shown.values()) == sorted(offered.values()), "a button per option, label uncut"
        [wanted] = [cid for cid in shown if _carries(cid, choice)]
        return await member.click(question, custom_id=wanted)
    [menu] = menus
    assert {option.value: option.label for option in menu.options} == offered, "a menu entry per option"
    chosen = choice if isinstance(choice, list) else [choice]
    return await member.select(question, chosen, custom_id=menu.custom_id)


class Tally:
    def __init__(self):
        self.moves = 0
        self.expected_boards = 1          # the board posted at the start
        self.awaited: set = set()
        self.private_lines: set[str] = set()     # what answered a click, for the clicker only
        self.kinds: set[str] = set()


async def play_move(world, member, agent, tally: Tally, question=None):
    state = await _state(world)
    seats = await world.bot.service.storage.seats((await _game(world)).id)
    seat = next(s.seat for s in seats if s.user == str(member.id))
    names = {s.seat: s.name for s in seats}
    decision = next(d for d in engine.pending(state) if d.seat == seat)
    choice = agent.choose(state, decision)
    if question is None:
        board = latest_board(world.channel)
        play = next(c for c in buttons(board) if c.startswith("tbl:play:"))
        question = private_message(await member.click(board, custom_id=play))
    assert question is not None and question.ephemeral, "the question is private"
    assert question.content.split("\n- **")[0] == render(decision.prompt, "en", lambda s: names.get(s, "Opponent"))
    answered = await click(member, question, decision, choice, lambda s: names.get(s, "Opponent"))
    assert answered.acknowledged
    replies = ([answered.response] if answered.response else []) + answered.followups
    assert all(reply.ephemeral for reply in replies), "what answers a click is for the clicker only"
    for reply in replies:
        tally.private_lines |= {line for line in reply.content.splitlines()
                                if line.startswith(("You draw", "You drew", "Your wall"))}
    tally.kinds.add(decision.prompt.key)
    tally.moves += 1
    after = await _state(world)
    tally.expected_boards += after is None or engine.moment(after) != engine.moment(state)
    return next((r for r in reversed(replies) if r.ephemeral and any(
        c.startswith(("tbl:opt:", "tbl:choose:", "tbl:num:")) for c in buttons(r))), None)


def public_texts(world) -> list[str]:
    public = world.public()
    return [m.content for m in public] + [a.description or "" for m in public for a in m.attachments]


async def play_to_the_end(world, agent, tally: Tally, *, limit: int) -> None:
    question, last = None, None
    while (members := await awaited(world)):
        boards = [m for m in world.public() if is_board(m)]
        assert len(boards) == tally.expected_boards, "a board picture exactly when a turn or a step ends"
        state = await _state(world)
        shown = json.dumps(engine.view(state, None))
        assert '"hand"' not in shown and '"deck"' not in shown and '"private"' not in shown
        tally.awaited.update(members)
        member = members[0]
        question = await play_move(world, member, agent, tally, question if member is last else None)
        last = member
        assert tally.moves < limit
        if tally.moves % 20 == 0:
            await world.env.advance_time(16 * 60)     # discord.py's 15-minute view timers (see test_architects)


def final_checks(world, tally: Tally) -> str:
    texts = public_texts(world)
    assert len([m for m in world.public() if is_board(m)]) == tally.expected_boards
    assert tally.private_lines, "the check sees the private lines where they are"
    for line in tally.private_lines:
        assert not any(line in text for text in texts), f"private line in public: {line}"
    final = final_board(world.public())
    assert "Final scores:" in final.content and final.attachments, final.content
    return final.content


@pytest.mark.slow
async def test_a_whole_two_player_game(world):
    await open_table(world, seed=12, people=2)
    tally = Tally()
    await play_to_the_end(world, engine.agents.random_agent(GAME, 12), tally, limit=2000)
    scores = final_checks(world, tally)
    assert tally.awaited == set(world.users[:2])
    assert {"ezra_nehemiah-ask-gatekeeper", "ezra_nehemiah-ask-turn", "ezra_nehemiah-ask-play",
            "ezra_nehemiah-ask-tuck"} <= tally.kinds
    assert tally.moves > 150
    print(f"\n2 players: {tally.moves} moves, {tally.expected_boards} boards, "
          f"\n{scores}")


@pytest.mark.slow
async def test_a_whole_solo_game_against_the_opponent(world):
    await open_table(world, seed=7, people=1)
    alice = world.users[0]
    state = await _state(world)
    assert state.num_players == 1 and state.opponent is not None
    tally = Tally()
    await play_to_the_end(world, engine.agents.random_agent(GAME, 7), tally, limit=1500)
    final_checks(world, tally)
    assert tally.awaited == {alice}, "nobody clicks for the Opponent"
    public = world.public()
    assert all({str(u.id) for u in m.mentions} <= {str(alice.id)} for m in public)
    text = "\n".join(public_texts(world))
    assert "Opponent reveals the focus card" in text or "Opponent" in text
    assert "#2" not in text, "the Opponent has a name"
    print(f"\nsolo: {tally.moves} moves, {tally.expected_boards} boards")
