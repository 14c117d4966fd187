"""/healthz answers without a login and shows no secret; one log line per request; a 403 logs no traceback."""

import io
import logging

import pytest
from django.conf import settings as django_settings
from django.db.utils import OperationalError

from labsite import health
from labsite.logging import NoClientErrorTraceback


def test_healthz_reports_database_cache_and_storage_without_a_login(client, db):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "checks": {"database": "ok", "cache": "ok", "storage": "ok"}}
    assert response["Cache-Control"].startswith("max-age=0")


def test_healthz_answers_plain_http_even_where_https_is_enforced(client, db, settings):
    settings.SECURE_SSL_REDIRECT = True
    assert client.get("/healthz").status_code == 200
    assert client.get("/people/").status_code == 301


def test_a_failing_check_is_a_503_naming_it_without_the_error_text(client, db, monkeypatch):
    secret = f"password=hunter2 at {django_settings.SECRET_KEY}"

    def broken():
        raise OperationalError(f"could not connect: {secret}")

    monkeypatch.setitem(health.CHECKS, "database", broken)
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["checks"] == {"database": "failing", "cache": "ok", "storage": "ok"}
    body = response.content.decode()
    assert "hunter2" not in body and django_settings.SECRET_KEY not in body and "could not" not in body


def test_an_unwritable_media_folder_fails_the_storage_check(client, db, settings, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the media folder should be")
    settings.MEDIA_ROOT = blocker
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["checks"]["storage"] == "failing"
    assert str(blocker) not in response.content.decode()


def test_healthz_refuses_anything_but_get(client, db):
    assert client.post("/healthz").status_code in (403, 405)


def test_each_request_is_one_log_line_and_static_files_are_not_logged(client, db, caplog):
    with caplog.at_level(logging.INFO, logger="labsite.requests"):
        client.get("/people/")
        client.get("/static/css/site.css")
        client.get("/no-such-page/")
    lines = [r.getMessage() for r in caplog.records if r.name == "labsite.requests"]
    assert len(lines) == 2
    assert lines[0].startswith("GET /people/ 200 ") and lines[0].endswith("user=-")
    assert lines[1].startswith("GET /no-such-page/ 404 ")


@pytest.fixture
def console():
    """The console handler production logs go to, writing into a string for the test."""
    handler = next(
        h for h in logging.getLogger().handlers if any(isinstance(f, NoClientErrorTraceback) for f in h.filters)
    )
    stream = io.StringIO()
    old = handler.setStream(stream)
    yield stream
    handler.setStream(old)


def test_a_403_logs_one_line_and_no_traceback(client, member, console):
    client.force_login(member.user)
    response = client.get("/admin/auth/user/")
    assert response.status_code == 403
    output = console.getvalue()
    assert "Forbidden (Permission denied): /admin/auth/user/" in output
    assert "Traceback" not in output and "PermissionDenied" not in output


def test_a_refused_csrf_token_logs_no_traceback(member, console):
    from django.test import Client

    csrf_client = Client(enforce_csrf_checks=True)
    response = csrf_client.post("/admin/login/", {"username": "ada", "password": "x"})
    assert response.status_code == 403
    assert "Traceback" not in console.getvalue()


def test_a_server_error_still_logs_its_traceback(console):
    logger = logging.getLogger("django.request")
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        logger.error("Internal Server Error: /x/", exc_info=True, extra={"status_code": 500})
    assert "Traceback" in console.getvalue() and "RuntimeError: boom" in console.getvalue()
