"""An author line that carries its venue: "Ana Ruiz, Bo Li. PSYS 2021." under the paper's title."""

import re

from .. import lazy_re
from .common import _YEAR_RE, _strip_markup, looks_like_author_list

__all__ = ["AUTHORS_SENTENCE_RE", "authors_and_venue"]

AUTHORS_SENTENCE_RE = lazy_re.compile(
    r"^(.+?(?:[a-z\u00df-\u00ff*]{2}|\s[A-Z][a-z]))\.\s+\S"
)  # "Ana Ruiz, Bo Li. Title..."

# The year right after the authors, then a sentence of words: a citation's title follows, not its venue
_YEAR_THEN_TITLE_RE = lazy_re.compile(r"\(?(?:19|20)\d{2}[a-z]?\)?[.:,]\s+(?:\S+\s+){2,}")


def authors_and_venue(line: str) -> tuple[str, str] | None:
    """ "Ana Ruiz, Bo Li. PSYS 2021." -> (authors, venue): the two of the title on the line above."""
    sentence = AUTHORS_SENTENCE_RE.match(line)
    if not sentence or not looks_like_author_list(_strip_markup(sentence.group(1))):
        return None
    rest = line[sentence.end(1) :].lstrip(". ")
    if _YEAR_THEN_TITLE_RE.match(rest):
        return None  # "A Ruiz, B Li et al. (2019). Title. Venue.": the name-year form, a whole citation
    year = _YEAR_RE.search(rest)
    if year and len(rest.split()) <= 12 and not re.search(r"[a-z)]\.\s", rest[: year.start()]):
        return sentence.group(1), rest
    return None
