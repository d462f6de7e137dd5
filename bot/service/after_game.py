"""After the game: the channel's history of finished games, the server's leaderboard and a player's
stats, a game's portable record (export) and its animated replay."""
from __future__ import annotations

import asyncio

import engine
from data.locale.names import automa_name, visible_name
from engine import record as records
from engine.core import rules as engine_rules

from .. import aftergame
from .. import seating as S
from ..replies import Attachment, Place, Reply, User
from ..storage import FINISHED, GameRecord, ResultRecord, SeatRecord
from ..text import say
from . import context, posting, tables
from .context import Context, Refused, service_call
from .tables import entered_name
from .views import MAX_LOG_PAGE

HISTORY_PAGE = 10           # finished games per page of /game history
STATS_TOP = 10              # players per game in a server's leaderboard
STATS_RECENT = 5            # a player's latest results in /stats user:


@service_call
async def history(ctx: Context, place: Place, user: User, page: int = 0) -> list[Reply]:
    """The finished games of this channel (and of the threads it opened), newest first, with their
    winners and scores, HISTORY_PAGE a page."""
    language = await context.user_language(ctx, place, user)
    page = max(0, min(page, MAX_LOG_PAGE))
    games = await ctx.storage.finished_games(place.guild or "", place.channel, limit=HISTORY_PAGE + 1,
                                             offset=page * HISTORY_PAGE)
    more, games = len(games) > HISTORY_PAGE, games[:HISTORY_PAGE]
    if not games:
        key = "bot-history-none" if page == 0 else "bot-history-past-end"
        return [Reply(say(key, language, pages=page), kind="history", private=True, user=user.id)]
    results = await stored_results(ctx, games, language)
    lines = [say("bot-history-title", language, page=page + 1)]
    for game in games:
        rows = sorted(results[game.id], key=lambda row: (row.place, row.seat))
        winners = [row.name for row in rows if row.won]
        lines.append(say("bot-history-line", language, table=str(game.id), game=engine.meta(game.game).title,
                         date=aftergame.day(game.updated_at), count=len(winners),
                         winners=", ".join(winners),
                         scores=", ".join(f"{row.name} {row.score}" for row in rows)))
    if more:
        lines.append(say("bot-history-more", language, page=page + 2))
    return [Reply("\n".join(lines), kind="history", private=True, user=user.id)]


async def stored_results(ctx: Context, games: list[GameRecord], language: str) -> dict[int, list[ResultRecord]]:
    """Each game's stored results with the names as shown (the automated opponent named in the
    reader's language); a game finished before results were stored gets them from its state."""
    found: dict[int, list[ResultRecord]] = {game.id: [] for game in games}
    for row in await ctx.storage.results_of(list(found)):
        found[row.game].append(row)
    for game in games:
        if not found[game.id]:
            seats = await ctx.storage.seats(game.id)
            found[game.id] = tables.finish(game, engine.loads(game.state),
                                           tables.seating_of(ctx, game, seats)).results
        for row in found[game.id]:
            row.name = (tables.bot_name(row.user, language) or visible_name(row.name, row.seat, language)) \
                if row.user else automa_name(game.game, language)
    return found


@service_call
async def stats(ctx: Context, place: Place, user: User, target: User | None = None, game: str | None = None
                ) -> list[Reply]:
    """This server's leaderboard per game (or of one game), or one player's games, wins, ratings
    and latest results here."""
    language = await context.user_language(ctx, place, user)
    guild = place.guild or ""
    try:
        kinds = [engine_rules.get(game).meta.id] if game else engine.game_ids()
    except engine.RuleError as error:
        return await context.rule_refusal(ctx, place, user, error, lambda seat: "")
    if target is not None:
        return [Reply(await player_stats(ctx, guild, target, kinds, language), kind="stats",
                      private=True, user=user.id)]
    lines = [say("bot-stats-title", language)]
    for kind in kinds:
        leaders = await ctx.storage.leaderboard(guild, kind, STATS_TOP)
        if leaders:
            lines.append(say("bot-stats-game", language, game=engine.meta(kind).title))
            lines += [say("bot-stats-leader", language, place=number, player=rated_name(row.user, row.name, language),
                          rating=round(row.rating, 1), games=row.games, wins=row.wins)
                      for number, row in enumerate(leaders, start=1)]
    if len(lines) == 1:
        lines = [say("bot-stats-none", language)]
    return [Reply("\n".join(lines), kind="stats", private=True, user=user.id)]


BOT_MARK = "🤖"      # a bot strength's rating among the people's on /stats


def rated_name(user: str, name: str, language: str) -> str:
    bot = tables.bot_name(user, language)
    return f"{BOT_MARK} {bot}" if bot else visible_name(name, 0, language)


