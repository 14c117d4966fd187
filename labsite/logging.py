"""Request logging: one line per request, and no tracebacks for a client's mistake."""

import logging
import time

from django.conf import settings

logger = logging.getLogger("labsite.requests")


class RequestLogMiddleware:
    """`GET /people/ 200 12ms user=7` for each request that reaches Django.

    Placed after WhiteNoise, so static files never get here; uploaded media
    (served by Django in a small setup) are left out too.
    """

    def __init__(self, get_response):
        self.get_response = get_response
        self.quiet_prefixes = tuple(p for p in ("/" + settings.STATIC_URL.lstrip("/"), settings.MEDIA_URL) if p)

    def __call__(self, request):
        started = time.monotonic()
        response = self.get_response(request)
        if logger.isEnabledFor(logging.INFO) and not request.path.startswith(self.quiet_prefixes):
            user = getattr(request, "user", None)
            user_id = user.pk if user is not None and user.is_authenticated else "-"
            logger.info(
                "%s %s %s %dms user=%s",
                request.method,
                request.get_full_path()[:300],
                response.status_code,
                (time.monotonic() - started) * 1000,
                user_id,
            )
        return response


class NoClientErrorTraceback(logging.Filter):
    """A 4xx response (403 Permission denied, 400 bad request, ...) logs one line, no traceback.

    Django logs a PermissionDenied with its exception attached; a stranger poking at the
    admin would otherwise fill the console with tracebacks.
    """

    def filter(self, record):
        status = getattr(record, "status_code", None)
        if status is not None and 400 <= status < 500 and record.exc_info:
            record.exc_info = None
            record.exc_text = None
        if record.name.startswith("django.security") and record.exc_info:
            record.exc_info = None
            record.exc_text = None
        return True
