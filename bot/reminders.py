"""The reminders' policy: politely ping the players a game waits for, not too often, never during quiet
hours. (The sweep that applies it is bot/service/reminding.py; this module is pure.)

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
from zoneinfo import ZoneInfo, available_timezones

from .text import catalog_language

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
