"""Architects of the West Kingdom's pictures: the public board and one seat's private screen, drawn from
engine views only (engine/architects/view.py).

    draw_board(view, language, names) -> (Image, alt)   public fields only: never a hand, a draft pack
                                                        or the cards a seat is choosing among
    draw_screen(view, language, names) -> (Image, alt)  the seat of `view["me"]`

Layout of the board (1600 px wide): header (title, round, phase, who is awaited or the ranking) |
the nine open-circle locations with their workers by colour (the Tax Collector with the tax stand), the
Black Market's three spaces and piles, the Prison | the Guildhall grid, the Cathedral, the virtue track |
the apprentice display, the decks and rewards | one panel per player (the Rival's too): goods, virtue,
Cathedral, debts, workers, hand size, captured workers, apprentices, buildings, score. The frames and
fixed captions are drawn once per language, player count and colours (`_static`); card tiles are
cached, and a player panel that did not change is pasted whole (`kit.region`).

Costs, skills, VP and effects come from the content tables (engine.architects.content), every word
from the catalogs (architects.ftl for card, location and resource names; render.ftl for the rest).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

from PIL import Image, ImageDraw

from data.locale import translate
from engine.architects.content import CONTENT, RESOURCES, SKILLS

from . import kit
from .kit import INK, MUTED, FAINT, PAPER, SAND, LINE, ACCENT, HIGHLIGHT, WHITE, word, msg, signed

W = 1600
M = 24
G = 16
HEADER_H = kit.HEADER_H      # the board's header band (two rows: title, round, phase | who is awaited)
SCREEN_HEADER_H = 72
HEADER_RGB = (52, 46, 58)
CREAM = (244, 234, 214)
TITLE_ICON = 48

LOCATIONS = tuple(CONTENT.rules.locations)
MARKET_SPACES = ("left", "middle", "right")
COLOURS = tuple(CONTENT.rules.colours)
COLOUR_RGB = {"yellow": (240, 208, 40), "red": (213, 94, 0), "blue": (0, 114, 178),
              "green": (0, 150, 110), "black": (64, 64, 70)}

# the main board's parts, from TOP down (12 px under the header band)
TOP = HEADER_H + 12
LOC_BOX = (M, TOP, 1024, TOP + 360)
TILE_W, TILE_H, TILE_GAP = 317, 104, 10
MARKET_BOX = (1040, TOP, W - M, TOP + 226)
PRISON_BOX = (1040, TOP + 242, W - M, TOP + 360)
GUILD_BOX = (M, TOP + 376, 564, TOP + 612)
CATH_BOX = (580, TOP + 376, 880, TOP + 612)
VIRTUE_BOX = (896, TOP + 376, W - M, TOP + 612)
DISPLAY_BOX = (M, TOP + 628, 1000, TOP + 824)
DECKS_BOX = (1016, TOP + 628, W - M, TOP + 824)
PLAYERS_Y = TOP + 840
PANEL_H = 330
OVER_H = 46
SCORE_SIZE = 34       # a player's score in their panel's band: it reads in chat

CELL_W, CELL_H, CELL_GAP = 56, 36, 4
VIRTUE_CELL = 42
SCORE_PARTS = ("buildings", "cathedral", "virtue", "debts", "goods", "silver", "prison")

CLAY_RGB = (184, 98, 62)
STONE_RGB = (150, 146, 140)
MARBLE_RGB = (226, 224, 232)
SILVER_RGB = (176, 182, 190)
VIRTUE_RGB = (196, 58, 108)
CATHEDRAL_RGB = (112, 88, 150)
DEBT_RGB = (170, 52, 44)
SKILL_RGB = {"carpentry": (150, 100, 50), "tiling": (176, 70, 52), "masonry": (110, 112, 120)}
PRISON_RGB = (86, 80, 76)
TILE_RGB = (250, 244, 232)
CATHEDRAL_ROW = (222, 214, 234)
VIRTUE_CELL_RGB = (240, 206, 220)


# --- seats -----------------------------------------------------------------------------------------

def seats_of(view: dict) -> list[kit.Seat]:
    """How each player is shown: their colour (by the engine's colour name), a letter and a shape."""
    return [kit.Seat(p["index"], COLOUR_RGB.get(p["colour"], kit.NEUTRAL_RGB), kit.LETTERS[p["index"] % 6],
                     kit.SHAPES[p["index"] % 6]) for p in view["players"]]


def by_colour(view: dict, seats: list[kit.Seat]) -> dict[str, kit.Seat]:
    return {p["colour"]: seats[p["index"]] for p in view["players"]}


def colour_seat(colour: str, colours: dict[str, kit.Seat]) -> kit.Seat:
    """A colour's seat (a colour no player has, in a hand-made view, gets a neutral look)."""
    seat = colours.get(colour)
    if seat is None:
        seat = kit.Seat(-3, COLOUR_RGB.get(colour, kit.NEUTRAL_RGB), "", "circle")
    return seat


def player_names(view: dict, names: Callable[[int], str], language: str) -> Callable[[int], str]:
    """Display names, the Rival called the Rival."""
    rival = {p["index"] for p in view["players"] if p.get("rival")}
    shown = kit.shown_names(names, language)

    def name(seat: int) -> str:
        return word("render-architects-rival", language) if seat in rival else shown(seat)
    name.visible = True  # type: ignore[attr-defined]
    return name


# --- icons -----------------------------------------------------------------------------------------

@lru_cache(maxsize=128)
def icon(kind: str, size: int) -> Image.Image:
    """The game's goods and markers: clay, wood, stone, gold, marble, silver, virtue, cathedral,
    unpaid / paid debt, hand (a fan of building cards), prison, reset, final."""
    if kind == "wood":
        return kit.wood(size)
    if kind == "hand":
        return kit.deck(size)
    image, draw = kit._canvas(size * (1.2 if kind in ("clay", "stone", "marble", "gold") else 1), size)
    Wd, H = image.size
    S = kit.SS
    if kind == "clay":                  # a brick
        edge = kit.darker(CLAY_RGB, 0.45)
        draw.rounded_rectangle((Wd * 0.04, H * 0.22, Wd * 0.96, H * 0.84), radius=H * 0.1, fill=edge)
        draw.rounded_rectangle((Wd * 0.04 + S * 1.5, H * 0.22 + S * 1.5, Wd * 0.96 - S * 1.5, H * 0.84 - S * 1.5),
                               radius=H * 0.08, fill=CLAY_RGB)
        draw.line((Wd * 0.10, H * 0.53, Wd * 0.90, H * 0.53), fill=kit.lighter(CLAY_RGB, 0.3), width=S)
    elif kind in ("stone", "marble"):   # a block in oblique view
        if kind == "stone":
            edge, front, top, side = (84, 80, 76), (176, 172, 164), (214, 210, 202), (132, 128, 122)
        else:
            edge, front, top, side = (120, 116, 130), MARBLE_RGB, (248, 246, 252), (196, 192, 204)
        d = H * 0.26
        draw.polygon([(Wd * 0.03, d), (Wd * 0.03 + d, H * 0.04), (Wd * 0.97, H * 0.04), (Wd * 0.97 - d, d)],
                     fill=top, outline=edge, width=S)
        draw.polygon([(Wd * 0.97 - d, d), (Wd * 0.97, H * 0.04), (Wd * 0.97, H * 0.96 - d), (Wd * 0.97 - d, H * 0.96)],
                     fill=side, outline=edge, width=S)
        draw.rectangle((Wd * 0.03, d, Wd * 0.97 - d, H * 0.96), fill=front, outline=edge, width=S)
        if kind == "stone":
            draw.line((Wd * 0.03, H * 0.60, Wd * 0.97 - d, H * 0.60), fill=edge, width=S)
        else:
            draw.line([(Wd * 0.10, H * 0.50), (Wd * 0.30, H * 0.62), (Wd * 0.45, H * 0.55), (Wd * 0.66, H * 0.80)],
                      fill=(150, 146, 170), width=S)
    elif kind == "gold":                # an ingot
        edge, fill, light = (140, 100, 0), (236, 188, 40), (255, 228, 130)
        draw.polygon([(Wd * 0.04, H * 0.86), (Wd * 0.22, H * 0.22), (Wd * 0.78, H * 0.22), (Wd * 0.96, H * 0.86)],
                     fill=edge)
        draw.polygon([(Wd * 0.04 + S * 2, H * 0.86 - S * 1.5), (Wd * 0.22 + S, H * 0.22 + S * 1.5),
                      (Wd * 0.78 - S, H * 0.22 + S * 1.5), (Wd * 0.96 - S * 2, H * 0.86 - S * 1.5)], fill=fill)
        draw.polygon([(Wd * 0.28, H * 0.34), (Wd * 0.72, H * 0.34), (Wd * 0.68, H * 0.46), (Wd * 0.32, H * 0.46)],
                     fill=light)
    elif kind == "silver":              # a coin
        draw.ellipse((H * 0.04, H * 0.04, H * 0.96, H * 0.96), fill=(100, 106, 116))
        draw.ellipse((H * 0.04 + S * 1.5, H * 0.04 + S * 1.5, H * 0.96 - S * 1.5, H * 0.96 - S * 1.5), fill=SILVER_RGB)
        draw.ellipse((H * 0.26, H * 0.26, H * 0.74, H * 0.74), outline=(130, 136, 146), width=S * 2)
        draw.ellipse((H * 0.34, H * 0.28, H * 0.48, H * 0.42), fill=(236, 240, 244))
    elif kind == "virtue":              # a heart
        edge = kit.darker(VIRTUE_RGB, 0.4)
        for inset, fill in ((0, edge), (S * 1.6, VIRTUE_RGB)):
            r = H * 0.25 - inset * 0.6
            draw.ellipse((H * 0.06 + inset, H * 0.12 + inset, H * 0.06 + 2 * r + inset, H * 0.12 + 2 * r + inset),
                         fill=fill)
            draw.ellipse((H * 0.94 - 2 * r - inset, H * 0.12 + inset, H * 0.94 - inset, H * 0.12 + 2 * r + inset),
                         fill=fill)
            draw.polygon([(H * 0.07 + inset * 1.2, H * 0.42), (H * 0.93 - inset * 1.2, H * 0.42),
                          (H * 0.5, H * 0.93 - inset * 1.4)], fill=fill)
    elif kind == "cathedral":           # a church with a spire
        edge, fill = kit.darker(CATHEDRAL_RGB, 0.4), CATHEDRAL_RGB
        draw.polygon([(H * 0.5, H * 0.02), (H * 0.64, H * 0.34), (H * 0.36, H * 0.34)], fill=edge)
        draw.rectangle((H * 0.36, H * 0.32, H * 0.64, H * 0.96), fill=edge)
        draw.polygon([(H * 0.06, H * 0.56), (H * 0.36, H * 0.42), (H * 0.64, H * 0.42), (H * 0.94, H * 0.56)],
                     fill=edge)
        draw.rectangle((H * 0.08, H * 0.56, H * 0.92, H * 0.96), fill=edge)
        draw.rectangle((H * 0.12, H * 0.60, H * 0.88, H * 0.92), fill=fill)
        draw.rectangle((H * 0.40, H * 0.36, H * 0.60, H * 0.92), fill=fill)
        draw.ellipse((H * 0.42, H * 0.66, H * 0.58, H * 0.82), fill=WHITE)
    elif kind in ("debt", "paid"):      # a debt card: red (unpaid) or grey with a tick (paid)
        colour = DEBT_RGB if kind == "debt" else (140, 134, 124)
        draw.rounded_rectangle((H * 0.14, H * 0.04, H * 0.86, H * 0.96), radius=H * 0.1, fill=kit.darker(colour, 0.3))
        draw.rounded_rectangle((H * 0.14 + S * 1.5, H * 0.04 + S * 1.5, H * 0.86 - S * 1.5, H * 0.96 - S * 1.5),
                               radius=H * 0.08, fill=PAPER)
        draw.rectangle((H * 0.14 + S * 1.5, H * 0.14, H * 0.86 - S * 1.5, H * 0.34), fill=colour)
        if kind == "paid":
            draw.line([(H * 0.30, H * 0.62), (H * 0.45, H * 0.78), (H * 0.72, H * 0.46)], fill=(0, 120, 70),
                      width=round(H * 0.1))
        else:
            for fy in (0.52, 0.66, 0.80):
                draw.line((H * 0.28, H * fy, H * 0.72, H * fy), fill=colour, width=S)
    elif kind == "prison":              # bars
        draw.rounded_rectangle((H * 0.06, H * 0.06, H * 0.94, H * 0.94), radius=H * 0.12, fill=PRISON_RGB)
        draw.rounded_rectangle((H * 0.06 + S * 2, H * 0.06 + S * 2, H * 0.94 - S * 2, H * 0.94 - S * 2),
                               radius=H * 0.1, fill=(200, 192, 180))
        for fx in (0.28, 0.5, 0.72):
            draw.rectangle((H * fx - H * 0.05, H * 0.08, H * fx + H * 0.05, H * 0.92), fill=PRISON_RGB)
    elif kind == "reset":               # two arrows in a circle
        colour = (0, 114, 178)
        draw.arc((H * 0.12, H * 0.12, H * 0.88, H * 0.88), 200, 340, fill=colour, width=round(H * 0.12))
        draw.arc((H * 0.12, H * 0.12, H * 0.88, H * 0.88), 20, 160, fill=colour, width=round(H * 0.12))
        draw.polygon([(H * 0.80, H * 0.10), (H * 0.96, H * 0.38), (H * 0.66, H * 0.38)], fill=colour)
        draw.polygon([(H * 0.20, H * 0.90), (H * 0.04, H * 0.62), (H * 0.34, H * 0.62)], fill=colour)
    elif kind == "building":            # a house
        edge, wall, roof = (92, 64, 40), (226, 204, 164), (170, 80, 56)
        draw.rectangle((H * 0.16, H * 0.44, H * 0.84, H * 0.96), fill=edge)
        draw.rectangle((H * 0.16 + S * 1.5, H * 0.44, H * 0.84 - S * 1.5, H * 0.96 - S * 1.5), fill=wall)
        draw.polygon([(H * 0.5, H * 0.04), (H * 0.98, H * 0.48), (H * 0.02, H * 0.48)], fill=roof)
        draw.rectangle((H * 0.42, H * 0.66, H * 0.58, H * 0.96), fill=edge)
    elif kind == "final":               # a flag
        draw.rectangle((H * 0.18, H * 0.06, H * 0.26, H * 0.96), fill=INK)
        draw.polygon([(H * 0.26, H * 0.08), (H * 0.90, H * 0.26), (H * 0.26, H * 0.50)], fill=(196, 40, 40))
    else:
        raise ValueError(f"no icon {kind!r}")
    return kit._reduce(image)


@lru_cache(maxsize=64)
def skill_icon(skill: str, size: int) -> Image.Image:
    """An apprentice skill: Carpentry a saw's teeth, Tiling a roof, Masonry bricks, on a disc."""
    image, draw = kit._canvas(size, size)
    s = size * kit.SS
    colour = SKILL_RGB.get(skill, MUTED)
    draw.ellipse((0, 0, s - 1, s - 1), fill=kit.darker(colour, 0.3))
    draw.ellipse((kit.SS * 1.5, kit.SS * 1.5, s - kit.SS * 1.5, s - kit.SS * 1.5), fill=colour)
    if skill == "carpentry":
        draw.rectangle((s * 0.2, s * 0.36, s * 0.8, s * 0.52), fill=WHITE)
        for i in range(4):
            x = s * (0.2 + i * 0.15)
            draw.polygon([(x, s * 0.52), (x + s * 0.15, s * 0.52), (x + s * 0.075, s * 0.70)], fill=WHITE)
    elif skill == "tiling":
        draw.polygon([(s * 0.5, s * 0.18), (s * 0.86, s * 0.56), (s * 0.14, s * 0.56)], fill=WHITE)
        draw.rectangle((s * 0.28, s * 0.56, s * 0.72, s * 0.80), fill=kit.lighter(colour, 0.6))
    else:
        for row, offset in ((0, 0.0), (1, 0.14), (2, 0.0)):
            y = s * (0.24 + row * 0.18)
            for i in range(2):
                x = s * (0.18 + offset + i * 0.34)
                draw.rectangle((x, y, x + s * 0.30, y + s * 0.14), fill=WHITE)
    return kit._reduce(image)


# --- words -----------------------------------------------------------------------------------------

def location_name(location: str, language: str) -> str:
    return msg(f"architects-location-{location}", language)


def building_name(card: str, language: str) -> str:
    return msg(f"architects-building-{card}", language)


def apprentice_name(card: str, language: str) -> str:
    return msg(f"architects-apprentice-{card}", language)


def _items(goods) -> tuple[tuple[str, int], ...]:
    """Non-zero amounts of a goods table or dict, resources first, virtue last."""
    get = goods.get if isinstance(goods, dict) else (lambda key: getattr(goods, key, 0))
    return tuple((key, get(key) or 0) for key in (*RESOURCES, "virtue") if get(key))


@lru_cache(maxsize=1024)
def goods_words(items: tuple[tuple[str, int], ...], language: str) -> str:
    """"2 clay, 1 gold": the engine's own wording of amounts (architects-goods)."""
    if not items:
        return translate({"key": "architects-nothing", "params": {}}, language)
    return translate({"key": "architects-goods", "params": {
        "items": [{"key": f"architects-{key}", "params": {"count": amount}} for key, amount in items]}}, language)


def _fx(key: str, language: str, **params) -> str:
    return word(f"render-architects-fx-{key}", language, **params)


def effect_words(effect, language: str) -> str:
    """One effect of the closed vocabulary (rules/architects.md 13.2) in short words."""
    code = effect.code
    if code in ("GAIN", "ON_DEBT_PAID", "CATHEDRAL_GAIN", "RESET_GAIN"):
        gain = effect if code == "GAIN" else effect.gain
        return _fx(code, language, goods=goods_words(_items(gain), language))
    if code == "STOREHOUSE_TRADE":
        return _fx(code, language, give=goods_words(_items(effect.give), language),
                   get=goods_words(_items(effect.get), language))
    if code == "YIELD_BONUS":
        key = f"{code}-{effect.option}" if effect.option else code
        return _fx(key, language, location=location_name(effect.location, language),
                   goods=goods_words(((effect.resource, effect.n),), language),
                   option=goods_words(((effect.option, 1),), language) if effect.option else "")
    if code in ("HIRE_FREE",):
        text = _fx(f"{code}-{effect.scope}", language)
    elif code in ("PAYOFF_FREE",):
        text = _fx(code, language)
    elif code == "TAKE_TAX":
        return _fx(f"{code}-all" if effect.max is None else code, language, max=effect.max or 0)
    elif code == "END_VP_PER":
        what = word(f"render-architects-per-{effect.count}", language, per=effect.per,
                    skill=msg(f"architects-skill-{effect.skill}", language) if effect.skill else "",
                    above=effect.above or 0)
        return _fx(f"{code}-max" if effect.max else code, language, what=what, max=effect.max or 0)
    elif code == "END_VP_IF":
        return _fx(f"{code}-{effect.cond}", language, vp=effect.vp, n=effect.n or 0)
    elif code == "BUILD_DISCOUNT":
        goods = " / ".join(goods_words(((r, effect.n),), language) for r in effect.resources)
        return _fx(code, language, goods=goods)
    elif code == "PERMANENT_SKILL":
        return _fx(code, language, skill=msg(f"architects-skill-{effect.skill}", language))
    else:
        params = {name: getattr(effect, name) for name in effect.__struct_fields__
                  if isinstance(getattr(effect, name), int)}
        return _fx(code, language, **params)
    fallback = getattr(effect, "fallback", None)
    if fallback is not None:
        text = _fx("or", language, text=text, goods=goods_words(_items(fallback), language))
    return text


# the content tables whose entries do something -> the field that lists what
EFFECT_FIELDS = {"building": "effects", "apprentice": "abilities", "board": "abilities", "reward": "effects"}


@lru_cache(maxsize=1152)
def card_words(table: str, card: str, language: str) -> str:
    """What a building, apprentice, player board or reward (`table`, as in EFFECT_FIELDS) does, in short
    words, "; " between its effects ("" for a card the content does not know)."""
    entry = getattr(CONTENT, table).get(card)
    return "; ".join(effect_words(e, language) for e in getattr(entry, EFFECT_FIELDS[table])) if entry else ""


@lru_cache(maxsize=64)
def rival_words(card: str, language: str) -> str:
    rival = CONTENT.rival_card.get(card)
    if rival is None:
        return ""
    return " → ".join(word(f"render-architects-rival-{i.code}", language,
                           location=location_name(getattr(i, "location", ""), language)
                           if getattr(i, "location", "") else "")
                      for i in rival.instructions)


# --- small drawing helpers -------------------------------------------------------------------------

def _goods_row(image, draw, x: int, y: int, items, size: int = 18, gap: int = 10, ink=INK) -> int:
    """Icons with amounts ("[clay] 2 [gold] 1"), vertically centred on y; returns the end x."""
    for key, amount in items:
        x = kit.icon_row(image, draw, x, y, icon(key, size), amount, size=size - 1, gap=3, fill=ink) + gap
    return x


def _workers(image, draw, x: int, y: int, counts: dict[str, int], colours, *, size: int = 24,
             number: int = 20, right: int | None = None, step: int | None = None) -> int:
    """A standing worker per colour with its count, in the colours' order; returns the end x."""
    for colour in COLOURS + tuple(c for c in counts if c not in COLOURS):
        count = counts.get(colour, 0)
        if not count:
            continue
        pawn = kit.pawn(colour_seat(colour, colours), size)
        if right is not None and x + pawn.size[0] + 20 > right:
            break
        kit.paste(image, pawn, (x, y), "lm")
        end = kit.number(draw, x + pawn.size[0] + 3, y + 2, count, size=number)
        x = x + step if step else end + 10
    return x


def _chips(image, draw, x0: int, y: int, x1: int, labels: list[tuple[str, tuple]], *, lines: int = 2,
           size: int = 14, step: int = 28, language: str = "en", start: int | None = None) -> None:
    """Rounded labels flowing left to right over `lines` lines; what does not fit becomes "+k"."""
    x = x0 if start is None else start
    line = 0
    for i, (label, fill) in enumerate(labels):
        w = min(x1 - x0, kit.text_width(label, size, True) + 18)
        rest = len(labels) - i
        more = word("render-architects-more", language, count=rest)
        reserve = kit.text_width(more, size, True) + 24 if rest > 1 else 0
        if x + w > x1 - (reserve if line == lines - 1 else 0):
            if line == lines - 1 or x == x0:
                if x + kit.text_width(more, size, True) + 18 <= x1 or line == lines - 1:
                    kit.pill(draw, x, y, more, size, fill=LINE, height=24, pad=18, max_w=max(30, x1 - x))
                return
            line += 1
            y += step
            x = x0
            if x + w > x1 - (reserve if line == lines - 1 else 0) and rest > 1:
                kit.pill(draw, x, y, more, size, fill=LINE, height=24, pad=18, max_w=max(30, x1 - x))
                return
        kit.pill(draw, x, y, label, size, fill=fill[0], ink=fill[1], height=24, pad=18, max_w=x1 - x)
        x += w + 6


def _title(draw, box, title: str, size: int = 19, right: str = "", right_w: int = 260) -> None:
    x0, y0, x1, _ = box
    room = x1 - x0 - 32 - (min(right_w, kit.text_width(right, 14) + 10) if right else 0)
    kit.text(draw, (x0 + 16, y0 + 22), title, size, bold=True, anchor="lm", width=room)
    if right:
        kit.text(draw, (x1 - 16, y0 + 22), right, 14, fill=MUTED, anchor="rm", width=right_w)


# --- layout ----------------------------------------------------------------------------------------

@lru_cache(maxsize=16)
def layout(players: int, over: bool) -> kit.PanelGrid:
    """The player panels: three a row for 3, 5 or 6 players, else two."""
    return kit.panel_grid(players, 3 if players in (3, 5, 6) else 2, PLAYERS_Y, PANEL_H + (OVER_H if over else 0),
                          width=W, margin=M, gap=G)


def tile_box(i: int) -> tuple[int, int, int, int]:
    row, col = divmod(i, 3)
    x = LOC_BOX[0] + 14 + col * (TILE_W + TILE_GAP)
    y = LOC_BOX[1] + 14 + row * (TILE_H + TILE_GAP)
    return (x, y, x + TILE_W, y + TILE_H)


def cell_box(row: int, column: int) -> tuple[int, int, int, int]:
    """A Guildhall space, row and column from 0."""
    x = GUILD_BOX[0] + 16 + column * (CELL_W + CELL_GAP)
    y = GUILD_BOX[1] + 62 + row * (CELL_H + CELL_GAP)
    return (x, y, x + CELL_W, y + CELL_H)


def virtue_x(level: int) -> int:
    """The left edge of a virtue track cell."""
    return VIRTUE_BOX[0] + 24 + level * VIRTUE_CELL


VIRTUE_Y = VIRTUE_BOX[1] + 128          # the track's cells: VIRTUE_Y .. VIRTUE_Y + 34


def status_slots(box) -> list[tuple[str, int]]:
    """The status row of a player panel: (key, x) of each slot."""
    x0, _, x1, _ = box
    keys = ("virtue", "cathedral", "debt", "paid", "workers", "hand", "prison")
    step = (x1 - x0 - 28) // len(keys)
    return [(key, x0 + 14 + i * step) for i, key in enumerate(keys)]


# --- static parts ----------------------------------------------------------------------------------

@kit.background(maxsize=12)
def _static(language: str, players: int, over: bool, seats: tuple[kit.Seat, ...], columns: int,
            rival: int) -> Image.Image:
    """Background, frames and fixed captions for one language, player list, end state and Guildhall."""
    lay = layout(players, over)
    image = Image.new("RGB", (W, lay.height), SAND)
    draw = ImageDraw.Draw(image)
    kit.header_band(image, draw, msg("architects-title", language), icon("cathedral", TITLE_ICON), fill=HEADER_RGB,
                    accent=ACCENT, ink=CREAM)
    # locations
    kit.panel(draw, LOC_BOX)
    for i, location in enumerate(LOCATIONS):
        x0, y0, x1, y1 = tile_box(i)
        draw.rounded_rectangle((x0, y0, x1, y1), 10, fill=TILE_RGB, outline=LINE, width=2)
        room = x1 - x0 - 24 - (110 if location == "tax_collector" else 0)
        kit.text(draw, (x0 + 12, y0 + 20), location_name(location, language), 17, bold=True, anchor="lm",
                 width=room)
        if location == "tax_collector":
            kit.text(draw, (x1 - 12, y0 + 20), word("render-architects-tax-stand", language), 12, fill=MUTED,
                     anchor="rm", width=100)
            kit.paste(image, icon("silver", 22), (x1 - 56, y0 + 44), "lm")
    # Black Market, Prison
    kit.panel(draw, MARKET_BOX)
    kit.panel(draw, PRISON_BOX)
    x0, y0, x1, y1 = PRISON_BOX
    kit.paste(image, icon("prison", 26), (x0 + 16, y0 + 24), "lm")
    kit.text(draw, (x0 + 50, y0 + 24), word("render-architects-prison", language), 19, bold=True, anchor="lm",
             width=x1 - x0 - 70)
    col_w = (MARKET_BOX[2] - MARKET_BOX[0] - 28) // 3
    for i, space in enumerate(MARKET_SPACES):
        cx = MARKET_BOX[0] + 14 + i * col_w
        draw.rounded_rectangle((cx + 4, MARKET_BOX[1] + 46, cx + col_w - 4, MARKET_BOX[3] - 12), 10,
                               fill=TILE_RGB, outline=LINE, width=2)
        kit.block(draw, (cx + 12, MARKET_BOX[1] + 50, cx + col_w - 12, MARKET_BOX[1] + 84),
                  location_name(f"bm_{space}", language), 13, bold=True, min_size=10, max_lines=2, align="center",
                  valign="center")
    # Guildhall
    kit.panel(draw, GUILD_BOX)
    x0, y0, x1, y1 = GUILD_BOX
    kit.text(draw, (x0 + 16, y0 + 22), word("render-architects-guildhall", language), 19, bold=True, anchor="lm",
             width=300)
    grid = CONTENT.rules.guildhall
    for column in range(grid.grid_columns):
        if column >= 3:
            bx = cell_box(0, column)
            kit.text(draw, ((bx[0] + bx[2]) // 2, y0 + 50), f"{column}+", 13, fill=MUTED, bold=True, anchor="mm")
        for row in range(grid.rows):
            box = cell_box(row, column)
            if column < columns:
                draw.rounded_rectangle(box, 8, fill=(236, 226, 206), outline=kit.darker(LINE, 0.1), width=2)
            else:
                kit.dashed_rectangle(draw, box, fill=LINE, dash=6, gap=5, width=1)
    legend_x = cell_box(0, grid.grid_columns - 1)[2] + 16
    kit.paste(image, icon("reset", 18), (legend_x, y0 + 116), "lm")
    kit.text(draw, (legend_x + 24, y0 + 116), word("render-architects-reset", language), 13, fill=MUTED,
             anchor="lm", width=x1 - legend_x - 34)
    kit.paste(image, icon("final", 18), (legend_x, y0 + 140), "lm")
    kit.text(draw, (legend_x + 24, y0 + 140), word("render-architects-end", language), 13, fill=MUTED,
             anchor="lm", width=x1 - legend_x - 34)
    kit.text(draw, (legend_x, y0 + 170), word("render-architects-beside", language), 13, fill=MUTED, bold=True,
             anchor="lm", width=x1 - legend_x - 12)
    # Cathedral
    kit.panel(draw, CATH_BOX)
    x0, y0, x1, y1 = CATH_BOX
    kit.paste(image, icon("cathedral", 24), (x0 + 16, y0 + 22), "lm")
    kit.text(draw, (x0 + 48, y0 + 22), word("render-architects-cathedral", language), 19, bold=True, anchor="lm",
             width=x1 - x0 - 64)
    for level in range(6):
        cy = y0 + 214 - level * 31
        vp = CONTENT.cathedral_level(level).vp
        spaces = CONTENT.cathedral_level(level).spaces
        fill = CATHEDRAL_ROW
        draw.rounded_rectangle((x0 + 12, cy - 14, x1 - 12, cy + 14), 8, fill=fill)
        draw.text((x0 + 28, cy), str(level), font=kit.font(17, True), fill=kit.darker(CATHEDRAL_RGB, 0.3),
                  anchor="mm")
        if vp:
            kit.paste(image, kit.vp(16), (x0 + 44, cy), "lm")
            draw.text((x0 + 63, cy), str(vp), font=kit.font(14, True), fill=INK, anchor="lm")
        for k in range(spaces):
            sx = x1 - 24 - k * 28
            draw.ellipse((sx - 11, cy - 11, sx + 11, cy + 11), outline=kit.lighter(CATHEDRAL_RGB, 0.3), width=2)
    # virtue track
    kit.panel(draw, VIRTUE_BOX)
    x0, y0, x1, y1 = VIRTUE_BOX
    kit.paste(image, icon("virtue", 24), (x0 + 16, y0 + 22), "lm")
    kit.text(draw, (x0 + 48, y0 + 22), word("render-architects-virtue", language), 19, bold=True, anchor="lm",
             width=300)
    virtue = CONTENT.rules.virtue
    for level in range(virtue.max + 1):
        vx = virtue_x(level)
        fill = VIRTUE_CELL_RGB
        draw.rounded_rectangle((vx + 2, VIRTUE_Y, vx + VIRTUE_CELL - 2, VIRTUE_Y + 34), 6, fill=fill,
                               outline=kit.lighter(VIRTUE_RGB, 0.4), width=1)
        draw.text((vx + VIRTUE_CELL / 2, VIRTUE_Y + 17), str(level), font=kit.font(16, True), fill=INK, anchor="mm")
        vp = virtue.vp[level]
        draw.text((vx + VIRTUE_CELL / 2, VIRTUE_Y + 48), signed(vp) if vp else "0", font=kit.font(13, True),
                  fill=MUTED if vp >= 0 else DEBT_RGB, anchor="mm")
    kit.paste(image, kit.vp(14), (virtue_x(0) - 4, VIRTUE_Y + 48), "rm")
    for lo, hi, key in ((0, virtue.cathedral_min - 1, "render-architects-no-cathedral"),
                        (virtue.market_ban, virtue.max, "render-architects-no-market")):
        bx0, bx1 = virtue_x(lo) + 4, virtue_x(hi) + VIRTUE_CELL - 4
        by = VIRTUE_Y + 66
        draw.line((bx0, by, bx1, by), fill=MUTED, width=2)
        draw.line((bx0, by - 5, bx0, by), fill=MUTED, width=2)
        draw.line((bx1, by - 5, bx1, by), fill=MUTED, width=2)
        kit.text(draw, ((bx0 + bx1) // 2, by + 14), word(key, language), 13, fill=MUTED, anchor="mm",
                 width=bx1 - bx0)
    # apprentice display, decks
    kit.panel(draw, DISPLAY_BOX)
    kit.panel(draw, DECKS_BOX)
    x0, y0, x1, y1 = DECKS_BOX
    for i, key in enumerate(("render-architects-building-deck", "render-architects-apprentice-deck",
                             "render-architects-reward-pile")):
        y = y0 + 60 + i * 40
        kit.paste(image, kit.deck(28) if i < 2 else icon("cathedral", 24), (x0 + 16, y), "lm")
        kit.text(draw, (x0 + 50, y), word(key, language), 15, fill=MUTED, anchor="lm", width=130)
    draw.line((x0 + 238, y0 + 16, x0 + 238, y1 - 16), fill=LINE, width=2)
    kit.text(draw, (x0 + 254, y0 + 22), word("render-architects-rewards-drawn", language), 15, bold=True,
             anchor="lm", width=x1 - x0 - 270)
    # players
    for s, seat in enumerate(seats):
        box = lay.panel_box(s)
        kit.panel(draw, box)
        kit.player_band(image, draw, box, seat, 58, 40)
        if s != rival:
            slot = (box[2] - box[0] - 28) // 6
            for i, key in enumerate(RESOURCES):
                kit.paste(image, icon(key, 24), (box[0] + 14 + i * slot, box[1] + 82), "lm")
        for key, x in status_slots(box):
            kit.paste(image, _status_icon(key, seat), (x, box[1] + 124), "lm")
            kit.text(draw, (x, box[1] + 146), word(f"render-architects-cap-{key}", language), 12, fill=MUTED,
                     anchor="lm", width=(box[2] - box[0] - 28) // 7 - 6, min_size=9)
    return image


def _status_icon(key: str, seat: kit.Seat) -> Image.Image:
    if key == "workers":
        return kit.pawn(seat, 18)
    return icon(key, 22)


# --- the board -------------------------------------------------------------------------------------

def draw_board(view: dict, language: str, names: Callable[[int], str]) -> tuple[Image.Image, str]:
    names = player_names(view, names, language)
    players = view["players"]
    n = len(players)
    over = bool(view.get("over"))
    seats = seats_of(view)
    colours = by_colour(view, seats)
    rival = next((p["index"] for p in players if p.get("rival")), -1)
    guild = view["guildhall"]
    image = _static(language, n, over, tuple(seats), guild["columns"], rival).copy()
    draw = ImageDraw.Draw(image)
    awaited = [] if over else kit.awaited(view)
    _header(image, draw, view, language, names, seats, awaited)
    _locations(image, draw, view, colours)
    _market(image, draw, view, language, colours)
    _prison(image, draw, view, language, colours)
    _guildhall(image, draw, view, language, colours)
    _cathedral(image, draw, view, seats)
    _virtue(image, draw, view, seats)
    _display(image, draw, view, language)
    _decks(image, draw, view, language)
    _players(image, draw, view, layout(n, over), language, names, seats, colours, awaited, rival)
    return image, board_alt(view, language, names)


def _phase_label(view: dict, language: str) -> str | None:
    phase = view.get("phase")
    if phase in ("boards", "draft"):
        return word(f"render-architects-phase-{phase}", language)
    if phase == "final_round":
        return word("render-architects-phase-final_round", language, count=len(view.get("final_round_left") or []))
    return None


def _header(image, draw, view, language, names, seats, awaited) -> None:
    x = kit.header_start(msg("architects-title", language), icon("cathedral", TITLE_ICON))
    if view.get("round"):
        x = kit.header_pill(draw, x, word("render-architects-round", language, round=view["round"]), fill=CREAM,
                            ink=HEADER_RGB, role="round")
    phase = _phase_label(view, language)
    if phase and not view.get("over"):
        fill = HIGHLIGHT if view.get("phase") == "final_round" else (110, 96, 120)
        x = kit.header_pill(draw, x, phase, fill=fill, ink=INK if fill == HIGHLIGHT else WHITE)
    kit.header_status(image, draw, view, M, W - M, "architects", language, seats, names, awaited)


def _locations(image, draw, view, colours) -> None:
    current = (view.get("turn") or {}).get("location") or ""
    for i, location in enumerate(LOCATIONS):
        x0, y0, x1, y1 = tile_box(i)
        if location == current and not view.get("over"):
            draw.rounded_rectangle((x0, y0, x1, y1), 10, outline=HIGHLIGHT, width=4)
        if location == "tax_collector":
            kit.text(draw, (x1 - 30, y0 + 45), str(view.get("tax_stand", 0)), 20, bold=True, anchor="lm", width=28,
                     min_size=12)
        counts = view["locations"].get(location) or {}
        y = y0 + 74
        if not any(counts.values()):
            draw.text((x0 + 14, y), "—", font=kit.font(20, True), fill=FAINT, anchor="lm")
            continue
        _workers(image, draw, x0 + 10, y, counts, colours, size=24, number=19, right=x1 - 4, step=60)


def _market(image, draw, view, language, colours) -> None:
    x0, y0, x1, y1 = MARKET_BOX
    piles = word("render-architects-piles", language, small=view["small_pile"]["size"],
                 large=view["large_pile"]["size"])
    _title(draw, MARKET_BOX, word("render-architects-black-market", language), right=piles, right_w=300)
    col_w = (x1 - x0 - 28) // 3
    rules = CONTENT.rules.market
    for i, space in enumerate(view.get("market") or []):
        cx = x0 + 14 + i * col_w + col_w // 2
        worker = space.get("worker")
        py = y0 + 108
        if worker:
            kit.paste(image, kit.pawn(colour_seat(worker, colours), 30), (cx, py), "mm")
        else:
            draw.ellipse((cx - 17, py - 17, cx + 17, py + 17), outline=FAINT, width=2)
        # cost: silver and virtue
        cost_y = y0 + 146
        # the printed cost: a seat's own view holds its discounted cost, the board shows what all see
        cost = rules.cost_silver[i] if i < len(rules.cost_silver) else 0
        label_w = kit.text_width(str(cost), 16, True) + kit.text_width(signed(rules.virtue), 16, True)
        left = cx - (label_w + 20 + 20 + 14) // 2
        end = kit.icon_row(image, draw, left, cost_y, icon("silver", 18), cost, size=16, gap=3)
        if rules.virtue:
            kit.paste(image, icon("virtue", 16), (end + 8, cost_y), "lm")
            draw.text((end + 28, cost_y), signed(rules.virtue), font=kit.font(16, True), fill=DEBT_RGB, anchor="lm")
        # the reward offered
        offer_y = y0 + 182
        offer = space.get("offer")
        if space.get("space") == "middle" or (offer is None and i == 1):
            kit.text(draw, (cx, offer_y), word("render-architects-market-draw", language, draw=rules.draw,
                                               keep=rules.keep), 14, bold=True, anchor="mm", width=col_w - 20,
                     min_size=10)
        elif offer:
            items = _items(offer)
            width = sum(icon(k, 18).size[0] + 3 + kit.text_width(str(a), 17, True) + 8 for k, a in items) - 8
            _goods_row(image, draw, cx - width // 2, offer_y, items, size=18, gap=8)
        else:
            draw.text((cx, offer_y), "—", font=kit.font(18, True), fill=FAINT, anchor="mm")


def _prison(image, draw, view, language, colours) -> None:
    x0, y0, x1, y1 = PRISON_BOX
    prison = view.get("prison") or {}
    if not any(prison.values()):
        kit.text(draw, (x0 + 16, y0 + 76), word("render-architects-prison-empty", language), 16, fill=FAINT,
                 anchor="lm", width=x1 - x0 - 32)
        return
    _workers(image, draw, x0 + 16, y0 + 74, prison, colours, size=28, number=22, right=x1 - 8, step=94)


def _guildhall(image, draw, view, language, colours) -> None:
    guild = view["guildhall"]
    x0, y0, x1, y1 = GUILD_BOX
    columns = guild["columns"]
    slots = guild["slots"]
    filled = sum(1 for s in slots if s)
    kit.text(draw, (cell_box(0, 5)[2], y0 + 22), word("render-architects-filled", language, filled=filled,
                                                       spaces=len(slots)), 14, fill=MUTED, anchor="rm", width=200)
    marks = {k - 1: "reset" for k in guild.get("resets") or []}
    marks[guild["final"] - 1] = "final"
    for k, colour in enumerate(slots):
        row, column = divmod(k, columns)
        bx0, by0, bx1, by1 = cell_box(row, column)
        cx, cy = (bx0 + bx1) // 2, (by0 + by1) // 2
        if k in marks:
            draw.rounded_rectangle((bx0, by0, bx1, by1), 8,
                                   outline=(0, 114, 178) if marks[k] == "reset" else (196, 40, 40), width=3)
        if colour:
            kit.paste(image, kit.pawn(colour_seat(colour, colours), 22, lying=True), (cx, cy), "mm")
            if k in marks:
                kit.paste(image, icon(marks[k], 14), (bx1 - 2, by0 + 2), "rt")
        elif k in marks:
            kit.paste(image, icon(marks[k], 22), (cx, cy), "mm")
    beside = guild.get("beside") or {}
    if not any(beside.values()):
        draw.text((cell_box(0, 5)[2] + 16, y0 + 196), "—", font=kit.font(16, True), fill=FAINT, anchor="lm")
    else:
        legend_x = cell_box(0, 5)[2] + 16
        y = y0 + 196
        x = legend_x
        for colour in COLOURS:
            count = beside.get(colour, 0)
            if not count:
                continue
            if x + 50 > x1 - 6:
                x, y = legend_x, y + 26
            kit.paste(image, kit.pawn(colour_seat(colour, colours), 16), (x, y), "lm")
            x = kit.number(draw, x + 18, y, count, size=15) + 8


def _markers(image, seats_here: list[kit.Seat], x: int, cy: int, size: int, step: int) -> None:
    for i, seat in enumerate(seats_here):
        kit.paste(image, kit.badge(seat, size), (x + i * step, cy), "lm")


def _cathedral(image, draw, view, seats) -> None:
    x0, y0, x1, y1 = CATH_BOX
    levels: dict[int, list[kit.Seat]] = {}
    for p in view["players"]:
        levels.setdefault(p.get("cathedral", 0), []).append(seats[p["index"]])
    for level, here in levels.items():
        if not 0 <= level <= 5:
            continue
        cy = y0 + 214 - level * 31
        spaces = CONTENT.cathedral_level(level).spaces
        if spaces:      # in the row's spaces, right to left
            for k, seat in enumerate(here):
                kit.paste(image, kit.badge(seat, 24), (x1 - 24 - k * 28, cy), "mm")
        else:
            step = min(26, (x1 - x0 - 110) // max(1, len(here)))
            _markers(image, here, x0 + 92, cy, 24, step)


def _virtue(image, draw, view, seats) -> None:
    levels: dict[int, list[kit.Seat]] = {}
    for p in view["players"]:
        levels.setdefault(max(0, min(CONTENT.rules.virtue.max, p.get("virtue", 0))), []).append(seats[p["index"]])
    for level, here in levels.items():
        vx = virtue_x(level)
        for k, seat in enumerate(here):     # two a row, upwards from the track
            row, col = divmod(k, 2)
            size = 20
            x = vx + VIRTUE_CELL / 2 + (0 if len(here) == 1 else (-10 if col == 0 else 10))
            y = VIRTUE_Y - 13 - row * 21
            kit.paste(image, kit.badge(seat, size), (x, y), "mm")


@lru_cache(maxsize=256)
def apprentice_tile(card: str | None, silver: int, language: str, width: int, height: int) -> Image.Image:
    """A display slot: the apprentice's name and the silver lying on it; its ability in short words;
    its skills and hire virtue."""
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    if card is None:
        kit.dashed_rectangle(draw, (1, 1, width - 2, height - 2), fill=LINE, dash=8, gap=6, width=2)
        return image
    apprentice = CONTENT.apprentice.get(card)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), 9, fill=TILE_RGB, outline=LINE, width=2)
    right = width - 8
    if silver:
        coin = icon("silver", 20)
        label = str(silver)
        draw.text((right, 15), label, font=kit.font(17, True), fill=INK, anchor="rm")
        right -= kit.text_width(label, 17, True) + 3
        kit.paste(image, coin, (right, 15), "rm")
        right -= coin.size[0] + 8
    kit.text(draw, (9, 15), apprentice_name(card, language), 15, bold=True, anchor="lm", width=right - 9,
             min_size=11)
    kit.text(draw, (9, 34), card_words("apprentice", card, language), 12, fill=MUTED, anchor="lm", width=width - 18,
             min_size=10)
    x = 9
    for skill in (apprentice.skills if apprentice else []):
        kit.paste(image, skill_icon(skill, 18), (x, height - 13), "lm")
        x += 21
    if apprentice and apprentice.hire_virtue:
        kit.paste(image, icon("virtue", 15), (x + 4, height - 13), "lm")
        draw.text((x + 22, height - 13), signed(apprentice.hire_virtue), font=kit.font(13, True),
                  fill=DEBT_RGB if apprentice.hire_virtue < 0 else (0, 120, 70), anchor="lm")
    return image


def _display(image, draw, view, language) -> None:
    x0, y0, x1, y1 = DISPLAY_BOX
    _title(draw, DISPLAY_BOX, word("render-architects-display", language),
           right=word("render-architects-deck", language, count=view.get("apprentice_deck", 0)))
    display = view.get("display") or []
    columns = max((len(row) for row in display), default=4) or 4
    tile_w = (x1 - x0 - 28 - (columns - 1) * 10) // columns
    for r, row in enumerate(display[:2]):
        for c, slot in enumerate(row):
            tile = apprentice_tile(slot.get("card"), slot.get("silver", 0), language, tile_w, 68)
            image.paste(tile, (x0 + 14 + c * (tile_w + 10), y0 + 42 + r * 74))


def _decks(image, draw, view, language) -> None:
    x0, y0, x1, y1 = DECKS_BOX
    for i, count in enumerate((view.get("building_deck", 0), view.get("apprentice_deck", 0),
                               (view.get("reward_pile") or {}).get("size", 0))):
        kit.text(draw, (x0 + 224, y0 + 60 + i * 40), str(count), 20, bold=True, anchor="rm", width=44)
    drawn = view.get("rewards_drawn") or []
    if not drawn:
        kit.text(draw, (x0 + 254, y0 + 60), word("render-architects-none", language), 15, fill=FAINT, anchor="lm",
                 width=x1 - x0 - 270)
        return
    rows = (y1 - y0 - 50) // 26
    shown = drawn[-rows:]
    for i, card in enumerate(shown):
        y = y0 + 56 + i * 26
        kit.text(draw, (x0 + 254, y), msg(f"architects-reward-{card}", language), 14, anchor="lm",
                 width=x1 - x0 - 270, min_size=11)


def _players(image, draw, view, lay: kit.PanelGrid, language, names, seats, colours, awaited, rival_seat) -> None:
    over = bool(view.get("over"))
    place = {}
    if over:
        rank = 1
        for group in kit.ranked(view):
            for s in group:
                place[s] = rank
            rank += len(group)
    rival = view.get("rival") or {}
    background = (language, lay.players, over, tuple(seats), view["guildhall"]["columns"], rival_seat)
    for p in view["players"]:
        s = p["index"]
        box = lay.panel_box(s)
        shown = {"name": names(s), "awaited": s in awaited, "over": over, "rank": place.get(s, 0),
                 "rival": rival if p.get("rival") else None, "advanced": bool(view.get("advanced")),
                 "mark": kit.seat_status(view, s)}
        key = ("architects-panel", background, kit.frozen((p, shown)))
        x0, y0, x1, y1 = box
        kit.region(image, (x0 - 4, y0 - 4, x1 + 6, y1 + 6), key,
                   lambda: _player(image, draw, p, box, seats, colours, language, **shown))


def _player(image, draw, p: dict, box, seats, colours, language, *, name: str, awaited: bool, over: bool,
            rank: int, rival: dict | None, advanced: bool, mark: str | None = None) -> None:
    """One player's panel over its background; reads nothing but its arguments (its region key)."""
    seat = seats[p["index"]]
    x0, y0, x1, y1 = box
    if awaited or (over and rank == 1):
        draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), 16, outline=HIGHLIGHT if awaited else (214, 168, 20),
                               width=6)
        kit.player_band(image, draw, box, seat, 58, 40)
    # band: name, board or Rival, score, place or "to move"
    right = x1 - 12
    score = p.get("score", 0)
    score_text = signed(score) if score else "0"
    kit.text(draw, (right, y0 + 29), score_text, SCORE_SIZE, bold=True, anchor="rm", role=kit.SCORE)
    right -= kit.text_width(score_text, SCORE_SIZE, True) + 6
    kit.paste(image, kit.vp(30), (right, y0 + 29), "rm")
    right -= 38
    if over and rank:
        kit.medal(draw, right, y0 + 29, rank, 30, 18)
        right -= 38
    elif awaited:
        right -= kit.pill(draw, right, y0 + 29, word("render-architects-to-move", language), 14, fill=HIGHLIGHT,
                          height=24, pad=18, max_w=130, anchor="r") + 8
    if mark:        # the bot plays the seat, or its player is on vacation
        right -= kit.status_mark(image, draw, right, y0 + 29, mark, language, room=right - x0 - 64) + 8
    kit.name(draw, (x0 + 60, y0 + 20), name, 21, bold=True, anchor="lm", width=max(60, right - x0 - 64), min_size=13)
    if rival is not None:
        sub = word("render-architects-rival-of", language,
                   difficulty=word(f"render-architects-difficulty-{rival.get('difficulty', '')}", language))
    elif advanced and p.get("board", "side1") != "side1":
        sub = msg(f"architects-board-{p['board']}", language)
    else:
        sub = ""
    if sub:
        kit.text(draw, (x0 + 60, y0 + 43), sub, 13, fill=MUTED, anchor="lm", width=max(60, right - x0 - 64))
    # goods (the Rival: its deck and last card instead)
    y = y0 + 82
    if rival is not None:
        kit.paste(image, kit.deck(26), (x0 + 14, y), "lm")
        x = kit.text(draw, (x0 + 40, y), word("render-architects-rival-deck", language, count=rival.get("deck", 0)),
                     14, fill=MUTED, bold=True, anchor="lm", width=150) + x0 + 52
        last = rival.get("last")
        if last:
            kit.text(draw, (x, y), f"{word('render-architects-rival-last', language)}: {rival_words(last, language)}",
                     13, anchor="lm", width=x1 - 14 - x, min_size=10)
    else:
        slot = (x1 - x0 - 28) // 6
        for i, key in enumerate(RESOURCES):
            value = p.get(key, 0)
            nx = x0 + 14 + i * slot + icon(key, 24).size[0] + 5
            kit.text(draw, (nx, y), str(value), 20, fill=INK if value else FAINT, bold=True, anchor="lm",
                     width=x0 + 14 + (i + 1) * slot - nx - 6, min_size=11)
    # status
    values = {"virtue": p.get("virtue", 0), "cathedral": p.get("cathedral", 0), "debt": p.get("debts_unpaid", 0),
              "paid": p.get("debts_paid", 0), "workers": p.get("workers", 0), "prison": p.get("prison", 0)}
    width = (x1 - x0 - 28) // 7
    for key, x in status_slots(box):
        nx = x + _status_icon(key, seat).size[0] + 4
        if key == "hand":              # the Rival holds no building hand
            text = "—" if rival is not None else f"{p.get('hand_size', 0)}/{p.get('hand_limit', 0)}"
            value = p.get("hand_size", 0)
        else:
            value = values[key]
            text = str(value)
        ink = DEBT_RGB if key == "debt" and value else (INK if value else FAINT)
        kit.text(draw, (nx, y0 + 124), text, 18, fill=ink, bold=True, anchor="lm", width=x + width - nx - 2,
                 min_size=10)
    # captured workers
    y = y0 + 178
    lead = word("render-architects-captured", language) + kit.colon(language)
    x = x0 + 14 + kit.text(draw, (x0 + 14, y), lead, 14, fill=MUTED, bold=True, anchor="lm", width=140) + 10
    captured = p.get("captured") or {}
    if any(captured.values()):
        _workers(image, draw, x, y, captured, colours, size=20, number=17, right=x1 - 10)
    else:
        draw.text((x, y), "—", font=kit.font(16, True), fill=FAINT, anchor="lm")
    # apprentices and buildings
    for y, key, cards, fill in (
            (y0 + 212, "render-architects-apprentices-held",
             [apprentice_name(c, language) for c in p.get("apprentices") or []],
             ((232, 222, 244), INK)),
            (y0 + 270, "render-architects-buildings",
             [building_name(c, language) for c in p.get("buildings") or []],
             ((226, 210, 178), INK))):
        count = len(cards)
        label = word(key, language, count=count)
        lw = kit.text(draw, (x0 + 14, y), label, 14, fill=MUTED, bold=True, anchor="lm", width=150)
        if not cards:
            kit.text(draw, (x0 + 24 + lw, y), "—", 16, fill=FAINT, bold=True, anchor="lm")
            continue
        _chips(image, draw, x0 + 14, y, x1 - 12, [(c, fill) for c in cards], lines=2, size=13, step=28,
               language=language, start=x0 + 24 + lw)
    if over:
        _final(image, draw, p, (x0, y1 - OVER_H, x1, y1), language)


PART_ICONS = {"buildings": "building", "cathedral": "cathedral", "virtue": "virtue", "debts": "debt",
              "goods": "gold", "silver": "silver", "prison": "prison"}


def _final(image, draw, p: dict, box, language) -> None:
    """The final score by part (the part's icon and its points), then the total."""
    x0, y0, x1, _ = box
    parts = p.get("score_parts") or {}
    draw.line((x0 + 14, y0 + 2, x1 - 14, y0 + 2), fill=LINE, width=2)
    y = y0 + 24
    total = signed(p.get("score", 0)) if p.get("score", 0) else "0"
    tw = kit.text_width(f"= {total}", 19, True)
    draw.text((x1 - 14, y), f"= {total}", font=kit.font(19, True), fill=INK, anchor="rm")
    keys = [k for k in SCORE_PARTS if k in parts]
    if not keys:
        return
    step = (x1 - x0 - 28 - tw - 10) // len(keys)
    for i, key in enumerate(keys):
        x = x0 + 14 + i * step
        value = parts.get(key, 0)
        picture = icon(PART_ICONS[key], 18)
        kit.paste(image, picture, (x, y), "lm")
        nx = x + picture.size[0] + 3
        kit.text(draw, (nx, y), signed(value) if value else "0", 15, fill=DEBT_RGB if value < 0 else INK, bold=True,
                 anchor="lm", width=step - (nx - x) - 4, min_size=10)


# --- alt text --------------------------------------------------------------------------------------

def board_alt(view: dict, language: str, names: Callable[[int], str]) -> str:
    """A short description: round and phase, who is awaited (or the final ranking), the Guildhall, the
    busiest locations, each player's score and standing."""
    names = player_names(view, names, language) if not getattr(names, "visible", False) else names
    by_seat = {p["index"]: p for p in view["players"]}
    parts = []
    if view.get("over"):
        ranking = []
        rank = 1
        for group in kit.ranked(view):
            ranking.append(word("render-architects-alt-place", language, place=rank,
                                players=" = ".join(names(s) for s in group),
                                score=by_seat[group[0]].get("score", 0)))
            rank += len(group)
        parts.append(word("render-architects-alt-over", language, ranking=", ".join(ranking)))
        return " ".join(parts)
    parts.append(word("render-architects-alt-round", language, round=view.get("round", 0)))
    phase = _phase_label(view, language)
    if phase:
        parts.append(phase + ".")
    awaited = kit.awaited(view)
    if view.get("abandoned"):
        parts.append(word("render-alt-abandoned", language))
    elif awaited:
        parts.append(word("render-architects-alt-waiting", language, players=", ".join(names(s) for s in awaited)))
    parts.extend(kit.table_alt(view, language, names, awaited))
    guild = view["guildhall"]
    parts.append(word("render-architects-alt-guildhall", language, filled=sum(1 for s in guild["slots"] if s),
                      spaces=len(guild["slots"]), tax=view.get("tax_stand", 0)))
    colour_name = {p["colour"]: names(p["index"]) for p in view["players"]}
    spots = []
    for location in LOCATIONS:
        counts = view["locations"].get(location) or {}
        here = [f"{colour_name.get(c, c)} {n}" for c, n in counts.items() if n]
        if here:
            spots.append(f"{location_name(location, language)}: {', '.join(here)}")
    if spots:
        parts.append(word("render-architects-alt-workers", language, spots="; ".join(spots)))
    for p in view["players"]:
        parts.append(word("render-architects-alt-player", language, player=names(p["index"]),
                          score=p.get("score", 0), virtue=p.get("virtue", 0), level=p.get("cathedral", 0),
                          buildings=len(p.get("buildings") or []), workers=p.get("workers", 0),
                          debts=p.get("debts_unpaid", 0)))
    return " ".join(parts)


# --- the private screen ----------------------------------------------------------------------------

SCREEN_W = 1600
CARD_W, CARD_H = 240, 214
APP_W, APP_H = 368, 96
PER_ROW = 6


@lru_cache(maxsize=512)
def building_tile(card: str, language: str, width: int = CARD_W, height: int = CARD_H) -> Image.Image:
    """A building card: name, VP, skills needed, cost, virtue change and its effect in words."""
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    building = CONTENT.building.get(card)
    colour = (150, 110, 66) if building is None or building.timing == "immediate" else (96, 84, 140)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), 12, fill=(252, 247, 236), outline=kit.darker(colour, 0.1),
                           width=2)
    draw.rounded_rectangle((1, 1, width - 2, 40), 11, fill=colour)
    draw.rectangle((1, 28, width - 2, 40), fill=colour)
    if building is None:
        kit.text(draw, (10, 21), building_name(card, language), 16, fill=WHITE, bold=True, anchor="lm",
                 width=width - 20)
        return image
    vp = str(building.vp)
    draw.text((width - 10, 21), vp, font=kit.font(20, True), fill=WHITE, anchor="rm")
    vx = width - 14 - kit.text_width(vp, 20, True)
    kit.paste(image, kit.vp(20), (vx, 21), "rm")
    kit.text(draw, (10, 21), building_name(card, language), 16, fill=WHITE, bold=True, anchor="lm",
             width=vx - 36, min_size=11)
    # skills needed and virtue
    y = 60
    x = 10
    for skill in building.skills:
        kit.paste(image, skill_icon(skill, 24), (x, y), "lm")
        x += 28
    if not building.skills:
        kit.text(draw, (x, y), word("render-architects-no-skills", language), 13, fill=MUTED, anchor="lm", width=120)
    if building.virtue:
        label = signed(building.virtue)
        draw.text((width - 10, y), label, font=kit.font(17, True),
                  fill=DEBT_RGB if building.virtue < 0 else (0, 120, 70), anchor="rm")
        kit.paste(image, icon("virtue", 20), (width - 14 - kit.text_width(label, 17, True), y), "rm")
    # cost
    y = 94
    kit.text(draw, (10, y), word("render-architects-cost", language), 13, fill=MUTED, bold=True, anchor="lm", width=60)
    _goods_row(image, draw, 10 + min(60, kit.text_width(word("render-architects-cost", language), 13, True)) + 8, y,
               _items(building.cost), size=20, gap=8)
    # effect
    draw.line((10, 114, width - 10, 114), fill=LINE, width=1)
    key = "render-architects-immediate" if building.timing == "immediate" else "render-architects-at-end"
    kit.text(draw, (10, 130), word(key, language), 12, fill=colour, bold=True, anchor="lm", width=width - 20)
    kit.block(draw, (10, 142, width - 10, height - 8), card_words("building", card, language), 14, min_size=11,
              max_lines=4)
    return image


@lru_cache(maxsize=256)
def apprentice_card(card: str, language: str, width: int = APP_W, height: int = APP_H) -> Image.Image:
    """One's own apprentice: name, skills, ability in short words."""
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    apprentice = CONTENT.apprentice.get(card)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), 10, fill=(246, 240, 250), outline=(170, 150, 196), width=2)
    x = width - 10
    for skill in reversed(apprentice.skills if apprentice else []):
        kit.paste(image, skill_icon(skill, 24), (x, 20), "rm")
        x -= 28
    kit.text(draw, (12, 20), apprentice_name(card, language), 17, bold=True, anchor="lm", width=x - 18, min_size=12)
    kit.block(draw, (12, 38, width - 12, height - 6), card_words("apprentice", card, language), 14, min_size=11,
              max_lines=3)
    return image


