"""Economists' and social scientists' CVs and homepages, imported as an admin would import them.

tests/importer/fixtures/economists holds fictional documents in the shapes economists really use:
academicpages CV pages with "Working Papers", "Work in Progress", "Fellowships and Grants",
"Refereeing" and "Presentations"; a job market candidate's about page and research page (a title
alone, bold or linked, over its status, abstract and links); a Hugo research page with "Revise and
Resubmit" and "Policy Writing"; a plain-text political science CV whose coauthors close the entry;
Chicago author-date entries; field-journal abbreviations (REStud, QJE, AEJ: Applied). The owner is
the unprinted author of "Title (with Ana Ruiz)". What each document should give is written by hand
in expected.json there.
"""

import json
from pathlib import Path

import pytest

from importer.exchange import export_site
from importer.services import import_documents

ECONOMISTS = Path(__file__).parent / "fixtures" / "economists"
EXPECTED = json.loads((ECONOMISTS / "expected.json").read_text(encoding="utf-8"))


def _imported(filename):
    report = import_documents([ECONOMISTS / filename])
    assert not report.failed, report.summary()
    site = export_site()
    assert len(site["people"]) == 1, [p["name"] for p in site["people"]]  # coauthors never become people
    return site["people"][0], site["publications"]


def _venue(pub):
    return pub["venue"]["name"] if pub["venue"] else None


@pytest.mark.parametrize("filename", sorted(EXPECTED))
def test_the_owner_and_the_career(db, filename):
    person, _pubs = _imported(filename)
    expected = EXPECTED[filename]
    assert {key: person[key] for key in expected["person"]} == expected["person"]
    assert [[e["institution"], e["degree"], e["end_year"]] for e in person["education"]] == expected.get(
        "education", []
    )
    assert [[x["organization"], x["title"], x["start_year"], x["end_year"]] for x in person["experience"]] == (
        expected.get("experience", [])
    )
    # "Fellowships and Grants" are awards; "Refereeing" and "Presentations" are neither awards nor papers
    assert [[a["title"], a["year"]] for a in person["awards"]] == expected.get("awards", [])


@pytest.mark.parametrize("filename", sorted(EXPECTED))
def test_the_courses_taught(db, filename):
    person, _pubs = _imported(filename)
    assert [t["course"] for t in person["teaching"]] == EXPECTED[filename].get("teaching", [])


@pytest.mark.parametrize("filename", sorted(EXPECTED))
def test_every_paper_with_the_owner_first_its_venue_and_status(db, filename):
    _person, pubs = _imported(filename)
    got = {p["title"]: [[a["name"] for a in p["authors"]], _venue(p), p["year"], _kind(p), p["status"]] for p in pubs}
    want = {
        title: [*rest[:3], _kind({"kind": rest[3], "status": rest[4]}), rest[4]]
        for title, *rest in (EXPECTED[filename]["publications"])
    }
    assert got == want


def _kind(pub):
    """A paper under review at a journal is filed as a journal paper or a preprint, both right until the
    journal takes it; a published paper's kind is exact."""
    if pub["status"] == "submitted" and pub["kind"] in ("journal", "preprint"):
        return "journal or preprint"
    return pub["kind"]


def test_the_owner_of_a_paper_is_the_member_and_coauthors_are_not(db):
    _person, pubs = _imported("07_oyelaran_cv.md")
    paper = next(p for p in pubs if p["title"].startswith("Import Competition"))
    assert [a["member"] for a in paper["authors"]] == ["tunde-oyelaran", None, None]


def test_talks_and_refereeing_are_not_papers(db):
    _person, pubs = _imported("01_okonkwo_cv.md")
    titles = " ".join(p["title"] for p in pubs)
    assert "NBER Development" not in titles and "Econometrica" not in titles


def test_policy_writing_is_no_journal_paper(db):
    _person, pubs = _imported("03_moreau_hugo.md")
    assert not any("Deposit Insurance Can" in p["title"] and p["kind"] == "journal" for p in pubs)
