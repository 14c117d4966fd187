"""What indexers and link previews read: Highwire tags, JSON-LD, OpenGraph, canonical addresses; the Cite box."""

import json
from html.parser import HTMLParser

import pytest

from people.generate import generate_lab
from people.models import PersonLink
from publications.models import Authorship, Publication, PublicationLink
from tests.factories import make_person, make_publication, make_venue

from .exports_helpers import SPECIAL_TITLE, make_special_publication


class Head(HTMLParser):
    """The <meta>, <link> and JSON-LD of a page, and every <details>."""

    def __init__(self, html):
        super().__init__(convert_charrefs=True)
        self.meta, self.links, self.jsonld, self.details = [], [], [], 0
        self._in_jsonld = False
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta":
            self.meta.append((attrs.get("name") or attrs.get("property"), attrs.get("content")))
        elif tag == "link":
            self.links.append(attrs)
        elif tag == "script" and attrs.get("type") == "application/ld+json":
            self._in_jsonld = True
            self.jsonld.append("")
        elif tag == "details":
            self.details += 1

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_jsonld = False

    def handle_data(self, data):
        if self._in_jsonld:
            self.jsonld[-1] += data

    def values(self, name):
        return [content for key, content in self.meta if key == name]

    def link(self, rel, type_=None):
        return [l["href"] for l in self.links if l.get("rel") == rel and (type_ is None or l.get("type") == type_)]

    def ld(self):
        return [json.loads(text) for text in self.jsonld]


def head(client, url):
    response = client.get(url)
    assert response.status_code == 200, url
    return Head(response.content.decode())


@pytest.fixture
def lab(db):
    persons, _count, _users = generate_lab(people=6, publications=12, seed=11)
    return persons


# --- Highwire Press tags (Google Scholar) -------------------------------------------------------


def test_publication_pages_carry_one_citation_author_tag_per_author_in_order(client, lab):
    publication = make_special_publication(lab[0])
    page = head(client, publication.get_absolute_url())
    assert page.values("citation_title") == [SPECIAL_TITLE]
    assert page.values("citation_author") == [a.name for a in publication.authorships.order_by("position")]
    assert page.values("citation_publication_date") == ["2024"]
    assert page.values("citation_conference_title") == ["Systems & Data {Workshop} 100%"]
    assert page.values("citation_journal_title") == []
    assert page.values("citation_doi") == ["10.1145/3600006.3613165"]
    assert page.values("citation_pdf_url") == ["https://example.org/papers/braces.pdf"]


def test_journal_articles_and_preprints_name_their_journal_and_arxiv_id(client, db):
    journal = make_publication(
        title="A Journal Paper",
        venue=make_venue("TOCS", "ACM Transactions on Computer Systems", "journal"),
        kind="journal",
        authors=["Ada Lovelace"],
    )
    page = head(client, journal.get_absolute_url())
    assert page.values("citation_journal_title") == ["ACM Transactions on Computer Systems"]
    assert page.values("citation_conference_title") == []
    preprint = make_publication(title="A Preprint", kind="preprint", arxiv="2408.08586", authors=["Ada Lovelace"])
    PublicationLink.objects.create(publication=preprint, label="Paper", url="https://arxiv.org/pdf/2408.08586.pdf")
    page = head(client, preprint.get_absolute_url())
    assert page.values("citation_arxiv_id") == ["2408.08586"]
    assert page.values("citation_pdf_url") == ["https://arxiv.org/pdf/2408.08586.pdf"]
    assert page.values("citation_doi") == []


# --- JSON-LD -------------------------------------------------------------------------------------------


def test_publication_pages_carry_a_scholarly_article(client, lab):
    publication = make_special_publication(lab[0])
    [article] = head(client, publication.get_absolute_url()).ld()
    assert article["@type"] == "ScholarlyArticle"
    assert article["name"] == SPECIAL_TITLE
    assert [a["name"] for a in article["author"]] == [a.name for a in publication.authorships.order_by("position")]
    assert article["author"][0]["url"].endswith(lab[0].get_absolute_url())
    assert article["datePublished"] == "2024"
    assert article["isPartOf"]["name"] == "Systems & Data {Workshop} 100%"
    assert article["sameAs"] == "https://doi.org/10.1145/3600006.3613165"


