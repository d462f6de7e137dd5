"""A game record's replay refuses a hostile or broken record file quickly, in one line on stderr with a
non-zero exit, never with a traceback, and writes nothing: data nested too deep, numbers out of range,
absurdly long strings, too many moves, a too large file, a truncated file, a top level that is not a
record, and file content that would break the line. Real records, even the largest, still replay.
(issue 28, point 4) Both front ends share the reading and the checks (engine/replay_cli.py): a refusal
is tried with `python -m render replay FILE --images DIR`, so that any picture written would show, and
the rest with `python -m engine replay FILE`."""
from __future__ import annotations

import json
import subprocess
import sys

import msgspec
import pytest

from data.locale.names import MAX_LENGTH, MAX_RAW, bounded, clean, visible_name
from engine import record as R
from engine.__main__ import main
from render.__main__ import main as render_main
from tests.engine.test_record import make

SAYS_UNREADABLE = "This file is not a readable game record"


@pytest.fixture(scope="module")
def game():
    _, record = make("nehemiah", 2, seed=3)
    return record


@pytest.fixture
def raw(game):
    """The record as plain JSON data, to spoil."""
    return json.loads(R.encode(game))


def replay(tmp_path, capsys, data: bytes | str | dict, *more: str, images: bool = True) -> tuple[int, str, str]:
    """Run the command on a file holding `data` (JSON data is written as JSON): `python -m render replay`
    with --images unless told (so that anything written would show), else `python -m engine replay`;
    return its exit code, stdout and stderr."""
    if isinstance(data, dict):
        data = json.dumps(data, ensure_ascii=False)
    if isinstance(data, str):
        data = data.encode()
    path = tmp_path / "record.json"
    path.write_bytes(data)
    if images:
        code = render_main(["replay", str(path), "--quiet", "--images", str(tmp_path / "pictures"), *more])
    else:
        code = main(["replay", str(path), "--quiet", *more])
    out, err = capsys.readouterr()
    return code, out, err


def assert_refused(tmp_path, result, *words: str) -> str:
    """Exit 2 (as a file that cannot be read), exactly one line on stderr saying `words`, nothing on
    stdout, no picture folder."""
    code, out, err = result
    assert code == 2, (code, err[:300])
    assert out == ""
    assert len(err.splitlines()) == 1 and err.endswith("\n"), err[:300]
    assert "Traceback" not in err and "Error" not in err
    for word in words:
        assert word in err, (word, err[:300])
    assert not (tmp_path / "pictures").exists()
    return err


# --- nesting ----------------------------------------------------------------------------------------

DEEP = 100_000


@pytest.mark.parametrize("data", [
    pytest.param('{"format": "builders-table-record", "version": 1, "table": ' + "[" * DEEP + "]" * DEEP + "}",
                 id="lists-in-a-record"),
    pytest.param('{"format": "builders-table-record", "version": 1, "table": ' + '{"a": ' * DEEP + "1"
                 + "}" * DEEP + "}", id="mappings-in-a-record"),
    pytest.param('{"format": "builders-table-record", "version": 1, "table": ' + "[" * DEEP, id="truncated"),
    pytest.param('{"format": "builders-table-record", "version": 1, "a": ' + '[{"b": ' * DEEP, id="mixed"),
    pytest.param("[" * DEEP + "]" * DEEP, id="top-level"),
])
def test_data_nested_too_deep_is_refused(tmp_path, capsys, data):
    assert_refused(tmp_path, replay(tmp_path, capsys, data), SAYS_UNREADABLE)


