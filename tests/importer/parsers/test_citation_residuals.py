"""Citation forms found on real publication lists that were read wrongly: the year before given-first
names, and an abbreviated journal's last stop.

Every person and title here is invented; the journals may be real journal names.
"""

import pytest

from importer.parsers.citations import parse_citation


def names(pub):
    return [a.name for a in pub.authors]


@pytest.mark.parametrize(
    "printed",
    [
        "(2019) A. Ruiz, B. Li. Mosses of the high valleys. Journal of Bryology 41, 3-9.",
        "2019. A. Ruiz, B. Li. Mosses of the high valleys. Journal of Bryology 41, 3-9.",
        "- (2019) **A. Ruiz**, B. Li, C. Okafor. Mosses of the high valleys. Journal of Bryology 41, 3-9.",
    ],
)
def test_a_year_before_given_first_names_reads_as_the_year_printed_last(printed):
    pub = parse_citation(printed)
    assert pub.title == "Mosses of the high valleys"
    assert names(pub)[:2] == ["A. Ruiz", "B. Li"]
    assert pub.year == 2019
    # read as the same entry with its year printed at the end: the journal's name, no stray stop
    assert pub.venue_text == "Journal of Bryology 2019"


@pytest.mark.parametrize(
    "printed",
    [
        "Okafor, C. N., & Lind, P. J. Pebbles in the cell wall. *J. Biol. Chem.*, 299, 1-9. 2023.",
        "Okafor, C. N., & Lind, P. J. Pebbles in the cell wall. J. Biol. Chem., 299, 1-9. 2023.",
    ],
)
def test_an_abbreviated_journal_keeps_its_last_stop_when_the_year_ends_the_entry(printed):
    pub = parse_citation(printed)
    assert pub.title == "Pebbles in the cell wall"
    assert names(pub) == ["C. N. Okafor", "P. J. Lind"]
    assert (pub.year, pub.venue_text) == (2023, "J. Biol. Chem. 2023")


def test_a_journal_in_full_words_loses_the_stop_that_ends_it():
    pub = parse_citation("Okafor, C. N., & Lind, P. J. Pebbles in the cell wall. Journal of Stones, 12, 1-9. 2023.")
    assert pub.venue_text == "Journal of Stones 2023"


@pytest.mark.parametrize(
    "printed, journal",
    [
        (
            "RUIZ, A.; LI, B. Os musgos do vale alto. Revista Brasileira de Geografia, Rio de Janeiro, "
            "v. 12, n. 3, p. 4-19, 2018.",
            "Revista Brasileira de Geografia",
        ),
        (
            "OKAFOR, C. N. Pedras e pessoas no campo. Revista de Pedologia, Curitiba, v. 7, p. 1-9, 2018.",
            "Revista de Pedologia",
        ),
        # a part of the journal is no city
        (
            "RUIZ, A.; LI, B. Cristais de pedra. Acta Crystallographica, Section D, v. 74, p. 1-9, 2018.",
            "Acta Crystallographica, Section D",
        ),
    ],
)
def test_abnt_gives_the_journal_without_its_city(printed, journal):
    pub = parse_citation(printed)
    assert (pub.venue_text, pub.year) == (f"{journal} 2018", 2018)


@pytest.mark.parametrize(
    "printed, coauthors",
    [
        (
            "Co-authored with Ana Ruiz, “Pebbles of the early modern town,” Journal of Stone History 96 (1994), 43-90.",
            ["Ana Ruiz"],
        ),
        (
            "- Coauthored with Ana Ruiz and Bo Lindqvist, “Pebbles of the early modern town,” "
            "Journal of Stone History 96 (1994), 43-90.",
            ["Ana Ruiz", "Bo Lindqvist"],
        ),
    ],
)
def test_a_coauthored_entry_names_the_lists_owner_and_the_coauthors(printed, coauthors):
    pub = parse_citation(printed, owner="Lena Moss")
    assert pub.title == "Pebbles of the early modern town"
    assert names(pub) == ["Lena Moss", *coauthors]
    assert (pub.year, pub.venue_text) == (1994, "Journal of Stone History 1994")


def test_a_coauthored_entry_without_an_owner_names_the_coauthor():
    pub = parse_citation(
        "Co-authored with Ana Ruiz, “Pebbles of the early modern town,” Journal of Stone History 96 (1994), 43-90."
    )
    assert names(pub) == ["Ana Ruiz"]


@pytest.mark.parametrize(
    "printed",
    [
        "Ruiz, A. & Li, B. Pebble crystals in the field. Acta Crystallographica, Section D 74, 1-9 (2018).",
        "Ruiz, A. & Li, B. Pebble crystals in the field. Acta Crystallographica, Section D, 74, 1-9, 2018.",
    ],
)
def test_a_journals_section_after_a_comma_stays_in_its_name(printed):
    pub = parse_citation(printed)
    assert pub.title == "Pebble crystals in the field"
    assert (pub.year, pub.venue_text) == (2018, "Acta Crystallographica, Section D 2018")
