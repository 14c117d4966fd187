"""A person's papers listed in their roster entry or in their own flat file.

A faculty directory's JSON gives each person their papers (`"publications": [{"title": ..., "year": ...}]`); a
person's own file (`{"name": "Dr. Ana Ruiz", "title": "Professor of X", "publications": [...]}`) is that person's
profile, the title before the name being how to address them, not part of it. Plain Python, for the roster reader
and importer.parsers.structured.loader (which reads a person's own file as its owner's).
"""

from __future__ import annotations

from typing import Any

from importer.parsers.records import ParsedPublication
from importer.parsers.roster_shape import lowered_keys

from .fields import _publications

__all__ = ["entry_papers"]

_PAPER_KEYS = ("publications", "papers", "selected_publications")


def entry_papers(entry: Any, where: str) -> list[ParsedPublication]:
    """The papers a person's entry lists under a publications key (a list of paper mappings); [] when none."""
    if not isinstance(entry, dict):
        return []
    lowered = lowered_keys(entry)
    for key in _PAPER_KEYS:
        items = lowered.get(key)
        if isinstance(items, list) and items and all(isinstance(item, dict) for item in items):
            return _publications(items, f"{where}.{key}")
    return []
