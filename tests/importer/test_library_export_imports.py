"""A reference manager's file imported end to end: the same paper given twice (a second entry
with the journal abbreviated and the DOI in capitals) is stored once, and a title written with TeX
hyphens is written back to BibTeX so that it reads the same again. Fictional records in
tests/importer/fixtures/library_exports."""

from pathlib import Path

from importer.parsers.bibtex import parse_bibtex
from importer.services import import_documents
from publications.formats.bibtex import write_bibtex
from publications.models import Publication

FIXTURES = Path(__file__).parent / "fixtures" / "library_exports"


def test_a_paper_given_twice_in_one_library_is_stored_once(db):
    import_documents([FIXTURES / "zotero_biblatex.bib"])
    coral = Publication.objects.filter(doi__iexact="10.1038/s41467-021-99999-x")
    assert coral.count() == 1
    assert Publication.objects.count() == 4


def test_dashes_and_double_hyphens_survive_a_bibtex_round_trip():
    titles = ["Counts 1990\u20132000", "Flags --verbose and ---quiet", "A pause\u2014then more"]
    entries = [
        {"kind": "journal", "title": t, "year": 2020, "venue_name": "Oikos", "authors": ["Ada Lind"]} for t in titles
    ]
    again = parse_bibtex(write_bibtex(entries), "again.bib").publications
    assert [p.title for p in again] == titles
