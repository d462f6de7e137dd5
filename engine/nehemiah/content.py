"""Nehemiah's content (data/nehemiah/*.toml), validated on load.

The schema checks types and ranges; `_check` adds the cross-references and the component counts the
rulebook states (72 work cards, 8 gates, 15 leaders, 11 cubes, a column of 4 cards).
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cached_property
from typing import Annotated, Literal

import msgspec

import data

Board = Literal["wall", "temple", "guard"]
Count = Annotated[int, msgspec.Meta(ge=0, le=99)]
Positive = Annotated[int, msgspec.Meta(ge=1, le=99)]

WORK_CARDS = 72        # [TEXT] components
GATE_CARDS = 8         # [TEXT]
LEADER_CARDS = 15      # [TEXT]
ROUNDS = 3             # [TEXT]


class Cost(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    wood: Count = 0
    gold: Count = 0


class CardKind(msgspec.Struct, forbid_unknown_fields=True):
    effect: Literal["gain", "influence", "gate", "refresh", "place", "place_any", "replace",
                    "swap_workers", "swap_cards", "use_occupied"]
    cost: Cost = Cost()
    wood: Count = 0
    gold: Count = 0
    vp: Count = 0
    board: Board | None = None
    cubes: Count = 0
    count: Count = 1


class Card(msgspec.Struct, forbid_unknown_fields=True):
    id: Annotated[str, msgspec.Meta(pattern=r"^[A-Z0-9-]{1,12}$")]
    kind: str
    deck: Annotated[int, msgspec.Meta(ge=1, le=ROUNDS)]
    four_player: bool = False


class Leader(msgspec.Struct, forbid_unknown_fields=True):
    timing: Literal["immediate", "round", "before_scoring", "any_time", "own_turn", "instead",
                    "other_turn"]
    effect: Literal["cubes", "gate", "pairs", "bonus", "move_cube", "swap_new_column", "place",
                    "vp_per_column", "swap_any_workers", "move_ready", "activate", "activate_other",
                    "run_turn"]
    boards: list[Board] = []
    vp: Count = 0
    wood: Count = 0
    gold: Count = 0
    count: Count = 1


class PlayerCount(msgspec.Struct, forbid_unknown_fields=True):
    columns: Positive
    workers: Positive
    neutral_workers: Count
    score: list[Count]
    four_player_cards: bool


class LeaderRules(msgspec.Struct, forbid_unknown_fields=True):
    start: Cost
    round_income: Cost
    extra_cards: Count
    auction_tiebreak: Literal["wood", "wood_and_gold"]


class EndRules(msgspec.Struct, forbid_unknown_fields=True):
    wood_per_vp: Positive
    gold_per_vp: Positive
    tiebreak_after_conversion: bool
    remove_cubes_at_final_scoring: bool


class RuleTables(msgspec.Struct, forbid_unknown_fields=True):
    colours: list[str]
    boards: list[Board]
    cubes: Positive
    gates: list[Positive]
    column_size: Positive
    players: dict[str, PlayerCount]
    start: Cost
    leaders: LeaderRules
    end: EndRules


@dataclass
class Content:
    cards: list[Card]
    kinds: dict[str, CardKind]
    leaders: dict[str, Leader]
    rules: RuleTables

    @cached_property
    def card_by_id(self) -> dict[str, Card]:
        return {card.id: card for card in self.cards}

    @cached_property
    def hash(self) -> str:
        encoded = msgspec.json.Encoder(order="sorted").encode(
            [self.cards, self.kinds, self.leaders, self.rules])
        return hashlib.sha256(encoded).hexdigest()[:16]

    def kind_of(self, card_id: str) -> CardKind:
        return self.kinds[self.card_by_id[card_id].kind]

    def players(self, n: int) -> PlayerCount:
        return self.rules.players[str(n)]


class ContentError(ValueError):
    pass


def _check(content: Content) -> None:
    problems: list[str] = []
    rules = content.rules
    ids = [card.id for card in content.cards]
    if len(set(ids)) != len(ids):
        problems.append("work card ids are not unique")
    if len(content.cards) != WORK_CARDS:
        problems.append(f"{len(content.cards)} work cards, the game has {WORK_CARDS}")
    for card in content.cards:
        if card.kind not in content.kinds:
            problems.append(f"card {card.id}: unknown kind {card.kind}")
    for name, kind in content.kinds.items():
        if kind.effect == "influence" and (kind.board is None or kind.cubes < 1):
            problems.append(f"kind {name}: an influence card needs a board and cubes")
    if len(rules.gates) != GATE_CARDS:
        problems.append(f"{len(rules.gates)} gates, the game has {GATE_CARDS}")
    if len(content.leaders) != LEADER_CARDS:
        problems.append(f"{len(content.leaders)} leaders, the game has {LEADER_CARDS}")
    if sorted(rules.boards) != ["guard", "temple", "wall"]:
        problems.append("the three boards must be wall, temple and guard")
    if sorted(rules.players) != ["2", "3", "4"]:
        problems.append("player counts must be 2, 3 and 4")
    for key, setup in rules.players.items():
        n = int(key)
        if len(setup.score) != n:
            problems.append(f"{n} players: the scoring table needs {n} values")
        if n + (1 if setup.neutral_workers else 0) * n > len(rules.colours):
            problems.append(f"{n} players: not enough colours for players and neutral workers")
        used = [c for c in content.cards if setup.four_player_cards or not c.four_player]
        for deck in range(1, ROUNDS + 1):
            size = sum(1 for c in used if c.deck == deck)
            shown = setup.columns * rules.column_size if deck == 1 else 0
            if size < shown or (size - shown) % rules.column_size:
                problems.append(f"{n} players: deck {deck} ({size} cards) does not divide into columns")
    if problems:
        raise ContentError("; ".join(problems))


def load() -> Content:
    content = Content(
        cards=msgspec.convert(data.read_toml("nehemiah", "cards.toml")["card"], list[Card]),
        kinds=msgspec.convert(data.read_toml("nehemiah", "kinds.toml")["kind"], dict[str, CardKind]),
        leaders=msgspec.convert(data.read_toml("nehemiah", "leaders.toml")["leader"], dict[str, Leader]),
        rules=msgspec.convert(data.read_toml("nehemiah", "rules.toml"), RuleTables),
    )
    _check(content)
    return content


CONTENT = load()
