"""Cleaning what an entry's split gave: the title's stray punctuation, the venue's numbers,
status words, places and dates, and a DOI printed after the venue."""

from __future__ import annotations

import re

from .. import lazy_re
from ..bibtex.decode import latex_to_text
from ..dates import MONTH
from ..statuses import ACCEPTED_RE, SUBMITTED_RE
from ..venues import looks_like_journal_reference, without_place_and_date, year_from_venue_text
from .common import (
    _AWARD_RE,
    _DATE_ONLY_RE,
    _EMPTY_BRACKETS_RE,
    _RANKING_RE,
    PRESENTED_AT_RE,
    _clean_spaces,
    _strip_markup,
    journal_before_volume,
)

# GB/T 7714's document type printed after a title: "Gravel caching[J]."
_TYPE_CODE_END_RE = lazy_re.compile(r"\s?\[\s?(?:J|C|M|D|R|P|N|S|EB/OL|J/OL)\s?\]\.?$")


# A formula in a title, as physicists and chemists type it on their pages: "at $\\sqrt{s}$ = 13 TeV", "CO$_2$"
# (a TeX command, a script or braces inside: "$5 and $10" are prices)
_TITLE_MATH_RE = lazy_re.compile(r"(?<!\\)\$(?=[^$\n]{0,120}[\\^_{])[^$\n]{1,120}\$")


def _clean_title(title: str) -> str:
    if "$" in title:  # read as the page shows it, before "_" and "*" in the formula are taken for emphasis
        title = _TITLE_MATH_RE.sub(lambda m: latex_to_text(m.group(0)), title)
    title = _strip_markup(title)
    if "10." in title:  # "Title. DOI: 10.1/x" with no venue between: the DOI is no part of it
        title = _PRINTED_DOI_RE.sub("", title)
    title = _TYPE_CODE_END_RE.sub("", title.strip(" ,;:"))  # GB/T 7714's "Title[J]": the code is no part of it
    if title.endswith(".") and not re.search(r"\b[A-Z]\.$|etc\.$", title):
        title = title[:-1]
    core = title.strip("\"“”' ").strip()
    # a title that opens or ends with a quoted word keeps that word's quotes: “Inverse” Frustrated Pairs
    if core.count("“") < core.count("”") and title.lstrip().startswith("“"):
        core = "“" + core
    if core.count("“") > core.count("”") and title.rstrip().endswith("”"):
        core += "”"
    if core.count('"') % 2 and title.rstrip().endswith('"'):  # 'A reading of the "Pebble Boys"'
        core += '"'
    if core.count('"') % 2 and title.lstrip().startswith('"'):  # '"Not in my garden": a study of ...'
        core = '"' + core
    return core


# A working-paper series printed inside the title's bold: "**Title, NBER Working Paper No. 28811**",
# "**Title, Working Paper # 623**", "Title (Discussion Paper 12/2020)": the series is the venue
_SERIES_AFTER_TITLE_RE = lazy_re.compile(
    r"(?:,|\s[-–—]|\.)?\s+\(?(?P<series>(?:[A-Z][\w&.-]*\s+){0,6}(?:Working|Discussion|Policy\s+Research|Staff)\s+"
    r"Papers?(?:\s+Series)?(?:\s*(?:#|No\.?|Nr\.?|n[º°o]\.?|Number)?\s*[\w/.-]*\d[\w/.-]*)?)\)?\s*$"
)


def series_after_title(title: str) -> tuple[str, str]:
    """(title, series) with a working-paper series that ends the title taken off it; (title, "") without one."""
    found = _SERIES_AFTER_TITLE_RE.search(title, max(0, len(title) - 200))  # a series is short: the end only
    if found is None or len(title[: found.start()].split()) < 2:
        return title, ""
    return title[: found.start()].rstrip(" ,;:"), found.group("series")


