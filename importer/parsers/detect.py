"""The one format detector: which parser reads a document, from its content (never its file name).

detect_format(text) says "labsite-export", "bibtex", "structured", "json",
"html", "latex", "front-matter", "yaml" or "text"; is_publication_page(meta) says whether front
matter describes one paper; looks_structured(data) whether loaded YAML/JSON is
a structured CV, author page or publication list.
"""

from __future__ import annotations

import json
import re

from .html import looks_like_html
from .latex import looks_like_latex

__all__ = ["detect_format", "is_publication_page", "looks_structured", "FRONT_MATTER_RE", "STRUCTURED_KEYS"]

FRONT_MATTER_RE = re.compile(r"\A---[ \t]*\n(.*?)\n(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.S)
_BIBTEX_ENTRY_RE = re.compile(r"^\s*@\s*[A-Za-z]+\s*[{(]", re.M)
STRUCTURED_KEYS = {
    "cv-yaml": {"cv", "sections", "education", "experience", "work", "publications", "basics", "awards", "skills"},
    "hugo-author": {"role", "organizations", "interests", "social", "education", "user_groups", "superuser"},
}
_BIBTEX_BLOCK_RE = re.compile(r"@\s*\w+\s*[{(][^@]*?\n\s*[})]", re.S)
_YAML_COMMENTS_RE = re.compile(r"\A(?:[ \t]*(?:#[^\n]*)?\n)+")
_PUBLICATION_KEYS = {"title", "authors", "author", "venue", "year", "journal", "booktitle", "conference"}


def looks_structured(data) -> bool:
    """Keys of a structured CV, JSON Resume, Hugo author, or a list of publication records."""
    if isinstance(data, list):
        records = [x for x in data[:20] if isinstance(x, dict)]
        if records and len(records) == len(data[:20]) and all("contents" in r and "title" in r for r in records):
            return True  # an al-folio _data/cv.yml: a list of {title, type, contents} sections
        return bool(records) and all(len(_PUBLICATION_KEYS & {str(k).lower() for k in r}) >= 2 for r in records)
    if not isinstance(data, dict):
        return False
    keys = {str(k).lower() for k in data}
    return (
        bool(keys & {"cv", "basics", "sections"})
        or len(keys & STRUCTURED_KEYS["hugo-author"]) >= 2
        or len(keys & STRUCTURED_KEYS["cv-yaml"]) >= 2
        or ("education" in keys and isinstance(data.get("education"), dict))
    )


def detect_format(text: str) -> str:
    """ "labsite-export", "bibtex", "structured", "front-matter" or "text"."""
    stripped = text.lstrip()
    if stripped.startswith("{"):
        try:
            data = json.loads(stripped)
        except (ValueError, RecursionError):
            return "text"
        if isinstance(data, dict) and data.get("format") == "labsite-export":
            return "labsite-export"
        return "structured" if looks_structured(data) else "json"
    if stripped.startswith("[") and stripped.rstrip().endswith("]"):
        try:
            return "structured" if looks_structured(json.loads(stripped)) else "text"
        except (ValueError, RecursionError):
            pass
    if looks_like_html(text):
        return "html"
    if looks_like_latex(text):
        return "latex"
    if FRONT_MATTER_RE.match(text):
        return "front-matter"
    entries = _BIBTEX_ENTRY_RE.findall(text)
    if entries and stripped.startswith(("@", "%")):
        return "bibtex"
    sample = stripped[:200000]
    if len(entries) >= 2 and sum(len(m) for m in _BIBTEX_BLOCK_RE.findall(sample)) > 0.5 * len(sample):
        return "bibtex"
    body = _YAML_COMMENTS_RE.sub("", stripped)  # a _data/*.yml file often opens with "# ..." comment lines
    if re.match(r"\A[\w-]+\s*:\s*\S|\A-\s+[\w-]+\s*:", body) and "\n" in body:
        return "yaml"
    return "text"


def is_publication_page(meta) -> bool:
    """Front matter of a page about one paper (academicpages _publications/, Hugo Blox content/publication/)."""
    if not isinstance(meta, dict):
        return False
    keys = {str(k).lower() for k in meta}
    if "title" not in keys:
        return False
    return (
        str(meta.get("collection", "")).lower() == "publications"
        or "publication_types" in keys
        or ("venue" in keys and bool(keys & {"citation", "paperurl"}))
        or ("publication" in keys and "authors" in keys)
    )
