"""The links the bot offers (the table's page, one's private screen) and the private screen behind a
signed link: valid, expired, tampered, for another seat or game, for a seat that changed hands."""
from __future__ import annotations

import io
import re

import pytest

from bot.console import Console
from bot.web import links
from tests.bot.conftest import ALICE, BOB, CYD, DAN, HERE

from .conftest import BASE

OTHER = HERE.__class__(channel="chan-2", guild="guild-1")


def link_in(text: str) -> str:
    [url] = re.findall(re.escape(BASE) + r"(/t/[0-9a-f]{32}/hand/\S+)", text)
    return url


async def hand_link(web, user) -> str:
    [reply] = await web.service.hand(HERE, user)
    assert reply.private and reply.user == user.id
    return link_in(reply.text)


async def test_the_lobby_the_first_board_and_game_board_link_to_the_table(web_both):
    web = web_both
    path = await web.path()
    [board] = await web.service.board(HERE, ALICE)
    assert f"{BASE}{path}" in board.text
    web.service.web_url = None                         # no BOT_PUBLIC_URL: no link
    [board] = await web.service.board(HERE, ALICE)
    assert "/t/" not in board.text
    web.service.web_url = BASE
    await web.service.create(OTHER, ALICE, "nehemiah")
    [lobby] = await web.service.join(OTHER, BOB)
    other = await web.path(OTHER)
    assert f"{BASE}{other}" in lobby.text and other != path
    first = (await web.service.start(OTHER, ALICE, [ALICE.id, BOB.id]))[0]
    assert first.kind == "board" and f"{BASE}{other}" in first.text


async def test_a_valid_private_link_shows_that_seat_only(web_both):
    web = web_both
    path = await web.path()
    address = await hand_link(web, BOB)
    assert address.startswith(f"{path}/hand/")
    response = await web.client.get(address)
    page = await response.text()
    assert response.status == 200 and "Bob’s screen" in page
    assert response.headers["Cache-Control"] == "no-store, private"
    [hand] = await web.service.hand(HERE, BOB)
    first_words = hand.text.split("\n")[0].replace("**", "")[:20]
    assert first_words.split(":")[0] in page
    picture = await web.client.get(f"{address}/screen.png")
    assert picture.status == 200 and picture.content_type == "image/png"
    assert picture.headers["Cache-Control"] == "no-store, private" and "ETag" not in picture.headers
    assert "hand/" not in (await (await web.client.get(path)).text())   # the public page links to no screen


async def test_an_expired_link_is_gone(web):
    address = await hand_link(web, ALICE)
    web.table.clock.advance(links.LINK_SECONDS - 10)
    assert (await web.client.get(address)).status == 200
    web.table.clock.advance(20)
    for target in (address, f"{address}/screen.png"):
        response = await web.client.get(target)
        assert response.status == 410 and "expired" in await response.text()


def tampered(address: str) -> list[str]:
    head, token = address.rsplit("/", 1)
    game, seat, expires, user, mac = token.split(".")
    flip = "A" if mac[5] != "A" else "B"
    return [f"{head}/{game}.{seat}.{expires}.{user}.{mac[:5]}{flip}{mac[6:]}",      # the signature
            f"{head}/{game}.{int(seat) + 1}.{expires}.{user}.{mac}",              # another seat
            f"{head}/{game}.{seat}.{int(expires) + 3600}.{user}.{mac}",           # a longer life
            f"{head}/{game}.{seat}.{expires}.{links._b64(b'u2')}.{mac}",          # another person
            f"{head}/{game}.{seat}.{expires}.{user}",                             # no signature
            f"{head}/{game}.{seat}.{expires}.{user}.{mac}.{mac}", f"{head}/",
            f"{head}/{token[:-1]}"]


async def test_a_tampered_link_is_not_found(web):
    address = await hand_link(web, ALICE)
    refusals = set()
    for target in tampered(address):
        for suffix in ("", "/screen.png"):
            response = await web.client.get(target + suffix)
            assert response.status == 404, target + suffix
            refusals.add(await response.read())
    unknown = await web.client.get("/nothing")
    assert refusals == {await unknown.read()}            # exactly as any unknown address


async def test_a_signature_for_another_seat_or_game(web):
    game = await web.game()
    key = await web.site.secret()
    later = int(web.table.clock.now()) + 3600
    path = links.table_path(game.web_key)
    # a correctly signed link for a seat that is not Alice's: not hers, so no
    bob_seat = next(s.seat for s in await web.storage.seats(game.id) if s.user == BOB.id)
    response = await web.client.get(links.private_path(game.web_key, links.sign(key, game.id, bob_seat, ALICE.id, later)))
    assert response.status == 403
    response = await web.client.get(links.private_path(game.web_key, links.sign(key, game.id, 7, ALICE.id, later)))
    assert response.status == 403
    # a link signed for this seat under another game's address
    await web.service.create(OTHER, ALICE, "nehemiah")
    await web.service.join(OTHER, BOB)
    await web.service.start(OTHER, ALICE, [ALICE.id, BOB.id])
    other = await web.game(OTHER)
    token = links.sign(key, other.id, 0, ALICE.id, later)
    assert (await web.client.get(links.private_path(other.web_key, token))).status == 200
    assert (await web.client.get(links.private_path(game.web_key, token))).status == 404
    # a link signed with another secret
    forged = links.sign(b"not the secret", game.id, 0, ALICE.id, later)
    assert (await web.client.get(f"{path}/hand/{forged}")).status == 404


async def test_a_seat_that_changed_hands_ends_its_links(web):
    alice = await hand_link(web, ALICE)
    bob = await hand_link(web, BOB)
    replies = await web.service.replace(HERE, ALICE, ALICE.id, DAN)          # Alice hands her seat to Dan
    assert replies[0].ok, replies[0].text
    response = await web.client.get(alice)
    assert response.status == 403 and "no longer works" in await response.text()
    assert (await web.client.get(f"{alice}/screen.png")).status == 403
    dan = await hand_link(web, DAN)                                          # the new owner's works
    assert (await web.client.get(dan)).status == 200
    await web.service.resign(HERE, BOB, confirm=True)                        # Bob leaves: the bot plays
    assert (await web.client.get(bob)).status == 403


async def test_the_console_hand_offers_the_link(web):
    out = io.StringIO()
    console = Console(web.service, web.table.path.parent, channel=HERE.channel, out=out)
    console.place = HERE
    await console.handle("u3: hand")              # Cyd, by her id
    assert "/hand/" in out.getvalue() and BASE in out.getvalue()


def test_a_token_is_read_only_when_its_signature_is_right():
    key = b"k" * 32
    token = links.sign(key, 12, 3, "ünïcode user", 1_900_000_000)
    assert links.verify(key, token) == links.Claim(12, 3, "ünïcode user", 1_900_000_000)
    assert links.verify(b"other", token) is None
    for bad in ("", ".", "....", "a.b.c.d.e", token + "x", "x" * 1000, "1.2.3.\u00e9.zz", token.replace(".", "..")):
        assert links.verify(key, bad) is None


async def test_the_secret_is_kept_in_the_database_or_taken_from_the_environment(web, monkeypatch):
    first = await links.secret(web.storage)
    assert len(first) == 64 and await links.secret(web.storage) == first       # made once, kept
    monkeypatch.setenv("BOT_WEB_SECRET", "from the environment")
    assert await links.secret(web.storage) == b"from the environment"


@pytest.mark.parametrize("user", [CYD])
async def test_no_link_for_someone_without_a_seat(web, user):
    [reply] = await web.service.hand(HERE, DAN)
    assert not reply.ok and "/hand/" not in reply.text
