"""Citation styles of the sciences, each read by the rule its style guide gives.

Each reader takes one entry printed on one line and returns a StyleRead, or None when
the entry is not in its style (the general reader in entry.py then tries):

- Vancouver/ICMJE (medicine): "Okafor CN, Lind PJ, et al. Title. J Abbrev. 2021;14(2):101-9."
- ACS (chemistry): "Okafor, C. N.; Lind, P. J. Title. *J. Abbrev.* **2021**, *14*, 101–109."
  (the title may stand on the line above: read_acs_authors_and_venue).
- Nature: "Okafor, C. N., Lind, P. J. & Ruiz, A. Title. *Nat. Commun.* **13**, 1234 (2022)." (nature.py)
- APS and INSPIRE (physics, physics.py): "B. Q. Varga et al. (Example Collaboration), Phys. Rev. D 108,
  052011 (2023)", "... Phys.Rev.D 108 (2023) 5, 052011".
- APA and the habits of economics and humanities CVs: social_sciences.py.
- GSA (geology) and Elsevier's "Family, A.B., 2020. Title. Journal 265, 1–10.": earth_sciences.py.
- The German humanities' "Family, Given: Title, in: Zeitschrift 12 (2003), S. 1-20.": humanities.py.
- A group as the whole author list ("Pebble Team", "The ATLAS Collaboration"): groups.py.
- IOP's "Okafor C N and Lind P J 2020 Title J. Phys. A: Math. Theor. 53 125001": physics.py.

The venue a reader returns is the journal's or book's name and the year, without volume,
issue and pages: the venue table and the venue writer expect a name.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .. import lazy_re
from ..statuses import DATE_STATUS, status_in
from .agu import read_agu
from .chicago import read_chicago, read_chicago_bibliography
from .common import (
    _BOLD_CLOSE,
    _BOLD_OPEN,
    _FAMILY,
    _INITIALS,
    _MARKS,
    _MD_LINK_RE,
    _PREPRINT_RE,
    _YEAR,
    StyleRead,
    _resolve_venue,
    _strip_markup,
    looks_like_author_list,
    name_goes_on,
)
from .earth_sciences import read_names_then_year
from .east_asian import read_east_asian, read_east_asian_colons, read_east_asian_sentences
from .emphasis import bold_italic_as_italic
from .given_first import read_initials_then_year
from .gost import read_gost
from .groups import BOOK_IMPRINT_RE, read_group_author
from .humanities import read_names_colon
from .implied_owner import read_ams_own, read_copernicus, read_own_book, read_review_of
from .mathematics import read_ams_plain, read_comma_separated
from .mixed_names import vancouver_spelling
from .name_year import NAME_YEAR_RE, read_name_year
from .national import gbt_spacing, read_abnt, read_gbt
from .nature import read_nature, read_nature_loose
from .physics import read_inspire_authors, read_iop, read_physics, without_leading_collaboration
from .social_sciences import first_sentence, read_apa, read_book_review, read_undated, read_with_coauthors
from .springer import read_springer
from .vancouver_parts import (
    _AHEAD_OF_PRINT_RE,
    _ELIDED,
    _ONLINE_FIRST_RE,
    abbreviations_back,
    meeting_after_title,
    venue_kind_after_year,
    without_elided,
)

# --- Vancouver ---------------------------------------------------------------------------

# Initials without stops, or with them as many biologists print them: "Okafor CN", "Okafor C.N."
_VANCOUVER_INITIALS = r"(?:[A-Z]{1,3}|(?:[A-Z]\.){1,3})"
_VANCOUVER_NAME = rf"{_BOLD_OPEN}{_FAMILY}\s{_VANCOUVER_INITIALS}{_BOLD_CLOSE}{_MARKS}"
# A group author after the names: "...; REACH-TB Study Group." (ICMJE keeps it as an author)
_GROUP_AUTHOR = (
    r"[A-Z][\w&-]*(?:\s+[\w&-]+){0,8}?\s+"
    r"(?:Group|Consortium|Collaborators|Investigators|Collaboration|Network|Committee|Team)"
)
_VANCOUVER_AUTHORS_RE = lazy_re.compile(
    # the group may come first too, when it is the lead author: "NeoAMR Study Group; Okafor CN. Title."
    # the last name after "and"/"&" (biology's name-year lists), the cut as "et al." or "and others"
    rf"^\s*(?:(?P<lead>{_GROUP_AUTHOR});\s*)?(?P<authors>{_VANCOUVER_NAME}(?:(?:,\s*{_ELIDED}|,?\s+(?:and|&)\s+){_VANCOUVER_NAME}){{0,60}}"
    r"(?:,?\s*et\s+al|,?\s+and\s+others)?)"
    # a group among the names, ICMJE's "...; Silva S; Pebble Consortium; Okafor CN." or after "et al.;", and
    # the colon some lists put after the names ("Okafor CN, Lind PJ: Title")
    rf"(?:\.?;\s*(?:(?:for|on\s+behalf\s+of)\s+(?:the\s+)?)?(?P<group>{_GROUP_AUTHOR})(?:;\s*(?P<after>{_VANCOUVER_NAME}(?:,\s*{_VANCOUVER_NAME}){{0,60}}))?)?"
    # the year may follow the names with no stop, or after a comma: "Quill R, Tamsin C 2024. Title."
    rf"(?:\.\s+|:\s+|(?<=[A-Z]\.)\s+|,?\s+(?=\(?(?:\*\*|__)?{_YEAR}[a-z]?(?:\*\*|__)?\)?[.:]?\s))(?P<rest>.+)$"
)
_VANCOUVER_ONE_RE = lazy_re.compile(rf"^({_BOLD_OPEN})({_FAMILY})\s({_VANCOUVER_INITIALS})({_BOLD_CLOSE}{_MARKS})$")
# "Title. J Abbrev. 2021;14(2):101-9." / "... 2021 Mar 3;14:101." / "... In press 2024." / "... Submitted 2024."
# / "... 2024 (in press)." after the title
_VANCOUVER_STATUS = rf"(?i:{DATE_STATUS}|epub ahead of print)"
_MONTH_NAME = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)(?:[a-z]{2,6})?\.?"
_VANCOUVER_VENUE_RE = lazy_re.compile(
    rf"(?<=[.?!])\s+(?P<journal>[*_]?(?:[A-Z]|[a-z]{{1,4}}[A-Z])[^.;?!*_]{{0,120}}?)(?:[*_],|[*_]?\s?\.?)\s+(?:\[(?:Internet|Preprint)\]\.?\s+)?"
    rf"(?:(?P<status>{_VANCOUVER_STATUS})\.?\s*)?"
    rf"(?P<issued>(?:\d{{1,2}}\s+)?{_MONTH_NAME}\s+)?"  # the day before its year: "17 Oct 2020", "January 2022"
    rf"(?P<year>{_YEAR})?(?:\s+[A-Z][a-z]{{2}}(?:\s+\d{{1,2}})?)?(?:\s*\((?P<late_status>{_VANCOUVER_STATUS})\))?"
    rf"\s*(?P<end>[;:]|\.|,(?=\s*\d{{1,4}}\s*[(:])|$)"  # biology's "2024, 17:67"
)
# An abbreviated journal in italics, its stops its own, then its volume: "Title. *J. Biol. Chem.* 299, 1-9"
_ITALIC_JOURNAL_NUMBERS_RE = lazy_re.compile(
    r"(?<=[.?!])\s+(?P<journal>(?:\*|_)[A-Z][^*_]{0,120}?(?:\*|_))[,.]?\s+(?:\*\*)?\d{1,4}(?:\*\*)?(?:\s?\(\d[\w–-]*\))?[,:]\s*\w"
)
# "Title. arXiv preprint arXiv:2401.01234, 2024." / "Title. arXiv:2401.01234v2; 2024."
_VANCOUVER_ARXIV_RE = lazy_re.compile(
    rf"(?<=[.?!])\s+(?P<server>(?:arXiv|ArXiv)(?:\s+[Pp]reprint)?\s*(?:arXiv:|abs/)?\s*\d{{4}}\.\d{{4,5}}(?:v\d+)?)"
    rf"(?:\s*\[[\w.-]+\])?\s*[.,;]?\s*(?:\(?(?P<year>{_YEAR})\)?)?\s*\.?\s*$"
)


def vancouver_names(authors: str) -> str | None:
    """ "Okafor CN, Lind PJ, et al" -> "C. N. Okafor, P. J. Lind, et al." (None when not that style)."""
    authors = re.sub(r",?\s+and\s+others\.?$", ", et al.", authors.strip())  # "..., Quill R, and others."
    pieces, elided = without_elided([p.strip() for p in re.split(r",\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+", authors)])
    truncated = bool(pieces) and re.fullmatch(r"et\s+al\.?", pieces[-1]) is not None
    if truncated:
        pieces = pieces[:-1]
    elif pieces and re.search(r"\s+et\s+al\.?$", pieces[-1]):
        pieces[-1] = re.sub(r"\s+et\s+al\.?$", "", pieces[-1])
        truncated = True
    names = []
    for piece in pieces:
        match = _VANCOUVER_ONE_RE.match(piece)
        if not match:
            return None
        bold, family, initials, close = match.groups()
        if re.search(r"\s[A-Z]$", family):
            return None  # "Marwick T J": IOP's initials apart, no family name ends in an initial
        names.append(f"{bold}{' '.join(c + '.' for c in initials.replace('.', ''))} {family}{close}")
    # "Bo LI, Jo WU" are given names and family names in capitals, not Vancouver: a family name is longer,
    # or an initial stands alone ("Gao D, He D": short family names, as Chinese and Korean ones are)
    if not any(len(re.sub(r"\W", "", _strip_markup(n).split()[-1])) >= 4 for n in names) and not any(
        len(re.sub(r"[^A-Z]", "", piece.split()[-1])) == 1 for piece in pieces if piece.split()
    ):
        return None
    if len(names) < 2 and re.search(r"[A-Z]\.", authors):
        return None  # "Michael R. Lyu, ...": given names and an initial; initials with stops need a list to be sure
    return ", ".join(names) + (", et al." if truncated or elided else "")


# ICMJE's meeting paper: "Title. [Poster presented at:] Meeting Name (ACRONYM); 2023 Feb 19-22; City, ST."
_VANCOUVER_MEETING_RE = lazy_re.compile(
    r"(?<=[.?!])\s+(?:(?:Paper|Poster|Abstract)\s+presented\s+at:?\s+)?(?P<meeting>[A-Z0-9][^.;]{3,200}?);\s*"
    rf"(?P<year>{_YEAR})\b[^;]{{0,30}};"
)


# ICMJE's chapter: "Title. In: Lind PJ, editor. Book Title. 3rd ed. City: Publisher; 2019. p. 123-45."
_VANCOUVER_CHAPTER_RE = lazy_re.compile(
    r"^(?P<title>[^.?!]+[.?!])\s+In:\s+[^.]{2,200}?,\s+(?:editors?|eds?)\.\s+(?P<book>[^.]{2,200})\."
    rf"[^;]{{0,120}};\s*(?P<year>{_YEAR})"
)
# NLM's book: "Title. 2nd ed. Bethesda, MD: Pebble Press; 2014." (the imprint as groups.py reads it)
_VANCOUVER_BOOK_RE = lazy_re.compile(rf"^(?P<title>[^;]{{3,300}}?[.?!][*_]{{0,2}})\s+{BOOK_IMPRINT_RE.pattern}")


def _read_meeting(authors: str, rest: str) -> StyleRead | None:
    meeting = _VANCOUVER_MEETING_RE.search(rest)
    if meeting is None or not rest[: meeting.start()].strip():
        return None
    name = _strip_markup(meeting.group("meeting")).strip()
    return StyleRead(authors, rest[: meeting.start()].strip(), f"{name} {meeting.group('year')}", kind="conference")


def _read_undated(authors: str, rest: str) -> StyleRead | None:
    """ "Title. In revision @ *Science*.": no year and no volume (a CV that dates its entries elsewhere);
    the names were surely Vancouver's, so the first sentence is the title and the rest the venue."""
    if ", " not in authors.removesuffix(", et al."):
        return None  # one name: "Oren W. Jablonski, ..." also reads as "Oren W" and a stop
    title, after = first_sentence(rest)
    if len(title.split()) < 2 or re.search(rf"\b{_YEAR}\b|['’]\d{{2}}\b", rest):
        return None  # a year the other patterns missed: GB/T's "Journal, 2022, 215: 118233", "OSDI '25" and others
    return StyleRead(authors, title, after, status=status_in(after))


