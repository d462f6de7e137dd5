"""What a player types for a decision: the numbers they type are the choices they were shown.

A question lists only the options a player can take (the engine also offers disabled ones, with the
reason they are closed, to explain a refusal). `shown_options` is that list, for every front end:
the question's buttons and menu, the console's numbered list and /play's suggestions are made from
it, and `read_typed` turns what was typed (a number, a list of numbers, an amount, or an option id)
into the engine's choice by the same list, so "3" is always the third choice shown.
"""
from __future__ import annotations

import re
from typing import Any

import engine

NUMBER = re.compile(r"[+-]?\d{1,9}")    # longer is never a choice nor an amount: refused as such
SHOWN_TEXT = 40                         # what a refusal repeats of the typed text


class TypedRefusal(Exception):
    """What was typed is not an answer to the question; carries the catalog key and its parameters,
    which say what is expected."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def shown_options(decision: engine.Decision) -> list:
    """The options a player is shown, numbered from 1 in this order: the ones they can take."""
    return [option for option in decision.options if option.disabled is None]


def read_typed(decision: engine.Decision, text: str) -> Any:
    """The engine's choice for `text` typed as an answer to `decision`. A number is the N-th shown
    option, always (some option ids are numbers themselves: Ezra and Nehemiah's tent moves); for an
    amount it is the amount. Any other text that is an option id is taken as it is (the engine
    refuses a closed one with its reason); anything else is refused with what is expected."""
    text = text.strip()
    shown = shown_options(decision)
    if decision.kind == "amount":
        if decision.option(text) is not None:
            return text                       # a named answer beside the amount ("pass")
        if NUMBER.fullmatch(text) and decision.min <= int(text) <= decision.max:
            return int(text)
        if shown:
            raise TypedRefusal("bot-typed-amount-or", min=decision.min, max=decision.max,
                               named=[option.label for option in shown])
        raise TypedRefusal("bot-typed-amount", min=decision.min, max=decision.max)
    if decision.kind == "many":
        return [_one(shown, part, "bot-typed-choices", decision)
                for part in re.split(r"[,\s]+", text) if part]
    return _one(shown, text, "bot-typed-choice", decision)


def _one(shown: list, text: str, refusal: str, decision: engine.Decision) -> str:
    if NUMBER.fullmatch(text):
        number = int(text)
        if 1 <= number <= len(shown):
            return shown[number - 1].id
    elif decision.option(text) is not None:
        return text
    shown_text = text if len(text) <= SHOWN_TEXT else text[:SHOWN_TEXT - 1] + "…"
    raise TypedRefusal("bot-typed-unknown", text=shown_text,
                       expected={"key": refusal, "params": {"count": len(shown)}})
