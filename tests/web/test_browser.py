"""The table in a real headless browser (Chromium from the system's packages, driven by selenium): the
board loads, the history slider goes to turn 1 and back, a move made through the service arrives live,
a private link shows the hand; the page breaks no rule of its Content-Security-Policy. Screenshots go
to the test's temporary folder. Skipped, saying why, only where no browser is installed (.ci/run
installs one: apt-get install chromium chromium-driver)."""
from __future__ import annotations

import asyncio
import re
import shutil

import pytest

from bot.demo import players_of
from tests.bot.conftest import HERE

from .conftest import close_web, open_web, play_random, start_game

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
DRIVERS = ("chromedriver",)
WAIT = 60           # seconds: a bound on a hang, never a measure of speed


def browser_problem() -> str | None:
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    if not any(shutil.which(name) for name in BROWSERS):
        return "no Chromium found (apt-get install chromium chromium-driver)"
    if not any(shutil.which(name) for name in DRIVERS):
        return "no chromedriver found (apt-get install chromium-driver)"
    return None


def new_driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = next(shutil.which(name) for name in BROWSERS if shutil.which(name))
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,1000", "--no-first-run", "--disable-extensions"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=next(shutil.which(name) for name in DRIVERS if shutil.which(name)))
    return webdriver.Chrome(options=options, service=service)


def loaded(driver, address_part: str) -> bool:
    return driver.execute_script(
        "const i = document.getElementById('board-image');"
        "return !!i && i.complete && i.naturalWidth > 0 && i.src.includes(arguments[0]);", address_part)


def wait_for(driver, condition, what: str):
    from selenium.webdriver.support.ui import WebDriverWait
    return WebDriverWait(driver, WAIT, poll_frequency=0.1).until(lambda d: condition(d), what)


@pytest.mark.slow
async def test_a_player_sees_the_table_in_a_browser(tmp_path):
    problem = browser_problem()
    if problem:
        pytest.skip(problem)
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    web = await open_web(tmp_path, poll=0.2)
    driver = None
    try:
        base = str(web.client.make_url("/")).rstrip("/")
        web.service.web_url = base
        people = players_of(3)                              # the demo's players
        await start_game(web, "nehemiah", people)
        await play_random(web, people, boards=3)
        path = await web.path()
        driver = await asyncio.to_thread(new_driver)

        def open_the_table():
            driver.get(base + path)
            wait_for(driver, lambda d: loaded(d, "/board.png"), "the board picture loads")
            assert driver.execute_script("return document.getElementById('board-image').naturalWidth") == 1600
            assert driver.find_element(By.CSS_SELECTOR, ".zoom").is_displayed()     # the script runs
            driver.save_screenshot(str(tmp_path / "table.png"))
            slider = driver.find_element(By.ID, "turn")
            assert slider.get_attribute("max") == "3"
            slider.send_keys(Keys.HOME)                         # the set-up ...
            slider.send_keys(Keys.ARROW_RIGHT)                  # ... then turn 1
            wait_for(driver, lambda d: loaded(d, "/turn/1.png"), "the board of turn 1 loads")
            assert driver.find_element(By.ID, "turn-label").text == "turn 1 of 3"
            assert "turn=1" in driver.current_url
            driver.save_screenshot(str(tmp_path / "turn-1.png"))
            slider.send_keys(Keys.END)                          # and back to now
            wait_for(driver, lambda d: loaded(d, "/board.png"), "the board now loads again")
            return driver.find_element(By.ID, "live").get_attribute("data-version")

        version = await asyncio.to_thread(open_the_table)
        await play_random(web, people, boards=1)                # a move lands, through the service

        def sees_the_move():
            wait_for(driver, lambda d: d.execute_script("return document.body.dataset.updates") is not None,
                     "the page follows the move")
            wait_for(driver, lambda d: d.find_element(By.ID, "live").get_attribute("data-version") != version,
                     "the new version is shown")
            wait_for(driver, lambda d: loaded(d, "/board.png"), "the new board loads")
            assert driver.find_element(By.ID, "turn").get_attribute("max") == "4"
            driver.save_screenshot(str(tmp_path / "live.png"))

        await asyncio.to_thread(sees_the_move)
        [hand] = await web.service.hand(HERE, people[0])
        [link] = re.findall(re.escape(base) + r"/t/\S+/hand/\S+", hand.text)

        def sees_the_hand():
            driver.get(link)
            wait_for(driver, lambda d: loaded(d, "/screen.png"), "the private screen loads")
            text = driver.find_element(By.CSS_SELECTOR, ".hand-text").text
            assert "gold" in text.lower() and "Ada" in driver.title
            driver.save_screenshot(str(tmp_path / "hand.png"))
            return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]

        errors = await asyncio.to_thread(sees_the_hand)
        assert errors == []                                 # no script error, nothing the policy blocked
        assert (tmp_path / "table.png").stat().st_size > 10_000
    finally:
        if driver is not None:
            await asyncio.to_thread(driver.quit)
        await close_web(web)
