"""The public site as plain files, for GitHub Pages or any web server.

Pages are rendered by the site itself (Django's test client, no server), starting at the
home page, the sitemap, the feeds, the whole-list downloads and every public publication,
person and venue the database holds, and following every link of every page. An address
becomes a file:

    /people/ada/             OUT/people/ada/index.html
    /publications.bib        OUT/publications.bib
    /publications/?page=2    OUT/publications/q/page-2/index.html   (links rewritten to match)
    /venues/osdi/?format=ris OUT/venues/osdi/q/all.ris

A static copy cannot filter: only the query parameters that show the same list another
way (its pages, the citation views and groupings, its downloads) are kept; a link with any
other (a year, kind, venue or member filter, a column's sort order, a search) leads to the
list without it, so the pages are the lab's pages times their views, never the
combinations of filters (whose number grows with the product of the filters' values;
bench/static.py measures the build). Nor do its list pages carry the filter form (`static_copy` in their
templates, from settings.LABSITE_STATIC_COPY, which the build turns on): a static server
would answer its every choice with the whole list. Nor can it search: the menu's search link
leads to the live site's search page (`cms_url`), or is left out, and no search page is built.
The site's "no page at this address" is written as 404.html, which static hosts show for a missing file.
Links are rewritten under the base URL's path (https://lab.github.io/site/ -> /site/...),
the admin's addresses go to `cms_url` (or lose their link), and a file is written only
when its bytes changed; files of a previous build that no page produces any more are removed.

The pages are rendered by `jobs` processes forked after setup (each writes its own files;
the parent hands out addresses and gathers the links they find), in batches: the pages of
one publication or person (staticsite/batches.py) are the site's views given the objects their batch
fetched at once, the lists, their downloads and the feeds their views called directly, the others go
through the site's middleware and URLs (Django's test client). What every page shares (the layout's
menu and footer, a list's rows) is made once per build (labsite/buildcache.py).
A build whose site version
(labsite/pagecache.py: any save, delete or import changes it), options and code are those of
the previous build, with all its files in place, renders nothing (`force` renders anyway).
"""

import gc
import logging
import multiprocessing
import os
import re
import threading
from collections import deque
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urljoin, urlsplit

from django.conf import settings
from django.contrib.staticfiles import finders
from django.core.files.storage import default_storage
from django.db import connection, connections
from django.test import Client, RequestFactory
from django.test.utils import override_settings
from django.urls import reverse

from labsite import buildcache
from people.models import Person
from publications.formats import stored
from publications.models import Publication, Venue

from . import batches, manifest
from .links import EXTENSIONS, LIST_RE, file_for, kept_query, list_download, split_links, without_admin_links

# The middleware a page's content depends on (the messages of a list's bad filter, request.user).
CONTENT_MIDDLEWARE = (
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
)
BATCH = 40  # addresses a process renders between two reports to the parent
NOT_PUBLIC = ("/admin/", "/accounts/")
NOT_FOUND_PROBE = "/labsite-static-copy/no-such-page/"  # an address the site has no page for: its 404 page
_EXPORT_RE = re.compile(r"^/publications/(?P<key>[-a-zA-Z0-9_]+)\.(?P<format>bib|json|ris)$")
_SCHEME_RE = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*:")  # https:, mailto: ...: an address urljoin leaves as it is


class BuildError(Exception):
    """A page the site links to could not be rendered; the message names it."""


@dataclass
class BuildReport:
    written: int = 0
    unchanged: int = 0
    removed: int = 0
    pages: int = 0
    broken: list = field(default_factory=list)
    skipped: bool = False  # nothing changed since the last build: nothing rendered

    def summary(self):
        if self.skipped:
            return f"nothing changed since the last build: {self.unchanged} files unchanged"
        return (
            f"{self.pages} addresses: {self.written} files written, {self.unchanged} unchanged, {self.removed} removed"
        )


_worker = None  # the Builder a forked process renders with


def _static_prefix():
    return settings.STATIC_URL if settings.STATIC_URL.startswith("/") else "/static/"


def _start_worker():
    _worker.client = _worker._client()


def _render_batch(addresses):
    return _worker._take(_worker._render_all(_worker.client, addresses))


def _write_exports(fmt):
    _worker.report.pages = _worker._write_exports(fmt)
    return _worker._take()


def _made(folder):
    """Make `folder` (and its parents) if it is not there; True when it was not: nothing can be in it yet."""
    try:
        folder.mkdir()
    except FileExistsError:
        return False
    except FileNotFoundError:
        folder.mkdir(parents=True, exist_ok=True)
    return True


