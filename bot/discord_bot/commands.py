"""Slash commands and the reminder loop. Every interaction is acknowledged first (deferred), then the
service does the work (database, rendering in a thread), then the replies are delivered.

The cogs serve app.TableBot (they use its `service` and `run_reminders`); app.py imports this module,
so the bot is typed here as the `commands.Bot` it is."""
from __future__ import annotations

import asyncio
import logging
import re

import discord
from discord import app_commands
from discord.ext import commands, tasks

import engine
from engine.core.rules import parse_options

from . import limits
from .bridge import place_of, user_of
from .. import guides
from ..replies import User
from ..seating import LIMIT_HOURS, MAX_LIMIT_HOURS, MAX_RESERVE_DAYS, MAX_VACATION_DAYS, STAND_IN, STRENGTHS
from ..service import PICTURES
from ..text import catalog_language, say
from .deliver import answer, can_open_thread, post_reminder, refuse_if_cannot_post, send_direct, thread_opener
from .translator import T

log = logging.getLogger(__name__)

GAME_CHOICES = [app_commands.Choice(name=T(f"cmd-choice-{g}"), value=g) for g in engine.game_ids()]
GUIDE_CHOICES = [app_commands.Choice(name=T(f"cmd-choice-{g}"), value=g) for g in guides.games()]
MAX_SUGGESTIONS = limits.AUTOCOMPLETE_CHOICES
MAX_TABLE = limits.INT53    # table numbers (games.id) as far as Discord's integer options can carry them
LANGUAGES = [app_commands.Choice(name="English", value="en"), app_commands.Choice(name="Français", value="fr"),
             app_commands.Choice(name="Polski", value="pl")]
ON_OFF = [app_commands.Choice(name=T("cmd-choice-on"), value="on"),
          app_commands.Choice(name=T("cmd-choice-off"), value="off")]
PICTURE_CHOICES = [app_commands.Choice(name=T(f"cmd-choice-pictures-{p}"), value=p) for p in PICTURES]
STRENGTH_CHOICES = [app_commands.Choice(name=T(f"cmd-choice-strength-{s}"), value=s) for s in STRENGTHS]
MAX_BOTS = max(engine.meta(g).max_players for g in engine.game_ids()) - 1   # one seat stays for a person
# the move clock of /game new: off, or one of the usual limits (/game clock takes any number of hours)
CLOCK_CHOICES = [app_commands.Choice(name=T("cmd-choice-clock-off"), value=0)] + [
    app_commands.Choice(name=T(f"cmd-choice-clock-{hours}"), value=hours) for hours in LIMIT_HOURS]


def clock_of(limit: int | None, reserve: int | None, vacation: int | None) -> dict[str, int]:
    """The service's move clock: only the parts that were given (the others take their defaults)."""
    return {key: value for key, value in {"limit": limit, "reserve": reserve, "vacation": vacation}.items()
            if value is not None}


def substitute_of(member: discord.abc.User) -> User:
    """A member picked in a command option (a substitute, whose stats), as the service's User (no
    locale: theirs is unknown)."""
    return User(id=str(member.id), name=member.display_name, automated=bool(getattr(member, "bot", False)))


async def _private_first(interaction: discord.Interaction) -> None:
    """Acknowledge at once (within Discord's 3 seconds), before any slow work."""
    await interaction.response.defer(ephemeral=True, thinking=True)


async def _public_first(interaction: discord.Interaction) -> bool:
    """Acknowledge, then make sure the bot may post the public result here (False: refused)."""
    await _private_first(interaction)
    return not await refuse_if_cannot_post(interaction)


async def _call(interaction: discord.Interaction, method: str, *args, public: bool = True, **kwargs) -> None:
    """The usual command: acknowledge, call the service method with place and user, deliver."""
    if public:
        if not await _public_first(interaction):
            return
    else:
        await _private_first(interaction)
    service = interaction.client.service
    await answer(interaction, await getattr(service, method)(place_of(interaction), user_of(interaction), *args,
                                                             **kwargs))


