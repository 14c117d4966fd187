"""PubMed's CSV export ("Save" > "CSV" on a search's results): one record a row.

Columns: `PMID`, `Title` (ending in "."), `Authors` in Vancouver form ("Lind PJ, Roy B; Example
Consortium." - a comma between people, a semicolon before a group author, a closing period),
`Citation`, `First Author`, `Journal/Book` (the journal's abbreviation or a book's title),
`Publication Year`, `Create Date`, `PMCID`, `NIHMS ID`, `DOI`. PubMed names no publication
type here: a row is a journal article, or a preprint when its venue is a preprint server
(the BibTeX reader's venue rule decides that, as for every export).
"""

from __future__ import annotations

import csv
import io
import re

from .export_fields import bare_doi, export_entry, export_name, year_in
from .records import DocumentError

__all__ = ["looks_like_pubmed_csv", "pubmed_csv_entries"]

_COLUMNS = {"pmid", "title", "authors", "journal/book"}  # "Publication Year" (or "Year" in older exports)


def looks_like_pubmed_csv(columns: set[str]) -> bool:
    """The header (lower-cased column names) of a PubMed CSV export."""
    return _COLUMNS <= columns


def _names(text: str) -> list[str]:
    """ "Lind PJ, Roy B; Example Consortium." -> ["Lind PJ", "Roy B", "Example Consortium"]."""
    return [name.strip(" .") for name in re.split(r"[,;]", text) if name.strip(" .")]


def _title(text: str) -> str:
    """A title without its closing period, nor the brackets PubMed puts round an English translation of one."""
    title = text.strip().rstrip(".")
    if title.startswith("[") and title.endswith("]") and title.count("[") == 1:
        title = title[1:-1].rstrip(".")
    return title


def pubmed_csv_entries(text: str, warnings: list[str]):
    """(entry type, BibTeX fields, None, where) for each row with a title; a row without one is named in `warnings`."""
    entries = []
    try:
        for number, raw in enumerate(csv.DictReader(io.StringIO(text.lstrip("\ufeff"))), 2):
            row = {
                k.strip().lower(): (v or "").strip()
                for k, v in raw.items()
                if isinstance(k, str) and isinstance(v, str)
            }
            pmid = row.get("pmid", "")
            where = f"row {number}" + (f" (PMID {pmid})" if pmid else "")
            if not _title(row.get("title", "")):
                if any(row.values()):
                    warnings.append(f"{where} has no title; skipped")
                continue
            entries.append(
                export_entry(
                    "article",
                    where,
                    title=_title(row["title"]),
                    author=[export_name(name) for name in _names(row.get("authors", ""))],
                    container=row.get("journal/book", ""),
                    year=year_in(row.get("publication year")) or year_in(row.get("citation")),
                    doi=bare_doi(row.get("doi")),
                )
            )
    except csv.Error as err:
        raise DocumentError(f"the CSV cannot be read: {err}") from None
    return entries
