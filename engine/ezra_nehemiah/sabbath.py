"""The end of a week (rules/ezra_nehemiah.md 10.2-10.4, 13.8-13.10): Preparing for Sabbath, the
Sabbath, After Sabbath. The round driver pushes, after the 6 work days of a round, `Prepare()`, then
`Sabbath()`, then (rounds 1 and 2) `AfterSabbath()`; each pops itself when done and leaves `g.round`
to the driver.

**Preparing for Sabbath** (10.2, D31-D34, 15.19 #12 and #24) is processed person by person in turn order
from the Shofar holder (the Opponent at its place in that order). When a person's turn in the phase
opens, the pure gains are granted at once: the developed farmer tile's bread, and every `prepare`
ability whose effects cannot depend on timing (SW05's worker and cube, SW08's coins per Levite, SW09's
2 coins). Then the menu D31 (`PrepareMenu`) repeats until `done`: `assign` (D32 `AssignWorkers`, then
D33 `SplitProduction` and the cubes `CubeSplit`), `judgement` (once, mandatory), `guard` (developed
guard tile, once, optional), every timed `prepare` ability (an altar or tent move, a retrieval or a flip:
SW06, SW07; once each, mandatory), SW09's auxiliary action (`sw09_auxiliary`, optional), `bread` (FA3)
and `done`, which stays disabled, with the reason, until the judgement and the timed abilities are
resolved and no worker is left in the personal supply. The Opponent only resolves its own judgement
from the solo board (13.8).

**The Sabbath** (10.3, 13.9): feeding person by person (`to_feed`, `no_feed` abilities, FA3's offer via
`effects.pay_food`), then one simultaneous tuck question for every person (D35 `Tuck`: exactly
rules.sabbath.tuck[round - 1] of the cards on the piles, covered ones included), then every tucked card
scored (19.2) and the Opponent's Sabbath (13.9) in turn order, then the storage check (8.4).

**After Sabbath** (10.4, 13.10): the prophets advance, the Shofar passes clockwise (the Opponent
included), merchants, elders, farmers and labourers come back to the supply, the altar leader gains a
worker (a failure is a tent move), every person shuffles the untucked cards of the piles (and any left
in the deck) into a new deck and draws up to the hand size; the Opponent reshuffles its focus and
planning decks.

Readings adopted (see also the report for the lead):
- Prophet zones by space number (10.2 [CHOICE], T85): behind < Zechariah <= between <= Haggai < ahead.
- A `prepare` ability is "timed" (a menu item) when its effects hold an altar or tent move, a
  retrieval or a free flip; otherwise its effects are pure gains granted when the phase opens. An
  ability with `auxiliary` is an optional menu item.
- Production: the assigned workers' fixed goods are added at once; a `choose` of the tile is one amount
  question per option but the last ("how many of your L labourers take ..."), and all generic cubes of
  the assignment together are asked as amounts per cube type (`CubeSplit`): at most 1 + 1 + 2
  questions per assignment, never a menu of cube combinations.
- Tucked cards are appended to `tucked` in pile order (pile 1 bottom to top, then piles 2 and 3).
"""
from __future__ import annotations

from typing import Any

from ..core.decisions import Decision, Option
from ..core.errors import RuleError
from ..core.frames import Frame, Log
from ..core.messages import Msg
from . import effects as fx
from . import hints
from .base import (Ask, G, Who, card_msg, character_msg, cube_msg, everyone, hooks, is_opponent, m, opt, people,
                   player, say, scroll_msg, tile_msg, why)
from .content import (CONTENT, AnyEffect, Altar, Choose, Condition, CountCondition, FreeFlip, Gain, HandSize,
                      NoFeed, ResourceEffect, Retrieve, Tent)
from .content import Prepare as PrepareHook
from .state import OPPONENT, Workers
from .storage import check_storage

TIMED = (Altar, Tent, Retrieve, FreeFlip)     # effects whose moment can matter: a D31 menu item
ZONES = ("behind", "between", "ahead")


# --- helpers shared with final scoring ----------------------------------------------------------------

