"""Pandoc's fenced divs in a markdown CV: `::: {.award-item date="2024"}` ... `:::`.

A CV written for pandoc (a Quarto or R Markdown CV, a Lua filter's template) wraps each entry in a
div whose attributes carry its data: the fence lines are layout, never text, and a date the
attributes give ("date", "years", "year", "when") is the entry's date. So each fence line
becomes blank (line numbers stay those of the file) and the date is put after the entry's
first line, where a CV line carries it ("Impact Award: Publishers Association, 2024").
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..dates import YEAR_RE

__all__ = ["unfence_divs"]

_FENCE_RE = lazy_re.compile(r"^[ \t]*:{3,}[ \t]*(?:\{([^{}\n]*)\}|[\w-]+)?[ \t]*:*[ \t]*$")
_DATE_ATTRIBUTE_RE = lazy_re.compile(
    r"\b(?:date|dates|years?|when|period)\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|(\S+))", re.I
)


def unfence_divs(text: str) -> str:
    """`text` with its fence lines blank and each div's date after the div's first line of text."""
    if ":::" not in text:
        return text
    lines = text.split("\n")
    pending = ""  # a date waiting for the div's first line
    for index, line in enumerate(lines):
        fence = _FENCE_RE.match(line)
        if fence:
            attributes = fence.group(1) or ""
            dates = [next(v for v in m.groups() if v is not None) for m in _DATE_ATTRIBUTE_RE.finditer(attributes)]
            pending = next((d.strip() for d in dates if YEAR_RE.search(d)), "")
            lines[index] = ""
        elif pending and line.strip():
            lines[index] = f"{line.rstrip()}, {pending}"
            pending = ""
    return "\n".join(lines)
