"""The one reader of years and date ranges, for every parser.

A year is four digits from 1900 to 2099 standing alone: not part of a longer number, an
arXiv id ("2408.20123") or a DOI. Month-first forms count ("06.2023", "15.06.2023",
"06/2023"), as do CV ranges:

    06/2023 - 06/2024     2023.6-2023.8        Sept. 2022 - Aug. 2023     2021 - now
    2008–present          Summer 2000/2001     since 2019                  2019-21
    Fall 2022 – Spring 2023   [Summer] 2021    (2020 – 2022)

A two-digit year ("OSDI '24", "2019-21") is read as 20YY unless that is more than two
years ahead, then 19YY.

CVs in German, French, Spanish, Portuguese and Italian read the same way: "März 2019 – heute",
"septembre 2020 - aujourd'hui", "enero de 2018 a la actualidad", "10/2019 – atual", "seit 2021",
"desde 2020", "dal 2019". Month names come from the CLDR data Babel ships (`babel.core` only:
it loads in a few milliseconds, where dateparser's import takes several times longer and would
parse whole strings we only need to find years in); the words for "now", "since" and "to" are
the few each language has.
"""

from __future__ import annotations

import re
from datetime import date

from babel.core import Locale

from . import lazy_re

__all__ = [
    "CURRENT_YEAR",
    "MONTH",
    "SEASON",
    "YEAR_RE",
    "EARLIEST_FIELD_YEAR",
    "field_year",
    "ONGOING_RE",
    "DATE_RANGE_RE",
    "date_range",
    "years_in",
    "first_year",
    "last_year",
    "two_digit_year",
    "strip_dates",
    "western_era_years",
]

CURRENT_YEAR = date.today().year
# The languages CVs are read in besides English and Chinese (whose dates are "2019年9月").
LANGUAGES = ("en", "de", "fr", "es", "pt", "it")
# Read by their whole month names only ("września 2019", "Eylül 2020", "сентября 2019", "maart 2018"): cut
# short, their names would be common words beside a year ("lis", "Ara", "Kas").
WHOLE_NAME_LANGUAGES = ("nl", "pl", "tr", "ru")


def _month_pattern() -> str:
    """Every month name and abbreviation of LANGUAGES as CLDR writes them (without dots), and each
    name cut short after three letters or more, as people print them ("Sept", "Febr", "Janv")."""
    wide, short = set(), set()
    for language in LANGUAGES:
        months = Locale.parse(language).months
        for context in ("format", "stand-alone"):
            wide.update(name.casefold() for name in months[context]["wide"].values())
            short.update(name.rstrip(".").casefold() for name in months[context]["abbreviated"].values())

    def cut_short(name: str) -> str:  # "september" -> "sep(?:t(?:e(?:m...)?)?)?"
        tail = "".join(f"(?:{re.escape(char)}" for char in name[3:]) + ")?" * len(name[3:])
        return re.escape(name[:3]) + tail

    names = [cut_short(name) for name in sorted(wide)]
    names += [re.escape(name) for name in sorted(short) if not any(w.startswith(name) for w in wide)]
    whole = set()
    for language in WHOLE_NAME_LANGUAGES:
        months = Locale.parse(language).months
        whole.update(
            name.casefold() for context in ("format", "stand-alone") for name in months[context]["wide"].values()
        )
    whole -= wide
    # longest first, so "сентября" is not read as a shorter name it starts with
    names += [re.escape(name) for name in sorted(whole, key=len, reverse=True)]
    return "|".join(names)


