"""Who plays each seat, and the move clock: the policy for absent players.

A table may set a move clock when it is opened (and change it in the lobby): a limit per decision and
a reserve per player. A decision's time counts from the moment the seat is asked; whatever a decision
takes beyond the limit comes out of the reserve. When the limit and the reserve are both used up, the
seat has timed out and the table chooses: wait (one more limit), a substitute (who takes the seat for
good), or the bot (until the owner takes the seat back). A player may go on vacation, within the
table's allowance: their clock stops, reminders to them stop, and they may come back early (the unused
days are returned). A player who resigns, or is removed after a time-out, leaves the seat to the bot
until the table hands it to a substitute.

Everything here is plain data and pure functions of `now`: the service stores a table's `Seating`
with its game, in the same transaction as the move that changed it, so a restart resumes exactly.
"""
from __future__ import annotations

import msgspec

HOUR, DAY = 3600.0, 86400.0
LIMIT_HOURS = (12, 24, 48, 72)   # the limits offered per decision (any whole number of hours fits)
MAX_LIMIT_HOURS = 24 * 7
DEFAULT_RESERVE_DAYS = 3         # each player's reserve when a clock is set without one
MAX_RESERVE_DAYS = 30
DEFAULT_VACATION_DAYS = 14       # each player's vacation allowance per game
MAX_VACATION_DAYS = 90
BOT = "@bot"                     # the user of the actions the bot made (never a Discord id)
# A seat a bot plays from the start (the lobby's "Add bot"): its user is "@bot:<strength>:<n>" (never a
# Discord id); each strength of each game is rated as one player, "@bot:<strength>" (bot/ratings.py).
SEAT_BOT = "@bot:"
STRENGTHS = ("easy", "normal", "strong")     # engine/bots.py; the stand-in for an absent player: normal
STAND_IN = "normal"


def bot_user(strength: str, number: int) -> str:
    return f"{SEAT_BOT}{strength}:{number}"


def bot_strength(user: str) -> str | None:
    """The strength of a bot seat's user ("@bot:strong:2" -> "strong"), None for a person (or the
    stand-in bot's BOT)."""
    if not user.startswith(SEAT_BOT):
        return None
    return user[len(SEAT_BOT):].split(":", 1)[0]


def rated_as(user: str) -> str:
    """Whom a seat's result rates: a person, or a bot seat's strength ("@bot:strong")."""
    strength = bot_strength(user)
    return user if strength is None else SEAT_BOT + strength


class Invalid(Exception):
    """A refused request: the catalog key of the answer and its parameters."""

    def __init__(self, key: str, **params) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class Stint(msgspec.Struct):
    """Somebody who played a seat, from one change of hands to the next: a person or the bot."""

    user: str                    # BOT for the bot
    name: str
    moves: int = 0


class SeatClock(msgspec.Struct):
    reserve: float               # seconds of reserve left
    vacation_left: float         # seconds of vacation allowance left
    stints: list[Stint]          # who played the seat, in order; the last one plays it now
    vacation_until: float | None = None
    awaited: bool = False        # the game waits for this seat
    used: float = 0.0            # seconds of the current decision counted before its clock stopped
    since: float | None = None   # the clock runs since then (awaited, not on vacation, not the bot)
    bot: bool = False            # the bot plays the seat now
    gone: bool = False           # the owner resigned or was removed: the bot plays until a substitute
    timed_out: bool = False      # out of time: the table is choosing what happens
    strength: str | None = None  # a bot seat (from the start): its strength; None: a person's seat

    @property
    def owner(self) -> Stint:
        """The person the seat belongs to (the last person who played it)."""
        return next(stint for stint in reversed(self.stints) if stint.user != BOT)

    @property
    def on_vacation(self) -> bool:
        return self.vacation_until is not None

    def runs(self) -> bool:
        return self.awaited and not self.bot and not self.timed_out and self.vacation_until is None

    def elapsed(self, now: float) -> float:
        """Seconds the current decision has taken so far (vacations not counted)."""
        return self.used + (now - self.since if self.since is not None else 0.0)


