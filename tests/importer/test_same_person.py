"""One person across the files of an import: a CV and its bibliography, a Hugo page and its cite.bib.

The fixtures under fixtures/same_person/ are fictional: a folder holding a LaTeX CV beside the
BibTeX its owner exported (which spells the name differently), and a Hugo Blox site whose paper
pages list authors by user names with a cite.bib beside one of them.
"""

import json
import shutil
from pathlib import Path

import pytest

from importer.parsers.names import normalise_name
from importer.parsers.same_person import may_be_same_person
from importer.services import import_documents
from people.models import Person
from publications.models import Publication
from tests.importer.site_files import warnings

FIXTURES = Path(__file__).parent / "fixtures" / "same_person"


def authors(title):
    publication = Publication.objects.get(title=title)
    return [(a.name, a.person.name if a.person else None) for a in publication.authorships.order_by("position")]


def papers_of(person):
    return list(Publication.objects.filter(authorships__person=person).values_list("title", flat=True))


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Marisol Beatriz Quintero-Vallejo", "Quintero Vallejo, Marisol B."),
        ("Marisol Beatriz Quintero-Vallejo", "M. B. Quintero-Vallejo"),
        ("Marisol Beatriz Quintero", "Marisol Quintero"),
        ("José Ramírez", "Jose Ramirez"),
        ("Jan van der Berg", "Berg, Jan"),
        ("Yin-Min Zhong", "Yinmin Zhong"),
        ("ZHONG Yinmin", "Yinmin Zhong"),
    ],
)
def test_names_one_person_goes_by_may_be_that_person_either_way(one, other):
    assert may_be_same_person(one, other)
    assert may_be_same_person(other, one)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Marisol Beatriz Quintero", "Marta Quintero"),
        ("Marisol Beatriz Quintero", "Marisol Elena Quintero"),
        ("M. E. Quintero", "Marisol B. Quintero"),
        ("Jane Smith", "John Smith"),
        ("Marisol Quintero", "Marisol Vallejo"),
        ("Quintero", "Marisol Quintero"),
    ],
)
def test_names_of_two_people_are_not_one(one, other):
    assert not may_be_same_person(one, other)
    assert not may_be_same_person(other, one)


@pytest.mark.parametrize("bib_name", ["bibliography.bib", "papers.bib"])
def test_a_cv_and_its_bibliography_are_one_person_whichever_is_read_first(db, tmp_path, bib_name):
    folder = tmp_path / "member"
    shutil.copytree(FIXTURES / "cv_and_bib", folder)
    (folder / "bibliography.bib").rename(folder / bib_name)  # read before the CV, or after it

    import_documents([folder])

    person = Person.objects.get()
    assert person.name == "Marisol Beatriz Quintero-Vallejo"  # the name the CV states, not the guess
    assert person.email == "mquintero@lakemont.example.edu"
    assert person.education.count() == 1
    assert set(papers_of(person)) == {
        "Seed dispersal by ground beetles in dry forests",
        "Counting pollinators from hillside camera traps",
        "Leaf litter moisture and fungal spread",
    }
    if bib_name == "bibliography.bib":  # the guess from the papers is kept as a name they print
        assert "Marisol B. Quintero Vallejo" in person.alt_names


def write_resume(folder, name):
    folder.mkdir(exist_ok=True)
    resume = {"basics": {"name": name, "email": "member@lab.example.org", "label": "Postdoctoral Researcher"}}
    path = folder / "resume.json"
    path.write_text(json.dumps(resume), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("on_the_site", "stated"),
    [
        ("Jose Ramirez Ortega", "José Ramírez-Ortega"),
        ("Jan Berg", "Jan van der Berg"),
        ("Ines M. Duarte", "Inês Margarida Duarte"),
        ("Kofi Asante", "Kofi Yaw Asante"),
    ],
)
def test_a_stated_name_finds_the_one_member_it_may_be(db, tmp_path, on_the_site, stated):
    member = Person.objects.create(name=on_the_site, slug="member")

    import_documents([write_resume(tmp_path / "cv", stated)])

    assert list(Person.objects.values_list("pk", flat=True)) == [member.pk]
    member.refresh_from_db()
    assert member.name == on_the_site  # a name an admin gave is not replaced
    if normalise_name(stated) != normalise_name(on_the_site):  # kept as another name of theirs
        assert stated in member.alt_names
    assert member.email == "member@lab.example.org"


