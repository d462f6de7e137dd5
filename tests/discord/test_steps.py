"""Between two boards: a simultaneous (sealed) step keeps one status message, edited as the answers
come in, and posts one board when it ends; an auction pings each next bidder with a line, no picture."""
from __future__ import annotations

import engine
from bot.service import tables
from bot.text import render

from .play import buttons
from .test_threads import answer, awaited_in, first_choice, open_table, regular, seeded, state_in

BIDS = ("temple-ask-first-bid", "temple-ask-bid")
STATUS = "answered. Waiting for"          # the en catalog's bot-step-status


def temple_choice(decision: engine.Decision):
    """Deterministic picks for the Temple: pass every bid, declare nothing, else the first option."""
    if decision.prompt.key in BIDS:
        return "pass"
    return first_choice(decision)


async def test_a_sealed_step_with_five_players(world):
    dov, eve = (world.guild.add_member(world.env.create_user(name)) for name in ("dov", "eve"))
    players = [*world.users, dov, eve]
    seeded(world)
    await open_table(world, world.channel, game="temple", players=players, thread="off",
                     variant="sealed_market")
    channel = world.channel
    assert world.channel.threads == []
    # answer everything, in turn, until a step awaits all five at once
    for moves in range(1, 300):
        waiting = await awaited_in(world, channel.id, players)
        if len(waiting) == 5:
            break
        member, decision = waiting[0]
        await answer(world, channel, member, decision, temple_choice(decision))
        if moves % 25 == 0:     # let the answered questions' components expire (see test_threads.py)
            await world.env.advance_time(16 * 60)
    else:
        raise AssertionError("no simultaneous step")
    assert all(d.secret for _, d in waiting), "the sealed market"
    step = engine.moment(await state_in(world, channel.id))
    before = regular(channel)
    assert before[-1].attachments and "Sealed answers: 0 of 5 in." in before[-1].content, \
        "the step opens with a board"
    assert not any(STATUS in m.content for m in before)
    pictures = sum(1 for m in before if m.attachments)
    status_id = None
    order = [member for member, _ in waiting]
    for done, member in enumerate(order, start=1):
        questions = 0
        while True:
            [mine] = [d for m, d in await awaited_in(world, channel.id, players) if m is member]
            await answer(world, channel, member, mine, first_choice(mine))    # declare 0
            questions += 1
            if engine.moment(await state_in(world, channel.id)) != step or not any(
                    m is member for m, _ in await awaited_in(world, channel.id, players)):
                break
            assert len(regular(channel)) == len(before) + (done > 1), "the next question is private"
        assert questions == 3, "wood, stone and food"
        now = regular(channel)
        if done < 5:
            assert engine.moment(await state_in(world, channel.id)) == step
            [status] = [m for m in now if STATUS in m.content]
            status_id = status_id or status.id
            assert status.id == status_id, "edited, not posted again"
            verb = "has" if done == 1 else "have"
            left = ", ".join(m.name for m in order[done:])
            assert status.content == f"{done} of 5 {verb} answered. Waiting for {left}.", status.content
            assert not status.attachments and not status.mentions
            assert len(now) == len(before) + 1, "one status message for the whole step"
            assert sum(1 for m in now if m.attachments) == pictures, "no picture before the step ends"
        else:
            assert engine.moment(await state_in(world, channel.id)) != step
            assert [m.id for m in now if STATUS in m.content] == [status_id]
            assert len(now) == len(before) + 2, "the status message and one board"
            board = now[-1]
            assert board.attachments and board.attachments[0].filename.endswith(".png")
            assert sum(1 for m in now if m.attachments) == pictures + 1


async def test_an_auction_pings_each_next_bidder_without_a_picture(world):
    seeded(world)
    await open_table(world, world.channel, game="temple", thread="off")
    channel = world.channel
    storage = world.bot.service.storage
    game = await storage.open_game(str(channel.id))
    names = tables.names(await storage.seats(game.id), "en")
    by_id = {str(m.id): m for m in world.users}
    seat_of = {s.seat: by_id[s.user] for s in await storage.seats(game.id)}
    posted = regular(channel)
    assert len([m for m in posted if m.attachments]) == 1
    start = engine.moment(await state_in(world, channel.id))
    pings = bids = 0
    for _ in range(30):
        [(member, decision)] = await awaited_in(world, channel.id)
        if decision.prompt.key in BIDS:     # bid the least while it is small, then pass
            choice = decision.min if decision.min <= 4 else "pass"
            bids += choice != "pass"
        else:
            choice = first_choice(decision)  # the Ark holder's card
        await answer(world, channel, member, decision, choice, messages=posted)
        state = await state_in(world, channel.id)
        now = regular(channel)
        new = now[len(posted):]
        assert [m.id for m in now[:len(posted)]] == [m.id for m in posted]
        if engine.moment(state) != start:    # the card is sold: the auction's one board
            [board] = new
            assert board.attachments and " wins " in board.content
            break
        [(next_member, next_decision)] = await awaited_in(world, channel.id)
        if next_member is member:            # the same player goes on, privately
            assert new == []
        else:
            [ping] = new
            assert not ping.attachments, "a ping, not a board"
            assert [u.id for u in ping.mentions] == [next_member.id]
            assert ping.content.startswith(f"<@{next_member.id}>\n")
            assert ping.content.count("<@") == 1
            prompt = render(next_decision.prompt, "en", names)
            line = f"{names(next(s for s, m in seat_of.items() if m is next_member))}, over to you: {prompt}"
            assert ping.content.endswith(line), ping.content
            assert ("passes." if choice == "pass" else f"bids {choice} D.") in ping.content
            assert any(c.startswith("tbl:play:") for c in buttons(ping))
            pings += 1
        posted = now
    else:
        raise AssertionError("the auction did not end")
    assert bids >= 3 and pings >= 4
    assert len([m for m in regular(channel) if m.attachments]) == 2
