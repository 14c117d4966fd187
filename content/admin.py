"""News, research projects and pages in the admin: lab admins edit all; members their own news when allowed."""

from django import forms
from django.contrib import admin
from django.utils.text import slugify

from people.models import Lab, Person, is_lab_admin
from people.permissions import EditableByMixin, LabAdminOnlyMixin, is_member

from .models import News, Page, Project

# The admin's autocomplete boxes get no name from select2; this script names each after its label.
NAMED_AUTOCOMPLETE_JS = ("admin/labsite/select2-labels.js",)


class RowNamedForm(forms.ModelForm):
    """A change list's editable cells have no <label> (the column heading is not tied to them), so
    each is named by its column and its row: "Order of “Elastic Caches”"."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for field in self.fields.values():
            field.widget.attrs.setdefault("aria-label", f"{field.label} of “{self.instance}”")


class RowNamedListEditableMixin:
    def get_changelist_form(self, request, **kwargs):
        kwargs.setdefault("form", RowNamedForm)
        return super().get_changelist_form(request, **kwargs)


@admin.register(News)
class NewsAdmin(EditableByMixin, admin.ModelAdmin):
    list_display = ("title", "date", "person", "is_public")
    list_filter = ("is_public",)
    search_fields = ("title", "body")
    date_hierarchy = "date"
    prepopulated_fields = {"slug": ("title",)}
    autocomplete_fields = ("person",)

    class Media:
        js = NAMED_AUTOCOMPLETE_JS

    def _members_may_post(self, request):
        return is_member(request.user) and Lab.current(request).members_post_news

    def has_module_permission(self, request):
        return is_lab_admin(request.user) or self._members_may_post(request)

    def has_add_permission(self, request):
        return is_lab_admin(request.user) or self._members_may_post(request)

    def has_delete_permission(self, request, obj=None):
        return is_lab_admin(request.user) or (self._members_may_post(request) and self._may_edit(request, obj))

    def get_readonly_fields(self, request, obj=None):
        return () if is_lab_admin(request.user) else ("person",)

    def save_model(self, request, obj, form, change):
        if not is_lab_admin(request.user):
            obj.person = Person.objects.get(user=request.user)  # a member posts news about themselves
        super().save_model(request, obj, form, change)


@admin.register(Project)
class ProjectAdmin(RowNamedListEditableMixin, LabAdminOnlyMixin, admin.ModelAdmin):
    list_display = ("title", "is_active", "order", "is_public")
    list_editable = ("order",)
    search_fields = ("title", "summary")
    prepopulated_fields = {"slug": ("title",)}
    autocomplete_fields = ("members", "publications")

    class Media:
        js = NAMED_AUTOCOMPLETE_JS


class PageForm(forms.ModelForm):
    """The address is what the editor typed, or made from the title when left empty.

    Not filled in while the title is typed: typing an address into a pre-filled field added to
    it ("news" became "newsnews"), and the page was saved at an address nobody chose."""

    slug = forms.SlugField(
        label="Address",
        max_length=100,
        required=False,
        help_text="The page is at /<address>/, e.g. join-us; empty: made from the title. "
        "Addresses the site uses itself (news, people, publications, ...) are refused.",
    )

    class Meta:
        model = Page
        fields = "__all__"  # noqa: DJ007 -- the admin shows every field of a page

    def clean(self):
        cleaned = super().clean()
        if not cleaned.get("slug") and cleaned.get("title") and "slug" not in self.errors:
            cleaned["slug"] = slugify(cleaned["title"])[:100]
            if not cleaned["slug"]:
                self.add_error("slug", "The title makes no address: type one, e.g. join-us.")
        return cleaned


@admin.register(Page)
class PageAdmin(RowNamedListEditableMixin, LabAdminOnlyMixin, admin.ModelAdmin):
    form = PageForm
    list_display = ("title", "slug", "nav_order", "on_home", "is_public")
    list_editable = ("nav_order", "on_home")
    search_fields = ("title", "body")
