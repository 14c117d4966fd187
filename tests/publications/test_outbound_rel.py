"""A link to another site never hands it this page's window (rel="noopener"), on every public page."""

from html.parser import HTMLParser
from urllib.parse import urlsplit

import pytest

from people.models import Lab, PersonLink
from publications.models import PublicationLink
from tests.factories import make_person, make_publication


class Anchors(HTMLParser):
    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.found.append(dict(attrs))


def outbound_anchors(html):
    parser = Anchors()
    parser.feed(html)
    return [a for a in parser.found if urlsplit(a.get("href") or "").netloc not in ("", "testserver")]


@pytest.fixture
def site(db):
    Lab.objects.create(name="Harbour Systems Lab", social_links=["https://github.com/harbour-lab"])
    wren = make_person("Wren Alder", role="pi")
    PersonLink.objects.create(person=wren, label="GitHub", url="https://github.com/wren-alder")
    paper = make_publication(wren, title="Quiet Queues", doi="10.1234/qq.2024", arxiv="2401.01234", key="quiet24")
    PublicationLink.objects.create(publication=paper, label="PDF", url="https://files.example.org/qq.pdf")
    PublicationLink.objects.create(publication=paper, label="Code", url="https://git.example.org/qq")
    return paper


PAGES = ["/", "/publications/", "/publications/?view=list", "/publications/quiet24/", "/people/", "/people/wren-alder/"]


@pytest.mark.parametrize("url", PAGES)
def test_every_link_to_another_site_has_rel_noopener(client, site, url):
    html = client.get(url).content.decode()
    anchors = outbound_anchors(html)
    assert anchors, "the page links out"
    missing = [a["href"] for a in anchors if "noopener" not in (a.get("rel") or "").split()]
    assert missing == []


def test_the_list_buttons_link_out_without_a_referrer(client, site):
    html = client.get("/publications/?view=list").content.decode()
    buttons = {a["href"]: a for a in outbound_anchors(html) if a.get("class") == "btn"}
    assert set(buttons) == {
        "https://files.example.org/qq.pdf",
        "https://git.example.org/qq",
        "https://doi.org/10.1234/qq.2024",
        "https://arxiv.org/abs/2401.01234",
    }
    assert {a["rel"] for a in buttons.values()} == {"noopener noreferrer"}
