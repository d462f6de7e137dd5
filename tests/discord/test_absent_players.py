"""Absent players on Discord (issue 15): a table with a move clock, a player who stops answering, the
time-out message and its two buttons (also after a restart), the bot playing the seat until its owner
comes back with /game back, vacations, resigning with a confirmation, substitutes, removing a player,
and the new commands' names, which Discord must accept in every language."""
from __future__ import annotations

import random

import pytest

from bot.discord_bot.commands import send_reminders
from bot.seating import BOT

from .conftest import make_bot
from .play import awaited, buttons, final_board, is_board, latest_board, private_message, private_texts, take_turn

# what only a player's own screen shows (see test_game.test_nothing_private_in_public_messages)
PRIVATE_MARKERS = ("Behind your screen", "Your bid", "Sealed bid for", "The gate is worth")
HOUR = 3600


def seeded(world, seed: int) -> None:
    world.bot.service.seed_source = lambda: seed
    world.bot.service.shuffle = random.Random(seed)


async def _game(world):
    storage = world.bot.service.storage
    return await storage.open_game(str(world.channel.id)) or await storage.latest_game(str(world.channel.id))


def _with_button(world, action: str):
    """The latest public message with a button of this action."""
    return next((m for m in reversed(world.public()) if any(c.startswith(f"tbl:{action}:") for c in buttons(m))),
                None)


def _button(message, action: str) -> str:
    return next(c for c in buttons(message) if c.startswith(f"tbl:{action}:"))


def _private(result) -> str:
    """What answered the interaction, for the user only (a button's answer comes as a follow-up)."""
    texts = private_texts(result)
    assert texts, "answered privately"
    return "\n".join(texts)


async def open_table(world, *, seed: int = 5, **clock) -> None:
    """alice opens a Nehemiah table with the given clock options, bob and cyd join, alice starts."""
    alice, bob, cyd = world.users
    seeded(world, seed)
    opened = await alice.slash(world.channel, "game new", game="nehemiah", thread="off", **clock)
    assert opened.acknowledged
    lobby = _with_button(world, "join")
    await bob.click(lobby, custom_id=_button(lobby, "join"))
    await cyd.slash(world.channel, "game join")
    lobby = _with_button(world, "start")
    await alice.click(lobby, custom_id=_button(lobby, "start"))
    assert (await _game(world)).status == "active"


async def play_turns(world, count: int, rng: random.Random, seen: list[str]) -> None:
    for _ in range(count):
        [member] = await awaited(world)
        shown, answered = await take_turn(world, member, pick=rng)
        seen += private_texts(shown) + private_texts(answered)


async def run_out_of_time(world, member) -> object:
    """The clock (24 hours and a reserve of 1 day) runs out for `member`: a reminder first, then the
    time-out message with its two buttons, both posted by the reminder sweep."""
    world.clock.advance(25 * HOUR)
    assert await send_reminders(world.bot) >= 1
    reminder = world.public()[-1]
    assert f"<@{member.id}>" in reminder.content and "waiting for you" in reminder.content
    assert "23 hours left" in reminder.content, reminder.content
    assert _with_button(world, "seatbot") is None
    world.clock.advance(24 * HOUR)
    assert await send_reminders(world.bot) >= 1
    timeout = _with_button(world, "seatbot")
    assert timeout is not None and "is out of time" in timeout.content, [m.content for m in world.public()[-3:]]
    labels = {c.split(":")[1]: label for c, label in buttons(timeout).items()}
    assert labels == {"wait": "Wait", "seatbot": "Bot plays"}
    assert not timeout.attachments
    return timeout


async def _snapshot(world):
    game = await _game(world)
    return game.version, game.state, game.seating, len(world.public())


def _public_text(world) -> str:
    public = world.public()
    return "\n".join([m.content for m in public] + [a.description or "" for m in public for a in m.attachments])


def assert_nothing_private_in_public(world, seen: list[str]) -> None:
    public = _public_text(world)
    for marker in PRIVATE_MARKERS:
        assert marker not in public, marker
    secret_lines = {line for text in seen for line in text.splitlines()
                    if line.startswith(PRIVATE_MARKERS)}
    for line in secret_lines:
        assert line not in public, line


def _stints(actions, seat: int) -> list[tuple[str, int]]:
    """Who made the seat's moves, in runs: [(user, moves), ...]."""
    runs: list[tuple[str, int]] = []
    for action in actions:
        if action.seat != seat:
            continue
        if runs and runs[-1][0] == action.user:
            runs[-1] = (action.user, runs[-1][1] + 1)
        else:
            runs.append((action.user, 1))
    return runs


