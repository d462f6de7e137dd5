"""/rules and /help at the service: every page of every guide in both languages, pages by id and by
number, refusals, sharing in the channel's language, the house page's table, and a help that names
every slash command the Discord bot registers (in every language, by its translated name), in parts
that each stay within TableService.HELP_PART_MAX characters."""
from __future__ import annotations

import re

import pytest

import engine
from bot import guides
from bot.replies import GuidePage, Place, User
from bot.service import TableService
from bot.text import say
from data.locale import has, translate, languages

from .conftest import ALICE, HERE, run

LANGUAGES = tuple(languages())
GUIDES = guides.games()
READER = {"en": User("r-en", "Reader", locale="en-US"), "pl": User("r-pl", "Czytelnik", locale="pl"),
          "fr": User("r-fr", "Lectrice", locale="fr")}


def test_every_game_with_a_guide_toml_has_a_guide_ending_with_the_house_page():
    assert GUIDES, "no game has a rules guide"
    assert set(GUIDES) <= set(engine.game_ids())
    for game in GUIDES:
        pages = guides.pages(game)
        assert len(pages) >= 2 and len(set(pages)) == len(pages)
        assert pages[-1] == guides.HOUSE


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GUIDES)
def test_every_page_of_every_guide_in_both_languages(table, game, language):
    reader, pages = READER[language], guides.pages(game)
    title = translate(engine.meta(game).title, language)
    for index, page in enumerate(pages):
        [reply] = run(table.service.rules(HERE, reader, game, page))
        assert reply.ok and reply.kind == "rules", reply.text
        assert reply.private and reply.user == reader.id and reply.channel is None
        assert reply.guide == GuidePage(game, index, len(pages))
        heading, _, body = reply.text.partition("\n")
        assert f"({index + 1}/{len(pages)})" in heading and title in heading
        title_key, text_key = guides.title_key(game, page), guides.text_key(game, page)
        if has(title_key, language):           # the guides' words may still be being written
            assert say(title_key, language) in heading and title_key not in heading
        if has(text_key, language):
            assert body.startswith(say(text_key, language)) and text_key not in body
            assert len(reply.text) <= 2000, f"{game}/{page} in {language} does not fit one message"


@pytest.mark.parametrize("game", GUIDES)
def test_a_page_by_id_by_number_and_by_index(table, game):
    pages = guides.pages(game)
    last = len(pages) - 1
    for page, index in ((None, 0), (pages[1], 1), ("2", 1), (" 2 ", 1), (1, 1), (str(last + 1), last),
                        (last, last), (guides.HOUSE, last)):
        [reply] = run(table.service.rules(HERE, ALICE, game, page))
        assert reply.ok and reply.guide == GuidePage(game, index, len(pages)), (page, reply.text)


@pytest.mark.parametrize("page", ["nope", "0", "-1", "999", 999, -1, ""])
def test_an_unknown_page_is_refused_with_the_pages_listed(table, page):
    game = GUIDES[0]
    before = table.dump()
    [reply] = run(table.service.rules(HERE, ALICE, game, page))
    assert not reply.ok and reply.private and reply.user == ALICE.id and reply.guide is None
    assert reply.kind == "refusal"
    assert say(guides.title_key(game, guides.pages(game)[0]), "en") in reply.text
    assert table.dump() == before


def test_an_unknown_game_is_refused_with_the_games_listed(table):
    [reply] = run(table.service.rules(HERE, ALICE, "chess"))
    assert not reply.ok and reply.private and reply.guide is None
    for game in GUIDES:
        assert translate(engine.meta(game).title, "en") in reply.text


def test_sharing_posts_the_page_in_the_channel_language(table):
    game, service = GUIDES[0], table.service
    manager = User("m1", "Mod", manager=True)
    [changed] = run(service.settings(HERE, manager, channel={"language": "pl"}))
    assert changed.ok, changed.text
    [shared] = run(service.rules(HERE, READER["en"], game, "2", share=True))
    assert shared.ok and not shared.private and shared.user is None
    assert shared.channel == HERE.channel and shared.guide == GuidePage(game, 1, len(guides.pages(game)))
    [polish] = run(service.rules(HERE, READER["pl"], game, "2"))
    assert shared.text == polish.text                       # the channel's language, not the reader's
    [english] = run(service.rules(HERE, READER["en"], game, "2"))
    assert english.private and translate(engine.meta(game).title, "en") in english.text.partition("\n")[0]
    assert translate(engine.meta(game).title, "pl") in shared.text.partition("\n")[0]


def test_sharing_needs_a_channel(table):
    [reply] = run(table.service.rules(None, ALICE, GUIDES[0], share=True))
    assert not reply.ok


