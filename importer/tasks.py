"""The importer's background work: a document uploaded in the admin is imported by the worker.

`manage.py db_worker` runs the queue (django-tasks' database backend; `make demo`
starts one). The upload only stores the document and queues this task, so the
request returns at once; the document's status and report show the progress.

A worker killed in the middle of an import (a deploy, an out-of-memory kill) leaves its
document "importing" and its task row RUNNING: the next import task, and the document's
admin page, find such documents of a process that no longer runs and mark them failed,
saying so (`fail_interrupted_imports`).
"""

import contextlib

from django.db import transaction
from django.utils import timezone
from django_tasks import task
from django_tasks_db.models import DBTaskResult

from people.models import Person

from .archives import BUNDLE, listing
from .models import SourceDocument
from .processes import is_running, scratch_file, sweep_scratch, this_process
from .source import Source
from .statuses import FAILED, IMPORTED, IMPORTING, QUEUED

# True of an interrupted upload: the worker writes nothing but its plan (importer.review), a document
# is written in transactions that each keep what they wrote whole, and a paper or record imported
# again merges into the one already there (importer.matching, importer.writing).
INTERRUPTED = "The import was interrupted; run it again: nothing was saved twice."


class ImportInterrupted(Exception):
    """What a task row left RUNNING by a dead worker is failed with."""


@task()
def import_uploaded_document(document_id, person_id=None):
    """Import the uploaded SourceDocument `document_id`; returns its report's summary."""
    from .services import import_upload  # imported here: loading the parsers would slow every process's start

    fail_interrupted_imports()
    sweep_scratch()  # the temporary files of a worker killed before it could remove them
    document = SourceDocument.objects.filter(pk=document_id).first()
    if document is None:
        return f"document {document_id} was deleted before it was imported"
    person = Person.objects.filter(pk=person_id).first() if person_id else None
    document.status, document.report = IMPORTING, f"{document.name}: reading…"
    document.worker = this_process()
    document.save(update_fields=["status", "report", "worker"])
    try:
        with stored_source(document) as source:
            if document.format == BUNDLE:  # several files, or a zip: read as the command reads a folder
                from .bundles import plan_bundle

                plan_bundle(document, source, person=person)
                return document.report.splitlines()[0]
            file_report, _ = import_upload(document.name, source, person=person, document=document)
    except BaseException as err:  # a bug, or the worker told to stop at once (SystemExit): not "importing" forever
        reason = (
            INTERRUPTED
            if not isinstance(err, Exception)
            else f"not imported: it could not be read ({type(err).__name__})"
        )
        _fail(document, f"{document.name}: {reason}")
        raise
    return file_report.summary()


def _fail(document, report):
    """Mark `document` failed with `report`, if it is still importing (a race with its own end is lost quietly)."""
    SourceDocument.objects.filter(pk=document.pk, status=IMPORTING).update(
        status=FAILED, report=report, imported_at=timezone.now()
    )


def fail_interrupted_imports():
    """Mark failed, saying so, the documents left "importing" by a worker process that no longer runs,
    and their task rows left RUNNING; returns those documents.

    Only a process of this host can be told dead (importer.processes): an import by another
    host's worker is left as it is.
    """
    importing = SourceDocument.objects.filter(status=IMPORTING).only("pk", "name", "worker")
    interrupted = [document for document in importing if is_running(document.worker) is False]
    for document in interrupted:
        _fail(document, f"{document.name}: {INTERRUPTED}")
    if interrupted:
        ids = {document.pk for document in interrupted}
        rows = DBTaskResult.objects.running().filter(task_path=import_uploaded_document.module_path)
        for row in rows:
            if (row.args_kwargs.get("args") or [None])[0] in ids:
                row.set_failed(ImportInterrupted(INTERRUPTED))
    return interrupted


@contextlib.contextmanager
def stored_source(document):
    """The stored document as a Source: its bytes when small, else a temporary file written a part at a time."""
    if document.content or not document.parts.exists():
        yield Source(bytes(document.content))
        return
    with scratch_file(suffix=".upload") as file:  # removed by the next worker if this one is killed
        for chunk in document.chunks():
            file.write(chunk)
        file.flush()
        yield Source(path=file.name)


def queue_upload(name, upload, *, person=None, bundle=False):
    """Keep the uploaded document and queue its import; returns the SourceDocument (status "queued").

    A document whose bytes were imported before (for the same person) is not kept again: the earlier
    record is returned, status "imported".

    `upload`: a Django UploadedFile (a big one is read from its temporary file a chunk at a time),
    bytes or a Source. `bundle`: it is a zip of files to import (importer.bundles), not one document.
    """
    source = upload if isinstance(upload, Source) else Source.of_upload(upload)
    digest = source.sha256()
    same = SourceDocument.objects.filter(sha256=digest, status=IMPORTED).order_by("-imported_at").first()
    if same is not None and (person is None or same.person_id == person.pk):
        return same  # the same bytes were imported before: nothing to read, plan or write again
    document = SourceDocument(
        name=name,
        sha256=digest,
        person=person,
        status=QUEUED,
        report=f"{name}: waiting to be read; this takes a minute.",
        format=BUNDLE if bundle else "",
    )
    with transaction.atomic():
        document.store(source)
        if bundle:  # its text is the list of its files: a zip's bytes are no text to show
            document.text = listing(source.to_parse())
            document.save(update_fields=["text"])
    try:
        import_uploaded_document.enqueue(document.pk, person.pk if person else None)
    except Exception as err:  # the queue itself is unreachable: say so on the document
        document.refresh_from_db()
        if document.status == QUEUED:
            document.status, document.report = (
                FAILED,
                f"{name}: not imported: it could not be queued ({type(err).__name__})",
            )
            document.save(update_fields=["status", "report"])
    document.refresh_from_db()
    return document
