"""A CV kept as TOML data (cv.toml for a CV generator) -> the markdown the text reader reads.

Such files have no fixed schema: the owner's name is a top-level `name`/`author` key (or one
in a `[details]`-like table), each top-level table is a section, and arrays of tables hold
its entries, sometimes grouped (`[[Research.Categories]]` with a `Name` and their own
`[[...Activities]]`). The data is written out as a markdown CV: `# Name`, contact lines,
one `##` heading per section, a `###` heading per named group and one list line per entry.
An entry with a title and authors or a venue is written as a citation (authors, quoted
title, venue, date), so the text reader reads a paper; any other entry joins its values.
Lab rosters in TOML are not this: importer.parsers.roster_toml reads them first.
"""

from __future__ import annotations

import tomllib

__all__ = ["looks_like_toml_cv", "toml_cv_markdown"]

_NAME_KEYS = ("name", "fullname", "full_name", "author")
_PERSON_TABLES = {"details", "basics", "personal", "person", "info", "contact", "about", "header", "profile"}
_SECTION_KEYS = {"education", "experience", "work", "publications", "research", "papers", "employment", "positions"}
_CONTACT_KEYS = ("email", "mail", "url", "website", "homepage", "github", "orcid", "phone")
_TEXT_KEYS = {"text", "body", "summary", "description", "about"}
_GROUP_LIST_KEYS = ("activities", "items", "entries", "schools", "grants", "list")
_MAX_DEPTH = 6


def _load(text: str) -> dict | None:
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def _lower(data: dict) -> dict:
    return {str(k).lower(): v for k, v in data.items()}


def _owner(data: dict) -> tuple[str | None, dict]:
    """The owner's name and the table it was read from."""
    top = _lower(data)
    for key in _NAME_KEYS:
        if isinstance(top.get(key), str) and top[key].strip():
            return top[key].strip(), top
    for key, value in top.items():
        if key in _PERSON_TABLES and isinstance(value, dict):
            table = _lower(value)
            for name_key in _NAME_KEYS:
                if isinstance(table.get(name_key), str) and table[name_key].strip():
                    return table[name_key].strip(), table
    return None, top


def looks_like_toml_cv(text: str) -> bool:
    """TOML naming a person, with at least one CV section (education, experience, publications ...)."""
    if "=" not in text[:4000]:
        return False
    data = _load(text)
    if not data:
        return False
    name, _ = _owner(data)
    return bool(name) and bool(_SECTION_KEYS & set(_lower(data)))


def _scalar(value) -> str:
    if isinstance(value, list):
        return "; ".join(_scalar(v) for v in value if not isinstance(v, (dict, list)) and str(v).strip())
    return str(value).strip() if value is not None and not isinstance(value, dict) else ""


def _entry(record: dict) -> str:
    fields = _lower(record)
    title, authors = _scalar(fields.get("title")), _scalar(fields.get("authors") or fields.get("author"))
    venue = _scalar(fields.get("venue") or fields.get("journal") or fields.get("booktitle"))
    when = _scalar(fields.get("date") or fields.get("year") or fields.get("dates"))
    if title and (authors or venue):
        url = _scalar(fields.get("url") or fields.get("doi"))
        parts = [
            f"{authors}." if authors else "",
            f'"{title}."',
            f"{venue}," if venue else "",
            f"{when}." if when else "",
        ]
        return " ".join(p for p in [*parts, url] if p).replace(",.", ".").rstrip(",")
    values = [_scalar(v) for k, v in fields.items() if k not in {"label", "body"} and not isinstance(v, dict)]
    return ", ".join(v for v in values if v)


def _section(key: str, value, level: int, out: list[str], depth: int = 0) -> None:
    if depth > _MAX_DEPTH:
        return
    if isinstance(value, dict):
        fields = _lower(value)
        heading = _scalar(fields.get("name")) or key
        out.extend(["", f"{'#' * min(level, 6)} {heading}", ""])
        if (text := next((_scalar(fields[k]) for k in _TEXT_KEYS if _scalar(fields.get(k))), "")) and len(fields) > 1:
            out.append(text)
        nested = [(k, v) for k, v in value.items() if isinstance(v, (dict, list)) and not _is_scalar_list(v)]
        if not nested:
            if line := _entry(value):
                out.append(f"- {line}")
            return
        for sub_key, sub_value in nested:
            if isinstance(sub_value, dict) and all(isinstance(v, dict) for v in sub_value.values()):
                for entry_key, entry in sub_value.items():  # [Experience.Company] tables: one entry each
                    out.append(f"- {entry_key}, {_entry(entry)}")
            elif isinstance(sub_value, dict):
                _section(sub_key, sub_value, level + 1, out, depth + 1)
            else:
                _records(sub_value, level + 1, out, depth + 1)
    elif isinstance(value, list):
        out.extend(["", f"{'#' * min(level, 6)} {key}", ""])
        _records(value, level + 1, out, depth + 1)


def _is_scalar_list(value) -> bool:
    return isinstance(value, list) and not any(isinstance(v, (dict, list)) for v in value)


def _records(items: list, level: int, out: list[str], depth: int) -> None:
    for item in items:
        if not isinstance(item, dict):
            if text := _scalar(item):
                out.append(f"- {text}")
            continue
        fields = _lower(item)
        group = next((fields[k] for k in _GROUP_LIST_KEYS if isinstance(fields.get(k), list)), None)
        if group is not None and any(isinstance(v, dict) for v in group):  # a named group of entries
            out.extend(["", f"{'#' * min(level, 6)} {_scalar(fields.get('name')) or 'Entries'}", ""])
            _records(group, level + 1, out, depth + 1)
        elif line := _entry(item):
            out.append(f"- {line}")


def toml_cv_markdown(text: str) -> str:
    """The TOML CV as markdown (see the module's docstring); "" when the text is not one."""
    data = _load(text)
    if not data:
        return ""
    name, person_table = _owner(data)
    out = [f"# {name}", ""]
    for key in _CONTACT_KEYS:
        if value := _scalar(person_table.get(key)):
            out.append(f"{key.capitalize()}: {value}")
    for key, value in data.items():
        lowered = str(key).lower()
        if lowered in _PERSON_TABLES and isinstance(value, dict):
            continue
        if isinstance(value, (dict, list)) and not _is_scalar_list(value):
            _section(str(key), value, 2, out)
        elif lowered in _TEXT_KEYS - {"body"} and _scalar(value):  # a top-level Body is a generator's template text
            out.extend(["", _scalar(value)])
    return "\n".join(out).strip() + "\n"
