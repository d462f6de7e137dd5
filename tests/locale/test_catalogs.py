"""The Polish and French catalogs mirror the English ones: same files, same keys, same variables,
correct plurals, every message renders, and option labels of real games fit Discord's 100-character
limit."""
from __future__ import annotations

from importlib.resources import files

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

import engine
from data.locale import translate, languages
from engine.fuzz import play

LANGUAGES = tuple(languages())


def _catalog_files(language: str) -> set[str]:
    return {entry.name for entry in files("data.locale").joinpath(language).iterdir()
            if entry.name.endswith(".ftl")}


# every .ftl file of either language; each must exist in both
CATALOGS = tuple(sorted(set().union(*(_catalog_files(language) for language in LANGUAGES))))


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


@pytest.mark.parametrize("language", [language for language in LANGUAGES if language != "en"])
def test_every_language_has_the_same_catalog_files(language):
    assert _catalog_files(language) == _catalog_files("en")
    assert {"core.ftl", "nehemiah.ftl"} <= _catalog_files(language)


def test_english_polish_and_french():
    assert set(LANGUAGES) == {"en", "pl", "fr"}


def _parse(language: str, catalog: str) -> ast.Resource:
    text = files("data.locale").joinpath(language, catalog).read_text(encoding="utf-8")
    return FluentParser().parse(text)


def _messages(language: str, catalog: str) -> dict[str, set[str]]:
    """Message id -> the names of the variables it uses (value and attributes)."""
    found: dict[str, set[str]] = {}
    if catalog not in _catalog_files(language):
        return found
    for entry in _parse(language, catalog).body:
        if isinstance(entry, (ast.Message, ast.Term)):
            prefix = "-" if isinstance(entry, ast.Term) else ""
            visitor = _Variables()
            visitor.visit(entry)
            found[prefix + entry.id.name] = visitor.names
    return found


def M(key: str, **params) -> dict:
    return {"key": key, "params": params}


def pl(key: str, **params) -> str:
    return translate(M(key, **params), "pl", names=lambda seat: ["Ania", "Bartek"][seat],
                     strict=True)


# --- (1) same keys, same variables -------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("catalog", CATALOGS)
def test_catalog_parses_without_errors(language, catalog):
    junk = [entry.content for entry in _parse(language, catalog).body if isinstance(entry, ast.Junk)]
    assert junk == []


@pytest.mark.parametrize("language", [language for language in LANGUAGES if language != "en"])
@pytest.mark.parametrize("catalog", CATALOGS)
def test_a_translation_has_the_same_keys_and_variables_as_english(language, catalog):
    english, translated = _messages("en", catalog), _messages(language, catalog)
    assert sorted(set(english) - set(translated)) == [], f"missing in {language}"
    assert sorted(set(translated) - set(english)) == [], "not in English"
    different = {key: (sorted(english[key]), sorted(translated[key]))
                 for key in english if english[key] != translated[key]}
    assert different == {}


# --- (2) Polish plurals ------------------------------------------------------------------------

TEMPLE = M("nehemiah-board-temple")
WALL = M("nehemiah-board-wall")


@pytest.mark.parametrize("count, expected", [
    (1, "Ania kładzie kostkę na planszy Świątynia."),
    (2, "Ania kładzie 2 kostki na planszy Świątynia."),
    (5, "Ania kładzie 5 kostek na planszy Świątynia."),
    (12, "Ania kładzie 12 kostek na planszy Świątynia."),
    (22, "Ania kładzie 22 kostki na planszy Świątynia."),
    (25, "Ania kładzie 25 kostek na planszy Świątynia."),
    (1.5, "Ania kładzie 1,5 kostki na planszy Świątynia."),
])
def test_cubes_event(count, expected):
    assert pl("nehemiah-ev-cubes", player={"seat": 0}, count=count, board=TEMPLE) == expected


@pytest.mark.parametrize("count, expected", [
    (1, "Brak kostek: z której planszy wziąć kostkę na planszę Mur?"),
    (2, "Brak kostek: z której planszy wziąć 2 kostki na planszę Mur?"),
    (5, "Brak kostek: z której planszy wziąć 5 kostek na planszę Mur?"),
    (12, "Brak kostek: z której planszy wziąć 12 kostek na planszę Mur?"),
    (22, "Brak kostek: z której planszy wziąć 22 kostki na planszę Mur?"),
    (25, "Brak kostek: z której planszy wziąć 25 kostek na planszę Mur?"),
])
def test_cube_source_question(count, expected):
    assert pl("nehemiah-ask-cube-source", count=count, board=WALL) == expected


