"""Stateless components. Their custom ids carry the game id, and for a choice the id of the question
it answers and the option it shows, so buttons keep working after a restart; a component of an
earlier moment (another question, an option no longer offered, a game undone since) is answered
politely as stale and plays nothing.

    tbl:<action>:<game>                     join, leave, start, play, hand, board, abandon, resign
                                            (those two confirm), wait, seatbot (a time-out's choices)
    tbl:opt:<game>:<decision>:<option>      one option of a decision (button): its option id, or
                                            "#" and a digest when the id is too long for Discord
    tbl:choose:<game>:<decision>            a select menu; its values are option ids (amounts: numbers)
    tbl:num:<game>:<decision>               an amount: opens a small form
    tbl:pick:... / tbl:menu:...             choices of earlier versions (by position): always stale
    tbl:guide:<game>:<index>:<move>         under a private rules page (index from 0): prev / next
                                            show the page before / after in the same message,
                                            share posts this page for everybody (without buttons)

The items (`discord.ui.DynamicItem`: they read their custom ids back and handle the clicks) and the
views that carry them (`prompt_view`, `action_view`, `guide_view`) are built here; deliver.py puts the
views on its messages. A callback answers through the client (`interaction.client`, app.TableBot): its
`service`, and the delivery of the service's replies (`answer`, `turn_page`, `refuse_if_cannot_post`,
`thread_opener`: deliver.py's, which this module does not import, as deliver.py imports it).
"""
from __future__ import annotations

import hashlib
import logging
import re

import discord

from ..replies import GuidePage, Prompt
from . import limits
from .bridge import place_of, user_of
from .errors import guarded

log = logging.getLogger(__name__)

ACTIONS = ("join", "leave", "start", "addbot", "removebot", "play", "hand", "board", "abandon", "resign", "wait", "seatbot")
STYLES = {"join": discord.ButtonStyle.success, "start": discord.ButtonStyle.primary,
          "play": discord.ButtonStyle.primary, "abandon": discord.ButtonStyle.danger,
          "resign": discord.ButtonStyle.danger, "seatbot": discord.ButtonStyle.primary}
PRIVATE = ("play", "hand", "board")           # answered privately: acknowledged with "thinking…"
SETTLED = ("abandon", "resign", "wait", "seatbot")   # once done, the message's buttons are taken away
MAX_BUTTONS = limits.ROW_BUTTONS      # one row of buttons; longer lists become a select menu
BUTTON_LABEL = limits.BUTTON_LABEL    # Discord refuses a longer button label; a menu entry holds 100


async def _game_matches(interaction: discord.Interaction, game: int) -> bool:
    """The component belongs to this channel's current game (or its last one, to look at)."""
    storage = interaction.client.service.storage
    current = await storage.open_game(str(interaction.channel_id)) or await storage.latest_game(
        str(interaction.channel_id))
    return current is not None and current.id == game


