"""A big BibTeX file is written while it is read: same result as a whole read; a parse stopped half-way keeps what was written."""

import time

from importer import batches
from importer.exchange import export_site
from importer.parsers import bibtex
from importer.parsers.bibtex import BibtexReader
from importer.services import import_documents
from people.models import Person
from publications.models import Publication, Venue

SURNAMES = "Brennick Castillo Dube Eklund Farouk Gallo Haddad Ivanova Jensen Kowal Lund Moreau Novak Okoro".split()
SURNAMES += "Price Quinn Rossi Sato Tan Ueda Vogel Wong".split()


def lab_bibtex(count):
    """A lab's file: a macro, accents, a member among the authors of a third of its entries, no owner."""
    entries = ['@string{tj = "Transactions of Tests"}\n']
    for n in range(count):
        member = "Ada Abara and " if n % 3 == 0 else ""
        entries.append(
            f"@article{{p{n},\n  title = {{On Streamed Reading, Part {n}}},\n"
            f"  author = {{{member}B{{\\'e}}la {SURNAMES[n % 9]} and Cy {SURNAMES[9 + n % 13]}}},\n"
            f"  journal = tj,\n  year = {{{2000 + n % 25}}},\n  doi = {{10.5555/stream.{n}}},\n}}\n"
        )
    entries.append(entries[3].replace("@article{p2,", "@article{p2,"))  # the same entry again: a duplicate key
    return "\n".join(entries)


def site_without_dates():
    site = export_site()
    site.pop("exported_at", None)
    return site


def test_a_big_file_read_while_written_gives_the_site_a_whole_read_gives(transactional_db, tmp_path, monkeypatch):
    monkeypatch.setattr(batches, "WRITE_BATCH", 100)
    path = tmp_path / "lab.bib"
    path.write_text(lab_bibtex(450))
    Person.objects.create(name="Ada Abara", slug="ada-abara")

    (streamed,) = import_documents([path]).files
    after_streaming = site_without_dates()
    Publication.objects.all().delete()
    Venue.objects.all().delete()
    (whole,) = import_documents([path], strict=True).files  # one transaction: read whole, then written

    assert streamed.status == whole.status == "imported"
    assert streamed.summary() == whole.summary()
    assert (streamed.publications_created, streamed.members_linked) == (450, 150)
    assert any("duplicate key" in w for w in streamed.warnings)
    assert site_without_dates() == after_streaming


def test_a_read_stopped_half_way_keeps_the_batches_written_and_says_so(
    transactional_db, tmp_path, monkeypatch, settings
):
    monkeypatch.setattr(batches, "WRITE_BATCH", 100)
    settings.IMPORT_PARSE_SECONDS = 2

    class SlowAfterTwoPieces(BibtexReader):
        def read(self, *args):
            if self.entries_seen >= 300:
                time.sleep(4)  # (in the parse child) a third piece far slower than the first ones
            return super().read(*args)

    monkeypatch.setattr(bibtex, "BibtexReader", SlowAfterTwoPieces)
    path = tmp_path / "lab.bib"
    path.write_text(lab_bibtex(450))

    (file_report,) = import_documents([path]).files

    assert file_report.status == "failed"
    assert file_report.error.startswith("reading it took longer than 2 s; it was stopped; the first ")
    kept = Publication.objects.count()
    assert 290 <= kept < 450  # the pieces read in time (100 blocks each), written while the rest was read
    assert f"the first {kept:,} publications were kept ({kept} new" in file_report.error
    assert "Import the file again to add the rest" in file_report.error
