"""EndNote's tagged format (the `.enw` of EndNote, Google Scholar's "EndNote" link, Refer/BibIX):
records of `%X value` lines, a blank line between records.

Read: %0 (the reference type), %A (each author, "Family, Given"), %E (editors, the authors of an
edited book that names none), %T (title), %J (journal), %B (the book or proceedings a part is in),
%D (the year), %I (the publisher, a thesis's university), %R (the DOI), %U (a URL), %9 (the kind
of thesis or work). A value continues on the following lines until the next tag.
"""

from __future__ import annotations

import re

from . import lazy_re
from .tagged_records import tagged_records, values_by_tag

__all__ = ["looks_like_refer", "refer_entries"]

_TAG_RE = lazy_re.compile(r"^%([0-9A-Z@!#$&()*+^~>])\s(.*)$")
# EndNote's reference types -> BibTeX entry types (EndNote's own names, lower-cased): its tagged
# export's %0 line and its XML's ref-type name (importer.parsers.xml_exports)
ENDNOTE_TYPES = {
    "journal article": "article",
    "electronic article": "article",
    "magazine article": "article",
    "newspaper article": "article",
    "conference proceedings": "inproceedings",
    "conference paper": "inproceedings",
    "book section": "incollection",
    "electronic book section": "incollection",
    "book": "book",
    "edited book": "book",
    "electronic book": "book",
    "thesis": "phdthesis",
    "report": "techreport",
    "patent": "patent",
    "manuscript": "unpublished",
    "unpublished work": "unpublished",
}


def looks_like_refer(text: str) -> bool:
    """A `%0 ` (type) or `%A ` line opens the file, and a `%T ` title line follows."""
    head = text.lstrip("\ufeff \n")[:4000]
    return head.startswith(("%0 ", "%A ", "%T ")) and re.search(r"^%T \S", head, re.M) is not None


def refer_entries(text: str, fields_of, bibtex_name, year_in):
    """(entry type, BibTeX fields, None, where) for each record with a title, the fields made by the
    export reader's own rules (importer.parsers.exports passes importer.parsers.export_fields' `bibtex_fields`,
    `export_name`, `year_in`)."""
    entries = []
    for number, record in enumerate(tagged_records(text, _TAG_RE), 1):
        values = values_by_tag(record)
        first = {tag: found[0] for tag, found in values.items()}
        if not first.get("T"):
            continue
        entry_type = ENDNOTE_TYPES.get(first.get("0", "").strip().lower(), "misc")
        names = values.get("A") or (values.get("E", []) if entry_type == "book" else [])
        doi = re.sub(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", "", first.get("R", ""), flags=re.I)
        fields = fields_of(
            entry_type,
            {
                "title": first["T"],
                "author": [bibtex_name(name) for name in names if name.strip()],
                "container": first.get("J") or first.get("B") or "",
                "year": year_in(first.get("D", "")),
                "doi": doi if doi.startswith("10.") else "",
                "url": first.get("U", ""),
                "volume": first.get("V", ""),
                "number": first.get("N", ""),
                "pages": first.get("P", ""),
                "publisher": first.get("I", "") if entry_type in ("book", "techreport", "phdthesis") else "",
                "abstract": first.get("X", ""),
                "note": first.get("Z", ""),
            },
        )
        entries.append((entry_type, fields, None, f"record {number}"))
    return entries
