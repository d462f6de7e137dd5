"""Who and where an interaction is, in the service's terms."""
from __future__ import annotations

import discord

from ..replies import Place, User


def user_of(interaction: discord.Interaction) -> User:
    permissions = interaction.permissions
    manager = interaction.guild_id is not None and (
        permissions.manage_channels or permissions.manage_guild or permissions.manage_messages)
    return User(id=str(interaction.user.id), name=interaction.user.display_name,
                locale=str(interaction.locale) if interaction.locale else None, manager=manager)


def place_of(interaction: discord.Interaction) -> Place:
    guild_locale = getattr(interaction, "guild_locale", None)
    return Place(channel=str(interaction.channel_id),
                 guild=str(interaction.guild_id) if interaction.guild_id else None,
                 locale=str(guild_locale) if guild_locale else None,
                 parent=parent_of(getattr(interaction, "channel", None)))


def parent_of(channel) -> str | None:
    """A thread's channel (its settings apply in the thread too); None for anything else."""
    if isinstance(channel, discord.Thread) and channel.parent_id:
        return str(channel.parent_id)
    return None
