"""Architects of the West Kingdom's content data is transcribed from rules/architects.md section 13 and
validated on load: counts, skill totals, the rulebook's two buildings, the house tables, the closed
effect vocabulary, references. Broken variants are built from the real TOML, modified in memory."""
from __future__ import annotations

from collections import Counter
from functools import partial
from importlib.resources import files
import re

import msgspec
import pytest

from data.locale import translate, languages
from engine.architects import content as C

from .content_checks import raw_copy, refused, row

CONTENT = C.CONTENT


def test_the_content_loads_once_and_has_a_hash():
    assert C.load() is CONTENT
    assert re.fullmatch(r"[0-9a-f]{16}", CONTENT.hash)
    assert C.build(C.read()).hash == CONTENT.hash          # the same data, the same hash
    raw = C.read()
    raw["buildings"]["building"][2]["vp"] += 1
    assert C.build(raw).hash != CONTENT.hash               # any change of the data changes it


def test_component_counts_match_the_spec():
    assert len(CONTENT.apprentices) == 40
    assert len(CONTENT.buildings) == 40
    assert len(CONTENT.market_cards) == 10
    assert len(CONTENT.rewards) == 11
    assert len(CONTENT.boards) == 5
    assert len(CONTENT.rival.card) == 12
    assert list(CONTENT.apprentice) == [f"A{n:02d}" for n in range(1, 41)]
    assert list(CONTENT.building) == [f"B{n:02d}" for n in range(1, 41)]
    assert list(CONTENT.black_market) == [f"BM{n:02d}" for n in range(1, 11)]
    assert list(CONTENT.reward) == [f"RW{n:02d}" for n in range(1, 12)]
    assert list(CONTENT.board) == ["SB1", "SB2", "SB3", "SB4", "SB5"]
    assert list(CONTENT.rival_card) == [f"RV{n:02d}" for n in range(1, 13)]


def test_apprentice_skill_totals_and_mix():
    skills = Counter(skill for card in CONTENT.apprentices for skill in card.skills)
    assert skills == {"carpentry": 13, "tiling": 13, "masonry": 14}
    assert Counter(len(card.skills) for card in CONTENT.apprentices) == {1: 30, 2: 5, 0: 5}
    assert [card.id for card in CONTENT.apprentices if not card.skills] == ["A09", "A17", "A31", "A36", "A38"]
    assert [card.id for card in CONTENT.apprentices if len(card.skills) == 2] == [
        "A22", "A29", "A33", "A35", "A40"]


def test_building_skill_totals_and_timing():
    skills = Counter(skill for card in CONTENT.buildings for skill in card.skills)
    assert skills == {"carpentry": 17, "tiling": 17, "masonry": 17}
    assert [card.id for card in CONTENT.buildings if not card.skills] == [
        "B02", "B03", "B04", "B05", "B06", "B07", "B16"]
    for card in CONTENT.buildings:
        assert len(card.effects) == 1
        assert card.effects[0].group == card.timing
    assert sum(card.timing == "end" for card in CONTENT.buildings) == 19


def test_fortress_and_well_are_the_rulebooks():
    fortress, well = CONTENT.building["B01"], CONTENT.building["B02"]
    assert fortress.skills == ["carpentry", "tiling", "masonry"]
    assert fortress.cost.items() == [("wood", 5), ("stone", 2), ("gold", 2)]
    assert (fortress.virtue, fortress.vp, fortress.timing) == (-2, 12, "end")
    assert fortress.effects == [C.EndVpPer(count="captured", per=3)]
    assert well.skills == []
    assert well.cost.items() == [("wood", 2), ("stone", 2)]
    assert (well.virtue, well.vp, well.timing) == (0, 3, "immediate")
    assert well.effects == [C.GainEffect(clay=4)]
    # and the TOML rows are exactly the example rows of 13.0
    rows = {row["id"]: row for row in C.read()["buildings"]["building"]}
    assert rows["B01"] == {"id": "B01", "skills": ["carpentry", "tiling", "masonry"],
                           "cost": {"wood": 5, "stone": 2, "gold": 2}, "virtue": -2, "vp": 12,
                           "timing": "end",
                           "effects": [{"code": "END_VP_PER", "count": "captured", "per": 3}]}
    assert rows["B02"] == {"id": "B02", "skills": [], "cost": {"wood": 2, "stone": 2}, "virtue": 0, "vp": 3,
                           "timing": "immediate", "effects": [{"code": "GAIN", "clay": 4}]}


