"""A quoted title with quotes inside it.

Curly quotes pair as brackets do, so a title may quote a word in them: “Counting “wild” seeds,”
(some pages print double quotes inside double ones) or, in British style, ‘Counting “wild” seeds’,
(the title in single quotes, a word in double ones). The first closing quote is not the title's end.
"""

from __future__ import annotations

from .. import lazy_re
from .common import _QUOTED_RE

_MAX_TITLE = 600  # characters scanned for the closing quote: bounded work on any line
# a single quote closing a title: after a letter or stop, before a comma, a stop or the end ("Earth’s" is an apostrophe)
_SINGLE_CLOSE_RE = lazy_re.compile(r"(?<=[^\s‘])’(?=[,.;:]?(?:\s|$))")


def _balanced_close(text: str, start: int) -> int | None:
    """Where the “ at `start` is closed, counting the “…” pairs inside it."""
    depth = 0
    for index in range(start, min(len(text), start + _MAX_TITLE)):
        if text[index] == "“":
            depth += 1
        elif text[index] == "”":
            depth -= 1
            if depth == 0:
                return index
    return None


def quoted_title(text: str) -> tuple[int, int, str] | None:
    """(start, end, inner) of the first quoted title in `text`, the quotes included in start..end."""
    match = _QUOTED_RE.search(text)
    if match is None:
        return None
    opener = text[match.start()]
    single = text.rfind("‘", 0, match.start())
    if single != -1 and "’" not in text[single : match.start()]:  # ‘Counting “wild” seeds’: inside single quotes
        close = _SINGLE_CLOSE_RE.search(text, match.end(), single + _MAX_TITLE)
        if close:
            return single, close.end(), text[single + 1 : close.start()].strip().rstrip(",.")
    if opener == "“" and text[match.end() - 1] == "“":  # “Counting “wild” seeds,”: the pair inside is the title's
        close = _balanced_close(text, match.start())
        if close is not None:
            inner = text[match.start() + 1 : close].strip().rstrip(",.")
            return match.start(), close + 1, inner
    return match.start(), match.end(), match.group(1)
