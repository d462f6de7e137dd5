"""Ezra and Nehemiah: the end of a week (spec 10.2-10.4, 13.8-13.10, D31-D35; scenarios T23-T27,
T31, T32, T58, T59, T71, T75, T80, T81, T85-T88, T93): Preparing for Sabbath, the Sabbath, After
Sabbath, driven frame by frame the way the engine drives them."""
from __future__ import annotations

from typing import Any, Union

import msgspec
import pytest

from engine import _validate
from engine.core.errors import RuleError
from engine.core.frames import Log, advance, answer
from engine.core.messages import Msg, Player
from engine.ezra_nehemiah import effects, sabbath, scoring, storage
from engine.ezra_nehemiah.content import CONTENT
from engine.ezra_nehemiah.sabbath import AfterSabbath, Prepare, Sabbath, zone
from engine.ezra_nehemiah.setup import start
from engine.ezra_nehemiah.state import OPPONENT, WORKERS, EzraBase, Tile
from engine.ezra_nehemiah.view import invariants

ALL_FRAMES = effects.FRAMES + storage.FRAMES + sabbath.FRAMES + scoring.FRAMES


class WeekState(EzraBase, kw_only=True):
    """A state whose stack may hold every frame of the week's end (for the JSON round trip)."""

    frames: list[Union[ALL_FRAMES]] = []  # type: ignore[valid-type]


# --- building and driving states ------------------------------------------------------------------------

def game(n: int = 2, altar: str = "AC1-A", seed: int = 3, side: str = "A", plain: bool = True):
    """A set-up game with the gatekeepers placed (first free corner each time), in round 1. `plain`:
    nobody holds FA3 (its bread offers would add questions) and everybody has 0 cubes."""
    options: dict[str, Any] = {"altar_card": altar}
    if n == 1:
        options["solo_side"] = side
    g = start(n, options, seed)
    log = Log()
    advance(g, log)
    while g.frames:
        decision = g.frames[-1].decisions(g)[0]
        answer(g, g.frames[-1], decision.seat, decision.options[0].id, log)
        advance(g, log)
    if plain:
        for p in g.players:
            if p.dev["farmer"].tile == "FA3":
                spare = next(t for t in g.unused_tiles if t.startswith("FA"))
                g.unused_tiles = sorted([t for t in g.unused_tiles if t != spare] + ["FA3"])
                p.dev["farmer"] = Tile(spare)
            p.cubes = {cube: 0 for cube in p.cubes}
    return g


def give_tile(g, seat, tile, developed=False):
    """Deal `tile` to `seat` (swapping with whoever had it, or with the undealt tiles)."""
    kind = CONTENT.tile[tile].type
    mine = g.players[seat].dev[kind].tile
    if tile in g.unused_tiles:
        g.unused_tiles = sorted([t for t in g.unused_tiles if t != tile] + [mine])
    else:
        other = next(p for p in g.players if p.dev[kind].tile == tile)
        other.dev[kind] = Tile(mine, other.dev[kind].developed)
    g.players[seat].dev[kind] = Tile(tile, developed)


def workers(g, who, **counts):
    """Set some worker counts of `who`; the main supply takes up the difference to 16."""
    w = g.workers_of(who)
    for key, value in counts.items():
        setattr(w, key, value)
    w.main = 0
    w.main = WORKERS - w.total()
    assert w.main >= 0


def put(g, who, space, below=()):
    """Move `who`'s altar marker to `space`, on top of the stack (or under the markers in `below`)."""
    for stack in g.board.altar.stacks:
        if who in stack:
            stack.remove(who)
    stack = g.board.altar.stacks[space]
    at = min((stack.index(other) for other in below if other in stack), default=len(stack))
    stack.insert(at, who)


def pending(g):
    return g.frames[-1].decisions(g) if g.frames else []


def decision_of(g, seat):
    return next(d for d in pending(g) if d.seat == seat)


def run(g, frame) -> Log:
    log = Log()
    g.push(frame)
    advance(g, log)
    return log


def reply(g, seat, choice, log: Log | None = None) -> Log:
    """Answer as engine.act does: checked against the decision offered, then the driver runs."""
    log = log if log is not None else Log()
    choice = _validate(decision_of(g, seat), choice)
    answer(g, g.frames[-1], seat, choice, log)
    advance(g, log)
    return log


def options(decision):
    return {option.id: option.disabled for option in decision.options}