def source_msg(source: str) -> Msg:
    """A scroll or a development tile, by name."""
    return scroll_msg(source) if source in CONTENT.scroll else tile_msg(source)


def colour_of(g: G, who: Who) -> str:
    return g.opponent.colour if is_opponent(who) else player(g, who).colour


def own_walls(g: G, who: Who) -> list[str]:
    """The wall cards of `who`'s colour on the board (perimeter order)."""
    colour = colour_of(g, who)
    return [space.wall_card[1] for space in g.board.perimeter
            if space.kind == "wall" and space.wall_card is not None and space.wall_card[0] == colour]


def row_vp(row: int) -> int:
    return CONTENT.board.scroll_row[row - 1].vp


def count(g: G, who: Who, kind: str) -> int:
    """What a Sabbath condition counts (19.2)."""
    if kind.startswith("blessing_"):
        return fx.blessings_of(g, who)[kind.removeprefix("blessing_")]
    workers = g.workers_of(who)
    if kind == "scribes":
        return len(workers.scribes)
    if kind == "levites":
        return workers.levites
    if kind == "gold_altar_spaces":
        return fx.gold_spaces_reached(g, who)
    if kind == "developed_tiles":
        return 0 if is_opponent(who) else sum(1 for tile in player(g, who).dev.values() if tile.developed)
    if kind == "gatekeepers":
        return len(workers.gatekeepers)
    if kind == "walls":
        return len(own_walls(g, who))
    raise AssertionError(kind)


def condition_vp(g: G, who: Who, condition: Condition) -> int:
    if isinstance(condition, CountCondition):
        return condition.vp(count(g, who, condition.count))
    values = sorted((row_vp(row) for row, _ in g.workers_of(who).scribes), reverse=True)
    return sum(values[:condition.n])


def card_vp(g: G, who: Who, card: str) -> int | None:
    """The VP a character card scores for `who` now; None for a card without condition (a hero)."""
    character = CONTENT.character.get(card)
    if character is None:
        return None
    return condition_vp(g, who, CONTENT.condition[character.condition])


def hand_size(g: G, seat: int) -> int:
    """4, or 5 with SW18 (4.5)."""
    return CONTENT.rules.turn.hand_size + sum(hook.extra for _, hook in hooks(g, seat, HandSize))


# --- Preparing for Sabbath (10.2, 13.8) ----------------------------------------------------------------

def zone(g: G, who: Who) -> str:
    """Where `who`'s altar marker stands relative to the prophets (10.2 [CHOICE])."""
    space = fx.altar_space(g, who)
    if space < g.board.altar.zechariah:
        return "behind"
    if space > g.board.altar.haggai:
        return "ahead"
    return "between"


def judgement(g: G, who: Who) -> list[AnyEffect]:
    """The prophets' judgement of `who` now: the altar card of the round, or the solo board (13.8)."""
    where = zone(g, who)
    if is_opponent(who):
        return list(getattr(CONTENT.solo_side[g.opponent.side], where))
    return list(getattr(CONTENT.altar_card[g.board.altar.card].round[g.round - 1], where))


def _timed(hook: PrepareHook) -> bool:
    return any(isinstance(effect, TIMED) for effect in hook.effects)


def opening_gains(g: G, seat: int) -> list[tuple[str, list[AnyEffect]]]:
    """(source, effects) granted when the person's Preparing for Sabbath opens (15.19 #24)."""
    owner = player(g, seat)
    found: list[tuple[str, list[AnyEffect]]] = []
    farmer = owner.dev.get("farmer")
    if farmer is not None and farmer.developed and CONTENT.tile[farmer.tile].back_prepare:
        found.append((farmer.tile, list(CONTENT.tile[farmer.tile].back_prepare)))
    for source, hook in hooks(g, seat, PrepareHook):
        gains: list[AnyEffect] = [] if _timed(hook) else list(hook.effects)
        coins = hook.coins_per_levite * owner.workers.levites
        if coins:
            gains.append(Gain(coin=coins))
        if gains:
            found.append((source, gains))
    return found


