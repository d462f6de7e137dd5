"""A complete game played by random agents through the whole service (storage, rendering, replies)."""
from __future__ import annotations

import random
from pathlib import Path

import engine
from engine.agents import random_agent

from .replies import Place, Reply, User
from .service import TableService

NAMES = ["Ada", "Boaz", "Chana", "Dov", "Ezra", "Fiona"]


async def play_demo(service: TableService, game: str, players: int, options: dict, *, seed: int,
                    channel: str, on_reply=None) -> dict:
    """Lobby, start and a whole game; returns counts. `on_reply` sees every reply."""
    rng = random.Random(seed)
    agent = random_agent(game, seed)      # the game's random player (cautious where the game wants it)
    here = Place(channel=channel, guild="demo")
    users = [User(id=f"demo-{i + 1}", name=NAMES[i % len(NAMES)]) for i in range(players)]

    def seen(replies: list[Reply]) -> list[Reply]:
        for reply in replies:
            if not reply.ok:
                raise RuntimeError(f"the service refused a demo step: {reply.text}")
            if on_reply:
                on_reply(reply)
        return replies

    seen(await service.create(here, users[0], game, options))
    for user in users[1:]:
        seen(await service.join(here, user))
    seen(await service.start(here, users[0], [u.id for u in users]))
    game_id = (await service.storage.open_game(channel)).id
    moves = 0
    while True:
        record = await service.storage.open_game(channel)
        if record is None:
            break
        by_seat = {s.seat: s for s in await service.storage.seats(record.id)}
        seat = record.awaiting[rng.randrange(len(record.awaiting))]
        user = next(u for u in users if u.id == by_seat[seat].user)
        [prompt] = seen(await service.prompt(here, user))
        state = engine.loads(record.state)
        decision = next(d for d in engine.pending(state) if d.seat == seat)
        assert prompt.prompt.decision == decision.id
        seen(await service.play(here, user, agent.choose(state, decision), decision.id))
        moves += 1
    return {"game": await service.storage.game(game_id), "moves": moves}


async def run_demo(service: TableService, game: str, players: int, options: dict, seed: int,
                   images: Path | None, out) -> list[Path]:
    """Play the demo, saving every public board picture; print the final scores."""
    saved: list[Path] = []
    last_board: list[str] = [""]

    def on_reply(reply: Reply) -> None:
        if reply.private:
            return
        if reply.kind == "board":
            last_board[0] = reply.text
        if reply.image and images is not None:
            images.mkdir(parents=True, exist_ok=True)
            path = images / f"{game}-seed{seed}-{len(saved) + 1:04d}.png"
            path.write_bytes(reply.image)
            saved.append(path)

    summary = await play_demo(service, game, players, options, seed=seed, channel=f"demo-{game}-{seed}",
                              on_reply=on_reply)
    print(last_board[0], file=out)
    print(f"\nPlayed {summary['moves']} moves of {game} with {players} players.", file=out)
    return saved
