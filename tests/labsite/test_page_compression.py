"""Compressed pages: kept pages go out gzip- or brotli-compressed; nothing with a secret in it does."""

import gzip

import brotli
import pytest
from django.core.cache import cache
from django.http import HttpResponse
from django.middleware.csrf import get_token
from django.urls import include, path

from labsite.compression import accepted, compressible, encodings
from tests.factories import make_person, make_publication, make_venue

FILLER = "<p>Fast kernels for slow disks.</p>\n" * 100


def form_page(request):
    """A page with a form token in it, as a login or contact form would have."""
    return HttpResponse(f'<form method="post"><input name="csrfmiddlewaretoken" value="{get_token(request)}">{FILLER}')


urlpatterns = [path("form/", form_page), path("", include("labsite.urls"))]


@pytest.fixture
def page_cache(settings, db):
    settings.LABSITE_PAGE_CACHE = True
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def papers(db):
    cleo = make_person("Cleo Cato")
    venue = make_venue()
    for number in range(12):
        make_publication(cleo, title=f"Fast Kernels for Slow Disks, part {number}", venue=venue)


@pytest.mark.parametrize("url", ["/publications/", "/publications.atom", "/publications.bib"])
@pytest.mark.parametrize("coding, decompress", [("gzip", gzip.decompress), ("br", brotli.decompress)])
def test_an_anonymous_page_is_sent_compressed_from_the_cache(client, page_cache, papers, url, coding, decompress):
    plain = client.get(url)
    plain_body = plain.getvalue()
    assert "Content-Encoding" not in plain
    again = client.get(url, HTTP_ACCEPT_ENCODING=f"{coding}, deflate")
    assert again["Content-Encoding"] == coding
    assert decompress(again.content) == plain_body
    assert int(again["Content-Length"]) == len(again.content) < len(plain_body)
    assert "Accept-Encoding" in again["Vary"]
    assert again["Cache-Control"].startswith("public")


def test_the_first_visit_is_compressed_too_and_each_coding_has_its_own_etag(client, page_cache, papers):
    first = client.get("/publications/", HTTP_ACCEPT_ENCODING="gzip, br")
    assert first["Content-Encoding"] == "br"
    assert "Accept-Encoding" in first["Vary"]
    plain = client.get("/publications/")
    zipped = client.get("/publications/", HTTP_ACCEPT_ENCODING="gzip")
    assert len({first["ETag"], plain["ETag"], zipped["ETag"]}) == 3
    assert "Accept-Encoding" in plain["Vary"]
    not_modified = client.get("/publications/", HTTP_ACCEPT_ENCODING="gzip", HTTP_IF_NONE_MATCH=zipped["ETag"])
    assert not_modified.status_code == 304
    # The plain page's tag does not stand for the compressed copy.
    assert (
        client.get("/publications/", HTTP_ACCEPT_ENCODING="gzip", HTTP_IF_NONE_MATCH=plain["ETag"]).status_code == 200
    )


@pytest.mark.urls(__name__)
def test_a_page_with_a_form_token_is_never_compressed(client, page_cache, db):
    for _visit in range(2):
        response = client.get("/form/", HTTP_ACCEPT_ENCODING="gzip, br")
        assert response.status_code == 200
        assert "Content-Encoding" not in response
        assert b"csrfmiddlewaretoken" in response.content


def test_the_login_page_is_never_compressed(client, page_cache, db):
    response = client.get("/admin/login/", HTTP_ACCEPT_ENCODING="gzip, br")
    assert response.status_code == 200
    assert b"csrfmiddlewaretoken" in response.content
    assert "Content-Encoding" not in response


def test_a_logged_in_visitor_is_never_sent_a_compressed_page(client, page_cache, papers, member):
    client.get("/publications/", HTTP_ACCEPT_ENCODING="gzip")  # kept, compressed, for anonymous visitors
    client.force_login(member.user)
    response = client.get("/publications/", HTTP_ACCEPT_ENCODING="gzip, br")
    assert "Content-Encoding" not in response
    assert b"Fast Kernels for Slow Disks" in response.content
    assert response["Cache-Control"] == "private, no-cache"


@pytest.mark.parametrize(
    "header, expected",
    [
        ("gzip, deflate, br", "br"),
        ("gzip", "gzip"),
        ("br;q=0, gzip", "gzip"),
        ("gzip;q=0", None),
        ("*", "br"),
        ("*, br;q=0", "gzip"),
        ("identity", None),
        ("", None),
        ("gzip;q=nonsense", None),
    ],
)
def test_the_coding_a_browser_accepts(header, expected):
    assert accepted(header, {"br": b"", "gzip": b""}) == expected


def test_only_text_worth_compressing_is_compressed():
    body = FILLER.encode()
    assert set(encodings(body, "text/html; charset=utf-8")) == {"gzip", "br"}
    assert encodings(body, "image/png") == {}
    assert encodings(b"<p>short</p>", "text/html") == {}
    assert compressible("application/x-bibtex; charset=utf-8")
    assert compressible("application/vnd.citationstyles.csl+json")
    assert compressible("application/atom+xml")
    assert not compressible("application/pdf")
