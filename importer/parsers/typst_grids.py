"""A Typst `#grid(...)` or `#table(...)` of years beside entries, as a CV written in Typst lays out
its papers and posts: `columns: (3em, 1fr)`, then `[2022], [Ruiz, A. Title. _Journal_ ...]`, row by row.

Read with the template's package missing (importer.parsers.pandoc's plain reading), the call's cells
would run together as one entry, the years inside its title. Cut into its rows, each year is the year
of the entry beside it. A grid may also be laid out a column at a time, one block of lines for each
column (`align(left)[2024\\ \\ 2023\\]`, then the entries' block): its lines are its rows.
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
    if len(cells) == columns:  # one block a column, its lines the rows: `align(left)[2024\ \ 2023\ ]`
        return _column_rows(cells)
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


# Typst's line break: a backslash before a space or the end of the line (a "\\@" or "\\$" is a character)
_LINE_BREAK_RE = lazy_re.compile(r"(?<!\\)\\(?=\s|$)")


def _column_rows(cells: list[str]) -> list[tuple[str, str]] | None:
    """The rows of a grid laid out a column at a time, one block of lines for each column: a column of
    years and a column of entries, spaced with empty lines to stand level on the page. The spacing
    follows how long each entry prints, so the n-th year goes with the n-th entry, when the columns
    hold as many; a grid whose columns do not agree is no list of rows."""
    lines = [[" ".join(part.split()) for part in _LINE_BREAK_RE.split(cell) if part.strip()] for cell in cells]
    counts = {len(column) for column in lines}
    if len(counts) != 1 or not counts.pop():
        return None
    rows = []
    for row in zip(*lines, strict=True):
        year = next((m.group(1) for cell in row if (m := _YEAR_CELL_RE.match(cell))), "")
        rows.append((year, ", ".join(cell for cell in row if not _YEAR_CELL_RE.match(cell))))
    return rows if any(year for year, _ in rows) and all(entry for _, entry in rows) else None
