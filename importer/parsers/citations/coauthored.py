"""An entry opened by its coauthors, as humanities CVs print their joint articles:
"Co-authored with Ana Ruiz, “Title,” Journal 96 (1994), 43-90."

The CV's owner wrote it with the coauthors named there. coauthors_after_title moves the note after
the quoted title, where economists print it ("“Title” (with Ana Ruiz), Journal 96 (1994), 43-90."),
so that the entry is read as one whose owner is unprinted: the owner first, then the coauthors.
Only a note followed by a quoted title is moved: the title's quotes are where the names surely end.
"""

from __future__ import annotations

import re

from .. import lazy_re

_COAUTHORED_RE = lazy_re.compile(
    r"^(?P<bullet>\s*(?:[-*+•]\s+)?)(?:co-?\s?authored|co-?\s?written|jointly\s+written|joint(?:\s+work)?)\s+with\s+"
    r"(?P<names>[A-ZÀ-ÖØ-Þ][^“”\"()]{1,200}?)\s*[,:;.]?\s*"
    r"(?:“(?P<curly>[^“”]{2,600})”|\"(?P<straight>[^\"]{2,600})\")\s*[,.:]?\s*(?P<rest>.*)$",
    re.I | re.S,
)


def coauthors_after_title(block: str) -> str:
    """ "Co-authored with A. Ruiz, “Title,” Journal." -> "“Title” (with A. Ruiz), Journal." (see the module's docstring)."""
    found = _COAUTHORED_RE.match(block)
    if found is None:
        return block
    title = (found.group("curly") or found.group("straight")).strip(" ,.:;")
    names = found.group("names").strip(" ,;")
    return f"{found.group('bullet')}“{title}” (with {names}), {found.group('rest')}"
