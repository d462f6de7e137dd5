"""/game status holds the listed parts: the game and its options, round and phase, each player's public
standing, whose turn and for how long, the move clock, the last three things that happened."""
import pytest

import engine

from .conftest import ALICE, BOB, CYD, HERE, run

GAMES = [("nehemiah", {"leaders": True}, (ALICE, BOB, CYD)), ("temple", {}, (ALICE, BOB, CYD)),
         ("architects", {}, (ALICE, BOB)), ("ezra_nehemiah", {}, (ALICE, BOB))]


@pytest.mark.parametrize("game, options, users", GAMES, ids=[g[0] for g in GAMES])
def test_status_has_every_part(table, game, options, users):
    async def go():
        service = table.service
        await service.create(HERE, users[0], game, options, clock={"limit": 48, "reserve": 2})
        for user in users[1:]:
            await service.join(HERE, user)
        await service.start(HERE, users[0], [u.id for u in users])
        for _ in range(12):
            awaited = await table.awaited_users(list(users))
            if not awaited:
                break
            await table.answer_first(awaited[0])
        table.clock.advance(5 * 3600)
        [status] = await service.status(HERE, BOB)
        text = status.text
        from bot.text import render
        assert render(engine.meta(game).title, "en", str) in text.splitlines()[0]
        if options:
            assert "base game" not in text.splitlines()[0]
        assert "Round " in text or game == "architects"
        for user in users:
            assert f"**{user.name}**" in text
        assert "Waiting for" in text or "answers" in text.lower()
        assert "(This step has waited 5 hours.)" in text
        assert "Move clock: 48 hours per decision" in text and "left." in text
        lately = text.split("Lately:\n")[1].splitlines()
        assert len(lately) == 3 and all(line.startswith("- ") for line in lately)
        [polish] = await service.status(HERE, type(BOB)(BOB.id, BOB.name, locale="pl"))
        assert "Ostatnio:" in polish.text and "Zegar ruchów" in polish.text
    run(go())


def test_a_seat_the_bot_plays_or_on_vacation_says_so(table):
    async def go():
        await table.started((ALICE, BOB, CYD))
        await table.service.vacation(HERE, CYD, 2)
        await table.service.resign(HERE, BOB, confirm=True)
        [status] = await table.service.status(HERE, ALICE)
        assert "**Bob** (the bot plays):" in status.text
        assert "**Cyd** (on vacation):" in status.text
    run(go())