def test_a_title_with_a_closing_script_tag_cannot_break_out_of_the_json_ld(client, db):
    evil = 'Breaking </script><script>alert("x")</script> & <!-- Out'
    publication = make_publication(title=evil, authors=["</script><b>Eve</b>"])
    html = client.get(publication.get_absolute_url()).content.decode()
    assert "<script>alert" not in html
    assert html.count("</script>") == html.count("<script")  # only our own elements close
    page = Head(html)
    [article] = page.ld()
    assert article["name"] == evil
    assert article["author"][0]["name"] == "</script><b>Eve</b>"
    assert page.values("citation_title") == [evil]
    assert page.values("og:title")[0].startswith(evil)


def test_member_pages_carry_a_person_with_their_profiles(client, db):
    person = make_person("Ada Abara", position="Ph.D. student", affiliation="Fictional Institute of Technology")
    for label, url in [
        ("ORCID", "https://orcid.org/0000-0002-1825-0097"),
        ("Google Scholar", "https://scholar.google.com/citations?user=abc"),
        ("GitHub", "https://github.com/ada"),
        ("Homepage", "https://ada.example.edu/"),
    ]:
        PersonLink.objects.create(person=person, label=label, url=url)
    page = head(client, person.get_absolute_url())
    [data] = page.ld()
    assert data["@type"] == "Person"
    assert data["name"] == "Ada Abara"
    assert data["jobTitle"] == "Ph.D. student"
    assert data["affiliation"]["name"] == "Fictional Institute of Technology"
    assert data["sameAs"] == [
        "https://orcid.org/0000-0002-1825-0097",
        "https://scholar.google.com/citations?user=abc",
        "https://github.com/ada",
        "https://ada.example.edu/",
    ]
    assert page.values("og:type") == ["profile"]


def test_the_home_page_describes_the_lab_as_a_research_organization(client, lab, settings):
    settings.LAB_NAME = "Systems </script> Lab"
    [data] = head(client, "/").ld()
    assert data["@type"] == "ResearchOrganization"
    assert data["name"] == "Systems </script> Lab"
    assert {m["name"] for m in data["member"]} <= {p.name for p in lab}


# --- OpenGraph, descriptions, canonical addresses, feeds -------------------------------------------------


def every_page(lab):
    publication = Publication.objects.first()
    person = lab[0]
    return [
        "/",
        "/people/",
        "/publications/",
        "/publications/?view=list",
        "/venues/",
        "/venues/osdi/",
        publication.get_absolute_url(),
        person.get_absolute_url(),
        f"/people/{person.slug}/cv/",
    ]


def test_every_page_has_a_description_opengraph_and_a_canonical_address(client, lab):
    for url in every_page(lab):
        page = head(client, url)
        [description] = page.values("description")
        assert description.strip(), url
        assert page.values("og:description") == [description]
        assert len(page.values("og:title")) == 1 and page.values("og:title")[0]
        assert page.values("og:site_name") == ["Our Research Lab"] or page.values("og:site_name")
        [canonical] = page.link("canonical")
        assert canonical == "http://testserver" + url.split("?")[0]
        assert page.values("og:url") == [canonical]
        assert page.link("alternate", "application/atom+xml"), url


def test_canonical_addresses_use_the_lab_url_when_set(client, lab, settings):
    settings.LAB_URL = "https://lab.example.edu/"
    publication = Publication.objects.first()
    page = head(client, publication.get_absolute_url() + "?utm_source=x")
    assert page.link("canonical") == [f"https://lab.example.edu{publication.get_absolute_url()}"]
    [article] = page.ld()
    assert article["url"] == f"https://lab.example.edu{publication.get_absolute_url()}"


def test_member_and_venue_pages_link_their_own_feeds(client, lab):
    person = lab[0]
    assert f"/people/{person.slug}/publications.atom" in head(client, person.get_absolute_url()).link(
        "alternate", "application/atom+xml"
    )
    assert "/venues/osdi.atom" in head(client, "/venues/osdi/").link("alternate", "application/atom+xml")


