"""Imported documents: lab admins read them with their reports, and upload new ones to import."""

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.http import StreamingHttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path
from django.utils.http import content_disposition_header

from people.models import Person, is_lab_admin

from .models import SourceDocument
from .parsers.records import DocumentError


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
        from .services import check_size  # imported when used: the parsers cost every process's start 0.3 s

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

    def get_urls(self):
        return [
            path("upload/", self.admin_site.admin_view(self.upload_view), name="importer_sourcedocument_upload"),
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
            if document.status == "failed":
                self.message_user(request, document.report, messages.ERROR)
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


from . import publication_admin  # noqa: E402,F401 -- re-registers the publication admin with adding and matching
