"""Small shared pieces of the Architects frames: a question asked of one player, option and message
helpers, and card names."""
from __future__ import annotations

from typing import Any, ClassVar

from ..core.decisions import Decision, Option
from ..core.frames import Log, Question
from ..core.messages import Msg

ROWS = "AB"


class Ask(Question, kw_only=True):
    """A question for one (human) player; the player index is the engine seat."""

    player: int


class Actions(Ask, kw_only=True):
    """A question asked once per action of a location's N (the Storehouse, the Guard House): each
    answer is one action; `done` gives up the rest."""

    actions_left: int
    where: ClassVar[str]              # names the question: architects-ask-<where>

    def ask(self, g: Any) -> Decision:
        return Decision("", self.player, Msg(f"architects-ask-{self.where}", {"left": self.actions_left}),
                        options=self.options(g))

    def options(self, g: Any) -> list[Option]:
        raise NotImplementedError

    def act(self, g: Any, choice: str, log: Log) -> None:
        raise NotImplementedError

    def answer(self, g: Any, seat: int, choice: str, log: Log) -> None:
        if choice != "done":
            self.act(g, choice, log)
            self.actions_left -= 1
        if choice == "done" or not self.actions_left:
            g.pop(self)


def opt(option_id: str, key: str, disabled: Msg | None = None, *, hint: Msg | None = None,
        **params: Any) -> Option:
    """An option labelled by `key` with `params`; `hint` says what choosing it does (hints.py)."""
    return Option(option_id, Msg(key, params), disabled, hint)


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
