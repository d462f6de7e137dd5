"""The seat bot's two hooks for Ezra and Nehemiah (engine/seatbot.py): `blind`, which replaces what a
seat cannot see by a canonical arrangement computed from what it sees, and `evaluate`, the seat's
projected final score against the best rival's, plus small terms that make progress visible to a
one-step look-ahead.

Hidden from a seat (view.py, 16.7): the other people's hands and character decks, the wall cards they
know on top / at the bottom of their wall decks and those they have drawn while rebuilding, the order
of every deck (its own character deck and wall deck included, but for the wall cards it put back
itself), the Opponent's focus, planning and wall decks, the unused scroll tiles and development
tiles, the seed and the RNG. `blind` pools each family of hidden cards, sorts it, shuffles it with a
random stream seeded from public counters only, and deals every hidden place its count back in a fixed
order, so two states that differ only in hidden things become equal. The seat's own wall cards put
back on top / at the bottom stay where it put them; its hand keeps its order (the view shows it).
`sample(g, seat, rng)` (the strong bot's draw of a world consistent with what `seat` sees) blinds, then
deals the same pools again from a stream drawn from `rng` instead of the public one (the unused
scroll and development tiles stay sorted: nothing draws them).

`evaluate` = the seat's projected final score (its VP plus what final scoring would give now:
scoring.final_parts) - RIVAL_WEIGHT x the best rival's (the Opponent's in solo) + terms for what the
projection misses: use value of cubes, coins, workers and Levites (fading in the last round),
blessings (and complete sets), the altar space, tucked cards times the Sabbaths still to score them,
a penalty for the food the next feeding would lack (counting the bread farmers will make), the banners
of the turn's pool, and progress steps (card played, main declared / done, auxiliary, merchant, elder,
turn ended, Preparing-for-Sabbath items) so that menus whose answers change nothing still lead on.
Ending a turn is worth more than what other seats' turns run by the look-ahead can show, so the bot
never cycles between a menu and "back". When the seat itself answers next, `evaluate` looks a little
further along its own decisions (a submenu is worth its best option, a drawn wall card its best card,
a main menu its best first step right after the bot's answer). That look-ahead never takes "end" (nor
"back" or a side action): ending the turn is only valued when it is the answer tried, so closing a main
action ("done") is worth its step, no more than an answer whose gain shows back at the menu (a scribe,
a tent move, a placement). When it looked on to "end", "done" outbid all of them by END and the bot
declared a main action only to close it at once in about half of its turns. A menu is worth at least
its static value ("left as it is") only when it may be closed now ("done" or "end" enabled): a turn
menu before the card is played is worth its best step, else a side submenu's "back" to it looked
better than every step and the bot went round between them.
"""
from __future__ import annotations

from typing import Any

from ..core import serial
from ..core.decisions import Decision
from ..core.errors import RuleError
from ..core.frames import Log, advance, answer
from ..core.rng import Rng
from . import effects as fx
from .base import player
from .content import BANNER_COLOURS, CONTENT, RESOURCES
from .sabbath import Prepare, PrepareMenu, Sabbath, card_vp, production, to_feed
from .turn import printed_banners
from .scoring import final_parts
from .state import OPPONENT
from .view import _drawing

_MASK = (1 << 64) - 1


# --- blind ------------------------------------------------------------------------------------------

def public_seed(g: Any, seat: int) -> int:
    """A number from public information only (never g.seed, never a hidden card)."""
    value = 0x243F6A8885A308D3
    parts = [g.round, g.day, seat, g.next_id, len(g.frames),
             *(len(p.hand) for p in g.players), *(len(p.deck) for p in g.players),
             *(len(p.wall_deck) for p in g.players)]
    for part in parts:
        value = ((value ^ part) * 0x100000001B3 + 0x9E3779B97F4A7C15) & _MASK
    return value


def _canonical(cards: list[str], rng: Rng) -> list[str]:
    cards = sorted(cards)
    rng.shuffle(cards)
    return cards


def _own_wall_deck(deck: list[str], top: str | None, bottom: str | None, rng: Rng) -> list[str]:
    """The seat's own wall deck: the cards it put back on top / at the bottom stay, the rest is canonical."""
    lo = 1 if bottom is not None and deck and deck[0] == bottom else 0
    hi = max(lo, len(deck) - 1 if top is not None and deck and deck[-1] == top else len(deck))
    return deck[:lo] + _canonical(deck[lo:hi], rng) + deck[hi:]


def sample(g: Any, seat: int, rng: Rng) -> None:
    blind(g, seat)
    blind(g, seat, Rng.from_seed(rng.next64()))