def read_vancouver(text: str) -> StyleRead | None:
    # a journal's dates, AMA's and PubMed's: meetings and books print none
    online_first = _ONLINE_FIRST_RE.search(text) is not None or re.search(r"\bEpub\b", text) is not None
    text = bold_italic_as_italic(_AHEAD_OF_PRINT_RE.sub("", _ONLINE_FIRST_RE.sub(" ", text)))
    mended = vancouver_spelling(text)  # "Rahn M, Crane, N." / "Smith, JA; Doe, AB": one form first, then read
    match = (_VANCOUVER_AUTHORS_RE.match(mended) if mended else None) or _VANCOUVER_AUTHORS_RE.match(text)
    if not match:
        return None
    authors = vancouver_names(match.group("authors"))
    if authors is None:
        return None
    if match.group("group"):
        after = vancouver_names(match.group("after")) if match.group("after") else None
        names = [authors.removesuffix(", et al."), match.group("group"), *([after] if after else [])]
        authors = ", ".join(names) + (", et al." if authors.endswith(", et al.") else "")
    if match.group("lead"):
        authors = f"{match.group('lead')}, {authors}"
    rest = match.group("rest")
    if ", " not in authors.removesuffix(", et al.") and name_goes_on(rest):
        return None  # "Oren W. Jablonski, Sven B. Ekwueme. ...": a given name and an initial, not "Oren W" and a stop
    name_year = NAME_YEAR_RE.match(rest)
    if name_year:
        return read_name_year(authors, name_year)
    book = _VANCOUVER_BOOK_RE.match(rest)
    if book:
        title, publisher = _strip_markup(book.group("title")).strip(" ."), book.group("publisher").strip()
        return StyleRead(authors, title, f"{publisher} {book.group('year')}", kind="book")
    chapter = _VANCOUVER_CHAPTER_RE.match(rest)
    if chapter:
        book = _strip_markup(chapter.group("book")).strip(" .")
        return StyleRead(authors, chapter.group("title").strip(), f"{book} {chapter.group('year')}", kind="chapter")
    preprint = _VANCOUVER_ARXIV_RE.search(rest)  # the id's own stop keeps the journal's pattern from it
    if preprint and rest[: preprint.start()].strip(" ."):
        venue_text = f"{preprint.group('server')} {preprint.group('year') or ''}".strip()
        return StyleRead(authors, rest[: preprint.start()].strip(), venue_text, kind="preprint")
    venue = next(
        (
            v
            for v in _VANCOUVER_VENUE_RE.finditer(rest)
            if (v.group("year") or v.group("status") or v.group("late_status"))
            # "Journal, 2022, 215(4): 118233" is GB/T's, whose title ends "[J]"; biology's is "Journal 2022, 17:67"
            and not (v.group("end") == "," and v.group("journal").endswith(","))
        ),
        None,
    )
    if venue is None:
        # "Title. *Journal* 191(2): 1120-1135." with no year: a CV that prints the year in a date column
        # or over a year group; the entry's year comes from there, the style is still Vancouver.
        volume_only = re.search(
            r"(?<=[.?!])\s+(?P<journal>[*_]?[A-Z][^.;?!*_\d]{0,120}?)[*_]?\.?\s+\d{1,4}(?:\s?\(\d[\w–-]*\))?:\s*\w",
            rest,
        ) or _ITALIC_JOURNAL_NUMBERS_RE.search(rest)  # "Title. *J. Biol. Chem.* 299, 1-9 (2023).": Nature's numbers
        if volume_only and rest[: volume_only.start()].strip():
            journal = _strip_markup(volume_only.group("journal")).strip()
            title = rest[: volume_only.start()].strip()
            year = re.search(rf"\b{_YEAR}\b", rest[volume_only.end() :])  # "..., 2023" or "(2023)" from the column
            venue_text = f"{journal} {year.group(0) if year else ''}".strip()
            return StyleRead(authors, title, venue_text, kind="journal", status=status_in(rest))
        return _read_meeting(authors, rest) or meeting_after_title(authors, rest) or _read_undated(authors, rest)
    title = rest[: venue.start()].strip()
    journal = _strip_markup(venue.group("journal")).strip()
    title, journal = abbreviations_back(title, journal)
    if len(journal.split()) > 12 or not title:
        return None
    tail = rest[venue.end() :]
    stated = venue.group("status") or venue.group("late_status")
    status = status_in(f"{stated or ''} {tail[:200]}")
    # "*bioRxiv*. 2024. doi:...": no volume, so the venue (a journal, a preprint server) says the kind;
    # Vancouver's meetings and books read otherwise
    # a status after the name ("Anaesthesia. In press.") or an issue's date ("Journal. 12 Jan 2017.") is a journal's
    dated = stated or online_first or venue.group("issued")
    kind = "journal" if dated else venue_kind_after_year(journal, venue.group("end"), tail)
    known = _resolve_venue(journal)  # "medRxiv. 2025:2025-03.", "Proc SPIE. 2019;11234:1": a server's, a proceedings'
    kind = "preprint" if _PREPRINT_RE.search(journal) else known.kind if known and known.kind != "journal" else kind
    return StyleRead(authors, title, f"{journal} {venue.group('year') or ''}".strip(), kind=kind, status=status)


