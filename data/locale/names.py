"""Player names as the bot shows them, in pictures and in text messages.

    visible_name("Ann\u200b", 0) -> "Ann"
    visible_name("\u200b\u2800", 2, "pl") -> "Gracz 3"

A display name can hold characters that show nothing: zero-width spaces, bidi controls, soft
hyphens, Hangul fillers, a blank Braille pattern, control characters. `visible_name` removes the
invisible ones (and folds runs of white space into one space); a name with nothing visible left
becomes "Player N" from the catalogs (`name-fallback`). Characters that only make sense attached to
another one are kept where they are attached: a zero-width joiner or non-joiner between two visible
characters (emoji sequences like 👨‍👩‍👧, Persian words), a variation selector or an emoji tag after
a visible character (❤️, 🏴 flags). Whether a font can draw what is left is the pictures' business
(render.kit draws a placeholder for a glyph it lacks).
"""
from __future__ import annotations

from functools import lru_cache

import unicodedata

from . import translate

# Unicode's Default_Ignorable_Code_Point ranges (DerivedCoreProperties.txt): never drawn by themselves.
_IGNORABLE = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160), (0x17B4, 0x17B5),
    (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164),
    (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)
_JOINERS = {0x200C, 0x200D}                        # ZWNJ, ZWJ: kept between two visible characters
_BLANK = {0x2800}                                  # BRAILLE PATTERN BLANK: takes room, shows nothing
_SHOWS_NOTHING = {"Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Mn", "Me"}


def _ignorable(code: int) -> bool:
    return any(lo <= code <= hi for lo, hi in _IGNORABLE)


def _attaches(code: int) -> bool:
    """A variation selector or an emoji tag: kept right after a visible character."""
    return 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF or 0xE0020 <= code <= 0xE007F


def visible_char(ch: str) -> bool:
    """Does this character draw something by itself?"""
    code = ord(ch)
    return not (ch.isspace() or _ignorable(code) or code in _BLANK
                or unicodedata.category(ch) in _SHOWS_NOTHING)


MAX_LENGTH = 32     # Discord's own limit for a display name; a longer one is cut with "…"
MAX_RAW = 4 * MAX_LENGTH    # a longer raw name is cut to this many code points before it is cleaned


def clean(name: str) -> str:
    """`name` without its invisible characters, white space folded; may be empty. Only its first
    MAX_RAW code points are cleaned (cleaning takes time in the length, and a name from a file may be
    megabytes long): a longer name is cut there first, and marked with "…" if anything is left."""
    raw = name or ""
    text = unicodedata.normalize("NFC", raw[:MAX_RAW])
    kept: list[str] = []
    for i, ch in enumerate(text):
        code = ord(ch)
        if ch.isspace():
            if kept and kept[-1] != " ":
                kept.append(" ")
            continue
        category = unicodedata.category(ch)
        if code in _JOINERS:
            after = text[i + 1] if i + 1 < len(text) else ""
            if kept and kept[-1] != " " and after and visible_char(after):
                kept.append(ch)
            continue
        if _attaches(code):
            if kept and kept[-1] != " " and (visible_char(kept[-1]) or _attaches(ord(kept[-1]))):
                kept.append(ch)
            continue
        if category in ("Cc", "Cf", "Cs") or _ignorable(code):
            continue
        kept.append(ch)
    shown = "".join(kept).strip(" ")
    return shown + "…" if shown and len(raw) > MAX_RAW else shown


def bounded(name: str) -> str:
    """A cleaned name of at most MAX_LENGTH characters: a longer one is cut, never inside a cluster
    (a joiner, mark or selector is not left dangling at the end), and marked with "…"."""
    if len(name) <= MAX_LENGTH:
        return name
    cut = name[:MAX_LENGTH - 1]
    while cut and not visible_char(cut[-1]):
        cut = cut[:-1]
    return cut.rstrip() + "…"


def visible_name(name: str, seat: int, language: str = "en") -> str:
    """The name to show for `seat`: `name` without invisible characters and at most MAX_LENGTH
    characters long, or "Player N" (seat + 1, from the catalogs) when nothing visible is left."""
    if isinstance(name, str) and len(name) > MAX_RAW:
        name = name[:MAX_RAW + 1]          # what `clean` looks at (and that it was cut): a small cache key
    return _visible_name(name, seat, language)


@lru_cache(maxsize=4096)     # asked for every seat of every message; names change rarely
def _visible_name(name: str, seat: int, language: str) -> str:
    shown = bounded(clean(name if isinstance(name, str) else ""))
    if any(visible_char(ch) for ch in shown):
        return shown
    return translate({"key": "name-fallback", "params": {"number": seat + 1}}, language)


def automa_name(game: str | None, language: str = "en") -> str:
    """The name of a game's automated opponent (a seat no person holds): the game's own word
    (`<game>-automa`, e.g. the Architects' Rival) or the generic one (`name-automa`)."""
    from . import has
    key = f"{game}-automa" if game and has(f"{game}-automa", language) else "name-automa"
    return translate({"key": key, "params": {}}, language)
