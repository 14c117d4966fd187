"""Names printed initials first, as agronomy and soil-science lists print them.

- Initials typed without a space before the family name: "S.C.Gupta" is S. C. Gupta
  (spaced_initials, applied to a whole entry before it is read).
- The name-year form with the names given first: "B.B. Tran 1978. Title. Journal 12: 3-9." and
  "A. Roe and B. B. Tran, 1978. Title. Journal 12: 3-9." (read_initials_then_year); the inverted form
  "Tran, B. B. 1978." is earth_sciences.read_names_then_year's.
"""

from __future__ import annotations

from .. import lazy_re
from ..statuses import status_in
from .common import _FAMILY, _INITIALS, _MARKS, _YEAR, StyleRead, _strip_markup, journal_before_volume
from .earth_sciences import _VOLUME_RE
from .social_sciences import title_sentence

# "S.C.Gupta", "(A.B.Okafor": initials glued to a family name after a space, a comma or a bracket;
# not inside a word or an address ("doi:10.1/A.B.Cd" has a slash before it)
_GLUED_INITIALS_RE = lazy_re.compile(r"(?:(?<=^)|(?<=[\s,;(]))((?:[A-Z]\.){1,3})(?=[A-Z][a-z]{2,})")


def spaced_initials(text: str) -> str:
    """ "S.C.Gupta, A. Roe" -> "S.C. Gupta, A. Roe"."""
    return _GLUED_INITIALS_RE.sub(r"\1 ", text)


_BOLD = r"(?:\*\*|__|<b>|<strong>)?"
_UNBOLD = r"(?:\*\*|__|</b>|</strong>)?"
_GIVEN_FIRST_NAME = rf"{_BOLD}{_INITIALS}\s*{_FAMILY}{_UNBOLD}{_MARKS}"
_INITIALS_THEN_YEAR_RE = lazy_re.compile(
    rf"^\s*(?P<authors>{_GIVEN_FIRST_NAME}(?:(?:,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+){_GIVEN_FIRST_NAME}){{0,40}})"
    rf",?\s+(?P<year>{_YEAR})[a-z]?\.\s+(?P<rest>.+)$"
)


def read_initials_then_year(text: str) -> StyleRead | None:
    """ "B.B. Tran 1978. Drainage of clay. Soil Use Manage. 12: 3-9." (see the module's docstring)."""
    match = _INITIALS_THEN_YEAR_RE.match(text)
    if match is None:
        return None
    rest = _strip_markup(match.group("rest"))
    title, after = title_sentence(rest, lambda after: bool(_VOLUME_RE.match(after)))
    journal = journal_before_volume(after)
    title = title.strip(" .,")
    if len(title.split()) < 2 or not journal:
        return None
    kind = "journal" if _VOLUME_RE.match(_strip_markup(after)) else None
    year = match.group("year")
    return StyleRead(match.group("authors"), title, f"{journal} {year}", kind=kind, status=status_in(rest[-120:]))
