"""One word for one thing, one order for the scores.

The score parts come in the rulebook's scoring order (data/<game>/scoring.toml) in the scores picture
(render/scores.py: its columns) and on the final board, the replay's last frame (each game's final score
panel); a part a player did not score is "0", never "–". Each game's catalogs name its components one
way per language: Ezra and Nehemiah's silver and bread, the score parts in the messages and in the
pictures' words, the Polish point unit ("pkt" for the Temple, "PZ" for the other games)."""
from __future__ import annotations

import re
from functools import lru_cache

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

import data
import engine
from data.locale import languages, translate
from engine import score_parts
from engine.fuzz import play
from render import architects, ezra_nehemiah, kit, nehemiah, scores, temple

GAMES = [("nehemiah", 4, {"leaders": True}, 5), ("temple", 3, {}, 3), ("architects", 3, {}, 5),
         ("ezra_nehemiah", 3, {}, 5), ("ezra_nehemiah", 1, {}, 5)]
NOTES = {"temple": ("eliminated",)}         # parts that are not points (the round of a stoning)


@pytest.fixture(scope="module")
def finished() -> list:
    return [play(game, players, options, seed, checks=False).final for game, players, options, seed in GAMES]


# --- the order -------------------------------------------------------------------------------------

def test_the_scores_picture_columns_follow_the_scoring_order(finished):
    for state in finished:
        result = engine.result(state)
        had = {part for score in result.scores for part in score.parts}
        expected = [part for part in score_parts.order(state.game) if part in had]
        expected += [part for part in NOTES.get(state.game, ()) if part in had]
        assert scores.categories(state.game, result) == expected, state.game


def test_the_scores_picture_reorders_an_alphabetical_engine_order():
    result = engine.Result(scores=[engine.SeatScore(seat=0, total=32, parts={
        "cards": 2, "gates": 5, "gold": 2, "influence": 23})], ranking=[[0]], winners=[0])
    assert scores.categories("nehemiah", result) == ["influence", "gates", "cards", "gold"]
    _, alt = scores.draw("nehemiah", result, "en")
    assert alt.endswith("(23 from influence, 5 from gates, 2 from cards, 2 from gold).")


def test_the_final_board_lists_the_parts_in_the_scoring_order(finished):
    """The replay's last frame is the final board (render.animate_record): its score panel's parts."""
    assert architects.SCORE_PARTS == score_parts.order("architects")
    assert ezra_nehemiah.SCORE_PARTS == score_parts.order("ezra_nehemiah")
    assert temple.FINAL_PARTS == score_parts.order("temple")
    for state in finished:
        if state.game == "nehemiah":
            shown = list(nehemiah.part_columns(engine.view(state, None)))
            assert shown == score_parts.rank("nehemiah", shown)
            assert set(shown) >= {"influence", "gates", "leaders"}


# --- zero is "0" -----------------------------------------------------------------------------------

def score_texts(game: str, result) -> list[str]:
    with kit.measuring() as measure:
        scores.draw(game, result, "en")
    return [t.text for t in measure.texts if t.role == "score"]


def test_a_part_not_scored_is_0_in_the_scores_picture(finished):
    filled = 0
    for state in finished:
        result = engine.result(state)
        columns = scores.categories(state.game, result)
        for score in result.scores:
            for part in columns:
                text = scores.cell(state.game, score.parts, part)
                if part in NOTES.get(state.game, ()):
                    continue
                assert text != scores.MISSING, (state.game, score.parts, part)
                filled += part not in score.parts
        texts = score_texts(state.game, result)
        notes = sum(1 for score in result.scores for part in NOTES.get(state.game, ())
                    if part in columns and part not in score.parts)
        assert texts.count(scores.MISSING) == notes, state.game
    assert filled, "no finished game had a part missing for a seat: the check proved nothing"


def test_zero_parts_read_0():
    result = engine.Result(scores=[engine.SeatScore(seat=0, total=3, parts={"influence": 3, "gates": 0}),
                                   engine.SeatScore(seat=1, total=2, parts={"gates": 2})],
                           ranking=[[0], [1]], winners=[0])
    assert score_texts("nehemiah", result) == ["3", "0", "3", "0", "2", "2"]