def _cards_h(count: int) -> int:
    rows = max(1, -(-count // PER_ROW))
    return 50 + rows * CARD_H + (rows - 1) * 12 + 16


def draw_screen(view: dict, language: str, names: Callable[[int], str]) -> tuple[Image.Image, str]:
    me = view.get("me")
    if me is None:
        raise ValueError("screen() needs a seat's view: engine.view(state, seat)")
    names = player_names(view, names, language)
    p = view["players"][me]
    seats = seats_of(view)
    seat = seats[me]
    hand = list(view.get("my_hand") or [])
    draft = view.get("draft") or {}
    pack, kept = list(draft.get("pack") or []), list(draft.get("kept") or [])
    choosing = list(view.get("choosing") or [])
    apprentices = list(p.get("apprentices") or [])
    sections: list[tuple[str, list[str]]] = []
    if choosing:
        sections.append((word("render-architects-choosing", language, count=len(choosing)), choosing))
    if pack:
        sections.append((word("render-architects-draft-pack", language, count=len(pack)), pack))
    if kept:
        sections.append((word("render-architects-draft-kept", language, count=len(kept)), kept))
    sections.append((word("render-architects-hand", language, count=len(hand), limit=p.get("hand_limit", 0)), hand))
    goods_h = 150
    app_rows = max(1, -(-len(apprentices) // 4))
    app_h = 50 + app_rows * APP_H + (app_rows - 1) * 10 + 16
    board = p.get("board", "side1")
    board_h = 56 if view.get("advanced") and board != "side1" else 0
    height = SCREEN_HEADER_H + 20 + goods_h + G + sum(_cards_h(len(c)) + G for _, c in sections) + app_h + \
        (board_h + G if board_h else 0) + M
    image = Image.new("RGB", (SCREEN_W, height), SAND)
    draw = ImageDraw.Draw(image)
    # header in the player's colour
    draw.rectangle((0, 0, SCREEN_W, SCREEN_HEADER_H), fill=kit.darker(seat.colour, 0.45))
    kit.paste(image, kit.badge(seat, 46), (M, SCREEN_HEADER_H // 2), "lm")
    kit.name(draw, (M + 60, SCREEN_HEADER_H // 2), names(me), 30, fill=WHITE, bold=True, anchor="lm", width=540)
    right = SCREEN_W - M
    if view.get("round"):
        right -= kit.pill(draw, right, 36, word("render-architects-round", language, round=view["round"]), 20,
                          fill=CREAM, height=32, pad=26, anchor="r") + 10
    phase = _phase_label(view, language)
    if phase and not view.get("over"):
        right -= kit.pill(draw, right, 36, phase, 18, fill=(110, 96, 120), ink=WHITE, height=30, pad=22, max_w=260,
                          anchor="r") + 14
    kit.text(draw, (right, SCREEN_HEADER_H // 2), word("render-architects-your-screen", language), 18, fill=(240, 230, 214),
             anchor="rm", width=max(60, right - M - 620))
    # goods, virtue, debts, workers, score
    y0 = SCREEN_HEADER_H + 20
    kit.panel(draw, (M, y0, SCREEN_W - M, y0 + goods_h))
    slot = (SCREEN_W - 2 * M - 48) // 6
    for i, key in enumerate(RESOURCES):
        x = M + 24 + i * slot
        kit.paste(image, icon(key, 40), (x, y0 + 46), "lm")
        nx = x + icon(key, 40).size[0] + 10
        kit.text(draw, (nx, y0 + 46), str(p.get(key, 0)), 34, bold=True, anchor="lm", width=slot - (nx - x) - 10,
                 min_size=14)
        kit.text(draw, (x, y0 + 84), msg(f"architects-{key}", language, count=p.get(key, 0)), 14, fill=MUTED,
                 anchor="lm", width=slot - 14)
    y = y0 + 122
    step = (SCREEN_W - 2 * M - 48) // 7
    stats = (("virtue", icon("virtue", 26), p.get("virtue", 0)),
             ("cathedral", icon("cathedral", 26), p.get("cathedral", 0)),
             ("debt", icon("debt", 26), p.get("debts_unpaid", 0)), ("paid", icon("paid", 26), p.get("debts_paid", 0)),
             ("workers", kit.pawn(seat, 22), p.get("workers", 0)), ("prison", icon("prison", 26), p.get("prison", 0)),
             ("score", kit.vp(26), p.get("score", 0)))
    for i, (key, picture, value) in enumerate(stats):
        x = M + 24 + i * step
        kit.paste(image, picture, (x, y), "lm")
        nx = x + picture.size[0] + 6
        nw = kit.text(draw, (nx, y), signed(value) if key == "score" and value else str(value), 20, bold=True,
                      anchor="lm", width=60, min_size=12)
        kit.text(draw, (nx + nw + 8, y), word(f"render-architects-cap-{key}", language), 13, fill=MUTED, anchor="lm",
                 width=max(20, step - (nx - x) - nw - 14), min_size=10)
    # card sections
    y = y0 + goods_h + G
    for title, cards in sections:
        h = _cards_h(len(cards))
        kit.panel(draw, (M, y, SCREEN_W - M, y + h))
        kit.text(draw, (M + 24, y + 26), title, 18, fill=MUTED, bold=True, anchor="lm", width=SCREEN_W - 2 * M - 48)
        if not cards:
            kit.text(draw, (M + 24, y + 50 + CARD_H // 2), word("render-architects-no-hand", language), 18, fill=FAINT,
                     anchor="lm", width=SCREEN_W - 2 * M - 48)
        for i, card in enumerate(cards):
            row, col = divmod(i, PER_ROW)
            image.paste(building_tile(card, language), (M + 24 + col * (CARD_W + 12), y + 50 + row * (CARD_H + 12)))
        y += h + G
    # apprentices
    kit.panel(draw, (M, y, SCREEN_W - M, y + app_h))
    kit.text(draw, (M + 24, y + 26), word("render-architects-your-apprentices", language, count=len(apprentices),
                                          limit=p.get("apprentice_limit", 0)), 18, fill=MUTED, bold=True, anchor="lm",
             width=760)
    x = SCREEN_W - M - 24
    for skill in reversed(SKILLS):      # the skills legend
        x -= kit.text(draw, (x, y + 26), msg(f"architects-skill-{skill}", language), 14, fill=MUTED, anchor="rm",
                      width=160) + 30
        kit.paste(image, skill_icon(skill, 20), (x + 26, y + 26), "rm")
        x -= 10
    if not apprentices:
        kit.text(draw, (M + 24, y + 50 + APP_H // 2), word("render-architects-no-apprentices", language), 18,
                 fill=FAINT, anchor="lm", width=SCREEN_W - 2 * M - 48)
    for i, card in enumerate(apprentices):
        row, col = divmod(i, 4)
        image.paste(apprentice_card(card, language), (M + 24 + col * (APP_W + 12), y + 50 + row * (APP_H + 10)))
    y += app_h + G
    if board_h:
        kit.panel(draw, (M, y, SCREEN_W - M, y + board_h))
        lead = msg(f"architects-board-{board}", language) + kit.colon(language)
        lw = kit.text(draw, (M + 24, y + board_h // 2), lead, 17, bold=True, anchor="lm", width=400)
        kit.text(draw, (M + 36 + lw, y + board_h // 2), card_words("board", board, language), 15, anchor="lm",
                 width=SCREEN_W - 2 * M - 60 - lw, min_size=11)
    return image, screen_alt(view, language, names)


def screen_alt(view: dict, language: str, names: Callable[[int], str]) -> str:
    names = player_names(view, names, language) if not getattr(names, "visible", False) else names
    me = view["me"]
    p = view["players"][me]
    goods = goods_words(tuple((k, p.get(k, 0)) for k in RESOURCES if p.get(k, 0)), language)
    hand = ", ".join(building_name(c, language) for c in view.get("my_hand") or [])
    parts = [word("render-architects-alt-round", language, round=view.get("round", 0)),
             word("render-architects-alt-screen", language, player=names(me), goods=goods,
                  virtue=p.get("virtue", 0), count=len(view.get("my_hand") or []), cards=hand or "—",
                  apprentices=len(p.get("apprentices") or []), score=p.get("score", 0))]
    draft = view.get("draft") or {}
    if draft.get("pack"):
        parts.append(word("render-architects-alt-draft", language,
                          cards=", ".join(building_name(c, language) for c in draft["pack"])))
    if view.get("choosing"):
        parts.append(word("render-architects-alt-choosing", language,
                          cards=", ".join(building_name(c, language) for c in view["choosing"])))
    return " ".join(parts)
