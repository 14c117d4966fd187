"""One reader of the year a venue as printed gives (importer.parsers.venues.year_from_venue_text),
for BibTeX, structured pages and citation lines alike."""

import pytest

from importer.parsers.venues import year_from_venue_text


@pytest.mark.parametrize(
    ("venue", "year"),
    [
        ("NeurIPS 2023 Workshop on Efficient Systems, 2024", 2024),  # the paper's year comes last
        ("Journal of Caches 12(1850), 2019", 2019),  # a volume or page that looks like a year is not one
        ("OSDI '24", 2024),
        ("Proc. of SOSP'97", 1997),
        ("SOSP24", 2024),
        ("arXiv:2408.08586", 2024),  # an arXiv id's digits are its date, never a year of their own
        ("arXiv:2408.08586, 2025", 2025),
        ("Transactions on Storage", None),
    ],
)
def test_the_year_of_a_venue_is_read_one_way(venue, year):
    assert year_from_venue_text(venue) == year
