"""A finished game's animated replay follows its final board (`Reply.later`), and survives a restart:
the final move marks it due in the database, drawing it claims it and clears it, and the sweep draws
again a replay that a stopped bot never drew (or began and never finished), once."""
from __future__ import annotations

import pytest

from bot.replies import resolved

from .conftest import ALICE, BOB, HERE, Table, run
from .test_after_game import CountingRenderer, new_game, play_out


@pytest.fixture
def counted(tmp_path, backend):
    renderer = CountingRenderer()
    table = Table(tmp_path / "bot.db", renderer=renderer, backend=backend)
    run(table.open())
    yield table, renderer
    run(table.close())
    table.drop()


def finished(table) -> list:
    """Play a game to its end; the replies of its final move (their replay not drawn yet)."""
    finals = []

    async def scenario():
        await new_game(table.service, HERE, (ALICE, BOB))
        original = table.service.play

        async def play(*args, **kwargs):
            replies = await original(*args, **kwargs)
            finals[:] = replies
            return replies
        table.service.play = play
        await play_out(table.service, HERE, (ALICE, BOB), seed=4)
        table.service.play = original
    run(scenario())
    return finals


def replays(replies) -> list:
    return [reply for reply in replies if reply.kind == "replay"]


def test_the_replay_follows_the_final_board_once(counted):
    table, renderer = counted
    [later] = [reply for reply in finished(table) if reply.later is not None]
    [posted] = run(resolved([later]))
    assert posted.files[0].data.startswith(b"GIF89a") and renderer.replays == 1
    assert replays(run(resolved(run(table.service.remind())))) == []       # nothing left to draw
    assert run(later.later()) == [] and renderer.replays == 1                # never twice


def test_a_replay_a_restart_kept_from_being_drawn_is_drawn_by_the_sweep(counted):
    table, renderer = counted
    finished(table)                          # the bot stops before the replay is drawn
    run(table.close())
    again = table.again(renderer=renderer)
    run(again.open())
    try:
        [posted] = replays(run(resolved(run(again.service.remind()))))
        assert posted.channel == HERE.channel and posted.files[0].data.startswith(b"GIF89a")
        assert renderer.replays == 1
        assert replays(run(resolved(run(again.service.remind())))) == []
    finally:
        run(again.close())
        run(table.open())                    # as the fixture left it


def test_a_replay_begun_by_a_process_that_died_is_drawn_again_after_a_while(counted):
    table, renderer = counted
    [later] = [reply for reply in finished(table) if reply.later is not None]
    now = table.clock.now()
    game_id = later.game
    assert run(table.storage.claim_replays(now, now - 600, game_id=game_id)) == [game_id]   # and it dies
    assert run(later.later()) == []                                          # claimed elsewhere
    assert replays(run(table.service.remind())) == []                      # not yet: it may be drawing
    table.clock.advance(11 * 60)
    [posted] = replays(run(resolved(run(table.service.remind()))))
    assert posted.game == game_id and renderer.replays == 1


def test_without_a_renderer_no_replay_is_claimed(tmp_path):
    table = Table(tmp_path / "bot.db")
    run(table.open())
    try:
        finished(table)
        assert replays(run(table.service.remind())) == []
        assert table.rows("SELECT count(*), count(claimed_at) FROM replays_due") == [(1, 0)]
    finally:
        run(table.close())
