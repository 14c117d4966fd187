"""An NIH Biographical Sketch rewritten as the plain CV the text reader knows.

A biosketch is a form: labelled header fields (NAME, eRA COMMONS USER NAME, POSITION TITLE), an
EDUCATION/TRAINING table (institution | degree | completion date | field), then lettered sections
(A. Personal Statement, B. Positions, Scientific Appointments, and Honors, C. Contributions to
Science, D. Research Support). Its labels are not a name, its table columns are not prose, its
numbered contributions are not papers and the MyBibliography link is no citation, so the form is
turned into a CV of name, title, Biography, Education, Experience, Service, Awards and Publications
before it is read. Grants (section D) are left out: they are neither honours nor papers.
"""

from __future__ import annotations

import re

from . import lazy_re
from .degrees import degree_level, degree_matches

# The form's own instructions and page furniture: never the owner's words.
_BOILERPLATE_RE = lazy_re.compile(
    r"^\s*(?:OMB\s+No\b|Provide the following information|Follow this format|DO NOT EXCEED|"
    r"(?:Rev\.|Page \d|Program Director/Principal Investigator|Contact PD/PI)\b|"
    r"BIOGRAPHICAL\s+SKETCH\s*$|\(?Begin with baccalaureate)",
    re.I,
)
_MAX_LINE = 5000  # no line of the form is longer; bounds the work of the patterns below
_MARKERS = (
    lazy_re.compile(r"BIOGRAPHICAL\s+SKETCH", re.I),
    lazy_re.compile(r"\beRA\s+COMMONS\b", re.I),
    lazy_re.compile(r"\bPersonal\s+Statement\b", re.I),
    lazy_re.compile(r"\bContributions?\s+to\s+Science\b", re.I),
    lazy_re.compile(r"\bEDUCATION\s*/\s*TRAINING\b", re.I),
)