def keys(log):
    return [event.public.key.removeprefix("ezra_nehemiah-") for event in log.events]


def events(log, key):
    return [event for event in log.events if event.public.key == f"ezra_nehemiah-{key}"]


def piles_from_deck(p, hand: int = 4):
    """The end of a week: the 6 deck cards on the 3 piles (2 each), the hand as dealt."""
    cards = p.deck
    p.deck = []
    p.piles = [cards[0:2], cards[2:4], cards[4:6]]
    assert len(p.hand) == hand


# --- Preparing for Sabbath (10.2, D31-D33) ----------------------------------------------------------

def test_t23_farmers_and_labourers():
    """1 farmer (2 bread + 1 resource) and 2 labourers (2 resources, or 1 resource + 2 coins): one
    labourer each way; the cubes are stone/wood/ash only, asked as amounts."""
    g = game()
    red = g.players[0]
    give_tile(g, 0, "FA1")
    give_tile(g, 0, "LA1")
    workers(g, 0, supply=3)
    workers(g, 1, supply=0)
    g.players[1].coins = 0
    put(g, 0, 3)                                   # between the prophets (2, 6): +1 bread
    food, coins = red.food, red.coins
    log = run(g, Prepare())
    assert g.phase == "prepare"
    menu = decision_of(g, 0)
    assert menu.prompt.key == "ezra_nehemiah-ask-prepare"
    assert list(options(menu)) == ["assign", "judgement", "done"]
    assert options(menu)["done"].key == "ezra_nehemiah-why-prepare-assign"
    assert options(menu)["done"].params == {"n": 3}
    reply(g, 0, "assign", log)
    assign = decision_of(g, 0)
    assert (assign.kind, assign.min, assign.max) == ("amount", 0, 3)
    reply(g, 0, 1, log)                            # 1 farmer, 2 labourers
    split = decision_of(g, 0)
    assert (split.kind, split.min, split.max) == ("amount", 0, 2)
    assert split.prompt.params["group"].key == "ezra_nehemiah-group-labourer"
    reply(g, 0, 1, log)                            # 1 labourer takes 2 resources, 1 takes 1 resource + 2 coins
    cubes = decision_of(g, 0)
    assert cubes.prompt.key == "ezra_nehemiah-ask-cubes" and (cubes.min, cubes.max) == (0, 4)
    assert cubes.prompt.params["cube"].key == "ezra_nehemiah-cube-stone"
    reply(g, 0, 2, log)                            # 2 stone
    assert (decision_of(g, 0).min, decision_of(g, 0).max) == (0, 2)
    reply(g, 0, 1, log)                            # 1 wood, the last ash by itself
    # the judgement was then the only step left: resolved by itself, and `done` too
    assert red.workers.supply == 0 and (red.workers.farmers, red.workers.labourers) == (1, 2)
    assert red.cubes == {"gold": 0, "stone": 2, "wood": 1, "ash": 1}
    assert red.food == food + 2 + 1 and red.coins == coins + 2
    assert g.frames == []
    assert keys(log) == ["ev-prepare", "ev-assign", "ev-produce", "ev-gain", "ev-judgement", "ev-gain",
                         "ev-prepare-done", "ev-judgement", "ev-pay-food", "ev-prepare-done"]
    assert events(log, "ev-assign")[0].public.params["farmers"] == 1
    assert invariants(g) == []


def test_t23_developed_farmer_gives_bread_without_farmers():
    """A developed farmer tile's Sabbath bread comes when the phase opens, farmers or not; developed
    labourers can make gold."""
    g = game()
    red = g.players[0]
    give_tile(g, 0, "FA2", developed=True)
    give_tile(g, 0, "LA2", developed=True)
    workers(g, 0, supply=2)
    workers(g, 1, supply=0)
    g.players[1].coins = 0
    put(g, 0, 3)
    food = red.food
    log = run(g, Prepare())
    assert red.food == food + 2                    # FA2's back: 2 bread at each Preparing for Sabbath
    assert events(log, "ev-prepare-gain")[0].public.params["source"].key == "ezra_nehemiah-tile-FA2"
    reply(g, 0, "assign", log)
    reply(g, 0, 0, log)                            # 2 labourers
    reply(g, 0, 2, log)                            # both take 1 gold + 1 resource
    reply(g, 0, 0, log)                            # 0 stone
    reply(g, 0, 0, log)                            # 0 wood: 2 ash
    assert red.cubes == {"gold": 2, "stone": 0, "wood": 0, "ash": 2}
    assert red.food == food + 2 + 1 and g.frames == []


