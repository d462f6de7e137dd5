"""Autocomplete, refusals, restarts, several channels, permissions, reminders, languages."""
from __future__ import annotations

import discord

from bot.discord_bot.commands import send_reminders
from bot.discord_bot.translator import CatalogTranslator

from .conftest import make_bot
from .play import (answer_least, answer_prompt, awaited, buttons, latest_board, modal_inputs,
                   private_message, take_turn)
from .test_game import open_lobby


async def test_autocomplete_offers_only_the_callers_legal_moves(world):
    await open_lobby(world)
    [member] = await awaited(world)
    others = [u for u in world.users if u is not member]
    offered = await member.autocomplete(world.channel, "play", "move", "")
    assert 0 < len(offered) <= 25 and all(len(c["name"]) <= 100 for c in offered)
    assert all(c["value"].startswith("place:") and "|" in c["value"] for c in offered)
    assert await others[0].autocomplete(world.channel, "play", "move", "") == []
    narrowed = await member.autocomplete(world.channel, "play", "move", "column 2")
    assert narrowed and all("column 2" in c["name"] for c in narrowed)
    before = world.public()
    refused = await member.slash(world.channel, "play", move="teleport to the temple")
    assert refused.ephemeral and "not one of your options" in private_message(refused).content
    wrong = await others[0].slash(world.channel, "play", move="place:1")
    assert wrong.ephemeral and "not your turn" in private_message(wrong).content
    assert len(world.public()) == len(before)       # refusals post nothing in the channel


async def test_a_stranger_pressing_buttons_changes_nothing(world):
    await open_lobby(world)
    stranger = world.guild.add_member(world.env.create_user("eve"))
    board = latest_board(world.channel)
    play_id = next(c for c in buttons(board) if c.startswith("tbl:play:"))
    shown = await stranger.click(board, custom_id=play_id)
    assert shown.ephemeral and "not playing" in private_message(shown).content
    [member] = await awaited(world)
    shown = await member.click(board, custom_id=play_id)
    question = private_message(shown)
    sneaky = await stranger.slash(world.channel, "play", move="place:1")
    assert "not playing" in private_message(sneaky).content
    assert await stranger.autocomplete(world.channel, "play", "move", "") == []
    before = len(world.public())
    result = await answer_prompt(member, question)
    assert result.acknowledged and len(world.public()) == before + 1


async def test_old_buttons_after_a_restart(world, tmp_path, clock):
    await open_lobby(world)
    [member] = await awaited(world)
    board = latest_board(world.channel)
    shown = await member.click(board, custom_id=next(c for c in buttons(board) if c.startswith("tbl:play:")))
    old_question = private_message(shown)
    old_bot = world.bot
    await world.env.restart_bot(make_bot(world.path, clock))
    await old_bot.storage.close()            # the old process's database handle
    await world.env.bot.tree.sync()
    world.bot = world.env.bot
    result = await answer_prompt(member, old_question)          # still the open decision: it works
    assert result.acknowledged
    [member] = await awaited(world)
    board = latest_board(world.channel)
    shown = await member.click(board, custom_id=next(c for c in buttons(board) if c.startswith("tbl:play:")))
    question = private_message(shown)
    offered = await member.autocomplete(world.channel, "play", "move", "")
    await member.slash(world.channel, "play", move=offered[0]["value"])   # answered another way
    stale = await answer_prompt(member, question)               # so this question is stale now
    texts = [m.content for m in ([stale.response] if stale.response else []) + stale.followups]
    assert any("earlier moment" in t for t in texts), texts
    [next_member] = await awaited(world)
    await take_turn(world, next_member)                          # and the game goes on


async def test_two_channels_run_independent_games_and_a_busy_channel_refuses(world):
    alice, bob, cyd = world.users
    other = world.guild.create_text_channel("more-games")
    await open_lobby(world)
    busy = await bob.slash(world.channel, "game new", game="nehemiah")
    assert "already has a game" in private_message(busy).content
    await cyd.slash(other, "game new", game="nehemiah", thread="off")
    await alice.slash(other, "game join")
    await cyd.slash(other, "game start")
    assert len([m for m in world.public(other) if m.attachments]) == 1
    storage = world.bot.service.storage
    one = await storage.open_game(str(world.channel.id))
    two = await storage.open_game(str(other.id))
    assert one.id != two.id and two.status == "active"
    [member] = await awaited(world)
    await take_turn(world, member)
    assert len(await storage.actions(one.id)) == 1 and len(await storage.actions(two.id)) == 0


