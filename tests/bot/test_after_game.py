"""After the game, at the service: results and ratings stored with the last move, the leaderboard and
a player's stats per server, the channel's history, the portable record (it replays to the same final
state) and what is refused."""
from __future__ import annotations

import importlib
import json
import random

import pytest
from openskill.models import PlackettLuce

import engine
from bot import ratings
from bot.replies import Place, User, resolved
from bot.storage import Finish, ResultRecord
from engine import record as records
from engine.agents import random_agent

from .conftest import ALICE, BOB, CYD, DAN, HERE, run

MODEL = PlackettLuce()


async def play_out(service, place: Place, users, seed: int = 1, before_move=None) -> int:
    """Play the open game of `place` to its end with the game's random agent answering for whichever
    person is asked (the bot answers for its seats by itself); the number of moves made."""
    storage = service.storage
    rng = random.Random(seed)
    game = await storage.open_game(place.channel)
    agent = random_agent(game.game, seed)
    moves = 0
    while (game := await storage.open_game(place.channel)) is not None:
        if before_move is not None:
            await before_move(moves)
            game = await storage.open_game(place.channel)
            if game is None:
                break
        by_seat = {s.seat: s.user for s in await storage.seats(game.id)}
        state = engine.loads(game.state)
        pending = [d for d in engine.pending(state) if by_seat[d.seat] in {u.id for u in users}]
        decision = pending[rng.randrange(len(pending))]
        user = next(u for u in users if u.id == by_seat[decision.seat])
        token = service.decision_token(game, decision.id)
        replies = await service.play(place, user, agent.choose(state, decision), token)
        assert all(reply.ok for reply in replies), [r.text for r in replies if not r.ok]
        moves += 1
        assert moves < 5000
    return moves


async def new_game(service, place: Place, users, game: str = "nehemiah", options=None) -> None:
    await service.create(place, users[0], game, options or {})
    for user in users[1:]:
        await service.join(place, user)
    [reply, *_] = await service.start(place, users[0], [u.id for u in users])
    assert reply.ok, reply.text


async def whole_game(service, place: Place, users, seed: int = 1, game: str = "nehemiah") -> int:
    await new_game(service, place, users, game)
    await play_out(service, place, users, seed)
    return (await service.storage.latest_game(place.channel)).id


def ratings_rows(table) -> dict[tuple[str, str, str], tuple]:
    return {(g, k, u): (mu, sigma, games, wins) for g, k, u, mu, sigma, games, wins in
            table.rows('SELECT guild, kind, "user", mu, sigma, games, wins FROM ratings')}


# --- ratings: the library's numbers ------------------------------------------------------------


def test_rate_is_the_librarys_plackett_luce_for_wins_losses_and_ties():
    a = ratings.Rating(mu=27.0, sigma=6.0, games=4, wins=2)
    outcomes = [ratings.Outcome("a", 1, True), ratings.Outcome("b", 1, True), ratings.Outcome("c", 3, False)]
    new = ratings.rate({"a": a}, outcomes)
    expected = MODEL.rate([[MODEL.rating(mu=27.0, sigma=6.0)], [MODEL.rating()], [MODEL.rating()]], ranks=[1, 1, 3])
    for user, [team] in zip("abc", expected):
        assert new[user].mu == pytest.approx(team.mu) and new[user].sigma == pytest.approx(team.sigma)
    assert (new["a"].games, new["a"].wins) == (5, 3)
    assert (new["b"].games, new["b"].wins) == (1, 1) and (new["c"].games, new["c"].wins) == (1, 0)
    assert new["b"].mu > MODEL.mu > new["c"].mu         # b, new, shares first place: up; c, last: down
    assert ratings.initial().ordinal == pytest.approx(MODEL.rating().ordinal())
    assert ratings.rate({}, [ratings.Outcome("a", 1, True)]) == {}                  # one seat: nothing


