"""Inviting a member by e-mail: a login (grant_login) and a one-time set-password link, sent in the lab's name.

The link must reach the site the member will use, so it is built on an address given by the
caller: the request's own address in the admin, `--base-url` or LAB_URL on the command line.
"""

from email.utils import formataddr, parseaddr
from urllib.parse import urlsplit

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.mail import EmailMessage
from django.template.loader import render_to_string

from .accounts import grant_login
from .models import Lab


def site_base_url(base_url=""):
    """The site's address for links in e-mails: `base_url`, else LAB_URL; a ValidationError when neither is one."""
    base = (base_url or settings.LAB_URL or "").strip().rstrip("/")
    parts = urlsplit(base)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        given = f"“{base}” is not" if base else "No address was given; it must be"
        raise ValidationError(
            f"{given} the site's address (e.g. https://lab.example.edu): give --base-url or set LAB_URL, "
            "so that the link in the e-mail reaches this site."
        )
    return base


def invite(person, base_url, email="", inviter=""):
    """Give `person` a login and e-mail them the link to set its password; returns the user."""
    user, message = invitation(person, base_url, email, inviter)
    message.send()
    return user


def invitation(person, base_url, email="", inviter=""):
    """Give `person` a login; returns (user, the EmailMessage with its set-password link), unsent,
    so that a caller saving more can send it once everything is saved.

    `base_url`: the site's address (see site_base_url). `inviter`: who invites, named in the
    message (the PI, say); the lab itself when empty.
    """
    base = site_base_url(base_url)
    user, path = grant_login(person, email)
    lab = Lab.current()
    context = {
        "person": person,
        "lab_name": lab.name,
        "inviter": inviter or lab.name,
        "username": user.get_username(),
        "link": f"{base}{path}",
        "site_url": f"{base}/",
        "admin_url": f"{base}/admin/",
    }
    subject = " ".join(render_to_string("registration/invitation_subject.txt", context).split())
    body = render_to_string("registration/invitation_email.txt", context)
    message = EmailMessage(
        subject,
        body,
        _from_address(lab.name),
        [user.email],
        reply_to=[lab.email] if lab.email else None,
    )
    return user, message


def _from_address(lab_name):
    """DEFAULT_FROM_EMAIL, shown under the lab's name when it names no one itself."""
    name, address = parseaddr(settings.DEFAULT_FROM_EMAIL)
    return settings.DEFAULT_FROM_EMAIL if name or not address else formataddr((lab_name, address))
