"""The table's marks on a board (bot/service.py adds them to the public view): the time each awaited
player has left on the move clock ("time_left"), the seats the bot plays ("bot_seats") and the
players on vacation ("away_seats"). Without them a board is byte for byte what it always was; with
them the header shows a clock mark after each awaited name, the panels "bot" / "vacation", the alt
text both; in both languages, within the pictures' usual limits, and in a crowded header too."""
from __future__ import annotations

from data.locale import languages
import pytest
from PIL import ImageChops

import engine
import render
from engine.fuzz import play
from render import architects, ezra_nehemiah, kit, nehemiah, temple

from . import pictures

HOUR, DAY = 3600.0, 86400.0
NAMES = {0: "Zażółć Gęślą", 1: "Jérôme Œuvrè-Çavalière", 2: "Łukasz", 3: "Ann",
         4: "Bartholomew the Builder of Very Long Names", 5: "Ęą"}
LONG = {seat: f"Bartholomew the Builder of Very Long Names {seat}" for seat in range(6)}

# game -> (players, its renderer, the picture's width and height limits of its own tests)
GAMES = {
    "nehemiah": (4, nehemiah, range(1500, 1701), range(400, 2401)),
    "temple": (4, temple, range(temple.W, temple.W + 1), range(500, 2001)),
    "architects": (4, architects, range(architects.W, architects.W + 1), range(500, 2001)),
    "ezra_nehemiah": (4, ezra_nehemiah, range(ezra_nehemiah.W, ezra_nehemiah.W + 1), range(1300, 2101)),
}
# the alt text's words for a time left of 5 h 10 min (rounded up like the bot's messages)
WORDS = {"en": ("Time left:", "6 hours", "The bot plays for", "On vacation:"),
         "pl": ("Pozostały czas:", "6 godzin", "Bot gra za:", "Na urlopie:"),
         "fr": ("Temps restant\u00a0:", "6 heures", "Le bot joue pour", "En vacances\u00a0:")}


def names(seat: int) -> str:
    return NAMES[seat]


def public_view(game: str, players: int, seed: int = 5) -> dict:
    return engine.view(engine.new_game(game, players, seed=seed), None)


def marks_of(view: dict, players: int) -> dict:
    """A clock for every awaited seat (times from under an hour to days), the bot on the first seat
    not awaited, the second one on vacation (or the awaited ones when everybody is awaited)."""
    awaited = kit.awaited(view)
    times = (5 * HOUR + 600, 2 * DAY + 3 * HOUR, 1800.0, 30 * HOUR, 0.0, 99 * DAY)
    idle = [seat for seat in range(players) if seat not in awaited] or awaited
    return {"time_left": {seat: times[i % len(times)] for i, seat in enumerate(awaited)},
            "bot_seats": idle[:1], "away_seats": idle[1:2] or idle[:1]}


def board(view: dict, language: str, who=names) -> render.Picture:
    return render.board(view, language=language, names=who, fast=False)


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("game", GAMES)
def test_without_the_marks_the_board_is_unchanged(game, language):
    players, module, _, _ = GAMES[game]
    view = public_view(game, players)
    plain = board(view, language)
    # empty marks, or a clock for a seat nobody waits for, draw nothing either
    empty = {**view, "time_left": {}, "bot_seats": [], "away_seats": []}
    idle = [seat for seat in range(players) if seat not in kit.awaited(view)]
    stray = {**view, "time_left": {seat: 5 * HOUR for seat in idle}}
    for other in (empty, stray):
        assert board(other, language).png == plain.png
        assert module.draw_board(other, language, names)[1] == plain.alt
    assert module.draw_board(view, language, names)[0].tobytes() == module.draw_board(
        empty, language, names)[0].tobytes()


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("game", GAMES)
def test_the_marks_show_on_the_board_and_in_the_alt_text(game, language):
    players, module, widths, heights = GAMES[game]
    view = public_view(game, players)
    marks = marks_of(view, players)
    plain = board(view, language)
    marked = board({**view, **marks}, language)
    assert marked.png != plain.png
    pictures.check_png(marked, widths, heights)
    assert (marked.width, marked.height) == (plain.width, plain.height)
    time_left, hours, bot, away = WORDS[language]
    assert time_left in marked.alt and time_left not in plain.alt
    assert f"{names(kit.awaited(view)[0])} ({hours})" in marked.alt
    assert f"{bot} {names(marks['bot_seats'][0])}" in marked.alt
    assert f"{away} {names(marks['away_seats'][0])}" in marked.alt
    # the header changed (the clock mark), and so did the panel of the seat the bot plays
    image_plain, _ = module.draw_board(view, language, names)
    image_marked, _ = module.draw_board({**view, **marks}, language, names)
    diff = ImageChops.difference(image_plain, image_marked)
    assert diff.crop((0, 0, image_plain.width, module.HEADER_H)).getbbox() is not None
    assert diff.crop((0, module.HEADER_H, image_plain.width, image_plain.height)).getbbox() is not None


@pytest.mark.parametrize("game", GAMES)
def test_only_the_seats_time_and_status_change_the_alt_text(game):
    players, module, _, _ = GAMES[game]
    view = public_view(game, players)
    awaited = kit.awaited(view)
    alt = module.draw_board({**view, "time_left": {awaited[0]: 10 * DAY}}, "en", names)[1]
    assert f"Time left: {names(awaited[0])} (10 days)." in alt
    assert "bot" not in alt and "vacation" not in alt
    # at the end of a game (and in an abandoned one) there is no clock, bot or vacation to mention
    abandoned = {**view, "abandoned": True, "awaiting": []}
    marked = {**abandoned, "time_left": {awaited[0]: 10 * DAY}, "bot_seats": [0], "away_seats": [1]}
    assert module.draw_board(marked, "en", names)[1] == module.draw_board(abandoned, "en", names)[1]
    assert board(marked, "en").png == board(abandoned, "en").png


