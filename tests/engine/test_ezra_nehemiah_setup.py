"""Ezra and Nehemiah's setup (spec 3.1-3.8, 13.1, 15.1-15.3, D01; scenarios T96-T98): the starting
position by player count, the gatekeeper questions, determinism, canonical JSON and the invariants."""
from __future__ import annotations

from collections import Counter

import msgspec
import pytest

from data.locale import translate, languages
from engine.core.errors import RuleError
from engine.core.frames import Log, advance, answer
from engine.core.serial import copy
from engine.ezra_nehemiah.content import CONTENT, CORNERS, GATE_CARDS, RESOURCES, TILE_TYPES
from engine.ezra_nehemiah.setup import ALTAR_CARDS, WHITE, EzraState, Gatekeeper, start
from engine.ezra_nehemiah.state import OPPONENT, WORKERS, Cell
from engine.ezra_nehemiah.view import invariants

COUNTS = (1, 2, 3, 4)


def space(g, space_id):
    return next(s for s in g.board.perimeter if s.id == space_id)


def dumps(g) -> bytes:
    return msgspec.json.encode(g, order="sorted")


def ask(g):
    """The decision on top, or None once the setup questions are done."""
    return g.frames[-1].decisions(g)[0] if g.frames else None


def play_gatekeepers(g, pick=lambda options: options[0]):
    """Answer D01 until it is done, the way the engine does (forced answers automatically); returns
    [(seat, [option ids], answered automatically)] in the order asked, and the log."""
    log = Log()
    asked = []
    advance(g, log)
    assert invariants(g) == []
    while g.frames:
        decision = ask(g)
        options = [option.id for option in decision.options]
        asked.append((decision.seat, options, False))
        answer(g, g.frames[-1], decision.seat, pick(options), log)
        assert invariants(g) == []
        before = len(g.frames)
        top = ask(g)
        advance(g, log)
        if top is not None and len(g.frames) < before:     # answered by `advance`: a forced choice
            asked.append((top.seat, [option.id for option in top.options], True))
        assert invariants(g) == []
    return asked, log


# --- the starting position (3.7, 3.8, T96, T98) ------------------------------------------------------

@pytest.mark.parametrize("n", COUNTS)
def test_t96_main_board_by_player_count(n):
    g = start(n, {}, seed=11)
    neutral_walls = {1: ["W02", "W03", "W04", "W05", "W06", "W07"], 2: ["W02", "W03", "W04", "W05", "W06", "W07"],
                     3: ["W04", "W05", "W06"], 4: []}[n]
    neutral_gates = ["MUSTER", "EAST"] if n <= 2 else []
    assert [s.id for s in g.board.perimeter if s.neutral and s.kind == "wall"] == neutral_walls
    assert [s.id for s in g.board.perimeter if s.neutral and s.kind != "wall"] == neutral_gates
    # gate cards: the neutral ones on the board, the others beside it with 2 / 1 / 0 coins
    aside = [gate for gate in GATE_CARDS if gate not in neutral_gates]
    assert g.board.gate_cards_aside == aside
    coins = {1: 2, 2: 2, 3: 1, 4: 0}[n]
    assert [space(g, gate).coins_on_card for gate in aside] == [coins] * len(aside)
    for gate in neutral_gates:
        s = space(g, gate)
        assert s.built and s.owner is None and s.coins_on_card == 0 and sum(s.rubble.values()) == 0
    # rubble: one cube per icon on every non-neutral wall and gate card, none on corners or neutral spaces
    placed = Counter()
    for s in g.board.perimeter:
        icons = CONTENT.wall[s.id].rubble if s.kind == "wall" else CONTENT.gate[s.id].rubble
        assert sorted(s.rubble) == sorted(RESOURCES)
        assert sum(s.rubble.values()) == (0 if s.neutral else icons), s.id
        placed.update(s.rubble)
    assert sum(placed.values()) == {1: 48, 2: 48, 3: 57, 4: 64}[n]
    bag = CONTENT.rules.setup.rubble
    assert all(placed[cube] <= bag[cube] for cube in RESOURCES)
    if n == 4:
        assert dict(placed) == dict(bag)                  # the bag empties exactly
    # corner gates stand, clear, nobody's yet
    for gate in CORNERS:
        s = space(g, gate)
        assert s.kind == "corner" and s.built and s.owner is None and not s.neutral
    # scroll tiles: 3 stone, 4 + 5 wood, 6 gold; the other 2 gold and 13 wood unused
    backs = [[CONTENT.scroll[tile.scroll].back for tile in row] for row in g.board.scrolls]
    assert backs == [["stone"] * 3, ["wood"] * 4, ["wood"] * 5, ["gold"] * 6]
    assert len(g.unused_scrolls) == 15
    assert Counter(CONTENT.scroll[s].back for s in g.unused_scrolls) == {"gold": 2, "wood": 13}
    assert g.board.row_food == {"2": 1, "3": 2, "4": 3}
    # white workers on the outer bottom tiles at 1-2 players
    occupants = [[tile.occupant for tile in row] for row in g.board.scrolls]
    white = [WHITE, None, WHITE] if n <= 2 else [None] * 3
    assert occupants == [white, [None] * 4, [None] * 5, [None] * 6]
    # the Temple Mount: 35 / 35 / 40 / 45 spaces
    covered = {1: [8, 9], 2: [8, 9], 3: [9], 4: []}[n]
    assert g.board.temple.covered_columns == covered
    assert len(g.board.temple.cells) == 5 and all(row == [None] * 9 for row in g.board.temple.cells)
    assert 5 * (9 - len(covered)) == {1: 35, 2: 35, 3: 40, 4: 45}[n]
    assert g.board.temple.sections_done == [False, False, False]
    # the altar card and the prophets' round-1 spaces; the heroes
    card = CONTENT.altar_card[g.board.altar.card]
    assert g.board.altar.card in ALTAR_CARDS
    assert (g.board.altar.zechariah, g.board.altar.haggai) == (card.round[0].zechariah, card.round[0].haggai)
    assert g.board.heroes_left == ["HZ", "HE", "HN"]
    assert g.board.neutral_corner is None and g.phase == "setup_gatekeepers" and g.round == 1


