"""The Discord bot: setup in `setup_hook`, default intents, no mentions unless asked for, one central
error handler, clean shutdown (database closed) on SIGTERM.

The top of the front end: it imports the cogs (commands.py), the components (components.py) and the
delivery (deliver.py), and none of them imports it. The components reach the service and the delivery
of its replies through the client (`interaction.client`, a TableBot): the messages deliver.py sends
carry components, so components.py cannot import deliver.py without closing a circle."""
from __future__ import annotations

import asyncio
import logging
import signal
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from ..clock import Clock
from ..pictures import PicturePool, picture_workers
from ..settle import settle
from ..thinking import Thinking, strong_effort, thinking_workers
from ..service import TableService
from ..storage import Storage
from . import deliver
from .commands import GameCommands, PlayCommands, Reminders
from .components import ITEMS
from .errors import apologize
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
            renderer = default_renderer()
        self.storage = storage
        self.renderer = renderer
        self.clock = clock
        self.run_reminders = run_reminders
        self.service: TableService | None = None
        self.web = None                   # the web server (bot/web), when BOT_WEB_PORT is set

    # What the components answer with (see the module's docstring): deliver.py's functions, called
    # as `interaction.client.answer(interaction, replies)`.
    answer = staticmethod(deliver.answer)
    turn_page = staticmethod(deliver.turn_page)
    refuse_if_cannot_post = staticmethod(deliver.refuse_if_cannot_post)
    thread_opener = staticmethod(deliver.thread_opener)

    async def setup_hook(self) -> None:
        await self.storage.open()
        self.service = TableService(self.storage, clock=self.clock, renderer=self.renderer)
        # the strong bot thinks in a process of its own (bot/thinking.py; BOT_THINKING_WORKERS,
        # BOT_STRONG_EFFORT)
        self.service.thinking = Thinking(thinking_workers(), strong_effort())
        await self.tree.set_translator(CatalogTranslator())
        self.tree.on_error = self.on_app_command_error
        self.add_dynamic_items(*ITEMS)
        await self.add_cog(GameCommands(self))
        await self.add_cog(PlayCommands(self))
        await self.add_cog(Reminders(self))
        await self.start_web()
        settle()                          # everything loaded so far lives as long as the bot (bot/settle.py)

    async def start_web(self) -> None:
        """The tables on the web (bot/web) when BOT_WEB_PORT is set, and the links to them the bot
        posts when BOT_PUBLIC_URL is; a web server that cannot start is logged, the bot goes on."""
        from .. import config
        from ..web.app import start_in_bot
        try:
            self.service.web_url = config.public_url()
        except config.BadConfig as error:
            log.error("no links to the web pages: %s", error)
        self.web = await start_in_bot(self.service)

    async def close(self) -> None:
        await super().close()
        if self.web is not None:
            try:
                await self.web.close()
            except Exception:
                log.exception("the web server did not stop cleanly")
            self.web = None
        await self.storage.close()
        if self.service is not None:
            await asyncio.to_thread(self.service.thinking.close)
        if isinstance(self.renderer, PicturePool):
            await asyncio.to_thread(self.renderer.close)

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        await apologize(interaction, original)


def default_renderer() -> Any:
    """Pictures drawn in BOT_PICTURE_WORKERS processes (default: one per core), or with 0 in the
    bot's own threads (bot/pictures.py)."""
    workers = picture_workers()
    if workers == 0:
        import render
        return render
    log.info("drawing pictures in %d worker processes", workers)
    return PicturePool(workers)


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