# --- ACS ---------------------------------------------------------------------------------

# the comma after the family name is sometimes left out between semicolons: "Dhara S.; Ray J. K."
_ACS_NAME = rf"{_BOLD_OPEN}{_FAMILY}(?:,\s*|\s+){_INITIALS}{_BOLD_CLOSE}{_MARKS}"
_FAMILY_THEN_INITIALS_RE = lazy_re.compile(rf"({_BOLD_OPEN}{_FAMILY})\s+({_INITIALS}.*)$")
_ACS_AUTHORS = rf"{_ACS_NAME}(?:\s*;\s*(?:and\s+)?{_ACS_NAME}){{0,60}}(?:;?\s*(?P<et_al>[*_]?et\s+al\.[*_]?))?"
_ACS_LINE_RE = lazy_re.compile(rf"^\s*(?P<authors>{_ACS_AUTHORS})\s*(?P<rest>.*)$")
# The year of an ACS venue, bold or not: "*J. Am. Chem. Soc.* **2021**, *143*, 1234" / "... Soc. 2021, 143, 1234"
# A link may follow the year at once: "*Angew. Chem.* **2021** [pdf](...)"
_ACS_YEAR_RE = lazy_re.compile(
    rf"(?:\*\*|__|<b>|<strong>)?(?P<year>{_YEAR})(?:\*\*|__|</b>|</strong>)?\s*(?:,|\.|$|(?=\[|<a\s|https?://))"
)
# ACS's mark of its own: the italic journal, then the bold year ("*IUCrJ* **2024**"), which lets one author
# ("Okafor, C. N. Title. *J. Abbrev.* **2021**, 14, 101.") be read as ACS too
_ACS_BOLD_YEAR_RE = lazy_re.compile(rf"(?:\*[^*]+\*|(?<!\w)_[^_]+_|<i>[^<]+</i>)\s*(?:\*\*|__|<b>|<strong>){_YEAR}")
_ITALIC_AT_END_RE = lazy_re.compile(r"(\*[^*]+\*|(?<!\w)_[^_]+_|<i>.*?</i>|<em>.*?</em>)\s*,?\s*$", re.I)
_ABBREVIATION_WORD_RE = lazy_re.compile(r"[A-Z][\w&'-]*\.?,?|&|of|and|the|für|de")


