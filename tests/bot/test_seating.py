"""The absent-players policy on its own (bot/seating.py): the clock, the reserve, vacations, time-outs
and changes of hands, as pure functions of `now`."""
import pytest

from bot import seating as S
from bot.seating import DAY, HOUR, Seating

T0 = 1_790_000_000.0


def table(limit=24, reserve=2, vacation=10, players=3) -> Seating:
    return Seating.configured(limit, reserve, vacation).started(
        [(f"u{i}", f"P{i}") for i in range(players)])


def asked(seating: Seating, seat: int, now: float, before=frozenset()) -> Seating:
    return seating.after_move(mover=None, by_bot=False, before=set(before), after={seat}, now=now)


def test_a_decision_within_the_limit_costs_no_reserve():
    s = asked(table(), 0, T0)
    s = s.after_move(mover=0, by_bot=False, before={0}, after={1}, now=T0 + 23 * HOUR)
    assert s.seats[0].reserve == 2 * DAY
    assert s.seats[1].since == T0 + 23 * HOUR and s.seats[0].since is None


def test_a_decision_beyond_the_limit_spends_the_reserve():
    s = asked(table(), 0, T0)
    s = s.after_move(mover=0, by_bot=False, before={0}, after={1}, now=T0 + 30 * HOUR)
    assert s.seats[0].reserve == 2 * DAY - 6 * HOUR
    assert s.seats[0].stints[-1].moves == 1


def test_time_left_and_the_time_out_when_limit_and_reserve_are_gone():
    s = asked(table(), 0, T0)
    assert s.time_left(0, T0 + HOUR) == 24 * HOUR + 2 * DAY - HOUR
    assert s.due() == T0 + 24 * HOUR + 2 * DAY
    same, happened = s.tick(T0 + 24 * HOUR + 2 * DAY - 1)
    assert happened == [] and not same.seats[0].timed_out
    out, happened = s.tick(T0 + 24 * HOUR + 2 * DAY)
    assert happened == [("timeout", 0)]
    assert out.seats[0].timed_out and out.seats[0].reserve == 0 and out.due() is None
    assert out.tick(T0 + 10 * DAY)[1] == []          # told once


def test_waiting_gives_one_more_limit_without_reserve():
    s, _ = asked(table(), 0, T0).tick(T0 + 3 * DAY)
    s = s.wait(0, T0 + 3 * DAY)
    assert not s.seats[0].timed_out and s.due() == T0 + 4 * DAY
    assert s.tick(T0 + 4 * DAY)[1] == [("timeout", 0)]


def test_a_simultaneous_step_keeps_the_clocks_of_those_still_asked():
    s = table().after_move(mover=None, by_bot=False, before=set(), after={0, 1, 2}, now=T0)
    s = s.after_move(mover=1, by_bot=False, before={0, 1, 2}, after={0, 2}, now=T0 + 5 * HOUR)
    assert s.seats[0].since == T0 and s.seats[2].since == T0 and s.seats[1].since is None


def test_a_vacation_stops_the_clock_and_its_unused_days_come_back():
    s = asked(table(), 0, T0)
    s = s.vacation_start(0, 4, T0 + 10 * HOUR)
    assert s.seats[0].since is None and s.seats[0].used == 10 * HOUR
    assert s.seats[0].vacation_left == 6 * DAY and s.away() == {0}
    assert s.due() == T0 + 10 * HOUR + 4 * DAY                # only the vacation's end
    back, ended = s.back(0, T0 + 10 * HOUR + DAY)
    assert ended == ["vacation"] and back.seats[0].vacation_left == 9 * DAY
    assert back.time_left(0, T0 + 10 * HOUR + DAY) == 14 * HOUR + 2 * DAY   # 10 h were used


def test_a_vacation_ends_by_itself_and_the_clock_runs_again():
    s = asked(table(), 0, T0).vacation_start(0, 2, T0)
    s, happened = s.tick(T0 + 2 * DAY)
    assert happened == [("vacation-over", 0)] and s.seats[0].since == T0 + 2 * DAY


