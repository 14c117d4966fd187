"""Who and what a parsed record is in the site: lab members among authors, the same paper again.

The lab's people are loaded once per import run; publications are looked up a batch of
entries at a time. Both are kept current as the run writes, so matching costs a dictionary
look-up per name or title, not a query.
"""

import functools
import re
from collections import Counter

from django.db import connection
from rapidfuzz import fuzz, process

from importer.parsers.east_asian_names import east_asian_name_matches, is_east_asian_name
from importer.parsers.names import gives_only_initials, match_strength, name_keys
from importer.parsers.names import normalise_name as _normalise_name
from importer.parsers.records import ParsedPublication
from importer.parsers.same_person import may_be_same_person
from importer.versions import arxiv_doi, arxiv_of_doi, distinct_works
from people.models import Person
from publications.keys import base_key, suffixed
from publications.models import FormerKey, Publication
from publications.titles import TITLE_ENDS_FROM, ends_near, title_key

# Author names repeat across a lab's documents; normalising each once saves most of the work.
normalise_name = functools.lru_cache(maxsize=4096)(_normalise_name)
DECIDED_AT_MOST = 4096  # names whose best match MemberIndex keeps


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

    def make_room(self, count):
        """Room for `count` names about to be decided together (a batch's, asked again as it is written):
        the names decided before go now, not half-way through, when the batch's first ones would go too."""
        if len(self.decided) + count > DECIDED_AT_MOST:
            self.decided.clear()

    def same_person(self, name, *, unless=None):
        """(person, []) for the one person `name` may be (same_person.may_be_same_person), else (None, [those it may be]).

        For a document's owner, whose name a CV and a bibliography spell differently; `unless(person)`
        leaves a person out (one the document itself wrote: a roster's two names are two people).
        """
        if is_east_asian_name(name):
            return None, []
        fits = []
        for pk in self.candidates(name):
            person, names = self.names[pk]
            if any(may_be_same_person(name, known) for known in names) and not (unless and unless(person)):
                fits.append(person)
        return (fits[0], []) if len(fits) == 1 else (None, fits)

    def _best(self, printed):
        if is_east_asian_name(printed):
            return self._best_han(printed)
        found = self._best_latin(printed)
        initials_last = family_first_reading(printed)
        if found == (None, []) and initials_last:
            # "Althaus MK" (Vancouver) is "M. K. Althaus": read so only when the name as printed fits no one,
            # for "Kaiming HE" is a given name and a family name in capitals.
            return self._best_latin(initials_last)
        return found

    def _best_latin(self, printed):
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
        """A name in Han characters or Hangul: the member with that name, else the one whose name spells it.

        A member whose Han name is known and different is never matched through pinyin
        (王伟 and 王薇 are both "Wei Wang").
        """
        exact = [p for p, names in self.names.values() if printed in names]
        if exact:
            return (exact[0], 2) if len(exact) == 1 else (None, exact)
        spelled = [
            person
            for person, names in self.names.values()
            if not any(is_east_asian_name(n) for n in names) and any(east_asian_name_matches(printed, n) for n in names)
        ]
        if len(spelled) == 1:
            return spelled[0], 2
        return (None, spelled) if spelled else (None, [])


class LabMemberNamer:
    """The lab member a printed author name is, by MemberIndex's rule, for the publication admin.

    Only public members and the editor are named (a hidden person is never guessed, though their
    name still makes a shared one ambiguous); the editor's own name is theirs even when a labmate
    fits it as well ("A. Abara" typed by Ada Abara beside Alan Abara). The people are loaded the
    first time a name is asked for, once for all of a form's rows.
    """

    def __init__(self):
        self._index = None
        self._public = frozenset()

    def match(self, printed, editor=None):
        """(person, []) for the one member the name fits best, else (None, [names of the members it fits alike])."""
        if editor is not None and match_strength(printed, editor.all_names):
            return editor, []
        if self._index is None:
            self._index = MemberIndex()
            self._public = frozenset(Person.objects.public().values_list("pk", flat=True))
        visible = self._public | ({editor.pk} if editor is not None else set())
        person, ties = self._index.best(printed)
        if person is not None:
            return (person, []) if person.pk in visible else (None, [])
        return None, sorted(p.name for p in ties or [] if p.pk in visible)

    def __call__(self, printed, editor=None):
        return self.match(printed, editor)[0]