def test_t24_prophets_judgement_and_their_advance():
    """Round 1, AC1-A (Zechariah 2, Haggai 6): Red on 1 pays 1 food, Turquoise on 4 gains 1 food,
    Violet on 8 gains 2 food; after the Sabbath the prophets stand on 5 and 10."""
    g = game(3)
    turquoise, red, violet = g.players
    for seat in range(3):
        workers(g, seat, supply=0)
        g.players[seat].coins = 0
    put(g, 1, 1)
    put(g, 0, 4)
    put(g, 2, 8)
    food = [p.food for p in g.players]
    log = run(g, Prepare())
    assert g.frames == []                          # nothing to choose: every step was forced
    assert [p.food for p in g.players] == [food[0] + 1, food[1] - 1, food[2] + 2]
    zones = [(e.seat, e.public.params["zone"].key) for e in events(log, "ev-judgement")]
    assert zones == [(0, "ezra_nehemiah-zone-between"), (1, "ezra_nehemiah-zone-behind"),
                     (2, "ezra_nehemiah-zone-ahead")]
    # with no food, Red loses 2 VP instead
    g2 = game(3)
    for seat in range(3):
        workers(g2, seat, supply=0)
        g2.players[seat].coins = 0
    put(g2, 1, 1)
    g2.players[1].food = 0
    vp = g2.players[1].vp
    run(g2, Prepare())
    assert (g2.players[1].food, g2.players[1].vp) == (0, vp - 2)
    # After Sabbath step 1
    run(g, AfterSabbath())
    assert (g.board.altar.zechariah, g.board.altar.haggai) == (5, 10)
    assert g.round == 1                            # the driver moves the round on


@pytest.mark.parametrize("space, where, effect", [
    (4, "behind", "pay_food"), (5, "between", "resource"), (7, "between", "resource"),
    (10, "between", "resource"), (11, "ahead", "retrieve")])
def test_t85_prophet_zones_on_the_prophets_spaces(space, where, effect):
    g = game()
    g.round = 2
    g.board.altar.zechariah, g.board.altar.haggai = 5, 10
    put(g, 0, space)
    assert zone(g, 0) == where
    assert sabbath.judgement(g, 0)[0].verb == effect


def test_t59_no_worker_may_stay_unassigned():
    """`done` is refused while 2 workers are in the supply; a merchant retrieved later in the phase
    (round 2, ahead of Haggai: retrieve + 1 bread) must be assigned too."""
    g = game()
    g.round = 2
    g.board.altar.zechariah, g.board.altar.haggai = 5, 10
    red = g.players[0]
    give_tile(g, 0, "FA2")                         # 3 bread per farmer: no question
    workers(g, 0, supply=2, merchants=[3])
    workers(g, 1, supply=0)
    g.players[1].coins = 0
    red.coins = 0
    put(g, 0, 12)
    put(g, 1, 0)                                   # behind: pays 2 food, no question
    food = red.food
    log = run(g, Prepare())
    menu = decision_of(g, 0)
    assert list(options(menu)) == ["assign", "judgement", "done"]
    refusal = options(menu)["done"]
    assert refusal.key == "ezra_nehemiah-why-prepare-assign" and refusal.params == {"n": 2}
    with pytest.raises(RuleError) as error:
        reply(g, 0, "done", log)
    assert error.value.message == refusal
    reply(g, 0, "judgement", log)                  # the merchant comes back (the only one: no question)
    assert red.workers.merchants == [] and red.workers.supply == 3 and red.food == food + 1
    menu = decision_of(g, 0)                       # `assign` is now the only step: asked at once
    assert menu.prompt.key == "ezra_nehemiah-ask-assign" and (menu.min, menu.max) == (0, 3)
    assert g.frames[-2].done_refusal(g) == refusal.__class__("ezra_nehemiah-why-prepare-assign", {"n": 3})
    reply(g, 0, 3, log)                            # 3 farmers
    assert red.workers.farmers == 3 and red.food == food + 1 + 9
    assert g.frames == []


