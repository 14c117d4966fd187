"""Giving a member a login (command and admin action), setting the password, and resetting it by email."""

import io
import re

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.core.management import CommandError, call_command
from django.urls import reverse

from tests.factories import make_person

LINK = re.compile(r"(https?://[^\s/]+)(/accounts/reset/[^\s]+/)")


def grant(*args, **options):
    out = io.StringIO()
    call_command("grant_login", *args, stdout=out, **options)
    return out.getvalue()


def set_password_through(client, path, password):
    """Follow a one-time link the way a browser does and set a password; the final response."""
    response = client.get(path, follow=True)
    assert response.status_code == 200
    form_url = response.redirect_chain[-1][0] if response.redirect_chain else path
    return client.post(form_url, {"new_password1": password, "new_password2": password}, follow=True)


@pytest.fixture
def newcomer(db):
    return make_person("Chiara Castellano", email="chiara@example.edu")


def test_grant_login_creates_a_user_links_it_and_prints_an_absolute_link(settings, newcomer):
    settings.LAB_URL = "https://lab.example.edu/"
    out = grant("chiara-castellano")
    newcomer.refresh_from_db()
    user = newcomer.user
    assert user is not None
    assert (user.username, user.email, user.is_staff, user.has_usable_password()) == (
        "chiara-castellano",
        "chiara@example.edu",
        True,
        False,
    )
    base, _path = LINK.search(out).groups()
    assert base == "https://lab.example.edu"


def test_grant_login_link_defaults_to_the_local_server(settings, newcomer):
    settings.LAB_URL = ""
    base, _path = LINK.search(grant("chiara-castellano")).groups()
    assert base == "http://127.0.0.1:8000"


def test_the_printed_link_sets_a_password_once(client, settings, newcomer):
    settings.LAB_URL = ""
    _base, path = LINK.search(grant("chiara-castellano", email="c.castellano@example.edu")).groups()
    response = set_password_through(client, path, "a-long-new-passphrase-42")
    assert response.status_code == 200
    assert reverse("password_reset_complete") in response.redirect_chain[-1][0]
    user = get_user_model().objects.get(person=newcomer)
    assert user.email == "c.castellano@example.edu"
    assert user.check_password("a-long-new-passphrase-42")
    # The member logs in to the admin and sees their profile.
    client.logout()
    assert client.login(username=user.username, password="a-long-new-passphrase-42")
    assert client.get(reverse("admin:people_person_change", args=[newcomer.pk])).status_code == 200
    # The link is spent.
    client.logout()
    again = client.get(path, follow=True)
    assert "new_password1" not in again.content.decode()


def test_grant_login_reuses_the_user_with_that_email(newcomer):
    existing = get_user_model().objects.create_user("chiara.old", "Chiara@Example.edu")
    grant("chiara-castellano", email="chiara@example.edu")
    newcomer.refresh_from_db()
    assert newcomer.user == existing
    assert get_user_model().objects.count() == 1


def test_grant_login_twice_keeps_one_user(newcomer):
    grant("chiara-castellano")
    grant("chiara-castellano")
    assert get_user_model().objects.filter(email="chiara@example.edu").count() == 1


def test_grant_login_names_an_unknown_slug(db):
    with pytest.raises(CommandError, match="nobody-here"):
        grant("nobody-here", email="x@example.edu")


def test_grant_login_names_an_invalid_email(newcomer):
    with pytest.raises(CommandError, match="not-an-address"):
        grant("chiara-castellano", email="not-an-address")
    newcomer.refresh_from_db()
    assert newcomer.user is None


def test_grant_login_refuses_a_login_that_belongs_to_someone_else(newcomer, other_member):
    with pytest.raises(CommandError, match="chiara-castellano.*bruno"):
        grant("chiara-castellano", email="bruno@example.edu")
    newcomer.refresh_from_db()
    assert newcomer.user is None


def test_admin_action_gives_selected_people_a_login(client, lab_admin, newcomer):
    nobody = make_person("No Email")
    client.force_login(lab_admin)
    response = client.post(
        reverse("admin:people_person_changelist"),
        {"action": "give_login", "_selected_action": [newcomer.pk, nobody.pk]},
        follow=True,
    )
    shown = [str(message) for message in response.context["messages"]]
    newcomer.refresh_from_db()
    assert newcomer.user is not None
    assert any("Chiara Castellano can log in" in text and "http://testserver/accounts/reset/" in text for text in shown)
    assert any(text.startswith("No Email:") and "Add an email first." in text for text in shown)


