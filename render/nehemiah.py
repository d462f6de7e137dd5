"""Nehemiah's pictures: the public board and one seat's private screen, drawn from engine views only.

    draw_board(view, language, names) -> (Image, alt)   public fields only (never wood, gold, VP,
                                                        gate values or sealed bids before the end)
    draw_screen(view, language, names) -> (Image, alt)  the seat of `view["me"]`

Layout of the board (1600 px wide): header (title, round, who is awaited) | the three influence
boards and the supply (decks, discard, gates) | the columns of work cards with their workers |
(variant) the leaders for hire and the auction | one panel per player. The parts that never change
for a language, player count and variant are drawn once and cached (`_static`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from PIL import Image, ImageDraw

import data
from engine.core.decisions import places

from . import kit
from .kit import INK, MUTED, FAINT, PAPER, SAND, LINE, ACCENT, HIGHLIGHT, WHITE

W = 1600
M = 24            # outer margin
G = 16            # gap between panels
INNER = W - 2 * M

BOARDS = ("wall", "temple", "guard")
ROMAN = ("I", "II", "III")
HEADER_H = kit.HEADER_H      # the board's header band (two rows: title, round | who is awaited)
SCREEN_HEADER_H = 72
BOARD_Y = HEADER_H + 12
BOARD_H = 214
SUPPLY_W = 292
BOARD_W = (INNER - SUPPLY_W - 3 * G) // 3
CARD_H = 102
CARD_GAP = 10
COLUMN_HEAD = 36
LEADERS_H = 236
HEADER_RGB = (72, 52, 36)
CREAM = (250, 238, 214)
TITLE_ICON = 48
SCORE_SIZE = 34       # the final score in a player's band: it reads in chat
SCREEN_W = 1600

# Card colours by what the card does.
WOOD_RGB = (156, 105, 56)
GOLD_RGB = (196, 150, 20)
VP_RGB = (104, 72, 160)
GATE_RGB = (140, 126, 102)
ACTION_RGB = (84, 84, 96)
GENERIC = kit.Seat(-2, (112, 102, 90), "", "circle")   # a worker in card pictograms
OTHER = kit.Seat(-3, (196, 186, 170), "", "circle")     # another player's worker in pictograms


word, msg = kit.word, kit.msg


@lru_cache(maxsize=1)
def _kinds() -> dict:
    return data.read_toml("nehemiah", "kinds.toml")["kind"]


@lru_cache(maxsize=1)
def _rules() -> dict:
    return data.read_toml("nehemiah", "rules.toml")


seats_of = kit.seats_of


def card_colour(kind: str) -> tuple[int, int, int]:
    spec = _kinds().get(kind, {})
    effect = spec.get("effect")
    if effect == "influence":
        return kit.BOARD_RGB[spec["board"]]
    if effect == "gate":
        return GATE_RGB
    if effect == "gain":
        if spec.get("vp"):
            return VP_RGB
        return WOOD_RGB if spec.get("wood") else GOLD_RGB
    return ACTION_RGB


# --- layout ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Layout:
    players: int
    columns: int
    leaders: bool
    over: bool
    column_w: int
    cards_y: int
    leaders_y: int
    players_y: int
    panel_w: int
    panel_h: int
    height: int

    def board_box(self, b: int) -> tuple[int, int, int, int]:
        x = M + b * (BOARD_W + G)
        return (x, BOARD_Y, x + BOARD_W, BOARD_Y + BOARD_H)

    def supply_box(self) -> tuple[int, int, int, int]:
        return (W - M - SUPPLY_W, BOARD_Y, W - M, BOARD_Y + BOARD_H)

    def card_box(self, c: int, p: int) -> tuple[int, int, int, int]:
        x = M + c * (self.column_w + G)
        y = self.cards_y + p * (CARD_H + CARD_GAP)
        return (x, y, x + self.column_w, y + CARD_H)

    def panel_box(self, s: int) -> tuple[int, int, int, int]:
        x = M + s * (self.panel_w + G)
        return (x, self.players_y, x + self.panel_w, self.players_y + self.panel_h)


@lru_cache(maxsize=64)
def panel_rows(players: int, leaders: bool, panel_w: int) -> tuple[tuple[str, ...], ...]:
    """The counts in a player panel, in rows: workers (behind the screen, set aside, neutral) and
    things (cubes, gates, leader cards); on one row when they fit."""
    workers = ("screen",) + (("aside",) if leaders else ()) + (("neutral",) if players == 2 else ())
    things = ("cubes", "gates") + (("leaders",) if leaders else ())
    per_row = max(3, (panel_w - 28) // 150)
    if len(workers) + len(things) <= per_row:
        return (workers + things,)
    return (workers, things)


@lru_cache(maxsize=64)
def layout(players: int, columns: int, leaders: bool, over: bool) -> Layout:
    column_w = (INNER - (columns - 1) * G) // max(1, columns)
    cards_y = BOARD_Y + BOARD_H + 20 + COLUMN_HEAD
    y = cards_y + 4 * CARD_H + 3 * CARD_GAP + 20
    leaders_y = y
    if leaders:
        y += LEADERS_H + G
    panel_w = (INNER - (players - 1) * G) // players
    rows = len(panel_rows(players, leaders, panel_w))
    panel_h = 74 + 62 * rows + (40 if leaders else 0) + (78 if over else 0)
    return Layout(players, columns, leaders, over, column_w, cards_y, leaders_y, y, panel_w, panel_h,
                  y + panel_h + M)


# --- static parts ------------------------------------------------------------------------------

COUNT_CAPTIONS = {"screen": "render-nehemiah-screen", "aside": "render-nehemiah-aside",
                  "neutral": "render-nehemiah-neutral", "cubes": "render-nehemiah-cubes",
                  "gates": "render-nehemiah-gates-held", "leaders": "render-nehemiah-leaders-held"}


def _count_icon(seat: kit.Seat, key: str) -> Image.Image:
    """The icon of one count in a player panel: workers behind the screen, set aside, neutral ..."""
    if key == "screen":
        return kit.pawn(seat, 26)
    if key == "aside":
        return kit.pawn(seat, 26, lying=True, faded=True)
    if key == "neutral":
        return kit.pawn(kit.NEUTRAL, 26, lying=True, faded=True)
    if key == "cubes":
        return kit.cube(seat, 26)
    return kit.gate(32) if key == "gates" else kit.leader(26)


def _count_col_w(lay: Layout) -> int:
    rows = panel_rows(lay.players, lay.leaders, lay.panel_w)
    return (lay.panel_w - 24) // max(3, max(len(row) for row in rows))


def _count_slots(lay: Layout, s: int) -> list[tuple[int, int, str]]:
    """(x, centre y, count) of the counts in player `s`'s panel."""
    x0, y0, _, _ = lay.panel_box(s)
    slots = []
    for r, row in enumerate(panel_rows(lay.players, lay.leaders, lay.panel_w)):
        slots += [(x0 + 14 + i * _count_col_w(lay), y0 + 86 + 62 * r, key) for i, key in enumerate(row)]
    return slots


