## The console front end (bot/console.py): absent players, the move clock and letting time pass.
## The console's other words are in bot.ftl (bot-console-*).

bot-console-help-absent = Absent players and the move clock:
      new GAME clock=HOURS [reserve=DAYS] [vacation=DAYS]
                                 (a move clock: HOURS per decision, then a reserve of DAYS per player; DAYS of vacation per player)
      clock [HOURS [RESERVE [VACATION]]]
                                 (the host changes the lobby's move clock, also as `clock limit=24 reserve=2 vacation=7`; 0 or off: none; `clock` alone shows it)
      vacation DAYS              your clock and your reminders stop for DAYS days
      back                       back early from a vacation, or take your seat back from the bot
      resign                     give the game up: the bot plays your seat (`resign yes` to confirm)
      remove NAME                the host removes a player whose time ran out; the bot plays the seat
      replace NAME NEW           NEW (a new name) takes over NAME's seat: after a time-out, from the bot, or your own
      wait, botplays             after a time-out, the table waits once more, or lets the bot play the seat
      advance [HOURS | DAYSd]    let time pass (`advance 30`, `advance 2d`), then check the clocks and reminders
bot-console-resign-confirm = Give up this game? The bot plays your seat from then on, and the table may hand it to a substitute. Type `resign yes` to confirm.
bot-console-timeout-choose = (The others choose: `wait` to wait once more, `botplays` to let the bot play the seat, or `replace NAME NEW` to hand it to a substitute.)
bot-console-clock-usage = The move clock is written as `clock HOURS [RESERVE_DAYS] [VACATION_DAYS]` or `clock limit=24 reserve=2 vacation=7` (in `new`: `clock=24 reserve=2 vacation=7`), with whole numbers; 0 or off: none.
bot-console-vacation-usage = How long? Type `vacation` and a number of days, for example `vacation 3`.
bot-console-remove-who = Whom? Type `remove` and the player's name.
bot-console-replace-usage = Whose seat, and who takes it? Type `replace`, the player's name and the substitute's, for example `replace bob dan`.
bot-console-advance-usage = How much time? Type `advance` and a number of hours, or of days with a d: `advance 30`, `advance 2d` (at most { $max ->
    [one] 1 day
   *[other] { $max } days
} at a time).
bot-console-advance-fixed = This console's clock follows the real time and cannot be moved on.
bot-console-advanced = { $hours ->
    [0] The clocks are checked
    [one] 1 hour passes
   *[other] { $hours } hours pass
}: it is now { $time }.
