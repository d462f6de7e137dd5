"""A typed number is the N-th choice shown to the player (issue 28): the question lists only the
options a player can take, and `play 3` (the console, /play move:3, the amount form) plays the third
of that list, never a hidden closed option. Out of the list, 0, negative or not a number: a short
refusal saying what is expected, and nothing changes."""
from __future__ import annotations

import pytest

import engine
from bot.typed import TypedRefusal, read_typed, shown_options
from engine.agents import random_agent

from .conftest import ALICE, BOB, CYD, HERE, run

PLAYERS = {"nehemiah": 3, "temple": 3, "architects": 3, "ezra_nehemiah": 2}
BAD = ("0", "-1", "+0", "99999999999", "1.5", "two", "")


def hides_a_closed_option(decision) -> bool:
    """A question where numbering all options and numbering the shown ones differ."""
    shown = shown_options(decision)
    return decision.kind == "one" and len(shown) >= 2 and \
        [o.id for o in shown] != [o.id for o in decision.options[:len(shown)]]


def walk(game: str, players: int, seed: int, limit: int = 4000):
    """Every decision of a random game."""
    state = engine.new_game(game, players, seed=seed)
    agent = random_agent(game, seed)
    for _ in range(limit):
        pending = engine.pending(state)
        if not pending:
            return
        for decision in pending:
            yield decision
        decision = pending[0]
        state, _ = engine.act(state, decision.seat, agent.choose(state, decision))


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_every_typed_number_is_the_choice_shown_at_that_place(game):
    closed = questions = amounts = 0
    for decision in walk(game, PLAYERS[game], seed=3):
        shown = shown_options(decision)
        if decision.kind == "amount":
            amounts += 1
            assert read_typed(decision, str(decision.min)) == decision.min
            assert read_typed(decision, f" {decision.max} ") == decision.max
            for bad in (str(decision.max + 1), str(decision.min - 1), "x", "1.5"):
                with pytest.raises(TypedRefusal):
                    read_typed(decision, bad)
            for option in shown:                      # a named answer beside the amount ("pass")
                assert read_typed(decision, option.id) == option.id
            continue
        questions += 1
        closed += len(shown) < len(decision.options)
        for number, option in enumerate(shown, start=1):
            expected = [option.id] if decision.kind == "many" else option.id
            assert read_typed(decision, str(number)) == expected
        for bad in BAD + (str(len(shown) + 1),):
            if bad == "" and decision.kind == "many":
                assert read_typed(decision, bad) == []      # choosing none: the engine's min decides
                continue
            with pytest.raises(TypedRefusal) as refused:
                read_typed(decision, bad)
            assert refused.value.params["expected"]["params"]["count"] == len(shown)
        if decision.kind == "many" and len(shown) >= 2:
            assert read_typed(decision, "1, 2") == [shown[0].id, shown[1].id]
    assert questions > 20
    if game != "nehemiah":          # Nehemiah never offers a closed option: all it asks can be taken
        assert closed > 0, "the walk met questions with closed options"
    if game in ("temple", "ezra_nehemiah"):
        assert amounts > 0


async def _open(service, game: str, users) -> None:
    await service.create(HERE, users[0], game, {})
    for user in users[1:]:
        await service.join(HERE, user)
    [reply, *_] = await service.start(HERE, users[0], [u.id for u in users])
    assert reply.ok, reply.text


async def _walk_to(table, game: str, users, wanted, limit: int = 3000):
    """Play random moves through the service until a player's question is `wanted`; that player and
    the engine's decision."""
    service, storage = table.service, table.storage
    agent = random_agent(game, 5)
    for _ in range(limit):
        record = await storage.open_game(HERE.channel)
        state = engine.loads(record.state)
        by_seat = {s.seat: s.user for s in await storage.seats(record.id)}
        user_of = {u.id: u for u in users}
        pending = engine.pending(state)
        for decision in pending:
            if wanted(decision):
                return user_of[by_seat[decision.seat]], decision
        decision = pending[0]
        user = user_of[by_seat[decision.seat]]
        [prompt] = await service.prompt(HERE, user)
        [reply, *_] = await service.play(HERE, user, agent.choose(state, decision), prompt.prompt.decision)
        assert reply.ok, reply.text
    raise AssertionError("no such question came")


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_a_typed_number_plays_the_shown_choice_through_the_service(table, game):
    async def scenario():
        users = (ALICE, BOB, CYD)[:PLAYERS[game]]
        await _open(table.service, game, users)
        wanted = (lambda d: d.kind == "one" and len(d.options) >= 2) if game == "nehemiah" else hides_a_closed_option
        user, decision = await _walk_to(table, game, users, wanted)
        [asked] = await table.service.prompt(HERE, user)
        shown = asked.prompt.choices
        assert [c.id for c in shown] == [o.id for o in shown_options(decision)]   # one list for both
        # the first place where the shown list and the list of all options disagree (the last
        # shown choice where they never do): typing its number must play the shown choice
        number = next((n for n, choice in enumerate(shown, start=1) if decision.options[n - 1].id != choice.id),
                      len(shown))
        before = table.dump()
        for bad in BAD + (str(len(shown) + 1),):
            [refused] = await table.service.play(HERE, user, bad, typed=True)
            assert not refused.ok and f"1 to {len(shown)}" in refused.text, (bad, refused.text)
            assert table.dump() == before
        [played, *_] = await table.service.play(HERE, user, f" {number} ", typed=True)
        assert played.ok, played.text
        game_id = (await table.storage.latest_game(HERE.channel)).id
        assert (await table.storage.actions(game_id))[-1].choice == shown[number - 1].id
    run(scenario())
