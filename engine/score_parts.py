"""Each game's final score categories in its rulebook's scoring order (data/<game>/scoring.toml).

    order(game) -> tuple[str, ...]               # the categories, in the rulebook's order
    ordered(game, parts) -> [(part, vp), ...]     # a score's parts in that order, then any other part
    columns(game, scores) -> [part, ...]          # the parts of any of the scores, in that order

Every list of a game's score parts goes through these, so that each player's parts come in the same
order everywhere: the final message, the scores picture, the replay. A part the file does not list is
not a score (the Temple's "eliminated": the round of a stoning): it comes after the listed ones.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Mapping

import msgspec

import data


class ScoringOrder(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    parts: list[str]


@lru_cache(maxsize=None)
def order(game: str) -> tuple[str, ...]:
    """The game's score categories in the rulebook's scoring order. Raises ValueError when the file
    is malformed (not a list of distinct names)."""
    raw = data.read_toml(game, "scoring.toml")
    try:
        parts = msgspec.convert(raw, ScoringOrder).parts
    except msgspec.ValidationError as error:
        raise ValueError(f"{game}/scoring.toml: {error}") from None
    if len(set(parts)) != len(parts) or not all(parts):
        raise ValueError(f"{game}/scoring.toml: the parts must be distinct names")
    return tuple(parts)


def is_score(game: str, part: str) -> bool:
    """Whether a part is points (listed in the scoring order), not a note such as "eliminated"."""
    return part in order(game)


def rank(game: str, names: Iterable[str]) -> list[str]:
    """`names` (distinct) in the game's scoring order, then the others in their own order."""
    names = list(dict.fromkeys(names))
    known = order(game)
    return [part for part in known if part in names] + [part for part in names if part not in known]


def ordered(game: str, parts: Mapping[str, int]) -> list[tuple[str, int]]:
    """A score's parts, (part, value), in the game's scoring order, then any part not in it."""
    return [(part, parts[part]) for part in rank(game, parts)]


def columns(game: str, scores: Iterable[Mapping[str, int]]) -> list[str]:
    """Every part any of the scores has, in the game's scoring order, then the others as they first
    appear: one list for all the players, so that each is shown the same columns."""
    return rank(game, (part for parts in scores for part in parts))
