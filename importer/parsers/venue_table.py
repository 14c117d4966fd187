"""The venue table: venues read from data/venues.tsv, and finding one in a venue as printed.

Plain Python (no Django), so parsers use it; the writing layer builds a VenueTable of a lab's
own venues (the names and aliases a lab admin gave them) and matches with the same rules.

How `VenueTable.resolve` decides, in order:

1. An acronym in parentheses wins over the rest of the text: "... Principles (OSDI '24)".
2. The longest full name, abbreviation or alias found anywhere (case-insensitive, whole words;
   dots, hyphens and "&"/"and" do not matter: "Phys. Rev. Lett.", "Phys Rev Lett",
   "Phys.Rev.Lett." are one spelling). A name that ends with what another venue's acronym
   stands for is also spelt with that acronym ("Transactions of the ACL", "Trans. ACL"), so
   the longer name wins over the acronym inside it.
3. The first acronym (case-sensitive, whole words, a year may be glued to it: "OSDI'24",
   "NSDI26"), preferring a real venue over a preprint server.
4. Text that names a workshop ("Workshop on ...", "Hot Topics in ...") never resolves to a
   conference or journal: a known workshop (HotOS, EuroMLSys, ...) or None.

Names are often the start or the end of another venue's name ("Nature" of "Nature Physics",
"Bioinformatics" of "BMC Bioinformatics", "Science" of "Lecture Notes in Computer Science",
"International Conference on Big Data" of "... on Big Data Computing"), so a name is only
taken when no capitalised word of a longer name the table does not know goes on after it
(for a journal, nor before it).
"""

from __future__ import annotations

import csv
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from . import lazy_re

DATA_FILE = Path(__file__).parent / "data" / "venues.tsv"
COLUMNS = ("name", "acronym", "kind", "field", "abbreviations", "aliases")

CONFERENCE, JOURNAL, WORKSHOP, PREPRINT = "conference", "journal", "workshop", "preprint"

# What a venue is (the data's `kind` column) -> the kind of the papers it publishes.
VENUE_KINDS = {
    "journal": JOURNAL,
    "magazine": JOURNAL,
    "proceedings": CONFERENCE,
    "workshop": WORKSHOP,
    "preprint-server": PREPRINT,
    # A working paper is circulated before (or instead of) peer review, as a preprint is.
    "working-papers": PREPRINT,
    "book": "book",
    "thesis": "thesis",
    "patent": "patent",
}
FIELDS = frozenset(
    {
        "multidisciplinary",
        "computer science",
        "engineering",
        "mathematics",
        "statistics",
        "physics",
        "astronomy",
        "chemistry",
        "materials science",
        "biology",
        "medicine",
        "neuroscience",
        "psychology",
        "economics",
        "earth science",
    }
)


class VenueDataError(ValueError):
    """A row of the venue table that cannot be read; the message names the file and line."""


@dataclass(frozen=True)
class KnownVenue:
    acronym: str  # "" for a venue known by its name alone (Nature, Cell)
    name: str
    kind: str  # the kind of its papers: conference, journal, workshop, preprint, book, thesis, patent
    aliases: tuple = ()  # abbreviations (ISO 4 first), other names, acronym spellings
    field: str = ""
    venue_type: str = ""  # what the venue is, as the data says: journal, proceedings, magazine, ...

    @property
    def key(self) -> str:
        """What names this venue uniquely: its acronym, else its name."""
        return self.acronym or self.name


def _spellings(cell: str) -> list[str]:
    return [part.strip() for part in cell.split("|")] if cell.strip() else []