def menu_abilities(g: G, seat: int) -> list[tuple[str, str, PrepareHook, bool]]:
    """(menu item, source, hook, mandatory) of the person's `prepare` abilities that are D31 items."""
    items = []
    for source, hook in hooks(g, seat, PrepareHook):
        if _timed(hook):
            items.append((source, source, hook, True))
        if hook.auxiliary:
            items.append((f"{source}-aux" if _timed(hook) else source, source, hook, False))
    return items


def sw09_refusal(g: G, seat: int) -> Msg | None:
    """Why SW09's auxiliary action cannot be taken now (None: it can): neither a trade with a visible
    card nor a paid flip is possible."""
    from .auxiliary import paid_flips, trade_sources
    if not trade_sources(g, seat, any_visible=True) and not paid_flips(g, seat):
        return why("prepare-auxiliary")
    return None


def sw09_auxiliary(g: G, seat: int) -> None:
    """SW09's auxiliary action during Preparing for Sabbath (D34): the auxiliary menu, whose trade may
    use any visible character card (D05)."""
    from .auxiliary import AuxMenu
    g.push(AuxMenu(seat=seat, any_visible=True))


class Prepare(Frame, kw_only=True):
    """10.2: everybody in turn order from the Shofar holder; a person gets the opening gains, then the
    D31 menu; the Opponent resolves its own judgement (13.8)."""

    left: list[Who] = []
    begun: bool = False

    def run(self, g: G, log: Log) -> None:
        if not self.begun:
            self.begun = True
            g.phase = "prepare"
            self.left = list(everyone(g))
            say(log, "prepare", "ev-prepare", None)
        if not self.left:
            g.pop(self)
            return
        who, self.left = self.left[0], self.left[1:]
        effects = judgement(g, who) if is_opponent(who) else []
        if is_opponent(who):
            say(log, "prepare", "ev-judgement", who, zone=m(f"zone-{zone(g, who)}"), effects=fx.effects_msg(effects))
            fx.resolve(g, who, effects)
            return
        g.push(PrepareMenu(seat=who))
        gains = opening_gains(g, who)
        for source, found in gains:
            say(log, "prepare", "ev-prepare-gain", who, source=source_msg(source), effects=fx.effects_msg(found))
        fx.resolve(g, who, [effect for _, found in gains for effect in found])


