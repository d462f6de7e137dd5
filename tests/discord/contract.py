"""Discord's published rules, checked on what the bot really sends.

`Recorder` sits between discord.py and SimCord's in-memory Discord and keeps every request the bot
makes (method, path, JSON body, the sizes of its files, the error Discord answered). The checks below
hold each request to the limits in bot/discord_bot/limits.py (Discord's documentation and its OpenAPI
description, API v10), which are stricter than the double in places: the double accepted a bulk
upload of commands that Discord refuses as a whole.

After a test, `interaction_problems` tells which interactions were never answered, or were left
"thinking…" with nothing to replace the placeholder.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Iterable

from bot.discord_bot import limits as L

_NAME_EXTRA = set("-_'")
# Interaction callback types (docs "Interactions > Receiving and Responding")
CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 4, 5, 6, 7
AUTOCOMPLETE_RESULT, MODAL = 8, 9
# errors that mean "the bot sent something Discord refuses" (not a fault a test injected)
REFUSED_PAYLOAD = {50035: "Invalid Form Body", 50006: "Cannot send an empty message"}


@dataclass
class Request:
    method: str
    path: str
    json: Any
    file_sizes: list[int] = field(default_factory=list)
    file_names: list[str] = field(default_factory=list)
    error: tuple[int, str] | None = None      # (Discord's error code, message)
    response: Any = None


class Recorder:
    """Wraps SimCord's router so every request of the bot is kept with its outcome."""

    def __init__(self) -> None:
        self.requests: list[Request] = []

    def wrap(self, dispatch):
        from simcord.backend.errors import BackendError

        def recording(backend, method, path, *, json=None, files=None, **kwargs):
            request = Request(method, path, json, [_size(f) for f in files or []],
                              [getattr(f, "filename", "") or "" for f in files or []])
            self.requests.append(request)
            try:
                request.response = dispatch(backend, method, path, json=json, files=files, **kwargs)
            except BackendError as error:
                request.error = (error.code, str(error))
                raise
            return request.response
        return recording


def _size(file) -> int:
    fp = getattr(file, "fp", None)
    if fp is None:
        return 0
    position = fp.tell()
    fp.seek(0, 2)
    size = fp.tell()
    fp.seek(position)
    return size


# --- application commands ----------------------------------------------------------------------

def valid_command_name(name: str) -> bool:
    """Discord's pattern ^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$, lowercase for slash
    commands and their options (docs "Application Command Naming")."""
    if not 1 <= len(name) <= L.COMMAND_NAME or name != name.lower():
        return False
    for ch in name:
        category = unicodedata.category(ch)
        if ch in _NAME_EXTRA or category[0] in "LN":
            continue
        if category[0] == "M" and unicodedata.name(ch, "").split()[0] in ("DEVANAGARI", "THAI"):
            continue
        return False
    return True


def _localized(item: dict, key: str) -> dict[str, str]:
    """The text of `key` per locale: "" for the default, then every localization."""
    texts = {"": item.get(key)}
    texts.update(item.get(f"{key}_localizations") or {})
    return texts


def _locales_of(items: Iterable[dict]) -> set[str]:
    found = set()
    for item in items:
        for key in ("name", "description"):
            found |= set(item.get(f"{key}_localizations") or {})
        for option in item.get("options") or []:
            found |= _locales_of([option])
        for choice in item.get("choices") or []:
            found |= set(choice.get("name_localizations") or {})
    return found


def _in_locale(item: dict, key: str, locale: str) -> str:
    return (item.get(f"{key}_localizations") or {}).get(locale) or item.get(key) or ""


def command_problems(body: list[dict]) -> list[str]:
    """Every rule of a bulk overwrite of application commands that `body` breaks."""
    problems: list[str] = []
    if not isinstance(body, list):
        return ["the body is not a list of commands"]
    locales = _locales_of(body)
    for locale in sorted(locales - L.LOCALES):
        problems.append(f"unknown locale {locale!r}")
    _sibling_names(body, "commands", locales, problems)
    for command in body:
        where = f"/{command.get('name')}"
        _check_named(command, where, problems, chat_input=command.get("type", 1) == 1)
        _check_options(command.get("options") or [], where, locales, problems)
        for locale in [""] + sorted(locales):
            total = _characters(command, locale)
            if total > L.COMMAND_TOTAL:
                problems.append(f"{where}: {total} characters in locale {locale or 'default'!r} "
                                f"(at most {L.COMMAND_TOTAL})")
    return problems


