"""Degree and post rows of CVs outside computing: a German teacher-training CV (a doctorate "am Institut für X,
Universität Y", the state examination on a row of its own under the studies it concluded, the grade on the line
under the degree), the same in a pandoc definition list, degrees whose university is named by its town alone,
an academicpages list with a nested note naming another university, a pipe table whose cells hold several lines
(`<br>`) and month/two-digit-year dates, and a Typst modern-cv Lebenslauf (colours among an entry's arguments,
German job titles no vocabulary knows).

Every person, title, institution and place here is fictional.
"""

from __future__ import annotations

from pathlib import Path

from importer.parsers.documents import read_document

FIXTURES = Path(__file__).parent / "fixtures" / "cv_degrees_rows"


def _profile(name: str, person: str | None = None):
    return read_document(name, (FIXTURES / name).read_bytes(), person=person).profile


def _degrees(profile) -> list[tuple[str, str, int | None, int | None]]:
    return [(e.degree, e.institution, e.start_year, e.end_year) for e in profile.education]


def test_a_state_examination_concludes_the_studies_above_it():
    profile = _profile("lebenslauf_lehramt.txt")
    assert _degrees(profile) == [
        ("phd", "Universität Falkenrode", 2013, 2017),
        ("master", "Universität Brunnhagen", 2007, 2012),
    ]
    studies = profile.education[1]
    assert studies.degree_title == "Erstes Staatsexamen"
    assert studies.field.startswith("Chemie und Geographie")
    # the grade on its own line is a detail of the doctorate, not an entry
    assert "magna cum laude" in profile.education[0].details


def test_a_definition_list_cv_keeps_grade_and_examination_with_their_degrees():
    profile = _profile("cv_definitions.md")
    assert _degrees(profile) == [
        ("phd", "Universität Kalberg", 2011, 2015),
        ("master", "Universität Ostheim", 2004, 2010),
    ]
    assert profile.education[0].details == "Note: summa cum laude"
    assert profile.education[1].degree_title == "Zweites Staatsexamen"


def test_a_university_named_by_its_town():
    profile = _profile("cv_towns.txt")
    assert _degrees(profile) == [
        ("phd", "Portoverde", 2016, 2020),
        ("master", "University of Calderon", 2014, 2016),
        ("bachelor", "Monteluce", 2010, 2014),
        ("master", "Roscanvel", None, 2009),
    ]
    # the town is not the field, and the field stays
    assert [e.field for e in profile.education] == ["Marine Ecology", "Biology", "Biology", ""]
    assert profile.education[1].details == "Final grade: 8.7/10"
    # a supervisor's line that gives the grade too is the supervisor's
    assert profile.advisors == ["Ines Calvo"]


def test_a_nested_note_naming_another_university_is_no_degree():
    profile = _profile("cv.md", person="Rita Campos")
    assert _degrees(profile) == [
        ("phd", "University of Serra Clara", None, 2027),
        ("master", "University of Serra Clara", None, 2022),
        ("bachelor", "Federal Rural University of Vale Fundo", None, 2019),
    ]
    assert "University of Westhaven" in profile.education[0].details


def test_a_table_cell_of_several_lines_and_short_dates():
    profile = _profile("cv_table.md", person="Rita Campos")
    assert _degrees(profile) == [
        ("phd", "University of Serra Clara", 2022, None),
        ("master", "University of Vale Fundo", 2019, 2021),
    ]
    assert [e.field for e in profile.education] == ["Soil Physics", "Agronomy"]


def test_a_typst_lebenslauf_reads_titles_and_organisations():
    profile = _profile("cv_modern.typ")
    assert profile.name == "Greta Hollenbach"
    posts = [(e.title, e.organization, e.start_year, e.end_year) for e in profile.experience]
    assert posts == [
        ("Leitende Hydrologin", "Wasserwirtschaftsamt Oberes Tal", 2021, None),
        ("Wissenschaftliche Mitarbeiterin", "Institut für Wasserbau und Gewässerkunde", 2016, 2021),
        ("Pegelbeobachterin", "Messstation Grauhorn", 2014, 2016),
    ]
    assert not any("#" in e.organization for e in profile.experience)  # the entry's colour is no organisation
    assert profile.affiliation == "Wasserwirtschaftsamt Oberes Tal"
    assert profile.role == "researcher"  # a hydrologist by trade, her doctorate done
    assert _degrees(profile) == [("phd", "Universität Kalberg", 2016, 2020)]


def test_a_vitae_cv_reads_the_tables_written_in_its_chunks():
    profile = _profile("cv_vitae.Rmd")
    assert profile.name == "Tomasz Wierzbicki"
    assert _degrees(profile) == [
        ("phd", "Valdeluz University", 2021, None),
        ("master", "Valdeluz University", 2019, 2021),
        ("bachelor", "University of Korvanes", 2015, 2019),
    ]
    assert profile.education[1].details == "Thesis: Water Prices and Crop Choice"
    posts = [(e.title, e.organization, e.start_year, e.end_year) for e in profile.experience]
    assert posts == [
        ("Research Assistant", "Instituto Ribera", 2020, 2021),
        ("Data Analyst", "Korvanes Statistical Office", 2018, 2019),
    ]
    # the place column is no part of the institution, and code that is no table stays unread
    assert not any("Spain" in e.institution for e in profile.education)


def test_a_career_path_of_studies_and_posts_in_sentence_case():
    profile = _profile("cv_parcours.md", person="Odile Berthier")
    assert _degrees(profile) == [
        ("phd", "Bellerive University", 2019, 2023),
        ("master", "Bellerive University", 2018, 2019),
        # the same level with other years is another degree
        ("master", "Rosemont University", 2015, 2019),
    ]
    assert profile.education[0].degree_title == "P.h.D"  # the thesis's quoted title is no part of it
    posts = [(e.title, e.organization) for e in profile.experience]
    assert posts == [
        ("Guest young researcher", "University of Valmont"),
        ("Postdoctoral fellowship", "Korvanes University"),
    ]
    assert profile.advisors == ["Odile Marchetti"]


def test_degree_headings_with_their_letters_in_brackets_and_a_curly_apostrophe():
    profile = _profile("cv_headings.md", person="Nadia Ferri")
    assert _degrees(profile) == [
        ("phd", "University of Borgonuovo", 2021, None),
        ("master", "University of Borgonuovo", 2019, 2021),
        ("bachelor", "University of Borgonuovo", 2016, 2019),
    ]
    assert [e.field for e in profile.education] == ["Soil Ecology", "Agricultural Sciences", "Agricultural Sciences"]
    assert "110/110 cum laude" in profile.education[1].details
    assert profile.advisors == ["Livia Sarti", "Dario Mele"]
