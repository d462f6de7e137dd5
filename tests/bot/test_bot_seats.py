"""Bots at the table (issue 32): seats a bot plays from the start, chosen in the lobby (/game new bots:N
strength:, the Add bot / Remove bot buttons, the console's `new ... bots=2`, `addbot`, `removebot`).
A bot seat is an ordinary seat: named "Bot N (strength)" everywhere, never pinged or reminded; its moves
follow the person's move on their own (`Reply.later`), a board per turn as usual; a restart in the middle
of them resumes them (the seat sweep); a table whose people all left is abandoned; a game with a person
who played their seat throughout is rated, each bot strength as a player of its own."""
from __future__ import annotations

import pytest

import engine
from bot import seating as S
from bot.replies import User, resolved
from bot.service import tables
from engine.agents import random_agent

from .conftest import ALICE, BOB, CYD, HERE, Table, run
from .test_board_per_turn import Pictures

GAMES = [("nehemiah", 3, {}), ("temple", 3, {}), ("architects", 3, {}), ("ezra_nehemiah", 2, {})]


async def person_plays_to_the_end(table: Table, person: User, seed: int, limit: int = 3000) -> list:
    """The person answers their questions (random choices) and the bots theirs, until the game ends;
    every public reply that came, the bots' ones resolved in order."""
    service, storage = table.service, table.storage
    posts = []
    record = await storage.open_game(HERE.channel)
    agent = random_agent(record.game, seed)
    for _ in range(limit):
        record = await storage.open_game(HERE.channel)
        if record is None:
            return posts
        state = engine.loads(record.state)
        mine = next(s.seat for s in await storage.seats(record.id) if s.user == person.id)
        decision = next((d for d in engine.pending(state) if d.seat == mine), None)
        assert decision is not None, "only bots are asked, and nobody plays them"
        replies = await resolved(await service.play(HERE, person, agent.choose(state, decision),
                                                    service.decision_token(record, decision.id)))
        assert replies[0].ok, replies[0].text
        posts += [r for r in replies if not r.private]
    raise AssertionError("the game did not end")


async def open_with_bots(table: Table, game: str, players: int, options: dict, strength: str = "easy") -> list:
    service = table.service
    [lobby] = await service.create(HERE, ALICE, game, options, bots=players - 1, strength=strength)
    assert lobby.ok and lobby.kind == "lobby", lobby.text
    return await resolved(await service.start(HERE, ALICE))


@pytest.mark.slow
@pytest.mark.parametrize("game, players, options", GAMES)
def test_one_person_and_bots_play_a_whole_game_through_the_service(tmp_path, backend, game, players, options):
    table = Table(tmp_path / "bot.db", renderer=Pictures(), backend=backend)

    async def scenario():
        await table.open()
        try:
            posts = await open_with_bots(table, game, players, options)
            posts += await person_plays_to_the_end(table, ALICE, seed=players)
            finished = await table.storage.latest_game(HERE.channel)
            assert finished.status == "finished"
            seats = await table.storage.seats(finished.id)
            bots = {s.user for s in seats if S.bot_strength(s.user)}
            assert len(bots) == players - 1
            for post in posts:
                assert not set(post.mentions) & bots               # a bot is never pinged
            names = tables.names(seats, "en", game)
            assert sorted(names(s.seat) for s in seats if s.user in bots) == \
                [f"Bot {n} (easy)" for n in range(1, players)]
            assert any("Bot 1 (easy)" in post.text for post in posts)
            return finished
        finally:
            await table.close()
    run(scenario())