_FIELD_RE = lazy_re.compile(
    r"^\s*(?P<label>NAME|eRA\s+COMMONS\s+USER\s*NAME|POSITION\s+TITLE)\b[^:\n]*?(?::|\s{2,}|\t|$)\s*(?P<value>.*)$",
    re.I,
)
# the column headings' notes, on lines of their own in PDF text
_HEADER_NOTE_RE = lazy_re.compile(r"\(?if applicable\)?|\(?MM/YYYY\)?|\(?MM/YY\)?", re.I)
_MAX_CELLS = 3  # institution and location (maybe over two lines), degree: then the date
_YEAR_START_RE = lazy_re.compile(r"^\W*(?:(?:0?[1-9]|1[0-2])/)?(?:19|20)\d{2}\b")
_YEAR_RE = lazy_re.compile(r"\b(?:19|20)\d{2}\b")
_NAME_AND_POSITION_RE = lazy_re.compile(r"^\s*NAME\W+POSITION\s+TITLE\W*$", re.I)
_EDUCATION_LABEL_RE = lazy_re.compile(r"^\s*EDUCATION\s*/\s*TRAINING\b", re.I)
_TABLE_HEADER_RE = lazy_re.compile(r"INSTITUTION\s+AND\s+LOCATION|FIELD\s+OF\s+STUDY|Completion\s+Date|DEGREE\b", re.I)
# "A. Personal Statement", "B. Positions and Honors", "C. Contribution to Science", "D. Additional
# Information: Research Support and/or Scholastic Performance", "D. Research Support"
_LETTERED_RE = lazy_re.compile(r"^\s*(?:[#*\s]*)(?P<letter>[A-E])\s*[.)]\s+(?P<title>[A-Z][^\n]{2,120})$")
_MYBIBLIOGRAPHY_RE = lazy_re.compile(
    r"Complete\s+List\s+of\s+Published\s+Work|MyBibliography|/myncbi/|/sites/myncbi/", re.I
)
_URL_ONLY_RE = lazy_re.compile(r"^\s*<?https?://\S+>?\s*$")
# The sub-lists of section B, by their headings
_SUBHEADING_KINDS = (
    (
        lazy_re.compile(r"^\W*(?:Other\s+Experience|Professional\s+Memberships?|Memberships?|Service)\b", re.I),
        "Service",
    ),
    (lazy_re.compile(r"^\W*(?:Positions?|Employment|Scientific\s+Appointments?|Appointments?)\b", re.I), "Experience"),
    (lazy_re.compile(r"^\W*(?:Honou?rs|Awards)\b", re.I), "Awards"),
)
_SUBHEADING_MAX_WORDS = 8
# A citation opens with its authors ("Okafor CN, Lind PJ," / "Okafor CN*." / "de la Cruz M,") or carries
# the tails of an NLM reference (PMID, PMCID, "2019 Mar;294(12):4567-79").
_AUTHOR_START_RE = lazy_re.compile(
    r"^(?:[a-z]{1,3}\s)?[A-Z][\w'’-]+(?:[ -][A-Z][\w'’-]+){0,3}\s[A-Z]{1,4}\*?(?:,|\.|\s+and\b|\s*$)"
)
_NLM_TAIL_RE = lazy_re.compile(
    r"\bPMC?ID\b|\bPMC\d{5,}|\b(?:19|20)\d{2}(?:\s+\w{3}(?:\s\d{1,2})?)?;\s*\d+(?:\(\d+\))?:"
)
_ITEM_MARK_RE = lazy_re.compile(r"^\s*(?:[-•*·▪]|\(?[a-z0-9]{1,2}[.)])\s+")
_NUMBERED_RE = lazy_re.compile(r"^\s*\(?\d{1,2}[.)]\s+")
_CELL_SPLIT_RE = lazy_re.compile(r"\t+|\s*\|\s*|\s{3,}")
# "05/2010", "5/2010", "2010" in the completion-date column
_COMPLETION_RE = lazy_re.compile(r"(?<![\d/])(?:(?:0?[1-9]|1[0-2])\s*/\s*)?(?P<year>(?:19|20)\d{2})(?![\d/])")
# ", Boston, MA" ending a position's row: its place, which makes long rows read as descriptions
_US_PLACE_RE = lazy_re.compile(r",\s*[A-Z][A-Za-z.]*(?:\s[A-Z][A-Za-z.]*){0,2},\s*[A-Z]{2}\.?\s*$")
# The grants a personal statement may list under its prose: "Ongoing and recently completed projects ...",
# "R01 AG061234  Brandt (PI)"
_GRANTS_RE = lazy_re.compile(
    r"^\W*(?:Ongoing|Completed|Recently\s+completed|Current)\b.{0,40}\b(?:projects?|support|grants?)\b|"
    r"\b[A-Z]\d{2}\s?[A-Z]{2}\s?\d{5,6}\b",
    re.I,
)
_CITATIONS_LABEL_RE = lazy_re.compile(
    r"\s*\b(?:Selected\s+)?(?:Citations|Publications|References)(?:\s+\w+){0,6}\s*:\s*$", re.I
)
# where an NLM citation ends: its tail read ("2019;60(8):1111-7." / "PMID: 29946234." / "PMCID: PMC6681234")
_CITATION_END_RE = lazy_re.compile(r"(?:\bPMC?ID:?\s*(?:PMC)?\d+|;\s*\d+(?:\(\d+\))?:\s*[\w.-]+)\s*[.;]?\s*$")
# "MPH", "DrPH", "MBBS", "PharmD": a degree no vocabulary names, printed as a short run of capitals
_DEGREE_INITIALS_RE = lazy_re.compile(r"(?:[A-Z][A-Za-z]{0,4}\.?\s?){1,3}")
# "2016 – 2019 Research Fellow": the dates of a position, set apart from its title as a table cell
_ROW_DATES_RE = lazy_re.compile(
    r"^((?:(?:0?[1-9]|1[0-2])/)?(?:19|20)\d{2}(?:\s*[-–—]+\s*(?:(?:(?:0?[1-9]|1[0-2])/)?(?:19|20)\d{2}|present|current|now|date)?)?)(?:[ \t]*,[ \t]*|[ \t]+)(?=\S)",
    re.I,
)
_DEGREES_AFTER_NAME_RE = lazy_re.compile(r"\b(?:Ph\.?\s?D|M\.?\s?D|M\.?P\.?H|M\.?S|B\.?S|R\.?N|FACP|FAHA)\b\.?", re.I)


