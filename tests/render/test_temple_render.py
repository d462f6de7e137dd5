"""Pictures of The Temple: sampled states of random games for 3-6 players render in English and
Polish; the PNGs are valid, 1600 px wide and small; the public board depends only on the public view
(a seat's sealed market declaration never changes it); a seat's screen shows its own declaration; the
alt text says which round it is. (Timing is measured by `python -m bench`, not here.)"""
from __future__ import annotations

from data.locale import languages
import pytest
from PIL import Image

import engine
import render
from engine.core import rules as registry
from engine.core import serial
from engine.fuzz import play
from render import kit, temple

from . import pictures

PLAYERS = (3, 4, 5, 6)
EVERY = 25                      # sample every 25th state of a game
NAMES = {0: "Zażółć Gęślą", 1: "Jérôme Œuvrè-Çavalière de la Montagne", 2: "Łukasz", 3: "Ann",
         4: "Bartholomew the Builder of Very Long Names", 5: "Ęą"}


def names(seat: int) -> str:
    return NAMES[seat]


def states_of(players: int, seed: int) -> list:
    states = [engine.new_game("temple", players, seed=seed)]
    run = play("temple", players, None, seed, checks=False, on_step=states.append)
    assert run.failures == [] and states[-1].over
    return states


@pytest.fixture(scope="module")
def games() -> dict:
    return {players: states_of(players, 700 + players) for players in PLAYERS}


def sample(states: list) -> list:
    return states[::EVERY] + [states[-1]]


def check_png(picture: render.Picture) -> Image.Image:
    return pictures.check_png(picture, range(temple.W, temple.W + 1), range(500, 2001))


def board_pixels(view: dict) -> tuple[bytes, str]:
    image, alt = temple.draw_board(view, "en", names)
    return image.tobytes(), alt


def sealed(states: list) -> list:
    """States in a sealed market step (not over)."""
    return [s for s in states if not s.over and engine.view(s, None)["market_step"]]


# (a) sampled states of every player count draw, board and the awaited seats' screens

@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("players", PLAYERS)
def test_sampled_states_draw(games, players, language):
    for state in sample(games[players]):
        image, alt = temple.draw_board(engine.view(state, None), language, names)
        assert image.width == temple.W and alt.strip()
        # two awaited seats; every seat (the eliminated ones too) at the end
        seats = list(dict.fromkeys(d.seat for d in engine.pending(state)))[:2] or list(range(players))
        for seat in seats:
            image, alt = temple.draw_screen(engine.view(state, seat), language, names)
            assert image.width == temple.SCREEN_W and alt.strip()


def test_the_games_reach_what_the_pictures_show(games):
    """The sampled games do cover auctions, sealed steps, eliminations and the end."""
    views = [engine.view(s, None) for states in games.values() for s in states]
    assert any(v["auction"]["card"] and v["auction"]["bidder"] is not None for v in views)
    assert any(v["auction"]["passed"] for v in views)
    assert any(v["market_step"] and v["market_step"]["declared"] for v in views)
    assert any(v["gods_card"] for v in views)
    assert any(not p["active"] for v in views for p in v["players"])
    assert any(p["built"] for v in views for p in v["players"])
    assert all(states[-1].over for states in games.values())


# (b) the public API gives valid, small PNGs 1600 px wide

