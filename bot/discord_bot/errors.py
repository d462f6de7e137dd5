"""Unexpected errors: logged with their context and answered, privately, with an apology. Slash
commands reach `apologize` through the tree's error handler (app.py); component callbacks and forms
are wrapped in `guarded`."""
from __future__ import annotations

import functools
import logging
from typing import Awaitable, Callable

import discord

from .bridge import place_of, user_of

log = logging.getLogger(__name__)


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
