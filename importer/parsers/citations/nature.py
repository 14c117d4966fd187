"""Nature's reference style, which much of biology, physics and the earth sciences print:

"Okafor, C. N., Lind, P. J. & Ruiz, A. Title of the paper. *Nat. Commun.* **13**, 1234 (2022)."

Names are "Family, I. I." joined by commas, the last after "&" (or "and"), or cut with "et al.";
the title is a sentence; the journal (abbreviated, often in italics) is followed by the volume
(often bold), the pages or article number, and the year in brackets.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import ACCEPTED_RE, SUBMITTED_RE, status_in
from .common import _BOLD_CLOSE, _BOLD_OPEN, _FAMILY, _INITIALS, _MARKS, _YEAR, StyleRead, _strip_markup

_NAME = rf"{_BOLD_OPEN}{_FAMILY},\s*{_INITIALS}{_BOLD_CLOSE}{_MARKS}"
_AUTHORS_RE = lazy_re.compile(
    rf"^\s*(?P<authors>{_NAME}(?:,\s*{_NAME}){{0,60}}(?:,?\s+(?:&|and)\s+{_NAME}|\s+[*_]?et\s+al\.[*_]?)?)\s+(?P<rest>.+)$"
)
# "*Nat. Commun.* **13**, 1234 (2022)." / "Nature 580, 55–67 (2022)." / "Phys. Rev. B 99, 125401 (2019)."
_VENUE_RE = lazy_re.compile(
    rf"\s*(?:\*\*|<b>)?(?P<volume>\d{{1,4}})(?:\*\*|</b>)?\s*(?:\(\d[\w–-]*\))?,\s*"
    rf"(?P<pages>[A-Za-z]{{0,3}}\d[\w.]*(?:\s*[-–]\s*[A-Za-z]{{0,3}}\d+)?)\s*\((?P<year>{_YEAR})\)\s*\.?"
)
# A journal as Nature abbreviates it: capitalised words, each perhaps with a dot, "of", "and", "&".
# A journal's section after a comma is part of its name: "Acta Crystallographica, Section D".
_SECTION = r"(?:,\s*(?:Section|Sect\.|Series|Ser\.|Part)\s+[A-Z]\b\.?)?"
_JOURNAL_RE = lazy_re.compile(rf"(?:(?:[A-Z][\w'-]*\.?|of|and|the|&|in|für)\s+){{0,7}}[A-Z][\w'-]*\.?{_SECTION}")


_SPACED_RE = lazy_re.compile(r"\.(?=[A-Z])")


def _names(authors: str) -> str:
    """ "Okafor, C. N., Lind, P. J. & Ruiz, A." -> "C. N. Okafor, P. J. Lind, A. Ruiz" (bold and marks kept)."""
    cut = re.search(r"\s+[*_]?et\s+al\.[*_]?$", authors)
    authors = authors[: cut.start()] if cut else authors
    pairs = re.findall(rf"({_BOLD_OPEN})({_FAMILY}),\s*({_INITIALS})({_BOLD_CLOSE}{_MARKS})", authors)
    # "H.E." typed without spaces is "H. E.", as the other names of the list print it
    names = [f"{bold}{_SPACED_RE.sub('. ', initials)} {family}{close}" for bold, family, initials, close in pairs]
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


# The looser venues of a list typed by hand in Nature's name order: "BioEssays, 46(3), p.2300178, (2024).",
# "EMBO Reports (accepted 08/2024).", "In: Methods and Protocols (Series, vol. 2), pp. 67–82 (2025)."
# The title is the sentence after the names; the venue, what follows it, must hold a year or a status.
_TITLE_END_RE = lazy_re.compile(r"(?<=[\w)\]’”\"])[.?!]\s+(?=In:?\s+[A-Z]|[A-Z\d]|[a-z]+[A-Z])")  # "bioRxiv", "eLife"
_CHAPTER_IN_RE = lazy_re.compile(r"^In:?\s+(?P<book>.+?)(?:\s*\(|,\s*(?:pp?\.|vol\.|eds?\.)|\.\s|$)", re.I)
_JOURNAL_NAME_RE = lazy_re.compile(rf"^(?P<name>[^,(\d]+?{_SECTION})(?:\s*[,(]|\s+\d|\.?$)")
# a journal's name abbreviated word by word ("J. Biol. Chem.", "Phys. Rev. Lett."): its last stop is its own
_ABBREVIATED_NAME_RE = lazy_re.compile(r"(?:[A-Z][a-z]{0,7}\.\s?|(?:of|and|&)\s)*[A-Z][a-z]{0,7}\.\s?[A-Z][a-z]{0,7}\.")
_PREPRINT_SERVER_RE = lazy_re.compile(
    r"^(?:arXiv|bioRxiv|medRxiv|ChemRxiv|PsyArXiv|SSRN|Research Square|Preprints)\b", re.I
)
_STOP_AFTER_MARK_RE = lazy_re.compile(r"(?<=\.)([*†‡§#✉✱]+)\.(?=\s)")  # "Ahel, I.✉. Title": the mark, then a stop


def read_nature_loose(text: str) -> StyleRead | None:
    """Nature's names, then a title, then a venue not in Nature's strict form (read_nature reads that)."""
    match = _AUTHORS_RE.match(_STOP_AFTER_MARK_RE.sub(r"\1", text))
    if match is None:
        return None
    if not re.match(r"\s*[A-Z\d]", match.group("rest")):  # "(2019). Title", "[Title](url)", "*Title*": others'
        return None
    rest = _strip_markup(match.group("rest")).strip()
    if re.match(r"[A-Z]\.", rest):  # "Ferreira, L. M.; Varga, B. Q.": ACS's names go on past the first initial
        return None
    for end in _TITLE_END_RE.finditer(rest):
        title, venue = rest[: end.start() + 1].strip(), rest[end.end() :].strip()
        year = re.findall(rf"\b{_YEAR}\b", venue)
        status = status_in(venue[:200])
        if len(title.split()) < 3 or ";" in title or not (year or status):
            continue
        if SUBMITTED_RE.match(venue) or ACCEPTED_RE.match(venue):  # "In preparation for *J*": the general reading
            return None
        chapter = _CHAPTER_IN_RE.match(venue)
        name = _JOURNAL_NAME_RE.match(venue) if chapter is None else None
        printed = (chapter.group("book") if chapter else name.group("name") if name else "").strip(" ,;:")
        found = printed.strip(" .,;:")
        if printed.endswith(".") and _ABBREVIATED_NAME_RE.fullmatch(printed):
            found += "."  # "J. Biol. Chem.": the stop belongs to the abbreviation
        if not found or re.fullmatch(rf"{_YEAR}", found):
            return None
        return StyleRead(
            _names(match.group("authors")),
            title,
            f"{found} {year[-1] if year else ''}".strip(),
            kind="chapter" if chapter else "preprint" if _PREPRINT_SERVER_RE.match(found) else "journal",
            status=status,
        )
    return None
