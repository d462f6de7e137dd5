"""Ezra and Nehemiah's option hints (issue 16): every card and place of the data has a one-line hint
worded from the data, rendering in English and Polish within Discord's 100 characters; in random games
every option that is a card or a place carries one (and the plain ones none); hints never show another
seat's secrets; refusals say what is missing."""
from __future__ import annotations

import itertools

import msgspec
import pytest

import engine
from data.locale import translate, languages
from engine.ezra_nehemiah import hints
from engine.ezra_nehemiah.content import CONTENT, Discount, Vp

from .ezra_nehemiah_scenarios import (RED, TURQUOISE, begin, cards, dev, gate, give_turn, goods, new, pending, play,
                                      pool, put_scroll, rubble, scrolls, space, workers)
from .hint_checks import blind_to_other_seats, random_games, rendered_everywhere

LANGUAGES = tuple(languages())
LIMIT = 100                       # a Discord select-menu description
NAMES = ["Bartholomew", "Przemysław", "Maximilian", "Konstancja"]

# the options that are a card, a tile or a place (and so carry a hint); every other option carries none
HINTED = {f"ezra_nehemiah-opt-{key}" for key in (
    "gate", "play", "temple", "altar", "levite", "space", "clear", "rebuild", "wall-card", "wall-top", "copy-wall",
    "scribe-tile", "tent-spaces", "blessing", "flip", "slot", "trade-card", "trade-gate", "slot-effect",
    "slot-bonus", "bread", "buy-bread", "judgement", "prepare-ability", "prepare-guard", "prepare-auxiliary",
    "tuck")}


def name(seat: int) -> str:
    return NAMES[seat]


def rendered(message) -> dict[str, str]:
    return rendered_everywhere(message, name)


# --- (a) the data walk ------------------------------------------------------------------------------

def test_every_card_and_place_of_the_data_has_a_hint():
    ids = hints.card_ids()
    every = [*CONTENT.character, *CONTENT.hero, *CONTENT.wall_card, *CONTENT.scroll, *CONTENT.tile,
             *CONTENT.altar_card, *CONTENT.focus, *CONTENT.planning]
    assert sorted(ids) == sorted(every) and len(ids) == len(set(ids))
    for card in ids:
        rounds = range(1, CONTENT.rules.rounds + 1) if card in {*CONTENT.hero, *CONTENT.scroll,
                                                                *CONTENT.altar_card} else [3]
        for round in rounds:
            rendered(hints.card(card, round))
    places = hints.place_ids()
    board = CONTENT.board
    assert len(places) == len(set(places)) == (len(board.wall) + len(board.gate) + len(board.levite_row)
                                                + len(board.temple.row) + len(board.altar_space)
                                                + len(board.city_space) + len(board.scroll_row))
    for place in places:
        rendered(hints.place(place))


def english_and_polish(message) -> dict[str, str]:
    return {language: text for language, text in rendered(message).items() if language in ("en", "pl")}


