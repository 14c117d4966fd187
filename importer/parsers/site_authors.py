"""Hugo Blox's author profiles as data files: data/authors/<slug>.yaml (schema `hugoblox/author/v1`).

Hugo Blox sites made since 2025 keep each person in a YAML file of its own instead of a page under
content/authors/: `slug`, `is_owner: true` for the site's owner, `name: {display, given, family,
alternate}`, `role`, `bio`, `affiliations: [{name, url}]`, `links: [{icon, url, label}]`,
`interests`, `education: [{degree, institution, start, end}]`, `experience: [{role, org, start,
end}]`, and for a lab's members `user_groups` (or a `category`), sometimes filed in folders
(data/authors/alumni/). A file with a name and nothing else is a co-author's stub (so that the
theme prints a paper's author by name): no one of the site. Plain Python: a file's text in.
"""

from __future__ import annotations

import re

import yaml

from . import lazy_re
from .records import DocumentError, ParsedAward, ParsedDocument, ParsedExperience

__all__ = ["AUTHOR_DATA_RE", "author_data_reason", "author_title_page", "read_author_data"]

AUTHOR_DATA_RE = lazy_re.compile(r"(?:^|/)data/authors/(?:[^/]+/)?[^/]+\.ya?ml$")
# What makes a person of the site rather than a co-author's stub: they are described.
_DESCRIBED_KEYS = ("is_owner", "role", "bio", "user_groups", "category", "affiliations", "education", "links")


def _load(text: str | None) -> dict:
    try:
        data = yaml.safe_load(text or "")
    except (yaml.YAMLError, ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def _display_name(data: dict) -> str:
    name = data.get("name")
    if isinstance(name, dict):
        display = name.get("display") or " ".join(str(name.get(k) or "") for k in ("given", "family"))
        return " ".join(str(display or "").split())
    return " ".join(str(name or "").split())


def author_title_page(text: str | None) -> dict:
    """The owner's profile as a title page ({"title": their name}) when it is the site's owner's; else {}."""
    data = _load(text)
    return {"title": _display_name(data)} if data.get("is_owner") is True else {}


def author_data_reason(text: str | None) -> str | None:
    """Why an author file is not read: a co-author's stub (a name, nothing that describes a person of the site)."""
    data = _load(text)
    if any(data.get(key) not in (None, "", [], {}, False) for key in _DESCRIBED_KEYS):
        return None
    return "a co-author's name record (the theme prints their name from it), not a person of the site"


def read_author_data(name: str, text: str) -> ParsedDocument:
    """The person of an author file, read as Hugo Blox's author pages are, with their positions."""
    from .structured.fields import _year_of
    from .structured.pages import _hugo_author  # the reader of Hugo Blox's author pages

    data = _load(text)
    display = _display_name(data)
    if not display:
        raise DocumentError(f"{name}: an author file needs 'name' (name.display, or name.given and name.family)")
    meta = {
        "title": display,
        "role": (str(data.get("role") or "").strip().split("\n") or [""])[0],  # "Intern\nHUFS": the place first
        "bio": data.get("bio") or "",
        "interests": data.get("interests") or [],
        "education": data.get("education") or [],
        "user_groups": data.get("user_groups") or ([data["category"]] if isinstance(data.get("category"), str) else []),
        "organizations": data.get("affiliations") or [],
        "social": [
            # "brands/github", "academicons/orcid", "at-symbol": the icon's last word names the network
            {
                "icon": "email" if "at-symbol" in str(link.get("icon")) else str(link.get("icon") or "").split("/")[-1],
                "link": link.get("url") or "",
            }
            for link in data.get("links") or []
            if isinstance(link, dict)
        ],
    }
    if re.search(r"data/authors/[^/]*(?:alum|former)[^/]*/", name, re.I):
        meta["user_groups"] = [*meta["user_groups"], "Alumni"]  # data/authors/alumni/<slug>.yaml
    document = _hugo_author(meta, "", name)
    profile = document.profile
    if profile is not None:
        alternate = data.get("name", {}).get("alternate") if isinstance(data.get("name"), dict) else None
        if isinstance(alternate, str) and alternate.strip() and alternate.strip() != profile.name:
            profile.alt_names.append(alternate.strip())  # "张鹏" beside "Peng Zhang"
        for index, job in enumerate(data.get("experience") or []):
            if not isinstance(job, dict):
                raise DocumentError(f"{name}: experience[{index}] should be a mapping, got {type(job).__name__}")
            title, organization = str(job.get("role") or "").strip(), str(job.get("org") or "").strip()
            if title or organization:
                profile.experience.append(
                    ParsedExperience(
                        organization=organization,
                        title=title,
                        start_year=_year_of(job.get("start")),
                        end_year=_year_of(job.get("end")),
                        details=" ".join(str(job.get("summary") or "").split()),
                    )
                )
        for award in data.get("awards") or []:
            if isinstance(award, dict) and str(award.get("title") or "").strip():
                organization = str(award.get("awarder") or award.get("organization") or "").strip()
                year = _year_of(award.get("date") or award.get("year"))
                profile.awards.append(
                    ParsedAward(title=str(award["title"]).strip(), organization=organization, year=year)
                )
    return document
