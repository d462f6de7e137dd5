"""Playing: a player's question and its choices, a move (one transaction, tried again when another
seat's answer races it), the bot's moves for the seats it plays, undo and abandon."""
from __future__ import annotations

import dataclasses
import logging
from typing import Any

import engine
from data.locale.names import visible_name

from .. import seating as S
from ..replies import BOARD, HAND, LOBBY_SLOT, PLAY, Choice, Place, Reply, User
from ..storage import ABANDONED, ACTIVE, LOBBY, ActionRecord, GameRecord, SeatRecord
from ..text import say
from ..typed import TypedRefusal, read_typed
from . import context, posting, tables
from .context import Context, Refused, service_call
from .tables import fit

log = logging.getLogger(__name__)

MAX_CHOICES = 25            # Discord shows at most 25 autocomplete choices
MOVE_ATTEMPTS = 8           # a move racing other seats' answers to the same step is tried this often
MAX_BOT_MOVES = 5000        # the bot's moves in one go: more than any game's, when every seat is the bot


def read_choice(decision: engine.Decision, choice: Any, typed: bool) -> Any:
    """The engine's choice: what a player `typed` is read by the choices they were shown (a
    number is the N-th of them: bot/typed.py); an option id from a button or menu is taken as it
    is (for a `many` question, ids may come as one comma-separated text)."""
    if typed and isinstance(choice, str):
        try:
            return read_typed(decision, choice)
        except TypedRefusal as refusal:
            raise Refused(refusal.key, **refusal.params) from None
    if decision.kind == "many" and isinstance(choice, str):
        return [part.strip() for part in choice.split(",") if part.strip()]
    return choice


@service_call
async def play(ctx: Context, place: Place, user: User, choice: Any, decision: str | None = None, *,
               typed: bool = False) -> list[Reply]:
    """Answer the user's open decision in this channel's game (`decision`: the id of the question
    the user saw, if known; a different or older question is refused as "the board changed").
    `choice` is an option id (a list for `many`, an int for an amount), or, `typed`, the text a
    player typed: a number is then the N-th choice their question shows.

    When another seat's answer lands between loading and storing (a simultaneous step), the move
    is tried again on the new state, as long as this seat's own question is still the same."""
    asked: tuple[str, engine.Decision] | None = None
    try:
        for _ in range(MOVE_ATTEMPTS):
            game, seats, state = await tables.load(ctx, place, user)
            mine = tables.seat_of(seats, user)
            if mine is None:
                raise Refused("bot-not-a-player")
            seated = tables.seating_of(ctx, game, seats)
            tables.check_at_seat(seated, mine.seat)
            names = tables.names(seats, game=game.game)
            open_decisions = context.pending(state)
            own = next((d for d in open_decisions if d.seat == mine.seat), None)
            if own is None:
                # this seat's question was answered meanwhile (a racing duplicate), or the
                # answer is to a question no longer open: the board changed; an answer to
                # another seat's open question, or none: it is not this player's turn
                others = {tables.decision_token(game, d.id) for d in open_decisions}
                if asked is not None or (decision is not None and decision not in others):
                    raise Refused("bot-board-changed")
                waiting = ", ".join(names(d.seat) for d in open_decisions)
                raise Refused("bot-not-your-turn", players=waiting)
            token = tables.decision_token(game, own.id)
            if decision is not None and decision != token:
                raise Refused("bot-board-changed")
            if asked is not None and asked != (token, own):
                raise Refused("bot-board-changed")
            asked = (token, own)
            normalized = read_choice(own, choice, typed)
            try:
                new_state, events = engine.act(state, mine.seat, normalized, expect=own.id, asked=open_decisions)
            except engine.RuleError as error:
                return await context.rule_refusal(ctx, place, user, error, names)
            stored, new_state = tables.as_stored(new_state)
            board_due = posting.board_due(state, new_state)
            picture = board_due and posting.picture_due(game.pictures, state, new_state)
            undoable = not any(event.barrier for event in events)
            action = ActionRecord(seq=0, seat=mine.seat, user=user.id, decision=token,
                                  choice=normalized, at=ctx.clock.now(),
                                  before=game.state if undoable else None)
            move, new_state = await tables.move_record(ctx, game, new_state, events, action=action,
                                                       shown=board_due, seated=seated, stored=stored)
            # the board is drawn in a worker thread while the move is stored and its texts are
            # written (most of a move's time); a move that loses a race drops its picture
            drawing = happened = keepsakes = None
            if picture:
                language = await context.channel_language(ctx, place)
                names = tables.names(seats, language, game.game)
                happened = await posting.turn_events(ctx, game, events)
                public = posting.keep_view(ctx, move, new_state)
                drawing = posting.draw_board(ctx, new_state, language, names, seating=S.loads(move.seating),
                                             public=public, marks=posting.board_marks(
                                                 game.shown_view, happened, language, names, mine.seat))
                if not context.pending(new_state):      # the final board: its scores' picture too
                    keepsakes = posting.draw_keepsakes(ctx, new_state, language, names)
            try:
                stored = await ctx.storage.commit_move(move)
            except BaseException:
                posting.drop(drawing)
                posting.drop(keepsakes)
                raise
            if stored:
                break
            posting.drop(drawing)
            posting.drop(keepsakes)
        else:
            raise Refused("bot-board-changed")
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    game = move.applied_to(game)
    replies = await posting.after_move(ctx, place, game, new_state, events, actor=user,
                                       seats=seats, drawing=drawing, board=board_due, picture=picture,
                                       awaited_before={d.seat for d in open_decisions}, happened=happened,
                                       mover=mine.seat, keepsakes=keepsakes)
    return replies + await bots_after(ctx, place, game, new_state, seats)


