"""A lab site's page that lists its people in a markdown table (fixtures/sites/hugo-alumni-table, fictional):
a Hugo research-group site whose alumni page is a pipe table of name, role code and where they are now,
beside its PI's CV page that holds a small table of her students among its prose.
"""

import datetime as dt

from importer.parsers.site_people_table import people_table
from importer.services import import_documents
from people.models import Person
from tests.importer.site_files import SITES

SITE = "hugo-alumni-table"


def test_an_alumni_table_is_the_labs_roster_and_no_part_of_its_owners_profile(db):
    report = import_documents([SITES / SITE])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {
        "Maren Ostrander",
        "Nadia Koval",
        "Tomás Iglesias",
        "Wen-Li Hsu",
        "Pieter de Graaf",
        "Ama Owusu",
    }
    owner = people["Maren Ostrander"]
    assert (owner.role, owner.position) == ("pi", "Associate Professor of Chemical Engineering")
    assert "Nadia Koval" not in owner.bio and "|" not in owner.bio
    nadia = people["Nadia Koval"]  # "Ph.D. '23 Chemistry and now Senior Scientist at ..."
    assert (nadia.role, nadia.position, nadia.left, nadia.now_at) == (
        "alumni",
        "Graduate student",
        dt.date(2023, 12, 31),
        "Senior Scientist at Brightwell Materials",
    )
    tomas = people["Tomás Iglesias"]  # PD; a name linked to a site of his own, a place linked to its page
    assert (tomas.position, tomas.now_at) == ("Postdoc", "Assistant Professor at Example State University")
    assert list(tomas.links.values_list("url", flat=True)) == ["https://tomas-iglesias.example.org/"]
    assert people["Ama Owusu"].left == dt.date(2021, 12, 31)  # "MS ‘21 and now ..."
    assert people["Wen-Li Hsu"].left is None  # "expected '27": not yet left
    assert people["Pieter de Graaf"].position == "Visiting scientist"  # "VS."


def test_a_table_of_people_on_a_page_that_says_more_is_no_roster_on_a_personal_site():
    page = (SITES / SITE / "content/cv/index.md").read_text(encoding="utf-8")

    assert people_table("content/cv/index.md", page, only_table=True) is None
    listed = people_table("content/cv/index.md", page)
    assert [p.name for p in listed.people] == ["Nadia Koval", "Ama Owusu", "Wen-Li Hsu"]


def test_a_table_that_names_no_people_is_no_roster():
    page = "---\ntitle: Talks\n---\n\n| Date | Event | Title |\n| --- | --- | --- |\n" + "".join(
        f"| 2024-0{i}-01 | Example Meeting {i} | Catalysts {i} |\n" for i in range(1, 5)
    )
    assert people_table("talks.md", page) is None


def test_a_hugo_apero_lab_with_member_pages_group_pages_and_a_pasted_twice_front_matter(db):
    """fixtures/sites/apero-lab: blogdown's Hugo Apéro theme (config.yaml, content/people/<name>/index.md with
    `subtitle:` as the title), group pages among the members' folders, a page whose front matter was pasted twice."""
    from content.models import News
    from tests.importer.site_files import authors, skipped, warnings

    report = import_documents([SITES / "apero-lab"])

    assert not report.failed
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {
        "Ines Okafor",
        "Tomas Lindgren",
        "Priya Venkatesan",
        "Oskar Dahlberg",
        "Mei Tanaka",
        "Rafael Vellanoweth",
        "Hanna Kowalczyk",
        "Greta Holm",
    }  # "Lab Alumni" and "Volunteers" are groups, not people
    assert (people["Ines Okafor"].role, people["Ines Okafor"].position) == ("pi", "Principal Investigator")
    assert people["Ines Okafor"].bio.startswith("Hoverflies carry") and "featured" not in people["Ines Okafor"].bio
    tomas = people["Tomas Lindgren"]
    assert (tomas.role, tomas.email) == ("phd", "t.lindgren@pollination.example.edu")
    assert tomas.bio.startswith("I count flowers") and "title:" not in tomas.bio and "<img" not in tomas.bio
    # on a page titled "Lab Alumni" everyone has left, and a name's one year is the year they left
    priya = people["Priya Venkatesan"]
    assert (priya.role, priya.position, priya.joined, priya.left) == ("alumni", "PhD", None, dt.date(2024, 12, 31))
    rafael = people["Rafael Vellanoweth"]
    assert (rafael.role, rafael.joined, rafael.left) == ("alumni", dt.date(2019, 1, 1), dt.date(2023, 12, 31))
    assert (people["Greta Holm"].role, people["Greta Holm"].position) == ("alumni", "Lab Manager")
    assert any("('Volunteers') whose list could not be read" in w for w in warnings(report))
    assert "configuration" in skipped(report, "apero-lab")["config.yaml"]
    assert [slug for _name, slug in authors("Snowmelt timing reshuffles meadow visitor networks")] == [
        "oskar-dahlberg",
        "rafael-vellanoweth",
        "tomas-lindgren",
        "ines-okafor",
    ]
    assert News.objects.get().date == dt.date(2024, 5, 14)
