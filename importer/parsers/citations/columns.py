"""PDF text of two-column layouts: wrapped-line tails pushed after a tab, put back in place; a date
column's cell beside an entry printed over several lines goes after the entry."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import lazy_re
from .common import _NUMBERING_RE, _QUOTED_RE, _TAG_RE, _VENUE_START_RE, _clean_spaces


@dataclass
class ColumnLayout:
    """How wide, in characters, the left part and the pushed-out right part of a wrapped line are.

    Learnt from the document's own entries whose title opening quote was pushed to
    the right part (there the split point is certain), and used to put the right
    parts of other entries back in place.
    """

    left: float
    right: float | None
    vocabulary: frozenset = frozenset()


_LAST_AUTHOR_RE = lazy_re.compile(r"\band\s+((?:[A-Z]\.?\s*-?\s*)+(?:[A-Z][a-z'’-]*)?)(?=\s)")
_LINE_BREAK_IN_TAIL_RE = lazy_re.compile(r"\s[,.]?[\"”]")  # "workload ,\"": a space before the closing quote


_DATE_CELL_RE = lazy_re.compile(r"(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d")  # "2023", "Mar. 2023"


def date_cells_last(block: str) -> str:
    """An entry of several lines (title, authors, venue) with a date column's cell beside one of its
    lines ("Title<TAB>2023"): the date, no part of that line, goes on a line of its own at the end."""
    lines = block.strip("\n").split("\n")
    if len(lines) < 2 or "\t" not in block:
        return block
    dates: list[str] = []
    for index, line in enumerate(lines):
        text, *cells = [cell.strip() for cell in line.split("\t")]
        if cells and text and all(_DATE_CELL_RE.fullmatch(cell) for cell in cells):
            lines[index] = text
            dates += cells
    if dates and not any(date in line for date in dates for line in lines):
        lines.append(" ".join(dates))
    return "\n".join(lines)


def _cells(line: str) -> list[str]:
    return [c for c in (_TAG_RE.sub("", cell).strip() for cell in line.split("\t")) if c]


def learn_column_layout(lines: list[str], vocabulary: frozenset = frozenset()) -> ColumnLayout | None:
    lefts, rights = [], []
    for line in lines:
        cells = _cells(_NUMBERING_RE.sub("", line.strip(), count=1))
        if len(cells) < 2 or _QUOTED_RE.search(cells[0]):
            continue
        tail = " ".join(cells[1:])
        opening = re.search(r"[\"“]", tail)
        last_author = _LAST_AUTHOR_RE.search(cells[0])
        if not opening or not last_author:
            continue
        lefts.append(last_author.end())
        gap = _LINE_BREAK_IN_TAIL_RE.search(tail, opening.end())
        if gap:
            rights.append(gap.start())
    if not lefts:
        return None
    return ColumnLayout(sum(lefts) / len(lefts), sum(rights) / len(rights) if rights else None, vocabulary)


def _boundary_near(text: str, target: float, start: int = 0, end: int | None = None) -> int | None:
    """The word boundary in text[start:end] nearest to `target` characters."""
    end = len(text) if end is None else end
    spots = [m.start() for m in re.finditer(r"\s", text) if start < m.start() < end] + [end]
    return min(spots, key=lambda s: abs(s - target)) if spots else None


def _join(left: str, right: str, vocabulary: frozenset) -> str:
    """Glue a word cut at the column edge back together when the document knows the whole word."""
    left, right = left.rstrip(), right.lstrip()
    if not left or not right:
        return f"{left}{right}"
    before = re.search(r"[\w-]+$", left)
    after = re.match(r"[a-z][\w-]*", right)
    if before and after:
        glued = (before.group(0) + after.group(0)).lower()
        if glued in vocabulary:
            return f"{left}{right}"
        if before.group(0).lower().endswith(after.group(0).lower()) and len(after.group(0)) <= 2:
            return f"{left}{right[len(after.group(0)) :]}"  # the cut letters printed twice
    return f"{left} {right}"


def _repair_wrapped_columns(main: str, fragments: list[str], layout: ColumnLayout | None = None) -> str:
    """Rebuild an entry whose wrapped-line tails were pushed after a tab.

    PDF text from a two-column layout can give "A. Lee, and B. Ki scheduling for
    X 2024.<TAB>m, "Fast ," Journal of Y": the left part of every printed line,
    then the right parts. When the title's opening quote sits in the right
    parts, the title is its head there plus the unquoted middle of the left part;
    when the title is in the left part, the first right part goes back where the
    first printed line ended (the layout says about where).
    """
    main = _TAG_RE.sub("", main)
    tail = _TAG_RE.sub("", " ".join(f for f in fragments if f))
    vocabulary = layout.vocabulary if layout else frozenset()
    if not tail:
        return main
    quoted = _QUOTED_RE.search(main)
    if quoted:
        if layout and layout.right:
            cut = _boundary_near(main, layout.left, quoted.start(1), quoted.end(1))
            piece_end = _boundary_near(tail, layout.right)
            piece = tail[:piece_end] if piece_end else ""
            plausible = (
                cut is not None
                and abs(cut - layout.left) <= 0.1 * layout.left + 3
                and cut < quoted.end(1)
                and not re.search(r"[\d\"“”()]", piece)
            )
            if plausible:
                rest = tail[piece_end:]
                title = _join(
                    _join(main[quoted.start(1) : cut], piece, vocabulary), main[cut : quoted.end(1)], vocabulary
                )
                return f"{main[: quoted.start(1)]}{title}{main[quoted.end(1) :]} {rest}".strip()
        return f"{main} {tail}".strip()
    opening = re.search(r"[\"“]", tail)
    last_author = _LAST_AUTHOR_RE.search(main)
    if not opening or not last_author:
        return f"{main} {tail}".strip()
    before_quote, after_quote = tail[: opening.start()], tail[opening.end() :]
    closing = re.search(r"[\"”]", after_quote)
    title_tail = after_quote[: closing.start()] if closing else after_quote
    rest = after_quote[closing.end() :] if closing else ""
    head, continuation = title_tail, ""
    gap = _LINE_BREAK_IN_TAIL_RE.search(tail, opening.end())
    if layout and layout.right and not (gap and closing and gap.start() >= opening.end() + closing.start() - 1):
        split = _boundary_near(title_tail, layout.right - opening.end())
        if split is not None:
            head, continuation = title_tail[:split], title_tail[split:]
    authors = main[: last_author.end()].rstrip()
    joined = before_quote.strip(" ,")
    if joined:
        glue = "" if authors[-1:].islower() else " "
        authors = f"{authors}{glue}{joined}"
    middle = main[last_author.end() :]
    start = _VENUE_START_RE.search(middle)
    venue = middle[start.start() :] if start else ""
    middle = middle[: start.start()] if start else middle
    title = _join(head.strip(" ,"), middle.strip(" ,"), vocabulary)
    if continuation.strip(" ,"):
        title = _join(title, continuation.strip(" ,"), vocabulary)
    return f'{authors}, "{_clean_spaces(title)}," {venue} {rest}'.strip()


def document_vocabulary(text: str) -> frozenset:
    """Lower-case words of a document, to recognise a word cut in two by a column edge."""
    return frozenset(w.lower() for w in re.findall(r"[A-Za-z][\w-]{3,}", text[:500000]))
