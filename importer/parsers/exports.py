"""Exports of reference managers and profiles: CSL-JSON (Zotero, Mendeley), RIS, ORCID works (CSV, JSON).

Each record becomes the fields of a BibTeX entry (an entry type, "Last, First and ..."
authors, journal or booktitle, year, doi, url, eprint) and is read by the BibTeX reader's
one entry rule (importer.parsers.bibtex.entries), so a paper's kind, venue, status,
arXiv id and links are decided the same way whatever file it came in. Values are
escaped for that reader (it decodes LaTeX), so "R&D" or "50%" arrive as written
(importer.parsers.export_fields builds those fields for every export reader).

- CSL-JSON: a list of items with `type`, `title`, `author` ([{family, given}] or
  [{literal: "A Consortium"}]), `container-title`, `issued` ({date-parts}), `DOI`,
  `URL`, `status` ("submitted", "in press"...).
- RIS (read with rispy): `TY`, `AU`/`A1`, `TI`/`T1`, `T2`/`JO`/`JF`, `PY`/`Y1`/`DA`, `DO`, `UR`.
- ORCID works, CSV and JSON: read by importer.parsers.orcid; the record's person, when it
  names one, owns the works.
- MEDLINE and refer (EndNote): read by importer.parsers.medline and importer.parsers.refer.
"""

from __future__ import annotations

import json
import re

from . import lazy_re
from .csl_names import csl_authors
from .database_exports import DATABASE_FORMATS, database_entries, database_format
from .export_fields import (
    PUBLISHER_VENUES,
    bibtex_fields,
    capitalised_name,
    doi_in_note,
    escaped,
    export_name,
    year_in,
)
from .orcid import (  # exported here too: the format detector asks this module about every export
    looks_like_orcid_csv,
    looks_like_orcid_json,
    most_frequent_author,
    orcid_csv_entries,
    orcid_json_entries,
    orcid_profile,
)
from .records import DocumentError, ParsedAuthor, ParsedDocument, ParsedProfile

__all__ = [
    "DATABASE_FORMATS",
    "database_format",
    "csl_items",
    "read_csl",
    "looks_like_csl",
    "looks_like_orcid_csv",
    "looks_like_orcid_json",
    "looks_like_ris",
    "read_export",
]

CSL_TYPES = {  # CSL item type -> BibTeX entry type
    "article-journal": "article",
    "article-magazine": "article",
    "article-newspaper": "article",
    "review": "article",
    "paper-conference": "inproceedings",
    "chapter": "incollection",
    "entry-encyclopedia": "incollection",
    "book": "book",
    "thesis": "phdthesis",
    "patent": "patent",
    "report": "techreport",
    "article": "preprint",  # CSL 1.0.2's type for a preprint or working paper
    "manuscript": "unpublished",
    # Crossref's names (DOI content negotiation, api.crossref.org) for the same types
    "journal-article": "article",
    "proceedings-article": "inproceedings",
    "book-chapter": "incollection",
    "reference-entry": "incollection",
    "monograph": "book",
    "edited-book": "book",
    "dissertation": "phdthesis",
    "posted-content": "preprint",
}
RIS_TYPES = {
    "JOUR": "article",
    "JFULL": "article",
    "MGZN": "article",
    "NEWS": "article",
    "EJOUR": "article",
    "CONF": "inproceedings",
    "CPAPER": "inproceedings",
    "BOOK": "book",
    "EBOOK": "book",
    "EDBOOK": "book",
    "CHAP": "incollection",
    "ECHAP": "incollection",
    "THES": "phdthesis",
    "PAT": "patent",
    "RPRT": "techreport",
    "UNPB": "unpublished",
    "MANSCPT": "unpublished",
}


# --------------------------------------------------------------------------- detection


# Keys only CSL (and Crossref's CSL) items carry; "author" alone is every publication list's.
_CSL_KEYS = {"issued", "container-title", "DOI", "published-print", "published-online", "event-title", "editor"}


def csl_items(data) -> list | None:
    """The items of CSL data: a list, {"items": [...]}, pandoc's CSL-YAML {"references": [...]}, or a lone item."""
    if isinstance(data, list):
        return data
    if isinstance(data, dict):
        if isinstance(data.get("message"), dict):  # Crossref's API wraps its works: {"message": {"items": [...]}}
            return csl_items(data["message"])
        for key in ("items", "references"):
            if isinstance(data.get(key), list):
                return data[key]
        if "type" in data and "title" in data:
            return [data]
    return None


def _is_csl_item(item) -> bool:
    if not isinstance(item, dict) or not isinstance(item.get("type"), str):
        return False
    authors = item.get("author")
    structured_authors = isinstance(authors, list) and any(
        isinstance(a, dict) and {"family", "given", "literal"} & set(a) for a in authors
    )
    return structured_authors or bool(_CSL_KEYS & set(item))