def test_lobby_bots_are_added_and_removed_by_the_host_only(table):
    service = table.service

    async def scenario():
        await service.create(HERE, ALICE, "nehemiah", {})
        [added] = await service.add_bot(HERE, ALICE, "strong")
        assert added.ok and "Bot 1 (strong)" in added.text and "addbot" in added.buttons
        [again] = await service.add_bot(HERE, ALICE)             # the lobby's last strength
        assert "Bot 2 (strong)" in again.text
        before = table.dump()
        for refused in (await service.add_bot(HERE, BOB), await service.remove_bot(HERE, BOB),
                        await service.add_bot(HERE, ALICE, "brilliant")):
            assert not refused[0].ok and refused[0].private
        assert "easy, normal, strong" in (await service.add_bot(HERE, ALICE, "brilliant"))[0].text
        assert table.dump() == before                            # a refusal changes nothing
        [removed] = await service.remove_bot(HERE, ALICE)
        assert removed.ok and "Bot 2" not in removed.text and "Bot 1 (strong)" in removed.text
        await service.remove_bot(HERE, ALICE)
        [none] = await service.remove_bot(HERE, ALICE)
        assert not none.ok and "no bot" in none.text
        for _ in range(3):
            await service.add_bot(HERE, ALICE)
        [full] = await service.add_bot(HERE, ALICE)
        assert not full.ok and "full" in full.text
        [full] = await service.join(HERE, BOB)
        assert not full.ok
        await service.remove_bot(HERE, ALICE)
        await service.start(HERE, ALICE)
        [late] = await service.add_bot(HERE, ALICE)
        assert not late.ok and "before the start" in late.text
    run(scenario())


def test_bad_bot_counts_are_refused(table):
    service = table.service

    async def scenario():
        [many] = await service.create(HERE, ALICE, "nehemiah", {}, bots=4)
        assert not many.ok and "at most 3" in many.text
        [strength] = await service.create(HERE, ALICE, "nehemiah", {}, bots=1, strength="godlike")
        assert not strength.ok and "godlike" in strength.text
        # the Architects' two-players-and-the-Rival variant allows two players only, bots included
        [variant] = await service.create(HERE, ALICE, "architects", {"variant": "bot2"}, bots=2)
        assert not variant.ok and "3 players" in variant.text
        assert await table.storage.open_game(HERE.channel) is None
    run(scenario())


def test_the_console_seats_bots(table, tmp_path):
    from .test_console_cli import console_of, lines_of
    console, _ = console_of(table, tmp_path)
    text = lines_of(console, "alice: new nehemiah bots=2 strength=easy")
    assert "Bot 1 (easy), Bot 2 (easy)" in text
    text = lines_of(console, "alice: addbot normal", "alice: removebot", "alice: removebot")
    assert "Bot 3 (normal)" in text and "Players 2/4" in text
    lines_of(console, "alice: addbot", "alice: start")
    game = run(table.storage.open_game(console.place.channel))
    assert game.status == "active"
    assert "Bot" in lines_of(console, "alice: status")


def test_a_restart_in_the_middle_of_the_bots_moves_resumes_them(tmp_path, backend):
    """The person moves; the bots' moves (a `later` reply) never run: the process stopped. After a
    restart the seat sweep finds the bot seats awaited and plays them."""
    table = Table(tmp_path / "bot.db", renderer=Pictures(), backend=backend)

    async def before_restart():
        await table.open()
        await table.service.create(HERE, ALICE, "nehemiah", {}, bots=2, strength="normal")
        replies = await table.service.start(HERE, ALICE, [ALICE.id, S.bot_user("normal", 1), S.bot_user("normal", 2)])
        assert replies[0].ok
        record = await table.storage.open_game(HERE.channel)
        state = engine.loads(record.state)
        [decision] = engine.pending(state)
        assert decision.seat == 0
        replies = await table.service.play(HERE, ALICE, random_agent("nehemiah", 1).choose(state, decision),
                                           table.service.decision_token(record, decision.id))
        assert replies[-1].later is not None                      # the bots' moves follow on their own
        record = await table.storage.open_game(HERE.channel)
        assert set(record.awaiting) == {1}                        # ... and never came
        await table.close()
    run(before_restart())
    again = table.again(renderer=Pictures())

    async def after_restart():
        await again.open()
        try:
            again.clock.advance(1)
            replies = await resolved(await again.service.sweep_seats())
            assert any(r.kind == "board" for r in replies)
            record = await again.storage.open_game(HERE.channel)
            assert set(record.awaiting) == {0}                    # the bots played; the person is asked
            assert all(not r.mentions or r.mentions == [ALICE.id] for r in replies)
        finally:
            await again.close()
    run(after_restart())
    table.drop()