def blind(g: Any, seat: int, rng: Rng | None = None) -> None:
    """The canonical arrangement (a stream seeded from public counters), or, given `rng`, a random one."""
    rng = rng if rng is not None else Rng.from_seed(public_seed(g, seat))
    drawing = _drawing(g)
    for other, owner in enumerate(g.players):
        if other == seat:
            owner.deck = _canonical(owner.deck, rng)
            owner.wall_deck = _own_wall_deck(owner.wall_deck, owner.wall_known_top, owner.wall_known_bottom, rng)
            continue
        # character cards: hand and deck pooled (the hand keeps its count)
        cards = _canonical(owner.hand + owner.deck, rng)
        size = len(owner.hand)
        owner.hand, owner.deck = sorted(cards[:size]), cards[size:]
        # wall cards: the deck, the known ones and those drawn in a pending question pooled
        frames = [frame for frame in drawing if frame.seat == other]
        walls = owner.wall_deck + [card for frame in frames for card in frame.cards]
        walls = _canonical(walls, rng)
        for frame in frames:
            count = len(frame.cards)
            frame.cards, walls = walls[:count], walls[count:]
        owner.wall_deck = walls
        owner.wall_known_top = owner.wall_known_bottom = None
    if g.opponent is not None:
        opponent = g.opponent
        opponent.focus_deck = _canonical(opponent.focus_deck, rng)
        opponent.planning_deck = _canonical(opponent.planning_deck, rng)
        opponent.wall_deck = _canonical(opponent.wall_deck, rng)
    g.unused_scrolls = sorted(g.unused_scrolls)
    g.unused_tiles = sorted(g.unused_tiles)
    g.seed = 0
    g.rng = Rng.from_seed(rng.next64())


# --- evaluate ---------------------------------------------------------------------------------------

RIVAL_WEIGHT = 0.15          # how much the best rival's projected score counts against the seat's
STEP = 0.3                   # each step of a turn: card played, main declared, main done, aux, merchant, elder
END = 6.0                    # ending the turn: more than what the rivals' turns until the next question may show
TURN = 6 * STEP + END        # a turn taken
PREP_STEP = 3.0              # an item of Preparing for Sabbath (judgement, ability...)
PREP_DONE = 10 * PREP_STEP   # the seat's Preparing for Sabbath is over
BANNER = 0.08                # a banner in the pool (the largest colour before the main action)
MOST_BANNERS = 20
CUBE_USE = {"gold": 0.8, "stone": 0.6, "wood": 0.6, "ash": 0.3}   # beyond the silver value, early on
COIN_USE = 0.1
WORKER = 0.9                 # a worker of the seat outside the main supply and the board
LEVITE = 1.5
BLESSING = 0.3
BLESSING_SET = 0.8
ALTAR_SPACE = 0.6
HUNGER = 2.0                 # per worker the food held would not feed at the next Sabbath
SUBMENU_DEPTH = 2            # how far evaluate looks along the seat's own next decisions


def _projected(g: Any, who: Any, leader: Any) -> float:
    if g.over:
        return float(fx.vp_of(g, who))
    return float(sum(final_parts(g, who, leader).values()))


def _sabbaths_left(g: Any) -> int:
    if g.phase in ("final", "over"):
        return 0
    return CONTENT.rules.rounds - g.round + 1


def _progress(g: Any, seat: int) -> float:
    """Steps done this round (work days, then Preparing for Sabbath)."""
    days = CONTENT.rules.work_days
    if g.phase == "work":
        on_piles = sum(len(pile) for pile in g.players[seat].piles)
        turn = g.turn
        if turn is not None and turn.seat == seat:
            done = on_piles - (1 if turn.card is not None else 0)
            flags = (turn.card is not None, turn.main is not None, turn.main_done, turn.aux_used,
                     turn.merchant_used, turn.elder_used)
            return TURN * done + STEP * sum(flags)
        return TURN * on_piles
    total = TURN * days
    if g.phase == "prepare":
        menu = next((f for f in g.frames if isinstance(f, PrepareMenu) and f.seat == seat), None)
        if menu is not None:
            return total + PREP_STEP * len(menu.used)
        waiting = any(isinstance(f, Prepare) and seat in f.left for f in g.frames)
        return total + (0.0 if waiting else PREP_DONE)
    return total + PREP_DONE


def _banners(g: Any, seat: int) -> int:
    turn = g.turn
    if turn is None or turn.seat != seat or g.phase != "work":
        return 0
    pool = turn.pool
    if turn.main is not None:
        return getattr(pool, turn.main)
    return max(printed_banners(g, seat, colour) + getattr(pool, colour) for colour in BANNER_COLOURS) + pool.wild


