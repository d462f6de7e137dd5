"""The last move on every board (issue 30, point 1), across the four games: the bot keeps the previous
picture's view as JSON (bot/storage/archive.py pack_view), so a board must draw the same marks from that
form as from the engine's own view; the same view as "before" marks nothing; a move marks something,
and the header says the last move."""
from __future__ import annotations

import io

import msgspec
import pytest
from PIL import Image, ImageChops

import engine
import render
from bot.storage.archive import pack_view, unpack_view
from engine.fuzz import play

TABLES = [("nehemiah", 3, {"leaders": True}), ("temple", 4, None), ("architects", 3, {}), ("ezra_nehemiah", 2, {}),
          ("architects", 1, {}), ("ezra_nehemiah", 1, {})]
LAST = {"seat": 0, "lines": ["Ada takes her turn"]}


def pixels(picture) -> Image.Image:
    return Image.open(io.BytesIO(picture.png)).convert("RGB")


def board(view: dict, **extra) -> Image.Image:
    return pixels(render.board({**view, **extra}, language="en", names=lambda seat: f"P{seat + 1}"))


@pytest.mark.parametrize("game, players, options", TABLES)
def test_a_move_is_marked_from_the_kept_view_as_from_the_engines(game, players, options):
    states = [engine.new_game(game, players, options=options, seed=31)]
    play(game, players, options, 31, checks=False, on_step=states.append)
    # two board pictures in a row, as the table gets them: at the ends of two turns (engine.moment)
    boards = [t for s, t in zip(states, states[1:]) if engine.moment(s) != engine.moment(t)]
    middle = len(boards) // 2
    before, after = engine.view(boards[middle - 1], None), engine.view(boards[middle], None)
    kept = unpack_view(pack_view(before))                       # as the game's row keeps it
    assert kept == msgspec.to_builtins(before)
    plain = board(after, last_move=LAST)
    marked = board(after, before=before, last_move=LAST)
    assert board(after, before=kept, last_move=LAST).tobytes() == marked.tobytes()
    assert ImageChops.difference(plain, marked).getbbox() is not None, "a move marks something"
    same = board(after, before=unpack_view(pack_view(after)), last_move=LAST)
    assert same.tobytes() == plain.tobytes(), "nothing changed: nothing marked"
    alt = render.board({**after, "before": kept, "last_move": LAST}, language="en",
                       names=lambda seat: f"P{seat + 1}").alt
    assert "Last move: Ada takes her turn." in alt