def test_stored_ratings_follow_the_library_through_wins_losses_and_a_tie(table):
    """Three finishes stored on one server: a win, the reverse, and a shared first place."""
    async def scenario():
        storage = table.storage
        finishes = [[("a", 1, True), ("b", 2, False), ("c", 3, False)],
                    [("c", 1, True), ("b", 2, False), ("a", 3, False)],
                    [("a", 1, True), ("b", 1, True), ("c", 3, False)]]
        expected = {u: MODEL.rating() for u in "abc"}
        for number, finish in enumerate(finishes):
            game = await storage.create_game(guild="g", channel=f"c{number}", game="nehemiah", options={},
                                             seed=1, host="a", host_name="A", at=1.0)
            rows = [ResultRecord(seat=i, user=u, name=u.upper(), place=p, score=10 - p, won=w, rated=True)
                    for i, (u, p, w) in enumerate(finish)]
            store_finish = importlib.import_module(type(storage).__module__ + "_history").store_finish  # either backend's
            async with storage._write() as db:
                await store_finish(db, game.id, Finish("g", "nehemiah", rows), at=2.0 + number)
            users = [u for u, _, _ in finish]
            after = MODEL.rate([[expected[u]] for u in users], ranks=[p for _, p, _ in finish])
            expected.update({u: team[0] for u, team in zip(users, after)})
        stored = ratings_rows(table)
        for user in "abc":
            mu, sigma, games, wins = stored[("g", "nehemiah", user)]
            assert mu == pytest.approx(expected[user].mu) and sigma == pytest.approx(expected[user].sigma)
            assert games == 3
        assert [stored[("g", "nehemiah", u)][3] for u in "abc"] == [2, 1, 1]
        board = await storage.leaderboard("g", "nehemiah", 10)
        assert [row.rating for row in board] == sorted((row.rating for row in board), reverse=True)
        assert board[0].rating == pytest.approx(max(r.ordinal() for r in expected.values()))
    run(scenario())


# --- who is rated ---------------------------------------------------------------------------------


@pytest.mark.slow
def test_a_finished_game_stores_every_seat_and_rates_by_place(table):
    async def scenario():
        game_id = await whole_game(table.service, HERE, (ALICE, BOB, CYD), seed=2)
        [*rows] = await table.storage.results_of([game_id])
        state = engine.loads((await table.storage.game(game_id)).state)
        result = engine.result(state)
        seats = {s.seat: s.user for s in await table.storage.seats(game_id)}
        assert [(r.seat, r.user, r.place, r.score, r.won, r.rated) for r in rows] == [
            (s.seat, seats[s.seat], result.places()[s.seat], s.total, s.seat in result.winners, True)
            for s in result.scores]
        places = [result.places()[seat] for seat in range(3)]
        expected = MODEL.rate([[MODEL.rating()] for _ in range(3)], ranks=places)
        stored = ratings_rows(table)
        for seat, [team] in enumerate(expected):
            mu, sigma, games, wins = stored[("guild-1", "nehemiah", seats[seat])]
            assert (mu, sigma, games) == (pytest.approx(team.mu), pytest.approx(team.sigma), 1)
            assert wins == int(seat in result.winners)
    run(scenario())


