"""Bad input in Architects is refused with the exact reason and changes nothing: a full or closed
location, a building without its resources or skills, a capture beyond the location limit, a debt
payoff without the silver, an option that was never offered."""
from __future__ import annotations

import pytest

import engine
from data.locale import translate

from .architects_scenarios import BLUE, GREEN, RED, YELLOW, hand, new, play, set_player


def refused(g, choice) -> str:
    decision = engine.pending(g)[0]
    before = engine.dumps(g)
    with pytest.raises(engine.RuleError) as caught:
        engine.act(g, decision.seat, choice, expect=decision.id)
    assert engine.dumps(g) == before
    return translate(caught.value.message, "en", strict=True)


def test_a_black_market_space_that_is_taken_or_too_dear():
    g = new()
    set_player(g, YELLOW, silver=2, virtue=8)
    g.market[1] = "green"
    set_player(g, GREEN, workers=19)
    assert refused(g, "bm_middle") == "This space is taken."
    assert refused(g, "bm_right") == "It costs 3 silver: you are 1 short."
    set_player(g, YELLOW, virtue=10)
    assert refused(g, "bm_left") == "The Black Market is closed to virtue 10 and above; yours is 10."


def test_a_building_without_its_resources_or_its_skills():
    g = new()
    hand(g, YELLOW, "B01", "B02", "B03")          # Fortress needs all three skills; Well 2 W + 2 S
    set_player(g, YELLOW, wood=1, stone=2, gold=1, clay=3)
    g, _ = play(g, "guildhall")                   # the Clay Kiln and the Cathedral are possible
    assert "Missing skills: Carpentry, Tiling, Masonry" in refused(g, "build:B01")
    assert refused(g, "build:B02") == "You are short of 1 wood."


def test_a_capture_beyond_the_location_limit():
    g = new()
    set_player(g, YELLOW, silver=4, workers=19)
    g.put("town_centre", "yellow", 1)
    g.put("forest", "red", 3)
    g.put("forest", "green", 1)
    g.put("mines", "blue", 2)
    set_player(g, RED, workers=17)
    set_player(g, GREEN, workers=19)
    set_player(g, BLUE, workers=18)
    g, _ = play(g, "town_centre", "forest", "red")
    assert refused(g, "mines") == "Captures this turn may come from one location only."


def test_a_payoff_without_the_silver_and_an_option_never_offered():
    g = new()
    set_player(g, YELLOW, silver=5, debts_unpaid=1, workers=19, captured={"red": 1})
    set_player(g, RED, workers=19)
    g.put("guard_house", "yellow", 1)
    g, _ = play(g, "guard_house")                 # imprisoning is possible: the question is asked
    assert refused(g, "payoff") == "It costs 6 silver: you are 1 short."
    assert refused(g, "prison") == "“prison” is not one of your options right now."


def test_a_payment_list_longer_than_a_menu_is_asked_in_two_steps(monkeypatch):
    """With the house cards the longest list is 25 (8 S/W with MARBLE_SUB); a menu of 10 shows the
    two steps on the 17 ways of paying for a Great Hall with a Foreman and a Marble Carver."""
    from engine.architects import guildhall

    from .architects_scenarios import apprentices
    monkeypatch.setattr(guildhall, "MAX_CHOICES", 10)
    g = new()
    hand(g, YELLOW, "B33", "B03")                 # Great Hall: 6 W 4 S 1 G, Carpentry + Masonry
    apprentices(g, YELLOW, "A33", "A35")          # Foreman (1 fewer W or S), Marble Carver (M for 2)
    set_player(g, YELLOW, wood=9, stone=9, marble=9, gold=2, clay=3)
    g, _ = play(g, "guildhall", "build:B33")
    decision = engine.pending(g)[0]
    assert decision.prompt.key == "architects-ask-payment-marble"
    assert [o.id for o in decision.options] == [f"marble:{n}" for n in range(0, 5)]
    g, _ = play(g, "marble:2")
    decision = engine.pending(g)[0]
    assert decision.prompt.key == "architects-ask-payment" and 1 < len(decision.options) <= 10
    assert all(option.id.count("M2") == 1 for option in decision.options)
    g, _ = play(g, decision.options[0].id)
    paid = decision.options[0].id
    assert "B33" in g.players[YELLOW].buildings and g.players[YELLOW].marble == 7, paid


def test_no_payment_list_of_the_house_content_is_longer_than_a_menu():
    """Every building and Cathedral level, paid by a player holding plenty of everything with every
    payment ability (the Foreman, the Gilder, the Marble Carver): at most 25 ways."""
    from engine.architects.content import CONTENT
    from engine.architects.goods import payments
    from engine.architects.guildhall import MAX_CHOICES
    from engine.architects.state import Player
    rich = Player(colour="yellow", apprentices=["A33", "A34", "A35"], clay=20, wood=20, stone=20,
                  gold=20, marble=20, silver=20)
    counts = [len(payments(rich, card.cost, building=True)) for card in CONTENT.buildings]
    counts += [len(payments(rich, level.cost, level.stone_or_wood, building=False))
               for level in CONTENT.rules.cathedral]
    assert max(counts) <= MAX_CHOICES
