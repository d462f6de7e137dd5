"""Ezra and Nehemiah's content data is transcribed from rules/ezra_nehemiah.md sections 12, 13.4, 15 and
18 and validated on load: counts, the perimeter, the house tables, the closed list of 13 effect verbs,
hooks, references, the rulebook's worked examples. Broken variants are built from the real TOML,
modified in memory."""
from __future__ import annotations

from collections import Counter
from functools import partial
from importlib.resources import files
import re

import msgspec
import pytest

import engine
from data.locale import translate, languages
from engine.ezra_nehemiah import content as C

from .content_checks import raw_copy, refused, row

CONTENT = C.CONTENT


def test_the_content_loads_once_and_has_a_hash():
    assert C.load() is CONTENT
    assert re.fullmatch(r"[0-9a-f]{16}", CONTENT.hash)
    assert C.build(C.read()).hash == CONTENT.hash
    raw = C.read()
    raw["cards"]["wall_card"][0]["vp"] += 1
    raw["cards"]["wall_card"][1]["vp"] -= 1
    assert C.build(raw).hash != CONTENT.hash


def test_the_game_is_registered_with_its_content_hash():
    assert "ezra_nehemiah" in engine.game_ids()
    meta = engine.meta("ezra_nehemiah")
    assert (meta.min_players, meta.max_players) == (1, 4)
    assert engine.new_game("ezra_nehemiah", 2, seed=1).content == CONTENT.hash


def test_component_counts_match_the_rulebook():
    parts = CONTENT.rules.components
    assert (parts.character_cards, parts.wall_cards, parts.gate_cards, parts.neutral_walls) == (10, 12, 6, 6)
    assert sum(parts.resources.values()) == 104
    assert list(CONTENT.character) == [f"C{n:02d}" for n in range(1, 11)]
    assert len(CONTENT.rules.colours) * len(CONTENT.characters) == 40          # 10 per colour
    assert len(CONTENT.rules.colours) * len(CONTENT.wall_cards) == 48          # 12 per colour
    assert list(CONTENT.wall_card) == [f"WC{n:02d}" for n in range(1, 13)]
    assert sum(card.vp for card in CONTENT.wall_cards) == 30
    assert list(CONTENT.hero) == ["HZ", "HE", "HN"]
    assert list(CONTENT.condition) == [f"K{n:02d}" for n in range(1, 11)]
    assert list(CONTENT.altar_card) == ["AC1-A", "AC1-B", "AC2-A", "AC2-B"]
    assert list(CONTENT.focus) == [f"F{n:02d}" for n in range(1, 11)]
    assert list(CONTENT.planning) == ["P1", "P2", "P3", "P4", "P5", "P6"]
    assert Counter(t.back for t in CONTENT.scrolls) == {"gold": 8, "wood": 22, "stone": 3}
    assert len(CONTENT.tiles) == 20 and Counter(t.type for t in CONTENT.tiles) == {
        "guard": 4, "labourer": 4, "farmer": 4, "merchant": 4, "elder": 4}
    assert len(C.GATE_CARDS) == 6 and sorted(C.CORNERS) == ["FOUNTAIN", "HORSE", "OLD", "SHEEP"]
    assert [side.id for side in CONTENT.solo.side] == ["A", "B"]


def test_module_constants_come_from_the_data():
    assert C.COLOURS == ("turquoise", "red", "violet", "yellow")
    assert C.RESOURCES == ("gold", "stone", "wood", "ash") and C.CUBES == ("stone", "wood", "ash")
    assert C.BANNER_COLOURS == ("red", "grey", "blue")
    assert C.BLESSINGS == ("orange", "purple", "red") == C.BLESSING_COLOURS
    assert C.ACTIONS == {"red": "temple", "grey": "walls", "blue": "torah"}
    assert C.GOODS == ("coin", "bread", "gold", "stone", "wood", "ash")
    assert C.TILE_TYPES == ("guard", "labourer", "farmer", "merchant", "elder")


