"""Choosing the reader's language and rendering messages for the service."""
from __future__ import annotations

from typing import Any, Callable

from data.locale import DEFAULT, languages, translate

Names = Callable[[int], str]


def catalog_language(locale: str | None) -> str | None:
    """Map a client locale ("pl", "en-US", "fr") to a language with a catalog, if any."""
    if not locale:
        return None
    base = locale.replace("_", "-").split("-")[0].lower()
    return base if base in languages() else None


def pick_language(*candidates: str | None) -> str:
    for candidate in candidates:
        language = catalog_language(candidate)
        if language:
            return language
    return DEFAULT


def say(key: str, language: str, names: Names | None = None, /, **params: Any) -> str:
    return translate({"key": key, "params": params}, language,
                     names=names or (lambda seat: f"#{seat + 1}"))


def render(message: Any, language: str, names: Names) -> str:
    return translate(message, language, names=names)