class PrepareMenu(Ask, kw_only=True):
    """D31: the person's Preparing for Sabbath items, in any order, until `done`."""

    used: list[str] = []               # items taken: judgement, guard, ability items

    def ask(self, g: G) -> Decision:
        return Decision("", self.seat, m("ask-prepare", workers=player(g, self.seat).workers.supply),
                        options=self.options(g))

    def options(self, g: G) -> list[Option]:
        seat = self.seat
        owner = player(g, seat)
        options = []
        if owner.workers.supply:
            options.append(opt("assign", "ezra_nehemiah-opt-assign", n=owner.workers.supply))
        if "judgement" not in self.used:
            options.append(opt("judgement", "ezra_nehemiah-opt-judgement", hint=hints.judgement(g),
                               zone=m(f"zone-{zone(g, seat)}"),
                               effects=fx.effects_msg(judgement(g, seat))))
        abilities = menu_abilities(g, seat)
        for item, source, hook, mandatory in abilities:
            if mandatory and item not in self.used:
                options.append(opt(item, "ezra_nehemiah-opt-prepare-ability", hint=hints.source(source, g.round),
                                   scroll=source_msg(source),
                                   effects=fx.effects_msg(hook.effects)))
        guard = owner.dev.get("guard")
        if guard is not None and guard.developed and "guard" not in self.used:
            options.append(opt("guard", "ezra_nehemiah-opt-prepare-guard",
                               None if fx.placed_slots(g, seat) else why("nothing-to-retrieve"),
                               hint=hints.tile(guard.tile), tile=tile_msg(guard.tile)))
        for item, source, hook, mandatory in abilities:
            if not mandatory and item not in self.used:
                options.append(opt(item, "ezra_nehemiah-opt-prepare-auxiliary", sw09_refusal(g, seat),
                                   hint=hints.source(source, g.round), scroll=source_msg(source)))
        price = fx.bread_price(g, seat)
        if price is not None and fx.most_bread(g, seat):
            options.append(opt("bread", "ezra_nehemiah-opt-buy-bread", hint=hints.bread(g, seat), coin=price.coin,
                               bread=price.bread))
        options.append(opt("done", "ezra_nehemiah-opt-prepare-done", self.done_refusal(g)))
        return options

    def done_refusal(self, g: G) -> Msg | None:
        supply = player(g, self.seat).workers.supply
        if supply:
            return why("prepare-assign", n=supply)
        if "judgement" not in self.used:
            return why("prepare-judgement")
        for item, source, _, mandatory in menu_abilities(g, self.seat):
            if mandatory and item not in self.used:
                return why("prepare-ability", scroll=source_msg(source))
        return None

    def answer(self, g: G, seat: int, choice: str, log: Log) -> None:
        option = next((o for o in self.options(g) if o.id == choice), None)
        if option is None or option.disabled is not None:
            raise RuleError("option-disabled", option.disabled if option else why("prepare-unknown"))
        if choice == "done":
            g.pop(self)
            say(log, "prepare", "ev-prepare-done", self.seat)
            return
        if choice == "assign":
            g.push(AssignWorkers(seat=self.seat))
            return
        if choice == "bread":
            g.push(fx.BuyBreadAsk(seat=self.seat))
            return
        self.used = [*self.used, choice]
        if choice == "judgement":
            effects = judgement(g, self.seat)
            say(log, "prepare", "ev-judgement", self.seat, zone=m(f"zone-{zone(g, self.seat)}"),
                effects=fx.effects_msg(effects))
            fx.resolve(g, self.seat, effects)
            return
        if choice == "guard":
            tile = player(g, self.seat).dev["guard"].tile
            say(log, "prepare", "ev-prepare-guard", self.seat, tile=tile_msg(tile))
            fx.resolve(g, self.seat, CONTENT.tile[tile].back_prepare)
            return
        for item, source, hook, mandatory in menu_abilities(g, self.seat):
            if item != choice:
                continue
            if mandatory:
                say(log, "prepare", "ev-prepare-ability", self.seat, scroll=source_msg(source),
                    effects=fx.effects_msg(hook.effects))
                fx.resolve(g, self.seat, hook.effects)
            else:
                say(log, "prepare", "ev-prepare-auxiliary", self.seat, scroll=source_msg(source))
                sw09_auxiliary(g, self.seat)
            return
        raise AssertionError(choice)


# --- farmers and labourers (D32, D33) ----------------------------------------------------------------

def production(g: G, seat: int, kind: str) -> list[AnyEffect]:
    """What one farmer or one labourer of the person produces: the tile's front or back (8.5)."""
    tile = player(g, seat).dev[kind]
    content = CONTENT.tile[tile.tile]
    return list(content.back if tile.developed else content.front)


class AssignWorkers(Ask, kw_only=True):
    """D32: how many of the K workers in the personal supply become farmers; the rest labourers."""

    def ask(self, g: G) -> Decision:
        supply = player(g, self.seat).workers.supply
        return Decision("", self.seat, m("ask-assign", n=supply,
                                         farmer=fx.effects_msg(production(g, self.seat, "farmer")),
                                         labourer=fx.effects_msg(production(g, self.seat, "labourer"))),
                        kind="amount", min=0, max=supply)

    def answer(self, g: G, seat: int, choice: int, log: Log) -> None:
        g.pop(self)
        workers = player(g, self.seat).workers
        farmers, labourers = choice, workers.supply - choice
        workers.supply = 0
        workers.farmers += farmers
        workers.labourers += labourers
        say(log, "prepare", "ev-assign", self.seat, farmers=farmers, labourers=labourers)
        start_production(g, self.seat, farmers, labourers, log)


def start_production(g: G, seat: int, farmers: int, labourers: int, log: Log) -> None:
    """Each new farmer and labourer produces once (10.2 a): choices first (D33), then the goods."""
    fixed: list[AnyEffect] = []
    choices: list[Choose] = []
    counts: list[int] = []
    groups: list[str] = []
    for kind, n in (("farmer", farmers), ("labourer", labourers)):
        if not n:
            continue
        for effect in production(g, seat, kind):
            if isinstance(effect, Choose):
                choices.append(effect)
                counts.append(n)
                groups.append(kind)
            else:
                fixed.extend([effect] * n)
    if choices:
        g.push(SplitProduction(seat=seat, effects=fixed, choices=choices, counts=counts, groups=groups,
                               left=counts[0]))
    else:
        collect(g, seat, fixed, log)