# A month as printed in any case, never the start or the end of a longer word ("Marketing", "Valdemar").
MONTH = rf"(?i:(?<![^\W\d_])(?:{_month_pattern()})(?![^\W\d_])\.?)"
# German terms are also written short: "WS 2021/22", "SoSe 2022"
SEASON = r"(?:Spring|Summer|Fall|Autumn|Winter|Sommersemester|Wintersemester|WiSe|SoSe|WS|SS)"
_YEAR = r"(?:19|20)\d{2}"
# Not inside a longer number, not the tail of an id like "2401.2019" (3+ digits and a dot before).
YEAR_RE = lazy_re.compile(rf"(?<!\d)(?<!\d{{3}}\.)({_YEAR})(?!\d)")
# "now" at the end of a range, in the CV languages: heute, aujourd'hui / à ce jour / en cours / à présent,
# actualidad / actual / presente, atual / hoje / em curso, oggi / in corso / attuale; heden (Dutch), obecnie /
# dziś (Polish), günümüz / halen / devam ediyor (Turkish), настоящее время / н. в. (Russian).
_RANGE_END_NOW = (
    r"present|now|current|ongoing|today|date|heute|jetzt|laufend|aujourd['’]hui|ce\s+jour|en\s+cours|"
    r"présent|actuellement|actualidad|actualmente|actual|presente|en\s+curso|atualmente|atual|hoje|em\s+curso|"
    r"oggi|in\s+corso|attuale|tuttora|hasta\s+la\s+fecha|a\s+la\s+fecha|até\s+o\s+momento|heden|obecnie|dziś|dzisiaj|chwili\s+obecnej|günümüz|halen|devam\s+ediyor|"
    r"настоящее\s+время|наст\.\s*вр\.|н\.\s*в\.|н/в"
)
# ... and anywhere in an entry ("currently", "actualmente", "(expected)"); Japanese 現在 and 在職中 ("in post"),
# Korean 현재 ("now") and 재직중 / 재학중 ("employed", "enrolled") as well.
_CJK_NOW = r"至今|现在|現在に至る|現在|현재|在職中|在学中|재직\s?중|재학\s?중"
ONGOING_RE = lazy_re.compile(rf"\b(?:{_RANGE_END_NOW}|currently|expected)(?:\b|(?<=\.)|(?<=/в))|(?:{_CJK_NOW})", re.I)
# "2019 - to date", "2020 – till now", "2018 – ad oggi": a dash, then "to" in words, then "now"
_ONGOING_WORD = rf"(?:(?:(?:la|a|à|ao|o|al|ad|bis|tot|do|по|to|till|until)\s+)?(?:{_RANGE_END_NOW})(?:\b|(?<=\.)|(?<=/в))|{_CJK_NOW}|今)"
_DAY_MONTH = r"(?:\d{1,2}[./-])?\d{1,2}[./]"  # "06/", "06.", "15.06."
# "März 2019", "1er septembre 2020", "15. Juni 2019", "enero de 2018", "[Summer] 2021"
_LEAD = rf"(?:(?:\d{{1,2}}(?:\.|er|º)?\s+)?(?:\[?{SEASON}\]?|{MONTH})(?:\s+de|,)?\s*|{_DAY_MONTH})?"
# "2023.6", "2022.09"; an ISO "2019-09" only where a range goes on ("2019-09 – 2021-06", "2019-09-01"),
# since "2019-21" alone is two years.
_TAIL = r"(?:[./](?:0?[1-9]|1[0-2])(?!\d)|-(?:0[1-9]|1[0-2])(?=-\d{2}|\s*(?:[-–—~]|to\b|until\b|$)))?(?:-\d{2}(?!\d))?"
# "to" in the CV languages: bis, à / au / jusqu'à, a / hasta / até, al / fino a, tot, do, по
_DASH = (
    r"(?:\s*(?:[-–—~～]+|\b(?:to|until|till|bis|à|au|jusqu['’](?:à|en|au)|a|hasta|até|al|fino\s+al?|tot|do|по)\b)\s*)"
)
DATE_RANGE_RE = lazy_re.compile(
    rf"(?<![\d.]){_LEAD}({_YEAR}){_TAIL}(?:"
    rf"{_DASH}(?:{_LEAD}({_YEAR}){_TAIL}(?!\d)|({_ONGOING_WORD})|(\d{{2}})(?![\d./]))"  # a second year, "now", "-21"
    rf"|/({_YEAR})(?!\d)"  # "Summer 2000/2001"
    # "2015/16", "WS 2016/17": an academic year, the next year's last two digits; never a month's range
    # ("2011/12 - 2014/06", "2019/09 至今")
    rf"|/(\d{{2}})(?![\d./])(?!\s*(?:[-–—~]|to\b|至))"
    rf"|\s*[-–—]\s*(?=$|[)\],;|\t]|\s{{2}})"  # "2021 -" (open)
    r"|\s*[-–—]\s?(?=\*\*|__(?!\w)|</(?:b|strong)>)"  # "**2022–** Professor": the bold ends the range
    r")",
    re.I,
)
# "since 2019", "seit März 2021", "depuis 2020", "desde 2020", "desde enero de 2018", "dal 2019"
_SINCE_RE = lazy_re.compile(
    # "_Since September 2017_": markdown's underscores around the words are no letters of them
    rf"(?<![^\W_])(?:since|from|seit|ab|depuis|desde|a\s+partir\s+de|dal|dall['’]|dai|dès|sinds|vanaf|od|с)\s*(?:{MONTH}(?:\s+de)?\s*|{SEASON}\s*|{_DAY_MONTH})?"
    rf"({_YEAR})(?!\d)",
    re.I,
)
# "June–August 2019", "avril-juillet 1989": two months of one year, each given that year
_MONTH_SPAN_RE = lazy_re.compile(rf"({MONTH}\.?)\s*[-–—]\s*({MONTH}\.?)\s*,?\s+({_YEAR})(?!\d)")
# "dal 2019 ad oggi", "seit 2019 bis heute", "desde 2020 hasta la actualidad": "since" and "now" both
_SINCE_NOW_RE = lazy_re.compile(rf"{_SINCE_RE.pattern}(?:{_DASH}|\s+)(?:{_ONGOING_WORD})", re.I)
_DATE_TOKEN_RE = lazy_re.compile(
    rf"\[?\b{SEASON}\]?\s*{_YEAR}\b|\b{MONTH}\s*{_YEAR}\b|(?<!\d){_DAY_MONTH}{_YEAR}(?!\d)|"
    rf"(?<!\d){_YEAR}[./](?:0?[1-9]|1[0-2])(?!\d)|(?<!\d){_YEAR}(?!\d)|\[\s*{SEASON}\s*\]",
    re.I,
)


