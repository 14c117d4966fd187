"""mkdocs (Material) admonitions: `!!! note "Selected papers"` over a body indented by four spaces.

The marker line is layout and its quoted title a box's caption, never an entry: the body is read
as if the box were not there, dedented, so a list of papers inside a box is read like any other.
`???` and `???+` (the collapsible kind) are the same boxes, folded.
"""

from __future__ import annotations

from .. import lazy_re

__all__ = ["unwrap_admonitions"]

_OPENER_RE = lazy_re.compile(r"^([ \t]*)(?:!!!|\?\?\?\+?)[ \t]+[\w-]+(?:[ \t]+[\w-]+)*(?:[ \t]+\"[^\"\n]*\")?[ \t]*$")
_BODY_INDENT = 4


def unwrap_admonitions(text: str) -> str:
    """The text with each admonition's marker line taken out and its body dedented by one level."""
    if "!!!" not in text and "???" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    bodies: list[int] = []  # the indentation of each open box's body, innermost last
    for line in lines:
        if not line.strip():
            out.append("")
            continue
        expanded = line.expandtabs(_BODY_INDENT)  # a body indented by a tab is indented by one level
        indent = len(expanded) - len(expanded.lstrip(" "))
        while bodies and indent < bodies[-1]:
            bodies.pop()  # a line back at the box's own indentation ends its body
        opener = _OPENER_RE.match(expanded)
        if opener:
            bodies.append(len(opener.group(1)) + _BODY_INDENT)
        else:
            out.append(expanded[_BODY_INDENT * len(bodies) :] if bodies else line)
    return "\n".join(out)
