"""Entries, publication pages and downloads are made from the publication when shown: a change,
or an edited template, shows on the next request, and whole lists stream from the format writers."""

import io

import pytest
from django.core.management import call_command
from django.http import StreamingHttpResponse
from django.test import RequestFactory

from labsite import pagecache
from labsite.metadata import json_ld
from people.generate import generate_lab
from people.models import Lab
from publications.formats import PIECE_ROWS, WRITERS
from publications.metadata import scholarly_article
from publications.models import Authorship, Publication, PublicationLink, Venue
from tests.factories import make_person, make_publication, make_venue


def pages_showing(paper, member):
    """Every kind of page a publication's entry or citation appears on."""
    return [
        "/publications/",
        "/publications/?view=list",
        member.get_absolute_url(),
        paper.venue.get_absolute_url(),
        paper.get_absolute_url(),
    ]


@pytest.mark.django_db
def test_a_change_to_the_paper_its_venue_authors_links_or_a_member_shows_on_the_next_request(client):
    ada = make_person("Ada Abara")
    paper = make_publication(ada, title="Paged Kernels", venue=make_venue(), authors=["Bo Chen"])
    for url in pages_showing(paper, ada):
        html = client.get(url).content.decode()
        assert "Paged Kernels" in html and 'href="/people/ada-abara/"' in html and "Bo Chen" in html, url

    paper.title = "Paged Kernels, Revised"
    paper.save()
    venue = Venue.objects.get(slug="osdi")
    venue.name, venue.acronym = "Symposium on Renamed Systems", "SRS"
    venue.save()
    ada.slug = "ada-b-abara"
    ada.save()
    Authorship.objects.get(publication=paper, name="Bo Chen").delete()
    PublicationLink.objects.create(publication=paper, label="Code", url="/files/code.zip")
    for url in pages_showing(paper, ada):
        html = client.get(url).content.decode()
        assert "Paged Kernels, Revised" in html, url
        assert 'href="/people/ada-b-abara/"' in html and "/people/ada-abara/" not in html, url
        assert "Bo Chen" not in html, url
    assert "Symposium on Renamed Systems" in client.get(paper.get_absolute_url()).content.decode()
    assert '<span class="badge" aria-hidden="true">SRS</span>' in client.get("/publications/").content.decode()
    bibtex = client.get(f"/publications/{paper.key}.bib").getvalue().decode()
    assert "Paged Kernels, Revised" in bibtex and "code = {http://testserver/files/code.zip}" in bibtex

    ada.is_public = False
    ada.save()
    html = client.get("/publications/").content.decode()
    assert "Ada Abara" in html and "/people/ada-b-abara/" not in html


@pytest.mark.django_db
def test_a_members_page_sets_the_member_in_bold_and_other_pages_do_not(client):
    ada = make_person("Ada Abara")
    make_publication(ada, title="Bold Kernels", authors=["Bo Chen"])
    bold = '<strong class="owner"><a class="member" href="/people/ada-abara/">Ada Abara</a></strong>'
    assert bold in client.get("/people/ada-abara/").content.decode()
    assert bold not in client.get("/publications/").content.decode()
    assert '<a class="member" href="/people/ada-abara/">Ada Abara</a>' in client.get("/publications/").content.decode()


@pytest.mark.django_db
def test_renaming_the_lab_renames_the_members_affiliation_in_the_page_metadata(client):
    paper = make_publication(make_person("Ada Abara"), title="Affiliated Kernels")
    client.get(paper.get_absolute_url())
    Lab(name='Harbor "Systems" </script> Lab & Co', description="x").save()
    page = client.get(paper.get_absolute_url()).content.decode()
    request = RequestFactory().get(paper.get_absolute_url())
    fetched = Publication.objects.with_authors().get(pk=paper.pk)
    assert str(json_ld(scholarly_article(fetched, request))) in page
    assert '"name": "Harbor \\"Systems\\" \\u003C/script\\u003E Lab \\u0026 Co"' in page


@pytest.fixture
def fresh_process():
    """The templates as a new process finds them (their digest is taken once per process)."""
    pagecache.templates_digest.cache_clear()
    yield pagecache.templates_digest.cache_clear
    pagecache.templates_digest.cache_clear()


@pytest.mark.django_db
def test_an_edited_entry_template_shows_after_a_restart_wherever_entries_and_citations_appear(
    client, settings, tmp_path, fresh_process
):
    ada = make_person("Ada Abara")
    paper = make_publication(ada, title="Themed Kernels", venue=make_venue(), authors=["Bo Chen"])
    for url in pages_showing(paper, ada):
        client.get(url)  # rendered, and its fragments kept, with the shipped templates
    folder = tmp_path / "publications"
    folder.mkdir()
    (folder / "_entry.html").write_text('<div class="lab-entry">{{ publication.title }} ENTRY-OVERRIDE</div>')
    (folder / "_citation.html").write_text('<span class="lab-citation">{{ publication.title }} CITE-OVERRIDE</span>')
    settings.TEMPLATES = [{**settings.TEMPLATES[0], "DIRS": [tmp_path, *settings.TEMPLATES[0]["DIRS"]]}]
    fresh_process()  # a restart: the site's data did not change, its templates did
    for url in pages_showing(paper, ada)[:-1]:
        assert "Themed Kernels ENTRY-OVERRIDE" in client.get(url).content.decode(), url
    assert "Themed Kernels CITE-OVERRIDE" in client.get(paper.get_absolute_url()).content.decode()

    copy = tmp_path / "copy"  # the static copy is made of the same pages
    call_command("build_static", str(copy), stdout=io.StringIO())
    for url in pages_showing(paper, ada)[:-1]:
        if "?" not in url:
            assert "Themed Kernels ENTRY-OVERRIDE" in (copy / url.strip("/") / "index.html").read_text(), url
    assert "Themed Kernels CITE-OVERRIDE" in (copy / paper.get_absolute_url().strip("/") / "index.html").read_text()


