"""Publications in the formats reference managers read: BibTeX, CSL-JSON, RIS and CSV,
and as a formatted reference (styles.py: ACM, IEEE, APA).

Pure functions of publications fetched with `with_authors()` (or `printed_in_chunks()`): an export
costs one query whatever its length, read a chunk of rows at a time, and a whole list streams (`stream`).
"""

from itertools import islice

from .bibtex import bibtex_pieces, to_bibtex
from .csl import csl_json_pieces, to_csl_json
from .csv import csv_pieces, to_csv
from .ris import ris_pieces, to_ris

# format -> (content type, file extension)
FORMATS = {
    "bib": ("application/x-bibtex; charset=utf-8", "bib"),
    "json": ("application/vnd.citationstyles.csl+json; charset=utf-8", "json"),
    "ris": ("application/x-research-info-systems; charset=utf-8", "ris"),
    "csv": ("text/csv; charset=utf-8", "csv"),
}
FORMAT_LABELS = {"bib": "BibTeX", "json": "CSL-JSON", "ris": "RIS", "csv": "CSV"}

WRITERS = {"bib": to_bibtex, "json": to_csl_json, "ris": to_ris, "csv": to_csv}
# The same texts a piece per publication: joined, a format's pieces are its writer's text.
PIECES = {"bib": bibtex_pieces, "json": csl_json_pieces, "ris": ris_pieces, "csv": csv_pieces}

# Rows read at a time, with their authors and links, from the download's one query: memory stays
# bounded at any length.
CHUNK_ROWS = 2000
# Publications per piece sent: few pieces for the server and the page cache to pass on.
PIECE_ROWS = 100


def stream(publications, fmt, request=None):
    """The download of the queryset `publications` in `fmt`, in its order, as an iterator of str pieces."""
    pieces = PIECES[fmt](publications.printed_in_chunks(CHUNK_ROWS), request)
    while batch := list(islice(pieces, PIECE_ROWS)):
        yield "".join(batch)
