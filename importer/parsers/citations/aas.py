"""The AAS reference style astronomers' CVs print from NASA ADS: every author inverted, the year after
the names with no brackets, then the journal's AAS abbreviation, volume and page:

    "Okafor, C. N., Lind, P. J., & Smith, A. 2019, ApJ, 876, 12"
    "Varga, B. Q., Okafor, C. N., et al. 2021, MNRAS, 501, 4321"
    "Okafor, C. N. 2024, arXiv:2401.12345"          (an e-print)
    "Okafor, C. N. 2020, Proc. SPIE, 11447, 114471A" (a proceedings volume)
    "Okafor, C. N. 2018, PhD thesis, Harrow State University"

The style prints no title; CVs add one after the page (", Title", ": Title", " — "Title""), between
the year and the journal ("2019, "Title", ApJ, 876, 12"), or on the line above (read_style_lines).
The abbreviations are those the aas_macros.sty macros print (the data file the BibTeX reader expands).
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..bibtex.decode import abbreviation_key, printed_journal_abbreviations
from ..statuses import status_in
from ..venues import resolve_venue
from .common import _BOLD_CLOSE, _BOLD_OPEN, _FAMILY, _MARKS, _YEAR, StyleRead, _strip_markup
from .social_sciences import _apa_names

# the names, then the year with no stop or bracket before it: "..., & Smith, A. 2019, ...", "Smith, A., 2019,"
_AAS_RE = lazy_re.compile(rf"^\s*(?P<authors>[^()\[\]\"“]+?[.*_>\\]),?\s+(?P<year>{_YEAR})[a-z]?,\s+(?P<rest>.+)$")
_QUOTED_TITLE_RE = lazy_re.compile(r"^[\"“](?P<title>.+?)[,.]?[\"”],?\s+")
# "ApJ, 876, 12", "A&A, 640, A55", "Proc. SPIE, 11447, 114471A", "AAS Meeting Abstracts, 239, 123.04"
_JOURNAL_NUMBERS_RE = lazy_re.compile(
    r"^(?:in\s+)?(?P<journal>[A-Z][^,\d\"“]{0,79}?),\s*(?P<volume>\d{1,5}[A-Za-z]?)"
    r"(?:,\s*(?P<page>[A-Za-z]{0,2}\d[\w.]*))?(?=[\s,.;:—–-]|$)"
)
# ADS's other printed forms of the same numbers: "A&A 617, L7" (no comma after the journal), and its
# bibliographic form "A & A, Volume 617, id.L7", "MNRAS, Volume 500, Issue 2, pp.1234-1250"
_BARE_NUMBERS_RE = lazy_re.compile(
    r"^(?P<journal>[A-Z][^,\d\"“]{0,79}?)\s+(?P<volume>\d{1,5}[A-Za-z]?),\s*(?P<page>[A-Za-z]{0,2}\d[\w.]*)(?=[\s,.;:—–-]|$)"
)
_SPELLED_NUMBERS_RE = lazy_re.compile(
    r"^(?P<journal>[A-Z][^,\d\"“]{0,79}?),\s*Volume\s+(?P<volume>\d{1,5}[A-Za-z]?)(?:,\s*Issue\s+[\w-]{1,10})?"
    r"(?:,\s*(?:id\.?|pp?\.)\s*(?P<page>[A-Za-z]{0,2}\d[\w.]*)(?:\s*[-–]\s*[A-Za-z]{0,2}\d+)?)?(?=[\s,.;:—–-]|$)"
)
_EPRINT_RE = lazy_re.compile(r"^arXiv:\s?(?P<id>\d{4}\.\d{4,5})(?:v\d+)?(?:\s*\[[\w.-]+\])?(?=[\s,.;:—–-]|$)", re.I)
# a journal with no volume yet: "2024, ApJ, submitted", "2024, MNRAS, in press"
_JOURNAL_STATUS_RE = lazy_re.compile(
    r"^(?P<journal>[A-Z][^,\d\"“]{0,39}?),?\s+(?=(?:submitted|accepted|in\s+press|in\s+prep)\b)", re.I
)
# what CVs print after the reference that is no title: a citation count, a link's label
_NOT_TITLE_RE = lazy_re.compile(
    r"[\[(]\s*(?:\d+\s+citations?|cited(?:\s+by)?:?\s+\d+(?:\s+times)?)\s*[\])]|\bcited\s+by\s+\d+|[\[(]?(?:ADS|PDF|arXiv|DOI|link)[\])]?\s*$",
    re.I,
)
# ADS lists a thesis as "2018, PhD thesis, Harrow State University"; CVs add the title after the school
_THESIS_RE = lazy_re.compile(
    r"^(?:Ph\.?\s?D\.?|M\.?\s?Sc\.?|Master'?s|Doctoral|Bachelor'?s)\s+[Tt]hesis,\s*(?P<school>[^,]{3,100})(?:,\s*|$)"
)
# MNRAS's reference list puts no comma between a family name and its initials: "Okafor C. N., Lind P., 2019"
_MNRAS_NAME_RE = lazy_re.compile(rf"({_BOLD_OPEN})({_FAMILY})\s+((?:[A-Z]\.\s?-?){{1,3}})({_BOLD_CLOSE}{_MARKS})")
_MNRAS_SEPARATOR_RE = lazy_re.compile(r",\s*(?:(?:and|&)\s+)?|\s*(?:and|&)\s+")
_MEETING_WORDS_RE = lazy_re.compile(r"\b(?:Proc|Proceedings|Abstracts?|Meeting|Conference|Symposium|Workshop)\b", re.I)


def aas_venue(printed: str) -> str | None:
    """The venue name an AAS abbreviation stands for ("AJ" -> "The Astronomical Journal"), or None."""
    name = printed_journal_abbreviations().get(abbreviation_key(printed))
    if name is not None:
        return name
    known = resolve_venue(printed)
    return known.name if known is not None else None


def _numbered_kind(journal: str, printed: str) -> str | None:
    """A volume and a page make a journal article, unless the venue is a meeting's or a proceedings'."""
    known = resolve_venue(journal)
    if known is not None:
        return known.kind
    return None if _MEETING_WORDS_RE.search(printed) else "journal"


def read_aas(text: str) -> StyleRead | None:
    """An AAS-style reference, its title empty when the line prints none; None when not one."""
    match = _AAS_RE.match(text)
    if match is None:
        return None
    authors = _apa_names(match.group("authors").strip(" ,")) or _mnras_names(match.group("authors").strip(" ,"))
    if authors is None:
        return None
    rest = _numbers_as_aas(_strip_markup(match.group("rest")).strip())
    title = ""
    quoted = _QUOTED_TITLE_RE.match(rest)
    if quoted:
        title, rest = quoted.group("title"), rest[quoted.end() :]
    if not title:
        title, rest = _title_before_journal(rest)
    kind = None
    thesis = _THESIS_RE.match(rest)
    if thesis:
        title = title or _title_after(rest[thesis.end() :])
        return StyleRead(authors, title, f"{thesis.group('school').strip()} {match.group('year')}", kind="thesis")
    eprint = _EPRINT_RE.match(rest)
    numbers = None if eprint else _JOURNAL_NUMBERS_RE.match(rest)
    if eprint:
        journal, kind, tail = "arXiv", "preprint", rest[eprint.end() :]
    elif numbers:
        printed = numbers.group("journal").strip()
        journal = aas_venue(printed)
        if journal is None:
            # an abbreviation the tables do not hold must still look like one, not like a title's words
            if not (re.search(r"[A-Z]{2}|\.", printed) or _MEETING_WORDS_RE.search(printed)):
                return None
            journal = printed
        kind = _numbered_kind(journal, printed)
        tail = rest[numbers.end() :]
    else:
        pending = _JOURNAL_STATUS_RE.match(rest)
        journal = aas_venue(pending.group("journal").strip()) if pending else None
        if journal is None:
            return None
        tail = rest[pending.end() :]
    if not title:
        title = _title_after(tail)
    # with no title, the reference names the paper: "ApJ, 876, 12" (article_types.title_or_reference)
    reference = rest[: (eprint or numbers).end()].strip() if eprint or numbers else ""
    return StyleRead(
        authors,
        title,
        f"{journal} {match.group('year')}",
        kind=kind,
        status=status_in(rest),
        reference="" if title else reference,
    )


def _title_before_journal(rest: str) -> tuple[str, str]:
    """(title, journal and numbers) when a CV printed the title unquoted between the year and a
    journal the AAS tables know ("2019, Dust lanes of stars, A&A 617, L7"); ("", rest) otherwise."""
    if _JOURNAL_NUMBERS_RE.match(rest) or _EPRINT_RE.match(rest):
        return "", rest
    for comma in re.finditer(r",\s+", rest[:400]):
        tail = _numbers_as_aas(rest[comma.end() :])
        numbers = _JOURNAL_NUMBERS_RE.match(tail)
        if numbers and aas_venue(numbers.group("journal").strip()) and not tail[numbers.end() :].strip(" .;"):
            title = rest[: comma.start()].strip(' *_"“”')
            return (title, tail) if len(title.split()) >= 2 else ("", rest)
    return "", rest


def _mnras_names(authors: str) -> str | None:
    """ "Okafor C. N., Lind P. et al." -> "C. N. Okafor, P. Lind, et al." (None when not that form)."""
    cut = re.search(r",?\s*et\s+al\.?$", authors)
    body = authors[: cut.start()] if cut else authors
    names, position = [], 0
    while len(names) < 200:
        name = _MNRAS_NAME_RE.match(body, position)
        if name is None:
            return None
        bold, family, initials, close = name.groups()
        names.append(f"{bold}{initials.strip()} {family}{close}")
        separator = _MNRAS_SEPARATOR_RE.match(body, name.end())
        if separator is None:
            break
        position = separator.end()
    if body[name.end() :].strip():
        return None
    return ", ".join(names) + (", et al." if cut else "")


def _numbers_as_aas(rest: str) -> str:
    """The journal and numbers as the AAS style prints them ("A&A, 617, L7"), whichever of ADS's
    forms the CV copied; the rest of the line (a title after them) is kept as it was."""
    rest = re.sub(r"^([A-Z])\s+&\s+([A-Z])\b", r"\1&\2", rest)  # "A & A"
    for form in (_SPELLED_NUMBERS_RE, _BARE_NUMBERS_RE):
        found = form.match(rest)
        if found:
            page = f", {found.group('page')}" if found.group("page") else ""
            return f"{found.group('journal').strip()}, {found.group('volume')}{page}{rest[found.end() :]}"
    return rest


def _title_after(tail: str) -> str:
    """The title a CV prints after the reference: ", Title", ": Title", " — "Title"", "*Title*"."""
    tail = _NOT_TITLE_RE.sub("", tail)
    tail = re.sub(r"^(?:submitted|accepted|in\s+press|in\s+prep(?:aration)?)\b\.?", "", tail.strip(), flags=re.I)
    title = tail.strip(' ,.;:—–-*_"“”')
    return title if len(title.split()) >= 2 else ""
