"""One seat's private screen in the browser, behind a signed link (links.py): the only place the web
looks at a seat's own view, engine.view(state, seat), and only once the link is checked.

    GET /t/<key>/hand/<token>              the screen's page: its picture and its words
    GET /t/<key>/hand/<token>/screen.png   the picture (render.screen)

The checks, in order: the table exists and started (else 404); the token's signature under the
server's secret is right and it names this table (else 404, as any unknown address); it has not
expired (410); the person it names still holds the seat, neither replaced nor gone (403). Both answers
are "no-store, private", and the screens are never kept in the picture cache.
"""
from __future__ import annotations

import time
from datetime import datetime, timezone

from aiohttp import web

import engine

from ..console import plain
from ..storage import OPEN_STATUSES
from ..text import render
from . import links, pages, public

MAX_TOKEN = links.MAX_TOKEN


async def checked(site, request: web.Request):
    """The snapshot and the claim of a valid link to this table, or the refusal as an HTTP error."""
    game = await site.found(request)
    token = request.match_info["token"]
    if game.state is None or len(token) > MAX_TOKEN:
        raise web.HTTPNotFound()
    claim = links.verify(await site.secret(), token)
    if claim is None or claim.game != game.id:
        raise web.HTTPNotFound()
    if claim.expires < site.ctx.clock.now():
        raise web.HTTPGone()
    snapshot = await site.reader.snapshot(game)
    seated = public.seating_of(site.ctx, snapshot)
    owner = next((s.user for s in snapshot.seats if s.seat == claim.seat), None)
    if not (claim.seat < len(seated.seats) and owner == claim.user
            and seated.seats[claim.seat].owner.user == claim.user and not seated.seats[claim.seat].gone):
        raise web.HTTPForbidden()
    return snapshot, claim


async def hand(site, request: web.Request) -> web.Response:
    snapshot, claim = await checked(site, request)
    game = snapshot.game
    language = await site.language(request, game)
    names = public.names_of(snapshot, language)
    view = engine.view(public.current_state(snapshot), claim.seat)
    words = plain(render(view["hand"], language, names))
    until = datetime.fromtimestamp(claim.expires, timezone.utc).strftime("%Y-%m-%d %H:%M")
    path = links.private_path(game.web_key, request.match_info["token"])
    text = pages.hand_page(language, path, links.table_path(game.web_key), engine.meta(game.game).title,
                           names(claim.seat), words, until, game.version, site.ctx.renderer is not None,
                           game.status in OPEN_STATUSES, site.assets)
    return site.html(text, private=True)


async def screen(site, request: web.Request) -> web.Response:
    snapshot, claim = await checked(site, request)
    language = await site.language(request, snapshot.game)
    names = public.names_of(snapshot, language)
    state = public.current_state(snapshot)
    renderer = site.ctx.renderer
    drawn = await site.draw(request, ("screen", snapshot.game.id, claim.seat, time.monotonic()),
                            lambda: renderer.screen(engine.view(state, claim.seat), language=language, names=names),
                            keep=False)
    return site.picture(request, drawn, "image/png", private=True)
