"""A lab site's publication list printed to PDF from a browser (al-folio, academicpages, Hugo Blox, Quarto).

Such a page sets each paper as a venue badge beside the title ("ICML", "NeurIPS"), the authors and the
venue under it, and a row of buttons last ("Abs", "Bib", "PDF", "HTML", "Code"). Printed, the badge is a
cell of the title's line and the buttons a line of their own, and nothing but the list's spacing parts one
paper from the next. So, in the text importer.parsers.pdf hands over:

- a line wholly of button labels loses the labels that link nowhere ("Abs" and "Bib" open a box on the
  page, nothing on paper), keeps its links (a "PDF" or "HTML" link is the paper's), and ends its paper:
  a blank line follows it;
- a badge in front of a title ("ICML" + tab + title, the next line an author list), in a list of two such
  lines or more, becomes a list's bullet: a paper begins there, and the venue line under the title names
  the venue in full;
- a reference under a label ("Recommended citation: Li, A., Wu, B. (2023). ...", as academicpages prints
  it under the title) loses the label, which the citation readers would take for the first author's name;
- a year printed at the end of a title's line (al-folio's year heading, floated beside the list's first
  paper of that year) goes on a line of its own above the paper, as the year group's heading.
"""

from __future__ import annotations

import re

from . import lazy_re
from .pdfwrap import only_dates
from .text import classify_heading

__all__ = ["printed_site_list"]

# The buttons of the lab-site templates, matched ignoring case: al-folio's, academicpages' "Download paper",
# Hugo Blox's "Cite", "Project", "DOI", Quarto listings' "Preprint", "Slides".
_BUTTON_LABELS = frozenset(
    """abs abstract bib bibtex pdf html code slides poster video website supp supplement supplementary arxiv
    blog doi cite project data dataset demo preprint paper talk url link award download""".split()
)
# the label academicpages and others print before a paper's reference, when a reference with a year follows
_CITATION_LABEL_RE = lazy_re.compile(
    r"^(?:recommended citation|suggested citation|citation|cite as|how to cite)\s*:\s*(?=.*\b(?:19|20)\d{2}\b)(?=.*,)",
    re.I,
)
_LINK_RE = lazy_re.compile(r"\[([^\[\]\n]{1,40})\]\([^()\s]+\)")
# a venue badge: a short name, a word or three ("ICML", "NeurIPS", "Nat. Commun.", "CVPR 2024", "arXiv")
_BADGE_RE = lazy_re.compile(r"[A-Za-z][\w.&'’+-]*(?: [\w.&'’+-]+){0,2}")
_BADGE_MAX = 20
_YEAR_CELL_RE = lazy_re.compile(r"\t((?:19|20)\d{2})$")
_TITLE_MIN = 15  # a title's cell is longer than this; a label column's value may be shorter
# an author list: names parted by commas or "and", no year in it
_AUTHOR_LIST_RE = lazy_re.compile(r"^(?!.*\b(?:19|20)\d{2}\b).*[^\W\d_]{2,}.*(?:, | and | & )[^\W\d_]")


def printed_site_list(text: str) -> str:
    """`text` with a printed lab-site list's badges, buttons and floated years set as the module docstring says."""
    lines = text.split("\n")
    badged = [i for i, line in enumerate(lines) if _badge_line(lines, i)]
    out: list[str] = []
    for i, line in enumerate(lines):
        if len(badged) >= 2 and i in badged:
            _badge, _tab, line = line.partition("\t")
            year = _YEAR_CELL_RE.search(line)
            if year:
                out.append(year.group(1))
                line = line[: year.start()]
            line = f"• {line}"  # where the badge was, a paper begins, as after a list's bullet
        line = _CITATION_LABEL_RE.sub("", line)
        buttons = _button_links(line)
        if buttons is None:
            out.append(line)
            continue
        if buttons:
            out.append(" ".join(buttons))
        out.append("")
    return re.sub(r"\n{3,}", "\n\n", "\n".join(out))


def _button_links(line: str) -> list[str] | None:
    """The links of a line wholly of button labels (two labels or more, or a linked one), else None."""
    cells = [c for c in re.split(r"\t| {2,}|(?<=\))\s+|\s+(?=\[)", line.strip()) if c]
    if not cells:
        return None
    words, links = [], []
    for cell in cells:
        link = _LINK_RE.fullmatch(cell)
        if link:
            if any(word.casefold() not in _BUTTON_LABELS for word in link.group(1).split()):  # "Download Paper"
                return None
            links.append(cell)
        else:
            words.extend(cell.split())
    if any(word.casefold() not in _BUTTON_LABELS for word in words):
        return None
    if len(words) + len(links) < 2 and not links:
        return None
    if not links and any(word.islower() for word in words[1:]) and not all(word.islower() for word in words):
        return None  # a venue's phrase ("arXiv preprint"): buttons are set in one case ("PDF Code", "abs bib")
    return links


def _badge_line(lines: list[str], i: int) -> bool:
    """Line `i` is a badge cell, then a title's cell, and the next line an author list."""
    badge, tab, rest = lines[i].partition("\t")
    if not tab or len(badge) > _BADGE_MAX or not _BADGE_RE.fullmatch(badge.strip()):
        return False
    if only_dates(badge) or classify_heading(badge):
        return False  # a CV's label column: a date or a section's name beside its first line
    title = _YEAR_CELL_RE.sub("", rest)
    if "\t" in title or len(title) <= _TITLE_MIN or only_dates(title):
        return False  # a post's date range beside its title ("Research associate" + "01/10/2020–Present") is no paper
    following = next((line for line in lines[i + 1 : i + 3] if line.strip()), "")
    # the venue in italics may run on after the names when the line did not wrap: "A. Li, and B. Wu *Venue*"
    names = re.split(r"(?<=[^\W\d_]) \*(?!\*)", following, maxsplit=1)[0]
    return bool(_AUTHOR_LIST_RE.match(names.replace("*", "")))
