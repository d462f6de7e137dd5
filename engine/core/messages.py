"""Messages are data: a catalog key plus parameters, rendered later in the reader's language."""
from __future__ import annotations

from typing import Any

import msgspec


class Msg(msgspec.Struct, omit_defaults=True):
    """A user-facing text: `key` names a catalog entry, `params` fill it in.

    A parameter may be a number, a string, another Msg (rendered first) or a Player.
    """

    key: str
    params: dict[str, Any] = {}


class Player(msgspec.Struct):
    """A reference to a seat inside a message; the front end substitutes the player's name."""

    seat: int


def msg(key: str, **params: Any) -> Msg:
    return Msg(key, params)
