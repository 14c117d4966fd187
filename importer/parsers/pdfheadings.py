"""An entry's subheading of a PDF CV, printed in a larger font, written as a markdown subheading.

A CV printed from Word, a browser or a markdown tool sets each position's heading ("Kestrel
Labs, 2016-2021" over "(Brest, France)") in a font larger than its text, under section
headings larger still: the web page's "### Kestrel Labs, 2016-2021". The text reader knows a
position by such a subheading, its title and lines under it; a plain line of the same words reads
as one more line of the entry above. So a short paragraph set larger than the body text (not the
largest size, the name's), that is no section heading and names a year, is written "### ...",
with the line of the same size printed just under it ("(Brest, France)") as the rest of it.
"""

from __future__ import annotations

from collections import Counter

from . import lazy_re
from .pdfemphasis import plain_text
from .pdfwrap import ITEM_START_RE, Row, join_rows
from .text import classify_heading

__all__ = ["mark_entry_headings"]

_LARGER = 1.1  # a heading's size over the body text's: Word's 14 pt over 12 pt, LaTeX's \large over 10 pt
_HEADING_CHARS = 90  # longer than an employer, its dates and its town: a paragraph of text
_SAME_SIZE = 0.3  # points: two lines of one heading style
_YEAR_RE = lazy_re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def mark_entry_headings(pages: list[list[list[list[Row]]]], known: set[str]) -> None:
    """Write each entry's subheading of `pages` (pages of blocks of paragraphs of rows) as "### ...",
    its second line joined to it; the paragraphs are changed in place."""
    rows = [p[0] for blocks in pages for paragraphs in blocks for p in paragraphs if p[0].texts]
    if not rows:
        return
    chars: Counter[float] = Counter()
    for row in rows:
        chars[round(row.main.size * 2) / 2] += len(row.text)
    body = chars.most_common(1)[0][0]
    largest = max(row.main.size for row in rows)
    for blocks in pages:
        for paragraphs in blocks:
            for index, paragraph in enumerate(paragraphs):
                first = paragraph[0]
                if not _heading_sized(first, body, largest) or len(paragraph) > 2:
                    continue
                after = paragraphs[index + 1] if index + 1 < len(paragraphs) else None
                second = after[0] if after and _second_line(first, after[0]) else None
                text = plain_text(first.texts[first.at])
                whole = f"{text} {plain_text(second.texts[second.at])}" if second else text
                if len(whole) > _HEADING_CHARS or not _YEAR_RE.search(whole) or classify_heading(text):
                    continue
                if second:
                    join_rows(first, second, known)
                first.texts[first.at] = f"### {plain_text(first.texts[first.at])}"


def _heading_sized(row: Row, body: float, largest: float) -> bool:
    """Whether the row is set larger than the body text, smaller than the largest text, in one cell."""
    size = row.main.size
    return (
        bool(row.texts)
        and len(row.cells) == 1
        and body * _LARGER <= size < largest - _SAME_SIZE
        and not ITEM_START_RE.match(row.main.text)
    )


def _second_line(first: Row, lower: Row) -> bool:
    """Whether `lower` is the second line of the heading `first`: the same size, just under it, short."""
    if not lower.texts or len(lower.cells) != 1 or abs(lower.main.size - first.main.size) > _SAME_SIZE:
        return False
    gap = first.main.y0 - lower.main.y0
    text = plain_text(lower.texts[lower.at])
    return (
        0 < gap <= 1.6 * first.main.size
        and len(plain_text(first.texts[first.at])) + len(text) < _HEADING_CHARS
        and not classify_heading(text)
    )
