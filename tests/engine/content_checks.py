"""Breaking a copy of a game's raw content to prove its loader refuses it (the content tests of
Architects and Ezra and Nehemiah): `raw_copy(C)`, `row(...)`, `refused(C, raw, *messages)` with C a
game's content module (read, build, ContentError)."""
from __future__ import annotations

import copy

import pytest


def raw_copy(content):
    return copy.deepcopy(content.read())


def row(raw, file, key, item_id):
    [found] = [item for item in raw[file][key] if item.get("id") == item_id]
    return found


def refused(content, raw, *messages) -> str:
    """The loader's error for `raw`; every message must be in it."""
    with pytest.raises(content.ContentError) as error:
        content.build(raw)
    for message in messages:
        assert message in str(error.value), str(error.value)
    return str(error.value)
