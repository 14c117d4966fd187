from django.apps import AppConfig


class SyncConfig(AppConfig):
    name = "sync"
    verbose_name = "Publications found for members"
    default_auto_field = "django.db.models.BigAutoField"