def looks_like_biosketch(text: str) -> bool:
    """Three of the form's labels: a CV that merely mentions a "personal statement" is no biosketch."""
    head = text[:200_000]
    return sum(1 for marker in _MARKERS if marker.search(head)) >= 3


def biosketch_as_cv(text: str) -> str:
    """The biosketch in `text` as a plain CV (the text itself when it is no biosketch)."""
    if not looks_like_biosketch(text):
        return text
    sheet = _Sheet()
    part = "header"
    for raw in text.split("\n"):
        line = _clean(raw[:_MAX_LINE])
        if not line.strip() or _BOILERPLATE_RE.match(line):
            continue
        lettered = _LETTERED_RE.match(line)
        if lettered and _lettered_part(lettered.group("title")):
            sheet.end_cells()
            part = _lettered_part(lettered.group("title"))
            continue
        if _MYBIBLIOGRAPHY_RE.search(line) or (_URL_ONLY_RE.match(line) and part == "contributions"):
            continue
        if part == "header":
            sheet.header_line(line)
        elif part == "statement":
            sheet.statement_line(line)
        elif part == "positions":
            sheet.positions_line(line)
        elif part == "contributions":
            sheet.contributions_line(line)
        # section D and later: grants and scholastic performance, left out
    return sheet.as_cv()


def _clean(line: str) -> str:
    """Markdown a Word file turns into (pipes of tables, ** and \\ escapes) as plain cells."""
    line = re.sub(r"^\s*#{1,6}\s+", "", line.replace("\\", "").replace("**", "").replace("__", ""))
    if line.strip().startswith("|") or re.fullmatch(r"[\s|:+=-]+", line):
        if re.fullmatch(r"[\s|:+=-]+", line):
            return ""
        line = "\t".join(c.strip() for c in line.strip().strip("|").split("|"))
    return line.rstrip()


def _lettered_part(title: str) -> str | None:
    title = title.lower()
    if "personal statement" in title:
        return "statement"
    if "position" in title or "honor" in title or "honour" in title or "employment" in title:
        return "positions"
    if "contribution" in title:
        return "contributions"
    if "research support" in title or "additional information" in title or "scholastic" in title:
        return "support"
    return None


