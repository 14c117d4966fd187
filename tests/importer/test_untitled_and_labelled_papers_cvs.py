"""CVs of physics and ecology imported as a lab admin would import them.

tests/importer/fixtures/field_gaps holds fictional CVs: a physicist's list that prints most papers
as bare references ("Phys. Lett. B 716, 1 (2012)") beside titled ones and a mathematician's
abbreviated journal; an ecologist's name-year list with "and" and "and others" among Vancouver
names, BMC journals, a letter and a review of a book. What each should give is in expected.json.
"""

import json
from pathlib import Path

import pytest

from importer.exchange import export_site
from importer.services import import_documents

FIXTURES = Path(__file__).parent / "fixtures" / "field_gaps"
EXPECTED = json.loads((FIXTURES / "expected.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("filename", sorted(EXPECTED))
def test_every_paper_with_its_title_authors_stored_venue_year_and_kind(db, filename):
    report = import_documents([FIXTURES / filename])
    assert not report.failed, report.summary()
    site = export_site()
    assert [p["name"] for p in site["people"]] == [EXPECTED[filename]["person"]]
    got = sorted(
        [p["title"], [a["name"] for a in p["authors"]], p["venue"] and p["venue"]["name"], p["year"], p["kind"]]
        for p in site["publications"]
    )
    assert got == sorted(EXPECTED[filename]["publications"])


def test_each_paper_printed_without_a_title_is_named_in_a_warning(db):
    report = import_documents([FIXTURES / "physics_cv.md"])
    text = report.summary()
    for reference in ("Phys. Lett. B 716, 1", "Phys. Rev. Lett. 120, 061801", "Eur. Phys. J. C 80, 123"):
        assert f"no title printed: the paper is listed under its reference '{reference}': add its title" in text
    assert "Lattice sums" not in text  # a titled paper is no warning's
