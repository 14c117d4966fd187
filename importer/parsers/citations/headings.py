"""What the headings over a list of publications say: the kind of its papers ("Journal Articles",
"Capítulos de libro") and, in a list grouped by year ("### 2021"), the year of those below."""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import status_from_heading
from .common import _HEADING_RE, _YEAR_RE, _strip_markup

# A markdown heading line: "### Journal articles"
MD_HEADING_LINE_RE = lazy_re.compile(r"^\s{0,3}#{1,6}\s+\S")
# A year alone on its line heads the papers below it: "### 2024", "**2023**", "2022:"
YEAR_HEADING_RE = lazy_re.compile(r"^\s*(?:#{1,6}\s*|\*\*)?((?:19|20)\d{2})(?:\*\*)?\s*:?\s*$")


def year_of_heading(lines: list[str], line: int) -> int | None:
    """The year of the nearest year heading above `line` (0-based) in `lines`, or None. A list grouped
    by year often leaves the year out of an entry ("(in press)"): its heading dates it."""
    for index in range(min(line, len(lines)) - 1, -1, -1):
        heading = YEAR_HEADING_RE.match(lines[index])
        if heading:
            return int(heading.group(1))
        if lines[index].lstrip().startswith("#"):
            return None  # another heading ("### Book chapters") ends the year's group
    return None


# What a subsection heading says its papers are ("Journal Articles", "Refereed Conference Papers").
# The words of the CV languages too: German, French, Spanish, Portuguese, Italian, Chinese.
_HEADING_KINDS = (
    # a review of a book is neither the book nor an article: kind other
    (
        lazy_re.compile(
            r"\b(?:book\s+)?reviews?\s+(?:of|essays?)\b|\bbook\s+reviews?\b|\brezension|\bcomptes?\s+rendus\b|\breseñas?\b|\bresenhas?\b",
            re.I,
        ),
        "other",
    ),
    (lazy_re.compile(r"\bpatent\w*|\bbrevets?\b|\bbrevetti\b|专利", re.I), "patent"),
    (lazy_re.compile(r"\bworkshops?\b", re.I), "workshop"),
    (
        lazy_re.compile(
            r"\b(?:book\s+)?chapters?\b|\b(?:buch)?kapitel\b|\bbuchbeitr\w*|\bchapitres?\b|\bcap[íi]t[ou]l[oi]s?\b",
            re.I,
        ),
        "chapter",
    ),
    (lazy_re.compile(r"\b(?:theses|thesis|dissertations?)\b|\bthèses?\b|\btes[ie]s?\b|学位论文", re.I), "thesis"),
    (
        lazy_re.compile(
            r"\b(?:books?|monographs?|bücher|buch|monographien?|livres?|ouvrages?|libros?|livros?|libri)\b|专著", re.I
        ),
        "book",
    ),
    (
        lazy_re.compile(
            r"\bjournals?\b|\btransactions\b|\bzeitschrift\w*|\brevues?\b|\brevistas?\b|\bperiódicos?\b|\brivist[ae]\b|期刊",
            re.I,
        ),
        "journal",
    ),
    (
        lazy_re.compile(
            r"\bconferences?\b|\bproceedings\b|\bsymposi|\bkonferenz\w*|\btagung\w*|\bconférences?\b|\bcongrès\b|"
            r"\bcolloques?\b|\bcongres[os]s?\b|\bcongressos?\b|\banais\b|\bconvegn[oi]\b|会议",
            re.I,
        ),
        "conference",
    ),
    (
        lazy_re.compile(
            r"\bpreprints?\b|\bunder review\b|\bmanuscripts?\b|\bworking papers?\b|\bsubmitted\b|\be-?print\b|"
            r"\barbeitspapier\w*|\bdocuments?\s+de\s+travail\b|\bdocumentos?\s+de\s+trabajo\b|\btextos?\s+para\s+discussão\b",
            re.I,
        ),
        "preprint",
    ),
)


# A heading over software or data sets, which CVs list beside the papers ("Software", "Software and data",
# "Datasets", "R packages", "Code"): its words are all of these, so "Personal data" and "Data collection"
# (a CV's particulars, a skill) are never taken for one.
_SOFTWARE_WORDS = frozenset({"software", "code", "data", "datasets", "dataset", "packages", "package"})
_SOFTWARE_QUALIFIERS = frozenset(
    {"and", "&", "r", "python", "matlab", "open", "source", "research", "selected", "sets", "other", "public", "tools"}
)


def names_software(heading: str | None) -> bool:
    """True for a heading over software or data sets: its items are no papers."""
    words = re.findall(r"[^\W\d_]+|&", _strip_markup(heading or "").lower())
    return (
        0 < len(words) <= 6
        and any(word in _SOFTWARE_WORDS for word in words)
        and all(word in _SOFTWARE_WORDS or word in _SOFTWARE_QUALIFIERS for word in words)
    )


def kind_from_heading(heading: str) -> str | None:
    """The kind a publications heading names, or None ("Selected Publications" names none)."""
    return next((kind for pattern, kind in _HEADING_KINDS if pattern.search(heading or "")), None)


def subheading_of(entry: str) -> str | None:
    """A line among the entries that heads those below it ("Journal Articles", "Under Review"), or None."""
    plain = _strip_markup(_HEADING_RE.sub("", entry)).strip(" :")
    if "\n" not in entry and MD_HEADING_LINE_RE.match(entry) and plain and len(plain.split()) <= 8:
        return plain  # a markdown heading is never part of an entry, in any language
    if "\n" in plain or not plain or len(plain.split()) > 8 or _YEAR_RE.search(plain) or plain.endswith("."):
        return None
    if names_software(plain) and _BOLD_HEADING_RE.fullmatch(entry):
        return plain
    if len(plain.split()) > 5 or not all(word[0].isupper() for word in plain.split() if len(word) > 3):
        # "Under review" closing an entry's lines is its note; a heading is "Under Review". A kind of paper
        # in sentence case, as French and Spanish CVs write it, heads a group: "Articles dans des revues à
        # comité de lecture", "Capítulos de libro", or a status: "Articles soumis", "W przygotowaniu"
        sentence_case = plain[0].isupper() and not re.search(r"[\d,;()]", plain)
        return plain if sentence_case and _names_a_group(plain) else None
    return plain if _names_a_group(plain) else None


def _names_a_group(heading: str) -> bool:
    """A kind of paper or a status."""
    return bool(kind_from_heading(heading) or status_from_heading(heading))


# A heading over software in bold alone on its line ("**Data sets**"); a plain or linked "Code" is a
# paper's link or its label, never a heading
_BOLD_HEADING_RE = lazy_re.compile(r"\s*(?:\*\*|__)[^*_\[\]()<>]+(?:\*\*|__)\s*:?\s*")
