"""The fast path draws the same pictures as the reference path (issue 11, point 3).

The fast path keeps each text's mask (and both paths keep tiles and the fixed parts of a board in
cached images) and maps every picture onto a palette kept per kind of picture (render/palette.py);
the reference path (`fast=False`) rasterises text afresh and reduces each picture on its own. Here, real views of both games (several player counts and options) are drawn
both ways: the drawings must be the same pixels, and the fast 256-colour pictures must stay close to
the full-colour drawing (as close as the reference reduction is, give or take). The fast path also
pastes player panels kept from earlier pictures (kit.region): runs of consecutive moves are drawn
both ways, and changing one thing a panel shows must change the fast picture as the reference.
"""
from __future__ import annotations

import copy
import io

import pytest
from PIL import Image, ImageChops, ImageStat

import engine
import render
from data.locale import default_name
from engine.fuzz import play
from render import architects, ezra_nehemiah, kit, nehemiah, palette, temple

MODULES = {"nehemiah": nehemiah, "temple": temple, "architects": architects, "ezra_nehemiah": ezra_nehemiah}
TABLES = [("nehemiah", 2, {}), ("nehemiah", 3, {"leaders": True}), ("nehemiah", 4, {"leaders": True}),
          ("temple", 3, {"tiebreak": True, "sealed_market": True}), ("temple", 4, {}), ("temple", 6, {}),
          ("architects", 5, {}), ("ezra_nehemiah", 4, {}), ("ezra_nehemiah", 1, {})]
PER_GAME = 6            # views spread over each game, and its last one

# Bounds of the fast 256-colour picture against the full-colour drawing (as RGB, per picture):
# - MEAN: the mean absolute error per channel. Flat colours with anti-aliased edges: only the edges'
#   blends are approximated. On this sample the reference (a fresh reduction per picture) is up to
#   1.72 off (median 0.52), the kept palette up to 1.77 (median 0.56). 2 of 255 is far below what an
#   eye sees on a blend pixel.
# - FAR / FAR_SHARE: pixels with a channel more than 40 off (a visibly different colour), at most
#   0.1 % of the picture: at most 0.001 % are here, all on anti-aliased edges.
# - FLAT: pixels inside a flat area (the colour of their four neighbours: backgrounds, fills, text
#   cores) are never more than 48 off, and at most 0.02 % more than 16 off. A colour the kept
#   palette has never seen is approximated until a picture shows enough of it to rebuild the palette
#   (8 x 8 px or more, see palette.GRID): on small areas (a few dozen pixels) it can be ~40 off
#   meanwhile. Here: at most 30 off, 0.002 % over 16 (the reference: 24 and 0.0002 %).
MEAN = 2.0
FAR, FAR_SHARE = 40, 0.001
FLAT, FLAT_LOOSE, FLAT_LOOSE_SHARE = 48, 16, 0.0002


