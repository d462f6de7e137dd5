"""Service replies -> Discord messages.

Public replies are posted with the bot token (`channel.send`, or an edit of the lobby message), never
through an interaction token that may have expired. Private replies are ephemeral follow-ups of the
interaction, and only ever to the user who interacted. Mentions are opt-in per message, for exactly
the users the service names: the bot's default is AllowedMentions.none().

The messages carry the components' views (components.py, imported here); the components' own
callbacks reach `answer`, `turn_page`, `refuse_if_cannot_post` and `thread_opener` through the client
(app.TableBot), so that components.py need not import this module.
"""
from __future__ import annotations

import asyncio
import io
import logging

import discord

from ..replies import LOBBY_SLOT, Reply
from .bridge import parent_of, place_of, user_of
from .components import action_view, guide_view, prompt_text, prompt_view
from . import limits
from .limits import clip

log = logging.getLogger(__name__)

MAX_CONTENT = limits.CONTENT


def can_post(interaction: discord.Interaction) -> bool:
    """Can the bot post a board (message with a picture) in this channel? Unknown in a DM."""
    if interaction.guild_id is None:
        return True
    perms = interaction.app_permissions
    send = perms.send_messages_in_threads if isinstance(interaction.channel, discord.Thread) \
        else perms.send_messages
    return perms.view_channel and send and perms.attach_files


THREAD_ARCHIVE_MINUTES = 10080    # a week without a message before Discord hides a game's thread


def can_open_thread(interaction: discord.Interaction) -> bool:
    """May the bot open a public thread here and play in it? Not inside a thread (a game begun
    there stays there), nor in a direct message, a forum or a voice channel."""
    if interaction.guild_id is None or not isinstance(interaction.channel, (discord.TextChannel,)):
        return False
    perms = interaction.app_permissions
    return perms.view_channel and perms.create_public_threads and perms.send_messages_in_threads \
        and perms.attach_files


def thread_opener(interaction: discord.Interaction):
    """The service's `open_thread`: a public thread on the lobby message (the Start button's) or
    in the channel; its id, or None when Discord refuses (the game is then played in the channel)."""
    async def open_thread(name: str) -> str | None:
        message = interaction.message
        try:
            if message is not None and not message.flags.ephemeral and _is_lobby(message):
                thread = await message.create_thread(name=name, auto_archive_duration=THREAD_ARCHIVE_MINUTES)
            else:
                channel = await _channel(interaction)
                if not isinstance(channel, discord.TextChannel):
                    return None
                thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread,
                                                     auto_archive_duration=THREAD_ARCHIVE_MINUTES)
        except discord.HTTPException as error:     # forbidden (permissions changed since the lobby)
            log.warning("cannot open a thread in channel %s: %s", interaction.channel_id, error)
            return None
        return str(thread.id)
    return open_thread


async def refuse_if_cannot_post(interaction: discord.Interaction) -> bool:
    """Answer privately and return True when the bot lacks the permissions to post here; then the
    service is not called at all, so nothing changes."""
    if can_post(interaction):
        return False
    service = interaction.client.service
    await interaction.followup.send(await service.cannot_post(place_of(interaction), user_of(interaction)),
                                    ephemeral=True)
    return True


def _content(reply: Reply) -> str:
    pings = " ".join(f"<@{user}>" for user in reply.mentions)
    text = f"{pings}\n{reply.text}" if pings else reply.text
    return clip(text, MAX_CONTENT)


def mentions_for(reply: Reply) -> discord.AllowedMentions:
    """Only the named users; never @everyone, @here or roles."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(int(u)) for u in reply.mentions])


def _files(reply: Reply) -> list[discord.File]:
    """The reply's picture, then its other files (the score breakdown, a replay, a record)."""
    files = [discord.File(io.BytesIO(reply.image), filename=f"{reply.kind}-{reply.game}.png",
                          description=_alt(reply.alt or reply.kind))] if reply.image else []
    return files + [discord.File(io.BytesIO(attachment.data), filename=attachment.name,
                                 description=_alt(attachment.description) or None)
                    for attachment in reply.files]


def _alt(text: str) -> str:
    return clip(text, limits.ATTACHMENT_DESCRIPTION)


