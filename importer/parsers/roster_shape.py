"""Whether loaded YAML/JSON is a lab roster: people listed, or grouped by label or by group entries.

Plain Python, apart from the structured readers, so that the format detector (importer.parsers.detect)
can ask it; importer.parsers.structured.roster reads the people.
"""

from __future__ import annotations

import html
import re
from typing import Any

from . import lazy_re
from .citations import looks_like_name
from .east_asian_names import is_east_asian_name
from .names import without_titles
from .roles import role_from_group
from .roster_entries import bilingual_name, entries_of_group, names_a_group, names_listed

__all__ = [
    "NAME_DASHED_TAIL_RE",
    "NAME_TAIL_RE",
    "entry_name",
    "native_alias",
    "nickname_alias",
    "lowered_keys",
    "roster_groups",
    "looks_like_person",
    "looks_like_roster",
    "people_in",
    "one_person",
    "without_envelope",
]

_NAME_KEYS = ("name", "full_name", "fullname", "display_name", "person")
# The name spelled in Latin letters beside one in the lab's own script ("name: 北川 静香", "name_en: Shizuka
# Kitagawa"): Japanese, Korean and Chinese labs' rosters key it so for their pages in English
_LATIN_NAME_KEYS = (
    "name_en",
    "nameen",
    "en_name",
    "english_name",
    "name_english",
    "name_latin",
    "romaji",
    "name_romaji",
)
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
    text = " ".join(str(value).split())
    return _ENTITY_RE.sub(lambda m: html.unescape(m.group()), text) if "&" in text else text


# "&amp;", "&ndash;", "&#8211;": HTML entities typed into a data file, which the site's page would show decoded
_ENTITY_RE = lazy_re.compile(r"&(?:[a-zA-Z]{2,8}|#\d{2,6}|#x[0-9a-fA-F]{2,5});")


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
    name = _NAME_TAG_RE.sub(" ", plain_text(value))  # "<a href=...>Ana Ruiz</a>": the link's text
    both = bilingual_name(name) or _keyed_latin(entry, name)
    name = both[0] if both else name  # "汪晓明 Xiaoming Wang": the Latin spelling; the other is kept as an alias
    if not name:
        parts = [plain_text(_first(entry, key)) for key in ("first_name", "firstname", "first", "given", "given_name")]
        parts += [
            plain_text(_first(entry, key))
            for key in ("last_name", "lastname", "last", "family", "family_name", "surname")
        ]
        name = " ".join(p for p in parts if p)
    # "Prof. Dr. Lena Marsh", "Lena Marsh, Ph.D.": the name alone; "Lukas (Luke) Barthel": without the nickname
    name = _CLASS_YEAR_RE.sub("", _PRONOUNS_RE.sub(" ", name))  # "Ada Brook (she/her)", "Ada Brook '24"
    name = NAME_TAIL_RE.sub("", name)  # "Ana Ruiz, Ph.D. 2018", "Ana Ruiz, Spring 2016" (structured.roster_numbered)
    name = NAME_DASHED_TAIL_RE.sub("", name)  # "Ana Ruiz - 2022 - Postdoc at X"
    return " ".join(_NICKNAME_RE.sub(" ", without_titles(name)).split())


# What a roster writes after a name and a comma, with a year in it: a degree, a season, a span ("Ph.D. 2018")
NAME_TAIL_RE = lazy_re.compile(r",\s*(?P<tail>[^,]{0,30}?(?<!\d)(?:19|20)\d{2}(?!\d)[^,]{0,20})$")
# After a name and a dash, the year they left and where they went: "Ana Ruiz - 2022 - Postdoc at X"
NAME_DASHED_TAIL_RE = lazy_re.compile(r"\s+[-–—]\s+(?P<tail>(?:19|20)\d{2}(?!\d).{0,300})$")
_NAME_TAG_RE = lazy_re.compile(r"<[^<>]{1,300}>")
# A college class year after a name: "Ethan Cole '26", "Mia Park ’19"
_CLASS_YEAR_RE = lazy_re.compile(r"\s+['’‘]\d{2}\b")
# Pronouns written after a name: "(she/her/hers)", "(he/him)", "(they/them)"
_PRONOUNS_RE = lazy_re.compile(r"\s*\(\s*(?:he|she|they|xe|ze|ey)\s*/[\w\s/]{0,20}\)", re.I)


# A nickname between a person's given and family names: "Lukas (Luke) Barthel", 'Mengwei "Vivienne" Liu'.
_NICKNAME_RE = lazy_re.compile(r"(?<=\S)\s*(?:\(|\"|“)([^\W\d_][^\W\d_'’-]*[^\W\d_A-Z])(?:\)|\"|”)\s*(?=\S)")


