"""The entries a vitae CV writes by hand in an R chunk: `tribble(~degree, ~inst, ~startYear, ... , "PhD", ...)`.

R Markdown CVs made with the vitae package build each section from a table. Most read it from a data
file the importer never sees, but the package's own examples, and many CVs after them, write the table in
the chunk itself with tibble's `tribble()`: a header of `~column` names, then the values row by row. Those
values are the CV's entries, so such a chunk is read as the list a CV would print, one line per row: what
(the degree or the post), with whom (the institution), the dates as a range, its details as a nested item.
The place (`where`) is left out: a town is no part of an institution's name. Every other chunk stays code.
"""

from __future__ import annotations

import re

from .. import lazy_re

__all__ = ["tribble_lines"]

_TRIBBLE_RE = lazy_re.compile(r"\btribble\s*\(")
_TOKEN_RE = lazy_re.compile(
    r'"((?:[^"\\]|\\.)*)"|\'((?:[^\'\\]|\\.)*)\'|~\s*`?([\w.]+)`?|(-?\d+(?:\.\d+)?)|\b(NA\w*|NULL)\b|([()])'
)
# the columns by what they hold, in the order a CV row prints them
_WHAT_RE = lazy_re.compile(
    r"degree|title|what|position|role|job|accomplishment|award|honou?r|course|name|cert\w*", re.I
)
_WITH_RE = lazy_re.compile(r"inst\w*|univ\w*|school|employer|company|org\w*|unit|with|department|dept|lab", re.I)
_START_RE = lazy_re.compile(r"start\w*|from|begin\w*", re.I)
_END_RE = lazy_re.compile(r"end\w*|to|until|finish\w*", re.I)
_WHEN_RE = lazy_re.compile(r"when|years?|dates?|period", re.I)
_DETAIL_RE = lazy_re.compile(r"detail\w*|why|desc\w*|note\w*|summary|thesis|advis\w*|supervis\w*", re.I)
_PLACE_RE = lazy_re.compile(r"where|loc\w*|place|city|country|address", re.I)
_MONTH_COLUMN_RE = lazy_re.compile(r"\w*month\w*", re.I)
_NOW_RE = lazy_re.compile(r"present|current|now|ongoing|today", re.I)


def tribble_lines(chunk: list[str]) -> list[str] | None:
    """The chunk's lines with each row of its hand-written tribble as a list line (on the line the row starts,
    the rest blank, so that line numbers stay the file's); None when the chunk holds no such table."""
    text = "\n".join(chunk)
    opened = _TRIBBLE_RE.search(text)
    if not opened:
        return None
    columns: list[str] = []
    values: list[tuple[str | None, int]] = []  # (value or None for NA, line index)
    depth = 1
    for token in _TOKEN_RE.finditer(text, opened.end()):
        double, single, column, number, missing, bracket = token.groups()
        if bracket:
            depth += 1 if bracket == "(" else -1
            if depth == 0:
                break
            continue
        line = text.count("\n", 0, token.start())
        if column is not None:
            columns.append(column)
        elif missing is not None:
            values.append((None, line))
        else:
            values.append((double if double is not None else single if single is not None else number, line))
    if not columns or len(values) < len(columns):
        return None
    lines = [""] * len(chunk)
    for start in range(0, len(values) - len(columns) + 1, len(columns)):
        row = values[start : start + len(columns)]
        entry = _entry(dict(zip(columns, (value for value, _ in row), strict=True)))
        if entry:
            lines[row[0][1]] = entry
    return lines


def _entry(row: dict[str, str | None]) -> str:
    """ "- PhD in Economics, Valdeluz University, 2021 – present" over "  - its details"."""

    def pick(pattern: re.Pattern) -> list[str]:
        return [value for key, value in row.items() if pattern.fullmatch(key) and value and value.strip()]

    what, where_with = pick(_WHAT_RE), pick(_WITH_RE)
    starts = [k for k in row if _START_RE.fullmatch(k) and not _MONTH_COLUMN_RE.fullmatch(k)]
    ends = [k for k in row if _END_RE.fullmatch(k) and not _MONTH_COLUMN_RE.fullmatch(k)]
    ongoing = any(value and _NOW_RE.fullmatch(value.strip()) for value in row.values())
    start = next((row[k] for k in starts if row[k]), None)
    end = next((row[k] for k in ends if row[k] and not _NOW_RE.fullmatch(row[k])), None)
    if start and (end or not ends) and not ongoing:
        dates = start if not end or end == start else f"{start} – {end}"
    elif start:
        dates = f"{start} – present"  # no end, or "Present": under way
    else:
        dates = ", ".join(pick(_WHEN_RE))
    known = (_WHAT_RE, _WITH_RE, _START_RE, _END_RE, _WHEN_RE, _DETAIL_RE, _PLACE_RE, _MONTH_COLUMN_RE)
    other = [v for k, v in row.items() if v and v.strip() and not any(p.fullmatch(k) for p in known)]
    head = ", ".join(part.strip() for part in (*what, *where_with, *other, dates) if part and part.strip())
    details = "".join(f"\n  - {d.strip()}" for d in pick(_DETAIL_RE))
    return f"- {head}{details}" if head else ""
