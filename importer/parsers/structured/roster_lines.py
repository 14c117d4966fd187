"""What a roster's short lines say about a person beyond their name: a title with the years in the lab and
where they went ("MSc student 2019–2021, now at FONAG"), a one-line bio that is a title or a next job
("→ Economist at Acme", "Ph.D. (2020), Postdoc (2022). Now at X"), a "position" that is a place.

Plain Python over a ParsedProfile's position and bio, read by importer.parsers.structured.roster.
"""

from __future__ import annotations

import datetime as dt
import re

from importer.parsers.names import names_an_institution
from importer.parsers.records import ParsedProfile
from importer.parsers.roles import role_from_group, role_from_title
from importer.parsers.site_dates import date_in_words

from .. import lazy_re
from .fields import _first, _text, degree_from_text
from .roster_numbered import is_time_only, read_dated_tail
from .roster_roles import tells_of

__all__ = ["LONE_LINK_RE", "next_post", "place_from_position", "plain_title", "read_short_bio", "read_title_line"]

_NOW_RE = lazy_re.compile(r"\bnow\s+(?:(?:working|employed)\s+)?(?:at\s+|with\s+|an?\s+)?([^.;]{2,150})", re.I)


# A title written in the page's markup: "**[Biophysics](https://...)** Graduate Student", "Postdoc <br> from X"
_LINK_TEXT_RE = lazy_re.compile(r"\[([^\]]*)\]\([^)]*\)")
LONE_LINK_RE = lazy_re.compile(r"\W*\[([^\]]+)\]\(([^)\s]+)\)\W*")


def plain_title(text: str, *, link_only: bool = False) -> str:
    """A roster's title as the page shows it, without its markup; "" when it is only a link (unless the link's
    text is what is asked for: an alumnus's "new_location: **[A Company](https://...)**")."""
    if LONE_LINK_RE.fullmatch(text) and not link_only:
        return ""
    text = re.sub(r"\s*<br\s*/?>\s*", ", ", _LINK_TEXT_RE.sub(r"\1", text), flags=re.I)
    return " ".join(re.sub(r"<[^<>]{1,200}>|\*\*|__", "", text).split()).strip(" ,")


# Where an alumnus went: the post, and on a key of its own where it is ("new_position: Scientist" over
# "new_location: <the company>")
_NOW_KEYS = (
    "now",
    "now_at",
    "current_position",
    "new_position",
    "subsequent",
    "next",
    "destination",
    "placement",
    "went_to",
)
_NOW_PLACE_KEYS = ("new_location", "now_location", "current_location", "new_institution", "now_institution")


def next_post(entry: dict) -> str:
    """The post a roster entry (its keys lower-cased) says the person holds since leaving the lab; "" if none."""
    post = plain_title(_text(_first(entry, *_NOW_KEYS)), link_only=True)
    place = plain_title(_text(_first(entry, *_NOW_PLACE_KEYS)), link_only=True)
    return ", ".join(filter(None, [post, place])) if place not in post else post


_ARROW_RE = lazy_re.compile(r"\s*(?:→|->|⇒|➜|➔|=>)\s*")
_MARKDOWN_LINK_RE = lazy_re.compile(r"\[([^\]]*)\]\([^)]*\)")


# A bio that opens by saying what the person is: "Dr. Ruiz is a postdoctoral fellow ...", "AS is Staff Researcher at ..."
_SAID_RE = lazy_re.compile(
    r"^(?:[\w.'’-]+\s+){1,4}(?:is|am)\s+(?:currently\s+|now\s+)?(?:an?\s+|the\s+)?(.{3,200})", re.S
)
_HELD_RE = lazy_re.compile(r"([^,;()]{2,60}?)\s*\(((?:19|20)\d{2})\)")


# "Data Scientist at Acme", "Genentech", "Assistant Professor, Univ. of Eastbrook": where an alumnus went. A line
# of more words that names no title and no place ("Food web structure in alpine lakes") is what they worked on.
_PLACE_WORDS = 4
_AT_RE = lazy_re.compile(r"\b(?:at|@|with|bei|chez)\s+\S", re.I)


def _names_a_job(text: str) -> bool:
    return bool(
        len(text.split()) <= _PLACE_WORDS
        or _AT_RE.search(text)
        or names_an_institution(text)
        or role_from_title(text, runs_group=False)
    )


