"""The import's entry points: `import_documents` (the command) and `import_upload` (the admin).

The parsers (importer.parsers) turn a file into dataclasses; importer.matching decides who
and what they are in the site; importer.writing writes them. Each file is parsed first,
outside any transaction, in a child process under a wall-clock and memory limit
(importer.limits); then it is written in one short transaction, so the database is never
held while a file is being read, a bad file changes nothing and the others still import.
A big file is written in several short transactions instead (importer.batches), one batch
of publications each, its record last; a big BibTeX file is written while the child reads
on, a batch of entries at a time (importer.streaming). A file is never read whole here: it
is hashed and kept a chunk at a time, and the child is given its path (importer.source).

A dry run, and an upload in the admin, are planned: the writer records what it does to each
item (importer.writing.plan) in a transaction rolled back. An upload's plan is reviewed by a
lab admin, then applied (importer.review): parsed again, corrected, and written as any import.
"""

from __future__ import annotations

import copy
import logging
import re
import weakref
from pathlib import Path

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from importer.parsers import lazy_re
from importer.parsers.documents import read_document
from importer.parsers.records import DocumentError, ParsedDocument
from importer.parsers.site_pages import read_site_document
from importer.parsers.venues import load_venue_table
from labsite.pagecache import bump
from people.models import Person
from publications.models import Venue

from .batches import write_in_batches, writes_in_batches
from .exchange import SiteLoader
from .forking import database_sockets
from .late_lock import LateLockRefused, is_late_lock_refusal, late_lock_possible, lock_on_first_write
from .limits import LimitExceeded, ParseWorker, check_yaml_aliases, run_limited
from .matching import MemberIndex, PublicationIndex
from .models import SourceDocument
from .paths import expand_paths, folder_roots, plan_folders, readable_name
from .photo_files import PhotoFiles
from .relinking import relink
from .reports import FileReport, ImportFailed, ImportReport, report_json
from .review import keep_applied, keep_plan
from .source import Source
from .statuses import FAILED, IMPORTED, UNCHANGED
from .streaming import StreamedDocument, read_streamed
from .writing import DocumentWriter
from .writing.plan import Plan, document_text

logger = logging.getLogger(__name__)

__all__ = [
    "ImportFailed",
    "check_size",
    "expand_paths",
    "import_documents",
    "import_upload",
    "import_works",
    "parse_document",
    "report_json",
]


# Up to this many publications touched by one file are held until the end of its transaction; a
# bigger file lets them go a batch at a time (publish_early), so the run's memory stays bounded.
REMAKE_AT_ONCE = 500


