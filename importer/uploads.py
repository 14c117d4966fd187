"""The admin's upload: one document, several files at once, or a zip; and the review page of several files.

One document is planned on its own (importer.review). Several files, or a zip (a site's saved
folder, a folder of CVs or BibTeX files), are kept as one zip and read as the command reads a
folder (importer.bundles): their review page (importer.bundle_review) gives each file the single
review's forms, each value beside the line of the file it was read on. A zip is checked by its listing when it is uploaded
(importer.archives), so a hostile or oversized one is refused on the form, naming the member,
before anything of it is kept.
"""

from datetime import timedelta

from django import forms
from django.conf import settings
from django.contrib import messages
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html

from people.models import Person

from .archives import MAX_MEMBERS, PACKED_FACTOR, ArchiveRefused, check_archive, is_archive, pack_files
from .bundle_review import bundle_review_view  # noqa: F401 -- the review page of several files, shown by the admin
from .models import SourceDocument
from .parsers.containers import binary_kind
from .parsers.records import DocumentError
from .processes import scratch_file
from .source import Source
from .statuses import FAILED, IMPORTED, IMPORTING, PLANNED, QUEUED

MAX_FILES = 100  # files one upload may hold; more are uploaded as a zip
SHOWN_FILE_NAMES = 3  # files an upload of several is named by


class MultipleFileInput(forms.ClearableFileInput):
    allow_multiple_selected = True


class MultipleFileField(forms.FileField):
    """A file input that takes several files; cleans to the list of them (Django's documented way)."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("widget", MultipleFileInput())
        super().__init__(*args, **kwargs)

    def clean(self, data, initial=None):
        files = data if isinstance(data, (list, tuple)) else [data]
        if not files:
            return [super().clean(None, initial)]
        cleaned, errors = [], []
        for upload in files:
            try:
                cleaned.append(super().clean(upload, initial))
            except forms.ValidationError as err:  # of several files, say which one (an empty one, a nameless one)
                named = f"{upload.name}: " if getattr(upload, "name", None) and len(files) > 1 else ""
                errors += [f"{named}{message}" for message in err.messages]
        if errors:
            raise forms.ValidationError(errors)
        return cleaned


def in_megabytes(size, *, beside=None):
    """A size as a lab admin reads it (5 MB, 300 KB), not in bytes; exact when rounded it would read as `beside`
    does (a file one byte over the limit is not "5 MB; the limit is 5 MB")."""
    said = _rounded(size)
    if beside is not None and said == _rounded(beside):
        return f"{size:,} bytes"
    return said


def _rounded(size):
    for unit, scale in (("GB", 2**30), ("MB", 2**20), ("KB", 2**10)):
        if size >= scale:
            return f"{size / scale:.1f}".removesuffix(".0") + f" {unit}"
    return f"{size:,} bytes"


# Bytes of a file its kind is told by: a zip-based document (Word, Excel) is told by its listing, at its end.
KIND_PEEK = 1_000_000


def refused_kind(upload):
    """Why the importer would refuse `upload` by its kind (an Excel workbook, an image), or None: the
    importer's own rule (importer.parsers.containers), asked on the form rather than after queueing."""
    head = upload.read(16)
    upload.seek(0)
    if not head.startswith((b"PK\x03\x04", b"PK\x05\x06")):
        data = upload.read(KIND_PEEK)
    else:
        data = upload.read(settings.IMPORT_MAX_BYTES)  # the size was checked first: at most the limit
    upload.seek(0)
    try:
        binary_kind(data)
    except DocumentError as err:
        return str(err)
    return None


class DocumentUploadForm(forms.Form):
    document = MultipleFileField(
        label="Documents",
        help_text="One or more files: a homepage (markdown or HTML), a CV (text, markdown, LaTeX, PDF or Word), "
        "a publication list, a BibTeX file or a labsite export. Or a .zip of a saved site's folder "
        "(Jekyll, Hugo, Quarto) or of a folder of CVs and BibTeX files.",
    )
    person = forms.ModelChoiceField(
        Person.objects.order_by("name"),
        required=False,
        help_text="Whose documents these are, when they do not name their owner. Leave empty for a lab's site "
        "or a folder of several people's CVs.",
    )

    def clean_document(self):
        from .services import check_size  # imported when used: loading the parsers would slow every process's start

        files = self.cleaned_data["document"]
        if len(files) > MAX_FILES:
            raise forms.ValidationError(f"{len(files):,} files: upload at most {MAX_FILES} at once, or a zip of them.")
        errors, archives = [], [f for f in files if is_archive(f)]
        limit = PACKED_FACTOR * settings.IMPORT_MAX_BYTES
        for upload in files:
            if upload in archives:
                if len(files) > 1:
                    errors.append(f"{upload.name}: a zip is uploaded on its own, not with other files.")
                elif upload.size > limit:
                    errors.append(
                        f"{upload.name}: the archive is {in_megabytes(upload.size, beside=limit)}; "
                        f"the limit is {in_megabytes(limit)}."
                    )
                else:
                    try:
                        check_archive(upload, max_bytes=settings.IMPORT_MAX_BYTES)  # its listing: nothing unpacked
                    except ArchiveRefused as err:
                        errors.append(f"{upload.name}: {err}. Nothing was kept.")
                continue
            try:
                check_size(upload.size)  # refused before it is read into memory
            except DocumentError:
                errors.append(
                    f"{upload.name}: the file is {in_megabytes(upload.size, beside=settings.IMPORT_MAX_BYTES)}; "
                    f"the limit is {in_megabytes(settings.IMPORT_MAX_BYTES)}."
                )
                continue
            if refused := refused_kind(upload):
                errors.append(f"{upload.name}: {refused[:1].upper()}{refused[1:]}.")
        total = sum(f.size for f in files)
        if len(files) > 1 and total > limit and not errors:
            errors.append(
                f"The files are {in_megabytes(total, beside=limit)} together; the limit is {in_megabytes(limit)}."
            )
        if errors:
            raise forms.ValidationError(errors)
        return files


