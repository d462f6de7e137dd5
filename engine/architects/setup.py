"""Setting up (rules/architects.md 3, 13.10, 13.11): decks, display, Black Market piles, reward pile,
seats, starting silver and virtue, side-2 boards (the `advanced` option, chosen with Q02 when
`choose_boards` is on), the Rival, and the building draft (Q01, all players at once and in secret)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.decisions import Decision
from ..core.errors import RuleError
from ..core.frames import Frame, Log
from ..core.messages import Msg
from ..core.rng import Rng
from . import hints as H
from .base import Ask, building_msg, opt
from .content import CONTENT
from .state import Player, Rival, Slot
from .turn import PlayerTurn
from .workshop import put_under

if TYPE_CHECKING:
    from . import ArchitectsState as G


def mode_of(num_players: int, options: dict[str, Any]) -> str:
    """standard (2-5 people), solo (1 person and the Rival), bot2 (2 people and the Rival)."""
    variant = options.get("variant", "standard")
    if num_players == 1:
        if variant == "bot2":
            raise RuleError("bad-option", "architects-error-bot2-players")
        return "solo"
    if variant == "solo":
        raise RuleError("bad-option", "architects-error-solo-players")
    if variant == "bot2" and num_players != CONTENT.rival.modes["bot2"].humans:
        raise RuleError("bad-option", "architects-error-bot2-players")
    return variant


def lay_out(g: "G", num_players: int, options: dict[str, Any], rng: Rng) -> None:
    """Everything but the draft and the boards' choice: called by the game's `setup`."""
    rules = CONTENT.rules
    mode = g.mode
    rival = mode in CONTENT.rival.modes
    seats = num_players + (1 if rival else 0)              # P, the Rival included
    # players: the people first (their index is their engine seat), then the Rival in the next colour
    g.players = [Player(colour=rules.colours[i], workers=rules.workers, virtue=rules.start.virtue)
                 for i in range(seats)]
    if rival:
        g.players[-1].rival = True
        deck = [card.id for card in CONTENT.rival.card]
        rng.shuffle(deck)
        g.rival = Rival(deck=deck, difficulty=options.get("difficulty", CONTENT.rival.default_difficulty))
    # turn order: a random start player, then clockwise; with the Rival the seating itself is random
    if rival:
        g.order = list(range(seats))
        rng.shuffle(g.order)
    else:
        start = rng.below(seats)
        g.order = [(start + k) % seats for k in range(seats)]
    for position, index in enumerate(g.order):
        if not g.players[index].rival or CONTENT.rival.seat_silver:
            g.players[index].silver = rules.start.silver[position]
    # the Black Market: all 10 cards Small side up on the left, the right pile empty
    g.small_pile = [card.id for card in CONTENT.market_cards]
    rng.shuffle(g.small_pile)
    # rewards: 2P + 1 face down, the rest set aside unseen
    rewards = [card.id for card in CONTENT.rewards]
    rng.shuffle(rewards)
    used = CONTENT.reward_pile(seats)
    g.reward_pile, g.rewards_unused = rewards[:used], rewards[used:]
    # apprentices: the display, row A columns 1-4 then row B (G28)
    g.apprentice_deck = [card.id for card in CONTENT.apprentices]
    rng.shuffle(g.apprentice_deck)
    g.display = [[Slot(card=g.apprentice_deck.pop()) for _ in range(rules.display.columns)]
                 for _ in range(rules.display.rows)]
    g.building_deck = [card.id for card in CONTENT.buildings]
    rng.shuffle(g.building_deck)
    g.tax_stand = rules.start.tax_stand
    g.guildhall = [None] * CONTENT.guildhall(seats).spaces
    # advanced: side-2 boards dealt at random unless the players choose them (Q02)
    if options.get("advanced") and not options.get("choose_boards"):
        boards = [board.id for board in CONTENT.boards]
        rng.shuffle(boards)
        for index in g.humans():
            take_board(g, index, boards.pop())
    # the draft packs (the Rival gets none)
    deal = _draft(g).deal
    for index in g.humans():
        g.players[index].draft_pack = [g.building_deck.pop() for _ in range(deal)]


def take_board(g: "G", index: int, board_id: str) -> None:
    """Side 2: its starting virtue replaces 7, its silver modifier adds to the seat's, its items."""
    player = g.players[index]
    board = CONTENT.board[board_id]
    player.board = board_id
    player.virtue = board.virtue
    player.silver = max(CONTENT.rules.side2.min_silver, player.silver + board.silver_modifier)
    for key, amount in board.start.items():
        player.add(key, amount)


