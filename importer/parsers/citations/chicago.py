"""Chicago author-date (history, economics, and academicpages' generated `citation:` strings).

"Family, Given, Given Family, and Given Family. 2023. "Title." *Journal* 83 (2): 1–20."
The first author is inverted, the others are not; the date is a year, "Forthcoming" or "n.d.",
in parentheses or not. A book is "*Title*. City: Publisher."; a book review is "Review of
*Book*, by Someone. *Journal* ..." (kind other: the reviewed book's author is not an author).
"""

from __future__ import annotations

import html
import re

from .. import lazy_re
from ..statuses import DATE_STATUS, status_in
from .common import _BOLD_CLOSE, _BOLD_OPEN, _ITALIC_RE, _MARKS, _PARTICLES, _YEAR, StyleRead, looks_like_name
from .social_sciences import CITY_PUBLISHER_RE, title_sentence

_CAPITAL = r"[A-ZÀ-ÖØ-Þ\u0100-\u017f]"
# The first author's family name: one word (hyphens allowed) after its particles; "Ana Ruiz, Bo Li" is no family
_CHICAGO_FAMILY = rf"{_PARTICLES}{_CAPITAL}[\w'’]*(?:-{_CAPITAL}[\w'’]*)*"
# Given names: a word of two letters or more first ("Eleanor", "Eleanor M."), never initials only
_CHICAGO_GIVEN = (
    rf"{_CAPITAL}[a-zà-ÿ\u0100-\u017f]+(?:-{_CAPITAL}[a-zà-ÿ]+)?(?:\s+(?:{_CAPITAL}\.|{_CAPITAL}[a-zà-ÿ]+))?"
)
# Ecology's and biology's author-year form (ESA, Am. Nat., Evolution) is Chicago's with initials:
# "Family, A. B., C. D. Other, and E. Third. 2022. Title. Journal 110:1203-1215."
_ECOLOGY_GIVEN = rf"{_CAPITAL}\.(?:\s?-?{_CAPITAL}\.){{0,3}}"
# a year, a status in its place or with it ("Forthcoming", "Forthcoming 2026", "In press"), or "n.d."
_DATE = rf"{_YEAR}[a-z]?|(?i:{DATE_STATUS})(?:,?\s+{_YEAR})?|n\.\s?d\."
_CHICAGO_RE = lazy_re.compile(
    rf"^(?P<first>{_BOLD_OPEN}(?P<family>{_CHICAGO_FAMILY}),\s+(?P<given>{_CHICAGO_GIVEN}|{_ECOLOGY_GIVEN}){_BOLD_CLOSE}{_MARKS})"
    rf"(?P<others>(?:,?\s+(?:and\s+)?|,\s+)[^()\[\]]*?)?\.?\s+"
    # the date ends with a stop, or stands in brackets with none: "... and E. Third (2022) Title."
    rf"(?:\((?P<bracketed>{_DATE})\)\.?|(?P<date>{_DATE})\.)\s+(?P<rest>.+)$"
)
_QUOTED_RE = lazy_re.compile(r"^\s*(?:\"(?P<a>[^\"]+)\"|“(?P<b>[^”]+)”)")
# Ecology's chapter: "Pages 45–67 in J. Lind and A. Ruiz, editors. Book Title. Publisher, City."
_ESA_CHAPTER_RE = lazy_re.compile(
    r"\.\s+Pages?\s+[\w–-]+\s+in\s+[^.]{0,200}?(?:\b[A-Z]\.\s?)*[^.]{0,200}?,\s+(?:editors?|eds?\.)\.?\s+(?P<book>[^.]{2,200})\."
)
_PUBLISHER_RE = lazy_re.compile(r"^[.,\s]*(?P<city>[A-Z][\w .'-]{1,40}):\s*(?P<publisher>[^.]{2,80})")
_REVIEW_RE = lazy_re.compile(r"^\s*(?:Book\s+)?Review\s+of\s+", re.I)
# Chicago's CSL style names an article's handling editor or translator between its title and its journal
# ('"Title." Edited by Ana J. Ruiz. *Journal* 27 (7): 1208–23.'): they are neither the journal nor authors
_ARTICLE_EDITOR_RE = lazy_re.compile(
    r"^\s*[.,]?\s*(?:Edited|Translated)\s+by\s+(?:[^.*]|(?<=\b[A-Z])\.)+?(?<!\b[A-Z])\.\s+(?=\S)"
)


