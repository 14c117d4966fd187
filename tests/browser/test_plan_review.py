"""A lab admin reviews an uploaded CV in Chromium: corrects two values, unticks a paper, applies; the site shows that."""

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

    for viewport in (DESKTOP, PHONE):
        page.set_viewport_size(viewport)
        page.reload()
        serious = [v["id"] for v in Axe().run(page).response["violations"] if v["impact"] in ("critical", "serious")]
        assert serious == [], viewport
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
        screenshot(f"review-{viewport['width']}")
    page.set_viewport_size(DESKTOP)

    page.fill("#id_papers-0-title", "Sorting Pebbles at Planet Scale")
    page.fill("#id_papers-0-year", "2023")
    page.uncheck("#id_papers-1-include")
    page.fill("#id_name", "Mara L. Quill")
    page.click("input[value=Apply]")
    page.wait_for_url("**/change/")
    assert "Saved:" in page.content()

    paper = Publication.objects.get()
    person = Person.objects.get()
    assert (paper.title, paper.year, person.name) == ("Sorting Pebbles at Planet Scale", 2023, "Mara L. Quill")
    page.click(f"a[href$='/publications/publication/{paper.pk}/change/']")  # the report links to what it saved
    page.goto(f"{live_server.url}/people/{person.slug}/")
    public = page.content()
    assert "Sorting Pebbles at Planet Scale" in public and "Mara L. Quill" in public
    assert "Gravel Logs" not in public
