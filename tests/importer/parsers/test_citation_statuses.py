"""A paper's status wherever people write it: after a citation, in a section heading, in BibTeX fields.

Accepted, in press and forthcoming papers are published (the venue has taken them); submitted, under
review, revise-and-resubmit, in preparation and working papers are submitted. A status never gives a
year: the year is the one printed, or none. Every person, title and venue here is invented.
"""

import pytest

from importer.parsers.bibtex import parse_bibtex
from importer.parsers.citations import parse_citation, parse_publications
from importer.parsers.statuses import status_from_heading, status_in, status_of_pubstate
from importer.parsers.text import parse_text_document


@pytest.mark.parametrize(
    ("printed", "status"),
    [
        ("Ana Ruiz, Bo Li. Pebble Caches. Journal of Stones [In press].", "published"),
        ("Ana Ruiz, Bo Li. Pebble Caches. Journal of Stones (accepted).", "published"),
        ("Ana Ruiz, Bo Li. Pebble Caches. Forthcoming in Journal of Stones.", "published"),
        ("Ana Ruiz, Bo Li. Pebble Caches. [Under review].", "submitted"),
        ("Ana Ruiz, Bo Li. Pebble Caches. In review at Journal of Stones.", "submitted"),
        ("Ana Ruiz, Bo Li. Pebble Caches. Submitted to Journal of Stones.", "submitted"),
        ("Ana Ruiz, Bo Li. Pebble Caches. Manuscript in preparation.", "submitted"),
        ("Ana Ruiz, Bo Li. Pebble Caches. Pebble Institute Working Paper 7.", "submitted"),
    ],
)
def test_a_status_after_the_citation_and_no_year_invented(printed, status):
    pub = parse_citation(printed)
    assert (pub.title, pub.status, pub.year) == ("Pebble Caches", status, None)
    assert "review" not in (pub.venue_text or "").lower() and "press" not in (pub.venue_text or "").lower()


def test_the_venue_named_after_a_status_is_kept():
    pub = parse_citation("Ana Ruiz, Bo Li. Pebble Caches. Under review at Journal of Stones, 2025.")
    assert (pub.venue_text, pub.status, pub.year) == ("Journal of Stones, 2025", "submitted", 2025)


@pytest.mark.parametrize(
    ("heading", "status"),
    [
        ("Under Review", "submitted"),
        ("Submitted Manuscripts", "submitted"),
        ("In Preparation", "submitted"),
        ("Papers in Progress", "submitted"),
        ("Working Papers", "submitted"),
        ("Published and Forthcoming Papers", None),
        ("Refereed Journal Articles", None),
        ("Publications", None),
    ],
)
def test_status_from_heading(heading, status):
    assert status_from_heading(heading) == status


def test_a_cv_with_under_review_and_in_preparation_subsections():
    document = parse_text_document(
        "ruiz.md",
        "# Ana Ruiz\n\nPostdoc in pebble science.\n\n## Publications\n\n### Journal Articles\n\n"
        "- Ana Ruiz, Bo Li. Pebble Caches. Journal of Stones, 2022.\n\n"
        "### Under Review\n\n- Ana Ruiz, Bo Li. Gravel Logs at Scale. Journal of Stones.\n\n"
        "### In Preparation\n\n- Ana Ruiz, Chen Wu. Moss Indexes for Pebbles.\n",
    )
    by_title = {p.title: p for p in document.publications}
    assert set(by_title) == {"Pebble Caches", "Gravel Logs at Scale", "Moss Indexes for Pebbles"}
    assert (by_title["Pebble Caches"].status, by_title["Pebble Caches"].year) == ("published", 2022)
    assert (by_title["Gravel Logs at Scale"].status, by_title["Gravel Logs at Scale"].year) == ("submitted", None)
    assert by_title["Moss Indexes for Pebbles"].status == "submitted"


@pytest.mark.parametrize(
    ("fields", "status", "year"),
    [
        ("year = {in press}", "published", None),
        ("year = {Forthcoming}", "published", None),
        ("year = {2024}, note = {Under review}", "submitted", 2024),
        ("year = {2024}, note = {Accepted}", "published", 2024),
        ("year = {2024}, pubstate = {submitted}", "submitted", 2024),
        ("date = {2025}, pubstate = {inpress}", "published", 2025),
        ("pubstate = {forthcoming}", "published", None),
        ("year = {2023}, abbr = {Under-review}", "submitted", 2023),
        ("year = {2023}, note = {Working paper}", "submitted", 2023),
    ],
)
def test_bibtex_statuses(fields, status, year):
    document = parse_bibtex(
        f"@article{{ruiz2024, author = {{Ruiz, Ana and Li, Bo}}, title = {{Pebble Caches}}, "
        f"journal = {{Journal of Stones}}, {fields}}}",
        "ruiz.bib",
    )
    (pub,) = document.publications
    assert (pub.status, pub.year) == (status, year)
    assert pub.venue_text == "Journal of Stones"
    assert not any("is not a year" in w for w in document.warnings)


def test_a_status_only_abbr_is_no_venue():
    document = parse_bibtex(
        "@misc{ruiz2023, author = {Ruiz, Ana}, title = {Pebble Caches}, year = {2023}, abbr = {Under-review}}",
        "ruiz.bib",
    )
    (pub,) = document.publications
    assert (pub.venue_text, pub.status) == (None, "submitted")


@pytest.mark.parametrize(
    ("text", "status"),
    [("In Press", "published"), ("R&R", "submitted"), ("revise and resubmit", "submitted"), ("Oxford Press", None)],
)
def test_status_in(text, status):
    assert status_in(text) == status


def test_pubstate_values():
    assert [status_of_pubstate(v) for v in ("inpreparation", "submitted", "forthcoming", "in press", "draft")] == [
        "submitted",
        "submitted",
        "published",
        "published",
        None,
    ]


def test_subheadings_among_the_entries_of_a_pdf():
    pubs, _warnings = parse_publications(
        "Ana Ruiz, Bo Li. Pebble Caches. Journal of Stones, 2022.\n"
        "Under Review\n"
        "Ana Ruiz, Bo Li. Gravel Logs. Journal of Stones.\n"
        "Ana Ruiz, Chen Wu. Moss Indexes for Pebbles. Pebble Letters.\n"
        "Conference Papers\n"
        "Ana Ruiz, Dee Oak. Pebble Sorting at Scale. NordOS 2021.\n",
        one_per_line=True,
    )
    assert [(p.title, p.status, p.year) for p in pubs] == [
        ("Pebble Caches", "published", 2022),
        ("Gravel Logs", "submitted", None),
        ("Moss Indexes for Pebbles", "submitted", None),
        ("Pebble Sorting at Scale", "published", 2021),
    ]
    assert pubs[3].kind == "conference"


def test_a_note_closing_an_entry_is_no_subheading():
    pubs, _warnings = parse_publications(
        "- Gravel Logs\n  Ana Ruiz, Bo Li\n  Under review\n- Pebble Caches\n  Ana Ruiz, Bo Li\n  NordOS 2022\n"
    )
    assert [(p.title, p.status) for p in pubs] == [("Gravel Logs", "submitted"), ("Pebble Caches", "published")]
