"""engine.standing: where a game stands, in words, for `/game status` (round, phase, one line per seat,
a note, the automated opponents' lines).

Random games of every game at every player count are played and at every step: one line per seat,
every message renders strictly in English and Polish, a phase while the game goes on, and nothing
hidden shows: scrambling any seat's secrets (the game's own `scramble_secrets`, as the fuzz does)
leaves the standing exactly as it was.
"""
from __future__ import annotations

import pytest

import engine
from data.locale import translate, languages
from engine.agents import random_agent
from engine.core import rules as registry
from engine.core import serial
from engine.core.decisions import Moment
from engine.core.rules import Rules

LANGUAGES = tuple(languages())
NAMES = ["Ania", "Bartek", "Celina", "Dawid", "Ewa", "Filip"]

# every player count of every game, with the options that change what a line shows
CASES = [
    ("nehemiah", 2, {}), ("nehemiah", 3, {}), ("nehemiah", 4, {}),
    ("nehemiah", 2, {"leaders": True}), ("nehemiah", 3, {"leaders": True}), ("nehemiah", 4, {"leaders": True}),
    ("temple", 3, {}), ("temple", 4, {"sealed_market": True}), ("temple", 5, {}), ("temple", 6, {}),
    ("architects", 1, {}), ("architects", 2, {}), ("architects", 2, {"variant": "bot2"}),
    ("architects", 3, {"advanced": True, "choose_boards": True}), ("architects", 4, {}), ("architects", 5, {}),
    ("ezra_nehemiah", 1, {}), ("ezra_nehemiah", 2, {}), ("ezra_nehemiah", 3, {}), ("ezra_nehemiah", 4, {}),
]


def states(game: str, players: int, options: dict, seed: int):
    """Every state of a random game, the first and the final one included."""
    agent = random_agent(game, seed)
    state = engine.new_game(game, players, options=options, seed=seed)
    yield state
    while pending := engine.pending(state):
        decision = pending[agent.rng.below(len(pending))]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision), expect=decision.id)
        yield state


def messages(standing: engine.Standing) -> list[engine.Msg]:
    found = [*standing.players, *standing.others]
    found += [m for m in (standing.phase, standing.note) if m is not None]
    return found


def render(message, language: str) -> str:
    text = translate(message, language, names=lambda seat: NAMES[seat], strict=True)
    assert text.strip() and "{" not in text and "}" not in text, (message, text)
    return text


def test_every_case_covers_each_player_count():
    for game in engine.game_ids():
        meta = engine.meta(game)
        assert {p for g, p, _ in CASES if g == game} == set(range(meta.min_players, meta.max_players + 1))


@pytest.mark.slow                      # every step of a game of each table
@pytest.mark.parametrize("game, players, options", CASES,
                         ids=[f"{g}-{p}p{'-' + '-'.join(o) if o else ''}" for g, p, o in CASES])
def test_standing_of_every_step_is_public_and_renders(game, players, options):
    rules = registry.get(game)
    steps = phases = 0
    for state in states(game, players, options, seed=players * 7 + len(options)):
        standing = engine.standing(state)
        assert isinstance(standing, engine.Standing)
        assert len(standing.players) == players
        assert standing.round is None or (isinstance(standing.round, int) and standing.round >= 1)
        assert standing.phase is not None
        for message in messages(standing):
            for language in LANGUAGES:
                render(message, language)
        assert engine.standing(engine.loads(engine.dumps(state))) == standing
        if not state.over:
            for seat in range(players):
                scrambled = serial.copy(state)
                rules.scramble_secrets(scrambled, seat)
                assert engine.standing(scrambled) == standing, f"the standing shows seat {seat}'s secrets"
            phases += 1
        steps += 1
    assert state.over and steps > 10 and phases == steps - 1


def test_automated_opponents_have_their_own_line_after_the_players():
    """others[i] is the Result's seat len(players) + i: the Rival (solo, "2 players vs Bot") and the
    solo Opponent; none in the games of people only."""
    for game, players, options, count in [("architects", 1, {}, 1), ("architects", 2, {"variant": "bot2"}, 1),
                                          ("architects", 3, {}, 0), ("ezra_nehemiah", 1, {}, 1),
                                          ("ezra_nehemiah", 2, {}, 0), ("temple", 3, {}, 0),
                                          ("nehemiah", 2, {}, 0)]:
        state = engine.new_game(game, players, options=options, seed=3)
        standing = engine.standing(state)
        assert len(standing.others) == count, (game, players, options)
        for line in standing.others:
            assert render(line, "en") and render(line, "pl")


def test_nehemiah_lines_show_progress_and_the_vp_only_at_the_end():
    final = None
    for state in states("nehemiah", 3, {"leaders": True}, seed=5):
        standing = engine.standing(state)
        if not state.over:
            assert all("vp" not in line.params for line in standing.players)
            text = render(standing.players[0], "en")
            assert text.startswith("Cubes: Wall ") and "behind the screen" in text and "leader" in text
        final = state
    standing = engine.standing(final)
    vp = [player.score for player in final.players]
    assert [line.params["vp"] for line in standing.players] == vp
    assert render(standing.phase, "en") == "Game over" and standing.note is None


