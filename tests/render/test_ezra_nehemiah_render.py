"""Pictures of Ezra and Nehemiah: the solo game (sides A and B), 2, 3 and 4 players, from the gatekeepers'
setup through the work days, Preparing for Sabbath and the Sabbath to the end, in English and Polish; the
PNGs are valid, 1600 px wide and small; the public board depends only on the public view (secrets
scrambled, or a seat's own view, change nothing); a seat's screen shows its hand, its deck and the wall
cards it knows; the altar stacks read bottom (ahead) to top; every word comes from the catalogs, in both
languages (strict lookup); the cached drawing is the reference drawing; the alt text says where the game
stands. (Timing: render/ezra_nehemiah.py's figures are measured with a loop over whole games, not here.)"""
from __future__ import annotations

import copy
import functools

import pytest
from PIL import Image, ImageDraw

import engine
import engine.ezra_nehemiah.game as ezra_game  # registers the game
import render
from data.locale import translate, languages
from engine.core import serial
from engine.ezra_nehemiah.content import CONTENT
from engine.fuzz import play
from render import ezra_nehemiah as ezra, kit

from . import pictures

NAMES = {0: "Zażółć Gęślą", 1: "Jérôme Œuvrè-Çavalière de la Montagne", 2: "Łukasz", 3: "Ann"}
TABLES = {"solo": (1, {}), "solo-B": (1, {"solo_side": "B", "altar_card": "AC2-B"}), "2": (2, {"altar_card": "AC1-B"}),
          "3": (3, {}), "4": (4, {"altar_card": "AC2-A"})}


def names(seat: int) -> str:
    return NAMES[seat]


def states_of(players: int, options: dict, seed: int) -> list:
    states = [engine.new_game("ezra_nehemiah", players, options=options, seed=seed)]
    run = play("ezra_nehemiah", players, options, seed, checks=False, on_step=states.append)
    assert run.failures == [] and states[-1].over
    return states


@pytest.fixture(scope="module")
def games() -> dict:
    return {table: states_of(*TABLES[table], 500 + i) for i, table in enumerate(TABLES)}


