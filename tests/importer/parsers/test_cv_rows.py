"""CV rows as real CVs print them with little around them: a "Lebenslauf" told year by year under the
document's title, Chinese headings and rows, labelled affiliations, rows grouped under a year, and a
degree's field in the cell after it (fictional fixtures)."""

from pathlib import Path

import pypandoc
import pytest

from importer.parsers.documents import read_document
from importer.parsers.text import Section, classify_heading, find_degree, split_sections
from importer.parsers.text.activities import parse_teaching
from importer.parsers.text.cv import parse_education, parse_experience
from importer.parsers.text.intro import labelled_affiliation
from importer.parsers.text.year_groups import date_year_groups

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "cv_rows"


def read(name):
    return read_document(name, (FIXTURES / name).read_bytes())


def education(profile):
    return [(e.degree, e.field, e.institution, e.start_year, e.end_year) for e in profile.education]


def experience(profile):
    return [(e.title, e.organization, e.start_year, e.end_year) for e in profile.experience]


# --- a "Lebenslauf" ------------------------------------------------------------------------------


def test_a_lebenslauf_under_its_title_with_no_headings_over_its_rows():
    profile = read("lebenslauf_titel.txt").profile
    assert profile.name == "Henrike Vossberg-Lind"
    assert experience(profile) == [
        (
            "Professorin (W3) für Physikalische Chemie",
            "Institut für Physikalische Chemie, Universität Brackwasser",
            2019,
            None,
        ),
        ("Juniorprofessorin (W1)", "Fachbereich Chemie, Technische Universität Lindenau", 2016, 2019),
        ("Wissenschaftliche Mitarbeiterin", "Max-Weber-Institut für Grenzflächen, Lindenau", 2012, 2016),
    ]
    # the doctorate and the studies are degrees, not positions
    assert education(profile) == [
        ("phd", "", "Universität Lindenau", None, 2012),
        ("master", "Chemie", "Universität Kestrelheim", 2006, 2011),
    ]
    assert [(a.title, a.year) for a in profile.awards] == [
        ("Forschungspreis der Stiftung Nordlicht", 2021),
        ("Dissertationspreis der Universität Lindenau", 2013),
    ]  # and not the page's "Stand: Mai 2024"
    assert profile.affiliation == "Universität Brackwasser"
    assert profile.role == "pi"


def test_a_lebenslauf_with_its_sections_as_bold_lines():
    profile = read("lebenslauf_abschnitte.md").profile
    assert education(profile) == [
        ("other", "Geographie", "Universität Kestrelheim", 2003, 2009),
        ("phd", "", "Universität Zellingen", None, 2012),
    ]
    assert [(t, s, e) for t, _org, s, e in experience(profile)] == [
        ("Professorin (W3)", 2019, None),
        ("Wissenschaftliche Mitarbeiterin", 2012, 2019),
        ("Doktorandin", 2010, 2012),
    ]
    assert [a.year for a in profile.awards] == [2020, 2011]


def test_a_lebenslauf_whose_rows_name_the_place_with_a_preposition():
    profile = read("lebenslauf_praepositionen.txt").profile
    assert experience(profile) == [
        ("W2-Professur für Mikrobiologie", "Fakultät für Biologie, Universität Yberg", 2020, None),
        ("Leiterin einer Emmy-Noether-Nachwuchsgruppe", "Universität Zellingen", 2017, 2020),
        ("Postdoc", "Institut für Molekulare Ökologie, Universität Zellingen", 2015, 2017),
        ("Gastwissenschaftlerin", "Harbor University", 2014, 2015),  # "an der ..., Boston, USA"
    ]
    assert education(profile) == [
        ("phd", "", "Universität Zellingen", None, 2014),
        ("master", "Biologie", "Universität Kestrelheim", 2008, 2013),
        ("other", "", "Universität Zellingen", None, 2019),  # the Habilitation
    ]


