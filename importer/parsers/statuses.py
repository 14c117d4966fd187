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

from . import lazy_re

PUBLISHED = "published"
SUBMITTED = "submitted"

# Not taken yet. "R&R at *Journal*" and "revise and resubmit" name the journal that may take it.
_SUBMITTED_WORDS = "|".join(
    (
        r"submit?ted|under[\s-]+(?:review|submission|revision|consideration)|in[\s-]+submission|in[\s-]+review|"
        r"in\s+revision|under\s+(?:major|minor)\s+revision|(?:major|minor)\s+revision|revisions?\s+requested|"
        r"r\s?&\s?r|(?:revise[ds]?|reject(?:ed)?)\s*(?:and|&)\s*resubmit(?:ted)?|resubmitted|(?:invited\s+)?resubmission|"
        r"(?:manuscript\s+)?in[\s-]+prep(?:aration|\.)?|work(?:ing)?[\s-]+in[\s-]+progress|job[\s-]+market\s+paper|"
        r"unpublished\s+(?:manuscript|paper|draft|work)|mimeo|(?:draft\s+)?available\s+(?:up)?on\s+request|"
        r"(?:(?:data\s+(?:collection|analysis)|analysis|writing)\s+)?in[\s-]+progress",
        # the same in the languages of CVs, the word before the venue with it ("soumis à", "eingereicht bei")
        r"soumise?s?|en\s+révision|en\s+(?:cours\s+d['’])?évaluation|en\s+préparation",  # French
        r"eingereicht|in\s+begutachtung|in\s+vorbereitung|in\s+revision",  # German
        r"enviad[oa]s?|sometid[oa]s?|en\s+revisión|en\s+evaluación|en\s+preparación",  # Spanish
        r"submetid[oa]s?|em\s+revisão|em\s+avaliação|em\s+preparação",  # Portuguese
        r"inviat[oaie]|sottopost[oaie]|sottomess[oaie]|in\s+revisione|in\s+valutazione|in\s+preparazione",  # Italian
        r"ingediend|in\s+voorbereiding|ter\s+beoordeling",  # Dutch
        r"(?:wysłan|złożon|zgłoszon)[yaeo]\s+do|w\s+recenzji|w\s+przygotowaniu",  # Polish; a bare "złożone" is "complex"
        # Russian: "направлено в журнал", "на рецензии", "в подготовке"
        r"(?:направлен|отправлен)[аоы]?\s+в|поступил[аио]?\s+в\s+редакцию|на\s+рецензи[ийя]|на\s+рассмотрении|"
        r"в\s+стадии\s+рецензирования|в\s+подготовке",
        r"已投稿|投稿中|审稿中|審稿中|在审|在審|在投|返修中?|修改中",  # Chinese
        r"投稿済み?|査読中|審査中|準備中|執筆中",  # Japanese
        r"심사\s*중|투고\s*중|게재\s*신청|준비\s*중",  # Korean
    )
)
# Taken by the venue, not yet printed.
_ACCEPTED_WORDS = "|".join(
    (
        r"in[\s-]*press|(?:(?:conditionally|provisionally)\s+)?accepted|forthcoming|to\s+appear",
        r"sous\s+presse|(?:à|a)\s+paraître|acceptée?s?|en\s+cours\s+de\s+publication",  # French
        r"im\s+druck|(?:zur\s+veröffentlichung\s+)?angenommen|im\s+erscheinen|erscheint\s+(?:in|bei)",  # German
        r"en\s+prensa|aceptad[oa]s?|a\s+aparecer|de\s+próxima\s+aparición",  # Spanish
        r"no\s+prelo|aceit[oa]s?",  # Portuguese
        r"in\s+(?:corso\s+di\s+)?stampa|accettat[oaie]|in\s+corso\s+di\s+pubblicazione|di\s+prossima\s+pubblicazione",
        r"in\s+druk|geaccepteerd|aanvaard|ter\s+perse|verschijnt\s+(?:in|bij|binnenkort)",  # Dutch
        r"w\s+druku|(?:przyjęt[yaeo]|zaakceptowan[yaeo])(?:\s+do\s+(?:druku|publikacji))?",  # Polish
        # Russian: "в печати", "принято к печати"; sent to the printer ("направлено в печать") is taken
        r"в\s+печати|принят[аоы]?\s+(?:к|в)\s+(?:печати|публикации|печать)|(?:направлен|сдан)[аоы]?\s+в\s+печать",
        r"已接收|已录用|已錄用|录用|錄用|已接受|待发表|待發表|待刊|即将发表",  # Chinese
        r"印刷中|採録決定|採録済み?|条件付き?採録|採択済み?|採択決定|掲載決定|掲載予定|受理済み?",  # Japanese
        r"게재\s*예정|게재\s*확정|게재\s*승인|인쇄\s*중",  # Korean
    )
)
# "submitted to", "R&R at", "accepted for publication in", "soumis à", "eingereicht bei", "направлено в": the
# words before the venue's name, in the languages above
_BEFORE_VENUE = (
    r"(?:\s+(?:for\s+(?:publication|submission)(?:\s+(?:in|at|to))?|pour\s+publication(?:\s+dans)?|para\s+publica(?:ción|ção)(?:\s+(?:en|em))?|"
    r"at|to|in|with|by|dans|à|a|au|aux|chez|bei|an|für|en|para|em|na|no|ao|su|presso|bij|voor|door|do|w|в|к))?"
)