def test_apprentice_spot_checks():
    merchant = CONTENT.apprentice["A01"]
    assert merchant.skills == ["tiling"] and merchant.hire_virtue == 0
    assert merchant.abilities == [C.StorehouseTrade(give=C.Gain(silver=2), get=C.Gain(gold=1))]
    assert CONTENT.apprentice["A02"].abilities == merchant.abilities
    assert CONTENT.apprentice["A03"].abilities == [
        C.StorehouseTrade(give=C.Gain(clay=3), get=C.Gain(marble=1))]
    assert CONTENT.apprentice["A11"].abilities == [C.ResetRelease(n=2)]
    assert CONTENT.apprentice["A11"].hire_virtue == 1
    assert CONTENT.apprentice["A15"].abilities == [
        C.YieldBonus(location="mines", resource="clay", n=2, option="clay")]
    assert CONTENT.apprentice["A19"].abilities == [C.DrawBonus(n=1), C.HandLimitBonus(n=1)]
    assert CONTENT.apprentice["A24"].abilities == [C.PrisonBounty(per_worker=1, max=3)]
    assert CONTENT.apprentice["A31"].hire_virtue == -2 and CONTENT.apprentice["A31"].skills == []
    assert CONTENT.apprentice["A33"].abilities == [C.BuildDiscount(resources=["wood", "stone"], n=1)]
    assert CONTENT.apprentice["A36"].hire_virtue == 2
    assert CONTENT.apprentice["A40"].skills == ["carpentry", "tiling"]
    assert CONTENT.apprentice["A40"].abilities[0].code == "RESET_SHELTER"


def test_building_spot_checks():
    tollhouse = CONTENT.building["B05"]
    assert tollhouse.cost.items() == [("wood", 2), ("stone", 1)] and tollhouse.virtue == -1
    assert tollhouse.effects == [C.TakeTax(max=3)]
    assert CONTENT.building["B20"].effects == [C.TakeTax()]               # all of the stand
    almshouse = CONTENT.building["B18"]
    assert almshouse.cost == C.Goods(wood=3, clay=2, silver=2)
    assert (almshouse.virtue, almshouse.effects) == (2, [C.PayoffFree()])
    assert CONTENT.building["B24"].effects == [C.HireFree(scope="col1")]
    assert CONTENT.building["B25"].effects == [
        C.EndVpPer(count="buildings_with_skill", skill="masonry", per=1)]
    assert CONTENT.building["B29"].effects == [C.EndVpPer(count="virtue_above", above=10, per=1, max=4)]
    assert CONTENT.building["B30"].effects == [C.EndVpIf(cond="no_unpaid_debt", vp=2)]
    assert CONTENT.building["B36"].cost == C.Goods(wood=5, stone=4, gold=1)
    basilica = CONTENT.building["B38"]
    assert (basilica.vp, basilica.virtue) == (14, 2)
    assert basilica.effects == [C.EndVpIf(cond="cathedral_at_least", n=3, vp=2)]