def test_t86_a_free_flip_gives_a_worker_to_assign():
    """Round 3, AC1-A: ahead of Haggai (14) -> free flip of the merchant tile: 1 worker (flip reward)
    and 1 gold (SW19), and the worker must be assigned before the phase ends."""
    g = game()
    g.round = 3
    g.board.altar.zechariah, g.board.altar.haggai = 9, 14
    red = g.players[0]
    red.scrolls = ["SW19"]
    red.coins = 0
    workers(g, 0, supply=0)
    workers(g, 1, supply=0)
    g.players[1].coins = 0
    put(g, 0, 15)
    put(g, 1, 9)                                   # between: +2 VP
    give_tile(g, 0, "FA2")
    main, food = red.workers.main, red.food
    log = run(g, Prepare())
    flip = decision_of(g, 0)                       # the judgement was the only step: resolved at once
    assert flip.prompt.key == "ezra_nehemiah-ask-flip-free"
    assert [o.id for o in flip.options] == ["guard", "labourer", "farmer", "merchant", "elder"]
    reply(g, 0, "merchant", log)
    assert red.dev["merchant"].developed and red.cubes["gold"] == 1
    assert red.workers.supply == 1 and red.workers.main == main - 1
    assign = decision_of(g, 0)                     # assigning is the only step left: asked at once
    assert assign.prompt.key == "ezra_nehemiah-ask-assign" and (assign.min, assign.max) == (0, 1)
    assert g.frames[-2].done_refusal(g).params == {"n": 1}
    reply(g, 0, 1, log)                            # a farmer (FA2: 3 bread)
    assert red.workers.farmers == 1 and red.workers.supply == 0 and red.food == food + 3
    assert g.frames == []                          # `done` was the only step left


def test_t87_developed_guard_tile_retrieves_an_elder():
    """The developed guard tile brings the elder of slot 2 back; it must become a farmer or labourer,
    is then fed at the Sabbath, and the cubes are never discarded (no storage limit)."""
    g = game()
    red = g.players[0]
    red.dev["guard"], red.dev["labourer"] = Tile(red.dev["guard"].tile, True), Tile("LA1")
    workers(g, 0, supply=0, elders=[2])
    workers(g, 1, supply=0)
    g.players[1].coins = 0
    red.coins = 0
    red.cubes = {"gold": 3, "stone": 3, "wood": 3, "ash": 3}
    put(g, 0, 3)
    log = run(g, Prepare())
    menu = decision_of(g, 0)
    assert list(options(menu)) == ["judgement", "guard", "done"]
    assert options(menu)["guard"] is None
    reply(g, 0, "guard", log)
    assert red.workers.elders == [] and red.workers.supply == 1
    assert options(decision_of(g, 0))["done"].key == "ezra_nehemiah-why-prepare-assign"
    reply(g, 0, "assign", log)
    reply(g, 0, 0, log)                            # a labourer
    reply(g, 0, 0, log)                            # option 2: 1 resource + 2 coins
    reply(g, 0, 1, log)                            # the resource: stone
    assert red.workers.labourers == 1 and red.coins == 2 and red.cubes["stone"] == 4
    assert g.frames == []                          # judgement, then done: forced
    assert sabbath.to_feed(g, 0) == 1 + 2          # the labourer and the 2 gatekeepers
    run(g, Sabbath())
    assert not any(isinstance(frame, storage.Discard) for frame in g.frames)
    assert sum(red.cubes.values()) == 13


def test_t93_sw06_overshoots_the_altar_track():
    """On 18 with SW06 and SW15: 19 (1 bread), 20 (gold: 3 VP, and SW15 1 bread + 1 coin), then 1 coin
    for the third move."""
    g = game()
    red = g.players[0]
    red.scrolls = ["SW06", "SW15"]
    workers(g, 0, supply=0)
    workers(g, 1, supply=0)
    g.players[1].coins = 0
    put(g, 0, 18)
    food, coins, vp = red.food, red.coins, red.vp
    log = run(g, Prepare())
    menu = decision_of(g, 0)
    assert list(options(menu)) == ["judgement", "SW06", "done"]
    assert options(menu)["done"].key == "ezra_nehemiah-why-prepare-judgement"
    reply(g, 0, "SW06", log)
    assert effects.altar_space(g, 0) == 20
    # 19: 1 bread; 20: 3 VP + SW15 1 bread + 1 coin; past the end: 1 coin; then the judgement (the only
    # step left, resolved by itself): ahead of Haggai, 2 bread
    assert (red.food, red.coins, red.vp) == (food + 2 + 2, coins + 2, vp + 3)
    assert keys(log)[:10] == ["ev-prepare", "ev-prepare-ability", "ev-altar-move", "ev-gain", "ev-altar-move",
                              "ev-ability", "ev-vp", "ev-gain", "ev-altar-end", "ev-judgement"]
    assert g.frames == []


