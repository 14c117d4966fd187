"""Each admin change keeps the record as it was before (fields and inline rows), next to its
history entry; a lab admin can put the record back from the History page.
"""

from django.contrib import messages
from django.contrib.admin.models import LogEntry
from django.contrib.admin.utils import unquote
from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import PermissionDenied
from django.db import models, transaction
from django.http import HttpResponseNotAllowed
from django.shortcuts import get_object_or_404, redirect
from django.urls import path
from django.utils import timezone

from .models import EditSnapshot, is_lab_admin
from .permissions import require_lab_admin

NOT_RESTORED = (models.FileField, models.AutoField)  # photo files may be gone; keys stay


def _values(obj, skip=()):
    return {
        field.attname: field.value_from_object(obj)
        for field in obj._meta.concrete_fields
        if field.name not in skip and not isinstance(field, models.FileField)
    }


def take(obj, related_names):
    """{"fields": {...}, "rows": {related name: [{...}]}} of `obj` as stored now."""
    stored = type(obj)._default_manager.get(pk=obj.pk)
    rows = {}
    for name in related_names:
        relation = getattr(stored, name)
        parent = relation.field.name
        rows[name] = [_values(row, skip=(parent,)) for row in relation.all()]
    return {"fields": _values(stored), "rows": rows}


def _restored(model, values, **extra):
    kwargs = dict(extra)
    for field in model._meta.concrete_fields:
        if field.attname not in values or isinstance(field, NOT_RESTORED):
            continue
        value = values[field.attname]
        if (
            field.is_relation
            and value is not None
            and not field.related_model._default_manager.filter(pk=value).exists()
        ):
            value = None  # the member or venue it pointed to is gone
        kwargs[field.attname] = field.to_python(value) if value is not None else None
    return kwargs


@transaction.atomic
def put_back(obj, data):
    """Make `obj` (and its inline rows) what `data` (from take()) says; rows not in it are deleted."""
    for name, value in _restored(type(obj), data["fields"]).items():
        if name not in ("created", "updated"):
            setattr(obj, name, value)
    obj.save()
    for name, rows in data["rows"].items():
        relation = getattr(obj, name)
        relation.all().delete()
        model, parent = relation.model, relation.field.name
        model.objects.bulk_create(model(**_restored(model, row), **{parent: obj}) for row in rows)


class RevertableAdminMixin:
    """Keeps a snapshot with every change's history entry, and offers lab admins "put back"."""

    snapshot_related = ()  # the related names of the inline rows kept with the record
    object_history_template = "admin/labsite/object_history.html"

    def save_model(self, request, obj, form, change):
        if change:
            request._labsite_snapshot = take(obj, self.snapshot_related)
        super().save_model(request, obj, form, change)

    def log_change(self, request, obj, message):
        entry = super().log_change(request, obj, message)
        before = getattr(request, "_labsite_snapshot", None)
        if before is not None and isinstance(entry, LogEntry):
            EditSnapshot.objects.create(log_entry=entry, data=before)
            request._labsite_snapshot = None
        return entry

    def get_urls(self):
        revert = path(
            "<path:object_id>/history/<int:entry_id>/revert/",
            self.admin_site.admin_view(self.revert_view),
            name=f"{self.opts.app_label}_{self.opts.model_name}_revert",
        )
        return [revert, *super().get_urls()]

    def history_view(self, request, object_id, extra_context=None):
        context = {**(extra_context or {}), "can_revert": is_lab_admin(request.user)}
        return super().history_view(request, object_id, extra_context=context)

    def revert_view(self, request, object_id, entry_id):
        if request.method != "POST":
            return HttpResponseNotAllowed(["POST"])
        require_lab_admin(request)
        obj = self.get_object(request, unquote(object_id))
        if obj is None:
            raise PermissionDenied
        entry = get_object_or_404(
            LogEntry.objects.select_related("snapshot", "user"),
            pk=entry_id,
            object_id=str(obj.pk),
            content_type=ContentType.objects.get_for_model(obj),
        )
        if not hasattr(entry, "snapshot"):
            raise PermissionDenied
        request._labsite_snapshot = take(obj, self.snapshot_related)
        put_back(obj, entry.snapshot.data)
        when = timezone.localtime(entry.action_time)
        self.log_change(
            request,
            obj,
            f"Put back as it was before the change of {when:%Y-%m-%d %H:%M} by {entry.user.get_username()}.",
        )
        self.message_user(request, f"“{obj}” is back as it was before that change.", messages.SUCCESS)
        return redirect(f"admin:{self.opts.app_label}_{self.opts.model_name}_history", obj.pk)
