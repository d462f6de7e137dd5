"""Pictures of Architects of the West Kingdom: the solo game, "2 vs Bot", 3-5 players, side 1 and side 2,
mid-game and game over, in English and Polish; the PNGs are valid, 1600 px wide and small; the public
board depends only on the public view (secrets scrambled, or a seat's own view, change nothing); a
seat's screen shows its hand, draft pack and the cards it chooses among; the alt text says where the
game stands (the Guildhall's progress: the game has no round count). (Timing is measured by
`python -m bench --only render`, not here.)"""
from __future__ import annotations

from data.locale import languages
import pytest

import engine
import render
from engine.architects import RULES
from engine.core import serial
from engine.fuzz import play
from render import architects

from . import pictures

NAMES = {0: "Zażółć Gęślą", 1: "Jérôme Œuvrè-Çavalière de la Montagne", 2: "Łukasz", 3: "Ann",
         4: "Bartholomew the Builder of Very Long Names"}
TABLES = {"solo": (1, {}), "bot2": (2, {"variant": "bot2"}), "3": (3, {}), "4": (4, {"advanced": True}),
          "5": (5, {}), "5-side2": (5, {"advanced": True})}


def names(seat: int) -> str:
    return NAMES[seat]


def states_of(players: int, options: dict, seed: int) -> list:
    states = [engine.new_game("architects", players, options=options, seed=seed)]
    run = play("architects", players, options, seed, checks=False, on_step=states.append)
    assert run.failures == [] and states[-1].over
    return states


@pytest.fixture(scope="module")
def games() -> dict:
    return {table: states_of(*TABLES[table], 900 + i) for i, table in enumerate(TABLES)}