@pytest.mark.slow
def test_a_seat_the_bot_played_does_not_change_its_absent_owners_rating(table):
    """Cyd resigns early: the bot plays Cyd's seat to the end. Alice and Bob are rated between
    themselves; Cyd's result is stored, unrated, and Cyd has no rating."""
    async def resign_cyd(moves):
        if moves == 6:
            replies = await table.service.resign(HERE, CYD, confirm=True)
            assert replies[0].ok

    async def scenario():
        await new_game(table.service, HERE, (ALICE, BOB, CYD))
        await play_out(table.service, HERE, (ALICE, BOB, CYD), seed=4, before_move=resign_cyd)
        game = await table.storage.latest_game(HERE.channel)
        rows = {r.user: r for r in await table.storage.results_of([game.id])}
        assert rows[CYD.id].rated is False and rows[ALICE.id].rated and rows[BOB.id].rated
        stored = ratings_rows(table)
        assert ("guild-1", "nehemiah", CYD.id) not in stored
        ranks = [rows[ALICE.id].place, rows[BOB.id].place]
        expected = MODEL.rate([[MODEL.rating()], [MODEL.rating()]], ranks=ranks)
        for user, [team] in zip((ALICE, BOB), expected):
            assert stored[("guild-1", "nehemiah", user.id)][0] == pytest.approx(team.mu)
        [stats] = await table.service.stats(HERE, CYD, CYD)
        assert "no rating yet" in stats.text and "not rated" in stats.text
        before = table.dump()
        [screen] = await table.service.hand(HERE, CYD)        # the game is over: still not Cyd's screen
        assert not screen.ok and screen.kind == "refusal" and screen.image is None
        assert table.dump() == before
    run(scenario())


@pytest.mark.slow
def test_a_seat_handed_to_a_substitute_before_its_first_move_counts_for_nobody(table):
    """Cyd hands the seat to Dan before it ever moved; Dan makes every one of its moves. The README's
    rule holds: a seat a substitute took over is rated for nobody (Alice and Bob between themselves).
    The record is for the table's players only: Dan and Cyd may export it, a passer-by may not."""
    async def scenario():
        await new_game(table.service, HERE, (ALICE, BOB, CYD))
        [handed] = await table.service.replace(HERE, CYD, CYD.id, DAN)
        assert handed.ok, handed.text
        await play_out(table.service, HERE, (ALICE, BOB, DAN), seed=6)
        game = await table.storage.latest_game(HERE.channel)
        rows = {r.user: r for r in await table.storage.results_of([game.id])}
        assert rows[DAN.id].rated is False and rows[ALICE.id].rated and rows[BOB.id].rated
        assert ("guild-1", "nehemiah", DAN.id) not in ratings_rows(table)
        for player in (ALICE, DAN, CYD):
            [record] = await table.service.export(HERE, player)
            assert record.ok and record.private and record.files, record.text
        before = table.dump()
        [refused] = await table.service.export(HERE, User("u9", "Eve"))
        assert not refused.ok and not refused.files and "Only the players" in refused.text
        assert table.dump() == before
    run(scenario())


def test_a_seat_counts_for_the_one_person_who_made_all_its_moves():
    from bot import seating as S
    seated = S.Seating().started([("a", "A"), ("b", "B")])
    seated.seats[0].stints[0].moves = 5
    assert seated.sole_player(0) == "a"
    handed = seated.to_bot(0)                       # the bot was asked but never moved: still Alice's
    assert handed.sole_player(0) == "a"
    handed.seats[0].stints[-1].moves = 1
    assert handed.sole_player(0) is None            # the bot moved for her
    sub = seated.substitute(1, "c", "C", 0.0)       # Bob never moved; Cyd made every move
    sub.seats[1].stints[-1].moves = 3
    assert sub.sole_player(1) is None               # a substitute's seat counts for nobody (README)
    sub.seats[1].stints[0].moves = 1
    assert sub.sole_player(1) is None               # two people played it
    back, _ = seated.to_bot(1).back(1, 0.0)         # the bot was asked for Bob, never moved; Bob is back
    back.seats[1].stints[-1].moves = 2
    assert [stint.user for stint in back.seats[1].stints] == ["b", S.BOT, "b"]
    assert back.sole_player(1) == "b"


def test_a_solo_game_is_stored_but_never_rated(table):
    async def scenario():
        await new_game(table.service, HERE, (ALICE,), game="architects")
        await play_out(table.service, HERE, (ALICE,), seed=3)
        game = await table.storage.latest_game(HERE.channel)
        rows = await table.storage.results_of([game.id])
        assert len(rows) == 2 and {r.user for r in rows} == {ALICE.id, ""}   # Alice and the Rival
        assert not any(r.rated for r in rows)
        assert ratings_rows(table) == {}
        [history] = await table.service.history(HERE, ALICE)
        assert "Rival" in history.text or "Alice" in history.text
    run(scenario())


