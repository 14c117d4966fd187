"""A heading word misspelt by one letter, as fast typing does: a letter dropped ("Auszeichungen"), doubled
or two swapped ("Teachign"). Read as the word it misses, for a heading alone on its line only."""

from __future__ import annotations

import re
from functools import cache

from .. import lazy_re
from .heading_words import FOREIGN_WORDS
from .section_words import SECTION_WORDS

# Short words are too close to each other and to ordinary words ("awards"/"wards"): only long ones are mended.
_MIN_LETTERS = 8
_MAX_WORDS = 3
_LETTERS = "abcdefghijklmnopqrstuvwxyzäöüßéèàçñíóúã"
_WORD_RE = lazy_re.compile(r"[^\W\d_]+")


@cache
def _vocabulary() -> frozenset[str]:
    words = set().union(*SECTION_WORDS.values(), *FOREIGN_WORDS.values())
    return frozenset(word for word in words if len(word) >= _MIN_LETTERS - 1)


def _near(word: str) -> set[str]:
    """The words one dropped, doubled or swapped letter away from `word`."""
    found = set()
    for i in range(len(word) + 1):
        found.update(word[:i] + letter + word[i:] for letter in _LETTERS)  # a letter dropped
    found.update(word[:i] + word[i + 1 :] for i in range(len(word)))  # a letter doubled or slipped in
    found.update(word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(len(word) - 1))  # two swapped
    return found


def mended_heading(text: str) -> str | None:
    """The heading with its misspelt section words written right, or None when no word needs mending or
    a word could be read as two different ones."""
    if len(_WORD_RE.findall(text)) > _MAX_WORDS:
        return None  # a longer line is more likely a name or an entry than a heading mistyped
    vocabulary, changed = _vocabulary(), False

    def mend(match: re.Match) -> str:
        nonlocal changed
        word = match.group(0)
        lower = word.lower()
        if len(lower) < _MIN_LETTERS or lower in vocabulary:
            return word
        # a letter more or less at the end is another word, not a slip: "Doctorant" is no "doctorants"
        candidates = {c for c in _near(lower) & vocabulary if not (c.startswith(lower) or lower.startswith(c))}
        if len(candidates) != 1:
            return word
        changed = True
        return candidates.pop()

    mended = _WORD_RE.sub(mend, text)
    return mended if changed else None
