"""The Discord bot: setup in `setup_hook`, default intents, no mentions unless asked for, one central
error handler, clean shutdown (database closed) on SIGTERM."""
from __future__ import annotations

import asyncio
import functools
import logging
import signal
from typing import Any, Awaitable, Callable

import discord
from discord import app_commands
from discord.ext import commands

from ..clock import Clock
from ..service import TableService
from ..storage import Storage
from .bridge import place_of, user_of
from .translator import CatalogTranslator

log = logging.getLogger(__name__)


class TableBot(commands.Bot):
    def __init__(self, storage: Storage, *, renderer: Any = "default", clock: Clock | None = None,
                 run_reminders: bool = True, shard: tuple[int, int] | None = None) -> None:
        """`shard`: (id, count) when this process runs one shard of several (config.shard()); the
        processes share one database, and their reminder sweeps may run at once (each reminder and
        each seat's time-out is claimed by a conditional update, so none is sent twice)."""
        sharding = {"shard_id": shard[0], "shard_count": shard[1]} if shard else {}
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         allowed_mentions=discord.AllowedMentions.none(), help_command=None, **sharding)
        if renderer == "default":
            import render as renderer
        self.storage = storage
        self.renderer = renderer
        self.clock = clock
        self.run_reminders = run_reminders
        self.service: TableService | None = None

    async def setup_hook(self) -> None:
        from .commands import GameCommands, PlayCommands, Reminders
        from .components import ITEMS
        await self.storage.open()
        self.service = TableService(self.storage, clock=self.clock, renderer=self.renderer)
        await self.tree.set_translator(CatalogTranslator())
        self.tree.on_error = self.on_app_command_error
        self.add_dynamic_items(*ITEMS)
        await self.add_cog(GameCommands(self))
        await self.add_cog(PlayCommands(self))
        await self.add_cog(Reminders(self))

    async def close(self) -> None:
        await super().close()
        await self.storage.close()

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        await apologize(interaction, original)


async def apologize(interaction: discord.Interaction, error: BaseException) -> None:
    """Log an unexpected error with its context and tell the user, politely, in private."""
    log.error("unexpected error in %s by user %s in channel %s", getattr(interaction.command, "name",
              interaction.data.get("custom_id") if interaction.data else "?"), interaction.user.id,
              interaction.channel_id, exc_info=error)
    if interaction.type is discord.InteractionType.autocomplete:
        return                        # suggestions have no message to apologize in
    try:
        if not interaction.response.is_done():     # acknowledged first, the words read after
            await interaction.response.defer(ephemeral=True, thinking=True)
    except discord.HTTPException:
        pass
    try:
        text = await interaction.client.service.apology(place_of(interaction), user_of(interaction))
    except Exception:
        text = "Sorry, something went wrong."
    try:
        await interaction.followup.send(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not even apologize in channel %s", interaction.channel_id)


def guarded(callback: Callable[..., Awaitable[None]]):
    """Component callbacks: any unexpected error is logged and answered with an apology."""
    @functools.wraps(callback)
    async def wrapper(self, interaction: discord.Interaction, *args) -> None:
        try:
            await callback(self, interaction, *args)
        except Exception as error:
            await apologize(interaction, error)
    return wrapper


async def serve(token: str, storage: Storage, shard: tuple[int, int] | None = None) -> None:
    """Run until SIGTERM/SIGINT, then close the bot and the database cleanly."""
    bot = TableBot(storage, shard=shard)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, lambda: asyncio.create_task(bot.close()))
    async with bot:
        await bot.start(token)


async def sync_commands(token: str, storage: Storage, guild: int | None, *, clear: bool = False,
                        bot: TableBot | None = None) -> int:
    """Register the slash commands with Discord, and return how many the target now has. Globally
    (shown within an hour); or with `guild`, copies in that one server for testing (shown at once:
    where the global ones are registered too, that server shows each twice); `clear` removes that
    server's copies (an empty list for it). `bot`: one already logged in (tests); otherwise a bot
    is made and logged in with `token`."""
    if bot is None:
        bot = TableBot(storage, run_reminders=False)
        async with bot:
            await bot.login(token)
            return await sync_commands(token, storage, guild, clear=clear, bot=bot)
    if guild is None:
        return len(await bot.tree.sync())
    target = discord.Object(guild)
    if clear:
        bot.tree.clear_commands(guild=target)
    else:
        bot.tree.copy_global_to(guild=target)
    return len(await bot.tree.sync(guild=target))
