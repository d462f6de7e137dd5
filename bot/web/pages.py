"""The web pages as HTML text: every word from the catalogs, every value escaped (html.escape), no
inline script or style (the Content-Security-Policy forbids them), and everything but zooming and
following the game live working without JavaScript.

    table_page(TablePage) -> str     a table: its board, the history, whose turn, the players, the log
    lobby_page(...), hand_page(...), error_page(...), home_page(...)

Pure functions of their arguments: the same data gives the same bytes.
"""
from __future__ import annotations

import html
from dataclasses import dataclass, field
from urllib.parse import urlencode

from ..text import say
from .public import Turn

BRAND = "Builders' Table"
LANGUAGE_NAMES = {"en": "English", "pl": "Polski", "fr": "Français"}


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def href(path: str, **query: object) -> str:
    """A link to `path` with its query (None values left out), escaped for an attribute."""
    shown = {name: value for name, value in query.items() if value is not None}
    return e(path + ("?" + urlencode(shown) if shown else ""))


def lines(text: str) -> str:
    """Text over several lines, each escaped, joined by <br>."""
    return "<br>".join(e(line) for line in text.split("\n") if line.strip())


@dataclass(frozen=True)
class Assets:
    css: str                  # /static/table.css?h=...
    js: str
    icon: str


def document(language: str, title: str, body: str, assets: Assets, *, live: str | None = None) -> str:
    """The page around `body`; `live`: the address of the table's stream of moves."""
    follow = f' data-events="{e(live)}"' if live else ""
    return ("<!DOCTYPE html>\n"
            f'<html lang="{e(language)}">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            '<meta name="referrer" content="no-referrer">\n'
            f"<title>{e(title)}</title>\n"
            f'<link rel="icon" href="{e(assets.icon)}" type="image/svg+xml">\n'
            f'<link rel="stylesheet" href="{e(assets.css)}">\n'
            f'<script src="{e(assets.js)}" defer></script>\n'
            f"</head>\n<body{follow}>\n{body}\n</body>\n</html>\n")


def languages_nav(language: str, path: str, query: dict) -> str:
    items = []
    for code, name in LANGUAGE_NAMES.items():
        current = ' aria-current="true"' if code == language else ""
        items.append(f'<a href="{href(path, **{**query, "lang": code})}" hreflang="{code}" lang="{code}"'
                     f"{current}>{e(name)}</a>")
    return (f'<nav class="languages" aria-label="{e(say("web-languages", language))}">'
            + " ".join(items) + "</nav>")


def header(language: str, heading: str, status: str | None, path: str, query: dict) -> str:
    shown = f'<p class="status">{e(say("web-status", language, status=status))}</p>' if status else ""
    return (f'<header class="top">\n<p class="brand">{e(BRAND)}</p>\n{languages_nav(language, path, query)}\n'
            f"<h1>{e(heading)}</h1>\n{shown}\n</header>")


@dataclass
class TablePage:
    language: str
    path: str                 # /t/<key>
    game: str                 # the game's title
    table: int
    status: str               # lobby | active | finished | abandoned
    version: int
    frame: int                # the frame shown
    frames: int               # the last frame's number (the game now)
    waiting: str              # whose turn and for how long, or the result
    standing: list[str] = field(default_factory=list)
    log: list[Turn] = field(default_factory=list)
    scores: bool = False      # the final scores' picture and the replay are offered
    pictures: bool = True     # a renderer draws the boards


def frame_label(language: str, k: int, frames: int) -> str:
    return say("web-history-setup", language) if k == 0 else say("web-history-turn", language, turn=k, turns=frames)


