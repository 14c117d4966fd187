from django.apps import AppConfig
from django.db import connections
from django.db.models.signals import post_migrate


class PublicationsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "publications"
    verbose_name = "Publications"

    def ready(self):
        from . import signals

        signals.connect()
        post_migrate.connect(_ensure_word_index, sender=self)


def _ensure_word_index(sender, using, **kwargs):
    from .search import ensure_sqlite_index

    ensure_sqlite_index(connections[using])
