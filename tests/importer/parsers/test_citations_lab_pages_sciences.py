"""Citations as biology, agronomy, ecology and soil-science lab pages print them (fictional entries):
family names with unpunctuated initials and a bold-italic journal, a corresponding mark before the
title's stop, italic titles that end with their own stop, quotes inside quoted titles, initials typed
without spaces and the name-year form with the names given first."""

from __future__ import annotations

import pytest

from importer.parsers.citations import parse_citation, parse_publications
from importer.parsers.citations.mathematics import read_comma_separated


def _names(pub):
    return [author.name for author in pub.authors]


@pytest.mark.parametrize(
    ("printed", "venue", "year"),
    [
        (
            "Quarry TL, Voss W, Ibarra MR, Okoro Y*. Root hairs of upland rice in compacted clay. ***Rice*** 2024, 17:67.",
            "Rice 2024",
            2024,
        ),
        (
            "Quarry TL, Voss W, Ibarra MR, Okoro Y. Root hairs of upland rice in compacted clay. ***Rice*** 2024, 17:67.",
            "Rice 2024",
            2024,
        ),
        (
            "Quarry TL, Voss W, Ibarra MR, Okoro Y*. Root hairs of upland rice in compacted clay. Rice 2024;17:67.",
            "Rice 2024",
            2024,
        ),
        (
            "Quarry TL, Voss W, Ibarra MR, Okoro Y*. Root hairs of upland rice in compacted clay. "
            "<b><i>Rice</i></b> 2024, 17:67.",
            "Rice 2024",
            2024,
        ),
        (
            "Quarry TL, Voss W, Ibarra MR, Okoro Y*. Root hairs of upland rice in compacted clay. "
            "***Plant Cell*** 36(2): 123-140.",
            "Plant Cell",
            None,
        ),
    ],
)
def test_biology_names_with_bare_initials_and_a_bold_italic_journal(printed, venue, year):
    pub = parse_citation(printed)
    assert pub.title == "Root hairs of upland rice in compacted clay"
    assert _names(pub) == ["T. L. Quarry", "W. Voss", "M. R. Ibarra", "Y. Okoro"]
    assert pub.venue_text == venue
    assert pub.year == year
    assert pub.kind == "journal"


def test_the_mark_after_the_last_author_is_reported_not_read_as_a_title():
    pub = parse_citation("Quarry TL, Okoro Y*. Root hairs of upland rice in compacted clay. ***Rice*** 2024, 17:67.")
    assert _names(pub) == ["T. L. Quarry", "Y. Okoro"]
    assert any("Y. Okoro" in warning for warning in pub.warnings)  # one mark, no legend: said, not applied


def test_a_markdown_list_of_such_entries():
    section = (
        "- Quarry TL, Okoro Y*. Root hairs of upland rice in compacted clay. ***Rice*** 2024, 17:67.\n"
        "- Ibarra MR, Voss W, Okoro Y. Tiller counts of flooded paddies. ***Field Crops Research*** 2023, 290:108741.\n"
    )
    pubs, _ = parse_publications(section)
    assert [(p.title, p.venue_text, p.year) for p in pubs] == [
        ("Root hairs of upland rice in compacted clay", "Rice 2024", 2024),
        ("Tiller counts of flooded paddies", "Field Crops Research 2023", 2023),
    ]


def test_a_mark_between_a_letter_and_a_stop_opens_no_italics():
    # markdown reads "Li*," as a mark: the italics are the journal's, the plain words before it the title
    found = read_comma_separated("Ana Roe, Bo Li*, Pebble caches in dry riverbeds, *Journal of Stones* (2024).")
    assert found is not None
    assert (found.authors, found.title, found.venue) == (
        "Ana Roe, Bo Li*",
        "Pebble caches in dry riverbeds",
        "Journal of Stones 2024",
    )


def test_an_italic_title_still_reads_after_the_names():
    found = read_comma_separated("A. Roe and B. Li, *Pebble caches*, J. Stones **12** (2021), no. 3, 1–9.")
    assert found is not None
    assert (found.title, found.venue, found.kind) == ("Pebble caches", "J. Stones 2021", "journal")


@pytest.mark.parametrize(
    "printed",
    [
        "A. Roe, B. Diaz. Soil carbon under long fallow periods. ***Journal of Dryland Soils***, 2025",
        "Roe A, Diaz B. Soil carbon under long fallow periods. ***Journal of Dryland Soils***, 2025.",
        "Roe A, Diaz B. Soil carbon under long fallow periods. <b><i>Journal of Dryland Soils</i></b>, 2025",
    ],
)
def test_a_bold_italic_journal_after_the_title_is_the_venue(printed):
    pub = parse_citation(printed)
    assert pub.title == "Soil carbon under long fallow periods"
    assert _names(pub) == ["A. Roe", "B. Diaz"]
    assert pub.venue_text.startswith("Journal of Dryland Soils")
    assert pub.year == 2025


