"""Checks every picture test makes, whatever the game."""
from __future__ import annotations

import io

from PIL import Image

import render

MAX_PNG = 500 * 1024


def check_png(picture: render.Picture, widths: range, heights: range) -> Image.Image:
    """A valid PNG under the size limit, whose declared size is its real size and within bounds."""
    assert isinstance(picture.png, bytes) and picture.png.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(picture.png) < MAX_PNG, f"{len(picture.png) / 1024:.0f} KB"
    Image.open(io.BytesIO(picture.png)).verify()
    image = Image.open(io.BytesIO(picture.png))
    image.load()
    assert image.size == (picture.width, picture.height)
    assert picture.width in widths and picture.height in heights
    return image