def test_black_market_rewards_and_boards_spot_checks():
    assert CONTENT.black_market["BM01"].small == C.Goods(gold=1, wood=1)
    assert CONTENT.black_market["BM01"].large == C.Goods(marble=2)
    assert CONTENT.black_market["BM06"].small == C.Goods(wood=3)
    assert CONTENT.black_market["BM06"].large == C.Goods(marble=1, stone=3)
    assert CONTENT.black_market["BM09"].large == C.Goods(marble=1, gold=1, clay=2)
    assert CONTENT.reward["RW01"].effects == [C.GainEffect(virtue=1, gold=1)]
    assert CONTENT.reward["RW07"].effects == [C.GainEffect(virtue=1), C.Draw(n=2)]
    assert CONTENT.reward["RW08"].effects == [C.HireFree(scope="any", fallback=C.Gain(silver=3))]
    assert CONTENT.reward["RW09"].effects == [C.PayoffFree(fallback=C.Gain(silver=3))]
    assert CONTENT.reward["RW11"].effects == [C.ReleaseAll(), C.GainEffect(silver=2)]
    pilgrim, fence, joiner = CONTENT.board["SB1"], CONTENT.board["SB2"], CONTENT.board["SB3"]
    assert (pilgrim.virtue, pilgrim.silver_modifier, pilgrim.abilities) == (10, -1, [C.CathedralNoDiscard()])
    assert (fence.virtue, fence.silver_modifier, fence.abilities) == (4, 3, [C.BmDiscount(n=1)])
    assert joiner.start == C.Goods(wood=2) and joiner.abilities == [C.PermanentSkill(skill="carpentry")]
    assert CONTENT.board["SB4"].abilities == [C.ReachBonus(n=1), C.ApprenticeLimitBonus(n=1)]
    assert CONTENT.board["SB5"].abilities == [C.PrisonBountyPair(n=1), C.TcFirstFree()]


def test_rival_spot_checks():
    def codes(card_id):
        return [(step.code, getattr(step, "location", None))
                for step in CONTENT.rival_card[card_id].instructions]
    assert codes("RV01") == [("BUILD", None), ("CAPTURE", None), ("GATHER", "silversmith")]
    assert codes("RV04") == [("CAPTURE", None), ("GUARD", None), ("GATHER", "mines")]
    assert codes("RV08") == [("MARKET", None), ("TAX", None), ("GATHER", "mines")]
    assert codes("RV12") == [("GATHER", "quarry")]
    rival = CONTENT.rival
    assert {name: d.building_vp for name, d in rival.difficulty.items()} == {
        "apprentice": -1, "journeyman": 0, "master": 2}
    assert rival.default_difficulty == "journeyman"
    assert (rival.modes["solo"].players, rival.modes["bot2"].players) == (2, 3)
    assert rival.instructions.tax_min_stand == 3 and rival.instructions.market.silver == 2


@pytest.mark.parametrize("players, columns, spaces, resets, final", [
    (2, (1, 2, 3), 12, (7, 10), 12),
    (3, (1, 2, 3, 4), 16, (9, 13), 16),
    (4, (1, 2, 3, 4, 5), 20, (11, 16), 20),
    (5, (1, 2, 3, 4, 5, 6), 24, (13, 19), 24),
])
def test_guildhall_per_player_count(players, columns, spaces, resets, final):
    layout = CONTENT.guildhall(players)
    assert (layout.columns, layout.spaces, layout.resets, layout.final) == (columns, spaces, resets, final)
    assert layout.position(resets[0]) == (3, 1) and layout.position(resets[1]) == (4, 1)
    assert layout.position(final) == (4, len(columns))


def test_guildhall_fill_order_and_unknown_counts():
    four = CONTENT.guildhall(4)
    assert four.position(5) == (1, 5) and four.position(6) == (2, 1) and four.position(7) == (2, 2)  # T36
    with pytest.raises(ValueError):
        four.position(21)
    with pytest.raises(ValueError):
        CONTENT.guildhall(6)


def test_cathedral_levels():
    level = CONTENT.cathedral_level(4)
    assert (level.stone_or_wood, level.cost, level.vp, level.spaces) == (8, C.Goods(), 11, 2)
    table = [(lv.level, lv.cost, lv.stone_or_wood, lv.vp, lv.spaces)
             for lv in (CONTENT.cathedral_level(n) for n in range(6))]
    assert table == [(0, C.Goods(), 0, 0, 0), (1, C.Goods(gold=1), 0, 2, 0), (2, C.Goods(), 4, 4, 2),
                     (3, C.Goods(marble=1, gold=1), 0, 7, 2), (4, C.Goods(), 8, 11, 2),
                     (5, C.Goods(marble=2, gold=2), 0, 16, 1)]
    with pytest.raises(ValueError):
        CONTENT.cathedral_level(6)


