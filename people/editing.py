"""What every member-facing admin form shares: labelled inline fields, lost-update protection,
a history entry that says what changed, and a plain page for a record that is not yours.
"""

import re

from django import forms
from django.contrib.admin.models import CHANGE, LogEntry
from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import ValidationError
from django.db import connections, router, transaction
from django.template.response import TemplateResponse
from django.utils import timezone

from .models import is_lab_admin

SHORT = 80


def _short(text):
    text = " ".join(str(text).split())
    return text if len(text) <= SHORT else text[: SHORT - 1] + "…"


def _shown(field, value):
    """A form value as an editor reads it: a choice's label, a member's name, “yes”/“no”."""
    if value in (None, "", [], ()):
        return "(empty)"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(field, forms.ModelChoiceField) and not hasattr(value, "pk"):
        value = field.queryset.model._default_manager.filter(pk=value).first() or value
    if isinstance(value, (list, tuple)):
        return "; ".join(_short(item) for item in value)
    if hasattr(value, "name") and hasattr(value, "url"):  # a file
        return "a new file"
    choices = dict(getattr(field, "choices", None) or ()) if isinstance(field, forms.ChoiceField) else {}
    if not isinstance(field, forms.ModelChoiceField) and value in choices:
        value = choices[value]
    return f"“{_short(value)}”"


def field_changes(form, names=None):
    """[“Label: “old” → “new””] for the form's changed fields."""
    changes = []
    for name in names if names is not None else form.changed_data:
        if name not in form.fields or name == SeenVersionForm.SEEN_FIELD:
            continue
        field = form.fields[name]
        label = field.label or name.replace("_", " ").capitalize()
        old = form.initial.get(name, field.initial)
        new = form.cleaned_data.get(name) if hasattr(form, "cleaned_data") else form.data.get(form.add_prefix(name))
        changes.append(f"{label}: {_shown(field, old)} → {_shown(field, new)}")
    return changes


def describe_changes(form, formsets, add):
    """The history entry of one admin save, with the old and new value of every changed field."""
    if add:
        parts = [f"Added {form.instance._meta.verbose_name} “{_short(form.instance)}”"]
        for formset in formsets:
            for obj in formset.new_objects:
                parts.append(f"with {obj._meta.verbose_name} “{_short(obj)}”")
        return "; ".join(parts) + "."
    parts = field_changes(form)
    for formset in formsets:
        changed = {obj.pk for obj, _fields in formset.changed_objects}
        for obj in formset.new_objects:
            parts.append(f"added {obj._meta.verbose_name} “{_short(obj)}”")
        for row in formset.forms:
            if row.instance.pk in changed and row.instance not in formset.new_objects:
                names = [n for n in row.changed_data if n not in ("DELETE", "id")]
                verbose = row.instance._meta.verbose_name
                parts.extend(f"{verbose} “{_short(row.instance)}”, {change}" for change in field_changes(row, names))
        for obj in formset.deleted_objects:
            parts.append(f"deleted {obj._meta.verbose_name} “{_short(obj)}”")
    if not parts:
        return "Saved without changes."
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."


class SeenVersionForm(forms.ModelForm):
    """Carries the record's `updated` time as it was when the form was opened.

    Saving a record that changed since shows who changed what, and keeps this
    editor's input (inline rows too) in the form; saving again then keeps theirs.
    """

    SEEN_FIELD = "seen_updated"
    seen_updated = forms.CharField(widget=forms.HiddenInput, required=False)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.instance.pk and self.instance.updated:
            self.initial[self.SEEN_FIELD] = self.instance.updated.isoformat()

    def clean(self):
        cleaned = super().clean()
        seen = cleaned.get(self.SEEN_FIELD)
        current = self.instance.updated.isoformat() if self.instance.pk and self.instance.updated else ""
        if seen and current and seen != current:
            # Save again and yours is kept: the next submission carries the version just shown.
            self.data = self.data.copy()
            self.data[self.add_prefix(self.SEEN_FIELD)] = current
            raise ValidationError(self.conflict_message(seen), code="conflict")
        return cleaned

    def conflict_message(self, seen):
        since = LogEntry.objects.filter(
            content_type=ContentType.objects.get_for_model(self.instance),
            object_id=str(self.instance.pk),
            action_flag=CHANGE,
            action_time__gt=seen,
        ).select_related("user")
        who = [
            f"{entry.user.get_full_name() or entry.user.get_username()} at "
            f"{timezone.localtime(entry.action_time):%H:%M}: {entry.get_change_message()}"
            for entry in since.order_by("action_time")[:3]
        ]
        differ = [
            f"{self.fields[name].label or name}: now {_shown(self.fields[name], self.initial.get(name))}"
            for name in self.changed_data
            if name in self.fields and name != self.SEEN_FIELD
        ][:6]
        text = "This record was changed after you opened it"
        text += (" — by " + " | ".join(who)) if who else " (by an import or another window)."
        if differ:
            text += " Saved now: " + "; ".join(differ) + "."
        return text + " Your input is kept below: check it, then save again to keep it."