class _Sheet:
    """What the form says, gathered part by part."""

    def __init__(self) -> None:
        self.name = ""
        self.position = ""
        self.pending_label = ""
        self.in_table = False
        self.cells: list[str | None] = []  # the education table's lone cells; None: the field's cell, awaited
        self.education: list[str] = []
        self.statement: list[str] = []
        self.statement_done = False
        self.kinds: dict[str, list[str]] = {"Experience": [], "Service": [], "Awards": []}
        self.b_kind = "Experience"
        self.papers: list[str] = []

    # --- header: labelled fields and the education table --------------------------------------

    def header_line(self, line: str) -> None:
        if _EDUCATION_LABEL_RE.match(line):
            self.in_table, self.pending_label = True, ""
            return
        if _NAME_AND_POSITION_RE.match(line):  # a table row of the two labels; their values in the row under
            self.pending_label = "NAME+POSITION"
            return
        field = _FIELD_RE.match(line)
        if field and not self.in_table:
            label = field.group("label").upper()
            value = field.group("value").strip()
            value = re.sub(r"^\(?credential[^)]*\)\s*:?\s*", "", value, flags=re.I)
            if value:
                self._set_field(label, value)
            else:
                self.pending_label = label
            return
        if self.pending_label:  # the value in the cell under (or beside) its label
            self._set_field(self.pending_label, line.strip())
            self.pending_label = ""
            return
        if self.in_table and not (_TABLE_HEADER_RE.search(line) or _HEADER_NOTE_RE.fullmatch(line.strip())):
            self._table_line(line.strip())

    def _table_line(self, line: str) -> None:
        """A row of the education table, or one cell of it: PDF text often gives each cell its own line
        ("Tulane University, New Orleans, LA" / "Ph.D." / "05/2010" / "Pharmacology")."""
        if self.cells and self.cells[-1] is None:  # the cell after the date: the field of study
            self.cells[-1:] = [line]
            self.end_cells()
        elif _COMPLETION_RE.fullmatch(line):
            self.cells += [line, None]
        elif len(self.cells) < _MAX_CELLS and not _COMPLETION_RE.search(line) and "\t" not in line:
            self.cells.append(line)
        else:
            self.end_cells()
            if row := _education_row(line):
                self.education.append(row)

    def end_cells(self) -> None:
        """The row the lone cells so far make, when they reached its date."""
        cells = [c for c in self.cells if c is not None]
        if len(cells) >= 3 and any(_COMPLETION_RE.fullmatch(c) for c in cells):
            if row := _education_row("\t".join(cells)):
                self.education.append(row)
        self.cells = []

    def _set_field(self, label: str, value: str) -> None:
        if label == "NAME+POSITION":
            cells = [c.strip() for c in _CELL_SPLIT_RE.split(value) if c.strip()]
            if len(cells) < 2:  # cells joined by commas: "Last, First, Title"
                pieces = [c.strip() for c in value.split(",")]
                cells = [", ".join(pieces[:2]), ", ".join(pieces[2:])]
            self._set_field("NAME", cells[0])
            self._set_field("POSITION", " ".join(cells[1:]))
        elif label == "NAME" and not self.name:
            self.name = _person_name(value)
        elif label.startswith("POSITION") and not self.position:
            self.position = value.strip(" .")
        # eRA Commons user name: an agency login, never shown

    # --- A. Personal Statement ----------------------------------------------------------------

    def statement_line(self, line: str) -> None:
        if self.statement_done or _GRANTS_RE.search(line):
            self.statement_done = True  # the projects listed after the statement: grants, not prose
            return
        if _is_citation(line):
            self.papers.append(_without_mark(line))
        elif self.papers and self.papers[-1] and _continues_citation(line, self.papers[-1]):
            self.papers[-1] += " " + line.strip()
        else:  # "... nervous system. Citations:": the label of the list below, not prose
            self.statement.append(_CITATIONS_LABEL_RE.sub("", line.strip()))

    # --- B. Positions, Scientific Appointments, and Honors ------------------------------------

    def positions_line(self, line: str) -> None:
        stripped = line.strip()
        if len(stripped.split()) <= _SUBHEADING_MAX_WORDS and not re.search(r"\d", stripped):
            kind = next((k for rx, k in _SUBHEADING_KINDS if rx.match(stripped)), None)
            if kind:
                self.b_kind = kind
                return
        row, rows = _without_mark(line), self.kinds[self.b_kind]
        # The form dates every row: an undated line goes on the row above, cut by the page's width in PDF text
        # ("..., Department of Neurology and Neurological" / "Sciences, Saltmarsh University, Portland, OR").
        if rows and _YEAR_START_RE.match(rows[-1]) and not _YEAR_RE.search(row):
            rows[-1] = f"{rows[-1]} {row}"
            return
        dates = _ROW_DATES_RE.match(row)
        if dates and self.b_kind == "Service":  # "Member, Society X, 2008–present": the service list's order
            row = f"{row[dates.end() :].strip()}, {dates.group(1).strip()}"
        elif dates:
            row = f"{dates.group(1).strip()}\t{row[dates.end() :].strip()}"
        rows.append(row)

    # --- C. Contributions to Science ----------------------------------------------------------

    def contributions_line(self, line: str) -> None:
        if _is_citation(line):
            self.papers.append(_without_mark(line))
        elif self.papers and self.papers[-1] and _continues_citation(line, self.papers[-1]):
            self.papers[-1] += " " + line.strip()
        else:
            self.papers.append("")  # a contribution's narrative: it ends the citation before it

    # --- the CV ---------------------------------------------------------------------------------

    def as_cv(self) -> str:
        out = [self.name or "", self._title_line(), ""]
        if self.statement:
            out += ["Biography", " ".join(self.statement), ""]
        if self.education:
            out += ["Education", *self.education, ""]
        for heading, rows in self.kinds.items():
            if rows:
                out += [heading, *(_US_PLACE_RE.sub("", r) if r.count(",") >= 3 else r for r in rows), ""]
        papers = [p for p in self.papers if p]
        if papers:
            out += ["Publications", *(f"{p}\n" for p in papers)]
        return "\n".join(out).strip() + "\n"

    def _title_line(self) -> str:
        """The position title, with the institution of the ongoing position when the title names none."""
        if not self.position or "," in self.position:
            return self.position
        title = self.position.lower()
        for row in self.kinds["Experience"]:
            cells = [c.strip() for c in re.split(r"\t+|\s{2,}", row) if c.strip()]
            if len(cells) < 2 or not re.search(r"present|current|now", cells[0], re.I):
                continue
            words = cells[1].split(",")
            if words[0].strip().lower() in title or title.startswith(words[0].strip().lower()):
                place = ",".join(words[1:]).strip()
                return f"{self.position}, {place}" if place else self.position
        return self.position


