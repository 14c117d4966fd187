"""Psychology's APA titles that ask a question before their subtitle, and economics' AEA author lists
(the first author family name first, the others given name first), read whole (fictional)."""

import pytest

from importer.parsers.documents import read_document

PAGE = """# Lucía Herrero

## Publications

- Herrero, L., & Varga, T. (2021). Does sleep matter for memory? A longitudinal study of adolescents. *Journal of Adolescence*, *88*, 12–24.
- Varga, T., Herrero, L., & Oduya, K. (2019). Is attention a limited resource? *Psychological Science*, *30*(4), 501–512.
- Herrero, L. and F. Moretti (2023), “Wage floors and migration,” *Journal of Labor Economics*, 41(2), 301–340.
- Moretti, F., L. Herrero and G. Santos (2020), "Trade shocks and local labor markets," American Economic Review, 110(5), 1400-1430.
"""


@pytest.fixture(scope="module")
def papers():
    return read_document("herrero.md", PAGE.encode()).publications


def test_a_question_and_its_subtitle_are_one_title(papers):
    assert papers[0].title == "Does sleep matter for memory? A longitudinal study of adolescents"
    assert papers[0].venue_text.startswith("Journal of Adolescence")


def test_a_question_right_before_the_journal_ends_the_title(papers):
    assert papers[1].title == "Is attention a limited resource?"
    assert papers[1].venue_text.startswith("Psychological Science")


@pytest.mark.parametrize(
    ("index", "authors", "year", "venue"),
    [
        (2, ["L. Herrero", "F. Moretti"], 2023, "Journal of Labor Economics"),
        (3, ["F. Moretti", "L. Herrero", "G. Santos"], 2020, "American Economic Review"),
    ],
)
def test_an_aea_author_list_gives_each_author_and_the_year(papers, index, authors, year, venue):
    paper = papers[index]
    assert [a.name for a in paper.authors] == authors
    assert paper.year == year
    assert paper.venue_text.startswith(venue) and "110(5)" not in paper.venue_text
