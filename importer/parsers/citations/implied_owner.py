"""Entries that leave their author unprinted, and the Copernicus style of the geosciences.

On one's own CV a mathematician lists "(with K. Ruiz) *Title*, Ann. of Math. (2) **196** (2022),
1–58." (AMS order: the coauthors, the title in italics, the journal, the volume in bold, the year
in brackets), a historian "*Title* (City: Publisher, 2022)." for a monograph and "Review of
A. Ruiz, *Book*, *Journal*, 137 (2022)" for a book review: the document's owner is the author
(StyleRead.owner_unprinted), and a reviewed book's author is not one.

Copernicus/EGU journals print "Family, A., Family, B., and Family, C.: Title, Journal Abbrev.,
23, 1011–1030, https://doi.org/..., 2023.": the colon ends the authors and the year comes last.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import status_in
from .agu import meeting_after_title
from .common import _BOLD_CLOSE, _BOLD_OPEN, _FAMILY, _INITIALS, _MARKS, _YEAR, StyleRead, _strip_markup

_ITALIC = r"(?:\*(?!\*)(?P<{0}a>[^*]+)\*|(?<!\w)_(?!_)(?P<{0}b>[^_]+)_|<(?:i|em)>(?P<{0}c>.+?)</(?:i|em)>)"
_BOLD_NUMBER_RE = lazy_re.compile(r"(?:\*\*|__|<b>|<strong>)\s*\d{1,4}\s*(?:\*\*|__|</b>|</strong>)", re.I)


def _italic(match: re.Match, name: str) -> str:
    return next(match.group(f"{name}{x}") for x in "abc" if match.group(f"{name}{x}") is not None).strip(" ,.")


# --- mathematics: "(with A. Ruiz and B. Li) *Title*, Journal **vol** (YEAR), pages" ---------------

_AMS_OWN_RE = lazy_re.compile(
    r"^\s*(?:\(\s*(?:joint\s+)?with\s+(?P<names>[^()]{2,200}?)\s*\)\s*)?"
    + _ITALIC.format("title")
    + r"\s*,?\s*(?P<rest>.+)$",
    re.I,
)
# Where a journal's name ends: its series "(2)", a volume (bold or not), the year, a status.
_AMS_JOURNAL_END_RE = lazy_re.compile(
    rf"\s*\(\d\)|\s*(?:\*\*|__|<b>|<strong>)?\s*\d|\s*\({_YEAR}\)|,\s*(?:to\s+appear|forthcoming|in\s+press|accepted)|"
    r"\.\s+arXiv|,",
    re.I,
)


def read_ams_own(text: str) -> StyleRead | None:
    """A mathematician's own paper: the coauthors "(with ...)" or none, the title in italics first."""
    match = _AMS_OWN_RE.match(text)
    if not match:
        return None
    rest, names = match.group("rest"), (match.group("names") or "").strip()
    year = re.search(rf"\(({_YEAR})\)", rest)
    status = status_in(rest)
    bold_volume = _BOLD_NUMBER_RE.search(rest)
    # Without "(with ...)" an italic title first is the AMS form only with its bold volume and bracketed year.
    if not (year or status) or (not names and not (bold_volume and year)):
        return None
    if names and not all(re.search(r"[A-Z]", p) for p in re.split(r",\s*|\s+(?:and|&)\s+", names) if p.strip()):
        return None
    title = _italic(match, "title")
    journal = _AMS_JOURNAL_END_RE.split(_strip_markup(rest) if not bold_volume else rest, maxsplit=1)[0]
    journal = _strip_markup(journal).strip(" ,.;") if journal else ""
    if len(title.split()) < 2 or not journal or len(journal.split()) > 10:
        return None
    venue = f"{journal}." if re.search(r"\b[A-Z][a-z]{0,4}$", journal) else journal  # "Ann. of Math." keeps its dot
    return StyleRead(
        names,
        title,
        f"{venue} {year.group(1) if year else ''}".strip(),
        kind="journal",
        status=status,
        owner_unprinted=True,
    )


# --- humanities: "*Title* (City: Publisher, YEAR)." and "Review of A. Ruiz, *Book*, *Journal*, 12 (YEAR)" --

_OWN_BOOK_RE = lazy_re.compile(
    r"^\s*"
    + _ITALIC.format("title")
    + rf"\s*\(\s*(?P<city>[^():]{{2,60}}):\s*(?P<publisher>[^()]{{2,120}}?),\s*(?P<year>{_YEAR})\s*\)\s*\.?\s*$"
)
_REVIEW_OF_RE = lazy_re.compile(
    r"^\s*Review\s+of\s+(?P<reviewed>[^*_<,]{2,120}?),\s*"
    + _ITALIC.format("book")
    + r"\s*,\s*"
    + _ITALIC.format("journal")
    + r"\s*,?\s*(?P<rest>.*)$",
    re.I,
)


# "Title (Kestrel University Press, 1996)." - not in italics, and no city: the bracket names a press
_OWN_BOOK_PLAIN_RE = lazy_re.compile(
    r"^\s*(?P<title>[^()*_<\[\]\"“”]{8,300}?)\s*\(\s*(?:[^():]{2,60}:\s*)?"
    r"(?P<publisher>[^()]{0,80}?\b(?:Press|Presses|Verlag|Editora|Editorial|Éditions|Edizioni|Publishers?|Publishing|UP)\b"
    rf"[^()]{{0,40}}?),\s*(?P<year>{_YEAR})\s*\)\s*\.?\s*$"
)


