"""engine.record: a finished game's portable record replays to exactly the same final state, shows the
frames the bot would post, and refuses other versions, tampered answers and broken files in words."""
from __future__ import annotations

import json
import subprocess
import sys

import msgspec
import pytest

import engine
from data.locale import languages, translate
from engine import record as R
from engine.agents import random_agent
from engine.core import rules as registry


def play(game: str, players: int, options: dict | None = None, seed: int = 1):
    """A whole random game: its final state and its answers as record actions."""
    state = engine.new_game(game, players, options=options, seed=seed)
    agent = random_agent(game, seed)
    actions = []
    while decisions := engine.pending(state):
        decision = decisions[len(actions) % len(decisions)]      # simultaneous answers in mixed order
        choice = agent.choose(state, decision)
        actions.append(R.RecordAction(seat=decision.seat, user=f"u{decision.seat}", decision=decision.id,
                                      choice=choice, at=f"2025-01-01T00:{len(actions) // 60 % 60:02d}:"
                                                        f"{len(actions) % 60:02d}Z"))
        state, _ = engine.act(state, decision.seat, choice, expect=decision.id)
    return state, actions


def make(game: str = "nehemiah", players: int = 2, options: dict | None = None, seed: int = 3):
    final, actions = play(game, players, options, seed)
    seats = [R.RecordSeat(seat=seat, name=f"Name {seat}", user=f"u{seat}") for seat in range(players)]
    return final, R.make_record(final, seats=seats, actions=actions, started="2025-01-01T00:00:00Z",
                                finished="2025-01-02T00:00:00Z", table={"channel": "42"})


def text(error: engine.RuleError, language: str = "en") -> str:
    return translate(error.message, language, strict=True)


def _cases():
    for game in engine.game_ids():
        meta = engine.meta(game)
        for players in range(meta.min_players, meta.max_players + 1):
            options = registry.get(game).fuzz_options(players)[-1]
            slow = game == "architects" and players >= 4
            yield pytest.param(game, players, options, id=f"{game}-{players}",
                               marks=[pytest.mark.slow] if slow else [])


@pytest.mark.parametrize("game, players, options", list(_cases()))
def test_a_record_replays_to_the_same_final_state(game, players, options):
    final, record = make(game, players, options, seed=players + 5)
    assert record.format == R.FORMAT and record.version == R.VERSION
    assert (record.game, record.players, record.seed) == (game, players, players + 5)
    assert record.options == final.options and record.content == final.content
    data = R.encode(record)
    assert R.encode(R.decode(data)) == data                     # the same bytes every time
    decoded = R.decode(data)
    assert decoded == record
    assert engine.dumps(R.replay(decoded)) == engine.dumps(final)

    frames = R.frame_steps(decoded)
    assert frames[0].number == 0 and frames[-1].number == len(record.actions)
    assert engine.dumps(frames[-1].state) == engine.dumps(final)
    numbers = [frame.number for frame in frames]
    assert numbers == sorted(set(numbers))
    moments = [engine.moment(frame.state) for frame in frames]
    assert all(a != b for a, b in zip(moments[:-2], moments[1:-1]))
    # exactly the steps where the moment changed, and every event once, in order
    expected, before, events = [0], None, []
    for step in R.steps(decoded):
        now = engine.moment(step.state)
        if step.number and now != before:
            expected.append(step.number)
        before = now
        events.extend(step.events)
    if expected[-1] != len(record.actions):
        expected.append(len(record.actions))
    assert numbers == expected
    assert [event for frame in frames for event in frame.events] == events


def test_the_file_is_sorted_json_with_one_line_per_action():
    final, record = make()
    data = R.encode(record)
    raw = json.loads(data)
    assert list(raw) == sorted(raw)
    assert raw["final"] == R.digest(final) and raw["result"] == msgspec.to_builtins(engine.result(final))
    lines = data.decode().splitlines()
    assert sum(line.startswith('  {"at":') for line in lines) == len(record.actions)
    assert R.decode(data.decode()) == record                     # str as well as bytes


def test_only_a_finished_game_is_recorded():
    with pytest.raises(engine.RuleError) as refused:
        R.make_record(engine.new_game("nehemiah", 2, seed=1), seats=[], actions=[])
    assert "not over yet" in text(refused.value)


@pytest.fixture(scope="module")
def nehemiah():
    return make("nehemiah", 3, {"leaders": True}, seed=4)


@pytest.mark.parametrize("field, change, words", [
    ("rules_version", 1, "rules version {found} (this program has version {expected})"),
    ("schema", 1, "saved-game format {found} (this program has format {expected})"),
    ("content", None, "other cards and boards"),
])
def test_other_versions_are_refused_naming_what_differs(nehemiah, field, change, words):
    final, record = nehemiah
    rules = registry.get("nehemiah")
    ours = getattr(rules, field) if field != "content" else final.content
    theirs = ours + change if change is not None else "0123456789abcdef"
    other = msgspec.structs.replace(record, **{field: theirs})
    with pytest.raises(engine.RuleError) as refused:
        R.check_versions(other)
    message = text(refused.value)
    assert message.startswith("This record of Nehemiah was made with ")
    assert words.format(found=theirs, expected=ours) in message and "could differ" in message
    for language in languages():
        assert text(refused.value, language)
    for call in (R.replay, R.frame_steps, R.steps):
        with pytest.raises(engine.RuleError):
            call(other)
    assert engine.dumps(R.replay(other, check=False)) == engine.dumps(final)
    R.check_versions(record)