def _journal_words(text: str) -> bool:
    """ "J. Am. Chem. Soc." / "ACS Nano" / "Angew. Chem., Int. Ed.": a journal name as ACS abbreviates it."""
    words = text.split()
    return 1 <= len(words) <= 8 and all(_ABBREVIATION_WORD_RE.fullmatch(w) for w in words)


def _acs_names(authors: str) -> str:
    """ "Okafor, C. N.; Lind, P. J." -> "C. N. Okafor; P. J. Lind" (marks and bold kept)."""
    cut = re.search(r";?\s*[*_]?et\s+al\.[*_]?\s*$", authors)
    authors = authors[: cut.start()] if cut else authors
    names = []
    for piece in re.split(r"\s*;\s*(?:and\s+)?", authors.strip()):
        family, comma, given = piece.partition(",")
        uncommaed = None if comma else _FAMILY_THEN_INITIALS_RE.match(piece)
        if uncommaed:
            family, given = uncommaed.groups()
        given = given.strip()
        marks = re.search(rf"{_BOLD_CLOSE}{_MARKS}$", given).group(0)
        given = given[: len(given) - len(marks)].strip()
        bold = re.match(_BOLD_OPEN, family).group(0)
        names.append(f"{bold}{given} {family[len(bold) :].strip()}{marks}".strip())
    return "; ".join(n for n in names if n) + (", et al." if cut else "")


