"""Architects: the one-line hints of the options (issue 16, engine/architects/hints.py). Every card and
place of the data has one that renders in English and Polish within a Discord menu line; random games
carry them on every card and place offered; they follow the data and the rules; and they never show
what the asking seat may not see."""
from __future__ import annotations

import msgspec
import pytest

import engine
from data.locale import translate, languages
from engine.agents import random_agent
from engine.architects import content as C
from engine.architects import hints as H
from engine.architects.content import CONTENT
from engine.architects.turn import PLACES
from engine.architects.workshop import workshop_options

from .architects_scenarios import RED, YELLOW, apprentices, display_row, new, pending, play, set_player
from .hint_checks import blind_to_other_seats

LANGUAGES = tuple(languages())
LIMIT = 100                                  # a Discord select-menu description
NAMES = ("Aleksandra", "Bartłomiej", "Krzysztof", "Małgorzata", "Przemysław")


def rendered(hint, language: str) -> str:
    return translate(hint, language, names=lambda seat: NAMES[seat], strict=True)


def assert_fits(hint, where) -> None:
    assert hint is not None, where
    for language in LANGUAGES:
        text = rendered(hint, language)
        assert text.strip(), (where, language)
        assert "{" not in text and "}" not in text, (where, language, text)
        assert len(text) <= LIMIT, (where, language, len(text), text)


# --- (a) the data: every card and every place ------------------------------------------------------

CARDS = ([card.id for card in CONTENT.buildings] + [card.id for card in CONTENT.apprentices]
         + [card.id for card in CONTENT.rewards] + [card.id for card in CONTENT.market_cards]
         + [board.id for board in CONTENT.boards])


def test_every_effect_code_has_a_wording():
    assert set(C.CODES.values()) <= set(H.WORDING)


@pytest.mark.parametrize("card", CARDS)
def test_every_card_of_the_data_has_a_hint_that_fits(card):
    assert_fits(H.card_hint(card), card)


def test_the_card_kinds_have_their_own_hint_functions():
    assert H.card_hint("B02") == H.building_hint("B02")
    assert H.card_hint("A01") == H.apprentice_hint("A01")
    assert H.card_hint("SB3") == H.board_hint("SB3")
    assert rendered(H.card_hint("RW01"), "en") == "+1 gold, +1 virtue"
    assert rendered(H.card_hint("BM01"), "en") == "left space +1 wood, +1 gold · right space +2 marble"


@pytest.mark.parametrize("players, options", [(2, {}), (3, {"advanced": True}), (5, {}), (1, {})])
def test_every_place_has_a_hint_that_fits_for_any_number_of_workers(players, options):
    g = new(players, options=options, clear=False)
    colour = g.players[YELLOW].colour
    for workers in (0, 1, 5, 11):
        for location in CONTENT.rules.locations:
            g.locations.setdefault(location, {})[colour] = workers
            if not workers:
                del g.locations[location]
        g.tax_stand = 5 * workers
        for where in PLACES:
            assert_fits(H.place_hint(g, YELLOW, where), (where, workers))


def test_the_cathedral_and_the_guard_house_hints_fit():
    g = new(3, clear=False)
    for level in range(len(CONTENT.rules.cathedral)):
        g.players[YELLOW].cathedral = level
        assert_fits(H.cathedral_hint(g, YELLOW), level)
    g.players[YELLOW].cathedral = len(CONTENT.rules.cathedral)
    assert H.cathedral_hint(g, YELLOW) is None              # the top: the option says why it is closed
    g.players[YELLOW].captured = {"red": 7, "blue": 4}
    assert_fits(H.imprison_hint(g, YELLOW), "imprison")
    assert_fits(H.payoff_hint(g, YELLOW), "payoff")


def test_polish_hints_read_with_correct_plurals():
    assert rendered(H.building_hint("B01"), "pl") == (
        "5 drewna, 2 kamienie, 2 złota → 12 PZ, Cnoty −2 · +1 PZ za każdych 3 pojmanych robotników")
    assert rendered(H.building_hint("B19"), "pl") == (
        "2 drewna, 2 kamienie, 2 srebrniki → 5 PZ · +1 PZ za każde 5 srebrników")
    assert rendered(H.apprentice_hint("A11"), "pl") == (
        "Kamieniarstwo · przy każdym Odświeżeniu z Więzienia wychodzi do 2 twoich robotników")
    assert rendered(H.effect_msg(C.ResetRelease(n=1)), "pl") == (
        "przy każdym Odświeżeniu z Więzienia wychodzi do 1 twojego robotnika")
    assert rendered(H.effect_msg(C.DrawBonus(n=5)), "pl") == "Warsztat: dobierasz o 5 kart budynków więcej"
    assert rendered(H.effect_msg(C.TakeTax(max=1)), "pl") == "weź do 1 srebrnika z pola nad Poborcą"


# --- the hints follow the data and the rules --------------------------------------------------------------