def test_prepare_opening_gains_and_the_sw09_option():
    """15.19 #24: SW05's worker and cube, SW08's coin per Levite and SW09's 2 coins come when the phase
    opens; SW09's auxiliary action is an optional menu item (a paid flip for now)."""
    g = game()
    red = g.players[0]
    red.scrolls = ["SW05", "SW08", "SW09"]
    red.coins = 0
    give_tile(g, 0, "GU3")                         # flip cost 5 coins
    workers(g, 0, supply=0, levites=3)
    workers(g, 1, supply=0)
    g.players[1].coins = 0
    put(g, 0, 3)
    log = run(g, Prepare())
    pick = decision_of(g, 0)                       # SW05's resource (D27)
    assert pick.prompt.key == "ezra_nehemiah-ask-resource"
    reply(g, 0, "wood", log)
    assert red.workers.supply == 1 and red.coins == 3 + 2 and red.cubes["wood"] == 1
    sources = [e.public.params["source"].key for e in events(log, "ev-prepare-gain")]
    assert sources == ["ezra_nehemiah-scroll-SW05", "ezra_nehemiah-scroll-SW08", "ezra_nehemiah-scroll-SW09"]
    menu = decision_of(g, 0)
    assert list(options(menu)) == ["assign", "judgement", "SW09", "done"]
    assert options(menu)["SW09"] is None           # GU3 costs 5 coins: affordable
    red.coins = 4
    assert options(decision_of(g, 0))["SW09"].key == "ezra_nehemiah-why-prepare-auxiliary"
    red.coins = 5
    reply(g, 0, "SW09", log)                       # D09: only GU3 is affordable, flipped by itself
    assert [e.public.params["tile"].key for e in events(log, "ev-flip-paid")] == ["ezra_nehemiah-tile-GU3"]
    blessing = decision_of(g, 0)                   # 5 coins, 1 tent move: P01 -> P02, a wild blessing
    assert blessing.prompt.key == "ezra_nehemiah-ask-wild-blessing"
    reply(g, 0, "purple", log)
    assert red.blessings["purple"] == 1
    assert red.dev["guard"].developed and red.coins == 0 and red.tent == "P02"
    menu = options(decision_of(g, 0))              # SW09 used; the developed guard tile: nothing to retrieve
    assert list(menu) == ["assign", "judgement", "guard", "done"]
    assert menu["guard"].key == "ezra_nehemiah-why-nothing-to-retrieve"


# --- the Sabbath (10.3, D35) -----------------------------------------------------------------------

def test_t25_feeding():
    """3 Levites, 4 workers in the main supply, 6 food: 9 to feed, 6 fed, -6 VP."""
    g = game()
    red = g.players[0]
    workers(g, 0, supply=9 - 2, levites=3)         # + its 2 gatekeepers
    assert red.workers.main == 4
    red.food, red.coins = 6, 0
    g.players[1].food = 20
    vp = red.vp
    log = run(g, Sabbath())
    assert g.phase == "sabbath" and g.frames == []
    assert (red.food, red.vp) == (0, vp - 6)
    feed = events(log, "ev-feed")[0]
    assert feed.seat == 0 and feed.public.params == {"player": Player(0), "paid": 6, "missing": 3, "lost": 6}


@pytest.mark.parametrize("scrolls, fed", [([], 10), (["SW02"], 7), (["SW01", "SW03"], 4)])
def test_t80_feeding_exemptions(scrolls, fed):
    g = game()
    red = g.players[0]
    red.scrolls = scrolls
    workers(g, 0, supply=0, levites=3, scribes=[[1, 1], [1, 2], [2, 2]], merchants=[1], elders=[1],
            farmers=2, labourers=1)
    assert red.workers.main == 3 and len(red.workers.gatekeepers) == 2
    assert sabbath.to_feed(g, 0) == fed
    if scrolls == ["SW02"]:
        red.food, red.coins = 5, 0
        g.players[1].food = 20
        vp = red.vp
        run(g, Sabbath())
        assert (red.food, red.vp) == (0, vp - 4)


