"""Brute force: a username is locked for one address after repeated failures; resets are throttled."""

import pytest
from axes.models import AccessAttempt
from django.core import mail
from django.urls import reverse

LOGIN = "/admin/login/"
WRONG = "not-the-password"


def try_login(client, username, password, address="203.0.113.7"):
    return client.post(LOGIN, {"username": username, "password": password, "next": "/admin/"}, REMOTE_ADDR=address)


def fail(client, username, times, address="203.0.113.7"):
    for _ in range(times):
        response = try_login(client, username, WRONG, address)
        assert response.status_code in (200, 429)


def test_after_five_wrong_passwords_even_the_right_one_is_refused_with_a_clear_message(client, member, settings):
    fail(client, "ada", settings.AXES_FAILURE_LIMIT)
    response = try_login(client, "ada", "ada-password-123")
    assert response.status_code == 429
    page = response.content.decode()
    assert "Too many failed logins" in page
    assert "“ada”" in page and "15 minutes" in page and "lab admin" in page
    assert "_auth_user_id" not in client.session


def test_four_wrong_passwords_do_not_lock_and_a_success_starts_the_count_again(client, member, settings):
    fail(client, "ada", settings.AXES_FAILURE_LIMIT - 1)
    assert try_login(client, "ada", "ada-password-123").status_code == 302
    client.logout()
    fail(client, "ada", settings.AXES_FAILURE_LIMIT - 1)
    assert try_login(client, "ada", "ada-password-123").status_code == 302


def test_a_lockout_holds_for_one_username_from_one_address_only(client, member, other_member, settings):
    fail(client, "ada", settings.AXES_FAILURE_LIMIT + 3)
    # Another member at the same address, and the same member elsewhere, still log in.
    assert try_login(client, "bruno", "bruno-password-123").status_code == 302
    client.logout()
    assert try_login(client, "ada", "ada-password-123", address="198.51.100.2").status_code == 302


def test_behind_the_proxy_the_forwarded_address_is_the_one_locked(client, member, settings):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        client.post(
            LOGIN, {"username": "ada", "password": WRONG}, REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR="203.0.113.9"
        )
    refused = client.post(
        LOGIN,
        {"username": "ada", "password": "ada-password-123"},
        REMOTE_ADDR="127.0.0.1",
        HTTP_X_FORWARDED_FOR="203.0.113.9",
    )
    assert refused.status_code == 429
    allowed = client.post(
        LOGIN,
        {"username": "ada", "password": "ada-password-123"},
        REMOTE_ADDR="127.0.0.1",
        HTTP_X_FORWARDED_FOR="192.0.2.1",
    )
    assert allowed.status_code == 302


def test_a_lab_admin_unlocks_a_locked_login_in_the_admin(client, member, lab_admin, settings):
    fail(client, "ada", settings.AXES_FAILURE_LIMIT)
    attempt = AccessAttempt.objects.get(username="ada")
    admin_client = client.__class__()
    admin_client.force_login(lab_admin)
    listing = admin_client.get(reverse("admin:axes_accessattempt_changelist"))
    assert listing.status_code == 200 and "ada" in listing.content.decode()
    response = admin_client.post(reverse("admin:axes_accessattempt_delete", args=[attempt.pk]), {"post": "yes"})
    assert response.status_code == 302
    assert try_login(client, "ada", "ada-password-123").status_code == 302


def test_a_member_cannot_see_or_clear_lockouts(client, member, other_member, settings):
    fail(client, "bruno", settings.AXES_FAILURE_LIMIT)
    client.force_login(member.user)
    assert client.get(reverse("admin:axes_accessattempt_changelist")).status_code == 403
    attempt = AccessAttempt.objects.get(username="bruno")
    client.post(reverse("admin:axes_accessattempt_delete", args=[attempt.pk]), {"post": "yes"})
    assert AccessAttempt.objects.filter(pk=attempt.pk).exists()


@pytest.mark.parametrize("url", ["/admin/password_reset/", "/accounts/password_reset/"])
def test_password_reset_sends_at_most_three_emails_an_hour_to_one_address(client, member, settings, url):
    statuses = [client.post(url, {"email": "ada@example.edu"}).status_code for _ in range(10)]
    assert statuses[:3] == [302, 302, 302]
    assert set(statuses[3:]) == {429}
    assert len(mail.outbox) == settings.PASSWORD_RESET_LIMIT_PER_EMAIL
    refused = client.post(url, {"email": "ADA@example.edu"})
    assert "Too many password-reset requests: no e-mail was sent" in refused.content.decode()


def test_password_reset_refuses_the_same_way_for_unknown_addresses(client, db, settings):
    statuses = [client.post("/admin/password_reset/", {"email": "nobody@example.edu"}).status_code for _ in range(5)]
    assert statuses == [302, 302, 302, 429, 429]
    assert mail.outbox == []


def test_one_client_cannot_request_resets_for_many_addresses(client, db, settings):
    statuses = [
        client.post(
            "/admin/password_reset/", {"email": f"person{n}@example.edu"}, REMOTE_ADDR="203.0.113.50"
        ).status_code
        for n in range(settings.PASSWORD_RESET_LIMIT_PER_CLIENT + 2)
    ]
    assert statuses.count(429) == 2 and statuses[-1] == 429


def test_the_reset_count_is_shared_by_every_web_process(client, member):
    """Kept in the database: a cache that is per process (or cleared) does not reset it."""
    from django.core.cache import cache

    for _ in range(3):
        assert client.post("/admin/password_reset/", {"email": "ada@example.edu"}).status_code == 302
    cache.clear()
    assert client.post("/admin/password_reset/", {"email": "ada@example.edu"}).status_code == 429
    assert len(mail.outbox) == 3


def test_reset_requests_older_than_an_hour_no_longer_count(client, member):
    import datetime

    from django.utils import timezone

    from people.models import PasswordResetRequest

    for _ in range(3):
        client.post("/admin/password_reset/", {"email": "ada@example.edu"})
    PasswordResetRequest.objects.update(created=timezone.now() - datetime.timedelta(minutes=61))
    assert client.post("/admin/password_reset/", {"email": "ada@example.edu"}).status_code == 302
    assert PasswordResetRequest.objects.count() == 2  # the old ones are gone: one per address, one per client
