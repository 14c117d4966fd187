"""Biology's and ecology's name-year form, the year right after the names: "Family AB, Family C (2021)
Title. Journal 23(11): 6754–6770." and "Family AB, Family C. 2021. Title. *Journal* 30(1): 2110." The
names are read by the Vancouver reader (styles.py); this reads what follows them."""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import DATE_STATUS, status_in
from .common import _YEAR, StyleRead, _strip_markup
from .social_sciences import first_sentence

# Biology's and ecology's name-year form: "Family AB, Family C (2021) Title. Journal 23(11): 6754–6770."
# and "Family AB, Family C. 2021. Title. *Journal* 30(1): 2110."
# the year, or a status in its place in brackets: "Ruiz A, Li B (2021) Title", "Ruiz A, Li B (in press) Title"
NAME_YEAR_RE = lazy_re.compile(
    rf"^\s*(?:\((?P<status>(?i:{DATE_STATUS}))\)|\(?(?:\*\*|__)?(?P<year>{_YEAR})[a-z]?(?:\*\*|__)?\)?)[.:]?\s+(?P<body>.+)$"
)
_CHAPTER_RE = lazy_re.compile(
    r"^\s*(?:In|En|Dans|Em):?\s+[^()]{2,200}?\s*\((?:[Ee]ds?|Hrsg|[Dd]irs?|[Oo]rgs?)\.?\)[,:]?\s*"
    r"(?P<book>\*[^*]+\*|_[^_]+_|[^.(]+)"
)
_VOLUME_PAGES_RE = lazy_re.compile(r"[,.]?\s+(?:\*\*)?\d+(?:\*\*)?\s*(?:\([\w–-]+\))?\s*[:,]\s*[A-Za-z]{0,6}\d+")


# a title closed by a comma, not a stop, before the journal in italics and its volume
_COMMA_BEFORE_JOURNAL_RE = lazy_re.compile(r",\s+(?=(?:\*|_)[^*_]{2,120}(?:\*|_)\s*[,.]?\s*\d)")
_ITALIC_OPENING_RE = lazy_re.compile(r"\s*(?:\*|_)([^*_]{2,120}?)(?:\*|_)(?=[\s,.;:]|$)")
# a journal's name of abbreviated words only: "J. Biol. Chem.", "Proc. Natl. Acad. Sci.", "J. Ecol" (the last
# stop taken with the volume); "Ecology. Wiley" is a journal and its publisher
_ABBREVIATED_JOURNAL_RE = lazy_re.compile(r"(?:[A-Z][a-z]{0,7}\.\s?|(?:of|and|&|the)\s)+(?:[A-Z][a-z]{0,7})?")
_ABBREVIATION_RE = lazy_re.compile(r"\b[A-Z][a-z]{0,7}\.")


def _abbreviated_journal(text: str) -> bool:
    text = text.strip()
    return bool(_ABBREVIATED_JOURNAL_RE.fullmatch(text)) and (
        len(_ABBREVIATION_RE.findall(text)) >= 2 or re.match(r"[A-Z]\.\s", text) is not None
    )


def read_name_year(authors: str, name_year: re.Match) -> StyleRead | None:
    """The title and journal after "(2021)" or ". 2021." in biology's name-year form."""
    title, after = first_sentence(name_year.group("body"))
    if glued := _COMMA_BEFORE_JOURNAL_RE.search(title):  # "Title, *HardwareX*, 10, e00288": no stop after it
        title, after = title[: glued.start()], f"{title[glued.end() :]} {after}".strip()
    chapter = _CHAPTER_RE.match(after)
    if chapter:  # "In: Olmos R (ed.) *Book of Moss*. Publisher, City, pp. 45–70."
        book = _strip_markup(chapter.group("book")).strip(" .,")
        return StyleRead(authors, title, f"{book} {name_year.group('year') or ''}".strip(), kind="chapter")
    plain = _strip_markup(after)
    volume = _VOLUME_PAGES_RE.search(plain)
    journal = plain[: volume.start()] if volume else plain
    italic = _ITALIC_OPENING_RE.match(after)  # "*J. Biol. Chem.* 299:1-9": the italics bound the journal
    if italic or _abbreviated_journal(journal):  # "J. Biol. Chem.": no stop ends it early
        journal = (_strip_markup(italic.group(1)) if italic else journal).strip(" ,;")
    else:
        journal = re.split(r"\.\s|\.$|\s+doi:|\s+\(|\s*https?://", journal, maxsplit=1, flags=re.I)[0].strip(" .,;")
    volume_alone = re.search(r"[,\s]+\d{1,4}$", journal)  # "Stone Journal 36.": a volume, its pages not printed
    journal = journal[: volume_alone.start()] if volume_alone and volume_alone.start() else journal
    if len(title.split()) < 2 or not journal or len(journal.split()) > 12:
        return None
    status = status_in(name_year.group("status")) or status_in(plain)
    kind = "journal" if volume or volume_alone else None
    return StyleRead(authors, title, f"{journal} {name_year.group('year') or ''}".strip(), kind=kind, status=status)
