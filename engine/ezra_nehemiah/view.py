"""Ezra and Nehemiah: the invariants fuzzing checks (rules/ezra_nehemiah.md 16.6), so far those that
apply from the setup on. (The views of 16.7 come with the rules module.)

Checked: (1) 16 workers per colour, Levites <= 6, merchant and elder slots distinct and <= 4, no
farmers or labourers outside Preparing for Sabbath and the Sabbath, gatekeepers and scribes agreeing
with the board; (2) each player's 10 character cards exactly once in hand, deck, piles and tucked
cards, piles of at most 2 (unless SW18); (3) each colour's 12 wall cards exactly once in its wall deck
or on the board, the 6 gate cards beside the board or on it; (4) nothing negative, the Opponent's gold
included; (5) every altar marker in exactly one stack, prophets on the track with Zechariah behind
Haggai; (6) Temple rows filled from the left, no cube on a covered column, sections done exactly when
full; (7) scroll tiles dealt once each (with the unused ones), scribes supported from below, white
workers only in rows 1-3 and only at 1-2 players; (8) neutral spaces exactly where the content puts
them, without rubble, owner or coins; corner gates built; (9) blessings 0-7, row food its setup value
or 0; plus the development tiles dealt once each, heroes conserved and the phase matching the stack.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.frames import stack_invariants
from .content import CONTENT, GATE_CARDS, TILE_TYPES, HandSize
from .setup import WHITE, Gatekeeper
from .state import OPPONENT, WORKERS, EzraBase


def _owners(g: EzraBase) -> list[int | str]:
    return [*range(len(g.players)), *([OPPONENT] if g.opponent is not None else [])]


def invariants(g: Any) -> list[str]:
    problems: list[str] = []
    if g.frames or g.over:
        problems += stack_invariants(g)          # an empty stack mid-game: the work day is not written yet
    board = g.board
    perimeter = {space.id: space for space in board.perimeter}
    characters = sorted(card.id for card in CONTENT.characters)
    walls = sorted(card.id for card in CONTENT.wall_cards)
    blessing_max = CONTENT.board.blessing_track.spaces
    seats = _owners(g)

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
        if g.phase not in ("prepare", "sabbath") and (workers.farmers or workers.labourers):
            problems.append(f"{name} has farmers or labourers outside the Sabbath")
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

    # (2) character cards, (3) wall cards
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
    for who in seats:
        colour = g.players[who].colour if who != OPPONENT else g.opponent.colour
        deck = g.players[who].wall_deck if who != OPPONENT else g.opponent.wall_deck
        placed = [space.wall_card[1] for space in board.perimeter
                  if space.wall_card is not None and space.wall_card[0] == colour]
        if sorted(deck + placed) != walls:
            problems.append(f"{colour}'s wall cards are {sorted(deck + placed)}")
    on_board = [space.id for space in board.perimeter if space.kind == "gate_card" and space.built]
    if sorted(board.gate_cards_aside + on_board) != sorted(GATE_CARDS):
        problems.append(f"gate cards beside the board {board.gate_cards_aside}, on it {on_board}")

    # (4) nothing negative; (9) blessings
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
    if board.neutral_corner is not None and (board.neutral_corner not in perimeter
                                             or perimeter[board.neutral_corner].owner is not None):
        problems.append(f"neutral corner {board.neutral_corner} has a keeper")

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
