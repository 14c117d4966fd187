"""Give the demo's own logins (lab admin, PI, one member) their demo passwords and print them.

Only accounts the demo made, kept in the "Demo accounts" group, get a password: a real
account (a member's login, an `admin` someone created by hand, a demo login handed to a
real member) is never changed, and the line says so. Running it again changes nothing else.
"""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from people.demo_accounts import DEMO_ACCOUNTS_GROUP, is_demo, mark_demo, renamed_lab_reason, set_demo_password
from people.models import Person, Role


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("--admin", default="admin", help="Username of the demo superuser (default: admin).")
        parser.add_argument("--admin-password", required=True, help="Its password.")
        parser.add_argument("--pi-password", required=True, help="Password of the generated PI's login.")
        parser.add_argument("--member-password", required=True, help="Password of one generated member's login.")

    @transaction.atomic
    def handle(self, *args, admin, admin_password, pi_password, member_password, **options):
        if not admin.strip():
            raise CommandError("--admin must name a username.")
        if not (admin_password and pi_password and member_password):
            raise CommandError("The demo passwords must not be empty.")
        reason = renamed_lab_reason()
        if reason:
            self.stdout.write(f"  No demo logins: this site is a real lab's now ({reason}).")
            return
        self._line("lab admin login", self._admin(admin.strip()), admin_password, "everything")
        pi = Person.objects.filter(role=Role.PI, user__isnull=False).order_by("display_order", "pk").first()
        self._line("PI login", pi and pi.user, pi_password, "a lab admin: news, projects, pages, everyone")
        member = (
            Person.objects.filter(user__groups__name=DEMO_ACCOUNTS_GROUP, user__is_superuser=False)
            .exclude(role=Role.PI)
            .order_by("display_order", "pk")
            .first()
        )
        self._line("member login", member and member.user, member_password, "edits only their own profile")

    def _admin(self, username):
        User = get_user_model()
        user = User.objects.filter(username=username).first()
        if user is None:
            user = User.objects.create_superuser(username, f"{username}@example.edu")
            mark_demo(user)
        return user

    def _line(self, what, user, password, may):
        label = f"  {what}:".ljust(21)
        if user is None:
            self.stdout.write(f"{label}(none: the demo has no such login)")
        elif not is_demo(user):
            self.stdout.write(f"{label}{user.get_username()} is a real account: its password was not changed")
        else:
            set_demo_password(user, password)
            self.stdout.write(f"{label}{user.get_username()} / {password}   ({may})")
