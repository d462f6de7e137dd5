"""Architects of the West Kingdom (Architekci Zachodniego Królestwa), 1-5 players: 2-5 people, or one
person against the Rival (solo), or two people and the Rival ("2 players vs Bot"). Rules:
../shared/rules/architects.md; the modules follow the rulebook:

    content.py      every card, board and number from data/architects, validated on load
    state.py        the state model (spec section 10)
    setup.py        setup, side-2 boards, the building draft (spec 3, 13.10)
    turn.py         a turn: the special rule, placing a worker, the reset, the hand limit, the end
    locations.py    Quarry, Forest, Mines, Silversmith, King's Storehouse, Tax Collector (4.3-4.7)
    workshop.py     the Workshop: hiring apprentices, drawing buildings (4.5)
    town_centre.py  capturing (4.6)
    guard.py        the Guard House, the Prison, debts paid off (4.9)
    market.py       the Black Market and its Reset (4.8, 7)
    guildhall.py    constructing buildings, the Cathedral (4.10, 5)
    effects.py      immediate effects of buildings and rewards (13.2)
    goods.py        resources, silver and tax, virtue and debts (4.2, 6)
    abilities.py    what apprentices and side-2 boards add (13.2 passive codes)
    rival.py        the Rival's turns (13.11)
    scoring.py      the end of the game, final scoring, tie-breakers (8)
    view.py         what each seat may see, invariants
"""
from __future__ import annotations

from typing import Union

from ..core.decisions import GameMeta, Moment, OptionSpec, Result
from ..core.messages import Msg
from ..core.rng import Rng
from ..core.rules import Rules, Standing, register
from . import effects as E
from . import guard as GD
from . import guildhall as GH
from . import locations as L
from . import market as M
from . import scoring as S
from . import seatbot as SB
from . import setup as SU
from . import standing as ST
from . import town_centre as TC
from . import turn as T
from . import view as V
from . import workshop as W
from .agent import BuilderAgent
from .content import CONTENT
from .state import ArchitectsBase

GAME_ID = "architects"

AnyFrame = Union[
    T.PlayerTurn, T.Place, T.Retrieve, T.HandDiscard, SU.Draft, SU.BoardPick, L.MinesYield, L.Storehouse,
    W.Workshop, W.HireTarget, W.HireDiscard, W.DrawKeep, TC.Capture, GD.Guard, M.MarketMode, GH.Guild,
    GH.Payment, GH.Construct, GH.CathedralDiscard, GH.Advance, E.Resolve,
]


class ArchitectsState(ArchitectsBase, kw_only=True):
    frames: list[AnyFrame] = []


class Architects(Rules):
    meta = GameMeta(
        id=GAME_ID, title=Msg("architects-title"), min_players=1, max_players=5,
        options=[
            OptionSpec("advanced", "bool", False, Msg("architects-option-advanced")),
            OptionSpec("choose_boards", "bool", False, Msg("architects-option-choose-boards")),
            OptionSpec("variant", "choice", "standard", Msg("architects-option-variant"),
                       choices=["standard", "solo", "bot2"]),
            OptionSpec("difficulty", "choice", CONTENT.rival.default_difficulty,
                       Msg("architects-option-difficulty"), choices=sorted(CONTENT.rival.difficulty)),
        ])
    state_type = ArchitectsState
    schema = 1
    rules_version = 1
    random_agent = BuilderAgent

    def setup(self, num_players: int, options: dict, seed: int) -> ArchitectsState:
        rng = Rng.from_seed(seed)
        g = ArchitectsState(game=GAME_ID, schema=self.schema, rules_version=self.rules_version,
                            content=CONTENT.hash, seed=seed, num_players=num_players, options=options, rng=rng,
                            mode=SU.mode_of(num_players, options))
        SU.lay_out(g, num_players, options, rng)
        g.push(*SU.first_frames(g, options))
        return g

    def view(self, g: ArchitectsState, seat: int | None) -> dict:
        shown = V.view(g, seat)
        if g.over:
            shown["ranking"] = S.result(g).ranking
        return shown

    def moment(self, g: ArchitectsState) -> Moment:
        """A board per turn (the Rival's included); the setup is one moment."""
        if g.phase in ("draft", "boards"):
            return Moment(round=0, turn=g.phase)
        return Moment(round=g.round, turn=str(g.turns))

    def standing(self, g: ArchitectsState) -> Standing:
        return ST.standing(g)

    def result(self, g: ArchitectsState) -> Result | None:
        return S.result(g) if g.over else None

    def fuzz_options(self, num_players: int) -> list[dict]:
        """Side 1 and side 2 (dealt and chosen), and with 2 people also "2 players vs Bot"; every
        difficulty of the Rival comes round (1 player is always the solo game)."""
        sides = [{}, {"advanced": True}, {"advanced": True, "choose_boards": True}]
        variants = [{}] + ([{"variant": "bot2", "difficulty": "master"}] if num_players == 2 else [])
        if num_players == 1:
            variants = [{"difficulty": level} for level in sorted(CONTENT.rival.difficulty)]
        return [{**side, **variant} for side in sides for variant in variants]

    def invariants(self, g: ArchitectsState) -> list[str]:
        return V.invariants(g)

    def scramble_secrets(self, g: ArchitectsState, seat: int) -> None:
        V.scramble_secrets(g, seat)

    def blind(self, g: ArchitectsState, seat: int) -> None:
        SB.blind(g, seat)

    def evaluate(self, g: ArchitectsState, seat: int) -> float:
        return SB.evaluate(g, seat)


RULES = register(Architects())
