"""A big document written in short transactions, so an import never holds the database for long.

A document of more than WRITE_BATCH publications, imported outside a --strict or --dry-run
run's one transaction, is written as (a big BibTeX file while it is read: importer.streaming):
its person (one transaction), its publications WRITE_BATCH at a time (one transaction each),
then its SourceDocument record and report (the last). On SQLite a member's save waits for
one batch at most, not for the file; and a batch that held the database longer than
LOCK_SECONDS (a busy machine: 1,000 papers took 10 s under load) makes the next ones
smaller, so that wait stays about LOCK_SECONDS on any machine.

Between two batches the importer decides who the next batch's authors are, holding no lock,
and pauses for at least PAUSE seconds: SQLite lets a waiting writer in only when its busy
handler next retries (every 0.1 s at most), so a gap shorter than that could be missed.

A failure half-way keeps the transactions committed before it and nothing of the failed
one; the file's report says how many publications were kept. Importing the file again
finishes the job: a paper already there is recognised by its DOI or title and merged, not
added twice.
"""

import contextlib
import logging
import time

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from importer.parsers.records import DocumentError

from .models import SourceDocument
from .statuses import FAILED, IMPORTED

logger = logging.getLogger(__name__)

WRITE_BATCH = 1000  # publications per transaction, at most
SMALLEST_BATCH = 50  # ... and at least
LOCK_SECONDS = 1.0  # how long a transaction of a document should hold the database, about
PAUSE = 0.1  # seconds at least between two transactions of one document


def writes_in_batches(parsed):
    """A document of more than WRITE_BATCH publications, outside a --strict or --dry-run run's transaction."""
    return (
        len(parsed.publications) > WRITE_BATCH
        and parsed.format != "labsite-export"  # a site export is loaded whole: people, papers and links together
        and not transaction.get_connection().in_atomic_block
    )


def write_in_batches(importer, writer, source, *, streamed=None, document=None, folder=None):
    """Write `writer`'s document in short transactions; returns its FileReport (failed: what was kept).

    `source`: the document's bytes (importer.source.Source), kept with its record in the last transaction.
    `streamed`: a StreamedDocument (importer.streaming), whose pieces are written as they are read.
    """
    file_report = writer.report
    kept = Kept(importer, file_report, written=0, person=False)
    if streamed is None:
        publications = writer.parsed.publications
        pieces = (publications[start : start + WRITE_BATCH] for start in range(0, len(publications), WRITE_BATCH))
    else:
        pieces = streamed.pieces()
    try:
        paced = _Paced()
        batches = writer.write_in_batches(_resized(pieces, paced), paced)
        for written in batches:
            kept = Kept(importer, file_report, written=written, person=writer.person is not None)
        with transaction.atomic():
            digest = source.sha256()
            previous = SourceDocument.objects.filter(sha256=digest, status=IMPORTED).first()
            importer._finish(writer, source, digest, previous, document=document, folder=folder)
        return file_report
    except Exception as err:
        if not isinstance(err, DocumentError):  # a bug or a database limit: logged; the other files go on
            logger.error("importing %s failed", writer.source, exc_info=settings.DEBUG)
        kept.restore(importer, file_report)
        importer._rebuild_indexes()
        if streamed is not None:
            streamed.messages.close()  # the rest of the file is not read: its child is stopped
        reason = str(err) if isinstance(err, DocumentError) else f"could not be written ({type(err).__name__}: {err})"
        total = len(writer.parsed.publications) if streamed is None else streamed.total
        file_report.status, file_report.error = FAILED, kept.what_was_kept(reason, total)
        if document is not None:  # an upload: its own record says what became of it
            document.status, document.report, document.imported_at = FAILED, file_report.summary(), timezone.now()
            document.save(update_fields=["status", "report", "imported_at"])
        return file_report


class _Paced:
    """transaction.atomic(), each transaction after the first beginning PAUSE seconds at least after the last ended.

    `size`: how many publications the next transaction should write, from how long the last one
    held the database (proportionally, between SMALLEST_BATCH and WRITE_BATCH).
    """

    def __init__(self):
        self.ended = None
        self.size = WRITE_BATCH

    @contextlib.contextmanager
    def __call__(self):
        if self.ended is not None:
            time.sleep(max(0.0, PAUSE - (time.monotonic() - self.ended)))
        started = time.monotonic()
        try:
            with transaction.atomic():
                yield
        finally:
            self.ended = time.monotonic()
            held = max(self.ended - started, 0.001)
            self.size = max(SMALLEST_BATCH, min(WRITE_BATCH, int(self.size * LOCK_SECONDS / held)))


def _resized(pieces, paced):
    """The publications of `pieces` in parts of `paced.size`, each part cut when it is taken (after the last
    transaction), so a slow transaction makes the next part smaller."""
    for piece in pieces:
        start = 0
        while start < len(piece):
            part = piece[start : start + paced.size]
            start += len(part)
            yield part


class Kept:
    """What a document's committed transactions wrote, put back into the report when a later one fails."""

    COUNTED = (
        "publications_created",
        "publications_merged",
        "publications_unchanged",
        "publications_repeated",
        "members_linked",
    )
    LISTS = ("changes", "warnings", "conflicts")

    def __init__(self, importer, file_report, *, written, person):
        self.written = written
        self.counts = {field: getattr(file_report, field) for field in self.COUNTED}
        self.person = (file_report.person, file_report.person_action) if person else (None, "")
        self.lengths = {field: getattr(file_report, field).total for field in self.LISTS}
        self.ambiguous = len(importer.report.ambiguous)
        self.touched = set(importer.touched_publications)
        self.new_people = list(importer.new_people)

    def restore(self, importer, file_report):
        for field, value in self.counts.items():
            setattr(file_report, field, value)
        file_report.person, file_report.person_action = self.person
        for field, length in self.lengths.items():
            getattr(file_report, field).cut(length)
        del importer.report.ambiguous[self.ambiguous :]
        importer.touched_publications, importer.new_people = self.touched, self.new_people

    def what_was_kept(self, reason, total):
        person = f"person {self.person[0]} ({self.person[1]})" if self.person[0] else ""
        if not self.written:
            return f"{reason}; " + (f"{person} was kept, no publication" if person else "nothing from it was kept")
        of_total = f" of its {total:,}" if total else ""  # a file read as it was written: its end not reached
        return (
            f"{reason}; the first {self.written:,}{of_total} publications were kept ("
            + (f"{person}, " if person else "")
            + f"{self.counts['publications_created']} new, {self.counts['publications_merged']} merged, "
            f"{self.counts['publications_unchanged']} unchanged, {self.counts['members_linked']} member links), "
            "none after them. Import the file again to add the rest: the papers kept are recognised, not added twice"
        )