def test_t26_tucking_and_the_new_deck():
    """Round 2: 2 of the 6 board cards are tucked (none from hand), all 3 tucked cards score, and After
    Sabbath the 4 untucked cards become the deck and 1 is drawn (hand 4, deck 3)."""
    g = game()
    g.round = 2
    red = g.players[0]
    cards = red.hand + red.deck                    # all 10
    red.hand = ["C01", "C02", "C04"]
    red.tucked = ["C10"]                           # K01: 1 VP per orange blessing
    red.piles = [["C03", "C05"], ["C06", "C07"], ["C08", "C09"]]
    red.deck = []
    assert sorted(red.hand + red.tucked + [c for p in red.piles for c in p]) == sorted(cards)
    red.blessings = {"orange": 2, "purple": 1, "red": 0}
    red.food = 20
    g.players[1].food = 20
    vp = red.vp
    log = run(g, Sabbath())
    tuck = decision_of(g, 0)
    assert (tuck.kind, tuck.min, tuck.max) == ("many", 2, 2)
    assert [o.id for o in tuck.options] == ["C03", "C05", "C06", "C07", "C08", "C09"]
    assert tuck.prompt.params == {"n": 2}
    assert [d.seat for d in pending(g)] == [0]     # seat 1 has no cards on its piles
    reply(g, 0, ["C09", "C05"], log)               # K07 purple blessings (1), K02 1 + scribes (1)
    assert red.tucked == ["C10", "C05", "C09"]
    assert red.piles == [["C03"], ["C06", "C07"], ["C08"]]
    scored = [(e.public.params["card"].key[-3:], e.public.params["vp"]) for e in events(log, "ev-tucked-score")]
    assert scored == [("C10", 2), ("C05", 1), ("C09", 1)]
    assert red.vp == vp + 4
    log = run(g, AfterSabbath())
    assert (len(red.hand), len(red.deck)) == (4, 3) and red.piles == [[], [], []]
    assert sorted(red.hand + red.deck) == ["C01", "C02", "C03", "C04", "C06", "C07", "C08"]
    draw = events(log, "ev-draw")
    assert [(e.seat, e.barrier, e.public.params["n"]) for e in draw] == [(0, True, 1)]
    assert draw[0].private.key == "ezra_nehemiah-ev-draw-private"
    assert draw[0].private == Msg("ezra_nehemiah-ev-draw-private",
                                  {"cards": [Msg(f"ezra_nehemiah-character-{red.hand[-1]}")]})
    assert all(e.barrier for e in events(log, "ev-reshuffle"))


@pytest.mark.parametrize("scribes, k10", [([], 0), ([[2, 1]], 2), ([[1, 1], [3, 2], [4, 2]], 7)])
def test_sabbath_conditions(scribes, k10):
    """19.2: base + per x count; K10 the row values of the 2 highest scribes (one: once; none: 0)."""
    g = game()
    red = g.players[0]
    workers(g, 0, levites=4, scribes=scribes)
    red.dev["farmer"] = Tile(red.dev["farmer"].tile, True)
    red.blessings = {"orange": 1, "purple": 2, "red": 3}
    put(g, 0, 12)
    wall = next(s for s in g.board.perimeter if s.kind == "wall" and not s.neutral)
    wall.built, wall.owner, wall.wall_card = True, 0, [red.colour, red.wall_deck.pop()]
    expected = {"C10": 1, "C05": 1 + len(scribes), "C02": 4, "C08": 3, "C01": 3, "C06": 1 + 1, "C09": 2,
                "C04": 1 + 2, "C03": 1, "C07": k10}
    assert {card: sabbath.card_vp(g, 0, card) for card in expected} == expected
    assert sabbath.card_vp(g, 0, "HE") is None


def test_t58_tucking_refusals():
    """D35 accepts exactly 2 of the 6 board cards in round 2: 1, 3, or a hand card is refused."""
    g = game()
    g.round = 2
    for p in g.players:
        piles_from_deck(p)
        p.food = 20
    run(g, Sabbath())
    assert sorted(d.seat for d in pending(g)) == [0, 1]
    red = g.players[0]
    board = [c for pile in red.piles for c in pile]
    for bad in (board[:1], board[:3], [red.hand[0], board[0]]):
        with pytest.raises(RuleError):
            reply(g, 0, bad)
    with pytest.raises(RuleError):                 # and the frame refuses it by itself too
        g.frames[-1].answer(g, 0, [red.hand[0], board[0]], Log())
    assert red.tucked == [] and len(board) == 6
    ids = {d.seat: d.id for d in pending(g)}
    reply(g, 1, [c for pile in g.players[1].piles for c in pile][:2])
    assert {d.seat: d.id for d in pending(g)} == {0: ids[0]}   # seat 0's question keeps its id
    reply(g, 0, board[2:4])
    assert red.tucked == board[2:4] and g.frames == []


