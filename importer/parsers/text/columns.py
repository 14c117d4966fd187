"""Two columns read across: the text of a CV whose sidebar (contact, skills, awards, teaching) stands beside
its main column (education, experience, publications), extracted line by line across the page.

Such text prints the two columns' headings one after the other ("EXPERIENCE" then "AWARDS", nothing
between) and then both columns' paragraphs interleaved under the second. A sidebar's entries say what
they are (an award's noun, a course code, an address, a list of skills); every other paragraph is the
main column's. So the paragraphs are dealt back to the two sections, and a sidebar section further down
gives back the main column's paragraphs that ran into it ("University of Lagos" under "SKILLS").

Only a document with at least two such pairs of headings is read so: one empty section before another
is an unfinished page, not a layout.
"""

from __future__ import annotations

import re

from .. import lazy_re
from .sections import Section

__all__ = ["separate_columns"]

MIN_PAIRS = 2
_SIDEBAR_KINDS = ("awards", "teaching", "contact", "skills")
_AWARD_RE = lazy_re.compile(
    r"\b(?:awards?|prizes?|scholarships?|fellowships?|medal|honou?rs?|grants?|distinction|laureate|winner|"
    r"dean'?s list|best (?:paper|poster|student|thesis))\b",
    re.I,
)
_TEACHING_RE = lazy_re.compile(
    r"\b(?:TA|[Tt]eaching [Aa]ssistant|[Ii]nstructor|[Ll]ecturer|[Tt]utor|[Gg]rader|[Cc]ourse)\b|"
    r"\b[A-Z]{2,5}\s?(?!(?:19|20)\d\d\b)\d{3,4}[A-Z]?\b"  # a course code ("CSC413", "MATH 221"), not "ICML 2024"
)
_CONTACT_RE = lazy_re.compile(r"@|https?://|www\.|\b[\w-]+\.(?:com|org|net|io|edu|ac\.\w\w)\b|\+?\d[\d ()-]{7,}\d")
_LIST_SEPARATOR_RE = lazy_re.compile(r"\s*[·•|;,/]\s*")
_YEAR_RE = lazy_re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")


def _is_skill_list(line: str) -> bool:
    """ "Python · C++ · CUDA", "English, Igbo, Yoruba": short items in a row, no dates."""
    items = [item for item in _LIST_SEPARATOR_RE.split(line.strip()) if item]
    return len(items) >= 2 and all(len(item.split()) <= 3 for item in items) and not _YEAR_RE.search(line)


def _is_sidebar_entry(kind: str, block: list[str]) -> bool:
    text = " ".join(line.strip() for line in block)
    if kind == "awards":
        return bool(_AWARD_RE.search(text))
    if kind == "teaching":
        return bool(_TEACHING_RE.search(text))
    if kind == "contact":
        return all(_CONTACT_RE.search(line) for line in block if line.strip())
    return all(_is_skill_list(line) for line in block if line.strip())  # skills


def _blocks(lines: list[str]) -> list[list[str]]:
    """The paragraphs of a section: runs of non-blank lines."""
    blocks: list[list[str]] = [[]]
    for line in lines:
        if line.strip():
            blocks[-1].append(line)
        elif blocks[-1]:
            blocks.append([])
    return [block for block in blocks if block]


def _deal(blocks: list[list[str]], side: Section, main: Section) -> None:
    """Each paragraph to the sidebar section when it is one of its entries, else to the main column's."""
    for block in blocks:
        if _is_sidebar_entry(side.kind, block):
            side.lines.extend([*_unwrapped(block), ""])
        else:
            main.lines.extend([*block, ""])


def _unwrapped(block: list[str]) -> list[str]:
    """A sidebar's entry wrapped by its narrow column, its date on the last line only ("Connaught
    International" / "Scholarship, 2022"): one line again. Lines that each carry a date are entries each."""
    dated = [bool(_YEAR_RE.search(line)) for line in block]
    if len(block) > 1 and dated[-1] and not any(dated[:-1]):
        return [" ".join(line.strip() for line in block)]
    return block


def _pairs(sections: list[Section]) -> list[tuple[int, int]]:
    """(empty, next) indices of headings printed one after the other, one of a sidebar's kind."""
    pairs = []
    for index in range(1, len(sections) - 1):
        first, second = sections[index], sections[index + 1]
        if any(line.strip() for line in first.lines) or first.level != second.level:
            continue
        if (first.kind in _SIDEBAR_KINDS) != (second.kind in _SIDEBAR_KINDS):
            pairs.append((index, index + 1))
    return pairs


def separate_columns(sections: list[Section]) -> None:
    """Deal the interleaved paragraphs of a two-column CV back to the sections they belong to (in place)."""
    pairs = _pairs(sections)
    if len(pairs) < MIN_PAIRS:
        return
    paired = {index for pair in pairs for index in pair}
    for first, second in pairs:
        side, main = (
            (sections[first], sections[second])
            if sections[first].kind in _SIDEBAR_KINDS
            else (sections[second], sections[first])
        )
        blocks = _blocks(sections[second].lines)
        sections[second].lines = []
        _deal(blocks, side, main)
    main_column: Section | None = None
    for index, section in enumerate(sections[1:], start=1):
        if section.kind not in _SIDEBAR_KINDS:
            main_column = section
        elif index not in paired and main_column is not None:
            blocks = _blocks(section.lines)
            section.lines = []  # a page number at the foot of the sidebar belongs to no section
            _deal([block for block in blocks if not _is_page_number(block)], section, main_column)


def _is_page_number(block: list[str]) -> bool:
    """ "1" alone on its line: a page's number."""
    return len(block) == 1 and block[0].strip().isdigit()