class LockedSaveMixin:
    """A ModelAdmin whose change form is a SeenVersionForm: a save reads its record under a row lock.

    Django's change view validates and saves inside one transaction; reading the record there with
    SELECT … FOR UPDATE makes a second save of the same record wait until the first is committed,
    then read the record as the first left it, so its version check reports the conflict instead of
    both passing and one edit being lost (READ COMMITTED lets both read the old row otherwise).
    Inline rows are only saved with their record, so they are covered too. On SQLite the lock is
    the database's write lock, which the site's IMMEDIATE transactions take when they begin.
    """

    def get_object(self, request, object_id, from_field=None):
        obj = super().get_object(request, object_id, from_field)
        if obj is None or request.method != "POST":
            return obj
        using = router.db_for_write(self.model)
        if transaction.get_autocommit(using):
            return obj  # not inside a change view's transaction: no lock could outlive this read
        # NO KEY UPDATE: saving a paper that links this member (a foreign key to the row) need not wait.
        no_key = connections[using].features.has_select_for_no_key_update
        locked = type(obj)._default_manager.using(using).select_for_update(no_key=no_key)
        return locked.filter(pk=obj.pk).first()  # None if deleted meanwhile: Django's "doesn't exist"


class LabelledFormSetMixin:
    """Every input of an inline row has an accessible name ("Institution, row 2"): a table's
    column heading is not a label, so screen readers (and axe) would find none."""

    def add_fields(self, form, index):
        super().add_fields(form, index)
        row = f"row {index + 1}" if index is not None else "new row"
        for name, field in form.fields.items():
            if field.widget.is_hidden:
                continue
            label = field.label or name.replace("_", " ").capitalize()
            # A related field's select is wrapped (add/change links): the inner widget is the one rendered.
            widget = getattr(field.widget, "widget", field.widget)
            widget.attrs["aria-label"] = f"{label}, {row}"


class KeptRowsFormSetMixin:
    """An inline row deleted elsewhere since the form was opened comes back as a new row, with what
    this editor typed in it, instead of an error that cannot be fixed but by reloading (and retyping)."""

    def __init__(self, data=None, *args, **kwargs):
        if data is not None:
            prefix = kwargs.get("prefix") or self.get_default_prefix()
            data = rows_kept(self.model, data, prefix)
        super().__init__(data, *args, **kwargs)


def rows_kept(model, data, prefix):
    """`data` with the rows whose record is gone moved behind the others, as new rows."""
    try:
        initial = int(data.get(f"{prefix}-INITIAL_FORMS", 0))
        total = int(data.get(f"{prefix}-TOTAL_FORMS", 0))
    except ValueError:
        return data  # Django's management-form check reports it
    pk_name = model._meta.pk.name
    posted = {i: data.get(f"{prefix}-{i}-{pk_name}") for i in range(min(initial, total))}
    try:
        present = {
            str(pk)
            for pk in model._default_manager.filter(pk__in=[v for v in posted.values() if v]).values_list(
                "pk", flat=True
            )
        }
    except (ValueError, ValidationError):
        return data
    gone = [i for i, value in posted.items() if value and value not in present]
    if not gone:
        return data
    # A row gone and marked for deletion here too is simply gone.
    revived = [i for i in gone if not data.get(f"{prefix}-{i}-DELETE")]
    order = [i for i in range(initial) if i not in gone] + revived + list(range(initial, total))
    kept = data.copy()
    row_key = re.compile(rf"^{re.escape(prefix)}-(\d+)-(.+)$")
    rows = {}
    for key in list(kept.keys()):
        match = row_key.match(key)
        if match:
            rows.setdefault(int(match.group(1)), {})[match.group(2)] = kept.getlist(key)
            del kept[key]
    for new_index, old_index in enumerate(order):
        for name, values in rows.get(old_index, {}).items():
            if old_index in gone and name == pk_name:
                values = [""]
            kept.setlist(f"{prefix}-{new_index}-{name}", values)
    kept[f"{prefix}-INITIAL_FORMS"] = str(initial - len(gone))
    kept[f"{prefix}-TOTAL_FORMS"] = str(len(order))
    return kept


class LabelledInlineMixin:
    """Inline rows with labelled inputs, kept when their record was deleted elsewhere."""

    def get_formset(self, request, obj=None, **kwargs):
        formset = super().get_formset(request, obj, **kwargs)
        return type(formset.__name__, (KeptRowsFormSetMixin, LabelledFormSetMixin, formset), {})


def not_yours_response(model_admin, request, object_id, message):
    """A plain 403 page for a member who opened a record that exists but is not theirs.

    Nothing of the record is shown; a missing record keeps Django's own redirect.
    """
    if is_lab_admin(request.user):
        return None
    try:
        exists = model_admin.model._default_manager.filter(pk=object_id).exists()
    except (ValueError, TypeError, ValidationError):
        return None
    if not exists:
        return None
    person = getattr(request.user, "person", None)
    context = {
        **model_admin.admin_site.each_context(request),
        "title": "Not yours to edit",
        "message": message,
        "person": person,
        "opts": model_admin.model._meta,
    }
    return TemplateResponse(request, "admin/not_yours.html", context, status=403)
