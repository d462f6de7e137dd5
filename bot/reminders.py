"""Reminders: politely ping the players a game waits for, not too often, never during quiet hours.

Policy: the first reminder comes one interval (channel setting, default 24 h) after the last move; each
further one waits one interval longer (24 h, 48 h, 72 h); after MAX_REMINDERS for the same step they
stop until someone moves. A player can mute the current step (`mute`) or all reminders (user setting).
Quiet hours (channel setting "22-7" in the channel's time zone) postpone a reminder to their end. The
next reminder time lives in the database and is advanced with a conditional update, so a restart
neither repeats nor loses a reminder.

A reminder the front end may not post (a missing permission in the channel) does not count: it is
tried again after a back-off, RETRY_FIRST_HOURS after the first failure and then as long as the
channel has been failing so far (so the waits double), at most RETRY_MAX_HOURS. When the channel's
failures began is kept in its internal setting FAILING (users cannot set it, /game settings does not
show it): the back-off's base, and the sign that the game's host was told, privately and once per
failing episode. The first reminder posted there again ends the episode.
"""
from __future__ import annotations

from datetime import datetime, timedelta
from functools import cache
from typing import TYPE_CHECKING
from zoneinfo import ZoneInfo, available_timezones

from .replies import PLAY, Reply
from .seating import duration
from .text import catalog_language, say

if TYPE_CHECKING:
    from .service import TableService

DEFAULT_INTERVAL_HOURS = 24
MAX_INTERVAL_HOURS = 24 * 7
MAX_REMINDERS = 3
MAX_ZONE_NAME = 64           # the longest IANA name is about 30 characters
RETRY_FIRST_HOURS = 1        # a reminder that could not be posted is tried again an hour later ...
RETRY_MAX_HOURS = 24         # ... then after ever longer waits, at most a day
FAILING = "reminders-failing-since"   # internal channel setting: when posting there began to fail


class BadSetting(Exception):
    def __init__(self, key: str, **params) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def interval_seconds(channel_settings: dict[str, str]) -> float:
    return int(channel_settings.get("interval", DEFAULT_INTERVAL_HOURS)) * 3600.0


def parse_quiet(text: str) -> tuple[int, int]:
    start, end = text.split("-")
    start_hour, end_hour = int(start), int(end)
    if not (0 <= start_hour <= 23 and 0 <= end_hour <= 23) or start_hour == end_hour:
        raise ValueError(text)
    return start_hour, end_hour


def zone(name: str | None) -> ZoneInfo:
    return ZoneInfo(name or "UTC")


@cache
def _known_zones() -> dict[str, str]:
    """The IANA time zone names this machine knows, by their lower-case spelling."""
    return {name.lower(): name for name in available_timezones()}


def known_zone(text: str) -> str | None:
    """The time zone's canonical name (any letter case accepted), or None for anything that is not
    one: a region like "Europe", a path, an overlong string."""
    if len(text) > MAX_ZONE_NAME:
        return None
    return _known_zones().get(text.strip().lower())


def quiet_until(now: float, channel_settings: dict[str, str]) -> float | None:
    """If `now` falls in the channel's quiet hours, the moment they end; otherwise None."""
    quiet = channel_settings.get("quiet")
    if not quiet:
        return None
    start, end = parse_quiet(quiet)
    local = datetime.fromtimestamp(now, zone(channel_settings.get("timezone")))
    hour = local.hour
    inside = start <= hour < end if start < end else (hour >= start or hour < end)
    if not inside:
        return None
    end_time = local.replace(hour=end, minute=0, second=0, microsecond=0)
    if end_time <= local:
        end_time += timedelta(days=1)
    return end_time.timestamp()


def next_reminder(now: float, interval: float, sent: int) -> float | None:
    """After `sent` reminders for this step, when the next one is due (None: no more)."""
    if sent >= MAX_REMINDERS:
        return None
    return now + interval * (sent + 1)


def retry_delay(now: float, failing_since: float) -> float:
    """How long to wait before trying a reminder again in a channel where posting has failed since
    `failing_since`: an hour at first, then as long as it has been failing, at most a day."""
    return max(RETRY_FIRST_HOURS * 3600.0, min(RETRY_MAX_HOURS * 3600.0, now - failing_since))


def validate_channel_setting(key: str, value: str | None) -> str | None:
    if value is None or str(value).strip().lower() in ("", "default", "off", "none"):
        return None
    value = str(value).strip()
    if key == "interval":
        if not (value.isascii() and value.isdigit()) or not 1 <= int(value) <= MAX_INTERVAL_HOURS:
            raise BadSetting("bot-setting-bad-interval", max=MAX_INTERVAL_HOURS)
        return str(int(value))
    if key == "quiet":
        try:
            start, end = parse_quiet(value)
        except ValueError:
            raise BadSetting("bot-setting-bad-quiet") from None
        return f"{start}-{end}"
    if key == "timezone":
        name = known_zone(value)
        if name is None:
            raise BadSetting("bot-setting-bad-timezone", timezone=value[:50])
        return name
    if key == "language":
        language = catalog_language(value)
        if language is None:
            raise BadSetting("bot-setting-bad-language", language=value[:20])
        return language
    raise BadSetting("bot-setting-unknown", name=key[:30])


