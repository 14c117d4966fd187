"""The page cache: anonymous GETs of public pages, feeds and exports served from the cache.

Every cached page is keyed by the site's version, a number that any save or delete of
the site's records (and every import) changes: a page is never older than the last
change, with no list of pages to forget. Logged-in visitors (anyone with a session
cookie) always get a fresh page, marked `private`.

Where the version lives: in the cache itself when the cache is shared (Redis), so every
server sees a change at once; with the default per-process memory cache, in the
modification time of a small file (`LABSITE_VERSION_FILE`), which every worker process
on the machine sees.

A second number, the data version (data_version), says what a plan made from the site's data is
as old as (importer.review): it moves on only when a change of that data commits, so a dry run
rolled back, the importer's bookkeeping or a login leave it as it is; kept as the first is.

Some pages change with the calendar and no save at all: a news item appears on its date,
a member whose `left` date has come is listed with the alumni. A cached page is kept only
until the next such date comes (DATE_DRIVEN_FIELDS, at the start of that day in the site's
time zone), never longer than LABSITE_PAGE_CACHE_SECONDS.

A page is kept only when it read, one by one, every query parameter of its address
(`request.GET.get("page")`, `{{ request.GET.q }}`): `/?x=1`, `/?x=2`, ... are rendered but
not kept, so a flood of made-up query strings cannot push the real pages out of the cache.

Cached pages carry an ETag and a Last-Modified (the time of the last change), answer
conditional GETs with 304 (Django's own rules: django.utils.cache.get_conditional_response),
and say `Cache-Control: public, max-age=LABSITE_CDN_MAX_AGE` so a proxy or CDN may keep them
for a short time.

Templates are part of what a page is: the keys of pages and of template fragments
({% cache ... site_version %}) carry a digest of the template files as this process found them
when it started, so a template edit (an upgrade, a lab's override) shows on the first request
after a restart, even with a shared cache that outlives the restart.

A kept page is compressed once, when kept (labsite/compression.py: brotli and gzip), and sent
compressed to a browser that accepts it, with `Vary: Accept-Encoding`; each coding has its own
ETag. Nothing else is compressed: only kept pages are the same for every visitor (BREACH).
"""

import datetime
import functools
import hashlib
import math
import os
import threading
import time
from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.locmem import LocMemCache
from django.core.exceptions import EmptyResultSet, FullResultSet
from django.core.paginator import Paginator
from django.db import transaction
from django.db.models import Max, Min, Q
from django.http import HttpResponse, QueryDict, StreamingHttpResponse
from django.urls import get_script_prefix
from django.utils import timezone
from django.utils.cache import get_conditional_response, patch_cache_control, patch_vary_headers
from django.utils.functional import SimpleLazyObject, cached_property
from django.utils.http import http_date

from labsite import compression
from labsite.cache import BoundedLocMemCache
from labsite.metadata import site_root

VERSION_KEY = "labsite:site-version"
DATA_VERSION_KEY = "labsite:data-version"
# Not the site's content: logins, sessions, the admin's log, lockouts, the task queue's bookkeeping.
IGNORED_APPS = frozenset(
    {"sessions", "admin", "contenttypes", "auth", "axes", "staticsite", "django_tasks", "django_tasks_database"}
)
# A streamed export larger than this is sent but not kept.
MAX_CACHED_BYTES = 20 * 1024 * 1024
# Dates whose coming changes what the public pages show, as (model, field): a news item
# appears on its date (content.models.NewsQuerySet.published), a member is listed with the
# alumni once their `left` date has come (people.models.Person.is_alumni). Named, not
# imported: the page cache serves every app and depends on none. Every row counts, public or
# not: one too many only ends a page's stay early. (`joined` is not here: nothing shown
# changes on the day someone joins.)
DATE_DRIVEN_FIELDS = (("content.News", "date"), ("people.Person", "left"))
# The data an import reads and writes (people, their records and links, publications, venues, news,
# projects): a committed change of it moves the data version on (data_version). Named, not imported,
# as above. Not what no import reads: an edit's history, a password-reset throttle, the lab's identity,
# the site's own pages; nor the importer's and the sync's own rows (other apps).
DATA_APPS = frozenset({"people", "publications", "content"})
NOT_DATA_MODELS = frozenset({"people.editsnapshot", "people.passwordresetrequest", "people.lab", "content.page"})

_local = threading.local()


def _cache():
    return caches[getattr(settings, "PAGE_CACHE_ALIAS", "default")]


def _shared():
    """True when every server reads the same cache (anything but per-process memory)."""
    return not isinstance(_cache(), (LocMemCache, BoundedLocMemCache))


