"""Architects of the West Kingdom on Discord: whole games played by clicking (the draft's secret
picks, the hand-limit discards in a menu), a board picture per turn, secrets kept out of the channel,
the solo game against the Rival (who plays without anybody clicking), and a restart in the middle."""
from __future__ import annotations

import json
import re
import time

import pytest

import engine
from data.locale import translate

from .conftest import make_bot
from .play import awaited, buttons, latest_board, private_message, selects

BUILDINGS = {f"B{n:02d}": translate({"key": f"architects-building-B{n:02d}", "params": {}}, "en",
                                    names=lambda seat: f"#{seat + 1}") for n in range(1, 41)}
TIME_LIMIT = 60          # seconds for a whole game on the simulated Discord


def _pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w']){re.escape(name)}(?![\w'])")


NAME_PATTERNS = {card: _pattern(name) for card, name in BUILDINGS.items()}


def seeded(world, seed: int) -> None:
    """The game's seed and the seat order fixed, so that each run plays the same game."""
    world.bot.service.seed_source = lambda: seed
    world.bot.service.shuffle = __import__("random").Random(seed)


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


async def click_choice(member, question, decision, choice):
    """Answer the private `question` with `choice` (the agent's) the way a person does: the button
    that carries the option, or the entries of the menu."""
    menus = selects(question)
    if decision.kind == "one" and not menus:
        wanted = [cid for cid in buttons(question) if cid.startswith("tbl:opt:")
                  and cid.split(":", 4)[4] in (choice, _digest(choice))]
        assert len(wanted) == 1, (choice, buttons(question))
        return await member.click(question, custom_id=wanted[0])
    [menu] = menus
    values = [option.value for option in menu.options]
    chosen = choice if isinstance(choice, list) else [choice]
    assert set(chosen) <= set(values), (chosen, values)
    if decision.kind == "many":
        assert (menu.min_values, menu.max_values) == (decision.min, min(decision.max, len(values)))
    else:
        assert len(chosen) == 1
    return await member.select(question, chosen, custom_id=menu.custom_id)


def _digest(option_id: str) -> str:
    from bot.discord_bot.components import _digest as digest
    return digest(option_id)


def secrets_in_hands(state) -> dict[str, str]:
    """Building id -> name of every card in a hand now (a card leaves the hand when constructed)."""
    return {card: BUILDINGS[card] for player in state.players for card in player.hand}


def leaked(texts: list[str], state) -> list[str]:
    return [f"{name!r} in {text[:120]!r}" for card, name in secrets_in_hands(state).items()
            for text in texts if NAME_PATTERNS[card].search(text)]


def public_texts(messages) -> list[str]:
    return [m.content for m in messages] + [a.description or "" for m in messages for a in m.attachments]


PT = [0, 0]
class Tally:
    """What a whole game showed: moves, boards expected, private questions seen."""

    def __init__(self):
        self.moves = self.expected_boards = 0
        self.kinds: dict[tuple[str, str], int] = {}
        self.menus = 0


async def play_move(world, member, agent, tally: Tally, board=None):
    """One answer of `member`: the Play button under the board, the private question, the click."""
    state = await _state(world)
    seat = next(s.seat for s in await world.bot.service.storage.seats((await _game(world)).id)
                if s.user == str(member.id))
    decision = next(d for d in engine.pending(state) if d.seat == seat)
    choice = agent.choose(state, decision)
    board = board or latest_board(world.channel)
    t0 = time.perf_counter()
    shown = await member.click(board, custom_id=next(c for c in buttons(board) if c.startswith("tbl:play:")))
    t1 = time.perf_counter()
    question = private_message(shown)
    assert question is not None and question.ephemeral, "the question is private"
    tally.menus += bool(selects(question))
    answered = await click_choice(member, question, decision, choice)
    t2 = time.perf_counter()
    PT[0] += t1 - t0; PT[1] += t2 - t1
    assert answered.acknowledged
    for private in ([answered.response] if answered.response else []) + answered.followups:
        if private.content.startswith(("You draw", "You keep", "Under the deck")):
            assert private.ephemeral, private.content
    key = (decision.prompt.key, decision.kind)
    tally.kinds[key] = tally.kinds.get(key, 0) + 1
    tally.moves += 1
    after = await _state(world)
    tally.expected_boards += after is None or engine.moment(after) != engine.moment(state)
    return question


