"""The profile links a LaTeX CV class prints in its header, each as the full address of the person's page.

moderncv (`\\social[linkedin]{jana-doe}`), awesome-cv (`\\linkedin{jana-doe}`, `\\orcid{...}`,
`\\googlescholar{ID}{shown name}`, `\\xtwitter{...}`, `\\researchgate{...}`), AltaCV (`\\linkedin`,
`\\github`, `\\orcid`, `\\twitter` inside `\\personalinfo`) and twentysecondcv (`\\cvlinkedin{/in/jana-doe}`,
`\\cvgithub`, `\\cvsite`) take what the class puts after the network's address: a user name, an
ORCID iD, a Scholar ID, or the address's own path ("/in/jana-doe", "@jdoe"). Some CVs give the whole
address instead. Either way the link is the network's page of that person; a value that is none of
these (a sentence, a path of another site) gives no link rather than a wrong one.
"""

from __future__ import annotations

import re

from . import lazy_re
from .links import NETWORK_LABELS, network_at, network_url

__all__ = ["PROFILE_COMMANDS", "profile_link"]

# A header command and the network (by its label) whose page it names; "Homepage" is the person's own site.
PROFILE_COMMANDS = {
    "github": NETWORK_LABELS["github"],
    "gitlab": NETWORK_LABELS["gitlab"],
    "linkedin": NETWORK_LABELS["linkedin"],
    "orcid": NETWORK_LABELS["orcid"],
    "twitter": NETWORK_LABELS["twitter"],
    "xtwitter": NETWORK_LABELS["twitter"],
    "researchgate": NETWORK_LABELS["researchgate"],
    "googlescholar": NETWORK_LABELS["googlescholar"],
    "cvlinkedin": NETWORK_LABELS["linkedin"],
    "cvgithub": NETWORK_LABELS["github"],
    "cvsite": NETWORK_LABELS["homepage"],
}
# awesome-cv's \\googlescholar{ID}{the name shown}: a second argument, never part of the address
TWO_ARGUMENT_PROFILES = frozenset({"googlescholar"})

# What a class's header commands may put before the user name: the path of the network's profile pages
_PROFILE_PATH_RE = lazy_re.compile(r"^(?:/?(?:in|pub|profile|citations\?user=)/?|@|/)", re.I)
_ADDRESS_RE = lazy_re.compile(r"^(?:https?://)?(?:[\w-]+\.)+[a-z]{2,}(?:[/?#]\S*)?$", re.I)
_SCHOLAR_USER_RE = lazy_re.compile(r"[?&]user=([\w-]+)")


def profile_link(label: str, value: str) -> tuple[str, str] | None:
    """(label, full address) of the profile a header command names, or None when `value` names none.

    "jana-doe", "/in/jana-doe", "linkedin.com/in/jana-doe" for LinkedIn are all
    https://www.linkedin.com/in/jana-doe; a homepage without its scheme gets https://.
    """
    value = " ".join((value or "").split()).strip(" /")
    if not value:
        return None
    if label == NETWORK_LABELS["homepage"]:
        return (label, _absolute(value)) if _ADDRESS_RE.match(value) else None
    if _ADDRESS_RE.match(value) and "." in re.sub(r"^https?://", "", value, flags=re.I).split("/")[0]:
        address = _absolute(value)
        found = network_at(address)
        if found is None or found.name != label:
            return None  # another site's address under this network's command: not this person's profile
        scholar = _SCHOLAR_USER_RE.search(address)
        return label, network_url(label, scholar.group(1)) if scholar else address
    user = _PROFILE_PATH_RE.sub("", value).strip("/")
    url = network_url(label, user)
    return (label, url) if url else None


def _absolute(address: str) -> str:
    return address if re.match(r"https?://", address, re.I) else f"https://{address}"
