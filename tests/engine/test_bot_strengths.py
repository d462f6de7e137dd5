"""The bots of three strengths (engine/bots.py, issue 32) and the games' `sample` hook.

For each game at a small table: every strength's choices are offered options the engine accepts,
the same for the same seed (two runs); the strong bot chooses the same in states that differ only in
another seat's secrets; `Rules.sample` keeps the seat's view, its open question and every invariant,
depends only on what the seat sees, and draws different hidden things for different seeds; an unknown
strength is refused. The strong bot runs on a small budget here (a few evaluations) to stay quick."""
from __future__ import annotations

import threading

import pytest

import engine
from engine import bots, seatbot
from engine.agents import random_agent
from engine.core import rules as registry
from engine.core.rng import Rng
from engine.core.serial import copy
from engine.seatbot import SeatBot, answered, blinded, candidates, scored

from .seatbot_checks import states_along_a_game

SMALL = {"nehemiah": 2, "temple": 3, "architects": 2, "ezra_nehemiah": 2}
GAMES = sorted(SMALL)
QUICK = {"evaluations": 50, "answers": 400, "depth": 4}     # the strong bot's budget in the quick tests


def _bot(strength: str, seed: int = 0):
    return bots.bot(strength, seed=seed, **(QUICK if strength == "strong" else {}))


def _after_random(game: str, players: int, seed: int, steps: int):
    """The state after `steps` random answers (so the bots start somewhere in the game)."""
    agent = random_agent(game, seed)
    state = engine.new_game(game, players, seed=seed)
    for _ in range(steps):
        decisions = engine.pending(state)
        if not decisions:
            break
        decision = decisions[0]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
    return state


def _offered(decision, choice) -> bool:
    enabled = {option.id for option in decision.options if option.disabled is None}
    if decision.kind == "one":
        return choice in enabled
    if decision.kind == "many":
        return isinstance(choice, list) and set(choice) <= enabled and decision.min <= len(choice) <= decision.max
    return choice in enabled or (isinstance(choice, int) and decision.min <= choice <= decision.max)


def _run(game: str, strength: str, decisions: int, seed: int = 3) -> list:
    """`decisions` answers of the bot of `strength` in every seat, from a few random moves in."""
    players = SMALL[game]
    bots_by_seat = {seat: _bot(strength, seed=seed * 8 + seat) for seat in range(players)}
    state = _after_random(game, players, seed, 12)
    chosen = []
    for _ in range(decisions):
        pending = engine.pending(state)
        if not pending:
            break
        decision = pending[0]
        choice = bots_by_seat[decision.seat].choose(state, decision)
        assert _offered(decision, choice), (game, strength, decision.prompt.key, choice)
        state, _ = engine.act(state, decision.seat, choice, expect=decision.id)       # accepted
        chosen.append(choice)
    return chosen


# --- the registry --------------------------------------------------------------------------------

def test_three_strengths_one_interface():
    assert bots.STRENGTHS == ("easy", "normal", "strong")
    for strength in bots.STRENGTHS:
        assert callable(bots.bot(strength, seed=1).choose)
    assert isinstance(bots.bot("normal"), SeatBot)
    assert set(bots.STRONG_EVALUATIONS) <= set(engine.game_ids())


@pytest.mark.parametrize("strength", ["hard", "", "Strong", None])
def test_an_unknown_strength_is_refused(strength):
    with pytest.raises(ValueError, match="strength"):
        bots.bot(strength)


def test_an_unknown_setting_is_refused():
    with pytest.raises(ValueError):
        bots.bot("normal", iterations=3)
    with pytest.raises(ValueError):
        bots.bot("strong", share=0.5)
    with pytest.raises(ValueError):
        bots.bot("strong", evaluations=0)
    with pytest.raises(ValueError):
        bots.bot("strong", answers=0)
    with pytest.raises(ValueError):
        bots.bot("easy", share=1.5)
    with pytest.raises(ValueError):
        bots.bot("easy", slack=-1)


# --- legal and deterministic ----------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("strength, decisions", [("easy", 16), ("normal", 16), ("strong", 6)])
def test_choices_are_legal_and_the_same_for_a_seed(game, strength, decisions):
    first = _run(game, strength, decisions)
    assert len(first) == decisions
    assert _run(game, strength, decisions) == first


@pytest.mark.parametrize("game", GAMES)
def test_normal_is_the_seat_bot(game):
    state = _after_random(game, SMALL[game], 5, 20)
    decision = engine.pending(state)[0]
    assert bots.bot("normal", seed=9).choose(state, decision) == SeatBot().choose(state, decision)


