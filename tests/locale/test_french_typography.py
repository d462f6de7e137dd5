"""French typography and glossary of the French catalogs (issue 30, review of the French catalogs,
changes 4-5, 17, 20-21, 29, 32-34, 42 and the Ezra and Nehemiah glossary).

Two views of every French message:
- its source: every text piece of every variant and attribute, so that a variant the dummy values
  below never select is checked too;
- its rendering with player names, game titles and the solo opponents' names ("L’Adversaire",
  "Le Rival"), so that what a placeable brings in is checked in its context.

The rules: typographic apostrophes (’) only; a no-break space (U+00A0, or the narrow U+202F) before
: ; ! ? and », after «, after "n°" and between a number and its unit (PV, D, h, j); the solo
opponents always with their article; the rulebook's terms (piste Autel, Mur, Marché noir).
"""
from __future__ import annotations

import re

import pytest
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

import engine
from bot.discord_bot.limits import COMMAND_NAME_PATTERN
from data.locale import translate
from data.locale.names import automa_name

from .test_catalogs import CATALOGS, M, _messages, _parse
from .test_french_review import GAME, PEOPLE, _game_of, _people, _titles

NO_BREAK = "\u00a0\u202f"
BRAND = "Builders' Table"            # the product's name keeps its own apostrophe
UNITS = r"(?:PV|D|h|j)(?![\w’'-])"

# what a French text must not contain, each with the reason shown when it does
RULES = {
    "straight apostrophe": re.compile(r"'"),
    "plain space before : ; ! ? »": re.compile(r"[ \t\n][:;!?»]"),
    "no space before ; ! ? »": re.compile(r"[^\s" + NO_BREAK + r"«][;!?»]"),
    "plain space after «": re.compile(r"«[ \t\n]"),
    "no space after «": re.compile(r"«[^\s" + NO_BREAK + r"]"),
    "plain space after n°": re.compile(r"n°[ \t\n]"),
    "plain space between a number and its unit": re.compile(r"\d[ \t\n]" + UNITS),
}


def _problems(text: str) -> list[str]:
    text = text.replace(BRAND, "")
    return [f"{rule}: …{text[max(0, m.start() - 25):m.end() + 25]}…"
            for rule, pattern in RULES.items() for m in pattern.finditer(text)]


class _Pieces(Visitor):
    """The text pieces of a message (every variant, value and attributes), and the pieces that
    directly follow a placeable (where "{ $vp } PV" gets its space)."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.after_placeable: list[str] = []

    def visit_Pattern(self, node: ast.Pattern) -> None:
        for before, element in zip([None, *node.elements], node.elements):
            if isinstance(element, ast.TextElement):
                self.texts.append(element.value)
                if isinstance(before, ast.Placeable):
                    self.after_placeable.append(element.value)
        self.generic_visit(node)

    def visit_StringLiteral(self, node: ast.StringLiteral) -> None:
        self.texts.append(node.parse()["value"])


def _sources() -> dict[tuple[str, str], _Pieces]:
    found = {}
    for catalog in CATALOGS:
        for entry in _parse("fr", catalog).body:
            if isinstance(entry, (ast.Message, ast.Term)):
                pieces = _Pieces()
                pieces.visit(entry)
                found[catalog, entry.id.name] = pieces
    return found


SOURCES = _sources()


def _renderings(people_of=_people, numbers=(0, 1, 2, 22)):
    """(catalog, key, text) for every French message rendered with each number for the numeric
    variables and names (people_of(game)) and game titles for the name variables."""
    titles = _titles()
    for catalog in CATALOGS:
        for key, variables in sorted(_messages("fr", catalog).items()):
            if key.startswith("-"):
                continue
            people = people_of(_game_of(key))
            for i, number in enumerate(numbers):
                params = {name: (titles[i % len(titles)] if name in GAME
                                 else people[i % len(people)] if name in PEOPLE else number)
                          for name in variables}
                yield catalog, key, translate(M(key, **params), "fr", strict=True)


def test_the_rules_catch_what_they_are_meant_for():
    assert _problems("Tu gagnes 3 PV : bravo !") == [
        "plain space before : ; ! ? »: …Tu gagnes 3 PV : bravo !…",
        "plain space before : ; ! ? »: …Tu gagnes 3 PV : bravo !…",
        "plain space between a number and its unit: …Tu gagnes 3 PV : bravo !…"]
    assert sorted(p.split(":")[0] for p in _problems("l'or « x » n° 3, 2 j 3 h, 5 D")) == sorted([
        "straight apostrophe", "plain space before ", "plain space after «", "plain space after n°",
        "plain space between a number and its unit", "plain space between a number and its unit",
        "plain space between a number and its unit"])
    assert _problems("l’or\u00a0: «\u00a0x\u00a0» n°\u00a03, 2\u00a0j 3\u00a0h, 5\u00a0D\u00a0!") == []
    assert _problems("Console Builders' Table, 3 pierres, 22-7, p. ex. leaders") == []
    assert sorted(p.split(":")[0] for p in _problems("Victoire! «x»")) == [
        "no space after «", "no space before ; ! ? »", "no space before ; ! ? »"]


def test_every_french_text_piece_follows_the_typography():
    """Every variant of every message, as written in the catalog."""
    failures = []
    for (catalog, key), pieces in SOURCES.items():
        for text in pieces.texts:
            failures += [(catalog, key, problem) for problem in _problems(text)]
        for text in pieces.after_placeable:         # "{ $vp } PV" -> "{ $vp }\u00a0PV"
            if re.match(r"[ \t\n]" + UNITS, text):
                failures.append((catalog, key, f"plain space between a placeable and its unit: {text!r}"))
    assert failures == []


def test_every_french_message_renders_with_the_typography():
    """Every message rendered with names, titles and numbers: what the placeables bring in too."""
    failures = [(catalog, key, problem) for catalog, key, text in _renderings()
                for problem in _problems(text)]
    assert failures == []


# --- the solo opponents: "L’Adversaire", "Le Rival", always with their article -------------------

ARTICLE = r"(?:[Ll]e |[Ll]’|[Dd]u |[Aa]u |[Dd]’|[Qq]u’)"   # before the name (or its **bold**)
LABELS = {"render-ezra_nehemiah-opponent", "render-architects-rival"}   # a name on the picture


def _bare_opponents(text: str) -> list[str]:
    found = []
    for match in re.finditer(r"(?:\*\*)?(?:Adversaire|Rival)\b", text):
        before = text[:match.start()]
        if not re.search(ARTICLE + r"$", before):
            found.append(text[max(0, match.start() - 20):match.end() + 20])
    return found


def test_the_opponent_pattern():
    assert _bare_opponents("Adversaire perd 2 PV.") == ["Adversaire perd 2 PV."]
    assert _bare_opponents("Victoire : Adversaire !") == ["Victoire : Adversaire !"]
    assert _bare_opponents("Le Rival construit ; au tour de l’Adversaire ; contre le **Rival** ;"
                           " Difficulté du Rival ; d’Adversaire") == []


@pytest.mark.parametrize("game, name", [("ezra_nehemiah", "L’Adversaire"), ("architects", "Le Rival")])
def test_the_solo_opponents_are_named_with_their_article(game, name):
    assert automa_name(game, "fr") == name


def _opponents(game: str | None) -> list[str]:
    games = engine.game_ids() if game is None else [game]
    return sorted({automa_name(each, "fr") for each in games})


def test_the_solo_opponents_keep_their_article_in_every_message():
    """Every French message rendered with the solo opponent in every name variable, and every
    message's own words: never "Adversaire perd 2 PV" nor "Victoire : Rival !"."""
    failures = [(catalog, key, bare) for catalog, key, text in _renderings(_opponents, numbers=(1, 2))
                if key not in LABELS for bare in _bare_opponents(text)]
    assert failures == []


