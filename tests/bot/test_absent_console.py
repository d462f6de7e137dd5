"""Absent players through the console front end (bot/console.py), typed as lines: a game opened with a
move clock, time let pass with `advance`, a time-out and the table's choice (`botplays`, `wait`), the
owner taking the seat back (`back`) and the game played to its end; vacations within the allowance,
`resign` with its confirmation, `remove` and `replace`, and the refusals (a stranger choosing for the
table, the timed-out player choosing for themselves, the wrong person removing), which change nothing."""
from __future__ import annotations

import io
import re
import sqlite3

import pytest

from bot.console import Console, OwnGames, run_console
from bot.replies import Place, User
from bot.service import tables
from engine.agents import random_agent

from .conftest import run, type_moves_to_the_end

CLOCKED = "new nehemiah clock=24 reserve=1 vacation=5"


def console_of(table, tmp_path, language="en"):
    return Console(table.service, tmp_path / "images", out=io.StringIO(), language=language)


def lines_of(console: Console, *lines: str) -> str:
    """What the console printed for these lines (each must keep the console going)."""
    async def go():
        for line in lines:
            assert await console.handle(line)
    start = len(console.out.getvalue())
    run(go())
    return console.out.getvalue()[start:]


def seating(table):
    async def go():
        game = await table.storage.open_game("console") or await table.storage.latest_game("console")
        return tables.seating_of(table.service, game, await table.storage.seats(game.id))
    return run(go())


def awaited(table) -> list[str]:
    """The console names (user ids) the open game waits for."""
    async def go():
        game = await table.storage.open_game("console")
        seats = {s.seat: s.user for s in await table.storage.seats(game.id)}
        return [seats[seat] for seat in game.awaiting]
    return run(go())


def started(table, tmp_path, order="alice bob cyd", opening=CLOCKED):
    """A 3-player Nehemiah game with a move clock (24 hours, a reserve of 1 day, 5 vacation days),
    seats in `order`: the first of them is asked first."""
    console = console_of(table, tmp_path)
    text = lines_of(console, f"alice: {opening}", "bob: join", "cyd: join", f"alice: start {order}")
    if opening == CLOCKED:
        assert "Move clock: 24 hours per decision, then a reserve of 1 day per player" in text
        assert "vacations up to 5 days per player" in text
    assert awaited(table) == [order.split()[0]]
    return console


def timed_out(table, tmp_path, order="alice bob cyd"):
    """The first seat runs out of its limit and its reserve (48 hours): 49 hours pass."""
    console = started(table, tmp_path, order)
    text = lines_of(console, "alice: advance 47")
    assert "47 hours pass: it is now 2026-09-23" in text and "out of time" not in text
    text = lines_of(console, "alice: advance 2")
    first = order.split()[0].capitalize()
    mentions = " ".join("@" + name for name in order.split())
    assert f"{mentions} {first} is out of time. The other players (or the host) choose" in text
    assert "(The others choose: `wait` to wait once more, `botplays` to let the bot play" in text
    assert seating(table).seats[0].timed_out
    return console, text


def play_to_the_end(table, console: Console, seed: int = 5) -> int:
    """Type the moves of whoever is asked (a random player's choices) until the game ends."""
    return run(type_moves_to_the_end(table, console, random_agent("nehemiah", seed)))


# --- the move clock in the lobby ---------------------------------------------------------------

