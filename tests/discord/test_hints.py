"""An option explains itself at the point of decision: under a question asked with buttons each
choice's one-line hint is in the message, in a menu it is the entry's description."""
from __future__ import annotations

import engine
from bot.replies import Choice, Prompt
from bot.discord_bot.components import prompt_text, prompt_view

from .play import _real
from .test_temple import _question, _state, open_temple


def _menu_descriptions(message) -> dict[str, str]:
    found = {}
    for row in _real(message).components:
        for child in getattr(row, "children", []):
            for option in getattr(child, "options", None) or []:
                found[option.label] = option.description
    return found


async def test_the_concession_cards_explain_themselves(world):
    await open_temple(world)
    state = await _state(world)
    [decision] = engine.pending(state)
    hinted = [o for o in decision.options if o.hint is not None and o.disabled is None]
    assert hinted, "the leader's choice of a concession card carries hints"
    storage = world.bot.service.storage
    seats = await storage.seats((await storage.open_game(str(world.channel.id))).id)
    member = next(m for m in world.users if str(m.id) == next(s.user for s in seats if s.seat == decision.seat))
    question = await _question(world, member)
    text, menu = _real(question).content, _menu_descriptions(question)
    for option in hinted:
        hint = engine_text(option.hint)
        assert hint in text or hint in menu.values(), (hint, text, menu)


def engine_text(message) -> str:
    from bot.text import render
    return render(message, "en", lambda seat: f"#{seat + 1}")


def test_buttons_carry_their_hints_in_the_text_and_menus_as_descriptions():
    few = Prompt(game=1, decision="7", seat=0, kind="one", text="Pick one",
                 choices=[Choice("a", "Alpha", hint="does A"), Choice("b", "Beta")])
    assert prompt_text(few) == "Pick one\n- **Alpha**: does A"
    many = Prompt(game=1, decision="7", seat=0, kind="one", text="Pick one",
                  choices=[Choice(str(i), f"Option {i}", hint=f"hint {i}") for i in range(8)])
    assert prompt_text(many) == "Pick one"
    [menu] = prompt_view(many).children
    assert [o.description for o in menu.item.options] == [f"hint {i}" for i in range(8)]
    plain = Prompt(game=1, decision="7", seat=0, kind="one", text="Pick", choices=[Choice("a", "A")])
    assert prompt_text(plain) == "Pick"