class Builder:
    def __init__(self, out, base_url="", cms_url="", stdout=None, jobs=None, force=False):
        self.out = Path(out)
        parts = urlsplit(base_url or "")
        self.root = f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else ""
        self.base_path = "/" + parts.path.strip("/") + "/" if parts.path.strip("/") else "/"
        self.cms_url = cms_url.rstrip("/")
        self.stdout = stdout
        self.jobs = max(1, jobs or os.cpu_count() or 1)
        self.force = force
        self.report = BuildReport()
        self.produced = set()
        self.media = set()
        self.exports = set()  # formats of one publication's downloads, written from stored text at the end
        self._links_seen = {}  # a link's text: (the address it leads to, its static href)
        self._folders = {}  # the folders of OUT this process knows are there: {folder: made by it, so new}

    # --- the build -----------------------------------------------------------------------------

    def build(self):
        self.out.mkdir(parents=True, exist_ok=True)
        previous = manifest.read(self.out)
        fingerprint = manifest.fingerprint(self.root + self.base_path, self.cms_url)
        if not self.force and manifest.up_to_date(self.out, previous, fingerprint):
            self.report.unchanged = len(previous["files"])
            self.report.skipped = True
            return self.report
        # What every page shares (the layout's fragments, a list's rows) is made once per build.
        with override_settings(**self._overrides()), buildcache.kept():
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
        self._remove_stale(previous["files"])
        manifest.write(self.out, fingerprint if not self.report.broken else "", self.produced)
        if self.report.broken:
            raise BuildError("Pages that did not render: " + "; ".join(self.report.broken[:20]))
        return self.report

    def _overrides(self):
        return {
            "ALLOWED_HOSTS": ["*"],
            "LABSITE_PAGE_CACHE": False,
            "LABSITE_STATIC_COPY": True,  # the pages leave out what a static copy cannot do (filter, search)
            "LABSITE_STATIC_CMS_URL": self.cms_url,  # where its search box sends a search, if anywhere
            "SECURE_SSL_REDIRECT": False,
            "LAB_URL": self.root or settings.LAB_URL,
            # Only the middleware a page's content depends on (no logging, cache, security headers).
            "MIDDLEWARE": [name for name in settings.MIDDLEWARE if name in CONTENT_MIDDLEWARE],
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
        client = self._client()
        queue, seen = list(reversed(starts)), set(starts)
        while queue:
            batch = [queue.pop() for _ in range(min(BATCH, len(queue)))]
            for link in self._render_all(client, batch):
                if link not in seen:
                    seen.add(link)
                    queue.append(link)
        self.report.pages = len(seen)
        for fmt in sorted(self.exports):
            self.report.pages += self._write_exports(fmt)

    def _crawl_in_processes(self, starts):
        """The same crawl, the addresses handed out in batches to `jobs` forked processes."""
        global _worker
        _worker = self
        connections.close_all()  # each process opens its own
        # What the processes inherit stays alive: frozen, no collection walks it (and so copies its
        # memory into each process, as touching an object's header would).
        gc.freeze()
        try:
            self._hand_out(starts)
        finally:
            gc.unfreeze()
            _worker = None

    def _hand_out(self, starts):
        context = multiprocessing.get_context("fork")
        queue, seen, running, exporting = deque(starts), set(starts), set(), set()
        with ProcessPoolExecutor(self.jobs, mp_context=context, initializer=_start_worker) as pool:
            while queue or running:
                while queue and len(running) < 2 * self.jobs:
                    size = max(1, min(BATCH, len(queue) // (2 * self.jobs)))
                    running.add(pool.submit(_render_batch, [queue.popleft() for _ in range(min(size, len(queue)))]))
                done, running = wait(running, return_when=FIRST_COMPLETED)
                for future in done:
                    # Found links go first: a list's pages, found a few at a time, keep coming
                    # while the known addresses keep the processes busy (not one by one at the end).
                    for link in reversed(self._merge(future.result())):
                        if link not in seen:
                            seen.add(link)
                            queue.appendleft(link)
                # A format of one publication's downloads is written as soon as a page links to
                # it, beside the pages (written last, three formats kept one process busy alone).
                for fmt in sorted(self.exports - exporting):
                    exporting.add(fmt)
                    running.add(pool.submit(_write_exports, fmt))
            self.report.pages += len(seen)  # and the downloads' files, counted as they were written

    def _client(self):
        host = urlsplit(self.root).netloc or "localhost"
        self._factory = RequestFactory(HTTP_HOST=host)
        return Client(HTTP_HOST=host)

    def _take(self, links=()):
        """What this process rendered since the last call, for the parent to merge; and start afresh."""
        taken = {
            "links": list(links),
            "produced": sorted(self.produced),
            "media": sorted(self.media),
            "exports": sorted(self.exports),
            "written": self.report.written,
            "unchanged": self.report.unchanged,
            "pages": self.report.pages,
            "broken": self.report.broken,
        }
        self.produced, self.media, self.exports, self.report = set(), set(), set(), BuildReport()
        return taken

    def _merge(self, taken):
        self.produced.update(taken["produced"])
        self.media.update(taken["media"])
        self.exports.update(taken["exports"])
        self.report.written += taken["written"]
        self.report.unchanged += taken["unchanged"]
        self.report.pages += taken["pages"]
        self.report.broken += taken["broken"]
        return taken["links"]

    def _render_all(self, client, addresses):
        """Render `addresses`, write their files; return the site addresses they link to.

        The pages of one object come from the site's own views given the objects fetched for
        the whole batch, the lists and feeds from their views called directly (staticsite/batches.py)."""
        fetched = batches.fetch(addresses)
        links = []
        for address in addresses:
            if address in fetched:
                links += self._store(address, batches.render(self._factory, address, fetched[address]))
            elif (response := batches.direct(self._factory, address)) is not None:
                links += self._store(address, response)
            else:
                links += self._render(client, address)
        return links

    def _render(self, client, address):
        """Render `address`, write its file; return the site addresses it links to."""
        parts = urlsplit(address)
        return self._store(address, client.get(parts.path, dict(parse_qsl(parts.query))))

    def _store(self, address, response):
        """Write the file of `address` from its `response`; return the site addresses it links to."""
        parts = urlsplit(address)
        if response.status_code in (301, 302):
            target = urlsplit(response["Location"])
            return [target.path + (f"?{target.query}" if target.query else "")]
        if response.status_code != 200:
            self.report.broken.append(f"{address} ({response.status_code})")
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

        Photos and one publication's downloads are noted, to be copied and written at the end."""
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
        if not query and (export := _EXPORT_RE.match(path)):
            self.exports.add(export.group("format"))
            return None
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
        quiet = logging.getLogger("django.request")
        level = quiet.level
        quiet.setLevel(logging.ERROR)  # the 404 is the page asked for, not a broken link to warn of
        try:
            response = self._client().get(NOT_FOUND_PROBE)
        finally:
            quiet.setLevel(level)
        _, text = self._rewrite_html(response.content.decode(response.charset or "utf-8"), "/")
        self._write("404.html", text.encode())

    def _write_exports(self, fmt):
        """Every public publication's own download in `fmt` (/publications/<key>.bib ...), from the
        stored text: a query per thousand publications instead of a request each."""
        written = 0
        root = self.root or settings.LAB_URL.rstrip("/")
        for key, text in stored.texts_by_key(Publication.objects.public().order_by("pk"), fmt):
            body = self._rewrite_absolute(stored.document([text], fmt, root))
            self._write(f"publications/{key}.{fmt}", body.encode())
            written += 1
        return written

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
        # [text, attribute, address, text, attribute, address, ..., text]: a loop over the
        # pieces costs less than a function called for each of a page's hundreds of links.
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
                # scheme, and a query alone is the page's path with that query (urljoin was half the cost).
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
        target = self.out / relative
        folder = target.parent
        if folder not in self._folders:  # made once, not tried again for each of its files
            self._folders[folder] = _made(folder)
        if not self._folders[folder]:  # a folder of the last build: the file may be there, the same
            try:
                if target.stat().st_size == len(body) and target.read_bytes() == body:
                    self.report.unchanged += 1
                    return
            except FileNotFoundError:
                pass
        # os.open and os.write: a first build creates thousands of files, and a file object
        # for each cost more system calls and time than the writing.
        handle = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
        try:
            left = memoryview(body)
            while left:
                left = left[os.write(handle, left) :]
        finally:
            os.close(handle)
        self.report.written += 1

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

    def _remove_stale(self, previous):
        for relative in sorted(previous - self.produced):
            target = self.out / relative
            if target.is_file() and self.out.resolve() in target.resolve().parents:
                target.unlink()
                self.report.removed += 1
