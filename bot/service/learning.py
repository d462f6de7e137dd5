"""Learning the games: the rules guide page by page (with this table's choices on its last page), the
help, and the language a user is answered in."""
from __future__ import annotations

import engine

from .. import guides
from .. import seating as S
from ..replies import GuidePage, Place, Reply, User
from ..text import say
from . import context, tables
from .context import Context, Refused, service_call

# /help in parts, each its own private message: playing here; the commands; absent players and
# finished games. Every part renders within HELP_PART_MAX characters in every language (tested),
# well inside Discord's 2,000 per message, with room for a longer translation or list of games.
HELP_PARTS = ("bot-help-playing", "bot-help-commands", "bot-help-absent")
HELP_PART_MAX = 1500


@service_call
async def rules(ctx: Context, place: Place | None, user: User, game_id: str, page: str | int | None = None, *,
                share: bool = False) -> list[Reply]:
    """A page of a game's rules guide (`page`: its id, its number as typed from 1 ("3"), or its
    index from 0 (an int, as the front end's buttons send); the first if None):
    for the user alone, or `share`d in the channel in its language. The last page, the house
    choices, ends with the options of this channel's table of that game, if there is one."""
    try:
        if game_id not in guides.games():
            raise Refused("bot-rules-unknown-game", games=[engine.meta(g).title for g in guides.games()])
        if share and place is None:
            raise Refused("bot-need-channel")
        ids = guides.pages(game_id)
        if page is None:
            index = 0
        elif isinstance(page, int) or (isinstance(page, str) and page.strip().isdigit()):
            index = int(page) if isinstance(page, int) else int(page.strip()) - 1
        else:
            index = ids.index(page) if page in ids else -1
        if not 0 <= index < len(ids):
            language = await context.user_language(ctx, place, user)
            raise Refused("bot-rules-unknown-page", pages=", ".join(
                say(guides.title_key(game_id, p), language) for p in ids))
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    language = await (context.channel_language(ctx, place) if share else context.user_language(ctx, place, user))
    text = guide_text(game_id, ids[index], index, len(ids), language)
    if ids[index] == guides.HOUSE and place is not None:
        text += await table_choices(ctx, place, game_id, language)
    return [Reply(text, kind="rules", private=not share, user=None if share else user.id,
                  channel=place.channel if share else None,
                  guide=GuidePage(game_id, index, len(ids)))]


def guide_text(game_id: str, page: str, index: int, count: int, language: str) -> str:
    title = say(guides.title_key(game_id, page), language)
    heading = say("bot-rules-heading", language, game=engine.meta(game_id).title, title=title,
                  page=index + 1, pages=count)
    return heading + "\n" + say(guides.text_key(game_id, page), language)


async def table_choices(ctx: Context, place: Place, game_id: str, language: str) -> str:
    """The options and clock of this channel's open table of the game (nothing without one)."""
    game = await ctx.storage.open_game(place.channel)
    if game is None or game.game != game_id:
        return ""
    options = tables.options_text(engine.meta(game_id), game.options, language)
    return "\n\n" + say("bot-rules-this-table", language, options=options) + "\n" + \
        tables.clock_text(S.loads(game.seating), language)


@service_call
async def answer_language(ctx: Context, place: Place | None, user: User) -> str:
    """The language the user is answered in (for a front end's own lists, e.g. autocomplete)."""
    return await context.user_language(ctx, place, user)


def help_texts(language: str) -> list[str]:
    """The parts of the help, rendered in `language`, in order."""
    games = [engine.meta(g).title for g in engine.game_ids()]     # a list: rendered, joined by commas
    return [say(key, language, games=games) for key in HELP_PARTS]


@service_call
async def help(ctx: Context, place: Place | None, user: User) -> list[Reply]:
    """How playing here works and every command, in the user's language: one private reply per
    part of the help (`HELP_PARTS`)."""
    language = await context.user_language(ctx, place, user)
    return [Reply(text, kind="help", private=True, user=user.id) for text in help_texts(language)]
