## The table service: lobby, turns, refusals, reminders, settings.

bot-lobby = { $host } opened a game of { $game } ({ $options }).
    Players { $count }/{ $max } (at least { $min }): { $players }.
bot-lobby-table = { $thread ->
    [yes] The game will go on in a thread of its own
   *[no] The game is played here
}; board pictures { $pictures ->
    [turn] after every turn
    [round] once a round
   *[request] only on request (/game board)
}.
bot-option-on = { $option }
bot-option-value = { $option }: { $value }
bot-options-none = base game
bot-lobby-closed = { $host } closed the lobby.
bot-started = The game begins! Seat order: { $order }.
bot-thread-name = { $game } #{ $number }
bot-thread-opened = The game of { $game } goes on in { $thread }.
bot-thread-failed = I could not open a thread for the game of { $game }, so it is played here. (To have threads, let me create public threads and send messages in them.)
bot-thread-result = The game of { $game } in { $thread } is over.
bot-thread-abandoned = { $player } abandoned the game of { $game } in { $thread }.
bot-waiting-for = Waiting for { $player }: { $prompt }
bot-waiting-secret = Sealed answers: { $done } of { $total } in. Waiting for { $players }.
# Between two boards: the next player of a step is pinged, a simultaneous step has one status line.
bot-ping = { $player }, over to you: { $prompt }
bot-ping-secret = { $player }, your sealed answer is awaited.
bot-step-status = { $done } of { $total } { $done ->
    [one] has
   *[other] have
} answered. Waiting for { $players }.
bot-summary-more = { $count ->
    [one] … one earlier line is in the game log.
   *[other] … { $count } earlier lines are in the game log.
}
bot-game-over = Final scores:
## $game: the game's id; the Temple counts points, the other games VP (as in their own messages)
bot-score-line = { $place }. { $player }: { $total } { $game ->
    [temple] { $total ->
        [one] point
       *[other] points
    }
   *[other] VP
} ({ $parts })
bot-winners = { $count ->
    [one] Winner: { $players }.
   *[other] Shared victory: { $players }.
}
bot-log-empty = Nothing has happened yet.
bot-status-game = **{ $game }** ({ $options })
bot-status-round = Round { $round } · { $phase }
bot-status-phase = { $phase }
bot-status-player = - **{ $player }**{ $away ->
    [bot] { " " }(the bot plays)
    [vacation] { " " }(on vacation)
   *[no] { "" }
}: { $line }
bot-status-waiting = { $waiting }
    (This step has waited { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
    }.)
bot-status-recent = Lately:
bot-nothing-to-decide = There is nothing for you to decide right now.
bot-undone = { $player } takes back their last move.
bot-abandon-confirm = Abandon this game for everyone? This cannot be undone. Press the button again to confirm.
bot-abandoned = { $player } abandoned the game of { $game }.
bot-muted = No more reminders for you until the game moves on.
bot-settings = Reminders every { $hours ->
    [one] hour
   *[other] { $hours } hours
}, quiet hours { $quiet } ({ $timezone }). Your language: { $language }; your reminders muted: { $mute }.
bot-settings-pictures = This channel's game shows board pictures { $pictures ->
    [turn] after every turn
    [round] once a round
   *[request] only on request (/game board)
}.
bot-reminder = { $players }: the game of { $game } has been waiting for you for { $hours ->
    [one] 1 hour
   *[other] { $hours } hours
}.
bot-my-game-turn = { $game } in <#{ $channel }>: your turn!
bot-my-game-wait = { $game } in <#{ $channel }>: waiting for others.
bot-my-game-lobby = { $game } in <#{ $channel }>: in the lobby.
bot-my-games-none = You are not in any game right now.

## Refusals (shown only to the person who asked)