def test_every_difference_is_named_at_once(nehemiah):
    _, record = nehemiah
    other = msgspec.structs.replace(record, schema=9, rules_version=9, content="ffff")
    with pytest.raises(engine.RuleError) as refused:
        R.check_versions(other)
    message = text(refused.value)
    assert "format 9" in message and "rules version 9" in message and "data ffff" in message


def test_an_unknown_game_is_refused(nehemiah):
    _, record = nehemiah
    with pytest.raises(engine.RuleError) as refused:
        R.check_versions(msgspec.structs.replace(record, game="chess"))
    assert text(refused.value) == "This record is of a game this program does not know: “chess”."
    with pytest.raises(engine.RuleError):
        R.replay(msgspec.structs.replace(record, game="chess"), check=False)


def _with_actions(record, actions):
    return msgspec.structs.replace(record, actions=actions)


def test_a_tampered_choice_is_refused_naming_the_move(nehemiah):
    _, record = nehemiah
    actions = list(record.actions)
    at = next(i for i, action in enumerate(actions) if i > 5 and str(action.choice).startswith("place:"))
    actions[at] = msgspec.structs.replace(actions[at], choice="nonsense")
    with pytest.raises(engine.RuleError) as refused:
        R.replay(_with_actions(record, actions))
    assert refused.value.code == "record-refused"
    assert text(refused.value) == (f"Move {at + 1} of the record is refused: “nonsense” is not one of "
                                   f"your options right now.")
    actions = list(record.actions)
    actions[9] = msgspec.structs.replace(actions[9], decision="999999")
    with pytest.raises(engine.RuleError) as refused:
        R.replay(_with_actions(record, actions))
    assert text(refused.value).startswith("Move 10 of the record is refused: The board changed")
    # the iterator gives the steps before the refused one
    seen = []
    with pytest.raises(engine.RuleError):
        for step in R.steps(_with_actions(record, actions)):
            seen.append(step.number)
    assert seen == list(range(10))


def test_a_truncated_record_is_not_over_and_an_extra_move_is_refused(nehemiah):
    _, record = nehemiah
    with pytest.raises(engine.RuleError) as refused:
        R.replay(_with_actions(record, record.actions[:-3]))
    assert refused.value.code == "record-diverged"
    count = len(record.actions) - 3
    assert text(refused.value) == (f"The replay does not end as the record does: after its {count:,} moves "
                                   f"the game is not over.")
    with pytest.raises(engine.RuleError) as refused:
        R.replay(_with_actions(record, record.actions[:1]))
    assert "after its only move" in text(refused.value)
    with pytest.raises(engine.RuleError) as refused:
        R.replay(_with_actions(record, [*record.actions, record.actions[-1]]))
    assert text(refused.value).startswith(f"Move {len(record.actions) + 1:,} of the record is refused: "
                                          f"This game is over")


def test_another_final_state_is_a_divergence(nehemiah):
    _, record = nehemiah
    with pytest.raises(engine.RuleError) as refused:
        R.replay(msgspec.structs.replace(record, final="0" * 64))
    assert text(refused.value) == ("The replay does not end as the record does: the final state differs "
                                   "from the record's.")


@pytest.mark.parametrize("data, words", [
    (b"\x00not json", "This file is not a readable game record ("),
    (b"[1, 2]", "This file is not a readable game record ("),
    (b'{"format": "builders-table-record", "version": 1}', "This file is not a readable game record ("),
    (b'{"format": "builders-table-record", "version": true}', "This file is not a readable game record ("),
    (b'{"format": "builders-table-record", "version": 0}', "This file is not a readable game record ("),
    (b'{"game": "nehemiah"}', "This file is not a Builders' Table game record."),
    (b'{"format": "chess-pgn", "version": 1}', "This file is not a Builders' Table game record."),
    (b'{"format": "builders-table-record", "version": 2}',
     "This game record was written in format version 2 by a newer program; this program reads up to "
     "version 1."),
])
def test_a_broken_file_is_refused_in_words(data, words):
    with pytest.raises(engine.RuleError) as refused:
        R.decode(data)
    assert text(refused.value).startswith(words)
    for language in languages():
        assert text(refused.value, language)


def test_a_wrong_field_type_is_refused(nehemiah):
    _, record = nehemiah
    raw = json.loads(R.encode(record))
    raw["seed"] = "seven"
    with pytest.raises(engine.RuleError) as refused:
        R.decode(json.dumps(raw))
    assert "seed" in text(refused.value)


def test_the_engine_never_imports_the_renderer():
    code = "import sys, engine, engine.record; assert not {'PIL', 'render'} & set(sys.modules)"
    subprocess.run([sys.executable, "-c", code], check=True)
