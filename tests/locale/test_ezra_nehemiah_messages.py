"""Ezra and Nehemiah speaks English and Polish: every message of real (random) games, public and
private events, prompts, option labels and the reasons an option is disabled, and the final score
parts, renders strictly in both languages; every key the engine's source names (also the f-string
families) is in the catalogs; the option labels a player can meet fit Discord's 100 characters."""
from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import get_args

import pytest

import engine
from data.locale import has, languages, translate
from engine.agents import random_agent
from engine.core.messages import Msg
from engine.ezra_nehemiah.content import (BANNER_COLOURS, BLESSING_COLOURS, COLOURS, CONTENT, GOODS, RESOURCES,
                                          TILE_TYPES, VERBS, PlanAction)
from engine.ezra_nehemiah.effects import effects_msg, goods_msg
from engine.ezra_nehemiah.scoring import PARTS
from engine.ezra_nehemiah.walls import EDGES

GAME = "ezra_nehemiah"
LANGUAGES = tuple(languages())
SOURCE = Path(engine.__file__).parent / "ezra_nehemiah"

# (players, options, seed): solo on both sides of the solo board, then 2, 3 and 4 players
GAMES = [
    (1, {"solo_side": "A"}, 1),
    (1, {"solo_side": "B", "altar_card": "AC1-B"}, 2),
    (2, {"altar_card": "AC2-A"}, 3),
    (3, {"altar_card": "AC1-A"}, 4),
    (4, {"altar_card": "AC2-B"}, 5),
]

NAMES = ["Ania", "Bartek", "Celina", "Darek"]


def names(seat: int) -> str:
    return NAMES[seat]


def render(message, language: str) -> str:
    text = translate(message, language, names=names, strict=True)
    assert text.strip(), message
    assert "{" not in text and "}" not in text, text
    assert "ezra_nehemiah-" not in text, text          # a raw key passed as a parameter
    return text


def keys_of(value) -> set[str]:
    """The keys of a message and of the messages nested in its parameters."""
    if isinstance(value, (list, tuple)):
        return set().union(*map(keys_of, value)) if value else set()
    if isinstance(value, dict) and "key" in value:
        key, params = value["key"], value.get("params") or {}
    elif hasattr(value, "key") and hasattr(value, "params"):
        key, params = value.key, value.params
    else:
        return set()
    return {key}.union(*map(keys_of, params.values()))


def render_all(message, seen: set[str]) -> None:
    seen |= keys_of(message)
    for language in LANGUAGES:
        render(message, language)


def check_label(label, seen: set[str]) -> None:
    seen |= keys_of(label)
    for language in LANGUAGES:                    # Discord: at most 100 characters a label
        text = render(label, language)
        assert len(text) <= 100, text


def play(players: int, options: dict, seed: int) -> tuple[set[str], object]:
    """A complete random game; every message met is rendered in both languages. Returns the keys."""
    seen: set[str] = set()
    agent = random_agent(GAME, seed)
    state, events = engine.new_game_with_events(GAME, players, options=options, seed=seed)
    for _ in range(20_000):
        for event in events:
            render_all(event.public, seen)
            if event.private is not None:
                render_all(event.private, seen)
        decisions = engine.pending(state)
        if not decisions:
            break
        for decision in decisions:
            render_all(decision.prompt, seen)
            for option in decision.options:
                check_label(option.label, seen)
                if option.disabled is not None:
                    render_all(option.disabled, seen)
        decision = decisions[agent.rng.below(len(decisions))]
        state, events = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
    assert state.over, "the game did not end"
    return seen, state


@pytest.fixture(scope="module")
def games() -> dict:
    """Each game of GAMES played once for the whole module: (keys met, final state)."""
    return {index: play(*game) for index, game in enumerate(GAMES)}


@pytest.mark.slow                      # every message of whole games
@pytest.mark.parametrize("index", range(len(GAMES)),
                         ids=[f"{p}p-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'base'}" for p, o, _ in GAMES])
def test_every_message_of_a_game_renders(games, index):
    seen, state = games[index]
    result = engine.result(state)
    for score in result.scores:
        assert set(score.parts) == set(PARTS)
        for name, vp in score.parts.items():
            for language in LANGUAGES:
                render({"key": f"{GAME}-part-{name}", "params": {"vp": vp}}, language)
    assert f"{GAME}-ev-game-over" in seen and f"{GAME}-ev-final-score" in seen
    if state.num_players == 1:
        assert f"{GAME}-automa" in seen and f"{GAME}-ev-opp-turn" in seen


