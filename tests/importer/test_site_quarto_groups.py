"""Quarto and Hugo Blox sites of groups outside computer science, as their owners really leave them.

A Quarto group site with no member pages lists its people on one team page of cards; its
"Who We Are" page is no person; its listings are filled from other pages. A Hugo Blox group's
admin page has a list item indented a step too far. A Quarto personal site files a page per
paper (author list, a one-line description that is the journal, a DOI among its link buttons),
renders some pages in place beside their sources and keeps a post template.

The fixtures under fixtures/sites/ are small fictional sites in these real layouts.
"""

import datetime

import pytest

from content.models import News, Project
from importer.parsers.site_config import names_a_group, person_name
from importer.parsers.site_layout import without_pandoc_layout
from importer.parsers.site_people_page import lab_people_page
from importer.parsers.site_repair import mend_front_matter
from importer.parsers.sites import plan_site
from importer.services import import_documents
from people.models import Person
from publications.models import Publication
from tests.importer.site_files import SITES, authors, skipped, warnings


def test_a_quarto_group_site_reads_its_team_page_as_the_groups_people(db):
    report = import_documents([SITES / "quarto-group"])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert "Who We Are" not in people  # the about page's title is no person, and the group has no owner
    assert {name: p.role for name, p in people.items()} == {
        "Ingrid Vasquez-Holt": "pi",
        "Tomasz Wielgosz": "postdoc",
        "Nandi Okonkwo-Reyes": "staff",
        "Aurelio Brandt": "phd",
        "Mireille Sandoval": "phd",
        "Kwabena Ofori-Lind": "master",  # "MSc & MSc Agric Candidates"
        "Hedda Rautio": "collaborator",
        "Pilar Etxeberria": "alumni",  # "Successful Graduates"
        "Jonas Aldgate": "alumni",  # "Past Staff"
    }
    pi = people["Ingrid Vasquez-Holt"]
    assert pi.email == "ivasquez@kestrel-mycology.example.org"  # "[Email](mailto:...)" on her card
    assert pi.position.startswith("Principal Investigator")  # the bold line under her name, not a member
    assert people["Tomasz Wielgosz"].position == "Postdoctoral Fellow"
    assert News.objects.get().date == datetime.date(2025, 9, 19)  # updates/ is the group's news
    assert Project.objects.get().title == "Drought memory in wheat root fungi"
    reasons = skipped(report, "quarto-group")
    assert "listing" in reasons["projects.qmd"] and "listing" in reasons["updates.qmd"]
    assert "rendered copy" in reasons["docs/team.html"]


def test_a_hugo_group_admin_page_with_a_mis_indented_link_is_its_owner_with_every_link(db):
    report = import_documents([SITES / "hugo-group-slip"])

    assert not report.failed
    owner = Person.objects.get(name="Lucinda Marrow")
    assert (owner.role, owner.position, owner.email) == (
        "pi",
        "Associate Research Professor",
        "lmarrow@coastal-desert.example.edu",
    )
    assert {link.label for link in owner.links.all()} >= {"GitHub", "LinkedIn", "ORCID"}
    assert any("line 30 of the front matter was indented" in w for w in warnings(report))
    assert Person.objects.get(name="Pavel Quist").role == "alumni"  # filed under "Past Researchers"
    assert authors("Fog basking posture in dune beetles varies with wind speed") == [
        ("Lucinda Marrow", owner.slug),
        ("Rosalind Achebe", "rosalind-achebe"),
        ("Tobias Wendland", None),
    ]


