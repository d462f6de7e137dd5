"""A channel that reads like a game (issue 12): a board when a turn of the game's main structure ends
(engine.moment), a ping line for the next player of a step, one status line edited in place while a
simultaneous step fills, nothing public between the steps of one player's action, and every event in
the log."""
from __future__ import annotations

import pytest

import engine
from bot.replies import User
from bot.service import PICTURES
from engine.agents import random_agent

from .conftest import HERE, Table, run

USERS = [User(f"u{i + 1}", name) for i, name in enumerate(["Ada", "Boaz", "Chana", "Dov", "Ezra"])]


class Pictures:
    """A renderer that only counts: every board is a few bytes."""

    class Picture:
        png, alt, width, height = b"\x89PNG", "", 1, 1

    def board(self, view, **_):
        return self.Picture()

    def screen(self, view, **_):
        return self.Picture()


async def whole_game(table: Table, game: str, players: int, options: dict, seed: int,
                     pictures: str = "turn") -> dict:
    """Play a game to its end through the service; count what the channel got, and check each post
    against the rule (board iff engine.moment changes; its picture by the table's setting)."""
    service, storage = table.service, table.storage
    users = USERS[:players]
    await service.create(HERE, users[0], game, options, pictures=pictures)
    for user in users[1:]:
        await service.join(HERE, user)
    [start, *_] = await service.start(HERE, users[0], [u.id for u in users])
    assert start.kind == "board" and (start.image is not None) == (pictures != "request")
    agent = random_agent(game, seed)
    counts = {"answers": 1, "boards": 1, "pings": 0, "steps": 0, "quiet": 0, "events": 0,
              "pictures": int(start.image is not None)}
    posts = [(start.kind, start.text, tuple(start.mentions))]
    slots = set()
    while (record := await storage.open_game(HERE.channel)) is not None:
        state = engine.loads(record.state)
        pending = engine.pending(state)
        decision = pending[0]
        seats = {s.seat: s for s in await storage.seats(record.id)}
        actor = next(u for u in users if u.id == seats[decision.seat].user)
        choice = agent.choose(state, decision)
        after, events = engine.act(state, decision.seat, choice, expect=decision.id)
        counts["events"] += len(events)
        replies = await service.play(HERE, actor, choice, service.decision_token(record, decision.id))
        assert replies[0].ok, replies[0].text
        public = [r for r in replies if not r.private]
        posts += [(r.kind, r.text, tuple(r.mentions)) for r in public]
        over = not engine.pending(after)
        before_seats, after_seats = {d.seat for d in pending}, {d.seat for d in engine.pending(after)}
        if over or engine.moment(state) != engine.moment(after):
            [board] = public
            new_round = engine.moment(state).round != engine.moment(after).round
            assert board.kind == "board"
            assert (board.image is not None) == (pictures == "turn" or over or (pictures == "round" and new_round))
            counts["boards"] += 1
            counts["pictures"] += board.image is not None
        elif after_seats - before_seats:
            [ping] = public
            assert ping.kind == "ping" and ping.image is None and not ping.edit
            newly = {seats[s].user for s in after_seats - before_seats}
            assert set(ping.mentions) == newly - {actor.id}       # only the newly awaited are pinged
            counts["pings"] += 1
        elif after_seats != before_seats:
            [step] = public
            assert step.kind == "step" and step.image is None and step.edit and not step.mentions
            slots.add(step.edit)
            counts["steps"] += 1
        else:                                   # the same players go on: nothing in the channel
            assert public == [], [r.text for r in public]
            counts["quiet"] += 1
        counts["answers"] += 1
    finished = await storage.latest_game(HERE.channel)
    logged = await storage.events_after(finished.id, 0)
    counts["logged"] = len([record for record in logged if record.action is not None])
    counts["slots"] = len(slots)
    counts["posts"] = posts
    counts["rounds"] = engine.moment(engine.loads(finished.state)).round
    return counts