# --- the rulebooks' terms (glossary of the French review) --------------------------------------------

def _texts_of(game: str) -> list[tuple[str, str]]:
    return [(key, text) for (catalog, key), pieces in SOURCES.items() if _game_of(key) == game
            for text in pieces.texts]


def test_ezra_nehemiah_names_the_altar_track_piste_autel():
    """The rulebook keeps placing cubes on the altar ("sur l’autel") apart from advancing on the
    track ("sur la piste Autel"): no advance, space or lead "on the altar"."""
    track = re.compile(r"(?:avancées?|case \S+|tête|devant|derrière|atteinte) (?:sur|de) l’autel"
                       r"|(?:sur|de) l’autel (?:et|\+)|autel \+")   # the hints' short form: "Autel +2 cases"
    assert [(key, text) for key, text in _texts_of("ezra_nehemiah") if track.search(text)] == []
    assert translate(M("ezra_nehemiah-fx-altar", n=2), "fr") == "2 avancées sur la piste Autel"


def test_ezra_nehemiah_writes_mur_with_a_capital_like_porte():
    """The game's walls are Murs, like its Portes (the rulebook and the action "Décombres, Murs et
    Portes"); card names (Mur des marchands) already have the capital."""
    lower = re.compile(r"\bmurs?\b")
    assert [(key, text) for key, text in _texts_of("ezra_nehemiah") if lower.search(text)] == []


def test_ezra_nehemiah_planning_cards_have_actions():
    text = translate(M("ezra_nehemiah-ev-opp-row", player="L’Adversaire", row=2, card="PC03",
                       action="x"), "fr", strict=True)
    assert text == "L’Adversaire résout l’action 2 de la carte Planification PC03\u00a0: x."


def test_architects_writes_marche_noir():
    found = [(key, text) for (catalog, key), pieces in SOURCES.items() for text in pieces.texts
             if "Marché Noir" in text or "marché noir" in text]
    assert found == []


# --- the French slash-command names are written with their accents ----------------------------------

@pytest.mark.parametrize("key, name", [("cmd-status", "état"), ("cmd-settings", "réglages"),
                                       ("cmd-rules", "règles"), ("cmd-param-substitute", "remplaçant"),
                                       ("cmd-param-reserve", "réserve")])
def test_french_command_names_have_their_accents(key, name):
    shown = translate(M(key), "fr", strict=True)
    assert shown == name and re.fullmatch(COMMAND_NAME_PATTERN, shown)


def test_the_help_names_the_accented_commands():
    from bot.service import TableService
    helps = " ".join(TableService.help_texts("fr"))
    assert "`/partie état`" in helps and "`/partie réglages`" in helps and "`/règles`" in helps
