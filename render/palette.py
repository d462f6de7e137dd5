"""256 colours for a picture without a colour reduction per picture.

    key(view, kind) -> tuple       what decides a picture's colours
    reduce(image, key) -> Image    the picture in palette mode ("P"), with the palette kept for `key`
    reference(image) -> Image      the old way: a fresh fast-octree reduction of this picture alone

The pictures are flat colours with anti-aliased edges, and the pictures of one table are alike (the
same background, player colours, cards and icons), so a palette built once for a kind of picture
fits the next ones: mapping onto a known palette costs ~2.5 ms for 1600 x 1300 px where a fresh
reduction costs 10-20 ms. A picture can bring colours its palette never saw (a card of a new tier,
a greyed-out city, a banner): a sparse grid of its pixels is compared with the mapped picture, and
when too many points are visibly off the palette is rebuilt from this picture (a few times a game).
"Too many" is relative to the palette's own picture: a picture with more blended colours than 256
(Ezra and Nehemiah's 1600 x 1930 board has 30-50 points off even on its own palette) keeps its
palette as long as the next pictures fit it about as well as the first did.
"""
from __future__ import annotations

import threading
from collections import OrderedDict

from PIL import Image, ImageChops

GRID = 8            # the check reads every 8th pixel of every 8th row: any flat area of 8 x 8 px or more
OFF = 16            # a grid point is off when one of its channels is more than this from the drawing
TOLERATED = 20      # off points a palette may have beyond those of its own picture (anti-aliased edges) ...
TOLERATED_SHARE = 0.001     # ... or this share of the grid's points, if more (large pictures)
KEPT = 64           # palettes kept (kinds of picture: game, board or screen, player colours, over)

_palettes: OrderedDict[tuple, tuple[Image.Image, int]] = OrderedDict()    # key: (palette, off points allowed)
_lock = threading.Lock()        # pictures are encoded in worker threads, outside the drawing lock
built = 0                       # palettes built so far (benchmarks report it)


def key(view: dict, kind: str) -> tuple:
    """What decides the colours of a picture: the game, board or screen (and whose), the player
    colours, and whether the game is over (the final scores). Only fields the board shows, so a
    seat's view and the public view of a board get the same palette and the same bytes."""
    colours = tuple(p.get("colour") for p in view.get("players") or [])
    me = view.get("me") if kind == "screen" else None
    return view.get("game"), kind, colours, me, bool(view.get("over"))


def reference(image: Image.Image) -> Image.Image:
    """A fresh reduction of this picture alone (fast octree, no dithering): the old path."""
    return _octree(image)


def reduce(image: Image.Image, key: tuple) -> Image.Image:
    """`image` (RGB) in palette mode, mapped onto the palette kept for `key`; a missing palette, or
    one the picture does not fit, is (re)built from this picture."""
    kept = _get(key)
    if kept is not None:
        palette, allowed = kept
        reduced = _apply(image, palette)
        if _off(image, reduced) <= allowed:
            return reduced
    palette = _palette_of(_octree(_sample(image)))
    # mapped like the next pictures will be, so the same drawing always gives the same bytes
    reduced = _apply(image, palette)
    _put(key, palette, _off(image, reduced) + max(TOLERATED, round(_grid_points(image) * TOLERATED_SHARE)))
    return reduced


def _octree(image: Image.Image) -> Image.Image:
    return image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def _sample(image: Image.Image) -> Image.Image:
    """Every other pixel of every other row: the same colours in the same shares (no new blends, as
    resampling would make), for a quarter of the reduction's time."""
    return image.resize((max(1, image.width // 2), max(1, image.height // 2)), Image.Resampling.NEAREST)


def _apply(image: Image.Image, palette: Image.Image) -> Image.Image:
    # each pixel to its nearest palette colour (Pillow's cached lookup, no dithering)
    return image.quantize(palette=palette, dither=Image.Dither.NONE)


def _grid_size(image: Image.Image) -> tuple[int, int]:
    return max(1, image.width // GRID), max(1, image.height // GRID)


def _grid_points(image: Image.Image) -> int:
    width, height = _grid_size(image)
    return width * height


def _off(image: Image.Image, reduced: Image.Image) -> int:
    """How many points of the sparse grid are more than OFF from the drawing."""
    size = _grid_size(image)
    drawn = image.resize(size, Image.Resampling.NEAREST)
    shown = reduced.resize(size, Image.Resampling.NEAREST).convert("RGB")
    r, g, b = ImageChops.difference(drawn, shown).split()
    worst = ImageChops.lighter(ImageChops.lighter(r, g), b)      # each point's channel furthest off
    return sum(worst.histogram()[OFF + 1:])


def _get(key: tuple) -> tuple[Image.Image, int] | None:
    with _lock:
        kept = _palettes.get(key)
        if kept is not None:
            _palettes.move_to_end(key)
        return kept


def _palette_of(reduced: Image.Image) -> Image.Image:
    palette = Image.new("P", (1, 1))            # keep the palette, not the picture
    palette.putpalette(reduced.getpalette())
    return palette


def _put(key: tuple, palette: Image.Image, allowed: int) -> None:
    global built
    with _lock:
        built += 1
        _palettes[key] = (palette, allowed)
        _palettes.move_to_end(key)
        while len(_palettes) > KEPT:
            _palettes.popitem(last=False)


def clear() -> None:
    """Forget every palette (tests)."""
    with _lock:
        _palettes.clear()