def looks_like_csl(data) -> bool:
    """CSL items (see csl_items): most titled ones of the first 20 have a `type` and CSL's own keys or
    {family, given} authors. Untitled ones do not count: a Zotero library carries notes among its papers."""
    items = csl_items(data)
    sample = items[:20] if items else []
    considered = [item for item in sample if isinstance(item, dict) and item.get("title")] or sample
    return 2 * sum(1 for item in considered if _is_csl_item(item)) > len(considered) > 0


# A database's header before the first record ("Provider: Elsevier", "Database: ScienceDirect", blank lines).
_RIS_START_RE = lazy_re.compile(r"^TY  - \S", re.M)
_RIS_HEADER_LINES = 12


def looks_like_ris(text: str) -> bool:
    """RIS: a `TY  - ` line among the first lines opens the first record and `ER  -` lines close them."""
    head = "\n".join(text.lstrip("\ufeff \n").split("\n", _RIS_HEADER_LINES)[:_RIS_HEADER_LINES])
    return bool(_RIS_START_RE.search(head)) and bool(re.search(r"^ER  -", text, re.M))


# --------------------------------------------------------------------------- reading


def read_export(name: str, text: str, kind: str) -> ParsedDocument:
    """`kind`: "csl-json", "ris", "medline", "refer", "orcid-csv", "orcid-json" or one of DATABASE_FORMATS."""
    owner = stated = None
    warnings: list[str] = []
    if kind == "ris":
        entries = _ris_entries(text)
    elif kind == "medline":
        from .medline import medline_entries  # another module; imported when a MEDLINE file comes

        entries = medline_entries(text, bibtex_fields, export_name, year_in, warnings)
    elif kind == "refer":
        from .refer import refer_entries  # EndNote's tagged format, read as MEDLINE is

        entries = refer_entries(text, bibtex_fields, export_name, year_in)
    elif kind == "orcid-csv":
        entries = orcid_csv_entries(text, warnings)
    elif kind in DATABASE_FORMATS:
        stated, entries = database_entries(name, text, kind, warnings)
        owner = stated.name if stated else None
    else:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as err:
            raise DocumentError(f"{kind} export is not valid JSON: {err}") from None
        if kind == "csl-json":
            entries = csl_entries(data, warnings)
        else:
            owner, entries = orcid_json_entries(data, warnings)
            stated = orcid_profile(data)
    # a record that names its person (ORCID, DBLP, Lattes) is theirs even with no paper in it
    document = _document(name, kind, entries, person_stated=stated is not None)
    if kind == "orcid-csv" and owner is None:
        owner = most_frequent_author(document)  # an ORCID export is one person's works
    if owner:
        document.profile = stated or ParsedProfile(name=owner)
        for publication in document.publications:
            if not publication.authors:  # a work summary names no contributors; the record's owner is one
                publication.authors, publication.authors_truncated = [ParsedAuthor(owner, highlighted=True)], True
                publication.warnings = [w for w in publication.warnings if not w.endswith(": no authors")]
        document.warnings = [w for w in document.warnings if not w.endswith(": no authors")]
    document.warnings = warnings + document.warnings
    return document


def read_csl(name: str, data) -> ParsedDocument:
    """CSL data already loaded (pandoc's CSL-YAML `references:`), read as a CSL-JSON export."""
    warnings: list[str] = []
    document = _document(name, "csl-json", csl_entries(data, warnings))
    document.warnings = warnings + document.warnings
    return document


def csl_entries(data, warnings: list[str]) -> list:
    """The entries of CSL items; an item without a title (a Zotero note or attachment) is skipped with a warning."""
    entries = []
    for number, item in enumerate(csl_items(data) or [], 1):
        if not isinstance(item, dict):
            continue
        if not escaped(item.get("title")):
            warnings.append(f"item {number} ({item.get('type') or 'no type'}) has no title; skipped")
            continue
        entries.append(_csl_entry(item, number))
    return entries