def _version_file():
    return Path(settings.LABSITE_VERSION_FILE)


def _data_version_file():
    path = _version_file()
    return path.with_name(f"{path.name}-data")


def current_version():
    """The site's version: nanoseconds since 1970 at its last change (0 before any)."""
    return _read_version(VERSION_KEY, _version_file())


def data_version():
    """The version of the site's data as committed: moved on only when a change of DATA_APPS' rows
    commits (never by a transaction rolled back, such as an import's dry run). What a plan made from
    the data is as old as (importer.review): unlike current_version, the importer's own bookkeeping,
    a login or another document planned leaves it as it is."""
    return _read_version(DATA_VERSION_KEY, _data_version_file())


def _read_version(key, path):
    if _shared():
        return _cache().get(key) or 0
    try:
        return os.stat(path).st_mtime_ns
    except FileNotFoundError:
        return 0


@functools.cache
def templates_digest():
    """A digest of every template file's name, size and modification time, taken once per process:
    the templates a process renders with are the ones it found when it started."""
    folders = [Path(folder) for engine in settings.TEMPLATES for folder in engine.get("DIRS", ())]
    folders += [Path(config.path) / "templates" for config in apps.get_app_configs()]
    digest = hashlib.sha256()
    for folder in folders:
        for path in sorted(folder.rglob("*")) if folder.is_dir() else ():
            if path.is_file():
                found = path.stat()
                digest.update(f"{path}\0{found.st_size}\0{found.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:12]


def site_version():
    """What a cached page or template fragment is as old as: the site's data and its templates."""
    return f"{current_version()}.{templates_digest()}"


def fragment_version(request=None):
    """The key every cached template fragment ({% cache ... site_version %}: an entry, a card) carries
    besides what it shows: the site's version, and the address the site is served at and whether it
    is the static copy, which a fragment's links name."""
    return f"{site_version()}:{site_root(request)}{get_script_prefix()}:{int(settings.LABSITE_STATIC_COPY)}"


def site_version_context(request):
    """Context processor: `site_version`, the key of a {% cache %} fragment (fragment_version), asked only
    when used and worked out once per request."""
    return {"site_version": SimpleLazyObject(lambda: fragment_version(request))}


def bump(*, data=True):
    """A new version now, and again when the current transaction commits.

    The second bump makes sure no page rendered from the data before the commit (by a
    request that ran meanwhile) is served afterwards. `data`: the change is of the site's
    data (DATA_APPS), so the data version moves on too, once it commits (at once outside a
    transaction; never if it is rolled back).
    """
    _bump_now()
    if transaction.get_connection().in_atomic_block:
        _local.due = True
        transaction.on_commit(_bump_once)  # one per change; only the first to run bumps
    if data:
        _local.data_due = True
        transaction.on_commit(_bump_data_once)  # Django drops it if the transaction is rolled back


def _bump_once():
    if getattr(_local, "due", False):
        _local.due = False
        _bump_now()


def _bump_data_once():
    if getattr(_local, "data_due", False):
        _local.data_due = False
        _bump_now(DATA_VERSION_KEY, _data_version_file())


def query_key(queryset):
    """The SQL of a queryset, to name what it counts; None for one that asks nothing of the database.

    Kept on the queryset for its query: a list's page names the same queryset for its count and its rows."""
    known = getattr(queryset, "labsite_query_key", None)
    if known is not None and known[0] is queryset.query:
        return known[1]
    try:
        key = str(queryset.query)
    except (EmptyResultSet, FullResultSet):
        key = None
    queryset.labsite_query_key = (queryset.query, key)  # not copied to a clone, whose query may change
    return key


def remembered(parts, compute, timeout=24 * 3600):
    """`compute()`, kept in the cache until the site's next change: for aggregates (a list's
    count, its chart) that every visitor of every page of a list would otherwise recount.

    `parts` name the value (e.g. the SQL of the query it answers); the site's version is
    part of the key, so a save or an import makes the next request count again.
    """
    if any(part is None for part in parts):
        return compute()
    return _remembered(parts, compute, timeout)


def _remembered(parts, compute, timeout):
    digest = hashlib.sha256(repr(parts).encode()).hexdigest()[:32]
    key = f"labsite:remembered:{current_version()}:{digest}"
    value = _cache().get(key)
    if value is None:
        value = compute()
        _cache().set(key, value, timeout)
    return value


class CountingPaginator(Paginator):
    """A paginator whose count is counted once per change of the site, not on every page view."""

    @cached_property
    def count(self):
        def count():
            return super(CountingPaginator, self).count  # Django's own count (no remembered value)

        rows = self.object_list
        while not hasattr(rows, "query") and hasattr(rows, "data"):  # django-tables2's rows wrap the queryset
            rows = rows.data
        if not hasattr(rows, "query"):  # a list, not a queryset
            return count()
        return remembered(("count", query_key(rows)), count)


def date_driven_changes():
    """(last, next): the start of the latest day on which a date in DATE_DRIVEN_FIELDS came,
    and of the next day on which one comes; either None when there is no such date.

    Days start at midnight in the site's time zone, as `timezone.localdate()` counts them.
    Asked of the database once per change of the site and per day, one query per field.
    """
    today = timezone.localdate()
    last, upcoming = remembered(("date-driven", today.isoformat()), lambda: _dates_around(today))
    return _start_of(last), _start_of(upcoming)


def _dates_around(today):
    passed, coming = [], []
    for label, field in DATE_DRIVEN_FIELDS:
        found = apps.get_model(label)._default_manager.aggregate(
            passed=Max(field, filter=Q(**{f"{field}__lte": today})),
            coming=Min(field, filter=Q(**{f"{field}__gt": today})),
        )
        passed.append(found["passed"])
        coming.append(found["coming"])
    return (
        max((day for day in passed if day is not None), default=None),
        min((day for day in coming if day is not None), default=None),
    )


def _start_of(day):
    if day is None:
        return None
    return timezone.make_aware(datetime.datetime.combine(day, datetime.time()))


def _bump_now(key=VERSION_KEY, path=None):
    now = time.time_ns()
    if _shared():
        _cache().set(key, now, None)  # one write: a nanosecond clock never repeats a version
        return
    path = path or _version_file()
    try:
        previous = os.stat(path).st_mtime_ns
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()
        previous = 0
    # Two changes within the file system's clock resolution still give two versions.
    os.utime(path, ns=(now, max(now, previous + 1000)))


def content_changed(sender, **kwargs):
    """Signal receiver: a save or delete of any of the site's records makes a new version."""
    meta = sender._meta
    if meta.app_label not in IGNORED_APPS:
        bump(data=meta.app_label in DATA_APPS and meta.label_lower not in NOT_DATA_MODELS)


def _skipped(request):
    if request.method != "GET" or not getattr(settings, "LABSITE_PAGE_CACHE", True):
        return True
    return request.path.startswith(tuple(settings.LABSITE_PAGE_CACHE_SKIP))


def _key(request, version):
    address = f"{request.scheme}://{request.get_host()}{request.get_full_path()}"
    # "page3": entries carry their compressed copies; a worker of the release before reads other keys.
    return f"labsite:page3:{version}.{templates_digest()}:{hashlib.sha1(address.encode()).hexdigest()}"


class ReadTrackingQueryDict(QueryDict):
    """request.GET that notes the names a page asks for ([name], get, getlist, `in`; items() asks for all).

    Passing the query on whole (`copy()`, `urlencode()`, as pagination links do) or asking
    whether there is one (`if request.GET`) names none: such a page is rendered for a made-up
    name, and not kept. Either way the cache's key is the whole address, so nothing is mixed up.
    """

    def __init__(self, *args, **kwargs):
        self.names_read = set()
        super().__init__(*args, **kwargs)
        self.names_read.clear()  # filling itself asked `name in self`

    def __getitem__(self, key):
        self.names_read.add(key)
        return super().__getitem__(key)

    def getlist(self, key, default=None):
        self.names_read.add(key)
        return super().getlist(key, default)

    def __contains__(self, key):
        self.names_read.add(key)
        return super().__contains__(key)


def _read_its_whole_query(request):
    """True when the page asked for every name in its query string (none for a plain address)."""
    query = request.GET
    return set(query) <= getattr(query, "names_read", set())


def _freshness(version):
    """(Last-Modified, fresh until), in seconds since 1970, for a page rendered now.

    The page last changed at the site's last change or when the latest date-driven date came,
    whichever is later; it stays right until the next such date comes, and is kept at most
    LABSITE_PAGE_CACHE_SECONDS.
    """
    now = timezone.now().timestamp()
    last_day, next_day = date_driven_changes()
    fresh_until = now + settings.LABSITE_PAGE_CACHE_SECONDS
    if next_day is not None:
        fresh_until = min(fresh_until, next_day.timestamp())
    changed = max(version // 1_000_000_000, int(last_day.timestamp()) if last_day else 0)
    return changed or None, fresh_until


def _timeout(fresh_until):
    return max(1, math.ceil(fresh_until - timezone.now().timestamp()))


def _cacheable(response):
    return (
        response.status_code == 200
        and not response.cookies
        and not response.has_header("Cache-Control")
        and "Cookie" not in response.get("Vary", "")
    )


def _coded_etag(etag, coding):
    """The ETag of one coding of a page: a compressed copy is other bytes, so another tag."""
    return etag if coding is None else f'{etag[:-1]}-{coding}"'


def _kept_headers(response):
    """The headers a kept page is sent with; its length is the length of the copy sent."""
    return [(name, value) for name, value in response.items() if name not in ("Set-Cookie", "Content-Length")]


def _send_coded(response, request, body, compressed):
    """Put in `response` the copy of `body` the browser accepts best; returns that coding (None: as is)."""
    coding = compression.accepted(request.META.get("HTTP_ACCEPT_ENCODING", ""), compressed)
    if coding is not None:
        body = compressed[coding]
        response["Content-Encoding"] = coding
    response.content = body
    response["Content-Length"] = str(len(body))
    return coding


def _public_cache_control(response, fresh_until):
    """A proxy or CDN keeps the page LABSITE_CDN_MAX_AGE seconds, never past the page's own freshness."""
    left = max(0, math.floor(fresh_until - timezone.now().timestamp()))
    patch_cache_control(response, public=True, max_age=min(settings.LABSITE_CDN_MAX_AGE, left))


def _public_response(request, response, etag, last_modified, fresh_until):
    """`response` with its validators and public caching headers, or a 304 with the same headers
    when the visitor's copy is still this one (Django's rules for If-None-Match, If-Modified-Since)."""
    patch_vary_headers(response, ("Accept-Encoding",))
    response["ETag"] = etag
    if last_modified:
        response["Last-Modified"] = http_date(last_modified)
    _public_cache_control(response, fresh_until)
    return get_conditional_response(request, etag=etag, last_modified=last_modified, response=response)


class PageCacheMiddleware:
    """Serve anonymous GETs from the cache; store what they render; 304 when the visitor has it."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if _skipped(request):
            return self.get_response(request)
        if settings.SESSION_COOKIE_NAME in request.COOKIES or "messages" in request.COOKIES:
            response = self.get_response(request)
            if not response.has_header("Cache-Control"):
                response["Cache-Control"] = "private, no-cache"
            return response
        version = current_version()
        key = _key(request, version)
        hit = _cache().get(key)
        if hit is not None and hit[5] > timezone.now().timestamp():
            return self._from_cache(request, *hit)
        # Worked out before the page is rendered: a day that starts meanwhile makes it stale at once.
        last_modified, fresh_until = _freshness(version)
        request.GET = ReadTrackingQueryDict(request.GET.urlencode(), encoding=request.GET.encoding)
        response = self.get_response(request)
        if not _cacheable(response):
            return response
        patch_vary_headers(response, ("Accept-Encoding",))
        headers = _kept_headers(response)
        if isinstance(response, StreamingHttpResponse):
            response.streaming_content = self._keep(
                response.streaming_content, request, key, headers, last_modified, fresh_until
            )
            _public_cache_control(response, fresh_until)
            return response
        if not _read_its_whole_query(request):
            return response  # sent, not kept: a name the page never asked for makes no other page
        body = response.content
        etag = f'"{hashlib.md5(body, usedforsecurity=False).hexdigest()}"'
        compressed = compression.encodings(body, response.get("Content-Type", ""))
        entry = (response.status_code, headers, body, etag, last_modified, fresh_until, compressed)
        _cache().set(key, entry, _timeout(fresh_until))
        etag = _coded_etag(etag, _send_coded(response, request, body, compressed))
        return _public_response(request, response, etag, last_modified, fresh_until)

    @staticmethod
    def _from_cache(request, status, headers, body, etag, last_modified, fresh_until, compressed):
        response = HttpResponse(status=status)
        for name, value in headers:
            response[name] = value
        etag = _coded_etag(etag, _send_coded(response, request, body, compressed))
        return _public_response(request, response, etag, last_modified, fresh_until)

    @staticmethod
    def _keep(chunks, request, key, headers, last_modified, fresh_until):
        """Pass a streamed download through, and keep it whole in the cache once it has all gone."""
        kept, size = [], 0
        for chunk in chunks:
            size += len(chunk)
            if size <= MAX_CACHED_BYTES:
                kept.append(chunk)
            yield chunk
        if size <= MAX_CACHED_BYTES and _read_its_whole_query(request):
            body = b"".join(kept)
            etag = f'"{hashlib.md5(body, usedforsecurity=False).hexdigest()}"'
            compressed = compression.encodings(body, dict(headers).get("Content-Type", ""))
            entry = (200, headers, body, etag, last_modified, fresh_until, compressed)
            _cache().set(key, entry, _timeout(fresh_until))
