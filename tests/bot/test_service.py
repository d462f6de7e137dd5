"""The table service: lobby, moves, restart, races, concurrency, permissions, secrets, bad input."""
from __future__ import annotations

import asyncio

import pytest

import engine
from bot.demo import play_demo
from bot.replies import Place, User

from .conftest import ALICE, BOB, CYD, DAN, HERE, Table, run


def test_lobby_to_first_move(table):
    async def scenario():
        service = table.service
        [lobby] = await service.create(HERE, ALICE, "nehemiah", {"leaders": True})
        assert lobby.ok and lobby.kind == "lobby" and "Alice" in lobby.text
        assert lobby.buttons == ["join", "leave", "start", "addbot", "removebot"]
        await service.join(HERE, BOB)
        [board, *_] = await service.start(HERE, ALICE, ["u2", "u1"])
        assert board.kind == "board" and "Seat order: Bob, Alice" in board.text
        assert board.mentions == ["u2"]           # Bob opens the first auction, and only he is pinged
        [prompt] = await service.prompt(HERE, BOB)
        assert prompt.private and prompt.user == "u2" and len(prompt.prompt.choices) == 3
        replies = await service.play(HERE, BOB, "1", typed=True)
        assert replies[0].ok and "Bob opens the bidding" in replies[0].text
        assert set(replies[0].mentions) == {"u1"}   # the actor is not pinged about his own bid
    run(scenario())


def test_a_game_survives_a_restart(tmp_path, backend):
    first = Table(tmp_path / "bot.db", backend=backend)

    async def first_life():
        table = first
        await table.open()
        await table.started()
        for _ in range(7):
            [user] = await table.awaited_users([ALICE, BOB, CYD])
            await table.answer_first(user)
        game = await table.storage.open_game(HERE.channel)
        [log] = await table.service.log(HERE, ALICE)
        [prompt] = await table.service.prompt(HERE, (await table.awaited_users([ALICE, BOB, CYD]))[0])
        await table.close()
        return table.clock.time, game, log.text, prompt.prompt

    async def second_life(now):
        table = first.again()
        table.clock.time = now
        await table.open()
        game = await table.storage.open_game(HERE.channel)
        [log] = await table.service.log(HERE, ALICE)
        [user] = await table.awaited_users([ALICE, BOB, CYD])
        [prompt] = await table.service.prompt(HERE, user)
        replies = await table.answer_first(user)
        await table.close()
        return game, log.text, prompt.prompt, replies

    now, before, log_before, prompt_before = run(first_life())
    after, log_after, prompt_after, replies = run(second_life(now))
    assert after.state == before.state and after.version == before.version
    assert after.next_reminder_at == before.next_reminder_at
    assert log_after == log_before
    assert prompt_after == prompt_before          # same decision, same id: old buttons still work
    assert replies[0].ok


def test_two_moves_racing_on_one_decision(table):
    async def scenario():
        await table.started()
        [prompt] = await table.service.prompt(HERE, ALICE)
        choice, decision = prompt.prompt.choices[0].id, prompt.prompt.decision
        one, two = await asyncio.gather(table.service.play(HERE, ALICE, choice, decision),
                                        table.service.play(HERE, ALICE, choice, decision))
        results = sorted([one[0].ok, two[0].ok])
        assert results == [False, True]
        loser = one[0] if not one[0].ok else two[0]
        assert "board changed" in loser.text and loser.private
        game = await table.storage.open_game(HERE.channel)
        assert len(await table.storage.actions(game.id)) == 1
    run(scenario())


def test_two_starts_racing(table):
    async def scenario():
        await table.service.create(HERE, ALICE, "nehemiah")
        await table.service.join(HERE, BOB)
        one, two = await asyncio.gather(table.service.start(HERE, ALICE), table.service.start(HERE, ALICE))
        assert sorted([one[0].ok, two[0].ok]) == [False, True]
        loser = one[0] if not one[0].ok else two[0]
        assert "board changed" in loser.text or "already started" in loser.text
        game = await table.storage.open_game(HERE.channel)
        assert game.status == "active" and sorted(s.seat for s in await table.storage.seats(game.id)) == [0, 1]
    run(scenario())


def test_two_starts_racing_with_different_seat_orders_never_collide(table):
    """Two starts of one lobby at the same instant, seating the players in opposite orders: one
    starts the game, the other is told so; neither fails on a seat number the other just took."""
    async def scenario():
        for round_ in range(6):
            place = Place(channel=f"race-{round_}", guild=HERE.guild)
            await table.service.create(place, ALICE, "nehemiah")
            await table.service.join(place, BOB)
            one, two = await asyncio.gather(table.service.start(place, ALICE, [ALICE.id, BOB.id]),
                                            table.service.start(place, ALICE, [BOB.id, ALICE.id]))
            assert sorted([one[0].ok, two[0].ok]) == [False, True], (one[0].text, two[0].text)
            game = await table.storage.open_game(place.channel)
            assert sorted(s.seat for s in await table.storage.seats(game.id)) == [0, 1]
    run(scenario())


