"""The profile networks a link's address or label names (GitHub, ORCID, ...): one table for the
icons on member pages and the footer, and for the `profiles` of a member's JSON Resume."""

import re

# (pattern on the lower-cased "address label", icon in people/templatetags/icons.py, the network's name).
# Networks without an icon of their own show the globe, under their name.
NETWORKS = (
    (r"scholar\.google|google scholar", "scholar", "Google Scholar"),
    (r"semanticscholar\.org|semantic scholar", "globe", "Semantic Scholar"),
    (r"github\.com|github", "github", "GitHub"),
    (r"gitlab", "globe", "GitLab"),
    (r"orcid", "orcid", "ORCID"),
    (r"dblp", "dblp", "DBLP"),
    (r"linkedin", "linkedin", "LinkedIn"),
    (r"researchgate", "globe", "ResearchGate"),
    (r"(^|//|\.)(twitter|x)\.com", "x", "X"),
    (r"bsky\.|bluesky", "bluesky", "Bluesky"),
    (r"mastodon|/@\w+$", "mastodon", "Mastodon"),
    (r"youtube\.com|youtu\.be", "youtube", "YouTube"),
)


def network_of(url, label=""):
    """(icon, network name) of the first network the address or the label names, else None."""
    text = f"{url} {label}".strip().lower()
    for pattern, icon, name in NETWORKS:
        if re.search(pattern, text):
            return icon, name
    return None
