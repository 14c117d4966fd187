"""Whose publications these are, when a document never says: the one rule for every kind of document.

A publications page, a Jekyll `_data/*.yml` list, an HTML list or a BibTeX file
often names no owner outside its entries. The owner is then

1. the author highlighted (bold, <strong>, <b>, underline, <u>) in at least half
   of the entries, more often than any other; else the author set apart the same
   way by italics (al-folio prints its owner in <em>): the one author in italics
   in their entry's author list, in at least half of the entries, more often than
   any other, and in no fewer entries than any other author (a list may set its
   students in italics). Italics are the usual mark of a venue or a title, so only
   a name alone in italics among the authors counts, never a list wholly in
   italics; else
2. the one author found in all or nearly all entries (at least two, and at most
   one entry in ten without them), comparing names by family name and initials
   so that "Okafor, C.", "C. Okafor", "C. N. Okafor" and "Chidi Okáfor" count as
   one. Two spellings that never share an entry, with one given name printed in
   full under two family names ("Maria Santos" in the older papers, "Maria
   Oliveira" in the newer) or one family name inside the other's double one
   ("María José García López", "M. J. García"), are one person: their entries
   count together; so are a name written in Han characters or Hangul and its Latin
   spelling (importer.parsers.owner_scripts). When two authors are
   in equally many entries (a student and the advisor on every paper, in five
   entries or more), the one who is first author more often owns the file; else
3. the author of a clear majority of the entries (at least three in five, of
   four entries or more, and ahead of any other author by one entry in five or
   more: 4 of 5 where the next is in 3, not 12 of 20 where the next is in 11): an
   export of a physicist or a physician also lists the papers of their
   collaborations and consortia, which do not name them. The report gives the
   count, and the owner is flagged for review as every chosen owner is.

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
from itertools import combinations

from . import lazy_re
from .owner_scripts import cjk_key, is_cjk_key, reads_as, split_scripts
from .records import ParsedDocument, ParsedProfile, ParsedPublication

__all__ = ["OwnerTally", "choose_owner", "italic_name", "mark_owner", "owner_key", "record_owner", "settle_owner"]

NEARLY_ALL = (9, 10)  # the common author must be in at least 9 entries in 10
CLEAR_MAJORITY = (3, 5)  # else in at least 3 entries in 5 ...
MAJORITY_FROM = 4  # ... of at least this many entries ...
MAJORITY_LEAD = (1, 5)  # ... and ahead of the next author by at least 1 entry in 5 (and one entry)
SMALL_AUTHOR_LIST = 30  # who shares a paper with whom is kept for papers with this many authors or fewer
MAX_PAIRS = 1000  # authors printed in two scripts at once remembered, at most
CROSS_SCRIPT_CANDIDATES = 12  # the Latin spellings most printed compared with each written name
TIE_BREAK_ENTRIES = 5  # two authors on every one of fewer papers than this: too few to tell whose they are


# one author's name wholly in italics as the citation readers see it: "*Ana Ruiz*", "and <em>Ana Ruiz</em>,"
_ITALIC_NAME_RE = lazy_re.compile(
    r"\s*(?:and\s+)?(?:\*(?!\*)[^*]+\*|_(?!_)[^_]+_|<(em|i)\b[^>]*>.*?</\1>)[\W\d]*", re.I
)
_MARKS_RE = lazy_re.compile(r"<[^>]*>|[*†‡§#✉^\d]")
_LETTERS_RE = lazy_re.compile(r"[^\W\d_]+")
# Letters no decomposition takes the mark off: "Radosław" and "Radoslaw" are one spelling without accents
_STROKED = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ı": "i", "ħ": "h"})


def _flat(text: str) -> str:
    """`text` without its accents and strokes."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).translate(_STROKED)


