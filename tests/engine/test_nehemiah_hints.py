"""Nehemiah's option hints (help at the point of decision, engine/nehemiah/hints.py): every work card,
leader card and influence board has a one-line hint worded from the content data, in English and
Polish, within Discord's 100 characters; the options of real games carry them; they never show
another seat's secrets; and refusals say what the limit is."""
from __future__ import annotations

import typing

import msgspec
import pytest

import engine
from data.locale import has, translate, languages
from engine.agents import random_agent
from engine.core import rules as registry
from engine.core.errors import RuleError
from engine.core.serial import copy
from engine.nehemiah import hints as H
from engine.nehemiah.content import CONTENT, CardKind, Leader

from .test_nehemiah_cards import answer, ask, make_state, win_auction
from .hint_checks import blind_to_other_seats

LANGUAGES = tuple(languages())
# realistic long display names (the name is the longest part of a board hint)
NAMES = ["Bartholomew", "Maximilian", "Konstancja", "Wojciechowa"]
RULES = registry.get("nehemiah")


def english_and_polish(hint) -> dict[str, str]:
    return {language: text for language, text in rendered(hint).items() if language in ("en", "pl")}


def rendered(hint, names=NAMES) -> dict[str, str]:
    """The hint in each language, checked: renders strictly, non-empty, fits a Discord menu line."""
    texts = {}
    for language in LANGUAGES:
        text = translate(hint, language, names=lambda seat: names[seat], strict=True)
        assert text.strip() and len(text) <= 100, (language, len(text), text)
        assert "{" not in text and "}" not in text, text
        texts[language] = text
    return texts


def _params(hint) -> typing.Iterator:
    if isinstance(hint, engine.Msg):
        yield hint
        for value in hint.params.values():
            yield from _params(value)
    elif isinstance(hint, (list, tuple)):
        for item in hint:
            yield from _params(item)


# --- (a) the content data, walked ---------------------------------------------------------------------

@pytest.mark.parametrize("card", [card.id for card in CONTENT.cards])
def test_every_work_card_has_a_hint(card):
    g = engine.new_game("nehemiah", 4, seed=1)
    without_gates = copy(g)
    without_gates.gates = []
    for game in (None, g, without_gates):
        rendered(H.work_hint(card, game))
    for c, p in ((0, 0), (0, 3)):
        g.columns[c][p].card = card          # (the state is only read by the hint)
        for activate in (False, True):
            rendered(H.slot_hint(g, c, p, activate=activate))


@pytest.mark.parametrize("leader", sorted(CONTENT.leaders))
def test_every_leader_card_has_a_hint(leader):
    g = engine.new_game("nehemiah", 4, options={"leaders": True}, seed=2)
    rendered(H.leader_hint(leader))
    rendered(H.leader_hint(leader, g, 3))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("board", CONTENT.rules.boards)
def test_every_board_has_a_hint_even_full_with_long_names(players, board):
    g = engine.new_game("nehemiah", players, seed=3)
    b = CONTENT.rules.boards.index(board)
    g.boards[b] = [CONTENT.rules.cubes] * players
    texts = rendered(H.board_hint(g, b))
    assert NAMES[players - 1] in texts["en"] and NAMES[players - 1] in texts["pl"]


def test_every_effect_and_timing_the_data_may_name_has_a_wording():
    """Data may use any effect its schema allows: each has its message in both languages."""
    effects = typing.get_args(typing.get_type_hints(CardKind)["effect"])
    leader_effects = typing.get_args(typing.get_type_hints(Leader)["effect"])
    timings = typing.get_args(typing.get_type_hints(Leader)["timing"])
    keys = ([f"hints-nehemiah-work-{e}" for e in effects if e not in ("gain", "influence")]
            + ["hints-nehemiah-work-gain", "hints-nehemiah-work-influence"]
            + [f"hints-nehemiah-leader-{e}" for e in leader_effects]
            + [f"hints-nehemiah-timing-{t}" for t in timings])
    for language in LANGUAGES:
        assert [key for key in keys if not has(key, language)] == [], language


