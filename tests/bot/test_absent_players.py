"""Absent players through the service, with a fake clock: the move clock and its reserve, the table's
choice after a time-out (wait, the bot, a substitute), vacations, resigning, removal, taking a seat
back, restarts, and the refusals that change nothing."""

from bot import seating as S
from bot.replies import User
from bot.service import tables
from bot.seating import DAY, HOUR

from .conftest import ALICE, BOB, CYD, DAN, HERE, Table, run

STRANGER = User("u9", "Eve")


async def clocked(table, limit=24, reserve=1, vacation=5, users=(ALICE, BOB, CYD), order=None):
    service = table.service
    [lobby] = await service.create(HERE, users[0], "nehemiah", {}, clock={"limit": limit, "reserve": reserve,
                                                                         "vacation": vacation})
    assert lobby.ok, lobby.text
    for user in users[1:]:
        await service.join(HERE, user)
    [reply, *_] = await service.start(HERE, users[0], [u.id for u in order or users])
    assert reply.ok, reply.text
    return await table.storage.open_game(HERE.channel)


async def seating(table):
    game = await table.storage.open_game(HERE.channel) or await table.storage.latest_game(HERE.channel)
    return tables.seating_of(table.service, game, await table.storage.seats(game.id))


async def awaited(table):
    return (await table.awaited_users([ALICE, BOB, CYD, DAN]))


async def time_out_first(table):
    """Let the first awaited player run out of limit and reserve; the sweep's replies."""
    [first] = await awaited(table)
    table.clock.advance(25 * HOUR + DAY)
    return first, await table.service.remind()


def test_the_lobby_shows_the_clock_and_the_host_may_change_it(table):
    async def go():
        service = table.service
        [lobby] = await service.create(HERE, ALICE, "nehemiah", {}, clock={"limit": 24})
        assert "24 hours per decision" in lobby.text and "reserve of 3 days" in lobby.text
        [changed] = await service.set_clock(HERE, ALICE, limit=48, vacation=7)
        assert "48 hours" in changed.text and "vacations up to 7 days" in changed.text
        await service.join(HERE, BOB)
        before = table.dump()
        [refused] = await service.set_clock(HERE, BOB, limit=12)
        assert not refused.ok and table.dump() == before
        [refused] = await service.set_clock(HERE, ALICE, limit=500)
        assert not refused.ok and "168" in refused.text and table.dump() == before
        await service.start(HERE, ALICE, [ALICE.id, BOB.id])
        [refused] = await service.set_clock(HERE, ALICE, limit=12)
        assert not refused.ok and "before the game starts" in refused.text
    run(go())


def test_a_slow_decision_spends_the_reserve_and_status_shows_the_time_left(table):
    async def go():
        await clocked(table, limit=24, reserve=2)
        [first] = await awaited(table)
        table.clock.advance(30 * HOUR)
        replies = await table.answer_first(first)
        assert replies[0].ok
        seat = (await seating(table)).seats[0]
        assert seat.reserve == 2 * DAY - 6 * HOUR
        [now] = await awaited(table)
        [status] = await table.service.status(HERE, now)
        assert f"{now.name} has 3 days left." in status.text
        assert "Move clock: 24 hours per decision" in status.text
    run(go())


def test_every_reminder_with_a_clock_says_how_much_time_is_left(table):
    async def go():
        await clocked(table, limit=72, reserve=3)
        [first] = await awaited(table)
        texts = []
        for _ in range(3):                     # reminders come 24 h, then 48 h later
            table.clock.advance(24 * HOUR)
            texts += [r.text for r in await table.service.remind() if r.kind == "reminder"]
        assert len(texts) == 2
        assert texts[0].endswith(f"{first.name} has 5 days left.")
        assert texts[1].endswith(f"{first.name} has 3 days left.")
        table.clock.advance(3 * DAY)           # the third reminder's time is the time-out's
        replies = await table.service.remind()
        assert [r.kind for r in replies] == ["info"] and "out of time" in replies[0].text
    run(go())