@lru_cache(maxsize=4096)
def owner_key(name: str) -> str:
    """First initial and family name, accents and case folded: 'Okáfor, Chidi' -> 'c okafor' (cheap: runs per author)."""
    name = _MARKS_RE.sub("", name)
    if not name.isascii():
        both = split_scripts(name)  # "Aoi Ueda (上田 葵)": keyed by its Latin spelling
        written = cjk_key(name) if both is None else None
        if written:
            return written  # "上田 葵", "王小明": the written name itself (importer.parsers.owner_scripts)
        name = both[0] if both else name
    family, comma, given = name.partition(",")
    if comma and given.strip():
        name = f"{given} {family}"
    if not name.isascii():
        name = _flat(name)
    words = _LETTERS_RE.findall(name.casefold())
    if not words:
        return ""
    return words[0] if len(words) == 1 else f"{words[0][0]} {words[-1]}"


def italic_name(piece: str) -> bool:
    """One author's piece of an author list is their name wholly in italics (rule 1 of the module docstring)."""
    return bool(_ITALIC_NAME_RE.fullmatch(piece))


def _fullest(spellings: list[str]) -> str:
    """The spelling with the most letters in its given names ("Chidi Okafor" over "C. Okafor"); of one printed
    in two scripts at once, its Latin spelling ("Aoi Ueda (上田 葵)": "Aoi Ueda")."""
    spellings = list(dict.fromkeys((split_scripts(s) or (s,))[0] for s in spellings))
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
        self.italic: Counter = Counter()  # entries where each key is the one author in italics
        self.present: Counter = Counter()
        self.first: Counter = Counter()  # entries each key is the first author of
        self.together: set[frozenset] = set()  # keys that could be one person's but shared an entry
        self.paired: set[frozenset] = set()  # a Latin and a written key one author was printed with at once
        self.total = 0  # publications that name their authors
        self.names_forgotten = False

    def forget_names(self) -> None:
        """After cannot_have_owner said so: count entries only; choice() says why there is no owner as before.

        Counts of some names, lower than the whole file's, choose no owner where the whole
        file's choose none (cannot_have_owner), so forgetting them all changes nothing.
        """
        self.names_forgotten = True
        self.spellings, self.highlighted, self.present, self.first = {}, Counter(), Counter(), Counter()
        self.italic = Counter()
        self.together, self.paired = set(), set()

    def add(self, publications: list[ParsedPublication]) -> None:
        if self.names_forgotten:
            self.total += sum(1 for publication in publications if publication.authors)
            return
        for publication in publications:
            if not publication.authors:
                continue
            self.total += 1
            keys, marked, italic = set(), set(), set()
            for author in publication.authors:
                key = owner_key(author.name)
                if " " not in key:
                    continue  # one word: not a name to choose
                self.spellings.setdefault(key, {}).setdefault(author.name)
                keys.add(key)
                if not author.name.isascii():
                    self._note_pair(key, author.name)
                if author.highlighted:
                    marked.add(key)
                if author.italic:
                    italic.add(key)
            self.present.update(keys)
            self.highlighted.update(marked)
            if len(italic) == 1 and len(keys) > 1:  # one name set apart; a lone author in italics sets none apart
                self.italic.update(italic)
            first = owner_key(publication.authors[0].name)
            if " " in first:
                self.first[first] += 1
            if len(keys) <= SMALL_AUTHOR_LIST:
                self._note_together(publication.authors)
                self._note_together_across_scripts(keys)

    def _note_pair(self, key: str, name: str) -> None:
        """An author printed in both scripts ("Aoi Ueda (上田 葵)"): the file pairs the two keys."""
        both = split_scripts(_MARKS_RE.sub("", name))
        written = cjk_key(both[1]) if both else None
        if written and len(self.paired) < MAX_PAIRS:
            self.paired.add(frozenset((key, written)))
            self.spellings.setdefault(written, {}).setdefault(both[1])

    def _note_together_across_scripts(self, keys: set[str]) -> None:
        """A written name and its reading on one paper are two people ("王伟" and "Wei Wang")."""
        written = [k for k in keys if is_cjk_key(k)]
        for key in written:
            for other in keys:
                if not is_cjk_key(other) and reads_as(self.spellings[key], self.spellings[other]):
                    self.together.add(frozenset((key, other)))

    def _note_together(self, authors) -> None:
        """Two names on one paper that could be one person's two spellings are two people (kept only for
        such rare pairs, so the memory stays small)."""
        by_initial: dict[str, dict[str, str]] = {}
        for author in authors:
            key = owner_key(author.name)
            if " " in key:
                by_initial.setdefault(key[0], {}).setdefault(key, author.name)
        for names in by_initial.values():
            for (key, name), (other, other_name) in combinations(names.items(), 2):
                if _one_person_maybe(key, [name], other, [other_name]):
                    self.together.add(frozenset((key, other)))

    def choice(self) -> tuple[str | None, str]:
        total, highlighted = self.total, self.highlighted
        if not total:
            return None, "no entry names its authors"
        for marks, how in ((highlighted, "bold or underlined"), (self.italic, "the one author in italics")):
            if marks:
                (key, count), *rest = marks.most_common(2)
                runner_up = rest[0][1] if rest else 0
                # italics may mark a CV's students instead: never one named in fewer entries than another
                outnumbered = marks is self.italic and self.present[key] < max(self.present.values())
                if count * 2 >= total and count > runner_up and not outnumbered:
                    return _fullest(list(self.spellings[key])), f"highlighted ({how}) in {count} of {total} entries"
        if total < 2:
            return None, "one entry, and no author is highlighted in it"
        counts = {
            keys: n for keys, n in self._counts_across_name_changes().items() if not any(map(self._two_people, keys))
        }
        # Most entries first; a name printed one way before a name change counted across two ways;
        # then the first author more often.
        ranked = sorted(counts, key=lambda keys: (-counts[keys], len(keys), -sum(self.first[k] for k in keys)))
        if not ranked:  # every author named in one word
            return None, f"no author is highlighted or in nearly all of the {total} entries"
        best, count = ranked[0], counts[ranked[0]]
        runner_up = next((keys for keys in ranked[1:] if not keys & best and len(keys) == len(best)), None)
        if count * NEARLY_ALL[1] < NEARLY_ALL[0] * total:
            return self._clear_majority(counts, best, count)
        name, also = self._named(best)
        how = f"the one author in {count} of {total} entries{also}"
        if runner_up is not None and counts[runner_up] == count:
            firsts = sum(self.first[k] for k in best)
            rival_firsts = sum(self.first[k] for k in runner_up)
            if total < TIE_BREAK_ENTRIES:
                return None, f"two authors are in {count} of the {total} entries, too few to tell whose they are"
            if firsts == rival_firsts:
                return None, f"two authors are in {count} of the {total} entries and neither is first more often"
            rival = _fullest(list(self.spellings[max(runner_up, key=lambda k: self.present[k])]))
            how += f"; first author of {firsts}, where {rival}, in as many entries, is first of {rival_firsts}"
        return name, how

    def _clear_majority(self, counts, best, count) -> tuple[str | None, str]:
        """The owner by rule 3 (the module docstring), or None and why not."""
        total = self.total
        next_count = max((n for keys, n in counts.items() if not keys & best), default=0)
        if total < MAJORITY_FROM or count * CLEAR_MAJORITY[1] < CLEAR_MAJORITY[0] * total:
            return None, f"no author is highlighted or in nearly all of the {total} entries"
        lead, out_of = MAJORITY_LEAD
        if count <= next_count or (count - next_count) * out_of < lead * total:
            return None, (
                f"no author is highlighted or in nearly all of the {total} entries, and the most frequent"
                f" ({count}) is not far ahead of the next ({next_count})"
            )
        name, also = self._named(best)
        return name, f"an author of {count} of {total} entries{also}; the next author is in {next_count}"

    def _two_people(self, key: str) -> bool:
        """A key printed with two different given names in full ("Pia Szabo", "Priya Szabó"): two people
        of one initial and family name, neither of whom the count may stand for."""
        flat = {_flat(g) for g in _given_names(self.spellings[key])}
        given = sorted(flat, key=len)
        return any(not longer.startswith(shorter) for shorter, longer in combinations(given, 2))

    def _named(self, keys) -> tuple[str, str]:
        """(the fullest spelling of the name most printed of `keys`, the Latin one of a name printed in two
        scripts, and what the report adds of the others)."""
        main = max(keys, key=lambda k: (not is_cjk_key(k), self.present[k]))
        others = [_fullest(list(self.spellings[k])) for k in keys if k != main]
        also = ""
        if others and any(map(is_cjk_key, keys)):
            also = f" (also written {others[0]!r}, in its own script, never in one entry with it)"
        elif others:
            also = f" (also printed as {', '.join(repr(o) for o in others)}: the same given name, never in one entry)"
        return _fullest(list(self.spellings[main])), also

    def _counts_across_name_changes(self) -> dict[frozenset, int]:
        """Entries per author, a name change counted as one author (see the module docstring)."""
        counts = {frozenset([key]): count for key, count in self.present.items()}
        for key, _count in self.present.most_common(3):
            same = [
                other
                for other in self.present
                if other != key
                and other[0] == key[0]
                and frozenset([key, other]) not in self.together
                and _one_person_maybe(key, self.spellings[key], other, self.spellings[other])
            ]
            if len(same) == 1:  # one other spelling of this person's name, never beside it: one person
                counts[frozenset([key, same[0]])] = self.present[key] + self.present[same[0]]
        counts.update(self._counts_across_scripts())
        return counts

    def _counts_across_scripts(self) -> dict[frozenset, int]:
        """Entries of a name written in Han characters or Hangul counted with its one Latin spelling
        (importer.parsers.owner_scripts): its reading, or the spelling the file pairs it with."""
        written = Counter({key: n for key, n in self.present.items() if is_cjk_key(key)})
        if not written:
            return {}
        latin = [k for k, _ in self.present.most_common(CROSS_SCRIPT_CANDIDATES + len(written)) if not is_cjk_key(k)]
        counts = {}
        for key, count in written.most_common(3):
            paired = {other for pair in self.paired if key in pair for other in pair if other != key}
            same = [
                other
                for other in dict.fromkeys([*latin[:CROSS_SCRIPT_CANDIDATES], *sorted(paired)])
                if other in self.present
                and frozenset((key, other)) not in self.together
                and (other in paired or reads_as(self.spellings[key], self.spellings[other]))
            ]
            if len(same) == 1:
                counts[frozenset((key, same[0]))] = count + self.present[same[0]]
        return counts

    def other_spellings(self, name: str) -> frozenset[str]:
        """The keys of the chosen owner's name written in another script (counted with it), for mark_owner."""
        key = owner_key(name)
        return frozenset(k for keys in self._counts_across_scripts() if key in keys for k in keys if k != key)

    def written_names(self, name: str) -> list[str]:
        """The chosen owner's name as written in another script ("上田 葵"), kept as their other names."""
        return [spelling for k in sorted(self.other_spellings(name)) for spelling in self.spellings[k]]

    def cannot_have_owner(self, remaining: int, may_highlight: bool) -> bool:
        """No owner whatever the last `remaining` entries hold (each adds at most one to a count and the total)."""
        seen = self.total
        most_highlighted = max(max(self.highlighted.values(), default=0), max(self.italic.values(), default=0))
        # Highlighted in half the entries: count + r >= (seen + r) / 2 for some r <= remaining.
        if 2 * most_highlighted + (remaining if may_highlight else 0) >= seen:
            return False
        # In three entries in five (nine in ten is more): 5 (count + r) >= 3 (seen + r) for some r <= remaining.
        most_present = max(self._counts_across_name_changes().values(), default=0)
        share, out_of = CLEAR_MAJORITY
        return out_of * most_present + (out_of - share) * remaining < share * seen