def test_a_lebenslauf_written_in_word(tmp_path):
    # Word's paragraphs, through pandoc: the same rows under the same title
    path = tmp_path / "lebenslauf.docx"
    lines = (FIXTURES / "lebenslauf_titel.txt").read_text().split("\n")
    paragraphs = "\n\n".join(line.strip() for line in lines if line.strip())  # each line a paragraph of its own
    pypandoc.convert_text(paragraphs, "docx", format="markdown", outputfile=str(path))
    profile = read_document("lebenslauf.docx", path.read_bytes()).profile
    assert [(t, s, e) for t, _org, s, e in experience(profile)] == [
        ("Professorin (W3) für Physikalische Chemie", 2019, None),
        ("Juniorprofessorin (W1)", 2016, 2019),
        ("Wissenschaftliche Mitarbeiterin", 2012, 2016),
    ]
    assert [(d, i, e) for d, _f, i, _s, e in education(profile)] == [
        ("phd", "Universität Lindenau", 2012),
        ("master", "Universität Kestrelheim", 2011),
    ]
    assert [a.year for a in profile.awards] == [2021, 2013]


def test_a_lebenslauf_from_a_pdf_its_dates_in_a_column():
    text = (FIXTURES / "lebenslauf_titel.txt").read_text()
    columns = "\n".join(
        line.replace("     ", "\t", 1) if line[:1].isdigit() or line.startswith("seit") else line
        for line in text.split("\n")
    )
    profile = read_document("lebenslauf.txt", columns.encode()).profile
    assert [(s, e) for _t, _org, s, e in experience(profile)] == [(2019, None), (2016, 2019), (2012, 2016)]
    assert [e.degree for e in profile.education] == ["phd", "master"]


@pytest.mark.parametrize(
    "text",
    [
        "## Lebenslauf\n\nseit 10/2019  Professorin, Universität Yberg\n2012 – 2019  Postdoc, Universität Zellingen\n",
        "Curriculum Vitae – Jana Wüstefeld\n\n2019 – heute  Professorin, Universität Yberg\n"
        "2012 – 2019  Postdoc, Universität Zellingen\n",
    ],
)
def test_rows_under_the_documents_title_are_a_career(text):
    sections = split_sections(text)
    assert [s.kind for s in sections] == ["intro", "experience"]
    assert len([line for line in sections[1].lines if line.strip()]) == 2


@pytest.mark.parametrize(
    "rows",
    [
        # each date over its row, as a PDF's column breaks them
        "seit 10/2019\nProfessorin (W3), Universität Yberg\n2012 – 2019\nPostdoc, Universität Zellingen\n"
        "2012\nPromotion (Dr. rer. nat.), Universität Zellingen\n",
        # each date under its row
        "Professorin (W3), Universität Yberg\nseit 10/2019\nPostdoc, Universität Zellingen\n2012 – 2019\n"
        "Promotion (Dr. rer. nat.), Universität Zellingen\n2012\n",
    ],
)
def test_dates_on_lines_of_their_own_stay_with_their_rows(rows):
    profile = read_document("cv.txt", f"Lebenslauf\n\nDr. Jana Wüstefeld\n\n{rows}".encode()).profile
    assert experience(profile) == [
        ("Professorin (W3)", "Universität Yberg", 2019, None),
        ("Postdoc", "Universität Zellingen", 2012, 2019),
    ]
    assert education(profile) == [("phd", "", "Universität Zellingen", None, 2012)]


def test_a_link_to_the_cv_over_news_is_no_career():
    text = "# Jana Wüstefeld\n\n[CV](cv.pdf)\n\nI study soils.\n\n- 2024: a paper at EGU\n- 2023: a talk\nMore news.\nAnd more.\n"
    assert [s.kind for s in split_sections(text)] == ["intro"]


# --- Chinese pages -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "heading, kind",
    [
        ("学习经历", "education"),
        ("教育背景", "education"),
        ("工作经历", "experience"),
        ("主讲课程", "teaching"),
        ("教学工作", "teaching"),
        ("获奖", "awards"),
        ("荣誉", "awards"),
        ("获奖 / 荣誉", "awards"),
    ],
)
def test_chinese_headings(heading, kind):
    assert classify_heading(heading) == kind