def board_section(page: TablePage, assets_query: dict) -> str:
    language, path, k = page.language, page.path, page.frame
    now = k == page.frames
    picture = href(f"{path}/board.png", lang=language, v=page.version) if now else \
        href(f"{path}/turn/{k}.png", lang=language)
    label = frame_label(language, k, page.frames)
    alt = say("web-board-alt", language, game=page.game, turn=label)
    board = ""
    if page.pictures:
        board = (f'<div class="viewport" id="viewport" tabindex="0">'
                 f'<img id="board-image" src="{picture}" alt="{e(alt)}" '
                 f'data-alt="{e(say("web-board-alt", language, game=page.game, turn="{turn}"))}"></div>\n'
                 '<div class="zoom" hidden>'
                 f'<button type="button" data-zoom="in" title="{e(say("web-zoom-in", language))}">+</button>'
                 f'<button type="button" data-zoom="out" title="{e(say("web-zoom-out", language))}">−</button>'
                 f'<button type="button" data-zoom="fit">{e(say("web-zoom-fit", language))}</button></div>\n'
                 f'<p class="alone"><a id="board-link" href="{picture}">{e(say("web-board-open", language))}</a></p>\n')
    steps = []
    if k > 0:
        steps.append(f'<a href="{href(path, lang=language, turn=0)}#board">« {e(say("web-history-first", language))}</a>')
        steps.append(f'<a href="{href(path, lang=language, turn=k - 1)}#board" rel="prev">‹ '
                     f'{e(say("web-history-previous", language))}</a>')
    if not now:
        steps.append(f'<a href="{href(path, lang=language, turn=k + 1)}#board" rel="next">'
                     f'{e(say("web-history-next", language))} ›</a>')
        steps.append(f'<a href="{href(path, lang=language)}#board">{e(say("web-history-now", language))} »</a>')
    templates = (f'data-setup="{e(say("web-history-setup", language))}" '
                 f'data-turn="{e(say("web-history-turn", language, turn="{turn}", turns=page.frames))}"')
    history = (f'<form class="history" method="get" action="{e(path)}#board">\n'
               f'<input type="hidden" name="lang" value="{e(language)}">\n'
               f'<label for="turn">{e(say("web-history", language))}</label>\n'
               f'<input type="range" id="turn" name="turn" min="0" max="{page.frames}" value="{k}" '
               f'data-frames="{e(path)}/turn/" data-now="{e(path)}/board.png" data-version="{page.version}" '
               f'data-lang="{e(language)}" {templates}>\n'
               f'<output for="turn" id="turn-label">{e(label)}</output>\n'
               f'<button type="submit">{e(say("web-history-show", language))}</button>\n</form>\n'
               f'<nav class="steps">{" ".join(steps)}</nav>')
    return (f'<section class="board" id="board">\n<h2>{e(say("web-board", language))}</h2>\n'
            f"{board}{history}\n</section>")


def log_section(page: TablePage) -> str:
    language, parts = page.language, []
    for turn in reversed(page.log):
        if turn.frame is None:
            heading = e(say("web-log-now", language))
        else:
            title = say("web-log-setup", language) if turn.frame == 0 else \
                say("web-log-turn", language, turn=turn.frame, round=turn.round)
            heading = f'<a href="{href(page.path, lang=language, turn=turn.frame)}#board">{e(title)}</a>'
        items = "".join(f"<li>{e(line)}</li>" for line in turn.lines) or \
            f'<li class="quiet">{e(say("web-log-empty", language))}</li>'
        anchor = f' id="turn-{turn.frame}"' if turn.frame is not None else ""
        shown = ' aria-current="true"' if turn.frame == page.frame else ""
        parts.append(f'<section class="turn-log"{anchor}{shown}><h3>{heading}</h3><ul>{items}</ul></section>')
    return f'<section class="log" id="log">\n<h2>{e(say("web-log", language))}</h2>\n' + "\n".join(parts) + "\n</section>"


