"""A complete game played through the whole service (storage, rendering, replies): by the seat bot at
every seat (engine/seatbot.py: it plays to score, so the game and its final scores look like a real
one), or with `--random` by the game's random players (fast; the tests and benchmarks use them).

`python -m bot demo GAME --seed N` is reproducible: the seed drives the random players (the seat bot
is deterministic), the game's own seed (the service's `seed_source`) and the seat order (the
service's `shuffle`), so the same command plays the same game, move for move and picture for picture.
It prints a header (game, players, seed, who plays, where the pictures go), a progress line, the
final board and scores, and leaves the game's record (`python -m engine replay` replays it) with the
pictures.

Every run starts a fresh game and never mixes its pictures with an earlier run's:

* a game left open in the demo's channel by an earlier run that crashed or was interrupted is
  abandoned first (the database is kept, not deleted: `--db` may point at any file, and the finished
  games of earlier runs stay there to look at);
* the pictures go to a new folder per run, `<images>/<game>-seed<N>-run<K>/board-0001.png ...`, with
  K the first number not used yet in that folder; the final scores' picture and the animated replay
  go there too (`<game>-<table>-scores.png`, `<game>-<table>-replay.gif`).
"""
from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field
from pathlib import Path

import engine
from engine.agents import random_agent
from engine.seatbot import SeatBot

from .replies import Place, Reply, User, resolved
from .service import TableService
from .text import say

NAMES = ["Ada", "Boaz", "Chana", "Dov", "Ezra", "Fiona"]
GUILD = "demo"


