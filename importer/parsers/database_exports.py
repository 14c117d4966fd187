"""Exports of bibliographic databases: Web of Science plain text, Scopus and Google Scholar CSV,
a DBLP person page's XML, a Lattes CV (XML), and OpenAlex or Semantic Scholar works (JSON).

Each record becomes the fields of a BibTeX entry, read by the BibTeX reader's one entry rule
through importer.parsers.exports (as CSL-JSON and RIS are), so a paper's kind, venue, status
and arXiv id are decided the same way whatever file it came in. Crossref's works JSON is CSL
and is read there.

- Web of Science ("FN Clarivate Analytics Web of Science"): records from `PT` to `ER` (or, in the
  tab-delimited export, one a row under a header of the same tags); `AF`
  (else `AU`) one author a line, `TI`, `SO` (the journal, in capitals) or `CT` (a conference),
  `DT` (Article, Proceedings Paper, Book Chapter...), `PY`, `DI`.
- Scopus CSV: `Authors` / `Author full names`, `Title`, `Year`, `Source title`, `DOI`,
  `Document Type`, `Publication Stage`.
- Google Scholar CSV: `Authors` ("Last, First; Last, First; ", or as tools that copy Scholar's pages write
  them, "A Lind, B Roy, …"), `Title`, `Publication`, `Year`; as the R package scholar writes it (sites keep
  it beside their papers page), `author`, `title`, `journal`, `number` ("77 (2), 261-277"), `year`, `pubid`.
- PubMed CSV: read by importer.parsers.pubmed_csv.
- DBLP XML (`<dblpperson name=...>`): `<r>` records (`article`, `inproceedings`, ...) with
  `author` (a homonym's number, "Wei Wang 0002", is no part of the name), `title` (ending in
  "."), `journal`/`booktitle`, `year`, `ee`. The page's person owns the works.
- Lattes (`<CURRICULO-VITAE>`): DADOS-GERAIS (name, citation names, e-mail, institution,
  degrees in FORMACAO-ACADEMICA-TITULACAO) and PRODUCAO-BIBLIOGRAFICA (articles, papers in
  events, books, chapters: DADOS-BASICOS-* with the title and year, DETALHAMENTO-* with the
  venue, AUTORES in ORDEM-DE-AUTORIA).
- OpenAlex works (`results` or a list of works with `authorships`) and Semantic Scholar papers
  (`data` or a list with `paperId`).
- EndNote XML and ORCID's record XML: read by importer.parsers.xml_exports.

The XML is parsed without DTDs, entities or network access.
"""

from __future__ import annotations

import csv
import io
import json
import re

import lxml.etree

from . import lazy_re
from .export_fields import bare_doi, capitalised_name, escaped, export_entry, export_name, scholar_names, year_in
from .lattes import lattes_cv
from .links import link_label
from .orcid import orcid_json_entries, orcid_profile
from .pubmed_csv import looks_like_pubmed_csv, pubmed_csv_entries
from .records import DocumentError, ParsedLink, ParsedProfile
from .venues import venue_kind
from .xml_exports import endnote_entries, looks_like_endnote_xml, looks_like_orcid_xml, orcid_xml_data

__all__ = ["DATABASE_FORMATS", "database_format", "database_entries"]

DATABASE_FORMATS = (
    "wos",
    "scopus-csv",
    "scholar-csv",
    "pubmed-csv",
    "dblp-xml",
    "lattes-xml",
    "works-json",
    "endnote-xml",
    "orcid-xml",
)

