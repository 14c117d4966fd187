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

__all__ = [
    "csl_items",
    "read_csl",
    "looks_like_csl",
    "looks_like_orcid_csv",
    "looks_like_orcid_json",
    "looks_like_ris",
    "read_export",
]

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


# Keys only CSL (and Crossref's CSL) items carry; "author" alone is every publication list's.
_CSL_KEYS = {"issued", "container-title", "DOI", "published-print", "published-online", "event-title", "editor"}


def csl_items(data) -> list | None:
    """The items of CSL data: a list, {"items": [...]}, pandoc's CSL-YAML {"references": [...]}, or a lone item."""
    if isinstance(data, list):
        return data
    if isinstance(data, dict):
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


# A database's header before the first record ("Provider: Elsevier", "Database: ScienceDirect", blank lines).
_RIS_START_RE = re.compile(r"^TY  - \S", re.M)
_RIS_HEADER_LINES = 12


def looks_like_ris(text: str) -> bool:
    """RIS: a `TY  - ` line among the first lines opens the first record and `ER  -` lines close them."""
    head = "\n".join(text.lstrip("\ufeff \n").split("\n", _RIS_HEADER_LINES)[:_RIS_HEADER_LINES])
    return bool(_RIS_START_RE.search(head)) and bool(re.search(r"^ER  -", text, re.M))


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
    """`kind`: "csl-json", "ris", "medline", "orcid-csv" or "orcid-json"."""
    owner = None
    warnings: list[str] = []
    if kind == "ris":
        entries = _ris_entries(text)
    elif kind == "medline":
        from .medline import medline_entries  # another module; imported when a MEDLINE file comes

        entries = medline_entries(text, _fields, _export_name, _year)
    elif kind == "orcid-csv":
        entries = _orcid_csv_entries(text)
    else:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as err:
            raise DocumentError(f"{kind} export is not valid JSON: {err}") from None
        if kind == "csl-json":
            entries = csl_entries(data, warnings)
        else:
            owner, entries = _orcid_json(data)
    document = _document(name, kind, entries)
    if kind == "orcid-csv" and owner is None:
        owner = _most_frequent_author(document)  # an ORCID export is one person's works
    if owner:
        document.profile = ParsedProfile(name=owner)
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
        if not _escaped(item.get("title")):
            warnings.append(f"item {number} ({item.get('type') or 'no type'}) has no title; skipped")
            continue
        entries.append(_csl_entry(item, number))
    return entries


def _most_frequent_author(document: ParsedDocument) -> str | None:
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
    year = next((_csl_year(item[key]) for key in _CSL_DATE_KEYS if item.get(key) and _csl_year(item[key])), "")
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


# Where CSL and Crossref put a work's date, the one it was issued first.
_CSL_DATE_KEYS = ("issued", "published-print", "published-online", "published", "created")


def _csl_year(value) -> str:
    """{"date-parts": [[2021, 4]]}, {"raw"|"literal": "..."}, pandoc's [{"year": 2021}], or 2019."""
    if isinstance(value, list):
        value = value[0] if value else ""
    if isinstance(value, dict):
        parts = value.get("date-parts")
        if isinstance(parts, list) and parts and isinstance(parts[0], list) and parts[0]:
            return _year(parts[0][0])
        return _year(value.get("year") or value.get("raw") or value.get("literal") or value.get("date-time"))
    return _year(value)


def _ris_entries(text: str):
    import rispy  # imported when a document needs it

    try:
        start = _RIS_START_RE.search(text)
        records = rispy.loads(text[start.start() :] if start else text, skip_unknown_tags=True)
    except Exception as err:  # rispy raises plain IOError/ValueError subclasses for a malformed file
        raise DocumentError(f"RIS file cannot be read: {err}") from None
    entries = []
    for number, record in enumerate(records, 1):
        entry_type = RIS_TYPES.get(str(record.get("type_of_reference", "")).upper(), "misc")
        authors = [_export_name(a) for a in (record.get("authors") or record.get("first_authors") or [])]
        urls = record.get("urls") or []
        printed_year = str(record.get("year") or record.get("publication_year") or record.get("date") or "")
        if entry_type == "unpublished" and printed_year and not _year(printed_year):
            entry_type = "article"  # "UNPB" with "PY  - In press": a paper its journal has accepted
        values = {
            "title": record.get("title") or record.get("primary_title"),
            "author": authors,
            "container": record.get("secondary_title")
            or record.get("journal_name")
            or record.get("alternate_title3")
            or record.get("alternate_title1"),
            "year": _year(printed_year),
            "doi": record.get("doi"),
            "url": urls[0] if urls else "",
            "volume": record.get("volume"),
            "number": record.get("number"),
            "publisher": record.get("publisher") if entry_type in ("book", "techreport") else None,
            "abstract": record.get("abstract"),
            # "PY  - In press": the paper's status where its year would be
            "note": record.get("notes") or record.get("note") or ("" if _year(printed_year) else printed_year),
        }
        entries.append((entry_type, _fields(entry_type, values), None, f"record {number}"))
    return entries


# Initials, with or without dots: "PJ", "K", "H.", "K.J.". A given name is never 1-3 capitals alone.
_BARE_INITIALS_RE = re.compile(r"(?:[A-Z]\.?){1,3}")


def _export_name(raw) -> str:
    """A name as exports print it, as a BibTeX name: "Lind, Petra J" -> "Lind, Petra J.", "Sowinska, K.J." and
    Vancouver's "Lind PJ" or "Lind P.J." -> "Lind, P. J."; any other name without a comma is kept whole."""
    text = " ".join(str(raw).split()).strip(" ,;")
    family, comma, given = text.partition(",")
    if not comma:
        words = text.split()
        if len(words) < 2 or not _BARE_INITIALS_RE.fullmatch(words[-1]) or not any(c.islower() for c in words[-2]):
            return _name("", text) if text else ""
        family, given = " ".join(words[:-1]), words[-1]
    given = " ".join(
        " ".join(f"{c}." for c in word.replace(".", "")) if _BARE_INITIALS_RE.fullmatch(word) else word
        for word in given.split()
    )
    return _name(given, family.strip())


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
            work_type = row.get("type", row.get("work-type", "")).lower().replace("_", "-")
            entry_type = ORCID_TYPES.get(work_type, "misc")
            values = {
                "title": row.get("title"),
                "author": [_export_name(a) for a in re.split(r";|\band\b", row.get("contributors", "")) if a.strip()],
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
    entry_type = ORCID_TYPES.get(str(work.get("type", "")).lower().replace("_", "-"), "misc")
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
