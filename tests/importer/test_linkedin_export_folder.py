"""A folder holding LinkedIn's data export ("Get a copy of your data"), imported as it is downloaded.

Only Profile.csv names the export's owner; Positions.csv, Education.csv and Publications.csv are theirs.
The export's other files (Connections.csv with its "Notes:" preamble, messages, skills, job applications
in a subfolder) are other people or no profile at all: they are skipped and said so, and no connection
becomes a member. The fixture is a fictional export in LinkedIn's layout.
"""

from importer.services import import_documents
from people.models import Person
from publications.models import Publication
from tests.importer.site_files import SITES, skipped


def test_an_export_folder_is_one_persons_profile_jobs_degrees_and_papers(db):
    report = import_documents([SITES / "linkedin-export"])

    assert not report.failed
    (person,) = Person.objects.all()
    assert person.name == "Marisol Quintero-Baker"
    assert person.role == "postdoc"  # from the headline, "Postdoctoral Fellow in Soil Microbiology at ..."
    assert sorted((j.organization, j.title, j.start_year, j.end_year) for j in person.experience.all()) == [
        ("Prairie Research Station", "Field Technician", 2016, 2018),
        ("Tallgrass University", "Postdoctoral Fellow", 2023, None),
    ]
    assert sorted((e.institution, e.degree) for e in person.education.all()) == [
        ("Northern Plains State University", "phd"),
        ("Riverbend College", "bachelor"),
    ]
    (paper,) = Publication.objects.all()
    assert paper.title == "Drought legacy effects on prairie soil fungi"
    # LinkedIn prints no authors: the owner is one of them, the others are not printed ("et al.")
    assert [(a.name, a.person) for a in paper.authorships.all()] == [("Marisol Quintero-Baker", person)]
    assert paper.authors_truncated


def test_the_exports_other_files_are_skipped_with_the_reason(db):
    report = import_documents([SITES / "linkedin-export"])

    reasons = skipped(report, "linkedin-export")
    assert set(reasons) == {"Connections.csv", "Skills.csv", "messages.csv", "Jobs/Job Applications.csv"}
    assert all("Marisol Quintero-Baker's LinkedIn export" in reason for reason in reasons.values())


def test_an_export_without_its_profile_still_asks_for_the_person(db, tmp_path):
    folder = tmp_path / "export"
    folder.mkdir()
    (folder / "Positions.csv").write_bytes((SITES / "linkedin-export" / "Positions.csv").read_bytes())

    report = import_documents([folder])

    (failed,) = report.failed
    assert "Positions.csv names no one" in failed.error and "--person" in failed.error