bot-no-game = There is no game in this channel. Start one with /game new.
bot-no-game-threads = There is no game in this channel itself; its games go on in threads: { $threads }.
bot-bad-pictures = Board pictures can be: { $choices }.
bot-need-channel = Games are played in a server channel or thread, not in direct messages.
bot-channel-busy = This channel already has a game of { $game }. Finish or abandon it first, or start a new one in a thread.
bot-not-started = The game has not started yet.
bot-already-started = The game has already started.
bot-already-joined = You are already in this game.
bot-lobby-full = The game is full ({ $max } players).
bot-seat-bot = { $number ->
    [0] Bot ({ $strength })
   *[other] Bot { $number } ({ $strength })
}
bot-strength-easy = easy
bot-strength-normal = normal
bot-strength-strong = strong
bot-bad-strength = There is no bot strength “{ $strength }”: choose one of { $choices }.
bot-bots-too-many = { $count } bots is too many: at most { $max } (one seat stays for you).
bot-bots-not-allowed = This table's options do not allow { $count } players, bots included.
bot-bots-started = Bots sit down in the lobby only, before the start.
bot-no-bots = There is no bot in this lobby to take away.
bot-abandoned-nobody-left = { $player } was the last person at the table of { $game }: bots do not play on alone, so the game is abandoned.
bot-not-joined = That player is not in this game.
bot-leave-started = The game has started: players cannot leave now. The host can abandon the game.
bot-only-host = Only the game's host or a channel manager can do that.
bot-only-manager = Only a channel manager (or the host of this channel's game) can change channel settings.
bot-player-count = { $game } needs { $min } to { $max } players; there { $count ->
    [one] is 1
   *[other] are { $count }
}.
bot-bad-order = The seat order must list every player exactly once.
bot-board-changed = The board changed since you looked. Look again and choose once more.
bot-not-a-player = You are not playing in this game.
bot-not-your-turn = It is not your turn: waiting for { $players }.
bot-typed-choice = { $count ->
    [one] Type 1: it is the only choice your question shows.
   *[other] Type a number from 1 to { $count }: the choices your question shows, in their order.
}
bot-typed-choices = Type the numbers of your choices, from 1 to { $count }, separated by commas (for example 1,3).
bot-typed-amount = Type a whole number from { $min } to { $max }.
bot-typed-amount-or = Type a whole number from { $min } to { $max }, or one of: { $named }.
bot-typed-unknown = “{ $text }” is not one of your options right now. { $expected }
bot-game-finished = This game is over.
bot-undo-nothing = There is no move to take back.
bot-undo-not-yours = Only the last move can be taken back, and it was not yours.
bot-undo-barrier = That move can no longer be taken back: it revealed something or used chance.
bot-setting-bad-interval = The reminder interval is a whole number of hours from 1 to { $max }.
bot-setting-bad-quiet = Quiet hours look like 22-7 (from 22:00 to 7:00).
bot-setting-bad-timezone = “{ $timezone }” is not a time zone I know (try Europe/Warsaw or UTC).
bot-setting-bad-language = “{ $language }” is not a language I speak yet.
bot-setting-bad-mute = Mute is on or off.
bot-setting-unknown = There is no setting called “{ $name }”.

## Buttons and front-end messages

bot-button-join = Join
bot-button-leave = Leave
bot-button-start = Start
bot-button-addbot = Add bot
bot-button-removebot = Remove bot
bot-button-play = Play
bot-button-hand = My screen
bot-button-board = Board
bot-button-abandon = Abandon the game
bot-stale-button = That button belongs to an earlier moment of the game. Look at the latest board and try again.
bot-cannot-open-thread = I may not open threads here, so the game cannot have a thread of its own. Let me create public threads and send messages in them, or choose thread: off.
bot-cannot-post = I cannot post in this channel. Please let me send messages and attach files here.
bot-reminders-failing = I cannot post the reminders of your game of { $game } in { $channel }: a permission is missing there. Please give me View Channel, Send Messages (in a thread: Send Messages in Threads) and Attach Files in that channel. Until then I will try again, less and less often (at least once a day).
bot-error-unexpected = Sorry, something went wrong on my side. The game is safe: look at the board and try again.

## A game that is over: nobody is to move

bot-game-abandoned = This game of { $game } was abandoned. Nobody is to move; the board stays as it was.
bot-status-finished = { $game }: the game is over.
    { $result }

## --- Offline tools: python -m bot demo / console and the command line (bot/__main__.py, demo.py, console.py) ---

bot-cli-usage = { $prog }: { $error } (see { $prog } --help)
bot-cli-interrupted = Stopped. The database is closed and intact: { $path }
bot-cli-storage = Cannot use the database { $error }
bot-cli-migrate-usage = `migrate` copies a SQLite file (--db, default BOT_DATABASE) into a PostgreSQL database: --to postgresql://user@host/database
bot-cli-migrated-table = { $table }: { $count ->
    [one] 1 row
   *[other] { $count } rows
}
bot-cli-migrated = Everything in { $source } is in PostgreSQL now, and the counts agree. Set BOT_DATABASE to the postgresql:// URL and start the bot.
bot-cli-bad-shard = BOT_SHARD_ID ({ $id }) and BOT_SHARD_COUNT ({ $count }) must be whole numbers, the id from 0 to the count less one.
bot-cli-bad-effort = BOT_STRONG_EFFORT ({ $value }) must be a number above 0 and at most { $most }.
bot-cli-no-token = No DISCORD_TOKEN is set.
    Put it in the environment or in a .env file (DISCORD_TOKEN=...); README.md explains how to create
    the Discord application and invite the bot. To try the games without Discord:
        python -m bot demo nehemiah        (a whole game by random players)
        python -m bot console              (play in the terminal)
bot-cli-synced-guild = Synced { $count } commands for server { $guild }.
bot-cli-synced-all = Synced { $count } commands for all servers (may take up to an hour to show).
bot-cli-sync-guild-copies = These are copies for testing, shown at once and only in that server; if the commands are also registered globally, the server shows each of them twice. Remove its copies with: python -m bot sync --guild { $guild } --clear
bot-cli-sync-cleared = Removed the copies of the commands registered in server { $guild } alone: it shows only the global ones now (if they are registered).
bot-cli-sync-all-clear = A server that got copies with --guild shows every command twice: remove them with python -m bot sync --guild ID --clear
bot-cli-sync-clear-needs-guild = --clear removes the copies of the commands from one server: name it with --guild ID.
bot-demo-played = Played { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} of { $game } with { $players ->
    [one] 1 player
   *[other] { $players } players
}.
bot-demo-header = { $game }, { $players ->
    [one] 1 player
   *[other] { $players } players
} ({ $names }), seed { $seed }: { $who ->
    [bot] the bot plays every seat
   *[random] random moves for every seat
}.
bot-demo-pictures-to = The board pictures, the final scores, the replay and the game's record go to { $folder }
bot-demo-progress = … { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} played
bot-demo-database = Database: { $path }
bot-demo-pictures = Board pictures: { $count } in { $folder } (last: { $last })
bot-demo-refused = The demo could not go on: { $reason }
bot-console-welcome = Builders' Table console. Type `help` for the commands, `quit` (or Ctrl-D) to leave.
bot-console-help = Each line is `name: command`, several players at one keyboard (without a name you are Guest).
      new GAME [OPTION=on|off]   open a game in the lobby, e.g. `new nehemiah leaders=on`
                                 (`pictures=turn|round|request`: how often the board picture comes)
      join, leave                join or leave the lobby
      kick NAME                  the host removes a player from the lobby
      addbot [STRENGTH], removebot   the host seats a bot (easy, normal, strong) or takes the last away
                                 (`new nehemiah bots=2 strength=strong`: bots from the start)
      start [NAME ...]           the host starts (seat order random, or as listed)
      options, prompt            your open question and its choices
      play N                     answer it: the N-th choice, an option id or a number
      hand                       what is behind your screen (only for you)
      board, status              the board and whose turn it is
      log [PAGE]                 what happened; `log 1` is the newest page, `log 2` the one before
      undo                       take back your last move
      mute                       no reminders for you until the game moves on
      abandon                    the host gives the game up (`abandon yes` to confirm)
      settings [KEY=VALUE ...]   show or change: interval, quiet, timezone, language (the channel's); pictures (its game's); my-language, mute (yours)
      games                      your games
      rules GAME [PAGE]          a game's rules guide, page by page (as /rules; `rules nehemiah 2`)
      help, quit
bot-console-open-lobby = A game of { $game } (table #{ $table }) waits in its lobby here: `join` to sit down; its host `start`s it, or ends it with `abandon`.
bot-console-open-game = A game of { $game } (table #{ $table }) is going on here: `options` for your next choice, `board` for where it stands; its host ends it with `abandon`.
bot-console-guest = Guest
bot-console-only-for = [only for { $user }]
bot-console-updated = [updated]
bot-console-amount = a number from { $min } to { $max }
bot-console-or-named = or { $id }: { $label }
bot-console-picture = (picture: { $path })
bot-console-unknown = Unknown command “{ $verb }”. Type `help` for the list.
bot-console-bad-quote = A quotation mark is not closed; nothing was done.
bot-console-rules-what = Which game's rules? Type `rules` and one of: { $games } (for example `rules temple`, or `rules temple 2` for its second page).
bot-console-new-what = Which game? Type `new` and one of: { $games } (for example `new nehemiah leaders=on`).
bot-console-play-what = Play what? Type `play` and the number of your choice, for example `play 2` (`options` lists them).
bot-console-bots-usage = Bots are a whole number: `new nehemiah bots=2 strength=strong`.
bot-console-kick-who = Whom? Type `kick` and the player's name.
bot-console-log-page = Log pages are numbered from 1: `log 1` is the newest page, `log 2` the one before.
bot-log-past-end = There is no page { $page }: this game's log has { $pages ->
    [one] only 1 page
   *[other] { $pages } pages
}.
bot-console-abandon-confirm = Abandon this game for everyone? This cannot be undone. Type `abandon yes` to confirm.
bot-console-settings-usage = Settings are written as KEY=VALUE, for example `settings interval=12 quiet=22-7` or `settings my-language=pl`.

## --- Absent players: the move clock, vacations, time-outs, substitutes and the bot (bot/seating.py) ---

bot-duration = { $days ->
    [0] { "" }
    [one] 1 day{ $hours -> 
        [0] { "" }
       *[other] { " " }
    }
   *[other] { $days } days{ $hours -> 
        [0] { "" }
       *[other] { " " }
    }
}{ $hours ->
    [0] { $days ->
        [0] less than an hour
       *[other] { "" }
    }
    [one] 1 hour
   *[other] { $hours } hours
}
bot-clock = Move clock: { $hours ->
    [one] 1 hour
   *[other] { $hours } hours
} per decision, then a reserve of { $reserve ->
    [one] 1 day
   *[other] { $reserve } days
} per player; vacations up to { $vacation ->
    [one] 1 day
   *[other] { $vacation } days
} per player.
bot-clock-off = No move clock; vacations up to { $vacation ->
    [one] 1 day
   *[other] { $vacation } days
} per player.
bot-clock-bad-limit = The move clock is a whole number of hours per decision, from 1 to { $max } (0: no clock).
bot-clock-bad-reserve = The reserve is a whole number of days, from 0 to { $max }.
bot-clock-bad-vacation = The vacation allowance is a whole number of days, from 0 to { $max }.
bot-clock-started = The move clock can only be changed before the game starts.
bot-clock-seat-time = { $player } has { $left } left.
bot-clock-seat-vacation = { $player } is on vacation for { $left } more.
bot-clock-seat-timed-out = { $player } is out of time: the table chooses what happens.
bot-clock-seat-bot = The bot plays for { $player } until they come back.
bot-clock-seat-gone = The bot plays { $player }'s seat (they left the game).
bot-hands = { $player }'s seat was played by: { $hands }.
bot-hands-person = { $player } ({ $moves ->
    [one] 1 move
   *[other] { $moves } moves
})
bot-hands-bot = the bot ({ $moves ->
    [one] 1 move
   *[other] { $moves } moves
})
bot-vacation-started = { $player } is on vacation for { $days ->
    [one] 1 day
   *[other] { $days } days
}: their clock is stopped and they get no reminders. ({ $left ->
    [one] 1 day
   *[other] { $left } days
} of vacation left; /game back ends it early.)
bot-vacation-already = You are already on vacation (for { $days ->
    [one] 1 more day
   *[other] { $days } more days
}); /game back ends it.
bot-vacation-too-long = You have { $left ->
    [0] no vacation days
    [one] 1 vacation day
   *[other] { $left } vacation days
} left in this game, so a vacation of { $days ->
    [one] 1 day
   *[other] { $days } days
} is not possible.
bot-vacation-out-of-time = Your time has run out and the table is choosing what happens: make your move instead.
bot-vacation-bot-plays = The bot plays your seat now: take it back with /game back first.
bot-vacation-over = { $count ->
    [one] { $players } is back from vacation: their clock runs again.
   *[other] { $players } are back from vacation: their clocks run again.
}
bot-back-nothing = You are not on vacation and nobody plays your seat for you.
bot-back-vacation = { $player } is back from vacation: their clock runs again.
bot-back-seat = { $player } is back at their seat and plays it again from the next decision on.
bot-seat-bot-plays = The bot plays your seat now. Take it back with /game back, then make your move.
bot-seat-left = You left this game: your seat is played for you now.
bot-seat-unknown = That person does not play in this game.
bot-seat-already-left = That player has already left the game.
bot-resign-confirm = Give up this game? The bot plays your seat from then on, and the table may hand it to a substitute. Press the button again to confirm.
bot-resigned = { $player } resigns. The bot plays their seat from now on; /game replace hands it to a substitute.
bot-remove-not-timed-out = A player can only be removed after their time ran out.
bot-removed = { $player } is removed from the game. The bot plays their seat from now on; /game replace hands it to a substitute.
bot-not-at-table = Only the players at this table, its host or a moderator can choose that.
bot-replace-not-absent = { $player } is still playing: a seat is handed to a substitute only after a time-out, while the bot plays it, or by its own player.
bot-replace-already-playing = { $player } already plays in this game.
bot-replace-not-a-person = A substitute is a person: another bot cannot take the seat.
bot-substitute = { $substitute } takes over { $player }'s seat, with its cards and its turn.
bot-timeout = { $count ->
    [one] { $players } is out of time.
   *[other] { $players } are out of time.
} The other players (or the host) choose: wait once more, let the bot play the seat until its player comes back, or hand it to a substitute with /game replace.
bot-timeout-none = Nobody is out of time at this table.
bot-timeout-own = It is your own seat that is out of time: just make your move.
bot-timeout-bad-choice = The choices are: wait, or the bot.
bot-timeout-wait = The table waits once more for { $players }.
bot-timeout-bot = The bot plays for { $players } until they take their seat back with /game back.
bot-button-resign = Resign
bot-button-wait = Wait
bot-button-seatbot = Bot plays
## In the game's log
bot-log-vacation = { $player } goes on vacation for { $days ->
    [one] 1 day
   *[other] { $days } days
}.
bot-log-vacation-over = { $player } is back from vacation.
bot-log-back-vacation = { $player } is back from vacation early.
bot-log-back-seat = { $player } takes their seat back from the bot.
bot-log-resigned = { $player } resigns; the bot plays their seat.
bot-log-removed = The host removes { $player }; the bot plays their seat.
bot-log-timeout = { $player } is out of time.
bot-log-timeout-wait = The table waits once more for { $player }.
bot-log-timeout-bot = The bot plays for { $player }.
bot-log-substitute = { $substitute } takes over { $player }'s seat.

## --- Learning the games: /rules and /help ---

bot-rules-heading = **{ $game } · { $title }** ({ $page }/{ $pages })
bot-rules-unknown-game = There is no rules guide for that game. The games: { $games }.
bot-rules-unknown-page = That guide has no such page. Its pages: { $pages }.
bot-rules-this-table = **This table:** { $options }.
bot-button-previous = ◀ Previous
bot-button-next = Next ▶
bot-button-share = Show everyone
# /help goes out as three private messages, one per bot-help-* key below; each renders within
# 1500 characters (TableService.HELP_PART_MAX, checked by the tests in every language).
bot-help-playing = **Playing here.** A game lives in a channel or a thread and goes on over hours or days: nobody has to be online at the same time. The games: { $games }.
    - **Start:** `/game new` opens a table (a move clock, a thread of its own and pictures are options); others press **Join**; the host presses **Start**.
    - **Play:** when it is your turn you are pinged; press **Play** (or type `/play`) and choose. Your cards are behind **My screen** (`/hand`), for you only. A picture of the board comes after every turn.
    - **Reminders** come after 24 hours, then 48 and 72; `/game mute` stops them for this turn. `/game undo` takes back your last move while nothing new was revealed.
    - **Learning:** `/rules` shows a game's rules page by page.
bot-help-commands = **Commands.**
    `/game new`, `/game join`, `/game leave`, `/game start`: the table before the game
    `/play`, `/hand`: your move, your cards
    `/game board`, `/game status`, `/game log`, `/games`: the board, the state of the game, what happened, your games
    `/game undo`, `/game mute`, `/game settings`: take back, quiet this turn, reminders and languages
    `/rules`, `/help`: the rules guides, this help
bot-help-absent = **Absent players and finished games.**
    - **Time limits:** with a move clock, what goes beyond the limit comes out of your reserve. Going away? `/game vacation` pauses your clock. When someone's time runs out, the table chooses: wait, let the bot play the seat, or a substitute.
    `/game clock`, `/game vacation`, `/game back`: the move clock, a vacation, back at your seat
    `/game resign`, `/game replace`, `/game remove`, `/game abandon`: give up, a substitute, remove a player out of time, end the game for all
    `/game history`, `/game replay`, `/game export`, `/stats`: finished games, a replay, a game's record, ratings