class ActionButton(discord.ui.DynamicItem[discord.ui.Button], template=r"tbl:(?P<action>[a-z]+):(?P<game>\d+)"):
    def __init__(self, action: str, game: int, label: str) -> None:
        super().__init__(discord.ui.Button(label=label, custom_id=f"tbl:{action}:{game}",
                                           style=STYLES.get(action, discord.ButtonStyle.secondary)))
        self.action, self.game = action, game

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str], /):
        if match["action"] not in ACTIONS:
            raise ValueError(match["action"])
        return cls(match["action"], int(match["game"]), item.label or match["action"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        # acknowledged first: the private answers "think" in a placeholder the answer replaces; the
        # others edit (or leave) the message whose button was pressed
        await interaction.response.defer(ephemeral=True, thinking=True) if self.action in PRIVATE \
            else await interaction.response.defer()
        client, user, place = interaction.client, user_of(interaction), place_of(interaction)
        service = client.service
        if not await _game_matches(interaction, self.game):
            await client.answer(interaction, await service.stale(place, user))
            return
        if self.action not in PRIVATE and await client.refuse_if_cannot_post(interaction):
            return
        handlers = {
            "join": lambda: service.join(place, user),
            "leave": lambda: service.leave(place, user),
            "start": lambda: service.start(place, user, open_thread=client.thread_opener(interaction)),
            "addbot": lambda: service.add_bot(place, user),
            "removebot": lambda: service.remove_bot(place, user),
            "play": lambda: service.prompt(place, user),
            "hand": lambda: service.hand(place, user),
            "board": lambda: service.board(place, user, private=True),   # /game board posts for all
            "abandon": lambda: service.abandon(place, user, confirm=True),
            "resign": lambda: service.resign(place, user, confirm=True),
            "wait": lambda: service.timeout_choice(place, user, "wait"),
            "seatbot": lambda: service.timeout_choice(place, user, "bot"),
        }
        replies = await handlers[self.action]()
        if self.action in SETTLED and replies and replies[0].ok:   # answered: no second press
            await _retire(interaction)
        await client.answer(interaction, replies)


async def _retire(interaction: discord.Interaction) -> None:
    """Take the buttons away from the message whose component was used (deferred as an update:
    the interaction's original message is that message), keeping its text."""
    try:
        await interaction.edit_original_response(view=None)
    except discord.HTTPException:
        pass


CUSTOM_ID_LIMIT = limits.CUSTOM_ID


def _digest(option_id: str) -> str:
    return "#" + hashlib.blake2b(option_id.encode(), digest_size=8).hexdigest()


def option_tag(game: int, decision: str, option_id: str) -> str:
    """What a button carries of the option it shows: the id itself when the custom id has room."""
    fits = len(f"tbl:opt:{game}:{decision}:{option_id}") <= CUSTOM_ID_LIMIT
    return option_id if fits and not option_id.startswith("#") else _digest(option_id)


class _ChoiceBase:
    async def _play(self, interaction: discord.Interaction, game: int, decision: str, pick, *,
                    typed: bool = False) -> None:
        """Play `pick(prompt)` if the user's current question is the one the component showed;
        `pick` raises LookupError or ValueError when its option is not offered any more (`typed`:
        it returns what the player typed, read as the service reads typed answers)."""
        client, user, place = interaction.client, user_of(interaction), place_of(interaction)
        service = client.service
        if await client.refuse_if_cannot_post(interaction):
            return
        if not await _game_matches(interaction, game):
            await client.answer(interaction, await service.stale(place, user))
            return
        [current] = await service.prompt(place, user)
        prompt = current.prompt
        if prompt is None or prompt.decision != decision:
            await client.answer(interaction, await service.stale(place, user))
            return
        try:
            choice = pick(prompt)
        except (LookupError, ValueError):
            await client.answer(interaction, await service.stale(place, user))
            return
        replies = await service.play(place, user, choice, decision, typed=typed)
        if replies and replies[0].ok:   # the old question is answered: take its buttons away
            await _retire(interaction)
        await client.answer(interaction, replies)


def _offered(prompt: Prompt, option_id: str) -> str:
    if not any(choice.id == option_id for choice in prompt.choices):
        raise LookupError(option_id)
    return option_id


class OptionButton(_ChoiceBase, discord.ui.DynamicItem[discord.ui.Button],
                   template=r"tbl:opt:(?P<game>\d+):(?P<decision>[0-9.]+):(?P<option>.+)"):
    def __init__(self, game: int, decision: str, tag: str, label: str) -> None:
        super().__init__(discord.ui.Button(label=limits.clip(label, BUTTON_LABEL),
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=f"tbl:opt:{game}:{decision}:{tag}"))
        self.game, self.decision, self.tag = game, decision, tag

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str], /):
        return cls(int(match["game"]), match["decision"], match["option"], item.label or "?")

    def _option(self, prompt: Prompt) -> str:
        if not self.tag.startswith("#"):
            return _offered(prompt, self.tag)
        return next(c.id for c in prompt.choices if _digest(c.id) == self.tag)  # StopIteration: stale

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        await self._play(interaction, self.game, self.decision, self._option)


