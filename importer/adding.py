"""A member adds papers by pasting BibTeX or giving a DOI or arXiv id.

Both go through the importer, so de-duplication and member linking are the ones a
document import uses. `preview` says what would be saved; `add` saves it. A lookup
(`lookup_bibtex`) asks Crossref, DataCite or arXiv through labsite.outbound (https to
their hosts only, one deadline, a bounded answer), only when the member asks;
LABSITE_LOOKUP = False switches it off.
"""

from __future__ import annotations

import copy
import re
import unicodedata
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field
from urllib.parse import quote

from django.conf import settings
from django.db import transaction

from labsite import answers
from labsite.outbound import OutboundClient, OutboundError
from people.models import Person
from publications.keys import base_key
from publications.models import Kind, Publication
from publications.titles import title_key

from .matching import MemberIndex, PublicationIndex
from .parsers.bibtex import parse_bibtex
from .parsers.records import DocumentError
from .reports import ImportReport
from .services import Importer
from .statuses import FAILED
from .versions import join_versions

PASTED_NAME = "pasted BibTeX"
MAX_PASTE = 200_000  # characters: a few hundred entries

CROSSREF = "https://api.crossref.org/works/"
DATACITE = "https://api.datacite.org/dois/"
ARXIV = "https://export.arxiv.org/api/query"
ARXIV_HOSTS = ("export.arxiv.org", "arxiv.org")  # where arXiv's API may redirect

ARXIV_ID = re.compile(
    r"^(?:arxiv:\s*|https?://arxiv\.org/(?:abs|pdf)/)?(\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?/\d{7})(v\d+)?(?:\.pdf)?$",
    re.I,
)
ARXIV_DOI = re.compile(r"^10\.48550/arxiv\.(.+)$", re.I)
DOI = re.compile(r"^(?:doi:\s*|https?://(?:dx\.)?doi\.org/)?(10\.\d{4,9}/\S+)$", re.I)


class AddFailed(Exception):
    """What the member is told, in one sentence, when nothing could be added."""


@dataclass
class PreviewAuthor:
    name: str
    member: Person | None = None
    equal_contribution: bool = False


@dataclass
class PreviewEntry:
    title: str
    year: int | None
    kind: str
    status: str
    venue: str
    doi: str
    arxiv: str
    authors: list[PreviewAuthor] = field(default_factory=list)
    existing: Publication | None = None  # the record it will be merged into
    warnings: list[str] = field(default_factory=list)

    @property
    def kind_label(self):
        return Kind(self.kind).label if self.kind in Kind.values else self.kind


# --- BibTeX pasted ---------------------------------------------------------------------------------


def _parsed(text):
    text = (text or "").strip()
    if not text:
        raise AddFailed("Paste one or more BibTeX entries (starting with @article{, @inproceedings{, …).")
    if len(text) > MAX_PASTE:
        raise AddFailed(f"The text is {len(text):,} characters; paste at most {MAX_PASTE:,} at a time.")
    if "@" not in text:
        raise AddFailed("No BibTeX entry was found in the text: an entry starts with @ and its type, e.g. @article{.")
    try:
        document = parse_bibtex(text, PASTED_NAME)
    except DocumentError as err:
        raise AddFailed(f"The BibTeX could not be read: {err}") from err
    if not document.publications:
        raise AddFailed("No BibTeX entry was found in the text: an entry starts with @ and its type, e.g. @article{.")
    return document


def preview(text, editor):
    """[PreviewEntry] of what `add(text, editor)` would save, linked members and duplicates shown.

    A member (editor is not None) may add only papers they are an author of.
    """
    document = _parsed(text)
    members, papers = MemberIndex(), PublicationIndex()
    papers.prepare(document.publications)
    entries = []
    for parsed in document.publications:
        authors = []
        for author in parsed.authors:
            person, _strength = members.best(author.name)
            if person is not None and not (person.is_public or (editor and person.pk == editor.pk)):
                person = None
            authors.append(PreviewAuthor(author.name, person, author.equal_contribution))
        existing = _merged_into(papers, parsed)
        entries.append(
            PreviewEntry(
                title=parsed.title,
                year=parsed.year,
                kind=parsed.kind or Kind.OTHER,
                status=parsed.status,
                venue=parsed.venue_text or "",
                doi=parsed.doi or "",
                arxiv=parsed.arxiv or "",
                authors=authors,
                existing=existing,
                warnings=list(parsed.warnings),
            )
        )
    if editor is not None:
        missing = [e.title for e in entries if not any(a.member and a.member.pk == editor.pk for a in e.authors)]
        if missing:
            raise AddFailed(
                f"You are not among the authors of “{missing[0]}”"
                + (f" (and {len(missing) - 1} more)" if len(missing) > 1 else "")
                + ": members add their own papers. If the paper prints your name differently, add that spelling "
                "under “other names” in your profile."
            )
    return entries