def read_venues(path: Path = DATA_FILE) -> tuple[KnownVenue, ...]:
    """The venues of a table file (tab-separated, a header of COLUMNS); VenueDataError on a bad row."""
    venues, keys, spelled = [], {}, {}  # spelled: a spelling as matched -> the line of its venue
    with open(path, encoding="utf-8", newline="") as handle:
        rows = csv.reader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
        header = next(rows, None)
        if tuple(header or ()) != COLUMNS:
            raise VenueDataError(f"{path}:1: the header must be {'<tab>'.join(COLUMNS)}, not {header!r}")
        for line, row in enumerate(rows, 2):
            if not row or not "".join(row).strip():
                continue
            if len(row) != len(COLUMNS):
                raise VenueDataError(f"{path}:{line}: {len(row)} columns, want {len(COLUMNS)} ({row[:1]})")
            name, acronym, venue_type, field, abbreviations, aliases = (cell.strip() for cell in row)
            if not name:
                raise VenueDataError(f"{path}:{line}: a venue without a name")
            if venue_type not in VENUE_KINDS:
                raise VenueDataError(f"{path}:{line}: kind {venue_type!r} is not one of {sorted(VENUE_KINDS)}")
            if field not in FIELDS:
                raise VenueDataError(f"{path}:{line}: field {field!r} is not one of {sorted(FIELDS)}")
            spellings = _spellings(abbreviations) + _spellings(aliases)
            if any(not spelling for spelling in spellings):
                raise VenueDataError(f"{path}:{line}: an empty abbreviation or alias (two '|' in a row?)")
            venue = KnownVenue(acronym, name, VENUE_KINDS[venue_type], tuple(spellings), field, venue_type)
            if venue.key in keys:
                raise VenueDataError(f"{path}:{line}: {venue.key!r} is already the venue of line {keys[venue.key]}")
            keys[venue.key] = line
            for spelling in {phrase_key(name), *(_match_form(s) for s in (acronym, *spellings) if s)}:
                if spelled.setdefault(spelling, line) != line:
                    raise VenueDataError(
                        f"{path}:{line}: {spelling!r} already names the venue of line {spelled[spelling]}"
                    )
            venues.append(venue)
    return tuple(venues)


def _match_form(spelling: str):
    """What a spelling is matched by: its words (a phrase) or itself (an acronym spelling)."""
    return spelling if " " not in spelling and "." not in spelling else phrase_key(spelling)


# --- spellings as words ------------------------------------------------------------------

_WORD_RE = lazy_re.compile(r"[^\W_]+|&")
_LETTER_RUN_SEPARATOR_RE = lazy_re.compile(r"[.\s]*")


def _fold(word: str) -> str:
    if word == "&":
        return "and"
    if word.isascii():  # most words of most venues: nothing to take apart
        return word.casefold()
    decomposed = unicodedata.normalize("NFKD", word)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


class _Word(NamedTuple):
    folded: str
    start: int
    end: int


def _words(text: str) -> list[_Word]:
    """The words of `text`, folded; "U.S.A.", "U S A" and "USA" are all one word "usa"."""
    words: list[_Word] = []
    in_letter_run = False  # the last word is one letter, or letters joined so far
    for match in _WORD_RE.finditer(text):
        letter = len(match.group()) == 1 and match.group().isalpha()
        if letter and in_letter_run and _LETTER_RUN_SEPARATOR_RE.fullmatch(text, words[-1].end, match.start()):
            previous = words[-1]
            words[-1] = _Word(previous.folded + _fold(match.group()), previous.start, match.end())
            continue
        words.append(_Word(_fold(match.group()), match.start(), match.end()))
        in_letter_run = letter
    return words


@lru_cache(maxsize=4096)  # the table reads each spelling twice: to check the data, then to index it
def phrase_key(spelling: str) -> tuple[str, ...]:
    """The words a spelling is matched by; a leading "The" is not needed ("The Lancet" = "Lancet")."""
    words = tuple(word.folded for word in _words(spelling))
    return words[1:] if len(words) > 1 and words[0] == "the" else words


# --- where a venue's name may stop --------------------------------------------------------

# Capitalised words that follow a venue's name without being part of it.
_NOT_NAME_WORDS = frozenset(
    "vol volume no nr issue iss pp pages page art article articles suppl supplement in online published "
    "accepted submitted forthcoming early advance epub preprint special part doi pmid pmcid "
    "editors editor cover featured selected spotlight oral best letter erratum corrigendum "
    "jan january feb february mar march apr april may jun june jul july aug august sep sept september "
    "oct october nov november dec december spring summer fall autumn winter usa".split()
)
_CONNECTORS = frozenset({"of", "on", "for", "and", "in", "&"})
_GLUED_RE = lazy_re.compile(r"[\s\-]*")
_GLUED_BY_DOT_RE = lazy_re.compile(r"\.?[\s\-]*")
_ABBREVIATION_BEFORE_RE = lazy_re.compile(r"\b[A-Z][a-z]{1,8}\.\s")


def _name_word(printed: str, *, before: bool) -> bool:
    """Would this printed word carry on a venue's name (a capitalised word; before it, an acronym too)?"""
    if not printed[:1].isupper() or _fold(printed) in _NOT_NAME_WORDS:
        return False
    if before:
        return _fold(printed) not in {"in", "the"}
    return len(printed) == 1 or not printed.isupper()