# IEEE's numbers after the venue's name: "IEEE Trans. Biomed. Eng., vol. 69, no. 5, pp. 1654-1663, May 2022"
# "vol. 30, pp. 1-9"; the same words in the other CV languages: "Bd. 69, Nr. 4, S. 300", "n° 4", "núm. 2"
_NUMBERS_TAIL_RE = lazy_re.compile(
    r",\s*(?:vol(?:ume)?\.?|no\.|pp\.|art\.\s*no\.|ser\.|bd\.|band|jg\.|jahrgang|heft|nr\.|n[°º]|núm\.|fasc\.|t\.)"
    r"\s*[A-Za-z]{0,2}\d.*$",
    re.I | re.S,
)


# A label of numbers left at the end once a reader stopped at its stop: "Atti del Congresso, pp 2019"
_CUT_NUMBERS_LABEL_RE = lazy_re.compile(r",\s*(?:pp|vol|no|S)\.?(?=\s+(?:19|20)\d{2}$|$)", re.I)
# The AMS's and mathematicians' "Annals of Pebbles. Vol. 8 (2023), No. 1, 127-139": the volume ends the name
# Chicago's volume, issue and date: "Journal of Stones 18, no. 3 (Spring 2014): 201–230" keeps its year
_CHICAGO_ISSUE_RE = lazy_re.compile(
    r"\s+\d{1,4},\s*no\.\s*[\w–-]+\s*\((?:[A-Z][a-z]+\.?\s+)?((?:19|20)\d{2})\).*$", re.S
)
# The humanities' volume, then the year in brackets, then the pages: "Viator 25 (1994), 289-323",
# "Res Publica 5, 2(1982), 85-91", "Philosophy Today (Fall 1986), 224-233", "Philosophica 70 (2002, but 2004)"
_BRACKETED_YEAR = r"\((?:[A-Z][a-z]+\.?\s+)?((?:19|20)\d{2})[^()]{0,20}\)"
_PAGES_AFTER = r"\s*[,:]\s*(?:pp?\.\s*)?[\dixvl]+(?:\s*[-–]\s*\d+)?"
_HUMANITIES_ISSUE_RE = lazy_re.compile(
    r"(?<=[^\W\d_])\.?(?:"
    rf"\s+\d{{1,4}}\s*{_BRACKETED_YEAR}(?:{_PAGES_AFTER})?"  # "Viator 25 (1994), 289-323", "Literature 3 (2008)"
    rf"|\s+\d{{1,4}}\s*,\s*\d{{1,3}}\s*{_BRACKETED_YEAR}{_PAGES_AFTER}"  # "Res Publica 5, 2(1982), 85-91"
    rf"|\s*{_BRACKETED_YEAR}{_PAGES_AFTER}"  # "Philosophy Today (Fall 1986), 224-233"
    r")(?:\.\s.*)?$",
    re.S,
)
# A chapter as a CV in the humanities prints it: "In Latin Grammar in the Middle Ages. Edited by Ann Ruiz.
# London: Continuum, 2002. Pp. 1-21": the book's title ends where its editors are named
_EDITED_BY_RE = lazy_re.compile(
    r"^(?P<book>.{3,300}?)[.,]\s+(?:edited|ed\.)\s+by\s.*?(?P<year>(?:19|20)\d{2})?\D*$", re.I | re.S
)
_VOLUME_TAIL_RE = lazy_re.compile(r"[,.]?\s+Vol(?:ume)?\.?\s*\d+\b.*$", re.I | re.S)


# APA's chapter: "In A. Editor & B. Editor (Eds.), *Book* (pp. 162-168). Publisher." names the book; the
# editors before it and the pages and publisher after it go
_BOOK_OF_CHAPTER_RE = lazy_re.compile(
    r"^(?:In:?\s+)?[^()]{2,300}?\((?:Eds?|Hrsg|Orgs?|Coords?|Dirs?)\.?\)\s*,?\s*|\s*\(pp?\.\s*[\w–-]+\)\s*\..*$",
    re.I | re.S,
)
# APA's volume, issue and pages after the journal: "Revista de Pedras, 8(2), 169-185", "Journal, 46, 1-15"
_APA_NUMBERS_RE = lazy_re.compile(
    r",\s*(?!(?:19|20)\d{2}\b)\d{1,4}\s*(?:\([\w–-]+\))?\s*,\s*(?:pp?\.\s*)?(?!(?:19|20)\d{2}\s*$)[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?\s*$"
)

