"""Board pictures: engine views in, PNG bytes and alt text out.

    render.board(view, language="en", names=...) -> Picture    # the public board
    render.screen(view, language="en", names=...) -> Picture   # one seat's private screen
    render.breakdown(game, result, language="en", names=..., colours=...) -> Picture  # final scores by category
    render.animate([render.Frame(view, caption), ...], language="en", names=...) -> Animation  # a GIF replay

Both are pure functions of an `engine.view(...)` dict, never of the game state, so a picture cannot
show more than its view holds; `board()` reads only the public fields (it is safe to pass any seat's
view, and engine.view(state, None) is the one to use). `names(seat)` gives the players' display names.
(The drawing is a pure function of the view; its 256 colours come from a palette kept per kind of
picture, so the bytes of one view may differ by a few colour levels from one process to the next.)
The bot calls these from worker threads: drawing (a few ms, FreeType faces are not thread-safe)
runs under a lock; mapping onto the kept 256-colour palette (render/palette.py) and PNG encoding
(most of the time) do not. `prepare(view, kind)` is everything but the PNG encoding (benchmarks).
`measure(view, kind)` draws without encoding and gives the texts that must read in chat (the header,
the scores): their font sizes and boxes (kit.measuring(); the rule is kit.CHAT_MIN_PX at kit.CHAT_WIDTH).
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Callable

from PIL import Image

from data.locale import default_name

from . import architects, ezra_nehemiah, kit, nehemiah, palette, temple

__all__ = ["Picture", "board", "screen", "games", "prepare", "measure", "breakdown", "Frame", "Animation", "animate",
           "animate_record"]


@dataclass
class Picture:
    png: bytes
    alt: str
    width: int
    height: int


_RENDERERS = {
    "architects": (architects.draw_board, architects.draw_screen),
    "ezra_nehemiah": (ezra_nehemiah.draw_board, ezra_nehemiah.draw_screen),
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
_KINDS = ("board", "screen")


def prepare(view: dict, kind: str = "board", *, language: str = "en",
            names: Callable[[int], str] = default_name, fast: bool = True) -> tuple[Image.Image, str]:
    """A board or screen in its final mode (256 colours), ready for the PNG encoder, and its alt text.
    `fast=False` is the reference path: text rasterised afresh and a fresh colour reduction of this
    picture alone (what every picture cost before the kept palettes; tests and benchmarks compare)."""
    draw = _renderer(view, _KINDS.index(kind))
    with _DRAWING, kit.caching(fast):
        image, alt = draw(view, language, names)
    if fast:
        return palette.reduce(image, palette.key(view, kind)), alt
    return palette.reference(image), alt


def _picture(image: Image.Image, alt: str) -> Picture:
    return Picture(png=kit.png(image), alt=alt, width=image.width, height=image.height)


def board(view: dict, *, language: str = "en", names: Callable[[int], str] = default_name,
          fast: bool = True) -> Picture:
    """The public board of a game, from its public view (engine.view(state, None))."""
    return _picture(*prepare(view, "board", language=language, names=names, fast=fast))


def screen(view: dict, *, language: str = "en", names: Callable[[int], str] = default_name,
           fast: bool = True) -> Picture:
    """One seat's private screen, from that seat's view (engine.view(state, seat))."""
    return _picture(*prepare(view, "screen", language=language, names=names, fast=fast))


def measure(view: dict, kind: str = "board", *, language: str = "en", names: Callable[[int], str] = default_name,
            fast: bool = True) -> kit.Measure:
    """The texts of a board or screen that must read in chat, as drawn (kit.Drawn: role, words, font size,
    box); `.unreadable()` lists those under kit.CHAT_MIN_PX once the picture is shown kit.CHAT_WIDTH px
    wide. Draws the picture (the same pixels as board() / screen()), encodes nothing."""
    draw = _renderer(view, _KINDS.index(kind))
    with _DRAWING, kit.caching(fast), kit.measuring() as measured:
        image, _ = draw(view, language, names)
    measured.width, measured.height = image.size
    return measured


from .replay import Animation, Frame, animate, animate_record  # noqa: E402  (they use the lock and prepare above)
from .scores import breakdown  # noqa: E402