# Lower-case words that may follow a journal's name in a sentence without being part of it.
_FUNCTION_WORDS = frozenset("and or the with to by at from as for of on in und et".split())


def _carries_on(printed: str, *, journal: bool, own: frozenset = frozenset()) -> bool:
    """Does this word, printed right after a venue's name, make it a longer name?

    After a journal's name, a lower-case word does too: exports from Google Scholar print
    "Nature catalysis", "Blood cancer journal"; and so does a word in capitals ("Lancet HIV",
    "JACS Au" is another journal), unless it is the journal's own acronym (`own`).
    """
    if _name_word(printed, before=False):
        return True
    if not journal or not printed.isalpha() or _fold(printed) in _NOT_NAME_WORDS:
        return False
    if printed.isupper():
        return len(printed) >= 2 and printed not in own
    return printed.islower() and len(printed) >= 3 and _fold(printed) not in _FUNCTION_WORDS


class VenueTable:
    """Venues and the spellings that name them: full names, abbreviations, aliases, acronyms.

    Aliases without a space are acronym spellings, matched case-sensitively as whole words (so
    that "fast" never matches FAST); names, abbreviations and other aliases are phrases.
    """

    def __init__(self, venues: Iterable[KnownVenue]):
        self.venues = tuple(venues)
        self._by_acronym: dict[str, KnownVenue] = {}
        self._acronyms: dict[str, KnownVenue] = {}  # exact spelling -> venue
        self._phrases: dict[tuple[str, ...], KnownVenue] = {}
        self._single_word_lowercase: set[tuple[str, ...]] = set()  # "eLife", "mBio": any case
        for venue in self.venues:
            if venue.acronym:
                self._by_acronym.setdefault(venue.acronym, venue)
            phrases = [venue.name]
            for spelling in (venue.acronym, *venue.aliases):
                if not spelling:
                    continue
                if " " in spelling.strip() or "." in spelling:
                    phrases.append(spelling)
                else:
                    self._acronyms.setdefault(spelling, venue)
            for spelling in phrases:
                key = phrase_key(spelling)
                if key:
                    self._phrases.setdefault(key, venue)
                    if len(key) == 1 and not spelling.lstrip()[:1].isupper():
                        self._single_word_lowercase.add(key)
        for key, venue in _names_with_acronyms(list(self._phrases.items()), self.venues):
            self._phrases.setdefault(key, venue)
        lengths: dict[str, set[int]] = {}
        for key in self._phrases:
            lengths.setdefault(key[0], set()).add(len(key))
        self._lengths = {first: sorted(found, reverse=True) for first, found in lengths.items()}
        # A year may be glued to an acronym ("NSDI26", "OSDI'24"), so digits may follow it.
        spellings = sorted(self._acronyms, key=len, reverse=True)
        self._acronym_re = (
            re.compile(r"(?<![A-Za-z0-9&])(" + "|".join(map(re.escape, spellings)) + r")(?![A-Za-z&])")
            if spellings
            else None
        )
        self.resolve = lru_cache(maxsize=8192)(self._resolve)

    def by_acronym(self, acronym: str) -> KnownVenue | None:
        acronym = acronym.strip()
        return self._by_acronym.get(acronym) or self._acronyms.get(acronym)

    # --- resolving -------------------------------------------------------------------------

    def _resolve(self, text: str) -> KnownVenue | None:
        """The venue named in `text` (a venue as printed in a citation), or None."""
        if not text or not text.strip():
            return None
        text = _QUOTES_RE.sub("'", " ".join(text.split()))
        names_workshop = bool(WORKSHOP_HINT_RE.search(text))
        for group in _PARENTHESES_RE.findall(text):
            venue = self._first_acronym(group) or self._longest_phrase(group)
            if venue is not None and venue.kind != PREPRINT:
                # An explicit workshop acronym "(HotOS '23)" is trusted even if text says "Workshop".
                return _accept(venue, names_workshop)
        venue = self._longest_phrase(text)
        if venue is None or venue.kind == PREPRINT:
            venue = self._first_acronym(text) or venue
        return _accept(venue, names_workshop)

    def _longest_phrase(self, text: str) -> KnownVenue | None:
        words = _words(text)
        folded = [word.folded for word in words]
        checks_case = any(c.islower() for c in text)  # in a text all in capitals, every word is one
        best_length, best = 0, None
        for start, first in enumerate(folded):
            for length in self._lengths.get(first, ()):
                if length <= best_length:
                    break
                if start + length > len(folded):
                    continue
                key = tuple(folded[start : start + length])
                venue = self._phrases.get(key)
                if venue is None:
                    continue
                if checks_case and not self._stands_alone(text, words, start, start + length, venue):
                    continue
                best_length, best = length, venue
                break
        return best

    def _stands_alone(self, text: str, words: list[_Word], start: int, end: int, venue: KnownVenue) -> bool:
        """Is this match the whole of a venue's name, not a piece of a longer name?

        Capitalised words before a conference's name are its organisers and edition ("ACM
        SIGOPS 30th Symposium on ..."), so only a journal's name must not follow one.
        """
        first = text[words[start].start : words[start].end]
        if end - start == 1 and first[:1].islower() and (words[start].folded,) not in self._single_word_lowercase:
            return False  # "cell" or "nature" as a common word, not the journal
        if _inside_comma_list(text, words, start, end):
            return False  # "Geochemistry, Geophysics, Geosystems" is one title, not the journal Geophysics
        if venue.kind != JOURNAL:
            return not self._continues_after(text, words, end, journal=False)
        own = _own_acronyms(venue)
        return not (
            self._continues_before(text, words, start) or self._continues_after(text, words, end, journal=True, own=own)
        )

    @staticmethod
    def _continues_before(text: str, words: list[_Word], start: int) -> bool:
        if start == 0:
            return False
        previous = words[start - 1]
        printed = text[previous.start : previous.end]
        if text[previous.end : words[start].start] == "-":
            return True  # "e-Gut": one word with the name, another name
        # "Eur. J. Immunol."; a longer word is an abbreviation too inside an abbreviated name
        # ("Curr. Opin. Green Sustain. Chem." is not the journal Chem)
        abbreviated = printed[:1].isupper() and _ABBREVIATION_BEFORE_RE.search(text, 0, previous.start)
        glue = _GLUED_BY_DOT_RE if len(printed) <= 6 or abbreviated else _GLUED_RE
        if not glue.fullmatch(text, previous.end, words[start].start):
            return False
        # "Briefings in Bioinformatics", "Trends in Ecology & Evolution": a name goes on over "in" or "&"
        if previous.folded in _CONNECTORS and (printed.islower() or printed == "&") and start >= 2:
            before = words[start - 2]
            return bool(_GLUED_RE.fullmatch(text, before.end, previous.start)) and _name_word(
                text[before.start : before.end], before=True
            )
        return _name_word(printed, before=True)

    @staticmethod
    def _continues_after(text: str, words: list[_Word], end: int, *, journal: bool, own=frozenset()) -> bool:
        if end >= len(words):
            return False
        following = words[end]
        glue = text[words[end - 1].end : following.start]
        if not _GLUED_BY_DOT_RE.fullmatch(glue):
            return False
        printed = text[following.start : following.end]
        if following.folded in _CONNECTORS and printed.islower() and end + 1 < len(words):
            after = words[end + 1]
            return bool(_GLUED_RE.fullmatch(text, following.end, after.start)) and _carries_on(
                text[after.start : after.end], journal=journal
            )
        return _carries_on(printed, journal=journal and "." not in glue, own=own)

    def _first_acronym(self, text: str) -> KnownVenue | None:
        if self._acronym_re is None:
            return None
        preprint = None
        for match in self._acronym_re.finditer(text):
            if _looks_like_state_code(text, match):
                continue
            venue = self._acronyms[match.group(1)]
            if venue.kind == JOURNAL and self._acronym_continues(text, match.end(), _own_acronyms(venue)):
                continue  # "PNAS Nexus", "JACS Au": another journal
            if venue.kind != PREPRINT:
                return venue
            preprint = preprint or venue
        return preprint

    @staticmethod
    def _acronym_continues(text: str, end: int, own: frozenset) -> bool:
        """Does a word after a journal's one-word spelling make another journal ("PNAS Nexus", "Lancet HIV")?"""
        match = _NEXT_WORD_RE.match(text, end)
        if not match:
            return False
        glued_by_dot = "." in text[end : match.start(1)]
        return _carries_on(match.group(1), journal=not glued_by_dot, own=own) if match.group(1)[:1].isupper() else False


