"""Author lines wrapped onto the next line, as PDF and plain-text CVs print a long list of authors.

A list of title / authors / venue lines breaks a long author list wherever the page ends: after a
comma ("…, Jon Veck," over "Tomas Weir (*co-first authors)"), after "and", or inside a name ("…,
Tomas" over "Weir"). Read line by line, the second line would open the venue; joined, it ends the
list, its footnote legend read with it.
"""

from __future__ import annotations

from .. import lazy_re
from .common import _LEGEND_RE, _YEAR_RE, _strip_markup, looks_like_author_list, looks_like_name

__all__ = ["join_wrapped_author_lines"]

_STARTS_WITH_LETTER_RE = lazy_re.compile(r"[^\W\d_]")  # a name goes on; a bullet or a number opens an item
_WRAPPED_END_RE = lazy_re.compile(r"(?:,|\s(?:and|&))\s*$")


def _wraps_onto(previous: str, line: str) -> bool:
    """Whether `line` goes on the author line above it: "…, Jon Veck," over "Tomas Weir (*co-first
    authors)" or "Tomas Weir and Ansel Drue"; "…, Jon Veck, Tomas" over "Weir". A venue ("Journal of X,
    2022"), a title or a name that completes nothing ("…, Jon Veck" over "Nature") stays a line of its own."""
    above = _strip_markup(previous).strip()
    below = _strip_markup(_LEGEND_RE.sub("", line)).strip()
    if not below or _YEAR_RE.search(below) or len(below.split()) > 12 or not _STARTS_WITH_LETTER_RE.match(line.strip()):
        return False
    joined = f"{above} {below}"
    if _WRAPPED_END_RE.search(above):  # the line stops after a comma or an "and": the list goes on
        head = _WRAPPED_END_RE.sub("", above)
        return looks_like_author_list(head) and (looks_like_name(below) or looks_like_author_list(below))
    # a name cut after its given name: the last author one word, the line below a word or two
    last_author = above.rsplit(",", 1)[-1].split()
    return (
        "," in above
        and len(last_author) == 1
        and len(below.split()) <= 2
        and looks_like_author_list(above)
        and looks_like_author_list(joined)
    )


def join_wrapped_author_lines(
    lines: list[tuple[int, str]], ends: dict[int, int] | None = None
) -> list[tuple[int, str]]:
    """A PDF's or a text CV's author lines wrapped onto the next line, joined into one line; `ends`, if
    given, gets the number of the last line each joined line took: the line after that one follows
    the author list with no gap."""
    out: list[tuple[int, str]] = []
    last = -2
    for number, line in lines:
        if out and number == last + 1 and _wraps_onto(out[-1][1], line):
            out[-1] = (out[-1][0], f"{out[-1][1].rstrip()} {line.strip()}")
            if ends is not None:
                ends[out[-1][0]] = number
        else:
            out.append((number, line))
        last = number
    return out
