"""A plain-text CV imported shows on the member's page as it was written: each award's organization
once, and the lines of an education or experience entry's details as lines."""

from django.urls import reverse

from importer.services import import_upload
from people.models import Award, Education, Person
from tests.factories import make_person

CV = """Jane Quorn
PhD student, Westvale University

EDUCATION
Westvale University, PhD in Geology, 2020 - present
  Thesis: Pebbles under pressure
  Advisor: Tomas Vell

EXPERIENCE
Research Intern, Rockworks Labs, 2019
  - Built a gravel sorter
  - Wrote its manual

AWARDS
Jiukun Prize, PKU, 2021
Gravel Medal, Westvale University, 2019
Gravel Medal, Northfield College, 2019
Best Poster Award 2018
"""


def test_an_imported_cvs_awards_name_their_organization_once_and_details_keep_their_lines(db, client):
    file_report, _ = import_upload("cv.txt", CV.encode())
    assert file_report.status == "imported", file_report.error
    person = Person.objects.get(name="Jane Quorn")

    assert list(person.awards.values_list("title", "organization", "year")) == [
        ("Jiukun Prize", "PKU", 2021),
        ("Gravel Medal", "Westvale University", 2019),
        ("Gravel Medal", "Northfield College", 2019),  # one name, two awards
        ("Best Poster Award", "", 2018),
    ]
    html = client.get(reverse("people:person-detail", args=[person.slug])).content.decode()
    assert "Jiukun Prize, PKU <span" in html and "PKU, PKU" not in html
    assert "Thesis: Pebbles under pressure<br>Advisor: Tomas Vell" in html
    assert "Built a gravel sorter<br>Wrote its manual" in html

    # Imported again (the parser unchanged), nothing doubles.
    import_upload("cv.txt", CV.encode())
    assert (person.awards.count(), person.education.count(), person.experience.count()) == (4, 1, 1)


def test_details_typed_in_the_admin_keep_their_lines_and_stay_escaped(db, client):
    person = make_person("Tomas Vell")
    Education.objects.create(
        person=person, institution="Northfield College", degree="bachelor", details="Minor: <b>maths</b>\nGPA 3.9"
    )
    Award.objects.create(person=person, title="Gravel Medal, Northfield College", organization="")

    html = client.get(reverse("people:person-detail", args=[person.slug])).content.decode()

    assert "Minor: &lt;b&gt;maths&lt;/b&gt;<br>GPA 3.9" in html
    assert "Gravel Medal, Northfield College" in html  # an award typed whole is shown as typed
