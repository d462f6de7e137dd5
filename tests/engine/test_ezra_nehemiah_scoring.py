"""Ezra and Nehemiah: final scoring and the result (spec 11, 12.1, 13.11; scenarios T28-T30, T42, T76,
T89)."""
from __future__ import annotations

import pytest

from engine.core.frames import Log, advance, answer
from engine.ezra_nehemiah.content import CONTENT
from engine.ezra_nehemiah.scoring import PARTS, FinalScoring, opponent_score, result
from engine.ezra_nehemiah.setup import start
from engine.ezra_nehemiah.state import OPPONENT, WORKERS, Cell, Tile


def game(n: int = 2, seed: int = 3):
    """A set-up game (gatekeepers placed) where nobody holds any goods yet."""
    g = start(n, {"altar_card": "AC1-A"}, seed)
    log = Log()
    advance(g, log)
    while g.frames:
        decision = g.frames[-1].decisions(g)[0]
        answer(g, g.frames[-1], decision.seat, decision.options[0].id, log)
        advance(g, log)
    for p in g.players:
        p.coins = p.food = 0
        p.cubes = {cube: 0 for cube in p.cubes}
    if g.opponent is not None:
        g.opponent.coins = g.opponent.gold = 0
    g.round, g.phase = 3, "sabbath"
    return g


def goods(p, coins=0, food=0, **cubes):
    p.coins, p.food = coins, food
    p.cubes = {cube: cubes.get(cube, 0) for cube in p.cubes}


def put(g, who, space, below=()):
    for stack in g.board.altar.stacks:
        if who in stack:
            stack.remove(who)
    stack = g.board.altar.stacks[space]
    at = min((stack.index(other) for other in below if other in stack), default=len(stack))
    stack.insert(at, who)


def workers(g, who, **counts):
    w = g.workers_of(who)
    for key, value in counts.items():
        setattr(w, key, value)
    w.main = 0
    w.main = WORKERS - w.total()
    assert w.main >= 0


def wall(g, who, space_id, card):
    colour = g.opponent.colour if who == OPPONENT else g.players[who].colour
    space = next(s for s in g.board.perimeter if s.id == space_id)
    assert space.kind == "wall" and not space.neutral
    space.built, space.owner, space.wall_card = True, who, [colour, card]
    space.rubble = {cube: 0 for cube in space.rubble}
    deck = g.opponent.wall_deck if who == OPPONENT else g.players[who].wall_deck
    deck.remove(card)


def gate(g, who, gate_id):
    space = next(s for s in g.board.perimeter if s.id == gate_id)
    assert space.kind == "gate_card" and not space.neutral
    space.built, space.owner, space.coins_on_card = True, who, 0
    space.rubble = {cube: 0 for cube in space.rubble}
    g.board.gate_cards_aside.remove(gate_id)
    w = g.workers_of(who)
    w.gatekeepers = w.gatekeepers + [gate_id]
    w.main -= 1


def score(g) -> Log:
    log = Log()
    g.push(FinalScoring())
    advance(g, log)
    assert g.frames == [] and g.over and g.phase == "over"
    return log


# --- the scenarios ----------------------------------------------------------------------------------

@pytest.mark.parametrize("scroll, vp", [(None, 6), ("SG1", 10)])
def test_t28_final_conversion(scroll, vp):
    """2 gold, 1 stone, 3 wood, 2 ash, 4 food, 7 coins = 31 silver: 6 VP, 10 with SG1."""
    g = game()
    red = g.players[0]
    goods(red, coins=7, food=4, gold=2, stone=1, wood=3, ash=2)
    red.scrolls = [scroll] if scroll else []
    put(g, 1, 4)                                   # seat 1 leads the altar
    before = red.vp
    score(g)
    assert g.final["0"]["silver"] == vp
    assert red.vp == before + vp
    assert g.final["0"] == {"game": before, "silver": vp, "tiles": 0, "altar": 0, "walls": 0, "gates": 0,
                            "scribes": 0, "scrolls": 0}


def test_t29_score_above_99():
    """97 + 6 = 103: the track shows 3, the score is 103."""
    g = game()
    red = g.players[0]
    red.vp = 97
    goods(red, coins=30)
    put(g, 1, 4)
    score(g)
    assert red.vp == 103 and red.vp % CONTENT.rules.final.score_wrap == 3
    assert result(g).scores[0].total == 103


@pytest.mark.parametrize("same_space", [False, True])
def test_t30_final_tie(same_space):
    """Tied on VP: the one further ahead on the altar wins (the lower marker on a shared space)."""
    g = game()
    red, violet = g.players
    red.vp = violet.vp = 50
    if same_space:
        put(g, 1, 6)
        put(g, 0, 6, below=[1])                    # seat 0 below: ahead, and the altar leader
        goods(violet, coins=15)                    # seat 1: 3 VP from silver instead
    else:
        put(g, 0, 6)
        put(g, 1, 7)                               # seat 1 leads
        goods(red, coins=15)
    score(g)
    assert red.vp == violet.vp == 53
    found = result(g)
    winner, loser = (0, 1) if same_space else (1, 0)
    assert found.ranking == [[winner], [loser]] and found.winners == [winner]
    assert {s.seat: s.tiebreak for s in found.scores} == {winner: [0], loser: [-1]}


@pytest.mark.parametrize("ahead, winners", [(True, [0]), (False, [1])])
def test_t42_solo_tie(ahead, winners):
    g = game(1)
    you, opponent = g.players[0], g.opponent
    you.vp, opponent.vp = 40, 40
    put(g, 0, 5)
    put(g, OPPONENT, 5, below=[0] if not ahead else [])
    if ahead:
        opponent.coins = 15                        # 3 VP from silver; you get 3 as the altar leader
    else:
        goods(you, coins=15)                       # and the Opponent leads
    score(g)
    assert you.vp == opponent.vp == 43
    found = result(g)
    assert found.winners == winners and found.ranking == ([[0], [1]] if ahead else [[1], [0]])   # 1: the Opponent
    assert opponent_score(g)["total"] == 43


