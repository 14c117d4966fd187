"""/healthz for load balancers and monitors."""

import logging
import uuid

from django.core.cache import cache
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import connection
from django.http import JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)


def _database():
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()


def _cache():
    key = f"labsite-healthz-{uuid.uuid4().hex}"
    cache.set(key, "ok", 10)
    if cache.get(key) != "ok":
        raise RuntimeError("the value written was not read back")
    cache.delete(key)


def _storage():
    name = default_storage.save(f"healthz/{uuid.uuid4().hex}.txt", ContentFile(b"ok"))
    try:
        with default_storage.open(name) as handle:
            if handle.read() != b"ok":
                raise RuntimeError("the file written was not read back")
    finally:
        default_storage.delete(name)


CHECKS = {"database": _database, "cache": _cache, "storage": _storage}


@never_cache
@require_GET
def healthz(request):
    """200 {"status": "ok", ...} when the database, cache and storage answer; 503 naming what failed.

    No login; shows no setting, path or error text (those go to the log).
    """
    results = {}
    for name, check in CHECKS.items():
        try:
            check()
        except Exception:
            logger.exception("healthz: the %s check failed", name)
            results[name] = "failing"
        else:
            results[name] = "ok"
    healthy = all(value == "ok" for value in results.values())
    return JsonResponse({"status": "ok" if healthy else "failing", "checks": results}, status=200 if healthy else 503)
