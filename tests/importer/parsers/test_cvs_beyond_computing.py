"""Markdown, R Markdown and Quarto CVs of researchers outside computer science (fictional), each with the
habits real ones of its field and language show: pandoc line breaks between an entry's fields, papers
printed title first, Vancouver lists with the journal's stop inside its italics, kramdown attributes,
MM/YY date rows, nested degree items with their dates below, Italian academic years."""

from pathlib import Path

import pytest

from importer.parsers.dates import date_range, expand_leading_short_years, strip_dates
from importer.parsers.degrees import degree_level
from importer.parsers.documents import read_document
from importer.parsers.text.paper_markup import plain_paper_markup
from importer.parsers.text.title_first_entries import authors_before_titles

FIXTURES = Path(__file__).parent.parent / "fixtures" / "cvs_beyond_computing"


def _read(name: str):
    return read_document(name, (FIXTURES / name).read_bytes())


def _papers(document) -> list[tuple[str, list[str], int | None]]:
    return [(p.title, [a.name for a in p.authors], p.year) for p in document.publications]


def test_rmarkdown_cv_with_line_breaks_and_title_first_papers():
    document = _read("hydrology_cv.Rmd")
    profile = document.profile
    assert profile.name == "Maren T. Quillfeather"  # the page's "pagetitle"
    # a researcher by trade, in the post held now
    assert (profile.role, profile.position) == ("researcher", "Research Glaciologist")
    posts = [(e.title, e.organization.split(",")[0], e.start_year, e.end_year) for e in profile.experience]
    assert posts == [
        ("Research Glaciologist", "Directorate of Lakes", 2020, None),
        ("Research Earth Scientist", "Directorate of Lakes", 2016, 2020),
    ]
    assert [(e.degree, e.institution, e.end_year) for e in profile.education] == [
        ("phd", "University of Westhaven", 2022),
        ("master", "Lakeside University", 2014),
    ]
    assert _papers(document) == [
        (
            "Clustered melt-out dates across the Pebble Range from surface pressure patterns",
            ["H. G. Arlen", "MT Quillfeather", "VN Coll"],
            2021,
        ),
        ("Snowpack persistence and caribou calving grounds", ["M. T. Quillfeather", "HG Arlen"], 2019),
        ("Field guide to alpine runoff for the central uplands", ["M. T. Quillfeather"], 2018),
    ]
    assert document.publications[0].venue_text.startswith("Atmosphere-Ocean")
    assert document.publications[0].doi == "10.5555/pebble.2021.0042"


def test_quarto_medical_cv_with_dated_spans_and_vancouver_papers():
    document = _read("medicine_cv.qmd")
    profile = document.profile
    assert profile.name == "Ilse R. Vandermeer"
    assert (profile.role, profile.position) == ("pi", "Assistant Professor of Pediatrics")
    # "**Title** [2021]{.cvdate}" over the place it was done: one entry each, a fellowship and the MD too
    assert [(e.degree, e.degree_title, e.institution, e.end_year) for e in profile.education] == [
        ("other", "Pediatric Critical Care Fellowship", "Lakeview Medical University", 2021),
        ("other", "Doctor of Medicine", "University of Westhaven", 2014),
        ("master", "MSc in Global Health", "Kestrel School of Hygiene and Public Health", 2010),
    ]
    assert _papers(document) == [
        (
            "Oxygen saturation targets in ventilated infants",
            ["I. R. Vandermeer", "K. A. Osei", "H. E. Lindqvist"],
            2022,
        ),
        ("Sepsis bundles in rural emergency departments", ["R. K. Haddad", "I. R. Vandermeer"], 2019),
        ("Early warning scores for children on general wards", ["K. A. Osei", "I. R. Vandermeer", "T. Brink"], 2017),
    ]
    # the summary under a paper is no venue; "^§^" marks the equal contributions
    assert [p.venue_text.split()[0] for p in document.publications] == ["Pediatr", "J", "Lancet"]
    assert [a.equal_contribution for a in document.publications[2].authors] == [True, True, False]


