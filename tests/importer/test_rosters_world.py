"""Rosters and people files as labs outside computer science keep them: a spreadsheet with a programme column and
no role, a faculty directory's JSON inside a web service's envelope, one person's own JSON, and role words of
medical schools and graduate programmes (GRA, MD/PhD student, rotation student, lab manager).

Every person, title and venue here is fictional.
"""

import datetime as dt
import json

import pytest

from importer.parsers.documents import read_document
from importer.parsers.roles import role_from_group


def _read(name, text):
    return read_document(name, text.encode("utf-8"))


def _roles(document):
    return {p.name: p.role for p in document.people}


PROGRAM_CSV = """\
first_name,last_name,program,date_start,date_end,email
Tamsin,Rookwood,PhD,2019-09-01,,trookwood@example.edu
Oskar,Feldane,MSc,2021-01-15,2022-12-20,ofeldane@example.edu
Priya,Ventham,Postdoc,2020-03-01,,pventham@example.edu
"""


def test_roster_csv_with_a_programme_column_gives_roles_and_dates():
    document = _read("lab_roster.csv", PROGRAM_CSV)
    people = {p.name: p for p in document.people}
    assert _roles(document) == {"Tamsin Rookwood": "phd", "Oskar Feldane": "alumni", "Priya Ventham": "postdoc"}
    assert people["Tamsin Rookwood"].joined == dt.date(2019, 9, 1) and people["Tamsin Rookwood"].left is None
    assert people["Oskar Feldane"].left == dt.date(2022, 12, 20)
    assert people["Priya Ventham"].email == "pventham@example.edu"


PEOPLE = [
    {
        "name": "Marisol Quenby",
        "title": "Associate Professor",
        "publications": [
            {"title": "Tidal mixing in shallow estuaries revisited", "year": 2019, "authors": "Quenby M, Hartle J"}
        ],
    },
    {"name": "Jonah Hartle", "title": "Postdoctoral Fellow"},
    {"name": "Ines Korvath", "title": "Graduate student"},
]


@pytest.mark.parametrize(
    "envelope",
    [
        {"data": {"people": PEOPLE}},
        {"data": PEOPLE},
        {"members": PEOPLE},
        {"count": 3, "next": None, "previous": None, "results": PEOPLE},
        {"data": {"people": PEOPLE}, "meta": {"total": 3, "page": 1}, "links": {"self": "https://example.edu/api"}},
    ],
)
def test_people_json_inside_an_envelope_is_a_roster_with_its_papers(envelope):
    document = _read("faculty.json", json.dumps(envelope))
    assert _roles(document) == {"Marisol Quenby": "pi", "Jonah Hartle": "postdoc", "Ines Korvath": "phd"}
    assert [p.title for p in document.publications] == ["Tidal mixing in shallow estuaries revisited"]


def test_an_envelope_key_naming_a_group_keeps_its_people_filed_there():
    document = _read("people.json", json.dumps({"alumni": PEOPLE[1:], "updated": "2024-05-01"}))
    assert set(_roles(document).values()) == {"alumni"}


@pytest.mark.parametrize("title", ["Dr.", "Prof."])
def test_one_persons_flat_json_is_its_owner_without_the_title(title):
    person = {
        "name": f"{title} Helena Marchetti",
        "title": "Professor of Marine Biology",
        "email": "hmarchetti@example.edu",
        "publications": [{"title": "Coral spawning cues in warming reefs", "year": 2021, "journal": "Reef Science"}],
    }
    document = _read("marchetti.json", json.dumps(person))
    assert document.profile is not None and document.profile.name == "Helena Marchetti"
    assert document.profile.email == "hmarchetti@example.edu"
    assert [p.title for p in document.publications] == ["Coral spawning cues in warming reefs"]


@pytest.mark.parametrize(
    ("word", "role"),
    [
        ("GRA", "phd"),
        ("GTA", "phd"),
        ("Graduate Research Assistant", "phd"),
        ("Graduate Teaching Assistant", "phd"),
        ("Medical student", "phd"),
        ("MD student", "phd"),
        ("MD/PhD student", "phd"),
        ("Rotation student", "visitor"),
        ("Research technician", "staff"),
        ("Lab manager", "staff"),
    ],
)
def test_role_words_of_medical_schools_and_graduate_programmes(word, role):
    assert role_from_group(word) == role


def test_a_roster_files_trainees_by_those_words_never_as_staff():
    roster = {
        "members": [
            {"name": "Ada Welkin", "role": "Lab manager"},
            {"name": "Bram Osgood", "role": "MD student"},
            {"name": "Cleo Fairmont", "role": "Rotation student"},
            {"name": "Dario Lenz", "role": "GRA"},
        ]
    }
    assert _roles(_read("members.json", json.dumps(roster))) == {
        "Ada Welkin": "staff",
        "Bram Osgood": "phd",
        "Cleo Fairmont": "visitor",
        "Dario Lenz": "phd",
    }


@pytest.mark.django_db
def test_a_directorys_papers_are_stored_with_its_people_as_authors(tmp_path):
    from importer.services import import_documents
    from people.models import Person
    from publications.models import Publication

    path = tmp_path / "faculty.json"
    path.write_text(json.dumps({"count": 3, "next": None, "results": PEOPLE}), encoding="utf-8")
    import_documents([str(path)])
    assert set(Person.objects.values_list("name", flat=True)) == {"Marisol Quenby", "Jonah Hartle", "Ines Korvath"}
    paper = Publication.objects.get(title="Tidal mixing in shallow estuaries revisited")
    assert {a.person.name for a in paper.authorships.all() if a.person} == {"Marisol Quenby", "Jonah Hartle"}


@pytest.mark.django_db
def test_one_persons_json_is_stored_as_that_person_with_their_paper(tmp_path):
    from importer.services import import_documents
    from people.models import Person

    path = tmp_path / "quenby.json"
    path.write_text(json.dumps({**PEOPLE[0], "name": "Prof. Marisol Quenby"}), encoding="utf-8")
    import_documents([str(path)])
    person = Person.objects.get()
    assert person.name == "Marisol Quenby"
    assert list(person.authorships.values_list("publication__title", flat=True)) == [
        "Tidal mixing in shallow estuaries revisited"
    ]
