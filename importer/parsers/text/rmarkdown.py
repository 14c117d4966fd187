"""An R Markdown or Quarto CV's markup, taken away so that its text reads as the CV it prints.

A `cv.Rmd` / `cv.qmd` is markdown written for pandoc, often with a PDF in mind, and carries markup
that is layout, never content:

- code chunks (```` ```{r} ```` ... ```` ``` ````) and inline `` `r Sys.Date()` ``: code that builds
  entries from a data file when the CV is knitted. The importer cannot run it, and must not read its
  column names or function calls as entries, so each chunk's lines become blank (line numbers stay
  those of the file);
- pandoc attributes after a link, an image, a span or a heading (`[Insee](url){target="_blank"}`,
  `![](logo.png){width=10%}`, `Education {data-icon=graduation-cap}`, `Ana Ruiz {#title}`), which
  would otherwise stay in an organisation's name or keep a heading from being one;
- images (a logo before an employer's name), which are no text;
- LaTeX layout commands that a PDF template obeys (`\\hfill 2021`, `\\normalfont`, `\\vspace{.05in}`,
  `\\faGithub`): a `\\hfill` between an entry and its date is a separator, the rest are nothing.

Two shapes of pagedown's `html_resume` are made plain markdown too: its setext headings ("Main" over a
line of "=", "Education {data-icon=...}" over a line of "-") become "#"/"##" headings, and each entry
written as a "### Title" over one-line paragraphs (organisation, place, dates; "N/A" where one is
missing) becomes the one row a CV would print: "2018-2021 **Title**, Organisation, Place", its bullets
and prose kept under it as the entry's details.

Fence lines of pandoc's divs (`::: {.column}`) are left for importer.parsers.text.fenced_divs.
Plain Python: text in, text out.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..dates import YEAR_RE
from .rmarkdown_tables import tribble_lines

__all__ = ["without_rmarkdown_markup"]

# ```{r setup, include=FALSE} / ```{python} / ~~~{r}: an executable chunk, closed by a bare fence
_CHUNK_OPEN_RE = lazy_re.compile(r"^[ \t]*(`{3,}|~{3,})[ \t]*\{[ \t]*[A-Za-z][\w.-]*\b[^\n]*\}[ \t]*$")
_INLINE_CODE_RE = lazy_re.compile(r"`r[ \t][^`\n]*`")
_DIV_FENCE_RE = lazy_re.compile(r"^[ \t]*:{3,}")
# "{#title}", "{.smaller}", "{target="_blank"}", "{ width=2.5% }", "{data-icon=suitcase data-concise=true}"
_ATTRIBUTE = r"\{[ \t]*(?:[#.][\w:-]+|[\w-]+=(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s{}]+))(?:[ \t]+(?:[#.][\w:-]+|[\w-]+=(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s{}]+)))*[ \t]*\}"
_IMAGE_RE = lazy_re.compile(r"!\[[^\]\n]*\]\([^()\n]*\)(?:" + _ATTRIBUTE + ")?")
_LINK_ATTRIBUTE_RE = lazy_re.compile(r"(?<=\))" + _ATTRIBUTE)
_SPAN_RE = lazy_re.compile(r"\[([^\[\]\n]*)\]" + _ATTRIBUTE)  # "[text]{.smallcaps}": the text
_TRAILING_ATTRIBUTE_RE = lazy_re.compile(r"[ \t]+" + _ATTRIBUTE + r"[ \t]*$")  # a heading's "{#id}"
# kramdown's (Jekyll's) attribute lists, "{:target="_blank"}", "{: .no_toc}", "{:style="font-size: 16px" }": always
# layout, wherever they stand (after a link, an emphasis, alone on a line under a paragraph)
_KRAMDOWN_ATTRIBUTES_RE = lazy_re.compile(r"[ \t]*\{:[^{}\n]*\}")
# "\hfill 2021": what follows is the entry's date, set apart on the printed page
_HFILL_RE = lazy_re.compile(r"[ \t]*,?[ \t]*\\hfill\b[ \t]*")
_LATEX_LAYOUT_RE = lazy_re.compile(
    r"\\(?:[vh]space\*?\{[^{}\n]*\}|(?:normalfont|normalsize|thinspace|small|footnotesize|scriptsize|large|Large|"
    r"newpage|pagebreak|clearpage|noindent|medskip|bigskip|smallskip|centering|raggedright|linebreak|newline)\b"
    r"|fa[A-Z]\w*\b)"
)
# "## Northgate University \\normalfont Lakeford, Canada": the switch to plain type between a name and its place
_FONT_SWITCH_RE = lazy_re.compile(r"(?<=\S)[ \t]*\\normalfont\b[ \t]*(?=[^\s\\])")
_TEXTBULLET_RE = lazy_re.compile(r"[ \t]*\\textbullet\b[ \t]*")
_HARD_BREAK_RE = lazy_re.compile(r"(?<!\\)\\[ \t]*$")  # "SWPS University\": pandoc's line break


def without_rmarkdown_markup(text: str) -> str:
    """`text` without code chunks, pandoc attributes, images and LaTeX layout commands, line for line; in a
    document that had such markup, its setext headings and pagedown entries made plain markdown."""
    if not any(mark in text for mark in ("```", "~~~", "`r ", "{", "![", "\\")):
        return text
    lines = text.split("\n")
    original = list(lines)
    closing = ""  # the fence that ends the chunk being blanked
    chunk_start = 0
    marked = False  # R Markdown's markup seen: the document is one, and its headings are pandoc's
    for index, line in enumerate(lines):
        if closing:
            if line.strip() == closing:
                closing = ""
                # a table of entries written in the chunk by hand: its rows, as the CV prints them
                rows = tribble_lines(original[chunk_start : index + 1])
                if rows:
                    lines[chunk_start : index + 1] = rows
                    continue
            lines[index] = ""
            continue
        opened = _CHUNK_OPEN_RE.match(line)
        if opened:
            closing, marked, chunk_start = opened.group(1), True, index
            lines[index] = ""
            continue
        lines[index] = _without_inline_markup(line)
        marked = marked or lines[index] != line
    return _pagedown_rows(_atx_headings(_bold_leads_apart(lines))) if marked else "\n".join(lines)


def _without_inline_markup(line: str) -> str:
    if _DIV_FENCE_RE.match(line):
        return line
    line = _INLINE_CODE_RE.sub("", line)
    if "{" in line or "![" in line:
        line = _KRAMDOWN_ATTRIBUTES_RE.sub("", line)
        if not line.strip():
            return ""
        line = _IMAGE_RE.sub("", line)
        line = _LINK_ATTRIBUTE_RE.sub("", line)
        line = _SPAN_RE.sub(r"\1", line)
        line = _TRAILING_ATTRIBUTE_RE.sub("", line)
    if "\\" in line:
        broken = bool(_HARD_BREAK_RE.search(line))
        line = _HARD_BREAK_RE.sub("", line)
        line = _FONT_SWITCH_RE.sub(", ", line)
        line = _TEXTBULLET_RE.sub(" · ", line)
        line = _LATEX_LAYOUT_RE.sub("", line)
        line = _HFILL_RE.sub(", ", line)
        if not line.strip(" ,"):
            return ""
        line = line.rstrip()
        line = line.rstrip(", \t") if line.rstrip().endswith(",") else line
        # pandoc's "\\" line break kept as markdown's other one (two spaces): it parts an entry's fields
        line = f"{line}  " if broken and line.strip() else line
    return line


_BOLD_LEAD_RE = lazy_re.compile(r"^([ \t]*)(\*\*|__)([^*_\n]+?)\2(?=[ \t]+[^\W\d_(])")
_BOLD_THEN_BRACKETS_RE = lazy_re.compile(r"^([ \t]*)(\*\*|__)([^*_\n]+?)\2[ \t]*\(([^()\n]+)\)[ \t]*$")
_DATE_ALONE_RE = lazy_re.compile(r"^[ \t]*`?[\d./–—-]*(?:19|20)\d{2}(?:[ \t]*[–—-]+[ \t]*(?:\d{2,4})?)?`?[ \t]*$")


def _bold_leads_apart(lines: list[str]) -> list[str]:
    """ "`2015-16`" over "__University of Westhaven__ MSc Marine Biology": the bold name is a field of its
    own, so a comma parts it from the degree or title that follows it, or from its place in brackets."""
    for index in range(1, len(lines)):
        if _DATE_ALONE_RE.match(lines[index - 1]):
            # "__Research assistant__ (_Kestrel Field Station, Spain_)": where, in brackets, is a field too
            line = _BOLD_THEN_BRACKETS_RE.sub(r"\1\2\3\2, \4", lines[index], count=1)
            lines[index] = _BOLD_LEAD_RE.sub(r"\1\2\3\2,", line, count=1)
    return lines


_UNDERLINE_RE = lazy_re.compile(r"^[ \t]{0,3}(=+|-+)[ \t]*$")
_LIST_OR_BLOCK_RE = lazy_re.compile(r"^[ \t]*(?:[-*+>|#]|\d+[.)][ \t]|:{3})")
MAX_HEADING_WORDS = 10


def _atx_headings(lines: list[str]) -> list[str]:
    """Setext headings as "#"/"##" ones: a short line, alone after a blank one (or a div's fence), over a line of "=" or "-"
    (at least three). A longer paragraph's last line over "---" stays a paragraph over a rule."""
    for index in range(1, len(lines)):
        under = _UNDERLINE_RE.match(lines[index])
        title = lines[index - 1].strip()
        if (
            under
            and len(under.group(1)) >= 3
            and title
            and (index < 2 or not lines[index - 2].strip() or _DIV_FENCE_RE.match(lines[index - 2]))
            and not _LIST_OR_BLOCK_RE.match(lines[index - 1])
            and len(title.split()) <= MAX_HEADING_WORDS
            and not title.endswith((".", ",", ";"))
        ):
            lines[index - 1] = ("# " if under.group(1)[0] == "=" else "## ") + title
            lines[index] = ""
    return lines


_ENTRY_HEADING_RE = lazy_re.compile(r"^[ \t]{0,3}###[ \t]+(\S.*?)[ \t]*#*[ \t]*$")
_EMPHASIS_RE = lazy_re.compile(r"\*{1,3}|(?<!\w)_{1,3}|_{1,3}(?!\w)")
_MISSING_RE = lazy_re.compile(r"^(?:N/?A|-|–|—)$", re.I)
MAX_FIELD_WORDS = 14  # an organisation or a place, never a paragraph of prose


def _pagedown_rows(lines: list[str]) -> str:
    """Each "### Title" entry whose next one-line paragraphs end in a date line, as one row; only where
    the document has two such entries or more (a lone "### Talks" over "2019" is a heading over a year)."""
    entries = []
    for index, line in enumerate(lines):
        heading = _ENTRY_HEADING_RE.match(line)
        if heading:
            fields, used = _entry_fields(lines, index + 1)
            if len(fields) >= 2:  # something besides the date: an organisation, a place
                entries.append((index, heading.group(1), fields, used))
    if len(entries) < 2:
        return "\n".join(lines)
    for index, title, fields, used in entries:
        for taken in used:
            lines[taken] = ""
        # the date first and the title in bold: the row as a CV prints it ("2018-2021 **Title**, Org, Place")
        rest = [f for f in fields[:-1] if not _MISSING_RE.match(f)]
        lines[index] = f"{fields[-1]} " + ", ".join([f"**{_EMPHASIS_RE.sub('', title).strip()}**", *rest])
    return "\n".join(lines)


def _entry_fields(lines: list[str], start: int) -> tuple[list[str], list[int]]:
    """The one-line paragraphs under an entry's heading, up to and with its date line ([] when it has none)."""
    fields: list[str] = []
    used: list[int] = []
    index = start
    while index < len(lines) and len(fields) < 4:
        if not lines[index].strip():
            index += 1
            continue
        line = lines[index].strip()
        alone = index + 1 >= len(lines) or not lines[index + 1].strip()
        if not alone or _LIST_OR_BLOCK_RE.match(lines[index]) or len(line.split()) > MAX_FIELD_WORDS:
            return [], []
        fields.append(line)
        used.append(index)
        if _is_date_line(line):
            return fields, used
        index += 1
    return [], []


def _is_date_line(line: str) -> bool:
    """ "2018-2021", "2014", "Sept 2019 - Present", "N/A": a date and nothing more of substance."""
    if _MISSING_RE.match(line):
        return False
    words = re.sub(r"[\d\W_]+", " ", line).split()
    return bool(YEAR_RE.search(line)) and len(words) <= 3
