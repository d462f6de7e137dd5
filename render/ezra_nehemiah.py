"""Ezra and Nehemiah's pictures: the public board and one seat's private screen, drawn from engine views only
(engine/ezra_nehemiah/view.py).

    draw_board(view, language, names) -> (Image, alt)   public fields only: never `private`
    draw_screen(view, language, names) -> (Image, alt)  the seat of `view["me"]`: its goods, its hand (name,
                                                        banners, trade, Sabbath condition), its deck's
                                                        contents, the wall cards it knows or has drawn,
                                                        and its scrolls with what they do

Layout of the board (1600 px wide): header (title, round, day or phase | who is awaited or the winner | the
last move) | a one-row strip with what the turn in progress holds (the mover's badge, the card played, the
main action, its banner pool, the Levites used) and the Shofar's holder | the main board: the 36
perimeter spaces clockwise from the top-left corner (rubble cubes by type, the rebuilt wall cards in
their owner's colour, gatekeepers, coins on unbuilt gate cards, connections as a gold edge inside the
gate's space, neutral spaces greyed) around the Levite track, the Temple (5 rows x 9 columns, the cubes
in their type's colour under the placer's badge, the Temple Mount hatched, sections done ticked), the
scroll grid (rows 4 to 1, occupants, row food), the altar track 0-20 (each stack bottom to top: the
lowest marker is ahead), the prophets and the altar card's zones for the round, the city plan with the
tents, the heroes and gate cards left and the blessing bonuses | one panel per player (and the solo
Opponent): goods, blessings and workers, development tiles with merchants and elders, the three piles,
the hand, deck and wall deck sizes, tucked cards, scrolls and heroes, the final scoring at the end.

What a player needs at a glance reads in chat (kit.KEY, kit.READABLE px): every panel's goods, blessings,
workers and pile sizes, the altar track's spaces, the Temple's cubes placed of its spaces. What changed
since the previous picture (view["before"]) is ringed in its owner's colour (changes()).

Rewards and costs are drawn as icons from the content tables (engine.ezra_nehemiah.content, static);
every word comes from the catalogs (ezra_nehemiah.ftl: names of the content, and the "Pictures"
section for the pictures' own words). The frames and fixed parts are drawn once per language and table
(`_static`), effect strips are cached, and a player panel that did not change is pasted (`kit.region`).
"""
from __future__ import annotations

import json
from functools import lru_cache
from typing import Callable

import msgspec
from PIL import Image, ImageDraw

from engine.ezra_nehemiah.content import (CONTENT, CUBES, Altar, Banners, Blessing, Choose, ConvertTrade, FreeFlip,
                                          Gain, LoseVp, PayFood, ResourceEffect, Retrieve, Tent, Vp, Worker)

from . import kit
from .kit import INK, MUTED, FAINT, PAPER, SAND, LINE, HIGHLIGHT, WHITE, word, msg, signed

GAME = "ezra_nehemiah"
OPPONENT = "opponent"
WHITE_WORKER = "white"

W = 1600
M = 24
G = 12
HEADER_H = kit.HEADER_H      # the board's header band (title, round, day | who is awaited | the last move)
SCREEN_HEADER_H = 72
HEADER_RGB = (58, 44, 36)
CREAM = (246, 234, 210)
TITLE_ICON = 48
# the turn strip: what the turn in progress holds (the card played, the main action, the banner pool, the
# Levites used) and the Shofar, on one row (centre y); READABLE words
STRIP = (M, HEADER_H + 10, W - M, HEADER_H + 68)
STRIP_Y = (STRIP[1] + STRIP[3]) // 2

# the main board: the perimeter (12 spaces along the top and bottom edges, 6 along each side)
BX, BY = 32, STRIP[3] + 10
CW, TH, SH = 128, 100, 132
BOARD = (BX, BY, BX + 12 * CW, BY + 2 * TH + 6 * SH)
IX0, IX1 = BX + CW + 12, BX + 11 * CW - 12
IY0 = BY + TH + 12
ROW1, ROW2, ROW3 = 272, 242, 232
LEVITE_BOX = (IX0, IY0, IX0 + 220, IY0 + ROW1)
TEMPLE_BOX = (IX0 + 232, IY0, IX0 + 712, IY0 + ROW1)
SCROLL_BOX = (IX0 + 724, IY0, IX1, IY0 + ROW1)
ALTAR_BOX = (IX0, IY0 + ROW1 + 10, IX1, IY0 + ROW1 + 10 + ROW2)
CITY_BOX = (IX0, ALTAR_BOX[3] + 10, IX0 + 440, ALTAR_BOX[3] + 10 + ROW3)
INFO_BOX = (IX0 + 452, ALTAR_BOX[3] + 10, IX1, ALTAR_BOX[3] + 10 + ROW3)
PLAYERS_Y = BOARD[3] + 16
PANEL_H = 334
OVER_H = 44
SCORE_SIZE = 34     # a player's score in their panel's band: it reads in chat
KEY_SIZE = kit.READABLE     # the numbers a player needs at a glance (goods, workers ...): they read in chat
CAPTION = 12        # the word under a key number (shrunk to fit its slot, never cut)

TEMPLE_CELL = 42
ALTAR_STEP = 58
ALTAR_X = ALTAR_BOX[0] + (ALTAR_BOX[2] - ALTAR_BOX[0] - 21 * ALTAR_STEP) // 2
SCROLL_STEP, SCROLL_W, SCROLL_H = 68, 62, 50
CITY_W, CITY_H = 84, 64

# colours
PLAYER_RGB = {"turquoise": (0, 160, 164), "red": (206, 52, 44), "violet": (134, 84, 182), "yellow": (238, 198, 36)}
CUBE_RGB = {"gold": (236, 186, 30), "stone": (172, 172, 166), "wood": (150, 96, 48), "ash": (76, 74, 80)}
BANNER_RGB = {"red": (200, 48, 40), "grey": (128, 128, 132), "blue": (36, 96, 190)}
BLESSING_RGB = {"orange": (240, 140, 20), "purple": (128, 64, 170), "red": (206, 36, 48)}
COIN_RGB = (188, 190, 198)
BREAD_RGB = (214, 158, 86)
WALL_RGB = (226, 214, 190)
GATE_RGB = (204, 186, 152)
CORNER_RGB = (190, 168, 128)
NEUTRAL_FILL = (206, 204, 200)
CITY_RGB = (244, 238, 224)
BOARD_RGB = (232, 222, 200)
BAD_INK = (176, 40, 36)
ZONE_RGB = {"behind": (244, 214, 206), "between": (238, 232, 214), "ahead": (212, 236, 214)}
TILE_TYPES = ("guard", "labourer", "farmer", "merchant", "elder")
GOODS = ("coin", "bread", "gold", "stone", "wood", "ash")
BLESSINGS = ("orange", "purple", "red")
SCORE_PARTS = ("game", "silver", "tiles", "altar", "walls", "gates", "scribes", "scrolls")

GENERIC = kit.Seat(-2, (120, 108, 94), "", "circle")       # a worker in reward pictograms
WHITE_SEAT = kit.Seat(-5, (250, 250, 246), "", "circle")   # a white worker (1-2 players)
PROPHET_RGB = (120, 84, 50)


def w(key: str, language: str, **params) -> str:
    """A picture's own word: render-ezra_nehemiah-<key>."""
    return word(f"render-{GAME}-{key}", language, **params)


def name_of(kind: str, item: str, language: str) -> str:
    """A content name from the catalogs: ezra_nehemiah-<kind>-<item> (gate, tile, hero, character ...)."""
    return msg(f"{GAME}-{kind}-{item}", language)


# --- seats -------------------------------------------------------------------------------------------

def seats_of(view: dict) -> list[kit.Seat]:
    """The players' seats, then the solo Opponent's (its colour, the next letter and shape)."""
    found = [kit.Seat(p["seat"], PLAYER_RGB.get(p["colour"], kit.NEUTRAL_RGB), kit.LETTERS[p["seat"] % 6],
                      kit.SHAPES[p["seat"] % 6]) for p in view["players"]]
    opponent = view.get("opponent")
    if opponent:
        n = len(found)
        found.append(kit.Seat(n, PLAYER_RGB.get(opponent["colour"], kit.NEUTRAL_RGB), kit.LETTERS[n % 6],
                              kit.SHAPES[n % 6]))
    return found


def seat_of(who, seats: list[kit.Seat]) -> kit.Seat:
    """The Seat of a seat number, "opponent" or a white worker."""
    if who == OPPONENT:
        return seats[-1]
    if who == WHITE_WORKER:
        return WHITE_SEAT
    if isinstance(who, int) and 0 <= who < len(seats):
        return seats[who]
    return kit.NEUTRAL


def player_names(view: dict, names: Callable[[int], str], language: str) -> Callable:
    """Display names of seats, the Opponent called the Opponent."""
    shown = kit.shown_names(names, language)

    def name(who) -> str:
        return w("opponent", language) if who == OPPONENT else shown(who)
    name.visible = True  # type: ignore[attr-defined]
    return name


def owners(view: dict) -> list:
    """Seats in order, then "opponent" in a solo game."""
    return [p["seat"] for p in view["players"]] + ([OPPONENT] if view.get("opponent") else [])


def altar_order(view: dict) -> list:
    """Everyone on the altar track, ahead first: further right, then lower in the stack (1.8)."""
    order = []
    for stack in reversed(view["board"]["altar"]["stacks"]):
        order.extend(stack)
    return order


def altar_space(view: dict, who) -> int:
    for space, stack in enumerate(view["board"]["altar"]["stacks"]):
        if who in stack:
            return space
    return 0


def vp_of(view: dict, who) -> int:
    if who == OPPONENT:
        return (view.get("opponent") or {}).get("vp", 0)
    return view["players"][who]["vp"]


def ranking(view: dict) -> list:
    """The final order: VP, then the altar (the engine's tie-break: never a tie)."""
    ahead = {who: i for i, who in enumerate(altar_order(view))}
    return sorted(owners(view), key=lambda who: (-vp_of(view, who), ahead.get(who, 99)))


def winners(view: dict) -> list:
    """Who won: the first of the ranking; solo: the person, or the Opponent (13.11)."""
    order = ranking(view)
    return order[:1]


# --- icons -------------------------------------------------------------------------------------------

def _cube(draw, s: float, front, top, side, edge) -> tuple[float, float, float]:
    d = s * 0.24
    f0, f1 = s * 0.04, s * 0.96 - d
    draw.polygon([(f0, d), (f0 + d, s * 0.04), (s * 0.96, s * 0.04), (f1, d)], fill=top, outline=edge, width=kit.SS)
    draw.polygon([(f1, d), (s * 0.96, s * 0.04), (s * 0.96, s * 0.96 - d), (f1, s * 0.96)], fill=side, outline=edge,
                 width=kit.SS)
    if isinstance(front, list):     # stripes (a resource of any type)
        step = (f1 - f0) / len(front)
        for i, colour in enumerate(front):
            draw.rectangle((f0 + i * step, d, f0 + (i + 1) * step, s * 0.96), fill=colour)
        draw.rectangle((f0, d, f1, s * 0.96), outline=edge, width=kit.SS)
    else:
        draw.rectangle((f0, d, f1, s * 0.96), fill=front, outline=edge, width=kit.SS)
    return d, f0, f1


