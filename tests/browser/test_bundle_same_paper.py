"""A lab admin uploads a zip of a member's CV and the lab's BibTeX file in Chromium: a paper both give is said,
on the BibTeX file's row, to be the paper the CV adds, with what the BibTeX entry adds to it; applied, it is
one paper with both files' values. The documents are fictional (tests/importer/test_bundle_same_paper.py)."""

import re
import zipfile

import pytest

from tests.importer.test_bundle_same_paper import BIB, CV, MOSS

from .conftest import DESKTOP, PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def test_the_same_paper_in_two_files_of_a_zip_is_one_row_said_merged_and_one_paper_saved(
    transactional_db, live_server, page, screenshot, superuser, tmp_path
):
    from publications.models import Publication

    upload = tmp_path / "lab-files.zip"
    with zipfile.ZipFile(upload, "w") as archive:
        archive.writestr("cv-ana.txt", CV)
        archive.writestr("lab.bib", BIB)
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "root")
    page.fill("#id_password", "root-password-123")
    page.click("input[type=submit]")
    page.goto(f"{live_server.url}/admin/importer/sourcedocument/upload/")
    page.set_input_files("#id_document", str(upload))
    page.click("input[type=submit]")
    page.wait_for_url("**/review/")

    bib_rows = page.locator(".review-item", has_text="Same paper as in cv-ana.txt: merged into it")
    assert bib_rows.count() == 2  # the moss paper (its DOI) and the lichen paper (its title)
    moss = bib_rows.filter(has_text=MOSS)
    assert "What this file adds to it: links" in moss.inner_text()
    assert "(on the site)" not in page.inner_text("#content")
    for viewport in (DESKTOP, PHONE):
        page.set_viewport_size(viewport)
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    page.set_viewport_size(DESKTOP)
    moss.scroll_into_view_if_needed()
    screenshot("bundle_same_paper")

    page.click("input[value=Apply]")
    page.wait_for_url(re.compile(r"/change/(#.*)?$"))
    assert Publication.objects.filter(title=MOSS).count() == 1
    assert Publication.objects.count() == 3
    assert "https://example.org/moss-slopes" in Publication.objects.get(title=MOSS).links.values_list("url", flat=True)
