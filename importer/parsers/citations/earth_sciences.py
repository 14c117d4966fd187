"""Every author inverted, then the year after a comma: the earth and environmental sciences' styles.

- GSA (geology): "Family, A.B., Other, C.D., and Third, E., 2019, Title: Subtitle: Journal Name,
  v. 131, no. 5, p. 845–861, doi:10.1130/B35012.1." The journal is the last piece after a colon
  before its volume ("v.", "p."); a title may hold colons of its own.
- Elsevier's name-year (Harvard) form: "Family, A.B., Other, C.D., 2020. Title. Journal 265, 1–10."

A year in brackets is APA's or Harvard's and is read by social_sciences.read_apa.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..name_forms import caps_are_initials
from ..statuses import status_in
from ..venues import resolve_venue
from .agu import meeting_after_title
from .common import _INITIALS, _YEAR, StyleRead, _strip_markup, journal_before_volume
from .social_sciences import _APA_NAME_RE, _apa_names, title_sentence

_NAMES_THEN_YEAR_RE = lazy_re.compile(
    rf"^(?P<authors>[^()\[\]\"“]+?),?\s+(?P<year>{_YEAR})[a-z]?(?P<stop>[.,])\s+(?P<rest>.+)$"
)
# GSA's volume and pages after the journal: ", v. 131, no. 5-6, p. 845–861", ", p. 12-19", ", no. 12, p. 61–74"
_GSA_NUMBERS_RE = lazy_re.compile(r",\s*(?:v\.|no\.|p\.)\s*\d")
_JOURNAL_OPENING_RE = lazy_re.compile(
    r"(?:The\s+)?(?:International\s+)?(?:Journal|Bulletin|Annals|Proceedings|Transactions|Reviews?|Quarterly|Acta|Archives)\b"
)
_VOLUME_RE = lazy_re.compile(r"^[^\d]+?[.,]?\s+\d{1,4}\s*(?:\([\w–-]+\))?\s*[,:]\s*[A-Za-z]?\d")


def _gsa_title_and_journal(rest: str) -> tuple[str, str] | None:
    """ "Title: Subtitle: Journal, v. 12, p. 1-9" -> ("Title: Subtitle", "Journal"): the shortest tail after
    a colon the venue table knows, else the longest opening with a journal's word, else the last one."""
    numbers = _GSA_NUMBERS_RE.search(rest)
    if numbers is None:
        return None
    head = rest[: numbers.start()]
    colons = [m.start() for m in re.finditer(r":\s", head)]
    if not colons:
        return None
    # the shortest tail that names a journal: a longer one would take the title's last words in with it
    known = next((c for c in reversed(colons) if resolve_venue(head[c + 1 :].strip()) is not None), None)
    # else the longest that opens with a journal's word: "Journal of Geophysical Research: Solid Earth"
    named = next((c for c in colons if _JOURNAL_OPENING_RE.match(head[c + 1 :].strip())), None)
    cut = next(c for c in (known, named, colons[-1]) if c is not None)
    return head[:cut].strip(), head[cut + 1 :].strip()


def read_names_then_year(text: str) -> StyleRead | None:
    match = _NAMES_THEN_YEAR_RE.match(text)  # the markup stays on the names: "**Family, A.**" is the owner
    if match is None:
        return None
    # initials without stops, as ecologists' own lists print them: "**Okonkwo, RT** and Brandvold, ME"
    printed = re.sub(
        r"(?<=,\s)([A-Z]{1,3})\.?(?=\*\*|__|</b>|</strong>|,|\s|$)",
        lambda m: (
            " ".join(f"{c}." for c in m.group(1)) if caps_are_initials(m.group(1)) else m.group(0)
        ),  # not "Yu, LI"
        match.group("authors").strip(" ,"),
    )
    # GSA's lists may print given names in full ("Li, Yu, and Wu, Bo, 2021, Title: Journal, v. 12"): its
    # comma after the year and its "v."/"p." tell it from Chicago's "Family, Given. 2022." (chicago.py)
    gsa = match.group("stop") == "," and _GSA_NUMBERS_RE.search(match.group("rest")) is not None
    if not gsa and not all(re.fullmatch(_INITIALS, name.group("given")) for name in _APA_NAME_RE.finditer(printed)):
        return None
    authors = _apa_names(printed)
    if authors is None:
        return None
    year, rest = match.group("year"), _strip_markup(match.group("rest"))
    if match.group("stop") == ",":
        found = _gsa_title_and_journal(rest)
        if found is None:
            return None
        title, journal = found
        kind = "journal"
    elif meeting := meeting_after_title(rest):  # "Title, AGU Fall Meeting, San Francisco, 12-16 December."
        (title, journal), kind = meeting, ("workshop" if "Workshop" in meeting[1] else "conference")
    else:
        title, after = title_sentence(rest, lambda after: bool(_VOLUME_RE.match(after)))
        journal = journal_before_volume(after)
        kind = "journal" if _VOLUME_RE.match(_strip_markup(after)) else None
    title = title.strip(" .,")
    if len(title.split()) < 2 or not journal:
        return None
    return StyleRead(authors, title, f"{journal} {year}", kind=kind, status=status_in(rest[-120:]))
