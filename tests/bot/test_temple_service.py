"""The Temple through the table service: a whole game, market declarations in turn (the default) and
sealed (the `sealed_market` variant), exact refusals."""
from __future__ import annotations

import pytest

import engine
from bot.demo import play_demo
from engine.agents import random_agent

from .conftest import ALICE, BOB, CYD, DAN, HERE, run

USERS = (ALICE, BOB, CYD, DAN)


async def _start(table, users=USERS, options=None):
    service = table.service
    [lobby] = await service.create(HERE, users[0], "temple", dict(options or {}))
    assert lobby.ok, lobby.text
    for user in users[1:]:
        await service.join(HERE, user)
    [board, *_] = await service.start(HERE, users[0], [u.id for u in users])
    assert board.ok, board.text


async def _state(table):
    game = await table.storage.open_game(HERE.channel)
    return game, engine.loads(game.state)


async def _user_of(table, game, seat):
    seats = {s.seat: s.user for s in await table.storage.seats(game.id)}
    return next(u for u in USERS if u.id == seats[seat])


async def _play_until(table, predicate, agent, limit=2000):
    """Answer open decisions with the game's random player until `predicate(state)` holds."""
    for _ in range(limit):
        game, state = await _state(table)
        if predicate(state):
            return game, state
        decision = engine.pending(state)[0]
        user = await _user_of(table, game, decision.seat)
        [reply, *_] = await table.service.play(HERE, user, agent.choose(state, decision), decision.id)
        assert reply.ok, reply.text
    raise AssertionError("the situation never came up")


@pytest.mark.slow
def test_a_whole_temple_game_through_the_service(table):
    async def scenario():
        summary = await play_demo(table.service, "temple", 4, {}, seed=5, channel=HERE.channel)
        game = summary["game"]
        assert game.status == "finished" and summary["moves"] > 50
        state = engine.loads(game.state)
        assert state.over and engine.result(state) is not None
        [board] = await table.service.board(HERE, ALICE)
        assert board.text.startswith("Final scores:") and "Winner" in board.text
        ranking = engine.result(state).ranking
        names = {s.seat: s.name for s in await table.storage.seats(game.id)}
        positions = [board.text.index(f". {names[seat]}:") for group in ranking for seat in group]
        assert len(positions) == 4 and positions == sorted(positions)     # listed in ranking order
    run(scenario())


def test_market_declarations_are_public_and_in_turn(table):
    async def scenario():
        await _start(table)
        agent = random_agent("temple", 1)

        def declaring(state):
            return state.phase == "market" and bool(engine.pending(state))

        game, state = await _play_until(table, declaring, agent)
        assert state.options["sealed_market"] is False
        [decision] = engine.pending(state)                 # one player at a time, the Ark holder first
        assert not decision.secret and decision.seat == state.token
        assert decision.prompt.key == "temple-ask-sell-wood"
        user = await _user_of(table, game, decision.seat)
        replies = []
        for amount in (1, 0, 0):
            game, state = await _state(table)
            [decision] = engine.pending(state)
            assert decision.seat == state.token
            replies += await table.service.play(HERE, user, min(amount, decision.max), decision.id)
            if not engine.pending((await _state(table))[1]) or \
                    engine.pending((await _state(table))[1])[0].seat != state.token:
                break
        public_texts = [r.text for r in replies if r.ok and not r.private]
        assert any("offers" in text and "Offered so far:" in text for text in public_texts), public_texts
        game, state = await _state(table)
        view = engine.view(state, None)["market_step"]
        assert view["sealed"] is False and view["declarations"][decision.seat] is not None
    run(scenario())


def test_market_declarations_stay_sealed_until_everyone_has_declared(table):
    async def scenario():
        await _start(table, options={"sealed_market": True})
        agent = random_agent("temple", 1)

        def declaring(state):
            return any(d.secret for d in engine.pending(state))

        game, state = await _play_until(table, declaring, agent)
        decision = next(d for d in engine.pending(state) if d.secret)
        amount = decision.max              # a distinctive number, declared in secret
        user = await _user_of(table, game, decision.seat)
        [reply, *rest] = await table.service.play(HERE, user, amount, decision.id)
        assert reply.ok, reply.text
        public_texts = [r.text for r in [reply, *rest] if not r.private]
        [status] = await table.service.status(HERE, ALICE)
        assert "Sealed answers:" in status.text and "of 4 in" in status.text
        game, state = await _state(table)
        others = [u for u in USERS if u.id != user.id]
        for other in others:
            [log] = await table.service.log(HERE, other)
            assert "You offer" not in log.text and "You ask for" not in log.text
        # nothing public names the sealed amount of the good being declared
        good = decision.prompt.key.rsplit("-", 1)[1]
        for text in public_texts:
            assert f"{amount} {good}" not in text
        view = engine.view(state, None)
        assert "mine" not in (view["market_step"] or {})
    run(scenario())


def test_a_bid_above_ones_money_is_refused_with_the_shortfall_and_changes_nothing(table):
    async def scenario():
        await _start(table)
        agent = random_agent("temple", 2)

        def bidding(state):
            return any(d.prompt.key in ("temple-ask-first-bid", "temple-ask-bid") for d in engine.pending(state))

        game, state = await _play_until(table, bidding, agent)
        decision = engine.pending(state)[0]
        user = await _user_of(table, game, decision.seat)
        money = state.seats[decision.seat].drachmas
        before = table.dump()
        [reply] = await table.service.play(HERE, user, money + 7, decision.id)
        assert not reply.ok
        assert f"{money} D" in reply.text and "7 D" in reply.text
        assert table.dump() == before
        [reply] = await table.service.play(HERE, user, "pass", decision.id)
        assert reply.ok
    run(scenario())


def test_hand_shows_the_players_goods(table):
    async def scenario():
        await _start(table, USERS[:3])
        game, state = await _state(table)
        [hand] = await table.service.hand(HERE, BOB)
        seat = next(s.seat for s in await table.storage.seats(game.id) if s.user == BOB.id)
        me = state.seats[seat]
        assert hand.private and f"{me.drachmas} D" in hand.text and f"{me.food * 100} food" in hand.text
    run(scenario())
