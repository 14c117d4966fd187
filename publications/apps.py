from django.apps import AppConfig


class PublicationsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "publications"
    verbose_name = "Publications"

    def ready(self):
        from . import signals
        from .formats import stored
        from .models import PublicationQuerySet

        signals.connect()
        PublicationQuerySet.fill_entries = staticmethod(stored.fill_entries)
