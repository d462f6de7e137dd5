"""Reminders with a fake clock: who is pinged, when, how often, and not after a restart."""
from __future__ import annotations

from datetime import datetime, timezone

from bot.replies import User
from bot.reminders import quiet_until, validate_channel_setting

from .conftest import ALICE, BOB, CYD, HERE, Table, run

HOUR = 3600.0


def at(hour: int, day: int = 1) -> float:
    return datetime(2026, 10, day, hour, 0, tzinfo=timezone.utc).timestamp()


def test_reminders_grow_stop_at_the_cap_and_ping_only_the_awaited(table):
    async def scenario():
        table.clock.time = at(9)
        await table.started()
        service = table.service
        table.clock.advance(23 * HOUR)
        assert await service.remind() == []
        table.clock.advance(1 * HOUR)                     # 24 h idle
        [first] = await service.remind()
        assert first.kind == "reminder" and first.mentions == ["u1"] and first.channel == HERE.channel
        assert "Alice" in first.text and "24 hours" in first.text and not first.private
        assert await service.remind() == []               # never twice for the same reminder
        table.clock.advance(47 * HOUR)
        assert await service.remind() == []
        table.clock.advance(1 * HOUR)                     # 48 h after the first
        [second] = await service.remind()
        assert second.mentions == ["u1"]
        table.clock.advance(72 * HOUR)                    # 72 h after the second
        [third] = await service.remind()
        assert third.mentions == ["u1"]
        table.clock.advance(1000 * HOUR)
        assert await service.remind() == []               # capped
        await table.answer_first(ALICE)                   # a move starts the count again
        table.clock.advance(24 * HOUR)
        [again] = await service.remind()
        assert again.mentions == ["u2"]
    run(scenario())


def test_quiet_hours_postpone_a_reminder_to_their_end(table):
    async def scenario():
        service = table.service
        await service.channel_settings(HERE, User("m", "Mod", manager=True), quiet="22-7",
                                       timezone="Europe/Warsaw")
        table.clock.time = at(21)                         # 23:00 in Warsaw (UTC+2 in October)
        await table.started()
        table.clock.advance(24 * HOUR)                    # due at 23:00 Warsaw: inside quiet hours
        assert await service.remind() == []
        table.clock.advance(7 * HOUR)                     # 06:00 Warsaw: still quiet
        assert await service.remind() == []
        table.clock.advance(1 * HOUR)                     # 07:00 Warsaw
        [reminder] = await service.remind()
        assert reminder.mentions == ["u1"]
    run(scenario())


def test_muted_players_are_not_pinged(table):
    async def scenario():
        service = table.service
        table.clock.time = at(9)
        await table.started()
        [muted] = await service.mute(HERE, ALICE)
        assert muted.ok and muted.private
        table.clock.advance(24 * HOUR)
        assert await service.remind() == []               # Alice muted this step
        await table.answer_first(ALICE)                   # mute ends with the step; now Bob's turn
        await service.user_settings(HERE, BOB, mute="on")
        table.clock.advance(24 * HOUR)
        assert await service.remind() == []               # Bob muted all reminders
        await service.user_settings(HERE, BOB, mute="off")
        table.clock.advance(48 * HOUR)
        [reminder] = await service.remind()
        assert reminder.mentions == ["u2"]
    run(scenario())


def test_no_repeat_after_a_restart(tmp_path, backend):
    base = Table(tmp_path / "bot.db", backend=backend)

    async def life(now, start=False):
        table = base.again()
        table.clock.time = now
        await table.open()
        if start:
            await table.started(users=(ALICE, BOB))
        replies = await table.service.remind()
        await table.close()
        return replies

    assert run(life(at(9), start=True)) == []
    [reminder] = run(life(at(9) + 24 * HOUR))
    assert reminder.mentions == ["u1"]
    assert run(life(at(9) + 24 * HOUR + 60)) == []       # restarted a minute later: nothing again
    [second] = run(life(at(9) + 72 * HOUR))
    assert second.mentions == ["u1"]


def test_disabled_channels_and_finished_games_are_not_reminded(table):
    async def scenario():
        table.clock.time = at(9)
        await table.started()
        await table.service.disable_reminders(HERE.channel)
        table.clock.advance(100 * HOUR)
        assert await table.service.remind() == []
    run(scenario())


