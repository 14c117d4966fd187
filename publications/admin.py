from django.contrib import admin, messages
from django.core.exceptions import ValidationError
from django.forms.models import BaseInlineFormSet

from people.editing import LabelledInlineMixin, LockedSaveMixin, SeenVersionForm, describe_changes
from people.history import RevertableAdminMixin
from people.models import Person, is_lab_admin
from people.permissions import EditableByMixin, LabAdminOnlyMixin, OwnedInlineMixin, is_member

from . import policy
from .models import Authorship, Publication, PublicationLink, Venue


def editor_of(request):
    """The person record of the member editing (None for a lab admin without one)."""
    return getattr(request.user, "person", None) if request.user.is_authenticated else None


def labmates_by_name(editor=None):
    """{plain name: Person, or None when two members share it} of the public members and the editor.

    One query, as large as the lab (its people, not its papers)."""
    people = Person.objects.public()
    if editor is not None:
        people = people | Person.objects.filter(pk=editor.pk)
    found = {}
    for person in people.distinct().only("pk", "name", "alt_names"):
        for plain in {policy.plain_name(name) for name in person.all_names} - {""}:
            already = found.get(plain, person)
            found[plain] = person if already is not None and already.pk == person.pk else None
    return found


class AuthorshipFormSet(BaseInlineFormSet):
    """Authors in order: positions made 1, 2, 3 … from the order of the rows, the co-author
    policy applied, the editor's own printed name linked to them, and a lone equal-contribution
    mark reported as a warning."""

    editor = None  # set per request by AuthorshipInline.get_formset
    is_admin = False
    # (name, editor) -> Person or None: the member a printed name is. The importer app plugs in
    # its matching rule (publications never imports the importer); by default, exact names only.
    match_member = None

    def add_fields(self, form, index):
        super().add_fields(form, index)
        if "position" in form.fields:
            form.fields["position"].required = False
            form.fields["position"].widget.attrs.update({"class": "author-position", "min": 1})

    def _live_forms(self):
        return [
            form
            for form in self.forms
            if form.has_changed() or form.instance.pk
            if not (self.can_delete and self._should_delete_form(form))
        ]

    def _matched_member(self, name, form):
        """The member a row's printed name is: the editor on any row; a labmate (typed without being
        picked from the list, or without JavaScript) only on a row whose name was just typed, never
        on one whose member was just unlinked or left unlinked before."""
        if self.match_member is not None:
            person = self.match_member(name, self.editor)
        elif self.editor is not None and policy.is_own_name(name, self.editor):
            person = self.editor
        else:
            person = self._labmate_named(name)
        if person is not None and self.editor is not None and person.pk == self.editor.pk:
            return person
        typed = "person" not in form.changed_data and (form.instance.pk is None or "name" in form.changed_data)
        return person if typed else None

    def _labmate_named(self, name):
        """The one member whose name or other name is exactly the printed one (case, accents' case and
        punctuation aside): a labmate typed without picking them from the list (or without
        JavaScript) is linked all the same. Two members of that name: neither is guessed."""
        if getattr(self, "_labmates", None) is None:
            self._labmates = labmates_by_name(self.editor)
        return self._labmates.get(policy.plain_name(name))

    def clean(self):
        super().clean()
        if any(self.errors):
            return
        live = self._live_forms()
        errors = [] if self.is_admin else self._policy_errors()
        self._link_printed_names(live)
        errors += self._link_errors(live)
        if errors:
            raise ValidationError(errors)
        self._renumber(live)
        self.warning = policy.lone_equal_contribution(
            [(form.cleaned_data.get("name"), form.cleaned_data.get("equal_contribution")) for form in live]
        )

    def _policy_errors(self):
        """The co-author policy, row by row, against the rows as stored."""
        stored = {
            row.pk: row
            for row in Authorship.objects.filter(pk__in=[f.instance.pk for f in self.forms if f.instance.pk])
            .select_related("person")
            .only("pk", "person__name")
        }
        errors = []
        for form in self.forms:
            if form.instance.pk:
                original = stored.get(form.instance.pk)
                refused = policy.row_change_refused(
                    self.editor,
                    original.person if original else None,
                    form.changed_data,
                    self.can_delete and self._should_delete_form(form),
                )
                if refused:
                    errors.append(refused)
        return errors

    def _link_printed_names(self, live):
        """A printed name that is a member's is linked to them, not left as a second, plain author.

        When another row links them already, only their very name is (and is then refused as a
        duplicate): "A. Lee" beside "Ada Lee" is someone else.
        """
        self.linked_forms = []
        linked = {form.cleaned_data["person"].pk for form in live if form.cleaned_data.get("person")}
        for form in live:
            name = form.cleaned_data.get("name")
            if form.cleaned_data.get("person") is None and name:
                person = self._matched_member(name, form)
                if person is not None and (person.pk not in linked or policy.is_own_name(name, person)):
                    linked.add(person.pk)
                    form.cleaned_data["person"] = person
                    form.instance.person = person
                    self.linked_forms.append(form)

    def _link_errors(self, live):
        errors, seen = [], {}
        for number, form in enumerate(live, 1):
            person = form.cleaned_data.get("person")
            if person is not None:
                if person.pk in seen:
                    errors.append(f"{person.name} is listed twice (authors {seen[person.pk]} and {number}).")
                seen.setdefault(person.pk, number)
        if not self.is_admin and self.editor is not None and self.editor.pk not in seen:
            errors.append(
                "You are not among the authors: add your name as the paper prints it (it is linked to you), "
                "or choose yourself as “lab member” in your row. Members add and edit their own papers."
            )
        return errors

    def _renumber(self, live):
        """Positions 1, 2, 3 …: the order of the numbers typed (or set by ↑/↓), then of the rows."""

        def place(item):
            index, form = item
            position = form.cleaned_data.get("position")
            # Unnumbered rows last; on a tie, the row whose number the editor just changed goes first.
            return (not position, position or 0, "position" not in form.changed_data, index)

        self.authors_in_order = [form for _index, form in sorted(enumerate(live), key=place)]
        for position, form in enumerate(self.authors_in_order, 1):
            form.cleaned_data["position"] = position
            form.instance.position = position