def test_academicpages_cv_with_kramdown_attributes_and_posts_as_headings():
    document = _read("geography_cv.md")
    profile = document.profile
    assert (profile.role, profile.position) == ("pi", "Professor in Catchment Science")
    assert profile.affiliation == "Northgate University"
    posts = [(e.title, e.organization, e.start_year, e.end_year) for e in profile.experience]
    assert posts == [
        ("Professor in Catchment Science", "Department of Geography, Northgate University", 2024, None),
        ("Co-Director of the Institute for Flood and Drought Resilience", "Northgate University", 2019, 2024),
        ("Environmental Scientist and Visiting Researcher", "University of Eastbrook", 2003, 2006),
        (
            "Research and Teaching Assistant (ATER temps plein)",
            "Laboratoire d'Hydrologie, université de Lorient",
            2000,
            2003,
        ),
    ]
    # "**Ph.D.** Eastbrook University 2000": the degree's letters, then its university
    assert [(e.degree_title, e.institution, e.end_year) for e in profile.education] == [
        ("Ph.D.", "Eastbrook University", 2000),
        ("M.Sc.", "University of Lorient", 1996),
    ]
    # the journals under "Peer reviewer for" are reviewing, not a degree
    assert [(s.role, s.venue) for s in profile.service] == [
        ("Peer reviewer", "Hydrology and Earth Pebbles"),
        ("Peer reviewer", "Water Stone Research"),
    ]
    # "## 2021 ##": a year heading's closing hashes are not the paper above it
    venues = [p.venue_text for p in document.publications]
    assert not any("#" in venue for venue in venues)
    assert [p.year for p in document.publications] == [2023, 2023, 2021]


def test_spanish_cv_with_degrees_over_their_dates_and_schools():
    profile = _read("metallurgy_es.md").profile
    assert [(e.degree, e.institution, e.end_year) for e in profile.education] == [
        ("phd", "Instituto de Aleaciones Ligeras", 2012),
        ("master", "Instituto de Aleaciones Ligeras", 2008),
        ("bachelor", "Facultad de Ciencias Físico Matemáticas", 2006),
    ]


def test_italian_cv_with_dashes_before_dates_and_academic_years():
    profile = _read("philology_it.md").profile
    assert (profile.role, profile.affiliation) == ("postdoc", "Università degli Studi di Valdora")
    assert [(e.title, e.start_year, e.end_year) for e in profile.experience] == [("Assegnista di ricerca", 2024, 2026)]
    assert "—" not in profile.experience[0].organization
    assert [(t.course, t.terms) for t in profile.teaching] == [
        ("Docente a contratto, Università di Valdora, insegnamento “Laboratorio di filologia digitale”", ["2024/2025"]),
        ("Tutor junior di Letterature comparate", ["2020/2021", "2021/2022"]),
    ]
    # the research groups the owner belongs to are not papers
    assert _read("philology_it.md").publications == []


def test_german_style_application_under_a_curriculum_vitae_title():
    document = _read("application_de.md")
    profile = document.profile
    assert profile.name == "Henrike Ostergaard"
    # "## ..." sections under "# Curriculum vitae"; "04/21 -- present:" rows read as months of 2021
    assert [(e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("Junior Professor (W1)", 2021, None),
        ("Postdoctoral Researcher", 2017, 2021),
        ("Ph.D. candidate", 2013, 2017),
    ]
    assert [(s.role, s.venue, s.year) for s in profile.service] == [
        ("Member", "the Norland Geological Society", 2022),
        ("Reviewer", "Journal of Kelp Sediments", 2019),
    ]
    assert _papers(document) == [
        ("Sediment plumes under retreating kelp forests", ["H. Ostergaard", "B. Varga", "K. Ito"], 2023),
        ("Grain-size records of fjord storms", ["H. Ostergaard", "C. Lind"], 2020),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2025 - to date", (2025, None, True)),
        ("2020 – till date", (2020, None, True)),
        ("01/2022 - present", (2022, None, True)),
    ],
)
def test_ranges_to_date(text, expected):
    assert date_range(text) == expected


def test_dates_taken_out_leave_no_dash_nor_academic_year_behind():
    assert (
        strip_dates("Assegnista, Università X — 01/03/2024 – 28/02/2026, Progetto Y")
        == "Assegnista, Università X, Progetto Y"
    )
    assert strip_dates("Tutor junior — aa.aa. 2020/2021 e 2021/2022") == "Tutor junior"
    assert strip_dates("Research Earth Scientist, 2016-2020, Directorate") == "Research Earth Scientist, Directorate"


