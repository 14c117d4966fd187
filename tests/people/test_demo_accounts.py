"""`make demo` gives its public passwords only to the logins the demo made ("Demo accounts")."""

import io

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command

from content.demo import make_demo_content
from people.accounts import grant_login
from people.demo_accounts import is_demo
from people.generate import generate_lab
from people.models import LAB_ADMINS_GROUP, Person, Role
from tests.factories import make_person

PASSWORDS = {"admin_password": "admin-demo-pw", "pi_password": "pi-demo-pw", "member_password": "member-demo-pw"}


def demo_logins(**options):
    out = io.StringIO()
    call_command("demo_logins", stdout=out, **{**PASSWORDS, **options})
    return out.getvalue()


def login_line(out, what):
    return next(line for line in out.splitlines() if line.strip().startswith(what))


@pytest.fixture
def demo_lab(db):
    generate_lab(people=6, publications=10, seed=7, logins=2)
    make_demo_content()


def test_the_demo_gives_its_own_three_logins_their_passwords(demo_lab):
    out = demo_logins()
    User = get_user_model()
    admin = User.objects.get(username="admin")
    assert admin.is_superuser and is_demo(admin) and admin.check_password("admin-demo-pw")
    pi = Person.objects.get(role=Role.PI).user
    assert is_demo(pi) and pi.check_password("pi-demo-pw") and pi.groups.filter(name=LAB_ADMINS_GROUP).exists()
    member_username = login_line(out, "member login").split(":", 1)[1].split("/")[0].strip()
    member = User.objects.get(username=member_username)
    assert is_demo(member) and member.check_password("member-demo-pw") and not member.is_superuser
    assert f"{pi.username} / pi-demo-pw" in login_line(out, "PI login")


def test_a_demo_login_handed_to_a_real_member_is_never_reset_by_the_next_demo_run(demo_lab):
    first = demo_logins()
    username = login_line(first, "member login").split(":", 1)[1].split("/")[0].strip()
    ada = Person.objects.get(user__username=username)
    user, _path = grant_login(ada, ada.email)  # the PI gives Ada her own login
    assert not is_demo(user)
    assert not user.check_password("member-demo-pw")  # the public password stopped working at once
    user.set_password("ada-own-password")
    user.save()

    second = demo_logins()
    user.refresh_from_db()
    assert user.check_password("ada-own-password")
    assert username not in login_line(second, "member login")


def test_a_member_given_a_login_by_the_lab_is_never_the_demo_member(db):
    generate_lab(people=6, publications=10, seed=7, logins=0)
    make_demo_content()
    first_member = Person.objects.exclude(role=Role.PI).order_by("display_order").first()
    user, _path = grant_login(first_member, first_member.email)
    user.set_password("real-password-1")
    user.save()

    out = demo_logins()
    user.refresh_from_db()
    assert user.check_password("real-password-1")
    assert "none" in login_line(out, "member login")


def test_a_real_admin_account_of_the_same_name_keeps_its_password(db):
    get_user_model().objects.create_superuser("admin", "boss@example.edu", "the-real-password")
    out = demo_logins()
    admin = get_user_model().objects.get(username="admin")
    assert admin.check_password("the-real-password") and not is_demo(admin)
    assert "real account" in login_line(out, "lab admin login")


def test_demo_content_leaves_a_pi_with_a_real_login_alone(db):
    generate_lab(people=4, publications=5, seed=3, logins=0)
    pi = Person.objects.get(role=Role.PI)
    real = get_user_model().objects.create_user("prof", pi.email, "prof-own-password", is_staff=True)
    pi.user = real
    pi.save()
    assert make_demo_content(password="pi-demo-pw") == []
    real.refresh_from_db()
    assert real.check_password("prof-own-password") and not real.groups.exists()


def test_demo_content_never_takes_over_an_existing_account_named_like_the_pi(db):
    generate_lab(people=4, publications=5, seed=3, logins=0)
    pi = Person.objects.get(role=Role.PI)
    stranger = get_user_model().objects.create_user(pi.slug, "someone@example.edu", "stranger-password")
    (what, username), *_ = make_demo_content(password="pi-demo-pw")
    stranger.refresh_from_db()
    assert stranger.check_password("stranger-password") and username != stranger.username
    assert what == "PI" and Person.objects.get(pk=pi.pk).user.username == username


def test_demo_logins_refuses_empty_passwords(db):
    with pytest.raises(CommandError, match="must not be empty"):
        demo_logins(member_password="")


def test_members_made_by_hand_are_not_demo_accounts(db):
    person = make_person("Nadia Nakashima", email="nadia@example.edu")
    user, _path = grant_login(person, person.email)
    assert not is_demo(user)
