"""Exports of reference managers and profiles: CSL-JSON (Zotero, Mendeley), RIS, ORCID works (CSV, JSON).

Each record becomes the fields of a BibTeX entry (an entry type, "Last, First and ..."
authors, journal or booktitle, year, doi, url, eprint) and is read by the BibTeX reader's
one entry rule (importer.parsers.bibtex.entries), so a paper's kind, venue, status,
arXiv id and links are decided the same way whatever file it came in. Values are
escaped for that reader (it decodes LaTeX), so "R&D" or "50%" arrive as written.

- CSL-JSON: a list of items with `type`, `title`, `author` ([{family, given}] or
  [{literal: "A Consortium"}]), `container-title`, `issued` ({date-parts}), `DOI`,
  `URL`, `status` ("submitted", "in press"...).
- RIS (read with rispy): `TY`, `AU`/`A1`, `TI`/`T1`, `T2`/`JO`/`JF`, `PY`/`Y1`/`DA`, `DO`, `UR`.
- ORCID works: the CSV a works export gives (a BibTeX citation in one column, else the
  title, type, date, journal and DOI columns), and ORCID's JSON (a record with `person`
  and `activities-summary`, a `group` list of work summaries, or full works with their
  `citation` and `contributors`). The record's person, when it names one, owns the works.
"""

from __future__ import annotations

import json
import re

from .records import DocumentError, ParsedAuthor, ParsedDocument, ParsedProfile

__all__ = ["looks_like_csl", "looks_like_orcid_csv", "looks_like_orcid_json", "looks_like_ris", "read_export"]

_LATEX_SPECIAL_RE = re.compile(r"([\\{}%$&#_^~])")
_YEAR_RE = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
_ARXIV_RE = re.compile(r"(?:arxiv[:/.]\s*|abs/)(\d{4}\.\d{4,5})(?:v\d+)?", re.I)
_BIBTEX_CELL_RE = re.compile(r"^\s*@\s*[A-Za-z]+\s*[{(]")

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
ORCID_TYPES = {
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
_CONTAINER_FIELD = {"article": "journal", "inproceedings": "booktitle", "incollection": "booktitle"}


# --------------------------------------------------------------------------- detection


def looks_like_csl(data) -> bool:
    """A list of CSL items: each an object with a `type` and a `title`, and authors, a container or a date."""
    items = data[:20] if isinstance(data, list) else None
    return bool(items) and all(
        isinstance(item, dict)
        and "type" in item
        and "title" in item
        and bool({"author", "issued", "container-title", "editor"} & set(item))
        for item in items
    )


def looks_like_orcid_json(data) -> bool:
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
    )


def looks_like_ris(text: str) -> bool:
    """RIS: a `TY  - ` line opens the first record and `ER  -` lines close them."""
    head = text.lstrip("\ufeff \n")[:2000]
    return bool(re.match(r"TY  - \S", head)) and bool(re.search(r"^ER  -", text, re.M))


def looks_like_orcid_csv(text: str) -> bool:
    """A CSV whose header names a title and a BibTeX citation, a DOI or a work type (an ORCID works export)."""
    first = text.lstrip("\ufeff").split("\n", 1)[0].lower()
    if "," not in first and "\t" not in first and ";" not in first:
        return False
    columns = {c.strip().strip('"').replace("_", "-").replace(" ", "-") for c in re.split(r"[,;\t]", first)}
    return "title" in columns and bool(
        columns & {"citation", "citation-value", "bibtex", "doi", "type", "work-type", "journal-title"}
    )


# --------------------------------------------------------------------------- reading


