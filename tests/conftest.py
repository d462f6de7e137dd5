"""Session-wide: PostgreSQL schemas a test made and did not drop are dropped at the end."""
from __future__ import annotations

import pytest

from tests.backends import drop_schemas


@pytest.fixture(scope="session", autouse=True)
def _drop_leftover_schemas():
    yield
    drop_schemas()


def pytest_terminal_summary(terminalreporter):
    """Where no PostgreSQL server answered, its half of the storage tests was skipped: say why, once."""
    from tests.backends import skipped_because
    if (reason := skipped_because()) is not None:
        terminalreporter.write_line(f"PostgreSQL tests skipped: {reason}")