# --- the leaderboard, stats and history, per server ------------------------------------------------


@pytest.mark.slow
def test_leaderboards_and_history_after_games_in_two_servers_never_mix(table):
    one, two = Place(channel="one-a", guild="server-1"), Place(channel="two-a", guild="server-2")
    one_b = Place(channel="one-b", guild="server-1")

    async def scenario():
        service = table.service
        first = await whole_game(service, one, (ALICE, BOB), seed=1)
        second = await whole_game(service, one, (ALICE, BOB, CYD), seed=2)
        elsewhere = await whole_game(service, one_b, (BOB, CYD), seed=3)
        other = await whole_game(service, two, (ALICE, DAN), seed=4)
        # the history lists this channel's finished games only, newest first, with their winners
        [history] = await service.history(one, BOB)
        lines = history.text.splitlines()[1:]
        assert [line.split(" · ")[0] for line in lines] == [f"#{second}", f"#{first}"]
        for line, game_id in zip(lines, (second, first)):
            rows = await table.storage.results_of([game_id])
            for row in rows:
                assert f"{row.name} {row.score}" in line
            winners = [r.name for r in rows if r.won]
            assert all(name in line.split(":")[1].split("(")[0] for name in winners)
        [two_history] = await service.history(two, ALICE)
        assert f"#{other}" in two_history.text and f"#{first}" not in two_history.text
        # the leaderboard of each server counts that server's games only
        [board_one] = await service.stats(one, ALICE)
        [board_two] = await service.stats(two, ALICE)
        assert "Dan" not in board_one.text and "Dan" in board_two.text
        assert "Bob" not in board_two.text and "Cyd" not in board_two.text
        leaders = await table.storage.leaderboard("server-1", "nehemiah", 10)
        assert {row.user: row.games for row in leaders} == {ALICE.id: 2, BOB.id: 3, CYD.id: 2}
        assert [f"{n}. {row.name}:" for n, row in enumerate(leaders, 1)] == [
            line.split(" rating")[0] for line in board_one.text.splitlines()[2:]]
        wins_one = {row.user: row.wins for row in leaders}
        results = await table.storage.results_of([first, second, elsewhere])
        assert wins_one == {u: sum(r.won for r in results if r.user == u) for u in wins_one}
        # a player's stats on each server
        [alice_one] = await service.stats(one, BOB, ALICE)
        assert "2 games" in alice_one.text and f"#{second}" in alice_one.text and f"#{other}" not in alice_one.text
        [alice_two] = await service.stats(two, BOB, ALICE)
        assert "1 game," in alice_two.text and f"#{other}" in alice_two.text and f"#{first}" not in alice_two.text
        # a record or replay of another server's table is refused, and changes nothing
        before = table.dump()
        [refused] = await service.export(one, ALICE, other)
        assert not refused.ok and f"#{other}" in refused.text and not refused.files
        assert table.dump() == before
        [mine] = await service.export(two, ALICE, other)
        assert mine.ok and mine.files
        # ... and so is another channel's table of the same server (its channel may be private)
        [refused] = await service.export(one, ALICE, elsewhere)
        assert not refused.ok and f"no table #{elsewhere} in this channel" in refused.text
        [mine] = await service.export(one_b, CYD, elsewhere)
        assert mine.ok
    run(scenario())


def test_history_and_stats_are_empty_and_paged_politely(table):
    async def scenario():
        service = table.service
        [empty] = await service.history(HERE, ALICE)
        assert "No game has been finished" in empty.text and empty.private
        [past] = await service.history(HERE, ALICE, page=3)
        assert "no more finished games" in past.text
        [none] = await service.stats(HERE, ALICE)
        assert "Nobody has a rating" in none.text
        [nobody] = await service.stats(HERE, ALICE, BOB)
        assert "has not finished a game" in nobody.text
        [bad] = await service.stats(HERE, ALICE, None, "chess")
        assert not bad.ok
        [refused] = await service.export(HERE, ALICE)
        assert not refused.ok and "No game has been finished" in refused.text
        [refused] = await service.replay(HERE, ALICE, 10**20)
        assert not refused.ok
    run(scenario())


