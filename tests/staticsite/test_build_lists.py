"""build_static's lists, feeds and downloads are the live site's, and a later build sees every change
(of the layout as of a list's rows: nothing the site caches is served stale to the build)."""

import io
from urllib.parse import urlsplit

import pytest
from django.core.management import call_command
from django.test import Client, override_settings

from people.generate import generate_lab
from people.models import Lab, Person
from publications.models import Publication
from staticsite.builder import Builder
from staticsite.links import file_for


def _build(out):
    # One process: what the site caches during a build would outlive it here if anything did.
    call_command("build_static", str(out), "--jobs", "1", stdout=io.StringIO())


def _html(out):
    return {str(path.relative_to(out)): path.read_text() for path in out.rglob("*.html")}


@pytest.mark.django_db(transaction=True)
def test_a_list_page_read_from_its_whole_list_is_the_live_page(tmp_path):
    generate_lab(people=3, publications=120, seed=5)
    _build(tmp_path / "out")
    person = max(Person.objects.public(), key=lambda p: Publication.objects.public().by_member(p).count())
    addresses = [
        "/publications/?page=3",
        "/publications/?group=kind&page=2&view=list",
        "/publications/?group=year&page=4&view=list",
        f"/people/{person.slug}/?page=2",  # 50 a page: a member of most of 120 papers has a second
    ]
    with override_settings(LABSITE_STATIC_COPY=True):
        for address in addresses:
            parts = urlsplit(address)
            live = Client(HTTP_HOST="localhost").get(address).text
            _, expected = Builder(tmp_path)._rewrite_html(live, parts.path)
            assert (tmp_path / "out" / file_for(parts.path, parts.query)).read_text() == expected, address


@pytest.mark.django_db(transaction=True)
def test_a_rebuild_after_the_lab_is_renamed_and_a_title_edited_writes_the_new_layout_and_lists(tmp_path):
    generate_lab(people=3, publications=60, seed=6)
    out = tmp_path / "out"
    _build(out)
    before = _html(out)
    assert all('<p class="footer-name">Renamed Lab</p>' not in page for page in before.values())

    Lab.objects.update_or_create(pk=1, defaults={"name": "Renamed Lab", "description": "A lab renamed."})
    publication = Publication.objects.public().order_by("pk").first()
    old_title, publication.title = publication.title, "A title edited between two builds"
    publication.save()
    _build(out)

    after = _html(out)
    assert after.keys() == before.keys()
    for page in after.values():  # the menu and the footer, kept for the first build, are made again
        assert '<span class="brand-name">Renamed Lab</span>' in page
        assert '<p class="footer-name">Renamed Lab</p>' in page
    assert "A title edited between two builds" in after[file_for(publication.get_absolute_url(), "")]
    lists = [name for name in after if name.startswith("publications/q/")]
    assert any("A title edited between two builds" in after[name] for name in lists)
    assert not any(old_title in after[name] for name in lists)


@pytest.mark.django_db(transaction=True)
def test_feeds_and_downloads_are_the_live_ones(tmp_path):
    generate_lab(people=3, publications=40, seed=4)
    out = tmp_path / "out"
    _build(out)
    person = Person.objects.public().order_by("pk").first()
    venue = Publication.objects.public().exclude(venue=None).first().venue
    for address, file in (
        ("/publications.atom", "publications.atom"),
        (f"/people/{person.slug}/publications.atom", f"people/{person.slug}/publications.atom"),
        (f"/people/{person.slug}/publications.bib", f"people/{person.slug}/publications.bib"),
        (f"/venues/{venue.slug}/?format=ris", f"venues/{venue.slug}.ris"),
    ):
        live = Client(HTTP_HOST="localhost").get(address)
        assert (out / file).read_bytes() == live.getvalue(), address
