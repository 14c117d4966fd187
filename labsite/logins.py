"""Login lockout (django-axes) as the site uses it: per username and client address."""

import ipaddress
import math

from axes.backends import AxesStandaloneBackend
from axes.helpers import get_client_username, get_cool_off, get_failure_limit
from django.conf import settings
from django.shortcuts import render


class LockoutBackend(AxesStandaloneBackend):
    """Refuses a locked-out username+address before any password is checked.

    Only logins made through a request (the login pages) are counted and locked;
    code that calls authenticate() without one (tests, a shell) is not a stranger.
    """

    def authenticate(self, request=None, *args, **kwargs):
        if request is None:
            return None
        return super().authenticate(request, *args, **kwargs)


def client_address(request):
    """The client's IP address: REMOTE_ADDR, or the last hop a trusted proxy added to X-Forwarded-For.

    Behind the site's proxy every request comes from the proxy; without this all
    strangers' failed logins would count against one address.
    """
    remote = request.META.get("REMOTE_ADDR", "")
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    if forwarded and ("*" in settings.TRUSTED_PROXIES or remote in settings.TRUSTED_PROXIES):
        candidate = forwarded.split(",")[-1].strip()
        try:
            return str(ipaddress.ip_address(candidate))
        except ValueError:
            pass
    return remote or None


def lockout_response(request, original_response=None, credentials=None):
    """The "too many failed logins" page (AXES_LOCKOUT_TEMPLATE), a 429 saying when to try again.

    django-axes' own page has no Retry-After; it is made here (AXES_LOCKOUT_CALLABLE) with the
    same context. The cool-off counts from the last failure, so the whole of it is the wait.
    """
    cool_off = get_cool_off(request)
    context = {
        "failure_limit": get_failure_limit(request, credentials),
        "username": get_client_username(request, credentials) or "",
        "cooloff_timedelta": cool_off,
    }
    response = render(request, settings.AXES_LOCKOUT_TEMPLATE, context, status=429)
    if cool_off:
        response["Retry-After"] = str(math.ceil(cool_off.total_seconds()))
    return response