class Importer:
    def __init__(self, *, owner=None, report=None, base_url=None, planning=False):
        self.owner = owner  # a Person given with --person
        self.planning = planning  # each file's report gets its plan (importer.writing.plan): a dry run, a review
        self.base_url = base_url  # --base-url: the site relative links in the documents point into
        self.hugo_users = {}  # Hugo Blox user name (the folder of content/authors/<name>/) -> Person
        self.site_files = {}  # resolved path -> SiteFile: how a file of a site folder is read (importer.paths)
        self.photo_files = PhotoFiles()  # the photos the files read name (importer.photo_files)
        self.members = MemberIndex()
        self.publications = PublicationIndex()
        self.venues = {v.slug: v for v in Venue.objects.all()}
        load_venue_table()  # before the parse child is forked: both use it, the child inherits it
        self.touched_publications = set()
        self._published = set()  # touched publications publish() has already shown
        self._cleared = False  # a big document's publications were published early (publish_early)
        self.new_people = []
        self.role_pages = {}  # person pk -> the page of their own that gave their role (writing.people)
        self.report = report or ImportReport()
        self.keep_failures = True  # a failed document is kept with its reason, for the admin
        # One child parses every document of the run; it is stopped when the run is over.
        self.parse_worker = ParseWorker(
            memory=settings.IMPORT_PARSE_MEMORY_BYTES, inherited=database_sockets, before_next_child=lazy_re.compile_all
        )
        weakref.finalize(self, self.parse_worker.close)

    # -- one file -----------------------------------------------------------------

    def import_file(self, path: Path, *, name=None):
        file_report, name, source, parsed, folder = self.read_file(path, name=name, stream=True)
        if parsed is None:
            return file_report
        return self.write(name, source, parsed, file_report, folder=folder)

    def read_file(self, path: Path, *, name=None, stream=False):
        """(file report, name, Source, parsed document or None, folder); writes nothing but a failed document's record.

        With `stream`, a big BibTeX file comes back as a StreamedDocument, read while it is written.
        """
        name = readable_name(name or path.name)
        file_report = FileReport(path=readable_name(str(path)))
        try:
            source = Source.of_file(path)  # never read whole here: hashed, parsed and stored a chunk at a time
        except OSError as err:
            file_report.status, file_report.error = FAILED, f"cannot read the file: {err.strerror or err}"
            return file_report, name, Source(b""), None, path.parent.name
        site = self.site_files.get(path.resolve())
        parsed = self.read(name, source, file_report, stream=stream, site=site)
        if parsed is not None and not isinstance(parsed, StreamedDocument):
            self.photo_files.resolve(parsed, path, file_report.warnings)
        return file_report, name, source, parsed, path.parent.name

    def import_bytes(self, name, data, file_report=None, *, document=None, folder=None):
        """Parse (no transaction held) then write (one short transaction) one document: bytes or a Source."""
        file_report = file_report or FileReport(path=name)
        source = data if isinstance(data, Source) else Source(data)
        parsed = self.read(name, source, file_report, document=document, stream=True)
        if parsed is None:
            return file_report
        return self.write(name, source, parsed, file_report, document=document, folder=folder)

    def read(self, name, source, file_report, *, document=None, stream=False, site=None):
        """The parsed document, or None with the failure in `file_report` (and kept, for the admin).

        With `stream` (and no transaction open around the import), a BibTeX file of more than
        WRITE_BATCH entries comes back as a StreamedDocument: its owner is settled, and its
        publications come a batch at a time while the child reads on (importer.streaming).
        """
        options = {"person": self.owner.name if self.owner else None, "base_url": self.base_url}
        if site is not None and options["person"] is None:
            options["person"] = site.owner  # the owner its configuration names: of its pages, news and projects
        try:
            check_size(source.size)
            # a personal site's bibliography is read whole (its owner's papers only) unless it is big
            big_bib = name.lower().endswith(".bib") and (site is None or site.kind == "read" or source.size > 2**21)
            if site is not None and not (site.kind in ("owner", "read") and big_bib):
                parsed = parse_document(name, source, worker=self.parse_worker, site=site, **options)
            elif stream and not transaction.get_connection().in_atomic_block:
                parsed = read_streamed(name, source, file_report, worker=self.parse_worker, **options)
            else:
                parsed = parse_document(name, source, worker=self.parse_worker, **options)
        except DocumentError as err:
            file_report.status, file_report.error = FAILED, str(err)
            self._record_failure(name, source, str(err), document=document)
            return None
        file_report.format = parsed.format
        if not isinstance(parsed, StreamedDocument):  # its warnings are added as its pieces come
            file_report.warnings += parsed.warnings
        return parsed

    def write(self, name, source, parsed, file_report, *, document=None, folder=None):
        """Write one parsed document in one transaction; `document` is the upload's own record, if any.

        On SQLite the transaction first takes the write lock only when it writes, so an
        import that changes nothing (run again) never makes a member's save wait. If
        another save committed in between, SQLite refuses the late lock at once; the
        document is then written again from the start, holding the lock from the start.
        """
        options = {"document": document, "folder": folder}
        if self.planning and file_report.plan is None and not isinstance(parsed, StreamedDocument):
            file_report.plan = Plan(document_text(source.head(settings.IMPORT_MAX_BYTES)), parsed.publications)
        if isinstance(parsed, StreamedDocument):
            writer = DocumentWriter(self, name, parsed.parsed, file_report)
            return write_in_batches(self, writer, source, streamed=parsed, **options)
        if writes_in_batches(parsed):
            return write_in_batches(self, DocumentWriter(self, name, parsed, file_report), source, **options)
        if not late_lock_possible():
            return self._write_once(name, source, parsed, file_report, **options)
        saved = (
            copy.deepcopy(file_report),
            set(self.touched_publications),
            list(self.new_people),
            dict(self.hugo_users),
        )
        try:
            with lock_on_first_write():
                return self._write_once(name, source, parsed, file_report, late_lock=True, **options)
        except LateLockRefused:
            before, self.touched_publications, self.new_people, self.hugo_users = saved
            file_report.__dict__.update(before.__dict__)
            self._rebuild_indexes()
            return self._write_once(name, source, parsed, file_report, **options)

    def _write_once(self, name, source, parsed, file_report, *, document=None, folder=None, late_lock=False):
        digest = source.sha256()
        try:
            with transaction.atomic():
                previous = SourceDocument.objects.filter(sha256=digest, status=IMPORTED).first()
                writer = DocumentWriter(self, name, parsed, file_report)
                if parsed.format == "labsite-export":
                    SiteLoader(writer).load(parsed.site or {})
                else:
                    writer.write()
                self._finish(writer, source, digest, previous, document=document, folder=folder)
        except DocumentError as err:
            self._rebuild_indexes()
            file_report.status, file_report.error = FAILED, str(err)
            return file_report
        except Exception as err:  # a bug or a database limit: report it, keep the other files
            if late_lock and is_late_lock_refusal(err):
                raise LateLockRefused from err
            logger.error("importing %s failed", name, exc_info=settings.DEBUG)
            self._rebuild_indexes()
            file_report.status = FAILED
            file_report.error = f"could not be written ({type(err).__name__}: {err}); nothing from it was kept"
            return file_report
        return file_report

    def _finish(self, writer, source, digest, previous, *, document=None, folder=None):
        """The end of a document's write, in its (last) transaction: its record and report, then publish()."""
        name, parsed, file_report = writer.source, writer.parsed, writer.report
        if parsed.format == "hugo-author" and writer.person is not None:
            self.hugo_users[_hugo_user_name(name, folder)] = writer.person
        changed = bool(file_report.changes)
        if not changed:
            file_report.status = UNCHANGED
        if document is not None or previous is None or changed:
            record = document or previous or SourceDocument(name=name, sha256=digest)
            record.format = parsed.format
            record.person = writer.person
            # An upload's own record says what became of it; a kept document stays "imported".
            record.status = file_report.status if document is not None else IMPORTED
            record.imported_at = timezone.now()
            record.report = file_report.summary()
            if record.pk is None:
                record.store(source)
            else:  # an upload's own record, or the document imported before: it holds these bytes already
                record.save()
        self.publish()

    def _record_failure(self, name, source, reason, *, document=None):
        """Keep a failed document too, so the admin can read why (skipped in dry runs by rollback)."""
        if not self.keep_failures:
            return
        if document is not None:  # an upload: its own record says why
            document.status, document.report, document.imported_at = (
                FAILED,
                f"{name}: not imported: {reason}",
                timezone.now(),
            )
            document.save(update_fields=["status", "report", "imported_at"])
            return
        kept = source.cut(settings.IMPORT_MAX_BYTES)  # of a file too big, what fits: enough to tell what it was
        digest = kept.sha256()
        if not SourceDocument.objects.filter(sha256=digest).exists():
            record = SourceDocument(
                name=name,
                sha256=digest,
                status=FAILED,
                report=f"{name}: not imported: {reason}",
                imported_at=timezone.now(),
            )
            try:
                with transaction.atomic():
                    record.store(kept)
            except DocumentError:
                pass  # the file changed meanwhile: its failure is in the report all the same

    def _rebuild_indexes(self):
        self.members = MemberIndex()
        self.publications = PublicationIndex()
        self.venues = {v.slug: v for v in Venue.objects.all()}

    def note_ambiguous(self, printed, people):
        names = " and ".join(sorted(p.name for p in people))
        message = f"“{printed}” fits {names}; linked neither"
        if message not in self.report.ambiguous:
            self.report.ambiguous.append(message)

    # -- after all files ------------------------------------------------------------

    def publish(self):
        """After a file's writes, in its transaction: what the site shows is made again.

        Rows written in bulk send no signal, so the venues are recounted and the page
        cache's version bumped (labsite/pagecache.py) here.
        """
        changed = self.touched_publications - self._published
        if not changed and not self._cleared:
            return  # nothing of the publications changed (saved people and venues bumped by their signals)
        self._published |= changed
        self._cleared = False
        Venue.objects.recount()
        bump()

    def publish_early(self):
        """In a big document's batch transaction: past REMAKE_AT_ONCE publications waiting for publish(),
        hold their ids no longer; publish() still shows the change at the end."""
        changed = self.touched_publications - self._published
        if self._cleared or len(changed) > REMAKE_AT_ONCE:
            self.touched_publications -= changed
            self._cleared = True

    def relink(self):
        """Decide again who the authors of this run's publications are, now that every person exists
        (importer.relinking); the member links of the run's file reports are counted again."""
        relink(self)


