"""Atom feeds, sitemap.xml and robots.txt."""

import datetime
import xml.etree.ElementTree as ET
from urllib.parse import parse_qsl, urlsplit

import feedparser
import pytest
from django.utils import timezone

from people.generate import generate_lab
from people.models import Person
from publications.feeds import FEED_LENGTH
from publications.models import Publication, Venue
from tests.factories import make_person, make_publication, make_venue

SITEMAP_NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}


@pytest.fixture
def lab(db):
    persons, _count, _users = generate_lab(people=8, publications=45, seed=7)
    return persons


def feed(client, url):
    response = client.get(url)
    assert response.status_code == 200, url
    assert response["Content-Type"].startswith("application/atom+xml")
    parsed = feedparser.parse(response.content)
    assert not parsed.bozo, parsed.get("bozo_exception")
    return parsed


def age(publications):
    """Make `publications` (newest first) added one day apart."""
    now = timezone.now()
    for days, publication in enumerate(publications):
        Publication.objects.filter(pk=publication.pk).update(created=now - datetime.timedelta(days=days))


def test_the_lab_feed_lists_the_newest_publications_first(client, lab):
    newest = list(Publication.objects.order_by("?")[:5])
    age(newest)
    Publication.objects.exclude(pk__in=[p.pk for p in newest]).update(
        created=timezone.now() - datetime.timedelta(days=400)
    )
    parsed = feed(client, "/publications.atom")
    assert parsed.version == "atom10"
    assert len(parsed.entries) == FEED_LENGTH
    assert [e.title for e in parsed.entries[:5]] == [p.title for p in newest]
    first = parsed.entries[0]
    assert first.link == "http://testserver" + newest[0].get_absolute_url()
    assert newest[0].authorships.first().name in first.summary


def test_the_lab_feed_leaves_out_hidden_publications(client, db):
    make_publication(title="Visible Paper", authors=["A B"])
    make_publication(title="Hidden Paper", authors=["A B"], is_public=False)
    titles = [e.title for e in feed(client, "/publications.atom").entries]
    assert titles == ["Visible Paper"]


def test_a_members_feed_lists_only_their_publications(client, lab):
    person = lab[1]
    parsed = feed(client, f"/people/{person.slug}/publications.atom")
    mine = {"http://testserver" + p.get_absolute_url() for p in Publication.objects.public().by_member(person)}
    assert mine and {e.link for e in parsed.entries} <= mine
    assert len(parsed.entries) == min(len(mine), FEED_LENGTH)
    assert person.name in parsed.feed.title


def test_a_venues_feed_lists_only_its_publications(client, lab):
    parsed = feed(client, "/venues/osdi.atom")
    at_osdi = set(Publication.objects.public().filter(venue__slug="osdi").values_list("title", flat=True))
    assert {e.title for e in parsed.entries} <= at_osdi
    assert len(parsed.entries) == min(len(Publication.objects.public().filter(venue__slug="osdi")), FEED_LENGTH)


def test_feeds_of_hidden_members_and_unknown_venues_are_not_found(client, db):
    hidden = make_person("Hidden Person", is_public=False)
    assert client.get(f"/people/{hidden.slug}/publications.atom").status_code == 404
    assert client.get("/venues/nope.atom").status_code == 404


def test_feeds_use_the_lab_url_when_set(client, db, settings):
    settings.LAB_URL = "https://lab.example.edu"
    publication = make_publication(title="Paper", authors=["A B"])
    parsed = feed(client, "/publications.atom")
    assert parsed.entries[0].link == f"https://lab.example.edu{publication.get_absolute_url()}"


# --- sitemap.xml and robots.txt ------------------------------------------------------------------


def sitemap_locations(client):
    """Every address of every sitemap page the index at /sitemap.xml names."""
    response = client.get("/sitemap.xml")
    assert response.status_code == 200
    index = ET.fromstring(response.content)
    pages = [loc.text for loc in index.findall("s:sitemap/s:loc", SITEMAP_NS)]
    assert pages and all(urlsplit(page).path.startswith("/sitemap-") for page in pages)
    locations = set()
    for page in pages:
        part = urlsplit(page)
        response = client.get(part.path, dict(parse_qsl(part.query)))
        assert response.status_code == 200
        locations |= {loc.text for loc in ET.fromstring(response.content).findall("s:url/s:loc", SITEMAP_NS)}
    return locations