def test_the_perimeter():
    ring = CONTENT.perimeter
    assert len(ring) == 36 and ring[0] == "SHEEP" and ring[-1] == "W26"
    assert CONTENT.neighbours("SHEEP") == ("W26", "W01")                       # the loop closes
    assert CONTENT.neighbours("W07") == ("EAST", "W08")
    assert CONTENT.neighbours("HORSE") == ("W08", "W09")                       # the rulebook's example pair
    assert CONTENT.neutral_walls(1) == CONTENT.neutral_walls(2) == ("W02", "W03", "W04", "W05", "W06", "W07")
    assert CONTENT.neutral_walls(3) == ("W04", "W05", "W06") and CONTENT.neutral_walls(4) == ()
    assert CONTENT.neutral_gates(2) == ("MUSTER", "EAST") and CONTENT.neutral_gates(3) == ()
    rubble = {p: sum(s.rubble for s in (*CONTENT.board.wall, *CONTENT.board.gate) if p not in s.neutral_at)
              for p in (1, 2, 3, 4)}
    assert rubble == {1: 48, 2: 48, 3: 57, 4: 64}                              # 15.2: 16 and 7 cubes go back
    assert Counter(w.blessing for w in CONTENT.board.wall) == {"red": 8, "orange": 9, "purple": 9}


def test_board_tables():
    board = CONTENT.board
    assert [row.food for row in board.levite_row] == [0, 2, 3, 4, 5, 6]
    assert [CONTENT.temple_spaces(p) for p in (1, 2, 3, 4)] == [35, 35, 40, 45]
    assert CONTENT.temple_columns(3) == tuple(range(1, 9))
    assert CONTENT.gold_altar_spaces == (4, 8, 12, 16, 20) and CONTENT.altar_end == 20
    assert board.altar_space[12].reward == [C.ResourceEffect(n=1, types=["stone", "wood"])]
    assert [(c.spaces, c.blue, c.cube) for c in CONTENT.rules.tent_cost] == [
        (1, 2, 0), (2, 4, 0), (3, 7, 1), (4, 10, 1)]
    assert CONTENT.tent_cost(4).blue == 10
    with pytest.raises(ValueError):
        CONTENT.tent_cost(5)
    assert [len(b) for b in board.blessing_track.bonus] == [1] * 7
    assert CONTENT.city_space["P06"].reward == [C.Altar(n=2)]
    assert CONTENT.gate["VALLEY"].worker_reward == [C.Altar(n=1), C.Gain(coin=1)]
    assert CONTENT.gate["EAST"].connection == [C.Gain(ash=2)]
    assert CONTENT.wall["W07"].cost == C.WallCost(grey=4, stone=3)


def test_cards_spot_checks():
    c03 = CONTENT.character["C03"]
    assert [(b.colour, b.value) for b in c03.banners] == [("grey", 1), ("grey", 2), ("red", 1)]
    assert c03.gate == "VALLEY" and c03.condition == "K09"
    assert c03.trade == C.GateTrade(upper=C.TradeOption(pay=0, gain=C.Goods(stone=1)),
                                    lower=C.TradeOption(pay=2, gain=C.Goods(stone=2)))
    assert CONTENT.character["C08"].trade == C.ConvertTrade(rates={"ash": 1, "wood": 2})
    assert CONTENT.condition["K06"] == C.CountCondition(id="K06", count="developed_tiles", base=1, per=1)
    assert CONTENT.condition["K06"].vp(3) == 4
    assert CONTENT.condition["K10"] == C.TopScribes(id="K10", n=2)
    assert CONTENT.hero["HE"].rewards == [[C.Gain(ash=1)], [C.Blessing(colour="wild", n=1)],
                                          [C.Worker(n=1), C.Vp(n=2)]]
    round1 = CONTENT.altar_card["AC1-A"].round[0]
    assert (round1.zechariah, round1.haggai, round1.behind) == (2, 6, [C.PayFood(n=1)])
    assert CONTENT.focus["F06"].gate == "FOUNTAIN" and CONTENT.focus["F06"].arrow == "clockwise"
    p6 = CONTENT.planning["P6"].row
    assert (p6[1].action, p6[1].gold, p6[1].then) == ("pay_gold", 2, [C.Worker(n=1), C.Altar(n=2)])
    assert p6[0].requires == C.Requires(workers_min=1, gold_min=1)


