"""The French catalog's grammar around names (issue 30, review of the French catalogs).

A player name, a solo opponent ("L'Adversaire", "Le Rival") or a game title ("Le Temple",
"Esdras et Néhémie", "Architectes du Royaume de l'Ouest") put after "de", "à" or "que" needs an
elision or a contraction ("d'Ada", "du Temple", "à l'Adversaire") that Fluent cannot make from a
plain variable. Every French message is rendered with such names, and none may read
"de Le", "de Les", "à Le", "de Ada", "que Élodie"...
"""
from __future__ import annotations

import re

import engine
from data.locale import translate
from data.locale.names import automa_name

from .test_catalogs import CATALOGS, M, _messages

# the variables that hold a player's name (or a list of names), and the one that holds a game title
PEOPLE = {"player", "players", "owner", "target", "winners", "winner", "substitute", "rescuer",
          "debtor", "creditor", "to", "active", "host", "bidder", "bidders", "hands", "name",
          "user", "others", "waiting", "removed", "payees", "keeper"}
GAME = {"game"}

VOWEL = "AEÉÈÊIÎOÔUYaeéèêiîoôuy"
WRONG = re.compile(
    r"\b(?:de|à|que) (?:Le|Les|L['’])\b"             # de Le Temple, à Le Rival, de L'Adversaire
    r"|\b(?:de|que) [" + VOWEL + r"]"                  # de Ada, que Élodie: d'Ada, qu'Élodie
    r"|\bdu (?:Le|Les)\b")


def _titles() -> list[str]:
    return [translate(engine.meta(game).title, "fr") for game in engine.game_ids()]


def _game_of(key: str) -> str | None:
    """The game a message belongs to (by its id), or None for the shared messages."""
    for game in engine.game_ids():
        for prefix in ("", "render-", "hints-", "guide-", "standing-"):
            if key.startswith(f"{prefix}{game}-"):
                return game
    return None


def _people(game: str | None = None) -> list[str]:
    """Player names starting with a vowel or not, and the solo opponent of `game` (of every game
    for the shared messages), whose French name has an article."""
    games = engine.game_ids() if game is None else [game]
    automata = {automa_name(each, "fr") for each in games}
    return ["Ada", "Élodie", "Olivier", "Ugo", "Isaac", "Yves", "Boaz", *sorted(automata)]


def _wrong(text: str) -> list[str]:
    return [match.group(0) for match in WRONG.finditer(text)]


def test_the_pattern_catches_the_errors_it_is_meant_for():
    assert _wrong("Toute la partie de Le Temple") == ["de Le"]
    assert _wrong("les ouvriers de Ada") == ["de A"]
    assert _wrong("victoire partagée de Élodie") == ["de É"]
    assert _wrong("à L'Adversaire de jouer") == ["à L'"]
    assert _wrong("Ada prend la place laissée par Le Rival, d'Ada, du Temple") == []


def test_the_names_include_articles_and_vowels():
    titles, people = _titles(), _people()
    assert "Le Temple" in titles
    assert any(title[0] in VOWEL for title in titles)
    assert {"L'Adversaire", "Le Rival"} <= set(people) or any(
        name.startswith(("L'", "L’", "Le ")) for name in people)


def test_no_name_or_title_after_de_or_a_without_elision():
    titles = _titles()
    failures = []
    for catalog in CATALOGS:
        for key, variables in sorted(_messages("fr", catalog).items()):
            if key.startswith("-") or not variables & (PEOPLE | GAME):
                continue
            people = _people(_game_of(key))
            for i in range(max(len(titles), len(people))):
                params = {name: (titles[i % len(titles)] if name in GAME
                                 else people[i % len(people)] if name in PEOPLE else 2)
                          for name in variables}
                text = translate(M(key, **params), "fr", strict=True)
                if _wrong(text):
                    failures.append((catalog, key, text))
    assert failures == []
