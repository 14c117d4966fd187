"""A publication's page prints the text stored with it (formats/stored.py), the same as made afresh."""

import pytest
from django.test import RequestFactory

from labsite.metadata import json_ld
from people.generate import generate_lab
from people.models import Lab
from publications.metadata import scholarly_article
from publications.models import Publication, Venue
from tests.factories import make_person, make_publication, make_venue


def stored_page(publication):
    return Publication.objects.values_list("stored_page", flat=True).get(pk=publication.pk)


@pytest.mark.django_db
def test_a_publications_page_from_its_stored_text_is_the_page_made_afresh(client):
    generate_lab(people=6, publications=30, seed=5)  # stores every publication's text
    papers = list(Publication.objects.public().order_by("pk"))
    assert all(stored_page(paper) for paper in papers)
    from_stored = {paper.key: client.get(paper.get_absolute_url()).content for paper in papers}
    Publication.objects.update(stored_page="")
    for paper in papers:
        assert client.get(paper.get_absolute_url()).content == from_stored[paper.key]


@pytest.mark.django_db
def test_the_page_prints_the_stored_text(client):
    generate_lab(people=6, publications=10, seed=5)
    paper = Publication.objects.public().order_by("pk").first()
    meta, article = stored_page(paper).split("\x1f")
    Publication.objects.filter(pk=paper.pk).update(stored_page=meta + "\x1f<p>STORED-MARK</p>")
    html = client.get(paper.get_absolute_url()).content.decode()
    assert "<p>STORED-MARK</p>" in html and "<article" not in html


@pytest.mark.django_db
def test_a_change_to_the_paper_its_venue_or_a_linked_member_shows_on_its_next_page(
    client, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        ada = make_person("Ada Abara")
        paper = make_publication(ada, title="Paged Kernels", venue=make_venue(), authors=["Bo Chen"])
    page = client.get(paper.get_absolute_url()).content.decode()
    assert "<h1>Paged Kernels</h1>" in page and 'href="/people/ada-abara/"' in page
    with django_capture_on_commit_callbacks(execute=True):
        paper.title = "Paged Kernels, Revised"
        paper.save()
        venue = Venue.objects.get(slug="osdi")
        venue.name = "Symposium on Renamed Systems"
        venue.save()
        ada.slug = "ada-b-abara"
        ada.save()
    page = client.get(paper.get_absolute_url()).content.decode()
    assert "<h1>Paged Kernels, Revised</h1>" in page
    assert "Symposium on Renamed Systems" in page
    assert 'href="/people/ada-b-abara/"' in page and "/people/ada-abara/" not in page
    with django_capture_on_commit_callbacks(execute=True):
        ada.is_public = False
        ada.save()
    assert "/people/ada-b-abara/" not in client.get(paper.get_absolute_url()).content.decode()


@pytest.mark.django_db
def test_renaming_the_lab_renames_the_members_affiliation_in_the_page_metadata_without_remaking_it(
    client, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        paper = make_publication(make_person("Ada Abara"), title="Affiliated Kernels")
    before = stored_page(paper)
    name = 'Harbor "Systems" </script> Lab & Co'
    Lab(name=name, description="x").save()
    assert stored_page(paper) == before
    page = client.get(paper.get_absolute_url()).content.decode()
    request = RequestFactory().get(paper.get_absolute_url())
    fetched = Publication.objects.with_authors().get(pk=paper.pk)
    assert str(json_ld(scholarly_article(fetched, request))) in page
    assert '"name": "Harbor \\"Systems\\" \\u003C/script\\u003E Lab \\u0026 Co"' in page


@pytest.mark.django_db
def test_a_publications_page_reads_one_row(client, django_assert_num_queries):
    generate_lab(people=6, publications=20, seed=5)
    paper = Publication.objects.public().order_by("pk").first()
    other = Publication.objects.public().order_by("pk").last()
    client.get(other.get_absolute_url())  # the lab and the menu are read once per change of the site, not per page
    with django_assert_num_queries(1):
        assert client.get(paper.get_absolute_url()).status_code == 200