@pytest.mark.parametrize("turns, expected", [
    (1, "jeszcze jedna tura"),
    (2, "jeszcze 2 tury"),
    (5, "jeszcze 5 tur"),
    (12, "jeszcze 12 tur"),
    (22, "jeszcze 22 tury"),
    (25, "jeszcze 25 tur"),
])
def test_end_triggered(turns, expected):
    assert pl("nehemiah-ev-end-triggered", turns=turns) == (
        f"Skończyły się karty ostatniej rundy: do końca gry {expected}.")


@pytest.mark.parametrize("pairs, expected", [
    (1, "1 parę"), (2, "2 pary"), (5, "5 par"), (12, "12 par"), (22, "22 pary"), (25, "25 par"),
])
def test_pairs(pairs, expected):
    assert pl("nehemiah-ev-pairs", player={"seat": 1}, pairs=pairs, wood=0, gold=pairs,
              vp=2 * pairs) == f"Bartek odkłada {expected} i zdobywa {2 * pairs} PZ."


@pytest.mark.parametrize("columns, expected", [
    (1, "1 kolumna"), (2, "2 kolumny"), (5, "5 kolumn"), (12, "12 kolumn"), (22, "22 kolumny"),
    (25, "25 kolumn"),
])
def test_vp_columns(columns, expected):
    assert pl("nehemiah-ev-vp-columns", player={"seat": 0}, vp=columns, columns=columns) == (
        f"Ania zdobywa {columns} PZ ({expected} z wyczerpanym robotnikiem).")


@pytest.mark.parametrize("workers, wood, gold, expected", [
    (1, 1, 1, "1 robotnik, 1 drewno, 1 złoto"),
    (2, 2, 2, "2 robotników, 2 drewna, 2 złota"),
    (5, 5, 5, "5 robotników, 5 drewna, 5 złota"),
    (0, 0, 0, "0 robotników, 0 drewna, 0 złota"),
    (22, 12, 25, "22 robotników, 12 drewna, 25 złota"),
])
def test_bid(workers, wood, gold, expected):
    assert pl("nehemiah-ev-bid-private", workers=workers, wood=wood, gold=gold) == (
        f"Twoja oferta: {expected}.")


@pytest.mark.parametrize("wood, gold, expected", [
    (1, 0, "1 drewno"), (2, 0, "2 drewna"), (0, 1, "1 złoto"), (0, 3, "3 złota"),
    (2, 1, "2 drewna i 1 złoto"), (1, 5, "1 drewno i 5 złota"),
])
def test_cost(wood, gold, expected):
    assert pl("nehemiah-cost", wood=wood, gold=gold) == expected


@pytest.mark.parametrize("cubes, expected", [
    (1, "Zapłać 1 drewno: 1 kostka na planszy Mur"),
    (2, "Zapłać 1 drewno: 2 kostki na planszy Mur"),
    (5, "Zapłać 1 drewno: 5 kostek na planszy Mur"),
])
def test_influence_option(cubes, expected):
    assert pl("nehemiah-do-influence", cubes=cubes, board=WALL,
              cost=M("nehemiah-cost", wood=1, gold=0)) == expected


def test_gain_and_exchange():
    card = M("nehemiah-card-LUMBER")
    assert pl("nehemiah-ev-gain", player={"seat": 0}, paid=1, card=card, wood=3, gold=0, vp=0,
              cost=M("nehemiah-cost", wood=0, gold=1)) == (
        "Ania płaci 1 złoto i bierze 3 drewna (Skład drewna).")
    assert pl("nehemiah-ev-gain", player={"seat": 1}, paid=0, card=M("nehemiah-card-WOOD1"),
              wood=1, gold=0, vp=0, cost=M("nehemiah-cost", wood=0, gold=0)) == (
        "Bartek bierze 1 drewno (1 drewno).")
    assert pl("nehemiah-do-exchange", cost=M("nehemiah-cost", wood=0, gold=1), wood=3, gold=0) == (
        "Zapłać 1 złoto i weź 3 drewna")
    assert pl("nehemiah-do-take", wood=0, gold=2, vp=0) == "Weź 2 złota"
    assert pl("nehemiah-do-take", wood=1, gold=0, vp=0) == "Weź 1 drewno"
    assert pl("nehemiah-do-take", wood=0, gold=0, vp=1) == "Weź 1 PZ"
    assert pl("nehemiah-ev-income", wood=1, gold=1) == (
        "Wszyscy odbierają odłożonych robotników i dostają 1 drewno i 1 złoto.")


# --- (3) every message renders -----------------------------------------------------------------