def picks(states: list) -> list:
    """The setup, the first work day, early, middle and late play, and the end."""
    first_work = next(s for s in states if engine.view(s, None)["phase"] == "work")
    return [states[0], first_work, states[len(states) // 4], states[len(states) // 2],
            states[3 * len(states) // 4], states[-1]]


def phase_states(states: list) -> list:
    """One state of each phase the game went through (the setup, work, Preparing for Sabbath, the Sabbath,
    the end)."""
    found: dict[str, object] = {}
    for state in states:
        found.setdefault(engine.view(state, None)["phase"], state)
    return list(found.values())


def check_board(picture: render.Picture):
    return pictures.check_png(picture, range(ezra.W, ezra.W + 1), range(1300, 2101))


def check_screen(picture: render.Picture):
    return pictures.check_png(picture, range(ezra.SCREEN_W, ezra.SCREEN_W + 1), range(500, 1601))


def board_pixels(view: dict) -> tuple[bytes, str]:
    image, alt = ezra.draw_board(view, "en", names)
    return image.tobytes(), alt


def test_ezra_nehemiah_is_registered():
    assert "ezra_nehemiah" in render.games()
    assert render.games() == sorted(render.games())


@pytest.mark.slow                      # every table of the game, drawn
@pytest.mark.parametrize("table", list(TABLES))
def test_pictures_are_valid_small_pngs(games, table):
    players = TABLES[table][0]
    for language in tuple(languages()):
        for state in picks(games[table]):
            picture = render.board(engine.view(state, None), language=language, names=names)
            check_board(picture)
            assert picture.alt.strip()
            seats = list(dict.fromkeys(d.seat for d in engine.pending(state)))[:1] or [players - 1]
            for seat in seats:
                screen = render.screen(engine.view(state, seat), language=language, names=names)
                check_screen(screen)
                assert screen.alt.strip()


def test_every_phase_is_drawn(games):
    for table in ("solo", "3"):
        phases = set()
        for state in phase_states(games[table]):
            view = engine.view(state, None)
            phases.add(view["phase"])
            check_board(render.board(view, names=names))
            check_screen(render.screen(engine.view(state, 0), names=names))
        assert {"setup_gatekeepers", "work", "prepare", "sabbath", "over"} <= phases


def test_the_games_reach_what_the_pictures_show(games):
    views = [engine.view(s, None) for states in games.values() for s in states[::5] + [states[-1]]]
    phases = {v["phase"] for v in views}
    assert {"setup_gatekeepers", "work", "over"} <= phases
    spaces = [s for v in views for s in v["board"]["perimeter"]]
    assert any(s["wall_card"] for s in spaces)
    assert any(s["kind"] == "gate_card" and s["built"] and not s["neutral"] for s in spaces)
    assert any(s["coins_on_card"] for s in spaces)
    assert any(s["neutral"] for s in spaces) and any(v["board"]["neutral_corner"] for v in views)
    assert any(s["connections"]["cw"] or s["connections"]["ccw"] for s in spaces)
    assert any(any(v["board"]["temple"]["sections_done"]) for v in views)
    assert any(t["occupant"] == "white" for v in views for row in v["board"]["scrolls"] for t in row)
    assert any(v["opponent"] and v["opponent"]["focus_shown"] for v in views)
    assert any((v["turn"] or {}).get("main") for v in views)
    assert any(len(stack) > 1 for v in views for stack in v["board"]["altar"]["stacks"])
    assert any(p["tucked"] for v in views for p in v["players"])


@pytest.mark.parametrize("table", ["solo", "2", "4"])
def test_board_does_not_depend_on_secrets(games, table):
    states = games[table]
    players = TABLES[table][0]
    for i, state in enumerate(picks(states)[1:5]):
        if i == 0:      # once through the public API, PNG bytes and all
            public = render.board(engine.view(state, None), names=names)
            scrambled = serial.copy(state)
            ezra_game.RULES.scramble_secrets(scrambled, 0)
            again = render.board(engine.view(scrambled, None), names=names)
            assert (again.png, again.alt) == (public.png, public.alt)
            own = render.board(engine.view(state, 0), names=names)
            assert (own.png, own.alt) == (public.png, public.alt)
        public = board_pixels(engine.view(state, None))
        for seat in range(players):
            scrambled = serial.copy(state)
            ezra_game.RULES.scramble_secrets(scrambled, seat)
            assert board_pixels(engine.view(scrambled, None)) == public
            assert board_pixels(engine.view(state, seat)) == public


@pytest.fixture
def drawn(monkeypatch):
    calls = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, *args, **kwargs):
        calls.append((tuple(xy), text, ""))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    return calls


def shows(name: str, shown) -> bool:
    """Was `name` drawn, whole or shrunk to an ellipsized start?"""
    return any(text == name or (text.endswith("…") and name.startswith(text[:-1].rstrip())) for text in shown)


def fresh_tiles() -> None:
    ezra.character_card.cache_clear()
    ezra.mini_card.cache_clear()
    ezra.wall_card_tile.cache_clear()


def test_screen_shows_the_hand_deck_and_known_wall_cards(games, drawn):
    found = False
    for states in games.values():
        for state in states[::3]:
            view = engine.view(state, 0)
            private = view["private"]
            known = private["wall_known_top"] or private["wall_known_bottom"]
            if not (private["hand"] and private["deck"] and known):
                continue
            fresh_tiles()
            drawn.clear()
            image, alt = ezra.draw_screen(view, "en", names)
            shown = [text for _, text, _ in drawn]
            for card in private["hand"] + private["deck"]:
                assert shows(ezra.name_of("character", card, "en"), shown)
            for card in private["hand"]:
                assert ezra.name_of("character", card, "en") in alt
                condition = CONTENT.character[card].condition
                assert any(translate({"key": f"ezra_nehemiah-condition-{condition}"}, "en").startswith(
                    text.rstrip("…").split(" ")[0]) for text in shown)
            for card in (private["wall_known_top"], private["wall_known_bottom"]):
                if card:
                    assert card in shown
            # the board never draws a hand card's name unless it is on a pile or tucked somewhere
            public = {ezra.name_of("character", c, "en") for p in view["players"]
                      for c in [*p["tucked"], *(card for pile in p["piles"] for card in pile[-1:])]}
            drawn.clear()
            ezra.draw_board(view, "en", names)
            on_board = {text for _, text, _ in drawn}
            assert not ({ezra.name_of("character", c, "en") for c in private["hand"]} - public) & on_board
            found = True
            break
    assert found


def test_screen_shows_wall_cards_drawn_to_choose_from(games, drawn):
    for states in games.values():
        for state in states:
            for seat in {d.seat for d in engine.pending(state)}:
                view = engine.view(state, seat)
                if view["private"]["wall_cards_drawn"]:
                    fresh_tiles()
                    ezra.draw_screen(view, "en", names)
                    shown = [text for _, text, _ in drawn]
                    assert all(card in shown for card in view["private"]["wall_cards_drawn"])
                    return
    pytest.skip("no wall card choice in the sampled games")


def test_screen_needs_a_seat(games):
    with pytest.raises(ValueError):
        render.screen(engine.view(games["3"][10], None))


def badge_colour_share(image: Image.Image, box, colour) -> float:
    """The share of pixels in `box` within a few levels of `colour`."""
    crop = image.crop(box).convert("RGB")
    counts = crop.getcolors(crop.width * crop.height)
    close = sum(n for n, p in counts if all(abs(a - b) <= 6 for a, b in zip(p, colour)))
    return close / (crop.width * crop.height)


def test_altar_stacks_read_from_the_bottom(games):
    """The lower marker of a stack is ahead: the first in a stack's list is drawn lowest."""
    view = copy.deepcopy(engine.view(games["2"][40], None))
    stacks = view["board"]["altar"]["stacks"]
    for stack in stacks:
        stack.clear()
    stacks[3].extend([0, 1])
    seats = ezra.seats_of(view)
    x = ezra.altar_x(3) + ezra.ALTAR_STEP // 2
    bottom = (x - 11, ezra.ALTAR_CELL_Y - 24, x + 11, ezra.ALTAR_CELL_Y - 2)
    top = (bottom[0], bottom[1] - 21, bottom[2], bottom[3] - 21)
    image, _ = ezra.draw_board(view, "en", names)
    assert badge_colour_share(image, bottom, seats[0].colour) > 0.2
    assert badge_colour_share(image, top, seats[1].colour) > 0.2
    stacks[3].reverse()
    image, _ = ezra.draw_board(view, "en", names)
    assert badge_colour_share(image, bottom, seats[1].colour) > 0.2
    assert badge_colour_share(image, top, seats[0].colour) > 0.2
    assert ezra.altar_order(view) == [1, 0]


def test_alt_text(games):
    states = games["4"]
    middle = next(s for s in states[len(states) // 2:] if engine.pending(s)
                  and engine.view(s, None)["phase"] == "work")
    view = engine.view(middle, None)
    alt = render.board(view, names=names).alt
    assert f"round {view['round']}" in alt and "Temple" in alt
    assert f"{names(view['active'])}’s turn" in alt
    awaited = engine.pending(middle)[0].seat
    assert names(awaited) in alt
    over = render.board(engine.view(states[-1], None), names=names).alt
    assert "game over" in over and "1. " in over
    solo = render.board(engine.view(games["solo"][len(games["solo"]) // 2], None), names=names).alt
    assert "Opponent" in solo
    pl = render.board(view, language="pl", names=names).alt
    assert "runda" in pl and pl != alt
    screen = render.screen(engine.view(middle, 0), names=names).alt
    assert names(0) in screen


def test_winner_in_the_header(games, drawn):
    for table in ("solo", "4"):
        view = engine.view(games[table][-1], None)
        ranking = ezra.ranking(view)
        drawn.clear()
        ezra.draw_board(view, "en", names)
        shown = [text for _, text, _ in drawn]
        winner = "Opponent" if ranking[0] == "opponent" else names(ranking[0])
        assert any(text.startswith("Game over · Winner") for text in shown)
        assert shows(winner, shown)
        result = engine.result(games[table][-1])
        if table == "4":
            assert ranking == [group[0] for group in result.ranking]
        else:
            assert (ranking[0] == 0) == (result.winners == [0])


# --- every word from the catalogs, in both languages -------------------------------------------------

def variants(view: dict) -> list[dict]:
    """A view and hand-made variants of it that bring out every word: every phase, every main action, a
    pool with wild banners, an abandoned game, every focus and planning card, farmers and labourers."""
    found = [view]
    for phase in ("setup_gatekeepers", "work", "prepare", "sabbath", "final"):
        v = copy.deepcopy(view)
        v["phase"], v["over"] = phase, False
        found.append(v)
    if view.get("turn") is not None:
        for main in ("red", "grey", "blue"):
            v = copy.deepcopy(view)
            v["phase"], v["over"] = "work", False
            v["turn"].update(main=main, seat=v["active"], card=CONTENT.characters[0].id, pile=1, levites_used=2,
                             pool={"red": 2, "grey": 1, "blue": 3, "wild": 1})
            found.append(v)
    v = copy.deepcopy(view)
    v["abandoned"] = True
    found.append(v)
    if view.get("opponent"):
        for focus, planning in zip([c.id for c in CONTENT.focus_cards], [c.id for c in CONTENT.planning_cards] * 2):
            v = copy.deepcopy(view)
            v["opponent"]["focus_shown"] = [focus]
            v["opponent"]["planning_shown"] = [planning]
            found.append(v)
    v = copy.deepcopy(view)
    for p in v["players"]:
        p["workers"]["farmers"], p["workers"]["labourers"] = 1, 2
    found.append(v)
    return found


@pytest.fixture
def strict(monkeypatch):
    """Every catalog lookup of the pictures strict: a key missing in the language raises."""
    monkeypatch.setattr(kit, "translate", functools.partial(translate, strict=True))
    kit._word.cache_clear()
    fresh_tiles()
    kit.clear_regions()
    yield
    kit._word.cache_clear()
    fresh_tiles()


@pytest.mark.slow                      # every label of the game in every language
@pytest.mark.parametrize("language", languages())
def test_every_label_renders_from_the_catalogs(games, strict, language):
    for table, states in games.items():
        for state in phase_states(states) + picks(states)[2:4]:
            view = engine.view(state, None)
            for v in variants(view):
                ezra.draw_board(v, language, names)
            seat_view = engine.view(state, 0)
            ezra.draw_screen(seat_view, language, names)
            ezra.screen_alt(seat_view, language, names)
    every_scroll = copy.deepcopy(engine.view(games["2"][-1], 0))
    every_scroll["players"][0]["scrolls"] = [scroll.id for scroll in CONTENT.scrolls]
    ezra.draw_screen(every_scroll, language, names)
    for card in CONTENT.characters:
        ezra.character_card(card.id, "red", language)
        ezra.mini_card(card.id, "red", language)
    for card in CONTENT.wall_cards:
        ezra.wall_card_tile(card.id, "red", language)


def test_polish_words_are_polish(games):
    view = engine.view(games["solo"][len(games["solo"]) // 2], None)
    alt = ezra.board_alt(view, "pl", names)
    assert "Przeciwnik" in alt and "PZ" in alt
    assert ezra.w("altar", "pl") == "Tor Ołtarza"
    assert ezra.w("main-red", "pl") == "Świątynia i ołtarz"


# --- the cached drawing is the reference drawing -----------------------------------------------------

def drawing(view: dict, *, cached: bool, screen: bool = False) -> Image.Image:
    with kit.caching(cached):
        return (ezra.draw_screen if screen else ezra.draw_board)(view, "en", names)[0]


def test_cached_drawing_is_the_same_pixels(games):
    """Kept panels (kit.region), cached text masks and strips change nothing: runs of consecutive
    boards drawn with the caches equal the reference drawing."""
    for table in ("solo", "3", "4"):
        states = games[table]
        middle = len(states) // 2
        for state in states[middle:middle + 8] + states[-3:]:
            view = engine.view(state, None)
            assert drawing(view, cached=True).tobytes() == drawing(view, cached=False).tobytes()
        view = engine.view(states[middle], 0)
        assert drawing(view, cached=True, screen=True).tobytes() == \
            drawing(view, cached=False, screen=True).tobytes()


def test_a_changed_panel_is_redrawn(games):
    view = engine.view(games["2"][60], None)
    before = drawing(view, cached=True)
    changed = copy.deepcopy(view)
    changed["players"][1]["coins"] += 7
    after = drawing(changed, cached=True)
    assert after.tobytes() == drawing(changed, cached=False).tobytes()
    assert after.tobytes() != before.tobytes()
