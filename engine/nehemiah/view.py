"""What each seat may see [HOUSE, rules section 12 item 30], and the invariants fuzzing checks.

Public: the display, cubes on boards and in supply, the number of workers behind each screen, set
aside and neutral, leader cards won, the number of gates held, deck sizes, the discard pile, revealed
bids. Private (own seat only): wood, gold, victory points, the values of one's gates, one's own sealed
bid while it is being made. Never: the order of any deck, the RNG, another seat's sealed bid.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.frames import stack_invariants
from ..core.messages import Msg
from . import board as B
from .content import CONTENT
from .leaders import Bids
from .state import BOARD_NAMES

if TYPE_CHECKING:
    from . import NehemiahState as G


def _worker(worker) -> dict | None:
    if worker is None:
        return None
    return {"seat": worker.owner, "neutral": worker.neutral, "exhausted": worker.exhausted}


def view(g: "G", seat: int | None) -> dict:
    rules = CONTENT.rules
    colours = rules.colours
    neutral_colours = colours[g.num_players:]
    players = []
    for s, player in enumerate(g.players):
        public = {
            "seat": s,
            "colour": colours[s],
            "neutral_colour": neutral_colours[s] if player.neutral or g.num_players == 2 else None,
            "workers": player.workers,
            "set_aside": player.set_aside,
            "neutral": player.neutral,
            "cubes_supply": B.cube_supply(g, s),
            "cubes": {name: g.boards[b][s] for b, name in enumerate(BOARD_NAMES)},
            "gates": len(player.gates),
            "leaders": list(player.leaders),
            "turns": player.turns,
        }
        if s == seat or g.over:
            public.update(wood=player.wood, gold=player.gold, vp=player.score,
                          vp_parts=dict(sorted(player.vp.items())), gate_values=list(player.gates))
        players.append(public)
    columns = []
    for column in g.columns:
        if column is None:
            columns.append(None)
            continue
        columns.append([{"card": slot.card, "kind": B.kind_name(slot.card), "worker": _worker(slot.worker)}
                        for slot in column])
    top = g.frames[-1] if g.frames else None
    awaiting = []
    if top is not None:
        awaiting = [{"seat": d.seat, "prompt": d.prompt, "secret": d.secret}
                    for d in top.decisions(g)]
    result = {
        "game": g.game,
        "me": seat,
        "players_count": g.num_players,
        "round": g.round,
        "turn": g.turn,
        "start_player": 0,
        "over": g.over,
        "final_turns": g.final_turns if g.final_turns >= 0 else None,
        "decks": [len(deck) for deck in g.decks],
        "discard": len(g.discard),
        "gates_left": len(g.gates),
        "next_gate": g.gates[0] if g.gates else None,
        "boards": {name: list(g.boards[b]) for b, name in enumerate(BOARD_NAMES)},
        "columns": columns,
        "players": players,
        "awaiting": awaiting,
        "variant": {"leaders": bool(g.options.get("leaders"))},
    }
    if seat is not None:
        me = g.players[seat]
        result["hand"] = Msg("nehemiah-hand", {
            "wood": me.wood, "gold": me.gold, "vp": me.score, "workers": me.workers,
            "gates": ", ".join(str(v) for v in me.gates) or "-"})
    if g.options.get("leaders"):
        auction = g.auction
        leaders = {
            "deck": len(g.leader_deck),
            "box": len(g.leader_box),
            "face_up": list(auction.face_up) if auction else [],
            "auction": None,
            "last": auction.last if auction else None,
        }
        bids = next((f for f in reversed(g.frames) if isinstance(f, Bids)), None)
        if bids is not None:
            leaders["auction"] = {
                "leader": bids.card,
                "opener": bids.opener,
                "bids_in": [s for s, parts in enumerate(bids.parts) if len(parts) == 3],
            }
            if seat is not None:
                leaders["auction"]["my_bid"] = list(bids.parts[seat])
        result["leaders"] = leaders
    return result


# --- invariants for fuzzing -----------------------------------------------------------------------

def invariants(g: "G") -> list[str]:
    problems = []
    per_count = CONTENT.players(g.num_players)
    on_cards = [0] * g.num_players
    neutral_on_cards = [0] * g.num_players
    cards_on_display = 0
    for column in g.columns:
        if column is None:
            continue
        if len(column) not in (0, B.COLUMN_SIZE):
            problems.append(f"a column has {len(column)} cards")
        for slot in column:
            cards_on_display += 1
            if slot.worker is not None:
                if slot.worker.neutral:
                    neutral_on_cards[slot.worker.owner] += 1
                    if not slot.worker.exhausted:
                        problems.append("a neutral worker is standing")
                else:
                    on_cards[slot.worker.owner] += 1
    for s, player in enumerate(g.players):
        for name in ("workers", "wood", "gold", "neutral", "set_aside"):
            if getattr(player, name) < 0:
                problems.append(f"seat {s}: negative {name}")
        if any(v < 0 for v in player.vp.values()):
            problems.append(f"seat {s}: negative VP")
        if player.workers + player.set_aside + on_cards[s] != per_count.workers:
            problems.append(f"seat {s}: workers not conserved")
        if player.neutral + neutral_on_cards[s] != per_count.neutral_workers:
            problems.append(f"seat {s}: neutral workers not conserved")
        placed = sum(board[s] for board in g.boards)
        if any(board[s] < 0 for board in g.boards) or placed > B.CUBES:
            problems.append(f"seat {s}: cubes not conserved ({placed} on boards)")
    used = sum(1 for card in CONTENT.cards if per_count.four_player_cards or not card.four_player)
    if sum(map(len, g.decks)) + len(g.discard) + cards_on_display != used:
        problems.append("work cards not conserved")
    if len(g.gates) + sum(len(p.gates) for p in g.players) != len(CONTENT.rules.gates):
        problems.append("gates not conserved")
    if g.options.get("leaders"):
        auction = g.auction
        count = (len(g.leader_deck) + len(g.leader_box) + sum(len(p.leaders) for p in g.players)
                 + (len(auction.face_up) + (auction.card is not None) if auction else 0))
        if count != len(CONTENT.leaders):
            problems.append(f"leader cards not conserved ({count})")
    if g.to_replace != sorted(set(g.to_replace)):
        problems.append(f"columns to replace not sorted or repeated: {g.to_replace}")
    if any(not 0 <= c < len(g.columns) or not g.columns[c] for c in g.to_replace):
        problems.append(f"a column to replace is not on the display: {g.to_replace}")
    problems += stack_invariants(g)
    return problems


def scramble_secrets(g: "G", seat: int) -> None:
    """Change everything hidden behind `seat`'s screen, and every deck's order (hidden from all)."""
    player = g.players[seat]
    player.wood += 7
    player.gold += 5
    player.vp["cards"] = player.vp.get("cards", 0) + 11
    player.gates = [value + 10 for value in player.gates]
    for frame in g.frames:
        if isinstance(frame, Bids):
            frame.parts[seat] = [value + 3 for value in frame.parts[seat]]
    for deck in g.decks:
        deck.reverse()
    g.leader_deck.reverse()
    g.rng.state ^= 0x5DEECE66D