def read_export(name: str, text: str, kind: str) -> ParsedDocument:
    """`kind`: "csl-json", "ris", "orcid-csv" or "orcid-json"."""
    owner = None
    if kind == "ris":
        entries = _ris_entries(text)
    elif kind == "orcid-csv":
        entries = _orcid_csv_entries(text)
    else:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as err:
            raise DocumentError(f"{kind} export is not valid JSON: {err}") from None
        if kind == "csl-json":
            entries = [_csl_entry(item, number) for number, item in enumerate(data, 1) if isinstance(item, dict)]
        else:
            owner, entries = _orcid_json(data)
    document = _document(name, kind, entries)
    if owner:
        document.profile = ParsedProfile(name=owner)
        for publication in document.publications:
            if not publication.authors:  # a work summary names no contributors; the record's owner is one
                publication.authors, publication.authors_truncated = [ParsedAuthor(owner, highlighted=True)], True
                publication.warnings = [w for w in publication.warnings if not w.endswith(": no authors")]
        document.warnings = [w for w in document.warnings if not w.endswith(": no authors")]
    return document


def _document(name: str, kind: str, entries) -> ParsedDocument:
    """The entries (entry type, fields, citation key or None, where) as publications, through the BibTeX reader's entry rule."""
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
    if not publications:
        raise DocumentError(f"the {kind} export holds no publication with a title")
    return ParsedDocument(source_name=name, format=kind, publications=publications, warnings=warnings)


def _escaped(value) -> str:
    if isinstance(value, list):
        value = value[0] if value else ""
    if not isinstance(value, (str, int, float)):
        return ""
    return _LATEX_SPECIAL_RE.sub(r"\\\1", str(value).strip())


def _name(given: str, family: str) -> str:
    if family and given:
        return f"{_escaped(family)}, {_escaped(given)}"
    return "{" + _escaped(family or given) + "}"


def _fields(entry_type: str, values: dict) -> dict[str, str]:
    """BibTeX fields from plain values; the container goes where the entry type reads it."""
    fields = {key: _escaped(value) for key, value in values.items() if key not in ("author", "container") and value}
    if values.get("author"):
        fields["author"] = " and ".join(values["author"])
    container = _escaped(values.get("container"))
    if container:
        fields[_CONTAINER_FIELD.get(entry_type, "howpublished")] = container
    arxiv = _ARXIV_RE.search(" ".join(str(values.get(k) or "") for k in ("url", "doi", "number", "container")))
    if arxiv and "eprint" not in fields:
        fields["eprint"], fields["archiveprefix"] = arxiv.group(1), "arXiv"
    return fields


def _year(value) -> str:
    match = _YEAR_RE.search(str(value or ""))
    return match.group(1) if match else ""


def _csl_entry(item: dict, number: int):
    entry_type = CSL_TYPES.get(str(item.get("type", "")).lower(), "misc")
    authors = []
    for person in item.get("author") or []:
        if isinstance(person, dict):
            literal = person.get("literal") or ""
            family = f"{person.get('non-dropping-particle', '')} {person.get('family', '')}".strip()
            if literal or family or person.get("given"):
                authors.append(_name("", literal) if literal else _name(str(person.get("given", "")), family))
    issued = item.get("issued") or {}
    year = ""
    if isinstance(issued, dict):
        parts = issued.get("date-parts") or [[]]
        if isinstance(parts, list) and parts and isinstance(parts[0], list) and parts[0]:
            year = _year(parts[0][0])
        year = year or _year(issued.get("raw") or issued.get("literal"))
    status = str(item.get("status") or "")
    values = {
        "title": item.get("title"),
        "author": authors,
        "container": item.get("container-title") or item.get("event-title") or item.get("collection-title"),
        "year": year,
        "doi": item.get("DOI"),
        "url": item.get("URL"),
        "number": item.get("number"),
        "volume": item.get("volume"),
        "pages": item.get("page"),
        "publisher": item.get("publisher") if entry_type in ("book", "techreport", "preprint") else None,
        "abstract": item.get("abstract"),
        "note": status or item.get("note"),
    }
    key = item.get("id") if isinstance(item.get("id"), str) else None
    return entry_type, _fields(entry_type, values), key, f"item {number}"


