"""The public site: every page for an empty and a generated lab, filters, sorting, bad parameters, hidden things."""

import re

import pytest
from django.urls import reverse

from people.generate import generate_lab
from people.models import Role
from publications.models import Authorship, Kind, Publication, Status, Venue
from tests.factories import make_person, make_publication, make_venue

LIST = reverse("publications:publication-list")


@pytest.fixture
def lab(db):
    """A generated lab of 12 people and 40 publications; returns the people."""
    persons, _count, _users = generate_lab(people=12, publications=40, seed=3)
    return persons


def page_keys(response):
    return [row.record.key for row in response.context["table"].page.object_list]


def listed(client, url=LIST, **params):
    """Keys of every publication the list shows for these parameters, page after page."""
    keys, page = [], 1
    while True:
        response = client.get(url, {**params, "page": page})
        assert response.status_code == 200
        keys += page_keys(response)
        if not response.context["table"].page.has_next():
            return keys
        page += 1


def public_keys(queryset):
    return set(queryset.filter(is_public=True).values_list("key", flat=True))


def shown_messages(response):
    return [str(message) for message in response.context["messages"]]


# --- every page renders ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "url, empty_text",
    [
        ("/", "No publications yet."),
        ("/people/", "No current members are listed yet."),
        ("/publications/", "0 publications."),
        ("/venues/", "No venues yet."),
    ],
)
def test_list_pages_render_for_an_empty_site(client, db, url, empty_text):
    response = client.get(url)
    assert response.status_code == 200
    assert empty_text in response.content.decode()


@pytest.mark.parametrize("url", ["/people/nobody/", "/publications/nokey2024/", "/venues/nope/"])
def test_detail_pages_of_things_that_do_not_exist_are_404(client, db, url):
    assert client.get(url).status_code == 404


def test_every_page_of_a_generated_lab_renders(client, lab):
    urls = ["/", "/people/", "/publications/", "/venues/"]
    urls += [person.get_absolute_url() for person in lab]
    urls += [p.get_absolute_url() for p in Publication.objects.all()[:10]]
    urls += [venue.get_absolute_url() for venue in Venue.objects.all()]
    for url in urls:
        assert client.get(url).status_code == 200, url


def test_home_lists_current_members_and_newest_publications(client, lab):
    html = client.get("/").content.decode()
    members = html[html.index('id="members-heading"') :]
    members = members[: members.index("</section>")]
    current = [p for p in lab if not p.is_alumni]
    alumni = [p for p in lab if p.is_alumni]
    assert all(p.name in members for p in current)
    assert alumni and all(p.name not in members for p in alumni)
    newest = Publication.objects.public().newest_first().first()
    assert newest.title in html


def test_people_page_groups_current_members_by_role_and_alumni_apart(client, lab):
    response = client.get("/people/")
    html = response.content.decode()
    headings = [label for _role, label, _members in response.context["groups"]]
    assert headings[0] == Role.PI.label
    assert [Role(role).label for role in [r for r in Role if r.label in headings]] == headings  # lab's order
    alumni_section = html[html.index('id="alumni"') :]
    alumni = [p for p in lab if p.is_alumni]
    for person in alumni:
        assert person.name in alumni_section
        if person.now_at:
            assert f"Now at {person.now_at}" in alumni_section
    for person in lab:
        if not person.is_alumni:
            assert person.name not in alumni_section


def test_person_page_lists_their_publications_and_records(client, lab):
    person = lab[1]
    response = client.get(person.get_absolute_url())
    html = response.content.decode()
    assert person.name in html and "Example University" in html
    theirs = Publication.objects.public().by_member(person)
    assert {p.key for p in response.context["publications"]} == set(theirs.values_list("key", flat=True))
    for publication in theirs:
        assert publication.get_absolute_url() in html


def test_venue_list_counts_public_publications(client, lab):
    response = client.get("/venues/")
    for venue in response.context["venues"]:
        assert venue.publication_count == venue.publications.filter(is_public=True).count() > 0


def test_venue_page_lists_only_its_publications(client, lab):
    venue = Venue.objects.get(slug="osdi")
    url = venue.get_absolute_url()
    assert set(listed(client, url)) == public_keys(venue.publications.all())


# --- filters ------------------------------------------------------------------------------------


def test_unfiltered_list_shows_every_public_publication_once(client, lab):
    keys = listed(client)
    assert len(keys) == len(set(keys))
    assert set(keys) == public_keys(Publication.objects.all())


def test_filter_by_year(client, lab):
    year = Publication.objects.values_list("year", flat=True).first()
    assert set(listed(client, year=year)) == public_keys(Publication.objects.filter(year=year))