class SplitProduction(Ask, kw_only=True):
    """D33: how many of the workers of a group take each option of their tile's choice (the last
    option takes the rest)."""

    effects: list[AnyEffect]           # collected so far
    choices: list[Choose]              # still to split, with the number of workers of each
    counts: list[int]
    groups: list[str]                  # farmer | labourer
    option: int = 0                    # the option asked now in choices[0]
    left: int = 0                      # workers of choices[0] not yet given an option

    def ask(self, g: G) -> Decision:
        options = self.choices[0].options
        return Decision("", self.seat, m("ask-production", n=self.left, group=m(f"group-{self.groups[0]}"),
                                         option=fx.effects_msg(options[self.option]),
                                         others=[fx.effects_msg(other) for other in options[self.option + 1:]]),
                        kind="amount", min=0, max=self.left)

    def answer(self, g: G, seat: int, choice: int, log: Log) -> None:
        options = self.choices[0].options
        effects = self.effects + list(options[self.option]) * choice
        left, option = self.left - choice, self.option + 1
        choices, counts, groups = self.choices, self.counts, self.groups
        if option == len(options) - 1:
            effects += list(options[option]) * left
            choices, counts, groups = choices[1:], counts[1:], groups[1:]
            option, left = 0, (counts[0] if counts else 0)
        self.effects, self.choices, self.counts, self.groups = effects, choices, counts, groups
        self.option, self.left = option, left
        if not choices:
            g.pop(self)
            collect(g, self.seat, effects, log)


def collect(g: G, seat: int, effects: list[AnyEffect], log: Log) -> None:
    """Give the production: fixed goods at once, generic cubes by `CubeSplit`, anything else resolved."""
    goods: dict[str, int] = {}
    cubes: dict[tuple[str, ...], int] = {}
    rest: list[AnyEffect] = []
    for effect in effects:
        if isinstance(effect, Gain):
            for key, n in effect.items():
                goods[key] = goods.get(key, 0) + n
        elif isinstance(effect, ResourceEffect):
            types = tuple(effect.types)
            cubes[types] = cubes.get(types, 0) + effect.n
        else:
            rest.append(effect)
    for types in [types for types in cubes if len(types) == 1]:
        goods[types[0]] = goods.get(types[0], 0) + cubes.pop(types)
    if goods:
        got = fx.add_goods(g, seat, goods)
        say(log, "gain", "ev-produce", seat, goods=fx.goods_msg(got))
    fx.resolve(g, seat, rest)
    for types, n in reversed(list(cubes.items())):
        g.push(CubeSplit(seat=seat, left=n, total=n, types=list(types)))


class CubeSplit(Ask, kw_only=True):
    """D27 as amounts: of `total` cubes of the receiver's choice, how many of each type (the last type
    takes the rest, answered by itself)."""

    left: int
    total: int
    types: list[str]
    index: int = 0
    got: dict[str, int] = {}

    def ask(self, g: G) -> Decision:
        last = self.index == len(self.types) - 1
        return Decision("", self.seat, m("ask-cubes", cube=cube_msg(self.types[self.index], 2), left=self.left,
                                         total=self.total),
                        kind="amount", min=self.left if last else 0, max=self.left)

    def answer(self, g: G, seat: int, choice: int, log: Log) -> None:
        if choice:
            self.got = {**self.got, self.types[self.index]: choice}
            self.left -= choice
        self.index += 1
        if self.left and self.index < len(self.types):
            return
        g.pop(self)
        got = fx.add_goods(g, self.seat, self.got)
        say(log, "gain", "ev-gain", self.seat, goods=fx.goods_msg(got))


# --- the Sabbath (10.3, 13.9) ---------------------------------------------------------------------------

def _group(workers: Workers, group: str) -> int:
    value = getattr(workers, group)
    return value if isinstance(value, int) else len(value)