def _other_names(others: str) -> list[str] | None:
    """ ", Martin Ogunleye, and Dmitri Sokolov" -> ["Martin Ogunleye", "Dmitri Sokolov"]; None when not names."""
    names = [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+(?:and|et|und)\s+", others or "") if p.strip()]
    if not all(looks_like_name(n) and "," not in n and len(n.split()) >= 2 for n in names):
        return None
    return names


def _journal(after: str) -> tuple[str, bool]:
    """(journal, printed with a volume) from what follows the title: "*Journal* 83 (2): 412–450."."""
    after = re.sub(r"\*\*|__|</?(?:b|strong)>", "", after).strip(" .,")  # a bold volume: "Modelling <b>265</b>:45–55"
    italic = _ITALIC_RE.match(after)
    if italic:
        name, tail = next(g for g in italic.groups() if g is not None), after[italic.end() :]
    else:
        name = re.split(r"\s+\d|,\s*\d|\.\s", after, maxsplit=1)[0]
        tail = after[len(name) :]
    return name.strip(" .,"), bool(re.match(r"\s*[.,]?\s*\d+\s*(?:\(\d+[-–]?\d*\))?\s*[:,]\s*[\w–-]+", tail))


# a working paper's number, then who issues the series: "Working Paper 24567, Bureau of Pebble Research"
_SERIES_AFTER_NUMBER_RE = lazy_re.compile(
    r"^(?P<what>(?:working|discussion)\s+paper)(?:\s+(?:no\.?|series|#)?\s*[\w/-]*\d[\w/-]*)?\s*,\s*"
    r"(?P<series>[^,]{4,120}?)\.?$",
    re.I,
)


def read_chicago(text: str) -> StyleRead | None:
    match = _CHICAGO_RE.match(text)
    if not match:
        return None
    others = _other_names(match.group("others") or "")
    if others is None:
        return None
    first = match.group("first")
    given, family = match.group("given"), match.group("family")
    authors = ", ".join([first.replace(f"{family}, {given}", f"{given} {family}", 1), *others])
    date, rest = match.group("date") or match.group("bracketed"), html.unescape(match.group("rest"))
    year = re.search(rf"(?<!\d){_YEAR}(?!\d)", date)  # "Forthcoming 2026": the year stands after the status
    status = status_in(date)
    quoted = _QUOTED_RE.match(rest)
    italic = _ITALIC_RE.match(rest)
    kind = None
    in_book = _CHAPTER_IN_RE.match(_strip_emphasis(rest[quoted.end() :]).strip(" .,")) if quoted else None
    if in_book:  # '"Title." In *Book*, edited by A. Ruiz, 101–24. Leiden: Brill.'
        title = next(g for g in quoted.groups() if g is not None).strip().rstrip(".,")
        journal, kind = (in_book.group("book") or in_book.group("mla")).strip(" ,."), "chapter"
    elif quoted:
        title = next(g for g in quoted.groups() if g is not None).strip().rstrip(".,")
        journal, volume = _journal(_ARTICLE_EDITOR_RE.sub("", rest[quoted.end() :], count=1))
        kind = "journal" if volume else None
    elif chapter := _ESA_CHAPTER_RE.search(rest):  # "Title. Pages 45–67 in J. Lind, editor. Book. Publisher."
        title, journal, kind = rest[: chapter.start()], _strip_emphasis(chapter.group("book")), "chapter"
    elif italic and re.match(r"\s*\.", rest[italic.end() :]):
        title = next(g for g in italic.groups() if g is not None)
        publisher = _PUBLISHER_RE.match(rest[italic.end() :])
        journal = publisher.group("publisher").strip() if publisher else ""
        kind = "book" if publisher else None
    else:
        if _REVIEW_RE.match(rest):
            title, _, after = rest.partition(". *")
        else:  # a title's stop is no initial's: "Growth of P. falciparum in the wild. Journal 12: 1-9."
            title, after = title_sentence(rest, lambda after: _journal(after)[1])
        journal, volume = _journal(f"*{after}" if _REVIEW_RE.match(rest) else after)
        kind = "other" if _REVIEW_RE.match(rest) else ("journal" if volume else None)
        if imprint := CITY_PUBLISHER_RE.match(_strip_emphasis(after).strip()):  # "Title. Ithaca: Cornell UP."
            journal, kind = imprint.group("publisher"), "book"
    title = re.sub(r"[*_]|</?(?:i|em)>", "", title).strip()
    if len(title.split()) < 2:
        return None
    series = _SERIES_AFTER_NUMBER_RE.match(_strip_emphasis(rest[quoted.end() :] if quoted else "").strip(" ."))
    if series:  # '"Title." Working Paper 24567, Bureau of Pebble Research': the series, not its number
        journal, kind = f"{series.group('series').strip(' .')} {series.group('what').title()}", "preprint"
    status = status_in(journal) or status
    return StyleRead(authors, title, f"{journal} {year.group(0) if year else ''}".strip(), kind=kind, status=status)


# Chicago notes and bibliography (history, the humanities): no date after the names; the year ends
# the entry, or follows the journal's volume in brackets.
#   Book:     "Family, Given, and Given Family, eds. Title: Subtitle. City: Publisher, 2021."
#   Article:  'Family, Given. "Title." Journal 94, no. 2 (2019): 401–437.'
#   Chapter:  'Family, Given. "Title." In Book, edited by Given Family, 112–130. City: Publisher, 2020.'
_BIBLIOGRAPHY_RE = lazy_re.compile(
    rf"^(?P<first>{_BOLD_OPEN}(?P<family>{_CHICAGO_FAMILY}),\s+(?P<given>{_CHICAGO_GIVEN}){_BOLD_CLOSE}{_MARKS})"
    # the others' names hold no stop but an initial's ("Tomas J. Okeke"); the names end at a stop
    r"(?P<others>(?:,\s+(?:and\s+)?|\s+(?:and|et|und)\s+)(?:[^\"“”()\[\].]|(?<=\b[A-Z])\.)*?)?"
    # the stop of "Ruiz, Ana M." ends the names too, but only a first author's (the others' come given first)
    r"(?:,\s+(?P<editors>eds?|trans)\.|(?<!\b[A-Z])\.|(?(others)(?!)|(?<=\b[A-Z]\.)))\s+(?P<rest>.+)$"
)
_BOOK_END_RE = lazy_re.compile(
    rf"\.\s+(?P<city>[A-Z][\w .'’-]{{1,40}}):\s*(?P<publisher>[^:]{{2,80}}?),\s*(?P<year>{_YEAR})\.?$"
)
# MLA names the publisher without its city, shortened: "Title. Oxford UP, 2018.", "U of Chicago P, 2020."
_PUBLISHER_WORDS = (
    r"UP|Press|University|Universitaires|Verlag|Routledge|Books|Publishers?|Publishing|[EÉ]ditions|Wiley|Springer|"
    r"Macmillan|Brill|Norton|Polity|Verso|Penguin|Blackwell|Suhrkamp|Gallimard|Seuil"
)
_MLA_BOOK_END_RE = lazy_re.compile(
    rf"\.\s+(?P<publisher>(?=[^.:]*\b(?:{_PUBLISHER_WORDS}|P$|P(?=,))\b)[A-Z][^.:]{{1,80}}?),\s*(?P<year>{_YEAR})\.?$"
)
_ISSUE_YEAR_RE = lazy_re.compile(
    rf"^(?P<journal>[^()]+?),?\s+\d+(?:,\s*no\.\s*\d+)?\s*\((?:[A-Z][a-z]+\.?\s+)?(?P<year>{_YEAR})\)"
)
# French typography: « Titre », then the journal, "vol. 127, no 2, 2020, p. 45-71"
_GUILLEMETS_RE = lazy_re.compile(r"^\s*«\s*(?P<c>[^»]+?)\s*»\.?")
# MLA's and French journals: "Annales de Bretagne, vol. 127, no 2, 2020, p. 45-71", "Revue, t. 12, 2019"
_VOLUME_AFTER_JOURNAL_RE = lazy_re.compile(r"^(?P<journal>[^,]{2,120}),\s+(?:vol|t)\.\s*\d+")
# Chicago's "In Book, edited by ..." and MLA's "Book, edited by ..." (no "In")
_CHAPTER_IN_RE = lazy_re.compile(
    r"^(?:In\s+(?P<book>.+?),\s+(?:edited|ed\.|eds\.)\s|(?P<mla>[^,]{2,200}?),\s+edited\s+by\s)", re.I
)


def read_chicago_bibliography(text: str) -> StyleRead | None:
    match = _BIBLIOGRAPHY_RE.match(text)
    if not match:
        return None
    others = _other_names(match.group("others") or "")
    if others is None:
        return None
    given, family = match.group("given"), match.group("family")
    authors = ", ".join([match.group("first").replace(f"{family}, {given}", f"{given} {family}", 1), *others])
    rest = html.unescape(match.group("rest")).strip()
    quoted = _QUOTED_RE.match(rest) or _GUILLEMETS_RE.match(rest)
    if quoted:
        title = next(g for g in quoted.groups() if g is not None).strip().rstrip(".,")
        after = rest[quoted.end() :].strip(" .,")
        chapter, issue = _CHAPTER_IN_RE.match(after), _ISSUE_YEAR_RE.match(_strip_emphasis(after))
        years = re.findall(_YEAR, after)
        if chapter:
            venue, kind = _strip_emphasis(chapter.group("book") or chapter.group("mla")), "chapter"
        elif issue:
            venue, kind, years = issue.group("journal"), "journal", [issue.group("year")]
        elif volume := _VOLUME_AFTER_JOURNAL_RE.match(_strip_emphasis(after)):  # MLA, and French CVs
            venue, kind = volume.group("journal"), "journal"
        else:
            venue, kind = re.split(r",\s*\d|\s+\d", _strip_emphasis(after), maxsplit=1)[0], None
        if not years:
            return None
        year = years[-1]
    else:
        book = _BOOK_END_RE.search(rest) or _MLA_BOOK_END_RE.search(rest)
        if book is None:
            return None
        title, venue, year, kind = rest[: book.start()], book.group("publisher"), book.group("year"), "book"
    title = _strip_emphasis(title).strip(" .")
    if len(title.split()) < 2:
        return None
    return StyleRead(authors, title, f"{venue.strip(' .,')} {year}", kind=kind, status=status_in(rest[-80:]))


def _strip_emphasis(text: str) -> str:
    return re.sub(r"[*_]|</?(?:i|em)>", "", text)


# Ecology's first author inverted, the others not, with no year after the names (a CV that prints the
# year in a column): "Brandvold, K.A., **R.T. Okonkwo**, M. Sellers. Title. Journal.", or two joined by "&"
_INVERTED_FIRST_RE = lazy_re.compile(
    rf"^(?P<open>\s*{_BOLD_OPEN})(?P<family>{_CHICAGO_FAMILY}),\s*(?P<given>{_ECOLOGY_GIVEN})(?P<close>{_BOLD_CLOSE}{_MARKS})(?:,|,?\s+(?:&|and)),?\s+"
    rf"(?=(?:\*\*|__|<b>|<strong>)?\s*(?:and\s+|&\s+)?{_CAPITAL}\.(?:\s?-?{_CAPITAL}\.)*\s*{_CAPITAL}[a-z])"
)


def uninvert_first_author(line: str) -> str:
    """ "Brandvold, K.A., R.T. Okonkwo, ..." -> "K.A. Brandvold, R.T. Okonkwo, ...": the first name in the
    order of the others, so the line reads as any list of names. Other lines are returned as they are."""
    match = _INVERTED_FIRST_RE.match(line)
    if match is None:
        return line
    open_, family, given, close = match.group("open", "family", "given", "close")
    return f"{open_}{given} {family}{close}, {line[match.end() :]}"
