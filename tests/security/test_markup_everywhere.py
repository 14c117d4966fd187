"""Markup typed into every field a member or an import fills never becomes live markup in any output."""

import json
import re
from html.parser import HTMLParser

import pytest

from people.models import Award, Education, PersonLink
from publications.models import PublicationLink, Venue
from tests.factories import make_person, make_publication

SCRIPT = "<script>alert('x')</script>"
IMG = '<img src=x onerror="alert(1)">'
MARK = f"{SCRIPT}{IMG}"


@pytest.fixture
def hostile_site(db):
    person = make_person(
        f"Eve {MARK}",
        slug="eve",
        position=f"Position {MARK}",
        affiliation=f"Affiliation {MARK}",
        bio=f"Bio {MARK} [link](javascript:alert(1)) ![pixel](http://tracker.example/p.gif)",
        research_interests=[f"Interest {MARK}"],
        now_at=f"Now {MARK}",
    )
    Education.objects.create(
        person=person, degree="phd", degree_title=f"PhD {MARK}", institution=f"University {MARK}", end_year=2020
    )
    Award.objects.create(person=person, title=f"Award {MARK}", year=2021)
    PersonLink.objects.create(person=person, label=f"Home {MARK}", url="https://eve.example/")
    venue = Venue.objects.create(slug="evil", acronym=f"EV{IMG}", name=f"Venue {MARK}", kind="conference")
    paper = make_publication(
        person, title=f"Title {MARK}", venue=venue, authors=[f"Mallory {MARK}"], note=f"Note {MARK}", key="evilpaper"
    )
    PublicationLink.objects.create(publication=paper, label=f"C{IMG}", url="https://code.example/")
    return person, paper


class Elements(HTMLParser):
    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attrs):
        self.found.append((tag, attrs))


HTML_PAGES = [
    "/",
    "/people/",
    "/people/eve/",
    "/people/eve/cv/",
    "/publications/",
    "/publications/?view=list",
    "/publications/?view=list&group=kind",
    "/publications/evilpaper/",
    "/venues/",
    "/venues/evil/",
]


@pytest.mark.parametrize("url", HTML_PAGES)
def test_html_pages_show_the_markup_as_text(client, hostile_site, url):
    response = client.get(url)
    assert response.status_code == 200
    page = response.content.decode()
    elements = Elements()
    elements.feed(page)
    # What a browser builds: no handler attribute, no script but the site's files and JSON-LD, no foreign image.
    assert not [(tag, name) for tag, attrs in elements.found for name, _ in attrs if name.startswith("on")]
    scripts = [dict(attrs) for tag, attrs in elements.found if tag == "script"]
    assert all(s.get("src", "").startswith("/static/") or s.get("type") == "application/ld+json" for s in scripts)
    images = [dict(attrs).get("src") or "" for tag, attrs in elements.found if tag == "img"]
    assert not [src for src in images if src == "x" or src.startswith("http:")]
    hrefs = [dict(attrs).get("href") or "" for tag, attrs in elements.found if tag == "a"]
    assert not [href for href in hrefs if href.lower().startswith("javascript:")]
    assert "&lt;script&gt;" in page  # the text is shown, escaped
    # JSON-LD blocks are JSON whose "<" cannot close the script element.
    for block in re.findall(r'<script type="application/ld\+json">(.*?)</script>', page, re.S):
        assert "<" not in block
        json.loads(block)


@pytest.mark.parametrize(
    "url, kind",
    [
        ("/people/eve.json", "json"),
        ("/publications.json", "json"),
        ("/publications/evilpaper.json", "json"),
        ("/publications.bib", "text"),
        ("/publications.ris", "text"),
        ("/publications.csv", "text"),
    ],
)
def test_downloads_are_served_as_data_not_html(client, hostile_site, url, kind):
    response = client.get(url)
    assert response.status_code == 200
    assert not response["Content-Type"].startswith("text/html")
    assert response["X-Content-Type-Options"] == "nosniff"
    if kind == "json":
        json.loads(response.getvalue())  # downloads stream


def test_admin_pages_show_the_markup_as_text(client, hostile_site, superuser):
    person, paper = hostile_site
    client.force_login(superuser)
    for url in (
        f"/admin/people/person/{person.pk}/change/",
        "/admin/people/person/",
        f"/admin/publications/publication/{paper.pk}/change/",
        "/admin/publications/publication/",
    ):
        page = client.get(url).content.decode()
        assert "<script>alert(" not in page and "<img src=x" not in page, url