def test_an_exhausted_reserve_asks_the_table_once_and_a_restart_does_not_repeat_it(tmp_path, backend):
    async def go():
        table = Table(tmp_path / "bot.db", backend=backend)
        await table.open()
        await clocked(table)
        first, replies = await time_out_first(table)
        [told] = [r for r in replies if r.kind == "info"]
        assert "is out of time" in told.text and told.buttons == ["wait", "seatbot"]
        assert set(told.mentions) == {ALICE.id, BOB.id, CYD.id}
        assert (await seating(table)).seats[0].timed_out
        await table.close()
        restarted = table.again()
        restarted.clock = table.clock
        await restarted.open()
        restarted.clock.advance(HOUR)
        assert [r for r in await restarted.service.remind() if "out of time" in r.text] == []
        [status] = await restarted.service.status(HERE, BOB)
        assert "out of time: the table chooses" in status.text
        [log] = await restarted.service.log(HERE, BOB)
        assert f"{first.name} is out of time." in log.text
        await restarted.close()
    run(go())


def test_waiting_gives_one_more_limit(table):
    async def go():
        await clocked(table)
        first, _ = await time_out_first(table)
        other = BOB if first != BOB else CYD
        [reply] = await table.service.timeout_choice(HERE, other, "wait")
        assert reply.ok and "waits once more" in reply.text and reply.mentions == [first.id]
        seat = (await seating(table)).seats[0]
        assert not seat.timed_out and seat.reserve == 0
        table.clock.advance(23 * HOUR)
        assert not [r for r in await table.service.remind() if "out of time" in r.text]
        table.clock.advance(HOUR)
        assert [r for r in await table.service.remind() if "out of time" in r.text]
    run(go())


def test_the_bot_plays_the_seat_from_its_view_until_the_owner_takes_it_back(table):
    async def go():
        service = table.service
        await clocked(table)
        first, _ = await time_out_first(table)
        replies = await service.timeout_choice(HERE, BOB, "bot")
        assert replies[0].ok and "The bot plays for Alice" in replies[0].text
        assert any(r.kind == "board" for r in replies[1:])          # the bot moved at once
        assert not any(r.private for r in replies)                  # nothing secret, nobody private
        actions = await table.storage.actions((await table.storage.open_game(HERE.channel)).id)
        assert actions[-1].user == S.BOT and actions[-1].seat == 0
        [refused] = await service.play(HERE, ALICE, "1")
        assert not refused.ok and "/game back" in refused.text
        [refused] = await service.prompt(HERE, ALICE)
        assert not refused.ok
        await service.back(HERE, ALICE)
        assert 0 not in (await seating(table)).bot_seats()
        [refused] = await service.back(HERE, ALICE)
        assert not refused.ok and "not on vacation" in refused.text
    run(go())


def test_the_owners_return_is_theirs_alone(table):
    async def go():
        service = table.service
        await clocked(table)
        await time_out_first(table)
        await service.timeout_choice(HERE, BOB, "bot")
        before = table.dump()
        for user in (BOB, STRANGER):
            [refused] = await service.back(HERE, user)
            assert not refused.ok
        assert table.dump() == before
    run(go())


def test_a_substitute_gets_the_seat_and_its_private_view_the_old_player_loses_it(table):
    async def go():
        service = table.service
        await clocked(table)
        first, _ = await time_out_first(table)
        [hand_before] = await service.hand(HERE, first)
        before = table.dump()
        [refused] = await service.replace(HERE, BOB, first.id, CYD)
        assert not refused.ok and "already plays" in refused.text and table.dump() == before
        [refused] = await service.replace(HERE, STRANGER, first.id, DAN)
        assert not refused.ok and table.dump() == before
        [refused] = await service.replace(HERE, BOB, first.id, User("u7", "Robo", automated=True))
        assert not refused.ok and "person" in refused.text and table.dump() == before
        [refused] = await service.replace(HERE, BOB, CYD.id, DAN)       # Cyd is still playing
        assert not refused.ok and "still playing" in refused.text and table.dump() == before
        [reply] = await service.replace(HERE, BOB, first.id, DAN)
        assert reply.ok and reply.mentions == [DAN.id] and "Dan takes over Alice's seat" in reply.text
        [hand] = await service.hand(HERE, DAN)
        assert hand.ok and hand.text == hand_before.text
        [lost] = await service.hand(HERE, first)
        assert not lost.ok
        assert await awaited(table) == [DAN]
        assert (await table.answer_first(DAN))[0].ok
    run(go())


