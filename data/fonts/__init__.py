"""Bundled fonts.

DejaVu Sans and DejaVu Sans Bold (licence: LICENSE-DejaVu.txt) draw every picture: Latin Extended
(Polish and French letters) and the symbols the pictures use. For player names in other scripts,
render.kit falls back to Droid Sans Fallback (Chinese, Japanese, Korean; Apache 2.0:
LICENSE-DroidSansFallback.txt) and Noto Sans Devanagari, Bengali, Tamil, Telugu, Gurmukhi and Thai
(SIL OFL 1.1: LICENSE-Noto.txt), copied unchanged from Debian's fonts-droid-fallback and
fonts-noto-core packages."""
