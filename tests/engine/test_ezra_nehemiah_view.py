"""Ezra and Nehemiah's views, secrets and invariants (spec 16.6, 16.7; scenarios T62, T64-T66): what the
public view and a seat's view show after the setup, that they never show a hand to others, a deck order,
an unused scroll tile or development tile or the RNG, that scrambling a seat's secrets changes nobody
else's view, and that the invariants hold and notice what breaks them."""
from __future__ import annotations

from copy import deepcopy

import msgspec
import pytest

from engine.core.frames import Log, advance, answer
from engine.core.serial import copy
from engine.ezra_nehemiah.content import CONTENT, TILE_TYPES
from engine.ezra_nehemiah.setup import start
from engine.ezra_nehemiah.state import OPPONENT, Pool, TurnState
from engine.ezra_nehemiah.storage import Discard
from engine.ezra_nehemiah.view import PHASES, invariants, scramble_secrets, view

COUNTS = (1, 2, 3, 4)
CHARACTERS = [card.id for card in CONTENT.characters]
WALL_CARDS = [card.id for card in CONTENT.wall_cards]
FOCUS = [card.id for card in CONTENT.focus_cards]
PLANNING = [card.id for card in CONTENT.planning_cards]


def gatekeepers_placed(g):
    """Answer the setup questions (D01) with the first free corner, as the engine drives them."""
    log = Log()
    advance(g, log)
    while g.frames:
        decision = g.frames[-1].decisions(g)[0]
        answer(g, g.frames[-1], decision.seat, decision.options[0].id, log)
        advance(g, log)
    return g


def ready(n, seed=7, options=None):
    """A game of n players just after the setup: the work days are about to start."""
    return gatekeepers_placed(start(n, options or {}, seed))


def text(shown) -> str:
    return msgspec.json.encode(shown).decode()


def quoted(ids) -> list[str]:
    return [f'"{card}"' for card in ids]


def without_private(shown: dict) -> dict:
    """A seat's view without its own secrets ("private", and "hand": the words of /hand)."""
    return {key: value for key, value in shown.items() if key not in ("private", "hand")}