def test_a_chinese_cv():
    profile = read("jianli_zh.md").profile
    assert education(profile) == [
        ("bachelor", "计算机", "西江大学", 2010, 2014),
        ("phd", "软件工程", "东湖大学", 2014, 2019),
    ]
    assert experience(profile) == [
        ("讲师", "南岭大学计算机学院", 2019, 2022),
        ("副教授", "南岭大学 计算机学院", 2022, None),
    ]
    assert [t.course for t in profile.teaching] == ["数据结构", "操作系统原理", "分布式系统"]
    assert [a.year for a in profile.awards] == [2023, 2021]
    assert profile.affiliation == "南岭大学"  # from "所在单位：", the university of the unit it names
    assert profile.position == "副教授"


@pytest.mark.parametrize(
    "row, entry",
    [
        ("2019.07-至今 副教授 南岭大学计算机学院", ("副教授", "南岭大学计算机学院", 2019, None)),
        ("2019.07-至今 南岭大学计算机学院副教授", ("副教授", "南岭大学计算机学院", 2019, None)),
        ("2017年7月—2020年6月　北辰大学物理系　博士后", ("博士后", "北辰大学物理系", 2017, 2020)),
    ],
)
def test_a_chinese_position_and_its_organisation(row, entry):
    assert [
        (e.title, e.organization, e.start_year, e.end_year)
        for e in parse_experience(Section("experience", "工作经历", [row]))
    ] == [entry]


def test_a_chinese_table_and_its_header_row():
    text = (
        "# 王可欣\n\n## 工作经历\n\n| 起止时间 | 单位 | 职务 |\n|---|---|---|\n"
        "| 2020.07-2023.06 | 北辰大学化学系 | 博士后 |\n| 2023.07-至今 | 南岭大学化学学院 | 副研究员 |\n"
    )
    profile = read_document("cv.md", text.encode()).profile
    assert experience(profile) == [
        ("博士后", "北辰大学化学系", 2020, 2023),
        ("副研究员", "南岭大学化学学院", 2023, None),
    ]


# --- labelled affiliations -----------------------------------------------------------------------


def test_an_italian_page_names_its_affiliation_by_label():
    profile = read("scheda_docente_it.md").profile
    assert profile.affiliation == "Università degli Studi di Vallombra"
    assert profile.position == "Professoressa associata"


@pytest.mark.parametrize(
    "line, affiliation",
    [
        ("Affiliation: Kestrel Institute of Oceanography", "Kestrel Institute of Oceanography"),
        ("**Affiliation:** Department of Physics, Harrow University", "Harrow University"),
        ("Institution : Université de Valbonne", "Université de Valbonne"),
        ("所在单位：东湖大学 物理学院", "东湖大学"),
        ("Struttura: Dipartimento di Fisica", "Dipartimento di Fisica"),  # no university named: the unit
        ("Email: a@b.example | Affiliation: nothing labelled first", ""),
        ("Research: soil carbon", ""),
    ],
)
def test_labelled_affiliation(line, affiliation):
    assert labelled_affiliation([line]) == affiliation


# --- year groups ---------------------------------------------------------------------------------


def test_rows_under_a_year_take_its_year():
    profile = read("cv_year_groups.md").profile
    assert [(a.title, a.year) for a in profile.awards] == [
        ("Early Career Medal, Geological Society of Nordland", 2021),
        ("Teaching Excellence Prize, Harrow University", 2021),
        ("Best Poster Award, Nordic Geology Meeting", 2018),
    ]  # the nested bullet under the prize describes it
    assert [(t.course, t.terms) for t in profile.teaching] == [
        ("GEOL 210 Sedimentology", ["2022"]),
        ("GEOL 415 Basin Analysis", ["2022"]),
        ("GEOL 101 Earth Systems", ["2019"]),
    ]
    assert [(o, s) for _t, o, s, _e in experience(profile)] == [
        ("Department of Geology, Harrow University", 2021),
        ("Lakemoor Institute of Earth Sciences", 2016),
    ]


