"""Query counts of the exports, feeds and new pages do not grow with the lab (and public pages stay ≤ 15)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from labsite import pagecache
from people.generate import generate_lab
from publications.models import Publication, Venue
from tests.factories import make_publication

from .exports_helpers import grow_lab, make_special_publication

PUBLIC_PAGE_LIMIT = 15


def urls_for(person, publication):
    slug, key = person.slug, publication.key
    urls = []
    for fmt in ("bib", "json", "ris", "csv"):
        urls += [
            f"/publications.{fmt}",
            f"/publications/?format={fmt}&year=2024",
            f"/publications/?format={fmt}&member={slug}",
            f"/venues/osdi.{fmt}",
            f"/people/{slug}/publications.{fmt}",
        ]
    urls += [f"/publications/{key}.{fmt}" for fmt in ("bib", "json", "ris")]
    urls += [
        "/",
        "/publications/",
        "/publications/?view=list",
        "/publications/?view=list&group=kind",
        f"/publications/?view=list&member={slug}",
        "/venues/osdi/",
        "/venues/osdi/?view=list",
        f"/publications/{key}/",
        f"/people/{slug}/",
        f"/people/{slug}.json",
        f"/people/{slug}/cv/",
        "/publications.atom",
        f"/people/{slug}/publications.atom",
        "/venues/osdi.atom",
        "/sitemap.xml",
        "/sitemap-pages.xml",
        "/sitemap-people.xml",
        "/sitemap-publications.xml",
        "/sitemap-venues.xml",
        "/robots.txt",
    ]
    return urls


def query_counts(client, urls):
    """The queries of each page just after a change of the site (nothing kept: the most a page runs)."""
    counts = {}
    for url in urls:
        pagecache.bump()
        with CaptureQueriesContext(connection) as queries:
            response = client.get(url)
            response.getvalue()  # a streamed download runs its queries as it is read
        assert response.status_code == 200, url
        counts[url] = len(queries)
    return counts


@pytest.mark.django_db
def test_query_counts_stay_fixed_as_the_lab_grows(
    client, django_assert_max_num_queries, django_capture_on_commit_callbacks, monkeypatch
):
    from publications import formats

    monkeypatch.setattr(formats, "CHUNK_ROWS", 7)  # a download reads its rows in many chunks: still one query
    # The saves' on-commit work runs, as on a running site.
    with django_capture_on_commit_callbacks(execute=True):
        persons, _count, _users = generate_lab(people=5, publications=12, seed=21)
        member = persons[1]
        publication = make_special_publication(member)
        make_publication(member, title="Something at OSDI", venue=Venue.objects.get(slug="osdi"), authors=["Bo Chen"])
    urls = urls_for(member, publication)

    small = query_counts(client, urls)
    for url in urls:
        with django_assert_max_num_queries(PUBLIC_PAGE_LIMIT, info=url):
            client.get(url).getvalue()

    with django_capture_on_commit_callbacks(execute=True):
        people, publications = grow_lab(people=25, publications=150, member=member)
    assert publications > 150 and Publication.objects.public().by_member(member).count() > 150
    large = query_counts(client, urls)
    for url in urls:
        with django_assert_max_num_queries(PUBLIC_PAGE_LIMIT, info=url):
            client.get(url).getvalue()

    grew = {url: (small[url], large[url]) for url in urls if small[url] != large[url]}
    assert not grew, f"query counts changed with the size of the lab: {grew}"
