"""A document is kept as it was imported without being held whole: a big one in parts, read back byte for byte."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.db import transaction
from django.urls import reverse

from importer import batches, models
from importer.models import SourceDocument
from importer.parsers import bibtex
from importer.parsers.bibtex import BibtexReader
from importer.parsers.records import DocumentError
from importer.services import apply_upload, import_documents
from importer.source import Source, text_of
from importer.tasks import stored_source
from publications.models import Publication

from .test_streaming import lab_bibtex


def big_file(tmp_path, entries=200):
    """A lab's BibTeX with accents and Windows line ends: its bytes must come back as they were."""
    data = lab_bibtex(entries).replace("\n", "\r\n").replace("Part 7}", "Part 7, \u00e9t\u00e9}").encode()
    path = tmp_path / "lab.bib"
    path.write_bytes(data)
    return path, data


def test_a_big_document_is_kept_in_parts_and_comes_back_byte_for_byte(db, tmp_path, monkeypatch, client, lab_admin):
    monkeypatch.setattr(models, "PART_BYTES", 4096)
    monkeypatch.setattr(models, "TEXT_BYTES", 1000)
    path, data = big_file(tmp_path)

    (report,) = import_documents([path]).files

    assert report.status == "imported" and report.publications_created == 200
    document = SourceDocument.objects.get(name="lab.bib")
    assert bytes(document.content) == b"" and document.parts.count() == -(-len(data) // 4096)
    assert b"".join(document.chunks()) == data
    assert data.decode().startswith(document.text) and len(document.text) == 1000  # its start, for the admin
    client.force_login(lab_admin)
    page = client.get(reverse("admin:importer_sourcedocument_change", args=[document.pk])).content.decode()
    download = reverse("admin:importer_sourcedocument_download", args=[document.pk])
    assert download in page
    response = client.get(download)
    assert b"".join(response.streaming_content) == data
    assert response["Content-Disposition"] == 'attachment; filename="lab.bib"'

    (again,) = import_documents([path]).files  # the same file again: recognised by its sha256

    assert again.status == "unchanged" and SourceDocument.objects.count() == 1


def test_a_small_document_is_kept_whole_and_only_a_lab_admin_downloads_it(db, tmp_path, client, member):
    path = tmp_path / "one.bib"
    path.write_bytes(lab_bibtex(5).encode())
    import_documents([path])
    document = SourceDocument.objects.get()
    assert bytes(document.content) == path.read_bytes() and not document.parts.exists()
    assert b"".join(document.chunks()) == path.read_bytes()
    client.force_login(member.user)
    response = client.get(reverse("admin:importer_sourcedocument_download", args=[document.pk]))
    assert response.status_code in (302, 403)


def test_a_file_changed_while_it_was_imported_is_not_kept_half_written(db, tmp_path, monkeypatch):
    monkeypatch.setattr(models, "PART_BYTES", 100)
    path, data = big_file(tmp_path, entries=3)
    source = Source.of_file(path)
    record = SourceDocument(name="lab.bib", sha256=source.sha256())
    path.write_bytes(data.replace(b"Streamed", b"Streaming"))
    with pytest.raises(DocumentError, match="the file changed while it was imported"), transaction.atomic():
        record.store(source)
    assert not SourceDocument.objects.exists() and not models.SourceDocumentPart.objects.exists()


def test_the_start_of_a_document_is_shown_without_a_character_cut_in_two():
    assert text_of("caf\u00e9".encode()[:4], cut=True) == "caf"
    assert text_of("caf\u00e9".encode()) == "caf\u00e9"
    assert text_of(b"caf\xe9") == "caf\u00e9"  # not UTF-8: read as Latin-1


def test_a_file_over_the_limit_is_refused_naming_the_setting_and_only_what_fits_is_kept(db, tmp_path, settings):
    settings.IMPORT_MAX_BYTES = 1000
    path, data = big_file(tmp_path, entries=20)
    (report,) = import_documents([path]).files
    assert report.error == f"the file is {len(data):,} bytes; the limit is 1,000 bytes (LABSITE_IMPORT_MAX_BYTES)"
    assert bytes(SourceDocument.objects.get(status="failed").content) == data[:1000]


@pytest.fixture
def database_queue(settings):
    settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": ["default"]}}


def test_a_big_upload_is_kept_in_parts_and_the_worker_imports_it(
    transactional_db, client, lab_admin, database_queue, settings, monkeypatch, tmp_path
):
    settings.FILE_UPLOAD_MAX_MEMORY_SIZE = 1000  # Django writes the upload to a temporary file
    monkeypatch.setattr(models, "PART_BYTES", 4096)
    monkeypatch.setattr(batches, "WRITE_BATCH", 100)  # streamed, a piece at a time, from the worker's file
    _path, data = big_file(tmp_path, entries=250)
    client.force_login(lab_admin)
    client.post(reverse("admin:importer_sourcedocument_upload"), {"document": SimpleUploadedFile("lab.bib", data)})
    document = SourceDocument.objects.get()
    assert document.status == "queued" and document.parts.count() > 1

    call_command("db_worker", "--batch", "--no-startup-delay", verbosity=0)

    document.refresh_from_db()  # the worker read it and planned it; applying it writes it a batch at a time
    assert document.status == "planned" and not Publication.objects.exists()
    assert sum(i["action"] == "create" for i in document.plan["items"] if i["kind"] == "publication") == 250
    with stored_source(document) as source:
        apply_upload(document, source)
    document.refresh_from_db()
    assert document.status == "imported" and Publication.objects.count() == 250
    assert b"".join(document.chunks()) == data and SourceDocument.objects.count() == 1


def test_a_big_file_read_from_its_path_past_the_memory_limit_is_stopped_and_named(
    transactional_db, tmp_path, settings, monkeypatch
):
    settings.IMPORT_PARSE_MEMORY_BYTES = 200 * 1024 * 1024
    monkeypatch.setattr(batches, "WRITE_BATCH", 100)

    class GreedyAfterThreeHundred(BibtexReader):  # once the owner is settled and parts are written
        def read(self, *args):
            if self.entries_seen >= 300:
                bytearray(2 * 1024**3)  # (in the parse child) far past its budget
            return super().read(*args)

    monkeypatch.setattr(bibtex, "BibtexReader", GreedyAfterThreeHundred)
    path, _data = big_file(tmp_path, entries=450)

    (report,) = import_documents([path]).files

    assert report.status == "failed"
    assert report.error.startswith("reading it needed more than 200 MB of memory; it was stopped; the first ")
    assert 190 <= Publication.objects.count() < 450
