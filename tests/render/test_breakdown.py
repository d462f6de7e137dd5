"""The final scores by category (render.breakdown, render/scores.py): a table picture for every game at its
largest table, in every language, with long names and ties; its alt text names every seat; every text
reads in chat (kit.CHAT_MIN_PX when the picture is shown kit.CHAT_WIDTH px wide) and none overlaps
another."""
from __future__ import annotations

import itertools

import pytest

import engine
import render
from data.locale import languages
from engine.agents import random_agent
from render import architects, ezra_nehemiah, kit, scores

from . import pictures

# the largest table of every game, and the solo games with an automated opponent (seats past the people)
TABLES = {"nehemiah": 4, "temple": 6, "architects": 5, "ezra_nehemiah": 4}
SOLO = {"architects": 1, "ezra_nehemiah": 1}
# 32 characters (Discord's longest display name), Polish and French letters
LONG = {0: "Zażółć gęślą jaźń Łukaszewiczówn", 1: "Jérôme Œuvrè-Çavalière de l’Étan",
        2: "Bartholomew the Builder of Walls", 3: "Żaneta Świętochowska-Pięćdziesią",
        4: "François-Xavier Dûrand-Bœuf Ëçàî", 5: "Grzegorz Brzęczyszczykiewicz Ółk"}


def finished(game: str, players: int, seed: int):
    state = engine.new_game(game, players, seed=seed)
    agent = random_agent(game, seed)
    while pending := engine.pending(state):
        decision = pending[0]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
    return state


@pytest.fixture(scope="module")
def games() -> dict:
    out = {}
    for i, (game, players) in enumerate(itertools.chain(
            TABLES.items(), ((f"{game}-solo", n) for game, n in SOLO.items()))):
        state = finished(game.removesuffix("-solo"), players, 700 + i)
        colours = [p.get("colour") for p in engine.view(state, None)["players"]]
        out[game] = (state.game, engine.result(state), colours)
    return out


def measured(game: str, result, language: str, names, colours=None):
    with kit.measuring() as measure:
        image, alt = scores.draw(game, result, language, names, colours)
    return image, alt, measure.texts


def overlapping(texts: list[kit.Drawn]) -> list[tuple[kit.Drawn, kit.Drawn]]:
    def meets(a, b) -> bool:
        return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
    return [(a, b) for a, b in itertools.combinations(texts, 2) if meets(a.box, b.box)]


def test_the_picture_reads_in_chat():
    assert scores.WIDTH == 1000
    assert kit.chat_px(scores.MIN_PX, scores.WIDTH) >= kit.CHAT_MIN_PX
    for size in (scores.TITLE_PX, scores.HEAD_PX, scores.NAME_PX, scores.NUMBER_PX, scores.TOTAL_PX,
                 scores.MEDAL_PX):
        assert size >= scores.MIN_PX


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("table", [*TABLES, *(f"{game}-solo" for game in SOLO)])
@pytest.mark.parametrize("names", ["long", "plain"])
def test_every_game_every_language(games, table, language, names):
    game, result, colours = games[table]
    given = LONG.get if names == "long" else engine_default
    shown = kit.shown_names(given, language)
    seats = [score.seat for score in result.scores]

    picture = render.breakdown(game, result, language=language, names=given, colours=colours)
    pictures.check_png(picture, range(scores.WIDTH, scores.WIDTH + 1), range(300, 1100))

    # alt text: the game, the winners, then one line per seat in ranking order, each with its place
    lines = picture.alt.split("\n")
    assert kit.msg(f"{game}-title", language) in lines[0]
    assert len(lines) == 2 + len(seats)
    places = result.places()
    order = [seat for group in result.ranking for seat in group]
    for line, seat in zip(lines[2:], order):
        assert line.startswith(f"{places[seat]}. {shown(seat)}")
    for seat in seats:
        assert shown(seat) in picture.alt
    for winner in result.winners:
        assert shown(winner) in lines[1]
    assert "{" not in picture.alt and "render-" not in picture.alt and f"{game}-part" not in picture.alt

    # every text reads in chat, stays in the picture and clears the others
    image, alt, texts = measured(game, result, language, given, colours)
    assert alt == picture.alt and image.size == (picture.width, picture.height)
    assert [t for t in texts if t.chat_px(image.width) < kit.CHAT_MIN_PX] == []
    assert {t.role for t in texts} <= set(scores.ROLES)
    for t in texts:
        x0, y0, x1, y1 = t.box
        assert 0 <= x0 and x1 <= image.width and 0 <= y0 and y1 <= image.height, t
    assert overlapping(texts) == []

    # a name per seat (cut with "…" when long), a place per seat, a number per category and seat and a total
    who = [t.text for t in texts if t.role == "who"]
    assert len(who) == len(seats)
    for seat in seats:
        assert any(shown(seat).startswith(text.removesuffix("…")) for text in who), shown(seat)
    assert len([t for t in texts if t.role == "place"]) == len(seats)
    parts = scores.categories(game, result)
    assert len([t for t in texts if t.role == "score"]) == len(seats) * (len(parts) + 1)
    headings = [t for t in texts if t.role == "heading"]
    assert len(headings) >= len(parts) + 1
    assert not any(t.text.endswith("…") for t in headings), "a heading was cut"


