"""The admin of the sync: each member's sources and status, and the works found waiting for review.

A lab admin sees and checks everyone; a member sees, edits and checks their own sources and
reviews the works found for them ("Found for you").
"""

from django.conf import settings
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.db.models import Count, Q
from django.http import HttpResponseNotAllowed
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path
from django.utils.html import format_html, format_html_join

from people.models import Person, is_lab_admin
from people.permissions import is_member
from publications.models import Kind

from .fetch import SWITCHED_OFF, Fetcher, SourceFailed
from .identifiers import clean_openalex
from .models import SOURCES, FoundWork, SyncProfile
from .readers import search_openalex_authors
from .tasks import check_member


def _owns(request, person_id):
    return is_member(request.user) and request.user.person.pk == person_id


@admin.register(SyncProfile)
class SyncProfileAdmin(admin.ModelAdmin):
    list_display = ("person", "orcid", "dblp", "openalex", "enabled", "last_checked", "waiting_count", "error")
    list_filter = ("enabled",)
    search_fields = ("person__name", "orcid", "dblp", "openalex")
    fields = ("person", "orcid", "dblp", "openalex", "enabled")
    actions = ("check_now",)
    change_form_template = "admin/sync/syncprofile/change_form.html"

    def get_queryset(self, request):
        waiting = Q(person__found_works__status=FoundWork.Status.WAITING)
        queryset = super().get_queryset(request).select_related("person")
        queryset = queryset.annotate(waiting_works=Count("person__found_works", filter=waiting))
        return queryset if is_lab_admin(request.user) else queryset.filter(person__user=request.user)

    def has_module_permission(self, request):
        return is_lab_admin(request.user) or is_member(request.user)

    def has_view_permission(self, request, obj=None):
        return is_lab_admin(request.user) or (is_member(request.user) and (obj is None or _owns(request, obj.pk)))

    has_change_permission = has_view_permission
    has_delete_permission = has_view_permission

    def has_add_permission(self, request):
        if is_lab_admin(request.user):
            return True
        return is_member(request.user) and not SyncProfile.objects.filter(pk=request.user.person.pk).exists()

    def get_readonly_fields(self, request, obj=None):
        return ("person",) if obj is not None else ()

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == "person" and not is_lab_admin(request.user):
            kwargs["queryset"] = Person.objects.filter(user=request.user)  # a member gives their own sources
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    @admin.display(description="waiting", ordering="waiting_works")
    def waiting_count(self, profile):
        return profile.waiting_works

    @admin.display(description="last error")
    def error(self, profile):
        return format_html_join("", "<div>{}</div>", ((line,) for line in profile.last_error.splitlines()))

    def change_view(self, request, object_id, form_url="", extra_context=None):
        extra_context = {**(extra_context or {}), "may_check": True}
        return super().change_view(request, object_id, form_url, extra_context)

    @admin.action(description="Check now for new publications")
    def check_now(self, request, queryset):
        for profile in queryset:
            self._queue_check(request, profile)

    def get_urls(self):
        check = self.admin_site.admin_view(self.check_view)
        find = self.admin_site.admin_view(self.openalex_view)
        return [
            path("<int:object_id>/check/", check, name="sync_syncprofile_check"),
            path("<int:object_id>/openalex/", find, name="sync_syncprofile_openalex"),
            *super().get_urls(),
        ]

    def openalex_view(self, request, object_id):
        """Find the member's OpenAlex author by name and affiliation; "Use this" stores its id."""
        profile = get_object_or_404(SyncProfile.objects.select_related("person"), pk=object_id)
        if not self.has_change_permission(request, profile):
            raise PermissionDenied
        if request.method == "POST":
            try:
                profile.openalex = clean_openalex(request.POST.get("openalex", ""))
            except ValidationError as err:
                self.message_user(request, err.messages[0], messages.ERROR)
            else:
                profile.save(update_fields=["openalex"])
                self.message_user(request, f"OpenAlex author {profile.openalex} saved: it is asked at the next check.")
                return redirect("admin:sync_syncprofile_change", profile.pk)
        name = request.GET.get("name", profile.person.name).strip()
        affiliation = request.GET.get("affiliation", profile.person.affiliation).strip()
        authors, error = [], ""
        if not settings.LABSITE_LOOKUP:
            error = SWITCHED_OFF
        elif name:
            try:
                authors = search_openalex_authors(Fetcher(retries=0), name, affiliation)
            except SourceFailed as err:
                error = f"{err}: try again later"
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "original": profile,
            "title": f"Find {profile.person}'s OpenAlex author id",
            "name": name,
            "affiliation": affiliation,
            "authors": authors,
            "error": error,
        }
        return TemplateResponse(request, "admin/sync/syncprofile/openalex.html", context)

    def check_view(self, request, object_id):
        if request.method != "POST":
            return HttpResponseNotAllowed(["POST"])
        profile = get_object_or_404(SyncProfile.objects.select_related("person"), pk=object_id)
        if not self.has_change_permission(request, profile):
            raise PermissionDenied
        self._queue_check(request, profile)
        return redirect("admin:sync_syncprofile_change", profile.pk)

    def _queue_check(self, request, profile):
        if not settings.LABSITE_LOOKUP:
            self.message_user(request, SWITCHED_OFF, messages.WARNING)
            return
        if not profile.ids():
            self.message_user(
                request, f"{profile.person} gives no ORCID iD, dblp id or OpenAlex id yet.", messages.WARNING
            )
            return
        outcome = check_member.enqueue(profile.pk)
        if outcome.status == "SUCCESSFUL":  # a worker-less site runs it at once
            summary, *problems = outcome.return_value.splitlines()
            if problems:  # the page lists them (the member's last_error)
                self.message_user(request, f"{summary}. Not every source answered: see below.", messages.WARNING)
            else:
                self.message_user(request, summary, messages.SUCCESS)
        else:
            self.message_user(request, f"Checking {profile.person}'s sources: this page shows the outcome in a minute.")


