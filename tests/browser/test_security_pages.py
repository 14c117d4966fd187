"""The pages this hardening adds, in Chromium: the lockout page and an upload's progress page."""

from pathlib import Path

import pytest

from .conftest import DESKTOP, PHONE

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def test_a_locked_login_shows_why_and_what_to_do(transactional_db, live_server, page, screenshot, member, settings):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        page.goto(f"{live_server.url}/admin/login/")
        page.fill("#id_username", "ada")
        page.fill("#id_password", "wrong-password")
        page.click("input[type=submit]")
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "ada")
    page.fill("#id_password", "ada-password-123")
    page.click("input[type=submit]")
    assert page.locator("h1").inner_text() == "Too many failed logins"
    assert "15 minutes" in page.content() and "lab admin" in page.content()
    screenshot("locked-out")


def test_an_upload_shows_it_is_waiting_for_the_worker(
    transactional_db, live_server, page, screenshot, superuser, settings, tmp_path
):
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": ["default"]}}
    document = tmp_path / "papers.bib"
    document.write_text("@article{a1, title={Queued Paper}, author={Ann Author}, journal={J}, year={2024}}\n")
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "root")
    page.fill("#id_password", "root-password-123")
    page.click("input[type=submit]")
    page.goto(f"{live_server.url}/admin/importer/sourcedocument/upload/")
    page.set_input_files("#id_document", str(document))
    page.click("input[type=submit]")
    page.wait_for_url("**/change/")
    assert "Waiting for the import worker" in page.content()
    screenshot("upload-queued")

    # The document's page offers it back as it was uploaded, and reads well at both widths.
    with page.expect_download() as download:
        page.click("text=Download the document")
    assert Path(download.value.path()).read_bytes() == document.read_bytes()
    assert download.value.suggested_filename == "papers.bib"
    from axe_playwright_python.sync_playwright import Axe

    for viewport in (DESKTOP, PHONE):
        page.set_viewport_size(viewport)
        page.reload()
        serious = [v["id"] for v in Axe().run(page).response["violations"] if v["impact"] in ("critical", "serious")]
        assert serious == [], viewport
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
        screenshot(f"upload-document-{viewport['width']}")

    # It asks for itself meanwhile and is shown again once the import is over (no reload every 2 s).
    from importer.models import SourceDocument

    SourceDocument.objects.filter(name="papers.bib").update(status="imported", report="papers.bib: imported")
    page.wait_for_function("() => !document.querySelector('script[data-status]')", timeout=10_000)
    assert "papers.bib: imported" in page.content()
