"""A fork of the "allanlab" Jekyll lab template, as labs leave it (fixtures/sites/allanlab-fork, fictional):
people in `_data/team_members.yml`, `students.yml`, `alumni_*.yml` and `former.yml` with `info:` titles,
numbered `education1..N` lines and dated names; papers in `_data/publist.yml` with the venue and year only
in `link.display` and initials run together ("IT Vesterby"); news in `_data/news.yml` dated "November 2024";
pages that only loop over those data files.
"""

import datetime as dt

import pytest

from importer.parsers.site_dates import date_in_words
from importer.parsers.structured import parse_structured
from importer.services import import_documents
from people.models import Person
from publications.models import Publication
from tests.importer.site_files import SITES, authors, skipped, warnings

SITE = "allanlab-fork"


def test_every_member_with_role_dates_and_where_alumni_went(db):
    report = import_documents([SITES / SITE])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert "This could be you !" not in people and len(people) == 11
    assert any("[4] is the template's example member" in w for w in warnings(report))
    pi = people["Ingrid T Vesterby"]
    assert (pi.role, pi.position, pi.joined) == ("pi", "Associate professor", dt.date(2016, 1, 1))
    assert pi.education.get(degree="phd").field == "Condensed Matter Physics"
    rafael = people["Rafael Quintanilla"]  # "<a href=...>Rafael (Rafa) Quintanilla</a>", "started at Oct 2021"
    assert (rafael.role, rafael.joined, rafael.alt_names) == ("postdoc", dt.date(2021, 10, 1), ["Rafa Quintanilla"])
    assert list(rafael.links.values_list("url", flat=True)) == ["https://rafa.example.org/"]
    sunniva = people["Sunniva K Brekke"]
    assert (sunniva.role, sunniva.position, sunniva.joined, sunniva.email) == (
        "phd",
        "PhD Student",
        dt.date(2019, 12, 1),
        "brekke@nano.example.edu",
    )
    assert people["Tobias Welle"].role == "staff"
    assert not people["Tobias Welle"].links.exists()  # "website: 0", "github: 0": the template's switches
    maja = people["Maja Lindholt"]
    assert (maja.role, maja.position, maja.joined) == ("undergrad", "Bachelor student", dt.date(2024, 3, 1))
    # "Oskar Haugland, Ph.D. 2022": the name alone, the degree taken in the lab, the year he left
    oskar = people["Oskar Haugland"]
    assert (oskar.role, oskar.position, oskar.left, oskar.now_at) == (
        "alumni",
        "Ph.D.",
        dt.date(2022, 12, 31),
        "Quantum Devices A/S",
    )
    assert people["Keiko Araki"].now_at == "Assistant Professor, Hokkaido Example University"
    pia = people["Pia Lundgren"]  # "<a href=...>Pia Lundgren</a> - 2019 - <a ...>Research Scientist</a> at ..."
    assert (pia.role, pia.left, pia.now_at) == (
        "alumni",
        dt.date(2019, 12, 31),
        "Research Scientist at Nordic Example Institute, Imaging Division",
    )
    # "Lucas Ferrand, Summer 2019": a visitor's season in the lab
    lucas = people["Lucas Ferrand"]
    assert (lucas.role, lucas.joined, lucas.left) == ("alumni", dt.date(2019, 6, 1), dt.date(2019, 8, 31))
    amara = people["Amara Okonjo"]
    assert (amara.joined, amara.left) == (dt.date(2018, 1, 1), dt.date(2018, 12, 31))
    jonah = people["Jonah Pretorius"]  # former.yml: "Fall 2020 - Summer 2021", "Next position: PhD at ..."
    assert (jonah.role, jonah.joined, jonah.left, jonah.now_at) == (
        "alumni",
        dt.date(2020, 9, 1),
        dt.date(2021, 8, 31),
        "PhD at Example Tech",
    )


