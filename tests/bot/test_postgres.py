"""PostgreSQL beyond the shared storage suite: its migrations, a database it cannot use, several bot
processes on one database (racing moves, two reminder sweepers at once), and the move of a
community's SQLite file into PostgreSQL. Skipped, with the reason, where no server answers."""
from __future__ import annotations

import asyncio
import random

import pytest

import engine
from bot import aftergame, config
from bot.replies import Place, User
from bot.storage import StorageError, storage_for
from bot.storage.migrations import MIGRATIONS, POSTGRES_MIGRATIONS
from bot.storage.sqlite import SqliteStorage
from engine import record as records
from engine.agents import random_agent
from tests.backends import POSTGRES_URL, postgres_problem, postgres_rows

from .conftest import Table, run


@pytest.fixture
def backend() -> str:
    if problem := postgres_problem():
        pytest.skip(problem)
    return "postgres"


def test_both_kinds_of_database_know_the_same_schema_versions():
    assert POSTGRES_MIGRATIONS[-1][0] == MIGRATIONS[-1][0]


def test_storage_for_picks_the_backend_by_the_location(tmp_path):
    from bot.storage.postgres import PostgresStorage
    assert isinstance(storage_for("postgresql://u@h/db"), PostgresStorage)
    assert isinstance(storage_for("postgres://u@h/db"), PostgresStorage)
    assert isinstance(storage_for(str(tmp_path / "bot.db")), SqliteStorage)
    assert "***" in PostgresStorage("postgresql://u:secret@h/db").where


def test_migrations_from_empty_are_recorded_idempotent_and_a_newer_database_is_refused(table):
    async def scenario():
        for _ in range(2):       # opening again applies nothing new
            storage = table.new_storage()
            await storage.open()
            assert await storage.schema_version() == POSTGRES_MIGRATIONS[-1][0]
            await storage.close()
        versions = [v for (v,) in table.rows("SELECT version FROM schema_migrations ORDER BY version")]
        assert versions == list(range(1, POSTGRES_MIGRATIONS[-1][0] + 1))
        table.rows("INSERT INTO schema_migrations (version) VALUES (99)")    # a later bot's
        before = table.dump()
        newer = table.new_storage()
        with pytest.raises(StorageError) as refused:
            await newer.open()
        assert "newer version of the bot" in str(refused.value) and "\n" not in str(refused.value)
        assert table.dump() == before
    run(scenario())


def test_a_server_that_does_not_answer_is_one_line():
    from bot.storage.postgres import PostgresStorage

    async def scenario():
        with pytest.raises(StorageError) as refused:
            await PostgresStorage("postgresql://postgres@127.0.0.1:1/test").open()
        assert "\n" not in str(refused.value) and "127.0.0.1:1" in str(refused.value)
    run(scenario())


def test_the_shard_of_a_process_comes_from_the_environment(monkeypatch):
    monkeypatch.delenv("BOT_SHARD_ID", raising=False)
    monkeypatch.delenv("BOT_SHARD_COUNT", raising=False)
    assert config.shard() is None
    monkeypatch.setenv("BOT_SHARD_COUNT", "4")
    monkeypatch.setenv("BOT_SHARD_ID", "3")
    assert config.shard() == (3, 4)
    monkeypatch.setenv("BOT_SHARD_ID", "4")
    with pytest.raises(config.BadConfig, match="BOT_SHARD_ID"):
        config.shard()


# --- several processes on one database ----------------------------------------------------------

GAMES = 50
SWEEP_EVERY = 15          # rounds of moves between two sweeps (each after a day and a bit)