def to_feed(g: G, seat: int) -> int:
    """16 - Levites - workers in the main supply, minus the groups `no_feed` abilities exempt (10.3)."""
    workers = player(g, seat).workers
    exempt = {group for _, hook in hooks(g, seat, NoFeed) for group in hook.groups}
    return workers.total() - workers.levites - workers.main - sum(_group(workers, group) for group in exempt)


def pile_cards(g: G, seat: int) -> list[tuple[int, str]]:
    """(pile, card) of every card on the person's piles, pile by pile, bottom to top."""
    return [(number, card) for number, pile in enumerate(player(g, seat).piles) for card in pile]


def score_tucked(g: G, seat: int, log: Log) -> None:
    """10.3 step 3: every tucked character card scores its condition (heroes have none)."""
    owner = player(g, seat)
    for card in owner.tucked:
        vp = card_vp(g, seat, card)
        if vp is None:
            continue
        owner.vp += vp
        say(log, "sabbath", "ev-tucked-score", seat, card=card_msg(card), vp=vp)


def opponent_sabbath(g: G, log: Log) -> None:
    """13.9: coins per worker in its supply; its highest scribe's row; gatekeepers, scribes, Levites
    (the most numerous type on side A, all on side B); its rightmost blessing and gold altar spaces."""
    opponent = g.opponent
    side = CONTENT.solo_side[opponent.side]
    workers = opponent.workers
    coins = side.sabbath_coins * workers.supply
    opponent.coins += coins
    scribe = max((row_vp(row) for row, _ in workers.scribes), default=0)
    types = [len(workers.gatekeepers), len(workers.scribes), workers.levites]
    kinds = max(types) if side.sabbath_types == "most" else sum(types)
    blessing = max(opponent.blessings.values())
    altar = fx.gold_spaces_reached(g, OPPONENT)
    vp = scribe + kinds + blessing + altar
    opponent.vp += vp
    say(log, "sabbath", "ev-opponent-sabbath", OPPONENT, coins=coins, scribe=scribe, workers=kinds,
        blessing=blessing, altar=altar, vp=vp)


class Sabbath(Frame, kw_only=True):
    """10.3: feed (person by person), tuck (everybody at once), score, storage."""

    step: str = "start"                # start | feed | tuck | score | storage | end
    left: list[int] = []

    def run(self, g: G, log: Log) -> None:
        if self.step == "start":
            g.phase = "sabbath"
            say(log, "sabbath", "ev-sabbath", None)
            self.step, self.left = "feed", list(people(g))
        if self.step == "feed":
            if self.left:
                seat, self.left = self.left[0], self.left[1:]
                fx.pay_food(g, seat, to_feed(g, seat), key="ev-feed", per_missing=CONTENT.rules.sabbath.unfed_vp)
                return
            self.step = "tuck"
            n = CONTENT.rules.sabbath.tuck[g.round - 1]
            seats = [seat for seat in people(g) if min(n, len(pile_cards(g, seat)))]
            if seats:
                g.push(Tuck(n=n, left=seats))
                return
        if self.step == "tuck":
            self.step = "score"
        if self.step == "score":
            for who in everyone(g):
                if is_opponent(who):
                    opponent_sabbath(g, log)
                else:
                    score_tucked(g, who, log)
            self.step = "storage"
        if self.step == "storage":
            self.step = "end"
            check_storage(g)
            return
        g.pop(self)


