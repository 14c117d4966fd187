"""One entry's evaluated fields -> ParsedPublication: venue, kind, year, ids, links, notes.

`_publication` reads the fields of one entry in order; it is long because BibTeX has many fields."""

from __future__ import annotations

import html
import re
from collections.abc import Mapping

from bibtexparser import model as bib_model

from importer.parsers.dates import field_year
from importer.parsers.export_fields import capitalised_name
from importer.parsers.names import settle_lone_mark
from importer.parsers.records import ParsedAuthor, ParsedLink, ParsedPublication
from importer.parsers.statuses import PUBLISHED, status_in, status_of_pubstate
from importer.parsers.venues import JOURNAL, PREPRINT, WORKSHOP, resolve_venue, venue_kind, year_from_venue_text
from labsite.paper_links import LINK_FIELDS

from .. import lazy_re
from .authors import _apply_annotations, _name_key, _parse_authors
from .decode import _clean_identifier, _evaluate, latex_to_text
from .fields import (
    _ARXIV_ID_RE,
    _ARXIV_URL_RE,
    _ARXIV_VENUE_RE,
    _DOI_PREFIX_RE,
    _EQUAL_NOTE_RE,
    _TEXT_FIELDS,
    _WORKSHOP_RE,
    ABBR_YEAR_RE,
    HTML_MARKUP_RE,
    PREPRINT_DOIS,
    PREPRINT_SERVERS,
    PRESENTATION_BEFORE_VENUE_RE,
    RANK_TAG_RE,
    STATUS_AFTER_VENUE_RE,
    STATUS_BEFORE_VENUE_RE,
    STATUS_FIELDS,
    WORKING_PAPER_TYPE_RE,
    WORKSHOP_TAG_RE,
    says_only_a_status,
)
from .venue_fields import printed_venue, venue_in_note

# --------------------------------------------------------------------------- entries


def _line_of(block: bib_model.Block) -> int | None:
    return block.start_line + 1 if block.start_line is not None else None


def _describe(key: str | None, line: int | None) -> str:
    where = f" at line {line}" if line else ""
    return f"entry '{key}'{where}" if key else f"block{where}"


def _arxiv_id(*candidates: str | None) -> str | None:
    for candidate in candidates:
        if not candidate:
            continue
        match = _ARXIV_URL_RE.search(candidate) or _ARXIV_ID_RE.search(candidate)
        if match:
            return match.group(1)
    return None


def _year(fields: Mapping[str, str], venue_text: str | None, arxiv: str | None) -> int | None:
    for name in ("year", "date", "issued", "eventdate"):  # biblatex: a paper of a meeting, in its year
        year = field_year(fields.get(name, ""))
        if year:
            return year
    return year_from_venue_text(venue_text or "") or (year_from_venue_text(arxiv) if arxiv else None)


def _status(text: Mapping[str, str], ids: Mapping[str, str]) -> str:
    """biblatex `pubstate` first, else a status written in a field ("note = {Under review}",
    "year = {in press}"); accepted anywhere wins over submitted elsewhere."""
    stated = status_of_pubstate(ids.get("pubstate") or text.get("pubstate"))
    if stated:
        return stated
    found = {status_in(text.get(name) or ids.get(name) or "") for name in STATUS_FIELDS} - {None}
    return PUBLISHED if PUBLISHED in found or not found else found.pop()


def _preprint_server(ids: Mapping[str, str], doi: str | None) -> str | None:
    """The preprint server an entry names: its `eprinttype`/`archivePrefix`, else its DOI's prefix."""
    archive = re.sub(r"[\s.]", "", (ids.get("archiveprefix") or ids.get("eprinttype") or "").lower())
    if archive in PREPRINT_SERVERS:
        return PREPRINT_SERVERS[archive]
    for pattern, server in PREPRINT_DOIS:
        if doi and pattern.match(doi):
            return server
    return None


# Entry types of whole books, which may name editors and no authors (biblatex's `collection` is an edited volume).
_EDITED_TYPES = ("book", "proceedings", "mvbook", "collection", "mvcollection", "mvproceedings", "reference")
# Entry types of papers that are not (yet) in a journal or proceedings: their kind comes from what they name.
_LOOSE_TYPES = ("misc", "unpublished", "online", "electronic", "preprint", "techreport", "report")
_REPORT_TYPES = ("techreport", "report")  # a report's number is its own, no journal's issue


