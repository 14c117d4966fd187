"""Playwright (sync API) driving Debian's Chromium against pytest-django's live_server."""

import os
import shutil
import tempfile
from pathlib import Path

import pytest

# Playwright's sync API keeps an event loop running in this thread; Django would
# then refuse database access from the test itself ("async context").
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = os.environ.get("LABSITE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="session")
def live_server(request):
    """pytest-django's live server, started over plain HTTP.

    The server loads its middleware once, when it starts; SecurityMiddleware then
    reads SECURE_SSL_REDIRECT for good. So the override is made before the start
    and kept for the server's lifetime (tests/conftest.py's per-test one is too late).
    """
    from django.test.utils import override_settings
    from pytest_django.live_server_helper import LiveServer

    plain_http = override_settings(
        SECURE_SSL_REDIRECT=False, SESSION_COOKIE_SECURE=False, CSRF_COOKIE_SECURE=False, SECURE_HSTS_SECONDS=0
    )
    plain_http.enable()
    server = LiveServer(request.config.getvalue("liveserver") or "localhost")
    yield server
    server.stop()
    plain_http.disable()


@pytest.fixture(scope="session")
def chromium():
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is absent: install Debian's chromium package to run the browser tests")
    from playwright.sync_api import sync_playwright

    # While Playwright's event loop runs in this thread, Django keeps this thread's database
    # connections elsewhere (asgiref's Local: per context once a loop runs), so a connection
    # opened before or during the browser tests would never be seen again to be closed: its
    # PostgreSQL session outlived the run and the test database could not be dropped.
    _close_connections()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        _close_connections()
        browser.close()


def _close_connections():
    """Close this thread's database connections (the next query opens one where Django then looks)."""
    from django.db import connections

    for connection in connections.all(initialized_only=True):
        if not connection.in_atomic_block:  # a test's own transaction is its own to end
            connection.close()


@pytest.fixture
def page(chromium):
    context = chromium.new_context(viewport=DESKTOP)
    context.set_default_timeout(15_000)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture(scope="session")
def screenshot_dir():
    """Screenshots for a person to look at: $LABSITE_SCREENSHOT_DIR or /tmp/labsite-screenshots."""
    folder = Path(os.environ.get("LABSITE_SCREENSHOT_DIR", Path(tempfile.gettempdir()) / "labsite-screenshots"))
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    return folder


@pytest.fixture
def screenshot(page, screenshot_dir):
    """screenshot(name) saves the page at desktop and phone widths."""

    def take(name):
        for label, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
            page.set_viewport_size(viewport)
            page.screenshot(path=screenshot_dir / f"{name}-{label}.png", full_page=True)
        page.set_viewport_size(DESKTOP)

    return take