def test_the_games_meet_most_of_the_messages(games):
    """Together the games above reach the common events, questions and options."""
    seen: set[str] = set().union(*(found for found, _ in games.values()))
    for key in ("ask-turn", "ask-temple", "ask-walls", "ask-torah", "ask-prepare", "ask-assign", "ask-tuck",
                "ev-main", "ev-temple", "ev-clear", "ev-scribe", "ev-tent-move", "ev-judgement", "ev-feed",
                "ev-tucked-score", "ev-opp-focus", "ev-opp-row", "ev-opponent-sabbath", "opt-scribe-tile",
                "opt-space", "fx-list", "good-coin"):
        assert f"{GAME}-{key}" in seen, key
    assert len(seen) > 250


# --- every key the engine names ------------------------------------------------------------------

IDS = {
    "good": list(GOODS),                                          # effects.goods_msg
    "fx": [verb.replace("_", "-") for verb in VERBS],             # effects.effect_msg
    "banner": [*BANNER_COLOURS, "wild"],
    "blessing": [*BLESSING_COLOURS, "wild"],
    "action": ["temple", "walls", "torah"],                       # rules.toml actions
    "opt-main": ["temple", "walls", "torah"],
    "opt-edge": list(EDGES),
    "role": ["merchant", "elder"],
    "ev": ["merchant", "elder"],                                  # auxiliary.place_on_slot: f"ev-{role}"
    "opt": ["merchant", "elder"],                                 # auxiliary.side_options: f"opt-{role}"
    "group": ["farmer", "labourer"],
    "zone": ["behind", "between", "ahead"],
    "opp-action": list(get_args(PlanAction)),
    "arrow": ["clockwise", "counterclockwise"],
    "cube": list(RESOURCES),
    "scroll": list(CONTENT.scroll),
    "wallcard": list(CONTENT.wall_card),
    "character": list(CONTENT.character),
    "hero": list(CONTENT.hero),
    "gate": list(CONTENT.gate),
    "tile": list(CONTENT.tile),
    "colour": list(COLOURS),
}
HELPERS = {("", "key"), ("why", "key")}       # base.m / base.why / base.say: the prefix is added there


def _source_keys() -> tuple[set[str], set[str]]:
    """Literal keys and the prefixes of f-string keys in engine/ezra_nehemiah (without the game prefix)."""
    literal, families = set(), set()
    for path in SOURCE.glob("*.py"):
        if path.name == "hints.py":         # its keys are hints-ezra_nehemiah-* (test_ezra_nehemiah_hints.py)
            continue
        text = path.read_text(encoding="utf-8")
        literal |= set(re.findall(r'(?<![{\w])"ezra_nehemiah-([a-z0-9_-]+)"', text))
        literal |= set(re.findall(r'(?<![\w.])m\(\s*"([a-z0-9_-]+)"', text))
        literal |= {f"why-{key}" for key in re.findall(r'(?<![\w.])why\(\s*"([a-z0-9_-]+)"', text)}
        literal |= set(re.findall(r'say\(\s*log,\s*[^,]+,\s*"([a-z0-9_-]+)"', text))
        for first, second in re.findall(r'"([a-z0-9_-]+)" if .+? else "([a-z0-9_-]+)"', text):
            literal |= {first, second} if "-" in first and "-" in second else set()   # m("a" if x else "b")
        literal |= set(re.findall(r'\bkey(?::\s*str)?\s*=\s*"((?:ev|ask|opt)-[a-z0-9-]+)"', text))  # PayFoodNow
        for pattern in (r'(?<![\w.])m\(\s*f"', r'f"ezra_nehemiah-', r'say\(\s*log,\s*[^,]+,\s*f"'):
            families |= set(re.findall(pattern + r'([a-z0-9_-]*?)-?\{([^}]*)\}', text))
    literal = {key for key in literal if not key.startswith(("ezra_nehemiah", "core-"))}
    return literal, families


def engine_keys() -> set[str]:
    literal, families = _source_keys()
    keys = {f"{GAME}-{key}" for key in literal}
    prefixes = {prefix for prefix, placeholder in families if (prefix, placeholder) not in HELPERS}
    unknown = prefixes - set(IDS)
    assert not unknown, f"new f-string key families in the engine, list their values here: {unknown}"
    for prefix in prefixes:
        keys |= {f"{GAME}-{prefix}-{value}" for value in IDS[prefix]}
    keys |= {f"{GAME}-part-{name}" for name in PARTS}
    keys.add(f"{GAME}-automa")
    for spec in engine.meta(GAME).options:
        keys.add(spec.label.key)
        keys |= {f"{GAME}-option-{spec.name}-{value}" for value in spec.choices}
    return keys


def test_the_source_scan_finds_the_keys():
    """The scan above sees every way the engine names a key (a check of the check)."""
    keys = engine_keys()
    for key in ("ev-gain", "why-banners", "ask-flip-paid", "ask-flip-free", "ev-flip-paid", "ev-flip-free",
                "slot-merchant", "slot-elder", "ev-pay-food", "ev-feed", "opt-tuck", "ev-draw", "fx-free-flip",
                "fx-lose-vp", "ev-merchant", "opt-edge-left", "opt-main-torah", "scroll-SW22", "wallcard-WC12",
                "opp-action-scribe_lowest", "option-altar_card-AC2-B", "option-solo_side-B", "grid-tile"):
        assert f"{GAME}-{key}" in keys, key
    assert len(keys) > 330


