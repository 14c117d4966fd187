"""Compressed copies of the pages the page cache keeps (labsite/pagecache.py), made once when kept.

Only pages that are the same for every visitor are compressed: a response that carries a
secret (a CSRF token, a logged-in visitor's data) next to text an attacker can make the page
repeat would let the compressed size give the secret away (BREACH). The page cache keeps no
such page: none with a cookie, none for a visitor with a session.

Brotli when the `brotli` package is installed and the browser accepts it, else gzip.
"""

import gzip

try:
    import brotli
except ImportError:  # an optional speed-up: gzip alone is enough
    brotli = None

# Smaller than this, compressing saves less than the headers it adds.
MIN_BYTES = 512
# Brotli's strongest setting makes about half a megabyte a second; a large download uses a fast one.
STRONGEST_UP_TO = 512 * 1024
COMPRESSIBLE_TYPES = frozenset(
    {
        "application/json",
        "application/xml",
        "application/javascript",
        "application/x-bibtex",
        "application/x-research-info-systems",
        "image/svg+xml",
    }
)


def compressible(content_type):
    """True for text: pages, feeds, stylesheets, and the publication exports (BibTeX, RIS, CSV, CSL-JSON)."""
    media_type = content_type.split(";", 1)[0].strip().lower()
    return media_type.startswith("text/") or media_type in COMPRESSIBLE_TYPES or media_type.endswith(("+json", "+xml"))


def encodings(body, content_type):
    """{"br": bytes, "gzip": bytes}: the compressed copies of `body` worth sending, maybe none."""
    if len(body) < MIN_BYTES or not compressible(content_type):
        return {}
    copies = {"gzip": gzip.compress(body, compresslevel=6, mtime=0)}
    if brotli is not None:
        copies["br"] = brotli.compress(body, mode=brotli.MODE_TEXT, quality=11 if len(body) <= STRONGEST_UP_TO else 5)
    return {name: copy for name, copy in copies.items() if len(copy) < len(body)}


def accepted(accept_encoding, available):
    """The coding of `available` the browser's Accept-Encoding prefers (brotli before gzip); None for none.

    `gzip;q=0` refuses gzip; `*` accepts any coding the header does not name.
    """
    weights = {}
    for part in accept_encoding.split(","):
        name, _, params = part.partition(";")
        name = name.strip().lower()
        if not name:
            continue
        weight = 1.0
        for param in params.split(";"):
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0  # a header we cannot read accepts nothing it might not mean
        weights[name] = weight
    for name in ("br", "gzip"):
        if name in available and weights.get(name, weights.get("*", 0.0)) > 0:
            return name
    return None