def test_tiles_spot_checks():
    sg1 = CONTENT.scroll["SG1"]
    assert sg1.hooks == [C.FinalSilver(silver_per_vp=3)] and sg1.now == []
    assert CONTENT.scroll["SW03"].now == [C.LoseVp(n=1)]
    assert CONTENT.scroll["SW16"].hooks == [C.On(event="elder_placed",
                                                 effects=[C.Banners(colour="wild", n=2), C.Gain(coin=1)])]
    assert [h.hero for t in CONTENT.scrolls_of("stone") for h in t.hooks] == ["HZ", "HE", "HN"]
    assert {t.id for t in CONTENT.scrolls if t.now == [C.Vp(n=1)]} == C.VP_NOW
    assert {h.group for t in CONTENT.scrolls for h in t.hooks} == {
        "final", "feeding", "prepare", "trigger", "cost", "rule", "hero"}
    gu1 = CONTENT.tile["GU1"]
    assert (gu1.storage, gu1.start, gu1.flip_cost) == (5, C.Goods(stone=1, wood=1), C.Goods(coin=7))
    assert CONTENT.tile["FA3"].abilities == [C.BuyBread(coin=2, bread=1)]
    assert CONTENT.tile["MR3"].back_bonus[1] == [C.Banners(colour="wild", n=3)]
    assert CONTENT.tile["EL1"].back_slots[1] == [C.Banners(colour="red", n=3), C.Gain(ash=1)]


def test_solo_tables():
    a, b = CONTENT.solo_side["A"], CONTENT.solo_side["B"]
    assert (a.workers, a.coins, a.gold, b.workers, b.coins, b.gold) == (5, 3, 2, 6, 5, 3)
    assert a.ahead == [C.Gain(gold=1), C.Vp(n=1)] and b.behind == [C.LoseVp(n=1)]


def test_the_verb_list_is_closed_at_13_and_every_verb_is_used():
    assert C.VERBS == ("gain", "resource", "vp", "lose_vp", "pay_food", "worker", "blessing", "banners",
                       "altar", "tent", "retrieve", "free_flip", "choose")
    used: Counter[str] = Counter()

    def walk(value):
        if isinstance(value, C.Effect):
            used[value.verb] += 1
            if isinstance(value, C.Choose):
                walk(value.options)
        elif isinstance(value, msgspec.Struct):
            for field in value.__struct_fields__:
                walk(getattr(value, field))
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
    walk([CONTENT.board, CONTENT.heroes, CONTENT.wall_cards, CONTENT.altar_cards, CONTENT.focus_cards,
          CONTENT.planning_cards, CONTENT.scrolls, CONTENT.tiles, CONTENT.solo])
    assert set(used) == set(C.VERBS)


# --- every verb and parameter type is refused when wrong --------------------------------------------

@pytest.mark.parametrize("effect, message", [
    ({"verb": "teleport", "n": 1}, "Invalid value 'teleport' - at `$.verb`"),
    ({"verb": "gain", "iron": 1}, "unknown field `iron`"),
    ({"verb": "gain", "coin": "two"}, "Expected `int`, got `str` - at `$.coin`"),
    ({"verb": "gain", "coin": -1}, "Expected `int` >= 0 - at `$.coin`"),
    ({"verb": "resource"}, "missing required field `n`"),
    ({"verb": "resource", "n": 1, "types": ["gold"]}, "Invalid enum value 'gold' - at `$.types[0]`"),
    ({"verb": "vp", "n": 0}, "Expected `int` >= 1 - at `$.n`"),
    ({"verb": "vp", "n": 1, "colour": "red"}, "unknown field `colour`"),
    ({"verb": "lose_vp", "n": "1"}, "Expected `int`, got `str` - at `$.n`"),
    ({"verb": "pay_food", "n": 0}, "Expected `int` >= 1 - at `$.n`"),
    ({"verb": "worker"}, "missing required field `n`"),
    ({"verb": "blessing", "colour": "green", "n": 1}, "Invalid enum value 'green' - at `$.colour`"),
    ({"verb": "blessing", "colour": "wild"}, "missing required field `n`"),
    ({"verb": "banners", "colour": "orange", "n": 1}, "Invalid enum value 'orange' - at `$.colour`"),
    ({"verb": "altar", "n": 1.5}, "Expected `int`, got `float` - at `$.n`"),
    ({"verb": "tent", "spaces": 2}, "unknown field `spaces`"),
    ({"verb": "retrieve", "n": 2}, "Expected `int` <= 1 - at `$.n`"),
    ({"verb": "free_flip"}, "missing required field `n`"),
    ({"verb": "choose", "options": [[{"verb": "choose", "options": []}]]},
     "Invalid value 'choose' - at `$.options[0][0].verb`"),
    ({"verb": "choose", "options": "both"}, "Expected `array`, got `str` - at `$.options`"),
])
def test_the_schema_refuses_a_bad_effect(effect, message):
    with pytest.raises(msgspec.ValidationError) as error:
        msgspec.convert(effect, C.AnyEffect)
    assert message in str(error.value)


