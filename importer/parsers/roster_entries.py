"""The entries of a roster's groups that are not a list of person mappings, made into one.

Rosters file their people under group keys in more shapes than a list of mappings:

- one person's mapping under a key of its own (`pi: {name: ..., title: ...}` above `postdocs: [...]`);
- a list of names (`former: ["Dr Ada Brook", "Ian Cole"]`), each perhaps with a title after a comma and a
  place in brackets ("Dr Ada Brook, Professor of Zoology (University of X)");
- sub-groups inside a group (`rotations: [{year: 2019, students: [...]}]`);
- an empty group (`students: []`), which holds no one and is left out.

An entry whose "name" is the label of a group ("Graduate Researchers" with "role: Students and trainees") is a
placeholder the template shows until people are added, not a person.

Plain Python, for importer.parsers.roster_shape (which decides what a roster is) and the roster reader.
"""

from __future__ import annotations

import re
from typing import Any

from . import lazy_re
from .citations import looks_like_name
from .east_asian_names import is_east_asian_name
from .names import without_titles
from .roles import role_from_group

__all__ = [
    "MASCOT_RE",
    "bilingual_name",
    "entries_of_group",
    "is_hidden",
    "is_mascot",
    "names_a_group",
    "names_listed",
    "person_from_line",
]

# The keys of a sub-group's entry that hold its people ({year: 2019, students: [...]})
_SUBGROUP_MEMBER_KEYS = ("members", "people", "students", "persons", "names", "list")
# "sectionEn: Doctoral Students" beside "section: 博士後期課程学生": the label in English, which the roles know
_SUBGROUP_LABEL_KEYS = (
    "year",
    "group",
    "title",
    "label",
    "name",
    "cohort",
    "term",
    "section_en",
    "sectionen",
    "section",
)
# The last word of a group's label, never of a person's name ("Graduate Researchers", "Lab Members")
_GROUP_NOUN_RE = lazy_re.compile(
    r"\b(?:researchers|students|members|postdocs|fellows|scientists|staff|alumni|trainees|interns|assistants|"
    r"collaborators|faculty|team|people|visitors|technicians|engineers|candidates|scholars|affiliates|others)\s*:?\s*$",
    re.I,
)
# A group whose people only rotated through the lab for a few weeks, as first-year students do
ROTATION_GROUP_RE = lazy_re.compile(r"\brotations?\b|\brotation students\b|\brotating\b", re.I)
_PLACE_RE = lazy_re.compile(r"\s*\(([^()]{2,120})\)\s*$")
_YEAR_RE = lazy_re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")


def names_a_group(name: str) -> bool:
    """Whether a roster entry's "name" labels a group of people ("Graduate Researchers", "Lab Members")."""
    text = " ".join((name or "").split())
    return bool(_GROUP_NOUN_RE.search(text)) and bool(role_from_group(text) or len(text.split()) <= 3)


_SPACED_DASH_RE = lazy_re.compile(r"\s+([—–]|-{1,2})\s+")


def person_from_line(line: str) -> dict | None:
    """A roster entry from a line naming a person ("Dr Ada Brook, Professor of Zoology (University of X)"):
    the name, the title after the comma and the place in brackets; None when the line names no one."""
    text = " ".join(str(line).split())
    entry: dict[str, str] = {}
    place = _PLACE_RE.search(text)
    if place and not _YEAR_RE.search(place.group(1)):  # "(2019)" says when; the name's reader takes it
        entry["affiliation"] = place.group(1).strip()
        text = text[: place.start()]
    name, dash, after = [part.strip() for part in _SPACED_DASH_RE.split(text, maxsplit=1) + ["", ""]][:3]
    # "Ilse Marchetti — Erasmus student", "Jo Pike — RNA pathway": a role or a topic after the name
    if dash and after and not _YEAR_RE.search(after):
        entry["position" if role_from_group(after) else "description"] = after
        text = name
    name, comma, title = text.partition(",")
    if comma and title.strip() and not _YEAR_RE.search(title) and role_from_group(title):
        entry["position"] = title.strip()  # "Professor of Zoology"; "Ph.D. 2018" is read with the name
    else:
        name = text
    bare = re.sub(r"\s*[(\"“][^()\"”]{1,30}[)\"”]\s*", " ", _YEAR_RE.split(name)[0])  # "Ana (Annie) Ruiz"
    bare = without_titles(" ".join(bare.split()).strip(" ,(")) or name
    if not looks_like_name(bare) or names_a_group(bare):
        return None
    entry["name"] = name.strip()
    return entry


def _lines_of_people(label: str, value: list) -> list[dict] | None:
    """A group that lists people as lines of text, as entries; None when it is not one."""
    if not value or not all(isinstance(item, str) for item in value):
        return None
    if not (role_from_group(label) or ROTATION_GROUP_RE.search(label) or _GROUP_NOUN_RE.search(label)):
        return None  # a list of words under a key that names no group of people (skills, topics)
    entries = [person_from_line(item) for item in value]
    found = [entry for entry in entries if entry is not None]
    return found if len(found) * 2 > len(value) else None


def _subgroups(label: str, value: list) -> list[tuple[str, list]] | None:
    """[{year: 2019, students: [...]}]: each sub-group's people, under the group's label and the sub-group's;
    None when the list is not made of sub-groups."""
    if not value or not all(isinstance(item, dict) for item in value):
        return None
    found = []
    for item in value:
        lowered = {str(k).strip().lower(): v for k, v in item.items()}
        key = next((k for k in _SUBGROUP_MEMBER_KEYS if isinstance(lowered.get(k), list)), None)
        if key is None:
            return None
        members = lowered[key]
        sub_label = next((str(lowered[k]) for k in _SUBGROUP_LABEL_KEYS if lowered.get(k) not in (None, "")), "")
        if members:
            # "projects: [{year: 2023, names: [...]}]": the sub-group's own key says it lists people
            named = _lines_of_people(label, members) or _lines_of_people("people" if key == "names" else key, members)
            entries = named if all(isinstance(m, str) for m in members) else members
            if entries is None:
                return None
            found.append((f"{label} {sub_label}".strip(), entries))
    return found


