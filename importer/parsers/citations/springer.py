"""Springer's reference style (LNCS, and the Springer journals of every field): the names inverted with
their initials, a colon, then the title, then the venue, the year in brackets at the end.

- a paper in proceedings or a chapter: "Ruiz, A., Li, B.: Title. In: Proceedings of the Pebble Symposium,
  pp. 1–10. Publisher (2019)" - the book after "In:", its volume and pages, then its publisher;
- an article: "Ruiz, A., Li, B.: Title. J. Pebble Sci. 12(3), 45–67 (2019)".

The colon after the names tells it from APA and the German humanities' form (humanities.py), which print the
given names in full or the year after the names.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import status_in
from .common import _BOLD_CLOSE, _BOLD_OPEN, _FAMILY, _INITIALS, _MARKS, _YEAR, StyleRead, _strip_markup
from .social_sciences import first_sentence

_NAME = rf"{_BOLD_OPEN}{_FAMILY},\s*{_INITIALS}{_BOLD_CLOSE}{_MARKS}"
_SPRINGER_RE = lazy_re.compile(
    rf"^\s*(?P<authors>{_NAME}(?:,\s*(?:and\s+)?{_NAME}){{0,60}}(?:,?\s+(?:and|&)\s+{_NAME})?(?:,?\s+et\s+al\.)?)"
    rf":\s+(?P<rest>.+?)\s*\((?P<year>{_YEAR})\)\.?\s*$"
)
_NAME_RE = lazy_re.compile(
    rf"(?P<open>{_BOLD_OPEN})(?P<family>{_FAMILY}),\s*(?P<given>{_INITIALS})(?P<close>{_BOLD_CLOSE}{_MARKS})"
)
# what follows the book's name: its series and volume, its pages, its publisher
_BOOK_TAIL_RE = lazy_re.compile(r",\s*(?:(?:LNCS|LNAI|CCIS|vol\.|pp?\.)\s*[\w–-]+.*)$|\.\s+[^.]+$", re.I)
# an article's volume, issue and pages after the journal: " 12(3), 45–67", " 12, 112340X"
_JOURNAL_NUMBERS_RE = lazy_re.compile(r"\s+\d{1,4}(?:\([\w–-]+\))?,\s*[A-Za-z]{0,3}\d[\w–-]*\s*$")
_EDITORS_RE = lazy_re.compile(r"^.{2,300}?\((?:eds?|Hrsg|Hg)\.?\)[.:]?\s*", re.I)
_SOCIETY_RE = lazy_re.compile(r"\b(?:SPIE|IEEE|ACM|AIP|IOP|USENIX|AAAI|PMLR|Optica|OSA)\b")
_MEETING_RE = lazy_re.compile(r"\b(?:Proceedings|Proc\.|Conference|Symposium|Workshop|Congress|Meeting)\b", re.I)


def read_springer(text: str) -> StyleRead | None:
    match = _SPRINGER_RE.match(text)
    if match is None:
        return None
    title, after = first_sentence(match.group("rest"))
    after = _strip_markup(after).strip(" .")
    if len(title.split()) < 2 or not after:
        return None
    names = [f"{m['open']}{m['given']} {m['family']}{m['close']}" for m in _NAME_RE.finditer(match.group("authors"))]
    authors = ", ".join(names) + (", et al." if re.search(r"et\s+al\.$", match.group("authors")) else "")
    inside = re.match(r"In:?\s+", after)
    if inside:
        container = _EDITORS_RE.sub("", after[inside.end() :])  # "In: Ruiz, A. (ed.) Handbook of Gravel"
        book = _BOOK_TAIL_RE.sub("", container).strip(" ,.")
        # a meeting's proceedings, or a book a society of meetings publishes: "..., p. 112340X. SPIE (2019)"
        kind = "conference" if _MEETING_RE.search(book) or _SOCIETY_RE.search(container[len(book) :]) else "chapter"
    else:
        numbers = _JOURNAL_NUMBERS_RE.search(after)
        book, kind = (after[: numbers.start()], "journal") if numbers else (after, None)
    if not book:
        return None
    return StyleRead(
        authors, title.strip(" ."), f"{book.strip()} {match.group('year')}", kind=kind, status=status_in(after)
    )