def test_a_name_two_members_may_be_is_neither_of_them_and_is_reported(db, tmp_path):
    john = Person.objects.create(name="John Smith", slug="john-smith")
    jane = Person.objects.create(name="Jane Smith", slug="jane-smith")

    report = import_documents([write_resume(tmp_path / "cv", "J. Smith")])

    assert Person.objects.count() == 3
    for member in (john, jane):
        member.refresh_from_db()
        assert member.email == "" and member.alt_names == []
    assert any("“J. Smith” may be Jane Smith and John Smith" in w for w in warnings(report))


def test_an_owner_settled_from_the_papers_is_the_member_of_the_cv_read_before(db, tmp_path):
    folder = tmp_path / "member"
    folder.mkdir()
    (folder / "a_cv.json").write_text(
        json.dumps({"basics": {"name": "Marisol B. Quintero", "email": "mq@lab.example.org"}}), encoding="utf-8"
    )
    (folder / "b_works.bib").write_text(
        "@article{q1, author = {Quintero, Marisol Beatriz and Haldane, Pietro}, title = {Beetle trails in leaf"
        " litter}, journal = {Ecology}, year = {2020}}\n"
        "@article{q2, author = {Osei, Kwame and Quintero, Marisol Beatriz}, title = {Fungal spread in dry"
        " seasons}, journal = {Oecologia}, year = {2021}}\n",
        encoding="utf-8",
    )

    import_documents([folder])

    person = Person.objects.get()
    assert person.name == "Marisol B. Quintero"
    assert len(papers_of(person)) == 2


def test_a_roster_naming_two_people_alike_keeps_them_two(db, tmp_path):
    roster = tmp_path / "_data" / "people.yml"
    roster.parent.mkdir()
    roster.write_text(
        "- name: Daniel Okoro\n  role: pi\n- name: Daniel K. Okoro\n  role: phd\n",
        encoding="utf-8",
    )

    import_documents([roster])

    assert sorted(Person.objects.values_list("name", flat=True)) == ["Daniel K. Okoro", "Daniel Okoro"]


def test_hugo_user_names_take_the_full_names_of_the_cite_bib_beside_the_page(db, tmp_path):
    Person.objects.create(name="Lindiwe Mbeki", slug="lindiwe-mbeki")  # a member with no author page on the site
    site = tmp_path / "site"
    shutil.copytree(FIXTURES / "hugo_site", site)

    report = import_documents([site])

    assert authors("Urchin grazing fronts after a marine heatwave") == [
        ("Teodor Kowalski", None),
        ("Amara Okonkwo", "Amara Okonkwo"),
        ("Rosalind J. Finch", None),
    ]
    assert authors("Holdfast size and kelp survival in winter storms") == [
        ("Amara Okonkwo", "Amara Okonkwo"),
        ("Lindiwe Mbeki", "Lindiwe Mbeki"),  # "lmbeki": the one member the user name spells
    ]
    assert not [w for w in warnings(report) if "user name of the site" in w]


def test_a_user_name_kept_from_a_page_is_named_by_the_same_paper_read_after_it(db, tmp_path):
    page = FIXTURES / "hugo_site" / "content" / "publication" / "urchin-fronts-2024"
    shutil.copy(page / "index.md", tmp_path / "index.md")
    shutil.copy(page / "cite.bib", tmp_path / "zz_cite.bib")
    (tmp_path / "zz_cite.bib").write_text(
        (page / "cite.bib").read_text(encoding="utf-8").replace("Okonkwo, Amara", "Okonkwo, Amara N."),
        encoding="utf-8",
    )

    import_documents([tmp_path / "index.md"])  # alone: "admin" is left out, the others kept as user names
    import_documents([tmp_path / "zz_cite.bib"])

    assert [name for name, _ in authors("Urchin grazing fronts after a marine heatwave")] == [
        "Teodor Kowalski",
        "Amara N. Okonkwo",
        "Rosalind J. Finch",
    ]


def test_importing_the_cv_and_its_bibliography_again_changes_nothing(db, tmp_path):
    folder = tmp_path / "member"
    shutil.copytree(FIXTURES / "cv_and_bib", folder)
    import_documents([folder])

    again = import_documents([folder])

    assert [f.status for f in again.files] == ["unchanged", "unchanged"]
    assert Person.objects.count() == 1
