"""Pandoc's definition lists in a markdown CV: a term line, then `:   ` (or `~   `) definitions.

    2020
    :   **A title**, _A Journal_ 12(3), with Ana Ruiz

        doi: 10.1000/xyz

A CV written for pandoc prints each paper, job or degree as one item: the term is its date (or
its title) and the definition the rest, its further paragraphs indented under it. Read line by
line, the term is a line alone, the marker joins the text, and the blank lines inside the item
cut one entry in pieces (the citation reader took the venue for the title). So each item
becomes one block of text, as a CV prints an entry: a date term is put after the definition's
first paragraph ("A title, A Journal 12(3), 2020": where a citation and a CV row carry their
date), a title term stays the entry's first line, the markers and the indentation go, and the
blank lines inside the item move to its end (every line keeps its number within the item's
span, so the lines a value is read from stay close to the file's).
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..dates import YEAR_RE, strip_dates

__all__ = ["join_definition_lists"]

# ":   definition" / "~ definition": pandoc allows up to 3 spaces before the marker, and needs one after it
_MARKER_RE = lazy_re.compile(r"^ {0,3}[:~][ \t]+(?=\S)")
_WORD_RE = lazy_re.compile(r"[^\W\d_]{2}")
_BLOCK_START_RE = lazy_re.compile(r"^\s*(?:#|[-*+]\s|\d{1,3}[.)]\s|>|\||```|---|:::)")
MAX_TERM = 300  # a longer line is a paragraph, never a term


def _date_term(term: str) -> bool:
    """ "2020", "2014 - 2019", "Since 2016", "Jan 2020 – present": a term that is only a date."""
    flat = term.strip(" *_:#")
    return bool(YEAR_RE.search(flat)) and not _WORD_RE.search(strip_dates(flat))


def _term_index(lines: list[str], marker_index: int) -> int | None:
    """The index of the term line of the definition at `marker_index` (one blank line may come
    between them); None when the line above is no term."""
    index = marker_index - 1
    if index >= 0 and not lines[index].strip():
        index -= 1
    if index < 0:
        return None
    term = lines[index]
    if not term.strip() or len(term) > MAX_TERM or term[:1].isspace() or _BLOCK_START_RE.match(term):
        return None
    if index > 0 and lines[index - 1].strip() and not _MARKER_RE.match(lines[index - 1]):
        return None  # the last line of a paragraph: a term stands alone
    return index


def _item_end(lines: list[str], start: int) -> int:
    """The index after the last line of the definition opening at `start`: its first paragraph (lazy
    lines too) and the indented paragraphs under it."""
    index = start + 1
    while index < len(lines):
        line = lines[index]
        if _MARKER_RE.match(line):
            return index  # the term's next definition
        if not line.strip():
            following = next((l for l in lines[index + 1 :] if l.strip()), "")
            if not following[:1].isspace():
                labelled = _labelled_paragraph_end(lines, index)
                if labelled is None:
                    return index  # the blank line ends the item: what follows is not indented under it
                index = labelled
                continue
        index += 1
    return index


# "Tesi: ...", "Thesis: ...", "Advisor: ...": a note on the item above, one or two words and a colon
_LABEL_RE = lazy_re.compile(r"^(?:[^\W\d_]+ ?){1,2}:\s+\S")


def _labelled_paragraph_end(lines: list[str], blank: int) -> int | None:
    """The index after a labelled paragraph that follows the blank line at `blank` unindented (an item's
    note its author did not indent under it); None when none follows, or it is the term of a next item."""
    start = next((i for i in range(blank + 1, len(lines)) if lines[i].strip()), None)
    if start is None or not _LABEL_RE.match(lines[start]):
        return None
    end = start
    while end < len(lines) and lines[end].strip():
        if _MARKER_RE.match(lines[end]):
            return None
        end += 1
    after = next((l for l in lines[end : end + 2] if l.strip()), "")
    if end - start == 1 and _MARKER_RE.match(after):
        return None  # "Thesis: X" alone over ":   definition": a term
    return end


def join_definition_lists(text: str) -> str:
    """`text` with each definition list item written as one block of lines (see the module's doc)."""
    if ":" not in text and "~" not in text:
        return text
    lines = text.split("\n")
    index = 0
    current_term: str | None = None  # the term the next definitions belong to
    while index < len(lines):
        if not _MARKER_RE.match(lines[index]):
            if lines[index].strip():
                current_term = None
            index += 1
            continue
        # a further definition of the term read last (only blank lines since its item), or a new term
        term_index = None if current_term else _term_index(lines, index)
        if term_index is not None:
            current_term = lines[term_index].strip()
        if current_term is None:
            index += 1  # a line opening with ":" that answers no term: left as written
            continue
        end = _item_end(lines, index)
        lines[index:end] = _joined(lines[index:end], current_term)
        if term_index is not None:
            if _date_term(current_term):
                lines[term_index] = ""
            elif term_index == index - 2:  # the title term and its definition as one paragraph
                lines[term_index + 1], lines[term_index] = lines[term_index], ""
        index = end
    return "\n".join(lines)


def _joined(item: list[str], term: str) -> list[str]:
    """The item's lines with the marker and indentation gone, the term's date after the first
    paragraph, and the item's blank lines moved to its end.

    Under a date the definition is the whole entry, a citation or a CV row: each paragraph becomes
    one line (pandoc reads its line breaks as spaces; a citation wrapped over three lines is one
    entry). Under a title the definition is the rest of the entry and its lines its parts (authors
    over venue, as a CV prints them under a title), so they stay as typed."""
    dated = _date_term(term)
    paragraphs: list[list[str]] = [[]]
    for line in [_MARKER_RE.sub("", item[0]), *item[1:]]:
        if line.strip():
            paragraphs[-1].append(line.strip())
        elif paragraphs[-1]:
            paragraphs.append([])
    kept = [part for lines in paragraphs for part in ([" ".join(lines)] if dated and lines else lines)]
    if dated and kept:
        said = kept[0]  # "EGU2020" names a meeting; its year is said apart
        if not all(re.search(rf"\b{year}\b", said) for year in YEAR_RE.findall(term)):
            # pandoc prints "--" as an en dash: "2021--" is an open range, as "2021–" is
            date = term.strip(" *_:#").replace("---", "—").replace("--", "–")
            kept[0] = f"{said.rstrip(' ,;.')}, {date}"
    return kept + [""] * (len(item) - len(kept))