def _moves(count: int) -> str:
    return "1 move" if count == 1 else f"{count} moves"


@pytest.mark.slow
async def test_a_whole_game_with_a_time_out_the_bot_and_the_owner_back(world):
    rng = random.Random(15)
    seen: list[str] = []
    await open_table(world, clock=24, reserve=1)
    lobby = [m for m in world.public() if "Move clock:" in m.content][-1]
    assert "Move clock: 24 hours per decision, then a reserve of 1 day per player" in lobby.content
    await play_turns(world, 4, rng, seen)
    [absent] = await awaited(world)
    others = [u for u in world.users if u is not absent]
    name = absent.name

    # the absent player stops answering: the sweep tells the table, which chooses the bot
    timeout = await run_out_of_time(world, absent)
    assert {str(u.id) for u in others} <= {str(u.id) for u in timeout.mentions}
    before = await _snapshot(world)
    stranger = world.guild.add_member(world.env.create_user("eve"))
    refused = await stranger.click(timeout, custom_id=_button(timeout, "wait"))
    assert "Only the players at this table" in _private(refused)
    assert await _snapshot(world) == before, "a stranger's click changes nothing"
    refused = await others[0].slash(world.channel, "game replace", player=absent, substitute=others[1])
    assert "already plays in this game" in _private(refused)
    assert await _snapshot(world) == before
    boards_before = len([m for m in world.public() if is_board(m)])
    chosen = await others[0].click(timeout, custom_id=_button(timeout, "seatbot"))
    assert chosen.acknowledged
    assert not [c for c in buttons(next(m for m in world.public() if m.id == timeout.id))
                if c.startswith(("tbl:wait:", "tbl:seatbot:"))], "the choice is made: its buttons are gone"
    public = world.public()
    assert any(f"The bot plays for {name}" in m.content for m in public)
    boards = [m for m in public if is_board(m)]
    assert len(boards) > boards_before, "the bot's move ends a turn: a board is posted"
    game = await _game(world)
    seats = await world.bot.service.storage.seats(game.id)
    seat = next(s.seat for s in seats if s.user == str(absent.id))
    actions = await world.bot.service.storage.actions(game.id)
    assert _stints(actions, seat)[-1][0] == BOT

    # while the bot plays: the owner's Play button is refused, the others play on, never pinging the seat
    board = latest_board(world.channel)
    looked = await absent.click(board, custom_id=_button(board, "play"))
    assert "The bot plays your seat now" in _private(looked)
    posted = len(world.public())
    while len([a for a in await world.bot.service.storage.actions(game.id)
               if a.seat == seat and a.user == BOT]) < 2:
        await play_turns(world, 1, rng, seen)
    for message in world.public()[posted:]:
        if message.attachments:
            assert str(absent.id) not in {str(u.id) for u in message.mentions}

    # the owner comes back and everybody plays to the end by clicking
    back = await absent.slash(world.channel, "game back")
    assert back.acknowledged
    assert f"{name} is back at their seat" in world.public()[-1].content
    hand = await absent.slash(world.channel, "hand")
    assert hand.ephemeral
    seen += private_texts(hand)
    moves = 0
    while (members := await awaited(world)):
        assert set(members) <= set(world.users)
        await play_turns(world, 1, rng, seen)
        moves += 1
        assert moves < 1000
        if moves % 20 == 0:
            await world.env.advance_time(16 * 60)      # discord.py's view timers (see test_architects)
    final = final_board(world.public())
    assert "Final scores:" in final.content and final.attachments, final.content
    runs = _stints(await world.bot.service.storage.actions(game.id), seat)
    assert [user for user, _ in runs] == [str(absent.id), BOT, str(absent.id)]
    (_, first), (_, bot), (_, last) = runs
    played = f"{name}'s seat was played by: {name} ({_moves(first)}), the bot ({_moves(bot)}), {name} ({_moves(last)})."
    assert played in final.content, final.content
    print(f"\n{moves} moves after the owner came back\n{final.content}")
    assert "Behind your screen" in "\n".join(seen), "the privacy check sees the screen where it is"
    assert_nothing_private_in_public(world, seen)


