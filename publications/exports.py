"""Publications in the formats reference managers read: BibTeX, CSL-JSON, RIS and CSV.

Every function takes publications fetched with `with_authors()`, so an export
costs the same few queries whatever its length. BibTeX is written by
`publications.bibtex.write_bibtex`, so that `parse_bibtex` reads our own export
back; equal contribution travels as `author+an = {1=equal}` plus a note there,
and as the same note (and a `custom` field) in CSL-JSON and RIS.
"""

import json
import re

import django_tables2 as tables
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404
from django.views import View
from django_tables2.export import TableExport

from labsite.metadata import absolute_url
from people.models import Person

from .bibtex import write_bibtex
from .models import Kind, Publication, Status

# format -> (content type, file extension)
FORMATS = {
    "bib": ("application/x-bibtex; charset=utf-8", "bib"),
    "json": ("application/vnd.citationstyles.csl+json; charset=utf-8", "json"),
    "ris": ("application/x-research-info-systems; charset=utf-8", "ris"),
    "csv": ("text/csv; charset=utf-8", "csv"),
}
FORMAT_LABELS = {"bib": "BibTeX", "json": "CSL-JSON", "ris": "RIS", "csv": "CSV"}

CSL_TYPES = {
    Kind.CONFERENCE: "paper-conference",
    Kind.WORKSHOP: "paper-conference",
    Kind.JOURNAL: "article-journal",
    Kind.PREPRINT: "article",
    Kind.THESIS: "thesis",
    Kind.BOOK: "book",
    Kind.CHAPTER: "chapter",
    Kind.PATENT: "patent",
    Kind.OTHER: "article",
}
RIS_TYPES = {
    Kind.CONFERENCE: "CONF",
    Kind.WORKSHOP: "CONF",
    Kind.JOURNAL: "JOUR",
    Kind.PREPRINT: "UNPB",
    Kind.THESIS: "THES",
    Kind.BOOK: "BOOK",
    Kind.CHAPTER: "CHAP",
    Kind.PATENT: "PAT",
    Kind.OTHER: "GEN",
}
# Lower-case words that belong to the family name: "Ludwig van Beethoven".
NAME_PARTICLES = {
    "van",
    "von",
    "de",
    "der",
    "den",
    "da",
    "di",
    "del",
    "della",
    "du",
    "le",
    "la",
    "dos",
    "das",
    "ter",
    "ten",
    "al",
    "bin",
    "ibn",
}


# --------------------------------------------------------------------------- one publication as data


def authors_of(publication):
    return list(publication.authorships.all())


def equal_contribution_note(publication):
    names = [a.name for a in authors_of(publication) if a.equal_contribution]
    return "* Equal contribution: " + ", ".join(names) if names else ""


def venue_name(publication):
    if publication.venue_id:
        return publication.venue.name
    return publication.venue_text


def venue_acronym(publication):
    return publication.venue.acronym if publication.venue_id else ""


def link_url(link, request=None):
    """A link as an absolute URL (al-folio imports may keep bare file names)."""
    url = link.url.strip()
    if re.match(r"^[a-z][a-z0-9+.\-]*:", url, re.I) or not url:
        return url
    return absolute_url(url if url.startswith("/") else f"/{url}", request)


def pdf_url(publication, request=None):
    for link in publication.links.all():
        if link.label.strip().lower() == "pdf" or link.url.lower().split("?")[0].endswith(".pdf"):
            return link_url(link, request)
    return ""


def bibtex_entry(publication, request=None):
    """The dict `write_bibtex` takes."""
    return {
        "key": publication.key,
        "kind": publication.kind,
        "status": publication.status,
        "title": publication.title,
        "authors": [{"name": a.name, "equal_contribution": a.equal_contribution} for a in authors_of(publication)],
        "authors_truncated": publication.authors_truncated,
        "venue_name": venue_name(publication),
        "venue_acronym": venue_acronym(publication),
        "year": publication.year,
        "doi": publication.doi,
        "arxiv": publication.arxiv,
        "links": [{"label": link.label, "url": link_url(link, request)} for link in publication.links.all()],
        "note": publication.note,
        "abstract": publication.abstract,
    }


