"""The importer's background work: a document uploaded in the admin is imported by the worker.

`manage.py db_worker` runs the queue (django-tasks' database backend; `make demo`
starts one). The upload only stores the document and queues this task, so the
request returns at once; the document's status and report show the progress.
"""

import hashlib

from django_tasks import task

from people.models import Person

from .models import SourceDocument
from .services import import_upload, text_of

QUEUED, IMPORTING = "queued", "importing"


@task()
def import_uploaded_document(document_id, person_id=None):
    """Import the uploaded SourceDocument `document_id`; returns its report's summary."""
    document = SourceDocument.objects.filter(pk=document_id).first()
    if document is None:
        return f"document {document_id} was deleted before it was imported"
    person = Person.objects.filter(pk=person_id).first() if person_id else None
    document.status, document.report = IMPORTING, f"{document.name}: reading and importing…"
    document.save(update_fields=["status", "report"])
    file_report, _ = import_upload(document.name, bytes(document.content), person=person, document=document)
    return file_report.summary()


def queue_upload(name, data, *, person=None):
    """Keep the uploaded document and queue its import; returns the SourceDocument (status "queued")."""
    document = SourceDocument.objects.create(
        name=name,
        sha256=hashlib.sha256(data).hexdigest(),
        content=data,
        text=text_of(data)[:200_000],
        person=person,
        status=QUEUED,
        report=f"{name}: waiting for the import worker (manage.py db_worker)…",
    )
    try:
        import_uploaded_document.enqueue(document.pk, person.pk if person else None)
    except Exception as err:  # the queue itself is unreachable: say so on the document
        document.refresh_from_db()
        if document.status == QUEUED:
            document.status, document.report = "failed", f"{name}: FAILED: could not be queued ({type(err).__name__})"
            document.save(update_fields=["status", "report"])
    document.refresh_from_db()
    return document