def test_settings_validation():
    assert validate_channel_setting("interval", "48") == "48"
    assert validate_channel_setting("quiet", "22-7") == "22-7"
    assert validate_channel_setting("quiet", "off") is None
    for key, value in [("interval", "0"), ("interval", "x"), ("quiet", "25-3"), ("quiet", "7"),
                       ("timezone", "Mars/Olympus"), ("language", "xx"), ("colour", "red")]:
        try:
            validate_channel_setting(key, value)
        except Exception as error:
            assert type(error).__name__ == "BadSetting"
        else:
            raise AssertionError((key, value))


def test_quiet_until_wraps_midnight():
    settings = {"quiet": "22-7"}
    assert quiet_until(at(23), settings) == at(7, day=2)
    assert quiet_until(at(3), settings) == at(7)
    assert quiet_until(at(12), settings) is None
    assert quiet_until(at(12), {"quiet": "9-17"}) == at(17)


def test_bad_settings_change_nothing(table):
    async def scenario():
        before = table.dump()
        [r] = await table.service.channel_settings(HERE, User("m", "Mod", manager=True), interval="0")
        assert not r.ok and "from 1 to 168" in r.text
        [r] = await table.service.channel_settings(HERE, CYD, interval="12")
        assert not r.ok and "channel manager" in r.text
        assert table.dump() == before
    run(scenario())


# --- a reminder that cannot be posted (a missing permission) ----------------------------------

FAILING = "reminders-failing-since"


def test_a_forbidden_reminder_is_retried_with_a_back_off_and_the_host_is_told_once(table):
    async def scenario():
        service, storage = table.service, table.storage
        table.clock.time = at(9)
        await table.started()                             # Alice is the host, and the one awaited
        table.clock.advance(24 * HOUR)
        [reminder] = await service.remind()
        failed_at = table.clock.now()
        [told] = await service.reminder_failed(reminder)
        assert told.private and told.user == ALICE.id and told.kind == "reminder-failing"
        assert f"<#{HERE.channel}>" in told.text
        for permission in ("View Channel", "Send Messages", "Send Messages in Threads", "Attach Files"):
            assert permission in told.text
        game = await storage.open_game(HERE.channel)
        assert game.reminders_sent == 0                   # the failed one does not count
        assert game.next_reminder_at == failed_at + HOUR  # retried an hour later
        table.clock.advance(HOUR - 60)
        assert await service.remind() == []               # not before the back-off
        waits = []
        for _ in range(8):                                # still forbidden: waits double, up to a day
            table.clock.time = (await storage.open_game(HERE.channel)).next_reminder_at
            [retry] = await service.remind()
            assert retry.mentions == ["u1"]
            assert await service.reminder_failed(retry) == []      # the host was told already
            game = await storage.open_game(HERE.channel)
            assert game.reminders_sent == 0
            waits.append((game.next_reminder_at - table.clock.now()) / HOUR)
        assert waits == [1, 2, 4, 8, 16, 24, 24, 24]
        table.clock.time = game.next_reminder_at          # the permission is back
        [posted] = await service.remind()
        await service.reminder_posted(posted)
        assert FAILING not in await storage.get_settings("channel", HERE.channel)
        game = await storage.open_game(HERE.channel)
        assert game.reminders_sent == 1 and game.next_reminder_at == table.clock.now() + 48 * HOUR
        table.clock.advance(48 * HOUR)                    # a new failing episode: told again
        [reminder] = await service.remind()
        [again] = await service.reminder_failed(reminder)
        assert again.user == ALICE.id
    run(scenario())


def test_the_failing_state_is_internal_and_a_move_wins_over_the_retry(table):
    async def scenario():
        service, storage = table.service, table.storage
        table.clock.time = at(9)
        await table.started()
        await service.user_settings(HERE, ALICE, language="pl")
        table.clock.advance(24 * HOUR)
        [reminder] = await service.remind()
        await table.answer_first(ALICE)                   # a move between the sweep and the failure
        moved = await storage.open_game(HERE.channel)
        [told] = await service.reminder_failed(reminder)
        assert f"<#{HERE.channel}>" in told.text and "Wysyłanie wiadomości" in told.text  # Polish host
        after = await storage.open_game(HERE.channel)
        assert (after.version, after.reminders_sent, after.next_reminder_at) == \
            (moved.version, moved.reminders_sent, moved.next_reminder_at)
        assert FAILING in await storage.get_settings("channel", HERE.channel)
        [shown] = await service.channel_settings(HERE, User("m", "Mod", manager=True))
        assert "failing" not in shown.text and FAILING not in shown.text
        [refused] = await service.channel_settings(HERE, User("m", "Mod", manager=True),
                                                   **{FAILING: "0"})
        assert not refused.ok                             # users cannot set it
    run(scenario())
