"""The links of a page the static build rewrites: found in its HTML, and the ones it drops."""

import re

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
