"""The seat bot's two hooks for Architects (engine/seatbot.py): `blind`, which replaces what a seat
cannot see by a canonical arrangement computed from what it sees, and `evaluate`, the seat's projected
final score against the best other player's.

Hidden from a seat (view.py): the other people's hands, draft packs and picks and the cards they are
choosing among (DrawKeep); every deck order (buildings, apprentices, the Rival's); the reward pile and
the rewards set aside; the Small pile below its top; the RNG. `blind` pools each family of hidden cards,
sorts it, shuffles it with a random stream seeded from public counters only, and deals every hidden
place its count back in a fixed order, so two states that differ only in hidden things become equal.
`sample(g, seat, rng)` (the strong bot's draw of a world consistent with what `seat` sees) blinds, then
deals the same pools again from a stream drawn from `rng` instead of the public one.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Callable

from ..core.errors import RuleError
from ..core.frames import Log, advance, answer
from ..core.rng import Rng
from ..core.serial import copy
from . import abilities as AB
from . import content as C
from .content import CONTENT
from .goods import payments
from .guildhall import TOP_LEVEL
from .scoring import parts
from .workshop import DrawKeep

if TYPE_CHECKING:
    from . import ArchitectsState as G
    from .state import Player

_MASK = (1 << 64) - 1


# --- blind ------------------------------------------------------------------------------------------

def public_seed(g: "G", seat: int) -> int:
    """A number from public information only (never g.seed, never a hidden card)."""
    value = 0x243F6A8885A308D3
    for part in (g.turns, g.round, g.resets, g.next_id, seat, len(g.building_deck), len(g.apprentice_deck),
                 len(g.reward_pile), len(g.rewards_drawn), len(g.frames)):
        value = ((value ^ part) * 0x100000001B3 + 0x9E3779B97F4A7C15) & _MASK
    return value


def _canonical(cards: list[str], rng: Rng) -> list[str]:
    cards = sorted(cards)
    rng.shuffle(cards)
    return cards


def sample(g: "G", seat: int, rng: Rng) -> None:
    blind(g, seat)
    blind(g, seat, Rng.from_seed(rng.next64()))


def blind(g: "G", seat: int, rng: Rng | None = None) -> None:
    """The canonical arrangement (a stream seeded from public counters), or, given `rng`, a random one."""
    rng = rng if rng is not None else Rng.from_seed(public_seed(g, seat))
    others = [i for i in g.humans() if i != seat]
    choosing = [f for f in g.frames if isinstance(f, DrawKeep) and f.player != seat]
    # building cards: the deck, the other people's hands, draft packs and picks, their DrawKeep cards
    pool = list(g.building_deck)
    for i in others:
        player = g.players[i]
        pool += player.hand + player.draft_pack + player.draft_kept
    for frame in choosing:
        pool += frame.cards
    pool = _canonical(pool, rng)
    for i in others:
        player = g.players[i]
        for name in ("hand", "draft_pack", "draft_kept"):
            count = len(getattr(player, name))
            setattr(player, name, pool[:count])
            pool = pool[count:]
    for frame in choosing:
        count = len(frame.cards)
        frame.cards, pool = pool[:count], pool[count:]
    g.building_deck = pool
    # apprentices, the Rival's deck, the Small pile below its top
    g.apprentice_deck = _canonical(g.apprentice_deck, rng)
    if g.rival is not None:
        g.rival.deck = _canonical(g.rival.deck, rng)
    if len(g.small_pile) > 1:
        g.small_pile = _canonical(g.small_pile[:-1], rng) + g.small_pile[-1:]
    # rewards: the pile (its top stays if the pile is face up) and the cards set aside
    keep_top = g.reward_pile[-1:] if CONTENT.rules.reward_pile_face_up else []
    size = len(g.reward_pile) - len(keep_top)
    rewards = _canonical(g.reward_pile[:size] + g.rewards_unused, rng)
    g.reward_pile, g.rewards_unused = rewards[:size] + keep_top, rewards[size:]
    # the random stream, and the game's seed (hidden, and never read after the setup)
    g.rng = Rng.from_seed(rng.next64())
    g.seed = 0


# --- evaluate ---------------------------------------------------------------------------------------
#
# The projected final score of a person = the score if the game ended now (scoring.parts) + the plan:
# the hand buildings and the next Cathedral levels, best first, each worth its VP less TURN VP per turn
# it still needs (a Guildhall placement, the missing resources at the rate the seat's workers there
# give, a Workshop hire per missing skill), paid in turn from the goods held, as long as the turns fit
# before the end; goods the plan does not use are worth a little. Minus a share of the best other
# player's projection (the Rival included), plus small terms for captives and lost workers, plus the
# pressure to end the game (`static`). `evaluate` first plays out the seat's own follow-up questions of
# the action in progress (`_search`), so a placement is judged by what the worker will do there. The
# strong bot's search judges the positions it reaches from its root (`anchored`).

TURN = 1.0                 # VP a turn is worth
SPARE = {"clay": 0.05, "wood": 0.12, "stone": 0.12, "gold": 0.15, "marble": 0.15}   # beyond the score's VP
SILVER = 0.12              # silver beyond what the plan needs (the score counts 1 VP per 10 already)
HIRE_SILVER = 4            # the silver a Workshop hire costs (without extension)
SKILL_TURNS = 1.0          # a Workshop turn per missing skill (plus its silver)
MARBLE_TURNS = 1.1         # a marble from the Storehouse or the Black Market
PLAN_CARDS = 5             # targets considered
CATHEDRAL_LEVELS = 2
REWARD = 1.5               # a Cathedral reward card
CAPTIVE = 0.3              # an opponent's worker in the captured area
HELD = 0.4                 # an own worker captured by someone else or in the Prison
NO_WORKER = 1.0            # an empty player board: the next turn only takes a worker back
OPPONENT = 0.35            # share of the best other player's projection subtracted
OTHER_HAND = 1.2           # another person's hand card (its identity is hidden)
LEAD = 10.0                # a lead of this many VP (projected) is a full lead
ENDING = 12.0              # per Guildhall space taken, times the lead (0..1)
CLOSE = 2.5                # per turn before the seat's next Guildhall placement, times the lead
CLOSE_CAP = 8.0
LONG_GAME = 20             # turns per player after which everybody is pressed to end the game ...
LONG_SLOPE = 10            # ... one more full lead's worth every this many turns
DRAG = 1.0                 # the strong bot's search: VP per round of turns since its root, times 1 + urgency


def turns_left(g: "G") -> float:
    """The seat's expected turns before the end, from how fast the Guildhall fills."""
    if g.over:
        return 0.0
    if g.phase == "final_round":
        return 1.0
    free = sum(1 for slot in g.guildhall if slot is None)
    filled = len(g.guildhall) - free
    people = max(len(g.players), 1)
    played = g.turns / people
    per_space = played / filled if filled >= 2 else 2.5 * people
    per_space = min(max(per_space, 1.0), 4.0 * people)
    return min(free * per_space / people + 1.0, 40.0)


