"""Nature's reference style, which much of biology, physics and the earth sciences print:

"Okafor, C. N., Lind, P. J. & Ruiz, A. Title of the paper. *Nat. Commun.* **13**, 1234 (2022)."

Names are "Family, I. I." joined by commas, the last after "&" (or "and"), or cut with "et al.";
the title is a sentence; the journal (abbreviated, often in italics) is followed by the volume
(often bold), the pages or article number, and the year in brackets.
"""

from __future__ import annotations

import re

from ..statuses import status_in
from .common import _BOLD_CLOSE, _BOLD_OPEN, _FAMILY, _INITIALS, _MARKS, _YEAR, StyleRead, _strip_markup

_NAME = rf"{_BOLD_OPEN}{_FAMILY},\s*{_INITIALS}{_BOLD_CLOSE}{_MARKS}"
_AUTHORS_RE = re.compile(
    rf"^\s*(?P<authors>{_NAME}(?:,\s*{_NAME}){{0,60}}(?:,?\s+(?:&|and)\s+{_NAME}|\s+[*_]?et\s+al\.[*_]?)?)\s+(?P<rest>.+)$"
)
# "*Nat. Commun.* **13**, 1234 (2022)." / "Nature 580, 55–67 (2022)." / "Phys. Rev. B 99, 125401 (2019)."
_VENUE_RE = re.compile(
    rf"\s*(?:\*\*|<b>)?(?P<volume>\d{{1,4}})(?:\*\*|</b>)?\s*(?:\(\d[\w–-]*\))?,\s*"
    rf"(?P<pages>[A-Za-z]{{0,3}}\d[\w.]*(?:\s*[-–]\s*[A-Za-z]{{0,3}}\d+)?)\s*\((?P<year>{_YEAR})\)\s*\.?"
)
# A journal as Nature abbreviates it: capitalised words, each perhaps with a dot, "of", "and", "&".
_JOURNAL_RE = re.compile(r"(?:(?:[A-Z][\w'-]*\.?|of|and|the|&|in|für)\s+){0,7}[A-Z][\w'-]*\.?")


def _names(authors: str) -> str:
    """ "Okafor, C. N., Lind, P. J. & Ruiz, A." -> "C. N. Okafor, P. J. Lind, A. Ruiz" (bold and marks kept)."""
    cut = re.search(r"\s+[*_]?et\s+al\.[*_]?$", authors)
    authors = authors[: cut.start()] if cut else authors
    pairs = re.findall(rf"({_BOLD_OPEN})({_FAMILY}),\s*({_INITIALS})({_BOLD_CLOSE}{_MARKS})", authors)
    names = [f"{bold}{initials} {family}{close}" for bold, family, initials, close in pairs]
    return ", ".join(names) + (", et al." if cut else "")


def read_nature(text: str) -> StyleRead | None:
    match = _AUTHORS_RE.match(text)
    if match is None:
        return None
    rest = match.group("rest")
    venue = None
    for found in _VENUE_RE.finditer(rest):
        venue = found  # the last volume-pages-year: a title may hold numbers of its own
    if venue is None:
        return None
    before = _strip_markup(rest[: venue.start()]).strip()
    # The title ends at the first sentence end after which only the journal's words come.
    for end in re.finditer(r"[.?!]\s+", before):
        journal = before[end.end() :].strip(" ,")
        if _JOURNAL_RE.fullmatch(journal):
            title = before[: end.start() + 1].strip()
            break
    else:
        return None
    if len(title.split()) < 2:
        return None
    return StyleRead(
        _names(match.group("authors")),
        title,
        f"{journal} {venue.group('year')}",
        kind="journal",  # a volume and pages: a journal's
        status=status_in(rest[venue.end() :][:200]),
    )
