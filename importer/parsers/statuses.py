"""A paper's status as people write it: in a citation, a BibTeX field or a section heading.

The Publication model knows two statuses: "published" (which takes in accepted,
in press and forthcoming papers: the venue has taken them) and "submitted" (not
taken yet: submitted, under review, a revise-and-resubmit, in preparation, a
working paper, a job market paper). Shared by the citation reader and the
BibTeX reader so that one list of words decides everywhere.
"""

from __future__ import annotations

import re
from functools import lru_cache

PUBLISHED = "published"
SUBMITTED = "submitted"

# Not taken yet. "R&R at *Journal*" and "revise and resubmit" name the journal that may take it.
_SUBMITTED_WORDS = (
    r"submitted|under[\s-]+(?:review|submission|revision)|in[\s-]+submission|in[\s-]+review|"
    r"under\s+(?:major|minor)\s+revision|(?:major|minor)\s+revision|revisions?\s+requested|"
    r"r\s?&\s?r|(?:revise[ds]?|reject(?:ed)?)\s*(?:and|&)\s*resubmit(?:ted)?|resubmitted|(?:invited\s+)?resubmission|"
    r"(?:manuscript\s+)?in[\s-]+prep(?:aration|\.)?|work(?:ing)?[\s-]+in[\s-]+progress|job[\s-]+market\s+paper|"
    # the same in the languages of European and Latin American CVs, with the word before the venue
    r"soumise?s?(?:\s+(?:à|a))?|en\s+révision|eingereicht(?:\s+(?:bei|an))?|in\s+begutachtung|"
    r"enviado(?:\s+(?:a|para))?|sometido(?:\s+a)?|en\s+revisión|submetido(?:\s+(?:a|à|ao|para))?|em\s+revisão|"
    r"inviato(?:\s+a)?|in\s+revisione|sottomesso(?:\s+a)?|"
    r"en\s+préparation|in\s+vorbereitung|en\s+preparación|em\s+preparação|in\s+preparazione|"
    r"已投稿|投稿中|审稿中|在审|"
    r"en\s+evaluación|em\s+avaliação|in\s+valutazione"
)
# Taken by the venue, not yet printed.
_ACCEPTED_WORDS = (
    r"in[\s-]*press|accepted|forthcoming|to\s+appear|"
    r"sous\s+presse|à\s+paraître|acceptée?|im\s+druck|angenommen|en\s+prensa|aceptado|no\s+prelo|aceito|"
    r"in\s+(?:corso\s+di\s+)?stampa|accettato|已接收|已录用|待发表|"
    r"im\s+erscheinen|erscheint\s+(?:in|bei)|in\s+corso\s+di\s+pubblicazione|aceptada|aceita|accettata|"
    r"en\s+cours\s+de\s+publication|a\s+aparecer"
)
# "submitted to", "R&R at", "accepted for publication in": the words before the venue's name
_BEFORE_VENUE = r"(?:\s+(?:for\s+publication(?:\s+(?:in|at))?|at|to|in|with|by))?"

# A Chinese status in full-width brackets goes with its brackets: "NeurIPS 2024（已接收）". The
# brackets come right after a year or a word, where the general rule's word boundary would refuse it.
_CJK_ACCEPTED = r"[（【〔]\s*(?:已接收|已录用|待发表)\s*[）】〕]"
_CJK_SUBMITTED = r"[（【〔]\s*(?:已投稿|投稿中|审稿中|在审)\s*[）】〕]"
SUBMITTED_RE = re.compile(rf"{_CJK_SUBMITTED}|(?<![\w-])(?:{_SUBMITTED_WORDS}){_BEFORE_VENUE}(?![\w-])", re.I)
# A working paper is not published either; its series stays the venue ("NBER Working Paper No. 12345").
WORKING_PAPER_RE = re.compile(
    r"\bworking[\s-]+papers?\b|\bdiscussion\s+papers?\b|\bdocuments?\s+de\s+travail\b|\barbeitspapier(?:e)?\b|"
    r"\bdocumentos?\s+de\s+trabajo\b|\btextos?\s+para\s+discussão\b",
    re.I,
)
ACCEPTED_RE = re.compile(rf"{_CJK_ACCEPTED}|(?<![\w-])(?:{_ACCEPTED_WORDS}){_BEFORE_VENUE}(?![\w-])", re.I)
# biblatex `pubstate` values (its manual, 4.9.2.11) and what people put there.
_PUBSTATE = {
    "inpreparation": SUBMITTED,
    "submitted": SUBMITTED,
    "forthcoming": PUBLISHED,
    "inpress": PUBLISHED,
    "prepublished": PUBLISHED,
    "accepted": PUBLISHED,
    "published": PUBLISHED,
}

# A section heading that says its papers are not published yet ("Under Review", "Submitted
# Manuscripts", "Papers in Preparation", "Work in Progress", "Working Papers", an economist's
# "Revise and Resubmit" and "R&Rs").
_HEADING_RE = re.compile(
    r"\b(?:under\s+review|in\s+review|submitted|submissions?|in\s+preparation|in\s+progress|"
    r"working\s+papers?|unpublished|job\s+market\s+paper|revised?\s+(?:and|&)\s+resubmit(?:s|ted)?|r\s?&\s?rs?|"
    r"soumis|en\s+préparation|documents?\s+de\s+travail|eingereicht|in\s+vorbereitung|arbeitspapiere?|"
    r"enviados|en\s+preparación|documentos?\s+de\s+trabajo|submetidos|em\s+preparação|in\s+preparazione)\b",
    re.I,
)
_PUBLISHED_HEADING_RE = re.compile(
    r"\b(?:published|accepted|in\s+press|forthcoming|refereed|peer[\s-]reviewed|"
    r"publiés|veröffentlicht|publicados|pubblicati)\b",
    re.I,
)


def status_in(text: str | None) -> str | None:
    """The status a piece of text states ("In press" -> published, "[Under review]" -> submitted), or None.

    A text that states both ("submitted 2023, accepted 2024") has been accepted.
    """
    if not text:
        return None  # most fields asked about are empty
    return _remembered_status_in(text) if len(text) <= REMEMBERED_LENGTH else _status_in(text[:2000])


# Short texts (venues, years, acronyms) come again entry after entry: their status is worked out once.
REMEMBERED_LENGTH = 160


@lru_cache(maxsize=4096)
def _remembered_status_in(text: str) -> str | None:
    return _status_in(text)


def _status_in(text: str) -> str | None:
    if ACCEPTED_RE.search(text):
        return PUBLISHED
    if SUBMITTED_RE.search(text) or WORKING_PAPER_RE.search(text):
        return SUBMITTED
    return None


def status_of_pubstate(value: str | None) -> str | None:
    """biblatex `pubstate` ("inpress", "forthcoming", "submitted") as a status, or None when not one of them."""
    key = re.sub(r"[\s_-]+", "", (value or "").lower())
    return _PUBSTATE.get(key) or status_in(value)


def status_from_heading(heading: str | None) -> str | None:
    """The status a publications heading gives its papers ("Under Review" -> submitted), or None."""
    heading = heading or ""
    if _PUBLISHED_HEADING_RE.search(heading):
        return None  # "Published and Forthcoming Papers", "Refereed Manuscripts": published
    return SUBMITTED if _HEADING_RE.search(heading) else None


def heads_unpublished_papers(heading: str | None) -> bool:
    """A short heading that is a list of papers not yet published ("Under Review", "In Preparation")."""
    return len((heading or "").split()) <= 6 and status_from_heading(heading) == SUBMITTED
