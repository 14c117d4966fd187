"""AGU's reference style, as geophysicists print their lists, and their meeting abstracts.

- an article: "Family, A. B., C. Other, and E. Third (2019), Title of the paper, Geophys. Pebble Lett., 46(3),
  1234–1240, doi:10.1029/2019GL000001." - the first author inverted, the others given name first, the year
  in brackets after them, then the title, the journal, its volume and pages, all set apart by commas;
- an abstract: "Family, A. B., and C. Other (2018), Title, Abstract S21A-01 presented at 2018 Fall Meeting,
  AGU, Washington, DC, 10-14 Dec." - the meeting of that year, under the union's name;
- a meeting abstract in the EGU's own form (Copernicus): "Family, A., and Other, B.: Title, EGU General
  Assembly 2020, Online, 4–8 May 2020, EGU2020-1234, https://doi.org/..., 2020." - the meeting is the first
  piece after the title that names one (implied_owner.read_copernicus reads the rest of that form).
"""

from __future__ import annotations

from .. import lazy_re
from ..statuses import status_in
from .chicago import uninvert_first_author
from .common import _YEAR, StyleRead, _strip_markup, looks_like_author_list

_AGU_RE = lazy_re.compile(rf"^\s*(?P<authors>[^()]{{3,3000}}?)\s+\((?P<year>{_YEAR})[a-z]?\),\s+(?P<rest>.+)$")
# "Title, Abstract S21A-01 presented at 2018 Fall Meeting, AGU, ..."
_ABSTRACT_RE = lazy_re.compile(
    r"^(?P<title>.+?),\s+(?:Abstract|Poster|Paper)\s+[\w.-]+\s+presented\s+at\s+(?:the\s+)?"
    rf"(?:{_YEAR}\s+)?(?P<meeting>[^,]+?)(?:,\s*(?P<body>[A-Z]{{2,6}})\b|,|\.?$)"
)
# "Title, Journal, 46(3), 1234–1240" / "Title, Journal, 46, L04107": the journal before its volume and pages
_JOURNAL_RE = lazy_re.compile(
    r"^(?P<title>.+),\s+(?P<journal>[A-Z][^,]{1,80}?),\s+\d{1,4}(?:\([\w–-]+\))?,\s+[A-Za-z]{0,3}\d+(?:\s*[–-]\s*\d+)?"
)
# a meeting named as the first piece after a title: "EGU General Assembly 2020", "AGU Fall Meeting"
MEETING_WORD_RE = lazy_re.compile(
    r"\b(?:Meeting|Forum|Symposium|Workshop|Conference|Congress|General Assembly|Colloquium|Convention)\b"
)


def meeting_after_title(rest: str) -> tuple[str, str] | None:
    """ "Title, Meeting, Place, 27 June." -> (title, meeting), when no stop ends the title before it."""
    pieces = rest.split(", ")
    for index, piece in enumerate(pieces[1:], start=1):
        if MEETING_WORD_RE.search(piece) and "." not in piece.rstrip("."):
            title = ", ".join(pieces[:index])
            return (title, piece.strip(" .")) if ". " not in title else None
    return None


def read_agu(text: str) -> StyleRead | None:
    match = _AGU_RE.match(text)
    if match is None:
        return None
    authors = uninvert_first_author(match.group("authors").strip(" ,"))
    if not looks_like_author_list(_strip_markup(authors)):
        return None
    year, rest = match.group("year"), _strip_markup(match.group("rest"))
    abstract = _ABSTRACT_RE.match(rest)
    if abstract:
        meeting = abstract.group("meeting").strip()
        if abstract.group("body") and abstract.group("body") not in meeting:
            meeting = f"{abstract.group('body')} {meeting}"  # "Fall Meeting, AGU": the AGU Fall Meeting
        return StyleRead(authors, abstract.group("title").strip(), f"{meeting} {year}", kind="conference")
    journal = _JOURNAL_RE.match(rest)
    if journal is None or len(journal.group("title").split()) < 2:
        return None
    title = journal.group("title").strip(' "“”')
    return StyleRead(
        authors, title, f"{journal.group('journal').strip()} {year}", kind="journal", status=status_in(rest)
    )
