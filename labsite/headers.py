"""Security headers on every response: Content-Security-Policy and Permissions-Policy.

The policies are settings (CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY); a view that
needs another policy sets the header itself and this middleware leaves it alone.

The site's stylesheet is put inline in every page's <head> (`{% inline_stylesheet %}`), so
the first paint waits for no other request; the policy allows exactly that text, by its
SHA-256 hash in `style-src`, and no other inline style.
"""

import base64
import functools
import hashlib
import os

from django.conf import settings
from django.contrib.staticfiles import finders

# Static files pages carry inline, their hashes added to the policy's style-src.
INLINE_STYLESHEETS = ("css/site.css",)


def inline_stylesheet(path):
    """(text, 'sha256-...' source) of a stylesheet of INLINE_STYLESHEETS, read again when the file changes."""
    if path not in INLINE_STYLESHEETS:
        raise ValueError(f"{path!r} is not in labsite.headers.INLINE_STYLESHEETS: the policy would block it inline.")
    found = finders.find(path)
    if not found:
        raise FileNotFoundError(f"The static file {path!r} is not found in STATICFILES_DIRS or any app.")
    return _read(found, os.stat(found).st_mtime_ns)


@functools.lru_cache(maxsize=8)
def _read(filename, _mtime_ns):
    with open(filename, encoding="utf-8") as handle:
        text = handle.read()
    if "</style" in text.lower():
        raise ValueError(f"{filename} contains “</style”: it cannot be put inline.")
    digest = base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()
    return text, f"'sha256-{digest}'"


def content_security_policy():
    """CONTENT_SECURITY_POLICY with the hashes of the inline stylesheets in its style-src."""
    policy = settings.CONTENT_SECURITY_POLICY
    hashes = " ".join(inline_stylesheet(path)[1] for path in INLINE_STYLESHEETS)
    return _with_style_hashes(policy, hashes)


@functools.lru_cache(maxsize=8)
def _with_style_hashes(policy, hashes):
    directives = [directive.strip() for directive in policy.split(";") if directive.strip()]
    names = [directive.split()[0].lower() for directive in directives]
    if "style-src" in names:
        index = names.index("style-src")
        directives[index] = f"{directives[index]} {hashes}"
    elif "default-src" in names:  # style-src falls back to default-src: keep what it allows, add the hashes
        sources = directives[names.index("default-src")].split(None, 1)[1:]
        directives.append(" ".join(["style-src", *sources, hashes]))
    return "; ".join(directives)


class SecurityHeadersMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if settings.CONTENT_SECURITY_POLICY:
            response.headers.setdefault("Content-Security-Policy", content_security_policy())
        if settings.PERMISSIONS_POLICY:
            response.headers.setdefault("Permissions-Policy", settings.PERMISSIONS_POLICY)
        return response