class AuthorshipInline(LabelledInlineMixin, OwnedInlineMixin, admin.TabularInline):
    model = Authorship
    formset = AuthorshipFormSet
    fields = ("position", "name", "person", "equal_contribution", "corresponding")
    extra = 0
    classes = ("authorships",)
    verbose_name = "author"
    verbose_name_plural = "authors"

    def get_formset(self, request, obj=None, **kwargs):
        formset = super().get_formset(request, obj, **kwargs)
        attributes = {"editor": editor_of(request), "is_admin": is_lab_admin(request.user)}
        return type(formset.__name__, (formset,), attributes)

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == "person" and not is_lab_admin(request.user):
            # Any public member may be a co-author; links the paper already has stay choosable.
            publication = getattr(request, "_labsite_publication", None)
            linked = (
                Person.objects.filter(authorships__publication=publication) if publication else Person.objects.none()
            )
            kwargs["queryset"] = (
                (Person.objects.public() | Person.objects.filter(user=request.user) | linked)
                .distinct()
                .order_by("name")
            )
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        field = super().formfield_for_dbfield(db_field, request, **kwargs)
        if db_field.name == "person" and field is not None and not is_lab_admin(request.user):
            # A member opens no one's record from here (only their own is theirs to edit).
            for name in ("can_add_related", "can_change_related", "can_delete_related", "can_view_related"):
                setattr(field.widget, name, False)
        return field


class PublicationLinkInline(LabelledInlineMixin, OwnedInlineMixin, admin.TabularInline):
    model = PublicationLink
    fields = ("label", "url", "order")
    extra = 0