def entries_of_group(label: str, value: Any, is_person) -> list[tuple[str, list]] | None:
    """The (label, entries) a group's value holds when it is one of the shapes above ([] for an empty group),
    or None when it is none of them. `is_person` tells a person's mapping from any other."""
    if value in (None, "", [], {}):
        return []
    if isinstance(value, dict) and is_person(value):
        return [(label, [value])]
    if isinstance(value, list):
        lines = _lines_of_people(label, value)
        if lines is not None:
            return [(label, lines)]
        if not any(is_person(item) for item in value):
            return _subgroups(label, value)
        return _mixed(label, value, is_person)
    return None


def _mixed(label: str, value: list, is_person) -> list[tuple[str, list]] | None:
    """A group of people's mappings and bare names in one list (alumni with a photo and role, then "Dr Ada Brook"
    alone): every item as an entry, in order; None when its items are anything else."""
    lines = [item for item in value if isinstance(item, str)]
    if not lines or not all(isinstance(item, str) or is_person(item) for item in value):
        return None
    if _lines_of_people(label, lines) is None:
        return None
    entries = [person_from_line(item) if isinstance(item, str) else item for item in value]
    return [(label, [entry for entry in entries if entry is not None])]


# A name written twice, in Han characters or Hangul and in Latin letters: "汪晓明 Xiaoming Wang",
# "Xiaoming Wang (汪晓明)", "汪晓明 / Xiaoming Wang"
_EAST_ASIAN = r"[\u3400-\u9fff\uac00-\ud7a3][\u3400-\u9fff\uac00-\ud7a3 \u3000·]{0,8}"
_NATIVE_FIRST_RE = lazy_re.compile(
    rf"^\s*({_EAST_ASIAN}?)\s*[/|,（(]?\s*([A-Za-z][^\u3400-\u9fff\uac00-\ud7a3()（）]*?)\s*[)）]?\s*$"
)
_LATIN_FIRST_RE = lazy_re.compile(
    rf"^\s*([A-Za-z][^\u3400-\u9fff\uac00-\ud7a3()（）]*?)\s*[/|,（(]\s*({_EAST_ASIAN}?)\s*[)）]?\s*$"
)


def bilingual_name(text: str) -> tuple[str, str] | None:
    """(the name in Latin letters, the name in Han characters or Hangul) of a name written in both, or None."""
    for pattern, latin_at in ((_NATIVE_FIRST_RE, 2), (_LATIN_FIRST_RE, 1)):
        found = pattern.match(text or "")
        if found:
            latin, native = found.group(latin_at).strip(), found.group(3 - latin_at).replace(" ", "").strip()
            if is_east_asian_name(native) and looks_like_name(latin):
                return latin, native
    return None


# What a lab calls its animal: "role: mascot", "Lab Dog", "Chief Morale Officer", "Lab Security" (a dog's joke title)
MASCOT_RE = lazy_re.compile(
    r"^\s*(?:(?:lab(?:oratory)?|office|official|our)\s+)?(?:mascot|dog|cat|pet|pup|puppy|kitty|fish)\s*$|"
    r"\bmascots?\b|\blab(?:oratory)?\s+(?:dogs?|cats?|pets?|pups?|puppy|puppies|security)\b|\bchief\s+(?:morale|happiness|cuddle)\s+officer\b",
    re.I,
)
_TITLE_KEYS = ("role", "position", "title", "description", "subtitle", "type", "category")


def is_mascot(entry: object) -> bool:
    """Whether a roster entry or member page is the lab's animal (a one-word name with a mascot's title)."""
    if not isinstance(entry, dict):
        return False
    lowered = {str(k).strip().lower(): v for k, v in entry.items()}
    name = str(lowered.get("name") or "").split()
    titles = [str(lowered[k]) for k in _TITLE_KEYS if isinstance(lowered.get(k), str)]
    return len(name) == 1 and any(MASCOT_RE.search(title) for title in titles)


# `hidden: true`, `show: false`: an entry the site's template leaves off its pages (kept for later, or gone)
_HIDING_KEYS = {"hidden": True, "hide": True, "draft": True, "show": False, "visible": False, "published": False}


def is_hidden(entry: object) -> bool:
    """Whether a roster entry says the site does not show it (`hidden: true`, `show: false`)."""
    if not isinstance(entry, dict):
        return False
    lowered = {str(k).strip().lower(): v for k, v in entry.items()}
    return any(key in lowered and lowered[key] is shown for key, shown in _HIDING_KEYS.items())


_LIST_KEYS = ("note", "notes", "names", "members", "description", "text", "info")


def names_listed(entry: object) -> list[dict] | None:
    """The people an entry named for a group lists in one line ("name: Others", "note: Ana Ruiz, Ian Cole, ..."),
    one entry each; None for any other entry."""
    if not isinstance(entry, dict):
        return None
    lowered = {str(k).strip().lower(): v for k, v in entry.items()}
    if not names_a_group(str(lowered.get("name") or "")):
        return None
    text = next((lowered[k] for k in _LIST_KEYS if isinstance(lowered.get(k), str) and "," in lowered[k]), "")
    names = [part.strip() for part in re.split(r"\s*[,;]\s*|\s+and\s+", text) if part.strip()]
    people = [{"name": name} for name in names if looks_like_name(name) and not names_a_group(name)]
    return people if len(people) >= 2 and len(people) * 2 > len(names) else None