async def play_to_the_end(world, agent, tally: Tally, *, limit: int) -> None:
    """Every awaited member answers in turn until the game is over; after each answer the channel has
    exactly the expected board pictures and names no card in anybody's hand."""
    T = [0]*6
    while (members := await awaited(world)):
        t0 = time.perf_counter()
        public = world.public()
        t1 = time.perf_counter()
        boards = [m for m in public if m.attachments]
        assert len(boards) == tally.expected_boards, "a board picture exactly when a turn ends"
        state = await _state(world)
        t2 = time.perf_counter()
        assert not leaked(public_texts(public), state)
        t3 = time.perf_counter()
        shown = json.dumps(engine.view(state, None), default=repr)     # what the picture is drawn from
        assert not [card for card in secrets_in_hands(state) if re.search(rf"\b{card}\b", shown)]
        t4 = time.perf_counter()
        await play_move(world, members[0], agent, tally, board=boards[-1])
        t5 = time.perf_counter()
        for i, (a, b) in enumerate([(t0,t1),(t1,t2),(t2,t3),(t3,t4),(t4,t5)]): T[i] += b - a
        assert tally.moves < limit
    print("TIMES", [round(x,1) for x in T], PT)


def final_checks(world, tally: Tally, names: list[str]) -> str:
    public = world.public()
    assert len([m for m in public if m.attachments]) == tally.expected_boards
    final = public[-1]
    assert "Final scores:" in final.content and final.attachments, final.content
    for name in names:
        assert name in final.content
    return final.content


@pytest.mark.slow
async def test_a_whole_three_player_game(world):
    started = time.monotonic()
    await open_three(world, seed=11)
    tally = Tally()
    tally.expected_boards = 1
    assert len([m for m in world.public() if m.attachments]) == 1, "the draft's board"
    state = await _state(world)
    assert state.mode == "standard" and len(state.players) == 3
    await play_to_the_end(world, engine.agents.random_agent("architects", 11), tally, limit=1000)
    scores = final_checks(world, tally, ["alice", "bob", "cyd"])
    state = engine.loads((await world.bot.service.storage.latest_game(str(world.channel.id))).state)
    assert state.over
    assert not leaked(public_texts(world.public()), state)
    assert tally.kinds.get(("architects-ask-draft", "one"), 0) >= 3 * 3          # the secret picks
    assert tally.kinds.get(("architects-ask-hand-discard", "many"), 0) >= 1     # through the menu
    assert tally.moves > 100
    print(f"\n3 players: {tally.moves} moves, {tally.expected_boards} boards, "
          f"{time.monotonic() - started:.1f} s\n{scores}")
    assert time.monotonic() - started < TIME_LIMIT


@pytest.mark.slow
async def test_a_whole_solo_game_against_the_rival(world):
    started = time.monotonic()
    await open_solo(world, seed=5)
    alice = world.users[0]
    state = await _state(world)
    assert state.mode == "solo" and len(state.players) == 2 and state.players[-1].rival
    tally = Tally()
    tally.expected_boards = 1
    assert await awaited(world) == [alice]
    await play_to_the_end(world, engine.agents.random_agent("architects", 5), tally, limit=400)
    final_checks(world, tally, ["alice", "Rival"])
    assert tally.kinds.get(("architects-ask-draft-solo", "many")) == 1
    public = "\n".join(m.content for m in world.public())
    assert "Rival" in public and not re.search(r"(?<!<)#2\b", public)
    print(f"\nsolo: {tally.moves} moves, {tally.expected_boards} boards, {time.monotonic() - started:.1f} s")


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
    answered = await click_choice(alice, old_question, decision, agent.choose(state, decision))
    assert answered.acknowledged                         # the question asked before still works
    tally.moves += 1
    tally.expected_boards += engine.moment(await _state(world)) != engine.moment(state)
    # the Play button of the board posted before the restart opens the current question
    state = await _state(world)
    [decision] = engine.pending(state)
    question = private_message(await alice.click(board, custom_id=play))
    assert question.ephemeral
    await click_choice(alice, question, decision, agent.choose(state, decision))
    tally.moves += 1
    tally.expected_boards += engine.moment(await _state(world)) != engine.moment(state)
    await play_to_the_end(world, agent, tally, limit=400)
    final_checks(world, tally, ["alice", "Rival"])