class MenuSelect(_ChoiceBase, discord.ui.DynamicItem[discord.ui.Select],
                 template=r"tbl:choose:(?P<game>\d+):(?P<decision>[0-9.]+)"):
    def __init__(self, game: int, decision: str, prompt: Prompt | None = None) -> None:
        select = discord.ui.Select(custom_id=f"tbl:choose:{game}:{decision}", placeholder="…")
        if prompt is not None:
            select.placeholder = limits.clip(prompt.text, limits.SELECT_PLACEHOLDER)
            if prompt.kind == "amount":
                for value in range(prompt.min, prompt.max + 1):
                    select.add_option(label=str(value), value=str(value))
            else:
                for choice in prompt.choices[:25]:
                    select.add_option(label=limits.clip(choice.label, limits.SELECT_OPTION_TEXT), value=choice.id,
                                      description=limits.clip(choice.hint, limits.SELECT_OPTION_TEXT) or None)
                if prompt.kind == "many":
                    select.min_values = prompt.min
                    select.max_values = min(prompt.max, len(select.options))
        super().__init__(select)
        self.game, self.decision = game, decision

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str], /):
        return cls(int(match["game"]), match["decision"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        values = list(self.item.values)

        def pick(prompt: Prompt):
            if prompt.kind == "amount":
                return int(values[0])
            chosen = [_offered(prompt, value) for value in values]
            return chosen if prompt.kind == "many" else chosen[0]

        await self._play(interaction, self.game, self.decision, pick)


class RetiredChoice(discord.ui.DynamicItem[discord.ui.Item],
                    template=r"tbl:(?:pick|menu):\d+:[^:]+(?::.*)?"):
    """A choice made by an earlier version of the bot (it answered by position in the list): it
    may not mean today what it showed then, so it only ever says "stale"."""

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str], /):
        return cls(item)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        client, user, place = interaction.client, user_of(interaction), place_of(interaction)
        await client.answer(interaction, await client.service.stale(place, user))


class AmountForm(discord.ui.Modal):
    """The small form of a large amount. What is typed is checked on submission against the
    question open then: another question since is "an earlier moment", a wrong number is refused
    with the range it must be in."""

    def __init__(self, button: "NumberButton", title: str, bounds: str) -> None:
        super().__init__(title=limits.clip(title or "…", limits.MODAL_TITLE), timeout=600)
        self.button = button
        self.number = discord.ui.TextInput(label=limits.clip(bounds or "…", limits.TEXT_INPUT_LABEL),
                                           max_length=AMOUNT_DIGITS)
        self.add_item(self.number)

    @guarded
    async def on_submit(self, interaction: discord.Interaction) -> None:
        # an update of the question's message (a form opened from a button): once answered, the
        # question loses its buttons; a refusal comes as a private message of its own
        await interaction.response.defer()
        text = self.number.value.strip()
        await self.button._play(interaction, self.button.game, self.button.decision, lambda prompt: text,
                                typed=True)


AMOUNT_DIGITS = 6      # the form takes at most this many characters (amounts are far smaller)


class NumberButton(_ChoiceBase, discord.ui.DynamicItem[discord.ui.Button],
                   template=r"tbl:num:(?P<game>\d+):(?P<decision>[0-9.]+)"):
    def __init__(self, game: int, decision: str, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=limits.clip(label, BUTTON_LABEL),
                                           style=discord.ButtonStyle.primary,
                                           custom_id=f"tbl:num:{game}:{decision}"))
        self.game, self.decision = game, decision

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str], /):
        return cls(int(match["game"]), match["decision"], item.label or "…")

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        # The form is the answer, and it must come within Discord's 3 seconds: it is made from the
        # message the button is under (the question's text; the button's label is the range), with
        # no database read. The submission is checked against the question open then.
        question = interaction.message.content if interaction.message is not None else ""
        await interaction.response.send_modal(AmountForm(self, question.split("\n")[0], self.item.label or ""))


GUIDE_MOVES = {"prev": -1, "next": 1, "share": 0}
GUIDE_LABELS = {"prev": "previous", "next": "next", "share": "share"}    # service.labels' keys