@pytest.mark.parametrize("hook, message", [
    ({"hook": "fly"}, "Invalid value 'fly' - at `$.hook`"),
    ({"hook": "final_per", "count": "sheep", "every": 1, "vp": 1}, "Invalid enum value 'sheep' - at `$.count`"),
    ({"hook": "on", "event": "sunrise", "effects": []}, "Invalid enum value 'sunrise' - at `$.event`"),
    ({"hook": "discount", "cost": "levite_food"}, "missing required field `n`"),
    ({"hook": "no_feed", "groups": ["levites"]}, "Invalid enum value 'levites' - at `$.groups[0]`"),
    ({"hook": "hand_size", "extra": 1, "unlimited_piles": "yes"}, "Expected `bool`, got `str`"),
])
def test_the_schema_refuses_a_bad_hook(hook, message):
    with pytest.raises(msgspec.ValidationError) as error:
        msgspec.convert(hook, C.AnyHook)
    assert message in str(error.value)


# --- broken content is refused with a clear message ----------------------------------------------

_raw = partial(raw_copy, C)
_row = row
_refused = partial(refused, C)


def test_the_unchanged_data_is_accepted():
    assert C.build(_raw()) is not CONTENT


def test_an_unknown_verb_hook_or_parameter_is_refused_in_the_files():
    raw = _raw()
    _row(raw, "cards", "wall_card", "WC03")["effect"][0]["verb"] = "teleport"
    _row(raw, "tiles", "scroll", "SW01")["hooks"][0]["hook"] = "fly"
    raw["board"]["altar_space"][2]["reward"][0]["coins"] = 1
    _row(raw, "cards", "hero", "HZ")["rewards"][0][0]["wood"] = "one"
    message = _refused(raw,
                       "cards.toml WC03: Invalid value 'teleport' - at `$.effect[0].verb` (unknown effect verb "
                       "'teleport'; known: gain, resource, vp, lose_vp",
                       "tiles.toml SW01: Invalid value 'fly' - at `$.hooks[0].hook` (unknown ability hook 'fly'",
                       "board.toml: Object contains unknown field `coins` - at `$.altar_space[2].reward[0]`",
                       "cards.toml HZ: Expected `int`, got `str` - at `$.rewards[0][0].wood`")
    assert message.count("; ") >= 3                          # every problem in one error


def test_a_nested_choice_is_refused():
    raw = _raw()
    _row(raw, "tiles", "development", "LA1")["front"][0]["options"][0] = [
        {"verb": "choose", "options": [[{"verb": "vp", "n": 1}], [{"verb": "vp", "n": 2}]]}]
    _refused(raw, "tiles.toml LA1: Invalid value 'choose' - at `$.front[0].options[0][0].verb` "
                  "(choose may not be nested inside choose)")


def test_effects_the_schema_cannot_judge_are_refused():
    raw = _raw()
    _row(raw, "cards", "wall_card", "WC03")["effect"] = [{"verb": "gain"}]
    _row(raw, "tiles", "development", "LA2")["back"][0]["options"] = [[{"verb": "vp", "n": 1}]]
    raw["board"]["altar_space"][12]["reward"][0]["types"] = ["stone", "stone"]
    _refused(raw, "wall card WC03: gain gains nothing", "labourer tile LA2: choose needs at least 2 non-empty",
             "altar space 12: resource needs distinct types")


def test_a_duplicated_id_is_refused():
    raw = _raw()
    _row(raw, "cards", "character", "C02")["id"] = "C01"
    _row(raw, "cards", "focus", "F02")["id"] = "F01"
    _refused(raw, "character card id C01 is duplicated (2 times)", "focus card id F01 is duplicated (2 times)")


