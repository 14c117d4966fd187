"""Who and what a parsed record is in the site: lab members among authors, the same paper again.

Both indexes are loaded once per import run and kept current as the run writes, so
matching costs a dictionary look-up per name or title, not a query.
"""

import functools
import re

from rapidfuzz import fuzz, process

from importer.parsers.names import gives_only_initials, han_name_matches, is_han_name, match_strength, name_keys
from importer.parsers.names import normalise_name as _normalise_name
from importer.parsers.records import ParsedPublication
from people.models import Person
from publications.models import FormerKey, Publication

# Author names repeat across a lab's documents; normalising each once saves most of the work.
normalise_name = functools.lru_cache(maxsize=16384)(_normalise_name)
DECIDED_AT_MOST = 16384  # names whose best match MemberIndex keeps


class MemberIndex:
    """All people's names, keyed for fast candidate lookup; match_strength decides."""

    def __init__(self):
        self.by_key = {}
        self.by_full_name = {}  # normalised name -> person pk, for finding a document's owner
        self.names = {}
        self.decided = {}  # printed name -> best(): a lab's names repeat on every paper
        for person in Person.objects.only("pk", "name", "alt_names", "slug"):
            self.add(person)

    def add(self, person):
        self.decided.clear()  # a new person may fit names decided before
        self.names[person.pk] = (person, person.all_names)
        for name in person.all_names:
            self.by_full_name.setdefault(normalise_name(name), person.pk)
            for key in index_keys(name):
                self.by_key.setdefault(key, set()).add(person.pk)

    def candidates(self, printed):
        if not self.by_key:
            return set()
        pks = set()
        for key in index_keys(printed):
            pks |= self.by_key.get(key, set())
        return pks

    def best(self, printed):
        """(person, strength) for the one person the printed name fits best, or (None, [tied people])."""
        if printed not in self.decided:
            if len(self.decided) >= DECIDED_AT_MOST:
                self.decided.clear()  # a huge file's many one-off names: memory stays flat, the lab's come back
            self.decided[printed] = self._best(printed)
        return self.decided[printed]

    def _best(self, printed):
        if is_han_name(printed):
            return self._best_han(printed)
        scored = []
        for pk in self.candidates(printed):
            person, names = self.names[pk]
            strength = match_strength(printed, names)
            if strength:
                scored.append((strength, person))
        if not scored:
            return None, []
        top = max(s for s, _ in scored)
        # Initials fit everyone who shares them: two people who fit "Z. Ye" tie, whatever the strength.
        winners = [p for s, p in scored if s == top or gives_only_initials(printed)]
        if len(winners) == 1:
            return winners[0], top
        return None, winners

    def _best_han(self, printed):
        """A name in Han characters: the member with that Han name, else the one whose name is its pinyin.

        A member whose Han name is known and different is never matched through pinyin
        (王伟 and 王薇 are both "Wei Wang").
        """
        exact = [p for p, names in self.names.values() if printed in names]
        if exact:
            return (exact[0], 2) if len(exact) == 1 else (None, exact)
        spelled = [
            person
            for person, names in self.names.values()
            if not any(is_han_name(n) for n in names) and any(han_name_matches(printed, n) for n in names)
        ]
        if len(spelled) == 1:
            return spelled[0], 2
        return (None, spelled) if spelled else (None, [])


@functools.lru_cache(maxsize=16384)
def index_keys(name):
    """Keys under which a name is filed: its full form and initials forms, both token orders."""
    keys = set()
    for key in name_keys(name):
        keys.add(key)
        tokens = key.split()
        if len(tokens) > 1:
            keys.add(f"{tokens[0][0]} {tokens[-1]}")  # initial + family
            keys.add(f"{tokens[-1][0]} {tokens[0]}")  # family printed first
            keys.add(" ".join(sorted(tokens)))
    for inner in re.findall(r"[(（]([^()（）]+)[)）]", name or ""):
        keys |= {normalise_name(inner)}
    return frozenset(k for k in keys if k)


class PublicationIndex:
    """Identifiers of every publication, loaded once per run, kept up to date as we write.

    Values are primary keys, or the unsaved Publication itself while a document's
    new publications wait to be written in bulk.
    """

    def __init__(self):
        self.by_doi, self.by_arxiv, self.by_title = {}, {}, {}
        self.by_shape = {}  # (numbers in the title, length) -> {year or None: title keys}, for near-duplicate look-ups
        self.years = {}
        # A key a paper had before still leads to it: a new paper never takes it.
        self.keys = set(FormerKey.objects.values_list("key", flat=True))
        rows = Publication.objects.values_list("pk", "doi", "arxiv", "title_key", "key", "year")
        for pk, doi, arxiv, tkey, key, year in rows:
            self.add(pk, doi, arxiv, tkey, key, year)

    def add(self, ref, doi, arxiv, tkey, key, year=None):
        if doi:
            self.by_doi[doi.lower()] = ref
        if arxiv:
            self.by_arxiv[arxiv] = ref
        if tkey:
            self.by_title.setdefault(tkey, ref)  # the first record of a title is the one to merge into
            if len(tkey) >= NEAR_TITLE_LENGTH - 3:  # a shorter one is never near another
                shape = self.by_shape.setdefault((_numbers(tkey), len(tkey)), {})
                previous = self.years.get(tkey, _NO_YEAR)
                if previous is not _NO_YEAR and previous != year:
                    shape.get(previous or None, set()).discard(tkey)
                shape.setdefault(year or None, set()).add(tkey)
            self.years[tkey] = year
        self.keys.add(key)

    def find(self, parsed: ParsedPublication, tkey):
        if parsed.doi and parsed.doi.lower() in self.by_doi:
            return self.by_doi[parsed.doi.lower()]
        if parsed.arxiv and parsed.arxiv in self.by_arxiv:
            return self.by_arxiv[parsed.arxiv]
        if tkey in self.by_title:
            return self.by_title[tkey]
        near = self._near_title(tkey, parsed.year)
        return self.by_title[near] if near else None

    def _near_title(self, tkey, year):
        """A title one typo away (a hyphen, a dropped letter), with the same numbers and no other year.

        Titles that merely share a long ending ("... More Than 10,000 GPUs") stay apart.
        """
        if len(tkey) < NEAR_TITLE_LENGTH:
            return None
        numbers = _numbers(tkey)
        # Titles of the same numbers and about the same length, of no year or one a year apart at most.
        wanted = (None, year - 1, year, year + 1) if year else None
        candidates = []
        for length in range(len(tkey) - 3, len(tkey) + 4):
            by_year = self.by_shape.get((numbers, length))
            if by_year:
                for other_year in wanted or by_year:
                    candidates += by_year.get(other_year, ())
        # rapidfuzz compares them all in C and stops early below the cut-off.
        found = process.extractOne(tkey, candidates, scorer=fuzz.ratio, score_cutoff=97) if candidates else None
        return found[0] if found else None


NEAR_TITLE_LENGTH = 25  # title keys shorter than this are matched exactly only
_NO_YEAR = object()


def _numbers(tkey):
    return tuple(re.findall(r"\d+", tkey))
