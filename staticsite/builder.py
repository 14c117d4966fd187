"""The public site as plain files, for GitHub Pages or any web server.

Every page is asked of the site the way a visitor asks for it: a GET through Django's request
handling (its test client, no server: the site's middleware, URLs, views and templates, with the
site's cache), so each file holds what a visitor is sent. The build starts at the home page, the
sitemap, the feeds, the whole-list downloads and every public publication, person and venue the
database holds, and follows every link of every page. An address becomes a file:

    /people/ada/             OUT/people/ada/index.html
    /publications.bib        OUT/publications.bib
    /publications/?page=2    OUT/publications/q/page-2/index.html   (links rewritten to match)
    /venues/osdi/?format=ris OUT/venues/osdi/q/all.ris

A static copy cannot filter: only the query parameters that show the same list another way (its
pages, the citation views and groupings, its downloads) are kept; a link with any other (a year,
kind, venue or member filter, a column's sort order, a search) leads to the list without it, so
the pages are the lab's pages times their views, never the combinations of filters. Nor do its
list pages carry the filter form (`static_copy` in their templates, from
settings.LABSITE_STATIC_COPY, which the build turns on): a static server would answer its every
choice with the whole list. Nor can it search: the menu's search link leads to the live site's
search page (`cms_url`), or is left out, and no search page is built. The site's "no page at this
address" is written as 404.html, which static hosts show for a missing file. Links are rewritten
under the base URL's path (https://lab.github.io/site/ -> /site/...), and the admin's addresses go
to `cms_url` (or lose their link).

A link that leads nowhere fails the build, unless a member wrote it into their own text (a bio
linking to a page that is not there): then the build reports the page and the member and goes on
(staticsite/broken.py); `strict` makes it fail too. A failed build leaves OUT/ as it was: the new
site is written beside it and swapped in whole (staticsite/output.py). A file whose bytes did not
change is the previous build's file, untouched. A build whose site version (labsite/pagecache.py:
any save, delete or import changes it), options and code are those of the previous build, with all
its files in place, renders nothing (`force` renders anyway).

The addresses are handed out in batches to `jobs` processes forked after setup, each with its own
test client, writing its own files; the parent gathers the links they find.
"""

import logging
import multiprocessing
import os
import re
import threading
from collections import deque
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urljoin, urlsplit

from django.conf import settings
from django.contrib.staticfiles import finders
from django.core.files.storage import default_storage
from django.db import connection, connections
from django.test import Client
from django.test.utils import override_settings
from django.urls import reverse

from people.models import Person
from publications.models import Publication, Venue

from . import broken, manifest
from .links import EXTENSIONS, LIST_RE, file_for, kept_query, list_download, split_links, without_admin_links
from .output import Staging

BATCH = 40  # addresses a process renders between two reports to the parent
NOT_PUBLIC = ("/admin/", "/accounts/")
NOT_FOUND_PROBE = "/labsite-static-copy/no-such-page/"  # an address the site has no page for: its 404 page
SHOWN_FAILURES = 20  # failures named in the error; the rest are counted
_SCHEME_RE = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*:")  # https:, mailto: ...: an address urljoin leaves as it is
# The build reports what it could not render itself; a 404's "Not Found" line and a line per page
# asked would bury it (a server error still logs its traceback).
QUIET_LOGGERS = {"django.request": logging.ERROR, "labsite.requests": logging.WARNING}


class BuildError(Exception):
    """A page the site links to could not be rendered; the message names it."""


@dataclass
class BuildReport:
    written: int = 0
    unchanged: int = 0
    removed: int = 0
    pages: int = 0
    failures: list = field(default_factory=list)  # broken.Broken: the site's own links
    warnings: list = field(default_factory=list)  # broken.Broken: links in a member's own text
    skipped: bool = False  # nothing changed since the last build: nothing rendered

    def summary(self):
        if self.skipped:
            return f"nothing changed since the last build: {self.unchanged} files unchanged"
        warned = f"; {len(self.warnings)} broken links in members' own text" if self.warnings else ""
        return (
            f"{self.pages} addresses: {self.written} files written, {self.unchanged} unchanged, "
            f"{self.removed} removed{warned}"
        )


_worker = None  # the Builder a forked process renders with


def _start_worker():
    _worker.client = _worker._client()


def _render_batch(addresses):
    return _worker._take(_worker._render_all(addresses))


@contextmanager
def _quiet_loggers():
    levels = {name: logging.getLogger(name).level for name in QUIET_LOGGERS}
    for name, level in QUIET_LOGGERS.items():
        logging.getLogger(name).setLevel(max(level, logging.getLogger(name).getEffectiveLevel()))
    try:
        yield
    finally:
        for name, level in levels.items():
            logging.getLogger(name).setLevel(level)