async def test_a_stranger_cannot_choose_and_the_table_waits_once_more(world):
    await open_table(world, clock=24, reserve=1)
    [absent] = await awaited(world)
    others = [u for u in world.users if u is not absent and u is not world.users[0]]
    timeout = await run_out_of_time(world, absent)
    before = await _snapshot(world)
    stranger = world.guild.add_member(world.env.create_user("eve"))
    for action in ("wait", "seatbot"):
        refused = await stranger.click(timeout, custom_id=_button(timeout, action))
        assert "Only the players at this table" in _private(refused)
    assert await _snapshot(world) == before
    assert _with_button(world, "seatbot").id == timeout.id, "the buttons stay for the table"
    waited = await others[0].click(timeout, custom_id=_button(timeout, "wait"))
    assert waited.acknowledged
    assert "The table waits once more" in world.public()[-1].content
    assert not buttons(next(m for m in world.public() if m.id == timeout.id)), "chosen: no second press"
    assert [absent] == await awaited(world)
    await take_turn(world, absent)                       # and they play on, in time
    assert absent not in await awaited(world)


async def test_the_time_out_buttons_work_after_a_restart(world, clock):
    await open_table(world, clock=24, reserve=1)
    [absent] = await awaited(world)
    other = next(u for u in world.users if u is not absent)
    timeout = await run_out_of_time(world, absent)
    old_bot = world.bot
    await world.env.restart_bot(make_bot(world.path, clock))
    await old_bot.storage.close()
    await world.env.bot.tree.sync()
    world.bot = world.env.bot
    boards = len([m for m in world.public() if is_board(m)])
    chosen = await other.click(timeout, custom_id=_button(timeout, "seatbot"))
    assert chosen.acknowledged and not private_texts(chosen)
    assert len([m for m in world.public() if is_board(m)]) > boards, "the bot played the seat"
    assert absent not in await awaited(world)


async def test_a_vacation_too_long_is_refused_and_back_ends_it(world):
    await open_table(world, clock=24, reserve=1, vacation=10)
    alice, bob, cyd = world.users
    before = await _snapshot(world)
    refused = await bob.slash(world.channel, "game vacation", days=30)
    assert "10 vacation days left" in _private(refused) and "30 days is not possible" in _private(refused)
    assert await _snapshot(world) == before
    stranger = world.guild.add_member(world.env.create_user("eve"))
    refused = await stranger.slash(world.channel, "game vacation", days=2)
    assert await _snapshot(world) == before and private_message(refused).ephemeral
    went = await bob.slash(world.channel, "game vacation", days=3)
    assert went.acknowledged
    assert "bob is on vacation for 3 days" in world.public()[-1].content
    again = await bob.slash(world.channel, "game vacation", days=1)
    assert "already on vacation" in _private(again)
    back = await bob.slash(world.channel, "game back")
    assert back.acknowledged and "bob is back from vacation" in world.public()[-1].content
    nothing = await bob.slash(world.channel, "game back")
    assert "You are not on vacation" in _private(nothing)


async def test_resign_asks_first_then_the_bot_plays_and_a_substitute_takes_over(world):
    await open_table(world)
    alice, bob, cyd = world.users
    before = await _snapshot(world)
    asked = await bob.slash(world.channel, "game resign")
    question = private_message(asked)
    assert question.ephemeral and "Give up this game?" in question.content
    assert {c.split(":")[1]: label for c, label in buttons(question).items()} == {"resign": "Resign"}
    assert await _snapshot(world) == before, "asking changes nothing"
    stranger = world.guild.add_member(world.env.create_user("dan"))
    refused = await stranger.slash(world.channel, "game resign")
    assert "not playing" in _private(refused) or "not a player" in _private(refused).lower()
    confirmed = await bob.click(question, custom_id=_button(question, "resign"))
    assert confirmed.acknowledged
    assert any("bob resigns" in m.content for m in world.public())
    assert bob not in await awaited(world), "the bot answers for the seat"
    again = await bob.slash(world.channel, "game resign")
    assert "resign" not in [c.split(":")[1] for c in buttons(private_message(again))]
    refused = await alice.slash(world.channel, "game replace", player=bob, substitute=cyd)
    assert "cyd already plays in this game" in _private(refused)
    handed = await alice.slash(world.channel, "game replace", player=bob, substitute=stranger)
    assert handed.acknowledged
    news = world.public()[-1]
    assert "dan takes over bob's seat" in news.content
    assert [str(u.id) for u in news.mentions] == [str(stranger.id)]
    game = await _game(world)
    assert str(stranger.id) in {s.user for s in await world.bot.service.storage.seats(game.id)}
    for _ in range(6):                                   # the substitute plays the seat from now on
        members = await awaited(world)
        if not members:
            break
        member = stranger if str(members[0].id) == str(stranger.id) else members[0]
        await take_turn(world, member)


