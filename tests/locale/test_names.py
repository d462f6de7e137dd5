"""visible_name: player names without invisible characters, "Player N" when nothing is left."""
from __future__ import annotations

import pytest

from data.locale.names import clean, visible_name


@pytest.mark.parametrize("name, shown", [
    ("Ann", "Ann"),
    ("  Ann \t Lee\n", "Ann Lee"),
    ("A\u200bnn\u200c\ufeff", "Ann"),                 # zero-width space, stray non-joiner, BOM
    ("\u202eAnn\u202c", "Ann"),                       # bidi override (spoofing)
    ("An\u00adn", "Ann"),                             # soft hyphen
    ("Ann\x00\x07", "Ann"),                           # control characters
    ("Zażółć Gęślą", "Zażółć Gęślą"),
    ("Z\u0307o\u0301łc\u0301", "Żółć"),               # NFC: combining accents composed
    ("山田太郎", "山田太郎"),
    ("محمد علي", "محمد علي"),
    ("Ann 🎲", "Ann 🎲"),
    ("👨\u200d👩\u200d👧", "👨\u200d👩\u200d👧"),     # an emoji sequence keeps its joiners
    ("❤\ufe0f", "❤\ufe0f"),                           # and a variation selector after its character
    ("\ufe0fAnn", "Ann"),                             # but not a selector with nothing before it
    ("\u200dAnn\u200d", "Ann"),
    ("می\u200cخواهم", "می\u200cخواهم"),               # Persian: a non-joiner between letters
    ("A\u3164B", "AB"),                               # Hangul filler, a favourite "invisible" name
])
def test_visible_name_keeps_what_shows(name, shown):
    assert visible_name(name, 0) == shown


@pytest.mark.parametrize("name", ["", " ", "\u200b", "\u200b\u200d\u2060", "\u3164\u3164", "\u2800",
                                  "\u00ad\ufeff", "\x00\n\t", "\u0301\u0301", "\ufe0f", None])
def test_invisible_names_fall_back_to_player_n(name):
    assert visible_name(name, 2) == "Player 3"
    assert visible_name(name, 0, "pl") == "Gracz 1"
    assert visible_name(name, 4, "xx") == "Player 5"      # unknown language: English


def test_visible_name_is_idempotent():
    for name in ("Ann\u200b", "", "👨\u200d👩", " a  b ", "\u2800x\u2800"):
        once = visible_name(name, 1)
        assert visible_name(once, 1) == once


def test_clean_may_be_empty():
    assert clean("\u200b \u200b") == ""
    assert clean("a\u2800b") == "a\u2800b"           # a blank inside a name stays; only a blank name falls back