@pytest.mark.parametrize("game", GAMES)
def test_easy_plays_from_the_better_half(game):
    """Always an answer of the better half of the greedy ranking, within the game's slack of the best
    score; with share 0, the best score."""
    slack = bots.EASY.get(game, (bots.EASY_SHARE, bots.EASY_SLACK))[1]
    for state in states_along_a_game(game, SMALL[game], {}, seed=2, every=11, most=6):
        decision = engine.pending(state)[0]
        world = blinded(state, decision.seat)
        scores = scored(world, decision.seat, candidates(decision))
        if len(scores) < 2:
            continue
        ranked = sorted((score for _, score in scores), reverse=True)
        lowest = ranked[(len(ranked) + 1) // 2 - 1]                      # the lowest of the better half
        best = ranked[0]
        for seed in range(4):
            choice = bots.bot("easy", seed=seed, share=1.0).choose(state, decision)
            score = dict((str(c), s) for c, s in scores)[str(choice)]
            assert score >= lowest - 1e-9 and score >= best - slack
        choice = bots.bot("easy", seed=0, share=0.0).choose(state, decision)
        assert dict((str(c), s) for c, s in scores)[str(choice)] >= best - 1e-9


def test_strong_searches_within_its_budget(monkeypatch):
    """Iterations run, each root answer in turn on the same sampled world, nodes of the seat's later
    decisions are expanded, and the budget stops it."""
    searches = []
    original = bots._Search.__init__

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        searches.append(self)
    monkeypatch.setattr(bots._Search, "__init__", init)
    iterations = []
    iterate = bots._Search.iterate

    worlds = []

    def counted(self, g, root, first=None):
        iterations.append(root)
        worlds.append((id(g), first))
        iterate(self, g, root, first)
    monkeypatch.setattr(bots._Search, "iterate", counted)
    state = _after_random("nehemiah", 2, 4, 10)
    decision = engine.pending(state)[0]
    choice = bots.bot("strong", seed=2, evaluations=150, depth=6, horizon="tree").choose(state, decision)
    engine.act(state, decision.seat, choice, expect=decision.id)
    assert len(iterations) > 3
    root = iterations[0]
    assert sum(edge.visits for edge in root.edges) == len(iterations)
    visits = [edge.visits for edge in root.edges]
    assert max(visits) - min(visits) <= 1                                    # paired samples
    for start in range(0, len(worlds) - len(root.edges) + 1, len(root.edges)):
        one_world = worlds[start:start + len(root.edges)]
        assert len({world for world, _ in one_world}) == 1
        assert [first for _, first in one_world] == root.edges
    assert any(edge.node is not None for edge in root.edges)                 # expansion
    assert searches[-1].used >= 150 and searches[-1].used < 150 + 60        # stopped by the budget


def test_the_turn_horizon_plays_each_root_answer_to_the_seats_next_turn(monkeypatch):
    """Nehemiah's horizon: each root answer on the same worlds, in turn; each followed until the seat
    is asked again after another seat decided, and worth the best greedy score (`Rules.evaluate`) of
    the seat's answers there; no tree; the budget stops it."""
    assert bots.HORIZON["nehemiah"] == "turn"
    followed = []
    next_turn = bots._Search.next_turn

    def spied(self, g, choice):
        before = engine.dumps(g)
        reward = next_turn(self, g, choice)
        assert engine.dumps(g) == before                                  # the world is not changed
        followed.append((id(g), choice, reward))
        return reward
    monkeypatch.setattr(bots._Search, "next_turn", spied)
    monkeypatch.setattr(bots._Search, "iterate", lambda *args: pytest.fail("no tree search at this horizon"))
    state = _after_random("nehemiah", 3, 4, 10)
    decision = engine.pending(state)[0]
    before = seatbot.answers_tried()
    choice = bots.bot("strong", seed=2, answers=4000).choose(state, decision)
    tried = seatbot.answers_tried() - before
    engine.act(state, decision.seat, choice, expect=decision.id)
    answers = len({repr(c) for _, c, _ in followed})
    assert answers > 1 and len(followed) >= 3 * answers                  # several worlds
    for start in range(0, len(followed) - answers + 1, answers):          # paired: every answer per world
        one_world = followed[start:start + answers]
        assert len({world for world, _, _ in one_world}) == 1
        assert [c for _, c, _ in one_world] == [c for _, c, _ in followed[:answers]]
    assert 4000 <= tried < 4000 + 1500, tried                            # stopped by the budget of answers
    # one reward by hand: the seat's answer, the others' greedy decisions, the seat's best next score
    world = blinded(state, decision.seat)
    registry.get("nehemiah").sample(world, decision.seat, Rng.from_seed(7))
    probe = bots._Search(bots.StrongBot(), registry.get("nehemiah"), decision.seat, world)
    root_answer = followed[0][1]
    g = answered(world, decision.seat, root_answer)
    moved = False
    while True:
        pending = g.frames[-1].decisions(g)
        mine = next((d for d in pending if d.seat == decision.seat), None)
        if mine is not None and moved:
            break
        g = probe.step(g, pending[0]) if mine is None else probe.step(g, mine, full=True)
        moved = moved or mine is None
    best = max(score for _, score in scored(g, decision.seat, candidates(mine, g)))
    assert next_turn(probe, world, root_answer) == pytest.approx(best)


def test_answers_tried_are_counted_per_thread():
    """The "turn" budget counts the answers its own thread tried: bots thinking side by side in threads
    do not shorten each other's search (which would make a choice depend on the timing)."""
    state = _after_random("nehemiah", 2, 1, 5)
    decision = engine.pending(state)[0]
    choice = candidates(decision)[0]
    before = seatbot.answers_tried()
    elsewhere = threading.Thread(target=lambda: [answered(state, decision.seat, choice) for _ in range(3)])
    elsewhere.start()
    elsewhere.join()
    assert seatbot.answers_tried() == before
    answered(state, decision.seat, choice)
    assert seatbot.answers_tried() == before + 1


def test_an_unknown_horizon_is_refused():
    with pytest.raises(ValueError, match="horizon"):
        bots.bot("strong", horizon="deep")


def test_strong_answers_a_time_capped_search_legally():
    state = _after_random("nehemiah", 2, 4, 10)
    decision = engine.pending(state)[0]
    choice = bots.bot("strong", max_seconds=0.0).choose(state, decision)      # no iteration at all
    engine.act(state, decision.seat, choice, expect=decision.id)


# --- blind to other seats' secrets ------------------------------------------------------------------

SECRET_TABLES = [("nehemiah", 3, {"leaders": True}), ("temple", 3, {"sealed_market": True}),
                 ("architects", 3, {}), ("ezra_nehemiah", 3, {})]


@pytest.mark.parametrize("game, players, options", SECRET_TABLES)
def test_strong_chooses_the_same_whatever_the_others_hide(game, players, options):
    rules = registry.get(game)
    strong = bots.bot("strong", seed=1, evaluations=16, answers=200, depth=4)
    pairs = 0
    for state in states_along_a_game(game, players, options, seed=5, every=13, most=4):
        for decision in engine.pending(state):
            seat = decision.seat
            chosen = strong.choose(state, decision)
            for other in range(players):
                if other == seat:
                    continue
                twin = copy(state)
                rules.scramble_secrets(twin, other)
                assert strong.choose(twin, decision) == chosen, (game, seat, other)
                pairs += 1
    assert pairs > 0


# --- sample ------------------------------------------------------------------------------------------

SAMPLE_TABLES = SECRET_TABLES + [("nehemiah", 4, {}), ("architects", 1, {}), ("ezra_nehemiah", 1, {})]


def _without_rng(state) -> str:
    state = copy(state)
    state.rng = Rng.from_seed(0)
    return engine.dumps(state)


@pytest.mark.parametrize("game, players, options", SAMPLE_TABLES)
def test_sample_keeps_what_the_seat_sees_and_draws_the_rest(game, players, options):
    rules = registry.get(game)
    differ = 0
    for state in states_along_a_game(game, players, options, seed=3, every=9, most=6):
        asked = {d.seat: d.options for d in engine.pending(state)}
        for seat in range(players):
            first, second = copy(state), copy(state)
            rules.sample(first, seat, Rng.from_seed(1))
            rules.sample(second, seat, Rng.from_seed(2))
            for drawn in (first, second):
                assert engine.view(drawn, seat) == engine.view(state, seat), (game, seat)
                assert rules.invariants(drawn) == [], rules.invariants(drawn)
                if seat in asked:
                    assert [d.options for d in engine.pending(drawn) if d.seat == seat] == [asked[seat]]
            differ += _without_rng(first) != _without_rng(second)
            # only what the seat sees counts: the others' secrets scrambled, the same draw
            twin = copy(state)
            for other in range(players):
                if other != seat:
                    rules.scramble_secrets(twin, other)
            rules.sample(twin, seat, Rng.from_seed(1))
            assert engine.dumps(twin) == engine.dumps(first), (game, seat)
            again = copy(state)
            rules.sample(again, seat, Rng.from_seed(1))
            assert engine.dumps(again) == engine.dumps(first)                  # deterministic
    assert differ > 0, f"{game}: the samples never differed in a hidden thing"


def test_the_default_sample_blinds_and_draws_a_random_stream():
    """A game without a `sample` of its own gets `blind` and a fresh random stream."""
    class Bare(registry.Rules):
        def blind(self, g, seat):
            g.seed = 0

    state = _after_random("temple", 3, 1, 5)
    drawn = copy(state)
    Bare().sample(drawn, 0, Rng.from_seed(4))
    assert drawn.seed == 0 and drawn.rng != state.rng


# --- whole games (slow) --------------------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_with_a_strong_seat(game):
    players = SMALL[game]
    seats = {0: bots.bot("strong", seed=1, evaluations=40, answers=400, depth=6)}
    seats.update({seat: bots.bot("easy", seed=seat) for seat in range(1, players)})
    state = engine.new_game(game, players, seed=7)
    for _ in range(5_000):
        decisions = engine.pending(state)
        if not decisions:
            break
        decision = decisions[0]
        state, _ = engine.act(state, decision.seat, seats[decision.seat].choose(state, decision),
                              expect=decision.id)
    assert state.over and engine.result(state) is not None


def test_strong_leaves_the_greedy_answer_only_on_clear_evidence():
    """The root answer: the greedy best (0) unless another did better on the same worlds by more than
    CONFIDENCE standard errors; an iteration that went round counts as the worst reward seen."""
    greedy = [(world, 10.0) for world in range(6)]
    noisy = [(world, 10.0 + (3.0 if world % 2 else -2.0)) for world in range(6)]     # +0.5 on average
    clear = [(world, 12.0 + 0.1 * (world % 2)) for world in range(6)]
    assert bots._paired_order([greedy, noisy], low=0.0)[0] == 0
    assert bots._paired_order([greedy, noisy, clear], low=0.0)[0] == 2
    assert bots._paired_order([greedy, clear[:bots.MIN_WORLDS - 1]], low=0.0)[0] == 0    # too few worlds
    assert bots._paired_order([greedy, [(world, None) for world in range(6)]], low=0.0)[0] == 0
    went_round = [(world, None) for world in range(6)]
    assert bots._paired_order([went_round, clear], low=0.0)[0] == 1
    assert bots._paired_order([[(world, 10.0) for world in (0, 2, 4)], clear], low=0.0)[0] == 1   # shared worlds only
    clearer = [(world, 14.0 + 0.1 * (world % 2)) for world in range(6)]
    assert bots._paired_order([greedy, clear, noisy, clearer], low=0.0) == [3, 1, 0]      # best gain first


def test_the_normal_bot_does_not_go_round_a_menu_and_its_submenu():
    """Ezra and Nehemiah's normal bot went round: at the Temple (or Torah) menu its best answer opened a
    submenu whose best answer was "back", many times over, until the blinded world's random stream
    (seeded from public counters that count answers) happened to break the circle: a stand-in or a bot
    seat wasted a few dozen moves, each stored. Where the plain greedy answer goes round (one answer
    on, its greedy answer comes straight back), the bot takes the best answer that does not."""
    bot_ = SeatBot()
    state = engine.new_game("ezra_nehemiah", 2, seed=23)
    seen: dict[bytes, int] = {}
    kept_from_going_round = 0
    for _ in range(120):
        decisions = engine.pending(state)
        decision = decisions[0]
        world = blinded(state, decision.seat)
        options = candidates(decision)
        choice = bot_.choose(state, decision)
        if len(options) > 1:
            _, plain = seatbot._greedy(world, decision.seat, options)
            if choice != plain:
                assert seatbot.goes_round(world, decision.seat, plain)
                assert not seatbot.goes_round(world, decision.seat, choice)
                kept_from_going_round += 1
        here = seatbot.position(state)
        seen[here] = seen.get(here, 0) + 1
        assert seen[here] <= 2, f"{decision.prompt.key} asked a third time in the same position"
        state, _ = engine.act(state, decision.seat, choice, expect=decision.id)
    assert kept_from_going_round >= 1


def _first_bread_menu():
    """Ezra and Nehemiah at 2 players, normal bots from seed 1, up to the first turn menu that offers
    buying bread, which the normal bot would leave at once ("none")."""
    normal = bots.bot("normal")
    state = engine.new_game("ezra_nehemiah", 2, seed=1)
    while decisions := engine.pending(state):
        decision = decisions[0]
        if decision.prompt.key == "ezra_nehemiah-ask-turn" and "bread" in candidates(decision):
            return state, decision
        state, _ = engine.act(state, decision.seat, normal.choose(state, decision), expect=decision.id)
    raise AssertionError("no turn menu offered bread")


def test_strong_never_leaves_the_greedy_answer_for_a_submenu_it_would_leave_at_once(monkeypatch):
    """The strong bot went round for ever in Ezra and Nehemiah: at the turn menu its search valued
    "buy bread" by the best purchase below it and took it over the greedy answer; at the purchase it
    bought none (as the normal bot would, or, later in a game, instead of the normal bot's one) and was
    back at the same menu. An answer that may come straight back to the very same position (one
    answer there, or the greedy follow-up, leads back) is never taken instead of the greedy answer."""
    state, decision = _first_bread_menu()
    world = blinded(state, decision.seat)
    search = bots._Search(bots.StrongBot(**QUICK), registry.get("ezra_nehemiah"), decision.seat, world)
    greedy = SeatBot().choose(state, decision)
    assert greedy != "bread"
    assert search.comes_back(world, "bread")
    # below it, buying none goes back to the menu (whose "bread" comes back); buying one does not
    submenu = answered(world, decision.seat, "bread")
    assert submenu.frames[-1].decisions(submenu)[0].prompt.key == "ezra_nehemiah-ask-buy-bread"
    assert search.comes_back(submenu, 0) and not search.comes_back(submenu, 1)
    # a search that ranks every other answer above the greedy one, the worst by the greedy score first
    # ("bread"): it is passed over for the next
    checked = []
    real = bots._Search.comes_back

    def spy(self, world, choice):
        checked.append(choice)
        return real(self, world, choice)
    monkeypatch.setattr(bots, "_paired_order", lambda rewards, low: list(range(len(rewards) - 1, 0, -1)) + [0])
    monkeypatch.setattr(bots._Search, "comes_back", spy)
    choice = bots.bot("strong", **QUICK).choose(state, decision)
    assert checked[0] == "bread" and choice != "bread"
    assert choice == greedy or not real(search, world, choice)


def test_the_kept_greedy_scoring_is_not_changed_by_its_caller():
    """`_greedy` keeps its last scorings for the next decision: what a caller does with what it got
    (the scores, an answer that is a list for a "many" question) must not change what the next gets."""
    state = engine.new_game("nehemiah", 2, seed=3)
    decision = engine.pending(state)[0]
    world = blinded(state, decision.seat)
    options = candidates(decision)
    scores, best = seatbot._greedy(world, decision.seat, options)
    assert len(scores) == len(options) > 1
    expected = list(scores)
    scores.clear()
    assert seatbot._greedy(world, decision.seat, options) == (expected, best)
    # a "many" answer, kept as the best for another position
    other = blinded(engine.new_game("nehemiah", 2, seed=4), decision.seat)
    seatbot._greedy_kept[(seatbot.msgspec.msgpack.encode(other), decision.seat)] = ([(["a", "b"], 1.0)], ["a", "b"])
    _, many = seatbot._greedy(other, decision.seat, options)
    many.append("c")
    assert seatbot._greedy(other, decision.seat, options) == ([(["a", "b"], 1.0)], ["a", "b"])


def test_the_strong_bots_rewards_are_judged_from_the_root_where_the_game_asks():
    """A game whose seat-bot module has `anchored` (Architects) has the search's rewards judged from its
    root; the others are rewarded with `Rules.evaluate`."""
    from engine.architects import seatbot as architects_seatbot
    world = _after_random("architects", 2, 5, 60)
    seat = engine.pending(world)[0].seat
    search = bots._Search(bots.StrongBot(), registry.get("architects"), seat, world)
    later = copy(world)
    later.turns += 4
    assert search.reward(later, seat) == architects_seatbot.anchored(world, seat)(later, seat)
    assert search.reward(world, seat) == registry.get("architects").evaluate(world, seat)
    world = _after_random("nehemiah", 2, 5, 20)
    rules = registry.get("nehemiah")
    assert bots._Search(bots.StrongBot(), rules, 0, world).reward == rules.evaluate
