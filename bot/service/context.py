"""What every use case of the table service shares: the context (storage, clock, renderer, sources of
seeds and seat orders, the seat bot, the replays kept in memory), the settings read once per call, and
the refusals.

A use case is a function `async def use_case(ctx: Context, place, user, ...) -> list[Reply]` in the
module of its concern; `TableService` (bot/service/__init__.py) is the context with those functions as
its methods, the one entry point per use case that the front ends call.
"""
from __future__ import annotations

import functools
import random
import secrets
from collections import OrderedDict
from contextvars import ContextVar
from typing import Any, Callable

import engine
from ..clock import Clock, SystemClock
from ..replies import Place, Reply, User
from ..storage import Storage
from ..text import pick_language, render, say
from ..thinking import Thinking


class Refused(Exception):
    """A request the service declines; carries the catalog key and parameters of the answer."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class Context:
    """The little that the use cases share. Tests and front ends may set its attributes (a fixed
    `seed_source` or `shuffle` for reproducible games, another `renderer`)."""

    def __init__(self, storage: Storage, *, clock: Clock | None = None, renderer: Any = None,
                 seed_source: Callable[[], int] | None = None, shuffle: random.Random | None = None):
        self.storage = storage
        self.clock = clock or SystemClock()
        self.renderer = renderer          # module with board(view, ...) and screen(view, ...), or None
        self.seed_source = seed_source or (lambda: secrets.randbits(48))
        self.shuffle = shuffle or random.SystemRandom()
        # the bots (bot seats, and the stand-in for absent players): pure, deterministic; the front end
        # may give them processes of their own (bot/thinking.py)
        self.thinking = Thinking(0)
        self.replays: OrderedDict[tuple[int, str], Any] = OrderedDict()   # (game, language): its replay
        # the last reminder sweep's reminders, by game: (version, reminders sent) as marked, so that
        # one the front end could not post is taken back only if the game has not moved on
        self.reminders_marked: dict[int, tuple[int, int]] = {}
        # the table on the web (bot/web): where people reach it (BOT_PUBLIC_URL; None: no links are
        # offered) and the key private links are signed with (read from the database when first needed)
        self.web_url: str | None = None
        self.web_secret: bytes | None = None


# What one service call reads once: the settings by (scope, target) (a move needs the channel's, the
# guild's and the user's several times: interval, languages; they come in one query), and each
# state's open decisions by the state's identity (a move asks engine.pending of its new state for the
# board, the stored row, the pings and the next prompt: it is computed once). A state is never changed
# in place (engine.act makes a new one), and the call holds every state it memoises, so an identity is
# never reused within it.
KEPT_DECISIONS = 8
_settings_read: ContextVar[dict[tuple[str, str], dict[str, str]] | None] = ContextVar(
    "settings_read", default=None)
_decisions: ContextVar[dict[int, tuple[engine.State, list[engine.Decision]]] | None] = ContextVar(
    "decisions", default=None)


def service_call(use_case):
    """One call of the service: within it (and the calls it makes), each scope's settings are read
    once (the channel's, the guild's and the user's of its (place, user) arguments all in one
    query), and each state's open decisions are computed once (`pending`)."""
    @functools.wraps(use_case)
    async def once(ctx: Context, *args, **kwargs):
        if _settings_read.get() is not None:
            return await use_case(ctx, *args, **kwargs)
        token = _settings_read.set({})
        decisions = _decisions.set({})
        try:
            place = next((a for a in args[:2] if isinstance(a, Place)), None)
            user = next((a for a in args[:2] if isinstance(a, User)), None)
            await read_settings(ctx, place, user)
            return await use_case(ctx, *args, **kwargs)
        finally:
            _decisions.reset(decisions)
            _settings_read.reset(token)
    return once


def pending(state: engine.State) -> list[engine.Decision]:
    """engine.pending(state), computed once per state within a service call."""
    known = _decisions.get()
    if known is None:
        return engine.pending(state)
    found = known.get(id(state))
    if found is None:
        found = known[id(state)] = (state, engine.pending(state))
        if len(known) > KEPT_DECISIONS:                 # the oldest first (the bot's long runs)
            del known[next(iter(known))]
    return found[1]


def settings_changed() -> None:
    """Settings were stored during this call: what was read of them is read again."""
    read = _settings_read.get()
    if read is not None:
        read.clear()
async def scope_settings(ctx: Context, scope: str, target: str) -> dict[str, str]:
    read = _settings_read.get()
    if read is None:
        return await ctx.storage.get_settings(scope, target)
    if (scope, target) not in read:
        read[(scope, target)] = await ctx.storage.get_settings(scope, target)
    return read[(scope, target)]


async def read_settings(ctx: Context, place: Place | None, user: User | None) -> None:
    """Read the settings this call will need (channel, guild, user) in one query."""
    read = _settings_read.get()
    wanted = [(scope, target) for scope, target in (
        ("channel", place.channel if place else None), ("channel", place.parent if place else None),
        ("guild", place.guild if place else None), ("user", user.id if user else None))
        if target is not None and (scope, target) not in read]
    if wanted:
        found = await ctx.storage.get_settings_many(wanted)
        read.update({key: found.get(key, {}) for key in wanted})


async def channel_settings(ctx: Context, channel: str, parent: str | None = None) -> dict[str, str]:
    """A channel's settings; in a thread, its own over those of the channel it belongs to."""
    own = await scope_settings(ctx, "channel", channel)
    return {**await scope_settings(ctx, "channel", parent), **own} if parent else own


async def channel_language(ctx: Context, place: Place) -> str:
    channel = await channel_settings(ctx, place.channel, place.parent)
    guild = await scope_settings(ctx, "guild", place.guild) if place.guild else {}
    return pick_language(channel.get("language"), guild.get("language"), place.locale)


async def user_language(ctx: Context, place: Place | None, user: User) -> str:
    mine = await scope_settings(ctx, "user", user.id)
    channel = await channel_language(ctx, place) if place else None
    return pick_language(mine.get("language"), user.locale, channel)


async def refusal(ctx: Context, place: Place | None, user: User, refused: Refused) -> list[Reply]:
    language = await user_language(ctx, place, user)
    return [Reply(say(refused.key, language, **refused.params), kind="refusal", private=True,
                  user=user.id, ok=False)]


async def rule_refusal(ctx: Context, place: Place, user: User, error: engine.RuleError,
                       names) -> list[Reply]:
    language = await user_language(ctx, place, user)
    return [Reply(render(error.message, language, names), kind="refusal", private=True,
                  user=user.id, ok=False)]
