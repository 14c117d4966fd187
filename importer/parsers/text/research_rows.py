"""A section headed "Research", "Doctoral research" or "Research projects" read for what it holds.

"Research" alone heads a research statement or a list of topics, and is read as the person's
interests. Many CVs outside computing put their career under such a heading instead: dated rows of
posts and degrees ("2016–2021  Doctoral research on ..., University of X", "2019–2021: Postdoctoral
researcher, Institute Y"), which are education and experience; or dated project items ("Youth
mobility in rural regions (2022–2025), funded by ..."), which are neither interests nor papers.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .. import lazy_re
from ..dates import strip_dates
from ..degrees import degree_matches
from ..records import ParsedEducation
from ..roles import find_title, is_past_or_other
from .cjk_jobs import split_cjk_post
from .fields import STUDIES_RE
from .job_titles import is_job_title
from .sections import Section, _entry_lines, _without_bullet, plain

__all__ = ["drop_repeated_degrees", "read_research_section", "rows_apart"]

_YEAR_RE = lazy_re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
_BULLET_LINE_RE = lazy_re.compile(r"\s*[-*+•]\s+\S")
_LEAD_SYMBOLS_RE = lazy_re.compile(r"^[^\w(\[\"'“‘]+(?=\w)")
_LEADING_DATE_RE = lazy_re.compile(r"\W*(?:[^\W\d_]{3,9}\.?\s+)?(?:\d{1,2}[./]\s*)?(?:19|20)\d{2}")
_CJK_RE = lazy_re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")
# "Studium Master Informatik an der Universität X": a German row of university studies, whatever follows; and a
# course of studies named before its degree: "Cursus Master Ingénierie (CMI) ...", "Studiengang Master X"
_STUDIUM_RE = lazy_re.compile(
    r"Studium\b|(?:Cursus|Studiengang|Carrera|Curso)\b(?=\W+(?:[^\W\d_]+\W+){0,2}(?i:master|licence|bachelor|doctorat|grado|máster|laurea))"
)
_ROW_WORDS = 30  # a dated line longer than this is a sentence of a statement, not a CV row
_PROSE_WORDS = 30
# "Doctoral research", "PhD studies", "Doctorate": a heading over the doctorate, so its rows are degrees
_DOCTORAL_HEADING_RE = lazy_re.compile(r"^(?!.*\bpost-?doc)\W*(?:doctoral|doctorate|ph\.?\s?d\.?)\b", re.I)


def read_research_section(section: Section) -> Section:
    """The section as the reader should take it: an interests section holding dated CV rows becomes
    the career it lists ("education" under a doctoral heading, else "experience", whose rows
    `rows_apart` parts into posts and degrees); one of dated items with no post or degree in them,
    "projects" (not read as interests); any other, unchanged."""
    if section.kind != "interests":
        return section
    lines = [_without_bullet(line).replace("\t", " ") for line in _entry_lines(section)]
    dated = [line for line in lines if _YEAR_RE.search(line) and len(line.split()) <= _ROW_WORDS]
    prose = [line for line in lines if len(line.split()) > _PROSE_WORDS]
    if not dated or len(prose) > len(dated):
        return section  # a statement, or a list of topics
    posts = [line for line in dated if _names_post_or_degree(line)]
    if posts:
        kind = "education" if _DOCTORAL_HEADING_RE.match(plain(section.heading)) else "experience"
        return replace(section, kind=kind)
    if len(dated) >= 2 and len(dated) * 2 >= len(lines):
        return replace(section, kind="projects")  # dated projects: not topics of research, nor papers
    return section


# "Principal investigator: Dr. X", "Supervisor: Prof. Y": a label naming someone else's post
_LABELLED_OTHER_RE = lazy_re.compile(r"\b[^\W\d_][\w .-]{0,30}:\s*[^,;]*")


def _names_post_or_degree(line: str) -> bool:
    """Does a row name the person's own post or degree (not a project's investigator, not "with Prof. X")?"""
    flat = _LABELLED_OTHER_RE.sub("", line)
    undated = strip_dates(flat)  # "Graduate Student Researcher, Project X, 2011-2014": a post held then is a post
    found = find_title(undated)
    if found and not is_past_or_other(undated, found):
        return True
    if any(is_job_title(part) for part in undated.split(",")):
        return True  # "Graduate Intern", "Research Assistant": a post the roles give no role
    return any(True for _ in degree_matches(flat)) or bool(STUDIES_RE.search(flat))


def rows_apart(section: Section) -> tuple[Section, Section]:
    """(posts, degrees) of a section telling a career row by row: a row led by a degree ("2017 – 2021 |
    PhD in Biology, University of X", "Doctoral research on ..., University of X") is education, the
    others posts. A date alone on its line goes with its row: the one below when the section opens
    with a date, else the one above."""
    degrees: list[str] = []
    career: list[str] = []
    dates_above: list[str] = []
    last = career  # the list the row above went to
    rows = [
        # the emoji or symbol a row opens with ("🎓 PhD in X") is no word of it
        (line, _LEAD_SYMBOLS_RE.sub("", strip_dates(_without_bullet(plain(line)).replace("\t", " ")).strip(" ,;|–-:")))
        for line in section.lines
    ]
    dates_first = next((not row for line, row in rows if line.strip()), False)
    # a bulleted row open: its indented lines below ("- **PhD in X**" / "  University Y, 2003") are of it
    in_item = False
    for line, row in rows:
        if in_item and line[:1] in " \t" and line.strip() and not _BULLET_LINE_RE.match(line):
            last.append(line)
            continue
        in_item = bool(_BULLET_LINE_RE.match(line)) or in_item and bool(line.strip())
        if not line.strip():
            last.append(line)  # a blank line: the dates above wait for their row
            continue
        if not row:
            (dates_above if dates_first else last).append(line)
            last = career if dates_first else last  # the row under a date is a new one, of whatever kind it names
            continue
        # "Thesis: ..., Advisor: ..." under a degree's row: of that degree; where each row's dates stand on a line
        # above it, a line naming a date inside ("Thèse soutenue le 17 novembre 2017") too
        undated = not _YEAR_RE.search(line) or dates_first and not _LEADING_DATE_RE.match(_without_bullet(plain(line)))
        if last is degrees and undated and not _names_post_or_degree(row):
            degrees.append(line)
            continue
        led = STUDIES_RE.match(row) or _STUDIUM_RE.match(row)
        led = led or next((m for _, m in degree_matches(row) if m.start() == 0), None)
        # a Chinese, Japanese or Korean row names the degree last ("東山大学 大学院工学研究科 修士課程 修了"), a
        # post there after its organisation too ("西原大学 工学部 助教")
        led = led or (_CJK_RE.search(row) and not split_cjk_post(row) and next(degree_matches(row), None))
        is_degree = led and not re.match(r"\S+\s+(?:student|candidate|researcher)\b", row, re.I)
        # "Undergraduate research, Dept. of X": research done while studying, a post; "Doctoral research" the PhD
        is_degree = is_degree and not re.match(r"(?!doctoral|ph\.?\s?d)\S+\s+research\b", row, re.I)
        last = degrees if is_degree else career
        last.extend([*dates_above, line])
        dates_above = []
    career.extend(dates_above)
    return replace(section, lines=career), replace(section, kind="education", lines=degrees)


def drop_repeated_degrees(education: list[ParsedEducation]) -> list[ParsedEducation]:
    """The degrees, less one a "Research" section tells again as research ("Doctoral research, University
    of X" beside "PhD in Biology, University of X" under "Education"): the same degree at the same place."""
    named = {(e.degree, e.institution.casefold()) for e in education if not _RESEARCH_TITLE_RE.search(e.degree_title)}
    kept = [
        e
        for e in education
        if not (_RESEARCH_TITLE_RE.search(e.degree_title) and (e.degree, e.institution.casefold()) in named)
    ]
    return _one_doctorate(kept)


def _one_doctorate(education: list[ParsedEducation]) -> list[ParsedEducation]:
    """The doctorate once, when a CV tells the years as a candidate ("2011-2015 Doktorand, Institute X") and
    the degree conferred apart ("2015 Doctor rerum naturalium, University Y"): the conferred degree, from the
    candidate's first year."""
    conferred = [e for e in education if e.degree == "phd" and e.end_year and not _CANDIDATE_RE.search(e.degree_title)]
    # "PhD candidate" reads as a doctorate, "Doktorand" as no degree: either, under Education, is the candidate
    dropped = []
    for candidate in education:
        if candidate.degree not in ("phd", "other") or not _CANDIDATE_RE.search(candidate.degree_title):
            continue
        same = next((e for e in conferred if e.end_year == candidate.end_year), None)
        if same is None:
            continue
        if same.start_year is None or candidate.start_year and candidate.start_year < same.start_year:
            same.start_year = candidate.start_year
        same.details = same.details or candidate.details
        dropped.append(candidate)
    return [e for e in education if not any(e is d for d in dropped)]


_RESEARCH_TITLE_RE = lazy_re.compile(r"\bresearch\b", re.I)
# The doctoral years told as the candidate's post, not the degree: "PhD candidate", "Doktorand", "doctorante"
_CANDIDATE_RE = lazy_re.compile(
    r"\b(?:candidate|student|researcher)\b|^\W*(?:Doktorand(?:in)?|Doctorant(?:e)?|Do[cu]torand[oa])\W*$", re.I
)