def test_a_vacation_pauses_the_clock_and_the_reminders(tmp_path, backend):
    async def go():
        table = Table(tmp_path / "bot.db", backend=backend)
        await table.open()
        await clocked(table, limit=24, reserve=1, vacation=5)
        [first] = await awaited(table)
        table.clock.advance(10 * HOUR)
        [reply] = await table.service.vacation(HERE, first, 3)
        assert reply.ok and "on vacation for 3 days" in reply.text and "2 days of vacation left" in reply.text
        table.clock.advance(2 * DAY)
        replies = await table.service.remind()
        assert not [r for r in replies if r.kind == "reminder" or "out of time" in r.text]
        await table.close()            # a restart in the middle of the vacation
        restarted = table.again()
        restarted.clock = table.clock
        await restarted.open()
        [status] = await restarted.service.status(HERE, BOB)
        assert f"{first.name} is on vacation for 1 day more." in status.text
        restarted.clock.advance(DAY)
        replies = await restarted.service.remind()
        assert [r for r in replies if "back from vacation" in r.text]
        seat = (await seating(restarted)).seats[0]
        assert seat.since == restarted.clock.now() and seat.used == 10 * HOUR
        restarted.clock.advance(14 * HOUR + DAY - 1)
        assert not [r for r in await restarted.service.remind() if "out of time" in r.text]
        restarted.clock.advance(1)
        assert [r for r in await restarted.service.remind() if "out of time" in r.text]
        await restarted.close()
    run(go())


def test_coming_back_early_returns_the_unused_days_and_bad_vacations_change_nothing(table):
    async def go():
        service = table.service
        await clocked(table, vacation=5)
        before = table.dump()
        for user, days in ((ALICE, 6), (ALICE, 0), (STRANGER, 1)):
            [refused] = await service.vacation(HERE, user, days)
            assert not refused.ok
        assert table.dump() == before
        await service.vacation(HERE, BOB, 4)
        [refused] = await service.vacation(HERE, BOB, 1)
        assert not refused.ok and "already on vacation" in refused.text
        table.clock.advance(DAY)
        [back, *_] = await service.back(HERE, BOB)
        assert back.ok and "back from vacation" in back.text
        assert (await seating(table)).seats[1].vacation_left == 4 * DAY
    run(go())


def test_resigning_asks_first_then_the_bot_plays_and_a_substitute_can_come(table):
    async def go():
        service = table.service
        await clocked(table)
        before = table.dump()
        [ask] = await service.resign(HERE, CYD)
        assert ask.private and ask.buttons == ["resign-confirm"] and table.dump() == before
        replies = await service.resign(HERE, CYD, confirm=True)
        assert replies[0].ok and "Cyd resigns" in replies[0].text
        clock = (await seating(table)).seats[2]
        assert clock.bot and clock.gone
        for refused in (await service.back(HERE, CYD), await service.hand(HERE, CYD),
                        await service.resign(HERE, CYD, confirm=True)):
            assert not refused[0].ok
        [reply] = await service.replace(HERE, ALICE, CYD.id, DAN)
        assert reply.ok and not (await seating(table)).seats[2].bot
        [hand] = await service.hand(HERE, DAN)
        assert hand.ok
    run(go())


def test_the_host_removes_a_player_only_after_a_time_out(table):
    async def go():
        service = table.service
        await clocked(table, order=(BOB, ALICE, CYD))
        before = table.dump()
        [refused] = await service.remove(HERE, ALICE, BOB.id)
        assert not refused.ok and "time ran out" in refused.text and table.dump() == before
        first, _ = await time_out_first(table)
        assert first == BOB
        before = table.dump()
        for user, target in ((CYD, BOB.id), (ALICE, STRANGER.id)):    # not the host; not a player
            [refused] = await service.remove(HERE, user, target)
            assert not refused.ok
        assert table.dump() == before
        replies = await service.remove(HERE, ALICE, BOB.id)
        assert replies[0].ok and "Bob is removed" in replies[0].text
        assert any(r.kind == "board" for r in replies[1:])          # the bot played Bob's turn
        clock = (await seating(table)).seats[0]
        assert clock.bot and clock.gone
        [refused] = await service.back(HERE, BOB)
        assert not refused.ok
    run(go())


