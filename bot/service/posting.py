"""What the table is told after a move: the board post at a turn's end (its summary, whose turn, the
picture drawn in a worker thread), pings and status lines between boards, secrets to their owners,
the mover's next step, and at the end the result, the scores' picture and the replay."""
from __future__ import annotations

import asyncio
import logging

import msgspec

import engine
from engine import score_parts

from .. import aftergame
from .. import seating as S
from ..replies import BOARD, HAND, PLAY, Attachment, Choice, Place, Prompt, Reply, User
from ..storage import GameRecord, SeatRecord
from ..storage.archive import pack_view, unpack_view
from ..text import render, say
from ..typed import shown_options
from . import context, tables, weblinks
from .context import Context
from .tables import fit

log = logging.getLogger(__name__)

KEPT_REPLAYS = 8            # replays kept in memory for /game replay (about 1 MB each)
REPLAY_CLAIM_SECONDS = 600  # a replay claimed longer ago than this is drawn again (its process died)
SUMMARY_LINES = 15          # lines of a board's summary of the turn (earlier ones: "see the log")
LAST_MOVE_LINES = 6         # lines of it given to the picture's "last move" row and alt text


def board_due(before, after) -> bool:
    """A board is posted when a turn of the game's main structure ends (engine.moment) and at
    the end of the game; the steps in between get pings, status lines or nothing."""
    return not context.pending(after) or engine.moment(before) != engine.moment(after)


def picture_due(setting: str, before, after) -> bool:
    """Whether a board post carries the picture, by the table's setting (PICTURES); the final
    board always does."""
    if setting == "turn" or not context.pending(after):
        return True
    return setting == "round" and engine.moment(before).round != engine.moment(after).round


async def after_move(ctx: Context, place: Place, game: GameRecord, state, events, *, actor: User | None,
                     intro: str | None = None, seats: list[SeatRecord] | None = None,
                     drawing: asyncio.Future | None = None, board: bool = True,
                     picture: bool = True, everybody: bool = False,
                     awaited_before: set[int] | None = None, happened: list[dict] | None = None,
                     shown_before: bytes | None = None, mover: int | None = None,
                     keepsakes: asyncio.Future | None = None) -> list[Reply]:
    """The replies to a move: the board post at a turn's end (`picture`: with the picture;
    `everybody`: mention every player, e.g. in a new thread, not only the awaited), else a ping
    or a status line; the secrets of the events to their owners; the actor's next step.
    `happened`: the public events since the last board, if read already (turn_events()); the picture
    (unless `drawing` already) marks what changed since the view of the previous one, `shown_before`,
    and says the last move, `mover`'s. `keepsakes`: the final scores' picture, if started already
    (draw_keepsakes())."""
    seats = seats or await ctx.storage.seats(game.id)
    language = await context.channel_language(ctx, place)
    names = tables.names(seats, language, game.game)
    seated = tables.seating_of(ctx, game, seats)
    if board and happened is None:
        happened = await turn_events(ctx, game, [])
    if board and picture and drawing is None:
        drawing = draw_board(ctx, state, language, names, seating=seated,
                             marks=board_marks(shown_before, happened, language, names, mover))
    pending = context.pending(state)
    if keepsakes is None and board and not pending:   # the game is over: its scores' picture and replay too
        keepsakes = draw_keepsakes(ctx, state, language, names)
    bots = seated.bot_seats()          # nobody to ping there, no secret to send
    by_seat = {s.seat: s for s in seats if s.seat not in bots}
    awaited = [by_seat[d.seat].user for d in pending if d.seat in by_seat]
    if board:
        mentioned = [s.user for s in by_seat.values()] if everybody else awaited
        reply = board_reply(ctx, place, game, state, seats, language, names, intro=intro, happened=happened,
                            awaited=mentioned, actor=actor, over=not pending)
        replies = [reply]
        if not pending and game.in_own_thread:     # the result goes back to the game's channel
            replies.append(Reply(say("bot-thread-result", language, game=engine.meta(game.game).title,
                                     thread=f"<#{game.channel}>") + "\n"
                                 + result_text(ctx, state, language, names, seated),
                                 kind="result", channel=game.parent, game=game.id))
    else:
        reply = None
        replies = between_boards(ctx, place, game, state, events, pending, awaited_before or set(),
                                 [s for s in seats if s.seat not in bots], language, names, actor)
    for event in events:   # the hidden half of an event goes only to its player
        if event.private is not None and event.seat in by_seat:
            owner = by_seat[event.seat]
            owner_language = await context.user_language(ctx, place, User(owner.user, owner.name))
            replies.append(Reply(render(event.private, owner_language, names), kind="secret",
                                 private=True, user=owner.user, game=game.id))
    if actor is not None and actor.id in awaited:   # a multi-step action: the next step at once
        replies.append(await prompt_reply(ctx, place, actor, game, state, seats))
    if reply is not None:
        await attach(reply, drawing)
        if keepsakes is not None:     # the final board: the scores' picture, then the replay
            replies[1:1] = await keepsakes_replies(ctx, reply, game, state, seats, keepsakes, language,
                                                   names)
    return replies


