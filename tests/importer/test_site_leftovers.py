"""Site folders as people really leave them: template samples still in place, translations beside the
pages they translate, a lab's prose home page, member pages with nothing but front matter, working
papers in a collection of their own, Quarto member pages written as short CVs.

The fixtures under fixtures/sites/ are small fictional sites in the real layouts.
"""

import datetime

from content.models import News
from importer.services import import_documents
from people.models import Person
from publications.models import Publication
from tests.importer.site_files import SITES, authors, skipped, warnings


def test_a_personal_sites_bibliography_keeps_only_the_owners_papers(db):
    report = import_documents([SITES / "alfolio"])

    assert not report.failed
    assert not Publication.objects.filter(title__icontains="example entries").exists()  # the owner is not an author
    assert any("warmth of example entries" in w and "owner is not among its authors" in w for w in warnings(report))
    assert Publication.objects.filter(title__startswith="Dormancy keeps soil bacteria").exists()
    assert "T. Marinescu" in Person.objects.get().alt_names  # al-folio's scholar names: how her papers print it
    news = dict(News.objects.values_list("date", "body"))
    assert news[datetime.date(2024, 3, 4)] == "Our rewetting paper is out!"  # ":sparkles:" is the theme's emoji
    assert "sample text" in skipped(report, "alfolio")["_news/announcement_4.md"]  # "A simple inline announcement."


def test_a_multilingual_hugo_site_reads_its_default_language_and_skips_samples_and_drafts(db):
    report = import_documents([SITES / "hugo-multilingual"])

    assert not report.failed
    owner = Person.objects.get()
    assert (owner.name, owner.position, owner.affiliation) == (
        "Liv Aasheim",
        "Associate Professor of Glaciology",
        "University of Nordfjell",
    )
    assert "Gletscher" not in owner.bio
    assert list(Publication.objects.values_list("title", flat=True)) == [
        "Submarine melt of a tidewater glacier in a narrow fjord"
    ]
    assert authors("Submarine melt of a tidewater glacier in a narrow fjord")[0] == ("Liv Aasheim", owner.slug)
    assert list(News.objects.values_list("title", flat=True)) == ["Back from the fjord"]
    reasons = skipped(report, "hugo-multilingual")
    assert reasons["content/de/authors/admin/_index.md"] == (
        "a translation ('de') of content/en/authors/admin/_index.md, which is read instead"
    )
    assert reasons["content/de/publication/fjord-ice/index.md"].startswith("a translation ('de')")
    assert "lorem ipsum" in reasons["content/en/publication/example-article/index.md"]  # only in its front matter
    assert "a draft" in reasons["content/en/publication/preprint/index.md"]
    assert "site generator" in reasons["content/en/post/getting-started/index.md"]


def test_a_hugo_labs_member_page_with_only_front_matter_is_a_member_and_no_author_vanishes(db):
    report = import_documents([SITES / "hugo-lab"])

    assert not report.failed
    people = {p.slug: p for p in Person.objects.all()}
    assert set(people) == {"rosine-baptiste", "kasper-sorvik", "thandiwe-mwale"}  # ø spelled o in the slug
    alumna = people["thandiwe-mwale"]
    assert (alumna.role, alumna.position, alumna.now_at) == (
        "alumni",
        "Postdoctoral Researcher",
        "Senior Scientist at Estuary Watch",
    )
    assert (alumna.joined, alumna.left) == (datetime.date(2016, 1, 1), datetime.date(2019, 12, 31))
    assert authors("Seagrass die-off after a river flood") == [
        ("Thandiwe Mwale", "thandiwe-mwale"),
        ("Rosine Baptiste", "rosine-baptiste"),
        ("lmartel", None),  # no author page: kept as written, and said so
    ]
    assert any("'lmartel'" in w and "no author page" in w for w in warnings(report))


def test_a_polyglot_lab_reads_one_language_and_its_prose_home_page_fails_nothing(db):
    report = import_documents([SITES / "polyglot-lab"])

    assert not report.failed  # index.md: the lab's prose, no person and no papers
    assert Publication.objects.count() == 2  # the English copy of the list is a translation
    assert Publication.objects.filter(title="Mechanik der Zellmembran").exists()
    reasons = skipped(report, "polyglot-lab")
    assert reasons["en/publications.md"].startswith("a translation ('en') of the site's pages in 'de'")
    people = {p.name: p for p in Person.objects.all()}
    assert people["Renate Lindhoff"].role == "pi"  # filed under "leitung"
    assert people["Aurel Kestner"].role == "phd"
    assert people["Pia Wendelin"].role == "alumni"


def test_academicpages_working_papers_sub_bullets_and_config_links(db):
    report = import_documents([SITES / "academicpages"])

    assert not report.failed
    owner = Person.objects.get()
    assert owner.email == "rquintero@litoral.example"  # the config's author block
    assert {"ORCID", "Google Scholar", "GitHub"} <= set(owner.links.values_list("label", flat=True))
    jobs = {(e.title, e.organization.split(",")[0], e.start_year, e.end_year) for e in owner.experience.all()}
    assert ("Research Assistant", "Banco Regional do Sul", 2016, 2017) in jobs  # "** Jan 2016 - Dec 2017"
    assert len(jobs) == 3  # the "** " lines are the item's place and dates, not jobs of their own

    paper = Publication.objects.get(title="Employer concentration in river towns")
    assert (paper.status, paper.year, paper.kind) == ("submitted", 2023, "preprint")  # revise and resubmit
    assert authors(paper.title) == [
        ("Rafael Quintero", owner.slug),
        ("Beatriz Lunardi", None),
        ("Otávio Serpa", None),
    ]
    assert "Journal of Human Resources" in paper.venue_text
    reasons = skipped(report, "academicpages")
    assert "a draft" in reasons["_wps/draft-idea.md"]
    assert "Paper Title Number 1" in reasons["_publications/2009-10-01-paper-title-number-1.md"]


def test_quarto_member_pages_give_records_links_dates_and_alumni(db):
    report = import_documents([SITES / "quarto-lab"])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    pi = people["Wilma Quispe Achig"]
    assert pi.role == "pi" and pi.email == "wquispe@uan.example.org"
    assert ("phd", "University of Lowmarsh", 2013) in {
        (e.degree, e.institution, e.end_year) for e in pi.education.all()
    }
    assert ("Associate Professor", "Universidad Andina del Norte", 2017, None) in {
        (e.title, e.organization, e.start_year, e.end_year) for e in pi.experience.all()
    }
    student = people["Tomás Ayala"]
    assert (student.role, student.position, student.joined) == ("phd", "PhD student", datetime.date(2022, 1, 1))
    alumna = people["Irene Cando"]
    assert (alumna.role, alumna.now_at, alumna.left) == ("alumni", "the Andean Water Fund", datetime.date(2021, 12, 31))