def test_history_pages_ten_games_and_points_to_the_next_page(table, monkeypatch):
    from bot.service import after_game
    monkeypatch.setattr(after_game, "HISTORY_PAGE", 2)

    async def scenario():
        ids = [await whole_game(table.service, HERE, (ALICE, BOB), seed=s) for s in range(3)]
        [first] = await table.service.history(HERE, ALICE)
        assert f"#{ids[2]}" in first.text and f"#{ids[1]}" in first.text and f"#{ids[0]}" not in first.text
        assert "page:2" in first.text
        [second] = await table.service.history(HERE, ALICE, page=1)
        assert f"#{ids[0]}" in second.text and "page:3" not in second.text
    run(scenario())


# --- the record ----------------------------------------------------------------------------------


def test_an_unfinished_game_has_no_record(table):
    async def scenario():
        await table.started((ALICE, BOB))
        game = await table.storage.open_game(HERE.channel)
        before = table.dump()
        [refused] = await table.service.export(HERE, ALICE, game.id)
        assert not refused.ok and "not finished" in refused.text
        [refused] = await table.service.replay(HERE, ALICE, game.id)
        assert not refused.ok
        assert table.dump() == before
    run(scenario())


GAMES = [("nehemiah", 2), ("temple", 3), ("architects", 2), ("ezra_nehemiah", 2)]


@pytest.mark.slow
@pytest.mark.parametrize("game,players", GAMES)
def test_an_exported_record_replays_to_the_identical_final_state(table, game, players):
    """With undos on the way: the record holds the moves that stood."""
    users = (ALICE, BOB, CYD, DAN)[:players]

    async def undo_now_and_then(moves):
        if moves % 11 == 5:
            game = await table.storage.open_game(HERE.channel)
            last = await table.storage.last_action(game.id)
            if last is not None and last.user != "@bot":
                await table.service.undo(HERE, next(u for u in users if u.id == last.user))

    async def scenario():
        await new_game(table.service, HERE, users, game)
        await play_out(table.service, HERE, users, seed=7, before_move=undo_now_and_then)
        stored = await table.storage.latest_game(HERE.channel)
        [reply] = await table.service.export(HERE, BOB)
        assert reply.ok and reply.private and reply.user == BOB.id
        [attachment] = reply.files
        assert attachment.name == f"{game}-{stored.id}-record.json"
        record = records.decode(attachment.data)
        assert record.game == game and record.players == players and record.seed == stored.seed
        assert [s.user for s in record.seats] == [s.user for s in await table.storage.seats(stored.id)]
        assert len(record.actions) == len(await table.storage.actions(stored.id))
        assert engine.dumps(records.replay(record)) == stored.state
        assert json.loads(attachment.data)["format"] == records.FORMAT
    run(scenario())


# --- the replay of the longest games ---------------------------------------------------------------

LARGEST = {"nehemiah": 4, "temple": 6, "architects": 5, "ezra_nehemiah": 4}


def longest_random_record(game: str, players: int, seeds=range(3)) -> records.Record:
    """The record of the longest of a few random games at a table."""
    best = None
    for seed in seeds:
        state, actions, agent = engine.new_game(game, players, seed=seed), [], random_agent(game, seed)
        while pending := engine.pending(state):
            decision = pending[0]
            choice = agent.choose(state, decision)
            actions.append(records.RecordAction(seat=decision.seat, user=f"u{decision.seat}", decision=decision.id,
                                                choice=choice, at="2026-11-27T12:00:00Z"))
            state, _ = engine.act(state, decision.seat, choice, expect=decision.id)
        if best is None or len(actions) > len(best[1]):
            best = (state, actions)
    seats = [records.RecordSeat(seat=s, name=f"Żaneta-Éléonore {s + 1}", user=f"u{s}") for s in range(players)]
    return records.make_record(best[0], seats=seats, actions=best[1])