class PublicationForm(SeenVersionForm):
    editor = None  # set per request by PublicationAdmin.get_form
    is_admin = False

    class Meta:
        model = Publication
        fields = "__all__"  # noqa: DJ007 -- PublicationAdmin's fields choose them

    def clean_is_public(self):
        is_public = self.cleaned_data.get("is_public")
        if not self.is_admin and self.instance.pk and self.instance.is_public and not is_public:
            refused = policy.hiding_refused(self.instance, self.editor)
            if refused:
                raise ValidationError(refused)
        return is_public


@admin.register(Publication)
class PublicationAdmin(LockedSaveMixin, RevertableAdminMixin, EditableByMixin, admin.ModelAdmin):
    form = PublicationForm
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
        "seen_updated",
    )
    not_yours_message = "You can edit only publications you are an author of."
    snapshot_related = ("authorships", "links")

    class Media:
        js = ("admin/labsite/authors.js", "admin/labsite/select2-labels.js", "admin/labsite/inline-labels.js")

    def has_add_permission(self, request):
        return is_lab_admin(request.user) or is_member(request.user)

    def get_actions(self, request):
        return super().get_actions(request) if is_lab_admin(request.user) else {}

    def get_form(self, request, obj=None, change=False, **kwargs):
        form = super().get_form(request, obj, change=change, **kwargs)
        return type(form.__name__, (form,), {"editor": editor_of(request), "is_admin": is_lab_admin(request.user)})

    def get_formsets_with_inlines(self, request, obj=None):
        request._labsite_publication = obj
        yield from super().get_formsets_with_inlines(request, obj)

    def save_model(self, request, obj, form, change):
        if change:
            obj.edited_fields = sorted(set(obj.edited_fields) | (set(form.changed_data) - {"seen_updated"}))
            if "key" in form.changed_data and form.initial.get("key") and form.cleaned_data.get("key"):
                obj.keep_former_key(form.initial["key"])
        # Left empty: the key is made once the authors are saved (save_related).
        request._labsite_make_key = not form.cleaned_data.get("key")
        super().save_model(request, obj, form, change)

    def save_formset(self, request, form, formset, change):
        instances = formset.save(commit=False)
        if formset.model is Authorship and (instances or formset.deleted_objects):
            publication = form.instance
            # The admin's word on authors is final: later imports leave them alone.
            if "authorships" not in publication.edited_fields:
                publication.edited_fields = [*publication.edited_fields, "authorships"]
                Publication.objects.filter(pk=publication.pk).update(edited_fields=publication.edited_fields)
            for instance in instances:
                instance.auto_linked = False
        for obj in formset.deleted_objects:
            obj.delete()
        for instance in instances:
            instance.save()
        formset.save_m2m()
        if formset.model is Authorship:
            for row in getattr(formset, "linked_forms", ()):
                if row.instance.pk and row.instance not in instances:
                    Authorship.objects.filter(pk=row.instance.pk).update(person=row.instance.person, auto_linked=False)
            # Rows the editor did not touch may still have moved.
            for position, row in enumerate(getattr(formset, "authors_in_order", ()), 1):
                if row.instance.pk:
                    Authorship.objects.filter(pk=row.instance.pk).exclude(position=position).update(position=position)
            if getattr(formset, "warning", None):
                self.message_user(request, formset.warning, messages.WARNING)

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        if getattr(request, "_labsite_make_key", False):
            # A paper added a moment ago was never public under its provisional key.
            form.instance.assign_key(keep_old=change)

    def construct_change_message(self, request, form, formsets, add=False):
        return describe_changes(form, formsets, add)


@admin.register(Venue)
class VenueAdmin(LabAdminOnlyMixin, admin.ModelAdmin):
    list_display = ("acronym", "name", "kind", "slug")
    list_filter = ("kind",)
    search_fields = ("acronym", "name", "aliases")
    prepopulated_fields = {"slug": ("acronym",)}

    # Members pick venues for their papers (autocomplete), but change none.
    def has_view_permission(self, request, obj=None):
        return super().has_view_permission(request, obj) or is_member(request.user)