class GameCommands(commands.GroupCog, group_name=T("cmd-game"),
                   group_description=T("cmd-game-desc")):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @property
    def service(self):
        return self.bot.service

    @app_commands.command(name=T("cmd-new"), description=T("cmd-new-desc"))
    @app_commands.rename(game=T("cmd-param-game"), variant=T("cmd-param-variant"),
                         thread=T("cmd-param-thread"), pictures=T("cmd-param-pictures"),
                         clock=T("cmd-param-clock"), reserve=T("cmd-param-reserve"),
                         vacation=T("cmd-param-vacation"), bots=T("cmd-param-bots"),
                         strength=T("cmd-param-strength"))
    @app_commands.describe(game=T("cmd-param-game-desc"),
                           variant=T("cmd-param-variant-desc"),
                           thread=T("cmd-param-thread-desc"), pictures=T("cmd-param-pictures-desc"),
                           clock=T("cmd-param-clock-desc"), reserve=T("cmd-param-reserve-desc"),
                           vacation=T("cmd-param-vacation-desc"), bots=T("cmd-param-bots-desc"),
                           strength=T("cmd-param-strength-desc"))
    @app_commands.choices(game=GAME_CHOICES, thread=ON_OFF, pictures=PICTURE_CHOICES, clock=CLOCK_CHOICES,
                          strength=STRENGTH_CHOICES)
    async def new(self, interaction: discord.Interaction, game: str, variant: str | None = None,
                  thread: str | None = None, pictures: str = PICTURES[0], clock: int | None = None,
                  reserve: app_commands.Range[int, 0, MAX_RESERVE_DAYS] | None = None,
                  vacation: app_commands.Range[int, 0, MAX_VACATION_DAYS] | None = None,
                  bots: app_commands.Range[int, 0, MAX_BOTS] = 0, strength: str = STAND_IN) -> None:
        if not await _public_first(interaction):
            return
        place, user = place_of(interaction), user_of(interaction)
        may_open = can_open_thread(interaction)
        if thread == "on" and not may_open and place.parent is None:
            await interaction.followup.send(await self.service.cannot_open_thread(place, user), ephemeral=True)
            return
        # "advanced difficulty=master": bare names switch a bool option on, name=value sets any option
        options = parse_options(variant.replace(",", " ").split()) if variant else {}
        await answer(interaction, await self.service.create(
            place, user, game, options, thread=may_open if thread is None else thread == "on",
            pictures=pictures, clock=clock_of(clock, reserve, vacation), bots=bots, strength=strength))

    @new.autocomplete("variant")
    async def variant_choices(self, interaction: discord.Interaction, current: str):
        game = getattr(interaction.namespace, "game", None)
        if game not in engine.game_ids():
            return []
        words = (current or "").replace(",", " ").split()
        typed = current[:len(current) - len(words[-1])] if words and not current.endswith(" ") else current
        last = words[-1].lower() if words and not current.endswith(" ") else ""
        suggestions = []
        for spec in engine.meta(game).options:
            values = [spec.name] if spec.type == "bool" else [f"{spec.name}={choice}" for choice in spec.choices]
            suggestions += [value for value in values if last in value.lower()]
        return [app_commands.Choice(name=typed + value, value=typed + value) for value in suggestions
                if len(typed + value) <= limits.CHOICE_STRING_VALUE][:MAX_SUGGESTIONS]

    @app_commands.command(name=T("cmd-join"), description=T("cmd-join-desc"))
    async def join(self, interaction: discord.Interaction) -> None:
        await _call(interaction, "join")

    @app_commands.command(name=T("cmd-leave"), description=T("cmd-leave-desc"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await _call(interaction, "leave")

    @app_commands.command(name=T("cmd-start"), description=T("cmd-start-desc"))
    async def start(self, interaction: discord.Interaction) -> None:
        if not await _public_first(interaction):
            return
        await answer(interaction, await self.service.start(place_of(interaction), user_of(interaction),
                                                           open_thread=thread_opener(interaction)))

    @app_commands.command(name=T("cmd-board"), description=T("cmd-board-desc"))
    async def board(self, interaction: discord.Interaction) -> None:
        await _call(interaction, "board")

    @app_commands.command(name=T("cmd-status"), description=T("cmd-status-desc"))
    async def status(self, interaction: discord.Interaction) -> None:
        await _call(interaction, "status", public=False)

    @app_commands.command(name=T("cmd-log"), description=T("cmd-log-desc"))
    @app_commands.rename(page=T("cmd-param-page"))
    @app_commands.describe(page=T("cmd-param-page-desc"))
    async def log(self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1) -> None:
        await _call(interaction, "log", page - 1, public=False)

    @app_commands.command(name=T("cmd-undo"), description=T("cmd-undo-desc"))
    async def undo(self, interaction: discord.Interaction) -> None:
        await _call(interaction, "undo")

    @app_commands.command(name=T("cmd-abandon"), description=T("cmd-abandon-desc"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        await _call(interaction, "abandon")

    # --- after the game: the history, a game's replay and its record --------------------------------

    @app_commands.command(name=T("cmd-history"), description=T("cmd-history-desc"))
    @app_commands.rename(page=T("cmd-param-page"))
    @app_commands.describe(page=T("cmd-param-page-desc"))
    async def history(self, interaction: discord.Interaction,
                      page: app_commands.Range[int, 1, 1000] = 1) -> None:
        await _call(interaction, "history", page - 1, public=False)

    @app_commands.command(name=T("cmd-replay"), description=T("cmd-replay-desc"))
    @app_commands.rename(table=T("cmd-param-table"))
    @app_commands.describe(table=T("cmd-param-table-desc"))
    async def replay(self, interaction: discord.Interaction,
                     table: app_commands.Range[int, 1, MAX_TABLE] | None = None) -> None:
        await _call(interaction, "replay", table)

    @app_commands.command(name=T("cmd-export"), description=T("cmd-export-desc"))
    @app_commands.rename(table=T("cmd-param-table"))
    @app_commands.describe(table=T("cmd-param-table-desc"))
    async def export(self, interaction: discord.Interaction,
                     table: app_commands.Range[int, 1, MAX_TABLE] | None = None) -> None:
        await _call(interaction, "export", table, public=False)

    # --- absent players: the move clock, vacations, resigning, substitutes -------------------------

    @app_commands.command(name=T("cmd-clock"), description=T("cmd-clock-desc"))
    @app_commands.rename(limit=T("cmd-param-limit"), reserve=T("cmd-param-reserve"),
                         vacation=T("cmd-param-vacation"))
    @app_commands.describe(limit=T("cmd-param-limit-desc"), reserve=T("cmd-param-reserve-desc"),
                           vacation=T("cmd-param-vacation-desc"))
    async def clock(self, interaction: discord.Interaction,
                    limit: app_commands.Range[int, 0, MAX_LIMIT_HOURS] | None = None,
                    reserve: app_commands.Range[int, 0, MAX_RESERVE_DAYS] | None = None,
                    vacation: app_commands.Range[int, 0, MAX_VACATION_DAYS] | None = None) -> None:
        if not await _public_first(interaction):
            return
        await answer(interaction, await self.service.set_clock(
            place_of(interaction), user_of(interaction), **clock_of(limit, reserve, vacation)))

    @app_commands.command(name=T("cmd-vacation"), description=T("cmd-vacation-desc"))
    @app_commands.rename(days=T("cmd-param-days"))
    @app_commands.describe(days=T("cmd-param-days-desc"))
    async def vacation(self, interaction: discord.Interaction,
                       days: app_commands.Range[int, 1, MAX_VACATION_DAYS]) -> None:
        await _call(interaction, "vacation", days)

    @app_commands.command(name=T("cmd-back"), description=T("cmd-back-desc"))
    async def back(self, interaction: discord.Interaction) -> None:
        await _call(interaction, "back")

    @app_commands.command(name=T("cmd-resign"), description=T("cmd-resign-desc"))
    async def resign(self, interaction: discord.Interaction) -> None:
        await _call(interaction, "resign")          # a private question first: the Resign button

    @app_commands.command(name=T("cmd-replace"), description=T("cmd-replace-desc"))
    @app_commands.rename(player=T("cmd-param-player"), substitute=T("cmd-param-substitute"))
    @app_commands.describe(player=T("cmd-param-player-desc"), substitute=T("cmd-param-substitute-desc"))
    async def replace(self, interaction: discord.Interaction, player: discord.User,
                      substitute: discord.User) -> None:
        await _call(interaction, "replace", str(player.id), substitute_of(substitute))

    @app_commands.command(name=T("cmd-remove"), description=T("cmd-remove-desc"))
    @app_commands.rename(player=T("cmd-param-player"))
    @app_commands.describe(player=T("cmd-param-player-desc"))
    async def remove(self, interaction: discord.Interaction, player: discord.User) -> None:
        await _call(interaction, "remove", str(player.id))

    @app_commands.command(name=T("cmd-mute"), description=T("cmd-mute-desc"))
    async def mute(self, interaction: discord.Interaction) -> None:
        await _call(interaction, "mute", public=False)

    @app_commands.command(name=T("cmd-settings"), description=T("cmd-settings-desc"))
    @app_commands.rename(interval=T("cmd-param-interval"), quiet=T("cmd-param-quiet"),
                         timezone=T("cmd-param-timezone"),
                         channel_language=T("cmd-param-channel-language"),
                         my_language=T("cmd-param-my-language"),
                         my_reminders=T("cmd-param-my-reminders"), pictures=T("cmd-param-pictures"))
    @app_commands.describe(interval=T("cmd-param-interval-desc"),
                           quiet=T("cmd-param-quiet-desc"),
                           timezone=T("cmd-param-timezone-desc"),
                           channel_language=T("cmd-param-channel-language-desc"),
                           my_language=T("cmd-param-my-language-desc"),
                           my_reminders=T("cmd-param-my-reminders-desc"),
                           pictures=T("cmd-param-pictures-desc"))
    @app_commands.choices(channel_language=LANGUAGES, my_language=LANGUAGES, my_reminders=ON_OFF,
                          pictures=PICTURE_CHOICES)
    async def settings(self, interaction: discord.Interaction,
                       interval: app_commands.Range[int, 1, 168] | None = None, quiet: str | None = None,
                       timezone: str | None = None, channel_language: str | None = None,
                       my_language: str | None = None, my_reminders: str | None = None,
                       pictures: str | None = None) -> None:
        await _private_first(interaction)
        place, user = place_of(interaction), user_of(interaction)
        channel = {k: str(v) for k, v in {"interval": interval, "quiet": quiet, "timezone": timezone,
                                           "language": channel_language, "pictures": pictures}.items()
                   if v is not None}
        mine = {k: v for k, v in {"language": my_language,
                                  "mute": {"on": "off", "off": "on"}.get(my_reminders or "")}.items() if v}
        await answer(interaction, await self.service.settings(place, user, channel=channel, mine=mine))


# A suggestion of /play carries the question it was made for: "option|decision" (Discord shows the
# label, sends the value), so a suggestion picked after the board changed is refused, never replayed.
SUGGESTED = re.compile(r"(?P<option>.+)\|(?P<decision>\d+(?:\.\d+)?)")


def suggestion(choice) -> str:
    value = f"{choice.id}|{choice.decision}"
    return value if choice.decision and len(value) <= limits.CHOICE_STRING_VALUE else choice.id


class PlayCommands(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name=T("cmd-play"), description=T("cmd-play-desc"))
    @app_commands.rename(move=T("cmd-param-move"))
    @app_commands.describe(move=T("cmd-param-move-desc"))
    async def play(self, interaction: discord.Interaction, move: str) -> None:
        suggested = SUGGESTED.fullmatch(move)
        if suggested:         # picked from the suggestions: it answers the question they were made for
            await _call(interaction, "play", suggested["option"], suggested["decision"])
        else:                 # typed by hand: the number of a choice shown (or an option id), for
            await _call(interaction, "play", move, typed=True)    # the question open now

    @play.autocomplete("move")
    async def move_choices(self, interaction: discord.Interaction, current: str):
        place, user = place_of(interaction), user_of(interaction)
        found = await within_budget(self.bot.service.choices(place, user, current), [])
        return [app_commands.Choice(name=limits.clip(choice.label, limits.CHOICE_NAME), value=suggestion(choice))
                for choice in found][:MAX_SUGGESTIONS]

    @app_commands.command(name=T("cmd-hand"), description=T("cmd-hand-desc"))
    async def hand(self, interaction: discord.Interaction) -> None:
        await _call(interaction, "hand", public=False)

    @app_commands.command(name=T("cmd-games"), description=T("cmd-games-desc"))
    async def games(self, interaction: discord.Interaction) -> None:
        await _private_first(interaction)
        await answer(interaction, await self.bot.service.my_games(user_of(interaction)))

    @app_commands.command(name=T("cmd-stats"), description=T("cmd-stats-desc"))
    @app_commands.rename(user=T("cmd-param-user"), game=T("cmd-param-game"))
    @app_commands.describe(user=T("cmd-param-user-desc"), game=T("cmd-param-game-desc"))
    @app_commands.choices(game=GAME_CHOICES)
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None,
                    game: str | None = None) -> None:
        await _call(interaction, "stats", substitute_of(user) if user else None, game, public=False)

    # --- learning: the rules guides and the help (private; a guide page may be shared) -----------

    @app_commands.command(name=T("cmd-rules"), description=T("cmd-rules-desc"))
    @app_commands.rename(game=T("cmd-param-game"), page=T("cmd-param-page"))
    @app_commands.describe(game=T("cmd-param-game-desc"), page=T("cmd-param-rules-page-desc"))
    @app_commands.choices(game=GUIDE_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str, page: str | None = None) -> None:
        await _call(interaction, "rules", game, page or None, public=False)

    @rules.autocomplete("page")
    async def page_choices(self, interaction: discord.Interaction, current: str):
        game = getattr(interaction.namespace, "game", None)
        if game not in guides.games():
            return []
        language = await within_budget(_reader_language(self.bot.service, interaction),
                                       catalog_language(str(interaction.locale)) or "en")
        typed = (current or "").strip().lower()
        found = []
        for number, page in enumerate(guides.pages(game), start=1):
            key = guides.title_key(game, page)
            title = say(key, language)
            label = f"{number}. {page if title == key else title}"
            if not typed or typed in label.lower() or typed in page:
                found.append(app_commands.Choice(name=limits.clip(label, limits.CHOICE_NAME), value=page))
        return found[:MAX_SUGGESTIONS]

    @app_commands.command(name=T("cmd-help"), description=T("cmd-help-desc"))
    async def show_help(self, interaction: discord.Interaction) -> None:
        await _call(interaction, "help", public=False)


# An autocomplete answer cannot be deferred: it must itself come within Discord's 3 seconds. Its
# database read gets this long; past it the user sees no suggestions rather than a failure (and may
# still type the move).
AUTOCOMPLETE_SECONDS = limits.ACKNOWLEDGE_SECONDS * 0.7


async def within_budget(work, fallback):
    """The result of `work` (a coroutine), or `fallback` when it takes longer than an autocomplete
    answer may wait."""
    try:
        return await asyncio.wait_for(work, AUTOCOMPLETE_SECONDS)
    except asyncio.TimeoutError:
        log.warning("autocomplete gave up waiting for the database after %.1f s", AUTOCOMPLETE_SECONDS)
        return fallback


async def _reader_language(service, interaction: discord.Interaction) -> str:
    """The language the service answers this user in (their setting, their client, the channel's),
    for words the front end shows itself: autocomplete suggestions."""
    return await service.language(place_of(interaction), user_of(interaction))


class Reminders(commands.Cog):
    """Every minute: post the service's reminders; a channel that is gone disables its reminders; one
    where a permission is missing is tried again later (the service's back-off), and the game's host
    is told once, in a direct message; one failing reminder never stops the others."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        if self.bot.run_reminders:
            self.sweep.start()

    async def cog_unload(self) -> None:
        self.sweep.cancel()

    @tasks.loop(minutes=1)
    async def sweep(self) -> None:
        await send_reminders(self.bot)

    @sweep.before_loop
    async def ready(self) -> None:
        await self.bot.wait_until_ready()


async def send_reminders(bot: commands.Bot) -> int:
    sent = 0
    try:
        replies = await bot.service.remind()
    except Exception:
        log.exception("reminder sweep failed")
        return 0
    for reply in replies:
        try:
            try:
                await post_reminder(bot, reply)
            except discord.NotFound:
                log.warning("channel %s is gone: disabling its reminders", reply.channel)
                await bot.service.disable_reminders(reply.channel)
            except discord.Forbidden:       # a permission is missing: may come back, so try later
                log.warning("may not post reminders in channel %s: trying again later", reply.channel)
                for told in await bot.service.reminder_failed(reply):
                    await send_direct(bot, told)
            else:
                sent += 1
                await bot.service.reminder_posted(reply)
        except Exception:
            log.exception("reminder for game %s in channel %s failed", reply.game, reply.channel)
    return sent
