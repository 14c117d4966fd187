"""The person's job title as the top of a page prints it, beyond the titles the role words know.

A person page of a university CMS labels it ("Position: Senior Researcher", "Funktion: Leiterin der
Arbeitsgruppe Bodenökologie"); a homepage's subtitle under the name states it ("Data Analyst",
"Research Officer at Kestrel Trust"). Both are the position text, whole, even when it names no role
the lab's site knows (the role stays unset then, for the admin to choose).
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..links import NETWORK_LABELS
from ..roles import find_title
from .fields import find_institution
from .sections import _MD_HEADING_RE, _MD_LINK_RE, plain

__all__ = ["job_title", "labelled_position", "subtitle_position"]

# "Position:", "Job title:", "Funktion:", "Poste :", "Cargo:", "职务：" before the person's own title
_POSITION_LABEL_RE = lazy_re.compile(
    r"^\s*(?:current\s+|present\s+)?(?:position|job\s+title|funktion|stelle|dienstbezeichnung|"
    r"fonction|poste|statut|cargo|puesto|categoría|posição|qualifica|ruolo|职务|职称|职位)\s*[:：]\s*(.+?)\s*$",
    re.I,
)
# what ends a title inside a longer value: "Senior Researcher, Institute X", "Analyst at Y", "A | B"
_VALUE_END_RE = lazy_re.compile(r"\s+[|·•◇–—]\s+|\s{3,}|\t|,\s+|;\s+|\s+(?:at|@|bei|à|en|presso)\s+")
_HONORIFIC_RE = lazy_re.compile(r"^(?:dr|prof|mr|mrs|ms|mx|herr|frau|mme|m)\.?$", re.I)
_MAX_TITLE_WORDS = 8

# The last word of a job title the role words do not know: "Data Analyst", "Research Officer",
# "Clinical Psychologist", "Senior Statistician", "Policy Advisor"
_JOB_NOUN_RE = lazy_re.compile(
    r"\b(?:analyst|officer|manager|consultant|specialist|advis[eo]r|librarian|curator|archivist|editor|"
    r"coordinator|director|designer|developer|engineer|architect|programmer|statistician|economist|"
    r"physician|clinician|nurse|midwife|therapist|pharmacist|veterinarian|practitioner|counsel+or|"
    r"teacher|instructor|tutor|educator|lecturer|scientist|researcher|fellow|assistant|associate|"
    r"[a-z]*ologist|[a-z]+ist|[a-z]+ician)$",
    re.I,
)
# the lower-case words of a title written in sentence case ("Research assistant", "Teaching fellow in
# economics"): the job nouns above, and the words that qualify them
_SENTENCE_CASE_WORDS = frozenset(
    "of in and & for research teaching postdoctoral doctoral graduate senior junior principal visiting "
    "clinical lab laboratory field data".split()
)
# "Teaching Fellow in Economics", "Lecturer in Hydrology": the title, then its field
_FIELD_RE = lazy_re.compile(r"\s+(?:in|of|for)\s+.*$")
_LINK_SEPARATOR_RE = lazy_re.compile(r"\s*[|·•◇/]\s*|\s{2,}")
_PLACE_WORD_RE = lazy_re.compile(
    r"\b(?:University|Universit\w+|Institute|Institut|College|School|Department|Centre|Center|Laboratory|Lab|"
    r"Hospital|Academy|Foundation|Company|Inc|Ltd|GmbH)\b",
    re.I,
)


def labelled_position(lines: list[str]) -> str:
    """The title a "Position:" / "Funktion:" line gives, up to the organisation after it; "" when none."""
    for line in lines:
        labelled = _POSITION_LABEL_RE.match(plain(line))
        if not labelled:
            continue
        value = _VALUE_END_RE.split(labelled.group(1))[0].strip(" .;,")
        words = value.split()
        if words and len(words) <= _MAX_TITLE_WORDS and not _HONORIFIC_RE.match(value) and not find_institution(value):
            return value
    return ""


def subtitle_position(lines: list[str], name: str | None) -> tuple[str, str]:
    """(title, organisation) of a job title under the person's name ("Data Analyst", "Research Officer at
    Kestrel Trust", "Research assistant" over "University of X"), where the role words found none; a line
    of profile links between them ("Scholar | ORCID | GitHub") is passed over. ("", "") when the line
    under the name is no such title."""
    filled = [plain(_MD_HEADING_RE.sub(r"\2", line)) for line in lines if line.strip()]
    below = next((index + 1 for index, line in enumerate(filled) if name and name in line), None)
    if below is None:
        return "", ""
    while below < len(filled) and _is_link_line(filled[below]):
        below += 1
    if below >= len(filled):
        return "", ""
    title, organisation = job_title(filled[below])
    if title and not organisation and below + 1 < len(filled) and len(filled[below + 1].split()) <= 14:
        organisation = find_institution(filled[below + 1], prefer_university=True) or ""
    return title, organisation


def _is_link_line(line: str) -> bool:
    """ "[Google Scholar](...) | [ORCID](...) | [GitHub](...)", "Scholar · ORCID · GitHub": a row of links
    to the person's profiles, each part a link or a profile site's name."""
    parts = [p for p in _LINK_SEPARATOR_RE.split(line.strip(" #*_")) if p.strip(" *_")]
    if len(parts) < 2:
        return False
    return all(_MD_LINK_RE.fullmatch(p.strip(" *_")) or p.strip(" *_").casefold() in NETWORK_LABELS for p in parts)


def job_title(subtitle: str) -> tuple[str, str]:
    """(title, organisation) when a page's subtitle is a job title, maybe with where it is held ("Data
    Analyst at Kestrel Trust", "<i>Statistician</i>, Vale University", "Teaching fellow in Economics");
    ("", "") for any other line (a place, a motto, a labelled field, an address or link). The
    organisation is the institution the line names after the title, or ""."""
    subtitle = plain(subtitle)
    if ":" in subtitle or "@" in subtitle or "://" in subtitle:
        return "", ""
    title = _VALUE_END_RE.split(subtitle)[0].strip(" .;,")
    words = title.split()
    if (
        not words
        or len(words) > 5
        or not words[0][0].isupper()
        or not all(w[0].isupper() or w in _SENTENCE_CASE_WORDS or _JOB_NOUN_RE.fullmatch(w) for w in words)
    ):
        return "", ""
    head = _FIELD_RE.sub("", title)  # "Teaching Fellow in Economics": the title's own words end at its field
    if find_institution(title) or _PLACE_WORD_RE.search(title) or not (_JOB_NOUN_RE.search(head) or find_title(title)):
        return "", ""
    return title, find_institution(subtitle[len(title) :], prefer_university=True) or ""