DUMMIES = (0, 1, 2, 5, 22, "x", {"seat": 0}, M("nehemiah-board-wall"))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("catalog", CATALOGS)
def test_every_message_renders_strictly(language, catalog):
    """Every message of the catalog, with every variable set to each dummy value in turn, renders
    strictly (no missing variable or message) to a text that is not empty and has no placeholder
    left. (One test per catalog and language, each listing all of its failures.)"""
    messages = {key: variables for key, variables in _messages(language, catalog).items()
                if not key.startswith("-")}
    failures = []
    for key, variables in sorted(messages.items()):
        for dummy in DUMMIES:
            try:
                text = translate(M(key, **{name: dummy for name in variables}), language, strict=True)
            except Exception as error:           # strict: a missing variable or message raises
                failures.append((key, repr(dummy), repr(error)))
                continue
            if not text.strip() or "{" in text or "}" in text:
                failures.append((key, repr(dummy), text))
    assert failures == []
    assert messages or catalog not in _catalog_files(language)


# --- (4) option labels of real games fit Discord -----------------------------------------------

@pytest.mark.parametrize("language", ["pl", "fr"])
@pytest.mark.parametrize("players, seed", [(2, 11), (3, 12), (4, 13), (4, 14)])
def test_translated_option_labels_fit_discord(players, seed, language):
    options = {"leaders": True}
    run = play("nehemiah", players, options, seed, checks=False)
    state, events = engine.new_game_with_events("nehemiah", players, options=options, seed=seed)
    labels = 0
    for seat, choice in [*run.choices, (None, None)]:
        for decision in engine.pending(state):
            assert translate(decision.prompt, language, strict=True)
            for option in decision.options:
                text = translate(option.label, language, strict=True)
                assert 0 < len(text) <= 100, text
                if option.disabled is not None:
                    assert translate(option.disabled, language, strict=True)
                labels += 1
        for event in events:
            assert translate(event.public, language, strict=True)
            if event.private is not None:
                assert translate(event.private, language, strict=True)
        if seat is None:
            break
        state, events = engine.act(state, seat, choice)
    assert labels and state.over


@pytest.mark.parametrize("language", ["pl", "fr"])
def test_translated_option_labels_fit_discord_in_the_worst_case(language):
    """Every option label with its longest possible parameters (default player names)."""
    import itertools

    from engine.nehemiah.content import CONTENT
    where = [M("nehemiah-where", column=5, position=4, card=M(f"nehemiah-card-{kind}"))
             for kind in CONTENT.kinds]
    boards = [M(f"nehemiah-board-{name}") for name in ("wall", "temple", "guard")]
    candidates = {
        "where": where, "first": where, "second": where,
        "owner": [{"seat": 3}], "target": [{"seat": 3}], "to": [{"seat": 3}, M("nehemiah-the-bank")],
        "leader": [M(f"nehemiah-leader-{leader}") for leader in CONTENT.leaders],
        "board": boards,
        "cost": [M("nehemiah-cost", wood=kind.cost.wood, gold=kind.cost.gold)
                 for kind in CONTENT.kinds.values()],
        "cubes": [1, 2], "wood": [0, 1, 2, 3], "gold": [0, 1, 2, 3], "vp": [0, 1],
        "neutral": [0, 1], "exhausted": [0, 1], "column": [5],
    }
    checked = 0
    for key, variables in _messages(language, "nehemiah.ftl").items():
        if not key.startswith(("nehemiah-opt-", "nehemiah-do-")):
            continue
        names = sorted(variables)
        longest = max((translate(M(key, **dict(zip(names, values))), language, strict=True)
                       for values in itertools.product(*(candidates[n] for n in names))),
                      key=len)
        assert len(longest) <= 100, longest
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("hours, expected", [
    (1, "1 godzinę"), (2, "2 godziny"), (5, "5 godzin"), (12, "12 godzin"), (22, "22 godziny"),
    (25, "25 godzin"),
])
def test_reminder_hours(hours, expected):
    assert pl("bot-reminder", players="Ania", game=M("nehemiah-title"), hours=hours) == (
        f"Ania: gra Nehemiasz czeka na ruch już {expected}.")


# --- (5) French plurals: 0 and 1 are singular ------------------------------------------------------

def fr(key: str, **params) -> str:
    return translate(M(key, **params), "fr", names=lambda seat: ["Élodie", "Noël"][seat], strict=True)


@pytest.mark.parametrize("hours, expected", [(0, "0 heure"), (1, "1 heure"), (2, "2 heures"), (22, "22 heures")])
def test_french_hours(hours, expected):
    assert expected in fr("bot-status-waiting", waiting="…", hours=hours)


def test_french_duration_and_clock():
    from bot.seating import duration
    assert "1 jour et 5 heures" in fr("bot-clock-seat-time", player="Élodie", left=duration(3600 * 29))
    assert "moins d’une heure" in fr("bot-clock-seat-time", player="Élodie", left=duration(0))
    assert "2 jours" in fr("bot-clock-seat-time", player="Élodie", left=duration(3600 * 48))
