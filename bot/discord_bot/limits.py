"""Discord's published limits on what a bot sends (API v10), each with the page or schema it comes
from. The code builds its payloads within them and the tests check every payload against them.

Sources: the developer documentation at https://discord.com/developers/docs (pages named below) and
Discord's OpenAPI description of API v10 (github.com/discord/discord-api-spec, specs/openapi.json;
schema names below). Where the two differ, the stricter value is kept.
"""
from __future__ import annotations

# --- application commands: docs "Interactions > Application Commands"; schemas
# ApplicationCommandCreateRequest, ApplicationCommand*Option, ApplicationCommandOption*Choice ---------
COMMAND_NAME = 32                 # name and each name localization: 1-32 characters
COMMAND_NAME_PATTERN = r"^[-_'\w]{1,32}$"   # docs: ^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$ (lowercase)
COMMAND_DESCRIPTION = 100         # description and each localization: 1-100 characters
COMMAND_OPTIONS = 25              # options of a command or subcommand (subcommands of a group)
OPTION_CHOICES = 25               # choices of one option
CHOICE_NAME = 100                 # a choice's name and each of its localizations: 1-100
CHOICE_STRING_VALUE = 100         # docs: a string choice's value, up to 100 characters
INT53 = 2**53 - 1                 # Int53Type: integers (min_value, max_value, choices) within ±(2^53 - 1)
COMMAND_TOTAL = 4000              # docs: name, description and value of every option and choice of one
                                  # command (subcommands included), summed, per locale
STRING_OPTION_LENGTH = 6000       # min_length / max_length of a string option
# Discord's locales (schema AvailableLocalesEnum)
LOCALES = frozenset((
    "ar", "bg", "cs", "da", "de", "el", "en-GB", "en-US", "es-419", "es-ES", "fi", "fr", "he", "hi", "hr",
    "hu", "id", "it", "ja", "ko", "lt", "nl", "no", "pl", "pt-BR", "ro", "ru", "sv-SE", "th", "tr", "uk",
    "vi", "zh-CN", "zh-TW"))

# --- autocomplete: schema InteractionApplicationCommandAutocompleteCallbackStringData -----------------
AUTOCOMPLETE_CHOICES = 25         # suggestions per answer, each a choice (name 1-100, value <= 100)

# --- messages: docs "Resources > Message" (Create Message), "Interactions > Receiving and Responding"
# (followups and edits); schemas MessageCreateRequest, IncomingWebhookUpdateForInteractionCallbackRequestPartial
CONTENT = 2000                    # characters of a message's content
FILES = 10                        # attachments of one message (schema: attachments maxItems 10)
UPLOAD_BYTES = 10 * 1024 * 1024   # docs "Reference > Uploading Files": 10 MiB per file without boosts
ATTACHMENT_DESCRIPTION = 1024     # alt text of an attachment (MessageAttachmentRequest.description)
ATTACHMENT_FILENAME = 1024        # MessageAttachmentRequest.filename

# --- components: docs "Components > Reference"; schemas ActionRowComponentForMessageRequest,
# ButtonComponentForMessageRequest, StringSelectComponentForMessageRequest, StringSelectOptionForRequest
ACTION_ROWS = 5                   # action rows in a message (the classic, non-"components v2" layout)
ROW_BUTTONS = 5                   # buttons in one action row (a select menu fills a row alone)
BUTTON_LABEL = 80                 # characters of a button's label
CUSTOM_ID = 100                   # characters of a component's custom_id (unique within the message)
SELECT_OPTIONS = 25               # options of a select menu: 1-25
SELECT_OPTION_TEXT = 100          # an option's label, value and description: at most 100 each
SELECT_PLACEHOLDER = 150          # characters of a select menu's placeholder
SELECT_VALUES = 25                # min_values 0-25, max_values 1-25

# --- modals: schemas ModalInteractionCallbackRequestData, TextInputComponentForModalRequest ---------
MODAL_TITLE = 45
TEXT_INPUT_LABEL = 45
TEXT_INPUT_PLACEHOLDER = 100
TEXT_INPUT_LENGTH = 4000

# --- time: docs "Interactions > Receiving and Responding" ----------------------------------------
ACKNOWLEDGE_SECONDS = 3.0         # an interaction must be answered (or deferred) within 3 seconds

ELLIPSIS = "…"


def clip(text: str, limit: int) -> str:
    """`text` within `limit` characters; a text that had to be cut ends with a visible "…"."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + ELLIPSIS