def _check_named(item: dict, where: str, problems: list[str], *, chat_input: bool = True) -> None:
    for locale, name in _localized(item, "name").items():
        if not isinstance(name, str) or not (valid_command_name(name) if chat_input else
                                             1 <= len(name) <= L.COMMAND_NAME):
            problems.append(f"{where}: name {name!r} ({locale or 'default'}) breaks Discord's naming rule")
    if chat_input:
        for locale, text in _localized(item, "description").items():
            if not isinstance(text, str) or not 1 <= len(text) <= L.COMMAND_DESCRIPTION:
                problems.append(f"{where}: description ({locale or 'default'}) has "
                                f"{len(text or '')} characters (1-{L.COMMAND_DESCRIPTION})")


def _sibling_names(items: list[dict], where: str, locales: set[str], problems: list[str]) -> None:
    for locale in [""] + sorted(locales):
        names = [_in_locale(item, "name", locale) for item in items]
        for name in sorted({n for n in names if names.count(n) > 1}):
            problems.append(f"{where}: two siblings named {name!r} in locale {locale or 'default'!r}")


def _check_options(options: list[dict], where: str, locales: set[str], problems: list[str]) -> None:
    if len(options) > L.COMMAND_OPTIONS:
        problems.append(f"{where}: {len(options)} options (at most {L.COMMAND_OPTIONS})")
    _sibling_names(options, where, locales, problems)
    seen_optional = False
    for option in options:
        here = f"{where} {option.get('name')}"
        _check_named(option, here, problems)
        if option.get("type") in (1, 2):          # a subcommand or a group: its own options
            _check_options(option.get("options") or [], here, locales, problems)
            continue
        if option.get("required"):
            if seen_optional:
                problems.append(f"{here}: a required option after an optional one")
        else:
            seen_optional = True
        for bound in ("min_value", "max_value"):
            value = option.get(bound)
            if value is not None and not -L.INT53 <= value <= L.INT53:
                problems.append(f"{here}: {bound} {value} is outside ±(2^53 - 1)")
        for bound in ("min_length", "max_length"):
            value = option.get(bound)
            if value is not None and not 0 <= value <= L.STRING_OPTION_LENGTH:
                problems.append(f"{here}: {bound} {value} is outside 0-{L.STRING_OPTION_LENGTH}")
        choices = option.get("choices") or []
        if len(choices) > L.OPTION_CHOICES:
            problems.append(f"{here}: {len(choices)} choices (at most {L.OPTION_CHOICES})")
        if choices and option.get("autocomplete"):
            problems.append(f"{here}: choices and autocomplete together")
        for choice in choices:
            for locale, name in _localized(choice, "name").items():
                if not isinstance(name, str) or not 1 <= len(name) <= L.CHOICE_NAME:
                    problems.append(f"{here}: choice name {name!r} ({locale or 'default'}) not 1-{L.CHOICE_NAME}")
            value = choice.get("value")
            if isinstance(value, str) and len(value) > L.CHOICE_STRING_VALUE:
                problems.append(f"{here}: choice value of {len(value)} characters")
            if isinstance(value, int) and not -L.INT53 <= value <= L.INT53:
                problems.append(f"{here}: choice value {value} is outside ±(2^53 - 1)")


def _characters(item: dict, locale: str) -> int:
    """A command's characters for the 4,000 limit: names, descriptions and choice names and values
    of it and everything under it, in one locale."""
    total = len(_in_locale(item, "name", locale)) + len(_in_locale(item, "description", locale))
    for option in item.get("options") or []:
        total += _characters(option, locale)
    for choice in item.get("choices") or []:
        total += len(_in_locale(choice, "name", locale)) + len(str(choice.get("value", "")))
    return total


# --- messages, interaction responses, autocomplete and modals -----------------------------------

_MESSAGE_PATHS = (
    re.compile(r"/channels/\d+/messages(/\d+)?"),                   # create or edit with the bot token
    re.compile(r"/webhooks/\d+/[^/]+(/messages/(@original|\d+))?"),  # followups and their edits
)