def _rates(g: "G", index: int) -> dict[str, float]:
    """Units per turn the next placement for each resource would roughly give."""
    player = g.players[index]
    colour = player.colour

    def bonus(location: str, option: str | None, resource: str) -> int:
        return AB.yield_bonus(player, location, option).get(resource, 0)
    mines = g.at("mines", colour) + 1
    return {
        "wood": g.at("forest", colour) + 1.5 + bonus("forest", None, "wood"),
        "stone": g.at("quarry", colour) + 1.5 + bonus("quarry", None, "stone"),
        "clay": mines + 1.5 + bonus("mines", "clay", "clay"),
        "gold": max(0.8, AB.mines_gold(player, mines) + 0.5),
        "marble": 1 / MARBLE_TURNS,
        "silver": g.at("silversmith", colour) + 2.5 + bonus("silversmith", None, "silver"),
    }


def _turns_for(need: dict[str, int], have: dict[str, int], rates: dict[str, float]) -> float:
    turns = 0.0                      # a plain loop: the bots' hottest line (sum over a generator cost twice)
    for key, amount in need.items():
        if amount:
            missing = amount - have.get(key, 0)
            turns += (missing if missing > 0 else 0) / rates[key]
    return turns


def _cheapest(options: list[dict[str, int]], have: dict[str, int], rates: dict[str, float]):
    return min(options, key=lambda cost: (_turns_for(cost, have, rates), sum(cost.values())), default={})