def test_the_lobby_clock_is_set_at_new_and_changed_by_the_host(table, tmp_path):
    console = console_of(table, tmp_path)
    text = lines_of(console, "alice: new nehemiah clock=12 pictures=round")
    assert "Move clock: 12 hours per decision, then a reserve of 3 days" in text
    assert "vacations up to 14 days" in text
    assert run(table.storage.open_game("console")).pictures == "round"
    assert "24 hours per decision" in lines_of(console, "alice: clock 24")
    text = lines_of(console, "alice: clock 48 2 7")
    assert "48 hours per decision, then a reserve of 2 days per player; vacations up to 7 days" in text
    text = lines_of(console, "alice: clock reserve=1 vacation=3")
    assert "48 hours per decision, then a reserve of 1 day per player; vacations up to 3 days" in text
    assert "No move clock; vacations up to 3 days" in lines_of(console, "alice: clock off")
    assert "No move clock" in lines_of(console, "bob: clock")            # alone: shows it
    assert "vacations up to 3 days" in lines_of(console, "alice: clock limit=0")
    before = table.dump()
    assert "Only the game's host" in lines_of(console, "bob: clock 24")
    assert "from 1 to 168" in lines_of(console, "alice: clock 500")
    for line in ("alice: clock 24 1 2 3", "alice: clock x", "alice: clock speed=3", "alice: clock user=3",
                 "alice: clock 99999999999999999999999"):
        text = lines_of(console, line)
        assert "The move clock is written as" in text or "from 1 to 168" in text, line
    assert table.dump() == before                          # the refusals changed nothing
    lines_of(console, "bob: join", "alice: start alice bob")
    assert "only be changed before the game starts" in lines_of(console, "alice: clock 24")


def test_new_refuses_a_clock_it_cannot_read(table, tmp_path):
    console = console_of(table, tmp_path)
    assert "The move clock is written as" in lines_of(console, "alice: new nehemiah clock=soon")
    assert "from 0 to 30" in lines_of(console, "alice: new nehemiah clock=24 reserve=31")
    assert run(table.storage.open_game("console")) is None


# --- a time-out, the bot, and the owner back at the seat ---------------------------------------

def test_a_time_out_the_bot_plays_the_owner_comes_back_and_the_game_ends(table, tmp_path):
    console, _ = timed_out(table, tmp_path)
    text = lines_of(console, "bob: botplays")
    assert "@alice The bot plays for Alice until they take their seat back" in text
    assert "Alice sends a worker to column" in text           # the bot's move, on the board
    assert awaited(table) == ["bob"] and seating(table).seats[0].bot
    assert "The bot plays your seat now" in lines_of(console, "alice: vacation 2")
    text = lines_of(console, "alice: back")
    assert "Alice is back at their seat and plays it again from the next decision on." in text
    assert not seating(table).seats[0].bot
    moves = play_to_the_end(table, console)
    text = console.out.getvalue()
    assert moves > 50 and "Final scores:" in text
    assert re.search(r"Alice's seat was played by: Alice \(\d+ moves?\), the bot \(\d+ moves?\), "
                     r"Alice \(\d+ moves?\)", text)
    assert "Traceback" not in text


def test_the_table_may_wait_once_more(table, tmp_path):
    console, _ = timed_out(table, tmp_path)
    assert "The table waits once more for Alice." in lines_of(console, "cyd: wait")
    assert "Nobody is out of time" in lines_of(console, "bob: botplays")
    assert "Alice has 1 day left." in lines_of(console, "alice: status")
    assert "Alice is out of time." in lines_of(console, "alice: advance 24")


def test_a_stranger_or_the_timed_out_player_cannot_choose(table, tmp_path):
    console, _ = timed_out(table, tmp_path, order="bob alice cyd")
    before = table.dump()
    for line in ("eve: botplays", "eve: wait"):
        assert "Only the players at this table, its host or a moderator can choose that." in (
            lines_of(console, line))
    assert "your own seat that is out of time" in lines_of(console, "bob: wait")
    assert "Only the game's host" in lines_of(console, "cyd: remove bob")
    assert "That person does not play in this game." in lines_of(console, "alice: remove eve")
    assert "A player can only be removed after their time ran out." in lines_of(console, "alice: remove cyd")
    assert "Only the players at this table" in lines_of(console, "eve: replace bob dan")
    assert table.dump() == before
    text = lines_of(console, "alice: remove bob")
    assert "Bob is removed from the game. The bot plays their seat from now on" in text
    assert "Bob sends a worker to column" in text
    assert "You left this game" in lines_of(console, "bob: back")


