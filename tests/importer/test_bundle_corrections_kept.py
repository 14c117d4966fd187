"""What a lab admin corrected or unticked in the review of several files is remembered per file, as the review
of one document is: the next import of a file of that name, alone or among others, makes the same corrections.

The documents are fictional (tests/importer/fixtures and the BibTeX of test_uploads).
"""

from pathlib import Path

import pytest

from importer.models import SourceDocument
from people.models import Experience
from publications.models import Publication

from .test_review_corrections import apply as apply_one
from .test_uploads import PAPERS_BIB, file_review, paper_row, review_data, upload

CV_TEXT = (Path(__file__).parent / "fixtures" / "cv_varga.txt").read_bytes()
THIRD_PAPER = b"""
@article{oduya2025sand,
  author = {Wen Oduya and Wren Halloway},
  title = {Sand Ripples Seen from Above},
  journal = {Journal of Sedimentary Research},
  year = {2025}
}
"""


@pytest.fixture
def admin_client(client, lab_admin):
    client.force_login(lab_admin)
    return client


def apply_files(client, *files, changes=lambda page: {}):
    """Upload `files` at once, review them with `changes` (a callable of the page), apply; returns the page."""
    page = upload(client, *files)
    done = client.post(page.request["PATH_INFO"], review_data(page, **changes(page)), follow=True)
    assert done.redirect_chain, done.content.decode()[:3000]
    assert SourceDocument.objects.filter(format="zip").latest("pk").status == "imported"
    return page


def rockworks(page):
    return next(
        f for f in file_review(page, "cv_varga.txt").records if f.initial.get("organization") == "Rockworks Labs"
    )


def test_a_title_corrected_a_paper_unticked_and_a_record_corrected_stand_when_the_files_come_again(admin_client):
    def changes(page):
        cobbles, gravel = paper_row(page, "papers.bib", "Counting Cobbles"), paper_row(page, "papers.bib", "Gravel")
        return {
            cobbles.add_prefix("title"): "Counting Cobbles with Small Drones",
            gravel.add_prefix("include"): None,
            rockworks(page).add_prefix("end_year"): "2022",
        }

    apply_files(admin_client, ("cv_varga.txt", CV_TEXT), ("papers.bib", PAPERS_BIB), changes=changes)
    titles = set(Publication.objects.values_list("title", flat=True))
    assert "Counting Cobbles with Small Drones" in titles and not any("Gravel" in t for t in titles)
    kept = SourceDocument.objects.get(format="zip").plan["reviews"]
    assert set(kept) == {"cv_varga.txt", "papers.bib"}  # one review a file, named as the upload names it

    # The same files again, each with something new: the review shows them corrected; applied as shown.
    cv_again = CV_TEXT.replace(b"Spring 2021", b"Spring 2021\n\nRock Mechanics\n\nFall 2022")
    page = apply_files(admin_client, ("cv_varga.txt", cv_again), ("papers.bib", PAPERS_BIB + THIRD_PAPER))
    rows = [f["title"].value() for f in file_review(page, "papers.bib").papers]
    assert not any("Gravel" in title for title in rows), rows  # unticked before: not offered again
    titles = set(Publication.objects.values_list("title", flat=True))
    assert not any("Gravel" in t for t in titles)
    assert {"Counting Cobbles with Small Drones", "Sand Ripples Seen from Above"} <= titles
    assert not any(t == "Counting Cobbles with Drones" for t in titles)
    assert list(Experience.objects.filter(organization="Rockworks Labs").values_list("end_year", flat=True)) == [2022]


def test_a_file_reviewed_among_several_is_corrected_the_same_when_uploaded_alone(admin_client):
    def changes(page):
        return {paper_row(page, "papers.bib", "Gravel").add_prefix("include"): None}

    apply_files(admin_client, ("cv_varga.txt", CV_TEXT), ("papers.bib", PAPERS_BIB), changes=changes)
    document, page = apply_one(admin_client, "papers.bib", PAPERS_BIB + THIRD_PAPER)
    assert document.status == "imported", document.report
    assert not any("Gravel" in form.initial["title"] for form in page.context["papers"])
    assert not Publication.objects.filter(title__contains="Gravel").exists()
    assert Publication.objects.filter(title="Sand Ripples Seen from Above").exists()


def test_a_document_reviewed_alone_is_corrected_the_same_among_several_files(admin_client):
    def edits(page):
        gravel = next(f for f in page.context["papers"] if "Gravel" in f.initial["title"])
        return {f"{gravel.prefix}-include": None}

    apply_one(admin_client, "papers.bib", PAPERS_BIB, edits)
    page = apply_files(admin_client, ("cv_varga.txt", CV_TEXT), ("papers.bib", PAPERS_BIB + THIRD_PAPER))
    assert not any("Gravel" in f["title"].value() for f in file_review(page, "papers.bib").papers)
    assert not Publication.objects.filter(title__contains="Gravel").exists()
