"""ORCID works: the CSV a works export gives and ORCID's JSON, as export entries.

The CSV carries a BibTeX citation in one column (read as it is), else the title, type, date,
journal and DOI columns. The JSON is a record with `person` and `activities-summary`, a `group`
list of work summaries (the preferred version of each work first), a `bulk` list of full works,
one work, or a site's own summary of a record (its iD, name and flat works); a full work's BibTeX `citation` is read as it is, else its title, contributors,
journal, date and external ids. The record's person, when it names one, owns the works; a CSV
names none, and its owner is the author of most of them (most_frequent_author).
"""

from __future__ import annotations

import re

from . import lazy_re
from .export_fields import bibtex_fields, bibtex_name, export_name, year_in
from .links import link_label
from .names import without_titles
from .records import DocumentError, ParsedDocument, ParsedLink, ParsedProfile

__all__ = [
    "looks_like_orcid_csv",
    "looks_like_orcid_json",
    "most_frequent_author",
    "orcid_csv_entries",
    "orcid_json_entries",
    "orcid_profile",
]

_BIBTEX_CELL_RE = lazy_re.compile(r"^\s*@\s*[A-Za-z]+\s*[{(]")

ORCID_TYPES = {  # ORCID work type -> BibTeX entry type
    "journal-article": "article",
    "magazine-article": "article",
    "newspaper-article": "article",
    "review": "article",
    "conference-paper": "inproceedings",
    "conference-abstract": "inproceedings",
    "conference-poster": "inproceedings",
    "book-chapter": "incollection",
    "book": "book",
    "edited-book": "book",
    "dissertation": "phdthesis",
    "dissertation-thesis": "phdthesis",
    "patent": "patent",
    "report": "techreport",
    "working-paper": "preprint",
    "preprint": "preprint",
}


# ORCID's types of work that are no writing: a talk, a data set, software, an object. Not publications.
NOT_WRITINGS = frozenset(
    {
        "lecture-speech",
        "data-set",
        "software",
        "research-tool",
        "research-technique",
        "physical-object",
        "spin-off-company",
        "trademark",
        "license",
        "disclosure",
        "registered-copyright",
        "artistic-performance",
        "website",
        "dataset",  # a site's script writes ORCID's "data-set" so
    }
)
# A site's own summary of an ORCID record ({"orcid": "0000-0002-...", "name": ..., "works": [{title, year}]}),
# as scripts that fetch ORCID's API write it
_ORCID_ID_RE = lazy_re.compile(r"^(?:https?://orcid\.org/)?(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/?$", re.I)
_ORCID_ID_KEYS = ("orcid", "orcid-id", "orcid_id", "orcidId", "ORCID")


def _orcid_id(data) -> str:
    """The ORCID iD a site's summary states, or ""."""
    for key in _ORCID_ID_KEYS:
        found = _ORCID_ID_RE.match(str(data.get(key) or "").strip())
        if found:
            return found.group(1)
    return ""


def _is_summary(data) -> bool:
    return isinstance(data, dict) and isinstance(data.get("works"), list) and bool(_orcid_id(data))


# A chapter's number, as a publisher's record gives it to ORCID before the chapter's title: "Chapter 4: Title",
# "Ch. 4. Title", "7. Title", "Kapitel 3 – Title". The number is the book's, no part of the title: the same
# chapter on a CV is titled without it.
_CHAPTER_NUMBER_RE = lazy_re.compile(
    r"^\s*(?:(?:Chapter|Ch\.|Kapitel|Cap[ií]tulo|Chapitre|Capitolo)\s*\d{1,3}[A-Za-z]?\s*[.:–—-]?|\d{1,3}\.|\d{1,3}\s*[:–—])\s+(?=\S)",
    re.I,
)


def _chapter_title(title, work_type: str):
    """A chapter's title without the number its record prints before it; any other title as it is."""
    if work_type != "book-chapter" or not isinstance(title, str):
        return title
    bare = _CHAPTER_NUMBER_RE.sub("", title, count=1)
    return bare if len(bare.split()) >= 2 else title


def _skipped_kind(work_type: str, title, where: str, warnings: list[str] | None) -> bool:
    """Whether a work of `work_type` is no writing; if so, a warning names it."""
    if work_type not in NOT_WRITINGS:
        return False
    if warnings is not None:
        warnings.append(f"{where} ({str(title or '')[:80]!r}) is a {work_type}, not a publication; skipped")
    return True


def looks_like_orcid_json(data) -> bool:
    """ORCID JSON: a record, its works summary (`group`), a `bulk` list of works, or one work with its `put-code`."""
    if not isinstance(data, dict):
        return False
    return bool(
        "activities-summary" in data
        or ("orcid-identifier" in data and "person" in data)
        or (
            isinstance(data.get("group"), list)
            and any(isinstance(g, dict) and "work-summary" in g for g in data["group"])
        )
        or (isinstance(data.get("bulk"), list) and any(isinstance(b, dict) and "work" in b for b in data["bulk"]))
        or (isinstance(data.get("title"), dict) and "put-code" in data and "type" in data)
        or _is_summary(data)
    )


