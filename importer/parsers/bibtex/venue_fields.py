"""Which of an entry's fields names where it appeared: BibTeX's and biblatex's, in the order they say most.

biblatex splits a proceedings paper's venue over fields BibTeX has none of: `eventtitle` (the
meeting), `maintitle` (the work of many volumes a volume belongs to) and `venue` (the meeting's
place, not its name); an article's journal is `journaltitle`, abbreviated in `shortjournal`. A
report belongs to a `series` ("Working Paper Series") that only its publisher makes a name of.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from importer.parsers.venues import resolve_venue

from .. import lazy_re

__all__ = ["printed_venue", "series_of_publisher"]

# A booktitle that names no book: "Proceedings", "Conference Proceedings", "Proc." (the event names it)
_BARE_BOOKTITLE_RE = lazy_re.compile(
    r"\s*(?:the\s+)?(?:(?:conference|symposium|workshop|meeting)\s+)?(?:proceedings|proc\.?)(?:\s+volume)?\s*",
    re.I,
)
# Words of a series that name no one's series: "Working Paper Series", "Discussion Papers", "Technical Report"
_SERIES_WORDS = frozenset(
    "working discussion research policy staff occasional technical paper papers series report reports "
    "brief briefs note notes memo memorandum no no. number the of".split()
)
# Words of a meeting's name, which a biblatex `venue` (the meeting's place) seldom holds
_MEETING_RE = lazy_re.compile(
    r"\b(?:conference|symposium|workshop|meeting|congress|colloquium|proceedings|convention|summit|forum)\b", re.I
)
_PROCEEDINGS_TYPES = ("inproceedings", "conference", "incollection", "inbook", "proceedings")


def series_of_publisher(series: str, publisher: str) -> str:
    """A report's series as a venue: "Working Paper Series" of a bureau is the bureau's ("Bureau of X Working
    Paper Series"); a series that names its own ("Policy Notes of the Harbor Institute", "XYZ Working Papers")
    stays as it is, and so does a series without a publisher."""
    series, publisher = series.strip(), publisher.strip()
    if not publisher or publisher.lower() in series.lower():
        return series or publisher
    if not all(word.lower() in _SERIES_WORDS for word in series.split()):
        return series
    # the series a venue list knows under its publisher's name ("Bureau X" for "Bureau X Working Papers")
    named = f"{publisher} {series}"
    return publisher if resolve_venue(named) is None and resolve_venue(publisher) is not None else named


def _meeting(value: str) -> str:
    """biblatex's `venue` when it names a meeting ("Symposium on X"), not where it was ("Bergen, Norway")."""
    return value if _MEETING_RE.search(value) else ""


def printed_venue(entry_type: str, text: Mapping[str, str]) -> str:
    """The venue an entry prints, from its decoded text fields.

    An article's journal is its venue even beside a booktitle (Google Scholar names a special issue so);
    a bare "Proceedings" booktitle gives way to the meeting biblatex names in `eventtitle`; a proceedings
    paper with no booktitle is in its event, its multi-volume work or its series; a report in its series."""
    get = text.get
    booktitle = get("booktitle") or ""
    event = get("eventtitle") or get("maintitle") or ""
    if booktitle and event and _BARE_BOOKTITLE_RE.fullmatch(booktitle):
        booktitle = event
    journal_first = entry_type == "article" and bool(get("journal") or get("journaltitle"))
    if entry_type in ("techreport", "report") and get("series"):
        return series_of_publisher(get("series") or "", get("institution") or get("publisher") or "")
    in_proceedings = entry_type in _PROCEEDINGS_TYPES
    return (
        (None if journal_first else booktitle)
        or get("fjournal")  # "SIAM Journal on Numerical Analysis" beside journal = {SIAM J. Numer. Anal.}
        or get("journal")
        or get("journaltitle")
        or get("howpublished")
        or (in_proceedings and (event or get("series") or _meeting(get("venue") or "")))
        or get("eventtitle")  # a talk or a poster (@misc) at a meeting
        or get("shortjournal")
        or get("school")
        or get("institution")
        or get("publisher")
        or ""
    )


def venue_in_note(note: str, status_before_venue: re.Pattern) -> str:
    """The journal or meeting a status note names ("Submitted to JPO", "In revision at Ocean Letters"), for an
    entry that names none itself (BibDesk's and JabRef's @unpublished); "" for a note that names none
    ("Accepted in principle", "Submitted")."""
    found = status_before_venue.match(note)
    if not found:
        return ""
    rest = re.sub(r"^the\s+(?=[A-Z])", "", note[found.end() :].split(";")[0].strip()).rstrip(". ")
    return rest if rest[:1].isupper() and len(rest.split()) <= 12 else ""
