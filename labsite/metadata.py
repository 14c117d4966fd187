"""Absolute addresses and JSON-LD, shared by pages, feeds, sitemaps and exports.

Addresses are built from settings.LAB_URL when it is set (the address the lab
publishes, e.g. https://lab.example.edu), else from the request.
"""

import json
from functools import lru_cache
from urllib.parse import urlsplit

from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.urls import get_script_prefix, reverse
from django.utils.html import format_html
from django.utils.safestring import mark_safe

# What json.dumps leaves that could end a <script> element or start a comment in it.
_SCRIPT_ESCAPES = {ord("<"): "\\u003C", ord(">"): "\\u003E", ord("&"): "\\u0026"}


def site_root(request=None):
    """'https://lab.example.edu' without a trailing slash; '' when nothing says where the site is."""
    if settings.LAB_URL:
        parts = urlsplit(settings.LAB_URL.strip())
        if parts.scheme and parts.netloc:
            return f"{parts.scheme}://{parts.netloc}"
    if request is not None:
        # Kept on the request: a list asks for it once per entry, and get_host() checks ALLOWED_HOSTS.
        root = getattr(request, "_labsite_site_root", None)
        if root is None:
            root = request._labsite_site_root = f"{request.scheme}://{request.get_host()}"
        return root
    return ""


def reverse_cached(name, *args):
    """reverse(name, args=args), worked out once per process for the same URL configuration: the same
    on every page (the menu's addresses), or in every list, CV, feed and sitemap (a publication's).

    The URL configuration is settings.ROOT_URLCONF: labsite gives no request a URLconf of its own
    (`request.urlconf`), and asking Django for the current one on each of a list's hundreds of links
    costs more than the rest of the look-up."""
    return _reverse(name, args, settings.ROOT_URLCONF, get_script_prefix())


@lru_cache(maxsize=8192)
def _reverse(name, args, urlconf, prefix):
    return reverse(name, args=args, urlconf=urlconf)


def absolute_url(path, request=None):
    if not path or urlsplit(path).scheme:
        return path
    return site_root(request) + path


def json_ld(data):
    """A `<script type="application/ld+json">` element no field can break out of."""
    text = json.dumps(data, cls=DjangoJSONEncoder, ensure_ascii=False, indent=None).translate(_SCRIPT_ESCAPES)
    return format_html('<script type="application/ld+json">{}</script>', mark_safe(text))


def json_ld_text(value):
    """`value` as json_ld() prints it inside a string of the JSON (quotes escaped, no closing tag)."""
    return json.dumps(value, ensure_ascii=False)[1:-1].translate(_SCRIPT_ESCAPES)
