"""Doctoral students' titles in the languages rosters and CVs are written in, wherever a role is read:
a roster's role field, a group heading, a CV's current position. Fictional people throughout."""

import pytest

from importer.parsers.dates import CURRENT_YEAR
from importer.parsers.documents import read_document
from importer.parsers.records import ParsedExperience
from importer.parsers.roles import current_role, role_from_group, role_from_title
from importer.parsers.structured.roster import parse_roster

DOCTORAL_WORDS = [
    "Doctorate",
    "Doctorate student",
    "Doctorado",
    "Doutorado",
    "Doctorant",
    "Doctorante",
    "Doktorand",
    "Doktorandin",
    "Dottorando",
    "Dottoranda",
    "Promovendus",
    "Doktorant",
    "Doktorantka",
    "Аспирант",
    "Аспирантка",
    "博士生",
    "博士研究生",
    "博士課程",
]


def _roster_roles(group: str, entries: list[dict]) -> dict[str, str | None]:
    document = parse_roster({group: entries}, "team.yml")
    return {person.name: person.role for person in document.people}


@pytest.mark.parametrize("word", DOCTORAL_WORDS)
def test_a_doctoral_word_in_a_roster_role_field_is_a_phd_student(word):
    assert _roster_roles("people", [{"name": "Lia Quonset", "role": word}]) == {"Lia Quonset": "phd"}


@pytest.mark.parametrize("word", DOCTORAL_WORDS)
def test_a_doctoral_word_as_a_group_heading_files_its_people_as_phd_students(word):
    assert role_from_group(word) == "phd"
    roles = _roster_roles(word, [{"name": "Ivo Lundqvist"}, {"name": "Emi Talvane"}])
    assert roles == {"Ivo Lundqvist": "phd", "Emi Talvane": "phd"}


@pytest.mark.parametrize("word", DOCTORAL_WORDS)
def test_a_doctoral_word_as_a_team_page_heading(word):
    page = (
        f"<html><body><h1>Team</h1><h2>{word}</h2><ul><li>Ivo Lundqvist</li><li>Emi Talvane</li></ul>"
        "<h2>Principal Investigator</h2><ul><li>Cora Pellworth</li></ul></body></html>"
    )
    people = read_document("team.html", page.encode()).people
    assert {p.name: p.role for p in people} == {"Ivo Lundqvist": "phd", "Emi Talvane": "phd", "Cora Pellworth": "pi"}


@pytest.mark.parametrize("word", DOCTORAL_WORDS)
def test_a_doctoral_word_as_a_cvs_current_position(word):
    assert role_from_title(word) == "phd"
    now = ParsedExperience(organization="Universidad de Ejemplo", title=word, start_year=CURRENT_YEAR - 1)
    assert current_role([now], []) == ("phd", now)
    cv = f"---\nname: Lia Quonset\nposition: {word}\n---\n\nLia Quonset studies river sediments.\n"
    assert read_document("lia.md", cv.encode()).profile.role == "phd"


def test_the_doctorate_as_a_degree_or_a_dutch_doctoraal_is_no_student():
    assert role_from_title("Doctor of Philosophy") is None  # a degree completed, read by the education section
    assert role_from_title("Doctorado en Física, Universidad de Ejemplo, 2012") is None
    assert role_from_title("Doctoraal") != "phd"  # the old Dutch master's-level degree
    assert role_from_title("Doctorandus") != "phd"


def test_a_doctor_and_a_postdoc_stay_what_they_are():
    assert role_from_title("Dr.") is None  # a way to address someone, not a student
    assert role_from_title("Doctor") is None
    assert role_from_title("Postdoc") == "postdoc"
    assert role_from_title("Postdoctoral") == "postdoc"
    assert role_from_title("Postdoctoral researcher") == "postdoc"


def test_phd_alone_as_a_role_is_a_student_but_after_a_faculty_title_a_credential():
    roles = _roster_roles(
        "people",
        [
            {"name": "Ada Brookfield", "role": "Ph.D."},
            {"name": "Ivo Lundqvist", "role": "PhD"},
            {"name": "Tane Orrick", "title": "Associate Professor, PhD"},
            {"name": "Uma Yelland", "title": "Lecturer, Ph.D."},
            {"name": "Noor Valdane", "title": "Staff Scientist, PhD, MPH"},
        ],
    )
    assert roles["Ada Brookfield"] == "phd"
    assert roles["Ivo Lundqvist"] == "phd"
    assert roles["Tane Orrick"] in ("pi", "faculty")
    assert roles["Uma Yelland"] == "faculty"
    assert roles["Noor Valdane"] in ("researcher", "staff")  # the title says which, not the credential
    assert role_from_group("Lecturer, PhD") == "faculty"
    assert role_from_group("PhD") == "phd"  # a bare credential is left for the group's words to read