def plan_value(g: "G", index: int, horizon: float) -> float:
    """What the seat's hand and the Cathedral will still bring (see the comment above TURN)."""
    player = g.players[index]
    rates = _rates(g, index)
    have = {key: player.get(key) for key in ("clay", "wood", "stone", "gold", "marble", "silver")}
    skills = set(AB.skills(player))

    # kept for the goods and skills held now (cleared when the plan spends): each card's turns, and the
    # Cathedral's next step (by level and whether a card is left to discard), asked again for every card
    known: dict[str, tuple[float, list[str], dict[str, int]]] = {}
    steps: dict[tuple[int, bool], tuple[float, float, dict[str, int]] | None] = {}

    def cathedral_step(level: int, hand_left: int) -> tuple[float, float, dict[str, int]] | None:
        key = (level, hand_left > 0)
        if key not in steps:
            steps[key] = _cathedral_step(g, index, level, have, rates, player, hand_left)
        return steps[key]

    def card_turns(card: str) -> tuple[float, list[str], dict[str, int]]:
        if card in known:
            return known[card]
        missing = [s for s in CONTENT.building[card].skills if s not in skills]
        cost = _cheapest(_costs(player, card), have, rates)
        turns = 1 + _turns_for(cost, have, rates) + SKILL_TURNS * len(missing)
        known[card] = found = (turns + max(0, HIRE_SILVER * len(missing) - have["silver"]) / rates["silver"],
                               missing, cost)
        return found

    targets = sorted(list(player.hand) + list(player.draft_kept),
                     key=lambda card: (TURN * card_turns(card)[0] - CONTENT.building[card].vp, card))
    value = used = 0.0
    level = player.cathedral
    hand_left = len(player.hand) + len(player.draft_kept)
    # the Cathedral's next levels go before the first building they are worth more than (and last)
    for card in [*targets[:PLAN_CARDS], None]:
        while level < min(player.cathedral + CATHEDRAL_LEVELS, TOP_LEVEL):
            step = cathedral_step(level, hand_left)
            if step is None:
                break
            worth, turns, cost = step
            if card is not None and worth - TURN * turns < CONTENT.building[card].vp - TURN * card_turns(card)[0]:
                break
            if used + turns > horizon:
                break
            value += max(0.0, worth - TURN * turns)
            used += turns
            _spend(have, cost)
            known.clear()
            steps.clear()
            level += 1
            hand_left -= 1
        if card is None:
            break
        turns, missing, cost = card_turns(card)
        if used + turns > horizon:
            continue
        value += max(0.0, CONTENT.building[card].vp - TURN * turns)
        used += turns
        _spend(have, cost)
        have["silver"] = max(0, have["silver"] - HIRE_SILVER * len(missing))
        skills.update(missing)
        known.clear()
        steps.clear()
        hand_left -= 1
    for key, worth in SPARE.items():
        value += min(have[key], 10) * worth
    value += min(have["silver"], 15) * SILVER
    return value


