"""The web's routes: a table's page, its pictures and its stream, the static files, and the refusals.

    GET /                            a word on how tables are reached (no list: addresses are secret)
    GET /robots.txt                  nothing to index
    GET /static/table.css|table.js|favicon.svg (and /favicon.ico)   the page's only assets (a fixed
                                     list: no file is looked up by a name from the address)
    GET /t/<key>                     a table (?lang=en|pl|fr, ?turn=N: the board at the end of turn N)
    GET /t/<key>/board.png           the board now
    GET /t/<key>/turn/<N>.png        the board at the end of turn N (0: the set-up)
    GET /t/<key>/scores.png          a finished game's final scores, category by category
    GET /t/<key>/replay.gif          a finished game's animated replay
    GET /t/<key>/events              the stream of its moves (server-sent events, live.py)
    GET /t/<key>/hand/<token>[/screen.png]   one seat's private screen, by signed link (private.py)

<key> is the table's web_key (32 hex digits, 128 random bits); an unknown or malformed one, like any
other unknown address, is the same plain 404 page. Every public page and picture is made from public
views only (public.py); a wrong query (an unknown language, a turn that is not a number) is a 400,
a turn out of range a 404.
"""
from __future__ import annotations

import dataclasses
import hashlib
from importlib.resources import files
from typing import Any, Callable

from aiohttp import web

import engine
from data.locale import DEFAULT, languages

from .. import aftergame
from ..service import tables
from ..service.context import Context
from ..storage import FINISHED, GameRecord
from . import links, pages, public
from .history import History
from .images import Busy, Drawn, Pictures
from .live import POLL_SECONDS, Streams
from .security import DRAW_BURST, DRAW_RATE, Limiter, client_address

HTML = "text/html"
STATIC = {"table.css": "text/css", "table.js": "text/javascript", "favicon.svg": "image/svg+xml"}
MAX_TURN_DIGITS = 6
MAX_VERSION_DIGITS = 12


def _assets() -> tuple[dict[str, tuple[bytes, str]], pages.Assets]:
    folder = files(__package__).joinpath("static")
    found = {name: (folder.joinpath(name).read_bytes(), kind) for name, kind in STATIC.items()}
    stamp = {name: hashlib.sha256(data).hexdigest()[:10] for name, (data, _) in found.items()}
    return found, pages.Assets(css=f"/static/table.css?h={stamp['table.css']}",
                               js=f"/static/table.js?h={stamp['table.js']}",
                               icon=f"/static/favicon.svg?h={stamp['favicon.svg']}")


def digits(request: web.Request, name: str, most: int) -> int | None:
    """A whole number from the query (None when absent); anything else is a 400."""
    text = request.query.get(name)
    if text is None:
        return None
    if not (text.isascii() and text.isdigit() and len(text) <= most):
        raise web.HTTPBadRequest()
    return int(text)


