"""The text half of the LaTeX CV reader (importer.parsers.latex): how a CV's pieces are written as markdown.

Comments taken out, one line break of the source read as a space (TeX's rule), plain text decoded
(accents, dashes, quotes; a tabular's "&" kept as a cell separator), a table's row made one CV line
with its date cell last, and the entries of the CV classes (a title, organisation, place, dates and
description; a paper's parts in the writer's own order) written as the list items the CV reader reads.
An inline formula ("$\\mathbb{Z}_2$", "\\(T_c\\)") and a lettered accent ("\\c{c}", "\\v{r}") go to the
decoder whole (literal_span): cut at their commands, a title would lose its spaces and its letters.
"""

from __future__ import annotations

import re

from . import lazy_re
from .bibtex import latex_to_text
from .dates import strip_dates, years_in
from .latex_commands import SPACE_COMMANDS
from .text.fields import is_town

__all__ = [
    "CELL",
    "EMPTY_BEFORE_ITEM_RE",
    "EMPTY_ITEM_RE",
    "citation",
    "cited_warnings",
    "decode",
    "entry",
    "is_dates",
    "is_town",
    "literal_span",
    "nested",
    "strip_comments",
    "table_line",
    "unwrapped",
]

_COMMENT_RE = lazy_re.compile(r"((?:^|[^\\])(?:\\\\)*)%.*")


def strip_comments(text: str) -> str:
    """The text without its comments; a line that was only a comment is gone (it ends no paragraph)."""
    return "\n".join(_COMMENT_RE.sub(r"\1", line) for line in text.split("\n") if not re.match(r"[ \t]*%", line))


def entry(title: str, organization: str, place: str, dates: str, description: str) -> str:
    if organization and is_town(place):
        place = ""  # the class prints the town apart: no part of the organisation's name
    head = ", ".join(p for p in (title, organization, place, dates) if p)
    description = "; ".join(re.sub(r"^[-\s]+", "", line) for line in description.split("\n") if line.strip(" -"))
    return f"\n- {head}" + (f"\n  - {description}" if description else "") + "\n"


_AUTHOR_LIST_RE = lazy_re.compile(r"(?:\b[A-Z]\.\s*(?:-?[A-Z]\.\s*)*[,;]|[,;]\s*[A-Z]\.|\band\b|\bet al\b|\*\*)")


def citation(dates: str, parts: tuple[str, ...]) -> str:
    """An entry of a publications section whose arguments hold a paper's parts in the writer's own order
    ({venue}{authors}{title}): put as a citation reads, authors, title, venue, year."""
    parts = tuple(p for p in parts if p)
    authors = next((p for p in parts if len(_AUTHOR_LIST_RE.findall(p)) >= 2), "")
    rest = [p for p in parts if p is not authors]
    # the title: the longest part with no number (a venue has its volume and pages: "A&A, 622, A81")
    title = max(rest, key=lambda p: (not re.search(r"\d", p), len(p)), default="")
    venue = ", ".join(p for p in rest if p is not title)
    citation = ". ".join(p.rstrip(". ") for p in (authors, f"“{title}”" if title else "", venue) if p)
    years = years_in(dates)
    return f"{citation}, {years[-1]}." if years else citation


def nested(description: str) -> str:
    """An entry's description under its entry: each line a sub-item, its own list items one level deeper
    ("Dissertation: ...", "Director: ..." on lines of their own; a course list under the post)."""
    lines = []
    for line in description.split("\n"):
        line = line.strip()
        if line:
            lines.append(f"    {line}" if line.startswith("- ") else f"  - {line}")
    return "".join(f"\n{line}" for line in lines)


# One line break of the source is a space, as TeX reads it (a paragraph wrapped by hand); a blank line
# ends the paragraph, and \\\\, \\item, headings and entries break lines themselves.
WRAPPED_LINE_RE = lazy_re.compile(r"(?<=\S)[ \t]*\n[ \t]*(?=\S)")

_SINGLE_QUOTED_RE = lazy_re.compile(r"(?<![\\\w`])`(?![`{])([^`\n]{1,300}?)(?<!\\)'(?!['`]|[^\W\d_])")


def decode(text: str) -> str:
    """Plain LaTeX text to Unicode, line by line (line breaks carry structure), keeping the spaces around it."""
    text = text.replace("---", "—").replace("--", "–").replace("``", "“").replace("''", "”")
    # `Title': TeX's single quotes (never half of ``Title''); an apostrophe inside ("Bristol's") is not the closing one
    text = _SINGLE_QUOTED_RE.sub(r"‘\1’", text)
    text = re.sub(r"(?<!\\)&", CELL, text)  # a tabular's column separator (\& is an ampersand)
    lines = []
    for line in text.split("\n"):
        if not line.strip(" \t"):  # (not strip(): it takes the cell separator for a space)
            lines.append(" " if line else "")
            continue
        # a tie ("Prof.~" before \href{...}{Name}) is a space the piece's neighbour keeps apart from it
        lead = " " if line[:1] in " \t~" else ""
        trail = " " if line[-1:] in " \t" or _TIE_END_RE.search(line) else ""
        lines.append(CELL.join(f"{lead}{latex_to_text(cell)}{trail}" for cell in line.split(CELL)))
    return "\n".join(lines)