def _document(name: str, kind: str, entries, *, person_stated: bool = False) -> ParsedDocument:
    """The entries (entry type, fields, citation key or None, where) as publications, through the BibTeX reader's
    entry rule. No publication is an error, unless the export names its person (then it is a warning)."""
    from importer.parsers.bibtex import parse_bibtex  # another module; imported when needed
    from importer.parsers.bibtex.entries import _publication  # the one rule from a BibTeX entry's fields

    publications, warnings = [], []
    for entry in entries:
        if isinstance(entry, str):  # a BibTeX citation an ORCID export carries as it is
            read = parse_bibtex(entry, name)
            publications += read.publications
            warnings += read.warnings
            continue
        entry_type, fields, key, where = entry
        publication = _publication(key or where, entry_type, fields, None, warnings)
        if publication is not None:
            publication.key = key  # a citation key only when the export has one (CSL's `id`)
            publications.append(publication)
    if not publications and not person_stated:
        raise DocumentError(f"the {kind} export holds no publication with a title")
    if not publications:
        warnings.append(f"the {kind} export holds no publication with a title; only its person is imported")
    return ParsedDocument(source_name=name, format=kind, publications=publications, warnings=warnings)


def _csl_entry(item: dict, number: int):
    entry_type = CSL_TYPES.get(str(item.get("type", "")).lower(), "misc")
    authors = csl_authors(item.get("author"))
    year = next((_csl_year(item[key]) for key in _CSL_DATE_KEYS if item.get(key) and _csl_year(item[key])), "")
    status = str(item.get("status") or "")
    values = {
        "title": _plain(item.get("title")),
        "author": authors,
        "container": _plain(
            item.get("container-title")
            or item.get("container")
            or item.get("event-title")
            or item.get("event")  # CSL 1.0's name for event-title
            or item.get("collection-title")
            or item.get("container-title-short")
            or item.get("journalAbbreviation")
        ),  # "container": how some sites' scripts write CSL's container-title
        "year": year,
        "doi": item.get("DOI"),
        "url": item.get("URL"),
        "number": item.get("number"),
        "volume": item.get("volume"),
        "pages": item.get("page"),
        "publisher": item.get("publisher") if entry_type in (*PUBLISHER_VENUES, "preprint") else None,
        # a report's series ("Working Paper Series") and kind ("Working Paper"): its venue is the series
        "series": item.get("collection-title") if entry_type == "techreport" else None,
        "type": item.get("genre") if entry_type == "techreport" else None,
        "abstract": item.get("abstract"),
        "note": status or item.get("note"),
    }
    # Zotero 7 and Better BibTeX write the citation key beside an `id` that may be a number or an address
    key = next((item[k] for k in ("citation-key", "id") if isinstance(item.get(k), str) and item[k]), None)
    return entry_type, bibtex_fields(entry_type, values), key, f"item {number}"


# CSL's rich text in a title: <i>, <b>, <sup>, <sub>, <sc> and <span class="nocase"> (Zotero writes species
# names so), and the *emphasis* of pandoc's CSL-YAML, whose titles are Markdown. The words stay, the marks go.
_CSL_MARKUP_RE = lazy_re.compile(r"</?(?:i|b|sup|sub|sc|span)(?:\s[^<>]*)?>", re.I)
_MARKDOWN_EMPHASIS_RE = lazy_re.compile(r"(?<![\w*\\])(\*{1,2})(?=\S)(.+?)(?<=\S)\1(?![\w*])")


def _plain(value):
    """A CSL title or container without its markup; any other value as it is."""
    if not isinstance(value, str) or not ("<" in value or "*" in value):
        return value
    return _MARKDOWN_EMPHASIS_RE.sub(r"\2", _CSL_MARKUP_RE.sub("", value))


# Where CSL and Crossref put a work's date, the one it was issued first.
_CSL_DATE_KEYS = ("issued", "published-print", "published-online", "published", "created")


def _csl_year(value) -> str:
    """{"date-parts": [[2021, 4]]}, {"raw"|"literal": "..."}, pandoc's [{"year": 2021}], or 2019."""
    if isinstance(value, list):
        value = value[0] if value else ""
    if isinstance(value, dict):
        parts = value.get("date-parts") or value.get("date_parts")  # older exporters' spelling
        if isinstance(parts, list) and parts and isinstance(parts[0], list) and parts[0]:
            return year_in(parts[0][0])
        return year_in(value.get("year") or value.get("raw") or value.get("literal") or value.get("date-time"))
    return year_in(value)


# A database's bookkeeping in N1, not a word about the paper: "Export Date: 12 March 2024; Cited By: 14"
_RIS_BOOKKEEPING_RE = lazy_re.compile(r"^\s*(?:export date|cited by|correspondence address|references)\s*:", re.I)


def _ris_note(record: dict) -> str:
    notes = record.get("notes") or record.get("note") or []
    notes = [notes] if isinstance(notes, str) else notes
    return "; ".join(str(n) for n in notes if n and not _RIS_BOOKKEEPING_RE.match(str(n)))


# A database's page about its own record (Scopus's UR, Web of Science's full record): behind its login, and
# not the paper's page
_DATABASE_RECORD_RE = lazy_re.compile(
    r"\s*https?://(?:www\.)?(?:scopus\.com/(?:inward/)?record|webofscience\.com/wos/\w+/full-record"
    r"|gateway\.webofknowledge\.com/)",
    re.I,
)