def test_the_last_person_leaving_abandons_the_table(table):
    async def scenario():
        await table.service.create(HERE, ALICE, "nehemiah", {}, bots=1)
        await table.service.join(HERE, BOB)
        await resolved(await table.service.start(HERE, ALICE))
        [r, *_] = await table.service.resign(HERE, BOB, confirm=True)
        assert r.ok and (await table.storage.open_game(HERE.channel)).status == "active"
        [r, *_] = await table.service.resign(HERE, ALICE, confirm=True)
        assert r.ok and "abandoned" in r.text
        assert await table.storage.open_game(HERE.channel) is None
        assert (await table.storage.latest_game(HERE.channel)).status == "abandoned"
    run(scenario())


@pytest.mark.slow
def test_ratings_count_the_person_and_each_bot_strength(tmp_path, backend):
    table = Table(tmp_path / "bot.db", renderer=None, backend=backend)

    async def scenario():
        await table.open()
        try:
            await table.service.create(HERE, ALICE, "nehemiah", {}, bots=1, strength="easy")
            await table.service.add_bot(HERE, ALICE, "normal")
            await table.service.add_bot(HERE, ALICE, "normal")
            await resolved(await table.service.start(HERE, ALICE))
            await person_plays_to_the_end(table, ALICE, seed=5)
            game = await table.storage.latest_game(HERE.channel)
            results = {r.seat: r for r in await table.storage.results_of([game.id])}
            by_user = {}
            for r in results.values():
                by_user.setdefault(r.user, []).append(r)
            assert set(by_user) == {ALICE.id, "@bot:easy", "@bot:normal"}
            assert by_user[ALICE.id][0].rated and by_user["@bot:easy"][0].rated
            normals = sorted(by_user["@bot:normal"], key=lambda r: r.place)
            assert normals[0].rated and not normals[1].rated      # a strength is rated once per game
            leaders = await table.storage.leaderboard(HERE.guild, "nehemiah", 10)
            assert {row.user for row in leaders} == {ALICE.id, "@bot:easy", "@bot:normal"}
            [stats] = await table.service.stats(HERE, ALICE)
            assert "🤖 Bot (easy)" in stats.text and "🤖 Bot (normal)" in stats.text
        finally:
            await table.close()
    run(scenario())


def test_a_game_of_bots_and_a_stand_in_only_is_not_rated():
    """A person who resigned: the stand-in bot plays their seat; with nobody playing their own seat
    throughout, the game rates nobody, bots included."""
    seating = S.Seating().started([(ALICE.id, "Alice"), (S.bot_user("easy", 1), "Bot")])
    seating = seating.after_move(mover=0, by_bot=False, before={0}, after={1}, now=1.0)
    seating = seating.to_bot(0, gone=True).after_move(mover=0, by_bot=True, before={0}, after={1}, now=2.0)
    state = engine.new_game("nehemiah", 2, seed=1)
    while engine.pending(state):
        decision = engine.pending(state)[0]
        state, _ = engine.act(state, decision.seat, random_agent("nehemiah", 1).choose(state, decision))
    game = type("G", (), {"guild": "g", "game": "nehemiah"})()
    finish = tables.finish(game, state, seating)
    assert not any(row.rated for row in finish.results)
    assert {row.user for row in finish.results} == {ALICE.id, "@bot:easy"}


@pytest.mark.slow
@pytest.mark.parametrize("game, players, options", GAMES)
def test_one_person_and_bots_play_a_whole_game_at_the_console(table, tmp_path, game, players, options):
    from .conftest import type_moves_to_the_end
    from .test_console_cli import console_of, lines_of
    console, out = console_of(table, tmp_path)
    lines_of(console, f"alice: new {game} bots={players - 1} strength=easy", "alice: start")
    moves = run(type_moves_to_the_end(table, console, random_agent(game, players)))
    finished = run(table.storage.latest_game(console.place.channel))
    assert finished.status == "finished" and moves > 10
    text = out.getvalue()
    assert "Final scores" in text and "Bot 1 (easy)" in text and "@@bot" not in text
