from urllib.parse import urlencode

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.validators import FileExtensionValidator
from django.db import models
from django.http import HttpResponse, HttpResponseNotAllowed
from django.shortcuts import redirect
from django.urls import path, reverse
from django.utils.html import format_html

from .accounts import grant_login
from .editing import LabelledInlineMixin, LockedSaveMixin, SeenVersionForm, describe_changes
from .history import RevertableAdminMixin
from .markdown import render_markdown
from .models import (
    Award,
    Education,
    Experience,
    Lab,
    Person,
    PersonLink,
    Service,
    Teaching,
    is_lab_admin,
)
from .permissions import EditableByMixin, LabAdminOnlyMixin, OwnedInlineMixin, is_member
from .photos import ACCEPTED_EXTENSIONS, clear_photo, store_photo, validate_photo

# Fields a member may not change on their own record.
ADMIN_ONLY_FIELDS = (
    "role",
    "joined",
    "left",
    "user",
    "display_order",
    "is_public",
    "needs_review",
    "review_notes",
    "slug",
)


class PersonRecordInline(LabelledInlineMixin, OwnedInlineMixin, admin.TabularInline):
    extra = 0


class NewestFirstInline(LabelledInlineMixin, OwnedInlineMixin, admin.StackedInline):
    """Records with years, newest (and ongoing) first; stacked, so a row fits a phone."""

    extra = 0

    def get_queryset(self, request):
        return (
            super()
            .get_queryset(request)
            .order_by(
                models.F("end_year").desc(nulls_first=True), models.F("start_year").desc(nulls_last=True), "order", "pk"
            )
        )


class EducationInline(NewestFirstInline):
    model = Education
    fields = (("institution", "degree"), ("degree_title", "field"), ("start_year", "end_year"), "details", "order")


class ExperienceInline(NewestFirstInline):
    model = Experience
    fields = (("organization", "title"), ("start_year", "end_year"), "details", "order")


class AwardInline(PersonRecordInline):
    model = Award
    fields = ("title", "organization", "year", "order")


class TeachingInline(PersonRecordInline):
    model = Teaching
    fields = ("course", "role", "terms", "order")


class ServiceInline(PersonRecordInline):
    model = Service
    fields = ("role", "venue", "year", "order")


class PersonLinkInline(PersonRecordInline):
    model = PersonLink
    fields = ("label", "url", "order")
    formfield_overrides = {models.URLField: {"assume_scheme": "https"}}


class PersonForm(SeenVersionForm):
    class Meta:
        model = Person
        fields = "__all__"  # noqa: DJ007 -- PersonAdmin's fieldsets choose the fields

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        photo = self.fields.get("photo")
        if photo is not None:
            # Phones name photos at length; the photo is stored under a generated name anyway.
            photo.max_length = None
            photo.validators = [
                FileExtensionValidator(
                    ACCEPTED_EXTENSIONS,
                    message="“%(extension)s” files are not accepted: upload a JPEG, PNG or WebP photo "
                    "(a name ending in .jpg, .jpeg, .png or .webp).",
                )
            ]
            photo.widget.attrs["accept"] = "image/jpeg,image/png,image/webp"
        bio = self.fields.get("bio")
        if bio is not None:
            bio.widget.attrs["data-preview-url"] = reverse("admin:people_person_preview_markdown")

    def clean_photo(self):
        photo = self.cleaned_data.get("photo")
        if photo and "photo" in self.changed_data and hasattr(photo, "content_type"):
            validate_photo(photo)
        return photo


class GrantLoginForm(forms.Form):
    email = forms.EmailField(required=False)


