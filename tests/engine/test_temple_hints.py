"""The Temple's option hints (issue 16): every Temple card, craft level, God's Hand card and Patron in
the data has a one-line hint worded from the data, rendering in English and Polish within Discord's
100 characters; in random games every card or craft option carries one; hints never show another
seat's secrets."""
from __future__ import annotations

import msgspec
import pytest

import engine
from data.locale import translate, languages
from engine.temple import hints
from engine.temple.content import CONTENT
from engine.temple.building import Building
from engine.temple.gods_hand import Pestilence

from .temple_helpers import P1, P2, give, new, own_craft, start
from .hint_checks import blind_to_other_seats, random_games, rendered_everywhere

LANGUAGES = tuple(languages())
LIMIT = 100                       # a Discord select-menu description
PLAIN = {"pass", "done", "offer", "decline", "accept", "refuse"}   # options without a hint


def name(seat: int) -> str:
    return ["Bartholomew", "Przemysław", "Maximilian", "Konstancja", "Wojciech", "Jadwiga"][seat]


def rendered(message) -> dict[str, str]:
    return rendered_everywhere(message, name)


def hinted(option_id: str) -> bool:
    return option_id not in PLAIN


# --- (a) the data walk ------------------------------------------------------------------------------

def test_every_temple_card_has_a_concession_hint_and_a_build_hint():
    g = new(3)
    seat = g.seats[P1]
    for card in CONTENT.cards:
        texts = rendered(hints.concession(card.number))
        assert f"{card.points} points" in texts["en"] and f"{card.points} pkt" in texts["pl"]
        assert f"{card.workers} site worker" in texts["en"]
        seat.unbuilt = [card.number, 99]
        g.auctions_over = False
        assert f"+{2 * card.points} " in rendered(hints.build(g, P1, card.number))["en"]
        seat.unbuilt = [card.number]
        g.auctions_over, g.final_round = True, 0
        last = rendered(hints.build(g, P1, card.number))
        assert "Holy of Holies" in last["en"] and "Święte Najświętszych" in last["pl"]


def test_every_craft_level_has_a_hint_for_building_upgrading_and_losing_a_worker():
    for craft, data in CONTENT.crafts.items():
        for level, step in enumerate(data.levels, start=1):
            texts = rendered(hints.craft(craft, level, level - 1))
            assert f"× {step.per_worker * (100 if data.produces == 'food' else 1)}" in texts["en"]
            if level > 1:
                assert "(now " in texts["en"] and "teraz" in texts["pl"]
            for workers in range(1, step.capacity + 1):
                rendered(hints.pestilence(craft, level, workers))


def test_every_gods_hand_card_and_patron_has_a_hint():
    texts = {card.id: rendered(hints.god(card.id)) for card in CONTENT.gods_hand}
    assert len({t["en"] for t in texts.values()}) >= len(texts) - 4     # same effect, same amount only
    for patron in CONTENT.rules.patron:
        rendered(hints.patron(patron.id))


def test_hints_follow_the_data(monkeypatch):
    """A change in the data changes the hint (nothing is written per card in the catalogs)."""
    card = CONTENT.card[1]
    before = rendered(hints.concession(1))["en"]
    monkeypatch.setitem(CONTENT.card, 1, msgspec.structs.replace(card, points=7, stone=9, workers=4))
    after = rendered(hints.concession(1))["en"]
    assert after != before and after.startswith("7 points") and "9 stone" in after and "4 site workers" in after


# --- (b) random games --------------------------------------------------------------------------------

def games():
    return random_games("temple", [(3, 1, {}), (4, 2, {}), (5, 3, {"sealed_market": True}), (6, 4, {}),
                                   (3, 5, {"sealed_market": True}), (4, 6, {})])


def test_every_card_and_craft_option_of_random_games_has_a_hint():
    kinds = set()
    longest = {language: "" for language in LANGUAGES}
    for _, decisions in games():
        for decision in decisions:
            for option in decision.options:
                if not hinted(option.id):
                    assert option.hint is None, option
                    continue
                assert option.hint is not None, option
                kinds.add(option.id.split("-")[0])
                for language, text in rendered(option.hint).items():
                    longest[language] = max(longest[language], text, key=len)
    assert kinds >= {"card", "build", "upgrade"}
    assert all(longest.values())


def test_hints_never_depend_on_another_seats_secrets():
    checked = 0
    for state, decisions in games():
        for decision in decisions:
            if any(option.hint for option in decision.options):
                checked += blind_to_other_seats(state, decision.seat)
    assert checked > 100


# --- situations the random games seldom reach -------------------------------------------------------

def test_pestilence_options_say_what_the_craft_makes_less():
    g = new(3)
    own_craft(g, P1, "carpentry", 2, workers=2)
    own_craft(g, P1, "bakery", 1, workers=1)
    start(g, Pestilence(order=[P1]))
    decision = engine.pending(g)[0]
    texts = {option.id: rendered(option.hint) for option in decision.options}
    assert texts["craft-carpentry"]["en"] == "Keeps 1 of 2 workers: 5 wood less a round"
    assert texts["craft-carpentry"]["pl"] == "Zostaje 1 z 2 robotników: o 5 drewna mniej na rundę"
    assert texts["craft-bakery"]["en"] == "Its only worker leaves: 400 food less a round"


def test_building_the_last_concession_after_the_auctions_points_at_the_holy_of_holies():
    g = new(3)
    give(g, P1, unbuilt=(20,))
    give(g, P2, unbuilt=(3, 4))
    g.auctions_over = True
    for seat in (P1, P2):
        g.seats[seat].wood = g.seats[seat].stone = 30
        g.seats[seat].site_workers = 9
    start(g, Building(order=[P1, P2]))
    decision = engine.pending(g)[0]
    texts = rendered(decision.option("build-20").hint)
    assert texts["en"] == "+36 to your score; your last concession: Holy of Holies +18 (or a share)"
    assert texts["pl"] == ("+36 pkt do wyniku; ostatnia koncesja: Święte Najświętszych +18 pkt "
                           "(lub ich część)")
    g, _ = engine.act(g, P1, "done")
    decision = engine.pending(g)[0]
    assert decision.seat == P2
    assert rendered(decision.option("build-3").hint)["en"] == (
        "+10 to your final score: 5 points instead of −5")


def test_auction_cards_and_crafts_read_the_data():
    g = new(3)
    decision = engine.pending(g)[0]
    number = int(decision.options[0].id.removeprefix("card-"))
    card = CONTENT.card[number]
    assert rendered(decision.options[0].hint)["en"].startswith(f"{card.points} points · build: ")
    level = CONTENT.crafts["carpentry"].levels[0]
    assert rendered(hints.craft("carpentry", 1))["en"] == (
        f"Makes up to {level.capacity * level.per_worker} wood a round: 1 worker × {level.per_worker}")


@pytest.mark.parametrize("workers, expected", [(1, "1 robotnik"), (2, "2 robotników"), (5, "5 robotników")])
def test_polish_worker_plurals(workers, expected):
    stone = {"key": "temple-goods", "params": {"items": [{"key": "temple-stone", "params": {"count": 2}}]}}
    text = translate({"key": "hints-temple-concession", "params": {"points": 5, "workers": workers, "cost": stone}},
                     "pl", strict=True)
    assert text == f"5 pkt · budowa: 2 kamienie i {expected} · niewybudowana na koniec gry: −5 pkt"
    assert translate(hints.craft("stonemasonry", 2, 1), "pl", strict=True) == (
        "Produkcja na rundę: najwyżej 10 kamieni (2 robotników × 5; teraz 1 × 4)")