def test_strangers_and_the_timed_out_player_cannot_choose_for_the_table(table):
    async def go():
        service = table.service
        await clocked(table)
        [refused] = await service.timeout_choice(HERE, BOB, "wait")
        assert not refused.ok and "Nobody is out of time" in refused.text
        first, _ = await time_out_first(table)
        before = table.dump()
        [refused] = await service.timeout_choice(HERE, STRANGER, "bot")
        assert not refused.ok and "Only the players at this table" in refused.text
        [refused] = await service.timeout_choice(HERE, first, "wait")     # even the host
        assert not refused.ok and "just make your move" in refused.text
        [refused] = await service.timeout_choice(HERE, BOB if first != BOB else CYD, "maybe")
        assert not refused.ok
        assert table.dump() == before
    run(go())


def test_a_game_the_bot_finishes_for_a_resigned_player_says_who_played(table):
    """Bob resigns after his first move; the bot plays his seat to the end beside Alice (a table with
    nobody left is abandoned instead: tests/bot/test_bot_seats.py)."""
    async def go():
        service = table.service
        await clocked(table, users=(ALICE, BOB))
        table.clock.advance(HOUR)
        while BOB not in await awaited(table):
            await table.answer_first((await awaited(table))[0])
        await table.answer_first(BOB)
        replies = await service.resign(HERE, BOB, confirm=True)
        for _ in range(2000):
            if await table.storage.open_game(HERE.channel) is None:
                break
            replies = await table.answer_first(ALICE)
        game = await table.storage.latest_game(HERE.channel)
        assert game.status == "finished"
        result = "\n".join(r.text for r in replies)
        assert "Bob's seat was played by: Bob (1 move), the bot (" in result
        [log] = await service.log(HERE, ALICE, 0)
        [status] = await service.status(HERE, ALICE)
        assert "played by" in status.text
    run(go())


def test_seat_changes_are_in_the_log(table):
    async def go():
        service = table.service
        await clocked(table)
        await service.vacation(HERE, CYD, 2)
        await service.back(HERE, CYD)
        first, _ = await time_out_first(table)
        await service.timeout_choice(HERE, CYD if first != CYD else BOB, "bot")
        events = [r.event["public"]["key"] for r in
                  await table.storage.events((await table.storage.open_game(HERE.channel)).id, limit=500)
                  if r.event.get("kind") == "seat"]
        assert events == ["bot-log-vacation", "bot-log-back-vacation", "bot-log-timeout", "bot-log-timeout-bot"]
    run(go())


def test_a_game_started_before_the_clocks_existed_gets_them_when_needed(table):
    async def go():
        await table.started((ALICE, BOB, CYD))
        table.rows("UPDATE games SET seating = NULL, seating_due = NULL")   # as an earlier version stored it
        [reply] = await table.service.vacation(HERE, BOB, 2)
        assert reply.ok and "2 days" in reply.text
        [first] = await awaited(table)
        assert (await table.answer_first(first))[0].ok
        clocks = await seating(table)
        assert clocks.limit is None and clocks.seats[1].on_vacation
        assert [s.owner.user for s in clocks.seats] == [ALICE.id, BOB.id, CYD.id]
    run(go())


def test_a_time_out_in_quiet_hours_is_told_when_they_end(table):
    async def go():
        from bot import reminders as R
        await clocked(table)
        [first] = await awaited(table)
        await table.service.channel_settings(HERE, ALICE, quiet="0-23", timezone="UTC")
        table.clock.advance(25 * HOUR + DAY)
        assert await table.service.remind() == []
        quiet_end = R.quiet_until(table.clock.now(), {"quiet": "0-23"})
        game = await table.storage.open_game(HERE.channel)
        assert game.seating_due == quiet_end and not (await seating(table)).seats[0].timed_out
        table.clock.time = quiet_end
        assert [r for r in await table.service.remind() if "out of time" in r.text]
    run(go())