def read_short_bio(profile: ParsedProfile) -> None:
    """A roster's one-line "bio" is often the title ("Associate Professor of X") or, for an alumnus,
    where they went ("Senior Engineer at Tesla", "Ph.D., 2023. Now at Y")."""
    bio = profile.bio
    arrow = _ARROW_RE.match(bio or "")
    if arrow and len(bio) <= 160:  # "→ [Data Scientist](https://...) at Acme": where an alumnus went
        profile.now_at = profile.now_at or " ".join(_MARKDOWN_LINK_RE.sub(r"\1", bio[arrow.end() :]).split())
        profile.bio, profile.role = "", "alumni"
        return
    said = _SAID_RE.match(bio or "")
    if said and profile.role is None:  # "Ana is a PhD student in Biology": the role, when nothing else gave one
        profile.role = role_from_title(re.split(r"[.;]\s", said.group(1))[0], runs_group=False)
    if not bio or len(bio) > 160 or said or tells_of(bio):
        return  # a sentence about the person is their bio, neither a title nor where they went
    if profile.role == "alumni" and not profile.now_at:
        went = _NOW_RE.search(bio)
        held = _HELD_RE.findall(bio[: went.start()] if went else bio)
        if held:  # "Master (2013), Ph.D. (2017), Postdoc (2021). Now at ...": the last place held, and when it ended
            title, year = held[-1]
            profile.position = profile.position or title.strip().lstrip(". ")  # "Ph.D." keeps its last dot
            profile.left = profile.left or dt.date(int(year), 12, 31)
        if went:
            profile.now_at = went.group(1).strip(" ,")
        elif not held and not re.search(r"[.!?]\s+\S", bio) and degree_from_text(bio) == "other" and _names_a_job(bio):
            profile.now_at = bio
    elif not profile.position and not re.search(r"[.!?]\s+\S", bio) and role_from_group(bio):
        profile.position = bio


_SPAN_RE = lazy_re.compile(
    r"\(?\b((?:19|20)\d{2})\s*[-–—]\s*((?:19|20)\d{2}|present|now|today|heute|actualidad|atual)\b\)?", re.I
)
_LONE_YEAR_RE = lazy_re.compile(r"[\s,(]+((?:19|20)\d{2})\)?\s*$")
_SINCE_RE = lazy_re.compile(
    r"\(?\b(?:since|seit|depuis|desde|dal|from|started|starting|joined)\s+(?:(?:in|at|on)\s+)?"
    r"(?:[^\W\d_]{3,9}\.?\s+)?(?:\d{1,2}/)?((?:19|20)\d{2})\b\)?",
    re.I,
)
# An alumnus's line labelling where they are now: "Ph.D. Candidate, X Program, Current: Postdoc at Y"
_CURRENT_LABEL_RE = lazy_re.compile(r"(?:^|[,;]\s*)(?:current(?:ly)?|now|presently|today)\s*:\s*(\S.{1,200})$", re.I)
# A title's last part that only says when: "Bachelor student, Spring 2017", "Visitor, Fall 2020 - Summer 2021"
_TIME_TAIL_RE = lazy_re.compile(r",\s*([^,]{4,40})$")


_NEXT_SEPARATOR_RE = lazy_re.compile(r"\s*[·•|;]\s*|,\s+(?=\D)")


def _read_dated_next(profile: ParsedProfile) -> None:
    """An alumnus's note that opens with their time in the lab ("2013 Spring – 2015 Spring · Acme, Korea"):
    the dates as joined and left, the rest as where they went."""
    head, *rest = _NEXT_SEPARATOR_RE.split(profile.now_at or "", maxsplit=1)
    if head and is_time_only(head):
        read_dated_tail(profile, head)
        profile.now_at = rest[0].strip() if rest else ""


