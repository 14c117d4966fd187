"""List items that a converter filled to a fixed width, made one line each.

pandoc and R Markdown write markdown ("github_document", `pandoc -t markdown`) with every paragraph
filled to about 72 columns, so a citation in a list item runs over lines that break anywhere: inside
an author list ("A. S." / "Engel, L. M."), inside the title, between "(2022)." and the title. A
citation reader takes the lines of an item as its fields (title, authors, venue) and would cut it at
each break. An item whose lines are filled - each as long as the next word allows, none ending in a
hard break ("\\" or two spaces), none a field of its own (a lone bold title, a lone link) - is one
paragraph, written on its first line; the lines it went on over are left blank, so that every entry
keeps the number of the line it starts on.

Plain Python: text in, text out.
"""

from __future__ import annotations

import re

from .. import lazy_re

__all__ = ["unfilled_items"]

_ITEM_RE = lazy_re.compile(r"^[ \t]*(?:\d{1,3}[.)]|[-*+•])[ \t]+\S")
_CONTINUATION_RE = lazy_re.compile(r"^[ \t]+\S")
# a line that is one field by itself: "**Title**", "*Journal*" (a lone link is only too long for the line above)
_FIELD_LINE_RE = lazy_re.compile(
    r"^[ \t]*(?:(?:\d{1,3}[.)]|[-*+•])[ \t]+)?(?:\*\*[^*]+\*\*|__[^_]+__|\*[^*]+\*|_[^_]+_)[.,]?[ \t]*$"
)
# a word as a converter keeps it whole: an HTML comment inside it ("DOI:<!-- -->10.1/x") does not break it
_WORD_RE = lazy_re.compile(r"(?:<!--.*?-->|\S)+")
_MIN_WIDTH, _MAX_WIDTH = 60, 100
# a converter counts columns before the page is read, and an HTML comment taken out since ("DOI:<!-- -->10.1/x")
# or an escape shortens a line: a line may end this much short of the width
_SLACK = 8


def _mid_sentence(line: str, following: str) -> bool:
    """A break no field ends at: the next line goes on in lower case, the line ends on a comma or "&", or
    inside italics ("*Flow is" / "more important ...*")."""
    stripped = line.rstrip()
    unclosed_italics = len(re.findall(r"(?<!\*)\*(?!\*)", stripped)) % 2 == 1
    return bool(re.match(r"[a-z(]", following.strip())) or stripped.endswith((",", "&", " and")) or unclosed_italics


def _filled(lines: list[str]) -> bool:
    """Whether an item's lines are one paragraph filled to a width: each line but the last would have
    gone over the width with the next line's first word, and at least one break falls mid-sentence."""
    # a link's address is never broken: a line of one long word goes over the width
    width = max((len(line) for line in lines if " " in line.strip()), default=0)
    if not _MIN_WIDTH <= width <= _MAX_WIDTH or len(lines[0]) < _MIN_WIDTH - _SLACK:
        return False
    for line, following in zip(lines, lines[1:], strict=False):
        if line.endswith(("\\", "  ")) or _FIELD_LINE_RE.match(line) or _FIELD_LINE_RE.match(following):
            return False
        next_word = _WORD_RE.match(following.strip()).group(0)
        if len(line) + 1 + len(next_word) <= width - _SLACK:
            return False
    return any(_mid_sentence(line, following) for line, following in zip(lines, lines[1:], strict=False))


def unfilled_items(text: str) -> str:
    """`text` with each filled list item's lines joined onto its first line (line numbers kept)."""
    if "\n" not in text:
        return text
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        if not _ITEM_RE.match(lines[index]):
            index += 1
            continue
        end = index + 1
        while end < len(lines) and _CONTINUATION_RE.match(lines[end]) and not _ITEM_RE.match(lines[end]):
            end += 1
        item = lines[index:end]
        if len(item) >= 2 and _filled([line.rstrip("\n") for line in item]):
            lines[index] = " ".join([item[0].rstrip(), *(line.strip() for line in item[1:])])
            for blank in range(index + 1, end):
                lines[blank] = ""
        index = end
    return "\n".join(lines)
