"""Write the whole site as a labsite-export JSON document (to stdout, or -o FILE)."""

import json

from django.core.management.base import BaseCommand, CommandError

from importer.exchange import export_site


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("-o", "--output", metavar="FILE", help="Write to FILE instead of standard output.")

    def handle(self, *args, output, **options):
        text = json.dumps(export_site(), indent=2, ensure_ascii=False) + "\n"
        if not output:
            self.stdout.write(text, ending="")
            return
        try:
            with open(output, "w", encoding="utf-8") as handle:
                handle.write(text)
        except OSError as err:
            raise CommandError(f"cannot write {output}: {err.strerror or err}") from err
        self.stderr.write(f"Wrote {output}.")
