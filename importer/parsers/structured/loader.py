"""Loading YAML/JSON/front matter safely and choosing the structured format and its parser."""

from __future__ import annotations

import csv
import json
from typing import Any

import yaml

from importer.parsers.detect import is_publication_page
from importer.parsers.exports import looks_like_csl, read_csl
from importer.parsers.records import (
    DocumentError,
    ParsedDocument,
)
from importer.parsers.roster_csv import looks_like_roster_csv, roster_csv_rows
from importer.parsers.roster_shape import looks_like_roster, one_person
from importer.parsers.roster_toml import roster_toml_data

from ..frontmatter import split_front_matter
from .cv import _alfolio_cv, _json_resume, _rendercv
from .fields import _publications
from .pages import _hugo_author, _is_hugo_author, _publication_page
from .person_file import entry_papers
from .roster import parse_roster, person_from_entry

# --------------------------------------------------------------------------- detection and parsing


def _load(text: str) -> tuple[Any, str]:
    """(data, "json"|"yaml"|"front-matter"|"csv"), raising DocumentError; data for front matter is (meta, body)."""
    stripped = text.lstrip("\ufeff").strip()
    if looks_like_roster_csv(stripped):
        try:
            return roster_csv_rows(stripped), "csv"
        except csv.Error as error:
            raise DocumentError(f"the roster CSV cannot be read: {error}") from None
    toml = roster_toml_data(stripped)
    if toml is not None:  # Hugo's data/people.toml: [[current]] tables of people
        return toml, "yaml"
    if stripped.startswith("---"):
        front = split_front_matter(text)
        if front is not None and front[0] == "yaml":
            return (_safe_yaml(front[1]), front[2]), "front-matter"
    if stripped[:1] in ("{", "["):
        try:
            return json.loads(stripped), "json"
        except (ValueError, RecursionError):
            pass  # YAML flow style is a superset; try that before giving up
    return _safe_yaml(stripped), "yaml"


def _safe_yaml(text: str) -> Any:
    try:
        return yaml.safe_load(text)
    except yaml.constructor.ConstructorError as error:
        raise DocumentError(f"unsupported YAML tag: {error.problem or error}", line=_yaml_line(error)) from None
    except yaml.YAMLError as error:
        problem = getattr(error, "problem", None) or str(error).splitlines()[0]
        raise DocumentError(f"not valid YAML/JSON: {problem}", line=_yaml_line(error)) from None
    except (RecursionError, ValueError, TypeError, OverflowError) as error:
        raise DocumentError(f"not valid YAML/JSON: {type(error).__name__}") from None


def _yaml_line(error: Exception) -> int | None:
    mark = getattr(error, "problem_mark", None)
    return mark.line + 1 if mark is not None else None