@pytest.mark.slow
@pytest.mark.parametrize("game", LARGEST)
def test_the_replay_of_the_longest_game_fits_discord_with_the_expected_frames(game):
    import io

    from PIL import Image

    import render
    from bot import aftergame
    from render import replay as replay_module
    record = longest_random_record(game, LARGEST[game])
    boards = len(records.frame_steps(record, check=False))
    names = lambda seat: f"Żaneta-Éléonore {seat + 1}"   # noqa: E731
    animation = aftergame.replay(render, record, "pl", names)
    assert len(animation.data) < 10 * 1024 * 1024
    expected = min(boards, replay_module.MAX_FRAMES)
    assert animation.frames == expected
    image = Image.open(io.BytesIO(animation.data))
    assert image.format == "GIF" and image.n_frames == expected


# --- at the console, and games finished before results were stored ---------------------------------


@pytest.mark.slow
def test_the_console_lists_rates_exports_and_replays(tmp_path, backend):
    import io

    import render
    from bot.console import Console
    from .conftest import Table, type_moves_to_the_end
    table = Table(tmp_path / "bot.db", renderer=render, backend=backend)
    out = io.StringIO()

    async def scenario():
        await table.open()
        try:
            console = Console(table.service, tmp_path / "images", out=out)
            for line in ["alice: new nehemiah", "bob: join", "alice: start alice bob"]:
                assert await console.handle(line)
            await type_moves_to_the_end(table, console, random_agent("nehemiah", 2))
            game = await table.storage.latest_game(console.place.channel)
            for line in ["bob: history", "bob: history 0", "bob: stats", "bob: stats alice nehemiah",
                         f"bob: export {game.id}", "bob: replay", "bob: export 99999", "help"]:
                assert await console.handle(line)
        finally:
            await table.close()
        return game
    game = run(scenario())
    text = out.getvalue()
    assert f"#{game.id} · Nehemiah" in text and "Type a number from 1 after `history`" in text
    assert "Ratings on this server" in text and "Alice on this server" in text and "**" not in text
    record = tmp_path / "images" / f"nehemiah-{game.id}-record.json"
    assert f"(file: {record})" in text
    assert engine.dumps(records.replay(records.decode(record.read_bytes()))) == game.state
    replay = tmp_path / "images" / f"nehemiah-{game.id}-replay.gif"
    assert replay.read_bytes().startswith(b"GIF89a")
    assert (tmp_path / "images" / f"nehemiah-{game.id}-scores.png").exists()      # with the final board
    assert "There is no table #99999 in this channel" in text
    assert "history [PAGE]" in text and "export [TABLE]" in text


def test_a_game_finished_before_results_were_stored_is_in_the_history(table):
    """Results came with schema 7: an older finished game has none, and the history reads its winners
    from its final state."""
    async def scenario():
        game_id = await whole_game(table.service, HERE, (ALICE, BOB), seed=5)
        table.rows("DELETE FROM results")
        state = engine.loads((await table.storage.game(game_id)).state)
        result = engine.result(state)
        seats = {s.seat: s.name for s in await table.storage.seats(game_id)}
        [history] = await table.service.history(HERE, ALICE)
        line = history.text.splitlines()[1]
        assert line.startswith(f"#{game_id} · Nehemiah")
        for score in result.scores:
            assert f"{seats[score.seat]} {score.total}" in line
        assert all(seats[s] in line.split(":")[1].split("(")[0] for s in result.winners)
    run(scenario())