@pytest.mark.parametrize("n", COUNTS)
def test_player_areas_by_player_count(n):
    g = start(n, {}, seed=12)
    assert [p.colour for p in g.players] == ["turquoise", "red", "violet", "yellow"][:n]
    dealt = []
    for player in g.players:
        w = player.workers
        assert (w.supply, w.levites, w.main, w.gatekeepers, w.scribes) == (6, 1, 9, [], [])
        assert w.total() == WORKERS
        assert player.tent == "P01" and player.vp == 10 and player.coins == 5 and player.food == 3
        assert player.blessings == {"orange": 0, "purple": 0, "red": 0}
        assert len(player.hand) == 4 and len(player.deck) == 6 and player.piles == [[], [], []]
        assert sorted(player.hand + player.deck) == [c.id for c in CONTENT.characters]
        assert sorted(player.wall_deck) == [c.id for c in CONTENT.wall_cards]
        assert list(player.dev) == list(TILE_TYPES)
        assert all(CONTENT.tile[tile.tile].type == kind and not tile.developed for kind, tile in player.dev.items())
        guard = CONTENT.tile[player.dev["guard"].tile]
        assert player.cubes == {cube: guard.start.get(cube) for cube in RESOURCES}
        assert sum(player.cubes.values()) == 2
        dealt += [tile.tile for tile in player.dev.values()]
    assert sorted(dealt + g.unused_tiles) == sorted(CONTENT.tile) and len(g.unused_tiles) == 20 - 5 * n
    # the Shofar, and the altar stack: reverse turn order from the bottom, the Shofar holder on top
    if n == 1:
        assert g.shofar == OPPONENT
        assert g.board.altar.stacks[0] == [0, OPPONENT]
    else:
        assert g.shofar == 0
        assert g.board.altar.stacks[0] == list(range(n - 1, -1, -1))
    assert len(g.board.altar.stacks) == 21 and all(stack == [] for stack in g.board.altar.stacks[1:])
    assert (g.opponent is not None) == (n == 1)