async def public_kwargs(service, reply: Reply, place) -> dict:
    kwargs: dict = {"content": _content(reply), "allowed_mentions": mentions_for(reply)}
    files = _files(reply)
    if files:
        kwargs["files"] = files
    if reply.buttons and reply.game is not None:
        kwargs["view"] = action_view(reply.game, reply.buttons, await service.labels(place))
    return kwargs


async def private_kwargs(service, reply: Reply, place, user) -> dict:
    text = prompt_text(reply.prompt) if reply.prompt is not None else reply.text
    kwargs: dict = {"content": clip(text, MAX_CONTENT), "ephemeral": True}
    files = _files(reply)
    if files:
        kwargs["files"] = files
    if reply.prompt is not None and (reply.prompt.choices or reply.prompt.kind == "amount"):
        kwargs["view"] = prompt_view(reply.prompt)
    elif reply.buttons and reply.game is not None:
        kwargs["view"] = action_view(reply.game, reply.buttons, await service.labels(place, user))
    elif reply.guide is not None:     # a rules page: the pages around it, and sharing it
        kwargs["view"] = guide_view(reply.guide, await service.labels(place, user))
    return kwargs


async def turn_page(interaction: discord.Interaction, replies: list[Reply]) -> None:
    """A private rules page in place of the one whose button was pressed (deferred): the same
    message, edited; a refusal comes as a new private message instead."""
    if not replies:
        return
    [reply, *rest] = replies
    if not (reply.ok and reply.private and reply.guide is not None):
        await answer(interaction, replies)
        return
    service = interaction.client.service
    kwargs = await private_kwargs(service, reply, place_of(interaction), user_of(interaction))
    await interaction.edit_original_response(content=kwargs["content"], view=kwargs.get("view"))
    if rest:
        await answer(interaction, rest)


async def answer(interaction: discord.Interaction, replies: list[Reply]) -> None:
    """Deliver the service's replies for an interaction that was already acknowledged. A private
    reply is a follow-up (the first one takes the place of a "thinking…" placeholder); when nothing
    private was said after a "thinking…" acknowledgement, the placeholder is deleted, so no
    interaction is left thinking."""
    service = interaction.client.service
    place, user = place_of(interaction), user_of(interaction)
    answered = False
    for reply in replies:
        if reply.later is not None:       # follows on its own once drawn (a finished game's replay)
            follow_later(interaction.client, reply)
            continue
        if reply.private:
            if reply.user != user.id:
                continue   # an ephemeral message can only go to whoever interacted
            await interaction.followup.send(**await private_kwargs(service, reply, place, user))
            answered = True
            continue
        try:
            await post(interaction, reply, place)
        except discord.Forbidden:
            await interaction.followup.send(await service.cannot_post(place, user), ephemeral=True)
            answered = True
    if not answered:
        await settle_placeholder(interaction)


async def settle_placeholder(interaction: discord.Interaction) -> None:
    """Delete the "thinking…" placeholder of an interaction acknowledged with one (nothing else
    has a placeholder: a deferred update keeps the message whose component was used)."""
    if interaction.response.type is not discord.InteractionResponseType.deferred_channel_message:
        return
    try:
        await interaction.delete_original_response()
    except discord.HTTPException:
        pass


async def post(interaction: discord.Interaction, reply: Reply, place) -> None:
    service = interaction.client.service
    kwargs = await public_kwargs(service, reply, place)
    if reply.edit and reply.game is not None:
        await _post_or_edit(interaction, reply, kwargs)
        return
    message = interaction.message
    if (reply.kind == "lobby" and message is not None and message.author.id == interaction.client.user.id
            and not message.flags.ephemeral):
        kwargs.pop("files", None)
        await message.edit(**{k: v for k, v in kwargs.items() if k != "allowed_mentions"})
        await _remember_lobby(interaction, reply.game, message.id)
        return
    sent = await (await _channel(interaction, reply.channel)).send(**kwargs)
    if reply.kind == "lobby" and reply.game is not None:
        await _remember_lobby(interaction, reply.game, sent.id)
    if reply.closes and reply.game is not None:
        await _close(interaction, reply.game, reply.closes)


async def _remember_lobby(interaction: discord.Interaction, game: int, message_id: int) -> None:
    """One lobby message with buttons per game: a new copy (e.g. after /game join) retires the
    buttons of the one before."""
    storage = interaction.client.service.storage
    before = await storage.post_of(game, LOBBY_SLOT)
    await storage.remember_post(game, LOBBY_SLOT, str(message_id))
    if before is not None and before != str(message_id):
        await _strip_buttons(interaction, before)


