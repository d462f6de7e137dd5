"""Every render test starts with no kept panel tiles: a test that spies on the drawing of a view an
earlier test drew would otherwise see a pasted panel instead of its words."""
import pytest

from render import kit


@pytest.fixture(autouse=True)
def fresh_regions():
    kit.clear_regions()
    yield
