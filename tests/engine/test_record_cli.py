"""`python -m engine replay FILE`: a game record played again offline, in the reader's language; other
versions need --anyway, a record that does not replay exits 1. Its board pictures are drawn by
`python -m render replay FILE --images DIR` (tests/render/test_replay_cli.py): the engine draws none."""
from __future__ import annotations

import msgspec
import pytest

from engine import record as R
from engine.__main__ import main

from .test_record import make


def write(path, record) -> str:
    path.write_bytes(R.encode(record))
    return str(path)


@pytest.fixture(scope="module")
def game():
    final, record = make("nehemiah", 2, seed=3)
    seats = [R.RecordSeat(seat=0, name="Ann", user="u0"),
             R.RecordSeat(seat=1, name="Bob\x1b[2J\u200b", user="u1")]
    return final, msgspec.structs.replace(record, seats=seats)


def test_a_replay_prints_every_event_the_scores_and_the_check(tmp_path, capsys, game):
    _, record = game
    assert main(["replay", write(tmp_path / "game.json", record)]) == 0
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert err == ""
    assert lines[-1] == (f"Replayed {len(record.actions)} moves: the final state is identical to the "
                         f"record's.")
    assert "Final scores:" in lines and "The game is over." in lines
    assert "Ann" in out and "Bob" in out and "\x1b" not in out and "\u200b" not in out
    assert main(["replay", str(tmp_path / "game.json"), "--quiet"]) == 0
    quiet = capsys.readouterr().out.splitlines()
    assert quiet[-1] == lines[-1] and len(quiet) < len(lines) and "The game is over." not in quiet


def test_in_polish(tmp_path, capsys, game):
    _, record = game
    assert main(["replay", write(tmp_path / "game.json", record), "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    assert "Wyniki końcowe:" in out and "stan końcowy jest identyczny z zapisanym." in out
    assert "Odtworzono " in out and "Replayed" not in out and "Final scores" not in out


def test_other_rules_need_anyway(tmp_path, capsys, game):
    _, record = game
    older = msgspec.structs.replace(record, rules_version=record.rules_version - 1)
    path = write(tmp_path / "old.json", older)
    assert main(["replay", path, "--quiet"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1
    assert (f"This record of Nehemiah was made with rules version {record.rules_version - 1} (this program "
            f"has version {record.rules_version}): its replay could differ. Use --anyway") in err
    assert main(["replay", path, "--quiet", "--anyway"]) == 0
    out, err = capsys.readouterr()
    assert err.startswith("Warning: This record of Nehemiah was made with rules version")
    assert "the final state is identical to the record's." in out
    assert main(["replay", path, "--lang", "fr"]) == 2
    assert "version" in capsys.readouterr().err


def test_an_unknown_game_is_refused_even_with_anyway(tmp_path, capsys, game):
    _, record = game
    path = write(tmp_path / "chess.json", msgspec.structs.replace(record, game="chess"))
    assert main(["replay", path, "--anyway"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == "This record is of a game this program does not know: “chess”.\n"


def test_a_record_that_does_not_replay_exits_1(tmp_path, capsys, game):
    _, record = game
    assert main(["replay", write(tmp_path / "short.json", msgspec.structs.replace(
        record, actions=record.actions[:-2])), "--quiet"]) == 1
    out, err = capsys.readouterr()
    assert "is not over" in err and "identical" not in out
    actions = list(record.actions)
    actions[3] = msgspec.structs.replace(actions[3], choice="nonsense")
    tampered = msgspec.structs.replace(record, actions=actions)
    assert main(["replay", write(tmp_path / "bad.json", tampered)]) == 1
    assert "Move 4 of the record is refused: “nonsense”" in capsys.readouterr().err


@pytest.mark.parametrize("content, words", [
    (None, "Cannot read "),
    (b"not json", "This file is not a readable game record"),
    (b'{"format": "builders-table-record", "version": 7}', "newer program"),
])
def test_a_file_that_cannot_be_read_is_one_line(tmp_path, capsys, content, words):
    path = tmp_path / "record.json"
    if content is not None:
        path.write_bytes(content)
    assert main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and words in err


@pytest.mark.parametrize("language, words", [("en", "use python -m render replay FILE --images DIR"),
                                              ("pl", "użyj python -m render replay PLIK --images KATALOG"),
                                              ("fr", "utilise python -m render replay FICHIER --images DOSSIER")])
def test_images_are_for_the_renderer(tmp_path, capsys, game, language, words):
    _, record = game
    path = write(tmp_path / "game.json", record)
    for images in (["--images", str(tmp_path / "pictures")], ["--images"]):
        assert main(["replay", path, "--lang", language, *images]) == 2
        out, err = capsys.readouterr()
        assert out == "" and len(err.splitlines()) == 1 and words in err
        assert not (tmp_path / "pictures").exists()