def test_missing_cards_are_counted():
    raw = _raw()
    raw["cards"]["wall_card"].pop()
    raw["cards"]["planning"].pop(0)
    raw["tiles"]["development"] = [t for t in raw["tiles"]["development"] if t["id"] != "EL4"]
    _refused(raw, "11 wall cards, the game has 12", "planning card ids must be P1..P6 in order",
             "development tiles by type are", "the game has 4 of each of the 5 types")


def test_references_must_resolve():
    raw = _raw()
    _row(raw, "cards", "character", "C04")["gate"] = "GOLDEN"
    _row(raw, "cards", "character", "C05")["condition"] = "K11"
    _row(raw, "cards", "focus", "F03")["gate"] = "GOLDEN"
    _row(raw, "tiles", "scroll", "SS2")["hooks"][0]["hero"] = "HX"
    _refused(raw, "character C04: unknown gate 'GOLDEN'", "character C05: unknown condition 'K11'",
             "focus card F03: unknown gate 'GOLDEN'", "scroll SS2: unknown hero 'HX'",
             "each hero card is on exactly one stone scroll")


# (1) characters
def test_each_condition_once_per_colour():
    raw = _raw()
    _row(raw, "cards", "character", "C02")["condition"] = "K05"
    _refused(raw, "each Sabbath condition is on exactly one character card per colour (twice: K05; missing: K03)")


def test_the_banner_totals_are_checked():
    raw = _raw()
    _row(raw, "cards", "character", "C04")["banners"][0] = {"colour": "blue"}
    _refused(raw, "per colour: 10 banners and 12 banner points of each of red, grey and blue",
             "{'red': 10, 'grey': 9, 'blue': 11} banners")


def test_a_card_has_three_banners():
    raw = _raw()
    _row(raw, "cards", "character", "C05")["banners"].append({"colour": "red"})
    _refused(raw, "character C05 has 4 banners, not 3")


def test_the_rulebooks_trades_cannot_drift():
    raw = _raw()
    _row(raw, "cards", "character", "C03")["trade"]["lower"]["pay"] = 3
    _row(raw, "cards", "character", "C08")["trade"]["rates"]["wood"] = 3
    _row(raw, "cards", "character", "C06")["trade"]["lower"]["gain"] = {"stone": 2, "wood": 1}
    _refused(raw, "a Valley Gate card trades 1 stone, or 2 coins for 2 stone",
             "a conversion trade pays 1 per ash and 2 per wood", "the K06 card's lower trade gives 2 stone and 2 wood")


def test_the_rulebooks_conditions_cannot_drift():
    raw = _raw()
    _row(raw, "cards", "condition", "K02")["base"] = 0
    _row(raw, "cards", "condition", "K10")["n"] = 3
    _refused(raw, "condition K02 must be the rulebook's: 1 + 1 per scribes",
             "condition K10 scores the 2 highest scribes")


# (2) gates and walls
def test_the_corner_gates_and_gate_cards():
    raw = _raw()
    _row(raw, "board", "gate", "HORSE")["kind"] = "card"
    _refused(raw, "the corner gates are Old, Sheep, Horse and Fountain", "7 gate-card gates, the game has 6",
             "gate HORSE: a gate card needs rubble and a worker-space reward")


def test_a_corner_gate_has_no_rubble():
    raw = _raw()
    _row(raw, "board", "gate", "OLD")["rubble"] = 2
    _refused(raw, "gate OLD: a corner gate stands from the start")


# (3) the perimeter
def test_the_perimeter_positions_are_checked():
    raw = _raw()
    _row(raw, "board", "wall", "W12")["pos"] = 16                 # W11's position; 17 left empty
    _refused(raw, "the perimeter has 36 positions, each holding one wall space or gate (twice: [16]; empty: [17]",
             "gate WATER: adjacent walls ['W10', 'W11'], the positions give ['W10', 'W12']")
    raw = _raw()
    _row(raw, "board", "wall", "W12")["pos"], _row(raw, "board", "wall", "W13")["pos"] = 18, 17
    _refused(raw, "wall spaces must be numbered clockwise")