# --- vacations ---------------------------------------------------------------------------------

def test_a_vacation_within_the_allowance_and_early_back(table, tmp_path):
    console = started(table, tmp_path)
    before = table.dump()
    text = lines_of(console, "bob: vacation 6")
    assert "You have 5 vacation days left in this game, so a vacation of 6 days is not possible." in text
    assert "a vacation of 0 days is not possible" in lines_of(console, "bob: vacation 0")
    for line in ("bob: vacation", "bob: vacation soon", "bob: vacation -2"):
        assert "How long? Type `vacation` and a number of days" in lines_of(console, line), line
    assert "You are not playing in this game." in lines_of(console, "eve: vacation 1")
    assert table.dump() == before
    text = lines_of(console, "bob: vacation 3")
    assert "Bob is on vacation for 3 days" in text and "(2 days of vacation left" in text
    assert "You are already on vacation (for 3 more days)" in lines_of(console, "bob: vacation 1")
    assert "Bob is on vacation for 3 days more." in lines_of(console, "alice: status")
    assert "Bob is back from vacation: their clock runs again." in lines_of(console, "bob: back")
    assert "You are not on vacation and nobody plays your seat for you." in lines_of(console, "bob: back")
    text = lines_of(console, "bob: vacation 5")                       # the unused days came back
    assert "Bob is on vacation for 5 days" in text
    text = lines_of(console, "alice: advance 5d")
    assert "120 hours pass" in text and "Bob is back from vacation" in text


# --- resigning and substitutes -----------------------------------------------------------------

def test_resign_asks_for_a_confirmation_in_console_words(table, tmp_path):
    console = started(table, tmp_path)
    before = table.dump()
    text = lines_of(console, "cyd: resign")
    assert "[only for cyd] Give up this game?" in text and "Type `resign yes` to confirm." in text
    assert "button" not in text and "abandon" not in text
    assert "You are not playing in this game." in lines_of(console, "eve: resign yes")
    assert table.dump() == before
    text = lines_of(console, "cyd: resign yes")
    assert "Cyd resigns. The bot plays their seat from now on" in text
    assert seating(table).seats[2].gone
    assert "You left this game" in lines_of(console, "cyd: resign yes")
    assert "You left this game" in lines_of(console, "cyd: back")
    text = lines_of(console, "alice: replace cyd dan")
    assert "@dan Dan takes over Cyd's seat, with its cards and its turn." in text
    assert "[only for dan] Behind your screen" in lines_of(console, "dan: hand")
    assert "You are not playing in this game." in lines_of(console, "cyd: hand")


def test_a_substitute_takes_over_a_timed_out_seat(table, tmp_path):
    console, _ = timed_out(table, tmp_path)
    for line in ("bob: replace alice", "bob: replace", "bob: replace alice dan eve"):
        assert "Whose seat, and who takes it?" in lines_of(console, line), line
    assert "Cyd already plays in this game." in lines_of(console, "bob: replace alice cyd")
    assert "Cyd is still playing" in lines_of(console, "bob: replace cyd dan")
    text = lines_of(console, "bob: replace alice 'Dan the Builder'")
    assert "@dan the builder Dan the Builder takes over Alice's seat" in text
    assert awaited(table) == ["dan the builder"]
    assert "You are not playing in this game." in lines_of(console, "alice: play 1")
    text = lines_of(console, "dan the builder: options")
    assert "[only for dan the builder] " in text and " 1. " in text
    assert "Dan the Builder sends a worker" in lines_of(console, "dan the builder: play 1")


def test_a_player_hands_over_their_own_seat(table, tmp_path):
    console = started(table, tmp_path)
    assert "Dan takes over Bob's seat" in lines_of(console, "bob: replace bob dan")
    assert "Bob is still playing" not in console.out.getvalue()


# --- time at the console -----------------------------------------------------------------------