async def player_stats(ctx: Context, guild: str, target: User, kinds: list[str], language: str) -> str:
    totals = await ctx.storage.player_totals(guild, target.id)
    rated = {row.kind: row for row in await ctx.storage.ratings_of(guild, target.id)}
    player = visible_name(entered_name(target.name), 0, language)
    lines = [say("bot-stats-player", language, player=player)]
    for kind in kinds:
        if kind not in totals:
            continue
        games, wins = totals[kind]
        rating = rated.get(kind)
        if rating is None:
            lines.append(say("bot-stats-player-game-unrated", language, game=engine.meta(kind).title,
                             games=games, wins=wins))
        else:
            lines.append(say("bot-stats-player-game", language, game=engine.meta(kind).title, games=games,
                             wins=wins, rated=rating.games, rating=round(rating.rating, 1)))
    if len(lines) == 1:
        return say("bot-stats-player-none", language, player=player)
    recent = [row for row in await ctx.storage.player_results(guild, target.id, STATS_RECENT)
              if row.kind in kinds]
    if recent:
        lines.append(say("bot-stats-recent", language))
        lines += [say("bot-stats-result", language, table=str(row.game), game=engine.meta(row.kind).title,
                      date=aftergame.day(row.at), place=row.place, score=row.score,
                      rated="yes" if row.rated else "no") for row in recent]
    return "\n".join(lines)


async def finished_game(ctx: Context, place: Place, table: int | None) -> GameRecord:
    """A finished game of this channel or of a thread it opened (as /game history lists them): the
    table numbered `table`, else the latest one. Another channel's tables are not found from here
    (a server's channels may be private to some of its members)."""
    guild = place.guild or ""
    if table is None:
        latest = await ctx.storage.finished_games(guild, place.channel, limit=1)
        if not latest:
            raise Refused("bot-history-none")
        return latest[0]
    game = await ctx.storage.game(table) if 0 < table < 2**62 else None
    if game is None or (game.guild or "") != guild or place.channel not in (game.channel, game.parent):
        raise Refused("bot-no-such-table", table=str(table))
    if game.status != FINISHED:
        raise Refused("bot-table-not-finished", table=str(table))
    return game


def table_players(ctx: Context, game: GameRecord, seats: list[SeatRecord]) -> set[str]:
    """Everybody who held a seat of the game: its owners now, and whoever played a seat before
    them (a player who resigned or was replaced)."""
    seated = tables.seating_of(ctx, game, seats)
    return {seat.user for seat in seats} | {stint.user for seat in seated.seats for stint in seat.stints
                                            if stint.user != S.BOT}


async def game_record(ctx: Context, game: GameRecord):
    seats = await ctx.storage.seats(game.id)
    return seats, aftergame.record_of(game, seats, await ctx.storage.actions(game.id),
                                      engine.loads(game.state))


@service_call
async def export(ctx: Context, place: Place, user: User, table: int | None = None) -> list[Reply]:
    """A finished game's portable record (engine/record.py) as a JSON file, privately: the game,
    its options and seed, the seats and every move, which `python -m engine replay` replays.
    Only for the table's players (whoever played a seat of it): the seed and the moves rebuild
    every hand and deck order, even what the rules never reveal."""
    language = await context.user_language(ctx, place, user)
    try:
        game = await finished_game(ctx, place, table)
        seats = await ctx.storage.seats(game.id)
        if user.id not in table_players(ctx, game, seats):
            raise Refused("bot-export-players-only", table=str(game.id))
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    _, record = await game_record(ctx, game)
    return [Reply(say("bot-export-ready", language, game=engine.meta(game.game).title, table=str(game.id),
                      count=len(record.actions)), kind="record", private=True, user=user.id, game=game.id,
                  files=[Attachment(aftergame.file_name(game, "record", "json"), records.encode(record))])]


@service_call
async def replay(ctx: Context, place: Place, user: User, table: int | None = None) -> list[Reply]:
    """The animated replay of a finished game, posted in the channel again (drawn in a worker
    thread, in the channel's language)."""
    try:
        game = await finished_game(ctx, place, table)
        if not aftergame.can_draw(ctx.renderer):
            raise Refused("bot-replay-no-pictures")
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    language = await context.channel_language(ctx, place)
    animation = ctx.replays.get((game.id, language))
    if animation is None:
        seats, record = await game_record(ctx, game)
        animation = await asyncio.to_thread(aftergame.replay, ctx.renderer, record, language,
                                            tables.names(seats, language, game.game))
        posting.keep_replay(ctx, game, language, animation)
    return [posting.replay_reply(place.channel, game, animation, language)]
