"""The links of a page the static build rewrites: found in its HTML, the ones it drops, and the file
each address is written to."""

import re
from urllib.parse import parse_qsl, unquote, urlencode

# The query parameters that show the same list another way; a filter's are not kept.
KEPT_PARAMS = ("page", "view", "group", "format")
EXTENSIONS = {"bib": "bib", "json": "json", "ris": "ris", "csv": "csv"}
LIST_RE = re.compile(r"^/(?:publications|venues/[-a-zA-Z0-9_]+)/$")  # lists with a download address
_ADMIN_HREF_RE = re.compile(r'href="/(?:admin|accounts)/[^"]*"')  # and a space before it goes too


def split_links(html):
    """[text, attribute, address, text, attribute, address, ..., text]: `html` cut at each
    `href="..."` and `src="..."`, as re.split with `(href|src)="([^"]*)"` cuts it, in less time
    (str.find's search, not the regular expression's trial at every character)."""
    pieces, start, find = [], 0, html.find
    href, src = find('href="'), find('src="')
    while href >= 0 or src >= 0:
        if src < 0 or 0 <= href < src:
            at, name, opened = href, "href", href + 6
        else:
            at, name, opened = src, "src", src + 5
        closed = find('"', opened)
        if closed < 0:  # no closing quote: nothing after this is an address either
            break
        pieces += (html[start:at], name, html[opened:closed])
        start = closed + 1
        if href < start:  # each is searched for again only once passed
            href = find('href="', start) if href >= 0 else -1
        if src < start:
            src = find('src="', start) if src >= 0 else -1
    pieces.append(html[start:])
    return pieces


def without_admin_links(html):
    """`html` without its links to the admin (` href="/admin/..."`, the space before included)."""
    pieces, start = [], 0
    for match in _ADMIN_HREF_RE.finditer(html):
        if match.start() > 0 and html[match.start() - 1].isspace():
            pieces.append(html[start : match.start() - 1])
            start = match.end()
    return "".join(pieces) + html[start:] if pieces else html


def file_for(path, query):
    """The file (relative to OUT) that holds the address `path?query`."""
    params = sorted((name, value) for name, value in parse_qsl(query) if name in KEPT_PARAMS and value)
    path = unquote(path)
    fmt = dict(params).get("format")
    if fmt in EXTENSIONS and LIST_RE.match(path):
        return list_download(path, fmt).lstrip("/")
    if params:
        name = "_".join(f"{n}-{_safe(v)}" for n, v in params if not (n == "format" and fmt in EXTENSIONS))
        folder = path.rstrip("/") + "/q/"
        if fmt in EXTENSIONS:
            return (folder + (name or "all") + "." + EXTENSIONS[fmt]).lstrip("/")
        return (folder + name + "/index.html").lstrip("/")
    if path.endswith("/"):
        return (path + "index.html").lstrip("/")
    return path.lstrip("/")


def list_download(path, fmt):
    """A whole list's `?format=` download is the list's own download address (/venues/osdi/ -> /venues/osdi.bib):
    the same file, rendered once (the download is the whole list whatever page or view it is asked from)."""
    return path.rstrip("/") + "." + EXTENSIONS[fmt]


def _safe(value):
    return re.sub(r"[^A-Za-z0-9._-]+", "-", value)[:60] or "-"


def kept_query(query):
    return urlencode(sorted((n, v) for n, v in parse_qsl(query) if n in KEPT_PARAMS and v))
