"""Give a lab member a login: create (or re-use) the user, link it, and print a one-time set-password link."""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from people.accounts import grant_login
from people.models import Person

DEFAULT_BASE_URL = "http://127.0.0.1:8000"


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("slug", help="The person's slug, as in /people/<slug>/.")
        parser.add_argument("--email", default="", help="Address of the login (default: the person's email).")

    def handle(self, *args, slug, email, **options):
        try:
            person = Person.objects.get(slug=slug)
        except Person.DoesNotExist as err:
            raise CommandError(f"No person with the slug “{slug}”.") from err
        try:
            user, path = grant_login(person, email)
        except ValidationError as err:
            raise CommandError(f"{slug}: {' '.join(err.messages)}") from err
        base = (settings.LAB_URL or DEFAULT_BASE_URL).rstrip("/")
        self.stdout.write(self.style.SUCCESS(f"{person.name} can log in as “{user.get_username()}” ({user.email})."))
        self.stdout.write(f"One-time link to set a password: {base}{path}")
