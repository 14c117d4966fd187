"""Names as documents print them: capitals run into a heading, degree suffixes, initials, DBLP numbers."""

import pytest

from importer.parsers.citations import parse_citation
from importer.parsers.documents import read_document


def name_of(text, file_name="cv.txt"):
    return read_document(file_name, text.encode()).profile


def test_name_in_capitals_followed_by_a_heading_on_one_line():
    profile = name_of("JANE Q. DOE Employment:\nAcme Robotics, Software Engineer, 2019 - 2021\n")
    assert profile.name == "Jane Q. Doe"
    assert [(e.organization, e.title) for e in profile.experience] == [("Acme Robotics", "Software Engineer")]


def test_name_in_capitals_followed_by_a_heading_in_capitals():
    profile = name_of("OKONKWO ADAEZE EDUCATION\nPh.D., Westvale University, 2015 - 2020\n")
    assert profile.name in ("Okonkwo Adaeze", "Adaeze Okonkwo")
    assert profile.education[0].institution == "Westvale University"


@pytest.mark.parametrize(
    "text",
    [
        "Michael R. Lyu\nProfessor, Eastfield University\n",
        "Michael R. Lyu, Ph.D.\nProfessor, Eastfield University\n",
        "Michael R. Lyu is a professor at Eastfield University. He works on software reliability.\n",
        "MICHAEL R. LYU\nProfessor, Eastfield University\n",
    ],
)
def test_middle_initials_are_kept_whole(text):
    assert name_of(text).name == "Michael R. Lyu"


def test_dblp_numbers_leave_printed_author_lists():
    paper = parse_citation('Michael R. Lyu, Jane Q. Doe, and Wei Wang 0001. "A Study of Things." In ICSE 2020.')
    assert [a.name for a in paper.authors] == ["Michael R. Lyu", "Jane Q. Doe", "Wei Wang"]


def test_an_advisor_with_a_middle_initial_is_kept_whole():
    text = "Uma Wakefield\n\nI am a Ph.D. student at Eastfield University, advised by Prof. Priya A. Ekwueme.\n"
    assert name_of(text).advisors == ["Priya A. Ekwueme"]
