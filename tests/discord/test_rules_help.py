"""/rules and /help in Discord: a private page with Previous / Next / Show everyone under it, page
turns that edit the same message, a shared page for everybody, the help in private."""
from __future__ import annotations

import discord

from bot import guides
from bot.discord_bot.deliver import private_kwargs, public_kwargs
from bot.discord_bot.limits import clip
from bot.replies import Reply
from bot.service import TableService
from bot.text import say

from .play import _real, buttons, private_message, private_texts

GAME = "nehemiah" if "nehemiah" in guides.games() else guides.games()[0]
PAGES = guides.pages(GAME)


def guide_buttons(message) -> dict[str, discord.ui.Button]:
    """move ("prev", "next", "share") -> the button under a rules page."""
    found = {}
    for row in _real(message).components:
        for child in getattr(row, "children", []):
            custom_id = getattr(child, "custom_id", None) or ""
            if custom_id.startswith("tbl:guide:"):
                found[custom_id.rsplit(":", 1)[1]] = child
    return found


def page_of(message) -> tuple[int, int]:
    """(page, pages) from a rules page's heading "... (3/9)"."""
    heading = _real(message).content.split("\n", 1)[0]
    page, pages = heading.rsplit("(", 1)[1].rstrip(")").split("/")
    return int(page), int(pages)


def fetch(world, message, viewer=None, channel=None) -> discord.Message:
    """The message as its reader sees it now (after edits): ephemeral ones are the reader's."""
    wanted = _real(message).id
    return next(m for m in (channel or world.channel).history(viewer=viewer or world.users[0])
                if m.id == wanted)


async def open_rules(world, member, **options):
    result = await member.slash(world.channel, "rules", game=GAME, **options)
    assert result.acknowledged and result.ephemeral
    shown = private_message(result)
    assert shown is not None and shown.ephemeral
    return shown


async def test_rules_shows_the_first_page_privately_with_its_buttons(world):
    alice = world.users[0]
    before = len(world.public())
    page = await open_rules(world, alice)
    assert page_of(page) == (1, len(PAGES))
    assert len(world.public()) == before                      # nobody else sees it
    ids = guide_buttons(page)
    assert set(ids) == {"prev", "next", "share"}
    assert {b.custom_id for b in ids.values()} == {f"tbl:guide:{GAME}:0:{move}" for move in ids}
    assert ids["prev"].disabled and not ids["next"].disabled and not ids["share"].disabled
    assert ids["prev"].label == say("bot-button-previous", "en") and ids["next"].label == say("bot-button-next", "en")
    assert ids["share"].label == say("bot-button-share", "en")
    assert world.custom_ids(_real(page)) == list(buttons(page))


async def test_next_and_previous_turn_pages_in_the_same_message(world):
    alice = world.users[0]
    page = await open_rules(world, alice)
    message_id = _real(page).id
    messages = len(world.channel.history(viewer=alice))
    turned = await alice.click(page, custom_id=guide_buttons(page)["next"].custom_id)
    assert turned.acknowledged and not turned.followups
    now = fetch(world, page)
    assert now.id == message_id and now.flags.ephemeral and page_of(now) == (2, len(PAGES))
    assert not guide_buttons(now)["prev"].disabled
    await alice.click(now, custom_id=guide_buttons(now)["next"].custom_id)
    assert page_of(fetch(world, page)) == (3, len(PAGES))
    now = fetch(world, page)
    await alice.click(now, custom_id=guide_buttons(now)["prev"].custom_id)
    now = fetch(world, page)
    assert page_of(now) == (2, len(PAGES))
    assert len(world.channel.history(viewer=alice)) == messages           # no new message: the same one, edited
    assert set(guide_buttons(now)) == {"prev", "next", "share"}


async def test_the_last_page_has_next_disabled(world):
    alice = world.users[0]
    last = await open_rules(world, alice, page=guides.HOUSE)
    assert page_of(last) == (len(PAGES), len(PAGES))
    ids = guide_buttons(last)
    assert ids["next"].disabled and not ids["prev"].disabled
    await alice.click(last, custom_id=ids["prev"].custom_id)
    assert page_of(fetch(world, last)) == (len(PAGES) - 1, len(PAGES))
    by_number = await open_rules(world, alice, page="2")
    assert page_of(by_number) == (2, len(PAGES))


async def test_show_everyone_posts_the_page_without_buttons(world):
    alice = world.users[0]
    page = await open_rules(world, alice, page=PAGES[1])
    before = len(world.public())
    shared = await alice.click(page, custom_id=guide_buttons(page)["share"].custom_id)
    assert shared.acknowledged
    public = world.public()
    assert len(public) == before + 1
    posted = public[-1]
    assert posted.content == _real(page).content and page_of(posted) == (2, len(PAGES))
    assert not posted.components                              # pages are browsed privately
    assert page_of(fetch(world, page)) == (2, len(PAGES))     # the private page stays as it was