async def bots_after(ctx: Context, place: Place, game: GameRecord, state, seats: list[SeatRecord]
                     ) -> list[Reply]:
    """The bots' moves after a person's: at once for the stand-in of an absent player (as before);
    when a bot seat is to move, its moves follow on their own (`Reply.later`), so the person's move is
    answered at once however long the bots think."""
    seated = tables.seating_of(ctx, game, seats)
    asked = {d.seat for d in context.pending(state)}
    if not any(seated.seats[seat].strength for seat in asked & seated.bot_seats()):
        return await bots_play(ctx, place, game, state, seats)

    async def later() -> list[Reply]:      # posted with the bot's token: public replies only (as the sweep's)
        return [reply for reply in await bots_play(ctx, place, game, state, seats) if not reply.private]
    return [Reply("", kind="bots", channel=place.channel, game=game.id, later=later)]


async def bots_play(ctx: Context, place: Place, game: GameRecord, state, seats: list[SeatRecord]
                    ) -> list[Reply]:
    """The bot answers every open decision of the seats it plays, one move at a time (each its
    own transaction, like a person's), until a person is asked or the game ends. It decides in a
    worker thread, from the seat's own view (engine/seatbot.py). A race with a person's move
    reloads the game and goes on from there."""
    replies: list[Reply] = []
    for _ in range(MAX_BOT_MOVES):
        seated = tables.seating_of(ctx, game, seats)
        asked = context.pending(state)
        decision = next((d for d in asked if d.seat in seated.bot_seats()), None)
        if decision is None or game.status != ACTIVE:
            break
        choice = await ctx.thinking.choose(seated.strength(decision.seat), state, decision)
        try:
            new_state, events = engine.act(state, decision.seat, choice, expect=decision.id, asked=asked)
        except engine.RuleError:            # never expected: the bot tries only what is offered
            log.exception("the bot's answer to %s in game %s was refused", decision.id, game.id)
            break
        stored, new_state = tables.as_stored(new_state)
        board_due = posting.board_due(state, new_state)
        action = ActionRecord(seq=0, seat=decision.seat, user=S.BOT,
                              decision=tables.decision_token(game, decision.id), choice=choice,
                              at=ctx.clock.now())
        move, new_state = await tables.move_record(ctx, game, new_state, events, action=action,
                                                   shown=board_due, seated=seated, stored=stored)
        picture = board_due and posting.picture_due(game.pictures, state, new_state)
        if picture:
            posting.keep_view(ctx, move, new_state)
        if not await ctx.storage.commit_move(move):
            game = await ctx.storage.game(game.id)
            if game is None or game.status != ACTIVE:
                break
            seats, state = await ctx.storage.seats(game.id), engine.loads(game.state)
            continue
        awaited_before = {d.seat for d in context.pending(state)}
        shown_before = game.shown_view
        game, state = move.applied_to(game), new_state
        replies += await posting.after_move(ctx, place, game, state, events, actor=None, seats=seats,
                                            board=board_due, picture=picture,
                                            awaited_before=awaited_before, shown_before=shown_before,
                                            mover=decision.seat)
    return replies


@service_call
async def prompt(ctx: Context, place: Place, user: User) -> list[Reply]:
    """The user's open decision with its choices (the "Play" button)."""
    try:
        game, seats, state = await tables.load(ctx, place, user)
        mine = tables.seat_of(seats, user)
        if mine is None:
            raise Refused("bot-not-a-player")
        tables.check_at_seat(tables.seating_of(ctx, game, seats), mine.seat)
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    return [await posting.prompt_reply(ctx, place, user, game, state, seats)]


