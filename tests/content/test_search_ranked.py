"""Site search gives one ranked list of every kind of result: the best match first whatever its kind,
a page at a time with the query kept, narrowed to one kind on request, in a fixed number of queries."""

import re

import pytest

from content.models import News, Page, Project
from content.search import CAPS, PER_PAGE, score, snippet
from publications.models import Venue
from tests.factories import make_person, make_publication, make_venue


def hits(html):
    """(kind label, title, address) of each result, in the order shown."""
    return re.findall(
        r'<li class="search-hit hit-\w+">\s*<p class="hit-kind">([^<]+)</p>\s*<h3 class="hit-title"><a href="([^"]+)">([^<]+)</a>',
        html,
    )


def search(client, **params):
    response = client.get("/search/", params)
    assert response.status_code == 200
    return response.content.decode()


def test_teaching_finds_the_teaching_page_first(client, db):
    Page.objects.create(title="Teaching", slug="teaching", body="Courses we teach each year.")
    News.objects.create(title="Teaching award for the lab", body="A prize.")
    found = hits(search(client, q="teaching"))
    assert found[0] == ("Page", "/teaching/", "Teaching")
    assert ("News", News.objects.get().get_absolute_url(), "Teaching award for the lab") in found


def test_osdi_finds_the_venue_above_news_that_mention_it_and_the_venue_leads_to_its_papers(client, db):
    osdi = make_venue()
    for title in ("Quiet Queues", "Loud Locks"):
        make_publication(venue=osdi, title=title)
    Venue.objects.recount()
    News.objects.create(title="Two papers accepted at OSDI", body="Both about queues.")
    News.objects.create(title="Summer retreat", body="We read the OSDI papers together.")
    html = search(client, q="osdi")
    found = hits(html)
    assert [label for label, _url, _title in found] == ["Venue", "News", "News"]
    assert found[0] == ("Venue", "/venues/osdi/", "OSDI")
    assert "2 publications" in html
    assert found[1][2] == "Two papers accepted at OSDI"  # named in the title: above the text-only mention
    venue_page = client.get(found[0][1]).content.decode()
    assert "Quiet Queues" in venue_page and "Loud Locks" in venue_page


def test_a_persons_exact_name_puts_them_first(client, db):
    ada = make_person("Ada Abara", position="Ph.D. student", bio="Works with Ada Lovelace Smith on caches.")
    make_person("Adam Abarayev", bio="Ada Abara's office mate.")
    make_publication(ada, title="Caches for Ada Abara's Favourite Workloads")
    make_publication(ada, title="Elastic Schedulers")
    News.objects.create(title="Ada Abara wins a fellowship", body="Congratulations.")
    found = hits(search(client, q="ada abara"))
    assert found[0] == ("Person", ada.get_absolute_url(), "Ada Abara")
    labels = [label for label, _url, _title in found]
    assert {"Person", "Publication", "News"} <= set(labels)
    # Her papers are found by her name as an author, below the hits named after her.
    assert found.index(next(hit for hit in found if hit[2] == "Elastic Schedulers")) > found.index(
        next(hit for hit in found if hit[2] == "Ada Abara wins a fellowship")
    )


def test_results_of_every_kind_are_one_ordered_list(client, db):
    make_person("Wren Alder", research_interests=["queues"])
    Project.objects.create(title="Queues", summary="Who waits and why.")
    Page.objects.create(title="Reading group", slug="reading", body="This term: queues in kernels.")
    make_publication(title="Quiet Queues", year=2023)
    News.objects.create(title="A talk on queues", body="x")
    html = search(client, q="queues")
    assert html.count('<ol class="search-hits"') == 1 and "<section" not in html
    found = hits(html)
    assert found[0] == ("Project", Project.objects.get().get_absolute_url(), "Queues")  # named exactly
    assert {label for label, _url, _title in found} == {"Person", "Project", "Page", "Publication", "News"}
    # A hit named after the words comes before one that only mentions them in its text.
    titles = [title for _label, _url, title in found]
    assert titles.index("Quiet Queues") < titles.index("Reading group")
    assert titles.index("A talk on queues") < titles.index("Wren Alder")