def test_virtue_table():
    assert CONTENT.virtue_vp(13) == 5
    assert CONTENT.virtue_vp(1) == -8 and CONTENT.tax_icons(1) == 2
    assert [CONTENT.virtue_vp(v) for v in range(15)] == [-10, -8, -5, -3, -1, 0, 0, 0, 0, 0, 1, 2, 3, 5, 7]
    assert [CONTENT.tax_icons(v) for v in range(15)] == [3, 2, 1, 1] + [0] * 11
    virtue = CONTENT.rules.virtue
    assert (virtue.max, virtue.market_ban, virtue.cathedral_min) == (14, 10, 5)
    for bad in (-1, 15):
        with pytest.raises(ValueError):
            CONTENT.virtue_vp(bad)
        with pytest.raises(ValueError):
            CONTENT.tax_icons(bad)


def test_rules_spot_checks():
    rules = CONTENT.rules
    assert (rules.workers, rules.hand_limit, rules.apprentice_limit) == (20, 6, 5)
    assert rules.start.silver == [3, 4, 5, 6, 7] and (rules.start.virtue, rules.start.tax_stand) == (7, 4)
    assert [CONTENT.reward_pile(p) for p in (2, 3, 4, 5)] == [5, 7, 9, 11]
    assert (rules.hire.silver, rules.hire.tax) == (4, 2)
    assert rules.capture.locations == {"2": 2, "3": 2, "4": 1, "5": 1}
    assert (rules.guard.reclaim_silver, rules.guard.reclaim_tax, rules.guard.payoff_silver,
            rules.guard.payoff_tax) == (5, 2, 6, 3)
    assert rules.market.cost_silver == [1, 2, 3] and rules.market.virtue == -1
    assert rules.market.default_small == C.Goods(marble=1, stone=1)
    assert rules.market.default_large == C.Goods(gold=1, stone=1, wood=2)
    assert rules.reward_pile_face_up is False
    assert [rules.draw(n) for n in range(1, 7)] == [1, 2, 2, 3, 3, 4]                  # 4.5.2
    assert [rules.yield_["mines"]["gold"](n) for n in range(1, 6)] == [0, 1, 1, 2, 2]   # 4.3
    assert [rules.yield_["silversmith"]["silver"](n) for n in range(1, 5)] == [2, 3, 4, 5]
    assert rules.locations[:4] == ["quarry", "forest", "mines", "silversmith"] and len(rules.locations) == 9


def test_the_effect_vocabulary_is_closed_at_40_codes():
    assert len(C.IMMEDIATE_CODES) == 8 and len(C.END_CODES) == 3 and len(C.PASSIVE_CODES) == 29
    assert len(C.CODES) == 40
    assert {code for code, kind in C.CODES.items() if not kind.stacks} == {
        "MINES_GOLD_CEIL", "TAXCOLLECTOR_LOSS", "TC_FREE_EXTRA", "TC_FIRST_FREE", "RECLAIM_DISCOUNT",
        "SILVER_DIVISOR", "MARBLE_SUB", "CATHEDRAL_NO_DISCARD", "RESET_SHELTER"}
    used = Counter(effect.code for card in CONTENT.apprentices for effect in card.abilities)
    used.update(effect.code for board in CONTENT.boards for effect in board.abilities)
    used.update(effect.code for card in CONTENT.buildings + CONTENT.rewards for effect in card.effects)
    assert set(used) == set(C.CODES)              # every code is used by some card, none is left over


def test_the_schema_refuses_bad_parameters():
    with pytest.raises(msgspec.ValidationError, match="Expected `int` >= 1"):
        msgspec.convert({"code": "DRAW", "n": 0}, C.Draw)
    with pytest.raises(msgspec.ValidationError, match="Invalid enum value 'roof'"):
        msgspec.convert({"code": "PERMANENT_SKILL", "skill": "roof"}, C.PermanentSkill)
    with pytest.raises(msgspec.ValidationError, match="unknown field `iron`"):
        msgspec.convert({"iron": 1}, C.Goods)


# --- broken content is refused with a clear message ----------------------------------------------

_raw = partial(raw_copy, C)
_row = row
_refused = partial(refused, C)


def test_the_unchanged_data_is_accepted():
    assert C.build(_raw()) is not CONTENT


