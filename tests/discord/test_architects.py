"""Architects of the West Kingdom on Discord: whole games played by clicking (the draft's secret
picks, the hand-limit discards in a menu), a board picture per turn, secrets kept out of the channel,
the solo game against the Rival (who plays without anybody clicking), and a restart in the middle."""
from __future__ import annotations

import json
import random
import re

import pytest

import engine
from bot.discord_bot.components import option_tag
from bot.text import render
from data.locale import translate

from .conftest import make_bot
from .play import awaited, buttons, final_board, is_board, latest_board, private_message, selects

BUILDINGS = {f"B{n:02d}": translate({"key": f"architects-building-B{n:02d}", "params": {}}, "en",
                                    names=lambda seat: f"#{seat + 1}") for n in range(1, 41)}


def _pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w']){re.escape(name)}(?![\w'])")


NAME_PATTERNS = {card: _pattern(name) for card, name in BUILDINGS.items()}


def seeded(world, seed: int) -> None:
    """The game's seed and the seat order fixed, so that each run plays the same game."""
    world.bot.service.seed_source = lambda: seed
    world.bot.service.shuffle = random.Random(seed)


async def _game(world):
    return await world.bot.service.storage.open_game(str(world.channel.id))


async def _state(world):
    game = await _game(world)
    return engine.loads(game.state) if game is not None else None


async def open_three(world, seed: int) -> None:
    seeded(world, seed)
    alice, bob, cyd = world.users
    await alice.slash(world.channel, "game new", game="architects", thread="off")
    await bob.slash(world.channel, "game join")
    await cyd.slash(world.channel, "game join")
    await _start(world, alice)


async def open_solo(world, seed: int) -> None:
    seeded(world, seed)
    alice = world.users[0]
    await alice.slash(world.channel, "game new", game="architects", thread="off")
    await _start(world, alice)


async def _start(world, host) -> None:
    lobby = next(m for m in reversed(world.public()) if any(c.startswith("tbl:start:") for c in buttons(m)))
    result = await host.click(lobby, custom_id=next(c for c in buttons(lobby) if c.startswith("tbl:start:")))
    assert result.acknowledged


async def click_choice(member, question, decision, choice, names=lambda seat: f"#{seat + 1}"):
    """Answer the private `question` with `choice` (the agent's) the way a person does: the button
    that carries the option, or the entry of the menu (several for a "many" question). Every option
    offered is there, under its whole label."""
    offered = {o.id: render(o.label, "en", names) for o in decision.options if o.disabled is None}
    menus = selects(question)
    if decision.kind == "one" and not menus:
        shown = {cid: label for cid, label in buttons(question).items() if cid.startswith("tbl:opt:")}
        assert sorted(shown.values()) == sorted(offered.values()), "a button per option, label uncut"
        wanted = [cid for cid in shown if _carries(cid, choice)]
        assert len(wanted) == 1, (choice, shown)
        return await member.click(question, custom_id=wanted[0])
    [menu] = menus
    entries = {option.value: option.label for option in menu.options}
    assert entries == offered, "a menu entry per option (at most 25), label uncut"
    chosen = choice if isinstance(choice, list) else [choice]
    if decision.kind == "many":
        assert (menu.min_values, menu.max_values) == (decision.min, min(decision.max, len(entries)))
    else:
        assert len(chosen) == 1 and (menu.min_values, menu.max_values) == (1, 1)
    return await member.select(question, chosen, custom_id=menu.custom_id)


def _carries(custom_id: str, option_id: str) -> bool:
    """tbl:opt:<game>:<decision>:<option id, or # and a digest when it is too long>"""
    _, _, game, decision, tag = custom_id.split(":", 4)
    return tag == option_tag(int(game), decision, option_id)


def secrets_in_hands(state) -> dict[str, str]:
    """Building id -> name of every card in a hand now (a card leaves the hand when constructed)."""
    return {card: BUILDINGS[card] for player in state.players for card in player.hand}


def leaked(texts: list[str], state) -> list[str]:
    return [f"{name!r} in {text[:120]!r}" for card, name in secrets_in_hands(state).items()
            for text in texts if NAME_PATTERNS[card].search(text)]


def public_texts(messages) -> list[str]:
    return [m.content for m in messages] + [a.description or "" for m in messages for a in m.attachments]


class Tally:
    """What a whole game showed: moves, boards expected, private questions seen."""

    def __init__(self):
        self.moves = self.expected_boards = 0
        self.kinds: dict[tuple[str, str], int] = {}
        self.play_presses = 0
        self.awaited: set = set()                 # every member the game waited for
        self.secret_questions: set[str] = set()   # the text of every sealed question asked
        self.named_in_private = 0                 # private answers naming a card in a hand (the control)