def engine_default(seat: int) -> str:
    return f"Player {seat + 1}"


def result_of(totals: list[int], ranking: list[list[int]], parts: list[dict] | None = None) -> engine.Result:
    parts = parts or [{"influence": total - 2, "gates": 2} for total in totals]
    return engine.Result(scores=[engine.SeatScore(seat=i, total=t, parts=p) for i, (t, p) in
                                 enumerate(zip(totals, parts))],
                         ranking=ranking, winners=list(ranking[0]))


def test_a_tie_shares_a_place_and_both_winners_are_highlighted():
    result = result_of([20, 14, 20, 9], [[0, 2], [1], [3]])
    image, alt, texts = measured("nehemiah", result, "en", LONG.get, ["red", "blue", "green", "yellow"])
    lines = alt.split("\n")
    assert lines[1].startswith("Winners: ") and LONG[0] in lines[1] and LONG[2] in lines[1]
    assert [line.split(".")[0] for line in lines[2:]] == ["1", "1", "3", "4"]
    assert [t.text for t in texts if t.role == "place"] == ["1", "1", "3", "4"]
    # each row's fill beside its name: highlighted for the winners only
    names = [t for t in texts if t.role == "who"]
    fills = [image.getpixel((scores.M + scores.PLACE_W - 4, (t.box[1] + t.box[3]) // 2)) for t in names]
    assert fills == [scores.WINNER_FILL, scores.WINNER_FILL, kit.PAPER, kit.PAPER]


def test_columns_follow_the_scoring_order_and_a_score_not_scored_is_0():
    result = result_of([5, 7, 0], [[1], [0], [2]],
                       [{"unbuilt": -1, "built": 6}, {"c": 5, "built": 2, "holy": 0}, {"eliminated": 3}])
    # the Temple's scoring order (data/temple/scoring.toml), then what is not a score, as it first appears
    assert scores.categories("temple", result) == ["built", "holy", "unbuilt", "c", "eliminated"]
    image, alt, texts = measured("temple", result, "en", engine_default)
    numbers = [t.text for t in texts if t.role == "score"]
    # ranking order: seat 1, seat 0, seat 2; a score a seat has not is "0", a note it has not "–"
    assert numbers == ["2", "0", "0", "5", "–", "7",
                       "6", "0", "−1", "–", "–", "5",
                       "0", "0", "0", "–", "3", "0"]
    assert "Stoned in round" in " ".join(t.text for t in texts if t.role == "heading")
    # an unknown part: its name as a heading, and as words in the alt text, after the scores
    assert scores.heading("temple", "c", "en") == "C"
    assert "(2 for built elements, C 5)" in alt and "(stoned in round 3)" in alt
    assert "(6 for built elements, -1 for unbuilt concessions)" in alt


def test_negative_scores_and_no_parts():
    result = result_of([-12, 0], [[1], [0]], [{"unbuilt": -12}, {}])
    assert scores.number(-12) == "−12" and scores.number(0) == "0"
    image, alt, texts = measured("temple", result, "pl", engine_default)
    assert "−12" in [t.text for t in texts if t.role == "score"]
    assert alt.split("\n")[2:] == ["1. Player 2: 0 punktów.",
                                   "2. Player 1: -12 punktów (-12 za niewybudowane koncesje)."]


def test_seat_colours():
    assert scores.seat_look("architects", 4, ["yellow", "red", "blue", "green", "black"]).colour == \
        architects.COLOUR_RGB["black"]
    assert scores.seat_look("ezra_nehemiah", 0, ["turquoise"]).colour == ezra_nehemiah.PLAYER_RGB["turquoise"]
    assert scores.seat_look("temple", 2, ["red", "blue", "green"]).colour == kit.PLAYER_RGB["green"]
    # past the list (a solo game's automated opponent), or no colours at all: a colour by seat number
    assert scores.seat_look("ezra_nehemiah", 1, ["turquoise"]) == kit.Seat.of(1, None)
    assert scores.seat_look("nehemiah", 3, None) == kit.Seat.of(3, None)
    look = scores.seat_look("temple", 5, None)
    assert (look.letter, look.shape) == ("F", "hexagon")


def test_every_heading_has_its_words_in_every_language(games):
    for table, (game, result, _) in games.items():
        for part in scores.categories(game, result):
            for language in languages():
                assert kit.word(f"render-breakdown-{game}-{part}", language) != f"render-breakdown-{game}-{part}"
