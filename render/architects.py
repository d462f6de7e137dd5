"""Architects of the West Kingdom's pictures: the public board and one seat's private screen, drawn from
engine views only (engine/architects/view.py).

    draw_board(view, language, names) -> (Image, alt)   public fields only: never a hand, a draft pack
                                                        or the cards a seat is choosing among
    draw_screen(view, language, names) -> (Image, alt)  the seat of `view["me"]`

Layout of the board (1600 px wide): header (title, the Guildhall's progress and the Black Market
resets: the game has no round count; the phase; who is awaited or the ranking; the last move) | the
nine open-circle locations with their workers by colour (the Tax Collector with the tax stand) | the
Guildhall grid, the Cathedral, the virtue track | the Black Market's three spaces and piles, the Prison,
the decks and rewards | the apprentice display | one panel per player (the Rival's too): goods, silver,
virtue, debts, workers at home and out on the board, captured workers, hand size, paid debts,
apprentices, buildings, score. Every number a player needs at a glance is drawn with role kit.KEY at
kit.READABLE px (it reads in chat). What changed since view["before"] (the previous picture) is ringed
in its owner's colour (board_changes, panel_changes). The frames and fixed captions are drawn once per
language, player count and colours (`_static`); card tiles are cached, and a player panel that did not
change is pasted whole (`kit.region`).

Costs, skills, VP and effects come from the content tables (engine.architects.content), every word
from the catalogs (architects.ftl for card, location and resource names and the progress; render.ftl for
the rest).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

from PIL import Image, ImageDraw

from data.locale import translate
from engine import score_parts
from engine.architects.content import CONTENT, RESOURCES, SKILLS

from . import kit
from .kit import INK, MUTED, FAINT, PAPER, SAND, LINE, ACCENT, HIGHLIGHT, WHITE, word, msg, signed

W = 1600
M = 24
G = 16
HEADER_H = kit.HEADER_H      # the board's header band (three rows: title, progress, phase | who is
                             # awaited | the last move)
SCREEN_HEADER_H = 72
HEADER_RGB = (52, 46, 58)
CREAM = (244, 234, 214)
TITLE_ICON = 48

LOCATIONS = tuple(CONTENT.rules.locations)
MARKET_SPACES = ("left", "middle", "right")
COLOURS = tuple(CONTENT.rules.colours)
COLOUR_RGB = {"yellow": (240, 208, 40), "red": (213, 94, 0), "blue": (0, 114, 178),
              "green": (0, 150, 110), "black": (64, 64, 70)}

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


def _ordered(counts: dict[str, int]) -> list[tuple[str, int]]:
    """The non-zero counts of a colour -> count table, in the colours' order."""
    return [(c, counts[c]) for c in COLOURS + tuple(c for c in counts if c not in COLOURS) if counts.get(c)]


def _entries(x0: int, cy: int, right: int, counts: list[tuple[str, int]], *, size: int = 26,
             gap: int = 16, step: int = 0) -> list[tuple[str, int, tuple[int, int, int, int], int]]:
    """Where "[worker] count" entries go from x0 on the line centred on cy, at most to `right`: (colour,
    count, box, worker size). Tighter (a smaller gap, then smaller workers) before they run past `right`;
    with `step`, what still does not fit goes on the next line, `step` px lower."""
    def widths(pawn: int) -> list[int]:
        return [pawn + 4 + kit.text_width(str(n), KEY_SIZE, True) for _, n in counts]

    for pawn, space in ((size, gap), (size, 8), (size - 6, 6), (size - 8, 4)):
        if step or sum(widths(pawn)) + space * (len(counts) - 1) <= right - x0:
            break
    out, x = [], x0
    for (colour, n), w in zip(counts, widths(pawn)):
        if step and x > x0 and x + w > right:
            x, cy = x0, cy + step
        out.append((colour, n, (x, cy - KEY_HALF, x + w, cy + KEY_HALF), pawn))
        x += w + space
    return out


def _draw_entries(image, draw, entries, colours, *, ink=INK) -> None:
    """Standing workers with their counts (KEY: they read in chat)."""
    for colour, n, (x, y0, _, y1), pawn in entries:
        cy = (y0 + y1) // 2
        kit.paste(image, kit.pawn(colour_seat(colour, colours), pawn), (x, cy), "lm")
        kit.number(draw, x + pawn + 4, cy, n, size=KEY_SIZE, fill=ink, role=kit.KEY)


def _key_item(image, draw, x: int, cy: int, picture: Image.Image, value: str, *, ink=INK) -> tuple:
    """An icon and its number (KEY) from x, centred on cy; returns the item's box."""
    kit.paste(image, picture, (x, cy), "lm")
    nx = x + picture.size[0] + 5
    w = kit.text(draw, (nx, cy), value, KEY_SIZE, fill=ink, bold=True, anchor="lm", role=kit.KEY)
    return (x, cy - KEY_HALF, nx + w, cy + KEY_HALF)


def _key_width(picture: Image.Image, value: str) -> int:
    return picture.size[0] + 5 + kit.text_width(value, KEY_SIZE, True)


def _ink(value: int, bad: bool = False):
    """A number's colour: muted for 0 (still dark enough to read in chat), red for a debt."""
    return MUTED if not value else (DEBT_RGB if bad else INK)


def _chips(image, draw, x: int, cy: int, right: int, labels: list[tuple[str, tuple[str, ...]]], fill,
           language: str, *, size: int = 14) -> None:
    """Rounded labels (a name, after the skills it brings) on one line from x; the labels that do not fit
    whole become one "+k" chip (a name is never cut)."""
    for i, (label, skills) in enumerate(labels):
        w = kit.text_width(label, size, True) + 16 + 20 * len(skills)
        rest = len(labels) - i
        more = word("render-architects-more", language, count=rest)
        reserve = kit.text_width(more, size, True) + 22 if rest > 1 else 0
        if x + w > right - reserve:
            kit.pill(draw, x, cy, more, size, fill=LINE, height=26, pad=16)
            return
        draw.rounded_rectangle((x, cy - 13, x + w, cy + 13), 13, fill=fill)
        for k, skill in enumerate(skills):
            kit.paste(image, skill_icon(skill, 18), (x + 6 + 20 * k, cy), "lm")
        draw.text((x + 8 + 20 * len(skills), cy), label, font=kit.font(size, True), fill=INK, anchor="lm")
        x += w + 6


def _title(draw, box, title: str, size: int = 20, right: str = "", right_w: int = 260) -> None:
    x0, y0, x1, _ = box
    room = x1 - x0 - 32 - (min(right_w, kit.text_width(right, 15) + 12) if right else 0)
    kit.text(draw, (x0 + 16, y0 + 24), title, size, bold=True, anchor="lm", width=room, min_size=14)
    if right:
        kit.text(draw, (x1 - 16, y0 + 24), right, 15, fill=MUTED, anchor="rm", width=right_w)


# --- layout ----------------------------------------------------------------------------------------

