"""A lab site's page that lists people in a markdown table, read as a roster.

Lab sites keep their alumni (and sometimes everyone) in one pipe table, a row a person:

    | name                         | group role | current                                        |
    | ---------------------------- | ---------- | ---------------------------------------------- |
    | [Ana Ruiz](/author/ana-ruiz) | GS         | Ph.D. '21 Chemistry and now Scientist at Acme  |
    | Bo Lund                      | PD         | Assistant Professor at Example University      |

The header says which column is which (the name; the role or position, often a short code such as
GS, PD, UROP; the years; where they are now; e-mail and website). A page titled as alumni ("Group
alumni", "Former members") files everyone in it as alumni. "... and now X" in the current column is
where they went, and the year before it ("Ph.D. '21") the year they left. Plain Python: the page's
text in, a roster document (or None: no such table) out.
"""

from __future__ import annotations

import datetime as dt
import re

from . import lazy_re
from .dates import two_digit_year
from .records import DocumentError, ParsedDocument
from .sites import front_matter

__all__ = ["people_table", "settle_alumni_page"]

_MIN_ROWS = 3  # a table of two names may be anything; three rows of people are a roster
_ROW_RE = lazy_re.compile(r"^\s*\|(.+)\|\s*$")
_ROW_LINE_RE = lazy_re.compile(r"(?m)^\s*\|.*\|\s*$")
_WORDS_BESIDE = 60  # a line or two of introduction above the table
_RULE_CELL_RE = lazy_re.compile(r"^\s*:?-{3,}:?\s*$")
_LINK_RE = lazy_re.compile(r"\[([^\]]*)\]\(([^)\s]*)[^)]*\)")
_COLUMNS = (  # a header's words -> the roster key of its column
    ("name", lazy_re.compile(r"\b(?:name|member|person|people|alumn\w*|researcher|who)\b", re.I)),
    ("now", lazy_re.compile(r"\b(?:current|now|next|destination|where|placement|went|present)\b", re.I)),
    ("years", lazy_re.compile(r"\b(?:years?|dates?|period|tenure|time in (?:the )?lab)\b", re.I)),
    ("email", lazy_re.compile(r"\be-?mail\b", re.I)),
    ("website", lazy_re.compile(r"\b(?:website|homepage|web|url)\b", re.I)),
    ("position", lazy_re.compile(r"\b(?:role|position|title|status|degree|program(?:me)?|level|type)\b", re.I)),
)
# The short codes lab tables use for a member's place in the group (MIT's UROP is its undergraduate research)
_ROLE_CODES = {
    "GS": "Graduate student",
    "GRAD": "Graduate student",
    "PHD": "PhD student",
    "PD": "Postdoc",
    "UROP": "Undergraduate researcher",
    "UG": "Undergraduate",
    "UGRAD": "Undergraduate",
    "VS": "Visiting scientist",
    "SS": "Summer student",
    "MS": "Master's student",
    "RA": "Research assistant",
    "RS": "Research scientist",
}
_ALUMNI_TITLE_RE = lazy_re.compile(r"\balum(?:ni|nae|nus|s)?\b|\bformer\b|\bpast\b|\behemalige\b|\banciens\b", re.I)
_NOW_RE = lazy_re.compile(r"(?:^|\band\s+|[,;]\s*)now\s+(?:at\s+)?", re.I)
_LEFT_YEAR_RE = lazy_re.compile(r"(?<!expected )(?<!expected\s\s)(?:\b((?:19|20)\d{2})\b|[‘'’](\d{2})\b)")


def people_table(name: str, text: str, *, only_table: bool = False) -> ParsedDocument | None:
    """Everyone the page's table of people lists, as a roster; None when the page has no such table, or
    (`only_table`: a personal site's page, which may be its owner's CV with a table of their students) when the
    page says more than a few lines besides."""
    try:
        meta, body = front_matter(text)
    except DocumentError:
        return None
    if only_table and len(re.findall(r"[^\W\d_]{2,}", _ROW_LINE_RE.sub("", body))) > _WORDS_BESIDE:
        return None
    rows = _table(body)
    if rows is None:
        return None
    header, *people = rows
    columns = _columns(header)
    if "name" not in columns.values():
        return None
    entries = [_entry(cells, columns) for cells in people]
    entries = [entry for entry in entries if entry.get("name")]
    if len(entries) < _MIN_ROWS:
        return None
    title = " ".join(str(meta.get("title") or "").split())
    label = "alumni" if _ALUMNI_TITLE_RE.search(title) else ""
    from .structured.roster import parse_roster  # the one reader of a roster's people

    document = parse_roster({label: entries} if label else entries, name)
    return document if len(document.people) >= _MIN_ROWS else None


def _table(body: str) -> list[list[str]] | None:
    """The rows of the page's first pipe table (its header first, its rule line left out), or None."""
    rows: list[list[str]] = []
    for line in body.split("\n"):
        found = _ROW_RE.match(line)
        if found:
            rows.append([cell.strip() for cell in found.group(1).split("|")])
        elif rows:
            break
    if len(rows) < 2 or not all(_RULE_CELL_RE.match(cell) for cell in rows[1]):
        return None
    return [rows[0], *rows[2:]]


def _columns(header: list[str]) -> dict[int, str]:
    columns: dict[int, str] = {}
    for index, cell in enumerate(header):
        key = next((key for key, pattern in _COLUMNS if pattern.search(cell)), None)
        if key is not None and key not in columns.values():
            columns[index] = key
    return columns


def _entry(cells: list[str], columns: dict[int, str]) -> dict[str, str]:
    """One row as a roster entry: the name without its link (an address of its own is their website), a role
    code spelt out, "... and now X" cut into where they went and the year they left."""
    entry: dict[str, str] = {}
    for index, key in columns.items():
        cell = cells[index] if index < len(cells) else ""
        links = _LINK_RE.findall(cell)
        plain = " ".join(_LINK_RE.sub(r"\1", cell).split())
        if key == "name" and links and re.match(r"https?://", links[0][1]):
            entry["website"] = links[0][1]
        if key == "position":
            plain = _ROLE_CODES.get(plain.upper().rstrip("."), plain)
        if key == "now":
            went = _NOW_RE.search(plain)
            held = plain[: went.start()] if went else ""
            plain = plain[went.end() :] if went else plain
            year = _LEFT_YEAR_RE.search(held)
            if year:
                entry["left"] = year.group(1) or str(two_digit_year(year.group(2)))
        if plain:
            entry[key] = plain
    return entry


def settle_alumni_page(document: ParsedDocument, title: str) -> ParsedDocument:
    """A people page titled as alumni ("Lab Alumni", "Former members"): everyone on it has left, and the one year
    beside a name ("Ana Ruiz, PhD 2023", "Dr. Bo Lund, 2020") is the year they left, not the year they came."""
    if not _ALUMNI_TITLE_RE.search(title or ""):
        return document
    for person in document.people:
        person.role = "alumni"
        if person.joined is not None and person.left is None and person.joined.timetuple().tm_yday == 1:
            person.left, person.joined = dt.date(person.joined.year, 12, 31), None
    return document
