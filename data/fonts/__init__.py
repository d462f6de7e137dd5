"""Bundled fonts: DejaVu Sans and DejaVu Sans Bold (licence: LICENSE-DejaVu.txt). They cover Latin
Extended (Polish and French letters) and the symbols the board pictures use."""
