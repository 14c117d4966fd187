"""Markdown pipe tables of publications -> one list line per paper, as the text reader reads them.

A publication list kept as a GitHub-style table (`| Year | Publication | Link |`, a `|---|` rule,
then one row per paper) gives the text reader lines that start and end with pipes, which it
does not read as citations. A table whose header names publications (publication, paper,
title, citation, reference, article) is rewritten as a list: each row one `- ` line, its cells
in order, a cell holding only a year put after the citation (as the HTML reader does with a
row's dates cell) unless the citation already prints that year. Other tables are left as
they are: a CV's tables of degrees or jobs are read where they stand.
"""

from __future__ import annotations

import re

from . import lazy_re

__all__ = ["unpiped_publication_tables"]

_ROW_RE = lazy_re.compile(r"^\s*\|.*\|\s*$")
_RULE_RE = lazy_re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
_PUBLICATION_HEADER_RE = lazy_re.compile(
    r"\b(?:publications?|papers?|titles?|citations?|references?|articles?|works?)\b", re.I
)
_YEAR_CELL_RE = lazy_re.compile(r"^(?:19|20)\d\d[a-z]?$")


def _cells(row: str) -> list[str]:
    return [cell.strip() for cell in row.strip().strip("|").split("|")]


def _row_line(cells: list[str]) -> str:
    years = [cell for cell in cells if _YEAR_CELL_RE.match(cell)]
    rest = [cell for cell in cells if cell and cell not in years]
    line = " ".join(rest)
    for year in years:
        if year[:4] not in line:
            line = f"{line} ({year})"
    return f"- {line}" if line else ""


def unpiped_publication_tables(text: str) -> str:
    """The text with each pipe table of publications written as a list (see the module's docstring)."""
    if "|" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        is_table = (
            _ROW_RE.match(line)
            and index + 1 < len(lines)
            and _RULE_RE.match(lines[index + 1])
            and _PUBLICATION_HEADER_RE.search(line)
        )
        if not is_table:
            out.append(line)
            index += 1
            continue
        index += 2  # the header and its rule
        while index < len(lines) and _ROW_RE.match(lines[index]):
            if row := _row_line(_cells(lines[index])):
                out.append(row)
            index += 1
    return "\n".join(out)