def draw_keepsakes(ctx: Context, state, language: str, names) -> asyncio.Future | None:
    """Start drawing a finished game's score breakdown in a worker thread (None when the renderer
    draws boards only); it goes with the final board."""
    if not aftergame.can_draw(ctx.renderer):
        return None
    return asyncio.ensure_future(asyncio.to_thread(aftergame.breakdown, ctx.renderer, state, language,
                                                   names))


async def keepsakes_replies(ctx: Context, board: Reply, game: GameRecord, state, seats: list[SeatRecord],
                            keepsakes: asyncio.Future, language: str, names) -> list[Reply]:
    """The score breakdown goes with the final board. The animated replay takes seconds to draw:
    it is a message of its own that follows (`Reply.later`), so the final move is answered at
    once. A failed drawing costs the pictures, not the move."""
    try:
        scores = await keepsakes
    except Exception:
        log.exception("the score breakdown of game %s failed", game.id)
    else:
        board.files.append(Attachment(aftergame.file_name(game, "scores", "png"), scores.png, scores.alt))

    return [replay_follows(ctx, game, seats, state, board.channel, language, names)]


def replay_follows(ctx: Context, game: GameRecord, seats: list[SeatRecord], state, channel: str | None,
                   language: str, names, *, claimed: bool = False) -> Reply:
    """The finished game's animated replay, as a reply whose `later` draws it (seconds) and gives
    the post. The final move marked it due in the database; drawing it claims it first (unless the
    caller has, `claimed`: a replay claimed elsewhere, by the sweep or another process, gives
    nothing here) and clears it once drawn, so a replay a restart interrupted is drawn again by the
    sweep (`due_replays`). A drawing that fails costs the replay, not the game."""
    async def replay() -> list[Reply]:
        now = ctx.clock.now()
        if not claimed and not await ctx.storage.claim_replays(now, now - REPLAY_CLAIM_SECONDS, game_id=game.id):
            return []
        actions = await ctx.storage.actions(game.id)
        try:
            animation = await asyncio.to_thread(
                lambda: aftergame.replay(ctx.renderer, aftergame.record_of(game, seats, actions, state),
                                         language, names))
        except Exception:
            log.exception("the replay of game %s failed", game.id)
            await ctx.storage.replay_done(game.id)
            return []
        keep_replay(ctx, game, language, animation)
        await ctx.storage.replay_done(game.id)
        return [replay_reply(channel, game, animation, language)]
    return Reply("", kind="replay", channel=channel, game=game.id, later=replay)


def keep_replay(ctx: Context, game: GameRecord, language: str, animation) -> None:
    """Remember the latest replays drawn (a finished game never changes): /game replay asked again
    posts the same file without drawing it anew."""
    ctx.replays[(game.id, language)] = animation
    ctx.replays.move_to_end((game.id, language))
    while len(ctx.replays) > KEPT_REPLAYS:
        ctx.replays.popitem(last=False)


def replay_reply(channel: str | None, game: GameRecord, animation, language: str) -> Reply:
    title = engine.meta(game.game).title
    return Reply(say("bot-replay-ready", language, game=title, table=str(game.id), count=animation.frames),
                 kind="replay", channel=channel, game=game.id,
                 files=[Attachment(aftergame.file_name(game, "replay", animation.format), animation.data,
                                   say("bot-replay-alt", language, game=title, count=animation.frames))])


def board_reply(ctx: Context, place: Place, game: GameRecord, state, seats, language, names, *,
                intro: str | None, happened: list[dict], awaited: list[str], actor: User | None,
                over: bool) -> Reply:
    """The board at the end of a turn: everything public since the last board (`happened`), then whose
    turn."""
    lines = [say(intro, language, order=", ".join(names(i) for i in range(len(seats))))] if intro else []
    lines += summary(happened, language, names)
    lines.append(whose_turn(ctx, state, seats, language, names, tables.seating_of(ctx, game, seats)))
    if intro:                          # the game's first post: where its table is on the web
        lines.append(weblinks.table_line(ctx, game, language) or "")
    mentions = [u for u in awaited if actor is None or u != actor.id]
    return Reply("\n".join(line for line in lines if line), kind="board", channel=place.channel,
                 game=game.id, mentions=mentions, buttons=[BOARD] if over else [PLAY, HAND, BOARD])