def _one_person_maybe(key: str, spellings, other: str, other_spellings) -> bool:
    """Two keys of one initial that may be one person's name printed two ways: a given name in full
    under two family names ("Maria Santos", "Maria Oliveira"), or one family name inside the other's
    double one ("María José García López", "M. J. García")."""
    return bool(
        _given_names(spellings) & _given_names(other_spellings)
        or other.split(" ", 1)[1] in _words(spellings)
        or key.split(" ", 1)[1] in _words(other_spellings)
    )


def _words(spellings) -> set[str]:
    """Every word of three letters or more in a key's spellings, accents and case folded."""
    words = set()
    for spelling in spellings:
        flat = _flat(spelling)
        words.update(w for w in _LETTERS_RE.findall(flat.casefold()) if len(w) >= 3)
    return words


def _given_names(spellings) -> set[str]:
    """The given names printed in full (not initials) in a key's spellings: "Maria Santos" -> {"maria"}."""
    words = set()
    for spelling in spellings:
        family, comma, given = _MARKS_RE.sub("", spelling).partition(",")
        first = (given if comma else family).split()
        if first and len(first[0].strip(".")) > 1 and not first[0].endswith("."):
            words.add(first[0].casefold())
    return words


def settle_owner(document: ParsedDocument) -> None:
    """Name the owner of a document with publications but no stated owner (see the module docstring)."""
    if document.profile is not None and document.profile.name:
        return
    tally = OwnerTally()
    tally.add(document.publications)
    name, how = tally.choice()
    record_owner(document, name, how, len(document.publications), tally.written_names(name) if name else [])
    if name is not None:
        mark_owner(document.publications, name, also=tally.other_spellings(name))


