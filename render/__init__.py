"""Board pictures: engine views in, PNG bytes and alt text out.

    render.board(view, language="en", names=...) -> Picture    # the public board
    render.screen(view, language="en", names=...) -> Picture   # one seat's private screen

Both are pure functions of an `engine.view(...)` dict, never of the game state, so a picture cannot
show more than its view holds; `board()` reads only the public fields (it is safe to pass any seat's
view, and engine.view(state, None) is the one to use). `names(seat)` gives the players' display names.
The bot calls these from worker threads: drawing (a few ms, FreeType faces are not thread-safe)
runs under a lock, PNG encoding (most of the time) does not.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Callable

from data.locale import default_name

from . import kit, nehemiah, temple

__all__ = ["Picture", "board", "screen", "games"]


@dataclass
class Picture:
    png: bytes
    alt: str
    width: int
    height: int


_RENDERERS = {
    "nehemiah": (nehemiah.draw_board, nehemiah.draw_screen),
    "temple": (temple.draw_board, temple.draw_screen),
}


def games() -> list[str]:
    return sorted(_RENDERERS)


def _renderer(view: dict, which: int):
    game = view.get("game")
    if game not in _RENDERERS:
        raise ValueError(f"no renderer for game {game!r}")
    return _RENDERERS[game][which]


_DRAWING = threading.Lock()


def _picture(image, alt: str) -> Picture:
    return Picture(png=kit.encode(image), alt=alt, width=image.width, height=image.height)


def board(view: dict, *, language: str = "en", names: Callable[[int], str] = default_name) -> Picture:
    """The public board of a game, from its public view (engine.view(state, None))."""
    draw = _renderer(view, 0)
    with _DRAWING:
        image, alt = draw(view, language, names)
    return _picture(image, alt)


def screen(view: dict, *, language: str = "en", names: Callable[[int], str] = default_name) -> Picture:
    """One seat's private screen, from that seat's view (engine.view(state, seat))."""
    draw = _renderer(view, 1)
    with _DRAWING:
        image, alt = draw(view, language, names)
    return _picture(image, alt)
