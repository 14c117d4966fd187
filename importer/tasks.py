"""The importer's background work: a document uploaded in the admin is imported by the worker.

`manage.py db_worker` runs the queue (django-tasks' database backend; `make demo`
starts one). The upload only stores the document and queues this task, so the
request returns at once; the document's status and report show the progress.
"""

import contextlib
import tempfile

from django.db import transaction
from django_tasks import task

from people.models import Person

from .models import SourceDocument
from .source import Source

QUEUED, IMPORTING = "queued", "importing"


@task()
def import_uploaded_document(document_id, person_id=None):
    """Import the uploaded SourceDocument `document_id`; returns its report's summary."""
    from .services import import_upload  # imported here: the parsers cost every process's start 0.3 s

    document = SourceDocument.objects.filter(pk=document_id).first()
    if document is None:
        return f"document {document_id} was deleted before it was imported"
    person = Person.objects.filter(pk=person_id).first() if person_id else None
    document.status, document.report = IMPORTING, f"{document.name}: reading and importing…"
    document.save(update_fields=["status", "report"])
    with stored_source(document) as source:
        file_report, _ = import_upload(document.name, source, person=person, document=document)
    return file_report.summary()


@contextlib.contextmanager
def stored_source(document):
    """The stored document as a Source: its bytes when small, else a temporary file written a part at a time."""
    if document.content or not document.parts.exists():
        yield Source(bytes(document.content))
        return
    with tempfile.NamedTemporaryFile(prefix="labsite-import-", suffix=".upload") as file:
        for chunk in document.chunks():
            file.write(chunk)
        file.flush()
        yield Source(path=file.name)


def queue_upload(name, upload, *, person=None):
    """Keep the uploaded document and queue its import; returns the SourceDocument (status "queued").

    `upload`: a Django UploadedFile (a big one is read from its temporary file a chunk at a time) or bytes.
    """
    source = Source.of_upload(upload)
    document = SourceDocument(
        name=name,
        sha256=source.sha256(),
        person=person,
        status=QUEUED,
        report=f"{name}: waiting for the import worker (manage.py db_worker)…",
    )
    with transaction.atomic():
        document.store(source)
    try:
        import_uploaded_document.enqueue(document.pk, person.pk if person else None)
    except Exception as err:  # the queue itself is unreachable: say so on the document
        document.refresh_from_db()
        if document.status == QUEUED:
            document.status, document.report = "failed", f"{name}: FAILED: could not be queued ({type(err).__name__})"
            document.save(update_fields=["status", "report"])
    document.refresh_from_db()
    return document
