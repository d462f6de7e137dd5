"""The table service: games per channel, who may do what, one transaction per move, replies as data.

It knows games, players, channels and users, but not Discord: the Discord and console front ends are
thin translations of it, and most tests drive it directly. Each use case is a function of the module
of its concern, over a small shared context (context.py: storage, clock, renderer, the settings read
once per call); `TableService` is that context with the use cases as its methods, the one entry point
per use case that the front ends call. docs/service.md maps the commands to the modules.

    context.py     the shared context, settings read once per call, refusals
    tables.py      finding a channel's game, its seats and names; the move to store
    posting.py     what the table is told after a move: boards, pings, secrets, the result
    lobby.py       open a table, join, leave, kick, the clock, start
    moves.py       the question and its choices, a move, the bot's moves, undo, abandon
    views.py       board, hand, log, status, one's games
    absent.py      vacations, resigning, removing, substitutes, time-outs, the clock sweep
    after_game.py  history, stats, export, replay
    learning.py    the rules guide, the help, the user's language
    words.py       labels and apologies for the front ends
    settings.py    channel and user settings, mute
    reminding.py   the reminder sweep and what the front end reports back of it
"""
from __future__ import annotations

from . import absent, after_game, learning, lobby, moves, reminding, tables, views, words
from . import settings as settings_module    # its name is also a use case's
from .context import Context, Refused
from .learning import HELP_PART_MAX, HELP_PARTS
from .tables import PICTURES
from .views import LOG_PAGE

__all__ = ["TableService", "Refused", "PICTURES", "LOG_PAGE"]


class TableService(Context):
    """The context with one method per use case (each the function of its module, the service as its
    context): TableService(storage, clock=..., renderer=..., seed_source=..., shuffle=...)."""

    # the lobby
    create, set_clock = lobby.create, lobby.set_clock
    join, leave, kick = lobby.join, lobby.leave, lobby.kick
    add_bot, remove_bot = lobby.add_bot, lobby.remove_bot
    start = lobby.start
    # playing
    prompt, choices = moves.prompt, moves.choices
    play, undo, abandon = moves.play, moves.undo, moves.abandon
    decision_token = staticmethod(tables.decision_token)
    # looking
    board, hand, log = views.board, views.hand, views.log
    status, my_games = views.status, views.my_games
    # absent players
    vacation, back = absent.vacation, absent.back
    resign, remove, replace = absent.resign, absent.remove, absent.replace
    timeout_choice, sweep_seats = absent.timeout_choice, absent.sweep_seats
    # after the game
    history, stats = after_game.history, after_game.stats
    export, replay = after_game.export, after_game.replay
    # learning the games
    rules, help = learning.rules, learning.help
    help_texts = staticmethod(learning.help_texts)
    HELP_PARTS, HELP_PART_MAX = HELP_PARTS, HELP_PART_MAX
    language = learning.answer_language
    # words for the front ends
    labels, stale, apology = words.labels, words.stale, words.apology
    cannot_post, cannot_open_thread = words.cannot_post, words.cannot_open_thread
    # settings
    settings, mute = settings_module.settings, settings_module.mute
    channel_settings, user_settings = settings_module.channel_settings, settings_module.user_settings
    # reminders
    remind, disable_reminders = reminding.remind, reminding.disable_reminders
    reminder_failed, reminder_posted = reminding.reminder_failed, reminding.reminder_posted
