"""The page cache: anonymous GETs of public pages, feeds and exports served from the cache.

Every cached page is keyed by the site's version, a number that any save or delete of
the site's records (and every import) changes: a page is never older than the last
change, with no list of pages to forget. Logged-in visitors (anyone with a session
cookie) always get a fresh page, marked `private`.

Where the version lives: in the cache itself when the cache is shared (Redis), so every
server sees a change at once; with the default per-process memory cache, in the
modification time of a small file (`LABSITE_VERSION_FILE`), which every worker process
on the machine sees.

Cached pages carry an ETag and a Last-Modified (the time of the last change), answer
conditional GETs with 304, and say `Cache-Control: public, max-age=LABSITE_CDN_MAX_AGE`
so a proxy or CDN may keep them for a short time.
"""

import hashlib
import os
import threading
import time
from pathlib import Path

from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.locmem import LocMemCache
from django.core.exceptions import EmptyResultSet, FullResultSet
from django.core.paginator import Paginator
from django.db import transaction
from django.http import HttpResponse, HttpResponseNotModified, StreamingHttpResponse
from django.utils.functional import cached_property
from django.utils.http import http_date, parse_http_date_safe

from labsite import buildcache

VERSION_KEY = "labsite:site-version"
# Not the site's content: logins, sessions, the admin's log, lockouts, the task queue's bookkeeping.
IGNORED_APPS = frozenset(
    {"sessions", "admin", "contenttypes", "auth", "axes", "staticsite", "django_tasks", "django_tasks_database"}
)
# A streamed export larger than this is sent but not kept.
MAX_CACHED_BYTES = 20 * 1024 * 1024

_local = threading.local()


def _cache():
    return caches[getattr(settings, "PAGE_CACHE_ALIAS", "default")]


def _shared():
    """True when every server reads the same cache (anything but per-process memory)."""
    return not isinstance(_cache(), LocMemCache)


def _version_file():
    return Path(settings.LABSITE_VERSION_FILE)


def current_version():
    """The site's version: nanoseconds since 1970 at its last change (0 before any)."""
    if _shared():
        return _cache().get(VERSION_KEY) or 0
    try:
        return os.stat(_version_file()).st_mtime_ns
    except FileNotFoundError:
        return 0


def bump():
    """A new version now, and again when the current transaction commits.

    The second bump makes sure no page rendered from the data before the commit (by a
    request that ran meanwhile) is served afterwards.
    """
    _bump_now()
    if transaction.get_connection().in_atomic_block:
        _local.due = True
        transaction.on_commit(_bump_once)  # one per change; only the first to run bumps


def _bump_once():
    if getattr(_local, "due", False):
        _local.due = False
        _bump_now()


def query_key(queryset):
    """The SQL of a queryset, to name what it counts; None for one that asks nothing of the database.

    Kept on the queryset for its query: a list's page names the same queryset for its count and its rows."""
    known = queryset.__dict__.get("_labsite_query_key")
    if known is not None and known[0] is queryset.query:
        return known[1]
    try:
        key = str(queryset.query)
    except (EmptyResultSet, FullResultSet):
        key = None
    queryset.__dict__["_labsite_query_key"] = (queryset.query, key)
    return key


def remembered(parts, compute, timeout=24 * 3600):
    """`compute()`, kept in the cache until the site's next change: for aggregates (a list's
    count, its chart) that every visitor of every page of a list would otherwise recount.

    `parts` name the value (e.g. the SQL of the query it answers); the site's version is
    part of the key, so a save or an import makes the next request count again. A static build
    keeps the value in the process as well (labsite/buildcache.py): not read back from the cache
    (unpickled) on each of its pages.
    """
    if any(part is None for part in parts):
        return compute()
    return buildcache.value("remembered", repr(parts), lambda: _remembered(parts, compute, timeout))


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
            return Paginator.count.func(self)

        rows = self.object_list
        while not hasattr(rows, "query") and hasattr(rows, "data"):  # django-tables2's rows wrap the queryset
            rows = rows.data
        if not hasattr(rows, "query"):  # a list, not a queryset
            return count()
        return remembered(("count", query_key(rows)), count)


def _bump_now():
    now = time.time_ns()
    if _shared():
        _cache().set(VERSION_KEY, now, None)  # one write: a nanosecond clock never repeats a version
        return
    path = _version_file()
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
    if sender._meta.app_label not in IGNORED_APPS:
        bump()


def _skipped(request):
    if request.method != "GET" or not getattr(settings, "LABSITE_PAGE_CACHE", True):
        return True
    return request.path.startswith(tuple(settings.LABSITE_PAGE_CACHE_SKIP))


def _key(request, version):
    address = f"{request.scheme}://{request.get_host()}{request.get_full_path()}"
    return f"labsite:page:{version}:{hashlib.sha1(address.encode()).hexdigest()}"


def _cacheable(response):
    return (
        response.status_code == 200
        and not response.cookies
        and not response.has_header("Cache-Control")
        and "Cookie" not in response.get("Vary", "")
    )


def _not_modified(request, etag, last_modified):
    if_none_match = request.META.get("HTTP_IF_NONE_MATCH")
    if if_none_match is not None:
        return etag in [tag.strip() for tag in if_none_match.split(",")] or if_none_match.strip() == "*"
    since = parse_http_date_safe(request.META.get("HTTP_IF_MODIFIED_SINCE", ""))
    return since is not None and last_modified is not None and since >= last_modified


def _public_headers(response, etag, last_modified):
    response["ETag"] = etag
    if last_modified:
        response["Last-Modified"] = http_date(last_modified)
    response["Cache-Control"] = f"public, max-age={settings.LABSITE_CDN_MAX_AGE}"


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
        last_modified = version // 1_000_000_000 or None
        key = _key(request, version)
        hit = _cache().get(key)
        if hit is not None:
            status, headers, body, etag = hit
            if _not_modified(request, etag, last_modified):
                response = HttpResponseNotModified()
                _public_headers(response, etag, last_modified)
                return response
            response = HttpResponse(body, status=status)
            for name, value in headers:
                response[name] = value
            _public_headers(response, etag, last_modified)
            return response
        response = self.get_response(request)
        if not _cacheable(response):
            return response
        headers = [(name, value) for name, value in response.items() if name not in ("Set-Cookie",)]
        if isinstance(response, StreamingHttpResponse):
            response.streaming_content = self._keep(response.streaming_content, key, headers, last_modified)
            response["Cache-Control"] = f"public, max-age={settings.LABSITE_CDN_MAX_AGE}"
            return response
        etag = f'"{hashlib.md5(response.content, usedforsecurity=False).hexdigest()}"'
        _cache().set(key, (response.status_code, headers, response.content, etag), settings.LABSITE_PAGE_CACHE_SECONDS)
        _public_headers(response, etag, last_modified)
        if _not_modified(request, etag, last_modified):
            not_modified = HttpResponseNotModified()
            _public_headers(not_modified, etag, last_modified)
            return not_modified
        return response

    @staticmethod
    def _keep(chunks, key, headers, last_modified):
        """Pass a streamed download through, and keep it whole in the cache once it has all gone."""
        kept, size = [], 0
        for chunk in chunks:
            size += len(chunk)
            if size <= MAX_CACHED_BYTES:
                kept.append(chunk)
            yield chunk
        if size <= MAX_CACHED_BYTES:
            body = b"".join(kept)
            etag = f'"{hashlib.md5(body, usedforsecurity=False).hexdigest()}"'
            _cache().set(key, (200, headers, body, etag), settings.LABSITE_PAGE_CACHE_SECONDS)
