"""The one table of profile-link hosts: which label a link to a profile site gets.

Every parser that meets a link to a person's page elsewhere (GitHub, Google
Scholar, ORCID, ...) labels it here, so a markdown homepage, an HTML page, a
YAML CV and a publication list give the same link the same label.
"""

from __future__ import annotations

import re
from urllib.parse import urljoin

__all__ = [
    "HOST_LABELS",
    "NETWORK_LABELS",
    "NETWORK_URLS",
    "host_label",
    "link_label",
    "network_url",
    "is_relative",
    "profile_link_label",
    "resolve_relative_links",
]

# (a piece of the address, label): the first that occurs in the lower-cased URL wins.
HOST_LABELS = (
    ("scholar.google.", "Google Scholar"),
    ("github.com", "GitHub"),
    ("github.io", "Homepage"),
    ("gitlab.com", "GitLab"),
    ("orcid.org", "ORCID"),
    ("twitter.com", "Twitter"),
    ("//x.com", "Twitter"),
    ("www.x.com", "Twitter"),
    ("linkedin.com", "LinkedIn"),
    ("dblp.", "DBLP"),
    ("semanticscholar.org", "Semantic Scholar"),
    ("researchgate.net", "ResearchGate"),
    ("youtube.com", "YouTube"),
    ("bsky.app", "Bluesky"),
    ("openreview.net/profile", "OpenReview"),
    ("huggingface.co", "Hugging Face"),
    ("zhihu.com", "Zhihu"),
    ("mathgenealogy.org", "Math Genealogy"),
)
# Icon names, social-network keys and words that say which site a link is for.
NETWORK_LABELS = {
    "github": "GitHub",
    "google-scholar": "Google Scholar",
    "googlescholar": "Google Scholar",
    "google scholar": "Google Scholar",
    "scholar": "Google Scholar",
    "orcid": "ORCID",
    "twitter": "Twitter",
    "x": "Twitter",
    "x-twitter": "Twitter",
    "linkedin": "LinkedIn",
    "linkedin-in": "LinkedIn",
    "dblp": "DBLP",
    "researchgate": "ResearchGate",
    "gitlab": "GitLab",
    "youtube": "YouTube",
    "homepage": "Homepage",
    "website": "Homepage",
    "web": "Homepage",
    "blog": "Homepage",
    "home": "Homepage",
    "globe": "Homepage",
    "cv": "CV",
    "ai": "Google Scholar",
    "graduation-cap": "Google Scholar",
    "semantic-scholar": "Semantic Scholar",
    "bluesky": "Bluesky",
    "mastodon": "Mastodon",
    "openreview": "OpenReview",
}
# A network's address for a bare user name ("github: jdoe").
NETWORK_URLS = {
    "GitHub": "https://github.com/{}",
    "Twitter": "https://twitter.com/{}",
    "LinkedIn": "https://www.linkedin.com/in/{}",
    "ORCID": "https://orcid.org/{}",
    "Google Scholar": "https://scholar.google.com/citations?user={}",
    "GitLab": "https://gitlab.com/{}",
}
_USER_NAME_RE = re.compile(r"[\w.\-]{1,100}")


def host_label(url: str) -> str | None:
    """The label of a known profile site from its address, or None."""
    lowered = (url or "").lower()
    return next((label for host, label in HOST_LABELS if host in lowered), None)


def link_label(url: str, hint: str = "") -> str:
    """The label of a profile link: the site's (GitHub, Google Scholar, ...), else the hint's, else Homepage."""
    found = host_label(url)
    if found and found != "Homepage":
        return found
    hint = (hint or "").strip()
    hint_label = NETWORK_LABELS.get(hint.lower())
    if hint_label:
        return hint_label
    return hint.title() if hint and hint.lower() not in ("link", "url") else "Homepage"


def network_url(label: str, user_name: str) -> str | None:
    """https://github.com/jdoe for ("GitHub", "jdoe"); None for an unknown network or an odd name."""
    template = NETWORK_URLS.get(label)
    user_name = (user_name or "").strip().lstrip("@")
    return template.format(user_name) if template and _USER_NAME_RE.fullmatch(user_name) else None


_SCHEME_RE = re.compile(r"^[a-z][a-z0-9+.-]*:|^//", re.I)


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


# Addresses that are a person's own page on a profile site (not a repository, a post or a paper).
_PROFILE_URLS = (
    (re.compile(r"^https?://(?:www\.)?github\.com/[\w.-]+/?$", re.I), "GitHub"),
    (re.compile(r"^https?://(?:www\.)?gitlab\.com/[\w.-]+/?$", re.I), "GitLab"),
    (re.compile(r"^https?://scholar\.google\.[a-z.]+/citations\?(?:.*&)?user=[\w-]+", re.I), "Google Scholar"),
    (re.compile(r"^https?://(?:www\.)?orcid\.org/\d{4}-\d{4}-\d{4}-\d{3}[\dX]/?$", re.I), "ORCID"),
    (re.compile(r"^https?://(?:[a-z]{2,3}\.)?linkedin\.com/in/[\w%-]+/?$", re.I), "LinkedIn"),
    (re.compile(r"^https?://(?:www\.)?(?:twitter|x)\.com/\w{1,30}/?$", re.I), "Twitter"),
    (re.compile(r"^https?://dblp\.(?:org|uni-trier\.de)/(?:pid|pers)/", re.I), "DBLP"),
    (re.compile(r"^https?://(?:www\.)?semanticscholar\.org/author/", re.I), "Semantic Scholar"),
    (re.compile(r"^https?://(?:www\.)?researchgate\.net/profile/[\w-]+/?$", re.I), "ResearchGate"),
    (re.compile(r"^https?://openreview\.net/profile\?id=", re.I), "OpenReview"),
)


def profile_link_label(url: str) -> str | None:
    """The site's label when `url` is a person's own profile there ('https://github.com/jdoe'), else None."""
    url = (url or "").strip()
    return next((label for pattern, label in _PROFILE_URLS if pattern.match(url)), None)
