"""What the service answers: data, not Discord objects. Front ends translate them into messages."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Awaitable, Callable


@dataclass(frozen=True)
class User:
    id: str
    name: str
    locale: str | None = None     # the client's language (e.g. Discord's), used when no setting exists
    manager: bool = False         # may manage games in this channel (abandon, kick)
    automated: bool = False       # an account run by a program (a Discord bot): never a substitute


@dataclass(frozen=True)
class Place:
    channel: str
    guild: str | None = None      # None in a direct message
    locale: str | None = None     # the server's preferred language (the last fallback for public text)
    parent: str | None = None     # in a thread: the channel it belongs to (whose settings apply too)


@dataclass
class Choice:
    id: str                       # what to send back (an option id)
    label: str
    decision: str | None = None   # the id of the question it answers, where a front end needs it
    hint: str = ""                # what choosing it does, in one line (empty when the game says nothing)


@dataclass
class Prompt:
    """A decision offered privately to the one user it awaits."""

    game: int
    decision: str
    seat: int
    kind: str                     # "one" | "many" | "amount"
    text: str
    choices: list[Choice] = field(default_factory=list)
    min: int = 1
    max: int = 1
    secret: bool = False


@dataclass(frozen=True)
class GuidePage:
    """Where a rules guide's page is (for the front end's previous / next / share controls)."""

    game: str
    index: int
    count: int


@dataclass(frozen=True)
class Attachment:
    """A file sent with a reply beside its picture: the score breakdown, the animated replay, a game's
    record."""

    name: str                     # the file's name, e.g. "nehemiah-12-replay.gif"
    data: bytes
    description: str = ""         # alt text of a picture


# Generic buttons a public message may carry; the front end maps them to its own components.
JOIN, LEAVE, START, PLAY, HAND, BOARD = "join", "leave", "start", "play", "hand", "board"
ADD_BOT, REMOVE_BOT = "addbot", "removebot"     # the lobby's host adds a bot seat / takes the last one away
LOBBY_SLOT = "lobby"          # the slot of a game's lobby message, for `Reply.closes`


@dataclass
class Reply:
    text: str
    kind: str = "info"            # lobby | board | ping | step | result | replay | status | prompt | hand | log | history | stats | record | reminder | refusal | info
    private: bool = False         # shown only to `user` (ephemeral); never contains others' secrets
    user: str | None = None       # the recipient of a private reply
    channel: str | None = None    # where a public reply goes
    game: int | None = None
    image: bytes | None = None
    alt: str = ""
    mentions: list[str] = field(default_factory=list)   # user ids to ping, and only those
    buttons: list[str] = field(default_factory=list)
    prompt: Prompt | None = None
    ok: bool = True               # False: a refusal, nothing was changed
    edit: str | None = None       # a public status line: edit the game's message of this slot in place
                                  # (post it the first time), never a new message per answer
    closes: str | None = None     # a slot (e.g. "lobby") whose remembered message's buttons are done
    guide: "GuidePage | None" = None   # a page of a rules guide: the front end offers the others
    files: list[Attachment] = field(default_factory=list)   # more files, after the picture
    later: "Callable[[], Awaitable[list[Reply]]] | None" = None
    # not a message itself: replies that follow once drawn (a finished game's replay, seconds of
    # work), to be awaited after everything else is delivered, without holding up the answer


async def resolved(replies: list[Reply]) -> list[Reply]:
    """`replies` with each `later` placeholder replaced by the replies it gives, in order: for a front
    end that delivers everything in one go (the console, the demo, tests)."""
    out: list[Reply] = []
    for reply in replies:
        out.extend([reply] if reply.later is None else await resolved(await reply.later()))
    return out
