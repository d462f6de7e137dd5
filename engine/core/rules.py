"""The interface each game implements, and the registry of games."""
from __future__ import annotations

import importlib
import itertools
import sys
from functools import lru_cache
from typing import Any, Callable

import msgspec

from .decisions import GameMeta, Moment, OptionSpec, Result
from .errors import RuleError
from .frames import GameState
from .messages import Msg
from .rng import Rng


class Standing(msgspec.Struct, frozen=True, omit_defaults=True):
    """Where a game stands, in words, for the table's status: built from public information only
    (never a hand, a deck's order or a sealed answer), so anybody may be shown it."""

    round: int | None             # None before the first round (a setup step)
    phase: Msg | None             # the phase or step in words ("Auction", "Market", "Sabbath", "Draft")
    players: list[Msg]            # one line per seat, in seat order: public score or progress, without
                                  # the player's name (the front end puts it first)
    note: Msg | None = None       # about the game as a whole, e.g. "Final round"
    others: list[Msg] = []        # the same line for each automated opponent (the Architects' Rival,
                                  # Ezra and Nehemiah's solo Opponent): others[i] is the Result's seat
                                  # len(players) + i, named like a seat past the people's


class Rules:
    """One game. Subclasses set `meta`, `state_type`, version numbers and implement the hooks."""

    meta: GameMeta
    state_type: type[GameState]
    schema: int = 1
    rules_version: int = 1
    random_agent: type | None = None     # the agent class fuzzing and demos use (default: uniform)

    def setup(self, num_players: int, options: dict[str, Any], seed: int) -> GameState:
        """The initial state, with the first frames pushed (the driver runs them afterwards)."""
        raise NotImplementedError

    def view(self, g: GameState, seat: int | None) -> dict:
        raise NotImplementedError

    def result(self, g: GameState) -> Result | None:
        raise NotImplementedError

    def moment(self, g: GameState) -> Moment:
        """The turn of the game's main structure the state is in (see `Moment`)."""
        raise NotImplementedError

    def standing(self, g: GameState) -> Standing:
        """The round, the phase and each seat's public score or progress, in words (see `Standing`).
        The default knows only the round."""
        return Standing(round=self.moment(g).round, phase=None, players=[])

    # For fuzzing and tests:
    def fuzz_options(self, num_players: int) -> list[dict[str, Any]]:
        """The option sets fuzzing covers for a player count (default: every mix of the bools)."""
        bools = [spec.name for spec in self.meta.options if spec.type == "bool"]
        return [dict(zip(bools, values)) for values in itertools.product([False, True], repeat=len(bools))]

    def invariants(self, g: GameState) -> list[str]:
        """Descriptions of every broken invariant (empty when all hold)."""
        return []

    def scramble_secrets(self, g: GameState, seat: int) -> None:
        """Change, in place, everything hidden behind `seat`'s screen (to prove views don't leak it)."""

    # For the bot that plays an absent player's seat (engine/seatbot.py):
    def blind(self, g: GameState, seat: int) -> None:
        """Replace, in place, everything `seat` cannot see (other seats' secrets, deck orders, the
        random stream) by a canonical arrangement computed only from what `seat` can see, keeping
        every count and invariant: two states that differ only in what `seat` cannot see become equal."""
        raise NotImplementedError(f"{self.meta.id} has no seat bot yet")

    def sample(self, g: GameState, seat: int, rng: Rng) -> None:
        """Like `blind`, but what `seat` cannot see is drawn at random from `rng` among the arrangements
        consistent with what it sees (other hands and deck orders dealt from the cards it has not seen;
        a fresh random stream), in place: the strong bot (engine/bots.py) searches over such samples.
        It must depend only on what `seat` sees and on `rng` (blind first, then draw), and keep
        `view(g, seat)` and every invariant.

        The default calls `sample(g, seat, rng)` of the game's seat-bot module (the `seatbot` module
        beside the module defining the game's Rules, e.g. engine/nehemiah/seatbot.py) when it has one;
        else it blinds and only draws a fresh random stream."""
        hook = seatbot_hook(type(self), "sample")
        if hook is not None:
            hook(g, seat, rng)
            return
        self.blind(g, seat)
        g.rng = Rng.from_seed(rng.next64())

    def evaluate(self, g: GameState, seat: int) -> float:
        """How good the position is for `seat` (higher is better), from `blind`ed states: the seat bot
        compares the positions each of its possible answers leads to."""
        raise NotImplementedError(f"{self.meta.id} has no seat bot yet")

    def migrate(self, raw: dict) -> dict:
        """Bring a stored state of an older rules_version up to date (or refuse clearly)."""
        if raw.get("rules_version") != self.rules_version:
            raise RuleError("rules-version", "core-error-rules-version",
                            found=raw.get("rules_version"), expected=self.rules_version)
        return raw

    def normalize_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        return normalize(self.meta.options, options)