@pytest.mark.slow
@pytest.mark.parametrize("game, players, options, seed", [
    ("nehemiah", 3, {}, 1), ("nehemiah", 4, {"leaders": True}, 2),
    ("temple", 5, {}, 3), ("temple", 4, {"sealed_market": True}, 4)])
def test_a_board_per_turn_through_the_service(tmp_path, backend, game, players, options, seed):
    table = Table(tmp_path / "bot.db", renderer=Pictures(), backend=backend)

    async def scenario():
        await table.open()
        try:
            return await whole_game(table, game, players, options, seed)
        finally:
            await table.close()
    counts = run(scenario())
    assert counts["boards"] < counts["answers"] * (0.7 if game == "nehemiah" else 1 / 3)
    assert counts["quiet"] > 0                          # steps of one action posted nothing
    # every event of every answer is in the log, however few boards showed them
    assert counts["logged"] == counts["events"] > counts["boards"]
    if options.get("leaders") or options.get("sealed_market") or game == "temple":
        assert counts["steps"] > 0 and counts["slots"] > 0
    if game == "temple":
        assert counts["pings"] > 0


def test_a_status_message_is_remembered_per_game_and_slot(table):
    async def scenario():
        await table.started()
        game = await table.storage.open_game(HERE.channel)
        assert await table.storage.post_of(game.id, "step:1.0.0") is None
        await table.storage.remember_post(game.id, "step:1.0.0", "111")
        await table.storage.remember_post(game.id, "step:1.0.0", "222")     # posted anew (deleted)
        await table.storage.remember_post(game.id, "step:1.1.0", "333")
        assert await table.storage.post_of(game.id, "step:1.0.0") == "222"
        assert await table.storage.post_of(game.id, "step:1.1.0") == "333"
    run(scenario())


def test_the_next_board_summarises_what_happened_since_the_last_one(table):
    """A placement and its neutral worker (2 players) are one action: no post after the first step,
    then one board with both lines; taking the turn's end back posts the board again, and the next
    board still shows the redone action."""
    from .conftest import ALICE, BOB

    async def scenario():
        await table.started(users=(ALICE, BOB))
        first = await table.answer_first(ALICE)
        assert [r for r in first if not r.private] == []
        second = await table.answer_first(ALICE)
        [board] = [r for r in second if not r.private]
        assert board.kind == "board" and board.mentions == ["u2"]
        assert "sends a worker" in board.text and "neutral worker" in board.text
        [undone, *_] = await table.service.undo(HERE, ALICE)
        assert undone.kind == "board"                  # the turn's end was taken back
        redone = await table.answer_first(ALICE)
        [again] = [r for r in redone if not r.private]
        assert again.kind == "board" and "neutral worker" in again.text
    run(scenario())


@pytest.mark.parametrize("game, players, options, seed", [
    ("nehemiah", 3, {}, 5), pytest.param("temple", 4, {}, 6, marks=pytest.mark.slow)])
def test_the_picture_setting_changes_the_pictures_and_nothing_else(tmp_path, backend, game, players, options, seed):
    """Every turn, once a round, or only on request: the same game (same seed, same answers) posts
    the same summaries, pings and status lines; only the pictures differ, and the final board always
    has one."""
    runs = {}
    for setting in PICTURES:
        table = Table(tmp_path / f"{setting}.db", renderer=Pictures(), backend=backend)

        async def scenario():
            await table.open()
            try:
                return await whole_game(table, game, players, options, seed, pictures=setting)
            finally:
                await table.close()
        runs[setting] = run(scenario())
    turn, by_round, request = runs["turn"], runs["round"], runs["request"]
    assert turn["posts"] == by_round["posts"] == request["posts"]
    assert turn["pictures"] == turn["boards"]
    assert request["pictures"] == 1                                  # the final board only
    # one at the start of each round (rounds count from 1), and the final board unless a round began there
    assert by_round["pictures"] in (turn["rounds"], turn["rounds"] + 1)
    assert by_round["pictures"] < turn["pictures"]
