"""A page whose owner's name is set under its first section's heading, not above it.

A hand-written CV page may open with the page's own title and a section heading before the name:
"### Curriculum vitæ", "## Mon expérience professionnelle", then "### Ana Ruiz" and her post and
birthplace. Nothing before the first section names anyone, so the name heading that opens the first
section, with the lines under it, is read as the header a CV sets above its sections: when it is no job
title and its family name is printed again further on ("co-direction A. Ruiz"), as an owner's is.
"""

from __future__ import annotations

import re

from ..roles import role_from_title
from .intro import _name_candidate
from .sections import _MD_HEADING_RE, Section

__all__ = ["name_heading_block"]

_LIST_KINDS = frozenset({"publications", "patents", "talks", "people", "news", "projects", "software"})
_HEADER_LINES = 12  # a name's header: a post, a unit, an address; a longer run is the section's entries


def name_heading_block(sections: list[Section]) -> Section | None:
    """The first section's opening name heading and the lines under it, up to the next heading, taken
    out of the section."""
    if len(sections) < 2 or sections[1].kind in _LIST_KINDS:
        return None  # "# Publications" / "## Independent Work": a list's group, not a person
    lines = sections[1].lines
    start = next((i for i, line in enumerate(lines) if line.strip()), None)
    if start is None:
        return None
    heading = _MD_HEADING_RE.match(lines[start])
    if not heading or len(heading.group(1)) <= sections[1].level:
        return None  # a heading no deeper than the section's own is a section of its own
    found = _name_candidate(heading.group(2))
    if found is None or role_from_title(found[0]) or not _printed_again(found[0], sections, lines[start]):
        return None  # "### Research Assistant", "### Field Work": a job or a group of entries, no name
    block = [lines[start]]
    for line in lines[start + 1 : start + 1 + _HEADER_LINES]:
        if _MD_HEADING_RE.match(line):
            break
        block.append(line)
    # the header is no entry of the section: its lines are blanked, their numbers kept for warnings
    lines[start : start + len(block)] = [""] * len(block)
    return Section("intro", "", block)


def _printed_again(name: str, sections: list[Section], heading_line: str) -> bool:
    """The family name, as printed (capitalised), appears in the document beyond its own heading."""
    family = name.split()[-1]
    text = "\n".join(line for section in sections for line in section.lines).replace(heading_line, "", 1)
    return len(family) >= 3 and re.search(rf"(?<!\w){re.escape(family)}(?!\w)", text) is not None
