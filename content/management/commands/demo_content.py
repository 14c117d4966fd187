"""Give the demo lab what makes it look like a lab: monogram portraits, a picture of the members, news, two
projects, a Join-us page, selected papers and a login for the PI. Adds only what is missing."""

from django.core.management.base import BaseCommand

from content.demo import make_demo_content
from people.demo_accounts import renamed_lab_reason


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("--pi-password", default="", help="Password of the PI's demo login (default: none).")

    def handle(self, *args, pi_password, **options):
        reason = renamed_lab_reason()
        if reason:
            self.stdout.write(f"No demo content added: this site is a real lab's now ({reason}).")
            return
        logins = make_demo_content(password=pi_password)
        self.stdout.write(
            self.style.SUCCESS("Demo content ready: monogram portraits, the members' picture, news, projects, Join us.")
        )
        for what, username in logins:
            self.stdout.write(f"  {what} login: {username}")
