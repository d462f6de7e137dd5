"""Ezra and Nehemiah through the table service: a whole game for 1-4 players (solo on both sides of
the solo board), a one-player table started by its host alone with the Opponent's turns played by
itself and told in the channel under its name, a refused move told with its reason."""
from __future__ import annotations

import pytest

import engine
from bot.demo import play_demo

from .conftest import ALICE, BOB, HERE, run

GAME = "ezra_nehemiah"


async def _state(table):
    game = await table.storage.open_game(HERE.channel)
    return game, engine.loads(game.state)


@pytest.mark.slow
@pytest.mark.parametrize("players, options", [
    (1, {"solo_side": "A"}), (1, {"solo_side": "B", "altar_card": "AC2-B"}), (2, {}), (3, {"altar_card": "AC1-B"}),
    (4, {})])
def test_a_whole_game_through_the_service(table, players, options):
    async def scenario():
        summary = await play_demo(table.service, GAME, players, options, seed=6, channel=HERE.channel)
        game = summary["game"]
        assert game.status == "finished" and summary["moves"] > 50
        state = engine.loads(game.state)
        assert state.over and engine.result(state) is not None and state.round == 3
        assert {k: v for k, v in state.options.items() if k in options} == options
        [board] = await table.service.board(HERE, ALICE)
        assert board.text.startswith("Final scores:")
        if players == 1:                                   # the Opponent is listed by its name
            assert "Opponent" in board.text
    run(scenario())


def test_a_solo_table_starts_with_its_host_alone_and_the_opponent_plays_by_itself(table):
    async def scenario():
        [lobby] = await table.service.create(HERE, ALICE, GAME, {})
        assert lobby.ok
        replies = await table.service.start(HERE, ALICE)
        assert replies[0].ok, replies[0].text
        game, state = await _state(table)
        assert state.num_players == 1 and state.opponent is not None and state.shofar == "opponent"
        texts = []
        for _ in range(12):                                # the two gatekeepers, then the first turns
            game, state = await _state(table)
            [decision] = engine.pending(state)
            assert decision.seat == 0 and game.awaiting == [0]  # the Opponent never waits for anybody
            choice = next(o.id for o in decision.options if o.disabled is None)
            if decision.kind == "amount":
                choice = decision.min
            replies = await table.service.play(HERE, ALICE, choice, decision.id)
            assert replies[0].ok, replies[0].text
            texts += [r.text for r in replies if not r.private]
        game, state = await _state(table)
        assert state.opponent.focus_shown                  # it has played at least one turn
        assert any("Opponent" in text for text in texts)
    run(scenario())


def test_a_move_that_is_not_legal_is_refused_with_its_reason(table):
    async def scenario():
        await table.service.create(HERE, ALICE, GAME, {})
        await table.service.join(HERE, BOB)
        await table.service.start(HERE, ALICE, [ALICE.id, BOB.id])
        game, state = await _state(table)
        while state.phase == "setup_gatekeepers":
            [decision] = engine.pending(state)
            user = ALICE if decision.seat == 0 else BOB
            await table.service.play(HERE, user, decision.options[0].id, decision.id)
            game, state = await _state(table)
        [decision] = engine.pending(state)
        assert decision.prompt.key == "ezra_nehemiah-ask-turn"
        user = ALICE if decision.seat == 0 else BOB
        before = game.state
        [refusal] = await table.service.play(HERE, user, "main:red", decision.id)
        assert not refusal.ok and "character card" in refusal.text      # play a card first
        game = await table.storage.open_game(HERE.channel)
        assert game.state == before
    run(scenario())


def test_my_screen_lists_the_hand_and_the_decks(table):
    """/hand (the My screen button): the words beside the private screen name the seat's own cards."""
    async def scenario():
        await table.service.create(HERE, ALICE, GAME, {})
        await table.service.join(HERE, BOB)
        await table.service.start(HERE, ALICE, [ALICE.id, BOB.id])
        [reply] = await table.service.hand(HERE, ALICE)
        assert reply.ok and reply.private and reply.user == ALICE.id
        assert reply.text.startswith("Behind your screen: in hand: ")
        assert "6 cards in your deck, 12 wall cards in your wall deck." in reply.text
    run(scenario())
