## After the game (bot/aftergame.py, the service's history, stats, export and replay).
## $table is a table's number as text (never grouped like an amount).

bot-replay-ready = The whole game of { $game } (table #{ $table }) in { $count ->
    [one] 1 picture
   *[other] { $count } pictures
}.
bot-replay-alt = An animation of the { $game } game, { $count ->
    [one] 1 picture
   *[other] { $count } pictures
}, from the start to the final scores.
bot-replay-no-pictures = This bot draws no pictures here, so there is no replay to show.
bot-export-ready = The record of { $game } (table #{ $table }): { $count ->
    [one] 1 move
   *[other] { $count } moves
}. Replay it offline with `python -m engine replay FILE`.
bot-export-players-only = Only the players of table #{ $table } can export its record: it holds every card dealt, even those the game never showed.

bot-history-title = **Finished games here** (page { $page }):
bot-history-line = #{ $table } · { $game } · { $date }: { $count ->
    [0] nobody won
    [one] { $winners } won
   *[other] shared victory of { $winners }
} ({ $scores })
bot-history-more = Older games: `/game history page:{ $page }`.
bot-history-none = No game has been finished in this channel yet.
bot-history-past-end = There are no more finished games here.
bot-no-such-table = There is no table #{ $table } in this channel. `/game history` lists its finished games.
bot-table-not-finished = Table #{ $table } is not finished: a record or replay comes once a game is over.

bot-stats-title = **Ratings on this server**
bot-stats-game = **{ $game }**
bot-stats-leader = { $place }. { $player }: rating { $rating } · { $games ->
    [one] 1 rated game
   *[other] { $games } rated games
} · { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}
bot-stats-none = Nobody has a rating on this server yet: a game with two or more players gives one when it ends.
bot-stats-player = **{ $player }** on this server:
bot-stats-player-game = { $game }: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}; rating { $rating } after { $rated ->
    [one] 1 rated game
   *[other] { $rated } rated games
}
bot-stats-player-game-unrated = { $game }: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}; no rating yet
bot-stats-player-none = { $player } has not finished a game on this server yet.
bot-stats-recent = Latest results:
bot-stats-result = #{ $table } · { $game } · { $date }: place { $place }, { $score } points{ $rated ->
    [yes] {""}
   *[no] {" "}(not rated)
}

bot-console-help-after = After the game:
      history [PAGE]             the finished games of this channel
      stats [NAME] [GAME]        the ratings here, or one player's games and rating
      export [TABLE]             write the record of a finished game (the latest by default) to a file
      replay [TABLE]             draw the animated replay of a finished game again
bot-console-file = (file: { $path })
bot-console-number-usage = Type a number from 1 after `{ $verb }`, for example `{ $verb } 2`, or nothing.
