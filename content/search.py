"""Site search: one ranked list of people, venues, pages, research projects, publications and news.

Bounded: each kind is read by one query of at most CAPS[kind] + 1 rows (the extra row only says
"more") BEFORE the kinds are merged, so the page runs the same few queries, and ranks at most
sum(CAPS) hits in Python, whether the lab has ten publications or 100,000. A kind with more
matches says so ("Publications (20+)"); the publication list shows every matching paper.

What each kind finds:
- people, news, projects and pages (a few hundred rows at most): PostgreSQL full-text search
  (stemmed, `websearch` syntax, ts_rank) when the database is PostgreSQL; every typed word in
  one of the fields, case aside, elsewhere (SQLite). Within the cap, rows named as typed come first.
- venues: a typed word is the acronym ("osdi"), or every word is in the name or another spelling.
  A venue's hit leads to its page of papers (publications search titles and authors, not venues).
- publications: the publication list's own search (words of titles and authors' names, through
  each database's word index, publications/search.py), the newest CAPS["publications"] ranked
  here; the publication list, one link away, has every match.

Ranked by one rule for every kind (`score`), so that a person, a venue and a news item compare:
a name or title the same as the text typed, then one beginning with it, then one whose words
begin with every word typed, then with some of them; a hit found in its text only comes last.
How well the text matches orders hits within their band: PostgreSQL's ts_rank for the kinds it
searches, otherwise the share of typed words that begin a word of the text.
"""

import datetime
import re
import unicodedata
from dataclasses import dataclass, field

from django.db import connection
from django.db.models import Case, IntegerField, Q, TextField, Value, When
from django.db.models.functions import Cast

from people.models import Person
from publications.models import Publication, Venue

from .models import News, Page, Project

MAX_WORDS = 10
MAX_QUERY = 200
PER_PAGE = 20
SNIPPET_CHARACTERS = 180
AUTHORS_SHOWN = 4


@dataclass(frozen=True)
class Kind:
    label: str  # one hit's kind, as a visitor reads it
    plural: str  # the filter link's name
    cap: int  # rows read at most (one more says "more")


# In the order that breaks ties between hits of equal score.
KINDS = {
    "people": Kind("Person", "People", 12),
    "venues": Kind("Venue", "Venues", 6),
    "pages": Kind("Page", "Pages", 10),
    "projects": Kind("Project", "Research", 10),
    "publications": Kind("Publication", "Publications", 20),
    "news": Kind("News", "News", 10),
}
CAPS = {name: kind.cap for name, kind in KINDS.items()}

# A hit's score (`score`): its band, plus up to CLOSENESS for how nearly its name is what was typed
# and up to TEXT for how well its text matches. Bands lie further apart than the two together:
# a closer match orders hits within a band and never lifts one into the band above.
NAMED_EXACTLY = 100
NAMED_FROM_START = 80
EVERY_WORD_IN_NAME = 60
SOME_WORDS_IN_NAME = 40
TEXT_ONLY = 20
CLOSENESS = 10
TEXT = 5

TERM = re.compile(r"[^\W_]+")
MARKDOWN_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
MARKDOWN_BLOCKS = re.compile(r"^\s*(?:#+|>+|[-+*]\s|\d+\.\s)|\|", flags=re.M)  # headings, quotes, lists, tables
MARKDOWN_INLINE = re.compile(r"[*`~]+|(?<!\w)_+|_+(?!\w)")  # emphasis and code, not a snake_case name


@dataclass(frozen=True)
class Hit:
    kind: str  # a key of KINDS
    title: str
    url: str
    snippet: str = ""
    date: datetime.date | None = None
    score: float = 0.0

    @property
    def label(self):
        return KINDS[self.kind].label


@dataclass
class Found:
    """The hits, best first; per kind, how many were found (at most its cap) and whether there are more."""

    hits: list = field(default_factory=list)
    counts: dict = field(default_factory=dict)
    more: dict = field(default_factory=dict)

    def of_kind(self, kind):
        return [hit for hit in self.hits if hit.kind == kind] if kind in KINDS else self.hits

    @property
    def total(self):
        return len(self.hits)

    @property
    def any_more(self):
        return any(self.more.values())

    @property
    def facets(self):
        """(key, plural name, count, more?) of each kind that found something, in the order of KINDS."""
        return [
            (name, kind.plural, self.counts[name], self.more[name])
            for name, kind in KINDS.items()
            if self.counts.get(name)
        ]


def words_of(text):
    return [word[:MAX_QUERY] for word in (text or "")[:MAX_QUERY].split()[:MAX_WORDS]]


