"""Ratings per player, per game, per server: who counts in a finished game, and the new ratings.

The maths is the openskill library's Plackett-Luce model (a Weng-Lin rating for any number of
players, with ties). A rating is a skill estimate `mu` and its uncertainty `sigma`; what the
leaderboard orders by and shows is the library's conservative `ordinal` (mu - 3 sigma), so a new
player starts at 0 and climbs as the estimate firms up.

Who is rated: a seat that one person played from the first move to the last. A seat the bot played
for an absent owner, or that changed hands to a substitute, counts for nobody (its owner's rating
does not move, and neither does the substitute's); the people who did play their seats throughout
are rated among themselves, by their places. A game needs at least two rated seats (a solo game
against the Rival or the Opponent is never rated). Pure functions: the storage applies them inside
the transaction that stores the game's last move.
"""
from __future__ import annotations

from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce()            # the library's defaults: mu 25, sigma 25/3
MIN_RATED_SEATS = 2


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float
    games: int = 0                # rated games played
    wins: int = 0                 # rated games won (a shared first place counts)

    @property
    def ordinal(self) -> float:
        """What the leaderboard shows and orders by (mu - 3 sigma)."""
        return MODEL.rating(mu=self.mu, sigma=self.sigma).ordinal()


def initial() -> Rating:
    return Rating(mu=MODEL.mu, sigma=MODEL.sigma)


@dataclass(frozen=True)
class Outcome:
    """One rated seat of a finished game: its player, place (1 = first, ties share) and a win."""

    user: str
    place: int
    won: bool


def rate(current: dict[str, Rating], outcomes: list[Outcome]) -> dict[str, Rating]:
    """The new ratings of the outcomes' players (a missing current rating is a new player's).
    Fewer than MIN_RATED_SEATS outcomes change nothing."""
    if len(outcomes) < MIN_RATED_SEATS:
        return {}
    before = [current.get(outcome.user) or initial() for outcome in outcomes]
    teams = [[MODEL.rating(mu=rating.mu, sigma=rating.sigma)] for rating in before]
    after = MODEL.rate(teams, ranks=[outcome.place for outcome in outcomes])
    return {outcome.user: Rating(mu=team[0].mu, sigma=team[0].sigma, games=old.games + 1,
                                 wins=old.wins + int(outcome.won))
            for outcome, old, team in zip(outcomes, before, after)}