def _cathedral_step(g: "G", index: int, level: int, have: dict[str, int], rates: dict[str, float],
                    player: "Player", hand_left: int) -> tuple[float, float, dict[str, int]] | None:
    """(VP gained, turns, cost) of advancing from `level`, or None when the plan cannot."""
    above = CONTENT.cathedral_level(level + 1)
    if above.spaces and len(g.cathedral_row(above.level)) >= above.spaces and level == player.cathedral:
        return None
    if hand_left <= 0 and not AB.has(player, C.CathedralNoDiscard):
        return None
    cost = _cheapest(_level_payments(level + 1, tuple(player.apprentices), player.board), have, rates)
    turns = 1 + _turns_for(cost, have, rates)
    if player.virtue < CONTENT.rules.virtue.cathedral_min:
        turns += CONTENT.rules.virtue.cathedral_min - player.virtue
    return above.vp - CONTENT.cathedral_level(level).vp + REWARD, turns, cost


def _spend(have: dict[str, int], cost: dict[str, int]) -> None:
    for key, amount in cost.items():
        have[key] = max(0, have.get(key, 0) - amount)


def _costs(player: "Player", card: str) -> list[dict[str, int]]:
    return _payments(card, tuple(player.apprentices), player.board)


@lru_cache(maxsize=1024)
def _level_payments(level: int, apprentices: tuple[str, ...], board: str) -> list[dict[str, int]]:
    """Every way to pay for a Cathedral level (they depend on the apprentices and the board only)."""
    from .state import Player
    above = CONTENT.cathedral_level(level)
    return payments(Player(colour="", apprentices=list(apprentices), board=board), above.cost,
                    above.stone_or_wood, building=False)


@lru_cache(maxsize=4096)
def _payments(card: str, apprentices: tuple[str, ...], board: str) -> list[dict[str, int]]:
    """Every way to pay for a building (they depend on the apprentices and the board only)."""
    from .state import Player
    return payments(Player(colour="", apprentices=list(apprentices), board=board), CONTENT.building[card].cost,
                    building=True)


def _common(g: "G", index: int, horizon: float) -> float:
    """The score now and what any player's board adds (captives, lost workers)."""
    player = g.players[index]
    value = float(sum(parts(g, index).values()))
    if player.rival:
        return value
    value += CAPTIVE * player.captured_total()
    held = sum(other.captured.get(player.colour, 0) for other in g.players if other is not player)
    value -= HELD * (held + g.prison.get(player.colour, 0)) * min(1.0, horizon / 4)
    if player.workers == 0 and horizon > 1:
        value -= NO_WORKER
    return value


def _other(g: "G", index: int, horizon: float) -> float:
    player = g.players[index]
    value = _common(g, index, horizon)
    if player.rival:
        return value
    soon = min(1.0, horizon / 4)
    value += soon * (0.4 * (player.wood + player.stone) + 0.25 * player.clay + 0.3 * (player.gold + player.marble)
                     + 0.1 * player.silver + OTHER_HAND * min(len(player.hand) + len(player.draft_kept), 4)
                     + 0.8 * len(AB.skills(player)))
    return value


def evaluate(g: "G", seat: int) -> float:
    """The best static value reachable by the seat's own follow-up questions of the action in progress
    (the Workshop's hire or draw, the Guildhall's building and payment...), at most DEPTH deep, so that
    placing a worker is judged by what the worker will do."""
    return _search(g, seat, DEPTH)


def estimate(g: "G", seat: int) -> float:
    """A cheaper `evaluate` for the strong bot's playouts (engine/bots.py): the static value, without
    looking along the seat's own follow-up questions (the playout answers them)."""
    return static(g, seat)


DEPTH = 3
WIDE = 6                   # a question with more answers than this is looked into one level only


def _search(g: "G", seat: int, depth: int, clock: int | None = None) -> float:
    if depth <= 0 or g.over or not g.frames or g.active != seat or not g.turn.location:
        return static(g, seat, clock)
    top = g.frames[-1]
    if not top.awaits():
        return static(g, seat, clock)
    mine = next((d for d in top.decisions(g) if d.seat == seat), None)
    if mine is None:
        return static(g, seat, clock)
    from ..seatbot import candidates        # engine/seatbot.py imports the games' rules lazily too
    best = None
    options = candidates(mine, g)
    deeper = depth - 1 if len(options) <= WIDE else min(depth - 1, 1)
    for choice in options:
        trial = copy(g)
        try:
            answer(trial, trial.frames[-1], seat, choice, Log())
            advance(trial, Log())
        except RuleError:
            continue
        value = _search(trial, seat, deeper, clock)
        if best is None or value > best:
            best = value
    return static(g, seat, clock) if best is None else best


