"""Canonical JSON for states, and fast deep copies."""
from __future__ import annotations

from functools import lru_cache

import msgspec

from . import rules as registry
from .errors import RuleError
from .frames import GameState

_json = msgspec.json.Encoder(order="sorted")
_msgpack = msgspec.msgpack.Encoder()


class _Header(msgspec.Struct):
    game: str


def dumps(state: GameState) -> str:
    return _json.encode(state).decode()


def loads(text: str | bytes) -> GameState:
    try:
        header = msgspec.json.decode(text, type=_Header)
        rules = registry.get(header.game)
        raw = rules.migrate(msgspec.json.decode(text))
        return msgspec.convert(raw, type=rules.state_type)
    except msgspec.ValidationError as error:
        raise RuleError("bad-state", "core-error-bad-state", detail=str(error)) from None
    except msgspec.DecodeError as error:
        raise RuleError("bad-state", "core-error-bad-state", detail=str(error)) from None


@lru_cache(maxsize=None)
def _decoder(state_type: type) -> msgspec.msgpack.Decoder:
    return msgspec.msgpack.Decoder(state_type)


def copy(state: GameState) -> GameState:
    return _decoder(type(state)).decode(_msgpack.encode(state))