async def test_direct_messages_are_refused_politely(world):
    alice = world.users[0]
    result = await alice.user.slash("game new", game="nehemiah")
    assert "server channel" in private_message(result).content


async def test_missing_permission_to_post_images(world):
    alice, bob, cyd = world.users
    locked = world.guild.create_text_channel(
        "no-pictures", overwrites={world.guild.me: discord.PermissionOverwrite(attach_files=False)})
    result = await alice.slash(locked, "game new", game="nehemiah")
    assert "cannot post" in private_message(result).content
    assert await world.bot.service.storage.open_game(str(locked.id)) is None   # nothing changed


async def test_finished_or_unknown_games(world):
    alice = world.users[0]
    result = await alice.slash(world.channel, "play", move="place:1")
    assert "no game in this channel" in private_message(result).content
    result = await alice.slash(world.channel, "game board")
    assert "no game in this channel" in private_message(result).content


async def test_reminders_ping_and_disable_themselves_on_deleted_channels(world):
    # (a channel where a permission is missing is tried again later: test_reminder_failures.py)
    await open_lobby(world)
    [member] = await awaited(world)
    world.clock.advance(25 * 3600)
    assert await send_reminders(world.bot) == 1
    reminder = world.public()[-1]
    assert f"<@{member.id}>" in reminder.content and "waiting for you" in reminder.content
    world.clock.advance(49 * 3600)
    storage = world.bot.service.storage
    game = await storage.open_game(str(world.channel.id))
    assert game.next_reminder_at is not None            # a second reminder is due
    world.env.inject_error("POST", f"/channels/{world.channel.id}/messages", status=404, code=10003,
                           message="Unknown Channel")
    sent = await send_reminders(world.bot)
    after = await storage.open_game(str(world.channel.id))
    assert sent == 0 and after.next_reminder_at is None


async def test_command_names_are_translated():
    translator = CatalogTranslator()
    context = discord.app_commands.TranslationContext(
        discord.app_commands.TranslationContextLocation.command_name, None)
    from bot.discord_bot.translator import T
    assert await translator.translate(T("cmd-game"), discord.Locale.polish, context) == "gra"
    assert (await translator.translate(T("cmd-new-desc"), discord.Locale.polish, context)).startswith("Otwórz")
    assert await translator.translate(T("cmd-game"), discord.Locale.american_english, context) is None
    assert await translator.translate(T("cmd-game"), discord.Locale.japanese, context) is None


async def test_closing_the_bot_closes_the_database(tmp_path):
    import simcord
    from bot.clock import FakeClock
    bot = make_bot(tmp_path / "closing.db", FakeClock())
    async with simcord.run(bot):
        assert bot.storage._db is not None and bot.service is not None
        await bot.close()                    # what SIGTERM leads to (app.serve)
        assert bot.storage._db is None


async def test_an_expired_interaction_is_a_logged_harmless_failure(world, caplog):
    await open_lobby(world)
    [member] = await awaited(world)
    board = latest_board(world.channel)
    play_id = next(c for c in buttons(board) if c.startswith("tbl:play:"))
    world.env.inject_error("*", "/webhooks/*", status=404, code=10015, message="Unknown Webhook",
                           times=None)
    storage = world.bot.service.storage
    before = await storage.open_game(str(world.channel.id))
    await member.click(board, custom_id=play_id)          # its private answer cannot be delivered
    after = await storage.open_game(str(world.channel.id))
    assert (after.version, after.state) == (before.version, before.state)
    assert "unexpected error" in caplog.text or "could not even apologize" in caplog.text


def test_the_discord_locale_reaches_the_service():
    from types import SimpleNamespace
    from bot.discord_bot.bridge import place_of, user_of
    interaction = SimpleNamespace(
        user=SimpleNamespace(id=42, display_name="Ola"), locale=discord.Locale.polish, guild_id=7,
        channel_id=9, guild_locale=discord.Locale.polish,
        permissions=discord.Permissions(manage_channels=True))
    user = user_of(interaction)
    assert (user.id, user.name, user.locale, user.manager) == ("42", "Ola", "pl", True)
    assert place_of(interaction) == type(place_of(interaction))(channel="9", guild="7", locale="pl")