class DemoRefused(RuntimeError):
    """The service refused a step of the demo; the text is the service's answer."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


def seeded(seed: int | None) -> dict:
    """TableService keywords making game seeds and seat orders follow `seed` (nothing if None)."""
    if seed is None:
        return {}
    seeds = random.Random(f"game-seeds-{seed}")
    return {"seed_source": lambda: seeds.getrandbits(48), "shuffle": random.Random(f"seat-order-{seed}")}


def fresh_folder(base: Path, prefix: str) -> Path:
    """A new, empty folder `base/prefix-runK` (K = 1, 2, ...): never one an earlier run wrote to."""
    base.mkdir(parents=True, exist_ok=True)
    number = 1
    while True:
        folder = base / f"{prefix}-run{number}"
        try:
            folder.mkdir()
            return folder
        except FileExistsError:
            number += 1


def players_of(players: int, locale: str | None = None) -> list[User]:
    return [User(id=f"demo-{i + 1}", name=NAMES[i % len(NAMES)], locale=locale) for i in range(players)]


async def play_demo(service: TableService, game: str, players: int, options: dict, *, seed: int,
                    channel: str, on_reply=None, locale: str | None = None, pictures: str = "turn",
                    bot: bool = False, on_move=None) -> dict:
    """Lobby, start and a whole game; returns counts. `on_reply` sees every reply, `on_move` the
    number of moves made after each. `locale` is the language of the demo's place and players (the
    service's public and private words); `pictures` the table's picture setting; `bot`: the seat
    bot answers for every player (else the game's random player, cautious where the game wants it)."""
    rng = random.Random(seed)
    agent = SeatBot() if bot else random_agent(game, seed)
    here = Place(channel=channel, guild=GUILD, locale=locale)
    users = players_of(players, locale)

    async def seen(replies: list[Reply]) -> list[Reply]:
        replies = await resolved(replies)        # the replay of the finished game, drawn after its board
        for reply in replies:
            if not reply.ok:
                raise DemoRefused(reply.text)
            if on_reply:
                on_reply(reply)
        return replies

    await seen(await service.create(here, users[0], game, options, pictures=pictures))
    for user in users[1:]:
        await seen(await service.join(here, user))
    await seen(await service.start(here, users[0], [u.id for u in users]))
    game_id = (await service.storage.open_game(channel)).id
    moves = 0
    while True:
        record = await service.storage.open_game(channel)
        if record is None:
            break
        by_seat = {s.seat: s for s in await service.storage.seats(record.id)}
        seat = record.awaiting[rng.randrange(len(record.awaiting))]
        user = next(u for u in users if u.id == by_seat[seat].user)
        [prompt] = await seen(await service.prompt(here, user))
        state = engine.loads(record.state)
        decision = next(d for d in engine.pending(state) if d.seat == seat)
        choice = await asyncio.to_thread(agent.choose, state, decision)
        await seen(await service.play(here, user, choice, prompt.prompt.decision))
        moves += 1
        if on_move:
            on_move(moves)
    return {"game": await service.storage.game(game_id), "moves": moves, "place": here, "host": users[0]}


def channel_of(game: str, seed: int) -> str:
    return f"demo-{game}-{seed}"


async def abandon_leftover(service: TableService, channel: str) -> bool:
    """Abandon a game an earlier demo left open in `channel` (it crashed or was interrupted)."""
    record = await service.storage.open_game(channel)
    if record is None:
        return False
    host = User(id=record.host, name=record.host, manager=True)
    [reply] = await service.abandon(Place(channel=channel, guild=GUILD), host, confirm=True)
    if not reply.ok:
        raise DemoRefused(reply.text)
    return True


@dataclass
class DemoRun:
    moves: int = 0
    folder: Path | None = None
    saved: list[Path] = field(default_factory=list)
    kept: list[Path] = field(default_factory=list)     # the after-game files (scores, replay)
    final: str = ""


PROGRESS_EVERY = 100        # moves between progress lines when the output is not a terminal


async def run_demo(service: TableService, game: str, players: int, options: dict, *, seed: int,
                   images: Path | None, out, language: str = "en", database: Path | None = None,
                   bot: bool = True) -> DemoRun:
    """Play the demo in a fresh game (`bot`: the seat bot at every seat, else random players),
    save every public board picture in a new folder under `images` (None: none saved) with the
    game's record, and print a header, progress, the final board, the summary and where things are,
    in `language`."""
    run = DemoRun()
    channel = channel_of(game, seed)
    if images is not None:
        run.folder = fresh_folder(images, f"{game}-seed{seed}")
    names = ", ".join(user.name for user in players_of(players))
    print(say("bot-demo-header", language, game=engine.meta(game).title, players=players, names=names,
              seed=seed, who="bot" if bot else "random"), file=out)
    if run.folder is not None:
        print(say("bot-demo-pictures-to", language, folder=str(run.folder)), file=out)
    terminal = getattr(out, "isatty", lambda: False)()

    def on_move(moves: int) -> None:
        if terminal:                    # one line, rewritten
            print("\r" + say("bot-demo-progress", language, moves=moves), end="", file=out, flush=True)
        elif moves % PROGRESS_EVERY == 0:
            print(say("bot-demo-progress", language, moves=moves), file=out, flush=True)

    def on_reply(reply: Reply) -> None:
        if reply.private:
            return
        if reply.kind == "board":
            run.final = reply.text
        if images is None:
            return
        if reply.image:
            path = run.folder / f"board-{len(run.saved) + 1:04d}.png"
            path.write_bytes(reply.image)
            run.saved.append(path)
        for attachment in reply.files:           # the final scores' picture and the replay
            path = run.folder / attachment.name
            path.write_bytes(attachment.data)
            run.kept.append(path)

    await abandon_leftover(service, channel)
    summary = await play_demo(service, game, players, options, seed=seed, channel=channel,
                              on_reply=on_reply, locale=language, bot=bot, on_move=on_move)
    run.moves = summary["moves"]
    if terminal:
        print("", file=out)
    if run.folder is not None:              # the record, for `python -m engine replay`
        [record] = await service.export(summary["place"], summary["host"], summary["game"].id)
        for attachment in record.files:
            path = run.folder / attachment.name
            path.write_bytes(attachment.data)
            run.kept.append(path)
    print(run.final, file=out)
    print("", file=out)
    print(say("bot-demo-played", language, moves=run.moves, game=engine.meta(game).title,
              players=players), file=out)
    if database is not None:
        print(say("bot-demo-database", language, path=str(database)), file=out)
    if run.saved:
        print(say("bot-demo-pictures", language, count=len(run.saved), folder=str(run.folder),
                  last=run.saved[-1].name), file=out)
    for path in run.kept:
        print(say("bot-console-file", language, path=str(path)), file=out)
    return run
