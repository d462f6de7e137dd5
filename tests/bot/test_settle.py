"""bot/settle.py: what lives as long as the bot is loaded once and left out of the collector's scans."""
from __future__ import annotations

import gc

from bot.settle import settle
from data.locale import bundle, languages


def test_the_catalogs_are_loaded_and_frozen_out_of_the_collectors_scans():
    try:
        settle()
        assert gc.get_freeze_count() > 0
        scanned = {id(thing) for thing in gc.get_objects()}
        for language in languages():
            catalog = bundle(language)          # loaded by settle(): the same object from the cache
            assert id(catalog) not in scanned
            assert id(catalog._messages) not in scanned
        later = {"made": ["after"]}
        assert id(later) in {id(thing) for thing in gc.get_objects()}
    finally:
        gc.unfreeze()
