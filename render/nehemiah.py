"""Nehemiah's pictures: the public board and one seat's private screen, drawn from engine views only.

    draw_board(view, language, names) -> (Image, alt)   public fields only (never wood, gold, VP,
                                                        gate values or sealed bids before the end)
    draw_screen(view, language, names) -> (Image, alt)  the seat of `view["me"]`

Layout of the board (1600 px wide): header (title, round | who is awaited | the last move) | the three
influence boards and the supply (decks, discard, gates) | the columns of work cards with their workers
| (variant) the leaders: a strip with the deck and the last auction's bids, taller with the cards up
for hire while an auction is on | one panel per player. Every number a player needs at a glance (cubes
on each board, cards left in the decks, gates left, free cards per column, the auction's bids, a
player's workers, cubes, gates, leaders, and at the end their wood and gold) is a kit.KEY text of
kit.READABLE px: it reads when the picture is shown 550 px wide in chat. What changed since the
previous picture (view["before"]) is ringed in its owner's colour (kit.changed). The parts that never
change for a language, player count and variant are drawn once and cached (`_static`).
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
HEADER_H = kit.HEADER_H      # the board's header band (title, round | who is awaited | the last move)
SCREEN_HEADER_H = 72
KEY = kit.KEY
KEY_SIZE = kit.READABLE      # the numbers a player needs at a glance: they read in chat
BOARD_Y = HEADER_H + 12
BOARD_TOP = 62        # an influence board's coloured band and the gap under it
BOARD_ROW = 44        # a player's row on an influence board
SUPPLY_H = 216        # the least height of the boards' row: the supply's decks and gates
SUPPLY_W = 292
BOARD_W = (INNER - SUPPLY_W - 3 * G) // 3
CARD_H = 102
CARD_GAP = 10
COLUMN_HEAD = 44
FREE_W = 130          # the right end of a column's head: how many of its cards are free
LEADERS_SHORT = 126   # the leaders' strip while no leader card is up for hire (most of the game)
LEADERS_TALL = 292    # ... while an auction is on: the cards up for hire with their texts
INFO_W = 500          # the tall strip's left part: the deck, the auction, the last auction's bids
BIDS_IN_Y = 156       # ... its row of who has bid (from the strip's top)
BID_ICON = 24         # the icons of a bid before its KEY numbers
PANEL_BAND = 56
COUNT_TOP = 90        # the centre of a player panel's first row of counts, from its top
COUNT_ROW = 64
COUNT_MIN_W = 118     # the least width of one count (icon, number, caption) in a panel
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
    auction: bool         # leader cards are up for hire: the tall leaders' strip
    board_h: int
    column_w: int
    cards_y: int
    leaders_y: int
    leaders_h: int
    players_y: int
    panel_w: int
    panel_h: int
    height: int

    def board_box(self, b: int) -> tuple[int, int, int, int]:
        x = M + b * (BOARD_W + G)
        return (x, BOARD_Y, x + BOARD_W, BOARD_Y + self.board_h)

    def board_row(self, b: int, s: int) -> tuple[int, int, int, int]:
        """Player `s`'s row on influence board `b` (its cubes and their count)."""
        x0, y0, x1, y1 = self.board_box(b)
        top = y0 + BOARD_TOP
        row_h = min(52, (y1 - 10 - top) // self.players)
        cy = top + s * row_h + row_h // 2
        return (x0 + 8, cy - row_h // 2 + 2, x1 - 8, cy + row_h // 2 - 2)

    def supply_box(self) -> tuple[int, int, int, int]:
        return (W - M - SUPPLY_W, BOARD_Y, W - M, BOARD_Y + self.board_h)

    def card_box(self, c: int, p: int) -> tuple[int, int, int, int]:
        x = M + c * (self.column_w + G)
        y = self.cards_y + p * (CARD_H + CARD_GAP)
        return (x, y, x + self.column_w, y + CARD_H)

    def column_box(self, c: int) -> tuple[int, int, int, int]:
        return self.card_box(c, 0)[:2] + self.card_box(c, 3)[2:]

    def head_y(self) -> int:
        """The centre of the columns' heads (their numbers and free cards)."""
        return self.cards_y - COLUMN_HEAD // 2 - 4

    def panel_box(self, s: int) -> tuple[int, int, int, int]:
        x = M + s * (self.panel_w + G)
        return (x, self.players_y, x + self.panel_w, self.players_y + self.panel_h)


@lru_cache(maxsize=64)
def panel_rows(players: int, leaders: bool, panel_w: int, over: bool = False) -> tuple[tuple[str, ...], ...]:
    """The counts in a player panel, in rows: workers (behind the screen, set aside, neutral), things
    (cubes, gates, leader cards) and, at the end, wood and gold; a group joins the first row with
    room for it."""
    workers = ("screen",) + (("aside",) if leaders else ()) + (("neutral",) if players == 2 else ())
    things = ("cubes", "gates") + (("leaders",) if leaders else ())
    groups = [workers, things] + ([("wood", "gold")] if over else [])
    per_row = max(3, (panel_w - 24) // COUNT_MIN_W)
    rows: list[tuple[str, ...]] = []
    for group in groups:
        room = next((r for r, row in enumerate(rows) if len(row) + len(group) <= per_row), None)
        if room is None:
            rows.append(group)
        else:
            rows[room] += group
    return tuple(rows)


@lru_cache(maxsize=64)
def layout(players: int, columns: int, leaders: bool, over: bool, auction: bool = False) -> Layout:
    board_h = max(SUPPLY_H, BOARD_TOP + players * BOARD_ROW + 10)
    column_w = (INNER - (columns - 1) * G) // max(1, columns)
    cards_y = BOARD_Y + board_h + 16 + COLUMN_HEAD
    y = cards_y + 4 * CARD_H + 3 * CARD_GAP + 20
    leaders_y = y
    leaders_h = (LEADERS_TALL if auction else LEADERS_SHORT) if leaders else 0
    if leaders:
        y += leaders_h + G
    panel_w = (INNER - (players - 1) * G) // players
    rows = len(panel_rows(players, leaders, panel_w, over))
    panel_h = COUNT_TOP - 16 + COUNT_ROW * rows + (36 if leaders else 0) + (74 if over else 0)
    return Layout(players, columns, leaders, over, leaders and auction, board_h, column_w, cards_y,
                  leaders_y, leaders_h, y, panel_w, panel_h, y + panel_h + M)


def up_for_hire(view: dict) -> list[tuple[str, str]]:
    """The leader cards shown with their texts: (card, "auction") for the one up for bids, then the
    others face up this round."""
    info = view.get("leaders") or {}
    auction = info.get("auction")
    cards = [(auction["leader"], "auction")] if auction else []
    return cards + [(card, "") for card in info.get("face_up") or []]


def layout_of(view: dict) -> Layout:
    leaders = bool(view.get("variant", {}).get("leaders"))
    return layout(len(view["players"]), len(view["columns"]), leaders, bool(view.get("over")),
                  leaders and bool(up_for_hire(view)))


# --- static parts ------------------------------------------------------------------------------

COUNT_CAPTIONS = {"screen": "render-nehemiah-screen", "aside": "render-nehemiah-aside",
                  "neutral": "render-nehemiah-neutral", "cubes": "render-nehemiah-cubes",
                  "gates": "render-nehemiah-gates-held", "leaders": "render-nehemiah-leaders-held",
                  "wood": "render-nehemiah-wood", "gold": "render-nehemiah-gold"}


def _count_icon(seat: kit.Seat, key: str) -> Image.Image:
    """The icon of one count in a player panel: workers behind the screen, set aside, neutral ..."""
    if key == "screen":
        return kit.pawn(seat, 28)
    if key == "aside":
        return kit.pawn(seat, 28, lying=True, faded=True)
    if key == "neutral":
        return kit.pawn(kit.NEUTRAL, 28, lying=True, faded=True)
    if key == "cubes":
        return kit.cube(seat, 28)
    if key == "wood":
        return kit.wood(26)
    if key == "gold":
        return kit.gold(30)
    return kit.gate(32) if key == "gates" else kit.leader(28)


def _count_col_w(lay: Layout) -> int:
    rows = panel_rows(lay.players, lay.leaders, lay.panel_w, lay.over)
    return (lay.panel_w - 24) // max(3, max(len(row) for row in rows))


def _count_slots(lay: Layout, s: int) -> list[tuple[int, int, str]]:
    """(x, centre y, count) of the counts in player `s`'s panel."""
    x0, y0, _, _ = lay.panel_box(s)
    slots = []
    for r, row in enumerate(panel_rows(lay.players, lay.leaders, lay.panel_w, lay.over)):
        slots += [(x0 + 14 + i * _count_col_w(lay), y0 + COUNT_TOP + COUNT_ROW * r, key)
                  for i, key in enumerate(row)]
    return slots


def _counts_end(lay: Layout, s: int) -> int:
    """The y under player `s`'s rows of counts (their captions)."""
    rows = len(panel_rows(lay.players, lay.leaders, lay.panel_w, lay.over))
    return lay.panel_box(s)[1] + COUNT_TOP + COUNT_ROW * rows - 24


def _leaders_title(language: str) -> tuple[str, int]:
    return kit.fitted(word("render-nehemiah-leaders", language), 260, 24, 18, True)


def _deck_x(language: str) -> int:
    """Where the leader deck's count starts: after the strip's title."""
    s, size = _leaders_title(language)
    return M + 58 + kit.text_width(s, size, True) + 24


@kit.background(maxsize=8)      # ~7 MB each; a server mostly uses one or two languages
def _static(language: str, players: int, columns: int, leaders: bool, over: bool, auction: bool,
            seats: tuple[kit.Seat, ...]) -> Image.Image:
    """Background, frames and fixed labels for one language / player count / variant / player
    colours (the players' bands, count icons and captions)."""
    lay = layout(players, columns, leaders, over, auction)
    image = Image.new("RGB", (W, lay.height), SAND)
    draw = ImageDraw.Draw(image)
    kit.header_band(image, draw, msg("nehemiah-title", language), kit.gate(TITLE_ICON), fill=HEADER_RGB,
                    accent=ACCENT, ink=CREAM)
    _static_boards(image, draw, lay, language)
    # column numbers, and room on the right of each head for its free cards
    cy = lay.head_y()
    for c in range(columns):
        x0, _, x1, _ = lay.card_box(c, 0)
        mid = (x0 + x1) // 2
        draw.line((x0 + 10, cy, x1 - FREE_W, cy), fill=LINE, width=2)
        draw.ellipse((mid - 17, cy - 17, mid + 17, cy + 17), fill=(96, 72, 50))
        draw.text((mid, cy), str(c + 1), font=kit.font(20, True), fill=WHITE, anchor="mm")
    # leaders
    if leaders:
        y0 = lay.leaders_y
        kit.panel(draw, (M, y0, W - M, y0 + lay.leaders_h))
        kit.paste(image, kit.leader(32), (M + 16, y0 + 32), "lm")
        s, size = _leaders_title(language)
        kit.text(draw, (M + 58, y0 + 32), s, size, bold=True, anchor="lm")
        if auction:
            draw.line((M + INFO_W, y0 + 14, M + INFO_W, y0 + lay.leaders_h - 14), fill=LINE, width=2)
        else:
            draw.line((M + 14, y0 + 62, W - M - 14, y0 + 62), fill=LINE, width=2)
    # player panels: their colour band, the icons and captions of their counts
    for s, seat in enumerate(seats):
        kit.panel(draw, lay.panel_box(s))
        kit.player_band(image, draw, lay.panel_box(s), seat, PANEL_BAND, 42, inset=12)
        for cx, y, key in _count_slots(lay, s):
            icon, caption = _count_icon(seat, key), COUNT_CAPTIONS[key]
            kit.paste(image, icon, (cx, y), "lm")
            kit.text(draw, (cx, y + 30), word(caption, language), 15, fill=MUTED, anchor="lm",
                     width=_count_col_w(lay) - 8)
    return image


def _static_boards(image, draw, lay: Layout, language: str) -> None:
    """The influence boards' frames, names and scoring tables, and the supply's labels."""
    score = _rules()["players"][str(lay.players)]["score"]
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
    x0, y0, x1, y1 = lay.supply_box()
    kit.panel(draw, (x0, y0, x1, y1))
    kit.text(draw, (x0 + 16, y0 + 12), word("render-nehemiah-decks", language), 16, fill=MUTED,
             bold=True, width=150)
    kit.text(draw, (x1 - 16, y0 + 12), word("render-nehemiah-discard", language), 16, fill=MUTED,
             bold=True, anchor="ra", width=110)
    draw.line((x0 + 14, y0 + 134, x1 - 14, y0 + 134), fill=LINE, width=2)
    kit.text(draw, (x0 + 16, y0 + 142), word("render-nehemiah-gates", language), 16, fill=MUTED,
             bold=True, width=150)


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
    for unit in (" ×", " VP", " PZ", " PV"):
        name = name.replace(unit, "\u00a0" + unit[1:])
    return name


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
    n = len(view["players"])
    lay = layout_of(view)
    seats = seats_of(view)
    image = _static(language, n, lay.columns, lay.leaders, lay.over, lay.auction, tuple(seats)).copy()
    draw = ImageDraw.Draw(image)
    awaited = [] if lay.over or view.get("abandoned") else _awaited(view)

    _header(image, draw, view, language, names, seats, awaited)
    _boards(image, draw, view, lay, seats)
    _supply(image, draw, view, lay, language)
    _columns(image, draw, view, lay, language, seats)
    if lay.leaders and view.get("leaders") is not None:
        _leaders(image, draw, view, lay, language, names, seats)
    _players(image, draw, view, lay, language, names, seats, awaited)
    _marks(image, view, lay, seats)       # last: over the kept panels, never in them
    return image, board_alt(view, language, names)


def _header(image, draw, view, language, names, seats, awaited) -> None:
    x = kit.header_start(msg("nehemiah-title", language), kit.gate(TITLE_ICON))
    rnd = word("render-nehemiah-round", language, round=ROMAN[min(3, max(1, view["round"])) - 1])
    x = kit.header_pill(draw, x, rnd, fill=CREAM, ink=HEADER_RGB, role="round")
    if view.get("final_turns") is not None and not view.get("over") and not view.get("abandoned"):
        text = word("render-nehemiah-final-turns", language, turns=view["final_turns"])
        x = kit.header_pill(draw, x, text, fill=HIGHLIGHT, role="phase")
    # the second row: who is awaited, or the winners; the third: the last move
    kit.header_status(image, draw, view, M, W - M, "nehemiah", language, seats, names, awaited)
    kit.last_move(image, draw, view, language, seats)


def _key(draw, xy, count: int, *, anchor: str = "lm") -> int:
    """A number a player needs at a glance (kit.KEY, readable in chat); 0 in a lighter ink that still
    reads. Returns its width."""
    return kit.text(draw, xy, str(count), KEY_SIZE, bold=True, anchor=anchor, fill=INK if count else MUTED,
                    role=KEY)


def _boards(image, draw, view, lay: Layout, seats) -> None:
    for b, name in enumerate(BOARDS):
        x0, _, x1, _ = lay.board_box(b)
        counts = view["boards"][name]
        best = max(counts) if counts else 0
        colour = kit.BOARD_RGB[name]
        for s, seat in enumerate(seats):
            rx0, ry0, rx1, ry1 = lay.board_row(b, s)
            cy, row_h = (ry0 + ry1) // 2, ry1 - ry0 + 4
            count = counts[s]
            if best and count == best:
                draw.rounded_rectangle((rx0, ry0, rx1, ry1), 8, fill=kit.lighter(colour, 0.84))
            kit.paste(image, kit.badge(seat, min(32, row_h - 8)), (x0 + 16, cy), "lm")
            cube = min(26, row_h - 12)
            step = min(cube + 2, (x1 - x0 - 56 - 72) // 11)
            for i in range(count):
                kit.paste(image, kit.cube(seat, cube, letter=False), (x0 + 56 + i * step, cy), "lm")
            _key(draw, (x1 - 18, cy), count, anchor="rm")


def _gates_box(lay: Layout) -> tuple[int, int, int, int]:
    """The supply's gates: how many are left and the next one's VP."""
    x0, y0, x1, _ = lay.supply_box()
    return (x0 + 10, y0 + 164, x1 - 10, y0 + 210)


def _supply(image, draw, view, lay: Layout, language) -> None:
    x0, y0, x1, y1 = lay.supply_box()
    current = view["round"]
    slot = (x1 - x0 - 24) // 4
    for i, count in enumerate(list(view["decks"]) + [view["discard"]]):
        cx = x0 + 12 + slot * i + slot // 2
        discard = i == 3
        active = not discard and i + 1 == current and not view.get("over")
        if active:
            draw.rounded_rectangle((cx - slot // 2 + 3, y0 + 34, cx + slot // 2 - 3, y0 + 124), 10,
                                   fill=kit.lighter(HIGHLIGHT, 0.75))
        fill = (226, 214, 190) if discard else (236, 226, 206)
        kit.paste(image, kit.deck(44, fill), (cx, y0 + 62), "mm")
        if not discard:
            draw.text((cx - 2, y0 + 66), ROMAN[i], font=kit.font(15, True), fill=(96, 72, 50), anchor="mm")
        _key(draw, (cx, y0 + 104), count, anchor="mm")
    # gates: how many are left, the next one's VP
    left = view.get("gates_left", 0)
    gy = (_gates_box(lay)[1] + _gates_box(lay)[3]) // 2
    kit.paste(image, kit.gate(40, faded=not left), (x0 + 16, gy), "lm")
    x = x0 + 16 + 37 + 8
    x += _key(draw, (x, gy), left) + 18
    nxt = view.get("next_gate")
    if nxt is not None:
        label = word("render-nehemiah-next", language)
        kit.text(draw, (x, gy), label, 17, fill=MUTED, anchor="lm", width=90)
        x += min(90, kit.text_width(label, 17)) + 8
        kit.paste(image, kit.vp(30), (x, gy), "lm")
        _key(draw, (x + 36, gy), nxt)
    else:
        kit.text(draw, (x, gy), word("render-nehemiah-none-left", language), 17, fill=MUTED, anchor="lm",
                 width=x1 - x - 12)


def _free_box(lay: Layout, c: int) -> tuple[int, int, int, int]:
    """The right end of column `c`'s head: how many of its cards have no worker."""
    _, _, x1, _ = lay.card_box(c, 0)
    cy = lay.head_y()
    return (x1 - FREE_W + 8, cy - 20, x1, cy + 20)


def _columns(image, draw, view, lay: Layout, language, seats) -> None:
    free_label = word("render-nehemiah-free", language)
    for c, column in enumerate(view["columns"]):
        if not column:
            x0, y0, x1, y1 = lay.column_box(c)
            key = "render-nehemiah-removed" if column is None else "render-nehemiah-dealing"
            kit.dashed_rectangle(draw, (x0 + 4, y0 + 4, x1 - 4, y1 - 4), fill=FAINT, width=3)
            cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
            draw.line((cx - 40, cy - 80, cx + 40, cy), fill=FAINT, width=6)
            draw.line((cx - 40, cy, cx + 40, cy - 80), fill=FAINT, width=6)
            kit.text(draw, (cx, cy + 40), word(key, language), 24, fill=MUTED, bold=True, anchor="mm",
                     width=x1 - x0 - 30)
            continue
        # the head: "free [card] 2"
        fx0, fy0, fx1, fy1 = _free_box(lay, c)
        cy = (fy0 + fy1) // 2
        free = sum(1 for slot in column if slot.get("worker") is None)
        number_w = kit.text_width(str(free), KEY_SIZE, True)
        _key(draw, (fx1 - 4, cy), free, anchor="rm")
        icon = _mini_card(26, dashed=True)
        kit.paste(image, icon, (fx1 - 10 - number_w, cy), "rm")
        kit.text(draw, (fx1 - 16 - number_w - icon.size[0], cy), free_label, 15, fill=MUTED, anchor="rm",
                 width=fx1 - fx0 - 20 - number_w - icon.size[0])
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
                background=PAPER, text_size: int = 17) -> Image.Image:
    """A leader card with its name and text (`text_size` px, or smaller to fit); `state` "auction"
    marks the card up for bids."""
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
    kit.block(draw, (12, 50, width - 12, height - 8), msg(f"nehemiah-leader-{card}-text", language),
              text_size, fill=INK, min_size=12, max_lines=6)
    return image



def _bid_parts(seat: kit.Seat, size: int, icon: int | None) -> tuple[Image.Image, ...]:
    if icon:
        return (kit.pawn(seat, icon), kit.wood(icon), kit.gold(icon))
    return (kit.pawn(seat, size - 2), kit.wood(size - 2), kit.gold(size))


def _bid(image, draw, x: int, y: int, seat: kit.Seat, bid, *, size: int = 18, icon: int | None = None,
         role: str | None = None) -> int:
    """A bid: workers, wood, gold as icons (`icon` px, or about `size`) with numbers of `size` px (a
    part not chosen yet: a pending mark). Returns the end x."""
    for i, picture in enumerate(_bid_parts(seat, size, icon)):
        kit.paste(image, picture, (x, y), "lm")
        x += picture.size[0] + 3
        if i < len(bid):
            x = kit.number(draw, x, y, bid[i], size=size, role=role) + 12
        else:
            kit.paste(image, kit.pending(size), (x, y), "lm")
            x += size + 12
    return x


def _bid_width(seat: kit.Seat, bid, size: int, icon: int | None) -> int:
    parts = _bid_parts(seat, size, icon)
    numbers = [kit.text_width(str(v), size, True) for v in bid] + [size] * (3 - len(bid))
    return sum(p.size[0] + 3 + n + 12 for p, n in zip(parts, numbers))


def _deck_icon() -> Image.Image:
    """The leader deck: a face-down pile with a crown."""
    icon = kit.deck(40).copy()
    kit.paste(icon, kit.leader(16), (icon.size[0] * 0.42, icon.size[1] * 0.6), "mm")
    return icon


def _leaders(image, draw, view, lay: Layout, language, names, seats) -> None:
    info = view["leaders"]
    y0 = lay.leaders_y
    x = _deck_x(language)
    icon = _deck_icon()
    kit.paste(image, icon, (x, y0 + 32), "lm")
    x += icon.size[0] + 8
    x += _key(draw, (x, y0 + 32), info["deck"]) + 30
    last = info.get("last")
    if lay.auction:
        if info.get("auction"):
            _auction(image, draw, info["auction"], lay, language, names, seats)
        _for_hire(image, view, lay, language)
        if last:
            kit.text(draw, (M + 16, y0 + 198), _last_label(last, language), 17, fill=MUTED, bold=True,
                     anchor="lm", width=INFO_W - 30)
    elif last:
        kit.text(draw, (x, y0 + 32), _last_label(last, language), 20, fill=MUTED, bold=True, anchor="lm",
                 width=W - M - 16 - x)
    else:
        kit.text(draw, (x, y0 + 32), word("render-nehemiah-no-auction", language), 20, fill=MUTED,
                 anchor="lm", width=W - M - 16 - x)
    if last:
        winner = last.get("winner")
        for s, bid in enumerate(last.get("bids") or []):
            if s >= len(seats):
                break
            bx0, by0, bx1, by1 = _last_box(lay, seats, last, s)
            cy = (by0 + by1) // 2
            if s == winner:
                draw.rounded_rectangle((bx0, by0, bx1, by1), 10, fill=kit.lighter(HIGHLIGHT, 0.6))
            kit.paste(image, kit.badge(seats[s], 28), (bx0 + 6, cy), "lm")
            _bid(image, draw, bx0 + 40, cy, seats[s], bid, size=KEY_SIZE, icon=BID_ICON, role=KEY)


def _last_label(last: dict, language: str) -> str:
    return f"{word('render-nehemiah-last-auction', language)}{kit.colon(language)} " \
           f"{_leader_name(last['leader'], language)}"


def _last_box(lay: Layout, seats, last: dict, s: int) -> tuple[int, int, int, int]:
    """Seat `s`'s bid in the last auction: a row under the short strip's title, or two a row under the
    auction in the tall one."""
    width = 40 + _bid_width(seats[s], last["bids"][s], KEY_SIZE, BID_ICON) - 4
    if lay.auction:
        cell = (INFO_W - 32) // 2
        x = M + 12 + (s % 2) * cell
        cy = lay.leaders_y + 232 + (s // 2) * 38
    else:
        cell = (INNER - 24) // max(1, lay.players)
        x = M + 12 + s * cell
        cy = lay.leaders_y + 94
    return (x, cy - 18, x + min(width, cell - 6), cy + 18)


def _bids_in_x(s: int) -> int:
    return M + 16 + s * 66


def _bids_in_box(lay: Layout, s: int) -> tuple[int, int, int, int]:
    """Seat `s`'s badge and mark (bid in, or not yet) under the card up for bids."""
    y = lay.leaders_y + BIDS_IN_Y
    return (_bids_in_x(s) - 4, y - 18, _bids_in_x(s) + 58, y + 18)


def _auction(image, draw, auction: dict, lay: Layout, language, names, seats) -> None:
    """The tall strip's left part: the card up for bids, who opened the auction, who has bid."""
    x, y0 = M + 16, lay.leaders_y
    right = M + INFO_W - 16
    y = y0 + 80
    up = word("render-nehemiah-up-for-bids", language) + kit.colon(language)
    kit.text(draw, (x, y), up, 20, bold=True, anchor="lm", width=200)
    tx = x + min(200, kit.text_width(up, 20, True)) + 10
    kit.text(draw, (tx, y), _leader_name(auction["leader"], language), 20, bold=True, fill=ACCENT,
             anchor="lm", width=right - tx)
    y += 34
    opener = auction["opener"]
    opened = word("render-nehemiah-opened-by", language)
    kit.text(draw, (x, y), opened, 17, fill=MUTED, anchor="lm", width=150)
    tx = x + min(150, kit.text_width(opened, 17)) + 8
    kit.paste(image, kit.badge(seats[opener], 26), (tx, y), "lm")
    kit.name(draw, (tx + 32, y), names(opener), 17, anchor="lm", width=right - tx - 32)
    y = y0 + BIDS_IN_Y
    bids_in = set(auction.get("bids_in") or [])
    for seat in seats:
        bx = _bids_in_x(seat.index)
        kit.paste(image, kit.badge(seat, 28), (bx, y), "lm")
        kit.paste(image, kit.check(24) if seat.index in bids_in else kit.pending(24), (bx + 31, y), "lm")
    tally = f"{len(bids_in)}/{len(seats)}"
    kit.text(draw, (_bids_in_x(len(seats)) + 14, y), tally, KEY_SIZE, bold=True, anchor="lm", role=KEY)


def _for_hire(image, view, lay: Layout, language) -> None:
    """The leader cards up for hire with their texts, the one up for bids first."""
    cards = up_for_hire(view)
    area_x0 = M + INFO_W + 14
    area_w = W - M - 14 - area_x0
    card_w = min(250, (area_w - (len(cards) - 1) * 12) // len(cards))
    for i, (card, state) in enumerate(cards):
        cx = area_x0 + i * (card_w + 12)
        image.paste(leader_card(card, language, card_w, lay.leaders_h - 28, state, text_size=20),
                    (cx, lay.leaders_y + 14))


def _players(image, draw, view, lay: Layout, language, names, seats, awaited) -> None:
    over = lay.over
    ranking = _ranked(view) if over else []
    place = places(ranking)
    secret = {entry["seat"] for entry in view.get("awaiting") or [] if entry.get("secret")}
    columns = part_columns(view)
    # what _static() is keyed by (the layout follows from it)
    background = (language, lay.players, lay.columns, lay.leaders, over, lay.auction, tuple(seats))
    for p in view["players"]:
        s = p["seat"]
        box = lay.panel_box(s)
        x0, y0, x1, y1 = box
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


def _counts(p: dict) -> dict[str, int]:
    """What a player panel counts (wood and gold: only at the end, when the view has them)."""
    return {"screen": p["workers"], "aside": p["set_aside"], "neutral": p["neutral"],
            "cubes": p["cubes_supply"], "gates": p["gates"], "leaders": len(p.get("leaders") or []),
            "wood": p.get("wood", 0), "gold": p.get("gold", 0)}


def _player(image, draw, p: dict, box, lay: Layout, seats, language, *, name: str, awaited: bool,
            secret: bool, start: bool, over: bool, rank: int, columns: tuple[str, ...],
            mark: str | None = None) -> None:
    """One player's panel over its background; reads nothing but its arguments (its region key)."""
    s = p["seat"]
    seat = seats[s]
    x0, y0, x1, y1 = box
    band_y = y0 + PANEL_BAND // 2
    if awaited or (over and rank == 1):
        frame = HIGHLIGHT if awaited else (214, 168, 20)
        draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), 16, outline=frame, width=6)
        kit.player_band(image, draw, box, seat, PANEL_BAND, 42, inset=12)   # over the frame
    pills = []
    if awaited and not over:
        pills.append((word("render-nehemiah-bidding" if secret else "render-nehemiah-to-move",
                           language), HIGHLIGHT, INK))
    if start and not over:
        pills.append((word("render-nehemiah-start", language), (96, 72, 50), WHITE))
    right = x1 - 12
    for text, fill, ink in pills:
        right -= kit.pill(draw, right, band_y, text, 15, fill=fill, ink=ink, max_w=140, anchor="r") + 6
    if over:
        total = str(p.get("vp", 0))
        tw = kit.text_width(total, SCORE_SIZE, True)
        kit.text(draw, (right, band_y), total, SCORE_SIZE, bold=True, anchor="rm", role=kit.SCORE)
        kit.paste(image, kit.vp(30), (right - tw - 6, band_y), "rm")
        right -= tw + 44
        kit.medal(draw, right, band_y, rank, 34, 20)
        right -= 42
    if mark:        # the bot plays the seat, or its player is on vacation
        right -= kit.status_mark(image, draw, right, band_y, mark, language, room=right - x0 - 70) + 6
    kit.name(draw, (x0 + 62, band_y), name, 24, bold=True, anchor="lm", width=max(60, right - x0 - 70),
             min_size=18)
    # counts in rows (their icons and captions are in the static background)
    counts = _counts(p)
    for cx, cy, key in _count_slots(lay, s):
        _key(draw, (cx + _count_icon(seat, key).size[0] + 8, cy), counts[key])
    y = _counts_end(lay, s)
    if lay.leaders:
        cx, ly = x0 + 14, y + 16
        for card in p.get("leaders") or []:
            title = _leader_name(card, language)
            w = min(x1 - 14 - cx, kit.text_width(title, 15, True) + 20)
            if w < 50:
                break
            draw.rounded_rectangle((cx, ly - 14, cx + w, ly + 14), 10, fill=(120, 80, 44))
            kit.text(draw, (cx + w / 2, ly), title, 15, fill=WHITE, bold=True, anchor="mm", width=w - 14)
            cx += w + 6
        y += 36
    if over:
        parts = p.get("vp_parts") or {}
        icons = {"influence": kit.cube(seat, 24, letter=False), "gates": kit.gate(28),
                 "cards": kit.deck(28), "leaders": kit.leader(24), "wood": kit.wood(22),
                 "gold": kit.gold(24)}
        shown = [(icons.get(k, kit.vp(22)), v) for k, v in _parts(parts, columns)]
        draw.line((x0 + 14, y + 4, x1 - 14, y + 4), fill=LINE, width=2)
        kit.text(draw, (x0 + 14, y + 20), word("render-nehemiah-final", language), 15, fill=MUTED,
                 anchor="lm", width=x1 - x0 - 28)
        step = (x1 - x0 - 28) // max(1, len(shown))
        for i, (icon, value) in enumerate(shown):
            kit.icon_row(image, draw, x0 + 14 + i * step, y + 50, icon, value, size=20, gap=4)


# --- what changed since the previous picture -----------------------------------------------------

# The counts of a player panel ringed when they change: gates built, leaders hired and, at the end
# (when both pictures show them), wood and gold. Workers and cubes are ringed where they went.
MARKED = ("gates", "leaders", "wood", "gold")


def _mover(view: dict, seats) -> kit.Seat:
    seat = (view.get("last_move") or {}).get("seat")
    return seats[seat] if isinstance(seat, int) and 0 <= seat < len(seats) else kit.NEUTRAL


def _marks(image, view, lay: Layout, seats) -> None:
    """Ring what changed since view["before"] (the previous picture's public view) in the colour of
    its owner: cubes on the boards, cards and workers in the columns, the gates left, the auction's
    bids, a player's gates, leaders, wood and gold. Nothing without a previous picture."""
    before = view.get("before")
    if not before or len(before.get("players") or ()) != len(seats) \
            or len(before.get("columns") or ()) != lay.columns:
        return
    mover = _mover(view, seats)
    for b, name in enumerate(BOARDS):
        old = (before.get("boards") or {}).get(name) or []
        for s, count in enumerate(view["boards"][name][:len(old)]):
            if old[s] != count:
                kit.changed(image, lay.board_row(b, s), seats[s])
    _column_marks(image, view["columns"], before["columns"], lay, seats, mover)
    if view.get("gates_left") != before.get("gates_left"):
        builders = [p["seat"] for p, q in zip(view["players"], before["players"]) if p["gates"] > q["gates"]]
        kit.changed(image, _gates_box(lay), seats[builders[0]] if len(builders) == 1 else mover)
    for p, q in zip(view["players"], before["players"]):
        seat = seats[p["seat"]]
        now, then = _counts(p), _counts(q)
        for cx, cy, key in _count_slots(lay, p["seat"]):
            seen = key not in ("wood", "gold") or (key in p and key in q)
            if key in MARKED and seen and now[key] != then[key]:
                icon_w = _count_icon(seat, key).size[0]
                number_w = kit.text_width(str(now[key]), KEY_SIZE, True)
                kit.changed(image, (cx - 4, cy - 17, cx + icon_w + 8 + number_w + 6, cy + 15), seat)
    if lay.leaders and view.get("leaders") is not None:
        _leader_marks(image, view["leaders"], before.get("leaders") or {}, lay, seats)


def _column_marks(image, columns, old_columns, lay: Layout, seats, mover: kit.Seat) -> None:
    """A column dealt anew or removed: ringed whole in the mover's colour; else each card whose worker
    came, went, lay down or whose place changed: in the colour of the worker on it (the mover's when
    none is, or the card moved)."""
    for c, (new, old) in enumerate(zip(columns, old_columns)):
        if new == old:
            continue
        if not new or not old or all(a["card"] != b["card"] for a, b in zip(new, old)):
            kit.changed(image, lay.column_box(c), mover)
            continue
        for p, (a, b) in enumerate(zip(new, old)):
            if a == b:
                continue
            worker = a.get("worker")
            owner = mover
            if worker is not None and a["card"] == b["card"]:
                owner = kit.NEUTRAL if worker.get("neutral") else seats[worker["seat"]]
            kit.changed(image, lay.card_box(c, p), owner)


def _leader_marks(image, info: dict, old: dict, lay: Layout, seats) -> None:
    """A sealed bid made (who, never how much) and a new last auction (its winner's bid)."""
    auction, was = info.get("auction"), old.get("auction")
    if lay.auction and auction:
        earlier = set(was.get("bids_in") or []) if was and was.get("leader") == auction["leader"] else set()
        for s in auction.get("bids_in") or []:
            if s not in earlier and 0 <= s < len(seats):
                kit.changed(image, _bids_in_box(lay, s), seats[s])
    last = info.get("last")
    winner = (last or {}).get("winner")
    if last and last != old.get("last") and isinstance(winner, int) and 0 <= winner < len(seats) \
            and winner < len(last.get("bids") or []):
        kit.changed(image, _last_box(lay, seats, last, winner), seats[winner])


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
    last = kit.last_move_alt(view, language)
    if last:
        parts.append(last)
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
