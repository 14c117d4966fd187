"""Import member profiles from homepages, CVs, PDFs and BibTeX files.

PATH may be files, folders (read recursively) or globs. The format of each file
is read from its content. Each file is imported in its own transaction: a bad
file is reported and changes nothing, and the others still import. A file of more
than 1,000 publications is written 1,000 at a time, each batch its own transaction;
if it fails half-way the report says what was kept, and running it again adds the
rest. Running the same import again changes nothing. --strict and --dry-run write
everything in one transaction.

--dry-run --json prints each file's plan: every person, CV record and paper it would
create, merge into one already there (the fields that change, old and new) or skip, with
the lines of the file each value was read from.
"""

import sys

from django.core.management.base import BaseCommand, CommandError

from importer.services import ImportFailed, import_documents, report_json


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", metavar="PATH", help="Files, folders or globs.")
        parser.add_argument(
            "--dry-run", action="store_true", help="Report what would change, item by item; write nothing."
        )
        parser.add_argument("--strict", action="store_true", help="All or nothing: one bad file imports none.")
        parser.add_argument("--person", metavar="SLUG", help="Whose documents these are, when they do not say.")
        parser.add_argument("--json", action="store_true", help="Print a machine-readable report.")
        parser.add_argument(
            "--base-url",
            metavar="URL",
            help="The site the documents come from (https://jdoe.github.io/): relative links such as "
            "al-folio's pdf = {paper.pdf} are made absolute against it; without it they are left out.",
        )

    def handle(self, *args, paths, dry_run, strict, person, json, base_url, **options):
        show_progress = not json and sys.stderr.isatty()

        def progress(done, total, file_report):
            if show_progress or (total >= 20 and done % 50 == 0 and not json):
                self.stderr.write(f"[{done}/{total}] {file_report.path}")

        try:
            report = import_documents(
                paths, dry_run=dry_run, strict=strict, person_slug=person, progress=progress, base_url=base_url
            )
        except ImportFailed as err:
            raise CommandError(str(err)) from err
        self.stdout.write(report_json(report) if json else report.summary())
        if report.failed:
            raise CommandError(f"{len(report.failed)} file(s) could not be imported (see above).", returncode=1)
