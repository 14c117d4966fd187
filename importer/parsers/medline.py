"""PubMed's MEDLINE format (the `.nbib` a "Send to: Citation manager" gives, `PMID- ` records).

Each record is tag lines (`TI  - `, a four-character tag padded with spaces, then "- ") whose
values continue on lines indented by six spaces; a blank line ends a record. Read: FAU (the full
"Family, Given" name; AU's "Family Initials" when a record has no FAU) and CN (a group author) in
their order, TI (brackets round a translated title dropped), JT (else TA; BTI for a book chapter), DP
(the year), AID/LID "... [doi]", PT (the publication type), PHST/PST are not needed.
"""

from __future__ import annotations

import re

from .tagged_records import tagged_records, values_by_tag

__all__ = ["looks_like_medline", "medline_entries"]

_TAG_RE = re.compile(r"^([A-Z][A-Z0-9]{1,3})\s*- ?(.*)$")
_CONTINUATION = " " * 6
# PubMed's publication types -> BibTeX entry types. A record names several ("Review", "Book Chapter"):
# the first in this table's order wins, so a chapter that reviews is a chapter.
_TYPES = {
    "book chapter": "incollection",
    "book": "book",
    "preprint": "preprint",
    "congress": "inproceedings",
    "journal article": "article",
    "review": "article",
    "letter": "article",
    "editorial": "article",
    "comment": "article",
}


def looks_like_medline(text: str) -> bool:
    """A `PMID- ` line opens the file (after blank lines) and a `TI  - ` line follows."""
    head = text.lstrip("\ufeff \n")[:4000]
    return head.startswith("PMID-") and re.search(r"^TI  - \S", head, re.M) is not None


def _title(value: str) -> str:
    """A title without its closing period, nor the brackets MEDLINE puts round an English translation of one."""
    title = value.strip().rstrip(".")
    if title.startswith("[") and title.endswith("]") and title.count("[") == 1:
        title = title[1:-1].rstrip(".")
    return title


# What NLM adds to a journal's title (JT): a place that tells same-named journals apart, "Lancet (London,
# England)", and the subtitle after " : ", "Malawi medical journal : the journal of Medical Association of Malawi".
_JOURNAL_ADDITIONS_RE = re.compile(r"\s+:\s.*$|\s*\([^()]*\)\s*$")


def _journal(value: str) -> str:
    return _JOURNAL_ADDITIONS_RE.sub("", value.strip()).strip() or value.strip()


def medline_entries(text: str, fields_of, bibtex_name, year_in):
    """(entry type, BibTeX fields, None, where) for each record with a title, the fields made by the
    export reader's own rules (importer.parsers.exports passes importer.parsers.export_fields' `bibtex_fields`,
    `export_name`, `year_in`)."""
    entries = []
    for number, record in enumerate(tagged_records(text, _TAG_RE, _CONTINUATION), 1):
        values = values_by_tag(record)
        if not values.get("TI"):
            continue
        types = [t.lower() for t in values.get("PT", [])]
        entry_type = next((entry for name, entry in _TYPES.items() if name in types), "article")
        # FAU (else AU) names in order, with a group author (CN) where the record lists it among them
        person_tag = "FAU" if values.get("FAU") else "AU"
        # ("PULMO-OMICS Investigators" has no comma nor initials: the name reader keeps it whole)
        names = [value for tag, value in record if tag in (person_tag, "CN")]
        doi = next(
            (v.rsplit(" ", 1)[0] for v in values.get("AID", []) + values.get("LID", []) if v.endswith("[doi]")), ""
        )
        fields = fields_of(
            entry_type,
            {
                "title": _title(values["TI"][0]),
                "author": [bibtex_name(name) for name in names if name.strip()],
                "container": _journal((values.get("JT") or values.get("TA") or values.get("BTI") or [""])[0]),
                "publisher": (values.get("PB") or [""])[0] if entry_type == "book" else "",
                "year": year_in((values.get("DP") or [""])[0]),
                "doi": doi,
                "volume": (values.get("VI") or [""])[0],
                "number": (values.get("IP") or [""])[0],
                "pages": (values.get("PG") or [""])[0],
                "abstract": (values.get("AB") or [""])[0],
            },
        )
        pmid = (values.get("PMID") or [""])[0]
        entries.append((entry_type, fields, None, f"record {number}" + (f" (PMID {pmid})" if pmid else "")))
    return entries
