"""A list printed with each item's details in a narrow column beside it (importer.parsers.pdflayout's pages).

A listing page printed from a browser (Quarto's, a lab site's publication list) sets each item's title and
venue in a wide left column, and its date and its authors in a narrow column on the right, the date on the
title's row. Read row by row, the two columns' lines would be run together, a title's second line after
the date and the authors' second line after the venue. Here such a column is found and each item read as
one reference reads: its title, the authors beside it, the rest of its text, the date after it as a date
column's date goes after its entry.

The narrow column is told from a CV's right-aligned dates and places by where its lines begin (one x, the
ends ragged), by the date that opens each item beside the item's first line, and by the names it holds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import lazy_re
from .dates import MONTH
from .pdfwrap import Line, Row, join_rows, only_dates

__all__ = ["MetaItems", "find_meta_items", "items_read"]

_NARROW = 0.3  # share of the page's width the narrow column takes at most
_WIDE = 0.45  # share of the page's width the item's column takes at least
_GUTTER = 8.0  # points between the item's column and the narrow one
_MAX_WORDS = 8  # a line of the narrow column: a date, or a few names
_ITEMS = 2  # items needed to know the layout
# an author list: two names or more, each of two words or more, parted by commas or "and"
_NAME = r"[A-ZÀ-Þ][^\W\d_]*\.?(?:[ -][A-ZÀ-Þ][^\W\d_]*\.?)+"
_NAMES_RE = lazy_re.compile(rf"^{_NAME}(?:\s*(?:,|\band\b|&)\s*(?:and\s+)?{_NAME})+,?$")
# a day's date as a listing prints it: "Mar 3, 2024", "3 March 2024"
_DAY_RE = lazy_re.compile(
    rf"^(?:{MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?|\d{{1,2}}(?:st|nd|rd|th)?\.?\s+{MONTH}\.?,?)\s+(?:19|20)\d\d$", re.I
)


def _is_date(text: str) -> bool:
    return only_dates(text) or bool(_DAY_RE.match(text))


@dataclass
class MetaItems:
    """A page's lines split into the lines above the list and each item's (item lines, narrow column lines)."""

    above: list[Line]
    items: list[tuple[list[Line], list[Line]]]
    left_edge: float  # where the item's column's lines wrap
    right_edge: float  # where the narrow column's lines wrap


def find_meta_items(lines: list[Line], width: float) -> MetaItems | None:
    """The page's items and their narrow column beside them, or None when the page is not laid out so."""
    right = [line for line in lines if line.x0 > (1 - _NARROW) * width]
    if len(right) < 2 * _ITEMS:
        return None
    start = min(line.x0 for line in right)
    left = [line for line in lines if line not in right]
    if not left or any(abs(line.x0 - start) > 2 for line in right) or max(line.x1 for line in left) > start - _GUTTER:
        return None  # the narrow column's lines begin at one x, clear of the column beside it
    if max(line.x1 for line in left) - min(line.x0 for line in left) < _WIDE * width:
        return None
    if any(len(line.text.split()) > _MAX_WORDS for line in right):
        return None
    dates = [line for line in right if _is_date(line.text)]
    if len(dates) < _ITEMS or len({round(line.x1) for line in dates}) == 1:
        return None  # dates flush right are a CV's date column, read row by row
    # each date opens its item on the row of the item's first line
    tops = []
    for date in sorted(dates, key=lambda line: -line.y1):
        beside = [line for line in left if abs(line.y1 - date.y1) < 0.6 * max(line.y1 - line.y0, 1)]
        if not beside:
            return None
        tops.append(max(line.y1 for line in beside))
    items = []
    for number, top in enumerate(tops):
        bottom = tops[number + 1] if number + 1 < len(tops) else float("-inf")
        items.append(
            (
                [line for line in left if bottom < line.y1 <= top + 1],
                [line for line in right if bottom < line.y1 <= top + 1],
            )
        )
    named = sum(1 for _, details in items if _NAMES_RE.match(_details_text(details)))
    if named < max(_ITEMS, len(items) // 2):
        return None  # a CV's places under its dates, not an item's authors
    above = [line for line in lines if line.y1 > tops[0] + 1]  # a heading over the list, in either column
    return MetaItems(above, items, max(line.x1 for line in left), max(line.x1 for line in right))


def _details_text(details: list[Line]) -> str:
    """The item's narrow column without its date, lines joined: its author list."""
    return " ".join(line.text for line in sorted(details, key=lambda line: -line.y1) if not _is_date(line.text))


def items_read(item: list[list[Row]], details: list[list[Row]]) -> list[list[Row]]:
    """An item's paragraphs with the paragraphs of its narrow column: the first (its title), then the
    column's (its authors), then the rest, the column's date a last cell of the item's last paragraph."""
    dates = [p for p in details if p[0].texts and _is_date(p[0].text)]
    rest = [p for p in details if p not in dates and p[0].texts]
    for paragraph in rest[1:]:  # a narrow column wraps its author list where no word is left room: one list
        join_rows(rest[0][0], paragraph[0], set())
    ordered = [*item[:1], *rest[:1], *item[1:]]
    last = item[-1][0] if item else None
    for paragraph in dates:
        if last is not None and last.texts:
            last.texts.append(paragraph[0].text)
        else:
            ordered.append(paragraph)
    return ordered
