"""Words the front ends need in the user's language: button labels, the answer to a stale button, and
the apologies for what the bot could not do."""
from __future__ import annotations

from ..replies import ADD_BOT, BOARD, HAND, JOIN, LEAVE, PLAY, REMOVE_BOT, START, Place, Reply, User
from ..text import say
from . import context
from .context import Context, Refused, service_call


@service_call
async def labels(ctx: Context, place: Place, user: User | None = None) -> dict[str, str]:
    """Button labels, in the channel's language (or the user's, for a private message)."""
    language = await (context.user_language(ctx, place, user) if user else context.channel_language(ctx, place))
    return {action: say(f"bot-button-{action}", language)
            for action in (JOIN, LEAVE, START, ADD_BOT, REMOVE_BOT, PLAY, HAND, BOARD, "abandon", "resign", "wait", "seatbot",
                           "previous", "next", "share")}


@service_call
async def stale(ctx: Context, place: Place, user: User) -> list[Reply]:
    """The answer to a button from an earlier moment of the game (or of another game)."""
    return await context.refusal(ctx, place, user, Refused("bot-stale-button"))


@service_call
async def cannot_post(ctx: Context, place: Place, user: User) -> str:
    return say("bot-cannot-post", await context.user_language(ctx, place, user))


@service_call
async def cannot_open_thread(ctx: Context, place: Place, user: User) -> str:
    return say("bot-cannot-open-thread", await context.user_language(ctx, place, user))


@service_call
async def apology(ctx: Context, place: Place | None, user: User) -> str:
    return say("bot-error-unexpected", await context.user_language(ctx, place, user))
