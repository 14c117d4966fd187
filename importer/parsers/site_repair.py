"""A site page's front matter whose YAML is broken by a slip of the hand, mended so that the page is read.

Site owners edit their front matter by hand, and one list item indented a step too far
("    - icon: linkedin" under "  - icon: github") makes the whole block invalid YAML: the page,
often the owner's own profile, would not be imported at all. The mend is small and said: a list
item that YAML did not expect where it stands is set at the indentation of the item before it;
any other nested line YAML stops at is left out. A top-level key (the page's title, its date) is
never left out, and a block that still fails after a few mends is left broken: the reader then
reports it, naming its line.

A block opened with "--" instead of "---" (over keys, and closed by "---") is opened as meant, and said.

Plain Python: the page's text in, the mended text and what was mended out.
"""

from __future__ import annotations

import yaml

from . import lazy_re
from .frontmatter import FRONT_MATTER_RE

__all__ = ["mend_front_matter"]

MAX_MENDS = 5  # a block broken in more places than this is not a slip, and is reported as it is
_ITEM_RE = lazy_re.compile(r"^(\s*)-\s")


def _parse_error(block: str) -> int | None:
    """The line of the block (from 0) where its YAML fails, -1 when it fails at no line, None when it parses."""
    try:
        yaml.safe_load(block)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        return mark.line if mark is not None else -1
    except (ValueError, TypeError, RecursionError):
        return -1
    return None


def _mend_line(lines: list[str], origins: list[int], index: int) -> str:
    """Mends the line YAML stopped at (in place; `origins` are the lines' numbers in the page); says what was
    done, or "" when the line cannot be mended."""
    line, number = lines[index], origins[index]
    item = _ITEM_RE.match(line)
    if item:
        indent = len(item.group(1))
        sibling = next(
            (
                found
                for found in (_ITEM_RE.match(previous) for previous in reversed(lines[:index]))
                if found and len(found.group(1)) < indent
            ),
            None,
        )
        if sibling is not None:
            lines[index] = sibling.group(1) + line.lstrip()
            return f"line {number} of the front matter was indented as the list item before it: {line.strip()!r}"
    if not line[:1].isspace():
        return ""  # a key of the page's own (its title, its date): not left out, the page is reported broken
    del lines[index], origins[index]
    return f"line {number} of the front matter is not valid YAML and was left out: {line.strip()[:80]!r}"


# "--" or "----" typed for the "---" that opens the front matter, over a key and a "---" that closes it
_SLIPPED_OPENING_RE = lazy_re.compile(
    r"\A(\ufeff?\s*)(?:--|-{4,6})[ \t]*\n(?=[\w-]+:[ \t][^\n]*\n(?:[^\n]*\n){0,80}?---[ \t]*\n)"
)


def mend_front_matter(text: str) -> tuple[str, list[str]] | None:
    """(the page with its front matter mended, what was mended) when its YAML front matter fails to parse and
    a few mends make it parse; None when it parses as it is, has none, or cannot be mended."""
    slipped = _SLIPPED_OPENING_RE.match(text)
    if slipped:  # "--" over "name: Ana Ruiz" ... "---": the front matter its author meant
        opened = _SLIPPED_OPENING_RE.sub(r"\1---\n", text, count=1)
        mended = mend_front_matter(opened)
        note = "line 1 opens the front matter with the wrong number of dashes; read as '---'"
        return (mended[0], [note, *mended[1]]) if mended else (opened, [note])
    match = FRONT_MATTER_RE.match(text)
    if match is None or not match.group("yaml"):
        return None
    lines = match.group("block").split("\n")
    first = text[: match.start("block")].count("\n") + 1  # the page's line of the block's first line
    origins = list(range(first, first + len(lines)))
    notes: list[str] = []
    for _attempt in range(MAX_MENDS + 1):
        failed_at = _parse_error("\n".join(lines))
        if failed_at is None:
            if not notes:
                return None
            block_start, block_end = match.span("block")
            return text[:block_start] + "\n".join(lines) + text[block_end:], notes
        if not 0 <= failed_at < len(lines) or len(notes) == MAX_MENDS:
            return None
        note = _mend_line(lines, origins, failed_at)
        if not note:
            return None
        notes.append(note)
    return None