def test_every_key_the_engine_names_is_in_every_catalog():
    missing = {language: sorted(key for key in engine_keys() if not has(key, language))
               for language in languages()}
    assert missing == {language: [] for language in languages()}


def test_the_opponent_has_a_name():
    """The bot names a seat no person holds with `<game>-automa` (data/locale/names.py)."""
    from data.locale.names import automa_name
    assert {language: automa_name(GAME, language) for language in LANGUAGES} == {
        "en": "Opponent", "pl": "Przeciwnik", "fr": "L’Adversaire"}


def test_the_lobby_option_labels_render():
    for spec in engine.meta(GAME).options:
        for language in LANGUAGES:
            render(spec.label, language)
            for value in spec.choices:
                assert len(render({"key": f"{GAME}-option-{spec.name}-{value}", "params": {}}, language)) <= 100


@pytest.mark.parametrize("part", PARTS)
def test_the_final_score_parts_render(part):
    for language in LANGUAGES:
        for vp in (0, 1, 2, 5, 22):
            assert str(vp) in render({"key": f"{GAME}-part-{part}", "params": {"vp": vp}}, language)


# --- the longest labels the content allows ------------------------------------------------------------

def M(key: str, **params) -> Msg:
    return Msg(f"{GAME}-{key}", params)


def longest(key: str, **candidates) -> str:
    """The longest rendering of option `key` over every combination of the candidate values (both
    languages); it must fit Discord's 100 characters."""
    names_ = sorted(candidates)
    found = ""
    for values in itertools.product(*(candidates[name] for name in names_)):
        for language in LANGUAGES:
            text = render(M(key, **dict(zip(names_, values))), language)
            found = max(found, text, key=len)
    assert len(found) <= 100, found
    return found


SPACES = [M("wall", wall="W26"), *(M(f"gate-{gate}") for gate in CONTENT.gate)]
RUBBLE = [goods_msg(dict(zip(RESOURCES, counts))) for counts in itertools.product(range(3), repeat=4)
          if sum(counts) <= 3]
COSTS = [M("cost-rebuild", grey=wall.cost.grey, cubes=goods_msg({"stone": wall.cost.stone, "wood": wall.cost.wood}))
         for wall in CONTENT.board.wall]


def test_the_longest_option_labels_fit_discord():
    rows = CONTENT.board.scroll_row
    longest("opt-scribe-tile", row=[4], n=[6], scroll=[M(f"scroll-{scroll}") for scroll in CONTENT.scroll],
            blue=[row.cost.blue for row in rows],
            cost=[goods_msg({"coin": row.cost.coin, "gold": row.cost.gold}) for row in rows])
    longest("opt-space", space=SPACES, rubble=RUBBLE, cost=COSTS)
    longest("opt-rebuild", space=SPACES, cost=COSTS)
    longest("opt-wall-card", card=[M(f"wallcard-{card}") for card in CONTENT.wall_card], vp=[4],
            effects=[effects_msg(card.effect) for card in CONTENT.wall_card.values()])
    tiles = [CONTENT.tile[tile] for tile in CONTENT.tile]
    longest("opt-flip", tile=[M(f"tile-{tile.id}") for tile in tiles],
            cost=[goods_msg(tile.flip_cost) for tile in tiles], reward=[effects_msg(tile.flip_reward) for tile in tiles])
    slots = [effects_msg(effects) for tile in tiles if tile.type in ("merchant", "elder")
             for effects in (*tile.slots, *tile.back_slots, *tile.back_bonus)]
    longest("opt-slot-effect", slot=[4], effects=slots)
    longest("opt-slot-bonus", slot=[4], effects=slots)
    from engine.ezra_nehemiah.auxiliary import trade_msg
    longest("opt-trade-card", card=[M(f"character-{card}") for card in CONTENT.character],
            trade=[trade_msg(card) for card in CONTENT.character])
    judgements = [effects_msg(getattr(part, zone)) for card in CONTENT.altar_cards for part in card.round
                  for zone in ("behind", "between", "ahead")]
    longest("opt-judgement", zone=[M(f"zone-{zone}") for zone in ("behind", "between", "ahead")],
            effects=judgements)
    longest("opt-play", card=[M(f"character-{card}") for card in CONTENT.character], pile=[3],
            covers=[M(f"character-{card}") for card in CONTENT.character])
    longest("opt-chain", payees=[[{"seat": 3}, {"seat": 2}, M("keeper-supply")]], coins=[3])
    longest("opt-tent-spaces", n=[4], blue=[10], cube=[1])
    assert TILE_TYPES      # the five types are all covered by CONTENT.tile
