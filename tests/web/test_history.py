"""The history slider's boards are the boards the channel was shown at those turns: the same public view
(with the same marks of the last move) goes to the same renderer, replayed from the stored actions."""
from __future__ import annotations

import pytest

import render
from tests.bot.conftest import ALICE, BOB, CYD, HERE

from .conftest import close_web, open_web, play_random, start_game


class Recording:
    """The renderer, remembering the view of every board it draws."""

    def __init__(self) -> None:
        self.boards: list[dict] = []

    def board(self, view, *, language, names):
        self.boards.append(view)
        return render.board(view, language=language, names=names)

    def screen(self, view, *, language, names):
        return render.screen(view, language=language, names=names)


@pytest.mark.parametrize("game, users, boards", [
    ("nehemiah", (ALICE, BOB, CYD), 6), ("temple", (ALICE, BOB, CYD), 5),
    ("architects", (ALICE, BOB), 4), ("ezra_nehemiah", (ALICE, BOB), 4)])
async def test_the_history_shows_the_boards_posted_at_each_turn(tmp_path, game, users, boards):
    recording = Recording()
    web = await open_web(tmp_path, renderer=recording)
    try:
        await start_game(web, game, users)
        replies = await play_random(web, users, boards=boards)
        posted = [view for view in recording.boards]
        assert len(posted) == boards + 1 == 1 + sum(1 for r in replies if r.kind == "board" and r.image)
        path = await web.path()
        page = await (await web.client.get(path)).text()
        assert f'max="{boards}"' in page                       # the set-up and every turn's end
        recording.boards.clear()
        for k in range(boards + 1):
            response = await web.client.get(f"{path}/turn/{k}.png")
            assert response.status == 200 and response.content_type == "image/png"
        assert recording.boards == posted
        response = await web.client.get(f"{path}/board.png")   # the board now: the last turn's end
        assert response.status == 200 and len(recording.boards) == boards + 1   # the same picture, kept
    finally:
        await close_web(web)


async def test_the_middle_of_a_turn_and_an_undo(tmp_path):
    """The last frame is the game as it stands, also in the middle of a turn; an undo replays anew."""
    web = await open_web(tmp_path, renderer=Recording())
    try:
        await start_game(web, "nehemiah", (ALICE, BOB, CYD))
        await play_random(web, (ALICE, BOB, CYD), boards=2)
        path = await web.path()
        assert 'max="2"' in await (await web.client.get(path)).text()
        game = await web.game()
        owner = {s.seat: s.user for s in await web.storage.seats(game.id)}[game.awaiting[0]]
        mover = next(user for user in (ALICE, BOB, CYD) if user.id == owner)
        [prompt] = await web.service.prompt(HERE, mover)
        await web.service.play(HERE, mover, prompt.prompt.choices[0].id)
        assert 'max="3"' in await (await web.client.get(path)).text()   # a turn's end, or the turn going on
        assert (await web.client.get(f"{path}/turn/3.png")).status == 200
        [undone, *_] = await web.service.undo(HERE, mover)
        assert undone.ok, undone.text
        assert 'max="2"' in await (await web.client.get(path)).text()
        assert (await web.client.get(f"{path}/turn/3.png")).status == 404
    finally:
        await close_web(web)
