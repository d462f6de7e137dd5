"""A saved game is the same game, through the whole service: random players, random undos, and after
every move the stored state is exactly a fresh replay of the stored actions from the seed. Undo takes
the state kept with the action (no replay), so this is also the check that undo by that path gives
exactly the state a replay would give."""
from __future__ import annotations

import random

import pytest

import engine
from engine.agents import random_agent

from .conftest import ALICE, BOB, CYD, DAN, HERE, run


async def play_with_undos(table, game: str, users, seed: int) -> tuple[int, int]:
    service, storage = table.service, table.storage
    await service.create(HERE, users[0], game)
    for user in users[1:]:
        await service.join(HERE, user)
    [reply, *_] = await service.start(HERE, users[0], [u.id for u in users])
    assert reply.ok, reply.text
    record = await storage.open_game(HERE.channel)
    by_seat = {s.seat: next(u for u in users if u.id == s.user) for s in await storage.seats(record.id)}
    rng, agent = random.Random(seed), random_agent(game, seed)
    replay = engine.new_game(game, len(users), options=record.options, seed=record.seed)
    replayed = moves = undos = 0
    while (record := await storage.open_game(HERE.channel)) is not None:
        seat = record.awaiting[rng.randrange(len(record.awaiting))]
        state = engine.loads(record.state)
        decision = next(d for d in engine.pending(state) if d.seat == seat)
        shown = service.decision_token(record, decision.id)
        [first, *_] = await service.play(HERE, by_seat[seat], agent.choose(state, decision), shown)
        assert first.ok, first.text
        moves += 1
        if rng.random() < 0.15:
            last = await storage.last_action(record.id)
            [answer, *_] = await service.undo(HERE, by_seat[seat])
            undos += answer.ok                              # refused across a barrier: fine
            # taken back from the state kept with the action, never by a replay: the check below
            # compares it with the replay
            assert (last.before is not None) == answer.ok, answer.text
        actions = await storage.actions(record.id)
        if replayed > len(actions):                         # an undo: replay from the seed again
            replay = engine.new_game(game, len(users), options=record.options, seed=record.seed)
            replayed = 0
        for action in actions[replayed:]:
            replay, _ = engine.act(replay, action.seat, action.choice)
        replayed = len(actions)
        stored = (await storage.game(record.id)).state
        assert stored == engine.dumps(replay), f"move {moves}: the stored state is not the replay"
    return moves, undos


@pytest.mark.slow
@pytest.mark.parametrize("game, users, seed", [
    ("temple", (ALICE, BOB, CYD), 100),
    ("temple", (ALICE, BOB, CYD, DAN), 7),
    ("nehemiah", (ALICE, BOB, CYD), 3),
])
def test_stored_state_is_the_replay_of_stored_actions_after_every_move(table, game, users, seed):
    moves, undos = run(play_with_undos(table, game, users, seed))
    assert moves > 100 and undos > 0
