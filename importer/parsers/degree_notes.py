"""What a CV row prints beside a degree's or a post's name, which is no part of it.

- the grade or honours in brackets ("MSc in Chemistry (with distinction)", "Diplom (Note 1,3)",
  "Laurea magistrale (110/110 e lode)", "Doctorado (Sobresaliente cum laude)") or after the name
  ("PhD in Physics, summa cum laude"): how the degree was passed, a detail of it;
- a post's share or leave ("Research Assistant (50%)", "Lecturer (part-time)", "(Elternzeit)");
- the country after an institution ("University of X (Germany)", "Universidad de Y (España)"): where it is.

>>> split_note("MSc in Chemistry (with distinction)")
('MSc in Chemistry', 'with distinction')
>>> without_bracketed_place("Universität Kalberg (Deutschland)")
'Universität Kalberg'
"""

from __future__ import annotations

import re

from . import lazy_re
from .countries import COUNTRY
from .degrees import diploma_level
from .records import ParsedEducation

# Grades and honours in the CV languages: English, German, French, Spanish, Portuguese, Italian
_GRADE_WORDS = (
    r"(?:summa|magna)?\s*cum\s+laude|laude|distinction|distinção|honou?rs|first[\s-]class|upper\s+second|"
    r"second[\s-]class|with\s+merit|merit|high(?:est)?\s+honou?rs|grade|GPA|CGPA|mark|score|"
    r"Note|Gesamtnote|Abschlussnote|Prädikat|mit\s+Auszeichnung|sehr\s+gut|ausgezeichnet|"
    r"mention|très\s+honorable|très\s+bien|assez\s+bien|félicitations|"
    r"sobresaliente|matr[íi]cula\s+de\s+honor|notable|nota(?:\s+media)?|calificaci[óo]n|apto|"
    r"aprovad[oa]|louvor|classifica[çc][ãa]o|valores|excelente|muito\s+bom|"
    r"con\s+lode|e\s+lode|lode|votazione|voto|punteggio"
)
# A note of grade: its words, or a mark ("1,3", "110/110", "18 valores", "3.9/4.0")
_GRADE_NOTE_RE = lazy_re.compile(
    rf"(?i:.*\b(?:{_GRADE_WORDS})\b.*)|\s*\d{{1,3}}(?:[.,]\d{{1,2}})?\s*(?:/\s*\d{{1,3}})?\s*"
)
# A post's share of a full post, or a leave from it
_SHARE_NOTE_RE = lazy_re.compile(
    r"(?i:\d{1,3}\s*%(?:\s+\w+)?|\d(?:[.,]\d+)?\s*FTE|part[\s-]time|full[\s-]time|Teilzeit|Vollzeit|"
    r"temps\s+(?:partiel|plein)|tiempo\s+(?:parcial|completo)|jornada\s+(?:parcial|completa)|tempo\s+(?:parcial|integral)|"
    r"part[\s-]?time|(?:on\s+)?(?:parental|maternity|paternity|sabbatical)\s+leave|on\s+leave|Elternzeit|Mutterschutz)"
)
_BRACKET_RE = lazy_re.compile(r"\s*[(\[]([^()\[\]]{1,60})[)\]]")
# "PhD in Physics, summa cum laude", "BSc Biology – with honours": the honours after the name, unbracketed
_TRAILING_HONOURS_RE = lazy_re.compile(
    r"[\s,;–—-]+((?i:(?:summa|magna)\s+cum\s+laude|cum\s+laude|with\s+(?:high(?:est)?\s+)?(?:distinction|honou?rs|merit)|"
    r"mit\s+Auszeichnung|con\s+lode|mention\s+très\s+honorable(?:\s+avec\s+félicitations(?:\s+du\s+jury)?)?))\s*$"
)


def split_note(title: str, *, post: bool = False) -> tuple[str, str]:
    """(title, note): the grade or honours a degree's title prints in brackets or at its end, out of it.
    With `post`, a post's share or leave ("(50%)", "(part-time)") is such a note too."""
    notes = []

    def note(match: re.Match) -> str:
        inside = match.group(1).strip()
        if re.fullmatch(r"(?i)hon(?:ou?r)?s\.?", inside):
            return match.group(0)  # "BSc (Honours)": an honours degree, by its name
        if _GRADE_NOTE_RE.fullmatch(inside) or (post and _SHARE_NOTE_RE.fullmatch(inside)):
            notes.append(inside)
            return ""
        return match.group(0)

    kept = _BRACKET_RE.sub(note, title)
    trailing = _TRAILING_HONOURS_RE.search(kept)
    if trailing and trailing.start() > 0:
        notes.append(trailing.group(1))
        kept = kept[: trailing.start()]
    kept = kept.strip(" ,;–—-")
    return (kept, "; ".join(notes)) if kept else (title, "")


