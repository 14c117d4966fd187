"""A group as the whole author list: "Pebble Team", "The ATLAS Collaboration", "ENCODE Project Consortium".

Every style prints such an author where it prints names, and the group is kept as one literal
author (ICMJE and APA both say so):

- "ENCODE Project Consortium (2012) Title. Nature 489:57–74" (name-year, APA),
- "Tree of Pebbles Consortium. 2014. Title. Scientific Data 1: 140015." (ecology, ACL),
- "Pebble Team. Title. arXiv preprint arXiv:2401.04567, 2024." (Vancouver, ACM),
- 'The ATLAS Collaboration, "Title," Phys. Lett. B, vol. 716, 2012.' (IEEE),
- "Planck Collaboration, Title, Astron. Astrophys. 641, A6 (2020)." (APS, INSPIRE).

A group followed by people's names ("ATLAS Collaboration, G. Aad et al., ...") is not read here.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import status_in
from ..venues import looks_like_journal_reference
from .common import _BOLD_CLOSE, _BOLD_OPEN, _YEAR, StyleRead, _strip_markup, journal_before_volume, looks_like_name
from .physics import _APS_EPRINT_RE, _APS_VENUE_RE, _INSPIRE_VENUE_RE
from .social_sciences import _QUOTED_TITLE_RE, first_sentence

# The last word names the group; the words before it are capitalised (or short joining words)
_GROUP_NOUNS = (
    r"Team|Collaboration|Consortium|Group|Collaborators|Investigators|Network|Committee|Initiative|Alliance|"
    r"Project|Task\s+Force|Organi[sz]ation|Working\s+Party|Panel|Council"
)
_GROUP_WORD = r"[A-Z0-9][\w&.'’+/-]*"
_GROUP = rf"(?:[Tt]he\s+)?{_GROUP_WORD}(?:\s+(?:of|for|on|and|the|&|{_GROUP_WORD})){{0,8}}?\s+(?:{_GROUP_NOUNS})"
_AFTER_GROUP = (
    rf"(?:\s*\((?P<bracketed>{_YEAR})[a-z]?\)[.:,]?\s+|(?P<stop>\.\s+)(?:\(?(?P<year>{_YEAR})[a-z]?\)?\.\s+)?|(?P<comma>,\s+))"
    r"(?P<rest>.+)$"
)
_GROUP_RE = lazy_re.compile(rf"^\s*{_BOLD_OPEN}(?P<group>{_GROUP}){_BOLD_CLOSE}" + _AFTER_GROUP)
_JOINING = r"of|for|on|and|the|&|de|del|de\s+la|des|du|da|do|di|für|der|und|e|y|et"
# A body named with its abbreviation, as health agencies print themselves: "World Health Organization (WHO).",
# "Ministry of Health (MoH)." (the abbreviation's capitals are the name's initials, or the first of them)
_ABBREVIATED_GROUP_RE = lazy_re.compile(
    rf"^\s*{_BOLD_OPEN}(?P<group>(?:[Tt]he\s+)?{_GROUP_WORD}(?:\s+(?:{_JOINING}|{_GROUP_WORD})){{1,10}}?)"
    rf"\s*\((?P<short>[A-Z][A-Za-z&-]{{1,11}})\){_BOLD_CLOSE}" + _AFTER_GROUP
)


def _group_match(text: str) -> re.Match | None:
    match = _GROUP_RE.match(text)
    if match is not None:
        return match
    match = _ABBREVIATED_GROUP_RE.match(text)
    if match is None:
        return None
    initials = "".join(w[0] for w in match.group("group").split() if w[0].isupper() and w.lower() != "the")
    capitals = "".join(c for c in match.group("short") if c.isupper())
    return match if len(capitals) >= 2 and initials.startswith(capitals) else None


# NLM's book after its title: "2nd ed. Bethesda, MD: Pebble Press; 2014." - an edition perhaps, then the
# place, a colon, the publisher, and the year after a semicolon (a journal prints its year before the
# semicolon); a book a group wrote ("Pebble Health Organization. *Guidelines.* Geneva: PHO; 2018.") and
# one people wrote (styles.py) end so
BOOK_IMPRINT_RE = lazy_re.compile(
    r"(?:\d{1,2}(?:st|nd|rd|th)\s+ed\.\s+)?[A-Z][\w'’ -]{1,40}(?:,\s*[A-Z][\w.]{1,20})?:\s*(?P<publisher>[^:;]{2,120}?);\s*"
    rf"(?P<year>{_YEAR})\.?(?:\s*\d+\s*p\.?)?\s*$"
)


def _physics(group: str, rest: str) -> StyleRead | None:
    """ "Title, Phys. Lett. B 716 (2012) 1": a title without quotes, then the journal (APS, INSPIRE)."""
    venue = _APS_EPRINT_RE.search(rest) or _APS_VENUE_RE.search(rest) or _INSPIRE_VENUE_RE.search(rest)
    if venue is None:
        return None
    title = rest[: venue.start()].strip(" ,")
    journal = venue.group("journal").strip(" ,")
    kind = "preprint" if journal == "arXiv" else "journal"
    return StyleRead(group, title, f"{journal} {venue.group('year')}", kind=kind, status=status_in(rest), group=True)


def read_group_author(text: str) -> StyleRead | None:
    match = _group_match(text)
    if match is None:
        return None
    group, rest = match.group("group"), match.group("rest").strip()
    year = match.group("bracketed") or match.group("year")
    first_piece = re.split(r",\s+|\s+et\s+al\b", rest, maxsplit=1)[0]
    if looks_like_name(_strip_markup(first_piece)) and len(first_piece.split()) >= 2:
        return None  # "ATLAS Collaboration, G. Aad et al., ...": people follow the group
    quoted = _QUOTED_TITLE_RE.match(rest)
    if quoted:
        title, after = next(g for g in quoted.groups() if g is not None), rest[quoted.end() :]
    elif match.group("comma"):
        return _physics(group, rest)
    else:
        title, after = first_sentence(rest)
    title = _strip_markup(title).strip(" ,.")
    if len(title.split()) < 2:
        return None
    after = re.sub(r"^[\s.,]*(?:in\s+)?", "", _strip_markup(after), flags=re.I)
    book = BOOK_IMPRINT_RE.fullmatch(after.strip())
    if book:
        return StyleRead(
            group, title, f"{book.group('publisher').strip()} {book.group('year')}", kind="book", group=True
        )
    journal = journal_before_volume(after)
    years = re.findall(rf"\b{_YEAR}\b", after)
    year = year or (years[-1] if years else "")
    # a volume after the name, then its issue or pages: "Nature 489:57-74", "Phys. Lett. B 716 (2012) 1"
    volume = re.match(rf"{re.escape(journal)}[.,]?\s+(?!{_YEAR}\b)\d{{1,4}}\s*[:(]", after)
    kind = "journal" if volume or looks_like_journal_reference(after) else None
    return StyleRead(group, title, f"{journal} {year}".strip(), kind=kind, status=status_in(after), group=True)
