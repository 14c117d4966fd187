"""Imported documents: lab admins read them with their reports, and upload new ones to import."""

from django.contrib import admin, messages
from django.http import StreamingHttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path
from django.utils.http import content_disposition_header

from people.models import is_lab_admin
from people.permissions import require_lab_admin

from .archives import BUNDLE
from .models import SourceDocument
from .review import StalePlan, is_stale
from .review_forms import ReviewForm
from .review_kept import (
    READ_OTHERWISE,
    carried_over,
    corrections,
    keep_with_plan,
    reason_to_plan_again,
    replanned_message,
)
from .review_sets import DocumentReview
from .statuses import DOCUMENT_STATUSES, FAILED, PLANNED
from .statuses import label as status_label
from .tasks import fail_interrupted_imports
from .uploads import bundle_review_view, upload_view, worker_seems_missing


class StatusFilter(admin.SimpleListFilter):
    """The list's filter by state, each named as the page names it (the stored words are the importer's)."""

    title = "status"
    parameter_name = "status"

    def lookups(self, request, model_admin):
        return [(status, status_label(status)) for status in DOCUMENT_STATUSES]

    def queryset(self, request, queryset):
        return queryset.filter(status=self.value()) if self.value() else queryset


@admin.register(SourceDocument)
class SourceDocumentAdmin(admin.ModelAdmin):
    list_display = ("name", "format", "person", "status_shown", "imported_at")
    list_filter = (StatusFilter, "format")
    search_fields = ("name", "text")
    readonly_fields = ("name", "read_as", "person", "fingerprint", "status_shown", "imported_at", "report", "text")
    fields = readonly_fields
    change_list_template = "admin/importer/sourcedocument/change_list.html"
    change_form_template = "admin/importer/sourcedocument/change_form.html"

    @admin.display(description="Status", ordering="status")
    def status_shown(self, document):
        return status_label(document.status)

    @admin.display(description="Read as")
    def read_as(self, document):
        return document.format.replace("-", " ")  # "markdown-cv" is the parser's name; "markdown cv" the admin's

    @admin.display(description="Fingerprint (SHA-256)")
    def fingerprint(self, document):
        return document.sha256

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
        document = SourceDocument.objects.filter(pk=object_id).first() if str(object_id).isdigit() else None
        extra_context = {**(extra_context or {}), "worker_missing": worker_seems_missing(document)}
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
        require_lab_admin(request)
        document = get_object_or_404(SourceDocument, pk=object_id)
        response = StreamingHttpResponse(document.chunks(), content_type="application/octet-stream")
        name = document.name
        if document.format == BUNDLE and not name.lower().endswith(".zip"):  # several files, kept as one zip
            name += ".zip"
        response["Content-Disposition"] = content_disposition_header(as_attachment=True, filename=name)
        return response

    def upload_view(self, request):
        """Upload one document, several files or a zip (importer.uploads): kept and queued at once."""
        require_lab_admin(request)
        return upload_view(self, request)

    def review_view(self, request, object_id):
        """An upload's plan beside its text: the lab admin corrects it and applies it; nothing is saved before."""
        from .services import apply_upload, plan_upload  # imported when used, as in upload_view
        from .tasks import stored_source

        require_lab_admin(request)
        document = get_object_or_404(SourceDocument, pk=object_id)
        if document.status != PLANNED:
            return redirect("admin:importer_sourcedocument_change", document.pk)
        if document.format == BUNDLE:  # several files, or a zip: a plan per file (importer.uploads)
            return bundle_review_view(self, request, document)
        data = request.POST if request.method == "POST" else None
        forms = DocumentReview(document.plan, data, person_form=ReviewForm)  # the same forms as each file of several
        if data is not None and forms.is_valid():
            person, base_url = forms.review.cleaned_data["person"], forms.review.cleaned_data["base_url"] or None
            with stored_source(document) as source:
                reason = reason_to_plan_again(forms.review, document.plan, is_stale(document))
                if reason is None:
                    try:
                        apply_upload(document, source, person=person, base_url=base_url, edits=forms.edits())
                    except StalePlan:  # the document reads differently now (the importer was updated)
                        reason = READ_OTHERWISE
                if reason is not None:  # planned again and shown again, with the admin's corrections on it
                    kept = corrections(forms)
                    plan_upload(document, source, person=person, base_url=base_url)
                    kept, vanished = carried_over(kept, document.plan)
                    keep_with_plan(document, kept)
                    self.message_user(request, replanned_message(reason, vanished), messages.WARNING)
                    return redirect("admin:importer_sourcedocument_review", document.pk)
            document.refresh_from_db()
            level = messages.ERROR if document.status == FAILED else messages.SUCCESS
            self.message_user(request, document.report, level)
            return redirect("admin:importer_sourcedocument_change", document.pk)
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "original": document,
            "title": f"Review {document.name}",
            **forms.shown(),
            "source_lines": document.text.splitlines(),
            "plan": document.plan,
        }
        return TemplateResponse(request, "admin/importer/sourcedocument/review.html", context)


from . import publication_admin  # noqa: E402,F401 -- re-registers the publication admin with adding and matching
