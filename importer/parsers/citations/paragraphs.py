"""A list whose entries are paragraphs, each a whole citation, with nothing but a blank line between them.

Medicine and public health pages print their papers as they would in a reference list, one paragraph
each, the names first:

    Ruiz AB, Li C, Wu D. A Title About Clinics. Pebble Med J. 2021;4(2):e00123.

    Tamsin Quill, Ana Ruiz. Another Title. Under review at Pebble Health. March 2025.

    Pebble Study Collaborators. **A Third Title**. The Pebble Journal. 17 Oct 2020; 396:1135-1159.

The paragraphs are the entries: the readers that find an entry's start by its names would take a
group's name, or Vancouver's "Casey JA." (no word of two letters before the stop), for the middle of
the entry above and run two papers into one. A paragraph is taken as one entry only when every
paragraph of the list carries a year or a status and enough words to be a citation, and most of them
open with the names; one paragraph holding several such citations, a line each, is no such list.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .. import lazy_re
from ..statuses import status_in
from .common import _strip_markup, looks_like_author_list, looks_like_name
from .own_paragraphs import _paragraphs

_YEAR_RE = lazy_re.compile(r"\b(?:19|20)\d{2}\b")
_CITATION_WORDS = 8  # fewer words than this is a heading, a link or a note, not a whole citation
# the names end at the first full stop after a word or an initial, or at a year in brackets
_FIRST_SENTENCE_RE = lazy_re.compile(r"^(.+?)(?:\.\s+(?=\S)|\s*\((?:19|20)\d{2}[a-z]?\))")


def opens_with_names(text: str) -> bool:
    """Whether a citation begins with its authors: "Ruiz AB, Li C. Title", "Ruiz, A. B., & Li, C. (2020)",
    "Dieleman J. Title" (a family name and initials; two capitalised words alone may be a title's)."""
    first = _FIRST_SENTENCE_RE.match(_strip_markup(text).strip())
    if not first:
        return False
    names = first.group(1).strip(" ,")
    return looks_like_author_list(names) or (looks_like_name(names) and bool(re.search(r",|\b[A-Z]{1,3}$", names)))


# a physics page's '**"A Title"**, Ana Ruiz, Bo Li, and Cy Wu, Journal 12, 3 (2015)': the title quoted first
_QUOTED_TITLE_FIRST_RE = lazy_re.compile(r'^["“][^"”]{3,400}["”],?\s+(?P<rest>.+)$', re.S)


def opens_with_quoted_title(text: str) -> bool:
    """Whether a citation opens with its title in quotation marks, the names after it."""
    quoted = _QUOTED_TITLE_FIRST_RE.match(" ".join(_strip_markup(text.replace("&nbsp;", " ")).split()))
    return bool(quoted) and looks_like_author_list(", ".join(quoted.group("rest").split(", ")[:3]).strip(" ,."))


def _whole_citation(text: str) -> bool:
    plain = _strip_markup(text)
    return len(plain.split()) >= _CITATION_WORDS and bool(_YEAR_RE.search(plain) or status_in(plain))


def citation_paragraphs(
    lines: list[tuple[int, str]],
    prose: Callable[[str], bool],
    full_list: re.Pattern,
    join: Callable[[list[str]], str],
) -> list[tuple[int, str]] | None:
    """Each paragraph an entry when the lines are such a list, else None. A line of prose, or a short one
    `full_list` finds ("Full list on Google Scholar"), is no entry and is left to stand alone; `join` joins a
    paragraph that opens with its names (a citation wrapped over lines) into one line."""

    def aside(line: str) -> bool:
        return prose(line) or bool(full_list.search(line)) and len(line) < 200

    paragraphs = _paragraphs(lines)
    entries = [p for p in paragraphs if not (len(p) == 1 and aside(p[0][1]))]
    if len(entries) < 2 or not all(_whole_citation(" ".join(line for _, line in p)) for p in entries):
        return None
    for paragraph in entries:
        whole_lines = [line for _, line in paragraph if _whole_citation(line) and opens_with_names(line)]
        if len(whole_lines) > 1:
            return None  # a citation a line, the paragraphs grouping them
    opening = [
        p for p in entries if opens_with_names(p[0][1]) or opens_with_quoted_title(" ".join(line for _, line in p))
    ]
    if 2 * len(opening) < len(entries):
        return None
    out = []
    for paragraph in paragraphs:
        texts = [line for _, line in paragraph]
        out.append((paragraph[0][0], join(texts) if paragraph in opening else "\n".join(texts)))
    return out