@pytest.mark.parametrize("side, workers, coins, gold", [("A", 5, 3, 2), ("B", 6, 5, 3)])
def test_t98_solo_setup(side, workers, coins, gold):
    """T98: the Opponent holds the Shofar, its starting workers, silver and gold by side, 1 Levite, its
    gatekeepers on the 2 corners left free, its marker on top of yours, tent P01, 10 VP."""
    g = start(1, {"solo_side": side}, seed=5)
    opponent = g.opponent
    assert opponent.colour == "red" and opponent.side == side
    assert (opponent.workers.supply, opponent.workers.levites, opponent.coins, opponent.gold) == (
        workers, 1, coins, gold)
    assert sorted(opponent.focus_deck) == [c.id for c in CONTENT.focus_cards]
    assert sorted(opponent.planning_deck) == [c.id for c in CONTENT.planning_cards]
    assert opponent.focus_shown == [] and opponent.planning_shown == []
    assert sorted(opponent.wall_deck) == [c.id for c in CONTENT.wall_cards]
    assert opponent.tent == "P01" and opponent.vp == 10 and opponent.blessings == {"orange": 0, "purple": 0, "red": 0}
    asked, log = play_gatekeepers(g, pick=lambda options: options[-1])
    assert asked == [(0, ["SHEEP", "HORSE", "FOUNTAIN", "OLD"], False), (0, ["SHEEP", "HORSE", "FOUNTAIN"], False)]
    assert g.players[0].workers.gatekeepers == ["OLD", "FOUNTAIN"]
    assert opponent.workers.gatekeepers == ["SHEEP", "HORSE"]
    assert space(g, "SHEEP").owner == OPPONENT and space(g, "OLD").owner == 0
    assert opponent.workers.main == 16 - workers - 1 - 2
    if side == "A":
        assert opponent.workers.main == 8
    assert g.players[0].workers.main == 7
    assert g.board.neutral_corner is None and g.phase == "work" and g.frames == []
    assert [e.public.key for e in log.events] == ["ezra_nehemiah-ev-gatekeeper"] * 2 + [
        "ezra_nehemiah-ev-gatekeeper-opponent"] * 2


# --- D01: the gatekeepers (3.4, T97) -----------------------------------------------------------------

def test_t97_gatekeepers_two_players():
    """Reverse turn order twice: seat 1, seat 0, seat 1, seat 0 with 4, 3, 2, 1 options; the last one
    is answered automatically."""
    g = start(2, {}, seed=3)
    decision = ask(g)
    assert decision.prompt.key == "ezra_nehemiah-ask-gatekeeper"
    assert decision.prompt.params == {"number": 1, "total": 2}
    assert [option.label.key for option in decision.options] == ["ezra_nehemiah-opt-gate"] * 4
    assert decision.options[0].label.params["gate"].key == "ezra_nehemiah-gate-SHEEP"
    asked, _ = play_gatekeepers(g)
    assert asked == [(1, ["SHEEP", "HORSE", "FOUNTAIN", "OLD"], False), (0, ["HORSE", "FOUNTAIN", "OLD"], False),
                     (1, ["FOUNTAIN", "OLD"], False), (0, ["OLD"], True)]
    assert g.players[1].workers.gatekeepers == ["SHEEP", "FOUNTAIN"]
    assert g.players[0].workers.gatekeepers == ["HORSE", "OLD"]
    assert [p.workers.main for p in g.players] == [7, 7]
    assert g.phase == "work" and g.frames == [] and g.board.neutral_corner is None


def test_gatekeepers_second_pass_is_numbered():
    g = start(2, {}, seed=3)
    numbers = []
    log = Log()
    while g.frames:
        decision = ask(g)
        numbers.append((decision.seat, decision.prompt.params["number"]))
        answer(g, g.frames[-1], decision.seat, decision.options[0].id, log)
    assert numbers == [(1, 1), (0, 1), (1, 2), (0, 2)]


