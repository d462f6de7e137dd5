"""A table in a thread of its own, and the table's picture setting, through the service: the lobby
and the result in the channel, the game in its thread, a channel's settings holding in its threads."""
from __future__ import annotations

import dataclasses

import engine
from bot.replies import Place
from engine.agents import random_agent

from .conftest import ALICE, BOB, CYD, HERE, run

THREAD = "thread-9"
IN_THREAD = Place(channel=THREAD, guild=HERE.guild, parent=HERE.channel)


class Opener:
    """The front end's `open_thread`: records the names it was asked for, answers `thread`."""

    def __init__(self, thread: str | None = THREAD):
        self.thread, self.names = thread, []

    async def __call__(self, name: str) -> str | None:
        self.names.append(name)
        return self.thread


async def lobby(service, place=HERE, thread=True, **table):
    await service.create(place, ALICE, "nehemiah", {}, thread=thread, **table)
    await service.join(place, BOB)


async def play_to_the_end(table, place) -> list:
    """Answer every question with a random agent; every public reply, in order."""
    service, storage = table.service, table.storage
    users = {u.id: u for u in (ALICE, BOB, CYD)}
    agent = random_agent("nehemiah", 3)
    public = []
    while (record := await storage.open_game(place.channel)) is not None:
        state = engine.loads(record.state)
        decision = engine.pending(state)[0]
        seats = {s.seat: s.user for s in await storage.seats(record.id)}
        replies = await service.play(place, users[seats[decision.seat]], agent.choose(state, decision),
                                     service.decision_token(record, decision.id))
        assert replies[0].ok, replies[0].text
        public += [r for r in replies if not r.private]
    return public


def test_a_game_goes_on_in_its_own_thread_and_reports_its_result_to_the_channel(table):
    async def scenario():
        service, storage = table.service, table.storage
        await lobby(service)
        opener = Opener()
        note, board, *private = await service.start(HERE, ALICE, [ALICE.id, BOB.id], open_thread=opener)
        assert opener.names == ["Nehemiah #1"]
        assert note.channel == HERE.channel and f"<#{THREAD}>" in note.text and not note.mentions
        assert board.kind == "board" and board.channel == THREAD
        assert sorted(board.mentions) == [ALICE.id, BOB.id]     # everybody is called into the thread
        assert all(r.private for r in private)
        game = await storage.open_game(THREAD)
        assert (game.channel, game.parent, game.thread) == (THREAD, HERE.channel, True)
        assert await storage.open_game(HERE.channel) is None     # the channel is free for another table

        [refusal] = await service.board(HERE, BOB)               # asked in the channel: where it is
        assert not refusal.ok and f"<#{THREAD}>" in refusal.text

        public = await play_to_the_end(table, IN_THREAD)
        *in_thread, result = public
        assert {r.channel for r in in_thread} == {THREAD}
        assert in_thread[-1].kind == "board" and in_thread[-1].buttons == ["board"]
        assert result.kind == "result" and result.channel == HERE.channel and result.image is None
        assert f"<#{THREAD}>" in result.text and "Final scores" in result.text
        finished = await storage.latest_game(THREAD)
        assert finished.status == "finished"
    run(scenario())


def test_a_second_table_opens_in_the_channel_while_the_first_plays_in_its_thread(table):
    async def scenario():
        service = table.service
        await lobby(service)
        await service.start(HERE, ALICE, [ALICE.id, BOB.id], open_thread=Opener())
        [second] = await service.create(HERE, CYD, "temple", {}, thread=True)
        assert second.ok and second.kind == "lobby"
        [third] = await service.create(HERE, BOB, "temple", {})
        assert not third.ok                                        # one lobby per channel still
    run(scenario())


def test_without_a_thread_the_game_stays_in_the_channel_and_says_why(table):
    async def scenario():
        service, storage = table.service, table.storage
        await lobby(service)
        note, board, *_ = await service.start(HERE, ALICE, [ALICE.id, BOB.id], open_thread=Opener(None))
        assert note.channel == HERE.channel and "could not open a thread" in note.text
        assert board.channel == HERE.channel and board.mentions == [ALICE.id]   # only the awaited
        game = await storage.open_game(HERE.channel)
        assert game.parent is None and game.thread and not game.in_own_thread
    run(scenario())


def test_a_table_without_the_thread_option_never_opens_one(table):
    async def scenario():
        await lobby(table.service, thread=False)
        opener = Opener()
        [board, *_] = await table.service.start(HERE, ALICE, [ALICE.id, BOB.id], open_thread=opener)
        assert opener.names == [] and board.kind == "board" and board.channel == HERE.channel
    run(scenario())


