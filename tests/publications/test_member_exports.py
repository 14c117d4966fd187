"""A member's profile as JSON Resume (/people/<slug>.json) and the printable CV built from it."""

import json

import pytest

from people.models import Award, Education, Experience, PersonLink, Service, Teaching
from tests.factories import make_person, make_publication, make_venue


@pytest.fixture
def ada(db):
    person = make_person(
        "Ada Abara",
        position="Ph.D. student",
        affiliation="Fictional Institute of Technology",
        email="ada@example.edu",
        bio="Ada works on </script> caching & more.",
        research_interests=["operating systems", "storage"],
        skills=["Rust"],
    )
    Education.objects.create(
        person=person,
        institution="Example University",
        degree="bachelor",
        degree_title="B.S. in Computer Science",
        field="Computer Science",
        start_year=2016,
        end_year=2020,
    )
    Experience.objects.create(
        person=person, organization="Acme Cloud", title="Research Intern", start_year=2022, end_year=2022
    )
    Award.objects.create(person=person, title="Best Student Paper", organization="OSDI", year=2023)
    Teaching.objects.create(person=person, course="Operating Systems", role="Teaching Assistant", terms=["2021 Fall"])
    Service.objects.create(person=person, role="Artifact Evaluation Committee", venue="OSDI", year=2024)
    PersonLink.objects.create(person=person, label="GitHub", url="https://github.com/ada")
    PersonLink.objects.create(person=person, label="Homepage", url="https://ada.example.edu/")
    venue = make_venue()
    make_publication(
        person, title="Caching Everything", year=2024, venue=venue, authors=["Bo Chen"], note="Best Paper Award"
    )
    make_publication(person, title="Caching Nothing", year=2022, venue=venue, authors=["Bo Chen"])
    make_publication(person, title="A Hidden Draft", year=2025, is_public=False)
    return person


def test_a_members_profile_is_a_json_resume(client, ada):
    response = client.get("/people/ada-abara.json")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    assert 'filename="ada-abara.json"' in response["Content-Disposition"]
    resume = json.loads(response.content)
    basics = resume["basics"]
    assert basics["name"] == "Ada Abara"
    assert basics["label"] == "Ph.D. student"
    assert basics["url"] == "https://ada.example.edu/"
    assert basics["summary"] == "Ada works on </script> caching & more."
    assert basics["profiles"] == [{"network": "GitHub", "username": "ada", "url": "https://github.com/ada"}]
    assert resume["education"][0] == {
        "institution": "Example University",
        "area": "Computer Science",
        "studyType": "B.S. in Computer Science",
        "startDate": "2016",
        "endDate": "2020",
    }
    assert [w["name"] for w in resume["work"]] == ["Our Research Lab", "Acme Cloud"]
    assert resume["awards"][0]["title"] == "Best Student Paper"
    assert resume["volunteer"][0]["position"] == "Artifact Evaluation Committee"
    assert [p["name"] for p in resume["publications"]] == ["Caching Everything", "Caching Nothing"]
    assert resume["publications"][0]["publisher"] == "USENIX Symposium on Operating Systems Design and Implementation"
    assert resume["publications"][0]["releaseDate"] == "2024"
    assert resume["publications"][0]["authors"] == ["Ada Abara", "Bo Chen"]
    assert resume["skills"] == [{"name": "Rust"}]
    assert resume["interests"] == [{"name": "operating systems"}, {"name": "storage"}]


def test_hidden_members_have_no_resume_or_cv(client, db):
    make_person("Hidden Person", is_public=False)
    assert client.get("/people/hidden-person.json").status_code == 404
    assert client.get("/people/hidden-person/cv/").status_code == 404


def test_the_printable_cv_shows_the_resume_with_a_print_stylesheet(client, ada):
    response = client.get("/people/ada-abara/cv/")
    assert response.status_code == 200
    html = response.content.decode()
    assert 'href="/static/css/cv.css"' in html
    for text in (
        "Ada Abara",
        "B.S. in Computer Science",
        "<strong>Research Intern</strong>, Acme Cloud",
        "Best Student Paper",
        "Operating Systems",
        "Artifact Evaluation Committee",
        "Caching Everything",
        "Caching Nothing",
        "<strong>Ada Abara</strong>, Bo Chen",
        "Best Paper Award",
    ):
        assert text in html, text
    assert "A Hidden Draft" not in html
    assert "</script> caching" not in html  # escaped like everything else


def test_the_profile_page_links_the_cv_and_the_resume(client, ada):
    html = client.get("/people/ada-abara/").content.decode()
    assert 'href="/people/ada-abara/cv/"' in html
    assert 'href="/people/ada-abara.json"' in html
    assert 'href="/people/ada-abara/publications.bib"' in html