def _looks_like_publication_list(value: Any) -> bool:
    if not isinstance(value, list) or not value:
        return False
    mappings = [item for item in value if isinstance(item, dict)]
    if len(mappings) < max(1, len(value) // 2):
        return False
    with_title = sum(1 for item in mappings if any(str(k).lower() == "title" for k in item))
    return with_title >= max(1, len(mappings) // 2)


_ALFOLIO_SECTION_TYPES = frozenset({"map", "nested_list", "time_table", "list"})


def _looks_like_alfolio_cv(value: Any) -> bool:
    """A list of sections: every item a mapping, and they carry `contents` or an al-folio `type`."""
    if not isinstance(value, list) or not value or not all(isinstance(item, dict) for item in value):
        return False
    return all("contents" in item or str(item.get("type")) in _ALFOLIO_SECTION_TYPES for item in value)


_RESUME_KEYS = frozenset(
    {
        "basics",
        "work",
        "education",
        "awards",
        "publications",
        "skills",
        "volunteer",
        "interests",
        "references",
        "projects",
        "languages",
        "certificates",
    }
)


def _classify(data: Any, container: str, name: str = "") -> str | None:
    """The format name for loaded data (of the file `name`), or None if it is no structured profile document."""
    if container == "front-matter":
        meta, _body = data
        if is_publication_page(meta):
            return "publication-page"
        return "hugo-author" if _is_hugo_author(meta, name) else None
    if container == "csv":
        return "roster" if looks_like_roster(data) else None
    cv_format = "cv-json" if container == "json" else "cv-yaml"
    if looks_like_csl(data):
        return "csl"
    if _looks_like_alfolio_cv(data):
        return cv_format
    resume_keys = {str(k).lower() for k in data} & (_RESUME_KEYS | {"cv"}) if isinstance(data, dict) else set()
    if one_person(data) and not resume_keys - {"publications"}:  # one person's own file, with their papers
        return "person"
    if not resume_keys and looks_like_roster(data):  # before publications: "title: PhD Student" is no paper
        return "roster"
    if _looks_like_publication_list(data):
        return "yaml-publications"
    if isinstance(data, dict):
        keys = {str(k).lower() for k in data}
        if "cv" in keys and isinstance(data.get("cv"), dict):
            return cv_format
        if "basics" in keys or len(keys & _RESUME_KEYS) >= 2:
            return cv_format
        if data and all(_looks_like_publication_list(v) for v in data.values()):
            return "yaml-publications"
        if keys == {"publications"} or keys == {"papers"}:
            return "yaml-publications"
    return None


def parse_structured(name: str, text: str) -> ParsedDocument:
    """Parse a YAML/JSON publication list or CV, or a Hugo author page."""
    if not isinstance(text, str) or not text.strip():
        raise DocumentError(f"{name}: empty document")
    try:
        data, container = _load(text)
        fmt = _classify(data, container, name)
        if fmt is None:
            raise DocumentError(f"{name}: {_describe_shape(data, container)}")
        return _dispatch(fmt, data, container, name)
    except DocumentError as error:
        message = str(error)
        if error.line and message.startswith(f"line {error.line}: "):
            message = message[len(f"line {error.line}: ") :]  # DocumentError adds it again
        raise DocumentError(
            message if message.startswith(f"{name}:") else f"{name}: {message}", line=error.line
        ) from None
    except RecursionError:
        raise DocumentError(f"{name}: document too deeply nested") from None
    except (AttributeError, KeyError, TypeError, ValueError, IndexError) as error:
        # A shape no rule expected: report it as this document's problem, not a crash.
        raise DocumentError(f"{name}: unexpected structure ({type(error).__name__}: {error})") from None


def _dispatch(fmt: str, data: Any, container: str, name: str) -> ParsedDocument:
    if fmt == "hugo-author":
        meta, body = data
        return _hugo_author(meta, body, name)
    if fmt == "publication-page":
        meta, body = data
        return _publication_page(meta, body, name)
    if fmt == "roster":
        return parse_roster(data, name)
    if fmt == "person":
        return person_file(data, name)
    if fmt == "csl":
        return read_csl(name, data)
    if fmt == "yaml-publications":
        if isinstance(data, list):
            publications = _publications(data, "publications")
        else:
            publications = []
            for key, value in data.items():
                publications.extend(_publications(value, str(key)))
        return ParsedDocument(source_name=name, format=fmt, publications=publications)
    if isinstance(data, list):
        return _alfolio_cv(data, name, fmt)
    if "cv" in {str(k).lower() for k in data} and isinstance(data.get("cv"), dict):
        return _rendercv(data, name, fmt)
    return _json_resume(data, name, fmt)


def _describe_shape(data: Any, container: str) -> str:
    if container == "front-matter":
        meta, _body = data
        keys = ", ".join(sorted(str(k) for k in meta)) if isinstance(meta, dict) else type(meta).__name__
        return (
            f"front matter with keys ({keys}) is not a Hugo author profile "
            "(expected 'title' plus 'role', 'organizations', 'social', 'interests', ...)"
        )
    if isinstance(data, dict):
        keys = ", ".join(sorted(str(k) for k in data)[:12])
        return (
            f"top-level keys ({keys}) are neither a JSON Resume ('basics', 'work', 'education'), "
            "a RenderCV ('cv') nor a publication list"
        )
    if isinstance(data, list):
        first = data[0] if data else None
        if isinstance(first, dict):
            return (
                f"list items with keys ({', '.join(sorted(str(k) for k in first)[:12])}) have no 'title' "
                "(publication list) or 'contents' (al-folio cv.yml)"
            )
        return f"a list of {type(first).__name__ if data else 'nothing'}, not publications or CV sections"
    return f"a single {type(data).__name__} value, not a publication list, CV or author profile"


def person_file(data: dict, source_name: str) -> ParsedDocument:
    """One person's own flat file as a document owned by them, with the papers it lists."""
    profile = person_from_entry(data, source_name)
    if profile is None:
        raise DocumentError(f"{source_name}: the template's example person, no one to import")
    return ParsedDocument(
        source_name=source_name, format="member-page", profile=profile, publications=entry_papers(data, source_name)
    )