# Chicago's bibliography with the author left out, a humanist's CV: "*Title*. City: Publisher, 2019.",
# "*Title*, edited with Ana Ruiz. City: Publisher, 2016." (a volume edited with others)
_OWN_BOOK_STOP_RE = lazy_re.compile(
    r"^\s*"
    + _ITALIC.format("title")
    + r"(?:\s*,\s*(?:co-?)?edited\s+(?:with|by)\s+(?P<with>[^.:()]{2,160}?)|\s*\(\s*with\s+(?P<inner>[^()]{2,160})\))?"
    + rf"\s*\.\s*(?P<city>[^():.*_]{{2,60}}):\s*(?P<publisher>[^():*_]{{2,120}}?),\s*(?P<year>{_YEAR})\s*\.?\s*$"
)


def _own_book_stop(text: str) -> StyleRead | None:
    match = _OWN_BOOK_STOP_RE.match(text)
    if not match or len(_italic(match, "title").split()) < 2:
        return None
    coauthors = (match.group("with") or match.group("inner") or "").strip()
    venue = f"{match.group('publisher').strip(' ,.')} {match.group('year')}"
    return StyleRead(coauthors, _italic(match, "title"), venue, kind="book", owner_unprinted=True)


def read_own_book(text: str) -> StyleRead | None:
    """ "*Title* (City: Publisher, 2022)." - a monograph on its author's CV (no author printed)."""
    if stopped := _own_book_stop(text):
        return stopped
    plain = _OWN_BOOK_PLAIN_RE.match(text)
    if plain and len(plain.group("title").split()) >= 2:
        title, publisher = plain.group("title").strip(" .,"), plain.group("publisher").strip(" ,.")
        return StyleRead("", title, f"{publisher} {plain.group('year')}", kind="book", owner_unprinted=True)
    match = _OWN_BOOK_RE.match(text)
    if not match or len(_italic(match, "title").split()) < 2:
        return None
    publisher = _strip_markup(match.group("publisher")).strip(" ,.")
    return StyleRead(
        "", _italic(match, "title"), f"{publisher} {match.group('year')}", kind="book", owner_unprinted=True
    )


def read_review_of(text: str) -> StyleRead | None:
    """ "Review of A. Ruiz, *Book*, *Journal*, 137 (2022)" - the reviewer is the owner, not the book's author."""
    match = _REVIEW_OF_RE.match(text)
    if not match:
        return None
    year = re.search(rf"\b({_YEAR})\b", match.group("rest"))
    reviewed, book = match.group("reviewed").strip(), _italic(match, "book")
    journal = _italic(match, "journal")
    return StyleRead(
        "",
        f"Review of {reviewed}, {book}",
        f"{journal} {year.group(1) if year else ''}".strip(),
        kind="other",
        status=status_in(match.group("rest")),
        owner_unprinted=True,
    )


# --- Copernicus/EGU: "Family, A., Family, B., and Family, C.: Title, Journal, 23, 1011–1030, doi, 2023." --

_COPERNICUS_NAME = (
    rf"(?P<open>{_BOLD_OPEN})(?P<family>{_FAMILY}),\s*(?P<given>{_INITIALS})(?P<close>{_BOLD_CLOSE}{_MARKS})"
)
_COPERNICUS_NAME_RE = lazy_re.compile(_COPERNICUS_NAME)
_ANY_NAME = re.sub(r"\?P<\w+>", "?:", _COPERNICUS_NAME)
_COPERNICUS_RE = lazy_re.compile(
    rf"^\s*(?P<authors>{_ANY_NAME}(?:,\s*(?:and\s+)?{_ANY_NAME}){{0,80}}(?:,?\s*and\s+{_ANY_NAME})?"
    rf"(?:,?\s*et\s+al\.)?)\s*:\s+(?P<rest>.+?),\s*(?P<year>{_YEAR})[a-z]?\s*\.?\s*$"
)
_COPERNICUS_LINK_RE = lazy_re.compile(r",\s*(?:\[[^\]]*\]\([^)]*\)|https?://\S+?|doi:\s*\S+?)(?=,|$)", re.I)
_COPERNICUS_BODY_RE = lazy_re.compile(
    r"^(?P<title>.+),\s*(?P<journal>[A-Za-z][^,]*?)(?:,\s*(?P<volume>\d{1,4}))?(?:,\s*(?P<pages>[A-Za-z]?\d+(?:\s*[–-]\s*[A-Za-z]?\d+)?))?$"
)


def read_copernicus(text: str) -> StyleRead | None:
    match = _COPERNICUS_RE.match(text)
    if not match:
        return None
    body = _COPERNICUS_LINK_RE.sub("", match.group("rest")).strip(" ,")
    body = re.sub(r",\s*(?:\[preprint\]|in\s+review|accepted|in\s+press)\s*(?=,|$)", "", body, flags=re.I)
    meeting = meeting_after_title(body)  # "Title, EGU General Assembly 2020, Online, 4–8 May 2020, EGU2020-1234"
    parts = _COPERNICUS_BODY_RE.match(body)
    if meeting is None and (parts is None or len(parts.group("title").split()) < 2):
        return None
    names = [
        f"{m.group('open')}{m.group('given')} {m.group('family')}{m.group('close')}"
        for m in _COPERNICUS_NAME_RE.finditer(match.group("authors"))
    ]
    et_al = re.search(r"et\s+al\.\s*$", match.group("authors"))
    authors = ", ".join(names) + (", et al." if et_al else "")
    if meeting is not None:
        year = "" if match.group("year") in meeting[1] else f" {match.group('year')}"
        return StyleRead(authors, meeting[0].strip(' "“”'), f"{meeting[1]}{year}", kind="conference")
    return StyleRead(
        authors,
        parts.group("title").strip(' "“”'),
        f"{parts.group('journal').strip()} {match.group('year')}",
        kind="journal" if parts.group("volume") else None,
        status=status_in(match.group("rest")),
    )