async def turn_events(ctx: Context, game: GameRecord, events) -> list[dict]:
    """The events since the table's last board: those stored after it, then `events` (a move's, not
    stored yet)."""
    stored = [record.event for record in await ctx.storage.events_after(game.id, game.shown_seq)]
    return stored + [e if isinstance(e, dict) else msgspec.to_builtins(e) for e in events]


def public_lines(events: list[dict], language: str, names) -> list[str]:
    lines = [render(event["public"], language, names) for event in events if event.get("kind") != "turn"]
    return [line for line in lines if line]


def board_marks(shown_before: bytes | None, happened: list[dict], language: str, names,
                mover: int | None) -> dict:
    """What a board picture adds to its view to show the last move (render/kit.py, "the last move"):
    the public view of the table's previous picture ("before") and the lines of what happened since,
    with the seat that did it ("last_move": none when several seats did, e.g. a market step)."""
    shown = [event for event in happened if event.get("kind") != "turn"]
    actors = {event.get("seat") for event in shown if event.get("public")}
    seat = actors.pop() if len(actors) == 1 else None      # the badge only when one seat did it all
    if seat is None and not actors:
        seat = mover
    return {"before": unpack_view(shown_before),
            "last_move": {"seat": seat if isinstance(seat, int) else None,
                          "lines": public_lines(shown, language, names)[:LAST_MOVE_LINES]}}


def keep_view(ctx: Context, move, state) -> dict | None:
    """A move that posts a board picture keeps the picture's public view with the game (the next
    picture marks what changed since); returns that view (None without a renderer: no picture)."""
    if ctx.renderer is None:
        return None
    public = engine.view(state, None)
    move.shown_view = pack_view(public)
    return public


def summary(events: list[dict], language: str, names) -> list[str]:
    """The public lines of `events` in order; a long turn keeps its last SUMMARY_LINES lines and
    says how many earlier ones are in the log."""
    lines = public_lines(events, language, names)
    if len(lines) <= SUMMARY_LINES:
        return lines
    hidden = len(lines) - SUMMARY_LINES + 1
    return [say("bot-summary-more", language, count=hidden)] + lines[hidden:]


def between_boards(ctx: Context, place: Place, game: GameRecord, state, events, pending,
                   awaited_before: set[int], seats, language, names, actor: User | None) -> list[Reply]:
    """No board is due: a ping for players newly awaited (the next bidder, the next declaration:
    what this answer did, then what is asked of them), a status line edited in place when a
    simultaneous step shrinks, else nothing public (the same player goes on, privately). The
    next board summarises all of it again."""
    by_seat = {s.seat: s for s in seats}
    awaited_now = {d.seat for d in pending}
    newly = [d for d in pending if d.seat not in awaited_before and d.seat in by_seat]
    if newly:
        lines = summary([msgspec.to_builtins(event) for event in events], language, names)
        lines += [say("bot-ping-secret" if d.secret else "bot-ping", language, player=names(d.seat),
                      prompt=render(d.prompt, language, names)) for d in newly]
        mentions = [by_seat[d.seat].user for d in newly if actor is None or by_seat[d.seat].user != actor.id]
        return [Reply("\n".join(lines), kind="ping", channel=place.channel, game=game.id, mentions=mentions,
                      buttons=[PLAY, HAND, BOARD])]
    if awaited_now != awaited_before and len(awaited_before) > 1:
        total = sum(1 for p in engine.view(state, None)["players"] if p.get("active", True)
                    and not p.get("rival"))   # an automated opponent never answers
        text = say("bot-step-status", language, done=total - len(awaited_now), total=total,
                   players=", ".join(names(s) for s in sorted(awaited_now)))
        return [Reply(text, kind="step", channel=place.channel, game=game.id,
                      edit=f"step:{engine.moment(state).turn}", buttons=[PLAY, HAND, BOARD])]
    return []


def whose_turn(ctx: Context, state, seats, language, names, seating: S.Seating | None = None) -> str:
    pending = context.pending(state)
    if not pending:
        return result_text(ctx, state, language, names, seating)
    if any(d.secret for d in pending):   # sealed answers: only how many are in, never the step
        total = sum(1 for p in engine.view(state, None)["players"] if p.get("active", True)
                    and not p.get("rival"))   # an automated opponent never answers
        return say("bot-waiting-secret", language, done=total - len(pending), total=total,
                   players=", ".join(names(d.seat) for d in pending))
    return "\n".join(say("bot-waiting-for", language, player=names(d.seat),
                         prompt=render(d.prompt, language, names)) for d in pending)


