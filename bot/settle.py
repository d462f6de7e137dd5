"""The bot's long-lived data, loaded once at startup and then left out of the garbage collector's scans.

Python collects its oldest generation by scanning every object in it. The message catalogs (parsed
Fluent messages, every language), the games' content and the modules are a few million objects that
live as long as the bot: while they were scanned, each full collection paused the event loop for
65-75 ms, a dozen times a minute with 50 tables moving (bench/pool.py, the loop's lag). `settle()`
loads them, collects once and freezes what is left (`gc.freeze`): later collections scan only what
the bot allocated since, and the loop's worst lag fell to about 10 ms.

Frozen objects are never collected; only what lives for the whole run is loaded here.
"""
from __future__ import annotations

import gc

import engine
from data.locale import bundle, languages


def settle() -> None:
    """Load every catalog and game, collect, and freeze what is left (see the module docstring)."""
    for language in languages():
        bundle(language)
    for game in engine.game_ids():
        engine.meta(game)
    gc.collect()
    gc.freeze()
