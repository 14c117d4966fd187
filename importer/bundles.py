"""An upload of several files, or of a zip, planned and applied as one: its files read as the command reads a folder.

The upload is kept as one SourceDocument of format "zip" (several files are packed into one,
importer.archives.pack_files). The worker unpacks it into a temporary folder and reads that
folder as `import_profiles FOLDER --dry-run` would: a site generator's folder is read as one
site (importer.paths.plan_folders), every other file on its own, all of it written in one
transaction rolled back. The plan kept lists each file, what it would save, and every value
with its file, its line and the line's text; a member of the zip that could not be unpacked
is named with why. Applying unpacks it again and writes each file the lab admin kept ticked,
with what they corrected and unticked in it (importer.review.Edits, one a file); nothing is
written before. Each file's review is then kept with the upload (plan["reviews"], by the file's
name), as one document's is, and made again on the next import of a file of that name
(importer.writing.corrections.remembered_review).
"""

from __future__ import annotations

import contextlib
import io
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.db import transaction

from labsite.pagecache import data_version

from .archives import BUNDLE, ArchiveRefused, Unpacked, unpack_archive
from .models import SourceDocument
from .paths import expand_paths, plan_folders
from .processes import scratch_folder, this_process
from .reports import FileReport, saved_count
from .review import Edits, StalePlan, changed_links, in_web_words, review_to_keep, summary
from .services import Importer
from .statuses import FAILED, IMPORTED, LEFT_OUT, PLANNED, SKIPPED
from .writing.corrections import remembered_review
from .writing.plan import MAX_ITEMS, document_text

LINE_TEXT = 200  # characters of a line shown beside the value read on it
REPORT_FILES = 50  # files a report after applying names one by one


@dataclass
class BundleEdits:
    """What the lab admin changed on the review page: the files unticked, and each file's edits and owner."""

    dropped_files: set[str] = field(default_factory=set)
    files: dict[str, Edits] = field(default_factory=dict)  # file name -> its edits, as one document's review makes
    owners: dict = field(default_factory=dict)  # file name -> the Person chosen as whose document it is

    def edits_for(self, name) -> Edits | None:
        """The edits of one file (importer.review.Edits), or None when it is saved as read."""
        return self.files.get(name)


@contextlib.contextmanager
def unpacked(source):
    """The stored zip (an importer.source.Source) unpacked in a temporary folder, removed at the end.

    The folder is named by this process, as its temporary files are (importer.processes), so the
    next worker removes it if this one is killed first. Raises ArchiveRefused.
    """
    _host, pid, started = this_process().split(" ")
    folder = Path(tempfile.mkdtemp(prefix=f"{pid}-{started}-unpacked-", dir=scratch_folder()))
    try:
        with contextlib.ExitStack() as stack:
            data = source.to_parse()
            file = stack.enter_context(open(data, "rb")) if isinstance(data, Path) else io.BytesIO(data)
            yield unpack_archive(file, folder, max_bytes=settings.IMPORT_MAX_BYTES)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def plan_bundle(document, source, *, person=None, base_url=None, owners=None):
    """Read the uploaded zip's files and plan them, writing nothing; the plan is kept with the document.

    `owners`: {file name: Person} chosen for some files on the review page (the others' is `person`).
    """
    owners = owners or {}
    try:
        with unpacked(source) as archive:
            files = _run(
                archive, person=person, base_url=base_url, planning_only=True, edits=BundleEdits(owners=owners)
            )
            data = _plan_data(files, _referenced_lines(files, archive.folder))
    except ArchiveRefused as err:
        SourceDocument.objects.filter(pk=document.pk).update(
            status="failed", report=f"{document.name}: not imported: {err}", format=BUNDLE
        )
        document.refresh_from_db()
        return None
    data.update(version=data_version(), person=person.pk if person else None, base_url=base_url or "")
    data.update(format=BUNDLE, warnings=[])
    for entry in data["files"]:
        if entry["name"] in owners:
            entry["person"] = owners[entry["name"]].pk
    statuses = [f["status"] for f in data["files"]]
    report = f"{summary(data)} Files read: {statuses.count(PLANNED)}"
    if statuses.count(FAILED) + statuses.count(LEFT_OUT):
        report += f"; not read: {statuses.count('failed') + statuses.count('left out')}"
    if statuses.count(SKIPPED):
        report += f"; left aside as the site's configuration or layout: {statuses.count('skipped')}"
    report += "."
    SourceDocument.objects.filter(pk=document.pk).update(plan=data, status=PLANNED, report=report, format=BUNDLE)
    document.refresh_from_db()
    return data


