"""The page cache: anonymous visitors get cached pages, never one older than the last change."""

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from people.models import Person
from publications.models import Publication
from tests.factories import make_person, make_publication, make_venue


@pytest.fixture
def page_cache(settings, db):
    settings.LABSITE_PAGE_CACHE = True
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def paper(db):
    ada = make_person("Cleo Cato")
    return make_publication(ada, title="Fast Kernels for Slow Disks", venue=make_venue())


def queries_for(client, url, **headers):
    """(response, body, number of queries), a streamed body read within the count."""
    with CaptureQueriesContext(connection) as captured:
        response = client.get(url, **headers)
        body = response.getvalue()
    return response, body, len(captured)


PAGES = ["/", "/people/", "/people/cleo-cato/", "/publications/", "/publications/?view=list", "/venues/osdi/"]


@pytest.mark.parametrize("url", [*PAGES, "/publications.bib", "/publications.atom", "/sitemap.xml"])
def test_an_anonymous_visitor_gets_the_second_visit_from_the_cache(client, page_cache, paper, url):
    first, first_body, first_queries = queries_for(client, url)
    again, body, queries = queries_for(client, url)
    assert first.status_code == again.status_code == 200
    assert first_queries > 0 and queries == 0
    assert body == first_body
    assert again["Cache-Control"] == "public, max-age=60"
    assert again["Content-Type"] == first["Content-Type"]


@pytest.mark.parametrize("url", PAGES)
def test_a_saved_change_shows_at_once(client, page_cache, paper, url):
    client.get(url)
    paper.title = "Faster Kernels for Slower Disks"
    paper.save()
    ada = Person.objects.get(slug="cleo-cato")
    ada.name = "Cleo B. Cato"
    ada.save()
    html = client.get(url).content.decode()
    assert "Fast Kernels for Slow Disks" not in html
    if "publications" in url or url == "/people/cleo-cato/":
        assert "Faster Kernels for Slower Disks" in html
    assert "Cleo B. Cato" in html


def test_a_deleted_publication_leaves_the_cached_pages_and_exports(client, page_cache, paper):
    assert "Fast Kernels" in client.get("/publications/").content.decode()
    assert "Fast Kernels" in client.get("/publications.bib").getvalue().decode()
    Publication.objects.get(pk=paper.pk).delete()
    assert "Fast Kernels" not in client.get("/publications/").content.decode()
    assert "Fast Kernels" not in client.get("/publications.bib").getvalue().decode()


def test_a_bulk_write_that_bumps_the_version_is_seen(client, page_cache, paper):
    from labsite.pagecache import bump

    client.get("/publications/")
    Publication.objects.filter(pk=paper.pk).update(title="Renamed In Bulk")  # sends no signal
    bump()  # what generate_lab and the importer do after writing in bulk
    assert "Renamed In Bulk" in client.get("/publications/").content.decode()


def test_a_logged_in_member_sees_fresh_private_pages(client, page_cache, paper, member):
    client.get("/publications/")  # cached for anonymous visitors
    client.force_login(member.user)
    response, _body, queries = queries_for(client, "/publications/")
    assert queries > 0
    assert response["Cache-Control"] == "private, no-cache"


def test_the_admin_is_never_cached(client, page_cache, lab_admin):
    client.force_login(lab_admin)
    client.get("/admin/")
    client.logout()
    response = client.get("/admin/")
    assert response.status_code == 302  # the login page, not a cached admin


def test_conditional_get_answers_304_until_something_changes(client, page_cache, paper):
    first = client.get("/publications/")
    etag, last_modified = first["ETag"], first["Last-Modified"]
    assert etag and last_modified
    assert client.get("/publications/", HTTP_IF_NONE_MATCH=etag).status_code == 304
    assert client.get("/publications/", HTTP_IF_MODIFIED_SINCE=last_modified).status_code == 304
    paper.title = "A New Title"
    paper.save()
    after = client.get("/publications/", HTTP_IF_NONE_MATCH=etag)
    assert after.status_code == 200 and "A New Title" in after.content.decode()
    assert after["ETag"] != etag


def test_different_addresses_are_different_pages(client, page_cache, paper):
    make_publication(title="Another Paper From 2019", year=2019)
    assert "Fast Kernels" in client.get("/publications/?year=2024").content.decode()
    assert "Fast Kernels" not in client.get("/publications/?year=2019").content.decode()
    assert "Another Paper" not in client.get("/publications/?year=2024").content.decode()


def test_error_pages_are_not_kept(client, page_cache, paper):
    assert client.get("/publications/nope/").status_code == 404
    make_publication(title="Now It Exists", key="nope")
    assert client.get("/publications/nope/").status_code == 200


def test_an_import_shows_at_once_in_lists_and_downloads(
    client, page_cache, paper, tmp_path, django_capture_on_commit_callbacks
):
    from importer.services import import_documents

    client.get("/publications/")
    client.get("/venues/")
    bib = tmp_path / "new.bib"
    bib.write_text(
        "@inproceedings{zed2025, title={Imported Through BibTeX}, author={Zed Zimmer and Cleo Cato},"
        " booktitle={USENIX Symposium on Operating Systems Design and Implementation (OSDI)}, year={2025}}\n"
    )
    with django_capture_on_commit_callbacks(execute=True):
        report = import_documents([bib])
    assert report.files[0].status != "failed"
    assert "Imported Through BibTeX" in client.get("/publications/").content.decode()
    assert "Imported Through BibTeX" in client.get("/publications.bib").getvalue().decode()
    venue = client.get("/venues/").context["venues"]
    assert [v.publication_count for v in venue if v.slug == "osdi"] == [2]
