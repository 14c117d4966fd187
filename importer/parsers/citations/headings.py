"""What the headings over a list of publications say: the kind of its papers ("Journal Articles",
"Capítulos de libro") and, in a list grouped by year ("### 2021"), the year of those below."""

from __future__ import annotations

import re

# A year alone on its line heads the papers below it: "### 2024", "**2023**", "2022:"
YEAR_HEADING_RE = re.compile(r"^\s*(?:#{1,6}\s*|\*\*)?((?:19|20)\d{2})(?:\*\*)?\s*:?\s*$")


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
        re.compile(
            r"\b(?:book\s+)?reviews?\s+(?:of|essays?)\b|\bbook\s+reviews?\b|\brezension|\bcomptes?\s+rendus\b|\breseñas?\b|\bresenhas?\b",
            re.I,
        ),
        "other",
    ),
    (re.compile(r"\bpatent\w*|\bbrevets?\b|\bbrevetti\b|专利", re.I), "patent"),
    (re.compile(r"\bworkshops?\b", re.I), "workshop"),
    (
        re.compile(
            r"\b(?:book\s+)?chapters?\b|\b(?:buch)?kapitel\b|\bbuchbeitr\w*|\bchapitres?\b|\bcap[íi]t[ou]l[oi]s?\b",
            re.I,
        ),
        "chapter",
    ),
    (re.compile(r"\b(?:theses|thesis|dissertations?)\b|\bthèses?\b|\btes[ie]s?\b|学位论文", re.I), "thesis"),
    (
        re.compile(
            r"\b(?:books?|monographs?|bücher|buch|monographien?|livres?|ouvrages?|libros?|livros?|libri)\b|专著", re.I
        ),
        "book",
    ),
    (
        re.compile(
            r"\bjournals?\b|\btransactions\b|\bzeitschrift\w*|\brevues?\b|\brevistas?\b|\bperiódicos?\b|\brivist[ae]\b|期刊",
            re.I,
        ),
        "journal",
    ),
    (
        re.compile(
            r"\bconferences?\b|\bproceedings\b|\bsymposi|\bkonferenz\w*|\btagung\w*|\bconférences?\b|\bcongrès\b|"
            r"\bcolloques?\b|\bcongres[os]s?\b|\bcongressos?\b|\banais\b|\bconvegn[oi]\b|会议",
            re.I,
        ),
        "conference",
    ),
    (
        re.compile(
            r"\bpreprints?\b|\bunder review\b|\bmanuscripts?\b|\bworking papers?\b|\bsubmitted\b|\be-?print\b|"
            r"\barbeitspapier\w*|\bdocuments?\s+de\s+travail\b|\bdocumentos?\s+de\s+trabajo\b|\btextos?\s+para\s+discussão\b",
            re.I,
        ),
        "preprint",
    ),
)


def kind_from_heading(heading: str) -> str | None:
    """The kind a publications heading names, or None ("Selected Publications" names none)."""
    return next((kind for pattern, kind in _HEADING_KINDS if pattern.search(heading or "")), None)