@pytest.mark.parametrize("players", PLAYERS)
def test_pictures_are_valid_small_pngs(games, players):
    states = games[players]
    for state in states[:: max(1, len(states) // 5)] + [states[-1]]:
        check_png(render.board(engine.view(state, None), names=names))
        seat = next((d.seat for d in engine.pending(state)), 0)
        check_png(render.screen(engine.view(state, seat), names=names))


def test_polish_pictures(games):
    states = games[5]
    state = states[len(states) // 2]
    picture = render.board(engine.view(state, None), language="pl", names=names)
    check_png(picture)
    assert f"runda {state.round}" in picture.alt
    screen = render.screen(engine.view(state, 1), language="pl", names=names)
    check_png(screen)
    assert f"runda {state.round}" in screen.alt
    assert picture.png != render.board(engine.view(state, None), language="en", names=names).png


def test_temple_is_registered():
    assert "temple" in render.games()
    assert render.games() == sorted(render.games())


def test_screen_needs_a_seat(games):
    with pytest.raises(ValueError):
        render.screen(engine.view(games[3][10], None))


# (c) the public board depends only on the public view

@pytest.mark.parametrize("players", PLAYERS)
def test_board_does_not_depend_on_secrets(games, players):
    rules = registry.get("temple")
    states = sealed(games[players])
    assert states
    for i, state in enumerate(states[:: max(1, len(states) // 3)]):
        if i == 0:      # once through the public API, PNG bytes and all
            public = render.board(engine.view(state, None), names=names).png
            scrambled = serial.copy(state)
            rules.scramble_secrets(scrambled, 0)
            assert render.board(engine.view(scrambled, None), names=names).png == public
            assert render.board(engine.view(state, 0), names=names).png == public
        public = board_pixels(engine.view(state, None))
        for seat in range(players):
            scrambled = serial.copy(state)
            rules.scramble_secrets(scrambled, seat)
            assert board_pixels(engine.view(scrambled, None)) == public
            # even handed a seat's own view (with its declaration), the board draws only public fields
            assert board_pixels(engine.view(state, seat)) == public


def test_board_shows_who_declared_not_how_much(games):
    """Scrambling the declaration of a seat that has declared changes nothing on the board."""
    rules = registry.get("temple")
    checked = 0
    for states in games.values():
        for state in sealed(states):
            declared = engine.view(state, None)["market_step"]["declared"]
            if not declared or checked >= 8:
                continue
            checked += 1
            scrambled = serial.copy(state)
            rules.scramble_secrets(scrambled, declared[0])
            assert board_pixels(engine.view(state, None)) == board_pixels(engine.view(scrambled, None))
    assert checked


def test_screen_shows_the_seat_declaration(games):
    """A seat's own sealed declaration is on its screen (and only there)."""
    rules = registry.get("temple")
    found = 0
    for players, states in games.items():
        for state in sealed(states):
            for seat in range(players):
                mine = engine.view(state, seat)["market_step"].get("mine")
                if not mine or found >= 6:
                    continue
                scrambled = serial.copy(state)
                rules.scramble_secrets(scrambled, seat)
                if engine.view(scrambled, seat)["market_step"].get("mine") == mine:
                    continue        # the scramble drew the same declaration: nothing to compare
                found += 1
                own_before, alt_before = temple.draw_screen(engine.view(state, seat), "en", names)
                own_after, alt_after = temple.draw_screen(engine.view(scrambled, seat), "en", names)
                assert own_before.tobytes() != own_after.tobytes() and alt_before != alt_after
                other = (seat + 1) % players
                assert (temple.draw_screen(engine.view(state, other), "en", names)[0].tobytes()
                        == temple.draw_screen(engine.view(scrambled, other), "en", names)[0].tobytes())
    assert found


# (d) alt text

@pytest.mark.parametrize("players", PLAYERS)
def test_alt_text_mentions_the_round(games, players):
    for state in sample(games[players]):
        view = engine.view(state, None)
        alt = temple.board_alt(view, "en", names)
        shown = kit.shown_names(names, "en")          # as drawn: at most 32 characters
        assert alt.strip() and f"round {state.round}" in alt
        if state.over:
            assert "game over" in alt
            winners = view["ranking"][0]
            assert all(shown(seat) in alt for seat in winners)
        else:
            awaited = {d.seat for d in engine.pending(state)}
            assert all(shown(seat) in alt for seat in awaited)
            assert shown(view["token"]) in alt
        assert f"round {state.round}" in temple.screen_alt(engine.view(state, 0), "en", names)
        polish = f"rundzie {state.round}" if state.over else f"runda {state.round}"
        assert polish in temple.board_alt(view, "pl", names)
