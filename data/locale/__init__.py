"""Message catalogs (Fluent, one folder per language) and the translator that renders `Msg` data.

    translate(message, "pl", names=lambda seat: ...) -> str

A parameter may be another message (rendered first, in the same language), a player reference
(`{"seat": n}` or engine's Player), a list (rendered items joined by commas) or a number/string.
A key missing in a language falls back to English; `strict=True` raises instead (tests use it).
"""
from __future__ import annotations

from functools import lru_cache
from importlib.resources import files
from typing import Any, Callable

from fluent.runtime import FluentBundle, FluentResource

DEFAULT = "en"


class MissingMessage(KeyError):
    pass


def languages() -> list[str]:
    return list(_languages())


@lru_cache(maxsize=1)
def _languages() -> tuple[str, ...]:
    """The folders with catalogs, looked up once (asked on every message the bot words)."""
    root = files(__name__)
    return tuple(sorted(entry.name for entry in root.iterdir()
                        if entry.is_dir() and any(f.name.endswith(".ftl") for f in entry.iterdir())))


@lru_cache(maxsize=None)
def bundle(language: str) -> FluentBundle:
    folder = files(__name__).joinpath(language)
    if not folder.is_dir():
        raise MissingMessage(f"no catalog for language {language!r}")
    result = FluentBundle([language], use_isolating=False)
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".ftl"):
            result.add_resource(FluentResource(entry.read_text(encoding="utf-8")))
    return result


def has(key: str, language: str = DEFAULT) -> bool:
    return bundle(language).has_message(key)


def _key_params(message: Any) -> tuple[str, dict]:
    if isinstance(message, dict):
        return message["key"], message.get("params") or {}
    return message.key, message.params


def _is_message(value: Any) -> bool:
    return (isinstance(value, dict) and "key" in value) or (
        hasattr(value, "key") and hasattr(value, "params"))


def _seat(value: Any) -> int | None:
    if isinstance(value, dict) and set(value) == {"seat"}:
        return value["seat"]
    if type(value).__name__ == "Player" and hasattr(value, "seat"):
        return value.seat
    return None


def default_name(seat: int) -> str:
    return f"Player {seat + 1}"


def translate(message: Any, language: str = DEFAULT, *,
              names: Callable[[int], str] = default_name, strict: bool = False) -> str:
    """Render a message (Msg, or its JSON form) in `language`."""
    if isinstance(message, str):
        return message
    key, params = _key_params(message)
    for candidate in (language, DEFAULT):
        try:
            catalog = bundle(candidate)
        except MissingMessage:
            continue
        if catalog.has_message(key):
            break
        if strict:
            raise MissingMessage(f"{key} is missing in {candidate}")
    else:
        if strict:
            raise MissingMessage(key)
        return key
    args = {name: _argument(value, language, names, strict) for name, value in params.items()}
    if all(type(value) in _PLAIN for value in args.values()):
        text, errors = _formatted(candidate, key, tuple(sorted(args.items())))
    else:
        text, errors = catalog.format_pattern(catalog.get_message(key).value, args)
    if errors and strict:
        raise MissingMessage(f"{key}: {errors}")
    return text


_PLAIN = (str, int, float)


@lru_cache(maxsize=8192)
def _formatted(language: str, key: str, args: tuple[tuple[str, Any], ...]) -> tuple[str, list]:
    """A message with its arguments already plain values: the same lines come back move after move
    (prompts, options, "waiting for ..."), and Fluent's resolver is most of a move's own time."""
    catalog = bundle(language)
    return catalog.format_pattern(catalog.get_message(key).value, dict(args))


def _argument(value: Any, language: str, names: Callable[[int], str], strict: bool) -> Any:
    seat = _seat(value)
    if seat is not None:
        return names(seat)
    if _is_message(value):
        return translate(value, language, names=names, strict=strict)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_argument(item, language, names, strict)) for item in value)
    if isinstance(value, bool):
        return int(value)
    return value