def split_name(name):
    """A CSL name: {"family", "given"}, or {"literal"} for one-word and CJK names.

    `given + " " + family` is the name again, so the split loses nothing.
    """
    words = name.split()
    if len(words) < 2 or not all(w[:1].isalpha() for w in words):
        return {"literal": name}
    family_start = len(words) - 1
    while family_start > 1 and words[family_start - 1] in NAME_PARTICLES:
        family_start -= 1
    return {"given": " ".join(words[:family_start]), "family": " ".join(words[family_start:])}


def joined_name(csl_name):
    if "literal" in csl_name:
        return csl_name["literal"]
    return " ".join(part for part in (csl_name.get("given"), csl_name.get("family")) if part)


def csl_item(publication, request=None, page_url=True):
    """One publication as a CSL-JSON item (citeproc-js, Zotero, Pandoc, citeproc-py)."""
    item = {
        "id": publication.key,
        "citation-key": publication.key,
        "type": CSL_TYPES.get(publication.kind, "article"),
        "title": publication.title,
        "author": [split_name(a.name) for a in authors_of(publication)],
    }
    if publication.year:
        item["issued"] = {"date-parts": [[publication.year]]}
    venue = venue_name(publication)
    if venue:
        item["container-title"] = venue
        if publication.kind in (Kind.CONFERENCE, Kind.WORKSHOP):
            item["event"] = venue
    if venue_acronym(publication):
        item["container-title-short"] = venue_acronym(publication)
    if publication.doi:
        item["DOI"] = publication.doi
    if publication.arxiv:
        item["number"] = f"arXiv:{publication.arxiv}"
    url = pdf_url(publication, request) or (absolute_url(publication.get_absolute_url(), request) if page_url else "")
    if url:
        item["URL"] = url
    if publication.abstract:
        item["abstract"] = publication.abstract
    notes = [n for n in (publication.note, equal_contribution_note(publication)) if n]
    if notes:
        item["note"] = "; ".join(notes)
    if publication.status == Status.SUBMITTED:
        item["status"] = "submitted"
    equal = [i for i, a in enumerate(authors_of(publication), 1) if a.equal_contribution]
    if equal:
        item["custom"] = {"equal-contribution": equal}
    return item


def ris_record(publication, request=None):
    def line(tag, value):
        value = re.sub(r"\s+", " ", str(value)).strip()
        return f"{tag}  - {value}" if value else None

    lines = [
        line("TY", RIS_TYPES.get(publication.kind, "GEN")),
        line("ID", publication.key),
        line("TI", publication.title),
    ]
    for author in authors_of(publication):
        csl = split_name(author.name)
        lines.append(line("AU", csl["literal"] if "literal" in csl else f"{csl['family']}, {csl['given']}"))
    if publication.year:
        lines.append(line("PY", publication.year))
    venue = venue_name(publication)
    if venue:
        lines.append(line("JO" if publication.kind == Kind.JOURNAL else "T2", venue))
    if venue_acronym(publication):
        lines.append(line("J2", venue_acronym(publication)))
    lines.append(line("DO", publication.doi))
    if publication.arxiv:
        lines.append(line("M1", f"arXiv:{publication.arxiv}"))
    lines.append(line("UR", absolute_url(publication.get_absolute_url(), request)))
    for link in publication.links.all():
        lines.append(line("L1" if link.label.strip().lower() == "pdf" else "UR", link_url(link, request)))
    lines.append(line("AB", publication.abstract))
    for note in (publication.note, equal_contribution_note(publication)):
        lines.append(line("N1", note))
    lines.append("ER  - ")
    return "\n".join(item for item in lines if item) + "\n"


# --------------------------------------------------------------------------- many publications as text


def to_bibtex(publications, request=None):
    return write_bibtex(bibtex_entry(p, request) for p in publications)


def to_csl_json(publications, request=None):
    return json.dumps([csl_item(p, request) for p in publications], ensure_ascii=False, indent=2) + "\n"


def to_ris(publications, request=None):
    return "\n".join(ris_record(p, request) for p in publications)