@pytest.mark.django_db
def test_a_publications_page_runs_the_same_queries_whatever_its_authors_and_links(client):
    generate_lab(people=6, publications=20, seed=5)
    papers = list(Publication.objects.public().order_by("pk")[:2])
    PublicationLink.objects.bulk_create(
        PublicationLink(publication=papers[1], label=f"Link {n}", url=f"https://example.org/{n}") for n in range(5)
    )
    Authorship.objects.bulk_create(
        Authorship(publication=papers[1], position=50 + n, name=f"Extra Author {n}") for n in range(12)
    )
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    counts = []
    for paper in papers:
        client.get(paper.get_absolute_url())  # the lab and the menu are read once per change of the site
        with CaptureQueriesContext(connection) as queries:
            assert client.get(paper.get_absolute_url()).status_code == 200
        counts.append(len(queries))
    assert counts[0] == counts[1] <= 3


@pytest.mark.django_db
@pytest.mark.parametrize("fmt", ["bib", "json", "ris", "csv"])
def test_a_streamed_export_is_the_text_the_writers_make(client, fmt, monkeypatch):
    from publications import formats

    monkeypatch.setattr(formats, "CHUNK_ROWS", 7)  # rows read a few at a time: the chunks' seams are crossed
    generate_lab(people=6, publications=2 * PIECE_ROWS + 10, seed=5)
    request = RequestFactory().get(f"/publications.{fmt}")
    publications = list(Publication.objects.public().with_authors())
    response = client.get(f"/publications.{fmt}")
    assert isinstance(response, StreamingHttpResponse)
    pieces = list(response.streaming_content)
    assert len(pieces) >= 3  # sent a batch of rows at a time, never made whole first
    assert b"".join(pieces).decode() == WRITERS[fmt](publications, request)


@pytest.mark.django_db
@pytest.mark.parametrize("fmt", ["bib", "json", "ris", "csv"])
def test_an_empty_list_exports_as_an_empty_file_of_its_format(client, fmt):
    request = RequestFactory().get("/publications.bib")
    assert client.get(f"/publications.{fmt}", {"year": 1990}).getvalue().decode() == WRITERS[fmt]([], request)


def test_no_publication_keeps_a_rendered_text():
    assert not [field.name for field in Publication._meta.get_fields() if field.name.startswith("stored_")]


@pytest.mark.django_db
@pytest.mark.parametrize("where", ["/publications/", "/publications/?view=list", "member"])
def test_a_page_whose_entries_are_kept_reads_no_authors_yet_prints_the_same(client, where):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    ada = make_person("Ada Abara")
    paper = make_publication(ada, title="Kept Kernels", authors=["Bo Chen"])
    Authorship.objects.filter(publication=paper).update(equal_contribution=True)
    make_publication(ada, title="Other Kernels", authors=["Cy Dunn"])
    url = ada.get_absolute_url() if where == "member" else where

    def served():
        with CaptureQueriesContext(connection) as queries:
            html = client.get(url).content.decode()
        return html, [query["sql"] for query in queries]

    client.get(url)  # the lab and the menu are read once per change of the site
    pagecache.bump()
    fresh, fresh_queries = served()
    kept, kept_queries = served()

    def legend(html):  # below the list, after its entries
        return "Equal contribution" in html.split('<ol class="pub-list">')[-1].split("</ol>")[-1]

    assert kept == fresh
    assert legend(kept) and "Cy Dunn" in kept
    assert any("authorship" in sql.lower() and "equal_contribution" in sql.lower() for sql in fresh_queries)
    assert len(kept_queries) < len(fresh_queries)
    assert not any("equal_contribution" in sql.lower() for sql in kept_queries)  # the legend is kept with them

    Authorship.objects.filter(publication=paper).update(equal_contribution=False)
    pagecache.bump()  # as any save does: the entries and the legend are worked out again
    assert not legend(served()[0])


@pytest.mark.django_db
def test_each_page_of_a_members_papers_is_kept_apart(client):
    from people.views import MEMBER_PAGE_SIZE

    ada = make_person("Ada Abara")
    for year in range(1950, 1950 + MEMBER_PAGE_SIZE + 1):
        make_publication(ada, title=f"Kernels of {year}", year=year)
    url = ada.get_absolute_url()

    first = client.get(url).content.decode()
    second = client.get(url + "?page=2").content.decode()

    assert "Kernels of 2000" in first and "Kernels of 1950" not in first
    assert "Kernels of 1950" in second and "Kernels of 2000" not in second
    assert client.get(url).content.decode() == first  # as kept
