"""Which label a link to a profile site gets, and the document's relative links made absolute.

Every parser that meets a link to a person's page elsewhere (GitHub, Google Scholar, ORCID, ...)
labels it here, from the one table of networks (labsite.networks) that member pages show them by,
so a markdown homepage, an HTML page, a YAML or LaTeX CV and a site's configuration give the same
link the same label, and the site shows it under that name.
"""

from __future__ import annotations

import re
from urllib.parse import urljoin

from labsite.networks import NETWORKS, network_at, network_called, network_url, profile_network

from . import lazy_re

__all__ = [
    "HOST_LABELS",
    "NETWORK_LABELS",
    "host_label",
    "link_label",
    "network_url",
    "is_relative",
    "profile_link_label",
    "resolve_relative_links",
]

# A person's own site on a host that also names a network (github.io is not GitHub the network).
_HOMEPAGE_HOSTS = ("github.io",)
# (a piece of the address, label): the networks' hosts (labsite.networks), and the personal sites.
HOST_LABELS = tuple((host, "Homepage") for host in _HOMEPAGE_HOSTS) + tuple(
    (host, network.name) for network in NETWORKS for host in network.hosts
)
# Words of a link's icon or key that name no network but say what the link is.
_PAGE_WORDS = {
    "homepage": "Homepage",
    "website": "Homepage",
    "web": "Homepage",
    "blog": "Homepage",
    "home": "Homepage",
    "globe": "Homepage",
    "cv": "CV",
}
# Icon names, social-network keys and words that say which site a link is for.
NETWORK_LABELS = {
    **{word: network.name for network in NETWORKS for word in (*network.words, network.name.lower())},
    **_PAGE_WORDS,
}


def host_label(url: str) -> str | None:
    """The label of a known profile site from its address, or None."""
    lowered = (url or "").lower()
    if any(host in lowered for host in _HOMEPAGE_HOSTS):
        return "Homepage"
    network = network_at(url)
    return network.name if network else None


def link_label(url: str, hint: str = "") -> str:
    """The label of a profile link: the site's (GitHub, Google Scholar, ...), else the hint's, else Homepage."""
    found = host_label(url)
    if found and found != "Homepage":
        return found
    hint = (hint or "").strip()
    named = network_called(hint)
    hint_label = named.name if named else _PAGE_WORDS.get(hint.lower())
    if hint_label:
        return hint_label
    return hint.title() if hint and hint.lower() not in ("link", "url") else "Homepage"


_SCHEME_RE = lazy_re.compile(r"^[a-z][a-z0-9+.-]*:|^//", re.I)


def is_relative(url: str) -> bool:
    """'papers/x.pdf', '/assets/pdf/x.pdf', '../cv.pdf': an address on the document's own site."""
    url = (url or "").strip()
    return bool(url) and not _SCHEME_RE.match(url) and not url.startswith("#") and not url.lower().startswith("www.")


def resolve_relative_links(document, base_url: str | None, dropped: list[str] | None = None) -> None:
    """Relative links of a parsed document made absolute against `base_url`, or left out with a warning.

    A relative address means nothing once the text leaves its site; stored as
    given it would be a broken link. A document read in pieces passes `dropped`, which
    collects what was left out, and warns once at its end (relative_links_warning).
    """
    base = (base_url or "").strip()
    if base and not base.endswith("/"):
        base += "/"
    left_out: list[str] = [] if dropped is None else dropped
    holders = [p.links for p in document.publications]
    if document.profile is not None:
        holders.append(document.profile.links)
    for links in holders:
        kept = []
        for link in links:
            if not is_relative(link.url):
                kept.append(link)
            elif base:
                link.url = urljoin(base, link.url.strip())
                kept.append(link)
            else:
                left_out.append(link.url)
        links[:] = kept
    if dropped is None and left_out:
        document.warnings.append(relative_links_warning(document.source_name, left_out))


def relative_links_warning(source_name: str, dropped: list[str]) -> str:
    return (
        f"{source_name}: {len(dropped)} relative link(s) left out (e.g. {dropped[0]!r}); "
        "give --base-url with the site's address to keep them"
    )


def profile_link_label(url: str) -> str | None:
    """The site's label when `url` is a person's own profile there ('https://github.com/jdoe'), else None."""
    network = profile_network(url)
    return network.name if network else None
