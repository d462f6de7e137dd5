"""The web server's guard: GET and HEAD only, bounded requests, a rate limit per address, strict
security headers on every answer, and every refusal a plain page that says nothing more.

    guard(limiter, pages, https=...) -> aiohttp middleware
    Limiter(rate, burst, ...)          a token bucket per client address, a bounded table of them

The client's address is the peer's, or, when the peer is this machine or on a private network (a
reverse proxy on it, or Docker's bridge in front of the container), the last address of X-Forwarded-For
(the one that proxy added; anything before it is the client's own word). Clients on the internet come
from public addresses, whose X-Forwarded-For is never believed.
"""
from __future__ import annotations

import ipaddress
import logging
import time
from collections import OrderedDict
from typing import Awaitable, Callable

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError

METHODS = ("GET", "HEAD")
MAX_QUERY = 512              # characters of a query string; more is refused (414)
MAX_PATH = 600               # characters of a path (a private link's is about 150)
RATE = 4.0                   # requests per second an address may make on average ...
BURST = 120                  # ... and at once (a page with its pictures, scripts and stream is ~5)
DRAW_RATE = 0.5              # pictures not drawn yet, per second and address (drawing costs a core) ...
DRAW_BURST = 30              # ... and at once (a slider dragged over 30 turns)
KEPT_ADDRESSES = 10_000      # addresses remembered by the limiter (least recently seen first out)

# No script, style, picture or connection from anywhere but this server; no inline script or style;
# never in a frame; forms only to this server.
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
       "font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",           # a table's address never leaves in a Referer
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Robots-Tag": "noindex, nofollow",        # unguessable addresses stay out of search engines
    "Server": "builders-table",                 # not the library's name and version
}
HSTS = "max-age=31536000"


class Bucket:
    __slots__ = ("tokens", "at")

    def __init__(self, tokens: float, at: float) -> None:
        self.tokens, self.at = tokens, at


class Limiter:
    """A token bucket per address: `rate` tokens a second up to `burst`; `allow(address)` takes one."""

    def __init__(self, rate: float = RATE, burst: int = BURST, kept: int = KEPT_ADDRESSES,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.kept, self.clock = rate, burst, kept, clock
        self._buckets: OrderedDict[str, Bucket] = OrderedDict()

    def allow(self, address: str, cost: float = 1.0) -> bool:
        now = self.clock()
        bucket = self._buckets.get(address)
        if bucket is None:
            bucket = self._buckets[address] = Bucket(float(self.burst), now)
            while len(self._buckets) > self.kept:
                self._buckets.popitem(last=False)
        else:
            self._buckets.move_to_end(address)
            bucket.tokens = min(float(self.burst), bucket.tokens + (now - bucket.at) * self.rate)
            bucket.at = now
        if bucket.tokens < cost:
            return False
        bucket.tokens -= cost
        return True

    def __len__(self) -> int:
        return len(self._buckets)


def client_address(request: web.BaseRequest) -> str:
    peer = request.remote or ""
    try:
        local = ipaddress.ip_address(peer).is_private        # loopback and private networks
    except ValueError:
        local = peer == ""
    forwarded = request.headers.get("X-Forwarded-For", "")
    if local and forwarded:
        last = forwarded.split(",")[-1].strip()
        try:
            return str(ipaddress.ip_address(last))
        except ValueError:
            return peer
    return peer


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def secure(response: web.StreamResponse, https: bool) -> None:
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    if https:
        response.headers.setdefault("Strict-Transport-Security", HSTS)


def guard(limiter: Limiter, refuse: Callable[[web.Request, int], web.Response], *, https: bool = False):
    """The middleware: the checks before a handler, the headers after it, and every HTTP error as
    `refuse(request, status)` (a plain page)."""
    @web.middleware
    async def middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.method not in METHODS:
            response = refuse(request, 405)
            response.headers["Allow"] = ", ".join(METHODS)
        elif len(request.raw_path) > MAX_PATH + MAX_QUERY or len(request.query_string) > MAX_QUERY:
            response = refuse(request, 414)
        elif len(request.path) > MAX_PATH:
            response = refuse(request, 404)
        elif not limiter.allow(client_address(request)):
            response = refuse(request, 429)
            response.headers["Retry-After"] = "10"
        else:
            try:
                response = await handler(request)
            except web.HTTPException as error:
                if error.status < 400:
                    raise
                response = refuse(request, error.status)
                if error.status == 405:
                    response.headers["Allow"] = ", ".join(METHODS)
        secure(response, https)
        return response
    return middleware


class ClientErrorsQuiet(logging.LoggerAdapter):
    """aiohttp's server logger, except that a request that cannot even be parsed (the client's fault:
    a malformed request line or header; it is answered 400) is one INFO line, not an error with its
    traceback."""

    def exception(self, msg, *args, exc_info=True, **kwargs) -> None:
        if isinstance(exc_info, HttpProcessingError):
            self.logger.info("refused a malformed request (%s)", str(exc_info.message).split("\n")[0][:120])
            return
        self.logger.exception(msg, *args, exc_info=exc_info, **kwargs)

    def process(self, msg, kwargs):
        return msg, kwargs


SERVER_LOGGER = ClientErrorsQuiet(logging.getLogger("aiohttp.server"), {})
