"""A publications section's markdown made plain where it would hide an entry's parts from a citation reader.

- A journal set in italics with its full stop inside, before the year ("*J Phycol.* 2019;12:1-10",
  "_Nature._ 2024"), as Vancouver-style lists of medicine and biology print it: the stop goes after the
  italics, where it ends the venue ("*J Phycol*. 2019"), so that the authors and the title before it are
  read as such.
- A note under an entry, set apart by its label ("*Summary:* ...", "Abstract: ...", "Zusammenfassung: ..."),
  as applications print it under their selected papers: a description, never the entry's venue. Its
  lines are left blank (every line keeps its number).
- A list item that a converter filled to a fixed width (filled_items.py): one line.
- A mark set as pandoc's superscript ("Lind C^§^", "Ruiz A^*^"): the equal-contribution or corresponding
  author's mark, written as the citation reader knows it ("Lind C§").

Plain Python: text in, text out.
"""

from __future__ import annotations

import re

from .. import lazy_re
from .filled_items import unfilled_items

__all__ = ["plain_paper_markup"]

# "*J Phycol.*", "_Nature._": italics ending in a full stop, not bold ("**...**") nor a lone asterisk
# ... a journal's name of no other stop ("J. Am. Chem. Soc." is a chemist's, read as it is), before its year
_STOP_IN_ITALICS_RE = lazy_re.compile(
    r"(?<![*\w\\])([*_])(?![*_\s])([^*_.\n]{2,60}?[^\s.])\.\1(?![*_\w])(?=\s*\(?(?:19|20)\d{2}\b)"
)
# "    *Summary:* Brief description ...", "  Abstract: ...": a labelled note inside a list item
_NOTE_LINE_RE = lazy_re.compile(
    r"^[ \t]+(?:[*_]{1,2})?(?:summary|abstract|note|description|relevance|contribution|zusammenfassung|résumé|"
    r"resumen|resumo|riassunto|kurzbeschreibung)\s*:(?:[*_]{1,2})?\s",
    re.I,
)
_SUPERSCRIPT_MARK_RE = lazy_re.compile(r"\^([§†‡*#]+)\^")


def plain_paper_markup(text: str) -> str:
    """`text` (a publications section) with the markup above made plain, line for line."""
    lines = unfilled_items(text).split("\n")
    for index, line in enumerate(lines):
        if _NOTE_LINE_RE.match(line):
            lines[index] = ""
            # the note's paragraph goes on over indented lines until a blank one
            follow = index + 1
            while follow < len(lines) and lines[follow].strip() and lines[follow][:1] in (" ", "\t"):
                lines[follow] = ""
                follow += 1
            continue
        if "^" in line:
            line = _SUPERSCRIPT_MARK_RE.sub(r"\1", line)
        if "." in line:
            line = _STOP_IN_ITALICS_RE.sub(r"\1\2\1.", line)
        lines[index] = line
    return "\n".join(lines)
