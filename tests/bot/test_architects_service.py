"""Architects of the West Kingdom through the table service: a whole game of each variant (side 1,
side 2, solo against the Rival, "2 players vs Bot"), a one-player table started by its host alone,
the Rival named in the channel, options that need another table size refused, exact refusals."""
from __future__ import annotations

import pytest

import engine
from bot.demo import play_demo

from .conftest import ALICE, BOB, CYD, HERE, run


async def _state(table):
    game = await table.storage.open_game(HERE.channel)
    return game, engine.loads(game.state)


@pytest.mark.slow
@pytest.mark.parametrize("players, options", [
    (3, {}), (4, {"advanced": True}), (1, {"difficulty": "master"}), (2, {"variant": "bot2"}),
    (2, {"advanced": True, "choose_boards": True})])
def test_a_whole_game_of_each_variant_through_the_service(table, players, options):
    async def scenario():
        summary = await play_demo(table.service, "architects", players, options, seed=4, channel=HERE.channel)
        game = summary["game"]
        assert game.status == "finished" and summary["moves"] > 20
        state = engine.loads(game.state)
        assert state.over and engine.result(state) is not None
        assert {k: v for k, v in state.options.items() if k in options} == options
        [board] = await table.service.board(HERE, ALICE)
        assert board.text.startswith("Final scores:")
        if len(state.players) > players:               # the Rival is listed by its name
            assert "Rival" in board.text
    run(scenario())


def test_a_solo_table_starts_with_its_host_alone_and_the_rival_plays_by_itself(table):
    async def scenario():
        [lobby] = await table.service.create(HERE, ALICE, "architects", {})
        assert lobby.ok and "1" in lobby.text
        replies = await table.service.start(HERE, ALICE)
        assert replies[0].ok, replies[0].text
        assert "0 of 1" in replies[0].text               # the Rival never drafts: only Alice is counted
        game, state = await _state(table)
        assert state.mode == "solo" and len(state.players) == 2 and state.players[1].rival
        # the draft: Alice keeps 3 of 4 (one question, secret)
        [decision] = engine.pending(state)
        assert decision.seat == 0 and decision.kind == "many" and decision.secret
        [reply, *_] = await table.service.play(HERE, ALICE, [decision.options[0].id], decision.id)
        assert reply.ok, reply.text
        game, state = await _state(table)
        assert len(state.players[0].hand) == 3
        # whoever starts, it is Alice's turn now: the Rival's turns never wait for anybody
        assert [d.seat for d in engine.pending(state)] == [0]
        assert game.awaiting == [0]
    run(scenario())


def test_the_rivals_turn_is_told_in_the_channel_under_its_name(table):
    async def scenario():
        await table.service.create(HERE, ALICE, "architects", {})
        await table.service.start(HERE, ALICE)
        game, state = await _state(table)
        [decision] = engine.pending(state)
        await table.service.play(HERE, ALICE, [decision.options[0].id], decision.id)
        texts = []
        for _ in range(6):
            game, state = await _state(table)
            [decision] = engine.pending(state)
            choice = next(o.id for o in decision.options if o.disabled is None)
            replies = await table.service.play(HERE, ALICE, choice, decision.id)
            texts += [r.text for r in replies if not r.private]
        assert any("Rival" in text for text in texts)
        assert not any("#2" in text for text in texts)
    run(scenario())


def test_options_that_need_another_table_size_are_refused_at_the_start(table):
    async def scenario():
        await table.service.create(HERE, ALICE, "architects", {"variant": "bot2"})
        await table.service.join(HERE, BOB)
        await table.service.join(HERE, CYD)
        [refusal] = await table.service.start(HERE, ALICE)
        assert not refusal.ok and "2" in refusal.text
        game = await table.storage.open_game(HERE.channel)
        assert game.status == "lobby"                      # nothing was started
        await table.service.leave(HERE, CYD)
        replies = await table.service.start(HERE, ALICE)
        assert replies[0].ok, replies[0].text
        game, state = await _state(table)
        assert state.mode == "bot2" and len(state.players) == 3
    run(scenario())


def test_the_lobby_shows_the_chosen_variant_and_difficulty(table):
    async def scenario():
        [lobby] = await table.service.create(HERE, ALICE, "architects",
                                             {"variant": "bot2", "difficulty": "master", "advanced": True})
        assert lobby.ok
        assert "2 players vs Bot" in lobby.text and "Master" in lobby.text
    run(scenario())


def test_a_placement_that_is_not_legal_is_refused_with_its_reason(table):
    async def scenario():
        await table.service.create(HERE, ALICE, "architects", {})
        await table.service.join(HERE, BOB)
        await table.service.start(HERE, ALICE, [ALICE.id, BOB.id])
        for _ in range(2):                                 # the draft: keep the first card each time
            game, state = await _state(table)
            for decision in engine.pending(state):
                user = ALICE if decision.seat == 0 else BOB
                await table.service.play(HERE, user, decision.options[0].id, decision.id)
        game, state = await _state(table)
        while state.phase == "draft":
            for decision in engine.pending(state):
                user = ALICE if decision.seat == 0 else BOB
                await table.service.play(HERE, user, decision.options[0].id, decision.id)
            game, state = await _state(table)
        [decision] = engine.pending(state)
        user = ALICE if decision.seat == 0 else BOB
        before = game.state
        [refusal] = await table.service.play(HERE, user, "guildhall", decision.id)
        assert not refusal.ok and "Guildhall" in refusal.text       # nothing to build, no Cathedral yet
        game = await table.storage.open_game(HERE.channel)
        assert game.state == before
    run(scenario())