@service_call
async def choices(ctx: Context, place: Place, user: User, typed: str = "") -> list[Choice]:
    """Autocomplete: the user's legal options matching what they typed, at most 25, each named
    with its number in the question ("3. Use an elder": typing 3 plays it too); a typed number
    puts its choice first."""
    [reply] = await prompt(ctx, place, user)
    if reply.prompt is None:
        return []
    typed = typed.strip().lower()
    numbered = [Choice(c.id, fit(f"{number}. {c.label}"), reply.prompt.decision)
                for number, c in enumerate(reply.prompt.choices, start=1)]
    first = [c for c in numbered if c.label.split(".", 1)[0] == typed]
    found = first + [c for c in numbered
                     if c not in first and (typed in c.label.lower() or typed == c.id.lower())]
    return found[:MAX_CHOICES]


@service_call
async def undo(ctx: Context, place: Place, user: User) -> list[Reply]:
    """Take back one's own last move, unless a barrier (cards dealt, information revealed,
    another player's move) lies in between."""
    try:
        game, seats, state = await tables.load(ctx, place, user)
        if game.status != ACTIVE:
            raise Refused("bot-game-finished")
        mine = tables.seat_of(seats, user)
        if mine is None:
            raise Refused("bot-not-a-player")
        tables.check_at_seat(tables.seating_of(ctx, game, seats), mine.seat)
        last = await ctx.storage.last_action(game.id)
        if last is None:
            raise Refused("bot-undo-nothing")
        if last.user != user.id:
            raise Refused("bot-undo-not-yours")
        events = await ctx.storage.last_action_events(game.id, last.seq)
        if any(record.event.get("barrier") for record in events):
            raise Refused("bot-undo-barrier")
        previous = await state_before(ctx, game, last, len(seats))
        board_due = engine.moment(previous) != engine.moment(state)   # a turn's end taken back
        move, previous = await tables.move_record(ctx, game, previous, [], action=None, shown=board_due,
                                                  seated=tables.seating_of(ctx, game, seats))
        if not await ctx.storage.undo_last(game.id, last.seq, move):
            raise Refused("bot-board-changed")
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    game = dataclasses.replace(move.applied_to(game), undos=game.undos + 1)
    language = await context.channel_language(ctx, place)
    names = tables.names(seats, language, game.game)
    reply = Reply(say("bot-undone", language, player=names(mine.seat)) + "\n"
                  + posting.whose_turn(ctx, previous, seats, language, names), kind="board" if board_due else "info",
                  channel=place.channel, game=game.id, buttons=[PLAY, HAND, BOARD])
    if board_due and posting.picture_due(game.pictures, state, previous):   # the last one is not true now
        await posting.attach_board(ctx, reply, previous, language, names, seating=tables.seating_of(ctx, game, seats))
    return [reply, await posting.prompt_reply(ctx, place, user, game, previous, seats)]


async def state_before(ctx: Context, game: GameRecord, last: ActionRecord, players: int) -> engine.State:
    """The state before the game's last action: kept for it in undo_states (undo costs the same at
    any point of a game), else (stored by an earlier version, or dropped when another player's move
    came after it) replayed from the seed."""
    if last.before is not None:
        return engine.loads(last.before)
    state = engine.new_game(game.game, players, options=game.options, seed=game.seed)
    for action in (await ctx.storage.actions(game.id))[:-1]:
        state, _ = engine.act(state, action.seat, action.choice)
    return state


@service_call
async def abandon(ctx: Context, place: Place, user: User, confirm: bool = False) -> list[Reply]:
    try:
        game = await tables.open_game(ctx, place)
        if not tables.may_manage(game, user):
            raise Refused("bot-only-host")
        if not confirm:
            language = await context.user_language(ctx, place, user)
            return [Reply(say("bot-abandon-confirm", language), kind="confirm", private=True,
                          user=user.id, game=game.id, buttons=["abandon-confirm"])]
        if not await ctx.storage.set_status(game.id, game.version, ABANDONED, ctx.clock.now()):
            raise Refused("bot-board-changed")
    except Refused as refused:
        return await context.refusal(ctx, place, user, refused)
    language = await context.channel_language(ctx, place)
    mine = tables.seat_of(await ctx.storage.seats(game.id), user)
    who = visible_name(user.name, mine.seat if mine and mine.seat is not None else 0, language)
    text = say("bot-abandoned", language, player=who, game=engine.meta(game.game).title)
    replies = [Reply(text, channel=place.channel, game=game.id,
                     closes=LOBBY_SLOT if game.status == LOBBY else None)]
    if game.in_own_thread:            # its channel hears how it ended, as it would a result
        replies.append(Reply(say("bot-thread-abandoned", language, player=who, thread=f"<#{game.channel}>",
                                 game=engine.meta(game.game).title), kind="result",
                             channel=game.parent, game=game.id))
    return replies
