"""Gaps in the reading of CVs closed: German professorships, titles with their field, institutions
written short, two-column text read across, a LaTeX class's title block and table cells, and honours
told in a news list (importer.parsers.roles, .text, .latex; fictional fixtures)."""

from pathlib import Path

import pytest

from importer.parsers.documents import read_document
from importer.parsers.latex import latex_to_markdown
from importer.parsers.roles import role_from_title
from importer.parsers.text import find_institution, split_sections
from importer.parsers.text.columns import separate_columns

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "cv_gaps"


def _read(name: str):
    return read_document(name, (FIXTURES / name).read_bytes())


# --- German professorships -------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "own", "lab"),
    [
        ("W2-Professur für Limnologie", "pi", "faculty"),
        ("W3-Professorin", "pi", "faculty"),
        ("Professur (W2)", "pi", "faculty"),
        ("Juniorprofessur", "pi", "faculty"),
        ("Juniorprofessur für Geoökologie", "pi", "faculty"),
        ("apl. Professor", "pi", "faculty"),
        ("außerplanmäßige Professorin", "pi", "faculty"),
        ("Privatdozentin (PD Dr.)", "pi", "faculty"),
        ("Vertretungsprofessur für Hydrologie", "pi", "faculty"),
        ("Heisenberg-Professur", "pi", "faculty"),
        ("Gastprofessur", "visitor", "visitor"),  # a visit, as a Gastprofessor's is
        ("Akademische Rätin", "faculty", "faculty"),  # teaches in a chair's group: a lecturer's rank
        ("Arbeitsgruppenleiterin, Juniorprofessur", "pi", "pi"),  # the head of a group runs it, whosever page
    ],
)
def test_german_professorships_are_professors(title, own, lab):
    assert role_from_title(title) == own
    assert role_from_title(title, runs_group=False) == lab


def test_a_professorship_named_for_a_person_is_still_no_title_for_professor_x():
    assert role_from_title("a talk by Professor Tobin Ashgrove") is None


# --- institutions written short ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "institution"),
    [
        ("Ph.D. in Aquatic Ecology, Univ. of Nordmarsh, 2012", "Univ. of Nordmarsh"),
        ("M.Sc. Biology, Uni Kestrelburg, 2008", "Uni Kestrelburg"),
        ("B.Sc. Biology, TU Marlow, 2006", "TU Marlow"),
        ("Postdoc, Univ. Brackwater", "Univ. Brackwater"),
        ("Inst. of Inland Waters, Pellmore", "Inst. of Inland Waters"),
        ("Tech. Univ. of Nordmark", "Tech. Univ. of Nordmark"),
        ("Kestrel State Univ., 2010", "Kestrel State Univ."),
        ("Univ. of Calloway at Lakeview", "Univ. of Calloway at Lakeview"),
    ],
)
def test_institutions_written_short(text, institution):
    assert find_institution(text) == institution


@pytest.mark.parametrize("text", ["an der Uni", "Unix systems programming", "Univ.", "UNIV. OF NOWHERE"])
def test_a_short_noun_without_a_name_is_no_institution(text):
    assert find_institution(text) == ""


def test_the_university_wins_over_an_institute_written_short_when_asked():
    text = "Inst. for Coastal Research, Univ. of Saltmere"
    assert find_institution(text) == "Inst. for Coastal Research"
    assert find_institution(text, prefer_university=True) == "Univ. of Saltmere"


def test_abbreviated_institutions_open_one_degree_each():
    profile = _read("haldorsen_cv.txt").profile
    assert [(e.institution, e.degree, e.end_year) for e in profile.education] == [
        ("Univ. of Nordmarsh", "phd", 2012),
        ("Uni Kestrelburg", "master", 2008),
        ("TU Marlow", "bachelor", 2006),
    ]
    assert profile.affiliation == "Univ. of Lakehaven"


# --- a title line with its field ---------------------------------------------------------