# Google Scholar exports a patent as a misc (or an article) whose note or journal names it:
# "note = {US Patent 11,234,567}", "publisher = {Google Patents}"
_PATENT_RE = lazy_re.compile(r"\bpatent\b[^,;]{0,30}\d|\bgoogle patents\b", re.I)


def _names_a_patent(fields: Mapping[str, str]) -> bool:
    return any(_PATENT_RE.search(fields.get(key, "")) for key in ("note", "howpublished", "journal", "publisher"))


_MEETING_NUMBER_RE = lazy_re.compile(r"(?<=\w)\s*#\s*\d+\s*$")
# DOIs of data and code repositories (Zenodo, figshare, Dryad): a deposit there is no journal's paper.
_DATA_DOI_RE = lazy_re.compile(r"10\.(?:5281|6084|5061)/")


def _kind(entry_type: str, venue_text: str, fields: Mapping[str, str], arxiv: str | None, server: str | None) -> str:
    """`fields`: the entry's text fields and ids together; `server`: the preprint server it names, if any."""
    known = resolve_venue(venue_text) if venue_text else None
    names_workshop = bool(_WORKSHOP_RE.search(venue_text)) or (known is not None and known.kind == WORKSHOP)
    is_arxiv = bool(_ARXIV_VENUE_RE.search(venue_text)) or (known is not None and known.kind == PREPRINT)
    if entry_type in ("inproceedings", "conference"):
        return "workshop" if names_workshop else "conference"
    if entry_type == "article":
        # INSPIRE and biblatex write a paper on arXiv alone as an article with an eprint and no journal;
        # one that names a journal, or has a journal's DOI, is in that journal whatever eprint it also has.
        names_journal = bool(fields.get("journal") or fields.get("journaltitle"))
        in_journal = names_journal and not is_arxiv
        if in_journal and known is not None and known.kind in ("conference", WORKSHOP):
            return known.kind  # "journal = {Proc. SPIE}": a proceedings series, whatever the entry type says
        doi = _DOI_PREFIX_RE.sub("", fields.get("doi", ""))
        if not names_journal and fields.get("booktitle") and not (is_arxiv or server):
            # Google Scholar exports many proceedings papers as an article with a booktitle and no journal
            proceedings = known.kind if known is not None else venue_kind(venue_text)
            if proceedings in ("conference", WORKSHOP):
                return "workshop" if names_workshop else "conference"
        if not names_journal and _DATA_DOI_RE.match(doi):
            return "other"  # INSPIRE cites a data set or code deposit as an article with its DOI and no journal
        journal_doi = bool(doi) and not any(pattern.match(doi) for pattern, _server in PREPRINT_DOIS)
        return "preprint" if (is_arxiv or server) and not (in_journal or journal_doi) else "journal"
    if entry_type in ("phdthesis", "mastersthesis", "thesis"):
        return "thesis"
    if entry_type in _EDITED_TYPES:
        return "book"
    if entry_type in ("incollection", "inbook", "bookinbook"):
        return "chapter"
    if entry_type == "patent" or (entry_type in (*_LOOSE_TYPES, "article") and _names_a_patent(fields)):
        return "patent"
    if entry_type in _LOOSE_TYPES:
        if is_arxiv or server or arxiv or entry_type == "preprint":
            return "preprint"
        if WORKING_PAPER_TYPE_RE.search(fields.get("type", "")):
            return "preprint"  # "type = {Working Paper}": circulated before review, as a preprint is
        # What the paper appeared in, when it says: a journal, or a working-paper series (a preprint).
        printed = fields.get("journal") or fields.get("journaltitle") or fields.get("howpublished") or ""
        if fields.get("series") and not printed:
            printed = fields["series"]
        kind = venue_kind(printed, fields if entry_type not in _REPORT_TYPES else None)
        if kind in (JOURNAL, PREPRINT):
            return kind
        if entry_type == "unpublished":  # not out yet, but it says where it went: a journal or a meeting
            if fields.get("journal") or fields.get("journaltitle"):
                return "journal"
            if fields.get("booktitle"):
                return "workshop" if names_workshop else "conference"
    return "other"