def test_a_gates_walls_must_match_the_positions():
    raw = _raw()
    _row(raw, "board", "gate", "FISH")["walls"] = ["W23", "W25"]
    _refused(raw, "gate FISH: adjacent walls ['W23', 'W25'], the positions give ['W23', 'W24']")


def test_the_neutral_walls_are_the_rulebooks():
    raw = _raw()
    _row(raw, "board", "wall", "W07")["neutral_at"] = [1, 2, 3]
    del _row(raw, "board", "wall", "W02")["neutral_at"]
    _refused(raw, "neutral walls at 1 players are ['W03', 'W04', 'W05', 'W06', 'W07'], the rulebook's are "
                  "['W02', 'W03', 'W04', 'W05', 'W06', 'W07']",
             "neutral walls at 3 players are ['W04', 'W05', 'W06', 'W07']",
             "4 neutral walls at 3 players, rules.toml says 3")


def test_the_neutral_gates_are_muster_and_east():
    raw = _raw()
    del _row(raw, "board", "gate", "EAST")["neutral_at"]
    _refused(raw, "neutral gates at 1 players must be Muster and East at 1-2 players only")


def test_rubble_must_match_the_bag():
    raw = _raw()
    _row(raw, "board", "wall", "W20")["rubble"] = 4
    _refused(raw, "65 rubble icons at 4 players; the bag holds 64")


# (4) scrolls
def test_scroll_counts_and_abilities():
    raw = _raw()
    _row(raw, "tiles", "scroll", "SW22")["back"] = "gold"
    _row(raw, "tiles", "scroll", "SG2")["now"] = [{"verb": "vp", "n": 1}]
    _refused(raw, "scroll tiles by back are {'gold': 9, 'wood': 21, 'stone': 3}",
             "scroll SW22: a gold scroll's id starts with SG", "scroll SG2: nothing now")


def test_the_rulebooks_scroll_numbers_cannot_drift():
    raw = _raw()
    _row(raw, "tiles", "scroll", "SG1")["hooks"][0]["silver_per_vp"] = 4
    _row(raw, "tiles", "scroll", "SW10")["hooks"][0]["n"] = 1
    _row(raw, "tiles", "scroll", "SW09")["hooks"][0]["auxiliary"] = False
    _refused(raw, "scroll SG1 must be the rulebook's: FinalSilver(silver_per_vp=3)",
             "scroll SW10 must be the rulebook's: Discount(cost='levite_food', n=2)",
             "scroll SW09 gives 2 coins and 1 auxiliary action")


def test_only_gold_scrolls_score_at_the_end():
    raw = _raw()
    _row(raw, "tiles", "scroll", "SW01")["hooks"] = [{"hook": "final_hand"}]
    _refused(raw, "scroll SW01: exactly the gold scrolls score at the end")


def test_the_scroll_grid_is_checked():
    raw = _raw()
    raw["board"]["scroll_row"][3]["tiles"] = 7
    _refused(raw, "scroll rows 1..4 hold 3-4-5-6 tiles")


# (5) development tiles
def test_development_tile_type_rules():
    raw = _raw()
    _row(raw, "tiles", "development", "GU2")["flip_reward"] = [{"verb": "altar", "n": 1}]
    _row(raw, "tiles", "development", "GU3")["start"] = {"gold": 1}
    _row(raw, "tiles", "development", "MR2")["slots"][3] = [{"verb": "gain", "coin": 5}]
    _row(raw, "tiles", "development", "LA3")["back"] = [{"verb": "resource", "n": 3}]
    _row(raw, "tiles", "development", "EL2")["flip_reward"] = [{"verb": "worker", "n": 1}]
    _row(raw, "tiles", "development", "MR4")["flip_reward"] = [{"verb": "tent", "n": 1}]
    _refused(raw, "guard tile GU2: flipping a guard tile gives 1 tent move",
             "guard tile GU3: storage of 2 or more and 2 starting cubes",
             "all merchant fronts are identical", "all labourer backs are identical",
             "elder tile EL2: flipping retrieves 1 merchant or elder",
             "merchant tile MR4: flipping gives 1 worker")


def test_labourer_fronts_differ_only_in_the_flip_reward():
    raw = _raw()
    _row(raw, "tiles", "development", "LA4")["flip_cost"] = {"stone": 1, "wood": 1}
    _refused(raw, "all labourer fronts are identical except the flip reward")


