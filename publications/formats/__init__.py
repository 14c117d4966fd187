"""Publications in the formats reference managers read: BibTeX, CSL-JSON, RIS and CSV,
and as a formatted reference (styles.py: ACM, IEEE, APA).

Every writer takes publications fetched with `with_authors()`, so an export costs
the same few queries whatever its length.
"""

from .bibtex import to_bibtex
from .csl import to_csl_json
from .csv import to_csv
from .ris import to_ris

# format -> (content type, file extension)
FORMATS = {
    "bib": ("application/x-bibtex; charset=utf-8", "bib"),
    "json": ("application/vnd.citationstyles.csl+json; charset=utf-8", "json"),
    "ris": ("application/x-research-info-systems; charset=utf-8", "ris"),
    "csv": ("text/csv; charset=utf-8", "csv"),
}
FORMAT_LABELS = {"bib": "BibTeX", "json": "CSL-JSON", "ris": "RIS", "csv": "CSV"}

WRITERS = {"bib": to_bibtex, "json": to_csl_json, "ris": to_ris, "csv": to_csv}