def test_gatekeepers_three_players_leave_a_neutral_corner():
    g = start(3, {}, seed=4)
    asked, log = play_gatekeepers(g, pick=lambda options: options[-1])
    assert asked == [(2, ["SHEEP", "HORSE", "FOUNTAIN", "OLD"], False), (1, ["SHEEP", "HORSE", "FOUNTAIN"], False),
                     (0, ["SHEEP", "HORSE"], False)]
    assert [p.workers.gatekeepers for p in g.players] == [["HORSE"], ["FOUNTAIN"], ["OLD"]]
    assert g.board.neutral_corner == "SHEEP" and space(g, "SHEEP").owner is None
    assert not space(g, "SHEEP").neutral                   # it still connects (6.6 [CHOICE])
    assert [p.workers.main for p in g.players] == [8, 8, 8]
    assert log.events[-1].public.key == "ezra_nehemiah-ev-neutral-corner"
    assert g.phase == "work" and g.frames == []


def test_gatekeepers_four_players_last_one_automatic():
    g = start(4, {}, seed=5)
    asked, log = play_gatekeepers(g)
    assert [(seat, len(options), auto) for seat, options, auto in asked] == [
        (3, 4, False), (2, 3, False), (1, 2, False), (0, 1, True)]
    assert [p.workers.gatekeepers for p in g.players] == [["OLD"], ["FOUNTAIN"], ["HORSE"], ["SHEEP"]]
    assert all(space(g, gate).owner == seat for seat, gate in enumerate(["OLD", "FOUNTAIN", "HORSE", "SHEEP"]))
    assert g.board.neutral_corner is None and g.phase == "work"
    assert [e.seat for e in log.events] == [3, 2, 1, 0]


def test_gatekeeper_refuses_a_taken_corner():
    g = start(4, {}, seed=5)
    log = Log()
    answer(g, g.frames[-1], 3, "OLD", log)
    with pytest.raises(RuleError) as error:
        g.frames[-1].answer(g, 2, "OLD", log)
    assert error.value.message.key == "ezra_nehemiah-error-gate-not-free"
    assert invariants(g) == []


@pytest.mark.parametrize("language", languages())
def test_setup_messages_render(language):
    g = start(3, {}, seed=8)
    decision = ask(g)
    assert translate(decision.prompt, language, strict=True)
    assert all(0 < len(translate(option.label, language, strict=True)) <= 100 for option in decision.options)
    _, log = play_gatekeepers(g)
    for event in log.events:
        assert translate(event.public, language, names=lambda seat: f"P{seat}", strict=True)


# --- options, determinism, canonical JSON ------------------------------------------------------------

@pytest.mark.parametrize("side", ALTAR_CARDS)
def test_altar_card_option_picks_the_side(side):
    g = start(2, {"altar_card": side}, seed=1)
    card = CONTENT.altar_card[side]
    assert g.board.altar.card == side
    assert (g.board.altar.zechariah, g.board.altar.haggai) == (card.round[0].zechariah, card.round[0].haggai)


def test_random_altar_card_uses_every_side():
    assert {start(2, {}, seed=seed).board.altar.card for seed in range(40)} == set(ALTAR_CARDS)


@pytest.mark.parametrize("options", [{"altar_card": "AC3-A"}, {"solo_side": "C"}, {"colour": "red"}])
def test_bad_options_are_refused(options):
    with pytest.raises(RuleError):
        start(1, options, seed=1)


def test_player_count_is_checked():
    for n in (0, 5):
        with pytest.raises(RuleError):
            start(n, {}, seed=1)


@pytest.mark.parametrize("n", COUNTS)
def test_same_seed_same_setup_other_seed_other_setup(n):
    assert dumps(start(n, {}, seed=42)) == dumps(start(n, {}, seed=42))
    a, b = start(n, {}, seed=42), start(n, {}, seed=43)
    assert dumps(a) != dumps(b)
    # the random parts really differ, not just the seed field
    assert ([[t.scroll for t in row] for row in a.board.scrolls], [p.deck for p in a.players],
            [s.rubble for s in a.board.perimeter]) != (
        [[t.scroll for t in row] for row in b.board.scrolls], [p.deck for p in b.players],
        [s.rubble for s in b.board.perimeter])
    # and the whole setup played the same way stays the same
    for g in (a, b):
        play_gatekeepers(g)
    again = start(n, {}, seed=42)
    play_gatekeepers(again)
    assert dumps(again) == dumps(a)


