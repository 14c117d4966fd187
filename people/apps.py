from django.apps import AppConfig
from django.db.models.signals import post_migrate


def ensure_lab_admins_group(sender, **kwargs):
    """The "Lab admins" group: every permission on the site's data, on logins and lockouts."""
    from django.contrib.auth.models import Group, Permission

    from .models import LAB_ADMINS_GROUP

    group, _ = Group.objects.get_or_create(name=LAB_ADMINS_GROUP)
    permissions = Permission.objects.filter(
        content_type__app_label__in=["people", "publications", "importer", "auth", "axes"]
    )
    group.permissions.add(*permissions)


class PeopleConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "people"
    verbose_name = "People"

    def ready(self):
        # After every app, so that the permissions of all of them exist.
        post_migrate.connect(ensure_lab_admins_group, dispatch_uid="labsite-lab-admins-group")
