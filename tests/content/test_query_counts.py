"""The new public pages (home, news, research, pages, search, member pages) run the same few queries
for a small and a large lab, and no public page's HTML grows past the size bound."""

import pytest
from django.db import connection
from django.test import TestCase
from django.test.utils import CaptureQueriesContext

from content.demo import make_demo_content
from content.models import News, Project
from people.generate import generate_lab
from publications.models import Publication
from tests.publications.test_query_counts import MAX_QUERIES, busiest_member, queries_for, wipe

SMALL, LARGE = 10, 1000
MAX_HTML_BYTES = 500_000

PAGES = {
    "home": lambda: "/",
    "people": lambda: "/people/",
    "member": lambda: busiest_member().get_absolute_url(),
    "member-page-2": lambda: busiest_member().get_absolute_url() + "?page=2",
    "news": lambda: "/news/",
    "news-item": lambda: News.objects.order_by("pk").first().get_absolute_url(),
    "research": lambda: "/research/",
    "project": lambda: Project.objects.order_by("pk").first().get_absolute_url(),
    "join-us": lambda: "/join-us/",
    "search": lambda: "/search/?q=for",
    "search-nothing": lambda: "/search/?q=zzzzqqq",
    "search-empty": lambda: "/search/",
    "citation-list-page-2": lambda: "/publications/?view=list&page=2",
}


def demo_lab(publications):
    # Saves store each publication's text when they commit, as on a running site.
    with TestCase.captureOnCommitCallbacks(execute=True):
        generate_lab(people=12, publications=publications, seed=7)
        make_demo_content(today=None)


@pytest.mark.parametrize("page", PAGES)
def test_new_public_page_runs_a_fixed_number_of_queries(client, db, page):
    demo_lab(SMALL)
    url = PAGES[page]()
    small = queries_for(client, url)
    wipe()
    News.objects.all().delete()
    Project.objects.all().delete()
    demo_lab(LARGE)
    large = queries_for(client, PAGES[page]())
    print(f"{page}: {small} queries with {SMALL} publications, {large} with {LARGE}")
    assert small == large
    assert large <= MAX_QUERIES


def test_a_missing_page_is_the_sites_own_404_in_a_few_queries(client, db):
    with CaptureQueriesContext(connection) as captured:
        response = client.get("/no-such-page/")
    assert response.status_code == 404
    html = response.content.decode()
    assert "There is no page at this address" in html and 'name="viewport"' in html
    assert len(captured) <= MAX_QUERIES


@pytest.mark.parametrize(
    "url",
    [
        "/",
        "/publications/?view=list&per_page=100",
        "/publications/?view=list&group=kind&per_page=100",
        "/publications/?per_page=100",
        "/search/?q=for",
        "member",
    ],
)
def test_no_public_page_outgrows_the_size_bound_in_a_large_lab(client, db, url):
    generate_lab(people=12, publications=LARGE, seed=7)
    # Long abstracts and titles: the worst a real list brings.
    Publication.objects.update(abstract="We measure and explain. " * 70)
    url = busiest_member().get_absolute_url() if url == "member" else url
    response = client.get(url)
    assert response.status_code == 200
    size = len(response.content)
    print(f"{url}: {size / 1000:.0f} KB")
    assert size < MAX_HTML_BYTES


def test_the_citation_list_is_paged_and_the_whole_list_is_a_download(client, db):
    generate_lab(people=12, publications=120, seed=7)
    html = client.get("/publications/", {"view": "list"}).content.decode()
    assert html.count('<div class="pub ') == 25
    assert '<a href="?view=list&amp;page=2">2</a>' in html
    assert '<a href="?view=list" aria-current="page">1</a>' in html  # the first page has one address
    assert 'href="/publications/?format=bib"' in html and "Download the whole list as" in html
    second = client.get("/publications/", {"view": "list", "page": 5}).content.decode()
    assert second.count('<div class="pub ') == 20
    assert '<a href="?view=list">1</a>' in second and "page=1" not in second


def test_a_member_page_shows_selected_papers_first_then_years_a_page_at_a_time(client, db):
    generate_lab(people=4, publications=300, seed=7)
    member = busiest_member()
    theirs = Publication.objects.public().by_member(member)
    assert theirs.count() > 50
    chosen = theirs.order_by("year").first()  # the oldest: would otherwise come last
    Publication.objects.filter(pk=chosen.pk).update(selected=True)
    html = client.get(member.get_absolute_url()).content.decode()
    assert (
        html.index('<h3 class="year-heading">Selected</h3>')
        < html.index(chosen.title)
        < html.index(f'<h3 class="year-heading">{theirs.exclude(pk=chosen.pk).order_by("-year").first().year}</h3>')
    )
    assert html.count('<div class="pub ') == 50
    assert 'aria-label="Pages of publications"' in html
    assert f'href="/people/{member.slug}/publications.bib"' in html
    rest = client.get(member.get_absolute_url(), {"page": 2}).content.decode()
    assert 'year-heading">Selected<' not in rest