def two_digit_year(digits: str | int) -> int:
    """'24 -> 2024; '97 -> 1997: a year more than two years ahead belongs to the last century."""
    year = 2000 + int(digits)
    return year if year <= CURRENT_YEAR + 2 else year - 100


# A field that holds a date (BibTeX `year`/`date`, CSL `issued`, RIS `PY`) is a year from the first printed
# books to next year's forthcoming papers: a historian's sources go back centuries. In prose (CVs, lists)
# YEAR_RE alone: "1545" there is as likely a number as a year.
EARLIEST_FIELD_YEAR = 1400
_FIELD_YEAR_RE = lazy_re.compile(r"(?<!\d)(?<!\d{3}\.)(1[4-9]\d{2}|20\d{2})(?!\d)")


def field_year(value) -> int | None:
    """The first year from EARLIEST_FIELD_YEAR to next year in a date field's value ("1545", "1887-03-02",
    "c. 1620", 2021), else None."""
    for match in _FIELD_YEAR_RE.finditer(str(value if value is not None else "")):
        if EARLIEST_FIELD_YEAR <= int(match[1]) <= CURRENT_YEAR + 1:
            return int(match[1])
    return None


def years_in(text: str) -> list[int]:
    """Every year in `text`, in order."""
    return [int(y) for y in YEAR_RE.findall(text or "")]


def first_year(text: str) -> int | None:
    found = YEAR_RE.search(text or "")
    return int(found.group(1)) if found else None


def last_year(text: str) -> int | None:
    found = years_in(text)
    return found[-1] if found else None