_WORDS_GRADE_RE = lazy_re.compile(rf"(?i:.*\b(?:{_GRADE_WORDS})\b.*)")
_HONOURS_CELL_RE = lazy_re.compile(
    r"(?:^|[,;|–—]\s*)((?i:(?:summa|magna)\s+cum\s+laude|cum\s+laude|with\s+(?:high(?:est)?\s+)?(?:distinction|honou?rs)|"
    r"mit\s+Auszeichnung|con\s+lode|(?:Sobresaliente\s+)?cum\s+laude|aprovad[oa]\s+com\s+distin[çc][ãa]o(?:\s+e\s+louvor)?|"
    r"mention\s+(?:très\s+)?(?:bien|honorable)(?:\s+avec\s+félicitations(?:\s+du\s+jury)?)?))(?=\s*(?:[,;|–—(.]|$))",
    re.M,
)


def grade_notes(row: str) -> str:
    """The grades and honours a degree's row prints in brackets or as a cell of their own: "110/110 e lode",
    "with distinction", "Note: 1,3"."""
    found = [m.group(1).strip() for m in _BRACKET_RE.finditer(row) if _WORDS_GRADE_RE.fullmatch(m.group(1).strip())]
    found += [m.group(1).strip() for m in _HONOURS_CELL_RE.finditer(row)]
    return "; ".join(dict.fromkeys(found))


def is_grade_line(line: str) -> bool:
    """A line under a degree that only tells how it was passed: "Note: magna cum laude", "GPA 3.9/4.0",
    "Mention très bien", "Voto: 110/110 e lode"."""
    line = line.strip(" \t*_-•·")
    # led by the grade ("Advisor: X. GPA 4.0/4.0" is the advisor's line, a grade in it)
    return 0 < len(line.split()) <= 12 and bool(_GRADE_LEAD_RE.match(line))


_GRADE_LEAD_RE = lazy_re.compile(rf"(?i)(?:(?:final|overall|cumulative|average|total)\s+)?(?:{_GRADE_WORDS})\b")


def with_note(details: str, note: str) -> str:
    """The entry's details with the note first, once."""
    if not note or note.casefold() in details.casefold():
        return details
    return f"{note}\n{details}".strip()


_PLACE_BRACKET_RE = lazy_re.compile(
    rf"\s*\((?:[A-ZÀ-Þ][\w'’.-]*(?:[\s-][A-ZÀ-Þa-zß][\w'’.-]*){{0,3}},\s*)?{COUNTRY}\.?\)\s*$|,\s*{COUNTRY}\.?\s*$"
)


def without_bracketed_place(institution: str) -> str:
    """ "University of X (Germany)", "Universidad de Y (Valdeluz, España)", "Universität Z, Deutschland": the
    institution without the country (and town) after it; an acronym in brackets ("(IBV)") stays."""
    kept = _PLACE_BRACKET_RE.sub("", institution).strip(" ,")
    return kept if kept else institution


def tidy_education(entry: ParsedEducation, rows: str = "", *, context: str = "") -> ParsedEducation:
    """An education entry as every reader leaves it: the grade or honours printed in its title or its `rows` in its
    details ("MSc in Chemistry (with distinction)"), the country out of its institution, a university's long
    diploma a master's ("Diploma in Physics, Universität X"), which the `context` (the other degrees' rows) may tell."""
    entry.degree_title, note = split_note(entry.degree_title)
    entry.field, field_note = split_note(entry.field)
    entry.details = with_note(entry.details, note or field_note or grade_notes(rows))
    entry.institution = without_bracketed_place(entry.institution)
    if entry.degree == "other" and diploma_level(
        entry.degree_title, f"{rows}\n{entry.institution}\n{context}", entry.start_year, entry.end_year
    ):
        entry.degree = "master"
    return entry