def record_owner(
    document: ParsedDocument, name: str | None, how: str, count: int, written: list[str] | None = None
) -> None:
    """The choice written into the document: its profile and a warning (`count`: its publications;
    `written`: the owner's name as written in another script, OwnerTally.written_names, their other names)."""
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
    profile.alt_names.extend(n for n in written or () if n not in profile.alt_names)
    note = f"name not stated in the document; owner chosen as {name!r}: {how}"
    profile.review_notes.append(note)
    document.profile = profile
    document.warnings.append(f"{source}: {note}")


def mark_owner(publications: list[ParsedPublication], name: str, also: frozenset[str] = frozenset()) -> None:
    """The owner's name, however spelled, is highlighted in every entry: it is theirs to link (`also`: the
    keys of its spellings in another script, OwnerTally.other_spellings)."""
    keys = {owner_key(name), *also}
    spelled = {name} | {a.name for p in publications for a in p.authors if a.highlighted and owner_key(a.name) in keys}
    full = [spelling for spelling in spelled if _given_names([spelling])]
    for publication in publications:
        for author in publication.authors:
            if owner_key(author.name) in keys and not author.highlighted and _may_be(author.name, full):
                author.highlighted = True


_LATIN_RE = lazy_re.compile(r"[\sA-Za-z\u00c0-\u024f.,'’-]+")


def _may_be(printed: str, full: list[str]) -> bool:
    """Whether a name of the owner's initial and family name can be the owner's: a given name printed in full
    ("Hyoseon Park" beside the owner "Hyun Woo Park") must agree with one of the owner's spellings in full."""
    from .same_person import may_be_same_person

    if not full or not _given_names([printed]) or not _LATIN_RE.fullmatch(printed):
        return True  # an initial, or a name in another script ("上田 葵" beside "Aoi Ueda"): its key decides
    return any(may_be_same_person(printed, known) for known in full if _LATIN_RE.fullmatch(known))