class Builder:
    def __init__(self, out, base_url="", cms_url="", jobs=None, force=False, strict=False):
        self.out = Path(out)
        parts = urlsplit(base_url or "")
        self.root = f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else ""
        self.secure = parts.scheme == "https"
        self.base_path = "/" + parts.path.strip("/") + "/" if parts.path.strip("/") else "/"
        self.cms_url = cms_url.rstrip("/")
        self.jobs = max(1, jobs or os.cpu_count() or 1)
        self.force = force
        self.strict = strict  # a broken link in a member's own text fails the build too
        self.report = BuildReport()
        self.staging = None
        self.client = None
        self.produced = set()
        self.media = set()
        self.failed = []  # (address, status) this process could not render
        self.linked_from = {}  # address: the first page found linking to it, to name in a report
        self._links_seen = {}  # a link's text: (the address it leads to, its static href)

    # --- the build -----------------------------------------------------------------------------

    def build(self):
        previous = manifest.read(self.out)
        fingerprint = manifest.fingerprint(self.root + self.base_path, self.cms_url)
        if not self.force and manifest.up_to_date(self.out, previous, fingerprint):
            self.report.unchanged = len(previous["files"])
            self.report.skipped = True
            return self.report
        with Staging(self.out) as self.staging, override_settings(**self._overrides()), _quiet_loggers():
            self.client = self._client()
            starts = self._starting_addresses()
            # Other processes cannot see what the current transaction has not committed yet, and a
            # process forked while other threads run (a server, a test's live server) may inherit
            # a lock one of them held and wait for it forever.
            forkable = hasattr(os, "fork") and threading.active_count() == 1
            if self.jobs > 1 and forkable and not connection.in_atomic_block:
                self._crawl_in_processes(starts)
            else:
                self._crawl(starts)
            self._write_not_found()
            self._copy_static()
            self._copy_media()
            self._sort_failures()
            if self.report.failures or (self.strict and self.report.warnings):
                raise BuildError(self._failure_message())
            # With warnings, the next build renders again (and says them again) even if nothing changed.
            manifest.write(self.staging.folder, "" if self.report.warnings else fingerprint, self.produced)
            self.staging.carry_over(previous["files"], self.produced | {manifest.NAME})
            self.staging.swap()
        self.report.removed = len(previous["files"] - self.produced)
        return self.report

    def _overrides(self):
        return {
            "ALLOWED_HOSTS": ["*"],
            # The page cache keeps what a visitor's request renders, to send again: a static copy's
            # page (no filter form, no search) is no visitor's, and compressing each page to keep it
            # would cost the build more than rendering it. The site's other caches are used as usual.
            "LABSITE_PAGE_CACHE": False,
            "LABSITE_STATIC_COPY": True,  # the pages leave out what a static copy cannot do (filter, search)
            "LABSITE_STATIC_CMS_URL": self.cms_url,  # where its search box sends a search, if anywhere
            "SECURE_SSL_REDIRECT": False,
            "LAB_URL": self.root or settings.LAB_URL,
            # The files the pages name are copied as they are (not a collectstatic's hashed names).
            "STORAGES": {
                **settings.STORAGES,
                "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
            },
        }

    def _starting_addresses(self):
        """The home page, sitemap, feeds and downloads, and every public publication, person and venue."""
        starts = ["/", "/robots.txt", reverse("sitemap")]
        starts += [reverse("publications:feed"), *(f"/publications.{fmt}" for fmt in EXTENSIONS)]
        starts += [
            reverse("people:person-detail", args=[slug])
            for slug in Person.objects.public().values_list("slug", flat=True)
        ]
        starts += [
            reverse("publications:venue-detail", args=[slug])
            for slug in Venue.objects.listed().values_list("slug", flat=True)
        ]
        keys = Publication.objects.public().order_by("pk").values_list("key", flat=True)
        starts += [reverse("publications:publication-detail", args=[key]) for key in keys]
        return list(dict.fromkeys(starts))

    # --- the crawl: one process, or several forked after setup ---------------------------------

    def _crawl(self, starts):
        queue, seen = list(reversed(starts)), set(starts)
        while queue:
            for page, links in self._render_all([queue.pop() for _ in range(min(BATCH, len(queue)))]):
                for link in links:
                    if link not in seen:
                        seen.add(link)
                        self.linked_from[link] = page
                        queue.append(link)
        self.report.pages = len(seen)

    def _crawl_in_processes(self, starts):
        """The same crawl, the addresses handed out in batches to `jobs` forked processes."""
        global _worker
        _worker = self
        connections.close_all()  # each process opens its own
        context = multiprocessing.get_context("fork")
        queue, seen, running = deque(starts), set(starts), set()
        try:
            with ProcessPoolExecutor(self.jobs, mp_context=context, initializer=_start_worker) as pool:
                while queue or running:
                    while queue and len(running) < 2 * self.jobs:
                        size = max(1, min(BATCH, len(queue) // (2 * self.jobs)))
                        batch = [queue.popleft() for _ in range(min(size, len(queue)))]
                        running.add(pool.submit(_render_batch, batch))
                    done, running = wait(running, return_when=FIRST_COMPLETED)
                    for future in done:
                        # Found links go first: a list's pages, found a few at a time, keep coming
                        # while the known addresses keep the processes busy (not one by one at the end).
                        for page, links in reversed(self._merge(future.result())):
                            for link in reversed(links):
                                if link not in seen:
                                    seen.add(link)
                                    self.linked_from[link] = page
                                    queue.appendleft(link)
        finally:
            _worker = None
        self.report.pages = len(seen)

    def _client(self):
        return Client(HTTP_HOST=urlsplit(self.root).netloc or "localhost", raise_request_exception=False)

    def _take(self, found):
        """What this process rendered since the last call, for the parent to merge; and start afresh."""
        taken = {
            "found": found,
            "produced": sorted(self.produced),
            "media": sorted(self.media),
            "written": self.report.written,
            "unchanged": self.report.unchanged,
            "failed": self.failed,
        }
        self.produced, self.media, self.failed, self.report = set(), set(), [], BuildReport()
        return taken

    def _merge(self, taken):
        self.produced.update(taken["produced"])
        self.media.update(taken["media"])
        self.report.written += taken["written"]
        self.report.unchanged += taken["unchanged"]
        self.failed += taken["failed"]
        return taken["found"]

    def _sort_failures(self):
        """The addresses that did not render: a member's broken link is a warning, any other a failure."""
        for address, status in self.failed:
            found = broken.classify(address, status, self.linked_from.get(address, ""))
            (self.report.warnings if found.members else self.report.failures).append(found)

    def _failure_message(self):
        failures = self.report.failures + (self.report.warnings if self.strict else [])
        named = "; ".join(str(failure) for failure in failures[:SHOWN_FAILURES])
        more = f"; and {len(failures) - SHOWN_FAILURES} more" if len(failures) > SHOWN_FAILURES else ""
        return f"{self.out}: left as it was. Pages that did not render: {named}{more}"

    # --- one page ------------------------------------------------------------------------------

    def _render_all(self, addresses):
        """Render `addresses`, write their files; [(address, the site addresses it links to)]."""
        return [(address, self._render(address)) for address in addresses]

    def _render(self, address):
        """Render `address` as a visitor gets it, write its file; return the site addresses it links to."""
        return self._store(address, self._get(address))

    def _get(self, address):
        """The site's response to a visitor's GET of `address` (a first visit: no cookie from another page)."""
        response = self.client.get(address, secure=self.secure)
        self.client.cookies.clear()
        return response

    def _store(self, address, response):
        """Write the file of `address` from its `response`; return the site addresses it links to."""
        parts = urlsplit(address)
        if response.status_code in (301, 302):
            target = urlsplit(response["Location"])
            return [target.path + (f"?{target.query}" if target.query else "")]
        if response.status_code != 200:
            self.failed.append((address, response.status_code))
            return []
        body = response.getvalue()
        content_type = response.get("Content-Type", "")
        links = []
        if content_type.startswith("text/html"):
            text = body.decode(response.charset or "utf-8")
            links, text = self._rewrite_html(text, parts.path)
            body = text.encode()
        elif content_type.startswith(("application/xml", "application/atom+xml", "text/", "application/")):
            text = body.decode(response.charset or "utf-8", errors="replace")
            if "xml" in content_type:
                links = [urlsplit(loc).path for loc in re.findall(r"<loc>([^<]+)</loc>", text)]
            body = self._rewrite_absolute(text).encode()
        self._write(file_for(parts.path, parts.query), body)
        return links

    def _link(self, parts):
        """The site address a link (split, made absolute) leads to, if a static copy serves it as a page.

        Photos and other uploads are noted, to be copied at the end."""
        if parts.scheme or parts.netloc or not parts.path.startswith("/"):
            if not (parts.netloc and self.root and f"{parts.scheme}://{parts.netloc}" == self.root):
                return None  # another site's address
        path = parts.path
        if path.startswith(NOT_PUBLIC) or path.startswith(_static_prefix()):
            return None
        if path.startswith(settings.MEDIA_URL):
            self.media.add(unquote(path[len(settings.MEDIA_URL) :]))
            return None
        query = kept_query(parts.query)
        fmt = dict(parse_qsl(query)).get("format")
        if fmt in EXTENSIONS and LIST_RE.match(path):
            return list_download(path, fmt)
        return path + (f"?{query}" if query else "")

    def _target(self, parts):
        """Where a link (split, made absolute) points in the static copy; None to leave it as it is."""
        if parts.scheme or parts.netloc or not parts.path.startswith("/") or parts.path.startswith(NOT_PUBLIC):
            return None
        target = "/" + file_for(parts.path, parts.query)
        if target.endswith("/index.html"):
            target = target[: -len("index.html")]
        fragment = f"#{parts.fragment}" if parts.fragment else ""
        return f"{self.base_path.rstrip('/')}{target}{fragment}"

    def _write_not_found(self):
        """404.html, the site's page for an address it does not have: what GitHub Pages, GitLab Pages
        and Netlify show for a missing file. Its links are from the root, so it works at any depth."""
        response = self._get(NOT_FOUND_PROBE)
        _, text = self._rewrite_html(response.content.decode(response.charset or "utf-8"), "/")
        self._write("404.html", text.encode())

    # --- rewriting -----------------------------------------------------------------------------

    def _rewrite_html(self, html, page):
        """(The site addresses the HTML page at the path `page` links to, its HTML with static links.)

        A page's links are mostly the same as the last page's (the menu, the authors, the
        venues): each is worked out once per process."""
        if self.cms_url:
            html = re.sub(r'href="(/admin/|/accounts/)', lambda m: f'href="{self.cms_url}{m.group(1)}', html)
        else:
            html = without_admin_links(html)
        links = []
        # [text, attribute, address, text, attribute, address, ..., text]
        pieces = split_links(html)
        for index in range(2, len(pieces), 3):
            url, before = pieces[index], pieces[index - 2]
            if not url or url.startswith("#") or (before and (before[-1].isalnum() or before[-1] == "_")):
                continue  # (`xhref="` is no href attribute)
            rooted = url.startswith("/") and not url.startswith("//")
            # Another site's address (https://doi.org/...) is the same on every page: worked out once.
            elsewhere = not rooted and _SCHEME_RE.match(url) is not None
            key = url if rooted or elsewhere else (page, url)
            if key not in self._links_seen:
                url = url.replace("&amp;", "&")
                # From the root with no dot segment, an address is its own join, as is one with a
                # scheme, and a query alone is the page's path with that query.
                if (rooted and "/." not in url) or elsewhere:
                    parts = urlsplit(url)
                elif url.startswith("?"):
                    parts = urlsplit(page + url)
                else:
                    parts = urlsplit(urljoin(page, url))
                self._links_seen[key] = (self._link(parts), self._target(parts))
            link, target = self._links_seen[key]
            if link:
                links.append(link)
            if target is not None:
                pieces[index] = target
        for index in range(1, len(pieces), 3):
            pieces[index] = f'{pieces[index]}="{pieces[index + 1]}"'
            pieces[index + 1] = ""
        html = "".join(pieces)
        return links, self._rewrite_absolute(html)

    def _rewrite_absolute(self, text):
        """Absolute addresses of the site put under the base URL's path."""
        if not self.root or self.base_path == "/":
            return text
        prefix = self.base_path.rstrip("/")
        return re.sub(
            re.escape(self.root) + r"/(?!" + re.escape(prefix.lstrip("/")) + r"/)", self.root + prefix + "/", text
        )

    # --- files ---------------------------------------------------------------------------------

    def _write(self, relative, body):
        self.produced.add(relative)
        if self.staging.write(relative, body):
            self.report.written += 1
        else:
            self.report.unchanged += 1

    def _copy_static(self):
        static_prefix = urlsplit(settings.STATIC_URL).path.strip("/") or "static"
        for finder in finders.get_finders():
            for path, storage in finder.list(["CVS", ".*", "*~"]):
                relative = f"{static_prefix}/{path}"
                if relative in self.produced:
                    continue
                with storage.open(path) as handle:
                    self._write(relative, handle.read())

    def _copy_media(self):
        media_prefix = urlsplit(settings.MEDIA_URL).path.strip("/") or "media"
        for name in sorted(self.media):
            if ".." in Path(name).parts or not default_storage.exists(name):
                continue
            with default_storage.open(name) as handle:
                self._write(f"{media_prefix}/{name}", handle.read())


def _static_prefix():
    return settings.STATIC_URL if settings.STATIC_URL.startswith("/") else "/static/"
