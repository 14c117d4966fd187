"""Site-wide search: people, research projects, pages, venues, publications and news.

People, news, projects and pages (a few hundred rows at most): PostgreSQL full-text search
(ranked, stemmed, `websearch` syntax) when the database is PostgreSQL; case-insensitive
word matching elsewhere (SQLite). Publications (up to 100,000): the publication list's own
search, words of titles and authors' names through each database's word index, newest
first (publications/search.py). Venues (a few hundred): by acronym, name or another spelling,
each leading to its page of papers (the list search reads titles and authors, not venues).
Each kind of result is one bounded query: the page never grows with the lab.
"""

from django.db import connection
from django.db.models import Q, TextField
from django.db.models.functions import Cast

from people.models import Person
from publications.models import Publication, Venue

from .models import News, Page, Project

MAX_WORDS = 10
MAX_QUERY = 200
LIMITS = {"people": 12, "projects": 10, "pages": 10, "venues": 6, "publications": 20, "news": 10}


def words_of(text):
    return [word[:MAX_QUERY] for word in (text or "")[:MAX_QUERY].split()[:MAX_WORDS]]


def _every_word(words, *fields):
    """Q matching rows where each word is in one of `fields` (icontains)."""
    query = Q()
    for word in words:
        any_field = Q()
        for name in fields:
            any_field |= Q(**{f"{name}__icontains": word})
        query &= any_field
    return query


def _full_text(queryset, text, *fields):
    """Rows whose `fields` match `text` in PostgreSQL's full-text search, best first."""
    from django.contrib.postgres.search import SearchQuery, SearchRank, SearchVector

    vector = SearchVector(*fields, config="english")
    query = SearchQuery(text, search_type="websearch", config="english")
    # Matched with @@, not by a rank above 0: ts_rank gives rows that do not match a tiny rank too.
    return (
        queryset.annotate(document=vector, rank=SearchRank(vector, query))
        .filter(document=query)
        .order_by("-rank", "pk")
    )


def search(text):
    """{kind: [results]} with at most LIMITS[kind] + 1 each (the extra one says "more")."""
    words = words_of(text)
    if not words:
        return {kind: [] for kind in LIMITS}
    postgres = connection.vendor == "postgresql"
    phrase = " ".join(words)
    people = Person.objects.public().only(
        "name", "slug", "position", "role", "photo_small", "research_interests", "left"
    )
    publications = Publication.objects.public().for_lists().search(phrase).newest_first()
    news = News.objects.published().only("title", "slug", "date")
    projects = Project.objects.public().only("title", "slug", "summary")
    pages = Page.objects.public().only("title", "slug", "summary")
    # A venue's name is matched word by word; an acronym ("osdi") as the whole of a word typed.
    venues = (
        Venue.objects.listed()
        .filter(_venue_words(words, phrase))
        .only("acronym", "name", "slug", "publication_count")
        .order_by("-publication_count", "acronym", "name")
    )
    if postgres:
        interests = Cast("research_interests", output_field=TextField())  # a JSON list, read as its text
        people = _full_text(people, phrase, "name", "position", "bio", interests)
        news = _full_text(news, phrase, "title", "body")
        projects = _full_text(projects, phrase, "title", "summary", "description")
        pages = _full_text(pages, phrase, "title", "summary", "body")
    else:
        people = people.filter(_every_word(words, "name", "position", "bio", "research_interests"))
        news = news.filter(_every_word(words, "title", "body"))
        projects = projects.filter(_every_word(words, "title", "summary", "description"))
        pages = pages.filter(_every_word(words, "title", "summary", "body"))
    found = {
        "people": people,
        "projects": projects,
        "pages": pages,
        "venues": venues,
        "publications": publications,
        "news": news,
    }
    return {kind: list(rows[: LIMITS[kind] + 1]) for kind, rows in found.items()}


# How each kind of result is named, for ranking; the order of LIMITS breaks ties.
_NAMES = {
    "people": lambda person: [person.name],
    "projects": lambda project: [project.title],
    "pages": lambda page: [page.title],
    "venues": lambda venue: [venue.acronym, venue.name],
    "publications": lambda publication: [publication.title],
    "news": lambda item: [item.title],
}


def ranked_kinds(text, results):
    """The kinds of `results`, the one whose best result is named most nearly as `text` first:
    named exactly, then beginning with it, then holding it; "teaching" puts the Teaching page
    first, "osdi" the venue before the papers and news that mention it."""
    wanted = " ".join(words_of(text)).casefold()

    def closeness(kind):
        best = 0
        for row in results.get(kind, [])[: LIMITS[kind]]:
            for name in _NAMES[kind](row):
                name = " ".join((name or "").split()).casefold()
                best = max(best, 3 if name == wanted else 2 if name.startswith(wanted) else 1 if wanted in name else 0)
        return best

    order = list(LIMITS)
    return sorted(order, key=lambda kind: (-closeness(kind), order.index(kind)))


def _venue_words(words, phrase):
    """Venues whose acronym is a word typed (or the whole phrase), or whose name or another spelling
    holds every word; case aside."""
    acronym = Q(acronym__iexact=phrase)
    for word in words:
        if len(word) > 1:
            acronym |= Q(acronym__iexact=word)
    return acronym | _every_word(words, "name") | _every_word(words, "aliases")