def native_alias(entry: dict) -> str | None:
    """The Han or Hangul name of an entry naming the person in two scripts ("汪晓明 Xiaoming Wang"), or None."""
    value = _first(lowered_keys(entry), *_NAME_KEYS)
    name = _NAME_TAG_RE.sub(" ", plain_text(value)) if isinstance(value, str) else ""
    both = (bilingual_name(name) or _keyed_latin(lowered_keys(entry), name)) if name else None
    return both[1] if both else None


def _keyed_latin(entry: dict, name: str) -> tuple[str, str] | None:
    """(the Latin spelling a `name_en:` key gives, the name in the lab's script) when `name` is in another
    script than Latin ("長谷川　陽菜", "ハーン　オリバー"), or None."""
    latin = " ".join(plain_text(_first(entry, *_LATIN_NAME_KEYS)).split())
    if not latin or not _OTHER_SCRIPT_RE.search(name) or not looks_like_name(latin) or _OTHER_SCRIPT_RE.search(latin):
        return None
    return latin, " ".join(name.replace("\u3000", " ").split())


# Letters of the scripts East Asian rosters write names in: Han (with 々), kana, Hangul
_OTHER_SCRIPT_RE = lazy_re.compile(r"[\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
# A Japanese name as rosters print it, its family name set apart: "佐々木 優", "長谷川 陽菜", "ハーン オリバー"
_SPACED_JAPANESE_RE = lazy_re.compile(r"[\u3005\u3040-\u30ff\u4e00-\u9fff]{1,6}")


def nickname_alias(entry: dict) -> str | None:
    """The name a roster entry's nickname makes ("Luke Barthel" for "Lukas (Luke) Barthel"), or None."""
    entry = lowered_keys(entry)
    value = _first(entry, *_NAME_KEYS)
    raw = _NAME_TAG_RE.sub("", plain_text(value)) if isinstance(value, str) else ""
    if not raw:
        given = plain_text(_first(entry, "first_name", "firstname", "first", "given", "given_name"))
        family = plain_text(_first(entry, "last_name", "lastname", "last", "family", "family_name", "surname"))
        raw = f"{given} {family}"
    found = _NICKNAME_RE.search(raw)
    if found is None:
        return None
    family = without_titles(raw[found.end() :]).split()  # "Jacob (Jake) Green, M.S.": "Jake Green"
    return " ".join([found.group(1), *family]) if family else None


def looks_like_person(entry: Any) -> bool:
    """A mapping naming a person (not a paper, project or link list)."""
    if not isinstance(entry, dict):
        return False
    name = entry_name(entry)
    keys = set(lowered_keys(entry))
    if names_a_group(name):  # "name: Graduate Researchers": the template's placeholder for a group
        return False
    return bool(name) and names_someone(name) and len(keys & _PUBLICATION_KEYS) < 2


def names_someone(name: str) -> bool:
    """A person's name, or one written in Han characters or Hangul with the family name set apart by a space
    ("桐山 大翔", as Japanese and Korean pages print it)."""
    parts = name.replace("\u3000", " ").split()
    if len(parts) == 2 and all(_SPACED_JAPANESE_RE.fullmatch(p) for p in parts) and len("".join(parts)) <= 8:
        return True  # beyond the two to four characters of a Chinese name (is_east_asian_name)
    return looks_like_name(name) or len(parts) == 2 and is_east_asian_name("".join(parts))


def people_in(value: Any) -> list | None:
    """The person entries of a roster value (a list of people, or of groups holding people), or None."""
    if not isinstance(value, list) or not value:
        return None
    value = [one for item in value for one in (names_listed(item) or [item])]  # "name: Others, note: A, B, C"
    people = [item for item in value if looks_like_person(item)]
    return value if len(people) * 2 > len(value) else None


def looks_like_roster(data: Any) -> bool:
    """Whether loaded YAML/JSON lists people: a list of them, or groups of them (by label or by entry), perhaps inside
    a web service's envelope."""
    data = without_envelope(data)
    if people_in(data):
        return True
    # a group holding only the template's placeholder ("name: Graduate Researchers") holds no one, and says nothing
    filled = [members for _label, members in roster_groups(data) if not all(map(_placeholder, members))]
    return bool(filled) and all(people_in(members) for members in filled)


def _placeholder(entry: Any) -> bool:
    return isinstance(entry, dict) and names_a_group(entry_name(entry))


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
            shaped = None if people_in(value) else entries_of_group(str(label), value, looks_like_person)
            if _keyed_people(value):  # {alumni: {jdoe: {...}}}
                found.append((str(label), list(value.values())))
            elif shaped is not None:  # {pi: {name: ...}}, {former: ["Dr Ada Brook"]}, {rotations: [{year, students}]}
                found += shaped
            elif isinstance(value, dict):  # {current: {phd: [...], postdoc: [...]}}
                inner_groups = roster_groups(value)
                if not inner_groups:
                    return []
                found += [(f"{label} {inner}", members) for inner, members in inner_groups]
            elif isinstance(value, list):
                found.append((str(label), value))
            else:
                return []
        return found if any(members for _label, members in found) else []
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


def lists_group_names(data: Any) -> bool:
    """Whether a people file lists the groups of the People page, in their order, and no one in them
    (["Principal investigator", "Team", "Alumni"]): the template's settings, not a roster."""
    return (
        isinstance(data, list)
        and bool(data)
        and all(
            isinstance(item, str)
            and 0 < len(item.split()) <= 5
            and bool(role_from_group(item) or GROUP_WORDS_RE.search(item))
            for item in data
        )
    )


# Words that name a group of a lab's people without naming a role ("Team", "Lab members", "Our people")
GROUP_WORDS_RE = lazy_re.compile(r"\b(?:members|people|team|students|researchers|staff|group)\b", re.I)


_ITEM_START_RE = lazy_re.compile(r"^(\s*)-\s+([\w-]+)\s*:")
_KEY_LINE_RE = lazy_re.compile(r"^(\s*)([\w-]+)\s*:")


def mend_forgotten_dashes(text: str) -> tuple[str, list[int]]:
    """A people file's list item whose dash was forgotten: after a blank line, its first key repeats a key of the
    item above at that item's indentation, so YAML would fold both people into one mapping and keep only the
    second. Such a line gets its dash back. The text mended, and the (1-based) lines that got one."""
    lines = text.split("\n")
    keys: set[str] | None = None
    indent, blank, mended = 0, False, []
    for index, line in enumerate(lines):
        if not line.strip() or line.lstrip().startswith("#"):
            blank = blank or not line.strip()
            continue
        item, key = _ITEM_START_RE.match(line), _KEY_LINE_RE.match(line)
        if item:
            keys, indent = {item.group(2)}, item.start(2)
        elif keys is not None and key and len(key.group(1)) == indent:
            if key.group(2) in keys and blank and indent >= 2 and line[indent - 2 : indent] == "  ":
                lines[index] = line[: indent - 2] + "- " + line[indent:]
                keys = {key.group(2)}
                mended.append(index + 1)
            else:
                keys.add(key.group(2))
        elif keys is not None and len(line) - len(line.lstrip()) < indent:
            keys = None  # the list has ended
        blank = False
    return "\n".join(lines), mended


# The key a web service's answer files its records under ({"data": {"people": [...]}, "meta": {...}}, {"count": 3,
# "results": [...]}): a neutral word, never a group's label ("alumni" says where its people are filed).
_ENVELOPE_KEYS = frozenset(
    {"data", "results", "members", "people", "items", "records", "entries", "response", "payload"}
)
_ENVELOPE_DEPTH = 3


def without_envelope(data: Any) -> Any:
    """The roster inside an envelope: the one value that lists people, when every other value (a page count, the
    service's "meta" and "links") lists no one; under an envelope key, the value alone, else with its group's label.
    Anything else as it is."""
    for _level in range(_ENVELOPE_DEPTH):
        if not isinstance(data, dict) or len(data) < 1:
            return data
        held = [(key, value) for key, value in data.items() if _lists_people(value, str(key))]
        if len(held) != 1:
            return data
        if str(held[0][0]).strip().lower() not in _ENVELOPE_KEYS:
            return dict(held)  # {"alumni": [...], "updated": "2024"}: the group, its label kept, without the rest
        data = held[0][1]
    return data


def _lists_people(value: Any, label: str = "") -> bool:
    if isinstance(value, dict) and any(str(k).strip().lower() in _ENVELOPE_KEYS for k in value):
        value = without_envelope(value)
    if isinstance(value, list) and not people_in(value):  # [{section: Doctoral Students, members: [...]}, ...]
        # under its key's label: "alumni: [Dr Ada Brook, ...]", "masters: [{year: 2024, names: [...]}]"
        return any(members for _label, members in entries_of_group(label, value, looks_like_person) or [])
    return bool(people_in(value)) or (isinstance(value, dict) and bool(roster_groups(value)))


# What a person's own file says about them beside their name: one of these makes a mapping a person's file
_PERSON_FILE_KEYS = frozenset(
    {"title", "position", "email", "publications", "papers", "bio", "department", "research_interests", "interests"}
)


def one_person(data: Any) -> bool:
    """Whether loaded JSON/YAML is one person's own flat file: a mapping naming a person and saying something about
    them ({"name": "Dr. Ana Ruiz", "title": "Professor of X", "publications": [...]})."""
    if not looks_like_person(data):
        return False
    keys = set(lowered_keys(data))
    return bool(keys & _PERSON_FILE_KEYS) and not keys & _SITE_CONFIG_KEYS


# A site generator's settings name the site's owner too (Jekyll's _config.yml: name, title, email), beside these
_SITE_CONFIG_KEYS = frozenset({"baseurl", "url", "theme", "permalink", "plugins", "collections", "markdown", "exclude"})