@admin.register(FoundWork)
class FoundWorkAdmin(admin.ModelAdmin):
    list_display = ("title", "year", "kind", "venue", "found_in", "found_for", "status")
    list_filter = ("status",)
    search_fields = ("title", "doi", "arxiv")
    readonly_fields = ("title", "year", "kind", "venue", "authors", "doi", "arxiv", "found_in", "found_for")
    readonly_fields += ("status", "found_at", "decided_at", "publication")
    fields = readonly_fields
    actions = ("accept_works", "reject_works")

    def get_queryset(self, request):
        queryset = super().get_queryset(request).prefetch_related("members")
        if is_lab_admin(request.user):
            return queryset
        return queryset.filter(members__user=request.user).distinct()

    def changelist_view(self, request, extra_context=None):
        if request.method == "GET" and not request.GET:  # what waits for review, unless asked otherwise
            return redirect(f"{request.path}?status__exact={FoundWork.Status.WAITING}")
        title = "Works found for members" if is_lab_admin(request.user) else "Found for you"
        return super().changelist_view(request, {"title": title, **(extra_context or {})})

    def has_module_permission(self, request):
        return is_lab_admin(request.user) or is_member(request.user)

    def has_view_permission(self, request, obj=None):
        if is_lab_admin(request.user):
            return True
        return is_member(request.user) and (obj is None or obj.members.filter(user=request.user).exists())

    def has_change_permission(self, request, obj=None):
        return False

    def has_add_permission(self, request):
        return False

    def has_delete_permission(self, request, obj=None):
        return is_lab_admin(request.user)

    @admin.display(description="kind")
    def kind(self, work):
        value = work.data.get("kind") or ""
        return Kind(value).label if value in Kind.values else value

    @admin.display(description="venue")
    def venue(self, work):
        return work.data.get("venue_text") or ""

    @admin.display(description="authors")
    def authors(self, work):
        return ", ".join(a.get("name", "") for a in work.data.get("authors", []) if isinstance(a, dict))

    @admin.display(description="found in")
    def found_in(self, work):
        return ", ".join(SOURCES.get(source, source) for source in work.sources)

    @admin.display(description="found for")
    def found_for(self, work):
        return ", ".join(member.name for member in work.members.all())

    @admin.action(description="Accept: put on the site")
    def accept_works(self, request, queryset):
        from .services import accept  # imported when used: it loads the importer's parsers

        accepted = [accept(work, request.user) for work in queryset.filter(status=FoundWork.Status.WAITING)]
        for publication in accepted:
            link = format_html('<a href="{}">{}</a>', publication.get_absolute_url(), publication.title)
            self.message_user(request, format_html("On the site: {}", link), messages.SUCCESS)
        if not accepted:
            self.message_user(request, "None of the works chosen was waiting for review.", messages.WARNING)

    @admin.action(description="Reject: never offer again")
    def reject_works(self, request, queryset):
        from .services import reject  # imported when used, as accept

        waiting = list(queryset.filter(status=FoundWork.Status.WAITING))
        for work in waiting:
            reject(work, request.user)
        self.message_user(
            request, f"{len(waiting)} work{'s' if len(waiting) != 1 else ''} rejected: not offered again."
        )
