"""The pages this hardening adds, in Chromium: the lockout page and an upload's progress page."""

import pytest

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
