"""The import's entry points: `import_documents` (the command) and `import_upload` (the admin).

The parsers (importer.parsers) turn a file into dataclasses; importer.matching decides who
and what they are in the site; importer.writing writes them. Each file is written in its
own transaction, so a bad file changes nothing and the others still import.
"""

from __future__ import annotations

import contextlib
import glob
import hashlib
import logging
import os
import re
from pathlib import Path

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from importer.parsers.documents import read_document
from importer.parsers.records import DocumentError
from labsite.pagecache import bump
from people.models import Person
from publications.formats import stored
from publications.models import Authorship, Venue
from publications.signals import publications_changed

from .exchange import SiteLoader
from .matching import MemberIndex, PublicationIndex, index_keys
from .models import SourceDocument
from .reports import FileReport, ImportFailed, ImportReport, report_json
from .writing import DocumentWriter

logger = logging.getLogger(__name__)

__all__ = ["ImportFailed", "check_size", "expand_paths", "import_documents", "import_upload", "report_json"]


def expand_paths(paths):
    """(file, source name) pairs: files named, found under folders (recursively), or matched by globs.

    The source name tells documents apart in reports and in what each value was read from:
    a file named on its own is known by its file name; a file found under a folder by its path
    from that folder ("content/publication/flash/index.md"), since sites keep many files of
    one name; a glob's match by the path as matched. The order is stable.
    """
    found, missing = [], []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found += sorted(
                (p, p.relative_to(path).as_posix())
                for p in path.rglob("*")
                if p.is_file() and not any(part.startswith(".") for part in p.relative_to(path).parts)
            )
        elif path.is_file():
            found.append((path, path.name))
        else:
            matches = sorted(Path(m) for m in glob.glob(str(raw), recursive=True) if Path(m).is_file())
            if matches:
                found += [(m, m.as_posix()) for m in matches]
            else:
                missing.append(str(raw))
    if missing:
        raise ImportFailed("No such file or folder: " + ", ".join(missing))
    unique, seen = [], set()
    for path, name in found:
        if path.resolve() not in seen:
            seen.add(path.resolve())
            unique.append((path, name[-255:]))  # the end of a long path tells it apart; the field holds 255
    return unique


# Up to this many publications touched by one file have their stored citations made at the end
# of its transaction; a bigger file leaves them to be made when read.
REMAKE_AT_ONCE = 500


