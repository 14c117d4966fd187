"""A lab admin uploads two files at once in Chromium and reviews them file by file with the single review's
forms: a wrong year is an error naming the file and the paper; they correct a title, an author list and a
person's role, untick a paper and apply; the public page shows exactly that."""

import re
from pathlib import Path

import pytest

from .conftest import DESKTOP, PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

CV = Path(__file__).resolve().parents[1] / "importer" / "fixtures" / "homepage_quill.md"
PAPERS_BIB = """@article{halloway2022gravel,
  author = {Wren Halloway and Mara Quill},
  title = {Gravel Bars as Archives of Flood Timing},
  journal = {Journal of Sedimentary Research},
  year = {2022}
}

@inproceedings{halloway2024cobble,
  author = {Wren Halloway and Mara Quill},
  title = {Counting Cobbles with Drones},
  booktitle = {Proceedings of the Symposium on Pebble Systems},
  year = {2024}
}
"""


def serious_violations(page):
    from axe_playwright_python.sync_playwright import Axe

    return [v["id"] for v in Axe().run(page).response["violations"] if v["impact"] in ("critical", "serious")]


def test_two_files_uploaded_at_once_are_reviewed_file_by_file_and_saved_on_apply(
    transactional_db, live_server, page, screenshot, superuser, tmp_path
):
    from people.models import Person
    from publications.models import Publication

    bib = tmp_path / "papers.bib"
    bib.write_text(PAPERS_BIB)
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "root")
    page.fill("#id_password", "root-password-123")
    page.click("input[type=submit]")
    page.goto(f"{live_server.url}/admin/importer/sourcedocument/upload/")
    assert page.get_attribute("#id_document", "multiple") is not None
    for viewport in (DESKTOP, PHONE):
        page.set_viewport_size(viewport)
        assert serious_violations(page) == [], viewport
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    screenshot("upload-form")
    page.set_viewport_size(DESKTOP)

    page.set_input_files("#id_document", [str(CV), str(bib)])
    page.click("input[type=submit]")
    page.wait_for_url("**/review/")
    assert not Person.objects.exists() and not Publication.objects.exists()  # nothing saved before Apply
    text = page.inner_text("#content")
    assert "quill.md" in text and "papers.bib" in text and "papers.bib, line 3" in text

    for viewport in (DESKTOP, PHONE):
        page.set_viewport_size(viewport)
        page.reload()
        assert serious_violations(page) == [], viewport
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    screenshot("bundle_review")
    page.set_viewport_size(DESKTOP)

    # homepage_quill.md is the first file (file0), papers.bib the second (file1): each with the single review's forms.
    assert page.input_value("#id_file1-papers-0-title") == "Gravel Bars as Archives of Flood Timing"
    assert page.input_value("#id_file0-name") == "Mara Quill"
    assert page.input_value("#id_file1-papers-1-authors") == "Wren Halloway\nMara Quill"  # one name a line

    # A value that is not a year is an error naming the file, the paper and the field; nothing is saved.
    page.fill("#id_file1-papers-1-year", "20x5")
    page.click("input[value=Apply]")
    summary = page.locator(".review-errors")
    said = "papers.bib: Paper 2 “Counting Cobbles with Drones”, Year: “20x5” is not a year"
    assert said in summary.inner_text()
    assert not Person.objects.exists() and not Publication.objects.exists()
    for viewport in (DESKTOP, PHONE):
        page.set_viewport_size(viewport)
        assert serious_violations(page) == [], viewport
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    screenshot("bundle_review_errors")
    page.set_viewport_size(DESKTOP)
    summary.locator("a").first.click()  # the error leads to its field
    assert page.evaluate("document.activeElement.id") == "id_file1-papers-1-year"

    page.fill("#id_file1-papers-1-year", "2024")
    page.uncheck("#id_file1-papers-1-include")  # Counting Cobbles: not saved
    page.fill("#id_file1-papers-0-title", "Gravel Bars as Archives of Flood Timing and Size")
    page.fill("#id_file1-papers-0-authors", "Wren Halloway\nMara Quill; Wen Oduya")
    page.select_option("#id_file0-role", "postdoc")
    screenshot("bundle_review_edited")
    page.click("input[value=Apply]")
    page.wait_for_url(re.compile(r"/change/(#.*)?$"))
    assert "Saved:" in page.content()

    titles = set(Publication.objects.values_list("title", flat=True))
    assert titles == {"Sorting Pebbles at Scale", "Gravel Logs", "Gravel Bars as Archives of Flood Timing and Size"}
    person = Person.objects.get(name="Mara Quill")
    assert person.role == "postdoc"
    paper = Publication.objects.get(title="Gravel Bars as Archives of Flood Timing and Size")
    authors = list(paper.authorships.order_by("position").values_list("name", flat=True))
    assert authors == ["Wren Halloway", "Mara Quill", "Wen Oduya"]
    page.goto(f"{live_server.url}/people/{person.slug}/")
    public = page.locator("main").inner_text()
    assert "Gravel Bars as Archives of Flood Timing and Size" in public and "Counting Cobbles" not in public
    assert "Wen Oduya" in public
