"""/publications/?view=list: the citation list, grouped by year or kind, beside the table."""

import re

import pytest

from publications.models import Publication
from tests.factories import make_publication, make_venue


@pytest.fixture
def papers(db):
    venue = make_venue()
    journal = make_venue("TOCS", "ACM Transactions on Computer Systems", "journal")
    return [
        make_publication(title="Old Conference Paper", year=2019, venue=venue, authors=["Ada Lovelace"]),
        make_publication(
            title="New Conference Paper", year=2024, venue=venue, authors=["Ada Lovelace"], abstract="We cache & serve."
        ),
        make_publication(title="New Journal Paper", year=2024, venue=journal, kind="journal", authors=["Alan Turing"]),
        make_publication(title="Undated Preprint", year=None, kind="preprint", authors=["Alan Turing"]),
        make_publication(title="Hidden Paper", year=2024, venue=venue, authors=["Eve"], is_public=False),
    ]


def headings(html):
    return re.findall(r'<h2 id="group-\d+">([^<]*)</h2>', html)


def test_the_list_view_groups_by_year_newest_first_with_every_public_match(client, papers):
    html = client.get("/publications/", {"view": "list"}).content.decode()
    assert headings(html) == ["2024", "2019", "Year unknown"]
    for title in ("Old Conference Paper", "New Conference Paper", "New Journal Paper", "Undated Preprint"):
        assert title in html
    assert "Hidden Paper" not in html
    assert 'class="sort-bar"' not in html  # the grouped list, not the sortable one


def test_each_entry_folds_its_abstract_and_bibtex_under_details(client, papers):
    html = client.get("/publications/", {"view": "list"}).content.decode()
    assert '<details class="abstract"><summary>Abstract</summary><p>We cache &amp; serve.</p></details>' in html
    assert html.count('<details class="bibtex">') == 4
    key = Publication.objects.get(title="New Conference Paper").key
    assert "@inproceedings{" + key in html
    assert 'src="/static/js/copy.js"' in html


def test_the_list_view_groups_by_kind(client, papers):
    html = client.get("/publications/", {"view": "list", "group": "kind"}).content.decode()
    assert headings(html) == ["Conference paper", "Journal article", "Preprint"]


def test_the_list_view_keeps_the_filters(client, papers):
    html = client.get("/publications/", {"view": "list", "year": 2024, "kind": "journal"}).content.decode()
    assert headings(html) == ["2024"]
    assert "New Journal Paper" in html and "New Conference Paper" not in html
    assert '<input type="hidden" name="view" value="list">' in html  # the filter form stays in this view


def test_a_venue_page_has_the_list_view_too(client, papers):
    html = client.get("/venues/osdi/", {"view": "list"}).content.decode()
    assert headings(html) == ["2024", "2019"]
    assert "New Journal Paper" not in html


def test_the_table_view_links_to_the_list_views_and_the_downloads(client, papers):
    html = client.get("/publications/", {"year": 2024}).content.decode()
    assert 'class="sort-bar"' in html
    assert 'href="?year=2024&amp;view=list&amp;group=year"' in html
    assert 'href="/publications/?year=2024&amp;format=bib"' in html
    assert 'href="/publications/?year=2024&amp;format=csv"' in html


@pytest.mark.parametrize(
    "fields, entry, citation",
    [
        ({"venue": "osdi"}, '<a href="/venues/osdi/">{name}</a>, 2024', '<a href="/venues/osdi/">OSDI</a> 2024'),
        ({"venue_text": "Proc. Fictional Workshop"}, "Proc. Fictional Workshop, 2024", "Proc. Fictional Workshop 2024"),
        (
            {"venue": "osdi", "status": "submitted"},
            'Submitted to <a href="/venues/osdi/">{name}</a>, 2024',
            'Submitted to <a href="/venues/osdi/">OSDI</a> 2024',
        ),
        ({"status": "submitted"}, "Submitted, 2024", "Submitted 2024"),
        ({"year": None}, "", ""),
    ],
)
def test_the_venue_line_of_an_entry_names_the_venue_in_full_and_a_citation_by_its_label(
    client, db, fields, entry, citation
):
    venue = make_venue()
    fields = {**fields, "venue": venue} if fields.get("venue") else fields
    paper = make_publication(title="Sharded Ledgers", authors=["Ada Lovelace"], **fields)
    listed = client.get("/publications/?view=list").content.decode()
    assert f'<p class="venue">{entry.format(name=venue.name)}</p>' in listed
    page = client.get(paper.get_absolute_url()).content.decode()
    assert f'<span class="venue">{citation}</span>' in page
