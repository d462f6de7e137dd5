"""The bot against Discord's published rules (issue 28), offline.

* The exact bulk upload of the slash commands (what `tree.sync()` sends, with the bot's translator,
  every locale) keeps every documented rule (tests/discord/contract.py).
* Every request of every Discord test keeps the message limits, and every interaction is answered,
  none left "thinking…": the `simcord_env` fixture (tests/discord/conftest.py) checks that after each
  test, so the whole games of the four games are held to it. The checker itself is tested here on
  payloads that break each rule.
* Acknowledge first: with a database that takes 4 seconds per read (the double's clock is virtual),
  every button, form and suggestion is still answered within Discord's 3 seconds.
"""
from __future__ import annotations

import asyncio

import pytest

from bot.discord_bot import limits as L
from bot.discord_bot.commands import MAX_TABLE

from . import contract as C
from .play import awaited, buttons, latest_board, modal_inputs, private_message
from .test_edges import a_bid_too_large_for_a_menu
from .test_game import open_lobby

LANGUAGES = {"pl": "pl", "fr": "fr"}       # Discord locale -> catalog language, besides English


def _uploads(world) -> list:
    return [r for r in world.env.recorder.requests
            if r.method == "PUT" and r.path.endswith("/commands") and r.error is None]


# --- the commands ---------------------------------------------------------------------------------

async def test_the_command_upload_keeps_every_published_rule_in_every_language(world):
    [upload] = _uploads(world)[-1:]
    body = upload.json
    assert C.command_problems(body) == []
    assert {c["name"] for c in body} >= {"game", "play", "hand", "games", "stats", "rules", "help"}

    def walk(items):
        for item in items:
            yield item
            yield from walk(item.get("options") or [])
    integers = [o for o in walk(body) if o.get("type") == 4]
    assert integers and all(-L.INT53 <= o.get(bound, 0) <= L.INT53 for o in integers
                            for bound in ("min_value", "max_value"))
    tables = [o for o in integers if o.get("max_value") == MAX_TABLE]
    assert len(tables) == 2 and MAX_TABLE == 2**53 - 1          # /game replay and /game export
    for item in walk(body):                    # every name and description in Polish and French too
        for locale in LANGUAGES:
            assert locale in (item.get("name_localizations") or {}), item["name"]
            if item.get("type", 1) != 1 or "description" in item:
                assert locale in (item.get("description_localizations") or {}), item["name"]


async def test_a_server_sync_uploads_the_same_valid_commands(world):
    guild = world.guild.id
    await world.bot.tree.sync(guild=__import__("discord").Object(guild))
    for upload in _uploads(world):
        assert C.command_problems(upload.json) == []


def test_the_checker_finds_each_broken_command_rule():
    def command(**changes):
        base = {"name": "game", "description": "A game", "type": 1, "options": [
            {"type": 4, "name": "table", "description": "Which", "required": False, "min_value": 1,
             "max_value": L.INT53}]}
        base.update(changes)
        return base
    assert C.command_problems([command()]) == []
    broken = {
        "bound": [command(options=[{"type": 4, "name": "table", "description": "d", "max_value": 2**53}])],
        "upper": [command(name="Game")],
        "space": [command(name_localizations={"pl": "nowa gra"})],
        "long description": [command(description="x" * 101)],
        "empty localized description": [command(description_localizations={"fr": ""})],
        "locale": [command(name_localizations={"xx": "gra"})],
        "twins": [command(), command(name="other", name_localizations={"pl": "game"})],
        "order": [command(options=[{"type": 3, "name": "a", "description": "d"},
                                   {"type": 3, "name": "b", "description": "d", "required": True}])],
        "choices": [command(options=[{"type": 3, "name": "a", "description": "d",
                                      "choices": [{"name": str(i), "value": str(i)} for i in range(26)]}])],
        "choice value": [command(options=[{"type": 3, "name": "a", "description": "d",
                                           "choices": [{"name": "n", "value": "v" * 101}]}])],
        "options": [command(options=[{"type": 3, "name": f"o{i}", "description": "d"} for i in range(26)])],
        "4,000": [command(options=[{"type": 3, "name": f"o{i}", "description": "d" * 100, "choices": [
            {"name": "n" * 100, "value": f"v{j}"} for j in range(25)]} for i in range(2)])],
    }
    for rule, body in broken.items():
        assert C.command_problems(body), rule


