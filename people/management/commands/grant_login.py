"""Give a lab member a login: create (or re-use) the user, link it, and print a one-time set-password link
(or, with --send, e-mail it to them in the lab's name)."""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from people.accounts import grant_login
from people.invitations import invite
from people.models import Person

DEFAULT_BASE_URL = "http://127.0.0.1:8000"


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("slug", help="The person's slug, as in /people/<slug>/.")
        parser.add_argument("--email", default="", help="Address of the login (default: the person's email).")
        parser.add_argument(
            "--base-url",
            default="",
            help=f"The site's address in the link (default: LAB_URL, else {DEFAULT_BASE_URL} when printing).",
        )
        parser.add_argument(
            "--send", action="store_true", help="E-mail the link to the member (needs --base-url or LAB_URL)."
        )

    def handle(self, *args, slug, email, base_url, send, **options):
        try:
            person = Person.objects.get(slug=slug)
        except Person.DoesNotExist as err:
            raise CommandError(f"No person with the slug “{slug}”.") from err
        try:
            if send:
                user = invite(person, base_url, email)
            else:
                user, path = grant_login(person, email)
        except ValidationError as err:
            raise CommandError(f"{slug}: {' '.join(err.messages)}") from err
        self.stdout.write(self.style.SUCCESS(f"{person.name} can log in as “{user.get_username()}” ({user.email})."))
        if send:
            self.stdout.write(f"A one-time link to set a password was e-mailed to {user.email}.")
        else:
            base = (base_url or settings.LAB_URL or DEFAULT_BASE_URL).rstrip("/")
            self.stdout.write(f"One-time link to set a password: {base}{path}")