@pytest.mark.slow
def test_two_services_on_one_database_lose_no_move_and_send_no_reminder_twice(table):
    """Two bot processes (two services, two connection pools) on one PostgreSQL database: 50 games
    played at once, every move sent to both (as when a click reaches two processes, or a player
    clicks twice), and both reminder sweepers running at the same time, now and then, between the
    moves. Exactly one of each pair of moves is stored; every game finishes; its stored state is the
    replay of its stored moves; no reminder is sent by both sweepers."""
    other = table.again()
    other.clock = table.clock
    run(other.open())
    one, two = table.service, other.service
    users = [User(f"p{i}", f"Player {i}") for i in range(2 * GAMES)]
    places = [Place(channel=f"chan-{g}", guild="guild-1") for g in range(GAMES)]
    accepted = {place.channel: 0 for place in places}
    reminded: list[tuple[str, str]] = []

    async def lobby(g: int) -> None:
        a, b = users[2 * g], users[2 * g + 1]
        await one.create(places[g], a, "nehemiah")
        await two.join(places[g], b)
        [reply, *_] = await (one if g % 2 else two).start(places[g], a, [a.id, b.id])
        assert reply.ok, reply.text

    async def move(g: int, rng: random.Random, agent) -> bool:
        """One move of game g, sent to both services at once; False once the game is over."""
        place = places[g]
        game = await table.storage.open_game(place.channel)
        if game is None:
            return False
        state = engine.loads(game.state)
        seats = {s.seat: s.user for s in await table.storage.seats(game.id)}
        decision = rng.choice(engine.pending(state))
        user = next(u for u in users if u.id == seats[decision.seat])
        choice, token = agent.choose(state, decision), one.decision_token(game, decision.id)
        first, second = await asyncio.gather(one.play(place, user, choice, token),
                                             two.play(place, user, choice, token))
        oks = [replies[0].ok for replies in (first, second)]
        assert sorted(oks) == [False, True], (first[0].text, second[0].text)
        loser = first if not oks[0] else second
        assert "board changed" in loser[0].text or "no game" in loser[0].text    # (after the last move)
        accepted[place.channel] += 1
        return True

    async def sweeps() -> None:
        table.clock.advance(25 * 3600)
        found = await asyncio.gather(one.remind(), two.remind())
        sent = [{r.game for r in replies if r.kind == "reminder"} for replies in found]
        assert not sent[0] & sent[1], "a reminder sent by both sweepers"
        reminded.extend(("one", game) for game in sent[0])
        reminded.extend(("two", game) for game in sent[1])

    async def scenario() -> None:
        await asyncio.gather(*(lobby(g) for g in range(GAMES)))
        rngs = [random.Random(g) for g in range(GAMES)]
        agents = [random_agent("nehemiah", g) for g in range(GAMES)]
        live = set(range(GAMES))
        rounds = 0
        while live:
            rounds += 1
            jobs = [move(g, rngs[g], agents[g]) for g in sorted(live)]
            if rounds % SWEEP_EVERY == 0:
                jobs.append(sweeps())       # the sweepers run between and beside the moves
            results = await asyncio.gather(*jobs)
            live -= {g for g, going in zip(sorted(live), results) if going is False}
            assert rounds < 1000

    try:
        run(scenario())
        for place in places:
            game = run(table.storage.latest_game(place.channel))
            assert game.status == "finished"
            actions = run(table.storage.actions(game.id))
            assert len(actions) == accepted[place.channel]             # none lost, none twice
            seats = run(table.storage.seats(game.id))
            record = aftergame.record_of(game, seats, actions, engine.loads(game.state))
            assert engine.dumps(records.replay(record)) == game.state
        assert reminded and {who for who, _ in reminded} <= {"one", "two"}
    finally:
        run(other.close())


# --- moving a community from SQLite to PostgreSQL ---------------------------------------------------


