"""A Typst `#grid(...)` or `#table(...)` of years beside entries, as a CV written in Typst lays out
its papers and posts: `columns: (3em, 1fr)`, then `[2022], [Ruiz, A. Title. _Journal_ ...]`, row by row.

Read with the template's package missing (importer.parsers.pandoc's plain reading), the call's cells
would run together as one entry, the years inside its title. Cut into its rows, each year is the year
of the entry beside it.
"""

from __future__ import annotations

import re

from . import lazy_re

__all__ = ["year_rows"]

_COLUMNS_RE = lazy_re.compile(r"\bcolumns\s*:\s*(?:(\d+)|\(([^()]*(?:\([^()]*\)[^()]*)*)\))")
_YEAR_CELL_RE = lazy_re.compile(
    r"^[\W_]*((?:19|20)\d\d(?:\s*[-–—]+\s*(?:(?:19|20)\d\d|present|now|today|heute|actuel))?)[\W_]*$", re.I
)
_MAX_CELLS = 2000  # a CV's grid; the rest of a longer one is not read as rows


def year_rows(arguments: str) -> list[tuple[str, str]] | None:
    """(year, entry) of each row of a grid's arguments whose cells are a year and an entry; None when
    the grid is no such list (no column count, or no row holds a year cell)."""
    columns = _column_count(arguments)
    if not columns or columns < 2:
        return None
    cells = _content_cells(arguments)
    rows = []
    for start in range(0, len(cells) - columns + 1, columns):
        row = [cell.strip() for cell in cells[start : start + columns]]
        year = next((m.group(1) for cell in row if (m := _YEAR_CELL_RE.match(cell))), None)
        entry = ", ".join(cell for cell in row if cell and not _YEAR_CELL_RE.match(cell))
        if entry:
            rows.append((year or "", entry))
    return rows if any(year for year, _ in rows) else None


def _column_count(arguments: str) -> int:
    found = _COLUMNS_RE.search(arguments)
    if not found:
        return 0
    if found.group(1):
        return int(found.group(1))
    return len([part for part in found.group(2).split(",") if part.strip()])


def _content_cells(arguments: str) -> list[str]:
    """The text of each `[...]` content block among the call's arguments (blocks inside one kept in it)."""
    cells, depth, start = [], 0, 0
    for index, char in enumerate(arguments):
        if char == "[":
            if depth == 0:
                start = index + 1
            depth += 1
        elif char == "]" and depth:
            depth -= 1
            if depth == 0:
                cells.append(arguments[start:index])
                if len(cells) >= _MAX_CELLS:
                    break
    return cells
