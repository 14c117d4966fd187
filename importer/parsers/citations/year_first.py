"""A year printed before the authors, as some lists open every entry: "(2019) *Hill, S.*, Ruiz, A. Title.
Journal." and "2019. Hill, S., Ruiz, A. Title. Journal."

year_first_as_apa moves the year to where APA prints it, after the names ("*Hill, S.*, Ruiz, A. (2019).
Title. Journal."), so that the APA reader reads names, title and year as usual. Names printed given
name first with initials ("(2019) A. Ruiz, B. Li. Title. Journal 41, 3-9.") end at the stop after the
last family name; their year goes to the end, where such lists print it ("... Journal 41, 3-9 (2019)."),
so that they read as the same entry dated there. Names in any other form are left as printed: their
end is not sure.
"""

from __future__ import annotations

import re

from .. import lazy_re
from ..statuses import DATE_STATUS
from .common import _FAMILY, _INITIALS, _MARKS, _YEAR

_EMPHASIS = r"(?:\*\*|__|\*|_)?"
_NAME = rf"{_EMPHASIS}{_FAMILY},\s*{_INITIALS}{_EMPHASIS}{_MARKS}"
_YEAR_FIRST_RE = lazy_re.compile(
    rf"^(?P<bullet>\s*(?:[-*+•]\s+)?)\(?(?P<year>{_YEAR}[a-z]?)\)?[.,:]?\s+"
    rf"(?P<names>{_NAME}(?:\s*(?:,\s*)?(?:(?:&|and)\s+)?{_NAME}){{0,40}})"
    r"[.,]?\s+(?=[A-Z\"“*_])"
)
_GIVEN_FIRST_NAME = rf"{_EMPHASIS}{_INITIALS}\s?{_FAMILY}{_EMPHASIS}{_MARKS}"
_YEAR_BEFORE_GIVEN_FIRST_RE = lazy_re.compile(
    rf"^(?P<bullet>\s*(?:[-*+•]\s+)?)\(?(?P<year>{_YEAR}[a-z]?)\)?[.,:]?\s+"
    rf"(?P<names>{_GIVEN_FIRST_NAME}(?:\s*(?:,\s*)?(?:(?:&|and)\s+)?{_GIVEN_FIRST_NAME}){{0,40}})"
    r"\.\s+(?=[A-Z\"“*_])"
)
# a link or an identifier ending the entry stays last, after the year moved before it
_TRAILING_LINKS_RE = lazy_re.compile(r"(?:[\s.,;]*(?:https?://\S+|doi:\s*\S+|\[[^\]]*\]\([^)]*\)))*[\s.]*$", re.I)


def year_first_as_apa(block: str) -> str:
    """ "(2019) *Hill, S.*, Ruiz, A. Title." -> "*Hill, S.*, Ruiz, A. (2019). Title." (see the module's docstring)."""
    found = _YEAR_FIRST_RE.match(block)
    if found is None:
        return _year_after_given_first(block)
    names = found.group("names").rstrip(" ,")
    return f"{found.group('bullet')}{names} ({found.group('year')}). {block[found.end() :]}"


def _year_after_given_first(block: str) -> str:
    """ "(2019) A. Ruiz, B. Li. Title. Journal 41, 3-9." -> "A. Ruiz, B. Li. Title. Journal 41, 3-9 (2019)."."""
    found = _YEAR_BEFORE_GIVEN_FIRST_RE.match(block)
    if found is None:
        return block
    rest = block[found.end() :]
    links = _TRAILING_LINKS_RE.search(rest)
    body, tail = rest[: links.start()].rstrip(" .,;"), rest[links.start() :].strip(" .")
    names = found.group("names").rstrip(" ,")
    return f"{found.group('bullet')}{names}. {body} ({found.group('year')}).{' ' + tail if tail else ''}"


# A status in italics where the year goes, after the names: "Marsh, D. S., and S. A. Lind. *Accepted*. Title."
# (ecology's name-year lists): read as the plain word the name-year readers know in that place
_STATUS_IN_YEAR_SLOT_RE = lazy_re.compile(
    rf"(?<=[.)])(\s+)(?:\*|_)(?P<status>{DATE_STATUS})(?:\*|_)(?=[.,]\s+[A-Z\"“*_])", re.I
)


def plain_status_in_year_slot(block: str) -> str:
    """ "Names. *Accepted*. Title. Journal." -> "Names. (Accepted). Title. Journal.", as APA dates it."""
    return _STATUS_IN_YEAR_SLOT_RE.sub(r"\1(\g<status>)", block) if ("*" in block or "_" in block) else block
