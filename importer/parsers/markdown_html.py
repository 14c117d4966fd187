"""The HTML that markdown pages carry, read as the markdown it stands for.

Jekyll and Hugo pass HTML through markdown untouched, and academicpages research pages use it for
what markdown does plainly: a styled heading (`<h2 style="border-bottom: ...">Working Papers</h2>`)
and an abstract folded under its paper (`<details><summary>Abstract</summary> ... </details>`).
A heading alone on its line becomes a markdown heading, so that it heads its section; a folded
abstract is left out, as an abstract is no part of a list of papers (a fold with any other summary
stays: it may hold the list itself).
"""

from __future__ import annotations

import re

_HEADING_LINE_RE = re.compile(
    r"^[ \t]*<h(?P<level>[1-6])\b[^>]*>(?P<text>[^<>\n]{1,200})</h(?P=level)>[ \t]*$", re.M | re.I
)
# A fold whose summary names an abstract; its text ends at the first </details> (folds do not nest here).
_ABSTRACT_FOLD_RE = re.compile(
    r"<details\b[^>]*>\s*<summary\b[^>]*>[^<]{0,40}\b(?:abstract|summary)\b[^<]{0,40}</summary>.{0,20000}?</details>",
    re.I | re.S,
)


def inline_html_as_markdown(text: str) -> str:
    """Markdown text with its lone HTML headings as markdown headings and its folded abstracts left out."""
    if "<" not in text:
        return text  # most markdown carries no HTML
    text = _ABSTRACT_FOLD_RE.sub("", text)
    return _HEADING_LINE_RE.sub(lambda m: f"{'#' * int(m.group('level'))} {m.group('text').strip()}", text)