async def a_bid_too_large_for_a_menu(world):
    """A Nehemiah table with leaders where everybody has 30 gold (more than a menu of 25 values can
    hold): the second player's sealed bid for a leader, asked with the amount form. (bidder, the
    question's message, the form button's custom id, the game)"""
    import engine
    from .play import private_message
    await open_lobby(world, options="leaders")
    storage = world.bot.service.storage
    game = await storage.open_game(str(world.channel.id))
    state = engine.loads(game.state)
    for player in state.players:
        player.gold = 30
    async with storage._write() as db:
        await db.execute("UPDATE games SET state = ? WHERE id = ?", (engine.dumps(state), game.id))
    [opener] = await awaited(world)
    await take_turn(world, opener)                        # puts a leader up for bids
    bidder = world.users[1]
    for _ in range(2):                                    # workers, then wood: small menus
        shown = await bidder.click(latest_board(world.channel), custom_id=next(
            c for c in buttons(latest_board(world.channel)) if c.startswith("tbl:play:")))
        await answer_prompt(bidder, private_message(shown))
    shown = await bidder.click(latest_board(world.channel), custom_id=next(
        c for c in buttons(latest_board(world.channel)) if c.startswith("tbl:play:")))
    question = private_message(shown)
    [number] = [c for c in buttons(question) if c.startswith("tbl:num:")]
    return bidder, question, number, game


async def test_a_large_amount_is_entered_in_a_small_form(world):
    import engine
    bidder, question, number, game = await a_bid_too_large_for_a_menu(world)
    storage = world.bot.service.storage
    form = await bidder.click(question, custom_id=number)
    assert form.modal is not None
    done = await bidder.submit_modal(form, {next(iter(modal_inputs(form.modal))): "27"})
    assert done.acknowledged
    edited = world.env.backend.get_message(question.message.channel.id, question.message.id)
    assert edited.components == [] and edited.content     # the question's message lost its buttons
    state = engine.loads((await storage.open_game(str(world.channel.id))).state)
    bids = next(f for f in state.frames if type(f).__name__ == "Bids")
    seat = next(s.seat for s in await storage.seats(game.id) if s.user == str(bidder.id))
    assert bids.parts[seat][2] == 27


async def test_a_status_message_is_edited_after_a_restart(world, clock):
    """The message of a sealed step's status line is remembered in the database: a new process edits
    the same message rather than posting another."""
    await open_lobby(world, "leaders")
    [opener] = await awaited(world)
    await take_turn(world, opener)                          # the leader goes up for bids
    first, second, _ = await awaited(world)
    for _ in range(3):
        await answer_least(world, first)
    [status] = [m for m in world.public() if "answered. Waiting for" in m.content]
    assert "1 of 3 has answered" in status.content
    old_bot = world.bot
    await world.env.restart_bot(make_bot(world.path, clock))
    await old_bot.storage.close()
    await world.env.bot.tree.sync()
    world.bot = world.env.bot
    for _ in range(3):
        await answer_least(world, second)
    [edited] = [m for m in world.public() if "answered. Waiting for" in m.content]
    assert edited.id == status.id and "2 of 3 have answered" in edited.content


async def test_only_the_latest_lobby_has_buttons_and_none_after_the_start(world):
    """Commands post a fresh copy of the lobby: the copy before it loses its buttons, and the start
    (a command too, so no lobby message was clicked) retires the last one."""
    alice, bob, cyd = world.users

    def lobbies_with_buttons():
        return [m for m in world.public() if any(c.startswith("tbl:join:") for c in buttons(m))]

    await alice.slash(world.channel, "game new", game="nehemiah", thread="off")
    await bob.slash(world.channel, "game join")
    await cyd.slash(world.channel, "game join")
    lobbies = [m for m in world.public() if "opened a game" in m.content]
    assert len(lobbies) == 3 and lobbies_with_buttons() == [lobbies[-1]]
    await alice.slash(world.channel, "game start")
    assert lobbies_with_buttons() == []
    assert len([m for m in world.public() if m.attachments]) == 1


async def test_a_lobby_closed_by_its_host_keeps_no_buttons(world):
    alice, bob, _ = world.users
    await alice.slash(world.channel, "game new", game="nehemiah", thread="off")
    await bob.slash(world.channel, "game join")
    await alice.slash(world.channel, "game leave")          # the host leaves: the lobby is closed
    assert "closed the lobby" in world.public()[-1].content
    assert not [m for m in world.public() if any(c.startswith("tbl:join:") for c in buttons(m))]