def _is_question(message) -> bool:
    return message.ephemeral and any(cid.startswith(("tbl:opt:", "tbl:choose:"))
                                     for cid in buttons(message))


async def play_move(world, member, agent, tally: Tally, board=None, question=None):
    """One answer of `member`, chosen by `agent`: the question that followed their last answer, else
    the Play button under the board and the private question it opens; then the click. Returns the
    next question when the bot asked it right away (the same member is still to move)."""
    state = await _state(world)
    seats = await world.bot.service.storage.seats((await _game(world)).id)
    seat = next(s.seat for s in seats if s.user == str(member.id))
    names = {s.seat: s.name for s in seats}
    decision = next(d for d in engine.pending(state) if d.seat == seat)
    choice = agent.choose(state, decision)
    if question is None:
        board = board or latest_board(world.channel)
        play = next(c for c in buttons(board) if c.startswith("tbl:play:"))
        question = private_message(await member.click(board, custom_id=play))
        tally.play_presses += 1
    assert question is not None and question.ephemeral, "the question is private"
    asked = render(decision.prompt, "en", lambda seat: names.get(seat, "Rival"))
    assert question.content.split("\n- **")[0] == asked, "the question shown is the open one (hints under it)"
    if decision.secret:
        tally.secret_questions.add(question.content)
    answered = await click_choice(member, question, decision, choice, lambda seat: names.get(seat, "Rival"))
    assert answered.acknowledged
    replies = ([answered.response] if answered.response else []) + answered.followups
    assert all(reply.ephemeral for reply in replies), "what answers a click is for the clicker only"
    key = (decision.prompt.key, decision.kind)
    tally.kinds[key] = tally.kinds.get(key, 0) + 1
    tally.moves += 1
    after = await _state(world)
    tally.expected_boards += after is None or engine.moment(after) != engine.moment(state)
    if after is not None and leaked([reply.content for reply in replies] + [question.content], after):
        tally.named_in_private += 1                 # "You draw: ...": the check does see names
    return next((reply for reply in reversed(replies) if _is_question(reply)), None)


async def play_to_the_end(world, agent, tally: Tally, *, limit: int) -> None:
    """Every awaited member answers in turn until the game is over; before each answer the channel
    has exactly the expected board pictures and names no card in anybody's hand."""
    question, last = None, None
    while (members := await awaited(world)):
        public = world.public()
        boards = [m for m in public if is_board(m)]
        assert len(boards) == tally.expected_boards, "a board picture exactly when a turn ends"
        state = await _state(world)
        assert not leaked(public_texts(public), state)
        shown = json.dumps(engine.view(state, None), default=repr)     # what the picture is drawn from
        assert not [card for card in secrets_in_hands(state) if re.search(rf"\b{card}\b", shown)]
        tally.awaited.update(members)
        member = members[0]
        question = await play_move(world, member, agent, tally, board=boards[-1],
                                   question=question if member is last else None)
        last = member
        assert tally.moves < limit
        if tally.moves % 20 == 0:
            await let_time_pass(world)


async def let_time_pass(world) -> None:
    """A quarter of an hour passes. discord.py gives every private question's buttons a 15-minute
    timer; simcord's clock stands still unless told, and with hundreds of answers in a row the waiting
    timers make every later click slower (the whole game took 80 s without this)."""
    await world.env.advance_time(16 * 60)


def final_checks(world, tally: Tally, names: list[str]) -> str:
    assert tally.named_in_private > 0, "the privacy check finds card names where they are"
    public = world.public()
    assert len([m for m in public if is_board(m)]) == tally.expected_boards
    for text in public_texts(public):
        assert not [asked for asked in tally.secret_questions if asked in text], "a sealed question in public"
    final = final_board(public)
    assert "Final scores:" in final.content and final.attachments, final.content
    for name in names:
        assert name in final.content
    return final.content


@pytest.mark.slow
async def test_a_whole_three_player_game(world):
    await open_three(world, seed=11)
    tally = Tally()
    tally.expected_boards = 1
    assert len([m for m in world.public() if is_board(m)]) == 1, "the draft's board"
    state = await _state(world)
    assert state.mode == "standard" and len(state.players) == 3
    await play_to_the_end(world, engine.agents.random_agent("architects", 11), tally, limit=1000)
    scores = final_checks(world, tally, ["alice", "bob", "cyd"])
    state = engine.loads((await world.bot.service.storage.latest_game(str(world.channel.id))).state)
    assert state.over
    assert not leaked(public_texts(world.public()), state)
    assert tally.kinds.get(("architects-ask-draft", "one"), 0) >= 3 * 3          # the secret picks
    assert tally.secret_questions and tally.awaited == set(world.users)
    assert 0 < tally.play_presses < tally.moves          # the Play button, and questions asked right away
    assert tally.kinds.get(("architects-ask-hand-discard", "many"), 0) >= 1     # through the menu
    assert tally.moves > 100
    print(f"\n3 players: {tally.moves} moves, {tally.expected_boards} boards, "
          f"\n{scores}")