def test_papers_with_year_and_venue_from_the_links_display_and_members_among_authors(db):
    import_documents([SITES / SITE])

    papers = {p.title: p for p in Publication.objects.all()}
    assert len(papers) == 4
    tips = papers["Atomically sharp tips from field evaporation of tungsten"]
    assert (tips.year, tips.venue_text) == (2023, "Rev. Sci. Instrum. 95, 043701")
    stripes = papers["Stripes without order in a nickelate"]
    assert (stripes.year, stripes.venue_text) == (2021, "Nature Physics 17, 411")
    assert authors("Stripes without order in a nickelate") == [
        ("K Araki", "keiko-araki"),
        ("O Haugland", "oskar-haugland"),
        ("M Tanabe", None),
        ("C.-H. Wu", None),
        ("I. T. Vesterby", "ingrid-t-vesterby"),
    ]
    # "journal: 0 / conference: 1": the template's switches say the kind; the venue is only in the display
    noise = papers["Listening to tunnelling noise with small sensors"]
    assert (noise.year, noise.venue_text, noise.kind) == (
        2019,
        "Proceedings of the Example Workshop on Sensing (EWS 2019)",
        "conference",
    )
    assert [slug for _name, slug in authors(noise.title)] == ["pia-lundgren", "tobias-welle", "ingrid-t-vesterby"]
    puddles = "Charge puddles in a lightly doped Mott insulator: a tunnelling view"
    assert papers[puddles].year == 2024
    assert [slug for _name, slug in authors(puddles)] == [
        "rafael-quintanilla",
        "sunniva-k-brekke",
        "ingrid-t-vesterby",
    ]


def test_news_dated_in_words_and_pages_that_only_print_the_data_files(db):
    from content.models import News

    report = import_documents([SITES / SITE])

    news = {n.date: n for n in News.objects.all()}
    assert set(news) == {dt.date(2024, 11, 1), dt.date(2024, 9, 1), dt.date(2024, 3, 3)}
    assert news[dt.date(2024, 11, 1)].title == "Sunniva received a Nordic PhD grant. Congratulations!"
    assert "](https://journals.example.org/rsi/95/043701)" in news[dt.date(2024, 9, 1)].body
    reasons = skipped(report, SITE)
    for page in ("_pages/team.md", "_pages/publications.md", "_pages/home.md"):
        assert "fills from the site's data files" in reasons[page]


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("November 2022", dt.date(2022, 11, 1), dt.date(2022, 11, 30)),
        ("Nov. 12, 2022", dt.date(2022, 11, 12), dt.date(2022, 11, 12)),
        ("3. März 2021", dt.date(2021, 3, 3), dt.date(2021, 3, 3)),
        ("2022/11/05", dt.date(2022, 11, 5), dt.date(2022, 11, 5)),
        ("11/2022", dt.date(2022, 11, 1), dt.date(2022, 11, 30)),
        ("Spring 2017", dt.date(2017, 3, 1), dt.date(2017, 5, 31)),
        ("Marketing 2020", None, None),
        ("in 2020", None, None),
    ],
)
def test_dates_in_words(text, start, end):
    assert (date_in_words(text), date_in_words(text, end=True)) == (start, end)


def test_a_publication_list_whose_names_run_initials_together_and_mix_separators():
    document = parse_structured(
        "_data/publist.yml",
        """\
- title: Heat flow in twisted bilayers
  authors: J Osterholm, A Brask; MK Lund, T Greve
  link:
    url: https://example.org/paper
    display: Phys. Rev. B 101, 125401 (2020)
""",
    )
    (paper,) = document.publications
    assert [a.name for a in paper.authors] == ["J Osterholm", "A Brask", "MK Lund", "T Greve"]
    assert (paper.year, paper.venue_text, [link.url for link in paper.links]) == (
        2020,
        "Phys. Rev. B 101, 125401",
        ["https://example.org/paper"],
    )
