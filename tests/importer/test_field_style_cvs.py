"""CVs of fields outside computer science, imported as a lab admin would import them.

tests/importer/fixtures/field_styles holds fictional CVs in the styles those fields write by hand:
a physician's Vancouver/AMA list grouped by year and numbered backwards, with a marks legend, a
consortium author, "Published online" and "[published online ahead of print]" dates, a grant and a
talk; a mathematician's plain-text AMS and MathSciNet references ("vol (year), no. N, pages",
"to appear", MR numbers); an economist's quoted titles with "(with ...)", "R&R at", NBER and a job
market paper; a psychologist's APA 6/7 list under year headings with "in press" and a submitted
manuscript; a humanist's MLA books, articles, chapter and book review. What each should give is
written by hand in expected.json there.
"""

import json
from pathlib import Path

import pytest

from importer.exchange import export_site
from importer.services import import_documents

FIELDS = Path(__file__).parent / "fixtures" / "field_styles"
EXPECTED = json.loads((FIELDS / "expected.json").read_text(encoding="utf-8"))


def _imported(filename):
    report = import_documents([FIELDS / filename])
    assert not report.failed, report.summary()
    site = export_site()
    assert [p["name"] for p in site["people"]] == [EXPECTED[filename]["person"]]  # coauthors never become people
    return site["publications"]


def _row(title, authors, venue, year, kind, status):
    # a venue cut from running text may lose its abbreviation's last stop ("Geom. Topol"): both are the journal
    return title, [authors, venue.rstrip(".") if venue else None, year, kind, status]


@pytest.mark.parametrize("filename", sorted(EXPECTED))
def test_every_paper_once_with_its_authors_venue_year_kind_and_status(db, filename):
    pubs = _imported(filename)
    got = dict(
        _row(
            p["title"],
            [a["name"] for a in p["authors"]],
            p["venue"] and p["venue"]["name"],
            p["year"],
            p["kind"],
            p["status"],
        )
        for p in pubs
    )
    assert len(got) == len(pubs)  # no paper twice
    assert got == dict(_row(*row) for row in EXPECTED[filename]["publications"])


def test_grants_talks_and_the_marks_legend_are_no_papers(db):
    titles = " ".join(p["title"] for p in _imported("medicine_cv.md"))
    assert "Falls prevention" not in titles and "Grand Rounds" not in titles and "corresponding" not in titles
