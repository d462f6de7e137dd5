"""Driving a game the way people do: buttons under the board, the private question, its choices."""
from __future__ import annotations


def _real(message):
    """simcord's ResponseMessage wraps a discord.Message; read components from the latter."""
    return message.message if type(message).__name__ == "ResponseMessage" else message


def buttons(message) -> dict[str, str]:
    """custom_id -> label of every button of a message."""
    message = _real(message)
    found = {}
    for row in message.components:
        for child in getattr(row, "children", []):
            custom_id = getattr(child, "custom_id", None)
            if custom_id:
                found[custom_id] = getattr(child, "label", None) or ""
    return found


def selects(message) -> list:
    message = _real(message)
    return [child for row in message.components for child in getattr(row, "children", [])
            if getattr(child, "options", None) is not None and getattr(child, "custom_id", "")]


def latest_board(channel):
    for message in reversed([m for m in channel.history() if not m.flags.ephemeral]):
        if any(cid.startswith("tbl:play:") or cid.startswith("tbl:board:") for cid in buttons(message)):
            return message
    return None


async def awaited(world):
    """The simulated members whose decision the channel's game awaits."""
    storage = world.bot.service.storage
    game = await storage.open_game(str(world.channel.id))
    if game is None:
        return []
    seats = {s.seat: s.user for s in await storage.seats(game.id)}
    ids = {seats[seat] for seat in game.awaiting}
    return [u for u in world.users if str(u.id) in ids]


async def answer_prompt(member, prompt_message, pick=0):
    """Answer a private question: click a choice button, or choose in its menu. `pick` is an index
    (clamped) or a random.Random to choose with."""
    choice_buttons = [cid for cid in buttons(prompt_message) if cid.startswith(("tbl:opt:", "tbl:num:"))]
    choose = (lambda items: pick.choice(items)) if hasattr(pick, "choice") else (
        lambda items: items[min(pick, len(items) - 1)])
    if choice_buttons:
        return await member.click(prompt_message, custom_id=choose(choice_buttons))
    [menu] = selects(prompt_message)
    option = choose(menu.options)
    return await member.select(prompt_message, [option.value], custom_id=menu.custom_id)


async def take_turn(world, member, pick=0, board=None):
    """Press Play under the latest board, then answer the private question."""
    board = board or latest_board(world.channel)
    [play_id] = [cid for cid in buttons(board) if cid.startswith("tbl:play:")]
    shown = await member.click(board, custom_id=play_id)
    question = private_message(shown)
    assert question is not None and question.ephemeral, "the question is private"
    return shown, await answer_prompt(member, question, pick)


def modal_inputs(modal: dict) -> list[str]:
    """The custom ids of a form's text inputs (in rows, or in labels)."""
    found = []
    for row in modal.get("components", []):
        for child in row.get("components", [row.get("component") or row]):
            if child.get("custom_id"):
                found.append(child["custom_id"])
    return found


def private_message(result):
    """The ephemeral answer of an interaction (its edited response, else its first follow-up)."""
    if result.response is not None:
        return result.response
    return result.followups[0] if result.followups else None


def private_texts(result) -> list[str]:
    found = [m.content for m in ([result.response] if result.response else []) + result.followups
             if m.ephemeral]
    return found


async def answer_least(world, member):
    """Press Play and answer an amount question with its least amount (a button, or the form)."""
    board = latest_board(world.channel)
    shown = await member.click(board, custom_id=next(c for c in buttons(board) if c.startswith("tbl:play:")))
    question = private_message(shown)
    labels = buttons(question)
    if any(c.startswith("tbl:opt:") for c in labels) or not any(c.startswith("tbl:num:") for c in labels):
        await answer_prompt(member, question, pick=0)
        return
    form = await member.click(question, custom_id=next(c for c in labels if c.startswith("tbl:num:")))
    field = form.modal["components"][0]["components"][0]["custom_id"]
    await member.submit_modal(form, {field: "0"})


def is_board(message) -> bool:
    """A board post (its picture is the board), not an after-game file such as the replay."""
    return any(a.filename.startswith("board-") for a in _real(message).attachments)


def final_board(messages):
    """The game's final board among posted messages; the animated replay follows it at once."""
    boards = [m for m in messages if is_board(m)]
    final = boards[-1]
    after = messages[messages.index(final) + 1:]
    assert after and after[0].attachments[0].filename.endswith("-replay.gif"), "the replay follows the end"
    return final