def test_pages_of_results_keep_the_query_and_the_kind_filter_counts_each_kind(client, db):
    for n in range(CAPS["news"]):
        News.objects.create(title=f"Lattice news {n}", body="x")
    for n in range(CAPS["publications"] + 3):
        make_publication(title=f"Lattice Paper {n}")
    html = search(client, q="lattice")
    assert len(hits(html)) == PER_PAGE
    assert 'href="?q=lattice&amp;page=2"' in html
    assert 'href="?q=lattice&amp;kind=news"' in html and "News <span" in html
    assert f'Publications <span class="n">({CAPS["publications"]}+)</span>' in html
    assert f'News <span class="n">({CAPS["news"]})</span>' in html
    assert "Every matching publication, with filters" in html
    second = search(client, q="lattice", page=2)
    assert len(hits(second)) == CAPS["news"] + CAPS["publications"] - PER_PAGE
    assert 'href="?q=lattice"' in second  # back to the first page: the query kept, no page=1
    first_titles = {title for _l, _u, title in hits(html)}
    assert not first_titles & {title for _l, _u, title in hits(second)}
    only_news = search(client, q="lattice", kind="news")
    assert {label for label, _url, _title in hits(only_news)} == {"News"}
    assert len(hits(only_news)) == CAPS["news"]
    assert '<a href="?q=lattice&amp;kind=news" aria-current="page">' in only_news
    # A kind the search does not know shows everything, as "All" does.
    assert hits(search(client, q="lattice", kind="nonsense")) == hits(html)


def test_the_search_box_is_described_by_a_hint_that_exists_and_results_have_headings(client, db):
    make_publication(title="Quiet Queues")
    for html in (search(client), search(client, q="queues"), search(client, q="zzqqxx")):
        described = re.search(r'<input id="search-q"[^>]*aria-describedby="([^"]+)"', html).group(1)
        assert f'id="{described}"' in html
        assert '<label for="search-q"' in html and "<h1>Search</h1>" in html
    html = search(client, q="queues")
    assert '<h2 id="search-results"' in html and '<h3 class="hit-title"><a href="' in html
    assert 'aria-label="Kinds of result"' in html


@pytest.mark.parametrize("papers", [10, 200])
def test_a_search_runs_the_same_queries_for_a_small_and_a_large_lab(client, db, django_assert_max_num_queries, papers):
    osdi = make_venue()
    ada = make_person("Ada Abara")
    for n in range(papers):
        make_publication(ada, title=f"Scaling Systems Part {n}", venue=osdi, authors=["Carol Outsider"])
    Venue.objects.recount()
    for n in range(15):
        News.objects.create(title=f"Systems news {n}", body="systems")
        Page.objects.create(title=f"Systems page {n}", slug=f"systems-{n}", body="systems")
    client.get("/search/", {"q": "systems"})  # warm what is remembered per change of the site
    # The same bound for both sizes: one query per kind, the authors of the papers shown, the lab.
    with django_assert_max_num_queries(10):
        html = search(client, q="systems")
    assert len(hits(html)) == PER_PAGE


def test_the_score_puts_exact_names_above_beginnings_above_word_matches_above_text():
    exact = score("osdi", ["OSDI", "Operating Systems Design and Implementation"], 0.0)
    begins = score("quiet queues", ["Quiet queues in kernels"], 0.0)
    every_word = score("queues quiet", ["Quiet queues in kernels"], 1.0)
    some_words = score("queues tails", ["Quiet queues in kernels"], 1.0)
    text_only = score("queues", ["Reading group"], 1.0)
    assert exact > begins > every_word > some_words > text_only > score("queues", ["Reading group"], 0.0)
    assert score("Müller", ["Jan Muller"], 0) == score("muller", ["Jan Müller"], 0) > 0
    assert score("", ["Anything"], 1.0) == 0


def test_a_snippet_is_the_text_around_the_first_word_typed_without_markdown():
    body = "Intro. " * 60 + "We teach the **systems** course in [spring](https://example.org/). " + "More. " * 60
    piece = snippet("systems course", body)
    assert "We teach the systems course in spring." in piece
    assert piece.startswith("…") and piece.endswith("…") and "**" not in piece and "](" not in piece
    assert snippet("absent", "", "Second text first.") == "Second text first."


def test_a_family_name_alone_ranks_the_person_above_news_about_them(client, db):
    ngozi = make_person("Ngozi Okafor", position="Ph.D. student", bio="Works on sleepy disks.")
    News.objects.create(title="Okafor wins", body="Okafor won the lab's prize; Okafor thanks everyone.")
    found = hits(search(client, q="okafor"))
    assert found[0] == ("Person", ngozi.get_absolute_url(), "Ngozi Okafor")
    assert [label for label, _url, _title in found] == ["Person", "News"]
