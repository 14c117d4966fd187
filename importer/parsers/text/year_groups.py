"""Rows a CV groups under a year: "2021" alone on a line (or "### 2021", "**2021**", "2021年"; over
courses also "Fall 2022") as a sub-heading, the rows under it printing no year of their own.

`date_year_groups` writes the group's year into each of its rows ("2021 Early Career Medal, ..."),
so that every section reader reads the year where it reads a row's own date.
"""

from __future__ import annotations

from .. import lazy_re
from ..dates import YEAR_RE, strip_dates
from .sections import _BULLET_RE, _MD_HEADING_PREFIX_RE, Section, plain

# The kinds of section whose rows are one thing each: a year group's year is every row's year.
_ONE_LINE_KINDS = ("awards", "teaching", "service", "grants")
# Experience and education rows may take several lines (a title over its organisation): there a group's
# year is written into the rows only when each holds a whole entry, its parts set apart on one line.
_ENTRY_KINDS = ("experience", "education")
_YEAR_HEADING_RE = lazy_re.compile(r"[^\w–—-]*((?:19|20)\d{2})\s*年?[^\w–—-]*")  # "2021 –" is an open range
_WORD_RE = lazy_re.compile(r"[^\W\d_]{2}")
_LIST_MARK_RE = lazy_re.compile(r"^\s*(?:[-*+•·▪◦‣–]|\d{1,2}[.)])\s+")  # "- ", "* ", "1. ": not "**" of bold text
_SENTENCE_RE = lazy_re.compile(r"^(?:\S+\s+){7,}.*[a-z]{2}\.$")
_PARTS_APART_RE = lazy_re.compile(r",|\t|\s[|·–—-]\s|\s(?:at|@|bei|chez|presso)\s|[，、]|\S\s{2,}\S|\u3000")


def _group_year(line: str, kind: str) -> str | None:
    """ "2021", "### 2021", "**2021:**", "2021年": a year standing alone as a sub-heading; over courses
    also a term or an academic year ("Fall 2022", "WS 2021/22", "2021–2022")."""
    flat = plain(_MD_HEADING_PREFIX_RE.sub("", line))  # "**2021**" is bold, "- 2021" a list item
    if _BULLET_RE.match(flat):
        return None
    found = _YEAR_HEADING_RE.fullmatch(flat)
    if found:
        return found.group(1)
    term = flat.strip(" :*#_")
    if kind == "teaching" and len(term) <= 25 and YEAR_RE.search(term) and not _WORD_RE.search(strip_dates(term)):
        return term
    return None


def date_year_groups(section: Section) -> Section:
    """The section with each year group's year written into its undated rows; unchanged when the
    section does not open with a year standing alone, or its rows cannot take the year."""
    if section.kind not in _ONE_LINE_KINDS + _ENTRY_KINDS:
        return section
    filled = [index for index, line in enumerate(section.lines) if line.strip()]
    if not filled or not _group_year(section.lines[filled[0]], section.kind):
        return section
    groups: list[tuple[str, list[int]]] = []  # (year or term, indexes of the rows under it)
    for index in filled:
        year = _group_year(section.lines[index], section.kind)
        if year:
            groups.append((year, []))
        else:
            groups[-1][1].append(index)
    if not any(rows for _year, rows in groups):
        return section  # years alone, one after another: a column of dates, not headings
    lines = list(section.lines)
    for year, rows in groups:
        top = _top_rows(lines, rows)
        if section.kind in _ENTRY_KINDS and not all(_PARTS_APART_RE.search(plain(lines[i])) for i in top):
            return section  # "2021" over "Associate Professor" over "Harrow University": the reader's own dates
        for index in top:
            if not YEAR_RE.search(lines[index]):
                bullet = _LIST_MARK_RE.match(lines[index])
                cut = bullet.end() if bullet else len(lines[index]) - len(lines[index].lstrip())
                lines[index] = f"{lines[index][:cut]}{year} {lines[index][cut:]}"
    kept = [line for line in lines if not _group_year(line, section.kind)]
    return Section(section.kind, section.heading, kept, section.first_line, section.tabbed, section.level)


def _top_rows(lines: list[str], rows: list[int]) -> list[int]:
    """The rows of a group that are entries: those at the group's first indentation (deeper bullets
    describe them) written as its first row is."""
    if not rows:
        return []
    # entries are written as the group's first row is, a list item or a plain line; the other kind under them
    # (bullets under a plain entry line) and a sentence ("Led the sediment lab, with three students.") describe them
    bulleted = bool(_LIST_MARK_RE.match(lines[rows[0]]))
    candidates = [
        i for i in rows if bool(_LIST_MARK_RE.match(lines[i])) == bulleted and not _SENTENCE_RE.search(plain(lines[i]))
    ]
    if not candidates:
        return []
    indent = min(len(lines[i]) - len(lines[i].lstrip()) for i in candidates)
    return [i for i in candidates if len(lines[i]) - len(lines[i].lstrip()) == indent]
