## Messages shared by all games: refusals the engine gives for any game.

core-error-amount = Choose a whole number from { $min } to { $max }.
core-error-bad-state = This saved game cannot be read ({ $detail }).
core-error-choose-many = Choose from { $min } to { $max } of the offered options.
core-error-choose-one = Choose one of the offered options.
core-error-duplicate-option = You chose the same option twice.
core-error-game-over = This game is over: there is nothing left to decide.
core-error-not-awaited = Nothing is waiting for you right now.
core-error-option-type = The game option “{ $name }” has a value it cannot take. It takes: { $allowed }.
core-error-option-whole = The game option “{ $name }” takes a whole number.
core-error-player-count = { $game } is played by { $min } to { $max } players, not { $count }.
core-error-rules-version = This game was saved with rules version { $found }; this bot plays version { $expected }.
core-error-seed = The game seed must be a whole number.
core-error-stale = The board changed since you looked. Look again and choose once more.
core-error-unknown-game = There is no game called “{ $game }”.
core-error-unknown-option = “{ $option }” is not one of your options right now.
core-error-unknown-option-name = There is no game option called “{ $name }”. This game’s options: { $known }.
core-error-no-options = There is no game option called “{ $name }”: this game has no options.

core-error-record-unfinished = Only a finished game can be recorded: this one is not over yet.
core-error-record-bad = This file is not a readable game record ({ $detail }).
core-error-record-format = This file is not a Builders' Table game record.
core-error-record-newer = This game record was written in format version { $found } by a newer program; this program reads up to version { $expected }.
core-error-record-game = This record is of a game this program does not know: “{ $game }”.
core-error-record-version = This record of { $game } was made with { $differences }: its replay could differ.
core-record-schema = saved-game format { $found } (this program has format { $expected })
core-record-rules-version = rules version { $found } (this program has version { $expected })
core-record-content = other cards and boards, data { $found } (this program has data { $expected })
core-error-record-refused = Move { $number } of the record is refused: { $reason }
core-error-record-diverged = The replay does not end as the record does: { $why }
core-record-not-over = after { $moves ->
    [one] its only move
   *[other] its { $moves } moves
} the game is not over.
core-record-other-end = the final state differs from the record's.

## --- The engine's command line: python -m engine play (engine/__main__.py) ---

core-cli-usage = { $prog }: { $error } (see { $prog } --help)
core-cli-unknown-language = There is no catalog for the language “{ $language }”. Known languages: { $languages }.
core-cli-stopped = Stopped.
core-cli-player = { $colour } (P{ $number })
core-cli-colour-red = Red
core-cli-colour-blue = Blue
core-cli-colour-green = Green
core-cli-colour-yellow = Yellow
core-cli-colour-purple = Purple
core-cli-colour-orange = Orange
core-cli-colour-black = Black
core-cli-amount = a number from { $min } to { $max }:
core-cli-choose = your choice (number):
core-cli-type-a-number = please type one of the numbers above
core-cli-refused = refused: { $reason }
core-cli-final-scores = Final scores:
core-cli-score-line = { $place }. { $player }: { $total } VP ({ $parts }); tie-break { $tiebreak }

## --- python -m engine replay FILE: a game record played again (python -m render replay: with --images) ---

core-cli-replay-unreadable = Cannot read { $file }: { $reason }
core-cli-replay-unwritable = Cannot write { $file }: { $reason }
core-cli-replay-too-large = This file is not a readable game record: it is larger than { $megabytes } MB.
core-cli-replay-too-deep = This file is not a readable game record: its data is nested more than { $limit ->
    [one] { $limit } level
   *[other] { $limit } levels
} deep.
core-cli-replay-too-long = This file is not a readable game record: { $field } is longer than { $limit ->
    [one] { $limit } character
   *[other] { $limit } characters
}.
core-cli-replay-too-many = This file is not a readable game record: { $field } has more than { $limit ->
    [one] { $limit } entry
   *[other] { $limit } entries
}.
core-cli-replay-out-of-range = This file is not a readable game record: { $field } must be a whole number from { $min } to { $max }.
core-cli-replay-anyway-hint = Use --anyway to replay it all the same.
core-cli-replay-warning = Warning: { $message } Replaying it all the same.
core-cli-replay-done = Replayed { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}: the final state is identical to the record's.
core-cli-replay-images = { $count ->
    [one] { $count } board picture
   *[other] { $count } board pictures
}, the final scores ({ $scores }) and the animated replay ({ $replay }) in { $folder }
core-cli-replay-images-elsewhere = python -m engine replay draws no pictures: use python -m render replay FILE --images DIR for them.