@pytest.mark.skipif("nehemiah" not in GUIDES, reason="no Nehemiah guide")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_house_page_lists_this_tables_options_and_move_clock(table, language):
    service = table.service
    [lobby, *_] = run(service.create(HERE, ALICE, "nehemiah", {"leaders": True},
                                     clock={"limit": 24, "reserve": 2}))
    assert lobby.ok, lobby.text
    reader = READER[language]
    [house] = run(service.rules(HERE, reader, "nehemiah", guides.HOUSE))
    assert house.ok
    [leaders] = [spec for spec in engine.meta("nehemiah").options if spec.name == "leaders"]
    table_line = say("bot-rules-this-table", language,
                     options=say("bot-option-on", language, option=leaders.label))
    assert table_line in house.text
    clock_start = say("bot-clock", language, hours=24, reserve=2, vacation=0).split(",")[0]
    assert clock_start in house.text                                # "Move clock: 24 hours per decision"
    # another page, another channel, another game: no table line
    [first] = run(service.rules(HERE, reader, "nehemiah"))
    elsewhere = Place(channel="chan-2", guild="guild-1")
    [empty] = run(service.rules(elsewhere, reader, "nehemiah", guides.HOUSE))
    other = next((g for g in GUIDES if g != "nehemiah"), None)
    assert table_line not in first.text and table_line not in empty.text
    if other is not None:
        [other_house] = run(service.rules(HERE, reader, other, guides.HOUSE))
        assert say("bot-rules-this-table", language, options="").split(":")[0] not in other_house.text


def test_the_house_page_of_a_base_game_table_says_so(table):
    service = table.service
    run(service.create(HERE, ALICE, "nehemiah", {}))
    [house] = run(service.rules(HERE, ALICE, "nehemiah", guides.HOUSE))
    assert say("bot-rules-this-table", "en", options=say("bot-options-none", "en")) in house.text
    assert say("bot-clock-off", "en", vacation=0).split(";")[0] in house.text


# --- /help names every command ------------------------------------------------------------------

def _registered_commands(tmp_path) -> list[list]:
    """The slash commands the Discord bot registers: each as the path of its app_commands objects
    (group, subcommand), read from the bot's own command tree after its setup."""
    from discord import app_commands

    from bot.discord_bot.app import TableBot
    from bot.storage.sqlite import SqliteStorage

    async def collect():
        bot = TableBot(SqliteStorage(tmp_path / "tree.db"), renderer=None, run_reminders=False)
        await bot.setup_hook()
        try:
            paths = []
            for command in bot.tree.walk_commands():
                if isinstance(command, app_commands.Group):
                    continue
                path, node = [], command
                while node is not None:
                    path.insert(0, node)
                    node = node.parent
                paths.append(path)
            return paths
        finally:
            await bot.storage.close()

    return run(collect())


def _name(command, language: str) -> str:
    key = command._locale_name.extras["key"] if command._locale_name is not None else None
    if key is None:
        return command.name
    return translate({"key": key, "params": {}}, language, strict=True)


def test_help_names_every_slash_command_in_every_language(table, tmp_path):
    commands = _registered_commands(tmp_path)
    names = {" ".join(node.name for node in path) for path in commands}
    assert {"game new", "play", "hand", "rules", "help"} <= names
    missing = {}
    for language in LANGUAGES:
        parts = run(table.service.help(HERE, READER[language]))
        assert len(parts) == len(TableService.HELP_PARTS)
        assert [reply.text for reply in parts] == TableService.help_texts(language)
        shown = set()
        for reply in parts:
            assert reply.ok and reply.private and reply.kind == "help" and reply.user == READER[language].id
            shown |= set(re.findall(r"`(/[^`]+)`", reply.text))
        for path in commands:
            name = "/" + " ".join(_name(node, language) for node in path)
            if name not in shown:
                missing.setdefault(language, []).append(name)
    assert not missing, f"commands missing from the help: {missing}"
    assert len(run(table.service.help(None, ALICE))) == len(TableService.HELP_PARTS)   # also in a DM


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_part_of_the_help_fits_its_bound(language):
    """Each part is its own private message: well within Discord's 2,000 characters, in every
    language, and none is left untranslated or empty."""
    assert set(LANGUAGES) >= {"en", "pl", "fr"}
    assert TableService.HELP_PART_MAX < 2000
    texts = TableService.help_texts(language)
    assert len(texts) == len(TableService.HELP_PARTS) >= 2
    for key, text in zip(TableService.HELP_PARTS, texts):
        assert has(key, language), f"{key} is missing in {language}"
        assert text.strip() and key not in text
        assert len(text) <= TableService.HELP_PART_MAX, f"{key} in {language}: {len(text)} characters"