# Elsevier's numbered style: "Viruses, 10 (10) (2018), pp. 522-532" names the journal and the year (the
# journal's name ends in a word: in APS's "Phys. Rev. B 98, 1 (2018)" the number before the comma is a volume)
_VOLUME_THEN_YEAR_RE = lazy_re.compile(r"(?<![\d\s]),\s*\d{1,4}\s*(?:\([\w–-]+\))?\s*\(((?:19|20)\d{2})\)\s*$")
# and its older form with no commas, the pages after the year: "Journal of Soils 12 (2018) 45-52"
_VOLUME_YEAR_PAGES_RE = lazy_re.compile(
    r"(?<=[^\W\d_])\.?\s+\d{1,4}\s*\(((?:19|20)\d{2})\)\s*,?\s*(?:pp?\.\s*)?[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?$"
)


# What a status leaves before the journal's name once its own words went: "with minor revisions at", "revision @"
_REVISION_AT_RE = lazy_re.compile(
    r"^\s*(?:(?:in\s+)?(?:(?:with\s+)?(?:minor|major)\s+revisions?|revision|review)\s+(?:at|@|in|to|for)|@)\s+", re.I
)


# ACS's numbers after the year: "Journal of the Pebble Society 2025, 147, 13, 11189–11198" names the journal
# and the year; so does "Journal 2021 98 (10), 3153-3162"
_NUMBERS_AFTER_YEAR_RE = lazy_re.compile(r"(?<=\b(?:19|20)\d{2})(?:[\s,]+[\d(][\d\s,()–\-.:]*)$")
# The humanities' volume, year and issue with no label: "Journal of Stones 19, 2025(2): 143-157",
# "Journal of Stones 9(1), 2024", "Journal of Stones, 2025(2)" name the journal and the year
_VOLUME_YEAR_ISSUE_RE = lazy_re.compile(
    r"(?<=[^\W\d_]|\))\.?(?:\s+\d{1,4}\s*,|\s*,)?\s*((?:19|20)\d{2})\s*\(\s*\d{1,3}\s*\)(?:\s*:\s*[\w–-]+)?$"
    r"|(?<=[^\W\d_]|\))\s+\d{1,4}\s*\(\s*\d{1,3}\s*\)\s*,\s*((?:19|20)\d{2})$"
)
# An article's day of publication after its journal: "Journal of Stones, 5 December 2025, pp. 1-17",
# "..., December 5, 2025" (a meeting prints a month or a span of days, read with its place elsewhere); a
# sentence of its own after a journal's name, medicine's way: "The Pebble Journal. 12 Jan 2017", "... Journal March 2025"
_DAY_OF_ISSUE_RE = lazy_re.compile(
    rf"(?:,\s*(?:\d{{1,2}}\s+{MONTH}|{MONTH}\s+\d{{1,2}},?)|\.\s*(?:\d{{1,2}}\s+)?{MONTH}(?:\s+\d{{1,2}},?)?|(?<=[a-z]{{2}})\s+{MONTH})"
    rf"\s+((?:19|20)\d{{2}})(?:\s*,\s*pp?\.\s*[\w–-]+)?$"
)
_URL_RE = lazy_re.compile(r"<?https?://\S+")  # a link printed as text: no part of a venue's name
_URL_LABEL_LINK_RE = lazy_re.compile(r"\[\s*<?https?://[^\]\s]*\s*\]\([^()\s]*\)")


# "Title. *Journal*. Status: In press.", "Status: R&R at Journal": the label a list prints before a paper's state
_STATUS_LABEL_RE = lazy_re.compile(
    r"(?:(?<=[.;,)\]*_])\s+|\n\s*|^\s*)(?:current\s+)?status\s*:\s*(?=[*_]*(?:in\b|under\b|submitted|accepted|"
    r"published|forthcoming|r\s?&\s?r\b|revis|resubmi|working|preprint|draft|manuscript|rejected|conditional))",
    re.I,
)


def without_status_label(block: str) -> str:
    """ "Title. *Journal*. Status: In press." -> "Title. *Journal*. In press." (the state alone, read as any)."""
    return _STATUS_LABEL_RE.sub(lambda m: "\n" if "\n" in m.group(0) else " ", block)


