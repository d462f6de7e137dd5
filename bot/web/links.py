"""The web's addresses, and the private links signed with the server's secret.

    table_url(base, game) -> str                        a table's public page (its unguessable web_key)
    secret(storage) -> bytes                            BOT_WEB_SECRET, else the one kept in the database
    private_url(base, game, seat, user, key, now) -> str   a signed link to one seat's private screen
    verify(key, token, now) -> Claim | None             the link's claim if its signature is right

A private link is `<base>/t/<web_key>/hand/<token>`, token = `<game>.<seat>.<expires>.<user>.<mac>`:
the game's id, the seat, when it expires (seconds since the epoch), the person's id (base64url) and an
HMAC-SHA256 of all of them under the server's secret (compared with hmac.compare_digest). The page
checks, in order: the signature (else "not found", like any unknown address), the game (the token's
game must be the table of the address), the expiry (LINK_SECONDS after it was made) and that the
person still holds the seat (a seat handed to a substitute, or left, ends the links made for it).

The secret: BOT_WEB_SECRET when set (every process of a sharded bot must then have the same), else a
random one made the first time it is needed and kept in the database's settings (SETTING), so restarts and the other processes on the same database sign and check alike. Nothing here
talks to the web server: the service uses it to offer links, the web app to check them.
"""
from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import secrets
from dataclasses import dataclass

from .. import config

LINK_SECONDS = 24 * 3600          # a private link works for a day after /hand gave it
SECRET_BYTES = 32
# (scope, target, key) of the kept secret in the settings table: a "guild" no Discord server can be (their
# ids are digits), whose settings no command shows or changes
SETTING = ("guild", "@web", "secret")
MAX_TOKEN = 400                   # characters: anything longer is not a token of ours
MAX_USER = 200                    # characters of a user id in a token


@dataclass(frozen=True)
class Claim:
    game: int
    seat: int
    user: str
    expires: int


def table_path(web_key: str) -> str:
    return f"/t/{web_key}"


def table_url(base: str, web_key: str) -> str:
    return base.rstrip("/") + table_path(web_key)


async def secret(storage) -> bytes:
    """The key private links are signed with: BOT_WEB_SECRET, else the database's (made once)."""
    configured = config.web_secret()
    if configured:
        return configured.encode()
    scope, target, name = SETTING
    kept = (await storage.get_settings(scope, target)).get(name)
    if not kept:
        await storage.set_settings([(scope, target, name, secrets.token_hex(SECRET_BYTES))])
        kept = (await storage.get_settings(scope, target))[name]   # another process may have won
    return kept.encode()


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _mac(key: bytes, body: str) -> str:
    return _b64(hmac.new(key, b"hand|" + body.encode(), hashlib.sha256).digest())


def sign(key: bytes, game: int, seat: int, user: str, expires: int) -> str:
    body = f"{game}.{seat}.{expires}.{_b64(user.encode())}"
    return f"{body}.{_mac(key, body)}"


def private_path(web_key: str, token: str) -> str:
    return f"{table_path(web_key)}/hand/{token}"


def private_url(base: str, web_key: str, game: int, seat: int, user: str, key: bytes, now: float) -> str:
    token = sign(key, game, seat, user, int(now) + LINK_SECONDS)
    return base.rstrip("/") + private_path(web_key, token)


def verify(key: bytes, token: str) -> Claim | None:
    """The claim of a token whose signature is right (not yet checked: the game, the expiry, the
    seat's owner); None for anything else, however malformed."""
    if len(token) > MAX_TOKEN or not token.isascii():
        return None
    body, _, mac = token.rpartition(".")
    parts = body.split(".")
    if len(parts) != 4 or not hmac.compare_digest(_mac(key, body).encode(), mac.encode()):
        return None
    game, seat, expires, user = parts
    if not (game.isdigit() and seat.isdigit() and expires.isdigit()) or len(user) > MAX_USER:
        return None
    try:
        name = _unb64(user).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    return Claim(game=int(game), seat=int(seat), user=name, expires=int(expires))