def test_publication_pages_link_their_exports(client, lab):
    publication = Publication.objects.first()
    links = head(client, publication.get_absolute_url()).link("alternate")
    for fmt in ("bib", "json", "ris"):
        assert f"/publications/{publication.key}.{fmt}" in links


# --- the Cite box ------------------------------------------------------------------------------------------


def test_the_cite_box_formats_acm_ieee_and_apa_and_shows_bibtex_without_javascript(client, db):
    venue = make_venue()
    publication = make_publication(
        title="Fast & Safe {Serving}",
        venue=venue,
        year=2024,
        doi="10.1145/1234",
        authors=["Ada Lovelace", "Alan Turing"],
    )
    html = client.get(publication.get_absolute_url()).content.decode()
    box = html[html.index('class="cite"') :]
    assert (
        "Ada Lovelace and Alan Turing. 2024. Fast &amp; Safe {Serving}. In <i>USENIX Symposium on Operating "
        "Systems Design and Implementation</i>. https://doi.org/10.1145/1234"
    ) in box  # ACM
    assert (
        "A. Lovelace and A. Turing, “Fast &amp; Safe {Serving},” in <i>USENIX Symposium on Operating "
        "Systems Design and Implementation</i>, 2024, doi: 10.1145/1234."
    ) in box  # IEEE
    assert (
        "Lovelace, A., &amp; Turing, A. (2024). Fast &amp; Safe {Serving}. In <i>USENIX Symposium on Operating "
        "Systems Design and Implementation</i>. https://doi.org/10.1145/1234"
    ) in box  # APA
    assert box.count("Presented at") == 0
    assert '<pre class="bibtex"' in box and "@inproceedings{" + publication.key in box
    assert r"Fast \&amp; Safe \{Serving\}" in box  # BibTeX, escaped for LaTeX and then for HTML
    assert "<details" in box
    assert 'src="/static/js/copy.js"' in html


def test_the_cite_box_cannot_be_used_to_inject_markup(client, db):
    publication = make_publication(title="<img src=x onerror=alert(1)>", authors=["<b>Eve</b>"])
    html = client.get(publication.get_absolute_url()).content.decode()
    assert "<img src=x" not in html and "<b>Eve</b>" not in html


# --- long author lists ---------------------------------------------------------------------------------


def test_long_author_lists_show_the_first_authors_every_member_and_fold_the_rest(client, db):
    member = make_person("Mona Member")
    names = [f"Author{i} Surname{i}" for i in range(1, 13)]
    publication = make_publication(title="Big Collaboration", authors=names)
    Authorship.objects.create(publication=publication, position=20, name=member.name, person=member)
    Authorship.objects.create(publication=publication, position=21, name="Last Author")
    html = client.get("/publications/").content.decode()
    entry = html[html.index("Big Collaboration") :]  # the title, then the authors below it
    visible = entry[entry.index('<p class="authors">') : entry.index("</p>", entry.index('<p class="authors">'))]
    folded = entry
    folded = folded[folded.index('<details class="more-authors">') : folded.index("</details>")]
    assert "Author1 Surname1" in visible and "Author3 Surname3" in visible
    assert "Author4 Surname4" not in visible and "Last Author" not in visible
    assert "Mona Member" in visible
    assert "et al." in visible and "All 14 authors" in folded
    for name in names + ["Mona Member", "Last Author"]:
        assert name in folded
    # On its own page every author is listed in the citation.
    page = client.get(publication.get_absolute_url()).content.decode()
    citation = page[page.index('class="full-citation"') : page.index('class="facts"')]
    assert "<details" not in citation and "Author12 Surname12" in citation


def test_short_author_lists_are_not_folded(client, db):
    make_publication(title="Small Paper", authors=["A One", "B Two", "C Three"])
    html = client.get("/publications/").content.decode()
    assert 'class="more-authors"' not in html and "all-authors" not in html.split("</head>")[1]


def test_the_copy_button_script_and_the_print_stylesheet_are_our_own_static_files():
    from django.contrib.staticfiles import finders

    script = finders.find("js/copy.js")
    assert script and "navigator.clipboard" in open(script).read()
    stylesheet = finders.find("css/cv.css")
    assert stylesheet and "@media print" in open(stylesheet).read()