class Seating(msgspec.Struct):
    limit: float | None = None   # seconds per decision; None: no move clock
    reserve: float = 0.0         # seconds of reserve each player starts with
    vacation: float = DEFAULT_VACATION_DAYS * DAY   # each player's vacation allowance
    seats: list[SeatClock] = msgspec.field(default_factory=list)

    # --- the table's choice of clock ---------------------------------------------------------------

    @classmethod
    def configured(cls, limit_hours: int | None = None, reserve_days: int | None = None,
                   vacation_days: int | None = None) -> "Seating":
        """A table's clock; `limit_hours` None or 0: no clock (vacations still count)."""
        if limit_hours is not None and not 0 <= limit_hours <= MAX_LIMIT_HOURS:
            raise Invalid("bot-clock-bad-limit", max=MAX_LIMIT_HOURS)
        if reserve_days is not None and not 0 <= reserve_days <= MAX_RESERVE_DAYS:
            raise Invalid("bot-clock-bad-reserve", max=MAX_RESERVE_DAYS)
        if vacation_days is not None and not 0 <= vacation_days <= MAX_VACATION_DAYS:
            raise Invalid("bot-clock-bad-vacation", max=MAX_VACATION_DAYS)
        limit = limit_hours * HOUR if limit_hours else None
        reserve = (DEFAULT_RESERVE_DAYS if reserve_days is None else reserve_days) * DAY
        vacation = (DEFAULT_VACATION_DAYS if vacation_days is None else vacation_days) * DAY
        return cls(limit=limit, reserve=reserve, vacation=vacation)

    def changed(self, limit_hours: int | None, reserve_days: int | None,
                vacation_days: int | None) -> "Seating":
        """The lobby's clock with the given parts changed (None: kept)."""
        kept_limit = round(self.limit / HOUR) if self.limit else 0
        return Seating.configured(
            kept_limit if limit_hours is None else limit_hours,
            round(self.reserve / DAY) if reserve_days is None else reserve_days,
            round(self.vacation / DAY) if vacation_days is None else vacation_days)

    # --- the game ----------------------------------------------------------------------------------

    def started(self, players: list[tuple[str, str]]) -> "Seating":
        """Every seat's clock at the start, none running yet: (user, name) per seat in seat order."""
        seats = [SeatClock(reserve=self.reserve, vacation_left=self.vacation, stints=[Stint(user, name)],
                           bot=bot_strength(user) is not None, strength=bot_strength(user))
                 for user, name in players]
        return Seating(self.limit, self.reserve, self.vacation, seats)

    def copy(self) -> "Seating":
        return msgspec.convert(msgspec.to_builtins(self), Seating)

    def after_move(self, *, mover: int | None, by_bot: bool, before: set[int], after: set[int],
                   now: float) -> "Seating":
        """The clocks after a move by `mover` (None: no seat moved, e.g. an undo or a change of
        hands): the mover's decision is charged, each newly asked seat's clock starts, a seat still
        asked the same question keeps running (a simultaneous step), the others stop."""
        new = self.copy()
        if mover is not None and 0 <= mover < len(new.seats):
            seat = new.seats[mover]
            if not by_bot and self.limit is not None:
                seat.reserve = max(0.0, seat.reserve - max(0.0, seat.elapsed(now) - self.limit))
            if not by_bot:
                seat.timed_out = False         # their own answer ends a time-out
            seat.stints[-1].moves += 1
        for index, seat in enumerate(new.seats):
            seat.awaited = index in after
            if not seat.awaited:
                seat.used, seat.since, seat.timed_out = 0.0, None, False
            elif index == mover or index not in before:
                seat.used, seat.since = 0.0, now if seat.runs() else None
        return new

    def time_left(self, index: int, now: float) -> float | None:
        """Seconds before the seat times out (its limit, then its reserve); None without a clock."""
        if self.limit is None:
            return None
        seat = self.seats[index]
        return max(0.0, self.limit + seat.reserve - seat.elapsed(now))

    def due(self) -> float | None:
        """When `tick` next has something to do: a vacation ends, an awaited seat runs out of time."""
        moments = [seat.vacation_until for seat in self.seats if seat.vacation_until is not None]
        if self.limit is not None:
            moments += [seat.since + self.limit + seat.reserve - seat.used
                        for seat in self.seats if seat.since is not None]
        return min(moments, default=None)

    def tick(self, now: float) -> tuple["Seating", list[tuple[str, int]]]:
        """Vacations that ended and seats that ran out of time by `now`: the new clocks and what
        happened, as ("vacation-over" | "timeout", seat) in seat order."""
        new, happened = self.copy(), []
        for index, seat in enumerate(new.seats):
            if seat.vacation_until is not None and seat.vacation_until <= now:
                seat.vacation_until = None
                happened.append(("vacation-over", index))
                if seat.runs():
                    seat.since = now
            if self.limit is not None and seat.since is not None \
                    and seat.elapsed(now) >= self.limit + seat.reserve:
                seat.reserve, seat.used, seat.since, seat.timed_out = 0.0, 0.0, None, True
                happened.append(("timeout", index))
        return new, happened

    # --- vacations ---------------------------------------------------------------------------------

    def vacation_start(self, index: int, days: int, now: float) -> "Seating":
        seat = self.seats[index]
        if seat.gone or seat.bot:
            raise Invalid("bot-vacation-bot-plays")
        if seat.timed_out:
            raise Invalid("bot-vacation-out-of-time")
        if seat.on_vacation:
            raise Invalid("bot-vacation-already", days=_days(seat.vacation_until - now))
        if days < 1 or days * DAY > seat.vacation_left + 1:
            raise Invalid("bot-vacation-too-long", days=days, left=int(seat.vacation_left // DAY))
        new = self.copy()
        seat = new.seats[index]
        if seat.since is not None:
            seat.used, seat.since = seat.elapsed(now), None
        seat.vacation_until = now + days * DAY
        seat.vacation_left = max(0.0, seat.vacation_left - days * DAY)
        return new

    # --- changes of hands --------------------------------------------------------------------------

    def back(self, index: int, now: float) -> tuple["Seating", list[str]]:
        """The owner is back: from their vacation (the unused days returned) and, if the bot plays
        their seat, at the seat again from the next decision on. What ended: "vacation", "bot"."""
        seat = self.seats[index]
        if seat.gone:
            raise Invalid("bot-seat-left")
        if not seat.on_vacation and not seat.bot:
            raise Invalid("bot-back-nothing")
        new, ended = self.copy(), []
        seat = new.seats[index]
        if seat.on_vacation:
            seat.vacation_left += max(0.0, seat.vacation_until - now)
            seat.vacation_until = None
            ended.append("vacation")
        if seat.bot:
            owner = seat.owner
            seat.bot = False
            seat.stints.append(Stint(owner.user, owner.name))
            seat.used = 0.0
            ended.append("bot")
        if seat.runs() and seat.since is None:
            seat.since = now
        return new, ended

    def wait(self, index: int, now: float) -> "Seating":
        """The table waits once more for a seat out of time: one more limit, no reserve."""
        new = self.copy()
        seat = new.seats[index]
        seat.timed_out, seat.reserve, seat.used = False, 0.0, 0.0
        seat.since = now if seat.runs() else None
        return new

    def to_bot(self, index: int, *, gone: bool = False) -> "Seating":
        """The bot plays the seat from now on (`gone`: its owner resigned or was removed)."""
        new = self.copy()
        seat = new.seats[index]
        if not seat.bot:
            seat.stints.append(Stint(BOT, ""))
        seat.bot, seat.timed_out, seat.used, seat.since = True, False, 0.0, None
        seat.gone = seat.gone or gone
        if gone:
            seat.vacation_until = None
        return new

    def substitute(self, index: int, user: str, name: str, now: float) -> "Seating":
        """A new person takes the seat for good, with a fresh reserve and vacation allowance."""
        new = self.copy()
        seat = new.seats[index]
        seat.stints.append(Stint(user, name))
        seat.bot = seat.gone = seat.timed_out = False
        seat.vacation_until = None
        seat.reserve, seat.vacation_left, seat.used = self.reserve, self.vacation, 0.0
        seat.since = now if seat.runs() else None
        return new

    # --- who is asked ------------------------------------------------------------------------------

    def bot_seats(self) -> set[int]:
        return {index for index, seat in enumerate(self.seats) if seat.bot}

    def strength(self, index: int) -> str:
        """The strength of the bot that plays the seat: a bot seat's own, else the stand-in's."""
        return self.seats[index].strength or STAND_IN

    def people_left(self) -> set[int]:
        """The seats a person still plays or may come back to (not a bot seat, not given up)."""
        return {index for index, seat in enumerate(self.seats) if seat.strength is None and not seat.gone}

    def away(self) -> set[int]:
        """Seats no reminder goes to: on vacation, played by the bot, or out of time (the table was
        told and is choosing)."""
        return {index for index, seat in enumerate(self.seats)
                if seat.on_vacation or seat.bot or seat.timed_out}

    def sole_player(self, index: int) -> str | None:
        """The person who sat down at the seat and made every one of its moves (a bot handed the
        seat that never moved does not count against them), else None: the bot played it, or the
        seat was handed to a substitute (even before its first move: the game was not theirs from
        the start)."""
        seat = self.seats[index]
        first = seat.stints[0].user
        people = {stint.user for stint in seat.stints if stint.user != BOT}
        played = {stint.user for stint in seat.stints if stint.moves}
        return first if people == {first} and played <= {first} else None

    def changed_hands(self) -> dict[int, list[Stint]]:
        """The seats more than one person (or the bot) played, with who played how many moves."""
        return {index: seat.stints for index, seat in enumerate(self.seats) if len(seat.stints) > 1}


def _days(seconds: float) -> int:
    return max(1, -int(-seconds // DAY))


def dumps(seating: Seating) -> str:
    return msgspec.json.encode(seating).decode()


def loads(text: str | None) -> Seating:
    return msgspec.json.decode(text, type=Seating) if text else Seating()


def duration(seconds: float) -> dict:
    """A span as a catalog message ("2 days 5 hours"), rounded up to the hour."""
    hours = max(0, -int(-seconds // HOUR))
    return {"key": "bot-duration", "params": {"days": hours // 24, "hours": hours % 24}}
