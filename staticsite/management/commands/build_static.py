"""Write the whole public site as plain files (GitHub Pages, any web server): build_static OUT/.

Every page, feed, sitemap, download, photo and static file, with links that work under
--base-url's path. Run it again after changes: only the files whose content changed are
rewritten, and files no page produces any more are removed; when nothing changed at all
(no save, delete or import since, same options and code) nothing is rendered. OUT/ is replaced
whole when the build succeeds, and left as it was when it fails.

A link in a member's own text (their bio) to a page that is not there is reported as a warning
naming the page and the member; --strict makes it fail the build.
"""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from staticsite.builder import Builder, BuildError
from staticsite.output import OutputError


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("out", type=Path, help="The folder to write the site into (made if missing).")
        parser.add_argument(
            "--base-url",
            default="",
            help="Where the copy is published, e.g. https://lab.github.io/site/ (links are made under its path).",
        )
        parser.add_argument(
            "--cms-url", default="", help="The live labsite address, for the 'Members' login' link (else no link)."
        )
        parser.add_argument(
            "--jobs", type=int, default=None, help="Processes that render pages (default: one per CPU; 1: no fork)."
        )
        parser.add_argument("--force", action="store_true", help="Render every page even when nothing changed.")
        parser.add_argument(
            "--strict", action="store_true", help="Fail on a broken link in a member's own text too (else a warning)."
        )

    def handle(self, *args, out, base_url, cms_url, jobs, force, strict, **options):
        if out.exists() and not out.is_dir():
            raise CommandError(f"{out}: exists and is not a folder.")
        if jobs is not None and jobs < 1:
            raise CommandError(f"--jobs {jobs}: give at least 1.")
        try:
            builder = Builder(out, base_url=base_url, cms_url=cms_url, jobs=jobs, force=force, strict=strict)
            report = builder.build()
        except (BuildError, OutputError) as err:
            raise CommandError(str(err)) from err
        for warning in report.warnings:
            self.stderr.write(self.style.WARNING(f"Warning: {warning}"))
        self.stdout.write(f"{out}: {report.summary()}")