class PublicationExportTable(tables.Table):
    """The CSV columns: one row per publication, authors in order."""

    key = tables.Column(verbose_name="key")
    title = tables.Column(verbose_name="title")
    authors = tables.Column(verbose_name="authors", empty_values=(), accessor="pk")
    equal_contribution = tables.Column(verbose_name="equal contribution", empty_values=(), accessor="pk")
    venue = tables.Column(verbose_name="venue", empty_values=(), accessor="pk")
    venue_acronym = tables.Column(verbose_name="venue acronym", empty_values=(), accessor="pk")
    year = tables.Column(verbose_name="year", default="")
    kind = tables.Column(verbose_name="kind")
    status = tables.Column(verbose_name="status")
    doi = tables.Column(verbose_name="doi", default="")
    arxiv = tables.Column(verbose_name="arxiv", default="")
    url = tables.Column(verbose_name="url", empty_values=(), accessor="pk")
    note = tables.Column(verbose_name="note", default="")

    def __init__(self, data, request=None, **kwargs):
        self.export_request = request
        super().__init__(data, **kwargs)

    def value_authors(self, record):
        return "; ".join(a.name for a in authors_of(record))

    def value_equal_contribution(self, record):
        return "; ".join(a.name for a in authors_of(record) if a.equal_contribution)

    def value_venue(self, record):
        return venue_name(record)

    def value_venue_acronym(self, record):
        return venue_acronym(record)

    def value_kind(self, record):
        return record.kind

    def value_status(self, record):
        return record.status

    def value_url(self, record):
        return absolute_url(record.get_absolute_url(), self.export_request)


# A cell a spreadsheet would run as a formula (CSV injection): printed with a leading apostrophe.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _as_text(value):
    return f"'{value}" if isinstance(value, str) and value.startswith(_FORMULA_START) else value


def to_csv(publications, request=None):
    exporter = TableExport(TableExport.CSV, PublicationExportTable(list(publications), request=request))
    dataset = exporter.dataset
    rows = [tuple(_as_text(value) for value in row) for row in dataset]
    del dataset[:]
    dataset.extend(rows)
    return exporter.export()


WRITERS = {"bib": to_bibtex, "json": to_csl_json, "ris": to_ris, "csv": to_csv}


def export_response(publications, fmt, filename, request=None):
    """A download of `publications` in `fmt`, named `filename` plus the format's extension."""
    if fmt not in FORMATS:
        raise Http404(f"No export format {fmt!r}.")
    content_type, extension = FORMATS[fmt]
    response = HttpResponse(WRITERS[fmt](publications, request), content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{filename}.{extension}"'
    return response


# --------------------------------------------------------------------------- views


class ExportableListMixin:
    """`?format=bib|json|ris|csv` (or a `.bib` address) on a filtered list: all matches, as a download."""

    export_filename = "publications"

    def get_export_filename(self):
        return self.export_filename

    def get(self, request, *args, **kwargs):
        fmt = kwargs.get("format") or request.GET.get("format")
        if not fmt:
            return super().get(request, *args, **kwargs)
        filterset = self.get_filterset(self.get_filterset_class())
        if not filterset.is_bound or filterset.is_valid() or not self.get_strict():
            publications = filterset.qs
        else:
            publications = filterset.queryset.none()
        return export_response(list(publications), fmt, self.get_export_filename(), request)


class PublicationExportView(View):
    """/publications/<key>.bib, .json, .ris (and .csv)."""

    def get(self, request, key, format):
        publication = get_object_or_404(Publication.objects.public().with_authors(), key=key)
        return export_response([publication], format, publication.key, request)


class MemberPublicationsExportView(View):
    """/people/<slug>/publications.bib: a member's public publications, newest first."""

    def get(self, request, slug, format):
        person = get_object_or_404(Person.objects.public(), slug=slug)
        publications = Publication.objects.public().by_member(person).with_authors().newest_first()
        return export_response(list(publications), format, f"{person.slug}-publications", request)


__all__ = [
    "FORMATS",
    "FORMAT_LABELS",
    "ExportableListMixin",
    "MemberPublicationsExportView",
    "PublicationExportView",
    "bibtex_entry",
    "csl_item",
    "export_response",
    "joined_name",
    "ris_record",
    "split_name",
    "to_bibtex",
    "to_csl_json",
    "to_csv",
    "to_ris",
]