def _titled_journal(text: str) -> bool:
    """ "Nickel-Catalyzed Cross-Coupling of Aziridines. Angew. Chem. Int. Ed.": a title of capitalised words
    before the journal. Three words or more with no abbreviation's dot among them make a sentence, which
    no abbreviated journal starts with ("J. Am. Chem. Soc.", "ACS Appl. Mater. Interfaces", "New J. Chem.")."""
    first = re.match(r"[^\s.]+(?:\s+[^\s.]+){2,}\.\s+(?=\S)", text)
    return bool(first) and _journal_words(text[first.end() :])


def _acs_venue(rest: str) -> tuple[str, str, re.Match] | None:
    """(title, journal, year match) in what follows ACS authors; the title may be empty."""
    for year in _ACS_YEAR_RE.finditer(rest):
        before = rest[: year.start()]
        italic = _ITALIC_AT_END_RE.search(before)
        if italic:
            return before[: italic.start()].strip(), _strip_markup(italic.group(1)).strip(" ,"), year
        if _journal_words(before) and not _titled_journal(before):
            return "", before.strip(" ,"), year
        # the title ends where only the journal's words follow; a title set in italics ends at its
        # closing mark ("*Pebble Catalysis.* Nat. Catal. 2024, 7, 585"), the journal then plain
        for dot in re.finditer(r"[.?!](?P<close>\*{1,2}|_{1,2}|</(?:em|i)>)?\s+", before, re.I):
            if _journal_words(before[dot.end() :]):
                title = before[: dot.start() + 1] + (dot.group("close") or "")
                return title.strip(), before[dot.end() :].strip(" ,"), year
    return None


