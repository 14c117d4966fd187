"""What allanlab-style rosters say beside a person's name and title: numbered lines, a degree, a dated name.

The "allanlab" Jekyll lab template and its many forks list people in `_data/team_members.yml`,
`_data/students.yml` and `_data/alumni_*.yml`, each with `info:` (the title: "PhD Student, started
Sep 2015"), `number_educ: N` and lines `education1:` .. `educationN:` that the page prints as a list
(degrees, earlier posts, grants, "Next position: BS at X", "Fall 2020 - Summer 2021"); alumni are
often named with their degree and year ("Ana Ruiz, Ph.D. 2018") or their time in the lab ("Ana Ruiz,
Spring 2016"), or carry a `degree:` ("Ph.D., Chemistry (2021)").

Plain Python over a ParsedProfile, read by importer.parsers.structured.roster.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from importer.parsers.records import ParsedEducation, ParsedProfile
from importer.parsers.roles import role_from_title
from importer.parsers.roster_shape import NAME_DASHED_TAIL_RE, NAME_TAIL_RE, lowered_keys, plain_text
from importer.parsers.site_dates import date_in_words

from .. import lazy_re
from .fields import _year_range, degree_from_text

__all__ = ["name_link", "name_tail", "read_dated_tail", "read_degree", "read_name_tails", "read_numbered_lines"]

_NUMBERED_KEY_RE = lazy_re.compile(r"(?:education|educ|edu|line|detail|item)_?(\d{1,2})")
_NEXT_RE = lazy_re.compile(r"^\s*(?:next\s+position|now|currently|current\s+position)\s*(?::|\bat\b)\s*(.+)$", re.I)
_TAG_RE = lazy_re.compile(r"<[^<>]{1,300}>")
# A line of a post or a degree running to this day: "2019.7-至今 在读博士生，X", "2021 - present: PhD student, X"
_ONGOING_RE = lazy_re.compile(
    r"^\s*(?:19|20)\d{2}(?:[./-]\d{1,2})?\s*[-–—~～至到]\s*(?:至今|今|現在|现在|present|now|current|today|heute|"
    r"actualidad|atual|présent)\s*[:,，]?\s*(\S.{1,300})$",
    re.I,
)
# A place not yet taken up: "Future Master Student", "保研" (admitted without exam), "考研录取" (admitted)
_TO_COME_RE = lazy_re.compile(r"\b(?:future|incoming|admitted|prospective|starting)\b|保研|录取", re.I)
_DEGREE_WORD_RE = lazy_re.compile(r"^\s*([^\s,(]+(?:\s+of\s+\w+)?)")
# What is left of a line that only says when: "Summer 2021", "Fall 2020 - Summer 2021", "all of 2016"
_TIME_WORDS_RE = lazy_re.compile(
    r"(?i:spring|summer|fall|autumn|winter|all|of|since|from|until|to|present|now|and|"
    r"[^\W\d_]{3,9}\.?(?=\s*(?:\d{1,2},?\s*)?(?:19|20)\d{2}))|(?:19|20)\d{2}|\d{1,2}(?:st|nd|rd|th)?|[-–—,/()\s]"
)


def _written_name(entry: dict) -> str:
    return _TAG_RE.sub("", plain_text(lowered_keys(entry).get("name")))


def name_tail(entry: dict) -> str:
    """What a roster writes after a person's name and a comma: "Ph.D. 2018", "Spring 2016"; "" for none."""
    found = NAME_TAIL_RE.search(NAME_DASHED_TAIL_RE.sub("", _written_name(entry)))
    return found.group("tail").strip() if found else ""


_HREF_RE = lazy_re.compile(r"<a\b[^>]{0,300}?\bhref\s*=\s*[\"']([^\"']{1,500})[\"']", re.I)


def name_link(entry: dict) -> str:
    """The address a roster's name links to ("<a href='https://ana.example'>Ana Ruiz</a>"): their homepage."""
    found = _HREF_RE.match(plain_text(lowered_keys(entry).get("name")).strip())
    return found.group(1) if found else ""


def read_name_tails(profile: ParsedProfile, entry: dict) -> None:
    """ "Ana Ruiz - 2022 - Postdoc at X": a former member's year of leaving and where they went."""
    found = NAME_DASHED_TAIL_RE.search(_written_name(entry))
    if found is None:
        return
    year, _, rest = found.group("tail").partition(" ")
    rest = " ".join(rest.split()).lstrip("-–— ").strip()
    profile.role = "alumni"
    profile.left = profile.left or dt.date(int(year[:4]), 12, 31)
    profile.now_at = profile.now_at or rest