def test_a_chinese_year_heading():
    section = Section("awards", "获奖", ["2021年", "省优秀教师", "校级教学成果奖", "2019年", "青年教师讲课比赛一等奖"])
    assert date_year_groups(section).lines == ["2021 省优秀教师", "2021 校级教学成果奖", "2019 青年教师讲课比赛一等奖"]


def test_courses_under_a_term_take_the_term():
    lines = [
        "**Fall 2022**",
        "- CS 101 Programming (Instructor)",
        "- CS 240 Databases (TA)",
        "**WS 2021/22**",
        "- Algorithmen",
    ]
    courses = parse_teaching(date_year_groups(Section("teaching", "Teaching", lines)))
    assert [(c.course, c.role, c.terms) for c in courses] == [
        ("CS 101 Programming", "Instructor", ["Fall 2022"]),
        ("CS 240 Databases", "TA", ["Fall 2022"]),
        ("Algorithmen", "", ["WS 2021/22"]),
    ]


def test_bullets_under_a_plain_entry_describe_it():
    lines = ["2021", "Associate Professor, Harrow University", "- Teaching, research", "2016", "Postdoc, Lakemoor Lab"]
    profile_lines = date_year_groups(Section("experience", "Experience", lines)).lines
    assert profile_lines == [
        "2021 Associate Professor, Harrow University",
        "- Teaching, research",
        "2016 Postdoc, Lakemoor Lab",
    ]


def test_entries_of_several_lines_keep_their_own_dates():
    lines = ["2021", "Associate Professor", "Harrow University", "2016", "Postdoctoral Fellow", "Lakemoor Institute"]
    section = Section("experience", "Experience", lines)
    assert date_year_groups(section) is section


def test_a_year_after_its_row_is_no_heading():
    lines = ["Early Career Medal", "2021", "Best Poster Award", "2018"]
    section = Section("awards", "Awards", lines)
    assert date_year_groups(section) is section


# --- a degree's field ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "row, field",
    [
        ("Ph.D., Chemistry, University of Westbrook, 2015", "Chemistry"),
        ("PhD in Chemistry (2015), University of Westbrook", "Chemistry"),
        ("Ph.D., Chemistry (2015), University of Westbrook", "Chemistry"),
        ("Ph.D. (Chemistry), University of Westbrook, 2015", "Chemistry"),
        ("PhD (Chemistry, 2015), University of Westbrook", "Chemistry"),
        ("Ph.D. – Chemistry – University of Westbrook – 2015", "Chemistry"),
        ("Ph.D. | Chemistry | University of Westbrook | 2015", "Chemistry"),
        ("Doctor of Philosophy, Chemistry, University of Westbrook, 2015", "Chemistry"),
        ("Ph.D. (expected), University of Westbrook, 2015", ""),
        ("Ph.D., summa cum laude, University of Westbrook, 2015", ""),
    ],
)
def test_the_field_after_a_degree(row, field):
    [entry] = parse_education(Section("education", "Education", [row]), [])
    assert (entry.degree, entry.field, entry.institution, entry.end_year) == (
        "phd",
        field,
        "University of Westbrook",
        2015,
    )


@pytest.mark.parametrize(
    "row", ["B.Sc. (Hons), University of Westbrook, 2010", "PhD (ABD), University of Westbrook", "PhD (expected 2026)"]
)
def test_a_note_in_brackets_after_a_degree_is_no_field(row):
    assert find_degree(row)[2] == ""


def test_degree_fields_in_a_plain_text_cv():
    profile = read("cv_degree_fields.txt").profile
    assert education(profile) == [
        ("phd", "Chemistry", "University of Westbrook", None, 2015),
        ("phd", "Chemistry", "University of Westbrook", None, 2015),
        ("phd", "Physical Chemistry", "Harrow University", None, 2014),
        ("master", "Chemistry", "University of Westbrook", None, 2012),
        ("bachelor", "Biochemistry", "Lakeside College", None, 2010),
        ("phd", "Chemical Engineering", "Northmoor Institute of Technology", None, 2018),
    ]
