"""A lab admin reviews an uploaded CV in Chromium: corrects two values, unticks a paper, applies; the site shows that."""

import re
from pathlib import Path

import pytest

from .conftest import DESKTOP, PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

CV = Path(__file__).resolve().parents[1] / "importer" / "fixtures" / "homepage_quill.md"


def test_a_reviewed_upload_saves_exactly_what_the_admin_left_and_corrected(
    transactional_db, live_server, page, screenshot, superuser
):
    from people.models import Person
    from publications.models import Publication

    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "root")
    page.fill("#id_password", "root-password-123")
    page.click("input[type=submit]")
    page.goto(f"{live_server.url}/admin/importer/sourcedocument/upload/")
    page.set_input_files("#id_document", str(CV))
    page.click("input[type=submit]")
    page.wait_for_url("**/review/")
    assert not Person.objects.exists() and not Publication.objects.exists()  # nothing saved before Apply

    from axe_playwright_python.sync_playwright import Axe

    assert page.input_value("#id_papers-0-authors") == "Ilse Varga\nMara Quill\nTobin Ashgrove"  # one name a line
    for viewport in (DESKTOP, PHONE):
        page.set_viewport_size(viewport)
        page.reload()
        serious = [v["id"] for v in Axe().run(page).response["violations"] if v["impact"] in ("critical", "serious")]
        assert serious == [], viewport
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    screenshot("review")  # at both widths

    # A value that is not a year is an error naming the paper and its field; nothing is saved.
    page.fill("#id_papers-0-year", "20x5")
    page.click("input[value=Apply]")
    summary = page.locator(".review-errors")
    assert "Paper 1 “Sorting Pebbles at Scale”, Year: “20x5” is not a year" in summary.inner_text()
    assert not Person.objects.exists() and not Publication.objects.exists()
    page.set_viewport_size(PHONE)  # the errors as a phone shows them: readable, nothing cut off
    serious = [v["id"] for v in Axe().run(page).response["violations"] if v["impact"] in ("critical", "serious")]
    assert serious == []
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    screenshot("review-errors")
    page.set_viewport_size(DESKTOP)
    summary.locator("a").first.click()  # the error leads to its field
    assert page.evaluate("document.activeElement.id") == "id_papers-0-year"

    page.fill("#id_papers-0-title", "Sorting Pebbles at Planet Scale")
    page.fill("#id_papers-0-year", "2023")
    page.fill("#id_papers-0-authors", "Ilse Varga\nMara Quill\nTobin A. Ashgrove; Wen Oduya")
    institution = page.locator("input[value='Westvale College']")
    institution.fill("Westvale College of Earth Science")
    page.uncheck("#id_papers-1-include")
    page.fill("#id_name", "Mara L. Quill")
    page.click("input[value=Apply]")
    page.wait_for_url(re.compile(r"/change/(#.*)?$"))  # the page's address kept the error's #field
    assert "Saved:" in page.content()

    paper = Publication.objects.get()
    person = Person.objects.get()
    assert (paper.title, paper.year, person.name) == ("Sorting Pebbles at Planet Scale", 2023, "Mara L. Quill")
    authors = list(paper.authorships.order_by("position").values_list("name", flat=True))
    assert authors == ["Ilse Varga", "Mara Quill", "Tobin A. Ashgrove", "Wen Oduya"]
    page.click(f"a[href$='/publications/publication/{paper.pk}/change/']")  # the report links to what it saved
    page.goto(f"{live_server.url}/people/{person.slug}/")
    public = page.locator("main").inner_text()
    assert "Sorting Pebbles at Planet Scale" in public and "Mara L. Quill" in public
    assert "Tobin A. Ashgrove" in public and "Wen Oduya" in public
    assert "Westvale College of Earth Science" in public
    assert "Gravel Logs" not in public and "Sorting Pebbles at Scale" not in public
    page.goto(f"{live_server.url}/publications/")
    listed = page.locator("main").inner_text()
    assert "Sorting Pebbles at Planet Scale" in listed and "Gravel Logs" not in listed