def _collaborations(value: str) -> list[str]:
    """INSPIRE's `collaboration = {ATLAS, CMS}` -> ["ATLAS Collaboration", "CMS Collaboration"]: corporate authors."""
    names = []
    for part in re.split(r"\s*,\s*|\s*;\s*|\s+and\s+", value.strip()):
        part = part.strip(" .")
        if part:
            names.append(part if re.search(r"\bcollaboration\b", part, re.I) else f"{part} Collaboration")
    return names


_ALFOLIO_FILE_FIELDS = frozenset({"pdf", "poster", "slides", "supp"})


_WEB_URL_RE = lazy_re.compile(r"(?:https?|ftp)://\S+", re.I)
_SCHEME_RE = lazy_re.compile(r"[a-z][a-z0-9+.-]*:", re.I)


def _web_url(value: str) -> str:
    """The first web address in a link field ("doi:10.1/x" as its doi.org address). Reference managers write
    their own places there too ("papers://...", EndNote's "internal-pdf://...", "file:///Users/..."), which no
    visitor can open; a value without a scheme (al-folio's "paper.pdf", "www.lab.org") is kept for the site
    to resolve."""
    found = _WEB_URL_RE.search(value)
    if found:
        return found.group().rstrip(".,;")
    value = value.strip()
    if value.lower().startswith("doi:"):
        return "https://doi.org/" + value[4:].strip()
    # EndNote's "<Go to ISI>://WOS:000356201700010" names a database record, not a page
    return "" if _SCHEME_RE.match(value) or "://" in value else value


_CODE_HOST_RE = lazy_re.compile(r"https?://(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)/", re.I)


def _links(fields: Mapping[str, str], arxiv: str | None, doi: str | None) -> list[ParsedLink]:
    links, seen = [], set()

    def add(label: str, url: str) -> None:
        url = _web_url(url) if url else ""
        if url and url not in seen:
            seen.add(url)
            links.append(ParsedLink(label=label, url=url))

    url = _web_url(fields.get("url") or "")
    if url and not (doi and doi in url):
        if "arxiv.org" in url:
            add("arXiv", url)
        elif _CODE_HOST_RE.match(url):  # a @software entry's url, or a paper's repository
            add("Code", url)
        else:
            add("PDF" if url.lower().endswith(".pdf") else "Paper", url)
    for name, label in LINK_FIELDS:
        value = fields.get(name, "")
        if name in _ALFOLIO_FILE_FIELDS and value and not re.match(r"[a-z][a-z0-9+.-]*:|/|\.|www\.", value, re.I):
            value = f"assets/pdf/{value}"  # al-folio keeps its files there; resolved against --base-url
        add(label, value)
    eprint = fields.get("eprint", "").strip()
    if eprint and (fields.get("eprinttype") or fields.get("archiveprefix") or "").strip().lower() == "hal":
        add("HAL", f"https://hal.science/{eprint}")
    preprint = fields.get("preprint", "")  # a lab's own field for the preprint of a published paper
    if preprint.startswith(("http://", "https://")):
        add("arXiv" if "arxiv.org" in preprint else "Preprint", preprint)
    return links


# Web of Science's BibTeX export: `Unique-ID = {{ISI:000461270600041}}` (or WOS:)
_WOS_ID_RE = lazy_re.compile(r"\s*(?:ISI|WOS):\d", re.I)


_TEX_QUOTES_RE = lazy_re.compile(r"``(.+?)''")


def _tex_quotes(title: str) -> str:
    """TeX's quotes as printed: ``Title'' is “Title” (converters of a .bib to RIS or CSL keep them as typed).
    Two apostrophes that close nothing are left as they are."""
    return _TEX_QUOTES_RE.sub("\u201c\\1\u201d", title) if "``" in title else title


_VENUE_AND_TITLE_FIELDS = ("title", "booktitle", "journal", "journaltitle", "howpublished")