def test_an_unknown_effect_code_is_refused():
    raw = _raw()
    _row(raw, "buildings", "building", "B02")["effects"][0]["code"] = "TELEPORT"
    _refused(raw, "buildings.toml B02: Invalid value 'TELEPORT' - at `$.effects[0].code`",
             "unknown effect code 'TELEPORT'")


def test_a_code_of_the_wrong_group_is_refused():
    raw = _raw()
    _row(raw, "rewards", "reward", "RW02")["effects"] = [{"code": "MARBLE_SUB"}]
    _row(raw, "apprentices", "apprentice", "A05")["abilities"] = [{"code": "GAIN", "wood": 1}]
    _refused(raw, "rewards.toml RW02: Invalid value 'MARBLE_SUB'", "MARBLE_SUB is a passive effect",
             "apprentices.toml A05: Invalid value 'GAIN'", "GAIN is an immediate effect")


def test_a_wrong_parameter_type_is_refused():
    raw = _raw()
    _row(raw, "buildings", "building", "B05")["effects"][0]["max"] = "three"
    _refused(raw, "buildings.toml B05: Expected `int | null`, got `str` - at `$.effects[0].max`")


def test_a_missing_or_unknown_parameter_is_refused():
    raw = _raw()
    del _row(raw, "buildings", "building", "B04")["effects"][0]["n"]
    _row(raw, "apprentices", "apprentice", "A20")["abilities"][0]["columns"] = 1
    _refused(raw, "buildings.toml B04: Object missing required field `n` - at `$.effects[0]`",
             "apprentices.toml A20: Object contains unknown field `columns` - at `$.abilities[0]`")


def test_an_unknown_resource_or_skill_is_refused():
    raw = _raw()
    _row(raw, "buildings", "building", "B03")["cost"]["iron"] = 1
    _row(raw, "apprentices", "apprentice", "A13")["skills"] = ["quarrying"]
    _refused(raw, "buildings.toml B03: Object contains unknown field `iron` - at `$.cost`",
             "apprentices.toml A13: Invalid enum value 'quarrying' - at `$.skills[0]`")


def test_a_duplicated_id_is_refused():
    raw = _raw()
    _row(raw, "apprentices", "apprentice", "A02")["id"] = "A01"
    _refused(raw, "apprentice id A01 is duplicated (2 times)")


def test_a_building_whose_end_effect_is_immediate_is_refused():
    raw = _raw()
    _row(raw, "buildings", "building", "B11")["timing"] = "immediate"
    _refused(raw, "building B11: timing 'immediate' but END_VP_PER is an end effect")


def test_an_immediate_effect_with_end_timing_is_refused():
    raw = _raw()
    _row(raw, "buildings", "building", "B03")["timing"] = "end"
    _refused(raw, "building B03: timing 'end' but GAIN is an immediate effect")


def test_apprentice_skill_totals_off_by_one_are_refused():
    raw = _raw()
    _row(raw, "apprentices", "apprentice", "A01")["skills"] = ["carpentry"]     # was tiling
    _refused(raw, "apprentice skill totals are carpentry 14, tiling 12, masonry 14; "
                  "13.8 has carpentry 13, tiling 13, masonry 14")


def test_the_apprentice_mix_is_checked():
    raw = _raw()
    _row(raw, "apprentices", "apprentice", "A22")["skills"] = ["tiling"]         # was tiling + masonry
    _row(raw, "apprentices", "apprentice", "A09")["skills"] = ["masonry"]        # was none
    _refused(raw, "apprentices by number of skills: {0: 4, 1: 32, 2: 4}")


def test_the_rulebooks_buildings_cannot_drift():
    raw = _raw()
    _row(raw, "buildings", "building", "B01")["vp"] = 13
    _row(raw, "buildings", "building", "B02")["cost"] = {"wood": 2, "stone": 1}
    _refused(raw, "building B01 must be exactly the rulebook's Fortress",
             "building B02 must be exactly the rulebook's Well")


def test_missing_cards_are_counted():
    raw = _raw()
    raw["black_market"]["card"].pop()
    raw["rival"]["card"].pop(0)
    _refused(raw, "9 Black Market cards, the game has 10", "Rival card ids must be RV01..RV12 in order")