@pytest.mark.slow
async def test_a_whole_solo_game_against_the_rival(world):
    await open_solo(world, seed=5)
    alice = world.users[0]
    state = await _state(world)
    assert state.mode == "solo" and len(state.players) == 2 and state.players[-1].rival
    tally = Tally()
    tally.expected_boards = 1
    assert await awaited(world) == [alice]
    await play_to_the_end(world, engine.agents.random_agent("architects", 5), tally, limit=400)
    final_checks(world, tally, ["alice", "Rival"])
    assert tally.kinds.get(("architects-ask-draft-solo", "many")) == 1   # keep 3 of 4: one menu answer
    assert tally.awaited == {alice}, "nobody clicks for the Rival"
    public = world.public()
    assert any(m.mentions for m in public)
    assert all({str(u.id) for u in m.mentions} <= {str(alice.id)} for m in public)
    boards = [m for m in public if is_board(m)]
    assert len(boards) > 10
    for board in boards[2:-1]:                  # after alice's first turn: each of hers and the Rival's
        assert re.search(r"^Rival (places a worker|has no worker)", board.content, re.M), board.content
    text = "\n".join(public_texts(public))
    assert not re.search(r"(?<!<)#2\b", text), "the Rival has a name"
    print(f"\nsolo: {tally.moves} moves, {tally.expected_boards} boards")


def solo_names(seat: int) -> str:
    return "alice" if seat == 0 else "Rival"


async def restart(world, clock) -> None:
    old_bot = world.bot
    await world.env.restart_bot(make_bot(world.path, clock))
    await old_bot.storage.close()
    await world.env.bot.tree.sync()
    world.bot = world.env.bot


@pytest.mark.slow
async def test_a_solo_game_goes_on_after_a_restart(world, clock):
    await open_solo(world, seed=8)
    alice = world.users[0]
    agent = engine.agents.random_agent("architects", 8)
    tally = Tally()
    tally.expected_boards = 1
    for _ in range(6):                                   # the draft and a few turns
        await play_move(world, alice, agent, tally)
    board = latest_board(world.channel)
    play = next(c for c in buttons(board) if c.startswith("tbl:play:"))
    old_question = private_message(await alice.click(board, custom_id=play))
    state = await _state(world)
    [decision] = engine.pending(state)
    await restart(world, clock)
    answered = await click_choice(alice, old_question, decision, agent.choose(state, decision), solo_names)
    assert answered.acknowledged                         # the question asked before still works ...
    assert not any("earlier moment" in m.content for m in [answered.response, *answered.followups] if m)
    after = await _state(world)
    assert engine.dumps(after) != engine.dumps(state)    # ... and played
    tally.moves += 1
    tally.expected_boards += engine.moment(after) != engine.moment(state)
    for _ in range(4):          # the Play button of the board posted before the restart: the open question
        state = await _state(world)
        [decision] = engine.pending(state)
        question = private_message(await alice.click(board, custom_id=play))
        assert question.ephemeral and question.content.split("\n- **")[0] == render(decision.prompt, "en", solo_names)
        await click_choice(alice, question, decision, agent.choose(state, decision), solo_names)
        tally.moves += 1
        tally.expected_boards += engine.moment(await _state(world)) != engine.moment(state)
    assert latest_board(world.channel).id != board.id, "new boards came after the old one"
    await play_to_the_end(world, agent, tally, limit=400)
    final_checks(world, tally, ["alice", "Rival"])


async def test_game_options_are_typed_as_names_and_name_value_pairs(world):
    """`/game new variant:` takes bool names and name=value pairs; autocomplete offers both."""
    alice = world.users[0]
    suggested = await alice.autocomplete(world.channel, "game new", "variant", "advanced dif", game="architects")
    values = [choice["value"] for choice in suggested]
    assert values == ["advanced difficulty=apprentice", "advanced difficulty=journeyman",
                      "advanced difficulty=master"]
    everything = [c["value"] for c in await alice.autocomplete(world.channel, "game new", "variant", "",
                                                               game="architects")]
    assert "choose_boards" in everything and "variant=bot2" in everything and len(everything) <= 25
    await alice.slash(world.channel, "game new", game="architects", thread="off",
                      variant="advanced variant=bot2 difficulty=master")
    game = await world.bot.service.storage.open_game(str(world.channel.id))
    assert game.options == {"advanced": True, "choose_boards": False, "variant": "bot2",
                            "difficulty": "master"}
    lobby = [m.content for m in world.public()][-1]
    assert "2 players vs Bot" in lobby and "Master" in lobby
