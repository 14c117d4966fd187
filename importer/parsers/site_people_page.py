"""A lab site's people page written in markdown (team.qmd, people.md), read as the lab's roster.

A Quarto or Jekyll lab site without member pages lists its people on one page: its groups as
headings ("# PhD Candidates"), each member a smaller heading with their title and a date or two
in bold lines under it, wrapped in the HTML and Quarto divs that lay them out as cards:

    <div class="team-card">
    <img src="images/team/ana.jpg">

    ### Dr Ana Ruiz
    **Postdoctoral Fellow**
    **Start:** 2023
    </div>

Such a page is the same roster importer.parsers.html_roster reads from a rendered page, once its
layout is taken away: the lines that are only HTML tags, Quarto's ::: fences, rules and images go,
a bold line under a member's name is that member's line (their title, not another member), and a
date's label ("Start:", "Graduated:") leaves its date. Plain Python: the page's text in, the
roster document (or None: not a people page) out.
"""

from __future__ import annotations

import re

from .html_roster import people_page
from .markdown_html import inline_html_as_markdown
from .records import DocumentError, ParsedDocument
from .sites import front_matter

__all__ = ["lab_people_page"]

_LAYOUT_LINE_RE = re.compile(
    r"^\s*(?:(?:</?[a-zA-Z][^<>]*>\s*)+|:{3,}.*|(?:-{3,}|\*{3,}|_{3,})|!\[[^\]]*\]\([^)]*\)(?:\{[^}]*\})?)\s*$"
)
_MAILTO_RE = re.compile(r"\[[^\]]*\]\(mailto:([^)\s]+)\)", re.I)  # "[Email](mailto:x@y)": the address itself
_SUMMARY_RE = re.compile(r"<summary\b[^>]*>.*?</summary>", re.I)
_HEADING_RE = re.compile(r"^#{1,6}\s")
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
_BOLD_LINE_RE = re.compile(r"^\*\*(.+?)\*\*(.*)$")
# "Start: 2022", "Graduated: 2024": the label of a date, which the roster reads from the date itself
_DATE_LABEL_RE = re.compile(
    r"^(?:start(?:ed)?|since|joined|from|end(?:ed)?|until|left|graduated|beginn|seit|début|inicio)\s*:\s*(?=\S)",
    re.I,
)


def _plain_markdown(body: str) -> str:
    """The page's markdown without its layout: its headings and the lines under them."""
    lines: list[str] = []
    in_card = False  # under a heading, in the lines that follow it without a blank line
    for raw in _SUMMARY_RE.sub("", inline_html_as_markdown(body)).split("\n"):
        line = _MAILTO_RE.sub(r"\1", raw.rstrip().removesuffix("\\").rstrip())
        if _LAYOUT_LINE_RE.match(line):
            continue
        if not line:
            in_card = False
            lines.append("")
            continue
        if _HEADING_RE.match(line):
            in_card = True
            lines.append(line)
            continue
        bold = _BOLD_LINE_RE.match(line)
        if bold and in_card:
            line = (bold.group(1) + bold.group(2)).strip()  # the member's title, not another member
        line = _DATE_LABEL_RE.sub("", line)
        if in_card and _YEAR_RE.fullmatch(line) and lines and _YEAR_RE.fullmatch(lines[-1]):
            lines[-1] += f"–{line}"  # "Start: 2021" over "End: 2024": the years 2021–2024
            continue
        lines.append(line)
    return "\n".join(lines)


def lab_people_page(name: str, text: str) -> ParsedDocument | None:
    """The lab's roster when the page lists the lab's people under group headings; None for any other page."""
    try:
        _meta, body = front_matter(text)
    except DocumentError:
        return None  # read as any page, and failed at its line there
    return people_page(name, _plain_markdown(body))