@lru_cache(maxsize=None)
def seatbot_hook(rules_type: type, name: str) -> Callable | None:
    """The function `name` of the seat-bot module of the package that defines `rules_type` (e.g.
    engine/nehemiah/seatbot.py), if any: where the bots find a game's optional helpers."""
    package = getattr(sys.modules.get(rules_type.__module__), "__package__", None)
    if not package:
        return None
    try:
        module = importlib.import_module(f"{package}.seatbot")
    except ModuleNotFoundError as error:
        if error.name != f"{package}.seatbot":
            raise                            # the module exists but its own imports fail: a bug
        return None
    hook = getattr(module, name, None)
    return hook if callable(hook) else None


def normalize(specs: list[OptionSpec], options: dict[str, Any] | None) -> dict[str, Any]:
    """Every option of `specs` with its value or default; unknown names and wrong values refused."""
    options = dict(options or {})
    by_name = {spec.name: spec for spec in specs}
    for name in options:
        if name not in by_name:
            if not by_name:
                raise RuleError("bad-option", "core-error-no-options", name=name[:40])
            raise RuleError("bad-option", "core-error-unknown-option-name", name=name[:40],
                            known=", ".join(spec.name for spec in specs))
    normalized = {}
    for name, spec in by_name.items():
        value = options.get(name, spec.default)
        if spec.type == "int" and (isinstance(value, bool) or not isinstance(value, int)):
            raise RuleError("bad-option", "core-error-option-whole", name=name)
        if (spec.type == "bool" and not isinstance(value, bool)) or (
                spec.type == "choice" and value not in spec.choices):
            # the values as typed at a command line or the console (on/off for a yes-no option)
            allowed = ", ".join(TRUE_WORDS[:1] + FALSE_WORDS[:1] if spec.type == "bool" else spec.choices)
            raise RuleError("bad-option", "core-error-option-type", name=name, allowed=allowed)
        normalized[name] = value
    return normalized


TRUE_WORDS = ("on", "true", "yes", "1")
FALSE_WORDS = ("off", "false", "no", "0")


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """Typed `name=value` pairs (command lines, the console) to game options: on/off words to bools,
    ASCII integers to ints, a bare `name` to on. Anything else is passed on as it is, so
    `normalize_options` refuses it with the engine's own words (never silently off)."""
    options: dict[str, Any] = {}
    for pair in pairs:
        name, equals, value = pair.partition("=")
        name, lowered = name.strip(), value.strip().lower()
        number = lowered.removeprefix("-")
        if not equals or lowered in TRUE_WORDS:
            options[name] = True
        elif lowered in FALSE_WORDS:
            options[name] = False
        elif number.isascii() and number.isdigit():
            options[name] = int(lowered)
        else:
            options[name] = value
    return options


_REGISTRY: dict[str, Rules] = {}


def register(rules: Rules) -> Rules:
    _REGISTRY[rules.meta.id] = rules
    return rules


def get(game_id: str) -> Rules:
    try:
        return _REGISTRY[game_id]
    except KeyError:
        raise RuleError("unknown-game", "core-error-unknown-game", game=str(game_id)) from None


def game_ids() -> list[str]:
    return sorted(_REGISTRY)