# A footnote mark a web page set after the semicolon ("Das, A.;† Gao, S.;†"): it belongs to the name before
_MARK_AFTER_SEMICOLON_RE = lazy_re.compile(r";\s*([†‡§#]+)(?=\s*[A-ZÀ-Þ])")


def _acs_line(text: str) -> re.Match | None:
    return _ACS_LINE_RE.match(_MARK_AFTER_SEMICOLON_RE.sub(r"\1;", text))


def read_acs(text: str) -> StyleRead | None:
    match = _acs_line(text)
    if not match or not (
        ";" in match.group("authors")
        or match.group("et_al")
        or match.group("rest").lstrip().startswith(("*", "<"))
        or _ACS_BOLD_YEAR_RE.search(match.group("rest"))
    ):
        return None
    found = _acs_venue(match.group("rest"))
    if found is None:
        plain = _plain_journal(match.group("rest")) if ";" in match.group("authors") else None
        if plain is not None:
            return replace(plain, authors=_acs_names(match.group("authors")))
        return _acs_patent(match.group("authors"), match.group("rest"))
    title, journal, venue = found
    tail = match.group("rest")[venue.end() :]
    return StyleRead(
        _acs_names(match.group("authors")),
        title,
        f"{journal} {venue.group('year')}",
        kind="journal",  # ACS references with an abbreviated journal, a bold year and a volume
        status=status_in(tail[:200]),
    )


