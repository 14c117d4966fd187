"""Imported documents: lab admins read them with their reports, and upload new ones to import."""

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.http import StreamingHttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path
from django.utils import timezone
from django.utils.http import content_disposition_header

from people.models import Person, is_lab_admin

from .models import SourceDocument
from .parsers.records import DocumentError
from .review import PLANNED, StalePlan, is_stale
from .review_forms import PaperFormSet, RecordFormSet, ReviewForm, edits_from, review_initial
from .tasks import fail_interrupted_imports


class DocumentUploadForm(forms.Form):
    document = forms.FileField(
        help_text="A homepage (markdown or HTML), a CV (text, markdown, LaTeX or PDF), a publication list, "
        "a BibTeX file or a labsite export."
    )
    person = forms.ModelChoiceField(
        Person.objects.order_by("name"),
        required=False,
        help_text="Whose document this is, when it does not name its owner.",
    )

    def clean_document(self):
        from .services import check_size  # imported when used: loading the parsers would slow every process's start

        document = self.cleaned_data["document"]
        try:
            check_size(document.size)  # refused before it is read into memory
        except DocumentError as err:
            raise forms.ValidationError(f"{document.name}: {err}.") from err
        return document


@admin.register(SourceDocument)
class SourceDocumentAdmin(admin.ModelAdmin):
    list_display = ("name", "format", "person", "status", "imported_at")
    list_filter = ("status", "format")
    search_fields = ("name", "text")
    readonly_fields = ("name", "format", "person", "sha256", "status", "imported_at", "report", "text")
    fields = readonly_fields
    change_list_template = "admin/importer/sourcedocument/change_list.html"
    change_form_template = "admin/importer/sourcedocument/change_form.html"

    def has_module_permission(self, request):
        return is_lab_admin(request.user)

    def has_view_permission(self, request, obj=None):
        return is_lab_admin(request.user)

    def has_change_permission(self, request, obj=None):
        return False

    def has_add_permission(self, request):
        return False

    def has_delete_permission(self, request, obj=None):
        return is_lab_admin(request.user)

    def changelist_view(self, request, extra_context=None):
        fail_interrupted_imports()
        return super().changelist_view(request, extra_context)

    def change_view(self, request, object_id, form_url="", extra_context=None):
        fail_interrupted_imports()  # the page an uploader watches: an import whose worker died says so
        return super().change_view(request, object_id, form_url, extra_context)

    def get_urls(self):
        return [
            path("upload/", self.admin_site.admin_view(self.upload_view), name="importer_sourcedocument_upload"),
            path(
                "<int:object_id>/review/",
                self.admin_site.admin_view(self.review_view),
                name="importer_sourcedocument_review",
            ),
            path(
                "<int:object_id>/download/",
                self.admin_site.admin_view(self.download_view),
                name="importer_sourcedocument_download",
            ),
            *super().get_urls(),
        ]

    def download_view(self, request, object_id):
        """The document as it was imported, byte for byte, sent a part at a time."""
        if not is_lab_admin(request.user):
            raise PermissionDenied
        document = get_object_or_404(SourceDocument, pk=object_id)
        response = StreamingHttpResponse(document.chunks(), content_type="application/octet-stream")
        response["Content-Disposition"] = content_disposition_header(as_attachment=True, filename=document.name)
        return response

    def upload_view(self, request):
        """Upload a document: it is kept and queued at once; its page shows the progress and the report."""
        if not is_lab_admin(request.user):
            raise PermissionDenied
        form = DocumentUploadForm(request.POST or None, request.FILES or None)
        if request.method == "POST" and form.is_valid():
            from .tasks import queue_upload

            upload = form.cleaned_data["document"]
            document = queue_upload(upload.name, upload, person=form.cleaned_data["person"])
            if document.status == "imported":  # queue_upload found the same bytes imported before
                when = f" on {timezone.localtime(document.imported_at):%d %B %Y}" if document.imported_at else ""
                self.message_user(
                    request,
                    f"{upload.name}: nothing changed. The same document was imported{when}; nothing was read or saved again.",
                    messages.SUCCESS,
                )
            elif document.status == "failed":
                self.message_user(request, document.report, messages.ERROR)
            elif document.status == PLANNED:
                self.message_user(request, f"Read {document.name}: check what it will save, then apply.")
                return redirect("admin:importer_sourcedocument_review", document.pk)
            elif document.status in ("queued", "importing"):
                self.message_user(request, f"Queued for import: {document.name}. This page shows how it went.")
            else:
                self.message_user(request, document.report.splitlines()[0], messages.SUCCESS)
            return redirect("admin:importer_sourcedocument_change", document.pk)
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "form": form,
            "title": "Import a document",
        }
        return TemplateResponse(request, "admin/importer/sourcedocument/upload.html", context)

    def review_view(self, request, object_id):
        """An upload's plan beside its text: the lab admin corrects it and applies it; nothing is saved before."""
        from .services import apply_upload, plan_upload  # imported when used, as in upload_view
        from .tasks import stored_source

        if not is_lab_admin(request.user):
            raise PermissionDenied
        document = get_object_or_404(SourceDocument, pk=object_id)
        if document.status != PLANNED:
            return redirect("admin:importer_sourcedocument_change", document.pk)
        initial, papers_initial, records_initial = review_initial(document.plan)
        if request.method == "POST":
            review = ReviewForm(request.POST)
            papers = PaperFormSet(request.POST, prefix="papers")
            records = RecordFormSet(request.POST, prefix="records")
            if review.is_valid() and papers.is_valid() and records.is_valid():
                person, base_url = review.cleaned_data["person"], review.cleaned_data["base_url"] or None
                with stored_source(document) as source:
                    stale = is_stale(document)
                    if not stale:
                        edits = edits_from(review, papers, records, initial["name"])
                        try:
                            apply_upload(document, source, person=person, base_url=base_url, edits=edits)
                        except StalePlan:  # the document reads differently now (the importer was updated)
                            stale = True
                    if stale:
                        plan_upload(document, source, person=person, base_url=base_url)
                        self.message_user(
                            request,
                            "The site changed since this document was read, so what it will save was worked out "
                            "again: check it and apply.",
                            messages.WARNING,
                        )
                        return redirect("admin:importer_sourcedocument_review", document.pk)
                document.refresh_from_db()
                level = messages.ERROR if document.status == "failed" else messages.SUCCESS
                self.message_user(request, document.report, level)
                return redirect("admin:importer_sourcedocument_change", document.pk)
        else:
            review = ReviewForm(initial=initial)
            papers = PaperFormSet(initial=papers_initial, prefix="papers")
            records = RecordFormSet(initial=records_initial, prefix="records")
        items = document.plan.get("items", [])
        by_index = {(i["kind"], i.get("index")): i for i in items if i.get("index") is not None}
        editable = {("publication", row["index"]) for row in papers_initial}
        editable |= {(row["kind"], row["index"]) for row in records_initial}
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "original": document,
            "title": f"Review {document.name}",
            "review": review,
            "papers": papers,
            "records": records,
            "paper_rows": [(form, by_index.get(("publication", form["index"].value()))) for form in papers],
            "record_rows": [(form, by_index.get((form["kind"].value(), form["index"].value()))) for form in records],
            "person_items": [_with_fields(i) for i in items if i["kind"] == "person"],
            "other_items": [
                i
                for i in items
                if i["kind"] != "person"
                and not (i["action"] in ("create", "merge") and (i["kind"], i.get("index")) in editable)
            ],
            "source_lines": document.text.splitlines(),
            "plan": document.plan,
        }
        return TemplateResponse(request, "admin/importer/sourcedocument/review.html", context)


def _with_fields(item):
    """A plan's item with its changes as rows: field, old value, new value, the line it was read on."""
    values = item.get("values", {})
    rows = [
        {"name": name.replace("_", " "), "old": old, "new": new, "line": values.get(name, {}).get("line")}
        for name, (old, new) in item.get("changes", {}).items()
    ]
    return {**item, "fields": rows}


from . import publication_admin  # noqa: E402,F401 -- re-registers the publication admin with adding and matching
