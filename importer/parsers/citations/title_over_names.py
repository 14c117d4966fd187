"""A title on its own line over a line that holds the names and the venue together.

Ecology and medicine pages print the title (often in bold) over "Family, I., Family, I. (2020). Journal,
12, 45-58", "Family I, Family I (2020) Journal 12:45" or "Family, Given et al. Journal, 57": the names
run to the year, or else to the full stop after the last name, and the rest is the venue. The line is cut
there, so that the names are read as the authors and not as part of the venue.
"""

from __future__ import annotations

import re

from .. import lazy_re
from .common import _strip_markup, journal_before_volume, looks_like_author_list

# the names, then the year in parentheses or alone, then the venue: "Ruiz, A., Li, B. (2020). Journal, 12"
_NAMES_YEAR_VENUE_RE = lazy_re.compile(
    r"^(?P<names>.{3,2000}?\.?),?\s*[(\[]?(?P<year>(?:19|20)\d{2})[a-z]?[)\]]?[.,:]?\s+(?P<venue>\S.*)$"
)
# a full stop and a space before a word of two letters or more: where the names may end
_SENTENCE_CUT_RE = lazy_re.compile(r"\.\s+(?=[A-Z\u00c0-\u017f][\w\u00c0-\u017f]|\*|_)")
_ITEM_RE = lazy_re.compile(r"^\s*(?:[(\[]?\d{1,3}[.)\]]|[-*+•])\s")
_LONE_INITIAL_END_RE = lazy_re.compile(r"(?:^|[\s,])[A-Z]\.$")


# the mark a hand-written page sets between a paper's names and its venue: "Names · Venue", "Names | Venue"
_FIELD_SEPARATOR_RE = lazy_re.compile(r"\s+[·|•]\s+")


def _given_first(names: str) -> bool:
    """Names each given first, of two words or more ("Ana Ruiz, Dongmin T."), not inverted ("Ruiz, Ana M.")."""
    parts = [part.strip() for part in names.split(",") if part.strip()]
    return len(parts) > 1 and all(len(part.split()) >= 2 for part in parts)


def _journal(venue: str) -> str:
    """ "Oecologia, 192, 45-58." -> "Oecologia" (and its year after it, where the entry printed one)."""
    journal = journal_before_volume(venue)
    years = re.findall(r"\b(?:19|20)\d{2}\b", venue)
    if not journal or journal == venue.strip(" .,;:"):
        return venue
    return f"{journal} {years[-1]}" if years and years[-1] not in journal else journal


def names_then_venue(line: str, title: str = "") -> tuple[str, str] | None:
    """(names, venue) of a line that prints the authors and then the venue, else None; under a `title`
    line, only when it has three words or more."""
    plain = _strip_markup(line).strip()
    if title and len(_strip_markup(title).split()) < 3:
        return None
    if len(plain) > 3000 or not re.match(r"[A-Z\u00c0-\u017f]", plain):
        return None
    if single_author_line(plain):
        return plain, ""  # "**Title**" over "Petra Harlow": one author, no venue
    dated = _NAMES_YEAR_VENUE_RE.match(plain)
    if dated and looks_like_author_list(dated.group("names")):
        return dated.group("names"), f"{_journal(dated.group('venue'))} {dated.group('year')}"
    # "Ana Ruiz, **Bo Li** · Coastal Letters 12, 4 (2024)": the names with their marks (the page's own in bold)
    fields = _FIELD_SEPARATOR_RE.split(line.strip(), maxsplit=1)
    plain_fields = [_strip_markup(field).strip() for field in fields]
    if len(fields) == 2 and looks_like_author_list(plain_fields[0]) and not looks_like_author_list(plain_fields[1]):
        return fields[0], _journal(plain_fields[1])
    for cut in _SENTENCE_CUT_RE.finditer(plain):
        names = plain[: cut.start() + 1]
        # "P. Harlow, K." and "Ana Ruiz, Dongmin T." stop inside a name given first: the family name is to come
        if _LONE_INITIAL_END_RE.search(names) and (re.match(r"[A-Z]\.\s", names) or _given_first(names)):
            continue
        if looks_like_author_list(names.rstrip(".")) or looks_like_author_list(names):
            venue = plain[cut.end() :].strip()
            return (names, _journal(venue)) if venue and not looks_like_author_list(venue) else None
    return None


# the words of a journal's or a publisher's name, never of a person's: "Functional Ecology", "Springer Nature"
_VENUE_WORD_RE = lazy_re.compile(
    r"(?i)\b(?:\w*(?:ology|ologie|ologia|ics|ik|ica|ique)|Letters|Research|Reports?|Science|Sciences|Nature|Reviews?|"
    r"Studies|Medicine|Bulletin|Annals|Archives|Proceedings|Journal|Zeitschrift|Revista|Revue|Rivista|Press|"
    r"Verlag|Editions?|Editora|Editorial|Springer|Elsevier|Wiley|Routledge|Brill|Campus|Suhrkamp|Gallimard)\b"
)


def single_author_line(line: str) -> bool:
    """A line that is one person's name, "Petra Harlow" or "Harlow, P.", under a title: not a venue's."""
    from .common import _resolve_venue, looks_like_name

    plain = _strip_markup(line).strip(" .,;*")
    family, comma, given = plain.partition(",")
    name = f"{given.strip()} {family.strip()}" if comma else plain
    if not looks_like_name(plain) or len(name.split()) < 2 or len(name.split()) > 5:
        return False
    return not _VENUE_WORD_RE.search(plain) and _resolve_venue(plain) is None


def mark_single_authors(lines: list[tuple[int, str]], authorish: list[bool], lone_title: re.Pattern) -> None:
    """Count as an author line each one-name line right under a lone bold title that ends its paragraph
    ("**A Field Guide to Willows**" / "Petra Harlow" / blank): a paper by one author, not a venue."""
    for index in range(1, len(lines)):
        number, line = lines[index]
        ends = index + 1 == len(lines) or lines[index + 1][0] > number + 1 or lone_title.fullmatch(lines[index + 1][1])
        if ends and not authorish[index] and lone_title.fullmatch(lines[index - 1][1]) and single_author_line(line):
            authorish[index] = True


def paragraph_titles(lines: list[tuple[int, str]], lone_title: re.Pattern) -> set[int]:
    """The numbers of the lone bold titles of three words or more that open a paragraph ("**Title**" after
    a blank line, over its names): where an entry starts, rather than at the names under it."""
    titles, previous = set(), -2
    for index, (number, line) in enumerate(lines):
        below = lines[index + 1] if index + 1 < len(lines) else (-1, "")
        # right over a line of its own, not over a numbered or bulleted entry ("**At Lakeshore University**")
        over_names = below[0] == number + 1 and not _ITEM_RE.match(below[1])
        if number > previous + 1 and over_names and lone_title.fullmatch(line):
            titles.add(number) if len(_strip_markup(line).split()) >= 3 else None
        previous = number
    return titles