def _hugo_user_name(name, folder):
    """content/authors/jdoe/_index.md -> "jdoe" (the folder names the user); jdoe.md -> "jdoe"."""
    stem = name.replace("\\", "/").rsplit("/", 1)[-1].rsplit(".", 1)[0]
    return (folder or "") if stem in ("_index", "index") else stem


def check_size(size):
    """Refuse a document over LABSITE_IMPORT_MAX_BYTES: the one size rule of the command and the admin."""
    limit = settings.IMPORT_MAX_BYTES
    if size > limit:
        raise DocumentError(
            # Exact figures: rounded to megabytes, a file one byte over read "5 MB; the limit is 5 MB".
            f"the file is {size:,} bytes; the limit is {limit:,} bytes (LABSITE_IMPORT_MAX_BYTES)"
        )


def parse_document(name, data, *, person=None, base_url=None, worker=None, site=None):  # data: bytes or a Source
    """Parse one document in a child process under the wall-clock and memory limits.

    Nothing here touches the database. Raises DocumentError naming why a document is
    refused: too big, a YAML alias bomb, too slow or too greedy to read, or malformed.
    A run of many documents passes its ParseWorker, whose one child parses them all.
    """
    source = data if isinstance(data, Source) else Source(data)
    check_size(source.size)
    try:
        return (worker.run if worker is not None else run_limited)(
            _parse_checked,
            name,
            source.to_parse(),
            person,
            base_url,
            site,
            seconds=settings.IMPORT_PARSE_SECONDS,
            memory=settings.IMPORT_PARSE_MEMORY_BYTES,
        )
    except LimitExceeded as err:
        raise DocumentError(str(err)) from None


