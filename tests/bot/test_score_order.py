"""The final message (and /game status after the end) lists each player's score parts in the rulebook's
scoring order (data/<game>/scoring.toml, engine.score_parts), the same order for every player, leaving
out the parts worth 0; the total's unit is the game's own (Polish: "pkt" for the Temple, "PZ" for the
others, never both in one line)."""
from __future__ import annotations

import re

import pytest

import engine
from bot.service import posting
from data.locale import languages, translate
from engine import score_parts
from engine.fuzz import play

# (game, players, options, seed): every game, Nehemiah with its leaders (a sixth part), Ezra and
# Nehemiah's solo game (its Opponent scores like a seat)
GAMES = [("nehemiah", 4, {"leaders": True}, 5), ("temple", 3, {}, 3), ("architects", 3, {}, 5),
         ("ezra_nehemiah", 3, {}, 5), ("ezra_nehemiah", 1, {}, 5)]
NOTES = {"temple": {"eliminated"}}          # parts that are not points: not in the scoring order


@pytest.fixture(scope="module")
def finished() -> list:
    states = []
    for game, players, options, seed in GAMES:
        run = play(game, players, options, seed, checks=False)
        assert engine.result(run.final) is not None, game
        states.append(run.final)
    return states


def name(seat: int) -> str:
    return f"Seat{seat}"


def say(key: str, language: str, **params) -> str:
    return translate({"key": key, "params": params}, language)


def test_every_part_the_engine_scores_is_in_its_scoring_order(finished):
    for state in finished:
        order = score_parts.order(state.game)
        for score in engine.result(state).scores:
            assert set(score.parts) - set(order) <= NOTES.get(state.game, set()), (state.game, score.parts)


def test_the_engine_gives_the_parts_in_another_order_somewhere(finished):
    """Not a tautology: Nehemiah's engine sorts its parts alphabetically, so the message must reorder."""
    nehemiah = next(state for state in finished if state.game == "nehemiah")
    given = [list(score.parts) for score in engine.result(nehemiah).scores]
    assert any(parts != score_parts.rank("nehemiah", parts) for parts in given)


@pytest.mark.parametrize("language", languages())
def test_the_final_message_lists_the_parts_in_the_rulebook_order(finished, language):
    for state in finished:
        result = engine.result(state)
        text = posting.result_text(None, state, language, name)
        assert posting.whose_turn(None, state, [], language, name) == text     # /game status at the end
        lines = text.split("\n")
        for seat in (seat for group in result.ranking for seat in group):
            parts = result.scores[seat].parts
            line = next(line for line in lines if f" {name(seat)}" in line)
            # built from the data's order itself, part by part, the zeros left out
            expected = [say(f"{state.game}-part-{part}", language, vp=parts[part])
                        for part in score_parts.order(state.game) if parts.get(part)]
            expected += [say(f"{state.game}-part-{part}", language, vp=value)
                         for part, value in parts.items() if part not in score_parts.order(state.game)]
            assert line.endswith(f"({', '.join(expected) or '-'})"), (state.game, line)


def test_nehemiah_reads_influence_gates_then_the_rest():
    result = engine.Result(scores=[engine.SeatScore(seat=0, total=32, parts={
        "cards": 2, "gates": 5, "gold": 2, "influence": 23, "leaders": 0})], ranking=[[0]], winners=[0])
    assert score_parts.ordered("nehemiah", result.scores[0].parts) == [
        ("influence", 23), ("gates", 5), ("cards", 2), ("leaders", 0), ("gold", 2)]


def test_polish_final_lines_use_one_unit_per_game(finished):
    for state in finished:
        text = posting.result_text(None, state, "pl", name)
        unit, other = ("pkt", "PZ") if state.game == "temple" else ("PZ", "pkt")
        for line in text.split("\n")[1:1 + len(engine.result(state).scores)]:
            assert re.search(rf"\b{unit}\b", line), line
            assert not re.search(rf"\b{other}\b", line), line


def test_the_temple_counts_points_and_the_others_vp(finished):
    for state in finished:
        line = posting.result_text(None, state, "en", name).split("\n")[1]
        assert bool(re.search(r": -?\d+ points? \(", line)) == (state.game == "temple"), line
        assert bool(re.search(r": -?\d+ VP \(", line)) == (state.game != "temple"), line
