"""CSV: one row per publication, authors in order (the columns are a django-tables2 table)."""

import csv
import functools
import io

import django_tables2 as tables
from django_tables2.export import TableExport

from labsite.metadata import absolute_url

from .common import authors_of, venue_acronym, venue_name


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


def csv_row(publication, request=None):
    """One publication's cells in the columns of PublicationExportTable, made directly: the table's
    own machinery costs ~0.7 ms a row, which a whole-list download of thousands cannot afford."""
    authors = authors_of(publication)
    return (
        publication.key,
        publication.title,
        "; ".join(a.name for a in authors),
        "; ".join(a.name for a in authors if a.equal_contribution),
        venue_name(publication),
        venue_acronym(publication),
        "" if publication.year is None else publication.year,
        publication.kind,
        publication.status,
        publication.doi or "",
        publication.arxiv or "",
        absolute_url(publication.get_absolute_url(), request),
        publication.note or "",
    )


def csv_line(publication, request=None):
    """One publication's row as CSV text, with its line end: what a whole-list download stores per row."""
    buffer = io.StringIO()
    csv.writer(buffer).writerow(tuple(_as_text(value) for value in csv_row(publication, request)))
    return buffer.getvalue()


@functools.cache
def csv_header():
    """The first line of every CSV download: the columns' names."""
    buffer = io.StringIO()
    csv.writer(buffer).writerow(TableExport(TableExport.CSV, PublicationExportTable([])).dataset.headers)
    return buffer.getvalue()
