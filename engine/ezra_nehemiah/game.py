"""Ezra and Nehemiah's Rules: the state type with every module's frames, registered with the engine."""
from __future__ import annotations

from typing import Union

from ..core.decisions import GameMeta, Moment, Result
from ..core.messages import Msg
from ..core.rng import Rng
from ..core.rules import Rules, Standing, register
from . import auxiliary, effects, opponent, sabbath, scoring, seatbot, setup, storage, temple, torah, turn, walls
from . import standing as ST
from . import view as V
from .agent import BuilderAgent
from .content import CONTENT
from .state import EzraBase

GAME_ID = setup.GAME_ID

MODULES = (setup, turn, temple, walls, torah, auxiliary, effects, storage, sabbath, scoring, opponent)
AnyFrame = Union[tuple(frame for module in MODULES for frame in module.FRAMES)]  # type: ignore[valid-type]


class EzraState(EzraBase, kw_only=True):
    frames: list[AnyFrame] = []


class EzraNehemiah(Rules):
    meta = GameMeta(id=GAME_ID, title=Msg("ezra_nehemiah-title"), min_players=CONTENT.rules.players.min,
                    max_players=CONTENT.rules.players.max, options=setup.OPTIONS)
    state_type = EzraState
    schema = setup.SCHEMA
    rules_version = setup.RULES_VERSION
    random_agent = BuilderAgent

    def setup(self, num_players: int, options: dict, seed: int) -> EzraState:
        rng = Rng.from_seed(seed)
        g = EzraState(game=GAME_ID, schema=self.schema, rules_version=self.rules_version, content=CONTENT.hash,
                      seed=seed, num_players=num_players, options=options, rng=rng)
        setup.lay_out(g, num_players, options, rng)
        g.push(turn.Week(), *setup.first_frames(g, options))
        return g

    def view(self, g: EzraState, seat: int | None) -> dict:
        return V.view(g, seat)

    def moment(self, g: EzraState) -> Moment:
        """A board per turn (the Opponent's included); the setup, Preparing for Sabbath and the
        Sabbath are one moment each."""
        if g.phase == "work":
            return Moment(round=g.round, turn=f"{g.day}:{g.active}")
        return Moment(round=g.round, turn=g.phase)

    def standing(self, g: EzraState) -> Standing:
        return ST.standing(g)

    def result(self, g: EzraState) -> Result | None:
        return scoring.result(g) if g.over else None

    def fuzz_options(self, num_players: int) -> list[dict]:
        """Every altar card side comes round; solo on both sides of the solo board."""
        sides = [{"altar_card": card} for card in setup.ALTAR_CARDS]
        if num_players == 1:
            return [{**side, "solo_side": solo} for side in sides[:2] for solo in setup.SOLO_SIDES]
        return sides

    def invariants(self, g: EzraState) -> list[str]:
        return V.invariants(g)

    def scramble_secrets(self, g: EzraState, seat: int) -> None:
        V.scramble_secrets(g, seat)

    def blind(self, g: EzraState, seat: int) -> None:
        seatbot.blind(g, seat)

    def evaluate(self, g: EzraState, seat: int) -> float:
        return seatbot.evaluate(g, seat)


RULES = register(EzraNehemiah())