# --- the messages -----------------------------------------------------------------------------------

def test_the_checker_finds_each_broken_message_limit():
    def row(*children):
        return {"type": 1, "components": list(children)}

    def button(custom_id="b", label="ok"):
        return {"type": 2, "style": 1, "custom_id": custom_id, "label": label}

    def menu(count=3, **changes):
        select = {"type": 3, "custom_id": "m", "options": [{"label": str(i), "value": str(i)} for i in range(count)]}
        select.update(changes)
        return select
    assert C.message_problems({"content": "x" * 2000, "components": [row(button())]}, [100], ["a.png"]) == []
    broken = {
        "content": ({"content": "x" * 2001}, []),
        "rows": ({"components": [row(button(f"b{i}")) for i in range(6)]}, []),
        "buttons": ({"components": [row(*[button(f"b{i}") for i in range(6)])]}, []),
        "label": ({"components": [row(button(label="x" * 81))]}, []),
        "custom id": ({"components": [row(button(custom_id="x" * 101))]}, []),
        "twin ids": ({"components": [row(button("same"), button("same"))]}, []),
        "menu size": ({"components": [row(menu(26))]}, []),
        "empty menu": ({"components": [row(menu(0))]}, []),
        "placeholder": ({"components": [row(menu(placeholder="x" * 151))]}, []),
        "option text": ({"components": [row(menu(1, options=[{"label": "x" * 101, "value": "v"}]))]}, []),
        "max values": ({"components": [row(menu(3, max_values=4))]}, []),
        "menu with a button": ({"components": [row(menu(), button())]}, []),
        "files": ({}, [1] * 11),
        "file size": ({}, [L.UPLOAD_BYTES + 1]),
    }
    for rule, (body, sizes) in broken.items():
        assert C.message_problems(body, sizes, ["f"] * len(sizes)), rule
    assert C.autocomplete_problems([{"name": "n", "value": "v"}] * 26)
    assert C.autocomplete_problems([{"name": "", "value": "v"}])
    assert C.modal_problems({"title": "x" * 46, "custom_id": "m", "components": []})
    edit = C.Request("PATCH", "/webhooks/1/tok/messages/@original", {"components": []},
                     response={"content": "", "components": [], "attachments": []})
    assert C.request_problems(edit) == ["PATCH /webhooks/1/<token>/messages/@original: the edit leaves an "
                                        "empty message"]


# --- every interaction answered, none left thinking ---------------------------------------------------

async def test_abandoning_answers_the_confirmation_and_leaves_nobody_thinking(world):
    await open_lobby(world)
    host = world.users[0]
    asked = await host.slash(world.channel, "game abandon")
    question = private_message(asked)
    [confirm] = [c for c in buttons(question) if c.startswith("tbl:abandon:")]
    before = len(world.public())
    await host.click(question, custom_id=confirm)
    assert C.interaction_problems(world.env.backend, world.env.recorder.requests) == []
    assert "abandoned" in world.public()[-1].content and len(world.public()) == before + 1
    shown = world.env.backend.get_message(question.message.channel.id, question.message.id)
    assert shown.components == [] and shown.content            # the question stays, its button is gone


class WatchedStorage:
    """The bot's storage, noting each call in the request log of the double: what the bot read, in
    order with what it sent to Discord."""

    def __init__(self, storage, log: list) -> None:
        self._storage, self._log = storage, log

    def __getattr__(self, name):
        attribute = getattr(self._storage, name)
        if not asyncio.iscoroutinefunction(attribute):
            return attribute

        async def watched(*args, **kwargs):
            self._log.append(C.Request("DATABASE", name, None))
            return await attribute(*args, **kwargs)
        return watched


async def _first_steps(world, action):
    """What the bot did first for one interaction: the requests and database reads, in order."""
    log = world.env.recorder.requests
    service = world.bot.service
    real = service.storage
    service.storage = WatchedStorage(real, log)
    start = len(log)
    try:
        result = await action()
    finally:
        service.storage = real
    return result, log[start:]


def _acknowledged_first(steps, callback_type) -> bool:
    first = steps[0]
    return first.method == "POST" and first.path.endswith("/callback") and first.json["type"] == callback_type


