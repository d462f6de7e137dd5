"""`python -m render replay FILE --images DIR`: the engine's replay of a game record (engine/replay_cli.py:
the same reading, checks, text and exit codes as `python -m engine replay`) with its pictures: the board
of every frame, the final scores and the animated replay."""
from __future__ import annotations

import pytest

from engine import record as R
from engine.__main__ import main as engine_main
from render.__main__ import main
from tests.engine.test_record import make


def write(path, record) -> str:
    path.write_bytes(R.encode(record))
    return str(path)


@pytest.mark.slow
def test_images_are_written_for_every_frame(tmp_path, capsys):
    # the solo game: its Opponent is named like the bot names it
    _, record = make("ezra_nehemiah", 1, seed=3)
    folder = tmp_path / "pictures" / "new"
    assert main(["replay", write(tmp_path / "solo.json", record), "--images", str(folder), "--quiet"]) == 0
    out = capsys.readouterr().out
    frames = R.frame_steps(record)
    boards = sorted(folder.glob("board-*.png"))
    assert [f.name for f in boards] == [f"board-{i:04d}.png" for i in range(len(frames))]
    assert all(f.read_bytes().startswith(b"\x89PNG\r\n\x1a\n") for f in boards)
    assert sorted(f.name for f in folder.iterdir()) == sorted([f.name for f in boards] + ["replay.gif", "scores.png"])
    assert (folder / "replay.gif").read_bytes().startswith(b"GIF89a")
    assert (folder / "scores.png").read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert f"{len(frames)} board pictures, the final scores (scores.png) and the animated replay (replay.gif) in {folder}" in out
    assert "Opponent" in out


def test_without_images_it_is_the_engines_replay(tmp_path, capsys):
    _, record = make("nehemiah", 2, seed=3)
    path = write(tmp_path / "game.json", record)
    for arguments in ([], ["--lang", "pl"], ["--quiet"]):
        assert engine_main(["replay", path, *arguments]) == 0
        engine_said = capsys.readouterr()
        assert main(["replay", path, *arguments]) == 0
        assert capsys.readouterr() == engine_said
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_folder_that_cannot_be_made_is_one_line(tmp_path, capsys):
    _, record = make("nehemiah", 2, seed=3)
    (tmp_path / "taken").write_text("a file, not a folder")
    assert main(["replay", write(tmp_path / "game.json", record), "--images", str(tmp_path / "taken"),
                 "--quiet"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and err.startswith(f"Cannot write {tmp_path / 'taken'}: ")


def test_an_unknown_language_and_a_usage_error(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "none.json"), "--lang", "klingon"]) == 2
    assert "klingon" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        main(["replay"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "python -m render" in err