# "Althaus MK", "van der Berg JH", "Okafor C-N": family name(s), then the given names' initials run together.
_FAMILY_INITIALS_RE = re.compile(
    r"^(?P<family>[^\W\d_][^\s,]*(?:\s+[^\W\d_][^\s,]*)*?)\s+(?P<initials>[A-Z]{1,3}|[A-Z]-[A-Z])$"
)


@functools.lru_cache(maxsize=4096)
def family_first_reading(printed):
    """ "Althaus MK" -> "M. K. Althaus": a name printed family first with unpunctuated initials, or None.

    An initial matches an initial only, so the reading gives initials and never a full given name.
    """
    match = _FAMILY_INITIALS_RE.match(" ".join((printed or "").split()))
    if not match or not any(c.islower() for c in match["family"]):
        return None  # "Yang LI" and "CHEN Wei" are read as printed
    initials = " ".join(f"{letter}." for letter in match["initials"] if letter.isalpha())
    return f"{initials} {match['family']}"


@functools.lru_cache(maxsize=4096)
def index_keys(name):
    """Keys under which a name is filed: its full form and initials forms, both token orders."""
    keys = set()
    initials_last = family_first_reading(name)
    for key in name_keys(name) | (name_keys(initials_last) if initials_last else set()):
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
    """Which stored publication a parsed one is: the same DOI, arXiv id or title key, or a title a typo away.

    Nothing of the site is loaded whole: `prepare(parsed publications)` looks up, in a fixed number
    of queries, the stored publications they may be and the citation keys they may take; `find`
    then costs dictionary look-ups (a publication not prepared is looked up on its own). What the
    run writes is added as it is written (`add`): values are primary keys, or the unsaved
    Publication itself while a document's new publications wait to be written in bulk. Once those
    are written, `forget()` drops it all (the database has it), so memory stays flat however long
    the file and however big the site.
    """

    def __init__(self):
        self.forget()

    def forget(self):
        self.by_doi, self.by_arxiv, self.by_title = {}, {}, {}
        self.by_shape = {}  # (numbers in the title, length) -> {year or None: title keys}, for near-duplicate look-ups
        self.years = {}
        # ("doi" | "arxiv" | "title", value) whose publications are all here; ("end", end, year, length)
        # whose titles near one of that year (None: any) and length are in by_shape; ("near", title key, year)
        # all of whose ends were.
        self.looked_up = set()
        self.keys = TakenKeys()
        self.title_keys = {}  # title -> title_key, for the titles prepared

    def trim(self):
        """Between documents, all written: forget what was looked up once it is more than a big batch's worth."""
        if len(self.looked_up) > LOOKED_UP_AT_MOST:
            self.forget()

    def title_key(self, title):
        if title not in self.title_keys:
            self.title_keys[title] = title_key(title)
        return self.title_keys[title]

    def prepare(self, publications):
        """Look up what these parsed publications may be, and the keys they may take, a few queries for all."""
        wanted, keys, bases = set(), set(), []
        for parsed in publications:
            title = " ".join((parsed.title or "").split())
            wanted |= self._wanted(parsed, self.title_key(title))
            if parsed.key:
                keys.add(parsed.key)
            bases.append(base_key(title, parsed.year, [a.name for a in parsed.authors]))
        self._load(wanted)
        self.keys.prepare(keys, bases)

    def _wanted(self, parsed, tkey):
        """What finding `parsed` asks of the database, less what was asked before."""
        wanted = {("title", tkey)}
        if parsed.doi:
            wanted.add(("doi", parsed.doi.lower()))
        if arxiv := arxiv_id(parsed):
            wanted |= {("arxiv", arxiv), ("doi", arxiv_doi(arxiv))}  # a preprint's record may hold either
        if len(tkey) >= NEAR_TITLE_LENGTH and ("near", tkey, parsed.year) not in self.looked_up:
            wanted.add(("near", tkey, parsed.year))  # all of its ends, below: asked once
            wanted |= {
                ("end", end, parsed.year, len(tkey))
                for end in ends_near(tkey)
                if ("end", end, None, len(tkey)) not in self.looked_up
            }
        return wanted - self.looked_up

    def _load(self, wanted):
        self.looked_up |= wanted
        rows, near, titled = {}, {}, set()
        asked = {}  # end -> (year, length) of the titles whose near duplicates are looked for
        for _kind, end, year, size in (w for w in wanted if w[0] == "end"):
            asked.setdefault(end, set()).add((year, size))
        for kind, columns, values in _lookups(wanted):
            if kind == "end":  # candidate titles, kept if about as long as one looked for, of its years (_near_title)
                for pk, tkey, year, head, tail in _select(_END_COLUMNS, columns, values):
                    length = len(tkey)
                    for wanted_year, size in (*asked.get(head, ()), *asked.get(tail, ())):
                        if abs(length - size) <= 3 and (not year or not wanted_year or abs(year - wanted_year) <= 1):
                            near[pk] = (pk, tkey, year)
                            break
                continue
            for row in _select(_COLUMNS, columns, values):
                rows[row[0]] = row
                if kind == "title":
                    titled.add(("title", row[3]))
        fresh = {w for w in wanted if w[0] in ("doi", "arxiv", "title")} | titled
        # In the site's order, as when every publication was loaded: the first of a title is the one
        # to merge into, the last of a DOI or arXiv id is the one found.
        for pk, doi, arxiv, tkey, key, year, _title in sorted(
            rows.values(), key=lambda r: _site_order(r[0], r[5], r[6])
        ):
            self.add(
                pk,
                doi if ("doi", doi.lower()) in fresh else "",
                arxiv if ("arxiv", arxiv) in fresh else "",
                tkey if ("title", tkey) in fresh else "",
                key,
                year,
            )
        for _pk, tkey, year in sorted(near.values(), key=lambda r: _site_order(r[0], r[2], "")):
            self._shape(tkey, year)  # candidates only: the publication of a title is looked up once it is near

    def add_saved(self, publication):
        """Know a publication just saved (created, or merged into), by what it is found by."""
        self.add(
            publication.pk,
            publication.doi,
            publication.arxiv,
            publication.title_key,
            publication.key,
            publication.year,
        )

    def add(self, ref, doi, arxiv, tkey, key, year=None):
        if doi:
            self.by_doi[doi.lower()] = ref
        if arxiv:
            self.by_arxiv[arxiv] = ref
        if tkey:
            self.by_title.setdefault(tkey, ref)  # the first record of a title is the one to merge into
            self._shape(tkey, year)
        self.keys.add(key)

    def _shape(self, tkey, year):
        if len(tkey) >= NEAR_TITLE_LENGTH - 3:  # a shorter one is never near another
            shape = self.by_shape.setdefault((_numbers(tkey), len(tkey)), {})
            previous = self.years.get(tkey, _NO_YEAR)
            if previous is not _NO_YEAR and previous != year:
                shape.get(previous or None, set()).discard(tkey)
            shape.setdefault(year or None, set()).add(tkey)
            self.years[tkey] = year

    def find(self, parsed: ParsedPublication, tkey):
        wanted = self._wanted(parsed, tkey)
        if wanted:  # not prepared: looked up on its own
            self._load(wanted)
        if parsed.doi and parsed.doi.lower() in self.by_doi:
            return self.by_doi[parsed.doi.lower()]
        arxiv = arxiv_id(parsed)
        if arxiv and arxiv in self.by_arxiv:
            return self.by_arxiv[arxiv]
        if arxiv and arxiv_doi(arxiv) in self.by_doi:
            return self.by_doi[arxiv_doi(arxiv)]
        if tkey in self.by_title:
            return self.by_title[tkey]
        near = self._near_title(tkey, parsed.year)
        if near and ("title", near) not in self.looked_up:
            self._load({("title", near)})  # which of its publications is the first: a near duplicate is rare
        return self.by_title.get(near) if near else None

    @staticmethod
    def work_of_title(publication, kind, doi):
        """When `publication` is another work than a record of `kind` and `doi` (versions.distinct_works), the
        first other of its title, in the site's order, that is not (the index knows the first only), else None."""
        others = Publication.objects.filter(title_key=publication.title_key).exclude(pk=publication.pk)
        for other in others.order_by(*Publication._meta.ordering, "pk")[:OTHERS_OF_A_TITLE]:
            if not distinct_works(other.kind, other.doi, kind, doi):
                return other
        return None

    def _near_title(self, tkey, year):
        """A title one typo away (a hyphen, a dropped letter), with the same numbers and no other year.

        Titles that merely share a long ending ("... More Than 10,000 GPUs") stay apart. Those
        looked at are the stored ones of an end in common (publications.titles.title_ends) and
        this batch's own.
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


def arxiv_id(parsed):
    """A parsed publication's arXiv id, given as such or as its arXiv DOI (the preprint's record may hold either)."""
    return parsed.arxiv or arxiv_of_doi(parsed.doi)


def _lookups(wanted):
    """(kind, columns, values) of the queries finding the stored publications `wanted` names, IN lists cut to fit."""
    grouped = {}
    for kind, value, *_ in wanted:
        if kind != "near":
            grouped.setdefault(kind, set()).add(value)
    for kind, values in grouped.items():
        columns = _LOOKUP_COLUMNS[kind]
        for chunk in _chunks(values, uses=len(columns)):
            yield kind, columns, chunk


def _select(columns, where, values):
    """Rows (`columns`) of the publications one of whose `where` columns (SQL) is among `values`.

    Plain SQL: Django's IN prepares each value through its field, most of a batch's look-up time
    when a batch asks for thousands. The DOI's LOWER() is the index's expression.
    """
    meta = Publication._meta
    quote = connection.ops.quote_name
    placeholders = ", ".join(["%s"] * len(values))
    sql = "SELECT {} FROM {} WHERE {}".format(
        ", ".join(quote(meta.get_field(name).column) for name in columns),
        quote(meta.db_table),
        " OR ".join(f"{column} IN ({placeholders})" for column in where),
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [*values] * len(where))
        while rows := cursor.fetchmany(500):  # a few at a time: thousands may share a title's end
            yield from rows


class TakenKeys:
    """`key in keys`: whether a stored publication has that citation key, now or as a former key (a new
    paper never takes one), or this run gave it. Keys are looked up a batch at a time (`prepare`):
    those the batch's own may be, and the ones unique_key tries after a taken base. Any other key
    is asked for on its own.
    """

    def __init__(self):
        self.taken, self.free = set(), set()

    def __contains__(self, key):
        if key not in self.taken and key not in self.free:
            self._look_up([key])
        return key in self.taken

    def add(self, key):
        self.taken.add(key)
        self.free.discard(key)

    def prepare(self, keys, bases):
        """Look up `keys`, and the keys unique_key will try for `bases` (a list: a base may come again).

        A taken base is followed by its suffixed forms, in order (publications.keys.suffixed):
        they are looked up a few at a time until each base has a free one for every entry that
        may want it, in a few queries a round, whatever the number of entries.
        """
        wanted = Counter(bases)
        self._look_up(set(keys) | set(wanted))
        next_suffix = dict.fromkeys(wanted, 1)
        for _ in range(SUFFIX_ROUNDS):
            asked = {}
            for base, count in wanted.items():
                free = (base not in self.taken) + sum(
                    suffixed(base, n) not in self.taken for n in range(1, next_suffix[base])
                )
                if free < count:
                    asked[base] = range(next_suffix[base], next_suffix[base] + count - free + 1)
            if not asked:
                return
            self._look_up({suffixed(base, n) for base, suffixes in asked.items() for n in suffixes})
            for base, suffixes in asked.items():
                next_suffix[base] = suffixes.stop

    def _look_up(self, keys):
        keys = [key for key in keys if key not in self.taken and key not in self.free]
        for chunk in _chunks(keys):
            current = Publication.objects.filter(key__in=chunk).values_list("key", flat=True).order_by()
            former = FormerKey.objects.filter(key__in=chunk).values_list("key", flat=True).order_by()
            self.taken.update(current.union(former))
        self.free.update(key for key in keys if key not in self.taken)


def _chunks(values, uses=2):
    """`values` in lists that fit a query using each `uses` times (SQLite takes 999 parameters)."""
    values = list(values)
    size = max(1, (connection.features.max_query_params or 10_000) // uses)
    return [values[start : start + size] for start in range(0, len(values), size)]


def _site_order(pk, year, title):
    """The order of Publication.Meta.ordering (year, newest first, unknown last; title), then pk."""
    return (year is None, -(year or 0), title, pk)


_COLUMNS = ("id", "doi", "arxiv", "title_key", "key", "year", "title")
_END_COLUMNS = ("id", "title_key", "year", "title_head", "title_tail")
_LOOKUP_COLUMNS = {
    "doi": ['LOWER("doi")'],  # compared regardless of case
    "arxiv": ['"arxiv"'],
    "title": ['"title_key"'],
    "end": ['"title_head"', '"title_tail"'],
}
LOOKED_UP_AT_MOST = 20_000  # values PublicationIndex keeps between documents before it forgets them
OTHERS_OF_A_TITLE = 50  # stored works of one title looked through: a title shared by more is no thesis's
SUFFIX_ROUNDS = 5  # of look-ups of suffixed keys in a batch; past them, a key is asked for on its own


NEAR_TITLE_LENGTH = TITLE_ENDS_FROM + 3  # title keys shorter than this are matched exactly only
_NO_YEAR = object()


@functools.lru_cache(maxsize=8192)  # the same stored titles are candidates batch after batch
def _numbers(tkey):
    return tuple(re.findall(r"\d+", tkey))
