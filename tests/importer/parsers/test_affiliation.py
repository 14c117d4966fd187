"""The affiliation a visitor expects: the university, not the school or department inside it (fictional CVs)."""

import pytest

from importer.parsers.text import parse_text_document

CV = """# Maren Solberg

{header}
maren.solberg@example.edu

## Academic Appointments

- **Associate Professor**, {current}, 2020 – present
- **Assistant Professor**, {current}, 2014 – 2020

## Education

- **Ph.D., Computer Science**, Fjordline University, 2009 – 2014
"""


@pytest.mark.parametrize(
    "header, current, affiliation",
    [
        (
            "Harald Lunde School of Computer Science, Vestby University",
            "Harald Lunde School of Computer Science, Vestby University",
            "Vestby University",
        ),
        (
            "Department of Informatics, Vestby University",
            "Department of Informatics, Vestby University",
            "Vestby University",
        ),
        ("Faculty of Engineering, Vestby University", "Faculty of Engineering, Vestby University", "Vestby University"),
        ("Vestby University", "Vestby University", "Vestby University"),
    ],
)
def test_a_school_or_department_gives_way_to_its_university(header, current, affiliation):
    profile = parse_text_document("cv.md", CV.format(header=header, current=current), fmt="markdown-cv").profile
    assert profile.affiliation == affiliation
    assert profile.role == "pi"


def test_a_school_that_is_the_institution_stays():
    text = CV.format(header="Ostfold School of Economics", current="Ostfold School of Economics")
    profile = parse_text_document("cv.md", text, fmt="markdown-cv").profile
    assert profile.affiliation == "Ostfold School of Economics"