def apply_bundle(document, source, *, person=None, base_url=None, edits=None):
    """Write the reviewed upload's files with the lab admin's edits (BundleEdits), less what they unticked.

    Returns the links to every person and paper made or changed.
    """
    edits = edits or BundleEdits()
    try:
        with unpacked(source) as archive:
            files = _run(archive, person=person, base_url=base_url, edits=edits)
    except ArchiveRefused as err:  # it was read before: the stored bytes changed, or the limits did
        SourceDocument.objects.filter(pk=document.pk).update(
            status="failed", report=f"{document.name}: not imported: {err}"
        )
        document.refresh_from_db()
        return []
    items = [item for _name, file_report in files if file_report.plan is not None for item in file_report.plan.items]
    links = changed_links(items)
    read = [(name, r) for name, r in files if r.status not in (SKIPPED, LEFT_OUT)]
    failed = [name for name, r in read if r.status == FAILED]
    lines = [f"Saved: {saved_count(links)} added or updated, from {len(read) - len(failed)} of {len(read)} files."]
    if not links:
        lines[0] = f"Saved: nothing new, from {len(read) - len(failed)} of {len(read)} files."
    lines += [in_web_words(r.summary()) for _name, r in read[:REPORT_FILES]]
    if len(read) > REPORT_FILES:
        lines.append(f"… and {len(read) - REPORT_FILES:,} more files.")
    plan = {**document.plan, "applied": links}
    reviews = {name: review_to_keep(r) for name, r in read}
    plan["reviews"] = {name: review for name, review in reviews.items() if review}  # as one document keeps its own
    status = FAILED if read and len(failed) == len(read) else IMPORTED
    SourceDocument.objects.filter(pk=document.pk).update(plan=plan, report="\n".join(lines), status=status)
    document.refresh_from_db()
    return links


def _run(archive: Unpacked, *, person, base_url, planning_only=False, edits=None):
    """(name in the upload, FileReport) of each file, the left-out members' too, as the command reads a folder.

    `planning_only`: every file written in one transaction rolled back (what the plan shows);
    else each file in its own transactions, as import_profiles writes a folder. A file whose owner
    the lab admin chose (edits.owners) is read and written as theirs; the others as `person`'s.
    """
    edits = edits or BundleEdits()
    root = _inner_root(archive.folder)
    importer = Importer(owner=person, base_url=base_url, planning=True)
    try:
        found = expand_paths([root])
        ordered, skipped, importer.site_files = plan_folders(
            [root],
            found,
            lambda func, *args: importer.parse_worker.run(func, *args, seconds=settings.IMPORT_PARSE_SECONDS),
        )
        prefix = f"{_name_in(archive.folder, root)}/" if root != archive.folder else ""
        results = [
            (name.removeprefix(prefix), FileReport(path=name.removeprefix(prefix), status=LEFT_OUT, error=why))
            for name, why in archive.left_out.items()
        ]
        results += [(_name_in(root, report.path), report) for report in skipped]
        if not planning_only:
            for path, name in ordered:
                if name in edits.dropped_files:
                    continue
                file_edits = edits.edits_for(name)
                # A big BibTeX file is read as it is written, unless edited now or in a review before.
                stream = file_edits is None and not any(remembered_review(name).values())
                importer.owner = edits.owners.get(name, person)
                read = _read(importer, path, name, stream=stream)
                results.append((name, _write(importer, *read, file_edits)))
            importer.owner = person
            with transaction.atomic():
                importer.relink()
                importer.publish()
            return results
        importer.keep_failures = False  # the upload's own record says what failed
        read = []
        for path, name in ordered:  # no transaction held meanwhile
            importer.owner = edits.owners.get(name, person)
            read.append(_read(importer, path, name, stream=False))
        with transaction.atomic():
            for file_report, name, source, parsed, folder in read:
                importer.owner = edits.owners.get(name, person)
                results.append((name, _write(importer, file_report, name, source, parsed, folder, None)))
            importer.owner = person
            importer.relink()
            importer.publish()
            transaction.set_rollback(True)
        return results
    finally:
        importer.parse_worker.close()


