"""CSV: one row per publication, in the columns of `tables.PublicationExportTable`."""

from django_tables2.export import TableExport

# A cell a spreadsheet would run as a formula (CSV injection): printed with a leading apostrophe.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _as_text(value):
    return f"'{value}" if isinstance(value, str) and value.startswith(_FORMULA_START) else value


def to_csv(publications, request=None):
    from ..tables import PublicationExportTable

    exporter = TableExport(TableExport.CSV, PublicationExportTable(list(publications), request=request))
    dataset = exporter.dataset
    rows = [tuple(_as_text(value) for value in row) for row in dataset]
    del dataset[:]
    dataset.extend(rows)
    return exporter.export()