def test_a_bold_italic_title_right_after_the_names_is_the_title():
    pub = parse_citation("A. Roe, B. Diaz. ***Soil carbon under long fallow periods***. Geoderma, 2025")
    assert pub.title == "Soil carbon under long fallow periods"
    assert pub.venue_text.startswith("Geoderma")


@pytest.mark.parametrize(
    "printed",
    [
        "A. Roe, B. Diaz. *A survey of crusted loess soils.* Geoderma 12: 1-9, 2020.",
        "A. Roe, B. Diaz, *A survey of crusted loess soils.* Geoderma 12: 1-9, 2020.",
        "A. Roe, B. Diaz. _A survey of crusted loess soils._ Geoderma 12: 1-9, 2020.",
        "A. Roe, B. Diaz (2020). *A survey of crusted loess soils.* Geoderma 12: 1-9.",
        "A. Roe, B. Diaz. 2020. *A survey of crusted loess soils.* Geoderma 12: 1-9.",
        "Roe A, Diaz B. 2020. *A survey of crusted loess soils.* Geoderma 12: 1-9.",
        "Roe, A., & Diaz, B. (2020). <i>A survey of crusted loess soils.</i> <i>Geoderma</i>, 12, 1-9.",
    ],
)
def test_an_italic_title_with_its_stop_inside_leaves_the_venue(printed):
    pub = parse_citation(printed)
    assert pub.title == "A survey of crusted loess soils"
    assert _names(pub) == ["A. Roe", "B. Diaz"]
    assert pub.venue_text == "Geoderma 2020"
    assert pub.year == 2020


def test_an_abbreviated_italic_journal_keeps_its_stop():
    pub = parse_citation(
        "Okafor, C. N.; Lind, P. J. Ligand Effects in Pebble Catalysis. *J. Pebble Chem. Soc.* **2021**, *143*, 12–19."
    )
    assert pub.title == "Ligand Effects in Pebble Catalysis"
    assert pub.venue_text == "J. Pebble Chem. Soc. 2021"


@pytest.mark.parametrize(
    ("printed", "title"),
    [
        (
            "A. Roe, B. Diaz, “Counting ‘feral’ seeds in thorn scrub,” Ecology 3 (2019)",
            "Counting ‘feral’ seeds in thorn scrub",
        ),
        (
            "A. Roe, B. Diaz, “Counting “feral” seeds in thorn scrub,” Ecology 3 (2019)",
            "Counting “feral” seeds in thorn scrub",
        ),
        (
            "A. Roe, B. Diaz, ‘Counting “feral” seeds in the valley’s thorn scrub’, Ecology 3 (2019)",
            "Counting “feral” seeds in the valley’s thorn scrub",
        ),
    ],
)
def test_quotes_inside_a_quoted_title_stay_in_it(printed, title):
    pub = parse_citation(printed)
    assert pub.title == title
    assert _names(pub) == ["A. Roe", "B. Diaz"]
    assert pub.venue_text.startswith("Ecology")
    assert pub.year == 2019


def test_initials_typed_without_spaces():
    pub = parse_citation("K.T.Mbeki, A. Roe. Drainage of swelling clay paddocks. Soil Use Manage. 12: 3-9, 1998.")
    assert [a.name.replace(" ", "") for a in pub.authors] == ["K.T.Mbeki", "A.Roe"]
    assert pub.authors[0].name.endswith(" Mbeki")
    assert pub.title == "Drainage of swelling clay paddocks"
    assert pub.year == 1998


def test_a_doi_keeps_its_letters_together():
    pub = parse_citation("A. Roe. Drainage of swelling clay paddocks. Geoderma 12: 3-9, 1998. doi:10.1016/A.B.Cdef")
    assert pub.doi is not None and pub.doi.endswith("A.B.Cdef")


@pytest.mark.parametrize(
    ("printed", "names"),
    [
        ("B.B. Tran 1978. Drainage of swelling clay paddocks. Soil Use Manage. 12: 3-9.", ["B.B. Tran"]),
        (
            "A. Roe, B. B. Tran 1978. Drainage of swelling clay paddocks. Soil Use Manage. 12: 3-9.",
            ["A. Roe", "B. B. Tran"],
        ),
        (
            "A. Roe and B.B.Tran, 1978. Drainage of swelling clay paddocks. Soil Use Manage. 12: 3-9.",
            ["A. Roe", "B.B. Tran"],
        ),
    ],
)
def test_names_given_first_then_the_year(printed, names):
    pub = parse_citation(printed)
    assert _names(pub) == names
    assert pub.title == "Drainage of swelling clay paddocks"
    assert pub.year == 1978
    assert pub.kind == "journal"
    assert pub.venue_text.startswith("Soil Use Manage")