def test_hints_follow_the_data(monkeypatch):
    wood1 = CONTENT.kinds["WOOD1"]
    card = next(c.id for c in CONTENT.cards if c.kind == "WOOD1")
    assert english_and_polish(H.work_hint(card)) == {"en": "Take 1 wood", "pl": "Weź 1 drewno"}
    monkeypatch.setitem(CONTENT.kinds, "WOOD1", msgspec.structs.replace(
        wood1, wood=2, gold=5, vp=1, cost=type(wood1.cost)(gold=1)))
    assert english_and_polish(H.work_hint(card)) == {
        "en": "Take 2 wood, 5 gold, 1 VP · cost 1 gold",
        "pl": "Weź 2 drewna, 5 złota, 1 PZ · koszt: 1 złoto"}
    l12 = CONTENT.leaders["L12"]
    assert rendered(H.leader_hint("L12"))["pl"] == "Zamiast akcji: wystaw do 2 robotników"
    monkeypatch.setitem(CONTENT.leaders, "L12", msgspec.structs.replace(l12, count=5,
                                                                        timing="any_time"))
    assert english_and_polish(H.leader_hint("L12")) == {
        "en": "Any time: place up to 5 workers",
        "pl": "W dowolnym momencie: wystaw do 5 robotników"}


def test_the_wording_of_typical_hints():
    gate = next(c.id for c in CONTENT.cards if c.kind == "GATE")
    guard2 = next(c.id for c in CONTENT.cards if c.kind == "GUARD2")
    assert english_and_polish(H.work_hint(guard2)) == {
        "en": "Put 2 cubes on the Guard · cost 2 wood + 2 gold",
        "pl": "Połóż 2 kostki na planszy Straż · koszt: 2 drewna + 2 złota"}
    assert rendered(H.work_hint(gate))["en"] == "Take the top gate card (2–4 VP) · cost 2 wood"
    g = engine.new_game("nehemiah", 3, seed=4)
    assert rendered(H.work_hint(gate, g))["pl"] == (
        f"Weź wierzchnią kartę z talii bram ({g.gates[0]} PZ) · koszt: 2 drewna")
    assert rendered(H.leader_hint("L01"))["pl"] == (
        "Natychmiast: połóż po 1 kostce na planszach: Mur, Świątynia")


# --- (b) random games: the options carry hints -------------------------------------------------------

def _is_card_or_place(option) -> bool:
    """An option aimed at a work card, a leader card or an influence board."""
    return bool({"where", "leader", "board"} & set(option.label.params))


def _walk_game(players, leaders, seed, visit):
    state = engine.new_game("nehemiah", players, options={"leaders": leaders}, seed=seed)
    agent = random_agent("nehemiah", seed)
    steps = 0
    while decisions := engine.pending(state):
        visit(state, decisions)
        decision = decisions[steps % len(decisions)]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
        steps += 1
    assert state.over
    return steps


@pytest.mark.parametrize("players, leaders, seed", [
    (2, False, 1), (3, False, 2), (4, False, 3), (2, True, 4), (3, True, 5), (4, True, 6)])
def test_every_card_and_board_option_of_random_games_carries_a_hint(players, leaders, seed):
    seen: set[str] = set()

    def visit(state, decisions):
        for decision in decisions:
            for option in decision.options:
                if _is_card_or_place(option):
                    assert option.hint is not None, (decision.prompt.key, option.id)
                if option.hint is not None:
                    rendered(option.hint)
                    seen.update(m.key for m in _params(option.hint))

    assert _walk_game(players, leaders, seed, visit) > 50
    assert {"hints-nehemiah-work-gain", "hints-nehemiah-with-cost"} <= seen
    if leaders:
        assert "hints-nehemiah-leader" in seen


# --- (c) no secrets in hints -------------------------------------------------------------------------

@pytest.mark.parametrize("players, leaders, seed", [(2, True, 7), (3, False, 8), (4, True, 9)])
def test_hints_never_depend_on_another_seats_secrets(players, leaders, seed):
    checked = 0

    def visit(state, decisions):
        nonlocal checked
        for decision in decisions:
            checked += blind_to_other_seats(state, decision.seat)

    _walk_game(players, leaders, seed, visit)
    assert checked > 100