_XML_PARSER = lxml.etree.XMLParser(
    resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False, remove_comments=True
)
_WOS_START_RE = lazy_re.compile(r"\A(?:FN [^\n]*\n(?:VR [^\n]*\n)?\s*)?PT [A-Z]\b")
# Web of Science's "tab-delimited" export: a header row of its two-letter tags, then one record a row
_WOS_TABS_RE = lazy_re.compile(r"\APT\t(?:[A-Z][A-Z0-9]\t)*TI\t")
_XML_DECLARATION_RE = lazy_re.compile(r"\A\s*<\?xml[^>]*\?>\s*")
# Comments and a document type (refused later when it declares entities) before the root element
_XML_PROLOG_RE = lazy_re.compile(r"\A(?:<!--.*?-->\s*|<!DOCTYPE[^\[>]*(?:\[.*?\])?\s*>\s*)*", re.S)
_SCHOLAR_COLUMNS = {"authors", "title", "publication", "year"}
# the R package scholar's get_publications(), as sites keep it: "author", "journal", Scholar's "pubid"
_SCHOLAR_R_COLUMNS = {"author", "title", "journal", "year", "pubid"}
_R_NUMBER_RE = lazy_re.compile(r"(\d{1,5})(?:\s*\(\w{1,10}\))?,\s*([\w-]{1,30})$")
_SCOPUS_COLUMNS = {"authors", "title", "source title"}
# Columns no other database's CSV has: a Scopus export whose fields were chosen without its source title
_SCOPUS_OWN_COLUMNS = {"eid", "author(s) id", "author full names"}
# Scopus names its columns in the language of its interface; "Author full names" stays English
_SCOPUS_LOCAL_COLUMNS = {
    "作者": "authors",
    "作者 id": "author(s) id",
    "文献标题": "title",
    "年份": "year",
    "来源出版物名称": "source title",
    "卷": "volume",
    "期": "issue",
    "文献类型": "document type",
    "出版阶段": "publication stage",
    "出版商": "publisher",
}


def _column(name: str) -> str:
    """A CSV column's name, lower-case, in English when Scopus wrote it in another language."""
    name = name.strip().strip('"').lower()
    return _SCOPUS_LOCAL_COLUMNS.get(name, name)


def database_format(text: str) -> str | None:
    """The database export `text` is (one of DATABASE_FORMATS), or None. Looks at the head only, except
    for JSON, which is loaded when its head names a database's own keys."""
    head = text.lstrip("\ufeff \n\r\t")[:4000]
    if _WOS_START_RE.match(head) and re.search(r"^ER\s*$", text, re.M) or _WOS_TABS_RE.match(head):
        return "wos"
    if head.startswith("<"):
        body = _XML_PROLOG_RE.sub("", _XML_DECLARATION_RE.sub("", head))
        root = body[:200]
        if root.startswith("<dblpperson"):
            return "dblp-xml"
        if root.startswith("<CURRICULO-VITAE"):
            return "lattes-xml"
        if looks_like_endnote_xml(root):
            return "endnote-xml"
        if looks_like_orcid_xml(body):
            return "orcid-xml"
        return None
    if head.startswith(("{", "[")):
        if '"authorships"' in head or '"paperId"' in head:
            return "works-json" if _works(_json(text)) else None
        return None
    try:
        columns = {_column(c) for c in next(csv.reader([head.split("\n", 1)[0]]), [])}
    except csv.Error:  # a first line no CSV reader takes (a NUL character): no table
        return None
    if looks_like_pubmed_csv(columns):
        return "pubmed-csv"
    if _SCOPUS_COLUMNS <= columns or {"authors", "title"} <= columns and columns & _SCOPUS_OWN_COLUMNS:
        return "scopus-csv"
    if (_SCHOLAR_COLUMNS <= columns or _SCHOLAR_R_COLUMNS <= columns) and "doi" not in columns:
        return "scholar-csv"
    return None


def database_entries(name: str, text: str, kind: str, warnings: list[str]):
    """(the profile the export states, or None; its entries: (entry type, BibTeX fields, None, where))."""
    if kind == "wos":
        return None, _wos_entries(text)
    if kind in ("scopus-csv", "scholar-csv"):
        return None, _csv_entries(text, kind, warnings)
    if kind == "pubmed-csv":
        return None, pubmed_csv_entries(text, warnings)
    if kind == "works-json":
        data = _json(text)
        # a Semantic Scholar author with their papers: {"authorId", "name", "papers": [...]}
        author = data.get("name") if isinstance(data, dict) and "authorId" in data else None
        entries = [_work_entry(work, number) for number, work in enumerate(_works(data), 1)]
        return (ParsedProfile(name=author.strip()) if isinstance(author, str) and author.strip() else None), entries
    root = _xml_root(name, text)
    if kind == "endnote-xml":
        return None, endnote_entries(root, warnings)
    if kind == "orcid-xml":
        data = orcid_xml_data(root)
        return orcid_profile(data), orcid_json_entries(data, warnings)[1]
    if kind == "dblp-xml":
        return _dblp(root, warnings)
    return lattes_cv(root, warnings)