def _ris_container(record: dict, container: str) -> str:
    """Web of Science prints every journal in capitals ("T2  - MARINE ECOLOGY PROGRESS SERIES") and its ISO
    abbreviation in J2 in its own case: the name is title-cased. Other exports in capitals print the name as
    it is ("OCEANS 2019 MTS/IEEE SEATTLE" from Google Scholar), so only a record of Web of Science is."""
    iso = str(record.get("alternate_title1") or "")
    from_wos = str(record.get("accession_number") or "").upper().startswith("WOS:") or bool(iso)
    return capitalised_name(container, iso) if from_wos else container


# Tags of the older RIS specification rispy does not know: BT (the book or proceedings a part is in; a whole
# book's own title), UL (a link), as exporters and labs' scripts still write them
_RIS_MORE_TAGS = {"BT": "book_title", "UL": "url_link"}


_RIS_TY_RE = lazy_re.compile(r"^TY  - ", re.M)
_RIS_ER_RE = lazy_re.compile(r"^ER  -", re.M)


def _closed_records(text: str) -> str:
    """RIS text with an "ER" before each "TY" that opens a record while the one before is still open (a
    hand-edited file, an export cut and pasted): read as it is, the second record's fields would overwrite
    the first's and one paper would be lost."""
    if len(_RIS_TY_RE.findall(text)) <= len(_RIS_ER_RE.findall(text)):
        return text
    lines, open_record = [], False
    for line in text.splitlines():
        if _RIS_TY_RE.match(line):
            if open_record:
                lines.append("ER  - ")
            open_record = True
        elif _RIS_ER_RE.match(line):
            open_record = False
        lines.append(line)
    return "\n".join(lines) + ("\nER  - \n" if open_record else "\n")


def _ris_entries(text: str):
    import rispy  # imported when a document needs it

    try:
        start = _RIS_START_RE.search(text)
        records = rispy.loads(
            _closed_records(text[start.start() :] if start else text),
            skip_unknown_tags=True,
            mapping={**rispy.TAG_KEY_MAPPING, **_RIS_MORE_TAGS},
        )
    except Exception as err:  # rispy raises plain IOError/ValueError subclasses for a malformed file
        raise DocumentError(f"RIS file cannot be read: {err}") from None
    entries = []
    for number, record in enumerate(records, 1):
        entry_type = RIS_TYPES.get(str(record.get("type_of_reference", "")).upper(), "misc")
        authors = [export_name(a) for a in (record.get("authors") or record.get("first_authors") or [])]
        urls = [
            u
            for u in [*(record.get("urls") or []), record.get("url_link")]
            if u and not _DATABASE_RECORD_RE.match(str(u))
        ]
        printed = [str(record.get(key) or "") for key in ("year", "publication_year", "date")]
        # PY, Y1 then DA: the first that holds a year ("PY  - In press" with "DA  - 2024/01/" is 2024's)
        printed_year = next((p for p in printed if year_in(p)), "")
        status_words = next((p for p in printed if p and not year_in(p)), "")
        if entry_type == "unpublished" and status_words:
            entry_type = "article"  # "UNPB" with "PY  - In press": a paper its journal has accepted
        # JO and JF both name the journal, one of them abbreviated in many exports: the longer is the name; J2
        # and JA (abbreviations) when nothing else does. "Cooperation and Conflict,": a list's comma left over
        whole_book = entry_type == "book"
        container = (
            record.get("secondary_title")
            or (None if whole_book else record.get("book_title"))
            or max((str(record.get(k) or "") for k in ("journal_name", "alternate_title3")), key=len)
            or record.get("alternate_title1")
            or record.get("alternate_title2")
        )
        values = {
            "title": record.get("title") or record.get("primary_title") or record.get("book_title"),
            "author": authors,
            "container": _ris_container(record, str(container or "").strip().rstrip(",;:").strip()),
            "year": year_in(printed_year),
            # older EndNote and publisher exports put the DOI in M3 or N1 ("doi: 10.1/x"), not DO
            "doi": record.get("doi") or doi_in_note(record.get("type_of_work"), record.get("notes")),
            "url": urls[0] if urls else "",
            "volume": record.get("volume"),
            "number": record.get("number"),
            "publisher": record.get("publisher") if entry_type in PUBLISHER_VENUES else None,
            "abstract": record.get("abstract"),
            # "PY  - In press": the paper's status where its year would be
            "note": status_words or _ris_note(record),
        }
        entries.append((entry_type, bibtex_fields(entry_type, values), None, f"record {number}"))
    return entries