def validate_user_setting(key: str, value: str | None) -> str | None:
    if key == "mute":
        text = str(value or "off").strip().lower()
        if text not in ("on", "off"):
            raise BadSetting("bot-setting-bad-mute")
        return "on" if text == "on" else None
    if key == "language":
        return validate_channel_setting("language", value)
    raise BadSetting("bot-setting-unknown", name=key[:30])


async def sweep(service: "TableService", limit: int) -> list[Reply]:
    import engine
    storage = service.storage
    now = service.clock.now()
    replies: list[Reply] = []
    # This sweep's reminders, by game: (version, reminders_sent) as marked, so that a reminder the
    # front end could not post is taken back only if the game has not moved on (`posting_failed`).
    marked: dict[int, tuple[int, int]] = {}
    service._reminders_marked = marked
    channel_cache: dict[str, dict[str, str]] = {}
    async def channel_settings(channel: str) -> dict[str, str]:
        if channel not in channel_cache:
            channel_cache[channel] = await storage.get_settings("channel", channel)
        return channel_cache[channel]

    for game in await storage.due_reminders(now, limit):
        settings = await channel_settings(game.channel)     # a thread's own over its channel's
        if game.parent is not None:
            settings = {**await channel_settings(game.parent), **settings}
        quiet_end = quiet_until(now, settings)
        if quiet_end is not None:
            await storage.reschedule_reminder(game.id, game.version, quiet_end)
            continue
        seats = await storage.seats(game.id)
        seating = service._seating_of(game, seats)
        away = seating.away()          # on vacation, or the bot plays the seat: no reminder
        targets = []
        for seat in seats:
            if seat.seat not in game.awaiting or seat.muted_version == game.version or seat.seat in away:
                continue
            if (await storage.get_settings("user", seat.user)).get("mute") == "on":
                continue
            targets.append(seat)
        next_at = next_reminder(now, interval_seconds(settings), game.reminders_sent + 1)
        if not await storage.mark_reminded(game.id, game.version, game.reminders_sent, next_at):
            continue   # the game moved on meanwhile, or another sweep already sent this one
        if not targets:
            continue
        language = catalog_language(settings.get("language")) or "en"
        hours = int((now - (game.awaiting_since or now)) // 3600)
        text = say("bot-reminder", language, players=", ".join(s.name for s in targets), hours=hours,
                   game=engine.meta(game.game).title)
        if seating.limit is not None:    # with a move clock: how long each of them has left
            for seat in targets:
                text += "\n" + say("bot-clock-seat-time", language, player=seat.name,
                                   left=duration(seating.time_left(seat.seat, now)))
        marked[game.id] = (game.version, game.reminders_sent + 1)
        replies.append(Reply(text, kind="reminder", channel=game.channel, game=game.id,
                             mentions=[s.user for s in targets], buttons=[PLAY]))
    return replies


async def posting_failed(service: "TableService", reply: Reply) -> list[Reply]:
    """The front end may not post this reply of the sweep in its channel (a missing permission). A
    reminder is taken back (it does not count) and tried again after the back-off, unless the game
    moved on meanwhile (then the move's schedule stands). The first failure of an episode is told to
    the game's host: the private reply returned (none afterwards, until a post there succeeds)."""
    import engine
    from .replies import Place, User
    storage = service.storage
    now = service.clock.now()
    state = await storage.get_settings("channel", reply.channel)
    try:
        since = float(state[FAILING])
    except (KeyError, ValueError):
        since = None
    if since is None:
        await storage.set_settings([("channel", reply.channel, FAILING, repr(now))])
    marks = getattr(service, "_reminders_marked", {})
    if reply.kind == "reminder" and reply.game in marks:
        version, sent = marks.pop(reply.game)
        retry_at = now + retry_delay(now, now if since is None else since)
        await storage.unmark_reminded(reply.game, version, sent, retry_at)
    if since is not None or reply.game is None:
        return []                                   # the host knows already (or there is no game)
    game = await storage.game(reply.game)
    if game is None:
        return []
    place = Place(channel=game.channel, guild=game.guild, parent=game.parent)
    language = await service._user_language(place, User(game.host, ""))
    text = say("bot-reminders-failing", language, channel=f"<#{reply.channel}>",
               game=engine.meta(game.game).title)
    return [Reply(text, kind="reminder-failing", private=True, user=game.host, game=game.id)]


async def posted(service: "TableService", reply: Reply) -> None:
    """A reply of the sweep was posted: its channel's failing episode (if any) is over."""
    if reply.kind == "reminder":
        getattr(service, "_reminders_marked", {}).pop(reply.game, None)
    if FAILING in await service.storage.get_settings("channel", reply.channel):
        await service.storage.set_settings([("channel", reply.channel, FAILING, None)])