def test_a_game_begun_in_a_thread_stays_there_under_its_channels_settings(table):
    async def scenario():
        service, storage = table.service, table.storage
        [changed] = await service.channel_settings(HERE, dataclasses.replace(ALICE, manager=True),
                                                   language="pl", interval="6")
        assert changed.ok
        [lobby_reply] = await service.create(IN_THREAD, ALICE, "nehemiah", {}, thread=True)
        assert "Gra toczy się tutaj" in lobby_reply.text               # Polish, from the channel
        await service.join(IN_THREAD, BOB)
        opener = Opener("another-thread")
        [board, *_] = await service.start(IN_THREAD, ALICE, [ALICE.id, BOB.id], open_thread=opener)
        assert opener.names == [] and board.channel == THREAD
        game = await storage.open_game(THREAD)
        assert (game.parent, game.thread) == (HERE.channel, False)
        assert game.next_reminder_at - game.awaiting_since == 6 * 3600   # the channel's interval
        table.clock.advance(6 * 3600 + 1)
        [reminder] = await service.remind()
        assert reminder.channel == THREAD and "czeka" in reminder.text   # and its language
        # the thread's own setting wins over its channel's
        [changed] = await service.channel_settings(IN_THREAD, ALICE, language="en")   # the host may
        assert changed.ok
        [shown] = await service.board(IN_THREAD, BOB)
        assert "Waiting for" in shown.text
    run(scenario())


def test_abandoning_a_thread_game_tells_its_channel(table):
    async def scenario():
        service = table.service
        await lobby(service)
        await service.start(HERE, ALICE, [ALICE.id, BOB.id], open_thread=Opener())
        here, there = await service.abandon(IN_THREAD, ALICE, confirm=True)
        assert here.channel == THREAD and there.channel == HERE.channel
        assert "abandoned" in there.text and f"<#{THREAD}>" in there.text
    run(scenario())


def test_the_lobby_shows_the_table_and_the_host_may_change_its_pictures(table):
    async def scenario():
        service, storage = table.service, table.storage
        [shown] = await service.create(HERE, ALICE, "nehemiah", {}, thread=True, pictures="round")
        assert "thread of its own" in shown.text and "once a round" in shown.text
        [refused] = await service.create(Place("chan-2", "guild-1"), BOB, "nehemiah", {}, pictures="often")
        assert not refused.ok and "turn, round, request" in refused.text
        assert await storage.open_game("chan-2") is None
        before = table.dump()
        [not_host] = await service.settings(HERE, BOB, channel={"pictures": "turn"})
        [bad] = await service.settings(HERE, ALICE, channel={"pictures": "sometimes", "interval": "5"})
        assert not not_host.ok and not bad.ok and table.dump() == before   # nothing half-stored
        [changed] = await service.settings(HERE, ALICE, channel={"pictures": "request"})
        assert changed.ok and "only on request" in changed.text
        assert (await storage.open_game(HERE.channel)).pictures == "request"
        [nowhere] = await service.settings(Place("chan-3", "guild-1"), dataclasses.replace(BOB, manager=True),
                                           channel={"pictures": "turn"})
        assert not nowhere.ok and "no game" in nowhere.text
    run(scenario())



def test_taking_back_a_turns_end_draws_by_the_tables_setting(table):
    """On request, the board re-posted by an undo has its summary but no picture; every turn, it has one."""
    class Pictures:
        class Picture:
            png, alt = b"\x89PNG", ""

        def board(self, view, **_):
            return self.Picture()

    async def scenario():
        service = table.service
        service.renderer = Pictures()
        for pictures, place in (("request", HERE), ("turn", Place("chan-2", HERE.guild))):
            await service.create(place, ALICE, "nehemiah", {}, pictures=pictures)
            await service.join(place, BOB)
            [start, *_] = await service.start(place, ALICE, [ALICE.id, BOB.id])
            assert (start.image is None) == (pictures == "request")
            await table.answer_first(ALICE, place)           # a placement, then its neutral worker:
            [board] = [r for r in await table.answer_first(ALICE, place) if not r.private]
            assert board.kind == "board" and (board.image is None) == (pictures == "request")
            [undone, *_] = await service.undo(place, ALICE)    # the turn's end taken back
            assert undone.kind == "board" and (undone.image is None) == (pictures == "request")
    run(scenario())


def test_the_history_of_a_channel_lists_the_games_played_in_its_threads(table):
    """A game that went on in a thread of its own is in its channel's history (and the thread's)."""
    async def scenario():
        service = table.service
        await lobby(service)
        await service.start(HERE, ALICE, [ALICE.id, BOB.id], open_thread=Opener())
        await play_to_the_end(table, IN_THREAD)
        game = await table.storage.latest_game(THREAD)
        for place in (HERE, IN_THREAD):
            [history] = await service.history(place, BOB)
            assert f"#{game.id} · Nehemiah" in history.text, history.text
        [elsewhere] = await service.history(Place(channel="another", guild=HERE.guild), BOB)
        assert f"#{game.id}" not in elsewhere.text
        [record] = await service.export(HERE, BOB)      # the latest finished game of the channel
        assert record.ok and record.files[0].name == f"nehemiah-{game.id}-record.json"
    run(scenario())