def test_a_hint_is_worded_from_the_data_not_per_card():
    well = CONTENT.building["B02"]
    assert rendered(H.building_hint("B02"), "en") == "2 wood, 2 stone → 3 VP · +4 clay"
    # the same wording, other numbers: what the data says is what the hint says
    assert rendered(H.effect_msg(msgspec.structs.replace(well.effects[0], clay=7, gold=1)), "en") == \
        "+7 clay, +1 gold"
    assert rendered(H.effect_msg(C.EndVpPer(count="marble", per=3, max=2)), "en") == \
        "+1 VP per 3 marble (max 2)"
    assert rendered(H.effect_msg(C.StorehouseTrade(give=C.Gain(wood=4), get=C.Gain(virtue=2))), "en") == \
        "King's Storehouse: 4 wood → 2 virtue"


def test_a_resource_location_hint_is_what_the_placement_gives():
    for location, apprentice in (("quarry", "A13"), ("forest", "A05"), ("silversmith", "A17")):
        g = new(2)
        apprentices(g, YELLOW, apprentice)
        g.put(location, g.players[YELLOW].colour, 2)
        g.players[YELLOW].workers -= 2
        hint = pending(g).option(location).hint
        (resource, formula), = CONTENT.rules.yield_[location].items()
        before = g.players[YELLOW].get(resource)
        g, _ = play(g, location)
        gained = g.players[YELLOW].get(resource) - before
        assert gained == formula(3) + 1
        assert rendered(hint, "en") == "+" + translate(engine.Msg(f"architects-{resource}", {"count": gained}))


def test_the_place_hints_read_the_board():
    g = new(4)
    set_player(g, YELLOW, silver=10)
    g.tax_stand = 6
    options = {option.id: option for option in pending(g).options}
    assert rendered(options["tax_collector"].hint, "en") == "Take the 6 silver of the tax stand, lose 2 virtue"
    assert rendered(options["mines"].hint, "en") == "+2 clay"                  # N = 1: no gold to take
    top = CONTENT.black_market[g.small_pile[-1]].small
    assert rendered(options["bm_left"].hint, "en") == (
        "For 1 silver and 1 virtue: " + rendered(H.signed(top), "en"))
    assert rendered(options["workshop"].hint, "en") == "Hire from column 1 for 4 silver, or draw 1 building card"
    assert rendered(options["guildhall"].hint, "en") == (
        "Construct a building or reach Cathedral level 1 · space 1/20")


def test_the_workshop_refusal_says_the_price_and_what_is_missing():
    g = new(3)
    display_row(g, 0, "A01", "A02", "A03", "A04")
    set_player(g, RED, silver=1)
    hire = workshop_options(g, RED, 1)[0]
    assert hire.disabled == engine.Msg("architects-why-silver", {"need": 4, "short": 3})
    assert rendered(hire.hint, "en") == "Column 1: 4 silver; +1 silver per column further"
    set_player(g, RED, silver=4)
    assert workshop_options(g, RED, 1)[0].disabled is None


# --- (b) random games: every card and place offered carries a hint that fits --------------------------------

def _needs_hint(prompt: str, option) -> bool:
    """The options that are cards or places (or their Guildhall choice)."""
    if prompt in ("architects-ask-draft", "architects-ask-draft-solo", "architects-ask-keep",
                  "architects-ask-hand-discard", "architects-ask-cathedral-discard",
                  "architects-ask-apprentice-discard", "architects-ask-board", "architects-ask-place",
                  "architects-ask-retrieve"):
        return True
    if prompt in ("architects-ask-hire", "architects-ask-capture"):
        return option.id not in ("decline", "done")
    if prompt == "architects-ask-guild":
        return option.id.startswith("build:") or option.disabled is None
    return prompt == "architects-ask-workshop" and option.id == "hire"


GAMES = [(2, {}, 1), (3, {"advanced": True, "choose_boards": True}, 2), (4, {}, 3), (5, {"advanced": True}, 4),
         (1, {}, 5), (2, {"variant": "bot2"}, 6)]


def _decisions(players: int, options: dict, seed: int):
    """(state, decision) at every question of a random game."""
    state = engine.new_game("architects", players, options=options, seed=seed)
    agent = random_agent("architects", seed)
    while decisions := engine.pending(state):
        for decision in decisions:
            yield state, decision
        decision = decisions[0]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision))


@pytest.mark.parametrize("players, options, seed", GAMES)
def test_random_games_offer_a_hint_with_every_card_and_place(players, options, seed):
    seen: set[str] = set()
    for _, decision in _decisions(players, options, seed):
        for option in decision.options:
            if _needs_hint(decision.prompt.key, option):
                assert option.hint is not None, (decision.prompt.key, option.id)
            if option.hint is not None:
                assert_fits(option.hint, (decision.prompt.key, option.id))
                seen.add(decision.prompt.key)
    assert "architects-ask-place" in seen


# --- (c) no hidden information ---------------------------------------------------------------------------

@pytest.mark.parametrize("players, options, seed", [(3, {}, 7), (2, {"variant": "bot2"}, 8), (4, {}, 9)])
def test_hints_never_depend_on_another_seats_secrets(players, options, seed):
    checked = 0
    for number, (state, decision) in enumerate(_decisions(players, options, seed)):
        if number % 2:
            continue                          # every other question is enough to meet every kind
        checked += blind_to_other_seats(state, decision.seat)
    assert checked > 50
