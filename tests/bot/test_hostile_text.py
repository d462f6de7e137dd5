"""Hostile text never raises: digits that str.isdigit accepts but int() does not, huge numbers, huge
log pages. Each gets a short refusal and changes nothing."""
from __future__ import annotations

import engine
from bot.reminders import BadSetting, validate_channel_setting

from .conftest import ALICE, BOB, HERE, run
from .test_console_cli import console_of, lines_of


def test_unicode_digits_and_huge_numbers_as_a_move_are_refused(table):
    async def scenario():
        await table.started(users=(ALICE, BOB))
        [user] = await table.awaited_users([ALICE, BOB])
        for garbage in ("²", "①", "٣٣", "1" * 40, 10**30, -10**30, "10" * 400):
            before = table.dump()
            [r] = await table.service.play(HERE, user, garbage)
            assert not r.ok and r.text, garbage
            assert table.dump() == before
    run(scenario())


def test_an_enormous_amount_is_refused_by_the_engine_in_words_that_render():
    from data.locale import translate
    g = engine.new_game("temple", 3, seed=1)
    while engine.pending(g)[0].kind != "amount":
        d = engine.pending(g)[0]
        g, _ = engine.act(g, d.seat, d.options[0].id)
    d = engine.pending(g)[0]
    for huge in (10**30, -10**30, 10**9):
        try:
            engine.act(g, d.seat, huge)
        except engine.RuleError as error:
            assert error.message.key == "core-error-amount"
            assert translate(error.message, "en") and translate(error.message, "pl")
        else:
            raise AssertionError(f"{huge} accepted")


def test_log_pages_far_past_the_end_are_answered(table):
    async def scenario():
        await table.started(users=(ALICE, BOB))
        for page in (10**6, 10**18):
            [r] = await table.service.log(HERE, ALICE, page)
            assert r.text.startswith("There is no page")
    run(scenario())


def test_the_console_answers_odd_log_pages(table, tmp_path):
    console, _ = console_of(table, tmp_path)
    for line in ("alice: log ²", "alice: log ①", "alice: log " + "9" * 40):
        assert "Log pages are numbered from 1" in lines_of(console, line)


def test_an_interval_in_unicode_digits_is_refused():
    for value in ("²", "①", "٣", "1" * 40):
        try:
            validate_channel_setting("interval", value)
        except BadSetting as refusal:               # the settings refusal, not a ValueError from int()
            assert refusal.key == "bot-setting-bad-interval", value
        else:
            raise AssertionError(f"{value} accepted")


def test_names_are_cleaned_and_bounded_where_they_enter(table):
    from data.locale.names import MAX_LENGTH
    from bot.replies import User

    async def scenario():
        long, lines = User("u8", "W" * 10_000), User("u9", "Ann\nBob\r\n\tCyd")
        await table.service.create(HERE, ALICE, "nehemiah")
        for user in (long, lines):
            [r] = await table.service.join(HERE, user)
            assert r.ok, r.text
        game = await table.storage.open_game(HERE.channel)
        stored = {s.user: s.name for s in await table.storage.seats(game.id)}
        assert stored["u8"] == "W" * (MAX_LENGTH - 1) + "…"
        assert stored["u9"] == "Ann Bob Cyd"
    run(scenario())


def test_a_picture_never_draws_more_than_a_bounded_name():
    import render
    from data.locale.names import MAX_LENGTH
    g = engine.new_game("nehemiah", 3, seed=1)
    picture = render.board(engine.view(g, None), names=lambda seat: "W" * 10_000 + "\n" + str(seat))
    assert "W" * MAX_LENGTH not in picture.alt and "W" * (MAX_LENGTH - 1) + "…" in picture.alt