# "2019年9月", and the Korean "2021년 3월"
_CJK_DATE_RE = lazy_re.compile(r"((?:19|20)\d{2})\s*[年년]\s*(?:(\d{1,2})\s*[月월])?(?:\s*\d{1,2}\s*[日일])?")
_CJK_NOW_RE = lazy_re.compile(rf"\s*[-–—~～〜－]?\s*(?:{_CJK_NOW}|今|目前)")
# "2017.9至2021.6": 至 ("to") between two dates; "2021.4より" (Japanese), "2019起" (Chinese), "2021.3부터" (Korean):
# from that date on
_CJK_TO_RE = lazy_re.compile(r"(?<=\d)\s*至\s*(?=(?:19|20)\d{2})")
_CJK_SINCE_RE = lazy_re.compile(r"((?:19|20)\d{2})(?:\.\d{1,2})?\s*(?:より|から|以降|以来|起|부터)")
_CJK_DASH_RE = lazy_re.compile(r"[～〜－]")
# A Japanese CV's years by era: "令和2年4月" is April 2020, "平成元年" 1989 (an era's first year is 元年)
_ERA_FIRST_YEAR = {"令和": 2019, "平成": 1989, "昭和": 1926}
_ERA_YEAR_RE = lazy_re.compile(r"(令和|平成|昭和)\s*(元|\d{1,2})\s*年")


# a Russian CV's year word after the year: "2019 г.", "2016–2019 гг.", "с 2019 года"
_RUSSIAN_YEAR_WORD_RE = lazy_re.compile(r"((?:19|20)\d{2})\s*(?:гг?\.|год(?:а|у)?\b)")


def western_era_years(text: str) -> str:
    """A Japanese CV's era years in the Western count, the rest untouched: "平成25年3月" -> "2013年3月",
    "令和元年" -> "2019年"."""
    if "和" not in text and "平成" not in text:
        return text
    return _ERA_YEAR_RE.sub(
        lambda m: f"{_ERA_FIRST_YEAR[m.group(1)] + (0 if m.group(2) == '元' else int(m.group(2)) - 1)}年", text
    )


def _western(text: str) -> str:
    """ "2019年9月 - 2023年6月", "2021年 - 至今", "令和2年4月～現在", "2016–2019 гг.", "2021年4月より" ->
    "2019.9 - 2023.6", "2021 - present", "2020.4 - present", "2016–2019", "since 2021.4"."""
    if "г" in text:
        text = _RUSSIAN_YEAR_WORD_RE.sub(r"\1", text)
    text = _MONTH_SPAN_RE.sub(r"\1 \3 – \2 \3", text)
    if not re.search(rf"[年년今～〜－至起]|より|から|以降|부터|现在|目前|{_CJK_NOW}", text):
        return text
    text = western_era_years(text)
    text = _CJK_DATE_RE.sub(lambda m: m.group(1) + (f".{m.group(2)}" if m.group(2) else ""), text)
    text = _CJK_SINCE_RE.sub(r"since \1 ", _CJK_TO_RE.sub(" - ", text))
    return _CJK_DASH_RE.sub("-", _CJK_NOW_RE.sub(" - present ", text))


def date_range(text: str) -> tuple[int | None, int | None, bool] | None:
    """(start, end, ongoing) for the first range in `text`; None when it states no range.

    "Sep 2019 – Present" -> (2019, None, True); "2017 - 2021" -> (2017, 2021, False);
    "Summer 2000/2001" -> (2000, 2001, False); "since 2020" -> (2020, None, True).
    A single year is not a range (see `first_year`).
    """
    if not text:
        return None
    text = _western(text)
    # "2019/09" alone is a month, not the academic year "2019/20"
    match = next((m for m in DATE_RANGE_RE.finditer(text) if not m.group(6) or _next_year(m)), None)
    since = _SINCE_RE.search(text)
    # "since 2019"; but "from 2019 to 2021", "From May, 2019 to Aug., 2019" is the range it starts
    if since and (not match or since.end() <= match.start()):
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
    if match.group(6):
        return start, start + 1, False
    return start, None, True  # "2021 -": open-ended


def _next_year(match: re.Match) -> bool:
    return two_digit_year(match.group(6)) == int(match.group(1)) + 1


