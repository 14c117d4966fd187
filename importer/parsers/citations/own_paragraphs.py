"""An economist's homepage lists the owner's papers as paragraphs, not as citations.

A job market candidate's academicpages or Hugo "Research" page prints each paper as a paragraph:
the title alone on its first line (bold, a link to the PDF, or in quotes), the coauthors after
"with" on that line or none (the owner is the unprinted author), then a line of status or series
("*Revise and Resubmit, Journal of Public Economics*", "IZA Discussion Paper No. 16012, 2023"), an
abstract and a line of links:

    **Minimum Wages and Job Search** (joint with Ana Ruiz)
    *Abstract:* I study how ...
    [[Paper](https://...)] [[Slides](https://...)]

Each paragraph is one entry, its abstract left out (an abstract is no part of a citation). A title
alone under a heading of unpublished papers ("Job Market Paper", "Work in Progress") is the owner's
paper: a paper with coauthors names them there.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import status_in
from .common import _strip_markup, looks_like_author_list, looks_like_name

# The title alone: "**Title**", "[Title](url)", '"Title"', then "(with ...)", ", with ..." or nothing
_TITLE = (
    r"(?:\*\*(?P<bold>[^*]+)\*\*|__(?P<under>[^_]+)__|\[(?P<link>[^\]]+)\]\([^)\s]+\)|[\"“](?P<quoted>[^\"“”]+)[\"”])"
)
_TITLE_LINE_RE = lazy_re.compile(
    rf"^\s*{_TITLE}\s*[.,]?\s*(?:\(?(?P<year>(?:19|20)\d{{2}})\)?\.?\s*)?"  # "**Title**, 2018": its year after it
    r"(?:$|[(\[]\s*(?:joint(?:ly)?\s+)?with\s|,?\s*(?:joint(?:ly)?\s+)?with\s)",
    re.I,
)
# the coauthors on a line of their own under the title: "*joint with Ana Ruiz*", "with Ana Ruiz and Bo Li"
_WITH_LINE_RE = lazy_re.compile(r"^\s*([*_]{0,2})\s*((?:joint(?:ly)?\s+)?with\s+[^*_]+?)\s*\1\s*$", re.I)
# "*Abstract:* I study ...", "Abstract. We ...": the paper's summary under its title
_ABSTRACT_RE = lazy_re.compile(r"^\s*(?:\*\*|\*|_|<[^>]+>)*\s*(?:abstract|summary)\b", re.I)
# "Manuscript: [paper.pdf](url)", "Supplement: [appendix.pdf](url)": the paper's files, no part of its venue
_LABELLED_LINKS_RE = lazy_re.compile(r"^\s*[A-Z][\w ]{1,30}:\s*(?:\[[^\]]+\]\([^)\s]*\)[\s,;|]*)+$")
_ABSTRACT_WORDS = 40  # a line longer than this under a title is its summary, not its venue
_TITLE_START_RE = lazy_re.compile(rf"^\s*{_TITLE}")
_LINK_RE = lazy_re.compile(r"\[[^\]]+\]\([^)\s]+\)")  # "[[Paper](url)] [[Slides](url)]": what a title alone may keep
_STATUS_WORDS = 4  # "Job Market Paper", "R&R", "In progress": a status alone, no venue


def _names_not_title(title: str) -> bool:
    """ "**Ruiz, A.** and Li, B.", "**Ana Ruiz**": names in bold. "Gravel Wages and Job Search" reads like
    two names but, alone in bold with no comma, is a title."""
    return looks_like_name(title) or ("," in title and looks_like_author_list(title))


def _title_line(line: str) -> re.Match | None:
    match = _TITLE_LINE_RE.match(line)
    if not match:
        return None
    title = next(g for g in match.group("bold", "under", "link", "quoted") if g is not None)
    if len(title.split()) < 2 or _names_not_title(title):
        return None  # "**Ruiz, A.** and Li, B.": the authors' names in bold, not a title
    return match


def _paragraphs(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    """The runs of lines with no blank line between them (a gap in the line numbers is one)."""
    runs: list[list[tuple[int, str]]] = []
    for number, line in lines:
        if runs and number == runs[-1][-1][0] + 1:
            runs[-1].append((number, line))
        else:
            runs.append([(number, line)])
    return runs


def own_paper_paragraphs(lines: list[tuple[int, str]]) -> list[tuple[int, str]] | None:
    """Each paragraph an entry when every paragraph opens with a title alone and none prints its
    authors on a line of their own (al-folio's "**Title**" over "Ana Ruiz, Bo Li" is a citation);
    None when the lines are not such a list."""
    paragraphs = _paragraphs(lines)
    if not any(len(p) > 1 for p in paragraphs) or not all(_title_line(p[0][1]) for p in paragraphs):
        return None
    entries = []
    for paragraph in paragraphs:
        details = [line for _, line in paragraph[1:]]
        if any(looks_like_author_list(_strip_markup(line)) or looks_like_name(_strip_markup(line)) for line in details):
            return None
        kept = [
            line
            for line in details
            if not _ABSTRACT_RE.match(line)
            and not _LABELLED_LINKS_RE.match(line)
            and len(_strip_markup(line).split()) <= _ABSTRACT_WORDS
        ]
        opening, year = paragraph[0][1].strip(), _title_line(paragraph[0][1]).group("year")
        if year:  # "**Title**, 2018" over its coauthors and venue: the year goes to the end, as a citation's
            opening, kept = opening[: opening.rindex(year)].rstrip(" (,"), [*kept, year]
        with_lines = [m.group(2) for line in kept if (m := _WITH_LINE_RE.match(line))]
        if with_lines:  # "*joint with Ana Ruiz*" under the title: the coauthors after it, as "(with ...)" is read
            opening = f"{opening} ({with_lines[0]})"
            kept = [line for line in kept if not _WITH_LINE_RE.match(line)]
        entries.append((paragraph[0][0], " ".join(line.strip() for line in [opening, *kept])))
    return entries


def owners_title_alone(entry: str) -> bool:
    """A title with nothing but links and a status ("**Title** [[Paper](url)]", "[Title](url) *Job Market
    Paper*"): under "Job Market Paper" or "Work in Progress", where no coauthor is named, the owner's own paper."""
    match = _TITLE_START_RE.match(entry)
    if not match:
        return False
    title = next(g for g in match.group("bold", "under", "link", "quoted") if g is not None)
    if len(title.split()) < 2 or _names_not_title(title):
        return False
    rest = _strip_markup(_LINK_RE.sub(" ", entry[match.end() :])).strip(" .,;|·•[]()")
    return not rest or (len(rest.split()) <= _STATUS_WORDS and status_in(rest) is not None)