def test_a_large_lab_has_a_paged_sitemap_under_one_index(client, db, settings):
    from labsite.sitemaps import PublicationSitemap

    settings.LAB_URL = ""
    for n in range(7):
        make_publication(title=f"Paper number {n}", authors=["A B"])
    PublicationSitemap.limit = 3
    try:
        index = ET.fromstring(client.get("/sitemap.xml").content)
        pages = [loc.text for loc in index.findall("s:sitemap/s:loc", SITEMAP_NS)]
        assert [p for p in pages if "publications" in p] == [
            "http://testserver/sitemap-publications.xml",
            "http://testserver/sitemap-publications.xml?p=2",
            "http://testserver/sitemap-publications.xml?p=3",
        ]
        assert sum("/publications/" in loc for loc in sitemap_locations(client)) == 7 + 1  # and the list page
        assert client.get("/sitemap-publications.xml", {"p": "4"}).status_code == 404
        assert client.get("/sitemap-publications.xml", {"p": "x"}).status_code == 404
        # The pages start where the rows are now, not where they were when first counted.
        gone = Publication.objects.order_by("pk")[1]
        gone.delete()
        locations = sitemap_locations(client)
        assert sum("/publications/" in loc for loc in locations) == 6 + 1
        assert f"http://testserver/publications/{gone.key}/" not in locations
    finally:
        PublicationSitemap.limit = 2000


def test_the_index_names_its_pages_on_the_labs_address_as_the_pages_name_theirs(client, db, settings):
    settings.LAB_URL = "https://lab.example.edu"
    make_publication(title="A paper", authors=["A B"])
    index = ET.fromstring(client.get("/sitemap.xml").content)
    pages = [loc.text for loc in index.findall("s:sitemap/s:loc", SITEMAP_NS)]
    assert "https://lab.example.edu/sitemap-publications.xml" in pages
    assert all(page.startswith("https://lab.example.edu/sitemap-") for page in pages)
    page = ET.fromstring(client.get("/sitemap-publications.xml").content)
    assert all(loc.text.startswith("https://lab.example.edu/") for loc in page.findall("s:url/s:loc", SITEMAP_NS))


def test_the_sitemap_lists_every_public_person_publication_and_venue_and_nothing_hidden(client, lab):
    hidden_person = Person.objects.order_by("pk").last()
    hidden_person.is_public = False
    hidden_person.save()
    hidden_publication = Publication.objects.order_by("pk").first()
    hidden_publication.is_public = False
    hidden_publication.save()
    lonely = make_venue("LONE", "A Venue With Only Hidden Papers")
    make_publication(title="Hidden At Lone", venue=lonely, is_public=False, authors=["A B"])

    locations = sitemap_locations(client)
    base = "http://testserver"
    for person in Person.objects.public():
        assert base + person.get_absolute_url() in locations
    for publication in Publication.objects.public():
        assert base + publication.get_absolute_url() in locations
    for venue in Venue.objects.filter(publications__is_public=True).distinct():
        assert base + venue.get_absolute_url() in locations
    assert base + hidden_person.get_absolute_url() not in locations
    assert base + hidden_publication.get_absolute_url() not in locations
    assert base + lonely.get_absolute_url() not in locations
    assert {base + "/", base + "/people/", base + "/publications/", base + "/venues/"} <= locations


def test_the_sitemap_uses_the_lab_url_when_set(client, db, settings):
    settings.LAB_URL = "https://lab.example.edu"
    publication = make_publication(title="Paper", authors=["A B"])
    assert f"https://lab.example.edu{publication.get_absolute_url()}" in sitemap_locations(client)


def test_robots_txt_points_to_the_sitemap(client, db):
    response = client.get("/robots.txt")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain")
    text = response.content.decode()
    assert "Sitemap: http://testserver/sitemap.xml" in text
    assert "Disallow: /admin/" in text
