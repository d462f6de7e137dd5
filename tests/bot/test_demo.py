"""`python -m bot demo`: reproducible from --seed, a fresh game and picture folder per run, one clear
line for bad arguments, a quiet Ctrl-C, and every printed line in --lang."""
from __future__ import annotations

import asyncio
import io
import sqlite3

import pytest

import engine
import render
from bot import demo as demo_module
from bot.__main__ import main
from bot.demo import channel_of, run_demo, seeded
from bot.replies import Place, User
from bot.service import TableService
from bot.storage.sqlite import SqliteStorage


class FinalOnly:
    """A renderer that draws only the finished game's board (keeps the test fast); other moves get
    no picture."""

    def __init__(self, fail_after: int | None = None) -> None:
        self.calls = 0
        self.fail_after = fail_after

    def board(self, view, *, language="en", names=None):
        self.calls += 1
        if self.fail_after is not None and self.calls > self.fail_after:
            raise RuntimeError("the renderer broke")
        if view.get("over"):
            return render.board(view, language=language, names=names)
        return render.Picture(png=b"", alt="", width=0, height=0)

    def screen(self, view, *, language="en", names=None):
        return render.Picture(png=b"", alt="", width=0, height=0)


def demo_once(database, images, *, seed=7, renderer=None, language="en", out=None, bot=False):
    """One demo run through the real service on `database`, with the seeds the CLI uses (random
    players unless `bot`: what these tests check does not depend on who plays)."""
    async def go():
        storage = SqliteStorage(database)
        await storage.open()
        try:
            service = TableService(storage, renderer=renderer or FinalOnly(), **seeded(seed))
            return await run_demo(service, "nehemiah", 2, {}, seed=seed, images=images,
                                  out=out or io.StringIO(), language=language, database=database, bot=bot)
        finally:
            await storage.close()
    return asyncio.run(go())


def games(database) -> list[tuple]:
    with sqlite3.connect(database) as db:
        return db.execute("SELECT id, channel, status FROM games ORDER BY id").fetchall()


# --- 1. the same seed plays the same game, picture for picture ----------------------------------

def test_same_seed_gives_byte_identical_final_boards(tmp_path):
    first = demo_once(tmp_path / "a.db", tmp_path / "images")
    again = demo_once(tmp_path / "a.db", tmp_path / "images")          # same database, next run
    fresh = demo_once(tmp_path / "b.db", tmp_path / "other")           # another database
    [a], [b], [c] = first.saved, again.saved, fresh.saved
    assert a.read_bytes()[:4] == b"\x89PNG"
    assert a.read_bytes() == b.read_bytes() == c.read_bytes()
    assert first.moves == again.moves == fresh.moves and first.final == again.final == fresh.final
    other = demo_once(tmp_path / "c.db", tmp_path / "seed8", seed=8)
    assert other.saved[0].read_bytes() != a.read_bytes()               # the seed does matter


def test_seeded_service_keywords_are_deterministic():
    one, two = seeded(3), seeded(3)
    assert [one["seed_source"]() for _ in range(3)] == [two["seed_source"]() for _ in range(3)]
    order = list("abcdef")
    assert one["shuffle"].sample(order, 6) == two["shuffle"].sample(order, 6)
    assert seeded(None) == {}


# --- 2. a crashed or interrupted demo never blocks the next one ---------------------------------

def test_a_crashed_demo_does_not_block_the_next_run(tmp_path):
    database = tmp_path / "demo.db"
    with pytest.raises(RuntimeError, match="renderer broke"):
        demo_once(database, tmp_path / "images", renderer=FinalOnly(fail_after=5))
    [(crashed, channel, status)] = games(database)
    assert channel == channel_of("nehemiah", 7) and status == "active"
    run = demo_once(database, tmp_path / "images")
    assert run.moves > 50
    assert games(database) == [(crashed, channel, "abandoned"), (crashed + 1, channel, "finished")]


