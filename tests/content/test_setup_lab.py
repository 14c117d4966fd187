"""`setup_lab`: from the demo to our own lab in one command, with invitations e-mailed in the lab's name."""

import io
import re

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.core.management import CommandError, call_command

from content.demo import make_demo_content
from content.models import News, Page, Project
from people.demo_accounts import DEMO_ACCOUNTS_GROUP
from people.generate import generate_lab
from people.models import LAB_ADMINS_GROUP, Lab, Person, Role
from publications.models import Publication, Venue
from tests.factories import make_image

LINK = re.compile(r"(https?://\S+?)(/accounts/reset/\S+/)")
OUR_LAB = [
    "--name",
    "Harbor Systems Lab",
    "--description",
    "We build storage systems you can trust.",
    "--pi",
    "Ana Ruiz <ana@harbor.example>",
    "--invite",
    "Bo Li <bo@harbor.example>",
    "--invite",
    "Cai Wen <cai@harbor.example>",
    "--base-url",
    "https://harbor.example/",
]


def setup_lab(*args):
    out = io.StringIO()
    call_command("setup_lab", *args, stdout=out)
    return out.getvalue()


@pytest.fixture
def demo(db):
    generate_lab(people=6, publications=15, seed=7, logins=2)
    make_demo_content(password="pi-demo-pw")


def test_the_demo_becomes_our_lab_with_three_invitations(demo, client):
    out = setup_lab("--remove-demo", *OUR_LAB)
    assert "removed the demo lab" in out
    assert Publication.objects.count() == Venue.objects.count() == 0
    assert News.objects.count() == Project.objects.count() == Page.objects.count() == 0
    assert sorted(Person.objects.values_list("name", "role")) == [
        ("Ana Ruiz", Role.PI),
        ("Bo Li", Role.PHD),
        ("Cai Wen", Role.PHD),
    ]
    assert not get_user_model().objects.filter(groups__name=DEMO_ACCOUNTS_GROUP).exists()
    lab = Lab.objects.get()
    assert (lab.name, lab.description) == ("Harbor Systems Lab", "We build storage systems you can trust.")
    pi = Person.objects.get(name="Ana Ruiz").user
    assert pi.groups.filter(name=LAB_ADMINS_GROUP).exists()

    assert sorted(message.to[0] for message in mail.outbox) == [
        "ana@harbor.example",
        "bo@harbor.example",
        "cai@harbor.example",
    ]
    bo_mail = next(message for message in mail.outbox if message.to == ["bo@harbor.example"])
    assert "Harbor Systems Lab" in bo_mail.subject and "Harbor Systems Lab" in bo_mail.from_email
    assert "Ana Ruiz invites you" in bo_mail.body
    base, path = LINK.search(bo_mail.body).groups()
    assert base == "https://harbor.example"

    page = client.get(path, follow=True)
    assert page.status_code == 200
    html = page.content.decode()
    assert "Harbor Systems Lab" in html and "Django administration" not in html
    form_url = page.redirect_chain[-1][0]
    client.post(form_url, {"new_password1": "bo-own-Pass-77", "new_password2": "bo-own-Pass-77"})
    assert client.login(username=Person.objects.get(name="Bo Li").user.username, password="bo-own-Pass-77")


def test_a_second_remove_demo_removes_nothing_of_the_real_lab(demo):
    setup_lab("--remove-demo", *OUR_LAB)
    mail.outbox.clear()
    with pytest.raises(CommandError, match="no longer the demo"):
        setup_lab("--remove-demo", "--name", "Other")
    assert Person.objects.count() == 3 and Lab.objects.get().name == "Harbor Systems Lab"
    assert not mail.outbox


def test_remove_demo_refuses_when_a_real_member_has_a_login(demo):
    from people.accounts import grant_login

    person = Person.objects.exclude(user__isnull=False).first()
    grant_login(person, "real@example.edu")
    with pytest.raises(CommandError, match=f"{person.name} has a login the demo did not make"):
        setup_lab("--remove-demo")
    assert Publication.objects.exists()


def test_invitations_need_an_address_for_their_links(db, settings):
    settings.LAB_URL = ""
    with pytest.raises(CommandError, match="--base-url or set LAB_URL"):
        setup_lab("--invite", "Bo Li <bo@harbor.example>")
    assert not Person.objects.exists() and not mail.outbox

    settings.LAB_URL = "https://lab.example.org"
    setup_lab("--invite", "Bo Li <bo@harbor.example>")
    assert LINK.search(mail.outbox[0].body).group(1) == "https://lab.example.org"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--invite", "bo@harbor.example"], "--invite: “bo@harbor.example” is not a name and an address"),
        (["--pi", "Ana <not-an-address>"], "--pi: “not-an-address” is not an e-mail address"),
        (["--invite", "Bo <b@x.example>", "--invite", "Bob <B@x.example>"], "invited twice"),
        ([], "Nothing to do"),
    ],
)
def test_bad_options_are_named(db, args, message):
    with pytest.raises(CommandError, match=re.escape(message)):
        setup_lab(*args, "--base-url", "https://harbor.example")