@pytest.mark.parametrize("line", ["alice: advance x", "alice: advance -3", "alice: advance d",
                                  "alice: advance off", "alice: advance 2w", "alice: advance 3651d",
                                  "alice: advance 87601", "alice: advance 99999999999999999999d"])
def test_advance_needs_a_number_of_hours_or_days(table, tmp_path, line):
    console = console_of(table, tmp_path)
    assert "How much time? Type `advance`" in lines_of(console, line)
    assert "(at most 3,650 days at a time)" in console.out.getvalue()
    assert table.clock.now() == 1_790_000_000.0                # the clock did not move


def test_advance_may_move_ten_years_at_a_time(table, tmp_path):
    console = console_of(table, tmp_path)
    assert "87,600 hours pass: it is now 2036-09-18" in lines_of(console, "alice: advance 3650d")


def test_advance_alone_checks_the_clocks_and_reminders_come(table, tmp_path):
    console = started(table, tmp_path, opening="new nehemiah")     # no move clock: reminders only
    assert "The clocks are checked: it is now 2026-09-21" in lines_of(console, "alice: advance")
    text = lines_of(console, "bob: advance 25")
    assert "25 hours pass" in text and "@alice" in text and "Nehemiah" in text
    assert "out of time" not in text


def test_advance_and_help_in_polish(table, tmp_path):
    console = console_of(table, tmp_path, language="pl")
    assert "Mija 1 godzina: jest teraz" in lines_of(console, "alice: advance 1")
    assert "Mijają 2 godziny" in lines_of(console, "alice: advance 2")
    assert "Mija 5 godzin" in lines_of(console, "alice: advance 5")
    assert "Mija 48 godzin" in lines_of(console, "alice: advance 2d")
    assert "Mijają 22 godziny" in lines_of(console, "alice: advance 22")
    text = lines_of(console, "help")
    assert "Nieobecni gracze i zegar ruchów:" in text and "wait, botplays" in text
    assert "Absent players" not in text
    assert "Ile czasu?" in lines_of(console, "alice: advance x")


def test_a_console_whose_clock_cannot_move_says_so(table, tmp_path):
    from bot.clock import SystemClock
    console = console_of(table, tmp_path)
    table.service.clock = SystemClock()
    assert "cannot be moved on" in lines_of(console, "alice: advance 3")


def test_the_consoles_sweep_leaves_other_places_games_alone(tmp_path):
    """The console may share the Discord bot's database: its moved clock times out only its own
    games."""
    from bot.service import TableService
    from bot.storage.sqlite import SqliteStorage
    database = tmp_path / "shared.db"

    async def discord_game():
        storage = SqliteStorage(database)
        await storage.open()
        service = TableService(storage)
        here = Place(channel="discord-chan", guild="a-guild")
        await service.create(here, User("d1", "Dora"), "nehemiah", {}, clock={"limit": 1, "reserve": 0})
        await service.join(here, User("d2", "Dov"))
        [reply, *_] = await service.start(here, User("d1", "Dora"), ["d1", "d2"])
        assert reply.ok, reply.text
        await storage.close()
    run(discord_game())
    feed = iter(["alice: new nehemiah clock=1 reserve=0", "bob: join", "alice: start alice bob",
                 "alice: advance 2"])

    def read(prompt):
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None
    out = io.StringIO()
    assert run_console(database, tmp_path / "images", read=read, out=out) == 0
    text = out.getvalue()
    assert "Alice is out of time." in text and "Dora" not in text
    with sqlite3.connect(database) as db:
        [(seating_text,)] = db.execute("SELECT seating FROM games WHERE channel = 'discord-chan'")
    assert '"timed_out":true' not in seating_text.replace(" ", "")


def test_own_games_passes_everything_else_through(table):
    view = OwnGames(table.storage)
    assert view.open_game == table.storage.open_game
    assert run(view.due_seatings(10**12, 10)) == [] and run(view.due_reminders(10**12, 10)) == []
