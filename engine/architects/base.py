"""Small shared pieces of the Architects frames: a question asked of one player, option and message
helpers, and card names."""
from __future__ import annotations

from typing import Any

from ..core.decisions import Option
from ..core.frames import Question
from ..core.messages import Msg

ROWS = "AB"


class Ask(Question, kw_only=True):
    """A question for one (human) player; the player index is the engine seat."""

    player: int


def opt(option_id: str, key: str, disabled: Msg | None = None, **params: Any) -> Option:
    return Option(option_id, Msg(key, params), disabled)


def why(key: str, **params: Any) -> Msg:
    return Msg(key, params)


def building_msg(card: str) -> Msg:
    return Msg(f"architects-building-{card}")


def apprentice_msg(card: str) -> Msg:
    return Msg(f"architects-apprentice-{card}")


def location_msg(location: str) -> Msg:
    return Msg(f"architects-location-{location}")


def slot_id(row: int, column: int) -> str:
    """A display slot: A1..A4 (top row), B1..B4 (bottom row)."""
    return f"{ROWS[row]}{column + 1}"


def parse_slot(option: str) -> tuple[int, int]:
    return ROWS.index(option[0]), int(option[1:]) - 1
