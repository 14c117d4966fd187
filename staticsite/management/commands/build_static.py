"""Write the whole public site as plain files (GitHub Pages, any web server): build_static OUT/.

Every page, feed, sitemap, download, photo and static file, with links that work under
--base-url's path. Run it again after changes: only the files whose content changed are
rewritten, and files no page produces any more are removed; when nothing changed at all
(no save, delete or import since, same options and code) nothing is rendered.
"""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from staticsite.builder import Builder, BuildError


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

    def handle(self, *args, out, base_url, cms_url, jobs, force, **options):
        if out.exists() and not out.is_dir():
            raise CommandError(f"{out}: exists and is not a folder.")
        if jobs is not None and jobs < 1:
            raise CommandError(f"--jobs {jobs}: give at least 1.")
        try:
            report = Builder(out, base_url=base_url, cms_url=cms_url, jobs=jobs, force=force).build()
        except BuildError as err:
            raise CommandError(str(err)) from err
        self.stdout.write(f"{out}: {report.summary()}")