def test_a_title_with_its_field_is_a_title_line_over_its_organisation():
    profile = _read("haldorsen_cv.txt").profile
    assert [(e.organization, e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Univ. of Lakehaven", "Associate Professor of Limnology", 2019, None),
        ("Inst. of Inland Waters, Pellmore", "Assistant Professor in Freshwater Ecology", 2015, 2019),
        ("Univ. Brackwater", "Postdoctoral Researcher", 2012, 2015),
    ]
    assert profile.role == "pi"


def test_the_current_position_comes_from_a_field_title_in_the_experience():
    profile = _read("wierzel_no_header_title.txt").profile
    assert profile.experience[0].title == "Professor of Marine Ecology"
    assert profile.experience[0].organization == "Inst. of Coastal Studies"
    assert profile.experience[1].title == "Assistant Professor in Mechanical Engineering"
    assert (profile.experience[1].start_year, profile.experience[1].end_year) == (2014, 2020)
    assert profile.role == "pi"
    assert profile.position == "Professor of Marine Ecology"


def test_german_professorships_in_a_lebenslauf():
    profile = _read("brandvoll_lebenslauf.txt").profile
    assert [(e.organization, e.title) for e in profile.experience] == [
        ("Uni Kestrelburg", "W2-Professur für Limnologie"),
        ("TU Marlow", "Juniorprofessur für Gewässerökologie"),
        ("Univ. Brackwater", "Privatdozentin (PD Dr.)"),
    ]
    assert profile.role == "pi"
    assert [e.institution for e in profile.education] == ["Univ. of Nordmarsh", "Uni Kestrelburg"]


# --- two columns read across ---------------------------------------------------------------


def test_a_two_column_cv_read_across_gets_its_paragraphs_dealt_back():
    document = _read("ofori_two_columns.txt")
    profile = document.profile
    assert [(a.title, a.year) for a in profile.awards] == [("Nordic Water Society Travel Award", 2023)]
    assert [(t.role, t.terms) for t in profile.teaching] == [("TA", ["Fall 2023"])]
    assert [(e.organization, e.title, e.start_year) for e in profile.experience] == [
        ("Tidewater Consulting", "Hydrology Intern", 2022)
    ]
    assert [(e.institution, e.degree, e.start_year, e.end_year) for e in profile.education] == [
        ("University of Saltmere", "phd", 2021, None),
        ("Univ. of Cape Brenna", "bachelor", 2015, 2019),
    ]
    assert "1" not in profile.skills and "Python" in profile.skills
    # "ICHE 2022" is a venue and its year, not a course code: the paper stays a paper
    assert [p.year for p in document.publications] == [2024, 2022]


def test_one_empty_section_before_another_is_no_layout():
    text = "Ana Ruiz\n\nEXPERIENCE\n\nAWARDS\n\nOutstanding Reviewer, 2021\n\nKestrel Lab\n\nCONTACT\nana@x.example\n"
    sections = split_sections(text)
    separate_columns(sections)
    awards = next(s for s in sections if s.kind == "awards")
    assert [line for line in awards.lines if line.strip()] == ["Outstanding Reviewer, 2021", "Kestrel Lab"]


# --- LaTeX -------------------------------------------------------------------------------


def test_an_email_printed_by_a_home_made_class_from_the_preamble():
    document = _read("vikholm_info_header.tex")
    assert document.profile.email == "rasmus.vikholm@coldharbor.example"


def test_a_line_break_inside_a_table_cell_does_not_start_a_row():
    profile = _read("vikholm_info_header.tex").profile
    assert [(a.title, a.year) for a in profile.awards] == [
        ("Gold Medal of the Regional Programming Contest of the Northern Provinces", 2018),
        ("Dean's Scholarship (awarded to 3 of 200 students in the department)", 2017),
        ("First prize, Coldharbor Robotics Challenge", 2016),
    ]


def test_newline_in_a_cell_separates_its_parts_and_still_breaks_lines_outside_tables():
    markdown = latex_to_markdown(
        "\\begin{document}\\section{Education}\n\\begin{tabular}{ll}\n"
        "2015 & Ph.D. in Hydrology \\newline Univ. of Saltmere \\\\\n\\end{tabular}\n"
        "First line\\newline Second line\n\\end{document}"
    ).markdown
    assert "Ph.D. in Hydrology, Univ. of Saltmere, 2015" in markdown
    assert "First line\nSecond line" in markdown.replace(" \n", "\n").replace("\n ", "\n")


# --- honours told in a news list ----------------------------------------------------------


def test_honours_the_owner_won_in_a_news_list_are_awards():
    profile = _read("news_homepage.md").profile
    # not the one a colleague won, nor a paper's award (that is the paper's)
    assert [(a.title, a.year) for a in profile.awards] == [
        ("Fjordline Foundation Scholarship in Computing", 2022),
        ("Amberley Prize for Undergraduate Research", 2021),
    ]


def test_every_german_professorship_is_a_title_in_the_werdegang():
    profile = _read("brandvoll_werdegang.txt").profile
    assert [(e.title, e.organization) for e in profile.experience] == [
        ("apl. Professorin", "Uni Kestrelburg"),
        ("Vertretungsprofessur für Ökologie", "TU Marlow"),
        ("Akademische Rätin", "Univ. Brackwater"),
        ("Privatdozentin", "Univ. of Nordmarsh"),
        ("Professur (W2) für Limnologie", "Inst. of Inland Waters"),
        ("Wissenschaftliche Mitarbeiterin", "Uni Kestrelburg"),
    ]
    assert (profile.position, profile.role, profile.affiliation) == ("apl. Professorin", "pi", "Uni Kestrelburg")