async def _close(interaction: discord.Interaction, game: int, slot: str) -> None:
    """The buttons of the slot's message are done (the lobby, once the game started or closed); a
    lobby of an earlier version, not remembered, is the message whose button was pressed."""
    known = await interaction.client.service.storage.post_of(game, slot)
    message = interaction.message
    if known is None and message is not None and message.author.id == interaction.client.user.id \
            and message.components and not message.flags.ephemeral and _is_lobby(message):
        known = str(message.id)
    if known is not None:
        await _strip_buttons(interaction, known)


async def _strip_buttons(interaction: discord.Interaction, message_id: str) -> None:
    try:
        await (await _channel(interaction)).get_partial_message(int(message_id)).edit(view=None)
    except discord.HTTPException:     # deleted meanwhile: nothing left to retire
        pass


async def _channel(interaction: discord.Interaction, channel_id: str | None = None):
    """Where a reply goes: the interaction's channel, or the one the reply names (the game's new
    thread, or the channel a thread game reports its result to)."""
    if channel_id is None or channel_id == str(interaction.channel_id):
        return interaction.channel or await interaction.client.fetch_channel(interaction.channel_id)
    client = interaction.client
    return client.get_channel(int(channel_id)) or await client.fetch_channel(int(channel_id))


async def _post_or_edit(interaction: discord.Interaction, reply: Reply, kwargs: dict) -> None:
    await _edit_or_send(interaction.client.service.storage, await _channel(interaction, reply.channel),
                        reply, kwargs)


async def _edit_or_send(storage, channel, reply: Reply, kwargs: dict) -> None:
    """A status line: edit the game's message of that slot (remembered in the database, so also
    after a restart); post it, and remember it, the first time or when it was deleted."""
    known = await storage.post_of(reply.game, reply.edit)
    if known is not None:
        try:
            await channel.get_partial_message(int(known)).edit(
                **{k: v for k, v in kwargs.items() if k not in ("allowed_mentions", "files")})
            return
        except discord.NotFound:
            pass
    message = await channel.send(**kwargs)
    await storage.remember_post(reply.game, reply.edit, str(message.id))


def _is_lobby(message: discord.Message) -> bool:
    for row in message.components:
        for child in getattr(row, "children", []):
            if (getattr(child, "custom_id", "") or "").startswith("tbl:join:"):
                return True
    return False


_following: set[asyncio.Task] = set()     # replies being drawn to follow (kept from the collector)


def follow_later(client: discord.Client, reply: Reply) -> None:
    """Do the reply's `later` work in the background and post what it gives to its channel with the
    bot token (no interaction token: the interaction was answered long before)."""
    async def run() -> None:
        try:
            for follow in await reply.later():
                await post_reminder(client, follow)
        except Exception:
            log.exception("a reply that follows could not be posted in channel %s", reply.channel)
    task = asyncio.create_task(run())
    _following.add(task)
    task.add_done_callback(_following.discard)


async def post_reminder(client: discord.Client, reply: Reply) -> None:
    """Post a public reply (a reminder, a step the bot answered, a replay that follows) to its
    channel with the bot token (raises Forbidden/NotFound)."""
    if reply.later is not None:
        follow_later(client, reply)
        return
    channel = client.get_channel(int(reply.channel)) or await client.fetch_channel(int(reply.channel))
    guild = getattr(channel, "guild", None)
    from ..replies import Place
    place = Place(channel=reply.channel, guild=str(guild.id) if guild else None, parent=parent_of(channel))
    kwargs = await public_kwargs(client.service, reply, place)
    if reply.edit and reply.game is not None:     # a status line of a step the bot answered in
        await _edit_or_send(client.service.storage, channel, reply, kwargs)
    else:
        await channel.send(**kwargs)


async def send_direct(client: discord.Client, reply: Reply) -> bool:
    """Send a private reply as a direct message from the bot to `reply.user` (a game's host told that
    its reminders cannot be posted). A user who takes no direct messages, or cannot be found, is
    logged, not raised: False."""
    try:
        user = client.get_user(int(reply.user)) or await client.fetch_user(int(reply.user))
        await user.send(clip(reply.text, MAX_CONTENT), allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException as error:
        log.warning("could not send a direct message to user %s: %s", reply.user, error)
        return False
    return True
