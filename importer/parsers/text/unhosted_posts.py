"""Posts a CV names without an organisation: a volunteer year, civilian or military service, an internship or a
parental leave written alone with its dates ("Freiwilliges Ökologisches Jahr, 2015–2016", "Service civique,
2014", "Praktikum, 2013"). Such a row is the post's title; where it was done, when the CV says so, is in the
lines under it. Words of the CV languages, never names."""

from __future__ import annotations

import re

from .. import lazy_re
from ..dates import YEAR_RE, strip_dates
from ..records import ParsedExperience
from .fields import find_institution
from .job_titles import JOB_TITLE_LINE_RE

# A service or a year named by what it was, in English, German, French, Spanish, Portuguese and Italian
_UNHOSTED_POST_RE = lazy_re.compile(
    r"^\s*(?:"
    r"Freiwillige[sr]?\s+(?:Soziales|Ökologisches|Kulturelles|Wissenschaftliches)\s+Jahr|FSJ|FÖJ|"
    r"Bundesfreiwilligendienst|Zivildienst|Wehrdienst|Grundwehrdienst|Auslandsjahr|Elternzeit|Mutterschutz|"
    r"Work\s+and\s+Travel|Au[- ]pair|"
    r"(?:Military|Civil(?:ian)?|National|Community|Voluntary)\s+Service|Gap\s+Year|"
    r"(?:Parental|Maternity|Paternity|Family)\s+Leave|"
    r"Service\s+(?:civique|civil|militaire|national)|Volontariat(?:\s+international)?|Congé\s+(?:parental|maternité)|"
    r"Servicio\s+(?:militar|civil|social)|Voluntariado|Año\s+sabático|"
    r"Servi[çc]o\s+(?:militar|civil|volunt[áa]rio)|"
    r"Servizio\s+(?:civile|militare)(?:\s+(?:universale|nazionale))?|Anno\s+sabbatico"
    r")\b",
    re.I,
)


def is_unhosted_post(text: str) -> bool:
    """A row's text, its dates left out, that names a post no organisation needs to be named with."""
    return bool(_UNHOSTED_POST_RE.match(text)) and len(text.split()) <= 8


def is_dated_lone_title(flat: str) -> bool:
    """ "Praktikum, 2014", "Zivildienst 2009–2010": a dated row that is only a title, after the description of
    the post above it, opens a post of its own rather than going on describing that one."""
    bare = strip_dates(flat).strip(" ,;:|–—-")
    return (
        bool(YEAR_RE.search(flat)) and "," not in bare and bool(JOB_TITLE_LINE_RE.match(bare) or is_unhosted_post(bare))
    )


def kept_posts(entries: list[ParsedExperience]) -> list[ParsedExperience]:
    """The positions worth keeping: an organisation, with a title, a year or a known institution to say it is one;
    or a dated post named without its organisation (its title alone)."""
    return [
        e
        for e in entries
        if e.organization and (e.title or e.start_year or find_institution(e.organization)) or _lone(e)
    ]


def _lone(entry: ParsedExperience) -> bool:
    title = entry.title
    return (
        not entry.organization
        and entry.start_year is not None
        and bool(title)
        and bool(is_unhosted_post(title) or JOB_TITLE_LINE_RE.match(title))
    )