@pytest.mark.slow
def test_fifty_games_played_concurrently_match_their_replays(table):
    async def scenario():
        async def one(i):
            options = {"leaders": i % 2 == 0}
            await play_demo(table.service, "nehemiah", 2 + i % 3, options, seed=i, channel=f"c{i}")
        await asyncio.gather(*(one(i) for i in range(50)))
        assert await table.storage.games_of_user("demo-1") == []   # every game is finished
        finished = 0
        for game_id in range(1, 51):
            game = await table.storage.game(game_id)
            assert game.status == "finished"
            seats = await table.storage.seats(game_id)
            state = engine.new_game(game.game, len(seats), options=game.options, seed=game.seed)
            for action in await table.storage.actions(game_id):
                state, _ = engine.act(state, action.seat, action.choice)
            assert engine.dumps(state) == game.state
            finished += 1
        assert finished == 50
    run(scenario())


def test_permissions(table):
    async def scenario():
        service = table.service
        await table.started(users=(ALICE, BOB))
        stranger = User("u9", "Eve")
        [r] = await service.play(HERE, stranger, "1", typed=True)
        assert not r.ok and "not playing" in r.text
        [r] = await service.play(HERE, BOB, "1", typed=True)          # Alice's decision, not Bob's
        assert not r.ok and "not your turn" in r.text and "Alice" in r.text
        [r] = await service.abandon(HERE, BOB, confirm=True)
        assert not r.ok and "host" in r.text
        [r] = await service.hand(HERE, stranger)
        assert not r.ok
        [r] = await service.abandon(HERE, ALICE)          # asks for confirmation first
        assert r.ok and r.buttons == ["abandon-confirm"]
        assert (await table.storage.open_game(HERE.channel)).status == "active"
        manager = User("u8", "Mod", manager=True)
        [r] = await service.abandon(HERE, manager, confirm=True)
        assert r.ok and "abandoned" in r.text
        [r] = await service.play(HERE, ALICE, "1", typed=True)
        assert not r.ok and "no game" in r.text
    run(scenario())


def test_another_players_suggestion_is_not_your_turn_and_an_old_one_the_board_changed(table):
    """/play suggestions carry their question: one made for Alice and sent by Bob is answered "not
    your turn" (it is Alice's turn); Alice's own, sent again once answered, "the board changed"."""
    async def scenario():
        service = table.service
        await table.started(users=(ALICE, BOB))
        [asked] = await service.prompt(HERE, ALICE)
        option, decision = asked.prompt.choices[0].id, asked.prompt.decision
        before = table.dump()
        [r] = await service.play(HERE, BOB, option, decision)
        assert not r.ok and "not your turn" in r.text and "Alice" in r.text, r.text
        assert table.dump() == before
        [r, *_] = await service.play(HERE, ALICE, option, decision)
        assert r.ok
        before = table.dump()
        [r] = await service.play(HERE, ALICE, option, decision)
        assert not r.ok and "board changed" in r.text, r.text
        assert table.dump() == before
    run(scenario())


def test_private_information_never_appears_in_public_replies(table):
    async def scenario():
        replies = []
        await play_demo(table.service, "nehemiah", 3, {"leaders": True}, seed=5, channel="c-secret",
                        on_reply=replies.append)
        secrets = [r for r in replies if r.kind == "secret"]
        assert secrets, "gates drawn and sealed bids produce private replies"
        public_text = "\n".join(r.text for r in replies if not r.private)
        for secret in secrets:
            assert secret.private and secret.user
            assert secret.text not in public_text
        assert "Your bid" not in public_text and "The gate is worth" not in public_text
        prompts = [r for r in replies if r.kind == "prompt"]
        assert all(r.private for r in prompts)
    run(scenario())


def test_hand_shows_only_the_own_screen(table):
    async def scenario():
        await table.started(users=(ALICE, BOB))
        game = await table.storage.open_game(HERE.channel)
        [hand] = await table.service.hand(HERE, ALICE)
        assert hand.private and hand.user == "u1"
        assert "2 wood, 4 gold, 0 VP, 6 workers" in hand.text
        assert game.status == "active"
    run(scenario())


def test_undo_own_last_move_unless_a_barrier(table):
    async def scenario():
        service = table.service
        await table.started(users=(ALICE, BOB))
        before = (await table.storage.open_game(HERE.channel)).state
        [prompt] = await service.prompt(HERE, ALICE)
        await service.play(HERE, ALICE, prompt.prompt.choices[0].id)     # place a worker
        [r] = await service.undo(HERE, BOB)
        assert not r.ok and "not yours" in r.text
        [board, again] = await service.undo(HERE, ALICE)
        assert board.ok and "takes back" in board.text
        assert (await table.storage.open_game(HERE.channel)).state == before
        [r] = await service.undo(HERE, ALICE)
        assert not r.ok and "no move" in r.text
    run(scenario())


