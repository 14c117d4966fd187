"""The page cache keeps a page only under the query parameters it reads: made-up ones evict nothing."""

import pytest
from django.core.cache import caches
from django.db import connection
from django.test.utils import CaptureQueriesContext

from labsite.pagecache import ReadTrackingQueryDict
from tests.factories import make_person, make_publication

SMALL_CACHE = {
    "BACKEND": "labsite.cache.BoundedLocMemCache",
    "LOCATION": "page-cache-flood",
    "OPTIONS": {"MAX_ENTRIES": 50},
}


@pytest.fixture
def small_page_cache(settings, db):
    settings.CACHES = {"default": SMALL_CACHE}
    settings.LABSITE_PAGE_CACHE = True
    caches["default"].clear()
    yield caches["default"]
    caches["default"].clear()


def queries_for(client, url):
    with CaptureQueriesContext(connection) as captured:
        response = client.get(url)
        body = response.getvalue()
    return response, body, len(captured)


def test_a_flood_of_made_up_query_strings_does_not_evict_the_home_page(client, small_page_cache):
    make_publication(make_person("Wren Alder"), title="Quiet Queues")
    home = client.get("/").content
    for n in range(500):
        response = client.get(f"/?x={n}")
        assert response.status_code == 200
    again, body, queries = queries_for(client, "/")
    assert queries == 0 and body == home
    assert small_page_cache.entries < 10  # the flood left nothing behind


def test_a_page_with_a_parameter_it_does_not_read_is_rendered_but_not_kept(client, small_page_cache):
    make_person("Wren Alder")
    first, first_body, _ = queries_for(client, "/people/?utm_source=mail")
    again, body, queries = queries_for(client, "/people/?utm_source=mail")
    assert first.status_code == again.status_code == 200 and body == first_body
    assert queries > 0


@pytest.mark.parametrize(
    "url",
    [
        "/publications/?year=2024",
        "/publications/?view=list&group=kind",
        "/people/wren-alder/?page=1",
        "/search/?q=queues",
    ],
)
def test_a_page_is_kept_under_the_parameters_it_reads(client, small_page_cache, url):
    make_publication(make_person("Wren Alder"), title="Quiet Queues")
    _, first, first_queries = queries_for(client, url)
    _, again, queries = queries_for(client, url)
    assert first_queries > 0 and queries == 0 and again == first


def test_a_download_with_a_parameter_it_does_not_read_is_sent_whole_but_not_kept(client, small_page_cache):
    make_publication(make_person("Wren Alder"), title="Quiet Queues")
    _, first, _ = queries_for(client, "/publications.bib?x=1")
    _, again, queries = queries_for(client, "/publications.bib?x=1")
    assert b"Quiet Queues" in first and again == first and queries > 0
    _, kept, _ = queries_for(client, "/publications.bib")
    _, from_cache, queries = queries_for(client, "/publications.bib")
    assert queries == 0 and from_cache == kept


def test_only_names_asked_for_one_at_a_time_count_as_read():
    query = ReadTrackingQueryDict("page=2&q=net&tag=a&tag=b&x=1")
    query.get("page")
    query.getlist("tag")
    assert "q" in query
    copied = query.copy()  # a pagination link passes the whole query on
    copied.urlencode()
    assert bool(query) and sorted(query) == ["page", "q", "tag", "x"]
    assert query.names_read == {"page", "tag", "q"}
    assert isinstance(copied, ReadTrackingQueryDict) and copied["x"] == "1"
    list(query.items())  # every value, so every name
    assert query.names_read == {"page", "tag", "q", "x"}
