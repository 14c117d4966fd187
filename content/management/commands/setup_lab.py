"""Make this site your lab's: remove the demo lab, set the lab's name, description, logo and address,
and e-mail the PI and the members a link to set their password. Asks nothing: options or a YAML file
(--file; options given as well win). Example:

    manage.py setup_lab --remove-demo --name "Harbor Systems Lab" --description "We build ..." \\
        --pi "Ana Ruiz <ana@example.edu>" --invite "Bo Li <bo@example.edu>" --base-url https://lab.example.edu
"""

from django.core.management.base import BaseCommand, CommandError

from content.setup import LabSetup, SetupError, apply, invitee, read_setup_file
from people.models import Role


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("--file", help="A YAML file with the same settings (see content/setup.py).")
        parser.add_argument(
            "--remove-demo",
            action="store_true",
            help="First remove the demo lab: its people, publications, venues, news, projects, pages and "
            "demo logins (refused once real members have logins).",
        )
        parser.add_argument("--name", help="The lab's name, e.g. “Harbor Systems Lab”.")
        parser.add_argument("--short-name", help="A short name, e.g. “HSL” (the header on phones).")
        parser.add_argument("--description", help="One or two sentences: what the lab does.")
        parser.add_argument("--address", help="The postal address; \\n between lines.")
        parser.add_argument("--email", help="The lab's contact address, shown on the site.")
        parser.add_argument("--logo", help="A PNG, JPEG or WebP file.")
        parser.add_argument("--pi", help="The PI, as “Name <address>”: made a lab admin and invited.")
        parser.add_argument(
            "--invite",
            action="append",
            default=[],
            metavar="“Name <address>”",
            help="A member to invite (repeat for each).",
        )
        parser.add_argument(
            "--role",
            default=Role.PHD,
            choices=[role for role in Role.values if role != Role.PI],
            help="The role of new people invited with --invite (default: phd); change it later in the admin.",
        )
        parser.add_argument(
            "--base-url", default="", help="The site's address for the links in the e-mails (default: LAB_URL)."
        )
        parser.add_argument("--dry-run", action="store_true", help="Check everything; save and send nothing.")

    def handle(self, *args, **options):
        try:
            setup = read_setup_file(options["file"]) if options["file"] else LabSetup()
            self._override(setup, options)
            if not (setup.remove_demo or setup.lab or setup.pi or setup.members):
                raise CommandError("Nothing to do: give --remove-demo, lab settings (--name ...), --pi or --invite.")
            report = apply(setup, dry_run=options["dry_run"])
        except SetupError as err:
            raise CommandError(str(err)) from err
        self._print(report, options["dry_run"])

    def _override(self, setup, options):
        setup.remove_demo = setup.remove_demo or options["remove_demo"]
        setup.base_url = options["base_url"] or setup.base_url
        for name in ("name", "short_name", "description", "address", "email", "logo"):
            if options[name]:
                value = options[name].replace("\\n", "\n") if name == "address" else options[name]
                setup.lab[name] = value.strip()
        if options["pi"]:
            setup.pi = invitee(options["pi"], Role.PI, "--pi")
        setup.members += [invitee(text, options["role"], "--invite") for text in options["invite"]]

    def _print(self, report, dry_run):
        done = "Would have" if dry_run else "Done:"
        if report.removed:
            removed = ", ".join(f"{what}: {n}" for what, n in report.removed.items() if n)
            self.stdout.write(f"{done} removed the demo lab ({removed or 'it was empty'}).")
        self.stdout.write(f"Lab: {report.lab.name}")
        for person, user, role in report.invited:
            sent = "would be invited" if dry_run else "invited"
            self.stdout.write(f"  {person.name} ({role}) {sent} at {user.email}, username “{user.get_username()}”")
        if dry_run:
            self.stdout.write("Dry run: nothing was saved and no e-mail was sent.")
        elif report.invited:
            self.stdout.write(self.style.SUCCESS(f"{len(report.invited)} invitation(s) sent."))