@lru_cache(maxsize=256)
def icon(kind: str, size: int) -> Image.Image:
    """The game's pictograms: coin, bread, the cubes (gold, stone, wood, ash, resource = any of stone,
    wood and ash), vp, worker, blessing-<colour|wild>, banner-<colour|wild>, altar, tent, retrieve, flip,
    shofar, scroll, card, wallcard, hero."""
    if kind == "vp":
        return kit.vp(size)
    if kind == "worker":
        return kit.pawn(GENERIC, max(8, round(size * 0.8)))
    if kind == "card":
        return kit.deck(size)
    S = kit.SS
    if kind in CUBE_RGB or kind == "resource":
        image, draw = kit._canvas(size, size)
        s = size * S
        if kind == "resource":
            colours = [CUBE_RGB[c] for c in CUBES]
            d, f0, f1 = _cube(draw, s, colours, (222, 214, 200), (150, 142, 130), (60, 54, 48))
        else:
            base = CUBE_RGB[kind]
            d, f0, f1 = _cube(draw, s, base, kit.lighter(base, 0.35), kit.darker(base, 0.25), kit.darker(base, 0.55))
            if kind == "gold":
                draw.line((f0 + s * 0.12, d + s * 0.14, f0 + s * 0.30, d + s * 0.14), fill=(255, 240, 170),
                          width=round(s * 0.07))
            elif kind == "wood":
                for fy in (0.45, 0.65, 0.82):
                    draw.line((f0 + s * 0.08, s * fy, f1 - s * 0.08, s * fy), fill=kit.darker(base, 0.4), width=S)
            elif kind == "stone":
                draw.line([(f0 + s * 0.16, d + s * 0.08), (f0 + s * 0.34, d + s * 0.30), (f0 + s * 0.26, d + s * 0.50)],
                          fill=kit.darker(base, 0.45), width=S)
            else:
                for fx, fy in ((0.25, 0.5), (0.5, 0.7), (0.35, 0.85), (0.6, 0.45)):
                    r = s * 0.045
                    draw.ellipse((s * fx - r, s * fy - r, s * fx + r, s * fy + r), fill=(170, 168, 172))
        return kit._reduce(image)
    image, draw = kit._canvas(size, size)
    s = size * S
    if kind == "coin":
        draw.ellipse((s * 0.04, s * 0.04, s * 0.96, s * 0.96), fill=(104, 108, 118))
        draw.ellipse((s * 0.04 + S * 1.5, s * 0.04 + S * 1.5, s * 0.96 - S * 1.5, s * 0.96 - S * 1.5), fill=COIN_RGB)
        draw.ellipse((s * 0.24, s * 0.24, s * 0.76, s * 0.76), outline=(136, 140, 150), width=S * 2)
        draw.ellipse((s * 0.32, s * 0.26, s * 0.46, s * 0.40), fill=(240, 242, 246))
    elif kind == "bread":
        edge = (128, 80, 30)
        draw.ellipse((s * 0.02, s * 0.20, s * 0.98, s * 0.86), fill=edge)
        draw.ellipse((s * 0.02 + S * 1.5, s * 0.20 + S * 1.5, s * 0.98 - S * 1.5, s * 0.86 - S * 1.5), fill=BREAD_RGB)
        for fx in (0.30, 0.50, 0.70):
            draw.line((s * (fx - 0.07), s * 0.66, s * (fx + 0.07), s * 0.38), fill=(246, 214, 160),
                      width=round(s * 0.07))
    elif kind.startswith("blessing-"):
        colour = kind.split("-", 1)[1]
        if colour == "wild":
            for i, c in enumerate(BLESSINGS):
                draw.pieslice((s * 0.04, s * 0.04, s * 0.96, s * 0.96), -90 + i * 120, 30 + i * 120,
                              fill=BLESSING_RGB[c])
            draw.ellipse((s * 0.04, s * 0.04, s * 0.96, s * 0.96), outline=(70, 50, 40), width=S)
        else:
            fill = BLESSING_RGB[colour]
            edge = kit.darker(fill, 0.45)
            if colour == "orange":          # a sun disc
                draw.ellipse((s * 0.06, s * 0.06, s * 0.94, s * 0.94), fill=edge)
                inset = S * 1.5
                draw.ellipse((s * 0.06 + inset, s * 0.06 + inset, s * 0.94 - inset, s * 0.94 - inset), fill=fill)
            elif colour == "purple":        # a diamond
                draw.polygon([(s * 0.5, s * 0.02), (s * 0.98, s * 0.5), (s * 0.5, s * 0.98), (s * 0.02, s * 0.5)],
                             fill=edge)
                draw.polygon([(s * 0.5, s * 0.02 + S * 2), (s * 0.98 - S * 2, s * 0.5), (s * 0.5, s * 0.98 - S * 2),
                              (s * 0.02 + S * 2, s * 0.5)], fill=fill)
            else:                           # a drop
                draw.ellipse((s * 0.16, s * 0.34, s * 0.84, s * 0.98), fill=edge)
                draw.polygon([(s * 0.5, s * 0.0), (s * 0.82, s * 0.56), (s * 0.18, s * 0.56)], fill=edge)
                inset = S * 1.5
                draw.ellipse((s * 0.16 + inset, s * 0.34 + inset, s * 0.84 - inset, s * 0.98 - inset), fill=fill)
                draw.polygon([(s * 0.5, S * 3), (s * 0.82 - inset, s * 0.58), (s * 0.18 + inset, s * 0.58)], fill=fill)
            c = s * 0.5 + (s * 0.1 if colour == "red" else 0)
            r = s * 0.14
            draw.polygon([(s * 0.5, c - r * 1.6), (s * 0.5 + r * 0.4, c - r * 0.4), (s * 0.5 + r * 1.6, c),
                          (s * 0.5 + r * 0.4, c + r * 0.4), (s * 0.5, c + r * 1.6), (s * 0.5 - r * 0.4, c + r * 0.4),
                          (s * 0.5 - r * 1.6, c), (s * 0.5 - r * 0.4, c - r * 0.4)], fill=(255, 246, 220))
    elif kind.startswith("banner-"):
        colour = kind.split("-", 1)[1]
        draw.rectangle((s * 0.10, s * 0.04, s * 0.20, s * 0.98), fill=(70, 56, 44))
        if colour == "wild":
            for i, c in enumerate(("red", "grey", "blue")):
                draw.rectangle((s * 0.20, s * (0.08 + i * 0.18), s * 0.92, s * (0.26 + i * 0.18)), fill=BANNER_RGB[c])
        else:
            fill = BANNER_RGB[colour]
            if colour == "red":             # swallowtail
                points = [(s * 0.20, s * 0.08), (s * 0.96, s * 0.08), (s * 0.70, s * 0.34), (s * 0.96, s * 0.60),
                          (s * 0.20, s * 0.60)]
            elif colour == "grey":          # square
                points = [(s * 0.20, s * 0.08), (s * 0.92, s * 0.08), (s * 0.92, s * 0.60), (s * 0.20, s * 0.60)]
            else:                           # pennant
                points = [(s * 0.20, s * 0.06), (s * 0.98, s * 0.34), (s * 0.20, s * 0.62)]
            draw.polygon(points, fill=fill, outline=kit.darker(fill, 0.45), width=S)
    elif kind == "altar":
        stone, dark = (196, 180, 150), (96, 80, 60)
        draw.polygon([(s * 0.5, s * 0.02), (s * 0.72, s * 0.30), (s * 0.62, s * 0.46), (s * 0.38, s * 0.46),
                      (s * 0.28, s * 0.30)], fill=(236, 110, 20))
        draw.polygon([(s * 0.5, s * 0.16), (s * 0.60, s * 0.34), (s * 0.54, s * 0.44), (s * 0.46, s * 0.44),
                      (s * 0.40, s * 0.34)], fill=(255, 210, 60))
        draw.rectangle((s * 0.14, s * 0.46, s * 0.86, s * 0.96), fill=dark)
        draw.rectangle((s * 0.14 + S * 1.5, s * 0.46 + S * 1.5, s * 0.86 - S * 1.5, s * 0.96 - S * 1.5), fill=stone)
        draw.line((s * 0.14, s * 0.62, s * 0.86, s * 0.62), fill=dark, width=S)
    elif kind == "tent":
        dark, cloth = (90, 64, 40), (226, 200, 150)
        draw.polygon([(s * 0.5, s * 0.06), (s * 0.98, s * 0.94), (s * 0.02, s * 0.94)], fill=dark)
        draw.polygon([(s * 0.5, s * 0.06 + S * 3), (s * 0.98 - S * 3, s * 0.94 - S * 1.5),
                      (s * 0.02 + S * 3, s * 0.94 - S * 1.5)], fill=cloth)
        draw.polygon([(s * 0.5, s * 0.40), (s * 0.64, s * 0.94), (s * 0.36, s * 0.94)], fill=dark)
    elif kind == "retrieve":
        colour = (60, 90, 150)
        draw.arc((s * 0.10, s * 0.14, s * 0.90, s * 0.94), 200, 90, fill=colour, width=round(s * 0.13))
        draw.polygon([(s * 0.02, s * 0.36), (s * 0.36, s * 0.36), (s * 0.14, s * 0.06)], fill=colour)
    elif kind == "flip":
        colour = (60, 110, 60)
        draw.rounded_rectangle((s * 0.18, s * 0.20, s * 0.82, s * 0.80), s * 0.08, fill=(210, 230, 200),
                               outline=colour, width=S * 2)
        draw.arc((s * 0.30, s * 0.32, s * 0.70, s * 0.70), 180, 450, fill=colour, width=round(s * 0.08))
        draw.polygon([(s * 0.22, s * 0.48), (s * 0.40, s * 0.48), (s * 0.31, s * 0.60)], fill=colour)
    elif kind == "shofar":
        import math
        outer, inner = [], []
        for i in range(13):
            t = i / 12
            a = math.radians(200 - 160 * t)
            r = s * 0.36
            width = s * (0.04 + 0.20 * t)
            cx, cy = s * 0.5 + r * math.cos(a), s * 0.62 - r * math.sin(a) * 0.9
            outer.append((cx + width * math.cos(a), cy - width * math.sin(a)))
            inner.append((cx - width * math.cos(a) * 0.2, cy + width * math.sin(a) * 0.2))
        draw.polygon(outer + inner[::-1], fill=(120, 84, 40))
        shade = [(x + S, y + S) for x, y in outer[2:]] + [(x + S, y + S) for x, y in inner[2:]][::-1]
        draw.polygon(shade, fill=(214, 176, 112))
    elif kind == "scroll":
        paper, dark = (240, 226, 190), (130, 100, 60)
        draw.rectangle((s * 0.16, s * 0.14, s * 0.84, s * 0.86), fill=dark)
        draw.rectangle((s * 0.16 + S * 1.5, s * 0.14 + S * 1.5, s * 0.84 - S * 1.5, s * 0.86 - S * 1.5), fill=paper)
        for fy in (0.14, 0.86):
            draw.ellipse((s * 0.04, s * fy - s * 0.10, s * 0.96, s * fy + s * 0.10), fill=dark)
            draw.ellipse((s * 0.04 + S, s * fy - s * 0.10 + S, s * 0.96 - S, s * fy + s * 0.10 - S), fill=paper)
        for fy in (0.36, 0.50, 0.64):
            draw.line((s * 0.30, s * fy, s * 0.70, s * fy), fill=dark, width=S)
    elif kind == "link":               # a connection: two links of a gold chain
        gold, dark = (230, 180, 40), (120, 84, 10)
        for box in ((s * 0.04, s * 0.28, s * 0.62, s * 0.72), (s * 0.38, s * 0.28, s * 0.96, s * 0.72)):
            draw.rounded_rectangle(box, s * 0.2, outline=dark, width=round(s * 0.16))
            draw.rounded_rectangle(box, s * 0.2, outline=gold, width=round(s * 0.08))
    elif kind in ("wallcard", "hero"):
        fill = (150, 140, 126) if kind == "wallcard" else (176, 134, 48)
        draw.rounded_rectangle((s * 0.14, s * 0.04, s * 0.86, s * 0.96), s * 0.1, fill=kit.darker(fill, 0.35))
        draw.rounded_rectangle((s * 0.14 + S * 1.5, s * 0.04 + S * 1.5, s * 0.86 - S * 1.5, s * 0.96 - S * 1.5),
                               s * 0.08, fill=fill)
        if kind == "wallcard":
            for row in range(3):
                y = s * (0.22 + row * 0.22)
                draw.line((s * 0.22, y, s * 0.78, y), fill=kit.darker(fill, 0.3), width=S)
        else:
            draw.polygon([(s * 0.26, s * 0.62), (s * 0.26, s * 0.34), (s * 0.38, s * 0.48), (s * 0.5, s * 0.26),
                          (s * 0.62, s * 0.48), (s * 0.74, s * 0.34), (s * 0.74, s * 0.62)], fill=(255, 226, 120))
    else:
        raise ValueError(f"no icon {kind!r}")
    return kit._reduce(image)


@lru_cache(maxsize=32)
def prophet(letter: str, size: int) -> Image.Image:
    """A prophet's pawn: a robed figure in brown with the prophet's initial."""
    return kit.pawn(kit.Seat(-6, PROPHET_RGB, letter, "circle"), size)


# --- effects and amounts as icon strips ----------------------------------------------------------------

def effect_tokens(effects) -> tuple:
    """What an effect list shows: (icon kind, amount) tokens ("txt", text) for separators. An amount of
    1 is not written, a negative one is written in red."""
    tokens: list[tuple] = []
    for effect in effects:
        if isinstance(effect, Choose):
            for j, option in enumerate(effect.options):
                if j:
                    tokens.append(("txt", "/"))
                tokens.extend(effect_tokens(option))
        elif isinstance(effect, Gain):
            tokens.extend(effect.items())
        elif isinstance(effect, ResourceEffect):
            if tuple(effect.types) == CUBES:
                tokens.append(("resource", effect.n))
            else:
                for j, cube in enumerate(effect.types):
                    if j:
                        tokens.append(("txt", "/"))
                    tokens.append((cube, effect.n))
        elif isinstance(effect, Vp):
            tokens.append(("vp", effect.n))
        elif isinstance(effect, LoseVp):
            tokens.append(("vp", -effect.n))
        elif isinstance(effect, PayFood):
            tokens.append(("bread", -effect.n))
        elif isinstance(effect, Worker):
            tokens.append(("worker", effect.n))
        elif isinstance(effect, Blessing):
            tokens.append((f"blessing-{effect.colour}", effect.n))
        elif isinstance(effect, Banners):
            tokens.append((f"banner-{effect.colour}", effect.n))
        elif isinstance(effect, Altar):
            tokens.append(("altar", effect.n))
        elif isinstance(effect, Tent):
            tokens.append(("tent", effect.n))
        elif isinstance(effect, Retrieve):
            tokens.append(("retrieve", effect.n))
        elif isinstance(effect, FreeFlip):
            tokens.append(("flip", effect.n))
    return tuple(tokens)


_EFFECT_TOKENS: dict[bytes, tuple] = {}


def tokens_of(effects) -> tuple:
    key = msgspec.json.encode(list(effects))
    found = _EFFECT_TOKENS.get(key)
    if found is None:
        found = _EFFECT_TOKENS[key] = effect_tokens(effects)
    return found


def _amount(n) -> str:
    if isinstance(n, str):
        return n
    return "" if n == 1 else ("−" + str(-n) if n < 0 else str(n))


