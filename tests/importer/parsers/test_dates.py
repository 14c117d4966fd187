"""The one year and date-range reader every parser uses (importer/parsers/dates.py)."""

import pytest

from importer.parsers.bibtex import parse_bibtex
from importer.parsers.dates import CURRENT_YEAR, date_range, first_year, strip_dates, two_digit_year, years_in
from importer.parsers.venues import year_from_venue_text


@pytest.mark.parametrize(
    ("printed", "expected"),
    [
        ("06/2023 - 06/2024", (2023, 2024, False)),
        ("2023.6-2023.8", (2023, 2023, False)),
        ("2022.09 - now", (2022, None, True)),
        ("Sept. 2022 - Aug. 2023", (2022, 2023, False)),
        ("Sep 2019 – Present", (2019, None, True)),
        ("2021 - now", (2021, None, True)),
        ("2008–present", (2008, None, True)),
        ("Summer 2000/2001", (2000, 2001, False)),
        ("[Summer] 2019 – 2020", (2019, 2020, False)),
        ("Fall 2022 – Spring 2023", (2022, 2023, False)),
        ("15.06.2021 – 30.09.2021", (2021, 2021, False)),
        ("2019-21", (2019, 2021, False)),
        ("since 2020", (2020, None, True)),
        ("Research Intern, Lumen Robotics (Jun. 2021 — Aug. 2021)", (2021, 2021, False)),
        ("2021 –\tPh.D. student", (2021, None, True)),
        ("2017 to 2020", (2017, 2020, False)),
    ],
)
def test_cv_date_ranges(printed, expected):
    assert date_range(printed) == expected


@pytest.mark.parametrize("printed", ["2021", "Best Paper Award 2019", "arXiv:2401.20123", "ID 120195", ""])
def test_a_single_year_or_a_number_is_not_a_range(printed):
    assert date_range(printed) is None


def test_years_are_not_read_inside_ids_and_longer_numbers():
    assert years_in("arXiv:2401.20195, DOI 10.1145/3600006.3613137, 120195") == []
    assert years_in("15.06.2023, 06/2024, 2025.3") == [2023, 2024, 2025]
    assert first_year("Expected May 2027") == 2027


def test_strip_dates_leaves_the_words():
    assert strip_dates("Research Intern, Lumen Robotics (Jun. 2021 — Aug. 2021)") == "Research Intern, Lumen Robotics"
    assert strip_dates("[Summer] 2019 Visiting Student, Ostrava Lab") == "Visiting Student, Ostrava Lab"


def test_two_digit_years_share_one_pivot():
    # Before the merge venues.py read "'30" as 2030 and citations.py as 1930; now both follow the
    # same rule: no more than two years ahead of today.
    ahead = (CURRENT_YEAR + 3) % 100
    assert two_digit_year(f"{ahead:02d}") == 1900 + ahead
    assert year_from_venue_text(f"WCSS '{ahead:02d}") == 1900 + ahead
    assert year_from_venue_text("OSDI '24") == 2024


def test_month_first_dates_give_their_year():
    # Before the merge the CV reader skipped "06.2023" (a dot before the year).
    assert first_year("06.2023") == 2023
    assert date_range("06.2023 - 09.2023") == (2023, 2023, False)


def test_bibtex_year_outside_1400_to_next_year_is_reported():
    # A year field takes a historian's old sources (dates.field_year); a year before print is a typo.
    doc = parse_bibtex("@article{k, title={A Note}, author={Ana Ruiz}, journal={J}, year={1388}}", "old.bib")
    assert doc.publications[0].year is None
    assert any("1388" in w for w in doc.publications[0].warnings + doc.warnings)
    doc = parse_bibtex("@article{k, title={A Note}, author={Ana Ruiz}, journal={J}, year={1888}}", "old.bib")
    assert doc.publications[0].year == 1888


@pytest.mark.parametrize(
    ("printed", "expected"),
    [
        ("2019年9月 - 2023年6月", (2019, 2023, False)),
        ("2021年9月至今", (2021, None, True)),
        ("2020.09 – 至今", (2020, None, True)),
        ("2020.09-至今", (2020, None, True)),
        ("2019-09 – 2021-06", (2019, 2021, False)),
        ("2019-09-01 - 2021-06-30", (2019, 2021, False)),
        ("2022-01-10", None),
    ],
)
def test_chinese_and_iso_dates(printed, expected):
    assert date_range(printed) == expected


def test_an_expected_graduation_is_a_degree_under_way():
    from importer.parsers.text import parse_text_document

    text = "Mara Quill\n\nEducation\nLorient University\nPh.D. in Geology, 2022 – 2099 (expected)\n"
    profile = parse_text_document("cv.txt", text).profile
    assert (profile.role, profile.affiliation) == ("phd", "Lorient University")