def _person_name(value: str) -> str:
    """ "Okafor, Chinelo Nnenna, PhD" -> "Chinelo Nnenna Okafor": the form asks for "Last, First Middle"."""
    value = _DEGREES_AFTER_NAME_RE.sub("", value)
    parts = [re.sub(r"(?<=[a-z]{2})\.$", "", p.strip()) for p in value.split(",") if p.strip(" .")]
    if len(parts) >= 2 and len(parts[0].split()) <= 3:
        return f"{parts[1]} {parts[0]}"
    return parts[0] if parts else ""


def _education_row(line: str) -> str:
    """ "Tulane University, New Orleans, LA | Ph.D. | 05/2010 | Pharmacology" -> "Ph.D. in Pharmacology,
    Tulane University, New Orleans, LA, 2010". The cells come split by tabs, pipes or wide spaces (PDF
    text), or joined by commas (a Word table read as text); the completion date is the anchor. A row
    without a degree (postdoctoral training, residency) is left out: its appointment is in section B."""
    date = _COMPLETION_RE.search(line)
    if not date:
        return ""
    before, field = line[: date.start()].strip(" ,;\t|"), line[date.end() :].strip(" ,;\t|")
    cells = [c.strip(" ,;") for c in _CELL_SPLIT_RE.split(before) if c.strip(" ,;")]
    if len(cells) < 2:
        cells = [c.strip() for c in before.split(",") if c.strip()]
    if len(cells) < 2:
        return ""
    institution, degree = ", ".join(cells[:-1]), cells[-1]
    found = next(iter(degree_matches(degree, whole_value=False)), None)
    if found and found[1].start() > 0:  # "Durham, NC Ph.D.": the row's cells joined by single spaces
        institution, degree = f"{institution}, {degree[: found[1].start()].strip()}", degree[found[1].start() :]
    field = " ".join(c.strip() for c in _CELL_SPLIT_RE.split(field) if c.strip())
    if degree_level(degree) == "other" and not _DEGREE_INITIALS_RE.fullmatch(degree):
        return ""
    return ", ".join([f"{degree} in {field}" if field else degree, institution, date.group("year")])


def _without_mark(line: str) -> str:
    return _ITEM_MARK_RE.sub("", line, count=1).strip()


def _is_citation(line: str) -> bool:
    text = _without_mark(line)
    if _NUMBERED_RE.match(line) and not _AUTHOR_START_RE.match(text):
        return False  # "1. Endosomal receptor signalling. ...": a contribution's narrative
    return bool(_AUTHOR_START_RE.match(text)) and (bool(_NLM_TAIL_RE.search(text)) or text.count(",") >= 1)


def _continues_citation(line: str, citation: str) -> bool:
    """A citation wrapped over lines in PDF text: the next line carries its journal or PMID tail, or the
    citation so far has not reached its tail ("... a model of enteric nervous system" / "assembly. ...")."""
    if _NUMBERED_RE.match(line) or _ITEM_MARK_RE.match(line):
        return False
    return bool(_NLM_TAIL_RE.search(line)) or not _CITATION_END_RE.search(citation)