def test_a_lobby_left_open_is_abandoned_first(tmp_path):
    database = tmp_path / "demo.db"

    async def leave_a_lobby():
        storage = SqliteStorage(database)
        await storage.open()
        service = TableService(storage)
        [reply] = await service.create(Place(channel_of("nehemiah", 7), guild="demo"),
                                       User("demo-1", "Ada"), "nehemiah", {})
        assert reply.ok
        await storage.close()
    asyncio.run(leave_a_lobby())
    demo_once(database, None)
    assert [status for _, _, status in games(database)] == ["abandoned", "finished"]


def test_each_run_has_its_own_picture_folder(tmp_path):
    images = tmp_path / "images"
    stale = images / "nehemiah-seed7-run1"
    stale.mkdir(parents=True)
    (stale / "board-0042.png").write_bytes(b"an earlier run")
    first = demo_once(tmp_path / "demo.db", images)
    second = demo_once(tmp_path / "demo.db", images)
    assert first.folder == images / "nehemiah-seed7-run2"
    assert second.folder == images / "nehemiah-seed7-run3"
    for run in (first, second):     # its picture, and the game's record beside it
        assert sorted(p.name for p in run.folder.iterdir() if p.suffix == ".png") == ["board-0001.png"]
        assert [p.name for p in run.folder.iterdir() if p.suffix == ".json"] == [run.kept[-1].name]
    assert (stale / "board-0042.png").read_bytes() == b"an earlier run"


def test_no_images_means_no_folder(tmp_path):
    run = demo_once(tmp_path / "demo.db", None)
    assert run.folder is None and run.saved == [] and not (tmp_path / "images").exists()


# --- 3. bad arguments: one line, exit 2, nothing written; Ctrl-C: quiet, database closed --------