# --- a venue's name that prints another venue's acronym -----------------------------------

# The words a venue's name goes on with before the name its acronym stands for: "Transactions of the".
_TAIL_CONNECTORS = frozenset({"of", "on", "for", "the"})
# The first word of a journal's name, as citations shorten it before an acronym: "Trans. ACL", "J. ACM".
_SHORT_HEADS = {"transactions": "trans", "journal": "j", "proceedings": "proc", "annals": "ann", "bulletin": "bull"}


def _acronym_tail(venue: KnownVenue) -> tuple[str, ...] | None:
    """The words that end a venue's name and that its acronym stands for, or None.

    "Annual Meeting of the Association for Computational Linguistics" (ACL) -> the words of
    "Association for Computational Linguistics": one initial a capitalised word, connectors skipped.
    """
    acronym = venue.acronym.casefold()
    if len(acronym) < 2 or not acronym.isalpha():
        return None
    words = venue.name.split()
    letters = ""
    for start in range(len(words) - 1, -1, -1):
        word = words[start]
        if _fold(word) in _CONNECTORS or _fold(word) == "the":
            continue
        if not word[:1].isupper() or not acronym.endswith(_fold(word[0]) + letters):
            return None
        letters = _fold(word[0]) + letters
        if letters == acronym:
            return phrase_key(" ".join(words[start:]))
    return None