# "a.a. 2024/2025 e 2025/2026", "A.Y. 2021/22": the academic year's abbreviation, and "and" between two years
_ACADEMIC_YEAR_RE = lazy_re.compile(
    r"\b(?:aa\.\s?aa|a\.\s?a|a\.\s?y)\.\s*(?=(?:19|20)\d{2})|"
    # the academic year in words: "curso 2017-2018", "année universitaire 2019-2020", "Studienjahr 2015/16"
    r"\b(?:curso(?:\s+acad[ée]mico)?|a[ñn]o\s+(?:acad[ée]mico|letivo)|anno\s+accademico|"
    r"ann[ée]e\s+(?:universitaire|scolaire|acad[ée]mique)|academic\s+year|school\s+year|Studienjahr|Schuljahr)"
    r"\s*(?=(?:19|20)\d{2})|(?<=\d)\s+(?:e|and|et|y|und)\s+(?=(?:19|20)\d{2})",
    re.I,
)
_BRACKETED_NOW_RE = lazy_re.compile(r"[（(]\s*(?:[-–—]\s*)?present\s*[）)]", re.I)


def strip_dates(text: str) -> str:
    """`text` without its dates and ranges ("Intern, Acme (Jun. 2021 – Aug. 2021)" -> "Intern, Acme")."""
    text = _ACADEMIC_YEAR_RE.sub(" ", _western(text))
    text = _SINCE_NOW_RE.sub(" ", text)
    text = _BRACKETED_NOW_RE.sub(" ", text)  # "准教授（現在に至る）": the post, held to the present
    text = DATE_RANGE_RE.sub(" ", text)
    text = _SINCE_RE.sub(" ", text)
    text = _DATE_TOKEN_RE.sub(" ", text)
    text = re.sub(r"\(\s*\)|\[\s*\]|（\s*）", " ", text)
    # "Università X — 2024 – 2026, Progetto Y": the dash that set the dates apart goes with them
    text = re.sub(r"\s+[—–|]\s*(?=,)", "", text)
    text = re.sub(r",(?:\s*,)+", ",", text)  # "Scientist, 2015-2019, Ministry": the dates' cell gone, one comma
    text = re.sub(r"\s+(?:from|since|seit|von|depuis|desde|dal)\s*$", "", text, flags=re.I)  # "Kestrel AI From"
    return re.sub(r"[ \u00a0]+", " ", text).strip(" ,;:-–—|·•\u3000")


_SHORT_MONTH_YEAR_RE = lazy_re.compile(r"(?<![\d/.])(0?[1-9]|1[0-2])/(\d{2})(?![\d/.])")
_SHORT_RANGE_RE = lazy_re.compile(
    rf"^\s*(?:0?[1-9]|1[0-2])/\d{{2}}\s*(?:[-–—]+\s*(?:(?:0?[1-9]|1[0-2])/\d{{2}}|{_RANGE_END_NOW})\s*)?$", re.I
)


# "01/22 -- present: Assistant Professor", "06/19 – 12/21 | Postdoc": a row led by month/two-digit-year dates
# (or a pipe table's row: "| 06/18 – 09/20 | M.Sc. ... |")
_LEADING_SHORT_RANGE_RE = lazy_re.compile(
    rf"^(\s*(?:[-*+•|]\s+)?(?:\*\*|__)?)((?:0?[1-9]|1[0-2])/\d{{2}}\s*(?:-{{1,2}}|[–—])\s*(?:(?:0?[1-9]|1[0-2])/\d{{2}}|{_RANGE_END_NOW}))"
    r"(?=\s*(?:\*\*|__)?\s*[:|\t])",
    re.I,
)


def expand_leading_short_years(line: str) -> str:
    """A row led by "01/22 -- present:" or "06/19 – 12/21:" with its years in full ("01/2022 -- present:"):
    a range of such dates before a colon or a bar is dates, not a fraction or a day."""
    found = _LEADING_SHORT_RANGE_RE.match(line)
    if not found:
        return line
    dates = re.sub(r"\s*-{1,2}\s*", " - ", found.group(2))
    return f"{found.group(1)}{expand_short_years(dates)}{line[found.end() :]}"


def expand_short_years(dates: str) -> str:
    """A CV's date column written "10/15-08/18" (month/two-digit year) with its years in full:
    "10/2015-08/2018". Only a value that is all such dates (or one and "present") is read so:
    "10/15" in running text may be a day and a month."""
    if not _SHORT_RANGE_RE.match(dates):
        return dates
    return _SHORT_MONTH_YEAR_RE.sub(lambda m: f"{m.group(1)}/{two_digit_year(m.group(2))}", dates)