@kit.background(maxsize=8)      # ~7 MB each; a server mostly uses one or two languages
def _static(language: str, players: int, columns: int, leaders: bool, over: bool,
            seats: tuple[kit.Seat, ...]) -> Image.Image:
    """Background, frames and fixed labels for one language / player count / variant / player
    colours (the players' bands, count icons and captions)."""
    lay = layout(players, columns, leaders, over)
    image = Image.new("RGB", (W, lay.height), SAND)
    draw = ImageDraw.Draw(image)
    kit.header_band(image, draw, msg("nehemiah-title", language), kit.gate(TITLE_ICON), fill=HEADER_RGB,
                    accent=ACCENT, ink=CREAM)
    # influence boards
    score = _rules()["players"][str(players)]["score"]
    for b, name in enumerate(BOARDS):
        x0, y0, x1, y1 = lay.board_box(b)
        kit.panel(draw, (x0, y0, x1, y1))
        colour = kit.BOARD_RGB[name]
        draw.rounded_rectangle((x0, y0, x1, y0 + 54), 14, fill=colour)
        draw.rectangle((x0, y0 + 30, x1, y0 + 54), fill=colour)
        kit.paste(image, kit.emblem(name, 40), (x0 + 12, y0 + 27), "lm")
        kit.text(draw, (x0 + 62, y0 + 27), msg(f"nehemiah-board-{name}", language), 28, fill=WHITE,
                 bold=True, anchor="lm", width=150)
        # the scoring table: VP for 1st, 2nd ... place
        x = x1 - 12
        for place in reversed(range(len(score))):
            s = str(score[place])
            w = max(30, kit.text_width(s, 20, True) + 14)
            draw.rounded_rectangle((x - w, y0 + 14, x, y0 + 40), 8, fill=kit.lighter(colour, 0.82))
            draw.text((x - w / 2, y0 + 27), s, font=kit.font(20, True), fill=kit.darker(colour, 0.5),
                      anchor="mm")
            draw.text((x - w / 2, y0 + 46), f"{place + 1}.", font=kit.font(11, True),
                      fill=kit.lighter(colour, 0.7), anchor="mm")
            x -= w + 4
        kit.paste(image, kit.vp(24), (x - 2, y0 + 27), "rm")
    # supply
    x0, y0, x1, y1 = lay.supply_box()
    kit.panel(draw, (x0, y0, x1, y1))
    kit.text(draw, (x0 + 16, y0 + 12), word("render-nehemiah-decks", language), 16, fill=MUTED,
             bold=True, width=150)
    kit.text(draw, (x1 - 16, y0 + 12), word("render-nehemiah-discard", language), 16, fill=MUTED,
             bold=True, anchor="ra", width=110)
    draw.line((x0 + 14, y0 + 128, x1 - 14, y0 + 128), fill=LINE, width=2)
    kit.text(draw, (x0 + 16, y0 + 138), word("render-nehemiah-gates", language), 16, fill=MUTED,
             bold=True, width=150)
    # column numbers
    for c in range(columns):
        x0, y0, x1, _ = lay.card_box(c, 0)
        cy = y0 - COLUMN_HEAD // 2 - 4
        draw.line((x0 + 10, cy, x1 - 10, cy), fill=LINE, width=2)
        draw.ellipse(((x0 + x1) // 2 - 17, cy - 17, (x0 + x1) // 2 + 17, cy + 17), fill=(96, 72, 50))
        draw.text(((x0 + x1) // 2, cy), str(c + 1), font=kit.font(20, True), fill=WHITE, anchor="mm")
    # leaders
    if leaders:
        y0 = lay.leaders_y
        kit.panel(draw, (M, y0, W - M, y0 + LEADERS_H))
        kit.paste(image, kit.leader(30), (M + 16, y0 + 26), "lm")
        kit.text(draw, (M + 56, y0 + 26), word("render-nehemiah-leaders", language), 22, bold=True,
                 anchor="lm", width=250)
    # player panels: their colour band, the icons and captions of their counts
    for s, seat in enumerate(seats):
        kit.panel(draw, lay.panel_box(s))
        kit.player_band(image, draw, lay.panel_box(s), seat, 56, 42, inset=12)
        for cx, y, key in _count_slots(lay, s):
            icon, caption = _count_icon(seat, key), COUNT_CAPTIONS[key]
            kit.paste(image, icon, (cx, y), "lm")
            kit.text(draw, (cx, y + 27), word(caption, language), 14, fill=MUTED, anchor="lm",
                     width=_count_col_w(lay) - 10)
    return image


# --- card faces (cached per kind, language and width) -------------------------------------------

def _cost_gain(image, draw, x, y, spec: dict, size: int = 24) -> int:
    """Cost icons, an arrow, then what the card gives; returns the end x."""
    cost = spec.get("cost") or {}
    for resource, icon in (("wood", kit.wood), ("gold", kit.gold)):
        if cost.get(resource):
            x = kit.icon_row(image, draw, x, y, icon(size), cost[resource], size=size - 4, gap=2) + 7
    if cost:
        kit.paste(image, kit.arrow(size - 6), (x, y), "lm")
        x += size - 2
    effect = spec.get("effect")
    if effect == "gain":
        for resource, icon in (("wood", kit.wood), ("gold", kit.gold), ("vp", kit.vp)):
            if spec.get(resource):
                x = kit.icon_row(image, draw, x, y, icon(size), spec[resource], size=size - 4, gap=2) + 7
    elif effect == "influence":
        kit.paste(image, kit.emblem(spec["board"], size + 2), (x, y), "lm")
        x += size + 5
        cubes = spec.get("cubes", 1)
        if cubes > 1:
            draw.text((x, y), f"×{cubes}", font=kit.font(size - 4, True), fill=MUTED, anchor="lm")
            x += kit.text_width(f"×{cubes}", size - 4, True) + 4
    elif effect == "gate":
        kit.paste(image, kit.gate(size + 2), (x, y), "lm")
        x += size + 6
    return x


def _pictogram(image, draw, x, y, kind: str, spec: dict, size: int = 24) -> None:
    effect = spec.get("effect")
    standing = kit.pawn(GENERIC, round(size * 0.8))
    lying = kit.pawn(GENERIC, round(size * 0.8), lying=True, faded=True)
    times = f"×{spec['count']}" if spec.get("count") else ""
    if effect in ("gain", "influence", "gate"):
        _cost_gain(image, draw, x, y, spec, size)
        return
    if effect == "refresh":
        parts = [lying, kit.arrow(size - 6), standing]
    elif effect == "place":
        parts = ["+", standing]
    elif effect == "place_any":
        parts = ["+", standing, kit.arrow(size - 6), _mini_card(size, dashed=True)]
    elif effect == "replace":
        parts = [kit.pawn(OTHER, round(size * 0.8)), kit.arrow(size - 6), standing]
    elif effect == "swap_workers":
        parts = [standing, "⇄", standing]
    elif effect == "swap_cards":
        parts = [_mini_card(size), "⇄", _mini_card(size)]
    elif effect == "use_occupied":
        parts = [kit.gold(size), "1", kit.arrow(size - 6), _mini_card(size, worker=True)]
    else:
        parts = []
    if times:
        parts.append(times)
    for part in parts:
        if isinstance(part, str):
            draw.text((x, y), part, font=kit.font(size - 2, True), fill=MUTED, anchor="lm")
            x += kit.text_width(part, size - 2, True) + 5
        else:
            kit.paste(image, part, (x, y), "lm")
            x += part.size[0] + 5


@lru_cache(maxsize=16)
def _mini_card(size: int, dashed: bool = False, worker: bool = False) -> Image.Image:
    w, h = round(size * 0.8), size
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    if dashed:
        kit.dashed_rectangle(draw, (1, 1, w - 2, h - 2), fill=MUTED, dash=4, gap=3, width=2)
    else:
        draw.rounded_rectangle((1, 1, w - 2, h - 2), 3, fill=(250, 244, 230), outline=MUTED, width=2)
    if worker:
        kit.paste(image, kit.pawn(GENERIC, round(w * 0.6)), (w / 2, h / 2), "mm")
    return image


SLOT_W = 78   # the worker's place on the right of a card


def _nobreak(name: str) -> str:
    return name.replace(" ×", "\u00a0×").replace(" VP", "\u00a0VP")


@lru_cache(maxsize=128)
def card_face(kind: str, language: str, width: int) -> Image.Image:
    """A work card without its position number and worker, on the sand background (pasted without
    a mask)."""
    image = Image.new("RGB", (width, CARD_H), SAND)
    draw = ImageDraw.Draw(image)
    colour = card_colour(kind)
    draw.rounded_rectangle((1, 2, width - 1, CARD_H - 1), 12, fill=kit.mix(SAND, INK, 0.12))
    draw.rounded_rectangle((0, 0, width - 2, CARD_H - 3), 12, fill=PAPER, outline=kit.darker(colour, 0.1),
                           width=2)
    draw.rounded_rectangle((0, 0, 34, CARD_H - 3), 12, fill=colour)
    draw.rectangle((20, 0, 34, CARD_H - 3), fill=colour)
    name = _nobreak(msg(f"nehemiah-card-{kind}", language))
    kit.block(draw, (44, 8, width - SLOT_W - 4, 58), name, 21, bold=True, min_size=15, max_lines=2,
              valign="center")
    hint = 22 if width < 340 else 24
    _pictogram(image, draw, 44, 78, kind, _kinds().get(kind, {}), hint)
    # the worker's place
    sx, sy = slot_centre(width)
    draw.ellipse((sx - 29, sy - 29, sx + 29, sy + 29), fill=kit.mix(PAPER, SAND, 0.7))
    return image


def slot_centre(width: int) -> tuple[int, int]:
    return width - SLOT_W // 2 - 4, CARD_H // 2 - 1


# --- the board ---------------------------------------------------------------------------------

_ranked, _awaited = kit.ranked, kit.awaited


def draw_board(view: dict, language: str, names: Callable[[int], str]) -> tuple[Image.Image, str]:
    names = kit.shown_names(names, language)
    players = view["players"]
    n = len(players)
    columns = view["columns"]
    leaders_on = bool(view.get("variant", {}).get("leaders"))
    over = bool(view.get("over"))
    lay = layout(n, len(columns), leaders_on, over)
    seats = seats_of(view)
    image = _static(language, n, len(columns), leaders_on, over, tuple(seats)).copy()
    draw = ImageDraw.Draw(image)
    awaited = [] if over or view.get("abandoned") else _awaited(view)

    _header(image, draw, view, language, names, seats, awaited)
    _boards(image, draw, view, lay, seats)
    _supply(image, draw, view, lay, language)
    _columns(image, draw, view, lay, language, seats)
    if leaders_on and view.get("leaders") is not None:
        _leaders(image, draw, view, lay, language, names, seats)
    _players(image, draw, view, lay, language, names, seats, awaited)
    return image, board_alt(view, language, names)


def _header(image, draw, view, language, names, seats, awaited) -> None:
    x = kit.header_start(msg("nehemiah-title", language), kit.gate(TITLE_ICON))
    rnd = word("render-nehemiah-round", language, round=ROMAN[min(3, max(1, view["round"])) - 1])
    x = kit.header_pill(draw, x, rnd, fill=CREAM, ink=HEADER_RGB, role="round")
    if view.get("final_turns") is not None and not view.get("over") and not view.get("abandoned"):
        text = word("render-nehemiah-final-turns", language, turns=view["final_turns"])
        x = kit.header_pill(draw, x, text, fill=HIGHLIGHT, role="phase")
    # the second row: who is awaited, or the winners
    kit.header_status(image, draw, view, M, W - M, "nehemiah", language, seats, names, awaited)


def _boards(image, draw, view, lay: Layout, seats) -> None:
    n = len(seats)
    for b, name in enumerate(BOARDS):
        x0, y0, x1, y1 = lay.board_box(b)
        counts = view["boards"][name]
        best = max(counts) if counts else 0
        top = y0 + 62
        row_h = min(44, (y1 - 10 - top) // n)
        colour = kit.BOARD_RGB[name]
        cube = min(26, row_h - 8)
        for s, seat in enumerate(seats):
            cy = top + s * row_h + row_h // 2
            count = counts[s]
            if best and count == best:
                draw.rounded_rectangle((x0 + 8, cy - row_h // 2 + 2, x1 - 8, cy + row_h // 2 - 2), 8,
                                       fill=kit.lighter(colour, 0.84))
            kit.paste(image, kit.badge(seat, min(30, row_h - 6)), (x0 + 16, cy), "lm")
            x = x0 + 56
            step = min(cube + 2, (x1 - x0 - 56 - 56) // 11)
            for i in range(count):
                kit.paste(image, kit.cube(seat, cube, letter=False), (x + i * step, cy), "lm")
            draw.text((x1 - 18, cy), str(count), font=kit.font(min(26, row_h - 8), True),
                      fill=INK if count else FAINT, anchor="rm")


def _supply(image, draw, view, lay: Layout, language) -> None:
    x0, y0, x1, y1 = lay.supply_box()
    current = view["round"]
    decks = view["decks"]
    slot = (x1 - x0 - 24) // 4
    for i, count in enumerate(list(decks) + [view["discard"]]):
        cx = x0 + 12 + slot * i + slot // 2
        discard = i == 3
        active = not discard and i + 1 == current and not view.get("over")
        if active:
            draw.rounded_rectangle((cx - slot // 2 + 3, y0 + 38, cx + slot // 2 - 3, y0 + 120), 10,
                                   fill=kit.lighter(HIGHLIGHT, 0.75))
        fill = (226, 214, 190) if discard else (236, 226, 206)
        kit.paste(image, kit.deck(44, fill), (cx, y0 + 66), "mm")
        if not discard:
            draw.text((cx - 2, y0 + 70), ROMAN[i], font=kit.font(15, True), fill=(96, 72, 50), anchor="mm")
        draw.text((cx, y0 + 106), str(count), font=kit.font(22, True), fill=INK if count else FAINT,
                  anchor="mm")
    # gates
    left = view.get("gates_left", 0)
    gy = y0 + 182
    x = kit.icon_row(image, draw, x0 + 16, gy, kit.gate(40, faded=not left), left, size=26, gap=8)
    x += 18
    nxt = view.get("next_gate")
    if nxt is not None:
        kit.text(draw, (x, gy), word("render-nehemiah-next", language), 17, fill=MUTED, anchor="lm",
                 width=80)
        x += min(80, kit.text_width(word("render-nehemiah-next", language), 17)) + 8
        kit.icon_row(image, draw, x, gy, kit.vp(28), nxt, size=24, gap=5)
    else:
        kit.text(draw, (x, gy), word("render-nehemiah-none-left", language), 17, fill=MUTED, anchor="lm",
                 width=x1 - x - 12)


def _columns(image, draw, view, lay: Layout, language, seats) -> None:
    for c, column in enumerate(view["columns"]):
        if not column:
            x0, y0, _, _ = lay.card_box(c, 0)
            _, _, x1, y1 = lay.card_box(c, 3)
            key = "render-nehemiah-removed" if column is None else "render-nehemiah-dealing"
            kit.dashed_rectangle(draw, (x0 + 4, y0 + 4, x1 - 4, y1 - 4), fill=FAINT, width=3)
            cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
            draw.line((cx - 40, cy - 80, cx + 40, cy), fill=FAINT, width=6)
            draw.line((cx - 40, cy, cx + 40, cy - 80), fill=FAINT, width=6)
            kit.text(draw, (cx, cy + 40), word(key, language), 24, fill=MUTED, bold=True, anchor="mm",
                     width=x1 - x0 - 30)
            continue
        for p, slot in enumerate(column):
            x0, y0, x1, y1 = lay.card_box(c, p)
            image.paste(card_face(slot["kind"], language, lay.column_w), (x0, y0))
            draw.text((x0 + 17, y0 + CARD_H // 2 - 1), str(p + 1), font=kit.font(22, True),
                      fill=kit.on_colour(card_colour(slot["kind"])), anchor="mm")
            worker = slot.get("worker")
            if worker is not None:
                seat = kit.NEUTRAL if worker.get("neutral") else seats[worker["seat"]]
                sx, sy = slot_centre(lay.column_w)
                if worker.get("exhausted"):
                    kit.paste(image, kit.pawn(seat, 44, lying=True, faded=True), (x0 + sx, y0 + sy + 8),
                              "mm")
                else:
                    kit.paste(image, kit.pawn(seat, 44), (x0 + sx, y0 + sy), "mm")


def _leader_name(card: str, language: str) -> str:
    return msg(f"nehemiah-leader-{card}", language)


@lru_cache(maxsize=128)
def leader_card(card: str, language: str, width: int, height: int, state: str = "",
                background=PAPER) -> Image.Image:
    """A leader card with its name and text; `state` "auction" marks the card up for bids."""
    image = Image.new("RGB", (width, height), background)
    draw = ImageDraw.Draw(image)
    auction = state == "auction"
    band = HIGHLIGHT if auction else (120, 80, 44)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), 12, fill=(250, 242, 226),
                           outline=band if auction else (150, 110, 70), width=4 if auction else 2)
    draw.rounded_rectangle((0, 0, width - 1, 42), 12, fill=band)
    draw.rectangle((0, 26, width - 1, 42), fill=band)
    kit.paste(image, kit.leader(22), (10, 21), "lm")
    kit.text(draw, (40, 21), _leader_name(card, language), 19, fill=INK if auction else WHITE,
             bold=True, anchor="lm", width=width - 50, min_size=13)
    kit.block(draw, (12, 50, width - 12, height - 8), msg(f"nehemiah-leader-{card}-text", language), 17,
              fill=INK, min_size=12, max_lines=6)
    return image


def _bid(image, draw, x: int, y: int, seat: kit.Seat, bid, *, size: int = 18) -> int:
    """A bid: workers, wood, gold as icons with numbers (a part not chosen yet: a pending mark)."""
    icons = (kit.pawn(seat, size - 2), kit.wood(size - 2), kit.gold(size))
    for i, icon in enumerate(icons):
        if i < len(bid):
            x = kit.icon_row(image, draw, x, y, icon, bid[i], size=size, gap=3) + 12
        else:
            kit.paste(image, icon, (x, y), "lm")
            x += icon.size[0] + 3
            kit.paste(image, kit.pending(size), (x, y), "lm")
            x += size + 12
    return x


def _leaders(image, draw, view, lay: Layout, language, names, seats) -> None:
    info = view["leaders"]
    y0 = lay.leaders_y
    left_w = 400
    x = M + 16
    kit.text(draw, (M + left_w - 14, y0 + 26), word("render-nehemiah-leader-deck", language,
                                                      deck=info["deck"]),
             16, fill=MUTED, anchor="rm", width=120)
    auction = info.get("auction")
    y = y0 + 64
    if auction:
        opener = auction["opener"]
        up = word("render-nehemiah-up-for-bids", language) + kit.colon(language)
        kit.text(draw, (x, y), up, 18, bold=True, anchor="lm", width=170)
        tx = x + min(170, kit.text_width(up, 18, True)) + 10
        kit.text(draw, (tx, y), _leader_name(auction["leader"], language), 18, bold=True,
                 fill=ACCENT, anchor="lm", width=M + left_w - 14 - tx)
        y += 30
        opened = word("render-nehemiah-opened-by", language)
        kit.text(draw, (x, y), opened, 16, fill=MUTED, anchor="lm", width=130)
        tx = x + min(130, kit.text_width(opened, 16)) + 8
        kit.paste(image, kit.badge(seats[opener], 24), (tx, y), "lm")
        kit.name(draw, (tx + 30, y), names(opener), 16, anchor="lm", width=M + left_w - 14 - tx - 30)
        y += 32
        bids_in = set(auction.get("bids_in") or [])
        for i, seat in enumerate(seats):
            bx = x + i * 66
            kit.paste(image, kit.badge(seat, 28), (bx, y), "lm")
            kit.paste(image, kit.check(22) if seat.index in bids_in else kit.pending(22), (bx + 31, y), "lm")
    else:
        kit.text(draw, (x, y), word("render-nehemiah-no-auction", language), 17, fill=MUTED, anchor="lm",
                 width=left_w - 30)
    last = info.get("last")
    if last:
        y = y0 + 158
        winner = last.get("winner")
        label = f"{word('render-nehemiah-last-auction', language)}: {_leader_name(last['leader'], language)}"
        kit.text(draw, (x, y), label, 16, fill=MUTED, bold=True, anchor="lm", width=left_w - 30)
        bids = last.get("bids") or []
        half = (left_w - 24) // 2
        for s, bid in enumerate(bids):
            bx = x + (s % 2) * half
            by = y + 28 + (s // 2) * 28
            if s == winner:
                draw.rounded_rectangle((bx - 5, by - 13, bx + half - 8, by + 13), 8,
                                       fill=kit.lighter(HIGHLIGHT, 0.6))
            kit.paste(image, kit.badge(seats[s], 22), (bx, by), "lm")
            _bid(image, draw, bx + 28, by, seats[s], bid, size=17)
    draw.line((M + left_w, y0 + 14, M + left_w, y0 + LEADERS_H - 14), fill=LINE, width=2)
    # the cards: the one up for bids first
    cards = []
    if auction:
        cards.append((auction["leader"], "auction"))
    cards += [(card, "") for card in info.get("face_up") or []]
    area_x0 = M + left_w + 14
    area_w = W - M - 14 - area_x0
    if not cards:
        return
    card_w = min(250, (area_w - (len(cards) - 1) * 12) // len(cards))
    for i, (card, state) in enumerate(cards):
        cx = area_x0 + i * (card_w + 12)
        image.paste(leader_card(card, language, card_w, LEADERS_H - 28, state), (cx, y0 + 14))


def _players(image, draw, view, lay: Layout, language, names, seats, awaited) -> None:
    over = bool(view.get("over"))
    ranking = _ranked(view) if over else []
    place = places(ranking)
    secret = {entry["seat"] for entry in view.get("awaiting") or [] if entry.get("secret")}
    columns = part_columns(view)
    # what _static() is keyed by (the layout follows from it)
    background = (language, lay.players, len(view["columns"]), lay.leaders, over, tuple(seats))
    for p in view["players"]:
        s = p["seat"]
        x0, y0, x1, y1 = box = lay.panel_box(s)
        # everything _player() reads besides p, the box, the layout, the seats and the language
        shown = {"name": names(s), "awaited": s in awaited, "secret": s in secret,
                 "start": s == view.get("start_player"), "over": over, "rank": place.get(s, 0),
                 "columns": columns, "mark": kit.seat_status(view, s)}
        if lay.players < 3:
            # two players: the turn passes on every move and changes both panels, so keeping them
            # costs more (crop, key) than the few panels it saves
            _player(image, draw, p, box, lay, seats, language, **shown)
            continue
        # the panel and its highlight frame (3 px out): nothing else draws there
        key = ("nehemiah-panel", background, kit.frozen((p, shown)))
        kit.region(image, (x0 - 3, y0 - 3, x1 + 4, y1 + 4), key,
                   lambda: _player(image, draw, p, box, lay, seats, language, **shown))


def _player(image, draw, p: dict, box, lay: Layout, seats, language, *, name: str, awaited: bool,
            secret: bool, start: bool, over: bool, rank: int, columns: tuple[str, ...],
            mark: str | None = None) -> None:
    """One player's panel over its background; reads nothing but its arguments (its region key)."""
    s = p["seat"]
    seat = seats[s]
    leaders_on = lay.leaders
    x0, y0, x1, y1 = box
    if awaited or (over and rank == 1):
        frame = HIGHLIGHT if awaited else (214, 168, 20)
        draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), 16, outline=frame, width=6)
        kit.player_band(image, draw, box, seat, 56, 42, inset=12)      # over the frame (else it is in the background)
    pills = []
    if over:
        pills = []
    elif awaited:
        pills.append((word("render-nehemiah-bidding" if secret else "render-nehemiah-to-move",
                           language), HIGHLIGHT, INK))
    if start and not over:
        pills.append((word("render-nehemiah-start", language), (96, 72, 50), WHITE))
    right = x1 - 12
    for text, fill, ink in pills:
        right -= kit.pill(draw, right, y0 + 28, text, 15, fill=fill, ink=ink, max_w=140, anchor="r") + 6
    if over:
        total = str(p.get("vp", 0))
        tw = kit.text_width(total, SCORE_SIZE, True)
        kit.text(draw, (right, y0 + 28), total, SCORE_SIZE, bold=True, anchor="rm", role=kit.SCORE)
        kit.paste(image, kit.vp(30), (right - tw - 6, y0 + 28), "rm")
        right -= tw + 44
        kit.medal(draw, right, y0 + 28, rank, 34, 20)
        right -= 42
    if mark:        # the bot plays the seat, or its player is on vacation
        right -= kit.status_mark(image, draw, right, y0 + 28, mark, language, room=right - x0 - 70) + 6
    kit.name(draw, (x0 + 62, y0 + 28), name, 24, bold=True, anchor="lm",
             width=max(60, right - x0 - 70), min_size=18)
    # counts in rows (their icons and captions are in the static background)
    counts = {"screen": p["workers"], "aside": p["set_aside"], "neutral": p["neutral"],
              "cubes": p["cubes_supply"], "gates": p["gates"], "leaders": len(p.get("leaders") or [])}
    for cx, cy, key in _count_slots(lay, s):
        x = cx + _count_icon(seat, key).size[0] + 8
        kit.number(draw, x, cy, counts[key], size=26, show_zero=False)
    y = y0 + 86 + 62 * len(panel_rows(lay.players, leaders_on, lay.panel_w))
    if leaders_on:
        held = p.get("leaders") or []
        cx = x0 + 14
        ly = y - 6
        for card in held:
            title = _leader_name(card, language)
            w = min(x1 - 14 - cx, kit.text_width(title, 15, True) + 20)
            if w < 50:
                break
            draw.rounded_rectangle((cx, ly - 14, cx + w, ly + 14), 10, fill=(120, 80, 44))
            kit.text(draw, (cx + w / 2, ly), title, 15, fill=WHITE, bold=True, anchor="mm", width=w - 14)
            cx += w + 6
        y += 40
    if over:
        parts = p.get("vp_parts") or {}
        icons = {"influence": kit.cube(seat, 22, letter=False), "gates": kit.gate(26),
                 "cards": kit.deck(26), "leaders": kit.leader(22), "wood": kit.wood(20),
                 "gold": kit.gold(22)}
        shown = [(icons.get(k, kit.vp(20)), v) for k, v in _parts(parts, columns)]
        draw.line((x0 + 14, y - 18, x1 - 14, y - 18), fill=LINE, width=2)
        kit.text(draw, (x0 + 14, y), word("render-nehemiah-final", language), 14, fill=MUTED,
                 anchor="lm", width=x1 - x0 - 28)
        step = (x1 - x0 - 28) // max(1, len(shown))
        for i, (icon, value) in enumerate(shown):
            kit.icon_row(image, draw, x0 + 14 + i * step, y + 28, icon, value, size=20, gap=4)


PART_ORDER = ("influence", "gates", "cards", "leaders", "wood", "gold")


def part_columns(view: dict) -> tuple[str, ...]:
    """The VP sources of the final score, the same for every player: influence and gates always,
    the others when any player has them (in PART_ORDER, then any unknown ones)."""
    present = {k for p in view["players"] for k in (p.get("vp_parts") or {})}
    known = [k for k in PART_ORDER if k in present or k in ("influence", "gates")]
    others = sorted(k for k in present if k not in PART_ORDER)
    return tuple(known + others)


def _parts(parts: dict, columns: tuple[str, ...] | None = None) -> list[tuple[str, int]]:
    """VP by source in a fixed order: `columns` (a missing one is 0), or by default influence and
    gates always, the others when present."""
    if columns is not None:
        return [(k, parts.get(k, 0)) for k in columns]
    known = [(k, parts.get(k, 0)) for k in PART_ORDER if k in parts or k in ("influence", "gates")]
    return known + [(k, v) for k, v in parts.items() if k not in PART_ORDER]


# --- alt text ----------------------------------------------------------------------------------

def board_alt(view: dict, language: str, names: Callable[[int], str]) -> str:
    """A short description: round, who is awaited (or the final ranking), who leads each board."""
    names = kit.shown_names(names, language)
    parts = []
    if view.get("over"):
        by_seat = {p["seat"]: p for p in view["players"]}
        place = places(_ranked(view))
        ranking = ", ".join(
            word("render-nehemiah-alt-place", language, place=place[group[0]],
                 players=" = ".join(names(s) for s in group), vp=by_seat[group[0]].get("vp", 0))
            for group in _ranked(view))
        parts.append(word("render-nehemiah-alt-over", language, round=view["round"], ranking=ranking))
    else:
        parts.append(word("render-nehemiah-alt-round", language, round=view["round"]))
        awaited = _awaited(view)
        if view.get("abandoned"):
            parts.append(word("render-alt-abandoned", language))
        elif awaited:
            parts.append(word("render-nehemiah-alt-waiting", language,
                              players=", ".join(names(s) for s in awaited)))
        parts.extend(kit.table_alt(view, language, names, awaited))
    boards = []
    for name in BOARDS:
        counts = view["boards"][name]
        best = max(counts) if counts else 0
        board_name = msg(f"nehemiah-board-{name}", language)
        if best:
            leaders = [names(s) for s, c in enumerate(counts) if c == best]
            boards.append(word("render-nehemiah-alt-lead", language, board=board_name,
                               players=", ".join(leaders), count=len(leaders), cubes=best))
        else:
            boards.append(word("render-nehemiah-alt-empty", language, board=board_name))
    parts.append("; ".join(boards) + ".")
    columns = view["columns"]
    removed = sum(1 for c in columns if c is None)
    parts.append(word("render-nehemiah-alt-columns", language, columns=len(columns) - removed,
                      removed=removed))
    if not view.get("over"):
        parts.append(word("render-nehemiah-alt-gates", language, gates=view.get("gates_left", 0)))
    auction = (view.get("leaders") or {}).get("auction")
    if auction:
        parts.append(word("render-nehemiah-alt-auction", language,
                          leader=_leader_name(auction["leader"], language),
                          bids=len(auction.get("bids_in") or []), players=len(view["players"])))
    return " ".join(parts)


# --- the private screen ------------------------------------------------------------------------

def draw_screen(view: dict, language: str, names: Callable[[int], str]) -> tuple[Image.Image, str]:
    names = kit.shown_names(names, language)
    me = view.get("me")
    if me is None:
        raise ValueError("screen() needs a seat's view: engine.view(state, seat)")
    p = view["players"][me]
    seats = seats_of(view)
    seat = seats[me]
    leaders_on = bool(view.get("variant", {}).get("leaders"))
    held = list(p.get("leaders") or [])
    auction = (view.get("leaders") or {}).get("auction") or {}
    my_bid = auction.get("my_bid")
    top_h, mid_h, card_h = 190, 150, 180
    height = SCREEN_HEADER_H + 20 + top_h + G + mid_h + (G + 36 + (card_h if held else 50) if leaders_on else 0) + M
    image = Image.new("RGB", (SCREEN_W, height), SAND)
    draw = ImageDraw.Draw(image)
    # header in the player's colour
    draw.rectangle((0, 0, SCREEN_W, SCREEN_HEADER_H), fill=kit.darker(seat.colour, 0.45))
    kit.paste(image, kit.badge(seat, 46), (M, SCREEN_HEADER_H // 2), "lm")
    kit.name(draw, (M + 60, SCREEN_HEADER_H // 2), names(me), 30, fill=WHITE, bold=True, anchor="lm", width=640)
    rnd = word("render-nehemiah-round", language, round=ROMAN[min(3, max(1, view["round"])) - 1])
    w = kit.pill(draw, SCREEN_W - M, 36, rnd, 20, fill=(250, 238, 214), height=32, pad=26, anchor="r")
    kit.text(draw, (SCREEN_W - M - w - 20, SCREEN_HEADER_H // 2), word("render-nehemiah-your-screen", language), 20,
             fill=(240, 230, 214), anchor="rm", width=620)
    # resources and VP
    y0 = SCREEN_HEADER_H + 20
    kit.panel(draw, (M, y0, SCREEN_W - M, y0 + top_h))
    x = M + 28
    cy = y0 + 62
    for icon, value in ((kit.wood(56), p.get("wood", 0)), (kit.gold(56), p.get("gold", 0)),
                        (kit.vp(56), p.get("vp", 0))):
        x = kit.icon_row(image, draw, x, cy, icon, value, size=48, gap=12) + 56
    resources_end = x
    parts = p.get("vp_parts") or {}
    icons = {"influence": kit.cube(seat, 22, letter=False), "gates": kit.gate(26), "cards": kit.deck(26),
             "leaders": kit.leader(22), "wood": kit.wood(20), "gold": kit.gold(22)}
    shown = _parts(parts)
    if shown:
        kit.text(draw, (M + 28, y0 + 122), word("render-nehemiah-vp", language), 15, fill=MUTED, bold=True,
                 anchor="lm", width=80)
        for i, (key, value) in enumerate(shown):
            kit.icon_row(image, draw, M + 28 + i * 76, y0 + 154, icons.get(key, kit.vp(20)), value, size=20,
                         gap=4)
    # gates with their values
    gx = max(resources_end, M + 560)
    kit.text(draw, (gx, y0 + 26), word("render-nehemiah-gates", language), 18, fill=MUTED, bold=True,
             anchor="lm", width=300)
    values = p.get("gate_values") or []
    if not values:
        kit.text(draw, (gx, cy + 20), word("render-nehemiah-no-gates", language), 20, fill=FAINT,
                 anchor="lm", width=360)
    for i, value in enumerate(values[:8]):
        bx = gx + i * 80
        kit.paste(image, kit.gate(56), (bx, cy + 12), "lm")
        kit.icon_row(image, draw, bx + 2, cy + 72, kit.vp(22), value, size=20, gap=4)
    # one's own sealed bid, while bids are being made
    if my_bid:
        bx = SCREEN_W - M - 340
        draw.line((bx - 24, y0 + 16, bx - 24, y0 + top_h - 16), fill=LINE, width=2)
        kit.text(draw, (bx, y0 + 26), word("render-nehemiah-your-bid", language), 18, fill=MUTED, bold=True,
                 anchor="lm", width=310)
        kit.text(draw, (bx, y0 + 56), _leader_name(auction["leader"], language), 20, fill=ACCENT, bold=True,
                 anchor="lm", width=310)
        _bid(image, draw, bx, y0 + 110, seat, my_bid, size=30)
    # workers and cubes
    y1 = y0 + top_h + G
    kit.panel(draw, (M, y1, SCREEN_W - M, y1 + mid_h))
    kit.text(draw, (M + 28, y1 + 26), word("render-nehemiah-workers", language), 18, fill=MUTED, bold=True,
             anchor="lm", width=300)
    x = M + 28
    wy = y1 + 90
    kit.text(draw, (x, wy + 36), word("render-nehemiah-screen", language), 15, fill=MUTED, anchor="lm",
             width=300)
    if not p["workers"]:
        ghost = kit.Seat(-4, kit.lighter(seat.colour, 0.7), "", seat.shape)
        kit.paste(image, kit.pawn(ghost, 40), (x, wy), "lm")
        x += 46
    for _ in range(min(p["workers"], 12)):
        kit.paste(image, kit.pawn(seat, 40), (x, wy), "lm")
        x += 46
    draw.text((x + 6, wy), f"{p['workers']}", font=kit.font(30, True), fill=INK if p["workers"] else FAINT,
              anchor="lm")
    x += 6 + kit.text_width(f"{p['workers']}", 30, True) + 40
    x = max(x, M + 420)
    items = []
    if leaders_on:
        items.append((kit.pawn(seat, 34, lying=True, faded=True), p.get("set_aside", 0),
                      "render-nehemiah-aside"))
    if view["players_count"] == 2:
        items.append((kit.pawn(kit.NEUTRAL, 34, lying=True, faded=True), p.get("neutral", 0),
                      "render-nehemiah-neutral"))
    items += [(kit.cube(seat, 34), p["cubes_supply"], "render-nehemiah-cubes"),
              (kit.gate(38), p["gates"], "render-nehemiah-gates-held")]
    step = max(150, (SCREEN_W - M - 20 - x) // max(1, len(items)))
    for icon, count, key in items:
        kit.icon_row(image, draw, x, wy, icon, count, size=30, gap=8, show_zero=False)
        kit.text(draw, (x, wy + 36), word(key, language), 15, fill=MUTED, anchor="lm", width=step - 16)
        x += step
    # leader cards with their texts
    if leaders_on:
        y2 = y1 + mid_h + G
        kit.text(draw, (M + 4, y2 + 16), word("render-nehemiah-your-leaders", language), 18, fill=MUTED,
                 bold=True, anchor="lm", width=400)
        if not held:
            kit.text(draw, (M + 4, y2 + 36 + 40), word("render-nehemiah-no-leaders", language), 20,
                     fill=FAINT, anchor="lm", width=600)
        card_w = min(300, (SCREEN_W - 2 * M - 12 * max(0, len(held) - 1)) // max(1, len(held)))
        for i, card in enumerate(held):
            image.paste(leader_card(card, language, card_w, card_h, "", SAND),
                        (M + i * (card_w + 12), y2 + 36))
    return image, screen_alt(view, language, names)


def screen_alt(view: dict, language: str, names: Callable[[int], str]) -> str:
    names = kit.shown_names(names, language)
    me = view["me"]
    p = view["players"][me]
    gates = "+".join(str(v) for v in p.get("gate_values") or []) or "0"
    leaders = ", ".join(_leader_name(c, language) for c in p.get("leaders") or []) or "0"
    text = word("render-nehemiah-alt-screen", language, player=names(me), wood=p.get("wood", 0),
                gold=p.get("gold", 0), vp=p.get("vp", 0), workers=p["workers"], gates=gates, leaders=leaders)
    return word("render-nehemiah-alt-round", language, round=view["round"]) + " " + text