def test_a_failure_halfway_saves_nothing_and_sends_nothing(db, lab_admin):
    lab_admin.email = "taken@harbor.example"
    lab_admin.save()
    with pytest.raises(CommandError, match="Cai Wen <taken@harbor.example>: .*lab admin"):
        setup_lab(
            "--name",
            "Harbor Systems Lab",
            "--description",
            "x",
            "--invite",
            "Bo Li <bo@harbor.example>",
            "--invite",
            "Cai Wen <taken@harbor.example>",
            "--base-url",
            "https://harbor.example",
        )
    assert not Person.objects.exists() and not Lab.objects.exists() and not mail.outbox


def test_a_dry_run_saves_and_sends_nothing(demo):
    out = setup_lab("--remove-demo", *OUR_LAB, "--dry-run")
    assert "Would have removed the demo lab" in out and "Bo Li (Ph.D. student) would be invited" in out
    assert Publication.objects.exists() and not Person.objects.filter(name="Bo Li").exists()
    assert not mail.outbox


def test_a_yaml_file_sets_up_the_lab_with_its_logo(db, tmp_path):
    (tmp_path / "logo.png").write_bytes(make_image("PNG").read())
    (tmp_path / "lab.yaml").write_text(
        "base_url: https://harbor.example\n"
        "lab:\n  name: Harbor Systems Lab\n  description: Storage.\n  logo: logo.png\n"
        "  address: |\n    Building 7\n    1 Example Way\n"
        "pi: {name: Ana Ruiz, email: ana@harbor.example}\n"
        "members:\n  - {name: Bo Li, email: bo@harbor.example, role: postdoc}\n",
        encoding="utf-8",
    )
    setup_lab("--file", str(tmp_path / "lab.yaml"))
    lab = Lab.objects.get()
    assert lab.logo and lab.address_lines == ["Building 7", "1 Example Way"]
    assert Person.objects.get(name="Bo Li").role == Role.POSTDOC
    assert len(mail.outbox) == 2


def test_a_yaml_file_with_an_unknown_key_is_named(db, tmp_path):
    path = tmp_path / "lab.yaml"
    path.write_text("lab:\n  name: X\nmember: []\n", encoding="utf-8")
    with pytest.raises(CommandError, match=r"lab.yaml: unknown key\(s\) member"):
        setup_lab("--file", str(path))


def test_a_logo_that_is_no_image_is_refused(db, tmp_path):
    path = tmp_path / "logo.png"
    path.write_text("not an image", encoding="utf-8")
    with pytest.raises(CommandError, match="logo: .*logo.png is not an image file"):
        setup_lab("--name", "X", "--logo", str(path))


def test_make_demo_after_setup_adds_no_demo_content_and_no_demo_login(demo):
    setup_lab("--remove-demo", *OUR_LAB)
    out = io.StringIO()
    call_command("demo_content", "--pi-password", "pi-demo-pw", stdout=out)
    assert "No demo content added" in out.getvalue()
    call_command("demo_logins", admin_password="a-pw", pi_password="p-pw", member_password="m-pw", stdout=io.StringIO())
    assert News.objects.count() == Page.objects.count() == 0 and Lab.objects.get().name == "Harbor Systems Lab"
    assert not get_user_model().objects.filter(username="admin").exists()
    assert not any(user.check_password("p-pw") for user in get_user_model().objects.all())


def test_the_pi_is_invited_by_the_lab_and_members_by_the_pi(db):
    setup_lab(*OUR_LAB)
    by_address = {message.to[0]: message.body for message in mail.outbox}
    assert "Harbor Systems Lab invites you" in by_address["ana@harbor.example"]
    assert "Ana Ruiz invites you" in by_address["cai@harbor.example"]


def test_an_e_mail_server_that_refuses_is_reported_with_who_got_nothing(db, monkeypatch):
    from django.core.mail import EmailMessage

    def refuse(message, fail_silently=False):
        raise ConnectionRefusedError("connection refused")

    monkeypatch.setattr(EmailMessage, "send", refuse)
    with pytest.raises(CommandError, match=r"could not be sent: bo@harbor.example \(connection refused\)"):
        setup_lab("--invite", "Bo Li <bo@harbor.example>", "--base-url", "https://harbor.example")
    assert Person.objects.get().user is not None  # saved: inviting again sends a new link