def request_problems(request: Request) -> list[str]:
    """Every published limit the request breaks (an empty list for requests this does not know)."""
    where = f"{request.method} {_short(request.path)}"
    body = request.json if isinstance(request.json, dict) else {}
    problems: list[str] = []
    if request.method == "PUT" and re.fullmatch(r"/applications/\d+(/guilds/\d+)?/commands", request.path):
        return [f"{where}: {p}" for p in command_problems(request.json)]
    if re.fullmatch(r"/interactions/\d+/[^/]+/callback", request.path) and request.method == "POST":
        kind, data = body.get("type"), body.get("data") or {}
        if kind in (CHANNEL_MESSAGE, UPDATE_MESSAGE):
            problems += message_problems(data, request.file_sizes, request.file_names)
        elif kind == AUTOCOMPLETE_RESULT:
            problems += autocomplete_problems(data.get("choices") or [])
        elif kind == MODAL:
            problems += modal_problems(data)
    elif request.method in ("POST", "PATCH") and any(p.fullmatch(request.path) for p in _MESSAGE_PATHS):
        problems += message_problems(body, request.file_sizes, request.file_names)
        if request.method == "PATCH" and request.error is None and _empty(request.response):
            problems.append("the edit leaves an empty message")
    elif request.method == "POST" and re.fullmatch(r"/channels/\d+(/messages/\d+)?/threads", request.path):
        name = body.get("name") or ""
        if not 1 <= len(name) <= 100:
            problems.append(f"thread name of {len(name)} characters (1-100)")
    if request.error is not None and request.error[0] in REFUSED_PAYLOAD:
        problems.append(f"Discord refused it: {request.error[1]}")
    return [f"{where}: {p}" for p in problems]


def _short(path: str) -> str:
    return re.sub(r"/webhooks/(\d+)/[^/]+", r"/webhooks/\1/<token>",
                  re.sub(r"/interactions/(\d+)/[^/]+", r"/interactions/\1/<token>", path))


def _empty(message: Any) -> bool:
    if not isinstance(message, dict):
        return False
    return not (message.get("content") or message.get("components") or message.get("attachments")
                or message.get("embeds") or message.get("poll") or message.get("sticker_items"))


def message_problems(body: dict, file_sizes: list[int], file_names: list[str]) -> list[str]:
    problems: list[str] = []
    content = body.get("content")
    if isinstance(content, str) and len(content) > L.CONTENT:
        problems.append(f"content of {len(content)} characters (at most {L.CONTENT})")
    attachments = body.get("attachments") or []
    if len(file_sizes) > L.FILES or len(attachments) > L.FILES:
        problems.append(f"{max(len(file_sizes), len(attachments))} files (at most {L.FILES})")
    for size, name in zip(file_sizes, file_names):
        if size > L.UPLOAD_BYTES:
            problems.append(f"file {name} of {size} bytes (upload limit {L.UPLOAD_BYTES})")
    for attachment in attachments:
        if len(attachment.get("description") or "") > L.ATTACHMENT_DESCRIPTION:
            problems.append("an attachment's description over 1,024 characters")
        if len(attachment.get("filename") or "") > L.ATTACHMENT_FILENAME:
            problems.append("an attachment's file name over 1,024 characters")
    problems += component_problems(body.get("components") or [])
    return problems