class Importer:
    def __init__(self, *, owner=None, report=None, base_url=None):
        self.owner = owner  # a Person given with --person
        self.base_url = base_url  # --base-url: the site relative links in the documents point into
        self.hugo_users = {}  # Hugo Blox user name (the folder of content/authors/<name>/) -> Person
        self.members = MemberIndex()
        self.publications = PublicationIndex()
        self.venues = {v.slug: v for v in Venue.objects.all()}
        self.touched_publications = set()
        self._published = set()  # touched publications whose stored text publish() has renewed
        self.new_people = []
        self.report = report or ImportReport()

    # -- one file -----------------------------------------------------------------

    def import_file(self, path: Path, *, name=None):
        name = _readable(name or path.name)
        file_report = FileReport(path=_readable(str(path)))
        max_bytes = settings.IMPORT_MAX_BYTES
        try:
            with path.open("rb") as file:
                data = file.read(max_bytes + 1)  # no more: a huge file is refused, not read into memory
                size = os.fstat(file.fileno()).st_size if len(data) > max_bytes else len(data)
        except OSError as err:
            file_report.status, file_report.error = "failed", f"cannot read the file: {err.strerror or err}"
            return file_report
        return self.import_bytes(name, data, file_report, size=size, folder=path.parent.name)

    def import_bytes(self, name, data, file_report=None, *, size=None, folder=None):
        file_report = file_report or FileReport(path=name)
        try:
            check_size(len(data) if size is None else size)
            parsed = read_document(name, data, person=self.owner.name if self.owner else None, base_url=self.base_url)
        except DocumentError as err:
            file_report.status, file_report.error = "failed", str(err)
            self._record_failure(name, data, str(err))
            return file_report
        file_report.format = parsed.format
        file_report.warnings += parsed.warnings
        digest = hashlib.sha256(data).hexdigest()
        previous = SourceDocument.objects.filter(sha256=digest, status="imported").first()
        try:
            with transaction.atomic():
                writer = DocumentWriter(self, name, parsed, file_report)
                if parsed.format == "labsite-export":
                    SiteLoader(writer).load(parsed.site or {})
                else:
                    writer.write()
                if parsed.format == "hugo-author" and writer.person is not None:
                    self.hugo_users[_hugo_user_name(name, folder)] = writer.person
                changed = bool(file_report.changes)
                if previous is None or changed:
                    document = previous or SourceDocument(name=name, sha256=digest)
                    document.content = data
                    document.text = _text_of(data)
                    document.format = parsed.format
                    document.person = writer.person
                    document.status = "imported"
                    document.imported_at = timezone.now()
                    document.report = file_report.summary()
                    document.save()
        except DocumentError as err:
            self._rebuild_indexes()
            file_report.status, file_report.error = "failed", str(err)
            return file_report
        except Exception as err:  # a bug or a database limit: report it, keep the other files
            logger.error("importing %s failed", name, exc_info=settings.DEBUG)
            self._rebuild_indexes()
            file_report.status = "failed"
            file_report.error = f"could not be written ({type(err).__name__}: {err}); nothing from it was kept"
            return file_report
        if not file_report.changes:
            file_report.status = "unchanged"
        return file_report

    def _record_failure(self, name, data, reason):
        """Keep a failed document too, so the admin can read why (skipped in dry runs by rollback)."""
        data = data[: settings.IMPORT_MAX_BYTES]  # of a file too big, what fits: enough to tell what it was
        digest = hashlib.sha256(data).hexdigest()
        if not SourceDocument.objects.filter(sha256=digest).exists():
            SourceDocument.objects.create(
                name=name,
                sha256=digest,
                content=data,
                text=_text_of(data)[:200_000],
                status="failed",
                report=f"{name}: FAILED: {reason}",
                imported_at=timezone.now(),
            )

    def _rebuild_indexes(self):
        self.members = MemberIndex()
        self.publications = PublicationIndex()
        self.venues = {v.slug: v for v in Venue.objects.all()}

    def note_ambiguous(self, printed, people):
        names = " and ".join(sorted(p.name for p in people))
        message = f"“{printed}” fits {names}; linked neither"
        if message not in self.report.ambiguous:
            self.report.ambiguous.append(message)

    def publish(self):
        """After a file's writes, in its transaction: what the site shows is made again.

        Rows written in bulk send no signal, so the stored citations of the publications
        this file touched are remade (publications/signals.py), the venues recounted and
        the page cache's version bumped (labsite/pagecache.py).
        """
        changed = self.touched_publications - self._published
        self._published |= changed
        if len(changed) <= REMAKE_AT_ONCE:
            publications_changed(changed)
        else:
            # A whole lab at once: making every citation now would double the import's time.
            # New rows have none yet, merged ones forget theirs; both are made on the fly when read.
            stored.clear(changed)
        Venue.objects.recount()
        bump()

    # -- after all files ------------------------------------------------------------

    def relink(self):
        """Decide again who the authors of this run's publications are, now that every person exists."""
        if not self.new_people:
            return  # everyone an author could be was known when the papers were written
        # Authors who may be one of the new people: unlinked, or linked by name (now maybe ambiguous).
        new_keys = set()
        for person in self.new_people:
            for name in person.all_names:
                new_keys |= index_keys(name)
        publication_ids = {
            publication_id
            for name, publication_id in Authorship.objects.filter(
                Q(person__isnull=True) | Q(auto_linked=True)
            ).values_list("name", "publication_id")
            if index_keys(name) & new_keys
        }
        if not publication_ids:
            return
        rows = Authorship.objects.filter(publication_id__in=publication_ids).select_related("person", "publication")
        for authorship in rows:
            if authorship.person_id and not authorship.auto_linked:
                continue  # linked by hand or by an export: not ours to change
            if "authorships" in authorship.publication.edited_fields:
                continue  # the admin decided who the authors are
            person, strength_or_ties = self.members.best(authorship.name)
            if person is None and strength_or_ties:
                self.note_ambiguous(authorship.name, strength_or_ties)
            new_pk = person.pk if person else None
            if authorship.person_id != new_pk:
                authorship.person_id = new_pk
                authorship.auto_linked = person is not None
                authorship.save(update_fields=["person", "auto_linked"])
                if person:
                    self.report.relinked.append(f"{authorship.name} → {person.slug}")


