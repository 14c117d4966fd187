"""Site-wide search: people, publications, news and projects.

People, news and projects (a few hundred rows at most): PostgreSQL full-text search
(ranked, stemmed, `websearch` syntax) when the database is PostgreSQL; case-insensitive
word matching elsewhere (SQLite). Publications (up to 100,000): the publication list's own
search, words of titles and authors' names through each database's word index, newest
first (publications/search.py). Each kind of result is one bounded query: the page never
grows with the lab.
"""

from django.db import connection
from django.db.models import Q, TextField
from django.db.models.functions import Cast

from people.models import Person
from publications.models import Publication

from .models import News, Project

MAX_WORDS = 10
MAX_QUERY = 200
LIMITS = {"people": 12, "publications": 20, "news": 10, "projects": 10}


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
    return queryset.annotate(rank=SearchRank(vector, query)).filter(rank__gt=0).order_by("-rank", "pk")


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
    if postgres:
        interests = Cast("research_interests", output_field=TextField())  # a JSON list, read as its text
        people = _full_text(people, phrase, "name", "position", "bio", interests)
        news = _full_text(news, phrase, "title", "body")
        projects = _full_text(projects, phrase, "title", "summary", "description")
    else:
        people = people.filter(_every_word(words, "name", "position", "bio", "research_interests"))
        news = news.filter(_every_word(words, "title", "body"))
        projects = projects.filter(_every_word(words, "title", "summary", "description"))
    return {
        "people": list(people[: LIMITS["people"] + 1]),
        "publications": list(publications[: LIMITS["publications"] + 1]),
        "news": list(news[: LIMITS["news"] + 1]),
        "projects": list(projects[: LIMITS["projects"] + 1]),
    }