# MDPI's and many geoscience and engineering lists' form of the ACS names, the journal spelled out and
# not set apart: "Li, M.; Ruiz, A. Title. Journal of Pebbles. 19(1), 2607210." (the year in the heading of
# its year's group), "Li, M.; Ruiz, A. Title. Proceedings of the Pebble Meeting 2026."
_PLAIN_VENUE_END_RE = lazy_re.compile(
    rf"[.,]?\s+(?:(?P<volume>\d{{1,4}})\s*(?:\([\w–-]+\))?\s*,\s*[eE]?\d+(?:\s*[–-]\s*\d+)?|(?P<year>{_YEAR}))\.?"
    r"(?=\s|$|\[|<)"
)


def _plain_journal(rest: str) -> StyleRead | None:
    """(title, journal) of "Title. Journal of Pebbles. 19(1), 2607210.", or of "Title. Pebble Meeting 2026."."""
    for end in _PLAIN_VENUE_END_RE.finditer(rest):
        stops = list(re.finditer(r"(?<=[^\s.]{2})[.?!]\s+(?=[A-Z])", rest[: end.start()]))
        if not stops:
            continue
        title, journal = rest[: stops[-1].start() + 1].strip(), rest[stops[-1].end() : end.start()].strip(" .,")
        if len(title.split()) >= 3 and 1 <= len(journal.split()) <= 14 and not re.search(r"\d{3}", journal):
            year = f" {end.group('year')}" if end.group("year") else ""
            return StyleRead("", title.rstrip("."), f"{journal}{year}", kind="journal" if end.group("volume") else None)
    return None


# ACS's patent: "Okafor, C. N.; Lind, P. J. Title. US Patent 11,234,567, 2022." (ACS Guide, 14.4)
_ACS_PATENT_RE = lazy_re.compile(
    rf"^\s*(?P<title>.+?)\.\s+(?P<patent>(?:U\.\s?S\.\s+|[A-Z]{{2,3}}\.?\s+)?Pat(?:ent|\.)\s+(?:(?:No\.|Appl\.)\s*)?[\w,./ -]+?),?\s*"
    rf"(?:\(?(?P<year>{_YEAR})\)?)?\.?\s*$"
)


def _acs_patent(authors: str, rest: str) -> StyleRead | None:
    patent = _ACS_PATENT_RE.match(_strip_markup(rest))
    if patent is None or len(patent.group("title").split()) < 2:
        return None
    venue = f"{patent.group('patent')} {patent.group('year') or ''}".strip()
    return StyleRead(_acs_names(authors), patent.group("title"), venue, kind="patent")


# Wiley's and the RSC's lines: "Y. Chen, S. Ji, Y. Li, *Angew. Chem. Int. Ed.* **2017**, *56*, 6937" and
# "Y. Chen, S. Ji and Y. Li, *Chem. Sci.*, 2017, **8**, 123" (their references print no title)
_AUTHORS_THEN_JOURNAL_RE = lazy_re.compile(
    rf"^\s*(?P<authors>[^*<]+?)[,;]?\s*(?P<journal>\*[^*]+\*|<i>[^<]+</i>|<em>[^<]+</em>)\s*,?\s*"
    rf"(?:\*\*|<b>)?(?P<year>{_YEAR})(?:\*\*|</b>)?\s*(?:[,.]|$)"
)