async def test_only_the_host_removes_and_only_after_a_time_out(world):
    await open_table(world, clock=24, reserve=1)
    alice, bob, cyd = world.users
    while (members := await awaited(world)) == [alice]:
        await take_turn(world, alice)
    [absent] = members                                   # not the host
    before = await _snapshot(world)
    early = await alice.slash(world.channel, "game remove", player=absent)
    assert "only be removed after their time ran out" in _private(early)
    not_host = await next(u for u in (bob, cyd) if u is not absent).slash(
        world.channel, "game remove", player=absent)
    assert "Only the game's host" in _private(not_host)
    assert await _snapshot(world) == before
    await run_out_of_time(world, absent)
    removed = await alice.slash(world.channel, "game remove", player=absent)
    assert removed.acknowledged
    public = world.public()
    assert any(f"{absent.name} is removed from the game" in m.content for m in public)
    assert public[-1].attachments, "the bot played the seat's turn"
    assert absent not in await awaited(world)
    again = await absent.slash(world.channel, "game back")
    assert "You left this game" in _private(again), "a removed player cannot just take the seat back"


async def test_the_move_clock_of_a_new_table_and_of_its_lobby(world):
    alice, bob, cyd = world.users
    await alice.slash(world.channel, "game new", game="nehemiah", thread="off", clock=48, reserve=2, vacation=5)
    game = await _game(world)
    first = _with_button(world, "join")
    assert ("Move clock: 48 hours per decision, then a reserve of 2 days per player; vacations up to 5 days"
            in first.content)
    changed = await alice.slash(world.channel, "game clock", limit=12)
    assert changed.acknowledged
    lobby = _with_button(world, "join")
    assert lobby.id != first.id and "Move clock: 12 hours per decision, then a reserve of 2 days" in lobby.content
    assert not buttons(next(m for m in world.public() if m.id == first.id)), "one lobby with buttons"
    refused = await bob.slash(world.channel, "game clock", limit=0)
    assert "Only the game's host" in _private(refused)
    off = await alice.slash(world.channel, "game clock", limit=0, vacation=0)
    assert off.acknowledged and "No move clock; vacations up to 0 days" in _with_button(world, "join").content
    await bob.slash(world.channel, "game join")
    await alice.slash(world.channel, "game start")
    late = await alice.slash(world.channel, "game clock", limit=24)
    assert "only be changed before the game starts" in _private(late)
    assert (await _game(world)).id == game.id


async def test_a_new_table_without_clock_options_has_no_move_clock(world):
    alice = world.users[0]
    await alice.slash(world.channel, "game new", game="nehemiah", thread="off", clock=0)
    assert "No move clock; vacations up to 14 days" in _with_button(world, "join").content


def _valid_name(name: str) -> bool:
    """Discord's rule for command and option names in every language, ^[-_\\p{L}\\p{N}]{1,32}$, and
    lowercase wherever a letter has a case."""
    return 1 <= len(name) <= 32 and all(c.isalnum() or c in "-_" for c in name) and name == name.lower()


def _names_of(payload: dict):
    yield payload["name"], payload.get("name_localizations") or {}, payload.get("description", ""), \
        payload.get("description_localizations") or {}
    for option in payload.get("options") or []:
        yield from _names_of(option)


async def test_every_command_name_is_valid_for_discord_in_every_language(world):
    registered = world.env.backend.commands[None].values()
    seen = {}
    for command in registered:
        for name, names, description, descriptions in _names_of(command):
            for shown in [name, *names.values()]:
                assert _valid_name(shown), shown
            for text in [description, *descriptions.values()]:
                assert 1 <= len(text) <= 100, text
            seen[name] = names
    expected = {"vacation": "urlop", "back": "powrót", "resign": "poddaj", "replace": "zastępstwo",
                "remove": "usuń", "clock": "zegar"}
    for english, polish in expected.items():
        assert seen[english].get("pl") == polish, (english, seen.get(english))
    [game] = [c for c in registered if c["name"] == "game"]
    [new] = [o for o in game["options"] if o["name"] == "new"]
    clock = next(o for o in new["options"] if o["name"] == "clock")
    assert [c["value"] for c in clock["choices"]] == [0, 12, 24, 48, 72]
    assert all(len(c["name"]) <= 100 for c in clock["choices"])