@admin.register(Person)
class PersonAdmin(LockedSaveMixin, RevertableAdminMixin, EditableByMixin, admin.ModelAdmin):
    form = PersonForm
    list_display = ("name", "role", "position", "is_current", "has_login", "is_public", "needs_review")
    list_filter = ("role", "is_public", "needs_review")
    search_fields = ("name", "alt_names", "email")
    prepopulated_fields = {"slug": ("name",)}
    inlines = (EducationInline, ExperienceInline, AwardInline, TeachingInline, ServiceInline, PersonLinkInline)
    actions = ("give_login",)
    fieldsets = (
        (
            None,
            {
                "fields": (
                    "name",
                    "slug",
                    "alt_names",
                    "role",
                    "position",
                    "affiliation",
                    "email",
                    "current_photo",
                    "photo",
                    "seen_updated",
                )
            },
        ),
        ("About", {"fields": ("bio", "research_interests", "advisors", "skills")}),
        ("In the lab", {"fields": ("joined", "left", "now_at", "display_order", "is_public", "user")}),
        ("Import", {"fields": ("needs_review", "review_notes"), "classes": ("collapse",)}),
    )

    not_yours_message = "You can edit only your own profile."
    snapshot_related = ("education", "experience", "awards", "teaching", "service", "links")

    class Media:
        js = ("admin/labsite/person.js", "admin/labsite/inline-labels.js")

    @admin.display(description="current photo")
    def current_photo(self, person):
        image = person.photo_small or person.photo
        if not image:
            return "No photo yet."
        return format_html('<img class="photo-thumbnail" src="{}" alt="Your current photo" width="96">', image.url)

    @admin.display(boolean=True, description="current")
    def is_current(self, person):
        return not person.is_alumni

    @admin.display(boolean=True, description="login")
    def has_login(self, person):
        return person.user_id is not None

    def get_readonly_fields(self, request, obj=None):
        if is_lab_admin(request.user):
            return ("current_photo",)
        return ("current_photo", *ADMIN_ONLY_FIELDS)

    def get_urls(self):
        preview = path(
            "preview-markdown/",
            self.admin_site.admin_view(self.preview_markdown),
            name="people_person_preview_markdown",
        )
        return [preview, *super().get_urls()]

    def preview_markdown(self, request):
        """The bio as the public page will show it (POST text=...), for the preview under the field."""
        if request.method != "POST":
            return HttpResponseNotAllowed(["POST"])
        if not (is_lab_admin(request.user) or is_member(request.user)):
            raise PermissionDenied
        text = request.POST.get("text", "")[:20_000]
        return HttpResponse(render_markdown(text), content_type="text/html; charset=utf-8")

    def construct_change_message(self, request, form, formsets, add=False):
        return describe_changes(form, formsets, add)

    def get_prepopulated_fields(self, request, obj=None):
        return self.prepopulated_fields if is_lab_admin(request.user) else {}

    def get_actions(self, request):
        if not is_lab_admin(request.user):
            return {}
        return super().get_actions(request)

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == "user":
            from django.contrib.auth import get_user_model

            kwargs["queryset"] = get_user_model().objects.order_by("username")
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def save_model(self, request, obj, form, change):
        if change:
            changed = set(form.changed_data) - {"photo", "seen_updated"}
            obj.edited_fields = sorted(set(obj.edited_fields) | changed)
        if "photo" in form.changed_data:
            upload = form.cleaned_data.get("photo")
            if upload:
                store_photo(obj, upload)
            else:  # cleared
                clear_photo(obj)
        super().save_model(request, obj, form, change)

    def save_formset(self, request, form, formset, change):
        instances = formset.save(commit=False)
        for instance in instances:
            instance.edited = True
            instance.save()
        for obj in formset.deleted_objects:
            obj.delete()
        formset.save_m2m()

    @admin.action(description="Give the selected people a login (prints a set-password link)")
    def give_login(self, request, queryset):
        for person in queryset:
            try:
                user, path = grant_login(person, person.email)
            except ValidationError as err:
                hint = "" if person.email else " Add an email first."
                self.message_user(request, f"{person.name}: {err.messages[0]}{hint}", messages.ERROR)
                continue
            link = request.build_absolute_uri(path)
            self.message_user(
                request,
                f"{person.name} can log in as “{user.get_username()}”; set-password link: {link}",
                messages.SUCCESS,
            )


@admin.register(Lab)
class LabAdmin(LabAdminOnlyMixin, admin.ModelAdmin):
    """The lab's name and description: one record, for lab admins."""

    fieldsets = (
        (None, {"fields": ("name", "short_name", "description")}),
        ("Pictures and colour", {"fields": ("logo", "favicon", "group_photo", "group_photo_alt", "accent_color")}),
        ("Contact", {"fields": ("address", "email", "social_links")}),
        (
            "Home page and news",
            {
                "fields": (
                    "show_research",
                    "show_news",
                    "show_publications",
                    "show_people",
                    "show_join",
                    "members_post_news",
                )
            },
        ),
    )

    # One record: added once, never deleted.
    def has_add_permission(self, request):
        return super().has_add_permission(request) and not Lab.objects.exists()

    def has_delete_permission(self, request, obj=None):
        return False

    def changelist_view(self, request, extra_context=None):
        # One record: go straight to it (or to adding it, pre-filled from the settings).
        lab = Lab.objects.first()
        if lab is not None:
            return redirect("admin:people_lab_change", lab.pk)
        current = Lab.current()
        query = urlencode({"name": current.name, "description": current.description})
        return redirect(f"{reverse('admin:people_lab_add')}?{query}")
