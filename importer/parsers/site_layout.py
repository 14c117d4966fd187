"""A Quarto or R Markdown page's layout, taken away so that its text reads as the markdown it is.

Quarto pages lay their text out with Pandoc's fenced divs (`::: {.d-flex}` ... `:::`), bare
`<div>` wrappers between them, and a backslash at a line's end for a line break
("**Westvale College, University of Harbourside**\\" over "Lecturer in Psychology"). Read as they are, a
fence is a line of text, a job's title runs into its employer and "\\" is left in both. The fences
and lone div tags go, and a trailing backslash becomes a plain line break. Plain Python: text in,
text out.

A markdown page's reference-style links ("[Rutgers University][1]" over a closing "[1]: https://...")
become the inline links they stand for, so that a bio read from the page does not end in a list of bare
addresses.
"""

from __future__ import annotations

import re

from . import lazy_re
from .frontmatter import FRONT_MATTER_RE

__all__ = ["inline_reference_links", "without_pandoc_layout"]

_FENCE_RE = lazy_re.compile(r"^[ \t]*:{3,}[^\n]*\n?", re.M)  # "::: {.grid}", ":::: text-end", ":::"
_DIV_LINE_RE = lazy_re.compile(r"^[ \t]*</?div\b[^>\n]*>[ \t]*\n?", re.M | re.I)  # a lone "<div>" or "</div>"
_BREAK_RE = lazy_re.compile(r"(?<!\\)\\[ \t]*$", re.M)  # "University of Harbourside\" : a hard line break


def without_pandoc_layout(text: str) -> str:
    """The page's text without fenced divs, lone div tags and backslash line breaks (front matter untouched)."""
    if ":::" not in text and "<div" not in text.lower() and "\\\n" not in text:
        return text
    front = FRONT_MATTER_RE.match(text)
    head, body = (text[: front.end()], text[front.end() :]) if front else ("", text)
    return head + _BREAK_RE.sub("", _DIV_LINE_RE.sub("", _FENCE_RE.sub("", body)))


# "[1]: https://x.org/" or '[rutgers]: <https://x.org/> "Title"': a link's definition, on a line of its own
_DEFINITION_RE = lazy_re.compile(
    r"^[ ]{0,3}\[([^\]\n]{1,100})\]:[ \t]*<?([^\s>]+)>?(?:[ \t]+[\"'(][^\n]*)?[ \t]*$\n?", re.M
)
_REFERENCE_RE = lazy_re.compile(r"\[([^\]\n]{1,300})\][ ]?\[([^\]\n]{0,100})\]")


def inline_reference_links(text: str) -> str:
    """The page with its reference-style links written inline and their definitions gone; a reference with no
    definition is left as it is."""
    if "]:" not in text:
        return text
    urls = {label.strip().casefold(): url for label, url in _DEFINITION_RE.findall(text)}
    if not urls:
        return text

    def inline(found: re.Match) -> str:
        label = (found.group(2) or found.group(1)).strip().casefold()  # "[Rutgers][]": the text is the label
        return f"[{found.group(1)}]({urls[label]})" if label in urls else found.group(0)

    return _REFERENCE_RE.sub(inline, _DEFINITION_RE.sub("", text))