def test_the_bread_ability_is_on_one_farmer():
    raw = _raw()
    _row(raw, "tiles", "development", "FA2")["abilities"] = [{"hook": "buy_bread", "coin": 2, "bread": 1}]
    _refused(raw, "exactly one farmer tile lets its owner pay 2 coins for 1 bread")


def test_a_development_tile_of_an_unknown_type_is_refused():
    raw = _raw()
    _row(raw, "tiles", "development", "FA4")["type"] = "priest"
    _refused(raw, "tiles.toml FA4: Invalid value 'priest' - at `$.type`")


# (6) altar cards
def test_prophets_stay_on_the_track_and_only_advance():
    raw = _raw()
    _row(raw, "cards", "altar_card", "AC2-B")["round"][2]["haggai"] = 21
    _row(raw, "cards", "altar_card", "AC1-B")["round"][1]["zechariah"] = 2
    _row(raw, "cards", "altar_card", "AC2-A")["round"][0]["zechariah"] = 5
    _refused(raw, "altar card AC2-B round 3: prophets must stand on the track",
             "altar card AC1-B: the prophets only advance",
             "altar card AC2-A round 1: prophets must stand on the track, Zechariah before Haggai")


def test_the_rulebooks_altar_card_cannot_drift():
    raw = _raw()
    _row(raw, "cards", "altar_card", "AC1-A")["round"][1]["haggai"] = 11
    _refused(raw, "AC1-A is the rulebook's example")


def test_an_altar_card_has_three_rounds():
    raw = _raw()
    _row(raw, "cards", "altar_card", "AC2-A")["round"].pop()
    _refused(raw, "altar card AC2-A has 2 rounds, not 3")


# (7) focus and planning cards
def test_focus_cards():
    raw = _raw()
    _row(raw, "cards", "focus", "F02")["gate"] = "SHEEP"
    _row(raw, "cards", "focus", "F04")["column"] = 5
    _refused(raw, "cards.toml F04: Expected `int` <= 4 - at `$.column`")
    del _row(raw, "cards", "focus", "F04")["column"]
    _refused(raw, "cards.toml F04: Object missing required field `column`")
    _row(raw, "cards", "focus", "F04")["column"] = 2
    _refused(raw, "each gate is named by exactly one focus card")


def test_planning_cards():
    raw = _raw()
    _row(raw, "cards", "planning", "P3")["row"].pop()
    _row(raw, "cards", "planning", "P6")["row"][1]["gold"] = 0
    _row(raw, "cards", "planning", "P1")["row"][0]["requires"]["workers_max"] = 1
    _refused(raw, "planning card P3 has 2 rows, not 3", "planning card P6 row 2: `gold` is the amount of pay_gold",
             "planning card P1 row 1: a minimum above its maximum")


def test_an_unknown_planning_action_is_refused():
    raw = _raw()
    _row(raw, "cards", "planning", "P2")["row"][0]["action"] = "pray"
    _refused(raw, "cards.toml P2: Invalid enum value 'pray' - at `$.row[0].action`")


# (8) altar track, blessing bonuses, city plan
def test_the_city_plan_cannot_loop():
    raw = _raw()
    raw["board"]["city_space"][11]["reward"] = [{"verb": "blessing", "colour": "wild", "n": 1}]
    _refused(raw, "city-plan spaces P11 and P12 both give a worker or a blessing: a fallback tent move could loop")
    raw = _raw()
    raw["board"]["city_space"][10]["reward"] = raw["board"]["city_space"][1]["reward"] = [
        {"verb": "gain", "coin": 1}]
    raw["board"]["city_space"][11]["reward"] = raw["board"]["city_space"][0]["reward"] = [
        {"verb": "worker", "n": 1}]
    _refused(raw, "city-plan spaces P12 and P01 both give a worker or a blessing")  # the loop closes


def test_one_blessing_bonus_per_column():
    raw = _raw()
    raw["board"]["blessing_track"]["bonus"].pop()
    _refused(raw, "6 blessing bonuses for columns 1..7: one per column")


def test_the_altar_track_is_checked():
    raw = _raw()
    raw["board"]["altar_space"][5]["space"] = 6
    _refused(raw, "the altar track is spaces 0..end in order")


