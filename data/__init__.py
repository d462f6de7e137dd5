"""Content: per-game cards, boards and tables, fonts, and the message catalogs."""
from __future__ import annotations

import tomllib
from importlib.resources import files
from importlib.resources.abc import Traversable


def path(*parts: str) -> Traversable:
    return files(__name__).joinpath(*parts)


def read_toml(*parts: str) -> dict:
    with path(*parts).open("rb") as handle:
        return tomllib.load(handle)
