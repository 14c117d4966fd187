"""The HTML that markdown pages carry, read as the markdown it stands for.

Jekyll and Hugo pass HTML through markdown untouched, and academicpages research pages use it for
what markdown does plainly: a styled heading (`<h2 style="border-bottom: ...">Working Papers</h2>`)
and an abstract folded under its paper (`<details><summary>Abstract</summary> ... </details>`).
A heading alone on its line becomes a markdown heading, so that it heads its section; a folded
abstract is left out, as an abstract is no part of a list of papers (a fold with any other summary
stays: it may hold the list itself). A fold whose summary is a paper (`<details><summary><a>Title</a>
(w/ <a>Coauthor</a>)<br/>(2021 Jan) show abstract</summary> abstract </details>`, an economist's
research page) is one entry: its summary's first line is the citation, the year and links of the lines
after it are added, and the folded text (the abstract) is left out.

Some pages are written almost wholly in HTML blocks (a CV page of `<div class="cv-tl-item">` timelines,
`<div class="cv-card">` papers, a `<table>` of degrees): each block that starts a line and holds no
markdown of its own is read as the HTML reader reads a page (importer.parsers.html), so its headings,
lines and links reach the markdown reader as markdown. A block holding markdown (kramdown's
`markdown="1"`, a list or heading line inside it) is left as written: the markdown reader reads it.
"""

from __future__ import annotations

import re

from . import lazy_re

_HEADING_LINE_RE = lazy_re.compile(
    r"^[ \t]*<h(?P<level>[1-6])\b[^>]*>(?P<text>[^<>\n]{1,200})</h(?P=level)>[ \t]*$", re.M | re.I
)
# A fold whose summary names an abstract; its text ends at the first </details> (folds do not nest here).
_ABSTRACT_FOLD_RE = lazy_re.compile(
    r"<details\b[^>]*>\s*<summary\b[^>]*>[^<]{0,40}\b(?:abstract|summary)\b[^<]{0,40}</summary>.{0,20000}?</details>",
    re.I | re.S,
)
# Any other fold: its summary, and the folded text after it up to the first </details>.
_PAPER_FOLD_RE = lazy_re.compile(
    r"^[ \t]*<details\b[^>]*>\s*<summary\b[^>]*>(?P<summary>.{1,3000}?)</summary>(?P<folded>.{0,20000}?)</details>[^\n]*$",
    re.I | re.S | re.M,
)
_LIST_INSIDE_RE = lazy_re.compile(r"<li\b|^\s*(?:[-*+]|\d{1,3}\.)\s", re.I | re.M)
# The year a summary's later line opens with: "(2021 Jan)", "2019".
_LEADING_YEAR_RE = lazy_re.compile(r"^\W{0,3}(?:[A-Za-z]{3,9}\.?\s+)?(?P<year>(?:19|20)\d\d)\b")
_LINK_RE = lazy_re.compile(r"\[[^\[\]\n]{1,80}\]\([^()\s]{1,500}\)")
# "**JMP** [Title](url)": a bold label (no names: no comma or stop in it) right before the linked title.
_LEADING_LABEL_RE = lazy_re.compile(r"^\*\*[A-Za-z][^*,.\n]{0,30}\*\*\s+(?=\[)")
# The first line of an HTML block (CommonMark's block-level tags), and the tag that closes it.
_BLOCK_START_RE = lazy_re.compile(
    r"^ {0,3}<(?P<tag>div|section|article|aside|header|footer|table|ul|ol|dl|p|figure|center|blockquote|address)"
    r"(?=[\s>/])",
    re.I,
)
# Markdown written inside a block: kramdown's switch, or a heading or list line of its own.
_MARKDOWN_INSIDE_RE = lazy_re.compile(r"\bmarkdown\s*=|^\s*(?:#{1,6}\s|[-*+]\s|\d{1,3}\.\s|```)", re.I | re.M)
_TABLE_ROW_RE = lazy_re.compile(r"^[ \t]*\|.*<br\s*/?>.*\|[ \t]*$", re.M | re.I)
_CELL_BREAK_RE = lazy_re.compile(r"\s*<br\s*/?>\s*", re.I)
MAX_BLOCK_LINES = 400  # a block whose end is not found by then ends at its first blank line


def inline_html_as_markdown(text: str) -> str:
    """Markdown text with its lone HTML headings as markdown headings, its folded abstracts left out and
    its HTML blocks read as markdown."""
    if "<" not in text:
        return text  # most markdown carries no HTML
    # "| 04/21 – present | __Ph.D Economics__<br>University of X<br>Grade: 1.4 |": a pipe table's cell of
    # several lines, each a part of the entry, as a row prints its parts
    text = _TABLE_ROW_RE.sub(lambda row: _CELL_BREAK_RE.sub(", ", row.group(0)), text)
    text = _html_blocks_as_markdown(_PAPER_FOLD_RE.sub(_paper_fold_entry, _ABSTRACT_FOLD_RE.sub("", text)))
    return _HEADING_LINE_RE.sub(lambda m: f"{'#' * int(m.group('level'))} {m.group('text').strip()}", text)


def _paper_fold_entry(fold: re.Match) -> str:
    """A fold whose summary is a paper (its citation, then a line of date and links), as that paper's list
    entry; a fold of anything else (a summary of one line, a fold holding a list) is left as written."""
    from .html import html_fragment_markdown

    lines = [line.strip() for line in html_fragment_markdown(fold.group("summary")).split("\n") if line.strip()]
    if len(lines) < 2 or len(lines[0]) < 20:
        return fold.group(0)  # a one-line summary ("More", "Show all"): may fold the list itself
    if _LIST_INSIDE_RE.search(fold.group("folded")):
        return fold.group(0)  # a fold holding a list holds papers, not one paper's abstract
    entry = _LEADING_LABEL_RE.sub("", lines[0])
    rest = " ".join(lines[1:])
    if year := _LEADING_YEAR_RE.match(rest):
        entry += f" ({year.group('year')})."
    links = _LINK_RE.findall(rest)
    return "\n- " + " ".join([entry, *links]) + "\n"


def _html_blocks_as_markdown(text: str) -> str:
    from .html import html_fragment_markdown  # the HTML reader, which reads whole pages too

    lines = text.split("\n")
    out: list[str] = []
    index = 0
    while index < len(lines):
        start = _BLOCK_START_RE.match(lines[index])
        if not start:
            out.append(lines[index])
            index += 1
            continue
        end = _block_end(lines, index, start.group("tag").lower())
        block = "\n".join(lines[index:end])
        if _MARKDOWN_INSIDE_RE.search(block):
            out.extend(lines[index:end])
        else:
            out.extend(["", html_fragment_markdown(block).strip(), ""])
        index = end
    return "\n".join(out)


def _block_end(lines: list[str], start: int, tag: str) -> int:
    """The index after the block's last line: where its tag closes, else its first blank line."""
    opens = re.compile(rf"<{tag}(?=[\s>/])", re.I)
    closes = re.compile(rf"</{tag}\s*>", re.I)
    depth = 0
    for index in range(start, min(len(lines), start + MAX_BLOCK_LINES)):
        depth += len(opens.findall(lines[index])) - len(closes.findall(lines[index]))
        if depth <= 0:
            return index + 1
    blank = next((i for i in range(start + 1, len(lines)) if not lines[i].strip()), len(lines))
    return blank
