"""A member invited by e-mail: the link in the lab's name, on the site's own address."""

import io
import re

import pytest
from django.core import mail
from django.core.management import CommandError, call_command

from people.models import Lab
from tests.factories import make_person

LINK = re.compile(r"(https?://\S+?)(/accounts/reset/\S+/)")


def grant(*args):
    out = io.StringIO()
    call_command("grant_login", *args, stdout=out)
    return out.getvalue()


@pytest.fixture
def newcomer(db):
    Lab.objects.create(name="Harbor Systems Lab", description="Storage.", email="lab@harbor.example")
    return make_person("Chiara Castellano", email="chiara@harbor.example")


def test_grant_login_send_mails_the_link_on_the_given_address(newcomer, settings):
    settings.LAB_URL = ""
    out = grant("chiara-castellano", "--send", "--base-url", "https://harbor.example:8443/")
    assert "e-mailed to chiara@harbor.example" in out and "/accounts/reset/" not in out
    (message,) = mail.outbox
    assert message.to == ["chiara@harbor.example"] and message.reply_to == ["lab@harbor.example"]
    assert message.subject == "Your login to the website of Harbor Systems Lab"
    assert LINK.search(message.body).group(1) == "https://harbor.example:8443"
    assert "Your username is: chiara-castellano" in message.body


def test_the_printed_link_uses_the_given_address(newcomer, settings):
    settings.LAB_URL = ""
    assert LINK.search(grant("chiara-castellano", "--base-url", "http://lab.local:8080")).group(1) == (
        "http://lab.local:8080"
    )


def test_sending_without_an_address_for_the_link_is_refused(newcomer, settings):
    settings.LAB_URL = ""
    with pytest.raises(CommandError, match="--base-url or set LAB_URL"):
        grant("chiara-castellano", "--send")
    assert not mail.outbox