def looks_like_orcid_csv(text: str) -> bool:
    """A CSV whose header names a title and a BibTeX citation, a DOI or a work type (an ORCID works export)."""
    first = text.lstrip("\ufeff").split("\n", 1)[0].lower()
    if "," not in first and "\t" not in first and ";" not in first:
        return False
    columns = {c.strip().strip('"').replace("_", "-").replace(" ", "-") for c in re.split(r"[,;\t]", first)}
    return "title" in columns and bool(
        columns & {"citation", "citation-value", "bibtex", "doi", "type", "work-type", "journal-title"}
    )


def most_frequent_author(document: ParsedDocument) -> str | None:
    """The author of more than half of the publications that name authors; between authors of as many,
    the one listed first in more of them (an ORCID record's owner usually leads their own works). None on a tie."""
    ranks: dict[str, list[int]] = {}
    for publication in document.publications:
        for position, name in enumerate(dict.fromkeys(a.name for a in publication.authors)):
            rank = ranks.setdefault(name, [0, 0])
            rank[0] += 1
            rank[1] += position == 0
    named = sum(1 for p in document.publications if p.authors)
    ordered = sorted(ranks.items(), key=lambda item: item[1], reverse=True)
    if not ordered or 2 * ordered[0][1][0] <= named or (len(ordered) > 1 and ordered[1][1] == ordered[0][1]):
        return None
    return ordered[0][0]


def orcid_csv_entries(text: str, warnings: list[str] | None = None):
    """The entries of an ORCID works CSV, one a row: a BibTeX citation as it is, else (entry type, fields, None,
    "row N"); a work that is no writing (a talk, a data set) is left out, with a warning in `warnings`."""
    import csv  # imported when a CSV comes
    import io

    try:
        dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    rows = csv.DictReader(io.StringIO(text.lstrip("\ufeff")), dialect=dialect)
    entries = []
    try:
        for number, row in enumerate(rows, 2):
            row = {_column(k): (v or "").strip() for k, v in row.items() if isinstance(k, str) and isinstance(v, str)}
            citation = next((v for v in row.values() if _BIBTEX_CELL_RE.match(v)), "")
            if citation:
                entries.append(citation)
                continue
            work_type = row.get("type", row.get("work-type", "")).lower().replace("_", "-")
            if _skipped_kind(work_type, row.get("title"), f"row {number}", warnings):
                continue
            entry_type = ORCID_TYPES.get(work_type, "misc")
            values = {
                "title": _chapter_title(row.get("title"), work_type),
                "author": [
                    export_name(a)
                    for a in re.split(
                        r";|\band\b", row.get("contributors") or row.get("authors") or row.get("author") or ""
                    )
                    if a.strip()
                ],
                "container": row.get("journal-title") or row.get("journal") or row.get("source"),
                "year": year_in(row.get("publication-date") or row.get("year") or row.get("date")),
                "doi": row.get("doi"),
                "url": row.get("url"),
            }
            entries.append((entry_type, bibtex_fields(entry_type, values), None, f"row {number}"))
    except csv.Error as err:
        raise DocumentError(f"the CSV cannot be read: {err}") from None
    return entries


def _column(name: str) -> str:
    return name.strip().lower().replace("_", "-").replace(" ", "-")


def _value(node, *path):
    """ORCID JSON wraps each value: {"title": {"title": {"value": "..."}}}."""
    for key in path:
        node = node.get(key) if isinstance(node, dict) else None
    if isinstance(node, dict) and "value" in node:
        node = node["value"]
    return node if isinstance(node, (str, int)) else ""


def orcid_profile(data) -> ParsedProfile | None:
    """The person of an ORCID record (JSON, or XML in its shape), or None when it names no one: the name
    without degrees, the ORCID iD and the person's own links, and their keywords as research interests."""
    if _is_summary(data):
        return _summary_profile(data)
    person = data.get("person") if isinstance(data, dict) and isinstance(data.get("person"), dict) else {}
    given, family = _value(person, "name", "given-names"), _value(person, "name", "family-name")
    # the credit name as its person prints it, degrees and all ("Ana Ruiz, Ph.D."): the name alone is the owner
    name = without_titles(str(_value(person, "name", "credit-name") or f"{given} {family}".strip()))
    if not name:
        return None
    links = []
    orcid = _value(data, "orcid-identifier", "uri") or _value(data, "orcid-identifier", "path")
    if orcid:
        url = str(orcid) if "://" in str(orcid) else f"https://orcid.org/{orcid}"
        links.append(ParsedLink(link_label(url), url))
    urls = (person.get("researcher-urls") or {}).get("researcher-url") if isinstance(person, dict) else None
    for entry in urls if isinstance(urls, list) else []:
        url = str(_value(entry, "url") or "")
        if re.match(r"https?://", url) and url not in {link.url for link in links}:
            links.append(ParsedLink(link_label(url, str(_value(entry, "url-name") or "")), url))
    keywords = (person.get("keywords") or {}).get("keyword") if isinstance(person, dict) else None
    interests = (
        [str(_value(k, "content")) for k in keywords if _value(k, "content")] if isinstance(keywords, list) else []
    )
    return ParsedProfile(name=name, links=links, research_interests=interests)


