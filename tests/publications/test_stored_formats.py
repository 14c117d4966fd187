"""Each publication's citations are stored when it changes, and whole-list exports stream from them."""

import io

import pytest
from django.test import RequestFactory

from people.generate import generate_lab
from publications.formats import WRITERS
from publications.formats.stored import ROOT
from publications.models import Authorship, Publication, PublicationLink, Venue
from tests.factories import make_person, make_publication, make_venue


def stored_row(publication):
    return Publication.objects.values("stored_bibtex", "stored_ris", "stored_csl", "stored_entry").get(
        pk=publication.pk
    )


@pytest.mark.django_db
def test_a_saved_publication_stores_its_citations_when_the_change_commits(django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        ada = make_person("Ada Abara")
        paper = make_publication(ada, title="Stored Kernels", venue=make_venue(), authors=["Bo Chen"])
    row = stored_row(paper)
    assert "Stored Kernels" in row["stored_bibtex"] and "Bo Chen" in row["stored_bibtex"]
    assert "TI  - Stored Kernels" in row["stored_ris"]
    assert '"title": "Stored Kernels"' in row["stored_csl"]
    assert 'href="/people/ada-abara/"' in row["stored_entry"]


@pytest.mark.django_db
def test_renaming_a_member_or_a_venue_or_editing_authors_and_links_remakes_the_citations(
    client, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        ada = make_person("Ada Abara")
        paper = make_publication(ada, title="Stored Kernels", venue=make_venue(), authors=["Bo Chen"])
    with django_capture_on_commit_callbacks(execute=True):
        ada.name = "Ada B. Abara"
        ada.slug = "ada-b-abara"
        ada.save()
    assert 'href="/people/ada-b-abara/"' in stored_row(paper)["stored_entry"]
    with django_capture_on_commit_callbacks(execute=True):
        Venue.objects.filter(slug="osdi").update(acronym="OSDI-X")  # no signal: not seen ...
        venue = Venue.objects.get(slug="osdi")
        venue.save()  # ... until the venue is saved
    assert "OSDI-X" in stored_row(paper)["stored_entry"]
    with django_capture_on_commit_callbacks(execute=True):
        Authorship.objects.get(publication=paper, name="Bo Chen").delete()
        PublicationLink.objects.create(publication=paper, label="Code", url="/files/code.zip")
    row = stored_row(paper)
    assert "Bo Chen" not in row["stored_bibtex"] and "Bo Chen" not in row["stored_entry"]
    assert f"code = {{{ROOT}/files/code.zip}}" in row["stored_bibtex"]  # the site's address is put in when sent
    assert (
        "code = {http://testserver/files/code.zip}" in client.get(f"/publications/{paper.key}.bib").getvalue().decode()
    )


@pytest.mark.django_db
def test_a_change_clears_the_stored_text_at_once_so_nothing_stale_is_read(client, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        paper = make_publication(make_person("Ada Abara"), title="Old Title")
    paper.title = "New Title"
    paper.save()  # not committed yet: the stored text is gone, the new one not made
    assert stored_row(paper)["stored_bibtex"] == ""
    assert "New Title" in client.get("/publications.bib").getvalue().decode()
    assert "New Title" in client.get("/publications/?view=list").content.decode()


@pytest.mark.django_db
@pytest.mark.parametrize("fmt", ["bib", "json", "ris", "csv"])
def test_a_streamed_export_is_the_same_text_the_writers_make(client, fmt):
    generate_lab(people=6, publications=40, seed=5)  # stores every publication's text
    Publication.objects.filter(pk__in=Publication.objects.order_by("pk").values("pk")[:7]).update(stored_bibtex="")
    request = RequestFactory().get("/publications.bib")
    publications = list(Publication.objects.public().with_authors())
    assert client.get(f"/publications.{fmt}").getvalue().decode() == WRITERS[fmt](publications, request)


@pytest.mark.django_db
@pytest.mark.parametrize("fmt", ["bib", "json", "ris", "csv"])
def test_an_empty_list_exports_as_an_empty_file_of_its_format(client, fmt):
    request = RequestFactory().get("/publications.bib")
    assert client.get(f"/publications.{fmt}", {"year": 1990}).getvalue().decode() == WRITERS[fmt]([], request)


@pytest.mark.django_db
def test_refresh_stored_makes_the_text_a_list_prints_and_the_page_shows_it(client):
    from django.core.management import call_command

    ada = make_person("Ada Abara")
    paper = make_publication(ada, title="Refreshed Kernels", authors=["Bo Chen"])
    Publication.objects.update(stored_bibtex="", stored_ris="", stored_csl="", stored_entry="")
    call_command("refresh_stored", "--missing", stdout=io.StringIO())
    row = stored_row(paper)
    assert "Refreshed Kernels" in row["stored_entry"] and 'href="/people/ada-abara/"' in row["stored_entry"]
    assert "Refreshed Kernels" in row["stored_bibtex"]
    # The member's page prints the stored entry with the member in bold.
    html = client.get("/people/ada-abara/").content.decode()
    assert '<strong class="owner"><a class="member" href="/people/ada-abara/">Ada Abara</a></strong>' in html
    assert "Refreshed Kernels" in html


@pytest.mark.django_db
def test_a_members_bio_leaves_their_citations_alone_but_a_new_address_or_hiding_remakes_them(
    django_capture_on_commit_callbacks, django_assert_max_num_queries
):
    with django_capture_on_commit_callbacks(execute=True):
        ada = make_person("Ada Abara")
        paper = make_publication(ada, title="Quiet Kernels", authors=["Bo Chen"])
    before = stored_row(paper)["stored_entry"]
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        ada.bio = "A new paragraph about Ada."
        ada.save()
    assert stored_row(paper)["stored_entry"] == before
    assert not any("refresh" in getattr(cb, "__name__", "") for cb in callbacks)

    with django_capture_on_commit_callbacks(execute=True):
        ada.slug = "ada-b-abara"
        ada.save()
    assert 'href="/people/ada-b-abara/"' in stored_row(paper)["stored_entry"]
    with django_capture_on_commit_callbacks(execute=True):
        ada.is_public = False
        ada.save()
    assert "/people/ada-b-abara/" not in stored_row(paper)["stored_entry"]