def _hugo_user_name(name, folder):
    """content/authors/jdoe/_index.md -> "jdoe" (the folder names the user); jdoe.md -> "jdoe"."""
    stem = name.replace("\\", "/").rsplit("/", 1)[-1].rsplit(".", 1)[0]
    return (folder or "") if stem in ("_index", "index") else stem


def _readable(file_name):
    """A file name the database and the terminal take: bytes that are not UTF-8 become �, control characters ?."""
    text = os.fsencode(file_name).decode("utf-8", errors="replace")
    return "".join("?" if ord(c) < 32 or 127 <= ord(c) < 160 else c for c in text)


def _text_of(data):
    """The document as text for the admin; without NUL characters, which PostgreSQL's text refuses."""
    for encoding in ("utf-8-sig", "utf-16"):
        try:
            return data.decode(encoding).replace("\x00", "")
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1").replace("\x00", "")


def check_size(size):
    """Refuse a document over LABSITE_IMPORT_MAX_BYTES: the one size rule of the command and the admin."""
    limit = settings.IMPORT_MAX_BYTES
    if size > limit:
        raise DocumentError(
            f"the file is {_megabytes(size)}; the limit is {_megabytes(limit)} (LABSITE_IMPORT_MAX_BYTES)"
        )


def _megabytes(size):
    if size < 1024 * 1024:
        return f"{size:,} bytes"
    return f"{size / 1024 / 1024:.1f}".removesuffix(".0") + " MB"


def import_documents(paths, *, dry_run=False, strict=False, person_slug=None, progress=None, base_url=None):
    """Import files (paths, folders, globs); returns an ImportReport. See import_profiles."""
    if base_url and not re.match(r"https?://[^\s/]+\.[^\s/]+", base_url):
        raise ImportFailed(f"--base-url {base_url!r}: expected the site's address, e.g. https://jdoe.github.io/")
    files = expand_paths(paths)
    owner = None
    if person_slug:
        owner = Person.objects.filter(slug=person_slug).first()
        if owner is None:
            raise ImportFailed(f"--person {person_slug}: no person has that slug")
    report = ImportReport(dry_run=dry_run)
    # Each file commits on its own, unless the run must be all-or-nothing or leave no trace.
    whole_run = transaction.atomic() if (dry_run or strict) else contextlib.nullcontext()
    with whole_run:
        importer = Importer(owner=owner, report=report, base_url=base_url)
        for index, (path, name) in enumerate(files, 1):
            with transaction.atomic():
                file_report = importer.import_file(path, name=name)
                importer.publish()
            report.files.append(file_report)
            if progress:
                progress(index, len(files), file_report)
            if strict and file_report.status == "failed":
                transaction.set_rollback(True)
                raise ImportFailed(f"{file_report.summary()}\n--strict: nothing was imported.")
        with transaction.atomic():
            importer.relink()
            importer.publish()
        if dry_run:
            transaction.set_rollback(True)
    return report


def import_upload(name, data, *, person=None):
    """Import one uploaded document (from the admin); returns its FileReport."""
    report = ImportReport()
    with transaction.atomic():
        importer = Importer(owner=person, report=report)
        file_report = importer.import_bytes(name, data)
        importer.relink()
        importer.publish()
    return file_report, report