def _parse_checked(name, source, person, base_url, site=None):
    """In the child: refuse an alias bomb before any parser walks it, then parse (`source`: bytes or a path)."""
    data = source if isinstance(source, bytes) else Path(source).read_bytes()
    check_yaml_aliases(data)
    if site is not None:  # a member page, roster, news item or project of a site folder
        return read_site_document(name, data, site.kind, person=person, base_url=base_url, site=site)
    return read_document(name, data, person=person, base_url=base_url)


def import_documents(paths, *, dry_run=False, strict=False, person_slug=None, progress=None, base_url=None):
    """Import files (paths, folders, globs); returns an ImportReport. See import_profiles.

    Each file is parsed outside any transaction, then written in its own short one (a big
    file in a few, one batch of publications each). A
    --strict or --dry-run run parses every file first, then writes them all in one
    transaction (kept, or rolled back), so it too holds the database only to write.
    """
    if base_url and not re.match(r"https?://[^\s/]+\.[^\s/]+", base_url):
        raise ImportFailed(f"--base-url {base_url!r}: expected the site's address, e.g. https://jdoe.github.io/")
    files = expand_paths(paths)
    owner = None
    if person_slug:
        owner = Person.objects.filter(slug=person_slug).first()
        if owner is None:
            raise ImportFailed(f"--person {person_slug}: no person has that slug")
    return _import_files(
        files, owner, dry_run=dry_run, strict=strict, progress=progress, base_url=base_url, paths=paths
    )