def test_references_must_resolve():
    raw = _raw()
    _row(raw, "rival", "card", "RV01")["instructions"][2]["location"] = "moon"
    _row(raw, "apprentices", "apprentice", "A05")["abilities"][0]["location"] = "workshop"
    _row(raw, "apprentices", "apprentice", "A15")["abilities"][0].pop("option")
    _refused(raw, "Rival card RV01: GATHER at 'moon', not a resource location",
             "apprentice A05: YIELD_BONUS at 'workshop', not a resource location",
             "apprentice A15: YIELD_BONUS at mines needs an option (clay or gold)")


def test_a_rival_card_must_end_with_gather():
    raw = _raw()
    _row(raw, "rival", "card", "RV02")["instructions"].pop()
    _row(raw, "rival", "card", "RV05")["instructions"].append({"code": "TAX"})
    _refused(raw, "Rival card RV02 must end with its only GATHER",
             "Rival card RV05 must end with its only GATHER")


def test_an_unknown_rival_instruction_is_refused():
    raw = _raw()
    _row(raw, "rival", "card", "RV03")["instructions"][0] = {"code": "DANCE"}
    _refused(raw, "rival.toml RV03: Invalid value 'DANCE' - at `$.instructions[0].code` "
                  "(unknown Rival instruction 'DANCE'")


def test_the_guildhall_cathedral_and_virtue_tables_are_checked():
    raw = _raw()
    raw["rules"]["guildhall"]["columns"]["3"] = 5
    raw["rules"]["cathedral"][3]["stone_or_wood"] = 7
    raw["rules"]["virtue"]["vp"].pop()
    raw["rules"]["virtue"]["market_ban"] = 11
    message = _refused(raw, "with 3 players the Guildhall leaves its 2 rightmost column(s) unused",
                       "Cathedral level 4 costs 8 stone/wood in any mix",
                       "the virtue table needs 15 VP values and 15 tax-icon counts",
                       "no Black Market at virtue 10 or more")
    assert message.count("; ") >= 3             # every problem in one error


def test_tax_icons_only_at_low_virtue():
    raw = _raw()
    raw["rules"]["virtue"]["tax_icons"][4] = 1
    _refused(raw, "tax-avoidance icons only at virtue 3 or lower")


# --- names are in the catalogs ---------------------------------------------------------------------

def _catalog_keys(language):
    text = files("data.locale").joinpath(language, "architects.ftl").read_text(encoding="utf-8")
    return re.findall(r"^([a-zA-Z][\w-]*) =", text, flags=re.MULTILINE)


def test_every_card_and_board_has_a_name_in_both_languages():
    expected = (["architects-title"]
                + [f"architects-apprentice-{card.id}" for card in CONTENT.apprentices]
                + [f"architects-building-{card.id}" for card in CONTENT.buildings]
                + [f"architects-board-{board.id}" for board in CONTENT.boards])
    for language in tuple(languages()):
        keys = _catalog_keys(language)
        assert [key for key in keys if key in expected] == expected       # all there, in this order
        assert len(set(keys)) == len(keys)
    assert translate({"key": "architects-title"}, "pl", strict=True) == "Architekci Zachodniego Królestwa"
    assert translate({"key": "architects-title"}, "en", strict=True) == "Architects of the West Kingdom"


@pytest.mark.parametrize("key, english, polish", [
    ("architects-apprentice-A01", "Merchant", "Kupiec"),
    ("architects-apprentice-A03", "Trader", "Handlarz"),
    ("architects-apprentice-A05", "Woodcutter", "Drwal"),
    ("architects-apprentice-A07", "Swindler", "Szachraj"),
    ("architects-apprentice-A09", "Pickpocket", "Kieszonkowiec"),
    ("architects-apprentice-A12", "Gatekeeper", "Strażniczka Bramy"),
    ("architects-building-B01", "Fortress", "Twierdza"),
    ("architects-building-B02", "Well", "Studnia"),
    ("architects-board-SB3", "The Joiner", "Stolarz"),
])
def test_the_rulebooks_names(key, english, polish):
    assert translate({"key": key}, "en", strict=True) == english
    assert translate({"key": key}, "pl", strict=True) == polish