KEY_SIZE = kit.READABLE     # the numbers a player needs at a glance (kit.KEY): they read in chat
KEY_HALF = 17               # half the height of a "[icon] number" item
GOODS = tuple(key for key in RESOURCES if key != "silver")     # a panel's first row (silver: the second)
ICON = 28                   # the icons before key numbers

# the main board's parts, from TOP down (12 px under the header band): the nine locations across the
# board | the Guildhall, the Cathedral, the virtue track | the Black Market, the Prison, the decks and
# rewards | the apprentice display | one panel per player
TOP = HEADER_H + 12
LOC_BOX = (M, TOP, W - M, TOP + 304)
TILE_W, TILE_H, TILE_GAP, TILE_VGAP = 501, 88, 12, 8
TAX_W = 120                 # the Tax Collector's tile: the tax stand on its right
ROW_B = LOC_BOX[3] + G
GUILD_BOX = (M, ROW_B, 564, ROW_B + 236)
CATH_BOX = (580, ROW_B, 880, ROW_B + 236)
VIRTUE_BOX = (896, ROW_B, W - M, ROW_B + 236)
ROW_C = GUILD_BOX[3] + G
MARKET_BOX = (M, ROW_C, 624, ROW_C + 206)
PRISON_BOX = (640, ROW_C, 1000, ROW_C + 206)
DECKS_BOX = (1016, ROW_C, W - M, ROW_C + 206)
DISPLAY_BOX = (M, MARKET_BOX[3] + G, W - M, MARKET_BOX[3] + G + 244)
APP_TILE_H = 92
PLAYERS_Y = DISPLAY_BOX[3] + G
PANEL_H = 300
OVER_H = 46
BAND_H = 58
BAND_END = 62               # a panel's band region ends here (its line is at BAND_H, 2 px wide)
SCORE_SIZE = 34       # a player's score in their panel's band: it reads in chat
# a player panel's rows (centre y from its top): goods | silver, virtue, debts, workers | captured, hand
# ... | apprentices | buildings
ROWS = (88, 138, 187, 231, 271)
WIDE = 600            # a panel at least this wide also shows its player's Prison and Cathedral

CELL_W, CELL_H, CELL_GAP = 56, 36, 4
VIRTUE_CELL = 42
SCORE_PARTS = score_parts.order("architects")     # the final score's parts in the rulebook's order


@lru_cache(maxsize=16)
def layout(players: int, over: bool) -> kit.PanelGrid:
    """The player panels: three a row for 3, 5 or 6 players, else two."""
    return kit.panel_grid(players, 3 if players in (3, 5, 6) else 2, PLAYERS_Y, PANEL_H + (OVER_H if over else 0),
                          width=W, margin=M, gap=G)


def tile_box(i: int) -> tuple[int, int, int, int]:
    row, col = divmod(i, 3)
    x = LOC_BOX[0] + 12 + col * (TILE_W + TILE_GAP)
    y = LOC_BOX[1] + 12 + row * (TILE_H + TILE_VGAP)
    return (x, y, x + TILE_W, y + TILE_H)


def location_entries(view: dict, location: str) -> list[tuple[str, int, tuple[int, int, int, int], int]]:
    """The workers at a location as its tile shows them: (colour, count, box, worker size)."""
    x0, y0, x1, _ = tile_box(LOCATIONS.index(location))
    right = x1 - 14 - (TAX_W if location == "tax_collector" else 0)
    return _entries(x0 + 14, y0 + 60, right, _ordered(view["locations"].get(location) or {}))


def cell_box(row: int, column: int) -> tuple[int, int, int, int]:
    """A Guildhall space, row and column from 0."""
    x = GUILD_BOX[0] + 16 + column * (CELL_W + CELL_GAP)
    y = GUILD_BOX[1] + 64 + row * (CELL_H + CELL_GAP)
    return (x, y, x + CELL_W, y + CELL_H)


def virtue_x(level: int) -> int:
    """The left edge of a virtue track cell."""
    return VIRTUE_BOX[0] + 24 + level * VIRTUE_CELL


VIRTUE_Y = VIRTUE_BOX[1] + 128          # the track's cells: VIRTUE_Y .. VIRTUE_Y + 34


def market_space(i: int) -> tuple[int, int, int, int]:
    x0, y0, x1, y1 = MARKET_BOX
    col_w = (x1 - x0 - 28) // 3
    sx = x0 + 14 + i * col_w
    return (sx + 4, y0 + 46, sx + col_w - 4, y1 - 12)


def display_tile(row: int, column: int, columns: int = 4) -> tuple[int, int, int, int]:
    x0, y0, x1, _ = DISPLAY_BOX
    tile_w = (x1 - x0 - 28 - (columns - 1) * 10) // columns
    x, y = x0 + 14 + column * (tile_w + 10), y0 + 44 + row * (APP_TILE_H + 8)
    return (x, y, x + tile_w, y + APP_TILE_H)


# --- static parts ----------------------------------------------------------------------------------

@kit.background(maxsize=12)
def _static(language: str, players: int, over: bool, seats: tuple[kit.Seat, ...], columns: int) -> Image.Image:
    """Background, frames and fixed captions for one language, player list, end state and Guildhall."""
    lay = layout(players, over)
    image = Image.new("RGB", (W, lay.height), SAND)
    draw = ImageDraw.Draw(image)
    kit.header_band(image, draw, msg("architects-title", language), icon("cathedral", TITLE_ICON), fill=HEADER_RGB,
                    accent=ACCENT, ink=CREAM)
    _static_locations(image, draw, language)
    _static_market(image, draw, language)
    _static_guildhall(image, draw, language, columns)
    _static_cathedral(image, draw, language)
    _static_virtue(image, draw, language)
    # apprentice display, decks
    kit.panel(draw, DISPLAY_BOX)
    kit.panel(draw, DECKS_BOX)
    for s, seat in enumerate(seats):
        box = lay.panel_box(s)
        kit.panel(draw, box)
        kit.player_band(image, draw, box, seat, BAND_H, 40)
    return image


def _static_locations(image, draw, language: str) -> None:
    kit.panel(draw, LOC_BOX)
    for i, location in enumerate(LOCATIONS):
        x0, y0, x1, y1 = tile_box(i)
        draw.rounded_rectangle((x0, y0, x1, y1), 10, fill=TILE_RGB, outline=LINE, width=2)
        room = x1 - x0 - 28 - (TAX_W if location == "tax_collector" else 0)
        kit.text(draw, (x0 + 14, y0 + 22), location_name(location, language), 20, bold=True, anchor="lm",
                 width=room, min_size=14)
        if location == "tax_collector":
            kit.text(draw, (x1 - 14, y0 + 22), word("render-architects-tax-stand", language), 14, fill=MUTED,
                     anchor="rm", width=TAX_W + 30, min_size=11)
            draw.line((x1 - TAX_W, y0 + 38, x1 - TAX_W, y1 - 10), fill=LINE, width=2)