@pytest.mark.parametrize("game", ["nehemiah", "temple"])
def test_a_finished_game_shows_no_marks(game):
    states = []
    play(game, 3, None, 21, checks=False, on_step=states.append)
    view = engine.view(states[-1], None)
    assert view["over"]
    marked = {**view, "time_left": {0: HOUR}, "bot_seats": [1], "away_seats": [2]}
    assert board(marked, "pl").png == board(view, "pl").png
    assert board(marked, "pl").alt == board(view, "pl").alt


@pytest.mark.parametrize("language, seconds, short, words", [
    ("en", 0, "<1 h", "less than an hour"),
    ("en", 1800, "<1 h", "less than an hour"),
    ("en", HOUR, "1 h", "1 hour"),
    ("en", 5 * HOUR + 1, "6 h", "6 hours"),
    ("en", DAY, "1 d", "1 day"),
    ("en", 2 * DAY + 3 * HOUR, "2 d 3 h", "2 days 3 hours"),
    ("pl", 1800, "<1 godz.", "mniej niż godzina"),
    ("pl", HOUR, "1 godz.", "1 godzina"),
    ("pl", 3 * HOUR, "3 godz.", "3 godziny"),
    ("pl", 5 * HOUR, "5 godz.", "5 godzin"),
    ("pl", 22 * HOUR, "22 godz.", "22 godziny"),
    ("pl", DAY + 2 * HOUR, "1 dzień 2 godz.", "1 dzień 2 godziny"),
    ("pl", 5 * DAY + HOUR, "5 dni 1 godz.", "5 dni 1 godzina"),
])
def test_time_left_words(language, seconds, short, words):
    parts = kit.days_hours(seconds)
    assert kit.word("render-time-left", language, **parts) == short
    assert kit.word("render-alt-duration", language, **parts) == words


def test_header_marks():
    view = {"time_left": {"0": 30 * HOUR, 1: 1800.0, 2: "bad"}, "bot_seats": [3], "away_seats": [1]}
    marks = kit.header_marks(view, [0, 1, 2, 3], "en")
    assert marks[0] == kit.Mark(time="1 d 6 h", short="1 d", urgency=0)
    assert marks[1] == kit.Mark(time="<1 h", short="<1 h", urgency=2, status="away", word="vacation")
    assert marks[2] is None
    assert marks[3] == kit.Mark(status="bot", word="bot")
    assert kit.header_marks({}, [0, 1], "en") is None
    assert kit.header_marks({"time_left": {}, "bot_seats": [], "away_seats": []}, [0], "en") is None


@pytest.fixture(scope="module")
def temple_six() -> list:
    states = [engine.new_game("temple", 6, seed=706)]
    play("temple", 6, None, 706, checks=False, on_step=states.append)
    return states


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("case", ["different", "same", "statuses"])
def test_the_marks_fit_six_awaited_temple_players(temple_six, monkeypatch, language, case):
    """Six awaited players with long names: the marks shrink, the names give way, and nothing is drawn
    over the header's left part (title, round and phase)."""
    state = next(s for s in temple_six if not s.over and len({d.seat for d in engine.pending(s)}) == 6)
    view = engine.view(state, None)
    awaited = kit.awaited(view)
    assert len(awaited) == 6
    times = [5 * HOUR, 2 * DAY + 3 * HOUR, 1800.0, DAY + 6 * HOUR, 0.0, 99 * DAY]
    marks = {"time_left": {seat: (2 * HOUR if case == "same" else times[seat]) for seat in awaited},
             "bot_seats": [0, 1] if case == "statuses" else [],
             "away_seats": [2, 3, 4] if case != "different" else []}
    lefts = []
    header_status = kit.header_status

    def spy(image, draw, view, x, right, *args):
        lefts.append(x)
        return header_status(image, draw, view, x, right, *args)
    monkeypatch.setattr(kit, "header_status", spy)
    plain, _ = temple.draw_board(view, language, LONG.get)
    marked, alt = temple.draw_board({**view, **marks}, language, LONG.get)
    assert lefts[0] == lefts[1]
    changed = ImageChops.difference(plain, marked).crop((0, 0, temple.W, temple.HEADER_H)).getbbox()
    assert changed is not None and changed[0] >= lefts[0]
    assert WORDS[language][0] in alt
    picture = render.board({**view, **marks}, language=language, names=LONG.get)
    pictures.check_png(picture, range(temple.W, temple.W + 1), range(500, 2001))


@pytest.mark.parametrize("language", languages())
def test_status_marks_fit_crowded_panels(language):
    """Every seat of a 4-player Nehemiah (the narrowest panels) on vacation or played by the bot,
    with long names: the marks fall back to their icons, and the board still draws."""
    view = public_view("nehemiah", 4)
    marks = {"time_left": {seat: 3 * DAY for seat in kit.awaited(view)}, "bot_seats": [0, 2],
             "away_seats": [1, 3]}
    picture = render.board({**view, **marks}, language=language, names=LONG.get)
    pictures.check_png(picture, range(1500, 1701), range(400, 2401))
    assert WORDS[language][2] in picture.alt and WORDS[language][3] in picture.alt
