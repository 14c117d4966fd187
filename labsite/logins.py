"""Login lockout (django-axes) as the site uses it: per username and client address."""

import ipaddress

from axes.backends import AxesStandaloneBackend
from django.conf import settings


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
