"""Atom feeds: text typed by members or read from imported files never becomes live HTML."""

import xml.etree.ElementTree as ET

import pytest
from django.utils.html import escape

from publications.models import Venue
from tests.factories import make_person, make_publication

ATOM = "{http://www.w3.org/2005/Atom}"
MARKUP = '<img src=x onerror="alert(1)"><script>alert(2)</script>'


@pytest.fixture
def hostile_paper(db):
    person = make_person(f"Eve {MARKUP}")
    venue = Venue.objects.create(
        slug="evil", acronym="EVIL<img src=x onerror=alert(1)>", name="Conference", kind="conference"
    )
    return make_publication(
        person, title=f"Title {MARKUP}", venue=venue, authors=[f"Mallory {MARKUP}"], note=f"Best paper {MARKUP}"
    )


def summaries(client, url):
    response = client.get(url)
    assert response.status_code == 200
    root = ET.fromstring(response.content)  # well-formed XML, or this raises
    entries = root.findall(f"{ATOM}entry")
    assert entries
    return [(entry.find(f"{ATOM}summary"), entry) for entry in entries]


@pytest.mark.parametrize("url", ["/publications.atom", "/people/{slug}/publications.atom", "/venues/evil.atom"])
def test_a_feed_summary_marked_html_holds_only_escaped_markup(client, hostile_paper, url):
    person = hostile_paper.authorships.first().person
    for summary, entry in summaries(client, url.format(slug=person.slug)):
        assert summary.get("type") == "html"
        html = summary.text
        # What a feed reader renders: the markup shows as text, it is not a tag.
        assert "<img" not in html and "<script" not in html
        assert escape("<img") in html and escape("<script>") in html
        assert "Best paper" in html and "Mallory" in html and "EVIL" in html
        # The title is plain text (no type="html"): it keeps the characters, the XML escapes them.
        title = entry.find(f"{ATOM}title")
        assert title.get("type") in (None, "text")
        assert title.text == hostile_paper.title