def test_admin_action_explains_a_login_taken_by_someone_else(client, lab_admin, other_member):
    clash = make_person("Clash Person", email="bruno@example.edu")
    client.force_login(lab_admin)
    response = client.post(
        reverse("admin:people_person_changelist"),
        {"action": "give_login", "_selected_action": [clash.pk]},
        follow=True,
    )
    shown = " ".join(str(message) for message in response.context["messages"])
    assert "already belongs to Bruno Brennick" in shown
    assert "Add an email first." not in shown


# --- password reset by email ---------------------------------------------------------------------


def test_admin_login_page_offers_password_reset(client, db):
    response = client.get(reverse("admin:login"))
    assert reverse("admin_password_reset") in response.content.decode()


def test_password_reset_by_email_works_end_to_end(client, member):
    page = client.get(reverse("admin_password_reset"))
    assert page.status_code == 200
    response = client.post(reverse("admin_password_reset"), {"email": "ada@example.edu"}, follow=True)
    assert response.status_code == 200
    assert response.redirect_chain[-1][0] == reverse("password_reset_done")
    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["ada@example.edu"]
    path = LINK.search(message.body).group(2)
    done = set_password_through(client, path, "another-long-passphrase-7")
    assert done.status_code == 200
    member.user.refresh_from_db()
    assert member.user.check_password("another-long-passphrase-7")


def test_password_reset_for_an_unknown_address_sends_nothing_and_says_the_same(client, member):
    response = client.post(reverse("admin_password_reset"), {"email": "stranger@example.edu"}, follow=True)
    assert response.status_code == 200
    assert response.redirect_chain[-1][0] == reverse("password_reset_done")
    assert mail.outbox == []


def test_the_accounts_login_address_leads_to_the_admin_login(client, db):
    response = client.get("/accounts/login/", {"next": "/admin/"})
    assert response.status_code == 302
    assert response["Location"] == reverse("admin:login") + "?next=%2Fadmin%2F"
    assert client.get(response["Location"]).status_code == 200


@pytest.mark.parametrize("url_name", ["password_reset", "password_reset_done", "password_reset_complete"])
def test_password_pages_render(client, db, url_name):
    assert client.get(reverse(url_name)).status_code == 200


def test_member_changes_their_password_in_the_admin(client, member):
    client.force_login(member.user)
    response = client.post(
        reverse("admin:password_change"),
        {
            "old_password": "ada-password-123",
            "new_password1": "fresh-passphrase-99",
            "new_password2": "fresh-passphrase-99",
        },
    )
    assert response.status_code == 302
    member.user.refresh_from_db()
    assert member.user.check_password("fresh-passphrase-99")


def test_a_member_who_never_set_a_password_can_still_ask_for_a_reset_link(client, db, mailoutbox):
    from people.accounts import grant_login
    from tests.factories import make_person

    person = make_person("Wen Halloran", email="wen@example.edu")
    grant_login(person, "wen@example.edu")  # a login without a password, its link then lost

    response = client.post("/admin/password_reset/", {"email": "wen@example.edu"})

    assert response.status_code == 302
    assert len(mailoutbox) == 1
    assert "/accounts/reset/" in mailoutbox[0].body


def test_a_reset_request_for_an_unknown_address_sends_nothing(client, db, mailoutbox):
    response = client.post("/admin/password_reset/", {"email": "nobody@example.edu"})
    assert response.status_code == 302
    assert mailoutbox == []


@pytest.mark.parametrize("admin_fixture", ["superuser", "lab_admin"])
def test_grant_login_never_hands_out_a_lab_admins_login_found_by_email(request, admin_fixture):
    # An imported CV may carry any address; a set-password link for the PI's own login would make
    # whoever receives it a lab admin.
    admin_user = request.getfixturevalue(admin_fixture)
    impostor = make_person("Imre Postor", email=admin_user.email.upper())

    with pytest.raises(CommandError, match="lab admin"):
        grant("imre-postor")

    impostor.refresh_from_db()
    assert impostor.user is None
    assert not LINK.search(mail.outbox[0].body if mail.outbox else "")


def test_grant_login_never_hands_out_a_disabled_superusers_login_found_by_email(superuser):
    superuser.is_active = False
    superuser.save()
    make_person("Imre Postor", email=superuser.email)

    with pytest.raises(CommandError, match="lab admin"):
        grant("imre-postor")

    superuser.refresh_from_db()
    assert not superuser.is_active
