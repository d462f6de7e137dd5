"""Configuration from the environment (and a .env file, read by the Discord entry point)."""
from __future__ import annotations

import os
from pathlib import Path

DEFAULT_DIR = Path("var")


def database_path() -> Path:
    return Path(os.environ.get("BOT_DATABASE", DEFAULT_DIR / "bot.db"))


def images_dir() -> Path:
    return Path(os.environ.get("BOT_IMAGES", DEFAULT_DIR / "images"))
