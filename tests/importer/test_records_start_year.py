"""A CV record given once with its start year and once without (a site's prose and its JSON Resume) is one record."""

import json

from importer.services import import_documents
from people.models import Person

PROSE = """# Mara Quill

Mara Quill is a postdoctoral researcher in geology.

## Education

- Ph.D. in Geology, Westvale University, 2020
- B.Sc. in Earth Science, Northfield College, 2014

## Experience

- Postdoctoral Researcher, Pebble Institute, 2021 – present
"""

RESUME = {
    "basics": {"name": "Mara Quill", "label": "Postdoctoral researcher"},
    "work": [{"name": "Pebble Institute", "position": "Postdoctoral Researcher", "startDate": "2021-01"}],
    "education": [
        {
            "institution": "Westvale University",
            "studyType": "Ph.D.",
            "area": "Geology",
            "startDate": "2015-09",
            "endDate": "2020-06",
        },
        {
            "institution": "Northfield College",
            "studyType": "B.Sc.",
            "area": "Earth Science",
            "startDate": "2010-09",
            "endDate": "2014-06",
        },
    ],
}


def test_a_degree_from_prose_and_from_a_resume_is_one_record(db, tmp_path):
    (tmp_path / "about.md").write_text(PROSE)
    (tmp_path / "resume.json").write_text(json.dumps(RESUME))
    import_documents([tmp_path / "about.md", tmp_path / "resume.json"])
    mara = Person.objects.get(name="Mara Quill")
    degrees = sorted((e.institution, e.end_year) for e in mara.education.all())
    assert degrees == [("Northfield College", 2014), ("Westvale University", 2020)]
    assert mara.experience.count() == 1


def test_two_degrees_of_one_school_with_other_end_years_stay_two(db, tmp_path):
    (tmp_path / "about.md").write_text(
        PROSE.replace("B.Sc. in Earth Science, Northfield College, 2014", "Ph.D. in Geology, Westvale University, 2012")
    )
    import_documents([tmp_path / "about.md"])
    mara = Person.objects.get(name="Mara Quill")
    assert sorted(e.end_year for e in mara.education.all()) == [2012, 2020]
