"""Uploaded files, when Django serves them (LABSITE_SERVE_MEDIA: a small setup with no web server in front)."""

import re

from django.conf import settings
from django.views.static import serve

# A photo's sizes and their WebP/AVIF copies (labsite/renditions.py) are stored under a new random
# name at every upload (people.photos.encoded_sizes), and the storage never writes over a file:
# the bytes at such an address never change.
IMMUTABLE_NAME_RE = re.compile(r"photos/[0-9a-f]{32}-[0-9]+(?:\.w[0-9]+)?\.(?:jpg|png|webp|avif)")
IMMUTABLE = "public, max-age=31536000, immutable"


def serve_media(request, path):
    """Django's `serve` of MEDIA_ROOT, telling browsers and proxies to keep an uploaded photo for a year."""
    response = serve(request, path, document_root=settings.MEDIA_ROOT)
    if IMMUTABLE_NAME_RE.fullmatch(path):
        response["Cache-Control"] = IMMUTABLE
    return response