# rules.toml and the solo board
def test_the_rules_numbers_are_checked():
    raw = _raw()
    raw["rules"]["setup"]["rubble"]["gold"] = 11
    raw["rules"]["turn"]["banner_value"] = 2
    raw["rules"]["tent_cost"][3]["blue"] = 12
    raw["rules"]["sabbath"]["tuck"] = [1, 2]
    _refused(raw, "the main supply and the rubble bag must hold all gold cubes", "the rubble bag holds 64 cubes",
             "a banner without a number is worth 1", "4 spaces 10 blue + 1 cube",
             "sabbath.tuck needs one number per round (3)")


def test_the_levite_and_temple_rows_are_the_rulebooks():
    raw = _raw()
    raw["board"]["levite_row"][2]["food"] = 4
    raw["board"]["temple"]["row"][4]["reward"] = [{"verb": "vp", "n": 1}]
    raw["board"]["temple"]["mount"]["3"] = [8, 9]
    _refused(raw, "Levites 2, 3 and 5 cost 2, 3 and 5 food", "the Temple row rewards are the rulebook's",
             "the 1-2 player side of the Temple Mount covers more than the 3 player side")


def test_the_solo_board_is_checked():
    raw = _raw()
    raw["solo"]["side"][1]["sabbath_types"] = "most"
    raw["solo"]["side"][0]["between"] = []
    _refused(raw, "the Opponent's Sabbath: 1 coin per worker", "solo side A: no judgement effect between")


# --- names are in the catalogs ---------------------------------------------------------------------

def _catalog_keys(language):
    text = files("data.locale").joinpath(language, "ezra_nehemiah.ftl").read_text(encoding="utf-8")
    return re.findall(r"^([a-zA-Z][\w-]*) =", text, flags=re.MULTILINE)


def test_every_named_content_id_has_a_name_in_both_languages():
    p = "ezra_nehemiah"
    expected = ([f"{p}-title"]
                + [f"{p}-colour-{colour}" for colour in C.COLOURS]
                + [f"{p}-gate-{gate}" for gate in CONTENT.perimeter if gate in CONTENT.gate]
                + [f"{p}-character-{card.id}" for card in CONTENT.characters]
                + [f"{p}-hero-{hero.id}" for hero in CONTENT.heroes]
                + [f"{p}-prophet-zechariah", f"{p}-prophet-haggai"]
                + [f"{p}-condition-{condition.id}" for condition in CONTENT.conditions]
                + [f"{p}-tile-type-{kind}" for kind in C.TILE_TYPES]
                + [f"{p}-tile-{tile.id}" for tile in CONTENT.tiles])
    for language in tuple(languages()):
        keys = [key for key in _catalog_keys(language) if key in set(expected)]
        assert keys == expected                              # all there, in this order
        for key in keys:
            assert translate({"key": key}, language, strict=True).strip()


@pytest.mark.parametrize("key, english, polish", [
    ("ezra_nehemiah-title", "Ezra and Nehemiah", "Ezdrasz i Nehemiasz"),
    ("ezra_nehemiah-gate-MUSTER", "Muster Gate", "Brama Zbiórki"),
    ("ezra_nehemiah-gate-EAST", "East Gate", "Brama Wschodnia"),
    ("ezra_nehemiah-gate-VALLEY", "Valley Gate", "Brama Doliny"),
    ("ezra_nehemiah-gate-HORSE", "Horse Gate", "Końska Brama"),
    ("ezra_nehemiah-gate-FOUNTAIN", "Fountain Gate", "Brama Fontanny"),
    ("ezra_nehemiah-hero-HZ", "Zerubbabel", "Zerubabel"),
    ("ezra_nehemiah-hero-HE", "Ezra", "Ezdrasz"),
    ("ezra_nehemiah-prophet-haggai", "Haggai", "Aggeusz"),
    ("ezra_nehemiah-tile-type-merchant", "Merchants", "Handlarze"),
    ("ezra_nehemiah-condition-K03", "1 VP per Levite", "1 PZ za każdego Lewitę"),
])
def test_the_rulebooks_names(key, english, polish):
    assert translate({"key": key}, "en", strict=True) == english
    assert translate({"key": key}, "pl", strict=True) == polish
