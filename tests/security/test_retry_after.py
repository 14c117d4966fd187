"""Every 429 says when to try again (Retry-After, in seconds)."""

import datetime

import pytest

from tests.security.test_logins import fail, try_login


def test_a_locked_out_login_says_when_to_try_again(client, member, settings):
    fail(client, "ada", settings.AXES_FAILURE_LIMIT)
    response = try_login(client, "ada", "ada-password-123")
    assert response.status_code == 429
    assert response["Retry-After"] == str(int(settings.AXES_COOLOFF_TIME.total_seconds())) == "900"
    page = response.content.decode()
    assert "Too many failed logins" in page and "15 minutes" in page and "“ada”" in page


def test_the_wait_follows_the_cool_off_setting(client, member, settings):
    settings.AXES_COOLOFF_TIME = datetime.timedelta(minutes=2, seconds=30)
    fail(client, "ada", settings.AXES_FAILURE_LIMIT)
    response = try_login(client, "ada", "ada-password-123")
    assert response.status_code == 429 and response["Retry-After"] == "150"


@pytest.mark.parametrize("url", ["/admin/password_reset/", "/accounts/password_reset/"])
def test_a_refused_password_reset_says_when_to_try_again(client, member, settings, url):
    responses = [
        client.post(url, {"email": "ada@example.edu"}) for _ in range(settings.PASSWORD_RESET_LIMIT_PER_EMAIL + 1)
    ]
    assert [r.status_code for r in responses[:-1]] == [302] * settings.PASSWORD_RESET_LIMIT_PER_EMAIL
    refused = responses[-1]
    assert refused.status_code == 429 and refused["Retry-After"] == "3600"
    assert all("Retry-After" not in r for r in responses[:-1])