def _import_files(files, owner, *, dry_run, strict, progress, base_url, paths=()):
    report = ImportReport(dry_run=dry_run)
    importer = Importer(owner=owner, report=report, base_url=base_url, planning=dry_run)
    importer.photo_files = PhotoFiles(folder_roots(paths))
    files, report.files[:0], importer.site_files = plan_folders(
        paths, files, lambda func, *args: importer.parse_worker.run(func, *args, seconds=settings.IMPORT_PARSE_SECONDS)
    )
    if not (dry_run or strict):
        for index, (path, name) in enumerate(files, 1):
            _done(report, importer.import_file(path, name=name), index, len(files), progress)
        with transaction.atomic():
            importer.relink()
            importer.publish()
        return report
    importer.keep_failures = False  # all or nothing, or nothing at all: no record of a failed file either
    read = [importer.read_file(path, name=name) for path, name in files]
    with transaction.atomic():
        for index, (file_report, name, source, parsed, folder) in enumerate(read, 1):
            if parsed is not None:
                file_report = importer.write(name, source, parsed, file_report, folder=folder)
            _done(report, file_report, index, len(files), progress)
            if strict and file_report.status == FAILED:
                transaction.set_rollback(True)
                raise ImportFailed(f"{file_report.summary()}\n--strict: nothing was imported.")
        importer.relink()
        importer.publish()
        if dry_run:
            transaction.set_rollback(True)
    return report


def _done(report, file_report, index, total, progress):
    report.files.append(file_report)
    if progress:
        progress(index, total, file_report)


def import_upload(name, data, *, person=None, document=None):
    """Import one uploaded document; returns (FileReport, ImportReport).

    `data`: its bytes or a Source. With `document`, the upload's SourceDocument (the worker's
    task), it is planned instead, for the lab admin to review and apply (importer.review).
    """
    if document is not None:
        file_report = plan_upload(document, data, person=person)
        return file_report, ImportReport(files=[file_report])
    report = ImportReport()
    importer = Importer(owner=person, report=report)
    file_report = importer.import_bytes(name, data, document=document)
    report.files.append(file_report)  # before relink(), which counts its member links again
    with transaction.atomic():
        importer.relink()
        importer.publish()
    return file_report, report


def plan_upload(document, data, *, person=None, base_url=None):
    """Parse an uploaded document and plan it, writing nothing; its plan is kept with it (importer.review).

    The plan is the writer's own account of writing it, in a transaction rolled back.
    """
    source = data if isinstance(data, Source) else Source(data)
    importer = Importer(owner=person, base_url=base_url, planning=True)
    importer.keep_failures = False  # its own record says why, below
    file_report = FileReport(path=document.name)
    parsed = importer.read(document.name, source, file_report)
    if parsed is not None:
        with transaction.atomic():
            file_report = importer.write(document.name, source, parsed, file_report)
            transaction.set_rollback(True)
    keep_plan(document, file_report, person=person, base_url=base_url)
    return file_report


def apply_upload(document, data, *, person=None, base_url=None, edits=None):
    """Write a reviewed upload: parsed again, the lab admin's `edits` (importer.review.Edits) made, then written.

    Returns the document's links to every person and paper made or changed.
    """
    source = data if isinstance(data, Source) else Source(data)
    importer = Importer(owner=person, base_url=base_url, planning=True)
    file_report = FileReport(path=document.name)
    parsed = importer.read(document.name, source, file_report, document=document)
    if parsed is not None:
        if edits is not None:
            edits.apply_to(parsed)
        file_report = importer.write(document.name, source, parsed, file_report, document=document)
        with transaction.atomic():
            importer.relink()
            importer.publish()
    return keep_applied(document, file_report)


def import_works(publications, source_name, *, dry_run=False):
    """Write parsed publications found outside any document (a member's works listed at ORCID, DBLP,
    OpenAlex) as a document's are written, in the caller's transaction. Returns the FileReport, whose
    plan says what became of each (its item's `index` is the work's position in `publications`).
    With `dry_run` it is only planned: rolled back, nothing kept."""
    importer = Importer(report=ImportReport(dry_run=dry_run), planning=True)
    file_report = FileReport(path=source_name, format=source_name)
    file_report.plan = Plan(None, publications)
    document = ParsedDocument(source_name=source_name, format=source_name, publications=list(publications))
    with transaction.atomic():
        DocumentWriter(importer, source_name, document, file_report).write()
        if dry_run:
            transaction.set_rollback(True)
        else:
            importer.publish()
    return file_report