def read_authors_and_journal(line: str) -> StyleRead | None:
    """A line of authors and an italic journal with its year, under the title (chemistry's Wiley and RSC styles)."""
    match = _AUTHORS_THEN_JOURNAL_RE.match(line)
    if match is None or not looks_like_author_list(match.group("authors")):
        return None
    journal = _strip_markup(match.group("journal")).strip(" ,")
    return StyleRead(match.group("authors"), "", f"{journal} {match.group('year')}", kind="journal")


def read_acs_authors_and_venue(line: str) -> StyleRead | None:
    """The second line of an ACS entry whose title is on the line above: authors, then the venue."""
    match = _acs_line(line)
    if not match:
        return None
    found = _acs_venue(match.group("rest"))
    if found is None or found[0].strip(" .,["):  # "[*J. Am. Chem. Soc.* **2024**, 146, 1](url)": a linked venue
        return None
    _, journal, venue = found
    return StyleRead(_acs_names(match.group("authors")), "", f"{journal} {venue.group('year')}", kind="journal")


# a title never opens with "& C. Tamsin", nor with the year after the names: "(2023). Title"
_NAME_JOINED_RE = lazy_re.compile(rf"\s*&\s*[A-Z]\.|\s*\({_YEAR}[a-z]?\)[.:,]\s")


_TYPE_CODE_INSIDE_RE = lazy_re.compile(r"\[\s?(?:J|C|M|D|R|P|N|S|EB/OL|J/OL)\s?\]\s*(?://|[.,]\s*\S)")


def read_style(text: str) -> StyleRead | None:
    """The first style that reads this one-line entry, or None. A physics reference that prints no
    title is returned without one, with its reference (parse_citation lists the paper under it),
    rather than read as something else."""
    readers = (
        read_gost,  # its "//" before the source is its own
        read_east_asian,  # its 「」 and 『』 are its own
        read_east_asian_sentences,
        read_east_asian_colons,
        read_copernicus,
        read_ams_own,
        read_own_book,
        read_review_of,
        read_group_author,
        read_vancouver,
        read_abnt,
        read_gbt,
        read_acs,
        read_nature,
        read_agu,
        read_apa,
        read_names_then_year,
        read_initials_then_year,
        read_names_colon,
        read_springer,
        read_chicago,
        read_chicago_bibliography,
        read_physics,
        read_iop,
        read_book_review,
        read_nature_loose,  # after every stricter reading of the same names
        read_with_coauthors,
        read_undated,
    )
    text = without_leading_collaboration(gbt_spacing(text))
    for reader in (*readers, read_ams_plain, read_comma_separated):
        found = reader(text)
        if found is not None and _NAME_JOINED_RE.match(found.title):
            continue  # "Quill, R.T. & C. Tamsin. Title.", "(2023). Title": the style stopped inside the names
        if found is not None and _TYPE_CODE_INSIDE_RE.search(found.title):
            continue  # "Title[C]//Proceedings of ...": GB/T's document type ends the title, the style went past it
        if found is not None and (found.title.strip(" .,;:") or reader is read_physics):
            return found
    return None


_TITLE_LINES = 3  # a title above its authors-and-venue line is at most this many lines


def read_style_lines(lines: list[str]) -> StyleRead | None:
    """An entry over several lines: a title, then ACS, APS or INSPIRE authors and venue on one line
    ("[Pebble Catalysis](url)" / "Okafor, C. N.; Lind, P. J. *J. Abbrev.* **2021**, *14*, 101"),
    else the lines read as one (a citation a PDF wrapped)."""
    for index in range(1, min(len(lines), _TITLE_LINES + 1)):
        found = (
            read_acs_authors_and_venue(lines[index])
            or read_authors_and_journal(lines[index])
            or read_physics(lines[index])
            or read_inspire_authors(lines, index)
        )
        if found is None or found.title.strip(" .,;:") or not found.authors:
            continue
        title = " ".join(lines[:index]).strip()
        link = _MD_LINK_RE.fullmatch(re.sub(r"^(?:\*\*|__)(.*)(?:\*\*|__)$", r"\1", title))
        found.title, found.url = (link.group(1), link.group(2)) if link else (title, None)
        return found
    return read_style(" ".join(lines))
