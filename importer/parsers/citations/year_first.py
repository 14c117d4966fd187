"""A year printed before the authors, as some lists open every entry: "(2019) *Hill, S.*, Ruiz, A. Title.
Journal." and "2019. Hill, S., Ruiz, A. Title. Journal."

year_first_as_apa moves the year to where APA prints it, after the names ("*Hill, S.*, Ruiz, A. (2019).
Title. Journal."), so that the APA reader reads names, title and year as usual. Only names printed
family name first with initials are moved: there the list's end is sure (a capitalised word after the
last initial begins the title); anything else is left as printed.
"""

from __future__ import annotations

import re

from .common import _FAMILY, _INITIALS, _MARKS, _YEAR

_EMPHASIS = r"(?:\*\*|__|\*|_)?"
_NAME = rf"{_EMPHASIS}{_FAMILY},\s*{_INITIALS}{_EMPHASIS}{_MARKS}"
_YEAR_FIRST_RE = re.compile(
    rf"^(?P<bullet>\s*(?:[-*+•]\s+)?)\(?(?P<year>{_YEAR}[a-z]?)\)?[.,:]?\s+"
    rf"(?P<names>{_NAME}(?:\s*(?:,\s*)?(?:(?:&|and)\s+)?{_NAME}){{0,40}})"
    r"[.,]?\s+(?=[A-Z\"“*_])"
)


def year_first_as_apa(block: str) -> str:
    """ "(2019) *Hill, S.*, Ruiz, A. Title." -> "*Hill, S.*, Ruiz, A. (2019). Title." (see the module's docstring)."""
    found = _YEAR_FIRST_RE.match(block)
    if found is None:
        return block
    names = found.group("names").rstrip(" ,")
    return f"{found.group('bullet')}{names} ({found.group('year')}). {block[found.end() :]}"
