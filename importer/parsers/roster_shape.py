"""Whether loaded YAML/JSON is a lab roster: people listed, or grouped by label or by group entries.

Plain Python, apart from the structured readers, so that the format detector (importer.parsers.detect)
can ask it; importer.parsers.structured.roster reads the people.
"""

from __future__ import annotations

import re
from typing import Any

from .citations import looks_like_name
from .names import without_titles

__all__ = [
    "entry_name",
    "nickname_alias",
    "lowered_keys",
    "roster_groups",
    "looks_like_person",
    "looks_like_roster",
    "people_in",
]

_NAME_KEYS = ("name", "full_name", "fullname", "display_name", "person")
# Keys a publication has and a person has not: a list holding them is no roster.
_PUBLICATION_KEYS = frozenset({"authors", "author", "venue", "journal", "booktitle", "doi", "publisher", "citation"})

_MEMBER_LIST_KEYS = ("members", "people", "list", "entries", "persons", "team")


def plain_text(value: Any) -> str:
    """A loaded YAML/JSON value as one line of text: lists joined by "; ", mappings as "key: value"."""
    if value is None:
        return ""
    if isinstance(value, (list, tuple)):
        return "; ".join(plain_text(v) for v in value if plain_text(v))
    if isinstance(value, dict):
        return "; ".join(f"{k}: {plain_text(v)}" for k, v in value.items() if plain_text(v))
    return " ".join(str(value).split())


def _first(mapping: dict, *keys: str) -> Any:
    for key in keys:
        value = mapping.get(key)
        if value not in (None, "", [], {}):
            return value
    return None


def lowered_keys(entry: dict) -> dict:
    return {str(k).strip().lower().replace(" ", "_"): v for k, v in entry.items()}


def entry_name(entry: dict) -> str:
    """The person's name in a roster entry or member page: `name`, else first and last names."""
    entry = lowered_keys(entry)
    value = _first(entry, *_NAME_KEYS)
    if isinstance(value, dict):  # people.json: {"name": {"first": "Noor", "last": "Al-Khatib"}}
        entry, value = lowered_keys(value), None
    name = plain_text(value)
    if not name:
        parts = [plain_text(_first(entry, key)) for key in ("first_name", "firstname", "first", "given", "given_name")]
        parts += [
            plain_text(_first(entry, key))
            for key in ("last_name", "lastname", "last", "family", "family_name", "surname")
        ]
        name = " ".join(p for p in parts if p)
    # "Prof. Dr. Lena Marsh", "Lena Marsh, Ph.D.": the name alone; "Lukas (Luke) Barthel": without the nickname
    return " ".join(_NICKNAME_RE.sub(" ", without_titles(name)).split())


# A nickname between a person's given and family names: "Lukas (Luke) Barthel", 'Mengwei "Vivienne" Liu'.
_NICKNAME_RE = re.compile(r"(?<=\S)\s*(?:\(|\"|“)([^\W\d_][^\W\d_'’-]*[^\W\d_A-Z])(?:\)|\"|”)\s*(?=\S)")


def nickname_alias(entry: dict) -> str | None:
    """The name a roster entry's nickname makes ("Luke Barthel" for "Lukas (Luke) Barthel"), or None."""
    entry = lowered_keys(entry)
    value = _first(entry, *_NAME_KEYS)
    raw = plain_text(value) if isinstance(value, str) else ""
    if not raw:
        given = plain_text(_first(entry, "first_name", "firstname", "first", "given", "given_name"))
        family = plain_text(_first(entry, "last_name", "lastname", "last", "family", "family_name", "surname"))
        raw = f"{given} {family}"
    found = _NICKNAME_RE.search(raw)
    if found is None:
        return None
    family = raw[found.end() :].split()
    return " ".join([found.group(1), *family]) if family else None


def looks_like_person(entry: Any) -> bool:
    """A mapping naming a person (not a paper, project or link list)."""
    if not isinstance(entry, dict):
        return False
    name = entry_name(entry)
    keys = set(lowered_keys(entry))
    return bool(name) and looks_like_name(name) and len(keys & _PUBLICATION_KEYS) < 2


def people_in(value: Any) -> list | None:
    """The person entries of a roster value (a list of people, or of groups holding people), or None."""
    if not isinstance(value, list) or not value:
        return None
    people = [item for item in value if looks_like_person(item)]
    return value if len(people) * 2 > len(value) else None


def looks_like_roster(data: Any) -> bool:
    """Whether loaded YAML/JSON lists people: a list of them, or groups of them (by label or by entry)."""
    if people_in(data):
        return True
    groups = roster_groups(data)
    return bool(groups) and all(people_in(members) for _label, members in groups)


def _keyed_people(value: Any) -> list | None:
    """{jdoe: {name: ...}, asmith: {name: ...}}: people filed under their ids, as a list; else None."""
    if isinstance(value, dict) and value and all(isinstance(v, dict) for v in value.values()):
        return people_in(list(value.values()))
    return None


def roster_groups(data: Any) -> list[tuple[str, list]]:
    """[(group label, entries)] of a roster grouped by keys or by group entries; [] for another shape."""
    if _keyed_people(data):
        return [("", list(data.values()))]
    if isinstance(data, dict):
        found = []
        for label, value in data.items():
            if _keyed_people(value):  # {alumni: {jdoe: {...}}}
                found.append((str(label), list(value.values())))
            elif isinstance(value, dict):  # {current: {phd: [...], postdoc: [...]}}
                inner_groups = roster_groups(value)
                if not inner_groups:
                    return []
                found += [(f"{label} {inner}", members) for inner, members in inner_groups]
            elif isinstance(value, list):
                found.append((str(label), value))
            else:
                return []
        return found
    if isinstance(data, list) and data and all(isinstance(item, dict) for item in data):
        found = []
        for item in data:
            lowered = lowered_keys(item)
            members = _first(lowered, *_MEMBER_LIST_KEYS)
            if not isinstance(members, list):
                return []
            found.append((plain_text(_first(lowered, "group", "title", "name", "label", "role", "section")), members))
        return found
    return []