def _farming(g: Any, seat: int) -> int:
    """The bread the seat's workers in its supply will make as farmers at Preparing for Sabbath."""
    me = player(g, seat)
    if g.phase not in ("work", "prepare") or not me.workers.supply:
        return 0
    bread = sum(getattr(effect, "bread", 0) or 0 for effect in production(g, seat, "farmer"))
    return bread * me.workers.supply


def _potential(g: Any, seat: int) -> float:
    """What the seat holds that is worth more than its final value while the game goes on."""
    me = player(g, seat)
    workers = me.workers
    left = _sabbaths_left(g)
    late = min(1.0, left / 2.0)          # goods lose their use value in the last round
    value = 0.0
    value += late * sum(CUBE_USE[cube] * me.cubes[cube] for cube in RESOURCES)
    value += late * COIN_USE * me.coins
    value += late * WORKER * (workers.supply + workers.farmers + workers.labourers
                              + 0.7 * (len(workers.merchants) + len(workers.elders)))
    value += late * LEVITE * workers.levites
    blessings = me.blessings
    value += BLESSING * sum(blessings.values()) + BLESSING_SET * min(blessings.values())
    value += ALTAR_SPACE * fx.altar_space(g, seat)
    if left:
        # tucked cards score at every Sabbath still to come
        tucked = sum(card_vp(g, seat, card) or 0 for card in me.tucked)
        sabbath = next((f for f in g.frames if isinstance(f, Sabbath)), None)
        if g.phase in ("work", "prepare"):
            scored = fed = False
        elif g.phase == "sabbath" and sabbath is not None:
            scored = sabbath.step not in ("start", "feed", "tuck")
            fed = sabbath.step not in ("start", "feed")
        else:
            scored = fed = True
        value += tucked * (left - scored)
        # food for the next Sabbath
        if not fed:
            value -= HUNGER * max(0, to_feed(g, seat) - me.food - _farming(g, seat))
    value += BANNER * min(MOST_BANNERS, _banners(g, seat))
    value += _progress(g, seat)
    return value


def _static(g: Any, seat: int) -> float:
    leader = fx.altar_order(g)[0]
    mine = _projected(g, seat, leader)
    rivals = [_projected(g, other, leader) for other in range(g.num_players) if other != seat]
    if g.opponent is not None:
        rivals.append(_projected(g, OPPONENT, leader))
    best = max(rivals) if rivals else 0.0
    if g.over:
        return mine - best
    return mine - RIVAL_WEIGHT * best + _potential(g, seat)


MENUS = ("ezra_nehemiah-ask-turn", "ezra_nehemiah-ask-temple", "ezra_nehemiah-ask-walls",
         "ezra_nehemiah-ask-torah", "ezra_nehemiah-ask-prepare")
SIDE = ("back", "aux", "merchant", "elder", "bread",
        "end")                 # the turn's end: only when it is the answer tried (see the docstring)
CLOSING = ("done", "end")


def _own_question(g: Any, seat: int) -> Decision | None:
    """The seat's open decision when it alone is asked a one-option question."""
    if not g.frames:
        return None
    decisions = g.frames[-1].decisions(g)
    if len(decisions) != 1 or decisions[0].seat != seat or decisions[0].kind != "one":
        return None
    return decisions[0]


def _value(g: Any, seat: int, depth: int) -> float:
    """The static value, or, when the seat answers next, the value of its best answer (a short look
    further along its own decisions: a submenu is worth its best option, a drawn wall card its best
    card; a main menu only right after the bot's answer, and at least its static value when it may be
    closed now; never "end" or a side action)."""
    decision = _own_question(g, seat) if depth else None
    if decision is None or (decision.prompt.key in MENUS and depth < SUBMENU_DEPTH):
        return _static(g, seat)
    best = None
    for option in decision.options:
        if option.disabled is not None or option.id in SIDE:
            continue
        trial = serial.copy(g)
        try:
            answer(trial, trial.frames[-1], seat, option.id, Log())
            advance(trial, Log())
        except RuleError:
            continue
        score = _value(trial, seat, depth - 1)
        best = score if best is None else max(best, score)
    if best is None:
        return _static(g, seat)
    if decision.prompt.key in MENUS and any(option.id in CLOSING and option.disabled is None
                                            for option in decision.options):
        return max(best, _static(g, seat))     # a menu that may be closed now may also be left as it is
    return best


def evaluate(g: Any, seat: int) -> float:
    return _value(g, seat, SUBMENU_DEPTH)


def estimate(g: Any, seat: int) -> float:
    """A cheaper `evaluate` for the strong bot's playouts (engine/bots.py): one own decision deep."""
    return _value(g, seat, 1)