def _clean_venue(venue: str) -> str | None:
    venue = _RANKING_RE.sub(" ", venue)
    venue = _GLUED_SECTION_RE.sub(r"\1\2 \3", venue)  # INSPIRE's "Phys.Lett. B760": section B, volume 760
    venue = _strip_markup(venue)
    presented = re.match(r"^\s*" + PRESENTED_AT_RE.pattern, venue, flags=re.I)
    if presented:  # "Presentado en Moot de Guijarros 2009, Valencia": the meeting, without its words and town
        venue = re.sub(
            r"^(.*?\b(?:19|20)\d{2})\s*,\s*[^,\d]{2,40}?(?:\s+(?:19|20)\d{2})?$", r"\1", venue[presented.end() :]
        )
    venue = _URL_LABEL_LINK_RE.sub(" ", venue)  # "[http://doi.org/10.1/x](http://doi.org/10.1/x)": a link, whole
    venue = _URL_RE.sub(" ", venue).rstrip(" .,;")
    venue = _NUMBERS_AFTER_YEAR_RE.sub("", venue)
    venue = _CHICAGO_ISSUE_RE.sub(r" \1", venue)
    venue = _HUMANITIES_ISSUE_RE.sub(r" \1", venue)
    venue = _NUMBERS_TAIL_RE.sub("", venue)
    venue = _VOLUME_TAIL_RE.sub("", venue)
    venue = _CUT_NUMBERS_LABEL_RE.sub("", venue)  # "Atti del Congresso, pp" once a reader stopped at "pp."
    venue = _BOOK_OF_CHAPTER_RE.sub("", venue)
    venue = _APA_NUMBERS_RE.sub("", venue)
    venue = _VOLUME_THEN_YEAR_RE.sub(r" \1", venue)
    venue = _VOLUME_YEAR_PAGES_RE.sub(r" \1", venue)
    venue = _AWARD_RE.sub(" ", venue)
    venue = SUBMITTED_RE.sub(" ", venue)  # before "In ..." goes: "In submission."
    # "In the Proceedings of ..." opens with words that are not the venue; "The Journal of Physiology" is its name
    # Elsevier's "In: Proc.", and the article of "R&R at the *Journal of ...*" once the status went
    venue = re.sub(r"^\s*(?:[,.;:]\s*)*(?:in:?\s+(?:the\s+)?|(?-i:the)\s+(?=[*_]*[A-Z]))?", "", venue, flags=re.I)
    venue = ACCEPTED_RE.sub(" ", venue)
    venue = re.sub(r"^\s*in:?\s+", "", venue, flags=re.I)  # what "forthcoming in" leaves once its status went
    edited = _EDITED_BY_RE.match(venue)
    if edited:
        venue = f"{edited.group('book')} {edited.group('year') or ''}"
    venue = _REVISION_AT_RE.sub("", venue)  # "(Accepted) with minor revisions at Freshwater Biology"
    venue = re.sub(r"\s*[,;:]\s+[.,;:](?=\s|$)", " ", venue)  # "Review, in press. 2025" once the status went
    venue = _EMPTY_BRACKETS_RE.sub(" ", venue)
    venue = _VOLUME_YEAR_ISSUE_RE.sub(lambda m: f" {m.group(1) or m.group(2)}", venue.rstrip(" ,.;"))
    venue = _DAY_OF_ISSUE_RE.sub(r" \1", venue)
    venue = re.sub(r"\s+(?=[,;](?:\s|$))", "", venue)  # "Commun. (to appear), 2021" -> "Commun., 2021"
    venue = _clean_spaces(venue).strip(" ,.;:-–")
    for opening, closing in ("()", "[]"):  # "(Journal of Stones)", "[Journal of Stones" once a status went
        if venue.startswith(opening) and venue.endswith(closing) and venue.count(opening) == 1:
            venue = venue[1:-1].strip()
        elif venue.endswith(opening) or venue.count(opening) < venue.count(closing) and venue.endswith(closing):
            venue = venue[:-1].strip()
        elif venue.startswith(opening) and venue.count(opening) > venue.count(closing):
            venue = venue[1:].strip()
    # "A & A, Volume 617": a journal's initials joined by "&" (astronomy's A&A) are its name, no stray letters
    venue = _INITIALS_AMPERSAND_RE.sub(r"\1&\2", venue)
    if not venue or _DATE_ONLY_RE.match(venue) or not re.search(r"[^\W\d_]{2}|^[A-Z]&[A-Z]", venue):
        return None
    # biology's and medicine's "volume(issue): pages": "Ecology and Evolution 4(12): 2563--2576" names "Ecology and Evolution"
    if re.search(r"\d\s*(?:\([^()]*\))?\s*:\s*[eE]?\d", venue) and looks_like_journal_reference(venue):
        name, year = journal_before_volume(venue), year_from_venue_text(venue)
        if re.search(r"[A-Za-z]{2}", name):
            return f"{name} {year}" if year else name
    return without_place_and_date(venue)