def test_the_depth_bound_is_exact_and_counts_no_brackets_inside_strings(tmp_path, capsys, raw):
    # the record itself is level 1, its "table" level 2, the lists in it the rest
    raw["table"] = {"deep": json.loads("[" * (R.MAX_DEPTH - 2) + "]" * (R.MAX_DEPTH - 2))}
    raw["seats"][0]["name"] = '[{"\\"[' * 100                  # brackets and escaped quotes in a string
    code, out, err = replay(tmp_path, capsys, raw, images=False)
    assert code == 0 and err == "" and "identical to the record's" in out
    raw["table"] = {"deep": json.loads("[" * (R.MAX_DEPTH - 1) + "]" * (R.MAX_DEPTH - 1))}
    assert_refused(tmp_path, replay(tmp_path, capsys, raw),
                   f"{SAYS_UNREADABLE}: its data is nested more than {R.MAX_DEPTH} levels deep.")


def test_too_deep_in_every_language(tmp_path, capsys):
    data = '{"format": "builders-table-record", "version": 1, "table": ' + "[" * DEEP
    assert "zagnieżdżenia" in assert_refused(tmp_path, replay(tmp_path, capsys, data, "--lang", "pl"))
    assert "imbriquées" in assert_refused(tmp_path, replay(tmp_path, capsys, data, "--lang", "fr"))


@pytest.mark.parametrize("command", [["engine", "replay"], ["render", "replay", "--images", "pictures"]],
                         ids=["engine", "render"])
def test_a_deep_file_in_a_process_of_its_own(tmp_path, command):
    path = tmp_path / "deep.json"
    path.write_text('{"format": "builders-table-record", "version": 1, "table": ' + "[" * DEEP + "]" * DEEP + "}")
    run = subprocess.run([sys.executable, "-m", *command[:2], str(path), *command[2:]], capture_output=True,
                         text=True, timeout=600, cwd=tmp_path)
    assert run.returncode == 2 and run.stdout == "" and not (tmp_path / "pictures").exists()
    assert len(run.stderr.splitlines()) == 1 and "Traceback" not in run.stderr
    assert "nested more than" in run.stderr


# --- numbers ----------------------------------------------------------------------------------------

BIG = 2 ** 80
LOW, HIGH = "-9,223,372,036,854,775,808", "18,446,744,073,709,551,615"


@pytest.mark.parametrize("field, value, says", [
    ("seed", BIG, f"seed must be a whole number from {LOW} to {HIGH}."),
    ("seed", 2 ** 64, f"seed must be a whole number from {LOW} to {HIGH}."),
    ("seed", -2 ** 63 - 1, f"seed must be a whole number from {LOW} to {HIGH}."),
    ("players", BIG, f"players must be a whole number from 1 to {R.MAX_SEATS}."),
    ("players", -5, f"players must be a whole number from 1 to {R.MAX_SEATS}."),
    ("schema", BIG, "schema must be a whole number from 0 to 2,147,483,647."),
    ("rules_version", -1, "rules_version must be a whole number from 0 to 2,147,483,647."),
])
def test_a_number_out_of_range_is_refused_naming_its_field(tmp_path, capsys, raw, field, value, says):
    raw[field] = value
    assert_refused(tmp_path, replay(tmp_path, capsys, raw), f"{SAYS_UNREADABLE}: {says}")


@pytest.mark.parametrize("where, value, says", [
    ("seats", -1, f"seats[0].seat must be a whole number from 0 to {R.MAX_SEATS - 1}."),
    ("seats", 2 ** 64, f"seats[0].seat must be a whole number from 0 to {R.MAX_SEATS - 1}."),
    ("actions", -1, f"actions[0].seat must be a whole number from 0 to {R.MAX_SEATS - 1}."),
    ("actions", BIG, f"actions[0].seat must be a whole number from 0 to {R.MAX_SEATS - 1}."),
])
def test_a_seat_out_of_range_is_refused(tmp_path, capsys, raw, where, value, says):
    raw[where][0]["seat"] = value
    assert_refused(tmp_path, replay(tmp_path, capsys, raw), f"{SAYS_UNREADABLE}: {says}")


