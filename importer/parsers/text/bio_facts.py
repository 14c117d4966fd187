"""Facts a bio states in its sentences: degrees obtained, awards won, posts held, internships done."""

from __future__ import annotations

import re

from .. import lazy_re
from ..dates import MONTH as _MONTH
from ..dates import date_range, first_year
from ..records import ParsedAward, ParsedEducation, ParsedExperience, ParsedProfile
from .cv import _ADVISED_BY_RE, _add_unique, _names_in
from .fields import find_degree, find_institution
from .sections import plain

_OBTAINED_RE = lazy_re.compile(  # "I received my M.Eng. degree from X in June 2024, and my B.Sc. from Y in 2019"
    r"\b(?:(?:obtained|received|earned|got|completed|finished|hold|holds|did|pursued)\s+(?:my|a|the|his|her|their)|"
    r"(?<=,)\s+and\s+(?:my|a|his|her|their)|\band\s+(?:my|his|her|their))\s+"
    r"(.{2,90}?)\s+(?:degree\s+)?(?:from|at)\s+(?:the\s+)?(.{3,90}?)"
    rf"(?:\s+in\s+(?:{_MONTH}\s+)?((?:19|20)\d{{2}})|\s*\(((?:19|20)\d{{2}})\))?(?=[,;]|\.\s|\.$|\s+under\b|"
    r"\s+supervised\b|\s+advised\b|\s+where\b|\s+and\b(?!\s+[A-Z])|\s+with\b|\s*\(|$)"  # "Science and Technology"
)
# "I was awarded a Royal Society University Research Fellowship in 2019": an award only when dated
_AWARDED_RE = lazy_re.compile(
    r"\b(?:awarded|received|won|winning|recipient of|holder of)\s+(?:the\s+|a\s+|an\s+)?"
    r"((?:[A-Z][\w'’&-]*\s+){0,8}(?:Fellowship|Award|Prize|Scholarship|Medal|Grant))"
    r"(?:\s+(?:in|\()\s*((?:19|20)\d{2})|\s+\(((?:19|20)\d{2})\))"
)
_WAS_AT_RE = lazy_re.compile(
    r"\b(?:was|worked as|served as|interned|have been|had been)\s+(?:an?\s+)?(.{0,40}?)\s*(?:at|with|in)\s+"
    r"(?:the\s+)?([^,;]{3,90}?)\s+(?:from|between)\s+((?:19|20)\d{2})\s+(?:to|until|and|-|–)\s+"
    r"((?:19|20)\d{2}|present|now)"
)
_WAS_POSTDOC_RE = lazy_re.compile(
    r"\b(?:I was|I worked as|I spent \w+ years? as)\s+an?\s+(postdoc|postdoctoral (?:researcher|fellow|scholar)|"
    r"visiting (?:researcher|scholar|professor))\s+(?:at|with)\s+(?:the\s+)?"
    r"([A-Z][\w.&'’-]*(?:\s+(?:[A-Z][\w.&'’-]*|of|for|at|de))*?)(?=[,;.]|\s+(?:from|in|between|where|and|under|working)\b|$|"
    r"\s*\()(?:\s*\(((?:19|20)\d{2})\s*[-–—]\s*((?:19|20)\d{2})\))?"
)
_INTERNED_RE = lazy_re.compile(
    r"\b(I interned|I did (?:an|my|two|several) (?:research )?internships?|I was an? (?:research |summer )?intern)"
    r"\s+(?:at|with)\s+((?:[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,5}(?:\s*\([^()]{0,40}\))?(?:,\s*(?:and\s+)?|\s+and\s+)?){1,4})"
)
# "In summer 2022 I was a software engineering intern on the storage team at Pebblecorp.", "she worked as
# a backend engineer at Gravel Works in Lorient (2019–2021)": a past job told in a sentence that dates it.
_WORKED_AS_RE = lazy_re.compile(
    r"\b(?:I|[Ss]he|[Hh]e|[Tt]hey)\s+(?:was|were|worked as|served as)\s+an?\s+"
    r"((?:[\w-]+\s+){0,4}?(?:intern|engineer|developer|scientist|researcher|analyst|consultant))\b"
    r"(?:\s+(?:on|in)\s+(?:the|a|an)\s+[^,.;]{0,60}?\s+(?:team|group|lab))?"
    r"\s+(?:at|with)\s+(?:the\s+)?([A-Z][\w&.'’-]*(?:[ ]+[A-Z][\w&.'’-]*){0,5})"
)
_INTERN_ORG_RE = lazy_re.compile(r"([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,5})(?:\s*\(([^()]{0,40})\))?")
_UNIT_OF_RE = lazy_re.compile(r"^.*?\b(?:team|group|lab|division|unit)\s+(?:of|at)\s+(?:the\s+)?(.+)$", re.I)

