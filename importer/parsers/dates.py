"""The one reader of years and date ranges, for every parser.

A year is four digits from 1900 to 2099 standing alone: not part of a longer number, an
arXiv id ("2408.20123") or a DOI. Month-first forms count ("06.2023", "15.06.2023",
"06/2023"), as do CV ranges:

    06/2023 - 06/2024     2023.6-2023.8        Sept. 2022 - Aug. 2023     2021 - now
    2008–present          Summer 2000/2001     since 2019                  2019-21
    Fall 2022 – Spring 2023   [Summer] 2021    (2020 – 2022)

A two-digit year ("OSDI '24", "2019-21") is read as 20YY unless that is more than two
years ahead, then 19YY.
"""

from __future__ import annotations

import re
from datetime import date

__all__ = [
    "CURRENT_YEAR",
    "MONTH",
    "SEASON",
    "YEAR_RE",
    "ONGOING_RE",
    "DATE_RANGE_RE",
    "date_range",
    "years_in",
    "first_year",
    "last_year",
    "two_digit_year",
    "strip_dates",
]

CURRENT_YEAR = date.today().year
MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"
SEASON = r"(?:Spring|Summer|Fall|Autumn|Winter)"
_YEAR = r"(?:19|20)\d{2}"
# Not inside a longer number, not the tail of an id like "2401.2019" (3+ digits and a dot before).
YEAR_RE = re.compile(rf"(?<!\d)(?<!\d{{3}}\.)({_YEAR})(?!\d)")
ONGOING_RE = re.compile(r"\b(?:present|now|current|currently|ongoing|today|date|expected)\b|至今|现在", re.I)
_ONGOING_WORD = r"(?:(?:present|now|current|today|date|ongoing)\b|至今|现在|今)"
_DAY_MONTH = r"(?:\d{1,2}[./-])?\d{1,2}[./]"  # "06/", "06.", "15.06."
_LEAD = rf"(?:(?:\[?{SEASON}\]?|{MONTH})\s*|{_DAY_MONTH})?"
# "2023.6", "2022.09"; an ISO "2019-09" only where a range goes on ("2019-09 – 2021-06", "2019-09-01"),
# since "2019-21" alone is two years.
_TAIL = r"(?:[./]\d{1,2}(?!\d)|-(?:0[1-9]|1[0-2])(?=-\d{2}|\s*(?:[-–—~]|to\b|until\b|$)))?(?:-\d{2}(?!\d))?"
_DASH = r"(?:\s*(?:[-–—~]+|\bto\b|\buntil\b|\btill\b)\s*)"
DATE_RANGE_RE = re.compile(
    rf"(?<![\d.]){_LEAD}({_YEAR}){_TAIL}(?:"
    rf"{_DASH}(?:{_LEAD}({_YEAR}){_TAIL}(?!\d)|({_ONGOING_WORD})|(\d{{2}})(?![\d./]))"  # a second year, "now", "-21"
    rf"|/({_YEAR})(?!\d)"  # "Summer 2000/2001"
    rf"|\s*[-–—]\s*(?=$|[)\],;|\t]|\s{{2}})"  # "2021 -" (open)
    r")",
    re.I,
)
_SINCE_RE = re.compile(rf"\b(?:since|from)\s+(?:{MONTH}\s*|{SEASON}\s*)?({_YEAR})(?!\d)", re.I)
_DATE_TOKEN_RE = re.compile(
    rf"\[?\b{SEASON}\]?\s*{_YEAR}\b|\b{MONTH}\s*{_YEAR}\b|(?<!\d){_DAY_MONTH}{_YEAR}(?!\d)|"
    rf"(?<!\d){_YEAR}[./](?:0?[1-9]|1[0-2])(?!\d)|(?<!\d){_YEAR}(?!\d)|\[\s*{SEASON}\s*\]",
    re.I,
)


def two_digit_year(digits: str | int) -> int:
    """'24 -> 2024; '97 -> 1997: a year more than two years ahead belongs to the last century."""
    year = 2000 + int(digits)
    return year if year <= CURRENT_YEAR + 2 else year - 100


def years_in(text: str) -> list[int]:
    """Every year in `text`, in order."""
    return [int(y) for y in YEAR_RE.findall(text or "")]


def first_year(text: str) -> int | None:
    found = YEAR_RE.search(text or "")
    return int(found.group(1)) if found else None


def last_year(text: str) -> int | None:
    found = years_in(text)
    return found[-1] if found else None


_CJK_DATE_RE = re.compile(r"((?:19|20)\d{2})\s*年\s*(?:(\d{1,2})\s*月)?(?:\s*\d{1,2}\s*日)?")
_CJK_NOW_RE = re.compile(r"\s*[-–—~～]?\s*(?:至今|今|现在|目前|現在)")


def _western(text: str) -> str:
    """ "2019年9月 - 2023年6月", "2021年 - 至今" -> "2019.9 - 2023.6", "2021 - present"."""
    if "年" not in text and "今" not in text and "现在" not in text and "現在" not in text:
        return text
    text = _CJK_DATE_RE.sub(lambda m: m.group(1) + (f".{m.group(2)}" if m.group(2) else ""), text)
    return _CJK_NOW_RE.sub(" - present ", text).replace("～", "-")


def date_range(text: str) -> tuple[int | None, int | None, bool] | None:
    """(start, end, ongoing) for the first range in `text`; None when it states no range.

    "Sep 2019 – Present" -> (2019, None, True); "2017 - 2021" -> (2017, 2021, False);
    "Summer 2000/2001" -> (2000, 2001, False); "since 2020" -> (2020, None, True).
    A single year is not a range (see `first_year`).
    """
    if not text:
        return None
    text = _western(text)
    match = DATE_RANGE_RE.search(text)
    since = _SINCE_RE.search(text)
    if since and (not match or since.start() < match.start()):
        return int(since.group(1)), None, True
    if not match:
        return None
    start = int(match.group(1))
    if match.group(2):
        return start, int(match.group(2)), False
    if match.group(3):
        return start, None, True
    if match.group(4):
        end = two_digit_year(match.group(4))
        if start <= end <= start + 12 and end // 100 == start // 100:
            return start, end, False
        return None
    if match.group(5):
        return start, int(match.group(5)), False
    return start, None, True  # "2021 -": open-ended


def strip_dates(text: str) -> str:
    """`text` without its dates and ranges ("Intern, Acme (Jun. 2021 – Aug. 2021)" -> "Intern, Acme")."""
    text = DATE_RANGE_RE.sub(" ", _western(text))
    text = _SINCE_RE.sub(" ", text)
    text = _DATE_TOKEN_RE.sub(" ", text)
    text = re.sub(r"\(\s*\)|\[\s*\]", " ", text)
    return re.sub(r"[ \u00a0]+", " ", text).strip(" ,;-–—|·•")
