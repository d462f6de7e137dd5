"""The table on the web: a page per table at an unguessable address, served by the bot itself (when
BOT_WEB_PORT is set) or on its own (`python -m bot web`), with aiohttp.

    links.py     the addresses; private links signed with the server's secret (HMAC), and their check
    public.py    what the public may see of a table, read from storage (public views only)
    history.py   the board at every turn's end, replayed from the stored actions (a bounded cache)
    images.py    the pictures, drawn on demand through the bot's renderer (a bounded cache)
    pages.py     the HTML (escaped, no inline script or style)
    live.py      server-sent events: a stream that says when a move lands
    security.py  GET and HEAD only, bounded requests, a rate limit per address, security headers
    routes.py    the public routes; private.py the private screen behind a signed link
    app.py       the application, started in the bot or on its own
    static/      the page's style sheet and script (nothing from elsewhere)

This package's __init__ imports nothing: the service imports links.py (to offer links) without the
web server.
"""
