"""Architects of the West Kingdom speaks English and Polish: every message of real (random) games,
public and private events, prompts, option labels and the reasons an option is disabled, the /hand
summary and the final score parts, renders strictly in both languages; and every key the engine's
source names (also the f-string families) is in the catalogs."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine
from data.locale import has, languages, translate
from engine.agents import random_agent
from engine.architects.content import CONTENT, RESOURCES, SKILLS
from engine.architects.scoring import PARTS
from engine.architects.state import LOCATIONS
from engine.architects.turn import PLACES
from engine.core.errors import RuleError

GAME = "architects"
LANGUAGES = tuple(languages())
SOURCE = Path(engine.__file__).parent / "architects"

# (players, options, seed): solo at every difficulty, "2 players vs Bot", sides 1 and 2 (dealt and chosen)
GAMES = [
    (1, {}, 1),
    (1, {"advanced": True, "difficulty": "apprentice"}, 2),
    (1, {"advanced": True, "choose_boards": True, "difficulty": "master"}, 3),
    (2, {}, 4),
    (2, {"variant": "bot2"}, 5),
    (2, {"variant": "bot2", "advanced": True, "choose_boards": True, "difficulty": "master"}, 6),
    (3, {}, 7),
    (3, {"advanced": True}, 8),
    (4, {"advanced": True, "choose_boards": True}, 9),
    (5, {}, 10),
    (5, {"advanced": True}, 11),
]

NAMES = ["Ania", "Bartek", "Celina", "Darek", "Ewa", "Franek"]


def names(seat: int) -> str:
    return NAMES[seat]


def render(message, language: str) -> str:
    text = translate(message, language, names=names, strict=True)
    assert text.strip(), message
    assert "{" not in text and "}" not in text, text
    assert "architects-" not in text, text          # a raw key passed as a parameter
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
                render_all(option.label, seen)
                for language in LANGUAGES:               # Discord: at most 100 characters a label
                    text = render(option.label, language)
                    assert len(text) <= 100, text
                if option.disabled is not None:
                    render_all(option.disabled, seen)
        decision = decisions[agent.rng.below(len(decisions))]
        state, events = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
    assert state.over, "the game did not end"
    for seat in range(players):
        render_all(engine.view(state, seat)["hand"], seen)
    return seen, state


@pytest.mark.parametrize("players, options, seed", GAMES,
                         ids=[f"{p}p-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'base'}"
                              for p, o, _ in GAMES])
def test_every_message_of_a_game_renders(players, options, seed):
    seen, state = play(players, options, seed)
    result = engine.result(state)
    for score in result.scores:
        for name, vp in score.parts.items():
            for language in LANGUAGES:
                render({"key": f"{GAME}-part-{name}", "params": {"vp": vp}}, language)
    assert "architects-ev-game-over" in seen


@pytest.mark.slow                      # random games until most messages are met
def test_the_games_meet_most_of_the_messages():
    """Together the games above reach the common events, questions and options."""
    seen: set[str] = set()
    for players, options, seed in GAMES:
        seen |= play(players, options, seed)[0]
    for key in ("architects-ask-place", "architects-ask-draft", "architects-ask-guild", "architects-ev-place",
                "architects-ev-yield", "architects-ev-build", "architects-ev-reset", "architects-opt-place",
                "architects-ev-capture", "architects-ev-hire-workshop", "architects-ev-rival-card"):
        assert key in seen, key
    assert len(seen) > 200


# --- every key the engine names ------------------------------------------------------------------

IDS = {
    "location": [*LOCATIONS, *PLACES],
    "skill": list(SKILLS),
    "reward": [card.id for card in CONTENT.rewards],
    "board": [board.id for board in CONTENT.boards],
    "apprentice": [card.id for card in CONTENT.apprentices],
    "building": [card.id for card in CONTENT.buildings],
    "ev-hire": ["workshop", "free", "market"],          # take_apprentice(how=...)
    "ev-debt": ["reclaim", "prison"],                   # take_debts(reason=...)
    "ev": ["draw"],                                     # draw_to_hand(how=...)
    "ask": ["storehouse", "guard"],                     # base.Actions: the `where` of each subclass
    "": [*RESOURCES, "virtue"],                         # goods: f"architects-{key}"
}


def _source_keys() -> tuple[set[str], set[str]]:
    """Literal keys and the prefixes of f-string keys in engine/architects."""
    literal, families = set(), set()
    for path in SOURCE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        literal |= set(re.findall(r'(?<![{\w])"(architects-[a-z0-9_-]+)"', text))
        families |= set(re.findall(r'f"architects-([a-z0-9_-]*?)-?\{', text))
    return literal, families


def engine_keys() -> set[str]:
    literal, families = _source_keys()
    keys = set(literal)
    unknown = families - set(IDS)
    assert not unknown, f"new f-string key families in the engine, list their values here: {unknown}"
    for family in families:
        keys |= {f"architects-{family}-{value}" if family else f"architects-{value}" for value in IDS[family]}
    keys |= {f"architects-part-{name}" for name in PARTS}
    for spec in engine.meta(GAME).options:
        keys.add(spec.label.key)
        keys |= {f"architects-option-{spec.name}-{value}" for value in spec.choices}
    return keys


def test_every_key_the_engine_names_is_in_every_catalog():
    missing = {language: sorted(key for key in engine_keys() if not has(key, language))
               for language in languages()}
    assert missing == {language: [] for language in languages()}


def test_the_rival_has_a_name():
    """The bot names a seat no person holds with `<game>-automa` (data/locale/names.py)."""
    from data.locale.names import automa_name
    assert {language: automa_name(GAME, language) for language in LANGUAGES} == {
        "en": "Rival", "pl": "Rywal", "fr": "Le Rival"}


def test_the_lobby_option_labels_render():
    for spec in engine.meta(GAME).options:
        for language in LANGUAGES:
            render(spec.label, language)
            for value in spec.choices:
                render({"key": f"{GAME}-option-{spec.name}-{value}", "params": {}}, language)


@pytest.mark.parametrize("players, options", [(1, {"variant": "bot2"}), (3, {"variant": "solo"}),
                                              (3, {"variant": "bot2"})])
def test_refused_variants_explain_themselves(players, options):
    with pytest.raises(RuleError) as refused:
        engine.new_game(GAME, players, options=options, seed=1)
    for language in LANGUAGES:
        render(refused.value.message, language)
