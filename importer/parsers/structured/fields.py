"""Shared readers of structured documents: vocabularies, scalar readers and one publication record."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from importer.parsers.dates import ONGOING_RE as _ONGOING_RE
from importer.parsers.dates import YEAR_RE as _YEAR_RE
from importer.parsers.dates import date_range
from importer.parsers.degrees import degree_level
from importer.parsers.names import drop_dblp_number, settle_lone_mark, split_authors
from importer.parsers.records import (
    DocumentError,
    ParsedAuthor,
    ParsedLink,
    ParsedPublication,
)
from importer.parsers.roles import role_from_group
from importer.parsers.roster_shape import lowered_keys
from importer.parsers.roster_shape import plain_text as _text
from importer.parsers.statuses import status_in
from importer.parsers.venues import resolve_venue, venue_kind, year_from_venue_text

from .. import lazy_re
from .citation_field import citation_parts

# --------------------------------------------------------------------------- vocabularies

_EMAIL_RE = lazy_re.compile(r"(?<![\w.+\-])[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+")  # linear: starts only at a token


def degree_from_text(text: str) -> str:
    """phd, master, bachelor or other, from a degree field: "Ph.D. in CS", "M.Sc.", "B.E.", "BS"."""
    return degree_level(text, whole_value=True)


def role_from_text(text: str) -> str | None:
    """The role vocabulary word for a printed position or group label ("PhD Student" -> phd), or None.

    One vocabulary for every format (importer/parsers/roles.py); a title that could be a PI's is
    `faculty` here, since a label alone does not say who runs the group.
    """
    return role_from_group(text)


# --------------------------------------------------------------------------- small readers


def _year_of(value: Any) -> int | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (dt.date, dt.datetime)):
        return value.year
    if isinstance(value, int):
        return value if 1950 <= value <= 2100 else None
    match = _YEAR_RE.search(str(value))
    if match is None and (short := _SHORT_DATE_RE.fullmatch(str(value).strip())):
        year = int(short.group(1))  # "10/14/21": a date typed with its year's last two digits
        return year + (2000 if year <= 50 else 1900)
    return int(match.group(1)) if match else None


_SHORT_DATE_RE = lazy_re.compile(r"\d{1,2}[/.]\d{1,2}[/.](\d{2})")


def _year_range(value: Any) -> tuple[int | None, int | None]:
    """(start, end) from "2019 - 2023", "2021 - present", 2020 (a single year is the end)."""
    if isinstance(value, (int, dt.date)) and not isinstance(value, bool):
        year = _year_of(value)
        return None, year
    text = _text(value)
    found = date_range(text)
    if found:
        return found[0], found[1]
    years = [int(y) for y in _YEAR_RE.findall(text)]
    if not years:
        return None, None
    if len(years) == 1:
        if _ONGOING_RE.search(text) or re.search(r"\d\s*[-–—]\s*$", text):
            return years[0], None
        return None, years[0]
    return years[0], (None if _ONGOING_RE.search(text.split(str(years[-1]))[-1]) else years[-1])


# Inline markup of titles: HTML emphasis, and the JATS a generated citation list keeps (<scp>, <italic>, <sub>).
# <sup> is left to the author readers, for which it marks an equal contribution or an affiliation.
_INLINE_TAG_RE = lazy_re.compile(r"</?(?:b|strong|u|em|i|scp|sc|italic|bold|span|tt|mml:\w+)\b[^<>]{0,200}>", re.I)
_SCRIPT_TAG_RE = lazy_re.compile(r"</?(?:sub|sup)>", re.I)


def _strip_markup(text: str) -> tuple[str, bool]:
    """(text without markdown/HTML emphasis, whether it was bold/underlined)."""
    highlighted = bool(re.search(r"\*\*|__|<b>|<strong>|<u>|\*\*\*", text))
    text = _INLINE_TAG_RE.sub("", text)
    text = re.sub(r"(\*{1,3}|_{2})(.+?)\1", r"\2", text)
    text = _UNDERSCORE_ITALIC_RE.sub(r"\1", text)  # "A new species of _Pebblia_": a genus in italics
    return text.strip(), highlighted


_UNDERSCORE_ITALIC_RE = lazy_re.compile(r"(?<!\w)_(?=\S)([^_\n]+?)(?<=\S)_(?!\w)")


_AUTHOR_MARKERS_RE = lazy_re.compile(r"\s*(?:<sup>[^<]*</sup>|\\?[*†‡§#]|\^\s*\*|\(equal contribution\))\s*")


def _author(raw: Any) -> ParsedAuthor | None:
    if isinstance(raw, dict):
        raw = raw.get("name") or " ".join(
            filter(None, [_text(raw.get("first") or raw.get("given")), _text(raw.get("last") or raw.get("family"))])
        )
    text, highlighted = _strip_markup(_text(raw))
    equal = bool(re.search(r"[*†‡§#]|<sup>\s*[*†‡]", text))
    corresponding = "✉" in text
    name = _AUTHOR_MARKERS_RE.sub(" ", text).replace("✉", "")
    name = drop_dblp_number(" ".join(name.split()).strip(" ,;"))
    if not name:
        return None
    return ParsedAuthor(name=name, equal_contribution=equal, corresponding=corresponding, highlighted=highlighted)


_INITIALLED_NAME_RE = lazy_re.compile(r"(?:[A-Z]{1,3}|[A-Z]-[A-Z]|(?:[A-Z]\.\s?-?){1,3})\s+[^\W\d_][\w'’ .-]*")


def _initialled_names(piece: str) -> list[str]:
    """A ";"-separated list's piece holding names parted by commas ("J Osterwalder, A Tamai; MP Allan") is those
    names; a piece that is one name family first ("Tamai, A.") is left whole."""
    names = [name.strip() for name in piece.split(",")]
    if len(names) > 1 and all(_INITIALLED_NAME_RE.fullmatch(name) for name in names):
        return names
    return [piece]


def _first_last(name: str) -> str:
    """'Oyelaran, K.' -> 'K. Oyelaran' (one comma: family name first)."""
    family, comma, given = name.partition(",")
    return f"{given.strip()} {family.strip()}" if comma and given.strip() and "," not in given else name


_SUFFIX_WORDS = r"(?:jr|sr|ii|iii|iv|phd|ph\.d|md|msc|mba)\.?"  # what follows a comma after a name, not a given name
# A list entry that is one name written family name first: "Park, Hyun-woo", "Paz, Rodrigo A.", "de Vries, Jan".
# Each side one to three words, the family side no initials: "A. Smith, B. Jones" is two names in one entry.
_LISTED_FAMILY_FIRST_RE = lazy_re.compile(
    r"^(?P<family>(?:[^\W\d_][\w'’-]+ ){0,2}[^\W\d_][\w'’-]+)\s*,\s*"
    r"(?P<given>[^\W\d_][\w'’.-]*(?: [^\W\d_][\w'’.-]*){0,2})(?P<marks>[*†‡§#✉]*)$"
)
# What a YAML flow list written as prose leaves on its last entry: `authors: [A. Ruiz, B. Ito, and C. Lund]`
_LEADING_AND_RE = lazy_re.compile(r"^(?:and|&)\s+", re.I)


def _listed_name(entry: str) -> str:
    """One entry of an author list as "Given Family": a leading "and" dropped, a family name written first turned."""
    name = _LEADING_AND_RE.sub("", " ".join(entry.split()))
    match = _LISTED_FAMILY_FIRST_RE.match(name)
    if not match or re.fullmatch(rf"{_SUFFIX_WORDS}", match.group("given"), re.I):
        return name
    return f"{match.group('given')} {match.group('family')}{match.group('marks')}"


# Vancouver style, family name then bare initials: "Whitcombe D", "Farrow-Ellis JA". Read so only when every
# name of the list is written so: "Yu LI" alone may be a given name and a family name in capitals.
_VANCOUVER_NAME_RE = lazy_re.compile(
    r"(?P<family>[^\W\d_]*[a-z][\w'’ -]*?) (?P<initials>[A-Z]{1,3})(?P<marks>[*†‡§#✉]*)"
)


def _initials_first(match: re.Match) -> str:
    initials = " ".join(f"{letter}." for letter in match.group("initials"))
    return f"{initials} {match.group('family')}{match.group('marks')}"


_INITIALS_ONLY_RE = lazy_re.compile(r"(?:[A-Z]\.?\s?-?){1,4}[*†‡§#✉]*")


def _paired_family_initials(pieces: list[str]) -> list[str] | None:
    """ "Gaidt, M.M., Morrow, A., Karr, J.P." cut at every comma: each family name and its initials
    joined again ("M.M. Gaidt"); None when the pieces do not alternate so."""
    pieces = [p.strip() for p in pieces]
    if len(pieces) < 4 or len(pieces) % 2 or not all(_INITIALS_ONLY_RE.fullmatch(p) for p in pieces[1::2]):
        return None
    if any(_INITIALS_ONLY_RE.fullmatch(p) for p in pieces[0::2]):
        return None
    return [f"{initials} {family}" for family, initials in zip(pieces[0::2], pieces[1::2], strict=True)]


# A given name of two or three capitals run together before a family name: "MP Allan", "C-H Lee"
_COMPACT_INITIALS_RE = lazy_re.compile(r"^(?P<initials>[A-Z]{2,3}|[A-Z]-[A-Z])(?=\s+[^\W\d_]*[a-z])")


def _spaced_initials(match: re.Match) -> str:
    """ "MP" -> "M. P.", "C-H" -> "C.-H."."""
    initials = match.group("initials")
    return (
        "-".join(f"{part[0]}." for part in initials.split("-"))
        if "-" in initials
        else " ".join(f"{letter}." for letter in initials)
    )


def _authors(value: Any) -> tuple[list[ParsedAuthor], bool]:
    """Authors from a list or a printed string ("A, B, and C" / "A and B"); (authors, truncated)."""
    truncated = False
    if isinstance(value, str):
        text = value.strip()
        if re.search(r"(?:,?\s*\bet\.?\s*al\.?|\band others|\.\.\.|…)\s*$", text, re.I):
            truncated = True
            text = re.sub(r"(?:,?\s*\bet\.?\s*al\.?|\band others|\.\.\.|…)\s*$", "", text, flags=re.I)
        pieces = [name for piece in split_authors(text) for name in _initialled_names(piece)]
        parts = _paired_family_initials(pieces) or [_first_last(p) for p in pieces]
    elif isinstance(value, (list, tuple)):
        parts = [_listed_name(part) if isinstance(part, str) else part for part in value]
    else:
        return [], False
    # "Okafor CN, <b>Lind PJ</b><sup>*</sup>": Vancouver names, read without the marks and emphasis around them
    bare = [_AUTHOR_MARKERS_RE.sub(" ", _strip_markup(p)[0]).strip() if isinstance(p, str) else "" for p in parts]
    if len(parts) >= 2 and all(_VANCOUVER_NAME_RE.fullmatch(name) for name in bare):
        parts = [
            part.replace(name, _initials_first(_VANCOUVER_NAME_RE.fullmatch(name)), 1)
            for part, name in zip(parts, bare, strict=True)
        ]
    compact = [bool(isinstance(p, str) and _COMPACT_INITIALS_RE.match(p)) for p in parts]
    if sum(compact) >= 2:  # "MP Allan, KM Bastiaans, C-H Lee": initials run together, as physics lists print them
        parts = [
            _COMPACT_INITIALS_RE.sub(_spaced_initials, p, count=1) if c else p
            for p, c in zip(parts, compact, strict=True)
        ]
    authors = []
    for part in parts:
        if isinstance(part, str) and re.fullmatch(r"\s*(?:others|et\.? al\.?|\.\.\.|…)\s*", part, re.I):
            truncated = True
            continue
        author = _author(part)
        if author:
            authors.append(author)
    return authors, truncated


def _first(mapping: dict, *keys: str) -> Any:
    for key in keys:
        value = mapping.get(key)
        if value not in (None, "", [], {}):
            return value
    return None


def _require_list(value: Any, where: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise DocumentError(f"'{where}' should be a list, got {type(value).__name__}")
    return value


def _require_mapping(value: Any, where: str) -> dict:
    if not isinstance(value, dict):
        raise DocumentError(f"'{where}' should be a mapping, got {type(value).__name__}")
    return value


# --------------------------------------------------------------------------- publications

_PUB_LINK_KEYS = (
    ("pdf", "PDF"),
    ("paper", "PDF"),
    ("paperurl", "Paper"),
    ("link", "Paper"),
    ("url", "Paper"),
    ("html", "HTML"),
    ("code", "Code"),
    ("github", "Code"),
    ("slides", "Slides"),
    ("video", "Video"),
    ("talk", "Video"),
    ("poster", "Poster"),
    ("website", "Project"),
    ("project", "Project"),
    ("blog", "Blog"),
    ("supp", "Supplementary"),
    ("bibtex", "BibTeX"),
)
_KIND_WORDS = (
    ("workshop", "workshop"),
    ("preprint", "preprint"),
    ("manuscript", "preprint"),
    ("arxiv", "preprint"),
    ("journal", "journal"),
    ("article", "journal"),
    ("conference", "conference"),
    ("proceedings", "conference"),
    ("thesis", "thesis"),
    ("dissertation", "thesis"),
    ("book", "book"),
    ("chapter", "chapter"),
    ("patent", "patent"),
    ("paper", "journal"),  # a list's bare "paper" (Manubot citations): an article, not a talk's paper
)


# A template's generic category ("manuscripts", "conferences", "papers") tells a journal from a conference
# and no more: a venue the table knows as something else (a working-paper series) keeps the table's kind.
_GENERIC_CATEGORY_WORDS = ("manuscript", "journal", "article", "conference", "proceedings", "paper")
_TEMPLATE_KINDS = frozenset({"journal", "conference"})


def _kind_of(category: str, venue: str, item: dict | None = None) -> str | None:
    """The kind a list's `type`/`category` names, else the venue's kind by the one venue rule (venues.venue_kind),
    which reads the item's `volume:`, `issue:` or `issn:` as a journal's."""
    word, named = next(((word, kind) for word, kind in _KIND_WORDS if word in category.lower()), ("", None))
    known = resolve_venue(venue) if venue else None
    if known is not None and (named is None or (word in _GENERIC_CATEGORY_WORDS and known.kind not in _TEMPLATE_KINDS)):
        return known.kind
    return named or venue_kind(
        venue, {key: _text(value) for key, value in (item or {}).items() if isinstance(key, str)}
    )


_DOI_LINK_RE = lazy_re.compile(r"https?://(?:dx\.)?doi\.org/(10\.\d{4,9}/\S+)", re.I)


# A paper sent to a journal and not yet accepted: submitted, under review, or asked to be revised ("R&R").
SUBMITTED_RE = lazy_re.compile(
    r"\b(?:under review|under submission|submitted|in submission|revise (?:and|&) resubmit|r\s?&\s?r|"
    r"revisions? requested|under revision|resubmitted|in revision)(?!\w)",
    re.I,
)


# One line of a few words that is not a sentence: "Methods in Ecology and Evolution", "PhD thesis, Univ. of X"
_SHORT_LINE_RE = lazy_re.compile(r"[^\n]{2,100}(?<![.!?])")


def _without_closing_stop(title: str) -> str:
    """ "Joint modeling of pebbles." -> "Joint modeling of pebbles": a sentence's stop is no part of a title
    (an initial's is: "... in C. elegans and M." keeps it)."""
    return title[:-1] if title.endswith(".") and not re.search(r"\b[A-Z]\.$|etc\.$|\.\.$", title) else title


def _is_flag(value: Any) -> bool:
    """ "journal: 1", "conference: 0": a template's switch (allanlab forks file papers so), never a venue."""
    return isinstance(value, (bool, int)) or (isinstance(value, str) and value.strip() in ("0", "1"))


_FLAG_KINDS = ("journal", "conference", "workshop", "patent", "preprint", "thesis", "book", "chapter")


def _flagged_kind(item: dict) -> str:
    """The kind a list's switches say ("journal: 1, conference: 0"); "" when none is on."""
    return next((key for key in _FLAG_KINDS if _is_flag(item.get(key)) and _text(item.get(key)) in ("1", "True")), "")


def _named_in_key(item: dict, kind: str | None) -> str | None:
    """The kind found, or "journal" when none was and the venue is under `journal:` ("journal: Molecular Ecology")."""
    if kind not in (None, "other") or not _text(item.get("journal")) or _is_flag(item.get("journal")):
        return kind
    return "journal"


def _link_address(value: Any) -> Any:
    """A link given as a mapping ({url: ..., display: ...}) is its address."""
    return _first(lowered_keys(value), "url", "href", "link") if isinstance(value, dict) else value


def _shown_citation(item: dict) -> str:
    """The text a lab template shows on a paper's link: allanlab's `link: {display: "PNAS 111, 11663 (2014)"}`."""
    link = item.get("link")
    if not isinstance(link, dict):
        return ""
    return _text(_first(lowered_keys(link), "display", "text", "label", "citation"))


def _publication(item: Any, where: str) -> ParsedPublication:
    if isinstance(item, str):
        raise DocumentError(f"{where}: expected a mapping with 'title', got text {item[:40]!r}")
    item = _require_mapping(item, where)
    lowered = {str(k).lower(): v for k, v in item.items()}
    title = _text(_first(lowered, "title", "name"))
    if not title:
        raise DocumentError(f"{where}: missing 'title'")
    authors, truncated = _authors(_first(lowered, "authors", "author"))
    printed = None if authors else citation_parts(_text(lowered.get("citation")), title)
    if printed:  # `citation: "**Okafor CN**, Lind PJ. (2023) *Journal*."`: the names, year and venue it prints
        authors, truncated = _authors(printed[0])
    venue = _text(
        _first(
            {key: value for key, value in lowered.items() if not _is_flag(value)},
            "venue",
            "journal",
            "booktitle",
            "conference",
            "publisher",
            "publication",
            "howpublished",
            "citation",
        )
    )
    description = _text(_first(lowered, "abstract", "summary", "excerpt", "description"))
    if not venue and "description" in lowered and _SHORT_LINE_RE.fullmatch(description):
        # a Quarto listing's item shows its `description`: one short line there is the venue, not an abstract
        venue, description = description, ""
    venue = printed[2] if printed and venue == _text(lowered.get("citation")) else venue
    shown = _shown_citation(lowered)
    if not venue and shown:  # allanlab's `link: {url, display: "Nature Physics 13, 21 (2017)"}`
        venue = re.sub(r"\s*\(\s*(?:19|20)\d{2}\s*\)\s*$", "", shown).strip(" ,") or shown
    details = _text(lowered.get("details"))
    if not venue and _SHORT_LINE_RE.fullmatch(details):
        venue = details  # lab templates print `details: Nature Biotechnology` where others print `journal:`
    date = _first(
        lowered, "year", "date", "pub_date", "releasedate", "release_date", "published"
    ) or year_from_venue_text(shown)
    category = _text(_first(lowered, "type", "category", "kind")) or _flagged_kind(lowered)
    note_parts = [_text(_first(lowered, "award", "award_name", "awards")), _text(lowered.get("note"))]
    status_text = " ".join([_text(lowered.get("status")), _text(lowered.get("note")), venue])
    # a `status:` field says it in the words of importer.parsers.statuses ("In preparation", "Accepted")
    status = status_in(_text(lowered.get("status"))) or (
        "submitted" if SUBMITTED_RE.search(status_text) else "published"
    )
    links, seen = [], set()
    arxiv = _text(lowered.get("arxiv")) or None
    doi = _text(lowered.get("doi")) or None
    for key, label in _PUB_LINK_KEYS:
        url = _text(_link_address(lowered.get(key)))
        if url and url not in seen:
            seen.add(url)
            if "arxiv.org" in url:
                label = "arXiv"
            elif label == "Paper" and url.lower().endswith(".pdf"):
                label = "PDF"
            links.append(ParsedLink(label=label, url=url))
    page = _text(lowered.get("path"))  # a Quarto listing item's address: the paper's own page when it is a URL
    if re.match(r"https?://", page) and page not in seen:
        links.append(ParsedLink(label="Paper", url=page))
    if arxiv:
        match = re.search(r"(\d{4}\.\d{4,5})", arxiv)
        arxiv = match.group(1) if match else arxiv
    else:
        for link in links:
            match = re.search(r"arxiv\.org/(?:abs|pdf)/(\d{4}\.\d{4,5})", link.url)
            if match:
                arxiv = match.group(1)
                break
    if not doi:  # a generated citation list (Manubot) names each paper by "doi:10.1371/..."
        cited = re.match(r"doi:\s*(10\.\S+)", _text(lowered.get("id")), re.I)
        doi = cited.group(1) if cited else None
    if not doi:  # a JSON Resume `url` or a list's link that is the paper's DOI: "https://doi.org/10.1038/..."
        resolved = next((m for link in links if (m := _DOI_LINK_RE.match(link.url))), None)
        doi = resolved.group(1) if resolved else None
    if doi:
        doi = re.sub(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", "", doi, flags=re.I)
    lone = settle_lone_mark(authors)
    return ParsedPublication(
        warnings=[lone] if lone else [],
        title=_without_closing_stop(_SCRIPT_TAG_RE.sub("", _strip_markup(title)[0])),
        authors=authors,
        authors_truncated=truncated,
        venue_text=venue or None,
        year=_year_of(date) or (printed[1] if printed else None) or year_from_venue_text(venue),  # no year field
        kind=_named_in_key(lowered, _kind_of(category, venue, lowered)) or (printed[3] if printed else None),
        status=status,
        doi=doi,
        arxiv=arxiv,
        abstract=description,
        note="; ".join(p for p in note_parts if p),
        selected=lowered.get("selected") is True or _text(lowered.get("selected")).lower() in ("true", "yes"),
        links=links,
    )


# An entry that stands for the whole list kept elsewhere: "Complete publication record", "Full list of papers",
# "See Google Scholar". With no year, DOI or arXiv id it is a pointer, not a paper.
_WHOLE_LIST_RE = lazy_re.compile(
    r"(?:(?:complete|full|all|entire|my|selected)\s+)?(?:list\s+of\s+)?(?:publications?|papers)"
    r"(?:\s+(?:list|record|page|history))?|.*\b(?:google scholar|dblp|orcid)\b.*",
    re.I,
)


# An entry that only opens a group of the list: lab templates' data files put "- title: year / year: 2021"
# between the years' papers for the page to print a heading there. It names no author, venue or link.
_GROUP_MARKER_RE = lazy_re.compile(r"years?|heading|header|divider|separator|section|group|(?:19|20)\d{2}", re.I)


def _points_to_a_list(publication: ParsedPublication) -> bool:
    if not (
        publication.authors or publication.venue_text or publication.doi or publication.links
    ) and _GROUP_MARKER_RE.fullmatch(publication.title.strip(" .:")):
        return True
    return (
        publication.year is None
        and not (publication.doi or publication.arxiv)
        and bool(_WHOLE_LIST_RE.fullmatch(publication.title.strip(" .:")))
    )


def _publications(items: Any, where: str) -> list[ParsedPublication]:
    """The list's papers; an entry that only points to the full list elsewhere is none of them."""
    read = [_publication(item, f"{where}[{index}]") for index, item in enumerate(_require_list(items, where))]
    return [publication for publication in read if not _points_to_a_list(publication)]