def test_filter_by_kind_and_status(client, lab):
    assert set(listed(client, kind=Kind.JOURNAL)) == public_keys(Publication.objects.filter(kind=Kind.JOURNAL))
    submitted = Publication.objects.create(title="Under Review", key="review2026", status=Status.SUBMITTED, year=2026)
    keys = listed(client, status=Status.SUBMITTED)
    assert submitted.key in keys
    assert set(keys) == public_keys(Publication.objects.filter(status=Status.SUBMITTED))


def test_filter_by_venue_slug(client, lab):
    assert set(listed(client, venue="sosp")) == public_keys(Publication.objects.filter(venue__slug="sosp"))


def test_filter_by_member_slug(client, lab):
    person = lab[2]
    keys = listed(client, member=person.slug)
    assert keys and set(keys) == public_keys(Publication.objects.filter(authorships__person=person))
    assert len(keys) == len(set(keys))


def test_search_matches_title_words_and_author_names(client, lab):
    person = lab[4]
    by_name = listed(client, q=person.name.split()[-1])
    assert set(public_keys(Publication.objects.filter(authorships__person=person))) <= set(by_name)
    title = Publication.objects.first().title
    by_title = listed(client, q=title.split(":")[0].lower())
    assert Publication.objects.first().key in by_title
    assert all(title.split(":")[0].lower() in Publication.objects.get(key=k).title.lower() for k in by_title)


def test_filters_combine(client, lab):
    person = lab[1]
    expected = Publication.objects.filter(authorships__person=person, kind=Kind.CONFERENCE)
    assert set(listed(client, member=person.slug, kind=Kind.CONFERENCE)) == public_keys(expected)


def test_the_member_and_venue_choices_follow_every_change_and_keep_the_chosen_one(client, lab):
    def options(name, **params):
        html = client.get(LIST, params).content.decode()
        select = re.search(rf'<select[^>]* name="{name}"[^>]*>(.*?)</select>', html, re.S).group(1)
        return re.findall(r'<option value="([^"]*)"( selected)?>', select)

    person = lab[1]
    assert (person.slug, " selected") in options("member", member=person.slug)
    assert (person.slug, "") in options("member")
    person.is_public = False
    person.save()
    assert person.slug not in [value for value, _ in options("member")]
    newcomer = make_person(name="Zora Newcomer")
    make_venue(acronym="NEWV", name="A New Venue")
    assert newcomer.slug in [value for value, _ in options("member")]
    assert "newv" in [value for value, _ in options("venue")]


def test_the_year_chart_counts_again_after_every_change(client, db):
    def chart_rows(url):
        html = client.get(url).content.decode()
        table = re.search(r'<details class="chart-table">.*?<tbody>(.*?)</tbody>', html, re.S).group(1)
        return re.findall(r'<th scope="row">(\d+)</th>', table)

    person = make_person(name="Ada Chart", is_public=True)
    make_publication(person, title="First", year=2019)
    assert chart_rows(LIST) == ["2019"]
    assert chart_rows(person.get_absolute_url()) == ["2019"]
    make_publication(person, title="Second", year=2021)
    assert {"2019", "2021"} <= set(chart_rows(LIST))
    assert {"2019", "2021"} <= set(chart_rows(person.get_absolute_url()))


def test_match_count_is_shown(client, lab):
    response = client.get(LIST, {"venue": "osdi"})
    expected = Publication.objects.public().filter(venue__slug="osdi").count()
    assert response.context["match_count"] == expected
    assert f"{expected} publication" in response.content.decode()


# --- sorting and pages ------------------------------------------------------------------------


def test_default_order_is_newest_first(client, lab):
    years = [Publication.objects.get(key=k).year for k in listed(client)]
    assert years == sorted(years, reverse=True)


@pytest.mark.parametrize(
    "sort, field, reverse",
    [("year", "year", False), ("-year", "year", True), ("citation", "title", False), ("-citation", "title", True)],
)
def test_sorting_by_a_column(client, lab, sort, field, reverse):
    values = [getattr(Publication.objects.get(key=k), field) for k in listed(client, sort=sort)]
    assert values == sorted(values, reverse=reverse)
    assert len(values) == Publication.objects.public().count()


def test_sorting_by_venue(client, lab):
    acronyms = [Publication.objects.get(key=k).venue.acronym for k in listed(client, sort="venue")]
    assert acronyms == sorted(acronyms)


def test_pages_hold_25_rows_and_do_not_overlap(client, lab):
    first = page_keys(client.get(LIST))
    second = page_keys(client.get(LIST, {"page": 2}))
    assert len(first) == 25 and len(second) == Publication.objects.public().count() - 25
    assert not set(first) & set(second)


