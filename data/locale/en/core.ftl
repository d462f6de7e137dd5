## Messages shared by all games: refusals the engine gives for any game.

core-error-amount = Choose a whole number from { $min } to { $max }.
core-error-bad-state = This saved game cannot be read ({ $detail }).
core-error-choose-many = Choose from { $min } to { $max } of the offered options.
core-error-choose-one = Choose one of the offered options.
core-error-duplicate-option = You chose the same option twice.
core-error-game-over = This game is over: there is nothing left to decide.
core-error-not-awaited = Nothing is waiting for you right now.
core-error-option-type = The game option “{ $name }” has a value it cannot take.
core-error-player-count = { $game } is played by { $min } to { $max } players, not { $count }.
core-error-rules-version = This game was saved with rules version { $found }; this bot plays version { $expected }.
core-error-seed = The game seed must be a whole number.
core-error-stale = The board changed since you looked. Look again and choose once more.
core-error-unknown-game = There is no game called “{ $game }”.
core-error-unknown-option = “{ $option }” is not one of your options right now.
core-error-unknown-option-name = There is no game option called “{ $name }”.

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