class Site:
    """What the routes share: the service's context (storage, clock, renderer), the readers and the
    bounded caches."""

    def __init__(self, ctx: Context, *, poll: float = POLL_SECONDS, https: bool = False) -> None:
        self.ctx = ctx
        self.https = https
        self.reader = public.Reader(ctx.storage)
        self.history = History()
        self.pictures = Pictures(ctx.renderer)
        self.drawing = Limiter(DRAW_RATE, DRAW_BURST)
        self.streams = Streams(poll)
        self.static, self.assets = _assets()
        self._secret: bytes | None = None

    # --- shared steps ----------------------------------------------------------------------------

    @staticmethod
    def asked_language(request: web.Request) -> str | None:
        """The ?lang= of the request (a 400 if it is not one of ours), None when absent."""
        asked = request.query.get("lang")
        if asked is None:
            return None
        if asked not in languages():
            raise web.HTTPBadRequest()
        return asked

    async def language(self, request: web.Request, game: GameRecord) -> str:
        return self.asked_language(request) or await public.language_of(self.ctx, game)

    def refuse(self, request: web.Request, status: int) -> web.Response:
        """The plain page of a refusal, in the asked language if it is one of ours (else the
        browser's first one we have, else English): nothing about the table or the request."""
        language = request.query.get("lang") if request.query.get("lang") in languages() else None
        if language is None:
            wanted = [part.split(";")[0].strip()[:2].lower()
                      for part in request.headers.get("Accept-Language", "")[:200].split(",")]
            language = next((code for code in wanted if code in languages()), DEFAULT)
        response = web.Response(text=pages.error_page(language, status, self.assets), status=status,
                                content_type=HTML)
        response.headers["Cache-Control"] = "no-store"
        return response

    async def found(self, request: web.Request) -> GameRecord:
        game = await self.reader.game(request.match_info["key"])
        if game is None:
            raise web.HTTPNotFound()
        return game

    async def started(self, request: web.Request):
        """The table, its snapshot and its frames (a 404 for a table that never started)."""
        game = await self.found(request)
        if game.state is None:
            raise web.HTTPNotFound()
        snapshot = await self.reader.snapshot(game)
        frames = await self.history.frames(snapshot.game, snapshot.seats, snapshot.actions, snapshot.events)
        return snapshot, frames

    async def secret(self) -> bytes:
        if self._secret is None:
            self._secret = await links.secret(self.ctx.storage)
        return self._secret

    async def load_secret(self, app: web.Application | None = None) -> None:
        await self.secret()

    async def draw(self, request: web.Request, key: tuple, draw: Callable[[], Any], *, keep: bool = True) -> Drawn:
        """A picture from the cache, or drawn now: within the address's drawing allowance (429) and
        the server's (503)."""
        if self.ctx.renderer is None:
            raise web.HTTPNotFound()
        found = self.pictures.cached(key) if keep else None
        if found is not None:
            return found
        if not self.drawing.allow(client_address(request)):
            raise web.HTTPTooManyRequests()
        try:
            return await self.pictures.get(key, draw, keep=keep)
        except Busy:
            raise web.HTTPServiceUnavailable() from None

    @staticmethod
    def picture(request: web.Request, drawn: Drawn, content_type: str, *, private: bool = False) -> web.Response:
        if private:
            response = web.Response(body=drawn.data, content_type=content_type)
            response.headers["Cache-Control"] = "no-store, private"
            return response
        if request.headers.get("If-None-Match") == drawn.etag:
            response = web.Response(status=304)
        else:
            response = web.Response(body=drawn.data, content_type=content_type)
        response.headers["ETag"] = drawn.etag
        response.headers["Cache-Control"] = "no-cache"
        return response

    @staticmethod
    def html(text: str, *, private: bool = False) -> web.Response:
        response = web.Response(text=text, content_type=HTML)
        response.headers["Cache-Control"] = "no-store, private" if private else "no-cache"
        return response

    # --- the routes ------------------------------------------------------------------------------

    async def home(self, request: web.Request) -> web.Response:
        return self.html(pages.home_page(self.asked_language(request) or DEFAULT, self.assets))

    async def robots(self, request: web.Request) -> web.Response:
        return web.Response(text="User-agent: *\nDisallow: /\n", content_type="text/plain")

    async def static_file(self, request: web.Request) -> web.Response:
        found = self.static.get(request.match_info.get("name", "favicon.svg"))
        if found is None:
            raise web.HTTPNotFound()
        data, kind = found
        response = web.Response(body=data, content_type=kind, charset="utf-8")
        response.headers["Cache-Control"] = "public, max-age=86400"
        return response

    async def table(self, request: web.Request) -> web.Response:
        game = await self.found(request)
        language = await self.language(request, game)
        turn = digits(request, "turn", MAX_TURN_DIGITS)
        path = f"/t/{game.web_key}"
        title = engine.meta(game.game).title
        if game.state is None:                       # a lobby (or one closed before it started)
            seats = await self.ctx.storage.seats(game.id)
            players = [tables.seat_name(dataclasses.replace(s, seat=i), language) for i, s in enumerate(seats)]
            if turn is not None:
                raise web.HTTPNotFound()
            return self.html(pages.lobby_page(language, path, title, game.id, public.status_word(game),
                                              game.version, players, self.assets))
        snapshot, frames = await self.started(request)
        if turn is not None and turn > frames.current:
            raise web.HTTPNotFound()
        names = public.names_of(snapshot, language)
        seated = public.seating_of(self.ctx, snapshot)
        game = snapshot.game
        page = pages.TablePage(
            language=language, path=path, game=title, table=game.id, status=public.status_word(game),
            version=game.version, frame=frames.current if turn is None else turn, frames=frames.current,
            waiting=public.waiting(self.ctx, snapshot, seated, language, names),
            standing=public.standing(snapshot, seated, language, names),
            log=public.log(frames, language, names),
            scores=game.status == FINISHED and aftergame.can_draw(self.ctx.renderer),
            pictures=self.ctx.renderer is not None)
        return self.html(pages.table_page(page, self.assets))

    async def board(self, request: web.Request, k: int | None = None) -> web.Response:
        snapshot, frames = await self.started(request)
        k = frames.current if k is None else k
        if not 0 <= k <= frames.current:
            raise web.HTTPNotFound()
        language = await self.language(request, snapshot.game)
        names = public.names_of(snapshot, language)
        seated = public.seating_of(self.ctx, snapshot)
        key = public.board_key(snapshot, frames, k, language, names, seated)
        renderer = self.ctx.renderer
        drawn = await self.draw(request, key, lambda: renderer.board(
            public.board_view(snapshot, frames, k, language, names, seated), language=language, names=names))
        return self.picture(request, drawn, "image/png")

    async def now(self, request: web.Request) -> web.Response:
        return await self.board(request)

    async def turn(self, request: web.Request) -> web.Response:
        text = request.match_info["k"]
        if len(text) > MAX_TURN_DIGITS:
            raise web.HTTPNotFound()
        return await self.board(request, int(text))

    async def finished(self, request: web.Request):
        snapshot, frames = await self.started(request)
        if snapshot.game.status != FINISHED or not aftergame.can_draw(self.ctx.renderer):
            raise web.HTTPNotFound()
        language = await self.language(request, snapshot.game)
        names = public.names_of(snapshot, language)
        people = tuple(names(seat) for seat in range(len(snapshot.seats) + 1))
        return snapshot, language, names, people

    async def scores(self, request: web.Request) -> web.Response:
        snapshot, language, names, people = await self.finished(request)
        state = public.current_state(snapshot)
        drawn = await self.draw(request, ("scores", snapshot.game.id, language, people),
                                lambda: aftergame.breakdown(self.ctx.renderer, state, language, names))
        return self.picture(request, drawn, "image/png")

    async def replay(self, request: web.Request) -> web.Response:
        snapshot, language, names, people = await self.finished(request)
        game = snapshot.game
        record = aftergame.record_of(game, snapshot.seats, snapshot.actions, public.current_state(snapshot))
        key = ("replay", game.id, language, people)
        drawn_by_bot = self.ctx.replays.get((game.id, language)) if hasattr(self.ctx, "replays") else None
        drawn = await self.draw(request, key, lambda: drawn_by_bot or aftergame.replay(
            self.ctx.renderer, record, language, names))
        return self.picture(request, drawn, "image/gif")

    async def events(self, request: web.Request) -> web.StreamResponse:
        game = await self.found(request)
        since = digits(request, "v", MAX_VERSION_DIGITS)
        key = game.web_key
        return await self.streams.stream(request, game, game.version if since is None else since,
                                         lambda: self.ctx.storage.game_by_web_key(key), self.https)


def add_routes(app: web.Application, site: Site) -> None:
    from . import private
    get = app.router.add_get
    get("/", site.home)
    get("/robots.txt", site.robots)
    get("/favicon.ico", site.static_file)
    get("/static/{name}", site.static_file)
    get("/t/{key}", site.table)
    get("/t/{key}/board.png", site.now)
    get("/t/{key}/turn/{k:[0-9]+}.png", site.turn)
    get("/t/{key}/scores.png", site.scores)
    get("/t/{key}/replay.gif", site.replay)
    get("/t/{key}/events", site.events)

    async def hand(request: web.Request) -> web.Response:
        return await private.hand(site, request)

    async def screen(request: web.Request) -> web.Response:
        return await private.screen(site, request)
    get("/t/{key}/hand/{token}", hand)
    get("/t/{key}/hand/{token}/screen.png", screen)
