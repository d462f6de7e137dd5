## The table on the web (bot/web): the pages, the links the bot posts, python -m bot web.

## The links in the lobby, the first board, /game board and /hand
web-table-link = The table on the web: { $url }
web-hand-link = Your screen in the browser (a private link, only for you, for { $hours } hours): { $url }

## python -m bot web
web-cli-listening = Serving the tables on { $url } (Ctrl-C stops).
web-cli-game = { $game } #{ $table } ({ $status ->
    [lobby] in the lobby
    [active] in play
    [finished] finished
   *[other] abandoned
}): { $url }
web-cli-none = No open or finished games in { $database } yet: play one (python -m bot demo) and run this again.
web-cli-more = …and { $count ->
    [one] 1 more game
   *[other] { $count } more games
}.
web-cli-bad-port = The port must be a number from 1 to 65535.

## The pages
web-page-title = { $game } · table #{ $table }
web-status = { $status ->
    [lobby] In the lobby
    [active] In play
    [finished] Finished
   *[other] Abandoned
}
web-languages = Language
web-board = The board
web-board-alt = The board of { $game }: { $turn }
web-board-open = Open the picture alone
web-zoom-in = Zoom in
web-zoom-out = Zoom out
web-zoom-fit = Fit
web-history = History
web-history-setup = the set-up
web-history-turn = turn { $turn } of { $turns }
web-history-show = Show
web-history-first = First
web-history-previous = Previous turn
web-history-next = Next turn
web-history-now = Now
web-now = Now
web-players = Players
web-result = Final scores
web-scores-alt = The final scores of { $game }, category by category
web-replay = The animated replay
web-replay-alt = The animated replay of { $game }: the board at every turn’s end
web-log = What happened
web-log-setup = The set-up
web-log-turn = Turn { $turn } · round { $round }
web-log-now = This turn so far
web-log-empty = Nothing yet.
web-lobby = The game has not started yet. Players so far: { $players }.
web-live = This page follows the game: new moves appear by themselves.
web-no-script = Reload the page to see new moves.
web-home = The tables of this bot are reached through the links it posts in Discord.

## The private screen
web-hand-title = { $player }’s screen · { $game }
web-hand-alt = What is behind { $player }’s screen
web-hand-note = A private link for { $player } only: it works until { $until } (UTC), and only while the seat is theirs. Do not share it.
web-hand-back = The table

## Refusals: a plain page, nothing more
web-error-title = { $status ->
    [400] Bad request
    [403] No longer valid
    [404] Not found
    [405] Not allowed
    [410] Expired
    [414] Address too long
    [429] Too many requests
   *[other] Busy
}
web-error-text = { $status ->
    [400] This request cannot be read.
    [403] This private link no longer works: the seat is not in your hands now. Ask for your screen again (/hand).
    [404] There is nothing at this address.
    [405] Pages here can only be looked at.
    [410] This private link has expired. Ask for your screen again (/hand) for a new one.
    [414] This address is too long.
    [429] Too many requests from your address: wait a few seconds and try again.
   *[other] The server is busy: try again in a moment.
}
