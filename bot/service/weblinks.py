"""The links to the table on the web (bot/web) in the service's replies, when the front end says where
the web pages are (`ctx.web_url`, from BOT_PUBLIC_URL): the table's page in the lobby, the game's first
board and /game board; a private link to one's own screen with /hand."""
from __future__ import annotations

from ..storage import GameRecord
from ..text import say
from ..web import links
from .context import Context


def table_line(ctx: Context, game: GameRecord, language: str) -> str | None:
    """"The table on the web: <address>" (None without web pages)."""
    if not ctx.web_url or not game.web_key:
        return None
    return say("web-table-link", language, url=links.table_url(ctx.web_url, game.web_key))


def with_table_line(ctx: Context, game: GameRecord, language: str, text: str) -> str:
    line = table_line(ctx, game, language)
    return text if line is None else f"{text}\n{line}"


async def hand_line(ctx: Context, game: GameRecord, seat: int, user: str, language: str) -> str | None:
    """A private link to the seat's screen, for `user` only, signed with the server's secret (None
    without web pages)."""
    if not ctx.web_url or not game.web_key:
        return None
    if ctx.web_secret is None:
        ctx.web_secret = await links.secret(ctx.storage)
    url = links.private_url(ctx.web_url, game.web_key, game.id, seat, user, ctx.web_secret, ctx.clock.now())
    return say("web-hand-link", language, url=url, hours=links.LINK_SECONDS // 3600)
