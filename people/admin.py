from urllib.parse import urlencode

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import ValidationError
from django.db import models
from django.shortcuts import redirect
from django.urls import reverse

from .accounts import grant_login
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
from .permissions import EditableByMixin, OwnedInlineMixin
from .photos import clear_photo, store_photo, validate_photo

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


class PersonRecordInline(OwnedInlineMixin, admin.TabularInline):
    extra = 0


class EducationInline(PersonRecordInline):
    model = Education
    fields = ("institution", "degree", "degree_title", "field", "start_year", "end_year", "details", "order")


class ExperienceInline(PersonRecordInline):
    model = Experience
    fields = ("organization", "title", "start_year", "end_year", "details", "order")


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


class PersonForm(forms.ModelForm):
    class Meta:
        model = Person
        fields = "__all__"  # noqa: DJ007 -- PersonAdmin's fieldsets choose the fields

    def clean_photo(self):
        photo = self.cleaned_data.get("photo")
        if photo and "photo" in self.changed_data and hasattr(photo, "content_type"):
            validate_photo(photo)
        return photo


class GrantLoginForm(forms.Form):
    email = forms.EmailField(required=False)


@admin.register(Person)
class PersonAdmin(EditableByMixin, admin.ModelAdmin):
    form = PersonForm
    list_display = ("name", "role", "position", "is_current", "has_login", "is_public", "needs_review")
    list_filter = ("role", "is_public", "needs_review")
    search_fields = ("name", "alt_names", "email")
    prepopulated_fields = {"slug": ("name",)}
    inlines = (EducationInline, ExperienceInline, AwardInline, TeachingInline, ServiceInline, PersonLinkInline)
    actions = ("give_login",)
    fieldsets = (
        (None, {"fields": ("name", "slug", "alt_names", "role", "position", "affiliation", "email", "photo")}),
        ("About", {"fields": ("bio", "research_interests", "advisors", "skills")}),
        ("In the lab", {"fields": ("joined", "left", "now_at", "display_order", "is_public", "user")}),
        ("Import", {"fields": ("needs_review", "review_notes"), "classes": ("collapse",)}),
    )

    @admin.display(boolean=True, description="current")
    def is_current(self, person):
        return not person.is_alumni

    @admin.display(boolean=True, description="login")
    def has_login(self, person):
        return person.user_id is not None

    def get_readonly_fields(self, request, obj=None):
        if is_lab_admin(request.user):
            return ()
        return ADMIN_ONLY_FIELDS

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
            changed = set(form.changed_data) - {"photo"}
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
class LabAdmin(admin.ModelAdmin):
    """The lab's name and description: one record, for lab admins."""

    fields = ("name", "description")

    def has_module_permission(self, request):
        return is_lab_admin(request.user)

    def has_view_permission(self, request, obj=None):
        return is_lab_admin(request.user)

    def has_change_permission(self, request, obj=None):
        return is_lab_admin(request.user)

    def has_add_permission(self, request):
        return is_lab_admin(request.user) and not Lab.objects.exists()

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