def test_any_other_number_must_fit_in_64_bits(tmp_path, capsys, raw):
    raw["actions"][3]["choice"] = BIG
    assert_refused(tmp_path, replay(tmp_path, capsys, raw),
                   f"{SAYS_UNREADABLE}: actions[3].choice must be a whole number from {LOW} to {HIGH}.")
    raw["actions"][3]["choice"] = 0
    raw["table"] = {"deep": [{"x": -BIG}], "odd key\n": BIG}
    assert_refused(tmp_path, replay(tmp_path, capsys, raw), "table", "must be a whole number")


def test_the_largest_seed_still_replays(tmp_path, capsys):
    _, record = make("nehemiah", 2, seed=2 ** 64 - 1)
    code, out, err = replay(tmp_path, capsys, R.encode(record), images=False)
    assert code == 0 and err == "" and "identical to the record's" in out


# --- sizes ------------------------------------------------------------------------------------------

def test_a_multi_megabyte_name_is_refused(tmp_path, capsys, raw):
    raw["seats"][1]["name"] = "Bob\u200b" * 1_250_000                # 5 M characters
    assert_refused(tmp_path, replay(tmp_path, capsys, raw),
                   f"{SAYS_UNREADABLE}: seats[1].name is longer than {R.MAX_TEXT:,} characters.")


