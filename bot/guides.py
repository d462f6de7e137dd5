"""The rules guides (/rules): each game's pages, in order, from data/<game>/guide.toml; the words of
each page are catalog messages guide-<game>-<page>-title and guide-<game>-<page> in every language."""
from __future__ import annotations

from functools import cache

import data
import engine

HOUSE = "house"          # the last page of every guide: where the bot's choices differ from the rulebook


@cache
def pages(game: str) -> tuple[str, ...]:
    """The page ids of a game's guide, in order (the first is its overview, the last "house")."""
    return tuple(data.read_toml(game, "guide.toml")["pages"])


def games() -> list[str]:
    return [game for game in engine.game_ids() if data.path(game, "guide.toml").is_file()]


def title_key(game: str, page: str) -> str:
    return f"guide-{game}-{page}-title"


def text_key(game: str, page: str) -> str:
    return f"guide-{game}-{page}"