def _static_market(image, draw, language: str) -> None:
    kit.panel(draw, MARKET_BOX)
    for i in range(len(MARKET_SPACES)):
        draw.rounded_rectangle(market_space(i), 10, fill=TILE_RGB, outline=LINE, width=2)
    kit.panel(draw, PRISON_BOX)
    x0, y0, x1, _ = PRISON_BOX
    kit.paste(image, icon("prison", 26), (x0 + 16, y0 + 24), "lm")
    kit.text(draw, (x0 + 50, y0 + 24), word("render-architects-prison", language), 20, bold=True, anchor="lm",
             width=x1 - x0 - 70, min_size=14)


def _static_guildhall(image, draw, language: str, columns: int) -> None:
    kit.panel(draw, GUILD_BOX)
    x0, y0, x1, _ = GUILD_BOX
    grid = CONTENT.rules.guildhall
    right = cell_box(0, grid.grid_columns - 1)[2]
    kit.text(draw, (x0 + 16, y0 + 24), word("render-architects-guildhall", language), 20, bold=True, anchor="lm",
             width=right - x0 - 16 - 110, min_size=14)
    for column in range(grid.grid_columns):
        if column >= 3:
            bx = cell_box(0, column)
            kit.text(draw, ((bx[0] + bx[2]) // 2, y0 + 53), f"{column}+", 14, fill=MUTED, bold=True, anchor="mm")
        for row in range(grid.rows):
            box = cell_box(row, column)
            if column < columns:
                draw.rounded_rectangle(box, 8, fill=(236, 226, 206), outline=kit.darker(LINE, 0.1), width=2)
            else:
                kit.dashed_rectangle(draw, box, fill=LINE, dash=6, gap=5, width=1)
    legend_x = right + 14
    for y, kind, key in ((y0 + 74, "reset", "render-architects-reset"), (y0 + 116, "final", "render-architects-end")):
        kit.paste(image, icon(kind, 18), (legend_x, y), "lm")
        kit.block(draw, (legend_x + 24, y - 17, x1 - 10, y + 17), word(key, language), 14, min_size=11,
                  max_lines=2, fill=MUTED, valign="center")
    kit.block(draw, (legend_x, y0 + 140, x1 - 10, y0 + 176), word("render-architects-beside", language), 14,
              min_size=11, max_lines=2, fill=MUTED, bold=True, valign="center")


def _static_cathedral(image, draw, language: str) -> None:
    kit.panel(draw, CATH_BOX)
    x0, y0, x1, _ = CATH_BOX
    kit.paste(image, icon("cathedral", 24), (x0 + 16, y0 + 24), "lm")
    kit.text(draw, (x0 + 48, y0 + 24), word("render-architects-cathedral", language), 20, bold=True, anchor="lm",
             width=x1 - x0 - 64, min_size=14)
    for level in range(6):
        cy = y0 + 214 - level * 31
        vp = CONTENT.cathedral_level(level).vp
        spaces = CONTENT.cathedral_level(level).spaces
        draw.rounded_rectangle((x0 + 12, cy - 14, x1 - 12, cy + 14), 8, fill=CATHEDRAL_ROW)
        draw.text((x0 + 28, cy), str(level), font=kit.font(18, True), fill=kit.darker(CATHEDRAL_RGB, 0.3),
                  anchor="mm")
        if vp:
            kit.paste(image, kit.vp(18), (x0 + 44, cy), "lm")
            draw.text((x0 + 65, cy), str(vp), font=kit.font(16, True), fill=INK, anchor="lm")
        for k in range(spaces):
            sx = x1 - 24 - k * 28
            draw.ellipse((sx - 11, cy - 11, sx + 11, cy + 11), outline=kit.lighter(CATHEDRAL_RGB, 0.3), width=2)


def _static_virtue(image, draw, language: str) -> None:
    kit.panel(draw, VIRTUE_BOX)
    x0, y0, x1, _ = VIRTUE_BOX
    kit.paste(image, icon("virtue", 24), (x0 + 16, y0 + 24), "lm")
    kit.text(draw, (x0 + 48, y0 + 24), word("render-architects-virtue", language), 20, bold=True, anchor="lm",
             width=300, min_size=14)
    virtue = CONTENT.rules.virtue
    for level in range(virtue.max + 1):
        vx = virtue_x(level)
        draw.rounded_rectangle((vx + 2, VIRTUE_Y, vx + VIRTUE_CELL - 2, VIRTUE_Y + 34), 6, fill=VIRTUE_CELL_RGB,
                               outline=kit.lighter(VIRTUE_RGB, 0.4), width=1)
        draw.text((vx + VIRTUE_CELL / 2, VIRTUE_Y + 17), str(level), font=kit.font(18, True), fill=INK, anchor="mm")
        vp = virtue.vp[level]
        draw.text((vx + VIRTUE_CELL / 2, VIRTUE_Y + 50), signed(vp) if vp else "0", font=kit.font(15, True),
                  fill=MUTED if vp >= 0 else DEBT_RGB, anchor="mm")
    kit.paste(image, kit.vp(16), (virtue_x(0) - 4, VIRTUE_Y + 50), "rm")
    for lo, hi, key in ((0, virtue.cathedral_min - 1, "render-architects-no-cathedral"),
                        (virtue.market_ban, virtue.max, "render-architects-no-market")):
        bx0, bx1 = virtue_x(lo) + 4, virtue_x(hi) + VIRTUE_CELL - 4
        by = VIRTUE_Y + 70
        draw.line((bx0, by, bx1, by), fill=MUTED, width=2)
        draw.line((bx0, by - 5, bx0, by), fill=MUTED, width=2)
        draw.line((bx1, by - 5, bx1, by), fill=MUTED, width=2)
        kit.text(draw, ((bx0 + bx1) // 2, by + 15), word(key, language), 14, fill=MUTED, anchor="mm",
                 width=bx1 - bx0, min_size=11)


# --- what changed since the previous picture -------------------------------------------------------
# view["before"] is the public view of the table's previous board picture (kit's "last move"): the parts
# that differ are ringed in the colour and shape of their owner (the worker placed, the player whose
# goods, virtue or apprentices changed), or of the mover (view["last_move"]["seat"]) where the change
# has no owner (a worker gone, the tax stand, the piles), kit.NEUTRAL without a mover.

PANEL_PARTS = (*RESOURCES, "virtue", "debts_unpaid", "debts_paid", "workers", "hand_size", "prison", "cathedral")


def placed(view: dict, colour: str) -> int:
    """A colour's workers on the main board that can come back: at the locations and the Black Market."""
    return (sum(((view.get("locations") or {}).get(location) or {}).get(colour, 0) for location in LOCATIONS)
            + sum(1 for space in view.get("market") or [] if space.get("worker") == colour))


def panel_changes(before: dict, view: dict, p: dict) -> frozenset[str]:
    """What changed in a player's panel: its PANEL_PARTS, "placed", "captured-<colour>", "apprentices" and
    "buildings"."""
    old = next((q for q in before["players"] if q["index"] == p["index"]), None)
    if old is None:
        return frozenset()
    keys = {key for key in PANEL_PARTS if old.get(key, 0) != p.get(key, 0)}
    keys |= {f"captured-{c}" for c, n in (p.get("captured") or {}).items()
             if n and (old.get("captured") or {}).get(c, 0) != n}
    keys |= {key for key in ("apprentices", "buildings") if old.get(key) != p.get(key)}
    if placed(before, p["colour"]) != placed(view, p["colour"]):
        keys.add("placed")
    return frozenset(keys)


def board_changes(view: dict, seats: list[kit.Seat]) -> dict[tuple, kit.Seat]:
    """The parts of the main board that changed since view["before"] -> the seat to ring them in (nothing
    without a previous picture)."""
    before = view.get("before")
    if not before or len(before.get("players") or []) != len(view["players"]):
        return {}
    colours = by_colour(view, seats)
    mover_seat = (view.get("last_move") or {}).get("seat")
    mover = seats[mover_seat] if isinstance(mover_seat, int) and 0 <= mover_seat < len(seats) else kit.NEUTRAL
    marks: dict[tuple, kit.Seat] = {}

    def counts(table: dict, old: dict, key: tuple) -> None:
        """A colour -> count table: a count that grew is ringed in its workers' colour (they arrived), one
        that shrank in the mover's (who took them away: a capture, the Guard House), the whole part in the
        mover's when a colour left it."""
        for colour, n in table.items():
            if n and old.get(colour, 0) != n:
                marks[(*key, colour)] = colour_seat(colour, colours) if n > old.get(colour, 0) else mover
        if any(n and not table.get(colour) for colour, n in old.items()):
            marks.setdefault(key, mover)

    for location in LOCATIONS:
        counts(view["locations"].get(location) or {}, (before.get("locations") or {}).get(location) or {},
               ("loc", location))
    counts(view.get("prison") or {}, before.get("prison") or {}, ("prison",))
    if view.get("tax_stand") != before.get("tax_stand"):
        marks[("tax",)] = mover
    for i, (space, old) in enumerate(zip(view.get("market") or [], before.get("market") or [])):
        if space != old:
            marks[("market", i)] = colour_seat(space["worker"], colours) if space.get("worker") else mover
    if any(view.get(pile) != before.get(pile) for pile in ("small_pile", "large_pile")):
        marks[("piles",)] = mover
    guild, old_guild = view["guildhall"], before.get("guildhall") or {}
    for k, (slot, old) in enumerate(zip(guild["slots"], old_guild.get("slots") or [])):
        if slot and slot != old:
            marks[("guild", k)] = colour_seat(slot, colours)
    beside, old_beside = guild.get("beside") or {}, old_guild.get("beside") or {}
    for colour, n in beside.items():
        if n and old_beside.get(colour, 0) != n:
            marks[("beside", colour)] = colour_seat(colour, colours)
    hired = {}
    for p, old in zip(view["players"], before["players"]):
        for card in set(p.get("apprentices") or []) - set(old.get("apprentices") or []):
            hired[card] = seats[p["index"]]
        for key in ("cathedral", "virtue"):
            if p.get(key) != old.get(key):
                marks[(key, p["index"])] = seats[p["index"]]
    for r, (row, old_row) in enumerate(zip(view.get("display") or [], before.get("display") or [])):
        for c, (slot, old) in enumerate(zip(row, old_row)):
            if slot != old:
                marks[("display", r, c)] = hired.get(old.get("card"), mover)
    for card in (view.get("rewards_drawn") or [])[len(before.get("rewards_drawn") or []):]:
        marks[("reward", card)] = mover
    return marks


def _rings(image, marks: dict[tuple, kit.Seat], boxes: dict[tuple, tuple]) -> None:
    """Ring every changed part that was drawn (its box registered while drawing)."""
    for key, seat in marks.items():
        box = boxes.get(key)
        if box is not None:
            kit.changed(image, box, seat)


# --- the board -------------------------------------------------------------------------------------

def draw_board(view: dict, language: str, names: Callable[[int], str]) -> tuple[Image.Image, str]:
    names = player_names(view, names, language)
    players = view["players"]
    n = len(players)
    over = bool(view.get("over"))
    seats = seats_of(view)
    colours = by_colour(view, seats)
    guild = view["guildhall"]
    image = _static(language, n, over, tuple(seats), guild["columns"]).copy()
    draw = ImageDraw.Draw(image)
    awaited = [] if over else kit.awaited(view)
    boxes: dict[tuple, tuple] = {}
    _header(image, draw, view, language, names, seats, awaited)
    _locations(image, draw, view, language, colours, boxes)
    _market(image, draw, view, language, colours, boxes)
    _prison(image, draw, view, language, colours, boxes)
    _guildhall(image, draw, view, language, colours, boxes)
    _cathedral(image, draw, view, seats, boxes)
    _virtue(image, draw, view, seats, boxes)
    _display(image, draw, view, language, boxes)
    _decks(image, draw, view, language, boxes)
    _rings(image, board_changes(view, seats), boxes)
    _players(image, draw, view, layout(n, over), language, names, seats, colours, awaited)
    return image, board_alt(view, language, names)


def _phase_label(view: dict, language: str) -> str | None:
    phase = view.get("phase")
    if phase in ("boards", "draft"):
        return word(f"render-architects-phase-{phase}", language)
    if phase == "final_round":
        return word("render-architects-phase-final_round", language, count=len(view.get("final_round_left") or []))
    return None


def progress(view: dict) -> tuple[int, int]:
    """The game's real progress: the Guildhall spaces filled and all of them (the last one ends it)."""
    slots = view["guildhall"]["slots"]
    return sum(1 for s in slots if s), len(slots)


def progress_words(view: dict, language: str) -> str:
    filled, spaces = progress(view)
    return word("render-architects-progress", language, filled=filled, spaces=spaces)


def _header(image, draw, view, language, names, seats, awaited) -> None:
    """Row 1: the title, the Guildhall's progress ("round" role: it stands for the game's rounds), the
    Black Market resets so far, the phase when it fits (else it opens row 2); row 2: who is awaited or
    has won; row 3: the last move."""
    x = kit.header_start(msg("architects-title", language), icon("cathedral", TITLE_ICON))
    x = kit.header_pill(draw, x, progress_words(view, language), fill=CREAM, ink=HEADER_RGB, role="round")
    x = _resets_pill(image, draw, x, view.get("resets", 0))
    status_x = M
    phase = _phase_label(view, language)
    if phase and not view.get("over") and not view.get("abandoned"):
        fill = HIGHLIGHT if view.get("phase") == "final_round" else (110, 96, 120)
        ink = INK if fill == HIGHLIGHT else WHITE
        if x + kit.text_width(phase, kit.READABLE, True) + kit.PILL_PAD <= W - M:
            kit.header_pill(draw, x, phase, fill=fill, ink=ink)
        else:
            status_x += kit.pill(draw, M, kit.HEADER_ROWS[1], phase, kit.READABLE, fill=fill, ink=ink,
                                 height=kit.PILL_H, pad=kit.PILL_PAD, min_size=kit.READABLE, role="phase") + 18
    kit.header_status(image, draw, view, status_x, W - M, "architects", language, seats, names, awaited)
    kit.last_move(image, draw, view, language, seats)


def _resets_pill(image, draw, x: int, resets: int) -> int:
    """The Black Market resets so far: the reset icon (the Guildhall's legend names it) and their number."""
    picture = icon("reset", 30)
    label = str(resets)
    w = 16 + picture.size[0] + 8 + kit.text_width(label, kit.READABLE, True) + 18
    if x + w > W - M:
        return x
    cy = kit.HEADER_ROWS[0]
    draw.rounded_rectangle((x, cy - kit.PILL_H // 2, x + w, cy + kit.PILL_H - kit.PILL_H // 2), kit.PILL_H // 2,
                           fill=CREAM)
    kit.paste(image, picture, (x + 16, cy), "lm")
    kit.text(draw, (x + 16 + picture.size[0] + 8, cy), label, kit.READABLE, fill=HEADER_RGB, bold=True, anchor="lm",
             role="phase")
    return x + w + kit.PILL_GAP


def _locations(image, draw, view, language, colours, boxes) -> None:
    current = (view.get("turn") or {}).get("location") or ""
    for i, location in enumerate(LOCATIONS):
        x0, y0, x1, y1 = tile_box(i)
        if location == current and not view.get("over"):
            draw.rounded_rectangle((x0, y0, x1, y1), 10, outline=HIGHLIGHT, width=4)
        if location == "tax_collector":
            tax = view.get("tax_stand", 0)
            label = str(tax)
            x = x1 - 14 - _key_width(icon("silver", ICON), label)
            boxes[("tax",)] = _key_item(image, draw, x, y0 + 60, icon("silver", ICON), label, ink=_ink(tax))
        entries = location_entries(view, location)
        if not entries:
            draw.text((x0 + 16, y0 + 60), "—", font=kit.font(24, True), fill=FAINT, anchor="lm")
        _draw_entries(image, draw, entries, colours)
        boxes[("loc", location)] = (x0 + 4, y0 + 4, x1 - 4, y1 - 4)
        for colour, _, box, _ in entries:
            boxes[("loc", location, colour)] = box


def _market(image, draw, view, language, colours, boxes) -> None:
    x0, y0, x1, y1 = MARKET_BOX
    piles = word("render-architects-piles", language, small=view["small_pile"]["size"],
                 large=view["large_pile"]["size"])
    _title(draw, MARKET_BOX, word("render-architects-black-market", language), right=piles, right_w=300)
    boxes[("piles",)] = (x1 - 22 - kit.text_width(piles, 15), y0 + 10, x1 - 10, y0 + 38)
    rules = CONTENT.rules.market
    for i, space in enumerate(view.get("market") or []):
        sx0, sy0, sx1, sy1 = market_space(i)
        cx = (sx0 + sx1) // 2
        boxes[("market", i)] = (sx0, sy0, sx1, sy1)
        worker = space.get("worker")
        if worker:
            kit.paste(image, kit.pawn(colour_seat(worker, colours), 30), (cx, sy0 + 30), "mm")
        else:
            draw.ellipse((cx - 17, sy0 + 13, cx + 17, sy0 + 47), outline=FAINT, width=2)
        # the printed cost (a seat's own view holds its discounted cost; the board shows what all see)
        cost = str(rules.cost_silver[i] if i < len(rules.cost_silver) else 0)
        coin, heart = icon("silver", 26), icon("virtue", 26)
        width = _key_width(coin, cost) + (14 + _key_width(heart, signed(rules.virtue)) if rules.virtue else 0)
        x = cx - width // 2
        x = _key_item(image, draw, x, sy0 + 78, coin, cost)[2] + 14
        if rules.virtue:
            _key_item(image, draw, x, sy0 + 78, heart, signed(rules.virtue), ink=DEBT_RGB)
        # the reward offered
        offer = space.get("offer")
        oy = sy0 + 122
        if space.get("space") == "middle" or (offer is None and i == 1):
            kit.block(draw, (sx0 + 8, oy - 20, sx1 - 8, oy + 20), word("render-architects-market-draw", language,
                      draw=rules.draw, keep=rules.keep), 17, bold=True, min_size=12, max_lines=2, align="center",
                      valign="center")
        elif offer:
            _offer(image, draw, cx, oy, sx1 - sx0 - 12, _items(offer))
        else:
            draw.text((cx, oy), "—", font=kit.font(20, True), fill=FAINT, anchor="mm")


def _offer(image, draw, cx: int, cy: int, room: int, items) -> None:
    """A Black Market reward: its goods with their amounts (KEY when they fit at that size), centred."""
    for size, number, role, gap in ((26, KEY_SIZE, kit.KEY, 10), (22, 24, None, 6)):
        width = sum(icon(k, size).size[0] + 4 + kit.text_width(str(a), number, True) for k, a in items)
        width += gap * (len(items) - 1)
        if width <= room:
            break
    x = cx - width // 2
    for key, amount in items:
        picture = icon(key, size)
        kit.paste(image, picture, (x, cy), "lm")
        x = kit.number(draw, x + picture.size[0] + 4, cy, amount, size=number, role=role) + gap


def _prison(image, draw, view, language, colours, boxes) -> None:
    x0, y0, x1, y1 = PRISON_BOX
    boxes[("prison",)] = (x0 + 6, y0 + 6, x1 - 6, y1 - 6)
    prison = _ordered(view.get("prison") or {})
    if not prison:
        kit.block(draw, (x0 + 16, y0 + 60, x1 - 16, y0 + 120), word("render-architects-prison-empty", language), 18,
                  fill=MUTED, min_size=13, max_lines=2, valign="center")
        return
    entries = _entries(x0 + 18, y0 + 86, x1 - 16, prison, size=28, gap=20, step=60)
    _draw_entries(image, draw, entries, colours)
    for colour, _, box, _ in entries:
        boxes[("prison", colour)] = box


def _guildhall(image, draw, view, language, colours, boxes) -> None:
    guild = view["guildhall"]
    x0, y0, x1, y1 = GUILD_BOX
    columns = guild["columns"]
    slots = guild["slots"]
    filled, spaces = progress(view)
    right = cell_box(0, CONTENT.rules.guildhall.grid_columns - 1)[2]
    kit.text(draw, (right, y0 + 26), f"{filled}/{spaces}", KEY_SIZE, bold=True, anchor="rm", role=kit.KEY)
    marks = {k - 1: "reset" for k in guild.get("resets") or []}
    marks[guild["final"] - 1] = "final"
    for k, colour in enumerate(slots):
        row, column = divmod(k, columns)
        bx0, by0, bx1, by1 = box = cell_box(row, column)
        cx, cy = (bx0 + bx1) // 2, (by0 + by1) // 2
        boxes[("guild", k)] = box
        if k in marks:
            draw.rounded_rectangle(box, 8, outline=(0, 114, 178) if marks[k] == "reset" else (196, 40, 40), width=3)
        if colour:
            kit.paste(image, kit.pawn(colour_seat(colour, colours), 22, lying=True), (cx, cy), "mm")
            if k in marks:
                kit.paste(image, icon(marks[k], 14), (bx1 - 2, by0 + 2), "rt")
        elif k in marks:
            kit.paste(image, icon(marks[k], 22), (cx, cy), "mm")
    legend_x = right + 14
    beside = _ordered(guild.get("beside") or {})
    if not beside:
        draw.text((legend_x, y0 + 198), "—", font=kit.font(20, True), fill=FAINT, anchor="lm")
        return
    x, y = legend_x, y0 + 198
    for colour, count in beside:
        w = 18 + 3 + kit.text_width(str(count), 22, True)
        if x + w > x1 - 8:
            x, y = legend_x, y + 28
        kit.paste(image, kit.pawn(colour_seat(colour, colours), 18), (x, y), "lm")
        end = kit.number(draw, x + 21, y, count, size=22)
        boxes[("beside", colour)] = (x, y - 13, end, y + 13)
        x = end + 10


def _cathedral(image, draw, view, seats, boxes) -> None:
    x0, y0, x1, y1 = CATH_BOX
    levels: dict[int, list[kit.Seat]] = {}
    for p in view["players"]:
        levels.setdefault(p.get("cathedral", 0), []).append(seats[p["index"]])
    for level, here in levels.items():
        if not 0 <= level <= 5:
            continue
        cy = y0 + 214 - level * 31
        spaces = CONTENT.cathedral_level(level).spaces
        for k, seat in enumerate(here):
            if spaces:      # in the row's spaces, right to left
                cx = x1 - 24 - k * 28
            else:
                cx = x0 + 104 + k * min(28, (x1 - x0 - 130) // max(1, len(here)))
            kit.paste(image, kit.badge(seat, 24), (cx, cy), "mm")
            boxes[("cathedral", seat.index)] = (cx - 12, cy - 12, cx + 12, cy + 12)


def _virtue(image, draw, view, seats, boxes) -> None:
    levels: dict[int, list[kit.Seat]] = {}
    for p in view["players"]:
        levels.setdefault(max(0, min(CONTENT.rules.virtue.max, p.get("virtue", 0))), []).append(seats[p["index"]])
    for level, here in levels.items():
        vx = virtue_x(level)
        for k, seat in enumerate(here):     # two a row, upwards from the track
            row, col = divmod(k, 2)
            x = vx + VIRTUE_CELL / 2 + (0 if len(here) == 1 else (-11 if col == 0 else 11))
            y = VIRTUE_Y - 14 - row * 25
            kit.paste(image, kit.badge(seat, 22), (x, y), "mm")
            boxes[("virtue", seat.index)] = (x - 11, y - 11, x + 11, y + 11)


@lru_cache(maxsize=256)
def apprentice_tile(card: str | None, reserve: int, language: str, width: int, height: int) -> Image.Image:
    """A display slot: the apprentice's skills and name (`reserve` px kept free on the right for the silver
    lying on it, drawn over the tile), its hire virtue, and its ability in short words, wrapped."""
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    if card is None:
        kit.dashed_rectangle(draw, (1, 1, width - 2, height - 2), fill=LINE, dash=8, gap=6, width=2)
        return image
    apprentice = CONTENT.apprentice.get(card)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), 9, fill=TILE_RGB, outline=LINE, width=2)
    x = 10
    for skill in (apprentice.skills if apprentice else []):
        kit.paste(image, skill_icon(skill, 22), (x, 22), "lm")
        x += 25
    right = width - 10 - reserve
    if apprentice and apprentice.hire_virtue:
        label = signed(apprentice.hire_virtue)
        draw.text((right, 22), label, font=kit.font(18, True),
                  fill=DEBT_RGB if apprentice.hire_virtue < 0 else (0, 120, 70), anchor="rm")
        right -= kit.text_width(label, 18, True) + 3
        kit.paste(image, icon("virtue", 18), (right, 22), "rm")
        right -= 26
    kit.text(draw, (x + 4, 22), apprentice_name(card, language), 19, bold=True, anchor="lm", width=right - x - 4,
             min_size=12)
    kit.block(draw, (10, 42, width - 10, height - 5), card_words("apprentice", card, language), 16, min_size=11,
              max_lines=3, fill=(70, 62, 54))
    return image


def _display(image, draw, view, language, boxes) -> None:
    _title(draw, DISPLAY_BOX, word("render-architects-display", language),
           right=word("render-architects-deck", language, count=view.get("apprentice_deck", 0)))
    display = view.get("display") or []
    columns = max((len(row) for row in display), default=4) or 4
    coin = icon("silver", 26)
    for r, row in enumerate(display[:2]):
        for c, slot in enumerate(row):
            x0, y0, x1, y1 = box = display_tile(r, c, columns)
            silver = slot.get("silver", 0) if slot.get("card") else 0
            reserve = _key_width(coin, str(silver)) + 8 if silver else 0
            image.paste(apprentice_tile(slot.get("card"), reserve, language, x1 - x0, y1 - y0), (x0, y0))
            if silver:
                _key_item(image, draw, x1 - 10 - _key_width(coin, str(silver)), y0 + 22, coin, str(silver))
            boxes[("display", r, c)] = box


def _decks(image, draw, view, language, boxes) -> None:
    x0, y0, x1, y1 = DECKS_BOX
    counts = ((kit.deck(28), "render-architects-building-deck", view.get("building_deck", 0)),
              (kit.deck(28, fill=(232, 222, 244)), "render-architects-apprentice-deck", view.get("apprentice_deck", 0)),
              (icon("cathedral", 26), "render-architects-reward-pile", (view.get("reward_pile") or {}).get("size", 0)))
    step = (x1 - x0 - 32) // 3
    for i, (picture, key, count) in enumerate(counts):
        x = x0 + 16 + i * step
        kit.paste(image, picture, (x, y0 + 28), "lm")
        nx = x + picture.size[0] + 6
        nw = kit.text_width(str(count), 24, True)
        kit.text(draw, (nx, y0 + 28), word(key, language), 15, fill=MUTED, anchor="lm", width=step - nw - 40 -
                 picture.size[0], min_size=11)
        draw.text((x + step - 14, y0 + 28), str(count), font=kit.font(24, True), fill=INK, anchor="rm")
    draw.line((x0 + 16, y0 + 52, x1 - 16, y0 + 52), fill=LINE, width=2)
    kit.text(draw, (x0 + 16, y0 + 72), word("render-architects-rewards-drawn", language), 16, bold=True,
             anchor="lm", width=x1 - x0 - 80, min_size=12)
    drawn = view.get("rewards_drawn") or []
    if not drawn:
        kit.text(draw, (x0 + 16, y0 + 102), word("render-architects-none", language), 15, fill=MUTED, anchor="lm",
                 width=x1 - x0 - 32, min_size=11)
        return
    rows = (y1 - y0 - 98) // 24
    shown = drawn[-rows:]           # the latest; how many more were drawn before them on the title's line
    if len(shown) < len(drawn):
        kit.text(draw, (x1 - 16, y0 + 72), word("render-architects-more", language, count=len(drawn) - len(shown)),
                 15, fill=MUTED, bold=True, anchor="rm")
    y = y0 + 100
    for card in shown:
        w = kit.text(draw, (x0 + 16, y), msg(f"architects-reward-{card}", language), 15, anchor="lm",
                     width=x1 - x0 - 32, min_size=11)
        boxes[("reward", card)] = (x0 + 10, y - 11, x0 + 22 + w, y + 11)
        y += 24


# --- the player panels -----------------------------------------------------------------------------

def _players(image, draw, view, lay: kit.PanelGrid, language, names, seats, colours, awaited) -> None:
    over = bool(view.get("over"))
    place = {}
    if over:
        rank = 1
        for group in kit.ranked(view):
            for s in group:
                place[s] = rank
            rank += len(group)
    rival = view.get("rival") or {}
    before = view.get("before")
    same = bool(before) and len(before.get("players") or []) == len(view["players"])
    background = (language, lay.players, over, tuple(seats), view["guildhall"]["columns"])
    for p in view["players"]:
        s = p["index"]
        box = lay.panel_box(s)
        seat = seats[s]
        awaits, rank = s in awaited, place.get(s, 0)
        mine = rival if p.get("rival") else None
        # each panel is two kept regions (a turn passed on redraws a band, not the goods), then the
        # frame of the awaited player or the winner and the rings of what changed over both
        band = {"name": names(s), "awaited": awaits, "over": over, "rank": rank, "rival": mine,
                "advanced": bool(view.get("advanced")), "mark": kit.seat_status(view, s)}
        body = {"over": over, "rival": mine, "placed": placed(view, p["colour"])}
        x0, y0, x1, y1 = box
        kit.region(image, (x0 - 4, y0 - 4, x1 + 6, y0 + BAND_END),
                   ("architects-band", background, p.get("score", 0), p.get("board"), kit.frozen(band)),
                   lambda: _band(image, draw, p, box, seat, language, **band))
        rings = kit.region(image, (x0 - 4, y0 + BAND_END, x1 + 6, y1 + 6),
                           ("architects-body", background, kit.frozen((p, body))),
                           lambda: _body(image, draw, p, box, seats, colours, language, **body))
        if awaits or (over and rank == 1):
            draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), 16,
                                   outline=HIGHLIGHT if awaits else (214, 168, 20), width=6)
        for key in (sorted(panel_changes(before, view, p)) if same else ()):
            if key in rings:
                kit.changed(image, rings[key], seat, corner=False)


def _body(image, draw, p: dict, box, seats, colours, language, *, over: bool, rival: dict | None,
          placed: int) -> dict[str, tuple]:
    """One player's panel below its band, over its background; reads nothing but its arguments (its
    region key). Returns where each of its goods, captives and cards is (what changed is ringed there)."""
    seat = seats[p["index"]]
    x0, y0, x1, y1 = box
    rings: dict[str, tuple] = {}
    if rival is not None:
        _rival_row(image, draw, box, rival, language)
    else:
        _slots(image, draw, box, ROWS[0], [(key, icon(key, ICON), p.get(key, 0), False) for key in GOODS], rings)
    _slots(image, draw, box, ROWS[1], [
        ("silver", icon("silver", ICON), p.get("silver", 0), False),
        ("virtue", icon("virtue", ICON), p.get("virtue", 0), False),
        ("debts_unpaid", icon("debt", ICON), p.get("debts_unpaid", 0), True),
        ("workers", kit.pawn(seat, 24), p.get("workers", 0), False),
        ("placed", placed_icon(seat, ICON), placed, False)], rings)
    _captured_row(image, draw, p, box, seats, colours, language, rival is not None, rings)
    _cards(image, draw, p, box, language, rings)
    if over:
        _final(image, draw, p, (x0, y1 - OVER_H, x1, y1), language)
    return rings


def _band(image, draw, p: dict, box, seat, language, *, name, awaited, over, rank, rival, advanced, mark) -> None:
    """A panel's band: the name, the side-2 board or the Rival's difficulty, the score, the place or "to
    move", the table mark; in the player's colour when awaited or the winner (its frame: _players)."""
    x0, y0, x1, _ = box
    if awaited or (over and rank == 1):
        kit.player_band(image, draw, box, seat, BAND_H, 40)
    cy = y0 + BAND_H // 2
    right = x1 - 12
    score = p.get("score", 0)
    score_text = signed(score) if score else "0"
    kit.text(draw, (right, cy), score_text, SCORE_SIZE, bold=True, anchor="rm", role=kit.SCORE)
    right -= kit.text_width(score_text, SCORE_SIZE, True) + 6
    kit.paste(image, kit.vp(30), (right, cy), "rm")
    right -= 38
    if over and rank:
        kit.medal(draw, right, cy, rank, 30, 18)
        right -= 38
    elif awaited:
        label = word("render-architects-to-move", language)
        right -= kit.pill(draw, right, cy, label, 15, fill=HIGHLIGHT, height=26, pad=18, anchor="r") + 8
    if mark:        # the bot plays the seat, or its player is on vacation
        right -= kit.status_mark(image, draw, right, cy, mark, language, room=right - x0 - 64) + 8
    if rival is not None:
        sub = word("render-architects-rival-of", language,
                   difficulty=word(f"render-architects-difficulty-{rival.get('difficulty', '')}", language))
    elif advanced and p.get("board", "side1") != "side1":
        sub = msg(f"architects-board-{p['board']}", language)
    else:
        sub = ""
    if sub:
        kit.name(draw, (x0 + 60, y0 + 19), name, 21, bold=True, anchor="lm", width=max(60, right - x0 - 64),
                 min_size=14)
        kit.text(draw, (x0 + 60, y0 + 42), sub, 14, fill=MUTED, anchor="lm", width=max(60, right - x0 - 64),
                 min_size=11)
    else:
        kit.name(draw, (x0 + 60, cy), name, 22, bold=True, anchor="lm", width=max(60, right - x0 - 64), min_size=14)


def _slots(image, draw, box, dy: int, items, rings: dict) -> None:
    """A row of "[icon] number" items (KEY) across a panel, in equal slots (columns line up from row to
    row) or, when a number is too wide for its slot, packed with equal gaps; their boxes go to `rings`."""
    x0, y0, x1, _ = box
    room = x1 - x0 - 30
    widths = [_key_width(picture, str(value)) for _, picture, value, _ in items]
    slot = room // len(items)
    if max(widths) + 14 <= slot:
        xs = [x0 + 16 + i * slot for i in range(len(items))]
    else:
        gap = (room - sum(widths)) / max(1, len(items) - 1)
        xs = [round(x0 + 16 + sum(widths[:i]) + i * gap) for i in range(len(items))]
    for x, (key, picture, value, bad) in zip(xs, items):
        rings[key] = _key_item(image, draw, x, y0 + dy, picture, str(value), ink=_ink(value, bad))


@lru_cache(maxsize=32)
def placed_icon(seat: kit.Seat, size: int) -> Image.Image:
    """A worker out on the board: standing on a location's tile."""
    pawn = kit.pawn(seat, round(size * 0.72))
    w, h = round(size * 1.15), round(size * 1.1)
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, h - size * 0.34, w - 1, h - 1), radius=4, fill=TILE_RGB, outline=MUTED, width=2)
    image.alpha_composite(pawn, ((w - pawn.size[0]) // 2, max(0, round(h - size * 0.2) - pawn.size[1])))
    return image


def _rival_row(image, draw, box, rival: dict, language) -> None:
    """The Rival's first row: its deck and the instructions of its last card."""
    x0, y0, x1, _ = box
    cy = y0 + ROWS[0]
    count = rival.get("deck", 0)
    end = _key_item(image, draw, x0 + 16, cy, kit.deck(30), str(count), ink=_ink(count))[2]
    last = rival.get("last")
    if last:
        text = f"{word('render-architects-rival-last', language)}{kit.colon(language)} {rival_words(last, language)}"
        kit.block(draw, (end + 18, cy - 22, x1 - 14, cy + 22), text, 16, min_size=11, max_lines=2, valign="center")


def _captured_row(image, draw, p: dict, box, seats, colours, language, is_rival: bool, rings: dict) -> None:
    """The third row: the workers this player captured (their owners' colours, KEY) on the left; its hand
    (not the Rival's) and paid debts, on a wide panel also its Prison and Cathedral, on the right."""
    x0, y0, x1, _ = box
    cy = y0 + ROWS[2]
    right = x1 - 14
    stats = [] if is_rival else [("hand_size", icon("hand", ICON), f"{p.get('hand_size', 0)}/{p.get('hand_limit', 0)}",
                                  p.get("hand_size", 0))]
    stats.append(("debts_paid", icon("paid", ICON), str(p.get("debts_paid", 0)), p.get("debts_paid", 0)))
    if x1 - x0 >= WIDE:
        stats += [("cathedral", icon("cathedral", ICON), str(p.get("cathedral", 0)), p.get("cathedral", 0)),
                  ("prison", icon("prison", ICON), str(p.get("prison", 0)), p.get("prison", 0))]
    captured = _ordered(p.get("captured") or {})
    lead = word("render-architects-captured", language) + kit.colon(language)
    lead_w = kit.text_width(lead, 15, True) + 10
    # the most that fits: the lead and every number; else without the lead; else without the least
    # needed numbers (the Prison, the Cathedral, the paid debts: shown elsewhere or seldom needed)
    for keep, start in [(len(stats), lead_w), *((k, 0) for k in range(len(stats), 0, -1))]:
        used = sum(_key_width(picture, label) + 22 for _, picture, label, _ in stats[:keep])
        entries = _entries(x0 + 16 + start, cy, x1 - 14 - used - 8, captured, size=22, gap=14)
        if not entries or entries[-1][2][2] <= x1 - 14 - used - 8:
            break
    right = x1 - 14
    for key, picture, label, value in stats[:keep]:
        x = right - _key_width(picture, label)
        rings[key] = _key_item(image, draw, x, cy, picture, label, ink=_ink(value))
        right = x - 22
    if start:
        kit.text(draw, (x0 + 16, cy), lead, 15, fill=MUTED, bold=True, anchor="lm")
    if not entries:
        draw.text((x0 + 16 + lead_w, cy), "—", font=kit.font(22, True), fill=FAINT, anchor="lm")
    _draw_entries(image, draw, entries, colours)
    for colour, _, entry, _ in entries:
        rings[f"captured-{colour}"] = entry


APPRENTICE_RGB = (232, 222, 244)
BUILDING_RGB = (226, 210, 178)


def _cards(image, draw, p: dict, box, language, rings: dict) -> None:
    """The apprentices and the buildings: how many (KEY, after a lavender card fan and a house), then
    their names as chips, an apprentice's with its skills (those that do not fit: "+k")."""
    x0, y0, x1, _ = box
    draw.line((x0 + 14, y0 + ROWS[2] + 24, x1 - 14, y0 + ROWS[2] + 24), fill=LINE, width=1)
    apprentices = [(apprentice_name(c, language), _skills(c)) for c in p.get("apprentices") or []]
    buildings = [(building_name(c, language), ()) for c in p.get("buildings") or []]
    for dy, key, picture, cards, fill in (
            (ROWS[3], "apprentices", kit.deck(28, fill=APPRENTICE_RGB), apprentices, APPRENTICE_RGB),
            (ROWS[4], "buildings", icon("building", 28), buildings, BUILDING_RGB)):
        cy = y0 + dy
        rings[key] = _key_item(image, draw, x0 + 16, cy, picture, str(len(cards)), ink=_ink(len(cards)))
        _chips(image, draw, rings[key][2] + 16, cy, x1 - 14, cards, fill, language)


def _skills(card: str) -> tuple[str, ...]:
    apprentice = CONTENT.apprentice.get(card)
    return tuple(apprentice.skills) if apprentice else ()


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

def progress_alt(view: dict, language: str) -> str:
    filled, spaces = progress(view)
    return word("render-architects-alt-progress", language, filled=filled, spaces=spaces,
                resets=view.get("resets", 0))


def board_alt(view: dict, language: str, names: Callable[[int], str]) -> str:
    """A short description: the Guildhall's progress and the resets, the last move, the phase, who is
    awaited (or the final ranking), the tax stand, the workers at each location, each player's score and
    standing."""
    names = player_names(view, names, language) if not getattr(names, "visible", False) else names
    by_seat = {p["index"]: p for p in view["players"]}
    last = kit.last_move_alt(view, language)
    if view.get("over"):
        ranking = []
        rank = 1
        for group in kit.ranked(view):
            ranking.append(word("render-architects-alt-place", language, place=rank,
                                players=" = ".join(names(s) for s in group),
                                score=by_seat[group[0]].get("score", 0)))
            rank += len(group)
        return " ".join(part for part in (word("render-architects-alt-over", language, ranking=", ".join(ranking)),
                                          last) if part)
    parts = [progress_alt(view, language)]
    if last:
        parts.append(last)
    phase = _phase_label(view, language)
    if phase:
        parts.append(phase + ".")
    awaited = kit.awaited(view)
    if view.get("abandoned"):
        parts.append(word("render-alt-abandoned", language))
    elif awaited:
        parts.append(word("render-architects-alt-waiting", language, players=", ".join(names(s) for s in awaited)))
    parts.extend(kit.table_alt(view, language, names, awaited))
    parts.append(msg("render-architects-alt-tax", language,
                     silver={"key": "architects-silver", "params": {"count": view.get("tax_stand", 0)}}))
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
    right -= kit.pill(draw, right, 36, progress_words(view, language), 20, fill=CREAM, height=32, pad=26,
                      anchor="r") + 10
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
    parts = [progress_alt(view, language),
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
