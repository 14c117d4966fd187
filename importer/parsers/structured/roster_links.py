"""Links a roster's template leaves in place of a person's own: a network's front page or its empty profile page
("https://bsky.app/", "https://www.researchgate.net/profile", "https://scholar.google.com/citations"), which
name no one and are not kept.

Plain Python, for importer.parsers.structured.roster.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

from .. import lazy_re

__all__ = ["names_no_one"]

# Networks whose address names a person only past the host (a user name, an id, a profile's path)
_NETWORK_HOST_RE = lazy_re.compile(
    r"(?:^|\.)(?:bsky\.app|twitter\.com|x\.com|github\.com|gitlab\.com|linkedin\.com|researchgate\.net|orcid\.org|"
    r"scholar\.google\.[a-z.]+|mastodon\.social|facebook\.com|instagram\.com|youtube\.com|dblp\.org|"
    r"semanticscholar\.org|scopus\.com|webofscience\.com|publons\.com|osf\.io|huggingface\.co)$",
    re.I,
)
# Path segments of a profile page that come before the person's own part
_GENERIC_SEGMENTS = frozenset(
    {"", "profile", "profiles", "in", "citations", "user", "users", "pub", "people", "@", "home"}
)


def names_no_one(url: str) -> bool:
    """Whether `url` is a network's front page or empty profile page rather than a person's profile."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return False
    if not parts.netloc or not _NETWORK_HOST_RE.search(parts.hostname or ""):
        return False
    if any(values for key, values in parse_qs(parts.query).items() if key.lower() in ("user", "id", "authorid")):
        return False  # "scholar.google.com/citations?user=X": the id is in the query
    return all(segment.lower() in _GENERIC_SEGMENTS for segment in parts.path.split("/"))