def result_text(ctx: Context, state, language, names, seating: S.Seating | None = None) -> str:
    """The final ranking with each score's parts, the winners, and who played the seats that
    changed hands (a substitute, the bot, the owner's return), with how many moves each made."""
    result = engine.result(state)
    lines = [say("bot-game-over", language)]
    places = result.places()
    for group in result.ranking:
        for seat in group:
            score = result.scores[seat]
            parts = [say(f"{state.game}-part-{name}", language, vp=vp)     # the rulebook's order
                     for name, vp in score_parts.ordered(state.game, score.parts) if vp]
            lines.append(say("bot-score-line", language, place=places[seat], player=names(seat),
                             total=score.total, parts=", ".join(parts) or "-", game=state.game))
    lines.append(say("bot-winners", language, count=len(result.winners),
                     players=", ".join(names(s) for s in result.winners)))
    lines += hands_text(seating, language, names) if seating else []
    return "\n".join(lines)


def hands_text(seating: S.Seating, language: str, names) -> list[str]:
    """A line per seat that changed hands: who played it, in order, with their moves."""
    lines = []
    for seat, stints in seating.changed_hands().items():
        played = [say("bot-hands-bot" if stint.user == S.BOT else "bot-hands-person", language,
                      player=stint.name, moves=stint.moves) for stint in stints]
        lines.append(say("bot-hands", language, player=names(seat), hands=", ".join(played)))
    return lines


def draw_board(ctx: Context, state, language: str, names, *, abandoned: bool = False,
               seating: S.Seating | None = None, marks: dict | None = None,
               public: dict | None = None) -> asyncio.Future | None:
    """Start drawing the public board in a worker thread (None without a renderer); `_attach`
    waits for it. Pillow releases the interpreter lock for most of a picture (palette mapping,
    PNG encoding), so the caller's own work goes on meanwhile. With the table's `seating`, the
    picture shows each awaited seat's time left and the seats the bot plays; with `marks`
    (board_marks()), the last move. `public`: engine.view(state, None) if made already."""
    if ctx.renderer is None:
        return None
    view = engine.view(state, None) if public is None else public
    if marks:
        view = {**view, **marks}
    if seating is not None and seating.seats:
        view = {**view, **table_view(ctx, seating)}
    if abandoned:            # nobody is to move in an abandoned game, whatever its last question was
        view = {**view, "abandoned": True, "awaiting": []}
    return asyncio.ensure_future(asyncio.to_thread(ctx.renderer.board, view, language=language,
                                                   names=names))


def table_view(ctx: Context, seating: S.Seating) -> dict:
    """The public part of a table's seating for a picture: "time_left" (seconds, per awaited
    seat, with a move clock), "bot_seats" and "away_seats" (on vacation)."""
    now = ctx.clock.now()
    return {"time_left": {seat: seating.time_left(seat, now) for seat, clock in enumerate(seating.seats)
                          if clock.awaited and not clock.bot and seating.limit is not None},
            "bot_seats": sorted(seating.bot_seats()),
            "away_seats": [seat for seat, clock in enumerate(seating.seats) if clock.on_vacation]}


async def attach(reply: Reply, drawing: asyncio.Future | None) -> None:
    if drawing is not None:
        picture = await drawing
        reply.image, reply.alt = picture.png, picture.alt


def drop(drawing: asyncio.Future | None) -> None:
    """Forget a picture that will not be shown (its thread finishes on its own)."""
    if drawing is not None:
        drawing.cancel()


async def attach_board(ctx: Context, reply: Reply, state, language: str, names, *,
                       abandoned: bool = False, seating: S.Seating | None = None) -> None:
    await attach(reply, draw_board(ctx, state, language, names, abandoned=abandoned,
                                   seating=seating))


async def prompt_reply(ctx: Context, place: Place, user: User, game: GameRecord, state,
                       seats: list[SeatRecord]) -> Reply:
    language = await context.user_language(ctx, place, user)
    names = tables.names(seats, language, game.game)
    mine = tables.seat_of(seats, user)
    decision = next((d for d in context.pending(state) if mine and d.seat == mine.seat), None)
    if decision is None:
        return Reply(say("bot-nothing-to-decide", language), kind="prompt", private=True,
                     user=user.id, game=game.id)
    prompt = Prompt(game=game.id, decision=tables.decision_token(game, decision.id),
                    seat=decision.seat, kind=decision.kind,
                    text=render(decision.prompt, language, names),
                    choices=[Choice(o.id, fit(render(o.label, language, names)),
                                    hint=fit(render(o.hint, language, names)) if o.hint else "")
                             for o in shown_options(decision)],
                    min=decision.min, max=decision.max, secret=decision.secret)
    return Reply(prompt.text, kind="prompt", private=True, user=user.id, game=game.id,
                 prompt=prompt)