async def test_show_everyone_where_the_bot_cannot_post_is_refused_politely(world):
    alice = world.users[0]
    locked = world.guild.create_text_channel(
        "read-only", overwrites={world.guild.me: discord.PermissionOverwrite(send_messages=False)})
    result = await alice.slash(locked, "rules", game=GAME)
    page = private_message(result)
    assert page is not None and page.ephemeral and guide_buttons(page)
    refused = await alice.click(page, custom_id=guide_buttons(page)["share"].custom_id)
    assert [m for m in locked.history() if not m.flags.ephemeral] == []
    assert any("cannot post" in m.content for m in refused.followups)


async def test_rules_in_polish_for_a_polish_reader(world):
    alice = world.users[0]
    await alice.slash(world.channel, "game settings", my_language="pl")
    page = await open_rules(world, alice)
    ids = guide_buttons(page)
    assert ids["next"].label == say("bot-button-next", "pl") and ids["share"].label == say("bot-button-share", "pl")
    await alice.click(page, custom_id=ids["next"].custom_id)
    assert guide_buttons(fetch(world, page))["prev"].label == say("bot-button-previous", "pl")
    offered = await alice.autocomplete(world.channel, "rules", "page", "", game=GAME)
    assert [c["value"] for c in offered] == list(PAGES)
    first = guides.title_key(GAME, PAGES[0])
    assert offered[0]["name"] == f"1. {say(first, 'pl') if say(first, 'pl') != first else PAGES[0]}"


async def test_page_autocomplete_offers_the_chosen_games_pages(world):
    alice = world.users[0]
    offered = await alice.autocomplete(world.channel, "rules", "page", "", game=GAME)
    assert [c["value"] for c in offered] == list(PAGES) and all(len(c["name"]) <= 100 for c in offered)
    narrowed = await alice.autocomplete(world.channel, "rules", "page", offered[2]["name"][3:], game=GAME)
    assert offered[2]["value"] in [c["value"] for c in narrowed]
    assert await alice.autocomplete(world.channel, "rules", "page", "") == []    # no game chosen yet
    picked = await open_rules(world, alice, page=offered[2]["value"])
    assert page_of(picked) == (3, len(PAGES))
    refused = await alice.slash(world.channel, "rules", game=GAME, page="no such page")
    answer = private_message(refused)
    assert answer.ephemeral and not guide_buttons(answer)


async def test_help_answers_privately(world):
    alice = world.users[0]
    before = len(world.public())
    result = await alice.slash(world.channel, "help")
    assert result.acknowledged and result.ephemeral
    shown = private_message(result)
    assert shown is not None and shown.ephemeral
    texts = private_texts(result)           # one private message per part, in order
    assert texts == TableService.help_texts("en") and len(texts) == len(TableService.HELP_PARTS)
    assert "/game new" in texts[0] and any("/rules" in text for text in texts)
    assert all(len(text) <= TableService.HELP_PART_MAX for text in texts)
    assert len(world.public()) == before


def test_a_cut_text_ends_with_an_ellipsis():
    assert clip("short", 2000) == "short"
    assert clip("x" * 2000, 2000) == "x" * 2000
    cut = clip("word " * 500, 2000)
    assert len(cut) <= 2000 and cut.endswith("…")


async def test_a_long_private_or_public_reply_is_cut_visibly():
    """Discord refuses a message over 2,000 characters: a longer text is cut, and says so with "…"."""
    long = "y" * 2500
    private = await private_kwargs(None, Reply(long, private=True, user="u1"), None, None)
    assert private["ephemeral"] and len(private["content"]) <= 2000 and private["content"].endswith("…")
    public = await public_kwargs(None, Reply(long, mentions=["1"]), None)
    assert len(public["content"]) <= 2000 and public["content"].endswith("…")
    assert public["content"].startswith("<@1>\n")
    short = await private_kwargs(None, Reply("fits", private=True, user="u1"), None, None)
    assert short["content"] == "fits"


async def test_the_commands_are_named_in_polish_too(world):
    from bot.discord_bot.translator import CatalogTranslator
    tree = world.bot.tree
    translator = CatalogTranslator()
    payloads = {command.name: await command.get_translated_payload(tree, translator)
                for command in tree.get_commands()}
    assert payloads["rules"]["name_localizations"].get("pl") == "zasady"
    assert payloads["help"]["name_localizations"].get("pl") == "pomoc"
    options = {option["name"]: option for option in payloads["rules"]["options"]}
    assert options["game"]["name_localizations"].get("pl") == "gra"
    assert options["page"]["name_localizations"].get("pl") == "strona"
    assert options["page"]["autocomplete"] and not options["page"]["required"]
    assert {choice["value"] for choice in options["game"]["choices"]} == set(guides.games())


async def test_page_buttons_keep_working_after_a_restart(world, clock):
    from .conftest import make_bot
    alice = world.users[0]
    page = await open_rules(world, alice)
    old_bot = world.bot
    await world.env.restart_bot(make_bot(world.path, clock))
    await old_bot.storage.close()
    await world.env.bot.tree.sync()
    world.bot = world.env.bot
    await alice.click(page, custom_id=guide_buttons(page)["next"].custom_id)
    assert page_of(fetch(world, page)) == (2, len(PAGES))
