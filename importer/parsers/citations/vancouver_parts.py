"""What the Vancouver reader's journal pattern misreads: a journal abbreviated with stops ("J. Clin. Invest."),
a meeting printed with its year and place where a journal would stand, and a meeting's "2017; Oslo" taken for
a journal's "2017;33:12"."""

from __future__ import annotations

import re

from .. import lazy_re
from ..venues import kind_from_words
from .common import _YEAR, PRESENTED_AT_RE, StyleRead, _strip_markup

# A journal abbreviated with stops, which the venue's pattern leaves with the title: "Title. J. Clin. Invest.
# 2019;12:33." and "Title. Proc. SPIE 11234, Optical Imaging. 2019;11234:1." (no title ends in "J. Clin")
_STOPPED_ABBREVIATIONS_END_RE = lazy_re.compile(
    r"(?<=[\w)\]]{2}\.)\s+((?:[A-Z][a-z]{0,7}\.\s?){0,5}[A-Z][a-z]{0,7})\.$"
)

# AMA (JAMA's style) dates a paper out before its issue "JAMA Neurol. Published online May 4, 2020.", and
# PubMed puts "[published online ahead of print, 2022 Jan 5]" after the title: the year, then nothing.
_ONLINE_FIRST_RE = lazy_re.compile(
    rf"(?<=\.)\s+Published\s+online\s+(?:[A-Z][a-z]+\.?\s+(?:\d{{1,2}},\s+)?)?(?={_YEAR}\b)"
)
_AHEAD_OF_PRINT_RE = lazy_re.compile(
    r"\s*\[(?:(?:published\s+online\s+|epub\s+)ahead\s+of\s+print\b|published\s+(?:correction|erratum)\s+appears)[^\]]{0,80}\]",
    re.I,
)

# the names a long list leaves out, a medical page's "Zhou M, Budde M, ..., Beaulieu C": the list is cut there
_ELIDED = r"(?:(?:\.{3}|…),?\s*)?"


def without_elided(pieces: list[str]) -> tuple[list[str], bool]:
    """The names of a list without the ellipsis standing for those left out, and whether there was one."""
    if not any(re.match(r"(?:\.{3}|…)", piece) for piece in pieces):
        return pieces, False
    return [name for piece in pieces if (name := re.sub(r"^(?:\.{3}|…)\s*", "", piece))], True


_ABBREVIATED_BEFORE_ACRONYM = frozenset({"Proc", "Trans", "J", "Ann", "Bull", "Rev", "Commun", "Mem", "Int", "Adv"})


def abbreviations_back(title: str, journal: str) -> tuple[str, str]:
    """(title, journal) with the abbreviated words that begin the journal's name moved back to it."""
    end = _STOPPED_ABBREVIATIONS_END_RE.search(title)
    if end is None or len(title[: end.start()].split()) < 2:
        return title, journal
    # one word alone only before an acronym: "Proc. SPIE", "Trans. ASME" (not "Title. Reply. JAMA.")
    alone = end.group(1) in _ABBREVIATED_BEFORE_ACRONYM and re.match(r"[A-Z]{2,}\b", journal)
    if len(end.group(1).split()) >= 2 or alone:
        return title[: end.start()].rstrip(), f"{end.group(1)}. {journal}"  # the title keeps its stop
    return title, journal


# A meeting with its year and place where a journal would stand: "Title. Annual Meeting of the Pebble Forum 2019,
# Lisbon, Portugal." (no journal's volume follows the year: the meeting's place does)
_MEETING_WORDS = (
    r"Meeting|Congress|Conference|Symposium|Workshop|Colloquium|Convention|Summit|Congreso|Kongress|Congrès"
)
_MEETING_AFTER_TITLE_RE = lazy_re.compile(
    rf"(?<=[.?!])\s+(?:(?:(?:Paper|Poster|Abstract)\s+)?[Pp]resented\s+at:?\s+(?:the\s+)?)?"
    rf"(?P<meeting>[A-Z0-9][^.;]{{0,120}}?\b(?:{_MEETING_WORDS})\b[^.;]{{0,100}}?)[\s,]+(?P<year>{_YEAR})"
    r"(?:\s*[,;]\s*[^.;\d]{2,60})?\s*\.?\s*$"
)


def meeting_after_title(authors: str, rest: str) -> StyleRead | None:
    """ "Title. Annual Meeting of the Pebble Forum 2019, Lisbon." as a paper at the meeting of that year."""
    meeting = _MEETING_AFTER_TITLE_RE.search(rest)
    if meeting is None or len(rest[: meeting.start()].split()) < 2:
        return None
    name = _strip_markup(meeting.group("meeting")).strip(" ,")
    return StyleRead(authors, rest[: meeting.start()].strip(), f"{name} {meeting.group('year')}", kind="conference")


def venue_kind_after_year(journal: str, end: str, tail: str) -> str | None:
    """What the numbers after a Vancouver venue's year say it is: "2021;14(2):101-9" a journal's volume,
    "2017; Oslo, Norway." a meeting's place (a meeting's words, or "Presented at"), else None."""
    if end in (":", ","):
        return "journal"
    if end != ";":
        return None
    if re.match(r"\s*(?:[A-Za-z]{0,2}\d|\(|Suppl|Spec)", tail):
        return "journal"
    if PRESENTED_AT_RE.match(journal) or kind_from_words(journal) in ("conference", "workshop"):
        return "conference"
    return "journal"