def _names_with_acronyms(
    phrases: list[tuple[tuple[str, ...], KnownVenue]], venues: Iterable[KnownVenue]
) -> list[tuple[tuple[str, ...], KnownVenue]]:
    """Spellings of names that end with what another venue's acronym stands for, that acronym printed instead.

    "Transactions of the Association for Computational Linguistics" is printed "Transactions of the
    ACL" and "Trans. ACL": the journal, not the ACL conference, whose acronym is only a piece of it.
    """
    tails: dict[str, list[tuple[tuple[str, ...], KnownVenue]]] = {}
    for venue in venues:
        tail = _acronym_tail(venue)
        if tail:
            tails.setdefault(tail[-1], []).append((tail, venue))
    found = []
    for key, venue in phrases:
        for tail, named in tails.get(key[-1], ()):
            size = len(tail)
            if named is venue or len(key) <= size + 1 or key[-size:] != tail or key[-size - 1] not in _TAIL_CONNECTORS:
                continue
            short = key[:-size] + phrase_key(named.acronym)
            found.append((short, venue))
            if short[0] in _SHORT_HEADS:  # "Trans. of the ACL" and "Trans. ACL"
                found.append(((_SHORT_HEADS[short[0]], *short[1:]), venue))
                rest = list(short[1:])
                while rest[0] in _TAIL_CONNECTORS:
                    rest.pop(0)
                found.append(((_SHORT_HEADS[short[0]], *rest), venue))
    return found


_LIST_COMMA_RE = lazy_re.compile(r"\s*,\s*(?:(?:and|&)\s+)?")


def _inside_comma_list(text: str, words: list[_Word], start: int, end: int) -> bool:
    """Is the match one item of a title listing capitalised words between commas ("A, B, C")?"""
    if start == 0 or end >= len(words):
        return False
    previous, following = words[start - 1], words[end]
    return (
        bool(_LIST_COMMA_RE.fullmatch(text, previous.end, words[start].start))
        and bool(_LIST_COMMA_RE.fullmatch(text, words[end - 1].end, following.start))
        and _name_word(text[previous.start : previous.end], before=False)
        and _name_word(text[following.start : following.end], before=False)
    )


def _own_acronyms(venue: KnownVenue) -> frozenset:
    """The words in capitals that may follow a journal's name as its own: "Physical Review Letters PRL"."""
    initials = "".join(word[:1] for word in venue.name.split() if word[:1].isupper())
    return frozenset({venue.acronym, initials, *(a for a in venue.aliases if " " not in a and "." not in a)})


WORKSHOP_HINT_RE = lazy_re.compile(r"\bworkshops?\b|\bhot\s+topics\b", re.IGNORECASE)
_PARENTHESES_RE = lazy_re.compile(r"\(([^()]{1,80})\)")
_QUOTES_RE = lazy_re.compile(r"[’‘`´]")
_NEXT_WORD_RE = lazy_re.compile(r"\.?[ \t-]*([^\W\d_]+)")


def _looks_like_state_code(text: str, match: re.Match) -> bool:
    """ "Charleston, SC" is a place, not the SC conference: two letters after a comma, no year."""
    if len(match.group(1)) != 2 or not text[: match.start()].rstrip().endswith(","):
        return False
    return not re.match(r"\s*(?:'\d\d|\d{2,4})", text[match.end() :])


def _accept(venue: KnownVenue | None, names_workshop: bool) -> KnownVenue | None:
    if venue is not None and names_workshop and venue.kind != WORKSHOP:
        return None
    return venue