def table_page(page: TablePage, assets: Assets) -> str:
    language, path = page.language, page.path
    title = say("web-page-title", language, game=page.game, table=page.table)
    query = {"turn": page.frame} if page.frame != page.frames else {}
    parts = [header(language, title, page.status, path, query),
             f'<main id="live" data-version="{page.version}">',
             board_section(page, query),
             f'<section class="now" id="now"><h2>{e(say("web-now", language))}</h2>'
             f"<p>{lines(page.waiting)}</p></section>"]
    if page.standing:
        parts.append(f'<section class="players" id="players"><h2>{e(say("web-players", language))}</h2><ul>'
                     + "".join(f"<li>{e(line)}</li>" for line in page.standing) + "</ul></section>")
    if page.scores:
        parts.append(f'<section class="result" id="result"><h2>{e(say("web-result", language))}</h2>'
                     f'<img class="scores" src="{href(path + "/scores.png", lang=language)}" '
                     f'alt="{e(say("web-scores-alt", language, game=page.game))}">'
                     f'<details><summary>{e(say("web-replay", language))}</summary>'
                     f'<img class="replay" loading="lazy" src="{href(path + "/replay.gif", lang=language)}" '
                     f'alt="{e(say("web-replay-alt", language, game=page.game))}"></details></section>')
    parts.append(log_section(page))
    parts.append("</main>")
    parts.append(footer(language, page.status == "active"))
    live = f"{path}/events?v={page.version}" if page.status in ("active", "lobby") else None
    return document(language, title, "\n".join(parts), assets, live=live)


def footer(language: str, live: bool) -> str:
    if not live:
        return f'<footer><p class="brand">{e(BRAND)}</p></footer>'
    return (f'<footer><p class="live-note" hidden>{e(say("web-live", language))}</p>'
            f'<noscript><p>{e(say("web-no-script", language))}</p></noscript></footer>')


def lobby_page(language: str, path: str, game: str, table: int, status: str, version: int, players: list[str],
               assets: Assets) -> str:
    title = say("web-page-title", language, game=game, table=table)
    body = "\n".join([header(language, title, status, path, {}),
                      f'<main id="live" data-version="{version}"><section class="now"><p>'
                      f'{e(say("web-lobby", language, players=", ".join(players) or "-"))}</p></section></main>',
                      footer(language, status == "lobby")])
    live = f"{path}/events?v={version}" if status == "lobby" else None
    return document(language, title, body, assets, live=live)


def hand_page(language: str, path: str, table_path: str, game: str, player: str, hand: str, until: str,
              version: int, picture: bool, active: bool, assets: Assets) -> str:
    """One seat's private screen: its picture and its words, for its owner (a signed link)."""
    title = say("web-hand-title", language, player=player, game=game)
    image = ""
    if picture:
        image = (f'<div class="viewport" id="viewport" tabindex="0"><img id="board-image" '
                 f'src="{href(path + "/screen.png", lang=language, v=version)}" '
                 f'alt="{e(say("web-hand-alt", language, player=player))}"></div>\n'
                 '<div class="zoom" hidden>'
                 f'<button type="button" data-zoom="in" title="{e(say("web-zoom-in", language))}">+</button>'
                 f'<button type="button" data-zoom="out" title="{e(say("web-zoom-out", language))}">−</button>'
                 f'<button type="button" data-zoom="fit">{e(say("web-zoom-fit", language))}</button></div>\n')
    body = "\n".join([
        header(language, title, None, path, {}),
        f'<main id="live" data-version="{version}">',
        f'<section class="hand" id="hand">{image}<p class="hand-text">{lines(hand)}</p></section>',
        f'<p class="note">{e(say("web-hand-note", language, player=player, until=until))}</p>',
        f'<p><a href="{href(table_path, lang=language)}">{e(say("web-hand-back", language))}</a></p>',
        "</main>", footer(language, active)])
    return document(language, title, body, assets, live=f"{table_path}/events?v={version}" if active else None)


def error_page(language: str, status: int, assets: Assets) -> str:
    title = say("web-error-title", language, status=status)
    body = (f'<header class="top"><p class="brand">{e(BRAND)}</p><h1>{e(title)}</h1></header>\n'
            f'<main><p>{e(say("web-error-text", language, status=status))}</p></main>')
    return document(language, f"{status} {title}", body, assets)


def home_page(language: str, assets: Assets) -> str:
    body = (f'<header class="top"><p class="brand">{e(BRAND)}</p><h1>{e(BRAND)}</h1></header>\n'
            f'<main><p>{e(say("web-home", language))}</p></main>')
    return document(language, BRAND, body, assets)