def test_a_quarto_sites_paper_pages_are_papers_with_venue_doi_and_authors(db):
    report = import_documents([SITES / "quarto-papers"])

    assert not report.failed
    owner = Person.objects.get()
    assert (owner.name, owner.position, owner.email) == (
        "Amara Lindqvist-Osei",
        "Research Fellow",
        "amara@lo-research.example.org",  # the navbar's envelope links to it
    )
    river = Publication.objects.get(doi="10.5555/ee.2021.0614")  # the link button to doi.org
    assert (river.year, river.venue_text) == (2021, "Environmental Epidemiology")  # its one-line description
    assert authors(river.title) == [
        ("Amara Lindqvist-Osei", owner.slug),
        ("Bertil Sandgren", None),
        ("Chiamaka Nwosu", None),
    ]
    clinic = Publication.objects.get(doi="10.5555/bmcph.2023.220")
    assert clinic.venue_text == "BMC Public Health"
    assert clinic.abstract.startswith("**Background:**")  # the body under its "Abstract" heading
    shade = Publication.objects.get(title="Street trees and indoor temperature in social housing")
    assert shade.venue_text in (None, "")  # a description that is a sentence is no journal
    assert "Background" not in owner.bio and "Rivers may cool" not in owner.bio
    assert list(News.objects.values_list("title", flat=True)) == ["Drawing heat maps people can read"]
    reasons = skipped(report, "quarto-papers")
    assert reasons["research.html"] == "a rendered copy of research.qmd, which is read instead"
    assert "does not render" in reasons["posts/_template.qmd"]
    assert "listing" in reasons["publication/index.qmd"] and "listing" in reasons["blog.qmd"]


def test_a_front_matter_list_item_indented_too_far_is_set_beside_its_siblings():
    page = "---\ntitle: Ana Ruiz\nsocial:\n  - icon: github\n    link: a\n    - icon: orcid\n    link: b\n---\nBio.\n"

    mended, notes = mend_front_matter(page)

    assert "\n  - icon: orcid\n" in mended
    assert notes == ["line 6 of the front matter was indented as the list item before it: '- icon: orcid'"]
    assert mend_front_matter("---\ntitle: [unclosed\n---\nText.\n") is None  # a broken title is no slip
    assert mend_front_matter("---\ntitle: Fine\n---\nText.\n") is None  # nothing to mend


def test_quarto_layout_is_taken_away_and_front_matter_kept():
    page = "---\ntitle: A\n---\n::: {.d-flex}\n<div>\n\n**Plateau University**\\\nLecturer\n\n</div>\n:::\n"

    assert without_pandoc_layout(page) == "---\ntitle: A\n---\n\n**Plateau University**\nLecturer\n\n"


@pytest.mark.parametrize(
    ("title", "name"),
    [("Who We Are", None), ("About Me", None), ("Meet Our People", None), ("Dr. Ana Ruiz", "Ana Ruiz")],
)
def test_a_pages_title_is_no_persons_name(title, name):
    assert person_name(title) == name


@pytest.mark.parametrize(
    ("configs", "names", "group"),
    [
        ({"_quarto.yml": {"website": {"title": "Tidewater Ecology Lab"}}}, set(), True),
        ({"config/_default/hugo.yaml": {"title": "Arbeitsgruppe Lindner"}}, set(), True),
        ({"_quarto.yml": {"website": {"title": "Notes"}}}, {"index.qmd", "team.qmd"}, True),
        ({"_quarto.yml": {"website": {"title": "Notes"}}}, {"index.qmd", "blog.qmd"}, False),
    ],
)
def test_a_site_with_no_owner_is_a_groups_when_its_title_or_a_people_page_says_so(configs, names, group):
    assert names_a_group(configs, names) is group


def test_a_team_page_that_lists_one_persons_cv_is_no_roster():
    page = "---\ntitle: Team\n---\n\n# Education\n\n### Ana Ruiz\n**PhD, Plateau University**\n"

    assert lab_people_page("team.qmd", page) is None


def test_a_hugo_sites_toml_configuration_is_read_and_its_ignored_files_are_no_pages():
    files = {
        "config/_default/config.toml": (
            'title = "Mirela Dragan"\ndefaultContentLanguage = "en"\nignoreFiles = ["\\\\.Rmarkdown$", "_cache$"]\n'
            '[taxonomies]\n  author = "authors"\n'
        ),
        "content/authors/admin/_index.md": "---\ntitle: Mirela Dragan\nrole: Lecturer\n---\nI study tides.\n",
        "content/post/tides/index.Rmarkdown": "---\ntitle: Tides\ndate: 2024-02-01\n---\n```{r}\nplot(1)\n```\n",
        "content/post/tides/index.markdown": "---\ntitle: Tides\ndate: 2024-02-01\n---\nA figure of the tides.\n",
    }

    plan = plan_site(list(files), files.get)

    assert plan.owner == "Mirela Dragan"
    assert "ignoreFiles" in plan.skipped["content/post/tides/index.Rmarkdown"]
    assert plan.kinds["content/post/tides/index.markdown"] == "news"