def anchored(origin: "G", seat: int) -> Callable[["G", int], float]:
    """The strong bot's rewards (engine/bots.py): `evaluate` of a later position as judged from the
    search's root `origin`. The positions a search compares lie different numbers of turns ahead (an
    answer with follow-up questions covers fewer turns in as many decisions), so the pressure to end
    the game is taken at the root's clock, not each position's (else a position further ahead would
    score higher for the clock alone, and a search whose every line ends the game would put the end
    off for ever, farming gold), and each round of turns begun since the root costs DRAG times
    (1 + that pressure): a game ended sooner beats the same game ended later with a little more gold."""
    clock = origin.turns
    drag = DRAG * (1.0 + _urgency(origin, clock)) / max(len(origin.players), 1)

    def reward(g: "G", judged: int) -> float:
        return _search(g, judged, DEPTH, clock) - drag * max(0, g.turns - clock)
    return reward


def _urgency(g: "G", turns: int) -> float:
    """The pressure to end a game that drags on, from the turns begun (one more full lead's worth
    every LONG_SLOPE turns per player past LONG_GAME)."""
    return max(0.0, turns / max(len(g.players), 1) - LONG_GAME) / LONG_SLOPE


def static(g: "G", seat: int, clock: int | None = None) -> float:
    """The seat's value of the position; `clock`: the turns begun to take the pressure to end the game
    at (default: the position's own, `g.turns`)."""
    horizon = turns_left(g)
    mine = _common(g, seat, horizon) + plan_value(g, seat, horizon)
    others = [_other(g, i, horizon) for i in range(len(g.players)) if i != seat]
    best = max(others, default=mine - 10.0)
    # the end comes nearer with each Guildhall space taken, and so with each turn less before the seat's
    # next placement there: good when ahead; and, as a game drags on, for everybody (gold and marble
    # score 1 VP each: without this a bot would farm them for ever and a game of bots never end)
    lead = max(0.0, min(1.0, (mine - best) / LEAD))
    urgency = _urgency(g, g.turns if clock is None else clock)
    closing = 0.0
    if lead or urgency:
        filled = sum(1 for slot in g.guildhall if slot is not None) + (len(g.guildhall) if g.over else 0)
        # once the end is triggered no further Guildhall placement is needed to end the game
        ending = g.over or g.phase == "final_round"
        closing = (ENDING * filled - CLOSE * (0.0 if ending else next_guild_turns(g, seat))) * (lead + urgency)
    return mine - OPPONENT * best + closing


def next_guild_turns(g: "G", index: int) -> float:
    """Turns before the seat can next place a worker in the Guildhall (at most CLOSE_CAP)."""
    player = g.players[index]
    rates = _rates(g, index)
    have = {key: player.get(key) for key in ("clay", "wood", "stone", "gold", "marble", "silver")}
    skills = AB.skills(player)
    best = CLOSE_CAP
    for card in player.hand:
        missing = [s for s in CONTENT.building[card].skills if s not in skills]
        turns = _turns_for(_cheapest(_costs(player, card), have, rates), have, rates) + SKILL_TURNS * len(missing)
        turns += max(0, HIRE_SILVER * len(missing) - have["silver"]) / rates["silver"]
        best = min(best, turns)
    if player.hand:
        gained = _cathedral_step(g, index, player.cathedral, have, rates, player, len(player.hand)) \
            if player.cathedral < TOP_LEVEL else None
        if gained is not None:
            best = min(best, gained[1] - 1)
    else:
        best = min(CLOSE_CAP, best + 1)
    return best
