from django.apps import AppConfig


class StaticSiteConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "staticsite"
    verbose_name = "Static export"
