"""Issue 10's service defects: decision ids after an undo, simultaneous sealed answers racing each
other, and settings that are stored all together or not at all."""
from __future__ import annotations

import asyncio

import engine
from bot.replies import User
from engine.agents import random_agent

from .conftest import ALICE, BOB, CYD, DAN, HERE, run

MOD = User("mod", "Mod", manager=True)


async def _undoable_move(table, users):
    """Play first options until a move can be taken back; the mover and their old question."""
    for _ in range(60):
        [mover] = await table.awaited_users(users)
        [before] = await table.service.prompt(HERE, mover)
        [played, *_] = await table.answer_first(mover)
        assert played.ok, played.text
        [undone, *_] = await table.service.undo(HERE, mover)
        if undone.ok:
            return mover, before.prompt
        assert "no longer" in undone.text, undone.text       # cards were drawn: play on
    raise AssertionError("no move could be taken back")


def test_a_question_asked_again_after_an_undo_has_a_new_id(table):
    async def scenario():
        users = (ALICE, BOB, CYD)
        await table.started(users)
        mover, old = await _undoable_move(table, users)
        [again] = await table.service.prompt(HERE, mover)
        # the same question with the same options, asked anew after the undo: a new id
        assert [c.id for c in again.prompt.choices] == [c.id for c in old.choices]
        assert again.prompt.decision != old.decision
        before = table.dump()
        [refused] = await table.service.play(HERE, mover, old.choices[0].id, old.decision)
        assert not refused.ok and "board changed" in refused.text
        assert table.dump() == before
        [played, *_] = await table.service.play(HERE, mover, again.prompt.choices[0].id,
                                                again.prompt.decision)
        assert played.ok, played.text
        actions = await table.storage.actions((await table.storage.open_game(HERE.channel)).id)
        assert actions[-1].decision == again.prompt.decision      # the id the player answered
    run(scenario())


def test_simultaneous_sealed_answers_are_all_accepted(table):
    """Temple hiring and sealed steps await every seat at once: answers landing at the same instant
    must all count, not all but one be told "the board changed"."""
    async def scenario():
        users = (ALICE, BOB, CYD, DAN)
        service = table.service
        await service.create(HERE, ALICE, "temple", {"sealed_market": True})
        for user in users[1:]:
            await service.join(HERE, user)
        await service.start(HERE, ALICE, [u.id for u in users])
        agent = random_agent("temple", 4)
        steps = 0
        for _ in range(400):
            game = await table.storage.open_game(HERE.channel)
            state = engine.loads(game.state)
            seats = {s.seat: s.user for s in await table.storage.seats(game.id)}
            pending = engine.pending(state)
            by_seat = {d.seat: d for d in pending}
            players = [next(u for u in users if u.id == seats[seat]) for seat in by_seat]
            if len(pending) == 1:
                [decision] = pending
                [reply, *_] = await service.play(HERE, players[0], agent.choose(state, decision),
                                                 service.decision_token(game, decision.id))
                assert reply.ok, reply.text
                continue
            replies = await asyncio.gather(*(
                service.play(HERE, user, agent.choose(state, by_seat[seat]),
                             service.decision_token(game, by_seat[seat].id))
                for user, seat in zip(players, by_seat)))
            assert all(r[0].ok for r in replies), [r[0].text for r in replies if not r[0].ok]
            steps += 1
            if steps >= 3:
                return
        raise AssertionError("fewer than three simultaneous steps came up")
    run(scenario())


def test_settings_are_stored_all_together_or_not_at_all(table):
    async def scenario():
        service = table.service
        before = table.dump()
        [refused] = await service.channel_settings(HERE, MOD, interval="5", quiet="22-7",
                                                   timezone="Mars/Olympus")
        assert not refused.ok and "Mars/Olympus" in refused.text
        assert table.dump() == before                              # not even the good values
        [refused] = await service.settings(HERE, MOD, channel={"interval": "5"},
                                           mine={"language": "xx"})
        assert not refused.ok
        assert table.dump() == before
        [done] = await service.channel_settings(HERE, MOD, interval="5", quiet="22-7",
                                                timezone="europe/warsaw")
        assert done.ok and "Europe/Warsaw" in done.text            # stored under its real name
        assert await table.storage.get_settings("channel", HERE.channel) == {
            "interval": "5", "quiet": "22-7", "timezone": "Europe/Warsaw"}
    run(scenario())


def test_odd_time_zones_are_refused_plainly(table):
    async def scenario():
        before = table.dump()
        for odd in ("Europe", "America", "Etc", "x" * 6000, "../../etc/passwd", "/etc/localtime",
                    "Etc/", "zone.tab", "a\x00b", "Europe/../Europe/Warsaw"):
            [refused] = await table.service.channel_settings(HERE, MOD, timezone=odd)
            assert not refused.ok and "not a time zone" in refused.text, (odd[:20], refused.text)
            assert len(refused.text) < 200
        assert table.dump() == before
    run(scenario())


def test_a_database_of_the_first_schema_gains_every_later_column(tmp_path):
    from bot.storage.migrations import MIGRATIONS
    from bot.storage.sqlite import SqliteStorage
    import sqlite3
    path = tmp_path / "v1.db"
    with sqlite3.connect(path) as db:          # a database as the first version of the bot left it
        db.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)")
        db.executescript(MIGRATIONS[0][1])
        db.execute("INSERT INTO schema_migrations VALUES (1, 'then')")
        db.execute("INSERT INTO games (channel, game, options, seed, status, host, created_at, "
                   "updated_at) VALUES ('c', 'nehemiah', '{}', 1, 'lobby', 'u1', 0, 0)")

    async def scenario():
        storage = SqliteStorage(path)
        await storage.open()
        try:
            assert await storage.schema_version() == MIGRATIONS[-1][0]
            game = await storage.open_game("c")
            assert game.undos == 0 and game.shown_seq == 0
            # a table of before threads and picture settings: played in its channel, a board every turn
            assert (game.parent, game.thread, game.pictures) == (None, False, "turn")
        finally:
            await storage.close()
    run(scenario())


def test_undo_again_and_again_takes_back_each_step_exactly(table):
    """Undo restores the state kept with each action; several undos in a row walk back one action
    at a time, each time to exactly what a replay of the remaining actions gives."""
    async def replayed(game):
        state = engine.new_game(game.game, 3, options=game.options, seed=game.seed)
        for action in await table.storage.actions(game.id):
            state, _ = engine.act(state, action.seat, action.choice)
        return engine.dumps(state)

    async def scenario():
        users = (ALICE, BOB, CYD)
        await table.started(users)
        walked = longest = 0
        for _ in range(80):
            [mover] = await table.awaited_users(users)
            [played, *_] = await table.answer_first(mover)
            assert played.ok, played.text
            in_a_row = 0
            while (await table.service.undo(HERE, mover))[0].ok:
                game = await table.storage.open_game(HERE.channel)
                assert game.state == await replayed(game)
                walked, in_a_row = walked + 1, in_a_row + 1
            longest = max(longest, in_a_row)
            for _ in range(3):                  # and forward again
                [mover] = await table.awaited_users(users)
                await table.answer_first(mover)
            if walked >= 6 and longest >= 2:
                return
        raise AssertionError(f"only {walked} undos in a row came up")
    run(scenario())
