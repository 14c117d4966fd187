"""Bold and italic runs of a PDF's text, written as markdown emphasis as the HTML and markdown readers write them.

importer.parsers.pdf reads each character's font ("Times-Bold", "CMBX10", "Calibri-Italic",
"CMTI10") and hands over, beside a line's plain text, its text with the bold runs as
"**...**" and the italic ones as "*...*" (a literal asterisk escaped as "\\*"). The layout is
worked out on the plain text; the marked text is what is printed. So the citation readers
see, as they do in a web page, the CV owner's name in bold in an author list and a venue or
a title in italics.

A cell set wholly in one style (a bold heading, an employer, a date, a label) says nothing a
plain line does not, and is printed plain, as before; a run that goes on over the break of a
wrapped line is one run, and so are two runs with only a space between them
("**A Long** **Title**" -> "**A Long Title**").
"""

from __future__ import annotations

import re

from . import lazy_re
from .text import classify_heading

__all__ = ["BOLD_FONT_RE", "ITALIC_FONT_RE", "font_style", "plain_text", "join_emphasised", "tidy_emphasis"]

# A bold font's name (without its subset tag, "ABCDEF+"), matched ignoring case: "Times-Bold", "Arial,BoldItalic",
# "SourceSansPro-Semibold", "NimbusRomNo9L-Medi", TeX's Computer Modern and EC/cm-super bold ("CMBX10", "SFBX1000")
BOLD_FONT_RE = r"bold|black|heavy|demi|-medi(?:ital)?$|^(?:CMBX|CMB\d|CMSSBX|SFBX|SFSX|SFBI|ECBX|ECSX|ECBI|TCBX)"
# An italic or slanted one: "Times-Italic", "Helvetica-Oblique", "MinionPro-It", "CMTI10", "CMSL10", "SFTI1000"
ITALIC_FONT_RE = (
    r"italic|oblique|slanted|ital$|(?-i:(?<=[a-z-])It$)|"
    r"^(?:CMTI|CMSL|CMSSI|CMITT|CMBXTI|CMBXSL|SFTI|SFSL|SFIT|ECTI|ECSL)"
)

_TITLE_WORDS = 4  # fewer words are a heading's, a name's or a label's
_YEAR_RE = lazy_re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
# a run's opening or closing marks: one or two asterisks not escaped
_MARK_RE = lazy_re.compile(r"(?<!\\)\*{1,2}")
# the marks of two runs of one style with only a space between them: "**a** **b**", "*a* *b*"
_SPACED_RUNS_RE = lazy_re.compile(r"(?<![*\\])(\*\*?) \1(?!\*)")
# a cell wholly in one style, a list's bullet or number before it aside: "**Education**", "• *Talk title*."
_WHOLE_RE = lazy_re.compile(
    r"^((?:[•◦▪‣∙·●○■□➢➤►✓✔–—-]|\[[^\]]{1,20}\]|\(?\d{1,3}[.)])\s+)?(\*\*?)(?!\*)(.+?)(?<![*\\])\2[.,:;]?$"
)


def font_style(name: str) -> str:
    """ "b" for a bold font's name, "i" for an italic one's (bold italic counts as bold), "" else."""
    name = name.split("+")[-1]
    if re.search(BOLD_FONT_RE, name, re.I):
        return "b"
    return "i" if re.search(ITALIC_FONT_RE, name, re.I) else ""


def plain_text(marked: str) -> str:
    """`marked` without its emphasis marks, a literal asterisk unescaped."""
    if "*" not in marked:
        return marked
    return _MARK_RE.sub("", marked).replace("\\*", "*")


def join_emphasised(upper: str, lower: str) -> tuple[str, str]:
    """The two lines of a paragraph with the marks of a run that goes on over the line break taken off
    the end of `upper` and the start of `lower`: one run, and the lines join as plain words would
    ("*struc-*" + "*ture*" mends to "*structure*")."""
    upper, lower = upper.rstrip(), lower.lstrip()
    for marks in ("**", "*"):
        closing = upper.endswith(marks) and not upper.endswith(("\\" + marks, "*" + marks))
        if closing and lower.startswith(marks) and not lower.startswith(marks + "*"):
            return upper[: -len(marks)], lower[len(marks) :]
    return upper, lower


def tidy_emphasis(text: str) -> str:
    """`text` (lines of tab-separated cells) with runs of one style joined across a space, and each cell
    set wholly in one style, or left with no run, printed plain."""
    if "*" not in text:
        return text
    return "\n".join("\t".join(_tidy_cell(cell) for cell in line.split("\t")) for line in text.split("\n"))


def _tidy_cell(cell: str) -> str:
    if "*" not in cell:
        return cell
    cell = _SPACED_RUNS_RE.sub(" ", cell)
    lead = cell[: len(cell) - len(cell.lstrip())]
    whole = _WHOLE_RE.match(cell.strip())
    if whole and not _MARK_RE.search(whole.group(3)) and not _bold_title(whole.group(2), whole.group(3)):
        return lead + plain_text(cell.strip())
    if not _MARK_RE.search(cell):
        return cell.replace("\\*", "*")
    return cell


def _bold_title(marks: str, text: str) -> bool:
    """Whether a cell wholly in bold is a paper's title set in bold over its authors, as a web page's
    publication list prints it: a phrase of some words, with no date (an employer's or a degree's
    line) and no section's name. It keeps its marks, which tell the title from the lines under it."""
    return (
        marks == "**"
        and len(text.split()) >= _TITLE_WORDS
        and not _YEAR_RE.search(text)
        and not classify_heading(text.replace("\\*", "*"))
    )
