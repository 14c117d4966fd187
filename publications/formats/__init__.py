"""Publications in the formats reference managers read: BibTeX, CSL-JSON, RIS and CSV,
and as a formatted reference (styles.py: ACM, IEEE, APA).

Pure functions of publications fetched with `with_authors()` (or read in order by
publications.printing.printed_in_order, which a whole list's download streams from: `stream`).
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

# Publications per piece sent: few pieces for the server and the page cache to pass on.
PIECE_ROWS = 100


def stream(printed, fmt, request=None):
    """The download of the publications `printed` (in order, with their authors and links:
    publications.printing.printed_in_order) in `fmt`, as an iterator of str pieces."""
    pieces = PIECES[fmt](printed, request)
    while batch := list(islice(pieces, PIECE_ROWS)):
        yield "".join(batch)