def _folded(text):
    """Text compared case and accents aside: "Müller" and "muller" are the same."""
    decomposed = unicodedata.normalize("NFKD", (text or "").casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _terms(text):
    return TERM.findall(_folded(text))


def score(typed, names, text_match):
    """The one ranking rule: how well a hit called `names` (a person's name and other spellings; a
    venue's acronym, name and other spellings; a title) matches the text `typed`.

    `text_match` (0 to 1) is how well the hit's text as a whole matches: ts_rank on PostgreSQL,
    `word_match` elsewhere.
    """
    wanted = _terms(typed)
    if not wanted:
        return 0.0
    phrase = " ".join(wanted)
    best = TEXT_ONLY + text_match * (CLOSENESS + TEXT)
    for name in names:
        said = _terms(name)
        if not said:
            continue
        spoken = " ".join(said)
        begun = sum(any(word.startswith(term) for word in said) for term in wanted)
        if spoken == phrase:
            band, closeness = NAMED_EXACTLY, 1.0
        elif spoken.startswith(phrase):
            band, closeness = NAMED_FROM_START, len(wanted) / len(said)
        elif begun == len(wanted):
            band, closeness = EVERY_WORD_IN_NAME, min(1.0, len(wanted) / len(said))
        elif begun:
            band, closeness = SOME_WORDS_IN_NAME, begun / len(wanted)
        else:
            continue
        # Closer names first (fewer words beside the typed ones); the text's match breaks ties.
        best = max(best, band + closeness * CLOSENESS + text_match * TEXT)
    return round(best, 3)


def word_match(typed, *texts):
    """0 to 1: the share of typed words that begin a word of `texts` (SQLite's stand-in for ts_rank)."""
    wanted = set(_terms(typed))
    if not wanted:
        return 0.0
    said = set(_terms(" ".join(text for text in texts if text)))
    return sum(any(word.startswith(term) for word in said) for term in wanted) / len(wanted)


def plain(markdown):
    """Markdown as the words a reader sees: link text kept, marks and line breaks dropped."""
    text = MARKDOWN_LINK.sub(r"\1", markdown or "")
    return " ".join(MARKDOWN_INLINE.sub("", MARKDOWN_BLOCKS.sub(" ", text)).split())


def snippet(typed, *texts):
    """A short piece of the first of `texts` that holds a typed word, around that word; else the
    beginning of the first text that has any."""
    wanted = _terms(typed)
    readable = [plain(text) for text in texts if text and text.strip()]
    for text in readable:
        folded = _folded(text)
        # _folded keeps one character per character of plain text, except decomposed accents:
        # find the word in the folded text, cut the original at the same place when lengths agree.
        at = min((folded.find(term) for term in wanted if term in folded), default=-1)
        if at >= 0 and len(folded) == len(text):
            return _cut(text, at)
    return _cut(readable[0], 0) if readable else ""


def _cut(text, at):
    start = max(0, at - SNIPPET_CHARACTERS // 3)
    if start:
        space = text.find(" ", start)
        start = space + 1 if 0 <= space < at else start
    end = start + SNIPPET_CHARACTERS
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > at else end
    piece = text[start:end].strip()
    return ("…" if start else "") + piece + ("…" if end < len(text) else "")


def _every_word(words, *fields):
    """Q matching rows where each word is in one of `fields` (icontains)."""
    query = Q()
    for word in words:
        any_field = Q()
        for name in fields:
            any_field |= Q(**{f"{name}__icontains": word})
        query &= any_field
    return query


def _named_first(name_field, phrase):
    """An order putting rows named as typed first, so that the cap never drops them."""
    return Case(
        When(**{f"{name_field}__iexact": phrase}, then=Value(3)),
        When(**{f"{name_field}__istartswith": phrase}, then=Value(2)),
        When(**{f"{name_field}__icontains": phrase}, then=Value(1)),
        default=Value(0),
        output_field=IntegerField(),
    )


def _matching(queryset, words, name_field, weighted):
    """Rows of `queryset` holding the words, named-as-typed first, then best matching; each with a
    `text_match` (0 to 1) on PostgreSQL. `weighted`: {field: its weight in the rank, "A" to "D"}."""
    phrase = " ".join(words)
    named = _named_first(name_field, phrase)
    if connection.vendor != "postgresql":
        return queryset.filter(_every_word(words, *weighted)).annotate(named=named).order_by("-named")
    from django.contrib.postgres.search import SearchQuery, SearchRank, SearchVector

    vector = None
    for column, weight in weighted.items():
        # As text: a list field (other names, research interests) is JSON, read as its text.
        part = SearchVector(Cast(column, output_field=TextField()), weight=weight, config="english")
        vector = part if vector is None else vector + part
    query = SearchQuery(phrase, search_type="websearch", config="english")
    # Matched with @@, not by a rank above 0 (ts_rank gives rows that do not match a tiny rank);
    # normalization 32 scales the rank to 0-1 (rank / (rank + 1)).
    return (
        queryset.annotate(document=vector, named=named, text_match=SearchRank(vector, query, normalization=32))
        .filter(document=query)
        .order_by("-named", "-text_match")
    )


def _people(text, words):
    rows = Person.objects.public().only("name", "slug", "alt_names", "position", "role", "research_interests", "bio")
    weighted = {"name": "A", "alt_names": "A", "position": "B", "research_interests": "B", "bio": "C"}
    for person in _matching(rows, words, "name", weighted)[: CAPS["people"] + 1]:
        interests = ", ".join(person.research_interests[:3])
        about = " · ".join(part for part in (person.position or person.get_role_display(), interests) if part)
        # A person is also named by each word of their name: "Okonkwo" names Ngozi Okonkwo as exactly as
        # "Ngozi Okonkwo" does, above a news item or a paper that mentions her.
        names = [person.name, *person.alt_names, *person.name.split()]
        ranked = score(text, names, _text_match(person, text, about, person.bio))
        # Found by name: who they are; found in their text: where.
        said = about if ranked >= SOME_WORDS_IN_NAME else snippet(text, about, person.bio)
        yield Hit("people", person.name, person.get_absolute_url(), said, score=ranked)


def _titled(kind, rows, text, words, summary, body):
    """Hits of a kind named by its title, with a summary and a body (free pages, projects)."""
    weighted = {"title": "A", summary: "B", body: "C"}
    for row in _matching(rows, words, "title", weighted)[: CAPS[kind] + 1]:
        said = (getattr(row, summary), getattr(row, body))
        yield Hit(
            kind,
            row.title,
            row.get_absolute_url(),
            snippet(text, *said),
            score=score(text, [row.title], _text_match(row, text, row.title, *said)),
        )


def _pages(text, words):
    rows = Page.objects.public().only("title", "slug", "summary", "body")
    return _titled("pages", rows, text, words, "summary", "body")


def _projects(text, words):
    rows = Project.objects.public().only("title", "slug", "summary", "description")
    return _titled("projects", rows, text, words, "summary", "description")


def _news(text, words):
    rows = News.objects.published().only("title", "slug", "date", "body")
    for item in _matching(rows, words, "title", {"title": "A", "body": "C"})[: CAPS["news"] + 1]:
        yield Hit(
            "news",
            item.title,
            item.get_absolute_url(),
            snippet(text, item.body),
            date=item.date,
            score=score(text, [item.title], _text_match(item, text, item.title, item.body)),
        )


def _text_match(row, text, *texts):
    """ts_rank where PostgreSQL searched the row; the share of typed words found elsewhere."""
    rank = getattr(row, "text_match", None)
    return float(rank) if rank is not None else word_match(text, *texts)


def _venues(text, words):
    phrase = " ".join(words)
    # An acronym ("osdi") matches the whole of a word typed; a name word by word.
    acronym = Q(acronym__iexact=phrase)
    for word in words:
        if len(word) > 1:
            acronym |= Q(acronym__iexact=word)
    rows = (
        Venue.objects.listed()
        .filter(acronym | _every_word(words, "name") | _every_word(words, "aliases"))
        .annotate(named=Case(When(acronym, then=Value(1)), default=Value(0), output_field=IntegerField()))
        .only("acronym", "name", "slug", "aliases", "publication_count")
        .order_by("-named", "-publication_count", "acronym", "name")
    )
    for venue in rows[: CAPS["venues"] + 1]:
        count = venue.publication_count
        papers = f"{count} publication{'' if count == 1 else 's'}"
        names = [venue.acronym, venue.name, *venue.aliases]
        yield Hit(
            "venues",
            venue.label,
            venue.get_absolute_url(),
            " · ".join(part for part in (venue.name if venue.acronym else "", papers) if part),
            score=score(text, names, word_match(text, *names)),
        )


def _publications(text, words):
    phrase = " ".join(words)
    found = Publication.objects.public().search(phrase).newest_first()[: CAPS["publications"] + 1]
    for row in found.printed_rows("key", "title", "year"):
        authors = [name for name, _equal in row["authors"]]
        shown = ", ".join(authors[:AUTHORS_SHOWN]) + (", et al." if len(authors) > AUTHORS_SHOWN else "")
        where = " ".join(str(part) for part in (row["venue_label"], row["year"]) if part)
        yield Hit(
            "publications",
            row["title"],
            Publication(key=row["key"]).get_absolute_url(),
            " · ".join(part for part in (shown, where) if part),
            score=score(text, [row["title"]], word_match(text, row["title"], *authors)),
        )


FINDERS = {
    "people": _people,
    "venues": _venues,
    "pages": _pages,
    "projects": _projects,
    "publications": _publications,
    "news": _news,
}


def search(text):
    """Found: every kind's hits (at most its cap), ranked by `score` into one list, best first."""
    words = words_of(text)
    found = Found(counts=dict.fromkeys(KINDS, 0), more=dict.fromkeys(KINDS, False))
    if not words:
        return found
    phrase = " ".join(words)
    for kind, finder in FINDERS.items():
        hits = list(finder(phrase, words))
        found.counts[kind] = min(len(hits), CAPS[kind])
        found.more[kind] = len(hits) > CAPS[kind]
        found.hits.extend(hits[: CAPS[kind]])
    # A stable sort: equal scores keep the order of KINDS, then each kind's own order.
    found.hits.sort(key=lambda hit: -hit.score)
    return found