def _json(text: str):
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _xml_root(name: str, text: str):
    try:
        root = lxml.etree.fromstring(_XML_DECLARATION_RE.sub("", text).encode("utf-8"), parser=_XML_PARSER)
    except lxml.etree.XMLSyntaxError as err:
        raise DocumentError(f"{name}: the XML is not well-formed: {err}", line=getattr(err, "lineno", None)) from None
    if root.getroottree().docinfo.internalDTD is not None:  # entities: none is ever expanded, nor read
        raise DocumentError(f"{name}: XML declaring its own DTD or entities (<!DOCTYPE ... [...]>) is not read")
    return root


# --------------------------------------------------------------------------- Web of Science

_WOS_TAG_RE = lazy_re.compile(r"^([A-Z][A-Z0-9]) (.*)$")
_WOS_LIST_TAGS = frozenset({"AU", "AF", "BE", "CA"})  # one value a line; other tags run on over their lines
_WOS_TYPES = (  # DT words -> entry type, first that the record's document type names
    ("proceedings paper", "inproceedings"),
    ("book chapter", "incollection"),
    ("book", "book"),
    ("article", "article"),
    ("review", "article"),
    ("letter", "article"),
)
_WOS_PT = {"J": "article", "C": "inproceedings", "B": "book", "S": "incollection", "P": "patent"}


def _wos_records(text: str) -> list[dict[str, list[str]]]:
    text = text.lstrip("\ufeff")
    if _WOS_TABS_RE.match(text):  # one record a row; a list tag's values are "Varga, T; Mensah, K"
        rows = csv.DictReader(io.StringIO(text), delimiter="\t", quoting=csv.QUOTE_NONE)
        return [
            {
                tag: [v.strip() for v in value.split(";")] if tag in _WOS_LIST_TAGS else [value.strip()]
                for tag, value in row.items()
                if isinstance(tag, str) and isinstance(value, str) and value.strip()
            }
            for row in rows
        ]
    records, current, tag = [], None, ""
    for line in text.splitlines():
        if current is not None and line.rstrip() == "ER":
            records.append(current)
            current = None
            continue
        match = _WOS_TAG_RE.match(line)
        if match and match.group(1) == "PT":
            current = {}
        if current is None:
            continue
        if match:
            tag = match.group(1)
            current.setdefault(tag, []).append(match.group(2).strip())
        elif line.startswith("   ") and tag in current:
            if tag in _WOS_LIST_TAGS:
                current[tag].append(line.strip())
            else:
                current[tag][-1] = f"{current[tag][-1]} {line.strip()}"
    return records


def _wos_entries(text: str):
    entries = []
    for number, record in enumerate(_wos_records(text), 1):
        first = {tag: values[0] for tag, values in record.items() if values}
        if not first.get("TI"):
            continue
        document_type = first.get("DT", "").lower()
        entry_type = next((t for word, t in _WOS_TYPES if word in document_type.split(";")[0]), None)
        entry_type = entry_type or _WOS_PT.get(first.get("PT", ""), "misc")
        venue = first.get("CT") if entry_type == "inproceedings" and first.get("CT") else first.get("SO", "")
        entries.append(
            export_entry(
                entry_type,
                f"record {number}",
                title=first["TI"],
                # CA: a group that authors the paper beside its people ("ENCODE Consortium")
                author=[export_name(a) for a in (record.get("AF") or record.get("AU") or []) + record.get("CA", [])],
                container=capitalised_name(venue, first.get("JI", "")),
                year=year_in(first.get("PY") or first.get("EA") or first.get("PD")),
                doi=bare_doi(first.get("DI")),
                volume=first.get("VL"),
                number=first.get("IS"),
                publisher=capitalised_name(first.get("PU", "")) if entry_type == "book" else None,
            )
        )
    return entries


# --------------------------------------------------------------------------- Scopus and Google Scholar CSV