def assert_plain(value, where="view"):
    """Only dict (string keys), list, str, int, bool and None: JSON as it is."""
    if isinstance(value, dict):
        for key, item in value.items():
            assert isinstance(key, str), f"{where}: key {key!r}"
            assert_plain(item, f"{where}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            assert_plain(item, f"{where}[{index}]")
    else:
        assert value is None or isinstance(value, (str, int, bool)), f"{where}: {type(value).__name__}"


# --- what the views show -----------------------------------------------------------------------------

@pytest.mark.parametrize("n", COUNTS)
def test_views_are_plain_data(n):
    g = start(n, {}, seed=3)
    for seat in (None, *range(n)):
        assert_plain(view(g, seat))            # during the setup questions
    g = gatekeepers_placed(g)
    for seat in (None, *range(n)):
        shown = view(g, seat)
        assert_plain(shown)
        assert msgspec.json.decode(msgspec.json.encode(shown)) == shown


def test_t64_public_view_structure():
    """T64: everything but the secrets is public: every player's goods, workers, VP, blessings, tent,
    tiles and their sides, piles (covered cards too), tucked cards, scrolls, heroes; the whole board."""
    g = ready(4)
    shown = view(g, None)
    assert {"round", "phase", "day", "shofar", "active", "board", "players", "turn", "opponent", "awaiting",
            "final"} <= set(shown)
    assert "private" not in shown
    assert (shown["round"], shown["phase"], shown["day"], shown["shofar"], shown["active"]) == (1, "work", 1, 0, 0)
    assert shown["turn"] is None and shown["opponent"] is None and shown["awaiting"] == []
    assert shown["final"] == msgspec.to_builtins(getattr(g, "final", {}))
    board = shown["board"]
    assert [space["id"] for space in board["perimeter"]] == list(CONTENT.perimeter)
    first = board["perimeter"][0]
    assert set(first) == {"id", "kind", "neutral", "rubble", "built", "owner", "wall_card", "coins_on_card",
                          "connections"}
    corners = {space["id"]: space["owner"] for space in board["perimeter"] if space["kind"] == "corner"}
    assert sorted(corners.values()) == [0, 1, 2, 3]
    assert board["altar"]["stacks"][0] == [3, 2, 1, 0] and board["altar"]["card"] == g.board.altar.card
    assert [[tile["scroll"] for tile in row] for row in board["scrolls"]] == \
        [[tile.scroll for tile in row] for row in g.board.scrolls]
    assert board["row_food"] == {"2": 1, "3": 2, "4": 3} and board["heroes_left"] == ["HZ", "HE", "HN"]
    assert board["temple"]["covered_columns"] == [] and len(board["temple"]["cells"]) == 5
    for seat, (player, state) in enumerate(zip(shown["players"], g.players)):
        assert player["seat"] == seat and player["colour"] == state.colour
        assert (player["coins"], player["food"], player["cubes"], player["vp"], player["tent"]) == (
            state.coins, state.food, state.cubes, state.vp, state.tent)
        assert player["workers"] == msgspec.to_builtins(state.workers)
        assert player["dev"] == {kind: {"tile": state.dev[kind].tile, "developed": False} for kind in TILE_TYPES}
        assert (player["hand_count"], player["deck_count"], player["wall_deck_count"]) == (4, 6, 12)
        assert player["piles"] == [[], [], []] and player["tucked"] == [] and player["scrolls"] == []


def test_turn_in_progress_is_public():
    """The active player's card played, pile, main action and banner pool are for everybody."""
    g = ready(2)
    player = g.players[0]
    card = player.hand.pop(0)
    player.piles[1].append(card)
    g.turn = TurnState(seat=0, card=card, pile=1, main="red", pool=Pool(red=3, wild=1), levite_before=True)
    assert invariants(g) == []
    shown = view(g, None)
    assert shown["turn"]["card"] == card and shown["turn"]["pile"] == 1 and shown["turn"]["main"] == "red"
    assert shown["turn"]["pool"] == {"red": 3, "grey": 0, "blue": 0, "wild": 1}
    assert shown["turn"]["levite_before"] is True
    assert shown["players"][0]["piles"] == [[], [card], []] and shown["players"][0]["hand_count"] == 3


def test_awaiting_names_the_seat_and_the_prompt_only():
    g = start(3, {}, seed=2)
    advance(g, Log())
    decision = g.frames[-1].decisions(g)[0]
    for seat in (None, 0, 1, 2):
        awaiting = view(g, seat)["awaiting"]
        assert awaiting == [{"seat": decision.seat, "prompt": msgspec.to_builtins(decision.prompt)}]
    assert '"OLD"' not in text(view(g, None)["awaiting"])              # no options
    assert str(g.frames[-1].id) not in text(view(g, None)["awaiting"])  # no decision id


# --- hidden information (16.7) -------------------------------------------------------------------------

@pytest.mark.parametrize("n", COUNTS)
def test_t62_hands_and_decks(n):
    """T62: others see '4 in hand, 6 in deck' and no card identity; a seat sees its own 4 hand cards and
    its 6 deck cards as an unordered set; no view holds a deck order or the RNG."""
    g = ready(n, seed=20 + n)
    public = text(view(g, None))
    assert not [card for card in quoted(CHARACTERS + WALL_CARDS) if card in public]   # nothing in hand or deck
    for seat, player in enumerate(g.players):
        shown = view(g, seat)
        assert shown["private"] == {"hand": player.hand, "deck": sorted(player.deck),
                                    "wall_known_top": None, "wall_known_bottom": None, "wall_cards_drawn": []}
        others = text(without_private(shown))
        assert not [card for card in quoted(CHARACTERS + WALL_CARDS) if card in others]
        assert without_private(shown) == {**view(g, None), "me": seat}
        for other in shown["players"]:
            assert (other["hand_count"], other["deck_count"]) == (4, 6)
    for seat in (None, *range(n)):
        shown = text(view(g, seat))
        assert "rng" not in shown and str(g.rng.state) not in shown and "next_id" not in shown
        assert "unused" not in shown


def test_t63_wall_cards_known_to_their_owner_only():
    """A card put back on top / at the bottom of a wall deck (6.4) is shown to its owner alone."""
    g = ready(3)
    red = g.players[1]
    red.wall_known_top, red.wall_known_bottom = red.wall_deck[-1], red.wall_deck[0]
    assert invariants(g) == []
    assert view(g, 1)["private"]["wall_known_top"] == red.wall_deck[-1]
    assert view(g, 1)["private"]["wall_known_bottom"] == red.wall_deck[0]
    for seat in (None, 0, 2):
        shown = text(view(g, seat))
        assert f'"{red.wall_deck[-1]}"' not in shown and f'"{red.wall_deck[0]}"' not in shown
        assert view(g, seat)["players"][1]["wall_deck_count"] == 12


def test_t63_wall_cards_drawn_while_rebuilding():
    """D18/D19: the 3 wall cards drawn are the drawer's alone (its view lists them, nobody else's does);
    they still count among its 12; scrambling its secrets changes them, nobody else's view."""
    from engine.ezra_nehemiah.walls import WallCardPick

    g = ready(3)
    red = g.players[1]
    drawn = [red.wall_deck.pop() for _ in range(3)]
    question = WallCardPick(seat=1, space="W10", cards=drawn)
    g.frames.append(question)
    assert invariants(g) == []
    assert view(g, 1)["private"]["wall_cards_drawn"] == drawn
    for seat in (None, 0, 2):
        shown = text(view(g, seat))
        assert not [card for card in quoted(drawn) if card in shown]
        assert view(g, seat)["awaiting"][0]["seat"] == 1
    scrambled = deepcopy(g)                        # (the setup's state type holds no wall questions)
    scramble_secrets(scrambled, 1)
    assert invariants(scrambled) == []
    assert view(scrambled, 1)["private"]["wall_cards_drawn"] != drawn
    assert all(view(scrambled, seat) == view(g, seat) for seat in (None, 0, 2))
    question.cards = [drawn[0], drawn[0], drawn[2]]
    assert broken(g, "red's wall cards")


@pytest.mark.parametrize("n", COUNTS)
def test_t65_unused_components_in_no_view(n):
    """T65: the unused scroll tiles (2 gold and 13 wood) and the undealt development tiles appear in no
    view, during the setup questions and after them."""
    g = start(n, {}, seed=40 + n)
    assert len(g.unused_scrolls) == 15 and len(g.unused_tiles) == 20 - 5 * n
    for state in (g, ready(n, seed=40 + n)):
        hidden = quoted(state.unused_scrolls + state.unused_tiles)
        for seat in (None, *range(n)):
            shown = text(view(state, seat))
            assert not [tile for tile in hidden if tile in shown]
        # the dealt ones are public
        public = text(view(state, None))
        assert all(f'"{tile.scroll}"' in public for row in state.board.scrolls for tile in row)
        assert all(f'"{tile.tile}"' in public for player in state.players for tile in player.dev.values())


def test_t66_solo_decks():
    """T66: at the setup no focus or planning card is shown, 10 and 6 are in the decks; after the
    Opponent's 3rd turn every view shows the 3 revealed focus cards (the latest last), 'focus deck: 7',
    the 3 revealed planning cards and 'planning deck: 3'; neither deck's order is in any view."""
    g = ready(1)
    for seat in (None, 0):
        opponent = view(g, seat)["opponent"]
        assert (opponent["focus_shown"], opponent["focus_deck_count"]) == ([], 10)
        assert (opponent["planning_shown"], opponent["planning_deck_count"]) == ([], 6)
        assert opponent["colour"] == "red" and opponent["side"] == "A" and opponent["wall_deck_count"] == 12
        shown = text(view(g, seat))
        assert not [card for card in quoted(FOCUS + PLANNING + WALL_CARDS) if card in shown]
    assert view(g, None)["shofar"] == OPPONENT and view(g, None)["active"] == OPPONENT
    opponent = g.opponent
    for _ in range(3):                                   # three Opponent turns' reveals
        opponent.focus_shown.append(opponent.focus_deck.pop())
        opponent.planning_shown.append(opponent.planning_deck.pop())
    assert invariants(g) == []
    for seat in (None, 0):
        shown = view(g, seat)["opponent"]
        assert shown["focus_shown"] == opponent.focus_shown and shown["focus_shown"][-1] == opponent.focus_shown[2]
        assert shown["focus_deck_count"] == 7
        assert shown["planning_shown"] == opponent.planning_shown and shown["planning_deck_count"] == 3
        body = text(view(g, seat))
        assert not [card for card in quoted(opponent.focus_deck + opponent.planning_deck) if card in body]


# --- scramble_secrets -------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", COUNTS)
def test_scrambling_a_seat_changes_no_other_view(n):
    """As fuzzing checks it (engine/fuzz.py): scrambling seat s's secrets leaves every other seat's view
    and the public view as they were, and the invariants true; s's own private part does change."""
    for g in (start(n, {}, seed=60 + n), ready(n, seed=60 + n)):
        g.players[0].wall_known_top = g.players[0].wall_deck[-1]
        g.players[-1].wall_known_bottom = g.players[-1].wall_deck[0]
        before = {seat: view(g, seat) for seat in (None, *range(n))}
        for s in range(n):
            scrambled = copy(g)
            scramble_secrets(scrambled, s)
            assert invariants(scrambled) == []
            for seat in (None, *range(n)):
                if seat != s:
                    assert view(scrambled, seat) == before[seat], (s, seat)
            mine = view(scrambled, s)
            assert without_private(mine) == without_private(before[s])
            assert mine["private"]["hand"] != before[s]["private"]["hand"]
            assert mine["private"]["deck"] != before[s]["private"]["deck"]
            assert len(mine["private"]["hand"]) == 4 and len(mine["private"]["deck"]) == 6
            # what nobody knows: the deck orders, the unused components, the RNG
            assert scrambled.rng != g.rng
            for old, new in zip(g.players, scrambled.players):
                assert old.wall_deck != new.wall_deck and sorted(old.wall_deck) == sorted(new.wall_deck)
            assert scrambled.unused_scrolls != g.unused_scrolls
            assert sorted(scrambled.unused_scrolls) == sorted(g.unused_scrolls)
            if n == 1:
                assert scrambled.opponent.focus_deck != g.opponent.focus_deck
                assert sorted(scrambled.opponent.planning_deck) == sorted(g.opponent.planning_deck)
            if n < 4:                                  # 4 players: every tile is dealt
                assert scrambled.unused_tiles != g.unused_tiles
                assert sorted(scrambled.unused_tiles) == sorted(g.unused_tiles)


def test_scrambling_keeps_known_wall_cards_where_they_are():
    """A wall card its owner put back stays on top / at the bottom when another seat's secrets are
    scrambled, and changes (still on top) when the owner's are."""
    g = ready(2)
    me = g.players[1]
    me.wall_known_top, me.wall_known_bottom = me.wall_deck[-1], me.wall_deck[0]
    other = copy(g)
    scramble_secrets(other, 0)
    assert (other.players[1].wall_known_top, other.players[1].wall_known_bottom) == (me.wall_known_top,
                                                                                    me.wall_known_bottom)
    assert other.players[1].wall_deck[-1] == me.wall_known_top and other.players[1].wall_deck[0] == me.wall_known_bottom
    own = copy(g)
    scramble_secrets(own, 1)
    mine = own.players[1]
    assert mine.wall_known_top != me.wall_known_top and mine.wall_known_top == mine.wall_deck[-1]
    assert mine.wall_known_bottom != me.wall_known_bottom and mine.wall_known_bottom == mine.wall_deck[0]
    assert invariants(own) == [] and invariants(other) == []


def test_scrambling_a_seat_with_an_empty_deck():
    g = ready(2)
    player = g.players[0]
    player.hand += player.deck
    player.deck = []
    assert invariants(g) == []
    scrambled = copy(g)
    scramble_secrets(scrambled, 0)
    assert invariants(scrambled) == [] and len(scrambled.players[0].hand) == 10
    assert view(scrambled, 1) == view(g, 1) and view(scrambled, None) == view(g, None)


# --- invariants (16.6) -----------------------------------------------------------------------------------

@pytest.mark.parametrize("n", COUNTS)
def test_invariants_hold_after_setup_and_scrambling(n):
    g = start(n, {}, seed=80 + n)
    assert invariants(g) == []
    g = gatekeepers_placed(g)
    assert invariants(g) == []
    for s in range(n):
        scrambled = copy(g)
        scramble_secrets(scrambled, s)
        assert invariants(scrambled) == []


@pytest.mark.parametrize("phase", PHASES[1:])
def test_invariants_in_every_phase(phase):
    g = ready(3)
    g.phase = phase
    g.over = phase == "over"
    assert invariants(g) == []
    g.over = not g.over
    assert any("game-over flag" in problem for problem in invariants(g))


def broken(g, problem: str) -> bool:
    return any(problem in found for found in invariants(g))


@pytest.mark.parametrize("n", COUNTS)
def test_invariants_notice_what_breaks(n):
    g = ready(n)
    lost = copy(g)
    lost.players[0].workers.main -= 1                       # a worker lost
    assert broken(lost, "has 15 workers")
    twice = copy(g)
    twice.players[-1].hand[0] = twice.players[-1].deck[0]  # a character card twice, another gone
    assert broken(twice, "character cards")
    poor = copy(g)
    poor.players[0].coins = -1
    assert broken(poor, "has -1 coins")
    wall = copy(g)
    wall.players[0].wall_deck.append(wall.players[0].wall_deck[0])
    assert broken(wall, "wall cards")
    known = copy(g)
    known.players[0].wall_known_top = known.players[0].wall_deck[0]
    assert broken(known, "on top of its wall deck")
    unused = copy(g)
    unused.unused_scrolls.pop()
    assert broken(unused, "scroll tiles")
    piles = copy(g)
    player = piles.players[0]
    player.piles[0] += [player.hand.pop(), player.hand.pop()]  # two cards played on day 1
    assert broken(piles, "cards on its piles")
    if n == 1:
        focus = copy(g)
        focus.opponent.focus_shown.append(focus.opponent.focus_deck[0])
        assert broken(focus, "focus cards")
        gold = copy(g)
        gold.opponent.gold = -2
        assert broken(gold, "gold")
        merchant = copy(g)
        merchant.opponent.workers.main -= 1
        merchant.opponent.workers.merchants.append(1)
        assert broken(merchant, "the Opponent has merchants")


def test_storage_limit_between_turns():
    """16.6 (10): between turns nobody with an undeveloped guard tile holds more cubes than its storage
    limit; not while the storage question (D30) is pending, nor during a turn, nor with a developed tile."""
    g = ready(2)
    player = g.players[1]
    limit = CONTENT.tile[player.dev["guard"].tile].storage
    player.cubes["stone"] += limit + 1 - sum(player.cubes.values())
    assert broken(g, "storage limit")
    pending = copy(g)
    pending.frames.append(Discard(seat=1, left=1, total=1))
    assert not broken(pending, "storage limit") and invariants(pending) == []
    during = copy(g)
    card = during.players[0].hand.pop()
    during.players[0].piles[0].append(card)
    during.turn = TurnState(seat=0, card=card, pile=0)
    assert invariants(during) == []
    fresh = copy(g)
    fresh.turn = TurnState(seat=0)                          # a turn where nothing is done yet
    assert broken(fresh, "storage limit")
    developed = copy(g)
    developed.players[1].dev["guard"].developed = True
    assert invariants(developed) == []
    player.cubes["stone"] -= 1
    assert invariants(g) == []


# --- events: what is drawn is named only privately (T62, T63, T66) ------------------------------------

def _events_of_a_game(players: int, seed: int):
    import engine
    from engine.agents import random_agent
    agent = random_agent("ezra_nehemiah", seed)
    state, events = engine.new_game_with_events("ezra_nehemiah", players, seed=seed)
    seen = list(events)
    while engine.pending(state):
        decision = engine.pending(state)[0]
        state, events = engine.act(state, decision.seat, agent.choose(state, decision))
        seen += events
    return seen


def _ids_in(message) -> set[str]:
    """Every content id named anywhere in a message, its nested messages included."""
    text = msgspec.json.encode(message).decode()
    ids = {card.id for card in CONTENT.characters} | {card.id for card in CONTENT.wall_cards}
    return {found for found in ids if f"-{found}\"" in text or f"\"{found}\"" in text}


@pytest.mark.parametrize("players, seed", [(1, 3), (3, 4)])
def test_t62_t63_t66_draws_and_reshuffles_are_barriers_and_name_cards_privately(players, seed):
    events = _events_of_a_game(players, seed)
    draws = [e for e in events if e.public.key == "ezra_nehemiah-ev-draw"]
    wall_draws = [e for e in events if e.public.key == "ezra_nehemiah-ev-wall-draw"]
    assert draws and wall_draws
    for event in draws + wall_draws:
        assert event.barrier and event.seat is not None
        assert not _ids_in(event.public), event.public           # "Red draws a character card"
        assert _ids_in(event.private)                            # only Red's own event names it
    for event in [e for e in events if e.public.key == "ezra_nehemiah-ev-wall-return"]:
        assert not _ids_in(event.public) and len(_ids_in(event.private)) == 2   # the top and the bottom card
    for event in [e for e in events if e.public.key == "ezra_nehemiah-ev-wall"]:
        assert len(_ids_in(event.public)) == 1                   # the placed card is public
    reshuffles = [e for e in events if e.public.key in ("ezra_nehemiah-ev-reshuffle",
                                                        "ezra_nehemiah-ev-opponent-reshuffle",
                                                        "ezra_nehemiah-ev-opp-focus", "ezra_nehemiah-ev-opp-planning")]
    assert all(e.barrier for e in reshuffles)
    if players == 1:
        assert {e.public.key for e in reshuffles} >= {"ezra_nehemiah-ev-opponent-reshuffle",
                                                      "ezra_nehemiah-ev-opp-focus"}
