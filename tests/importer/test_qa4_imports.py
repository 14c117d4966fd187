"""Importing structured exports and roster spreadsheets end to end (fictional people and papers)."""

import json

from importer.services import import_documents
from people.models import Person
from publications.models import Publication, Venue


def test_a_cv_paper_in_an_unknown_venue_is_no_conference(db, tmp_path):
    resume = {
        "basics": {"name": "Tahmina Eklund-Obi"},
        "publications": [
            {"name": "Seagrass carbon burial", "publisher": "Halvorsen Moss Days", "releaseDate": "2020"},
            {"name": "Lava tube lichens", "publisher": "Bulletin of Cave Ecology", "releaseDate": "2023-05-01"},
        ],
    }
    path = tmp_path / "resume.json"
    path.write_text(json.dumps(resume))
    import_documents([path])
    assert dict(Venue.objects.values_list("name", "kind")) == {
        "Halvorsen Moss Days": "other",
        "Bulletin of Cave Ecology": "journal",
    }
    owner = Person.objects.get(name="Tahmina Eklund-Obi")
    assert Publication.objects.filter(authorships__person=owner).count() == 2


def test_a_roster_csv_adds_its_members(db, tmp_path):
    path = tmp_path / "members.csv"
    path.write_text(
        "name,role,email,start,end\n"
        '"Okonjo, Adaeze",PI,a.okonjo@example.org,2012,\n'
        '"Lindqvist, Pelle",PhD student,,2021,\n'
        '"Ferreira, Lucia",Research Technician,,2016,2019\n'
    )
    import_documents([path])
    people = {p.name: p for p in Person.objects.all()}
    assert set(people) == {"Adaeze Okonjo", "Pelle Lindqvist", "Lucia Ferreira"}
    assert people["Adaeze Okonjo"].email == "a.okonjo@example.org"
    assert people["Lucia Ferreira"].left.year == 2019