def test_month_and_two_digit_year_rows():
    assert (
        expand_leading_short_years("- **04/21 -- present:** Junior Professor")
        == "- **04/2021 - present:** Junior Professor"
    )
    assert expand_leading_short_years("06/17 -- 03/21: Postdoc") == "06/2017 - 03/2021: Postdoc"
    assert expand_leading_short_years("3/4 of the time: teaching") == "3/4 of the time: teaching"


def test_professional_doctorates_and_spanish_masters_are_degrees():
    assert degree_level("Doctor of Medicine") == "other"
    assert degree_level("Maestro en Metalurgia", whole_value=False) == "master"
    assert degree_level("Doctor of Philosophy") == "phd"


def test_title_first_entry_is_turned_only_when_its_lines_are_broken():
    broken = (
        "1.  [Snow on stones](https://x.example)\\\n    Arlen, HG and VN Coll. 2021.\\\n    Pebble Letters, 5, 1--9.\n"
    )
    turned = authors_before_titles(broken).split("\n")
    assert (
        turned[0] == "1.  Arlen, HG and VN Coll (2021). [Snow on stones](https://x.example). Pebble Letters, 5, 1--9."
    )
    assert turned[1:3] == ["", ""]  # every line keeps its number
    plain = "- Snow on stones\n  Arlen, H. G., 2021, Pebble Letters.\n"
    assert authors_before_titles(plain) == plain


def test_paper_markup_made_plain():
    text = "1. Ruiz AB^§^, Lind C^§^. Kelp in winter. *J Phycol.* 2019;12:1-10.\n\n    *Summary:* What it found.\n"
    lines = plain_paper_markup(text).split("\n")
    assert lines[0] == "1. Ruiz AB§, Lind C§. Kelp in winter. *J Phycol*. 2019;12:1-10."
    assert not any(lines[1:])  # the summary under it is gone, its lines kept blank
    chemist = "Varga, B. Q. *Nitrenes.* *J. Am. Chem. Soc.* **2024**, 146, 1."
    assert plain_paper_markup(chemist) == chemist  # a chemist's italics are read as they are


@pytest.mark.parametrize("fmt", ["docx", "odt"])
def test_word_cv_whose_lines_ran_together_keeps_each_entry(fmt, tmp_path):
    """The Quarto CV saved as a Word file: each "**Title** 2021" and its place are one paragraph there."""
    pypandoc = pytest.importorskip("pypandoc")
    path = tmp_path / f"cv.{fmt}"
    pypandoc.convert_file(str(FIXTURES / "medicine_cv.qmd"), fmt, format="markdown", outputfile=str(path))
    document = read_document(path.name, path.read_bytes())
    profile = document.profile
    assert [(e.degree_title, e.institution, e.end_year) for e in profile.education] == [
        ("Pediatric Critical Care Fellowship", "Lakeview Medical University", 2021),
        ("Doctor of Medicine", "University of Westhaven", 2014),
        ("MSc in Global Health", "Kestrel School of Hygiene and Public Health", 2010),
    ]
    assert [(e.title, e.organization, e.start_year) for e in profile.experience] == [
        ("Assistant Professor of Pediatrics", "Lakeview Medical University", 2021)
    ]
    assert [p.year for p in document.publications] == [2022, 2019, 2017]


def test_portuguese_cv_with_a_labelled_post_and_a_research_stay():
    text = (
        "# Rafaela Tosinho\n\nEstágio de pesquisa no exterior\n------\n"
        "* **Universidad de Valdora** (Espanha), setembro de 2025 – maio de 2026\n"
        "  * Estágio doutoral no grupo de pesquisa NEXO\n\n"
        "Experiência profissional\n------\n"
        "* **Diretoria de Comunicação Científica – UFVL**, 2016 – presente\n"
        "  * Cargo: Secretária Executiva\n"
        "  * Atuação na gestão da comunicação pública da ciência\n"
    )
    profile = read_document("cv.md", text.encode()).profile
    assert profile.education == []  # a stay abroad is no degree
    assert [(e.title, e.start_year, e.end_year) for e in profile.experience] == [
        ("", 2025, 2026),
        ("Secretária Executiva", 2016, None),
    ]
