"""Site search finds the lab's free pages and its venues, by acronym, name or another spelling."""

import re

from content.models import Page
from publications.models import Venue
from tests.factories import make_publication, make_venue


def search(client, text):
    return client.get("/search/", {"q": text}).content.decode()


def test_a_free_page_is_found_by_its_title_and_a_hidden_one_is_not(client, db):
    Page.objects.create(title="Teaching", slug="teaching", body="Courses we teach each year.")
    Page.objects.create(title="Teaching drafts", slug="drafts", body="x", is_public=False)
    html = search(client, "teaching")
    assert '<a href="/teaching/">Teaching</a>' in html and "/drafts/" not in html
    assert 'href="/teaching/"' in search(client, "courses each year")


def test_a_venue_acronym_leads_to_its_papers(client, db):
    osdi = make_venue()
    for _ in range(2):
        make_publication(venue=osdi, title="Quiet Queues")
    Venue.objects.recount()
    html = search(client, "osdi")
    assert '<a href="/venues/osdi/">OSDI</a>' in html and "2 publications" in html
    assert 'href="/venues/osdi/"' in search(client, "operating systems design")


def test_a_venue_is_found_by_another_spelling_but_never_without_public_papers(client, db):
    eurosys = make_venue("EuroSys", "European Conference on Computer Systems")
    eurosys.aliases = ["Proceedings of the Eurosys Conference"]
    eurosys.save()
    make_publication(venue=eurosys)
    empty = make_venue("HotOS", "Workshop on Hot Topics in Operating Systems")
    Venue.objects.recount()
    assert 'href="/venues/eurosys/"' in search(client, "proceedings eurosys conference")
    assert empty.get_absolute_url() not in search(client, "hotos")


def _kinds_in_order(html):
    return re.findall(r'<li class="search-hit hit-(\w+)">', html)


def test_the_hit_named_exactly_as_typed_comes_first(client, db):
    from content.models import News

    Page.objects.create(title="Teaching", slug="teaching", body="Courses.")
    News.objects.create(title="New teaching awards for the lab", body="x")
    osdi = make_venue()
    make_publication(venue=osdi, title="Quiet Queues")
    News.objects.create(title="Two papers at OSDI", body="y")
    Venue.objects.recount()
    assert _kinds_in_order(search(client, "teaching")) == ["pages", "news"]
    assert _kinds_in_order(search(client, "OSDI")) == ["venues", "news"]
    assert _kinds_in_order(search(client, "quiet queues")) == ["publications"]