def read_title_line(profile: ParsedProfile) -> None:
    """A position written with the person's time in the lab and where they went ("MSc student 2019–2021,
    now at FONAG"; "PhD student (since 2021)"): the title alone, the dates as joined/left, the rest as now_at."""
    _read_dated_next(profile)
    text = profile.position or ""
    span = _SPAN_RE.search(text)
    if span:
        profile.joined = profile.joined or dt.date(int(span.group(1)), 1, 1)
        if span.group(2)[:1].isdigit():
            profile.left = profile.left or dt.date(int(span.group(2)), 12, 31)
        text = text[: span.start()] + text[span.end() :]
    since = _SINCE_RE.search(text)
    if since:  # "since 2021", "started Sep 2015": the month too when it is named
        profile.joined = profile.joined or date_in_words(since.group()) or dt.date(int(since.group(1)), 1, 1)
        text = text[: since.start()] + text[since.end() :]
    dated = _TIME_TAIL_RE.search(text) if not span else None
    if dated and is_time_only(dated.group(1)):
        read_dated_tail(profile, dated.group(1))
        text = text[: dated.start()]
    ended = _LONE_YEAR_RE.search(text) if profile.role == "alumni" and not span else None
    if ended and profile.left is None:  # an alumnus's "PhD student, Economics (2025)": the year they left
        profile.left = dt.date(int(ended.group(1)), 12, 31)
        text = text[: ended.start()]
    labelled = _CURRENT_LABEL_RE.search(text)
    if labelled:  # "Postdoctoral Fellow, Current: Data Engineer, X": the place held here, then where they are now
        profile.now_at = profile.now_at or labelled.group(1).strip(" ,;")
        text = text[: labelled.start()]
    went = _NOW_RE.search(text)
    if went and re.search(r"(?:^|[,;(]\s*)now\b", text[: went.start() + 4], re.I):  # ", now at X", not "known"
        profile.now_at = profile.now_at or went.group(1).strip(" ,)")
        text = text[: went.start()]
        ended = re.search(r"\b((?:19|20)\d{2})\s*[,;(]?\s*$", text)  # "MSc 2020, now ...": the year they left
        if ended and not span and profile.left is None:
            profile.left = dt.date(int(ended.group(1)), 12, 31)
            text = text[: ended.start()]
    if text != profile.position:
        profile.position = re.sub(r"\(\s*\)", "", " ".join(text.split())).strip(" ,;:·–—-")
    if profile.now_at or (profile.left is not None and profile.left < dt.date.today()):
        profile.role = "alumni"
    former = re.match(r"(?:former|ex-|past)\s*(?=\w)", profile.position or "", re.I)
    if former and profile.role == "alumni":  # "Former postdoc": the place they held, the role says they left
        rest = profile.position[former.end() :]
        profile.position = rest[:1].upper() + rest[1:]


# "..., UCLA", "..., ETH Zürich": a place named by its short name after a comma
_SHORT_PLACE_RE = lazy_re.compile(r",\s*(?-i:[A-Z][A-Za-z&]*[A-Z])(?:\s+\w+)?\s*$")


# Words of a job, which a place's name has not: "Laboratory Assistant" is a title, "Laboratory of X" a place
_JOB_WORD_RE = lazy_re.compile(
    r"\b(?:assistant|associate|manager|coordinator|technician|technologist|engineer|scientist|fellow|student|"
    r"researcher|director|intern|specialist|officer|administrator|analyst|lead|head|chair|lecturer|instructor)s?\b",
    re.I,
)


def place_from_position(profile: ParsedProfile) -> None:
    """A "position" that is a place ("Department of Neurology, UCLA") is the affiliation; one that is a title and
    a place ("Assistant Professor, Department of Neurology") keeps the title and gives the place."""
    text = profile.position or ""
    if not text or "," not in text and not names_an_institution(text):
        return
    title, _, place = text.partition(",")
    if not role_from_title(text, runs_group=False) and not _JOB_WORD_RE.search(text):
        if names_an_institution(text) or _SHORT_PLACE_RE.search(text):
            profile.position, profile.affiliation = "", profile.affiliation or text
        return
    place = place.strip()
    if re.match(r"(?:from|with|formerly|previously|via)\b", place, re.I):
        return  # "Postdoc, from the Institute of X": where they came from, not where they are
    # "Summer Intern, State University": a job that files no role still has its place after the comma
    titled = role_from_title(title, runs_group=False) or _JOB_WORD_RE.search(title)
    if place and titled and not role_from_title(place, runs_group=False) and not _JOB_WORD_RE.search(place):
        if names_an_institution(place) or _SHORT_PLACE_RE.search("," + place):
            profile.position, profile.affiliation = title.strip(), profile.affiliation or place
