"""The shapes of an HTML table's rows, for the walk that writes them (importer.parsers.html_walk).

A table lays a page out (its cells hold paragraphs and lists: each cell is a part of the page), or holds a
grid of cards (each cell a member's photo over lines: "Name<br>Title<br>e-mail"), or is a table of data
whose row is one line: a staff list ("Name | Function | Telefon | Raum | E-Mail") whose telephone and room
columns are the desk's, not the person's, or a CV's dated row. The cells of a data row are joined as a
line reads ("Ana Ruiz, M.Sc., Postdoc"; "1. Title"). Plain lxml elements and strings in, no Django.
"""

from __future__ import annotations

import re

from . import lazy_re
from .html_boxes import DATES_RE, SPACES_RE
from .html_content import bounded

__all__ = ["LAYOUT_TAGS", "card_cells", "desk_columns", "joined_cells", "layout_row"]

LAYOUT_TAGS = ("h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "div", "table", "section", "dl", "blockquote")
_ABBREVIATION_END_RE = lazy_re.compile(r"(?:\b[A-Za-z]{1,4}\.){2,}$|\b(?:Dr|Prof|Dipl|Ing|jr|Jr|sen)\.$")
_NUMBER_CELL_RE = lazy_re.compile(r"^\[?\(?[A-Za-z]?\d{1,3}[.)\]]?$")


def layout_row(cells) -> bool:
    """A row of a table used for page layout: its cells hold blocks (paragraphs, lists, boxes)."""
    return any(
        isinstance(e.tag, str) and e.tag in LAYOUT_TAGS for cell in cells for e in bounded(cell.iterdescendants())
    )


def card_cells(cells) -> bool:
    """A row of cards: a grid of members, each cell a photo over lines ("Name<br>Title<br>e-mail"); each cell
    is then a block of its own lines, not a field of one line."""
    if cells and DATES_RE.match(SPACES_RE.sub(" ", cells[0].text_content()).strip()):
        return False  # "2015 – 2019 | Ph.D.<br>Westvale": a CV's dated row, one line
    lined = [c for c in cells if any(e.tag == "br" for e in bounded(c.iterdescendants()))]
    pictured = [c for c in lined if any(e.tag in ("img", "picture") for e in bounded(c.iterdescendants()))]
    return len(lined) >= 2 or bool(pictured)


def joined_cells(cells: list[str], *, entries: bool = False) -> str:
    """A data row's cells as one line: ", " between fields, a space after a number ("1.") or a stop that
    ends a sentence ("Title." "Venue"), not after an abbreviation ("Ana Ruiz, M.Sc." | "Postdoc"). A row of
    a list of papers (`entries`) numbered in a cell of its own ("76 | Ruiz A (2021) Title") is a list item."""
    if entries and len(cells) > 1 and _NUMBER_CELL_RE.match(cells[0]):
        cells = ["-", *cells[1:]]
    line = cells[0]
    for cell in cells[1:]:
        stop = re.search(r"[.,;:]$", line) and not _ABBREVIATION_END_RE.search(line)
        line += (" " if _NUMBER_CELL_RE.match(line) or line == "-" or stop else ", ") + cell
    return line


# A staff table's columns of a telephone number or a room ("Telefon", "Raum", "Bureau", "办公室"): the desk,
# not the person; written into the row they would read as the member's position ("Postdoc, -4412, N 3.23").
_DESK_COLUMN_RE = lazy_re.compile(
    r"^(?:tel\.?|telefon|telephone|phone|téléphone|teléfono|telefone|telefono|fax|durchwahl|raum|room|büro|"
    r"office|bureau|despacho|sala|ufficio|stanza|sprechstunde|office hours|电话|办公室|房间)$",
    re.I,
)


def desk_columns(row) -> frozenset[int]:
    """The indexes of the columns of the row's table whose header names a telephone number or a room."""
    table = next(row.iterancestors("table"), None)
    if table is None:
        return frozenset()
    for candidate in bounded(table.iter("tr"), 5):
        cells = [c for c in candidate if isinstance(c.tag, str) and c.tag in ("td", "th")]
        if len(cells) > 2 and all(c.tag == "th" for c in cells):
            labels = [re.sub(r"\s+", " ", c.text_content()).strip(" :\u00a0") for c in cells]
            return frozenset(i for i, label in enumerate(labels) if _DESK_COLUMN_RE.match(label))
    return frozenset()
