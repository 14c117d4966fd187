"""Who may do what in the admin, asked by every ModelAdmin and inline.

The rule itself lives in the querysets (`Person.objects.editable_by(user)`,
`Publication.objects.editable_by(user)`); these mixins only apply it to the
admin's permission hooks, so that list, change, add, delete, history, bulk
actions and autocomplete all agree.
"""

from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied

from .models import is_lab_admin


def require_lab_admin(request):
    """Refuse (403) anyone but a lab admin: for the admin's own views, outside a ModelAdmin's permission hooks."""
    if not is_lab_admin(request.user):
        raise PermissionDenied


def is_member(user):
    """A logged-in staff user linked to a person record (not necessarily a lab admin)."""
    return user.is_authenticated and user.is_active and user.is_staff and getattr(user, "person", None) is not None


class LabAdminOnlyMixin:
    """A ModelAdmin for lab admins only: they may see, add, change and delete; nobody else may.

    A subclass loosens or tightens one hook (members may view venues to pick them; the lab
    record is never deleted) and keeps the rest.
    """

    def has_module_permission(self, request):
        return is_lab_admin(request.user)

    def has_view_permission(self, request, obj=None):
        return is_lab_admin(request.user)

    def has_change_permission(self, request, obj=None):
        return is_lab_admin(request.user)

    def has_add_permission(self, request):
        return is_lab_admin(request.user)

    def has_delete_permission(self, request, obj=None):
        return is_lab_admin(request.user)


class EditableByMixin:
    """ModelAdmin permissions from the model's `editable_by(user)` queryset rule.

    Lab admins may do everything; members may view and change the objects the
    rule gives them; adding and deleting are for lab admins unless a subclass
    says otherwise.
    """

    def get_queryset(self, request):
        return super().get_queryset(request).editable_by(request.user)

    def _may_edit(self, request, obj):
        if is_lab_admin(request.user):
            return True
        if not is_member(request.user):
            return False
        if obj is None:
            return True
        return self.model._default_manager.editable_by(request.user).filter(pk=obj.pk).exists()

    def has_module_permission(self, request):
        return is_lab_admin(request.user) or is_member(request.user)

    def has_view_permission(self, request, obj=None):
        return self._may_edit(request, obj)

    def has_change_permission(self, request, obj=None):
        return self._may_edit(request, obj)

    def has_add_permission(self, request):
        return is_lab_admin(request.user)

    def has_delete_permission(self, request, obj=None):
        return is_lab_admin(request.user)

    # Shown to a member who opens a record that exists but is not theirs (instead of Django's
    # "… with ID 3 doesn't exist", which is not true).
    not_yours_message = "You can edit only your own records."

    def change_view(self, request, object_id, form_url="", extra_context=None):
        return self._not_yours(request, object_id) or super().change_view(request, object_id, form_url, extra_context)

    def delete_view(self, request, object_id, extra_context=None):
        return self._not_yours(request, object_id) or super().delete_view(request, object_id, extra_context)

    def history_view(self, request, object_id, extra_context=None):
        return self._not_yours(request, object_id) or super().history_view(request, object_id, extra_context)

    def _not_yours(self, request, object_id):
        """The "not yours" page when a member opens a record outside the ones they may edit, else None."""
        from .editing import not_yours_response

        if is_lab_admin(request.user) or self.get_object(request, unquote(object_id)) is not None:
            return None
        return not_yours_response(self, request, object_id, self.not_yours_message)


class OwnedInlineMixin:
    """Inline child records may be edited by whoever may edit the parent."""

    def _may_edit_parent(self, request, obj):
        parent_admin = self.admin_site.get_model_admin(self.parent_model)
        return parent_admin.has_change_permission(request, obj)

    def has_view_permission(self, request, obj=None):
        return self._may_edit_parent(request, obj)

    def has_change_permission(self, request, obj=None):
        return self._may_edit_parent(request, obj)

    def has_add_permission(self, request, obj=None):
        return self._may_edit_parent(request, obj)

    def has_delete_permission(self, request, obj=None):
        return self._may_edit_parent(request, obj)
