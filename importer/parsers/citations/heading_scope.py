"""How far a heading over a list of publications reaches: the kind and status it gives the entries below
it, and whether they are papers at all.

A status heading ("Work in progress", "Submitted") covers the entries under it up to the next heading of
any kind. A year heading ("## 2026") after some of them ends it: those below are the year's papers, most
of them printed. Years right under the status heading, before any entry, or at a deeper markdown level
("## Submitted" over "### 2026") group the status's own entries and keep it. A kind heading ("Book
chapters") is kept over the years under it, as lists grouped by kind then by year print them.

A heading over software or data sets ("Software and data", "R packages") holds no papers: its entries
are left out up to the next heading, a year's included.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import lazy_re
from ..statuses import status_from_heading
from .headings import YEAR_HEADING_RE, kind_from_heading, names_software

_LEVEL_RE = lazy_re.compile(r"^\s{0,3}(#{1,6})\s")


def _level(line: str) -> int | None:
    """A markdown heading's level (the number of "#"), None for a heading in bold or plain."""
    found = _LEVEL_RE.match(line)
    return len(found.group(1)) if found else None


def marked_year_heading(line: str) -> bool:
    """A year heading in markdown or bold ("## 2026", "**2025**"); a plain "2025" may be a venue's year."""
    return bool(YEAR_HEADING_RE.match(line)) and line.lstrip().startswith(("#", "**"))


@dataclass
class HeadingScope:
    """The headings in force over the entry being read, as a list's entries are read one by one."""

    section_status: str | None = None  # the status the section's own heading gives
    kind: str | None = None
    status: str | None = None
    skipping: bool = False  # under a heading over software or data sets
    _level: int | None = None  # the markdown level of the heading that gave the status
    _read: int = 0  # entries read since that heading
    _years_under: bool = False  # year headings group that heading's entries

    def __post_init__(self) -> None:
        self.status = self.section_status

    def subheading(self, line: str, words: str) -> None:
        """A heading among the entries: `line` as printed, `words` without its markup."""
        self.kind = kind_from_heading(words)
        self.status = status_from_heading(words) or self.section_status
        self.skipping = names_software(words) and "](" not in line and "<a" not in line  # "### [Code](url)"
        self._level, self._read, self._years_under = _level(line), 0, False

    def years_between(self, lines: list[str], after: int, before: int) -> None:
        """Year headings among `lines` (0-based) strictly between two entries' first lines."""
        for line in lines[max(after + 1, 0) : max(before, 0)]:
            if marked_year_heading(line):
                self._year_heading(_level(line))

    def _year_heading(self, level: int | None) -> None:
        deeper = level is not None and self._level is not None and level > self._level
        if self._read == 0 or deeper:
            self._years_under = True
        elif not self._years_under:
            self.status, self.skipping = None, False

    def entry(self) -> None:
        """An entry was read under the headings in force."""
        self._read += 1
