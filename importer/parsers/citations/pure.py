"""Elsevier Pure's research-output listing, the publication pages of many European universities.

Each entry prints the title as a heading, then one line of authors, date and venue, then often
the output's type:

    Peer victimization and sleep in adolescence
    Family, A. B., Family, C. & Family, D., Mar 2023, In: Journal of Youth. 52, 3, p. 601-615
    Research output: Contribution to journal › Article › Academic › peer-review

The date is "YEAR", "Mon YEAR", "12 Jun YEAR", or a state instead ("Accepted/In press",
"E-pub ahead of print", "Submitted"). "In: Journal. volume, issue, p. pages" is a journal
article; otherwise the venue is a book or proceedings, named before its editors or publisher.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import PUBLISHED, SUBMITTED
from .common import _FAMILY, _INITIALS, _YEAR, StyleRead, _strip_markup

_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?"
_PURE_NAME = rf"{_FAMILY},\s{_INITIALS}"
_STATE = r"Accepted/In press|E-pub ahead of print|Submitted|In preparation|Unpublished"
_PURE_LINE_RE = lazy_re.compile(
    rf"^\s*(?P<authors>{_PURE_NAME}(?:\s*,\s*{_PURE_NAME}){{0,60}}(?:\s*(?:,|&)\s*{_PURE_NAME})?(?:,?\s+et\s+al\.?)?)"
    rf"\s*,\s+(?:(?:\d{{1,2}}\s+)?(?:{_MONTH}\s+)?(?P<year>{_YEAR})|(?P<state>{_STATE}))\s*,\s+(?P<rest>\S.*)$"
)
_ONE_NAME_RE = lazy_re.compile(rf"(?P<family>{_FAMILY}),\s(?P<initials>{_INITIALS})")
# "In: Journal of Youth and Adolescence. 52, 3, p. 601-615" / "In: Nature Communications. 12, 1, 4567."
_JOURNAL_RE = lazy_re.compile(r"^In:\s+(?P<journal>[^.]{2,200}?)\.(?:\s+\d|\s*$)")
# "*Handbook of Adolescent Development.* Oostra, M. (ed.). Routledge, p. 77-95" /
# "Proceedings of X. Publisher, p. 1-10": the book or proceedings is the first sentence
_BOOK_RE = lazy_re.compile(r"^(?:In:\s+)?(?P<book>\*[^*]{2,200}\*|_[^_]{2,200}_|[^.]{2,200})")
# Pure's type line: "Research output: Chapter in Book/Report/Conference proceeding › Chapter › Academic"
_TYPE_RE = lazy_re.compile(r"^\s*Research output\s*:\s*(?P<type>.+)$", re.I)
_TYPE_KINDS = (
    (lazy_re.compile(r"Contribution to journal", re.I), "journal"),
    (lazy_re.compile(r"›\s*Conference contribution|Paper presented at|Contribution to conference", re.I), "conference"),
    (lazy_re.compile(r"›\s*Chapter|Chapter in Book", re.I), "chapter"),
    (lazy_re.compile(r"›\s*(?:Book|Anthology)\b", re.I), "book"),
    (lazy_re.compile(r"Thesis", re.I), "thesis"),
    (lazy_re.compile(r"Working paper|Preprint", re.I), "preprint"),
)


def _given_first(authors: str) -> str:
    """ "van den Broek, L., Ahmadi, F. & Kroes, B." -> "L. van den Broek, F. Ahmadi, B. Kroes"."""
    names = [f"{m.group('initials')} {m.group('family')}" for m in _ONE_NAME_RE.finditer(authors)]
    truncated = re.search(r"\bet\s+al\.?\s*$", authors) is not None
    return ", ".join(names) + (", et al." if truncated else "")


def _kind_from_type(lines: list[str]) -> str | None:
    for line in lines:
        printed = _TYPE_RE.match(line)
        if printed:
            return next((kind for rule, kind in _TYPE_KINDS if rule.search(printed.group("type"))), None)
    return None


def read_pure(lines: list[str]) -> StyleRead | None:
    """A Pure entry (title line, authors-date-venue line, optional type line), or None when not that form."""
    if len(lines) < 2 or len(lines) > 4:
        return None
    title = _strip_markup(lines[0]).strip(" .")
    found = _PURE_LINE_RE.match(re.sub(r"\s+,", ",", lines[1]))
    if not title or found is None:
        return None
    rest = found.group("rest").strip()
    journal = _JOURNAL_RE.match(rest)
    if journal:
        venue, kind = journal.group("journal"), "journal"
    else:
        book = _BOOK_RE.match(rest)
        venue, kind = (_strip_markup(book.group("book")).strip(" .,") if book else ""), None
    kind = _kind_from_type(lines[2:]) or kind
    state = found.group("state") or ""
    status = SUBMITTED if re.match(r"Submitted|In preparation|Unpublished", state) else PUBLISHED
    return StyleRead(
        _given_first(found.group("authors")),
        title,
        f"{venue.strip()} {found.group('year') or ''}".strip(),
        kind=kind,
        status=status,
    )
