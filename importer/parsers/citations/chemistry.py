"""Chemistry's citation styles with the names first, "I. I. Family", joined by commas:

Angewandte Chemie (Wiley-VCH): "A. B. Ruiz, C. Li, *Angew. Chem. Int. Ed.* **2020**, *59*, 1234–1240;
*Angew. Chem.* **2020**, *132*, 1250–1256." - the journal, the year in bold, the volume in italics; the
German edition after the semicolon is the same paper printed twice, never a second one.

RSC: "A. B. Ruiz and C. Li, *Chem. Sci.*, 2021, **12**, 345–350." - the year after a comma, the volume
in bold.

Both often print no title; a title, when there is one, stands between the names and the journal
("A. B. Ruiz, C. Li, Title of the paper, *Chem. Sci.*, 2021, ..."). An entry without one is read
without a title, so that it is reported as left out rather than read with the journal as its title.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import status_in
from .common import _BOLD_CLOSE, _BOLD_OPEN, _FAMILY, _MARKS, _YEAR, StyleRead, _strip_markup

# Initials before the family name: "A. B.", "J.-M.", "Ch."
_GIVEN = r"[A-ZÀ-ÖØ-Þ][a-z]?\.(?:\s?-?\s?[A-ZÀ-ÖØ-Þ][a-z]?\.){0,3}"
_NAME = rf"{_BOLD_OPEN}{_GIVEN}\s?{_FAMILY}{_BOLD_CLOSE}{_MARKS}"
_AUTHORS_RE = lazy_re.compile(
    rf"^\s*(?P<authors>{_NAME}(?:,\s*{_NAME}){{0,80}}(?:,?\s+(?:and|&)\s+{_NAME}|,?\s+[*_]?et\s+al\.[*_]?)?)"
    rf"\s*[,.:]\s*(?P<rest>.+)$"
)
_EMPH = r"(?:\*\*|__|\*|_|</?b>|</?i>|</?em>|</?strong>)?"
# After the journal: Angewandte's "**2020**, *59*, 1234" or RSC's ", 2021, **12**, 345"
_ISSUE = r"(?:\s*\(\d[\w–-]*\))?"
_PAGES = r"[A-Za-z]{0,3}\d[\w.]*(?:\s*[-–]\s*[A-Za-z]{0,3}\d+)?"
_TAIL_RE = lazy_re.compile(
    rf",?\s*{_EMPH}(?P<year>{_YEAR}){_EMPH}\s*,\s*{_EMPH}\d{{1,4}}{_EMPH}{_ISSUE}\s*,\s*{_EMPH}{_PAGES}{_EMPH}"
    rf"(?=\s*(?:[.;]|$|,?\s*(?:DOI|doi|\[|<|https?:)))"
)
_ITALIC_AT_END_RE = lazy_re.compile(r"(?:\*|_|<i>|<em>)(?P<journal>[^*_<>]{2,80}?)(?:\*|_|</i>|</em>)\s*,?\s*$")
# A journal's abbreviated name, typed plain: "Angew. Chem. Int. Ed.", "Angew. Chem., Int. Ed.", "J. Mater. Chem. A"
_WORD = r"[A-Z][\w'’-]*\.?"
_PLAIN_JOURNAL_RE = lazy_re.compile(rf"{_WORD}(?:(?:,\s+(?=Int\.|[A-C]\b)|\s+)(?:{_WORD}|of|and|&|the|für|[A-C]\b))*")


_MARK_AFTER_COMMA_RE = lazy_re.compile(r",\s?([*†‡§#✉]+)\s")


def _journal_and_title(before: str) -> tuple[str, str] | None:
    """(journal, title) from what lies between the names and the year: "Title, *Chem. Sci.*" or
    "Title. Angew. Chem. Int. Ed." or the journal alone."""
    italic = _ITALIC_AT_END_RE.search(before)
    if italic:
        return italic.group("journal").strip(" ,"), before[: italic.start()]
    plain = _strip_markup(before).strip()
    if _PLAIN_JOURNAL_RE.fullmatch(plain):
        return plain, ""
    # the journal follows the title's last comma or full stop: the longest run of a journal's words
    for cut in re.finditer(r"[,.]\s+", plain):
        journal = plain[cut.end() :]
        if _PLAIN_JOURNAL_RE.fullmatch(journal) and re.search(r"\w\.", journal):
            return journal, plain[: cut.start() + (1 if cut.group().startswith(".") else 0)]
    return None


def read_chemistry(text: str) -> StyleRead | None:
    """An Angewandte or RSC citation, or None. Returned with an empty title when none is printed."""
    # "A. Ruiz,* B. Li": the corresponding author's mark typed after the comma belongs to the name before it
    names = _AUTHORS_RE.match(_MARK_AFTER_COMMA_RE.sub(r"\1, ", text))
    if names is None:
        return None
    rest = names.group("rest")
    tail = _TAIL_RE.search(rest)
    if tail is None:
        return None
    found = _journal_and_title(rest[: tail.start()])
    if found is None:
        return None
    journal, title = found
    title = _strip_markup(title).strip(" ,;:")
    if title and len(title.split()) < 2:
        return None  # a lone word before the journal is no title this style prints
    return StyleRead(
        names.group("authors"),
        title,
        f"{journal} {tail.group('year')}",
        kind="journal",
        status=status_in(rest[tail.end() :][:200]),
    )
