"""Command names and descriptions in the user's Discord language, from the message catalogs
(keys `cmd-...` in data/locale/<lang>/discord.ftl, English included)."""
from __future__ import annotations

import discord
from discord import app_commands

from data.locale import has, translate

from ..text import catalog_language


def T(key: str) -> app_commands.locale_str:
    """A translatable command string: the English text and the other languages come from the
    catalog entry `key` (data/locale/<lang>/discord.ftl)."""
    return app_commands.locale_str(translate({"key": key, "params": {}}, "en", strict=True), key=key)


class CatalogTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext) -> str | None:
        key = string.extras.get("key")
        language = catalog_language(str(locale))
        if not key or language in (None, "en") or not has(key, language):
            return None
        return translate({"key": key, "params": {}}, language)