def _summary_profile(data: dict) -> ParsedProfile | None:
    name = without_titles(str(data.get("name") or "").strip())
    if not name:
        return None
    links = [ParsedLink(link_label(f"https://orcid.org/{_orcid_id(data)}"), f"https://orcid.org/{_orcid_id(data)}")]
    for key in ("website", "homepage", "url"):
        url = str(data.get(key) or "")
        if re.match(r"https?://", url) and url not in {link.url for link in links}:
            links.append(ParsedLink(link_label(url), url))
    return ParsedProfile(name=name, links=links)


def _summary_work(work: dict, number: int):
    """A work of a site's summary: flat values ("title", "journal", "year", "doi", "authors")."""
    work_type = str(work.get("type", "")).lower().replace("_", "-")
    entry_type = ORCID_TYPES.get(work_type, "misc")
    authors = work.get("authors") or work.get("contributors") or []
    names = authors if isinstance(authors, list) else re.split(r";|\band\b", str(authors))
    values = {
        "title": _chapter_title(work.get("title"), work_type),
        "author": [export_name(a) for a in names if isinstance(a, str) and a.strip()],
        "container": work.get("journal") or work.get("journal-title") or work.get("venue"),
        "year": year_in(work.get("year") or work.get("publication-date") or work.get("date")),
        "doi": work.get("doi"),
        "url": work.get("url"),
    }
    return entry_type, bibtex_fields(entry_type, values), None, f"work {number}"


def orcid_json_entries(data: dict, warnings: list[str] | None = None):
    """(the record's owner or None, the entries of its works) of ORCID JSON (see looks_like_orcid_json); a work
    that is no writing (a talk, a data set) is left out, with a warning in `warnings`."""
    profile = orcid_profile(data)
    owner = profile.name if profile else None
    if "activities-summary" in data:
        data = (data.get("activities-summary") or {}).get("works") or {}
    works = []
    if isinstance(data.get("group"), list):
        for group in data["group"]:
            summaries = group.get("work-summary") if isinstance(group, dict) else None
            if isinstance(summaries, list) and summaries and isinstance(summaries[0], dict):
                work = summaries[0]  # the group's versions of one work: the preferred one first
                if not work.get("external-ids") and isinstance(group.get("external-ids"), dict):
                    work = {**work, "external-ids": group["external-ids"]}  # the ids the group holds for all of them
                works.append(work)
    elif isinstance(data.get("bulk"), list):
        works = [b["work"] for b in data["bulk"] if isinstance(b, dict) and isinstance(b.get("work"), dict)]
    elif _is_summary(data):
        entries = []
        for number, work in enumerate(data["works"], 1):
            if not isinstance(work, dict) or not isinstance(work.get("title"), str):
                continue
            work_type = str(work.get("type", "")).lower().replace("_", "-")
            if not _skipped_kind(work_type, work["title"], f"work {number}", warnings):
                entries.append(_summary_work(work, number))
        return owner, entries
    else:
        works = [data]
    entries = []
    for number, work in enumerate(works, 1):
        work_type = str(work.get("type", "")).lower().replace("_", "-")
        where = f"work {work.get('put-code') or number}"
        if not _skipped_kind(work_type, _value(work, "title", "title"), where, warnings):
            entries.append(_orcid_work(work, number))
    return owner, entries


def _bare_arxiv(value: str) -> str:
    """ORCID holds an arXiv id as people typed it: "arXiv:2104.01234", "arxiv.org/abs/2104.01234" or bare."""
    return re.sub(r"^\s*(?:https?://)?(?:arxiv\.org/abs/|arxiv:)", "", value, flags=re.I).strip()


def _orcid_work(work: dict, number: int):
    citation = work.get("citation") if isinstance(work.get("citation"), dict) else {}
    value = str(citation.get("citation-value") or "")
    if str(citation.get("citation-type", "")).lower() == "bibtex" and _BIBTEX_CELL_RE.match(value):
        return value
    work_type = str(work.get("type", "")).lower().replace("_", "-")
    entry_type = ORCID_TYPES.get(work_type, "misc")
    ids = (work.get("external-ids") or {}).get("external-id") or []
    by_type = {
        str(i.get("external-id-type", "")).lower(): str(i.get("external-id-value", ""))
        for i in ids
        if isinstance(i, dict)
    }
    contributors = (work.get("contributors") or {}).get("contributor") or []
    values = {
        "title": _chapter_title(_value(work, "title", "title"), work_type),
        "author": [bibtex_name("", _value(c, "credit-name")) for c in contributors if _value(c, "credit-name")],
        "container": _value(work, "journal-title"),
        "year": year_in(_value(work, "publication-date", "year")),
        "doi": by_type.get("doi"),
        "url": _value(work, "url")
        or (f"https://arxiv.org/abs/{_bare_arxiv(by_type['arxiv'])}" if by_type.get("arxiv") else ""),
    }
    return entry_type, bibtex_fields(entry_type, values), None, f"work {work.get('put-code') or number}"