_SCOPUS_TYPES = {
    "article": "article",
    "review": "article",
    "letter": "article",
    "note": "article",
    "conference paper": "inproceedings",
    "book chapter": "incollection",
    "book": "book",
}
_VENUE_KIND_TYPES = {
    "journal": "article",
    "conference": "inproceedings",
    "workshop": "inproceedings",
    "patent": "patent",
}
_SCOPUS_ID_RE = lazy_re.compile(r"\s*\(\d+\)\s*$")  # "Varga, Tamas (57000000001)": the author's Scopus id
# Scopus writes a paper's title in its own language after the English one: "Title; [Título]"
_SCOPUS_ORIGINAL_TITLE_RE = lazy_re.compile(r"\s*;\s*\[[^\[\]]+\]\s*$")
# Scopus's placeholder for a record without authors (an erratum, an editorial), never a person
_NO_AUTHOR_RE = lazy_re.compile(r"\s*\[no author", re.I)


def _csv_entries(text: str, kind: str, warnings: list[str]):
    rows = csv.DictReader(io.StringIO(text.lstrip("\ufeff")))
    entries = []
    try:
        for number, raw in enumerate(rows, 2):
            row = {_column(k): (v or "").strip() for k, v in raw.items() if isinstance(k, str) and isinstance(v, str)}
            if not row.get("title"):
                if any(row.values()):
                    warnings.append(f"row {number} has no title; skipped")
                continue
            if kind == "scopus-csv":
                # full names when the export has them; else "Varga T.; Mensah K." (older: "Varga T., Mensah K.")
                names = [_SCOPUS_ID_RE.sub("", n) for n in row.get("author full names", "").split(";") if n.strip()]
                short = row.get("authors", "")
                names = names or (short.split(";") if ";" in short else re.split(r"(?<=\.),\s*", short))
                entry_type = _SCOPUS_TYPES.get(row.get("document type", "").lower(), "misc")
                venue, note = row.get("source title", ""), row.get("publication stage", "")
            else:
                found = _R_NUMBER_RE.match(row.get("number", "")) if not row.get("volume") else None
                if found:  # the R package's "77 (2), 261-277": volume (issue), pages
                    row.update(volume=found.group(1), pages=found.group(2))
                names = scholar_names(row.get("authors") or row.get("author", ""))
                venue, note = row.get("publication") or row.get("journal", ""), ""
                # Scholar's CSV names no type: the venue's kind says it (a journal, a conference, a patent), and a
                # volume or an issue with pages places a venue whose name says nothing in a journal
                entry_type = _VENUE_KIND_TYPES.get(venue_kind(venue, row) or "", "misc")
            entries.append(
                export_entry(
                    entry_type,
                    f"row {number}",
                    title=_SCOPUS_ORIGINAL_TITLE_RE.sub("", row["title"]) or row["title"],
                    author=[export_name(n) for n in names if n.strip(" .,") and not _NO_AUTHOR_RE.match(n)],
                    container=venue,
                    year=year_in(row.get("year")),
                    doi=bare_doi(row.get("doi")),
                    volume=row.get("volume"),
                    pages=row.get("pages"),
                    publisher=row.get("publisher") if entry_type == "book" else None,
                    note="in press" if note.lower() == "article in press" else "",
                )
            )
    except csv.Error as err:
        raise DocumentError(f"the CSV cannot be read: {err}") from None
    return entries


# --------------------------------------------------------------------------- OpenAlex and Semantic Scholar

_OPENALEX_TYPES = {
    "article": "article",
    "journal-article": "article",
    "review": "article",
    "letter": "article",
    "proceedings-article": "inproceedings",
    "book-chapter": "incollection",
    "book": "book",
    "dissertation": "phdthesis",
    "preprint": "preprint",
    "posted-content": "preprint",
    "report": "techreport",
}


def _works(data) -> list[dict]:
    """The works of OpenAlex (`results`, a list, or one work) or Semantic Scholar (`data`, `papers`, a list)."""
    if isinstance(data, dict):
        data = next((data[k] for k in ("results", "data", "papers") if isinstance(data.get(k), list)), [data])
    works = [w for w in data or [] if isinstance(w, dict) and ("authorships" in w or "paperId" in w)]
    return works if isinstance(data, list) and works else []


