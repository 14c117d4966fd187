"""manage.py sync_publications: ask members' ORCID, dblp and OpenAlex records for new works.

Run it on a schedule (README: a weekly cron line or systemd timer). What is new waits for
review in the admin ("Works found for members"); nothing is published by this command.
"""

from django.core.management.base import BaseCommand, CommandError

from people.models import Person
from sync.models import SOURCES
from sync.services import SyncOff, check_all


class Command(BaseCommand):
    help = "Check members' ORCID, dblp and OpenAlex records for works the site lacks; new ones wait for review."

    def add_arguments(self, parser):
        parser.add_argument("--person", metavar="SLUG", help="only this member (checked even if not on schedule)")
        parser.add_argument("--source", choices=sorted(SOURCES), action="append", help="only this source (repeatable)")

    def handle(self, *args, person=None, source=None, **options):
        if person and not Person.objects.filter(slug=person).exists():
            raise CommandError(f"--person {person}: no person has that slug")
        try:
            results = check_all(person_slug=person, sources=source)
        except SyncOff as err:
            raise CommandError(str(err)) from err
        if not results:
            self.stdout.write(
                "No member gives an ORCID iD, dblp id or OpenAlex id (admin: Publications → Members' publication sources)."
            )
        for result in results:
            self.stdout.write(result.summary())
        if any(result.errors for result in results) and not any(result.answered for result in results):
            raise CommandError("no source answered (the errors are above); nothing changed")