def test_card_and_place_hints_read_the_data():
    assert english_and_polish(hints.card("C01")) == {
        "en": "Banners: 3 red, 1 blue · Sabbath: 1 VP per gold altar space reached",
        "pl": "Sztandary: 3 czerwone, 1 niebieski · Szabat: 1 PZ za osiągnięte złote pole"}
    assert english_and_polish(hints.card("WC03")) == {"en": "3 VP at the end · Now: 2 silver",
                                            "pl": "3 PZ na koniec · Teraz: 2 srebrniki"}
    assert rendered(hints.card("WC01"))["en"] == "4 VP at the end"
    assert rendered(hints.card("SW10"))["en"] == "Now: 1 VP · Levites cost 2 bread less · 2 VP at the end"
    assert rendered(hints.card("SG1"))["pl"] == "Na koniec: 1 PZ za 3 srebrniki · 4 PZ na koniec"
    assert rendered(hints.card("SS1", 2))["en"] == ("Hero card Zerubbabel: 1 wood, 2 altar moves · "
                                                    "1 VP at the end")
    assert rendered(hints.card("FA2"))["en"] == ("Developed: each farmer: 1 silver, 3 bread · "
                                                 "Before the Sabbath: 2 bread · 2 VP at the end")
    assert english_and_polish(hints.card("AC1-A", 1)) == {"en": "Space < 2: pay 1 bread · 2–6: 1 bread · > 6: 2 bread",
                                                "pl": "Pole < 2: oddaj 1 chleb · 2–6: 1 chleb · > 6: 2 chleby"}
    assert rendered(hints.card("P2"))["en"] == "Temple › 2 gold › 3 altar moves, 1 worker"
    assert rendered(hints.place("W08"))["en"] == ("Rubble cleared: 1 purple blessing · "
                                                  "Connection with Horse Gate: 1 silver, 1 stone")
    assert rendered(hints.place("VALLEY"))["pl"] == ("Odbudowa: Tor Ołtarza +1, 1 srebrnik · 3 PZ na koniec · "
                                                     "Połączenia: 1 kamień, 1 popiół")
    assert rendered(hints.place("OLD"))["en"] == "Connections: 2 silver, 1 ash · Trades here pay you 1 silver (Copyist)"
    assert rendered(hints.place("levite-5"))["pl"] == "Lewita nr 5 (5 chlebów): 1 dowolne błogosławieństwo, 2 PZ"
    assert rendered(hints.place("altar-8"))["en"] == "Entering it: 1 wild blessing (gold space)"
    assert rendered(hints.place("scrolls-3"))["en"] == "Scribe: 6 blue + 1 gold · 3 VP at the end · First scribe here: 2 bread"


def test_hints_follow_the_data(monkeypatch):
    """A change in the data changes the hint (nothing is written per card in the catalogs)."""
    card = CONTENT.wall_card["WC03"]
    monkeypatch.setitem(CONTENT.wall_card, "WC03", msgspec.structs.replace(card, vp=7, effect=[Vp(n=2)]))
    assert rendered(hints.card("WC03"))["en"] == "7 VP at the end · Now: 2 VP"
    character = CONTENT.character["C01"]
    monkeypatch.setitem(CONTENT.character, "C01", msgspec.structs.replace(character, condition="K03"))
    assert rendered(hints.card("C01"))["en"].endswith("Sabbath: 1 VP per Levite")
    scroll = CONTENT.scroll["SW13"]
    monkeypatch.setitem(CONTENT.scroll, "SW13", msgspec.structs.replace(
        scroll, hooks=[Discount(cost="rebuild_stone", n=2)]))
    assert rendered(hints.card("SW13"))["pl"].startswith("Odbudowa tańsza o 2 kamienie")


@pytest.mark.parametrize("n, expected", [(1, "1 dowolne błogosławieństwo"), (2, "2 dowolne błogosławieństwa"),
                                         (5, "5 dowolnych błogosławieństw")])
def test_polish_blessing_plurals(n, expected):
    from engine.ezra_nehemiah.content import Blessing
    assert translate(hints.effect(Blessing(colour="wild", n=n)), "pl", strict=True) == expected


# --- the worst cases of the hints worded in a game ------------------------------------------------------

def test_every_tent_move_and_altar_move_fits():
    g = new(4)
    ids = [s.id for s in CONTENT.board.city_space]
    for start, sw04 in itertools.product(ids, (False, True)):
        g.players[TURQUOISE].tent = start
        scrolls(g, TURQUOISE, *(["SW04"] if sw04 else []))
        for cost in CONTENT.rules.tent_cost:
            rendered(hints.tent(g, TURQUOISE, cost.spaces))
    for start in range(CONTENT.altar_end + 1):
        for moves in {CONTENT.rules.altar.wood.moves, CONTENT.rules.altar.ash.moves}:
            rendered(hints.altar_place(start, moves))
    assert rendered(hints.altar_place(CONTENT.altar_end, 2))["en"] == "Space 20 → 20: 2 silver"