def upload_view(model_admin, request):
    """Upload documents: kept and queued at once; one document's page, or its review page, shows how it went."""
    form = DocumentUploadForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        document = queue_files(form.cleaned_data["document"], person=form.cleaned_data["person"])
        if getattr(document, "already_waiting", False):
            where = "admin:importer_sourcedocument_review" if document.status == PLANNED else None
            link = reverse(where or "admin:importer_sourcedocument_change", args=[document.pk])
            model_admin.message_user(
                request,
                format_html(
                    'The same upload is already waiting: <a href="{}">{} {}</a>. Nothing was kept again.',
                    link,
                    "review" if where else "see how it goes with",
                    document.name,
                ),
                messages.WARNING,
            )
            return redirect(link)
        if document.status == IMPORTED:  # queue_upload found the same bytes imported before
            when = f" on {timezone.localtime(document.imported_at):%d %B %Y}" if document.imported_at else ""
            model_admin.message_user(
                request,
                f"{document.name}: nothing changed. The same upload was imported{when}; nothing was read or saved again.",
                messages.SUCCESS,
            )
        elif document.status == FAILED:
            model_admin.message_user(request, document.report, messages.ERROR)
        elif document.status == PLANNED:
            model_admin.message_user(request, f"Read {document.name}: check what it will save, then apply.")
            return redirect("admin:importer_sourcedocument_review", document.pk)
        elif document.status in (QUEUED, IMPORTING):
            model_admin.message_user(
                request, f"{document.name}: kept, and waiting to be read. This page shows how it goes."
            )
        else:
            model_admin.message_user(request, document.report.splitlines()[0], messages.SUCCESS)
        return redirect("admin:importer_sourcedocument_change", document.pk)
    context = {
        **model_admin.admin_site.each_context(request),
        "opts": model_admin.model._meta,
        "form": form,
        "title": "Import documents",
        "max_files": MAX_FILES,
        "max_members": MAX_MEMBERS,
    }
    return TemplateResponse(request, "admin/importer/sourcedocument/upload.html", context)


def queue_files(files, *, person=None):
    """Keep and queue an upload's files: one document as it is, a zip or several files as one zip.

    The same bytes still waiting (to be read, or for their review) are not kept again: that
    document is returned, with `already_waiting` set.
    """
    if len(files) == 1:
        upload = files[0]
        return _queue_once(upload.name, Source.of_upload(upload), person=person, bundle=is_archive(upload))
    with scratch_file(suffix=".zip") as out:  # removed at the end; the document keeps its own copy
        names = pack_files([(f.name, f) for f in files], out)
        out.flush()
        return _queue_once(_bundle_name(names), Source(path=out.name), person=person, bundle=True)


# A document queued longer than this, while no import runs, tells the lab admin the worker seems not to run.
WORKER_EXPECTED_WITHIN = timedelta(minutes=3)


def worker_seems_missing(document):
    """Whether `document` has waited to be read for longer than any import takes to start, with none running."""
    if document is None or document.status != QUEUED:
        return False
    if timezone.now() - document.created < WORKER_EXPECTED_WITHIN:
        return False
    return not SourceDocument.objects.filter(status=IMPORTING).exists()


WAITING = (QUEUED, IMPORTING, PLANNED)  # kept, and not yet imported: read, or reviewed and applied, later


def _queue_once(name, source, *, person, bundle):
    from .tasks import queue_upload

    waiting = SourceDocument.objects.filter(sha256=source.sha256(), status__in=WAITING, person=person)
    document = waiting.order_by("-created").first()
    if document is not None:
        document.already_waiting = True
        return document
    return queue_upload(name, source, person=person, bundle=bundle)


def _bundle_name(names):
    shown = ", ".join(names[:SHOWN_FILE_NAMES])
    more = f" and {len(names) - SHOWN_FILE_NAMES} more" if len(names) > SHOWN_FILE_NAMES else ""
    return f"{len(names)} files: {shown}{more}"[:255]
