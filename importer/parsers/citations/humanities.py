"""The German humanities' form, as historians' and philologists' lists print it (see styles.py):

- a monograph: "Family, Given: Title. Subtitle (Series, 17), Place 2003."
- an article: "Family, Given: Title, in: Zeitschrift für Pebbles 12 (2003), S. 1–20."
- a chapter: "Family, Given: Title, in: Editor, Given (Hg.): Book, Place 2019, S. 3–21."
- a conference paper, as German CVs of the sciences print it: "Family, Given; Family, Given und
  Family, Given: *Title*, ACRONYM 2016" (the title set apart, the meeting by its acronym and year).

The names stand before a colon, "Family, Given", several joined by "/" (or ";", "und"); a
thesis says so in brackets: "(Masterarbeit)", "(Dissertation)".
"""

from __future__ import annotations

import re
from dataclasses import replace

from .. import lazy_re
from ..statuses import status_in
from ..venues import THESIS_WORDS_RE
from .common import _BOLD_CLOSE, _BOLD_OPEN, _MARKS, _YEAR, StyleRead

_UPPER = r"[A-ZÀ-ÖØ-Þ\u0100-\u017f]"
# given names are words or initials ("Jan Martin", "J.E."), never a word with a stop: "Okafor. Title" is no name
_GIVEN_PART = rf"(?:{_UPPER}\.(?:\s?-?{_UPPER}\.)*|{_UPPER}[\w'’-]+)"
_GIVEN = rf"{_GIVEN_PART}(?:[ -]{_GIVEN_PART}){{0,3}}"
# one family word (with its particles, or hyphenated): "Yan Chen, Chidi Okafor: Title" is DBLP's pair of names
_FAMILY = rf"(?:(?:von|van|de|zu|der|den|du|la|le|vom)\s+){{0,2}}{_UPPER}[\w'’-]+"
_NAME = rf"{_BOLD_OPEN}{_FAMILY},\s*{_GIVEN}{_BOLD_CLOSE}{_MARKS}"
_NAMES_COLON_RE = lazy_re.compile(
    rf"^\s*(?P<authors>{_NAME}(?:\s*(?:/|;|\bund\b|&)\s*{_NAME}){{0,12}})(?P<more>\s+(?:u\.\s?a\.|et\s+al\.))?"
    r"\s*(?:\((?:Hg|Hgg|Hrsg|eds?)\.?\)\s*)?"
    rf"(?:\((?P<dated>{_YEAR})[a-z]?\)\s*)?:\s+(?P<rest>\S.+)$"
)
_ONE_NAME_RE = lazy_re.compile(rf"^({_BOLD_OPEN})({_FAMILY}),\s*(.+?)({_BOLD_CLOSE}{_MARKS})$")
_IN_RE = lazy_re.compile(r"[,.]\s+[Ii]n:\s+")
# the editors before the book's title: "Editor, Given (Hg.): ", "hg. v. Given Editor: "
_EDITORS_RE = lazy_re.compile(
    r"^(?:[^:()]{2,160}\((?:Hg|Hgg|Hrsg|eds?)\.?\):?|(?:hg|hrsg)\.\s*(?:v\.|von)\s*[^:]{2,160}:)\s*", re.I
)
# what ends a monograph's title: its series in brackets, or the place and year
_BOOK_END_RE = lazy_re.compile(rf"\s+\((?P<series>[^()]+)\)|,\s*(?:{_UPPER}[\w/ .-]{{1,60}}\s+)?{_YEAR}\.?\s*$")
_URL_RE = lazy_re.compile(r"<?https?://\S+")
# a meeting's proceedings named where a book would stand: "DHd 2023 Proceedings", "Tagungsband der ..."
_PROCEEDINGS_RE = lazy_re.compile(r"\b(?:Proceedings|Tagungsband|Konferenzband|Actes)\b")
_LAST_SENTENCE_RE = lazy_re.compile(r"\.\s+([^.]*[^\s.][^.]*)\.?\s*$")
# "*Title*, SEA 2017, Best Paper": a title set apart, then a meeting named by its acronym (a place never
# is one: "*Title*, Berlin 2003" stays a monograph) and its year
_SET_APART_TITLE_RE = lazy_re.compile(r"^(?:\*(?P<star>[^*]+)\*|_(?P<under>[^_]+)_)\s*,\s*(?P<after>.+)$")
_MEETING_RE = lazy_re.compile(rf"^(?P<meeting>(?:[\w&/.-]+\s+){{0,6}}?[\w&/.-]+)\s+(?P<year>{_YEAR})\b")
_ACRONYM_RE = lazy_re.compile(r"(?<![\w-])[A-Z][A-Z&/-]*[A-Z](?![\w-])")
# a CV row's date printed again after the entry: "..., LATA 2016 (2016)"
_REPEATED_YEAR_RE = lazy_re.compile(rf"\s*\((?P<year>{_YEAR})\)\.?$")


def _names(authors: str) -> str:
    """ "Vos, Hanne/Brandt, Tilo" -> "Hanne Vos; Tilo Brandt" (bold and marks kept)."""
    names = []
    for piece in re.split(r"\s*(?:/|;|\bund\b|&)\s*", authors.strip()):
        one = _ONE_NAME_RE.match(piece.strip())
        names.append(f"{one.group(1)}{one.group(3).strip()} {one.group(2)}{one.group(4)}" if one else piece.strip())
    return "; ".join(names)