async def test_every_interaction_is_acknowledged_before_the_database_is_read(world):
    """A slow database must not make an interaction miss Discord's 3 seconds: the Play button, a
    choice and /play acknowledge before their first read, the amount form's button opens its form
    without any read; /play's suggestions, which cannot be deferred, give up after a budget."""
    await open_lobby(world)
    [member] = await awaited(world)
    board = latest_board(world.channel)
    play = next(c for c in buttons(board) if c.startswith("tbl:play:"))
    shown, steps = await _first_steps(world, lambda: member.click(board, custom_id=play))
    assert _acknowledged_first(steps, C.DEFERRED_CHANNEL_MESSAGE), steps[:3]
    question = private_message(shown)
    choice = next(c for c in buttons(question) if c.startswith("tbl:opt:"))
    _, steps = await _first_steps(world, lambda: member.click(question, custom_id=choice))
    assert _acknowledged_first(steps, C.DEFERRED_UPDATE), steps[:3]
    _, steps = await _first_steps(world, lambda: member.slash(world.channel, "play", move="99"))
    assert _acknowledged_first(steps, C.DEFERRED_CHANNEL_MESSAGE), steps[:3]
    assert any(r.method == "DATABASE" for r in steps)       # it did read, afterwards


async def test_suggestions_give_up_rather_than_miss_discords_three_seconds(monkeypatch):
    from bot.discord_bot import commands
    assert commands.AUTOCOMPLETE_SECONDS < L.ACKNOWLEDGE_SECONDS
    monkeypatch.setattr(commands, "AUTOCOMPLETE_SECONDS", 0.01)
    assert await commands.within_budget(asyncio.sleep(3600, "late"), "none") == "none"
    monkeypatch.setattr(commands, "AUTOCOMPLETE_SECONDS", 600)     # (no bound on the machine's speed)
    assert await commands.within_budget(asyncio.sleep(0, "soon"), "none") == "soon"


async def test_the_amount_form_opens_at_once_and_answers_on_the_questions_message(world):
    """The form opens without reading the database; once submitted, the question's own message loses
    its buttons (the "thinking…" placeholder of old is gone); a wrong number is refused with the
    range, a form of an earlier question is stale; neither changes anything."""
    import engine
    bidder, question, number, game = await a_bid_too_large_for_a_menu(world)
    storage = world.bot.service.storage
    form, steps = await _first_steps(world, lambda: bidder.click(question, custom_id=number))
    assert form.modal is not None
    assert not [r for r in steps if r.method == "DATABASE"] and _acknowledged_first(steps, C.MODAL)
    field = next(iter(modal_inputs(form.modal)))
    before = (await storage.open_game(str(world.channel.id))).version
    refused = await bidder.submit_modal(form, {field: "lots"})
    assert "whole number from" in refused.followups[0].content and refused.followups[0].ephemeral
    assert (await storage.open_game(str(world.channel.id))).version == before
    form = await bidder.click(question, custom_id=number)
    typed = await bidder.slash(world.channel, "play", move="26")   # answered another way meanwhile
    assert typed.acknowledged
    after = (await storage.open_game(str(world.channel.id))).version
    assert after == before + 1
    stale = await bidder.submit_modal(form, {next(iter(modal_inputs(form.modal))): "27"})
    assert "earlier moment" in stale.followups[0].content
    assert (await storage.open_game(str(world.channel.id))).version == after
    state = engine.loads((await storage.open_game(str(world.channel.id))).state)
    bids = next(f for f in state.frames if type(f).__name__ == "Bids")
    seat = next(s.seat for s in await storage.seats(game.id) if s.user == str(bidder.id))
    assert bids.parts[seat][2] == 26


@pytest.mark.parametrize("text", ["0", "-1", "9", "two"])
async def test_a_typed_move_out_of_the_shown_list_is_refused_with_what_is_expected(world, text):
    await open_lobby(world)
    [member] = await awaited(world)
    offered = await member.autocomplete(world.channel, "play", "move", "")
    before = (world.bot.service.storage, len(world.public()))
    game = await world.bot.service.storage.open_game(str(world.channel.id))
    refused = await member.slash(world.channel, "play", move=text if text != "9" else str(len(offered) + 1))
    content = private_message(refused).content
    assert refused.ephemeral and f"1 to {len(offered)}" in content, content
    assert (await world.bot.service.storage.open_game(str(world.channel.id))).version == game.version
    assert len(world.public()) == before[1]
