"""The Temple (Świątynia), 3-6 players. Rules: ../shared/rules/temple.md; the modules follow the
round's phases:

    content.py    Temple cards, crafts, price list, Patrons, God's Hand deck from data/temple
    rounds.py     the nine phases in order; start player, income, end of round
    auction.py    phase 3: concession auctions, the Ark of the Covenant, forced purchases
    market.py     phase 4: declarations in turn (or sealed, option `sealed_market`), prices by total
                  supply and demand
    crafts.py     phase 5: building and upgrading crafts; craft output
    hiring.py     phase 6: hiring and firing workers; wages
    gods_hand.py  phase 7: God's Hand cards, halving and substitution
    wages.py      phase 8: paying workers, riot, rescue and elimination
    building.py   phase 9: building Temple elements
    scoring.py    the end of the game, the Holy of Holies and final scores
    view.py       what each seat may see
"""
from __future__ import annotations

from typing import Union

from ..core.decisions import GameMeta, Moment, OptionSpec, Result, SeatScore
from ..core.messages import Msg
from ..core.rng import Rng
from ..core.rules import Rules, Standing, register
from . import auction as A
from . import building as B
from . import crafts as C
from . import gods_hand as GH
from . import hiring as H
from . import market as M
from . import rounds as R
from . import seatbot as S
from . import standing as ST
from . import view as V
from . import wages as W
from .agent import CautiousAgent
from .content import CONTENT, CRAFTS
from .scoring import parts
from .state import Seat, TempleBase

GAME_ID = "temple"

AnyFrame = Union[
    R.Round, A.AuctionPhase, A.ChooseCard, A.Bidding, A.ForcedPurchase, M.Market, M.Declarations,
    C.Crafts, H.Hiring, GH.Pestilence, W.Wages, W.Rescue, B.Building,
]


class TempleState(TempleBase, kw_only=True):
    frames: list[AnyFrame] = []


class Temple(Rules):
    meta = GameMeta(
        id=GAME_ID, title=Msg("temple-title"), min_players=3, max_players=6,
        options=[OptionSpec("tiebreak", "bool", False, Msg("temple-option-tiebreak")),
                 OptionSpec("sealed_market", "bool", False, Msg("temple-option-sealed-market"))])
    state_type = TempleState
    schema = 1
    # 2: market declarations in turn and in public by default (rulebook 4.2), `sealed_market` option;
    #    price list without arbitrage (spec 7.1); buying back a good sold in the same phase allowed
    rules_version = 2
    random_agent = CautiousAgent

    def migrate(self, raw: dict) -> dict:
        """Version 1 games were played with the sealed market: they keep it (a game stored in the
        middle of a market continues with the same kind of questions)."""
        if raw.get("rules_version") == 1:
            raw = {**raw, "options": {**(raw.get("options") or {}), "sealed_market": True},
                   "rules_version": 2}
        return super().migrate(raw)

    def setup(self, num_players: int, options: dict, seed: int) -> TempleState:
        rules = CONTENT.rules
        rng = Rng.from_seed(seed)
        patrons = [patron.id for patron in rules.patron]
        rng.shuffle(patrons)
        gods = [card.id for card in CONTENT.gods_hand for _ in range(card.count)]
        rng.shuffle(gods)
        token = rng.below(num_players)                  # [HOUSE] a random start player
        start = rules.start
        g = TempleState(
            game=GAME_ID, schema=self.schema, rules_version=self.rules_version,
            content=CONTENT.hash, seed=seed, num_players=num_players, options=options, rng=rng,
            seats=[Seat(patron=patrons[s], drachmas=start.drachmas, wood=start.wood, stone=start.stone,
                        food=start.food) for s in range(num_players)],
            deck=[card.number for card in CONTENT.cards], token=token, leader=token,
            craft_supply={craft: list(CONTENT.crafts[craft].supply) for craft in CRAFTS},
            gods_deck=gods,
        )
        g.push(R.Round())
        return g

    def view(self, g: TempleState, seat: int | None) -> dict:
        shown = V.view(g, seat)
        if g.over:
            shown["ranking"] = self.result(g).ranking
        return shown

    def moment(self, g: TempleState) -> Moment:
        """A phase of the round; within the auction phase each auction, within the market each step
        (sell, buy) that everybody has declared."""
        within = {"auction": g.auction.held, "market": len(g.market)}.get(g.phase, 0)
        return Moment(round=g.round, turn=f"{g.round}.{g.phase}.{within}")

    def standing(self, g: TempleState) -> Standing:
        return ST.standing(g)

    def result(self, g: TempleState) -> Result | None:
        if not g.over:
            return None
        scores = []
        for s, seat in enumerate(g.seats):
            if seat.active:
                scores.append(SeatScore(seat=s, total=sum(parts(seat).values()), parts=parts(seat),
                                        tiebreak=[len(seat.built), -len(seat.unbuilt), seat.drachmas]))
            else:
                scores.append(SeatScore(seat=s, total=0, parts={"eliminated": seat.eliminated_in},
                                        tiebreak=[]))
        active = [score for score in scores if g.seats[score.seat].active]

        def key(score: SeatScore) -> tuple:
            # [HOUSE 7.15] shared victory unless the tie-break option is on
            return (score.total, *score.tiebreak) if g.options.get("tiebreak") else (score.total,)

        keys = sorted({key(score) for score in active}, reverse=True)
        ranking = [[score.seat for score in active if key(score) == k] for k in keys]
        gone = sorted((s for s, seat in enumerate(g.seats) if not seat.active),
                      key=lambda s: -g.seats[s].eliminated_in)
        ranking += [[s] for s in gone]               # eliminated players last, not ranked among the rest
        return Result(scores=scores, ranking=ranking, winners=ranking[0])

    def invariants(self, g: TempleState) -> list[str]:
        return V.invariants(g)

    def scramble_secrets(self, g: TempleState, seat: int) -> None:
        V.scramble_secrets(g, seat)

    def blind(self, g: TempleState, seat: int) -> None:
        S.blind(g, seat)

    def evaluate(self, g: TempleState, seat: int) -> float:
        return S.evaluate(g, seat)


RULES = register(Temple())
