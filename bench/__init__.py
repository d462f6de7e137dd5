"""Benchmarks: `python -m bench` prints one JSON line per measured figure. Not part of the tests."""
