"""One degree vocabulary for CV text and for structured files (YAML, JSON Resume, Hugo)."""

import pytest

from importer.parsers.degrees import degree_level
from importer.parsers.structured import degree_from_text
from importer.parsers.text.fields import find_degree


@pytest.mark.parametrize(
    "printed, level",
    [
        ("Ph.D. in Computer Science", "phd"),
        ("Dr. rer. nat.", "phd"),
        ("M.A.Sc. Electrical Engineering", "master"),
        ("MBA", "master"),
        ("M.Tech", "master"),
        ("B.A.Sc. Computer Engineering", "bachelor"),
        ("Bachelor of Arts", "bachelor"),
        ("BS", "bachelor"),
        ("Diploma in Design", "other"),
    ],
)
def test_text_and_structured_files_read_a_degree_alike(printed, level):
    assert degree_from_text(printed) == degree_level(printed) == level
    if printed != "BS":  # a bare "BS" in running text needs "in ..." after it; a YAML degree field is only the degree
        assert find_degree(printed)[0] == level


def test_a_bare_abbreviation_in_running_text_is_not_a_degree():
    assert find_degree("We will BS our way through it")[0] == "other"
    assert find_degree("BS in Physics, Fjordline University")[0] == "bachelor"