def _publication(
    key: str | None, entry_type: str, fields: dict[str, str], line: int | None, warnings: list[str]
) -> ParsedPublication | None:
    """One publication from evaluated (but not yet LaTeX-decoded) fields; None without a title."""
    where = _describe(key, line)
    text = {name: latex_to_text(value) for name, value in fields.items() if name in _TEXT_FIELDS}
    ids = {name: _clean_identifier(value) for name, value in fields.items() if name not in _TEXT_FIELDS}
    status = _status(text, ids)  # before the venue fields lose a status written after the venue's name
    for name in _VENUE_AND_TITLE_FIELDS:
        value = text.get(name)
        if value and "&" in value and ";" in value:
            # Crossref's BibTeX (and ORCID's, made from it) escapes a title's markup: "&lt;i&gt;E. coli&lt;/i&gt;"
            value = text[name] = html.unescape(value)
        if value and "<" in value:
            text[name] = HTML_MARKUP_RE.sub("", value)
        if value and name != "title" and value[-1] in ")].ds":  # "Cell Reports (in press)", "..., submitted"
            text[name] = STATUS_AFTER_VENUE_RE.sub("", text[name]) or text[name]

    title = _tex_quotes(text.get("title", ""))
    subtitle = text.get("subtitle", "")
    if (
        title and subtitle and subtitle not in title
    ):  # biblatex: "Guia" + "de conversação" prints "Guia: de conversação"
        title = f"{title}{' ' if title[-1] in ':?!.' else ': '}{subtitle}"
    if title[:1] == "[":
        title = RANK_TAG_RE.sub("", title)  # "[A+] Title": a venue's rank, marked by the CV
    workshop_tag = WORKSHOP_TAG_RE.search(title)
    if workshop_tag:  # "[Workshop]": the kind, not a word of the title
        title = (title[: workshop_tag.start()] + " " + title[workshop_tag.end() :]).strip()
    if not title:
        warnings.append(f"{where}: missing title")
        return None

    entry_warnings: list[str] = []
    authors, truncated = _parse_authors(fields["author"]) if fields.get("author", "").strip() else ([], False)
    if not authors and entry_type in _EDITED_TYPES and fields.get("editor", "").strip():
        authors, truncated = _parse_authors(fields["editor"])  # an edited volume is its editors' work
    for name in _collaborations(latex_to_text(fields.get("collaboration", ""))):
        bare = _name_key(re.sub(r"\s*\bcollaboration\b\s*", " ", name, flags=re.I).strip())
        same = [author for author in authors if _name_key(author.name) in (_name_key(name), bare)]
        if same:  # author = "{CDF}", collaboration = "{CDF}": one corporate author, named as the collaboration
            same[0].name = name
        else:
            authors.append(ParsedAuthor(name=name))  # as "{ATLAS Collaboration}" in the author list is
    if not authors and not truncated:
        entry_warnings.append(f"{where}: no authors")
    if fields.get("author+an"):
        _apply_annotations(authors, ids.get("author+an", ""))

    venue_text = printed_venue(entry_type, text)
    noted = "" if venue_text else venue_in_note(text.get("note", ""), STATUS_BEFORE_VENUE_RE)
    if noted:  # "note = {Submitted to JPO}": where the paper went is its venue, the status is read above
        venue_text = noted
        text = {**text, ("booktitle" if venue_kind(noted) == "conference" else "journal"): noted, "note": ""}
    # ADS numbers each meeting of a series: "American Astronomical Society Meeting Abstracts #235" is the series
    venue_text = _MEETING_NUMBER_RE.sub("", venue_text)
    if says_only_a_status(venue_text):
        venue_text = ""  # "booktitle = {Under review}" names no venue; it sets the status below
    if _WOS_ID_RE.match(ids.get("unique-id", "")):
        # Web of Science's BibTeX prints journals in capitals
        venue_text = capitalised_name(venue_text, text.get("journal-iso") or ids.get("journal-iso", ""))
    venue_text = STATUS_BEFORE_VENUE_RE.sub("", venue_text)  # "Submitted to Nature": the status is read below
    presented = PRESENTATION_BEFORE_VENUE_RE.match(venue_text) if venue_text[:1].isalpha() else None
    if presented:  # "Poster presentation at the Annual Meeting of ...": the meeting is the venue
        venue_text = venue_text[presented.end() :]
    howpublished_url = re.fullmatch(r"\s*(?:\\url\{)?\s*(https?://[^\s{}]+)\s*\}?\s*", venue_text)
    if howpublished_url:  # "howpublished = {\url{https://...}}": a link, not a venue
        venue_text = ""
        if not ids.get("url"):
            ids = {**ids, "url": howpublished_url.group(1)}
    abbr = "" if says_only_a_status(text.get("abbr", "")) else text.get("abbr", "")  # "abbr = {Under-review}"
    abbr = ABBR_YEAR_RE.sub("", abbr) if abbr[-1:].isdigit() else abbr
    if abbr:
        known = resolve_venue(venue_text) if venue_text else None
        if not venue_text:
            venue_text = abbr
        elif (known is None or known.acronym != abbr) and not re.search(rf"(?<!\w){re.escape(abbr)}(?!\w)", venue_text):
            venue_text = f"{venue_text} ({abbr})"

    eprint = ids.get("eprint", "")
    archive = (ids.get("archiveprefix") or ids.get("eprinttype") or "").lower()
    arxiv = _arxiv_id(
        ids.get("arxiv") or ids.get("arxivid"),  # Mendeley's `arxivId`
        eprint if (archive in ("", "arxiv") and eprint) else None,
        venue_text if _ARXIV_VENUE_RE.search(venue_text) else None,
        ids.get("volume") if _ARXIV_VENUE_RE.search(venue_text) else None,  # CoRR: volume = {abs/2501.04567}
        ids.get("url") if "arxiv" in ids.get("url", "").lower() else None,
    )
    doi = _DOI_PREFIX_RE.sub("", ids.get("doi", "")) or None
    if not doi and "doi.org/" in ids.get("url", ""):
        # a link's DOI with its slash escaped ("dx.doi.org/10.1371%2Fjournal.x") is the DOI with a slash
        doi = _DOI_PREFIX_RE.sub("", ids["url"]).replace("%2F", "/").replace("%2f", "/")
    server = _preprint_server(ids, doi) or (
        "arXiv" if arxiv and (entry_type == "article" or ids.get("arxivid")) else None
    )
    kind = "workshop" if workshop_tag else _kind(entry_type, venue_text, {**ids, **text}, arxiv, server)
    if kind == "preprint" and server and not venue_text:
        venue_text = server  # the server a preprint is on is where it appeared

    note = text.get("note", "") or (presented.group(1)[:1].upper() + presented.group(1)[1:] if presented else "")
    equal_statement = _EQUAL_NOTE_RE.search(note)
    if equal_statement:
        note = note[: equal_statement.start()].strip(" ;.") if equal_statement.start() else ""
        if not fields.get("author+an"):  # the annotation, by position, is exact; names may repeat
            marked = {_name_key(n) for n in equal_statement.group("names").split(",")}
            for author in authors:
                if _name_key(author.name) in marked:
                    author.equal_contribution = True
    award = text.get("award") or text.get("award_name") or ""
    if award and award not in note:
        note = f"{note}; {award}" if note else award

    year = _year(ids, venue_text, arxiv)
    if "year" in ids and not field_year(ids["year"]) and not says_only_a_status(ids["year"]):
        entry_warnings.append(f"{where}: year '{ids['year']}' is not a year")

    lone = settle_lone_mark(authors)
    if lone:
        entry_warnings.append(f"{where}: {lone}")
    publication = ParsedPublication(
        title=title,
        authors=authors,
        authors_truncated=truncated,
        venue_text=venue_text or None,
        year=year,
        kind=kind,
        status=status,
        doi=doi,
        arxiv=arxiv,
        abstract=text.get("abstract", ""),
        note=note,
        links=_links(ids, arxiv, doi),
        selected=ids.get("selected", "").strip().lower() in ("true", "yes", "1", "selected"),
        key=key,
        line=line,
        warnings=entry_warnings,
    )
    warnings.extend(entry_warnings)
    return publication


def _fields_of(entry: bib_model.Entry, macros, undefined, where: str, warnings: list[str]) -> dict[str, str]:
    fields: dict[str, str] = {}
    for field in entry.fields:
        name = field.key.strip().lower()
        if name in fields:
            warnings.append(f"{where}: field '{name}' given twice, the first kept")
            continue
        fields[name] = _evaluate(field.value, macros, undefined) if isinstance(field.value, str) else str(field.value)
    return fields
