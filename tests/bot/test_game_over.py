"""A finished or abandoned game never says anybody is to move: not in /game board, not in /game status,
not in the view given to the picture (issue: no "Waiting for" after the end)."""
from __future__ import annotations

from bot.demo import play_demo
from bot.replies import User
from bot.service import tables

from .conftest import ALICE, BOB, CYD, HERE, Table, run


class RecordingRenderer:
    """Stands in for `render`: keeps the views it was asked to draw."""

    def __init__(self):
        self.boards: list[dict] = []

    def board(self, view, *, language, names):
        self.boards.append(view)
        return type("Picture", (), {"png": b"png", "alt": "alt"})()


def test_an_abandoned_game_shows_nobody_to_move(tmp_path, backend):
    renderer = RecordingRenderer()
    table = Table(tmp_path / "bot.db", renderer=renderer, backend=backend)

    async def scenario():
        await table.open()
        try:
            await table.started(users=(ALICE, BOB, CYD))
            [r] = await table.service.abandon(HERE, ALICE, confirm=True)
            assert r.ok
            for user in (ALICE, BOB):
                [board] = await table.service.board(HERE, user)
                assert "abandoned" in board.text and "Waiting" not in board.text
                assert "play" not in board.buttons
                [status] = await table.service.status(HERE, user)
                assert "abandoned" in status.text
                assert "Waiting" not in status.text and "waited" not in status.text
            view = renderer.boards[-1]
            assert view["abandoned"] is True and view["awaiting"] == []
        finally:
            await table.close()
    run(scenario())


def test_a_finished_game_status_gives_the_result_not_a_turn(table):
    async def scenario():
        await play_demo(table.service, "nehemiah", 2, {}, seed=3, channel=HERE.channel)
        [status] = await table.service.status(HERE, User("demo-1", "Ada"))
        assert "over" in status.text and "Final scores" in status.text
        assert "Waiting" not in status.text and "waited" not in status.text
        [board] = await table.service.board(HERE, User("demo-1", "Ada"))
        assert "Final scores" in board.text and "Waiting" not in board.text
    run(scenario())


def test_tied_players_share_a_place_and_the_next_place_is_skipped():
    from engine.core.decisions import Result, SeatScore, places
    assert places([[2, 0], [1]]) == {2: 1, 0: 1, 1: 3}
    assert places([[0], [1, 2], [3]]) == {0: 1, 1: 2, 2: 2, 3: 4}
    result = Result(scores=[SeatScore(s, 5, {}) for s in range(3)], ranking=[[0, 1, 2]], winners=[0, 1, 2])
    assert result.places() == {0: 1, 1: 1, 2: 1}


def test_final_scores_number_tied_places_as_competition_ranking(table, monkeypatch):
    import engine
    from engine.core.decisions import Result, SeatScore

    async def scenario():
        await play_demo(table.service, "nehemiah", 3, {}, seed=5, channel=HERE.channel)
        tied = Result(scores=[SeatScore(0, 30, {}), SeatScore(1, 30, {}), SeatScore(2, 12, {})],
                      ranking=[[0, 1], [2]], winners=[0, 1])
        monkeypatch.setattr(engine, "result", lambda state: tied)
        [status] = await table.service.status(HERE, User("demo-1", "Ada"))
        places = [line.split(".", 1)[0] for line in status.text.splitlines() if line[:1].isdigit()]
        assert places == ["1", "1", "3"]
    run(scenario())


def test_names_with_nothing_visible_are_shown_as_player_n(table):
    async def scenario():
        ghost = User("u9", "\u200b\u200d\u2060")            # zero-width characters only
        emoji = User("u8", "Zoë\u200b 🎲")
        await table.started(users=(ALICE, ghost, emoji))
        [status] = await table.service.status(HERE, ALICE)
        [board] = await table.service.board(HERE, ALICE)
        for text in (status.text, board.text):
            assert "\u200b" not in text and "\u2060" not in text
        game = await table.storage.open_game(HERE.channel)
        seats = {s.user: s.seat for s in await table.storage.seats(game.id)}
        names = tables.names(await table.storage.seats(game.id), "en")
        assert names(seats["u9"]) == f"Player {seats['u9'] + 1}"
        assert names(seats["u8"]) == "Zoë 🎲"
        assert tables.names(await table.storage.seats(game.id), "pl")(seats["u9"]) == (
            f"Gracz {seats['u9'] + 1}")
    run(scenario())