# --- bad parameters -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "params, label",
    [
        ({"year": "abc"}, "Year"),
        ({"year": "99999"}, "Year"),
        ({"year": "NaN"}, "Year"),
        ({"venue": "nope"}, "Venue"),
        ({"member": "nobody"}, "Lab member"),
        ({"kind": "bogus"}, "Kind"),
        ({"status": "bogus"}, "Status"),
    ],
    ids=lambda value: "-".join(f"{k}={v}" for k, v in value.items()) if isinstance(value, dict) else value,
)
def test_an_invalid_filter_is_ignored_with_a_message_naming_it(client, lab, params, label):
    response = client.get(LIST, params)
    assert response.status_code == 200
    warnings = shown_messages(response)
    assert any("not understood" in text and f"{label} — " in text for text in warnings)
    assert response.context["match_count"] == Publication.objects.public().count()
    assert "not understood" in response.content.decode()


def test_an_invalid_filter_does_not_drop_the_valid_ones(client, lab):
    response = client.get(LIST, {"year": "abc", "venue": "osdi"})
    assert response.context["match_count"] == Publication.objects.public().filter(venue__slug="osdi").count()


@pytest.mark.parametrize("params", [{"sort": "bogus"}, {"sort": "-"}, {"sort": "title,year"}, {"sort": "__class__"}])
def test_an_unknown_sort_keeps_the_default_order(client, lab, params):
    response = client.get(LIST, params)
    assert response.status_code == 200
    assert page_keys(response) == page_keys(client.get(LIST))


@pytest.mark.parametrize("page, expected_page", [("999", 2), ("-1", 2), ("0", 2), ("abc", 1), ("1.5", 1), ("", 1)])
def test_out_of_range_pages_show_a_real_page(client, lab, page, expected_page):
    response = client.get(LIST, {"page": page})
    assert response.status_code == 200
    table_page = response.context["table"].page
    assert table_page.number == expected_page
    assert len(table_page.object_list) > 0


def test_a_very_long_search_is_refused_with_a_message_not_an_error(client, lab):
    for q in ("x" * 100_000, "word " * 20_000, "%_" * 5_000, "\\" * 1000):
        response = client.get(LIST, {"q": q})
        assert response.status_code == 200
        assert any("Search — " in text and "at most 200 characters" in text for text in shown_messages(response))


def test_a_long_search_that_fits_finds_nothing_rather_than_failing(client, lab):
    response = client.get(LIST, {"q": "x" * 200})
    assert response.status_code == 200
    assert response.context["match_count"] == 0
    assert Publication.objects.search("y" * 100_000).count() == 0


def test_search_wildcards_are_taken_literally(client, lab):
    assert client.get(LIST, {"q": "%"}).context["match_count"] == 0
    assert client.get(LIST, {"q": "_"}).context["match_count"] == 0


def test_bad_parameters_on_a_venue_page(client, lab):
    for params in ({"year": "abc"}, {"sort": "bogus"}, {"page": "999"}, {"member": "nobody"}, {"q": "y" * 50_000}):
        assert client.get("/venues/osdi/", params).status_code == 200


# --- hidden people and publications -------------------------------------------------------------


@pytest.fixture
def hidden(db):
    venue = make_venue("HotOS", "Workshop on Hot Topics in Operating Systems", "workshop")
    shown = make_person("Visible Member")
    ghost = make_person("Ghost Member", is_public=False, email="ghost@example.edu")
    public_paper = make_publication(shown, ghost, title="A Public Paper", venue=venue)
    secret_paper = make_publication(shown, title="A Withdrawn Paper", venue=venue, is_public=False)
    return {"shown": shown, "ghost": ghost, "public": public_paper, "secret": secret_paper, "venue": venue}


def test_hidden_person_has_no_page_and_is_not_listed(client, hidden):
    ghost = hidden["ghost"]
    assert client.get(ghost.get_absolute_url()).status_code == 404
    for url in ("/", "/people/", "/publications/", hidden["public"].get_absolute_url()):
        html = client.get(url).content.decode()
        assert ghost.get_absolute_url() not in html, url
        assert ghost.email not in html, url


def test_hidden_person_is_not_a_member_filter(client, hidden):
    response = client.get(LIST, {"member": hidden["ghost"].slug})
    assert any("not understood" in text for text in shown_messages(response))
    assert "ghost-member" not in str(response.context["filter"].form["member"])


def test_hidden_publication_appears_nowhere(client, hidden):
    secret = hidden["secret"]
    assert client.get(secret.get_absolute_url()).status_code == 404
    urls = [
        "/",
        "/publications/",
        "/publications/?q=Withdrawn",
        hidden["shown"].get_absolute_url(),
        hidden["venue"].get_absolute_url(),
        "/venues/",
    ]
    for url in urls:
        html = client.get(url).content.decode()
        assert secret.title not in html, url
    venues = client.get("/venues/").context["venues"]
    assert [v.publication_count for v in venues] == [1]


def test_venue_with_only_hidden_publications_is_not_listed(client, hidden):
    hidden["public"].is_public = False
    hidden["public"].save()
    assert list(client.get("/venues/").context["venues"]) == []