def test_t76_the_opponents_final_score():
    """The Opponent: 48 VP; 3 gold + 4 coins = 13 silver -> 2; walls 4 + 3 + 1; Dung 2; scribes 1 + 3;
    altar leader 3; nothing for tiles, tucked cards or scrolls: 67. You with 67 lose (not ahead)."""
    g = game(1)
    you, opponent = g.players[0], g.opponent
    opponent.vp, opponent.gold, opponent.coins = 48, 3, 4
    for space, card in (("W08", "WC01"), ("W09", "WC05"), ("W10", "WC12")):
        wall(g, OPPONENT, space, card)
    gate(g, OPPONENT, "DUNG")
    workers(g, OPPONENT, scribes=[[1, 2], [3, 2]])
    opponent.heroes = []
    put(g, OPPONENT, 12)
    you.vp = 67
    log = score(g)
    assert g.final[OPPONENT] == {"game": 48, "silver": 2, "tiles": 0, "altar": 3, "walls": 8, "gates": 2,
                                 "scribes": 4, "scrolls": 0}
    assert opponent.vp == 67 and you.vp == 67
    found = result(g)
    assert found.winners == [1] and [s.seat for s in found.scores] == [0, 1]      # seat 1: the Opponent
    assert found.scores[1].total == 67 and sum(found.scores[1].parts.values()) == 67
    assert opponent_score(g) == {"total": 67, "parts": g.final[OPPONENT], "tiebreak": [0]}
    assert [e.public.key for e in log.events] == ["ezra_nehemiah-ev-final-score"] * 2 + ["ezra_nehemiah-ev-game-over"]
    assert log.events[-1].public.params["winner"].key == "ezra_nehemiah-automa"


@pytest.mark.parametrize("scroll", ["SG7", "SG1"])
def test_t89_complete_final_scoring(scroll):
    """61; silver 20 -> 4; tiles 4; altar 3; walls 4 + 3 + 2; Valley 3; scribes 1 + 2 + 4; SG7 2: 93.
    With SG1 instead: 20 / 3 -> 6 and no SG7 points: 93 as well."""
    g = game()
    red = g.players[0]
    red.vp = 61
    goods(red, coins=4, food=2, gold=1, stone=2, wood=1, ash=3)
    red.dev["guard"] = Tile(red.dev["guard"].tile, True)
    red.dev["elder"] = Tile(red.dev["elder"].tile, True)
    put(g, 0, 10)
    for space, card in (("W08", "WC01"), ("W09", "WC03"), ("W10", "WC09")):
        wall(g, 0, space, card)
    gate(g, 0, "VALLEY")
    workers(g, 0, scribes=[[1, 2], [2, 2], [4, 2]])
    red.scrolls = [scroll]
    score(g)
    parts = g.final["0"]
    assert red.vp == 93
    assert parts == {"game": 61, "silver": 4 if scroll == "SG7" else 6, "tiles": 4, "altar": 3, "walls": 9,
                     "gates": 3, "scribes": 7, "scrolls": 2 if scroll == "SG7" else 0}
    found = result(g)
    assert found.scores[0].parts == parts and sum(parts.values()) == found.scores[0].total == 93
    assert list(parts) == list(PARTS)


def test_gold_scroll_conditions():
    """12.1: SG2 sets, SG3 workers on the main board, SG4 own builds, SG5 full Temple rows, SG6 lower
    scribes, SG8 the hand's conditions."""
    g = game()
    red = g.players[0]
    red.scrolls = ["SG2", "SG3", "SG4", "SG5", "SG6", "SG8"]
    red.blessings = {"orange": 3, "purple": 2, "red": 4}             # SG2: 2 sets
    workers(g, 0, levites=3, scribes=[[1, 2], [3, 2], [4, 2]])       # SG3: 3 + 2 + 3 = 8 -> 2; SG6: 2
    wall(g, 0, "W08", "WC12")
    wall(g, 0, "W09", "WC11")
    gate(g, 0, "VALLEY")                                             # SG4: 3 builds -> 1 (+ 3 gatekeepers)
    row = g.board.temple.cells[0]
    for column in range(7):                                          # SG5: row 1 (columns 8-9 covered)
        row[column] = Cell(by=1, cube="stone")
    g.board.temple.cells[1][0] = Cell(by=1, cube="stone")
    red.hand = ["C10", "C03", "C01", "C02"]                          # SG8: 3 + 2 + 2 + 3
    put(g, 0, 9)
    score(g)
    # SG3 now counts the Valley gatekeeper too: 3 Levites + 3 gatekeepers + 3 scribes = 9 -> 3
    assert g.final["0"]["scrolls"] == 2 + 3 + 1 + 1 + 2 + (3 + 2 + 2 + 3)


def test_result_before_the_end_and_four_players():
    g = game(4, seed=8)
    assert result(g) is None
    for seat, p in enumerate(g.players):
        p.vp = 20 + seat
    put(g, 0, 3)
    score(g)
    found = result(g)
    totals = {s.seat: s.total for s in found.scores}
    assert totals == {0: 23, 1: 21, 2: 22, 3: 23}                   # seat 0 leads the altar (+3)
    assert found.ranking == [[0], [3], [2], [1]] and found.winners == [0]   # 0 is ahead of 3 on the altar
    assert all(sum(s.parts.values()) == s.total for s in found.scores)
    assert sorted(g.final) == ["0", "1", "2", "3"] and opponent_score(g) == {}