def test_t81_storage_limit_at_the_end_of_the_sabbath():
    """GU3 (4 cubes) with 2 stone, 3 wood, 2 ash: 3 cubes go back, the player choosing which."""
    g = game()
    red = g.players[0]
    red.dev["guard"] = Tile("GU3")
    red.cubes = {"gold": 0, "stone": 2, "wood": 3, "ash": 2}
    red.food = g.players[1].food = 20
    run(g, Sabbath())
    discard = decision_of(g, 0)                    # gold: none held, answered by itself
    assert discard.prompt.key == "ezra_nehemiah-ask-discard" and (discard.min, discard.max) == (0, 2)
    reply(g, 0, 1)                                 # 1 stone
    reply(g, 0, 1)                                 # 1 wood; then 1 ash by itself
    assert red.cubes == {"gold": 0, "stone": 1, "wood": 2, "ash": 1} and g.frames == []


# --- After Sabbath (10.4) -------------------------------------------------------------------------

def test_t27_altar_leader_gains_a_worker():
    """Violet and Red on the furthest space, Violet below Red: Violet gains 1 worker."""
    g = game(3)
    put(g, 1, 7)
    put(g, 2, 7, below=[1])
    assert g.board.altar.stacks[7] == [2, 1]
    supply = [p.workers.supply for p in g.players]
    log = run(g, AfterSabbath())
    assert [p.workers.supply for p in g.players] == [supply[0], supply[1], supply[2] + 1]
    assert events(log, "ev-altar-leader")[0].seat == 2
    assert g.shofar == 1 and invariants(g) == []


def test_t88_the_altar_leader_cannot_gain_a_worker():
    """No worker left in the main supply: 1 tent move instead, P05 -> P06 (2 altar moves)."""
    g = game()
    red = g.players[0]
    put(g, 0, 5)
    workers(g, 0, supply=16 - 1 - 2)
    assert red.workers.main == 0
    red.tent = "P05"
    supply = red.workers.supply
    run(g, AfterSabbath())
    assert red.tent == "P06" and red.workers.supply == supply and effects.altar_space(g, 0) == 7


def test_after_sabbath_takes_the_workers_back():
    g = game()
    red = g.players[0]
    workers(g, 0, supply=0, farmers=2, labourers=1, merchants=[1, 4], elders=[2])
    put(g, 1, 3)
    run(g, AfterSabbath())
    w = red.workers
    assert (w.supply, w.farmers, w.labourers, w.merchants, w.elders) == (6, 0, 0, [], [])


# --- solo (13.8-13.10) --------------------------------------------------------------------------------

def test_t71_the_opponents_judgement():
    """AC1-A round 1: you on 2 are between (+1 bread); the Opponent on 7 uses its board, side A:
    ahead of Haggai -> 1 gold + 1 VP; no farmers, no feeding, no tucking for it."""
    g = game(1)
    you, opponent = g.players[0], g.opponent
    you.coins = 0
    workers(g, 0, supply=0)
    put(g, 0, 2)
    put(g, OPPONENT, 7)
    food, gold, vp, coins = you.food, opponent.gold, opponent.vp, opponent.coins
    log = run(g, Prepare())
    assert g.frames == []
    assert you.food == food + 1
    assert (opponent.gold, opponent.vp, opponent.coins) == (gold + 1, vp + 1, coins)
    first = events(log, "ev-judgement")[0]         # the Opponent holds the Shofar in round 1
    assert first.seat is None and first.public.params["player"].key == "ezra_nehemiah-automa"
    assert opponent.workers.farmers == opponent.workers.labourers == 0
    supply = opponent.workers.supply
    you.food = 20
    log = run(g, Sabbath())
    assert [e.seat for e in events(log, "ev-feed")] == [0]
    assert opponent.workers.supply == supply