# --- citations ----------------------------------------------------------------------------------


def test_citations_link_members_and_mark_equal_contribution_with_a_legend(client, db):
    ada = make_person("Ada Abara")
    paper = make_publication(ada, title="Equal Work", authors=["Carol Outsider"])
    Authorship.objects.filter(publication=paper).update(equal_contribution=True)
    for url in ("/", "/publications/", ada.get_absolute_url(), paper.get_absolute_url()):
        html = client.get(url).content.decode()
        assert f'<a class="member" href="{ada.get_absolute_url()}">Ada Abara</a>' in html, url
        assert "Carol Outsider" in html and 'href="/people/carol' not in html, url
        assert len(re.findall(r'<sup class="equal"[^>]*>\*</sup>', html)) == 2, url
        assert "Equal contribution." in html, url


def test_no_equal_contribution_legend_without_equal_contributors(client, db):
    ada = make_person("Ada Abara")
    paper = make_publication(ada, title="Ordinary Work")
    for url in ("/", "/publications/", ada.get_absolute_url(), paper.get_absolute_url()):
        assert "Equal contribution." not in client.get(url).content.decode(), url


def test_publication_detail_shows_venue_year_and_links(client, lab):
    publication = Publication.objects.public().select_related("venue").first()
    html = client.get(publication.get_absolute_url()).content.decode()
    assert publication.title in html
    assert publication.venue.name in html
    assert str(publication.year) in html
    assert f"https://example.org/papers/{publication.key}.pdf" in html


def test_people_page_of_a_lab_with_only_alumni_says_so_and_lists_them(client, db):
    make_person("Only Alumna", role=Role.ALUMNI, now_at="Acme Research")
    response = client.get("/people/")
    assert response.status_code == 200
    assert "No current members are listed yet." in response.content.decode()
    assert "Now at Acme Research" in response.content.decode()


def test_role_headings_read_as_english_plurals(client, db):
    for name in ("Fay One", "Fay Two"):
        make_person(name, role=Role.FACULTY)
    for name in ("Phd One", "Phd Two"):
        make_person(name, role=Role.PHD)
    make_person("Solo Postdoc", role=Role.POSTDOC)
    headings = re.findall(r'<h2 id="role-\d+">([^<]+)</h2>', client.get("/people/").content.decode())
    assert headings == ["Faculty", "Postdoctoral researcher", "Ph.D. students"]


@pytest.mark.parametrize("per_page, rows", [("-1", 1), ("0", 25), ("abc", 25), ("10", 10), ("100000", 40)])
def test_page_size_from_the_address_is_kept_within_bounds(client, lab, per_page, rows):
    for url in (LIST, "/venues/osdi/"):
        response = client.get(url, {"per_page": per_page})
        assert response.status_code == 200
    response = client.get(LIST, {"per_page": per_page})
    assert len(response.context["table"].page.object_list) == rows


def test_page_size_is_capped_at_100(client, db):
    generate_lab(people=3, publications=130, seed=5)
    response = client.get(LIST, {"per_page": "100000"})
    assert len(response.context["table"].page.object_list) == 100


@pytest.mark.parametrize("sort", ["", "year", "-year", "citation", "-citation", "venue", "-venue", "kind", "-kind"])
def test_every_ordering_is_total_so_pages_neither_repeat_nor_skip(client, db, sort):
    venue = make_venue()
    for n in range(30):  # thirty publications that tie on everything a reader can sort by
        Publication.objects.create(title="Same Title", key=f"same{n}", year=2024, venue=venue)
    keys = listed(client, **({"sort": sort} if sort else {}))
    assert sorted(keys) == sorted(f"same{n}" for n in range(30))
    response = client.get(LIST, {"sort": sort} if sort else {})
    assert response.context["table"].data.data.query.order_by[-1] in ("pk", "-pk")


@pytest.mark.django_db
@pytest.mark.parametrize(
    "q, found",
    [
        ("kernel", {"Fast Kernels for Slow Disks"}),  # a word's beginning
        ("KERNELS disks", {"Fast Kernels for Slow Disks"}),  # every word, any case
        ("Zhao", {"Fast Kernels for Slow Disks", "Cache Wars"}),  # an author's name
        ("cache zhao", {"Cache Wars"}),  # a title word and an author together
        ("nothing-like-this", set()),
        ("(", set()),  # no word: the character itself, which no title has
    ],
)
def test_the_text_filter_finds_words_of_titles_and_authors(client, q, found):
    make_publication(title="Fast Kernels for Slow Disks", authors=["Hanyu Zhao", "Bo Chen"])
    make_publication(title="Cache Wars", authors=["Mei Zhao"])
    assert {p.title for p in Publication.objects.public().search(q)} == found