@pytest.mark.parametrize("arguments, expected", [
    (["chess"], "There is no game called “chess”."),
    (["nehemiah", "--players", "5"], "Nehemiah is played by 2 to 4 players, not 5."),
    (["temple", "--players", "2"], "The Temple is played by 3 to 6 players, not 2."),
    (["temple", "--leaders"], "There is no game option called “leaders”."),
    (["nehemiah", "-o", "nosuch=on"], "There is no game option called “nosuch”."),
    (["nehemiah", "-o", "leaders=maybe"], "The game option “leaders” has a value it cannot take."),
    (["nehemiah", "--lang", "xx"], "There is no catalog for the language “xx”. Known languages: en, fr, pl."),
    (["nehemiah", "--players", "two"], "argument --players: invalid int value: 'two'"),
    (["architects", "--players", "3", "-o", "variant=solo"], "The solo variant is for one player against the Rival."),
    (["architects", "--players", "6"], "Architects of the West Kingdom is played by 1 to 5 players, not 6."),
])
def test_bad_arguments_are_one_line_on_stderr(tmp_path, capsys, arguments, expected):
    database = tmp_path / "demo.db"
    assert call(["demo", *arguments, "--no-images", "--db", str(database)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and expected in lines[0], captured.err
    assert "Traceback" not in captured.err
    assert not database.exists()


def call(arguments: list[str]) -> int:
    """main(), with argparse's own exit (a usage error) turned into its exit code."""
    try:
        return main(arguments)
    except SystemExit as exit:
        return exit.code


def test_the_refusal_follows_the_language(tmp_path, capsys):
    assert main(["demo", "nehemiah", "--players", "7", "--lang", "pl", "--no-images",
                 "--db", str(tmp_path / "d.db")]) == 2
    assert capsys.readouterr().err == "Gra Nehemiasz jest przeznaczona dla 2–4 graczy, nie dla 7.\n"


def test_ctrl_c_stops_quietly_and_closes_the_database(tmp_path, capsys, monkeypatch):
    database = tmp_path / "demo.db"
    real_play = demo_module.play_demo

    async def interrupted(service, game, players, options, **kwargs):
        here = Place(kwargs["channel"], guild="demo")
        await service.create(here, User("demo-1", "Ada"), game, options)
        raise KeyboardInterrupt

    monkeypatch.setattr(demo_module, "play_demo", interrupted)
    assert main(["demo", "nehemiah", "--players", "2", "--no-images", "--db", str(database)]) == 130
    captured = capsys.readouterr()
    assert captured.err.splitlines() == [f"Stopped. The database is closed and intact: {database}"]
    assert "Traceback" not in captured.err
    assert not database.with_name(database.name + "-wal").exists()     # closed cleanly
    with sqlite3.connect(database) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert [status for _, _, status in games(database)] == ["lobby"]
    monkeypatch.setattr(demo_module, "play_demo", real_play)
    assert main(["demo", "nehemiah", "--players", "2", "--no-images", "--db", str(database)]) == 0
    assert [status for _, _, status in games(database)] == ["abandoned", "finished"]


# --- 5. --lang pl: every line of the demo in Polish ---------------------------------------------

def test_demo_in_polish_prints_no_english(tmp_path, capsys):
    assert main(["demo", "nehemiah", "--players", "2", "--no-images", "--lang", "pl",
                 "--db", str(tmp_path / "d.db")]) == 0
    out = capsys.readouterr().out
    for english in ("Final scores", "Played", "Database:", "Winner", "Shared victory", "VP",
                    "moves of", "players."):
        assert english not in out, english
    assert "Wyniki końcowe:" in out and "Rozegrano" in out and "w grze Nehemiasz (2 gracze)." in out
    assert f"Baza danych: {tmp_path / 'd.db'}" in out


def test_demo_summary_lines_in_polish_with_pictures(tmp_path):
    out = io.StringIO()
    run = demo_once(tmp_path / "d.db", tmp_path / "images", language="pl", out=out)
    text = out.getvalue()
    assert f"Obrazy planszy: 1 w folderze {run.folder} (ostatni: board-0001.png)" in text
    assert "Board pictures" not in text


# --- the bot plays every seat: a header, progress, credible scores, the record beside the pictures ---

def test_the_demo_says_what_it_plays_shows_progress_and_leaves_a_record_that_replays(tmp_path):
    from engine import record as records
    out = io.StringIO()
    run = demo_once(tmp_path / "demo.db", tmp_path / "images", out=out, bot=True)
    lines = out.getvalue().splitlines()
    assert lines[0] == "Nehemiah, 2 players (Ada, Boaz), seed 7: the bot plays every seat."
    assert lines[1] == f"The board pictures, the final scores, the replay and the game's record go to {run.folder}"
    assert "… 100 moves played" in lines and run.moves >= 100
    [record_file] = [path for path in run.kept if path.suffix == ".json"]
    record = records.decode(record_file.read_bytes())
    final = records.replay(record)
    assert engine.dumps(final) and len(record.actions) == run.moves
    result = engine.result(final)
    assert max(score.total for score in result.scores) > 0       # a real game, not random moves


def test_random_moves_on_request(tmp_path, capsys):
    assert main(["demo", "nehemiah", "--players", "2", "--random", "--no-images", "--db",
                 str(tmp_path / "demo.db")]) == 0
    assert "2 players (Ada, Boaz), seed 1: random moves for every seat." in capsys.readouterr().out


def test_help_lists_the_games_with_their_player_counts_and_options(capsys):
    with pytest.raises(SystemExit):
        main(["demo", "--help"])
    text = capsys.readouterr().out
    for game in engine.game_ids():
        meta = engine.meta(game)
        line = next(line for line in text.splitlines() if line.strip().startswith(game + " "))
        assert f"{meta.min_players}-{meta.max_players} players" in line
        assert all(spec.name + "=" in line for spec in meta.options)
    assert "variant=standard|solo|bot2" in text and "leaders=on|off" in text
