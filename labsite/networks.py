"""The profile networks (GitHub, Google Scholar, ORCID, X, ...): the one table that says which network
an address, a word or a user name is on, and what the network is called.

Member pages read it for a link's icon and name, JSON Resume for its `profiles`, and the importer's
parsers for the label of a link found in a document, so a link shows under the same name whichever
way it came in. Plain Python that imports nothing: the importer's parsers import no Django and no
app, and the people app never imports the importer, so the table both read lives here, beside them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["NETWORKS", "Network", "network_at", "network_called", "network_of", "network_url", "profile_network"]


@dataclass(frozen=True)
class Network:
    name: str  # what visitors read, and the label an imported link gets
    icon: str  # a symbol of people/templatetags/icons.py; the globe for a network without its own
    hosts: tuple[str, ...]  # pieces of a lower-cased address that say the network
    words: tuple[str, ...] = ()  # icon names, keys and words documents name it by, lower-case
    user_url: str | None = None  # the address of a bare user name ("github: jdoe")
    profile: str | None = None  # a person's own page there (not a repository, a post or a paper)


_HTTP = r"^https?://"
# In this order: the first network one of whose hosts occurs in an address is the address's.
NETWORKS = (
    Network(
        "Google Scholar",
        "scholar",
        ("scholar.google.",),
        ("scholar", "google-scholar", "googlescholar", "google_scholar", "ai", "graduation-cap"),
        "https://scholar.google.com/citations?user={}",
        _HTTP + r"scholar\.google\.[a-z.]+/citations\?(?:.*&)?user=[\w-]+",
    ),
    Network(
        "Semantic Scholar",
        "globe",
        ("semanticscholar.org",),
        ("semantic-scholar", "semanticscholar"),
        "https://www.semanticscholar.org/author/{}",
        _HTTP + r"(?:www\.)?semanticscholar\.org/author/",
    ),
    Network(
        "GitHub", "github", ("github.com",), (), "https://github.com/{}", _HTTP + r"(?:www\.)?github\.com/[\w.-]+/?$"
    ),
    # "gitlab." and not "gitlab.com": many universities run a GitLab of their own
    Network("GitLab", "globe", ("gitlab.",), (), "https://gitlab.com/{}", _HTTP + r"(?:www\.)?gitlab\.com/[\w.-]+/?$"),
    Network(
        "ORCID",
        "orcid",
        ("orcid.org",),
        (),
        "https://orcid.org/{}",
        _HTTP + r"(?:www\.)?orcid\.org/\d{4}-\d{4}-\d{4}-\d{3}[\dX]/?$",
    ),
    Network(
        "X",
        "x",
        ("twitter.com", "//x.com", "www.x.com"),
        ("x", "twitter", "x-twitter"),
        "https://twitter.com/{}",  # x.com answers it too
        _HTTP + r"(?:www\.)?(?:twitter|x)\.com/\w{1,30}/?$",
    ),
    Network(
        "LinkedIn",
        "linkedin",
        ("linkedin.com",),
        ("linkedin-in",),
        "https://www.linkedin.com/in/{}",
        _HTTP + r"(?:[a-z]{2,3}\.)?linkedin\.com/in/[\w%-]+/?$",
    ),
    Network("DBLP", "dblp", ("dblp.",), (), None, _HTTP + r"dblp\.(?:org|uni-trier\.de)/(?:pid|pers)/"),
    Network(
        "ResearchGate",
        "globe",
        ("researchgate.net",),
        ("research_gate",),
        "https://www.researchgate.net/profile/{}",
        _HTTP + r"(?:www\.)?researchgate\.net/profile/[\w-]+/?$",
    ),
    Network("YouTube", "youtube", ("youtube.com", "youtu.be")),
    Network("Bluesky", "bluesky", ("bsky.app", "bsky.social"), ("bsky",), "https://bsky.app/profile/{}"),
    # Mastodon has no one host: its large servers, and those scientists gather on
    Network(
        "Mastodon",
        "mastodon",
        ("mastodon.", "mstdn.", "fosstodon.org", "hachyderm.io", "sigmoid.social", "scholar.social"),
    ),
    Network("OpenReview", "globe", ("openreview.net/profile",), (), None, _HTTP + r"openreview\.net/profile\?id="),
    Network("Hugging Face", "globe", ("huggingface.co",), ("huggingface", "hugging-face")),
    Network("Zhihu", "globe", ("zhihu.com",)),
    Network("Math Genealogy", "globe", ("mathgenealogy.org",)),
)
_BY_WORD = {word: network for network in NETWORKS for word in (*network.words, network.name.lower())}
_BY_NAME = {network.name: network for network in NETWORKS}
# A network's name inside a label ("My ORCID", "Google Scholar profile"); "X" alone is too short to
# look for inside other words' company ("Project X"), so it counts only as a whole label.
_NAME_IN_LABEL_RE = re.compile(
    r"\b(" + "|".join(re.escape(n.name.lower()) for n in NETWORKS if len(n.name) > 1) + r")\b"
)
_USER_NAME_RE = re.compile(r"[\w.\-]{1,100}")


def network_at(url: str) -> Network | None:
    """The network an address is on (https://github.com/jdoe: GitHub), or None."""
    lowered = (url or "").lower()
    return next((n for n in NETWORKS if any(host in lowered for host in n.hosts)), None)


def network_called(word: str) -> Network | None:
    """The network a word names, as a whole ("github", "x-twitter", "Google Scholar"), or None."""
    return _BY_WORD.get((word or "").strip().lower())


def network_of(url: str, label: str = "") -> tuple[str, str] | None:
    """(icon, name) of the network of a member's link: by its address, else by its label, else None."""
    found = network_at(url) or network_called(label)
    if found is None:
        named = _NAME_IN_LABEL_RE.search((label or "").lower())
        found = _BY_WORD[named.group(1)] if named else None
    return (found.icon, found.name) if found else None


def network_url(name: str, user_name: str) -> str | None:
    """https://github.com/jdoe for ("GitHub", "jdoe"); None for an unknown network or an odd name."""
    network = _BY_NAME.get(name)
    user_name = (user_name or "").strip().lstrip("@")
    if network is None or network.user_url is None or not _USER_NAME_RE.fullmatch(user_name):
        return None
    return network.user_url.format(user_name)


def profile_network(url: str) -> Network | None:
    """The network when an address is a person's own page there ('https://github.com/jdoe'), else None."""
    url = (url or "").strip()
    return next((n for n in NETWORKS if n.profile and re.match(n.profile, url, re.I)), None)
