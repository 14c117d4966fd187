"""A lab roster written in TOML (Hugo's `data/people.toml`: `[[current]]` and `[[former]]` tables of people, each
with `name = "..."`, `role = "..."`), read as the same data a YAML roster loads to.

Plain Python: the format detector (importer.parsers.detect) asks whether a text is one, the structured
reader loads it; any other TOML is left to the readers of text.
"""

from __future__ import annotations

import re
import tomllib
from typing import Any

from . import lazy_re
from .records import DocumentError
from .roster_shape import looks_like_roster

__all__ = ["looks_like_roster_toml", "roster_toml_data"]

_TABLE_RE = lazy_re.compile(r"^\s*\[\[?\s*[\w.-]+\s*\]\]?\s*$", re.M)
_ARRAY_TABLE_RE = lazy_re.compile(r"^\s*\[\[\s*[\w.-]+\s*\]\]\s*$", re.M)
_NAME_LINE_RE = lazy_re.compile(r"^\s*(?:name|full_?name|first_?name|title)\s*=\s*\S", re.M | re.I)


def roster_toml_data(text: str) -> Any | None:
    """The people a TOML roster lists, loaded; None when the text is not TOML naming people."""
    if not (_TABLE_RE.search(text) and _NAME_LINE_RE.search(text)):
        return None
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError) as err:
        if _ARRAY_TABLE_RE.search(text):  # "[[current]]" tables of people: a roster, written wrong
            raise DocumentError(f"this TOML roster could not be read: {err}") from None
        return None
    return data if looks_like_roster(data) else None


def looks_like_roster_toml(text: str) -> bool:
    return roster_toml_data(text) is not None
