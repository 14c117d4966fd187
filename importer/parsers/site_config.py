"""What a site folder's configuration says of its owner: their name, e-mail and links.

The owner is the person the configuration (an author block, al-folio's first and last name, a
site's title) or the title page names: a person's name, not a lab's or a template's "Your Name".
Plain Python: the configurations, read as mappings, in.
"""

from __future__ import annotations

import re
import tomllib

import yaml

from .citations import looks_like_name

__all__ = ["load_config", "owner_contacts", "owner_from_configs", "owner_names", "person_name"]

_LAB_WORDS_RE = re.compile(
    r"\b(?:lab|labs|laboratory|group|team|centre|center|institute|blog|notes|site|website|homepage|research|"
    r"project|journal|portfolio|academic|personal)\b",
    re.I,
)


def load_config(text: str | None) -> dict:
    if not text:
        return {}
    try:
        data = yaml.safe_load(text)
    except (yaml.YAMLError, ValueError, RecursionError):
        try:
            data = tomllib.loads(text)
        except (tomllib.TOMLDecodeError, ValueError):
            return {}
    return data if isinstance(data, dict) else {}


def person_name(value) -> str | None:
    """The value when it is a person's name ("Rafael Quintero"), not a lab's or site's ("Tidewater Lab")."""
    if not isinstance(value, str):
        return None
    name = " ".join(re.sub(r"<[^>]{0,200}>", " ", value).split())
    if not 2 <= len(name.split()) <= 5 or _LAB_WORDS_RE.search(name) or not looks_like_name(name):
        return None
    from .structured.roster import is_example_person  # "Your Name": a template's default, left in place

    return None if is_example_person(name) else name


# The author block's links (academicpages, minimal-mistakes): key -> (label, the address of a bare user name).
_AUTHOR_LINKS = {
    "orcid": ("ORCID", "https://orcid.org/{}"),
    "googlescholar": ("Google Scholar", None),
    "google_scholar": ("Google Scholar", None),
    "github": ("GitHub", "https://github.com/{}"),
    "linkedin": ("LinkedIn", "https://www.linkedin.com/in/{}"),
    "researchgate": ("ResearchGate", "https://www.researchgate.net/profile/{}"),
    "twitter": ("Twitter", "https://twitter.com/{}"),
    "bluesky": ("Bluesky", "https://bsky.app/profile/{}"),
    "uri": ("Homepage", None),
    "website": ("Homepage", None),
}


def owner_contacts(configs: dict[str, dict]) -> dict[str, str]:
    """The owner's e-mail and links from the configuration's author block: {"email": ..., label: url}."""
    for config in configs.values():
        author = config.get("author")
        if not isinstance(author, dict) or not person_name(author.get("name")):
            continue
        found = {}
        email = author.get("email")
        if isinstance(email, str) and re.fullmatch(r"[^@\s]+@[^@\s]+\.\w+", email.strip()):
            found["email"] = email.strip()
        for key, (label, pattern) in _AUTHOR_LINKS.items():
            value = author.get(key)
            if not isinstance(value, str) or not value.strip() or label in found:
                continue
            value = value.strip()
            if re.match(r"https?://", value):
                found[label] = value
            elif pattern and re.fullmatch(r"[\w.@-]{1,100}", value):
                found[label] = pattern.format(value.lstrip("@"))
        return found
    return {}


def owner_from_configs(configs: dict[str, dict], title_pages: list[dict]) -> str | None:
    for config in configs.values():
        author = config.get("author")
        if isinstance(author, dict) and person_name(author.get("name")):
            return person_name(author.get("name"))
        if isinstance(author, str) and person_name(author):
            return person_name(author)
        parts = [config.get(k) for k in ("first_name", "middle_name", "last_name")]
        if isinstance(parts[0], str) and isinstance(parts[2], str):
            found = person_name(" ".join(p for p in parts if isinstance(p, str) and p.strip()))
            if found:
                return found
        if person_name(config.get("name")):
            return person_name(config.get("name"))
    for meta in title_pages:  # a Quarto "about" page, Hugo Blox's admin author: titled with the owner's name
        found = person_name(meta.get("title")) or person_name(meta.get("name"))
        if found:
            return found
    for config in configs.values():
        website = config.get("website")
        title = website.get("title") if isinstance(website, dict) else config.get("title")
        if person_name(title):
            return person_name(title)
    return None


def owner_names(configs: dict[str, dict], owner: str) -> list[str]:
    """The owner's name and the forms al-folio's `scholar:` block gives it (`last_name: [Høgsbro]`,
    `first_name: [Mattias, M.]`): the names their papers print."""
    names = [owner]
    for config in configs.values():
        scholar = config.get("scholar")
        if not isinstance(scholar, dict):
            continue
        last, first = scholar.get("last_name"), scholar.get("first_name")
        lasts = [last] if isinstance(last, str) else last if isinstance(last, list) else []
        firsts = [first] if isinstance(first, str) else first if isinstance(first, list) else []
        for family in lasts[:10]:
            names += [
                f"{given} {family}" for given in firsts[:10] if isinstance(given, str) and isinstance(family, str)
            ]
    return list(dict.fromkeys(names))
