"""A document over the size limit is refused with exact figures: one byte over is not "5 MB; the limit is 5 MB"."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from importer.parsers.records import DocumentError
from importer.services import check_size, import_documents

FIVE_MB = 5 * 1024 * 1024


def test_one_byte_over_is_told_in_bytes(settings):
    settings.IMPORT_MAX_BYTES = FIVE_MB
    with pytest.raises(DocumentError) as refused:
        check_size(FIVE_MB + 1)
    assert str(refused.value) == (
        "the file is 5,242,881 bytes; the limit is 5,242,880 bytes (LABSITE_IMPORT_MAX_BYTES)"
    )


def test_a_file_at_the_limit_passes(settings):
    settings.IMPORT_MAX_BYTES = FIVE_MB
    check_size(FIVE_MB)


def test_the_command_reports_the_exact_size(db, tmp_path, settings):
    settings.IMPORT_MAX_BYTES = 2048
    big = tmp_path / "big.bib"
    big.write_bytes(b"%" * 2049)
    (refused,) = import_documents([big]).files
    assert refused.status == "failed"
    assert refused.error == "the file is 2,049 bytes; the limit is 2,048 bytes (LABSITE_IMPORT_MAX_BYTES)"


def test_the_admin_upload_reports_the_exact_size(client, lab_admin, settings):
    settings.IMPORT_MAX_BYTES = 2048
    client.force_login(lab_admin)
    response = client.post(
        reverse("admin:importer_sourcedocument_upload"), {"document": SimpleUploadedFile("big.bib", b"%" * 2049)}
    )
    assert response.status_code == 200
    assert "big.bib: the file is 2,049 bytes; the limit is 2 KB." in response.content.decode()
