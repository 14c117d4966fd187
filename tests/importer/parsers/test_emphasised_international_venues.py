"""A venue set in italics whose name begins with "International" (or "Interns..."-like words) is a venue,
never the legend of a mark: "*International Journal of X*" once lost its "Intern" to "* = intern" (fictional)."""

import pytest

from importer.parsers.documents import read_document

PAGE = """# Wanjiru Kamau

## Publications

- Kamau W, Otieno P. Salt intake and blood pressure in rural cohorts. *International Journal of Epidemiology*. 2021;50(3):812-820.
- Otieno P, Kamau W. Night shifts and sleep in nurses. *International Journal of Nursing Studies* 2019;92:45-52.
- Kamau, W., & Otieno, P. (2018). Clinic queues in market towns. *International Journal for Equity in Health*, *17*(2), 101–110.
"""


@pytest.fixture(scope="module")
def publications():
    return read_document("kamau.md", PAGE.encode()).publications


def test_every_entry_with_an_emphasised_international_venue_is_read(publications):
    assert [p.year for p in publications] == [2021, 2019, 2018]


@pytest.mark.parametrize(
    ("index", "venue"),
    [
        (0, "International Journal of Epidemiology"),
        (1, "International Journal of Nursing Studies"),
        (2, "International Journal for Equity in Health"),
    ],
)
def test_the_venue_keeps_its_first_word(publications, index, venue):
    assert publications[index].venue_text.startswith(venue)


def test_a_real_legend_of_interns_still_goes():
    text = "# Ana Ruiz\n\n## Publications\n\n‡ intern co-author\n\n- Ana Ruiz, Ben Ode‡. Tidal pools. *Marine Biology*, 2020.\n"
    (paper,) = read_document("ruiz.md", text.encode()).publications
    assert [a.name for a in paper.authors] == ["Ana Ruiz", "Ben Ode"]