def _draft(g: "G"):
    mode = CONTENT.rival.modes.get(g.mode)
    return mode.draft if mode is not None else CONTENT.rules.draft


class BoardPick(Ask):
    """Q02: with `choose_boards`, each person picks a side-2 board, in reverse turn order."""

    def ask(self, g: "G") -> Decision:
        taken = {player.board for player in g.players}
        return Decision("", self.player, Msg("architects-ask-board"),
                        options=[opt(board.id, "architects-opt-board", board=Msg(f"architects-board-{board.id}"),
                                     virtue=board.virtue, silver=board.silver_modifier, hint=H.board_hint(board.id))
                                 for board in CONTENT.boards if board.id not in taken])

    def answer(self, g: "G", seat: int, choice: str, log: Log) -> None:
        g.pop(self)
        take_board(g, self.player, choice)
        log.add("setup", "architects-ev-board", self.player, board=Msg(f"architects-board-{choice}"))
        if not any(isinstance(frame, BoardPick) for frame in g.frames):
            g.phase = "draft"


class Draft(Frame):
    """Q01, secret and simultaneous: keep 1 and pass the rest to the next person clockwise, until
    `keep` cards are kept; the last card of each pack goes under the deck (in player order). A person
    alone (solo) keeps `keep` of the `deal` cards in one answer: the rest go under the deck."""

    stage: int = 0
    ids: list[int] = []

    def awaits(self) -> bool:
        return True

    def pushed(self, g: "G") -> None:
        self.ids = [g.new_id() for _ in g.players]

    def renew(self, g: "G", seat: int) -> None:
        self.ids[seat] = g.new_id()

    def waiting(self, g: "G") -> list[int]:
        return [i for i in g.humans() if len(g.players[i].draft_kept) <= self.stage]

    def decisions(self, g: "G") -> list[Decision]:
        draft = _draft(g)
        alone = len(g.humans()) == 1
        found = []
        for index in self.waiting(g):
            pack = g.players[index].draft_pack
            options = [opt(card, "architects-opt-building", card=building_msg(card), hint=H.building_hint(card))
                       for card in pack]
            if alone:
                under = draft.deal - draft.keep
                found.append(Decision(str(self.ids[index]), index, Msg("architects-ask-draft-solo",
                                      {"count": under}), kind="many", options=options, min=under, max=under,
                                      secret=True))
            else:
                found.append(Decision(str(self.ids[index]), index, Msg("architects-ask-draft", {
                    "pick": self.stage + 1, "picks": draft.keep, "cards": len(pack)}), options=options,
                    secret=True))
        return found

    def answer(self, g: "G", seat: int, choice: Any, log: Log) -> None:
        player = g.players[seat]
        draft = _draft(g)
        if isinstance(choice, list):                       # alone: the cards that go under the deck
            player.draft_kept = [card for card in player.draft_pack if card not in choice]
            player.draft_pack = list(choice)
        else:
            player.draft_pack.remove(choice)
            player.draft_kept.append(choice)
        if self.waiting(g):            # a pick says nothing to the table until everybody has picked
            return
        humans = g.humans()
        self.stage = len(g.players[humans[0]].draft_kept)
        if self.stage < draft.keep:
            self._pass(g)
            log.add("draft", "architects-ev-draft-passed", None, pick=self.stage, picks=draft.keep)
            return
        g.pop(self)
        for index in humans:
            player = g.players[index]
            put_under(g, player.draft_pack)
            player.hand, player.draft_pack, player.draft_kept = player.draft_kept, [], []
        g.phase = "play"
        log.add("draft", "architects-ev-draft-done", None, barrier=True)

    def _pass(self, g: "G") -> None:
        """Each pack goes to the next person clockwise (the Rival is skipped)."""
        humans = [i for i in g.order if not g.players[i].rival]
        packs = {i: g.players[i].draft_pack for i in humans}
        for position, index in enumerate(humans):
            receiver = humans[(position + 1) % len(humans)]
            g.players[receiver].draft_pack = packs[index]


def first_frames(g: "G", options: dict[str, Any]) -> list[Frame]:
    """The frames setup pushes, bottom first: the first turn, the draft, the boards' choice."""
    frames: list[Frame] = [PlayerTurn(player=g.order[0]), Draft()]
    if options.get("advanced") and options.get("choose_boards"):
        g.phase = "boards"
        people = [i for i in g.order if not g.players[i].rival]
        frames.extend(BoardPick(player=index) for index in people)    # the last one pushed picks first
    return frames