@pytest.mark.parametrize("days", [0, 11, -1])
def test_vacations_beyond_the_allowance_are_refused(days):
    with pytest.raises(S.Invalid) as refused:
        table().vacation_start(0, days, T0)
    assert refused.value.key == "bot-vacation-too-long"


def test_a_second_vacation_at_once_is_refused_and_the_allowance_is_per_game():
    s = table().vacation_start(0, 6, T0)
    with pytest.raises(S.Invalid, match="bot-vacation-already"):
        s.vacation_start(0, 1, T0)
    s, _ = s.tick(T0 + 6 * DAY)
    with pytest.raises(S.Invalid, match="bot-vacation-too-long"):
        s.vacation_start(0, 5, T0 + 6 * DAY)
    assert s.vacation_start(0, 4, T0 + 6 * DAY).seats[0].vacation_left == 0


def test_the_bot_until_the_owner_is_back_and_who_played_how_many_moves():
    s, _ = asked(table(), 0, T0).tick(T0 + 3 * DAY)
    s = s.to_bot(0)
    assert s.bot_seats() == {0} and s.seats[0].since is None and s.due() is None
    s = s.after_move(mover=0, by_bot=True, before={0}, after={0}, now=T0 + 3 * DAY)
    assert s.seats[0].since is None                         # the bot's clock does not run
    s, ended = s.back(0, T0 + 4 * DAY)
    assert ended == ["bot"] and s.seats[0].since == T0 + 4 * DAY
    s = s.after_move(mover=0, by_bot=False, before={0}, after={1}, now=T0 + 4 * DAY)
    assert [(x.user, x.moves) for x in s.changed_hands()[0]] == [("u0", 0), (S.BOT, 1), ("u0", 1)]


def test_a_resigned_seat_cannot_be_taken_back_but_a_substitute_starts_afresh():
    s = asked(table(), 0, T0).to_bot(0, gone=True)
    with pytest.raises(S.Invalid, match="bot-seat-left"):
        s.back(0, T0)
    s = s.substitute(0, "u9", "Sub", T0 + DAY)
    seat = s.seats[0]
    assert not seat.bot and not seat.gone and seat.owner.user == "u9"
    assert seat.reserve == 2 * DAY and seat.vacation_left == 10 * DAY and seat.since == T0 + DAY


def test_no_clock_no_time_outs_but_vacations():
    s = Seating.configured(0, None, 5).started([("a", "A"), ("b", "B")])
    s = asked(s, 0, T0)
    assert s.limit is None and s.time_left(0, T0) is None and s.due() is None
    assert s.tick(T0 + 100 * DAY)[1] == []
    assert s.vacation_start(0, 5, T0).seats[0].on_vacation


@pytest.mark.parametrize("limit, reserve, vacation, key", [
    (169, 1, 1, "bot-clock-bad-limit"), (-1, 1, 1, "bot-clock-bad-limit"),
    (24, 31, 1, "bot-clock-bad-reserve"), (24, 1, 91, "bot-clock-bad-vacation")])
def test_clock_settings_out_of_range_are_refused(limit, reserve, vacation, key):
    with pytest.raises(S.Invalid, match=key):
        Seating.configured(limit, reserve, vacation)


def test_the_lobby_changes_parts_and_keeps_the_rest():
    s = Seating.configured(24, 2, 10)
    assert s.changed(48, None, None) == Seating.configured(48, 2, 10)
    assert s.changed(0, None, None).limit is None
    assert Seating.configured().changed(12, None, None) == Seating.configured(12, S.DEFAULT_RESERVE_DAYS)


def test_a_seating_survives_its_json():
    s = asked(table(), 0, T0).vacation_start(1, 2, T0).to_bot(2)
    assert S.loads(S.dumps(s)) == s
    assert S.loads(None) == Seating()


def test_no_vacation_once_the_time_ran_out():
    s, _ = asked(table(), 0, T0).tick(T0 + 3 * DAY)
    with pytest.raises(S.Invalid, match="bot-vacation-out-of-time"):
        s.vacation_start(0, 1, T0 + 3 * DAY)
