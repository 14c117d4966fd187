"""Job titles, organisations and fields of study printed in capitals ("POSTDOCTORAL RESEARCHER", as
awesome-cv sets a position in small capitals): written as the person would write them on a page,
"Postdoctoral Researcher". A value with any lower-case letter is left as printed, and so is an acronym
("CEO", "NLP", "CERN" alone)."""

from __future__ import annotations

import re

from .. import lazy_re
from ..records import ParsedProfile

__all__ = ["lower_capitals", "unshouted"]

# words a title or an organisation keeps in lower case when it is not the first
_SMALL_WORDS = frozenset(
    "a an and at by for in of on or the to with de del der des di du e et la le van von y und".split()
)
# general abbreviations with a vowel, which the no-vowel rule does not keep (no institution's name: an
# organisation's own acronym is known by its place, see unshouted's `acronym_first`)
_ACRONYMS = frozenset("AI IT UI UX CEO CTO CIO CFO COO EU UN USA UK".split())
_WORD_RE = lazy_re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


def _is_shouted(text: str, *, long_words: int) -> bool:
    letters = [c for c in text if c.isalpha()]
    if not letters or any(c.islower() for c in letters) or not all(c.isupper() for c in letters if c.isalpha()):
        return False
    words = [w for w in _WORD_RE.findall(text) if len(w) >= 4 and w not in _ACRONYMS]
    return len(words) >= long_words


def _word(match: re.Match, first: list[bool], acronym_first: bool) -> str:
    word = match.group(0)
    was_first, first[0] = first[0], False
    if was_first and acronym_first and 2 <= len(word) <= 4 and match.string[match.end() :].strip():
        return word  # "UCLA SCHOOL OF MEDICINE", "EPFL LAB OF ...": an organisation's short first word is its acronym
    abbreviated = match.string[match.end() : match.end() + 1] == "."
    if abbreviated and len(word) == 2:
        return word.capitalize()  # "PH.D.", "B.SC.", "DR.": "Ph.D.", "B.Sc.", "Dr."
    if word in _ACRONYMS or (len(word) <= 4 and not re.search(r"[AEIOUY]", word)):
        return word  # "NLP", "R", "HPC": letters, not a word
    lower = word.lower()
    if lower in _SMALL_WORDS and not was_first:
        return lower
    return re.sub(r"(^|['’])(\w)", lambda m: m.group(1) + m.group(2).upper(), lower)  # "O'Neill"


def unshouted(text: str, *, long_words: int = 1, acronym_first: bool = False) -> str:
    """ "MEMBER OF TECHNICAL STAFF" -> "Member of Technical Staff", "PH.D. IN PHYSICS" -> "Ph.D. in Physics";
    a value holding fewer than `long_words` words of four letters or more (an acronym) is kept.
    `acronym_first`: a first word of two to four letters before others stays in capitals (an organisation's
    acronym: "UCLA School of Medicine")."""
    if not _is_shouted(text, long_words=long_words):
        return text
    first = [True]
    return _WORD_RE.sub(lambda match: _word(match, first, acronym_first), text)


def lower_capitals(profile: ParsedProfile) -> None:
    """A CV's posts and degrees as the person would write them, where the layout printed them in capitals.
    An organisation is rewritten only when two words of it are long ones, so "CERN" or "KTH" stays."""
    for post in profile.experience:
        post.title = unshouted(post.title)
        post.organization = unshouted(post.organization, long_words=2, acronym_first=True)
    for degree in profile.education:
        degree.degree_title = unshouted(degree.degree_title)
        degree.field = unshouted(degree.field)
        degree.institution = unshouted(degree.institution, long_words=2, acronym_first=True)
