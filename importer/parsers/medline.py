"""PubMed's MEDLINE format (the `.nbib` a "Send to: Citation manager" gives, `PMID- ` records), and
Ovid's exports of Embase, MEDLINE and PsycINFO in the same tags.

Each record is tag lines (`TI  - `, a four-character tag padded with spaces, then "- ") whose
values continue on lines indented by six spaces; a blank line ends a record. Read: FAU (the full
"Family, Given" name; AU's "Family Initials" when a record has no FAU) and CN (a group author) in
their order, TI (brackets round a translated title dropped), JT (else TA; BTI for a book chapter), DP
(the year), AID/LID "... [doi]", PT (the publication type), PHST/PST are not needed.

Ovid numbers its records (`<12. >` opens each), writes full names in FA (else AU "Behan L."), the
journal in JN (else first in SO, "BMC Proceedings. Conference: ... 2018."), the year in YR, the DOI
as a link in DO, and lets an abstract's paragraphs go on over unindented lines.
"""

from __future__ import annotations

import re

from . import lazy_re
from .tagged_records import tagged_records, values_by_tag

__all__ = ["looks_like_medline", "medline_entries"]

_TAG_RE = lazy_re.compile(r"^([A-Z][A-Z0-9]{1,3})\s*- ?(.*)$")
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


# Ovid's record number line, "<3001. >", and the tags Ovid has for what MEDLINE calls otherwise
_OVID_RECORD_RE = lazy_re.compile(r"^<\d+\.\s*>[ \t\r]*$", re.M)
_TYPES_OVID = {"conference abstract": "inproceedings", "conference paper": "inproceedings", "chapter": "incollection"}


def looks_like_medline(text: str) -> bool:
    """A `PMID- ` line (or Ovid's `<1. >`) opens the file (after blank lines) and a `TI  - ` line follows."""
    head = text.lstrip("\ufeff \r\n")[:4000]
    opened = head.startswith("PMID-") or _OVID_RECORD_RE.match(head) is not None
    return opened and re.search(r"^TI  - \S", head, re.M) is not None


def _title(value: str) -> str:
    """A title without its closing period, nor the brackets MEDLINE puts round an English translation of one."""
    title = value.strip().rstrip(".")
    if title.startswith("[") and title.endswith("]") and title.count("[") == 1:
        title = title[1:-1].rstrip(".")
    return title


# What NLM adds to a journal's title (JT): a place that tells same-named journals apart, "Lancet (London,
# England)", and the subtitle after " : ", "Malawi medical journal : the journal of Medical Association of Malawi".
_JOURNAL_ADDITIONS_RE = lazy_re.compile(r"\s+:\s.*$|\s*\([^()]*\)\s*$")


# Words NLM's sentence-case journal titles keep small inside a title-cased name
_SMALL_WORDS = frozenset("a an and at by de del der des di du e et for fur für in la le of on the to und y".split())


def _journal(value: str) -> str:
    """JT without NLM's additions, in title case: NLM writes it in sentence case ("Gynecologic oncology",
    "The New England journal of medicine"), sites and CVs in title case. A word with a capital in it
    ("eLife", "mBio", "PloS", "BMJ") is kept as it is."""
    name = _JOURNAL_ADDITIONS_RE.sub("", value.strip()).strip() or value.strip()
    words = []
    for index, word in enumerate(name.split(" ")):
        core = word.strip(".,:;()")
        if core.replace("-", "").isalpha() and core.islower() and not (index and core in _SMALL_WORDS):
            word = "-".join(part[:1].upper() + part[1:] for part in word.split("-"))
        words.append(word)
    return " ".join(words)


def _source_journal(source: str) -> str:
    """The journal an Ovid source line opens with: "BMC Proceedings. Conference: ... 2018." -> "BMC Proceedings"."""
    return re.split(r"\.\s|\.$|\s\d", source.strip(), maxsplit=1)[0].strip()


def medline_entries(text: str, fields_of, bibtex_name, year_in, warnings: list[str] | None = None):
    """(entry type, BibTeX fields, None, where) for each record with a title, the fields made by the
    export reader's own rules (importer.parsers.exports passes importer.parsers.export_fields' `bibtex_fields`,
    `export_name`, `year_in`). A whole book (PubMed's Bookshelf) has its title in BTI; a record with no
    title at all is named in `warnings`."""
    entries = []
    ovid = _OVID_RECORD_RE.match(text.lstrip("\ufeff \r\n")) is not None
    if ovid:  # each "<N. >" line ends the record before it, as a blank line does
        text = _OVID_RECORD_RE.sub("", text)
    for number, record in enumerate(tagged_records(text, _TAG_RE, "" if ovid else _CONTINUATION), 1):
        values = values_by_tag(record)
        types = [t.lower() for t in values.get("PT", [])]
        pmid = (values.get("PMID") or [""])[0]
        where = f"record {number}" + (f" (PMID {pmid})" if pmid else "")
        title = (values.get("TI") or (values.get("BTI") if "book" in types else None) or [""])[0]
        if not title.strip():
            if warnings is not None and values:
                warnings.append(f"{where} has no title; skipped")
            continue
        entry_type = next((entry for name, entry in {**_TYPES_OVID, **_TYPES}.items() if name in types), "article")
        # FAU (Ovid's FA; else AU) names in order, with a group author (CN) where the record lists it among them
        person_tag = next((tag for tag in ("FAU", "FA") if values.get(tag)), "AU")
        # ("PULMO-OMICS Investigators" has no comma nor initials: the name reader keeps it whole)
        names = [value for tag, value in record if tag in (person_tag, "CN")]
        doi = next(
            (v.rsplit(" ", 1)[0] for v in values.get("AID", []) + values.get("LID", []) if v.endswith("[doi]")), ""
        )
        fields = fields_of(
            entry_type,
            {
                "title": _title(title),
                "author": [bibtex_name(name) for name in names if name.strip()],
                "container": _journal(
                    (
                        values.get("JT")
                        or values.get("JN")
                        or values.get("TA")
                        or values.get("TI")
                        and values.get("BTI")
                        or [""]
                    )[0]
                )
                or _source_journal((values.get("SO") or [""])[0]),
                "publisher": (values.get("PB") or [""])[0] if entry_type == "book" else "",
                "year": year_in((values.get("DP") or values.get("YR") or values.get("SO") or [""])[0]),
                "doi": doi or (values.get("DO") or [""])[0],
                "volume": (values.get("VI") or [""])[0],
                "number": (values.get("IP") or [""])[0],
                "pages": (values.get("PG") or [""])[0],
                "abstract": (values.get("AB") or [""])[0],
            },
        )
        entries.append((entry_type, fields, None, where))
    return entries
