"""A position told over the bullets nested under it: which nested line is its organisation or its title.

academicpages' CV and many markdown CVs print a post as "* 2015: Research Assistant" over "  * Lakeview
University" and "  * Duties included: ..."; others name the place first and the title under it. The
experience reader takes the nested lines as the post's details; these rules take back the one that is
its organisation or its title.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..dates import date_range, strip_dates
from ..records import ParsedExperience
from .cjk_jobs import split_cjk_post
from .fields import find_institution
from .job_rows import clean_organization
from .job_titles import JOB_TITLE_LINE_RE as _JOB_TITLE_LINE_RE
from .job_titles import LOOSE_TITLE_LINE_RE as _LOOSE_TITLE_LINE_RE

__all__ = ["post_over_organisation", "roles_under_organisation", "title_under_organisation"]

# "Postdoctoral research", "Graduate research": a post named by the research done in it
_RESEARCH_POST_RE = lazy_re.compile(
    r"^(?:post-?doctoral|doctoral|graduate|undergraduate|ph\.?\s?d\.?|master'?s?)\s+research$", re.I
)
# A nested line that can be a name: short, capitalised, no "Label:" and no sentence ("Duties included: ...")
_NAME_LINE_RE = lazy_re.compile(r"[A-ZÀ-ÖØ-Þ][^:.;]{1,80}")


def _names_a_place(line: str) -> bool:
    return bool(find_institution(line)) or (
        bool(_NAME_LINE_RE.fullmatch(line.strip())) and len(line.split()) <= 8 and not _JOB_TITLE_LINE_RE.match(line)
    )


def post_over_organisation(entries: list[ParsedExperience]) -> list[ParsedExperience]:
    """ "2011–2017: Postdoctoral research" (or "2015: Research Assistant") over a nested "Harbourside
    University, Dept. of X": the first line is the post, the place under it the organisation (read first as
    the entry's organisation, or left without one, and the nested lines as details)."""
    for entry in entries:
        first, _, rest = entry.details.partition("\n")
        if not first:
            continue
        if not entry.title and _RESEARCH_POST_RE.match(entry.organization) and find_institution(first):
            entry.title, entry.organization, entry.details = entry.organization, clean_organization(first), rest
        elif entry.title and not entry.organization and _names_a_place(first):
            entry.organization, entry.details = clean_organization(first), rest
        elif (
            not entry.title
            and _LOOSE_TITLE_LINE_RE.match(entry.organization)
            and not find_institution(entry.organization)
            and _names_a_place(first)
        ):  # "June 2014: Private tutor" over "Excelsa Tutoring"
            entry.title, entry.organization, entry.details = entry.organization, clean_organization(first), rest
    return entries


def title_under_organisation(entries: list[ParsedExperience]) -> list[ParsedExperience]:
    """ "**Kestrel Institute** (2024–)" over a nested "- Research Scientist", "人工智能实验室助理研究员": the first
    nested line, when it is only a job title (or a Chinese post in its unit), is the title of the post above."""
    for entry in entries:
        first, _, rest = entry.details.partition("\n")
        if entry.title or not entry.organization or not first:
            continue
        post = split_cjk_post(first) if len(first) <= 24 else None
        if post and len(post[0]) <= 12:
            entry.title, entry.details = post[1], rest  # the unit is named in the title's line, the place above
        elif _JOB_TITLE_LINE_RE.match(first) and len(first.split()) <= 6:
            entry.title, entry.details = first.strip(), rest
    return entries


def roles_under_organisation(entries: list[ParsedExperience]) -> list[ParsedExperience]:
    """ "**Corvina Therapeutics**, Cambridge, MA" over nested "- Associate Scientist (Apr 2024–Present)" and
    "- Research Associate (Jul 2023–Apr 2024)": an undated organisation over the posts held there, each dated,
    is one position a post (the undated lines kept as the first one's details)."""
    out: list[ParsedExperience] = []
    for entry in entries:
        lines = [line for line in entry.details.split("\n") if line.strip()]
        roles = [(line, role) for line in lines if (role := _dated_role(line))]
        if entry.start_year is not None or not roles or entry.title and _JOB_TITLE_LINE_RE.match(entry.title):
            out.append(entry)
            continue
        # the bold name read as the title, the town after it as the organisation: the bold name is the place
        organization = re.sub(r",\s*[-–—]\s+", ", ", entry.title or entry.organization)  # "Team X, - **Org**"
        others = "\n".join(line for line in lines if line not in {r[0] for r in roles})
        for index, (_line, (title, start, end)) in enumerate(roles):
            out.append(ParsedExperience(organization, title, start, end, others if index == 0 else ""))
    return out


def _dated_role(line: str) -> tuple[str, int | None, int | None] | None:
    years = date_range(line)
    title = strip_dates(line).strip(" ,;:|–—-()")
    if not years or not title or len(title.split()) > 6 or not _JOB_TITLE_LINE_RE.match(title):
        return None
    return title, years[0], years[1]