# A sentence ends at . ! ? after a word ("Pebblecorp. Before") but not after a title or an initial ("Prof. Li", "G. Allen").
_SENTENCE_END_RE = lazy_re.compile(
    r"(?<!\b[A-Z])(?<!\bProf)(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bSt)(?<!\bNo)(?<!\bvs)(?<!\be\.g)(?<!\bi\.e)"
    r"(?<=[\w\])])[.!?]\s+(?=[A-Z(\"“])|\n+"
)


def _sentences(text: str) -> list[str]:
    return [s for s in _SENTENCE_END_RE.split(text) if s.strip()]


def _bio_facts(text: str, profile: ParsedProfile) -> None:
    """Education, experience and advisors stated in sentences of a bio."""
    flat = plain(text)
    for match in _OBTAINED_RE.finditer(flat):
        level, title, field_text = find_degree(match.group(1))
        if level == "other" or any(e.degree == level for e in profile.education):
            continue  # not a degree, or one the education section lists already
        institution = find_institution(match.group(2)) or match.group(2).strip()
        # "a PhD in Geophysics (2014) from ...": the year may follow the degree instead of the institution
        year = match.group(3) or match.group(4) or next(iter(re.findall(r"\(((?:19|20)\d{2})\)", match.group(1))), None)
        start, end = (None, int(year)) if year else _sentence_dates(flat, match, ranges_only=True) or (None, None)
        profile.education.append(ParsedEducation(institution, level, title, field_text, start, end))
    for match in _AWARDED_RE.finditer(flat):
        title, year = match.group(1).strip(), int(match.group(2) or match.group(3))
        if not any(a.title.casefold() == title.casefold() for a in profile.awards):
            profile.awards.append(ParsedAward(title, "", year))
    for match in _WAS_AT_RE.finditer(flat):
        organization = match.group(2).strip()
        unit = _UNIT_OF_RE.match(organization)
        end = match.group(4)
        profile.experience.append(
            ParsedExperience(
                unit.group(1).strip() if unit else organization,
                match.group(1).strip(),
                int(match.group(3)),
                int(end) if end.isdigit() else None,
            )
        )
    for match in _WAS_POSTDOC_RE.finditer(flat):  # "Before joining X I was a postdoc at Y" (no years given)
        organization = match.group(2).strip()
        if not any(e.organization == organization for e in profile.experience):
            title = "Postdoctoral Researcher" if match.group(1).lower() == "postdoc" else match.group(1).title()
            start, end = (int(match.group(3)), int(match.group(4))) if match.group(3) else (None, None)
            profile.experience.append(ParsedExperience(organization, title, start, end))
    for match in _INTERNED_RE.finditer(flat):  # "I interned at Kestrel AI (Summer 2022) and Orchid Labs (2023)"
        for org in _INTERN_ORG_RE.finditer(match.group(2)):
            organization = org.group(1).strip()
            if any(e.organization == organization for e in profile.experience):
                continue
            dates = date_range(org.group(2) or "") or ((y, y, False) if (y := first_year(org.group(2) or "")) else None)
            start, end = (dates[0], dates[1]) if dates else (None, None)
            title = "Research Intern" if "research" in match.group(1).lower() else "Intern"
            profile.experience.append(ParsedExperience(organization, title, start, end))
    for match in _WORKED_AS_RE.finditer(flat):
        organization = match.group(2).strip().rstrip(".")
        dates = _sentence_dates(flat, match)
        if dates is None or any(e.organization == organization for e in profile.experience):
            continue  # a job with no year in its sentence, or one a pattern above found
        title = " ".join(word[:1].upper() + word[1:] for word in match.group(1).split())
        profile.experience.append(ParsedExperience(organization, title, dates[0], dates[1]))
    for match in _ADVISED_BY_RE.finditer(flat):
        _add_unique(profile.advisors, _names_in(next(g for g in match.groups() if g)))


def _sentence_dates(text: str, match: re.Match, *, ranges_only=False) -> tuple[int | None, int | None] | None:
    """(start, end) years of the sentence around `match`: a range, or one year for both (unless
    `ranges_only`); None without."""
    ends = [end.end() for end in _SENTENCE_END_RE.finditer(text, 0, match.start())]
    start = ends[-1] if ends else 0
    after = _SENTENCE_END_RE.search(text, match.end())
    sentence = text[start : after.end() if after else len(text)]
    dates = date_range(sentence)
    if dates and (dates[0] != dates[1] or not ranges_only):
        return dates[0], dates[1]
    if ranges_only:
        return None
    year = first_year(sentence)
    return (year, year) if year else None
