"""Nehemiah's content data is validated on load: counts, references, tables."""
from __future__ import annotations

import copy
from collections import Counter

import msgspec
import pytest

from engine.nehemiah import content as C

CONTENT = C.CONTENT


def test_component_counts_match_the_rulebook_and_house_tables():
    assert len(CONTENT.cards) == 72
    assert len(CONTENT.leaders) == 15
    assert CONTENT.rules.gates == [2, 2, 3, 3, 3, 4, 4, 4]
    decks = Counter(card.deck for card in CONTENT.cards)
    assert decks == {1: 40, 2: 16, 3: 16}
    icons = [card for card in CONTENT.cards if card.four_player]
    assert len(icons) == 8 and {card.deck for card in icons} == {1}
    kinds = Counter(card.kind for card in CONTENT.cards)
    assert kinds["WOOD1"] == 6 and kinds["GATE"] == 5 and kinds["USE_OCC"] == 2
    assert CONTENT.players(4).score == [6, 4, 2, 0]
    assert CONTENT.players(3).score == [4, 2, 0]


def test_three_players_use_a_smaller_first_deck():
    import engine
    state = engine.new_game("nehemiah", 3, seed=1)
    assert len(state.columns) == 4
    assert [len(deck) for deck in state.decks] == [16, 16, 16]
    dealt = [slot.card for column in state.columns for slot in column]
    assert not any(CONTENT.card_by_id[card].four_player for card in dealt + state.decks[0])
    four = engine.new_game("nehemiah", 4, seed=1)
    assert len(four.columns) == 5 and [len(deck) for deck in four.decks] == [20, 16, 16]


def _broken(mutate):
    content = copy.deepcopy(CONTENT)
    mutate(content)
    with pytest.raises(C.ContentError):
        C._check(content)


def test_validation_catches_wrong_counts_and_references():
    _broken(lambda c: c.cards.pop())
    _broken(lambda c: setattr(c.cards[0], "kind", "NOPE"))
    _broken(lambda c: setattr(c.cards[1], "id", c.cards[0].id))
    _broken(lambda c: c.rules.gates.pop())
    _broken(lambda c: c.leaders.pop("L01"))
    _broken(lambda c: c.rules.players["4"].score.pop())
    _broken(lambda c: setattr(c.cards[50], "deck", 1))    # deck sizes no longer fill columns


def test_schema_rejects_bad_types():
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"id": "X", "kind": "WOOD1", "deck": 4}, C.Card)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"effect": "teleport"}, C.CardKind)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"effect": "gain", "colour": 1}, C.CardKind)


def test_the_content_hash_is_stored_in_each_game():
    import engine
    assert engine.new_game("nehemiah", 2, seed=1).content == CONTENT.hash
    assert len(CONTENT.hash) == 16
