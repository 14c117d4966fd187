"""Markdown CVs: pandoc's fenced divs, undated posts split by hard breaks, a post heading its courses (fictional)."""

from pathlib import Path

from importer.parsers.documents import read_document
from importer.parsers.text.document import parse_text_document
from importer.parsers.text.fenced_divs import unfence_divs

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "text"


def test_fenced_divs_are_layout_and_their_date_is_the_entry_s():
    document = read_document("pandoc_divs_cv.md", (FIXTURES / "pandoc_divs_cv.md").read_bytes())
    profile = document.profile
    assert profile.name == "Ana Beatriz Quintela"
    assert [(a.title, a.year) for a in profile.awards] == [
        ("Public Scholarship Prize: Society for Scholarly Publishing", 2024),
        ("Mentorship Award: Faculty of Communication, Serra Alta", 2019),
        ("Visiting Fellow. Institute for Open Knowledge", 2016),
    ]
    # posts with no years, title and organisation parted by a hard break: each its own post
    assert [(e.title, e.organization) for e in profile.experience] == [
        ("Associate Professor", "Universidade de Serra Alta"),
        ("Scientific Director", "Open Press Collective"),
        ("Adjunct Professor", "Lakeshore University"),
    ]


def test_unfence_keeps_line_numbers_and_leaves_other_colons():
    text = '::: {.grant-item funding="€10k" years="2021-2023"}\nSoil carbon grant\n:::\nNote: 3 ::: marks'
    assert unfence_divs(text) == "\nSoil carbon grant, 2021-2023\n\nNote: 3 ::: marks"


def test_a_post_over_its_courses_gives_their_role_and_years():
    document = parse_text_document(
        "cv.md",
        "# Rui Tavares\n\n## Teaching\n\n"
        "- Assistant Professor, Universidade do Sotavento, 2019 – present\n"
        "  - Undergraduate:\n"
        "    - *Marine Ecology*.\n"
        "    - *Biostatistics*\n"
        "- Field Methods in Ecology (Teaching Assistant), 2016\n"
        "- During my doctorate I taught the practical classes of the first-year ecology course every spring.\n",
    )
    assert [(t.course, t.role, t.terms) for t in document.profile.teaching] == [
        ("Marine Ecology", "Assistant Professor", ["2019 – present"]),
        ("Biostatistics", "Assistant Professor", ["2019 – present"]),
        ("Field Methods in Ecology", "Teaching Assistant", ["2016"]),
    ]


def test_a_post_written_out_long_is_still_a_post():
    document = parse_text_document(
        "cv.md",
        "# Léa Fournier\n\n## Expérience\n\n"
        "- Maître de Conférences, Université de Haute-Provence (UHP), Laboratoire d'Écologie Marine et "
        "Continentale (LEMC), Marseille, France, 2020 – présent\n",
    )
    assert [(e.title, e.start_year) for e in document.profile.experience] == [("Maître de Conférences", 2020)]


def test_work_heading_and_lines_continued_after_a_hard_break():
    document = parse_text_document(
        "cv.md",
        "# Wiremu Halvorsen\n\nEducation\n======\n* Ph.D in Forest Ecology, University of Tarnbrook, 2015\n\n"
        "Work\n======\n"
        "* 2016 - 2019: Postdoctoral Researcher with [Canopy Lab](https://canopy.example.org) (PI: Dana Oyelaran)  \n"
        "[Institute for Climate Change](https://icc.example.org)  \nUniversity of Tarnbrook  \n\n"
        "* 2019 - current: Research Fellow at the Centre for Drought Studies,\n Eastmoor University\n",
    )
    profile = document.profile
    assert [e.degree for e in profile.education] == ["phd"]  # "Work" heads the posts, not more degrees
    assert [(e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Postdoctoral Researcher", 2016, 2019),
        ("Research Fellow", 2019, None),
    ]
    first, second = profile.experience
    assert "Institute for Climate Change" in first.organization and "University of Tarnbrook" in first.organization
    assert second.organization.endswith("Eastmoor University")  # the line after an open comma goes on