def _work_entry(work: dict, number: int):
    if "authorships" in work:  # OpenAlex
        location = work.get("primary_location") or {}
        source = location.get("source") or {}
        entry_type = _OPENALEX_TYPES.get(str(work.get("type") or "").lower(), "misc")
        if entry_type == "article" and source.get("type") == "conference":
            entry_type = "inproceedings"
        names = [(a.get("author") or {}).get("display_name") or a.get("raw_author_name") for a in work["authorships"]]
        title = work.get("title") or work.get("display_name")
        venue, year, doi = source.get("display_name"), work.get("publication_year"), work.get("doi")
    else:  # Semantic Scholar
        types = work.get("publicationTypes") or []
        ids = work.get("externalIds") or {}
        entry_type = "inproceedings" if "Conference" in types else "article" if "JournalArticle" in types else "misc"
        if ids.get("ArXiv") and entry_type != "inproceedings" and re.search(r"arxiv", str(work.get("venue")), re.I):
            entry_type = "preprint"
        names = [a.get("name") for a in work.get("authors") or [] if isinstance(a, dict)]
        title, year, doi = work.get("title"), work.get("year"), ids.get("DOI")
        venue = work.get("venue") or (work.get("journal") or {}).get("name")
        if ids.get("ArXiv"):
            venue = venue or "arXiv"
            work = {**work, "url": f"https://arxiv.org/abs/{ids['ArXiv']}"}
    return export_entry(
        entry_type,
        f"work {number}",
        title=title,
        author=[escaped(n) for n in names if isinstance(n, str) and n.strip()],
        container=venue,
        year=year_in(year),
        doi=bare_doi(doi),
        url=work.get("url") or "",
    )


# --------------------------------------------------------------------------- DBLP

_DBLP_TYPES = {
    "article": "article",
    "inproceedings": "inproceedings",
    "incollection": "incollection",
    "book": "book",
    "phdthesis": "phdthesis",
    "mastersthesis": "mastersthesis",
}
_HOMONYM_RE = lazy_re.compile(r"\s+\d{4}$")  # DBLP tells homonyms apart by a number: "Wei Wang 0002"


def _dblp_name(element) -> str:
    return _HOMONYM_RE.sub("", " ".join("".join(element.itertext()).split()))


def _dblp(root, warnings: list[str]):
    owner = _HOMONYM_RE.sub("", root.get("name") or "").strip() or None
    profile = ParsedProfile(name=owner) if owner else None
    person = root.find("person")  # the page's person; others of the same name are under <homonyms>
    if profile and person is not None:
        # an affiliation note without a label ("PhD 2023", "former") is where the person is now
        current = [n.text for n in person.iterfind("note[@type='affiliation']") if n.text and not n.get("label")]
        profile.affiliation = current[0].strip() if current else ""
        urls = [u.text.strip() for u in person.iterfind("url") if u.text and u.text.strip().startswith("http")]
        profile.links = [ParsedLink(label=link_label(url), url=url) for url in urls]
    entries = []
    for number, record in enumerate(root.iterfind("r"), 1):
        work = next(iter(record), None)
        if work is None or not isinstance(work.tag, str):
            continue
        entry_type = _DBLP_TYPES.get(work.tag)
        if entry_type is None:  # an edited volume (`proceedings`) or a homepage: none the person wrote
            warnings.append(f"record {number} ({work.tag}): not a work the person wrote; skipped")
            continue
        text = {child.tag: " ".join("".join(child.itertext()).split()) for child in reversed(work)}
        title = re.sub(r"(?<!\.)\.$", "", text.get("title", ""))  # DBLP closes each title with a period
        links = [" ".join(e.itertext()).strip() for e in work.iter("ee")]
        doi = next((bare_doi(link) for link in links if bare_doi(link)), "")
        entries.append(
            export_entry(
                entry_type,
                f"record {number}",
                title=title,
                author=[escaped(_dblp_name(a)) for a in work.iter("author")],
                container=text.get("journal") or text.get("booktitle"),
                year=text.get("year"),
                doi=doi,
                url=next((link for link in links if not bare_doi(link)), ""),
                volume=text.get("volume"),
                number=text.get("number"),
                school=text.get("school"),
                publisher=text.get("publisher") if entry_type == "book" else None,
            )
        )
    return profile, entries