# --- the reasons: what would make it legal -------------------------------------------------------

def test_activating_a_card_one_cannot_afford_says_what_is_missing():
    g = make_state(3, {"1.1": "GUARD2 r0", "1.4": "TEMPLE1 r0"}, res={0: (1, 0)})
    hints = {o.id: english_and_polish(o.hint) for o in ask(g).options if o.id.startswith("activate:")}
    assert hints["activate:1.1"] == {
        "en": "No work now: you lack 1 wood and 2 gold",
        "pl": "Praca teraz niemożliwa: brakuje ci 1 drewna i 2 złota"}
    assert hints["activate:1.4"] == {
        "en": "No work now: you lack 1 gold · then the column is replaced",
        "pl": "Praca teraz niemożliwa: brakuje ci 1 złota · potem wymiana kolumny"}
    g = answer(g, "activate:1.1")          # activating stays allowed: the work is skipped
    assert ask(g).seat == 1


def test_the_gate_card_names_the_top_gate_or_that_none_is_left():
    g = make_state(3, {"1.1": "GATE r0"}, res={0: (5, 5)})
    option = next(o for o in ask(g).options if o.id == "activate:1.1")
    assert rendered(option.hint)["en"] == f"Take the top gate card ({g.gates[0]} VP) · cost 2 wood"
    g = answer(g, "activate:1.1")
    option = next(o for o in ask(g).options if o.id == "do")
    assert rendered(option.hint)["en"] == f"Take the top gate card ({g.gates[0]} VP) · cost 2 wood"

    def no_gates(g):
        g.players[1].gates, g.gates = list(g.gates), []
    g = make_state(3, {"1.1": "GATE r0"}, res={0: (5, 5)}, given=no_gates)
    option = next(o for o in ask(g).options if o.id == "activate:1.1")
    assert rendered(option.hint)["en"] == "No work now: no gate cards are left"


def test_activating_the_lowest_card_says_the_column_is_replaced():
    g = make_state(3, {"1.3": "WOOD1 r0", "1.4": "GOLD2 r0"})
    hints = {o.id: english_and_polish(o.hint) for o in ask(g).options if o.id.startswith("activate:")}
    assert hints["activate:1.3"]["en"] == "Take 1 wood"
    assert hints["activate:1.4"] == {"en": "Take 2 gold · then the column is replaced",
                                     "pl": "Weź 2 złota · potem wymiana kolumny"}


def test_leader_hints_in_the_menu_count_what_they_give_now():
    g = make_state(3, {"1.1": "WOOD1 x0", "2.1": "GOLD2 x0", "2.2": "WOOD2 x0"}, leaders=True,
                   held={0: ["L09"]})
    option = next(o for o in ask(g).options if o.id == "leader:L09")
    assert rendered(option.hint)["en"] == (
        "Any time: 1 VP per column holding your exhausted worker (now 2 VP)")


def test_a_bid_above_ones_stock_says_how_much_one_has():
    g = engine.new_game("nehemiah", 3, options={"leaders": True}, seed=3)
    g = answer(g, f"leader:{g.auction.face_up[0]}")
    with pytest.raises(RuleError) as refused:
        engine.act(g, 1, 99)
    assert english_and_polish(refused.value.message) == {
        "en": f"You have only {g.players[1].workers} workers behind your screen.",
        "pl": f"Masz za zasłonką tylko {g.players[1].workers} robotników."}
    g, _ = engine.act(g, 1, 0)
    with pytest.raises(RuleError) as refused:
        engine.act(g, 1, 99)
    assert rendered(refused.value.message)["pl"] == "Masz tylko 3 drewna."


def test_too_many_pairs_says_the_limit():
    g = win_auction("L03", {1: (0, 0, 1)})
    decision = ask(g)
    player = g.players[decision.seat]
    with pytest.raises(RuleError) as refused:
        engine.act(g, decision.seat, decision.max + 1)
    texts = rendered(refused.value.message)
    assert texts["en"].startswith(f"At most {decision.max} pair")
    assert f"{player.wood} wood" in texts["en"]