def component_problems(rows: list[dict]) -> list[str]:
    problems: list[str] = []
    if len(rows) > L.ACTION_ROWS:
        problems.append(f"{len(rows)} action rows (at most {L.ACTION_ROWS})")
    custom_ids: list[str] = []
    for row in rows:
        children = row.get("components") or []
        if row.get("type") != 1 or not children:
            problems.append("a top-level component that is not an action row with components")
            continue
        buttons = [c for c in children if c.get("type") == 2]
        menus = [c for c in children if c.get("type") in (3, 5, 6, 7, 8)]
        if len(buttons) > L.ROW_BUTTONS:
            problems.append(f"{len(buttons)} buttons in a row (at most {L.ROW_BUTTONS})")
        if menus and len(children) > 1:
            problems.append("a select menu shares its row")
        for button in buttons:
            label = button.get("label") or ""
            if len(label) > L.BUTTON_LABEL:
                problems.append(f"button label of {len(label)} characters (at most {L.BUTTON_LABEL})")
            if not (label or button.get("emoji")):
                problems.append("a button without a label or emoji")
        for menu in menus:
            options = menu.get("options") or []
            if menu.get("type") == 3 and not 1 <= len(options) <= L.SELECT_OPTIONS:
                problems.append(f"a select menu with {len(options)} options (1-{L.SELECT_OPTIONS})")
            if len(menu.get("placeholder") or "") > L.SELECT_PLACEHOLDER:
                problems.append(f"placeholder over {L.SELECT_PLACEHOLDER} characters")
            low, high = menu.get("min_values", 1), menu.get("max_values", 1)
            if not (0 <= low <= L.SELECT_VALUES and 1 <= high <= L.SELECT_VALUES and low <= high
                    and (menu.get("type") != 3 or high <= len(options))):
                problems.append(f"select min/max values {low}/{high} with {len(options)} options")
            for option in options:
                for key in ("label", "value"):
                    text = option.get(key) or ""
                    if not 1 <= len(text) <= L.SELECT_OPTION_TEXT:
                        problems.append(f"select option {key} of {len(text)} characters")
                if len(option.get("description") or "") > L.SELECT_OPTION_TEXT:
                    problems.append("select option description over 100 characters")
            values = [o.get("value") for o in options]
            if len(set(values)) != len(values):
                problems.append("two options of a select menu share a value")
        for child in children:
            if child.get("custom_id") is not None:
                custom_ids.append(child["custom_id"])
    for custom_id in custom_ids:
        if not 1 <= len(custom_id) <= L.CUSTOM_ID:
            problems.append(f"custom_id of {len(custom_id)} characters (1-{L.CUSTOM_ID})")
    for custom_id in sorted({c for c in custom_ids if custom_ids.count(c) > 1}):
        problems.append(f"custom_id {custom_id!r} twice in one message")
    return problems


def autocomplete_problems(choices: list[dict]) -> list[str]:
    problems: list[str] = []
    if len(choices) > L.AUTOCOMPLETE_CHOICES:
        problems.append(f"{len(choices)} suggestions (at most {L.AUTOCOMPLETE_CHOICES})")
    for choice in choices:
        name, value = choice.get("name") or "", choice.get("value")
        if not 1 <= len(name) <= L.CHOICE_NAME:
            problems.append(f"suggestion name of {len(name)} characters (1-{L.CHOICE_NAME})")
        if isinstance(value, str) and len(value) > L.CHOICE_STRING_VALUE:
            problems.append(f"suggestion value of {len(value)} characters")
    return problems


def modal_problems(data: dict) -> list[str]:
    problems: list[str] = []
    if not 1 <= len(data.get("title") or "") <= L.MODAL_TITLE:
        problems.append(f"modal title of {len(data.get('title') or '')} characters (1-{L.MODAL_TITLE})")
    if not 1 <= len(data.get("custom_id") or "") <= L.CUSTOM_ID:
        problems.append("modal custom_id not 1-100 characters")
    for row in data.get("components") or []:
        inputs = row.get("components") or ([row["component"]] if row.get("component") else [])
        label = row.get("label")
        for text_input in inputs:
            label = text_input.get("label") or label or ""
            if not 1 <= len(label) <= L.TEXT_INPUT_LABEL:
                problems.append(f"text input label of {len(label)} characters (1-{L.TEXT_INPUT_LABEL})")
            if len(text_input.get("placeholder") or "") > L.TEXT_INPUT_PLACEHOLDER:
                problems.append("text input placeholder over 100 characters")
            for bound in ("min_length", "max_length"):
                value = text_input.get(bound)
                if value is not None and not 0 <= value <= L.TEXT_INPUT_LENGTH:
                    problems.append(f"text input {bound} {value}")
    return problems


# --- every interaction answered, no "thinking…" left behind --------------------------------------

GONE = {10015, 10062}       # Unknown Webhook, Unknown Interaction: the token expired, nothing can answer


def interaction_problems(backend, requests: list[Request]) -> list[str]:
    """Interactions never answered, and deferred ones whose "thinking…" placeholder is still there
    (neither replaced by a response nor deleted). An interaction whose token Discord no longer
    knew (expired: its requests answered Unknown Webhook or Unknown Interaction) is left out."""
    expired = {part for r in requests if r.error and r.error[0] in GONE for part in r.path.split("/")}
    problems = []
    for record in backend.interactions.values():
        label = record.command_name or f"component in channel {record.channel_id}"
        if record.token in expired:
            continue
        if not record.responded:
            problems.append(f"interaction {record.id} ({label}) was never answered")
        elif record.loading and record.message_id in backend.messages.get(record.channel_id, {}):
            problems.append(f"interaction {record.id} ({label}) left its 'thinking…' placeholder")
    return problems