_TIE_END_RE = lazy_re.compile(r"(?<!\\)~$")


# an "\\item" whose text is a table row made a list item of its own: the row is the item
EMPTY_BEFORE_ITEM_RE = lazy_re.compile(r"^[ \t]*-[ \t]*\n(?:[ \t]*\n)*(?=[ \t]*- )", re.M)
EMPTY_ITEM_RE = lazy_re.compile(r"^([ \t]*)-[ \t]*\n(?:[ \t]*\n)*[ \t]*(?![-#*+][ \t])(\S[^\n]*)$", re.M)
CELL = "\x1f"  # stands for a tabular's "&" until the rows are put together
_DATES_RE = lazy_re.compile(
    r"^(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d(?:\s*[-–—/]+\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d|present|now|today))?$",
    re.I,
)


def table_line(line: str) -> str:
    """'2015–2019 & Ph.D., Westvale' -> 'Ph.D., Westvale, 2015–2019' (dates after the entry, as CV lines put them)."""
    if CELL not in line:
        return line
    indent = line[: len(line) - len(line.lstrip())]
    cells = [c.strip() for c in line.split(CELL) if c.strip()]
    if len(cells) > 1 and is_dates(cells[0]):
        cells = cells[1:] + cells[:1]
    row = ", ".join(cells)
    if len(cells) > 1 and not re.match(r"[-*#]\s", row):
        return f"- {row}"  # a row of two cells or more is an entry of the CV (a degree, a post, an award)
    return indent + row


def is_dates(cell: str) -> bool:
    """A table's date cell: "2016–2020", "Sep 2019 – Present", "2023 - **présent**", "sept. 2023"."""
    cell = re.sub(r"[*_]", "", cell).strip()
    if _DATES_RE.match(cell):
        return True
    return bool(years_in(cell)) and not re.search(r"[^\W\d_]{3,}", strip_dates(cell))


_MATH_SPAN = 400  # how far an inline formula may run before its "$" is taken for a lone dollar sign
_MATH_CLOSE_RE = lazy_re.compile(r"(?<!\\)\$")


def _math_end(text: str, dollar: int) -> int:
    """The position after the inline formula opening at `dollar` ("$x$", "$$x$$"); after the lone "$" when
    no closing one follows within the paragraph."""
    double = text.startswith("$$", dollar)
    start = dollar + (2 if double else 1)
    close = _MATH_CLOSE_RE.search(text, start, min(len(text), start + _MATH_SPAN))
    if close is None or "\n\n" in text[start : close.start()]:
        return dollar + 1
    return close.end() + (1 if double and text.startswith("$", close.end()) else 0)


# accents named by a letter ("\\c{c}" is "ç", "\\v{S}" "Š"): no command of the CV, a letter of its text
_LETTER_ACCENT_RE = lazy_re.compile(r"\\[cvuHkrdbt]\{[^{}\\]{0,3}\}")


def literal_span(text: str, pos: int, limit: int) -> int | None:
    """Where the text from `pos` that the decoder reads whole ends: after an inline formula ("$\\mathbb{Z}_2$",
    "\\(x\\)") or a lettered accent ("\\c{c}") that opens before `limit` (the next command or group) or at it.
    Cut at its commands, a formula would lose the spaces around it ("a ℤ2 symmetric", not "aℤ2symmetric")."""
    dollar = text.find("$", pos, limit)
    if dollar != -1:
        return _math_end(text, dollar)
    if text.startswith("\\(", limit):
        close = text.find("\\)", limit + 2, limit + 2 + _MATH_SPAN)
        return close + 2 if close != -1 else None
    accent = _LETTER_ACCENT_RE.match(text, limit)
    return accent.end() if accent else None


def cited_warnings(cited: list[str]) -> list[str]:
    """What the import report says of the keys, bibliographies and files a CV refers to and does not hold."""
    if not cited:
        return []
    shown = ", ".join(cited[:5]) + (" ..." if len(cited) > 5 else "")
    return [
        f"the CV refers to {len(cited)} publication key(s), bibliography or other file(s) it does not hold "
        f"({shown}); nothing is invented for them: import those files too"
    ]


_LONE_COMMAND_RE = lazy_re.compile(r"(?<!\\)\$\s*\\([A-Za-z]+)\s*(?:\{\})?\s*\$[ \t]*")


def unwrapped(text: str) -> str:
    """The source as the scanner reads it: one line break a space (WRAPPED_LINE_RE); "$\\bullet$", "$\\cdot$"
    the bare commands the scanner reads as separators (a bullet in a list starts an item), where any other
    formula is decoded whole (literal_span)."""
    text = WRAPPED_LINE_RE.sub(" ", text)
    return _LONE_COMMAND_RE.sub(lambda m: f"\\{m.group(1)}{{}}" if m.group(1) in SPACE_COMMANDS else m.group(0), text)
