"""The one exception a refused choice raises."""
from __future__ import annotations

from .messages import Msg, msg


class RuleError(Exception):
    """A choice the rules do not allow. `message` is what the player is told."""

    def __init__(self, code: str, message: Msg | str, **params):
        if isinstance(message, str):
            message = msg(message, **params)
        super().__init__(f"{code}: {message.key} {message.params}")
        self.code = code
        self.message = message
