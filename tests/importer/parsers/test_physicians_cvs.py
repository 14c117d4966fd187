"""A physician's CV: British medical degrees, German hospital posts, a Spanish "current position"
heading, and theses listed among the publications in French (fictional)."""

import pytest

from importer.parsers.documents import read_document

CV = """# Dr. Amara Okonjo

Consultant Cardiologist, Riverside General Hospital

## Education

- MBChB, University of Westvale, 2003
- MB BS, University of Eastmere, 2001

## Berufserfahrung

- 2016 – heute: Oberärztin, Klinik für Kardiologie, Universitätsklinikum Talheim
- 2010 – 2016: Fachärztin für Innere Medizin, Städtisches Klinikum Nordhafen

## Situación profesional actual

- Profesora titular, Universidad de Valderrama (desde 2019)

## Publications

- Okonjo A. Heart failure in young adults. Thèse de doctorat, Université de Lyon, 2011.
- Okonjo, A. (2012). *Insuffisance cardiaque chez l'adulte jeune* [Thèse de doctorat, Université de Nantes].
"""


@pytest.fixture(scope="module")
def document():
    return read_document("okonjo.md", CV.encode())


def test_british_first_medical_degrees_are_bachelors(document):
    assert [(e.degree_title, e.degree) for e in document.profile.education] == [
        ("MBChB", "bachelor"),
        ("MB BS", "bachelor"),
    ]


def test_german_hospital_posts_are_titles_and_the_hospital_the_organisation(document):
    posts = {e.title: e.organization for e in document.profile.experience}
    assert posts["Oberärztin"] == "Klinik für Kardiologie, Universitätsklinikum Talheim"
    assert posts["Fachärztin für Innere Medizin"] == "Städtisches Klinikum Nordhafen"


def test_a_spanish_current_position_heading_holds_experience(document):
    assert any(e.title == "Profesora titular" and e.start_year == 2019 for e in document.profile.experience)
    assert not any("Situación" in w for w in document.warnings)


def test_theses_in_french_are_theses_with_their_university(document):
    assert [(p.kind, p.year) for p in document.publications] == [("thesis", 2011), ("thesis", 2012)]
    assert document.publications[1].venue_text.startswith("Université de Nantes")
