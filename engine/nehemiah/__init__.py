"""Nehemiah (Nehemiasz), 2-4 players, with the 2-player neutral workers and the Construction
Leaders variant. Rules: ../shared/rules/nehemiah.md; the modules follow the rulebook:

    content.py  cards, gates, leaders and tables from data/nehemiah
    board.py    the display of work cards, workers and influence cubes
    turn.py     a turn: place or activate, passing, neutral workers, exceptional situation
    work.py     what each work card does; paid reuse of cards above
    rounds.py   column replacement, round end and scoring, game end
    leaders.py  the Construction Leaders auction and cards
    view.py     what each seat may see
"""
from __future__ import annotations

from typing import Union

from ..core.decisions import GameMeta, Moment, OptionSpec, Result, SeatScore
from ..core.messages import Msg
from ..core.rng import Rng
from ..core.rules import Rules, Standing, register
from . import leaders as L
from . import rounds as R
from . import seatbot as S
from . import standing as ST
from . import turn as T
from . import view as V
from . import work as W
from .content import CONTENT
from .state import NehemiahBase, Player

GAME_ID = "nehemiah"

AnyFrame = Union[
    T.Play, T.Turn, T.TurnMenu, T.NeutralPlacement, T.Window,
    R.Replacements, R.ReplaceOne, R.RoundEnd, R.FinalScoring,
    W.Work, W.CubeSource, W.Picks, W.Swap, W.ReuseLoop,
    L.RoundStart, L.AuctionOpen, L.Bids, L.Pairs, L.MoveCube, L.SwapAny, L.MoveReady,
    L.Activations, L.ActivateOther, L.RunTurn,
]


class NehemiahState(NehemiahBase, kw_only=True):
    frames: list[AnyFrame] = []


class Nehemiah(Rules):
    meta = GameMeta(
        id=GAME_ID, title=Msg("nehemiah-title"), min_players=2, max_players=4,
        options=[OptionSpec("leaders", "bool", False, Msg("nehemiah-option-leaders"))])
    state_type = NehemiahState
    schema = 1
    # 2: a column is replaced when a worker was exhausted on its lowest card during the action, even
    #    if that worker or card moved away before the action ended (the state records such columns).
    rules_version = 2

    def setup(self, num_players: int, options: dict, seed: int) -> NehemiahState:
        rules = CONTENT.rules
        per_count = CONTENT.players(num_players)
        rng = Rng.from_seed(seed)
        decks: list[list[str]] = [[] for _ in range(3)]
        for card in CONTENT.cards:
            if per_count.four_player_cards or not card.four_player:
                decks[card.deck - 1].append(card.id)
        for deck in decks:
            rng.shuffle(deck)
        leader_deck: list[str] = []
        if options["leaders"]:
            leader_deck = sorted(CONTENT.leaders)
            rng.shuffle(leader_deck)
        start = rules.leaders.start if options["leaders"] else rules.start
        g = NehemiahState(
            game=GAME_ID, schema=self.schema, rules_version=self.rules_version,
            content=CONTENT.hash, seed=seed, num_players=num_players, options=options, rng=rng,
            decks=decks, gates=list(rules.gates), columns=[None] * per_count.columns,
            boards=[[0] * num_players for _ in rules.boards],
            players=[Player(workers=per_count.workers, wood=start.wood, gold=start.gold,
                            neutral=per_count.neutral_workers) for _ in range(num_players)],
            leader_deck=leader_deck,
        )
        for c in range(per_count.columns):
            g.columns[c] = [R.Slot(card=card) for card in decks[0][:rules.column_size]]
            del decks[0][:rules.column_size]
        g.push(T.Play())
        if options["leaders"]:
            g.push(L.RoundStart(starter=0))
        return g

    def migrate(self, raw: dict) -> dict:
        """Version 1 states have the same format (no column recorded for replacement yet, which is
        what `to_replace` defaults to); they simply continue under version 2's rules."""
        if raw.get("rules_version") == 1:
            raw = {**raw, "rules_version": 2}
        return super().migrate(raw)

    def view(self, g: NehemiahState, seat: int | None) -> dict:
        shown = V.view(g, seat)
        if g.over:
            shown["ranking"] = self.result(g).ranking
        return shown

    def result(self, g: NehemiahState) -> Result | None:
        if not g.over:
            return None
        end = CONTENT.rules.end
        scores = []
        for seat, player in enumerate(g.players):
            wood, gold = player.wood, player.gold
            if not end.tiebreak_after_conversion:
                wood += player.vp.get("wood", 0) * end.wood_per_vp
                gold += player.vp.get("gold", 0) * end.gold_per_vp
            scores.append(SeatScore(seat=seat, total=player.score, parts=dict(sorted(player.vp.items())),
                                    tiebreak=[wood, gold]))
        keys = sorted({(s.total, *s.tiebreak) for s in scores}, reverse=True)
        ranking = [[s.seat for s in scores if (s.total, *s.tiebreak) == key] for key in keys]
        return Result(scores=scores, ranking=ranking, winners=ranking[0])

    def moment(self, g: NehemiahState) -> Moment:
        """A player's turn; in the variant, also each leader auction (its sealed bids revealed)."""
        turns = sum(player.turns for player in g.players)
        auctions = g.auction.number if g.auction is not None else 0
        return Moment(round=g.round, turn=f"{g.round}.{turns}.{auctions}")

    def standing(self, g: NehemiahState) -> Standing:
        return ST.standing(g)

    def invariants(self, g: NehemiahState) -> list[str]:
        return V.invariants(g)

    def scramble_secrets(self, g: NehemiahState, seat: int) -> None:
        V.scramble_secrets(g, seat)

    def blind(self, g: NehemiahState, seat: int) -> None:
        S.blind(g, seat)

    def evaluate(self, g: NehemiahState, seat: int) -> float:
        return S.evaluate(g, seat)


RULES = register(Nehemiah())
