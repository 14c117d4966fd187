"""`@comment{...}` blocks that hold entries: blanked before the file is split into blocks.

A lab comments out entries it does not want listed (an award, a placeholder, a software
record) by wrapping them in `@comment{ ... }`, as biber reads the whole brace group as a
comment. bibtexparser ends a comment at the next line that starts with "@", so the entries
inside would be read as papers. A comment block whose body holds such a line is blanked
(every character but the line breaks becomes a space, so line numbers stay the file's).
"""

from __future__ import annotations

import re

from .. import lazy_re

__all__ = ["blank_comment_blocks"]

_COMMENT_START_RE = lazy_re.compile(r"@[ \t]*comment[ \t]*([{(])", re.I)
_ENTRY_LINE_RE = lazy_re.compile(r"\n[ \t]*@[ \t]*[A-Za-z]+[ \t]*[{(]")
_NOT_LINE_BREAK_RE = lazy_re.compile(r"[^\n]")


def blank_comment_blocks(text: str) -> str:
    """`text` with each brace-balanced `@comment{...}` that holds an entry line blanked.

    A comment whose braces never close is left as it is: the reader reports what follows it.
    Linear in the text: each comment's body is scanned once.
    """
    if "@" not in text or not _COMMENT_START_RE.search(text):
        return text
    pieces, position = [], 0
    for match in _COMMENT_START_RE.finditer(text):
        if match.start() < position:
            continue  # inside a comment already blanked
        end = _closing(text, match.end(), match.group(1))
        if end is None:
            break
        if _ENTRY_LINE_RE.search(text, match.end(), end):
            pieces.append(text[position : match.start()])
            pieces.append(_NOT_LINE_BREAK_RE.sub(" ", text[match.start() : end]))
            position = end
    pieces.append(text[position:])
    return "".join(pieces)


def _closing(text: str, start: int, opener: str) -> int | None:
    """The position after the delimiter that closes the group opened just before `start`, or None."""
    depth = 1
    for found in (_BRACES_RE if opener == "{" else _PARENTHESES_RE).finditer(text, start):
        depth += 1 if found.group() in "{(" else -1
        if depth == 0:
            return found.end()
    return None


_BRACES_RE = lazy_re.compile(r"(?<!\\)[{}]")
_PARENTHESES_RE = lazy_re.compile(r"[()]")
