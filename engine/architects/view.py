"""What each seat may see (rules/architects.md 9.3), and the invariants fuzzing checks (10.4).

Public: every player's goods, virtue, Cathedral level, apprentices, buildings, debts, captured workers
and hand size; every worker on the board; the tops and sizes of both Black Market piles; deck and pile
sizes; rewards once drawn; the Rival's discards. Private to one seat: its building hand, its draft
pack and picks, the cards it is choosing among. Hidden from everyone: deck orders, the reward pile, the
rewards set aside, the Rival's deck order, the RNG."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core.frames import stack_invariants
from ..core.messages import Msg
from . import abilities as AB
from .content import CONTENT
from .market import cost as market_cost
from .market import offer
from .scoring import parts
from .state import LOCATIONS, MARKET_SPACES
from .goods import as_dict
from .workshop import DrawKeep

if TYPE_CHECKING:
    from . import ArchitectsState as G


def _player(g: "G", index: int) -> dict:
    player = g.players[index]
    score = parts(g, index)
    return {
        "index": index, "colour": player.colour, "board": player.board, "rival": player.rival,
        "workers": player.workers, "captured": dict(sorted(player.captured.items())),
        "clay": player.clay, "wood": player.wood, "stone": player.stone, "gold": player.gold,
        "marble": player.marble, "silver": player.silver, "virtue": player.virtue,
        "cathedral": player.cathedral, "hand_size": len(player.hand), "buildings": list(player.buildings),
        "apprentices": list(player.apprentices), "skills": sorted(AB.skills(player)),
        "debts_unpaid": player.debts_unpaid, "debts_paid": player.debts_paid,
        "prison": g.prison.get(player.colour, 0),
        "hand_limit": AB.hand_limit(player), "apprentice_limit": AB.apprentice_limit(player),
        "score": sum(score.values()), "score_parts": score,
    }


def _market(g: "G", seat: int | None) -> list[dict]:
    spaces = []
    for number, space in enumerate(MARKET_SPACES):
        reward = offer(g, space)
        spaces.append({"space": space, "worker": g.market[number],
                       "cost": CONTENT.rules.market.cost_silver[number] if seat is None
                       else market_cost(g, seat, space),
                       "offer": None if reward is None else as_dict(reward)})
    return spaces


def _hand(g: "G", index: int) -> Msg:
    player = g.players[index]
    return Msg("architects-hand", {
        "cards": [Msg(f"architects-building-{card}") for card in player.hand], "count": len(player.hand),
        "clay": player.clay, "wood": player.wood, "stone": player.stone, "gold": player.gold,
        "marble": player.marble, "silver": player.silver, "virtue": player.virtue,
        "workers": player.workers, "debts": player.debts_unpaid,
        "apprentices": [Msg(f"architects-apprentice-{card}") for card in player.apprentices]
        or Msg("architects-none")})


def view(g: "G", seat: int | None) -> dict:
    top = g.frames[-1] if g.frames else None
    awaiting = [{"seat": d.seat, "prompt": d.prompt, "secret": d.secret}
                for d in top.decisions(g)] if top is not None else []
    layout = CONTENT.guildhall(len(g.players))
    shown = {
        "game": g.game, "me": seat, "players_count": g.num_players, "mode": g.mode,
        "advanced": bool(g.options.get("advanced")), "phase": g.phase, "over": g.over,
        "active": g.active, "order": list(g.order), "round": g.round, "turns": g.turns,
        "final_round_left": list(g.final_round_left),
        "locations": {loc: dict(sorted(g.locations.get(loc, {}).items())) for loc in LOCATIONS},
        "market": _market(g, seat),
        "small_pile": {"top": g.small_pile[-1] if g.small_pile else None, "size": len(g.small_pile)},
        "large_pile": {"top": g.large_pile[-1] if g.large_pile else None, "size": len(g.large_pile)},
        "resets": g.resets,
        "guildhall": {"slots": list(g.guildhall), "columns": len(layout.columns), "rows": layout.rows,
                      "resets": list(layout.resets), "final": layout.final,
                      "beside": dict(sorted(g.beside_guildhall.items()))},
        "prison": dict(sorted(g.prison.items())),
        "tax_stand": g.tax_stand,
        "display": [[{"card": slot.card, "silver": slot.silver} for slot in row] for row in g.display],
        "apprentice_deck": len(g.apprentice_deck), "building_deck": len(g.building_deck),
        "reward_pile": {"size": len(g.reward_pile),
                        "top": g.reward_pile[-1] if g.reward_pile and CONTENT.rules.reward_pile_face_up
                        else None},
        "rewards_drawn": list(g.rewards_drawn),
        "turn": {"location": g.turn.location, "n": g.turn.n, "captures_left": g.turn.captures_left},
        "rival": None if g.rival is None else {"index": g.rival_index(), "difficulty": g.rival.difficulty,
                                                "deck": len(g.rival.deck), "discard": list(g.rival.discard),
                                                "last": g.rival.discard[-1] if g.rival.discard else None},
        "players": [_player(g, index) for index in range(len(g.players))],
        "awaiting": awaiting,
    }
    if seat is not None:
        player = g.players[seat]
        shown["hand"] = _hand(g, seat)
        shown["my_hand"] = list(player.hand)
        shown["draft"] = {"pack": list(player.draft_pack), "kept": list(player.draft_kept)}
        choosing = next((f for f in reversed(g.frames) if isinstance(f, DrawKeep) and f.player == seat), None)
        shown["choosing"] = list(choosing.cards) if choosing else []
    return shown


# --- invariants (10.4) ------------------------------------------------------------------------------

def invariants(g: "G") -> list[str]:
    problems = []
    rules = CONTENT.rules
    for player in g.players:
        count = g.worker_count(player.colour)
        if count != rules.workers:
            problems.append(f"{player.colour}: {count} workers, not {rules.workers}")
        if player.colour in player.captured:
            problems.append(f"{player.colour} holds its own colour as captives")
        for key in ("clay", "wood", "stone", "gold", "marble", "silver", "debts_unpaid", "debts_paid",
                    "workers"):
            if player.get(key) < 0:
                problems.append(f"{player.colour}: negative {key}")
        if not 0 <= player.virtue <= rules.virtue.max:
            problems.append(f"{player.colour}: virtue {player.virtue} off the track")
        if player.rival and (player.hand or player.apprentices or any(
                player.get(k) for k in ("clay", "wood", "stone", "gold", "marble"))):
            problems.append("the Rival holds goods, cards or apprentices")
    # building cards: deck + hands + constructed + draft + open choices = 40
    buildings = list(g.building_deck)
    for player in g.players:
        buildings += player.hand + player.buildings + player.draft_pack + player.draft_kept
    for frame in g.frames:
        if isinstance(frame, DrawKeep):
            buildings += frame.cards
    if sorted(buildings) != sorted(card.id for card in CONTENT.buildings):
        problems.append(f"building cards not conserved ({len(buildings)}, duplicates "
                        f"{[c for c, n in Counter(buildings).items() if n > 1]})")
    apprentices = list(g.apprentice_deck) + [slot.card for row in g.display for slot in row if slot.card]
    for player in g.players:
        apprentices += player.apprentices
    if sorted(apprentices) != sorted(card.id for card in CONTENT.apprentices):
        problems.append("apprentice cards not conserved")
    if g.apprentice_deck and any(slot.card is None for row in g.display for slot in row):
        problems.append("an empty display slot while the apprentice deck has cards")
    if sorted(g.small_pile + g.large_pile) != sorted(card.id for card in CONTENT.market_cards):
        problems.append("Black Market cards not conserved")
    if sorted(g.reward_pile + g.rewards_drawn + g.rewards_unused) != sorted(r.id for r in CONTENT.rewards):
        problems.append("reward cards not conserved")
    if g.tax_stand < 0 or any(n <= 0 for n in g.prison.values()):
        problems.append("negative tax stand or prison entry")
    for level in rules.cathedral:
        if level.spaces and len(g.cathedral_row(level.level)) > level.spaces:
            problems.append(f"Cathedral level {level.level} holds too many markers")
    seen_gap = False
    for slot in g.guildhall:
        if slot is None:
            seen_gap = True
        elif seen_gap:
            problems.append("the Guildhall is not filled as a prefix")
            break
    at_rest = bool(g.frames) and g.frames[-1].awaits()
    if at_rest and g.phase in ("play", "final_round") and g.turn.location == "":
        # between turns (a turn's first question is open)
        if all(space is not None for space in g.market):
            problems.append("a full Black Market between turns")
        for player in g.players:
            if len(player.hand) > AB.hand_limit(player):
                problems.append(f"{player.colour}: hand above the limit between turns")
            if len(player.apprentices) > AB.apprentice_limit(player):
                problems.append(f"{player.colour}: too many apprentices")
    problems += stack_invariants(g)
    return problems


def scramble_secrets(g: "G", seat: int) -> None:
    """Change what only `seat` knows (its hand, draft pack and picks, the cards it chooses among) and
    what nobody knows (deck orders, the reward pile and the set-aside rewards, the Small pile below
    its top, the Rival's deck order, the RNG), keeping every count."""
    player = g.players[seat]
    if player.hand and g.building_deck:
        player.hand[0], g.building_deck[0] = g.building_deck[0], player.hand[0]
    player.hand.reverse()
    if player.draft_pack and g.building_deck:
        player.draft_pack[-1], g.building_deck[-1] = g.building_deck[-1], player.draft_pack[-1]
    if player.draft_kept and g.building_deck:
        player.draft_kept[0], g.building_deck[1 % len(g.building_deck)] = \
            g.building_deck[1 % len(g.building_deck)], player.draft_kept[0]
    for frame in g.frames:
        if isinstance(frame, DrawKeep) and frame.player == seat and g.building_deck:
            frame.cards[0], g.building_deck[0] = g.building_deck[0], frame.cards[0]
    g.building_deck.reverse()
    g.apprentice_deck.reverse()
    if len(g.reward_pile) > 1 or g.rewards_unused:
        pool = g.reward_pile[:-1] + g.rewards_unused if CONTENT.rules.reward_pile_face_up else \
            g.reward_pile + g.rewards_unused
        pool.reverse()
        keep_top = g.reward_pile[-1:] if CONTENT.rules.reward_pile_face_up else []
        size = len(g.reward_pile) - len(keep_top)
        g.reward_pile, g.rewards_unused = pool[:size] + keep_top, pool[size:]
    if len(g.small_pile) > 1:
        g.small_pile[:-1] = list(reversed(g.small_pile[:-1]))
    if g.rival is not None:
        g.rival.deck.reverse()
    g.rng.state ^= 0x5DEECE66D