def is_time_only(text: str) -> bool:
    return bool(re.search(r"(?:19|20)\d{2}", text)) and not _TIME_WORDS_RE.sub("", text).strip()


def read_dated_tail(profile: ParsedProfile, tail: str) -> None:
    """A name's tail that says when they were in the lab ("Spring 2016", "2019-2021"): their dates."""
    _read_period(profile, tail)


def _read_period(profile: ParsedProfile, text: str) -> None:
    start, end = _year_range(text)
    if start is None and end is None:
        return
    first = date_in_words(text)
    profile.joined = profile.joined or first or dt.date(start or end, 1, 1)
    if start is not None and end is not None and end != start:
        parts = re.split(r"\s[-–—]\s|\s+to\s+|\s+until\s+", text, maxsplit=1)
        last = date_in_words(parts[-1], end=True) if len(parts) == 2 else None
        profile.left = profile.left or last or dt.date(end, 12, 31)
    elif profile.role == "alumni":  # a former member's one season or year: they left then
        year = start or end
        profile.left = profile.left or date_in_words(text, end=True) or dt.date(year, 12, 31)


def read_degree(profile: ParsedProfile, text: str) -> None:
    """A degree earned in the lab ("Ph.D., Chemistry (2021)", "Ph.D. 2018"): an education, and for a former
    member the year they left."""
    education = _education(text, whole=True)
    if education is None:
        return
    profile.education.append(education)
    if profile.role == "alumni" and education.end_year and profile.left is None:
        profile.left = dt.date(education.end_year, 12, 31)


def read_numbered_lines(profile: ParsedProfile, entry: dict) -> None:
    """`education1:` .. `educationN:` (the first `number_educ` of them when it is given): degrees as educations,
    "Next position: X" as where a former member went, a line of dates as their time in the lab, the rest as
    the lines of their bio."""
    lines = _numbered(entry)
    bullets = []
    for line in lines:
        went = _NEXT_RE.match(line)
        if went:
            profile.now_at = profile.now_at or went.group(1).strip(" .")
            profile.role = "alumni"
        elif is_time_only(line):
            _read_period(profile, line)
        elif (held := _ONGOING_RE.match(line)) and profile.role is None and not _TO_COME_RE.search(line):
            profile.role = role_from_title(
                held.group(1), runs_group=False
            )  # "2019.7-至今 在读博士生，X": the post held now
            bullets.append(f"- {line}")
        elif (education := _education(line, whole=False)) is not None:
            profile.education.append(education)
        else:
            bullets.append(f"- {line}")
    if bullets:
        profile.bio = "\n".join([profile.bio, "", *bullets]).strip() if profile.bio else "\n".join(bullets)


def _numbered(entry: dict) -> list[str]:
    numbered = []
    for key, value in lowered_keys(entry).items():
        found = _NUMBERED_KEY_RE.fullmatch(key)
        text = " ".join(_TAG_RE.sub("", plain_text(value)).split())
        if found and text and text not in ("0", "-"):
            numbered.append((int(found.group(1)), text))
    shown = _count(lowered_keys(entry).get("number_educ"))
    return [text for number, text in sorted(numbered) if shown is None or number <= shown]


def _count(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    return int(value) if isinstance(value, str) and value.strip().isdigit() else None


def _education(line: str, *, whole: bool) -> ParsedEducation | None:
    """ "Master Leiden University with A B", "Ph.D. with A B, Some University", "B.S. X University" -> an
    education; None when the line does not start with a degree ("Casimir PhD grant" is a grant)."""
    first = _DEGREE_WORD_RE.match(line)
    degree = degree_from_text(line) if whole else degree_from_text(first.group(1)) if first else "other"
    if degree == "other":
        return None
    title = first.group(1) if first else line
    rest = line[first.end() :] if first else ""
    start, end = _year_range(rest)
    rest = re.sub(r"\(\s*(?:19|20)\d{2}\s*\)|\b(?:19|20)\d{2}\b", "", rest)
    field = re.match(r"\s*in\s+([^,]{2,80})", rest)  # "Ph.D. in Computer Science, UCLA"
    if field:
        rest = rest[field.end() :]
    places = [re.sub(r"\s*\bwith\b.*$", "", part).strip(" .;") for part in rest.split(",")]
    places = [re.sub(r"\s*\([^()]*\)", "", place).strip() for place in places if place]
    return ParsedEducation(
        institution=", ".join(p for p in places if re.search(r"[A-Z]", p)),  # "thesis with X": no place
        degree=degree,
        degree_title=title.strip(" ,"),
        field=field.group(1).strip() if field else "",
        start_year=start if end is not None and start != end else None,
        end_year=end or start,
    )