class GuideButton(discord.ui.DynamicItem[discord.ui.Button],
                  template=r"tbl:guide:(?P<game>[a-z0-9_]+):(?P<index>\d+):(?P<move>prev|next|share)"):
    """A button under a private rules page. A guide changed since (fewer pages) makes the service
    refuse the page politely; nothing else depends on when the button was made."""

    def __init__(self, game: str, index: int, move: str, label: str, disabled: bool = False) -> None:
        style = discord.ButtonStyle.primary if move == "share" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=limits.clip(label, BUTTON_LABEL), style=style, disabled=disabled,
                                           custom_id=f"tbl:guide:{game}:{index}:{move}"))
        self.game, self.index, self.move = game, index, move

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str], /):
        return cls(match["game"], int(match["index"]), match["move"], item.label or match["move"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()         # a page turn edits this message; nothing "thinks"
        client, user, place = interaction.client, user_of(interaction), place_of(interaction)
        service = client.service
        if self.move == "share":
            if await client.refuse_if_cannot_post(interaction):
                return
            await client.answer(interaction, await service.rules(place, user, self.game, self.index, share=True))
            return
        index = self.index + GUIDE_MOVES[self.move]
        await client.turn_page(interaction, await service.rules(place, user, self.game, max(index, 0)))


ITEMS = (ActionButton, OptionButton, MenuSelect, NumberButton, RetiredChoice, GuideButton)


def _option_button(prompt: Prompt, choice) -> OptionButton:
    return OptionButton(prompt.game, prompt.decision, option_tag(prompt.game, prompt.decision, choice.id),
                        choice.label)


def uses_buttons(prompt: Prompt) -> bool:
    """A question of a few short choices is asked with buttons (else a menu: 100 characters, uncut)."""
    return prompt.kind == "one" and len(prompt.choices) <= MAX_BUTTONS and all(
        len(choice.label) <= BUTTON_LABEL for choice in prompt.choices)


def prompt_text(prompt: Prompt) -> str:
    """The question; with buttons, which cannot carry a description, each choice's hint below it
    (a menu shows them as its entries' descriptions)."""
    if not uses_buttons(prompt) or not any(choice.hint for choice in prompt.choices):
        return prompt.text
    return prompt.text + "".join(f"\n- **{choice.label}**: {choice.hint}" for choice in prompt.choices
                                 if choice.hint)


def prompt_view(prompt: Prompt) -> discord.ui.View:
    """Components for a private question: buttons for a few choices, a menu for more, a form for
    large amounts."""
    view = discord.ui.View(timeout=None)
    if prompt.kind == "amount":
        for choice in prompt.choices[:MAX_BUTTONS]:   # e.g. "Pass" beside a bid
            view.add_item(_option_button(prompt, choice))
        if prompt.max - prompt.min < 25:
            view.add_item(MenuSelect(prompt.game, prompt.decision, prompt))
        else:
            view.add_item(NumberButton(prompt.game, prompt.decision, f"{prompt.min}-{prompt.max}"))
    elif uses_buttons(prompt):
        for choice in prompt.choices:
            view.add_item(_option_button(prompt, choice))
    elif prompt.choices:
        view.add_item(MenuSelect(prompt.game, prompt.decision, prompt))
    return view


def guide_view(page: GuidePage, labels: dict[str, str]) -> discord.ui.View:
    """Previous / Next (disabled at the ends) and Show everyone, under a private rules page."""
    view = discord.ui.View(timeout=None)
    ends = {"prev": page.index <= 0, "next": page.index >= page.count - 1, "share": False}
    for move, label in GUIDE_LABELS.items():
        view.add_item(GuideButton(page.game, page.index, move, labels.get(label, label), disabled=ends[move]))
    return view


def action_view(game: int, actions: list[str], labels: dict[str, str]) -> discord.ui.View | None:
    if not actions:
        return None
    view = discord.ui.View(timeout=None)
    for action in actions:
        key = action.removesuffix("-confirm")     # e.g. "resign-confirm": the Resign button
        view.add_item(ActionButton(key, game, labels.get(key, key)))
    return view