def _ris_entries(text: str):
    import rispy  # imported when a document needs it

    try:
        records = rispy.loads(text, skip_unknown_tags=True)
    except Exception as err:  # rispy raises plain IOError/ValueError subclasses for a malformed file
        raise DocumentError(f"RIS file cannot be read: {err}") from None
    entries = []
    for number, record in enumerate(records, 1):
        entry_type = RIS_TYPES.get(str(record.get("type_of_reference", "")).upper(), "misc")
        authors = [
            _name(*reversed(_split_ris_name(a))) for a in (record.get("authors") or record.get("first_authors") or [])
        ]
        urls = record.get("urls") or []
        values = {
            "title": record.get("title") or record.get("primary_title"),
            "author": authors,
            "container": record.get("secondary_title")
            or record.get("journal_name")
            or record.get("alternate_title3")
            or record.get("alternate_title1"),
            "year": _year(record.get("year") or record.get("publication_year") or record.get("date")),
            "doi": record.get("doi"),
            "url": urls[0] if urls else "",
            "volume": record.get("volume"),
            "number": record.get("number"),
            "publisher": record.get("publisher") if entry_type in ("book", "techreport") else None,
            "abstract": record.get("abstract"),
            "note": record.get("notes") or record.get("note"),
        }
        entries.append((entry_type, _fields(entry_type, values), None, f"record {number}"))
    return entries


def _split_ris_name(name: str) -> tuple[str, str]:
    """RIS writes "Last, First"; (last, first)."""
    last, _, first = str(name).partition(",")
    return last.strip(), first.strip()


def _orcid_csv_entries(text: str):
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
            entry_type = ORCID_TYPES.get(row.get("type", row.get("work-type", "")).lower(), "misc")
            values = {
                "title": row.get("title"),
                "author": [
                    _name("", a.strip()) for a in re.split(r";|\band\b", row.get("contributors", "")) if a.strip()
                ],
                "container": row.get("journal-title") or row.get("journal") or row.get("source"),
                "year": _year(row.get("publication-date") or row.get("year") or row.get("date")),
                "doi": row.get("doi"),
                "url": row.get("url"),
            }
            entries.append((entry_type, _fields(entry_type, values), None, f"row {number}"))
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


def _orcid_json(data: dict):
    person = data.get("person") if isinstance(data.get("person"), dict) else {}
    given, family = _value(person, "name", "given-names"), _value(person, "name", "family-name")
    owner = _value(person, "name", "credit-name") or f"{given} {family}".strip() or None
    if "activities-summary" in data:
        data = (data.get("activities-summary") or {}).get("works") or {}
    works = []
    if isinstance(data.get("group"), list):
        for group in data["group"]:
            summaries = group.get("work-summary") if isinstance(group, dict) else None
            if isinstance(summaries, list) and summaries and isinstance(summaries[0], dict):
                works.append(summaries[0])  # the group's versions of one work: the preferred one first
    elif isinstance(data.get("bulk"), list):
        works = [b["work"] for b in data["bulk"] if isinstance(b, dict) and isinstance(b.get("work"), dict)]
    else:
        works = [data]
    return owner, [_orcid_work(work, number) for number, work in enumerate(works, 1)]


def _orcid_work(work: dict, number: int):
    citation = work.get("citation") if isinstance(work.get("citation"), dict) else {}
    value = str(citation.get("citation-value") or "")
    if str(citation.get("citation-type", "")).lower() == "bibtex" and _BIBTEX_CELL_RE.match(value):
        return value
    entry_type = ORCID_TYPES.get(str(work.get("type", "")).lower(), "misc")
    ids = (work.get("external-ids") or {}).get("external-id") or []
    by_type = {
        str(i.get("external-id-type", "")).lower(): str(i.get("external-id-value", ""))
        for i in ids
        if isinstance(i, dict)
    }
    contributors = (work.get("contributors") or {}).get("contributor") or []
    values = {
        "title": _value(work, "title", "title"),
        "author": [_name("", _value(c, "credit-name")) for c in contributors if _value(c, "credit-name")],
        "container": _value(work, "journal-title"),
        "year": _year(_value(work, "publication-date", "year")),
        "doi": by_type.get("doi"),
        "url": _value(work, "url") or (f"https://arxiv.org/abs/{by_type['arxiv']}" if by_type.get("arxiv") else ""),
    }
    return entry_type, _fields(entry_type, values), None, f"work {work.get('put-code') or number}"