_INITIALS_AMPERSAND_RE = lazy_re.compile(r"^([A-Z])\s*&\s*([A-Z][A-Z]?)\b")
_GLUED_SECTION_RE = lazy_re.compile(r"(\b[A-Z][a-z]{1,8}\.\s?)([A-G])(\d{2,4})\b")  # not "pp. E101": pages
# A DOI printed at the end of a venue, with its label or resolver: "..., doi: 10.1/x", ". https://doi.org/10.1/x".
# An autolink's brackets go with it, and its label: "... In press. doi: <http://doi.org/10.1890/99-0001.1>."
# A markdown link whose label is the DOI or its address goes whole: "... 274-286. [10.1/x](https://doi.org/10.1/x)".
_PRINTED_DOI_RE = lazy_re.compile(
    r"[\s,.;]*(?:\[(?:doi\s*:?\s*|https?://(?:dx\.)?doi\.org/)?10\.\d{4,9}/[^\]\s]+\]\([^)\s]+\)"
    r"|(?:\bdoi\s*:?\s*)?<?(?:\bdoi\s*:?\s*|https?://(?:dx\.)?doi\.org/)10\.\d{4,9}/[^\s<>]+>?)",
    re.I,
)


_LANGUAGES = (
    "Portuguese|Spanish|German|French|Italian|Chinese|Japanese|Korean|Russian|Dutch|Polish|Turkish|Arabic|"
    "Catalan|Swedish|Norwegian|Danish|Finnish|Czech|Greek|Hungarian|Romanian|Persian|Hebrew|English|"
    "português|portugués|español|espanhol|inglês|inglés|alemão|alemán|francês|francés|Deutsch|Englisch|anglais|français"
)
# "[Title](url) (in Portuguese). *Revista*, 8(2)": the language a paper is written in is a note on it, in the
# title's place; "(in Portuguese, in press)" keeps its status
_LANGUAGE_NOTE_RE = lazy_re.compile(
    rf"\s*[(\[]\s*(?:in|em|en|auf)\s+(?:{_LANGUAGES})\s*(?:[,;]\s*(?P<rest>[^()\[\]]{{1,60}}))?[)\]]", re.I
)


def without_language_note(text: str) -> str:
    """`text` without a note of the language it is written in ("(in Portuguese)"), its status kept, nor the
    label before that status ("Status: In press")."""
    text = without_status_label(text)
    if "(" not in text and "[" not in text:
        return text
    return _LANGUAGE_NOTE_RE.sub(lambda m: f" ({m.group('rest').strip()})" if m.group("rest") else "", text)


# the editors, the chapter's pages in brackets, or the AMS's "Book, vol. 702 of Contemp. Math., ..."
_CHAPTER_MARK_RE = lazy_re.compile(
    r"\((?:Eds?|Hrsg|Orgs?|Coords?|Dirs?)\.?\)|\(pp?\.\s*\d|\bvol\.\s*\d+\s+of\s|^\s*In:?\s.{3,300}?[.,]\s+(?:edited|ed\.)\s+by\s",
    re.I | re.S,
)


def is_chapter(venue: str) -> bool:
    """Whether a printed venue is a book's with its editors or the chapter's pages: "In A. Editor (Eds.), *Book*"."""
    return bool(_CHAPTER_MARK_RE.search(venue))