def test_undo_refused_across_a_barrier(table):
    async def scenario():
        service = table.service
        await table.started(users=(ALICE, BOB), options={"leaders": True})
        await table.answer_first(ALICE)       # opens an auction
        for _ in range(6):                    # three sealed amounts each: the last reveals the bids
            for user in await table.awaited_users([ALICE, BOB]):
                await table.answer_first(user)
                break
        game = await table.storage.open_game(HERE.channel)
        last = (await table.storage.actions(game.id))[-1]
        events = await table.storage.last_action_events(game.id, last.seq)
        assert any(e.event.get("barrier") for e in events)
        user = ALICE if last.user == "u1" else BOB
        [r] = await service.undo(HERE, user)
        assert not r.ok and "no longer be taken back" in r.text
    run(scenario())


def test_bad_input_gets_a_friendly_answer_and_changes_nothing(table):
    async def scenario():
        service = table.service
        other = Place(channel="chan-2", guild="guild-1")
        dm = Place(channel="dm-1", guild=None)
        checks = [
            (service.create(HERE, ALICE, "chess"), "no game called"),
            (service.create(dm, ALICE, "nehemiah"), "server channel"),
            (service.create(HERE, ALICE, "nehemiah", {"leaders": 3}), "value it cannot take"),
            (service.join(HERE, BOB), "no game in this channel"),
            (service.play(HERE, BOB, "1", typed=True), "no game in this channel"),
        ]
        for call, text in checks:
            before = table.dump()
            [r] = await call
            assert not r.ok and text in r.text and r.private, r.text
            assert table.dump() == before
        await service.create(HERE, ALICE, "nehemiah")
        await service.create(other, CYD, "nehemiah")
        refusals = [
            (lambda: service.create(HERE, BOB, "nehemiah"), "already has a game"),
            (lambda: service.join(HERE, ALICE), "already in this game"),
            (lambda: service.start(HERE, ALICE), "needs 2 to 4 players"),
            (lambda: service.play(HERE, ALICE, "1", typed=True), "not started"),
            (lambda: service.start(HERE, ALICE, ["u1", "u7"]), "needs 2 to 4"),
        ]
        for call, text in refusals:
            before = table.dump()
            [r] = await call()
            assert not r.ok and text in r.text, r.text
            assert table.dump() == before
        await service.join(HERE, BOB)
        for user in (DAN, ALICE, BOB):   # Cyd hosts; a player may sit in games of several channels
            await service.join(other, user)
        before = table.dump()
        [r] = await service.join(other, User("u5", "Eli"))
        assert not r.ok and "full" in r.text and table.dump() == before
        [r] = await service.start(HERE, ALICE, ["u1", "u9"])
        assert not r.ok and "every player exactly once" in r.text
        await service.start(HERE, ALICE)
        for call, text in [
            (lambda: service.start(HERE, ALICE), "already started"),
            (lambda: service.join(HERE, CYD), "already started"),
            (lambda: service.leave(HERE, BOB), "cannot leave"),
        ]:
            before = table.dump()
            [r] = await call()
            assert not r.ok and text in r.text, r.text
            assert table.dump() == before
        [user] = await table.awaited_users([ALICE, BOB])
        for garbage, text in [("teleport", "not one of your options"), ("99", "not one of your"),
                              ("", "not one of your"), (None, "Choose one of the offered")]:
            before = table.dump()
            [r] = await service.play(HERE, user, garbage)
            assert not r.ok and text in r.text, r.text
            assert table.dump() == before
        [r] = await service.play(HERE, user, "1", decision="12345")
        assert not r.ok and "board changed" in r.text
    run(scenario())


def test_finished_and_abandoned_games_refuse_moves(table):
    async def scenario():
        await play_demo(table.service, "nehemiah", 2, {}, seed=3, channel=HERE.channel)
        before = table.dump()
        [r] = await table.service.play(HERE, User("demo-1", "Ada"), "1")
        assert not r.ok and "no game in this channel" in r.text
        assert table.dump() == before
    run(scenario())


def test_two_channels_run_independent_games(table):
    async def scenario():
        other = Place(channel="thread-9", guild="guild-1")
        await table.started(users=(ALICE, BOB))
        await table.started(users=(CYD, DAN), place=other)
        await table.answer_first(ALICE)
        one = await table.storage.open_game(HERE.channel)
        two = await table.storage.open_game(other.channel)
        assert len(await table.storage.actions(one.id)) == 1
        assert len(await table.storage.actions(two.id)) == 0
        [games] = await table.service.my_games(CYD)
        assert "your turn" in games.text and "thread-9" in games.text
    run(scenario())


def test_autocomplete_choices_are_legal_and_at_most_25(table):
    async def scenario():
        await table.started(users=(ALICE, BOB, CYD))
        choices = await table.service.choices(HERE, ALICE, "")
        assert 0 < len(choices) <= 25
        assert all(len(c.label) <= 100 for c in choices)
        filtered = await table.service.choices(HERE, ALICE, "column 2")
        assert filtered and all("column 2" in c.label for c in filtered)
        assert await table.service.choices(HERE, BOB, "") == []
    run(scenario())
