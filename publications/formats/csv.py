"""CSV: one row per publication, authors in order.

COLUMNS is the one list of the columns: the header and every row of a download are made
from it, so they cannot disagree.
"""

import csv
import functools
import io

from labsite.metadata import absolute_url

from .common import authors_of, venue_acronym, venue_name


def _authors(publication, request):
    return "; ".join(a.name for a in authors_of(publication))


def _equal_contribution(publication, request):
    return "; ".join(a.name for a in authors_of(publication) if a.equal_contribution)


def _field(name):
    """The publication's own field, empty when it has none."""

    def value(publication, request):
        found = getattr(publication, name)
        return "" if found is None else found

    return value


# (column name, value of a publication given the request, for absolute addresses), in order.
COLUMNS = (
    ("key", _field("key")),
    ("title", _field("title")),
    ("authors", _authors),
    ("equal contribution", _equal_contribution),
    ("venue", lambda publication, request: venue_name(publication)),
    ("venue acronym", lambda publication, request: venue_acronym(publication)),
    ("year", _field("year")),
    ("kind", _field("kind")),
    ("status", _field("status")),
    ("doi", _field("doi")),
    ("arxiv", _field("arxiv")),
    ("url", lambda publication, request: absolute_url(publication.get_absolute_url(), request)),
    ("note", _field("note")),
)

# A cell a spreadsheet would run as a formula (CSV injection): printed with a leading apostrophe.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _as_text(value):
    return f"'{value}" if isinstance(value, str) and value.startswith(_FORMULA_START) else value


def _line(cells):
    buffer = io.StringIO()
    csv.writer(buffer).writerow(cells)
    return buffer.getvalue()


def csv_row(publication, request=None):
    """One publication's cells, in the order of COLUMNS."""
    return tuple(value(publication, request) for _name, value in COLUMNS)


def csv_line(publication, request=None):
    """One publication's row as CSV text, with its line end, formulas neutralised."""
    return _line(tuple(_as_text(value) for value in csv_row(publication, request)))


@functools.cache
def csv_header():
    """The first line of every CSV download: the columns' names."""
    return _line(tuple(name for name, _value in COLUMNS))


def csv_pieces(publications, request=None):
    """The CSV download of `publications`, the header then a piece per publication: joined, it is to_csv()."""
    yield csv_header()
    for publication in publications:
        yield csv_line(publication, request)


def to_csv(publications, request=None):
    return "".join(csv_pieces(publications, request))