def test_nehemiah_phases_and_the_end_of_the_game():
    seen, notes = set(), set()
    for state in states("nehemiah", 4, {"leaders": True}, seed=8):
        standing = engine.standing(state)
        seen.add(standing.phase.key)
        if standing.note is not None:
            notes.add(standing.note.key)
            if standing.note.key == "standing-nehemiah-final-turns":
                assert standing.note.params["turns"] == state.final_turns > 0
    assert {"standing-nehemiah-phase-turns", "standing-nehemiah-phase-auction",
            "standing-nehemiah-phase-scoring"} <= seen
    assert {"standing-nehemiah-final-round", "standing-nehemiah-final-turns"} <= notes


def test_temple_phases_and_lines():
    seen = set()
    for state in states("temple", 4, {}, seed=2):
        standing = engine.standing(state)
        seen.add(standing.phase.key)
        assert standing.round == state.round
        for s, line in enumerate(standing.players):
            seat = state.seats[s]
            if seat.active:
                inner = line.params.get("line", line)
                assert inner.params["drachmas"] == seat.drachmas
                assert inner.params["built"] == len(seat.built)
    assert {"temple-phase-auction", "temple-phase-market", "temple-phase-hiring"} <= seen


def test_architects_setup_has_no_round_and_the_final_round_counts_down():
    seen = set()
    for state in states("architects", 3, {"advanced": True, "choose_boards": True}, seed=4):
        standing = engine.standing(state)
        seen.add(standing.phase.key)
        if state.phase in ("draft", "boards"):
            assert standing.round is None
        if state.phase == "final_round" and not state.over:
            assert standing.phase.params["count"] == len(state.final_round_left)
        if state.phase == "play":
            assert standing.note.key == "standing-architects-guildhall"
    assert {"render-architects-phase-draft", "render-architects-phase-boards", "standing-architects-phase-play",
            "render-architects-game-over"} <= seen


def test_ezra_nehemiah_days_and_sabbath():
    seen, final_round = set(), False
    for state in states("ezra_nehemiah", 2, {}, seed=6):
        standing = engine.standing(state)
        seen.add(render(standing.phase, "en").split(" of ")[0] if state.phase == "work" else standing.phase.key)
        final_round |= standing.note is not None
    assert {"Work day 1", "Work day 6", "render-ezra_nehemiah-phase-prepare",
            "render-ezra_nehemiah-phase-sabbath"} <= seen
    assert final_round


@pytest.mark.parametrize("key, params, expected", [
    ("standing-nehemiah-player", dict(wall=3, temple=0, guard=1, gates=1, workers=1),
     "Kostki: Mur 3, Świątynia 0, Straż 1 · 1 brama · Za zasłonką: 1 robotnik"),
    ("standing-nehemiah-player", dict(wall=0, temple=2, guard=12, gates=2, workers=4),
     "Kostki: Mur 0, Świątynia 2, Straż 12 · 2 bramy · Za zasłonką: 4 robotników"),
    ("standing-nehemiah-player", dict(wall=0, temple=0, guard=0, gates=5, workers=22),
     "Kostki: Mur 0, Świątynia 0, Straż 0 · 5 bram · Za zasłonką: 22 robotników"),
    ("standing-nehemiah-final-turns", dict(turns=1), "Koniec gry: została 1 tura"),
    ("standing-nehemiah-final-turns", dict(turns=3), "Koniec gry: zostały 3 tury"),
    ("standing-nehemiah-final-turns", dict(turns=7), "Koniec gry: zostało 7 tur"),
    ("standing-temple-player", dict(score=14, built=2, concessions=5, drachmas=31, workers=1),
     "14 pkt · Wybudowane koncesje: 2 z 5 · 31 D · 1 robotnik"),
    ("standing-architects-player", dict(score=12, buildings=3, cathedral=1, virtue=9, debts=0),
     "12 PZ · 3 budynki · Katedra: poziom 1 · Cnoty: 9 · Bez niespłaconych długów"),
    ("standing-architects-player", dict(score=5, buildings=5, cathedral=0, virtue=2, debts=2),
     "5 PZ · 5 budynków · Katedra: poziom 0 · Cnoty: 2 · 2 niespłacone długi"),
    ("standing-architects-player", dict(score=5, buildings=1, cathedral=0, virtue=2, debts=5),
     "5 PZ · 1 budynek · Katedra: poziom 0 · Cnoty: 2 · 5 niespłaconych długów"),
    ("standing-ezra_nehemiah-player", dict(vp=20, coins=engine.Msg("ezra_nehemiah-good-coin", {"n": 2}),
                                           food=engine.Msg("ezra_nehemiah-good-bread", {"n": 5}),
                                           walls=1, gates=2, temple=5),
     "20 PZ · 2 srebrniki · 5 chlebów · Odbudowane: 1 mur, 2 bramy · Świątynia: 5 kostek"),
])
def test_polish_plurals(key, params, expected):
    assert render(engine.Msg(key, params), "pl") == expected


def test_the_default_knows_only_the_round():
    class Plain(Rules):
        def moment(self, g):
            return Moment(round=4, turn="x")

    assert Plain().standing(None) == engine.Standing(round=4, phase=None, players=[])