def _meeting_paper(rest: str) -> StyleRead | None:
    """ "*Title*, ACM IH&MMSEC 2016, Best Paper": the paper read at a meeting named by its acronym, or None."""
    set_apart = _SET_APART_TITLE_RE.match(rest)
    if set_apart is None:
        return None
    meeting = _MEETING_RE.match(set_apart.group("after"))
    if meeting is None or not _ACRONYM_RE.search(meeting.group("meeting")):
        return None
    title = (set_apart.group("star") or set_apart.group("under")).strip(" ,.;:")
    if len(title.split()) < 2:
        return None
    venue = f"{meeting.group('meeting')} {meeting.group('year')}"
    return StyleRead("", title, venue, kind="conference", status=status_in(set_apart.group("after")))


# the date-slot form's book: "Title. Place: Publisher." - the place, a colon, the publisher
_PLACE_PUBLISHER_RE = lazy_re.compile(rf"\.\s+(?:{_UPPER}[\w/ .-]{{1,40}}):\s*(?P<publisher>[^.:]{{2,80}}?)\.?\s*$")


def _dated(match: re.Match) -> StyleRead | None:
    """ "Ruiz, Ana; Li, Bo (2017): Title. In: Zeitschrift 12 (3), S. 45–67." - German APA as reference
    managers print it: the year in brackets after the names, the names apart by semicolons, a colon."""
    rest = _URL_RE.sub(" ", match.group("rest")).strip()
    inside = re.search(r"\.\s+[Ii]n:\s+", rest)
    if inside:
        title, container = rest[: inside.start()], rest[inside.end() :]
        edited = _EDITORS_RE.match(container)
        if edited:  # "In: Ost, Jana (Hg.): Handbuch. Berlin: Verlag, S. 12–30.": the book
            venue, kind = re.split(r"\.\s|,\s", container[edited.end() :], maxsplit=1)[0], "chapter"
        else:  # "In: Zeitschrift für Pebbles 12 (3), S. 45–67.": the journal, before its volume
            venue, kind = re.split(r"\s+\d|,\s|\.\s", container, maxsplit=1)[0], "journal"
    elif book := _PLACE_PUBLISHER_RE.search(rest):
        title, venue, kind = rest[: book.start()], book.group("publisher"), "book"
    else:
        title, _, venue = rest.partition(". ")
        kind = None
    title = title.strip(" ,.;:")
    if len(title.split()) < 2:
        return None
    kind = "thesis" if THESIS_WORDS_RE.search(rest) else kind
    return StyleRead(
        _names(match.group("authors")) + ("; et al." if match.group("more") else ""),
        title,
        f"{venue.strip(' ,.;:')} {match.group('dated')}".strip(),
        kind=kind,
        status=status_in(rest),
    )


def read_names_colon(text: str) -> StyleRead | None:
    match = _NAMES_COLON_RE.match(text)
    if match is None:
        return None
    if match.group("dated"):
        return _dated(match)
    rest = _URL_RE.sub(" ", match.group("rest")).strip()
    repeated = _REPEATED_YEAR_RE.search(rest)
    if repeated and repeated.group("year") in rest[: repeated.start()]:
        rest = rest[: repeated.start()]
    meeting = _meeting_paper(rest)
    if meeting is not None:
        return replace(meeting, authors=_names(match.group("authors")))
    years = re.findall(_YEAR, rest)
    inside = _IN_RE.search(rest)
    if not years or re.search(rf"\({_YEAR}\)\.?$", rest) and not inside:
        # the year closes every form; without one this is some other line with a colon, and DBLP's
        # "Ruiz, Ana: Title. Venue 18(6): 1-12 (2025)" ends with it in brackets (but never prints "in:")
        return None
    year = years[-1]
    meeting = _PROCEEDINGS_RE.search(rest)
    if inside:
        title, container = rest[: inside.start()], rest[inside.end() :]
        container = _EDITORS_RE.sub("", container)
        journal = re.match(r"\s*(.+?)\s+\d{1,4}\s*(?:/\d+\s*)?\((?:19|20)\d{2}\)", container)
        if journal:  # "Zeitschrift für Pebbles 12 (2003), S. 1–20"
            venue, kind = journal.group(1), "journal"
        else:  # "Book, Place 2019, S. 3–21"
            venue, kind = re.split(r",|\s\(", container, maxsplit=1)[0], "chapter"
        if meeting and meeting.start() >= inside.end():  # "in: Pebble 2019 Proceedings, S. 39–44"
            kind = "conference"
        kind = "preprint" if re.match(r"\s*(?:arxiv|\w+rxiv)\b", container, re.I) else kind  # "in: arXiv preprint"
    elif meeting and (sentence := _LAST_SENTENCE_RE.search(rest)) and sentence.start() <= meeting.start():
        # "Title: A Comparison. Pebble 2023 Proceedings.": the meeting's proceedings after the title
        title, venue, kind = rest[: sentence.start()], sentence.group(1), "conference"
    else:
        end = _BOOK_END_RE.search(rest)
        title = rest[: end.start()] if end else rest
        series = end.group("series") if end else None
        kind = "thesis" if THESIS_WORDS_RE.search(rest) else "book"
        venue = "" if series is None or THESIS_WORDS_RE.search(series) else re.sub(r",?\s*\d+\s*$", "", series)
    title = title.strip(" ,.;:")
    if len(title.split()) < 2:
        return None
    venue = venue.strip(" ,.;:")
    return StyleRead(
        _names(match.group("authors")) + ("; et al." if match.group("more") else ""),
        title,
        f"{venue} {year}".strip(),
        kind=kind,
        status=status_in(rest),
    )
