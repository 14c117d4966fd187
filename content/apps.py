from django.apps import AppConfig


class ContentConfig(AppConfig):
    name = "content"
    verbose_name = "Site content: news, research and pages"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from content import pictures

        pictures.connect(self.apps)