def _merged_into(papers, parsed):
    """The stored publication saving `parsed` merges into, or None when saving creates a new one.

    The writer's rule (importer.writing.publications): the publication the importer finds (the same
    DOI, arXiv id or title key), unless importer.versions says the two are different papers (the
    same title by other authors, one of them a preprint).
    """
    ref = papers.find(parsed, title_key(" ".join((parsed.title or "").split())))
    existing = Publication.objects.filter(pk=ref).first() if isinstance(ref, int) else None
    # The venue is not resolved here (that would create it): the kind and venue words the entry gives decide.
    if existing is not None and join_versions(existing, copy.deepcopy(parsed), None, parsed.kind) is None:
        return None
    return existing


def add(text, editor):
    """Import the pasted BibTeX as a document of `editor`; returns (file report, [publications])."""
    entries = preview(text, editor)  # the same checks as the preview the member saw
    merged = {entry.existing.pk for entry in entries if entry.existing is not None}
    report = ImportReport()
    with transaction.atomic():
        importer = Importer(owner=editor, report=report)
        file_report = importer.import_bytes(f"{PASTED_NAME}.bib", text.strip().encode())
        importer.relink()
        # A new paper takes the site's own key (first author, year, first title word), not the one
        # pasted ("x2025"), as every paper added in the admin does; it was never shown under that one.
        for publication in Publication.objects.filter(pk__in=importer.touched_publications - merged):
            publication.assign_key(keep_old=False)
    if file_report.status == FAILED:
        raise AddFailed(f"Nothing was added: {file_report.error}")
    publications = list(Publication.objects.filter(pk__in=importer.touched_publications).order_by("pk"))
    return file_report, publications


# --- DOI and arXiv look-ups ---------------------------------------------------------------------------


def identify(identifier):
    """("arxiv", id) or ("doi", doi) for what the member typed, or AddFailed saying what is wrong."""
    value = (identifier or "").strip()
    if hidden := next((c for c in value if unicodedata.category(c).startswith("C")), None):
        raise AddFailed(
            f"The DOI or arXiv id holds an invisible character (U+{ord(hidden):04X}), perhaps copied with it: "
            "type it again."
        )
    if match := ARXIV_ID.match(value):
        return "arxiv", match.group(1)
    if match := DOI.match(value):
        doi = match.group(1).rstrip(".")
        if arxiv := ARXIV_DOI.match(doi):
            return "arxiv", arxiv.group(1)
        return "doi", doi
    raise AddFailed(
        f"“{value[:80]}” is neither a DOI (10.1145/3600006.3613139) nor an arXiv id (2401.01234): check it and try again."
    )


def lookup_bibtex(identifier):
    """BibTeX for a DOI (Crossref, then DataCite) or an arXiv id (arXiv's API), within one deadline."""
    if not settings.LABSITE_LOOKUP:
        raise AddFailed("Looking papers up by DOI or arXiv id is switched off on this site: paste the BibTeX instead.")
    scheme, value = identify(identifier)
    try:
        with OutboundClient() as client:
            if scheme == "arxiv":
                return _from_arxiv(client, value)
            return _from_crossref(client, value) or _from_datacite(client, value) or _not_found(value)
    except OutboundError as err:
        raise AddFailed(f"{err}: try again later, or paste the BibTeX instead.") from err


def _not_found(doi):
    raise AddFailed(f"No paper with the DOI {doi} was found at Crossref or DataCite: check it, or paste the BibTeX.")


def _doi_path(doi):
    return quote(doi, safe="/:;()")  # a DOI may hold ? or #, which would end the path


def _from_crossref(client, doi):
    answer = client.get_json(CROSSREF + _doi_path(doi), service="Crossref")
    if answer is None:
        return None
    work = answers.mapping(answer.get("message"))
    authors = [_joined(a.get("given"), a.get("family"), a.get("name")) for a in answers.mappings(work.get("author"))]
    year = _first_year(work.get("issued"), work.get("published-print"), work.get("published-online"))
    kind = {"proceedings-article": "inproceedings", "journal-article": "article", "posted-content": "misc"}.get(
        answers.text(work.get("type")), "misc"
    )
    venue_field = "booktitle" if kind == "inproceedings" else "journal"
    fields = {venue_field: _first(work.get("container-title")), "doi": answers.text(work.get("DOI")) or doi}
    return bibtex_entry(kind, _first(work.get("title")), authors, year, fields)


