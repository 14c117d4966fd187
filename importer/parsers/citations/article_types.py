"""Entries that are not a titled research paper: a piece a journal prints that is no research paper
(a book review, a letter, an editorial), and a paper its list prints without a title.

Lists mark them two ways, and both leave the title as it is:

- the title says it: "Review of *The Pebble Empire*, by C. Tamsin." (a humanist's review of a book),
  "Editorial: Pebbles at the bedside" (the label the journal printed is kept in the title);
- a label after the title or at the entry's end: "Title [Letter]. Lancet. 2021;...", "Title. Editorial.
  BMJ 2021;...", "... Journal of Stone History 12 (2019): 33-35. Letter."

Each is stored as kind "other" (the site has no kind of its own for them). "Review of pebble sorting
methods" with no "by" and no book in italics is a review article, a journal paper, and keeps its kind.

Physicists' CVs print their references without titles: "A. B. Quill, C. Tamsin, Phys. Lett. B 716, 1
(2012)". Such an entry still names a paper a lab wants listed: its authors, journal, volume, page and
year. A publication needs a title (it is the paper's key, and every page shows it), so the reference
itself stands in as the title ("Phys. Lett. B 716, 1"): what the owner printed to name the paper,
unique to it, and plain to a lab admin, whom a warning asks to type the real title in.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..venues import THESIS_WORDS_RE
from .common import StyleRead

UNTITLED_WARNING = "no title printed: the paper is listed under its reference"

_LABEL = (
    r"(?:Letter(?:\s+to\s+the\s+Editor)?|Editorial|Commentary|Comment|Correspondence|Erratum|Corrigendum"
    r"|Book\s+[Rr]eview|Invited\s+[Ee]ditorial)"
)
_LABEL_IN_BRACKETS_RE = lazy_re.compile(rf"\s*[\[(]{_LABEL}[\])]\.?\s*$", re.I)
_LABEL_SENTENCE_RE = lazy_re.compile(rf"(?<=[.?!])\s+{_LABEL}\.?\s*$", re.I)
_LABEL_AT_END_RE = lazy_re.compile(rf"(?:^|[.\]);]\s*)[\[(]?{_LABEL}[\])]?\.?\s*$", re.I)
# "Review of The Pebble Empire, by Cole Tamsin" / "Review of *The Pebble Empire*": a book's review
# "Editorial: Pebbles at the bedside", "Letter to the Editor: ...": the journal's own label opens the title
_LABEL_PREFIX_RE = lazy_re.compile(rf"^\s*(?:{_LABEL}|Invited\s+Commentary)\s*[:—–]\s*\S", re.I)
_BOOK_REVIEW_RE = lazy_re.compile(r"^\s*Review\s+of\s+(?:\*[^*]+\*|_[^_]+_|<i>|.{2,200}?,?\s+by\s+[A-Z])", re.I)


def article_type(title: str, whole: str, kind: str | None) -> tuple[str, str | None]:
    """(title, kind) with a letter's or an editorial's label taken off the title, and kind "other" for
    such a piece or a book review; the title and kind as given for anything else. `whole` is the entry."""
    labelled = _LABEL_IN_BRACKETS_RE.search(title) or _LABEL_SENTENCE_RE.search(title)
    if labelled and title[: labelled.start()].strip():
        return title[: labelled.start()].rstrip(" .,;:"), "other"
    if _LABEL_AT_END_RE.search(whole.strip()[-60:]) or _BOOK_REVIEW_RE.match(title) or _LABEL_PREFIX_RE.match(title):
        return title, "other"
    return title, kind


# A preprint server, or APA's "[Preprint]" note: "Ruiz, A. (2024). *Title*. arXiv:2401.01234." sets its
# title in italics as APA does a book's, yet no publisher printed it
_PREPRINT_SERVER_RE = lazy_re.compile(
    r"\b(?:arXiv|bioRxiv|medRxiv|ChemRxiv|PsyArXiv|SocArXiv|EarthArXiv|engrXiv|SSRN|Research\s+Square|"
    r"Preprints\.org|OSF\s+Preprints)\b",
    re.I,
)
_PREPRINT_NOTE_RE = lazy_re.compile(r"\[\s*Preprint\s*\]", re.I)
# "Doctoral dissertation, University of X", "PhD thesis, ...", "Tese de doutorado, ...": the degree's words
# open the venue, a word or two before them at most ("Unpublished doctoral dissertation")
_THESIS_WORDS_AT_MOST = 30
_THESIS_LEAD_RE = lazy_re.compile(rf"^(?:{THESIS_WORDS_RE.pattern})(?:\s+(?:de|di|em|en)\s+\w+)?\s*[,.:;]?\s*", re.I)


def preprint_or_thesis(kind: str | None, venue: str | None, whole: str) -> tuple[str | None, str | None]:
    """(kind, venue) of an entry read as a book: a preprint when its venue is a preprint server or its note
    says "[Preprint]"; a thesis when its venue says so ("*Title*. Doctoral dissertation, University of
    Lisbon."), the university its venue. The kind and venue as given for anything else; `whole` is the entry."""
    if kind != "book":
        return kind, venue
    if _PREPRINT_SERVER_RE.search(venue or "") or _PREPRINT_NOTE_RE.search(whole):
        return "preprint", venue
    thesis = THESIS_WORDS_RE.search(venue or "")
    if thesis and thesis.start() < _THESIS_WORDS_AT_MOST:
        school = _THESIS_LEAD_RE.sub("", venue[thesis.start() :])
        return "thesis", school or venue
    return kind, venue


def title_or_reference(title: str, style: StyleRead | None) -> tuple[str, str | None]:
    """(title, warning): the title as read, else the reference of a style that prints none, with a
    warning naming it; (title, None) when there is a title or no reference to stand in for it."""
    if title.strip(" .,;:") or style is None or not style.reference.strip():
        return title, None
    reference = " ".join(style.reference.split())
    return reference, f"{UNTITLED_WARNING} {reference!r}: add its title"