@pytest.mark.parametrize("side, vp", [("A", 4), ("B", 9)])
def test_t31_solo_sabbath_side_a_and_b(side, vp):
    """3 gatekeepers, 2 scribes, 4 Levites: side A 4 VP (Levites, the largest group), side B 9."""
    g = game(1, side=side)
    opponent = g.opponent
    workers(g, OPPONENT, supply=0, levites=4, gatekeepers=opponent.workers.gatekeepers + ["VALLEY"],
            scribes=[[1, 2], [2, 2]])
    g.players[0].food = 20
    log = run(g, Sabbath())
    assert events(log, "ev-opponent-sabbath")[0].public.params["workers"] == vp


def test_t32_full_solo_sabbath():
    """Side A: 2 workers in supply, highest scribe in row 3, 3 gatekeepers, 2 scribes, 4 Levites,
    blessings 3/1/2, altar on 9 (gold spaces 4 and 8): +2 coins, 3 + 4 + 3 + 2 = 12 VP."""
    g = game(1, side="A")
    opponent = g.opponent
    workers(g, OPPONENT, supply=2, levites=4, gatekeepers=opponent.workers.gatekeepers + ["VALLEY"],
            scribes=[[1, 2], [3, 2]])
    opponent.blessings = {"orange": 3, "purple": 1, "red": 2}
    put(g, OPPONENT, 9)
    g.players[0].food = 20
    coins, vp = opponent.coins, opponent.vp
    log = run(g, Sabbath())
    assert (opponent.coins, opponent.vp) == (coins + 2, vp + 12)
    params = events(log, "ev-opponent-sabbath")[0].public.params
    assert (params["coins"], params["scribe"], params["workers"], params["blessing"], params["altar"]) == (
        2, 3, 4, 3, 2)


def test_t75_solo_after_sabbath():
    """The Opponent leads the altar: it gains 1 worker; the Shofar goes to you; its 10 focus and 6
    planning cards are reshuffled into their decks (barrier)."""
    g = game(1)
    opponent = g.opponent
    assert g.shofar == OPPONENT
    put(g, OPPONENT, 6)
    opponent.focus_shown = [opponent.focus_deck.pop() for _ in range(6)]
    opponent.planning_shown = [opponent.planning_deck.pop() for _ in range(6)]
    supply, main = opponent.workers.supply, opponent.workers.main
    log = run(g, AfterSabbath())
    assert g.shofar == 0
    assert (opponent.workers.supply, opponent.workers.main) == (supply + 1, main - 1)
    assert len(opponent.focus_deck) == 10 and opponent.focus_shown == []
    assert len(opponent.planning_deck) == 6 and opponent.planning_shown == []
    assert [e.barrier for e in events(log, "ev-opponent-reshuffle")] == [True]
    run(g, AfterSabbath())                         # round 2 -> 3: the Opponent starts again
    assert g.shofar == OPPONENT


# --- a whole week's end, the invariants and the canonical JSON ----------------------------------------

def choose(decision):
    if decision.kind == "many":
        return [o.id for o in decision.options[:decision.min]]
    if decision.kind == "amount":
        return (decision.min + decision.max + 1) // 2
    enabled = [o.id for o in decision.options if o.disabled is None]
    for preferred in ("assign", "judgement", "guard"):
        if preferred in enabled:
            return preferred
    return next((o for o in enabled if o not in ("bread", "done")), enabled[-1])


@pytest.mark.parametrize("n, seed", [(1, 4), (2, 5), (3, 6), (4, 7)])
def test_a_week_ends_consistently(n, seed):
    """Every player count, questions answered half way (farmers and labourers, labourer options, cubes):
    the invariants hold and the state survives canonical JSON at every rest."""
    g = game(n, seed=seed, plain=False)
    asked = set()
    for p in g.players:
        piles_from_deck(p)
    for frame in (Prepare(), Sabbath(), AfterSabbath()):
        log = run(g, frame)
        for _ in range(200):
            assert invariants(g) == []
            text = msgspec.json.encode(g, order="sorted")
            again = msgspec.json.decode(text, type=WeekState)
            assert msgspec.json.encode(again, order="sorted") == text
            if not g.frames:
                break
            decision = pending(g)[0]
            asked.add(type(g.frames[-1]).__name__)
            reply(g, decision.seat, choose(decision), log)
        assert g.frames == []
    assert {"PrepareMenu", "AssignWorkers", "SplitProduction", "CubeSplit", "Tuck"} <= asked
    assert g.phase == "sabbath" and g.round == 1
    for p in g.players:
        assert len(p.tucked) == 1 and len(p.hand) == 4 and len(p.deck) == 5
        assert p.workers.farmers == p.workers.labourers == 0
    assert invariants(g) == []
