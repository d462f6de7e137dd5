"""Shared check of the option hints (issue 16): a hint uses only what the asked seat may see."""
from __future__ import annotations

import engine
from engine.core import rules as registry
from engine.core import serial


def hints_of(state, seat: int) -> list:
    """(option id, hint) of every option of the seat's open question."""
    decision = next(d for d in engine.pending(state) if d.seat == seat)
    return [(option.id, option.hint) for option in decision.options]


def blind_to_other_seats(state, seat: int) -> int:
    """Scramble every other seat's secrets in turn: the seat's hints stay the same. The number of
    comparisons made."""
    rules, mine, checked = registry.get(state.game), hints_of(state, seat), 0
    for other in range(state.num_players):
        if other == seat:
            continue
        scrambled = serial.copy(state)
        rules.scramble_secrets(scrambled, other)
        assert hints_of(scrambled, seat) == mine, (seat, other)
        checked += 1
    return checked


def random_games(game: str, sample):
    """(state, open decisions) at every step of random games: (players, seed, options) each."""
    from engine.agents import random_agent
    for players, seed, options in sample:
        state = engine.new_game(game, players, options=options, seed=seed)
        agent = random_agent(game, seed)
        while decisions := engine.pending(state):
            yield state, decisions
            decision = decisions[agent.rng.below(len(decisions))]
            state, _ = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
        assert state.over


LIMIT = 100                      # a hint is a Discord select-menu description


def rendered_everywhere(message, names) -> dict[str, str]:
    """A hint in every language, checked: strict, non-empty, fully filled in, within LIMIT."""
    from data.locale import languages, translate
    texts = {}
    for language in languages():
        text = translate(message, language, names=names, strict=True)
        assert text.strip(), (message, language)
        assert "{" not in text and "}" not in text, text
        assert len(text) <= LIMIT, (len(text), text)
        texts[language] = text
    return texts
