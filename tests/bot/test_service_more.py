"""Kick, log pages, status and the reader's language."""
from __future__ import annotations

from bot.demo import play_demo
from bot.replies import Place, User
from bot.service import LOG_PAGE

from .conftest import ALICE, BOB, CYD, HERE, run


def test_host_kicks_from_the_lobby(table):
    async def scenario():
        service = table.service
        await service.create(HERE, ALICE, "nehemiah")
        await service.join(HERE, BOB)
        await service.join(HERE, CYD)
        [r] = await service.kick(HERE, BOB, "u3")
        assert not r.ok and "host" in r.text
        [r] = await service.kick(HERE, ALICE, "u3")
        assert r.ok and "Cyd" not in r.text and "Players 2/4" in r.text
        [r] = await service.kick(HERE, ALICE, "u1")          # the host cannot kick themselves
        assert not r.ok
    run(scenario())


def test_log_pages_and_private_halves(table):
    async def scenario():
        await play_demo(table.service, "nehemiah", 2, {"leaders": True}, seed=4, channel="logs")
        place = Place("logs", "guild-1")
        ada = User("demo-1", "Ada")
        [first] = await table.service.log(place, ada)
        [second] = await table.service.log(place, ada, page=1)
        assert first.private and first.text and second.text and first.text != second.text
        assert len(first.text.splitlines()) <= 15
        everything = []
        for page in range(200):
            [r] = await table.service.log(place, ada, page=page)
            if r.text.startswith("There is no page"):
                break
            everything.append(r.text)
        text = "\n".join(everything)
        assert "(Your bid:" in text                     # Ada sees her own sealed bids
        outsider = "\n".join([(await table.service.log(place, User("x", "X"), page=p))[0].text
                              for p in range(len(everything))])
        assert "(Your bid:" not in outsider and "Boaz" in outsider
    run(scenario())


def test_status_says_who_and_since_when(table):
    async def scenario():
        await table.started(users=(ALICE, BOB))
        table.clock.advance(5 * 3600)
        [r] = await table.service.status(HERE, BOB)
        assert r.private and "5 hours" in r.text and "Waiting for Alice" in r.text
    run(scenario())


def test_languages_follow_the_user_then_the_client_then_the_channel(table):
    async def scenario():
        service = table.service
        await table.started(users=(ALICE, BOB))
        [r] = await service.play(HERE, BOB, "1")
        assert "not your turn" in r.text
        await service.user_settings(HERE, BOB, language="pl")
        [r] = await service.play(HERE, BOB, "1")
        assert "Nie twoja kolej" in r.text or "kolej" in r.text.lower()
        polish_client = User("u3", "Cyd", locale="pl")
        [r] = await service.play(HERE, polish_client, "1")
        assert not r.ok and "nie" in r.text.lower()
        await service.channel_settings(HERE, ALICE, language="pl")  # the host may set the channel
        [board] = await service.board(HERE, ALICE)
        assert "Czekamy" in board.text or "czeka" in board.text.lower()
        [r] = await service.user_settings(HERE, ALICE, language="xx")
        assert not r.ok
    run(scenario())


def test_a_log_page_past_the_end_says_how_many_pages_there_are(table):
    async def scenario():
        await play_demo(table.service, "nehemiah", 2, {}, seed=4, channel="logs")
        place = Place("logs", "guild-1")
        ada = User("demo-1", "Ada")
        events = await table.storage.events((await table.storage.latest_game("logs")).id, limit=10**6)
        pages = -(-len(events) // LOG_PAGE)
        [last] = await table.service.log(place, ada, page=pages - 1)
        assert last.ok and last.text != "Nothing has happened yet." and "no page" not in last.text
        [past] = await table.service.log(place, ada, page=pages)
        assert past.text == f"There is no page {pages + 1}: this game's log has {pages} pages."
    run(scenario())
