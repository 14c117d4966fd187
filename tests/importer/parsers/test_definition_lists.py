"""CVs written in pandoc markdown with definition lists: a term line (a date, or a paper's title), then
`:   ` / `~   ` definitions whose further paragraphs are indented under them (fictional people and
titles; real journal names).

- a hydrologist's CV: year terms over author-first citations (one wrapped over three lines, one
  with a doi paragraph, a bold year term with a blank line before its definitions, two definitions
  under one year), date ranges over degrees and jobs ("Since 2018", "2014 - 2018", a lazy line);
- an economist's CV with YAML front matter: "2021--" open ranges over positions, degrees with
  advisor and visit paragraphs, quoted titles wrapped over two lines, dated awards, label terms;
- an ecologist's list of papers whose TERM is the title and the definition its authors over its venue.

Every paper's title, authors, year and venue is checked, and every job and degree."""

from pathlib import Path

import pytest

from importer.parsers.documents import read_document
from importer.parsers.text.definition_lists import join_definition_lists

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "definition_lists"


def _read(name: str):
    return read_document(name, (FIXTURES / name).read_bytes())


def _papers(document) -> list[tuple[str, list[str], int | None, str]]:
    return [(p.title, [a.name for a in p.authors], p.year, p.venue_text) for p in document.publications]


def test_year_terms_over_citations_and_date_terms_over_rows():
    document = _read("dated_items_cv.md")
    assert document.profile.name == "Miro Talvenheimo"
    assert _papers(document) == [
        (
            "Frozen ground and the spring flood",
            ["B. Okafor", "M. Talvenheimo", "T. Greaves"],
            2021,
            "Water Resources Research 2021",
        ),
        ("A lake ice record from two winters", ["M. Talvenheimo", "P. Lindqvist"], 2019, "Journal of Hydrology 2019"),
        ("Sediment pulses under thin ice", ["P. Lindqvist", "M. Talvenheimo"], 2019, "Hydrological Processes 2019"),
    ]
    assert document.publications[0].doi == "10.1000/wrr.2021.11"  # the item's own doi paragraph
    degrees = [(e.degree_title, e.institution, e.start_year, e.end_year) for e in document.profile.education]
    assert degrees == [
        ("PhD in Hydrology", "University of Essenvale", 2009, 2014),
        ("BSc in Environmental Science", "Harrowgate College", 2005, 2009),
    ]
    jobs = [(e.title, e.organization, e.start_year, e.end_year) for e in document.profile.experience]
    assert jobs == [
        ("Research Scientist", "Lakeside Institute of Hydrology", 2018, None),
        ("Postdoctoral Fellow", "Marrow Valley University", 2014, 2018),
    ]


def test_front_matter_cv_with_open_ranges_wrapped_titles_and_awards():
    document = _read("economist_cv.md")
    assert document.profile.name == "Ilse Marchetti-Vos"
    assert _papers(document) == [
        (
            "Apprenticeships and the wage ladder",
            ["I. Marchetti-Vos", "T. Ferreira-Lund"],
            2022,
            "Journal of Labor Economics 2022",
        ),
        ("Commuting costs and job search", ["I. Marchetti-Vos"], 2020, "Labour Economics 2020"),
    ]
    jobs = [(e.title, e.organization, e.start_year, e.end_year) for e in document.profile.experience]
    assert jobs == [
        ("Assistant Professor", "Department of Economics, Northgate University", 2021, None),  # "2021--": ongoing
        ("Postdoctoral Researcher", "Institute for Labour Studies", 2019, 2021),
    ]
    degrees = {(e.degree_title, e.institution, e.start_year, e.end_year) for e in document.profile.education}
    assert ("Ph.D in Economics", "Northgate University", 2014, 2019) in degrees
    assert ("M.Sc in Economics", "Northgate University", 2012, 2014) in degrees
    assert [(a.title, a.year) for a in document.profile.awards] == [
        ("Graduate Fellowship, Northgate University", 2018),
        ("Best Student Paper Prize, Nordic Labour Workshop", 2016),
    ]


def test_title_terms_over_authors_and_venue():
    document = _read("title_terms_cv.md")
    assert _papers(document) == [
        (
            "Soil carbon under rotating pasture",
            ["S. Oyelaran-Beck", "L. Duarte", "J. Kimathi"],
            2022,
            "Agriculture, Ecosystems & Environment, 2022",
        ),
        (
            "Root exudates and microbial turnover in clay soils",
            ["L. Duarte", "S. Oyelaran-Beck"],
            2020,
            "Soil Biology and Biochemistry, 2020 Preprint on bioRxiv",
        ),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a year term goes after the first paragraph; the item's blank lines move to its end
        ("2020\n:   Title here, Venue\n\n    Ana Ruiz\n\nnext", "\nTitle here, Venue, 2020\nAna Ruiz\n\n\nnext"),
        # the year is said already: nothing added; a lazy line joins its paragraph
        ("2019\n: Ruiz A. (2019). A title.\nVenue.", "\nRuiz A. (2019). A title. Venue.\n"),
        # "EGU2020" names a meeting: the term's year is still said
        ("2020\n:   A talk, EGU2020", "\nA talk, EGU2020, 2020"),
        # two definitions of one term both take its date
        ("2018\n:   One, V\n\n:   Two, W", "\nOne, V, 2018\n\nTwo, W, 2018"),
        # a title term stays over its definition's lines, which stay as typed
        ("A title\n\n:   Ana Ruiz\n    _Venue_, 2021", "\nA title\nAna Ruiz\n_Venue_, 2021"),
        # "2021--": pandoc's en dash, an open range
        ("2021--\n:   Lecturer, Some University", "\nLecturer, Some University, 2021–"),
    ],
)
def test_items_become_one_block(text, expected):
    joined = join_definition_lists(text)
    assert joined == expected
    assert joined.count("\n") == text.count("\n")  # lines keep their numbers


@pytest.mark.parametrize(
    "text",
    [
        "A paragraph of\ntwo lines\n: not after a term",  # the line above is a paragraph's last line
        ": a colon opening the document",
        "- a list item\n: after a list item",
        "key: value\nother: value",
    ],
)
def test_text_that_is_no_definition_list_is_left_as_written(text):
    assert join_definition_lists(text) == text


def test_a_bold_title_then_its_venue_over_the_authors_paragraph():
    # "**Title**, _Venue_ 12(3)" under a year term, the authors in a paragraph of their own below it
    document = _read("bold_titles_cv.md")
    assert document.profile.name == "Marisol Quintana"
    assert [(title, authors, year) for title, authors, year, _venue in _papers(document)] == [
        (
            "Braided channels after the wet decade: a field record",
            ["Marisol Quintana", "Teodor Vass", "Ana Ruiz"],
            2022,
        ),
        ("Flood pulses in braided rivers of the southern plains", ["Marisol Quintana", "Bo Lind", "Ana Ruiz"], 2020),
        ("Sediment memory after dam removal", ["Ana Ruiz", "Marisol Quintana"], 2020),
    ]
    venues = [p.venue_text for p in document.publications]
    assert venues[0].startswith("Water Resources Research") and venues[1].startswith("Journal of Hydrology")
    assert venues[2].startswith("Hydrological Processes")
