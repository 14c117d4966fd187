"""The admin's setup page: the steps of setup_lab as one form, links on the site's own address."""

import re

import pytest
from django.core import mail
from django.urls import reverse

from content.demo import make_demo_content
from people.generate import generate_lab
from people.models import Lab, Person
from publications.models import Publication

SETUP = "/admin/setup/"
LINK = re.compile(r"(https?://\S+?)/accounts/reset/\S+/")
FORM = {
    "name": "Harbor Systems Lab",
    "description": "We build storage systems you can trust.",
    "pi": "Ana Ruiz <ana@harbor.example>",
    "invite": "Bo Li <bo@harbor.example>\r\n\r\nCai Wen <cai@harbor.example>\r\n",
    "role": "postdoc",
}


@pytest.fixture
def demo(db):
    generate_lab(people=5, publications=8, seed=7, logins=1)
    make_demo_content()


def test_a_lab_admin_turns_the_demo_into_the_lab_from_the_admin(client, demo, lab_admin, settings):
    settings.LAB_URL = ""
    client.force_login(lab_admin)
    index = client.get(reverse("admin:index")).content.decode()
    assert "Make this site your lab's" in index and SETUP in index
    assert 'name="remove_demo"' in client.get(SETUP).content.decode()

    response = client.post(SETUP, {**FORM, "remove_demo": "on"}, follow=True)
    assert "Harbor Systems Lab is set up. Invitations sent to" in response.content.decode()
    assert not Publication.objects.exists() and Lab.objects.get().name == "Harbor Systems Lab"
    assert sorted(Person.objects.values_list("name", flat=True)) == ["Ana Ruiz", "Bo Li", "Cai Wen"]
    assert Person.objects.get(name="Bo Li").role == "postdoc"
    assert len(mail.outbox) == 3
    assert {LINK.search(message.body).group(1) for message in mail.outbox} == {"http://testserver"}
    # Now a real lab's: the index offers invitations, and the page no longer offers to remove anything.
    assert "Invite members" in client.get(reverse("admin:index")).content.decode()
    assert 'name="remove_demo"' not in client.get(SETUP).content.decode()


def test_links_use_lab_url_when_it_is_set(client, lab_admin, settings):
    settings.LAB_URL = "https://lab.example.org"
    client.force_login(lab_admin)
    client.post(SETUP, {**FORM, "pi": "", "invite": "Bo Li <bo@harbor.example>"})
    assert LINK.search(mail.outbox[0].body).group(1) == "https://lab.example.org"


def test_a_bad_line_is_named_and_nothing_is_saved(client, lab_admin):
    client.force_login(lab_admin)
    response = client.post(SETUP, {**FORM, "invite": "Bo Li <bo@harbor.example>\nCai Wen cai@harbor.example"})
    assert response.status_code == 200
    assert "“Cai Wen cai@harbor.example” is not a name and an address" in response.content.decode()
    assert not Person.objects.exists() and not mail.outbox


def test_members_may_not_open_the_setup_page(client, member):
    client.force_login(member.user)
    assert client.get(SETUP).status_code == 403
    assert SETUP not in client.get(reverse("admin:index")).content.decode()


def test_the_demo_pi_sets_up_the_lab_and_is_sent_to_log_in_as_the_real_pi(client, demo):
    demo_pi = Person.objects.get(role="pi").user
    client.force_login(demo_pi)
    refused = client.post(SETUP, {**FORM, "pi": "", "remove_demo": "on"})
    assert "Name the PI" in refused.content.decode() and Publication.objects.exists()

    response = client.post(SETUP, {**FORM, "remove_demo": "on"}, follow=True)
    assert response.redirect_chain[-1][0].startswith(reverse("admin:login"))
    assert "Log in as the PI once the e-mailed link has set a password." in response.content.decode()
    assert not Person.objects.filter(user=demo_pi).exists() and len(mail.outbox) == 3