@pytest.mark.parametrize("n", COUNTS)
def test_canonical_json_round_trip(n):
    g = start(n, {}, seed=9)
    log = Log()
    advance(g, log)
    for _ in range(2):                   # before any answer, mid-setup and after the setup questions
        text = dumps(g)
        again = msgspec.json.decode(text, type=EzraState)
        assert again == g and dumps(again) == text
        assert all(isinstance(frame, Gatekeeper) for frame in again.frames)
        assert copy(g) == g
        if g.frames:
            answer(g, g.frames[-1], ask(g).seat, ask(g).options[0].id, log)
            advance(g, log)
    play_gatekeepers(g)
    text = dumps(g)
    assert msgspec.json.decode(text, type=EzraState) == g and b'"frames":[]' in text


# --- invariants ---------------------------------------------------------------------------------------

def _break(name, g):
    if name == "worker lost":
        g.players[0].workers.main -= 1
    elif name == "card duplicated":
        g.players[0].hand.append(g.players[0].deck[0])
    elif name == "wall card lost":
        g.players[-1].wall_deck.pop()
    elif name == "negative coins":
        g.players[0].coins = -1
    elif name == "rubble on a neutral wall":
        next(s for s in g.board.perimeter if s.neutral).rubble["ash"] = 1
    elif name == "neutral space owned":
        next(s for s in g.board.perimeter if s.neutral).owner = 0
    elif name == "altar marker twice":
        g.board.altar.stacks[3].append(0)
    elif name == "altar marker missing":
        g.board.altar.stacks[0].pop()
    elif name == "prophets crossed":
        g.board.altar.zechariah, g.board.altar.haggai = g.board.altar.haggai, g.board.altar.zechariah
    elif name == "white worker at 3 players":
        g.board.scrolls[0][1].occupant = WHITE
    elif name == "gate card lost":
        g.board.gate_cards_aside.pop()
    elif name == "scroll tile dealt twice":
        g.board.scrolls[3][0].scroll = g.board.scrolls[3][1].scroll
    elif name == "temple gap":
        g.board.temple.cells[0][1] = Cell(by=0, cube="stone")
    elif name == "development tile twice":
        g.players[1].dev["guard"] = g.players[0].dev["guard"]
    elif name == "gatekeeper without gate":
        g.players[0].workers.main -= 1
        g.players[0].workers.gatekeepers.append("OLD")
    elif name == "blessing off the track":
        g.players[0].blessings["red"] = 8
    elif name == "row food changed":
        g.board.row_food["4"] = 1
    elif name == "opponent gold negative":
        g.opponent.gold = -1
    elif name == "hero lost":
        g.board.heroes_left.pop()


BREAKS = ["worker lost", "card duplicated", "wall card lost", "negative coins", "rubble on a neutral wall",
          "neutral space owned", "altar marker twice", "altar marker missing", "prophets crossed",
          "white worker at 3 players", "gate card lost", "scroll tile dealt twice", "temple gap",
          "development tile twice", "gatekeeper without gate", "blessing off the track", "row food changed",
          "hero lost"]


@pytest.mark.parametrize("name", BREAKS)
def test_invariants_catch_a_broken_copy(name):
    g = start(3, {}, seed=21)
    assert invariants(g) == []
    broken = copy(g)
    _break(name, broken)
    assert invariants(broken), name
    assert invariants(g) == []                    # the copy, not the original, was broken


def test_invariants_catch_a_broken_solo_copy():
    g = start(1, {}, seed=21)
    play_gatekeepers(g)
    assert invariants(g) == []
    for name in ("opponent gold negative", "altar marker missing", "worker lost"):
        broken = copy(g)
        _break(name, broken)
        assert invariants(broken), name
    broken = copy(g)
    broken.opponent.workers.supply += 1
    assert invariants(broken)
    broken = copy(g)
    broken.phase = "setup_gatekeepers"
    assert invariants(broken)


@pytest.mark.parametrize("n", COUNTS)
@pytest.mark.parametrize("seed", range(5))
def test_invariants_hold_through_every_setup(n, seed):
    g = start(n, {}, seed=seed)
    play_gatekeepers(g, pick=lambda options: options[seed % len(options)])
    assert invariants(g) == []
    assert sum(len(p.workers.gatekeepers) for p in g.players) + (
        len(g.opponent.workers.gatekeepers) if g.opponent else 0) == {1: 4, 2: 4, 3: 3, 4: 4}[n]
