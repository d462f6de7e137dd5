"""The Temple's pictures: the public board and one seat's private screen, drawn from engine views only.

    draw_board(view, language, names) -> (Image, alt)   public fields only (never a sealed market
                                                        declaration: the board reads only who declared)
    draw_screen(view, language, names) -> (Image, alt)  the seat of `view["me"]`

Layout of the board (1600 px wide): header (title, round, phase | who is awaited | the last move) | the
concession auction, the market of this round, God's Hand and the wage | one panel per player (their city:
score, goods, crafts and their workers, site workers and wages, Temple concessions built and unbuilt),
three a row (two for four players). The numbers a player needs at a glance are key texts (kit.KEY) of
kit.READABLE px: they read when the board is shown 550 px wide in chat. What changed since the previous
picture (view["before"]) is ringed in its owner's colour (`_marks`). The parts that never change for a
language, player count and end state are drawn once and cached (`_static`); card and craft tiles are
cached too, and a player panel that did not change since an earlier picture is pasted whole
(`kit.region`; the rings are drawn over it afterwards), so a picture mostly pastes.

Card numbers, points and costs come from the content tables (engine.temple.content), names from the
catalogs; everything that changes during a game comes from the view.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

from PIL import Image, ImageDraw

from engine.core.decisions import places
from engine.temple.content import CONTENT, GOODS, MARKET_GOODS
from engine.temple.rounds import PHASES

from . import kit
from .kit import INK, MUTED, FAINT, PAPER, SAND, LINE, ACCENT, HIGHLIGHT, WHITE, word, msg, signed

W = 1600
M = 24            # outer margin
G = 16            # gap between panels
INNER = W - 2 * M
HEADER_H = kit.HEADER_H      # the board's header band (title, round, phase | who is awaited | last move)
SCREEN_HEADER_H = 72
TOP_Y = HEADER_H + 12
TOP_H = 310
AUCTION_W = 640
MARKET_W = 490
GODS_W = INNER - AUCTION_W - MARKET_W - 2 * G
PLAYERS_Y = TOP_Y + TOP_H + 20
PANEL_H = 382
OVER_H = 64       # the final score line under each player panel
SCREEN_W = 1600

CRAFTS = tuple(CONTENT.crafts)                     # presentation order of the data file
ROMAN = ("I", "II", "III", "IV", "V")
HEADER_RGB = (62, 50, 40)
TITLE_ICON = 48
CREAM = (250, 238, 214)
STONE_RGB = (150, 146, 140)
FOOD_RGB = (206, 150, 70)
WOOD_RGB = (156, 105, 56)
GOLD_RGB = (196, 150, 20)
BUILT_RGB = (214, 190, 140)
TIER_RGB = {5: (140, 126, 102), 8: (118, 110, 150), 11: (70, 120, 140), 15: (150, 96, 60),
            18: (160, 120, 30)}
PRODUCE_RGB = {"food": FOOD_RGB, "wood": WOOD_RGB, "stone": STONE_RGB}
GENERIC = kit.Seat(-2, (112, 102, 90), "", "circle")   # a worker in tile pictograms


# --- icons of this game --------------------------------------------------------------------------

@lru_cache(maxsize=64)
def stone(size: int) -> Image.Image:
    """A dressed stone block in oblique view."""
    w, h = size * 1.2, size
    image = Image.new("RGBA", (round(w * kit.SS), round(h * kit.SS)), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    W_, H_ = image.size
    edge, front, top, side = (84, 80, 76), (176, 172, 164), (214, 210, 202), (132, 128, 122)
    d = H_ * 0.26
    draw.polygon([(W_ * 0.03, d), (W_ * 0.03 + d, H_ * 0.04), (W_ * 0.97, H_ * 0.04), (W_ * 0.97 - d, d)],
                 fill=top, outline=edge, width=kit.SS)
    draw.polygon([(W_ * 0.97 - d, d), (W_ * 0.97, H_ * 0.04), (W_ * 0.97, H_ * 0.96 - d),
                  (W_ * 0.97 - d, H_ * 0.96)], fill=side, outline=edge, width=kit.SS)
    draw.rectangle((W_ * 0.03, d, W_ * 0.97 - d, H_ * 0.96), fill=front, outline=edge, width=kit.SS)
    draw.line((W_ * 0.03, H_ * 0.60, W_ * 0.97 - d, H_ * 0.60), fill=edge, width=kit.SS)
    draw.line((W_ * 0.40, d, W_ * 0.40, H_ * 0.60), fill=edge, width=kit.SS)
    return image.reduce(kit.SS)


@lru_cache(maxsize=64)
def food(size: int) -> Image.Image:
    """A loaf of bread."""
    w, h = size * 1.3, size
    image = Image.new("RGBA", (round(w * kit.SS), round(h * kit.SS)), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    W_, H_ = image.size
    crust, dark, cut = (206, 150, 70), (120, 76, 30), (246, 214, 150)
    draw.ellipse((W_ * 0.02, H_ * 0.14, W_ * 0.98, H_ * 0.92), fill=dark)
    draw.ellipse((W_ * 0.02 + kit.SS * 1.5, H_ * 0.14 + kit.SS * 1.5, W_ * 0.98 - kit.SS * 1.5,
                  H_ * 0.92 - kit.SS * 1.5), fill=crust)
    for fx in (0.30, 0.50, 0.70):
        draw.line((W_ * (fx - 0.06), H_ * 0.66, W_ * (fx + 0.06), H_ * 0.36), fill=cut, width=kit.SS * 2)
    return image.reduce(kit.SS)


@lru_cache(maxsize=32)
def ark(size: int) -> Image.Image:
    """The Ark of the Covenant: a golden chest on two poles with the cherubim's wings on the lid."""
    w, h = size * 1.4, size
    image = Image.new("RGBA", (round(w * kit.SS), round(h * kit.SS)), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    W_, H_ = image.size
    edge, gold_, light, pole = (120, 84, 10), (226, 178, 40), (252, 224, 120), (110, 70, 30)
    draw.rectangle((W_ * 0.20, H_ * 0.40, W_ * 0.80, H_ * 0.90), fill=edge)
    draw.rectangle((W_ * 0.20 + kit.SS * 1.5, H_ * 0.40 + kit.SS * 1.5, W_ * 0.80 - kit.SS * 1.5,
                    H_ * 0.90 - kit.SS * 1.5), fill=gold_)
    draw.rectangle((W_ * 0.16, H_ * 0.32, W_ * 0.84, H_ * 0.42), fill=edge)
    draw.rectangle((W_ * 0.30, H_ * 0.52, W_ * 0.70, H_ * 0.78), outline=light, width=kit.SS * 2)
    draw.rounded_rectangle((0, H_ * 0.58, W_, H_ * 0.68), radius=H_ * 0.05, fill=pole)
    for sign in (-1, 1):                     # wings
        cx = W_ / 2 + sign * W_ * 0.02
        draw.polygon([(cx, H_ * 0.32), (cx + sign * W_ * 0.26, H_ * 0.04), (cx + sign * W_ * 0.30, H_ * 0.20),
                      (cx + sign * W_ * 0.14, H_ * 0.32)], fill=edge)
        draw.polygon([(cx + sign * kit.SS * 2, H_ * 0.30), (cx + sign * W_ * 0.25, H_ * 0.08),
                      (cx + sign * W_ * 0.27, H_ * 0.19), (cx + sign * W_ * 0.13, H_ * 0.30)], fill=light)
    return image.reduce(kit.SS)


def good_icon(good: str, size: int) -> Image.Image:
    if good == "drachmas":
        return kit.gold(size)
    if good == "wood":
        return kit.wood(size)
    if good == "stone":
        return stone(size)
    return food(size)


# --- words ---------------------------------------------------------------------------------------

def card_name(number: int, language: str) -> str:
    return msg(f"temple-card-{number}", language)


@lru_cache(maxsize=512)     # "No. 12 Bronze Sea": a nested message, so msg() does not cache it
def card_label(number: int, language: str) -> str:
    return msg("temple-card", language, number=number, name={"key": f"temple-card-{number}", "params": {}})


def craft_name(craft: str, language: str) -> str:
    return msg(f"temple-craft-{craft}", language)


def phase_name(phase: str, language: str) -> str:
    return msg(f"temple-phase-{phase}", language)


def good_name(good: str, language: str) -> str:
    return msg(f"temple-good-{good}", language)


# --- layout --------------------------------------------------------------------------------------
# Every number a player needs at a glance (goods, workers, wages, craft workers, the market's stock and
# prices, the concessions' numbers, the high bid, the wage) is KEY_SIZE px with role kit.KEY: it reads
# in chat (kit.READABLE). Captions and names of things are smaller; icons stand for words where they
# are clear (the goods).

KEY = kit.KEY
KEY_SIZE = kit.READABLE


@lru_cache(maxsize=16)
def layout(players: int, over: bool) -> kit.PanelGrid:
    """The player panels: three a row (two for four players)."""
    return kit.panel_grid(players, 2 if players == 4 else 3, PLAYERS_Y, PANEL_H + (OVER_H if over else 0),
                          width=W, margin=M, gap=G)


AUCTION_BOX = (M, TOP_Y, M + AUCTION_W, TOP_Y + TOP_H)
MARKET_BOX = (M + AUCTION_W + G, TOP_Y, M + AUCTION_W + G + MARKET_W, TOP_Y + TOP_H)
GODS_BOX = (W - M - GODS_W, TOP_Y, W - M, TOP_Y + TOP_H)
TILE_Y = TOP_Y + 48
TILE_H = 150
TILE_GAP = 10
TILE_BAND = 46            # a card's band: its number (KEY_SIZE) and points
BID_Y = TOP_Y + 240       # the auction's rows under the cards: the bid (or the last sale) ...
PASSED_Y = TOP_Y + 284    # ... and who passed (or who won the last sale)
PASSED_STEP = 44          # between two crossed-out badges (room for a ring around each)

# The market table: the goods' icons, then sold and its price | bought and its price.
MARKET_ICON_W = 56
MARKET_DIVIDE = 12
MARKET_STOCK_W = 115      # "12000" at KEY_SIZE (food is counted in pieces)
MARKET_PRICE_W = (MARKET_W - 28 - MARKET_ICON_W - MARKET_DIVIDE - 2 * MARKET_STOCK_W) // 2
MARKET_CAPTION_Y = TOP_Y + 62
MARKET_ROW_Y = TOP_Y + 98      # the first good's row (centre)
MARKET_ROW_H = 44
MARKET_UNIT = "/100"      # food is priced per 100

GOD_BOX = (GODS_BOX[0] + 14, TOP_Y + 48, GODS_BOX[2] - 14, TOP_Y + 200)
WAGE_LABEL_Y = TOP_Y + 220
WAGE_Y = TOP_Y + 254
SITE_DELTA_Y = TOP_Y + 292

# A player panel, from its top: the band (name, Patron, score), goods, crafts, site workers and wages,
# Temple concessions.
BAND_H = 64
BAND_END = 68             # a panel's band region ends here (its line is at BAND_H, 2 px wide)
GOODS_Y = 96              # the goods' row (centre)
GOODS_ICON = 28
GOODS_GAP = 5             # between a good's icon and its number
GOODS_MAX = {"drachmas": "999", "wood": "99", "stone": "99", "food": "9900"}   # room kept at KEY_SIZE
CRAFT_Y, CRAFT_H, CRAFT_GAP = 126, 94, 8
WORK_Y = 248              # site workers and wages (centre), their captions under them
WORK_CAPTION_Y = 282
WORK_ICON = 26
SITE_W = 150              # the site workers' part of the row; the wages follow
CONCESSIONS_Y = 302       # the concessions' captions, their cards under them to the panel's foot
RING_PAD, RING_H = 9, 19  # a changed number's ring: this much beside its icon and number, above and below
                          # its centre (kit.changed's ring lies 5 px either side of the box)


def market_col(c: int) -> int:
    """The centre x of a market table column (0 sold, 1 its price, 2 bought, 3 its price)."""
    x = MARKET_BOX[0] + 14 + MARKET_ICON_W + (c // 2) * (MARKET_STOCK_W + MARKET_PRICE_W + MARKET_DIVIDE)
    return x + (MARKET_STOCK_W // 2 if c % 2 == 0 else MARKET_STOCK_W + MARKET_PRICE_W // 2)


def market_row(r: int) -> int:
    return MARKET_ROW_Y + r * MARKET_ROW_H


def market_side_box(side: str, rows: list[int]) -> tuple[int, int, int, int]:
    """The cells of one side of the market table (its stock and price) in these rows."""
    c = 0 if side == "sell" else 2
    x0 = market_col(c) - MARKET_STOCK_W // 2
    x1 = market_col(c + 1) + MARKET_PRICE_W // 2
    return (x0, market_row(min(rows)) - 18, x1, market_row(max(rows)) + 18)


TITLE_SIZE = 21


def title_end(box, icon_w: int, title: str, room: int) -> int:
    """The x after a panel's title (see _title): what is left of its first row is the panel's."""
    x = box[0] + 16 + (icon_w + 10 if icon_w else 0)
    s, size = kit.fitted(title, box[2] - x - room, TITLE_SIZE, bold=True)
    return x + kit.text_width(s, size, True)


def _title(image, draw, box, icon, title: str, room: int = 150) -> int:
    """A panel's title (with an icon) leaving `room` px of its first row; returns the x after it."""
    x0, y0 = box[0], box[1]
    x = x0 + 16
    if icon is not None:
        kit.paste(image, icon, (x, y0 + 24), "lm")
        x += icon.size[0] + 10
    return x + kit.text(draw, (x, y0 + 24), title, TITLE_SIZE, bold=True, anchor="lm", width=box[2] - x - room)


def _key(draw, xy, value, *, fill=INK, anchor: str = "lm", role: str | None = KEY) -> int:
    """A key number (KEY_SIZE, bold: it reads in chat); a zero in a quieter ink that still reads.
    Returns its width."""
    return kit.text(draw, xy, str(value), KEY_SIZE, fill=fill if value else MUTED, bold=True, anchor=anchor,
                    role=role)


# --- static parts --------------------------------------------------------------------------------

@kit.background(maxsize=12)      # ~5 MB each
def _static(language: str, players: int, over: bool, seats: tuple[kit.Seat, ...]) -> Image.Image:
    """Background, frames and fixed labels for one language / player count / end of game / player
    colours (the players' bands, goods icons and captions)."""
    lay = layout(players, over)
    image = Image.new("RGB", (W, lay.height), SAND)
    draw = ImageDraw.Draw(image)
    kit.header_band(image, draw, msg("temple-title", language), kit.emblem("temple", TITLE_ICON), fill=HEADER_RGB,
                    accent=ACCENT, ink=CREAM)
    # the three panels of the top row
    kit.panel(draw, AUCTION_BOX)
    _title(image, draw, AUCTION_BOX, kit.deck(30), word("render-temple-auction", language), room=200)
    kit.panel(draw, MARKET_BOX)
    _title(image, draw, MARKET_BOX, kit.gold(26), word("render-temple-market", language))
    x0, y0, x1, _ = MARKET_BOX
    heads = ("render-temple-sold", "render-temple-price", "render-temple-bought", "render-temple-price")
    for c, key in enumerate(heads):
        room = (MARKET_STOCK_W if c % 2 == 0 else MARKET_PRICE_W) - 6
        kit.text(draw, (market_col(c), MARKET_CAPTION_Y), word(key, language), 15, fill=MUTED, bold=True,
                 anchor="mm", width=room)
    divider = market_col(2) - MARKET_STOCK_W // 2 - MARKET_DIVIDE // 2
    draw.line((divider, MARKET_CAPTION_Y - 12, divider, market_row(len(MARKET_GOODS) - 1) + 20), fill=LINE,
              width=2)
    for r, good in enumerate(MARKET_GOODS):
        cy = market_row(r)
        if r % 2 == 0:
            draw.rounded_rectangle((x0 + 10, cy - 20, x1 - 10, cy + 20), 8, fill=kit.mix(PAPER, SAND, 0.45))
        kit.paste(image, good_icon(good, 30), (x0 + 14 + MARKET_ICON_W // 2, cy), "mm")
    kit.panel(draw, GODS_BOX)
    _title(image, draw, GODS_BOX, None, word("render-temple-gods-hand", language), room=180)
    kit.text(draw, (GODS_BOX[0] + 16, WAGE_LABEL_Y), word("render-temple-wage", language), 15, fill=MUTED,
             bold=True, anchor="lm", width=GODS_W - 32)
    kit.paste(image, kit.gold(WORK_ICON + 2), (GODS_BOX[0] + 16, WAGE_Y), "lm")
    # player panels with their fixed icons and captions
    for s, seat in enumerate(seats):
        box = lay.panel_box(s)
        kit.panel(draw, box)
        kit.player_band(image, draw, box, seat, BAND_H, 44)
        px0, py0, _, _ = box
        for good, (nx0, _, _, _) in city_goods_boxes(box).items():
            icon = good_icon(good, GOODS_ICON)
            kit.paste(image, icon, (nx0 - GOODS_GAP - icon.size[0], py0 + GOODS_Y), "lm")
        kit.text(draw, (px0 + 14, py0 + WORK_CAPTION_Y), word("render-temple-site-workers", language), 14,
                 fill=MUTED, anchor="lm", width=SITE_W - 12)
        kit.text(draw, (px0 + 14 + SITE_W, py0 + WORK_CAPTION_Y), word("render-temple-wages", language), 14,
                 fill=MUTED, anchor="lm", width=190)
    return image


# --- tiles (cached) ------------------------------------------------------------------------------

def tier_colour(number: int) -> tuple[int, int, int]:
    return TIER_RGB.get(CONTENT.card[number].points, (120, 110, 100)) if number in CONTENT.card else MUTED


def card_frame(state: str) -> int:
    """The width of a card tile's frame."""
    return 5 if state == "hammer" else 2


def card_number_xy(state: str) -> tuple[int, int]:
    """Where a card tile writes its number (anchor "lm", KEY_SIZE, bold), in the tile."""
    frame = card_frame(state)
    return 10 + frame, round(TILE_BAND / 2 + frame / 2)


@lru_cache(maxsize=512)
def card_tile(number: int, language: str, width: int, height: int, state: str = "",
              background=PAPER) -> Image.Image:
    """A Temple card: number and points in a band of its tier's colour, the name, then its cost
    (stone, wood, site workers). `state`: "hammer" (up for auction), "declined", "built", "unbuilt"."""
    image = Image.new("RGB", (width, height), background)
    draw = ImageDraw.Draw(image)
    card = CONTENT.card[number]
    colour = tier_colour(number)
    faded = state == "declined"
    if faded:
        colour = kit.lighter(colour, 0.5)
    face = BUILT_RGB if state == "built" else (252, 247, 236)
    outline = {"hammer": HIGHLIGHT, "built": kit.darker(BUILT_RGB, 0.3)}.get(state, kit.darker(colour, 0.15))
    frame = card_frame(state)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), 12, fill=face, outline=outline, width=frame)
    band = TILE_BAND
    draw.rounded_rectangle((frame - 1, frame - 1, width - frame, band), 10, fill=colour)
    draw.rectangle((frame - 1, band - 10, width - frame, band), fill=colour)
    ink = kit.on_colour(colour)
    draw.text(card_number_xy(state), str(number), font=kit.font(KEY_SIZE, True), fill=ink, anchor="lm")
    pts = str(card.points)
    cy = card_number_xy(state)[1]
    draw.text((width - 8 - frame, cy), pts, font=kit.font(22, True), fill=ink, anchor="rm")
    kit.paste(image, kit.vp(20), (width - 11 - frame - kit.text_width(pts, 22, True), cy), "rm")
    ink = MUTED if faded else INK
    cost_y = height - 20
    kit.block(draw, (10, band + 6, width - 10, cost_y - 14), card_name(number, language), 15, fill=ink,
              bold=True, min_size=11, max_lines=3, valign="center")
    size = 14 if width < 170 else 17
    x = 9
    step = (width - 12) // 3
    for icon, value in ((stone(size), card.stone), (kit.wood(size), card.wood),
                        (kit.pawn(GENERIC, size - 3), card.workers)):
        kit.icon_row(image, draw, x, cost_y, icon, value, size=size, gap=2, fill=ink)
        x += step
    if state == "built":
        kit.paste(image, kit.check(22), (width - 8, band + 8), "rt")
    return image


@lru_cache(maxsize=512)
def mini_card(number: int, state: str, width: int, height: int) -> Image.Image:
    """A concession in a player's row: its number over its points. `state`: built | unbuilt | holy."""
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    if state == "holy":
        colour = (160, 120, 30)
        draw.rounded_rectangle((0, 0, width - 1, height - 1), 8, fill=(250, 226, 150), outline=colour, width=3)
        kit.paste(image, kit.emblem("temple", 24), (width / 2, height * 0.34), "mm")
    elif state == "built":
        colour = tier_colour(number)
        draw.rounded_rectangle((0, 0, width - 1, height - 1), 8, fill=colour, outline=kit.darker(colour, 0.35),
                               width=2)
        draw.text((width / 2, height * 0.34), str(number), font=kit.font(22, True),
                  fill=kit.on_colour(colour), anchor="mm")
    else:
        colour = tier_colour(number)
        draw.rounded_rectangle((0, 0, width - 1, height - 1), 8, fill=(252, 247, 236))
        kit.dashed_rectangle(draw, (1, 1, width - 2, height - 2), fill=colour, dash=7, gap=5, width=2)
        draw.text((width / 2, height * 0.34), str(number), font=kit.font(22, True), fill=kit.darker(colour, 0.2),
                  anchor="mm")
    points = CONTENT.card[number].points if state != "holy" else number
    text = str(points)
    ink = kit.on_colour(colour) if state == "built" else INK
    tw = kit.text_width(text, 15, True) + 16
    kit.paste(image, kit.vp(14), ((width - tw) / 2, height * 0.76), "lm")
    draw.text(((width - tw) / 2 + 16, height * 0.76), text, font=kit.font(15, True), fill=ink, anchor="lm")
    return image


def craft_output(craft: str, level: int, workers: int) -> int:
    """What a craft makes in a round with this many workers (food in pieces)."""
    amount = CONTENT.crafts[craft].levels[level - 1].per_worker * workers
    return amount * 100 if CONTENT.crafts[craft].produces == "food" else amount


CRAFT_COUNT = (40, 50)    # a board's craft tile: where the number of its workers goes (anchor "lm")


@lru_cache(maxsize=512)
def craft_tile(craft: str, level: int, workers: int, seat: kit.Seat, language: str, width: int, height: int,
               scale: float = 1.0, background=PAPER, board: bool = False) -> Image.Image:
    """One craft of a city: name, level, its worker places (staffed ones with a worker) and what it
    makes; a craft not built is a dashed outline. On the `board` one worker and room for their number
    (drawn by the board, at CRAFT_COUNT: it reads in chat) stand for the places, the output under them."""
    image = Image.new("RGB", (width, height), background)
    draw = ImageDraw.Draw(image)
    produces = CONTENT.crafts[craft].produces
    colour = PRODUCE_RGB[produces]
    name_size = round(15 * scale)
    if not level:
        kit.dashed_rectangle(draw, (1, 1, width - 2, height - 2), fill=LINE, dash=8, gap=6, width=2)
        kit.text(draw, (10, round(16 * scale)), craft_name(craft, language), name_size, fill=FAINT, bold=True,
                 anchor="lm", width=width - 20)
        kit.text(draw, (10, height - round(20 * scale)), word("render-temple-no-craft", language),
                 round(13 * scale), fill=FAINT, anchor="lm", width=width - 20)
        return image
    draw.rounded_rectangle((0, 0, width - 1, height - 1), 10, fill=kit.lighter(colour, 0.82),
                           outline=kit.darker(colour, 0.2), width=2)
    level_text = ROMAN[level - 1] if level <= len(ROMAN) else str(level)
    lw = kit.pill(draw, width - 8, round(16 * scale), level_text, round(14 * scale), fill=kit.darker(colour, 0.3),
                  ink=WHITE, height=round(22 * scale), pad=14, anchor="r")
    kit.text(draw, (10, round(16 * scale)), craft_name(craft, language), name_size, bold=True, anchor="lm",
             width=width - 26 - lw)
    capacity = CONTENT.crafts[craft].levels[level - 1].capacity
    out = craft_output(craft, level, workers)
    if board:
        cx, cy = CRAFT_COUNT
        kit.paste(image, kit.pawn(seat, 24), (cx - 6, cy), "rm")
        number_w = kit.text_width(str(workers), KEY_SIZE, True)
        kit.text(draw, (cx + number_w + 2, cy + 4), f"/{capacity}", 18, fill=MUTED, bold=True, anchor="lm")
        y, x = height - 14, 10
    else:
        pawn_size = round(20 * scale)
        y = height - round(20 * scale)
        x = 10
        ghost = kit.Seat(-4, kit.lighter(colour, 0.45), "", seat.shape)
        for i in range(capacity):
            kit.paste(image, kit.pawn(seat if i < workers else ghost, pawn_size), (x, y), "lm")
            x += pawn_size + 3
    label = f"+{out}"
    right = width - 8
    icon = good_icon(produces, round(17 * scale))
    # the output shrinks rather than cover the worker places (food is counted x100: "+1200")
    room = max(20, right - x - 3 - icon.size[0] - 3)
    label_w = kit.text(draw, (right, y), label, round(15 * scale), fill=INK if out else MUTED, bold=True,
                       anchor="rm", width=room, min_size=9)
    kit.paste(image, icon, (right - label_w - 3, y), "rm")
    return image


# --- the board -----------------------------------------------------------------------------------

def draw_board(view: dict, language: str, names: Callable[[int], str]) -> tuple[Image.Image, str]:
    names = kit.shown_names(names, language)
    players = view["players"]
    n = len(players)
    over = bool(view.get("over"))
    lay = layout(n, over)
    seats = kit.seats_of(view)
    image = _static(language, n, over, tuple(seats)).copy()
    draw = ImageDraw.Draw(image)
    awaited = [] if over or view.get("abandoned") else kit.awaited(view)
    spots: dict = {}          # where the top row drew what the marks of a change ring
    _header(image, draw, view, language, names, seats, awaited)
    _auction(image, draw, view, language, names, seats, spots)
    _market(image, draw, view, language, seats, spots)
    _gods(image, draw, view, language, spots)
    _players(image, draw, view, lay, language, names, seats, awaited)
    _marks(image, view, lay, seats, spots)
    return image, board_alt(view, language, names)


def _header(image, draw, view, language, names, seats, awaited) -> None:
    x = kit.header_start(msg("temple-title", language), kit.emblem("temple", TITLE_ICON))
    rnd = word("render-temple-round", language, round=view["round"])
    x = kit.header_pill(draw, x, rnd, fill=CREAM, ink=HEADER_RGB, role="round")
    if not view.get("over"):
        x = kit.header_pill(draw, x, phase_name(view["phase"], language), fill=(120, 96, 70), ink=WHITE)
        if view.get("final_round") and view["round"] >= view["final_round"]:
            x = kit.header_pill(draw, x, word("render-temple-final-round", language), fill=HIGHLIGHT)
    kit.header_status(image, draw, view, M, W - M, "temple", language, seats, names, awaited)
    kit.last_move(image, draw, view, language, seats)


def tile_boxes(count: int) -> list[tuple[int, int, int, int]]:
    """The display's card tiles (room for four at least)."""
    x0, _, x1, _ = AUCTION_BOX
    slots = max(4, count)
    tile_w = min(158, (x1 - x0 - 32 - (slots - 1) * TILE_GAP) // slots)
    return [(x0 + 16 + i * (tile_w + TILE_GAP), TILE_Y, x0 + 16 + i * (tile_w + TILE_GAP) + tile_w, TILE_Y + TILE_H)
            for i in range(count)]


def _auction(image, draw, view, language, names, seats, spots: dict) -> None:
    x0, y0, x1, y1 = AUCTION_BOX
    deck = len(view.get("deck") or [])
    label = (word("render-temple-auctions-over", language) if view.get("auctions_over")
             else word("render-temple-deck", language, count=deck))
    title = title_end(AUCTION_BOX, kit.deck(30).size[0], word("render-temple-auction", language), 200)
    kit.text(draw, (x1 - 16, y0 + 24), label, 15, fill=MUTED, anchor="rm", width=x1 - 32 - title)
    auction = view.get("auction") or {}
    display = list(view.get("display") or [])
    hammer = auction.get("card")
    declined = auction.get("declined")
    if display:
        for number, (tx, ty, tx1, ty1) in zip(display, tile_boxes(len(display))):
            tile_w = tx1 - tx
            state = "hammer" if number == hammer else ("declined" if number == declined else "")
            image.paste(card_tile(number, language, tile_w, TILE_H, state), (tx, ty))
            nx, ny = card_number_xy(state)
            kit.note(KEY, str(number), KEY_SIZE, (tx + nx, ty + ny), bold=True, anchor="lm")
            spots[("tile", number)] = (tx, ty, tx1, ty1)
            if state:
                tag = word("render-temple-under-hammer" if state == "hammer" else "render-temple-declined",
                           language)
                w = min(tile_w - 8, kit.text_width(tag, 13, True) + 16)
                kit.pill(draw, tx + (tile_w - w) / 2, ty1 - 1, tag, 13,
                         fill=HIGHLIGHT if state == "hammer" else LINE, height=22, pad=16, max_w=tile_w - 8)
    else:
        key = "render-temple-auctions-over" if view.get("auctions_over") else "render-temple-no-display"
        kit.dashed_rectangle(draw, (x0 + 16, TILE_Y, x1 - 16, TILE_Y + TILE_H), fill=FAINT, width=2)
        kit.text(draw, ((x0 + x1) // 2, TILE_Y + TILE_H // 2), word(key, language), 20, fill=MUTED, bold=True,
                 anchor="mm", width=x1 - x0 - 60)
    if hammer:
        _bidding(image, draw, auction, language, names, seats, spots)
    else:
        _last_sale(image, draw, auction.get("last") or {}, language, names, seats, spots)


def _bidding(image, draw, auction, language, names, seats, spots: dict) -> None:
    """The bidding in progress: the high bid and its bidder, then who passed."""
    x0, _, x1, _ = AUCTION_BOX
    x, y = x0 + 16, BID_Y
    high, bidder = auction.get("high") or 0, auction.get("bidder")
    if bidder is not None and 0 <= bidder < len(seats):
        lead = word("render-temple-high-bid", language) + kit.colon(language)
        x += kit.text(draw, (x, y), lead, 17, fill=MUTED, bold=True, anchor="lm", width=170) + 2 * RING_PAD + 6
        start = x
        kit.paste(image, kit.gold(30), (x, y), "lm")
        x += 36
        x += _key(draw, (x, y), high) + 14
        kit.paste(image, kit.badge(seats[bidder], 30), (x, y), "lm")
        x += 38
        x += kit.name(draw, (x, y), names(bidder), 20, bold=True, anchor="lm", width=x1 - 16 - x, min_size=13)
        spots["bid"] = (start - RING_PAD, y - RING_H, x + RING_PAD, y + RING_H)
    else:
        kit.text(draw, (x, y), word("render-temple-no-bid", language), 17, fill=MUTED, bold=True, anchor="lm",
                 width=x1 - x0 - 32)
    passed = [s for s in auction.get("passed") or [] if 0 <= s < len(seats)]
    if not passed:
        return
    x, y = x0 + 16, PASSED_Y
    x += kit.text(draw, (x, y), word("render-temple-passed", language) + kit.colon(language), 15, fill=MUTED,
                  bold=True, anchor="lm", width=150) + 14
    for s in passed:
        if x + 30 > x1 - 10:
            break
        kit.paste(image, kit.badge(seats[s], 28), (x, y), "lm")
        draw.line((x + 3, y - 11, x + 25, y + 11), fill=INK, width=3)
        spots[("passed", s)] = (x - 2, y - 16, x + 30, y + 16)
        x += PASSED_STEP


def _last_sale(image, draw, last: dict, language, names, seats, spots: dict) -> None:
    """The last auction's result: the card, then who won it and for how much (or that nobody bid)."""
    if not last.get("card"):
        return
    x0, _, x1, _ = AUCTION_BOX
    x, y = x0 + 16, BID_Y
    lead = word("render-temple-last-sale", language) + kit.colon(language)
    x += kit.text(draw, (x, y), lead, 17, fill=MUTED, bold=True, anchor="lm", width=200) + 10
    end = x + kit.text(draw, (x, y), card_label(last["card"], language), 18, bold=True, anchor="lm",
                       width=x1 - 16 - x, min_size=13)
    x, y = x0 + 16, PASSED_Y
    winner = last.get("winner")
    if winner is None or not 0 <= winner < len(seats):
        x += kit.text(draw, (x, y), word("render-temple-unsold", language), 17, fill=MUTED, anchor="lm",
                      width=x1 - x0 - 32)
        spots["last"] = (x0 + 12, BID_Y - 18, max(x, end) + RING_PAD, PASSED_Y + 16)
        return
    kit.paste(image, kit.arrow(22), (x, y), "lm")
    x += 30
    kit.paste(image, kit.badge(seats[winner], 28), (x, y), "lm")
    x += 36
    price = str(last.get("price", 0))
    forced = word("render-temple-forced", language) if last.get("forced") else ""
    room = x1 - 16 - x - 14 - 30 - kit.text_width(price, 24, True) - (kit.text_width(forced, 14, True) + 28 if forced
                                                                       else 0)
    x += kit.name(draw, (x, y), names(winner), 18, bold=True, anchor="lm", width=max(60, room), min_size=13) + 14
    kit.paste(image, kit.gold(24), (x, y), "lm")
    x += 30
    x += kit.text(draw, (x, y), price, 24, bold=True, anchor="lm") + 12
    if forced:
        x += kit.pill(draw, x, y, forced, 14, fill=LINE, height=24, pad=16, max_w=max(40, x1 - 16 - x))
    spots["last"] = (x0 + 12, BID_Y - 18, max(x, end) + RING_PAD, PASSED_Y + 16)


def market_cells(view: dict) -> dict[tuple[str, str], tuple[int, int, bool] | None]:
    """What each side of the market table shows for each good: (total, price, so far) - so far: the
    running totals of an in-turn step in progress - or None (not traded yet)."""
    steps = {step["side"]: step for step in view.get("market") or []}
    current = view.get("market_step")
    running = current if current and current.get("sealed") is False and current.get("totals") else None
    cells: dict[tuple[str, str], tuple[int, int, bool] | None] = {}
    for side in ("sell", "buy"):
        step = steps.get(side)
        so_far = step is None and running is not None and running["side"] == side
        if so_far:
            step = running
        for good in MARKET_GOODS:
            cells[side, good] = None if step is None else (
                (step.get("totals") or {}).get(good, 0), (step.get("prices") or {}).get(good, 0), so_far)
    return cells


def _market(image, draw, view, language, seats, spots: dict) -> None:
    x0, y0, x1, y1 = MARKET_BOX
    for (side, good), cell in market_cells(view).items():
        c = 0 if side == "sell" else 2
        cy = market_row(MARKET_GOODS.index(good))
        if cell is None:
            for col in (c, c + 1):
                draw.text((market_col(col), cy), "·", font=kit.font(24, True), fill=FAINT, anchor="mm")
            continue
        total, price, so_far = cell
        _key(draw, (market_col(c), cy), total, fill=MUTED if so_far else INK, anchor="mm")
        # the price (food: per 100); an in-turn step's running price in a paler ink that still reads
        ink = kit.mix(ACCENT, INK, 0.2) if not so_far else kit.mix(ACCENT, MUTED, 0.5)
        unit = MARKET_UNIT if good == "food" else ""
        lw, uw = kit.text_width(str(price), KEY_SIZE, True), kit.text_width(unit, 14, True) if unit else 0
        left = market_col(c + 1) - (lw + uw + 2) / 2
        kit.text(draw, (left, cy), str(price), KEY_SIZE, fill=ink, bold=True, anchor="lm", role=KEY)
        if unit:
            draw.text((left + lw + 2, cy + 6), unit, font=kit.font(14, True), fill=ink, anchor="lm")
    current = view.get("market_step")
    if current and current.get("sealed") is False:
        _market_in_turn(image, draw, view, current, language, seats)
    elif current:                # a sealed step in progress: who has declared (never how much)
        key = "render-temple-sealed-sell" if current["side"] == "sell" else "render-temple-sealed-buy"
        kit.text(draw, (x0 + 16, y1 - 66), word(key, language) + kit.colon(language), 15, fill=MUTED, bold=True,
                 anchor="lm", width=x1 - x0 - 32)
        declared = set(current.get("declared") or [])
        active = [p["seat"] for p in view["players"] if p.get("active", True) and 0 <= p["seat"] < len(seats)]
        step = max(56, min(76, (x1 - x0 - 32) // max(1, len(active))))
        x, y = x0 + 20, y1 - 30
        for s in active:
            kit.paste(image, kit.badge(seats[s], 26), (x, y), "lm")
            kit.paste(image, kit.check(20) if s in declared else kit.pending(20), (x + 28, y), "lm")
            spots[("declared", s)] = (x - 2, y - 15, x + 50, y + 15)
            x += step
    elif not view.get("market"):
        kit.text(draw, ((x0 + x1) // 2, y1 - 40), word("render-temple-not-yet", language), 15, fill=MUTED,
                 anchor="mm", width=x1 - x0 - 40)


MARKET_CELL_H = 22          # one seat's line in the in-turn declarations grid (two columns)


def _market_in_turn(image, draw, view, current, language, seats) -> None:
    """An in-turn step in progress: the step at the right of the title, then each seat in turn order
    with its public declaration (wood, stone, food), "declaring…" for the one asked, a dot for the
    seats still to come."""
    x0, y0, x1, y1 = MARKET_BOX
    key = "render-temple-turn-sell" if current["side"] == "sell" else "render-temple-turn-buy"
    title = title_end(MARKET_BOX, kit.gold(26).size[0], word("render-temple-market", language), 150)
    kit.text(draw, (x1 - 16, y0 + 24), word(key, language), 15, fill=MUTED, bold=True, anchor="rm",
             width=x1 - 32 - title)
    active = {p["seat"] for p in view["players"] if p.get("active", True)}
    order = [s for s in current.get("order") or [] if s in active and 0 <= s < len(seats)]
    declarations = current.get("declarations") or []
    cell_w = (x1 - x0 - 24) // 2
    top = y1 - 8 - MARKET_CELL_H * ((len(order) + 1) // 2) + MARKET_CELL_H // 2
    for i, s in enumerate(order):
        x = x0 + 14 + (i % 2) * (cell_w + 4)
        y = top + (i // 2) * MARKET_CELL_H
        kit.paste(image, kit.badge(seats[s], 20), (x, y), "lm")
        x += 26
        declared = declarations[s] if s < len(declarations) else None
        if declared is not None:
            slot = (cell_w - 30) // len(MARKET_GOODS)
            for j, good in enumerate(MARKET_GOODS):
                amount = declared.get(good, 0)
                kit.icon_row(image, draw, x + j * slot, y, good_icon(good, 14), amount, size=15, gap=3,
                             fill=INK, show_zero=False)
        elif s == current.get("declaring"):
            kit.paste(image, kit.pending(16, HIGHLIGHT), (x, y), "lm")
            kit.text(draw, (x + 20, y), word("render-temple-declaring", language), 14, fill=MUTED, bold=True,
                     anchor="lm", width=cell_w - 52)
        else:
            draw.text((x + 6, y), "·", font=kit.font(18, True), fill=FAINT, anchor="mm")


def _gods(image, draw, view, language, spots: dict) -> None:
    x0, y0, x1, y1 = GODS_BOX
    piles = word("render-temple-gods-piles", language, deck=view.get("gods_deck", 0),
                 discard=len(view.get("gods_discard") or []))
    title = title_end(GODS_BOX, 0, word("render-temple-gods-hand", language), 180)
    kit.text(draw, (x1 - 16, y0 + 24), piles, 14, fill=MUTED, anchor="rm", width=x1 - 32 - title)
    card = view.get("gods_card")
    box = GOD_BOX
    phase = view.get("phase")
    earlier = phase in PHASES and PHASES.index(phase) < PHASES.index("gods_hand") and not view.get("over")
    when = word("render-temple-god-earlier" if earlier else "render-temple-god-now", language) if card else ""
    image.paste(god_card(card, language, box[2] - box[0], box[3] - box[1], when), (box[0] - 2, box[1] - 2))
    spots["god"] = box
    # this round's wage (its label and coin are in the background) and modifiers
    modifiers = view.get("modifiers") or {}
    wage = view.get("wage") or {}
    y = WAGE_Y
    if modifiers.get("wage_drachmas") is not None:
        draw.rounded_rectangle((x0 + 10, y - 22, x1 - 10, y + 22), 10, fill=kit.lighter(HIGHLIGHT, 0.6))
        kit.paste(image, kit.gold(WORK_ICON + 2), (x0 + 16, y), "lm")
    x = x0 + 16 + WORK_ICON + 2 + 6
    x += _key(draw, (x, y), wage.get("drachmas", 0)) + 18
    x = _icon_key(image, draw, x, y, food(WORK_ICON), wage.get("food", 0))
    spots["wage"] = (x0 + 16 - RING_PAD, y - RING_H, x + RING_PAD, y + RING_H)
    delta = modifiers.get("site_workers_delta") or 0
    if delta:
        y = SITE_DELTA_Y
        key = "render-temple-site-more" if delta > 0 else "render-temple-site-fewer"
        draw.rounded_rectangle((x0 + 10, y - 13, x1 - 10, y + 13), 10, fill=kit.lighter(HIGHLIGHT, 0.6))
        kit.text(draw, (x0 + 16, y), word(key, language, count=abs(delta)), 14, bold=True, anchor="lm",
                 width=x1 - x0 - 32)


def _icon_key(image, draw, x: int, y: int, icon: Image.Image, value: int, role: str | None = KEY) -> int:
    """[icon] number, the number a key one; returns the end x."""
    kit.paste(image, icon, (x, y), "lm")
    x += icon.size[0] + 6
    return x + _key(draw, (x, y), value, role=role)


@lru_cache(maxsize=64)
def god_card(card: str | None, language: str, width: int, height: int, when: str) -> Image.Image:
    """The God's Hand card (or its empty place), `width` x `height` px from corner to corner, on the
    panel's paper and 2 px more around it (where the lines' width reaches): it stays a round or
    longer, so it is drawn once."""
    image = Image.new("RGB", (width + 5, height + 5), PAPER)
    draw = ImageDraw.Draw(image)
    x0, y0, x1, y1 = 2, 2, width + 2, height + 2
    if not card:
        kit.dashed_rectangle(draw, (x0, y0, x1, y1), fill=FAINT, width=2)
        kit.text(draw, ((x0 + x1) // 2, (y0 + y1) // 2), word("render-temple-no-god", language), 17, fill=MUTED,
                 bold=True, anchor="mm", width=width - 24)
        return image
    harmful = CONTENT.god[card].effect.startswith(("lose", "demolish", "remove")) if card in CONTENT.god \
        else False
    colour = (138, 59, 69) if harmful else (0, 120, 90)
    draw.rounded_rectangle((x0, y0, x1, y1), 12, fill=kit.lighter(colour, 0.88), outline=colour, width=2)
    kit.text(draw, (x0 + 12, y0 + 20), msg(f"temple-god-{card}", language), 20, fill=kit.darker(colour, 0.3),
             bold=True, anchor="lm", width=width - 24, min_size=14)
    kit.block(draw, (x0 + 12, y0 + 38, x1 - 12, y1 - 26), msg(f"temple-god-{card}-text", language), 17,
              min_size=12, max_lines=4)
    kit.text(draw, (x1 - 12, y1 - 14), when, 14, fill=MUTED, anchor="rm", width=width - 24)
    return image


def _players(image, draw, view, lay: kit.PanelGrid, language, names, seats, awaited) -> None:
    over = bool(view.get("over"))
    ranking = kit.ranked(view) if over else []
    place = places(ranking)
    holy = any((p.get("score_parts") or {}).get("holy") for p in view["players"] if p.get("active", True))
    secret = {entry["seat"] for entry in view.get("awaiting") or [] if entry.get("secret")}
    debts = view.get("debts") or []
    background = (language, lay.players, over, tuple(seats))      # what _static() is keyed by
    for p in view["players"]:
        s = p["seat"]
        x0, y0, x1, y1 = box = lay.panel_box(s)
        active = p.get("active", True)
        # each panel is two kept regions, its band and its body (a turn passed on redraws a band, not
        # the goods); together they hold the panel, its highlight frame (3 px out, drawn over both)
        # and the greyed margin of an eliminated player (4 px out, 5 px beyond x1, y1): nothing else
        # draws there, the next panel is G px away
        band = {"name": names(s), "awaited": s in awaited, "secret": s in secret,
                "token": s == view.get("token"), "leader": s == view.get("leader"), "over": over,
                "rank": place.get(s, 0), "mark": kit.seat_status(view, s) if active else None}
        body = {"over": over, "holy": holy,
                "debts": [(d["drachmas"], d["creditor"]) for d in debts if d["debtor"] == s]}
        top, bottom = (x0 - 4, y0 - 4, x1 + 6, y0 + BAND_END), (x0 - 4, y0 + BAND_END, x1 + 6, y1 + 6)
        kit.region(image, top, ("temple-band", background, s, p.get("score", 0), p["patron"], active,
                                kit.frozen(band)),
                   lambda: _band(image, draw, p, box, seats[s], language, region=top, **band))
        kit.region(image, bottom, ("temple-body", background, kit.frozen((p, body))),
                   lambda: _body(image, draw, p, box, seats, language, region=bottom, **body))
        if band["awaited"] or (over and band["rank"] == 1 and active):
            draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), 16,
                                   outline=HIGHLIGHT if band["awaited"] else (214, 168, 20), width=6)


def craft_boxes(box) -> dict[str, tuple[int, int, int, int]]:
    """A player panel's craft tiles, by craft."""
    x0, y0, x1, _ = box
    tile_w = (x1 - x0 - 28 - (len(CRAFTS) - 1) * CRAFT_GAP) // len(CRAFTS)
    return {craft: (x0 + 14 + i * (tile_w + CRAFT_GAP), y0 + CRAFT_Y, x0 + 14 + i * (tile_w + CRAFT_GAP) + tile_w,
                    y0 + CRAFT_Y + CRAFT_H) for i, craft in enumerate(CRAFTS)}


def work_spots(p: dict, box) -> dict[str, tuple[int, int, int, int]]:
    """Where a panel's site workers and wages are drawn (icons and numbers): "site", "wages"."""
    x0, y0, _, _ = box
    y = y0 + WORK_Y
    x = x0 + 14
    site_end = (x + kit.pawn(kit.NEUTRAL, WORK_ICON - 6).size[0] + 6
                + kit.text_width(str(p.get("site_workers", 0)), KEY_SIZE, True))
    bill = p.get("wage_bill") or {}
    wx = x0 + 14 + SITE_W
    wages_end = (wx + WORK_ICON + 6 + kit.text_width(str(bill.get("drachmas", 0)), KEY_SIZE, True) + 16
                 + food(WORK_ICON).size[0] + 6 + kit.text_width(str(bill.get("food", 0)), KEY_SIZE, True))
    return {"site": (x - RING_PAD, y - RING_H, site_end + RING_PAD, y + RING_H),
            "wages": (wx - RING_PAD, y - RING_H, wages_end + RING_PAD, y + RING_H)}


def _body(image, draw, p: dict, box, seats, language, *, region, over: bool, holy: bool,
          debts: list[tuple[int, int]]) -> None:
    """One player's panel below its band, over its background; reads nothing but its arguments (its
    region key). `region`: its part of the panel's box, greyed for an eliminated player."""
    s = p["seat"]
    seat = seats[s]
    x0, y0, x1, y1 = box
    active = p.get("active", True)
    role = KEY if active else None       # an eliminated player's numbers are a record, greyed
    # goods: the icons are in the background; the numbers have room for GOODS_MAX at full size
    for good, (nx0, _, _, _) in city_goods_boxes(box).items():
        _key(draw, (nx0, y0 + GOODS_Y), p.get(good, 0), role=role)
    # crafts: a tile each, with the number of its workers
    crafts = p.get("crafts") or {}
    for craft, (tx, ty, tx1, ty1) in craft_boxes(box).items():
        info = crafts.get(craft) or {}
        level, workers = info.get("level", 0), info.get("workers", 0)
        image.paste(craft_tile(craft, level, workers, seat, language, tx1 - tx, ty1 - ty, board=True), (tx, ty))
        if level:
            _key(draw, (tx + CRAFT_COUNT[0], ty + CRAFT_COUNT[1]), workers, role=role)
    # site workers, wages (captions in the background), debts and bars
    y = y0 + WORK_Y
    _icon_key(image, draw, x0 + 14, y, kit.pawn(seat, WORK_ICON - 6), p.get("site_workers", 0), role=role)
    bill = p.get("wage_bill") or {}
    x = _icon_key(image, draw, x0 + 14 + SITE_W, y, kit.gold(WORK_ICON), bill.get("drachmas", 0), role=role) + 16
    _icon_key(image, draw, x, y, food(WORK_ICON), bill.get("food", 0), role=role)
    # Temple concessions: built, then unbuilt (and the Holy of Holies); the notes at their right
    _concessions(image, draw, p, concessions_box(box), language, has_notes(p, debts))
    _notes(image, draw, p, box, seats, language, debts)
    if over and active:
        _final(image, draw, p, (x0, y0 + PANEL_H, x1, y1), language, holy)
    if not active:
        _grey(image, region)
        text = word("render-temple-eliminated", language, round=p.get("eliminated_in") or 0)
        kit.pill(draw, (x0 + x1) / 2 - min(x1 - x0 - 40, kit.text_width(text, 20, True) + 30) / 2,
                 (y0 + y1) // 2, text, 20, fill=(96, 88, 80), ink=WHITE, height=40, pad=30, max_w=x1 - x0 - 40)


def _band(image, draw, p: dict, box, seat, language, *, region, name: str, awaited: bool, secret: bool,
          token: bool, leader: bool, over: bool, rank: int, mark: str | None) -> None:
    """A panel's band: the score at the right (large: it reads in chat), name and Patron, the pills
    (awaited, Ark, leader) or the final place; in the player's colour when awaited or the winner (the
    frame: _players), greyed over `region` for an eliminated player."""
    x0, y0, x1, _ = box
    active = p.get("active", True)
    if active and (awaited or (over and rank == 1)):
        kit.player_band(image, draw, box, seat, BAND_H, 44)   # over the background's band
    score = p.get("score", 0)
    right = x1 - 12 - score_width(score)
    _score(image, draw, score, x1 - 12, y0 + SCORE_Y)
    right -= 10
    if over and active:
        kit.medal(draw, right, y0 + SCORE_Y, rank, 34, 20)
        right -= 42
    elif active:
        pills = []
        if awaited:
            pills.append((word("render-temple-declaring" if secret else "render-temple-to-move",
                               language), HIGHLIGHT, INK, None))
        if token:
            pills.append((word("render-temple-ark", language), (120, 84, 10), WHITE, ark(18)))
        if leader:
            pills.append((word("render-temple-leader", language), (96, 72, 50), WHITE, kit.leader(16)))
        # the pills keep BAND_NAME_W px for the name: short of it, the Ark's and the leader's are icons alone
        short = sum(_pill_width(text, icon) + 6 for text, _, _, icon in pills) > right - x0 - 68 - BAND_NAME_W
        for text, fill, ink, icon in pills:
            if short and icon is not None:
                text = ""
            w = _pill_width(text, icon)
            draw.rounded_rectangle((right - w, y0 + 9, right, y0 + 33), 12, fill=fill)
            if icon is not None:
                kit.paste(image, icon, (right - w + 8, y0 + 21), "lm")
            if text:
                extra = icon.size[0] + 4 if icon is not None else 0
                kit.text(draw, (right - w + extra + (w - extra) / 2, y0 + 21), text, 14, fill=ink, bold=True,
                         anchor="mm", width=w - extra - 12)
            right -= w + 6
    if mark:        # the bot plays the seat, or its player is on vacation
        right -= kit.status_mark(image, draw, right, y0 + 21, mark, language, room=right - x0 - 68) + 6
    kit.name(draw, (x0 + 62, y0 + 21), name, 22, bold=True, anchor="lm", width=max(60, right - x0 - 68),
             min_size=14)
    kit.text(draw, (x0 + 62, y0 + 47), msg(f"temple-patron-{p['patron']}", language), 14, fill=MUTED,
             anchor="lm", width=x1 - 22 - score_width(score) - x0 - 62)
    if not active:
        _grey(image, region)


BAND_NAME_W = 150         # what a band's pills leave for the name (if they can)


def _pill_width(text: str, icon: Image.Image | None) -> int:
    """A band pill's width: [icon] text, or the icon alone."""
    extra = icon.size[0] + 4 if icon is not None else 0
    if not text:
        return extra + 12
    return min(130, kit.text_width(text, 14, True) + 18 + extra)


SCORE_SIZE, SCORE_ICON, SCORE_Y = 34, 30, 32     # a panel's score: font, icon, centre y in the band


def score_width(score: int) -> int:
    """The width of a panel's score (its icon and number)."""
    return SCORE_ICON + 6 + kit.text_width(signed(score) if score else "0", SCORE_SIZE, True)


def _score(image, draw, score: int, right: int, cy: int) -> None:
    """A panel's score, ending at `right`: [VP] −25."""
    text = signed(score) if score else "0"
    kit.text(draw, (right, cy), text, SCORE_SIZE, bold=True, anchor="rm", role=kit.SCORE)
    kit.paste(image, kit.vp(SCORE_ICON), (right - kit.text_width(text, SCORE_SIZE, True) - 6, cy), "rm")


@lru_cache(maxsize=16)
def _goods_slots(width: int) -> tuple[tuple[int, int], ...]:
    """Each good's (number x, number box right) from a panel's left, for a panel `width` px wide: the
    slots keep room for GOODS_MAX at KEY_SIZE, and what is left goes between them."""
    icons = [good_icon(good, GOODS_ICON).size[0] for good in GOODS]
    needs = [icon + GOODS_GAP + kit.text_width(GOODS_MAX[good], KEY_SIZE, True) for good, icon in zip(GOODS, icons)]
    spare = (width - 28 - sum(needs)) // (len(GOODS) - 1)
    slots, x = [], 14
    for i, (icon, need) in enumerate(zip(icons, needs)):
        right = x + need + (spare // 2 if i < len(GOODS) - 1 else 0)
        slots.append((x + icon + GOODS_GAP, min(right, width - 14)))
        x += need + spare
    return tuple(slots)


def city_goods_boxes(box) -> dict[str, tuple[int, int, int, int]]:
    """Where the goods' numbers of a player panel may draw: good -> (x0, y0, x1, y1), between the
    good's icon and the next good's icon (tests check nothing else changes with the amounts)."""
    x0, y0, x1, _ = box
    cy = y0 + GOODS_Y
    return {good: (x0 + nx, cy - 20, x0 + right, cy + 20)
            for good, (nx, right) in zip(GOODS, _goods_slots(x1 - x0))}


def goods_spot(p: dict, box, goods: list[str]) -> tuple[int, int, int, int]:
    """The icons and numbers of these goods in a panel, side by side (what a change rings)."""
    first, last = city_goods_boxes(box)[goods[0]], city_goods_boxes(box)[goods[-1]]
    icon_x = first[0] - GOODS_GAP - good_icon(goods[0], GOODS_ICON).size[0]
    cy = box[1] + GOODS_Y
    end = last[0] + kit.text_width(str(p.get(goods[-1], 0)), KEY_SIZE, True)
    return (icon_x - RING_PAD, cy - RING_H, end + RING_PAD, cy + RING_H)


def _grey(image: Image.Image, region) -> None:
    """A part of an eliminated player's panel (with its margin): washed out towards the background."""
    part = image.crop(region)
    part = Image.blend(part, Image.new("RGB", part.size, SAND), 0.62).convert("L").convert("RGB")
    image.paste(part, region[:2])


NOTES_W = 180             # kept at the right of a panel's concessions for its notes (debts, bars)


def has_notes(p: dict, debts: list) -> bool:
    """Does a panel show notes: a debt, "may not bid", "forced purchase"?"""
    return bool(debts or p.get("barred") or p.get("forced"))


def _notes(image, draw, p: dict, box, seats, language, debts: list[tuple[int, int]]) -> None:
    """A panel's notes (the first two), right-aligned beside its concessions: a debt and to whom, may not
    bid, a forced purchase."""
    notes = [(word("render-temple-debt", language, amount=amount), creditor) for amount, creditor in debts]
    if p.get("barred"):
        notes.append((word("render-temple-barred", language), None))
    if p.get("forced"):
        notes.append((word("render-temple-forced-purchase", language), None))
    x0, y0, x1, y1 = concessions_box(box)
    cy = (y0 + 20 + y1) // 2
    ny = cy - 13 if len(notes) > 1 else cy
    for text, creditor in notes[:2]:
        right = x1 - (28 if creditor is not None else 0)
        kit.pill(draw, right, ny, text, 14, fill=(236, 214, 200), height=24, pad=14, max_w=NOTES_W - 8 - (x1 - right),
                 anchor="r")
        if creditor is not None and 0 <= creditor < len(seats):
            kit.paste(image, kit.badge(seats[creditor], 22), (x1, ny), "rm")
        ny += 26


def concessions_box(box) -> tuple[int, int, int, int]:
    x0, y0, x1, _ = box
    return (x0 + 14, y0 + CONCESSIONS_Y, x1 - 14, y0 + PANEL_H - 10)


def concession_cards(p: dict, box, notes: bool = False) -> list[tuple[int, str, tuple[int, int, int, int]]]:
    """A player's concessions as drawn in `box` (concessions_box; NOTES_W left free at its right for the
    panel's `notes`): (number, built | holy | unbuilt, its card's box), built first, the unbuilt after a
    wider gap."""
    x0, y0, x1, y1 = box
    x1 -= NOTES_W if notes else 0
    built = [b["card"] for b in sorted(p.get("built") or [], key=lambda b: b.get("seq", 0))]
    unbuilt = list(p.get("unbuilt") or [])
    holy = p.get("holy") or 0
    cards = [(n, "built") for n in built] + ([(holy, "holy")] if holy else []) + [(n, "unbuilt") for n in unbuilt]
    if not cards:
        return []
    height = y1 - y0 - 20
    gap = 6
    extra_gap = 14 if built and unbuilt else 0
    width = min(56, (x1 - x0 - extra_gap - gap * (len(cards) - 1)) // len(cards))
    out, x = [], x0
    for i, (number, state) in enumerate(cards):
        if state == "unbuilt" and i and cards[i - 1][1] != "unbuilt":
            x += extra_gap
        out.append((number, state, (x, y0 + 20, x + width, y0 + 20 + height)))
        x += width + gap
    return out


def _concessions(image, draw, p: dict, box, language, notes: bool = False) -> None:
    x0, y0, x1, y1 = box
    built = p.get("built") or []
    unbuilt = p.get("unbuilt") or []
    label_y = y0 + 8
    kit.text(draw, (x0, label_y), word("render-temple-built", language, count=len(built)), 14, fill=MUTED,
             bold=True, anchor="lm", width=(x1 - x0) // 2 - 10)
    if unbuilt:
        kit.text(draw, (x1, label_y), word("render-temple-unbuilt", language, count=len(unbuilt)), 14,
                 fill=MUTED, bold=True, anchor="rm", width=(x1 - x0) // 2 - 10)
    cards = concession_cards(p, box, notes)
    if not cards:
        kit.text(draw, (x0, y0 + 40), word("render-temple-no-concessions", language), 15, fill=FAINT, anchor="lm",
                 width=x1 - x0)
    for number, state, (cx0, cy0, cx1, cy1) in cards:
        image.paste(mini_card(number, state, cx1 - cx0, cy1 - cy0), (cx0, cy0))


# --- what changed since the previous picture -----------------------------------------------------

def _city_parts(p: dict) -> dict:
    """What a player panel shows that a change rings: goods, crafts, site workers, wages, cards."""
    parts: dict = {("good", good): p.get(good, 0) for good in GOODS}
    crafts = p.get("crafts") or {}
    for craft in CRAFTS:
        info = crafts.get(craft) or {}
        parts[("craft", craft)] = (info.get("level", 0), info.get("workers", 0))
    bill = p.get("wage_bill") or {}
    parts["site"] = p.get("site_workers", 0)
    parts["wages"] = (bill.get("drachmas", 0), bill.get("food", 0))
    for b in p.get("built") or []:
        parts[("card", b["card"])] = "built"
    for number in p.get("unbuilt") or []:
        parts[("card", number)] = "unbuilt"
    if p.get("holy"):
        parts[("card", p["holy"])] = "holy"
    return parts


def _city_rings(p: dict, box, keys: list, notes: bool) -> list[tuple[int, int, int, int]]:
    """Where to ring the changed parts `keys` (of _city_parts) of a panel: goods side by side in one
    ring (rings of neighbours would run into each other), every other part on its own."""
    rings, run = [], []
    for good in GOODS:
        if ("good", good) in keys:
            run.append(good)
        elif run:
            rings.append(goods_spot(p, box, run))
            run = []
    if run:
        rings.append(goods_spot(p, box, run))
    crafts = craft_boxes(box)
    cards = {number: rect for number, _, rect in concession_cards(p, concessions_box(box), notes)}
    for key in keys:
        if key in ("site", "wages"):
            rings.append(work_spots(p, box)[key])
        elif key[0] == "craft":
            rings.append(crafts[key[1]])
        elif key[0] == "card" and key[1] in cards:
            rings.append(cards[key[1]])
    return rings


def _auction_parts(view: dict) -> dict:
    auction = view.get("auction") or {}
    parts: dict = {"hammer": auction.get("card")}
    if auction.get("card") and auction.get("bidder") is not None:
        parts["bid"] = (auction["card"], auction.get("high"), auction["bidder"])
    for s in auction.get("passed") or []:
        parts[("passed", s)] = auction.get("card")
    if not auction.get("card") and (auction.get("last") or {}).get("card"):
        parts["last"] = auction["last"]
    return parts


def _market_parts(view: dict) -> dict:
    """The market's cells as a change rings them: a good nobody trades (a step opening, or settled with
    nothing declared) shows nothing to ring."""
    parts: dict = {key: cell[:2] if cell and cell[0] else None for key, cell in market_cells(view).items()}
    current = view.get("market_step") or {}
    for s in current.get("declared") or []:
        parts[("declared", s)] = current.get("side")
    return parts


def _gods_parts(view: dict) -> dict:
    """God's Hand and the wage (a card may change it); its other changes show on the card."""
    modifiers = view.get("modifiers") or {}
    return {"god": view.get("gods_card"), "wage": (view.get("wage"), modifiers.get("wage_drachmas"))}


def _marks(image, view: dict, lay: kit.PanelGrid, seats: list[kit.Seat], spots: dict) -> None:
    """Ring what changed since the previous picture (view["before"]) in the colour of its owner: a
    player's goods, crafts, workers, wages and concessions (in their panel: no corner badge, the
    panel is theirs), the bid, who passed and who won a concession, the market's cells (whoever just
    declared, else the mover), God's Hand and the wage (the mover: the Ark's holder draws it)."""
    before = view.get("before")
    if not before:
        return
    mover_seat = (view.get("last_move") or {}).get("seat")
    mover = seats[mover_seat] if isinstance(mover_seat, int) and 0 <= mover_seat < len(seats) else kit.NEUTRAL

    def seat(s: int | None) -> kit.Seat:
        """A seat's colours, the mover's for none (or kit.NEUTRAL when the mover is not known)."""
        return seats[s] if isinstance(s, int) and 0 <= s < len(seats) else mover

    old = {p["seat"]: p for p in before.get("players") or []}
    for p in view["players"]:
        s = p["seat"]
        if not p.get("active", True) or s not in old or not 0 <= s < len(seats):
            continue
        box = lay.panel_box(s)
        notes = has_notes(p, [d for d in view.get("debts") or [] if d["debtor"] == s])
        for rect in _city_rings(p, box, kit.changed_keys(old[s], p, _city_parts), notes):
            kit.changed(image, rect, seats[s], corner=False)
    auction = view.get("auction") or {}
    for key in kit.changed_keys(before, view, _auction_parts):
        if key == "hammer" and ("tile", auction.get("card")) in spots:
            kit.changed(image, spots[("tile", auction["card"])], seat(view.get("token")))
        elif key == "bid" and "bid" in spots:
            kit.changed(image, spots["bid"], seat(auction.get("bidder")))
        elif key == "last" and "last" in spots:
            kit.changed(image, spots["last"], seat((auction.get("last") or {}).get("winner")))
        elif isinstance(key, tuple) and key in spots:
            kit.changed(image, spots[key], seat(key[1]), corner=False)
    _mark_market(image, before, view, seat, spots)
    for key in kit.changed_keys(before, view, _gods_parts):
        if key in spots and (key != "god" or view.get("gods_card")):
            kit.changed(image, spots[key], mover)


def _mark_market(image, before: dict, view: dict, seat: Callable[[int | None], kit.Seat], spots: dict) -> None:
    """Ring the market cells that changed, a ring a side (whoever just declared, else the mover), and
    the sealed declarations just made."""
    changed = kit.changed_keys(before, view, _market_parts)
    current = view.get("market_step") or {}
    earlier = (before.get("market_step") or {}).get("declared") or []
    new = [s for s in current.get("declared") or [] if s not in earlier]
    owner = seat(new[0] if len(new) == 1 and current.get("sealed") is False else None)
    for side in ("sell", "buy"):
        rows = [MARKET_GOODS.index(key[1]) for key in changed if key[0] == side and key[1] in MARKET_GOODS]
        if rows:
            kit.changed(image, market_side_box(side, rows), owner)
    for key in changed:
        if key[0] == "declared" and key in spots:
            kit.changed(image, spots[key], seat(key[1]), corner=False)


FINAL_PARTS = ("built", "holy", "unbuilt")
TOTAL_W = 76      # room for the "= total" at the right of the final score line
FINAL_NUMBER = "−88"    # the widest part we leave room for (numbers are drawn in full even if wider)


def _final_icon(key: str) -> Image.Image:
    return {"built": kit.emblem("temple", 24), "holy": ark(16), "unbuilt": kit.deck(20)}[key]


@lru_cache(maxsize=64)
def final_columns(x0: int, x1: int, holy: bool, language: str) -> tuple[tuple[str, int, int, int], ...]:
    """The final score line's columns, the same for every player of a picture: (part, icon x,
    caption width, number x). The Holy of Holies has a column (0 for those without it) when any
    player has it. Captions shrink (kit.text) when the panel is narrow; numbers keep their room."""
    keys = [k for k in FINAL_PARTS if k != "holy" or holy]
    number_w = kit.text_width(FINAL_NUMBER, 17, True)
    room = x1 - x0 - 28 - TOTAL_W - len(keys) * (number_w + 10) - 8 * (len(keys) - 1)
    fixed = [_final_icon(k).size[0] + 5 for k in keys]
    captions = [kit.text_width(word(f"render-temple-part-{k}", language), 13) for k in keys]
    free = room - sum(fixed)
    scale = min(1.0, free / max(1, sum(captions)))
    widths = [max(24, int(c * scale)) for c in captions]
    gap = 8 + max(0, free - sum(widths)) // max(1, len(keys))
    columns, x = [], x0 + 14
    for key, icon_w, width in zip(keys, fixed, widths):
        columns.append((key, x, width, x + icon_w + width + 5))
        x += icon_w + width + 5 + number_w + gap
    return tuple(columns)


def _final(image, draw, p: dict, box, language, holy: bool = False) -> None:
    x0, y0, x1, _ = box
    parts = p.get("score_parts") or {}
    draw.line((x0 + 14, y0 + 2, x1 - 14, y0 + 2), fill=LINE, width=2)
    kit.text(draw, (x0 + 14, y0 + 22), word("render-temple-final", language), 14, fill=MUTED, bold=True,
             anchor="lm", width=x1 - x0 - 28)
    y = y0 + 46
    for key, x, caption_w, number_x in final_columns(x0, x1, holy, language):
        icon = _final_icon(key)
        kit.paste(image, icon, (x, y), "lm")
        kit.text(draw, (x + icon.size[0] + 5, y), word(f"render-temple-part-{key}", language), 13, fill=MUTED,
                 anchor="lm", width=caption_w, min_size=10)
        draw.text((number_x, y), signed(parts.get(key, 0)), font=kit.font(17, True), fill=INK, anchor="lm")
    total = signed(p.get("score", 0)) if p.get("score", 0) else "0"
    draw.text((x1 - 14, y), f"= {total}", font=kit.font(20, True), fill=INK, anchor="rm")


# --- alt text ------------------------------------------------------------------------------------

def board_alt(view: dict, language: str, names: Callable[[int], str]) -> str:
    """A short description: round and phase (or the final ranking), the last move, who is awaited, the
    Ark, the auction, a sealed market step, God's Hand and the scores."""
    names = kit.shown_names(names, language)
    by_seat = {p["seat"]: p for p in view["players"]}
    parts = []
    if view.get("over"):
        place = places(kit.ranked(view))
        ranking = ", ".join(
            word("render-temple-alt-place", language, place=place[group[0]],
                 players=" = ".join(names(s) for s in group), score=by_seat[group[0]].get("score", 0))
            for group in kit.ranked(view) if by_seat[group[0]].get("active", True))
        parts.append(word("render-temple-alt-over", language, round=view["round"], ranking=ranking))
        parts.append(kit.last_move_alt(view, language))
    if view.get("over"):
        out = [names(p["seat"]) for p in view["players"] if not p.get("active", True)]
        if out:
            parts.append(word("render-temple-alt-out", language, players=", ".join(out)))
        return " ".join(part for part in parts if part)
    parts.append(word("render-temple-alt-round", language, round=view["round"],
                      phase=phase_name(view["phase"], language)))
    parts.append(kit.last_move_alt(view, language))
    awaited = kit.awaited(view)
    if view.get("abandoned"):
        parts.append(word("render-alt-abandoned", language))
    elif awaited:
        parts.append(word("render-temple-alt-waiting", language, players=", ".join(names(s) for s in awaited)))
    parts.extend(kit.table_alt(view, language, names, awaited))
    parts.append(word("render-temple-alt-ark", language, player=names(view["token"])))
    auction = view.get("auction") or {}
    if auction.get("card"):
        bidder = auction.get("bidder")
        parts.append(word("render-temple-alt-auction", language, card=card_label(auction["card"], language),
                          high=auction.get("high") or 0 if bidder is not None else 0,
                          bidder=names(bidder) if bidder is not None else "-"))
    elif view.get("display"):
        parts.append(word("render-temple-alt-display", language,
                          cards=", ".join(card_label(c, language) for c in view["display"])))
    current = view.get("market_step")
    if current:
        active = sum(1 for p in view["players"] if p.get("active", True))
        if current.get("sealed") is False:
            parts.append(_market_alt_in_turn(current, language, names, active))
        else:
            parts.append(word("render-temple-alt-market", language, side=current["side"],
                              declared=len(current.get("declared") or []), players=active))
    if view.get("gods_card"):
        parts.append(word("render-temple-alt-god", language, card=msg(f"temple-god-{view['gods_card']}", language)))
    scores = ", ".join(word("render-temple-alt-score", language, player=names(p["seat"]), score=p.get("score", 0))
                       for p in view["players"] if p.get("active", True))
    parts.append(word("render-temple-alt-scores", language, scores=scores))
    return " ".join(part for part in parts if part)


# --- the private screen --------------------------------------------------------------------------

SCREEN_GOODS_H = 178
SCREEN_CRAFTS_H = 150
SCREEN_CARD_H = 170


# The top row of the screen: the four goods | workers, wages due (drachmas, food), score. Each slot
# leaves room at full size for these generous maxima, far above what a game reaches (food is counted
# in pieces, x100: 9900 is 99 food cards); a larger amount is shrunk to fit its slot.
SCREEN_MAX = {"drachmas": 999, "wood": 99, "stone": 99, "food": 9900, "workers": 99, "wage_drachmas": 99,
              "wage_food": 9900, "score": -188}
SCREEN_ICON_GAP = 10
SCREEN_SLOT_PAD = 20      # between a slot's number and the next slot's icon (or the divider)
SCREEN_DECLARED_W = 110   # the numbers of one's own sealed declaration, right-aligned


def _screen_icon_w(key: str) -> int:
    icons = {"drachmas": kit.gold(44), "wood": kit.wood(44), "stone": stone(44), "food": food(44),
             "workers": kit.pawn(kit.NEUTRAL, 34), "wage_drachmas": kit.gold(30), "wage_food": food(28),
             "score": kit.vp(40)}
    return icons[key].size[0]


def _screen_number_w(key: str) -> int:
    return kit.text_width(str(SCREEN_MAX[key]), 26 if key.startswith("wage_") else 36, True)


@lru_cache(maxsize=1)
def _screen_slots() -> dict[str, tuple[int, int]]:
    """key -> (x, width) of the screen's top-row slots; the wages' two numbers share one slot."""
    slots: dict[str, tuple[int, int]] = {}
    x = M + 24
    for key in (*GOODS, "workers", "wage_drachmas", "score"):
        if key == "workers":
            x += 2 * SCREEN_SLOT_PAD           # the divider between the goods and the rest
        width = _screen_icon_w(key) + SCREEN_ICON_GAP + _screen_number_w(key) + SCREEN_SLOT_PAD
        if key == "wage_drachmas":
            width += _screen_icon_w("wage_food") + SCREEN_ICON_GAP + _screen_number_w("wage_food") + 14
        slots[key] = (x, max(width, 110))
        x += max(width, 110)
    return slots


def screen_slot(key: str) -> tuple[int, int]:
    return _screen_slots()[key]


def screen_number_boxes(y0: int = SCREEN_HEADER_H + 20) -> dict[str, tuple[int, int, int, int]]:
    """Where each number of the screen's top row may draw: key -> (x0, y0, x1, y1). The icons,
    the captions, the divider and the other numbers are outside these boxes (tests check it)."""
    cy = y0 + 76
    boxes = {}
    for key in (*GOODS, "workers", "wage_drachmas", "score"):
        x, width = screen_slot(key)
        nx0 = x + _screen_icon_w(key) + SCREEN_ICON_GAP
        if key == "wage_drachmas":
            split = nx0 + _screen_number_w(key) + 14
            boxes[key] = (nx0, cy - 24, split - 6, cy + 24)
            food_x = split + _screen_icon_w("wage_food") + SCREEN_ICON_GAP
            boxes["wage_food"] = (food_x, cy - 24, x + width - SCREEN_SLOT_PAD, cy + 24)
        else:
            boxes[key] = (nx0, cy - 24, x + width - SCREEN_SLOT_PAD, cy + 24)
    return boxes


def declared_boxes(y0: int = SCREEN_HEADER_H + 20) -> list[tuple[int, int, int, int]]:
    """Where the numbers of one's own sealed declaration draw (wood, stone, food)."""
    mx = SCREEN_W - M - 330
    return [(mx + 300 - SCREEN_DECLARED_W, y0 + 70 + i * 34 - 16, mx + 300, y0 + 70 + i * 34 + 16)
            for i in range(len(MARKET_GOODS))]


def _market_alt_in_turn(current: dict, language: str, names: Callable[[int], str], players: int) -> str:
    """An in-turn market step in words: who has declared, who is declaring, the totals and prices."""
    totals = current.get("totals") or {}
    prices = current.get("prices") or {}
    so_far = ", ".join(
        word("render-temple-alt-market-food" if good == "food" else "render-temple-alt-market-good", language,
             good=good_name(good, language), total=totals.get(good, 0), price=prices.get(good, 0))
        for good in MARKET_GOODS)
    declaring = current.get("declaring")
    return word("render-temple-alt-market-turn", language, side=current["side"],
                declared=len(current.get("declared") or []), players=players,
                player=names(declaring) if declaring is not None else "-", totals=so_far)


def _mine(view: dict) -> tuple[str, list[int]] | None:
    """The seat's own market answers not yet public (a sealed declaration, or the in-turn declaration
    it is making; food in pieces), or None."""
    current = view.get("market_step") or {}
    if "mine" not in current:
        return None
    return current["side"], list(current["mine"])


def draw_screen(view: dict, language: str, names: Callable[[int], str]) -> tuple[Image.Image, str]:
    names = kit.shown_names(names, language)
    me = view.get("me")
    if me is None:
        raise ValueError("screen() needs a seat's view: engine.view(state, seat)")
    p = view["players"][me]
    seats = kit.seats_of(view)
    seat = seats[me]
    cards = [(b["card"], "built") for b in sorted(p.get("built") or [], key=lambda b: b.get("seq", 0))]
    cards += [(n, "unbuilt") for n in p.get("unbuilt") or []]
    per_row = 8
    rows = max(1, -(-len(cards) // per_row))
    cards_h = 44 + rows * SCREEN_CARD_H + (rows - 1) * 10 + 16
    height = SCREEN_HEADER_H + 20 + SCREEN_GOODS_H + G + SCREEN_CRAFTS_H + G + cards_h + M
    image = Image.new("RGB", (SCREEN_W, height), SAND)
    draw = ImageDraw.Draw(image)
    # header in the player's colour
    draw.rectangle((0, 0, SCREEN_W, SCREEN_HEADER_H), fill=kit.darker(seat.colour, 0.45))
    kit.paste(image, kit.badge(seat, 46), (M, SCREEN_HEADER_H // 2), "lm")
    kit.name(draw, (M + 60, SCREEN_HEADER_H // 2), names(me), 30, fill=WHITE, bold=True, anchor="lm", width=560)
    rnd = word("render-temple-round", language, round=view["round"])
    w = kit.pill(draw, SCREEN_W - M, 36, rnd, 20, fill=CREAM, height=32, pad=26, anchor="r")
    right = SCREEN_W - M - w - 10
    if not view.get("over"):
        right -= kit.pill(draw, right, 36, phase_name(view["phase"], language), 18, fill=(120, 96, 70),
                          ink=WHITE, height=30, pad=22, max_w=260, anchor="r") + 14
    kit.text(draw, (right, SCREEN_HEADER_H // 2), word("render-temple-your-screen", language), 19,
             fill=(240, 230, 214), anchor="rm", width=right - M - 640)
    # goods, workers, wages, score; the sealed declaration
    y0 = SCREEN_HEADER_H + 20
    kit.panel(draw, (M, y0, SCREEN_W - M, y0 + SCREEN_GOODS_H))
    kit.text(draw, (M + 24, y0 + 24), word("render-temple-goods", language), 18, fill=MUTED, bold=True,
             anchor="lm", width=300)
    cy = y0 + 76
    bill = p.get("wage_bill") or {}
    amounts = {**{good: p.get(good, 0) for good in GOODS}, "workers": p.get("workers", 0),
               "wage_drachmas": bill.get("drachmas", 0), "wage_food": bill.get("food", 0),
               "score": p.get("score", 0)}
    icons = {**{good: good_icon(good, 44) for good in GOODS}, "workers": kit.pawn(seat, 34),
             "wage_drachmas": kit.gold(30), "wage_food": food(28), "score": kit.vp(40)}
    captions = {**{good: good_name(good, language) for good in GOODS},
                "workers": word("render-temple-workers", language),
                "wage_drachmas": word("render-temple-wages-due", language),
                "score": word("render-temple-score", language)}
    for key, (nx0, _, nx1, _) in screen_number_boxes(y0).items():
        size = 26 if key.startswith("wage_") else 36
        x = nx0 - SCREEN_ICON_GAP - icons[key].size[0]
        kit.paste(image, icons[key], (x, cy), "lm")
        kit.text(draw, (nx0, cy), str(amounts[key]), size, bold=True, anchor="lm", width=nx1 - nx0,
                 min_size=14)
        if key in captions:
            room = screen_slot(key)[1] - SCREEN_SLOT_PAD
            kit.text(draw, (x, cy + 40), captions[key], 15, fill=MUTED, anchor="lm", width=room)
    divider = screen_slot("workers")[0] - SCREEN_SLOT_PAD
    draw.line((divider, y0 + 20, divider, y0 + SCREEN_GOODS_H - 20), fill=LINE, width=2)
    patron = p.get("patron")
    if patron:
        py = y0 + SCREEN_GOODS_H - 26
        px = M + 24
        label = word("render-temple-patron", language, patron=msg(f"temple-patron-{patron}", language))
        px += kit.text(draw, (px, py), label, 15, fill=MUTED, bold=True, anchor="lm", width=420) + 12
        income = CONTENT.patron[patron].income if patron in CONTENT.patron else None
        for good in GOODS:
            value = income.get(good) if income is not None else 0
            if value:
                shown = value * 100 if good == "food" else value
                px = kit.icon_row(image, draw, px, py, good_icon(good, 18), shown, size=16, gap=4) + 12
        kit.text(draw, (px, py), word("render-temple-per-round", language), 15, fill=MUTED, anchor="lm", width=200)
    mine = _mine(view)
    if mine is not None:
        side, amounts = mine
        mx = SCREEN_W - M - 330
        draw.rounded_rectangle((mx - 14, y0 + 12, SCREEN_W - M - 12, y0 + SCREEN_GOODS_H - 12), 12,
                               fill=kit.lighter(HIGHLIGHT, 0.75))
        key = "render-temple-your-sell" if side == "sell" else "render-temple-your-buy"
        kit.text(draw, (mx, y0 + 34), word(key, language), 17, bold=True, anchor="lm", width=310)
        for i, good in enumerate(MARKET_GOODS):
            gy = y0 + 70 + i * 34
            kit.paste(image, good_icon(good, 24), (mx, gy), "lm")
            kit.text(draw, (mx + 40, gy), good_name(good, language), 15, fill=MUTED, anchor="lm",
                     width=300 - SCREEN_DECLARED_W - 50)
            if i < len(amounts):
                kit.text(draw, (mx + 300, gy), str(amounts[i]), 22, bold=True, anchor="rm",
                         width=SCREEN_DECLARED_W, min_size=12)
            else:
                kit.paste(image, kit.pending(22), (mx + 300, gy), "rm")
    # crafts and site workers
    y1 = y0 + SCREEN_GOODS_H + G
    kit.panel(draw, (M, y1, SCREEN_W - M, y1 + SCREEN_CRAFTS_H))
    kit.text(draw, (M + 24, y1 + 24), word("render-temple-crafts", language), 18, fill=MUTED, bold=True,
             anchor="lm", width=300)
    crafts = p.get("crafts") or {}
    tile_w = 330
    for i, craft in enumerate(CRAFTS):
        info = crafts.get(craft) or {}
        tile = craft_tile(craft, info.get("level", 0), info.get("workers", 0), seat, language, tile_w, 96,
                          1.35)
        image.paste(tile, (M + 24 + i * (tile_w + 16), y1 + 42))
    sx = M + 24 + 3 * (tile_w + 16) + 20
    kit.icon_row(image, draw, sx, y1 + 80, kit.pawn(seat, 34), p.get("site_workers", 0), size=34, gap=10)
    kit.text(draw, (sx, y1 + 120), word("render-temple-site-workers", language), 15, fill=MUTED, anchor="lm",
             width=SCREEN_W - M - 20 - sx)
    # concessions
    y2 = y1 + SCREEN_CRAFTS_H + G
    kit.panel(draw, (M, y2, SCREEN_W - M, y2 + cards_h))
    x = M + 24 + kit.text(draw, (M + 24, y2 + 24), word("render-temple-concessions", language), 18, fill=MUTED,
                          bold=True, anchor="lm", width=400) + 24
    built_n = sum(1 for _, state in cards if state == "built")
    for key, count in (("render-temple-built", built_n), ("render-temple-unbuilt", len(cards) - built_n)):
        x += kit.text(draw, (x, y2 + 24), word(key, language, count=count), 16, fill=MUTED, anchor="lm",
                      width=220) + 20
    active = p.get("active", True)
    if not cards:
        key = "render-temple-no-concessions" if active else "render-temple-eliminated"
        kit.text(draw, (M + 24, y2 + 44 + SCREEN_CARD_H // 2), word(key, language, round=p.get("eliminated_in") or 0),
                 20 if active else 22, fill=FAINT if active else MUTED, bold=not active, anchor="lm",
                 width=SCREEN_W - 2 * M - 48)
    card_w = (SCREEN_W - 2 * M - 48 - (per_row - 1) * 12) // per_row
    for i, (number, state) in enumerate(cards):
        row, col = divmod(i, per_row)
        tile = card_tile(number, language, card_w, SCREEN_CARD_H, state)
        image.paste(tile, (M + 24 + col * (card_w + 12), y2 + 44 + row * (SCREEN_CARD_H + 10)))
    if not active and cards:
        # an eliminated player keeps the record of what they built, greyed, with the reason on top
        _grey(image, (M + 4, y2 + 36, SCREEN_W - M - 4, y2 + cards_h - 4))
        text = word("render-temple-eliminated", language, round=p.get("eliminated_in") or 0)
        kit.pill(draw, SCREEN_W // 2, y2 + 44 + SCREEN_CARD_H // 2, text, 20, fill=(96, 88, 80), ink=WHITE,
                 height=40, pad=30, max_w=SCREEN_W - 2 * M - 80, anchor="m")
    return image, screen_alt(view, language, names)


def screen_alt(view: dict, language: str, names: Callable[[int], str]) -> str:
    names = kit.shown_names(names, language)
    me = view["me"]
    p = view["players"][me]
    text = word("render-temple-alt-screen", language, player=names(me), drachmas=p.get("drachmas", 0),
                wood=p.get("wood", 0), stone=p.get("stone", 0), food=p.get("food", 0),
                workers=p.get("workers", 0), built=len(p.get("built") or []),
                unbuilt=len(p.get("unbuilt") or []), score=p.get("score", 0))
    parts = [word("render-temple-alt-round", language, round=view["round"],
                  phase=phase_name(view["phase"], language)), text]
    mine = _mine(view)
    if mine is not None:
        side, amounts = mine
        shown = [str(amounts[i]) if i < len(amounts) else "?" for i in range(len(MARKET_GOODS))]
        parts.append(word("render-temple-alt-declaration", language, side=side, wood=shown[0], stone=shown[1],
                          food=shown[2]))
    return " ".join(parts)