def picks(states: list) -> list:
    """The start, a draft step, early, middle and late play, and the end."""
    return [states[1], states[len(states) // 4], states[len(states) // 2], states[3 * len(states) // 4],
            states[-1]]


def check_png(picture: render.Picture):
    return pictures.check_png(picture, range(architects.W, architects.W + 1), range(500, 2001))


def board_pixels(view: dict) -> tuple[bytes, str]:
    image, alt = architects.draw_board(view, "en", names)
    return image.tobytes(), alt


def test_architects_is_registered():
    assert "architects" in render.games()
    assert render.games() == sorted(render.games())


@pytest.mark.slow                      # every table of the game, drawn
@pytest.mark.parametrize("table", list(TABLES))
def test_pictures_are_valid_small_pngs(games, table):
    for language in tuple(languages()):
        for state in picks(games[table]):
            picture = render.board(engine.view(state, None), language=language, names=names)
            check_png(picture)
            assert picture.alt.strip()
            seats = list(dict.fromkeys(d.seat for d in engine.pending(state)))[:1] or [0]
            for seat in seats:
                screen = render.screen(engine.view(state, seat), language=language, names=names)
                check_png(screen)
                assert screen.alt.strip()


def test_the_games_reach_what_the_pictures_show(games):
    views = [engine.view(s, None) for states in games.values() for s in states[::7]]
    assert any(v["phase"] == "draft" for v in views)
    assert any(v["phase"] == "final_round" for v in views)
    assert any(any(v["guildhall"]["beside"].values()) for v in views)
    assert any(v["rival"] for v in views) and any(v["advanced"] for v in views)
    assert any(v["rewards_drawn"] for v in views)
    assert any(p["captured"] for v in views for p in v["players"])


@pytest.mark.parametrize("table", ["solo", "bot2", "5-side2"])
def test_board_does_not_depend_on_secrets(games, table):
    states = games[table]
    players = len(engine.view(states[0], None)["players"])
    humans = [p["index"] for p in engine.view(states[0], None)["players"] if not p["rival"]]
    for i, state in enumerate(picks(states)[:4]):
        if i == 0:      # once through the public API, PNG bytes and all
            public = render.board(engine.view(state, None), names=names)
            scrambled = serial.copy(state)
            RULES.scramble_secrets(scrambled, humans[0])
            again = render.board(engine.view(scrambled, None), names=names)
            assert (again.png, again.alt) == (public.png, public.alt)
            own = render.board(engine.view(state, humans[0]), names=names)
            assert (own.png, own.alt) == (public.png, public.alt)
        public = board_pixels(engine.view(state, None))
        for seat in humans:
            scrambled = serial.copy(state)
            RULES.scramble_secrets(scrambled, seat)
            assert board_pixels(engine.view(scrambled, None)) == public
            assert board_pixels(engine.view(state, seat)) == public
        assert players == len(engine.view(state, None)["players"])


def shows(name: str, shown) -> bool:
    """Was `name` drawn, whole or shrunk to an ellipsized start?"""
    return any(text == name or (text.endswith("…") and name.startswith(text[:-1].rstrip())) for text in shown)


def fresh_tiles() -> None:
    architects.building_tile.cache_clear()
    architects.apprentice_card.cache_clear()


def test_screen_shows_the_hand_draft_and_choice(games, drawn):
    fresh_tiles()
    states = games["3"]
    draft = next(s for s in states if engine.view(s, 0)["draft"]["pack"])
    view = engine.view(draft, 0)
    architects.draw_screen(view, "en", names)
    shown = [text for _, text, _ in drawn]
    for card in view["draft"]["pack"]:
        assert shows(architects.building_name(card, "en"), shown)
    later = next(s for s in states[len(states) // 2:] if engine.view(s, 1)["my_hand"])
    view = engine.view(later, 1)
    drawn.clear()
    fresh_tiles()
    image, alt = architects.draw_screen(view, "en", names)
    shown = [text for _, text, _ in drawn]
    for card in view["my_hand"]:
        assert shows(architects.building_name(card, "en"), shown)
        assert architects.building_name(card, "en") in alt
    # the board never draws a hand card's name (unless the card is also in public view)
    public = {architects.building_name(c, "en") for p in view["players"] for c in p["buildings"]}
    drawn.clear()
    architects.draw_board(view, "en", names)
    shown = {text for _, text, _ in drawn}
    assert not {architects.building_name(c, "en") for c in view["my_hand"]} - public & shown


def test_choosing_is_on_the_screen(games, drawn):
    for states in games.values():
        for state in states:
            for seat in {d.seat for d in engine.pending(state)}:
                view = engine.view(state, seat)
                if view["choosing"]:
                    fresh_tiles()
                    image, alt = architects.draw_screen(view, "en", names)
                    shown = [text for _, text, _ in drawn]
                    assert all(shows(architects.building_name(c, "en"), shown) for c in view["choosing"])
                    assert all(architects.building_name(c, "en") in alt for c in view["choosing"])
                    return
    pytest.skip("no draw-keep choice in the sampled games")


def test_screen_needs_a_seat(games):
    with pytest.raises(ValueError):
        render.screen(engine.view(games["3"][10], None))


@pytest.fixture
def drawn(monkeypatch):
    from PIL import ImageDraw
    calls = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, *args, **kwargs):
        calls.append((tuple(xy), text, ""))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    return calls


def test_alt_text(games):
    states = games["5"]
    middle = next(s for s in states[len(states) // 2:] if engine.pending(s))
    view = engine.view(middle, None)
    alt = render.board(view, names=names).alt
    filled = sum(1 for slot in view["guildhall"]["slots"] if slot)       # the game's progress, not a round
    assert f"Guildhall {filled} of {len(view['guildhall']['slots'])} filled" in alt
    assert f"round {view['round']}" not in alt
    awaited = engine.pending(middle)[0].seat
    assert names(awaited) in alt
    over = render.board(engine.view(states[-1], None), names=names).alt
    assert "game over" in over and "1. " in over
    solo = render.board(engine.view(games["solo"][-1], None), names=names).alt
    assert "Rival" in solo
    pl = render.board(engine.view(middle, None), language="pl", names=names).alt
    assert "Dom Gildii" in pl and "runda" not in pl and pl != alt


def test_every_effect_has_words():
    """Every card, board and reward effect is worded through the catalogs in both languages."""
    from engine.architects.content import CONTENT
    for language in tuple(languages()):
        texts = [architects.card_words("building", c.id, language) for c in CONTENT.buildings]
        texts += [architects.card_words("apprentice", c.id, language) for c in CONTENT.apprentices]
        texts += [architects.card_words("board", b.id, language) for b in CONTENT.boards]
        texts += [architects.card_words("reward", r.id, language) for r in CONTENT.rewards]
        texts += [architects.rival_words(r.id, language) for r in CONTENT.rival.card]
        assert all(t and "render-architects" not in t for t in texts), [t for t in texts if "render-" in t]