def _from_datacite(client, doi):
    answer = client.get_json(DATACITE + _doi_path(doi), service="DataCite")
    if answer is None:
        return None
    attributes = answers.mapping(answers.mapping(answer.get("data")).get("attributes"))
    authors = [
        _joined(c.get("givenName"), c.get("familyName"), c.get("name"))
        for c in answers.mappings(attributes.get("creators"))
    ]
    title = _first([t.get("title") for t in answers.mappings(attributes.get("titles"))])
    kind = (
        "article" if answers.mapping(attributes.get("types")).get("resourceTypeGeneral") == "JournalArticle" else "misc"
    )
    fields = {"publisher": answers.text(attributes.get("publisher")), "doi": answers.text(attributes.get("doi")) or doi}
    return bibtex_entry(kind, title, authors, _year(attributes.get("publicationYear")), fields)


ATOM = "{http://www.w3.org/2005/Atom}"
ARXIV_NS = "{http://arxiv.org/schemas/atom}"


def _from_arxiv(client, arxiv_id):
    answer = client.get(ARXIV, service="arXiv", params={"id_list": arxiv_id, "max_results": "1"}, hosts=ARXIV_HOSTS)
    if answer is None:
        raise AddFailed(f"arXiv does not know {arxiv_id}: check the id, or paste the BibTeX.")
    text = answer.text
    if "<!DOCTYPE" in text or "<!ENTITY" in text:  # a feed never has one; entity tricks are refused
        raise AddFailed("arXiv's answer could not be read: paste the BibTeX instead.")
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as err:
        raise AddFailed("arXiv's answer could not be read: paste the BibTeX instead.") from err
    entry = root.find(f"{ATOM}entry")
    title = entry.findtext(f"{ATOM}title") if entry is not None else None
    if entry is None or not title or entry.findtext(f"{ATOM}id", "").endswith("/api/errors"):
        raise AddFailed(f"arXiv does not know {arxiv_id}: check the id, or paste the BibTeX.")
    authors = [a.findtext(f"{ATOM}name", "") for a in entry.findall(f"{ATOM}author")]
    published = entry.findtext(f"{ATOM}published", "")
    fields = {
        "eprint": arxiv_id,
        "archiveprefix": "arXiv",
        "doi": entry.findtext(f"{ARXIV_NS}doi", ""),
        "journal": entry.findtext(f"{ARXIV_NS}journal_ref", ""),
    }
    return bibtex_entry("article" if fields["journal"] else "misc", title, authors, _year(published[:4]), fields)


# A service's JSON is read field by field through labsite.answers.


def _first(values):
    first = values[0] if isinstance(values, list) and values else ""
    return " ".join(answers.text(first).split())


def _year(value):
    year = int(value) if isinstance(value, int) or (isinstance(value, str) and value.isdigit()) else None
    return year if year is not None and 1000 <= year <= 2999 else None


def _first_year(*dates):
    for date in dates:
        parts = answers.mapping(date).get("date-parts")
        if isinstance(parts, list) and parts and isinstance(parts[0], list) and parts[0]:
            if year := _year(parts[0][0]):
                return year
    return None


def _joined(given, family, name):
    given, family, name = answers.text(given), answers.text(family), answers.text(name)
    if family:
        return f"{family}, {given}" if given else family
    return name or ""


_LATEX_SPECIAL = re.compile(r"([&%$#_{}\\])")


def _escaped(value):
    return _LATEX_SPECIAL.sub(lambda m: "" if m.group(1) in "{}\\" else "\\" + m.group(1), " ".join(str(value).split()))


def bibtex_entry(entry_type, title, authors, year, fields):
    """One BibTeX entry from looked-up values (every value escaped for LaTeX, braces dropped)."""
    if not title:
        raise AddFailed("The lookup found the identifier but no title: paste the BibTeX instead.")
    key = base_key(title, year, authors)
    lines = [f"@{entry_type}{{{key},", f"  title = {{{_escaped(title)}}},"]
    if authors:
        lines.append(f"  author = {{{' and '.join(_escaped(a) for a in authors if a)}}},")
    if year:
        lines.append(f"  year = {{{_escaped(year)}}},")
    for name, value in fields.items():
        if value:
            lines.append(f"  {name} = {{{_escaped(value)}}},")
    lines.append("}")
    return "\n".join(lines) + "\n"