# --- the words -------------------------------------------------------------------------------------

class _Texts(Visitor):
    """The literal text of a message (every variant), without its placeables' variables."""

    def __init__(self) -> None:
        self.found: list[str] = []

    def visit_TextElement(self, node) -> None:
        self.found.append(node.value)


@lru_cache(maxsize=None)
def messages(language: str, file: str) -> dict[str, str]:
    resource = FluentParser().parse(data.path("locale", language, file).read_text(encoding="utf-8"))
    found = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            texts = _Texts()
            texts.visit(entry)
            found[entry.id.name] = " ".join(texts.found)
    return found


def game_messages(game: str, language: str) -> dict[str, str]:
    """A game's own catalogs (messages, hints, guide) and its keys in the shared render and standing."""
    found = {}
    for file in (f"{game}.ftl", f"hints_{game}.ftl", f"guide_{game}.ftl"):
        if data.path("locale", language, file).is_file():
            found.update(messages(language, file))
    for file in ("render.ftl", "standing.ftl"):
        found.update({key: text for key, text in messages(language, file).items() if f"-{game}-" in key})
    return found


# The words a game must not use for a component it names otherwise (rules/ezra_nehemiah.md 0.2: coins
# are silver, bread is food; the reviews' glossaries: EN silver and bread, PL srebrnik and chleb).
NOT_SAID = {
    ("ezra_nehemiah", "en"): r"\b(coins?|food)\b",
    ("ezra_nehemiah", "pl"): r"\b(srebr(o|a|em|u)|żywnoś(ć|ci))\b",
}


@pytest.mark.parametrize("game, language", sorted(NOT_SAID))
def test_ezra_and_nehemiah_says_silver_and_bread(game, language):
    said = {key: text for key, text in game_messages(game, language).items()
            if re.search(NOT_SAID[game, language], text, re.IGNORECASE)}
    assert said == {}


def test_the_words_test_sees_the_pictures_words():
    assert "render-ezra_nehemiah-good-bread" in game_messages("ezra_nehemiah", "en")
    assert "render-breakdown-ezra_nehemiah-walls" in game_messages("ezra_nehemiah", "en")
    assert "standing-temple-player" in game_messages("temple", "pl")


@pytest.mark.parametrize("game", engine.game_ids())
def test_polish_uses_one_point_unit_per_game(game):
    unit, other = ("pkt", "PZ") if game == "temple" else ("PZ", "pkt")
    mixed = {key: text for key, text in game_messages(game, "pl").items()
             if re.search(rf"\b{other}\b", text.replace("pkt Cnót", ""))}   # Architects' virtue points
    assert mixed == {}
    assert any(re.search(rf"\b{unit}\b", text) for text in game_messages(game, "pl").values())


def stems(text: str) -> set[str]:
    """The first 5 letters of each word of 3 letters or more."""
    return {word[:5] for word in re.findall(r"\w+", text.lower()) if len(word) >= 3}


def said_in(label: str, message: str) -> bool:
    words = re.findall(r"\w+", message.lower())
    return all(any(word.startswith(stem) for word in words) for stem in stems(label))


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("game", engine.game_ids())
def test_a_score_part_has_the_same_name_in_the_pictures_and_the_messages(game, language):
    """Each word of a part's short name (the scores picture's heading, the board's label) is a word of
    its message (by its first 5 letters, for the Polish cases): "walls", never "wall cards"."""
    differ = []
    for part in score_parts.order(game):
        message = translate({"key": f"{game}-part-{part}", "params": {"vp": 7}}, language)
        for key in (f"render-breakdown-{game}-{part}", f"render-{game}-part-{part}"):
            label = translate({"key": key, "params": {}}, language)
            if label != key and not said_in(label, message):
                differ.append((key, label, message))
    assert differ == []


def test_the_name_check_tells_walls_from_wall_cards():
    assert said_in("walls", "7 for walls") and said_in("Katedra", "7 PZ za Katedrę")
    assert not said_in("walls", "7 for wall cards") and not said_in("à bâtir", "7 pour les concessions non bâties")
