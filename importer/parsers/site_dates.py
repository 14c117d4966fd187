"""The day a site's data file means by a date written in words: "November 2022", "Nov. 12, 2022",
"3 März 2021", "2022/11/05", "11/2022", "Spring 2017".

Plain Python. Lab templates' data files (allanlab's `_data/news.yml`, its members' "started Sep 2015")
write dates as their pages print them, not as ISO dates. A month without a day is its first day (its last
for an end); a season is its term's first day (its last for an end). Month names are CLDR's (`babel.core`) in the
languages importer.parsers.dates reads.
"""

from __future__ import annotations

import calendar
import datetime as dt
from functools import cache

from babel.core import Locale

from . import lazy_re
from .dates import LANGUAGES

__all__ = ["date_in_words", "month_number", "term_start"]

_SEASON_MONTHS = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 1}  # a term's first month
_SEASON_END_MONTHS = {"spring": 5, "summer": 8, "fall": 12, "autumn": 12, "winter": 3}
# A German semester's first month: the summer semester (SoSe, SS) in April, the winter one (WiSe, WS) in October
_SEMESTER_MONTHS = {"sommersemester": 4, "sose": 4, "ss": 4, "wintersemester": 10, "wise": 10, "ws": 10}


@cache
def _month_names() -> dict[str, int]:
    """Every month name and abbreviation of LANGUAGES, case-folded and without dots -> its number."""
    names: dict[str, int] = {}
    for language in LANGUAGES:
        months = Locale.parse(language).months
        for context in ("format", "stand-alone"):
            for width in ("wide", "abbreviated"):
                for number, name in months[context][width].items():
                    names.setdefault(name.rstrip(".").casefold(), number)
    names.setdefault("sept", 9)  # "Sept. 2022", as English writers cut it
    return names


def month_number(word: str) -> int | None:
    """1-12 for a month's name or abbreviation ("Nov.", "September", "März"); a season's first month; else None."""
    word = word.rstrip(".").casefold()
    return _month_names().get(word) or _SEASON_MONTHS.get(word)


_YEAR = r"((?:19|20)\d{2})"
_WORD = r"([^\W\d_]{3,12}\.?)"
_NUMERIC_RE = lazy_re.compile(rf"(?<!\d){_YEAR}[/.-](\d{{1,2}})[/.-](\d{{1,2}})(?!\d)")
_MONTH_SLASH_YEAR_RE = lazy_re.compile(rf"(?<![\d/.])(\d{{1,2}})[/.]{_YEAR}(?!\d)")
_DAY_MONTH_YEAR_RE = lazy_re.compile(
    rf"(?<!\d)(\d{{1,2}})(?:st|nd|rd|th)?\.?\s+(?:de\s+)?{_WORD}(?:\s+de)?,?\s+{_YEAR}(?!\d)"
)
_MONTH_DAY_YEAR_RE = lazy_re.compile(rf"{_WORD}\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+{_YEAR}(?!\d)")
_MONTH_YEAR_RE = lazy_re.compile(rf"{_WORD},?\s+(?:of\s+|de\s+)?{_YEAR}(?!\d)")


def date_in_words(text: str, *, end: bool = False) -> dt.date | None:
    """The first date `text` writes with its month (see the module's doc), or None when it names no month."""
    found = _NUMERIC_RE.search(text)
    if found:
        return _day(int(found.group(1)), int(found.group(2)), int(found.group(3)))
    for pattern, order in ((_DAY_MONTH_YEAR_RE, "dmy"), (_MONTH_DAY_YEAR_RE, "mdy")):
        for found in pattern.finditer(text):
            day, word, year = found.group(1, 2, 3) if order == "dmy" else found.group(2, 1, 3)
            month = month_number(word)
            if month is not None and word.rstrip(".").casefold() not in _SEASON_MONTHS:
                return _day(int(year), month, int(day))
    for found in _MONTH_YEAR_RE.finditer(text):
        month = month_number(found.group(1))
        if end and month is not None:
            month = _SEASON_END_MONTHS.get(found.group(1).casefold(), month)
        if month is not None:
            year = int(found.group(2))
            return _day(year, month, calendar.monthrange(year, month)[1] if end else 1)
    found = _MONTH_SLASH_YEAR_RE.search(text)
    if found and 1 <= int(found.group(1)) <= 12:
        year, month = int(found.group(2)), int(found.group(1))
        return _day(year, month, calendar.monthrange(year, month)[1] if end else 1)
    return None


def _day(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


_TERM_RE = lazy_re.compile(r"^\W*([^\W\d_]+)\.?\s+((?:19|20)\d{2})\b")


def term_start(text: str) -> dt.date | None:
    """The first day of the term or month `text` starts with: "Fall 2019", "Sept. 2019", "Janv. 2021",
    "WS 2019/20"; None for a year alone or a word that is no month ("Marketing 2019")."""
    found = _TERM_RE.match(text or "")
    if not found:
        return None
    word = found.group(1)
    month = _SEMESTER_MONTHS.get(word.casefold()) or month_number(word)
    if month is None and len(word) == 4:  # "Janv", "Febr": a month's name cut after its fourth letter
        month = month_number(word[:3])
    return dt.date(int(found.group(2)), month, 1) if month else None