def sample(game: str, players: int, options: dict, seed: int) -> list[dict]:
    views: list[dict] = []
    play(game, players, options, seed, checks=False, on_step=lambda state: views.append(engine.view(state, None)))
    return views[:: max(1, len(views) // PER_GAME)] + [views[-1]]


@pytest.fixture(scope="module")
def tables() -> dict:
    """(game, players) -> (options, sampled views)."""
    return {(game, players): (options, sample(game, players, options, seed=900 + i))
            for i, (game, players, options) in enumerate(TABLES)}


def drawing(view: dict, *, cached: bool, screen: bool = False) -> Image.Image:
    module = MODULES[view["game"]]
    with kit.caching(cached):
        return (module.draw_screen if screen else module.draw_board)(view, "en", default_name)[0]


def off(a: Image.Image, b: Image.Image) -> Image.Image:
    """Per pixel, how far its channel furthest off is (L)."""
    r, g, b_ = ImageChops.difference(a, b).split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b_)


def share_over(errors: Image.Image, bound: int) -> float:
    return sum(errors.histogram()[bound + 1:]) / (errors.width * errors.height)


def flat_errors(drawn: Image.Image, shown: Image.Image) -> Image.Image:
    """off() where the drawing is flat (a pixel of the same colour as its four neighbours), 0 elsewhere."""
    spread = Image.new("L", drawn.size)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        spread = ImageChops.lighter(spread, off(drawn, ImageChops.offset(drawn, dx, dy)))
    flat = spread.point(lambda v: 255 if v == 0 else 0)
    return ImageChops.multiply(off(drawn, shown), flat)


def mean_error(a: Image.Image, b: Image.Image) -> float:
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


def decoded(picture: render.Picture) -> Image.Image:
    image = Image.open(io.BytesIO(picture.png))
    assert image.mode == "P" and image.size == (picture.width, picture.height)
    return image.convert("RGB")


def test_cached_drawing_is_the_same_pixels(tables):
    """Cached text masks, tiles and static icons change nothing in the drawing itself."""
    for _, views in tables.values():
        for view in views[::2]:
            assert drawing(view, cached=True).tobytes() == drawing(view, cached=False).tobytes()


def test_cached_screens_are_the_same_pixels():
    for game, players, options in (("nehemiah", 3, {"leaders": True}), ("temple", 4, {})):
        states: list = []
        play(game, players, options, 7, checks=False, on_step=states.append)
        for state in states[:: max(1, len(states) // 4)]:
            view = engine.view(state, 0)
            assert drawing(view, cached=True, screen=True).tobytes() == \
                drawing(view, cached=False, screen=True).tobytes()


@pytest.mark.slow                      # every game's boards, pixel by pixel
def test_fast_pictures_look_like_the_drawing(tables):
    palette.clear()
    for (game, players), (options, views) in tables.items():
        for view in views:
            drawn = drawing(view, cached=False)
            fast = decoded(render.board(view))
            assert fast.size == drawn.size
            errors = off(drawn, fast)
            where = f"{game}, {players} players, {options}, round {view.get('round')}"
            assert mean_error(drawn, fast) < MEAN, where
            assert share_over(errors, FAR) <= FAR_SHARE, where
            flat = flat_errors(drawn, fast)
            assert share_over(flat, FLAT) == 0, where
            assert share_over(flat, FLAT_LOOSE) <= FLAT_LOOSE_SHARE, where


@pytest.mark.slow
def test_fast_is_as_close_as_the_reference(tables):
    """Over a whole game the kept palette is about as faithful as a fresh reduction per picture."""
    palette.clear()
    for _, views in tables.values():
        fast_errors, reference_errors = [], []
        for view in views:
            drawn = drawing(view, cached=False)
            fast_errors.append(mean_error(drawn, decoded(render.board(view))))
            reference_errors.append(mean_error(drawn, decoded(render.board(view, fast=False))))
        assert sum(fast_errors) <= sum(reference_errors) * 1.25 + 0.1


def test_the_same_drawing_gives_the_same_bytes(tables):
    _, views = tables["temple", 4]
    palette.clear()
    for view in views:
        assert render.board(view).png == render.board(view).png


def test_a_palette_is_kept_and_rebuilt_for_new_colours(tables):
    _, views = tables["nehemiah", 4]
    palette.clear()
    render.board(views[1])
    built = palette.built
    render.board(views[2])
    assert palette.built == built              # same kind of picture: the same palette
    image = drawing(views[2], cached=True)
    image.paste((255, 0, 255), (600, 400, 700, 460))       # a colour no board has, 100 x 60 px
    reduced = palette.reduce(image, palette.key(views[2], "board")).convert("RGB")
    assert palette.built == built + 1
    assert off(image, reduced).crop((610, 410, 690, 450)).getextrema()[1] <= 8


@pytest.mark.slow
@pytest.mark.parametrize("game, players", [("ezra_nehemiah", 4), ("architects", 5), ("nehemiah", 4), ("temple", 6)])
def test_every_game_keeps_its_palette_over_a_game(game, players):
    """A palette is rebuilt a few times a game, not for every board: Ezra and Nehemiah's large board
    has more blends than 256 colours, and its palette is judged against how well it fits its own
    picture (it was rebuilt for every one of its boards before)."""
    views: list[dict] = []
    play(game, players, {}, 5, checks=False, on_step=lambda state: views.append(engine.view(state, None)))
    boards = views[:: max(1, len(views) // 30)]                # about 30 boards spread over the game
    palette.clear()
    built = palette.built
    for view in boards:
        render.board(view)
    assert palette.built - built <= len(boards) // 4, (len(boards), palette.built - built)


def test_the_reference_path_is_the_old_reduction(tables):
    view = tables["temple", 6][1][3]
    drawn = drawing(view, cached=False)
    old = kit.encode(drawn)                     # a fresh fast-octree reduction of the drawing
    assert render.board(view, fast=False).png == old


# --- kept player panels (kit.region) ---------------------------------------------------------------

# (game, players, options, runs): runs of consecutive boards from one random game: "middle" (12 boards
# from the middle), "end" (the last 6: the game ends), "elimination" (7 boards either side of a
# Temple player's elimination; the first seed from 900 whose game has one, and they stay greyed to
# the end, beside the final score lines).
RUNS = [("temple", 5, {}, ("elimination", "end")),
        ("temple", 6, {"tiebreak": True, "sealed_market": True}, ("middle", "end")),
        ("nehemiah", 3, {"leaders": True}, ("middle", "end")),
        ("nehemiah", 4, {}, ("middle",)),
        ("architects", 3, {}, ("middle", "end")),
        ("ezra_nehemiah", 3, {}, ("middle", "end"))]
# what draws a panel (The Temple, Architects, Ezra and Nehemiah: its body; the band is a region of its own)
PANEL = {"nehemiah": "_player", "temple": "_body", "architects": "_body", "ezra_nehemiah": "_player_body"}


def game_views(game: str, players: int, options: dict, seed: int) -> list[dict]:
    views: list[dict] = []
    play(game, players, options, seed, checks=False, on_step=lambda state: views.append(engine.view(state, None)))
    return views


def out(view: dict) -> bool:
    """Is a player of this view eliminated?"""
    return any(not p.get("active", True) for p in view["players"])


def runs_of(game: str, players: int, options: dict, runs: tuple[str, ...]) -> list[list[dict]]:
    for seed in range(900, 920):
        views = game_views(game, players, options, seed)
        if "elimination" not in runs or out(views[-1]):
            break
    else:
        pytest.fail(f"no {game} game of {players} with an eliminated player")
    first_out = next((i for i, view in enumerate(views) if out(view)), None)
    middle = len(views) // 2
    spans = {"middle": slice(middle, middle + 12), "end": slice(-6, None),
             "elimination": slice(max(0, first_out - 7), first_out + 7) if first_out else None}
    return [views[spans[run]] for run in runs]


@pytest.mark.parametrize("game, players, options, runs", RUNS, ids=[f"{r[0]}-{r[1]}" for r in RUNS])
def test_kept_panels_over_consecutive_moves(game, players, options, runs, monkeypatch):
    """Boards after every move, drawn in order with the panels kept from one to the next, are the
    reference drawings pixel for pixel; and many panels were pasted, not drawn."""
    runs_views = runs_of(game, players, options, runs)
    for run, views in zip(runs, runs_views):
        if run == "end":
            assert views[-1]["over"]
        if run == "elimination":
            assert not out(views[0]) and out(views[-1])
    module = MODULES[game]
    drawn = []
    original = getattr(module, PANEL[game])
    monkeypatch.setattr(module, PANEL[game], lambda *args, **kwargs: drawn.append(1) or original(*args, **kwargs))
    kit.clear_regions()
    panels = 0
    for run, views in zip(runs, runs_views):
        for i, view in enumerate(views):
            fast = drawing(view, cached=True).tobytes()
            panels += len(view["players"])
            assert fast == drawing(view, cached=False).tobytes(), f"{game}, {run} run, board {i}"
    fast_draws = len(drawn) - panels        # the reference path draws every panel
    assert fast_draws < panels * 2 / 3, (fast_draws, panels)


def changed(view: dict, change) -> dict:
    view = copy.deepcopy(view)
    change(view)
    return view


def _bump(p: dict, key: str, by: int = 1) -> None:
    p[key] = p.get(key, 0) + by


def _await(view: dict, secret: bool) -> None:
    """Seat 1 awaited (secretly or not) alone, or no longer awaited if it was just so."""
    alone = [{"seat": 1, "secret": secret}]
    view["awaiting"] = [] if [(e["seat"], bool(e.get("secret"))) for e in view["awaiting"]] == [(1, secret)] \
        else alone


TEMPLE_CHANGES = {
    "wood": lambda v: _bump(v["players"][1], "wood"),
    "food": lambda v: _bump(v["players"][1], "food", 100),
    "site workers": lambda v: _bump(v["players"][1], "site_workers"),
    "score": lambda v: _bump(v["players"][1], "score", -3),
    "craft": lambda v: v["players"][1].update(crafts={"bakery": {"capacity": 1, "level": 1, "workers": 1}}),
    "wages": lambda v: v["players"][1].update(wage_bill={"drachmas": 7, "food": 200}),
    "unbuilt": lambda v: v["players"][1].update(unbuilt=[*v["players"][1].get("unbuilt", []), 3]),
    "barred": lambda v: v["players"][1].update(barred=True),
    "patron": lambda v: v["players"][1].update(patron="P1" if v["players"][1]["patron"] != "P1" else "P2"),
    "eliminated": lambda v: v["players"][1].update(active=False, eliminated_in=v["round"]),
    "debt": lambda v: v.update(debts=[{"debtor": 1, "creditor": 2, "drachmas": 6}]),
    "token": lambda v: v.update(token=1 if v.get("token") != 1 else 2),
    "leader": lambda v: v.update(leader=1 if v.get("leader") != 1 else 2),
    "awaited": lambda v: _await(v, False),
    "secret": lambda v: _await(v, True),
}
NEHEMIAH_CHANGES = {
    "workers": lambda v: _bump(v["players"][1], "workers"),
    "set aside": lambda v: _bump(v["players"][1], "set_aside"),
    "cubes": lambda v: _bump(v["players"][1], "cubes_supply", -1),
    "gates": lambda v: _bump(v["players"][1], "gates"),
    "leaders": lambda v: v["players"][1].update(leaders=["L01"]),
    "start": lambda v: v.update(start_player=1 if v.get("start_player") != 1 else 2),
    "awaited": lambda v: _await(v, False),
    "secret": lambda v: _await(v, True),
}


def _promote(view: dict) -> None:
    """Seat 1 alone first in the final ranking, or alone last if it was first."""
    others = [[s] for group in view["ranking"] for s in group if s != 1]
    view["ranking"] = others + [[1]] if view["ranking"][0] == [1] else [[1]] + others


def _toggle_holy(view: dict) -> None:
    """Nobody with the Holy of Holies any more, or another player than seat 1 with it if nobody had
    it (only players still in the game count)."""
    active = [p for p in view["players"] if p.get("active", True)]
    anyone = any(p["score_parts"].get("holy") for p in active)
    for p in view["players"]:
        p["score_parts"]["holy"] = 0
    if not anyone:
        next(p for p in active if p["seat"] != 1)["score_parts"]["holy"] = 5


OVER_CHANGES = {      # a finished game: the rank, the score parts and the highlight of the winners
    "temple": {"score parts": lambda v: _bump(v["players"][1]["score_parts"], "built", 5),
               "rank": _promote,
               # the Holy of Holies' column in every final score line, there when anyone has it
               "holy column": _toggle_holy},
    "nehemiah": {"vp parts": lambda v: _bump(v["players"][1]["vp_parts"], "gates", 2),
                 "rank": _promote,
                 # a source only another player has: a column (0) in every final score line
                 "vp column": lambda v: v["players"][2]["vp_parts"].update(bonus=3)},
}


@pytest.mark.parametrize("game, players, options, seed", [("temple", 4, {}, 925),
                                                           ("nehemiah", 3, {"leaders": True}, 901)])
def test_a_kept_panel_follows_what_it_shows(game, players, options, seed):
    """Change one thing one panel shows: the fast picture changes as the reference does (the kept
    panel is not reused for it)."""
    views = game_views(game, players, options, seed)
    middle, last = views[len(views) // 2], views[-1]
    assert last["over"] and not middle["over"]
    changes = [(middle, name, change) for name, change in
               (TEMPLE_CHANGES if game == "temple" else NEHEMIAH_CHANGES).items()]
    changes += [(last, name, change) for name, change in OVER_CHANGES[game].items()]
    # not in the view: a player's shown name, the language
    elsewhere = {"renamed": ("en", lambda seat: "Zoë" if seat == 1 else default_name(seat)),
                 "language": ("pl", default_name)}
    kit.clear_regions()
    for view, name, change in changes + [(middle, name, None) for name in elsewhere]:
        before = drawing(view, cached=True).tobytes()                  # keeps every panel of `view`
        if change is None:
            language, names = elsewhere[name]
            module = MODULES[game]
            with kit.caching(True):
                fast = module.draw_board(view, language, names)[0].tobytes()
            with kit.caching(False):
                reference = module.draw_board(view, language, names)[0].tobytes()
        else:
            other = changed(view, change)
            fast, reference = drawing(other, cached=True).tobytes(), drawing(other, cached=False).tobytes()
        assert fast != before, name
        assert fast == reference, name


def test_region_keeps_tiles_in_the_fast_path_only(monkeypatch):
    image = Image.new("RGB", (40, 30), "white")
    calls = []

    def draw():
        calls.append(1)
        image.paste((200, 0, 0), (5, 5, 15, 15))

    kit.clear_regions()
    with kit.caching(False):
        kit.region(image, (0, 0, 20, 20), ("test", 1), draw)
        kit.region(image, (0, 0, 20, 20), ("test", 1), draw)
    assert len(calls) == 2                          # the reference path always draws
    with kit.caching(True):
        kit.region(image, (0, 0, 20, 20), ("test", 1), draw)
        image.paste((0, 0, 0), (0, 0, 40, 30))
        kit.region(image, (0, 0, 20, 20), ("test", 1), draw)
    assert len(calls) == 3                          # the second one pasted the kept tile
    assert image.getpixel((6, 6)) == (200, 0, 0) and image.getpixel((1, 1)) == (255, 255, 255)
    assert image.getpixel((30, 25)) == (0, 0, 0)    # nothing outside the box
    monkeypatch.setattr(kit, "REGION_BYTES", 20 * 20 * 4 * 2)     # room for two tiles of this size
    for i in range(5):
        with kit.caching(True):
            kit.region(image, (0, 0, 20, 20), ("test", "bounded", i), draw)
            kit.region(image, (0, 0, 20, 20), ("test", "bounded", i), draw)     # reused
    assert len(kit._tiles.tiles) == 2 and kit._tiles.bytes <= kit.REGION_BYTES
    assert list(kit._tiles.tiles)[-1][2] == ("test", "bounded", 4)            # the last ones stay
    kit.clear_regions()


def test_a_region_gives_what_its_drawing_returned_also_when_its_tile_is_pasted():
    # Architects rings what changed over a kept panel: where, is what the panel's drawing returned
    image = Image.new("RGB", (40, 30), "white")
    calls = []

    def draw():
        calls.append(1)
        image.paste((0, 90, 0), (2, 2, 8, 8))
        return {"silver": (2, 2, 8, 8)}

    kit.clear_regions()
    with kit.caching(False):
        assert kit.region(image, (0, 0, 20, 20), ("test", "value"), draw) == {"silver": (2, 2, 8, 8)}
    with kit.caching(True):
        first = kit.region(image, (0, 0, 20, 20), ("test", "value"), draw)
        again = kit.region(image, (0, 0, 20, 20), ("test", "value"), draw)
        nothing = kit.region(image, (20, 0, 40, 20), ("test", "none"), lambda: None)
    assert len(calls) == 2 and first == again == {"silver": (2, 2, 8, 8)} and nothing is None
    kit.clear_regions()


def test_tiles_seldom_reused_are_seldom_kept():
    """Boards far apart: keeping every panel would only cost copies. After the first 16 tiles, every
    4th is kept while kept tiles are not reused; once they are again, every one is."""
    image = Image.new("RGB", (40, 30), "white")
    kit.clear_regions()
    keys = lambda kind: {key[2][2] for key in kit._tiles.tiles if key[2][1] == kind}
    with kit.caching(True):
        for i in range(80):                         # never the same twice
            kit.region(image, (0, 0, 20, 20), ("test", "far", i), lambda: None)
        assert len(keys("far")) <= 16 + 80 // 4
        for i in range(40):                         # consecutive pictures again: each drawn 3 times
            for _ in range(3):
                kit.region(image, (0, 0, 20, 20), ("test", "near", i), lambda: None)
        assert set(range(30, 40)) <= keys("near")
    kit.clear_regions()
