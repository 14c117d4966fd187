"""The publication admin, with what needs the importer: adding papers by BibTeX, DOI or arXiv id,
and linking printed author names to lab members as they are typed (the importer's matching rule).

publications.admin knows nothing of the importer; this module re-registers its admin with
these additions (importer comes after publications in INSTALLED_APPS).
"""

from django import forms
from django.conf import settings
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.http import JsonResponse
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import path, reverse

from people.models import is_lab_admin
from people.permissions import is_member
from publications.admin import AuthorshipInline, PublicationAdmin, PublicationLinkInline
from publications.models import Publication

from .matching import LabMemberNamer


class MatchingAuthorshipInline(AuthorshipInline):
    def get_formset(self, request, obj=None, **kwargs):
        formset = super().get_formset(request, obj, **kwargs)
        # A fresh formset class per request: its rows share one namer, and the people load once.
        formset.match_member = staticmethod(LabMemberNamer())
        formset.form.base_fields["name"].widget.attrs["data-match-url"] = reverse(
            "admin:publications_publication_match_author"
        )
        return formset


class PasteForm(forms.Form):
    bibtex = forms.CharField(
        label="BibTeX",
        widget=forms.Textarea(attrs={"rows": 10, "spellcheck": "false"}),
        required=False,
        help_text="One or more entries, as Google Scholar, DBLP or a publisher gives them.",
    )
    identifier = forms.CharField(
        label="DOI or arXiv id",
        required=False,
        max_length=300,
        help_text="E.g. 10.1145/3600006.3613139 or 2401.01234: the paper is looked up and shown before it is saved.",
    )

    def clean(self):
        """A DOI or arXiv id to look up must be one before anything is asked of a service."""
        cleaned = super().clean()
        identifier = cleaned.get("identifier", "").strip()
        if identifier and not cleaned.get("bibtex", "").strip() and settings.LABSITE_LOOKUP:
            from . import adding  # imported when used, as in the view

            try:
                adding.identify(identifier)
            except adding.AddFailed as err:
                self.add_error("identifier", str(err))
        return cleaned


class MemberPublicationAdmin(PublicationAdmin):
    inlines = (MatchingAuthorshipInline, PublicationLinkInline)
    change_form_template = "admin/publications/publication/change_form_with_adding.html"

    def get_urls(self):
        extra = [
            path("add-from/", self.admin_site.admin_view(self.add_from_view), name="publications_publication_add_from"),
            path(
                "match-author/",
                self.admin_site.admin_view(self.match_author_view),
                name="publications_publication_match_author",
            ),
        ]
        return [*extra, *super().get_urls()]

    def _editor_or_denied(self, request):
        if not (is_lab_admin(request.user) or is_member(request.user)):
            raise PermissionDenied
        return None if is_lab_admin(request.user) else request.user.person

    def match_author_view(self, request):
        """GET ?name=…: the public lab member a printed author name is, by the importer's rule."""
        editor = self._editor_or_denied(request)
        name = request.GET.get("name", "")[:200].strip()
        if len(name) < 2:
            return JsonResponse({"member": None, "ambiguous": []})
        person, ambiguous = LabMemberNamer().match(name, editor)  # the rule the row is linked by on save
        if person is not None:
            return JsonResponse({"member": {"id": person.pk, "name": person.name}, "ambiguous": []})
        return JsonResponse({"member": None, "ambiguous": ambiguous})

    def add_from_view(self, request):
        """Paste BibTeX or give a DOI / arXiv id; see what would be saved; save it."""
        editor = self._editor_or_denied(request)
        form = PasteForm(request.POST or None)
        entries, bibtex, error = None, "", None
        lookup_on = settings.LABSITE_LOOKUP
        if request.method == "POST" and form.is_valid():
            from . import adding  # imported when used: loading the parsers would slow every process's start

            bibtex = form.cleaned_data["bibtex"].strip()
            identifier = form.cleaned_data["identifier"].strip()
            try:
                if request.POST.get("action") == "save":
                    file_report, publications = adding.add(bibtex, editor)
                    return self._saved(request, file_report, publications)
                if identifier and not bibtex:
                    bibtex = adding.lookup_bibtex(identifier)
                entries = adding.preview(bibtex, editor)
            except adding.AddFailed as err:
                error = str(err)
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": "Add publications by BibTeX" + (", DOI or arXiv id" if lookup_on else ""),
            "form": form,
            "entries": entries,
            "bibtex": bibtex,
            "error": error,
            "lookup_on": lookup_on,
        }
        return TemplateResponse(request, "admin/publications/publication/add_from.html", context)

    def _saved(self, request, file_report, publications):
        created, merged = file_report.publications_created, file_report.publications_merged
        self.message_user(
            request,
            f"Added {created} publication{'s' if created != 1 else ''}"
            + (f", merged {merged} into papers already on the site" if merged else "")
            + ". Check the authors and links below.",
            messages.SUCCESS,
        )
        for warning in file_report.warnings[:5]:
            self.message_user(request, warning, messages.WARNING)
        if len(publications) == 1:
            return redirect("admin:publications_publication_change", publications[0].pk)
        return redirect("admin:publications_publication_changelist")


admin.site.unregister(Publication)
admin.site.register(Publication, MemberPublicationAdmin)
