"""Make the WebP/AVIF copies of every stored picture that has none (labsite/renditions.py).

Pictures uploaded since renditions exist have theirs already; run this once after upgrading,
or after copying media files in by hand. Running it again makes nothing new.

    manage.py make_renditions [--dry-run]
"""

from django.apps import apps
from django.core.management.base import BaseCommand, CommandError
from PIL import UnidentifiedImageError

from content.pictures import make_missing
from labsite.pagecache import bump


class Command(BaseCommand):
    help = "Make the WebP/AVIF copies of stored photos and pictures that have none."

    def add_arguments(self, parser):
        parser.add_argument("--dry-run", action="store_true", help="List the pictures without making anything.")

    def handle(self, *args, dry_run=False, **options):
        made = 0
        try:
            for name in make_missing(apps, dry_run=dry_run):
                made += 1
                self.stdout.write(f"{'would make' if dry_run else 'made'} renditions of {name}")
        except (OSError, UnidentifiedImageError) as error:
            raise CommandError(f"Could not make renditions: {error}") from error
        if made and not dry_run:
            bump()  # pages list the new copies from their next view
        self.stdout.write(f"{made} picture{'s' if made != 1 else ''} {'without renditions' if dry_run else 'done'}.")