def test_every_scroll_in_its_row_every_gate_and_temple_space_fits():
    g = new(4)
    for row in CONTENT.board.scroll_row:
        g.board.row_food[str(row.r)] = row.food
        for scroll in CONTENT.scrolls_of(row.back):
            put_scroll(g, row.r, 1, scroll.id)
            for g.round in range(1, CONTENT.rules.rounds + 1):
                rendered(hints.scribe_tile(g, row.r, 1))
    for found in CONTENT.board.gate:
        if found.kind == "card":
            for coins in (0, 1, 12):
                space(g, found.id).coins_on_card = coins
                rendered(hints.space(g, found.id))
                rendered(hints.rebuild(g, found.id))
        else:
            rendered(hints.corner(found.id))
    for wall in CONTENT.board.wall:
        rendered(hints.space(g, wall.id))
        rendered(hints.rebuild(g, wall.id))
    rubble(g, "W02", stone=1)
    assert rendered(hints.clear(g, "W02", "stone"))["en"] == "You take 1 stone · Last cube: 1 orange blessing"
    rubble(g, "W02")
    assert rendered(hints.space(g, "W02"))["pl"] == "Dobierasz 3 karty muru, kładziesz 1"
    for row, column, completes in itertools.product(range(1, 6), range(1, 10), (False, True)):
        rendered(hints.temple_place(row, column, completes))


def test_every_card_played_tucked_or_bought_with_fits():
    g = new(4)
    for card, below in itertools.product(CONTENT.character, [None, *CONTENT.character]):
        g.players[TURQUOISE].piles = [[below] if below else [], [], []]
        rendered(hints.play(g, TURQUOISE, card, 0))
        rendered(hints.tuck(card, 30))
    g.players[TURQUOISE].piles = [["C02"], [], []]
    assert rendered(hints.play(g, TURQUOISE, "C01", 0))["en"] == (
        "Banners: +1 red, −1 grey · Sabbath: 1 VP per gold altar space reached")
    assert rendered(hints.tuck("C02", 3))["pl"] == "Zostają 2 czerwone sztandary · Co szabat: 1 PZ za Lewitę (teraz 3 PZ)"
    for farmer in CONTENT.tiles_of("farmer"):
        dev(g, TURQUOISE, farmer=farmer.id)
        if farmer.abilities:
            assert rendered(hints.bread(g, TURQUOISE))["en"] == "Bakery · Any time: 1 bread for 2 silver"


def test_every_merchant_and_elder_slot_fits_with_what_adds_to_it():
    g = new(4)
    give_turn(g, TURQUOISE)
    g.turn.main_done = True
    scrolls(g, TURQUOISE, "SW16", "SW17")
    for tile in [*CONTENT.tiles_of("merchant"), *CONTENT.tiles_of("elder")]:
        for developed in (False, True):
            dev(g, TURQUOISE, **{tile.type: (tile.id, developed)})
            for effects in [*tile.slots, *tile.back_slots, *tile.back_bonus]:
                rendered(hints.slot(g, TURQUOISE, tile.type, list(effects)))
            for slot in range(1, 5):
                rendered(hints.retrieve(g, TURQUOISE, f"{tile.type[0]}{slot}"))
    dev(g, TURQUOISE, elder="EL1")
    assert rendered(hints.slot(g, TURQUOISE, "elder", list(CONTENT.tile["EL1"].slots[0])))["en"] == (
        "Elders of the Sanctuary · Also 2 wild banners, 1 silver · After the main action: banners are lost")


def test_blessing_tracks_say_which_set_a_blessing_completes():
    g = new(4)
    for track in itertools.product(range(8), repeat=3):
        g.players[TURQUOISE].blessings = dict(zip(("orange", "purple", "red"), track))
        for colour in ("orange", "purple", "red"):
            if track[("orange", "purple", "red").index(colour)] < 7:
                rendered(hints.blessing(g, TURQUOISE, colour))
    g.players[TURQUOISE].blessings = {"orange": 2, "purple": 1, "red": 2}
    assert rendered(hints.blessing(g, TURQUOISE, "purple"))["en"] == "Completes blessing set 2: 2 silver"
    assert rendered(hints.blessing(g, TURQUOISE, "red"))["pl"] == (
        "2. zestaw (2 srebrniki): wszystkie tory na 2")


# --- scripted options the random games seldom reach ------------------------------------------------------

