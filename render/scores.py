"""The final scores category by category: one row per player, best first, as a PNG table.

    breakdown(game, result, language="en", names=..., colours=None) -> Picture
    draw(game, result, language, names, colours) -> (RGB image, alt text)     (no lock, no encoding)

`result` is the engine's Result (engine.result(state)): each seat's total and parts, the ranking. A row
shows the place (standard competition ranking: 1, 1, 3), the player's badge and name, one number per
scoring category and the total; the winners' rows are highlighted. The categories are the union of the
seats' parts in the rulebook's scoring order (engine.score_parts, data/<game>/scoring.toml), the same
columns for every seat; a category a seat did not score in is "0". A part that is not a score (the
Temple's "eliminated": the round of a stoning) comes last and is "–" for the seats without it. Column
headings are short words from render.ftl (render-breakdown-<game>-<part>); the alt text words each part
with the game's own <game>-part-<part> message, in the same order, leaving out parts worth 0.

The picture is WIDTH px wide and every text reads in chat (kit.CHAT_MIN_PX when shown kit.CHAT_WIDTH px
wide): the roles of kit.measuring() are ROLES. With few categories a row is one line; when the columns
leave too little room for the names (many categories, long headings, long names) each row has two
lines: the name across the row, the numbers under it.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Callable

from PIL import Image, ImageDraw

from data.locale import default_name
from engine import score_parts

from . import _DRAWING, Picture, architects, ezra_nehemiah, kit, nehemiah, temple

WIDTH = 1000
M = 24                               # the picture's margins
MIN_PX = kit.readable(WIDTH)         # 20: the smallest text that reads in chat on this picture
TITLE_H, TITLE_PX = 84, 36
HEAD_PX = 22                         # column headings, shrunk down to MIN_PX to fit
HEAD_LINES = 3
NAME_PX = 28
NUMBER_PX = 28
TOTAL_PX = 32
PLACE_W, MEDAL, MEDAL_PX = 70, 48, 24
BADGE = 38
CELL_PAD = 10                        # room either side of a column's widest word or number
NAME_ROOM = 300                      # one-line rows leave the names this much (or all they need)
ROW_H = {1: 66, 2: 104}              # a row of one line, of two lines
ROW_GAP = 8
ROLES = ("title", "heading", "who", "place", "score")

HEADER_RGB = {"nehemiah": nehemiah.HEADER_RGB, "temple": temple.HEADER_RGB,
              "architects": architects.HEADER_RGB, "ezra_nehemiah": ezra_nehemiah.HEADER_RGB}
COLOUR_RGB = {"architects": architects.COLOUR_RGB, "ezra_nehemiah": ezra_nehemiah.PLAYER_RGB}
WINNER_FILL = kit.mix(kit.PAPER, kit.HIGHLIGHT, 0.22)
MISSING = "–"                        # a note (not a score) a seat does not have


def breakdown(game: str, result, *, language: str = "en", names: Callable[[int], str] = default_name,
              colours: list[str | None] | None = None) -> Picture:
    """The score breakdown of a finished game as a Picture (PNG and alt text). `colours[i]`: seat i's
    colour name (the public view's players[i]["colour"]); a seat without one gets a colour by its
    number. Thread-safe: the drawing runs under render's lock."""
    with _DRAWING:
        image, alt = draw(game, result, language, names, colours)
    return Picture(png=kit.encode(image), alt=alt, width=image.width, height=image.height)


def seat_look(game: str, seat: int, colours: list[str | None] | None) -> kit.Seat:
    """How a seat is shown: its colour (by the game's colour names), letter and shape."""
    colour = colours[seat] if colours and seat < len(colours) else None
    rgb = COLOUR_RGB.get(game, {}).get(colour or "") or kit.PLAYER_RGB.get(colour or "")
    if rgb is None:
        return kit.Seat.of(seat, None)
    return kit.Seat(seat, rgb, kit.LETTERS[seat % len(kit.LETTERS)], kit.SHAPES[seat % len(kit.SHAPES)])


def categories(game: str, result) -> list[str]:
    """Every part of any seat, in the game's scoring order (then any note, as it first appears)."""
    return score_parts.columns(game, (score.parts for score in result.scores))


def cell(game: str, parts: dict[str, int], part: str) -> str:
    """A seat's number in a column: its points ("0" when it scored none there), or MISSING for a note
    (not a score) it does not have."""
    if part in parts:
        return number(parts[part])
    return "0" if score_parts.is_score(game, part) else MISSING


def heading(game: str, part: str, language: str) -> str:
    key = f"render-breakdown-{game}-{part}"
    text = kit.word(key, language)
    return part.replace("_", " ").capitalize() if text == key else text


def number(value: int) -> str:
    """A score as written in the table: "12", "0", "−3" (a true minus sign)."""
    return str(value) if value >= 0 else "−" + str(-value)


@dataclass(frozen=True)
class Layout:
    lines: int                       # 1: name and numbers on one line; 2: the numbers under the name
    head_px: int
    columns: tuple[int, ...]         # each category's column width
    name_w: int                      # one-line rows: the name column's width (after the badge)
    total_w: int

    @property
    def parts_x(self) -> int:
        return M + PLACE_W + (self.name_w + BADGE + 12 if self.lines == 1 else 0)


def heading_width(text: str, size: int, lines: int) -> int:
    """The narrowest width at which `text` wraps into at most `lines` lines (whole words)."""
    words = text.split() or [text]
    best = None
    for cuts in itertools.chain.from_iterable(itertools.combinations(range(1, len(words)), n)
                                              for n in range(min(lines, len(words)))):
        bounds = (0, *cuts, len(words))
        widest = max(kit.text_width(" ".join(words[a:b]), size) for a, b in zip(bounds, bounds[1:]))
        best = widest if best is None else min(best, widest)
    return best


def layout(headings: list[str], cells: list[list[str]], totals: list[str], names_w: int,
           total_word: str) -> Layout:
    """Column widths: each category as wide as its heading on two lines (else three) or its widest
    number; one-line rows when the names keep NAME_ROOM px (or all they need), otherwise two-line rows;
    headings shrink to MIN_PX, and as a last resort the columns share the row in proportion (headings
    cut with "…")."""
    total_w = max([kit.text_width(total_word, HEAD_PX, True)]
                  + [kit.text_width(t, TOTAL_PX, True) for t in totals]) + 2 * CELL_PAD
    room = WIDTH - 2 * M - PLACE_W - total_w
    numbers = [max([kit.text_width(c, NUMBER_PX) for c in column] or [0]) for column in cells]
    need_name = min(names_w, NAME_ROOM) + BADGE + 12

    def desired(size: int, lines: int) -> list[int]:
        return [max(heading_width(h, size, lines), n) + 2 * CELL_PAD for h, n in zip(headings, numbers)]

    # one-line rows first, then two-line rows; headings on two lines, else three; the largest size
    for rows, spare in ((1, need_name), (2, 0)):
        for lines, size in itertools.product((2, HEAD_LINES), range(HEAD_PX, MIN_PX - 1, -1)):
            widths = desired(size, lines)
            left = room - spare - sum(widths)
            if left >= 0:
                if rows == 1:       # the names take what is left
                    return Layout(1, size, tuple(widths), room - sum(widths) - BADGE - 12, total_w)
                extra, rest = divmod(left, max(1, len(widths)))
                spread = tuple(w + extra + (1 if i < rest else 0) for i, w in enumerate(widths))
                return Layout(2, size, spread, 0, total_w)
    widths = desired(MIN_PX, HEAD_LINES)
    return Layout(2, MIN_PX, tuple(w * room // sum(widths) for w in widths), 0, total_w)


def draw(game: str, result, language: str = "en", names: Callable[[int], str] = default_name,
         colours: list[str | None] | None = None) -> tuple[Image.Image, str]:
    """The table (an RGB image) and its alt text. Not thread-safe (FreeType): breakdown() locks."""
    shown = kit.shown_names(names, language)
    places = result.places()
    scores = {score.seat: score for score in result.scores}
    order = [seat for group in result.ranking for seat in group]
    order += [score.seat for score in result.scores if score.seat not in order]
    winners = set(result.winners)
    parts = categories(game, result)
    headings = [heading(game, part, language) for part in parts]
    cells = [[cell(game, scores[seat].parts, part) for seat in order] for part in parts]
    totals = [number(scores[seat].total) for seat in order]
    total_word = kit.word("render-breakdown-total", language)
    names_w = max(kit.name_width(shown(seat), NAME_PX, seat in winners) for seat in order)
    lay = layout(headings, cells, totals, names_w, total_word)

    head_lines = max((len(kit.fit_block(h, w - 8, HEAD_LINES * kit.line_height(lay.head_px), lay.head_px,
                                        MIN_PX, max_lines=HEAD_LINES)[1]) for h, w in zip(headings, lay.columns)),
                     default=1)
    head_h = head_lines * kit.line_height(lay.head_px) + 20
    row_h = ROW_H[lay.lines]
    top = TITLE_H + 14
    rows_y = top + head_h
    height = rows_y + len(order) * (row_h + ROW_GAP) - ROW_GAP + M
    image = Image.new("RGB", (WIDTH, height), kit.SAND)
    d = ImageDraw.Draw(image)

    band = HEADER_RGB.get(game, kit.INK)
    d.rectangle((0, 0, WIDTH, TITLE_H), fill=band)
    title = f"{kit.msg(f'{game}-title', language)} · {kit.word('render-breakdown-title', language)}"
    kit.text(d, (M, TITLE_H // 2), title, TITLE_PX, fill=kit.on_colour(band), bold=True, anchor="lm",
             width=WIDTH - 2 * M, min_size=MIN_PX, role="title")

    # column headings, centred over their columns
    x = lay.parts_x
    for text, w in zip(headings, lay.columns):
        kit.block(d, (x + 4, top, x + w - 4, rows_y - 8), text, lay.head_px, fill=kit.MUTED, min_size=MIN_PX,
                  max_lines=HEAD_LINES, align="center", valign="middle", role="heading")
        x += w
    total_x = WIDTH - M - lay.total_w
    kit.text(d, (total_x + lay.total_w // 2, (top + rows_y - 8) // 2), total_word, HEAD_PX, fill=kit.INK,
             bold=True, anchor="mm", width=lay.total_w - 8, min_size=MIN_PX, role="heading")

    for i, seat in enumerate(order):
        y = rows_y + i * (row_h + ROW_GAP)
        won = seat in winners
        kit.panel(d, (M, y, WIDTH - M, y + row_h), fill=WINNER_FILL if won else kit.PAPER,
                  outline=kit.HIGHLIGHT if won else kit.LINE, width=3 if won else 2, radius=12)
        cy = y + row_h // 2
        place = places.get(seat, len(order))
        kit.medal(d, M + (PLACE_W + MEDAL) // 2, cy, place, MEDAL, MEDAL_PX)
        kit.note("place", str(place), MEDAL_PX, (M + PLACE_W // 2, cy), bold=True, anchor="mm")

        name_y = cy if lay.lines == 1 else y + 30
        name_x = M + PLACE_W
        name_w = lay.name_w if lay.lines == 1 else total_x - name_x - BADGE - 20
        kit.paste(image, kit.badge(seat_look(game, seat, colours), BADGE), (name_x, name_y), "lm")
        kit.name(d, (name_x + BADGE + 10, name_y), shown(seat), NAME_PX, bold=won, anchor="lm", width=name_w,
                 min_size=MIN_PX + 2, role="who")

        number_y = cy if lay.lines == 1 else y + row_h - 30
        x = lay.parts_x
        for column, w in zip(cells, lay.columns):
            text = column[i]
            ink = kit.FAINT if text == MISSING else (kit.MUTED if text == "0" else kit.INK)
            kit.text(d, (x + w // 2, number_y), text, NUMBER_PX, fill=ink, anchor="mm", width=w - 6,
                     min_size=MIN_PX, role="score")
            x += w
        d.line((total_x, y + 10, total_x, y + row_h - 10), fill=kit.LINE, width=2)
        kit.text(d, (total_x + lay.total_w // 2, cy), totals[i], TOTAL_PX, bold=True, anchor="mm",
                 width=lay.total_w - 8, min_size=MIN_PX, role="score")
    return image, alt_text(game, result, language, shown, order)


def alt_text(game: str, result, language: str, shown: Callable[[int], str], order: list[int]) -> str:
    """The game and "final scores", the winners, then one line per seat: place, name, total, its parts
    worth something (in the game's words: "20 from influence")."""
    places = result.places()
    scores = {score.seat: score for score in result.scores}
    lines = [kit.word("render-breakdown-alt", language, game=kit.msg(f"{game}-title", language))]
    if result.winners:
        lines.append(kit.word("render-breakdown-alt-winners", language, count=len(result.winners),
                              players=", ".join(shown(seat) for seat in result.winners)))
    for seat in order:
        score = scores[seat]
        worded = [_part(game, part, value, language)
                  for part, value in score_parts.ordered(game, score.parts) if value]
        key = "render-breakdown-alt-seat-parts" if worded else "render-breakdown-alt-seat"
        params = {"parts": ", ".join(worded)} if worded else {}
        lines.append(kit.word(key, language, place=places.get(seat, len(order)), player=shown(seat),
                              total=score.total, **params))
    return "\n".join(lines)


def _part(game: str, part: str, value: int, language: str) -> str:
    key = f"{game}-part-{part}"
    text = kit.msg(key, language, vp=value)
    return f"{heading(game, part, language)} {value}" if text == key else text
