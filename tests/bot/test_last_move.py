"""The last move on every board (issue 30, point 1), as the service gives it to the picture: each board
picture's view carries "before", the public view of the table's previous picture (kept with the game,
so a restart keeps it too), and "last_move", the mover and the public lines of what happened since:
the same lines the board's post summarises. The bot's own moves are given the same way."""
from __future__ import annotations

import msgspec

import engine
from bot.storage.archive import pack_view, unpack_view

from .conftest import ALICE, BOB, CYD, HERE, Table, run
from .test_game_over import RecordingRenderer

USERS = (ALICE, BOB, CYD)


def public(view: dict) -> dict:
    """A picture's view without what the service adds (the table's marks, the last move)."""
    return msgspec.to_builtins({k: v for k, v in view.items()
                                if k not in ("before", "last_move", "time_left", "bot_seats", "away_seats")})


async def play_until_boards(table: Table, renderer: RecordingRenderer, count: int) -> list:
    """Answer the awaited players' first choices until `count` more board pictures were drawn; the
    board replies that came with them."""
    boards = []
    start = len(renderer.boards)
    while len(renderer.boards) < start + count:
        [user, *_] = await table.awaited_users(USERS)
        replies = await table.answer_first(user)
        assert replies[0].ok, replies[0].text
        boards += [r for r in replies if r.kind == "board"]
    return boards


def test_each_picture_knows_the_previous_one_and_the_last_move(tmp_path, backend):
    renderer = RecordingRenderer()
    table = Table(tmp_path / "bot.db", renderer=renderer, backend=backend)

    async def scenario():
        await table.open()
        try:
            await table.started(users=USERS)
            first = renderer.boards[0]
            assert first["before"] is None           # the game's first picture: nothing to compare
            game = await table.storage.open_game(HERE.channel)
            assert unpack_view(game.shown_view) == public(first)
            boards = await play_until_boards(table, renderer, 3)
            views = renderer.boards[-3:]
            for previous, view in zip(renderer.boards[-4:-1], views):
                assert view["before"] == public(previous)
            for view, reply in zip(views, boards[-3:]):
                lines = view["last_move"]["lines"]
                assert lines and all(line in reply.text for line in lines)
                assert isinstance(view["last_move"]["seat"], int)
            state = engine.loads((await table.storage.open_game(HERE.channel)).state)
            assert public(views[-1]) == public(engine.view(state, None))     # drawn from the new state
        finally:
            await table.close()
    run(scenario())


def test_the_previous_picture_survives_a_restart(tmp_path, backend):
    renderer = RecordingRenderer()
    table = Table(tmp_path / "bot.db", renderer=renderer, backend=backend)

    async def before_restart():
        await table.open()
        await table.started(users=USERS)
        await play_until_boards(table, renderer, 1)
        await table.close()
    run(before_restart())
    shown = public(renderer.boards[-1])
    again = table.again(renderer=RecordingRenderer())

    async def after_restart():
        await again.open()
        try:
            game = await again.storage.open_game(HERE.channel)
            assert game.shown_view == pack_view(shown)
            await play_until_boards(again, again.renderer, 1)
            assert again.renderer.boards[-1]["before"] == shown
        finally:
            await again.close()
    run(after_restart())
    table.drop()


def test_the_bot_moves_are_marked_too(tmp_path, backend):
    """A seat the bot plays (its player resigned): a board after the bot's move carries the bot's seat
    as the mover and the lines of what it did."""
    renderer = RecordingRenderer()
    table = Table(tmp_path / "bot.db", renderer=renderer, backend=backend)

    async def scenario():
        await table.open()
        try:
            await table.started(users=USERS)
            game = await table.storage.open_game(HERE.channel)
            seats = {s.user: s.seat for s in await table.storage.seats(game.id)}
            [waiting, *_] = await table.awaited_users(USERS)
            replies = await table.service.resign(HERE, waiting, confirm=True)
            assert replies[0].ok, replies[0].text
            people = tuple(u for u in USERS if u != waiting)
            for _ in range(60):
                if any(v["last_move"]["seat"] == seats[waiting.id] for v in renderer.boards[1:]):
                    break
                [user, *_] = await table.awaited_users(people)
                assert (await table.answer_first(user))[0].ok
            drawn = [v for v in renderer.boards[1:] if v["last_move"]["seat"] == seats[waiting.id]]
            assert drawn and drawn[-1]["last_move"]["lines"]
        finally:
            await table.close()
    run(scenario())


def test_each_table_has_an_unguessable_web_address(table):
    """128 random bits per table (issue 33), found again by the address and by nothing else."""
    async def scenario():
        await table.service.create(HERE, ALICE, "nehemiah", {})
        game = await table.storage.open_game(HERE.channel)
        assert len(game.web_key) == 32 and int(game.web_key, 16) >= 0
        assert (await table.storage.game_by_web_key(game.web_key)).id == game.id
        assert await table.storage.game_by_web_key("0" * 32) is None
        await table.service.abandon(HERE, ALICE, confirm=True)
        await table.service.create(HERE, ALICE, "temple", {})
        other = await table.storage.open_game(HERE.channel)
        assert other.web_key != game.web_key
    run(scenario())