@lru_cache(maxsize=1024)
def strip(tokens: tuple, size: int, ink=INK) -> Image.Image:
    """Tokens side by side ("2[coin] [wood]"): an amount before its icon, in bold at 3/4 of the icon size."""
    number = max(10, round(size * 0.78))
    parts = []
    width = 0
    for kind, n in tokens:
        if kind == "txt":
            tw = kit.text_width(n, number, True)
            parts.append(("txt", n, tw, MUTED))
            width += tw + 3
            continue
        label = _amount(n)
        if label:
            tw = kit.text_width(label, number, True)
            parts.append(("txt", label, tw, BAD_INK if isinstance(n, int) and n < 0 else ink))
            width += tw + 1
        picture = icon(kind, size)
        parts.append(("icon", picture, picture.size[0], None))
        width += picture.size[0] + 4
    height = size + 4
    image = Image.new("RGBA", (max(1, width), height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    x = 0
    for kind, what, pw, colour in parts:
        if kind == "txt":
            draw.text((x, height / 2), what, font=kit.font(number, True), fill=colour, anchor="lm")
            x += pw + (3 if what == "/" else 1)
        else:
            image.alpha_composite(what, (x, (height - what.size[1]) // 2))
            x += pw + 4
    if width > 4:
        image = image.crop((0, 0, width - 4, height))
    return image


def effects_strip(effects, size: int, ink=INK) -> Image.Image:
    return strip(tokens_of(effects), size, ink)


def goods_tokens(goods: dict) -> tuple:
    return tuple((key, goods.get(key, 0)) for key in GOODS if goods.get(key, 0))


def paste_strip(image, picture: Image.Image, xy, anchor: str = "lm") -> int:
    """Paste a strip; returns its width."""
    kit.paste(image, picture, xy, anchor)
    return picture.size[0]


# --- layout ---------------------------------------------------------------------------------------------

def space_box(pos: int) -> tuple[int, int, int, int]:
    """A perimeter position (1-36, clockwise from the top-left corner) as a box on the board."""
    if pos <= 12:
        x, y, h = BX + (pos - 1) * CW, BY, TH
    elif pos <= 18:
        x, y, h = BX + 11 * CW, BY + TH + (pos - 13) * SH, SH
    elif pos <= 30:
        x, y, h = BX + (11 - (pos - 19)) * CW, BY + TH + 6 * SH, TH
    else:
        x, y, h = BX, BY + TH + (5 - (pos - 31)) * SH, SH
    return (x, y, x + CW, y + h)


def edge(pos: int) -> str:
    return "top" if pos <= 12 else "right" if pos < 19 else "bottom" if pos <= 30 else "left"


SPACE_POS = {space.id: space.pos for space in (*CONTENT.board.wall, *CONTENT.board.gate)}


def temple_cell(row: int, column: int) -> tuple[int, int, int, int]:
    """Temple row 1-5 (1 at the bottom), column 1-9."""
    x0, y0, _, _ = TEMPLE_BOX
    x = x0 + 94 + (column - 1) * TEMPLE_CELL
    y = y0 + 56 + (5 - row) * TEMPLE_CELL
    return (x, y, x + TEMPLE_CELL, y + TEMPLE_CELL)


def scroll_tile(row: int, tile: int) -> tuple[int, int, int, int]:
    """Scroll row 1-4 (1 at the bottom, 3-6 tiles), tile 1.. from the left; the rows are staggered."""
    x0, y0, _, _ = SCROLL_BOX
    count = CONTENT.board.scroll_row[row - 1].tiles
    x = x0 + 12 + (6 - count) * SCROLL_STEP // 2 + (tile - 1) * SCROLL_STEP
    y = y0 + 40 + (4 - row) * (SCROLL_H + 7)
    return (x, y, x + SCROLL_W, y + SCROLL_H)


CITY_RING = ((0, 2), (0, 3), (0, 4), (1, 4), (2, 4), (2, 3), (2, 2), (2, 1), (2, 0), (1, 0), (0, 0), (0, 1))


def city_box(index: int) -> tuple[int, int, int, int]:
    """City plan space P01..P12 (index 0-11) on a 5 x 3 ring: P01 top middle, then clockwise."""
    row, col = CITY_RING[index]
    x = CITY_BOX[0] + 10 + col * CITY_W
    y = CITY_BOX[1] + 34 + row * CITY_H
    return (x, y, x + CITY_W - 4, y + CITY_H - 4)


def altar_x(space: int) -> int:
    return ALTAR_X + space * ALTAR_STEP


ALTAR_CELL_Y = ALTAR_BOX[1] + 118        # the track's cells: ALTAR_CELL_Y .. + ALTAR_CELL_H
ALTAR_CELL_H = 44                        # tall enough for the spaces' numbers in KEY_SIZE
ALTAR_REWARD_Y = ALTAR_CELL_Y + ALTAR_CELL_H + 13    # a space's reward, under it
ALTAR_PROPHET_Y = ALTAR_REWARD_Y + 24                # the prophets, under their spaces
ALTAR_BADGE, ALTAR_LEVEL = 22, 21        # a marker's badge, and how far up each one in a stack is


def altar_marker(space: int, level: int) -> tuple[int, int]:
    """The centre of the marker `level` (0: the bottom one, ahead) of the stack on `space`."""
    return altar_x(space) + ALTAR_STEP // 2, ALTAR_CELL_Y - 13 - level * ALTAR_LEVEL


@lru_cache(maxsize=16)
def layout(panels: int, over: bool) -> kit.PanelGrid:
    return kit.panel_grid(panels, 2, PLAYERS_Y, PANEL_H + (OVER_H if over else 0), width=W, margin=M, gap=16)


def _title(draw, box, text: str, size: int = 18, width: int | None = None) -> int:
    x0, y0, x1, _ = box
    return kit.text(draw, (x0 + 12, y0 + 18), text, size, bold=True, anchor="lm", width=width or (x1 - x0 - 24))


def hatch(draw, box, colour, step: int = 10) -> None:
    x0, y0, x1, y1 = box
    for k in range(x0 - (y1 - y0), x1, step):
        a = (max(x0, k), y0 + max(0, x0 - k))
        b = (min(x1, k + (y1 - y0)), y0 + min(y1 - y0, x1 - k))
        if a[0] < b[0]:
            draw.line((a, b), fill=colour, width=2)


# --- static parts -----------------------------------------------------------------------------------------

@kit.background(maxsize=12)
def _static(language: str, players: int, panels: int, over: bool, seats: tuple[kit.Seat, ...]) -> Image.Image:
    """Background, frames and fixed captions for one language and table."""
    lay = layout(panels, over)
    image = Image.new("RGB", (W, lay.height), SAND)
    draw = ImageDraw.Draw(image)
    kit.header_band(image, draw, msg(f"{GAME}-title", language), icon("altar", TITLE_ICON), fill=HEADER_RGB,
                    accent=(176, 134, 48), ink=CREAM)
    kit.panel(draw, STRIP, radius=12)
    # the board
    draw.rounded_rectangle((BOARD[0] - 6, BOARD[1] - 6, BOARD[2] + 6, BOARD[3] + 6), 16, fill=(120, 100, 76))
    draw.rectangle(BOARD, fill=BOARD_RGB)
    for space in (*CONTENT.board.wall, *CONTENT.board.gate):
        _space_static(image, draw, space, language)
    _levite_static(image, draw, language, players)
    _temple_static(image, draw, language)
    _scroll_static(image, draw, language)
    _altar_static(image, draw, language)
    _city_static(image, draw, language)
    _info_static(image, draw, language)
    for index in range(panels):
        box = lay.panel_box(index)
        kit.panel(draw, box)
        kit.player_band(image, draw, box, seats[index], 52, 38)
    return image


def _space_static(image, draw, space, language) -> None:
    """A perimeter space's ground, name and printed values (a wall's rebuild cost and blessing; a gate
    card's VP and the connection reward of every gate)."""
    x0, y0, x1, y1 = space_box(space.pos)
    is_wall = space.id in CONTENT.wall
    corner = not is_wall and space.kind == "corner"
    fill = WALL_RGB if is_wall else (CORNER_RGB if corner else GATE_RGB)
    draw.rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), fill=fill, outline=kit.darker(fill, 0.3), width=2)
    if is_wall:
        kit.text(draw, (x0 + 8, y0 + 15), space.id, 14, fill=kit.darker(fill, 0.6), bold=True, anchor="lm")
        kit.paste(image, icon(f"blessing-{space.blessing}", 16), (x1 - 8, y0 + 15), "rm")
        cost = (("banner-grey", space.cost.grey), ("stone", space.cost.stone), ("wood", space.cost.wood))
        tokens = tuple((kind, n) for kind, n in cost if n)
        paste_strip(image, strip(_all_numbers(tokens), 16), ((x0 + x1) // 2, y1 - 15), "mm")
    else:
        kit.text(draw, ((x0 + x1) // 2, y0 + 15), name_of("gate", space.id, language), 13, fill=INK, bold=True,
                 anchor="mm", width=x1 - x0 - 12, min_size=10)
        connection = effects_strip(space.connection, 15)
        if space.kind == "card":
            right = x1 - 8
            kit.text(draw, (right, y1 - 15), str(space.vp), 14, bold=True, anchor="rm")
            right -= kit.text_width(str(space.vp), 14, True) + 2
            kit.paste(image, kit.vp(15), (right, y1 - 15), "rm")
            kit.paste(image, icon("worker", 15), (x0 + 8, y1 - 15), "lm")
            paste_strip(image, effects_strip(space.worker_reward, 15), (x0 + 24, y1 - 15), "lm")
            link = icon("link", 14)
            width = link.size[0] + 4 + connection.size[0]
            left = (x0 + x1) // 2 - width // 2
            kit.paste(image, link, (left, y0 + 34), "lm")
            kit.paste(image, connection, (left + link.size[0] + 4, y0 + 34), "lm")
        else:
            link = icon("link", 14)
            width = link.size[0] + 4 + connection.size[0]
            left = (x0 + x1) // 2 - width // 2
            kit.paste(image, link, (left, y1 - 15), "lm")
            kit.paste(image, connection, (left + link.size[0] + 4, y1 - 15), "lm")


def _all_numbers(tokens: tuple) -> tuple:
    """Costs show every amount, 1 included."""
    return tuple((kind, str(n)) if kind != "txt" else (kind, n) for kind, n in tokens)


def _levite_static(image, draw, language, players) -> None:
    box = LEVITE_BOX
    kit.panel(draw, box, radius=12)
    _title(draw, box, w("levites", language), 17)
    x0, y0, x1, _ = box
    for row in CONTENT.board.levite_row:
        cy = _levite_y(row.n)
        draw.line((x0 + 8, cy + 17, x1 - 8, cy + 17), fill=LINE, width=1)
        if row.setup:
            kit.text(draw, (x0 + 10, cy), w("start", language), 12, fill=MUTED, anchor="lm", width=84)
            continue
        x = x0 + 10 + paste_strip(image, strip((("bread", str(row.food)),), 16), (x0 + 10, cy), "lm")
        paste_strip(image, effects_strip(row.reward, 15), (x + 6, cy), "lm")


def _levite_y(n: int) -> int:
    return LEVITE_BOX[1] + 64 + (6 - n) * 34


def _levite_x(column: int) -> int:
    return LEVITE_BOX[0] + 118 + column * 26


def _temple_static(image, draw, language) -> None:
    box = TEMPLE_BOX
    kit.panel(draw, box, radius=12)
    x0, y0, x1, _ = box
    tw = _title(draw, box, w("temple", language), 17, width=170)
    # the VP of each cube type
    x = x0 + 12 + tw + 14
    vp = CONTENT.rules.temple.vp
    for cube in ("gold", "wood", "stone"):
        x += paste_strip(image, strip(((cube, ""),), 16), (x, y0 + 18), "lm") + 2
        x += kit.text(draw, (x, y0 + 18), f"{vp.get(cube, 0)}", 13, bold=True, anchor="lm") + 2
        kit.paste(image, kit.vp(13), (x, y0 + 18), "lm")
        x += 20
    # rows: their cost and reward
    for row in CONTENT.board.temple.row:
        _, ry0, _, ry1 = temple_cell(row.r, 1)
        cy = (ry0 + ry1) // 2
        paste_strip(image, strip((("banner-red", str(row.banners)),), 17), (x0 + 10, cy), "lm")
        if row.reward:
            paste_strip(image, effects_strip(row.reward, 16), (x0 + 54, cy), "lm")
    # sections
    for number, (first, last) in enumerate(CONTENT.board.temple.sections):
        left, top = temple_cell(5, first)[:2]
        right = temple_cell(5, last)[2]
        kit.text(draw, ((left + right) // 2, top - 12), ("I", "II", "III")[number], 14, fill=MUTED, bold=True,
                 anchor="mm")
        bottom = temple_cell(1, last)[3]
        draw.rectangle((left, top, right, bottom), fill=(236, 226, 204), outline=(150, 126, 90), width=2)
    for column in range(1, CONTENT.board.temple.columns + 1):
        for row in range(1, 6):
            bx0, by0, bx1, by1 = temple_cell(row, column)
            draw.rectangle((bx0 + 3, by0 + 3, bx1 - 3, by1 - 3), outline=LINE, width=1)


def _scroll_static(image, draw, language) -> None:
    box = SCROLL_BOX
    kit.panel(draw, box, radius=12)
    x0, y0, x1, _ = box
    _title(draw, box, w("scrolls", language), 17, width=280)
    kit.text(draw, (x1 - 12, y0 + 18), w("scroll-rows", language), 12, fill=MUTED, anchor="rm", width=200)
    back = {"gold": (246, 226, 150), "wood": (222, 196, 160), "stone": (210, 208, 200)}
    for row in CONTENT.board.scroll_row:
        for tile in range(1, row.tiles + 1):
            bx0, by0, bx1, by1 = scroll_tile(row.r, tile)
            fill = back[row.back]
            draw.rounded_rectangle((bx0, by0, bx1, by1), 8, fill=fill, outline=kit.darker(fill, 0.3), width=2)
        _, by0, _, by1 = scroll_tile(row.r, 1)
        lx = x0 + 12 + 6 * SCROLL_STEP - 2
        kit.paste(image, kit.vp(16), (lx, by0 + 13), "lm")
        kit.text(draw, (lx + 20, by0 + 13), str(row.vp), 14, bold=True, anchor="lm")
        cost = (("banner-blue", row.cost.blue), ("coin", row.cost.coin), ("gold", row.cost.gold))
        paste_strip(image, strip(_all_numbers(tuple((k, n) for k, n in cost if n)), 15), (lx, by1 - 12), "lm")


def _altar_static(image, draw, language) -> None:
    box = ALTAR_BOX
    kit.panel(draw, box, radius=12)
    x0, y0, x1, _ = box
    tw = _title(draw, box, w("altar", language), 17, width=260)
    kit.text(draw, (x0 + 30 + tw, y0 + 18), w("altar-order", language), 13, fill=MUTED, anchor="lm",
             width=520)
    for space in CONTENT.board.altar_space:
        x = altar_x(space.space)
        fill = (246, 214, 120) if space.gold else (238, 230, 214)
        draw.rounded_rectangle((x + 2, ALTAR_CELL_Y, x + ALTAR_STEP - 2, ALTAR_CELL_Y + ALTAR_CELL_H), 6, fill=fill,
                               outline=(176, 134, 48) if space.gold else LINE, width=2)
        kit.text(draw, (x + ALTAR_STEP / 2, ALTAR_CELL_Y + ALTAR_CELL_H / 2), str(space.space), KEY_SIZE, bold=True,
                 anchor="mm", role=kit.KEY)
        if space.reward:
            kit.paste(image, effects_strip(space.reward, 17), (x + ALTAR_STEP / 2, ALTAR_REWARD_Y), "mm")


def _city_static(image, draw, language) -> None:
    box = CITY_BOX
    kit.panel(draw, box, radius=12)
    x0, y0, x1, _ = box
    _title(draw, box, w("city", language), 17, width=150)
    kit.text(draw, (x1 - 12, y0 + 18), w("clockwise", language), 12, fill=MUTED, anchor="rm", width=270)
    for index, space in enumerate(CONTENT.board.city_space):
        bx0, by0, bx1, by1 = city_box(index)
        draw.rounded_rectangle((bx0, by0, bx1, by1), 8, fill=CITY_RGB, outline=(170, 150, 120), width=2)
        kit.text(draw, (bx0 + 5, by0 + 10), space.id, 10, fill=MUTED, bold=True, anchor="lm")
        kit.paste(image, effects_strip(space.reward, 17), ((bx0 + bx1) // 2 + 8, by0 + 14), "mm")
    # the middle: tent move costs and the special rule (7.6)
    mx0, my0 = city_box(11)[0] + 4, city_box(9)[1]
    mx1 = city_box(3)[0] - 8
    y = my0 + 12
    x = mx0
    for cost in CONTENT.rules.tent_cost:
        label = f"{cost.spaces}:"
        x += kit.text(draw, (x, y), label, 12, fill=MUTED, bold=True, anchor="lm") + 2
        tokens = (("banner-blue", str(cost.blue)),) + ((("resource", ""),) if cost.cube else ())
        x += paste_strip(image, strip(tokens, 13), (x, y), "lm") + 7
    kit.block(draw, (mx0, my0 + 24, mx1, my0 + 58), w("city-rule", language), 11, fill=MUTED, min_size=9,
              max_lines=2)


def _info_static(image, draw, language) -> None:
    box = INFO_BOX
    kit.panel(draw, box, radius=12)
    x0, y0, x1, y1 = box
    kit.text(draw, (x0 + 12, y0 + 18), w("heroes", language), 15, bold=True, anchor="lm", width=300)
    kit.text(draw, (x0 + 12, y0 + 92), w("gate-cards-aside", language), 15, bold=True, anchor="lm", width=500)
    tw = kit.text(draw, (x0 + 12, y0 + 166), w("blessing-bonus", language), 15, bold=True, anchor="lm", width=300)
    kit.text(draw, (x0 + 24 + tw, y0 + 166), w("blessing-bonus-when", language), 12, fill=MUTED, anchor="lm",
             width=x1 - x0 - 36 - tw)
    x = x0 + 12
    for column, bonus in enumerate(CONTENT.board.blessing_track.bonus, 1):
        kit.text(draw, (x, y0 + 198), f"{column}:", 13, fill=MUTED, bold=True, anchor="lm")
        x += 18
        x += paste_strip(image, effects_strip(bonus, 18), (x, y0 + 198), "lm") + 16


# --- the board --------------------------------------------------------------------------------------------

def draw_board(view: dict, language: str, names: Callable[[int], str]) -> tuple[Image.Image, str]:
    names = player_names(view, names, language)
    seats = seats_of(view)
    n = len(view["players"])
    over = bool(view.get("over"))
    panels = len(seats)
    image = _static(language, n, panels, over, tuple(seats)).copy()
    draw = ImageDraw.Draw(image)
    awaited = [] if over else kit.awaited(view)
    _header(image, draw, view, language, names, seats, awaited)
    _strip(image, draw, view, language, names, seats)
    _perimeter(image, draw, view, language, seats)
    _levites(image, draw, view, seats)
    _temple(image, draw, view, language, seats)
    _scrolls(image, draw, view, seats)
    _altar(image, draw, view, language, seats)
    _city(image, draw, view, seats)
    _info(image, draw, view, language)
    lay = layout(panels, over)
    _panels(image, draw, view, lay, language, names, seats, awaited)
    _mark_changes(image, view, lay, seats)
    return image, board_alt(view, language, names)


def _phase_label(view: dict, language: str) -> str:
    phase = view.get("phase")
    if phase == "work":
        return w("day", language, day=view.get("day", 1))
    return w(f"phase-{phase}", language)


def _header(image, draw, view, language, names, seats, awaited) -> None:
    x = kit.header_start(msg(f"{GAME}-title", language), icon("altar", TITLE_ICON))
    x = kit.header_pill(draw, x, w("round", language, round=view.get("round", 1)), fill=CREAM, ink=HEADER_RGB,
                        role="round")
    if not view.get("over"):
        fill = (110, 96, 120) if view.get("phase") == "work" else HIGHLIGHT
        x = kit.header_pill(draw, x, _phase_label(view, language), fill=fill,
                            ink=WHITE if fill != HIGHLIGHT else INK)
    kit.last_move(image, draw, _last_move_view(view), language, seats)
    x, right, y = M, W - M, kit.HEADER_ROWS[1]
    if view.get("abandoned"):
        kit.abandoned(draw, x, right, y, word("render-abandoned", language))
        return
    if view.get("over"):
        who = winners(view)
        lead = f"{w('game-over', language)} · {w('winner', language, count=len(who))}" + kit.colon(language)
    elif awaited:
        who, lead = awaited, w("waiting", language) + kit.colon(language)
    else:
        return
    marks = kit.header_marks(view, who, language) if awaited and not view.get("over") else None
    kit.header_names(image, draw, x, right, y, lead, [(seat_of(s, seats), names(s)) for s in who], marks=marks)


def mover(view: dict):
    """Who made the last move: a seat, "opponent" (also as the seat after the players'), or None."""
    seat = (view.get("last_move") or {}).get("seat")
    if seat == OPPONENT or (seat == len(view["players"]) and view.get("opponent")):
        return OPPONENT
    return seat if isinstance(seat, int) and 0 <= seat < len(view["players"]) else None


def _last_move_view(view: dict) -> dict:
    """The view kit.last_move() reads: the mover as an index into seats_of() (the Opponent's is the last)."""
    last = view.get("last_move")
    if not last:
        return view
    who = mover(view)
    seat = len(view["players"]) if who == OPPONENT else who
    return {**view, "last_move": {**last, "seat": seat}}


STRIP_SIZE = kit.READABLE       # every word of the turn strip reads in chat
STRIP_GAP = 24
STRIP_BADGE, STRIP_ICON = 36, 34


# A strip item is drawn from parts: ("text", words, bold, ink), ("name", a player's name), ("icon", Image)
# and ("gap", px); an item has variants, the fullest first, and the strip takes the fullest level of them
# that fits its row (STRIP_LEVELS).

def _part_width(part) -> int:
    kind = part[0]
    if kind == "text":
        return kit.text_width(part[1], STRIP_SIZE, part[2])
    if kind == "name":
        return kit.name_width(part[1], STRIP_SIZE, True)
    if kind == "icon":
        return part[1].size[0]
    return part[1]


def _parts_width(parts) -> int:
    return sum(_part_width(part) for part in parts)


def _draw_parts(image, draw, x: int, parts) -> int:
    """Draw parts from x on the strip's row; returns the end x."""
    for part in parts:
        kind = part[0]
        if kind == "text":
            kit.text(draw, (x, STRIP_Y), part[1], STRIP_SIZE, fill=part[3], bold=part[2], anchor="lm", role="turn")
        elif kind == "name":
            kit.name(draw, (x, STRIP_Y), part[1], STRIP_SIZE, bold=True, anchor="lm", role="turn")
        elif kind == "icon":
            kit.paste(image, part[1], (x, STRIP_Y), "lm")
        x += _part_width(part)
    return x


def _shofar_item(view, language, names, seats) -> list[list]:
    """The Shofar's holder: "Shofar: [horn] [badge] name", without the name, without the word."""
    holder = view.get("shofar")
    if holder is None or view.get("over"):
        return [[]]
    lead = [("text", w("shofar", language) + kit.colon(language), True, MUTED), ("gap", 10)]
    horn = [("icon", icon("shofar", 40)), ("gap", 6), ("icon", kit.badge(seat_of(holder, seats), STRIP_BADGE))]
    return [lead + horn + [("gap", 10), ("name", names(holder))], lead + horn, horn]


def _turn_items(view, language, seats) -> list[tuple[str, list[list]]]:
    """What the player's turn in progress holds, each item's variants: the card played (and its pile), the
    main action, the banner pool, the Levites used, as (key, variants); [] when it holds nothing yet."""
    active = view.get("active")
    turn = view.get("turn") or {}
    if view.get("phase") != "work" or active == OPPONENT or turn.get("seat") != active or not turn.get("card"):
        return []
    seat = seat_of(active, seats)
    items: list[tuple[str, list[list]]] = [("badge", [[("icon", kit.badge(seat, STRIP_BADGE))]])]
    card = name_of("character", turn["card"], language)
    items.append(("card", [[("text", w("played", language, card=card, pile=(turn.get("pile") or 0) + 1), False,
                             INK)],
                           [("icon", kit.deck(30, fill=(226, 236, 246))), ("gap", 8), ("text", card, False, INK)]]))
    main = turn.get("main")
    if main:
        items.append(("main", [[("text", w(f"main-{main}", language), True, INK)]]))
    pool = turn.get("pool") or {}
    flags: list = []
    for colour in ("red", "grey", "blue", "wild"):
        if pool.get(colour, 0) or colour == main:
            flags += [("gap", 12)] if flags else []
            flags += [("text", str(pool.get(colour, 0)), True, INK), ("gap", 2),
                      ("icon", icon(f"banner-{colour}", STRIP_ICON))]
    if flags:
        items.append(("pool", [[("text", w("pool", language) + kit.colon(language), False, MUTED), ("gap", 10)]
                               + flags, flags]))
    used = turn.get("levites_used") or 0
    if used:
        items.append(("levites", [[("text", w("levites-used", language, count=used), False, MUTED)],
                                  [("icon", kit.pawn(seat, 30)), ("gap", 4), ("text", str(used), True, INK)]]))
    return items


# the variant of each item (by key) at each level, the fullest first; an item not named: its first
STRIP_LEVELS = ({}, {"shofar": 1}, {"shofar": 1, "levites": 1}, {"shofar": 2, "levites": 1},
                {"shofar": 2, "levites": 1, "pool": 1}, {"shofar": 2, "levites": 1, "pool": 1, "card": 1})
BADGE_GAP = 12          # between the turn's badge and what follows


def _strip_level(items: list, shofar: list, room: int) -> tuple[list, list]:
    """The fullest level of the items and the Shofar that fits `room` px (else the barest): (the items'
    parts, the Shofar's)."""
    chosen: tuple[list, list] = ([], [])
    for level in STRIP_LEVELS:
        parts = [variants[min(level.get(key, 0), len(variants) - 1)] for key, variants in items]
        holder = shofar[min(level.get("shofar", 0), len(shofar) - 1)]
        width = sum(_parts_width(p) for p in parts) + sum(_strip_gap(items, i) for i in range(1, len(parts))) \
            + (_parts_width(holder) + STRIP_GAP if holder else 0)
        chosen = (parts, holder)
        if width <= room:
            break
    return chosen


def _strip(image, draw, view, language, names, seats) -> None:
    """What the turn in progress holds (the card played, the main action, the banner pool, the Levites used:
    whose turn it is, the header says), or what the phase is about; the Shofar's holder at the right. One
    row: the words give way to icons where they do not fit."""
    x0, _, x1, _ = STRIP
    left, right = x0 + 16, x1 - 16
    shofar = _shofar_item(view, language, names, seats)
    if view.get("over") or view.get("phase") != "work":
        note = w("final-scoring-done", language) if view.get("over") else w(f"phase-note-{view.get('phase')}",
                                                                              language)
        items = [("note", [[("text", note, False, MUTED)]])]
    else:
        items = _turn_items(view, language, seats)
    parts, holder = _strip_level(items, shofar, right - left)
    if holder:
        right -= _parts_width(holder)
        _draw_parts(image, draw, right, holder)
        right -= STRIP_GAP
    x = left
    for i, item in enumerate(parts):
        start = x + (_strip_gap(items, i) if i else 0)
        if start + _parts_width(item) > right:      # even at the barest level: the rest is left out, not cut
            break
        x = _draw_parts(image, draw, start, item)


def _strip_gap(items: list, i: int) -> int:
    """The room before the strip's item i (> 0)."""
    return BADGE_GAP if items[i - 1][0] == "badge" else STRIP_GAP


def _perimeter(image, draw, view, language, seats) -> None:
    board = view["board"]
    current = (view.get("turn") or {}).get("space") if view.get("phase") == "work" else None
    for space in board["perimeter"]:
        pos = SPACE_POS.get(space["id"])
        if pos is None:
            continue
        box = space_box(pos)
        x0, y0, x1, y1 = box
        cx = (x0 + x1) // 2
        kind = space["kind"]
        mid = (y0 + (44 if kind == "gate_card" else 28) + y1 - 26) // 2
        if space.get("neutral") or (kind == "corner" and space.get("owner") is None and space["id"] == board.get(
                "neutral_corner")):
            draw.rectangle((x0 + 4, y0 + 25, x1 - 4, y1 - 4), fill=NEUTRAL_FILL)
            hatch(draw, (x0 + 4, y0 + 25, x1 - 4, y1 - 4), (186, 184, 180), 12)
            kit.pill(draw, cx, (y0 + 28 + y1) // 2, w("neutral", language), 13, fill=(150, 148, 144), ink=WHITE,
                     height=24, pad=20, max_w=x1 - x0 - 16, anchor="m")
        elif kind == "wall" and space.get("wall_card"):
            _wall_card(image, draw, space, (x0 + 5, y0 + 28, x1 - 5, y1 - 5), seats)
        elif kind != "wall" and space.get("owner") is not None:
            kit.paste(image, kit.pawn(seat_of(space["owner"], seats), 30), (cx, mid), "mm")
        else:
            rubble = [cube for cube in ("gold", "stone", "wood", "ash") for _ in range(space["rubble"].get(cube, 0))]
            coins = space.get("coins_on_card", 0)
            coin_strip = strip((("coin", str(coins)),), 18) if coins else None
            if rubble:
                size = 24 if len(rubble) <= 3 else 18
                step = size + 4
                if coin_strip is not None:
                    size, step = min(size, 22), min(step, 24)
                    start = x0 + 10
                else:
                    start = cx - (len(rubble) * step - 4) // 2
                for i, cube in enumerate(rubble):
                    kit.paste(image, icon(cube, size), (start + i * step, mid), "lm")
            elif kind == "wall":
                kit.text(draw, (cx, mid), w("cleared", language), 12, fill=MUTED, anchor="mm", width=x1 - x0 - 16)
            if coin_strip is not None:
                kit.paste(image, coin_strip, (x1 - 8, mid), "rm")
        connections = space.get("connections") or {}
        for side in ("ccw", "cw"):
            if connections.get(side):
                _link(draw, pos, side)
        if current == space["id"]:
            draw.rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), outline=HIGHLIGHT, width=4)


LINK_W = 5      # a connection's gold edge, inside its gate's space


def link_box(pos: int, side: str) -> tuple[int, int, int, int]:
    """A connection between a gate and its neighbour ("ccw" or "cw"): a gold edge along the gate's side that
    faces the neighbour, inside the gate's space (over its own outline, never across the line between them)."""
    x0, y0, x1, y1 = space_box(pos)
    towards = {"top": ("l", "r"), "right": ("t", "b"), "bottom": ("r", "l"), "left": ("b", "t")}[edge(pos)]
    where = towards[0 if side == "ccw" else 1]
    if pos in (1, 12, 19, 30):          # a corner: its neighbours are along two edges
        where = {1: ("b", "r"), 12: ("l", "b"), 19: ("t", "l"), 30: ("r", "t")}[pos][0 if side == "ccw" else 1]
    inner = (x0 + 2, y0 + 2, x1 - 2, y1 - 2)
    return {"l": (inner[0], inner[1], inner[0] + LINK_W, inner[3]),
            "r": (inner[2] - LINK_W, inner[1], inner[2], inner[3]),
            "t": (inner[0], inner[1], inner[2], inner[1] + LINK_W),
            "b": (inner[0], inner[3] - LINK_W, inner[2], inner[3])}[where]


def _link(draw, pos: int, side: str) -> None:
    x0, y0, x1, y1 = link_box(pos, side)
    draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=(230, 180, 40), outline=(120, 84, 10), width=1)


def _wall_card(image, draw, space, box, seats) -> None:
    """A rebuilt wall: its wall card in the owner's colour, the owner's badge, the card's id and VP."""
    colour, card = space["wall_card"]
    owner = space.get("owner")
    seat = seat_of(owner, seats) if owner is not None else kit.Seat(-3, PLAYER_RGB.get(colour, kit.NEUTRAL_RGB),
                                                                      "", "circle")
    x0, y0, x1, y1 = box
    fill = kit.lighter(seat.colour, 0.55)
    draw.rounded_rectangle(box, 8, fill=fill, outline=kit.darker(seat.colour, 0.3), width=3)
    cy = (y0 + y1) // 2
    kit.paste(image, kit.badge(seat, 30), (x0 + 8, cy), "lm")
    kit.text(draw, (x0 + 44, cy - 10), card, 13, fill=INK, bold=True, anchor="lm", width=x1 - x0 - 50)
    wall_card = CONTENT.wall_card.get(card)
    if wall_card is not None:
        kit.paste(image, kit.vp(16), (x0 + 44, cy + 11), "lm")
        kit.text(draw, (x0 + 63, cy + 11), str(wall_card.vp), 14, bold=True, anchor="lm")


def _levites(image, draw, view, seats) -> None:
    x0, y0, x1, _ = LEVITE_BOX
    everyone = owners(view)
    for column, who in enumerate(everyone):
        seat = seat_of(who, seats)
        x = _levite_x(column)
        kit.paste(image, kit.badge(seat, 22), (x, y0 + 42), "mm")
        count = (view["opponent"] if who == OPPONENT else view["players"][who])["workers"].get("levites", 0)
        for n in range(1, 7):
            cy = _levite_y(n)
            if n <= count:
                kit.paste(image, kit.pawn(seat, 18), (x, cy), "mm")
            else:
                draw.ellipse((x - 6, cy - 6, x + 6, cy + 6), outline=FAINT, width=2)


def _temple(image, draw, view, language, seats) -> None:
    temple = view["board"]["temple"]
    covered = set(temple.get("covered_columns") or [])
    x0, y0, x1, _ = TEMPLE_BOX
    for r, row in enumerate(temple["cells"], 1):
        for c, cell in enumerate(row, 1):
            bx0, by0, bx1, by1 = temple_cell(r, c)
            if c in covered:
                continue
            if cell:
                fill = CUBE_RGB.get(cell["cube"], FAINT)
                draw.rectangle((bx0 + 3, by0 + 3, bx1 - 3, by1 - 3), fill=fill, outline=kit.darker(fill, 0.4), width=2)
                kit.paste(image, kit.badge(seat_of(cell["by"], seats), 26), ((bx0 + bx1) // 2, (by0 + by1) // 2), "mm")
    if covered:
        first, last = min(covered), max(covered)
        left, top = temple_cell(5, first)[:2]
        right, bottom = temple_cell(1, last)[2:]
        draw.rectangle((left + 2, top + 2, right - 2, bottom - 2), fill=NEUTRAL_FILL)
        hatch(draw, (left + 2, top + 2, right - 2, bottom - 2), (178, 176, 170), 10)
        label = w("temple-mount", language)
        size = kit.fit_font(label, bottom - top - 16, 14, 9, True)
        tile = _vertical(label, size)
        kit.paste(image, tile, ((left + right) // 2, (top + bottom) // 2), "mm")
    for number, done in enumerate(temple.get("sections_done") or []):
        if done:
            first, last = CONTENT.board.temple.sections[number]
            right = temple_cell(5, last)[2]
            kit.paste(image, kit.check(18), (right - 2, temple_cell(5, last)[1] - 12), "rm")
    filled, spaces = temple_progress(view)
    kit.text(draw, (x1 - 12, TEMPLE_PROGRESS_Y), f"{filled}/{spaces}", KEY_SIZE, bold=True, anchor="rm", role=kit.KEY)


TEMPLE_PROGRESS_Y = TEMPLE_BOX[1] + 22      # the Temple's cubes placed / spaces, on the title's row


def temple_progress(view: dict) -> tuple[int, int]:
    """The Temple's cubes placed and its spaces (the Temple Mount's columns left out)."""
    temple = view["board"]["temple"]
    covered = set(temple.get("covered_columns") or [])
    spaces = sum(1 for row in temple["cells"] for c, _ in enumerate(row, 1) if c not in covered)
    return sum(1 for row in temple["cells"] for cell in row if cell), spaces


@lru_cache(maxsize=16)
def _vertical(label: str, size: int) -> Image.Image:
    width = kit.text_width(label, size, True) + 4
    image = Image.new("RGBA", (width, size + 8), (0, 0, 0, 0))
    ImageDraw.Draw(image).text((2, (size + 8) / 2), label, font=kit.font(size, True), fill=(96, 94, 90), anchor="lm")
    return image.rotate(90, expand=True)


def _scrolls(image, draw, view, seats) -> None:
    board = view["board"]
    for r, row in enumerate(board["scrolls"], 1):
        for t, tile in enumerate(row, 1):
            bx0, by0, bx1, by1 = scroll_tile(r, t)
            kit.text(draw, ((bx0 + bx1) // 2, by0 + 12), tile.get("scroll") or "", 12, fill=INK, bold=True,
                     anchor="mm", width=SCROLL_W - 8)
            occupant = tile.get("occupant")
            if occupant is not None:
                seat = seat_of(occupant, seats)
                picture = kit.pawn(seat, 22) if occupant == WHITE_WORKER else kit.badge(seat, 26)
                kit.paste(image, picture, ((bx0 + bx1) // 2, by1 - 17), "mm")
        rule = CONTENT.board.scroll_row[r - 1] if r <= len(CONTENT.board.scroll_row) else None
        if rule is not None and rule.food:
            food = (board.get("row_food") or {}).get(str(r), 0)
            _, by0, _, _ = scroll_tile(r, 1)
            lx = SCROLL_BOX[0] + 12 + 6 * SCROLL_STEP + 42
            if food:
                paste_strip(image, strip((("bread", str(food)),), 16), (lx, by0 + 13), "lm")
            else:
                kit.text(draw, (lx, by0 + 13), "—", 14, fill=FAINT, bold=True, anchor="lm")


def _altar(image, draw, view, language, seats) -> None:
    altar = view["board"]["altar"]
    stacks = altar["stacks"]
    x0, y0, x1, y1 = ALTAR_BOX
    for space, stack in enumerate(stacks):
        for level, who in enumerate(stack):     # bottom (ahead) to top
            kit.paste(image, kit.badge(seat_of(who, seats), ALTAR_BADGE), altar_marker(space, level), "mm")
    zechariah, haggai = altar.get("zechariah", 0), altar.get("haggai", 0)
    card = CONTENT.altar_card.get(altar.get("card", ""))
    kit.text(draw, (x1 - 12, y0 + 18), w("altar-card", language, card=altar.get("card", "")), 13, fill=MUTED,
             bold=True, anchor="rm", width=200)
    # the prophets, under their spaces
    py = ALTAR_PROPHET_Y
    for space, key in ((zechariah, "zechariah"), (haggai, "haggai")):
        kit.paste(image, prophet(_prophet_initial(key, language), 24), (altar_x(space) + ALTAR_STEP // 2, py), "mm")
    # the judgement zones of this round (10.2): behind Zechariah, between, ahead of Haggai
    zy0, zy1 = py + 14, y1 - 6
    rounds = card.round if card is not None else []
    rule = rounds[min(len(rounds), max(1, view.get("round", 1))) - 1] if rounds else None
    zones = (("behind", 0, zechariah - 1), ("between", zechariah, haggai), ("ahead", haggai + 1, 20))
    for key, first, last in zones:
        if last < first:
            continue
        zx0, zx1 = altar_x(first) + 2, altar_x(last) + ALTAR_STEP - 2
        draw.rounded_rectangle((zx0, zy0, zx1, zy1), 6, fill=ZONE_RGB[key])
        if rule is not None:
            effects = getattr(rule, key)
            picture = effects_strip(effects, 16)
            if picture.size[0] + 8 <= zx1 - zx0:
                kit.paste(image, picture, ((zx0 + zx1) // 2, (zy0 + zy1) // 2), "mm")
    for (x, y), label, anchor in _prophet_labels(zechariah, haggai, language):
        kit.text(draw, (x, y), label, 12, fill=PROPHET_RGB, bold=True, anchor=anchor)


PROPHET_LABEL = 12      # the prophets' names: font size, and how far from their pawn's centre


def _prophet_labels(zechariah: int, haggai: int, language: str) -> list[tuple[tuple[int, int], str, str]]:
    """Where the prophets' names go beside their pawns (which bear their initials): to the right where it
    fits (before the other pawn, inside the panel), else to the left (after the other pawn and its name),
    else nowhere: ((x, y), name, anchor)."""
    x0, _, x1, _ = ALTAR_BOX
    zx, hx = (altar_x(space) + ALTAR_STEP // 2 for space in (zechariah, haggai))
    gap = 14
    found: list[tuple[tuple[int, int], str, str]] = []
    for x, key, left, right in ((zx, "zechariah", x0 + 8, hx - gap), (hx, "haggai", zx + gap, x1 - 8)):
        label = name_of("prophet", key, language)
        width = kit.text_width(label, PROPHET_LABEL, True)
        if found and found[0][2] == "lm":       # Zechariah's name is between them
            left += kit.text_width(found[0][1], PROPHET_LABEL, True) + gap
        if x + gap + width <= right:
            found.append(((x + gap, ALTAR_PROPHET_Y), label, "lm"))
        elif x - gap - width >= left:
            found.append(((x - gap, ALTAR_PROPHET_Y), label, "rm"))
    return found


def _prophet_initial(key: str, language: str) -> str:
    return name_of("prophet", key, language)[:1]


def tent_spots(view: dict) -> dict:
    """Where each tent is drawn on the city plan: who -> its badge's centre."""
    where: dict[str, list] = {}
    for who in owners(view):
        where.setdefault(_data(view, who).get("tent", ""), []).append(who)
    spots = {}
    for index, space in enumerate(CONTENT.board.city_space):
        here = where.get(space.id, [])
        bx0, by0, bx1, by1 = city_box(index)
        step = min(22, (bx1 - bx0 - 10) // max(1, len(here)))
        start = (bx0 + bx1) // 2 - (step * (len(here) - 1)) // 2
        for i, who in enumerate(here):
            spots[who] = (start + i * step, by1 - 15)
    return spots


def _city(image, draw, view, seats) -> None:
    for who, xy in tent_spots(view).items():
        kit.paste(image, kit.badge(seat_of(who, seats), 22), xy, "mm")


def _data(view: dict, who) -> dict:
    """A player's part of the view, or the Opponent's."""
    return view["opponent"] if who == OPPONENT else view["players"][who]


def _info(image, draw, view, language) -> None:
    x0, y0, x1, y1 = INFO_BOX
    board = view["board"]
    chips = [(name_of("hero", hero, language), (236, 214, 160)) for hero in board.get("heroes_left") or []]
    _chips(image, draw, x0 + 12, y0 + 50, x1 - 12, chips, language)
    chips = [(name_of("gate", gate, language), (220, 206, 180)) for gate in board.get("gate_cards_aside") or []]
    _chips(image, draw, x0 + 12, y0 + 124, x1 - 12, chips, language, size=13)


def _chips(image, draw, x0: int, y: int, x1: int, labels: list[tuple[str, tuple]], language: str,
           size: int = 14) -> int:
    """Rounded labels on one line; what does not fit becomes "+k"; "—" for none. Returns the end x."""
    if not labels:
        kit.text(draw, (x0, y), "—", 16, fill=FAINT, bold=True, anchor="lm")
        return x0 + 20
    x = x0
    for i, (label, fill) in enumerate(labels):
        wdt = kit.text_width(label, size, True) + 20
        rest = len(labels) - i
        more = f"+{rest}"
        reserve = kit.text_width(more, size, True) + 26 if rest > 1 else 0
        if x + wdt > x1 - reserve:          # whole chips only: what does not fit is counted as "+k"
            kit.pill(draw, x, y, more, size, fill=LINE, height=26, pad=18)
            return x + kit.text_width(more, size, True) + 18
        kit.pill(draw, x, y, label, size, fill=fill, height=26, pad=20, max_w=wdt)
        x += wdt + 6
    return x


# --- player panels ----------------------------------------------------------------------------------------

def _panels(image, draw, view, lay: kit.PanelGrid, language, names, seats, awaited) -> None:
    """Each panel in two kept regions (kit.region): its band (name, score, who is to move) and its body
    (goods, tiles, piles, cards), so a turn that passes to a player whose goods did not change draws
    only their band; then the frame of the awaited, active or winning player over both."""
    over = bool(view.get("over"))
    place = {}
    if over:
        for rank, who in enumerate(ranking(view), 1):
            place[who] = rank
    background = (language, len(view["players"]), lay.players, over, tuple(seats))
    shofar = view.get("shofar")
    final = view.get("final") or {}
    for who in owners(view):
        index = len(view["players"]) if who == OPPONENT else who
        box = lay.panel_box(index)
        opponent = who == OPPONENT
        data = view["opponent"] if opponent else view["players"][who]
        altar = altar_space(view, who)
        awaits = who in awaited and not opponent
        active = view.get("active") == who and view.get("phase") == "work" and not over
        rank = place.get(who, 0)
        band = {"name": names(who), "sub": _sub(data, opponent, altar, language), "vp": data.get("vp", 0),
                "awaited": awaits, "over": over, "rank": rank, "shofar": shofar == who and not over,
                "active": active, "mark": kit.seat_status(view, who) if not opponent else None}
        body = {"final": final.get(str(who) if not opponent else OPPONENT) if over else None}
        x0, y0, x1, y1 = box
        seat = seat_of(who, seats)
        kit.region(image, (x0 - 4, y0 - 4, x1 + 6, y0 + BAND_END),
                   (f"{GAME}-band", background, who, kit.frozen(band)),
                   lambda: _band(image, draw, box, seat, language, **band))
        draw_body = _opponent_body if opponent else _player_body
        kit.region(image, (x0 - 4, y0 + BAND_END, x1 + 6, y1 + 6),
                   (f"{GAME}-body", background, who, kit.frozen((data, body))),
                   lambda: draw_body(image, draw, data, box, seat, language, **body))
        if awaits or active or (over and rank == 1):
            draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), 16, outline=HIGHLIGHT if awaits or active
                                   else (214, 168, 20), width=6)


def _sub(data: dict, opponent: bool, altar, language: str) -> str:
    """The line under a panel's name: the colour (the Opponent's side), the altar space and the scrolls held."""
    if opponent:
        return f"{w('side', language, side=data.get('side', 'A'))} · {w('altar-space', language, space=altar)}"
    colour = msg(f"{GAME}-colour-{data.get('colour', '')}", language)
    sub = f"{colour} · {w('altar-space', language, space=altar)}"
    if data.get("scrolls"):
        sub += f" · {w('scrolls-held', language, scrolls=', '.join(data['scrolls']))}"
    return sub


def _band(image, draw, box, seat, language, *, name, sub, vp, awaited, over, rank, shofar, active,
          mark=None) -> None:
    """A panel's band, in its region (the frame around the panel is drawn over both regions: _panels)."""
    x0, y0, x1, y1 = box
    if awaited or active or (over and rank == 1):
        kit.player_band(image, draw, box, seat, 52, 38)
    right = x1 - 12
    score = str(vp) if vp >= 0 else signed(vp)
    kit.text(draw, (right, y0 + 26), score, SCORE_SIZE, bold=True, anchor="rm", role=kit.SCORE)
    right -= kit.text_width(score, SCORE_SIZE, True) + 6
    kit.paste(image, kit.vp(30), (right, y0 + 26), "rm")
    right -= 38
    if over and rank:
        kit.medal(draw, right, y0 + 26, rank, 30, 18)
        right -= 38
    elif awaited:
        right -= kit.pill(draw, right, y0 + 26, w("to-move", language), 14, fill=HIGHLIGHT, height=24, pad=18,
                          max_w=140, anchor="r") + 8
    if shofar:
        kit.paste(image, icon("shofar", 30), (right, y0 + 26), "rm")
        right -= 36
    if mark:        # the bot plays the seat, or its player is on vacation
        right -= kit.status_mark(image, draw, right, y0 + 26, mark, language, room=right - x0 - 60) + 6
    kit.name(draw, (x0 + 56, y0 + 17 if sub else y0 + 26), name, 20, bold=True, anchor="lm",
             width=max(60, right - x0 - 60), min_size=12)
    if sub:
        kit.text(draw, (x0 + 56, y0 + 39), sub, 12, fill=MUTED, anchor="lm", width=max(60, right - x0 - 60))


def _stat(image, draw, x: int, y: int, picture: Image.Image, value, caption: str, width: int,
          ink=INK) -> None:
    """An icon, a number and a small caption under them."""
    kit.paste(image, picture, (x, y), "lm")
    nx = x + picture.size[0] + 4
    text = str(value)
    kit.text(draw, (nx, y), text, 19, fill=ink if value not in (0, "0") else FAINT, bold=True, anchor="lm",
             width=max(16, width - (nx - x) - 2), min_size=11)
    if caption:
        _label(draw, (x, y + 21), caption, 11, width - 4, fill=MUTED, min_size=8)


# A panel's key numbers (they read in chat): row A (goods, blessings; the Opponent's decks too), row B (the
# workers), and the hand, deck and wall deck beside a player's piles; each a slot: an icon, the number in
# KEY_SIZE and a small caption under them.
ROW_A, ROW_B = 80, 138                      # the rows' centres, from a panel's top
BAND_END = 56                               # the band's region ends here (its line is at 52, 2 px wide)
GOOD_SLOT, BLESSING_SLOT, ROW_GAP = 88, 66, 12
TILES_Y, TILES_H = 180, 56                  # a player's development tiles
PILES_Y, PILES_H, PILE_W = 244, 46, 150     # its three piles, then the hand, deck and wall deck
TUCKED_Y = 312                              # its tucked cards (the Opponent's heroes)
CARDS_Y, CARDS_H = 180, 102                 # the Opponent's focus and planning cards
WORKER_KEYS = ("supply", "main", "levites", "gatekeepers", "scribes")
LEVITES_MAX = max(row.n for row in CONTENT.board.levite_row)


def _worker_keys(data: dict, opponent: bool) -> tuple[str, ...]:
    workers = data.get("workers") or {}
    extra = () if opponent or not (workers.get("farmers") or workers.get("labourers")) else ("farmers", "labourers")
    return WORKER_KEYS + extra


def panel_slots(box, data: dict, opponent: bool = False) -> dict[str, tuple[int, int, int]]:
    """Where a panel's key numbers go: key -> (x, centre y, width) of its slot. Keys: the goods ("coin",
    "bread", "gold" ...), "blessing-<colour>", "workers-<kind>", "count-<pile>" (hand, deck, wall-deck; the
    Opponent's focus-deck and planning-deck)."""
    x0, y0, x1, _ = box
    left, right = x0 + 14, x1 - 14
    slots: dict[str, tuple[int, int, int]] = {}
    x = left
    for good in (("coin", "gold") if opponent else GOODS):
        slots[good] = (x, y0 + ROW_A, GOOD_SLOT)
        x += GOOD_SLOT
    x += ROW_GAP
    for colour in BLESSINGS:
        slots[f"blessing-{colour}"] = (x, y0 + ROW_A, BLESSING_SLOT)
        x += BLESSING_SLOT
    if opponent:
        x += ROW_GAP
        decks = ("focus-deck", "planning-deck", "wall-deck")
        step = (right - x) // len(decks)
        for i, key in enumerate(decks):
            slots[f"count-{key}"] = (x + i * step, y0 + ROW_A, step)
    keys = _worker_keys(data, opponent)
    step = (right - left) // len(keys)
    for i, key in enumerate(keys):
        slots[f"workers-{key}"] = (left + i * step, y0 + ROW_B, step)
    if not opponent:
        x = left + 3 * (PILE_W + 8)
        step = (right - x) // 3
        for i, key in enumerate(("hand", "deck", "wall-deck")):
            slots[f"count-{key}"] = (x + i * step, y0 + PILES_Y + 14, step)
    return slots


def slot_box(slot: tuple[int, int, int]) -> tuple[int, int, int, int]:
    """The box of a slot's icon and number (without its caption)."""
    x, cy, width = slot
    return (x - 2, cy - 17, x + width - 8, cy + 17)


def _slot_picture(key: str, seat) -> Image.Image:
    """A slot's icon: a good's, a blessing's, the seat's worker, a gatekeeper's gate, a scroll, a pile."""
    if key in GOODS:
        return icon(key, 26)
    if key.startswith("blessing-"):
        return icon(key, 24)
    pictures = {"workers-main": lambda: kit.pawn(seat, 20, faded=True), "workers-gatekeepers": lambda: kit.gate(24),
                "workers-scribes": lambda: icon("scroll", 24),
                "count-hand": lambda: kit.deck(24, fill=(226, 236, 246)), "count-deck": lambda: kit.deck(24),
                "count-wall-deck": lambda: icon("wallcard", 24),
                "count-focus-deck": lambda: kit.deck(24, fill=(232, 220, 190)),
                "count-planning-deck": lambda: kit.deck(24, fill=(214, 226, 214))}
    return pictures.get(key, lambda: kit.pawn(seat, 20))()


def slot_values(data: dict, opponent: bool = False) -> dict[str, int]:
    """The numbers of a panel's slots (panel_slots()), from a player's (or the Opponent's) view."""
    workers = data.get("workers") or {}
    values = {"coin": data.get("coins", 0)}
    if opponent:
        values["gold"] = data.get("gold", 0)
        values.update({"count-focus-deck": data.get("focus_deck_count", 0),
                       "count-planning-deck": data.get("planning_deck_count", 0)})
    else:
        values.update({"bread": data.get("food", 0), **{cube: (data.get("cubes") or {}).get(cube, 0)
                                                          for cube in GOODS[2:]},
                       "count-hand": data.get("hand_count", 0), "count-deck": data.get("deck_count", 0)})
    values["count-wall-deck"] = data.get("wall_deck_count", 0)
    values.update({f"blessing-{c}": (data.get("blessings") or {}).get(c, 0) for c in BLESSINGS})
    for key in _worker_keys(data, opponent):
        value = workers.get(key, 0)
        values[f"workers-{key}"] = len(value) if isinstance(value, list) else value
    return values


def _caption(draw, xy, s: str, width: int, anchor: str = "lm") -> None:
    """A small caption: shrunk to fit `width`, never cut."""
    kit.text(draw, xy, s, kit.fit_font(s, width, CAPTION, 9), fill=MUTED, anchor=anchor)


def _slots(image, draw, data: dict, box, seat, language, opponent: bool = False) -> None:
    """A panel's key numbers with their icons and captions."""
    slots = panel_slots(box, data, opponent)
    values = slot_values(data, opponent)
    for key, (x, cy, width) in slots.items():
        picture = _slot_picture(key, seat)
        kit.paste(image, picture, (x, cy), "lm")
        nx = x + picture.size[0] + 5
        value = values.get(key, 0)
        nx += kit.text(draw, (nx, cy), str(value), KEY_SIZE, fill=INK if value else MUTED, bold=True, anchor="lm",
                       role=kit.KEY)
        if key == "workers-levites":
            kit.text(draw, (nx + 1, cy + 5), f"/{LEVITES_MAX}", 18, fill=MUTED, bold=True, anchor="lm")
        if not key.startswith("blessing-"):
            caption = w(key if key.startswith(("workers-", "count-")) else f"good-{key}", language)
            _caption(draw, (x, cy + 28), caption, width - 8)
    first = slots["blessing-orange"]
    _caption(draw, (first[0], first[1] + 28), w("blessings", language), 3 * BLESSING_SLOT - 8)


def _player_body(image, draw, p: dict, box, seat, language, *, final) -> None:
    """One player's panel below its band, over its background; reads nothing but its arguments (its region key)."""
    x0, y0, x1, y1 = box
    _slots(image, draw, p, box, seat, language)
    _tiles(image, draw, p, (x0 + 14, y0 + TILES_Y, x1 - 14, y0 + TILES_Y + TILES_H), seat, language)
    _piles(image, draw, p, (x0 + 14, y0 + PILES_Y, x1 - 14, y0 + PILES_Y + PILES_H), language)
    # tucked cards and heroes
    y = y0 + TUCKED_Y
    tucked = p.get("tucked") or []
    lead = w("tucked", language, count=len(tucked)) + kit.colon(language)
    x = x0 + 14 + kit.text(draw, (x0 + 14, y), lead, 13, fill=MUTED, bold=True, anchor="lm") + 8
    labels = []
    for card in tucked:
        if card in CONTENT.hero:
            labels.append((name_of("hero", card, language), (236, 214, 160)))
        else:
            labels.append((name_of("character", card, language), kit.lighter(seat.colour, 0.7)))
    _chips(image, draw, x, y, x1 - 14, labels, language, size=13)
    if final:
        _final(image, draw, final, (x0, y1 - OVER_H, x1, y1), language)


def _tiles(image, draw, p: dict, box, seat, language) -> None:
    """The five development tiles: type and name, developed (coloured, ticked) or not; merchants and elders
    placed on their slots; a guard tile's storage limit while undeveloped."""
    x0, y0, x1, y1 = box
    dev = p.get("dev") or {}
    workers = p.get("workers") or {}
    tw = (x1 - x0 - 4 * 8) // 5
    for i, kind in enumerate(TILE_TYPES):
        tx0 = x0 + i * (tw + 8)
        tile = dev.get(kind) or {}
        developed = bool(tile.get("developed"))
        fill = kit.lighter(seat.colour, 0.55) if developed else (246, 240, 228)
        draw.rounded_rectangle((tx0, y0, tx0 + tw, y1), 8, fill=fill,
                               outline=kit.darker(seat.colour, 0.2) if developed else LINE, width=2)
        right = tx0 + tw - 6
        if developed:
            kit.paste(image, kit.check(16), (right, y0 + 12), "rm")
            right -= 20
        kit.text(draw, (tx0 + 7, y0 + 12), name_of("tile-type", kind, language), 12, bold=True, anchor="lm",
                 width=right - tx0 - 8, min_size=9)
        if tile.get("tile"):
            kit.text(draw, (tx0 + 7, y0 + 30), name_of("tile", tile["tile"], language), 11, fill=MUTED,
                     anchor="lm", width=tw - 12, min_size=9)
        bottom = y1 - 12
        if kind in ("merchant", "elder"):
            used = set(workers.get("merchants" if kind == "merchant" else "elders") or [])
            for slot in range(1, 5):
                sx = tx0 + 12 + (slot - 1) * 18
                if slot in used:
                    kit.paste(image, kit.badge(seat, 16), (sx, bottom), "mm")
                else:
                    draw.ellipse((sx - 6, bottom - 6, sx + 6, bottom + 6), outline=FAINT, width=2)
        elif kind == "guard" and not developed and tile.get("tile") in CONTENT.tile:
            storage = getattr(CONTENT.tile[tile["tile"]], "storage", 0)
            label = f"≤{storage}"
            kit.text(draw, (tx0 + 7, bottom), label, 12, fill=MUTED, bold=True, anchor="lm")
            kit.paste(image, icon("resource", 14), (tx0 + 9 + kit.text_width(label, 12, True), bottom), "lm")
        elif kind in ("farmer", "labourer"):
            count = workers.get("farmers" if kind == "farmer" else "labourers", 0)
            if count:
                kit.paste(image, kit.pawn(seat, 14), (tx0 + 8, bottom), "lm")
                kit.text(draw, (tx0 + 26, bottom), str(count), 13, bold=True, anchor="lm")


def _piles(image, draw, p: dict, box, language) -> None:
    """The three piles: each top card's name and banners, "+1" for a covered card (the hand, deck and wall
    deck beside them are key numbers: _slots)."""
    x0, y0, x1, y1 = box
    pw = PILE_W
    cy = (y0 + y1) // 2
    for i, pile in enumerate((p.get("piles") or [[], [], []])[:3]):
        px0 = x0 + i * (pw + 8)
        draw.rounded_rectangle((px0, y0, px0 + pw, y1), 8, fill=(250, 246, 236), outline=LINE, width=2)
        if not pile:
            _label(draw, (px0 + pw // 2, cy), w("pile-empty", language, pile=i + 1), 12, pw - 12, fill=MUTED,
                   anchor="mm")
            continue
        top = pile[-1]
        character = CONTENT.character.get(top)
        right = px0 + pw - 6
        if len(pile) > 1:
            label = f"+{len(pile) - 1}"
            kit.text(draw, (right, cy - 9), label, 12, fill=MUTED, bold=True, anchor="rm")
            right -= kit.text_width(label, 12, True) + 4
        _label(draw, (px0 + 8, cy - 9), name_of("character", top, language), 13, right - px0 - 8, bold=True)
        if character is not None:
            paste_strip(image, banners_strip(character.banners, 15), (px0 + 8, cy + 10), "lm")


def _label(draw, xy, s: str, size: int, width: int, *, fill=INK, bold: bool = False, anchor: str = "lm",
           min_size: int = 9) -> int:
    """A label shrunk (down to `min_size`) to fit `width`, never cut; returns its width."""
    size = kit.fit_font(s, max(1, width), size, min_size, bold)
    return kit.text(draw, xy, s, size, fill=fill, bold=bold, anchor=anchor)


def banners_strip(banners, size: int) -> Image.Image:
    """A card's banners, top first: a flag per banner, its value when more than 1."""
    return strip(tuple((f"banner-{b.colour}", b.value) for b in banners), size)


def _final(image, draw, final: dict, box, language) -> None:
    """The final scoring by part, then the total added."""
    x0, y0, x1, _ = box
    draw.line((x0 + 14, y0 + 2, x1 - 14, y0 + 2), fill=LINE, width=2)
    y = y0 + 22
    keys = [k for k in SCORE_PARTS if k in final]
    if not keys:
        return
    step = (x1 - x0 - 28) // len(keys)
    for i, key in enumerate(keys):
        x = x0 + 14 + i * step
        value = final.get(key, 0)
        text = str(value) if key == "game" else signed(value)
        label = w(f"part-{key}", language)
        lw = kit.text(draw, (x, y), label, 11, fill=MUTED, anchor="lm", width=step - 40, min_size=8)
        kit.text(draw, (x + lw + 4, y), text, 15, fill=INK if value else FAINT, bold=True, anchor="lm",
                 width=max(12, step - lw - 8), min_size=10)


def _opponent_body(image, draw, o: dict, box, seat, language, *, final) -> None:
    """The solo Opponent below its band: its goods, workers, blessings, the current focus card, the last
    planning card and its decks."""
    x0, y0, x1, y1 = box
    _slots(image, draw, o, box, seat, language, opponent=True)
    # the current focus card and the last planning card
    half = (x1 - x0 - 36) // 2
    cards = (y0 + CARDS_Y, y0 + CARDS_Y + CARDS_H)
    _focus(image, draw, (o.get("focus_shown") or [None])[-1], (x0 + 14, cards[0], x0 + 14 + half, cards[1]), language)
    _planning(image, draw, (o.get("planning_shown") or [None])[-1], (x1 - 14 - half, cards[0], x1 - 14, cards[1]),
              language)
    heroes = o.get("heroes") or []
    y = y0 + TUCKED_Y
    lead = w("heroes-held", language) + kit.colon(language)
    x = x0 + 14 + kit.text(draw, (x0 + 14, y), lead, 13, fill=MUTED, bold=True, anchor="lm") + 8
    _chips(image, draw, x, y, x1 - 14, [(name_of("hero", h, language), (236, 214, 160)) for h in heroes], language,
           size=13)
    if final:
        _final(image, draw, final, (x0, y1 - OVER_H, x1, y1), language)


def _focus(image, draw, card: str | None, box, language) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, 8, fill=(250, 244, 228), outline=(196, 176, 130), width=2)
    kit.text(draw, (x0 + 10, y0 + 14), w("focus", language), 13, fill=MUTED, bold=True, anchor="lm", width=150)
    focus = CONTENT.focus.get(card or "")
    if focus is None:
        kit.text(draw, (x0 + 10, y0 + 44), "—", 16, fill=FAINT, bold=True, anchor="lm")
        return
    kit.text(draw, (x1 - 10, y0 + 14), card, 12, fill=MUTED, bold=True, anchor="rm")
    arrow = "↻" if focus.arrow == "clockwise" else "↺"
    kit.paste(image, kit.gate(18), (x0 + 10, y0 + 38), "lm")
    kit.text(draw, (x0 + 32, y0 + 38), f"{name_of('gate', focus.gate, language)}  {arrow}  "
             f"{w('column', language, column=focus.column)}", 14, bold=True, anchor="lm", width=x1 - x0 - 44)
    for i, trade in enumerate((focus.upper, focus.lower)):
        y = y0 + 62 + i * 22
        x = x0 + 10 + paste_strip(image, strip((("coin", str(trade.pay)),), 16), (x0 + 10, y), "lm")
        x += kit.text(draw, (x + 5, y), "→", 14, fill=MUTED, bold=True, anchor="lm") + 10
        paste_strip(image, effects_strip(trade.gain, 16), (x, y), "lm")


def _planning(image, draw, card: str | None, box, language) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, 8, fill=(240, 246, 238), outline=(150, 180, 150), width=2)
    kit.text(draw, (x0 + 10, y0 + 14), w("planning", language), 13, fill=MUTED, bold=True, anchor="lm", width=180)
    planning = CONTENT.planning.get(card or "")
    if planning is None:
        kit.text(draw, (x0 + 10, y0 + 44), "—", 16, fill=FAINT, bold=True, anchor="lm")
        return
    kit.text(draw, (x1 - 10, y0 + 14), card, 12, fill=MUTED, bold=True, anchor="rm")
    for i, row in enumerate(planning.row[:3]):
        y = y0 + 36 + i * 24
        x = x0 + 10
        needs = row.requires
        tokens = []
        for kind, low, high in (("worker", needs.workers_min, needs.workers_max),
                                ("gold", needs.gold_min, needs.gold_max)):
            if low is not None:
                tokens.append(("txt", f"≥{low}"))
                tokens.append((kind, ""))
            if high is not None:
                tokens.append(("txt", f"≤{high}"))
                tokens.append((kind, ""))
        if tokens:
            x += paste_strip(image, strip(tuple(tokens), 14), (x, y), "lm") + 4
        x += kit.text(draw, (x, y), "→", 12, fill=MUTED, bold=True, anchor="lm") + 4
        action = w(f"plan-{row.action}", language, gold=row.gold)
        aw = kit.text(draw, (x, y), action, 12, bold=True, anchor="lm", width=max(20, x1 - 10 - x - 60), min_size=9)
        x += aw + 6
        if row.then:
            paste_strip(image, effects_strip(row.then, 14), (x, y), "lm")


# --- what changed since the previous picture -------------------------------------------------------------
# view["before"] is the public view of the table's previous picture (render/kit.py, "the last move"): each
# part of the board that differs is ringed in its owner's colour, with its badge (kit.changed): a wall card
# rebuilt, a gatekeeper placed, rubble cleared or silver taken from a gate card, a Temple cube, a scroll
# tile's occupant, an altar marker moved, a tent moved, a Levite taken, and in the panels each good that
# changed. Parts with no owner (rubble, a white worker) are ringed in the mover's colour, or neutral.

def _same(a, b) -> bool:
    """Equal as JSON ("before" went through JSON: tuples are lists, keys strings)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


Change = tuple[tuple[int, int, int, int], object, bool]     # (box, owner or None, with the corner badge)


def _space_changes(before: dict, view: dict) -> list[Change]:
    old = {space["id"]: space for space in before["board"]["perimeter"]}
    found = []
    for space in view["board"]["perimeter"]:
        pos, prev = SPACE_POS.get(space["id"]), old.get(space["id"])
        if pos is None or prev is None:
            continue
        x0, y0, x1, y1 = space_box(pos)
        mid = (y0 + (44 if space["kind"] == "gate_card" else 28) + y1 - 26) // 2
        if space.get("wall_card") and not _same(prev.get("wall_card"), space.get("wall_card")):
            owner = space.get("owner")
            found.append(((x0 + 5, y0 + 28, x1 - 5, y1 - 5), owner if owner is not None else
                          _colour_owner(view, space["wall_card"][0]), True))
        elif space.get("owner") is not None and prev.get("owner") != space.get("owner"):
            cx = (x0 + x1) // 2
            found.append(((cx - 17, mid - 18, cx + 17, mid + 18), space["owner"], True))
        elif not _same(prev.get("rubble"), space.get("rubble")) or \
                prev.get("coins_on_card") != space.get("coins_on_card"):
            found.append(((x0 + 7, mid - 16, x1 - 7, mid + 16), None, True))
    return found


def _colour_owner(view: dict, colour: str):
    """Whose colour `colour` is (a wall card's), or None."""
    return next((who for who in owners(view) if _data(view, who).get("colour") == colour), None)


def _board_changes(before: dict, view: dict) -> list[Change]:
    """(box, owner, corner badge) of each changed part of the board (owner None: no owner)."""
    found = _space_changes(before, view)
    cells = before["board"]["temple"]["cells"]
    for r, row in enumerate(view["board"]["temple"]["cells"], 1):
        for c, cell in enumerate(row, 1):
            prev = cells[r - 1][c - 1] if r <= len(cells) and c <= len(cells[r - 1]) else None
            if cell and not _same(prev, cell):
                x0, y0, x1, y1 = temple_cell(r, c)
                found.append(((x0 + 3, y0 + 3, x1 - 3, y1 - 3), cell.get("by"), False))
    tiles = before["board"]["scrolls"]
    for r, row in enumerate(view["board"]["scrolls"], 1):
        for t, tile in enumerate(row, 1):
            prev = tiles[r - 1][t - 1] if r <= len(tiles) and t <= len(tiles[r - 1]) else {}
            if prev.get("occupant") != tile.get("occupant"):
                occupant = tile.get("occupant")
                found.append((scroll_tile(r, t), None if occupant == WHITE_WORKER else occupant, True))
    spots, old_spots = tent_spots(view), tent_spots(before)
    stacks = view["board"]["altar"]["stacks"]
    for who in owners(view):
        if who == OPPONENT and not before.get("opponent"):
            continue
        space = altar_space(view, who)
        if space != altar_space(before, who):
            x, y = altar_marker(space, stacks[space].index(who))
            found.append(((x - 12, y - 12, x + 12, y + 12), who, True))
        if who in spots and spots[who] != old_spots.get(who):
            x, y = spots[who]
            found.append(((x - 12, y - 12, x + 12, y + 12), who, True))
        count = _data(view, who)["workers"].get("levites", 0)
        if count > _data(before, who)["workers"].get("levites", 0):
            x, y = _levite_x(owners(view).index(who)), _levite_y(count)
            found.append(((x - 11, y - 11, x + 11, y + 11), who, False))
    return found


def _goods_changes(before: dict, view: dict, lay: kit.PanelGrid) -> list[Change]:
    """The goods that changed in each panel (a player's silver, bread and resources; the Opponent's silver
    and gold)."""
    found = []
    for who in owners(view):
        if who == OPPONENT and not before.get("opponent"):
            continue
        opponent = who == OPPONENT
        data = _data(view, who)
        box = lay.panel_box(len(view["players"]) if opponent else who)
        slots = panel_slots(box, data, opponent)
        new, old = slot_values(data, opponent), slot_values(_data(before, who), opponent)
        for good in (("coin", "gold") if opponent else GOODS):
            if new.get(good) != old.get(good):
                found.append((slot_box(slots[good]), who, False))
    return found


def changes(view: dict, lay: kit.PanelGrid) -> list[Change]:
    """What changed since view["before"]: (box, owner, corner badge) of each part to ring (owner None: the
    mover's); nothing without "before"."""
    before = view.get("before")
    if not before or len(before.get("players") or ()) != len(view["players"]):
        return []
    try:
        return _board_changes(before, view) + _goods_changes(before, view, lay)
    except (KeyError, IndexError, TypeError, AttributeError, ValueError):
        return []       # a previous picture's view kept from before an engine update: no marks, still a picture


def _mark_changes(image, view: dict, lay: kit.PanelGrid, seats) -> None:
    moved = mover(view)
    for box, owner, corner in changes(view, lay):
        who = owner if owner is not None else moved
        kit.changed(image, box, seat_of(who, seats) if who is not None else kit.NEUTRAL, corner=corner)


# --- alt text ---------------------------------------------------------------------------------------------

def board_alt(view: dict, language: str, names: Callable) -> str:
    """Round and day or phase, whose turn and who is awaited (or the final ranking), the Temple, walls and
    altar, each player's VP and standing."""
    names = player_names(view, names, language) if not getattr(names, "visible", False) else names
    parts = []
    if view.get("over"):
        places = [w("alt-place", language, place=i, player=names(who), vp=vp_of(view, who))
                  for i, who in enumerate(ranking(view), 1)]
        parts.append(w("alt-over", language, ranking=", ".join(places)))
        parts.append(kit.last_move_alt(view, language))
        return " ".join(part for part in parts if part)
    parts.append(w("alt-round", language, round=view.get("round", 1), phase=_phase_label(view, language)))
    parts.append(kit.last_move_alt(view, language))
    if view.get("phase") == "work" and view.get("active") is not None:
        parts.append(w("alt-turn", language, player=names(view["active"])))
    awaited = kit.awaited(view)
    if view.get("abandoned"):
        parts.append(word("render-alt-abandoned", language))
    elif awaited:
        parts.append(w("alt-waiting", language, players=", ".join(names(s) for s in awaited)))
    parts.extend(kit.table_alt(view, language, names, awaited))
    board = view["board"]
    filled, spaces = temple_progress(view)
    walls = sum(1 for s in board["perimeter"] if s["kind"] == "wall" and s.get("wall_card"))
    gates = sum(1 for s in board["perimeter"] if s["kind"] == "gate_card" and s.get("built") and not s.get("neutral"))
    parts.append(w("alt-board", language, filled=filled, spaces=spaces, walls=walls, gates=gates))
    order = altar_order(view)
    if order:
        parts.append(w("alt-altar", language, player=names(order[0])))
    for who in owners(view):
        data = view["opponent"] if who == OPPONENT else view["players"][who]
        if who == OPPONENT:
            parts.append(w("alt-opponent", language, vp=data.get("vp", 0), coins=data.get("coins", 0),
                           gold=data.get("gold", 0)))
        else:
            parts.append(w("alt-player", language, player=names(who), vp=data.get("vp", 0),
                           coins=data.get("coins", 0), food=data.get("food", 0),
                           levites=(data.get("workers") or {}).get("levites", 0),
                           cards=data.get("hand_count", 0)))
    return " ".join(part for part in parts if part)


# --- the private screen ---------------------------------------------------------------------------------

SCREEN_W = 1600
CARD_W, CARD_H = 286, 268
MINI_W, MINI_H = 286, 60
CARD_GAP, PER_ROW = 16, 5       # a row of cards (hand, deck) is centred in its panel, clear of its edges


def card_x(column: int, width: int = CARD_W) -> int:
    """The left edge of a card in `column` of a centred row of PER_ROW cards `width` px wide."""
    row_w = PER_ROW * width + (PER_ROW - 1) * CARD_GAP
    return M + (SCREEN_W - 2 * M - row_w) // 2 + column * (width + CARD_GAP)


@lru_cache(maxsize=256)
def character_card(card: str, colour: str, language: str, width: int = CARD_W, height: int = CARD_H) -> Image.Image:
    """A character card: its name, its 3 banners (the top one stays when tucked), the gate and its trade,
    and its Sabbath scoring condition."""
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    rgb = PLAYER_RGB.get(colour, kit.NEUTRAL_RGB)
    character = CONTENT.character.get(card)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), 12, fill=(252, 248, 238), outline=kit.darker(rgb, 0.2),
                           width=2)
    draw.rounded_rectangle((1, 1, width - 2, 40), 11, fill=rgb)
    draw.rectangle((1, 28, width - 2, 40), fill=rgb)
    kit.text(draw, (12, 21), name_of("character", card, language), 18, fill=kit.on_colour(rgb), bold=True,
             anchor="lm", width=width - 24, min_size=11)
    if character is None:
        return image
    # banners, top first
    kit.text(draw, (12, 56), w("banners", language), 12, fill=MUTED, bold=True, anchor="lm", width=120)
    x = 12
    for i, banner in enumerate(character.banners):
        picture = icon(f"banner-{banner.colour}", 30)
        kit.paste(image, picture, (x, 86), "lm")
        if banner.value > 1:
            kit.text(draw, (x + 32, 86), str(banner.value), 18, bold=True, anchor="lm")
        x += 62
    kit.block(draw, (12, 103, width - 12, 127), w("banner-kept", language), 11, fill=MUTED, min_size=9, max_lines=2,
              valign="center")
    # the trade
    draw.line((10, 129, width - 10, 129), fill=LINE, width=1)
    trade = character.trade
    kit.paste(image, kit.gate(18), (12, 142), "lm")
    kit.text(draw, (34, 142), w("trade-at", language, gate=name_of("gate", character.gate, language)), 13, bold=True,
             anchor="lm", width=width - 46, min_size=10)
    if isinstance(trade, ConvertTrade):
        x = 12
        for cube, coins in trade.rates.items():
            x += paste_strip(image, strip(((cube, "1"), ("txt", "→"), ("coin", str(coins))), 17), (x, 166), "lm") + 16
        kit.text(draw, (12, 214), w("trade-each", language), 11, fill=MUTED, anchor="lm", width=width - 24, min_size=9)
    else:
        for i, option in enumerate((trade.upper, trade.lower)):
            y = 166 + i * 24
            x = 12 + paste_strip(image, strip((("coin", str(1 + option.pay)),), 17), (12, y), "lm")
            x += kit.text(draw, (x + 5, y), "→", 14, fill=MUTED, bold=True, anchor="lm") + 10
            paste_strip(image, strip(goods_tokens({k: option.gain.get(k) for k in GOODS}), 17), (x, y), "lm")
        kit.text(draw, (12, 214), w("trade-keeper", language), 11, fill=MUTED, anchor="lm", width=width - 24,
                 min_size=9)
    # the Sabbath condition
    draw.line((10, 228, width - 10, 228), fill=LINE, width=1)
    kit.block(draw, (12, 233, width - 12, height - 4), msg(f"{GAME}-condition-{character.condition}", language), 13,
              min_size=10, max_lines=2)
    return image


@lru_cache(maxsize=256)
def mini_card(card: str, colour: str, language: str, width: int = MINI_W, height: int = MINI_H) -> Image.Image:
    """A deck card in short: name and banners."""
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    rgb = PLAYER_RGB.get(colour, kit.NEUTRAL_RGB)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), 10, fill=kit.lighter(rgb, 0.82),
                           outline=kit.lighter(rgb, 0.2), width=2)
    character = CONTENT.character.get(card)
    right = width - 10
    if character is not None:
        picture = banners_strip(character.banners, 20)
        kit.paste(image, picture, (right, height // 2), "rm")
        right -= picture.size[0] + 10
    kit.text(draw, (12, height // 2), name_of("character", card, language), 16, bold=True, anchor="lm",
             width=right - 12, min_size=10)
    return image


@lru_cache(maxsize=64)
def wall_card_tile(card: str, colour: str, language: str, width: int = 240, height: int = 64) -> Image.Image:
    """A wall card: its id, VP (end of game) and immediate effect."""
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    rgb = PLAYER_RGB.get(colour, kit.NEUTRAL_RGB)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), 10, fill=(238, 232, 220), outline=rgb, width=3)
    kit.paste(image, icon("wallcard", 30), (10, height // 2), "lm")
    kit.text(draw, (46, 20), card, 15, bold=True, anchor="lm")
    wall = CONTENT.wall_card.get(card)
    if wall is None:
        return image
    kit.paste(image, kit.vp(18), (46, 44), "lm")
    kit.text(draw, (68, 44), str(wall.vp), 15, bold=True, anchor="lm")
    if wall.effect:
        kit.paste(image, effects_strip(wall.effect, 20), (width - 10, height // 2), "rm")
    else:
        kit.text(draw, (width - 12, height // 2), "—", 16, fill=FAINT, bold=True, anchor="rm")
    return image


def draw_screen(view: dict, language: str, names: Callable[[int], str]) -> tuple[Image.Image, str]:
    me = view.get("me")
    private = view.get("private")
    if me is None or private is None:
        raise ValueError("screen() needs a seat's view: engine.view(state, seat)")
    names = player_names(view, names, language)
    p = view["players"][me]
    seats = seats_of(view)
    seat = seats[me]
    colour = p.get("colour", "")
    hand = list(private.get("hand") or [])
    deck = list(private.get("deck") or [])
    known = [(w("wall-top", language), private.get("wall_known_top")),
             (w("wall-bottom", language), private.get("wall_known_bottom"))]
    known = [(label, card) for label, card in known if card]
    drawn = list(private.get("wall_cards_drawn") or [])
    goods_h = 96
    hand_rows = max(1, -(-len(hand) // PER_ROW))
    hand_h = 50 + hand_rows * CARD_H + (hand_rows - 1) * 12 + 16
    deck_rows = max(1, -(-len(deck) // PER_ROW))
    deck_h = 50 + deck_rows * MINI_H + (deck_rows - 1) * 10 + 16
    wall_h = 50 + 64 + 16
    scrolls = list(p.get("scrolls") or [])
    scroll_rows = -(-len(scrolls) // 2)
    scroll_h = 50 + scroll_rows * 30 + 6 if scrolls else 0
    height = SCREEN_HEADER_H + 16 + goods_h + G + hand_h + G + deck_h + G + wall_h + M + \
        (scroll_h + G if scrolls else 0)
    image = Image.new("RGB", (SCREEN_W, height), SAND)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, SCREEN_W, SCREEN_HEADER_H), fill=kit.darker(seat.colour, 0.45))
    kit.paste(image, kit.badge(seat, 46), (M, SCREEN_HEADER_H // 2), "lm")
    kit.name(draw, (M + 60, SCREEN_HEADER_H // 2), names(me), 30, fill=WHITE, bold=True, anchor="lm", width=520)
    right = SCREEN_W - M
    right -= kit.pill(draw, right, 36, w("round", language, round=view.get("round", 1)), 20, fill=CREAM, height=32,
                      pad=26, anchor="r") + 10
    if not view.get("over"):
        right -= kit.pill(draw, right, 36, _phase_label(view, language), 18, fill=(110, 96, 120), ink=WHITE, height=30,
                          pad=22, max_w=280, anchor="r") + 14
    kit.text(draw, (right, SCREEN_HEADER_H // 2), w("your-screen", language), 18, fill=(240, 230, 214), anchor="rm",
             width=max(60, right - M - 600))
    # goods
    y0 = SCREEN_HEADER_H + 16
    kit.panel(draw, (M, y0, SCREEN_W - M, y0 + goods_h))
    cubes = p.get("cubes") or {}
    values = {"coin": p.get("coins", 0), "bread": p.get("food", 0), **cubes}
    slot = (SCREEN_W - 2 * M - 48) // 9
    for i, key in enumerate(GOODS):
        _stat(image, draw, M + 24 + i * slot, y0 + 38, icon(key, 30), values.get(key, 0), w(f"good-{key}", language),
              slot)
    workers = p.get("workers") or {}
    for i, (key, picture, value) in enumerate((("supply", kit.pawn(seat, 22), workers.get("supply", 0)),
                                               ("vp", kit.vp(28), p.get("vp", 0)),
                                               ("wall-deck", icon("wallcard", 28), p.get("wall_deck_count", 0)))):
        caption = w(f"workers-{key}", language) if key == "supply" else (
            w("vp", language) if key == "vp" else w("count-wall-deck", language))
        _stat(image, draw, M + 24 + (6 + i) * slot, y0 + 38, picture, value, caption, slot)
    # hand
    y = y0 + goods_h + G
    kit.panel(draw, (M, y, SCREEN_W - M, y + hand_h))
    kit.text(draw, (M + 24, y + 26), w("hand", language, count=len(hand)), 18, fill=MUTED, bold=True, anchor="lm",
             width=SCREEN_W - 2 * M - 48)
    if not hand:
        kit.text(draw, (M + 24, y + 50 + CARD_H // 2), w("no-cards", language), 18, fill=FAINT, anchor="lm")
    for i, card in enumerate(hand):
        row, col = divmod(i, PER_ROW)
        image.paste(character_card(card, colour, language), (card_x(col), y + 50 + row * (CARD_H + 12)))
    y += hand_h + G
    # deck contents
    kit.panel(draw, (M, y, SCREEN_W - M, y + deck_h))
    kit.text(draw, (M + 24, y + 26), w("deck", language, count=len(deck)), 18, fill=MUTED, bold=True, anchor="lm",
             width=SCREEN_W - 2 * M - 48)
    if not deck:
        kit.text(draw, (M + 24, y + 50 + MINI_H // 2), w("no-cards", language), 18, fill=FAINT, anchor="lm")
    for i, card in enumerate(deck):
        row, col = divmod(i, PER_ROW)
        image.paste(mini_card(card, colour, language), (card_x(col, MINI_W), y + 50 + row * (MINI_H + 10)))
    y += deck_h + G
    # wall cards known (top / bottom of the wall deck) and drawn to choose from
    kit.panel(draw, (M, y, SCREEN_W - M, y + wall_h))
    kit.text(draw, (M + 24, y + 26), w("wall-known", language), 18, fill=MUTED, bold=True, anchor="lm", width=700)
    x = M + 24
    items = [(label, card) for label, card in known] + [(w("wall-drawn", language), card) for card in drawn]
    if not items:
        kit.text(draw, (x, y + 50 + 32), w("no-wall-cards", language), 18, fill=FAINT, anchor="lm")
    for label, card in items:
        if x + 250 > SCREEN_W - M:
            break
        kit.text(draw, (x, y + 50), label, 12, fill=MUTED, bold=True, anchor="lm", width=240)
        image.paste(wall_card_tile(card, colour, language), (x, y + 60))
        x += 252
    y += wall_h + G
    # the scrolls under its scribes, with what they do
    if scrolls:
        kit.panel(draw, (M, y, SCREEN_W - M, y + scroll_h))
        kit.text(draw, (M + 24, y + 26), w("your-scrolls", language, count=len(scrolls)), 18, fill=MUTED, bold=True,
                 anchor="lm", width=700)
        column_w = (SCREEN_W - 2 * M - 60) // 2
        for i, scroll in enumerate(scrolls):
            row, col = divmod(i, 2)
            sx, sy = M + 24 + col * (column_w + 12), y + 56 + row * 30
            kit.paste(image, icon("scroll", 22), (sx, sy), "lm")
            kit.text(draw, (sx + 28, sy), scroll, 14, bold=True, anchor="lm")
            kit.text(draw, (sx + 80, sy), msg(f"{GAME}-scroll-{scroll}", language), 14, anchor="lm",
                     width=column_w - 84, min_size=10)
    return image, screen_alt(view, language, names)


def screen_alt(view: dict, language: str, names: Callable) -> str:
    names = player_names(view, names, language) if not getattr(names, "visible", False) else names
    me = view["me"]
    private = view.get("private") or {}
    hand = ", ".join(name_of("character", c, language) for c in private.get("hand") or [])
    deck = ", ".join(name_of("character", c, language) for c in private.get("deck") or [])
    parts = [w("alt-round", language, round=view.get("round", 1), phase=_phase_label(view, language)),
             w("alt-screen", language, player=names(me), count=len(private.get("hand") or []), cards=hand or "—",
               deck=deck or "—")]
    return " ".join(parts)
