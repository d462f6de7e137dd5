"""Ezra and Nehemiah: what each seat may see (rules/ezra_nehemiah.md 16.7, T62-T66), proving it does not
leak (`scramble_secrets`), and the invariants fuzzing checks (16.6).

**The view** (`view(g, seat)`) is plain JSON-able data (dicts, lists, str, int, bool, None; messages as
their plain form {key, params}); the Opponent is named "opponent" wherever a seat could stand. Everybody
sees the whole board (perimeter, Temple, altar, scroll grid, row food, heroes left, the neutral corner,
gate cards aside), every player's goods, workers, VP, blessings, tent, development tiles, piles (the
covered cards too [CHOICE 16.2]), tucked cards, scrolls and heroes, the sizes of its hand, character
deck and wall deck, the turn in progress with its banner pool, the solo Opponent's revealed focus and
planning cards with the sizes of its decks, the pending questions (who is asked and the prompt, never
the options) and the final scoring once written. A seat's view adds `private`: its hand, its character
deck as a sorted list (an unordered set [CHOICE 16.2]: deducible anyway) and the wall cards it knows on
top and at the bottom of its wall deck (6.4) and those it has drawn to choose from while rebuilding
(D18, D19). Never in any view: the order of any deck, another seat's hand, known or drawn wall cards,
the unused scroll tiles, the undealt development tiles, the RNG, decision ids.

**Invariants** (`invariants(g)`), numbered as in 16.6: (1) 16 workers per colour, Levites <= 6, merchant
and elder slots distinct and <= 4, no farmers or labourers outside Preparing for Sabbath and the Sabbath
(but for the game's end: round 3 has no After Sabbath), gatekeepers and scribes agreeing with the board,
the Opponent without merchants, elders, farmers or labourers (13.1); (2) each player's 10 character
cards exactly once in hand, deck, piles and tucked cards, piles of at most 2 (unless SW18), during the
work days one card on the piles per turn taken this round (counted by the round's `Week` frame; without
one, at most the day), at most 6 otherwise, none during the setup; (3) each colour's 12 wall cards
exactly once in its wall deck or on the board (or drawn, in a pending question), a known wall card where
its owner put it (top / bottom), the 6 gate cards beside the board or on it, the Opponent's 10 focus and
6 planning cards once each, at most 6 of each revealed; (4) nothing negative, the Opponent's gold and
the banner pool included (the Opponent's state holds no stone, wood, ash or food at all); (5) every
altar marker in exactly one stack, prophets on the track with Zechariah behind Haggai; (6) Temple rows
filled from the left, no cube on a covered column, sections done exactly when full; (7) scroll tiles
dealt once each (with the unused ones), scribes supported from below, white workers only in rows 1-3 and
only at 1-2 players, a player's scrolls on tiles its scribes hold; (8) neutral spaces exactly where the
content puts them, without rubble, owner or coins; corner gates built; (9) blessings 0-7, row food its
setup value or 0; (10) between turns of the work days (no turn in progress or nothing done in it yet, no
storage question pending) nobody with an undeveloped guard tile holds more cubes than its storage limit
(8.4); plus the development tiles dealt once each, heroes conserved, the phase, round, day, Shofar and
active player valid, the phase matching the stack and the game-over flag.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

import msgspec

from ..core.frames import stack_invariants
from ..core.messages import Msg
from .base import character_msg
from .content import CONTENT, GATE_CARDS, TILE_TYPES, HandSize
from .setup import WHITE, Gatekeeper
from .state import OPPONENT, WORKERS, EzraBase, PlayerState, Space
from .storage import Discard

PHASES = ("setup_gatekeepers", "work", "prepare", "sabbath", "final", "over")


def _owners(g: EzraBase) -> list[int | str]:
    return [*range(len(g.players)), *([OPPONENT] if g.opponent is not None else [])]


def _drawing(g: Any) -> list[Any]:
    """The pending frames holding wall cards a seat has drawn while rebuilding (D18, D19: walls.py);
    found by their data (a `seat` and `cards` that are wall cards), so any such question counts."""
    return [frame for frame in g.frames if isinstance(getattr(frame, "seat", None), int)
            and getattr(frame, "cards", None) and all(card in CONTENT.wall_card for card in frame.cards)]


def _drawn(g: Any, seat: int) -> list[str]:
    return [card for frame in _drawing(g) if frame.seat == seat for card in frame.cards]


# --- the view (16.7) --------------------------------------------------------------------------------

def _plain(value: Any) -> Any:
    """A fresh plain copy (structs and messages as dicts): nothing in a view aliases the state."""
    return msgspec.to_builtins(value)


def _space(space: Space) -> dict:
    return {"id": space.id, "kind": space.kind, "neutral": space.neutral, "rubble": dict(space.rubble),
            "built": space.built, "owner": space.owner,
            "wall_card": list(space.wall_card) if space.wall_card is not None else None,
            "coins_on_card": space.coins_on_card,
            "connections": {"ccw": space.connected_ccw, "cw": space.connected_cw}}


def _board(g: EzraBase) -> dict:
    board = g.board
    return {
        "perimeter": [_space(space) for space in board.perimeter],
        "temple": {"cells": [[None if cell is None else {"by": cell.by, "cube": cell.cube} for cell in row]
                             for row in board.temple.cells],
                   "covered_columns": list(board.temple.covered_columns),
                   "sections_done": list(board.temple.sections_done)},
        "altar": {"stacks": [list(stack) for stack in board.altar.stacks],
                  "zechariah": board.altar.zechariah, "haggai": board.altar.haggai, "card": board.altar.card},
        "scrolls": [[{"scroll": tile.scroll, "occupant": tile.occupant} for tile in row] for row in board.scrolls],
        "row_food": dict(board.row_food),
        "heroes_left": list(board.heroes_left),
        "neutral_corner": board.neutral_corner,
        "gate_cards_aside": list(board.gate_cards_aside),
    }


def _player(seat: int, player: PlayerState) -> dict:
    return {
        "seat": seat, "colour": player.colour, "coins": player.coins, "food": player.food,
        "cubes": dict(player.cubes), "workers": _plain(player.workers), "vp": player.vp,
        "blessings": dict(player.blessings), "tent": player.tent,
        "dev": {kind: {"tile": player.dev[kind].tile, "developed": player.dev[kind].developed}
                for kind in TILE_TYPES if kind in player.dev},
        "piles": [list(pile) for pile in player.piles],
        "tucked": list(player.tucked), "scrolls": list(player.scrolls), "heroes": list(player.heroes),
        "hand_count": len(player.hand), "deck_count": len(player.deck), "wall_deck_count": len(player.wall_deck),
    }


def _opponent(g: EzraBase) -> dict | None:
    opponent = g.opponent
    if opponent is None:
        return None
    return {
        "colour": opponent.colour, "side": opponent.side, "coins": opponent.coins, "gold": opponent.gold,
        "workers": _plain(opponent.workers), "vp": opponent.vp, "blessings": dict(opponent.blessings),
        "tent": opponent.tent, "wall_deck_count": len(opponent.wall_deck), "heroes": list(opponent.heroes),
        "focus_shown": list(opponent.focus_shown),          # in order: the last one is the current card
        "focus_deck_count": len(opponent.focus_deck),
        "planning_shown": list(opponent.planning_shown),
        "planning_deck_count": len(opponent.planning_deck),
    }


def _awaiting(g: Any) -> list[dict]:
    """Who is asked what: the prompts of the decisions on top of the stack, never their options or
    ids (another seat's options could tell what is behind its screen)."""
    if not g.frames:
        return []
    return [{"seat": decision.seat, "prompt": _plain(decision.prompt)} for decision in g.frames[-1].decisions(g)]


def view(g: Any, seat: int | None) -> dict:
    shown: dict[str, Any] = {
        "game": g.game, "me": seat, "players_count": g.num_players, "options": _plain(g.options),
        "over": g.over, "round": g.round, "phase": g.phase, "day": g.day, "shofar": g.shofar, "active": g.active,
        "board": _board(g),
        "players": [_player(index, player) for index, player in enumerate(g.players)],
        "turn": _plain(g.turn),                             # the card played, the pile, the banner pool, flags
        "opponent": _opponent(g),
        "awaiting": _awaiting(g),
        "final": _plain(getattr(g, "final", {})),
    }
    if seat is not None:
        me = g.players[seat]
        shown["private"] = {"hand": list(me.hand), "deck": sorted(me.deck),
                            "wall_known_top": me.wall_known_top, "wall_known_bottom": me.wall_known_bottom,
                            "wall_cards_drawn": _drawn(g, seat)}
        # the words of /hand (the service's text beside the private screen's picture)
        shown["hand"] = _plain(Msg("ezra_nehemiah-hand", {"count": len(me.hand),
                                                          "cards": [character_msg(card) for card in me.hand],
                                                          "deck": len(me.deck), "walls": len(me.wall_deck)}))
    return shown


# --- scramble_secrets: what `seat` alone knows, and what nobody knows --------------------------------

def _scramble_wall_deck(deck: list[str], top: str | None, bottom: str | None,
                        change_known: bool) -> tuple[str | None, str | None]:
    """Reorder a wall deck in place, keeping a known top / bottom card where its owner put it; with
    `change_known` (the owner's own secret) the known cards themselves change. Returns the known
    (top, bottom) afterwards."""
    lo = 1 if bottom is not None and deck and deck[0] == bottom else 0
    hi = max(lo, len(deck) - 1 if top is not None and deck and deck[-1] == top else len(deck))
    if change_known and lo < hi:
        if hi < len(deck):
            deck[-1], deck[lo] = deck[lo], deck[-1]
            top = deck[-1]
        if lo:
            deck[0], deck[hi - 1] = deck[hi - 1], deck[0]
            bottom = deck[0]
    deck[lo:hi] = reversed(deck[lo:hi])
    return top, bottom


def scramble_secrets(g: Any, seat: int) -> None:
    """Change, in place, everything hidden behind `seat`'s screen (its hand and deck contents, the
    wall cards it knows) and everything hidden from all (the order of every deck, the unused scroll
    tiles and development tiles, the RNG), keeping every count and every invariant: the views of the
    other seats and the public view must not change (engine/fuzz.py `check_step`)."""
    me = g.players[seat]
    if me.hand and me.deck:                                # a hand card and a deck card change places
        me.hand[0], me.deck[0] = me.deck[0], me.hand[0]
    me.hand.reverse()
    for frame in _drawing(g):                             # wall cards it drew: one from inside its deck
        known = (me.wall_known_bottom is not None) + (me.wall_known_top is not None)
        if frame.seat == seat and len(me.wall_deck) > known:
            inside = 1 if me.wall_known_bottom is not None else 0
            frame.cards[0], me.wall_deck[inside] = me.wall_deck[inside], frame.cards[0]
    for index, player in enumerate(g.players):
        player.deck.reverse()                              # deck order: nobody's, the owner's neither
        if len(player.deck) > 2:
            player.deck.append(player.deck.pop(0))
        player.wall_known_top, player.wall_known_bottom = _scramble_wall_deck(
            player.wall_deck, player.wall_known_top, player.wall_known_bottom, change_known=index == seat)
    if g.opponent is not None:
        opponent = g.opponent
        for deck in (opponent.focus_deck, opponent.planning_deck, opponent.wall_deck):
            deck.reverse()
    g.unused_scrolls.reverse()
    g.unused_tiles.reverse()
    g.rng.state ^= 0x5DEECE66D


# --- invariants (16.6) ------------------------------------------------------------------------------

def _turns_taken(g: Any) -> list[int] | None:
    """The cards each seat has played this round, counted from the round's `Week` frame (turn.py) during
    the work days: its turns taken, less the one in progress before its card is played. None when there
    is no week to count from (the setup, or a state built without the turn module); then the piles are
    only bounded by the day."""
    if g.phase != "work":
        return None
    from .turn import Week                     # lazily: the views need none of the rules modules
    week = next((frame for frame in g.frames if isinstance(frame, Week) and frame.stage == "work"), None)
    if week is None:
        return None
    order = g.seats_from(g.shofar)
    played = []
    for seat in range(len(g.players)):
        index = order.index(seat)
        taken = max(0, (week.taken - index + len(order) - 1) // len(order))
        if g.turn is not None and g.turn.seat == seat and g.turn.card is None and taken:
            taken -= 1                        # its turn has begun, its card is not played yet
        played.append(taken)
    return played


def invariants(g: Any) -> list[str]:
    problems: list[str] = []
    # The stack is checked whenever it holds frames or the game is over. Leniency: once the last
    # gatekeeper stands the setup leaves the stack empty (setup.py: the work day is not written yet),
    # so an empty stack before the end is not reported; the registered rules always leave a question.
    if g.frames or g.over:
        problems += stack_invariants(g)
    board = g.board
    perimeter = {space.id: space for space in board.perimeter}
    characters = sorted(card.id for card in CONTENT.characters)
    walls = sorted(card.id for card in CONTENT.wall_cards)
    blessing_max = CONTENT.board.blessing_track.spaces
    work_days = CONTENT.rules.work_days
    seats = _owners(g)

    # the game's progress: phase, round, day, the Shofar, the active player, the game-over flag
    if g.phase not in PHASES:
        problems.append(f"unknown phase {g.phase!r}")
    if not 1 <= g.round <= CONTENT.rules.rounds or not 1 <= g.day <= work_days:
        problems.append(f"round {g.round}, day {g.day}")
    if g.shofar not in seats or g.active not in seats:
        problems.append(f"the Shofar with {g.shofar!r}, active {g.active!r}")
    if g.over != (g.phase == "over"):
        problems.append(f"phase {g.phase} with the game-over flag {g.over}")

    # (1) workers
    for who in seats:
        name = f"seat {who}" if who != OPPONENT else "the Opponent"
        workers = g.workers_of(who)
        if workers.total() != WORKERS:
            problems.append(f"{name} has {workers.total()} workers, not {WORKERS}")
        counts = {"supply": workers.supply, "main": workers.main, "levites": workers.levites,
                  "farmers": workers.farmers, "labourers": workers.labourers}
        problems += [f"{name}: {key} is negative" for key, value in counts.items() if value < 0]
        if workers.levites > CONTENT.rules.levites.max:
            problems.append(f"{name} has {workers.levites} Levites")
        for slots, limit, what in ((workers.merchants, CONTENT.rules.development.merchant_slots, "merchant"),
                                   (workers.elders, CONTENT.rules.development.elder_slots, "elder")):
            if len(set(slots)) != len(slots) or any(not 1 <= slot <= limit for slot in slots):
                problems.append(f"{name}: {what} slots {slots}")
        # (after the third Sabbath nobody takes them back: there is no After Sabbath in round 3, 10.4)
        if g.phase not in ("prepare", "sabbath", "final", "over") and (workers.farmers or workers.labourers):
            problems.append(f"{name} has farmers or labourers outside the Sabbath")
        if who == OPPONENT and (workers.merchants or workers.elders or workers.farmers or workers.labourers):
            problems.append("the Opponent has merchants, elders, farmers or labourers")
        if len(set(workers.gatekeepers)) != len(workers.gatekeepers):
            problems.append(f"{name} has two gatekeepers on one gate")
        for gate in workers.gatekeepers:
            if gate not in perimeter or perimeter[gate].kind == "wall" or perimeter[gate].owner != who:
                problems.append(f"{name}'s gatekeeper on {gate} is not on a gate it owns")
        for row, tile in workers.scribes:
            if not (1 <= row <= len(board.scrolls) and 1 <= tile <= len(board.scrolls[row - 1])) \
                    or board.scrolls[row - 1][tile - 1].occupant != who:
                problems.append(f"{name}'s scribe on ({row},{tile}) is not on the grid")
    for space in board.perimeter:
        if space.kind != "wall" and space.owner is not None and \
                (space.owner not in seats or space.id not in g.workers_of(space.owner).gatekeepers):
            problems.append(f"{space.id} is owned by {space.owner!r} without a gatekeeper")

    # (2) character cards: each once; on the piles one card per turn taken this round
    played = _turns_taken(g)
    most_on_piles = 0 if g.phase == "setup_gatekeepers" else g.day if g.phase == "work" else work_days
    for seat, player in enumerate(g.players):
        held = player.hand + player.deck + [card for pile in player.piles for card in pile] \
            + [card for card in player.tucked if card in CONTENT.character]
        if sorted(held) != characters:
            problems.append(f"seat {seat}'s character cards are {sorted(held)}")
        unlimited = any(isinstance(hook, HandSize) and hook.unlimited_piles
                        for scroll in player.scrolls for hook in CONTENT.scroll[scroll].hooks)
        if len(player.piles) != CONTENT.rules.turn.piles or (not unlimited and any(
                len(pile) > CONTENT.rules.turn.cards_per_pile for pile in player.piles)):
            problems.append(f"seat {seat}'s piles are {player.piles}")
        on_piles = sum(len(pile) for pile in player.piles)
        if played is not None and on_piles != played[seat]:
            problems.append(f"seat {seat} has {on_piles} cards on its piles after {played[seat]} turns")
        elif on_piles > most_on_piles:
            problems.append(f"seat {seat} has {on_piles} cards on its piles in phase {g.phase}, day {g.day}")

    # (3) wall cards (a known one where its owner put it), gate cards, the Opponent's solo decks
    for who in seats:
        colour = g.players[who].colour if who != OPPONENT else g.opponent.colour
        deck = g.players[who].wall_deck + _drawn(g, who) if who != OPPONENT else g.opponent.wall_deck
        placed = [space.wall_card[1] for space in board.perimeter
                  if space.wall_card is not None and space.wall_card[0] == colour]
        if sorted(deck + placed) != walls:
            problems.append(f"{colour}'s wall cards are {sorted(deck + placed)}")
    for seat, player in enumerate(g.players):
        if player.wall_known_top is not None and player.wall_deck[-1:] != [player.wall_known_top]:
            problems.append(f"seat {seat} knows {player.wall_known_top} on top of its wall deck, not there")
        if player.wall_known_bottom is not None and player.wall_deck[:1] != [player.wall_known_bottom]:
            problems.append(f"seat {seat} knows {player.wall_known_bottom} at the bottom of its wall deck, not there")
    on_board = [space.id for space in board.perimeter if space.kind == "gate_card" and space.built]
    if sorted(board.gate_cards_aside + on_board) != sorted(GATE_CARDS):
        problems.append(f"gate cards beside the board {board.gate_cards_aside}, on it {on_board}")
    if g.opponent is not None:
        opponent = g.opponent
        for deck, shown, cards, what in (
                (opponent.focus_deck, opponent.focus_shown, CONTENT.focus_cards, "focus"),
                (opponent.planning_deck, opponent.planning_shown, CONTENT.planning_cards, "planning")):
            if sorted(deck + shown) != sorted(card.id for card in cards) or len(shown) > work_days:
                problems.append(f"the Opponent's {what} cards: deck {sorted(deck)}, shown {shown}")

    # (4) nothing negative (the Opponent's state has no stone, wood, ash or food to hold); (9) blessings
    for seat, player in enumerate(g.players):
        goods = {"coins": player.coins, "food": player.food, **player.cubes}
        problems += [f"seat {seat} has {value} {key}" for key, value in goods.items() if value < 0]
        if any(not 0 <= value <= blessing_max for value in player.blessings.values()):
            problems.append(f"seat {seat}'s blessings are {player.blessings}")
    if g.opponent is not None:
        opponent = g.opponent
        if opponent.coins < 0 or opponent.gold < 0:
            problems.append(f"the Opponent has {opponent.coins} coins and {opponent.gold} gold")
        if any(not 0 <= value <= blessing_max for value in opponent.blessings.values()):
            problems.append(f"the Opponent's blessings are {opponent.blessings}")
    for space in board.perimeter:
        if any(value < 0 for value in space.rubble.values()) or space.coins_on_card < 0:
            problems.append(f"{space.id} holds negative rubble or coins")
    if g.turn is not None:
        pool = g.turn.pool
        if min(pool.red, pool.grey, pool.blue, pool.wild, g.turn.levites_used) < 0:
            problems.append(f"the turn's pool {msgspec.to_builtins(pool)}, Levites used {g.turn.levites_used}")
        if g.phase == "work" and g.turn.seat != g.active:
            problems.append(f"the turn of seat {g.turn.seat} while {g.active!r} is active")

    # (5) the altar track
    markers = Counter(marker for stack in board.altar.stacks for marker in stack)
    if len(board.altar.stacks) != CONTENT.altar_end + 1 or sorted(markers, key=str) != sorted(seats, key=str) \
            or any(count != 1 for count in markers.values()):
        problems.append(f"altar markers {[list(stack) for stack in board.altar.stacks if stack]}")
    if not 0 <= board.altar.zechariah < board.altar.haggai <= CONTENT.altar_end:
        problems.append(f"prophets on {board.altar.zechariah} and {board.altar.haggai}")
    if board.altar.card not in CONTENT.altar_card:
        problems.append(f"unknown altar card {board.altar.card!r}")

    # (6) the Temple
    temple = board.temple
    covered = set(temple.covered_columns)
    if temple.covered_columns != list(CONTENT.board.temple.mount[str(g.num_players)]):
        problems.append(f"the Temple Mount covers {temple.covered_columns}")
    for r, row in enumerate(temple.cells, 1):
        open_cells = [cell for c, cell in enumerate(row, 1) if c not in covered]
        filled = sum(cell is not None for cell in open_cells)
        if any(cell is None for cell in open_cells[:filled]) or \
                any(row[c - 1] is not None for c in covered if c <= len(row)):
            problems.append(f"Temple row {r} is not filled from the left")
        if any(cell is not None and cell.by not in seats for cell in row):
            problems.append(f"Temple row {r} holds a cube of nobody in the game")
    for number, (first, last) in enumerate(CONTENT.board.temple.sections):
        cells = [row[c - 1] for row in temple.cells for c in range(first, last + 1) if c not in covered]
        if temple.sections_done[number] != all(cell is not None for cell in cells):
            problems.append(f"Temple section {number + 1} done = {temple.sections_done[number]}")

    # (7) the scroll grid
    rows = CONTENT.board.scroll_row
    grid = [tile.scroll for row in board.scrolls for tile in row]
    if [len(row) for row in board.scrolls] != [row.tiles for row in rows]:
        problems.append("the scroll grid has the wrong shape")
    else:
        for row, tiles in zip(rows, board.scrolls):
            if any(CONTENT.scroll[tile.scroll].back != row.back for tile in tiles if tile.scroll in CONTENT.scroll):
                problems.append(f"scroll row {row.r} holds a tile of another back")
    if sorted(grid + g.unused_scrolls) != sorted(CONTENT.scroll):
        problems.append("scroll tiles are not dealt once each")
    for r, row in enumerate(board.scrolls, 1):
        for i, tile in enumerate(row, 1):
            if tile.occupant is None:
                continue
            if tile.occupant == WHITE:
                if g.num_players > CONTENT.rules.setup.white_workers_up_to or r == len(board.scrolls):
                    problems.append(f"a white worker on ({r},{i})")
                continue
            if tile.occupant not in seats or [r, i] not in g.workers_of(tile.occupant).scribes:
                problems.append(f"({r},{i}) holds {tile.occupant!r} without its scribe")
            if r > 1:
                below = board.scrolls[r - 2]
                if not any(0 <= j < len(below) and below[j].occupant is not None for j in (i - 2, i - 1)):
                    problems.append(f"the scribe on ({r},{i}) stands on nothing")
    held_by = {tile.scroll: tile.occupant for row in board.scrolls for tile in row}
    for seat, player in enumerate(g.players):
        if len(set(player.scrolls)) != len(player.scrolls) or any(
                held_by.get(scroll, None) != seat for scroll in player.scrolls):
            problems.append(f"seat {seat}'s scrolls {player.scrolls} are not under its scribes")
    setup_food = {str(row.r): row.food for row in rows if row.food}
    if sorted(board.row_food) != sorted(setup_food) or \
            any(board.row_food[r] not in (0, food) for r, food in setup_food.items()):
        problems.append(f"row food {board.row_food}")

    # (8) the perimeter
    if [space.id for space in board.perimeter] != list(CONTENT.perimeter):
        problems.append("the perimeter is not the board's")
    neutral = set(CONTENT.neutral_walls(g.num_players)) | set(CONTENT.neutral_gates(g.num_players))
    for space in board.perimeter:
        if space.neutral != (space.id in neutral):
            problems.append(f"{space.id} neutral = {space.neutral}")
        if space.neutral and (sum(space.rubble.values()) or space.owner is not None or space.wall_card
                              or space.coins_on_card or not space.built):
            problems.append(f"neutral {space.id} has rubble, an owner, a card or coins")
        if space.kind == "corner" and (not space.built or sum(space.rubble.values())):
            problems.append(f"corner gate {space.id} is not standing clear")
        if space.kind == "wall" and space.built != (space.neutral or space.wall_card is not None):
            problems.append(f"wall {space.id} built = {space.built} with card {space.wall_card}")
        if space.kind == "wall" and space.owner is not None and space.owner not in seats:
            problems.append(f"wall {space.id} is owned by {space.owner!r}, nobody in the game")
    if board.neutral_corner is not None and (board.neutral_corner not in perimeter
                                             or perimeter[board.neutral_corner].owner is not None):
        problems.append(f"neutral corner {board.neutral_corner} has a keeper")

    # (10) the storage limit between turns (8.4): no turn in progress, or one where nothing has been
    # done yet (no turn-start effect gains cubes), and no storage question pending
    turn = g.turn
    between = turn is None or not (turn.card or turn.main or turn.aux_used or turn.merchant_used or turn.elder_used)
    if g.phase == "work" and between and not any(isinstance(frame, Discard) for frame in g.frames):
        for seat, player in enumerate(g.players):
            guard = player.dev.get("guard")
            if guard is None or guard.developed or guard.tile not in CONTENT.tile:
                continue
            limit = CONTENT.tile[guard.tile].storage
            if sum(player.cubes.values()) > limit:
                problems.append(f"seat {seat} holds {sum(player.cubes.values())} cubes between turns, "
                                f"its storage limit is {limit}")

    # development tiles, heroes
    dealt = [player.dev[kind].tile for player in g.players for kind in TILE_TYPES if kind in player.dev]
    for seat, player in enumerate(g.players):
        if sorted(player.dev) != sorted(TILE_TYPES) or any(
                player.dev[kind].tile not in CONTENT.tile or CONTENT.tile[player.dev[kind].tile].type != kind
                for kind in TILE_TYPES):
            problems.append(f"seat {seat} lacks a development tile of each type")
    if sorted(dealt + g.unused_tiles) != sorted(CONTENT.tile):
        problems.append("development tiles are not dealt once each")
    heroes = board.heroes_left + [hero for player in g.players for hero in player.heroes] \
        + (g.opponent.heroes if g.opponent is not None else [])
    if sorted(heroes) != sorted(CONTENT.hero):
        problems.append(f"heroes {sorted(heroes)}")

    # the setup questions
    asking = any(isinstance(frame, Gatekeeper) for frame in g.frames)
    if asking != (g.phase == "setup_gatekeepers"):
        problems.append(f"phase {g.phase} with gatekeeper questions {asking}")
    return problems