def _read(importer, path, name, *, stream):
    """(file report, name, Source, parsed or None, folder) of one unpacked file, named as in the upload."""
    file_report, _name, source, parsed, folder = importer.read_file(path, name=name, stream=stream)
    file_report.path = name  # not by the temporary folder it was unpacked in
    return file_report, name, source, parsed, folder


def _write(importer, file_report, name, source, parsed, folder, edits):
    """Write one file read by _read, with the lab admin's `edits` (importer.review.Edits) made first."""
    if parsed is None:
        return file_report
    if edits is not None:
        try:
            edits.apply_to(parsed)
        except StalePlan as err:  # read differently than when planned (the importer was updated): not guessed at
            file_report.status, file_report.error = FAILED, f"{err}; nothing of it was saved: upload it again"
            return file_report
    return importer.write(name, source, parsed, file_report, folder=folder)


def _inner_root(folder, levels=3):
    """The folder the upload's files are in: a zip of a saved folder holds that one folder, which is the site.

    Read from there, the files are named as the site names them ("content/authors/..."), which is
    how a site generator's folder is told (importer.parsers.sites).
    """
    for _level in range(levels):
        entries = list(folder.iterdir())
        if len(entries) != 1 or not entries[0].is_dir():
            break
        folder = entries[0]
    return folder


def _name_in(root, path):
    """A path of the unpacked folder as the upload names it."""
    with contextlib.suppress(ValueError):
        return Path(path).relative_to(root).as_posix()
    return str(path)


def _referenced_lines(results, root):
    """{file name: {line number: its text}} of the lines a plan's values were read on, for the page to show."""
    found = {}
    for name, file_report in results:
        plan = file_report.plan
        if plan is None:
            continue
        wanted = set()
        for item in plan.items:
            wanted |= {value["line"] for value in item.get("values", {}).values() if value.get("line")}
        path = root / name
        text = None
        if wanted and path.is_file():
            with open(path, "rb") as file:
                text = document_text(file.read(settings.IMPORT_MAX_BYTES))
        lines = text.splitlines() if text else []
        found[name] = {str(n): _cut(lines[n - 1]) for n in sorted(wanted) if n <= len(lines)}
    return found


def _cut(text):
    return text if len(text) <= LINE_TEXT else text[: LINE_TEXT - 1] + "…"


def _plan_data(results, lines):
    """The plan kept with the document: every item (tagged with its file), and each file's outcome."""
    items, more, files = [], 0, []
    added = _added_by(results)
    for name, file_report in sorted(results, key=lambda pair: pair[0]):
        status = file_report.status if file_report.status in (FAILED, SKIPPED, LEFT_OUT) else PLANNED
        entry = {"name": name, "format": file_report.format, "status": status, "error": file_report.error or ""}
        entry["warnings"] = [in_web_words(w) for w in file_report.warnings.shown()]
        plan = file_report.plan
        if plan is not None and status == PLANNED:
            entry["lines"] = lines.get(name, {})
            for item in plan.items:
                if len(items) < MAX_ITEMS:
                    items.append({**item, "file": name, **_same_as(item, name, added)})
                else:
                    more += 1
            more += plan.more
        files.append(entry)
    return {"items": items, "more": more, "files": files}


def _added_by(results):
    """{(kind, ref): the name of the file that adds it} of every person and paper a file of the upload adds."""
    added = {}
    for name, file_report in results:
        for item in file_report.plan.items if file_report.plan is not None else ():
            if item["action"] == "create" and item.get("ref"):
                added.setdefault((item["kind"], item["ref"]), name)
    return added


def _same_as(item, name, added):
    """{"same_as": the other file} when `item` is what another file of the upload adds, else {}.

    The files are planned one after the other in one transaction, so a later file finds what an
    earlier one adds as if it were on the site: its "merge" or "skip" is the other file's new
    paper (or person) again, merged into it on Apply, and is said so, not as an update of the site.
    """
    if item["action"] not in ("merge", "skip") or not item.get("ref"):
        return {}
    first = added.get((item["kind"], item["ref"]))
    return {"same_as": first} if first is not None and first != name else {}