def test_trades_say_where_the_gatekeepers_coin_goes():
    g = new(4)
    cards(g, RED, hand=["C04", "C03", "C05", "C06"], piles=[["C09"], [], []])
    scrolls(g, RED, "SW22")
    goods(g, RED, coins=9)
    gate(g, "HORSE", TURQUOISE)
    give_turn(g, RED)
    g, _ = begin(g, RED, "C04", 2)
    g, _ = play(g, RED, "aux", "trade")
    decision = pending(g)
    texts = {option.id: rendered(option.hint) for option in decision.options}
    assert texts["C04"]["en"] == "The gatekeeper's 1 silver goes to Bartholomew"
    assert texts["C09"]["pl"] == "Dla strażnika bramy: 1 srebrnik → Konstancja"      # Sheep Gate
    g, _ = play(g, RED, "C04")
    texts = {option.id: rendered(option.hint) for option in pending(g).options if option.id != "back"}
    assert texts["upper"]["en"] == "Includes the gatekeeper's 1 silver, paid to Bartholomew"


def test_refusals_say_what_is_missing():
    g = new(4)
    cards(g, RED, hand=["C03", "C04", "C05", "C06"])
    dev(g, RED, guard="GU1", labourer="LA1", farmer="FA2", merchant="MR1", elder="EL1")
    goods(g, RED, coins=1, stone=0, wood=2, ash=0, gold=0)      # the Wheat Field lacks only 1 ash
    give_turn(g, RED)
    g, _ = begin(g, RED, "C03", 1)
    g, _ = play(g, RED, "aux")
    reasons = {option.id: option.disabled for option in pending(g).options if option.disabled is not None}
    assert translate(reasons["flip"], "en", strict=True) == (
        "You cannot pay to flip any development tile: Wheat Field still needs 1 ash.")
    assert translate(reasons["flip"], "pl", strict=True) == (
        "Nie stać cię na odwrócenie żadnej płytki rozwoju: Pole pszenicy – brakuje ci: 1 popiół.")
    goods(g, RED, coins=0, wood=2, ash=1)                       # now the flip is possible, no trade
    reasons = {option.id: option.disabled for option in pending(g).options if option.disabled is not None}
    assert translate(reasons["trade"], "en", strict=True) == (
        "The cheaper trade of Stonecutter costs 1 silver; you have 0.")
    assert translate(reasons["trade"], "pl", strict=True) == "Tańsza opcja handlu (Kamieniarz) kosztuje 1 srebrnika; masz 0."


# --- (b) random games --------------------------------------------------------------------------------

SAMPLE = [(1, 1, {"solo_side": "A"}), (2, 2, {}), (3, 3, {}), (4, 4, {}), (1, 5, {"solo_side": "B"}), (2, 6, {}),
          (4, 7, {"altar_card": "AC2-B"})]


def games(sample=SAMPLE):
    return random_games("ezra_nehemiah", sample)


@pytest.mark.slow
def test_every_card_and_place_option_of_random_games_has_a_hint():
    kinds = set()
    longest = {language: "" for language in LANGUAGES}
    for _, decisions in games():
        for decision in decisions:
            for option in decision.options:
                if option.disabled is not None:
                    for language in LANGUAGES:
                        assert translate(option.disabled, language, names=name, strict=True)
                if option.label.key not in HINTED:
                    assert option.hint is None, option
                    continue
                assert option.hint is not None, option
                kinds.add(option.label.key.removeprefix("ezra_nehemiah-opt-"))
                for language, text in rendered(option.hint).items():
                    longest[language] = max(longest[language], text, key=len)
    assert kinds >= {"gate", "play", "temple", "altar", "levite", "space", "clear", "rebuild", "wall-card",
                     "wall-top", "scribe-tile", "tent-spaces", "blessing", "flip", "slot", "trade-gate",
                     "slot-effect", "judgement", "tuck"}
    assert all(longest.values())


def test_hints_never_depend_on_another_seats_secrets():
    checked = 0
    for state, decisions in games([sample for sample in SAMPLE if sample[0] > 1][:3]):
        for decision in decisions:
            if any(option.hint for option in decision.options):
                checked += blind_to_other_seats(state, decision.seat)
    assert checked > 100


def test_hints_change_nothing_in_the_game():
    """Asking a question twice gives the same hints, and the state is the same after asking."""
    g = new(4)
    workers(g, TURQUOISE, supply=3)
    give_turn(g, TURQUOISE)
    g, _ = begin(g, TURQUOISE, main="red")
    pool(g, red=9)
    before = engine.dumps(g)
    first = [option.hint for option in pending(g).options]
    assert [option.hint for option in pending(g).options] == first
    assert engine.dumps(g) == before