class Tuck(Frame, kw_only=True):
    """D35: every person still to tuck chooses exactly `n` cards of their piles (never from the hand),
    all at once; one decision per seat, each with its own id."""

    n: int
    left: list[int]
    ids: dict[str, int] = {}

    def awaits(self) -> bool:
        return True

    def pushed(self, g: G) -> None:
        self.ids = {str(seat): g.new_id() for seat in self.left}

    def count(self, g: G, seat: int) -> int:
        return min(self.n, len(pile_cards(g, seat)))

    def decisions(self, g: G) -> list[Decision]:
        found = []
        for seat in self.left:
            n = self.count(g, seat)
            found.append(Decision(str(self.ids[str(seat)]), seat, m("ask-tuck", n=n), kind="many",
                                  options=[opt(card, "ezra_nehemiah-opt-tuck", card=character_msg(card), pile=pile + 1,
                                               hint=hints.tuck(card, card_vp(g, seat, card)))
                                           for pile, card in pile_cards(g, seat)],
                                  min=n, max=n))
        return found

    def answer(self, g: G, seat: int, choice: Any, log: Log) -> None:
        if seat not in self.left:
            raise RuleError("not-awaited", "core-error-not-awaited")
        n = self.count(g, seat)
        cards = [card for _, card in pile_cards(g, seat)]
        chosen = set(choice)
        if len(chosen) != len(choice) or len(chosen) != n or not chosen <= set(cards):
            raise RuleError("bad-choice", why("tuck", n=n))
        owner = player(g, seat)
        tucked = [card for card in cards if card in chosen]
        owner.piles = [[card for card in pile if card not in chosen] for pile in owner.piles]
        owner.tucked = owner.tucked + tucked
        self.left = [other for other in self.left if other != seat]
        say(log, "sabbath", "ev-tuck", seat, cards=[card_msg(card) for card in tucked])
        if not self.left:
            g.pop(self)


# --- After Sabbath (10.4, 13.10) --------------------------------------------------------------------

class AfterSabbath(Frame, kw_only=True):
    """10.4 (rounds 1 and 2): prophets, Shofar, workers back, the altar leader's worker, new decks."""

    step: int = 0

    def run(self, g: G, log: Log) -> None:
        if self.step == 0:
            self.step = 1
            say(log, "sabbath", "ev-after-sabbath", None)
            # 1. the prophets advance to the next round's spaces
            rounds = CONTENT.altar_card[g.board.altar.card].round
            if g.round < len(rounds):
                g.board.altar.zechariah = rounds[g.round].zechariah
                g.board.altar.haggai = rounds[g.round].haggai
                say(log, "sabbath", "ev-prophets", None, zechariah=g.board.altar.zechariah,
                    haggai=g.board.altar.haggai)
            # 2. the Shofar passes clockwise
            order = g.seats_from(g.shofar)
            g.shofar = order[1 % len(order)]
            say(log, "sabbath", "ev-shofar", g.shofar)
            # 3. merchants, elders, farmers and labourers back to the personal supply
            for seat in people(g):
                workers = player(g, seat).workers
                back = workers.farmers + workers.labourers + len(workers.merchants) + len(workers.elders)
                workers.supply += back
                workers.farmers = workers.labourers = 0
                workers.merchants, workers.elders = [], []
                if back:
                    say(log, "sabbath", "ev-workers-back", seat, n=back)
            # 4. the altar leader gains a worker (a tent move if none is left, 15.19 #16)
            leader = fx.altar_order(g)[0]
            say(log, "sabbath", "ev-altar-leader", leader)
            for _ in range(CONTENT.rules.sabbath.leader_workers):
                g.push(fx.GainWorker(who=leader))
            return
        # 5. new character decks and hands; 13.10 the Opponent's decks
        for seat in people(g):
            owner = player(g, seat)
            cards = owner.deck + [card for _, card in pile_cards(g, seat)]
            owner.piles = [[] for _ in owner.piles]
            g.rng.shuffle(cards)
            owner.deck = cards
            say(log, "sabbath", "ev-reshuffle", seat, n=len(cards), barrier=True)
            k = max(0, min(hand_size(g, seat) - len(owner.hand), len(owner.deck)))
            drawn = [owner.deck.pop() for _ in range(k)]
            owner.hand = owner.hand + drawn
            if drawn:
                say(log, "draw", "ev-draw", seat, n=len(drawn), barrier=True,
                    private=m("ev-draw-private", cards=[character_msg(card) for card in drawn]))
        if g.opponent is not None:
            opponent = g.opponent
            focus = opponent.focus_deck + opponent.focus_shown
            planning = opponent.planning_deck + opponent.planning_shown
            g.rng.shuffle(focus)
            g.rng.shuffle(planning)
            opponent.focus_deck, opponent.focus_shown = focus, []
            opponent.planning_deck, opponent.planning_shown = planning, []
            say(log, "sabbath", "ev-opponent-reshuffle", OPPONENT, focus=len(focus), planning=len(planning),
                barrier=True)
        g.pop(self)


