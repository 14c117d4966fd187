"""Fill the site with a deterministic fictional lab (demo, tests, benchmarks)."""

from django.core.management.base import BaseCommand, CommandError

from people.demo_accounts import set_demo_password
from people.generate import generate_lab
from people.models import Person


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("--people", type=int, default=12, help="How many people (default 12).")
        parser.add_argument("--publications", type=int, default=40, help="How many publications (default 40).")
        parser.add_argument("--seed", type=int, default=1, help="Same seed, same lab.")
        parser.add_argument("--logins", type=int, default=2, help="How many members get a login (default 2).")
        parser.add_argument(
            "--password", default="", help="Password for those logins (default: none, use grant_login)."
        )
        parser.add_argument("--if-empty", action="store_true", help="Do nothing when the site already has people.")

    def handle(self, *args, people, publications, seed, logins, password, if_empty, **options):
        if people < 0 or publications < 0:
            raise CommandError("--people and --publications must be zero or more.")
        if Person.objects.exists():
            if if_empty:
                self.stdout.write("The site already has people; nothing generated.")
                return
        persons, count, users = generate_lab(people=people, publications=publications, seed=seed, logins=logins)
        for user in users:
            set_demo_password(user, password)  # the generator's own logins, marked as demo accounts
        self.stdout.write(self.style.SUCCESS(f"Generated {len(persons)} people and {count} publications."))
        for user in users:
            self.stdout.write(f"  member login: {user.username}")
