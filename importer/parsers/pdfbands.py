"""A band of two newspaper columns between full-width text, on a page of a PDF.

Word processors print a section in two columns (a publication list, a list of
talks) between full-width sections: the page's name and contact lines above,
the next sections below. Read row by row, each row of the band would join a
line of the left column with the unrelated line beside it. Here the band is
found, so importer.parsers.pdflayout reads the text above it, its left column,
its right column, then the text below it.

A band is told from a table of two columns (a label and its value, a course and
its term) by its lines: in newspaper columns most lines of both columns are
prose running to the column's edge, where a table's cells are short and ragged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

__all__ = ["Band", "find_band"]

_MIDDLE = (0.3, 0.62)  # where, as a share of the page width, a gutter between two columns of text falls
_MIN_PAIRED_ROWS = 4  # rows with text on both sides of the gutter: fewer is a short table, not a band
_FULL_SHARE = 0.6  # share of each column's lines that span it, but for a fifth of its width at either end
_MIN_WORDS = 4  # words on an average line of prose
_MIN_COLUMN = 0.25  # share of the page width a column of text spans, at least


class _Positioned(Protocol):
    x0: float
    y0: float
    x1: float
    y1: float
    text: str


@dataclass
class Band:
    above: list
    left: list
    right: list
    below: list
    left_end: float  # where the left column's lines end
    right_end: float  # where the right column's lines end


def find_band(groups: list[list[_Positioned]], width: float) -> Band | None:
    """The two-column band among `groups` (a page's lines grouped by baseline, top-down), or None.

    Only the longest run of rows that no line crosses counts, from its first row with text on both
    sides; after its last such row, rows on one side go on in the band while they follow at the
    band's line spacing (a column longer than the other by a line or two), and a row after a wider
    gap (a heading below the band) is the text below it."""
    candidates = sorted(
        {
            round(line.x1) + 1
            for group in groups
            for line in group
            if _MIDDLE[0] * width <= line.x1 <= _MIDDLE[1] * width
        }
    )
    bands = [band for split in candidates if (band := _band_at(groups, split, width)) is not None]
    # The gutter is where the band is widest: at a split a few lines cross, the band is cut short.
    return max(bands, key=lambda band: len(band.left) + len(band.right), default=None)


def _band_at(groups: list[list[_Positioned]], split: float, width: float) -> Band | None:
    crosses = [any(line.x0 < split - 1 < line.x1 - 2 for line in group) for group in groups]
    paired = [
        not crossing and any(line.x1 <= split for line in group) and any(line.x0 >= split - 1 for line in group)
        for group, crossing in zip(groups, crosses, strict=True)
    ]
    best: tuple[int, int] | None = None
    index = 0
    while index < len(groups):
        if not paired[index]:
            index += 1
            continue
        start = end = index
        while end + 1 < len(groups) and not crosses[end + 1]:
            end += 1
        last_paired = max(i for i in range(start, end + 1) if paired[i])
        count = sum(paired[start : last_paired + 1])
        if count >= _MIN_PAIRED_ROWS and (best is None or count > sum(paired[best[0] : best[1] + 1])):
            best = (start, _trailing_end(groups, last_paired, end))
        index = end + 1
    if best is None:
        return None
    start, end = best
    inside = [line for group in groups[start : end + 1] for line in group]
    left = [line for line in inside if line.x1 <= split]
    right = [line for line in inside if line.x0 >= split - 1]
    if not (_prose_column(left, width) and _prose_column(right, width)):
        return None
    above = [line for group in groups[:start] for line in group]
    below = [line for group in groups[end + 1 :] for line in group]
    return Band(above, left, right, below, max(line.x1 for line in left), max(line.x1 for line in right))


def _trailing_end(groups: list[list[_Positioned]], last_paired: int, end: int) -> int:
    """The last row of the band: rows after its last paired row stay in it at its own line spacing."""
    spacing = max(groups[last_paired - 1][0].y0 - groups[last_paired][0].y0, 1.0) if last_paired else 0.0
    at = last_paired
    while at + 1 <= end and 0 < groups[at][0].y0 - groups[at + 1][0].y0 <= 1.2 * spacing + 1:
        at += 1
    return at


def _prose_column(lines: list[_Positioned], page_width: float) -> bool:
    """Whether the column's lines read as running text: most fill the column, several words each; a column
    of dates set flush right, or of short labels, does not."""
    if len(lines) < _MIN_PAIRED_ROWS:
        return False
    left = min(line.x0 for line in lines)
    edge = max(line.x1 for line in lines)
    if edge - left < _MIN_COLUMN * page_width:
        return False
    near = sum(1 for line in lines if edge - line.x1 <= 0.2 * (edge - left) and line.x0 - left <= 0.2 * (edge - left))
    words = sum(len(line.text.split()) for line in lines) / len(lines)
    return near >= _FULL_SHARE * len(lines) and words >= _MIN_WORDS
