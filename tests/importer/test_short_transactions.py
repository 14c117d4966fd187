"""A big document is written in short transactions: members' saves go through during it, a failure keeps what was committed."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.db import OperationalError, connection

from importer import batches, services
from importer.models import SourceDocument
from importer.services import import_documents
from importer.writing.publications import PublicationWriting
from publications.models import Publication

CHILD = Path(__file__).with_name("saves_during_import.py")


def bibtex(count):
    return "\n".join(
        f"@article{{e{n},\n  title = {{A Study of Batched Writes Number {n}}},\n"
        f"  author = {{Ada Abara and Bruno Brennick}},\n  journal = {{Journal of Tests}},\n"
        f"  year = {{{2000 + n % 25}}},\n  doi = {{10.5555/batch.{n}}},\n}}\n"
        for n in range(count)
    )


@pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's one write lock is what this is about")
def test_a_member_saves_during_a_large_import_and_each_save_goes_through(tmp_path):
    count = 2_000  # ten transactions of 200 (saves_during_import.py)
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'site.sqlite3'}", "PYTHONDONTWRITEBYTECODE": "1"}
    bib = tmp_path / "lab.bib"

    def child(what):
        return [sys.executable, str(CHILD), what, str(bib), str(count)]

    subprocess.run(child("setup"), env=env, check=True, timeout=120)
    saver = subprocess.Popen(child("save"), env=env, stdout=subprocess.PIPE, text=True)
    importer = subprocess.run(child("import"), env=env, capture_output=True, text=True, timeout=300)
    out, _ = saver.communicate(timeout=300)

    assert importer.returncode == 0, importer.stderr[-2000:]
    assert f"{count:,} new papers" in importer.stdout
    saves = json.loads(out)
    assert saves["errors"] == []
    # Saves committed while the import was half-way through: its lock was let go between batches.
    assert any(0 < seen < count for seen in saves["seen"]), saves["seen"][:5] + saves["seen"][-5:]


def fail_on_flush(monkeypatch, number):
    """The `number`th batch of publications cannot be written (a full disk, say)."""
    flush, calls = PublicationWriting.flush, []

    def failing(self):
        if self.pending:
            calls.append(1)
            if len(calls) == number:
                raise OperationalError("database or disk is full")
        return flush(self)

    monkeypatch.setattr(PublicationWriting, "flush", failing)


def test_a_failure_half_way_keeps_the_batches_before_it_and_a_rerun_finishes_without_duplicates(
    transactional_db, tmp_path, monkeypatch
):
    monkeypatch.setattr(batches, "WRITE_BATCH", 100)
    path = tmp_path / "papers.bib"
    path.write_text(bibtex(450))
    fail_on_flush(monkeypatch, 3)

    report = import_documents([path])

    (file_report,) = report.files
    assert file_report.status == "failed"
    assert "database or disk is full" in file_report.error
    # Ada Abara, first author of every entry, owns the file: she is written with the first batch and kept too.
    assert "the first 200 of its 450 publications were kept (person ada-abara (created), 200 new, 0 merged" in (
        file_report.error
    )
    assert "Import the file again to add the rest" in file_report.error
    titles = set(Publication.objects.values_list("title", flat=True))
    assert titles == {f"A Study of Batched Writes Number {n}" for n in range(200)}
    assert not SourceDocument.objects.filter(status="imported").exists()  # the document is not done

    monkeypatch.undo()
    again = import_documents([path])

    (file_report,) = again.files
    assert file_report.status == "imported"
    assert (file_report.publications_created, file_report.publications_unchanged) == (250, 200)
    assert Publication.objects.count() == 450
    assert Publication.objects.values("doi").distinct().count() == 450
    assert SourceDocument.objects.filter(name="papers.bib", status="imported").count() == 1


def test_a_failure_in_the_first_batch_keeps_nothing(transactional_db, tmp_path, monkeypatch):
    monkeypatch.setattr(batches, "WRITE_BATCH", 100)
    path = tmp_path / "papers.bib"
    path.write_text(bibtex(250))
    fail_on_flush(monkeypatch, 1)

    (file_report,) = import_documents([path]).files

    assert file_report.status == "failed"
    assert file_report.error.endswith("person ada-abara (created) was kept, no publication")  # the file's owner
    assert Publication.objects.count() == 0


@pytest.mark.parametrize("option", ["strict", "dry_run"])
def test_strict_and_dry_runs_stay_all_or_nothing(transactional_db, tmp_path, monkeypatch, option):
    monkeypatch.setattr(batches, "WRITE_BATCH", 100)
    monkeypatch.setattr("importer.writing.publications.FLUSH_EVERY", 100)  # three flushes in its one transaction
    path = tmp_path / "papers.bib"
    path.write_text(bibtex(250))
    fail_on_flush(monkeypatch, 3)

    try:
        import_documents([path], **{option: True})
    except services.ImportFailed:
        pass

    assert Publication.objects.count() == 0


@pytest.mark.django_db(transaction=True)
def test_a_transaction_that_held_the_database_long_makes_the_next_parts_smaller(monkeypatch):
    monkeypatch.setattr(batches, "WRITE_BATCH", 100)
    monkeypatch.setattr(batches, "SMALLEST_BATCH", 10)
    monkeypatch.setattr(batches, "LOCK_SECONDS", 0.5)
    monkeypatch.setattr(batches, "PAUSE", 0)
    paced = batches._Paced()
    parts = batches._resized([list(range(150)), list(range(400))], paced)
    sizes = []
    for hold in (2.4, 2.4, 0, 0):  # a busy machine (held just under 2.5 s), then an idle one
        sizes.append(len(next(parts)))
        with paced():
            time.sleep(hold)
    assert sizes == [100, 20, 10, 20]  # 100 x 0.5 / 2.4x s, then at least 10, then the first piece's last 20
    assert len(next(parts)) == 100