FRAMES = (Prepare, PrepareMenu, AssignWorkers, SplitProduction, CubeSplit, Sabbath, Tuck, AfterSabbath)


# --- message keys (ezra_nehemiah-<key>), with the intended English ----------------------------------------
# Events:
#   ev-prepare               Preparing for Sabbath.
#   ev-prepare-gain          {player} gains {effects} ({source}).
#   ev-judgement             Prophets' judgement: {player} is {zone} and receives {effects}.
#   ev-prepare-ability       {player} uses {scroll}: {effects}.
#   ev-prepare-guard         {player} uses the developed {tile} to retrieve a merchant or an elder.
#   ev-prepare-auxiliary     {player} takes the auxiliary action of {scroll}.
#   ev-assign                {player} assigns {farmers} farmer(s) and {labourers} labourer(s).
#   ev-produce               {player}'s farmers and labourers produce {goods}.
#   ev-prepare-done          {player} is ready for the Sabbath.
#   ev-sabbath               The Sabbath.
#   ev-feed                  {player} feeds {paid} worker(s){missing > 0: ; {missing} go hungry: -{lost} VP}.
#   ev-tuck                  {player} tucks {cards}.
#   ev-tucked-score          {player} scores {vp} VP for {card}.
#   ev-opponent-sabbath      {player}'s Sabbath: +{coins} coins; {scribe} VP (highest scribe), {workers} VP
#                            (workers on the board), {blessing} VP (rightmost blessing), {altar} VP (gold
#                            altar spaces): {vp} VP in all.
#   ev-after-sabbath         After the Sabbath.
#   ev-prophets              The prophets advance: Zechariah to space {zechariah}, Haggai to space {haggai}.
#   ev-shofar                {player} takes the Shofar and starts the next week.
#   ev-workers-back          {player} takes back {n} worker(s) from the player board.
#   ev-altar-leader          {player} leads on the altar and gains a worker.
#   ev-reshuffle             {player} shuffles {n} cards into a new character deck.
#   ev-draw                  {player} draws {n} card(s).      (private: ev-draw-private  You draw {cards}.)
#   ev-opponent-reshuffle    {player} reshuffles its {focus} focus cards and {planning} planning cards.
# Questions and options:
#   ask-prepare              Preparing for Sabbath: choose your next step ({workers} worker(s) in your supply).
#   opt-assign               Assign {n} worker(s) as farmers or labourers
#   opt-judgement            Prophets' judgement ({zone}): {effects}
#   opt-prepare-ability      {scroll}: {effects}
#   opt-prepare-guard        {tile}: retrieve a merchant or an elder
#   opt-prepare-auxiliary    {scroll}: an auxiliary action
#   opt-buy-bread            Pay {coin} coins for {bread} bread
#   opt-prepare-done         Ready for the Sabbath
#   ask-assign               How many of your {n} workers become farmers ({farmer} each)? The others become
#                            labourers ({labourer} each).
#   ask-production           How many of your {n} {group} take {option}? (the others: {others})
#   group-farmer / group-labourer        farmers / labourers
#   ask-cubes                {total} resources of your choice: how many {cube}? ({left} still to take)
#   ask-tuck                 Tuck {n} card(s) from your piles under your player aid.
#   opt-tuck                 {card} (pile {pile})
#   zone-behind / zone-between / zone-ahead   behind Zechariah / between the prophets / ahead of Haggai
# Refusal reasons (why-...):
#   why-prepare-assign       Assign {n} worker(s) as farmers or labourers first.
#   why-prepare-judgement    Resolve the prophets' judgement first.
#   why-prepare-ability      Resolve {scroll} first.
#   why-prepare-auxiliary    No development tile can be flipped.
#   why-prepare-unknown      That is not a step of Preparing for Sabbath.
#   why-nothing-to-retrieve  You have no merchant or elder to retrieve.
#   why-tuck                 Tuck exactly {n} card(s) from your piles (never from your hand).
