"""Board pictures of Nehemiah: every state of random games renders; the PNGs are valid, ~1600 px wide
and small; the bundled fonts cover Polish and French; the public board never depends on a seat's
secrets; the alt text says which round it is. (Timing is measured by `python -m bench`.)"""
from __future__ import annotations

import pytest
from PIL import Image, ImageFont

import data
import engine
import render
from engine.core import rules as registry
from engine.core import serial
from engine.fuzz import play
from render import kit, nehemiah

from . import pictures

CONFIGS = [(players, leaders) for players in (2, 3, 4) for leaders in (False, True)]
NAMES = {0: "Zażółć Gęślą", 1: "Jérôme Œuvrè-Çavalière de la Montagne", 2: "Łukasz", 3: "Ann"}


def names(seat: int) -> str:
    return NAMES[seat]


def states_of(players: int, leaders: bool, seed: int) -> list:
    states = [engine.new_game("nehemiah", players, options={"leaders": leaders}, seed=seed)]
    run = play("nehemiah", players, {"leaders": leaders}, seed, checks=False, on_step=states.append)
    assert run.failures == [] and states[-1].over
    return states


@pytest.fixture(scope="module")
def games() -> dict:
    return {(players, leaders): states_of(players, leaders, 500 + 10 * players + leaders)
            for players, leaders in CONFIGS}


def check_png(picture: render.Picture) -> Image.Image:
    return pictures.check_png(picture, range(1500, 1701), range(400, 2401))


# (a) every state of random games, every player count, with and without the leaders variant

FULL = [(4, True), (3, False), (2, True)]   # every state; the other configurations: every 3rd


@pytest.mark.slow
@pytest.mark.parametrize("players, leaders", CONFIGS)
def test_every_state_draws(games, players, leaders):
    """The public board and the screen of each awaited seat (all seats at the end)."""
    states = games[players, leaders]
    for state in states if (players, leaders) in FULL else states[::3] + [states[-1]]:
        view = engine.view(state, None)
        image, alt = nehemiah.draw_board(view, "en", names)
        assert image.width == nehemiah.W and alt
        seats = [d.seat for d in engine.pending(state)] or list(range(players))
        for seat in dict.fromkeys(seats):
            image, alt = nehemiah.draw_screen(engine.view(state, seat), "en", names)
            assert image.width == nehemiah.SCREEN_W and alt


# (b) the public API gives valid, small PNGs about 1600 px wide

@pytest.mark.parametrize("players, leaders", CONFIGS)
def test_pictures_are_valid_small_pngs(games, players, leaders):
    states = games[players, leaders]
    sample = states[:: max(1, len(states) // 12)] + [states[-1]]
    for state in sample:
        check_png(render.board(engine.view(state, None), names=names))
        check_png(render.screen(engine.view(state, state.turn), names=names))


def test_polish_pictures(games):
    state = games[4, True][len(games[4, True]) // 2]
    picture = render.board(engine.view(state, None), language="pl", names=names)
    check_png(picture)
    assert f"runda {state.round}" in picture.alt
    check_png(render.screen(engine.view(state, 1), language="pl", names=names))


def test_unknown_language_falls_back_to_english(games):
    state = games[3, False][5]
    assert render.board(engine.view(state, None), language="xx").png == render.board(
        engine.view(state, None), language="en").png


# (c) the bundled fonts have every Polish and French letter

LETTERS = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ éèêëàâçùûüôîïœÉÈÀÇ"


@pytest.mark.parametrize("bold", [False, True])
def test_bundled_fonts_cover_polish_and_french(bold):
    path = kit.font_path(bold)
    assert data.path("fonts", kit.FONT_FILES[bold]).is_file()
    assert "data" in path and "fonts" in path
    font = ImageFont.truetype(path, 32)
    missing = bytes(font.getmask("\uE000"))   # private use: surely no glyph (.notdef)
    for letter in LETTERS.replace(" ", ""):
        mask = font.getmask(letter)
        assert mask.size[0] > 0 and bytes(mask) != missing, f"no glyph for {letter!r}"


def test_fonts_are_bundled_with_their_licence():
    assert "Bitstream" in data.path("fonts", "LICENSE-DejaVu.txt").read_text(encoding="utf-8")


# (d) the public board cannot show secrets

@pytest.mark.parametrize("players, leaders", [(2, True), (3, True), (4, False)])
def test_board_does_not_depend_on_secrets(games, players, leaders):
    rules = registry.get("nehemiah")
    states = [s for s in games[players, leaders] if not s.over]
    for state in states[:: max(1, len(states) // 5)]:
        public = render.board(engine.view(state, None), names=names).png
        for seat in range(players):
            scrambled = serial.copy(state)
            rules.scramble_secrets(scrambled, seat)
            assert render.board(engine.view(scrambled, None), names=names).png == public
            # even handed a seat's own view, board() draws only the public fields
            assert render.board(engine.view(state, seat), names=names).png == public


def test_sealed_bids_are_not_drawn_on_the_board(games):
    """While bids are being made, the board shows who has bid, never how much."""
    rules = registry.get("nehemiah")
    found = 0
    for state in games[3, True]:
        auction = engine.view(state, None)["leaders"]["auction"]
        if not auction or not auction["bids_in"] or found >= 6:
            continue
        found += 1
        scrambled = serial.copy(state)
        rules.scramble_secrets(scrambled, auction["bids_in"][0])
        assert render.board(engine.view(scrambled, None)).png == render.board(engine.view(state, None)).png
    assert found


def test_screen_shows_the_seat_secrets(games):
    rules = registry.get("nehemiah")
    state = games[3, False][40]
    scrambled = serial.copy(state)
    rules.scramble_secrets(scrambled, 1)
    assert render.screen(engine.view(scrambled, 1)).png != render.screen(engine.view(state, 1)).png
    assert render.screen(engine.view(scrambled, 0)).png == render.screen(engine.view(state, 0)).png
    with pytest.raises(ValueError):
        render.screen(engine.view(state, None))


# (e) alt text

@pytest.mark.parametrize("players, leaders", CONFIGS)
def test_alt_text_mentions_the_round(games, players, leaders):
    states = games[players, leaders]
    for state in states[:: max(1, len(states) // 10)] + [states[-1]]:
        alt = nehemiah.board_alt(engine.view(state, None), "en", names)
        assert alt.strip() and f"round {state.round}" in alt
        if state.over:
            assert "game over" in alt
        else:
            awaited = {d.seat for d in engine.pending(state)}
            shown = kit.shown_names(names, "en")      # as drawn: at most 32 characters
            assert all(shown(seat) in alt for seat in awaited)
        assert f"round {state.round}" in nehemiah.screen_alt(engine.view(state, 0), "en", names)


def test_unknown_game_is_refused():
    with pytest.raises(ValueError):
        render.board({"game": "chess"})
    assert render.games() == ["architects", "ezra_nehemiah", "nehemiah", "temple"]
