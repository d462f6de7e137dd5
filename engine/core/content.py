"""Decoding a game's content files (data/<game>/*.toml) into its msgspec schema while collecting every
problem, so that one load error lists all of them (each game's `build` then adds its cross-checks)."""
from __future__ import annotations

from typing import Callable

import msgspec

Explain = Callable[[msgspec.ValidationError], str]     # msgspec's message, made clearer by the game


def decode_rows(problems: list[str], raw: dict, name: str, key: str, kind: type, explain: Explain) -> list:
    """The `[[key]]` tables of `name`.toml, each decoded into `kind`; a row that does not decode is
    left out and named (by its id, else its number) in `problems`."""
    rows = (raw.get(name) or {}).get(key)
    if not isinstance(rows, list):
        problems.append(f"{name}.toml: no [[{key}]] tables")
        return []
    decoded = []
    for number, row in enumerate(rows, 1):
        label = row.get("id", f"#{number}") if isinstance(row, dict) else f"#{number}"
        try:
            decoded.append(msgspec.convert(row, kind))
        except msgspec.ValidationError as error:
            problems.append(f"{name}.toml {label}: {explain(error)}")
    return decoded


def decode_table(problems: list[str], raw: dict, name: str, kind: type, explain: Explain):
    """The whole of `name`.toml decoded into `kind` (None, with the problem noted, when it does not)."""
    try:
        return msgspec.convert(raw.get(name), kind)
    except msgspec.ValidationError as error:
        problems.append(f"{name}.toml: {explain(error)}")
        return None