class CountingRenderer:
    """Draws nothing real: counts the after-game pictures it is asked for."""

    def __init__(self):
        self.replays = 0

    def board(self, view, **_):
        return type("Picture", (), {"png": b"board", "alt": "board"})()

    def breakdown(self, game, result, **_):
        return type("Picture", (), {"png": b"scores", "alt": "the scores"})()

    def animate_record(self, record, *, language, names):
        self.replays += 1
        return type("Animation", (), {"data": b"GIF89a", "frames": 3, "format": "gif"})()


def test_the_end_posts_the_scores_then_the_replay_and_replay_again_draws_nothing_new(tmp_path, backend):
    from .conftest import Table
    renderer = CountingRenderer()
    table = Table(tmp_path / "bot.db", renderer=renderer, backend=backend)
    posted = []

    async def scenario():
        await table.open()
        try:
            await new_game(table.service, HERE, (ALICE, BOB))
            original = table.service.play

            async def play(*args, **kwargs):
                replies = await original(*args, **kwargs)
                assert not any(r.files for r in replies if r.kind == "replay")   # not drawn before the answer
                posted.extend(await resolved(replies))                            # it follows
                return replies
            table.service.play = play
            await play_out(table.service, HERE, (ALICE, BOB), seed=8)
            game = await table.storage.latest_game(HERE.channel)
            final = next(i for i, r in enumerate(posted) if r.kind == "board" and "Final scores" in r.text)
            board, replay = posted[final], posted[final + 1]
            assert [f.name for f in board.files] == [f"nehemiah-{game.id}-scores.png"]
            assert board.files[0].description == "the scores"
            assert replay.kind == "replay" and not replay.private and replay.channel == HERE.channel
            assert [f.name for f in replay.files] == [f"nehemiah-{game.id}-replay.gif"]
            assert "3 pictures" in replay.text and renderer.replays == 1
            [again] = await table.service.replay(HERE, CYD)      # anybody here may ask
            assert again.files[0].data == b"GIF89a" and renderer.replays == 1
            [polish] = await table.service.replay(Place(channel=HERE.channel, guild=HERE.guild, locale="pl"), CYD)
            assert polish.ok and "klat" in polish.text and renderer.replays == 2   # drawn in Polish
        finally:
            await table.close()
    run(scenario())


def test_a_final_move_that_loses_its_race_drops_its_early_pictures_and_the_retry_posts_its_own(tmp_path, backend,
                                                                                              monkeypatch):
    # the final board and the scores' picture start drawing before the move is stored; a move that
    # finds the game changed under it (another seat's answer stored first) is tried again on the new
    # state, and what the lost attempt started is dropped, never posted
    from bot.service import moves, posting

    from .conftest import Table
    table = Table(tmp_path / "bot.db", renderer=CountingRenderer(), backend=backend)
    started: list = []
    draw_keepsakes = posting.draw_keepsakes

    def counted(*args, **kwargs):
        started.append(draw_keepsakes(*args, **kwargs))
        return started[-1]
    monkeypatch.setattr(posting, "draw_keepsakes", counted)

    async def scenario():
        await table.open()
        try:
            await new_game(table.service, HERE, (ALICE, BOB))
            storage = table.storage
            commit_move, races = storage.commit_move, []

            async def once_too_late(move):
                if started and not races:           # the final move's first attempt: another write won
                    races.append(move)
                    return False
                return await commit_move(move)
            storage.commit_move = once_too_late
            posted = []
            original = table.service.play

            async def play(*args, **kwargs):
                replies = await original(*args, **kwargs)
                posted.extend(await resolved(replies))
                return replies
            table.service.play = play
            await play_out(table.service, HERE, (ALICE, BOB), seed=8)
            assert len(races) == 1 and len(started) == 2
            assert started[0].cancelled() and not started[1].cancelled()
            final = [r for r in posted if r.kind == "board" and "Final scores" in r.text]
            assert len(final) == 1 and [f.data for f in final[0].files] == [b"scores"]
            assert (await storage.latest_game(HERE.channel)).status == "finished"
        finally:
            await table.close()
    assert moves.MOVE_ATTEMPTS >= 2
    run(scenario())