@pytest.mark.slow
def test_migrating_a_sqlite_database_gives_identical_games_that_the_bot_continues(tmp_path, backend, capsys):
    from bot.__main__ import main
    from .test_after_game import new_game, play_out, whole_game
    ALICE, BOB, CYD = User("u1", "Alice"), User("u2", "Bob"), User("u3", "Cyd")
    here, there = Place(channel="chan-1", guild="g"), Place(channel="chan-2", guild="g")
    source = Table(tmp_path / "old.db", backend="sqlite")

    async def before():
        await source.open()
        await whole_game(source.service, here, (ALICE, BOB), seed=1)            # a finished game
        await new_game(source.service, there, (ALICE, BOB, CYD))                # and one going on
        for _ in range(9):
            [user] = await source.awaited_users([ALICE, BOB, CYD], place=there)
            await source.answer_first(user, place=there)
        [done] = await source.service.channel_settings(here, User("u1", "Alice", manager=True), interval="12")
        assert done.ok, done.text
        await source.close()
    run(before())
    target = Table(tmp_path / "unused", backend="postgres")
    schema = target.schema
    postgres_rows("public", f"CREATE SCHEMA {schema}")
    into_schema = f"{POSTGRES_URL}?search_path={schema}"      # the URL names a schema of its own
    assert main(["migrate", "--db", str(source.path), "--to", into_schema]) == 0
    out = capsys.readouterr().out
    copied = {line.split(":")[0]: int(line.split(": ")[1].split()[0]) for line in out.splitlines()
              if ": " in line and line.split(":")[0] in ("games", "seats", "actions", "events", "settings",
                                                          "posts", "results", "ratings")}
    assert "the counts agree" in out
    sqlite_counts = {t: n for t, [(n,)] in ((t, source.rows(f"SELECT count(*) FROM {t}")) for t in copied)}
    assert copied == sqlite_counts and copied["games"] == 2 and copied["ratings"] == 2
    for column in ("id", "state", "version", "status", "seating", "options", "seed"):
        assert source.rows(f"SELECT {column} FROM games ORDER BY id") == \
            postgres_rows(schema, f"SELECT {column} FROM games ORDER BY id")
    assert source.rows('SELECT game, seq, "user", choice, undone FROM actions ORDER BY 1, 2') == \
        [(g, q, u, c, int(d)) for g, q, u, c, d in
         postgres_rows(schema, 'SELECT game, seq, "user", choice, undone FROM actions ORDER BY 1, 2')]

    async def after():
        await target.open()
        try:
            game = await target.storage.open_game(there.channel)
            assert engine.loads(game.state) == engine.loads(source.rows(
                f"SELECT state FROM games WHERE id = {game.id}")[0][0])
            [history] = await target.service.history(here, ALICE)
            assert "#1 · Nehemiah" in history.text
            assert (await target.service.storage.get_settings("channel", here.channel)) == {"interval": "12"}
            await play_out(target.service, there, (ALICE, BOB, CYD), seed=3)   # the bot goes on
            finished = await target.storage.latest_game(there.channel)
            assert finished.status == "finished"
            assert (await target.service.create(Place(channel="chan-3", guild="g"), CYD, "nehemiah"))[0].ok
            assert (await target.storage.open_game("chan-3")).id == 3        # numbering goes on
        finally:
            await target.close()
    run(after())
    # into a database that holds games already: refused in one line, nothing changed
    before_again = target.dump()
    assert main(["migrate", "--db", str(source.path), "--to", into_schema]) == 3
    assert "holds games already" in capsys.readouterr().err
    assert target.dump() == before_again
    # the command line's own checks
    assert main(["migrate", "--to", str(tmp_path / "not-a-url.db")]) == 2
    assert main(["migrate", "--db", str(tmp_path / "missing.db"), "--to", POSTGRES_URL]) == 3
    assert "no such file" in capsys.readouterr().err


def test_a_bad_shard_setting_is_one_line_before_anything_starts(monkeypatch, capsys):
    from bot.__main__ import main
    monkeypatch.setenv("DISCORD_TOKEN", "not-used")
    monkeypatch.setenv("BOT_SHARD_COUNT", "2")
    monkeypatch.setenv("BOT_SHARD_ID", "two")
    assert main(["run"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "BOT_SHARD_ID (two)" in err