# A status of Chinese, Japanese or Korean in full-width brackets goes with its brackets: "NeurIPS 2024（已接收）".
# The brackets come right after a year or a word, where the general rule's word boundary would refuse it.
_CJK_ACCEPTED = (
    r"[（【〔(]\s*(?:已接收|已录用|已錄用|录用|待发表|待發表|印刷中|採録決定|掲載予定|掲載決定|게재\s*예정)\s*[）】〕)]"
)
_CJK_SUBMITTED = r"[（【〔(]\s*(?:已投稿|投稿中|审稿中|在审|在投|査読中|審査中|심사\s*중|투고\s*중)\s*[）】〕)]"
# A note that is only "Manuscript" or "Working paper", perhaps dated: the paper is not out, and
# the note names no venue (a series does: "NBER Working Paper 7" stays)
_MANUSCRIPT_NOTE = r"^[\s(\[]*(?:manuscript|working\s+paper)[\s)\].,;]*(?:(?:19|20)\d{2}[\s)\].]*)?$"
SUBMITTED_RE = lazy_re.compile(
    rf"{_CJK_SUBMITTED}|(?<![\w-])(?:{_SUBMITTED_WORDS}){_BEFORE_VENUE}(?![\w-])|{_MANUSCRIPT_NOTE}", re.I
)
# A working paper is not published either; its series stays the venue ("NBER Working Paper No. 12345").
WORKING_PAPER_RE = lazy_re.compile(
    r"\bworking[\s-]+papers?\b|\bdiscussion\s+papers?\b|\bdocuments?\s+de\s+travail\b|\barbeitspapier(?:e)?\b|"
    r"\bdocumentos?\s+de\s+trabajo\b|\btextos?\s+para\s+discussão\b|\bdocumenti\s+di\s+lavoro\b",
    re.I,
)
ACCEPTED_RE = lazy_re.compile(rf"{_CJK_ACCEPTED}|(?<![\w-])(?:{_ACCEPTED_WORDS}){_BEFORE_VENUE}(?![\w-])", re.I)
# A status standing in a citation's date, in any language: "(in press)", "(soumis)", "(2025, in press)"
DATE_STATUS = rf"(?:{_ACCEPTED_WORDS}|{_SUBMITTED_WORDS})"
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
# "Revise and Resubmit" and "R&Rs"), in the languages of CVs ("Articles soumis", "Eingereichte
# Manuskripte", "W przygotowaniu", "投稿中の論文": a word of Chinese, Japanese or Korean needs no boundary).
_HEADING_RE = lazy_re.compile(
    r"\b(?:under\s+(?:review|revision|consideration)|in\s+review|submitted|submissions?|in\s+preparation|in\s+progress|"
    r"working\s+papers?|unpublished|job\s+market\s+paper|revised?\s+(?:and|&)\s+resubmit(?:s|ted)?|r\s?&\s?rs?|"
    r"soumis|en\s+préparation|en\s+révision|en\s+cours|documents?\s+de\s+travail|"
    r"eingereichte?|in\s+vorbereitung|in\s+begutachtung|arbeitspapiere?|"
    r"enviados|sometidos|en\s+preparación|en\s+revisión|documentos?\s+de\s+trabajo|"
    r"submetidos|em\s+preparação|em\s+revisão|in\s+preparazione|in\s+revisione|sottoposti|inviati|"
    r"ingediende?|in\s+voorbereiding|w\s+przygotowaniu|wysłane|w\s+recenzji|"
    r"направленные|в\s+подготовке|на\s+рецензии)\b|"
    r"已投稿|投稿中|审稿中|審稿中|在审|在審|在投|査読中|審査中|準備中|심사\s*중|투고\s*중|준비\s*중",
    re.I,
)
_PUBLISHED_HEADING_RE = lazy_re.compile(
    r"\b(?:published|accepted|in\s+press|forthcoming|to\s+appear|refereed|peer[\s-]reviewed|"
    r"publiés|sous\s+presse|à\s+paraître|acceptés|veröffentlicht|im\s+druck|angenommene?|publicados|en\s+prensa|"
    r"aceptados|no\s+prelo|aceitos|pubblicati|in\s+stampa|accettati|in\s+druk|gepubliceerd|w\s+druku|"
    r"opublikowane|в\s+печати|(?:направлен|сдан)\w*\s+в\s+печать|опубликованные|принятые)\b|"
    r"已接收|已录用|已發表|已发表|录用|待发表|印刷中|採録|採択|掲載|게재\s*(?:예정|확정|승인|논문)",
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


def opens_with_status(text: str | None) -> bool:
    """True for a short line that opens with a status: "Im Druck", "Sous presse", "Under review", "投稿中の論文"."""
    flat = (text or "").strip(" :*_#")
    if not flat or len(flat.split()) > 6:
        return False
    return any(r.match(flat) for r in (_HEADING_RE, _PUBLISHED_HEADING_RE, ACCEPTED_RE, SUBMITTED_RE))


def heads_unpublished_papers(heading: str | None) -> bool:
    """A short heading that is a list of papers not yet published ("Under Review", "In Preparation")."""
    return len((heading or "").split()) <= 6 and status_from_heading(heading) == SUBMITTED