def test_a_long_name_within_the_bound_is_shown_cut(tmp_path, capsys, raw):
    raw["seats"][1]["name"] = "Bob" * (R.MAX_TEXT // 3)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(raw))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "BobBob" in out and "Bob" * (R.MAX_TEXT // 6) not in out


@pytest.mark.parametrize("where", ["decision", "user", "at", "choice"])
def test_any_long_string_is_refused(tmp_path, capsys, raw, where):
    raw["actions"][7][where] = "x" * (R.MAX_TEXT + 1)
    assert_refused(tmp_path, replay(tmp_path, capsys, raw), f"actions[7].{where} is longer than")


def test_a_long_key_is_refused(tmp_path, capsys, raw):
    raw["table"] = {"k" * (R.MAX_TEXT + 1): 1}
    assert_refused(tmp_path, replay(tmp_path, capsys, raw), "table[", "is longer than")


def test_too_many_moves_are_refused(tmp_path, capsys, raw):
    action = raw["actions"][0]
    raw["actions"] = [action] * (R.MAX_ACTIONS + 1)
    assert_refused(tmp_path, replay(tmp_path, capsys, raw),
                   f"{SAYS_UNREADABLE}: actions has more than {R.MAX_ACTIONS:,} entries.")


def test_too_many_seats_are_refused(tmp_path, capsys, raw):
    raw["seats"] = [raw["seats"][0]] * (R.MAX_SEATS + 1)
    assert_refused(tmp_path, replay(tmp_path, capsys, raw), f"seats has more than {R.MAX_SEATS} entries.")


def test_a_too_large_file_is_refused(tmp_path, capsys, game):
    data = R.encode(game)
    padded = data[:-2] + b" " * (R.MAX_BYTES - len(data) + 1) + data[-2:]    # white space: still JSON
    assert len(padded) == R.MAX_BYTES + 1 and json.loads(padded)
    assert_refused(tmp_path, replay(tmp_path, capsys, padded),
                   f"{SAYS_UNREADABLE}: it is larger than {R.MAX_BYTES // 1_000_000} MB.")
    at_the_bound = data[:-2] + b" " * (R.MAX_BYTES - len(data)) + data[-2:]
    assert len(at_the_bound) == R.MAX_BYTES
    code, out, err = replay(tmp_path, capsys, at_the_bound, images=False)
    assert code == 0 and err == ""


def test_the_largest_real_records_are_well_within_the_bounds():
    # the longest games have about 1000 moves; records are small and shallow
    _, record = make("temple", 5, seed=10)
    data = R.encode(record)
    assert R.decode(data) == record
    assert len(data) * 50 < R.MAX_BYTES and len(record.actions) * 50 < R.MAX_ACTIONS


# --- names are cut before they are cleaned -----------------------------------------------------------

def test_a_huge_name_is_cut_before_it_is_cleaned():
    assert MAX_RAW == 4 * MAX_LENGTH
    # invisible in its first MAX_RAW code points, visible after: cleaned in full it would show "AnnAnn…"
    hidden = "\u200b" * MAX_RAW + "Ann" * 1_700_000                     # 5 M characters
    assert clean(hidden) == clean(hidden[:MAX_RAW]) == ""
    assert visible_name(hidden, 0) == visible_name(hidden[:MAX_RAW], 0) == "Player 1"
    assert visible_name(hidden, 0, "pl") == "Gracz 1"
    # a visible one is cleaned from its first part, and marked as cut
    shown = "Ann\u200b Lee " + "B\u200b" * 2_500_000
    assert clean(shown) == clean(shown[:MAX_RAW]) + "…"
    assert visible_name(shown, 0) == bounded(clean(shown[:MAX_RAW]) + "…") == "Ann Lee " + "B" * 23 + "…"


def test_a_name_up_to_the_raw_bound_is_cleaned_whole():
    name = "\u200b" * (MAX_RAW - 3) + "Ann"
    assert len(name) == MAX_RAW and clean(name) == "Ann" and visible_name(name, 0) == "Ann"
    cut = "\u200b" * (MAX_RAW - 2) + "Ann"                              # its last letter is past the bound
    assert clean(cut) == "An…"


# --- not a record, truncated, content that would break the line ---------------------------------------

@pytest.mark.parametrize("data", [b"[1, 2]", b'"a record"', b"null", b"12", b"1" * 5000, b"", b"\xff\xfe{}",
                                  b'"' + b"\\n" * 100_000 + b'"'],
                         ids=["list", "string", "null", "number", "long-number", "empty", "not-utf8",
                              "escapes"])
def test_a_top_level_that_is_not_a_record_is_refused(tmp_path, capsys, data):
    assert_refused(tmp_path, replay(tmp_path, capsys, data), SAYS_UNREADABLE)


def test_a_truncated_file_is_refused(tmp_path, capsys, game):
    data = R.encode(game)
    for size in (1, 50, len(data) // 2, len(data) - 2):
        assert_refused(tmp_path, replay(tmp_path, capsys, data[:size]), SAYS_UNREADABLE)


@pytest.mark.parametrize("field, value, exit_code", [
    ("game", "chess\nTraceback (most recent call last):\u2028\x85\x1b[2J", 2),
    ("content", "a\nb\rc\x1e", 2),
    ("options", {"leaders\nx": 1}, 2),
    ("choice", "non\nsense\u2029", 1),
], ids=["game", "content", "option", "choice"])
def test_file_content_in_a_message_stays_on_its_line(tmp_path, capsys, raw, field, value, exit_code):
    if field == "choice":
        raw["actions"][3]["choice"] = value
    else:
        raw[field] = value
    path = tmp_path / "record.json"
    path.write_text(json.dumps(raw))
    assert main(["replay", str(path), "--quiet"]) == exit_code
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "\x1b" not in err, err


def test_a_wrong_type_deep_inside_is_still_one_line(tmp_path, capsys, raw):
    raw["seats"][0]["seat"] = "zero"
    assert_refused(tmp_path, replay(tmp_path, capsys, raw), SAYS_UNREADABLE, "seats[0].seat")
    raw["seats"][0]["seat"] = 0
    raw["actions"] = {"not": "a list"}
    assert_refused(tmp_path, replay(tmp_path, capsys, raw), SAYS_UNREADABLE, "actions")


def test_a_real_record_still_replays_after_all_the_checks(tmp_path, capsys, game):
    code, out, err = replay(tmp_path, capsys, msgspec.json.encode(game), images=False)
    assert code == 0 and err == "" and "identical to the record's" in out
