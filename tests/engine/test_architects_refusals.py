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
