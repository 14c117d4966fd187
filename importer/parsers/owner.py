"""Whose publications these are, when a document never says: the one rule for every kind of document.

A publications page, a Jekyll `_data/*.yml` list, an HTML list or a BibTeX file
often names no owner outside its entries. The owner is then

1. the author highlighted (bold, <strong>, <b>, underline, <u>) in at least half
   of the entries, more often than any other; else
2. the one author found in all or nearly all entries (at least two, and at most
   one entry in ten without them), comparing names by family name and initials
   so that "Okafor, C.", "C. Okafor" and "Chidi Okáfor" count as one.

The name kept is the fullest spelling printed. `settle_owner` writes the choice
into the document: a profile with `name_inferred` (flagged for review) and a
note saying how the owner was chosen, or, when no owner can be told, no
profile and a warning that the publications are imported without one.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from functools import lru_cache

from .records import ParsedDocument, ParsedProfile, ParsedPublication

__all__ = ["OwnerTally", "choose_owner", "mark_owner", "owner_key", "record_owner", "settle_owner"]

NEARLY_ALL = (9, 10)  # the common author must be in at least 9 entries in 10


_MARKS_RE = re.compile(r"<[^>]*>|[*†‡§#✉^\d]")
_LETTERS_RE = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=4096)
def owner_key(name: str) -> str:
    """First initial and family name, accents and case folded: 'Okáfor, Chidi' -> 'c okafor' (cheap: runs per author)."""
    name = _MARKS_RE.sub("", name)
    family, comma, given = name.partition(",")
    if comma and given.strip():
        name = f"{given} {family}"
    if not name.isascii():
        name = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    words = _LETTERS_RE.findall(name.casefold())
    if not words:
        return ""
    return words[0] if len(words) == 1 else f"{words[0][0]} {words[-1]}"


def _fullest(spellings: list[str]) -> str:
    """The spelling with the most letters in its given names ("Chidi Okafor" over "C. Okafor")."""
    return max(spellings, key=lambda s: (sum(len(w.strip(".")) > 1 for w in s.split()), len(s), -spellings.index(s)))


def choose_owner(publications: list[ParsedPublication]) -> tuple[str | None, str]:
    """(owner's name, how it was chosen) or (None, why not)."""
    tally = OwnerTally()
    tally.add(publications)
    return tally.choice()


class OwnerTally:
    """choose_owner over a document read in pieces: `add` each piece's publications, then `choice()`.

    `cannot_have_owner(remaining, may_highlight)` answers before the end: True when no owner can
    be chosen whatever the at most `remaining` entries still to read hold (`may_highlight`: can
    they mark an author highlighted at all), so the pieces read can be written at once. Once it
    has, `forget_names()` lets the tally count entries only: its memory stays flat in the file.
    """

    def __init__(self):
        self.spellings: dict[str, dict[str, None]] = {}  # each key's spellings, once each, first seen first
        self.highlighted: Counter = Counter()
        self.present: Counter = Counter()
        self.total = 0  # publications that name their authors
        self.names_forgotten = False

    def forget_names(self) -> None:
        """After cannot_have_owner said so: count entries only; choice() says why there is no owner as before.

        Counts of some names, lower than the whole file's, choose no owner where the whole
        file's choose none (cannot_have_owner), so forgetting them all changes nothing.
        """
        self.names_forgotten = True
        self.spellings, self.highlighted, self.present = {}, Counter(), Counter()

    def add(self, publications: list[ParsedPublication]) -> None:
        if self.names_forgotten:
            self.total += sum(1 for publication in publications if publication.authors)
            return
        for publication in publications:
            if not publication.authors:
                continue
            self.total += 1
            keys, marked = set(), set()
            for author in publication.authors:
                key = owner_key(author.name)
                if " " not in key:
                    continue  # one word: not a name to choose
                self.spellings.setdefault(key, {}).setdefault(author.name)
                keys.add(key)
                if author.highlighted:
                    marked.add(key)
            self.present.update(keys)
            self.highlighted.update(marked)

    def choice(self) -> tuple[str | None, str]:
        total, highlighted, present = self.total, self.highlighted, self.present
        if not total:
            return None, "no entry names its authors"
        if highlighted:
            (key, count), *rest = highlighted.most_common(2)
            runner_up = rest[0][1] if rest else 0
            if count * 2 >= total and count > runner_up:
                return _fullest(
                    list(self.spellings[key])
                ), f"highlighted (bold or underlined) in {count} of {total} entries"
        if total < 2:
            return None, "one entry, and no author is highlighted in it"
        (key, count), *rest = present.most_common(2) or [(None, 0)]  # none: every author named in one word
        runner_up = rest[0][1] if rest else 0
        if count * NEARLY_ALL[1] >= NEARLY_ALL[0] * total and count > runner_up:
            return _fullest(list(self.spellings[key])), f"the one author in {count} of {total} entries"
        return None, f"no author is highlighted or in nearly all of the {total} entries"

    def cannot_have_owner(self, remaining: int, may_highlight: bool) -> bool:
        """No owner whatever the last `remaining` entries hold (each adds at most one to a count and the total)."""
        seen = self.total
        most_highlighted = max(self.highlighted.values(), default=0)
        # Highlighted in half the entries: count + r >= (seen + r) / 2 for some r <= remaining.
        if 2 * most_highlighted + (remaining if may_highlight else 0) >= seen:
            return False
        # In nine entries in ten: 10 (count + r) >= 9 (seen + r) for some r <= remaining.
        most_present = max(self.present.values(), default=0)
        return NEARLY_ALL[1] * most_present + (NEARLY_ALL[1] - NEARLY_ALL[0]) * remaining < NEARLY_ALL[0] * seen


def settle_owner(document: ParsedDocument) -> None:
    """Name the owner of a document with publications but no stated owner (see the module docstring)."""
    if document.profile is not None and document.profile.name:
        return
    name, how = choose_owner(document.publications)
    record_owner(document, name, how, len(document.publications))
    if name is not None:
        mark_owner(document.publications, name)


def record_owner(document: ParsedDocument, name: str | None, how: str, count: int) -> None:
    """The choice written into the document: its profile and a warning (`count`: its publications)."""
    source = document.source_name
    if name is None:
        if count and not any("no owner found" in w for w in document.warnings):
            document.warnings.append(
                f"{source}: no owner found ({how}); its {count} publication(s) are imported without one"
            )
        document.profile = None
        return
    profile = document.profile or ParsedProfile()
    profile.name = name
    profile.name_inferred = True
    note = f"name not stated in the document; owner chosen as {name!r}: {how}"
    profile.review_notes.append(note)
    document.profile = profile
    document.warnings.append(f"{source}: {note}")


def mark_owner(publications: list[ParsedPublication], name: str) -> None:
    """The owner's name, however spelled, is highlighted in every entry: it is theirs to link."""
    key = owner_key(name)
    for publication in publications:
        for author in publication.authors:
            if owner_key(author.name) == key:
                author.highlighted = True
