from django.contrib import admin

from people.models import Person, is_lab_admin
from people.permissions import EditableByMixin, OwnedInlineMixin, is_member

from .models import Authorship, Publication, PublicationLink, Venue


class AuthorshipInline(OwnedInlineMixin, admin.TabularInline):
    model = Authorship
    fields = ("position", "name", "person", "equal_contribution", "corresponding")
    extra = 0

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == "person" and not is_lab_admin(request.user):
            # Members link only themselves, or keep the links the paper already has.
            publication = getattr(request, "_labsite_publication", None)
            linked = (
                Person.objects.filter(authorships__publication=publication) if publication else Person.objects.none()
            )
            kwargs["queryset"] = (Person.objects.filter(user=request.user) | linked).distinct()
        return super().formfield_for_foreignkey(db_field, request, **kwargs)


class PublicationLinkInline(OwnedInlineMixin, admin.TabularInline):
    model = PublicationLink
    fields = ("label", "url", "order")
    extra = 0


@admin.register(Publication)
class PublicationAdmin(EditableByMixin, admin.ModelAdmin):
    list_display = ("title", "year", "kind", "status", "venue", "is_public")
    list_filter = ("kind", "status", "year", "is_public")
    search_fields = ("title", "key", "doi", "arxiv", "authorships__name")
    autocomplete_fields = ("venue",)
    inlines = (AuthorshipInline, PublicationLinkInline)
    fields = (
        "title",
        "key",
        "year",
        "kind",
        "status",
        "venue",
        "venue_text",
        "doi",
        "arxiv",
        "abstract",
        "note",
        "authors_truncated",
        "is_public",
    )

    def has_add_permission(self, request):
        return is_lab_admin(request.user) or is_member(request.user)

    def get_actions(self, request):
        return super().get_actions(request) if is_lab_admin(request.user) else {}

    def get_formsets_with_inlines(self, request, obj=None):
        request._labsite_publication = obj
        yield from super().get_formsets_with_inlines(request, obj)

    def save_model(self, request, obj, form, change):
        if change:
            obj.edited_fields = sorted(set(obj.edited_fields) | set(form.changed_data))
        super().save_model(request, obj, form, change)

    def save_formset(self, request, form, formset, change):
        instances = formset.save(commit=False)
        if formset.model is Authorship and (instances or formset.deleted_objects):
            publication = form.instance
            # The admin's word on authors is final: later imports leave them alone.
            if "authorships" not in publication.edited_fields:
                publication.edited_fields = [*publication.edited_fields, "authorships"]
                publication.save(update_fields=["edited_fields"])
            for instance in instances:
                instance.auto_linked = False
        for instance in instances:
            instance.save()
        for obj in formset.deleted_objects:
            obj.delete()
        formset.save_m2m()

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        publication = form.instance
        person = getattr(request.user, "person", None)
        # A member who adds a publication becomes one of its authors (lab admins add others' papers too).
        if (
            not change
            and not is_lab_admin(request.user)
            and person is not None
            and not publication.authorships.filter(person=person).exists()
        ):
            last = publication.authorships.order_by("-position").first()
            publication.authorships.create(person=person, name=person.name, position=(last.position + 1) if last else 1)


@admin.register(Venue)
class VenueAdmin(admin.ModelAdmin):
    list_display = ("acronym", "name", "kind", "slug")
    list_filter = ("kind",)
    search_fields = ("acronym", "name", "aliases")
    prepopulated_fields = {"slug": ("acronym",)}

    def has_module_permission(self, request):
        return is_lab_admin(request.user)

    # Members pick venues for their papers (autocomplete), but change none.
    def has_view_permission(self, request, obj=None):
        return is_lab_admin(request.user) or is_member(request.user)

    def has_change_permission(self, request, obj=None):
        return is_lab_admin(request.user)

    def has_add_permission(self, request):
        return is_lab_admin(request.user)

    def has_delete_permission(self, request, obj=None):
        return is_lab_admin(request.user)
