"""The per-process cache holds a bounded number of bytes, whatever it is asked to keep."""

import uuid

import pytest
from django.test import override_settings

from labsite import pagecache
from labsite.cache import LARGEST_SHARE, BoundedLocMemCache
from labsite.services import ServiceURLError, cache_config
from tests.factories import make_publication


def bounded(max_bytes):
    return BoundedLocMemCache(f"test-{uuid.uuid4()}", {"OPTIONS": {"MAX_BYTES": max_bytes, "MAX_ENTRIES": 1000}})


def test_the_least_recently_used_values_go_when_the_bytes_run_out():
    cache = bounded(80_000)
    for n in range(40):
        cache.set(f"page-{n}", b"x" * 5_000)
        cache.get("page-0")  # read on every request: stays
    assert cache.size <= 80_000
    assert cache.get("page-0") is not None
    assert cache.get("page-39") is not None
    assert cache.get("page-1") is None


def test_a_value_too_large_for_its_share_is_not_kept_and_does_not_leave_an_older_one():
    cache = bounded(80_000)
    cache.set("download", b"small")
    cache.set("download", b"x" * 20_001)  # over a quarter of the budget
    assert cache.get("download") is None
    assert cache.size == 0


def test_deleting_and_clearing_give_the_bytes_back():
    cache = bounded(80_000)
    cache.set("a", b"x" * 1_000)
    cache.set("b", b"x" * 1_000)
    cache.delete("a")
    assert 1_000 < cache.size < 1_200
    cache.clear()
    assert cache.size == 0


def test_the_bound_is_set_in_the_cache_url():
    assert cache_config("")["OPTIONS"]["MAX_BYTES"] == 16 * 1024 * 1024
    assert cache_config("locmem://?max_mb=64")["OPTIONS"]["MAX_BYTES"] == 64 * 1024 * 1024
    with pytest.raises(ServiceURLError, match=r"CACHE_URL='locmem://\?max_mb=lots'.*max_mb"):
        cache_config("locmem://?max_mb=lots")


@pytest.mark.django_db
def test_a_page_is_kept_but_a_download_over_the_share_is_sent_every_time_and_never_kept(client, settings):
    name = f"pages-{uuid.uuid4()}"
    settings.CACHES = {
        "default": settings.CACHES["default"],
        "pages": {"BACKEND": "labsite.cache.BoundedLocMemCache", "LOCATION": name, "OPTIONS": {"MAX_BYTES": 400_000}},
    }
    for n in range(40):
        make_publication(title=f"A Rather Long Title About Caching Things Number {n} " * 3, abstract="words " * 500)
    with override_settings(PAGE_CACHE_ALIAS="pages", LABSITE_PAGE_CACHE=True):
        pages = pagecache._cache()
        first = client.get("/publications/")
        assert first.status_code == 200
        kept = pages.size
        assert kept > 0
        download = client.get("/publications.bib")
        body = b"".join(download.streaming_content)
        assert len(body) > 400_000 // LARGEST_SHARE  # a download larger than its share ...
        assert pages.size == kept  # ... is sent whole but not kept
        assert client.get("/publications.bib").status_code == 200
        assert client.get("/publications/").content == first.content
