from django.contrib import admin
from django.contrib.contenttypes.models import ContentType
from django.contrib.contenttypes.views import shortcut
from django.core.exceptions import ObjectDoesNotExist, ValidationError
from django.http import Http404


class LabAdminSite(admin.AdminSite):
    """The admin, headed with the lab's name as lab admins set it."""

    index_title = "Edit the lab's site"

    def each_context(self, request):
        from people.models import Lab

        context = super().each_context(request)
        name = Lab.current(request).name
        context.update(site_header=f"{name} — site administration", site_title=name)
        return context

    def get_urls(self):
        urls = super().get_urls()
        for pattern in urls:
            if getattr(pattern, "name", None) == "view_on_site":
                pattern.callback = self.admin_view(view_public_on_site)
        return urls


def view_public_on_site(request, content_type_id, object_id):
    """Django's "view on site" redirect, which must not reveal where a hidden record would live."""
    from people.models import is_lab_admin

    if not is_lab_admin(request.user):
        try:
            model = ContentType.objects.get_for_id(content_type_id).model_class()
            obj = model._default_manager.get(pk=object_id)
        except (ObjectDoesNotExist, AttributeError, ValueError, ValidationError):
            raise Http404("No such object.")
        if not getattr(obj, "is_public", True):
            raise Http404("No such object.")
    return shortcut(request, content_type_id, object_id)
