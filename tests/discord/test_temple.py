"""The Temple on Discord: a bid offers a Pass button beside the amount, market declarations are public
and in turn (or, with the `sealed_market` variant, sealed questions stay private), and a whole round
runs with a fresh board picture after every step."""
from __future__ import annotations

import pytest

import engine

from .play import answer_prompt, awaited, buttons, latest_board, private_message


async def open_temple(world, variant=None):
    alice, bob, cyd = world.users
    await alice.slash(world.channel, "game new", game="temple", thread="off",
                      **({"variant": variant} if variant else {}))
    await bob.slash(world.channel, "game join")
    await cyd.slash(world.channel, "game join")
    lobby = next(m for m in world.public() if any(c.startswith("tbl:start:") for c in buttons(m)))
    await alice.click(lobby, custom_id=next(c for c in buttons(lobby) if c.startswith("tbl:start:")))


async def _state(world):
    game = await world.bot.service.storage.open_game(str(world.channel.id))
    return engine.loads(game.state)


async def _question(world, member):
    board = latest_board(world.channel)
    shown = await member.click(board, custom_id=next(c for c in buttons(board) if c.startswith("tbl:play:")))
    question = private_message(shown)
    assert question is not None and question.ephemeral
    return question


@pytest.mark.slow
@pytest.mark.parametrize("variant", [None, "sealed_market"])
async def test_a_temple_round_on_discord(world, variant):
    await open_temple(world, variant)
    assert [m for m in world.public() if m.attachments], "the first board picture"
    assert (await _state(world)).options["sealed_market"] is (variant == "sealed_market")
    saw_pass = saw_sealed = saw_in_turn = False
    steps, expected_boards = 0, 1
    while (state := await _state(world)).round == 1:
        [member, *_] = await awaited(world)
        storage = world.bot.service.storage
        seats = await storage.seats((await storage.open_game(str(world.channel.id))).id)
        seat = next(s.seat for s in seats if s.user == str(member.id))
        decision = next(d for d in engine.pending(state) if d.seat == seat)
        question = await _question(world, member)
        labels = buttons(question)
        if decision.prompt.key in ("temple-ask-first-bid", "temple-ask-bid"):
            pass_button = next(cid for cid, label in labels.items() if label == "Pass")
            await member.click(question, custom_id=pass_button)
            saw_pass = True
        elif decision.prompt.key.startswith(("temple-ask-sell-", "temple-ask-buy-")):
            assert not decision.secret
            saw_in_turn = True
            await answer_prompt(member, question, pick=0)           # declare 0 from the menu
        elif decision.secret:
            saw_sealed = True
            before = [m.content for m in world.public()]
            await answer_prompt(member, question, pick=0)           # declare 0 from the menu
            after = [m.content for m in world.public()]
            changed = [new for old, new in zip(before, after) if old != new]
            assert all("answered. Waiting for" in text for text in changed)   # only the step's status line
        elif any(c.startswith("tbl:num:") for c in labels) and not any(
                c.startswith("tbl:opt:") for c in labels):
            form = await member.click(question, custom_id=next(c for c in labels if c.startswith("tbl:num:")))
            field = form.modal["components"][0]["components"][0]["custom_id"]
            await member.submit_modal(form, {field: str(decision.min)})
        else:
            await answer_prompt(member, question, pick=0)
        steps += 1
        expected_boards += engine.moment(state) != engine.moment(await _state(world))
        assert steps < 200
    assert saw_pass and saw_sealed == (variant == "sealed_market") and saw_in_turn == (variant is None)
    if variant is None:                 # each completed declaration is announced with the totals
        assert any("offers nothing. Offered so far:" in m.content for m in world.public())
    boards = [m for m in world.public() if m.attachments]
    assert len(boards) == expected_boards < steps / 2, "a board picture per phase, auction or market step"
